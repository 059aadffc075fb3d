//! Issue 33: a club's tournament night played as a club would, from the director's
//! command line: entrants from a file, three Mitchell rounds and a Danish one, every
//! table's three deals recorded in its own game, the standings worked out by hand from
//! the FIBUR victory-point table of `burraco-tournament` (research burraco.md §8, as
//! puntiburraco and eburraco publish it: a match-point difference up to 50 is 10-10, up
//! to 150 11-9, up to 350 13-7, up to 650 15-5, up to 1000 17-3).

use serde_json::Value;

use crate::harness::Env;

const PAIRS: &str = "\
# Circolo, venerdì
Ana Rossi, Bruno Bianchi
I Leoni: Carla Verdi, Dario Neri
Eva Galli, Fabio Conti
Gina Ferri, Ugo Marini
Lia Russo, Max Costa
Nina Gallo, Olga Fontana
Pia Greco, Rino Leone
Sara Riva, Tino Villa
Ulla Sala, Vito Moro
Zoe Testa, Aldo Pace
";

/// A Burraco tournament `name` of four pairs (1 Ana-Bob, 2 Cy-Di, 3 Ed-Flo, 4 Gus-Hal)
/// on `plan`, with `extra` flags; its first round seated and published when `publish`.
/// Round 1 of a Mitchell seats table 1: 1 v 3, table 2: 2 v 4.
pub(crate) fn four_pairs(env: &Env, name: &str, plan: &str, extra: &[&str], publish: bool) {
    let file = env.file("pairs.txt", "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n");
    let mut args = vec![
        "tournament",
        "new",
        name,
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        plan,
    ];
    args.extend_from_slice(extra);
    env.run(&args).ok();
    if publish {
        env.run(&["tournament", "seat", name]).ok();
        env.run(&["tournament", "publish", name]).ok();
    }
}

pub(crate) fn json(env: &Env, args: &[&str]) -> Value {
    let run = env.run(args).ok();
    serde_json::from_str(&run.stdout).expect("json")
}

/// The round's tables: (table, N-S name, E-W name, game).
pub(crate) fn tables(env: &Env, name: &str) -> Vec<(u64, String, String, String)> {
    let seating = json(env, &["tournament", "seating", name, "--format", "json"]);
    seating["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().expect("table"),
                t["ns"]["name"].as_str().expect("ns").to_string(),
                t["ew"]["name"].as_str().expect("ew").to_string(),
                t["game"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The N-S numbers of the round's tables, then E-W's.
fn pairs_seated(env: &Env, name: &str) -> Vec<(u64, u64)> {
    let seating = json(env, &["tournament", "seating", name, "--format", "json"]);
    seating["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            (
                t["ns"]["entrant"].as_u64().expect("ns"),
                t["ew"]["entrant"].as_u64().expect("ew"),
            )
        })
        .collect()
}

/// Three deals at a table: each, N-S go out with a clean burraco and 100 melded (going
/// out 100 + clean 200 + 100 = 400; burraco.md §2) and E-W meld `ew`: a difference of
/// 3 x (400 - ew).
pub(crate) fn play(env: &Env, ns: &str, ew_name: &str, game: &str, ew: i64) {
    for _ in 0..3 {
        env.run(&[
            "record",
            "--game",
            game,
            &format!("{ns}: out 1c 100"),
            &format!("{ew_name}: {ew}"),
        ])
        .ok();
    }
}

/// (entrant, rank, vp, mp) of the standings.
fn standings(env: &Env, name: &str) -> Vec<(u64, u64, i64, i64)> {
    rows_of(&json(
        env,
        &["tournament", "standings", name, "--format", "json"],
    ))
}

/// (entrant, rank, vp, mp) of standings printed as JSON.
pub(crate) fn rows_of(s: &Value) -> Vec<(u64, u64, i64, i64)> {
    s["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["entrant"].as_u64().expect("entrant"),
                r["rank"].as_u64().expect("rank"),
                r["vp"].as_i64().expect("vp"),
                r["mp"].as_i64().expect("mp"),
            )
        })
        .collect()
}

