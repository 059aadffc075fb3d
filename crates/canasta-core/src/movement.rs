//! Tournament seating movements for club Burraco and Canasta events (research
//! tournaments.md §1.3 and §6.2): who sits where, against whom, in each round. Mitchell
//! (N-S stay, E-W move by a step), Danish (pure and modified: pairing by the current
//! ranking), round robin (the circle method, for 4 to 8 entrants) and a seating typed or
//! pasted by hand (`table ns ew` lines). Pure: entrants in, seatings out; every refusal
//! is a fact (which entrant, which round, which line), worded by `render`.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

pub mod individual;

/// An entrant's number in the event (1, 2, 3, … as printed on the board).
pub type Entrant = u32;

/// One table in one round: the entrant sitting North-South and the one sitting East-West.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The table's number, counted from 1.
    pub table: u32,
    /// The entrant sitting North-South.
    pub ns: Entrant,
    /// The entrant sitting East-West.
    pub ew: Entrant,
    /// An individual event's players (entrants are players, four a table): North is
    /// `ns` and South its partner, East is `ew` and West its partner (bridge's `South`
    /// and `West` of an individual movement). None in a pairs event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub south: Option<Entrant>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub west: Option<Entrant>,
}

impl Seat {
    /// A pairs event's table: `ns` against `ew`.
    pub fn pair(table: u32, ns: Entrant, ew: Entrant) -> Seat {
        Seat {
            table,
            ns,
            ew,
            south: None,
            west: None,
        }
    }

    /// The entrants of the North-South line (one, or an individual event's two).
    pub fn ns_side(&self) -> Vec<Entrant> {
        std::iter::once(self.ns).chain(self.south).collect()
    }

    /// The entrants of the East-West line.
    pub fn ew_side(&self) -> Vec<Entrant> {
        std::iter::once(self.ew).chain(self.west).collect()
    }

    /// Every entrant at the table.
    pub fn everyone(&self) -> Vec<Entrant> {
        let mut all = self.ns_side();
        all.extend(self.ew_side());
        all
    }
}

/// One round's seating: the tables in play, sorted by table number, and the entrants who
/// sit this round out.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Seating {
    /// The tables in play, sorted by table number.
    pub seats: Vec<Seat>,
    /// The entrants with no table this round.
    pub sit_out: Vec<Entrant>,
}

/// How an event seats its entrants from round to round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Movement {
    /// N-S entrants stay at their table; E-W entrants move up `step` tables each round.
    Mitchell {
        /// How many tables the E-W entrants move each round.
        step: u32,
    },
    /// Pairing by the current ranking: 1st against 2nd, 3rd against 4th, and so on;
    /// `modified` forbids a rematch of the previous round.
    Danish {
        /// Whether two entrants who met in the previous round are kept apart.
        modified: bool,
    },
    /// Everyone meets everyone once (4 to 8 entrants).
    RoundRobin,
    /// A seating typed or pasted by hand, in `table ns ew` lines.
    Manual,
    /// Swiss: the entrants level on the standings meet (pairing down the ranking), never
    /// two who met before in the event; with an odd number, a bye to the lowest-ranked of
    /// those who have had the fewest.
    Swiss,
    /// An individual event's rounds: entrants are players, four a table, partners and
    /// opponents spread as evenly as the tables allow ([`individual::individual`]).
    Individual,
    /// The entrants shared out into `count` groups, each playing a round robin (the
    /// Italian *gironi*, research tournaments.md §1.3); the phase's rounds are the largest
    /// group's.
    Groups {
        /// How many groups.
        count: u32,
    },
    /// A knockout (single elimination) of the best `entrants` so far: the winner of each
    /// table goes on, the loser is out, until one is left ([`crate::knockout`]). None:
    /// everyone when it is the first phase; else the top two of each group, or the top
    /// four of an event without groups.
    Knockout {
        /// How many entrants go into the knockout (none: as above).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        entrants: Option<u32>,
    },
}

