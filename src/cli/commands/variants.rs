//! `canasta variants`: the presets listed, one shown as a table of rules, a preset file
//! checked.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand};
use clap_complete::ArgValueCompleter;

use crate::cli::args::ReportFormat;
use crate::cli::reports::{json_out, variants_json};
use crate::exit::Exit;
use crate::render;
use crate::store::catalog::Catalog;

#[derive(Debug, Subcommand)]
pub enum VariantsCommand {
    /// Print a variant's rules as a table.
    #[command(after_help = "\
Examples:
  canasta variants show classic
  canasta variants show ./ours.yaml")]
    Show {
        /// Variant: a preset name (see `canasta variants`) or a preset file's path.
        #[arg(add = ArgValueCompleter::new(crate::cli::complete::variants))]
        variant: String,
    },
    /// Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not.
    #[command(after_help = "\
Examples:
  canasta variants check ours.yaml")]
    Check {
        /// The preset file.
        file: PathBuf,
    },
}

// `canasta variants`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct VariantsArgs {
    /// `table` for people, `json` for programs (also after `show` and `check`).
    #[arg(long, value_enum, default_value = "table", global = true)]
    pub format: ReportFormat,
    #[command(subcommand)]
    pub command: Option<VariantsCommand>,
}

pub(super) fn run(
    catalog: &Catalog,
    command: Option<VariantsCommand>,
    format: ReportFormat,
) -> Result<ExitCode> {
    let json = format == ReportFormat::Json;
    match command {
        None if json => json_out(&variants_json(&catalog.entries()))?,
        None => {
            let mut t = comfy_table::Table::new();
            t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
            t.set_header(vec![
                crate::tr!("cli-variants-head-variant"),
                crate::tr!("cli-variants-head-description"),
            ]);
            let mut user = false;
            for entry in catalog.entries() {
                let mut description = match &entry.file {
                    None => crate::render::preset_description_of(&entry.name, &entry.description),
                    Some(_) => entry.description.clone(),
                };
                if let Some(file) = &entry.file {
                    user = true;
                    description = match &entry.problem {
                        Some(p) => crate::tr!(
                            "cli-variants-yours-problem",
                            file = file.display().to_string(),
                            problem = crate::render::errors::say_store(p)
                        ),
                        None => crate::tr!("cli-variants-yours", description = description),
                    };
                }
                // A user preset's file name, or a problem quoting what it holds, may carry
                // control characters: shown escaped, never sent to the terminal.
                let safe = |t: &str| crate::core::text::safe_message(t).into_owned();
                t.add_row(vec![safe(&entry.name), safe(&description)]);
            }
            outln!("{}", render::fitted(t))?;
            if !user && let Some(dir) = catalog.user_dir() {
                outln!(
                    "{}",
                    render::wrapped(
                        &crate::tr!(
                            "cli-variants-own-presets",
                            dir = crate::core::text::safe_message(&dir.display().to_string())
                                .into_owned()
                        ),
                        ""
                    )
                )?;
            }
        }
        Some(VariantsCommand::Show { variant }) => {
            let rules = catalog.resolve(&variant)?;
            if json {
                json_out(&rules)?;
            } else {
                out!("{}", render::rules_table(&rules))?;
            }
        }
        Some(VariantsCommand::Check { file }) => {
            let rules = catalog.load_file(&file)?;
            if json {
                json_out(&rules)?;
                return Ok(Exit::Done.into());
            }
            outln!(
                "{}",
                crate::tr!(
                    "cli-variants-good-preset",
                    file = file.display().to_string(),
                    name = rules.name.clone()
                )
            )?;
            out!("{}", render::rules_table(&rules))?;
        }
    }
    std::io::stdout().flush()?;
    Ok(Exit::Done.into())
}
