// The live board: each save is pushed by the server (/events) and shown at once. Only
// while that push is unavailable (an old browser, a lost connection, a full board) is
// the board's part asked for every few seconds instead.
(function () {
  "use strict";
  var board = document.getElementById("board");
  if (!board || !board.getAttribute("data-part")) return;
  var part = board.getAttribute("data-part");
  var events = board.getAttribute("data-events");
  var timer = null;
  function show(text) {
    if (text !== board.innerHTML) board.innerHTML = text;
  }
  function ask() {
    fetch(part, {cache: "no-store"})
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (t) { if (t !== null) show(t); })
      .catch(function () {});
  }
  // How the page follows the game, for whoever looks at it in a browser's inspector.
  function following(how) { board.setAttribute("data-following", how); }
  function poll() {
    following("asking");
    if (timer === null) timer = setInterval(ask, 3000);
  }
  function stopPolling() {
    following("events");
    if (timer !== null) { clearInterval(timer); timer = null; }
  }
  if (!window.EventSource || !events) { poll(); return; }
  var source = new EventSource(events);
  following("events");
  source.onopen = stopPolling;
  source.onmessage = function (e) { stopPolling(); show(e.data); };
  source.onerror = function () {
    poll();
    if (source.readyState === 2) source.close();
  };
})();
