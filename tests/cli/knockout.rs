//! Issue 46, items 2 and 6: a knockout of 8 pairs, and 2 groups then a knockout
//! (`burraco-tournament`: 3 deals a game; its `knockout_tie` is the default,
//! `play_another_hand`: a match level on points after its 3 deals plays another deal;
//! docs/SOURCES.md [KO-PROGRAMS]). Each deal is typed as melded points only, the same at
//! every deal of a table, so a game's totals are three times a deal's. Pair N is `PNa-PNb`.
//!
//! The knockout of 8, seeded in entry order (the bracket 1-8, 4-5, 2-7, 3-6):
//! - round 1: table 1: 1 300 v 8 100 a deal (900 v 300): 1. Table 2: 4 100 v 5 200 (300 v
//!   600): 5. Table 3: 2 150 v 7 150 (450 v 450, level after 3 deals: the game goes on,
//!   and the round cannot close), a 4th deal 2 100 v 7 200 (550 v 650): 7. Table 4: 3 250
//!   v 6 100 (750 v 300): 3.
//! - round 2: the winners down the bracket, 1 5 7 3, the higher seed North-South: table 1:
//!   1 100 v 5 300 (300 v 900): 5. Table 2: 3 200 v 7 100 (600 v 300): 3.
//! - round 3, the final: 3 v 5. 3 100 v 5 250 (300 v 750): 5 wins.
//! - ranks: 5 first, 3 second, 1 and 7 third (out in the semifinals), 2 4 6 8 fifth (out
//!   in the quarterfinals); in a knockout no victory points are counted.

use crate::harness::Env;
use crate::tournament::{json, tables};

fn name(n: u32) -> String {
    format!("P{n}a-P{n}b")
}

fn number(name: &str) -> u32 {
    name.trim_start_matches('P')
        .split('a')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

fn new_event(env: &Env, event: &str, pairs: u32, plan: &str) {
    let list: String = (1..=pairs).map(|n| format!("P{n}a, P{n}b\n")).collect();
    let file = env.file("pairs.txt", &list);
    env.run(&[
        "tournament",
        "new",
        event,
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        plan,
    ])
    .ok();
}

/// Seat and publish the next round, check its tables (N-S, E-W), and type `deals` deals
/// of each table's (N-S, E-W) points.
fn play(env: &Env, event: &str, want: &[(u32, u32)], points: &[(u32, u32)], deals: usize) {
    env.run(&["tournament", "seat", event]).ok();
    env.run(&["tournament", "publish", event]).ok();
    let games = tables(env, event);
    let got: Vec<(u32, u32)> = games
        .iter()
        .map(|(_, ns, ew, _)| (number(ns), number(ew)))
        .collect();
    assert_eq!(got, want);
    for ((ns, ew), (a, b)) in want.iter().zip(points) {
        let (_, _, _, game) = games
            .iter()
            .find(|(_, n, e, _)| *n == name(*ns) && *e == name(*ew))
            .expect("the table");
        for _ in 0..deals {
            record(env, game, (*ns, *a), (*ew, *b));
        }
    }
}

fn record(env: &Env, game: &str, (ns, a): (u32, u32), (ew, b): (u32, u32)) {
    env.run(&[
        "record",
        "--game",
        game,
        &format!("{}: {a}", name(ns)),
        &format!("{}: {b}", name(ew)),
    ])
    .ok();
}

/// (entrant, rank, finish) of the standings.
fn ranks(env: &Env, event: &str) -> Vec<(u64, u64, String)> {
    ranks_after(env, event, None)
}

/// (entrant, rank, finish) of the standings after round `round` (the last when none).
fn ranks_after(env: &Env, event: &str, round: Option<u32>) -> Vec<(u64, u64, String)> {
    let mut args = vec!["tournament", "standings", event, "--format", "json"];
    let round = round.map(|r| r.to_string());
    if let Some(r) = &round {
        args.extend(["--round", r.as_str()]);
    }
    let standings = json(env, &args);
    standings["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            let k = &r["knockout"];
            (
                r["entrant"].as_u64().expect("entrant"),
                r["rank"].as_u64().expect("rank"),
                format!(
                    "{} {}",
                    k["outcome"].as_str().unwrap_or("-"),
                    k["reached"].as_u64().unwrap_or(0)
                ),
            )
        })
        .collect()
}

