// The phone alone (issue 43): the scorer's page with its calls answered by the engine in
// the page (canasta.wasm.zst: the same store, game layer and calls as `canasta serve`), over
// the page's own data folder, kept in the browser (IndexedDB) and asked to be kept
// (navigator.storage.persist). No server: after the first visit the service worker
// (sw.js) has every file, and the app starts, scores and finishes games with no network.
//
// The engine is built for wasm32-unknown-unknown and imports nothing: the page hands it
// the data folder's files (`{"load": ...}`), and the clock and random bytes with each
// call; each call's answer says which files it wrote or removed (`changes`), and the page
// keeps them (the store's disk in the engine is the page's: `MemDisk`).
//
// Each call runs inside one IndexedDB transaction (readwrite, so that two tabs of the app
// on one phone take turns): the folder's generation is read; if another tab has written
// since this one last looked, the folder is read again and handed to the engine first
// (the engine then sees that tab's hands, as the board sees another phone's: a save based
// on an older game is refused and the page asks); the engine answers; when the call wrote
// a file, every file of the folder and the next generation are put in the same
// transaction. The page is answered once the transaction is complete: a hand is "saved"
// only once it is kept.

const DB = "canasta";
const STORE = "files";
const KEPT = "data";
const GENERATION = "generation";
// The language chosen on this phone (localStorage), if one was.
const CHOSEN = "canasta-language";
// The language the page last spoke (localStorage): its words are kept offline.
const SPOKEN = "canasta-spoken";

function openDb() {
  return new Promise(function (done, fail) {
    const asked = indexedDB.open(DB, 1);
    asked.onupgradeneeded = function () { asked.result.createObjectStore(STORE); };
    asked.onsuccess = function () { done(asked.result); };
    asked.onerror = function () { fail(asked.error); };
  });
}

// One call, guarded (see above): `work()` asks the engine and returns its answer, whose
// `changes` are the files the call wrote ({"games/1.yaml": "text"}) or removed (null).
// The folder as kept is `folder` ({"games/1.yaml": bytes}, one IndexedDB record).
let seen = -1;
let folder = {};
function guarded(db, engine, work) {
  return new Promise(function (done, fail) {
    const t = db.transaction(STORE, "readwrite");
    const kept = t.objectStore(STORE);
    let result, failed = null;
    const go = function (generation) {
      try {
        result = work();
        const changes = result.changes || {};
        let wrote = false;
        Object.keys(changes).forEach(function (path) {
          if (changes[path] === null) {
            if (path in folder) { delete folder[path]; wrote = true; }
          } else {
            folder[path] = engine.encoder.encode(changes[path]);
            wrote = true;
          }
        });
        if (wrote) {
          kept.put(folder, KEPT);
          kept.put(generation + 1, GENERATION);
          seen = generation + 1;
        }
      } catch (e) { failed = e; t.abort(); }
    };
    const g = kept.get(GENERATION);
    g.onsuccess = function () {
      const generation = g.result || 0;
      if (generation === seen) { go(generation); return; }
      const f = kept.get(KEPT);
      f.onsuccess = function () {
        folder = f.result || {};
        const files = {};
        Object.keys(folder).forEach(function (path) { files[path] = engine.decoder.decode(folder[path]); });
        engine.ask({ load: { data: "/data", files: files } });
        seen = generation;
        go(generation);
      };
    };
    t.oncomplete = function () { done(result); };
    t.onabort = function () { fail(failed || t.error); };
  });
}

// Sixteen random bytes as hex, for the ids a call makes (the engine has no randomness).
function randomHex() {
  const a = new Uint8Array(16);
  crypto.getRandomValues(a);
  return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
}

