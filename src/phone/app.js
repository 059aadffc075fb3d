// What the three pages (the board, the scorer's page, the desk) share, loaded in their
// heads: the look (light, dark, or as the phone says), kept on this phone, and the screen
// kept on while the page is shown (the Screen Wake Lock API; where the browser has none,
// as on plain HTTP off the loopback, nothing happens and the screen may sleep). No words
// of its own: the switch is in the page, in its language.
(function () {
  "use strict";
  var KEY = "canasta-theme";
  var root = document.documentElement;
  // The bar's colours, as the page gives them for each look.
  var bars = Array.prototype.slice.call(document.querySelectorAll('meta[name="theme-color"]'));
  var barOf = {};
  bars.forEach(function (m) {
    var media = m.getAttribute("media") || "";
    barOf[/dark/.test(media) ? "dark" : "light"] = m.getAttribute("content");
    m.setAttribute("data-media", media);
  });

  function stored() {
    try { return localStorage.getItem(KEY); } catch (e) { return null; }
  }
  function keep(choice) {
    try {
      if (choice === "light" || choice === "dark") localStorage.setItem(KEY, choice);
      else localStorage.removeItem(KEY);
    } catch (e) { /* a phone that keeps nothing: the choice lasts this page */ }
  }
  // A look chosen here wins over the phone's; "auto" (or nothing) follows the phone.
  function look(choice) {
    var forced = choice === "light" || choice === "dark";
    if (forced) root.setAttribute("data-theme", choice);
    else root.removeAttribute("data-theme");
    bars.forEach(function (m) {
      if (forced) {
        m.removeAttribute("media");
        m.setAttribute("content", barOf[choice] || m.getAttribute("content"));
      } else {
        var media = m.getAttribute("data-media");
        if (media) m.setAttribute("media", media);
        m.setAttribute("content", barOf[/dark/.test(media) ? "dark" : "light"] || m.getAttribute("content"));
      }
    });
  }
  look(stored());

  // The screen kept on: asked for now, and again each time the page is shown again (the
  // browser lets the lock go when the page is hidden).
  var lock = null;
  function awake(state) { root.setAttribute("data-wake-lock", state); }
  function stayAwake() {
    var wake = navigator.wakeLock;
    if (!wake || typeof wake.request !== "function") { awake("unavailable"); return; }
    if (document.visibilityState !== "visible" || (lock !== null && !lock.released)) return;
    var asked;
    try { asked = wake.request("screen"); } catch (e) { awake("refused"); return; }
    Promise.resolve(asked).then(function (sentinel) {
      lock = sentinel || null;
      awake("held");
      if (sentinel && typeof sentinel.addEventListener === "function") {
        sentinel.addEventListener("release", function () { lock = null; awake("released"); });
      }
    }, function () { lock = null; awake("refused"); });
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") stayAwake();
  });
  stayAwake();

  function ready() {
    var pick = document.getElementById("theme");
    if (!pick) return;
    var now = stored();
    pick.value = now === "light" || now === "dark" ? now : "auto";
    pick.addEventListener("change", function () {
      keep(pick.value);
      look(pick.value);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
})();
