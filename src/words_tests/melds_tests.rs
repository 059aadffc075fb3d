//! The adjudicator against examples from the rules texts (file named beside each).

// Test code (the module is declared under #[cfg(test)]): it may render what it checks.
use crate::core::cards::Card;
use crate::core::cards::{parse_cards, parse_melds};
use crate::core::melds::*;
use crate::core::presets::embedded;
use crate::words_tests::Say;

fn melds(s: &str) -> Vec<Vec<Card>> {
    parse_melds(s).expect("notation")
}

fn card(s: &str) -> Card {
    parse_cards(s).expect("notation")[0]
}

fn legal(variant: &str, meld: &str) -> Result<MeldInfo, String> {
    let rules = embedded(variant).unwrap();
    check_meld(
        &rules,
        &melds(meld)[0],
        MeldContext {
            initial: true,
            going_out: false,
        },
    )
    .map_err(|e| e.said())
}

#[test]
fn classic_meld_limits() {
    // seed 001 "Melds in Classic Canasta": at least two naturals, at most three wilds.
    for ok in ["552", "999*22", "QQ222", "KKKKKKK", "8888*2"] {
        assert!(legal("classic", ok).is_ok(), "{ok}");
    }
    assert_eq!(
        legal("classic", "522").unwrap_err(),
        "522: a meld needs at least 2 natural cards in classic; this one has 1"
    );
    assert_eq!(
        legal("classic", "KKKK2222").unwrap_err(),
        "KKKK2222: a meld holds at most 3 wild cards in classic; this one has 4"
    );
    assert_eq!(
        legal("classic", "KKQ").unwrap_err(),
        "KKQ: a meld is cards of one rank, but this one mixes K and Q"
    );
    assert_eq!(
        legal("classic", "*22").unwrap_err(),
        "*22: a meld of wild cards only is not allowed in classic; a meld needs at least 2 natural cards"
    );
    assert_eq!(
        legal("classic", "KR2").unwrap_err(),
        "KR2: red threes are never melded; they are laid out on their own"
    );
    assert_eq!(
        legal("classic", "KK").unwrap_err(),
        "KK: a meld has at least three cards"
    );
}

#[test]
fn viennese_never_more_wilds_than_naturals() {
    // seed 001 "Viennese Canasta": "a meld like Q-Q-2-2-2 is not allowed".
    assert_eq!(
        legal("viennese", "QQ222").unwrap_err(),
        "QQ222: a meld may not hold more wild cards than natural ones in viennese; this one has 3 wild and 2 natural"
    );
    assert!(legal("viennese", "QQQ222").is_ok());
}

#[test]
fn american_meld_rules() {
    // seed 001 "Melds" (American).
    assert_eq!(
        legal("american", "7772").unwrap_err(),
        "7772: wild cards can never be used in a meld of sevens in american"
    );
    assert_eq!(
        legal("american", "KKKKKKKK").unwrap_err(),
        "KKKKKKKK: a meld has at most 7 cards in american"
    );
    assert_eq!(
        legal("american", "KKK22*").unwrap_err(),
        "KKK22*: a meld holds at most 2 wild cards in american; this one has 3"
    );
    assert!(legal("american", "**2").is_ok(), "wild melds are allowed");
    assert!(
        legal("american", "AA*").is_ok(),
        "mixed aces in the initial meld"
    );
    let rules = embedded("american").unwrap();
    let later = check_meld(&rules, &melds("AA2")[0], MeldContext::default());
    assert_eq!(
        later.unwrap_err().said(),
        "AA2: a meld of aces takes wild cards only as part of the side's initial meld in american"
    );
}

#[test]
fn black_threes_only_when_going_out() {
    // seed 001 "Threes in Classic Canasta": three or four black threes, going out, no wilds.
    let rules = embedded("classic").unwrap();
    let out = MeldContext {
        initial: false,
        going_out: true,
    };
    assert!(check_meld(&rules, &melds("BBB")[0], out).is_ok());
    assert_eq!(
        legal("classic", "BBB").unwrap_err(),
        "BBB: black threes may be melded only by a player going out, on that last turn"
    );
    assert_eq!(
        check_meld(&rules, &melds("BB2")[0], out)
            .unwrap_err()
            .said(),
        "BB2: a meld of black threes holds black threes only, never wild cards or other ranks"
    );
    assert_eq!(
        legal("american", "BBB").unwrap_err(),
        "BBB: black threes are never melded in american"
    );
}

#[test]
fn no_two_melds_of_one_rank() {
    let rules = embedded("classic").unwrap();
    let e = check_melds(&rules, &melds("KKK KK2"), MeldContext::default()).unwrap_err();
    assert_eq!(
        e.said(),
        "KK2: a side may not have two melds of one rank (this and KKK); cards of one rank go in one meld"
    );
}

