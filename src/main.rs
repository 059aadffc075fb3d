//! The `canasta` binary: parse the command line, run it, map errors to exit code 2.

use std::process::ExitCode;

use canasta::exit::Exit;
use clap::{CommandFactory, Parser};

fn main() -> ExitCode {
    // `COMPLETE=bash canasta`: the shell asking for completions (game ids, variants).
    clap_complete::CompleteEnv::with_factory(canasta::cli::Cli::command).complete();
    let cli = canasta::cli::Cli::parse();
    match canasta::app::run(cli) {
        Ok(code) => code,
        // The reader of our output went away (`canasta show | head -1`): nothing more to
        // say, and whatever was saved before stays saved. A quiet, successful end.
        Err(e) if canasta::output::is_broken_pipe(&e) => Exit::Done.into(),
        Err(e) => {
            // Messages may quote what was typed or read from a file: never raw.
            eprintln!("error: {}", canasta::text::safe_message(&format!("{e:#}")));
            Exit::Refused.into()
        }
    }
}
