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
    env.table_key(table)
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
    // The opponent's confirmation sent again (its answer lost): the same, once.
    let event_file = env.data().join("tournaments").join("lock.yaml");
    let confirmed = std::fs::read(&event_file).expect("event");
    let (status, again) = post(
        &served,
        &key(&env, 1),
        "/api/confirm",
        json!({ "step": "opponent", "version": version(&served, &key(&env, 1)) }),
    );
    assert_eq!(
        (status, &again["tournament"]["confirmed"]),
        (200, &json!("both")),
        "{again}"
    );
    assert_eq!(std::fs::read(&event_file).expect("event"), confirmed);
    // The director's first correction, at the command line: deal 3 undone (1200-900
    // becomes 800-600), kept in the log with its reason.
    env.run(&["undo", "--game", "1", "--why", "deal 3 was table 2's"])
        .ok();
    assert_eq!(hands(&env, "1"), 2);
    assert_eq!(log(&env, "lock").len(), 1);
    let game_file = env.data().join("games").join("1.yaml");
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

/// (entrant, rank, vp, mp) of the standings.
fn ranks(env: &Env, name: &str) -> Vec<(u64, u64, i64, i64)> {
    crate::tournament::rows_of(&crate::tournament::json(
        env,
        &["tournament", "standings", name, "--format", "json"],
    ))
}

/// Issue 42, item 7: a sit-out's match points (`--sit-out-mp`; a club rule gives 14 VP
/// and +355), and a tie on victory points broken on the match points scored
/// (`--mp-tiebreak scored`) rather than their difference (FIBUR's, the default).
///
/// Five pairs, one Mitchell round: table 1 is 1 Ana-Bob v 3 Ed-Flo, table 2 is 2 Cy-Di
/// v 4 Gus-Hal, and 5 Ivo-Jo sits out: 14 VP, +355 MP. Table 1's three deals: N-S out
/// with a clean burraco and 100 melded (100 + 200 + 100 = 400; burraco.md §2), E-W 300:
/// 1200-900, a difference of 300: 13-7 ([PUNTIB-VP], 3 deals: up to 350, 13-7). Table 2:
/// N-S out with a clean burraco and 300 melded (100 + 200 + 300 = 600), E-W 510:
/// 1800-1530, a difference of 270: 13-7 as well. Ana-Bob and Cy-Di are level on 13 VP:
/// by the difference Ana-Bob (+300) is ahead of Cy-Di (+270); by the points scored
/// Cy-Di (1800) is ahead of Ana-Bob (1200).
#[test]
fn a_sit_outs_match_points_and_a_tie_broken_on_match_points_scored() {
    for (name, extra, first, second) in [
        ("diff", &[][..], 1, 2),
        ("scored", &["--mp-tiebreak", "scored"][..], 2, 1),
    ] {
        let env = Env::new();
        let file = env.file(
            "pairs.txt",
            "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\nIvo, Jo\n",
        );
        let mut args = vec![
            "tournament",
            "new",
            name,
            "--variant",
            "burraco-tournament",
            "--entrants",
            file.to_str().expect("path"),
            "--plan",
            "1 mitchell",
            "--sit-out-vp",
            "14",
            "--sit-out-mp",
            "355",
        ];
        args.extend_from_slice(extra);
        env.run(&args).ok();
        env.run(&["tournament", "seat", name]).ok();
        env.run(&["tournament", "publish", name]).ok();
        crate::tournament::play(&env, "Ana-Bob", "Ed-Flo", "1", 300);
        for _ in 0..3 {
            env.run(&["record", "--game", "2", "Cy-Di: out 1c 300", "Gus-Hal: 510"])
                .ok();
        }
        env.run(&["tournament", "close", name]).ok();
        let rows = ranks(&env, name);
        // Ivo-Jo first on 14 VP, +355; then the two on 13 VP in the tie-break's order.
        assert_eq!(rows[0], (5, 1, 14, 355), "{name}: {rows:?}");
        let mp = |e: u64| if e == 1 { 300 } else { 270 };
        assert_eq!(rows[1], (first, 2, 13, mp(first)), "{name}: {rows:?}");
        assert_eq!(rows[2], (second, 3, 13, mp(second)), "{name}: {rows:?}");
        // Gus-Hal (-270) before Ed-Flo (-300) either way (1530 scored before 900).
        assert_eq!(rows[3], (4, 4, 7, -270), "{name}: {rows:?}");
        assert_eq!(rows[4], (3, 5, 7, -300), "{name}: {rows:?}");
    }
}

