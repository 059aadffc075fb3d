//! Issue 46, items 1 and 6: a 12-player individual night (`3 individual`,
//! `burraco-tournament`: 3 deals a game, victory points by the FIBUR table as puntiburraco
//! and eburraco publish it, docs/SOURCES.md). Entrants are players, four a table,
//! partners changing every round; each player is given their line's result (the
//! circuits' individual standings sum a player's results over their partners,
//! docs/SOURCES.md [SUMMER-TOUR]). Table 1's first game is scored and confirmed on its
//! phone; the rest are typed at the command line; one result is corrected after its round
//! closed, with a reason.
//!
//! The movement (pinned here: it is deterministic) seats, N & S against E & W:
//! - round 1: table 1: 12 Lu & 1 Ana v 2 Bob & 11 Kim; table 2: 3 Cy & 10 Jo v 4 Di & 9
//!   Ivo; table 3: 5 Ed & 8 Hal v 6 Flo & 7 Gus.
//! - round 2: 6 Flo & 4 Di v 2 Bob & 1 Ana; 3 Cy & 11 Kim v 5 Ed & 10 Jo; 12 Lu & 9 Ivo v
//!   7 Gus & 8 Hal.
//! - round 3: 5 Ed & 7 Gus v 4 Di & 2 Bob; 9 Ivo & 3 Cy v 6 Flo & 11 Kim; 1 Ana & 10 Jo v
//!   8 Hal & 12 Lu.
//!
//! Nobody partners twice or meets anyone twice (3 others a round, 9 of 11), as the event
//! says when it is made.
//!
//! Every round, a deal at table 1 is N-S 200, E-W 100 (600-300: 300, up to 350: 13-7, MP
//! +300/-300); at table 2 N-S 100, E-W 300 (300-900: 600, up to 650: 5-15, -600/+600); at
//! table 3 150 each (450-450: 10-10, 0). Each player's victory points and match points:
//! - Ed: 10 + 15 + 13 = 38, 0 + 600 + 300 = +900. Flo: 10 + 13 + 15 = 38, 0 + 300 + 600
//!   = +900. They met once (round 1, table 3: 10-10): level, both first.
//! - Di: 15 + 13 + 7 = 35, +600 + 300 - 300 = +600, third.
//! - Gus: 10 + 10 + 13 = 33, +300; Lu: 13 + 10 + 10 = 33, +300: fourth.
//! - Ana, Hal, Ivo, Jo: 30, 0 (Ana 13 + 7 + 10; Hal 10 + 10 + 10; Ivo 15 + 10 + 5; Jo 5 +
//!   15 + 10): sixth.
//! - Kim: 7 + 5 + 15 = 27, -300. Bob: 7 + 7 + 7 = 21, -900. Cy: 5 + 5 + 5 = 15, -1800.
//!
//! Then round 3's table 3 is corrected (a deal E-W had 150 more: 450-600, 150 up to 150:
//! 9-11 for N-S): Ana and Jo 29 (-150 each), Hal 31 (+150) and Lu 34 (+450): Lu is now
//! fourth alone, behind Di's 35, and Gus fifth.

use serde_json::{Value, json};

use crate::harness::Env;
use crate::scorer_api::call_with;
use crate::tournament::json as run_json;

const NAMES: [&str; 12] = [
    "Ana", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivo", "Jo", "Kim", "Lu",
];

/// The rounds' tables: (N, S, E, W).
const SEATED: [[(u64, u64, u64, u64); 3]; 3] = [
    [(12, 1, 2, 11), (3, 10, 4, 9), (5, 8, 6, 7)],
    [(6, 4, 2, 1), (3, 11, 5, 10), (12, 9, 7, 8)],
    [(5, 7, 4, 2), (9, 3, 6, 11), (1, 10, 8, 12)],
];

/// A deal's (N-S, E-W) points at each table.
const DEAL: [(u32, u32); 3] = [(200, 100), (100, 300), (150, 150)];

fn name(n: u64) -> &'static str {
    NAMES[n as usize - 1]
}

