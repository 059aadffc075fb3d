//! `canasta unarchive`: an archived game back among the games.

use std::process::ExitCode;

use anyhow::Result;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

pub(super) fn run(store: &Store, id: &str) -> Result<ExitCode> {
    game::unarchive(store, id)?;
    eprintln!("{}", crate::tr!("cli-unarchived", id = id.to_string()));
    Ok(Exit::Done.into())
}
