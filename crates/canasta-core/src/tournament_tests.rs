use super::*;
use crate::movement::Seat;
use std::collections::BTreeSet;

fn event(entrants: usize, plan: &str) -> Event {
    let text: String = (1..=entrants).map(|i| format!("P{i}a, P{i}b\n")).collect();
    let (entrants, near) = parse_entrants(&text, 2).expect("entrants");
    assert!(near.is_empty(), "{near:?}");
    Event {
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
    }
}

/// The victory points of `burraco-tournament` (3 deals; research burraco.md §8, the
/// FIBUR table as puntiburraco and eburraco publish it).
fn vp(ns: Points, ew: Points) -> Option<(Points, Points)> {
    let rules = crate::presets::embedded("burraco-tournament").expect("preset");
    crate::victory::points(&rules.victory_points, ns, ew)
}

/// A closed round of `seating`, with no games of its own (the results are given apart).
fn closed(number: u32, seating: Seating) -> Round {
    Round {
        number,
        state: RoundState::Closed,
        seating,
        games: BTreeMap::new(),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: vec![],
    }
}

fn result(ns: Points, ew: Points) -> TableResult {
    TableResult {
        ns_points: ns,
        ew_points: ew,
        vp: vp(ns, ew),
        finished: true,
        played: 3,
    }
}

#[test]
fn a_plan_reads_as_the_director_says_it() {
    let plan = parse_plan("3 mitchell + 1 danish", &PlanWords::english()).expect("plan");
    assert_eq!(
        plan,
        vec![
            Phase {
                movement: Movement::Mitchell { step: 1 },
                rounds: 3
            },
            Phase {
                movement: Movement::Danish { modified: true },
                rounds: 1
            },
        ]
    );
    assert_eq!(plan_text(&plan), "3 mitchell + 1 danish");
    // A language's words are added to English's (the renderer reads them from the
    // catalogs; these are Italian's): a plan may mix them.
    let mut words = PlanWords::english();
    words.add("step", &["passo".to_string()]);
    words.add("danish", &["Danese".to_string()]);
    words.add("pure", &["puro".to_string()]);
    words.add("no-such-key", &["nulla".to_string()]);
    let italian = parse_plan("2 Mitchell passo 2 + 2 danese puro", &words).expect("Italian");
    assert_eq!(plan_text(&italian), "2 mitchell step 2 + 2 danish pure");
    assert!(parse_plan("2 danese puro", &PlanWords::english()).is_err());
    assert!(parse_plan("2 nulla", &words).is_err());
    assert_eq!(
        parse_plan("5 round-robin", &PlanWords::english()).expect("rr")[0].movement,
        Movement::RoundRobin
    );
    assert_eq!(parse_plan("", &PlanWords::english()), Err(PlanError::Empty));
    assert_eq!(
        parse_plan("3 swiss", &PlanWords::english()),
        Ok(vec![Phase {
            movement: Movement::Swiss,
            rounds: 3
        }])
    );
    assert_eq!(
        parse_plan("3 fantasia", &PlanWords::english()),
        Err(PlanError::Movement {
            word: "fantasia".into(),
            like: None
        })
    );
    // A slip is answered with the name meant (found at a club trial: `2 mitchel`).
    assert_eq!(
        parse_plan("2 mitchel + 1 danese", &PlanWords::english()),
        Err(PlanError::Movement {
            word: "mitchel".into(),
            like: Some("mitchell".into())
        })
    );
    assert_eq!(
        parse_plan("mitchell", &PlanWords::english()),
        Err(PlanError::Part {
            part: "mitchell".into()
        })
    );
    assert_eq!(
        parse_plan("0 danish", &PlanWords::english()),
        Err(PlanError::NoRounds {
            part: "0 danish".into()
        })
    );
}

