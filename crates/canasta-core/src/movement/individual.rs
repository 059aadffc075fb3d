//! An individual event's movement: entrants are players, four to a table, partners
//! changing every round (docs/SOURCES.md [EB-ISCRIZIONE]: "in individual events each
//! player enters alone and partners change every round"; bridge's individual movements
//! seat North, South, East and West the same way, [TABSCORE]). Every player should
//! partner each other player and meet them as opponents as evenly as the tables allow:
//! each round is the seating that adds the fewest repeats to those of the rounds before,
//! a partnership repeated weighing far more than opponents met again. With a number of
//! players that is a multiple of four the partnerships come from the circle method (no
//! two players partner twice in n - 1 rounds), and the tables are then matched to spread
//! the opponents; with others, the players who have sat out least sit out (one to three
//! each round), the highest numbers first. How even a schedule is, is measured
//! ([`Evenness`]) and reported.
//!
//! Pure and deterministic: the players and the rounds before in, a seating out.

use std::collections::BTreeMap;

use super::{Entrant, MovementError, Seat, Seating};

/// The fewest players an individual movement seats (two tables).
pub const MIN_PLAYERS: usize = 8;

/// How often each two players have partnered, and met as opponents, and how often each
/// has sat out, over some rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Met {
    partners: BTreeMap<(Entrant, Entrant), u32>,
    opponents: BTreeMap<(Entrant, Entrant), u32>,
    sat_out: BTreeMap<Entrant, u32>,
    rounds: u32,
}

fn key(a: Entrant, b: Entrant) -> (Entrant, Entrant) {
    (a.min(b), a.max(b))
}

/// How even the rounds were: the most times any two players partnered, and met as
/// opponents, and the most and fewest rounds a player sat out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Evenness {
    pub rounds: u32,
    pub most_partnered: u32,
    pub most_opposed: u32,
    pub most_sat_out: u32,
}

impl Met {
    /// What `seatings` (an individual event's rounds) add up to.
    pub fn of<'a>(seatings: impl IntoIterator<Item = &'a Seating>) -> Met {
        let mut met = Met::default();
        for s in seatings {
            met.add(s);
        }
        met
    }

    /// Count one round.
    pub fn add(&mut self, seating: &Seating) {
        self.rounds += 1;
        for seat in &seating.seats {
            let (Some(s), Some(w)) = (seat.south, seat.west) else {
                continue;
            };
            for (a, b) in [(seat.ns, s), (seat.ew, w)] {
                *self.partners.entry(key(a, b)).or_insert(0) += 1;
            }
            for a in [seat.ns, s] {
                for b in [seat.ew, w] {
                    *self.opponents.entry(key(a, b)).or_insert(0) += 1;
                }
            }
        }
        for e in &seating.sit_out {
            *self.sat_out.entry(*e).or_insert(0) += 1;
        }
    }

    pub fn partnered(&self, a: Entrant, b: Entrant) -> u32 {
        self.partners.get(&key(a, b)).copied().unwrap_or(0)
    }

    pub fn opposed(&self, a: Entrant, b: Entrant) -> u32 {
        self.opponents.get(&key(a, b)).copied().unwrap_or(0)
    }

    pub fn sat_out(&self, a: Entrant) -> u32 {
        self.sat_out.get(&a).copied().unwrap_or(0)
    }

    /// The measure of these rounds.
    pub fn evenness(&self) -> Evenness {
        Evenness {
            rounds: self.rounds,
            most_partnered: self.partners.values().copied().max().unwrap_or(0),
            most_opposed: self.opponents.values().copied().max().unwrap_or(0),
            most_sat_out: self.sat_out.values().copied().max().unwrap_or(0),
        }
    }
}

/// A partnership repeated weighs this many opponents met again.
const PARTNER_WEIGHT: u64 = 1000;

/// What seating `order` (four a table: North, South, East, West) adds: each pair's
/// count before, squared and a little more, so that the most-met pairs are spared first.
fn cost(order: &[usize], partners: &[Vec<u32>], opponents: &[Vec<u32>]) -> u64 {
    let weigh = |c: u32| u64::from(c) * u64::from(c) * 4 + u64::from(c);
    order
        .chunks(4)
        .map(|t| {
            let (n, s, e, w) = (t[0], t[1], t[2], t[3]);
            PARTNER_WEIGHT * (weigh(partners[n][s]) + weigh(partners[e][w]))
                + [(n, e), (n, w), (s, e), (s, w)]
                    .iter()
                    .map(|&(a, b)| weigh(opponents[a][b]))
                    .sum::<u64>()
        })
        .sum()
}

