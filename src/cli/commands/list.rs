//! `canasta list`: the games of the data folder, the current one marked.

use std::process::ExitCode;

use anyhow::Result;

use super::ending;
use crate::cli::args::{FormatArg, ReportFormat};
use crate::cli::reports::{json_out, list_json};
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

pub(super) fn run(store: &Store, format: FormatArg) -> Result<ExitCode> {
    let games = game::list(store)?;
    if format.format == ReportFormat::Json {
        json_out(&list_json(&games))?;
    } else if games.is_empty() {
        outln!("{}", crate::tr!("cli-no-games"))?;
    } else {
        out!("{}", render::game_list(&games))?;
    }
    ending(games);
    Ok(Exit::Done.into())
}