/// Seat, publish, play every table with E-W melding `ew[table - 1]` a deal, and close.
fn round(env: &Env, name: &str, ew: [i64; 5]) {
    env.run(&["tournament", "seat", name]).ok();
    env.run(&["tournament", "publish", name]).ok();
    for (table, ns, ew_name, game) in tables(env, name) {
        play(env, &ns, &ew_name, &game, ew[table as usize - 1]);
    }
    env.run(&["tournament", "close", name]).ok();
}

/// Ten pairs, 3 Mitchell rounds and 1 Danish (research tournaments.md §1.3, "on 4
/// deals, three Mitchell and one Danish gives the best results").
///
/// Mitchell: pairs 1-5 sit N-S at tables 1-5 and stay; 6-10 sit E-W and move up a
/// table each round: round 1 1v6 2v7 3v8 4v9 5v10, round 2 1v10 2v6 3v7 4v8 5v9, round
/// 3 1v9 2v10 3v6 4v7 5v8. In every Mitchell round, E-W meld 400, 350, 300, 200, 100
/// a deal at tables 1-5: differences 0, 150, 300, 600, 900: 10-10, 11-9, 13-7, 15-5,
/// 17-3, N-S ahead. After three rounds: 1: 30 VP, 0 MP; 2: 33, +450; 3: 39, +900; 4:
/// 45, +1800; 5: 51, +2700; 6 (tables 1, 2, 3): 10 + 9 + 7 = 26, -450; 7 (2, 3, 4):
/// 9 + 7 + 5 = 21, -1050; 8 (3, 4, 5): 7 + 5 + 3 = 15, -1800; 9 (4, 5, 1): 5 + 3 +
/// 10 = 18, -1500; 10 (5, 1, 2): 3 + 10 + 9 = 22, -1050.
///
/// Danish (modified) from that ranking, 5 4 3 2 1 6 10 7 9 8, none of whom met in
/// round 3: 5v4, 3v2, 1v6, 10v7, 9v8. E-W meld 400, 100, 200, 350, 300: 10-10 (0),
/// 17-3 (900), 15-5 (600), 11-9 (150), 13-7 (300). Final: 5: 61, +2700; 3: 56, +1800;
/// 4: 55, +1800; 1: 45, +600; 2: 36, -450; 10: 33, -900; 6: 31, -1050; 9: 31, -1200;
/// 7: 30, -1200; 8: 22, -2100. 6 and 9 are level on VP and 6 is ahead on MP.
#[test]
fn a_ten_pair_evening_of_three_mitchell_rounds_and_a_danish_one() {
    let env = Env::new();
    let file = env.file("pairs.txt", PAIRS);
    let made = env
        .run(&[
            "tournament",
            "new",
            "venerdi",
            "--variant",
            "burraco-tournament",
            "--entrants",
            file.to_str().expect("path"),
            "--plan",
            "3 mitchell + 1 danish",
        ])
        .ok();
    assert!(made.stdout.contains("10 entrants"), "{}", made.stdout);
    for _ in 0..3 {
        round(&env, "venerdi", [400, 350, 300, 200, 100]);
    }
    assert_eq!(
        standings(&env, "venerdi"),
        [
            (5, 1, 51, 2700),
            (4, 2, 45, 1800),
            (3, 3, 39, 900),
            (2, 4, 33, 450),
            (1, 5, 30, 0),
            (6, 6, 26, -450),
            (10, 7, 22, -1050),
            (7, 8, 21, -1050),
            (9, 9, 18, -1500),
            (8, 10, 15, -1800),
        ]
    );
    round(&env, "venerdi", [400, 100, 200, 350, 300]);
    assert_eq!(
        pairs_seated(&env, "venerdi"),
        [(5, 4), (3, 2), (1, 6), (10, 7), (9, 8)]
    );
    assert_eq!(
        standings(&env, "venerdi"),
        [
            (5, 1, 61, 2700),
            (3, 2, 56, 1800),
            (4, 3, 55, 1800),
            (1, 4, 45, 600),
            (2, 5, 36, -450),
            (10, 6, 33, -900),
            (6, 7, 31, -1050),
            (9, 8, 31, -1200),
            (7, 9, 30, -1200),
            (8, 10, 22, -2100),
        ]
    );
    // The Danish phase's own standings (round 4 alone): 3 17 (+900), 1 15 (+600), 9 13
    // (+300), 10 11 (+150), 4 and 5 10 (0, and 10-10 against each other: both 5th), 7
    // 9 (-150), 8 7 (-300), 6 5 (-600), 2 3 (-900).
    let phase = json(
        &env,
        &[
            "tournament",
            "standings",
            "venerdi",
            "--phase",
            "2",
            "--format",
            "json",
        ],
    );
    assert_eq!(
        rows_of(&phase),
        [
            (3, 1, 17, 900),
            (1, 2, 15, 600),
            (9, 3, 13, 300),
            (10, 4, 11, 150),
            (4, 5, 10, 0),
            (5, 5, 10, 0),
            (7, 7, 9, -150),
            (8, 8, 7, -300),
            (6, 9, 5, -600),
            (2, 10, 3, -900),
        ]
    );
    env.run(&["tournament", "standings", "venerdi", "--phase", "3"])
        .refused("the plan has 2 phases; there is no phase 3");
    // The event and its 20 games, as YAML documents.
    let export = env.run(&["tournament", "export", "venerdi"]).ok().stdout;
    assert!(export.starts_with("name: venerdi\n"), "{export}");
    assert_eq!(export.matches("\n---\n# game ").count(), 20);
    // The standings for people, as CSV and as a page to print.
    let table = env.run(&["tournament", "standings", "venerdi"]).ok().stdout;
    assert!(table.contains("standings after round 4 of 4"), "{table}");
    assert!(table.contains("5 Russo-Costa"), "{table}");
    let csv = env
        .run(&["tournament", "standings", "venerdi", "--format", "csv"])
        .ok()
        .stdout;
    assert!(
        csv.starts_with("rank,entrant,name,vp,mp,points,rounds\n1,5,Russo-Costa,61,2700,"),
        "{csv}"
    );
    let html = env
        .run(&[
            "--lang",
            "it",
            "tournament",
            "standings",
            "venerdi",
            "--format",
            "html",
        ])
        .ok()
        .stdout;
    assert!(html.contains("<html lang=\"it\">"), "{html}");
    assert!(html.contains("classifica dopo il turno 4 di 4"), "{html}");
    // The tables' games are ordinary games: `show` reads them.
    let game = env.run(&["show", "--game", "20", "--format", "json"]).ok();
    assert!(game.stdout.contains("Sala-Moro"), "{}", game.stdout);
}

