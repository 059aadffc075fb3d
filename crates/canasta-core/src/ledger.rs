//! The game log and its replay.
//!
//! A game is its rules snapshot, its sides and players in seat order, the first dealer, and
//! the hands in the order they were played. That log is the only source of truth: totals,
//! each side's initial-meld minimum, the next dealer and the winner are *derived* by
//! `replay`, in one pass over the hands (so `show` on a long game is as quick as on a short
//! one). This is hledger's journal-and-report idea applied to a score pad.
//!
//! Pure: no files. `store.rs` reads and writes logs; this module only checks and replays them.

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use std::sync::Arc;

use crate::hand::Hand;
use crate::rules::{Points, Rules, RulesError, TieRule};
use crate::score::{HandError, Line, score_hand};
use crate::side::{self, PerSide, Side};
use crate::text::{NameError, check_name};

/// The version of the log format this program writes. Schema 2 is schema 1 plus the
/// closing line `store::END_MARK`, by which a file cut short is recognised; schema 1
/// files (hand-written ones, say) are still read.
pub const SCHEMA: u32 = 2;

/// The last line of every game file this program writes (schema 2 and later): a file
/// without it was cut short.
pub const END_MARK: &str = "# end of game log";

/// A game log's text that cannot be read as a game. `render` words each to follow "the
/// game file NAME" (a leading space or colon included).
#[derive(Debug, Clone, PartialEq)]
pub enum LogError {
    /// Nested more than `max` deep at `line`.
    TooDeep { line: usize, max: usize },
    /// Not YAML, or not a game log: where, and what (a key given twice, or the parser's
    /// own message).
    Syntax(crate::yaml::YamlFault),
    /// A schema this program does not read.
    Schema { found: u32 },
    /// A schema-2 file without its end mark.
    CutShort,
    /// The rules of variant `name` could not be had (the caller knows why).
    Variant { name: String },
    /// Rules that do not make sense.
    Rules(RulesError),
}

/// Read a game log from its YAML text. Hostile text is refused, never trusted: a
/// byte-order mark is dropped, nesting deeper than `text::MAX_DEPTH` is refused before
/// the parser sees it, a key given twice is refused (`unique.rs`), a schema-2 file must
/// end with [`END_MARK`], and quoted input in messages is cut to a line. A missing
/// `rules:` is taken from `resolve(variant)`. Older schemas are read and upgraded.
pub fn parse_log(text: &str, resolve: &dyn Fn(&str) -> Option<Rules>) -> Result<GameLog, LogError> {
    let text = crate::text::strip_bom(text);
    crate::text::check_depth(text).map_err(|line| LogError::TooDeep {
        line,
        max: crate::text::MAX_DEPTH,
    })?;
    let mut log: GameLog = crate::yaml_read::read(text)
        .map_err(|e| LogError::Syntax(crate::yaml::fault(text, &e, 300)))?;
    if !(1..=SCHEMA).contains(&log.schema) {
        return Err(LogError::Schema { found: log.schema });
    }
    let whole = text.trim_end().lines().next_back().map(str::trim) == Some(END_MARK);
    if log.schema >= 2 && !whole {
        return Err(LogError::CutShort);
    }
    if log.rules.is_none() {
        log.rules = Some(resolve(&log.variant).ok_or_else(|| LogError::Variant {
            name: log.variant.clone(),
        })?);
    }
    if let Some(rules) = &log.rules {
        rules.validate().map_err(LogError::Rules)?;
    }
    // Read as an older schema, written as the current one.
    log.schema = SCHEMA;
    Ok(log)
}

// The log's text as saved, and its changes made in place (a hand appended, one
// replaced, the change count), without writing the whole log again.
mod text;
pub use text::{
    append_hand_text, hand_start, hand_starts, log_text, replace_hands_checked, replace_hands_from,
    with_changes,
};

/// A game: the save file and the export, in one format.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    /// Format version; always 1 for now.
    pub schema: u32,
    /// How many changes were saved to the game (each save through the one write path adds
    /// one): the game's text, and so the version a front end saw, never comes back after
    /// a save and an undo, so a request made before the undo is refused after it.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub changes: u64,
    /// The preset the game was started from.
    pub variant: String,
    /// The rules the game is played by (a snapshot, so editing a preset later never
    /// changes a game already played). May be absent on import: the preset's are taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    /// Sides (three-handed: players) in seat order.
    pub sides: Vec<SideDef>,
    /// The player who dealt the first hand (default: the first seat).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    /// When the game was created (informational).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created: Option<String>,
    /// The tournament table this game is played at, written when its round is published:
    /// a change to the game reads that one event (whether its result is locked), never
    /// every event of the data folder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<TableOf>,
    /// Totals the game starts from (a game begun on paper), by side; none: every side at 0.
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "IndexMap::is_empty"
    )]
    pub start: IndexMap<String, Points>,
    /// The hands, in the order they were played.
    #[serde(default)]
    pub hands: Vec<Hand>,
}

