//! Issue 41: every tap lands, every hand once. In headless Chromium at 360 x 780, real
//! touch taps at fixed places on the screen (the places measured once, as a thumb that
//! does not look), at 80 ms a tap: the keys of a hand, Save 80 ms after the last key, and
//! the next hand at once.

use std::time::Duration;

use serde_json::{Value, json};

use crate::board::{Served, serve};
use crate::browser::{Browser, Page};
use crate::harness::{Env, pairs, totals};

const WAIT: Duration = Duration::from_secs(10);
const THUMB: Duration = Duration::from_millis(80);

/// The places of the pad's keys (by what they put: a digit, `-`, ` `, `back`, `next`, or
/// a word's letters), of each line and of Save, as they are on the screen now.
pub(crate) struct Places(Vec<(String, (f64, f64))>);

impl Places {
    pub(crate) fn of(page: &Page) -> Places {
        let found = page.eval(
            "JSON.stringify(Array.from(document.querySelectorAll('#pad [data-put], #pad [data-word], #lines .row input, #save')).map(e => { \
               const r = e.getBoundingClientRect(); \
               const name = e.getAttribute('data-put') ?? e.getAttribute('data-word') ?? ('#' + e.id); \
               return [name, [r.left + r.width / 2, r.top + r.height / 2]]; }))",
        );
        let list: Vec<(String, (f64, f64))> =
            serde_json::from_str(found.as_str().unwrap_or("[]")).expect("places");
        Places(list)
    }

    fn at(&self, name: &str) -> (f64, f64) {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, p)| *p)
            .unwrap_or_else(|| panic!("no key {name:?} on the page: {:?}", self.0))
    }

    /// The places of `keys`, a key a word: `next`, `back`, `#save`, `#line-1`, `␣` for
    /// the space, any other the key's own text (`4`, `-`, `o`, `n`).
    pub(crate) fn keys(&self, keys: &str) -> Vec<(f64, f64)> {
        keys.split_whitespace()
            .map(|k| self.at(if k == "␣" { " " } else { k }))
            .collect()
    }
}

fn hand_count(env: &Env) -> usize {
    env.json()["hands"].as_array().map_or(0, Vec::len)
}

