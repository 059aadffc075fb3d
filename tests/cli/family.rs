//! The wider family as presets (Hand and Foot, Shirley Miller's six, Westergren's two and
//! three, Canadian's exact cut) and the rule primitives they are made of: a game of a fixed
//! number of hands, the initial-meld minimum by hand, named bonuses, a tie won by going
//! out, no deduction for cards in hand, larger tables. Each number is worked out from the
//! preset's comments and the rules texts they cite (docs/SOURCES.md; research on Hand and
//! Foot in the preset itself).

use crate::harness::{Env, pairs, totals};

/// Hand and Foot: four rounds, minimums 50, 90, 120, 150 by round whatever the scores, the
/// game over after round 4 with the higher total winning; a fifth hand is refused. Said
/// in its players' words (the preset's `terms`): rounds, books.
#[test]
fn hand_and_foot_plays_four_rounds() {
    let env = Env::new();
    env.run(&["new", "--variant", "hand-and-foot"]).ok();
    let status =
        |run: crate::harness::Run| run.stdout.lines().last().unwrap_or_default().to_string();
    let first = env.run(&["show"]).ok();
    assert!(
        first
            .stdout
            .contains("Round 1: We 1 deals. Initial meld: We 50, They 50. Game: 4 rounds."),
        "{}",
        first.stdout
    );
    // Round 1. We: 2 clean books 1000 + 2 dirty 600 + going out 100 + 3 red threes 300 +
    // 500 melded + the exact cut 100 = 2600. They: a clean book 500 + 400 - 120 in hand and
    // foot + a red three 100 = 880 (red threes never count minus in the preset).
    let run = env
        .run(&["record", "We: out 2c 2d 3r 500 1e", "They: 1c 400 -120 1r"])
        .ok();
    assert_eq!(
        status(run),
        "Round 2: They 1 deals. Initial meld: We 90, They 90. Game: 4 rounds."
    );
    // Round 2. We 600 - 50 = 550 (3150); They 1000 + 600 + 100 + 700 = 2400 (3280).
    let run = env
        .run(&["record", "We: 600 -50", "They: out 2c 2d 700"])
        .ok();
    assert_eq!(
        status(run),
        "Round 3: We 2 deals. Initial meld: We 120, They 120. Game: 4 rounds."
    );
    // Round 3. We 1500 + 600 + 100 + 900 = 3100 (6250); They 200 - 300 = -100 (3180).
    let run = env
        .run(&["record", "We: out 3c 2d 900", "They: 200 -300"])
        .ok();
    assert_eq!(
        status(run),
        "Round 4: They 2 deals. Initial meld: We 150, They 150. Game: 4 rounds."
    );
    // Round 4. We 100 - 200 = -100 (6150); They 1000 + 600 + 100 + 100 + 400 = 2200
    // (5380). The game ends after round 4 although nobody has a target: We by 770.
    let run = env
        .run(&["record", "We: 100 -200", "They: out 2c 2d 1r 400"])
        .ok();
    assert_eq!(
        status(run),
        "Game over after 4 rounds. Winner: We, with 6150 (by 770)."
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 6150), ("They", 5380)]));
    assert_eq!(json["target"], serde_json::Value::Null);
    assert_eq!(json["hands_to_play"], 4);
    env.run(&["record", "We: 100", "They: 50"])
        .refused("game 1 is over, winner: We, with 6150 (by 770)");
    // Going out needs two clean and two dirty books.
    let env = Env::new();
    env.run(&["new", "--variant", "hand-and-foot"]).ok();
    env.run(&["record", "We: out 3c 1d 500", "They: 0"])
        .refused("went out with 1 dirty canasta; hand-and-foot needs at least 2 to go out");
    // The minimum by hand, as `canasta min` gives it.
    env.run(&["min", "--variant", "hand-and-foot"]).refused(
        "hand-and-foot sets the initial-meld minimum by hand, not by score: give --hand N (hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150)",
    );
    let run = env
        .run(&["min", "--variant", "hand-and-foot", "--hand", "7"])
        .ok();
    assert_eq!(run.stdout, "150\n");
}

