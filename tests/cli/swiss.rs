//! Issue 46, items 2 and 6: a Swiss of 9 pairs over 3 rounds (`burraco-tournament`: 3
//! deals a game, victory points by the FIBUR table as puntiburraco and eburraco publish
//! it, docs/SOURCES.md; a sit-out is given 10 VP and 0 MP, the event's default). Each deal
//! typed as melded points only, the same at every deal of a table, so a game's totals are
//! three times a deal's. Pair N is `PNa-PNb`.
//!
//! Round 1, everyone level (entry order): 1 v 2, 3 v 4, 5 v 6, 7 v 8; 9 sits out (the
//! lowest). 1 900 v 2 300 (diff 600, up to 650: 15-5); 3 300 v 4 750 (450, up to 500:
//! 6-14); 5 1200 v 6 300 (900, up to 1000: 17-3); 7 600 v 8 450 (150: 11-9). Ranked: 5
//! (17 VP, +900 MP), 1 (15, +600), 4 (14, +450), 7 (11, +150), 9 (10, 0), 8 (9, -150), 3
//! (6, -450), 2 (5, -600), 6 (3, -900).
//!
//! Round 2: the bye to 6 (the lowest of those with none); 5 v 1, 4 v 7, 9 v 8, 3 v 2 (no
//! one met before). 5 300 v 1 600 (300, up to 350: 7-13); 4 900 v 7 300 (600: 15-5); 9
//! 750 v 8 300 (450: 14-6); 3 750 v 2 600 (150: 11-9). Ranked: 4 (29, +1050), 1 (28,
//! +900), 5 (24, +600), 9 (24, +450), 3 (17, -300), 7 (16, -450), 8 (15, -600), 2 (14,
//! -750), 6 (13, -900).
//!
//! Round 3: the bye to 2 (the lowest of those with none: 9 and 6 have had theirs); 4 v 1,
//! 5 v 9, 3 v 7, 8 v 6 (none met before). 4 600 v 1 900 (300: 7-13); 5 900 v 9 600 (300:
//! 13-7); 3 300 v 7 300 (10-10); 8 900 v 6 300 (600: 15-5). Final: 1 41 VP +1200, 5 37
//! +900, 4 36 +750, 9 31 +150, 8 30 0, 3 27 -300, 7 26 -450, 2 24 -750, 6 18 -1500.

use crate::harness::Env;
use crate::tournament::{json, tables};

fn name(n: u32) -> String {
    format!("P{n}a-P{n}b")
}