/// Nine pairs: one N-S place is empty, so each round the E-W pair arriving there sits
/// out and is given the event's sit-out VP (12 here, `--sit-out-vp`). Round 1 of a
/// Mitchell of 9: N-S 1-4 at tables 1-4, table 5's N-S empty; E-W 5-9 arrive at tables
/// 1-5: 1v5, 2v6, 3v7, 4v8, and 9 sits out. E-W meld 400 a deal everywhere: every
/// match 10-10, 0 MP. Standings: 9 first with 12 VP, the eight others level at 10.
#[test]
fn nine_pairs_give_a_sit_out_its_points() {
    let env = Env::new();
    let text: String = PAIRS.lines().take(10).collect::<Vec<_>>().join("\n");
    let file = env.file("pairs.txt", &text);
    env.run(&[
        "tournament",
        "new",
        "nove",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 mitchell",
        "--sit-out-vp",
        "12",
    ])
    .ok();
    round(&env, "nove", [400, 400, 400, 400, 400]);
    let seating = json(&env, &["tournament", "seating", "nove", "--format", "json"]);
    assert_eq!(seating["sit_out"][0]["entrant"], 9, "{seating}");
    assert_eq!(pairs_seated(&env, "nove"), [(1, 5), (2, 6), (3, 7), (4, 8)]);
    let rows = standings(&env, "nove");
    assert_eq!(rows[0], (9, 1, 12, 0));
    assert!(rows[1..].iter().all(|r| r.1 == 2 && r.2 == 10), "{rows:?}");
    // Round 2: another E-W pair sits out (8, who moves to the empty table).
    env.run(&["tournament", "seat", "nove"]).ok();
    let seating = json(&env, &["tournament", "seating", "nove", "--format", "json"]);
    assert_eq!(seating["sit_out"][0]["entrant"], 8, "{seating}");
}

