//! The `canasta` binary: parse the command line, run it, map errors to exit code 2.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = canasta::cli::Cli::parse();
    match canasta::app::run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