/// Where a tournament's game is played: the event's name, the round and the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableOf {
    pub event: String,
    pub round: u32,
    pub table: u32,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

/// A side and its players in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDef {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
}

/// A log that cannot be a game. The words are `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LedgerError {
    /// A schema this program does not read.
    Schema {
        found: u32,
    },
    /// Neither `rules:` nor a known `variant:`.
    NoRules,
    /// Not as many sides (or players, when each plays alone) as the variant is played by.
    WrongNumberOfSides {
        variant: String,
        expected: usize,
        units: Units,
        found: usize,
    },
    BadName {
        error: NameError,
    },
    /// A control character where text is shown.
    Control {
        field: ControlField,
    },
    /// Side `index` (from 1; 0 for a player) has an empty name.
    EmptyName {
        index: usize,
    },
    /// A name (side or player) given twice, in any case.
    DuplicateName {
        name: String,
    },
    WrongNumberOfPlayers {
        side: String,
        variant: String,
        expected: usize,
        found: usize,
    },
    /// The dealer is none of the `players` (in seat order).
    UnknownDealer {
        dealer: String,
        players: Vec<String>,
    },
    /// A total would overflow at hand `number`.
    TooLarge {
        number: usize,
    },
    /// A starting total that cannot be.
    BadStart {
        side: String,
        problem: StartProblem,
    },
    Hand {
        number: usize,
        error: HandError,
    },
    /// Hand `number` after the game ended at hand `ended`, won by `winners`.
    AfterGameEnd {
        number: usize,
        ended: usize,
        winners: Vec<String>,
    },
}

/// What a game's scoring units are: sides, or players each on their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Units {
    Players,
    Sides,
}

/// The text that holds a control character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlField {
    Variant,
    /// The note of hand `hand` (from 1).
    Note {
        hand: usize,
    },
}

/// Why a starting total cannot be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartProblem {
    /// Given for a name that is none of the `sides`.
    NotASide { sides: Vec<String> },
    /// At or past the game's target.
    AtTarget { total: Points, target: Points },
    /// Not a multiple of 5 within 1,000,000 either way.
    NotATotal { total: Points },
}

/// The one rule of a starting total (a game begun on paper): a multiple of 5 within
/// 1,000,000 either way, and below the game's target (a game that starts there is
/// over). Game files and table mode's start are checked by it alike.
pub fn check_start(rules: &Rules, total: Points) -> Result<(), StartProblem> {
    if let Some(target) = rules.target
        && total >= target
    {
        return Err(StartProblem::AtTarget { total, target });
    }
    if total % 5 != 0 || total.abs() > 1_000_000 {
        return Err(StartProblem::NotATotal { total });
    }
    Ok(())
}

/// One hand as replayed: its scores and the running totals after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandReport {
    pub number: usize,
    pub dealer: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lone: Option<String>,
    pub went_out: Option<String>,
    /// How the side that went out did it (`normal`, `concealed`, `hand_canasta`,
    /// `special`); none when nobody went out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub went_out_how: Option<crate::hand::WentOut>,
    /// Minimum each unit needed for its initial meld during this hand.
    pub minimums: PerSide<Points>,
    pub scores: PerSide<Points>,
    pub totals: PerSide<Points>,
    /// Itemized lines per unit.
    pub lines: PerSide<Vec<Line>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// Everything derived from a log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    pub variant: String,
    /// The target score, if the game has one.
    pub target: Option<Points>,
    /// The number of hands the game lasts, if it is fixed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands_to_play: Option<u32>,
    /// Scoring units (sides, or players in three-handed play) in seat order.
    pub sides: Vec<String>,
    pub hands: Vec<HandReport>,
    pub totals: PerSide<Points>,
    /// Initial-meld minimum for the next hand.
    pub next_minimum: PerSide<Points>,
    pub next_dealer: String,
    pub finished: bool,
    /// The winner, or null while the game goes on (and for a shared win).
    pub winner: Option<String>,
    /// Every winner: one name, or the tied names under `on_tie: shared_win`.
    pub winners: Vec<String>,
    /// Winner's total minus the runner-up's.
    pub margin: Option<Points>,
    /// Why the game is not over although somebody reached the target, if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<Tie>,
    /// The winner was tied on top and won the tie by going out in the last hand (a
    /// preset's `on_tie: went_out_wins`, Hand and Foot's); the margin is then 0.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub won_tie_by_going_out: bool,
    /// The variant's own words for a canasta and a hand (books, rounds), for the renderer.
    #[serde(skip_serializing_if = "crate::rules::Terms::is_default")]
    pub terms: crate::rules::Terms,
    /// The totals the game started from (a game begun on paper); empty when all were 0.
    #[serde(skip_serializing_if = "IndexMap::is_empty")]
    pub start: IndexMap<String, Points>,
    /// The side ahead and by how much; none while the top totals are equal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lead: Option<Lead>,
    /// How many points each side still needs to reach the target (0 once reached); empty
    /// for a game without a target.
    #[serde(skip_serializing_if = "PerSide::is_empty")]
    pub to_target: PerSide<Points>,
    /// Hands left to play, in a game of a fixed number of hands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands_left: Option<u32>,
    /// Each side's victory points once the game is over, by the preset's table
    /// (`victory_points`, [`crate::victory`]); none while it goes on or without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub victory_points: Option<PerSide<Points>>,
}

