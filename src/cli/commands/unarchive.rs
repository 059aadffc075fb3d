//! `canasta unarchive`: an archived game back among the games.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

// `canasta unarchive`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct UnarchiveArgs {
    /// The archived game's id (see `canasta history`).
    pub id: String,
}

pub(super) fn run(store: &Store, id: &str) -> Result<ExitCode> {
    game::unarchive(store, id)?;
    eprintln!("{}", crate::tr!("cli-unarchived", id = id.to_string()));
    Ok(Exit::Done.into())
}
