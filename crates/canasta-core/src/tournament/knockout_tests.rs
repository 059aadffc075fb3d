//! The knockout's bracket, seeds and finishes, worked by hand.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::plan::{PlanWords, parse_plan};
use crate::tournament::{
    Round, RoundState, SitOut, default_tie_break, parse_entrants, seat, settle_plan, standings,
};

fn event(entrants: usize, plan: &str, groups: usize) -> Event {
    let text: String = (1..=entrants).map(|i| format!("P{i}a, P{i}b\n")).collect();
    let (mut entrants, _) = parse_entrants(&text, 2).expect("entrants");
    crate::tournament::split_groups(&mut entrants, groups).expect("groups");
    let mut e = Event {
        name: "club".into(),
        variant: "burraco-tournament".into(),
        entrants,
        plan: parse_plan(plan, &PlanWords::english()).expect("plan"),
        tie_break: default_tie_break(),
        sit_out: SitOut::default(),
        round_minutes: None,
        absent: BTreeSet::new(),
        rounds: Vec::new(),
        log: Vec::new(),
        signed: None,
        alike: Vec::new(),
        reopened: Vec::new(),
        seeds: Vec::new(),
    };
    settle_plan(&mut e);
    e
}

type Results = BTreeMap<(u32, u32), TableResult>;

/// A finished game of 3 deals between N-S and E-W: their totals.
fn game(ns: i64, ew: i64) -> TableResult {
    TableResult {
        ns_points: ns,
        ew_points: ew,
        vp: None,
        finished: true,
        played: 3,
    }
}

/// Seat round `number` (its seeds taken as the game layer does), close it with `tables`'
/// totals (table by table).
fn play(
    e: &mut Event,
    results: &mut Results,
    number: u32,
    ranking: &[Entrant],
    tables: &[(i64, i64)],
) -> Seating {
    let seating = seat(e, number, ranking, None, results).expect("seated");
    if phase(e).is_some_and(|k| k.start == number) {
        e.seeds = seeds(e, ranking);
    }
    e.rounds.push(Round {
        number,
        state: RoundState::Closed,
        seating: seating.clone(),
        games: BTreeMap::new(),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: Vec::new(),
    });
    assert_eq!(seating.seats.len(), tables.len(), "round {number}");
    for (t, (ns, ew)) in tables.iter().enumerate() {
        results.insert((number, t as u32 + 1), game(*ns, *ew));
    }
    seating
}

fn seats(s: &Seating) -> Vec<(u32, Entrant, Entrant)> {
    s.seats.iter().map(|s| (s.table, s.ns, s.ew)).collect()
}

#[test]
fn the_bracket_keeps_one_and_two_apart() {
    assert_eq!(bracket_order(2), vec![1, 2]);
    assert_eq!(bracket_order(4), vec![1, 4, 2, 3]);
    assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
    // 2 entrants: a final; 5 to 8: three rounds; 9: four.
    assert_eq!(
        [2, 3, 4, 5, 8, 9, 16].map(rounds_for),
        [1, 2, 2, 3, 3, 4, 4]
    );
}

/// A knockout of 6 pairs, seeded in entry order: a bracket of 8 whose seeds 7 and 8 are
/// byes, so pairs 1 and 2 go straight to the second round. Worked by hand:
/// - round 1: table 1 is 4 v 5, table 2 is 3 v 6 (bracket 1-8, 4-5, 2-7, 3-6); 1 and 2 sit
///   out. 4 1200 v 5 1350: 5 goes on. 3 900 v 6 900, level: 3, the higher seed (this
///   game ended level: the preset's `higher_seed`; `play_another_hand` games never do).
/// - round 2: 1 v 5 and 2 v 3. 1 800 v 5 1100: 5; 2 1500 v 3 700: 2.
/// - round 3, the final: 2 (the higher seed) N-S v 5. 2 1250 v 5 1300: 5 wins.
/// - ranks: 5 first, 2 second, 1 and 3 third (out in the semifinals), 4 and 6 fifth.
#[test]
fn a_knockout_of_six_gives_two_byes_and_ranks_by_the_round_reached() {
    let mut e = event(6, "knockout", 1);
    assert_eq!(e.plan[0].rounds, 3);
    let mut results = Results::new();
    let order: Vec<Entrant> = (1..=6).collect();
    let r1 = play(&mut e, &mut results, 1, &order, &[(1200, 1350), (900, 900)]);
    assert_eq!(seats(&r1), vec![(1, 4, 5), (2, 3, 6)]);
    assert_eq!(r1.sit_out, vec![1, 2]);
    let r2 = play(&mut e, &mut results, 2, &order, &[(800, 1100), (1500, 700)]);
    assert_eq!(seats(&r2), vec![(1, 1, 5), (2, 2, 3)]);
    let b = bracket(&e, &results).expect("bracket");
    assert!(b.rounds[0][3].by_seed, "3 v 6 went to the seed");
    assert_eq!(b.champion(), None);
    let r3 = play(&mut e, &mut results, 3, &order, &[(1250, 1300)]);
    assert_eq!(seats(&r3), vec![(1, 2, 5)]);
    let b = bracket(&e, &results).expect("bracket");
    assert_eq!(b.champion(), Some(5));
    let s = standings(&e, &results, None);
    let ranks: Vec<(Entrant, u32)> = s.rows.iter().map(|r| (r.entrant, r.rank)).collect();
    assert_eq!(ranks, vec![(5, 1), (2, 2), (1, 3), (3, 3), (4, 5), (6, 5)]);
    assert_eq!(s.after_round, 3);
    // A knockout is not scored in victory points: no round counted.
    assert!(s.rows.iter().all(|r| r.vp == 0 && r.rounds == 0));
    let f = |n: Entrant| {
        s.rows
            .iter()
            .find(|r| r.entrant == n)
            .and_then(|r| r.knockout)
    };
    assert_eq!(
        f(5),
        Some(Finish {
            reached: 2,
            outcome: Outcome::Won
        })
    );
    assert_eq!(
        f(6),
        Some(Finish {
            reached: 8,
            outcome: Outcome::Lost
        })
    );
    // No fourth round.
    assert!(seat(&e, 4, &order, None, &results).is_err());
}