/// A table's own rules as a one-line `extends:` preset: a one-round game whose tie is won
/// by the side that went out; and a table that does not deduct cards in hand.
#[test]
fn new_fields_in_a_preset_of_your_own() {
    let env = Env::new();
    let one_round = env.file(
        "one-round.yaml",
        "extends: hand-and-foot\nname: one-round\nhands: 1\n",
    );
    env.run(&["new", "--variant", one_round.to_str().expect("utf-8")])
        .ok();
    // We: 2 clean 1000 + 2 dirty 600 + out 100 + 500 melded = 2200. They melded 2200. A
    // tie at 2200: `on_tie: went_out_wins` gives it to We, who went out.
    // Said as a tie won by going out, not "by 0"; in JSON too, and in `history`.
    let run = env.run(&["record", "We: out 2c 2d 500", "They: 2200"]).ok();
    assert!(
        run.stdout.contains(
            "Game over after 1 round. Winner: We, with 2200, tied with They: the tie goes to the side that went out."
        ),
        "{}",
        run.stdout
    );
    let json = env.json();
    assert_eq!(json["won_tie_by_going_out"], true);
    assert_eq!(json["margin"], 0);
    let history = env.run(&["history"]).ok().stdout;
    assert!(history.contains("We won the tie, going out"), "{history}");

    let env = Env::new();
    let no_deduction = env.file(
        "no-deduction.yaml",
        "extends: classic\nname: no-deduction\nin_hand_counts: false\n",
    );
    env.run(&["new", "--variant", no_deduction.to_str().expect("utf-8")])
        .ok();
    // We 90 melded, 40 in hand not deducted: 90. They: natural 500 + out 100 + 200 = 800.
    env.run(&["record", "We: 90 -40", "They: out 1n 200"]).ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 90), ("They", 800)]));
    let rules = env
        .run(&["variants", "show", no_deduction.to_str().expect("utf-8")])
        .ok();
    assert!(rules.stdout.contains("not deducted"), "{}", rules.stdout);

    // Larger tables: four sides of two with eight packs is a table; five of two is not.
    let env = Env::new();
    let eight = env.file(
        "eight.yaml",
        "extends: classic\nname: eight\nseating: {kind: partnerships, sides: 4, players_per_side: 2}\ndecks: 8\nred_threes: {by_count: {1: 100, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600, 7: 700, 8: 800, 9: 900, 10: 1000, 11: 1100, 12: 1200, 13: 1300, 14: 1400, 15: 1500, 16: 1600}}\n",
    );
    env.run(&["variants", "check", eight.to_str().expect("utf-8")])
        .ok();
    let ten = env.file(
        "ten.yaml",
        "extends: classic\nname: ten\nseating: {kind: partnerships, sides: 5, players_per_side: 2}\n",
    );
    env.run(&["variants", "check", ten.to_str().expect("utf-8")])
        .refused("seats 10 players; 2 to 8 players at one table");
}

/// Named bonuses are entered like penalties: Canadian's exact cut, 100 (seed 001
/// "Canadian Canasta"), by flag or on a line; a bonus the variant has not is refused.
#[test]
fn the_exact_cut_is_a_bonus() {
    let env = Env::new();
    env.run(&["new", "--variant", "canadian"]).ok();
    // Canadian needs two natural and a wild canasta to go out, which this hand does not
    // try: They cut exactly, 100, plus 120 melded - 20 in hand = 200; We 300 - 100 = 200.
    env.run(&[
        "record",
        "We: 300 -100",
        "They: 120 -20",
        "--bonus",
        "They:exact_cut",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 200), ("They", 200)]));
    env.run(&["record", "We: 50 1ec", "They: 0"]).ok();
    // We 50 + 100 = 150 (350).
    assert_eq!(totals(&env.json()), pairs(&[("We", 350), ("They", 200)]));
    let env = Env::new();
    env.run(&["new"]).ok();
    env.run(&[
        "record",
        "--melded",
        "We=50",
        "--in-hand",
        "They=0",
        "--bonus",
        "We:exact_cut",
    ])
    .refused("We: unknown bonus `exact_cut`; classic has: no bonuses");
}

/// Shirley Miller's six (seed 001): a wild canasta 2000, an unfinished wild meld -2000,
/// three canastas with two clean to go out.
#[test]
fn shirley_millers_six() {
    let env = Env::new();
    env.run(&["new", "--variant", "classic-6p-wild-melds"]).ok();
    env.run(&["record", "We: out 1n 1m 1w 500", "They: 0"])
        .refused(
            "went out with 1 natural canasta; classic-6p-wild-melds needs at least 2 to go out",
        );
    // We: 2 natural 1000 + wild 2000 + out 100 + 500 = 3600. They: 200 melded and a wild
    // meld left unfinished, -2000: -1800.
    env.run(&["record", "We: out 2n 1w 500", "They: 200 inc:wild"])
        .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 3600), ("They", -1800)]));
}

