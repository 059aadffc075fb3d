//! `canasta completions`: the shell's completion script.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;
use clap::CommandFactory;

use crate::cli::args::Cli;
use crate::exit::Exit;

pub(super) fn run(shell: clap_complete::Shell) -> Result<ExitCode> {
    // Into memory first: clap_complete panics on a failed write (a closed pipe).
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "canasta", &mut script);
    std::io::stdout().lock().write_all(&script)?;
    Ok(Exit::Done.into())
}
