//! `canasta check ...` and card-by-card entry through the binary.

use crate::harness::{EXAMPLE_FLAGS, Env, pairs, totals};

fn code(env: &Env, args: &[&str]) -> (i32, String, String) {
    let r = env.run(args);
    (r.code, r.stdout, r.stderr)
}

#[test]
fn check_meld_seed_001_kings_and_queens() {
    // seed 001: K-K-K, Q-Q-2 with the top king = 70: meets 50 (score 0), not 90 (1500).
    let env = Env::new();
    let (c, out, _) = code(
        &env,
        &["check", "meld", "KKK", "QQ2", "--top", "K", "--score", "0"],
    );
    assert_eq!(c, 0, "{out}");
    assert!(out.contains("KKK             30"), "{out}");
    assert!(out.contains("QQ2             40"), "{out}");
    assert!(out.contains("total           70"), "{out}");
    assert!(out.contains("Enough: 70 meets the minimum of 50."), "{out}");
    assert!(out.contains("never count toward the minimum"), "{out}");
    let (c, out, _) = code(
        &env,
        &["check", "meld", "KKK QQ2", "--top", "K", "--score", "1500"],
    );
    assert_eq!(c, 1, "{out}");
    assert!(
        out.contains("Not enough: 70 is short of the minimum of 90."),
        "{out}"
    );
    // A negative score: minimum 15.
    let (c, out, _) = code(&env, &["check", "meld", "552", "--score", "-20"]);
    assert_eq!(c, 0, "{out}");
    assert!(out.contains("minimum         15"), "{out}");
}

#[test]
fn check_meld_refuses_illegal_melds_and_bad_symbols_with_exit_2() {
    let env = Env::new();
    env.run(&["check", "meld", "522", "--score", "0"])
        .refused("522: a meld needs at least 2 natural cards in classic; this one has 1");
    env.run(&[
        "check",
        "meld",
        "QQ222",
        "--variant",
        "viennese",
        "--score",
        "0",
    ])
    .refused("may not hold more wild cards than natural ones in viennese");
    env.run(&["check", "meld", "kk3", "--score", "0"])
        .refused("`3` at position 3 of \"kk3\" is not a card");
    env.run(&["check", "meld", "KKK"])
        .refused("whose minimum? give --score N");
}

#[test]
fn check_meld_for_a_side_of_a_game() {
    let env = Env::new();
    env.classic();
    // We 1005 after the example hand: minimum 50; They -525: 15.
    env.run(EXAMPLE_FLAGS).ok();
    let (c, out, _) = code(&env, &["check", "meld", "555", "--side", "they"]);
    assert_eq!(c, 0, "{out}");
    assert!(
        out.contains("minimum         15  (classic, They at -525 in game 1)"),
        "{out}"
    );
    let (c, out, _) = code(
        &env,
        &["check", "meld", "555", "--game", "1", "--side", "We"],
    );
    assert_eq!(c, 1, "{out}");
}

#[test]
fn check_meld_american_ways_in() {
    let env = Env::new();
    // Splash: seven kings from hand need no minimum (seed 001 "The Splash").
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "meld",
            "Kx7",
            "--variant",
            "american",
            "--score",
            "5000",
        ],
    );
    assert_eq!(c, 0, "{out}");
    assert!(out.contains("splash"), "{out}");
    // No clean three: refused although 140 >= 125.
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "meld",
            "KK2 QQ2 AA2",
            "--variant",
            "american",
            "--score",
            "0",
        ],
    );
    assert_eq!(c, 1, "{out}");
}

