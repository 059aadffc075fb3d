//! `canasta archive`: a game put away (kept, out of `list`).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

// `canasta archive`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct ArchiveArgs {
    /// The game's id (see `canasta list`).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::game_ids))]
    pub id: String,
}

pub(super) fn run(store: &Store, id: &str) -> Result<ExitCode> {
    game::archive(store, id)?;
    eprintln!("{}", crate::tr!("cli-archived", id = id.to_string()));
    Ok(Exit::Done.into())
}
