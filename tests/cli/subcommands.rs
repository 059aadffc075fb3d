//! Every subcommand once, with numbers worked out from the rules texts.

use crate::harness::{EXAMPLE_FLAGS, Env, pairs, totals};

/// The example hand (seed 001 schedules):
/// We: natural canasta 500 + concealed 200 + 205 melded + one red three 100 = 1005.
/// They: 60 melded - 85 in hand - 500 undeclared red three = -525.
const EXAMPLE_HAND: &str = "\
results:
  We:   {went_out: concealed, red_threes: 1, canastas: {natural: 1, mixed: 0}, melded: 205, in_hand: 0}
  They: {red_threes: 0, melded: 60, in_hand: 85, penalties: {undeclared_red_three: 1}}
";

#[test]
fn new_prints_the_id_and_makes_the_game_current() {
    let env = Env::new();
    let run = env.run(&["new"]).ok();
    assert_eq!(run.stdout, "1\n");
    assert!(run.stderr.contains("classic"), "{}", run.stderr);
    let json = env.json();
    assert_eq!(json["variant"], "classic");
    assert_eq!(json["target"], 5000);
    assert_eq!(json["sides"], serde_json::json!(["We", "They"]));
    assert_eq!(json["finished"], false);
    assert_eq!(json["winner"], serde_json::Value::Null);
    assert_eq!(json["next_minimum"]["We"], 50); // total 0 -> 50 (seed 001 table)
    assert_eq!(json["next_dealer"], "We 1");
    let run = env.run(&["new", "--side", "Us", "--side", "Them"]).ok();
    assert_eq!(run.stdout, "2\n");
    assert_eq!(env.json()["sides"], serde_json::json!(["Us", "Them"]));
}

#[test]
fn record_with_flags_prints_the_breakdown_and_the_sheet() {
    let env = Env::new();
    env.classic();
    let run = env.run(EXAMPLE_FLAGS).ok();
    for line in [
        "1 natural canasta",
        "+500",
        "going out concealed",
        "+200",
        "cards melded",
        "+205",
        "1 red three",
        "+1005",
        "penalty: undeclared red three x1",
        "-525",
        "Hand 2: Bob deals. Initial meld: We 50, They 15.",
    ] {
        assert!(
            run.stdout.contains(line),
            "missing {line:?} in\n{}",
            run.stdout
        );
    }
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 1005), ("They", -525)]));
    assert_eq!(json["hands"][0]["number"], 1);
    assert_eq!(json["hands"][0]["scores"]["We"], 1005);
    assert_eq!(json["hands"][0]["totals"]["They"], -525);
    // Score lines are data: the item and its numbers (`docs/guide/game-log.md`, "The game log").
    assert_eq!(
        json["hands"][0]["lines"]["We"][0],
        serde_json::json!({"item": "canastas", "kind": "natural", "count": 1, "points": 500})
    );
    assert_eq!(
        json["hands"][0]["lines"]["We"][1],
        serde_json::json!({"item": "going_out", "how": "concealed", "points": 200})
    );
    assert_eq!(
        json["hands"][0]["lines"]["They"][2],
        serde_json::json!({"item": "penalty", "name": "undeclared_red_three", "count": 1, "points": -500})
    );
    // Minimum next hand: We 1005 -> 50; They -525 -> 15 (seed 001 table).
    assert_eq!(json["next_minimum"]["We"], 50);
    assert_eq!(json["next_minimum"]["They"], 15);
    assert_eq!(json["next_dealer"], "Bob");
}

#[test]
fn record_from_a_yaml_file_scores_the_same() {
    let env = Env::new();
    env.classic();
    let file = env.file("hand.yaml", EXAMPLE_HAND);
    env.run(&["record", "--from", file.to_str().unwrap()]).ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 1005), ("They", -525)]));
}

#[test]
fn show_formats_and_explain() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let table = env.run(&["show"]).ok().stdout;
    // The example hand went out concealed (seed 001): the sheet says so.
    assert!(table.contains("+1005 concealed"), "{table}");
    assert!(table.contains("Game 1 (classic): We (Ann, Cy) v They (Bob, Di)"));
    let explained = env.run(&["show", "--explain"]).ok().stdout;
    assert!(explained.contains("going out concealed"), "{explained}");
    let yaml = env.run(&["show", "--format", "yaml"]).ok().stdout;
    assert!(yaml.contains("next_dealer: Bob"), "{yaml}");
    let by_id = env
        .run(&["show", "--game", "1", "--format", "json"])
        .ok()
        .stdout;
    assert!(by_id.contains("\"id\": \"1\""), "{by_id}");
}

