//! The standings: worked out from the tables' games every time (never stored), each
//! key of the event's ranking in turn, a knockout's entrants by how far they went.

use std::collections::BTreeMap;

use super::{Entrant, Event, RoundState, Standing, Standings, TableResult, TieBreak, knockout};
use crate::rules::Points;

/// An entrant's sums so far.
#[derive(Default, Clone)]
struct Acc {
    vp: Points,
    mp: Points,
    points: Points,
    rounds: u32,
    /// VP taken from each opponent.
    against: BTreeMap<Entrant, Points>,
}

/// The standings after `upto` (every round when none): each finished table's result
/// counted for both its entrants, each sit-out given the event's [`SitOut`]; unfinished
/// tables are not counted. `results`: (round, table) → result.
pub fn standings(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    upto: Option<u32>,
) -> Standings {
    standings_of_rounds(event, results, 1, upto)
}

/// The rounds of phase `phase` (1-based) of the plan: its first and last round.
pub fn phase_rounds(event: &Event, phase: usize) -> Option<(u32, u32)> {
    let mut start: u32 = 1;
    for (i, p) in event.plan.iter().enumerate() {
        if i + 1 == phase {
            return Some((start, start.saturating_add(p.rounds).saturating_sub(1)));
        }
        start = start.saturating_add(p.rounds);
    }
    None
}

/// [`standings`] over the rounds `from` to `upto` only (a phase's standings: "best in
/// the final Danish rounds", research tournaments.md §1.5).
pub fn standings_of_rounds(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    from: u32,
    upto: Option<u32>,
) -> Standings {
    let mut acc: BTreeMap<Entrant, Acc> = event
        .entrants
        .iter()
        .map(|e| (e.number, Acc::default()))
        .collect();
    let victory_points = results.values().any(|r| r.vp.is_some());
    let mut after_round = 0;
    // A knockout's rounds rank by how far each went, not by what they scored.
    let ko_start = knockout::phase(event).map_or(u32::MAX, |k| k.start);
    for round in event.rounds.iter().filter(|r| {
        r.state != RoundState::Drafted
            && r.number >= from
            && r.number < ko_start
            && upto.is_none_or(|u| r.number <= u)
    }) {
        let mut counted = false;
        for seat in &round.seating.seats {
            if !round.played(seat) {
                // An absent entrant's opponent is given a sit-out's points.
                for e in seat.everyone() {
                    if !round.absent.contains(&e)
                        && let Some(a) = acc.get_mut(&e)
                    {
                        a.vp = a.vp.saturating_add(event.sit_out.vp);
                        a.mp = a.mp.saturating_add(event.sit_out.mp);
                        a.rounds += 1;
                        counted = true;
                    }
                }
                continue;
            }
            let Some(result) = results.get(&(round.number, seat.table)) else {
                continue;
            };
            if !result.finished {
                continue;
            }
            counted = true;
            credit(&mut acc, seat, result);
        }
        for e in &round.seating.sit_out {
            let Some(a) = acc.get_mut(e) else {
                continue;
            };
            a.vp = a.vp.saturating_add(event.sit_out.vp);
            a.mp = a.mp.saturating_add(event.sit_out.mp);
            a.rounds += 1;
        }
        if counted || !round.seating.sit_out.is_empty() {
            after_round = round.number;
        }
    }
    let score = |e: Entrant, t: TieBreak, group: &[Entrant]| -> Points {
        let a = &acc[&e];
        match t {
            TieBreak::Vp => a.vp,
            TieBreak::Mp => a.mp,
            TieBreak::Points => a.points,
            // Only among entrants who have all met each other (a small league of their
            // own, research tournaments.md §1.5): where two of them never met, the key
            // says nothing and they stay level.
            TieBreak::HeadToHead => {
                let all_met = group.iter().all(|x| {
                    group
                        .iter()
                        .all(|y| x == y || acc[x].against.contains_key(y))
                });
                if !all_met {
                    return 0;
                }
                group
                    .iter()
                    .filter(|o| **o != e)
                    .map(|o| a.against.get(o).copied().unwrap_or(0))
                    .sum()
            }
        }
    };
    let groups = refine(acc.keys().copied().collect(), &event.tie_break, &score);
    let mut rows: Vec<Standing> = Vec::new();
    for group in groups {
        let rank = rows.len() as u32 + 1;
        for n in group {
            let a = &acc[&n];
            rows.push(Standing {
                entrant: n,
                name: event
                    .entrant(n)
                    .map_or_else(String::new, |e| e.name.clone()),
                rank,
                vp: a.vp,
                mp: a.mp,
                points: a.points,
                rounds: a.rounds,
                group: event.entrant(n).and_then(|e| e.group.clone()),
                knockout: None,
            });
        }
    }
    knockout::rank(event, results, (from, upto), &mut rows, &mut after_round);
    let provisional = provisional(event, results, after_round);
    let playing = provisional && playing(event, results, after_round);
    Standings {
        after_round,
        group: None,
        provisional,
        playing,
        signed: event.signed.clone(),
        victory_points,
        rows,
    }
}