#[test]
fn canasta_and_incomplete_kinds_from_cards() {
    let rules = embedded("american").unwrap();
    let kind = |m: &str| {
        let info = check_meld(
            &rules,
            &melds(m)[0],
            MeldContext {
                initial: true,
                going_out: false,
            },
        )
        .unwrap();
        (canasta_kind(&rules, &info), incomplete_kind(&rules, &info))
    };
    let some = |s: &str| Some(s.to_string());
    assert_eq!(kind("AAAAAAA"), (some("natural_aces"), None));
    assert_eq!(kind("7777777"), (some("natural_sevens"), None));
    assert_eq!(kind("KKKKKKK"), (some("natural"), None));
    assert_eq!(kind("KKKKK22"), (some("mixed"), None));
    assert_eq!(kind("2222222"), (some("wild_twos"), None));
    assert_eq!(kind("****222"), (some("wild_jokers"), None));
    assert_eq!(kind("**22222"), (some("wild"), None));
    assert_eq!(kind("AAAAA").1, some("aces"));
    assert_eq!(kind("77777").1, some("sevens"));
    assert_eq!(kind("***2").1, some("wild"));
    assert_eq!(kind("****22").1, some("wild_four_jokers"));
    assert_eq!(kind("KKKKK").1, None);
}

#[test]
fn seed_001_kings_and_queens_meet_50_not_90() {
    // seed 001 "Initial Meld Requirement in Classic Canasta": K-K-K, Q-Q-2 using the king
    // from the top of the pile is 70 points: enough for 50, not for 90.
    let rules = embedded("classic").unwrap();
    let top = Some(card("K"));
    let v = check_initial_meld(&rules, &melds("KKK QQ2"), 50, top, false).unwrap();
    assert_eq!(
        v.melds,
        vec![("KKK".to_string(), 30), ("QQ2".to_string(), 40)]
    );
    assert_eq!(v.counted, 70);
    assert!(v.enough, "{v:?}");
    let v = check_initial_meld(&rules, &melds("KKK QQ2"), 90, top, false).unwrap();
    assert!(!v.enough);
    assert_eq!(
        crate::render::meld_reason_text(&v.reason),
        "70 is short of the minimum of 90"
    );
    // Taking a frozen pile for the initial meld needs two natural kings from hand.
    let v = check_initial_meld(&rules, &melds("KK2 QQQ"), 50, top, false).unwrap();
    assert!(!v.enough);
    assert!(
        crate::render::meld_reason_text(&v.reason).contains("two natural kings"),
        "{}",
        crate::render::meld_reason_text(&v.reason)
    );
}

#[test]
fn research_example_initial_meld_at_1600() {
    // research/variants.md section 19, example 1: at 1600 (90 needed) 6-6-6 + K-K-K-2 = 65
    // is not enough; 6-6-6 + A-A-A-2 = 95 is.
    let rules = embedded("classic").unwrap();
    let min = rules.initial_meld_minimum(1600);
    assert_eq!(min, 90);
    let v = check_initial_meld(&rules, &melds("666 KKK2"), min, None, false).unwrap();
    assert_eq!((v.counted, v.enough), (65, false));
    let v = check_initial_meld(&rules, &melds("666 AAA2"), min, None, false).unwrap();
    assert_eq!((v.counted, v.enough), (95, true));
}

#[test]
fn classic_concealed_out_needs_no_minimum() {
    // seed 001: melding the whole hand including a canasta after drawing from the stock
    // needs no minimum count. KKKKKKK 555 = 85, short of 120, but going out concealed.
    let rules = embedded("classic").unwrap();
    let v = check_initial_meld(&rules, &melds("KKKKKKK 555"), 120, None, true).unwrap();
    assert!(v.enough, "{v:?}");
    assert!(crate::render::meld_reason_text(&v.reason).contains("needs no minimum"));
    let v = check_initial_meld(&rules, &melds("KKKKKKK 555"), 120, None, false).unwrap();
    assert!(!v.enough);
}

#[test]
fn american_ways_in() {
    // seed 001 "The Initial Meld in American Canasta": 125 below 3000, with a clean meld.
    let rules = embedded("american").unwrap();
    // AAA 60 + KKK 30 + QQ2 40 = 130, with AAA clean: enough.
    let v = check_initial_meld(&rules, &melds("AAA KKK QQ2"), 125, None, false).unwrap();
    assert_eq!((v.counted, v.enough), (130, true));
    // KK2 40 + QQ2 40 + AA2 60 = 140 but no clean three: not enough.
    let v = check_initial_meld(&rules, &melds("KK2 QQ2 AA2"), 125, None, false).unwrap();
    assert_eq!((v.counted, v.enough), (140, false));
    assert!(
        crate::render::meld_reason_text(&v.reason).contains("three natural cards"),
        "{}",
        crate::render::meld_reason_text(&v.reason)
    );
    // A wild meld also opens: **2 = 120, plus 555 = 135.
    let v = check_initial_meld(&rules, &melds("**2 55*"), 125, None, false);
    assert!(v.is_ok());
    // The splash: a natural canasta from hand needs no minimum (KKKKKKK = 70 < 180).
    let v = check_initial_meld(&rules, &melds("KKKKKKK"), 180, None, false).unwrap();
    assert!(v.enough);
    assert!(
        crate::render::meld_reason_text(&v.reason).contains("splash"),
        "{}",
        crate::render::meld_reason_text(&v.reason)
    );
}

