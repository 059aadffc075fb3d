//! Worked hands for the presets beyond Classic. Every number is worked out by hand from
//! the rules texts (the file is named beside each case).

// Test code (the module is declared under #[cfg(test)]): it may render what it checks.
use crate::core::hand::Hand;
use crate::core::presets::embedded;
use crate::core::rules::Points;
use crate::core::score::*;
use crate::words_tests::Say;

fn score(variant: &str, yaml: &str) -> Result<HandScore, HandError> {
    let rules = embedded(variant).expect("preset");
    let units: Vec<String> = if rules.seating.players_per_unit() == 1 {
        vec!["Ann".into(), "Bob".into()]
    } else {
        vec!["We".into(), "They".into()]
    };
    let hand: Hand = serde_yaml::from_str(yaml).expect("test hand parses");
    score_hand(&rules, &units, &hand)
}

fn ok(variant: &str, yaml: &str) -> HandScore {
    score(variant, yaml).unwrap_or_else(|e| panic!("{variant}: {e:?}"))
}

fn refused(variant: &str, yaml: &str) -> String {
    match score(variant, yaml) {
        Ok(s) => panic!("{variant}: expected a refusal, got {s:?}"),
        Err(e) => e.said(),
    }
}

fn line(s: &HandScore, unit: &str, label: &str) -> Points {
    s.units
        .iter()
        .find(|u| u.name == unit)
        .and_then(|u| {
            u.lines
                .iter()
                .find(|l| crate::render::line_text(l) == label)
        })
        .map(|l| l.points)
        .unwrap_or_else(|| panic!("no line {label:?} for {unit} in {s:#?}"))
}

// ---- American (seed 001 "Modern American Canasta", "American Canasta: Scoring") ----

#[test]
fn american_one_canasta_scores_nothing_for_threes() {
    // They: natural 500 + mixed 300 + out 100 + 400 melded + one red three 100 (two
    //   canastas: bonus) = 1400.
    // We: one canasta: mixed 300 + 200 melded - 60 in hand; two red threes "no score" = 440.
    let s = ok(
        "american",
        "results:
           They: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 400, red_threes: 1}
           We: {canastas: {mixed: 1}, melded: 200, in_hand: 60, red_threes: 2}",
    );
    assert_eq!(s.score_of("They"), Some(1400));
    assert_eq!(s.score_of("We"), Some(440));
    assert_eq!(
        line(&s, "We", "2 red threes, nothing: fewer than 2 canastas"),
        0
    );
}

#[test]
fn american_no_canasta_melded_cards_and_threes_count_against() {
    // We, no canasta: -150 melded - 40 in hand - (one red three 100 + one black three 100) = -390.
    let s = ok(
        "american",
        "results:
           They: {went_out: normal, canastas: {natural: 2}, melded: 300}
           We: {melded: 150, in_hand: 40, red_threes: 1, black_threes: 1}",
    );
    assert_eq!(s.score_of("We"), Some(-390));
    assert_eq!(line(&s, "We", "cards melded, minus: no canasta"), -150);
    assert_eq!(line(&s, "We", "1 black three, minus: no canasta"), -100);
    // They: 2 x 500 + 100 + 300 = 1400
    assert_eq!(s.score_of("They"), Some(1400));
}

#[test]
fn american_sevens_left_at_five_and_three_sevens_held_is_minus_4000() {
    // seed 001: "If a team has a sevens meld of less than seven cards and one of the players
    // of the team has more than two sevens in their hand ... the penalty will be 4000 points
    // in all." Here with one natural canasta: 500 - 2500 - 1500 + 200 melded - 45 = -3345.
    let s = ok(
        "american",
        "results:
           They: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 300}
           We: {canastas: {natural: 1}, incomplete: [sevens], holding: {sevens: 1}, melded: 200, in_hand: 45}",
    );
    let penalties = line(&s, "We", "incomplete sevens meld")
        + line(&s, "We", "1 player holding three or more sevens");
    assert_eq!(penalties, -4000);
    assert_eq!(s.score_of("We"), Some(-3345));
}

