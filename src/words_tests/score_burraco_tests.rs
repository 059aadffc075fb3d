//! Worked hands for the Burraco family's presets (Italian Burraco, the FIBUR tournament
//! code, Burraco Internazionale, Brazilian Buraco). Every number is worked out by hand
//! from the sources the research notes cite (docs/SOURCES.md, "Burraco and Buraco"); the
//! hand formula is the research notes' §7: burraco bonuses + going out 100 + card points
//! melded − card points in hand − 100 for a pot never taken.

use crate::core::hand::Hand;
use crate::core::presets::embedded;
use crate::core::rules::Seating;
use crate::core::score::*;
use crate::words_tests::Say;

fn score_with(variant: &str, units: &[&str], yaml: &str) -> Result<HandScore, HandError> {
    let rules = embedded(variant).expect("preset");
    let units: Vec<String> = units.iter().map(|u| u.to_string()).collect();
    let hand: Hand = serde_yaml::from_str(yaml).expect("test hand parses");
    score_hand(&rules, &units, &hand)
}

fn ok(variant: &str, yaml: &str) -> HandScore {
    score_with(variant, &["NS", "EW"], yaml).unwrap_or_else(|e| panic!("{variant}: {e:?}"))
}

fn refused(variant: &str, yaml: &str) -> HandError {
    match score_with(variant, &["NS", "EW"], yaml) {
        Ok(s) => panic!("{variant}: expected a refusal, got {s:?}"),
        Err(e) => e,
    }
}

fn breach(e: &HandError) -> &Breach {
    match e {
        HandError::Breach { breach, .. } => breach,
        other => panic!("expected a breach, got {other:?}"),
    }
}

#[test]
fn italian_hand_with_every_kind_and_a_pot_not_taken() {
    // [EB-PUNTI] [EB-ART17-NEG], research §2 and §7, values pulito 200, semipulito 150,
    // sporco 100, chiusura 100:
    // NS closed: pulito 200 + semipulito 150 + sporco 100 + closing 100 + 420 melded
    //   - 20 in hand (the partner's cards) = 950.
    // EW never took its pozzetto: sporco 100 + 150 melded - 85 in hand - 100 = 65.
    let s = ok(
        "burraco",
        "results:
           NS: {went_out: normal, canastas: {clean: 1, semi_clean: 1, dirty: 1}, melded: 420, in_hand: 20}
           EW: {canastas: {dirty: 1}, melded: 150, in_hand: 85, pot: not_taken}",
    );
    assert_eq!(s.score_of("NS"), Some(950));
    assert_eq!(s.score_of("EW"), Some(65));
    let ew = &s.units[1].lines;
    assert_eq!(
        ew.last().map(|l| (&l.item, l.points)),
        Some((
            &Item::Pot {
                pot: crate::core::hand::Pot::NotTaken
            },
            -100
        ))
    );
}

#[test]
fn a_pot_taken_and_not_played_italy_counts_its_cards_brazil_scores_it_as_not_taken() {
    // Italy [EB-ART17-NEG] "pozzetto preso e non giocato: il valore delle sue carte": the
    // pozzetto's 11 cards are in EW's 160 in hand, and there is no -100:
    //   EW: 200 melded - 160 in hand = 40.
    let it = ok(
        "burraco",
        "results:
           NS: {went_out: normal, canastas: {clean: 1}, melded: 300}
           EW: {melded: 200, in_hand: 160, pot: unplayed}",
    );
    // NS: 200 + 100 + 300 = 600 (a two-player side holds nothing after closing; four
    // players: the partner's 0 here).
    assert_eq!(it.score_of("NS"), Some(600));
    assert_eq!(it.score_of("EW"), Some(40));
    // Brazil [GV-BURACO] [POKERLIVEPRO]: a morto taken by an indirect batida and never
    // played is scored as not taken: its cards are not counted (15 in hand are the
    // players' own), and -100: 200 - 15 - 100 = 85.
    let br = ok(
        "buraco-fechado",
        "results:
           NS: {went_out: normal, canastas: {clean: 1}, melded: 300}
           EW: {melded: 200, in_hand: 15, pot: unplayed}",
    );
    assert_eq!(br.score_of("EW"), Some(85));
}

