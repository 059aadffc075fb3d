//! One file per command, each with its arguments (clap types) and its function: the
//! command line's values become the game layer's, the game layer is called, and what
//! comes back is rendered. Nothing here scores or decides a rule. In the manner of jj's
//! `cli/src/commands/` and zoxide's `cmd/`.

mod archive;
pub(super) mod check;
mod completions;
mod delete;
pub(super) mod drop;
pub(super) mod edit;
pub(super) mod export;
pub(super) mod history;
mod import;
mod list;
mod manpage;
mod r#match;
pub(super) mod min;
pub(super) mod new;
pub(super) mod play;
pub(super) mod players;
pub(super) mod record;
mod serve;
pub(super) mod show;
pub(super) mod stats;
mod unarchive;
mod undo;
mod r#use;
pub(super) mod variants;

use std::process::ExitCode;

use anyhow::Result;

use super::args::Command;
use crate::store::Store;
use crate::store::catalog::Catalog;

/// Hands of the sheet printed after a change; `canasta show` prints them all.
const SHEET_HANDS: usize = 12;

/// Run `command`: those that need no data folder straight away, the others with the
/// store `open_store` opens.
pub(super) fn run(
    command: Command,
    catalog: Catalog,
    open_store: impl FnOnce(Catalog) -> Result<Store>,
) -> Result<ExitCode> {
    match command {
        Command::Min(args) => min::run(&catalog, &args),
        Command::Variants { format, command } => variants::run(&catalog, command, format),
        Command::Completions { shell } => completions::run(shell),
        Command::Manpage { dir } => manpage::run(dir),
        Command::Play(args) => play::run(&open_store(catalog)?, &args),
        Command::Check { format, command } => check::run(&open_store(catalog)?, command, format),
        Command::Serve { listen, game, tls } => {
            serve::run(&open_store(catalog)?, listen, game, tls)
        }
        Command::Match { name, format } => r#match::run(&open_store(catalog)?, &name, format),
        Command::New(args) => new::run(&open_store(catalog)?, args),
        Command::Record(args) => record::run(&open_store(catalog)?, args),
        Command::Edit(args) => edit::run(&open_store(catalog)?, args),
        Command::Undo(args) => undo::run(&open_store(catalog)?, &args),
        Command::Drop(args) => drop::run(&open_store(catalog)?, &args),
        Command::Show(args) => show::run(&open_store(catalog)?, &args),
        Command::List(format) => list::run(&open_store(catalog)?, format),
        Command::Use { id } => r#use::run(&open_store(catalog)?, &id),
        Command::Export(args) => export::run(&open_store(catalog)?, &args),
        Command::Delete { id, yes } => delete::run(&open_store(catalog)?, &id, yes),
        Command::Archive { id } => archive::run(&open_store(catalog)?, &id),
        Command::Unarchive { id } => unarchive::run(&open_store(catalog)?, &id),
        Command::Stats(args) => stats::run(&open_store(catalog)?, &args),
        Command::Players { format, command } => {
            players::run(&open_store(catalog)?, format, command)
        }
        Command::History(args) => history::run(&open_store(catalog)?, &args),
        Command::Import { file, skip_damaged } => {
            import::run(&open_store(catalog)?, &file, skip_damaged)
        }
    }
}

/// The command is done and the process ends right after: a game's values are left for
/// the operating system to take back instead of being freed one by one (on a
/// 10,000-hand game, freeing the report cost 15% of `show`).
fn ending<T>(value: T) {
    std::mem::forget(value);
}

/// Table mode's board: the server's [`crate::serve::beside`], as table mode takes it.
pub(crate) fn board_beside(store: &Store, phones: bool) -> Result<(String, String)> {
    Ok(crate::serve::beside(store, phones)?)
}