/// Westergren's two-player Classic (seed 001): black threes melded going out are worth 50,
/// not 5. Melds as cards: KKKKKKK 70 + QQQQQQQ 70 + BBB 150 = 290 melded; two natural
/// canastas 1000 and going out 100: 1390 (classic-2p: BBB 15, so 1255).
#[test]
fn westergrens_black_threes_are_worth_fifty() {
    for (variant, we) in [("westergren-2p", 1390), ("classic-2p", 1255)] {
        let env = Env::new();
        env.run(&[
            "new",
            "--variant",
            variant,
            "--side",
            "Ann",
            "--side",
            "Bob",
        ])
        .ok();
        env.run(&["record", "Ann: out KKKKKKK QQQQQQQ BBB", "Bob: 0"])
            .ok();
        assert_eq!(
            totals(&env.json()),
            pairs(&[("Ann", we), ("Bob", 0)]),
            "{variant}"
        );
    }
}

/// Pennies from Heaven (seed 001 names it; the numbers in the preset's comments): one
/// canasta of each kind to go out, sevens 1500 whether clean or not, red threes minus for a
/// side without a sevens canasta, canastas exactly seven cards.
#[test]
fn pennies_from_heaven() {
    let env = Env::new();
    env.run(&["new", "--variant", "pennies-from-heaven"]).ok();
    env.run(&["record", "We: out 1n 1m 1w 500", "They: 0"])
        .refused("We went out with 3 canastas; pennies-from-heaven needs 4 to go out");
    env.run(&["record", "We: out 2n 1m 1w 500", "They: 0"])
        .refused("went out with 0 sevens canastas; pennies-from-heaven needs at least 1 to go out");
    // We: sevens 1500 + wild 1000 + natural 500 + mixed 300 + out 100 + 800 + two red
    // threes 200 = 4400. They: natural 500 + 400 - 50 and two red threes minus, no sevens
    // canasta: -200: 650.
    env.run(&[
        "record",
        "We: out 1s 1w 1n 1m 2r 800",
        "They: 1n 2r 400 -50",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 4400), ("They", 650)]));
    // Card by card: 7777772 is the sevens canasta though mixed (6 x 5 + 20 = 50), 22*2222
    // the wild one (6 x 20 + 50 = 170), KKKKKKK natural (70), QQQQQ22 mixed (50 + 40 = 90):
    // 380 melded; 1500 + 1000 + 500 + 300 + 100 + 380 + a red three 100 = 3880.
    env.run(&[
        "record",
        "We: out 7777772 22*2222 KKKKKKK QQQQQ22 1r",
        "They: 0",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 8280), ("They", 650)]));
    // Exactly seven: an eighth king is refused.
    env.run(&["record", "We: KKKKKKKK", "They: 0"])
        .refused("KKKKKKKK");
}

/// The guide's Hand and Foot house rules (`docs/guide/families.md`, "Hand and Foot at your
/// table") are good presets.
#[test]
fn the_readme_house_rules_are_good_presets() {
    let env = Env::new();
    for (name, text) in [
        (
            "hf60",
            "extends: hand-and-foot\ninitial_meld_by_hand: [60, 90, 120, 150]\n",
        ),
        (
            "hfwild",
            "extends: hand-and-foot\ncanastas: {wild: {bonus: 1500, makeup: wild, describe: wild book}}\nmelds: {wild_melds: true}\n",
        ),
        (
            "hf33",
            "extends: hand-and-foot\ngoing_out: {needs_canastas: 6, needs_kinds: {clean: 3, dirty: 3}}\n",
        ),
        (
            "hfred",
            "extends: hand-and-foot\nred_threes: {left_in_hand_penalty: red_three_in_hand}\npenalties: {red_three_in_hand: -500}\n",
        ),
    ] {
        let file = env.file(&format!("{name}.yaml"), text);
        env.run(&["variants", "check", file.to_str().expect("utf-8")])
            .ok();
    }
    // 60 for round 1.
    let file = env.data().join("hf60.yaml");
    let run = env
        .run(&[
            "min",
            "--variant",
            file.to_str().expect("utf-8"),
            "--hand",
            "1",
        ])
        .ok();
    assert_eq!(run.stdout, "60\n");
}