/// Who leads the game, and by how much.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Lead {
    pub side: String,
    pub by: Points,
}

/// The leaders tied at or past the target, and the rules say play another hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tie {
    /// The tied sides (or players).
    pub sides: Vec<String>,
    /// Their total.
    pub total: Points,
}

impl HandReport {
    /// What `side` scored in this hand (0 for a side of another game).
    pub fn score(&self, side: Side) -> Points {
        self.scores.get(side).copied().unwrap_or(0)
    }

    /// `side`'s running total after this hand.
    pub fn total(&self, side: Side) -> Points {
        self.totals.get(side).copied().unwrap_or(0)
    }

    /// The initial-meld minimum `side` needed in this hand.
    pub fn minimum(&self, side: Side) -> Points {
        self.minimums.get(side).copied().unwrap_or(0)
    }

    /// `side`'s itemized lines in this hand.
    pub fn lines(&self, side: Side) -> &[Line] {
        self.lines.get(side).map_or(&[], Vec::as_slice)
    }
}

impl Report {
    /// The side named `name` (any case), by the one lookup ([`side::find`]).
    pub fn side(&self, name: &str) -> Option<Side> {
        side::find(&self.sides, name)
    }

    /// Every side, in seat order.
    pub fn each_side(&self) -> impl DoubleEndedIterator<Item = Side> + ExactSizeIterator + use<> {
        side::each(self.sides.len())
    }

    /// Every side with its name, in seat order.
    pub fn named_sides(&self) -> impl DoubleEndedIterator<Item = (Side, &str)> + ExactSizeIterator {
        self.each_side().map(|s| (s, self.name(s)))
    }

    /// `side`'s name as the game file writes it.
    pub fn name(&self, side: Side) -> &str {
        side::name_of(&self.sides, side)
    }

    /// `side`'s total now.
    pub fn total(&self, side: Side) -> Points {
        self.totals.get(side).copied().unwrap_or(0)
    }

    /// The total of the side named `name` (any case); none when no side has that name.
    pub fn total_of(&self, name: &str) -> Option<Points> {
        self.side(name).map(|s| self.total(s))
    }

    /// `side`'s initial-meld minimum in the next hand.
    pub fn next_minimum(&self, side: Side) -> Points {
        self.next_minimum.get(side).copied().unwrap_or(0)
    }

    /// The total `side` started the game from (0 unless the game was begun on paper).
    pub fn start(&self, side: Side) -> Points {
        self.start.get(self.name(side)).copied().unwrap_or(0)
    }
}

impl GameLog {
    /// The rules; `check` guarantees they are present.
    pub fn rules(&self) -> Result<&Rules, LedgerError> {
        self.rules.as_ref().ok_or(LedgerError::NoRules)
    }

    /// Scoring unit names in seat order.
    pub fn units(&self) -> Vec<String> {
        self.sides.iter().map(|s| s.name.clone()).collect()
    }

    /// Players in seat order: sides take turns, so partners never sit side by side.
    /// Sides listed without players get seat names ("We 1", "They 1", ...).
    pub fn seats(&self) -> Vec<String> {
        let per_side = self
            .rules
            .as_ref()
            .map_or(1, |r| r.seating.players_per_unit());
        let mut seats = Vec::new();
        for i in 0..per_side {
            for side in &self.sides {
                seats.push(match side.players.get(i) {
                    Some(p) => p.clone(),
                    None if per_side == 1 => side.name.clone(),
                    None => format!("{} {}", side.name, i + 1),
                });
            }
        }
        seats
    }