/// The keys in turn: entrants level on one key are ordered by the next; head to head
/// counts, for each of the entrants still level, the victory points it took from the
/// others among them, when they have all met (two entrants: their own meetings).
fn refine(
    group: Vec<Entrant>,
    keys: &[TieBreak],
    score: &dyn Fn(Entrant, TieBreak, &[Entrant]) -> Points,
) -> Vec<Vec<Entrant>> {
    let Some((first, rest)) = keys.split_first() else {
        return vec![group];
    };
    if group.len() < 2 {
        return vec![group];
    }
    let mut scored: Vec<(Points, Entrant)> = group
        .iter()
        .map(|e| (score(*e, *first, &group), *e))
        .collect();
    crate::order::sort_by(&mut scored, |a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out = Vec::new();
    let mut run: Vec<Entrant> = Vec::new();
    let mut last = None;
    for (value, e) in scored {
        if last.is_some_and(|l| l != value) {
            out.extend(refine(std::mem::take(&mut run), rest, score));
        }
        last = Some(value);
        run.push(e);
    }
    out.extend(refine(run, rest, score));
    out
}

/// Whether standings after `after_round` are provisional: that round still plays, or was
/// closed and then a table's game corrected back to unfinished (its last deal dropped,
/// to be entered again).
fn provisional(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    after_round: u32,
) -> bool {
    event.rounds.iter().any(|r| {
        r.number == after_round
            && (r.state != RoundState::Closed
                || r.seating.seats.iter().any(|seat| {
                    r.played(seat)
                        && !results
                            .get(&(r.number, seat.table))
                            .is_some_and(|t| t.finished)
                }))
    })
}

/// Whether a game of round `after_round` is not over (a table still playing, or a
/// finished game corrected back to unfinished).
fn playing(event: &Event, results: &BTreeMap<(u32, u32), TableResult>, after_round: u32) -> bool {
    event.rounds.iter().any(|r| {
        r.number == after_round
            && r.seating.seats.iter().any(|seat| {
                r.played(seat)
                    && !results
                        .get(&(r.number, seat.table))
                        .is_some_and(|t| t.finished)
            })
    })
}

/// [`standings_of_rounds`] of each group on its own (one, unnamed, without groups): the
/// group's entrants ranked among themselves, head to head only between them.
pub fn group_standings(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    from: u32,
    upto: Option<u32>,
) -> Vec<Standings> {
    let groups = event.groups();
    // Once a knockout across the groups is seeded, the event has one ranking (and each
    // group its own, in the standings after a round before it).
    let knockout_reached = knockout::phase(event)
        .is_some_and(|k| !event.seeds.is_empty() && upto.is_none_or(|u| u >= k.start));
    if groups.len() <= 1 || knockout_reached {
        return vec![standings_of_rounds(event, results, from, upto)];
    }
    groups
        .into_iter()
        .map(|(name, members)| {
            let mut of_group = event.clone();
            of_group.entrants.retain(|e| members.contains(&e.number));
            let mut s = standings_of_rounds(&of_group, results, from, upto);
            s.group = name.map(str::to_string);
            s
        })
        .collect()
}

/// The entrants in the order of `standings` (for a Danish round).
pub fn ranking(standings: &Standings) -> Vec<Entrant> {
    standings.rows.iter().map(|r| r.entrant).collect()
}

/// A finished table's result given to each entrant of its lines (each player of an
/// individual event's line, whoever the partner: the circuits' individual standings sum
/// a player's results over their partners).
fn credit(acc: &mut BTreeMap<Entrant, Acc>, seat: &crate::movement::Seat, result: &TableResult) {
    let (ns_vp, ew_vp) = result.vp.unwrap_or_else(|| {
        use std::cmp::Ordering::*;
        match result.ns_points.cmp(&result.ew_points) {
            Greater => (1, 0),
            Less => (0, 1),
            Equal => (0, 0),
        }
    });
    let diff = result.ns_points - result.ew_points;
    // Each player of an individual event is given their line's result (the
    // circuits' individual standings sum a player's results over their partners).
    for (mine, theirs, vp, mp, pts) in [
        (
            seat.ns_side(),
            seat.ew_side(),
            ns_vp,
            diff,
            result.ns_points,
        ),
        (
            seat.ew_side(),
            seat.ns_side(),
            ew_vp,
            -diff,
            result.ew_points,
        ),
    ] {
        for me in mine {
            // An entrant of another group (standings of one group) is not ranked
            // here.
            let Some(a) = acc.get_mut(&me) else {
                continue;
            };
            a.vp = a.vp.saturating_add(vp);
            a.mp = a.mp.saturating_add(mp);
            a.points = a.points.saturating_add(pts);
            a.rounds += 1;
            for them in &theirs {
                *a.against.entry(*them).or_insert(0) += vp;
            }
        }
    }
}