#[test]
fn entrants_read_one_a_line_with_names_made_of_surnames() {
    let text = "# club night\nAna Rossi, Bob Bianchi\n\nI Leoni: Carla Verdi & Dario Neri\nEva Galli - Fabio Conti\n";
    let (entrants, near) = parse_entrants(text, 2).expect("entrants");
    assert!(near.is_empty());
    let names: Vec<&str> = entrants.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Rossi-Bianchi", "I Leoni", "Galli-Conti"]);
    assert_eq!(entrants[1].players, ["Carla Verdi", "Dario Neri"]);
    assert_eq!(entrants[2].number, 3);
}

#[test]
fn entrants_refused_with_their_line() {
    assert_eq!(
        parse_entrants("Ana, Bob\nAna, Cy\n", 2),
        Err(EntrantsError::PlayerTwice {
            line: 2,
            first: 1,
            player: "Ana".into()
        })
    );
    assert_eq!(
        parse_entrants("Ana, Bob\nCy\n", 2),
        Err(EntrantsError::PlayerCount {
            line: 2,
            have: 1,
            need: 2
        })
    );
    assert_eq!(
        parse_entrants("X: Ana, Bob\nx: Cy, Di\n", 2),
        Err(EntrantsError::SameName {
            line: 2,
            first: 1,
            name: "x".into()
        })
    );
    assert_eq!(
        parse_entrants("Ana, Bob\n", 2),
        Err(EntrantsError::TooFew { have: 1 })
    );
    assert!(matches!(
        parse_entrants("Ana, Bob\nA=B, Cy\n", 2),
        Err(EntrantsError::BadName { line: 2, .. })
    ));
}

#[test]
fn a_near_duplicate_player_is_said_not_refused() {
    let (_, near) = parse_entrants(
        "Maria Rossi, Bob\nMaría Rossi, Cy\nGiovanni, Di\nGiovani, Ed\n",
        2,
    )
    .expect("entrants");
    assert_eq!(
        near,
        vec![
            NearName {
                line: 2,
                name: "María Rossi".into(),
                like: "Maria Rossi".into()
            },
            NearName {
                line: 4,
                name: "Giovani".into(),
                like: "Giovanni".into()
            },
        ]
    );
}

#[test]
fn phases_number_their_rounds() {
    let e = event(10, "3 mitchell + 1 danish");
    assert_eq!(e.planned_rounds(), 4);
    assert_eq!(e.phase_of(3).map(|(_, n)| n), Some(3));
    let (phase, n) = e.phase_of(4).expect("round 4");
    assert_eq!(
        (phase.movement.clone(), n),
        (Movement::Danish { modified: true }, 1)
    );
    assert!(e.phase_of(5).is_none());
    assert!(e.phase_of(0).is_none());
}

/// One round of four entrants (burraco-tournament's 3-deal table, burraco.md §8):
/// table 1, 1 v 3, 1200 to 900: a difference of 300, in the band up to 350: 13-7;
/// table 2, 2 v 4, 800 to 800: 10-10. Standings: 1 (13 VP, +300), then 2 and 4 level
/// on VP (10) and MP (0) and on head to head (they took 10 each from the other): both
/// 2nd; 3 last (7, -300).
#[test]
fn standings_rank_by_vp_then_mp_then_head_to_head() {
    let mut e = event(4, "1 mitchell");
    e.rounds.push(closed(
        1,
        Seating {
            seats: vec![Seat::pair(1, 1, 3), Seat::pair(2, 2, 4)],
            sit_out: vec![],
        },
    ));
    let results = BTreeMap::from([((1, 1), result(1200, 900)), ((1, 2), result(800, 800))]);
    assert_eq!(results[&(1, 1)].vp, Some((13, 7)));
    let s = standings(&e, &results, None);
    assert!(s.victory_points);
    assert_eq!(s.after_round, 1);
    let rows: Vec<(Entrant, u32, Points, Points)> = s
        .rows
        .iter()
        .map(|r| (r.entrant, r.rank, r.vp, r.mp))
        .collect();
    assert_eq!(
        rows,
        [
            (1, 1, 13, 300),
            (2, 2, 10, 0),
            (4, 2, 10, 0),
            (3, 4, 7, -300)
        ]
    );
}

