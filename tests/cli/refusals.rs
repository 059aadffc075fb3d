//! Bad input: a clear message, exit code 2, and the saved game exactly as it was.

use crate::harness::Env;

/// Start a Classic game with one good hand, try `args`, and check the refusal left the
/// file byte for byte as it was.
#[track_caller]
fn refused_without_damage(args: &[&str], needle: &str) {
    let env = Env::new();
    env.classic();
    env.run(&[
        "record",
        "--out",
        "We",
        "--natural",
        "We=1",
        "--melded",
        "We=120",
        "--in-hand",
        "They=40",
    ])
    .ok();
    let before = env.game_text("1");
    env.run(args).refused(needle);
    assert_eq!(env.game_text("1"), before, "the game file changed");
}

#[test]
fn two_sides_went_out() {
    // --out names one side; a hand file can name two.
    let env = Env::new();
    env.classic();
    let before = env.game_text("1");
    let file = env.file(
        "two.yaml",
        "results:\n  We: {went_out: normal, canastas: {natural: 1}, melded: 100}\n  They: {went_out: normal, canastas: {natural: 1}, melded: 100}\n",
    );
    env.run(&["record", "--from", file.to_str().unwrap()])
        .refused("hand 1: We and They both went out; only one side can go out in a hand");
    assert_eq!(env.game_text("1"), before);
}

#[test]
fn going_out_without_the_canastas() {
    refused_without_damage(
        &[
            "record",
            "--out",
            "They",
            "--melded",
            "They=100",
            "--in-hand",
            "We=20",
        ],
        "They went out with 0 canastas; classic needs 1 to go out",
    );
    // Two-handed needs two (seed 000 "Canasta for two players").
    let env = Env::new();
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
    env.run(&[
        "record",
        "--out",
        "Ann",
        "--natural",
        "Ann=1",
        "--melded",
        "Ann=200",
        "--in-hand",
        "Bob=30",
    ])
    .refused("Ann went out with 1 canasta; classic-2p needs 2 to go out");
}

#[test]
fn more_red_threes_than_the_decks_hold() {
    refused_without_damage(
        &[
            "record",
            "--red-threes",
            "We=3",
            "--red-threes",
            "They=2",
            "--melded",
            "We=50",
            "--melded",
            "They=50",
        ],
        "5 red threes recorded in all; classic is played with 2 packs, which hold 4",
    );
}

#[test]
fn negative_counts() {
    refused_without_damage(
        &["record", "--red-threes", "We=-1", "--melded", "They=50"],
        "We: red threes -1; counts and points cannot be negative",
    );
    refused_without_damage(
        &["record", "--melded", "We=-50", "--melded", "They=50"],
        "We: cards melded -50; counts and points cannot be negative",
    );
}

#[test]
fn card_points_not_a_multiple_of_five() {
    refused_without_damage(
        &["record", "--melded", "We=123", "--melded", "They=50"],
        "We: cards melded 123; card points are always a multiple of 5 (try 120 or 125)",
    );
}

#[test]
fn more_canastas_than_the_melded_points_hold() {
    // Two natural canastas hold at least 2 x 7 x 5 = 70 points (seed 001 card values).
    refused_without_damage(
        &[
            "record",
            "--natural",
            "We=2",
            "--melded",
            "We=60",
            "--melded",
            "They=50",
        ],
        "We claims 2 natural canastas but melded only 60 points; those canastas alone hold at least 70",
    );
}

#[test]
fn unknown_side_penalty_or_canasta_kind() {
    refused_without_damage(
        &["record", "--melded", "Them=50", "--melded", "We=50"],
        "`Them` is not in this game; the sides are: We, They",
    );
    refused_without_damage(
        &[
            "record",
            "--melded",
            "We=50",
            "--melded",
            "They=50",
            "--penalty",
            "They:reneging",
        ],
        "They: unknown penalty `reneging`; classic has: failed_to_go_out, illegal_pile_take, out_against_partner, undeclared_red_three",
    );
    refused_without_damage(
        &[
            "record",
            "--canasta",
            "We:clean=1",
            "--melded",
            "We=50",
            "--melded",
            "They=50",
        ],
        "We: unknown canasta kind `clean`; classic has: mixed, natural",
    );
}

#[test]
fn a_side_without_any_result() {
    refused_without_damage(
        &["record", "--melded", "We=50"],
        "no result for They: give its line, e.g. \"They: 0\" (or a flag such as --in-hand They=0)",
    );
}