    /// Check everything about the log except the hands.
    pub fn check_header(&self) -> Result<(), LedgerError> {
        if !(1..=SCHEMA).contains(&self.schema) {
            return Err(LedgerError::Schema { found: self.schema });
        }
        let rules = self.rules()?;
        let expected = rules.seating.scoring_units();
        if self.sides.len() != expected {
            return Err(LedgerError::WrongNumberOfSides {
                variant: rules.name.clone(),
                expected,
                units: if rules.seating.players_per_unit() == 1 {
                    Units::Players
                } else {
                    Units::Sides
                },
                found: self.sides.len(),
            });
        }
        let per_side = rules.seating.players_per_unit();
        let mut seen: Vec<String> = Vec::new();
        let mut claim = |name: &str| {
            let key = name.to_lowercase();
            if seen.contains(&key) {
                return Err(LedgerError::DuplicateName {
                    name: name.to_string(),
                });
            }
            seen.push(key);
            Ok(())
        };
        // Every name passes the one name rule (no control characters, no `=` or `:`),
        // whether it was typed a moment ago or comes from a file somebody sent.
        let names = self
            .sides
            .iter()
            .flat_map(|s| std::iter::once(&s.name).chain(&s.players))
            .chain(self.dealer.as_ref());
        for name in names {
            if !name.trim().is_empty() {
                check_name(name.trim()).map_err(|error| LedgerError::BadName { error })?;
            }
        }
        if self.variant.chars().any(char::is_control) {
            return Err(LedgerError::Control {
                field: ControlField::Variant,
            });
        }
        for (i, hand) in self.hands.iter().enumerate() {
            if hand
                .note
                .as_deref()
                .is_some_and(|n| n.chars().any(char::is_control))
            {
                return Err(LedgerError::Control {
                    field: ControlField::Note { hand: i + 1 },
                });
            }
        }
        for (i, side) in self.sides.iter().enumerate() {
            if side.name.trim().is_empty() {
                return Err(LedgerError::EmptyName { index: i + 1 });
            }
            claim(&side.name)?;
        }
        for side in &self.sides {
            if per_side == 1 {
                // A side of one: the player is the side (a name may be repeated as its player).
                if side.players.len() > 1 || side.players.first().is_some_and(|p| *p != side.name) {
                    if side.players.len() != 1 {
                        return Err(LedgerError::WrongNumberOfPlayers {
                            side: side.name.clone(),
                            variant: rules.name.clone(),
                            expected: 1,
                            found: side.players.len(),
                        });
                    }
                    claim(&side.players[0])?;
                }
            } else if !side.players.is_empty() {
                if side.players.len() != per_side {
                    return Err(LedgerError::WrongNumberOfPlayers {
                        side: side.name.clone(),
                        variant: rules.name.clone(),
                        expected: per_side,
                        found: side.players.len(),
                    });
                }
                for p in &side.players {
                    if p.trim().is_empty() {
                        return Err(LedgerError::EmptyName { index: 0 });
                    }
                    claim(p)?;
                }
            }
        }
        let units = self.units();
        for (side, total) in &self.start {
            if !units.contains(side) {
                return Err(LedgerError::BadStart {
                    side: side.clone(),
                    problem: StartProblem::NotASide {
                        sides: units.clone(),
                    },
                });
            }
            check_start(self.rules()?, *total).map_err(|problem| LedgerError::BadStart {
                side: side.clone(),
                problem,
            })?;
        }
        if let Some(dealer) = &self.dealer {
            let seats = self.seats();
            if !seats.contains(dealer) {
                return Err(LedgerError::UnknownDealer {
                    dealer: dealer.clone(),
                    players: seats,
                });
            }
        }
        Ok(())
    }
}

