//! A tournament night: entrants, a plan of rounds by movement, each round's seating and
//! its tables' games, and the standings worked out from those games (research
//! tournaments.md §6: "the tournament is a set of ordinary canasta games plus a
//! schedule"). The event is a small file in the data folder (`tournaments/NAME.yaml`);
//! its tables' games are ordinary games, and the standings are never stored: they are
//! derived from the games every time, as a match's standing is ([`crate::matches`]).
//!
//! Pure: text and numbers in, facts out; the words are `render`'s.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

pub use crate::entrants::{
    EntrantDef, EntrantsError, NearName, parse_entrants, parse_entrants_as, read_entrants,
    split_groups,
};
use crate::movement::{self, Entrant, Movement, MovementError, Seating};
use crate::rules::Points;

pub mod knockout;
mod standings;
pub use standings::{group_standings, phase_rounds, ranking, standings, standings_of_rounds};

/// The event as stored (`tournaments/NAME.yaml`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// The event's name, as the director typed it (the file's name).
    pub name: String,
    /// The variant every table plays (a preset of a fixed number of deals or hands).
    pub variant: String,
    /// The entrants, numbered from 1 in the order entered.
    pub entrants: Vec<EntrantDef>,
    /// The rounds to play, phase by phase (`3 mitchell + 1 danish`).
    pub plan: Vec<Phase>,
    /// How entrants level on the first key are ranked (default: victory points, then
    /// match points, then the result between them).
    #[serde(default = "default_tie_break")]
    pub tie_break: Vec<TieBreak>,
    /// What an entrant who sits a round out (an odd number of entrants) is given.
    #[serde(default)]
    pub sit_out: SitOut,
    /// How long a round lasts, in minutes, from its publication (none: no clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_minutes: Option<u32>,
    /// Entrants absent from the next rounds seated (a pair that left): their opponent is
    /// given a sit-out's points, a Danish round pairs the others.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub absent: BTreeSet<Entrant>,
    /// The rounds seated so far, in order.
    #[serde(default)]
    pub rounds: Vec<Round>,
    /// Every change made to a result after its round closed: who, when, what, why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<Amendment>,
    /// Players' names that look like another's (said when the event was made, and on the
    /// desk): the director writes them the same way if they are one person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alike: Vec<NearName>,
    /// When the director signed the final standings (`tournament sign`): from then on
    /// nothing of the event changes, reason or not, until it is reopened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signed: Option<String>,
    /// Each reopening of the signed event: when it had been signed, when it was reopened,
    /// where, and why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reopened: Vec<Reopening>,
    /// The knockout's seeds, best first, fixed when its first round is seated (a later
    /// correction to an earlier round does not move the bracket).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seeds: Vec<Entrant>,
}

/// The director reopened a signed event (`tournament reopen --why`), kept in its file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reopening {
    /// When it had been signed, and when it was reopened (UTC, RFC 3339).
    pub signed: String,
    pub at: String,
    pub why: String,
    #[serde(default)]
    pub by: Via,
}

/// A phase of the plan: a movement for a number of rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Phase {
    /// How the phase seats its rounds.
    pub movement: Movement,
    /// How many rounds it lasts.
    pub rounds: u32,
}

/// A key of the ranking, in the order the event applies them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// Victory points (games of a variant with a victory-point table), or games won.
    Vp,
    /// Match points: the entrant's points minus its opponents', summed over its games.
    Mp,
    /// Between two entrants still level: the victory points each took from the other.
    HeadToHead,
    /// The points the entrant scored, summed (a Canasta night ranked by total points).
    Points,
}

/// The ranking every event uses unless it says otherwise: FIBUR's (research
/// tournaments.md §1.5): VP, then MP, then the result between the two.
pub fn default_tie_break() -> Vec<TieBreak> {
    vec![TieBreak::Vp, TieBreak::Mp, TieBreak::HeadToHead]
}

/// What a sit-out (or an absent entrant's opponent) is given for the round. The
/// federation's value was not found in the sources (research tournaments.md §1.3, §8):
/// the default is the drawn result of the 0-20 scale, 10 VP and 0 MP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SitOut {
    pub vp: Points,
    #[serde(default)]
    pub mp: Points,
}

