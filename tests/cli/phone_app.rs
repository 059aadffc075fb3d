//! The pages as an app on the phone: installable (the manifest and every icon fetched, with
//! their types and their real sizes, the manifest's names in the phone's language, all of
//! it without the board's key; Chromium's own installability check), dark (by the phone's setting, emulated in headless
//! Chromium, and by the page's switch, kept over a reload, on the scorer's page, the board
//! and the desk), and the screen kept on (the Screen Wake Lock API replaced before the
//! page's scripts run, to see it asked for; and the page still working where there is
//! none). Browser tests are skipped, saying so, without Chromium.
//!
//! With `CANASTA_SCREENSHOTS=DIR` set, the scorer's page light and dark at 360 x 780 are
//! written there (`scorer-phone-light.png`, `scorer-phone-dark.png`).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use crate::board::serve;
use crate::browser::{Browser, Page, png_size};
use crate::harness::Env;

const WAIT: Duration = Duration::from_secs(10);

/// The page's background in the light look and in the dark one (score.css, board.css).
pub(crate) const LIGHT_BG: &str = "rgb(246, 246, 242)";
pub(crate) const DARK_BG: &str = "rgb(18, 20, 18)";

/// An answer: status, headers (names in lower case) and body as bytes.
struct Got {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Got {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// GET `path` on the board at `address`, asking in `language` (if any).
fn get(address: &str, path: &str, language: Option<&str>) -> Got {
    let host = address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host:port");
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    let language = language
        .map(|l| format!("Accept-Language: {l}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\n{language}Connection: close\r\n\r\n"
    )
    .expect("request sent");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).expect("answer read");
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head and a body");
    let head = String::from_utf8_lossy(&answer[..split]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Got {
        status,
        headers,
        body: answer[split + 4..].to_vec(),
    }
}

/// The sizes of the images in an ICO file (each a PNG inside it).
fn ico_sizes(bytes: &[u8]) -> Vec<(u32, u32)> {
    assert_eq!(&bytes[..4], b"\0\0\x01\0", "an ICO file's header");
    let count = usize::from(u16::from_le_bytes([bytes[4], bytes[5]]));
    (0..count)
        .map(|i| {
            let entry = &bytes[6 + 16 * i..6 + 16 * (i + 1)];
            let len = u32::from_le_bytes([entry[8], entry[9], entry[10], entry[11]]) as usize;
            let at = u32::from_le_bytes([entry[12], entry[13], entry[14], entry[15]]) as usize;
            png_size(&bytes[at..at + len]).expect("a PNG inside the ICO")
        })
        .collect()
}

/// Off the loopback the board needs its key, but its manifest, its icons and the shared
/// script hold no game and come without it: each with its type, the security headers
/// every answer carries, and the sizes its name says (read from the PNG's header). The
/// manifest says standalone, opens the scorer's page, has the 192, 512 and maskable
/// icons and the theme colours, and its names are in the phone's language.
#[test]
fn the_manifest_and_the_icons_come_without_the_key() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "0.0.0.0:0");
    assert!(served.address.contains("?key="), "{}", served.address);
    assert_eq!(get(&served.address, "/", None).status, 403);

    let manifest = get(&served.address, "/manifest.webmanifest", None);
    assert_eq!(manifest.status, 200);
    assert_eq!(
        manifest.header("content-type"),
        Some("application/manifest+json")
    );
    let m: Value = serde_json::from_slice(&manifest.body).expect("the manifest is JSON");
    assert_eq!(m["name"], "Canasta scorer");
    assert_eq!(m["short_name"], "Canasta");
    assert_eq!(m["lang"], "en");
    assert_eq!(m["display"], "standalone");
    assert_eq!(m["start_url"], "/score");
    assert_eq!(m["theme_color"], "#006644");
    assert_eq!(m["background_color"], "#f6f6f2");
    let icons = m["icons"].as_array().expect("icons");
    let mut purposes = Vec::new();
    for icon in icons {
        let src = icon["src"].as_str().expect("src");
        let got = get(&served.address, src, None);
        assert_eq!(got.status, 200, "{src}");
        assert_eq!(got.header("content-type"), Some("image/png"), "{src}");
        let (w, h) = png_size(&got.body).expect("a PNG");
        assert_eq!(icon["sizes"], format!("{w}x{h}"), "{src}");
        purposes.push((w, icon["purpose"].as_str().unwrap_or("any").to_string()));
    }
    assert!(purposes.contains(&(192, "any".to_string())), "{purposes:?}");
    assert!(purposes.contains(&(512, "any".to_string())), "{purposes:?}");
    assert!(
        purposes.contains(&(512, "maskable".to_string())),
        "{purposes:?}"
    );