#[test]
fn an_unplayed_pozzetto_puts_its_cards_in_hand_an_unplayed_morto_does_not() {
    // Italy [EB-ART17-NEG] (FIBUR Art. 17): a pozzetto taken and not played is in hand,
    // all its 11 cards ([PAGAT-BUR-COPY]: 11-card packets), each at least 5 (the sevens to
    // threes [MYBURRACO]): at least 11 x 5 = 55 in hand. NS `png 1s 150` with nothing in
    // hand is refused, with those numbers.
    let e = refused(
        "burraco",
        "results:
           NS: {canastas: {semi_clean: 1}, melded: 150, pot: unplayed}
           EW: {went_out: normal, canastas: {clean: 1}, melded: 300}",
    );
    assert_eq!(
        e,
        HandError::PotUnplayedInHand {
            name: "NS".into(),
            cards: 11,
            least: 55,
            in_hand: 0,
            terms: embedded("burraco").expect("preset").terms,
        }
    );
    assert_eq!(
        e.said(),
        "NS: the pozzetto was taken and not played, so its 11 cards are in hand, worth at \
         least 55, but 0 was given in hand; give the points in hand with its cards (at \
         least -55)"
    );
    // 50 is still short of 55; 55 is the least there can be: semipulito 150 + 150
    // melded - 55 in hand = 245 (no -100: the pozzetto was taken).
    let short = refused(
        "burraco",
        "results:
           NS: {canastas: {semi_clean: 1}, melded: 150, in_hand: 50, pot: unplayed}
           EW: {went_out: normal, canastas: {clean: 1}, melded: 300}",
    );
    assert!(matches!(
        short,
        HandError::PotUnplayedInHand { in_hand: 50, .. }
    ));
    let s = ok(
        "burraco",
        "results:
           NS: {canastas: {semi_clean: 1}, melded: 150, in_hand: 55, pot: unplayed}
           EW: {went_out: normal, canastas: {clean: 1}, melded: 300}",
    );
    assert_eq!(s.score_of("NS"), Some(245));
    // Brazil [GV-BURACO]: an unplayed morto is scored as never taken, its cards not in
    // hand, so nothing in hand is taken as typed: limpa 200 + 150 melded - 0 in hand -
    // 100 = 250.
    let br = ok(
        "buraco-fechado",
        "results:
           NS: {canastas: {clean: 1}, melded: 150, pot: unplayed}
           EW: {went_out: normal, canastas: {clean: 1}, melded: 300}",
    );
    assert_eq!(br.score_of("NS"), Some(250));
}

#[test]
fn closing_needs_the_pot_and_a_side_without_it_holds_cards() {
    // [EB-CHIUS] Art. 16: a side closes only once it has taken its pozzetto.
    let e = refused(
        "burraco",
        "results:
           NS: {went_out: normal, canastas: {clean: 1}, melded: 300, pot: not_taken}
           EW: {melded: 200, in_hand: 15}",
    );
    assert!(matches!(breach(&e), Breach::OutWithoutPot { .. }), "{e:?}");
    // [MARCO97PA] error03: nobody on a side without its pot emptied the hand, so it
    // holds cards.
    let e = refused(
        "burraco",
        "results:
           NS: {went_out: normal, canastas: {clean: 1}, melded: 300}
           EW: {melded: 200, pot: not_taken}",
    );
    assert!(matches!(breach(&e), Breach::PotNotTakenEmptyHand), "{e:?}");
    assert_eq!(
        e.said(),
        "EW: never took the pot and holds no cards; a side that never took its pot still holds cards (nobody on it emptied the hand): give its cards in hand"
    );
}

#[test]
fn internazionale_and_brazilian_open_forms_close_only_with_a_clean_burraco() {
    // [FIBUR-INT-2016] "non si può effettuare la chiusura finale se non si ha almeno un
    // burraco pulito"; Aberto and STBL [JOGATINA-STBL] "bate com limpa".
    for variant in ["burraco-internazionale", "buraco-aberto", "buraco-stbl"] {
        let e = refused(
            variant,
            "results:
               NS: {went_out: normal, canastas: {dirty: 2}, melded: 300}
               EW: {melded: 200, in_hand: 15}",
        );
        assert!(
            matches!(
                &e,
                HandError::CannotGoOut {
                    shortfall: Shortfall::TooFewOfKind { kind, needs: 1, got: 0 },
                    ..
                } if kind == "clean"
            ),
            "{variant}: {e:?}"
        );
    }
    // The FIBUR Italian code and Brazilian Fechado close with any burraco: NS 100 (sporco)
    // + 100 (closing) + 300 = 500.
    for variant in ["burraco", "buraco-fechado"] {
        let s = ok(
            variant,
            "results:
               NS: {went_out: normal, canastas: {dirty: 1}, melded: 300}
               EW: {melded: 200, in_hand: 15}",
        );
        assert_eq!(s.score_of("NS"), Some(500), "{variant}");
    }
}

