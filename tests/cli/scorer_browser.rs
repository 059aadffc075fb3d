//! The scorer's page in a real browser (headless Chromium, `browser.rs`) on a 360 x 780
//! phone screen: a whole Classic game and a whole Hand and Foot game recorded from the
//! first hand to the winner, typed and tapped, with a refusal under the line, a
//! correction, an undo, a reload in the middle of a hand, two scorers racing, a page
//! without the key refused, and the board on a second page following every save. Taps and
//! keys are counted (the README gives them). Skipped, saying so, without Chromium.
//!
//! With `CANASTA_SCREENSHOTS=DIR` set, the screenshots the README shows are written there
//! (`scorer-phone.png`, `scorer-phone-end.png`).

use std::cell::Cell;
use std::path::PathBuf;
use std::time::Duration;

use crate::board::serve;
use crate::browser::{Browser, Page, js_string, png_size};
use crate::harness::{Env, pairs, totals};

const WAIT: Duration = Duration::from_secs(10);

/// Taps and keys a person makes, counted as they are made.
#[derive(Default)]
struct Hands {
    taps: Cell<u32>,
    keys: Cell<u32>,
}

impl Hands {
    fn tap(&self, page: &Page, selector: &str) {
        self.taps.set(self.taps.get() + 1);
        page.tap(selector);
    }

    /// Tap a word button of the line's words (`o`, `n`, `r`) or a key of the pad.
    fn word(&self, page: &Page, code: &str) {
        let selector = format!("#words [data-word={}]", js_string(code));
        assert!(page.wait_for(
            &format!("!!document.querySelector({})", js_string(&selector)),
            WAIT
        ));
        self.tap(page, &selector);
    }

    fn pad(&self, page: &Page, keys: &str) {
        for k in keys.chars() {
            let put = match k {
                '>' => "next".to_string(),
                '<' => "back".to_string(),
                c => c.to_string(),
            };
            self.tap(page, &format!("#digits [data-put={}]", js_string(&put)));
        }
    }

    fn type_keys(&self, page: &Page, text: &str) {
        self.keys
            .set(self.keys.get() + u32::try_from(text.chars().count()).unwrap_or(0));
        page.type_keys(text);
    }

    fn count(&self) -> u32 {
        self.taps.get() + self.keys.get()
    }

    fn reset(&self) {
        self.taps.set(0);
        self.keys.set(0);
    }
}

fn message(page: &Page) -> String {
    page.text("#msg")
}

/// Wait for the page's message to say `needle`.
fn said(page: &Page, needle: &str) {
    if !page.wait_text("#msg", needle, WAIT) {
        eprintln!(
            "line-0 {:?} line-1 {:?} problems {:?} breakdown {:?} save disabled {:?} reports {:?}",
            page.value("#line-0"),
            page.value("#line-1"),
            page.texts(".problem"),
            page.text("#breakdown"),
            page.eval("document.getElementById('save').disabled"),
            page.reports()
        );
    }
    assert!(
        page.wait_text("#msg", needle, WAIT),
        "waited for {needle:?}; the page says {:?}",
        message(page)
    );
}

fn save_enabled(page: &Page) -> bool {
    page.wait_for("!document.getElementById('save').disabled", WAIT)
}

fn screenshots() -> Option<PathBuf> {
    std::env::var_os("CANASTA_SCREENSHOTS").map(PathBuf::from)
}

