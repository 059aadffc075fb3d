//! Why a change to a game's hands, or a rules question, was refused: facts only (which
//! game, side, hand, rule and numbers). Their sentences are made in `render` (each type's
//! `Say` there, and the table's wording beside it), the one place words are made, so
//! a front end's own syntax (a command-line flag) never reaches another front end.

use crate::core::hand::WentOut;
use crate::core::ledger::{LedgerError, Report};
use crate::core::rules::Points;
use crate::core::score::HandError;

/// A change to a game's hands refused. Nothing was saved.
#[derive(Debug)]
pub enum HandRefused {
    /// `record` was given no result at all.
    NothingToRecord,
    /// `edit` was given nothing to change.
    NothingToChange,
    /// The new hand has no result for this side (or player).
    NoResult { unit: String },
    /// A hand's cards could not be counted (the referee's facts).
    Counting(HandError),
    /// The hand breaks a rule, at it or at a hand after it (the referee's facts).
    Breaks(Box<LedgerError>),
    /// The game is over: no hand follows its end.
    GameOver { id: String, ending: Ending },
    /// The game has no hands yet.
    NoHandsYet { id: String },
    /// There is no hand `number`; the hands are 1 to `count`.
    NoSuchHand {
        id: String,
        number: usize,
        count: usize,
    },
    /// `undo` on a game without hands.
    NothingToUndo { id: String },
    /// Without hand `number` the game does not add up; `damaged` when it did not with it
    /// either (the file was damaged before).
    WithoutHand {
        id: String,
        number: usize,
        error: Box<LedgerError>,
        damaged: bool,
    },
    /// A hand read from a file is nested deeper than any hand is.
    NestedTooDeep { origin: String, line: usize },
    /// A hand read from a file does not read as a hand: where, and what (a key given
    /// twice, or the YAML reader's words, kept).
    NotAHand {
        origin: String,
        place: Option<(usize, usize)>,
        why: crate::core::yaml::YamlProblem,
    },
    /// A name that is no side (or player) of the game.
    NotInGame { name: String, units: Vec<String> },
    /// `A + B` names players who are not this hand's partnership.
    NotPartners { named: String, partners: String },
    /// `A + B` names a partnership, but nobody played alone this hand.
    NobodyAlone { named: String },
    /// Who went out is said on a line and by a flag too.
    OutSaidTwice,
    /// A line without a name and a colon in front.
    LineWithoutName { text: String, first_unit: String },
    /// One side (or partnership) given two lines.
    TwoLines { label: String },
    /// How a side went out is said, but not which side.
    HowOutNeedsSide { how: WentOut },
    /// One number given twice for one side.
    NumberTwice { name: String },
    /// A pot said with a word that is none of `taken`, `not_taken`, `unplayed`.
    BadPot { name: String, given: String },
}

/// How a finished game ended, as the sheet says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    Winner {
        side: String,
        total: Points,
        margin: Points,
    },
    Shared {
        sides: Vec<String>,
        total: Points,
    },
}

impl Ending {
    /// How `report`'s game ended.
    pub fn of(report: &Report) -> Ending {
        let total = |side: &str| report.total_of(side).unwrap_or(0);
        match (&report.winner, report.margin) {
            (Some(w), Some(margin)) => Ending::Winner {
                side: w.clone(),
                total: total(w),
                margin,
            },
            _ => Ending::Shared {
                sides: report.winners.clone(),
                total: report.winners.first().map_or(0, |w| total(w)),
            },
        }
    }
}

/// A rules question refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuestionRefused {
    /// Hand 0 asked for.
    HandsFromOne,
    /// The variant's minimum goes by the hand; a score was given, or nothing.
    MinimumByHand {
        variant: String,
        /// The minimum in hands 1, 2, ...; the last holds from then on.
        by_hand: Vec<Points>,
    },
    /// The variant's minimum goes by the side's score; none was given.
    MinimumByScore { variant: String },
    /// The side named is not in the game.
    NoSuchSide {
        name: String,
        game: String,
        sides: Vec<String>,
    },
    /// A side's minimum asked, with no game to take it from.
    WhoseMinimum,
    /// A canasta of a kind the variant does not score.
    CanastaNotScored {
        notation: String,
        variant: String,
        kinds: String,
    },
    /// A canasta kind the variant does not have.
    UnknownKind {
        kind: String,
        variant: String,
        kinds: String,
    },
    /// Not one card.
    NotOneCard { text: String },
    /// Runs and sets asked of a variant whose melds are not the Burraco family's.
    NoRuns { variant: String },
    /// A meld of the Burraco family (`meld`, as written) that is no set or run of the form.
    NotAMeld {
        meld: String,
        refusal: crate::core::runs::RunRefusal,
    },
}
