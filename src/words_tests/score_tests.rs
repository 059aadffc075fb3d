//! Worked hands. Every expected number is worked out by hand from the rules texts in
//! shared/seeds; the comment names the file and the arithmetic.

// Test code (the module is declared under #[cfg(test)]): it may render what it checks.
use crate::core::hand::Hand;
use crate::core::presets::embedded;
use crate::core::rules::Points;
use crate::core::score::*;
use crate::words_tests::Say;

/// Parse a hand written inline: the first line sits after the opening quote, the others
/// are indented with the code, so line them up with the least-indented of the rest.
fn hand(yaml: &str) -> Hand {
    let mut lines = yaml.lines();
    let first = lines.next().unwrap_or_default();
    let rest: Vec<&str> = lines.collect();
    let indent = rest
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    // A first line that opens a block (`results:`) has the rest as its children.
    let indent = if first.trim_end().ends_with(':') {
        indent.saturating_sub(2)
    } else {
        indent
    };
    let text = std::iter::once(first.to_string())
        .chain(
            rest.iter()
                .map(|l| l.get(indent..).unwrap_or("").to_string()),
        )
        .collect::<Vec<_>>()
        .join("\n");
    serde_yaml::from_str(&text).expect("test hand is valid YAML")
}

fn units(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| s.to_string()).collect()
}

fn we_they() -> Vec<String> {
    units(&["We", "They"])
}

fn lines_of(score: &HandScore, name: &str) -> Vec<(String, Points)> {
    score
        .units
        .iter()
        .find(|u| u.name == name)
        .expect("unit present")
        .lines
        .iter()
        .map(|l| (crate::render::line_text(l), l.points))
        .collect()
}

fn refusal(variant: &str, names: &[&str], yaml: &str) -> String {
    let rules = embedded(variant).expect("preset");
    score_hand(&rules, &units(names), &hand(yaml))
        .expect_err("hand must be refused")
        .said()
}

#[test]
fn natural_canasta_of_seven_kings_is_570() {
    // seed 001 "Classic Canasta Scoring": "a natural canasta of seven kings is really worth
    // 570 points altogether - 500 for the canasta and 70 for the kings." Going out +100.
    let rules = embedded("classic").unwrap();
    let s = score_hand(
        &rules,
        &we_they(),
        &hand(
            "results:
               We: {went_out: normal, canastas: {natural: 1}, melded: 70}
               They: {melded: 50, in_hand: 40}",
        ),
    )
    .unwrap();
    assert_eq!(
        lines_of(&s, "We"),
        vec![
            ("1 natural canasta".to_string(), 500),
            ("going out".to_string(), 100),
            ("cards melded".to_string(), 70),
        ]
    );
    assert_eq!(s.score_of("We"), Some(670)); // 570 + 100
    assert_eq!(s.score_of("They"), Some(10)); // 50 - 40
    assert_eq!(s.went_out.as_deref(), Some("We"));
}

#[test]
fn the_issue_example_hand() {
    // seed 001 / 000 schedules:
    // We: natural canasta 500 + concealed 200 (in all) + 205 melded + 1 red three 100 = 1005.
    // They: 60 melded - 85 in hand - 500 (undeclared red three, seed 000 "Penalties") = -525.
    let rules = embedded("classic").unwrap();
    let s = score_hand(
        &rules,
        &we_they(),
        &hand(
            "results:
               We:   {went_out: concealed, red_threes: 1, canastas: {natural: 1, mixed: 0}, melded: 205, in_hand: 0}
               They: {red_threes: 0, melded: 60, in_hand: 85, penalties: {undeclared_red_three: 1}}",
        ),
    )
    .unwrap();
    assert_eq!(s.score_of("We"), Some(1005));
    assert_eq!(s.score_of("They"), Some(-525));
    assert_eq!(
        lines_of(&s, "We"),
        vec![
            ("1 natural canasta".to_string(), 500),
            ("going out concealed".to_string(), 200),
            ("cards melded".to_string(), 205),
            ("1 red three".to_string(), 100),
        ]
    );
    assert_eq!(
        lines_of(&s, "They"),
        vec![
            ("cards melded".to_string(), 60),
            ("cards in hand".to_string(), -85),
            ("penalty: undeclared red three x1".to_string(), -500),
        ]
    );
}

