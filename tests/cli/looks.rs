//! What people read at the table: the chart of running totals, a sheet that fits an
//! 80-column terminal with four sides, and colours only where a terminal can show them.
//! Scores use Classic's schedules (seed 001, pagat "Classic Canasta": natural canasta 500,
//! going out 100, four red threes 800, cards at face value, game 5000).

use crate::harness::Env;

fn rec(env: &Env, args: &str) {
    let mut v = vec!["record"];
    v.extend(args.split_whitespace());
    env.run(&v).ok();
}

/// The four-player Classic game of games.rs (totals after each hand: We 1350, 1270, 4370,
/// 4575, 5375; They 55, 1745, 1535, 2115, 2435).
fn classic_game(env: &Env) {
    env.classic();
    rec(
        env,
        "--out We --natural We=1 --mixed We=1 --melded We=350 --red-threes We=1 --melded They=120 --in-hand They=65",
    );
    rec(
        env,
        "--out They --concealed --natural They=2 --melded They=290 --red-threes They=2 --melded We=90 --in-hand We=120 --penalty We:illegal_pile_take",
    );
    rec(
        env,
        "--out We --natural We=2 --mixed We=2 --melded We=600 --red-threes We=4 --in-hand They=210",
    );
    rec(
        env,
        "--out They --mixed They=1 --melded They=180 --melded We=250 --in-hand We=45 --red-threes We=1 --penalty We:failed_to_go_out",
    );
    rec(
        env,
        "--out We --natural We=1 --melded We=200 --melded They=150 --in-hand They=30 --red-threes They=2",
    );
}

fn widest(text: &str) -> usize {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}

#[test]
fn show_chart_draws_the_running_totals() {
    let env = Env::new();
    classic_game(&env);
    let out = env.run(&["show", "--chart"]).ok().stdout;
    // Issue 32, item 10: every row is a round number, 500 apart (5375 in 12 rows from
    // the target down to 0 and up: 0, 500, ..., 5000, 5500), each label its row's value:
    // the top is 5500, the row the winner's 5375 rounds to (5375 is nearer 5500 than
    // 5000); the dotted line is the game, 5000, on the row labelled 5000; hand 3's 4370
    // on the 4500 row, 1535 and 1270 on the 1500 row.
    assert!(out.contains("Running totals, hand by hand: W We, T They; ··· game at 5000"));
    assert!(out.contains("5500 ┤"), "{out}");
    assert!(out.contains("5000 ┤····"), "{out}");
    assert!(out.contains("   0 ┤"), "{out}");
    assert!(out.contains("Winner: We, with 5375 (by 2940)."));
    assert!(widest(&out) <= 80, "wider than 80 columns:\n{out}");
    // Piped, so no colour codes.
    assert!(
        !out.contains('\x1b'),
        "escape codes in piped output:\n{out}"
    );
    snapbox::assert_data_eq!(out, snapbox::file!["snapshots/chart.txt"].raw());
}

#[test]
fn colours_only_when_asked_for_or_on_a_terminal() {
    let env = Env::new();
    classic_game(&env);
    let forced = env
        .cmd()
        .args(["show", "--chart"])
        .env("CLICOLOR_FORCE", "1")
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&forced.stdout).contains("\x1b["));
    let plain = env
        .cmd()
        .args(["show", "--chart"])
        .env("NO_COLOR", "1")
        .output()
        .expect("runs");
    assert!(!String::from_utf8_lossy(&plain.stdout).contains('\x1b'));
}

#[test]
fn a_chart_before_any_hand_says_so() {
    let env = Env::new();
    env.classic();
    let out = env.run(&["show", "--chart"]).ok().stdout;
    assert!(out.contains("No hands yet: nothing to chart."), "{out}");
}

