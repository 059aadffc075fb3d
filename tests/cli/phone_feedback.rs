//! Issue 34, item 6: feedback where the thumb is, in headless Chromium at 360 x 780. A
//! save is said on Save itself and its hand marked in the sheet, with a short vibration
//! (`navigator.vibrate`, replaced before the page's scripts run to count the calls); a
//! correction's result is said next to its form; the step-by-step questions are empty
//! again once used; a rules answer wraps to the screen; `o` with `c` on one line is
//! refused under it, saying which word says which.

use std::time::Duration;

use crate::browser::Browser;
use crate::phone_app::page_with;

const WAIT: Duration = Duration::from_secs(10);

/// A Classic game of Ann, Bob, Cy and Di with hand 1 recorded (seed 001): We `out 1n 1m
/// 2r 420 -35` = 500 + 300 + 100 + 420 - 35 + 200 = 1485, They `90 -40` = 50.
fn classic_after_hand_one() -> crate::harness::Env {
    let env = crate::harness::Env::new();
    env.run(&[
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    env.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    env
}

/// Counts the vibrations the page asks for, in `window.buzzes`.
const VIBRATE: &str = "window.buzzes = []; \
    Object.defineProperty(navigator, 'vibrate', { configurable: true, \
      value: function (p) { window.buzzes.push(JSON.stringify(p)); return true; } });";

/// Hand 1 of a Classic game typed on the phone: We `out 1n 1m 2r 420 -35`, They `90 -40`
/// (seed 001: 500 + 300 + 200 + 100 + 420 - 35 = 1485; They 90 - 40 = 50).
#[test]
fn a_save_and_a_correction_are_said_where_the_thumb_is() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = crate::harness::Env::new();
    env.run(&[
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    let served = crate::board::serve(&env, "127.0.0.1:0");
    let phone = page_with(&browser, &served.scorer, VIBRATE);
    assert!(phone.wait_for("!document.getElementById('entry').hidden", WAIT));
    phone.tap("#line-0");
    phone.type_keys("out 1n 1m 2r 420 -35");
    phone.tap("#line-1");
    phone.type_keys("90 -40\n");
    assert!(
        phone.wait_text("#save", "Hand 1 is saved.", WAIT),
        "{}",
        phone.text("#save")
    );
    assert!(
        phone.wait_for("!!document.querySelector('#sheet tbody tr.fresh')", WAIT),
        "{}",
        phone.eval("document.getElementById('sheet').innerHTML.slice(0, 1500)")
    );
    assert_eq!(
        phone.eval("document.querySelector('#sheet tbody tr.fresh').dataset.hand"),
        serde_json::json!("1")
    );
    assert_eq!(
        phone.eval("window.buzzes.join(' ')"),
        serde_json::json!("40")
    );
    // Save says what it does again after a moment.
    assert!(phone.wait_for(
        "document.getElementById('save').textContent === 'Save the hand'",
        WAIT
    ));
    // A correction of They's line: its result beside the form, not at the top.
    phone.eval("document.getElementById('fix').open = true");
    phone.eval(
        "(() => { const h = document.getElementById('fix-hand'); h.value = '1'; \
         h.dispatchEvent(new Event('change')); const l = document.getElementById('fix-line'); \
         l.value = '1'; l.dispatchEvent(new Event('change')); })()",
    );
    phone.type_text("#fix-text", "-45");
    phone.tap("#fix-apply");
    assert!(phone.wait_for(
        "document.getElementById('fix-said').textContent.length > 0",
        WAIT
    ));
    assert_eq!(phone.text("#msg"), "");
    // The fix panel's result is on screen with the form: near it, not 1,000 px above.
    let apart = phone.eval(
        "Math.abs(document.getElementById('fix-said').getBoundingClientRect().top - \
         document.getElementById('fix-apply').getBoundingClientRect().top)",
    );
    assert!(apart.as_f64().unwrap_or(1e9) < 200.0, "{apart}");
    let json = env.json();
    assert_eq!(
        crate::harness::totals(&json),
        crate::harness::pairs(&[("We", 1485), ("They", 45)])
    );
}

/// The step-by-step questions put their answers in the line once: used, they are empty
/// again. `o` then `c` typed on one line: refused under it. A rules answer wraps.
#[test]
fn questions_empty_after_use_out_and_concealed_refused_answers_wrapped() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = crate::harness::Env::new();
    env.run(&["new"]).ok();
    let served = crate::board::serve(&env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    assert!(phone.wait_for("!document.getElementById('entry').hidden", WAIT));
    phone.tap("#lines .line .steps-toggle");
    phone.type_text("#steps-0 input[type=number]", "2");
    phone.tap("#steps-0 button");
    assert_eq!(
        phone.eval("document.getElementById('line-0').value"),
        serde_json::json!("2n")
    );
    assert_eq!(
        phone.eval("document.querySelector('#steps-0 input[type=number]').value"),
        serde_json::json!("")
    );
    // Opened and used again with nothing asked: nothing added a second time.
    phone.tap("#lines .line .steps-toggle");
    phone.tap("#steps-0 button");
    assert_eq!(
        phone.eval("document.getElementById('line-0').value"),
        serde_json::json!("2n")
    );
    // `o c`: refused under the line.
    phone.eval("(() => { const i = document.getElementById('line-0'); i.value = ''; i.dispatchEvent(new Event('input')); })()");
    phone.type_text("#line-0", "o c 2n 300");
    assert!(
        phone.wait_text("#problem-0", "says twice that its side went out", WAIT),
        "{}",
        phone.text("#problem-0")
    );
    // The buttons: `c` after `o` replaces it.
    phone.eval("(() => { const i = document.getElementById('line-0'); i.value = 'o 2n 300'; i.dispatchEvent(new Event('input')); })()");
    phone.tap("#line-0");
    phone.tap("#words [data-word=c]");
    assert_eq!(
        phone.eval("document.getElementById('line-0').value"),
        serde_json::json!("c 2n 300")
    );
    // A rules answer no wider than the screen.
    phone.eval("document.getElementById('ask').open = true");
    phone.type_text(
        "#ask-cards",
        "KKK QQ2 7777777 JJJ22 AAAA 99999 888 5555 6666 44444",
    );
    phone.tap("#ask-go");
    assert!(phone.wait_for(
        "document.getElementById('answer').textContent.length > 0",
        WAIT
    ));
    assert_eq!(
        phone.eval("(() => { const a = document.getElementById('answer'); return a.scrollWidth <= a.clientWidth + 1; })()"),
        serde_json::json!(true),
        "{}",
        phone.text("#answer")
    );
}

/// Stands in for the phone's share sheet: what is shared is kept in `window.shared`
/// (the title and text, and a file's name, type, and the picture's size once read).
pub(crate) const SHARE: &str = "window.shared = []; window.downloads = []; \
    navigator.canShare = function (d) { return true; }; \
    navigator.share = function (d) { \
      const f = d.files && d.files[0]; \
      if (!f) { window.shared.push({ title: d.title, text: d.text }); return Promise.resolve(); } \
      return createImageBitmap(f).then(b => { window.shared.push({ name: f.name, type: f.type, \
        width: b.width, height: b.height }); }); }; \
    const click = HTMLAnchorElement.prototype.click; \
    HTMLAnchorElement.prototype.click = function () { \
      if (this.download) { window.downloads.push(this.download); return; } \
      return click.call(this); };";

/// Issue 34, item 5: the sheet shared as text (the phone's share sheet, in the language:
/// each hand's scores and totals, the result) and the chart as a PNG picture made in the
/// page from its SVG (1280 x 720: the chart's 640 x 360 at twice its size); where the
/// phone cannot share, the text is copied and the picture downloaded. At the game's end
/// the Share panel opens by itself. Hand 1 (seed 001): We `out 1n 1m 2r 420 -35` = 1485,
/// They `90 -40` = 50.
#[test]
fn the_sheet_is_shared_as_text_and_as_a_picture() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = classic_after_hand_one();
    let served = crate::board::serve(&env, "127.0.0.1:0");
    let phone = page_with(&browser, &served.scorer, SHARE);
    assert!(phone.wait_for("!document.getElementById('share').hidden", WAIT));
    phone.eval("document.getElementById('share').open = true");
    phone.tap("#share-text");
    assert!(phone.wait_for("window.shared.length === 1", WAIT));
    let shared = phone.eval("JSON.stringify(window.shared[0])");
    let shared: serde_json::Value =
        serde_json::from_str(shared.as_str().unwrap_or("{}")).expect("json");
    assert_eq!(shared["title"], "Canasta: game 1 (classic)", "{shared}");
    let text = shared["text"].as_str().unwrap_or("");
    assert!(
        text.starts_with("Game 1 (classic): We (Ann, Cy) v They (Bob, Di)\nHand 1: We +1485 (1485) · They +50 (50)\n"),
        "{text}"
    );
    phone.tap("#share-picture");
    assert!(phone.wait_for("window.shared.length === 2", WAIT));
    assert_eq!(
        phone.eval("(s => [s.name, s.type, s.width, s.height].join(' '))(window.shared[1])"),
        serde_json::json!("canasta-1.png image/png 1280 720")
    );
    assert!(phone.wait_text("#share-said", "Shared.", WAIT));
    // Without a share sheet: copied, and downloaded.
    phone.eval("navigator.share = undefined; navigator.canShare = undefined");
    phone.tap("#share-download");
    assert!(phone.wait_for("window.downloads.length === 1", WAIT));
    assert_eq!(
        phone.eval("window.downloads[0]"),
        serde_json::json!("canasta-1.png")
    );
    phone.tap("#share-copy");
    assert!(
        phone.wait_text("#share-said", "copied", WAIT),
        "{}",
        phone.text("#share-said")
    );
    // The game's end opens the panel: We go out with 4 natural and 2 mixed canastas, the
    // 4 red threes and 800 melded (2000 + 600 + 800 + 100 + 800 = 4300), past 5000.
    phone.eval("document.getElementById('share').open = false");
    env.run(&["record", "We: out 4n 2m 4r 800", "They: 0"]).ok();
    phone.eval("location.reload()");
    assert!(phone.wait_for(
        "document.getElementById('share') && document.getElementById('share').open",
        WAIT
    ));
}

/// Issue 34, item 7: with the root font doubled (the phone's large text), the hand's
/// heading, both lines and the whole pad fit on the 360 x 780 screen above Save, with
/// nothing to scroll sideways; the legend and the sheet are folded, each a tap away. A
/// hand typed at that size is saved as at any other. With `CANASTA_SCREENSHOTS=DIR`,
/// the guide's picture of it is written there (`scorer-phone-large.png`).
#[test]
fn large_text_keeps_the_lines_and_the_pad_on_one_screen() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = classic_after_hand_one();
    let served = crate::board::serve(&env, "127.0.0.1:0");
    let phone = page_with(
        &browser,
        &served.scorer,
        "document.addEventListener('DOMContentLoaded', () => \
         { document.documentElement.style.fontSize = '200%'; });",
    );
    assert!(phone.wait_for("!document.getElementById('entry').hidden", WAIT));
    assert!(phone.wait_for("document.documentElement.classList.contains('large')", WAIT));
    assert_eq!(
        phone.eval("getComputedStyle(document.documentElement).fontSize"),
        serde_json::json!("32px")
    );
    // From the hand's heading to the pad's last key: one screen, above Save.
    phone.eval("document.getElementById('heading').scrollIntoView({ block: 'start', behavior: 'instant' })");
    let fits = phone.eval(
        "(() => { const top = document.getElementById('heading').getBoundingClientRect().top; \
         const bottom = document.getElementById('digits').getBoundingClientRect().bottom; \
         const save = document.getElementById('save').getBoundingClientRect().top; \
         return [Math.round(top), Math.round(bottom), Math.round(save)]; })()",
    );
    let v: Vec<f64> = fits
        .as_array()
        .expect("numbers")
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    assert!(
        v[0] >= 0.0 && v[1] <= v[2],
        "heading top, pad bottom, Save top: {fits}"
    );
    assert_eq!(
        phone.eval("document.documentElement.scrollWidth <= innerWidth"),
        serde_json::json!(true)
    );
    assert_eq!(
        phone.eval("[document.getElementById('legend-box').open, document.getElementById('sheet-box').open]"),
        serde_json::json!([false, false])
    );
    if let Some(dir) = std::env::var_os("CANASTA_SCREENSHOTS") {
        phone.screenshot_png(&std::path::Path::new(&dir).join("scorer-phone-large.png"));
    }
    // A hand typed at this size: hand 2, We `90`, They `out 1n 1m 420 -35` (500 + 300 +
    // 100 + 420 - 35 = 1285).
    phone.tap("#line-0");
    phone.type_keys("90");
    phone.tap("#line-1");
    phone.type_keys("out 1n 1m 420 -35\n");
    assert!(
        phone.wait_text("#save", "Hand 2 is saved.", WAIT),
        "{}",
        phone.text("#msg")
    );
    assert_eq!(
        crate::harness::totals(&env.json()),
        crate::harness::pairs(&[("We", 1575), ("They", 1335)])
    );
    // At night too (the dark look), on to the winner at this size: hand 3, We go out with
    // 4 natural and 2 mixed canastas, the 4 red threes and 800 melded (seed 001: 2000 +
    // 600 + 800 + 100 + 800 = 4300): We 5875, past 5000; They meld 60: 1395.
    phone.cdp(
        "Emulation.setEmulatedMedia",
        serde_json::json!({ "features": [{ "name": "prefers-color-scheme", "value": "dark" }] }),
    );
    phone.tap("#line-0");
    phone.type_keys("out 4n 2m 4r 800");
    phone.tap("#line-1");
    phone.type_keys("60\n");
    assert!(
        phone.wait_text("#save", "Hand 3 is saved.", WAIT),
        "{}",
        phone.text("#msg")
    );
    assert_eq!(
        crate::harness::totals(&env.json()),
        crate::harness::pairs(&[("We", 5875), ("They", 1395)])
    );
    assert!(phone.wait_for("document.getElementById('share').open", WAIT));
    // The sheet is folded at this size: the result is in it, a tap away.
    assert!(phone.wait_for(
        "document.getElementById('sheet').textContent.includes('Winner: We, with 5875')",
        WAIT
    ));
}