    let apple = get(&served.address, "/apple-touch-icon.png", None);
    assert_eq!(apple.status, 200);
    assert_eq!(apple.header("content-type"), Some("image/png"));
    assert_eq!(png_size(&apple.body), Some((180, 180)));
    let favicon = get(&served.address, "/favicon.ico", None);
    assert_eq!(favicon.status, 200);
    assert_eq!(favicon.header("content-type"), Some("image/x-icon"));
    assert_eq!(ico_sizes(&favicon.body), vec![(16, 16), (32, 32), (48, 48)]);
    let script = get(&served.address, "/app.js", None);
    assert_eq!(script.status, 200);
    assert_eq!(
        script.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    for got in [&manifest, &apple, &favicon, &script] {
        assert_eq!(got.header("x-content-type-options"), Some("nosniff"));
        let csp = got.header("content-security-policy").expect("a CSP");
        assert!(csp.contains("manifest-src 'self'"), "{csp}");
        assert!(csp.contains("default-src 'none'"), "{csp}");
    }

    // The phone asks in Italian: the names are Italian.
    let italian = get(
        &served.address,
        "/manifest.webmanifest",
        Some("it-IT,it;q=0.9,en;q=0.8"),
    );
    let m: Value = serde_json::from_slice(&italian.body).expect("JSON");
    assert_eq!(m["name"], "Segnapunti Canasta");
    assert_eq!(m["lang"], "it");

    // The three pages link them in their heads; the page without the key too, and it
    // still runs no script.
    let key = served.address.split_once("?key=").expect("key").1;
    let pages = [format!("/?key={key}"), "/score".into(), "/desk".into()];
    for path in &pages {
        let page = String::from_utf8_lossy(&get(&served.address, path, None).body).into_owned();
        for needed in [
            "<link rel=\"manifest\" href=\"/manifest.webmanifest\">",
            "<link rel=\"icon\" href=\"/favicon.ico\"",
            "<link rel=\"apple-touch-icon\" href=\"/apple-touch-icon.png\">",
            "<meta name=\"theme-color\" content=\"#006644\" media=\"(prefers-color-scheme: light)\">",
            "<meta name=\"theme-color\" content=\"#121412\" media=\"(prefers-color-scheme: dark)\">",
            "<script src=\"/app.js\"></script>",
            "<select id=\"theme\">",
        ] {
            assert!(page.contains(needed), "{path}: {needed}\n{page}");
        }
    }
    let refused = String::from_utf8_lossy(&get(&served.address, "/", None).body).into_owned();
    assert!(refused.contains("rel=\"manifest\""), "{refused}");
    assert!(!refused.contains("<script"), "{refused}");
}

/// The computed background of the page's body.
pub(crate) fn background(page: &Page) -> String {
    page.eval("getComputedStyle(document.body).backgroundColor")
        .as_str()
        .unwrap_or("")
        .to_string()
}

/// The phone's setting, as Chromium emulates it.
pub(crate) fn phone_says(page: &Page, scheme: &str) {
    page.cdp(
        "Emulation.setEmulatedMedia",
        json!({ "features": [{ "name": "prefers-color-scheme", "value": scheme }] }),
    );
}

/// Choose a look with the page's switch, as a change of its select.
pub(crate) fn choose(page: &Page, look: &str) {
    page.eval(&format!(
        "(function () {{ var s = document.getElementById('theme'); s.value = '{look}'; \
         s.dispatchEvent(new Event('change', {{ bubbles: true }})); return s.value; }})()"
    ));
}

/// The contrast (WCAG) between an element's text and its background, as computed.
fn contrast(page: &Page, selector: &str) -> f64 {
    page.eval(&format!(
        "(function () {{
          function lum(c) {{
            var v = c.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(function (x) {{
              x = x / 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); }});
            return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
          }}
          var s = getComputedStyle(document.querySelector('{selector}'));
          var a = lum(s.color), b = lum(s.backgroundColor);
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        }})()"
    ))
    .as_f64()
    .expect("a ratio")
}