#[test]
fn american_two_players_holding_aces_cost_3000() {
    // seed 001: "three aces each, then there is a penalty for each player, total 3000".
    // They (two canastas, went out): 500 + 300 + 100 + 300 - 3000 = -1800.
    let s = ok(
        "american",
        "results:
           They: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 300, holding: {aces: 2}}
           We: {canastas: {mixed: 1}, melded: 100, in_hand: 120}",
    );
    assert_eq!(
        line(&s, "They", "2 players holding three or more aces"),
        -3000
    );
    assert_eq!(s.score_of("They"), Some(-1800));
}

#[test]
fn american_big_canastas_and_threes_with_two_canastas() {
    // We: natural aces 2500 + wild twos 3000 + out 100 + 600 melded
    //   + three red threes 500 + two black threes 300 = 7000.
    let s = ok(
        "american",
        "results:
           We: {went_out: normal, canastas: {natural_aces: 1, wild_twos: 1}, melded: 600, red_threes: 3, black_threes: 2}
           They: {melded: 100, in_hand: 20}",
    );
    assert_eq!(s.score_of("We"), Some(7000));
    // They, no canasta: -100 - 20 = -120.
    assert_eq!(s.score_of("They"), Some(-120));
}

#[test]
fn american_special_hand_scores_only_itself() {
    // seed 001 item 6: "the team that went out scores only the amount shown below";
    // straight 3000. The other side scores normally: mixed 300 + 250 - 90 = 460.
    let s = ok(
        "american",
        "results:
           We: {went_out: special, special_hand: straight, red_threes: 1}
           They: {canastas: {mixed: 1}, melded: 250, in_hand: 90}",
    );
    assert_eq!(s.score_of("We"), Some(3000));
    assert_eq!(s.score_of("They"), Some(460));
    // garbage 2000, pairs 2500, pairs with twos, sevens and aces 2000
    for (hand, points) in [("garbage", 2000), ("pairs", 2500), ("pairs_wild", 2000)] {
        let s = ok(
            "american",
            &format!(
                "results:
                   We: {{went_out: special, special_hand: {hand}}}
                   They: {{melded: 50, in_hand: 10}}"
            ),
        );
        assert_eq!(s.score_of("We"), Some(points), "{hand}");
    }
}

#[test]
fn american_refusals() {
    let cases = [
        (
            "results:
               We: {went_out: normal, canastas: {natural: 1}, melded: 200}
               They: {melded: 50}",
            "We went out with 1 canasta; american needs 2 to go out",
        ),
        (
            "results:
               We: {went_out: special, special_hand: straight, melded: 50}
               They: {melded: 50}",
            "We: went out with a special hand, but a special hand is only for a side that has not melded; this side has 50 melded",
        ),
        (
            "results:
               We: {went_out: special, special_hand: royal}
               They: {melded: 50}",
            "We: unknown special hand `royal`; american has: garbage, pairs, pairs_wild, straight",
        ),
        (
            "results:
               We: {melded: 50, black_threes: 5}
               They: {melded: 50}",
            "We: black threes 5, more than can be: american is played with 2 packs, which hold 4",
        ),
        (
            "results:
               We: {melded: 50, black_threes: 3}
               They: {melded: 50, black_threes: 2}",
            "this hand: 5 black threes recorded in all; 2 packs hold 4",
        ),
        (
            "results:
               We: {canastas: {natural_sevens: 1}, incomplete: [sevens], melded: 200}
               They: {melded: 50}",
            "We: has both a complete natural_sevens canasta and an incomplete sevens meld; once that canasta is closed no other meld of its rank can be begun",
        ),
        (
            "results:
               We: {canastas: {wild_jokers: 1}, melded: 200}
               They: {melded: 50}",
            "We claims 1 wild_jokers canasta but melded only 200 points; those canastas alone hold at least 260",
        ),
        (
            "results:
               We: {melded: 50, holding: {aces: 3}}
               They: {melded: 50}",
            "We: aces 3, more than can be: it counts players, and the side has 2",
        ),
        (
            "results:
               We: {went_out: concealed, canastas: {natural: 2}, melded: 200}
               They: {melded: 50}",
            "We went out concealed, but american has no concealed bonus; record `normal`",
        ),
    ];
    for (yaml, expected) in cases {
        assert_eq!(refused("american", yaml), expected);
    }
    // Classic has no black-three schedule: the field is refused there.
    assert!(
        refused(
            "classic",
            "results:
               We: {melded: 50, black_threes: 1}
               They: {melded: 50}"
        )
        .contains("does not score black threes that way")
    );
}

