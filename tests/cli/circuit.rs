//! Issue 46, items 4 and 6: a three-stage circuit with a player who changed partner. Three
//! Burraco nights of four pairs over two Mitchell rounds (`burraco-tournament`: 3 deals a
//! game, victory points by the FIBUR table as puntiburraco and eburraco publish it,
//! docs/SOURCES.md); each deal typed as melded points only, the same at every deal of a
//! table, so a game's totals are three times a deal's. The Mitchell seats round 1: 1 v 3,
//! 2 v 4; round 2: 1 v 4, 2 v 3.
//!
//! Stage one (pairs 1 Ana-Bob, 2 Cy-Di, 3 Ed-Flo, 4 Gus-Hal):
//! R1 Ana-Bob 1200 v Ed-Flo 300 (diff 900, up to 1000: 17-3); Cy-Di 600 v Gus-Hal 600
//! (10-10). R2 Ana-Bob 300 v Gus-Hal 900 (600, up to 650: 5-15); Cy-Di 750 v Ed-Flo 600
//! (150, up to 150: 11-9). Standings: Gus-Hal 25 VP +600 MP, Ana-Bob 22 +300, Cy-Di 21
//! +150, Ed-Flo 12 -1050.
//!
//! Stage two (the same pairs): R1 Ana-Bob 300 v Ed-Flo 300 (10-10); Cy-Di 1500 v Gus-Hal
//! 300 (1200, up to 1250: 18-2). R2 Ana-Bob 900 v Gus-Hal 600 (300, up to 350: 13-7);
//! Cy-Di 300 v Ed-Flo 1200 (900: 3-17). Standings: Ed-Flo 27 +900, Ana-Bob 23 +300, Cy-Di
//! 21 +300, Gus-Hal 9 -1500.
//!
//! Stage three (Ana now plays with Cy, Bob with Di: 1 Ana-Cy, 2 Bob-Di, 3 Ed-Flo, 4
//! Gus-Hal): R1 Ana-Cy 900 v Ed-Flo 300 (600: 15-5); Bob-Di 450 v Gus-Hal 450 (10-10). R2
//! Ana-Cy 600 v Gus-Hal 300 (300: 13-7); Bob-Di 300 v Ed-Flo 750 (450, up to 500: 6-14).
//! Standings: Ana-Cy 28 +900, Ed-Flo 19 -150, Gus-Hal 17 -300, Bob-Di 16 -450.
//!
//! The circuit (VP, then MP, then stages played), pairs: Ed-Flo 12+27+19 = 58 VP,
//! -1050+900-150 = -300 MP, 3 stages; Gus-Hal 25+9+17 = 51, 600-1500-300 = -1200, 3;
//! Ana-Bob 22+23 = 45, 600, 2; Cy-Di 21+21 = 42, 450, 2; Ana-Cy 28, 900, 1; Bob-Di 16,
//! -450, 1. Players, each over all their partners: Ana 22+23+28 = 73, 300+300+900 = 1500;
//! Cy 21+21+28 = 70, 150+300+900 = 1350; Bob 22+23+16 = 61, 300+300-450 = 150; Di
//! 21+21+16 = 58, 150+300-450 = 0; Ed and Flo 58, -300 (level: both 5th); Gus and Hal 51,
//! -1200 (7th). Finalists, the first of each stage who played 2 stages or more: Gus-Hal
//! (stage one), Ed-Flo (two); Ana-Cy won stage three but played once. Players: Gus, Hal,
//! Ed, Flo, Ana and Cy (each first of a stage, each 3 stages); Bob and Di never won one.

use serde_json::Value;

use crate::harness::Env;
use crate::tournament::tables;

