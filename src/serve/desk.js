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
  function show(j) {
    if (j.html) $("desk").innerHTML = j.html;
    if (j.message) $("msg").textContent = j.message;
  }
  function call(method, path) {
    return fetch(path, { method: method, headers: { "X-Canasta-Key": key || "",
                                                    "Content-Type": "application/json" },
                         body: method === "POST" ? "{}" : undefined })
      .then(function (r) { return r.json(); }).then(show)
      .catch(function () {});
  }
  ["seat", "publish", "close"].forEach(function (step) {
    $("desk-" + step).addEventListener("click", function () { call("POST", "/api/desk/" + step); });
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