// The page's name as a typist (score.js's `canasta-typist`: its draft in the folder is its
// own), kept in IndexedDB too: the browser writes localStorage out only a few seconds
// after a change, so a browser killed soon after the first visit would come back with a
// new name, and the hand typed before it would be another typist's draft. IndexedDB's
// copy is kept once its transaction completes; it is put back before score.js reads it.
const TYPIST = "canasta-typist";
function keepTypist(db) {
  return new Promise(function (done) {
    const t = db.transaction(STORE, "readwrite");
    const kept = t.objectStore(STORE);
    const g = kept.get(TYPIST);
    g.onsuccess = function () {
      let name = g.result;
      if (!/^phone-[0-9a-f]{12}$/.test(name || "")) {
        name = localStorage.getItem(TYPIST);
        if (!/^phone-[0-9a-f]{12}$/.test(name || "")) {
          const a = new Uint8Array(6);
          crypto.getRandomValues(a);
          name = "phone-" + Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
        }
        kept.put(name, TYPIST);
      }
      try { localStorage.setItem(TYPIST, name); } catch (e) { /* score.js makes one */ }
    };
    t.oncomplete = t.onabort = t.onerror = function () { done(); };
  });
}

// The times this phone's offset from UTC changes (summer time and back), as its own
// clock knows them, from 2000 to two years ahead: [seconds after 1970, minutes
// east from then on], oldest first, each found to the minute. The engine has no time zone
// database: with these it shows each time in the offset of its own day (a July game in
// Rome at +120, a December one at +60), not in today's.
function zoneChanges() {
  const minute = 60e3, week = 7 * 24 * 60 * minute, year = 365.25 * 24 * 60 * minute;
  const east = function (ms) { return -new Date(ms).getTimezoneOffset(); };
  const now = Date.now();
  // From 2000: older than any game this program made (its games began in 2026), about
  // fifty changes, found in a millisecond or two.
  let t = Date.UTC(2000, 0, 1);
  let at = east(t);
  const changes = [[t / 1000, at]];
  while (t < now + 2 * year) {
    let hi = t + week;
    if (east(hi) === at) { t = hi; continue; }
    let lo = t;
    while (hi - lo > minute) {
      const mid = lo + Math.floor((hi - lo) / 2 / minute) * minute;
      if (east(mid) === at) lo = mid; else hi = mid;
    }
    at = east(hi);
    changes.push([hi / 1000, at]);
    t = hi;
  }
  return changes;
}