impl Default for SitOut {
    fn default() -> Self {
        SitOut { vp: 10, mp: 0 }
    }
}

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundState {
    /// Seated, not yet shown: the seating may still change.
    Drafted,
    /// Shown to the players and its tables' games created: the seating is fixed (FIBUR
    /// Art. 19, research tournaments.md §1.6); results may still be entered and corrected.
    Published,
    /// Every table's result is in; a change from now on is an amendment, with its reason.
    Closed,
}

/// One round: its seating, and each table's game once published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    pub number: u32,
    pub state: RoundState,
    pub seating: Seating,
    /// Each table's game id (table number → game), once published.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub games: BTreeMap<u32, String>,
    /// When it was published (UTC, RFC 3339): the round clock starts then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub published_at: Option<String>,
    /// Each table's result confirmed on its phone (table number → confirmation).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub confirmed: BTreeMap<u32, Confirmed>,
    /// The entrants absent when the round was seated: a table with one has no game, and
    /// the one present is given a sit-out's points.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<Entrant>,
}

/// A table's result confirmed on its phone (FIBUR's score sheet signed by an opponent;
/// bridge's E-W verification): first by the table, then by an opponent, each when. It
/// holds for the game as it was (`version`): a change to the game voids it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Confirmed {
    pub version: String,
    pub by_table: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by_opponent: Option<String>,
}

/// How far a table's result is confirmed, for the game at `version`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Confirmation {
    None,
    Table,
    Both,
}

impl Round {
    /// Whether a table of this round is played: neither of its entrants absent.
    pub fn played(&self, seat: &movement::Seat) -> bool {
        seat.everyone().iter().all(|e| !self.absent.contains(e))
    }

    /// How far table `table`'s result is confirmed, its game being at `version` now. The
    /// table's own confirmation holds for the game as it was; once an opponent has
    /// confirmed too, the result is the director's until the event is reopened, whatever
    /// changes the director makes to it since (each one kept in the log with its reason).
    pub fn confirmation(&self, table: u32, version: &str) -> Confirmation {
        match self.confirmed.get(&table) {
            Some(c) if c.by_opponent.is_some() => Confirmation::Both,
            Some(c) if c.version == version => Confirmation::Table,
            _ => Confirmation::None,
        }
    }
}

/// Minutes before a round's end at which the room is warned (NVSO's 10-minute warning,
/// research tournaments.md §2).
pub const WARN_MINUTES: i64 = 10;

/// Where a round's clock stands, `elapsed` seconds after its publication: the minutes
/// left (negative: over), and whether the warning is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Clock {
    pub minutes: u32,
    pub left: i64,
    pub warn: bool,
}

/// The clock of a round of `minutes`, `elapsed` seconds in: whole minutes left, rounded
/// up (a round with 30 seconds left has 1 minute left; over: 0 or less).
pub fn clock(minutes: u32, elapsed: i64) -> Clock {
    // A publication time rounded to the second may be a moment ahead of now.
    let left_seconds = i64::from(minutes) * 60 - elapsed.max(0);
    let left = if left_seconds > 0 {
        (left_seconds + 59) / 60
    } else {
        left_seconds / 60
    };
    Clock {
        minutes,
        left,
        warn: left <= WARN_MINUTES,
    }
}

/// A result changed after its round closed (research tournaments.md §6.4: the Tichu
/// `changed_by` model): when, the round and table, the totals before and after, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Amendment {
    /// When (UTC, RFC 3339).
    pub at: String,
    pub round: u32,
    pub table: u32,
    pub game: String,
    /// The table's totals (N-S, E-W) before and after.
    pub before: (Points, Points),
    pub after: (Points, Points),
    /// The director's reason, as typed.
    pub why: String,
    /// Where the director typed it.
    #[serde(default)]
    pub by: Via,
}

/// The front end a director's change was made at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Via {
    /// The command line's `--why` (`record`, `edit`, `undo`, `drop`).
    #[default]
    CommandLine,
    /// The desk's page, on the table's game (`serve --tournament`).
    Desk,
    /// The desk at the terminal (`tournament desk`), in table mode.
    TableMode,
}

/// A table's result as the standings need it: each line's points and victory points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TableResult {
    /// The N-S and E-W entrants' final totals.
    pub ns_points: Points,
    pub ew_points: Points,
    /// Their victory points, where the variant has a table; else none.
    pub vp: Option<(Points, Points)>,
    /// Whether the game is over (all its deals played).
    pub finished: bool,
    /// Deals (or hands) played.
    pub played: usize,
}

