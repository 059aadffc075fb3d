//! `canasta manpage`: the manual pages, into a folder or on standard output.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, CommandFactory};

use crate::cli::args::Cli;
use crate::exit::Exit;

// `canasta manpage`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct ManpageArgs {
    /// Write the main page and one page per subcommand into this folder.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

pub(super) fn run(dir: Option<PathBuf>) -> Result<ExitCode> {
    match dir {
        Some(dir) => {
            std::fs::create_dir_all(&dir).map_err(|e| {
                anyhow::anyhow!(crate::tr!(
                    "cli-cannot-create",
                    path = dir.display().to_string(),
                    error = e.to_string()
                ))
            })?;
            clap_mangen::generate_to(Cli::command(), &dir).map_err(|e| {
                anyhow::anyhow!(crate::tr!(
                    "cli-cannot-write",
                    path = dir.display().to_string(),
                    error = e.to_string()
                ))
            })?;
            eprintln!(
                "{}",
                crate::tr!("cli-wrote-manpages", path = dir.display().to_string())
            );
        }
        None => {
            // The same page `--dir` writes (its list of commands without `help`).
            let mut page = Vec::new();
            let mut command = Cli::command().disable_help_subcommand(true);
            command.build();
            clap_mangen::Man::new(command).render(&mut page)?;
            std::io::stdout().lock().write_all(&page)?;
        }
    }
    Ok(Exit::Done.into())
}