impl Movement {
    /// Whether the phase's rounds follow from the entrants (groups, knockout), not typed.
    pub fn sized_by_entrants(&self) -> bool {
        matches!(self, Movement::Groups { .. } | Movement::Knockout { .. })
    }
}

/// Why a movement cannot seat a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MovementError {
    /// Fewer entrants than the movement needs.
    TooFewEntrants {
        /// How many entrants were given.
        have: usize,
        /// How many the movement needs at least.
        need: usize,
    },
    /// A Mitchell with this step repeats a meeting after `rounds` rounds (the number of
    /// tables divided by the greatest common divisor of step and tables).
    MitchellRepeats {
        /// The number of tables.
        tables: u32,
        /// The step asked for.
        step: u32,
        /// The number of rounds before a meeting repeats.
        rounds: u32,
    },
    /// The round asked for is not one of the movement's rounds (1 to `rounds`). A round
    /// robin has n-1 rounds (n if n is odd); round 0 is no round of any movement.
    NoSuchRound {
        /// The round asked for.
        round: u32,
        /// The number of rounds the movement has.
        rounds: u32,
    },
    /// A modified Danish could not avoid a rematch of the previous round.
    DanishImpossible,
    /// A Swiss round could not pair every entrant with one they have not met (a bye to
    /// one of those with the fewest byes).
    SwissImpossible,
    /// A Swiss plan of more rounds than its entrants can always be paired for without a
    /// rematch, whatever the results ([`crate::tournament::swiss_rounds`]).
    SwissTooManyRounds {
        /// The rounds the plan has up to its last Swiss round.
        rounds: u32,
        /// How many entrants there are.
        entrants: usize,
    },
    /// A knockout of more entrants than there are, or fewer than two, or (with groups) a
    /// number the groups do not share equally or a group is too small for.
    KnockoutEntrants {
        /// How many go into the knockout.
        qualifiers: u32,
        /// How many entrants there are, and groups.
        entrants: usize,
        groups: usize,
    },
    /// The round before this knockout round has a match not yet decided.
    KnockoutUndecided {
        /// The event's round of that match, and its table.
        round: u32,
        table: u32,
    },
    /// A round robin is for 4 to 8 entrants (more: use groups).
    RoundRobinSize {
        /// How many entrants were given.
        have: usize,
    },
}

/// Why a seating typed by hand cannot be used. Line numbers count from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatingError {
    /// The line is not three numbers `table ns ew` (the table from 1), nor a sit-out
    /// `- x` or `sit x`.
    Malformed {
        /// The line's number.
        line: usize,
    },
    /// The line names an entrant who is not in the event.
    UnknownEntrant {
        /// The line's number.
        line: usize,
        /// The entrant named.
        entrant: Entrant,
    },
    /// The line names an entrant already seated or sitting out on an earlier line.
    Twice {
        /// The line's number.
        line: usize,
        /// The entrant named again.
        entrant: Entrant,
    },
    /// The line names a table already used on an earlier line.
    TableTwice {
        /// The line's number.
        line: usize,
        /// The table named again.
        table: u32,
    },
    /// An entrant of the event is neither seated nor sitting out.
    Missing {
        /// The entrant left out.
        entrant: Entrant,
    },
    /// The line seats an entrant against themself (N-S and E-W the same).
    SameEntrant {
        /// The line's number.
        line: usize,
        /// The entrant named twice on the line.
        entrant: Entrant,
    },
}