#[test]
fn american_minimums() {
    // seed 001: less than 3000 125 (negative too); 3000-4995 155; 5000 or more 180.
    let rules = embedded("american").unwrap();
    for (score, min) in [
        (-500, 125),
        (0, 125),
        (2995, 125),
        (3000, 155),
        (4995, 155),
        (5000, 180),
    ] {
        assert_eq!(rules.initial_meld_minimum(score), min, "{score}");
    }
}

// ---- Viennese (seed 001 "Viennese Canasta") ----

#[test]
fn viennese_red_threes_need_a_canasta_and_hand_canasta_is_1000() {
    // We: natural 500 + hand canasta 1000 + 120 + one red three 100 = 1720.
    // They have melded but no canasta: 200 - 30 - two red threes 200 = -30.
    let s = ok(
        "viennese",
        "results:
           We: {went_out: hand_canasta, canastas: {natural: 1}, melded: 120, red_threes: 1}
           They: {melded: 200, in_hand: 30, red_threes: 2}",
    );
    assert_eq!(s.score_of("We"), Some(1720));
    assert_eq!(s.score_of("They"), Some(-30));
    // "Verdeckt ausmachen": 200 instead of 100: 500 + 200 + 120 = 820.
    let s = ok(
        "viennese",
        "results:
           We: {went_out: concealed, canastas: {natural: 1}, melded: 120}
           They: {melded: 200, in_hand: 30}",
    );
    assert_eq!(s.score_of("We"), Some(820));
    assert!(
        refused(
            "classic",
            "results:
               We: {went_out: hand_canasta, canastas: {natural: 1}, melded: 120}
               They: {melded: 50}"
        )
        .contains("classic has no hand-canasta bonus")
    );
}

// ---- Canadian (seed 001, the Canadian four-player variation) ----

#[test]
fn canadian_canastas_threes_and_going_out() {
    // We: 2 natural 600 + wild 300 + out 100 + 500 melded + one red three 200 = 1700.
    // They: mixed 200 + 150 - 60 - two black threes in hand 200 = 90.
    let s = ok(
        "canadian",
        "results:
           We: {went_out: normal, canastas: {natural: 2, wild: 1}, melded: 500, red_threes: 1}
           They: {canastas: {mixed: 1}, melded: 150, in_hand: 60, black_threes_in_hand: 2}",
    );
    assert_eq!(s.score_of("We"), Some(1700));
    assert_eq!(s.score_of("They"), Some(90));
    assert_eq!(
        refused(
            "canadian",
            "results:
               We: {went_out: normal, canastas: {natural: 3}, melded: 500}
               They: {melded: 50}"
        ),
        "We: went out with 0 wild canastas; canadian needs at least 1 to go out"
    );
    let rules = embedded("canadian").unwrap();
    assert_eq!(rules.initial_meld_minimum(6995), 120);
    assert_eq!(rules.initial_meld_minimum(7000), 150);
    assert_eq!(rules.red_three_value(6), 1200); // 200 each
    assert_eq!(rules.target, Some(10000));
}

// ---- Samba and Bolivia (seed 003; research/variants.md sections 7 and 8) ----

#[test]
fn samba_sequence_canasta_and_red_threes_need_two_canastas() {
    // We: samba 1500 + natural 500 + out 200 + 300 + two red threes 200 = 2700.
    // They, one canasta: mixed 300 + 200 - 20 - one red three 100 = 380.
    let s = ok(
        "samba",
        "results:
           We: {went_out: normal, canastas: {natural: 1, samba: 1}, melded: 300, red_threes: 2}
           They: {canastas: {mixed: 1}, melded: 200, in_hand: 20, red_threes: 1}",
    );
    assert_eq!(s.score_of("We"), Some(2700));
    assert_eq!(s.score_of("They"), Some(380));
    let rules = embedded("samba").unwrap();
    assert_eq!(rules.initial_meld_minimum(7000), 150); // seed 003
    assert_eq!(rules.red_three_value(6), 1000);
    assert_eq!(rules.target, Some(10000));
}