fn screenshots() -> Option<PathBuf> {
    std::env::var_os("CANASTA_SCREENSHOTS").map(PathBuf::from)
}

/// Dark when the phone says dark (emulated), light when it says light; the switch wins
/// over the phone and is kept over a reload, and "as the phone" follows it again. The
/// disabled Save button reads at 4.5:1 or more in both looks. The board and the desk, on
/// the same phone, take the choice too. Nothing is refused by the page's policy (the
/// manifest and the icons load).
#[test]
fn dark_by_the_phone_and_by_the_switch() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: o 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    let served = serve(&env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    assert!(phone.wait_for("!!document.getElementById('line-1')", WAIT));
    assert_eq!(phone.value("#theme"), "auto");
    assert_eq!(background(&phone), LIGHT_BG);
    assert!(phone.eval("document.getElementById('save').disabled") == json!(true));
    let light_save = contrast(&phone, "#save");
    assert!(light_save >= 4.5, "disabled Save, light: {light_save}");

    phone_says(&phone, "dark");
    assert!(phone.wait_for(
        &format!("getComputedStyle(document.body).backgroundColor === '{DARK_BG}'"),
        WAIT
    ));
    let dark_save = contrast(&phone, "#save");
    assert!(dark_save >= 4.5, "disabled Save, dark: {dark_save}");
    let dark_text = contrast(&phone, "#heading");
    assert!(dark_text >= 4.5, "text, dark: {dark_text}");
    if let Some(dir) = screenshots() {
        std::fs::create_dir_all(&dir).expect("screenshot folder");
        phone.type_text("#line-0", "o 1n 1m 2r 420 -35");
        phone.screenshot_png(&dir.join("scorer-phone-dark.png"));
        phone_says(&phone, "light");
        assert!(phone.wait_for(
            &format!("getComputedStyle(document.body).backgroundColor === '{LIGHT_BG}'"),
            WAIT
        ));
        phone.screenshot_png(&dir.join("scorer-phone-light.png"));
        phone_says(&phone, "dark");
    }

    // The switch: light on a dark phone, kept over a reload.
    choose(&phone, "light");
    assert_eq!(background(&phone), LIGHT_BG);
    assert_eq!(
        phone.local_storage_get("canasta-theme").as_deref(),
        Some("light")
    );
    phone.reload();
    assert_eq!(phone.value("#theme"), "light");
    assert_eq!(background(&phone), LIGHT_BG);
    // The bar's colour follows the choice.
    assert_eq!(
        phone.eval(
            "Array.from(document.querySelectorAll('meta[name=\"theme-color\"]')).map(m => m.content).join()"
        ),
        json!("#006644,#006644")
    );
    // As the phone: dark again.
    choose(&phone, "auto");
    assert_eq!(background(&phone), DARK_BG);
    assert_eq!(phone.local_storage_get("canasta-theme"), None);
    // Dark on a light phone, and the board and the desk on the same phone take it.
    phone_says(&phone, "light");
    assert_eq!(background(&phone), LIGHT_BG);
    choose(&phone, "dark");
    assert_eq!(background(&phone), DARK_BG);
    let board = browser.page_beside(&phone, &served.address, 360, 780);
    assert!(board.wait_text("#board", "Hand 1", WAIT));
    assert_eq!(board.value("#theme"), "dark");
    assert_eq!(background(&board), DARK_BG);
    let desk_address = format!("{}/desk", served.address.trim_end_matches('/'));
    let desk = browser.page_beside(&phone, &desk_address, 360, 780);
    assert_eq!(desk.value("#theme"), "dark");
    assert_eq!(background(&desk), DARK_BG);
    choose(&desk, "light");
    assert_eq!(background(&desk), LIGHT_BG);
    // (The desk, without a tournament, is refused its part: a 404 the browser logs.)
    for page in [&phone, &board] {
        assert!(page.reports().is_empty(), "{:?}", page.reports());
    }
}

/// A stand-in for the Screen Wake Lock API, set before the page's scripts run: each
/// request is noted in `window.asked`, and its lock can be let go as the browser does
/// when the page is hidden.
const FAKE_WAKE_LOCK: &str = "window.asked = [];
Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: function () {
  return { request: function (kind) {
    window.asked.push(kind);
    var lock = new EventTarget();
    lock.type = kind; lock.released = false;
    lock.release = function () { lock.released = true; lock.dispatchEvent(new Event('release'));
                                 return Promise.resolve(); };
    window.lock = lock;
    return Promise.resolve(lock);
  } };
} });";

