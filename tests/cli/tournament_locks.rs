//! Issue 42, items 1 and 2: a result both lines confirmed is the director's until the
//! event is reopened, the director's own corrections included; and a table's game reads
//! the one event it names, so no copy, damaged or missing event file in the folder
//! unlocks it.
//!
//! The night is `tournament::four_pairs` (Burraco tournament, 4 pairs, Mitchell): round 1
//! seats 1 Ana-Bob v 3 Ed-Flo at table 1 (game 1) and 2 Cy-Di v 4 Gus-Hal at table 2
//! (game 2). Table 1's three deals: N-S go out with a clean burraco and 100 melded (100 +
//! 200 + 100 = 400, burraco.md §2; "Burraco: regole ufficiali", FIBUR) and E-W meld 300:
//! 1200-900.

use serde_json::{Value, json};

use crate::board::serve_tournament;
use crate::harness::Env;
use crate::scorer_api::call_with;

fn hands(env: &Env, game: &str) -> usize {
    let run = env.run(&["show", "--game", game, "--format", "json"]).ok();
    let v: Value = serde_json::from_str(&run.stdout).expect("json");
    v["hands"].as_array().map_or(0, Vec::len)
}

fn key(env: &Env, table: u32) -> String {
    std::fs::read_to_string(env.data().join(format!("table-key-{table}")))
        .expect("the table's key is kept")
        .trim()
        .to_string()
}

fn post(served: &crate::board::Served, key: &str, path: &str, body: Value) -> (u16, Value) {
    call_with(
        served,
        "POST",
        path,
        Some(key),
        &[],
        Some(&body.to_string()),
    )
}

fn version(served: &crate::board::Served, key: &str) -> String {
    let (_, now) = call_with(served, "GET", "/api/state", Some(key), &[], None);
    now["version"].as_str().expect("version").to_string()
}

/// The event's log entries.
pub(crate) fn log(env: &Env, name: &str) -> Vec<serde_yaml::Value> {
    let file = env.data().join("tournaments").join(format!("{name}.yaml"));
    let event: serde_yaml::Value =
        serde_yaml::from_slice(&std::fs::read(file).expect("event")).expect("yaml");
    event["log"].as_sequence().cloned().unwrap_or_default()
}

/// Table 1 played (1200-900) and confirmed on its phone by the table, then an opponent.
pub(crate) fn confirmed_table_one(env: &Env, served: &crate::board::Served) {
    crate::tournament::play(env, "Ana-Bob", "Ed-Flo", "1", 300);
    let one = key(env, 1);
    let v = version(served, &one);
    for step in ["table", "opponent"] {
        let (status, answer) = post(
            served,
            &one,
            "/api/confirm",
            json!({ "step": step, "version": v }),
        );
        assert_eq!(status, 200, "{answer}");
    }
}

#[test]
fn a_confirmed_result_stays_the_directors_after_the_directors_own_correction() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "lock", "2 mitchell", &[], true);
    let served = serve_tournament(&env, "127.0.0.1:0", "lock");
    confirmed_table_one(&env, &served);
    // The director's first correction, at the command line: deal 3 undone (1200-900
    // becomes 800-600), kept in the log with its reason.
    env.run(&["undo", "--game", "1", "--why", "deal 3 was table 2's"])
        .ok();
    assert_eq!(hands(&env, "1"), 2);
    assert_eq!(log(&env, "lock").len(), 1);
    let game_file = env.data().join("games").join("1.yaml");
    let event_file = env.data().join("tournaments").join("lock.yaml");
    let before = (
        std::fs::read(&game_file).expect("game"),
        std::fs::read(&event_file).expect("event"),
    );
    // Still the director's: the table's phone is told so (its version is the new one).
    let one = key(&env, 1);
    let v = version(&served, &one);
    let (status, refused) = post(&served, &one, "/api/undo", json!({ "version": v }));
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap_or("")
            .contains("only the director changes it now"),
        "{refused}"
    );
    let (_, state) = call_with(&served, "GET", "/api/state", Some(&one), &[], None);
    assert_eq!(state["tournament"]["confirmed"], "both", "{state}");
    // The command line without a reason: refused, as confirmed, saying `--why`.
    let refused = env.run(&["undo", "--game", "1"]).refused("--why").stderr;
    assert!(
        refused.contains("whose result the table and an opponent confirmed"),
        "{refused}"
    );
    // A record without a reason too.
    env.run(&[
        "record",
        "--game",
        "1",
        "Ana-Bob: out 1c 100",
        "Ed-Flo: 300",
    ])
    .refused("--why");
    // The desk's call without a reason.
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let (status, refused) = call_with(
        &served,
        "POST",
        "/api/undo",
        Some(&director),
        &[("X-Canasta-Table", "1")],
        Some(&json!({ "version": v }).to_string()),
    );
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        before,
        (
            std::fs::read(&game_file).expect("game"),
            std::fs::read(&event_file).expect("event"),
        ),
        "nothing written by a refused change"
    );
    // With a reason, from the desk: logged as the desk's, 800-600 before, 400-300 after.
    let (status, answer) = call_with(
        &served,
        "POST",
        "/api/undo",
        Some(&director),
        &[("X-Canasta-Table", "1")],
        Some(&json!({ "version": v, "why": "deal 2 too" }).to_string()),
    );
    assert_eq!(status, 200, "{answer}");
    let entries = log(&env, "lock");
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[1]["by"], "desk");
    assert_eq!(
        entries[1]["before"],
        serde_yaml::to_value((800, 600)).expect("pair")
    );
    assert_eq!(
        entries[1]["after"],
        serde_yaml::to_value((400, 300)).expect("pair")
    );
    // The status counts both changes as corrections.
    let status = env.run(&["tournament", "status", "lock"]).ok().stdout;
    assert!(status.contains("2 corrections"), "{status}");
}