#[test]
fn the_score_sheet_reads_like_a_paper_pad() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    // We 1005 + (natural 500 + mixed 300 + out 100 + 300 melded = 1200) = 2205 -> 90.
    // They -525 + (120 melded - 40 in hand = 80) = -445 -> 15.
    env.run(&[
        "record",
        "--out",
        "We",
        "--natural",
        "We=1",
        "--mixed",
        "We=1",
        "--melded",
        "We=300",
        "--melded",
        "They=120",
        "--in-hand",
        "They=40",
    ])
    .ok();
    snapbox::assert_data_eq!(
        env.run(&["show"]).ok().stdout,
        snapbox::file!["snapshots/score_sheet.txt"].raw()
    );
    snapbox::assert_data_eq!(
        env.run(&["show", "--explain"]).ok().stdout,
        snapbox::file!["snapshots/explain.txt"].raw()
    );
}

#[test]
fn the_rules_table_of_classic() {
    let env = Env::new();
    snapbox::assert_data_eq!(
        env.run(&["variants", "show", "classic"]).ok().stdout,
        snapbox::file!["snapshots/rules_of_classic.txt"].raw()
    );
}

#[test]
fn list_and_use() {
    let env = Env::new();
    env.classic();
    env.run(&[
        "new",
        "--variant",
        "classic-2p",
        "--side",
        "Ann",
        "--side",
        "Bob",
    ])
    .ok();
    let list = env.run(&["list"]).ok().stdout;
    assert!(list.contains("classic-2p"), "{list}");
    assert!(list.contains("in play"), "{list}");
    env.run(&["use", "1"]).ok();
    assert_eq!(env.json()["variant"], "classic");
    env.run(&["use", "7"])
        .refused("there is no game `7`; the games are: 1, 2");
}

#[test]
fn undo_removes_the_last_hand() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let run = env.run(&["undo"]).ok();
    assert!(
        run.stdout.contains("Removed hand 1 (We +1005, They -525)."),
        "{}",
        run.stdout
    );
    assert_eq!(totals(&env.json()), pairs(&[("We", 0), ("They", 0)]));
    env.run(&["undo"]).refused("game 1 has no hands to undo");
}

#[test]
fn edit_corrects_a_past_hand_and_recomputes_what_follows() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    env.run(&[
        "record",
        "--out",
        "They",
        "--mixed",
        "They=1",
        "--melded",
        "They=150",
        "--melded",
        "We=50",
        "--in-hand",
        "We=30",
    ])
    .ok();
    // Hand 2: They mixed 300 + out 100 + 150 = 550; We 50 - 30 = 20.
    assert_eq!(totals(&env.json()), pairs(&[("We", 1025), ("They", 25)]));
    // Correct hand 1: They had melded 65, not 60: -520 instead of -525.
    env.run(&["edit", "1", "--melded", "They=65"]).ok();
    let json = env.json();
    assert_eq!(json["hands"][0]["scores"]["They"], -520);
    assert_eq!(json["hands"][1]["totals"]["They"], 30);
    assert_eq!(totals(&json), pairs(&[("We", 1025), ("They", 30)]));
    // Nothing else of hand 1 changed.
    assert_eq!(json["hands"][0]["scores"]["We"], 1005);
    env.run(&["edit", "3", "--melded", "We=5"])
        .refused("game 1 has no hand 3; its hands are numbered 1 to 2");
}

#[test]
fn export_and_import_round_trip() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let exported = env.run(&["export"]).ok().stdout;
    assert!(
        exported.starts_with("schema: 2\nchanges: 1\nvariant: classic\n"),
        "{exported}"
    );
    // Schema 2: the file ends with the line that tells a whole file from one cut short.
    assert!(exported.ends_with("\n# end of game log\n"), "{exported}");
    assert!(
        exported.contains("rules:"),
        "the export carries the rules snapshot"
    );
    env.run(&["export", "-o", "out.yaml"]).ok();
    let written = std::fs::read_to_string(env.data().join("out.yaml")).unwrap();
    assert_eq!(written, exported);
    // Into another data folder: a game of its own there.
    let other = Env::new();
    let run = other
        .run(&["import", &env.data().join("out.yaml").display().to_string()])
        .ok();
    assert_eq!(run.stdout, "1\n");
    assert_eq!(
        totals(&other.json()),
        pairs(&[("We", 1005), ("They", -525)])
    );
    // Into the same folder: the game is here already, and nothing is added.
    let run = env.run(&["import", "out.yaml"]).ok();
    assert_eq!(run.stdout, "1\n");
    assert!(
        run.stderr.contains("here already, as game 1"),
        "{}",
        run.stderr
    );
    assert!(!env.game_file("2").exists());
}

#[test]
fn import_reads_the_documented_schema_without_rules() {
    let env = Env::new();
    let file = env.file(
        "game.yaml",
        &format!(
            "schema: 1\nvariant: classic\nsides:\n  - {{name: We, players: [Ann, Cy]}}\n  - {{name: They, players: [Bob, Di]}}\nhands:\n  - {}",
            EXAMPLE_HAND.replace('\n', "\n    ").trim_end()
        ),
    );
    let run = env.run(&["import", file.to_str().unwrap()]).ok();
    assert_eq!(run.stdout, "1\n");
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 1005), ("They", -525)]));
    assert_eq!(json["next_dealer"], "Bob");
}