/// A correction after the next Danish round is published (FIBUR Art. 19, research
/// tournaments.md §1.6): the result changes, the standings follow, the published
/// seating does not. The change needs the director's reason and is kept in the log.
#[test]
fn a_late_correction_changes_results_never_a_published_seating() {
    let env = Env::new();
    let four = "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n";
    let file = env.file("pairs.txt", four);
    env.run(&[
        "tournament",
        "new",
        "late",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "1 mitchell + 1 danish",
    ])
    .ok();
    // Round 1: 1 (Ana-Bob) v 3 (Ed-Flo), 2 (Cy-Di) v 4 (Gus-Hal); E-W meld 300 and 100:
    // 13-7 (+300) and 17-3 (+900). Ranking 2, 1, 3, 4; the Danish round: 2v1, 3v4.
    round(&env, "late", [300, 100, 0, 0, 0]);
    env.run(&["tournament", "seat", "late"]).ok();
    env.run(&["tournament", "publish", "late"]).ok();
    let seated = pairs_seated(&env, "late");
    assert_eq!(seated, [(2, 1), (3, 4)]);
    let event_before =
        std::fs::read_to_string(env.data().join("tournaments/late.yaml")).expect("event");
    // Table 2 of round 1 (game 2) was entered wrong: its last deal goes.
    env.run(&["undo", "--game", "2"])
        .refused("add --why \"REASON\"");
    assert_eq!(
        std::fs::read_to_string(env.data().join("tournaments/late.yaml")).expect("event"),
        event_before,
        "a refused change leaves the event as it was"
    );
    env.run(&["undo", "--game", "2", "--why", "deal 3 was table 1's"])
        .ok();
    // The deal entered again with E-W meld 400: 2 deals at 300 (diff 2 x 300 = 600) and
    // one at 0: 600: 15-5.
    env.run(&[
        "record",
        "--game",
        "2",
        "--why",
        "deal 3 entered again",
        "Cy-Di: out 1c 100",
        "Gus-Hal: 400",
    ])
    .ok();
    let rows = standings(&env, "late");
    assert!(rows.contains(&(2, 1, 15, 600)), "{rows:?}");
    assert_eq!(
        pairs_seated(&env, "late"),
        seated,
        "the published seating stays"
    );
    let event = std::fs::read_to_string(env.data().join("tournaments/late.yaml")).expect("event");
    assert!(event.contains("why: deal 3 was table 1's"), "{event}");
    assert!(event.contains("why: deal 3 entered again"), "{event}");
}

/// What a director may type wrong, each refused with exit 2 and nothing written.
#[test]
fn a_directors_slips_are_refused_and_nothing_is_written() {
    let env = Env::new();
    let file = env.file("pairs.txt", "Ana, Bob\nCy, Di\nAna, Ed\n");
    let new = |plan: &str, variant: &str| {
        env.run(&[
            "tournament",
            "new",
            "t",
            "--variant",
            variant,
            "--entrants",
            file.to_str().expect("path"),
            "--plan",
            plan,
        ])
    };
    new("3 mitchell", "burraco-tournament").refused("line 3: Ana plays in line 1 already");
    new("3 swish", "burraco-tournament").refused("`swish` is not a movement");
    new("3 mitchell", "classic").refused("not played to a fixed number of deals");
    assert!(!env.data().join("tournaments/t.yaml").exists());
    env.run(&["tournament", "standings", "nosuch"])
        .refused("no tournament is called nosuch");
    // A player merged into another name plays under it (`players merge Anne Ann`).
    env.run(&["players", "merge", "Anne", "Ann"]).ok();
    let good = env.file("good.txt", "Anne, Bob\nCy, Di\n");
    env.run(&[
        "tournament",
        "new",
        "merged",
        "--variant",
        "burraco-tournament",
        "--entrants",
        good.to_str().expect("path"),
        "--plan",
        "1 mitchell",
    ])
    .ok();
    let event = std::fs::read_to_string(env.data().join("tournaments/merged.yaml")).expect("event");
    assert!(
        event.contains("- Ann\n") && !event.contains("Anne"),
        "{event}"
    );
    env.run(&[
        "tournament",
        "new",
        "../x",
        "--variant",
        "burraco-tournament",
        "--entrants",
        good.to_str().expect("path"),
        "--plan",
        "1 mitchell",
    ])
    .refused("cannot name a tournament");
}

