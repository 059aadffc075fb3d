// The director's desk: the round in play, asked for every 3 seconds with the director's
// key (the scorer's, kept from the address's #k=, as the scorer's page keeps it), and
// the round's steps, one tap each. No words of its own: the server sends them.
(function () {
  "use strict";
  var KEY = "canasta-scorer-key";
  var found = /(?:^#|&)k=([0-9a-f]+)/.exec(location.hash);
  var key = null;
  try {
    if (found) localStorage.setItem(KEY, found[1]);
    key = found ? found[1] : localStorage.getItem(KEY);
  } catch (e) { key = found ? found[1] : null; }
  if (found) history.replaceState(null, "", location.pathname);
  function $(id) { return document.getElementById(id); }
  // The desk's part as asked for; a step's answer (a POST) says its message once, in
  // its place, and a look again (a GET) leaves it as it is.
  function show(j, step) {
    if (j.html) $("desk").innerHTML = j.html;
    // An individual night is seated by its movement alone: no box to seat it by hand.
    if (j.by_hand === false) $("by-hand").hidden = true;
    if (step) $("msg").textContent = j.message || "";
    // New keys: the tables' sheet, to print (the old codes open nothing now).
    if (j.sheet) {
      var url = URL.createObjectURL(new Blob([j.sheet], { type: "text/html" }));
      if (!window.open(url, "_blank")) location.href = url;
    }
  }
  function call(method, path, body) {
    return fetch(path, { method: method, headers: { "X-Canasta-Key": key || "",
                                                    "Content-Type": "application/json" },
                         body: method === "POST" ? JSON.stringify(body || {}) : undefined })
      .then(function (r) { return r.json(); })
      .then(function (j) { show(j, method === "POST"); })
      .catch(function () {});
  }
  ["seat", "publish", "close", "keys"].forEach(function (step) {
    $("desk-" + step).addEventListener("click", function () { call("POST", "/api/desk/" + step); });
  });
  $("desk-seat-typed").addEventListener("click", function () {
    call("POST", "/api/desk/seat", { seating: $("seating").value });
  });
  // A table of any round opened on the scorer's page, as the director (the page's
  // Content-Security-Policy sends no form: the address is made here).
  $("goto").addEventListener("submit", function (e) {
    e.preventDefault();
    var round = parseInt($("goto").elements.round.value, 10);
    var table = parseInt($("goto").elements.table.value, 10);
    if (round > 0 && table > 0) location.href = "/score?table=" + table + "&round=" + round;
  });
  call("GET", "/api/desk");
  setInterval(function () { call("GET", "/api/desk"); }, 3000);
})();
