//! One file per command, each with its arguments (clap types) and its function: the
//! command line's values become the game layer's, the game layer is called, and what
//! comes back is rendered. Nothing here scores or decides a rule. In the manner of jj's
//! `cli/src/commands/` and zoxide's `cmd/`.

pub(super) mod archive;
pub(super) mod check;
pub(super) mod circuit;
pub(super) mod completions;
pub(super) mod delete;
pub(super) mod drop;
pub(super) mod edit;
pub(super) mod export;
pub(super) mod history;
pub(super) mod import;
pub(super) mod list;
pub(super) mod manpage;
pub(super) mod r#match;
pub(super) mod min;
pub(super) mod new;
pub(super) mod play;
pub(super) mod players;
pub(super) mod record;
pub(super) mod serve;
pub(super) mod show;
pub(super) mod stats;
pub(super) mod tournament;
pub(super) mod unarchive;
pub(super) mod undo;
pub(super) mod r#use;
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
        Command::Variants(a) => variants::run(&catalog, a.command, a.format),
        Command::Completions(a) => completions::run(a.shell),
        Command::Manpage(a) => manpage::run(a.dir),
        Command::Play(args) => play::run(&open_store(catalog)?, &args),
        Command::Check(a) => check::run(&open_store(catalog)?, a.command, a.format),
        Command::Serve(a) => serve::run(&open_store(catalog)?, a),
        Command::Match(a) => r#match::run(&open_store(catalog)?, &a.name, a.format),
        Command::Tournament(a) => tournament::run(&open_store(catalog)?, a.command),
        Command::Circuit(a) => circuit::run(&open_store(catalog)?, &a),
        Command::New(args) => new::run(&open_store(catalog)?, args),
        Command::Record(args) => record::run(&open_store(catalog)?, args),
        Command::Edit(args) => edit::run(&open_store(catalog)?, args),
        Command::Undo(args) => undo::run(&open_store(catalog)?, &args),
        Command::Drop(args) => drop::run(&open_store(catalog)?, &args),
        Command::Show(args) => show::run(&open_store(catalog)?, &args),
        Command::List(format) => list::run(&open_store(catalog)?, format),
        Command::Use(a) => r#use::run(&open_store(catalog)?, &a.id),
        Command::Export(args) => export::run(&open_store(catalog)?, &args),
        Command::Delete(a) => delete::run(&open_store(catalog)?, &a.id, a.yes),
        Command::Archive(a) => archive::run(&open_store(catalog)?, &a.id),
        Command::Unarchive(a) => unarchive::run(&open_store(catalog)?, &a.id),
        Command::Stats(args) => stats::run(&open_store(catalog)?, &args),
        Command::Players(a) => players::run(&open_store(catalog)?, a.format, a.command),
        Command::History(args) => history::run(&open_store(catalog)?, &args),
        Command::Import(a) => import::run(&open_store(catalog)?, &a.file, a.skip_damaged),
    }
}

/// The command is done and the process ends right after: a game's values are left for
/// the operating system to take back instead of being freed one by one (on a
/// 10,000-hand game, freeing the report cost 15% of `show`).
fn ending<T>(value: T) {
    std::mem::forget(value);
}