#[test]
fn check_pile() {
    let env = Env::new();
    // seed 001 "Frozen Discard Pile": frozen needs a natural pair.
    let (c, out, _) = code(
        &env,
        &[
            "check", "pile", "--top", "7", "--hand", "72", "--table", "7777", "--frozen",
        ],
    );
    assert_eq!(c, 1, "{out}");
    assert!(out.starts_with("No: The pile is frozen"), "{out}");
    let (c, _, _) = code(
        &env,
        &[
            "check", "pile", "--top", "7", "--hand", "77", "--table", "7777", "--frozen",
        ],
    );
    assert_eq!(c, 0);
    // Black three on top.
    let (c, out, _) = code(&env, &["check", "pile", "--top", "B", "--hand", "BB"]);
    assert_eq!(
        (c, out.trim()),
        (1, "No: A black three on top stops the pile for this turn.")
    );
    // seed 001 American: A-A-joker, Q-Q-Q, 9-9-2 with a pair of tens: a 9, 10, Q or A.
    for (top, want) in [("9", 0), ("10", 0), ("Q", 0), ("A", 0), ("K", 1)] {
        let (c, out, _) = code(
            &env,
            &[
                "check",
                "pile",
                "--variant",
                "american",
                "--top",
                top,
                "--hand",
                "AA* QQQ 992 TT",
                "--not-melded",
            ],
        );
        assert_eq!(c, want, "{top}: {out}");
    }
}

#[test]
fn check_out_and_hand() {
    let env = Env::new();
    let (c, out, _) = code(&env, &["check", "out", "--table", "KKKKKKK QQ2"]);
    assert_eq!(c, 0, "{out}");
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "out",
            "--variant",
            "american",
            "--table",
            "KKKKKKK QQ2",
        ],
    );
    assert_eq!(
        (c, out.trim()),
        (
            1,
            "No: Your side has 1 canasta; american needs 2 to go out."
        )
    );
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "out",
            "--variant",
            "american",
            "--canasta",
            "natural=1",
            "--canasta",
            "mixed=1",
            "--left",
            "0",
        ],
    );
    assert_eq!(c, 1, "{out}");
    assert!(out.contains("final discard"), "{out}");
    let (c, out, _) = code(
        &env,
        &["check", "out", "--canastas", "1", "--partner-said-no"],
    );
    assert_eq!(c, 1, "{out}");
    // seed 001 "American Canasta: Special Hands".
    let (c, out, _) = code(&env, &["check", "hand", "A2R456789TJQK*"]);
    assert_eq!(
        (c, out.trim()),
        (
            0,
            "Yes: A straight: one card of every rank and a joker (3000)."
        )
    );
    let (c, _, _) = code(&env, &["check", "hand", "2244556688 99AA"]);
    assert_eq!(c, 1);
}

#[test]
fn record_melds_and_hands_as_cards() {
    let env = Env::new();
    env.classic();
    // We: natural canasta 500 + out 100 + KKKKKKK 70 + QQ2 40 = 710.
    // They: 555 15 - (K74 20) - undeclared red three 500 = -505.
    let run = env
        .run(&[
            "record",
            "--out",
            "We",
            "--meld",
            "We=KKKKKKK QQ2",
            "--meld",
            "They=555",
            "--hand",
            "They=K74",
            "--hand",
            "They=R",
        ])
        .ok();
    assert!(run.stdout.contains("+710"), "{}", run.stdout);
    assert_eq!(totals(&env.json()), pairs(&[("We", 710), ("They", -505)]));
    // The counts are stored alongside the cards.
    let log = env.game_text("1");
    assert!(log.contains("melded: 110"), "{log}");
    assert!(log.contains("- KKKKKKK QQ2"), "{log}");
    // Counts and cards that disagree are refused with both numbers; nothing is saved.
    let before = env.game_text("1");
    env.run(&[
        "record", "--meld", "We=KKKK", "--melded", "We=50", "--melded", "They=50",
    ])
    .refused("We: melded is 50 but the melds KKKK add up to 40");
    env.run(&["record", "--meld", "We=KKKK 2222", "--melded", "They=50"])
        .refused("a meld of wild cards only is not allowed in classic");
    assert_eq!(env.game_text("1"), before);
}

