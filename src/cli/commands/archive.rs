//! `canasta archive`: a game put away (kept, out of `list`).

use std::process::ExitCode;

use anyhow::Result;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

pub(super) fn run(store: &Store, id: &str) -> Result<ExitCode> {
    game::archive(store, id)?;
    eprintln!("{}", crate::tr!("cli-archived", id = id.to_string()));
    Ok(Exit::Done.into())
}