#[test]
fn a_knockout_of_eight_pairs() {
    let env = Env::new();
    new_event(&env, "ko", 8, "knockout");
    play(
        &env,
        "ko",
        &[(1, 8), (4, 5), (2, 7), (3, 6)],
        &[(300, 100), (100, 200), (150, 150), (250, 100)],
        3,
    );
    // Table 3 is level after its 3 deals: its game is not over, and the status says why.
    env.run(&["tournament", "close", "ko"]).refused("3");
    let status = env.run(&["tournament", "status", "ko"]).ok().stdout;
    assert!(status.contains("level: another deal"), "{status}");
    // The next round is seated from the winners: refused before round 1 closes.
    env.run(&["tournament", "seat", "ko"]).refused(
        "round 1 is not closed: the next round is seated from its results (close it with \
         `canasta tournament close ko`)",
    );
    let games = tables(&env, "ko");
    record(&env, &games[2].3, (2, 100), (7, 200));
    // Its fourth deal is the game's 3 and one more, not "4/3": 2 550 v 7 650 (450 + 100 v
    // 450 + 200).
    let status = env.run(&["tournament", "status", "ko"]).ok().stdout;
    assert!(status.contains(" 3+1 "), "{status}");
    assert!(!status.contains("4/3"), "{status}");
    env.run(&["tournament", "close", "ko"]).ok();
    play(&env, "ko", &[(1, 5), (3, 7)], &[(100, 300), (200, 100)], 3);
    // Round 1's table 1 (1 beat 8: 900 v 300) corrected now that round 2 is published:
    // a change that would undo who went on is refused, the game as it was; one that
    // keeps the winner (a deal 1 250, not 300: 850 v 300) is made, with its reason.
    let first = env.game_text("1");
    env.run(&["undo", "--game", "1", "--why", "a deal was miscounted"])
        .refused("went on to round 2");
    assert_eq!(env.game_text("1"), first, "nothing written");
    env.run(&[
        "edit",
        "--game",
        "1",
        "--why",
        "a deal was miscounted",
        "1",
        &format!("{}: 250", name(1)),
    ])
    .ok();
    env.run(&["tournament", "close", "ko"]).ok();
    play(&env, "ko", &[(3, 5)], &[(100, 250)], 3);
    env.run(&["tournament", "close", "ko"]).ok();
    assert_eq!(
        ranks(&env, "ko"),
        vec![
            (5, 1, "won 2".to_string()),
            (3, 2, "lost 2".to_string()),
            (1, 3, "lost 4".to_string()),
            (7, 3, "lost 4".to_string()),
            (2, 5, "lost 8".to_string()),
            (4, 5, "lost 8".to_string()),
            (6, 5, "lost 8".to_string()),
            (8, 5, "lost 8".to_string()),
        ]
    );
    // After round 2, as it stood then: 5 and 3 in the final, level.
    let then = ranks_after(&env, "ko", Some(2));
    assert_eq!(
        then[..4].to_vec(),
        vec![
            (3, 1, "playing 2".to_string()),
            (5, 1, "playing 2".to_string()),
            (1, 3, "lost 4".to_string()),
            (7, 3, "lost 4".to_string()),
        ]
    );
    // A round the plan does not have: refused, naming its rounds.
    env.run(&["tournament", "standings", "ko", "--round", "9"])
        .refused("3 rounds; round 9");
    env.run(&["tournament", "seating", "ko", "--round", "9"])
        .refused("3 rounds; round 9");
    // The plan is done, and the standings say who went how far.
    env.run(&["tournament", "seat", "ko"]).refused("3");
    let shown = env.run(&["tournament", "standings", "ko"]).ok().stdout;
    assert!(shown.contains("won the final"), "{shown}");
    assert!(shown.contains("out in the quarterfinals"), "{shown}");
    // A knockout from the first round scores no rounds: no columns of zeros.
    assert!(!shown.contains("VP"), "{shown}");
    // As CSV, how far each went, as data: the winner 5 won the final (2), 3 lost it.
    let csv = env
        .run(&["tournament", "standings", "ko", "--format", "csv"])
        .ok()
        .stdout;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "rank,entrant,name,vp,mp,points,rounds,knockout_reached,knockout_outcome"
    );
    assert!(
        lines[1].starts_with("1,5,") && lines[1].ends_with(",2,won"),
        "{csv}"
    );
    assert!(
        lines[2].starts_with("2,3,") && lines[2].ends_with(",2,lost"),
        "{csv}"
    );
    assert!(lines[8].ends_with(",8,lost"), "{csv}");
    // The results file holds the bracket's seeds and each one's finish: valid by its
    // schema, and read back to the same standings.
    let run = env
        .run(&["tournament", "export", "ko", "--format", "results"])
        .ok();
    let file: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    let schema: serde_json::Value =
        serde_json::from_str(include_str!("../../docs/results.schema.json")).expect("schema");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let errors: Vec<String> = validator
        .iter_errors(&file)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(
        file["event"]["seeds"],
        serde_json::json!([1, 2, 3, 4, 5, 6, 7, 8])
    );
    assert_eq!(file["event"]["plan"], "knockout");
    let path = env.file("ko.json", &run.stdout);
    let back = json(
        &env,
        &[
            "tournament",
            "read-results",
            path.to_str().expect("path"),
            "--format",
            "json",
        ],
    );
    let here = json(&env, &["tournament", "standings", "ko", "--format", "json"]);
    assert_eq!(back, here);
    let italian = env
        .run(&["--lang", "it", "tournament", "standings", "ko"])
        .ok()
        .stdout;
    assert!(italian.contains("ha vinto la finale"), "{italian}");
}