/// Swap two places while that lowers the cost, until no swap does.
fn improve(order: &mut [usize], partners: &[Vec<u32>], opponents: &[Vec<u32>]) -> u64 {
    let mut best = cost(order, partners, opponents);
    loop {
        let mut better = false;
        for i in 0..order.len() {
            for j in i + 1..order.len() {
                // Two places at one table on one side change nothing.
                if i / 4 == j / 4 && i / 2 == j / 2 {
                    continue;
                }
                order.swap(i, j);
                let c = cost(order, partners, opponents);
                if c < best {
                    best = c;
                    better = true;
                } else {
                    order.swap(i, j);
                }
            }
        }
        if !better {
            return best;
        }
    }
}

/// The circle method's partnerships for `round` (1-based) of `m` places (m even): place
/// m-1 fixed, the others turning; no two places partner twice in m - 1 rounds.
fn circle(m: usize, round: u32) -> Vec<(usize, usize)> {
    let turning = m - 1;
    let r = (round.saturating_sub(1) as usize) % turning;
    let mut out = vec![(turning, r)];
    for i in 1..m / 2 {
        out.push(((r + i) % turning, (r + turning - i) % turning));
    }
    out
}

/// A small, fixed pseudo-random sequence (xorshift), so a round is seated the same way
/// every time.
fn shuffled(m: usize, seed: u64) -> Vec<usize> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut order: Vec<usize> = (0..m).collect();
    for i in (1..m).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        order.swap(i, (state % (i as u64 + 1)) as usize);
    }
    order
}

/// The schedule of `rounds` rounds for `players` after the rounds counted in `met`:
/// several schedules, each seated round by round with the fewest repeats (their starting
/// seatings varied), the evenest kept (the fewest times any two partner, then meet, then
/// the fewest repeats in all).
pub fn schedule(
    players: &[Entrant],
    first: u32,
    rounds: u32,
    met: &Met,
) -> Result<Vec<Seating>, MovementError> {
    let tries: u64 = match players.len() {
        0..=16 => 40,
        17..=28 => 10,
        _ => 3,
    };
    let mut best: Option<((u32, u32, u64), Vec<Seating>)> = None;
    for t in 0..tries {
        let mut m = met.clone();
        let mut out = Vec::new();
        for r in first..first.saturating_add(rounds) {
            let s = seat_round(players, r, &m, t)?;
            m.add(&s);
            out.push(s);
        }
        let e = m.evenness();
        let spread: u64 = m
            .partners
            .values()
            .map(|c| PARTNER_WEIGHT * u64::from(*c) * u64::from(*c))
            .chain(m.opponents.values().map(|c| u64::from(*c) * u64::from(*c)))
            .sum();
        let score = (e.most_partnered, e.most_opposed, spread);
        if best.as_ref().is_none_or(|(b, _)| score < *b) {
            best = Some((score, out));
        }
    }
    Ok(best.map(|(_, s)| s).unwrap_or_default())
}

/// Seat round `round` of an individual event of `players` (in entry order), the rounds
/// before it counted in `met`: the fewest repeats of partners, then of opponents.
pub fn individual(players: &[Entrant], round: u32, met: &Met) -> Result<Seating, MovementError> {
    seat_round(players, round, met, 0)
}