/// No Screen Wake Lock API, as on plain HTTP off the loopback (not a secure context).
const NO_WAKE_LOCK: &str = "Object.defineProperty(Navigator.prototype, 'wakeLock', \
                            { configurable: true, get: function () { return undefined; } });";

/// A page at `url` whose `script` runs before the page's own.
pub(crate) fn page_with(browser: &Browser, url: &str, script: &str) -> Page {
    let page = browser.page("about:blank", 360, 780);
    page.cdp(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": script }),
    );
    page.goto(url);
    page
}

/// The scorer's page and the board ask for the screen to stay on ('screen') as they
/// open, and again when shown again after the lock was let go.
#[test]
fn the_screen_is_kept_on() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    for url in [&served.scorer, &served.address] {
        let page = page_with(&browser, url, FAKE_WAKE_LOCK);
        assert!(
            page.wait_for(
                "document.documentElement.getAttribute('data-wake-lock') === 'held'",
                WAIT
            ),
            "{url}: {:?}",
            page.eval("document.documentElement.getAttribute('data-wake-lock')")
        );
        assert_eq!(page.eval("window.asked"), json!(["screen"]), "{url}");
        // Hidden (the browser lets the lock go), then shown again: asked again.
        page.eval(
            "window.lock.release(); document.dispatchEvent(new Event('visibilitychange')); 1",
        );
        assert!(
            page.wait_for("window.asked.length === 2", WAIT),
            "{url}: {:?}",
            page.eval("window.asked")
        );
        assert_eq!(page.eval("window.asked"), json!(["screen", "screen"]));
        assert!(page.reports().is_empty(), "{url}: {:?}", page.reports());
    }
}

/// Where the browser has no Screen Wake Lock (plain HTTP on a LAN), nothing breaks: the
/// scorer's page starts a game and the switch still works, with no error.
#[test]
fn without_a_wake_lock_the_page_still_works() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let served = serve(&env, "127.0.0.1:0");
    let phone = page_with(&browser, &served.scorer, NO_WAKE_LOCK);
    assert!(phone.wait_for(
        "document.documentElement.getAttribute('data-wake-lock') === 'unavailable'",
        WAIT
    ));
    assert!(phone.wait_text("#sheet", "There is no game yet", WAIT));
    phone.type_text("#new-players", "Ann, Bob, Cy, Di");
    phone.tap("#new-go");
    assert!(phone.wait_text("#msg", "Game 1 is started.", WAIT));
    choose(&phone, "dark");
    assert_eq!(background(&phone), DARK_BG);
    let board = page_with(&browser, &served.address, NO_WAKE_LOCK);
    assert!(board.wait_for("!!document.querySelector('#board h1')", WAIT));
    assert!(phone.reports().is_empty(), "{:?}", phone.reports());
    assert!(board.reports().is_empty(), "{:?}", board.reports());
}

/// Chromium itself reads the manifest from the scorer's page with no error and finds
/// nothing in the page against installing it (on the loopback, a secure context, as over
/// HTTPS): the icons, the names, standalone, the start URL all acceptable.
#[test]
fn chromium_finds_the_page_installable() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    let manifest = phone.cdp("Page.getAppManifest", json!({}));
    assert!(
        manifest["url"]
            .as_str()
            .is_some_and(|u| u.ends_with("/manifest.webmanifest")),
        "{manifest}"
    );
    assert_eq!(manifest["errors"], json!([]), "{manifest}");
    // The test's page is in a context of its own, which Chromium counts as incognito (no
    // install there): every other reason would be the page's.
    let errors = phone.cdp("Page.getInstallabilityErrors", json!({}));
    let reasons: Vec<&str> = errors["installabilityErrors"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|e| e["errorId"].as_str())
        .filter(|id| *id != "in-incognito")
        .collect();
    assert!(reasons.is_empty(), "{errors}");
}

