//! A knockout (single elimination), the last phase of an event (`knockout`, `2 groups +
//! knockout`; docs/SOURCES.md [KO-PROGRAMS], the public Burraco tournament programs): the
//! best entrants so far are seeded, each table's winner goes on and its loser is out,
//! until one is left. The bracket is the usual one (seed 1 meets seed 2 only in the final,
//! 1 against the lowest in the first round), a number of entrants that is not a power of
//! two giving the top seeds a bye in the first round. With groups, the seeds go place by
//! place (every group's first, then every group's second…), so two of one group meet as
//! late as the bracket allows.
//!
//! A match is won on points (the table's game); level on points, by the rule the preset
//! names ([`crate::rules::KnockoutTie`]; no source found says, and the one program read
//! gives a level match to its first side, an artefact): another deal (the game itself
//! goes on, so a finished match is never level), or the higher seed. Pure: the event, its stored
//! seeds and its tables' results in, the bracket and each entrant's finish out.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Event, TableResult};
use crate::movement::{Entrant, Movement, MovementError, Seat, Seating};

/// The event's knockout phase: its first round (the event's), its rounds, and how many
/// entrants go into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnockoutPhase {
    pub start: u32,
    pub rounds: u32,
    pub qualifiers: u32,
}

/// The event's knockout, if its plan ends with one.
pub fn phase(event: &Event) -> Option<KnockoutPhase> {
    let mut start: u32 = 1;
    for p in &event.plan {
        if let Movement::Knockout { entrants } = p.movement {
            let n = u32::try_from(event.entrants.len()).unwrap_or(u32::MAX);
            let qualifiers = entrants.unwrap_or(if start == 1 {
                n
            } else if groups_of(event) > 1 {
                2 * groups_of(event) as u32
            } else {
                n.min(4)
            });
            return Some(KnockoutPhase {
                start,
                rounds: rounds_for(qualifiers),
                qualifiers,
            });
        }
        start = start.saturating_add(p.rounds);
    }
    None
}

/// The groups the knockout's seeds are taken from (none when it is the first phase).
fn groups_of(event: &Event) -> usize {
    event.groups().len()
}

/// The rounds a knockout of `qualifiers` entrants has: the bracket's size is the next
/// power of two, one round for each halving (8: quarterfinals, semifinals, final).
pub fn rounds_for(qualifiers: u32) -> u32 {
    qualifiers.max(2).next_power_of_two().trailing_zeros()
}

/// Whether the event's knockout can be seeded: 2 to all the entrants go into it and,
/// after groups, the same number from each group, no more than the smallest has.
pub fn check(event: &Event) -> Result<(), MovementError> {
    let Some(k) = phase(event) else {
        return Ok(());
    };
    let n = event.entrants.len();
    let groups = if k.start == 1 { 1 } else { groups_of(event) };
    let q = k.qualifiers as usize;
    let smallest = event
        .groups()
        .iter()
        .map(|(_, m)| m.len())
        .min()
        .unwrap_or(0);
    let fits = (2..=n).contains(&q)
        && (groups <= 1 || (q.is_multiple_of(groups) && q / groups <= smallest));
    if fits {
        Ok(())
    } else {
        Err(MovementError::KnockoutEntrants {
            qualifiers: k.qualifiers,
            entrants: n,
            groups,
        })
    }
}

/// The knockout's seeds, best first, from `ranking` (the standings before it, each
/// group's entrants in its own order, group after group): the top ones of an event
/// without groups; with groups, every group's first, then every group's second, and so
/// on (group by group in their order).
pub fn seeds(event: &Event, ranking: &[Entrant]) -> Vec<Entrant> {
    let Some(k) = phase(event) else {
        return Vec::new();
    };
    let q = k.qualifiers as usize;
    let groups = event.groups();
    if k.start == 1 || groups.len() <= 1 {
        return ranking.iter().copied().take(q).collect();
    }
    let per_group: Vec<Vec<Entrant>> = groups
        .iter()
        .map(|(_, members)| {
            ranking
                .iter()
                .copied()
                .filter(|e| members.contains(e))
                .collect()
        })
        .collect();
    let each = q / groups.len();
    (0..each)
        .flat_map(|place| per_group.iter().filter_map(move |g| g.get(place).copied()))
        .collect()
}