// The engine, compiled. It comes packed with zstd (web/build.sh) and is unpacked here by
// fzstd (fzstd.js); what was unpacked must be the engine the site was built with, byte for
// byte (engine.sha256, written by site.mjs), or the page does not start: never a damaged
// engine. Once unpacked and checked, it is kept unpacked in the browser's cache under its
// SHA-256 ("canasta-engine", one entry: the one of an older version goes when the new one
// is kept), so that a later start compiles it as it streams from there.
async function engineModule() {
  const wanted = (await fetch("engine.sha256").then(function (r) { return r.text(); })).trim();
  const name = "engine-" + wanted + ".wasm";
  const kept = self.caches ? await caches.open("canasta-engine").catch(function () { return null; }) : null;
  const hit = kept ? await kept.match(name) : null;
  if (hit) {
    try { return await WebAssembly.compileStreaming(hit); } catch (e) { await kept.delete(name); }
  }
  const packed = await fetch("canasta.wasm.zst").then(function (r) {
    if (!r.ok) throw new Error("canasta.wasm.zst: " + r.status);
    return r.arrayBuffer();
  });
  // A host that serves `.zst` as zstd-encoded has the browser unpack it already: then
  // the bytes are the module itself ("\0asm"), not a zstd frame.
  const got = new Uint8Array(packed);
  const bytes = got[0] === 0 && got[1] === 0x61 && got[2] === 0x73 && got[3] === 0x6d
    ? got : self.fzstd.decompress(got);
  if (crypto.subtle) {
    const digest = await crypto.subtle.digest("SHA-256", bytes);
    const got = Array.prototype.map.call(new Uint8Array(digest), function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
    if (got !== wanted) throw new Error("canasta.wasm.zst is not the site's engine");
  } else {
    // No digest to check it by (not a secure context): not kept either.
    return WebAssembly.compile(bytes);
  }
  const module = await WebAssembly.compile(bytes);
  if (kept) {
    const old = await kept.keys();
    await Promise.all(old.map(function (r) { return kept.delete(r); }));
    await kept.put(name, new Response(bytes, { headers: { "Content-Type": "application/wasm" } }))
      .catch(function () { /* full: unpacked again next time */ });
  }
  return module;
}

// Whether a service worker answers this page's fetches now.
function answering() {
  return !!(navigator.serviceWorker && navigator.serviceWorker.controller);
}

// The texts of a language's files (refused if one cannot be had).
function wordsOf(spoken) {
  return Promise.all(spoken.files.map(function (f) {
    return fetch(f).then(function (r) { if (!r.ok) throw new Error(f); return r.text(); });
  }));
}

// The site's language the engine will most likely choose for `wishes` (most wanted
// first): the first whose tag is one of the site's, or whose first part is (`pt` and
// `pt-PT` for `pt-BR`); else English. Only a guess, to fetch its words early: the engine's
// choice is the one spoken.
function guessed(languages, wishes) {
  const tags = languages.map(function (l) { return l.tag; });
  const first = function (t) { return String(t).toLowerCase().split("-")[0]; };
  for (const wish of wishes) {
    const exact = tags.find(function (t) { return t.toLowerCase() === String(wish).toLowerCase(); });
    if (exact) return exact;
    const near = tags.find(function (t) { return first(t) === first(wish); });
    if (near) return near;
  }
  return "en";
}

async function start() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").then(offerUpdate, function () { /* no worker: online only */ });
  }
  if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(function () {});
  // The language's words are fetched while the engine is: the list of languages, and the
  // words of the one the engine will most likely choose (`guessed`).
  const listed = fetch("i18n/languages.json").then(function (r) { return r.json(); })
    .catch(function () { return []; });
  const chosen = localStorage.getItem(CHOSEN);
  const wishes = chosen ? [chosen] : (navigator.languages && navigator.languages.length
    ? navigator.languages : [navigator.language || "en"]);
  const early = listed.then(function (languages) {
    const tag = guessed(languages, wishes);
    const spoken = languages.find(function (l) { return l.tag === tag; });
    const texts = spoken ? wordsOf(spoken) : null;
    // (Not asked for, when the engine chooses another: not an error then.)
    if (texts) texts.catch(function () {});
    return { tag: tag, texts: texts, answered: answering() };
  });
  const db = await openDb();
  await keepTypist(db);
  // The engine imports nothing; its folder is handed to it at the first call (`guarded`).
  const module = await engineModule();
  const instance = await WebAssembly.instantiate(module, {});
  // For the speed page's benchmark: when the engine is ready, and when the page is.
  performance.mark("canasta-engine");
  const x = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  function ask(request) {
    const bytes = encoder.encode(JSON.stringify(request));
    const at = x.canasta_alloc(bytes.length);
    new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
    const length = x.canasta_answer(at, bytes.length);
    return JSON.parse(decoder.decode(new Uint8Array(x.memory.buffer, x.canasta_output(), length)));
  }
  const engine = { ask: ask, encoder: encoder, decoder: decoder };
  // The language: the one chosen on this phone (the page's chooser), else the phone's
  // own, as the engine negotiates it; its words fetched from the site (the engine has
  // none of them). When they cannot be had (chosen in airplane mode before they were
  // kept), the language the page spoke last, whose words are kept, then English's.
  const languages = await listed;
  const wanted = ask({ language: wishes.join(",") }).language;
  const fetched = await early;
  let lang = wanted;
  const tries = [wanted, localStorage.getItem(SPOKEN), "en"].filter(function (t, i, all) {
    return t && all.indexOf(t) === i;
  });
  for (const tag of tries) {
    const spoken = languages.find(function (l) { return l.tag === tag; });
    if (!spoken || !spoken.files.length) continue;
    // Whether a service worker answered these fetches (and kept what they got): a first
    // visit's page is taken by the worker only a moment after it starts.
    const got = tag === fetched.tag && fetched.texts ? fetched
      : { texts: wordsOf(spoken), answered: answering() };
    const answered = got.answered;
    try {
      const texts = await got.texts;
      const files = {};
      spoken.files.forEach(function (f, i) { files[f.replace(/^.*\//, "").replace(/\.ftl$/, "")] = texts[i]; });
      ask({ words: { lang: tag, files: files } });
      lang = tag;
      localStorage.setItem(SPOKEN, tag);
      // On a first visit no service worker answers the page yet, and keeps nothing it
      // fetches: the page keeps its words itself, for a start in airplane mode.
      if (!answered && self.caches) {
        caches.open("canasta-words").then(function (c) {
          return Promise.all(spoken.files.map(function (f, i) {
            return c.put(new URL(f, location.href).href, new Response(texts[i]));
          }));
        }).catch(function () { /* not kept: fetched again next time */ });
      }
      break;
    } catch (e) {
      console.warn("the words of " + tag + " could not be fetched", e);
    }
  }
  // Calls one at a time, each kept before it is answered.
  let queue = Promise.resolve();
  const zone = zoneChanges();
  window.canastaEngine = {
    fetch: function (path, opts) {
      const url = new URL(path, location.href);
      const method = (opts && opts.method) || "GET";
      const run = queue.then(function () {
        return guarded(db, engine, function () {
          return ask({ call: {
            method: method, path: url.pathname.replace(/^.*(\/api\/)/, "$1"),
            query: url.search.replace(/^\?/, ""), body: (opts && opts.body) || "", lang: lang,
            utc_offset: -new Date().getTimezoneOffset(), zone_changes: zone,
            now_ms: Date.now(), random: randomHex() } });
        });
      }).then(function (answered) {
        return { status: answered.status, json: function () { return Promise.resolve(answered.answer); } };
      });
      queue = run.catch(function () {});
      return run;
    },
  };
  // The scorer's page, in the phone's language, its files beside this one.
  const page = new DOMParser().parseFromString(
    ask({ page: lang }).page.replace(/(href|src)="\//g, '$1="./'), "text/html");
  document.documentElement.lang = page.documentElement.lang;
  document.title = page.title;
  Array.prototype.forEach.call(page.head.children, function (n) {
    if (n.tagName === "SCRIPT" || n.tagName === "TITLE" || n.getAttribute("rel") === "manifest") return;
    document.head.appendChild(document.importNode(n, true));
  });
  Array.prototype.forEach.call(page.body.attributes, function (a) { document.body.setAttribute(a.name, a.value); });
  document.body.innerHTML = page.body.innerHTML;
  Array.prototype.forEach.call(document.body.querySelectorAll("script"), function (s) { s.remove(); });
  const scripts = Array.prototype.map.call(page.querySelectorAll("script[src]"), function (s) { return s.getAttribute("src"); });
  for (const src of scripts) {
    await new Promise(function (done, fail) {
      const s = document.createElement("script");
      s.src = src;
      s.onload = done;
      s.onerror = fail;
      document.body.appendChild(s);
    });
  }
  const choice = languageChoice(languages, lang);
  keptGames(choice);
  houseRules();
  performance.mark("canasta-page");
  // Every language's files kept (the service worker keeps what is fetched; on a first
  // visit the phone's own came before the worker took the page), so that any can be
  // chosen later in airplane mode. Those already kept are answered from the cache.
  // Only once the worker answers this page's fetches (on a first visit it takes the page
  // a moment after it starts), or they would not be kept.
  controlled().then(function () {
    setTimeout(function () {
      if (!navigator.onLine) return;
      languages.forEach(function (l) {
        l.files.forEach(function (f) { fetch(f).catch(function () {}); });
      });
    }, 4000);
  }, function () { /* no worker: nothing is kept */ });
}

// Settled once a service worker answers this page's fetches (refused where there is none).
function controlled() {
  if (!("serviceWorker" in navigator)) return Promise.reject(new Error("no service worker"));
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise(function (done) {
    navigator.serviceWorker.addEventListener("controllerchange", done, { once: true });
  });
}

// The language chooser: each language in its own name; chosen, it is kept on this phone
// and the app starts again in it. Its label comes with the games' words (`label(text)`).
function languageChoice(languages, lang) {
  const p = document.createElement("p");
  p.id = "language-choice";
  const label = document.createElement("label");
  const select = document.createElement("select");
  select.id = "language";
  languages.forEach(function (l) {
    const o = document.createElement("option");
    o.value = l.tag;
    o.lang = l.tag;
    o.textContent = l.name;
    o.selected = l.tag === lang;
    select.append(o);
  });
  select.addEventListener("change", function () {
    localStorage.setItem(CHOSEN, select.value);
    location.reload();
  });
  label.append(document.createTextNode(""), select);
  p.append(label);
  if (languages.length) (document.querySelector("main") || document.body).append(p);
  return function (text) { label.firstChild.textContent = text + " "; };
}

// What a box said just before the page is loaded again to show its change (a game
// imported or continued, house rules kept): said again, in its box opened again, once the
// page is back, so that nothing said is gone before it is read.
function reloadSaying(boxId, message) {
  try { sessionStorage.setItem("canasta-said", JSON.stringify({ box: boxId, said: message || "" })); }
  catch (e) { /* no session storage: the page loads again all the same */ }
  location.reload();
}
function saidBefore(box, said) {
  try {
    const kept = JSON.parse(sessionStorage.getItem("canasta-said") || "null");
    if (!kept || kept.box !== box.id) return;
    sessionStorage.removeItem("canasta-said");
    box.open = true;
    said.textContent = kept.said;
  } catch (e) { /* nothing kept */ }
}

// House rules kept on the phone: a preset of one's own, checked by the engine's referee
// before it is kept, then offered for a new game. Its words come from the engine.
function houseRules() {
  function el(tag, id) { const e = document.createElement(tag); if (id) e.id = id; return e; }
  const box = el("details", "rules");
  const summary = el("summary");
  const hint = el("p");
  hint.className = "hint";
  const list = el("ul", "rules-list");
  const nameLabel = el("label");
  const name = el("input", "rules-name");
  name.autocomplete = "off";
  name.autocapitalize = "off";
  name.spellcheck = false;
  name.maxLength = 64;
  const textLabel = el("label");
  const text = el("textarea", "rules-text");
  text.rows = 6;
  text.spellcheck = false;
  text.autocapitalize = "off";
  text.value = "extends: classic\ndescription: \ntarget: 5000\n";
  const save = el("button", "rules-save");
  save.type = "button";
  const said = el("p", "rules-said");
  said.setAttribute("role", "status");
  const nameP = el("p"); nameP.append(nameLabel); nameLabel.append(document.createTextNode(""), name);
  const textP = el("p"); textP.append(textLabel); textLabel.append(document.createTextNode(""), el("br"), text);
  box.append(summary, hint, list, nameP, textP, save, said);
  (document.querySelector("main") || document.body).append(box);
  function show() {
    return call("GET", "/api/house-rules").then(function (j) {
      const w = j.words || {};
      summary.textContent = w.title || "";
      hint.textContent = w.hint || "";
      nameLabel.firstChild.textContent = (w.name || "") + " ";
      textLabel.firstChild.textContent = w.text || "";
      save.textContent = w.save || "";
      list.replaceChildren();
      if (!j.rules || !j.rules.length) {
        const li = el("li");
        li.textContent = w.none || "";
        list.append(li);
      }
      (j.rules || []).forEach(function (r) {
        const li = el("li");
        li.setAttribute("data-rules", r.name);
        const title = el("strong");
        title.textContent = r.name;
        const line = el("span");
        line.textContent = " " + (r.problem || r.description || "") + " ";
        const del = el("button");
        del.type = "button";
        del.textContent = w.delete || "";
        del.addEventListener("click", function () {
          call("POST", "/api/house-rules/delete", { name: r.name }).then(function (a) {
            said.textContent = a.message || "";
            show();
          });
        });
        // Tapped, its name and text are put in the form, to change them.
        title.addEventListener("click", function () { name.value = r.name; text.value = r.text; });
        li.append(title, line, del);
        list.append(li);
      });
    });
  }
  save.addEventListener("click", function () {
    call("POST", "/api/house-rules", { name: name.value.trim(), text: text.value }).then(function (a) {
      said.textContent = a.message || "";
      // Offered for a new game once the page is loaded again, with what was said.
      if (a.status === 200) reloadSaying(box.id, a.message);
    });
  });
  box.addEventListener("toggle", function () { if (box.open) show(); });
  saidBefore(box, said);
  show();
}

// One call to the engine, as score.js makes them: its JSON answer, with its status.
function call(method, path, data) {
  const opts = { method: method };
  if (data !== undefined) opts.body = JSON.stringify(data);
  return window.canastaEngine.fetch(path, opts).then(function (r) {
    return r.json().then(function (j) { j.status = r.status; return j; });
  });
}

// The games kept on the phone, below the sheet: each to continue, export (shared as a
// file where the phone can, else downloaded) or delete; and a game's file to import (a
// command line's export, or another phone's). Its words come from the engine.
function keptGames(languageLabel) {
  const box = document.createElement("details");
  box.id = "games";
  const summary = document.createElement("summary");
  const list = document.createElement("ul");
  list.id = "games-list";
  const importing = document.createElement("p");
  const label = document.createElement("label");
  const file = document.createElement("input");
  file.type = "file";
  file.id = "games-import";
  file.accept = ".yaml,.yml,.txt,text/yaml,text/plain";
  const said = document.createElement("p");
  said.id = "games-said";
  said.setAttribute("role", "status");
  label.append(document.createTextNode(""), file);
  importing.append(label);
  box.append(summary, list, importing, said);
  (document.querySelector("main") || document.body).append(box);
  function button(text, act) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.addEventListener("click", act);
    return b;
  }
  function exported(id) {
    call("GET", "/api/export?id=" + encodeURIComponent(id)).then(function (j) {
      if (j.status !== 200) { said.textContent = j.message || ""; return; }
      const blob = new Blob([j.text], { type: "text/yaml" });
      const shared = typeof File === "function" ? new File([blob], j.file, { type: "text/yaml" }) : null;
      if (shared && navigator.canShare && navigator.canShare({ files: [shared] })) {
        navigator.share({ files: [shared] }).catch(function () { /* closed: nothing to do */ });
        return;
      }
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = j.file;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
    });
  }
  function show() {
    return call("GET", "/api/games").then(function (j) {
      const w = j.words || {};
      summary.textContent = w.title || "";
      label.firstChild.textContent = (w.import || "") + " ";
      if (languageLabel) languageLabel(w.language || "");
      list.replaceChildren();
      if (!j.games || !j.games.length) {
        const li = document.createElement("li");
        li.textContent = w.none || "";
        list.append(li);
      }
      (j.games || []).forEach(function (g) {
        const li = document.createElement("li");
        li.setAttribute("data-game", g.id);
        const title = document.createElement("strong");
        title.textContent = g.title;
        const line = document.createElement("span");
        line.textContent = " " + g.line + " ";
        li.append(title, line);
        if (!g.current) {
          li.append(button(w.continue, function () {
            call("POST", "/api/use", { id: g.id }).then(function (r) {
              said.textContent = r.message || "";
              if (r.status === 200) reloadSaying(box.id, r.message);
            });
          }));
        }
        li.append(button(w.export, function () { exported(g.id); }));
        li.append(button(w.delete, function () {
          if (!confirm((w.delete_confirm || "").split("{id}").join(g.id))) return;
          call("POST", "/api/delete", { id: g.id }).then(function (r) {
            said.textContent = r.message || "";
            if (r.status === 200 && g.current) reloadSaying(box.id, r.message);
            else show();
          });
        }));
        list.append(li);
      });
    });
  }
  file.addEventListener("change", function () {
    const f = file.files && file.files[0];
    if (!f) return;
    f.text().then(function (text) {
      return call("POST", "/api/import", { text: text });
    }).then(function (r) {
      said.textContent = r.message || "";
      file.value = "";
      if (r.status === 200) reloadSaying(box.id, r.message);
    });
  });
  box.addEventListener("toggle", function () { if (box.open) show(); });
  saidBefore(box, said);
  show();
}

// A new version deployed: the worker waits; the page offers it (in the page's words).
function offerUpdate(registration) {
  function offer(worker) {
    if (!worker || !navigator.serviceWorker.controller) return;
    const b = document.createElement("button");
    b.type = "button";
    b.id = "update";
    b.textContent = (document.body.getAttribute("data-update") || "Update") + " ↻";
    b.addEventListener("click", function () { worker.postMessage("update"); });
    document.body.prepend(b);
  }
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", function () {
    const w = registration.installing;
    if (w) w.addEventListener("statechange", function () { if (w.state === "installed") offer(w); });
  });
  // Reloaded on the new version once it takes over; not on the first visit, when the
  // first worker takes the page (nothing changes for it).
  const updating = !!navigator.serviceWorker.controller;
  let reloaded = false;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (updating && !reloaded) { reloaded = true; location.reload(); }
  });
}

start().catch(function (e) {
  const p = document.getElementById("loading");
  if (p) p.textContent = "Canasta could not start here: " + e;
  console.error(e);
});