/// The round's tables as seated: (N, S, E, W, game).
fn seated(env: &Env) -> Vec<(u64, u64, u64, u64, String)> {
    let s = run_json(env, &["tournament", "seating", "night", "--format", "json"]);
    s["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            let n = |k: &str| t[k]["entrant"].as_u64().expect("a player");
            (
                n("ns"),
                n("south"),
                n("ew"),
                n("west"),
                t["game"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

fn record(env: &Env, game: &str, seat: (u64, u64, u64, u64), (a, b): (u32, u32)) {
    let (n, s, e, w) = seat;
    env.run(&[
        "record",
        "--game",
        game,
        &format!("{} & {}: {a}", name(n), name(s)),
        &format!("{} & {}: {b}", name(e), name(w)),
    ])
    .ok();
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

/// (player, rank, VP, MP) of the standings.
fn standings(env: &Env) -> Vec<(u64, u64, i64, i64)> {
    let s = run_json(
        env,
        &["tournament", "standings", "night", "--format", "json"],
    );
    s["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["entrant"].as_u64().unwrap_or(0),
                r["rank"].as_u64().unwrap_or(0),
                r["vp"].as_i64().unwrap_or(0),
                r["mp"].as_i64().unwrap_or(0),
            )
        })
        .collect()
}

#[test]
fn a_twelve_player_individual_night() {
    let env = Env::new();
    let list = env.file("players.txt", &NAMES.join("\n"));
    let made = env
        .run(&[
            "tournament",
            "new",
            "night",
            "--variant",
            "burraco-tournament",
            "--entrants",
            list.to_str().expect("path"),
            "--plan",
            "3 individual",
        ])
        .ok()
        .stdout;
    assert!(
        made.contains(
            "no two players partner more than once and none meet as opponents more than once"
        ),
        "{made}"
    );
    let served = crate::board::serve_tournament(&env, "127.0.0.1:0", "night");
    // The director's desk offers no seating by hand: the movement seats every round.
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let (status, desk) = call_with(&served, "GET", "/api/desk", Some(&director), &[], None);
    assert_eq!((status, &desk["by_hand"]), (200, &json!(false)), "{desk}");
    for (round, want) in SEATED.iter().enumerate() {
        env.run(&["tournament", "seat", "night"]).ok();
        env.run(&["tournament", "publish", "night"]).ok();
        let tables = seated(&env);
        let got: Vec<(u64, u64, u64, u64)> = tables.iter().map(|t| (t.0, t.1, t.2, t.3)).collect();
        assert_eq!(&got, want, "round {}", round + 1);
        for (i, t) in tables.iter().enumerate() {
            let seat = (t.0, t.1, t.2, t.3);
            if round == 0 && i == 0 {
                // Table 1 on its phone: three deals, then the table and an opponent
                // confirm, as at a pairs night.
                let key = env.table_key(1);
                for deal in ["d1", "d2", "d3"] {
                    let (_, now) = call_with(&served, "GET", "/api/state", Some(&key), &[], None);
                    assert!(now.to_string().contains("Lu & Ana"), "{now}");
                    let v = now["version"].as_str().expect("version").to_string();
                    let body = json!({ "version": v, "lines": ["200", "100"], "hand_id": deal });
                    assert_eq!(post(&served, &key, "/api/save", body).0, 200);
                }
                let (_, over) = call_with(&served, "GET", "/api/state", Some(&key), &[], None);
                let v = over["version"].as_str().expect("version").to_string();
                for step in ["table", "opponent"] {
                    let (status, answer) = post(
                        &served,
                        &key,
                        "/api/confirm",
                        json!({ "step": step, "version": v }),
                    );
                    assert_eq!(status, 200, "{answer}");
                }
                continue;
            }
            for _ in 0..3 {
                record(&env, &t.4, seat, DEAL[i]);
            }
        }
        env.run(&["tournament", "close", "night"]).ok();
    }
    assert_eq!(
        standings(&env),
        vec![
            (5, 1, 38, 900),
            (6, 1, 38, 900),
            (4, 3, 35, 600),
            (7, 4, 33, 300),
            (12, 4, 33, 300),
            (1, 6, 30, 0),
            (8, 6, 30, 0),
            (9, 6, 30, 0),
            (10, 6, 30, 0),
            (11, 10, 27, -300),
            (2, 11, 21, -900),
            (3, 12, 15, -1800),
        ]
    );
    // Round 3, table 3 (Ana & Jo v Hal & Lu) corrected by the director: its last deal
    // E-W 300, not 150 (450-600: 9-11, MP -150/+150).
    let game = seated(&env)[2].4.clone();
    env.run(&["undo", "--game", &game, "--why", "E-W's last deal was 300"])
        .ok();
    env.run(&[
        "record",
        "--game",
        &game,
        "--why",
        "E-W's last deal was 300",
        "Ana & Jo: 150",
        "Hal & Lu: 300",
    ])
    .ok();
    let after = standings(&env);
    let of = |p: u64| after.iter().find(|r| r.0 == p).copied().expect("a player");
    assert_eq!(of(1), (1, 8, 29, -150), "Ana");
    assert_eq!(of(10), (10, 8, 29, -150), "Jo");
    assert_eq!(of(8), (8, 6, 31, 150), "Hal");
    assert_eq!(of(12), (12, 4, 34, 450), "Lu");
    assert_eq!(of(4), (4, 3, 35, 600), "Di");
    assert_eq!(of(7), (7, 5, 33, 300), "Gus");
    // The results file: each table's four players, valid by its schema, read back to the
    // same standings.
    let run = env
        .run(&["tournament", "export", "night", "--format", "results"])
        .ok();
    let file: Value = serde_json::from_str(&run.stdout).expect("JSON");
    let schema: Value =
        serde_json::from_str(include_str!("../../docs/results.schema.json")).expect("schema");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let errors: Vec<String> = validator
        .iter_errors(&file)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let t = &file["rounds"][2]["tables"][2];
    assert_eq!(
        (&t["ns"], &t["south"], &t["ew"], &t["west"]),
        (&json!(1), &json!(10), &json!(8), &json!(12))
    );
    let path = env.file("night.json", &run.stdout);
    let back = run_json(
        &env,
        &[
            "tournament",
            "read-results",
            path.to_str().expect("path"),
            "--format",
            "json",
        ],
    );
    let here = run_json(
        &env,
        &["tournament", "standings", "night", "--format", "json"],
    );
    assert_eq!(back, here);
    // The correction is in the event's log, with its reason.
    let event = std::fs::read_to_string(env.data().join("tournaments/night.yaml")).expect("event");
    assert!(event.contains("E-W's last deal was 300"), "{event}");
}

/// What an individual event refuses, saying what would do: a variant that does not seat
/// two partnerships of two, pairs rounds in its plan, fewer than 8 players, and a seating
/// typed by hand.
#[test]
fn an_individual_event_refuses_what_it_cannot_seat() {
    let env = Env::new();
    let list = env.file("players.txt", &NAMES.join("\n"));
    let path = list.to_str().expect("path");
    let new = |variant: &str, plan: &str| {
        env.run(&[
            "tournament",
            "new",
            "night",
            "--variant",
            variant,
            "--entrants",
            path,
            "--plan",
            plan,
        ])
    };
    // A club's own Burraco of one a side, 3 deals.
    let config = env.data().join("config");
    std::fs::create_dir_all(config.join("presets")).expect("presets folder");
    std::fs::write(
        config.join("presets/duel.yaml"),
        "name: duel\nextends: burraco-2p\nhands: 3\ntarget: null\n",
    )
    .expect("preset");
    let out = env
        .cmd()
        .env("CANASTA_CONFIG_DIR", &config)
        .args([
            "tournament",
            "new",
            "night",
            "--variant",
            "duel",
            "--entrants",
            path,
        ])
        .args(["--plan", "3 individual"])
        .output()
        .expect("runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("two partnerships of two"), "{said}");
    new("burraco-tournament", "2 individual + 1 danish").refused("only individual rounds");
    let seven = env.file("seven.txt", &NAMES[..7].join("\n"));
    env.run(&[
        "tournament",
        "new",
        "seven",
        "--variant",
        "burraco-tournament",
        "--entrants",
        seven.to_str().expect("path"),
        "--plan",
        "3 individual",
    ])
    .refused("needs 8");
    assert!(!env.data().join("tournaments/night.yaml").exists());
    new("burraco-tournament", "3 individual").ok();
    let typed = env.file("seating.txt", "1 1 2\n2 3 4\n");
    env.run(&[
        "tournament",
        "seat",
        "night",
        "--seating",
        typed.to_str().expect("path"),
    ])
    .refused("seated by its movement");
}

/// An 8-player individual night with a player marked absent: a round seats 8 players (two
/// tables of four), so with 7 present `absent` says the next round cannot be seated, and
/// `seat` is refused naming the absent player and how to bring them back, the event's file
/// as it was. Once the player is back, the round is seated: 2 tables, nobody sitting out.
#[test]
fn an_individual_night_one_player_short_names_the_absent() {
    let env = Env::new();
    individual_night(&env, 8);
    let said = env.run(&["tournament", "absent", "night", "3"]).ok().stdout;
    assert!(
        said.contains("Absent from the next rounds seated: 3 Cy."),
        "{said}"
    );
    assert!(
        said.contains("An individual round seats at least 8 players and 7 are present"),
        "{said}"
    );
    let file = env.data().join("tournaments/night.yaml");
    let before = std::fs::read_to_string(&file).expect("the event's file");
    env.run(&["tournament", "seat", "night"]).refused(
        "an individual round seats at least 8 players; 7 are present (absent: 3 Cy): bring \
         one back with `canasta tournament absent NAME N --back`, then seat the round",
    );
    env.run(&["--lang", "it", "tournament", "seat", "night"])
        .refused("ne sono presenti 7 (assenti: 3 Cy)");
    assert_eq!(
        std::fs::read_to_string(&file).expect("the event's file"),
        before
    );
    env.run(&["tournament", "absent", "night", "3", "--back"])
        .ok();
    env.run(&["tournament", "seat", "night"]).ok();
    assert_eq!(seated(&env).len(), 2);
}

/// On an individual night a line is two players (`Hal & Ana`), and a director types a
/// line by either player's name: the second player's (`Ana: 300`), in any case, or a
/// unique beginning of it (`gu` for Gus), names that player's line. A deal of 300 to 100
/// is N-S 300, E-W 100. A name that is neither line's is refused naming both lines.
#[test]
fn an_individual_lines_second_player_names_it() {
    let env = Env::new();
    individual_night(&env, 8);
    env.run(&["tournament", "seat", "night"]).ok();
    env.run(&["tournament", "publish", "night"]).ok();
    let (n, s, e, w, game) = seated(&env).remove(0);
    let west = name(w);
    env.run(&[
        "record",
        "--game",
        &game,
        &format!("{}: 300", name(s).to_uppercase()),
        &format!("{}: 100", &west[..2].to_lowercase()),
    ])
    .ok();
    let sheet = run_json(&env, &["show", "--game", &game, "--format", "json"]);
    assert_eq!(
        sheet["totals"],
        json!({
            format!("{} & {}", name(n), name(s)): 300,
            format!("{} & {}", name(e), name(w)): 100,
        }),
        "{sheet}"
    );
    let stranger = NAMES[8];
    env.run(&["record", "--game", &game, &format!("{stranger}: 300")])
        .refused(&format!("`{stranger}` is not in this game"));
}

/// `absent` takes a player's name as the seating shows it (any case, a unique beginning),
/// and a name nobody has is refused (exit 2, the event's file as it was). Marked absent
/// once round 1 is seated but not yet published, the player is still at a table of it:
/// `absent` says to seat it again, and seating it again leaves them out (9 players less
/// one: the 8 others at two tables, nobody sitting out).
#[test]
fn absent_by_name_and_a_seated_round_to_seat_again() {
    let env = Env::new();
    individual_night(&env, 9);
    let file = env.data().join("tournaments/night.yaml");
    let before = std::fs::read_to_string(&file).expect("the event's file");
    env.run(&["tournament", "absent", "night", "Zed"])
        .refused("no entrant is called `Zed`: give its number (1 to 9)");
    assert_eq!(std::fs::read_to_string(&file).expect("file"), before);
    env.run(&["tournament", "seat", "night"]).ok();
    // 9 players: two tables of four, one sits out; one of the eight at a table leaves.
    let (n, ..) = seated(&env)[0].clone();
    let said = env
        .run(&["tournament", "absent", "night", &name(n).to_lowercase()])
        .ok()
        .stdout;
    assert!(
        said.contains(&format!(
            "Absent from the next rounds seated: {n} {}.",
            name(n)
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "Round 1 is seated, not yet published, with {n} {} at a table: seat it again \
             (`canasta tournament seat night`) before publishing it.",
            name(n)
        )),
        "{said}"
    );
    let again = env.run(&["tournament", "seat", "night"]).ok().stdout;
    let seated_again = seated(&env);
    assert!(
        seated_again
            .iter()
            .all(|t| ![t.0, t.1, t.2, t.3].contains(&n)),
        "{seated_again:?}"
    );
    // The seating says who is absent, not only who sits out.
    assert!(
        again.contains(&format!("Absent: {n} {}", name(n))),
        "{again}"
    );
}

/// A `burraco-tournament` individual night, `night`, of the first `players` of
/// [`NAMES`], over 3 rounds.
fn individual_night(env: &Env, players: usize) {
    let list = env.file("players.txt", &NAMES[..players].join("\n"));
    env.run(&[
        "tournament",
        "new",
        "night",
        "--variant",
        "burraco-tournament",
        "--entrants",
        list.to_str().expect("path"),
        "--plan",
        "3 individual",
    ])
    .ok();
}

/// The desk of an individual night in a browser: the box for seating by hand is hidden
/// (the movement seats every round; the answer's `by_hand` is false), the absent player
/// is named under the round ("Absent: 9 Ivo"), and axe finds nothing, light and dark.
/// 9 players less Ivo: 8 at two tables, nobody sitting out.
#[test]
fn an_individual_nights_desk_in_a_browser() {
    let Some(axe) = crate::accessibility::axe_script() else {
        return;
    };
    let Some(browser) = crate::browser::Browser::start() else {
        return;
    };
    let env = Env::new();
    individual_night(&env, 9);
    env.run(&["tournament", "absent", "night", "Ivo"]).ok();
    env.run(&["tournament", "seat", "night"]).ok();
    env.run(&["tournament", "publish", "night"]).ok();
    assert_eq!(seated(&env).len(), 2);
    let served = crate::board::serve_tournament(&env, "127.0.0.1:0", "night");
    let (base, director) = served
        .scorer
        .split_once("/score#k=")
        .expect("the scorer's address");
    let wait = std::time::Duration::from_secs(10);
    let desk = browser.page(&format!("{base}/desk#k={director}"), 360, 780);
    assert!(desk.wait_text("#desk", "Absent: 9 Ivo", wait));
    assert!(desk.wait_for("document.getElementById('by-hand').hidden === true", wait));
    crate::accessibility::check(&desk, &axe, "an individual night's desk");
    crate::accessibility::dark(&desk, true);
    crate::accessibility::check(&desk, &axe, "an individual night's desk, dark");
}

/// Another front end at once, and a kill, on the path of an absence: `absent` (a player
/// out, or back) runs as a process killed at a random instant (0 to 8 ms) while this
/// test seats the round at the same time. Whatever the order and wherever the kill, the
/// event's file is whole (it reads, each absent player once), and a round seated after
/// leaves out every player absent then; with two absent, 7 are present and seating is
/// refused, the file as it was.
#[cfg(unix)]
#[test]
fn an_absence_beside_a_seating_and_killed_leaves_the_event_whole() {
    let env = Env::new();
    individual_night(&env, 9);
    let file = env.data().join("tournaments/night.yaml");
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut finished = 0;
    for trial in 0..30 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let who = NAMES[(seed % 9) as usize];
        let mut args = vec!["tournament", "absent", "night", who];
        if trial % 3 == 2 {
            args.push("--back");
        }
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_canasta"))
            .args(&args)
            .env("CANASTA_DATA_DIR", env.data())
            .env("CANASTA_LANG", "en")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawns");
        // The other front end, at the same time: made, or refused for too few present.
        let beside = env.run(&["tournament", "seat", "night"]);
        assert!(
            [0, 2].contains(&beside.code),
            "trial {trial}: {}",
            beside.stderr
        );
        std::thread::sleep(std::time::Duration::from_micros((seed >> 8) % 8_000));
        let _ = child.kill();
        if child.wait().is_ok_and(|s| s.success()) {
            finished += 1;
        }
        let text = std::fs::read_to_string(&file).expect("the event's file");
        let event: serde_yaml::Value = serde_yaml::from_str(&text).expect("a whole event");
        let mut absent: Vec<u64> = event["absent"]
            .as_sequence()
            .map(|s| s.iter().filter_map(serde_yaml::Value::as_u64).collect())
            .unwrap_or_default();
        let count = absent.len();
        absent.dedup();
        assert_eq!(absent.len(), count, "trial {trial}: {absent:?}");
        if absent.len() <= 1 {
            env.run(&["tournament", "seat", "night"]).ok();
            for t in seated(&env) {
                let at = [t.0, t.1, t.2, t.3];
                assert!(
                    absent.iter().all(|a| !at.contains(a)),
                    "trial {trial}: {absent:?} at {at:?}"
                );
            }
        } else {
            env.run(&["tournament", "seat", "night"]).refused("present");
            assert_eq!(std::fs::read_to_string(&file).expect("file"), text);
            // Everyone back, for the next trial.
            for a in absent {
                env.run(&["tournament", "absent", "night", &a.to_string(), "--back"])
                    .ok();
            }
        }
    }
    eprintln!("{finished} of 30 absences finished, the others killed");
}