/// A table's own special hand is preset data only: two canastas' worth of one rank each,
/// seven and seven, without wild cards (a house rule, not from the rules texts).
#[test]
fn a_special_hand_of_your_own_needs_no_code() {
    let env = Env::new();
    let file = env.file(
        "ours.yaml",
        "extends: american\nspecial_hands:\n  two_sevens:\n    points: 1500\n    describe: two natural sevens of a kind\n    groups: [7, 7]\n    may_not_hold: [\"2\", \"*\", \"3\"]\n",
    );
    let variant = file.to_str().unwrap();
    let (c, out, _) = code(
        &env,
        &["check", "hand", "KKKKKKKQQQQQQQ", "--variant", variant],
    );
    assert_eq!(
        (c, out.trim()),
        (0, "Yes: Two natural sevens of a kind (1500).")
    );
    // American's own hands are still there.
    let (c, out, _) = code(
        &env,
        &["check", "hand", "A2R456789TJQK*", "--variant", variant],
    );
    assert_eq!(c, 0, "{out}");
    // A card the notation does not have is refused when the preset is read.
    let bad = env.file(
        "bad.yaml",
        "extends: american\nspecial_hands:\n  odd: {points: 10, describe: odd, groups: [14], must_hold: [X]}\n",
    );
    env.run(&["variants", "check", bad.to_str().unwrap()])
        .refused("`X` is not a card");
}

/// A game saved before special hands had shapes (points only) still loads and scores.
#[test]
fn a_game_saved_with_special_hands_as_points_still_loads() {
    let env = Env::new();
    env.run(&["new", "--variant", "american"]).ok();
    let text = env.game_text("1");
    let start = text
        .find("  special_hands:\n")
        .expect("special hands in the snapshot");
    let end = start
        + text[start..]
            .find("  penalties:\n")
            .expect("penalties follow");
    let old = format!(
        "{}  special_hands:\n    garbage: 2000\n    pairs: 2500\n    pairs_wild: 2000\n    straight: 3000\n{}",
        &text[..start],
        &text[end..]
    );
    std::fs::write(env.game_file("1"), old).unwrap();
    // Seed 001 American scoring item 6: going out with a straight scores 3000, nothing else.
    env.run(&[
        "record",
        "--special",
        "We=straight",
        "--melded",
        "They=50",
        "--in-hand",
        "They=20",
    ])
    .ok();
    assert_eq!(env.json()["totals"]["We"], 3000);
}

/// The rules of a question come from one rule for every check: the current game's when no
/// variant or game is named. Seed 001 (pagat, Modern American Canasta): "the discard pile
/// is always frozen", so a 7 on top takes two natural sevens from the hand; 7 and a deuce
/// is not enough. Under Classic (seed 001) with an unfrozen pile, a natural 7 and a wild
/// card take it.
#[test]
fn check_pile_follows_the_current_games_rules() {
    let env = Env::new();
    env.run(&["new", "--variant", "american"]).ok();
    let (c, out, _) = code(&env, &["check", "pile", "--top", "7", "--hand", "72"]);
    assert_eq!(c, 1, "{out}");
    assert!(out.contains("always frozen"), "{out}");
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "pile",
            "--top",
            "7",
            "--hand",
            "72",
            "--variant",
            "classic",
        ],
    );
    assert_eq!(c, 0, "{out}");
}

/// Seed 001 (pagat, Classic): going out concealed needs no initial meld only "if they do
/// not take the discard pile"; with the pile taken the minimum applies. At 3000 it is 120;
/// KKKKKKK (7 x 10 = 70) and 555 (3 x 5 = 15) count 85: not enough, exit 1.
#[test]
fn going_out_concealed_with_the_pile_taken_needs_the_minimum() {
    let env = Env::new();
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "meld",
            "KKKKKKK",
            "555",
            "--top",
            "K",
            "--going-out",
            "--score",
            "3000",
        ],
    );
    assert_eq!(c, 1, "{out}");
    assert!(
        out.contains("Not enough: 85 is short of the minimum of 120."),
        "{out}"
    );
    let (c, out, _) = code(
        &env,
        &[
            "check",
            "meld",
            "KKKKKKK",
            "555",
            "--going-out",
            "--score",
            "3000",
        ],
    );
    assert_eq!(c, 0, "{out}");
}