/// The greatest common divisor of `a` and `b` (`gcd(a, 0) = a`).
fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Round `round` (counted from 1) of a Mitchell over `entrants` in entry order, the E-W
/// entrants moving up `step` tables each round (wrapping from the last table to the
/// first).
///
/// The tables are n/2 rounded up. The first n/2 entrants (rounded down) sit N-S at
/// tables 1, 2, … and stay there; the rest sit E-W, the first of them at table 1 in round
/// 1, and the entrant E-W at table t in round r is at table t + step in round r + 1. With
/// an odd number of entrants the last table's N-S place is empty: the E-W entrant who
/// arrives there sits the round out (a different one each round), and that table is not
/// in the seating.
///
/// A Mitchell has tables / gcd(tables, step) rounds before a meeting repeats; a later
/// round is refused with `MitchellRepeats`. A step of 0 (or of a multiple of the tables)
/// moves no one, so it has one round only. Round 0 is refused with `NoSuchRound`. Needs
/// 2 entrants at least; the entrants are taken as distinct.
pub fn mitchell(entrants: &[Entrant], round: u32, step: u32) -> Result<Seating, MovementError> {
    let n = entrants.len();
    if n < 2 {
        return Err(MovementError::TooFewEntrants { have: n, need: 2 });
    }
    let north_south = &entrants[..n / 2];
    let east_west = &entrants[n / 2..];
    let tables = u32::try_from(east_west.len())
        .map_err(|_| MovementError::TooFewEntrants { have: n, need: 2 })?;
    let rounds = tables / gcd(tables, step);
    if round == 0 {
        return Err(MovementError::NoSuchRound { round, rounds });
    }
    if round > rounds {
        return Err(MovementError::MitchellRepeats {
            tables,
            step,
            rounds,
        });
    }
    let moved = u64::from(round - 1) * u64::from(step % tables) % u64::from(tables);
    let mut seats = Vec::with_capacity(east_west.len());
    let mut sit_out = Vec::new();
    for (start, &ew) in (0u64..).zip(east_west) {
        // The table's index from 0: below `tables`, so it fits a u32 and an index.
        let at = (start + moved) % u64::from(tables);
        let table = u32::try_from(at + 1).unwrap_or(tables);
        match usize::try_from(at).ok().and_then(|i| north_south.get(i)) {
            Some(&ns) => seats.push(Seat::pair(table, ns, ew)),
            None => sit_out.push(ew),
        }
    }
    crate::order::sort_by_key(&mut seats, |s| s.table);
    Ok(Seating { seats, sit_out })
}

/// A Danish round on `ranking` (the current standings, best first).
///
/// With an odd number of entrants, the lowest-ranked of those with the fewest earlier
/// sit-outs (`sat_out` says how many each has had) sits out. The others are paired down
/// the ranking: pure, 1st against 2nd, 3rd against 4th, …; `modified`, no entrant meets
/// the opponent they met in `previous` (entrants who did not play in `previous` have no
/// such opponent): the best unpaired entrant takes the next-ranked unpaired entrant they
/// may meet, and when a later entrant is left with no one to meet, the latest choice
/// moves on to the next legal opponent (depth first, nearest first). Each entrant has at
/// most one opponent forbidden, so a dead end can only come with two entrants left, and
/// the search is quick (quadratic at worst in the number of entrants).
///
/// The higher-ranked entrant of each pair sits N-S; table 1 is the top pair. Needs 2
/// entrants at least; `DanishImpossible` when a modified round has no legal pairing (two
/// entrants who have just met).
pub fn danish(
    ranking: &[Entrant],
    previous: Option<&Seating>,
    modified: bool,
    sat_out: &dyn Fn(Entrant) -> u32,
) -> Result<Seating, MovementError> {
    let n = ranking.len();
    if n < 2 {
        return Err(MovementError::TooFewEntrants { have: n, need: 2 });
    }
    let mut playing: Vec<Entrant> = ranking.to_vec();
    let mut sit_out = Vec::new();
    if n % 2 == 1 {
        // From the bottom up, the first with the fewest sit-outs.
        let mut chosen = n - 1;
        for i in (0..n).rev() {
            if sat_out(ranking[i]) < sat_out(ranking[chosen]) {
                chosen = i;
            }
        }
        sit_out.push(playing.remove(chosen));
    }
    let forbidden: BTreeMap<Entrant, Entrant> = match previous {
        Some(p) if modified => p
            .seats
            .iter()
            .flat_map(|s| [(s.ns, s.ew), (s.ew, s.ns)])
            .collect(),
        _ => BTreeMap::new(),
    };
    let legal = |a: Entrant, b: Entrant| forbidden.get(&a) != Some(&b);
    let pairs = pair_avoiding(&playing, &legal).ok_or(MovementError::DanishImpossible)?;
    let seats = (1u32..)
        .zip(pairs)
        .map(|(table, (i, j))| Seat::pair(table, playing[i], playing[j]))
        .collect();
    Ok(Seating { seats, sit_out })
}