/// One entrant's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub entrant: Entrant,
    pub name: String,
    /// 1 for the first; entrants level on every key share a rank.
    pub rank: u32,
    /// Victory points (or games won, for a variant without a victory-point table).
    pub vp: Points,
    /// Match points: own points minus the opponents', over the entrant's games.
    pub mp: Points,
    /// Points scored, summed.
    pub points: Points,
    /// Rounds counted: games finished, and rounds sat out.
    pub rounds: u32,
    /// The entrant's group, when the event has groups.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// How far it went in the event's knockout, when it went into one (its rank is then
    /// the knockout's: the winner first, the final's loser second, the semifinals' next).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub knockout: Option<knockout::Finish>,
}

/// The standings, and whether their first key is victory points or games won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standings {
    /// After this round (the last counted); 0 before any.
    pub after_round: u32,
    /// The group ranked, when the event has groups (each is ranked on its own).
    pub group: Option<String>,
    /// The round they are after is not closed yet (tables still playing): provisional.
    pub provisional: bool,
    /// Provisional because a game of that round is not over (else only because the
    /// round is not closed yet, every game being over).
    pub playing: bool,
    /// When the director signed them as final (every round closed), if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signed: Option<String>,
    /// `vp` holds victory points (true) or games won (false: no victory-point table).
    pub victory_points: bool,
    pub rows: Vec<Standing>,
}

/// A plan that cannot be read, as facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlanError {
    Empty,
    /// A part that is not `N movement [options]`: its text.
    Part {
        part: String,
    },
    /// A movement's name no one knows.
    Movement {
        word: String,
        /// The movement it is a slip away from, if any (`mitchel`: `mitchell`).
        like: Option<String>,
    },
    /// A phase of 0 rounds.
    NoRounds {
        part: String,
    },
    /// More rounds in all than an event has ([`MAX_ROUNDS`]).
    TooManyRounds {
        rounds: u64,
        max: u32,
    },
    /// A phase after the knockout (a knockout ends the event): its text.
    AfterKnockout {
        part: String,
    },
    /// `N groups` after another phase (the groups are the event's first phase).
    GroupsFirst {
        part: String,
    },
    /// Individual rounds with a pairs movement: an event is of players or of pairs.
    IndividualMixed,
}

/// The most rounds a plan has in all (a national plays 11; an event file planted with
/// four billion is refused, not counted).
pub const MAX_ROUNDS: u32 = 99;

/// The largest sit-out's victory or match points, either way (`--sit-out-vp`,
/// `--sit-out-mp`, and an event file's `sit_out`).
pub const MAX_SIT_OUT: Points = 100_000;

/// The longest round, in minutes (`--round-minutes`, and an event file's).
pub const MAX_ROUND_MINUTES: u32 = 600;

/// The longest reason a director gives for a change (the desk's box takes as many), at
/// the command line, the terminal's desk and the page alike.
pub const MAX_REASON: usize = 300;

/// Whether a director's reason can be kept: not empty, at most [`MAX_REASON`]
/// characters. Control characters are kept as typed and escaped wherever shown.
pub fn reason_fits(why: &str) -> bool {
    !why.trim().is_empty() && why.trim().chars().count() <= MAX_REASON
}

pub use crate::plan::{PlanWord, PlanWords, parse_plan};

