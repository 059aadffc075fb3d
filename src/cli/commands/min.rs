//! `canasta min`: the initial-meld minimum at a score (or a hand).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::cli::args::{FormatArg, ReportFormat, score_value};
use crate::cli::reports::json_out;
use crate::exit::Exit;
use crate::game;
use crate::store::catalog::Catalog;

#[derive(Debug, Args)]
pub struct MinArgs {
    /// Variant: a preset name (see `canasta variants`) or a preset file's path.
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::variants), long, default_value = "classic")]
    pub variant: String,
    /// Cumulative score (may be negative; at most 999,999,999 either way).
    #[arg(allow_negative_numbers = true, value_parser = score_value())]
    pub score: Option<i64>,
    /// The hand number, for a variant whose minimum goes by hand (Hand and Foot).
    #[arg(long, value_name = "N")]
    pub hand: Option<usize>,
    #[command(flatten)]
    pub format: FormatArg,
}

pub(super) fn run(catalog: &Catalog, args: &MinArgs) -> Result<ExitCode> {
    let rules = catalog.resolve(&args.variant)?;
    let minimum = game::minimum(&rules, args.score, args.hand)?;
    match args.format.format {
        ReportFormat::Table => outln!("{minimum}")?,
        ReportFormat::Json => {
            // The one the variant goes by: `minimum` refused if it was missing.
            let at = if rules.minimum_by_hand() {
                game::At::Hand(args.hand.unwrap_or(1))
            } else {
                game::At::Score(args.score.unwrap_or(0))
            };
            json_out(&serde_json::json!({
                "variant": rules.name,
                "at": at,
                "minimum": minimum,
            }))?;
        }
    }
    Ok(Exit::Done.into())
}