/// A Swiss round over `ranking` (best first; the standings after the previous round):
/// each entrant meets the nearest-ranked entrant they have not met in the event (`met`:
/// every meeting so far, the lower number first), depth first as [`danish`] pairs (`pair_avoiding`), the
/// better of each pair N-S and table 1 the top pair. With an odd number, the bye goes to
/// the lowest-ranked of those who have had the fewest byes (`sat_out`) and whose bye lets
/// the others all be paired; so a bye never falls twice on one entrant while another has
/// had none. `SwissImpossible` when no such pairing exists (the search is bounded; a plan
/// never asks more rounds than can always be paired, `SwissTooManyRounds`).
pub fn swiss(
    ranking: &[Entrant],
    met: &BTreeSet<(Entrant, Entrant)>,
    sat_out: &dyn Fn(Entrant) -> u32,
) -> Result<Seating, MovementError> {
    let n = ranking.len();
    if n < 2 {
        return Err(MovementError::TooFewEntrants { have: n, need: 2 });
    }
    let candidates: Vec<Option<usize>> = if n % 2 == 1 {
        let fewest = ranking.iter().map(|e| sat_out(*e)).min().unwrap_or(0);
        (0..n)
            .rev()
            .filter(|i| sat_out(ranking[*i]) == fewest)
            .map(Some)
            .collect()
    } else {
        vec![None]
    };
    let legal = |a: Entrant, b: Entrant| !met.contains(&(a.min(b), a.max(b)));
    for bye in candidates {
        let mut playing = ranking.to_vec();
        let sit_out: Vec<Entrant> = bye.map(|i| playing.remove(i)).into_iter().collect();
        if let Some(pairs) = pair_avoiding(&playing, &legal) {
            let seats = (1u32..)
                .zip(pairs)
                .map(|(table, (i, j))| Seat::pair(table, playing[i], playing[j]))
                .collect();
            return Ok(Seating { seats, sit_out });
        }
    }
    Err(MovementError::SwissImpossible)
}

/// Every meeting of `rounds`' seatings, the lower number first.
pub fn meetings<'a>(rounds: impl IntoIterator<Item = &'a Seating>) -> BTreeSet<(Entrant, Entrant)> {
    rounds
        .into_iter()
        .flat_map(|s| &s.seats)
        .map(|s| (s.ns.min(s.ew), s.ns.max(s.ew)))
        .collect()
}

/// Pairs of places in `playing` (an even number, best first), the better of each pair
/// first, in the order they were made (the top pair first), where every pair is `legal`;
/// none when there is no such pairing, or when the search has looked at more than a
/// bounded number of choices. Depth first: the best unpaired takes the nearest legal
/// opponent; on a dead end the latest pair is undone and its better entrant tries the
/// next opponent. (A Danish round forbids each entrant one opponent at most, so its dead
/// end comes with two entrants left and the search is quadratic at worst.)
fn pair_avoiding(
    playing: &[Entrant],
    legal: &dyn Fn(Entrant, Entrant) -> bool,
) -> Option<Vec<(usize, usize)>> {
    const BUDGET: u32 = 2_000_000;
    let n = playing.len();
    let mut used = vec![false; n];
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(n / 2);
    let mut resume: Option<usize> = None;
    let mut first_free = 0;
    let mut looked = 0u32;
    loop {
        while first_free < n && used[first_free] {
            first_free += 1;
        }
        let i = first_free;
        if i >= n {
            return Some(pairs);
        }
        looked += 1;
        if looked > BUDGET {
            return None;
        }
        let from = resume.take().unwrap_or(i + 1);
        match (from..n).find(|&j| !used[j] && legal(playing[i], playing[j])) {
            Some(j) => {
                used[i] = true;
                used[j] = true;
                pairs.push((i, j));
            }
            None => {
                let (pi, pj) = pairs.pop()?;
                used[pi] = false;
                used[pj] = false;
                first_free = pi;
                resume = Some(pj + 1);
            }
        }
    }
}