/// Samba's and Bolivia's runs are entered card by card with their suits and checked like
/// every other meld: `5s6s7s8s9sTsJs` or `♥5-J` (a suit, then the run low to high), at most
/// seven cards, consecutive, one suit, no wild cards; a variant without runs refuses them.
#[test]
fn samba_and_bolivia_runs_card_by_card() {
    let env = Env::new();
    env.run(&["new", "--variant", "samba"]).ok();
    // We: ♥5-J is 5 6 7 (15) and 8 9 T J (40): 55; the spades run 55; KKKKKKK 70: 180
    // melded. Two sambas 3000 (1500 each, seed 003 "Samba") + a natural canasta 500 +
    // going out 200 (samba.yaml) + 180 + two red threes 200 = 4080. They: 4d5d6d 15 - 20 = -5.
    env.run(&[
        "record",
        "We: out ♥5-J 5s6s7s8s9sTsJs KKKKKKK 2r",
        "They: 4d5d6d -20",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 4080), ("They", -5)]));
    env.run(&["record", "We: out 5h6h7h8h9hThJhQh", "They: 0"])
        .refused("a sequence has three to seven cards; this one has 8");
    env.run(&["record", "We: 5h6h8h", "They: 0"])
        .refused("a sequence is consecutive ranks, each once");
    env.run(&["record", "We: 5h6s7h", "They: 0"])
        .refused("a sequence is all of one suit");
    env.run(&["record", "We: 5h6h2", "They: 0"])
        .refused("a sequence holds natural cards of one suit only");
    env.run(&["record", "We: ♥J-5", "They: 0"])
        .refused("goes down; write it low to high");

    // Bolivia: h4-T is an escalera (4 5 6 7: 20, 8 9 T: 30); with KKKKKKK (70): 120
    // melded. Escalera 1500 + natural 500 + going out 200 + 120 + a red three 100 = 2420.
    let env = Env::new();
    env.run(&["new", "--variant", "bolivia"]).ok();
    env.run(&["record", "We: out h4-T KKKKKKK 1r", "They: 50 -20"])
        .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 2420), ("They", 30)]));

    // Classic has no runs.
    let env = Env::new();
    env.run(&["new"]).ok();
    env.run(&["record", "We: 5h6h7h", "They: 0"])
        .refused("classic has no sequence melds");
}

/// Whole games: Pennies from Heaven to 20000 and Shirley Miller's six to 10000, from the
/// command line; and larger tables play too (six players each for themselves, four sides
/// of two with eight packs).
#[test]
fn whole_games_and_larger_tables() {
    let env = Env::new();
    env.run(&["new", "--variant", "pennies-from-heaven"]).ok();
    // Each hand, We: sevens 1500 + wild 1000 + natural 500 + mixed 300 + out 100 + 2000
    // melded + all eight red threes 1000 = 6400; They 100 - 50 = 50. 4 x 6400 = 25600
    // passes 20000 in hand 4.
    let mut last = String::new();
    for _ in 0..4 {
        last = env
            .run(&["record", "We: out 1s 1w 1n 1m 8r 2000", "They: 100 -50"])
            .ok()
            .stdout;
    }
    assert!(
        last.contains("Game over after 4 hands. Winner: We, with 25600 (by 25400)."),
        "{last}"
    );

    let env = Env::new();
    env.run(&["new", "--variant", "classic-6p-wild-melds"]).ok();
    // Each hand, We: 2 natural 1000 + wild 2000 + mixed 300 + out 100 + 1000 = 4400;
    // They 300 - 20 = 280. Three hands: 13200 passes 10000.
    for _ in 0..3 {
        last = env
            .run(&["record", "We: out 2n 1w 1m 1000", "They: 300 -20"])
            .ok()
            .stdout;
    }
    assert!(
        last.contains("Game over after 3 hands. Winner: We, with 13200 (by 12360)."),
        "{last}"
    );

    // Six players each for themselves, two packs... of Classic's rules: a hand of six lines.
    let env = Env::new();
    let six = env.file(
        "six.yaml",
        "extends: classic\nname: six-alone\nseating: {kind: partnerships, sides: 6, players_per_side: 1}\ndecks: 3\nred_threes: {by_count: {1: 100, 2: 200, 3: 300, 4: 400, 5: 1000, 6: 1200}}\n",
    );
    env.run(&[
        "new",
        "--variant",
        six.to_str().expect("utf-8"),
        "--side",
        "Ann",
        "--side",
        "Bob",
        "--side",
        "Cy",
        "--side",
        "Di",
        "--side",
        "Ed",
        "--side",
        "Flo",
    ])
    .ok();
    // Ann: natural 500 + out 100 + 300 = 900; the others meld 50 and hold 10: 40 each.
    env.run(&[
        "record",
        "Ann: out 1n 300",
        "Bob: 50 -10",
        "Cy: 50 -10",
        "Di: 50 -10",
        "Ed: 50 -10",
        "Flo: 50 -10",
    ])
    .ok();
    assert_eq!(
        totals(&env.json()),
        pairs(&[
            ("Ann", 900),
            ("Bob", 40),
            ("Cy", 40),
            ("Di", 40),
            ("Ed", 40),
            ("Flo", 40)
        ])
    );
}
