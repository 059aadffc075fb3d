//! The values of the hand use cases (`hands.rs`): what a hand's entry says
//! ([`HandEdits`], or a whole hand as text, [`HandText`]), and what recording, editing or
//! removing a hand gives back ([`Changed`], [`Removed`]).

use indexmap::IndexMap;

use crate::core::ledger::Report;
use crate::core::rules::Points;

/// What a hand's entry says, side by side, by side name (matched without regard to
/// case): the facts the `record`/`edit` flags and table mode's answers carry. When
/// editing, only what is given changes.
#[derive(Debug, Clone, Default)]
pub struct HandEdits {
    /// Whole sides typed as lines, `We: out 1n 1m 2r 420 -35` (see `line.rs`); each
    /// replaces that side's result, and the other fields then change it further.
    pub lines: Vec<String>,
    pub out: Option<String>,
    pub concealed: bool,
    pub hand_canasta: bool,
    /// The side that went out with a special hand, and which.
    pub special: Option<(String, String)>,
    pub nobody_out: bool,
    pub red_threes: Vec<(String, i64)>,
    pub black_threes: Vec<(String, i64)>,
    pub black_threes_in_hand: Vec<(String, i64)>,
    /// (side, meld); `none` clears the side's list.
    pub incomplete: Vec<(String, String)>,
    /// (side, rank name, players).
    pub holding: Vec<(String, String, i64)>,
    /// (side, kind, count), in the order given.
    pub canastas: Vec<(String, String, i64)>,
    pub melded: Vec<(String, i64)>,
    pub in_hand: Vec<(String, i64)>,
    /// (side, penalty, count); the same penalty twice adds up.
    pub penalties: Vec<(String, String, i64)>,
    /// (side, bonus, count); the same bonus twice adds up.
    pub bonuses: Vec<(String, String, i64)>,
    pub meld_cards: Vec<(String, String)>,
    pub hand_cards: Vec<(String, String)>,
    pub lone: Option<String>,
    pub note: Option<String>,
    /// (side, what became of its pot: `taken`, `not_taken`, `unplayed`).
    pub pot: Vec<(String, String)>,
    /// The language the lines and flag words are typed in (`c 1p 2r` in Spanish);
    /// English by default. Never saved: the game keeps the preset's own keys.
    pub words: crate::core::line::LineWords,
}

impl HandEdits {
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
            && self.out.is_none()
            && !self.concealed
            && !self.hand_canasta
            && self.special.is_none()
            && !self.nobody_out
            && self.red_threes.is_empty()
            && self.black_threes.is_empty()
            && self.black_threes_in_hand.is_empty()
            && self.incomplete.is_empty()
            && self.holding.is_empty()
            && self.canastas.is_empty()
            && self.melded.is_empty()
            && self.in_hand.is_empty()
            && self.penalties.is_empty()
            && self.bonuses.is_empty()
            && self.meld_cards.is_empty()
            && self.hand_cards.is_empty()
            && self.lone.is_none()
            && self.note.is_none()
            && self.pot.is_empty()
    }
}

/// A whole hand in the log's YAML form (a `--from` file), with where it came from.
pub struct HandText {
    pub origin: String,
    pub text: String,
}

/// A hand recorded or replaced: the report after it, and which hand it was (0-based).
pub struct Changed {
    pub id: String,
    pub report: Report,
    pub index: usize,
    /// What the referee asks about the hand saved (`slips`): a front end says it.
    pub slips: Vec<super::Slip>,
}

/// A hand removed: what it scored, by side (None when it did not add up: a damaged game
/// mended), and the report without it.
pub struct Removed {
    pub number: usize,
    pub scores: Option<IndexMap<String, Points>>,
    pub report: Report,
}