fn pile(variant: &str, top: &str, hand: &str, table: &str, melded: bool, frozen: bool) -> Verdict {
    let rules = embedded(variant).unwrap();
    may_take_pile(
        &rules,
        &PileQuestion {
            top: Some(card(top)),
            hand: if hand.is_empty() {
                vec![]
            } else {
                parse_cards(hand).unwrap()
            },
            table: if table.is_empty() {
                vec![]
            } else {
                melds(table)
            },
            side_melded: melded,
            pile_frozen: frozen,
            ..PileQuestion::default()
        },
    )
}

#[test]
fn classic_pile() {
    // seed 001 "The Play in Classic Canasta" and "Frozen Discard Pile".
    // Unfrozen: a natural pair, a natural and a wild, or a matching meld on the table.
    assert!(pile("classic", "9", "99", "KKK", true, false).yes);
    assert!(pile("classic", "9", "92", "KKK", true, false).yes);
    assert!(pile("classic", "K", "4", "KKK", true, false).yes);
    assert!(!pile("classic", "9", "9", "KKK", true, false).yes);
    // Frozen (wild card in the pile): only a natural pair from hand.
    let v = pile("classic", "7", "72", "7777", true, true);
    assert!(!v.yes);
    assert_eq!(
        crate::render::reason_text(&v.reason),
        "the pile is frozen (a wild card or red three is in it): it takes two natural sevens from your hand with the top 7, and you have 1"
    );
    assert!(pile("classic", "7", "77", "7777", true, true).yes);
    // Frozen against a side that has not melded.
    assert!(!pile("classic", "Q", "Q2", "", false, false).yes);
    // A black three on top stops the pile; a wild card never can be taken.
    assert_eq!(
        crate::render::reason_text(&pile("classic", "B", "BB", "", true, false).reason),
        "a black three on top stops the pile for this turn"
    );
    assert!(!pile("classic", "2", "22", "", true, false).yes);
}

#[test]
fn american_pile_example() {
    // seed 001 "Notes on taking the discard pile": after A-A-joker, Q-Q-Q, 9-9-2 from hand
    // and a pair of tens in hand, "you can take the discard pile if the top card is a 9, a
    // 10, a Queen or an Ace".
    for top in ["9", "T", "Q", "A"] {
        assert!(
            pile("american", top, "AA* QQQ 992 TT", "", false, false).yes,
            "{top}"
        );
    }
    for top in ["K", "8", "2"] {
        assert!(
            !pile("american", top, "AA* QQQ 992 TT", "", false, false).yes,
            "{top}"
        );
    }
    // A meld of five or more of the rank cannot take three more (at most seven).
    let v = pile("american", "8", "88", "88888", true, false);
    assert!(!v.yes);
    assert!(
        crate::render::reason_text(&v.reason).contains("past 7 cards"),
        "{}",
        crate::render::reason_text(&v.reason)
    );
    assert!(pile("american", "8", "88", "8888", true, false).yes);
    // Always frozen: a natural and a wild do not take it.
    assert!(!pile("american", "8", "82", "", true, false).yes);
}

#[test]
fn going_out() {
    let ask = |variant: &str, canastas: &[(&str, u32)], left: u32| {
        let rules = embedded(variant).unwrap();
        may_go_out(
            &rules,
            &OutQuestion {
                canastas: canastas.iter().map(|(k, n)| (k.to_string(), *n)).collect(),
                cards_left: left,
                ..OutQuestion::default()
            },
        )
    };
    // Classic: one canasta; with or without a discard.
    assert!(ask("classic", &[("natural", 1)], 0).yes);
    assert!(ask("classic", &[("mixed", 1)], 1).yes);
    assert_eq!(
        crate::render::reason_text(&ask("classic", &[], 1).reason),
        "your side has 0 canastas; classic needs 1 to go out"
    );
    assert!(!ask("classic", &[("natural", 1)], 2).yes);
    // American: two canastas and a final discard.
    assert!(!ask("american", &[("natural", 1)], 1).yes);
    assert_eq!(
        crate::render::reason_text(&ask("american", &[("natural", 1), ("mixed", 1)], 0).reason),
        "in american you must keep a card for a final discard: meld all but one"
    );
    assert!(ask("american", &[("natural", 1), ("mixed", 1)], 1).yes);
    // Canadian: two natural and one wild.
    assert!(!ask("canadian", &[("natural", 3)], 1).yes);
    assert!(ask("canadian", &[("natural", 2), ("wild", 1)], 1).yes);
    // Partner said no: binding.
    let rules = embedded("classic").unwrap();
    let v = may_go_out(
        &rules,
        &OutQuestion {
            canastas: [("natural".to_string(), 1)].into(),
            partner_said_no: true,
            ..OutQuestion::default()
        },
    );
    assert_eq!(
        crate::render::reason_text(&v.reason),
        "your partner said no, and the answer is binding (going out anyway costs -100)"
    );
}