/// 8 pairs in 2 groups (A: 1-4, B: 5-8), a round robin each (3 rounds), then the top two
/// of each into a knockout, seeded A1 B1 A2 B2: the semifinals are A1 v B2 and B1 v A2.
/// Every group game is won by the pair of the lower number, 300 v 100 a deal (900 v 300,
/// a difference of 600: 15-5 VP), so A ranks 1 2 3 4 and B 5 6 7 8: the semifinals are
/// 1 v 6 and 5 v 2.
#[test]
fn two_groups_then_a_knockout() {
    let env = Env::new();
    new_event(&env, "cup", 8, "2 groups + knockout");
    for _ in 0..3 {
        env.run(&["tournament", "seat", "cup"]).ok();
        env.run(&["tournament", "publish", "cup"]).ok();
        for (_, ns, ew, game) in tables(&env, "cup") {
            let (ns, ew) = (number(&ns), number(&ew));
            let (a, b) = if ns < ew { (300, 100) } else { (100, 300) };
            for _ in 0..3 {
                record(&env, &game, (ns, a), (ew, b));
            }
        }
        env.run(&["tournament", "close", "cup"]).ok();
    }
    play(&env, "cup", &[(1, 6), (5, 2)], &[(100, 200), (200, 100)], 3);
    env.run(&["tournament", "close", "cup"]).ok();
    // The final: 6 v 5, the higher seed (5, B's first: seed 2) North-South.
    play(&env, "cup", &[(5, 6)], &[(300, 200)], 3);
    env.run(&["tournament", "close", "cup"]).ok();
    // The plan is done: 3 group rounds and 2 of the knockout.
    env.run(&["tournament", "seat", "cup"]).refused("5");
    // After round 3, before the knockout: each group's own standings.
    let groups = json(
        &env,
        &[
            "tournament",
            "standings",
            "cup",
            "--round",
            "3",
            "--format",
            "json",
        ],
    );
    let ranked: Vec<(u64, u64)> = groups["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["entrant"].as_u64().unwrap_or(0),
                r["rank"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        ranked,
        vec![
            (1, 1),
            (2, 2),
            (3, 3),
            (4, 4),
            (5, 1),
            (6, 2),
            (7, 3),
            (8, 4)
        ],
        "{groups}"
    );
    let got = ranks(&env, "cup");
    assert_eq!(got[0], (5, 1, "won 2".to_string()));
    assert_eq!(got[1], (6, 2, "lost 2".to_string()));
    // Out in the semifinals: 1 (A's first) and 2 (A's second), third.
    assert_eq!(got[2].1, 3);
    assert_eq!(got[3].1, 3);
    // The others after them, by their group standings.
    assert!(got[4..].iter().all(|(_, _, k)| k == "- 0"), "{got:?}");
}

/// 6 pairs: a bracket of 8, so seeds 1 and 2 have a bye in the first round (1-8 and 2-7
/// with no 7 or 8), said as such, not as sitting out; the first round is 4 v 5 and 3 v 6.
#[test]
fn a_knockout_of_six_says_its_byes() {
    let env = Env::new();
    new_event(&env, "six", 6, "knockout");
    env.run(&["tournament", "seat", "six"]).ok();
    let shown = env.run(&["tournament", "seating", "six"]).ok().stdout;
    assert!(
        shown.contains("Through to the next round without playing (a bye): 1 P1a-P1b, 2 P2a-P2b"),
        "{shown}"
    );
    let got: Vec<(u32, u32)> = tables(&env, "six")
        .iter()
        .map(|(_, ns, ew, _)| (number(ns), number(ew)))
        .collect();
    assert_eq!(got, vec![(4, 5), (3, 6)]);
    let italian = env
        .run(&["--lang", "it", "tournament", "seating", "six"])
        .ok()
        .stdout;
    assert!(italian.contains("(esenti): 1 P1a-P1b"), "{italian}");
    // The results site says the byes too.
    env.run(&["tournament", "publish", "six"]).ok();
    let site = env.data().join("site");
    env.run(&[
        "tournament",
        "publish-site",
        "six",
        site.to_str().expect("path"),
    ])
    .ok();
    let index = std::fs::read_to_string(site.join("index.html")).expect("index");
    assert!(
        index.contains("Through to the next round without playing (a bye): 1 P1a-P1b, 2 P2a-P2b"),
        "{index}"
    );
}

/// A knockout table on its phone, as at a pairs night: its match level after the 3 deals
/// (`play_another_hand`), the phone is asked for a 4th, and the game is over once one
/// pair leads. 4 pairs: table 1 is 1 v 4.
#[test]
fn a_level_knockout_match_plays_on_at_the_tables_phone() {
    use serde_json::json;
    let env = Env::new();
    new_event(&env, "four", 4, "knockout");
    let served = crate::board::serve_tournament(&env, "127.0.0.1:0", "four");
    env.run(&["tournament", "seat", "four"]).ok();
    env.run(&["tournament", "publish", "four"]).ok();
    let key = env.table_key(1);
    let state =
        || crate::scorer_api::call_with(&served, "GET", "/api/state", Some(&key), &[], None).1;
    let save = |lines: [&str; 2], id: &str| {
        let v = state()["version"].as_str().expect("version").to_string();
        let body = json!({ "version": v, "lines": lines, "hand_id": id });
        let (status, answer) = crate::scorer_api::call_with(
            &served,
            "POST",
            "/api/save",
            Some(&key),
            &[],
            Some(&body.to_string()),
        );
        assert_eq!(status, 200, "{answer}");
    };
    for id in ["a", "b", "c"] {
        save(["150", "150"], id);
    }
    // 450 v 450 after the 3 deals: not over.
    assert_eq!(state()["finished"], false, "{}", state());
    save(["200", "100"], "d");
    assert_eq!(state()["finished"], true, "{}", state());
}

/// A knockout that takes fewer than every entrant says whom it takes when the event is
/// made: from the first round, the list's first (`knockout 3` of 6: entrants 1 to 3, a
/// bye for 1); after Danish rounds, the first of the standings (`knockout` alone takes 4);
/// after 2 groups of 4, the first 2 of each (3 rounds of round robin before it).
#[test]
fn a_knockout_of_fewer_than_all_says_whom_it_takes() {
    let made = |pairs: u32, plan: &str| {
        let env = Env::new();
        let list: String = (1..=pairs).map(|n| format!("P{n}a, P{n}b\n")).collect();
        let file = env.file("pairs.txt", &list);
        env.run(&[
            "tournament",
            "new",
            "cup",
            "--variant",
            "burraco-tournament",
            "--entrants",
            file.to_str().expect("path"),
            "--plan",
            plan,
        ])
        .ok()
        .stdout
    };
    let said = made(6, "knockout 3");
    assert!(
        said.contains(
            "The knockout takes entrants 1 to 3 of 6, seeded in the order of the list; the \
             others play no round."
        ),
        "{said}"
    );
    let said = made(6, "2 danish + knockout");
    assert!(
        said.contains(
            "The knockout takes the first 4 of 6 in the standings after round 2; the others \
             play no further round."
        ),
        "{said}"
    );
    let said = made(8, "2 groups + knockout");
    assert!(
        said.contains("The knockout takes the first 2 of each group after round 3 (4 in all)"),
        "{said}"
    );
    // Every entrant taken: nothing to say.
    let said = made(8, "knockout");
    assert!(!said.contains("The knockout takes"), "{said}");
}
