//! `canasta show`: a game's sheet (with breakdowns, a chart), or its picture, YAML or JSON.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::ending;
use crate::cli::args::GameArg;
use crate::core::ledger::Report;
use crate::disk::program::{Output, write_output};
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

#[derive(Debug, Args)]
pub struct ShowArgs {
    #[command(flatten)]
    pub game: GameArg,
    /// Show every hand's itemized lines.
    #[arg(long)]
    pub explain: bool,
    /// Draw a chart of each side's running total, hand by hand, under the sheet.
    #[arg(long)]
    pub chart: bool,
    /// Output format (`svg`: the chart as a picture).
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
    /// Write to this file instead of stdout (an existing file is replaced only with
    /// --force).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Replace the output file if it exists.
    #[arg(long, requires = "output")]
    pub force: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Table,
    Yaml,
    Json,
    /// The chart of running totals as an SVG picture.
    Svg,
}

/// What `show --format json|yaml` prints: the replayed report plus the game's id.
#[derive(Serialize)]
struct Shown<'a> {
    id: &'a str,
    #[serde(flatten)]
    report: &'a Report,
}

pub(super) fn run(store: &Store, args: &ShowArgs) -> Result<ExitCode> {
    let game = game::open(store, args.game.game.as_deref())?;
    let (id, report) = (&game.id, &game.report);
    if let Some(path) = args.output.as_deref() {
        // Only the picture goes to a file; the sheet is for the terminal (or a pipe).
        if args.format != Format::Svg {
            anyhow::bail!(crate::tr!("cli-output-needs-svg"));
        }
        match Output::from_arg(path) {
            Output::File(path) => {
                write_output(&path, &crate::render::chart::svg(report), args.force)?;
                eprintln!(
                    "{}",
                    crate::tr!(
                        "cli-wrote-chart",
                        id = id.clone(),
                        path = path.display().to_string()
                    )
                );
            }
            Output::Stdout => out!("{}", crate::render::chart::svg(report))?,
        }
        ending(game);
        return Ok(Exit::Done.into());
    }
    match args.format {
        Format::Svg => out!("{}", crate::render::chart::svg(report))?,
        Format::Table => {
            let mut text = format!(
                "{}\n",
                render::wrapped(
                    &crate::tr!(
                        "cli-show-title",
                        id = id.clone(),
                        variant = game.log.variant.clone(),
                        sides = render::sides_line(&game.log)
                    ),
                    ""
                )
            );
            if args.explain {
                text.push_str(&render::breakdowns(report));
            }
            text.push_str(&render::sheet(report));
            if args.chart {
                text.push('\n');
                text.push_str(&crate::render::chart::chart(report, render::width()));
            }
            out!("{text}")?;
        }
        Format::Yaml => out!("{}", serde_yaml::to_string(&Shown { id, report })?)?,
        Format::Json => outln!("{}", serde_json::to_string_pretty(&Shown { id, report })?)?,
    }
    ending(game);
    Ok(Exit::Done.into())
}