/// Head to head breaks a tie of VP and MP (burraco-tournament's table, burraco.md §8:
/// a difference up to 50 is 10-10, up to 150 11-9, up to 350 13-7). Round 1: 1 v 2
/// 900-800 (diff 100: 11-9), 3 v 4 800-800 (10-10). Round 2: 1 v 3 900-800 (11-9), 2 v
/// 4 1100-800 (diff 300: 13-7). Totals: 1: 11 + 11 = 22 VP, +100 +100 = +200 MP; 2:
/// 9 + 13 = 22, -100 +300 = +200; 3: 10 + 9 = 19, -100; 4: 10 + 7 = 17, -300. 1 and 2
/// level on VP and MP; 1 took 11 from 2, 2 took 9 from 1: 1 first, 2 second.
#[test]
fn head_to_head_breaks_a_tie_of_vp_and_mp() {
    let mut e = event(4, "2 manual");
    let seats = |a: [(u32, u32); 2]| Seating {
        seats: a
            .iter()
            .enumerate()
            .map(|(i, (ns, ew))| Seat::pair(i as u32 + 1, *ns, *ew))
            .collect(),
        sit_out: vec![],
    };
    for (n, s) in [(1, seats([(1, 2), (3, 4)])), (2, seats([(1, 3), (2, 4)]))] {
        e.rounds.push(closed(n, s));
    }
    let results = BTreeMap::from([
        ((1, 1), result(900, 800)),
        ((1, 2), result(800, 800)),
        ((2, 1), result(900, 800)),
        ((2, 2), result(1100, 800)),
    ]);
    let s = standings(&e, &results, None);
    let rows: Vec<(Entrant, u32, Points, Points)> = s
        .rows
        .iter()
        .map(|r| (r.entrant, r.rank, r.vp, r.mp))
        .collect();
    assert_eq!(
        rows,
        [
            (1, 1, 22, 200),
            (2, 2, 22, 200),
            (3, 3, 19, -100),
            (4, 4, 17, -300)
        ]
    );
    // After round 1 only: 1 (11, +100); 3 and 4 level (10, 0), and level in their own
    // meeting (10 each): both 2nd; 2 last (9, -100).
    let after_one = standings(&e, &results, Some(1));
    let first: Vec<(Entrant, u32)> = after_one.rows.iter().map(|r| (r.entrant, r.rank)).collect();
    assert_eq!(first, [(1, 1), (3, 2), (4, 2), (2, 4)]);
    assert_eq!(after_one.after_round, 1);
}

/// A sit-out is given the event's VP (10 by default) and counted as a round; an
/// unfinished table counts for nobody.
#[test]
fn a_sit_out_is_given_the_events_points() {
    let mut e = event(3, "1 mitchell");
    e.rounds.push(Round {
        number: 1,
        state: RoundState::Published,
        seating: crate::movement::mitchell(&e.numbers(), 1, 1).expect("seating"),
        games: BTreeMap::new(),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: vec![],
    });
    let out = e.rounds[0].seating.sit_out.clone();
    assert_eq!(out.len(), 1);
    let table = e.rounds[0].seating.seats[0].table;
    let unfinished = TableResult {
        finished: false,
        played: 3,
        ..result(500, 0)
    };
    let s = standings(&e, &BTreeMap::from([((1, table), unfinished)]), None);
    let sitting = s
        .rows
        .iter()
        .find(|r| r.entrant == out[0])
        .expect("sit-out");
    assert_eq!(
        (sitting.vp, sitting.mp, sitting.rounds, sitting.rank),
        (10, 0, 1, 1)
    );
    assert!(
        s.rows
            .iter()
            .filter(|r| r.entrant != out[0])
            .all(|r| r.rounds == 0)
    );
}

/// Without a victory-point table (a Canasta night), a won game is 1 and the ranking's
/// first key counts wins.
#[test]
fn without_victory_points_games_won_are_counted() {
    let mut e = event(2, "1 mitchell");
    e.rounds.push(closed(
        1,
        crate::movement::mitchell(&e.numbers(), 1, 1).expect("seating"),
    ));
    let r = TableResult {
        ns_points: 3100,
        ew_points: 4200,
        vp: None,
        finished: true,
        played: 3,
    };
    let s = standings(&e, &BTreeMap::from([((1, 1), r)]), None);
    assert!(!s.victory_points);
    let rows: Vec<(Entrant, Points, Points, Points)> = s
        .rows
        .iter()
        .map(|r| (r.entrant, r.vp, r.mp, r.points))
        .collect();
    assert_eq!(rows, [(2, 1, 1100, 4200), (1, 0, -1100, 3100)]);
}