/// A Canasta club's night (research tournaments.md §2, the NVSO event: American rules,
/// games of 3 hands with minimums 125, 155, 180, 50-minute rounds), four pairs in a round
/// robin, ranked by points scored. The circle method seats round 1: 4v1, 2v3; round 2:
/// 2v4, 3v1; round 3: 4v3, 1v2 (N-S first). Every hand N-S go out with a natural and a
/// mixed canasta and 200 melded (seed 001, American scoring: 500 + 300 + 100 + 200 =
/// 1100) and E-W meld 100 with no canasta, which counts against them (-100): a game is
/// 3300 to -300. Points: 4 (N-S twice, E-W once) 3300 + 3300 - 300 = 6300; 2 the same,
/// 6300; 3 and 1 (N-S once) 3300 - 300 - 300 = 2700. MP: 2 and 4 +3600, 1 and 3 -3600.
/// 2 beat 4 in round 2, 3 beat 1 in round 2: head to head puts 2 before 4, 3 before 1.
#[test]
fn a_canasta_night_is_ranked_by_points() {
    let env = Env::new();
    env.run(&[
        "tournament",
        "new",
        "nvso",
        "--variant",
        "american-tournament",
        "--rank-by",
        "points",
        "--round-minutes",
        "50",
        "--plan",
        "3 round-robin",
        "--entrant",
        "Ann, Bob",
        "--entrant",
        "Cy, Di",
        "--entrant",
        "Ed, Flo",
        "--entrant",
        "Gus, Hal",
    ])
    .ok();
    let seatings = [[(4, 1), (2, 3)], [(2, 4), (3, 1)], [(4, 3), (1, 2)]];
    for seating in seatings {
        env.run(&["tournament", "seat", "nvso"]).ok();
        env.run(&["tournament", "publish", "nvso"]).ok();
        assert_eq!(pairs_seated(&env, "nvso"), seating);
        // The clock: 50 minutes, just started.
        let status = json(&env, &["tournament", "status", "nvso", "--format", "json"]);
        assert_eq!(status["clock"]["minutes"], 50, "{status}");
        assert_eq!(status["clock"]["warn"], false, "{status}");
        for (_, ns, ew, game) in tables(&env, "nvso") {
            for _ in 0..3 {
                env.run(&[
                    "record",
                    "--game",
                    &game,
                    &format!("{ns}: out 1n 1m 200"),
                    &format!("{ew}: 100"),
                ])
                .ok();
            }
        }
        let status = json(&env, &["tournament", "status", "nvso", "--format", "json"]);
        let over = status["tables"]
            .as_array()
            .expect("tables")
            .iter()
            .all(|t| t["finished"] == true && t["played"] == 3 && t["of"] == 3);
        assert!(over, "{status}");
        env.run(&["tournament", "close", "nvso"]).ok();
    }
    let s = json(
        &env,
        &["tournament", "standings", "nvso", "--format", "json"],
    );
    let rows: Vec<(u64, u64, i64, i64)> = s["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["entrant"].as_u64().expect("entrant"),
                r["rank"].as_u64().expect("rank"),
                r["points"].as_i64().expect("points"),
                r["mp"].as_i64().expect("mp"),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (2, 1, 6300, 3600),
            (4, 2, 6300, 3600),
            (3, 3, 2700, -3600),
            (1, 4, 2700, -3600)
        ]
    );
    assert_eq!(s["victory_points"], false);
    let table = env.run(&["tournament", "standings", "nvso"]).ok().stdout;
    assert!(
        table.contains("Points") && table.contains("6300"),
        "{table}"
    );
}