/// Issue 42, item 7: the final state. The night (four pairs, one Mitchell round, both
/// tables 1200-900: 13-7) is signed once its round is closed; from then on nothing of
/// it changes, with a reason or not, through the command line, a table's phone or the
/// round's steps, until the director reopens it with a reason (kept in the event's file
/// and shown in the log); then a correction is made as before, with its reason.
#[test]
fn a_signed_event_changes_only_once_reopened_with_a_reason() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "fin", "1 mitchell", &[], true);
    crate::tournament::play(&env, "Ana-Bob", "Ed-Flo", "1", 300);
    // Too soon: the round is not closed (a game still playing).
    env.run(&["tournament", "sign", "fin"])
        .refused("0 of its 1 rounds are closed");
    crate::tournament::play(&env, "Cy-Di", "Gus-Hal", "2", 300);
    // Every game over, the round not closed: said as such, not as a game not over.
    let standings = env.run(&["tournament", "standings", "fin"]).ok().stdout;
    assert!(
        standings.contains("every game is over; round 1 is not closed yet"),
        "{standings}"
    );
    env.run(&["tournament", "close", "fin"]).ok();
    let signed = env.run(&["tournament", "sign", "fin"]).ok().stdout;
    assert!(signed.contains("(final: signed"), "{signed}");
    assert!(signed.contains("signed as final"), "{signed}");
    let event_file = env.data().join("tournaments").join("fin.yaml");
    let before = (
        std::fs::read(env.data().join("games").join("1.yaml")).expect("game"),
        std::fs::read(&event_file).expect("event"),
    );
    // Nothing changes, reason or not.
    env.run(&["undo", "--game", "1", "--why", "deal 3 was wrong"])
        .refused("is signed as final");
    env.run(&["tournament", "seat", "fin"])
        .refused("is signed as final");
    env.run(&["tournament", "absent", "fin", "1"])
        .refused("is signed as final");
    env.run(&["tournament", "sign", "fin"])
        .refused("is signed as final");
    let served = serve_tournament(&env, "127.0.0.1:0", "fin");
    let one = key(&env, 1);
    let v = version(&served, &one);
    let (status, answer) = post(&served, &one, "/api/undo", json!({ "version": v }));
    assert_eq!(status, 409, "{answer}");
    drop(served);
    assert_eq!(
        before,
        (
            std::fs::read(env.data().join("games").join("1.yaml")).expect("game"),
            std::fs::read(&event_file).expect("event"),
        )
    );
    // Reopened: only with a reason, of at most 300 characters.
    env.run(&["tournament", "reopen", "fin"]).refused("--why");
    let long = "x".repeat(301);
    env.run(&["tournament", "reopen", "fin", "--why", &long])
        .refused("301 characters");
    env.run(&[
        "tournament",
        "reopen",
        "fin",
        "--why",
        "table 1's sheet\nwas added wrong",
    ])
    .ok();
    env.run(&["tournament", "reopen", "fin", "--why", "again"])
        .refused("is not signed");
    // A correction as before: with its reason, logged (1200-900 to 800-600).
    env.run(&["undo", "--game", "1"]).refused("--why");
    env.run(&["undo", "--game", "1", "--why", "deal 3 was table 2's"])
        .ok();
    assert_eq!(log(&env, "fin").len(), 1);
    let status = env.run(&["tournament", "status", "fin"]).ok().stdout;
    // The reopening in the log, its newline shown escaped (no forged line).
    assert!(
        status.contains("Why: table 1's sheet\\nwas added wrong"),
        "{status}"
    );
    assert!(!status.contains("\nwas added wrong"), "{status}");
    assert!(status.contains("800-600 after"), "{status}");
}

/// Table `table`'s key of tournament `name`, as kept beside its file.
fn key_of(env: &Env, name: &str, table: u32) -> String {
    let text = std::fs::read_to_string(env.data().join("tournaments").join(format!("{name}.keys")))
        .expect("keys");
    text.lines()
        .find_map(|l| {
            let (t, k) = l.split_once(' ')?;
            (t == table.to_string()).then(|| k.to_string())
        })
        .expect("the table's key")
}