/// The seeds' places in the bracket, top to bottom (1-based): 1 against the last, and 1
/// and 2 in opposite halves (8: 1 8 4 5 2 7 3 6).
fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// One match of the knockout: the higher seed first, the other (none: a bye), where it
/// was played, and who went through once it is decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Match {
    /// The event's round.
    pub round: u32,
    /// The table it is played at (none: a bye, or not seated yet).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    pub high: Entrant,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub low: Option<Entrant>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Entrant>,
    /// Decided by the seeds, the game having ended level on points.
    pub by_seed: bool,
}

/// The knockout so far: its seeds, and each round's matches as far as they are known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bracket {
    pub seeds: Vec<Entrant>,
    pub rounds: Vec<Vec<Match>>,
}

impl Bracket {
    /// The entrants in the round of `of` (8: the quarterfinals) that round `k` (1-based)
    /// is.
    pub fn round_of(&self, k: usize) -> u32 {
        let size = self.seeds.len().max(2).next_power_of_two();
        u32::try_from(size >> k.saturating_sub(1)).unwrap_or(u32::MAX)
    }

    /// The winner of the final, once it is decided.
    pub fn champion(&self) -> Option<Entrant> {
        let last = self.rounds.last()?;
        match last.as_slice() {
            [only] if self.rounds.len() == rounds_for(self.seeds.len() as u32) as usize => {
                only.winner
            }
            _ => None,
        }
    }
}

/// A seed's place in the order (lower is higher).
fn seed_of(seeds: &[Entrant], e: Entrant) -> usize {
    seeds.iter().position(|s| *s == e).unwrap_or(usize::MAX)
}

/// Who went through a match between `high` and `low` seated in `round`: the table's
/// winner on points, the higher seed when level; the one present when the other was
/// absent. None while its game is not over (or the match not seated).
fn decide(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    round: u32,
    high: Entrant,
    low: Entrant,
) -> (Option<u32>, Option<Entrant>, bool) {
    let Some(r) = event.rounds.iter().find(|r| r.number == round) else {
        return (None, None, false);
    };
    let Some(seat) = r
        .seating
        .seats
        .iter()
        .find(|s| (s.ns == high && s.ew == low) || (s.ns == low && s.ew == high))
    else {
        return (None, None, false);
    };
    let table = Some(seat.table);
    if !r.played(seat) {
        let winner = if r.absent.contains(&high) && !r.absent.contains(&low) {
            low
        } else {
            high
        };
        return (table, Some(winner), false);
    }
    match results.get(&(round, seat.table)) {
        Some(t) if t.finished => {
            let (mine, theirs) = if seat.ns == high {
                (t.ns_points, t.ew_points)
            } else {
                (t.ew_points, t.ns_points)
            };
            let winner = if mine >= theirs { high } else { low };
            (table, Some(winner), mine == theirs)
        }
        _ => (table, None, false),
    }
}

