//! `canasta completions`: the shell's completion script.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, CommandFactory};

use crate::cli::args::Cli;
use crate::exit::Exit;

// `canasta completions`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: clap_complete::Shell,
}

pub(super) fn run(shell: clap_complete::Shell) -> Result<ExitCode> {
    // Into memory first: clap_complete panics on a failed write (a closed pipe).
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "canasta", &mut script);
    std::io::stdout().lock().write_all(&script)?;
    Ok(Exit::Done.into())
}