/// A whole Classic game scored on a phone, from the first hand to the winner; the board on
/// a second page shows every save, correction and undo.
///
/// Classic (seed 001, "Scoring"): `out 1n 1m 2r 420 -35` scores natural canasta 500 +
/// mixed 300 + going out 100 + melded 420 - 35 in hand + two red threes 200 = 1485;
/// `90 -40` scores 50. Hands 1 to 3 as that, hand 2's They line corrected to `-45` (90 -
/// 45 = 45), hand 4 once recorded by two racing scorers and undone, then hand 4 as the
/// others: We 4 x 1485 = 5940 (past 5000: the game ends), They 50 + 45 + 50 + 50 = 195;
/// We win by 5745.
#[test]
fn a_whole_classic_game_on_a_phone() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let served = serve(&env, "127.0.0.1:0");
    let board = browser.page(&served.address, 360, 780);
    let phone = browser.page(&served.scorer, 360, 780);
    // The key is kept on the phone and taken out of the address bar.
    assert!(!phone.url().contains("#k="), "{}", phone.url());
    assert!(phone.local_storage_get("canasta-scorer-key").is_some());
    // A new game from the phone.
    assert!(phone.wait_text("#sheet", "There is no game yet", WAIT));
    // With no game, the new game's questions are open.
    assert!(phone.wait_for("document.getElementById('new').open", WAIT));
    phone.type_text("#new-players", "Ann, Bob, Cy, Di");
    phone.tap("#new-go");
    said(&phone, "Game 1 is started.");
    assert_eq!(
        phone.text("#heading"),
        "Hand 1 · Ann deals · initial meld: We 50, They 50"
    );

    // Hand 1, typed on the phone's keyboard: a tap on the first line, the two lines,
    // Enter after each (the second saves, once the referee has seen it).
    let hands = Hands::default();
    hands.tap(&phone, "#line-0");
    hands.type_keys(&phone, "out 1n 1m 2r 420 -35\n");
    hands.type_keys(&phone, "90 -40\n");
    said(&phone, "Hand 1 is saved.");
    let typed_hand = hands.count();
    assert_eq!(typed_hand, 29, "1 tap and 28 keys");
    assert!(
        phone.text("#sheet").contains("+1485"),
        "the saved hand in the sheet"
    );
    assert_eq!(totals(&env.json()), pairs(&[("We", 1485), ("They", 50)]));
    assert!(board.wait_text("#board tr.totals", "1485", WAIT));

    // Hand 2, tapped with a thumb: the line's word buttons and the number pad, the board
    // on the other page marking when the save shows.
    board.mark_when(
        "hand2",
        "document.querySelector('#board tr.totals') && document.querySelector('#board tr.totals').innerText.includes('2970')",
    );
    phone.mark_when(
        "saved2",
        "document.getElementById('msg').innerText === 'Hand 2 is saved.'",
    );
    hands.reset();
    for code in ["o", "n", "m", "r", "r"] {
        hands.word(&phone, code);
    }
    hands.pad(&phone, "420-35>90-40");
    assert_eq!(phone.value("#line-0"), "o 1n 1m 2r 420 -35");
    assert_eq!(phone.value("#line-1"), "90 -40");
    assert!(save_enabled(&phone));
    assert!(phone.text("#breakdown").contains("+1485"));
    hands.tap(&phone, "#save");
    said(&phone, "Hand 2 is saved.");
    let tapped_hand = hands.count();
    assert_eq!(tapped_hand, 18, "18 taps");
    let saved = phone
        .wait_mark("saved2", WAIT)
        .expect("the phone says saved");
    let shown = board.wait_mark("hand2", WAIT).expect("the board shows it");
    eprintln!(
        "keys and taps a hand: typed {typed_hand}, tapped {tapped_hand}; the board showed the save {:.0} ms after the phone said it was saved",
        shown - saved
    );
    assert!(shown - saved <= 100.0, "{} ms", shown - saved);

    // Meanwhile a second scorer types hand 3 too: its save comes second, is refused with
    // the game as it is now, and its lines are kept.
    let other = browser.page(&served.scorer, 360, 780);
    assert!(other.wait_for("!!document.getElementById('line-0')", WAIT));
    other.type_text("#line-0", "out 2n 300");
    other.type_text("#line-1", "120 -10");
    assert!(save_enabled(&other));
    // Hand 3: a wrong number is refused under its line as it is typed, then mended.
    phone.type_text("#line-0", "out 1n 1m 2r 420 -3");
    assert!(phone.wait_text("#problem-0", "multiple of 5", WAIT));
    assert!(phone.eval("document.getElementById('save').disabled") == serde_json::json!(true));
    phone.type_keys("5");
    assert!(phone.wait_for(
        "document.getElementById('problem-0').innerText === ''",
        WAIT
    ));
    // A reload in the middle of the hand loses nothing.
    phone.type_text("#line-1", "90");
    assert!(phone.wait_for(
        "(localStorage.getItem('canasta-draft-1') || '').includes('\"90\"')",
        WAIT
    ));
    phone.reload();
    assert!(phone.wait_for(
        "document.getElementById('line-1') && document.getElementById('line-1').value === '90'",
        WAIT
    ));
    assert_eq!(phone.value("#line-0"), "out 1n 1m 2r 420 -35");
    if let Some(dir) = screenshots() {
        std::fs::create_dir_all(&dir).expect("screenshot folder");
        phone.type_text("#line-1", " -40");
        assert!(save_enabled(&phone));
        phone.screenshot_png(&dir.join("scorer-phone.png"));
        phone.press("Enter");
    } else {
        phone.type_text("#line-1", " -40\n");
    }
    said(&phone, "Hand 3 is saved.");
    assert!(
        board.wait_text("#board tr.totals", "Total\t4455\t150", WAIT),
        "the board follows: {}",
        board.text("#board tr.totals")
    );
    other.tap("#save");
    said(&other, "changed on another phone");
    assert_eq!(other.value("#line-0"), "out 2n 300", "the lines are kept");
    assert_eq!(env.json()["hands"].as_array().map(Vec::len), Some(3));
    assert_eq!(totals(&env.json()), pairs(&[("We", 4455), ("They", 150)]));
    // Hand 4 ends the game: We past 5000.
    phone.type_text("#line-0", "out 1n 1m 2r 420 -35");
    phone.type_text("#line-1", "90 -40\n");
    said(&phone, "Hand 4 is saved.");
    assert!(
        board.wait_text("#board tr.totals", "Total\t5940\t200", WAIT),
        "the board follows: {}",
        board.text("#board tr.totals")
    );
    assert_eq!(totals(&env.json()), pairs(&[("We", 5940), ("They", 200)]));

    // A phone without the key sees nothing and changes nothing; nor does a wrong key.
    let bare = served
        .scorer
        .split('#')
        .next()
        .expect("the scorer's page")
        .to_string();
    let stranger = browser.page(&bare, 360, 780);
    said(&stranger, "needs the scorer's key");
    let wrong = browser.page(&format!("{bare}#k=0123456789abcdef"), 360, 780);
    said(&wrong, "has not got the scorer's key");
    let refused = wrong.eval(
        "fetch('/api/undo', {method: 'POST', headers: {'X-Canasta-Key': '0123456789abcdef', 'Content-Type': 'application/json'}, body: '{\"version\": \"x\"}'}).then(r => r.status)",
    );
    assert_eq!(refused, serde_json::json!(403));
    assert_eq!(env.json()["hands"].as_array().map(Vec::len), Some(4));

    // Undo the last hand (tapped twice: the button asks first), a correction of hand 2.
    phone.tap("#fix summary");
    phone.tap("#undo");
    assert!(phone.text("#undo").contains("Undo the last hand?"));
    phone.tap("#undo");
    said(&phone, "Hand 4 is removed");
    assert!(
        board.wait_text("#board tr.totals", "Total\t4455\t150", WAIT),
        "the board follows: {}",
        board.text("#board tr.totals")
    );
    phone.eval("(() => { const s = document.getElementById('fix-hand'); s.value = '2'; s.dispatchEvent(new Event('change')); })()");
    phone.eval("(() => { const s = document.getElementById('fix-line'); s.value = '1'; s.dispatchEvent(new Event('change')); })()");
    assert_eq!(phone.text("#fix-now"), "They: 90 -40");
    phone.type_text("#fix-text", "-4x");
    phone.tap("#fix-apply");
    assert!(phone.wait_text("#fix-problem", "-4x", WAIT));
    phone.eval("document.getElementById('fix-text').value = ''");
    phone.type_text("#fix-text", "-45");
    phone.tap("#fix-apply");
    said(&phone, "Hand 2 is corrected");
    assert!(
        board.wait_text("#board tr.totals", "Total\t4455\t145", WAIT),
        "the board follows: {}",
        board.text("#board tr.totals")
    );
    assert_eq!(totals(&env.json()), pairs(&[("We", 4455), ("They", 145)]));

    // The last hand, and the winner on both pages.
    phone.type_text("#line-0", "out 1n 1m 2r 420 -35");
    phone.type_text("#line-1", "90 -40\n");
    said(&phone, "Hand 4 is saved.");
    assert!(
        board.wait_text("#board tr.totals", "Total\t5940\t195", WAIT),
        "the board follows: {}",
        board.text("#board tr.totals")
    );
    assert!(
        phone.wait_text("#sheet .winner", "5745", WAIT),
        "{}",
        phone.text("#sheet")
    );
    assert!(board.wait_text("#board .winner", "5745", WAIT));
    assert_eq!(totals(&env.json()), pairs(&[("We", 5940), ("They", 195)]));
    assert!(phone.wait_for("document.getElementById('entry').hidden", WAIT));
    if let Some(dir) = screenshots() {
        phone.screenshot_png(&dir.join("scorer-phone-end.png"));
    }
    let shot = phone.screenshot_png(&env.data().join("end.png"));
    assert_eq!(png_size(&shot).map(|(w, _)| w), Some(360));
    for page in [&phone, &board, &other] {
        let reports: Vec<String> = page
            .reports()
            .into_iter()
            .filter(|r| !r.contains("favicon") && !r.contains("409") && !r.contains("422"))
            .collect();
        assert!(reports.is_empty(), "{reports:?}");
    }
}