#[test]
fn red_threes_schedule_and_sign() {
    // seed 001 "Classic Canasta Scoring": 100 each, all four 800; a partnership that did not
    // meld at all scores them minus: -100 each, -800 for all four.
    let rules = embedded("classic").unwrap();
    let s = score_hand(
        &rules,
        &we_they(),
        &hand(
            "results:
               We: {went_out: normal, canastas: {mixed: 2}, melded: 300, red_threes: 4}
               They: {melded: 0, in_hand: 120}",
        ),
    )
    .unwrap();
    // We: 2 mixed 600 + out 100 + 300 + all four red threes 800 = 1800
    assert_eq!(s.score_of("We"), Some(1800));
    assert!(lines_of(&s, "We").contains(&("red threes (all four)".to_string(), 800)));

    let s = score_hand(
        &rules,
        &we_they(),
        &hand(
            "results:
               We: {went_out: normal, canastas: {natural: 1}, melded: 120}
               They: {melded: 0, in_hand: 120, red_threes: 4}",
        ),
    )
    .unwrap();
    // They melded nothing: -800 for four red threes, -120 in hand = -920
    assert_eq!(s.score_of("They"), Some(-920));
    assert!(
        lines_of(&s, "They").contains(&("red threes (all four), minus: no meld".to_string(), -800))
    );

    let s = score_hand(
        &rules,
        &we_they(),
        &hand(
            "results:
               We: {went_out: normal, canastas: {natural: 1}, melded: 120, red_threes: 1}
               They: {in_hand: 45, red_threes: 2}",
        ),
    )
    .unwrap();
    // We: 500 + 100 + 120 + 100 = 820; They: two threes unmelded -200, -45 = -245
    assert_eq!(s.score_of("We"), Some(820));
    assert_eq!(s.score_of("They"), Some(-245));
}

#[test]
fn initial_meld_minimums_classic() {
    // seed 001 table: negative 15; 0-1495 50; 1500-2995 90; 3000 or more 120.
    let rules = embedded("classic").unwrap();
    for (score, min) in [
        (-5, 15),
        (-2000, 15),
        (0, 50),
        (1495, 50),
        (1500, 90),
        (2995, 90),
        (3000, 120),
        (9000, 120),
    ] {
        assert_eq!(rules.initial_meld_minimum(score), min, "score {score}");
    }
}

#[test]
fn initial_meld_minimums_six_player_teams_of_three() {
    // seed 001 "Canasta for Six Players": "a team that has 7,000 or more points requires at
    // least 150 points for their initial meld"; below that, the Classic table.
    let rules = embedded("classic-6p-teams-of-3").unwrap();
    assert_eq!(rules.initial_meld_minimum(6995), 120);
    assert_eq!(rules.initial_meld_minimum(7000), 150);
    assert_eq!(rules.initial_meld_minimum(-10), 15);
    // Three teams of two play the Classic table only.
    assert_eq!(
        embedded("classic-6p").unwrap().initial_meld_minimum(7000),
        120
    );
}

#[test]
fn six_player_red_threes() {
    // seed 001 "Canasta for Six Players": four red threes 400, five 1000, six 1200; two
    // canastas to go out.
    let rules = embedded("classic-6p").unwrap();
    assert_eq!(rules.red_three_value(3), 300);
    assert_eq!(rules.red_three_value(4), 400);
    assert_eq!(rules.red_three_value(5), 1000);
    assert_eq!(rules.red_three_value(6), 1200);
    let s = score_hand(
        &rules,
        &units(&["A", "B", "C"]),
        &hand(
            "results:
               A: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 400, red_threes: 5}
               B: {melded: 100, in_hand: 60, red_threes: 1}
               C: {in_hand: 90}",
        ),
    )
    .unwrap();
    // A: 500 + 300 + 100 out + 400 melded + 1000 for five threes = 2300
    assert_eq!(s.score_of("A"), Some(2300));
    // B: 100 - 60 + 100 = 140; C: -90
    assert_eq!(s.score_of("B"), Some(140));
    assert_eq!(s.score_of("C"), Some(-90));
    let e = refusal(
        "classic-6p",
        &["A", "B", "C"],
        "results:
           A: {went_out: normal, canastas: {natural: 1}, melded: 400}
           B: {melded: 100}
           C: {in_hand: 90}",
    );
    assert_eq!(e, "A went out with 1 canasta; classic-6p needs 2 to go out");
}

#[test]
fn two_players_need_two_canastas_and_an_empty_hand() {
    // seed 000 / 001 "Canasta for two players": two canastas are required to go out.
    let names = ["Ann", "Bob"];
    let e = refusal(
        "classic-2p",
        &names,
        "results:
           Ann: {went_out: normal, canastas: {natural: 1}, melded: 200}
           Bob: {melded: 90, in_hand: 30}",
    );
    assert_eq!(
        e,
        "Ann went out with 1 canasta; classic-2p needs 2 to go out"
    );
    let e = refusal(
        "classic-2p",
        &names,
        "results:
           Ann: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 200, in_hand: 10}
           Bob: {melded: 90, in_hand: 30}",
    );
    assert!(e.contains("Ann holds 10 points of cards"), "{e}");
    let rules = embedded("classic-2p").unwrap();
    let s = score_hand(
        &rules,
        &units(&names),
        &hand(
            "results:
               Ann: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 200}
               Bob: {melded: 90, in_hand: 30, red_threes: 1}",
        ),
    )
    .unwrap();
    // Ann: 500 + 300 + 100 + 200 = 1100; Bob: 90 - 30 + 100 = 160
    assert_eq!(s.score_of("Ann"), Some(1100));
    assert_eq!(s.score_of("Bob"), Some(160));
}