/// Round `round` (counted from 1) of a round robin over `entrants` by the circle (Berger)
/// method: 4 to 8 entrants (more: use groups). With an odd number, a phantom entrant
/// makes the count even and its opponent sits the round out. There are n-1 rounds for
/// even n and n for odd n; over all of them every two entrants meet exactly once and each
/// entrant who sits out does so once.
///
/// N-S and E-W are shared out: over the rounds each entrant sits N-S as often as E-W,
/// or one time more or fewer. Tables are numbered from 1 in the order of the circle.
pub fn round_robin(entrants: &[Entrant], round: u32) -> Result<Seating, MovementError> {
    let n = entrants.len();
    if !(4..=8).contains(&n) {
        return Err(MovementError::RoundRobinSize { have: n });
    }
    // An even count of places; the last is fixed on the circle (the phantom if n is odd).
    let places = n + n % 2;
    let turning = places - 1;
    let rounds = u32::try_from(turning).unwrap_or(u32::MAX);
    if round == 0 || round > rounds {
        return Err(MovementError::NoSuchRound { round, rounds });
    }
    let r = usize::try_from(round - 1).unwrap_or(0);
    let fixed = places - 1;
    let mut games: Vec<(usize, usize)> = Vec::with_capacity(places / 2);
    // The fixed place meets the turning place r; it sits N-S in rounds 1, 3, 5, …
    games.push(if r % 2 == 0 { (fixed, r) } else { (r, fixed) });
    for k in 1..places / 2 {
        let a = (r + k) % turning;
        let b = (r + turning - k) % turning;
        // x sits N-S against y when y is within the half-circle after x: each turning
        // place is N-S against exactly half of the other turning places.
        let ahead = (a + turning - b) % turning;
        games.push(if ahead <= turning / 2 { (b, a) } else { (a, b) });
    }
    let mut seats = Vec::with_capacity(games.len());
    let mut sit_out = Vec::new();
    let mut table = 0;
    for (x, y) in games {
        match (entrants.get(x), entrants.get(y)) {
            (Some(&ns), Some(&ew)) => {
                table += 1;
                seats.push(Seat::pair(table, ns, ew));
            }
            (Some(&alone), None) | (None, Some(&alone)) => sit_out.push(alone),
            (None, None) => {}
        }
    }
    Ok(Seating { seats, sit_out })
}