/// Replay the log into totals, minimums, dealers and the result. One pass, linear in the
/// number of hands. Refuses a log with a hand that breaks the rules, naming the hand.
pub fn replay(log: &GameLog) -> Result<Report, LedgerError> {
    log.check_header()?;
    let rules = log.rules()?;
    let units = log.units();
    let seats = log.seats();
    let first_dealer = log
        .dealer
        .as_ref()
        .and_then(|d| seats.iter().position(|s| s == d))
        .unwrap_or(0);
    // The sides' names, shared by every per-side value of the report.
    let names: Arc<[String]> = units.clone().into();
    let mut totals: PerSide<Points> = PerSide::from_fn(&names, |s| {
        log.start
            .get(side::name_of(&units, s))
            .copied()
            .unwrap_or(0)
    });
    let mut hands = Vec::with_capacity(log.hands.len());
    let mut outcome = Outcome::default();
    for (i, hand) in log.hands.iter().enumerate() {
        let number = i + 1;
        if let Some(ended) = outcome.ended_at {
            return Err(LedgerError::AfterGameEnd {
                number,
                ended,
                winners: outcome.winners.clone(),
            });
        }
        let minimums = minimums(rules, number, &totals);
        let score =
            score_hand(rules, &units, hand).map_err(|error| LedgerError::Hand { number, error })?;
        // `score_hand` scores every unit of `units`, in seat order, and no other.
        let mut scored: Vec<Option<(Points, Vec<Line>)>> = vec![None; units.len()];
        for unit in score.units {
            let Some(s) = side::find(&units, &unit.name) else {
                continue;
            };
            if let Some(total) = totals.get_mut(s) {
                *total = total
                    .checked_add(unit.score)
                    .ok_or(LedgerError::TooLarge { number })?;
            }
            if let Some(slot) = scored.get_mut(s.index()) {
                *slot = Some((unit.score, unit.lines));
            }
        }
        let scores = PerSide::from_fn(&names, |s| {
            scored
                .get(s.index())
                .and_then(Option::as_ref)
                .map_or(0, |(n, _)| *n)
        });
        let lines = PerSide::from_fn(&names, |s| {
            scored
                .get_mut(s.index())
                .and_then(Option::take)
                .map(|(_, lines)| lines)
                .unwrap_or_default()
        });
        outcome = decide(rules, &totals, number, score.went_out.as_deref());
        hands.push(HandReport {
            number,
            dealer: seats[(first_dealer + i) % seats.len()].clone(),
            lone: hand.lone.clone(),
            went_out_how: score
                .went_out
                .as_ref()
                .and_then(|u| hand.results.get(u))
                .and_then(|r| r.went_out),
            went_out: score.went_out,
            minimums,
            scores,
            totals: totals.clone(),
            lines,
            note: hand.note.clone(),
        });
    }
    let margin = outcome.margin;
    let lead = {
        let mut ranked: Vec<(&str, &Points)> = totals.iter().collect();
        crate::order::sort_by_key(&mut ranked, |(_, t)| std::cmp::Reverse(**t));
        match ranked.as_slice() {
            [(first, a), (_, b), ..] if a > b => Some(Lead {
                side: (*first).to_string(),
                by: **a - **b,
            }),
            _ => None,
        }
    };
    let to_target = match rules.target {
        Some(target) => totals.map(|t| (target - t).max(0)),
        None => PerSide::none(&names),
    };
    let hands_left = rules
        .hands
        .map(|n| n.saturating_sub(u32::try_from(log.hands.len()).unwrap_or(u32::MAX)));
    let victory_points = outcome
        .ended_at
        .and_then(|_| crate::victory::of_totals(rules, &totals));
    Ok(Report {
        variant: log.variant.clone(),
        target: rules.target,
        hands_to_play: rules.hands,
        sides: units,
        next_minimum: minimums(rules, log.hands.len() + 1, &totals),
        next_dealer: seats[(first_dealer + log.hands.len()) % seats.len()].clone(),
        totals,
        finished: outcome.ended_at.is_some(),
        winner: if outcome.winners.len() == 1 {
            outcome.winners.first().cloned()
        } else {
            None
        },
        winners: outcome.winners,
        margin,
        tie: outcome.tie,
        won_tie_by_going_out: outcome.won_tie_by_going_out,
        terms: rules.terms,
        hands,
        start: log.start.clone(),
        lead,
        to_target,
        hands_left,
        victory_points,
    })
}

/// Each side's initial-meld minimum in hand `number`.
fn minimums(rules: &Rules, number: usize, totals: &PerSide<Points>) -> PerSide<Points> {
    totals.map(|&t| rules.minimum_in_hand(number, t))
}

#[derive(Default)]
struct Outcome {
    ended_at: Option<usize>,
    winners: Vec<String>,
    margin: Option<Points>,
    tie: Option<Tie>,
    /// The winner was tied on top and won because it went out (`on_tie: went_out_wins`).
    won_tie_by_going_out: bool,
}