#[test]
fn three_players_lone_hand_against_partnership() {
    // seed 001 "Canasta for three players": the partnership's score for cards and canastas
    // goes to both partners; each partner scores their own red threes.
    let rules = embedded("classic-3p").unwrap();
    let s = score_hand(
        &rules,
        &units(&["Ann", "Bob", "Cy"]),
        &hand(
            "lone: Ann
             results:
               Ann: {went_out: normal, canastas: {natural: 1}, melded: 150, red_threes: 1}
               Bob: {canastas: {mixed: 1}, melded: 100, in_hand: 40, red_threes: 2}
               Cy: {melded: 30, in_hand: 25}",
        ),
    )
    .unwrap();
    // Ann: 500 + 100 + 150 + 100 = 850
    assert_eq!(s.score_of("Ann"), Some(850));
    // Partnership: mixed 300 + (100 + 30) melded - (40 + 25) in hand = 365
    // Bob: 365 + his two red threes 200 = 565; Cy: 365
    assert_eq!(s.score_of("Bob"), Some(565));
    assert_eq!(s.score_of("Cy"), Some(365));
    assert_eq!(s.units[1].partners, vec!["Cy".to_string()]);
}

#[test]
fn three_players_partnership_that_melded_nothing() {
    // seed 001: red threes count minus for a side that did not meld; here the temporary
    // partnership melded nothing, so Bob's own red three is -100 and Cy's score has none.
    let rules = embedded("classic-3p").unwrap();
    let s = score_hand(
        &rules,
        &units(&["Ann", "Bob", "Cy"]),
        &hand(
            "lone: Ann
             results:
               Ann: {went_out: concealed, canastas: {natural: 1}, melded: 120}
               Bob: {in_hand: 60, red_threes: 1}
               Cy: {in_hand: 35}",
        ),
    )
    .unwrap();
    // Ann: 500 + 200 concealed + 120 = 820
    assert_eq!(s.score_of("Ann"), Some(820));
    // Partnership: -(60 + 35) = -95; Bob -95 - 100 = -195; Cy -95
    assert_eq!(s.score_of("Bob"), Some(-195));
    assert_eq!(s.score_of("Cy"), Some(-95));
}

#[test]
fn three_players_everyone_alone_when_nobody_took_the_pile() {
    // seed 001: "If the play ends because the stock runs out, and no one has taken the
    // discard pile by then, each player scores separately for that hand."
    let rules = embedded("classic-3p").unwrap();
    let s = score_hand(
        &rules,
        &units(&["Ann", "Bob", "Cy"]),
        &hand(
            "results:
               Ann: {in_hand: 50, red_threes: 1}
               Bob: {melded: 60, in_hand: 20}
               Cy: {melded: 55, in_hand: 35, red_threes: 1}",
        ),
    )
    .unwrap();
    // Ann: -50 - 100 (no meld) = -150; Bob: 60 - 20 = 40; Cy: 55 - 35 + 100 = 120
    assert_eq!(s.score_of("Ann"), Some(-150));
    assert_eq!(s.score_of("Bob"), Some(40));
    assert_eq!(s.score_of("Cy"), Some(120));
    let e = refusal(
        "classic-3p",
        &["Ann", "Bob", "Cy"],
        "results:
           Ann: {went_out: normal, canastas: {natural: 1}, melded: 120}
           Bob: {in_hand: 60}
           Cy: {in_hand: 35}",
    );
    assert!(e.contains("name the lone player"), "{e}");
}

