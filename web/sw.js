// The phone alone's service worker: every file of the app cached at install (build.sh
// writes their list and the version into files.js), answered from the cache first, so
// that after the first visit the app starts with no network. A language's files (all but
// English's, which is in the engine) are cached when first fetched: the one the phone
// speaks at once, the others a little after the app has started (boot.js), so that any
// can be chosen in airplane mode. A new version waits until the
// page says to take it (its Update button), then every page reloads on it.
importScripts("files.js");
const CACHE = "canasta-" + self.CANASTA_VERSION;

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(CACHE).then(function (c) { return c.addAll(self.CANASTA_FILES); }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (names) {
    // The engine kept unpacked by the page ("canasta-engine", under its digest) is the
    // page's: it replaces it itself when a new engine comes.
    return Promise.all(names.filter(function (n) {
      return n.indexOf("canasta-") === 0 && n !== CACHE && n !== "canasta-engine";
    })
      .map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("message", function (e) {
  if (e.data === "update") self.skipWaiting();
});

const SPOKEN = new Set(self.CANASTA_LANGUAGE_FILES.map(function (f) {
  return new URL(f, self.registration.scope).href;
}));

self.addEventListener("fetch", function (e) {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.match(e.request, { ignoreSearch: true }).then(function (hit) {
    if (hit) return hit;
    return fetch(e.request).then(function (got) {
      const url = e.request.url.split("?")[0];
      if (got.ok && SPOKEN.has(url)) {
        const kept = got.clone();
        caches.open(CACHE).then(function (c) { return c.put(url, kept); });
      }
      return got;
    });
  }));
});