/// A pair that leaves (`tournament absent`): the next round seated gives its table no
/// game, and its opponent a sit-out's 10 VP. Four pairs, two Mitchell rounds. Round 1:
/// 1v3 (E-W meld 300: 13-7, +300), 2v4 (100: 17-3, +900). Pair 4 leaves. Round 2: 1v4
/// is not played (1 +10 VP), 2v3 with E-W melding 400 (10-10). Standings: 2 17 + 10 =
/// 27 (+900), 1 13 + 10 = 23 (+300), 3 7 + 10 = 17 (-300), 4 3 (-900).
#[test]
fn a_pair_that_leaves_gives_its_opponent_a_sit_outs_points() {
    let env = Env::new();
    let four = env.file("pairs.txt", "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n");
    env.run(&[
        "tournament",
        "new",
        "left",
        "--variant",
        "burraco-tournament",
        "--entrants",
        four.to_str().expect("path"),
        "--plan",
        "2 mitchell",
    ])
    .ok();
    round(&env, "left", [300, 100, 0, 0, 0]);
    let said = env.run(&["tournament", "absent", "left", "4"]).ok().stdout;
    assert!(said.contains("4 Gus-Hal"), "{said}");
    env.run(&["tournament", "absent", "left", "9"])
        .refused("there is no entrant 9");
    env.run(&["tournament", "seat", "left"]).ok();
    let published = env.run(&["tournament", "publish", "left"]).ok().stdout;
    assert!(
        published.contains("published: 1 table, game 3."),
        "{published}"
    );
    let status = json(&env, &["tournament", "status", "left", "--format", "json"]);
    assert_eq!(status["tables"][0]["absent"], true, "{status}");
    let (_, ns, ew, game) = tables(&env, "left")
        .into_iter()
        .find(|t| !t.3.is_empty())
        .expect("table 2's game");
    play(&env, &ns, &ew, &game, 400);
    env.run(&["tournament", "close", "left"]).ok();
    assert_eq!(
        standings(&env, "left"),
        [
            (2, 1, 27, 900),
            (1, 2, 23, 300),
            (3, 3, 17, -300),
            (4, 4, 3, -900)
        ]
    );
}

/// Issue 46, item 5: the night's results as web pages anyone can open at home. Four pairs
/// of Italian tournament Burraco (`burraco-tournament`, the FIBUR 3-deal table [PUNTIB-VP]
/// [EB-VP]), one Mitchell round: at each table N-S go out three times with a clean burraco
/// and 100 melded (100 + 200 + 100 = 400 a deal, burraco.md §2), E-W meld 200 a deal:
/// 1200 to 600, a difference of 600, the band up to 650: 15 victory points to 5.
#[test]
fn the_nights_results_as_a_site() {
    let env = Env::new();
    four_pairs(&env, "club", "1 mitchell", &[], true);
    for (game, ns, ew) in [("1", "Ana-Bob", "Ed-Flo"), ("2", "Cy-Di", "Gus-Hal")] {
        for _ in 0..3 {
            env.run(&[
                "record",
                "--game",
                game,
                &format!("{ns}: out 1c 100"),
                &format!("{ew}: 200"),
            ])
            .ok();
        }
    }
    env.run(&["tournament", "close", "club"]).ok();
    let dir = env.data().join("site");
    let dir_arg = dir.to_str().expect("path");
    let said = env
        .run(&["tournament", "publish-site", "club", dir_arg])
        .ok();
    assert!(said.stdout.contains("3 pages"), "{}", said.stdout);
    let index = std::fs::read_to_string(dir.join("index.html")).expect("the index");
    for row in [
        "<tr><td>1</td><td>1 Ana-Bob</td><td>15</td><td>+600</td><td>1</td></tr>",
        "<tr><td>3</td><td>3 Ed-Flo</td><td>5</td><td>-600</td><td>1</td></tr>",
        "<a href=\"round-1-table-1.html\">Table 1</a></td><td>1 Ana-Bob</td><td>3 Ed-Flo</td>\
         <td>1200 – 600 (victory points 15 – 5)</td>",
        "<a href=\"round-1-table-2.html\">Table 2</a></td><td>2 Cy-Di</td><td>4 Gus-Hal</td>\
         <td>1200 – 600 (victory points 15 – 5)</td>",
    ] {
        assert!(index.contains(row), "{row}:\n{index}");
    }
    let table = std::fs::read_to_string(dir.join("round-1-table-1.html")).expect("table 1");
    assert!(table.contains("club: round 1, table 1"), "{table}");
    assert!(table.contains("1200") && table.contains("<svg"), "{table}");
    assert!(dir.join("board.css").is_file());
    // Again: the pages are there, replaced only when asked.
    let before = index.clone();
    env.run(&["tournament", "publish-site", "club", dir_arg])
        .refused("index.html");
    assert_eq!(
        std::fs::read_to_string(dir.join("index.html")).expect("the index"),
        before
    );
    env.run(&["tournament", "publish-site", "club", dir_arg, "--force"])
        .ok();
    // In Italian, as a club in Italy publishes it.
    let it = env.data().join("sito");
    env.run(&[
        "--lang",
        "it",
        "tournament",
        "publish-site",
        "club",
        it.to_str().expect("path"),
    ])
    .ok();
    let index = std::fs::read_to_string(it.join("index.html")).expect("l'indice");
    assert!(index.contains("<html lang=\"it\">"), "{index}");
    assert!(index.contains("Tavolo 1"), "{index}");
    assert!(index.contains("punti vittoria 15 – 5"), "{index}");
    // What a reader's browser finds: axe-core clean, light and dark.
    let (Some(browser), Some(axe)) = (
        crate::browser::Browser::start(),
        crate::accessibility::axe_script(),
    ) else {
        return;
    };
    for page in ["index.html", "round-1-table-1.html"] {
        let url = format!("file://{}", dir.join(page).display());
        let reader = browser.page(&url, 360, 780);
        for scheme in ["light", "dark"] {
            crate::phone_app::phone_says(&reader, scheme);
            let found = crate::accessibility::violations(&reader, &axe);
            assert!(
                found.is_empty(),
                "{page} ({scheme}): axe-core finds\n{}",
                crate::accessibility::said(&found)
            );
        }
    }
}

