//! The `canasta` binary: parse the command line, run it, map errors to exit codes.

use std::process::ExitCode;

use canasta::exit::Exit;
use clap::{CommandFactory, Parser};

fn main() -> ExitCode {
    // `COMPLETE=bash canasta`: the shell asking for completions (game ids, variants).
    clap_complete::CompleteEnv::with_factory(canasta::cli::Cli::command).complete();
    let cli = canasta::cli::Cli::parse();
    match canasta::run(cli) {
        Ok(code) => code,
        // The reader of our output went away (`canasta show | head -1`): nothing more to
        // say, and whatever was saved before stays saved. A quiet, successful end.
        Err(e) if e.is_broken_pipe() => Exit::Done.into(),
        Err(e) => {
            eprintln!("error: {e}");
            if e.is_environment() {
                Exit::Environment.into()
            } else {
                Exit::Refused.into()
            }
        }
    }
}
