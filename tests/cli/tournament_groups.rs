//! Issue 33, items 2 and 6: groups (*gironi*, research tournaments.md §1.3 and §1.4:
//! Roccalumera 2009 ran 36 pairs in groups A and B). Each group is seated on its own by
//! the plan's movements (its tables numbered after the previous group's) and ranked on
//! its own; the standings print group after group, and JSON, CSV and the board name each
//! entrant's group. The victory points are `burraco-tournament`'s FIBUR table (research
//! burraco.md §8; docs/SOURCES.md [PUNTIB-VP]): a match-point difference up to 50 is
//! 10-10, up to 350 13-7, up to 650 15-5, up to 1000 17-3.

use crate::harness::Env;
use crate::tournament::{json, play, rows_of, tables};

const EIGHT: &str = "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\nIvo, Jo\nKim, Lu\nMo, Ned\nOli, Pat\n";

/// (group, entrant, rank, vp, mp) of the standings printed as JSON.
fn grouped(env: &Env, name: &str) -> Vec<(String, u64, u64, i64, i64)> {
    let s = json(env, &["tournament", "standings", name, "--format", "json"]);
    let groups: Vec<String> = s["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["group"].as_str().unwrap_or("").to_string())
        .collect();
    rows_of(&s)
        .into_iter()
        .zip(groups)
        .map(|((e, rank, vp, mp), g)| (g, e, rank, vp, mp))
        .collect()
}

/// (table, N-S entrant, E-W entrant) of the round seated last.
fn seats(env: &Env, name: &str) -> Vec<(u64, u64, u64)> {
    let s = json(env, &["tournament", "seating", name, "--format", "json"]);
    s["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().expect("table"),
                t["ns"]["entrant"].as_u64().expect("ns"),
                t["ew"]["entrant"].as_u64().expect("ew"),
            )
        })
        .collect()
}

/// Eight pairs in two groups (`--groups 2`: 1-4 are A, 5-8 are B), a Mitchell round and
/// a Danish one.
///
/// Round 1, Mitchell in each group: A's N-S 1, 2 and E-W 3, 4 at tables 1-2 (1v3, 2v4),
/// B's at tables 3-4 (5v7, 6v8). Every deal N-S go out with a clean burraco and 100
/// melded (100 + 200 + 100 = 400, burraco.md §2); E-W meld 300, 100, 400, 200 a deal at
/// tables 1-4: differences 300, 900, 0, 600: 13-7, 17-3, 10-10, 15-5. Group A: 2 17 VP
/// +900, 1 13 +300, 3 7 -300, 4 3 -900. Group B: 6 15 +600, 5 and 7 10 and 0 (their 10-10
/// head to head level too: both 2nd), 8 5 -600.
///
/// Round 2, Danish (modified) in each group on its own ranking: A 2v1 (table 1), 3v4
/// (table 2); B 6v5 (table 3), 7v8 (table 4). Ranked as one field, 2 would have met 6.
/// E-W meld 400 everywhere: 10-10. Final: A 2 27 +900, 1 23 +300, 3 17 -300, 4 13 -900;
/// B 6 25 +600, 5 and 7 20 0 (both 2nd), 8 15 -600.
#[test]
fn two_groups_are_seated_and_ranked_each_on_its_own() {
    let env = Env::new();
    let file = env.file("pairs.txt", EIGHT);
    let made = env
        .run(&[
            "tournament",
            "new",
            "gironi",
            "--variant",
            "burraco-tournament",
            "--entrants",
            file.to_str().expect("path"),
            "--groups",
            "2",
            "--plan",
            "1 mitchell + 1 danish",
        ])
        .ok()
        .stdout;
    assert!(made.contains("Groups: A: 1-4, B: 5-8."), "{made}");
    env.run(&["tournament", "seat", "gironi"]).ok();
    assert_eq!(
        seats(&env, "gironi"),
        vec![(1, 1, 3), (2, 2, 4), (3, 5, 7), (4, 6, 8)]
    );
    env.run(&["tournament", "publish", "gironi"]).ok();
    for (table, ns, ew_name, game) in tables(&env, "gironi") {
        play(
            &env,
            &ns,
            &ew_name,
            &game,
            [300, 100, 400, 200][table as usize - 1],
        );
    }
    env.run(&["tournament", "close", "gironi"]).ok();
    let a = |e, rank, vp, mp| ("A".to_string(), e, rank, vp, mp);
    let b = |e, rank, vp, mp| ("B".to_string(), e, rank, vp, mp);
    assert_eq!(
        grouped(&env, "gironi"),
        vec![
            a(2, 1, 17, 900),
            a(1, 2, 13, 300),
            a(3, 3, 7, -300),
            a(4, 4, 3, -900),
            b(6, 1, 15, 600),
            b(5, 2, 10, 0),
            b(7, 2, 10, 0),
            b(8, 4, 5, -600),
        ]
    );
    env.run(&["tournament", "seat", "gironi"]).ok();
    assert_eq!(
        seats(&env, "gironi"),
        vec![(1, 2, 1), (2, 3, 4), (3, 6, 5), (4, 7, 8)]
    );
    env.run(&["tournament", "publish", "gironi"]).ok();
    for (_, ns, ew_name, game) in tables(&env, "gironi") {
        play(&env, &ns, &ew_name, &game, 400);
    }
    env.run(&["tournament", "close", "gironi"]).ok();
    assert_eq!(
        grouped(&env, "gironi"),
        vec![
            a(2, 1, 27, 900),
            a(1, 2, 23, 300),
            a(3, 3, 17, -300),
            a(4, 4, 13, -900),
            b(6, 1, 25, 600),
            b(5, 2, 20, 0),
            b(7, 2, 20, 0),
            b(8, 4, 15, -600),
        ]
    );
    // For people: a table per group, in the language; CSV with the group first.
    let text = env.run(&["tournament", "standings", "gironi"]).ok().stdout;
    assert!(
        text.contains("gironi, group A: standings after round 2 of 2")
            && text.contains("gironi, group B: standings after round 2 of 2"),
        "{text}"
    );
    let italian = env
        .run(&["--lang", "it", "tournament", "standings", "gironi"])
        .ok()
        .stdout;
    assert!(
        italian.contains("gironi, girone B: classifica dopo il turno 2 di 2"),
        "{italian}"
    );
    let csv = env
        .run(&["tournament", "standings", "gironi", "--format", "csv"])
        .ok()
        .stdout;
    assert!(
        csv.starts_with("group,rank,entrant,name,vp,mp,points,rounds\nA,1,2,Cy-Di,27,900,"),
        "{csv}"
    );
    let html = env
        .run(&["tournament", "standings", "gironi", "--format", "html"])
        .ok()
        .stdout;
    assert_eq!(html.matches("<table>").count(), 2, "{html}");
}

