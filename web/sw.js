// The phone alone's service worker: every file of the app cached at install (build.sh
// writes their list and the version into files.js), answered from the cache first, so
// that after the first visit the app starts with no network. A new version waits until the
// page says to take it (its Update button), then every page reloads on it.
importScripts("files.js");
const CACHE = "canasta-" + self.CANASTA_VERSION;

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(CACHE).then(function (c) { return c.addAll(self.CANASTA_FILES); }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n.indexOf("canasta-") === 0 && n !== CACHE; })
      .map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("message", function (e) {
  if (e.data === "update") self.skipWaiting();
});

self.addEventListener("fetch", function (e) {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.match(e.request, { ignoreSearch: true }).then(function (hit) {
    return hit || fetch(e.request);
  }));
});
