//! `canasta use`: make a game the current one.

use std::process::ExitCode;

use anyhow::Result;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

pub(super) fn run(store: &Store, id: &str) -> Result<ExitCode> {
    let id = game::use_game(store, id)?;
    outln!("{}", crate::tr!("cli-now-current", id = id))?;
    Ok(Exit::Done.into())
}
