//! Table mode's one error: why a session did not go on, as facts.
//!
//! Every function of table mode returns [`Result`]. [`Error`] holds the game layer's own
//! error, the terminal failing, the player stopping the session (Ctrl-C, the terminal
//! gone), the board failing to start, and the few refusals of table mode itself, so that
//! the command line matches on it (no guessing with downcasts): [`Error::exit`] says how
//! the process ends, [`Error::io`] what the machine said. Its words are the ones table
//! mode always gave: the game layer's (`render::errors::say`), the system's, the table's.

use std::fmt;

use crate::core::cards::NotationError;
use crate::core::ledger::LedgerError;
use crate::exit::Exit;
use crate::game;
use crate::render::errors::{Surface, say};
use crate::tr;

/// Table mode's result.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Why table mode did not go on. Every hand confirmed before is saved; the hand being
/// typed is not (it may be kept as a draft).
#[derive(Debug)]
pub enum Error {
    /// The game layer refused or failed (the store failing, a game that cannot be held).
    Game(game::Error),
    /// A refusal of the game layer that ends table mode (a game that cannot be opened),
    /// said in the table's words, never naming a command-line flag.
    Table(game::Error),
    /// The terminal failing (a line that cannot be written, standard output closed), or
    /// the system refusing a path typed at the table.
    Terminal(std::io::Error),
    /// A prompt of dialoguer's failing.
    Prompt(dialoguer::Error),
    /// A prompt that could not be drawn (a theme's formatting).
    Drawing(fmt::Error),
    /// The player stopped the session: Ctrl-C, or the terminal gone (end of input).
    Stopped(Stopped),
    /// Table mode started with no person at a terminal (standard input or error is not
    /// one).
    NoTerminal,
    /// The same, in a Windows terminal that gives programs a pipe rather than a console
    /// (Git Bash's mintty, an MSYS2 shell): said with the terminals that work.
    NoConsole,
    /// The live board could not start (its words are the server's own).
    Board(super::BoardFailed),
    /// Esc or `q` at a yes-or-no question: the person left it. Each asker goes back (a
    /// question, step by step) or takes it as no where no is what leaving means (remove a
    /// hand? replace a file?).
    Left,
    /// A side's line left step by step (`q` or `<`, or Esc): the line is asked again, as
    /// it was, nothing of the steps kept.
    LeftSteps,
    /// A test's script that does not answer the question asked (or ran out).
    #[cfg(test)]
    Script(String),
}

/// How table mode was stopped: Ctrl-C, or the terminal gone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// Ctrl-C.
    Interrupted,
    /// The terminal gone (end of input).
    Closed,
}

impl Stopped {
    /// What the table is told when the session stops so.
    pub fn words(self) -> String {
        match self {
            Stopped::Interrupted => tr!("table-interrupted"),
            Stopped::Closed => tr!("table-closed"),
        }
    }

    /// The stop behind a system error, if it is one: Ctrl-C inside a prompt, or the end
    /// of input.
    fn of(io: &std::io::Error) -> Option<Stopped> {
        match io.kind() {
            std::io::ErrorKind::Interrupted => Some(Stopped::Interrupted),
            std::io::ErrorKind::UnexpectedEof => Some(Stopped::Closed),
            _ => None,
        }
    }
}

impl Error {
    /// How the process ends after this error: bad input (2), the machine (3), a fault of
    /// the program (70), or the session stopped by the player (130). Exhaustive: a new
    /// kind of error must choose.
    pub fn exit(&self) -> Exit {
        match self {
            Error::Game(e) | Error::Table(e) => e.exit(),
            Error::Terminal(e) if crate::store::error::is_environment_io(e) => Exit::Environment,
            Error::Board(e) => e.exit,
            Error::Stopped(_) => Exit::Interrupted,
            Error::Terminal(_)
            | Error::Prompt(_)
            | Error::Drawing(_)
            | Error::NoTerminal
            | Error::NoConsole
            | Error::Left
            | Error::LeftSteps => Exit::Refused,
            #[cfg(test)]
            Error::Script(_) => Exit::Refused,
        }
    }

    /// The system's error behind this one, if the machine failed: the terminal's, the
    /// store's, or the board's.
    pub fn io(&self) -> Option<&std::io::Error> {
        match self {
            Error::Game(e) | Error::Table(e) => e.store()?.io(),
            Error::Terminal(e) => Some(e),
            _ => None,
        }
    }

    /// Did the player leave a yes-or-no question (Esc or `q`)?
    pub fn is_left(&self) -> bool {
        matches!(self, Error::Left)
    }