#[test]
fn a_danish_round_waits_for_the_rounds_before_it() {
    let mut e = event(4, "1 mitchell + 1 danish");
    e.rounds.push(Round {
        number: 1,
        state: RoundState::Published,
        seating: crate::movement::mitchell(&e.numbers(), 1, 1).expect("seating"),
        games: BTreeMap::new(),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: vec![],
    });
    assert_eq!(
        seat(&e, 2, &[1, 2, 3, 4], None, &BTreeMap::new()),
        Err(SeatRefused::OpenBefore {
            round: 1,
            event: e.name.clone()
        })
    );
    e.rounds[0].state = RoundState::Closed;
    // Round 1 was 1 v 3, 2 v 4; ranking 1, 3, 2, 4: modified Danish keeps 1 from 3.
    let seating = seat(&e, 2, &[1, 3, 2, 4], None, &BTreeMap::new()).expect("seated");
    let pairs: Vec<(Entrant, Entrant)> = seating.seats.iter().map(|s| (s.ns, s.ew)).collect();
    assert_eq!(pairs, [(1, 2), (3, 4)]);
    assert_eq!(
        seat(&e, 3, &[], None, &BTreeMap::new()),
        Err(SeatRefused::PlanDone { rounds: 2 })
    );
}

#[test]
fn the_event_file_round_trips() {
    let mut e = event(4, "3 mitchell step 1 + 1 danish pure");
    e.rounds.push(Round {
        number: 1,
        state: RoundState::Published,
        seating: crate::movement::mitchell(&e.numbers(), 1, 1).expect("seating"),
        games: BTreeMap::from([(1, "7".to_string()), (2, "8".to_string())]),
        published_at: Some("2026-11-28T20:00:00Z".into()),
        confirmed: BTreeMap::new(),
        absent: vec![],
    });
    let text = serde_yaml::to_string(&e).expect("yaml");
    let back: Event = serde_yaml::from_str(&text).expect("read back");
    assert_eq!(back, e);
    assert_eq!(back.table_of("8"), Some((1, 2)));
    assert_eq!(back.game_at(1, 1), Some("7"));
}

/// A 50-minute round (NVSO's Canasta games, research tournaments.md §2): 45 minutes in, 5
/// left and the 10-minute warning due; 30 seconds in, 50 left (rounded up); 51 minutes
/// in, 1 over.
#[test]
fn the_round_clock_counts_down_and_warns() {
    assert_eq!(
        clock(50, 45 * 60),
        Clock {
            minutes: 50,
            left: 5,
            warn: true
        }
    );
    assert_eq!(
        clock(50, 30),
        Clock {
            minutes: 50,
            left: 50,
            warn: false
        }
    );
    assert_eq!(
        clock(50, 40 * 60),
        Clock {
            minutes: 50,
            left: 10,
            warn: true
        }
    );
    assert_eq!(
        clock(50, 39 * 60),
        Clock {
            minutes: 50,
            left: 11,
            warn: false
        }
    );
    assert_eq!(clock(50, 51 * 60).left, -1);
    // Published "a second from now" (the time is rounded to the second): 50, not 51.
    assert_eq!(clock(50, -1).left, 50);
}

