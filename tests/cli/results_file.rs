//! Issue 46, item 3: a night's results file. A Burraco night of four pairs over two
//! Mitchell rounds, exported as a results file (JSON, with the club and a member number),
//! checked against `docs/results.schema.json`, read back with its standings worked out
//! again, and refused once a number in it is changed; and the same tables as CSV.
//!
//! The night (`burraco-tournament`: 3 deals a game, victory points by the FIBUR table as
//! puntiburraco and eburraco publish it, docs/SOURCES.md), each deal typed as melded
//! points only, the same at every deal of a table:
//!
//! | round | table | N-S | E-W | a deal | totals | difference | VP |
//! |---|---|---|---|---|---|---|---|
//! | 1 | 1 | 1 Ana-Bob | 3 Ed-Flo | 400 / 100 | 1200-300 | 900 (up to 1000) | 17-3 |
//! | 1 | 2 | 2 Cy-Di | 4 Gus-Hal | 200 / 200 | 600-600 | 0 (up to 50) | 10-10 |
//! | 2 | 1 | 1 Ana-Bob | 4 Gus-Hal | 100 / 300 | 300-900 | 600 (up to 650) | 5-15 |
//! | 2 | 2 | 2 Cy-Di | 3 Ed-Flo | 250 / 200 | 750-600 | 150 (up to 150) | 11-9 |
//!
//! Standings, VP then MP (own points minus the opponents'): 4 Gus-Hal 10+15 = 25 VP, MP
//! 0+600 = 600, 1500 points; 1 Ana-Bob 17+5 = 22, 900-600 = 300, 1500; 2 Cy-Di 10+11 =
//! 21, 0+150 = 150, 1350; 3 Ed-Flo 3+9 = 12, -900-150 = -1050, 900.

use serde_json::Value;

use crate::harness::Env;
use crate::tournament::{four_pairs, json, tables};

/// The night above, played and closed.
fn night() -> Env {
    let env = Env::new();
    four_pairs(&env, "club", "2 mitchell", &[], true);
    let deals = [
        [
            ("Ana-Bob", "Ed-Flo", 400, 100),
            ("Cy-Di", "Gus-Hal", 200, 200),
        ],
        [
            ("Ana-Bob", "Gus-Hal", 100, 300),
            ("Cy-Di", "Ed-Flo", 250, 200),
        ],
    ];
    for (round, played) in deals.iter().enumerate() {
        if round > 0 {
            env.run(&["tournament", "seat", "club"]).ok();
            env.run(&["tournament", "publish", "club"]).ok();
        }
        let seated = tables(&env, "club");
        for (ns, ew, a, b) in played {
            // The Mitchell seats the pairs as the table above says.
            let (_, _, _, game) = seated
                .iter()
                .find(|(_, n, e, _)| n == ns && e == ew)
                .unwrap_or_else(|| panic!("{ns} v {ew} in round {}: {seated:?}", round + 1));
            for _ in 0..3 {
                env.run(&[
                    "record",
                    "--game",
                    game,
                    &format!("{ns}: {a}"),
                    &format!("{ew}: {b}"),
                ])
                .ok();
            }
        }
        env.run(&["tournament", "close", "club"]).ok();
    }
    env
}

fn rows(standings: &Value) -> Vec<(u64, u64, i64, i64, i64)> {
    standings["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["rank"].as_u64().unwrap_or(0),
                r["entrant"].as_u64().unwrap_or(0),
                r["vp"].as_i64().unwrap_or(0),
                r["mp"].as_i64().unwrap_or(0),
                r["points"].as_i64().unwrap_or(0),
            )
        })
        .collect()
}

const WORKED: [(u64, u64, i64, i64, i64); 4] = [
    (1, 4, 25, 600, 1500),
    (2, 1, 22, 300, 1500),
    (3, 2, 21, 150, 1350),
    (4, 3, 12, -1050, 900),
];