/// Nine pairs in two groups: A has five (1-5), B four (6-9). A's Mitchell of five seats
/// N-S 1, 2 and E-W 3, 4, 5 at A's three tables, the third's N-S place empty: 5 sits out;
/// B's tables are numbered from 4 (A's three come first): 6v8 at 4, 7v9 at 5. Groups
/// headed in the file (`[A]`) read the same way.
#[test]
fn an_odd_group_has_its_sit_out_and_groups_may_be_headed_in_the_file() {
    let env = Env::new();
    let nine = format!("{EIGHT}Quin, Ray\n");
    let file = env.file("pairs.txt", &nine);
    env.run(&[
        "tournament",
        "new",
        "nove",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--groups",
        "2",
        "--plan",
        "2 mitchell",
    ])
    .ok();
    env.run(&["tournament", "seat", "nove"]).ok();
    assert_eq!(
        seats(&env, "nove"),
        vec![(1, 1, 3), (2, 2, 4), (4, 6, 8), (5, 7, 9)]
    );
    let s = json(&env, &["tournament", "seating", "nove", "--format", "json"]);
    assert_eq!(s["sit_out"][0]["entrant"], 5, "{s}");
    // The same groups headed in the file.
    let headed = env.file(
        "headed.txt",
        "[Nord]\nAna, Bob\nCy, Di\nEd, Flo\nGus, Hal\n[Sud]\nIvo, Jo\nKim, Lu\nMo, Ned\nOli, Pat\n",
    );
    let made = env
        .run(&[
            "tournament",
            "new",
            "nordsud",
            "--variant",
            "burraco-tournament",
            "--entrants",
            headed.to_str().expect("path"),
            "--plan",
            "1 mitchell",
        ])
        .ok()
        .stdout;
    assert!(made.contains("Groups: Nord: 1-4, Sud: 5-8."), "{made}");
    // Each table has its key: 2 + 2 tables.
    env.run(&["tournament", "seat", "nordsud"]).ok();
    assert_eq!(
        seats(&env, "nordsud"),
        vec![(1, 1, 3), (2, 2, 4), (3, 5, 7), (4, 6, 8)]
    );
}

