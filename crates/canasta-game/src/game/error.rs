//! The game layer's one door: why a use case did not complete, as facts.
//!
//! Every public function of the game layer returns [`Result`]. [`Error`] wraps the fact
//! types the use cases already make (a hand refused, a rules question refused, a damaged
//! file, the store failing...) so a front end matches on it instead of guessing with
//! downcasts, `render::errors::say` words it for a surface in the language, and
//! [`Error::exit`] says how the process ends, the same for every front end. In the manner
//! of just's `Error` and jj's `CommandError`.

use crate::core::cards::NotationError;
use crate::core::ledger::{LedgerError, LogError};
use crate::core::melds::MeldError;
use crate::core::presets::PresetError;
use crate::core::rules::{RequirementError, RulesError};
use crate::core::score::HandError;
use crate::core::stats::MergeError;
use crate::core::store_facts::StoreRefused;
use crate::core::text::NameError;
use crate::exit::Exit;
pub use crate::store::error::Error as StoreError;

use super::backup::RestoreRefused;
use super::{
    ChangeMadeTwice, Damaged, HandRefused, ImportRefused, MatchRefused, PlayersRefused,
    QuestionRefused, Refused, SetupRefused,
};

/// The game layer's result.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Why a use case of the game layer did not complete. Nothing was saved.
#[derive(Debug)]
pub enum Error {
    /// The data folder refused or failed (a full disk, a link, a file too large, the lock).
    Store(Box<StoreError>),
    /// A change to a game's hands refused.
    Hand(Box<HandRefused>),
    /// A change refused at a hand, with where it was typed (a line of a file).
    Refused(Box<Refused>),
    /// A rules question refused.
    Question(QuestionRefused),
    /// A new game refused.
    Setup(SetupRefused),
    /// A match refused.
    Match(Box<MatchRefused>),
    /// A tournament refused.
    Tournament(Box<super::tournament::TournamentRefused>),
    /// A merge of two players, or a head-to-head, refused.
    Players(Box<PlayersRefused>),
    /// A game log refused by `import`.
    Import(Box<ImportRefused>),
    /// A backup refused by `import`.
    Restore(Box<RestoreRefused>),
    /// A game file that does not add up.
    Damaged(Box<Damaged>),
    /// A change made twice on a game held open (the version it saw is gone).
    MadeTwice(ChangeMadeTwice),
    /// The game log does not add up, or a hand in it breaks a rule.
    Ledger(Box<LedgerError>),
    /// A game log that does not read.
    Log(Box<LogError>),
    /// A variant that cannot be found or read.
    Preset(Box<PresetError>),
    /// A variant's rules that contradict themselves.
    Rules(Box<RulesError>),
    /// A hand that does not meet a variant's requirement.
    Requirement(RequirementError),
    /// A hand's cards that cannot be counted.
    Counting(Box<HandError>),
    /// A meld that is none.
    Meld(MeldError),
    /// Cards written in no notation.
    Notation(NotationError),
    /// A name that is no name.
    Name(NameError),
    /// Two players that cannot be merged.
    Merge(MergeError),
    /// A fault of this program, not of the input or the machine: what it was doing.
    Fault(String),
}

/// The error travels in a program's error chain (`anyhow` in the command line), which
/// needs `Display` and `std::error::Error`. Its `Display` is the facts as Rust shows them
/// (`Debug`), for a log or a panic: a person reads it in the `canasta` crate's words
/// (`render::errors`, each fact's `Say`), and the command line says every error of its
/// chain so (`cli::output::said`).
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Error {}

impl Error {
    /// How the process ends after this error: bad input (2), the machine (3), or a fault of
    /// the program (its own code). Exhaustive: a new kind of error must choose.
    pub fn exit(&self) -> Exit {
        match self {
            Error::Store(e) => e.exit(),
            Error::Fault(_) => Exit::Fault,
            Error::Hand(_)
            | Error::Refused(_)
            | Error::Question(_)
            | Error::Setup(_)
            | Error::Match(_)
            | Error::Tournament(_)
            | Error::Players(_)
            | Error::Import(_)
            | Error::Restore(_)
            | Error::Damaged(_)
            | Error::MadeTwice(_)
            | Error::Ledger(_)
            | Error::Log(_)
            | Error::Preset(_)
            | Error::Rules(_)
            | Error::Requirement(_)
            | Error::Counting(_)
            | Error::Meld(_)
            | Error::Notation(_)
            | Error::Name(_)
            | Error::Merge(_) => Exit::Refused,
        }
    }