/// A plan written back as [`parse_plan`] reads it: `3 mitchell + 1 danish`.
pub fn plan_text(plan: &[Phase]) -> String {
    plan.iter()
        .map(|p| match &p.movement {
            Movement::Mitchell { step: 1 } => format!("{} mitchell", p.rounds),
            Movement::Mitchell { step } => format!("{} mitchell step {step}", p.rounds),
            Movement::Danish { modified: true } => format!("{} danish", p.rounds),
            Movement::Danish { modified: false } => format!("{} danish pure", p.rounds),
            Movement::RoundRobin => format!("{} round-robin", p.rounds),
            Movement::Manual => format!("{} manual", p.rounds),
            Movement::Individual => format!("{} individual", p.rounds),
            Movement::Swiss => format!("{} swiss", p.rounds),
            Movement::Groups { count } => format!("{count} groups"),
            Movement::Knockout { entrants: None } => "knockout".to_string(),
            Movement::Knockout { entrants: Some(n) } => format!("knockout {n}"),
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

impl Event {
    /// How many rounds the plan has.
    pub fn planned_rounds(&self) -> u32 {
        self.plan
            .iter()
            .fold(0u32, |sum, p| sum.saturating_add(p.rounds))
    }

    /// The phase of round `round` (1-based) and the round's number inside it.
    pub fn phase_of(&self, round: u32) -> Option<(&Phase, u32)> {
        let mut start: u32 = 1;
        for phase in &self.plan {
            if round < start.saturating_add(phase.rounds) {
                return (round >= start).then(|| (phase, round - start + 1));
            }
            start = start.saturating_add(phase.rounds);
        }
        None
    }

    /// Whether the event's entrants are players, four a table (an individual event).
    pub fn individual(&self) -> bool {
        self.plan.iter().any(|p| p.movement == Movement::Individual)
    }

    /// On an individual night with too few players present to seat a round (some marked
    /// absent): how many are present, and the fewest a round seats.
    pub fn too_few_present(&self) -> Option<(usize, usize)> {
        use movement::individual::MIN_PLAYERS;
        let present = self
            .numbers()
            .iter()
            .filter(|e| !self.absent.contains(e))
            .count();
        (self.individual() && !self.absent.is_empty() && present < MIN_PLAYERS)
            .then_some((present, MIN_PLAYERS))
    }

    /// The round seated and not yet published that seats `entrant` at a table, if any:
    /// one marked absent after it was seated must be seated again to be left out.
    pub fn seated_unpublished(&self, entrant: Entrant) -> Option<u32> {
        self.rounds
            .iter()
            .find(|r| {
                r.state == RoundState::Drafted
                    && r.seating
                        .seats
                        .iter()
                        .any(|s| s.everyone().contains(&entrant))
            })
            .map(|r| r.number)
    }

    /// The entrants' numbers, in entry order.
    pub fn numbers(&self) -> Vec<Entrant> {
        self.entrants.iter().map(|e| e.number).collect()
    }

    /// An entrant's definition.
    pub fn entrant(&self, number: Entrant) -> Option<&EntrantDef> {
        self.entrants.iter().find(|e| e.number == number)
    }

    /// The round in progress or last played, if any.
    pub fn last_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// The game played at `table` in `round`, if published.
    pub fn game_at(&self, round: u32, table: u32) -> Option<&str> {
        self.rounds
            .iter()
            .find(|r| r.number == round)
            .and_then(|r| r.games.get(&table))
            .map(String::as_str)
    }

    /// Where a game sits in the event: its round and table.
    pub fn table_of(&self, game: &str) -> Option<(u32, u32)> {
        self.rounds.iter().find_map(|r| {
            r.games
                .iter()
                .find(|(_, g)| g.as_str() == game)
                .map(|(t, _)| (r.number, *t))
        })
    }

    /// The groups, in the order their first entrant was entered, each with its entrants;
    /// an event without groups is one group, unnamed.
    pub fn groups(&self) -> Vec<(Option<&str>, Vec<Entrant>)> {
        let mut out: Vec<(Option<&str>, Vec<Entrant>)> = Vec::new();
        for e in &self.entrants {
            let g = e.group.as_deref();
            match out.iter_mut().find(|(name, _)| *name == g) {
                Some((_, members)) => members.push(e.number),
                None => out.push((g, vec![e.number])),
            }
        }
        out
    }

    /// How many tables the event can fill: each group's half, rounded up (a group's
    /// tables are numbered after the previous group's).
    pub fn tables(&self) -> u32 {
        // Four players a table in an individual event (the others sit out).
        let per_table = if self.individual() { 4 } else { 2 };
        self.groups()
            .iter()
            .map(|(_, m)| m.len().div_ceil(per_table) as u32)
            .sum()
    }

    /// How many times each entrant sat out before round `before`.
    pub fn sit_outs(&self, before: u32) -> BTreeMap<Entrant, u32> {
        let mut count = BTreeMap::new();
        for r in self.rounds.iter().filter(|r| r.number < before) {
            for e in &r.seating.sit_out {
                *count.entry(*e).or_insert(0) += 1;
            }
        }
        count
    }
}

/// Why the next round cannot be seated, as facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatRefused {
    /// Every round of the plan is seated.
    PlanDone { rounds: u32 },
    /// A round still open before this one (Danish needs every result, and rounds are
    /// published in order).
    OpenBefore { round: u32, event: String },
    /// The movement could not seat it.
    Movement(MovementError),
    /// A manual round needs its seating typed (`table ns ew` lines).
    NeedsManual { round: u32 },
    /// An individual round with fewer players present than it seats (`need`), because of
    /// those marked absent (their numbers and names).
    TooFewPresent {
        present: usize,
        need: usize,
        absent: Vec<(Entrant, String)>,
    },
}

/// The rounds of the phases the entrants size: `N groups` the largest group's round robin
/// (n-1 rounds, n when n is odd), `knockout` one for each halving of its bracket.
pub fn settle_plan(event: &mut Event) {
    let largest = event
        .groups()
        .iter()
        .map(|(_, m)| m.len())
        .max()
        .unwrap_or(0);
    for p in &mut event.plan {
        if let Movement::Groups { .. } = p.movement {
            p.rounds = u32::try_from(largest - 1 + largest % 2).unwrap_or(MAX_ROUNDS);
        }
    }
    // The knockout's start follows the groups' rounds.
    let knockout = knockout::phase(event).map(|k| k.rounds);
    for p in &mut event.plan {
        if let Movement::Knockout { .. } = p.movement {
            p.rounds = knockout.unwrap_or(1);
        }
    }
}

/// Whether every round of `event`'s plan can be seated with its entrants (and groups),
/// before anything is played: a Mitchell of more rounds than its tables allow (tables /
/// gcd(step, tables)), a round robin of a group of the wrong size, a group too small for
/// its movement. Danish rounds are seated from the entry order (their ranking is not
/// known yet), manual ones are typed: neither is refused here but for too few entrants.
/// The first round that cannot be seated, and why.
pub fn check_plan(event: &Event) -> Result<(), (u32, SeatRefused)> {
    // A Swiss never pairs two who met. Whatever the results, its round r can be paired
    // when every entrant still has more entrants left to meet than met (Dirac: a graph
    // whose every vertex meets half the others has a perfect matching): r <= n/2 for n
    // entrants ((n-1)/2 when n is odd, one sitting out), every round before it counting.
    let mut upto = 0u32;
    let mut swiss_upto = None;
    for p in &event.plan {
        upto = upto.saturating_add(p.rounds);
        if p.movement == Movement::Swiss {
            swiss_upto = Some(upto);
        }
    }
    if let Some(rounds) = swiss_upto {
        for (_, members) in event.groups() {
            let n = members.len();
            let most = u32::try_from(swiss_rounds(n)).unwrap_or(u32::MAX);
            if rounds > most {
                return Err((
                    most.saturating_add(1),
                    SeatRefused::Movement(MovementError::SwissTooManyRounds {
                        rounds,
                        entrants: n,
                    }),
                ));
            }
        }
    }
    if let Some(k) = knockout::phase(event) {
        knockout::check(event).map_err(|e| (k.start, SeatRefused::Movement(e)))?;
    }
    let ranking = event.numbers();
    let none = BTreeMap::new();
    for round in 1..=event.planned_rounds().min(MAX_ROUNDS) {
        // A knockout's later rounds are seated from its results.
        if knockout::phase(event).is_some_and(|k| round > k.start) {
            continue;
        }
        match seat(event, round, &ranking, None, &none) {
            Ok(_) | Err(SeatRefused::NeedsManual { .. }) => {}
            Err(e) => return Err((round, e)),
        }
    }
    Ok(())
}

/// The tables of round `round` of a Swiss phase whose two entrants met before in the
/// event (a seating typed by hand may do it): each pair, and the round they first met.
pub fn swiss_rematches(event: &Event, round: u32) -> Vec<(Entrant, Entrant, u32)> {
    let swiss = matches!(event.phase_of(round), Some((p, _)) if p.movement == Movement::Swiss);
    let Some(this) = event
        .rounds
        .iter()
        .find(|r| r.number == round)
        .filter(|_| swiss)
    else {
        return Vec::new();
    };
    this.seating
        .seats
        .iter()
        .filter_map(|seat| {
            let met = event.rounds.iter().filter(|r| r.number < round).find(|r| {
                r.seating.seats.iter().any(|s| {
                    (s.ns == seat.ns && s.ew == seat.ew) || (s.ns == seat.ew && s.ew == seat.ns)
                })
            })?;
            Some((seat.ns, seat.ew, met.number))
        })
        .collect()
}

/// The rounds a Swiss of `entrants` can always pair without a rematch, whatever the
/// results: n/2 (n-1 over 2 when n is odd).
pub fn swiss_rounds(entrants: usize) -> usize {
    if entrants.is_multiple_of(2) {
        entrants / 2
    } else {
        entrants.saturating_sub(1) / 2
    }
}

/// `plan` cut to its first `rounds` rounds (the longest plan that can be played, when
/// round `rounds + 1` cannot).
pub fn plan_upto(plan: &[Phase], rounds: u32) -> Vec<Phase> {
    let mut left = rounds;
    let mut out = Vec::new();
    for p in plan {
        if left == 0 {
            break;
        }
        let take = p.rounds.min(left);
        out.push(Phase {
            movement: p.movement.clone(),
            rounds: take,
        });
        left -= take;
    }
    out
}

/// Seat round `round` of `event` by its plan: Mitchell and round robin by the entrants'
/// order, Danish and Swiss by `ranking` (the standings after the previous round, best
/// first, each group's in turn), a manual round from `typed` (already read with
/// [`movement::parse_seating`]), a knockout's first round from its seeds (the event's, or
/// else the top of `ranking`) and the later ones from `results`.
pub fn seat(
    event: &Event,
    round: u32,
    ranking: &[Entrant],
    typed: Option<Seating>,
    results: &BTreeMap<(u32, u32), TableResult>,
) -> Result<Seating, SeatRefused> {
    let Some((phase, in_phase)) = event.phase_of(round) else {
        return Err(SeatRefused::PlanDone {
            rounds: event.planned_rounds(),
        });
    };
    if let Some(seating) = typed {
        return Ok(seating);
    }
    if let Movement::Knockout { .. } = phase.movement {
        closed_before(event, round)?;
        let seeds = if event.seeds.is_empty() {
            knockout::seeds(event, ranking)
        } else {
            event.seeds.clone()
        };
        return knockout::seat_round(event, in_phase, &seeds, results)
            .map_err(SeatRefused::Movement);
    }
    // Each group seated on its own, its tables numbered after the previous group's.
    let mut seating = Seating::default();
    let mut first_table = 0;
    for (_, members) in event.groups() {
        let of_group: BTreeSet<Entrant> = members.iter().copied().collect();
        let group_ranking: Vec<Entrant> = ranking
            .iter()
            .copied()
            .filter(|e| of_group.contains(e))
            .collect();
        let mut part = seat_group(
            event,
            round,
            &phase.movement,
            in_phase,
            &members,
            &group_ranking,
        )?;
        for s in &mut part.seats {
            s.table += first_table;
        }
        seating.seats.append(&mut part.seats);
        seating.sit_out.append(&mut part.sit_out);
        first_table += members
            .len()
            .div_ceil(if event.individual() { 4 } else { 2 }) as u32;
    }
    Ok(seating)
}

/// A round seated from the results (Danish, Swiss, knockout) waits for every round
/// before it to close: the first still open, refused.
fn closed_before(event: &Event, round: u32) -> Result<(), SeatRefused> {
    match event
        .rounds
        .iter()
        .find(|r| r.number < round && r.state != RoundState::Closed)
    {
        Some(open) => Err(SeatRefused::OpenBefore {
            round: open.number,
            event: event.name.clone(),
        }),
        None => Ok(()),
    }
}

/// One group's seating of round `round` (the `in_phase`th of its phase's movement).
fn seat_group(
    event: &Event,
    round: u32,
    movement: &Movement,
    in_phase: u32,
    numbers: &[Entrant],
    ranking: &[Entrant],
) -> Result<Seating, SeatRefused> {
    match movement {
        Movement::Mitchell { step } => {
            movement::mitchell(numbers, in_phase, *step).map_err(SeatRefused::Movement)
        }
        Movement::RoundRobin => {
            movement::round_robin(numbers, in_phase).map_err(SeatRefused::Movement)
        }
        // A group whose round robin is over (a smaller group) has no table.
        Movement::Groups { .. } => {
            let rounds = numbers.len() - 1 + numbers.len() % 2;
            if in_phase as usize > rounds {
                return Ok(Seating::default());
            }
            movement::round_robin(numbers, in_phase).map_err(SeatRefused::Movement)
        }
        Movement::Knockout { .. } => Ok(Seating::default()),
        // Partners and opponents spread over every round of the event so far.
        Movement::Individual => seat_individual(event, round, in_phase, numbers),
        Movement::Danish { modified } => {
            closed_before(event, round)?;
            let previous = event
                .rounds
                .iter()
                .find(|r| r.number + 1 == round)
                .map(|r| &r.seating);
            let sat = event.sit_outs(round);
            // The absent are not paired: the others meet each other.
            let ranking: Vec<Entrant> = ranking
                .iter()
                .copied()
                .filter(|e| !event.absent.contains(e))
                .collect();
            movement::danish(&ranking, previous, *modified, &|e| {
                sat.get(&e).copied().unwrap_or(0)
            })
            .map_err(SeatRefused::Movement)
        }
        Movement::Manual => Err(SeatRefused::NeedsManual { round }),
        Movement::Swiss => {
            closed_before(event, round)?;
            // Every meeting of the event so far, whatever the phase.
            let met = movement::meetings(
                event
                    .rounds
                    .iter()
                    .filter(|r| r.number < round)
                    .map(|r| &r.seating),
            );
            let sat = event.sit_outs(round);
            let ranking: Vec<Entrant> = ranking
                .iter()
                .copied()
                .filter(|e| !event.absent.contains(e))
                .collect();
            movement::swiss(&ranking, &met, &|e| sat.get(&e).copied().unwrap_or(0))
                .map_err(SeatRefused::Movement)
        }
    }
}

/// An individual event's schedule as planned (every round from the first, nobody absent)
/// measured: the most times two players partner and meet as opponents, and how many sit
/// out a round. None for a pairs event.
pub fn individual_evenness(event: &Event) -> Option<(movement::individual::Evenness, usize)> {
    use movement::individual::{Met, schedule};
    if !event.individual() {
        return None;
    }
    let numbers = event.numbers();
    let planned = schedule(&numbers, 1, event.planned_rounds(), &Met::default()).ok()?;
    Some((Met::of(&planned).evenness(), numbers.len() % 4))
}

/// An individual round: the phase's schedule worked out from its first round (the one
/// reported when the event was made), while the rounds played are that schedule's; after
/// a change (a player absent, a seating typed by hand), the evenest continuation from the
/// rounds as they were played.
fn seat_individual(
    event: &Event,
    round: u32,
    in_phase: u32,
    numbers: &[Entrant],
) -> Result<Seating, SeatRefused> {
    use movement::individual::{Met, schedule};
    let start = round + 1 - in_phase;
    let rounds = event.phase_of(round).map_or(1, |(p, _)| p.rounds);
    let before = |upto: u32| {
        Met::of(
            event
                .rounds
                .iter()
                .filter(|r| r.number < upto)
                .map(|r| &r.seating),
        )
    };
    let present: Vec<Entrant> = numbers
        .iter()
        .copied()
        .filter(|e| !event.absent.contains(e))
        .collect();
    if let Some((present, need)) = event.too_few_present() {
        let absent = event
            .absent
            .iter()
            .map(|n| {
                (
                    *n,
                    event
                        .entrant(*n)
                        .map(|e| e.name.clone())
                        .unwrap_or_default(),
                )
            })
            .collect();
        return Err(SeatRefused::TooFewPresent {
            present,
            need,
            absent,
        });
    }
    if present.len() == numbers.len() {
        let planned =
            schedule(numbers, start, rounds, &before(start)).map_err(SeatRefused::Movement)?;
        let kept = event
            .rounds
            .iter()
            .filter(|r| r.number >= start && r.number < round)
            .all(|r| planned.get((r.number - start) as usize) == Some(&r.seating));
        if kept && let Some(s) = planned.get(in_phase as usize - 1) {
            return Ok(s.clone());
        }
    }
    let left = rounds + 1 - in_phase;
    schedule(&present, round, left, &before(round))
        .map_err(SeatRefused::Movement)?
        .into_iter()
        .next()
        .ok_or(SeatRefused::Movement(MovementError::NoSuchRound {
            round,
            rounds,
        }))
}

/// The entrants no seat or sit-out of `seating` names, and those named twice: a manual
/// seating checked against the event (facts for a refusal).
pub fn check_seating(event: &Event, seating: &Seating) -> Vec<Entrant> {
    let mut seen = BTreeSet::new();
    let mut wrong = Vec::new();
    for e in seating
        .seats
        .iter()
        .flat_map(|s| [s.ns, s.ew])
        .chain(seating.sit_out.iter().copied())
    {
        if !seen.insert(e) || event.entrant(e).is_none() {
            wrong.push(e);
        }
    }
    wrong.extend(event.numbers().into_iter().filter(|n| !seen.contains(n)));
    wrong
}

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