/// A whole Hand and Foot game scored on a phone: four rounds, the variant's own words.
///
/// From the preset's comments and `family.rs` (Hand and Foot rules in docs/SOURCES.md):
/// - round 1: We 2 clean books 1000, 2 dirty 600, out 100, 3 red threes 300, 500 melded,
///   the exact cut 100: 2600; They 500 + 400 - 120 + 100 = 880;
/// - round 2: We 600 - 50 = 550; They 1000 + 600 + 100 + 700 = 2400;
/// - round 3: We 1500 + 600 + 100 + 900 = 3100; They 200 - 300 = -100;
/// - round 4: We 100 - 200 = -100; They 1000 + 600 + 100 + 100 + 400 = 2200.
///
/// We 6150, They 5380: We by 770 after 4 rounds.
#[test]
fn a_hand_and_foot_game_on_a_phone() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let served = serve(&env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    assert!(phone.wait_text("#sheet", "There is no game yet", WAIT));
    // With no game, the new game's questions are open.
    assert!(phone.wait_for("document.getElementById('new').open", WAIT));
    phone.eval("(() => { const s = document.getElementById('new-variant'); s.value = 'hand-and-foot'; })()");
    phone.tap("#new-go");
    said(&phone, "Game 1 is started.");
    assert!(
        phone.text("#heading").starts_with("Round 1"),
        "{}",
        phone.text("#heading")
    );
    let rounds = [
        ("out 2c 2d 3r 500 1e", "1c 400 -120 1r"),
        ("600 -50", "out 2c 2d 700"),
        ("out 3c 2d 900", "200 -300"),
        ("100 -200", "out 2c 2d 1r 400"),
    ];
    // The buttons: a word tapped again is counted once more wherever it is on the line,
    // delete takes a digit or a whole word, and the legend says what the letters mean.
    let tap = |selector: &str| phone.tap(selector);
    assert!(phone.wait_for("!!document.querySelector('#words [data-word=\"c\"]')", WAIT));
    tap("#words [data-word=\"c\"]");
    tap("#digits [data-put=\"4\"]");
    tap("#words [data-word=\"c\"]");
    assert_eq!(phone.value("#line-0"), "2c 4");
    tap("#digits [data-put=\"back\"]");
    tap("#digits [data-put=\"back\"]");
    assert_eq!(phone.value("#line-0"), "2c");
    tap("#digits [data-put=\"back\"]");
    assert_eq!(phone.value("#line-0"), "");
    assert!(
        phone.text("#legend").contains("c = clean"),
        "{}",
        phone.text("#legend")
    );
    let hands = Hands::default();
    for (n, (we, they)) in rounds.iter().enumerate() {
        hands.reset();
        hands.tap(&phone, "#line-0");
        hands.type_keys(&phone, &format!("{we}\n"));
        hands.type_keys(&phone, &format!("{they}\n"));
        said(&phone, &format!("Round {} is saved.", n + 1));
        // Table mode takes Enter for "Record round N", each line and its Enter, and Enter
        // to save: one more than the phone's tap on the first line.
        let terminal = we.len() + they.len() + 4;
        let phone_count = usize::try_from(hands.count()).unwrap_or(usize::MAX);
        eprintln!(
            "Hand and Foot round {}: {phone_count} taps and keys (table mode {terminal})",
            n + 1
        );
        assert_eq!(phone_count, terminal - 1);
    }
    assert_eq!(totals(&env.json()), pairs(&[("We", 6150), ("They", 5380)]));
    assert!(
        phone.wait_text("#sheet .winner", "770", WAIT),
        "{}",
        phone.text("#sheet")
    );
}