#[test]
fn referee_refusals_say_what_is_wrong() {
    let wt = ["We", "They"];
    let cases = [
        (
            "results:
               We: {went_out: normal, canastas: {natural: 1}, melded: 100}
               They: {went_out: normal, canastas: {natural: 1}, melded: 100}",
            "We and They both went out; only one side can go out in a hand",
        ),
        (
            "results:
               We: {went_out: normal, melded: 100}
               They: {melded: 100}",
            "We went out with 0 canastas; classic needs 1 to go out",
        ),
        (
            "results:
               We: {red_threes: 3, melded: 100}
               They: {red_threes: 2, melded: 100}",
            "5 red threes recorded in all; classic is played with 2 packs, which hold 4",
        ),
        (
            "results:
               We: {red_threes: -1, melded: 100}
               They: {melded: 100}",
            "We: red threes -1; counts and points cannot be negative",
        ),
        (
            "results:
               We: {melded: 103}
               They: {melded: 100}",
            "We: cards melded 103; card points are always a multiple of 5 (try 100 or 105)",
        ),
        (
            "results:
               We: {canastas: {natural: 2}, melded: 60}
               They: {melded: 100}",
            "We claims 2 natural canastas but melded only 60 points; those canastas alone hold at least 70",
        ),
        (
            "results:
               We: {canastas: {clean: 1}, melded: 100}
               They: {melded: 100}",
            "We: unknown canasta kind `clean`; classic has: mixed, natural",
        ),
        (
            "results:
               We: {melded: 100, penalties: {reneging: 1}}
               They: {melded: 100}",
            "We: unknown penalty `reneging`; classic has: failed_to_go_out, illegal_pile_take, out_against_partner, undeclared_red_three",
        ),
        (
            "results:
               We: {melded: 100}
               Them: {melded: 100}",
            "`Them` is not in this game; the sides are: We, They",
        ),
        (
            "results:
               We: {melded: 100}",
            "no result for They: every side needs a line, even if it is all zeros",
        ),
        (
            "results:
               We: {melded: 900}
               They: {melded: 200, in_hand: 100}",
            "1200 card points recorded in all (melded and in hand); every card in classic's packs together is worth 1180",
        ),
        (
            "lone: We
             results:
               We: {melded: 100}
               They: {melded: 100}",
            "`lone` names a player, but classic has fixed partnerships; leave it out",
        ),
    ];
    for (yaml, expected) in cases {
        assert_eq!(refusal("classic", &wt, yaml), expected);
    }
}

#[test]
fn melds_entered_as_cards_are_counted_and_checked() {
    // seed 001: a natural canasta of seven kings is 500 + 70 = 570; Q-Q-2 is 40.
    let rules = embedded("classic").unwrap();
    let s = score_hand(
        &rules,
        &we_they(),
        &hand(
            "results:
               We: {went_out: normal, melds: [KKKKKKK, QQ2]}
               They: {melds: ['555'], hands: [K74, '9']}",
        ),
    )
    .unwrap();
    // We: 500 + 100 + (70 + 40) = 710. They: 15 - (10 + 5 + 5 + 10) = -15.
    assert_eq!(s.score_of("We"), Some(710));
    assert_eq!(s.score_of("They"), Some(-15));
    let counted = count_cards(
        &rules,
        &hand(
            "results:
               We: {went_out: normal, melds: ['KKKKKKK QQ2']}
               They: {hands: [KR]}",
        ),
    )
    .unwrap();
    assert_eq!(counted.results["We"].melded, 110);
    assert_eq!(counted.results["We"].canastas["natural"], 1);
    // A red three still in hand is the undeclared-red-three penalty (seed 000), not points.
    assert_eq!(counted.results["They"].in_hand, 10);
    assert_eq!(counted.results["They"].penalties["undeclared_red_three"], 1);
}

#[test]
fn counts_and_cards_must_agree() {
    let wt = ["We", "They"];
    for (yaml, expected) in [
        (
            "results:
               We: {melds: [KKKKKKK, QQ2], melded: 100}
               They: {melded: 50}",
            "We: melded is 100 but the melds KKKKKKK QQ2 add up to 110",
        ),
        (
            "results:
               We: {melds: [KKKKKK2], canastas: {natural: 1}}
               They: {melded: 50}",
            "We: canastas are given as 1 natural but the melds KKKKKK2 make 1 mixed",
        ),
        (
            "results:
               We: {melded: 50}
               They: {hands: [KK, '4'], in_hand: 30}",
            "They: cards in hand is 30 but the hands KK / 4 make 25",
        ),
        (
            "results:
               We: {melds: [KKQ]}
               They: {melded: 50}",
            "We: meld KKQ: a meld is cards of one rank, but this one mixes K and Q",
        ),
        (
            "results:
               We: {melds: [KK3]}
               They: {melded: 50}",
            "We: melds: `3` at position 3 of \"KK3\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); a three is R (red) or B (black)",
        ),
        (
            "results:
               We: {melds: [KKKKKKK]}
               They: {melds: [KKK]}",
            "this hand: 10 cards `K` are written out in all; 2 packs hold 8",
        ),
        (
            "results:
               We: {melds: [BBB], melded: 15}
               They: {melded: 50}",
            "We: meld BBB: black threes may be melded only by a player going out, on that last turn",
        ),
    ] {
        assert_eq!(refusal("classic", &wt, yaml), expected);
    }
}
