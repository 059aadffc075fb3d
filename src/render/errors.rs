//! The one wording function for why something did not complete: [`say`] words a
//! `game::Error` (or the store's) for a surface in the player's language. Every front end
//! calls it; none looks inside an error to word it.

use std::fmt::{self, Formatter};

use crate::game::{Error, StoreError};
use crate::render::say::{Said, Say};
use crate::tr;

/// Where the words are read: each surface says a refusal in its own terms (the command
/// line names its flags, the table and the page never do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Surface {
    /// The command line: a refusal may name a command or a flag.
    CommandLine,
    /// Table mode: the table's words, never a flag.
    Table,
    /// The scorer's page: the table's words (the server takes the paths out).
    Page,
    /// A tournament table's phone: the table's words, and a result that is the
    /// director's said as such (call the director).
    Phone,
    /// The director's desk (its page, its view of a table's game, or at the terminal):
    /// the desk's steps, never a command to type.
    Desk,
}

/// `e` in words for `surface`, in the language set.
pub fn say(e: &Error, surface: Surface) -> String {
    match surface {
        Surface::CommandLine => e.said(),
        Surface::Table | Surface::Page => super::refusals::for_table(e),
        Surface::Phone | Surface::Desk => match e {
            Error::Tournament(r) => super::tournament::at_desk(r, surface == Surface::Phone)
                .unwrap_or_else(|| super::refusals::for_table(e)),
            _ => super::refusals::for_table(e),
        },
    }
}

/// [`say`], with each of `folders` (the data folder, the user's presets: a machine's
/// paths) said as words: what a page shows, which learns no path of the machine serving
/// it. The one wording of an error for every page (a table's phone, the desk, the board).
pub fn say_hiding(e: &Error, surface: Surface, folders: &[String]) -> String {
    hide(&say(e, surface), folders)
}

/// `text` with each of `folders` said as words.
pub fn hide(text: &str, folders: &[String]) -> String {
    let mut text = text.to_string();
    for folder in folders.iter().filter(|f| !f.is_empty()) {
        text = text.replace(folder.as_str(), &tr!("board-data-folder"));
    }
    text
}

/// The store's error `e` in words (the command line's: a preset that does not load, in
/// the list of variants).
pub fn say_store(e: &StoreError) -> String {
    e.said()
}

/// The first line of `e`'s words (a game of a backup that does not read or add up, in a
/// list).
pub fn first_line(e: &Error) -> String {
    e.said().lines().next().unwrap_or_default().to_string()
}

/// The store's error as the command line says it: each step around its cause, joined
/// by ": " ("cannot write games/1.yaml: No space left on device").
impl Say for StoreError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Io(e) => write!(f, "{e}"),
            StoreError::Refused(r) | StoreError::GaveUp(r) => r.say(f),
            StoreError::Preset(e) => e.say(f),
            StoreError::Merge(e) => e.say(f),
            StoreError::Fault(what) => f.write_str(&tr!("store-fault", what = what.as_str())),
            StoreError::While { doing, cause } => {
                write!(f, "{}: {}", Said(doing), Said(cause.as_ref()))
            }
            StoreError::Around { refused, cause } => {
                write!(f, "{}: {}", Said(refused.as_ref()), Said(cause.as_ref()))
            }
        }
    }
}

/// The game layer's error as the command line says it (its facts' own words).
impl Say for Error {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Error::Store(e) => e.say(f),
            Error::Hand(e) => e.say(f),
            Error::Refused(e) => e.say(f),
            Error::Question(e) => e.say(f),
            Error::Setup(e) => e.say(f),
            Error::Match(e) => e.say(f),
            Error::Tournament(e) => e.say(f),
            Error::Players(e) => e.say(f),
            Error::Import(e) => e.say(f),
            Error::Restore(e) => e.say(f),
            Error::Damaged(e) => e.say(f),
            Error::MadeTwice(e) => e.say(f),
            Error::Ledger(e) => e.say(f),
            Error::Log(e) => e.say(f),
            Error::Preset(e) => e.say(f),
            Error::Rules(e) => e.say(f),
            Error::Requirement(e) => e.say(f),
            Error::Counting(e) => e.say(f),
            Error::Meld(e) => e.say(f),
            Error::Notation(e) => e.say(f),
            Error::Name(e) => e.say(f),
            Error::Merge(e) => e.say(f),
            Error::Fault(what) => f.write_str(&tr!("store-fault", what = what.as_str())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::store_facts::{Doing, Op, StoreRefused};
    use crate::game::{HandRefused, QuestionRefused};
    use crate::store::error::Context;

    /// One function words every error for every surface; the table and the page never
    /// name a flag, and the store's steps read as a chain, outermost first.
    #[test]
    fn one_function_words_an_error_for_each_surface() {
        crate::render::i18n::in_language(crate::render::i18n::Lang::En, || {
            let full: crate::store::error::Result<()> =
                Err(std::io::Error::from(std::io::ErrorKind::StorageFull))
                    .with_context(|| Doing::new(Op::Write, "games/1.yaml"));
            let full = Error::from(full.expect_err("refused"));
            let said = say(&full, Surface::CommandLine);
            assert!(said.starts_with("cannot write games/1.yaml: "), "{said}");
            // A rules question asked of a hand-minimum variant without the hand: the
            // command line names its flag, the table and the page do not.
            let by_hand = Error::from(QuestionRefused::MinimumByHand {
                variant: "hand_and_foot".into(),
                by_hand: vec![50, 90, 120, 150],
            });
            assert!(say(&by_hand, Surface::CommandLine).contains("--hand"));
            for surface in [Surface::Table, Surface::Page] {
                let said = say(&by_hand, surface);
                assert!(!said.contains("--"), "{surface:?}: {said}");
                assert!(said.contains("50"), "{surface:?}: {said}");
            }
            let fault = Error::Fault("a log that did not serialise".into());
            assert!(say(&fault, Surface::CommandLine).contains("Please report"));
            let nothing = Error::from(HandRefused::NothingToRecord);
            assert_eq!(first_line(&nothing), say(&nothing, Surface::CommandLine));
            let link = Error::from(StoreRefused::NoCurrent);
            assert!(!say(&link, Surface::Table).is_empty());
        });
    }
}