/// Round `round`'s seating as (N-S, E-W) pair numbers and who sits out.
fn seated(env: &Env) -> (Vec<(u32, u32)>, Vec<u64>) {
    let number = |name: &str| -> u32 {
        name.trim_start_matches('P')
            .split('a')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    let tables: Vec<(u32, u32)> = tables(env, "swiss")
        .iter()
        .map(|(_, ns, ew, _)| (number(ns), number(ew)))
        .collect();
    let seating = json(env, &["tournament", "seating", "swiss", "--format", "json"]);
    let out = seating["sit_out"]
        .as_array()
        .map(|a| a.iter().filter_map(|e| e["entrant"].as_u64()).collect())
        .unwrap_or_default();
    (tables, out)
}

#[test]
fn a_swiss_of_nine_pairs() {
    let env = Env::new();
    let pairs: String = (1..=9).map(|n| format!("P{n}a, P{n}b\n")).collect();
    let file = env.file("pairs.txt", &pairs);
    env.run(&[
        "tournament",
        "new",
        "swiss",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "3 swiss",
    ])
    .ok();
    // Each round: its tables (N-S, E-W), its bye, and each table's deal.
    type Round = (Vec<(u32, u32)>, u64, Vec<(u32, u32)>);
    let rounds: [Round; 3] = [
        (
            vec![(1, 2), (3, 4), (5, 6), (7, 8)],
            9,
            vec![(300, 100), (100, 250), (400, 100), (200, 150)],
        ),
        (
            vec![(5, 1), (4, 7), (9, 8), (3, 2)],
            6,
            vec![(100, 200), (300, 100), (250, 100), (250, 200)],
        ),
        (
            vec![(4, 1), (5, 9), (3, 7), (8, 6)],
            2,
            vec![(200, 300), (300, 200), (100, 100), (300, 100)],
        ),
    ];
    for (round, (want, bye, deals)) in rounds.iter().enumerate() {
        env.run(&["tournament", "seat", "swiss"]).ok();
        let (got, out) = seated(&env);
        assert_eq!(&got, want, "round {}", round + 1);
        assert_eq!(out, vec![*bye], "round {}'s bye", round + 1);
        env.run(&["tournament", "publish", "swiss"]).ok();
        let games = tables(&env, "swiss");
        for ((ns, ew), (a, b)) in want.iter().zip(deals) {
            let (_, _, _, game) = games
                .iter()
                .find(|(_, n, e, _)| *n == name(*ns) && *e == name(*ew))
                .expect("the table");
            for _ in 0..3 {
                env.run(&[
                    "record",
                    "--game",
                    game,
                    &format!("{}: {a}", name(*ns)),
                    &format!("{}: {b}", name(*ew)),
                ])
                .ok();
            }
        }
        env.run(&["tournament", "close", "swiss"]).ok();
    }
    let standings = json(
        &env,
        &["tournament", "standings", "swiss", "--format", "json"],
    );
    let rows: Vec<(u64, i64, i64)> = standings["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["entrant"].as_u64().unwrap_or(0),
                r["vp"].as_i64().unwrap_or(0),
                r["mp"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (1, 41, 1200),
            (5, 37, 900),
            (4, 36, 750),
            (9, 31, 150),
            (8, 30, 0),
            (3, 27, -300),
            (7, 26, -450),
            (2, 24, -750),
            (6, 18, -1500)
        ]
    );
    // The tables as CSV, with a line for each bye: 9 sat round 1 out, given 10 VP.
    let csv = env
        .run(&["tournament", "export", "swiss", "--format", "results-csv"])
        .ok()
        .stdout;
    assert!(
        csv.lines()
            .any(|l| l == "1,,9,P9a-P9b,,,sit_out,,,10,,,true"),
        "{csv}"
    );
    assert_eq!(csv.lines().count(), 1 + 3 * 5, "{csv}");
    // The plan is done: a fourth round is refused.
    let more = env.run(&["tournament", "seat", "swiss"]);
    assert_eq!(more.code, 2);
}

#[test]
fn a_swiss_of_more_rounds_than_its_entrants_can_always_pair_is_refused() {
    let env = Env::new();
    let file = env.file("pairs.txt", "A, B\nC, D\nE, F\nG, H\n");
    let refused = env.run(&[
        "tournament",
        "new",
        "club",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "4 swiss",
    ]);
    assert_eq!(refused.code, 2);
    // Four pairs can always be paired without a rematch for 2 rounds (each with more
    // pairs left to meet than met): round 3 is the first the plan cannot promise.
    assert!(
        refused.stderr.contains(
            "round 3 of the plan cannot be played by these entrants (a Swiss of 4 rounds needs \
             more entrants: 4 entrants can always be paired without a rematch for 2 rounds"
        ),
        "{}",
        refused.stderr
    );
    assert!(
        refused
            .stderr
            .contains("the longest plan they can play is \"2 swiss\"")
    );
    // In Italian words too: `2 svizzero`.
    let made = env.run(&[
        "--lang",
        "it",
        "tournament",
        "new",
        "club",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 svizzero",
    ]);
    assert_eq!(made.code, 0, "{}", made.stderr);
}

/// A Swiss round typed by hand that pairs two who met is kept (the director's call) and
/// said: round 1 of 4 pairs is 1 v 2 and 3 v 4; round 2 typed as the same tables.
#[test]
fn a_typed_swiss_rematch_is_said() {
    let env = Env::new();
    let file = env.file("pairs.txt", "P1a, P1b\nP2a, P2b\nP3a, P3b\nP4a, P4b\n");
    env.run(&[
        "tournament",
        "new",
        "sw",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 swiss",
    ])
    .ok();
    env.run(&["tournament", "seat", "sw"]).ok();
    env.run(&["tournament", "publish", "sw"]).ok();
    for (_, ns, ew, game) in tables(&env, "sw") {
        for _ in 0..3 {
            env.run(&[
                "record",
                "--game",
                &game,
                &format!("{ns}: 200"),
                &format!("{ew}: 100"),
            ])
            .ok();
        }
    }
    env.run(&["tournament", "close", "sw"]).ok();
    let typed = env.file("round2.txt", "1 1 2\n2 3 4\n");
    let run = env
        .run(&[
            "tournament",
            "seat",
            "sw",
            "--seating",
            typed.to_str().expect("path"),
        ])
        .ok();
    assert!(
        run.stderr
            .contains("round 2 seats 1 P1a-P1b against 2 P2a-P2b, who met in round 1"),
        "{}",
        run.stderr
    );
}
