//! `canasta`: a score keeper and rules adjudicator for Canasta played with real cards.
//!
//! What another program may use is public: the pure rules core (`cards`, `rules`,
//! `presets`, `hand`, `score`, `melds`, `ledger`: read a game log, replay it into
//! totals, minimums, dealers and the winner; answer meld, pile and going-out questions),
//! the renderings of a report (`render`, `chart`), the rules for names and quoted input
//! (`text`), and the command line (`cli`, [`run`], [`Error`], `exit`) for the binary.
//! Everything else (the store, the game layer, table mode) is the program's own.
//! Dependencies point inward: the core never sees clap, files or terminals.

use std::process::ExitCode;

/// `println!` that returns an error instead of panicking when stdout is closed.
macro_rules! outln {
    () => {
        $crate::output::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::output::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` that returns an error instead of panicking when stdout is closed.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::write_out(format_args!($($arg)*))
    };
}

// The layers, one folder each; a test (tests/layers.rs) keeps their direction: `core`
// uses nothing above it, `store` only `core`, `game` no renderer and no front end,
// `render` no front end, and front ends never each other.
pub mod core;
mod game;
pub mod render;
mod store;

pub mod cli;
// The process's exit codes, shared by every front end (a leaf, outside the layers).
pub mod exit;
mod serve;
mod table_mode;

// The paths the code and other programs use: each module where it is known by name.
use crate::cli::{complete, output, run as app};
use crate::core::unique;
pub use crate::core::{
    cards, hand, ledger, line, matches, melds, presets, rules, score, side, stats, text,
};
pub use crate::render::{chart, words};
use crate::store::{catalog, files, journal, summary};

/// Why a command did not complete. Its message (`Display`) is for people, safe for a
/// terminal (quoted input is cut to a line, control characters escaped).
pub struct Error(anyhow::Error);

impl Error {
    /// The reader of the output went away (`canasta show | head -1`): a quiet,
    /// successful end, since whatever was saved before stays saved.
    pub fn is_broken_pipe(&self) -> bool {
        output::is_broken_pipe(&self.0)
    }

    /// How the process ends: bad input (2), the machine (3: a full disk, no permission,
    /// `--wait` giving up), or a fault of the program (70). Nothing was saved.
    pub fn exit(&self) -> exit::Exit {
        output::exit_of(&self.0)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&text::safe_message(&format!("{:#}", self.0)))?;
        // No permission: what to do, after the file it names.
        let denied = output::io_of(&self.0)
            .is_some_and(|e| e.kind() == std::io::ErrorKind::PermissionDenied);
        if denied {
            write!(f, " ({})", crate::tr!("cli-permission-hint"))?;
        }
        Ok(())
    }
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

/// Run one parsed command line: table mode, a command, or help. The exit code for a
/// command that completed (`exit::Exit`), or why it did not.
pub fn run(cli: cli::Cli) -> Result<ExitCode, Error> {
    app::run(cli).map_err(Error)
}