/// A game and an event, byte for byte.
fn files(env: &Env, name: &str) -> (Vec<u8>, Vec<u8>) {
    (
        std::fs::read(env.data().join("games").join("1.yaml")).expect("game"),
        std::fs::read(env.data().join("tournaments").join(format!("{name}.yaml")))
            .unwrap_or_default(),
    )
}

#[test]
fn no_copy_damaged_or_missing_event_file_unlocks_a_tables_game() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "copy", "2 mitchell", &[], true);
    // The game names its event, round and table.
    let game = std::fs::read_to_string(env.data().join("games").join("1.yaml")).expect("game");
    assert!(
        game.contains("tournament:\n  event: copy\n  round: 1\n  table: 1\n"),
        "{game}"
    );
    let served = serve_tournament(&env, "127.0.0.1:0", "copy");
    confirmed_table_one(&env, &served);
    drop(served);
    let dir = env.data().join("tournaments");
    let event_file = dir.join("copy.yaml");
    let event = std::fs::read_to_string(&event_file).expect("event");
    // A backup copy beside it (sorted first, naming itself as the event does): the game
    // reads its own event, still locked.
    std::fs::write(dir.join("a-backup.yaml"), &event).expect("copy");
    let before = files(&env, "copy");
    env.run(&["undo", "--game", "1"]).refused("--why");
    assert_eq!(files(&env, "copy"), before);
    // The event's file damaged: refused, naming it.
    std::fs::write(&event_file, "name: [copy\n").expect("damage");
    let before = files(&env, "copy");
    let refused = env
        .run(&["undo", "--game", "1"])
        .refused("copy.yaml")
        .stderr;
    assert!(!refused.contains("panicked"), "{refused}");
    assert_eq!(files(&env, "copy"), before);
    // The event's file gone: refused, naming it.
    std::fs::remove_file(&event_file).expect("remove");
    let refused = env
        .run(&["undo", "--game", "1", "--why", "x"])
        .refused("copy.yaml")
        .stderr;
    assert!(refused.contains("is not there"), "{refused}");
    assert_eq!(hands(&env, "1"), 3);
    // The event back, but a game that says it is table 2 of round 1: not there, refused.
    std::fs::write(&event_file, &event).expect("back");
    let game_file = env.data().join("games").join("1.yaml");
    let text = std::fs::read_to_string(&game_file).expect("game");
    std::fs::write(&game_file, text.replace("  table: 1\n", "  table: 2\n")).expect("claim");
    env.run(&["undo", "--game", "1", "--why", "x"])
        .refused("does not list it there");
    // A game of before (naming no event) listed by two readable events: refused, naming
    // both; with one of them only, locked as before.
    let legacy = text.replace("tournament:\n  event: copy\n  round: 1\n  table: 1\n", "");
    std::fs::write(&game_file, &legacy).expect("legacy");
    std::fs::write(
        dir.join("a-backup.yaml"),
        event.replace("name: copy\n", "name: a-backup\n"),
    )
    .expect("copy");
    let refused = env
        .run(&["undo", "--game", "1", "--why", "x"])
        .refused("more than one tournament file")
        .stderr;
    assert!(
        refused.contains("a-backup.yaml") && refused.contains("copy.yaml"),
        "{refused}"
    );
    std::fs::remove_file(dir.join("a-backup.yaml")).expect("remove");
    env.run(&["undo", "--game", "1"]).refused("--why");
    assert_eq!(hands(&env, "1"), 3);
}