#[test]
fn a_nights_results_file_validates_reads_back_and_refuses_a_changed_number() {
    let env = night();
    let members = env.file(
        "soci.txt",
        "# the club's cards\nAna: FIBUR-1001\nHal: FIBUR-2002\nFloo: FIBUR-3003\n",
    );
    let run = env.run(&[
        "tournament",
        "export",
        "club",
        "--format",
        "results",
        "--club",
        "Circolo Roma",
        "--members",
        members.to_str().expect("path"),
    ]);
    let run = run.ok();
    // The players the list gives no number are said, Flo beside the list's Floo (a slip
    // away); the file is written all the same.
    assert!(
        run.stderr
            .contains("the member list gives Flo no number; it has Floo, who played no table"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("the member list gives Bob no number (the file"),
        "{}",
        run.stderr
    );
    let file: Value = serde_json::from_str(&run.stdout).expect("JSON");
    // Valid by its schema.
    let schema: Value = serde_json::from_str(include_str!("../../docs/results.schema.json"))
        .expect("the schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let errors: Vec<String> = validator
        .iter_errors(&file)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    // What it holds, worked out above.
    assert_eq!(file["format"], "canasta-results");
    assert_eq!(file["version"], 1);
    assert_eq!(file["event"]["club"], "Circolo Roma");
    assert_eq!(file["event"]["deals"], 3);
    assert_eq!(file["event"]["plan"], "2 mitchell");
    assert_eq!(file["entrants"][0]["players"][0]["member"], "FIBUR-1001");
    assert_eq!(file["entrants"][0]["players"][1]["member"], Value::Null);
    assert_eq!(file["entrants"][3]["players"][1]["member"], "FIBUR-2002");
    let round1 = &file["rounds"][0]["tables"][0];
    assert_eq!(
        (
            &round1["ns_points"],
            &round1["ew_points"],
            &round1["ns_vp"],
            &round1["ew_vp"]
        ),
        (
            &Value::from(1200),
            &Value::from(300),
            &Value::from(17),
            &Value::from(3)
        )
    );
    assert_eq!(rows(&file["standings"][0]), WORKED);
    // Read back: the same standings, worked out again from its tables, and as
    // `tournament standings` says them.
    let path = env.file("club.json", &run.stdout);
    let path = path.to_str().expect("path");
    let back = json(
        &env,
        &["tournament", "read-results", path, "--format", "json"],
    );
    let here = json(
        &env,
        &["tournament", "standings", "club", "--format", "json"],
    );
    assert_eq!(back, here);
    let shown = env.run(&["tournament", "read-results", path]).ok();
    assert!(shown.stdout.contains("Gus-Hal"), "{}", shown.stdout);
    // Where it comes from: the club and the day the night was played.
    assert!(
        shown.stdout.starts_with("Circolo Roma, 20"),
        "{}",
        shown.stdout
    );
    assert!(
        shown
            .stdout
            .lines()
            .next()
            .unwrap_or_default()
            .ends_with(": the standings worked out again from the file's tables."),
        "{}",
        shown.stdout
    );
    // The variant's victory-point table is in the file: a reader that does not know the
    // variant (a club's own preset) still holds each table to it. Round 1, table 1 (1200
    // v 300: 900, up to 1000: 17-3) written 16-4, its two lines' standings with it
    // (Ana-Bob 21, Ed-Flo 13): refused, naming the table and what the difference gives.
    assert_eq!(
        file["event"]["victory_table"][0],
        serde_json::json!({"up_to": 50, "winner": 10, "loser": 10})
    );
    let mut unknown = file.clone();
    unknown["event"]["variant"] = Value::from("circolo-rules");
    let as_is = env.file("unknown.json", &unknown.to_string());
    env.run(&["tournament", "read-results", as_is.to_str().expect("path")])
        .ok();
    unknown["rounds"][0]["tables"][0]["ns_vp"] = Value::from(16);
    unknown["rounds"][0]["tables"][0]["ew_vp"] = Value::from(4);
    unknown["standings"][0]["rows"][1]["vp"] = Value::from(21);
    unknown["standings"][0]["rows"][3]["vp"] = Value::from(13);
    let tampered = env.file("tampered.json", &unknown.to_string());
    env.run(&["tournament", "read-results", tampered.to_str().expect("path")])
        .refused("round 1, table 1: a difference of 900 gives 17-3 by the variant's table, the file says 16-4");
    // Ed-Flo's 12 VP written as 21: refused, naming the line and both numbers.
    let mut changed = file.clone();
    changed["standings"][0]["rows"][3]["vp"] = Value::from(21);
    let bad = env.file("bad.json", &changed.to_string());
    let refused = env.run(&["tournament", "read-results", bad.to_str().expect("path")]);
    assert_eq!(refused.code, 2, "{}", refused.stdout);
    assert!(
        refused
            .stderr
            .contains("Ed-Flo (3): the standings say 21 VP, its tables add up to 12"),
        "{}",
        refused.stderr
    );
    // And in Italian.
    let refused = env.run(&[
        "--lang",
        "it",
        "tournament",
        "read-results",
        bad.to_str().expect("path"),
    ]);
    assert!(
        refused
            .stderr
            .contains("Ed-Flo (3): la classifica dice 21 PV, i suoi tavoli fanno 12"),
        "{}",
        refused.stderr
    );
    // A table's victory points not what its points give: round 1, table 1, 1200-300 is a
    // difference of 900 (up to 1000: 17-3), written 18-2 (and the standings made to match).
    let mut changed = file.clone();
    changed["rounds"][0]["tables"][0]["ns_vp"] = Value::from(18);
    changed["rounds"][0]["tables"][0]["ew_vp"] = Value::from(2);
    let bad = env.file("vp.json", &changed.to_string());
    let refused = env.run(&["tournament", "read-results", bad.to_str().expect("path")]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains(
            "round 1, table 1: a difference of 900 gives 17-3 by the variant's table, the file says 18-2"
        ),
        "{}",
        refused.stderr
    );
    // An empty file, and a list.
    for (text, said) in [
        ("", "the file is empty"),
        ("[]", "not a results file: a results file is a JSON object"),
    ] {
        let bad = env.file("odd.json", text);
        let refused = env.run(&["tournament", "read-results", bad.to_str().expect("path")]);
        assert_eq!(refused.code, 2);
        assert!(refused.stderr.contains(said), "{}", refused.stderr);
    }
    // Not a results file at all.
    let game = env.file("game.json", "{\"hands\": []}");
    let refused = env.run(&["tournament", "read-results", game.to_str().expect("path")]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("not a results file"),
        "{}",
        refused.stderr
    );
}

#[test]
fn a_nights_tables_as_csv() {
    let env = night();
    let csv = env
        .run(&["tournament", "export", "club", "--format", "results-csv"])
        .ok()
        .stdout;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "round,table,ns,ns_name,ew,ew_name,game,ns_points,ew_points,ns_vp,ew_vp,deals,finished"
    );
    assert_eq!(lines.len(), 5, "{csv}");
    assert!(lines[1].starts_with("1,1,1,Ana-Bob,3,Ed-Flo,"), "{csv}");
    assert!(lines[1].ends_with(",1200,300,17,3,3,true"), "{csv}");
    assert!(lines[3].ends_with(",300,900,5,15,3,true"), "{csv}");
    // A member list that is not `Player: NUMBER` is refused, nothing written.
    let members = env.file("soci.txt", "Ana FIBUR-1001\n");
    let refused = env.run(&[
        "tournament",
        "export",
        "club",
        "--format",
        "results",
        "--members",
        members.to_str().expect("path"),
    ]);
    assert_eq!(refused.code, 2);
    assert!(refused.stdout.is_empty());
    assert!(
        refused.stderr.contains("line 1 of the member list"),
        "{}",
        refused.stderr
    );
    // A club given for the night as YAML, which has no place for it: said, not dropped.
    let refused = env.run(&["tournament", "export", "club", "--club", "Circolo Roma"]);
    assert_eq!(refused.code, 2);
    assert!(refused.stdout.is_empty());
    assert!(
        refused.stderr.contains("add --format results"),
        "{}",
        refused.stderr
    );
}