/// Issue 42, item 3: keys per event and table. Friday's event and Saturday's each have
/// their own, made when a round is published: Friday's printed key for table 1 opens
/// nothing of Saturday's. `tournament keys NAME --new` renews them: the old key opens
/// nothing from then on, on a board already running, and the new one opens the table.
#[test]
fn each_events_tables_have_their_own_keys_renewed_on_demand() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "fri", "1 mitchell", &[], true);
    crate::tournament::four_pairs(&env, "sat", "1 mitchell", &[], true);
    let friday = key_of(&env, "fri", 1);
    let saturday = key_of(&env, "sat", 1);
    assert_ne!(friday, saturday);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(env.data().join("tournaments").join("sat.keys"))
            .expect("keys")
            .permissions()
            .mode();
        assert_eq!(mode & 0o077, 0, "owner-only: {mode:o}");
    }
    let served = serve_tournament(&env, "127.0.0.1:0", "sat");
    let state = |key: &str| call_with(&served, "GET", "/api/state", Some(key), &[], None).0;
    assert_eq!(
        state(&friday),
        403,
        "Friday's key opens nothing of Saturday's"
    );
    assert_eq!(state(&saturday), 200);
    // The keys listed, then renewed: said, and the sheet to print again.
    let listed = env.run(&["tournament", "keys", "sat"]).ok().stdout;
    assert!(listed.contains(&format!("Table 1: {saturday}")), "{listed}");
    let renewed = env.run(&["tournament", "keys", "sat", "--new"]).ok().stdout;
    assert!(
        renewed.contains("the old ones open nothing now"),
        "{renewed}"
    );
    let new = key_of(&env, "sat", 1);
    assert_ne!(new, saturday);
    assert_eq!(state(&saturday), 403, "the old key opens nothing");
    assert_eq!(state(&new), 200);
    // The old key's phone is told to scan its table's new code, not the scorer's.
    let (_, told) = call_with(&served, "GET", "/api/state", Some(&saturday), &[], None);
    assert!(
        told["message"]
            .as_str()
            .unwrap_or("")
            .contains("Scan your table's QR code again"),
        "{told}"
    );
    // A table's key asking for a new game is told what the page is for.
    let (status, told) = post(
        &served,
        &new,
        "/api/new",
        json!({ "variant": "classic", "sides": "", "players": "", "dealer": "" }),
    );
    assert_eq!(status, 409, "{told}");
    let said = told["message"].as_str().unwrap_or("");
    assert!(
        said.contains("table 1's game of the tournament only") && !said.contains("--game"),
        "{told}"
    );
    assert_eq!(key_of(&env, "fri", 1), friday, "Friday's keys are Friday's");
}

/// A desk's call (the director's key).
fn desk(served: &crate::board::Served, director: &str, step: &str, body: Value) -> (u16, Value) {
    let path = if step.is_empty() {
        "/api/desk".to_string()
    } else {
        format!("/api/desk/{step}")
    };
    let method = if step.is_empty() { "GET" } else { "POST" };
    let body = body.to_string();
    call_with(
        served,
        method,
        &path,
        Some(director),
        &[],
        (method == "POST").then_some(body.as_str()),
    )
}