/// A phase's standings count its own rounds only: after the head-to-head example's two
/// rounds, round 2 alone (1 v 3 900-800: 11-9; 2 v 4 1100-800: 13-7) ranks 2 (13), 1
/// (11), 3 (9), 4 (7).
#[test]
fn a_phase_counts_its_own_rounds() {
    let mut e = event(4, "1 mitchell + 1 manual");
    assert_eq!(phase_rounds(&e, 2), Some((2, 2)));
    assert_eq!(phase_rounds(&e, 3), None);
    for (n, seats) in [(1, [(1, 2), (3, 4)]), (2, [(1, 3), (2, 4)])] {
        e.rounds.push(closed(
            n,
            Seating {
                seats: seats
                    .iter()
                    .enumerate()
                    .map(|(i, (ns, ew))| Seat::pair(i as u32 + 1, *ns, *ew))
                    .collect(),
                sit_out: vec![],
            },
        ));
    }
    let results = BTreeMap::from([
        ((1, 1), result(900, 800)),
        ((1, 2), result(800, 800)),
        ((2, 1), result(900, 800)),
        ((2, 2), result(1100, 800)),
    ]);
    let s = standings_of_rounds(&e, &results, 2, Some(2));
    let rows: Vec<(Entrant, Points)> = s.rows.iter().map(|r| (r.entrant, r.vp)).collect();
    assert_eq!(rows, [(2, 13), (1, 11), (3, 9), (4, 7)]);
}

/// An absent entrant (a pair that left): the table it was seated at has no game, its
/// opponent is given the sit-out's 10 VP, and a Danish round pairs the others. Four
/// entrants, 4 absent from round 1: table 2 (2 v 4) is not played; 2 gets 10 VP, 4
/// nothing; table 1 (1 v 3) 900-800: 11-9.
#[test]
fn an_absent_entrants_opponent_is_given_a_sit_outs_points() {
    let mut e = event(4, "1 mitchell + 1 danish");
    e.absent.insert(4);
    e.rounds.push(Round {
        number: 1,
        state: RoundState::Closed,
        seating: crate::movement::mitchell(&e.numbers(), 1, 1).expect("seating"),
        games: BTreeMap::new(),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: vec![4],
    });
    let s = standings(&e, &BTreeMap::from([((1, 1), result(900, 800))]), None);
    let rows: Vec<(Entrant, Points, u32)> =
        s.rows.iter().map(|r| (r.entrant, r.vp, r.rounds)).collect();
    assert_eq!(rows, [(1, 11, 1), (2, 10, 1), (3, 9, 1), (4, 0, 0)]);
    // The Danish round pairs the three present: 1 v 2 (they did not meet), 3 sits out.
    let seating = seat(&e, 2, &[1, 2, 3, 4], None, &BTreeMap::new()).expect("seated");
    let pairs: Vec<(Entrant, Entrant)> = seating.seats.iter().map(|s| (s.ns, s.ew)).collect();
    assert_eq!(pairs, [(1, 2)]);
    assert_eq!(seating.sit_out, [3]);
}

/// Head to head decides only among entrants who have all met (found at a club trial: a
/// sit-out level on VP and MP with two pairs who had drawn 10-10 was put 5th, below
/// them, for "taking" no VP from pairs it never played). Five pairs, one round: 1 v 2
/// 900-800 (diff 100: 11-9), 3 v 4 800-800 (10-10), 5 sits out (10 VP, 0 MP). 3, 4 and
/// 5 are level at 10 VP and 0 MP; 5 never met 3 or 4, so head to head says nothing:
/// all three 2nd; 2 is 5th (9, -100).
#[test]
fn head_to_head_only_among_entrants_who_all_met() {
    let mut e = event(5, "1 manual");
    e.rounds.push(closed(
        1,
        Seating {
            seats: vec![Seat::pair(1, 1, 2), Seat::pair(2, 3, 4)],
            sit_out: vec![5],
        },
    ));
    let results = BTreeMap::from([((1, 1), result(900, 800)), ((1, 2), result(800, 800))]);
    let s = standings(&e, &results, None);
    let rows: Vec<(Entrant, u32, Points, Points)> = s
        .rows
        .iter()
        .map(|r| (r.entrant, r.rank, r.vp, r.mp))
        .collect();
    assert_eq!(
        rows,
        [
            (1, 1, 11, 100),
            (3, 2, 10, 0),
            (4, 2, 10, 0),
            (5, 2, 10, 0),
            (2, 5, 9, -100)
        ]
    );
}