#[test]
fn min_prints_the_initial_meld_minimum() {
    // seed 001 table: negative 15; 0-1495 50; 1500-2995 90; 3000+ 120.
    let env = Env::new();
    for (score, min) in [
        ("-5", "15"),
        ("0", "50"),
        ("1495", "50"),
        ("1500", "90"),
        ("2995", "90"),
        ("3000", "120"),
    ] {
        assert_eq!(
            env.run(&["min", score]).ok().stdout,
            format!("{min}\n"),
            "score {score}"
        );
    }
    assert_eq!(env.run(&["min", "--", "-20"]).ok().stdout, "15\n");
    // seed 001 six players, two teams of three: 150 from 7000.
    assert_eq!(
        env.run(&["min", "--variant", "classic-6p-teams-of-3", "7000"])
            .ok()
            .stdout,
        "150\n"
    );
    env.run(&["min", "--variant", "clasic", "10"])
        .refused("unknown variant `clasic`");
}

#[test]
fn variants_lists_and_shows() {
    let env = Env::new();
    let list = env.run(&["variants"]).ok().stdout;
    for name in [
        "classic",
        "classic-2p",
        "classic-3p",
        "classic-6p",
        "classic-6p-teams-of-3",
    ] {
        assert!(list.contains(name), "{list}");
    }
    let six = env.run(&["variants", "show", "classic-6p"]).ok().stdout;
    assert!(six.contains("4: 400, 5: 1000, 6: 1200"), "{six}");
    assert!(six.contains("needs 2 canastas"), "{six}");
    let classic = env.run(&["variants", "show", "classic"]).ok().stdout;
    assert!(classic.contains("below 0: 15"), "{classic}");
    assert!(classic.contains("0 to 1495: 50"), "{classic}");
    assert!(classic.contains("concealed 200 in all"), "{classic}");
    env.run(&["variants", "show", "samba-royale"])
        .refused("unknown variant `samba-royale`");
}

/// `SNAPSHOTS=overwrite cargo test` rewrites the committed scripts after a CLI change.
#[test]
fn completions_are_printed_and_the_committed_ones_are_current() {
    let env = Env::new();
    let out = |shell: &str| env.run(&["completions", shell]).ok().stdout;
    snapbox::assert_data_eq!(
        out("bash"),
        snapbox::file!["../../completions/canasta.bash"].raw()
    );
    snapbox::assert_data_eq!(
        out("zsh"),
        snapbox::file!["../../completions/_canasta"].raw()
    );
    snapbox::assert_data_eq!(
        out("fish"),
        snapbox::file!["../../completions/canasta.fish"].raw()
    );
    snapbox::assert_data_eq!(
        out("elvish"),
        snapbox::file!["../../completions/canasta.elv"].raw()
    );
    snapbox::assert_data_eq!(
        out("powershell"),
        snapbox::file!["../../completions/_canasta.ps1"].raw()
    );
}

#[test]
fn help_has_examples() {
    let env = Env::new();
    let help = env.run(&["--help"]).ok().stdout;
    assert!(help.contains("Examples:"), "{help}");
    let record = env.run(&["record", "--help"]).ok().stdout;
    assert!(record.contains("--red-threes <SIDE=N>"), "{record}");
    assert!(record.contains("Examples:"), "{record}");
}

#[test]
fn drop_removes_a_hand_from_the_middle() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok(); // We +1005, They -525
    // Seed 001 "Classic Canasta Scoring": They a natural canasta 500, going out 100,
    // 100 melded: +700; We hold 50 in hand: -50.
    env.run(&[
        "record",
        "--out",
        "They",
        "--natural",
        "They=1",
        "--melded",
        "They=100",
        "--in-hand",
        "We=50",
    ])
    .ok();
    env.run(EXAMPLE_FLAGS).ok();
    // 1005 - 50 + 1005 = 1960; -525 + 700 - 525 = -350.
    assert_eq!(totals(&env.json()), pairs(&[("We", 1960), ("They", -350)]));
    let run = env.run(&["drop", "2"]).ok();
    assert!(
        run.stdout
            .starts_with("Removed hand 2 (We -50, They +700)."),
        "{}",
        run.stdout
    );
    let json = env.json();
    // Without hand 2: 1005 + 1005 = 2010; -525 - 525 = -1050; the hand that was third is
    // now second, dealt by the second seat (Bob).
    assert_eq!(totals(&json), pairs(&[("We", 2010), ("They", -1050)]));
    assert_eq!(json["hands"][1]["dealer"], "Bob");
    env.run(&["drop", "3"])
        .refused("game 1 has no hand 3; its hands are numbered 1 to 2");
}