    /// The store's error, if the store failed or refused.
    pub fn store(&self) -> Option<&StoreError> {
        match self {
            Error::Store(e) => Some(e.as_ref()),
            _ => None,
        }
    }

    /// A tournament table's result that is not the caller's to change now: the
    /// director's (confirmed or closed, a reason needed), or nobody's (the event signed).
    pub fn is_locked(&self) -> bool {
        matches!(
            self,
            Error::Tournament(r) if matches!(
                r.as_ref(),
                super::tournament::TournamentRefused::NeedsReason { .. }
                    | super::tournament::TournamentRefused::Signed { .. }
            )
        )
    }

    /// Another canasta held the lock longer than a caller waits (try again later).
    pub fn gave_up(&self) -> bool {
        self.store().is_some_and(StoreError::gave_up)
    }

    /// The machine failed (a file that cannot be read or written), not the input.
    pub fn is_machine(&self) -> bool {
        self.store().is_some_and(|e| e.io().is_some())
    }

    /// A refusal of a change to a game's hands (not the machine failing).
    pub fn is_hand_refusal(&self) -> bool {
        matches!(self, Error::Hand(_) | Error::Refused(_))
    }
}

macro_rules! from {
    ($($variant:ident($type:ty)),* $(,)?) => {
        $(impl From<$type> for Error {
            fn from(e: $type) -> Error {
                Error::$variant(e)
            }
        })*
    };
}

macro_rules! from_boxed {
    ($($variant:ident($type:ty)),* $(,)?) => {
        $(impl From<$type> for Error {
            fn from(e: $type) -> Error {
                Error::$variant(Box::new(e))
            }
        })*
    };
}

from!(
    Question(QuestionRefused),
    Setup(SetupRefused),
    MadeTwice(ChangeMadeTwice),
    Requirement(RequirementError),
    Meld(MeldError),
    Notation(NotationError),
    Name(NameError),
    Merge(MergeError),
);

from_boxed!(
    Store(StoreError),
    Hand(HandRefused),
    Refused(Refused),
    Match(MatchRefused),
    Tournament(super::tournament::TournamentRefused),
    Players(PlayersRefused),
    Import(ImportRefused),
    Restore(RestoreRefused),
    Damaged(Damaged),
    Log(LogError),
    Preset(PresetError),
    Rules(RulesError),
    Counting(HandError),
);

impl From<LedgerError> for Error {
    fn from(e: LedgerError) -> Error {
        Error::Ledger(Box::new(e))
    }
}

impl From<Box<LedgerError>> for Error {
    fn from(e: Box<LedgerError>) -> Error {
        Error::Ledger(e)
    }
}

impl From<StoreRefused> for Error {
    fn from(r: StoreRefused) -> Error {
        StoreError::from(r).into()
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        StoreError::from(e).into()
    }
}

/// A value of this program's own that did not serialise (a game log, a draft): a fault of
/// the program, never of the input.
impl From<serde_yaml::Error> for Error {
    fn from(e: serde_yaml::Error) -> Error {
        Error::Fault(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How each kind of error ends the process: the input's (2), the machine's (3), the
    /// program's own (70); the same for every front end.
    #[test]
    fn each_error_says_how_the_process_ends() {
        let refused: Error = HandRefused::NothingToRecord.into();
        assert_eq!(refused.exit(), Exit::Refused);
        assert!(refused.is_hand_refusal());
        let question: Error = QuestionRefused::HandsFromOne.into();
        assert_eq!(question.exit(), Exit::Refused);
        assert!(!question.is_hand_refusal());
        let full: Error = std::io::Error::from(std::io::ErrorKind::StorageFull).into();
        assert_eq!(full.exit(), Exit::Environment);
        assert!(full.is_machine());
        let missing: Error = std::io::Error::from(std::io::ErrorKind::NotFound).into();
        assert_eq!(missing.exit(), Exit::Refused);
        assert!(missing.is_machine());
        let link: Error = StoreRefused::Symlink {
            path: "games/1.yaml".into(),
        }
        .into();
        assert_eq!(link.exit(), Exit::Refused);
        assert!(!link.is_machine());
        let gave_up = Error::from(StoreError::GaveUp(Box::new(StoreRefused::GaveUp {
            secs: 2,
            holder: None,
            dir: "data".into(),
        })));
        assert_eq!(gave_up.exit(), Exit::Environment);
        assert!(gave_up.gave_up());
        assert_eq!(Error::Fault("a log".into()).exit(), Exit::Fault);
        assert_eq!(
            Error::from(StoreError::Fault("a log".into())).exit(),
            Exit::Fault
        );
        assert_eq!(Exit::Fault as u8, 70);
    }
}