/// A night `name` of the four `pairs` (a line each) with each table's deal (N-S, E-W,
/// their points), round by round, played and closed.
fn night(env: &Env, name: &str, pairs: &str, deals: [[(&str, &str, u32, u32); 2]; 2]) {
    let file = env.file(&format!("{name}-pairs.txt"), pairs);
    env.run(&[
        "tournament",
        "new",
        name,
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 mitchell",
    ])
    .ok();
    for played in deals {
        env.run(&["tournament", "seat", name]).ok();
        env.run(&["tournament", "publish", name]).ok();
        let seated = tables(env, name);
        for (ns, ew, a, b) in played {
            let (_, _, _, game) = seated
                .iter()
                .find(|(_, n, e, _)| n == ns && e == ew)
                .unwrap_or_else(|| panic!("{name}: {ns} v {ew}: {seated:?}"));
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
        env.run(&["tournament", "close", name]).ok();
    }
}

const PAIRS: &str = "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n";

/// The season above in a folder: stages one and two as results files, stage three as
/// the whole night `tournament export` writes; and the circuit's rule.
fn season(env: &Env) -> std::path::PathBuf {
    night(
        env,
        "one",
        PAIRS,
        [
            [
                ("Ana-Bob", "Ed-Flo", 400, 100),
                ("Cy-Di", "Gus-Hal", 200, 200),
            ],
            [
                ("Ana-Bob", "Gus-Hal", 100, 300),
                ("Cy-Di", "Ed-Flo", 250, 200),
            ],
        ],
    );
    night(
        env,
        "two",
        PAIRS,
        [
            [
                ("Ana-Bob", "Ed-Flo", 100, 100),
                ("Cy-Di", "Gus-Hal", 500, 100),
            ],
            [
                ("Ana-Bob", "Gus-Hal", 300, 200),
                ("Cy-Di", "Ed-Flo", 100, 400),
            ],
        ],
    );
    night(
        env,
        "three",
        "Ana, Cy\nBob, Di\nEd, Flo\nGus, Hal\n",
        [
            [
                ("Ana-Cy", "Ed-Flo", 300, 100),
                ("Bob-Di", "Gus-Hal", 150, 150),
            ],
            [
                ("Ana-Cy", "Gus-Hal", 200, 100),
                ("Bob-Di", "Ed-Flo", 100, 250),
            ],
        ],
    );
    let dir = env.data().join("summer-tour");
    std::fs::create_dir_all(&dir).expect("folder");
    for (file, name) in [("1-one.json", "one"), ("2-two.json", "two")] {
        let text = env
            .run(&["tournament", "export", name, "--format", "results"])
            .ok()
            .stdout;
        std::fs::write(dir.join(file), text).expect("written");
    }
    let whole = env.run(&["tournament", "export", "three"]).ok().stdout;
    std::fs::write(dir.join("3-three.yaml"), whole).expect("written");
    std::fs::write(
        dir.join("circuit.yaml"),
        "name: Summer Tour\nfinalists: {rule: per_stage, top: 1, min_stages: 2}\n",
    )
    .expect("written");
    dir
}

fn lines(v: &Value) -> Vec<(u64, String, i64, i64, u64, bool)> {
    v.as_array()
        .expect("lines")
        .iter()
        .map(|l| {
            (
                l["rank"].as_u64().unwrap_or(0),
                l["name"].as_str().unwrap_or_default().to_string(),
                l["vp"].as_i64().unwrap_or(0),
                l["mp"].as_i64().unwrap_or(0),
                l["stages"].as_u64().unwrap_or(0),
                l["finalist"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

fn line(
    rank: u64,
    name: &str,
    vp: i64,
    mp: i64,
    stages: u64,
    finalist: bool,
) -> (u64, String, i64, i64, u64, bool) {
    (rank, name.to_string(), vp, mp, stages, finalist)
}

#[test]
fn a_three_stage_circuit_with_a_player_who_changed_partner() {
    let env = Env::new();
    let dir = season(&env);
    let dir_text = dir.to_str().expect("path");
    let circuit = crate::tournament::json(&env, &["circuit", dir_text, "--format", "json"]);
    assert_eq!(circuit["name"], "Summer Tour");
    let stages: Vec<&str> = circuit["stages"]
        .as_array()
        .expect("stages")
        .iter()
        .map(|s| s["name"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(stages, ["one", "two", "three"]);
    assert_eq!(
        lines(&circuit["pairs"]),
        vec![
            line(1, "Ed-Flo", 58, -300, 3, true),
            line(2, "Gus-Hal", 51, -1200, 3, true),
            line(3, "Ana-Bob", 45, 600, 2, false),
            line(4, "Cy-Di", 42, 450, 2, false),
            line(5, "Ana-Cy", 28, 900, 1, false),
            line(6, "Bob-Di", 16, -450, 1, false),
        ]
    );
    assert_eq!(
        lines(&circuit["players"]),
        vec![
            line(1, "Ana", 73, 1500, 3, true),
            line(2, "Cy", 70, 1350, 3, true),
            line(3, "Bob", 61, 150, 3, false),
            line(4, "Di", 58, 0, 3, false),
            line(5, "Ed", 58, -300, 3, true),
            line(5, "Flo", 58, -300, 3, true),
            line(7, "Gus", 51, -1200, 3, true),
            line(7, "Hal", 51, -1200, 3, true),
        ]
    );
    // Ed-Flo, stage by stage: 4th with 12, 1st with 27, 2nd with 19.
    assert_eq!(
        circuit["pairs"][0]["per_stage"],
        serde_json::json!([[4, 12], [1, 27], [2, 19]])
    );
    // The table, the CSV and the page say the same.
    let table = env.run(&["circuit", dir_text]).ok().stdout;
    assert!(
        table.starts_with("Summer Tour: 3 stages\n1. one ("),
        "{table}"
    );
    assert!(
        table.contains("Finalists (*): the first 1 of each stage, who played at least 2 stages."),
        "{table}"
    );
    let csv = env
        .run(&["circuit", dir_text, "--format", "csv"])
        .ok()
        .stdout;
    assert!(
        csv.lines()
            .any(|l| l == "pair,1,Ed-Flo,Ed & Flo,58,-300,3,true,4,12,1,27,2,19"),
        "{csv}"
    );
    let site = env.data().join("site");
    let said = env.run(&[
        "--lang",
        "it",
        "circuit",
        dir_text,
        "--site",
        site.to_str().expect("path"),
    ]);
    assert!(said.ok().stdout.starts_with("Summer Tour: 3 tappe"));
    let page = std::fs::read_to_string(site.join("index.html")).expect("the page");
    assert!(page.contains("<html lang=\"it\">"), "{page}");
    assert!(
        page.contains("<td>Ed-Flo</td><td>58</td><td>-300</td><td>3</td><td>4º (12 PV)</td>"),
        "{page}"
    );
    // Written again only with --force.
    let again = env.run(&["circuit", dir_text, "--site", site.to_str().expect("path")]);
    assert_eq!(again.code, 2, "{}", again.stdout);
    let (Some(browser), Some(axe)) = (
        crate::browser::Browser::start(),
        crate::accessibility::axe_script(),
    ) else {
        return;
    };
    let reader = browser.page(
        &format!("file://{}", site.join("index.html").display()),
        360,
        780,
    );
    for scheme in ["light", "dark"] {
        crate::phone_app::phone_says(&reader, scheme);
        let found = crate::accessibility::violations(&reader, &axe);
        assert!(
            found.is_empty(),
            "{scheme}: {}",
            crate::accessibility::said(&found)
        );
    }
}

#[test]
fn a_stage_that_does_not_add_up_is_refused_naming_it() {
    let env = Env::new();
    let dir = season(&env);
    // Stage two's Ed-Flo given 37 VP instead of 27.
    let path = dir.join("2-two.json");
    let mut file: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("JSON");
    file["standings"][0]["rows"][0]["vp"] = Value::from(37);
    std::fs::write(&path, file.to_string()).expect("written");
    let refused = env.run(&["circuit", dir.to_str().expect("path")]);
    assert_eq!(refused.code, 2, "{}", refused.stdout);
    assert!(refused.stdout.is_empty());
    assert!(
        refused
            .stderr
            .contains("2-two.json: Ed-Flo (3): the standings say 37 VP, its tables add up to 27"),
        "{}",
        refused.stderr
    );
    // The same event twice: stage one's file copied.
    std::fs::write(
        &path,
        serde_json::to_string(&{
            let mut back = file.clone();
            back["standings"][0]["rows"][0]["vp"] = Value::from(27);
            back
        })
        .expect("JSON"),
    )
    .expect("written");
    std::fs::copy(dir.join("1-one.json"), dir.join("1-one-copy.json")).expect("copied");
    let refused = env.run(&["circuit", dir.to_str().expect("path")]);
    assert_eq!(refused.code, 2);
    assert!(
        refused
            .stderr
            .contains("1-one.json is the same event as 1-one-copy.json")
            || refused
                .stderr
                .contains("1-one-copy.json is the same event as 1-one.json"),
        "{}",
        refused.stderr
    );
    std::fs::remove_file(dir.join("1-one-copy.json")).ok();
    // A circuit.yaml with no cut.
    std::fs::write(&path, "").ok();
    std::fs::remove_file(&path).ok();
    std::fs::write(
        dir.join("circuit.yaml"),
        "name: x\nfinalists: {rule: overall}\n",
    )
    .ok();
    let refused = env.run(&["circuit", dir.to_str().expect("path")]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("finalists by `overall` need `top`"),
        "{}",
        refused.stderr
    );
    // An empty folder.
    let empty = env.data().join("empty");
    std::fs::create_dir_all(&empty).ok();
    let refused = env.run(&["circuit", empty.to_str().expect("path")]);
    assert_eq!(refused.code, 2);
    assert!(
        refused
            .stderr
            .contains(&format!("{} has no event", empty.display())),
        "{}",
        refused.stderr
    );
}