/// The next round waits for every match of the one before.
#[test]
fn the_next_round_waits_for_an_unfinished_match() {
    let mut e = event(4, "knockout", 1);
    let mut results = Results::new();
    let order: Vec<Entrant> = (1..=4).collect();
    let r1 = play(&mut e, &mut results, 1, &order, &[(900, 800), (700, 800)]);
    // 1-4 and 2-3.
    assert_eq!(seats(&r1), vec![(1, 1, 4), (2, 2, 3)]);
    results.get_mut(&(1, 2)).expect("table 2").finished = false;
    assert_eq!(
        seat(&e, 2, &order, None, &results),
        Err(crate::tournament::SeatRefused::Movement(
            MovementError::KnockoutUndecided { round: 1, table: 2 }
        ))
    );
    // While it plays, the semifinal's sides are in the semifinals, 1 in the final.
    let s = standings(&e, &results, None);
    let ranks: Vec<(Entrant, u32)> = s.rows.iter().map(|r| (r.entrant, r.rank)).collect();
    assert_eq!(ranks, vec![(1, 1), (2, 2), (3, 2), (4, 4)]);
}

/// 2 groups of 4 (A: 1-4, B: 5-8), a round robin each (3 rounds), then a knockout of the
/// top two of each group: seeds A1, B1, A2, B2, so the semifinals are A1 v B2 and B1 v A2.
#[test]
fn groups_then_knockout_cross_the_groups() {
    // The plan's groups share the entrants out in the game layer (as `--groups 2`).
    let mut e = event(8, "2 groups + knockout", 2);
    assert_eq!(e.plan[0].rounds, 3);
    assert_eq!(e.plan[1].rounds, 2);
    let k = phase(&e).expect("knockout");
    assert_eq!((k.start, k.qualifiers), (4, 4));
    // Group standings, each group's own order: A 3 1 2 4, B 6 5 8 7.
    let ranking = [3, 1, 2, 4, 6, 5, 8, 7];
    assert_eq!(seeds(&e, &ranking), vec![3, 6, 1, 5]);
    e.seeds = seeds(&e, &ranking);
    let s = knockout_seating(&e);
    assert_eq!(seats(&s), vec![(1, 3, 5), (2, 6, 1)]);
}

fn knockout_seating(e: &Event) -> Seating {
    let seeds = e.seeds.clone();
    seat_round(e, 1, &seeds, &Results::new()).expect("seated")
}

#[test]
fn a_knockout_that_cannot_be_seeded_is_refused() {
    // 3 from 2 groups: not the same number from each.
    let mut e = event(8, "2 groups + knockout 3", 0);
    for en in &mut e.entrants {
        en.group = Some(if en.number <= 4 { "A" } else { "B" }.to_string());
    }
    assert_eq!(
        check(&e),
        Err(MovementError::KnockoutEntrants {
            qualifiers: 3,
            entrants: 8,
            groups: 2
        })
    );
    let e = event(4, "knockout 8", 1);
    assert!(check(&e).is_err());
    assert!(check(&event(5, "3 mitchell + knockout", 1)).is_ok());
}

#[test]
fn the_plan_reads_groups_and_knockout() {
    let words = PlanWords::english();
    let plan = parse_plan("2 groups + knockout", &words).expect("plan");
    assert_eq!(plan[0].movement, Movement::Groups { count: 2 });
    assert_eq!(plan[1].movement, Movement::Knockout { entrants: None });
    let plan = parse_plan("3 swiss + knockout 4", &words).expect("plan");
    assert_eq!(plan[1].movement, Movement::Knockout { entrants: Some(4) });
    assert_eq!(crate::tournament::plan_text(&plan), "3 swiss + knockout 4");
    assert!(matches!(
        parse_plan("knockout + 1 danish", &words),
        Err(crate::tournament::PlanError::AfterKnockout { .. })
    ));
    assert!(matches!(
        parse_plan("1 mitchell + 2 groups", &words),
        Err(crate::tournament::PlanError::GroupsFirst { .. })
    ));
    assert!(parse_plan("knockout 1", &words).is_err());
    assert!(parse_plan("2 knockout", &words).is_err());
}