/// [`individual`], its starting seatings varied by `variant`.
fn seat_round(
    players: &[Entrant],
    round: u32,
    met: &Met,
    variant: u64,
) -> Result<Seating, MovementError> {
    if players.len() < MIN_PLAYERS {
        return Err(MovementError::TooFewEntrants {
            have: players.len(),
            need: MIN_PLAYERS,
        });
    }
    // Those who have sat out least sit out, the highest numbers first.
    let out_count = players.len() % 4;
    let mut by_rest: Vec<Entrant> = players.to_vec();
    crate::order::sort_by_key(&mut by_rest, |e| (met.sat_out(*e), std::cmp::Reverse(*e)));
    let mut sit_out: Vec<Entrant> = by_rest[..out_count].to_vec();
    sit_out.sort_unstable();
    let playing: Vec<Entrant> = players
        .iter()
        .copied()
        .filter(|p| !sit_out.contains(p))
        .collect();
    let m = playing.len();
    let table = |f: &dyn Fn(Entrant, Entrant) -> u32| -> Vec<Vec<u32>> {
        playing
            .iter()
            .map(|a| playing.iter().map(|b| f(*a, *b)).collect())
            .collect()
    };
    let partners = table(&|a, b| met.partnered(a, b));
    let opponents = table(&|a, b| met.opposed(a, b));
    // Starting seatings: the circle method's partnerships (no sit-outs: the same players
    // every round), then a few fixed shuffles; each improved, the cheapest kept.
    let mut starts: Vec<Vec<usize>> = Vec::new();
    if out_count == 0 && variant == 0 {
        starts.push(
            circle(m, round)
                .into_iter()
                .flat_map(|(a, b)| [a, b])
                .collect(),
        );
    }
    for k in 0..6u64 {
        starts.push(shuffled(m, u64::from(round) * 31 + k + variant * 1009));
    }
    let mut best: Option<(u64, Vec<usize>)> = None;
    for mut order in starts {
        let c = improve(&mut order, &partners, &opponents);
        if best.as_ref().is_none_or(|(b, _)| c < *b) {
            best = Some((c, order));
        }
    }
    let order = best.map(|(_, o)| o).unwrap_or_default();
    let seats = order
        .chunks(4)
        .enumerate()
        .map(|(i, t)| Seat {
            table: i as u32 + 1,
            ns: playing[t[0]],
            ew: playing[t[2]],
            south: Some(playing[t[1]]),
            west: Some(playing[t[3]]),
        })
        .collect();
    Ok(Seating { seats, sit_out })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(n: u32, rounds: u32) -> Met {
        let players: Vec<Entrant> = (1..=n).collect();
        Met::of(&super::schedule(&players, 1, rounds, &Met::default()).expect("seated"))
    }

    /// 8 players over 7 rounds (eburraco's home individual, docs/SOURCES.md
    /// [EB-ISCRIZIONE]: everyone plays with and against everyone): each two partner
    /// exactly once (7 partners for 7 rounds), and each player's 14 opponent places go
    /// to the 7 others twice each.
    #[test]
    fn eight_players_partner_everyone_once() {
        let met = schedule(8, 7);
        for a in 1..=8 {
            for b in a + 1..=8 {
                assert_eq!(met.partnered(a, b), 1, "{a} and {b}");
            }
        }
        assert_eq!(met.evenness().most_partnered, 1);
        assert_eq!(met.evenness().most_opposed, 2);
    }

    /// 12 players over 3 rounds: each meets 3 others a round, 9 of their 11: nobody meets
    /// anyone twice. Over 5 rounds, 15 meetings among 11 others: some opponents must come
    /// back, but no partner does (the best the tables allow: 1 and 2).
    #[test]
    fn twelve_players_repeat_only_what_they_must() {
        let e = schedule(12, 3).evenness();
        assert_eq!((e.most_partnered, e.most_opposed), (1, 1));
        let e = schedule(12, 5).evenness();
        assert_eq!((e.most_partnered, e.most_opposed), (1, 2));
    }

    /// From 8 to 40 players over 5 rounds, nobody partners twice (a player has at least 7
    /// others to partner), and sit-outs go round: nobody sits out twice while another has
    /// not sat out (with 8 to 40 players, 1 to 3 sit out a round).
    #[test]
    fn every_size_partners_once_over_five_rounds() {
        for n in 8..=40u32 {
            let met = schedule(n, 5);
            let e = met.evenness();
            assert_eq!(e.most_partnered, 1, "{n} players");
            assert!(e.most_opposed <= 2, "{n} players: {e:?}");
            let outs: Vec<u32> = (1..=n).map(|p| met.sat_out(p)).collect();
            let (lo, hi) = (outs.iter().min(), outs.iter().max());
            assert!(hi.zip(lo).is_none_or(|(h, l)| h - l <= 1), "{n}: {outs:?}");
        }
    }

    /// 10 players: two sit out each round, never one twice before everyone once.
    #[test]
    fn ten_players_sit_out_in_turn() {
        let met = schedule(10, 5);
        for p in 1..=10 {
            assert_eq!(met.sat_out(p), 1, "player {p}");
        }
        assert_eq!(met.evenness().most_partnered, 1);
    }
}