#[test]
fn bolivia_needs_an_escalera_to_go_out() {
    assert_eq!(
        refused(
            "bolivia",
            "results:
               We: {went_out: normal, canastas: {natural: 1, bolivia: 1}, melded: 400}
               They: {melded: 50}"
        ),
        "We: went out with 0 escalera canastas; bolivia needs at least 1 to go out"
    );
    // We: bolivia 2500 + escalera 1500 + out 200 + 400 = 4600.
    // They: 100 - 50 - one black three in hand 100 = -50.
    let s = ok(
        "bolivia",
        "results:
           We: {went_out: normal, canastas: {escalera: 1, bolivia: 1}, melded: 400}
           They: {melded: 100, in_hand: 50, black_threes_in_hand: 1}",
    );
    assert_eq!(s.score_of("We"), Some(4600));
    assert_eq!(s.score_of("They"), Some(-50));
    assert_eq!(embedded("bolivia").unwrap().target, Some(15000));
}

// ---- House rules ----

#[test]
fn classic_wild_melds() {
    // seed 001 "Wild Card Melds": wild canasta 2000; an incomplete wild meld -1000.
    // We: wild 2000 + natural 500 + out 100 + 250 = 2850. They: -1000 + 90 - 20 = -930.
    let s = ok(
        "classic-wild-melds",
        "results:
           We: {went_out: normal, canastas: {natural: 1, wild: 1}, melded: 250}
           They: {incomplete: [wild], melded: 90, in_hand: 20}",
    );
    assert_eq!(s.score_of("We"), Some(2850));
    assert_eq!(s.score_of("They"), Some(-930));
}

#[test]
fn hoyle_two_player_and_its_canasta_required_option() {
    // seed 001, end: wild-card canasta 1000. Bob: natural 500 + wild 1000 + out 100 + 300 = 1900.
    // Ann: natural 500 + 100 - 30 + red three 100 = 670 (option off).
    let yaml = "results:
                  Bob: {went_out: normal, canastas: {natural: 1, wild: 1}, melded: 300}
                  Ann: {canastas: {natural: 1}, melded: 100, in_hand: 30, red_threes: 1}";
    let s = ok("hoyle-2p", yaml);
    assert_eq!(s.score_of("Bob"), Some(1900));
    assert_eq!(s.score_of("Ann"), Some(670));
    // With "canasta required for positive score" on (2 canastas, as needed to go out):
    // Ann has one, so "a negative score results consisting of the sum of the values of the
    // cards in your hand and on the table": -(100 + 30) = -130.
    let mut rules = embedded("hoyle-2p").unwrap();
    rules.only_cards_count_against_side_without = crate::core::rules::Requirement::Canastas(2);
    let hand: Hand = serde_yaml::from_str(yaml).unwrap();
    let s = score_hand(&rules, &["Ann".into(), "Bob".into()], &hand).unwrap();
    assert_eq!(s.score_of("Ann"), Some(-130));
    assert_eq!(s.score_of("Bob"), Some(1900));
}

#[test]
fn american_cards_give_canastas_incomplete_melds_and_holdings() {
    // seed 001 American: seven aces are a pure aces canasta (2500); five sevens are an
    // incomplete sevens meld (-2500); a player holding 7 7 7 is -1500.
    let rules = embedded("american").unwrap();
    let hand: Hand = serde_yaml::from_str(
        "results:
           We: {melds: [AAAAAAA, '77777', KKKKK22], hands: ['7775', '9']}
           They: {went_out: normal, canastas: {natural: 2}, melded: 200}",
    )
    .unwrap();
    let counted = count_cards(&rules, &hand).unwrap();
    let we = &counted.results["We"];
    assert_eq!(we.canastas["natural_aces"], 1);
    assert_eq!(we.canastas["mixed"], 1);
    assert_eq!(we.incomplete, vec!["sevens".to_string()]);
    assert_eq!(we.holding["sevens"], 1);
    // melded: 7 x 20 + 5 x 5 + 5 x 10 + 2 x 20 = 140 + 25 + 50 + 40 = 255
    assert_eq!(we.melded, 255);
    // in hand: 4 x 5 + 10 = 30
    assert_eq!(we.in_hand, 30);
    // We: 2500 + 300 - 2500 - 1500 + 255 - 30 = -975
    let s = score_hand(&rules, &["We".into(), "They".into()], &hand).unwrap();
    assert_eq!(s.score_of("We"), Some(-975));
}