/// A seating typed or pasted by hand for the event's `entrants`: one line for each
/// table, `table ns ew` (three numbers separated by spaces or tabs, the table from 1),
/// and one for each entrant sitting out, `- x` or `sit x`. Blank lines and `#` comments
/// (to the end of the line) are ignored. Every entrant must appear exactly once. Tables
/// need not be contiguous (a table may be out of use); the seats come back sorted by
/// table, the sit-outs in the order of their lines.
///
/// Each line is checked in this order: its form (`Malformed`), its entrants in the
/// event (`UnknownEntrant`, N-S first), N-S and E-W differ (`SameEntrant`), its entrants
/// not on an earlier line (`Twice`, N-S first), its table not on an earlier line
/// (`TableTwice`). After the last line, the first entrant of `entrants` not named is
/// `Missing`.
pub fn parse_seating(text: &str, entrants: &[Entrant]) -> Result<Seating, SeatingError> {
    let known: BTreeSet<Entrant> = entrants.iter().copied().collect();
    let mut placed: BTreeSet<Entrant> = BTreeSet::new();
    let mut tables: BTreeSet<u32> = BTreeSet::new();
    let mut seating = Seating::default();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split('#').next().unwrap_or("");
        let words: Vec<&str> = content.split_whitespace().collect();
        let numbers: Option<Vec<u32>> = words.iter().map(|w| number(w)).collect();
        match (words.as_slice(), numbers) {
            ([], _) => {}
            ([mark, x], _) if *mark == "-" || mark.eq_ignore_ascii_case("sit") => {
                let entrant = number(x).ok_or(SeatingError::Malformed { line })?;
                place(entrant, line, &known, &mut placed)?;
                seating.sit_out.push(entrant);
            }
            ([_, _, _], Some(n)) if n[0] >= 1 => {
                let (table, ns, ew) = (n[0], n[1], n[2]);
                for entrant in [ns, ew] {
                    if !known.contains(&entrant) {
                        return Err(SeatingError::UnknownEntrant { line, entrant });
                    }
                }
                if ns == ew {
                    return Err(SeatingError::SameEntrant { line, entrant: ns });
                }
                place(ns, line, &known, &mut placed)?;
                place(ew, line, &known, &mut placed)?;
                if !tables.insert(table) {
                    return Err(SeatingError::TableTwice { line, table });
                }
                seating.seats.push(Seat::pair(table, ns, ew));
            }
            _ => return Err(SeatingError::Malformed { line }),
        }
    }
    if let Some(&entrant) = entrants.iter().find(|e| !placed.contains(e)) {
        return Err(SeatingError::Missing { entrant });
    }
    crate::order::sort_by_key(&mut seating.seats, |s| s.table);
    Ok(seating)
}

/// A number as typed: ASCII digits only (no sign), within a u32.
fn number(word: &str) -> Option<u32> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

/// Marks `entrant` (named on `line`) as placed: refused when not in the event or already
/// placed.
fn place(
    entrant: Entrant,
    line: usize,
    known: &BTreeSet<Entrant>,
    placed: &mut BTreeSet<Entrant>,
) -> Result<(), SeatingError> {
    if !known.contains(&entrant) {
        return Err(SeatingError::UnknownEntrant { line, entrant });
    }
    if !placed.insert(entrant) {
        return Err(SeatingError::Twice { line, entrant });
    }
    Ok(())
}

/// A seating in the notation `parse_seating` reads: a `table ns ew` line for each seat,
/// in the seating's order, then a `- x` line for each entrant sitting out. Notation,
/// not words: `parse_seating` reads it back to the same seating (seats sorted by table).
pub fn seating_text(s: &Seating) -> String {
    let mut text = String::new();
    for seat in &s.seats {
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{} {} {}", seat.table, seat.ns, seat.ew);
    }
    for entrant in &s.sit_out {
        let _ = writeln!(text, "- {entrant}");
    }
    text
}

