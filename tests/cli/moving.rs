//! Issue 43, item 4: a game moves between two places (the club's computer, a phone, a
//! laptop) and back. `canasta import` of a longer copy of a game kept here appends the
//! copy's new hands to it; a shorter copy adds nothing; a copy that went another way is
//! refused, naming the first hand that differs, with the game file as it was.
//!
//! Two data folders stand for the two places. The hands (seed 001, "Classic Canasta
//! Scoring"; the first two are the README's short game):
//! - hand 1, We: natural canasta 500 + concealed going out 200 + 205 melded + one red
//!   three 100 = 1005; They: 60 melded - 85 in hand - 500 undeclared red three = -525;
//! - hand 2, We: mixed canasta 300 + 120 melded - 30 in hand = 390; They: going out 100 +
//!   natural 500 + two mixed 600 + 300 melded = 1500;
//! - hand 3, We: natural canasta 500 + 200 melded - 20 in hand = 680; They: going out 100
//!   + mixed canasta 300 + 150 melded = 550.
//!
//! Totals: after 1 hand We 1005, They -525; after 2, We 1395, They 975; after 3, We 2075,
//! They 1525.

use crate::harness::{Env, pairs, totals};
use proptest::prelude::*;

const HAND_1: [&str; 3] = ["record", "We: concealed 1n 1r 205", "They: 60 -85 1u"];
const HAND_2: [&str; 3] = ["record", "We: 1m 120 -30", "They: out 1n 2m 300"];
const HAND_3: [&str; 3] = ["record", "We: 1n 200 -20", "They: out 1m 150"];

/// `env`'s current game exported to the file `name` in `into`'s folder (the copy carried
/// to the other place).
fn carry(env: &Env, into: &Env, name: &str) -> String {
    let path = into.data().join(name);
    let path = path.to_str().expect("utf-8").to_string();
    env.run(&["export", "-o", &path]).ok();
    path
}

/// A Classic game with `at_club` recorded at the club, carried to the phone (the copy
/// `there`, imported), where `at_phone` are recorded; the phone's copy carried back
/// (`back`, not imported yet).
fn moved(at_club: &[[&str; 3]], at_phone: &[[&str; 3]]) -> (Env, Env, String, String) {
    let club = Env::new();
    club.classic();
    for hand in at_club {
        club.run(hand).ok();
    }
    let phone = Env::new();
    let there = carry(&club, &phone, "from-club.yaml");
    phone.run(&["import", &there]).ok();
    for hand in at_phone {
        phone.run(hand).ok();
    }
    let back = carry(&phone, &club, "from-phone.yaml");
    (club, phone, there, back)
}

#[test]
fn a_longer_copy_adds_its_new_hands_and_nothing_twice() {
    // Carried to the phone, played on there.
    let (club, phone, there, back) = moved(&[HAND_1], &[HAND_2, HAND_3]);
    // And back: the club's game 1 gets hands 2 and 3, and stays the one game.
    let run = club.run(&["import", &back]).ok();
    assert_eq!(run.stdout.trim(), "1");
    assert!(
        run.stderr
            .contains("Added hands 2 to 3 of this copy to game 1, which had the ones before"),
        "{}",
        run.stderr
    );
    let json = club.json();
    assert_eq!(json["hands"].as_array().map(Vec::len), Some(3));
    assert_eq!(totals(&json), pairs(&[("We", 2075), ("They", 1525)]));
    assert_eq!(
        totals(&json),
        totals(&phone.json()),
        "the same game in both"
    );
    let listed = club.run(&["list"]).ok();
    assert_eq!(
        listed
            .stdout
            .lines()
            .filter(|l| l.contains("classic"))
            .count(),
        1
    );
    // The same copy again (a second tap on "import"): here already, nothing twice.
    let again = club.run(&["import", &back]).ok();
    assert!(again.stderr.contains("is here already"), "{}", again.stderr);
    assert_eq!(club.json()["hands"].as_array().map(Vec::len), Some(3));
    // The first copy, behind the game now: nothing added, the game as it was.
    let before = club.game_text("1");
    let old = club.data().join("old.yaml");
    std::fs::copy(&there, &old).expect("copied");
    let behind = club.run(&["import", old.to_str().expect("utf-8")]).ok();
    assert!(
        behind
            .stderr
            .contains("Game 1 is here already, further along than this copy (3 against 1"),
        "{}",
        behind.stderr
    );
    assert_eq!(club.game_text("1"), before);
}