#[test]
fn american_special_hands() {
    // seed 001 "American Canasta: Special Hands", with the scores of "Scoring" item 6.
    let rules = embedded("american").unwrap();
    let check = |cards: &str| special_hand(&rules, &parse_cards(cards).unwrap());
    let v = check("A2R456789TJQK*");
    assert!(v.yes);
    assert!(
        crate::render::reason_text(&v.reason).starts_with("a straight"),
        "{}",
        crate::render::reason_text(&v.reason)
    );
    assert!(crate::render::reason_text(&check("4455778899TTQQ").reason).contains("(2500)"));
    assert!(crate::render::reason_text(&check("22667799JJKKAA").reason).contains("(2000)"));
    // "2-2-4-4-5-5-6-6-8-8-9-9-A-A is not valid, because a hand with a pair of twos must
    // contain both sevens and aces as well."
    let v = check("22445566889 9AA");
    assert!(!v.yes);
    assert!(
        crate::render::reason_text(&v.reason).contains("pair of sevens"),
        "{}",
        crate::render::reason_text(&v.reason)
    );
    assert!(crate::render::reason_text(&check("4446666JJJJAAA").reason).starts_with("garbage"));
    assert!(!check("4446666JJJJAA2").yes);
    assert!(!check("AAA").yes);
    assert!(
        !special_hand(
            &embedded("classic").unwrap(),
            &parse_cards("4455778899TTQQ").unwrap()
        )
        .yes
    );
}

#[test]
fn viennese_pile_rules() {
    // seed 001 "Viennese Canasta": a discard matching the opponents' completed canasta
    // stops the pile; a one-card hand may take a one-card pile (seeds 002/003 forbid it
    // in Classic).
    let ask = |variant: &str, opponents: &str, hand_size: u32, pile_size: u32| {
        may_take_pile(
            &embedded(variant).unwrap(),
            &PileQuestion {
                top: Some(card("K")),
                hand: parse_cards("KK").unwrap(),
                side_melded: true,
                opponents: if opponents.is_empty() {
                    vec![]
                } else {
                    melds(opponents)
                },
                hand_size: Some(hand_size),
                pile_size: Some(pile_size),
                ..PileQuestion::default()
            },
        )
    };
    assert!(!ask("viennese", "KKKKKKK", 5, 9).yes);
    assert!(ask("classic", "KKKKKKK", 5, 9).yes);
    assert!(ask("viennese", "", 1, 1).yes);
    let v = ask("classic", "", 1, 1);
    assert_eq!(
        crate::render::reason_text(&v.reason),
        "a player holding one card may not take a pile of one card"
    );
}

#[test]
fn going_out_concealed_with_the_pile_taken_needs_the_minimum() {
    // Seed 001 (pagat, Classic): a player may go out concealed without the initial meld
    // "if they do not take the discard pile"; "if they take the discard pile and partner
    // has not yet melded, they must satisfy the relevant initial meld requirement". At
    // 3000 the minimum is 120 (seed 001's table). KKKKKKK is 7 kings at 10 = 70, 555 is
    // 3 fives at 5 = 15: 85 counted, short of 120 with the K taken from the pile; from the
    // stock, the canasta needs no minimum.
    let rules = embedded("classic").unwrap();
    let hand = melds("KKKKKKK 555");
    let v = check_initial_meld(&rules, &hand, 120, Some(card("K")), true).unwrap();
    assert_eq!(v.counted, 85);
    assert!(!v.enough, "{v:?}");
    assert_eq!(
        v.reason,
        MeldReason::Short {
            counted: 85,
            minimum: 120
        }
    );
    assert!(v.notes.contains(&MeldNote::ConcealedTookPile));
    let v = check_initial_meld(&rules, &hand, 120, None, true).unwrap();
    assert!(v.enough, "{v:?}");
    assert!(matches!(v.reason, MeldReason::ConcealedOut { .. }));
}
