//! Invariants of the tournament movements (proptest), and worked examples.
//!
//! A failure's case is kept in `tests/movements.proptest-regressions` (proptest prints
//! its `cc` line; commit it) and run first from then on; `PROPTEST_CASES=<n>` runs n
//! cases of each property, `PROPTEST_RNG_SEED=<seed>` a run from a seed.

use std::collections::{BTreeMap, BTreeSet};

use canasta::core::movement::{
    Entrant, MovementError, Seat, Seating, SeatingError, danish, meetings, met, mitchell,
    parse_seating, round_robin, seating_text, swiss,
};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// Each property's settings: `cases` (proptest's own if none; `PROPTEST_CASES` above
/// both), its failures kept in `tests/movements.proptest-regressions`, beside this file.
fn config(cases: Option<u32>) -> ProptestConfig {
    let default = ProptestConfig::default();
    let cases = match cases {
        Some(n) if std::env::var_os("PROPTEST_CASES").is_none() => n,
        _ => default.cases,
    };
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..default
    }
}

/// `n` distinct entrant numbers in a shuffled order (an event's numbers need not be
/// 1..=n, nor in order).
fn entrants(range: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Entrant>> {
    range.prop_flat_map(|n| {
        proptest::collection::btree_set(1u32..1000, n)
            .prop_map(|s| s.into_iter().collect::<Vec<_>>())
            .prop_shuffle()
    })
}

fn pairs(s: &Seating) -> Vec<(Entrant, Entrant)> {
    s.seats.iter().map(|x| (x.ns, x.ew)).collect()
}

fn seat(table: u32, ns: Entrant, ew: Entrant) -> Seat {
    Seat::pair(table, ns, ew)
}

/// Every entrant of `all` exactly once in `s` (seated once or sitting out, no one else),
/// no one against themself, and the tables numbered 1..=T with no gap.
fn well_formed(s: &Seating, all: &[Entrant]) -> Result<(), TestCaseError> {
    let mut seen: Vec<Entrant> = s
        .seats
        .iter()
        .flat_map(|x| [x.ns, x.ew])
        .chain(s.sit_out.iter().copied())
        .collect();
    seen.sort_unstable();
    let mut want = all.to_vec();
    want.sort_unstable();
    prop_assert_eq!(seen, want);
    for x in &s.seats {
        prop_assert_ne!(x.ns, x.ew);
    }
    let tables: Vec<u32> = s.seats.iter().map(|x| x.table).collect();
    let want: Vec<u32> = (1u32..).take(s.seats.len()).collect();
    prop_assert_eq!(tables, want);
    Ok(())
}

/// The unordered pair of two entrants.
fn meeting(a: Entrant, b: Entrant) -> (Entrant, Entrant) {
    (a.min(b), a.max(b))
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

proptest! {
    #![proptest_config(config(Some(128)))]

    /// Every round of a Mitchell, for as many rounds as it has: everyone once, tables
    /// 1..=T; N-S only ever meets E-W; N-S keep their table; no meeting twice; with an
    /// odd count one sit-out a round, an E-W entrant, a different one each round.
    #[test]
    fn mitchell_rounds_hold(all in entrants(2..=40), step in 0u32..12) {
        let n = all.len();
        let tables = u32::try_from(n.div_ceil(2)).unwrap();
        let rounds = tables / gcd(tables, step);
        let north_south: BTreeSet<Entrant> = all[..n / 2].iter().copied().collect();
        let east_west: BTreeSet<Entrant> = all[n / 2..].iter().copied().collect();
        let mut table_of: BTreeMap<Entrant, u32> = BTreeMap::new();
        let mut meetings = BTreeSet::new();
        let mut sat_out = BTreeSet::new();
        for round in 1..=rounds {
            let s = mitchell(&all, round, step).unwrap();
            well_formed(&s, &all)?;
            for x in &s.seats {
                prop_assert!(north_south.contains(&x.ns), "N-S {} is not a first-half entrant", x.ns);
                prop_assert!(east_west.contains(&x.ew), "E-W {} is not a second-half entrant", x.ew);
                let kept = *table_of.entry(x.ns).or_insert(x.table);
                prop_assert_eq!(kept, x.table, "N-S {} moved", x.ns);
                prop_assert!(meetings.insert(meeting(x.ns, x.ew)), "{} and {} met twice", x.ns, x.ew);
            }
            if n % 2 == 1 {
                prop_assert_eq!(s.sit_out.len(), 1);
                prop_assert!(east_west.contains(&s.sit_out[0]));
                prop_assert!(sat_out.insert(s.sit_out[0]), "{} sat out twice", s.sit_out[0]);
            } else {
                prop_assert!(s.sit_out.is_empty());
            }
        }
        prop_assert_eq!(
            mitchell(&all, rounds + 1, step),
            Err(MovementError::MitchellRepeats { tables, step, rounds })
        );
    }

    /// A Danish round, pure or modified, seats everyone once, tables 1..=T, the better
    /// ranked N-S and the pairs in ranking order; modified never repeats a pair of the
    /// previous round, and equals pure when pure has no rematch.
    #[test]
    fn danish_rounds_hold(
        (all, shuffled) in entrants(2..=30)
            .prop_flat_map(|all| (Just(all.clone()), Just(all).prop_shuffle())),
        sat in proptest::collection::vec(0u32..3, 30),
    ) {
        let rank: BTreeMap<Entrant, usize> = all.iter().enumerate().map(|(i, &e)| (e, i)).collect();
        let sat_out = |e: Entrant| sat[rank[&e] % sat.len()];
        // A previous round: a pure Danish round of the entrants in another order.
        let previous = danish(&shuffled, None, false, &|_| 0).unwrap();
        let pure = danish(&all, Some(&previous), false, &sat_out).unwrap();
        well_formed(&pure, &all)?;
        let modified = danish(&all, Some(&previous), true, &sat_out);
        for s in [Some(&pure), modified.as_ref().ok()].into_iter().flatten() {
            well_formed(s, &all)?;
            for x in &s.seats {
                prop_assert!(rank[&x.ns] < rank[&x.ew], "{} is ranked below {}", x.ns, x.ew);
            }
            let tops: Vec<usize> = s.seats.iter().map(|x| rank[&x.ns]).collect();
            prop_assert!(tops.windows(2).all(|w| w[0] < w[1]));
            // The sit-out: the lowest ranked of those with the fewest sit-outs.
            if let Some(&out) = s.sit_out.first() {
                let fewest = all.iter().map(|&e| sat_out(e)).min().unwrap();
                prop_assert_eq!(sat_out(out), fewest);
                prop_assert!(all.iter().all(|&e| sat_out(e) > fewest || rank[&e] <= rank[&out]));
            }
        }
        let rematch = |s: &Seating| s.seats.iter().any(|x| met(&previous, x.ns) == Some(x.ew));
        match &modified {
            Ok(m) => {
                prop_assert!(!rematch(m), "modified repeats a pair: {:?}", m);
                if !rematch(&pure) {
                    prop_assert_eq!(m, &pure);
                }
            }
            // Impossible only when the two left to play have just met.
            Err(e) => {
                prop_assert_eq!(e, &MovementError::DanishImpossible);
                prop_assert_eq!(pure.seats.len(), 1);
                prop_assert!(rematch(&pure));
            }
        }
    }

    /// A Swiss over rounds whose rankings change as results come in (shuffled each round):
    /// everyone once a round, never two who met before, each pair the nearest legal
    /// meeting (the better ranked N-S), and a bye only ever to one of those with the fewest
    /// (so never twice on one while another has had none). While every entrant has
    /// more unmet entrants than met ones (Dirac's bound), a pairing is always found.
    #[test]
    fn swiss_rounds_hold(
        all in entrants(2..=40),
        seeds in proptest::collection::vec(any::<u64>(), 12),
    ) {
        let n = all.len();
        let most = if n % 2 == 0 { n - 1 } else { n };
        let mut played: Vec<Seating> = Vec::new();
        let mut byes: BTreeMap<Entrant, u32> = BTreeMap::new();
        for (round, seed) in seeds.iter().enumerate().take(most) {
            // This round's ranking: the entrants in an order the seed deals.
            let mut ranking = all.clone();
            let mut x = *seed | 1;
            for i in (1..ranking.len()).rev() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                ranking.swap(i, (x % (i as u64 + 1)) as usize);
            }
            let rank: BTreeMap<Entrant, usize> =
                ranking.iter().enumerate().map(|(i, &e)| (e, i)).collect();
            let met_before = meetings(&played);
            let seated = swiss(&ranking, &met_before, &|e| byes.get(&e).copied().unwrap_or(0));
            let s = match seated {
                Ok(s) => s,
                Err(e) => {
                    prop_assert_eq!(e, MovementError::SwissImpossible);
                    // Never while each has more entrants left to meet than met.
                    prop_assert!(2 * (round + 1) > n, "round {} of {} entrants", round + 1, n);
                    break;
                }
            };
            well_formed(&s, &all)?;
            for x in &s.seats {
                prop_assert!(!met_before.contains(&meeting(x.ns, x.ew)), "a rematch: {:?}", x);
                prop_assert!(rank[&x.ns] < rank[&x.ew]);
            }
            if let Some(&out) = s.sit_out.first() {
                let fewest = all.iter().map(|e| byes.get(e).copied().unwrap_or(0)).min().unwrap_or(0);
                prop_assert_eq!(byes.get(&out).copied().unwrap_or(0), fewest);
                *byes.entry(out).or_insert(0) += 1;
            }
            let counts: Vec<u32> = all.iter().map(|e| byes.get(e).copied().unwrap_or(0)).collect();
            prop_assert!(counts.iter().max().unwrap_or(&0) - counts.iter().min().unwrap_or(&0) <= 1);
            played.push(s);
        }
    }

    /// A round robin of 4 to 8: everyone once a round, every two entrants meet exactly
    /// once over all rounds, each sits out at most once, and each is N-S as often as E-W
    /// give or take one.
    #[test]
    fn round_robin_meets_everyone_once(all in entrants(4..=8)) {
        let n = all.len();
        let rounds = u32::try_from(n - 1 + n % 2).unwrap();
        let mut meetings: BTreeMap<(Entrant, Entrant), u32> = BTreeMap::new();
        let mut north_south: BTreeMap<Entrant, i64> = BTreeMap::new();
        let mut sat_out = BTreeSet::new();
        for round in 1..=rounds {
            let s = round_robin(&all, round).unwrap();
            well_formed(&s, &all)?;
            prop_assert_eq!(s.sit_out.len(), n % 2);
            for &e in &s.sit_out {
                prop_assert!(sat_out.insert(e));
            }
            for x in &s.seats {
                *meetings.entry(meeting(x.ns, x.ew)).or_default() += 1;
                *north_south.entry(x.ns).or_default() += 1;
                *north_south.entry(x.ew).or_default() -= 1;
            }
        }
        prop_assert_eq!(meetings.len(), n * (n - 1) / 2);
        prop_assert!(meetings.values().all(|&m| m == 1));
        prop_assert!(north_south.values().all(|b| b.abs() <= 1), "{:?}", north_south);
        prop_assert_eq!(
            round_robin(&all, rounds + 1),
            Err(MovementError::NoSuchRound { round: rounds + 1, rounds })
        );
    }

    /// Any movement's seating, written and read back, is the same seating.
    #[test]
    fn seating_text_round_trips(all in entrants(2..=40), round in 1u32..4, modified in any::<bool>()) {
        let seatings = [
            mitchell(&all, round, 1).ok(),
            danish(&all, None, modified, &|_| 0).ok(),
            round_robin(&all, round).ok(),
        ];
        for s in seatings.into_iter().flatten() {
            let text = seating_text(&s);
            prop_assert_eq!(parse_seating(&text, &all), Ok(s));
        }
    }

    /// Text of any kind never panics the reader.
    #[test]
    fn parse_seating_never_panics(text in "[0-9 \t#\\-sit\n]{0,80}") {
        let _ = parse_seating(&text, &[1, 2, 3, 4]);
    }
}

/// 10 entrants, step 1: N-S 1..=5 at tables 1..=5, E-W 6..=10 moving up one table.
///
/// ```text
///            table 1   table 2   table 3   table 4   table 5
/// round 1    1 v 6     2 v 7     3 v 8     4 v 9     5 v 10
/// round 2    1 v 10    2 v 6     3 v 7     4 v 8     5 v 9
/// ```
#[test]
fn mitchell_of_ten_by_hand() {
    let all: Vec<Entrant> = (1..=10).collect();
    let r1 = mitchell(&all, 1, 1).unwrap();
    assert_eq!(pairs(&r1), [(1, 6), (2, 7), (3, 8), (4, 9), (5, 10)]);
    assert_eq!(r1.seats[0], seat(1, 1, 6));
    assert_eq!(r1.seats[4], seat(5, 5, 10));
    let r2 = mitchell(&all, 2, 1).unwrap();
    assert_eq!(pairs(&r2), [(1, 10), (2, 6), (3, 7), (4, 8), (5, 9)]);
    assert_eq!(r2.seats[0], seat(1, 1, 10));
    assert_eq!(r2.seats[1], seat(2, 2, 6));
    // Five tables, step 1: five rounds, then a repeat.
    assert!(mitchell(&all, 5, 1).is_ok());
    assert_eq!(
        mitchell(&all, 6, 1),
        Err(MovementError::MitchellRepeats {
            tables: 5,
            step: 1,
            rounds: 5
        })
    );
}

/// Ten tables moving two at a time meet again after five rounds (gcd 2).
#[test]
fn mitchell_step_sharing_a_divisor_repeats_early() {
    let all: Vec<Entrant> = (1..=20).collect();
    assert!(mitchell(&all, 5, 2).is_ok());
    assert_eq!(
        mitchell(&all, 6, 2),
        Err(MovementError::MitchellRepeats {
            tables: 10,
            step: 2,
            rounds: 5
        })
    );
    assert_eq!(
        mitchell(&all, 0, 2),
        Err(MovementError::NoSuchRound {
            round: 0,
            rounds: 5
        })
    );
}

#[test]
fn danish_pure_pairs_down_the_ranking() {
    let s = danish(&[4, 2, 7, 1, 9, 3], None, false, &|_| 0).unwrap();
    assert_eq!(s.seats, [seat(1, 4, 2), seat(2, 7, 1), seat(3, 9, 3)]);
    assert!(s.sit_out.is_empty());
}

/// Ranking 1, 2, 3, 4, who met 1 v 2 and 3 v 4: pure repeats both, modified gives
/// 1 v 3 and 2 v 4.
#[test]
fn danish_modified_avoids_last_rounds_pairs() {
    let previous = Seating {
        seats: vec![seat(1, 1, 2), seat(2, 3, 4)],
        sit_out: vec![],
    };
    let pure = danish(&[1, 2, 3, 4], Some(&previous), false, &|_| 0).unwrap();
    assert_eq!(pure.seats, [seat(1, 1, 2), seat(2, 3, 4)]);
    let modified = danish(&[1, 2, 3, 4], Some(&previous), true, &|_| 0).unwrap();
    assert_eq!(modified.seats, [seat(1, 1, 3), seat(2, 2, 4)]);
}

/// Two entrants who have just met cannot be paired again.
#[test]
fn danish_modified_of_two_who_met_is_impossible() {
    let previous = Seating {
        seats: vec![seat(1, 1, 2)],
        sit_out: vec![],
    };
    assert_eq!(
        danish(&[1, 2], Some(&previous), true, &|_| 0),
        Err(MovementError::DanishImpossible)
    );
    assert_eq!(
        danish(&[1], None, false, &|_| 0),
        Err(MovementError::TooFewEntrants { have: 1, need: 2 })
    );
}

/// An odd field: the lowest ranked with the fewest sit-outs rests, here 6 (7 has rested
/// once already).
#[test]
fn danish_odd_rests_the_lowest_with_fewest_rests() {
    let sat_out = |e: Entrant| u32::from(e == 7);
    let s = danish(&[1, 2, 3, 4, 5, 6, 7], None, false, &sat_out).unwrap();
    assert_eq!(s.sit_out, [6]);
    assert_eq!(pairs(&s), [(1, 2), (3, 4), (5, 7)]);
}

/// A large field seated by modified Danish, with every pure pair a rematch (the previous
/// round was the pure pairing): it completes (its speed is a bench's matter, not timed
/// here).
#[test]
fn danish_seats_260_entrants() {
    let all: Vec<Entrant> = (1..=260).collect();
    let previous = danish(&all, None, false, &|_| 0).unwrap();
    let s = danish(&all, Some(&previous), true, &|_| 0).unwrap();
    assert_eq!(s.seats.len(), 130);
    assert!(s.seats.iter().all(|x| met(&previous, x.ns) != Some(x.ew)));
    let odd: Vec<Entrant> = (1..=259).collect();
    let previous = danish(&odd, None, false, &|_| 0).unwrap();
    let s = danish(&odd, Some(&previous), true, &|e| u32::from(e == 259)).unwrap();
    assert_eq!(s.sit_out, [258]);
}

/// Four entrants: three rounds, each pair once.
#[test]
fn round_robin_of_four_by_hand() {
    let all = [1, 2, 3, 4];
    let rounds: Vec<Vec<(Entrant, Entrant)>> = (1..=3)
        .map(|r| {
            let mut p: Vec<_> = pairs(&round_robin(&all, r).unwrap())
                .into_iter()
                .map(|(a, b)| (a.min(b), a.max(b)))
                .collect();
            p.sort_unstable();
            p
        })
        .collect();
    assert_eq!(
        rounds,
        [
            vec![(1, 4), (2, 3)],
            vec![(1, 3), (2, 4)],
            vec![(1, 2), (3, 4)]
        ]
    );
    assert_eq!(
        round_robin(&[1, 2, 3, 4, 5, 6, 7, 8, 9], 1),
        Err(MovementError::RoundRobinSize { have: 9 })
    );
}

#[test]
fn parse_seating_reads_tables_sit_outs_and_comments() {
    let text = "# round 3\n\n2\t3\t4\n1 1 2   # top table\n- 5\nsit 6\n";
    let s = parse_seating(text, &[1, 2, 3, 4, 5, 6]).unwrap();
    assert_eq!(s.seats, [seat(1, 1, 2), seat(2, 3, 4)]);
    assert_eq!(s.sit_out, [5, 6]);
    assert_eq!(seating_text(&s), "1 1 2\n2 3 4\n- 5\n- 6\n");
    assert_eq!(met(&s, 2), Some(1));
    assert_eq!(met(&s, 5), None);
}

/// Each refusal, from an input made for it, on the line it names.
#[test]
fn parse_seating_refusals_name_their_line() {
    let all = [1, 2, 3, 4, 5];
    let cases: [(&str, SeatingError); 10] = [
        ("1 1 2\n2 3\n", SeatingError::Malformed { line: 2 }),
        ("# x\n1 1 two\n", SeatingError::Malformed { line: 2 }),
        ("0 1 2\n", SeatingError::Malformed { line: 1 }),
        ("1 1 2\n\n- x\n", SeatingError::Malformed { line: 3 }),
        (
            "1 1 2\n2 3 9\n",
            SeatingError::UnknownEntrant {
                line: 2,
                entrant: 9,
            },
        ),
        (
            "1 1 2\n2 3 4\n- 6\n",
            SeatingError::UnknownEntrant {
                line: 3,
                entrant: 6,
            },
        ),
        (
            "1 1 2\n2 3 1\n",
            SeatingError::Twice {
                line: 2,
                entrant: 1,
            },
        ),
        (
            "1 1 2\n1 3 4\n",
            SeatingError::TableTwice { line: 2, table: 1 },
        ),
        ("1 1 2\n2 3 4\n", SeatingError::Missing { entrant: 5 }),
        (
            "1 1 2\n\n2 3 3\n",
            SeatingError::SameEntrant {
                line: 3,
                entrant: 3,
            },
        ),
    ];
    for (text, want) in cases {
        assert_eq!(parse_seating(text, &all), Err(want), "{text:?}");
    }
    assert_eq!(
        parse_seating("1 1 2\n- 1\n", &all),
        Err(SeatingError::Twice {
            line: 2,
            entrant: 1
        })
    );
}

/// A national's Danish round: 260 entrants at 130 tables, modified (no rematch of the
/// round before, a Mitchell round here). A benchmark, not a timed test: `cargo test
/// --release --test movements -- --ignored danish_of_130_tables --nocapture` prints the
/// time (`docs/guide/speed.md`).
#[test]
#[ignore = "a benchmark: run with --release --ignored"]
fn danish_of_130_tables() {
    let entrants: Vec<u32> = (1..=260).collect();
    let previous = canasta::core::movement::mitchell(&entrants, 1, 1).expect("mitchell");
    // A ranking that puts many of round 1's opponents next to each other: the hard case.
    let ranking: Vec<u32> = previous.seats.iter().flat_map(|s| [s.ns, s.ew]).collect();
    let runs = 200;
    let start = std::time::Instant::now();
    for _ in 0..runs {
        let seating = canasta::core::movement::danish(&ranking, Some(&previous), true, &|_| 0)
            .expect("seated");
        assert_eq!(seating.seats.len(), 130);
    }
    let each = start.elapsed() / runs;
    println!("a modified Danish round of 130 tables: {each:?} each ({runs} runs)");
}

proptest! {
    #![proptest_config(config(Some(200)))]

    /// Groups (*gironi*): for any number of entrants and groups, a Mitchell round or a
    /// round-robin one seats every entrant once (a table or a sit-out), never two of
    /// different groups at one table, and numbers the tables without a repeat, each
    /// group's after the group before's, within the event's tables (its keys).
    #[test]
    fn groups_seat_each_entrant_once_and_only_within_its_group(
        n in 4usize..=40,
        groups in 1usize..=6,
        round in 1u32..=3,
        robin in any::<bool>(),
    ) {
        use canasta::core::tournament as t;
        let groups = groups.min(n / 2);
        // A round robin seats groups of 4 to 8: the largest has n / groups rounded up.
        let robin = robin && n.div_ceil(groups) <= 8 && n / groups >= 4;
        let text: String = (1..=n).map(|i| format!("P{i}a, P{i}b\n")).collect();
        let (mut entrants, _) = t::parse_entrants(&text, 2).expect("entrants");
        t::split_groups(&mut entrants, groups).expect("groups");
        let plan = if robin { "3 round-robin" } else { "3 mitchell" };
        let event = t::Event {
            name: "g".into(),
            variant: "burraco-tournament".into(),
            entrants,
            plan: t::parse_plan(plan, &t::PlanWords::english()).expect("plan"),
            tie_break: t::default_tie_break(),
            sit_out: t::SitOut::default(),
            round_minutes: None,
            absent: BTreeSet::new(),
            rounds: Vec::new(),
            log: Vec::new(),
            signed: None,
            alike: Vec::new(),
            reopened: Vec::new(),
            seeds: Vec::new(),
        };
        let group_of: BTreeMap<Entrant, Option<String>> = event
            .entrants
            .iter()
            .map(|e| (e.number, e.group.clone()))
            .collect();
        // A Mitchell of a group of k tables has k rounds before it repeats: the round
        // asked for may be past the smallest group's; then the seating is refused.
        let Ok(s) = t::seat(&event, round, &[], None, &BTreeMap::new()) else {
            let smallest = event.groups().iter().map(|(_, m)| m.len() - m.len() / 2).min().unwrap_or(0);
            prop_assert!(!robin && round as usize > smallest);
            return Ok(());
        };
        let mut seen: Vec<Entrant> = s
            .seats
            .iter()
            .flat_map(|x| [x.ns, x.ew])
            .chain(s.sit_out.iter().copied())
            .collect();
        seen.sort_unstable();
        prop_assert_eq!(seen, event.numbers());
        // Strictly rising: no table twice (a group's empty table leaves a gap).
        prop_assert!(s.seats.windows(2).all(|w| w[0].table < w[1].table));
        for seat in &s.seats {
            prop_assert_eq!(&group_of[&seat.ns], &group_of[&seat.ew]);
            prop_assert!(seat.table >= 1 && seat.table <= event.tables());
        }
    }
}

/// A Swiss of 5 entrants by hand. Round 1, everyone level (the entry order): 1 v 2, 3 v 4,
/// and 5, the lowest, has the bye. Round 2, ranked 3, 1, 5, 2, 4: 3 v 1 and 5 v 2 (none
/// of them met), the bye to 4, the lowest of those who have had none. Round 3 below.
#[test]
fn swiss_of_five_by_hand() {
    let none = BTreeSet::new();
    let r1 = swiss(&[1, 2, 3, 4, 5], &none, &|_| 0).unwrap();
    assert_eq!(pairs(&r1), vec![(1, 2), (3, 4)]);
    assert_eq!(r1.sit_out, vec![5]);
    let met1 = meetings([&r1]);
    let byes1 = |e: Entrant| u32::from(e == 5);
    let r2 = swiss(&[3, 1, 5, 2, 4], &met1, &byes1).unwrap();
    assert_eq!(pairs(&r2), vec![(3, 1), (5, 2)]);
    assert_eq!(r2.sit_out, vec![4]);
    let met2 = meetings([&r1, &r2]);
    let byes2 = |e: Entrant| u32::from(e == 5 || e == 4);
    // Ranked 1, 5, 3, 2, 4; the bye to the lowest of those with none (2, 3, 1): 2. Then
    // 1 v 5 (new), 3 v 4 (met in round 1: no), so the search undoes 1 v 5: 1 v 3 (met in
    // round 2), 1 v 4 (new), then 5 v 3 (new).
    let r3 = swiss(&[1, 5, 3, 2, 4], &met2, &byes2).unwrap();
    assert_eq!(r3.sit_out, vec![2]);
    assert_eq!(pairs(&r3), vec![(1, 4), (5, 3)]);
}

proptest! {
    #![proptest_config(config(Some(64)))]

    /// A knockout of 2 to 40 entrants, whatever its results (level ones too, decided by
    /// the seeds): each round seats every entrant still in exactly once (at a table, or a
    /// bye in the first round only, and no more byes than the bracket's size less the
    /// entrants), no one out plays again, and after its rounds there is one winner, ranked
    /// first, with one second and (from 4 entrants) two thirds.
    #[test]
    fn a_knockout_leaves_one(n in 2usize..=40, points in proptest::collection::vec((0i64..5, 0i64..5), 40)) {
        use canasta::core::tournament::{self as t, knockout};
        let text: String = (1..=n).map(|i| format!("P{i}a, P{i}b\n")).collect();
        let (entrants, _) = t::parse_entrants(&text, 2).expect("entrants");
        let mut event = t::Event {
            name: "k".into(),
            variant: "burraco-tournament".into(),
            entrants,
            plan: t::parse_plan("knockout", &t::PlanWords::english()).expect("plan"),
            tie_break: t::default_tie_break(),
            sit_out: t::SitOut::default(),
            round_minutes: None,
            absent: BTreeSet::new(),
            rounds: Vec::new(),
            log: Vec::new(),
            signed: None,
            alike: Vec::new(),
            reopened: Vec::new(),
            seeds: Vec::new(),
        };
        t::settle_plan(&mut event);
        let rounds = event.planned_rounds();
        prop_assert_eq!(rounds, knockout::rounds_for(n as u32));
        let ranking: Vec<Entrant> = event.numbers();
        let mut results = BTreeMap::new();
        let mut alive: BTreeSet<Entrant> = ranking.iter().copied().collect();
        let mut next = points.iter().cycle();
        for round in 1..=rounds {
            let s = t::seat(&event, round, &ranking, None, &results).expect("seated");
            if round == 1 {
                event.seeds = knockout::seeds(&event, &ranking);
                prop_assert!(s.sit_out.len() < n.next_power_of_two() - n + 1);
            } else {
                prop_assert!(s.sit_out.is_empty());
            }
            let seated: Vec<Entrant> = s.seats.iter().flat_map(|x| [x.ns, x.ew]).chain(s.sit_out.iter().copied()).collect();
            let set: BTreeSet<Entrant> = seated.iter().copied().collect();
            prop_assert_eq!(set.len(), seated.len(), "someone twice");
            prop_assert_eq!(&set, &alive, "round {}", round);
            for seat in &s.seats {
                let (a, b) = next.next().copied().unwrap_or((0, 0));
                results.insert((round, seat.table), t::TableResult {
                    ns_points: a * 100, ew_points: b * 100, vp: None, finished: true, played: 3,
                });
                // The loser: fewer points, or level and the lower seed.
                let seed = |e: Entrant| event.seeds.iter().position(|x| *x == e);
                let ns_wins = a > b || (a == b && seed(seat.ns) < seed(seat.ew));
                alive.remove(&if ns_wins { seat.ew } else { seat.ns });
            }
            event.rounds.push(t::Round {
                number: round, state: t::RoundState::Closed, seating: s,
                games: BTreeMap::new(), published_at: None, confirmed: BTreeMap::new(), absent: Vec::new(),
            });
        }
        prop_assert_eq!(alive.len(), 1);
        let bracket = knockout::bracket(&event, &results).expect("bracket");
        prop_assert_eq!(bracket.champion(), alive.iter().next().copied());
        let st = t::standings(&event, &results, None);
        let count = |rank: u32| st.rows.iter().filter(|r| r.rank == rank).count();
        prop_assert_eq!(st.rows[0].entrant, bracket.champion().expect("a winner"));
        prop_assert_eq!((count(1), count(2)), (1, 1));
        if n >= 4 {
            prop_assert_eq!(count(3), 2);
        }
        prop_assert!(st.rows.iter().all(|r| r.knockout.is_some()));
    }
}

proptest! {
    #![proptest_config(config(Some(24)))]

    /// An individual movement of 8 to 40 players over 1 to 6 rounds: each round seats
    /// every player once (four distinct players a table, or sitting out), the number not a
    /// multiple of four sitting out, nobody sitting out twice while another has not, and
    /// nobody partnering anyone twice (each has at least 7 others to partner).
    #[test]
    fn an_individual_movement_seats_everyone_once_and_repeats_no_partner(
        n in 8u32..=40,
        rounds in 1u32..=6,
    ) {
        use canasta::core::movement::individual::{Met, individual};
        let players: Vec<Entrant> = (1..=n).collect();
        let mut met = Met::default();
        for round in 1..=rounds {
            let s = individual(&players, round, &met).expect("seated");
            let mut seen: Vec<Entrant> = s.seats.iter().flat_map(|x| x.everyone()).collect();
            prop_assert!(s.seats.iter().all(|x| x.everyone().len() == 4));
            prop_assert_eq!(s.sit_out.len() as u32, n % 4);
            seen.extend(&s.sit_out);
            seen.sort_unstable();
            prop_assert_eq!(&seen, &players, "round {}", round);
            met.add(&s);
            let outs: Vec<u32> = players.iter().map(|p| met.sat_out(*p)).collect();
            let spread = outs.iter().max().copied().unwrap_or(0) - outs.iter().min().copied().unwrap_or(0);
            prop_assert!(spread <= 1, "sit-outs {:?}", outs);
        }
        prop_assert_eq!(met.evenness().most_partnered, 1);
    }
}

proptest! {
    #![proptest_config(config(Some(48)))]

    /// Groups then a knockout of the top two of each (2 to 4 groups of 4 to 8, any order
    /// in each group): the seeds are every group's first, then every group's second, and
    /// no first-round match pairs two of one group.
    #[test]
    fn groups_then_a_knockout_cross_the_groups(
        sizes in proptest::collection::vec(4usize..=8, 2..=4),
        shuffle in any::<u64>(),
    ) {
        use canasta::core::tournament::{self as t, knockout};
        let n: usize = sizes.iter().sum();
        let text: String = (1..=n).map(|i| format!("P{i}a, P{i}b\n")).collect();
        let (mut entrants, _) = t::parse_entrants(&text, 2).expect("entrants");
        let mut at = 0;
        for (g, size) in sizes.iter().enumerate() {
            for e in &mut entrants[at..at + size] {
                e.group = Some(((b'A' + g as u8) as char).to_string());
            }
            at += size;
        }
        let plan = format!("{} groups + knockout", sizes.len());
        let mut event = t::Event {
            name: "g".into(),
            variant: "burraco-tournament".into(),
            entrants,
            plan: t::parse_plan(&plan, &t::PlanWords::english()).expect("plan"),
            tie_break: t::default_tie_break(),
            sit_out: t::SitOut::default(),
            round_minutes: None,
            absent: BTreeSet::new(),
            rounds: Vec::new(),
            log: Vec::new(),
            signed: None,
            alike: Vec::new(),
            reopened: Vec::new(),
            seeds: Vec::new(),
        };
        t::settle_plan(&mut event);
        prop_assert!(knockout::check(&event).is_ok());
        // A ranking: each group's entrants in some order, group after group.
        let mut ranking: Vec<Entrant> = event.numbers();
        let mut state = shuffle | 1;
        for i in (1..ranking.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            ranking.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let groups: BTreeMap<Entrant, Option<String>> =
            event.entrants.iter().map(|e| (e.number, e.group.clone())).collect();
        let group = |e: Entrant| groups.get(&e).cloned().flatten();
        ranking.sort_by_key(|e| group(*e));
        let seeds = knockout::seeds(&event, &ranking);
        prop_assert_eq!(seeds.len(), 2 * sizes.len());
        for (i, s) in seeds.iter().enumerate() {
            let g = i % sizes.len();
            prop_assert_eq!(group(*s), Some(((b'A' + g as u8) as char).to_string()));
        }
        event.seeds = seeds;
        let first = knockout::seat_round(&event, 1, &event.seeds.clone(), &BTreeMap::new())
            .expect("seated");
        prop_assert!(first.seats.iter().all(|s| group(s.ns) != group(s.ew)), "{:?}", first);
    }
}
