//! `canasta use`: make a game the current one.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

// `canasta use`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct UseArgs {
    /// The game's id (see `canasta list`).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::game_ids))]
    pub id: String,
}

pub(super) fn run(store: &Store, id: &str) -> Result<ExitCode> {
    let id = game::use_game(store, id)?;
    outln!("{}", crate::tr!("cli-now-current", id = id))?;
    Ok(Exit::Done.into())
}
