//! `canasta stats`: a season's statistics, a head-to-head, a chart of the season.

use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, ValueEnum};

use super::ending;
use crate::cli::args::HistoryArgs;
use crate::cli::input::history_filter;
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

#[derive(Debug, Args)]
pub struct StatsArgs {
    #[command(flatten)]
    pub filter: HistoryArgs,
    /// Two players (or partnerships, `Ann & Cy`) for a head-to-head: --vs A --vs B.
    #[arg(long, value_name = "NAME", num_args = 1)]
    pub vs: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: StatsFormat,
    /// Also draw each player's points added up game by game (the players named with
    /// --player, else the five with the most games).
    #[arg(long)]
    pub chart: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum StatsFormat {
    Table,
    Json,
    Csv,
}

pub(super) fn run(store: &Store, args: &StatsArgs) -> Result<ExitCode> {
    let filter = history_filter(store, &args.filter)?;
    let vs = match args.vs.as_slice() {
        [] => None,
        [a, b] => Some((a.as_str(), b.as_str())),
        _ => anyhow::bail!(crate::tr!("cli-vs-two-names", given = args.vs.len())),
    };
    let (games, stats) = game::season(store, &filter, vs)?;
    match args.format {
        StatsFormat::Table => {
            out!("{}", render::stats_table(&stats))?;
            if args.chart && !games.is_empty() {
                let who: Vec<String> = args.filter.player.iter().cloned().collect();
                let tallies: Vec<&crate::core::stats::GameTally> =
                    games.iter().map(|g| &g.tally).collect();
                let season =
                    crate::core::stats::season_chart(&tallies, &stats, &who, &filter.aliases);
                out!(
                    "\n{}",
                    crate::render::chart::chart_of(&season, render::width(), "game")
                )?;
            }
        }
        StatsFormat::Json => outln!("{}", serde_json::to_string_pretty(&stats)?)?,
        StatsFormat::Csv => out!("{}", render::stats_csv(&stats)?)?,
    }
    ending(games);
    Ok(Exit::Done.into())
}
