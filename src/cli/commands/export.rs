//! `canasta export`: a game's log (YAML) or its sheet (CSV), or every game as one backup.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, ValueEnum};

use crate::cli::args::GameArg;
use crate::disk::program::{Output, write_output};
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::{Store, log_text};

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub game: GameArg,
    /// Every game (the archived ones too) in one file, which `canasta import` restores.
    #[arg(long, conflicts_with = "game")]
    pub all: bool,
    /// `yaml`: the game log; `csv`: one row per hand per side, for spreadsheets.
    #[arg(long, value_enum, default_value = "yaml")]
    pub format: ExportFormat,
    /// Write to this file instead of stdout (`-`: stdout). An existing file is
    /// replaced only with --force; a link is written through to its target.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Replace the output file if it exists.
    #[arg(long, requires = "output")]
    pub force: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ExportFormat {
    Yaml,
    Csv,
}

/// What `export -o FILE` wrote: every game (`--all`), or one.
enum Wrote {
    Games(i64),
    Game(String),
}

pub(super) fn run(store: &Store, args: &ExportArgs) -> Result<ExitCode> {
    let (text, what) = if args.all {
        if args.format == ExportFormat::Csv {
            anyhow::bail!(crate::tr!("cli-all-is-yaml"));
        }
        let made = game::backup::backup(store)?;
        for (id, why) in &made.damaged {
            eprintln!(
                "{}",
                crate::tr!(
                    "cli-backup-damaged",
                    id = id.clone(),
                    why =
                        crate::core::text::printable(&render::game_refusals::first_line(why), 300)
                )
            );
        }
        (made.text, Wrote::Games(made.games as i64))
    } else {
        let game = game::open(store, args.game.game.as_deref())?;
        let text = match args.format {
            ExportFormat::Yaml => log_text(&game.log)?,
            ExportFormat::Csv => render::csv(&game.report)?,
        };
        (text, Wrote::Game(game.id.clone()))
    };
    match args.output.as_deref().map(Output::from_arg) {
        Some(Output::File(path)) => {
            write_output(&path, &text, args.force)?;
            let path = path.display().to_string();
            let said = match what {
                Wrote::Games(count) => crate::tr!("cli-wrote-games", count = count, path = path),
                Wrote::Game(id) => crate::tr!("cli-wrote-game", id = id, path = path),
            };
            eprintln!("{said}");
        }
        Some(Output::Stdout) | None => out!("{text}")?,
    }
    Ok(Exit::Done.into())
}
