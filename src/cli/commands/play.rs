//! `canasta play`: table mode, on the current game or a new one.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::store::Store;
use crate::table_mode;

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Start a new game even if there is a current one.
    #[arg(long)]
    pub new: bool,
    /// Variant for a new game (default: the last game's, else classic).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::variants), long)]
    pub variant: Option<String>,
}

/// Table mode, from the command line's flags.
pub(super) fn run(store: &Store, args: &PlayArgs) -> Result<ExitCode> {
    Ok(table_mode::run(
        store,
        &table_mode::Start {
            new: args.new,
            variant: args.variant.clone(),
            board: Some(board),
        },
    )?)
}

/// Table mode's board: the server's (`serve::beside`), its failure as table mode takes it.
pub(crate) fn board(
    store: &Store,
    phones: bool,
) -> Result<(String, String), table_mode::BoardFailed> {
    crate::serve::beside(store, phones).map_err(|e| table_mode::BoardFailed {
        exit: e.exit(),
        said: e.to_string(),
    })
}