/// The lines of each hand of the game in `json`, as saved.
fn saved_lines(json: &Value) -> Vec<Vec<String>> {
    json["hands"]
        .as_array()
        .map(|hands| {
            hands
                .iter()
                .map(|h| {
                    h["results"]
                        .as_object()
                        .map(|r| r.keys().cloned().collect())
                        .unwrap_or_default()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A Classic game of Ann, Bob, Cy and Di served, and a phone on the scorer's page with
/// the first hand's lines and the pad shown (and a moment for the page to settle).
fn classic_phone(browser: &Browser, env: &Env) -> (Served, Page) {
    env.run(&[
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    let served = serve(env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    assert!(phone.wait_for(
        "!!document.querySelector('#words [data-word=\"o\"]') && !!document.getElementById('line-1')",
        WAIT
    ));
    std::thread::sleep(Duration::from_millis(300));
    (served, phone)
}

/// Hand 1 on the pad: We `o 1n 1m 2r 420 -35`, They `90 -40` (seed 001, "Scoring": natural
/// canasta 500 + mixed 300 + going out 100 + two red threes 200 + 420 - 35 = 1485; They
/// 90 - 40 = 50). Each word button adds its word (`r` twice: `2r`).
const HAND_ONE: &str = "o n m r r 4 2 0 - 3 5 next 9 0 - 4 0";
/// Hand 2: We `o 2n 300` (two natural canastas 1000 + going out 100 + 300 = 1400), They
/// `120 -10` (110). After both: We 1485 + 1400 = 2885, They 50 + 110 = 160.
const HAND_TWO: &str = "o n n 3 0 0 next 1 2 0 - 1 0";

/// Deliver 1, 2, 3: a whole hand tapped at 80 ms a key, Save 80 ms after the last key,
/// and the next hand at once, at the same pace, then its Save: each hand saved once, as
/// tapped, the next hand's keys in the next hand. (On the page before issue 41 each key
/// disabled Save while the line was checked: the first Save was lost without a word, and
/// the second hand's keys went onto the first hand's last line.)
#[test]
fn two_hands_tapped_at_80_ms_are_saved_once_each_as_tapped() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let (_served, phone) = classic_phone(&browser, &env);
    let places = Places::of(&phone);
    let mut taps = places.keys(&format!("{HAND_ONE} #save {HAND_TWO} #save"));
    // A thumb that lifts from Save and goes on: the first key of hand 2 80 ms after Save.
    assert_eq!(taps.len(), 17 + 1 + 13 + 1);
    phone.taps_at(&std::mem::take(&mut taps), THUMB);
    assert!(
        phone.wait_text("#heading", "Hand 3", WAIT),
        "{} {:?} {:?}",
        lines(&phone),
        phone.text("#msg"),
        phone.text("#heading")
    );
    assert_eq!(hand_count(&env), 2, "{}", lines(&phone));
    let json = env.json();
    assert_eq!(
        totals(&json),
        pairs(&[("We", 2885), ("They", 160)]),
        "{}",
        json["hands"]
    );
    assert_eq!(saved_lines(&json).len(), 2);
    assert_eq!(lines(&phone), json!(["", ""]), "hand 3 begins empty");
    // The last hand's "saved" goes as soon as the next hand's first key is tapped.
    assert_eq!(phone.text("#msg"), "Hand 2 is saved.");
    phone.taps_at(&places.keys("5"), THUMB);
    assert!(phone.wait_for("document.getElementById('line-0').value === '5'", WAIT));
    assert_eq!(phone.text("#msg"), "");
}

/// The lines typed in the page's inputs.
fn lines(page: &Page) -> Value {
    page.eval("Array.from(document.querySelectorAll('#lines .row input')).map(i => i.value)")
}

/// Every key of the pad and every line, on the screen above Save without scrolling: no key
/// the thumb needs moves under it.
fn pad_on_screen(page: &Page) -> Value {
    page.eval(
        "(() => { const save = document.getElementById('save').getBoundingClientRect().top; \
           return Array.from(document.querySelectorAll('#pad [data-put], #pad [data-word], #lines .row input')) \
             .filter(e => { const r = e.getBoundingClientRect(); return r.top < 0 || r.bottom > save; }) \
             .map(e => e.getAttribute('data-put') ?? e.getAttribute('data-word') ?? e.id); })()",
    )
}

/// Table `table`'s game of tournament `sera`'s round in play, as `show --format json`.
fn table_game(env: &Env, table: u64) -> Value {
    let game = crate::tournament::tables(env, "sera")
        .into_iter()
        .find(|t| t.0 == table)
        .map(|t| t.3)
        .expect("the table's game");
    let run = env.run(&["show", "--game", &game, "--format", "json"]).ok();
    serde_json::from_str(&run.stdout).expect("json")
}

/// Deliver 2, on the director's page on a table (the desk's "Enter or correct"), then on a
/// table's own phone: a paper sheet's two deals tapped at 80 ms a key, each Save 80 ms
/// after its last key. Burraco
/// (FIBUR, docs/SOURCES.md "Burraco and Buraco"): N-S `out 1c 100` = going out 100 + a
/// clean burraco 200 + 100 melded = 400, E-W `300`; two deals: 800 and 600.
///
/// The cause of the lost digits there: the director's heading, the desk's link and the
/// reason's box stood above the lines, so the pad's lower rows were under the fixed Save
/// (its digits began at 698 px of a 780 px screen, Save at 734): the director scrolled to
/// every key, and a tap on a page still scrolling is taken by the browser to stop the
/// scroll, not given to the key. Now the table is named where the page's title is and the
/// box is below the keys: the pad stands where a table's phone has it, on the screen.
#[test]
fn the_directors_page_on_a_table_takes_every_tap() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    crate::tournament::four_pairs(&env, "sera", "2 mitchell", &[], true);
    let served = crate::board::serve_tournament(&env, "127.0.0.1:0", "sera");
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let base = served.scorer.split("/score").next().expect("base");
    let phone = browser.page(&format!("{base}/desk#k={director}"), 360, 780);
    assert!(phone.wait_text("#desk", "Enter or correct", WAIT));
    phone.click("#desk a[href=\"/score?table=2&round=1\"]");
    assert!(phone.wait_text("#title", "Table 2, round 1: as the director", WAIT));
    assert!(phone.wait_for("!!document.querySelector('#words [data-word=\"c\"]')", WAIT));
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        pad_on_screen(&phone),
        json!([]),
        "every key on the screen: {}",
        phone.eval("JSON.stringify(['title', 'msg-place', 'entry', 'heading', 'lines', 'words', 'legend-box', 'digits', 'save'].map(id => [id, document.getElementById(id).getBoundingClientRect().top, document.getElementById(id).getBoundingClientRect().height]))")
    );
    assert_eq!(phone.eval("scrollY"), json!(0));
    let places = Places::of(&phone);
    let deal = "o c 1 0 0 next 3 0 0 #save";
    phone.taps_at(&places.keys(&format!("{deal} {deal}")), THUMB);
    assert!(
        phone.wait_text("#heading", "Hand 3", WAIT),
        "{} {:?} {:?}",
        lines(&phone),
        phone.text("#msg"),
        phone.text("#heading")
    );
    let json = table_game(&env, 2);
    assert_eq!(json["hands"].as_array().map_or(0, Vec::len), 2);
    assert_eq!(
        totals(&json),
        pairs(&[("Cy-Di", 800), ("Gus-Hal", 600)]),
        "{}",
        json["hands"]
    );
    // A line cleared there stays cleared when the table is opened again at once.
    let places = Places::of(&phone);
    phone.taps_at(&places.keys("2 5 0"), THUMB);
    assert!(phone.wait_for("document.getElementById('line-0').value === '250'", WAIT));
    // The board keeps the phone's draft a moment after the last key.
    std::thread::sleep(Duration::from_millis(1200));
    phone.taps_at(&places.keys("back back back"), THUMB);
    assert!(phone.wait_for("document.getElementById('line-0').value === ''", WAIT));
    phone.reload();
    assert!(phone.wait_for("!!document.getElementById('line-1')", WAIT));
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        lines(&phone),
        json!(["", ""]),
        "the cleared line stays cleared"
    );
    let places = Places::of(&phone);
    phone.taps_at(&places.keys("5"), THUMB);
    assert!(phone.wait_for("document.getElementById('line-0').value === '5'", WAIT));

    // Table 1's own phone (its table's key): the same two deals at the same pace.
    let table_key = env.table_key(1);
    let table = browser.page(&format!("{base}/score#k={table_key}"), 360, 780);
    assert!(table.wait_for("!!document.querySelector('#words [data-word=\"c\"]')", WAIT));
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(pad_on_screen(&table), json!([]), "every key on the screen");
    let places = Places::of(&table);
    table.taps_at(&places.keys(&format!("{deal} {deal}")), THUMB);
    assert!(
        table.wait_text("#heading", "Hand 3", WAIT),
        "{}",
        lines(&table)
    );
    let json = table_game(&env, 1);
    assert_eq!(json["hands"].as_array().map_or(0, Vec::len), 2);
    assert_eq!(
        totals(&json),
        pairs(&[("Ana-Bob", 800), ("Ed-Flo", 600)]),
        "{}",
        json["hands"]
    );
}

/// Deliver 4: two phones save the same hand; the second taps Save three more times, as
/// anyone told "not saved" does. The same lines: the page says so and keeps the one saved,
/// with nothing to tap that saves it twice. Other lines: the page asks, and keeps asking
/// (its buttons take no tap in the first 0.6 s: those were meant for Save), nothing that
/// saves stands where Save was, and saving one's own as the next hand takes a second tap.
#[test]
fn a_thumb_on_save_after_a_conflict_never_saves_a_hand_twice() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let (served, first) = classic_phone(&browser, &env);
    let second = browser.page(&served.scorer, 360, 780);
    assert!(second.wait_for("!!document.querySelector('#words [data-word=\"o\"]')", WAIT));
    std::thread::sleep(Duration::from_millis(300));
    let one = Places::of(&first);
    let two = Places::of(&second);
    first.taps_at(&one.keys(HAND_ONE), THUMB);
    second.taps_at(&two.keys(HAND_ONE), THUMB);
    first.taps_at(&one.keys("#save"), THUMB);
    assert!(first.wait_for(
        "document.getElementById('heading').textContent.startsWith('Hand 2')",
        WAIT
    ));
    let save = two.keys("#save #save #save #save");
    second.taps_at(&save, Duration::from_millis(150));
    assert!(
        second.wait_text("#msg", "with the same lines", WAIT),
        "{:?}",
        second.text("#msg")
    );
    std::thread::sleep(Duration::from_millis(500));
    assert!(second.eval("document.getElementById('conflict').hidden") == json!(true));
    assert_eq!(hand_count(&env), 1);
    assert_eq!(totals(&env.json()), pairs(&[("We", 1485), ("They", 50)]));
    assert_eq!(lines(&second), json!(["", ""]));
    assert!(second.wait_text("#heading", "Hand 2", WAIT));

    // Hand 2: other lines on each phone. The first saves `o 2n 300` / `120 -10`; the
    // second has typed `o 1n 300` / `90` meanwhile, and taps Save four times.
    first.taps_at(&one.keys(HAND_TWO), THUMB);
    second.taps_at(&two.keys("o n 3 0 0 next 9 0"), THUMB);
    first.taps_at(&one.keys("#save"), THUMB);
    assert!(first.wait_for(
        "document.getElementById('heading').textContent.startsWith('Hand 3')",
        WAIT
    ));
    second.taps_at(&save, Duration::from_millis(150));
    assert!(
        second.wait_for("!document.getElementById('conflict').hidden", WAIT),
        "{:?} {}",
        second.text("#msg"),
        lines(&second),
    );
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(hand_count(&env), 2, "nothing saved by the taps on Save");
    assert!(second.text("#conflict-why").contains("Other lines"));
    // Where Save was, the choice that saves nothing.
    let (x, y) = two.keys("#save")[0];
    let under = second.eval(&format!(
        "(() => {{ const e = document.elementFromPoint({x}, {y}); return e ? e.id : ''; }})()"
    ));
    assert_eq!(under, json!("keep-mine"));
    // "Save mine as hand 3": the first tap asks, the second saves.
    second.tap("#save-mine");
    assert!(second.wait_text("#save-mine", "Tap again to save mine as hand 3", WAIT));
    assert_eq!(hand_count(&env), 2);
    second.tap("#save-mine");
    assert!(
        second.wait_text("#msg", "Hand 3 is saved.", WAIT),
        "{:?}",
        second.text("#msg")
    );
    assert_eq!(hand_count(&env), 3);
    // We 1485 + 1400 + (natural canasta 500 + going out 100 + 300 = 900) = 3785;
    // They 50 + 110 + 90 = 250.
    assert_eq!(totals(&env.json()), pairs(&[("We", 3785), ("They", 250)]));
}

/// Deliver 5: the board is down while the hand is typed and when Save is tapped. The tap
/// puts the hand in the outbox ("Hand 1 is not yet sent"); when the board answers again it
/// is sent once, by itself. (Before issue 41 the lines could not be checked with the board
/// away, so Save stayed disabled and the tap went nowhere.)
#[test]
fn save_tapped_while_the_board_is_away_is_kept_and_sent_once() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let (served, phone) = classic_phone(&browser, &env);
    let listen = served
        .address
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let places = Places::of(&phone);
    drop(served);
    phone.taps_at(&places.keys(&format!("{HAND_ONE} #save")), THUMB);
    assert!(
        phone.wait_text("#msg", "Hand 1 is not yet sent", WAIT),
        "{:?} save disabled: {}",
        phone.text("#msg"),
        phone.eval("document.getElementById('save').disabled")
    );
    assert!(phone.local_storage_get("canasta-outbox-1").is_some());
    assert_eq!(hand_count(&env), 0);
    let _again = serve(&env, &listen);
    assert!(
        phone.wait_text("#msg", "Hand 1 is saved.", Duration::from_secs(20)),
        "{:?}",
        phone.text("#msg")
    );
    assert!(phone.wait_for("localStorage.getItem('canasta-outbox-1') === null", WAIT));
    std::thread::sleep(Duration::from_millis(3500));
    assert_eq!(hand_count(&env), 1);
    assert_eq!(totals(&env.json()), pairs(&[("We", 1485), ("They", 50)]));
}

/// Deliver 7: the longest message the page says (a hand changed elsewhere) is not cut: a
/// tap on it opens it whole over what is below, and the keys do not move.
#[test]
fn a_long_message_opens_whole_on_a_tap_and_moves_no_key() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    let (_served, phone) = classic_phone(&browser, &env);
    let long = "Not saved: the game was changed on another phone or at the terminal since you \
                began. It is shown as it is now; your lines are kept: check them and save again.";
    let before = Places::of(&phone);
    phone.eval(&format!(
        "(() => {{ const m = document.getElementById('msg'); m.textContent = {}; \
         m.className = 'bad'; window.dispatchEvent(new Event('resize')); }})()",
        crate::browser::js_string(long)
    ));
    assert!(phone.wait_for(
        "document.getElementById('msg').classList.contains('more')",
        WAIT
    ));
    phone.tap("#msg");
    assert!(phone.wait_for(
        "document.getElementById('msg').classList.contains('open')",
        WAIT
    ));
    assert_eq!(
        phone.eval(
            "(() => { const m = document.getElementById('msg'); return m.scrollHeight <= m.clientHeight + 1; })()"
        ),
        json!(true),
        "the whole message is shown"
    );
    let after = Places::of(&phone);
    assert_eq!(before.0, after.0, "no key moved");
    phone.tap("#msg");
    assert!(phone.wait_for(
        "!document.getElementById('msg').classList.contains('open')",
        WAIT
    ));
}

/// Deliver 6: a match of victory points on the phone and the board. Burraco tournament
/// scoring, a match of 2 games: game 1's three deals are each We `out 1c 100` (going out
/// 100 + a clean burraco 200 + 100 melded = 400) and They `300`: 1200 to 900, a difference
/// of 300, 13 VP to 7 (FIBUR's table, docs/SOURCES.md "Burraco and Buraco": up to 350,
/// 13-7). During the game the phone and the board show the match beside it (games won,
/// points, 2 games and none played); at its end, 1 played and the VP, in each language as
/// `canasta match` says it at the terminal.
#[test]
fn a_matchs_standing_is_on_the_phone_and_the_board() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "burraco-tournament",
        "--match",
        "club",
        "--games",
        "2",
    ])
    .ok();
    env.run(&["record", "We: out 1c 100", "They: 300"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    let key = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let phone_part = |lang: &str| {
        let (status, state) = crate::scorer_api::call_with(
            &served,
            "GET",
            "/api/state",
            Some(&key),
            &[("Accept-Language", lang)],
            None,
        );
        assert_eq!(status, 200, "{state}");
        state["part"].as_str().unwrap_or_default().to_string()
    };
    let during = "<p class=\"match\">Match club: games won: We 0, They 0; points: We 400, They 300 \
                  (2 games; 0 played).</p>";
    assert!(phone_part("en").contains(during), "{}", phone_part("en"));
    let (_, board) = crate::board::request(&served.address, "GET", "/board");
    assert!(board.contains(during), "{board}");
    env.run(&["record", "We: out 1c 100", "They: 300"]).ok();
    env.run(&["record", "We: out 1c 100", "They: 300"]).ok();
    for (lang, said) in [
        (
            "en",
            "Match club: games won: We 1, They 0; points: We 1200, They 900 (2 games; 1 played). \
             Victory points: We 13, They 7.",
        ),
        (
            "it",
            "Sfida club: partite vinte: We 1, They 0; punti: We 1200, They 900 (2 partite; 1 \
             giocate). Punti vittoria: We 13, They 7.",
        ),
        (
            "es",
            "Serie club: partidas ganadas: We 1, They 0; puntos: We 1200, They 900 (2 partidas; \
             1 jugadas). Puntos de victoria: We 13, They 7.",
        ),
        (
            "pt-BR",
            "Série club: partidas vencidas: We 1, They 0; pontos: We 1200, They 900 (2 partidas; \
             1 jogadas). Pontos de vitória: We 13, They 7.",
        ),
        (
            "de",
            "Serie club: gewonnene Partien: We 1, They 0; Punkte: We 1200, They 900 (2 Partien; \
             1 gespielt). Siegpunkte: We 13, They 7.",
        ),
    ] {
        let terminal = env
            .cmd()
            .env("CANASTA_LANG", lang)
            .args(["match", "club"])
            .output()
            .expect("runs");
        assert_eq!(
            String::from_utf8_lossy(&terminal.stdout).trim(),
            said,
            "{lang}"
        );
        let part = phone_part(lang);
        assert!(
            part.contains(&format!("<p class=\"match\">{said}</p>")),
            "{lang}: {part}"
        );
    }
    let started = std::time::Instant::now();
    loop {
        let (_, board) = crate::board::request(&served.address, "GET", "/board");
        if board.contains("(2 games; 1 played). Victory points: We 13, They 7.") {
            break;
        }
        assert!(started.elapsed() < WAIT, "{board}");
        std::thread::sleep(Duration::from_millis(100));
    }
}