/// The knockout as far as its results go: round after round while every match of the
/// round before is decided. None before it is seeded.
pub fn bracket(event: &Event, results: &BTreeMap<(u32, u32), TableResult>) -> Option<Bracket> {
    let k = phase(event)?;
    if event.seeds.is_empty() {
        return None;
    }
    let seeds = event.seeds.clone();
    let size = seeds.len().max(2).next_power_of_two();
    let mut pairs: Vec<(Entrant, Option<Entrant>)> = bracket_order(size)
        .chunks(2)
        .filter_map(|pair| {
            let high = *seeds.get(pair[0] - 1)?;
            Some((high, seeds.get(pair[1] - 1).copied()))
        })
        .collect();
    // After groups, two of one group do not meet in the first round while another
    // match's lower seed can be swapped in (3 groups' seeds C1 and C2 would).
    if k.start > 1 {
        let group = |e: Entrant| event.entrant(e).and_then(|d| d.group.clone());
        for i in 0..pairs.len() {
            let (high, Some(low)) = pairs[i] else {
                continue;
            };
            if group(high) != group(low) {
                continue;
            }
            let swap = (0..pairs.len()).filter(|j| *j != i).find(|&j| {
                let (other_high, other_low) = pairs[j];
                other_low
                    .is_some_and(|l| group(l) != group(high) && group(other_high) != group(low))
            });
            if let Some(j) = swap {
                let taken = pairs[j].1;
                pairs[j].1 = Some(low);
                pairs[i].1 = taken;
            }
        }
    }
    let mut rounds = Vec::new();
    for i in 0..k.rounds {
        let round = k.start.saturating_add(i);
        let matches: Vec<Match> = pairs
            .iter()
            .map(|&(high, low)| match low {
                None => Match {
                    round,
                    table: None,
                    high,
                    low,
                    winner: Some(high),
                    by_seed: false,
                },
                Some(low) => {
                    let (table, winner, level) = decide(event, results, round, high, low);
                    Match {
                        round,
                        table,
                        high,
                        low: Some(low),
                        winner,
                        by_seed: level,
                    }
                }
            })
            .collect();
        let winners: Option<Vec<Entrant>> = matches.iter().map(|m| m.winner).collect();
        rounds.push(matches);
        let Some(winners) = winners else {
            break;
        };
        if winners.len() < 2 {
            break;
        }
        pairs = winners
            .chunks(2)
            .map(|w| match w {
                [a, b] if seed_of(&seeds, *b) < seed_of(&seeds, *a) => (*b, Some(*a)),
                [a, b] => (*a, Some(*b)),
                [a] => (*a, None),
                _ => unreachable!("chunks of two"),
            })
            .collect();
    }
    Some(Bracket { seeds, rounds })
}

/// Round `in_phase` of the knockout seated: the first from `seeds` (the higher seed
/// North-South, tables numbered down the bracket, a bye sitting out), a later one from
/// the winners of the round before, refused while one of its matches is undecided.
pub fn seat_round(
    event: &Event,
    in_phase: u32,
    seeds: &[Entrant],
    results: &BTreeMap<(u32, u32), TableResult>,
) -> Result<Seating, MovementError> {
    let mut with_seeds = event.clone();
    with_seeds.seeds = seeds.to_vec();
    let bracket = bracket(&with_seeds, results).ok_or(MovementError::TooFewEntrants {
        have: seeds.len(),
        need: 2,
    })?;
    let k = in_phase.saturating_sub(1) as usize;
    let matches: Vec<Match> = if k == 0 {
        bracket.rounds.first().cloned().unwrap_or_default()
    } else {
        let before = bracket.rounds.get(k - 1).cloned().unwrap_or_default();
        if let Some(open) = before.iter().find(|m| m.winner.is_none()) {
            return Err(MovementError::KnockoutUndecided {
                round: open.round,
                table: open.table.unwrap_or(0),
            });
        }
        match bracket.rounds.get(k) {
            Some(m) => m.clone(),
            None => {
                return Err(MovementError::NoSuchRound {
                    round: in_phase,
                    rounds: bracket.rounds.len() as u32,
                });
            }
        }
    };
    let mut seating = Seating::default();
    for m in &matches {
        match m.low {
            Some(low) => {
                let table = seating.seats.len() as u32 + 1;
                seating.seats.push(Seat::pair(table, m.high, low));
            }
            None => seating.sit_out.push(m.high),
        }
    }
    Ok(seating)
}

/// How far an entrant went in the knockout: the round reached (the entrants in it: 2 the
/// final, 4 the semifinals), and whether it won it, lost it, or is still playing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finish {
    pub reached: u32,
    pub outcome: Outcome,
}

/// Where an entrant stands in the last knockout round it reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Won,
    Playing,
    Lost,
}

