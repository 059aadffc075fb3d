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
        // The games' own word for a hand, where they share one.
        let variants = games.iter().filter_map(|g| g.game.as_ref().ok());
        let terms = game::shared_terms(store, variants.map(|g| g.variant.as_str()));
        out!("{}", render::game_list(&games, terms))?;
    }
    ending(games);
    Ok(Exit::Done.into())
}