#[test]
fn a_copy_that_went_another_way_is_refused_naming_the_hand() {
    // The phone corrects hand 2 (They had 250 melded, not 300) and plays hand 3; the
    // club's copy keeps hand 2 as it was.
    let edit: [&str; 3] = ["edit", "2", "They: out 1n 2m 250"];
    let (club, _phone, _there, back) = moved(&[HAND_1, HAND_2], &[edit, HAND_3]);
    let before = club.game_text("1");
    let run = club.run(&["import", &back]).refused(
        "this is a copy of game 1, but it went another way at hand 2: that one is not as kept here",
    );
    assert!(
        run.stderr.contains("(nothing was imported)"),
        "{}",
        run.stderr
    );
    assert_eq!(club.game_text("1"), before, "the game file as it was");
    assert_eq!(totals(&club.json()), pairs(&[("We", 1395), ("They", 975)]));
}

#[test]
fn a_copy_played_by_other_rules_is_refused() {
    let (club, _phone, _there, back) = moved(&[HAND_1], &[HAND_2]);
    // The copy's rules snapshot changed (the game's target), its hands the same.
    let text = std::fs::read_to_string(&back).expect("copy");
    let changed = text.replacen("  target: 5000\n", "  target: 7500\n", 1);
    assert_ne!(text, changed, "the copy names its target");
    std::fs::write(&back, changed).expect("written");
    let before = club.game_text("1");
    club.run(&["import", &back])
        .refused("this is a copy of game 1, but played by other rules");
    assert_eq!(club.game_text("1"), before);
}

/// The hands a property test plays: each a valid Classic hand (seed 001), none ending
/// the game (no side passes 5000 in eight of them: at most 1005 a hand).
const POOL: [[&str; 2]; 4] = [
    ["We: concealed 1n 1r 205", "They: 60 -85 1u"],
    ["We: 1m 120 -30", "They: out 1n 2m 300"],
    ["We: 1n 200 -20", "They: out 1m 150"],
    ["We: out 1m 90", "They: 75 -40"],
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// N hands in one place, exported; M more in the other; imported back: the same game,
    /// hand for hand and total for total, as the M + N hands played in one place, and
    /// no hand twice (a second import adds nothing).
    #[test]
    fn a_game_played_in_two_places_is_the_game_played_in_one(
        first in prop::collection::vec(0usize..4, 0..3),
        more in prop::collection::vec(0usize..4, 1..3),
    ) {
        let club = Env::new();
        club.classic();
        let one = Env::new();
        one.classic();
        for &h in &first {
            club.run(&["record", POOL[h][0], POOL[h][1]]).ok();
            one.run(&["record", POOL[h][0], POOL[h][1]]).ok();
        }
        let phone = Env::new();
        let there = carry(&club, &phone, "copy.yaml");
        phone.run(&["import", &there]).ok();
        for &h in &more {
            phone.run(&["record", POOL[h][0], POOL[h][1]]).ok();
            one.run(&["record", POOL[h][0], POOL[h][1]]).ok();
        }
        let back = carry(&phone, &club, "back.yaml");
        club.run(&["import", &back]).ok();
        club.run(&["import", &back]).ok();
        let (got, want) = (club.json(), one.json());
        prop_assert_eq!(&got["hands"], &want["hands"]);
        prop_assert_eq!(totals(&got), totals(&want));
    }
}