#[test]
fn malformed_flags_are_usage_errors() {
    refused_without_damage(&["record", "--melded", "We"], "needs the form NAME=NUMBER");
    refused_without_damage(&["record", "--melded", "We=lots"], "is not a whole number");
    refused_without_damage(
        &[
            "record",
            "--concealed",
            "--melded",
            "We=50",
            "--melded",
            "They=5",
        ],
        "--concealed says how a side went out",
    );
}

#[test]
fn unknown_variant() {
    let env = Env::new();
    env.run(&["new", "--variant", "canasta-royale"])
        .refused("unknown variant `canasta-royale`; the variants are: classic, classic-2p");
    assert!(!env.game_file("1").exists());
}

#[test]
fn wrong_number_of_sides_or_players() {
    let env = Env::new();
    env.run(&["new", "--side", "A"])
        .refused("classic is played by 2 sides; give --side 2 times (you gave 1)");
    env.run(&["new", "--player", "Ann", "--player", "Bob"])
        .refused("classic seats 4 players; give --player 4 times in seat order (you gave 2)");
    env.run(&["new", "--side", "We", "--side", "we"])
        .refused("the name `we` is used twice");
    env.run(&["new", "--dealer", "Zed"])
        .refused("the dealer `Zed` is not at the table");
}

#[test]
fn a_corrupt_game_file_is_named_with_its_line_and_never_overwritten() {
    let env = Env::new();
    env.classic();
    let path = env.game_file("1");
    let damaged = env.game_text("1").replacen("sides:", "sides: [oops", 1);
    std::fs::write(&path, &damaged).unwrap();
    let run = env.run(&["show"]);
    let run = run.refused("is not a valid game log at line");
    assert!(
        run.stderr.contains(&path.display().to_string()),
        "{}",
        run.stderr
    );
    env.run(&["record", "--melded", "We=50", "--melded", "They=50"])
        .refused("is not a valid game log");
    assert_eq!(
        env.game_text("1"),
        damaged,
        "the damaged file was rewritten"
    );
}

#[test]
fn a_hand_edited_file_with_a_typo_is_refused_by_field() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "--melded", "We=50", "--melded", "They=50"])
        .ok();
    let path = env.game_file("1");
    let edited = env.game_text("1").replace("in_hand: 0", "in_hnad: 0");
    std::fs::write(&path, &edited).unwrap();
    let run = env.run(&["show"]).refused("unknown field `in_hnad`");
    assert!(run.stderr.contains("line"), "{}", run.stderr);
    assert_eq!(env.game_text("1"), edited);
}

#[test]
fn a_hand_edited_file_that_breaks_the_rules_names_the_hand() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "--melded", "We=50", "--melded", "They=50"])
        .ok();
    let path = env.game_file("1");
    let edited = env.game_text("1").replace("melded: 50", "melded: 52");
    std::fs::write(&path, &edited).unwrap();
    env.run(&["show"])
        .refused("does not add up: hand 1: We: cards melded 52");
    assert_eq!(env.game_text("1"), edited);
}

#[test]
fn import_of_a_bad_log_stores_nothing() {
    let env = Env::new();
    let file = env.file(
        "bad.yaml",
        "schema: 1\nvariant: classic\nsides: [{name: We}, {name: They}]\nhands:\n  - results: {We: {melded: 50}, They: {melded: 55, red_threes: 9}}\n",
    );
    env.run(&["import", file.to_str().unwrap()])
        .refused("hand 1: They: red threes 9, more than can be: classic is played with 2 packs, which hold 4");
    assert!(!env.game_file("1").exists());
    let file = env.file("worse.yaml", "schema: 1\nvariant: [\n");
    env.run(&["import", file.to_str().unwrap()])
        .refused("worse.yaml is not a valid game log at line");
}

#[test]
fn recording_after_the_game_is_over_is_refused() {
    let env = Env::new();
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
    // seed 001 schedules: Ann each hand: 2 natural 1000 + mixed 300 + out 100 + 500 melded
    // + all four red threes 800 = 2700, so 5400 after two; Bob 50 - 40 = 10 a hand, 20.
    for _ in 0..2 {
        env.run(&[
            "record",
            "--out",
            "Ann",
            "--natural",
            "Ann=2",
            "--mixed",
            "Ann=1",
            "--melded",
            "Ann=500",
            "--red-threes",
            "Ann=4",
            "--melded",
            "Bob=50",
            "--in-hand",
            "Bob=40",
        ])
        .ok();
    }
    let json = env.json();
    assert_eq!(json["totals"]["Ann"], 5400);
    assert_eq!(json["winner"], "Ann");
    let before = env.game_text("1");
    env.run(&["record", "--melded", "Ann=50", "--melded", "Bob=50"])
        .refused("game 1 is over, winner: Ann, with 5400 (by 5380)");
    assert_eq!(env.game_text("1"), before);
}
