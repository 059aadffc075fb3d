//! `canasta`: a score keeper and rules adjudicator for Canasta played with real cards.
//!
//! What another program may use is public: the pure rules core (`core::cards`,
//! `core::rules`, `core::presets`, `core::hand`, `core::score`, `core::melds`,
//! `core::ledger`: read a game log, replay it into totals, minimums, dealers and the
//! winner; answer meld, pile and going-out questions), the renderings of a report
//! (`render`, `render::chart`), the rules for names and quoted input (`core::text`), and
//! the command line (`cli`, [`run`], [`Error`], `exit`) for the binary, and the scorer's
//! calls answered in a web page (`phone::alone`, for `crates/canasta-wasm`). The game layer
//! and its store are a crate of their own (`crates/canasta-game`), named here `game` and
//! `store` as the layers they are; the computer's disk under the store (`disk`), table mode
//! and the server are the program's own. Every module is known by its layer's path: there
//! are no aliases at the crate root. Dependencies point inward: the core never sees clap,
//! files or terminals, and the game layer no file but through its store's `Disk`.
//!
//! The library builds for a web page too (`wasm32-unknown-unknown`, issue 43): there the
//! command line, table mode, the server and the computer's disk are left out, and what
//! only they call is unused.
#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
/// `println!` that returns an error instead of panicking when stdout is closed.
macro_rules! outln {
    () => {
        $crate::cli::output::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::output::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

#[cfg(not(target_arch = "wasm32"))]
/// `print!` that returns an error instead of panicking when stdout is closed.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::output::write_out(format_args!($($arg)*))
    };
}

// The layers, one folder each; a test (tests/layers.rs) keeps their direction: `core`
// uses nothing above it, `store` only `core`, `game` no renderer and no front end,
// `render` no front end, and front ends never each other.
/// The rules core, a crate of its own (`crates/canasta-core`), named here as its layer.
pub use canasta_core as core;
/// The game layer and its store, a crate of their own (`crates/canasta-game`).
use canasta_game::{game, store};
pub mod phone;
pub mod render;

// The command line, table mode and the server are the program's, never a page's.
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
// The process's exit codes, shared by every front end (a leaf, outside the layers; the
// game layer's crate keeps them, as its errors say which they end with).
pub use canasta_game::exit;
// The computer's files under the store: the data folder on disk, the program's own files.
#[cfg(not(target_arch = "wasm32"))]
mod disk;
#[cfg(not(target_arch = "wasm32"))]
mod serve;
#[cfg(not(target_arch = "wasm32"))]
mod table_mode;
#[cfg(test)]
mod words_tests;

/// Why a command did not complete. Its message (`Display`) is for people, safe for a
/// terminal (quoted input is cut to a line, control characters escaped).
#[cfg(not(target_arch = "wasm32"))]
pub struct Error(anyhow::Error);

#[cfg(not(target_arch = "wasm32"))]
impl Error {
    /// The reader of the output went away (`canasta show | head -1`): a quiet,
    /// successful end, since whatever was saved before stays saved.
    pub fn is_broken_pipe(&self) -> bool {
        cli::output::is_broken_pipe(&self.0)
    }

    /// How the process ends: bad input (2), the machine (3: a full disk, no permission,
    /// `--wait` giving up), or a fault of the program (70). Nothing was saved.
    pub fn exit(&self) -> exit::Exit {
        cli::output::exit_of(&self.0)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&core::text::safe_message(&cli::output::said(&self.0)))?;
        // No permission: what to do, after the file it names. On Windows the same error
        // (5), or a sharing violation (32, 33), left after the save's retries is most
        // often another program holding the file: a scanner, a sync program, an editor.
        let io = cli::output::io_of(&self.0);
        let held =
            cfg!(windows) && io.is_some_and(|e| disk::replace::held_for_a_moment(e.raw_os_error()));
        let denied = io.is_some_and(|e| e.kind() == std::io::ErrorKind::PermissionDenied);
        if held {
            write!(f, " ({})", crate::tr!("cli-held-hint"))?;
        } else if denied {
            write!(f, " ({})", crate::tr!("cli-permission-hint"))?;
        }
        Ok(())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl std::error::Error for Error {}

#[cfg(not(target_arch = "wasm32"))]
/// Run one parsed command line: table mode, a command, or help. The exit code for a
/// command that completed (`exit::Exit`), or why it did not.
pub fn run(cli: cli::Cli) -> Result<ExitCode, Error> {
    cli::run::run(cli).map_err(Error)
}
