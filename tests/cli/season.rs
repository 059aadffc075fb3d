//! Beyond one hand: a game begun on paper, and the standing during a game (who leads,
//! what each side still needs, the hands left).

use crate::harness::{Env, pairs, totals};

/// `new --start We=2350,They=1800` goes on from a paper score pad: the start is in the
/// log and on the sheet, every minimum and the end follow from it (Classic, seed 001:
/// 90 from 1500; game 5000).
#[test]
fn a_game_begun_on_paper_goes_on() {
    let env = Env::new();
    env.run(&["new", "--start", "We=2350,They=1800"]).ok();
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 2350), ("They", 1800)]));
    assert_eq!(json["start"]["We"], 2350);
    // Both at 1500 to 2995: 90 each.
    assert_eq!(json["next_minimum"]["We"], 90);
    assert_eq!(json["next_minimum"]["They"], 90);
    assert_eq!(json["lead"]["side"], "We");
    assert_eq!(json["lead"]["by"], 550);
    assert!(
        env.game_text("1")
            .contains("start:\n  We: 2350\n  They: 1800\n")
    );
    let sheet = env.run(&["show"]).ok().stdout;
    assert!(sheet.contains("│ -    ┆ start  "), "{sheet}");
    assert!(sheet.contains("Lead: We, by 550."), "{sheet}");
    // We 90 - 40 = 50 (2400); They natural 500 + out 100 + 300 = 900 (2700): both still
    // in 1500 to 2995, 90 (seed 001).
    env.run(&["record", "We: 90 -40", "They: out 1n 300"]).ok();
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 2400), ("They", 2700)]));
    assert_eq!(json["next_minimum"]["They"], 90);
    assert_eq!(json["to_target"]["We"], 2600);
    assert_eq!(json["to_target"]["They"], 2300);
    // From 4900 a hand of 200 ends the game.
    let env = Env::new();
    env.run(&["new", "--start", "we=4900"]).ok();
    let run = env.run(&["record", "We: 200", "They: 0"]).ok();
    assert!(
        run.stdout
            .contains("Game over after 1 hand. Winner: We, with 5100 (by 5100)."),
        "{}",
        run.stdout
    );
    // Refused: a side not in the game, a total not a multiple of 5, a side twice.
    let env = Env::new();
    env.run(&["new", "--start", "Wee=100"])
        .refused("`Wee` is not in this game; the sides are: We, They");
    env.run(&["new", "--start", "We=2351"])
        .refused("the starting total of `We` is 2351; a total is a multiple of 5");
    env.run(&["new", "--start", "We=100,we=200"])
        .refused("We is given two starting totals");
}

/// The standing during a game of a fixed number of hands: the hands left.
#[test]
fn hands_left_in_a_game_of_fixed_hands() {
    let env = Env::new();
    env.run(&["new", "--variant", "hand-and-foot"]).ok();
    let run = env.run(&["record", "We: 90 -40", "They: 50"]).ok();
    // We 50, They 50: level; 3 of 4 hands left.
    assert!(
        run.stdout.contains("Level. 3 hands left."),
        "{}",
        run.stdout
    );
    assert_eq!(env.json()["hands_left"], 3);
}