/// Is the game over after this hand, and who won? The game ends when anyone has reached
/// the target; the highest total wins (seed 001: "the side with the higher total score
/// wins"), however many reached it. An exact tie on top follows the preset's `on_tie`.
fn decide(
    rules: &Rules,
    totals: &PerSide<Points>,
    number: usize,
    went_out: Option<&str>,
) -> Outcome {
    let Some(&top) = totals.values().max() else {
        return Outcome::default();
    };
    let reached = rules.target.is_some_and(|target| top >= target);
    let last_hand = rules.hands.is_some_and(|hands| number >= hands as usize);
    if !reached && !last_hand {
        return Outcome::default();
    }
    let leaders: Vec<String> = totals
        .iter()
        .filter(|(_, t)| **t == top)
        .map(|(u, _)| u.to_string())
        .collect();
    let runner_up = totals.values().filter(|t| **t < top).max().copied();
    if leaders.len() == 1 {
        return Outcome {
            ended_at: Some(number),
            margin: Some(top - runner_up.unwrap_or(top)),
            winners: leaders,
            tie: None,
            won_tie_by_going_out: false,
        };
    }
    match rules.on_tie {
        TieRule::PlayAnotherHand => Outcome {
            tie: Some(Tie {
                sides: leaders,
                total: top,
            }),
            ..Outcome::default()
        },
        TieRule::SharedWin => Outcome {
            ended_at: Some(number),
            margin: runner_up.map(|r| top - r),
            winners: leaders,
            tie: None,
            won_tie_by_going_out: false,
        },
        TieRule::WentOutWins => {
            let out = went_out.filter(|w| leaders.iter().any(|l| l == w));
            Outcome {
                ended_at: Some(number),
                margin: match out {
                    Some(_) => Some(0),
                    None => runner_up.map(|r| top - r),
                },
                winners: match out {
                    Some(w) => vec![w.to_string()],
                    None => leaders,
                },
                tie: None,
                won_tie_by_going_out: out.is_some(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::embedded;

    /// The side of `r` named `name` (a test's own names: always there).
    fn s(r: &Report, name: &str) -> Side {
        r.side(name).expect("a side of the test game")
    }

    fn game(variant: &str, sides: &str, hands: &str) -> GameLog {
        let text = format!("schema: 1\nvariant: {variant}\nsides: {sides}\nhands:\n{hands}");
        let mut log: GameLog = crate::yaml_read::read(&text).expect("test log parses");
        log.rules = Some(embedded(variant).expect("preset"));
        log
    }

    // Worked from seed 001 "Classic Canasta Scoring":
    // We each hand: 2 natural 1000 + 1 mixed 300 + out 100 + 500 melded = 1900.
    // They, hands 1-2: natural 500 + mixed 300 + 400 melded - 50 in hand = 1150.
    const WE_OUT: &str = "We: {went_out: normal, canastas: {natural: 2, mixed: 1}, melded: 500}";
    const THEY_1150: &str = "They: {canastas: {natural: 1, mixed: 1}, melded: 400, in_hand: 50}";

    /// The JSON of one hand of the game below, as `--format json` has always written it:
    /// We 1900 (2 natural 1000 + 1 mixed 300 + out 100 + 500 melded), They 1150 (500 +
    /// 300 + 400 melded - 50 in hand); next minimums by seed 001's table (1900: 90,
    /// 1150: 50); to the target of 5000, 3100 and 3850.
    const JSON_OF_ONE_HAND: &str = concat!(
        r#"{"variant":"classic","target":5000,"sides":["We","They"],"hands":[{"number":1,"d"#,
        r#"ealer":"We 1","went_out":"We","went_out_how":"normal","minimums":{"We":50,"They""#,
        r#":50},"scores":{"We":1900,"They":1150},"totals":{"We":1900,"They":1150},"lines":{"#,
        r#""We":[{"item":"canastas","kind":"natural","count":2,"points":1000},{"item":"cana"#,
        r#"stas","kind":"mixed","count":1,"points":300},{"item":"going_out","how":"normal","#,
        r#""points":100},{"item":"melded","points":500}],"They":[{"item":"canastas","kind":"#,
        r#""natural","count":1,"points":500},{"item":"canastas","kind":"mixed","count":1,"p"#,
        r#"oints":300},{"item":"melded","points":400},{"item":"in_hand","points":-50}]}}],""#,
        r#"totals":{"We":1900,"They":1150},"next_minimum":{"We":90,"They":50},"next_dealer""#,
        r#":"They 1","finished":false,"winner":null,"winners":[],"margin":null,"lead":{"sid"#,
        r#"e":"We","by":750},"to_target":{"We":3100,"They":3850}}"#,
    );

    fn hands(they_last: &str) -> String {
        let h = |they: &str| format!("  - results:\n      {WE_OUT}\n      {they}\n");
        format!("{}{}{}", h(THEY_1150), h(THEY_1150), h(they_last))
    }

    #[test]
    fn both_sides_pass_5000_on_the_same_hand_higher_total_wins() {
        // Hand 3, They: 3 natural 1500 + 2 mixed 600 + 600 melded + all four red threes 800
        // - 30 in hand = 3470. Totals: We 1900 x 3 = 5700; They 1150 + 1150 + 3470 = 5770.
        // seed 001: "the side with the higher total score wins"; margin 5770 - 5700 = 70.
        let log = game(
            "classic",
            "[{name: We}, {name: They}]",
            &hands(
                "They: {canastas: {natural: 3, mixed: 2}, melded: 600, red_threes: 4, in_hand: 30}",
            ),
        );
        let r = replay(&log).unwrap();
        assert_eq!(r.hands[0].total(s(&r, "We")), 1900);
        assert_eq!(r.hands[0].total(s(&r, "They")), 1150);
        assert_eq!(r.hands[1].total(s(&r, "We")), 3800);
        assert_eq!(r.hands[1].total(s(&r, "They")), 2300);
        assert_eq!(r.total(s(&r, "We")), 5700);
        assert_eq!(r.total(s(&r, "They")), 5770);
        assert!(r.finished);
        assert_eq!(r.winner.as_deref(), Some("They"));
        assert_eq!(r.margin, Some(70));
        // Minimums during hand 2 (We 1900 -> 90, They 1150 -> 50) and hand 3 (3800 -> 120, 2300 -> 90).
        assert_eq!(r.hands[1].minimum(s(&r, "We")), 90);
        assert_eq!(r.hands[1].minimum(s(&r, "They")), 50);
        assert_eq!(r.hands[2].minimum(s(&r, "We")), 120);
        assert_eq!(r.hands[2].minimum(s(&r, "They")), 90);
    }

    #[test]
    fn a_report_is_read_side_by_side_in_seat_order() {
        // The game above: We 1900 a hand (seed 001), They 1150, 1150, then 3470.
        let log = game(
            "classic",
            "[{name: We}, {name: They}]",
            &hands(
                "They: {canastas: {natural: 3, mixed: 2}, melded: 600, red_threes: 4, in_hand: 30}",
            ),
        );
        let r = replay(&log).unwrap();
        // The one lookup: a side's name in any case; anything else is no side.
        let (we, they) = (s(&r, "We"), s(&r, "They"));
        for name in ["they", "THEY", " They "] {
            assert_eq!(r.side(name), Some(they), "{name:?}");
        }
        assert_eq!(r.side("wE"), Some(we));
        for name in ["Them", "T", "", "Ann"] {
            assert_eq!(r.side(name), None, "{name:?}");
            assert_eq!(r.total_of(name), None, "{name:?}");
        }
        assert_eq!(r.total_of("they"), Some(5770));
        // Seat order, as the game file lists the sides.
        assert_eq!(r.each_side().collect::<Vec<_>>(), [we, they]);
        let named: Vec<(Side, &str)> = r.named_sides().collect();
        assert_eq!(named, [(we, "We"), (they, "They")]);
        assert_eq!((r.name(we), r.name(they)), ("We", "They"));
        // Hand 3: They's lines add up to its score, 3470; the running totals follow.
        let third = &r.hands[2];
        assert_eq!(third.score(they), 3470);
        assert_eq!(
            third.lines(they).iter().map(|l| l.points).sum::<Points>(),
            3470
        );
        assert_eq!((third.total(we), third.total(they)), (5700, 5770));
        // Next hand's minimums: 5700 and 5770 both need 120 (seed 001: 3000 or more).
        assert_eq!((r.next_minimum(we), r.next_minimum(they)), (120, 120));
        // Begun at 0: no starting totals.
        assert_eq!((r.start(we), r.start(they)), (0, 0));
    }

    #[test]
    fn a_report_in_json_keeps_its_totals_keyed_by_name_in_seat_order() {
        // Machine-read output names each side: `--format json` and `yaml` are read by
        // other programs, whatever the report keeps inside.
        let log = game(
            "classic",
            "[{name: We}, {name: They}]",
            &format!("  - results:\n      {WE_OUT}\n      {THEY_1150}\n"),
        );
        let r = replay(&log).unwrap();
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(json, JSON_OF_ONE_HAND, "{json}");
    }

    #[test]
    fn a_hand_appended_to_the_text_is_the_text_of_the_longer_log() {
        let mut log = GameLog {
            schema: SCHEMA,
            changes: 0,
            variant: "classic".into(),
            rules: Some(crate::presets::embedded("classic").unwrap()),
            sides: vec![
                SideDef {
                    name: "We".into(),
                    players: vec!["Ann".into(), "Cy".into()],
                },
                SideDef {
                    name: "They".into(),
                    players: vec![],
                },
            ],
            dealer: Some("Ann".into()),
            created: Some("2026-11-23T12:00:00Z".into()),
            tournament: None,
            start: Default::default(),
            hands: vec![],
        };
        let hand = |note: &str, melded: Points| {
            let mut h: Hand = crate::yaml_read::read(&format!(
                "results: {{We: {{melded: {melded}, canastas: {{natural: 1}}, went_out: concealed}}, They: {{in_hand: 85, penalties: {{undeclared_red_three: 1}}}}}}"
            ))
            .unwrap();
            h.note = (!note.is_empty()).then(|| note.to_string());
            h
        };
        // No hands yet: there is nothing to append to.
        assert_eq!(
            append_hand_text(&log_text(&log).unwrap(), &hand("", 50)),
            None
        );
        log.hands.push(hand("", 205));
        for (note, melded) in [
            ("", 50),
            ("a note: with \"quotes\" and # hash", 120),
            ("- dash", 0),
        ] {
            let old = log_text(&log).unwrap();
            let next = hand(note, melded);
            log.hands.push(next.clone());
            assert_eq!(append_hand_text(&old, &next), Some(log_text(&log).unwrap()));
        }
        // A text that does not end with the mark is not appended to.
        assert_eq!(append_hand_text("schema: 2\n", &hand("", 5)), None);
    }

    #[test]
    fn a_text_not_laid_out_as_written_is_written_whole() {
        let text = "schema: 2\nvariant: classic\nsides: []\nhands:\n- results: {}\n- results: {}\n# end of game log\n";
        assert_eq!(hand_starts(text), Some(vec![44, 58]));
        assert_eq!(hand_start(text, 1), Some(58));
        assert_eq!(hand_start(text, 2), Some(text.len() - END_MARK.len() - 1));
        assert_eq!(hand_start(text, 3), None);
        let one = Hand::default();
        assert_eq!(
            replace_hands_from(text, 1, &[]).as_deref(),
            Some(
                "schema: 2\nvariant: classic\nsides: []\nhands:\n- results: {}\n# end of game log\n"
            )
        );
        // No hand left: `log_text` writes `hands: []`.
        assert_eq!(replace_hands_from(text, 0, &[]), None);
        // Not the count the text was read as.
        assert_eq!(
            replace_hands_checked(text, 3, 1, 2, std::slice::from_ref(&one)),
            None
        );
        assert!(replace_hands_checked(text, 2, 1, 2, std::slice::from_ref(&one)).is_some());
        for other in [
            // A comment, another key, a document marker at the margin after `hands:`.
            text.replace("- results: {}\n#", "# note\n- results: {}\n#"),
            text.replace("# end of game log\n", "start: {}\n# end of game log\n"),
            text.replace("- results: {}\n#", "---\n#"),
            // Items not at the margin, a flow list, no end mark, CRLF, another schema.
            text.replace("- results", "  - results"),
            text.replace(
                "hands:\n- results: {}\n- results: {}\n",
                "hands: [{results: {}}]\n",
            ),
            text.replace("# end of game log\n", ""),
            text.replace('\n', "\r\n"),
            text.replace("schema: 2", "schema: 1"),
        ] {
            assert_eq!(hand_starts(&other), None, "{other}");
            assert_eq!(
                replace_hands_from(&other, 1, std::slice::from_ref(&one)),
                None,
                "{other}"
            );
        }
    }

    #[test]
    fn exact_tie_over_the_target_plays_another_hand() {
        // Hand 3, They: 3 natural 1500 + 2 mixed 600 + 500 melded + 800 red threes - 0 = 3400
        // gives They 2300 + 3400 = 5700 = We's 5700: classic's on_tie is play_another_hand.
        let log = game(
            "classic",
            "[{name: We}, {name: They}]",
            &hands("They: {canastas: {natural: 3, mixed: 2}, melded: 500, red_threes: 4}"),
        );
        let r = replay(&log).unwrap();
        assert_eq!(r.total(s(&r, "We")), 5700);
        assert_eq!(r.total(s(&r, "They")), 5700);
        assert!(!r.finished);
        assert_eq!(r.winner, None);
        assert_eq!(
            r.tie,
            Some(Tie {
                sides: vec!["We".into(), "They".into()],
                total: 5700
            })
        );
        // With shared_win instead, the game ends with both named.
        let mut shared = log.clone();
        if let Some(rules) = shared.rules.as_mut() {
            rules.on_tie = TieRule::SharedWin;
        }
        let r = replay(&shared).unwrap();
        assert!(r.finished);
        assert_eq!(r.winners, vec!["We".to_string(), "They".to_string()]);
    }

    #[test]
    fn dealer_rotates_clockwise_through_the_seats() {
        // Seats alternate sides: Ann (We), Bob (They), Cy (We), Di (They).
        let log = game(
            "classic",
            "[{name: We, players: [Ann, Cy]}, {name: They, players: [Bob, Di]}]",
            &format!("  - results:\n      {WE_OUT}\n      {THEY_1150}\n"),
        );
        assert_eq!(log.seats(), vec!["Ann", "Bob", "Cy", "Di"]);
        let r = replay(&log).unwrap();
        assert_eq!(r.hands[0].dealer, "Ann");
        assert_eq!(r.next_dealer, "Bob");
        let mut later = log.clone();
        later.dealer = Some("Di".into());
        assert_eq!(replay(&later).unwrap().next_dealer, "Ann");
    }

    #[test]
    fn a_hand_after_the_end_is_refused() {
        let mut log = game(
            "classic",
            "[{name: We}, {name: They}]",
            &hands(
                "They: {canastas: {natural: 3, mixed: 2}, melded: 600, red_threes: 4, in_hand: 30}",
            ),
        );
        let extra = log.hands[0].clone();
        log.hands.push(extra);
        // Its words are `render`'s tests' (`render/core_errors.rs`).
        assert!(matches!(
            replay(&log),
            Err(LedgerError::AfterGameEnd { number: 4, ended: 3, ref winners }) if winners == &["They"]
        ));
    }

    #[test]
    fn three_player_minimums_come_from_each_players_own_total() {
        // seed 001 "Canasta for three players": Ann 850 -> 50; Bob 565 -> 50; Cy 365 -> 50;
        // then a second hand: Ann alone again with the same result -> 1700 -> 90.
        let h = "  - lone: Ann\n    results:\n      Ann: {went_out: normal, canastas: {natural: 1}, melded: 150, red_threes: 1}\n      Bob: {canastas: {mixed: 1}, melded: 100, in_hand: 40, red_threes: 2}\n      Cy: {melded: 30, in_hand: 25}\n";
        let log = game(
            "classic-3p",
            "[{name: Ann}, {name: Bob}, {name: Cy}]",
            &format!("{h}{h}"),
        );
        let r = replay(&log).unwrap();
        assert_eq!(r.total(s(&r, "Ann")), 1700);
        assert_eq!(r.total(s(&r, "Bob")), 1130);
        assert_eq!(r.total(s(&r, "Cy")), 730);
        assert_eq!(r.next_minimum(s(&r, "Ann")), 90);
        assert_eq!(r.next_minimum(s(&r, "Bob")), 50);
        assert_eq!(r.next_dealer, "Cy");
    }
}