/// Each seed's finish so far.
pub fn finishes(bracket: &Bracket) -> BTreeMap<Entrant, Finish> {
    let mut out = BTreeMap::new();
    let total = rounds_for(bracket.seeds.len() as u32) as usize;
    for (i, matches) in bracket.rounds.iter().enumerate() {
        let reached = bracket.round_of(i + 1);
        for m in matches {
            for e in std::iter::once(m.high).chain(m.low) {
                let outcome = match m.winner {
                    None => Outcome::Playing,
                    Some(w) if w != e => Outcome::Lost,
                    Some(_) if i + 1 == total => Outcome::Won,
                    // Through to the next round, not seated yet.
                    Some(_) => {
                        out.insert(
                            e,
                            Finish {
                                reached: bracket.round_of(i + 2),
                                outcome: Outcome::Playing,
                            },
                        );
                        continue;
                    }
                };
                out.insert(e, Finish { reached, outcome });
            }
        }
    }
    out
}

/// The standings' `rows` ranked by the knockout, once one of its rounds is shown and the
/// standings (rounds `from` to `upto`) reach it; `after_round` then its last round with a
/// match decided at a table.
pub fn rank(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    (from, upto): (u32, Option<u32>),
    rows: &mut Vec<super::Standing>,
    after_round: &mut u32,
) {
    let Some(k) = phase(event) else {
        return;
    };
    let shown = event
        .rounds
        .iter()
        .any(|r| r.number >= k.start && r.state != super::RoundState::Drafted);
    if from > k.start || !shown || upto.is_some_and(|u| u < k.start) {
        return;
    }
    // The bracket as it stood after `upto`: its later rounds and results left out.
    let (as_then, results_then);
    let (event, results) = match upto {
        Some(u) => {
            let mut e = event.clone();
            e.rounds.retain(|r| r.number <= u);
            as_then = e;
            results_then = results
                .iter()
                .filter(|((round, _), _)| *round <= u)
                .map(|(k, v)| (*k, *v))
                .collect::<BTreeMap<_, _>>();
            (&as_then, &results_then)
        }
        None => (event, results),
    };
    let Some(bracket) = bracket(event, results) else {
        return;
    };
    *rows = place(std::mem::take(rows), &finishes(&bracket));
    let played = bracket
        .rounds
        .iter()
        .flatten()
        .filter(|m| m.winner.is_some() && m.table.is_some())
        .map(|m| m.round)
        .filter(|r| upto.is_none_or(|u| *r <= u))
        .max();
    *after_round = (*after_round).max(played.unwrap_or(0));
}

/// The standings `rows` (in their order before the knockout) ranked by the knockout:
/// the entrants that went into it first, by the round each reached and how it stands
/// there (a won final, still playing, out), level ones sharing a rank in their earlier
/// order; the others after them, in their order, level ones still sharing theirs.
pub fn place(
    rows: Vec<super::Standing>,
    finishes: &BTreeMap<Entrant, Finish>,
) -> Vec<super::Standing> {
    let (mut went, stayed): (Vec<_>, Vec<_>) = rows
        .into_iter()
        .partition(|r| finishes.contains_key(&r.entrant));
    for r in &mut went {
        r.knockout = finishes.get(&r.entrant).copied();
    }
    crate::order::sort_by_key(&mut went, |r| r.knockout);
    let mut out: Vec<super::Standing> = Vec::with_capacity(went.len() + stayed.len());
    for mut r in went {
        r.rank = match out.last() {
            Some(last) if last.knockout == r.knockout => last.rank,
            _ => out.len() as u32 + 1,
        };
        out.push(r);
    }
    let mut before: Option<u32> = None;
    for mut r in stayed {
        let was = r.rank;
        r.rank = match (before, out.last()) {
            (Some(b), Some(last)) if b == was && last.knockout.is_none() => last.rank,
            _ => out.len() as u32 + 1,
        };
        before = Some(was);
        out.push(r);
    }
    out
}

#[cfg(test)]
#[path = "knockout_tests.rs"]
mod tests;