/// Issue 42, item 8: the desk a director reads at a glance. The seated round is shown
/// before it is published, and may be seated by hand there; each step's message is the
/// desk's (no command to type); each table's confirmation is shown; "New keys" renews
/// the tables' keys and gives the sheet to print, the old keys opening nothing.
#[test]
fn the_desk_shows_the_seated_round_and_confirmations_and_renews_keys() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "glance", "2 mitchell", &[], false);
    let served = serve_tournament(&env, "127.0.0.1:0", "glance");
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let html = |v: &Value| v["html"].as_str().unwrap_or("").to_string();
    let message = |v: &Value| v["message"].as_str().unwrap_or("").to_string();
    // Seated by the plan (Mitchell: 1 Ana-Bob v 3 Ed-Flo, 2 Cy-Di v 4 Gus-Hal): shown.
    let (status, seated) = desk(&served, &director, "seat", json!({}));
    assert_eq!(status, 200, "{seated}");
    assert!(message(&seated).contains("check it below"), "{seated}");
    assert!(!message(&seated).contains('`'), "{seated}");
    assert!(
        html(&seated).contains("round 1 (seated, not yet shown)"),
        "{seated}"
    );
    assert!(
        html(&seated).contains("<td>1 Ana-Bob</td><td>3 Ed-Flo</td>"),
        "{seated}"
    );
    // Seated again by hand: 1 Ana-Bob v 2 Cy-Di, 3 Ed-Flo v 4 Gus-Hal.
    let (status, typed) = desk(
        &served,
        &director,
        "seat",
        json!({ "seating": "1 1 2\n2 3 4" }),
    );
    assert_eq!(status, 200, "{typed}");
    assert!(
        html(&typed).contains("<td>1 Ana-Bob</td><td>2 Cy-Di</td>"),
        "{typed}"
    );
    let (status, published) = desk(&served, &director, "publish", json!({}));
    assert_eq!(status, 200, "{published}");
    assert_eq!(
        message(&published),
        "Round 1 published: 2 tables play it on their phones."
    );
    // Nothing to publish now: the desk's words.
    let (status, refused) = desk(&served, &director, "publish", json!({}));
    assert_eq!(status, 409, "{refused}");
    assert!(!message(&refused).contains('`'), "{refused}");
    // Table 1's game over (1200-900: 13-7), confirmed by the table, then an opponent.
    crate::tournament::play(&env, "Ana-Bob", "Cy-Di", "1", 300);
    let one = key(&env, 1);
    let v = version(&served, &one);
    post(
        &served,
        &one,
        "/api/confirm",
        json!({ "step": "table", "version": v }),
    );
    let (_, look) = desk(&served, &director, "", json!({}));
    assert!(
        html(&look).contains("over, the table confirmed 13-7"),
        "{look}"
    );
    post(
        &served,
        &one,
        "/api/confirm",
        json!({ "step": "opponent", "version": v }),
    );
    let (_, look) = desk(&served, &director, "", json!({}));
    assert!(html(&look).contains("over, confirmed 13-7"), "{look}");
    // An unknown confirmation step is refused, not taken as the table's.
    let (status, _) = post(
        &served,
        &key(&env, 2),
        "/api/confirm",
        json!({ "step": "referee", "version": v }),
    );
    assert_eq!(status, 400);
    // New keys: the sheet to print, the old key refused, the new one taken.
    let (status, renewed) = desk(&served, &director, "keys", json!({}));
    assert_eq!(status, 200, "{renewed}");
    assert!(message(&renewed).contains("the old QR codes open nothing now"));
    let sheet = renewed["sheet"].as_str().unwrap_or("");
    let new = key(&env, 1);
    assert_ne!(new, one);
    assert!(sheet.contains("<svg") && sheet.contains(&new), "{sheet}");
    let state = |k: &str| call_with(&served, "GET", "/api/state", Some(k), &[], None).0;
    assert_eq!(state(&one), 403);
    assert_eq!(state(&new), 200);
    // Table 2 played, round 1 closed from the desk; round 2 seated: shown under round
    // 1's tables before it is published.
    crate::tournament::play(&env, "Ed-Flo", "Gus-Hal", "2", 300);
    let (status, closed) = desk(&served, &director, "close", json!({}));
    assert_eq!(status, 200, "{closed}");
    assert_eq!(
        message(&closed),
        "Round 1 closed: the standings below count it. Seat the next round when ready."
    );
    let (_, seated) = desk(&served, &director, "seat", json!({}));
    assert!(html(&seated).contains("round 1 (closed)"), "{seated}");
    assert!(html(&seated).contains("id=\"drafted\""), "{seated}");
    assert!(
        html(&seated).contains("round 2 (seated, not yet shown)"),
        "{seated}"
    );
}

