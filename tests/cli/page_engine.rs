//! The engine in the page (issue 43): the scorer's calls answered by the WebAssembly
//! build (`crates/canasta-wasm`), over the same data folder as the command line. Each run
//! of the module is a page loaded afresh (the Node script hands it the folder's files as
//! the browser's storage would, and writes back what each call wrote), so these tests
//! also show a reload keeps everything.
//!
//! `.ci/run` builds the module for `wasm32-unknown-unknown` and names it in
//! `CANASTA_WASM`; without it or Node the tests say so and are skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::harness::Env;

/// The module and Node, or why the test is skipped.
fn module() -> Option<PathBuf> {
    let Some(module) = std::env::var_os("CANASTA_WASM").map(PathBuf::from) else {
        eprintln!("skipped: no WebAssembly module (CANASTA_WASM, built by .ci/run)");
        return None;
    };
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: no Node.js to run the WebAssembly module");
        return None;
    }
    Some(module)
}

/// One page load: `calls` (method, path, body) answered in order by the module over the
/// data folder `data`, in `lang`; each answer's status and JSON.
fn page(
    module: &Path,
    data: &Path,
    lang: &str,
    calls: &[(&str, &str, Value)],
) -> Vec<(u16, Value)> {
    page_at(module, data, lang, (0, &[]), calls)
}