/// The printed sheet of the tables' QR codes: one a table the event can fill (4 pairs: 2
/// tables), each the `<svg>` element alone inside the HTML page (no XML declaration in
/// the middle of a page), with the table's address under it.
#[test]
fn the_qr_sheet_is_one_html_page_of_svg_codes() {
    let env = Env::new();
    let four = env.file("pairs.txt", "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n");
    env.run(&[
        "tournament",
        "new",
        "night",
        "--variant",
        "burraco-tournament",
        "--entrants",
        four.to_str().expect("path"),
        "--plan",
        "2 mitchell",
    ])
    .ok();
    let sheet = env
        .run(&[
            "tournament",
            "sheet",
            "night",
            "--base",
            "http://192.168.1.5:7878",
        ])
        .ok()
        .stdout;
    assert!(sheet.starts_with("<!doctype html>"), "{sheet}");
    assert_eq!(sheet.matches("<svg").count(), 2, "{sheet}");
    assert!(!sheet.contains("<?xml"), "{sheet}");
    assert_eq!(
        sheet.matches("http://192.168.1.5:7878/score#k=").count(),
        2,
        "{sheet}"
    );
}

/// A Mitchell round seated and published while the one before still plays (its tables
/// move by the plan): the status shows the new round, and says the earlier one is not
/// closed and which of its tables still play, then that every game of it is over (the
/// desk's page shows the same lines). Four pairs, two tables a round.
#[test]
fn a_round_published_ahead_shows_the_earlier_one_still_open() {
    let env = Env::new();
    four_pairs(&env, "night", "2 mitchell", &[], true);
    let first = tables(&env, "night");
    play(&env, &first[0].1, &first[0].2, &first[0].3, 200);
    env.run(&["tournament", "seat", "night"]).ok();
    env.run(&["tournament", "publish", "night"]).ok();
    let status = env.run(&["tournament", "status", "night"]).ok().stdout;
    assert!(status.contains("night, round 2"), "{status}");
    assert!(
        status.contains("Round 1 is not closed yet: table 2 is still playing."),
        "{status}"
    );
    play(&env, &first[1].1, &first[1].2, &first[1].3, 200);
    let status = env.run(&["tournament", "status", "night"]).ok().stdout;
    assert!(
        status.contains(
            "Round 1 is not closed yet: every game is over (close it with `canasta \
             tournament close night`)."
        ),
        "{status}"
    );
    env.run(&["tournament", "close", "night"]).ok();
    let status = env.run(&["tournament", "status", "night"]).ok().stdout;
    assert!(!status.contains("Round 1 is not closed"), "{status}");
}