/// Issue 42, items 5 and 8: a near-duplicate player's name is said in the command's own
/// summary (standard output, not only standard error) and on the desk; 100,000 entrants
/// are read (in linear time: 258 s before) and refused with the one limit of a
/// tournament's file, nothing written; a name with a right-to-left override is refused.
#[test]
fn names_alike_are_said_and_a_huge_list_is_refused_whole() {
    let env = Env::new();
    let file = env.file(
        "pairs.txt",
        "Maria Rossi, Bob Bianchi\nMaría Rossi, Cy Verdi\nEd Galli, Flo Conti\nGus Ferri, Hal Moro\n",
    );
    let made = env
        .run(&[
            "tournament",
            "new",
            "alike",
            "--variant",
            "burraco-tournament",
            "--entrants",
            file.to_str().expect("path"),
            "--plan",
            "1 mitchell",
        ])
        .ok()
        .stdout;
    assert!(
        made.contains("Note, line 2: María Rossi looks like Maria Rossi"),
        "{made}"
    );
    let served = serve_tournament(&env, "127.0.0.1:0", "alike");
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let (_, look) = desk(&served, &director, "", json!({}));
    assert!(
        look["html"]
            .as_str()
            .unwrap_or("")
            .contains("María Rossi looks like Maria Rossi"),
        "{look}"
    );
    drop(served);
    // 100,000 entrants (a name each): read, then refused as the file it would make.
    let many: String = (0..100_000).map(|i| format!("E{i}:\n")).collect();
    let big = env.file("many.txt", &many);
    env.run(&[
        "tournament",
        "new",
        "many",
        "--variant",
        "burraco-tournament",
        "--entrants",
        big.to_str().expect("path"),
        "--plan",
        "1 mitchell",
    ])
    .refused("canasta reads back tournament files of at most 1024 KB");
    assert!(
        !env.data().join("tournaments").join("many.yaml").exists(),
        "nothing written"
    );
    // A right-to-left override in a name: refused, shown escaped.
    let refused = env
        .run(&[
            "tournament",
            "new",
            "rtl",
            "--variant",
            "burraco-tournament",
            "--entrant",
            "Ann\u{202e}nnA, Bob",
            "--entrant",
            "Cy, Di",
            "--plan",
            "1 mitchell",
        ])
        .refused("a mark that turns the text around")
        .stderr;
    assert!(refused.contains("\\u{202e}"), "{refused}");
}

/// The table's totals as the desk reads them, and the log's length and last `after`.
#[cfg(unix)]
fn totals_and_log(env: &Env, name: &str) -> ((i64, i64), usize, Option<(i64, i64)>) {
    let status = crate::tournament::json(env, &["tournament", "status", name, "--format", "json"]);
    let t = &status["tables"][0];
    let totals = (
        t["ns_points"].as_i64().expect("ns"),
        t["ew_points"].as_i64().expect("ew"),
    );
    let log = log(env, name);
    let last = log.last().map(|a| {
        (
            a["after"][0].as_i64().expect("after"),
            a["after"][1].as_i64().expect("after"),
        )
    });
    (totals, log.len(), last)
}

/// Issue 42, item 1, on a path a hand takes: a director's correction killed at any
/// instant (SIGKILL) leaves the game and the event's log together, both changed or
/// neither: the table's totals are always the last correction's `after`, and each
/// change of the game has its line in the log. Another writer (the command line's
/// `record`, refused without a reason) runs between the kills.
#[cfg(unix)]
#[test]
fn a_killed_correction_leaves_the_game_and_its_log_together() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "kill", "1 mitchell", &[], true);
    crate::tournament::play(&env, "Ana-Bob", "Ed-Flo", "1", 300);
    crate::tournament::play(&env, "Cy-Di", "Gus-Hal", "2", 300);
    env.run(&["tournament", "close", "kill"]).ok();
    // A correction takes a few milliseconds: kills spread over 0 to 12 ms.
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut changes = 0;
    for trial in 0..40 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let (totals, logged, _) = totals_and_log(&env, "kill");
        // Deal 3's E-W line: 300, 250, 200, ... (each a different result).
        let ew = format!("Ed-Flo: ={}", 300 - 10 * (trial % 20));
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_canasta"))
            .args([
                "edit",
                "--game",
                "1",
                "3",
                &ew,
                "--why",
                "a sheet read again",
            ])
            .env("CANASTA_DATA_DIR", env.data())
            .env("CANASTA_LANG", "en")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawns");
        std::thread::sleep(std::time::Duration::from_micros(seed % 12_000));
        let _ = child.kill();
        let _ = child.wait();
        let (now, logged_now, last) = totals_and_log(&env, "kill");
        if logged_now == logged + 1 {
            changes += 1;
            assert_eq!(
                Some(now),
                last,
                "trial {trial}: the log's after is the game's"
            );
        } else {
            assert_eq!(logged_now, logged, "trial {trial}: one line a change");
            // Unchanged, or changed to the same totals (the edit gave what was there).
            assert_eq!(
                now, totals,
                "trial {trial}: the game changed without its line"
            );
        }
        // Another front end between the kills: refused, nothing written.
        env.run(&["undo", "--game", "1"]).refused("--why");
    }
    eprintln!("{changes} of 40 corrections completed, the others killed");
    // Every line of the log is a change the game shows in its turn.
    assert_eq!(log(&env, "kill").len(), changes);
}
