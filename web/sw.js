// The phone alone's service worker: every file of the app cached at install (build.sh
// writes their list and the version into files.js), answered from the cache first, so
// that after the first visit the app starts with no network. A language's files (the
// engine has none) are cached when first fetched: the one the phone speaks at once (on a
// first visit, before this worker answers the page, the page keeps them itself in
// "canasta-words"), the others a little after the app has started (boot.js), so that any
// can be chosen in airplane mode. A new version waits until the page says to take it (its
// Update button), then every page reloads on it; the languages kept by the old version (or
// by the page) are fetched anew for the new one when it installs, so that an update taken
// offline keeps them in their new words.
importScripts("files.js");
const CACHE = "canasta-" + self.CANASTA_VERSION;
// The page's own caches: the engine unpacked (under its digest), and the words it
// fetched before this worker answered it.
const ENGINE = "canasta-engine";
const WORDS = "canasta-words";

const SPOKEN = new Set(self.CANASTA_LANGUAGE_FILES.map(function (f) {
  return new URL(f, self.registration.scope).href;
}));

// The language files kept by an older version, or by the page, when this one replaces an
// older version: this version's are fetched for them (a language that cannot be had now
// is left out, not the install). On a first install, none: what the page kept is this
// version's already.
function languagesKept() {
  return caches.keys().then(function (names) {
    const kept = names.filter(function (n) {
      return n.indexOf("canasta-") === 0 && n !== CACHE && n !== ENGINE;
    });
    if (!kept.some(function (n) { return n !== WORDS; })) return [];
    return Promise.all(kept.map(function (n) {
      return caches.open(n).then(function (c) { return c.keys(); }).then(function (requests) {
        return requests.map(function (r) { return r.url.split("?")[0]; })
          .filter(function (u) { return SPOKEN.has(u); });
      });
    }));
  }).then(function (lists) { return Array.from(new Set([].concat.apply([], lists))); });
}

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(CACHE).then(function (c) {
    return c.addAll(self.CANASTA_FILES).then(languagesKept).then(function (urls) {
      return Promise.all(urls.map(function (u) { return c.add(u).catch(function () {}); }));
    });
  }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (names) {
    // The engine kept unpacked by the page is the page's: it replaces it itself when a
    // new engine comes. The words the page kept stay, behind this version's (fetch).
    return Promise.all(names.filter(function (n) {
      return n.indexOf("canasta-") === 0 && n !== CACHE && n !== ENGINE && n !== WORDS;
    })
      .map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("message", function (e) {
  if (e.data === "update") self.skipWaiting();
});

self.addEventListener("fetch", function (e) {
  if (e.request.method !== "GET") return;
  // This version's files first, then what the page kept itself (its words).
  e.respondWith(caches.open(CACHE).then(function (c) {
    return c.match(e.request, { ignoreSearch: true });
  }).then(function (hit) {
    return hit || caches.match(e.request, { ignoreSearch: true });
  }).then(function (hit) {
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