/// The opponent of `a` in seating `s`: none when `a` sits out or is not in it.
pub fn met(s: &Seating, a: Entrant) -> Option<Entrant> {
    s.seats.iter().find_map(|seat| {
        if seat.ns == a {
            Some(seat.ew)
        } else if seat.ew == a {
            Some(seat.ns)
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(s: &Seating) -> Vec<(Entrant, Entrant)> {
        s.seats.iter().map(|x| (x.ns, x.ew)).collect()
    }

    #[test]
    fn mitchell_of_four_moves_east_west_up_one() {
        let r1 = mitchell(&[1, 2, 3, 4], 1, 1).unwrap();
        assert_eq!(pairs(&r1), [(1, 3), (2, 4)]);
        let r2 = mitchell(&[1, 2, 3, 4], 2, 1).unwrap();
        assert_eq!(pairs(&r2), [(1, 4), (2, 3)]);
        assert_eq!(
            mitchell(&[1, 2, 3, 4], 3, 1),
            Err(MovementError::MitchellRepeats {
                tables: 2,
                step: 1,
                rounds: 2
            })
        );
    }

    #[test]
    fn mitchell_of_five_has_a_phantom_north_south_at_the_last_table() {
        // N-S 1, 2 at tables 1, 2; table 3's N-S is empty; E-W 3, 4, 5.
        let r1 = mitchell(&[1, 2, 3, 4, 5], 1, 1).unwrap();
        assert_eq!(pairs(&r1), [(1, 3), (2, 4)]);
        assert_eq!(r1.sit_out, [5]);
        let r2 = mitchell(&[1, 2, 3, 4, 5], 2, 1).unwrap();
        assert_eq!(pairs(&r2), [(1, 5), (2, 3)]);
        assert_eq!(r2.sit_out, [4]);
    }

    #[test]
    fn mitchell_step_zero_has_one_round() {
        assert!(mitchell(&[1, 2, 3, 4], 1, 0).is_ok());
        assert_eq!(
            mitchell(&[1, 2, 3, 4], 2, 0),
            Err(MovementError::MitchellRepeats {
                tables: 2,
                step: 0,
                rounds: 1
            })
        );
        assert_eq!(
            mitchell(&[1, 2], 0, 1),
            Err(MovementError::NoSuchRound {
                round: 0,
                rounds: 1
            })
        );
        assert_eq!(
            mitchell(&[1], 1, 1),
            Err(MovementError::TooFewEntrants { have: 1, need: 2 })
        );
    }

    #[test]
    fn danish_odd_sits_out_the_lowest_with_fewest_sit_outs() {
        let none = |_: Entrant| 0;
        let s = danish(&[1, 2, 3, 4, 5], None, false, &none).unwrap();
        assert_eq!(s.sit_out, [5]);
        let five_sat = |e: Entrant| u32::from(e == 5);
        let s = danish(&[1, 2, 3, 4, 5], None, false, &five_sat).unwrap();
        assert_eq!(s.sit_out, [4]);
        assert_eq!(pairs(&s), [(1, 2), (3, 5)]);
    }

    #[test]
    fn danish_modified_backtracks_at_the_bottom() {
        // 5 and 6 just met: 1v2, 3v4 leaves them together, so 3 takes the next one
        // down (5) and 4 meets 6.
        let previous = Seating {
            seats: vec![Seat::pair(1, 5, 6)],
            sit_out: vec![],
        };
        let s = danish(&[1, 2, 3, 4, 5, 6], Some(&previous), true, &|_| 0).unwrap();
        assert_eq!(pairs(&s), [(1, 2), (3, 5), (4, 6)]);
    }

    #[test]
    fn round_robin_rounds() {
        assert_eq!(
            round_robin(&[1, 2, 3], 1),
            Err(MovementError::RoundRobinSize { have: 3 })
        );
        assert_eq!(
            round_robin(&[1, 2, 3, 4], 4),
            Err(MovementError::NoSuchRound {
                round: 4,
                rounds: 3
            })
        );
        assert!(round_robin(&[1, 2, 3, 4, 5], 5).is_ok());
    }

    #[test]
    fn seating_text_is_parse_seatings_notation() {
        let text = "# round 1\n2\t3 4\n1 1 2  # top\n\nsit 5\n";
        let s = parse_seating(text, &[1, 2, 3, 4, 5]).unwrap();
        assert_eq!(pairs(&s), [(1, 2), (3, 4)]);
        assert_eq!(seating_text(&s), "1 1 2\n2 3 4\n- 5\n");
        assert_eq!(met(&s, 4), Some(3));
        assert_eq!(met(&s, 5), None);
    }
}