/// [`page`] on a phone `zone.0` minutes east of UTC now, whose offset changes at the
/// times `zone.1` (seconds after 1970, minutes east from then on), as the page gives them.
fn page_at(
    module: &Path,
    data: &Path,
    lang: &str,
    zone: (i32, &[(i64, i32)]),
    calls: &[(&str, &str, Value)],
) -> Vec<(u16, Value)> {
    let requests: Vec<String> = calls
        .iter()
        .map(|(method, path, body)| {
            let (path, query) = path.split_once('?').unwrap_or((path, ""));
            json!({ "call": {
                "method": method,
                "path": path,
                "query": query,
                "body": if body.is_null() { String::new() } else { body.to_string() },
                "lang": lang,
                "utc_offset": zone.0,
                "zone_changes": zone.1,
            }})
            .to_string()
        })
        .collect();
    let file = tempfile::NamedTempFile::new().expect("a file");
    std::fs::write(file.path(), serde_json::to_string(&requests).expect("json")).expect("written");
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/canasta-wasm/tests/node/answer.mjs");
    let run = Command::new("node")
        .arg("--no-warnings")
        .arg(script)
        .arg(module)
        .arg(file.path())
        .arg(data)
        .output()
        .expect("node runs");
    assert!(
        run.status.success(),
        "node: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let answers: Vec<String> = serde_json::from_slice(&run.stdout).expect("answers");
    answers
        .iter()
        .map(|a| {
            let a: Value = serde_json::from_str(a).expect("an answer");
            let status = a["status"]
                .as_u64()
                .and_then(|s| u16::try_from(s).ok())
                .expect("a status");
            (status, a["answer"].clone())
        })
        .collect()
}

fn totals(env: &Env) -> (i64, i64) {
    let shown = env.json();
    (
        shown["totals"]["We"].as_i64().expect("We's total"),
        shown["totals"]["They"].as_i64().expect("They's total"),
    )
}

/// A Classic game started and scored on the phone alone, continued at the command line,
/// and on the phone again: one game, every hand once, the same totals everywhere.
///
/// Classic (Hoyle's rules, "Scoring"): `out 1n 1m 2r 420 -35` is a natural canasta 500, a
/// mixed one 300, going out 100, 420 melded, -35 in hand, two red threes 2 x 100 = 200:
/// 1485. `90 -40` is 50. Hand 2 at the command line: `50` for We, `out 1n 1m 420 -35` for
/// They: 500 + 300 + 100 + 420 - 35 = 1285. So after two hands We 1485 + 50 = 1535, They
/// 50 + 1285 = 1335.
#[test]
fn a_game_scored_on_the_phone_alone_continues_at_the_command_line_and_back() {
    let Some(module) = module() else { return };
    let env = Env::new();
    let hand = json!(["out 1n 1m 2r 420 -35", "90 -40"]);
    let answers = page(
        &module,
        env.data(),
        "en",
        &[
            ("GET", "/api/state", Value::Null),
            (
                "POST",
                "/api/new",
                json!({ "variant": "classic", "players": "Ann, Bob, Cy, Di" }),
            ),
        ],
    );
    assert_eq!(answers[0].0, 200);
    assert_eq!(
        answers[0].1["game"],
        Value::Null,
        "no game yet: {}",
        answers[0].1
    );
    assert_eq!(answers[1].0, 200, "{}", answers[1].1);
    assert_eq!(answers[1].1["message"], "Game 1 is started.");
    assert_eq!(
        answers[1].1["heading"],
        "Hand 1 · Ann deals · initial meld: We 50, They 50"
    );
    // Reloaded: the game is there; the hand saved with its typing id.
    let state = &page(
        &module,
        env.data(),
        "en",
        &[("GET", "/api/state", Value::Null)],
    )[0]
    .1;
    let version = state["version"].as_str().expect("a version").to_string();
    let save = json!({ "version": version, "lines": hand, "hand_id": "0123456789abcdef" });
    let saved = page(
        &module,
        env.data(),
        "en",
        &[("POST", "/api/save", save.clone())],
    );
    assert_eq!(saved[0].0, 200, "{}", saved[0].1);
    assert_eq!(saved[0].1["message"], "Hand 1 is saved.");
    // The command line reads the phone's game, and adds hand 2 to it.
    assert_eq!(totals(&env), (1485, 50));
    env.run(&["record", "We: 50", "They: out 1n 1m 420 -35"])
        .ok();
    assert_eq!(totals(&env), (1535, 1335));
    // The phone's answer to hand 1 was lost: it sends the save again, at its old version
    // and with the same typing id. That hand is saved already: not a second time.
    let again = page(&module, env.data(), "en", &[("POST", "/api/save", save)]);
    assert_eq!(again[0].0, 200, "{}", again[0].1);
    assert_eq!(totals(&env), (1535, 1335));
    // A new hand typed against the version before the command line's save is refused
    // with the game as it is now (hand 2 in it), and nothing is written.
    let before = env.game_text("1");
    let stale = json!({ "version": version, "lines": hand, "hand_id": "fedcba9876543210" });
    let refused = page(&module, env.data(), "en", &[("POST", "/api/save", stale)]);
    assert_eq!(refused[0].0, 409, "{}", refused[0].1);
    assert_eq!(env.game_text("1"), before);
    // At the game's version now, the phone's hand 3 lands after the command line's.
    let state = &page(
        &module,
        env.data(),
        "en",
        &[("GET", "/api/state", Value::Null)],
    )[0]
    .1;
    let now = state["version"].as_str().expect("a version");
    let third = json!({ "version": now, "lines": hand, "hand_id": "00000000000000aa" });
    let saved = page(&module, env.data(), "en", &[("POST", "/api/save", third)]);
    assert_eq!(saved[0].1["message"], "Hand 3 is saved.", "{}", saved[0].1);
    assert_eq!(totals(&env), (1535 + 1485, 1335 + 50));
}

/// The page speaks the phone's language: an Italian phone's Burraco game says smazzata,
/// and a line the referee refuses is refused in Italian, with nothing saved.
#[test]
fn the_page_alone_answers_in_the_phones_language() {
    let Some(module) = module() else { return };
    let env = Env::new();
    let answers = page(
        &module,
        env.data(),
        "it-IT",
        &[
            (
                "POST",
                "/api/new",
                json!({ "variant": "burraco", "players": "Ada, Bruno, Carla, Dino" }),
            ),
            ("POST", "/api/check", json!({ "lines": ["90 -4", "0"] })),
        ],
    );
    assert_eq!(answers[0].0, 200, "{}", answers[0].1);
    let heading = answers[0].1["heading"].as_str().expect("a heading");
    assert!(heading.starts_with("Smazzata 1"), "{heading}");
    let problem = answers[1].1["problems"][0].as_str().unwrap_or_default();
    assert!(problem.contains("multiplo di 5"), "{}", answers[1].1);
    assert_eq!(env.json()["hands"].as_array().map(Vec::len), Some(0));
}

/// The games kept on the phone, through the engine: listed with their totals, one
/// exported (the command line's own file, byte for byte), a command line's game
/// imported, one continued, one deleted. Classic (Hoyle's rules): `out 1n 1m 2r 420 -35`
/// is 1485 and `90 -40` is 50, as above.
#[test]
fn the_games_on_the_phone_list_export_import_and_delete() {
    let Some(module) = module() else { return };
    let phone = Env::new();
    let club = Env::new();
    // (Players named: two games begun in the same second with the same sides and no
    // players would be one game to `import`, its start print the same.)
    club.run(&[
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    club.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    let theirs = club.game_text("1");
    let answers = page(
        &module,
        phone.data(),
        "en",
        &[
            ("POST", "/api/new", json!({ "variant": "classic" })),
            ("POST", "/api/import", json!({ "text": theirs })),
            ("GET", "/api/games", Value::Null),
            ("GET", "/api/export?id=2", Value::Null),
            ("POST", "/api/use", json!({ "id": "1" })),
            ("POST", "/api/delete", json!({ "id": "2" })),
            ("GET", "/api/games", Value::Null),
            (
                "POST",
                "/api/import",
                json!({ "text": "variant: nonsense\n" }),
            ),
        ],
    );
    assert_eq!(answers[1].0, 200, "{}", answers[1].1);
    assert_eq!(
        answers[1].1["message"],
        "Imported game 2 (classic, 1 hand): We (Ann, Cy) v They (Bob, Di)."
    );
    let games = answers[2].1["games"].as_array().expect("the games");
    assert_eq!(games.len(), 2, "{}", answers[2].1);
    assert_eq!(games[1]["title"], "game 2 (current)");
    assert!(
        games[1]["line"]
            .as_str()
            .is_some_and(|l| l.contains("We 1485, They 50") && l.contains("in play")),
        "{}",
        games[1]
    );
    assert_eq!(answers[3].1["file"], "canasta-game-2.yaml");
    assert_eq!(answers[3].1["text"].as_str(), Some(theirs.as_str()));
    assert_eq!(answers[4].1["message"], "Now scoring game 1.");
    assert_eq!(answers[5].1["message"], "Game 2 is deleted.");
    assert_eq!(answers[6].1["games"].as_array().map(Vec::len), Some(1));
    assert_eq!(answers[7].0, 422, "{}", answers[7].1);
    assert!(
        answers[7].1["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty())
    );
    assert!(!phone.game_file("2").exists());
}

/// A Classic game of one hand (Hoyle's `out 1n 1m 2r 420 -35` and `90 -40`) begun at
/// `at` (UTC), as the command line's file of it says.
fn game_begun_at(at: &str) -> String {
    let club = Env::new();
    club.run(&["new"]).ok();
    club.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    let text = club.game_text("1");
    let created = text
        .lines()
        .find(|l| l.starts_with("created: "))
        .expect("a start time");
    text.replace(created, &format!("created: {at}"))
}

/// The games' list's line of game `text` imported on a fresh phone in `zone`.
fn listed_on_a_phone(module: &Path, text: &str, zone: (i32, &[(i64, i32)])) -> String {
    let phone = Env::new();
    let answers = page_at(
        module,
        phone.data(),
        "en",
        zone,
        &[
            ("POST", "/api/import", json!({ "text": text })),
            ("GET", "/api/games", Value::Null),
        ],
    );
    assert_eq!(answers[0].0, 200, "{}", answers[0].1);
    answers[1].1["games"][0]["line"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The phone's games list its games' days in the phone's own time (the module has no
/// time zone database; the page gives its offset from UTC with each call): a game begun
/// at 23:30 UTC on 6 December is of 7 December in Rome (UTC+1), of the 6th in London, and
/// of the 6th in Buenos Aires (UTC-3: 20:30).
#[test]
fn the_phone_alone_dates_its_games_in_the_phones_own_time() {
    let Some(module) = module() else { return };
    let text = game_begun_at("2026-12-06T23:30:00Z");
    for (offset, day) in [(60, "2026-12-07"), (0, "2026-12-06"), (-180, "2026-12-06")] {
        let line = listed_on_a_phone(&module, &text, (offset, &[]));
        assert!(line.contains(day), "{offset}: {line}");
    }
}

/// A game of last summer is dated in the summer's offset, not today's: a game begun at
/// 22:30 UTC on 15 July 2026 is of 16 July in Rome (CEST, UTC+2: 00:30), though Rome is at
/// UTC+1 in December; with the offset of now only it would read 15 July (23:30). The
/// changes are Rome's as a phone's clock gives them (`web/boot.js`'s `zoneChanges`:
/// CEST from 29 March 01:00 UTC to 25 October 01:00 UTC).
#[test]
fn the_phone_alone_dates_a_summer_game_in_the_summers_offset() {
    let Some(module) = module() else { return };
    let text = game_begun_at("2026-07-15T22:30:00Z");
    let rome: &[(i64, i32)] = &[
        (1_767_222_000, 60),  // 2025-12-31T23:00:00Z
        (1_774_746_000, 120), // 2026-03-29T01:00:00Z
        (1_792_890_000, 60),  // 2026-10-25T01:00:00Z
    ];
    for (changes, day) in [(rome, "2026-07-16"), (&[][..], "2026-07-15")] {
        let line = listed_on_a_phone(&module, &text, (60, changes));
        assert!(line.contains(day), "{changes:?}: {line}");
    }
}

/// One hand saved on the phone alone at the game's version now (a page load, then Save).
fn save_on_phone(module: &Path, data: &Path, lines: [&str; 2]) -> Value {
    let state = &page(module, data, "en", &[("GET", "/api/state", Value::Null)])[0].1;
    let version = state["version"].as_str().expect("a version");
    static TYPED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    let id = format!(
        "{:016x}",
        TYPED.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
    );
    let save = json!({ "version": version, "lines": lines, "hand_id": id });
    let saved = page(module, data, "en", &[("POST", "/api/save", save)]);
    assert_eq!(saved[0].0, 200, "{}", saved[0].1);
    saved[0].1.clone()
}

/// A match of victory points begun on the phone alone (the new game's "a match of 2
/// games"), its second game one tap away when the first ends, and its standing the same
/// at the command line.
///
/// Italian tournament Burraco (`burraco-tournament`, the FIBUR code: 3 deals a game, the
/// 3-deal victory points table [PUNTIB-VP] [EB-VP]; clean burraco 200, dirty 100, going
/// out 100). Game 1, three times: They `out 1c 300` = 100 + 200 + 300 = 600, We `1d 200
/// -45` = 100 + 200 - 45 = 255: They 1800, We 765, difference 1035, the band up to 1250:
/// They 18, We 2. Game 2 (as `a_tournament_match_of_three_deals_at_a_band_edge`): We
/// 600, 190 and 625 = 1415, They 255, 600 and 195 = 1050, difference 365: We 14, They 6.
/// The match: We 2 + 14 = 16, They 18 + 6 = 24; They win it.
#[test]
fn a_victory_points_match_on_the_phone_alone() {
    let Some(module) = module() else { return };
    let env = Env::new();
    let begun = page(
        &module,
        env.data(),
        "en",
        &[(
            "POST",
            "/api/new",
            json!({ "variant": "burraco-tournament", "players": "Ann, Bob, Cy, Di", "match": "games:2" }),
        )],
    );
    assert_eq!(begun[0].0, 200, "{}", begun[0].1);
    assert_eq!(begun[0].1["match"], "match-1", "{}", begun[0].1);
    let mut last = Value::Null;
    for _ in 0..3 {
        last = save_on_phone(&module, env.data(), ["1d 200 -45", "out 1c 300"]);
    }
    assert_eq!(last["finished"], true, "{last}");
    assert_eq!(last["match_next"], true, "{last}");
    let next = page(
        &module,
        env.data(),
        "en",
        &[("POST", "/api/next-game", json!({}))],
    );
    assert_eq!(next[0].0, 200, "{}", next[0].1);
    assert_eq!(next[0].1["game"], "2");
    for lines in [
        ["out 1c 300", "1d 200 -45"],
        ["1d 100 -10", "out 1c 300"],
        ["out 1c 325", "1d 150 -55"],
    ] {
        last = save_on_phone(&module, env.data(), lines);
    }
    assert_eq!(last["finished"], true, "{last}");
    assert_eq!(last["match_next"], false, "the match is over: {last}");
    let standing = env.run(&["match", "match-1", "--format", "json"]).ok();
    let standing: Value = serde_json::from_str(&standing.stdout).expect("json");
    assert_eq!(standing["victory_points"]["We"], 16, "{standing}");
    assert_eq!(standing["victory_points"]["They"], 24, "{standing}");
    assert_eq!(standing["winner"], "They", "{standing}");
    // A rule the page does not offer is refused, and no game is begun.
    let refused = page(
        &module,
        env.data(),
        "en",
        &[(
            "POST",
            "/api/new",
            json!({ "variant": "classic", "match": "first:x" }),
        )],
    );
    assert_eq!(refused[0].0, 422, "{}", refused[0].1);
    assert!(!env.game_file("3").exists());
}

/// House rules made on the phone: checked by the same referee before they are kept (a
/// misspelt field and a built-in's name refused, nothing written), offered for a new
/// game, and carried in the game's file, which the command line imports with the same
/// totals though it has no such preset.
///
/// Classic (Hoyle's rules): `concealed 1n 1r 205` is a natural canasta 500, going out
/// concealed 200, 205 melded and a red three 100: 1005. Under the house rules
/// (`going_out: {concealed_bonus: 300}`, the presets guide's example) it is 1105; `60 -85`
/// is -25 either way.
#[test]
fn house_rules_made_on_the_phone_travel_with_the_game() {
    let Some(module) = module() else { return };
    let phone = Env::new();
    let ours = "extends: classic\ndescription: Classic to 3000, concealed bonus 300\n\
                target: 3000\ngoing_out: {concealed_bonus: 300}\n";
    let answers = page(
        &module,
        phone.data(),
        "en",
        &[
            (
                "POST",
                "/api/house-rules",
                json!({ "name": "ours", "text": "extends: classic\ntarget: 3000\ngoing_ot: {}\n" }),
            ),
            (
                "POST",
                "/api/house-rules",
                json!({ "name": "classic", "text": ours }),
            ),
            (
                "POST",
                "/api/house-rules",
                json!({ "name": "ours", "text": ours }),
            ),
            ("GET", "/api/house-rules", Value::Null),
            ("POST", "/api/new", json!({ "variant": "ours" })),
        ],
    );
    assert_eq!(answers[0].0, 422, "{}", answers[0].1);
    assert!(
        answers[0].1["message"]
            .as_str()
            .is_some_and(|m| m.contains("going_ot")),
        "{}",
        answers[0].1
    );
    assert_eq!(answers[1].0, 422, "{}", answers[1].1);
    assert_eq!(
        answers[1].1["message"],
        "classic is a built-in variant's name: choose another."
    );
    assert_eq!(answers[2].0, 200, "{}", answers[2].1);
    assert_eq!(
        answers[2].1["message"],
        "House rules ours are kept: choose them for a new game."
    );
    let kept = answers[3].1["rules"].as_array().expect("the house rules");
    assert_eq!(kept.len(), 1, "{}", answers[3].1);
    assert_eq!(kept[0]["name"], "ours");
    assert_eq!(
        kept[0]["description"],
        "Classic to 3000, concealed bonus 300"
    );
    assert_eq!(kept[0]["text"], ours);
    assert_eq!(answers[4].0, 200, "{}", answers[4].1);
    let state = &page(
        &module,
        phone.data(),
        "en",
        &[("GET", "/api/state", Value::Null)],
    )[0]
    .1;
    let version = state["version"].as_str().expect("a version");
    let hand = json!({ "version": version, "lines": ["concealed 1n 1r 205", "60 -85"], "hand_id": "00000000000000ab" });
    let saved = page(&module, phone.data(), "en", &[("POST", "/api/save", hand)]);
    assert_eq!(saved[0].0, 200, "{}", saved[0].1);
    // The command line, with no preset called `ours`, imports the phone's game.
    let text = phone.game_text("1");
    assert!(text.contains("concealed_bonus: 300"), "{text}");
    let club = Env::new();
    let file = club.file("ours-game.yaml", &text);
    club.run(&["import", &file.display().to_string()]).ok();
    assert_eq!(totals(&club), (1105, -25));
    // Deleted on the phone: games played with them keep them.
    let deleted = page(
        &module,
        phone.data(),
        "en",
        &[
            ("POST", "/api/house-rules/delete", json!({ "name": "ours" })),
            ("GET", "/api/house-rules", Value::Null),
            ("GET", "/api/state", Value::Null),
        ],
    );
    assert_eq!(
        deleted[0].1["message"],
        "House rules ours are deleted; games played with them keep them."
    );
    assert_eq!(deleted[1].1["rules"].as_array().map(Vec::len), Some(0));
    assert_eq!(deleted[2].0, 200, "{}", deleted[2].1);
    assert!(
        deleted[2].1["game"].is_string() || deleted[2].1["game"].is_number(),
        "{}",
        deleted[2].1
    );
}

/// The hands the property below draws from (seed 001, "Classic Canasta Scoring", worked
/// in `moving.rs`): each side's line.
const POOL: [[&str; 2]; 4] = [
    ["concealed 1n 1r 205", "60 -85 1u"],
    ["1m 120 -30", "out 1n 2m 300"],
    ["1n 200 -20", "out 1m 150"],
    ["out 1m 90", "75 -40"],
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 4, ..Default::default() })]

    /// N hands on the phone alone, exported; M more at the club's computer; its copy
    /// imported back on the phone (twice): the phone's game is, hand for hand and total
    /// for total, the N + M hands played in one place, no hand twice.
    #[test]
    fn a_game_between_the_phone_alone_and_a_computer_is_one_game(
        first in proptest::collection::vec(0usize..4, 1..3),
        more in proptest::collection::vec(0usize..4, 1..3),
    ) {
        let Some(module) = module() else { return Ok(()) };
        let phone = Env::new();
        let one = Env::new();
        one.classic();
        page(&module, phone.data(), "en", &[("POST", "/api/new", json!({ "variant": "classic", "players": "Ann, Bob, Cy, Di" }))]);
        for (n, &h) in first.iter().enumerate() {
            let state = &page(&module, phone.data(), "en", &[("GET", "/api/state", Value::Null)])[0].1;
            let save = json!({ "version": state["version"], "lines": POOL[h], "hand_id": format!("{n:016x}") });
            let saved = page(&module, phone.data(), "en", &[("POST", "/api/save", save)]);
            proptest::prop_assert_eq!(saved[0].0, 200, "{}", saved[0].1);
            one.run(&["record", &format!("We: {}", POOL[h][0]), &format!("They: {}", POOL[h][1])]).ok();
        }
        let exported = &page(&module, phone.data(), "en", &[("GET", "/api/export?id=1", Value::Null)])[0].1;
        let club = Env::new();
        let copy = club.file("phone.yaml", exported["text"].as_str().unwrap_or_default());
        club.run(&["import", &copy.display().to_string()]).ok();
        for &h in &more {
            let (we, they) = (format!("We: {}", POOL[h][0]), format!("They: {}", POOL[h][1]));
            club.run(&["record", &we, &they]).ok();
            one.run(&["record", &we, &they]).ok();
        }
        let back = club.game_text("1");
        let imported = page(&module, phone.data(), "en", &[
            ("POST", "/api/import", json!({ "text": back })),
            ("POST", "/api/import", json!({ "text": back })),
        ]);
        proptest::prop_assert_eq!(imported[0].0, 200, "{}", imported[0].1);
        proptest::prop_assert_eq!(imported[1].0, 200, "{}", imported[1].1);
        let (got, want) = (phone.json(), one.json());
        proptest::prop_assert_eq!(&got["hands"], &want["hands"]);
        proptest::prop_assert_eq!(&got["totals"], &want["totals"]);
    }
}