/// A Burraco-family form (a preset with `melds: runs:`) answers `check meld` card by card:
/// runs of one suit, a two of the run's suit natural in its own place, one wild at most,
/// never round the corner, and the burraco each long meld makes (research on Burraco:
/// [FIAB], [BURACO-PLUS], [ILSALOTTO]; docs/SOURCES.md).
///
/// Points by Classic's card values (the test form extends Classic; seed 001): 5h 5, 6h 5,
/// 2h 20 (a two, wherever it stands) and 8h 10 make 40; QQQ is 3 x 10 = 30; 4h to Th is
/// 4, 5, 6, 7 at 5 each (20) and 8, 9, T at 10 each (30): 50.
#[test]
fn a_burraco_form_reads_runs_and_sets_card_by_card() {
    let env = Env::new();
    let form = env.file(
        "burraco-test.yaml",
        "name: burraco-test\nextends: classic\ndescription: runs and sets (a test form)\nmelds:\n  max_wilds: 1\n  runs:\n    set_ranks: all\n",
    );
    let form = form.to_str().expect("a path");
    let run = env
        .run(&[
            "check",
            "meld",
            "--variant",
            form,
            "5h6h2h8h",
            "QQQ",
            "4h5h6h7h8h9hTh",
        ])
        .ok();
    assert_eq!(
        run.stdout,
        "5h6h2h8h: a run from 5h to 8h; the 2h stands for the 7h; 40 points\n\
         QQQ: a set of Q; 30 points\n\
         4h5h6h7h8h9hTh: a run from 4h to Th; a clean burraco; 50 points\n\
         Legal: every meld is a run or a set of burraco-test.\n"
    );
    // Round the corner and two wild cards are refused, the rule named; exit 1 (no).
    let refused = env
        .cmd()
        .args(["check", "meld", "--variant", form, "KhAh2h3h", "5h**8h"])
        .output()
        .expect("runs");
    assert_eq!(refused.status.code(), Some(1));
    let said = String::from_utf8_lossy(&refused.stdout);
    assert!(
        said.contains("KhAh2h3h: not a meld of burraco-test: a run never goes round the corner"),
        "{said}"
    );
    assert!(
        said.contains("5h**8h: not a meld of burraco-test"),
        "{said}"
    );
    assert!(
        said.ends_with("Not legal: 2 melds break the rules of burraco-test.\n"),
        "{said}"
    );
}

/// `variants show` lists a Burraco-family form's runs and sets and its victory-points
/// table (the 3-deal table's first two bands, [PUNTIB-VP]/[EB-VP]: 0-50 gives 10/10,
/// 55-150 gives 11/9; the last band open from 155 in this short test table).
#[test]
fn variants_show_lists_runs_and_victory_points() {
    let env = Env::new();
    let form = env.file(
        "three-deals.yaml",
        "extends: classic\nname: three-deals\ndescription: a test form\ntarget: null\nhands: 3\non_tie: shared_win\nvictory_points:\n  - {up_to: 50, winner: 10, loser: 10}\n  - {up_to: 150, winner: 11, loser: 9}\n  - {winner: 20, loser: 0}\nmelds:\n  max_wilds: 1\n  runs:\n    set_ranks: [ace, three]\n",
    );
    let shown = env
        .run(&["variants", "show", form.to_str().expect("a path")])
        .ok();
    for line in [
        "runs of one suit, 3 to 14 cards",
        "the ace low or high, never round the corner",
        "at most 1 wild card a meld",
        "a two of the run's suit in its own place is natural",
        "sets only of A 3",
        "difference 0-50: 10 / 10",
        "difference 55-150: 11 / 9",
        "difference 155 and more: 20 / 0",
    ] {
        assert!(shown.stdout.contains(line), "{line}\n{}", shown.stdout);
    }
}