/// Four players each for themselves (a preset of one's own), with long names and scores
/// of five digits: the sheet switches to one column per player and stays within 80.
#[test]
fn four_sides_fit_an_80_column_terminal() {
    let env = Env::new();
    let preset = env.file(
        "four.yaml",
        "extends: classic\nname: classic-four-alone\ndescription: Classic, four players each for themselves (house rule)\nseating: {kind: partnerships, sides: 4, players_per_side: 1}\n",
    );
    let preset = preset.to_str().expect("utf-8 path");
    env.run(&[
        "new",
        "--variant",
        preset,
        "--player",
        "Annabelle",
        "--player",
        "Bartholomew",
        "--player",
        "Cynthia",
        "--player",
        "Dimitrios",
    ])
    .ok();
    // Hand A: Annabelle out with two natural canastas, all four red threes and 500 melded:
    // 1000 + 100 + 800 + 500 = 2400. Bartholomew holds 85: -85. Cynthia melds 120 and
    // holds 30: +90. Dimitrios holds 200 and melded nothing: -200.
    let a = "--out Annabelle --natural Annabelle=2 --red-threes Annabelle=4 --melded Annabelle=500 --in-hand Bartholomew=85 --melded Cynthia=120 --in-hand Cynthia=30 --in-hand Dimitrios=200";
    // Hand B: Bartholomew out with a natural canasta and 300 melded: 500 + 100 + 300 = 900.
    // Annabelle holds 15: -15. Cynthia melds 60: +60. Dimitrios holds 45: -45.
    let b = "--out Bartholomew --natural Bartholomew=1 --melded Bartholomew=300 --in-hand Annabelle=15 --melded Cynthia=60 --in-hand Dimitrios=45";
    for hand in [a, a, b, a] {
        rec(&env, hand);
    }
    let out = env.run(&["show"]).ok().stdout;
    // A A B A: Annabelle 2400 + 2400 - 15 + 2400 = 7185; Bartholomew -85 - 85 + 900 - 85
    // = 645; Cynthia 90 + 90 + 60 + 90 = 330; Dimitrios -200 - 200 - 45 - 200 = -645.
    // Annabelle passes 5000 and wins by 7185 - 645 = 6540.
    assert!(
        out.contains("Winner: Annabelle, with 7185 (by 6540)."),
        "{out}"
    );
    assert!(out.contains("2400*  7185"), "{out}");
    assert!(widest(&out) <= 80, "wider than 80 columns:\n{out}");
    snapbox::assert_data_eq!(out, snapbox::file!["snapshots/four_sides.txt"].raw());
}

/// Laid out for 40 columns (`COLUMNS=40`, as a 40-column terminal is): the sheet with four
/// sides, the breakdowns, the rules table, the variants, `variants show` and a list with a
/// damaged game all fit; piped without `COLUMNS`, they keep their full width.
#[test]
fn every_table_fits_forty_columns() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-6p",
        "--side",
        "Annabelle",
        "--side",
        "Bartholomew",
        "--side",
        "Christophe",
    ])
    .ok();
    env.run(&[
        "record",
        "Annabelle: out 2n 1m 3r 610 -0",
        "Bartholomew: 1n 300 -45 1u",
        "Christophe: 120 -30",
    ])
    .ok();
    env.run(&["new"]).ok(); // game 2, to damage
    std::fs::write(
        env.game_file("2"),
        "schema: 2\nvariant: classic\nsides: [\n",
    )
    .expect("damage");
    let widest = |text: &str| text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let narrow = |args: &[&str]| {
        let out = env
            .cmd()
            .env("COLUMNS", "40")
            .args(args)
            .output()
            .expect("runs");
        // `check` says no with exit 1; the damaged game makes `list` exit 0 still.
        assert!(
            out.status.success() || (args[0] == "check" && out.status.code() == Some(1)),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    for args in [
        &["show", "--game", "1"][..],
        &["show", "--game", "1", "--explain"],
        &["show", "--game", "1", "--chart"],
        &["variants"],
        &["variants", "show", "american"],
        &["list"],
        &["check", "meld", "KKK QQ2", "--score", "1500"],
    ] {
        let text = narrow(args);
        assert!(
            widest(&text) <= 40,
            "{args:?} is {} wide:\n{text}",
            widest(&text)
        );
    }
    // Piped, the rules table keeps its full width (wider than 40).
    let full = env.run(&["variants", "show", "american"]).ok().stdout;
    assert!(widest(&full) > 40, "{full}");
}
