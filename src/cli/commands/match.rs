//! `canasta match`: a match's standing.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::cli::args::{FormatArg, ReportFormat};
use crate::cli::reports::json_out;
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

// `canasta match`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The match's name.
    pub name: String,
    #[command(flatten)]
    pub format: FormatArg,
}

pub(super) fn run(store: &Store, name: &str, format: FormatArg) -> Result<ExitCode> {
    let standing = game::match_standing(store, name)?;
    match format.format {
        ReportFormat::Table => outln!("{}", render::standing_line(&standing))?,
        ReportFormat::Json => json_out(&standing)?,
    }
    Ok(Exit::Done.into())
}
