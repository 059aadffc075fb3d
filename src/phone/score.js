// The scorer's page: records the hands of the game from a phone. Every line is checked by
// the board's referee as it is typed (/api/check), a hand is saved only through the board
// (/api/save) with the version of the game the page saw, and what is typed is kept on the
// phone (localStorage) and as the game's draft on the board, so a reload, a locked phone
// or a lost connection loses nothing. The key comes once in the address after '#', is kept
// on the phone and sent in a header, never in an address. No words of its own: they come
// from the page (data-* attributes) and from the board's answers, in the phone's language.
//
// One hand, once: the page has a name of its own (its typist, made once, kept on the
// phone) and each hand's typing an id (made when its typing begins, kept with the lines).
// A save is put in the phone's outbox (localStorage) before it is sent and leaves it only
// when the board has answered it: a save whose answer was lost is sent again, the same,
// before anything else, and the board answers "saved already" rather than saving it twice.
// A hand saved meanwhile elsewhere is shown beside the page's own, and the person chooses.
// The keys never move while a hand is typed: messages and refusals have places of their
// own, of a fixed height, and Save is fixed at the bottom of the screen.
//
// Every tap lands (issue 41): Save is taken whenever something is typed, even while a line
// is still being checked (the board checks the save as it checks a line, and a refusal is
// shown under its line); the keys tapped while a save is on its way are kept for the next
// hand and put in once the hand is saved (never in the hand being saved); a hand saved
// meanwhile elsewhere with the same lines is kept once without a question; and nothing
// that saves a hand stands where Save was when the page asks.
(function () {
  "use strict";
  var body = document.body;
  function $(id) { return document.getElementById(id); }
  function words(name) { return body.getAttribute("data-" + name) || ""; }
  var KEY = "canasta-scorer-key";
  var key = null;
  var found = /(?:^#|&)k=([0-9a-f]+)/.exec(location.hash);
  try {
    if (found) localStorage.setItem(KEY, found[1]);
    key = found ? found[1] : localStorage.getItem(KEY);
  } catch (e) { key = found ? found[1] : null; }
  if (found) history.replaceState(null, "", location.pathname + location.search);
  // The phone alone (the engine in the page, web/boot.js): its calls never leave the page
  // and nobody else reaches its games, so there is no key; a new key is not offered.
  var engine = window.canastaEngine || null;
  if (engine) key = "page";
  // The director opens a table's game from the desk (/score?table=N&round=R): the calls
  // name it, and a change to a confirmed or closed result carries the reason typed.
  var opened = { table: /[?&]table=([0-9]+)/.exec(location.search),
                 round: /[?&]round=([0-9]+)/.exec(location.search) };

  function randomHex(bytes) {
    var a = new Uint8Array(bytes);
    crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  // This page's name, made once and kept on the phone: its draft on the board is its own.
  var TYPIST = "canasta-typist";
  var typist = null;
  try { typist = localStorage.getItem(TYPIST); } catch (e) { typist = null; }
  if (!/^phone-[0-9a-f]{12}$/.test(typist || "")) {
    typist = "phone-" + randomHex(6);
    try { localStorage.setItem(TYPIST, typist); } catch (e) { /* this page keeps it */ }
  }

  var pageTitle = $("title").textContent;
  var state = null;      // the game as last shown
  var lone = "";         // who played alone (three-handed); "" nobody
  var inputs = [];       // the hand's line inputs
  var focused = 0;       // the line the buttons type into
  var hasPot = false;    // the form has a pot: "may we go out?" asks whether it was taken
  var base = null;       // the game's version the typed lines are based on
  var checkTimer = null, draftTimer = null, asked = 0, busy = false;
  var shownLabels = null;  // the labels of the lines shown, to keep them when unchanged
  var handId = null;       // the typing id of the hand being typed (null: none begun)
  var retryTimer = null;   // the next try of a save not yet answered
  var asking = null;       // the save the person is asked about (a hand saved meanwhile)
  var down = false;        // the message says the board does not answer
  var ahead = [];          // keys tapped while a save is on its way: the next hand's
  var refused = false;     // the board's check refused the lines as they are now

  function say(text, bad, isDown) {
    var m = $("msg");
    m.textContent = text || "";
    m.className = bad ? "bad" : (text ? "good" : "");
    fitMessage();
    // A refusal is an alert to a screen reader; anything else is said politely.
    $("alert").textContent = bad ? (text || "") : "";
    m.setAttribute("aria-live", bad ? "off" : "polite");
    down = !!isDown;
  }
  // The board answers again: a message that said it did not is gone.
  function online() { if (down) say(""); }

  // A message longer than its place is never cut: it is marked, and a tap opens it whole
  // over what is below it (nothing moves); another tap, or a new message, closes it.
  function fitMessage() {
    var m = $("msg");
    m.classList.remove("open");
    m.classList.toggle("more", m.scrollHeight > m.clientHeight + 1);
    m.setAttribute("aria-expanded", "false");
  }
  $("msg").addEventListener("click", function () {
    var m = $("msg");
    if (!m.classList.contains("more") && !m.classList.contains("open")) return;
    var open = !m.classList.contains("open");
    m.classList.toggle("open", open);
    m.setAttribute("aria-expanded", open ? "true" : "false");
  });
  window.addEventListener("resize", function () { if (!$("msg").classList.contains("open")) fitMessage(); });
  $("msg").addEventListener("keydown", function (e) {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    $("msg").click();
  });

  // A message of the page with a number in it, in the variant's word for a hand.
  function numbered(name, number) {
    return termed(name).split("{number}").join(String(number));
  }
  // A word of the page in the game's word for a hand (hand, round, or a Burraco's deal).
  function termed(name) {
    var term = state && (state.term === "round" || state.term === "deal") ? state.term : "hand";
    return words(name + "-" + term);
  }
  // The page's own labels, in the game's word for a hand, once the game is known.
  function termLabels() {
    $("fix").querySelector("summary").textContent = termed("fix");
    $("fix-hand-word").textContent = termed("fix-hand");
    if (!$("fix-drop").classList.contains("armed")) $("fix-drop").textContent = termed("fix-drop");
    if (!$("undo").classList.contains("armed")) $("undo").textContent = termed("undo");
    if (!busy) saveLabel();
  }

  function call(method, path, data) {
    var opts = { method: method, cache: "no-store", credentials: "same-origin",
                 headers: { "X-Canasta-Key": key || "" } };
    if (opened.table) {
      opts.headers["X-Canasta-Table"] = opened.table[1];
      if (opened.round) opts.headers["X-Canasta-Round"] = opened.round[1];
      if (data && typeof data === "object" && /^\/api\/(save|edit|drop|undo)$/.test(path)) {
        var why = $("why").value.trim();
        if (why) { data = JSON.parse(JSON.stringify(data)); data.why = why; }
      }
    }
    if (data !== undefined) {
      opts.headers["Content-Type"] = "application/json";
      opts.body = JSON.stringify(data);
    }
    // An answer that does not come in time is an answer lost: what needs one is sent again.
    var stop = typeof AbortController === "function" ? new AbortController() : null;
    var timer = null;
    if (stop) {
      opts.signal = stop.signal;
      timer = setTimeout(function () { stop.abort(); }, 15000);
    }
    return (engine ? engine.fetch(path, opts) : fetch(path, opts)).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) {
        clearTimeout(timer);
        j.status = r.status;
        online();
        if (r.status === 403 && j.key_refused) say(j.message, true);
        return j;
      });
    }, function (e) { clearTimeout(timer); throw e; });
  }

  // No answer from the board: a save waiting on the phone is said by its number.
  function offline() {
    var o = pendingSave();
    say(o ? numbered("not-sent", o.number) : words("offline"), true, true);
  }

  // What is typed, kept on the phone for this game and hand.
  function draftKey() { return state && state.game ? "canasta-draft-" + state.game : null; }
  function typed() { return inputs.map(function (i) { return i.value; }); }
  // Lines cleared are kept too, as cleared: the board's draft, a moment behind, does not
  // bring them back when the page is opened again.
  function keepHere() {
    var k = draftKey();
    if (!k) return;
    try {
      var lines = typed();
      if (lines.join("").trim() === "" && !handId) localStorage.removeItem(k);
      else localStorage.setItem(k, JSON.stringify({ number: state.number, lone: lone, lines: lines, base: base,
                                                     id: handId, at: focused }));
    } catch (e) { /* a full or private storage: the board's draft still keeps it */ }
  }
  function keptHere() {
    var k = draftKey();
    if (!k) return null;
    try {
      var d = JSON.parse(localStorage.getItem(k) || "null");
      return d && d.number === state.number ? d : null;
    } catch (e) { return null; }
  }
  function forgetHere() {
    var k = draftKey();
    try { if (k) localStorage.removeItem(k); } catch (e) { /* nothing kept */ }
  }

  // The outbox: the save sent and not yet answered, kept on the phone for this game.
  function outboxKey() { return state && state.game ? "canasta-outbox-" + state.game : null; }
  function pendingSave() {
    var k = outboxKey();
    if (!k) return null;
    try { return JSON.parse(localStorage.getItem(k) || "null"); } catch (e) { return null; }
  }
  var heldHere = null;  // the outbox when the phone's storage keeps nothing
  function putPending(o) {
    heldHere = o;
    var k = outboxKey();
    try { if (k) localStorage.setItem(k, JSON.stringify(o)); } catch (e) { /* held here */ }
  }
  function clearPending() {
    heldHere = null;
    var k = outboxKey();
    try { if (k) localStorage.removeItem(k); } catch (e) { /* nothing kept */ }
  }
  // While a save waits for its answer (or for the person's choice), its lines stay as sent.
  function waiting() { return !!(pendingSave() || heldHere || asking); }

  function linesFor(who) {
    var all = (state && state.lines) || [];
    for (var i = 0; i < all.length; i++) if (all[i].lone === who) return all[i];
    return all[all.length - 1] || { lines: [] };
  }

  // --- the hand being typed -------------------------------------------------------------
  function buildLines(texts) {
    var box = $("lines");
    box.textContent = "";
    inputs = [];
    shownLabels = linesFor(lone).lines.map(function (l) { return l.label; }).join("\n");
    linesFor(lone).lines.forEach(function (line, i) {
      var div = document.createElement("div");
      div.className = "line";
      var label = document.createElement("label");
      label.setAttribute("for", "line-" + i);
      label.textContent = line.label;
      var row = document.createElement("div");
      row.className = "row";
      var input = document.createElement("input");
      input.id = "line-" + i;
      input.setAttribute("autocomplete", "off");
      input.setAttribute("autocapitalize", "off");
      input.setAttribute("autocorrect", "off");
      input.setAttribute("spellcheck", "false");
      input.setAttribute("enterkeyhint", "next");
      input.value = (texts && texts[i]) || "";
      input.addEventListener("focus", function () { setActive(i); keepHere(); });
      input.addEventListener("input", changed);
      input.addEventListener("keydown", function (e) {
        if (e.key !== "Enter") return;
        e.preventDefault();
        if (i + 1 < inputs.length) inputs[i + 1].focus();
        else save();
      });
      var toggle = document.createElement("button");
      toggle.type = "button";
      toggle.className = "steps-toggle";
      toggle.textContent = "?";
      toggle.setAttribute("aria-label", words("steps-for").split("{line}").join(line.label));
      toggle.setAttribute("aria-expanded", "false");
      var steps = stepsForm(line.steps, input);
      steps.id = "steps-" + i;
      toggle.setAttribute("aria-controls", steps.id);
      toggle.addEventListener("click", function () {
        steps.hidden = !steps.hidden;
        toggle.setAttribute("aria-expanded", steps.hidden ? "false" : "true");
      });
      // The line's refusal is its description, said as it changes.
      var problem = document.createElement("p");
      problem.className = "problem";
      problem.id = "problem-" + i;
      problem.setAttribute("aria-live", "polite");
      // Scrolled when longer than its place: reachable by the keyboard too.
      problem.setAttribute("tabindex", "0");
      input.setAttribute("aria-describedby", problem.id);
      row.appendChild(input);
      row.appendChild(toggle);
      div.appendChild(label);
      div.appendChild(row);
      div.appendChild(problem);
      div.appendChild(steps);
      box.appendChild(div);
      inputs.push(input);
    });
    setActive(0);
  }

  // The line the buttons type into (marked), without opening the phone's keyboard.
  function setActive(i) {
    focused = i;
    Array.prototype.forEach.call(document.querySelectorAll("#lines .line"), function (d, k) {
      d.classList.toggle("active", k === i);
    });
    showWords();
  }

  // Step by step: the line's questions from the variant's own words, made into a line.
  function stepsForm(steps, input) {
    var form = document.createElement("div");
    form.className = "steps";
    form.hidden = true;
    var fields = [];
    function number(name, code, sign) {
      var l = document.createElement("label");
      var f = document.createElement("input");
      f.type = "number";
      f.min = "0";
      f.setAttribute("inputmode", "numeric");
      l.appendChild(document.createTextNode(name + " "));
      l.appendChild(f);
      form.appendChild(l);
      fields.push({ field: f, code: code, sign: sign });
    }
    var out = null;
    if (steps.out.length) {
      out = document.createElement("select");
      out.setAttribute("aria-label", words("went-out"));
      var none = document.createElement("option");
      none.value = "";
      none.textContent = words("none-out");
      out.appendChild(none);
      steps.out.forEach(function (w) {
        var o = document.createElement("option");
        o.value = w[0];
        o.textContent = w[1];
        out.appendChild(o);
      });
      form.appendChild(out);
    }
    steps.counted.forEach(function (w) { number(w[1], w[0], ""); });
    steps.penalties.forEach(function (w) { number(w[1], w[0], ""); });
    if (steps.melded) number(words("melded"), "", "");
    if (steps.in_hand) number(words("in-hand"), "", "-");
    var put = document.createElement("button");
    put.type = "button";
    put.textContent = words("put-line");
    put.addEventListener("click", function () {
      // A hand waiting to be sent (or asked about) stays as it was sent.
      if (waiting()) { form.hidden = true; return; }
      var tokens = [];
      if (out && out.value) tokens.push(out.value);
      fields.forEach(function (f) {
        var n = parseInt(f.field.value, 10);
        if (!(n > 0)) return;
        tokens.push(f.code ? n + f.code : f.sign + n);
      });
      // What the questions say is added to the line as typed (a value given twice is
      // refused under the line, never silently replaced).
      var now = input.value.trim();
      if (tokens.length) input.value = now ? now + " " + tokens.join(" ") : tokens.join(" ");
      else if (!now) input.value = "0";
      // Used: the questions are empty again, so nothing is put in the line twice.
      fields.forEach(function (f) { f.field.value = ""; });
      if (out) out.value = "";
      form.hidden = true;
      changed();
    });
    form.appendChild(put);
    return form;
  }

  // The buttons of the focused line's words: each adds its word, or counts one more.
  function showWords() {
    var box = $("words");
    box.textContent = "";
    var line = linesFor(lone).lines[focused];
    if (!line) { $("legend").textContent = ""; return; }
    var s = line.steps;
    s.out.forEach(function (w) { box.appendChild(wordButton(w, false)); });
    s.counted.forEach(function (w) { box.appendChild(wordButton(w, true)); });
    s.penalties.forEach(function (w) { box.appendChild(wordButton(w, true)); });
    // What each button's letters mean (a phone shows no tooltips).
    $("legend").textContent = s.out.concat(s.counted, s.penalties)
      .map(function (w) { return w[0] + " = " + w[1]; }).join(" · ");
  }
  function wordButton(w, counted) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "key word";
    b.textContent = w[0];
    b.title = w[1];
    b.setAttribute("data-word", w[0]);
    b.addEventListener("pointerdown", function (e) { e.preventDefault(); });
    b.addEventListener("click", function () { addWord(w[0], counted); });
    return b;
  }
  function addWord(code, counted) {
    if (held(["word", code, counted])) return;
    var input = inputs[focused];
    if (!input) return;
    var tokens = input.value.trim() === "" ? [] : input.value.trim().split(/\s+/);
    var pattern = new RegExp("^(\\d+)" + code.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "$");
    var at = -1, m = null;
    tokens.forEach(function (t, k) { var found = pattern.exec(t); if (found) { at = k; m = found; } });
    // A word counted once more wherever it is on the line (`n` twice: `2n`).
    if (counted && m) tokens[at] = (parseInt(m[1], 10) + 1) + code;
    else if (counted) tokens.push("1" + code);
    else if (tokens.indexOf(code) < 0) {
      // One way of going out a line: a button for another replaces the one there (typed,
      // both are refused under the line, saying which word says which).
      var line = linesFor(lone).lines[focused];
      var ways = line ? line.steps.out.map(function (w) { return w[0]; }) : [];
      tokens = tokens.filter(function (t) { return ways.indexOf(t) < 0; });
      tokens.unshift(code);
    }
    input.value = tokens.join(" ");
    changed();
  }
  // A key tapped while a save is on its way is the next hand's: kept, and put in once the
  // hand is saved. While a hand waits to be sent (or asked about) the keys are answered,
  // not taken: the hand's lines stay as they were sent.
  function held(key) {
    if (busy) { ahead.push(key); return true; }
    if (waiting()) {
      buzz([30, 30, 30]);
      var o = pendingSave();
      if (asking) say($("conflict-why").textContent, true);
      else if (o) say(numbered("not-sent", o.number), true, down);
      return true;
    }
    return false;
  }
  // The keys kept while the save was on its way, put in the next hand's lines.
  function putAhead() {
    var keys = ahead;
    ahead = [];
    keys.forEach(function (k) { if (k[0] === "word") addWord(k[1], k[2]); else pad(k[1]); });
  }
  // The save was not taken: the keys tapped after it are not put anywhere, and said so.
  function dropAhead() {
    var lost = ahead.length > 0;
    ahead = [];
    return lost;
  }
  function pad(what) {
    if (held(["pad", what])) return;
    var input = inputs[focused];
    if (!input) return;
    var v = input.value;
    if (what === "next") {
      if (focused + 1 < inputs.length) setActive(focused + 1);
      keepHere();
      return;
    }
    if (what === "back") {
      // A word token (`2n`, `o`) goes whole; a number loses its last digit.
      var word = /(^|\s)(\d*[^\d\s-][^\s]*)$/.exec(v);
      v = word ? v.slice(0, v.length - word[2].length).replace(/\s+$/, "") : v.slice(0, -1);
    }
    else if (what === " ") { if (v && !/\s$/.test(v)) v += " "; }
    else if (what === "-") { if (!/-$/.test(v)) v += (v && !/\s$/.test(v) ? " -" : "-"); }
    else v += (/[^\d\s-]$/.test(v) ? " " : "") + what;
    input.value = v;
    changed();
  }
  Array.prototype.forEach.call(document.querySelectorAll("#digits .key"), function (b) {
    b.addEventListener("pointerdown", function (e) { e.preventDefault(); });
    b.addEventListener("click", function () { pad(b.getAttribute("data-put")); });
  });

  function changed() {
    if (base === null && state) base = state.version;
    // The typing of a hand begins: its id, kept with its lines until it is saved; the
    // last hand's "saved" is said no more.
    if (!handId) {
      handId = randomHex(8);
      if ($("msg").className === "good") say("");
    }
    keepHere();
    // Save is taken while the line is checked: the board checks the save too.
    refused = false;
    saveState();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 200);
    clearTimeout(draftTimer);
    draftTimer = setTimeout(keepOnBoard, 700);
  }

  function keepOnBoard() {
    if (!state || !state.game || state.finished) return;
    if (waiting()) return;
    call("POST", "/api/draft", { lone: lone, lines: typed(), number: state.number, typist: typist,
                                 hand_id: handId || "" }).catch(offline);
  }

  // No breakdown (a hand saved, dropped, or no lines): nor the referee's question.
  function noBreakdown() {
    $("breakdown").textContent = "";
    $("asks").textContent = "";
  }

  function check() {
    if (!state || !state.game) return Promise.resolve();
    var mine = ++asked;
    return call("POST", "/api/check", { lone: lone, lines: typed(), typist: typist }).then(function (j) {
      if (mine !== asked || j.status !== 200) return;
      var clean = true;
      (j.problems || []).forEach(function (p, i) {
        var el = $("problem-" + i);
        if (el) el.textContent = p || "";
        if (p) clean = false;
      });
      // The breakdown is the board's escaped HTML; a problem is text.
      if (j.breakdown) $("breakdown").innerHTML = j.breakdown;
      else $("breakdown").textContent = j.problem || "";
      $("breakdown").className = j.problem ? "bad" : "";
      // The referee's question about the hand it takes (the partner's cards in hand, where
      // another side counted its hand apart): asked, never in the way of Save.
      $("asks").textContent = j.question || "";
      refused = !(clean && j.breakdown);
      saveState();
    }).catch(offline);
  }

  // Save is offered whenever there is something to save that the board has not refused
  // as it is now: while a line is checked, and while the board does not answer, it is.
  // A save on its way, or a question asked about one, is not offered again.
  function saveState() {
    var b = $("save");
    if (busy || asking) { b.disabled = true; return; }
    if (waiting()) { b.disabled = false; return; }
    b.disabled = refused || typed().join("").trim() === "";
  }

  // Save the typed hand (Enter on the last line, or the button). Lines the referee refuses
  // are refused by the board too, and said under each line. The save goes into the outbox
  // first and leaves it once answered; a save waiting there is sent again, the same.
  function save() {
    if (busy || asking || !state || !state.game) return;
    var o = pendingSave() || heldHere;
    if (!o) {
      if (typed().join("").trim() === "") return;
      clearTimeout(checkTimer);
      clearTimeout(draftTimer);
      if (!handId) handId = randomHex(8);
      o = { game: state.game, number: state.number, version: base || state.version, lone: lone,
            lines: typed(), note: "", hand_id: handId };
      putPending(o);
    }
    inputs.forEach(function (i) { i.readOnly = true; });
    send(o);
  }
  $("save").addEventListener("click", save);

  // The save waiting in the outbox, sent when nothing else is under way.
  function flush() {
    var o = pendingSave() || heldHere;
    if (o && !busy && !asking) send(o);
  }
  function retryLater() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(flush, 3000);
  }

  function send(o) {
    busy = true;
    clearTimeout(retryTimer);
    clearTimeout(savedTimer);
    $("save").classList.remove("done");
    $("save").textContent = numbered("saving", o.number);
    saveState();
    call("POST", "/api/save", { version: o.version, lone: o.lone, lines: o.lines, note: o.note || "",
                                number: o.number, typist: typist, hand_id: o.hand_id })
      .then(function (j) { busy = false; saveLabel(); answered(j, o); })
      .catch(function () {
        // No answer: the board may have saved it or not; the same save goes again. The
        // keys tapped meanwhile are not put in the hand waiting to be sent.
        busy = false;
        saveLabel();
        var lost = dropAhead();
        saveState();
        offline();
        if (lost) $("msg").textContent += " " + words("keys-not-put");
        fitMessage();
        retryLater();
      });
  }
  function saveLabel() { if (!$("save").classList.contains("done")) $("save").textContent = termed("save"); }

  function cleared() {
    clearPending();
    forgetHere();
    // What the last correction said is of the sheet before this hand: not said again.
    $("fix-said").textContent = "";
    $("fix-said").className = "";
    base = null;
    handId = null;
    refused = false;
    inputs.forEach(function (i) { i.value = ""; i.readOnly = false; });
    setActive(0);
  }
  // Something went wrong with the save (said already): the keys tapped after it are not
  // put in the hand, and the message says so.
  function notPut() {
    if (!dropAhead()) return;
    $("msg").textContent += " " + words("keys-not-put");
    fitMessage();
  }

  function answered(j, o) {
    if (j.status === 200) {
      // Saved, or saved already (its first answer was lost): the hand is in the game once;
      // the keys tapped since go to the next hand's first line.
      cleared();
      show(j, []);
      noBreakdown();
      say(j.message);
      savedHere(j.message, o.number);
      putAhead();
    } else if (j.status === 409 && j.changed && j.same) {
      // The same lines were saved meanwhile elsewhere: that hand is this one, kept once,
      // and nothing is asked (nothing to tap saves it twice).
      cleared();
      show(j, []);
      noBreakdown();
      say(numbered("same-kept", j.theirs || o.number));
      buzz(40);
      putAhead();
    } else if (j.status === 409 && j.changed) {
      // Other lines were saved meanwhile elsewhere: shown beside this one, the person
      // chooses; the keys tapped since wait for the choice.
      show(j, o.lines);
      ask(j, o);
    } else if (j.status === 503 || j.retry) {
      // Another canasta holds the game: the hand waits on the phone and goes again.
      say(j.message, true);
      notPut();
      saveState();
      retryLater();
    } else if (j.status === 403) {
      // The key was refused (the page says so): the save waits for the new key.
      notPut();
      saveState();
    } else {
      // Refused for what it says: out of the outbox, the lines kept to be mended.
      buzz([60, 40, 60]);
      clearPending();
      inputs.forEach(function (i) { i.readOnly = false; });
      say(j.message, true);
      notPut();
      (j.problems || []).forEach(function (p, i) {
        var el = $("problem-" + i);
        if (el) el.textContent = p || "";
      });
      refused = (j.problems || []).some(function (p) { return !!p; });
      saveState();
    }
  }

  // A short vibration where the phone has one (none where it has not, or may not).
  function buzz(pattern) {
    try { if (navigator.vibrate) navigator.vibrate(pattern); } catch (e) { /* no vibration */ }
  }

  // Where the thumb is: the save said on Save itself for a moment, the new hand marked in
  // the sheet, and a short vibration.
  var savedTimer = null;
  function savedHere(message, number) {
    var b = $("save");
    clearTimeout(savedTimer);
    b.textContent = "\u2713 " + (message || "");
    b.classList.add("done");
    savedTimer = setTimeout(function () {
      b.textContent = termed("save");
      b.classList.remove("done");
    }, 2500);
    buzz(40);
    var row = document.querySelector('#sheet tr[data-hand="' + Number(number) + '"]');
    if (row) {
      row.classList.add("fresh");
      setTimeout(function () { row.classList.remove("fresh"); }, 3000);
    }
  }

  // The hand saved meanwhile beside the page's own, and two choices: drop the page's own
  // (the first when it is the same hand), or save it as the next hand (the same save, at
  // the version the game has now).
  // A tap within a moment of the question appearing was meant for what was there before
  // (Save, tapped again): the question's buttons take none.
  var askedAt = 0;
  function tooSoon() { return Date.now() - askedAt < 600; }
  function ask(j, o) {
    askedAt = Date.now();
    asking = { save: o, version: j.version, number: j.number };
    var theirs = ((j.hands || [])[(j.theirs || 0) - 1] || { lines: [] }).lines;
    $("theirs-title").textContent = numbered("theirs", j.theirs || "");
    listLines($("theirs"), theirs);
    var labels = linesFor(o.lone).lines.map(function (l) { return l.label; });
    listLines($("mine"), o.lines.map(function (text, i) { return [labels[i] || "", text]; }));
    $("conflict-why").textContent = words("conflict-other");
    saveMine.reset(numbered("save-mine", j.number), numbered("save-mine-sure", j.number));
    $("conflict").hidden = false;
    say(j.message, true);
    saveState();
  }
  function listLines(box, lines) {
    box.textContent = "";
    lines.forEach(function (l) {
      var li = document.createElement("li");
      li.textContent = (l[0] ? l[0] + ": " : "") + l[1];
      box.appendChild(li);
    });
  }
  $("drop-mine").addEventListener("click", function () {
    if (!asking || tooSoon()) return;
    asking = null;
    $("conflict").hidden = true;
    cleared();
    noBreakdown();
    saveState();
    say(words("dropped"));
    putAhead();
  });
  // Back to the lines, to check them: they stay based on the game they were typed on, so
  // a Save tapped again is asked about again, never saved as another hand.
  $("keep-mine").addEventListener("click", function () {
    if (!asking || tooSoon()) return;
    var o = asking.save;
    asking = null;
    $("conflict").hidden = true;
    clearPending();
    base = o.version;
    inputs.forEach(function (i) { i.readOnly = false; });
    say(words("changed"), true);
    notPut();
    saveState();
  });
  // Saving one's own as the next hand is a deliberate second step: the first tap asks.
  var saveMine = (function (button) {
    var armed = null, plain = "", sure = "";
    function reset(first, second) {
      clearTimeout(armed);
      armed = null;
      plain = first;
      sure = second;
      button.textContent = plain;
    }
    button.addEventListener("click", function () {
      if (!asking || tooSoon()) return;
      if (!armed) {
        button.textContent = sure;
        armed = setTimeout(function () { armed = null; button.textContent = plain; }, 5000);
        return;
      }
      reset(plain, sure);
      var o = asking.save;
      o.version = asking.version;
      o.number = asking.number;
      asking = null;
      $("conflict").hidden = true;
      putPending(o);
      send(o);
    });
    return { reset: reset };
  })($("save-mine"));

  // --- the game as it is ----------------------------------------------------------------
  function option(select, value, text) {
    var o = document.createElement("option");
    o.value = value;
    o.textContent = text;
    select.appendChild(o);
  }

  // Show the game; `texts`: the lines to put in the inputs (null: keep them as they are).
  function show(s, texts) {
    var sameGame = state && s.game === state.game;
    var sameHand = sameGame && s.number === state.number;
    // Another game (begun here, or chosen): the version and the typing id of the lines
    // typed for the last one are that game's, never this one's (its own kept draft, if
    // any, brings back its own below).
    if (!sameGame) { base = null; handId = null; }
    // Lines being typed stay when the game changed elsewhere: they are saved only on the
    // version they were typed on (else refused, and kept); the page says so at once.
    var keepInputs = texts === null && sameGame;
    var typing = typed().join("").trim() !== "";
    if (keepInputs && typing && base !== null && state && s.version !== state.version) {
      say(words("changed"), true);
    }
    var wasFinished = !!(state && sameGame && state.finished);
    state = s;
    termLabels();
    askKind();
    // The page's title in the game's family's name (Burraco's is not "Canasta").
    pageTitle = words("title-" + (s.canasta_term || "canasta")) || pageTitle;
    document.title = pageTitle;
    $("sheet").innerHTML = s.part || "";
    // The sheet to share: offered once the game has a hand, opened when it ends.
    $("share").hidden = !(s.game && s.share && (s.number > 1));
    $("share-picture").hidden = $("share-download").hidden = !$("sheet").querySelector("svg");
    if (s.finished && !wasFinished) $("share").open = true;
    var choose = $("new-variant");
    if (!choose.options.length) (s.variants || []).forEach(function (v) { option(choose, v[0], v[1]); });
    showTools(true);
    if (!s.game) {
      $("entry").hidden = true;
      $("over").hidden = true;
      $("fix").hidden = true;
      $("new").open = true;
      return;
    }
    $("fix").hidden = !(s.hands && s.hands.length);
    // The winner is in the sheet; a match's next game is one tap away.
    $("over").hidden = !(s.finished && s.match_next);
    // A tournament table's phone: once the game is over, the table confirms the result
    // it sees, then an opponent does, on this phone; then it is the director's.
    var t = s.tournament;
    var director = !!(t && t.director);
    // A tournament's table (its phone, or the director on it) starts no game and changes
    // no key: those are the board's own scorer's.
    if (t) { $("new").hidden = true; $("key").hidden = true; }
    $("director").hidden = !director;
    if (director) {
      $("director-at").textContent = words("director-at").split("{table}").join(String(t.table))
        .split("{round}").join(String(t.round));
    }
    // The director's page names the table where the page's title is: nothing is added
    // above the keys, so they stand where a table's phone has them, all on the screen.
    $("title").textContent = director ? $("director-at").textContent : pageTitle;
    $("confirm").hidden = !(s.finished && t && !director);
    if (s.finished && t && !director) {
      var both = t.confirmed === "both";
      $("confirm-said").textContent = t.signed ? words("night-signed")
        : both ? words("confirmed-both") : "";
      $("confirm-go").hidden = both || !!t.signed;
      confirmStep = t.confirmed === "table" ? "opponent" : "table";
      $("confirm-go").textContent = words(confirmStep === "opponent" ? "confirm-opponent" : "confirm-table");
    }
    $("entry").hidden = !!s.finished;
    if (!s.finished) {
      $("heading").textContent = s.heading;
      var who = $("lone");
      who.hidden = !s.three_handed;
      // "May we go out?" asks about the pot where the form has one.
      hasPot = !!s.pot;
      $("ask-pot-label").hidden = !hasPot;
      var labels = linesFor(lone).lines.map(function (l) { return l.label; }).join("\n");
      if (keepInputs && inputs.length && labels === shownLabels) {
        // The same lines: the inputs, their focus and the marked line stay as they are.
      } else {
        if (texts === null) texts = keepInputs ? typed() : null;
        var kept = texts && texts.join("").trim() !== "" ? null : keptHere();
        var sent = pendingSave();
        var at = null;
        if (!texts || texts.join("").trim() === "") {
          if (sent) { texts = sent.lines; lone = sent.lone || ""; handId = sent.hand_id; kept = null; }
          else if (kept) {
            texts = kept.lines; lone = kept.lone || ""; base = kept.base || null;
            handId = kept.id || null;
            at = kept.at;
          }
          else if (s.draft && s.draft.number === s.number) {
            texts = s.draft.lines; lone = s.draft.lone || ""; handId = s.draft.id || null;
          }
          else if (!sameHand) lone = "";
        }
        var sel = $("lone-select");
        sel.textContent = "";
        if (s.three_handed) s.lines.forEach(function (l) { option(sel, l.lone, l.label); });
        sel.value = lone;
        var wasActive = focused;
        buildLines(texts);
        if (keepInputs && wasActive < inputs.length) setActive(wasActive);
        // A reload keeps the line the keys typed into.
        if (typeof at === "number" && at >= 0 && at < inputs.length) setActive(at);
        if (waiting()) inputs.forEach(function (i) { i.readOnly = true; });
        if (!texts || texts.join("").trim() === "") {
          noBreakdown();
        } else if (!waiting()) check();
        // A save waiting to be sent goes first, before any other call; Save sends it now.
        saveState();
        if (kept && kept.lines.join("").trim() !== "") say(words("kept"));
      }
    }
    fillFix();
    var side = $("ask-side");
    var whose = side.value;
    side.textContent = "";
    (s.sides || []).forEach(function (n) { option(side, n, n); });
    option(side, "", "—");
    if (whose) side.value = whose;
  }

  // The tools below the hand need the key: without it, they are not offered.
  function showTools(on) {
    ["fix", "ask", "new", "key"].forEach(function (id) { $(id).hidden = !on; });
    if (engine) $("key").hidden = true;
  }

  function fillFix() {
    var hands = (state && state.hands) || [];
    var h = $("fix-hand");
    var was = h.value;
    h.textContent = "";
    hands.forEach(function (x) { option(h, String(x.number), String(x.number)); });
    if (hands.length) h.value = was && parseInt(was, 10) <= hands.length ? was : String(hands.length);
    fillFixLine();
    $("fix-problem").textContent = "";
  }
  function fillFixLine() {
    var hands = (state && state.hands) || [];
    var hand = hands[parseInt($("fix-hand").value, 10) - 1];
    var l = $("fix-line");
    var was = l.value;
    l.textContent = "";
    if (hand) hand.lines.forEach(function (x, i) { option(l, String(i), x[0]); });
    if (was && hand && parseInt(was, 10) < hand.lines.length) l.value = was;
    var line = hand && hand.lines[parseInt(l.value, 10)];
    $("fix-now").textContent = line ? line[0] + ": " + line[1] : "";
  }
  $("fix-hand").addEventListener("change", fillFixLine);
  $("fix-line").addEventListener("change", fillFixLine);
  $("lone-select").addEventListener("change", function () {
    // A hand waiting to be sent (or asked about) stays as it was sent.
    if (waiting()) { $("lone-select").value = lone; return; }
    // The lines typed stay under the labels that stay (a player's own line).
    var before = {};
    linesFor(lone).lines.forEach(function (l, i) { before[l.label] = inputs[i] ? inputs[i].value : ""; });
    lone = $("lone-select").value;
    buildLines(linesFor(lone).lines.map(function (l) { return before[l.label] || ""; }));
    changed();
  });

  // Sharing the sheet: as text through the phone's share sheet (Web Share API), else
  // copied; the chart as a PNG picture made here from its SVG, shared as a file where the
  // phone can, else downloaded.
  function shareSaid(name, bad) {
    $("share-said").textContent = words(name);
    $("share-said").className = bad ? "bad" : "good";
  }
  function copyText(text) {
    function byHand() {
      var t = document.createElement("textarea");
      t.value = text;
      t.setAttribute("readonly", "");
      t.style.position = "fixed";
      t.style.opacity = "0";
      document.body.appendChild(t);
      t.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(t);
      shareSaid(ok ? "copied" : "share-failed", !ok);
    }
    // The clipboard API needs a secure context (HTTPS, or the machine itself).
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { shareSaid("copied"); }, byHand);
    } else byHand();
  }
  function picture() {
    return new Promise(function (resolve, reject) {
      var svg = $("sheet").querySelector("svg");
      if (!svg) { reject(new Error("no chart")); return; }
      var box = svg.viewBox && svg.viewBox.baseVal;
      var w = (box && box.width) || 640, h = (box && box.height) || 360;
      var clone = svg.cloneNode(true);
      clone.setAttribute("width", w);
      clone.setAttribute("height", h);
      var url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(clone)],
                                             { type: "image/svg+xml" }));
      var img = new Image();
      img.onload = function () {
        var c = document.createElement("canvas");
        c.width = w * 2;
        c.height = h * 2;
        var g = c.getContext("2d");
        g.fillStyle = "#fff";
        g.fillRect(0, 0, c.width, c.height);
        g.drawImage(img, 0, 0, c.width, c.height);
        URL.revokeObjectURL(url);
        c.toBlob(function (b) { if (b) resolve(b); else reject(new Error("no picture")); }, "image/png");
      };
      img.onerror = function () { URL.revokeObjectURL(url); reject(new Error("no picture")); };
      img.src = url;
    });
  }
  function download(blob, name) {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
    shareSaid("downloaded");
  }
  function shareInfo() { return (state && state.share) || { title: "", text: "", file: "canasta.png" }; }
  $("share-text").addEventListener("click", function () {
    var info = shareInfo();
    if (navigator.share) {
      navigator.share({ title: info.title, text: info.text }).then(function () { shareSaid("shared"); },
        function (e) { if (!e || e.name !== "AbortError") copyText(info.text); });
    } else copyText(info.text);
  });
  $("share-copy").addEventListener("click", function () { copyText(shareInfo().text); });
  $("share-picture").addEventListener("click", function () {
    var info = shareInfo();
    picture().then(function (blob) {
      var file = null;
      try { file = new File([blob], info.file, { type: "image/png" }); } catch (e) { file = null; }
      if (file && navigator.canShare && navigator.canShare({ files: [file] })) {
        return navigator.share({ files: [file], title: info.title, text: info.text })
          .then(function () { shareSaid("shared"); },
                function (e) { if (!e || e.name !== "AbortError") download(blob, info.file); });
      }
      download(blob, info.file);
    }).catch(function () { shareSaid("share-failed", true); });
  });
  $("share-download").addEventListener("click", function () {
    var info = shareInfo();
    picture().then(function (blob) { download(blob, info.file); })
      .catch(function () { shareSaid("share-failed", true); });
  });

  // Large text (the phone's text doubled, or the page zoomed to 200%): the page is laid
  // out tighter so the lines and the pad stay on one screen, the legend and the sheet
  // folded (each a tap away).
  var wasLarge = null;
  function fitText() {
    var root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    var large = root >= 24 || window.innerWidth < 300;
    document.documentElement.classList.toggle("large", large);
    if (large !== wasLarge) {
      $("legend-box").open = !large;
      $("sheet-box").open = !large;
      wasLarge = large;
    }
  }
  fitText();
  window.addEventListener("resize", fitText);
  if (window.ResizeObserver) new ResizeObserver(fitText).observe(document.documentElement);

  function load() {
    if (!key) { showTools(false); say(words("no-key"), true); return Promise.resolve(); }
    return call("GET", "/api/state?typist=" + encodeURIComponent(typist)).then(function (j) {
      if (j.status === 403) showTools(false);
      if (j.status !== 200) return;
      if (!state || j.version !== state.version || j.game !== state.game) show(j, null);
      // A save waiting on the phone goes first, by itself, once the board answers.
      flush();
    }).catch(offline);
  }

  // A change answered with the game as it is now.
  // `here`: where the result is said instead of the top of the page (the correction's
  // panel says its own, next to its form).
  function changedBy(j, problemBox, here) {
    if (j.status === 200 || j.status === 409) {
      show(j, null);
      if (here) { say(""); here.textContent = j.message || ""; here.className = j.status === 409 ? "bad" : "good"; }
      else say(j.message, j.status === 409);
      if (j.status === 200) buzz(40);
      return true;
    }
    if (problemBox && j.problem) problemBox.textContent = j.problem;
    if (here) { here.textContent = j.message || ""; here.className = "bad"; }
    else say(j.message, true);
    return false;
  }

  // A button that asks to be tapped twice (its label says what the second tap does).
  // `question`: its text, or a function giving it (in the game's word for a hand).
  function twice(button, question, act) {
    var label = button.textContent, armed = null;
    button.addEventListener("click", function () {
      if (armed) {
        clearTimeout(armed);
        armed = null;
        button.classList.remove("armed");
        button.textContent = label;
        act();
        return;
      }
      label = button.textContent;
      button.classList.add("armed");
      button.textContent = typeof question === "function" ? question() : question;
      armed = setTimeout(function () {
        armed = null;
        button.classList.remove("armed");
        button.textContent = label;
      }, 5000);
    });
  }

  $("fix-apply").addEventListener("click", function () {
    call("POST", "/api/edit", { version: state.version, hand: parseInt($("fix-hand").value, 10),
                                line: parseInt($("fix-line").value, 10), text: $("fix-text").value })
      .then(function (j) { if (changedBy(j, $("fix-problem"), $("fix-said"))) $("fix-text").value = ""; })
      .catch(offline);
  });
  twice($("fix-drop"), function () { return termed("confirm-drop"); }, function () {
    call("POST", "/api/drop", { version: state.version, hand: parseInt($("fix-hand").value, 10) })
      .then(function (j) { changedBy(j, null, $("fix-said")); }).catch(offline);
  });
  twice($("undo"), function () { return termed("confirm-undo"); }, function () {
    call("POST", "/api/undo", { version: state.version })
      .then(function (j) { changedBy(j, null, $("fix-said")); }).catch(offline);
  });
  $("new-go").addEventListener("click", function () {
    call("POST", "/api/new", { variant: $("new-variant").value, sides: $("new-sides").value,
                               players: $("new-players").value, dealer: $("new-dealer").value,
                               match: $("new-match").value })
      .then(function (j) {
        // The new game's first hand is typed next: its lines and keys back on the screen
        // (the new game's questions are further down, and the page had scrolled to them).
        if (changedBy(j)) { $("new").open = false; window.scrollTo(0, 0); }
      }).catch(offline);
  });
  var confirmStep = "table";
  $("confirm-go").addEventListener("click", function () {
    call("POST", "/api/confirm", { step: confirmStep, version: state.version })
      .then(function (j) { changedBy(j); }).catch(offline);
  });
  $("next-game").addEventListener("click", function () {
    call("POST", "/api/next-game", {}).then(function (j) { changedBy(j); }).catch(offline);
  });

  // The rules questions the game's rules give a meaning to (the Burraco family: no pile
  // question, no minimum), and its word for canastas.
  // (Questions without a meaning are taken out of the list, not hidden: Safari shows a
  // hidden option.)
  var askOptions = null;
  function askKind() {
    var asks = (state && state.asks) || { pile: true, minimum: true };
    var select = $("ask-kind");
    if (!askOptions) askOptions = Array.prototype.slice.call(select.options);
    var chosen = select.value;
    var offered = askOptions.filter(function (o) {
      return !((o.value === "pile" && !asks.pile) || (o.value === "min" && !asks.minimum));
    });
    offered.forEach(function (o) {
      if (o.value === "meld") {
        if (!o.hasAttribute("data-label")) o.setAttribute("data-label", o.textContent);
        var label = o.getAttribute("data-label");
        o.textContent = asks.minimum ? label : (words("ask-meld-legal") || label);
      }
    });
    var same = offered.length === select.options.length
      && offered.every(function (o, i) { return select.options[i] === o; });
    if (!same) select.replaceChildren.apply(select, offered);
    select.value = offered.some(function (o) { return o.value === chosen; }) ? chosen : "meld";
    var kind = select.value;
    Array.prototype.forEach.call(document.querySelectorAll("#ask p[class]"), function (p) {
      p.hidden = !p.classList.contains("for-" + kind) || (!asks.minimum && p.classList.contains("by-minimum"));
    });
    $("ask-canastas-word").textContent = words("ask-canastas-" + ((state && state.canasta_term) || "canasta"))
      || $("ask-canastas-word").textContent;
    $("ask-pot-word").textContent = words("ask-pot-" + ((state && state.pot_term) || "pot"))
      || $("ask-pot-word").textContent;
  }
  $("ask-kind").addEventListener("change", askKind);
  askKind();
  function num(id) { var n = parseInt($(id).value, 10); return isNaN(n) ? null : n; }
  $("ask-go").addEventListener("click", function () {
    call("POST", "/api/ask", {
      kind: $("ask-kind").value, cards: $("ask-cards").value, top: $("ask-top").value,
      going_out: $("ask-going-out").checked, side: $("ask-side").value,
      not_melded: $("ask-not-melded").checked, frozen: $("ask-frozen").checked,
      canastas: num("ask-canastas"), left: num("ask-left"), concealed: $("ask-concealed").checked,
      pot_taken: hasPot ? $("ask-pot").checked : null,
      score: num("ask-score")
    }).then(function (j) {
      $("answer").textContent = j.answer || j.message || "";
      $("answer").className = j.status === 200 ? (j.yes ? "yes" : "no") : "bad";
    }).catch(offline);
  });

  twice($("key-go"), words("confirm-key"), function () {
    call("POST", "/api/key", {}).then(function (j) {
      if (j.status !== 200) return;
      key = j.key;
      try { localStorage.setItem(KEY, key); } catch (e) { /* this page still has it */ }
      var box = $("key-new");
      box.innerHTML = j.qr;
      var p = document.createElement("p");
      p.textContent = j.address;
      box.appendChild(p);
      say(j.message);
    }).catch(offline);
  });

  // A new key's address opened in this tab (only its `#` part changes): take it.
  window.addEventListener("hashchange", function () {
    var k = /(?:^#|&)k=([0-9a-f]+)/.exec(location.hash);
    if (!k) return;
    key = k[1];
    try { localStorage.setItem(KEY, key); } catch (e) { /* this page still has it */ }
    history.replaceState(null, "", location.pathname);
    say("");
    state = null;
    load();
  });

  load();
  // The game as changed elsewhere (the terminal, another phone) is shown every few
  // seconds; typed lines stay, based on the game they were typed on.
  setInterval(function () { if (!busy && document.visibilityState !== "hidden") load(); }, 3000);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") load();
  });
})();