/// Every text shown (its colour on what is behind it) at 4.5:1 or more, and every control
/// (button, input, select) told from what is behind it at 3:1 or more, by its edge or its
/// fill: the pairs that fall short, as `what: ratio`. The chart and the QR code (pictures
/// on their own white ground) apart.
const CONTRAST_AUDIT: &str = "(function () {
  function rgba(c) { var v = (c.match(/[\\d.]+/g) || []).map(Number); return v.length < 3 ? null : v; }
  function lum(v) {
    var l = v.slice(0, 3).map(function (x) { x = x / 255;
      return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
  }
  function ratio(a, b) { var x = lum(a), y = lum(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
  function ground(el) {
    for (; el && el.nodeType === 1; el = el.parentElement) {
      var v = rgba(getComputedStyle(el).backgroundColor);
      if (v && (v.length < 4 || v[3] > 0)) return v;
    }
    return [255, 255, 255];
  }
  function shown(el) { var r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 &&
    getComputedStyle(el).visibility !== 'hidden'; }
  function name(el) { return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''); }
  var short = [];
  document.querySelectorAll('body *').forEach(function (el) {
    if (el.closest('svg') || !shown(el)) return;
    // What a closed panel holds is not shown.
    var panel = el.closest('details');
    if (panel && !panel.open && !el.closest('summary')) return;
    var own = Array.prototype.some.call(el.childNodes, function (n) {
      return n.nodeType === 3 && n.textContent.trim() !== ''; });
    var s = getComputedStyle(el);
    if (own || el.matches('input, select')) {
      var r = ratio(rgba(s.color), ground(el));
      if (r < 4.5) short.push(name(el) + ' text: ' + r.toFixed(2));
    }
    // (A checkbox is drawn by the browser, its edge in the look's own colours.)
    if (el.matches('button, input:not([type=checkbox]):not([type=radio]), select')) {
      var behind = ground(el.parentElement);
      var edge = rgba(s.borderTopColor), width = parseFloat(s.borderTopWidth);
      var byEdge = width > 0 && edge && (edge.length < 4 || edge[3] > 0) ? ratio(edge, behind) : 1;
      var byFill = ratio(ground(el), behind);
      if (Math.max(byEdge, byFill) < 3) short.push(name(el) + ' control: ' + Math.max(byEdge, byFill).toFixed(2));
    }
  });
  return short;
})()";

/// The scorer's page mid-hand (a refusal under a line, the breakdown, Save disabled) and
/// the board, in both looks: no text under 4.5:1, no control under 3:1.
#[test]
fn both_looks_reach_the_contrast_bar() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: o 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    let served = serve(&env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    assert!(phone.wait_for("!!document.getElementById('line-1')", WAIT));
    phone.type_text("#line-0", "o 1n 1m 2r 420 -35");
    phone.type_text("#line-1", "90 zz");
    let board = browser.page_beside(&phone, &served.address, 360, 780);
    assert!(board.wait_text("#board", "Hand 1", WAIT));
    for look in ["light", "dark"] {
        for (what, page) in [("scorer", &phone), ("board", &board)] {
            phone_says(page, look);
            assert!(page.wait_for(
                &format!(
                    "getComputedStyle(document.body).backgroundColor === '{}'",
                    if look == "dark" { DARK_BG } else { LIGHT_BG }
                ),
                WAIT
            ));
            let short = page.eval(CONTRAST_AUDIT);
            assert_eq!(short, json!([]), "{what}, {look}");
        }
    }
}

/// Issue 45: a Burraco game's phone says *smazzata* where a message names a hand by its
/// number (a hand not sent yet, saved elsewhere, being saved): the page carries each such
/// message in the deal's words beside the hand's and the round's, and picks the one of
/// the game's term.
#[test]
fn a_burraco_phone_names_its_deals_in_italian() {
    let env = Env::new();
    env.run(&["new", "--variant", "burraco"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    let page = get(&served.address, "/score", Some("it"));
    assert_eq!(page.status, 200);
    let body = String::from_utf8_lossy(&page.body);
    assert!(
        body.contains("data-not-sent-deal=\"La smazzata {number} non è ancora inviata"),
        "{body}"
    );
    assert!(
        body.contains("data-not-sent-hand=\"La mano {number}"),
        "{body}"
    );
    let script = get(&served.address, "/score.js", None);
    let script = String::from_utf8_lossy(&script.body);
    assert!(
        script.contains("state.term === \"deal\""),
        "the page picks the deal's words"
    );
}
