//! `canasta players`: everyone who has played, and two spellings merged into one person.

use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand};

use super::ending;
use crate::cli::args::{FormatArg, ReportFormat};
use crate::cli::reports::{json_out, players_json};
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum PlayersCommand {
    /// Count FROM as the same person as INTO in statistics and history.
    #[command(after_help = "\
Examples:
  canasta players merge Anne Ann
  canasta players merge \"Bob S\" Bob")]
    Merge {
        /// The spelling to merge away.
        from: String,
        /// The name it stands for.
        into: String,
    },
}

// `canasta players`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct PlayersArgs {
    #[command(flatten)]
    pub format: FormatArg,
    #[command(subcommand)]
    pub command: Option<PlayersCommand>,
}

pub(super) fn run(
    store: &Store,
    format: FormatArg,
    command: Option<PlayersCommand>,
) -> Result<ExitCode> {
    match command {
        Some(PlayersCommand::Merge { from, into }) => {
            game::merge_players(store, &from, &into)?;
            eprintln!("{}", crate::tr!("cli-merged", from = from, into = into));
        }
        None => {
            let filter = game::GameFilter {
                aliases: store.aliases()?,
                ..game::GameFilter::default()
            };
            let (games, stats) = game::season(store, &filter, None)?;
            match format.format {
                ReportFormat::Table => out!("{}", render::players_list(&stats, &filter.aliases))?,
                ReportFormat::Json => json_out(&players_json(&stats, &filter.aliases))?,
            }
            ending(games);
        }
    }
    Ok(Exit::Done.into())
}