    /// Was a side's line left step by step?
    pub fn is_left_steps(&self) -> bool {
        matches!(self, Error::LeftSteps)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Game(e) => f.write_str(&say(e, Surface::CommandLine)),
            Error::Table(e) => f.write_str(&say(e, Surface::Table)),
            Error::Terminal(e) => fmt::Display::fmt(e, f),
            Error::Prompt(e) => fmt::Display::fmt(e, f),
            Error::Drawing(e) => fmt::Display::fmt(e, f),
            Error::Stopped(s) => f.write_str(&s.words()),
            Error::NoTerminal => f.write_str(&tr!("table-needs-terminal")),
            Error::NoConsole => f.write_str(&tr!("table-needs-console")),
            Error::Board(e) => f.write_str(&e.said),
            Error::Left => f.write_str("left the question"),
            Error::LeftSteps => f.write_str("step by step left"),
            #[cfg(test)]
            Error::Script(what) => f.write_str(what),
        }
    }
}

/// The causes are those of the error held (its own words are this error's): a chain of
/// causes reads as it did before table mode wrapped it.
impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Game(e) => e.source(),
            Error::Terminal(e) => e.source(),
            Error::Prompt(e) => e.source(),
            Error::Drawing(e) => e.source(),
            Error::Table(_)
            | Error::Board(_)
            | Error::Stopped(_)
            | Error::NoTerminal
            | Error::NoConsole
            | Error::Left
            | Error::LeftSteps => None,
            #[cfg(test)]
            Error::Script(_) => None,
        }
    }
}

impl From<game::Error> for Error {
    fn from(e: game::Error) -> Error {
        Error::Game(e)
    }
}

/// The facts the game layer wraps, met by table mode itself (a game's rules that do not
/// read, cards typed in no notation, the store refusing): the game layer's error, in its
/// words.
impl From<LedgerError> for Error {
    fn from(e: LedgerError) -> Error {
        Error::Game(e.into())
    }
}

impl From<NotationError> for Error {
    fn from(e: NotationError) -> Error {
        Error::Game(e.into())
    }
}

impl From<crate::store::error::Error> for Error {
    fn from(e: crate::store::error::Error) -> Error {
        Error::Game(e.into())
    }
}

/// Ctrl-C inside a prompt, or the end of input, stops the session; any other failure is
/// the terminal's.
impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        match Stopped::of(&e) {
            Some(stopped) => Error::Stopped(stopped),
            None => Error::Terminal(e),
        }
    }
}

impl From<dialoguer::Error> for Error {
    fn from(e: dialoguer::Error) -> Error {
        let dialoguer::Error::IO(io) = &e;
        match Stopped::of(io) {
            Some(stopped) => Error::Stopped(stopped),
            None => Error::Prompt(e),
        }
    }
}

impl From<fmt::Error> for Error {
    fn from(e: fmt::Error) -> Error {
        Error::Drawing(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How each kind of error ends the process, as the command line ended it before
    /// table mode had an error of its own.
    #[test]
    fn each_error_says_how_the_process_ends() {
        let refused: Error = game::Error::from(crate::game::QuestionRefused::HandsFromOne).into();
        assert_eq!(refused.exit(), Exit::Refused);
        let full: Error = std::io::Error::from(std::io::ErrorKind::StorageFull).into();
        assert_eq!(full.exit(), Exit::Environment);
        assert!(full.io().is_some());
        let ctrl_c: Error = std::io::Error::from(std::io::ErrorKind::Interrupted).into();
        assert!(matches!(ctrl_c, Error::Stopped(Stopped::Interrupted)));
        assert_eq!(ctrl_c.exit(), Exit::Interrupted);
        let closed: Error =
            dialoguer::Error::IO(std::io::Error::from(std::io::ErrorKind::UnexpectedEof)).into();
        assert!(matches!(closed, Error::Stopped(Stopped::Closed)));
        let prompt: Error =
            dialoguer::Error::IO(std::io::Error::from(std::io::ErrorKind::StorageFull)).into();
        assert_eq!(prompt.exit(), Exit::Refused);
        let board = Error::Board(super::super::BoardFailed {
            exit: Exit::Environment,
            said: "no".into(),
        });
        assert_eq!(board.exit(), Exit::Environment);
        assert_eq!(board.to_string(), "no");
        assert_eq!(Error::NoTerminal.exit(), Exit::Refused);
        assert_eq!(Error::Left.exit(), Exit::Refused);
    }
}
