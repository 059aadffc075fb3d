//! `canasta history`: every game, filtered, one line each.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use super::ending;
use crate::cli::args::{FormatArg, HistoryArgs, ReportFormat};
use crate::cli::input::history_filter;
use crate::cli::reports::{history_json, json_out};
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

/// `history`'s filters and its format.
#[derive(Debug, Args)]
pub struct HistoryReport {
    #[command(flatten)]
    pub filter: HistoryArgs,
    #[command(flatten)]
    pub format: FormatArg,
}

pub(super) fn run(store: &Store, args: &HistoryReport) -> Result<ExitCode> {
    let games = game::every_game(store)?;
    let filter = history_filter(store, &args.filter)?;
    match args.format.format {
        ReportFormat::Table => {
            // The listed games' own word for a hand, where they share one.
            let listed = games.iter().filter_map(|p| p.game.as_ref().ok());
            let variants = listed
                .filter(|g| filter.takes_summary(g))
                .map(|g| g.variant.as_str());
            let terms = game::shared_terms(store, variants);
            out!("{}", render::history(&games, &filter, terms))?
        }
        ReportFormat::Json => json_out(&history_json(&games, &filter))?,
    }
    ending(games);
    Ok(Exit::Done.into())
}