/// Groups that cannot be: each refused with exit 2, saying what is wrong and what would
/// be right, and no event written.
#[test]
fn groups_that_cannot_be_are_refused_and_nothing_is_written() {
    let env = Env::new();
    let file = env.file("pairs.txt", EIGHT);
    let path = file.to_str().expect("path");
    let new = |extra: &[&str], entrants: &str| {
        let mut args = vec![
            "tournament",
            "new",
            "no",
            "--variant",
            "burraco-tournament",
            "--entrants",
            entrants,
            "--plan",
            "1 mitchell",
        ];
        args.extend_from_slice(extra);
        env.run(&args)
    };
    new(&["--groups", "5"], path)
        .refused("5 groups of 8 entrants leave a group with fewer than 2; ask for 4 at most");
    let headed = env.file(
        "headed.txt",
        "[A]\nAna, Bob\nCy, Di\n[B]\nEd, Flo\nGus, Hal\n",
    );
    let headed = headed.to_str().expect("path");
    new(&["--groups", "2"], headed).refused("leave out --groups");
    let before = env.file("before.txt", "Ana, Bob\n[A]\nCy, Di\nEd, Flo\n");
    new(&[], before.to_str().expect("path"))
        .refused("line 1 comes before the first group's heading");
    let lone = env.file(
        "lone.txt",
        "[A]\nAna, Bob\nCy, Di\nEd, Flo\n[B]\nGus, Hal\n",
    );
    new(&[], lone.to_str().expect("path")).refused("group B has 1 entrant");
    let twice = env.file(
        "twice.txt",
        "[A]\nAna, Bob\nCy, Di\n[a]\nEd, Flo\nGus, Hal\n",
    );
    new(&[], twice.to_str().expect("path")).refused("line 4: group a is headed at line 1 already");
    // No entrants given, and no terminal to type them at.
    env.run(&[
        "tournament",
        "new",
        "no",
        "--variant",
        "burraco-tournament",
        "--plan",
        "1 mitchell",
    ])
    .refused("give --entrants FILE");
    assert!(
        !env.data().join("tournaments").join("no.yaml").exists(),
        "no event is written"
    );
}

/// Found at a club trial: a deal undone after its round closed left a closed round with a
/// game not over, and the standings left that match out without a word. Now `status`
/// says so and what to do, and the standings say they are provisional. Four pairs, one
/// Mitchell round: table 1 Ana-Bob v Ed-Flo, table 2 Cy-Di v Gus-Hal, every deal N-S 400
/// (out 100 + clean burraco 200 + 100 melded, burraco.md §2) to E-W 300 at table 2.
#[test]
fn a_closed_round_with_a_game_undone_is_said_and_its_standings_are_provisional() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "sera", "1 mitchell", &[], true);
    for (table, ns, ew_name, game) in tables(&env, "sera") {
        play(&env, &ns, &ew_name, &game, [400, 300][table as usize - 1]);
    }
    // Published twice: said so, with the event's own name in the next step.
    env.run(&["tournament", "publish", "sera"])
        .refused("round 1 is published already; the next round is seated once it is closed (`canasta tournament close sera`");
    env.run(&["tournament", "close", "sera"]).ok();
    let text = env.run(&["tournament", "standings", "sera"]).ok().stdout;
    assert!(!text.contains("provisional"), "{text}");
    // The plan is over: said, with where the final standings are.
    let before = std::fs::read(env.data().join("tournaments").join("sera.yaml")).expect("event");
    env.run(&["tournament", "seat", "sera"]).refused(
        "every round of the plan (1) is seated: the evening is over once the last is closed; \
         its final standings: `canasta tournament standings sera`",
    );
    assert_eq!(
        std::fs::read(env.data().join("tournaments").join("sera.yaml")).expect("event"),
        before
    );
    env.run(&["undo", "--game", "2", "--why", "deal 3 was entered twice"])
        .ok();
    let status = env.run(&["tournament", "status", "sera"]).ok().stdout;
    assert!(
        status.contains("Round 1 is closed, but table 2's game is not over"),
        "{status}"
    );
    let text = env.run(&["tournament", "standings", "sera"]).ok().stdout;
    assert!(
        text.contains("(provisional: a game of round 1 is not over)"),
        "{text}"
    );
    let s = json(
        &env,
        &["tournament", "standings", "sera", "--format", "json"],
    );
    assert_eq!(s["provisional"], true, "{s}");
}