#[test]
fn card_points_over_the_packs_are_refused_1080_in_italy_960_in_brazil() {
    // Italy: per pack 2x30 + 4x20 + 4x15 + 24x10 + 20x5 = 540, two packs 1080 (research
    // §2 "Pack total"). 1000 melded + 85 in hand = 1085 > 1080; 1080 itself is possible.
    let e = refused(
        "burraco",
        "results:
           NS: {canastas: {clean: 1}, melded: 1000, in_hand: 0, pot: taken}
           EW: {melded: 0, in_hand: 85}",
    );
    assert!(
        matches!(
            e,
            HandError::MorePointsThanDecks {
                points: 1085,
                max: 1080,
                ..
            }
        ),
        "{e:?}"
    );
    ok(
        "burraco",
        "results:
           NS: {canastas: {clean: 1}, melded: 1000}
           EW: {melded: 0, in_hand: 80}",
    );
    // Brazil: 2x20 + 4x10 + 4x15 + 24x10 + 20x5 = 480 a pack, 960 for two (§5).
    let e = refused(
        "buraco-fechado",
        "results:
           NS: {canastas: {clean: 1}, melded: 900}
           EW: {melded: 0, in_hand: 65}",
    );
    assert!(
        matches!(
            e,
            HandError::MorePointsThanDecks {
                points: 965,
                max: 960,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn a_burraco_needs_the_points_its_cheapest_form_holds() {
    // Italy (research §10): the cheapest clean burraco is seven threes or fours, 7 x 5 =
    // 35; two clean burrachi need 70, so 65 melded is refused.
    let e = refused(
        "burraco",
        "results:
           NS: {canastas: {clean: 2}, melded: 65, in_hand: 10}
           EW: {melded: 200, in_hand: 15}",
    );
    assert!(
        matches!(
            e,
            HandError::CanastasExceedMelded {
                needed: 70,
                melded: 65,
                ..
            }
        ),
        "{e:?}"
    );
    // Dirty: six threes and a pinella, 30 + 20 = 50; semi-clean: seven threes and a
    // pinella, 35 + 20 = 55. 100 + 55 = 155 needed, 150 melded: refused.
    let e = refused(
        "burraco",
        "results:
           NS: {canastas: {dirty: 2, semi_clean: 1}, melded: 150, in_hand: 10}
           EW: {melded: 200, in_hand: 15}",
    );
    assert!(
        matches!(e, HandError::CanastasExceedMelded { needed: 155, .. }),
        "{e:?}"
    );
    // Brazil with runs only (Aberto): the cheapest clean canastra is 2-8 or 3-9 of a suit,
    // 10 + 5x5 + 10 = 45 (a natural two counts 10); dirty, six of them and a curinga,
    // also 45 (research §10). One of each: 90 needed, 85 refused.
    let e = refused(
        "buraco-aberto",
        "results:
           NS: {canastas: {clean: 1, dirty: 1}, melded: 85, in_hand: 10}
           EW: {melded: 200, in_hand: 15}",
    );
    assert!(
        matches!(
            e,
            HandError::CanastasExceedMelded {
                needed: 90,
                melded: 85,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn threes_are_ordinary_cards_so_red_threes_are_refused() {
    let e = refused(
        "burraco",
        "results:
           NS: {canastas: {clean: 1}, melded: 300, red_threes: 1, in_hand: 10}
           EW: {melded: 200, in_hand: 15}",
    );
    assert!(
        matches!(breach(&e), Breach::ThreesAreOrdinary { field, .. } if field == "red_threes"),
        "{e:?}"
    );
    // A pot in a form without one (Classic) is refused too.
    let e = score_with(
        "classic",
        &["NS", "EW"],
        "results:
           NS: {melded: 300, in_hand: 10, pot: not_taken}
           EW: {melded: 200, in_hand: 15}",
    )
    .expect_err("Classic has no pot");
    assert!(matches!(breach(&e), Breach::NoPot { .. }), "{e:?}");
}

#[test]
fn three_players_the_pair_scores_half_each_rounded_up() {
    // [EB-3P] [BISKA-3P]: the lone player scores the whole hand; the pair's hand score is
    // halved for each partner, an odd half rounded up ("arrotondando per eccesso").
    // Ann alone closed: pulito 200 + closing 100 + 300 melded = 600.
    // Bob and Cy: sporco 100 + 135 melded - (10 + 10) in hand = 215; half 107.5 -> 108.
    let hand = "lone: Ann\nresults:\n  Ann: {went_out: normal, canastas: {clean: 1}, melded: 300}\n  Bob: {canastas: {dirty: 1}, melded: 135, in_hand: 10}\n  Cy: {in_hand: 10}\n";
    let s = score_with("burraco-3p", &["Ann", "Bob", "Cy"], hand).expect("scores");
    assert_eq!(s.score_of("Ann"), Some(600));
    assert_eq!(s.score_of("Bob"), Some(108));
    assert_eq!(s.score_of("Cy"), Some(108));
    let bob = &s.units[1].lines;
    assert_eq!(
        bob.last().map(|l| (&l.item, l.points)),
        Some((&Item::PairShare { pair: 215 }, -107))
    );
    // [MARCO97PA] divides with integers: 107.
    let mut rules = embedded("burraco-3p").expect("preset");
    rules.seating = Seating::LoneAgainstPartnership {
        players: 3,
        pair_share: crate::core::rules::PairShare::HalfRoundedDown,
        everyone_alone: false,
    };
    let parsed: Hand = serde_yaml::from_str(hand).expect("parses");
    let units = ["Ann", "Bob", "Cy"].map(String::from);
    let s = score_hand(&rules, &units, &parsed).expect("scores");
    assert_eq!(s.score_of("Bob"), Some(107));
    // A pair with a negative score: -215 is -107.5, rounded up to -107.
    assert_eq!(crate::core::rules::PairShare::HalfRoundedUp.of(-215), -107);
    assert_eq!(
        crate::core::rules::PairShare::HalfRoundedDown.of(-215),
        -108
    );
}

#[test]
fn melds_written_as_cards_are_read_as_sets_and_runs_of_the_form() {
    // Values [MYBURRACO] [EB-PUNTI]: jolly 30, pinella 20, ace 15, K-8 10, 7-3 5.
    // NS: KKKKKKK is a clean set, 70; 5h6h7h8h9hThJh2 holds its pinella after seven unbroken
    //   naturals, semi-clean ([FIAB], [ONMADESOFT]), 5x3 + 10x4 + 20 = 75; QQ2 is 40.
    //   Melded 185, in hand 5 (one five): 200 + 150 + 100 + 185 - 5 = 630.
    // EW: 3h3s3c, threes as ordinary cards, 15; in hand K74, 20: 15 - 20 = -5.
    let s = ok(
        "burraco",
        "results:
           NS: {went_out: normal, melds: [KKKKKKK 5h6h7h8h9hThJh2 QQ2], hands: ['5']}
           EW: {melds: [3h3s3c], hands: [K74]}",
    );
    assert_eq!(s.score_of("NS"), Some(630));
    assert_eq!(s.score_of("EW"), Some(-5));
    // A pinella in the middle (the 2h for the 7h) is dirty; the 2c in its own place in
    // 2c..9c is natural, so that run is clean: 20 + 5x5 + 10 + 10 = 65. The dirty run
    // 5h6h2h8h9hThJh: 5 + 5 + 20 + 10x4 = 70. NS: 200 + 100 + 100 + 135 = 535.
    let s = ok(
        "burraco",
        "results:
           NS: {went_out: normal, melds: [5h6h2h8h9hThJh 2c3c4c5c6c7c8c9c]}
           EW: {melds: [3h2h4h], hands: [K74]}",
    );
    assert_eq!(s.score_of("NS"), Some(535));
    // Internazionale has no semi-clean burraco: the same run is dirty (100, not 150), and
    // it makes no set of kings ([EB-INT] "carte estreme").
    let s = ok(
        "burraco-internazionale",
        "results:
           NS: {went_out: normal, melds: [AAAAAAA 5h6h7h8h9hThJh2]}
           EW: {melds: [3h2h4h], hands: [K74]}",
    );
    // 7 aces 105 + 75 = 180; clean 200 + dirty 100 + closing 100 + 180 = 580.
    assert_eq!(s.score_of("NS"), Some(580));
    let e = refused(
        "burraco-internazionale",
        "results:
           NS: {went_out: normal, melds: [KKKKKKK 5h6h7h8h9hThJh2]}
           EW: {melds: [3h2h4h], hands: [K74]}",
    );
    assert!(
        matches!(breach(&e), Breach::Run { meld, refusal: crate::core::runs::RunRefusal::SetRank { .. } } if meld == "KKKKKKK"),
        "{e:?}"
    );
    // Two wild cards in one meld, a gap, round the corner: each refused with its rule.
    for (meld, wanted) in [
        ("5h6h2*8h", "TooManyWilds"),
        ("5h6h9h", "Gap"),
        ("KhAh2h3h", "RoundTheCorner"),
    ] {
        let e = refused(
            "burraco",
            &format!(
                "results:\n  NS: {{melds: ['{meld}'], hands: [K74]}}\n  EW: {{melds: [3h2h4h], hands: [K74]}}\n"
            ),
        );
        assert!(format!("{e:?}").contains(wanted), "{meld}: {e:?}");
    }
}

/// House kinds a user preset adds to Italian Burraco with one `extends:` (research §4,
/// [EB-TIPI-FEBURIT] [BURRACONLINE] [TYPES-REALE]): reale, a clean run of 13 (ace to king
/// or two to ace), 300; super, a clean set of 8, 250.
#[test]
fn house_kinds_by_shape_and_size_from_a_user_preset() {
    let text = "extends: burraco\nname: burraco-reale\ncanastas:\n  reale: {bonus: 300, makeup: clean, shape: run, cards: 13}\n  super: {bonus: 250, makeup: clean, shape: set, cards: 8}\n";
    let rules =
        crate::core::presets::parse_extending("burraco-reale", "burraco-reale", text, &|n| {
            crate::core::presets::EMBEDDED
                .iter()
                .find(|(name, _)| *name == n)
                .map(|(_, t)| t.to_string())
        })
        .expect("the preset reads");
    // The cheapest reale: A 2 3 4 5 6 7 8 9 T J Q K of a suit, the two natural in its
    // place: 15 + 20 + 5x5 + 10x6 = 120. The cheapest super: eight threes, 40.
    assert_eq!(rules.kind_min_points(&rules.canastas["reale"]), 120);
    assert_eq!(rules.kind_min_points(&rules.canastas["super"]), 40);
    let units = ["NS".to_string(), "EW".to_string()];
    let hand: Hand = serde_yaml::from_str(
        "results:
           NS: {went_out: normal, melds: ['hA-K 5555555']}
           EW: {melds: [3h2h4h], hands: [K74]}",
    )
    .expect("parses");
    // NS: hA-K is a reale (120 points of cards), 5555555 a clean burraco (35): 300 + 200
    // + closing 100 + 155 melded = 755. (Eight nines beside it would be nine nines in two
    // packs, refused: the run holds the 9h.)
    let s = score_hand(&rules, &units, &hand).expect("scores");
    assert_eq!(s.score_of("NS"), Some(755));
    let hand: Hand = serde_yaml::from_str(
        "results:
           NS: {went_out: normal, melds: ['99999999 5555555']}
           EW: {melds: [3h2h4h], hands: [K74]}",
    )
    .expect("parses");
    // 99999999 is a super (80), 5555555 clean (35): 250 + 200 + 100 + 115 = 665.
    let s2 = score_hand(&rules, &units, &hand).expect("scores");
    assert_eq!(s2.score_of("NS"), Some(665));
    let kinds: Vec<&Item> = s.units[0].lines.iter().map(|l| &l.item).collect();
    assert!(kinds.contains(&&Item::Canastas {
        kind: "reale".into(),
        count: 1
    }));
    // Claimed by count, a reale needs its 120 points: one reale with 100 melded is refused.
    let hand: Hand = serde_yaml::from_str(
        "results:
           NS: {canastas: {reale: 1}, melded: 100, in_hand: 10}
           EW: {melded: 30, in_hand: 20}",
    )
    .expect("parses");
    let e = score_hand(&rules, &units, &hand).expect_err("too few points");
    assert!(
        matches!(e, HandError::CanastasExceedMelded { needed: 120, .. }),
        "{e:?}"
    );
}

/// The built-in tournament presets' tables at every band's edges: 3 deals [PUNTIB-VP]
/// [EB-VP] (0-50 10/10, 55-150 11/9, ..., 1255-1500 19/1, 1505 and more 20/0), 4 deals
/// [PUNTIB-VP] (0-100 10/10, 105-300 11/9, ..., 1705-2000 19/1, 2005 and more 20/0).
#[test]
fn tournament_victory_points_at_the_bands_edges() {
    use crate::core::victory::points;
    let three = embedded("burraco-tournament")
        .expect("preset")
        .victory_points;
    let four = embedded("burraco-tournament-4")
        .expect("preset")
        .victory_points;
    let internazionale = embedded("burraco-internazionale")
        .expect("preset")
        .victory_points;
    assert_eq!(three, internazionale);
    // (difference, winner, loser), each band's first and last difference.
    let three_edges = [
        (0, 10, 10),
        (50, 10, 10),
        (55, 11, 9),
        (150, 11, 9),
        (155, 12, 8),
        (250, 12, 8),
        (255, 13, 7),
        (350, 13, 7),
        (355, 14, 6),
        (500, 14, 6),
        (505, 15, 5),
        (650, 15, 5),
        (655, 16, 4),
        (800, 16, 4),
        (805, 17, 3),
        (1000, 17, 3),
        (1005, 18, 2),
        (1250, 18, 2),
        (1255, 19, 1),
        (1500, 19, 1),
        (1505, 20, 0),
        (3000, 20, 0),
    ];
    for (d, w, l) in three_edges {
        assert_eq!(points(&three, 1000 + d, 1000), Some((w, l)), "3 deals, {d}");
        assert_eq!(points(&three, 1000, 1000 + d), Some((l, w)), "3 deals, {d}");
    }
    let four_edges = [
        (0, 10, 10),
        (100, 10, 10),
        (105, 11, 9),
        (300, 11, 9),
        (305, 12, 8),
        (500, 12, 8),
        (505, 13, 7),
        (700, 13, 7),
        (705, 14, 6),
        (900, 14, 6),
        (905, 15, 5),
        (1100, 15, 5),
        (1105, 16, 4),
        (1300, 16, 4),
        (1305, 17, 3),
        (1500, 17, 3),
        (1505, 18, 2),
        (1700, 18, 2),
        (1705, 19, 1),
        (2000, 19, 1),
        (2005, 20, 0),
    ];
    for (d, w, l) in four_edges {
        assert_eq!(points(&four, 500 + d, 500), Some((w, l)), "4 deals, {d}");
    }
}

/// Burrachi together need so many cards, and the packs hold only so many cheap ones: eight
/// clean burrachi are 56 cards; the cheapest 56 of two Italian packs are the forty 3s to 7s
/// (5 each, 200) and sixteen cards worth 10 (160): 360, not 8 x 35 = 280.
#[test]
fn burrachi_together_need_the_cards_the_packs_hold() {
    let e = refused(
        "burraco",
        "results:
           NS: {went_out: normal, canastas: {clean: 8}, melded: 300, in_hand: 10}
           EW: {canastas: {dirty: 1}, melded: 120, in_hand: 5}",
    );
    assert!(
        matches!(
            e,
            HandError::CanastasExceedMelded {
                needed: 360,
                melded: 300,
                ..
            }
        ),
        "{e:?}"
    );
    ok(
        "burraco",
        "results:
           NS: {went_out: normal, canastas: {clean: 8}, melded: 360}
           EW: {canastas: {dirty: 1}, melded: 120, in_hand: 5}",
    );
}

/// A preset's own words must be for things it has, each a word a line can take.
#[test]
fn a_presets_words_are_checked() {
    let lookup = |n: &str| {
        crate::core::presets::EMBEDDED
            .iter()
            .find(|(name, _)| *name == n)
            .map(|(_, t)| t.to_string())
    };
    // Boxed: a preset's refusal is large, and clippy asks a closure to return it boxed.
    let parse = |text: &str| {
        crate::core::presets::parse_extending("mine", "mine", text, &lookup).map_err(Box::new)
    };
    let e = parse("extends: burraco\nname: mine\nwords: {mixed: [sporca]}\n")
        .expect_err("no such kind");
    assert!(format!("{e:?}").contains("WordKey"), "{e:?}");
    let e = parse("extends: burraco\nname: mine\nwords: {clean: [\"pu lito\"]}\n")
        .expect_err("a space");
    assert!(format!("{e:?}").contains("WordText"), "{e:?}");
    parse("extends: burraco\nname: mine\nwords: {clean: [netto]}\n").expect("a word of its own");
}
