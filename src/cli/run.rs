//! The command line's entry: the language and colours set, the data folder opened when a
//! command needs it, table mode when no command is given at a terminal, help otherwise;
//! each command is in its own file under `commands/`.

use std::process::ExitCode;

use super::args::{Cli, ColorChoice};
use super::commands;
use crate::exit::Exit;
use crate::store::Store;
use crate::table_mode;
use anyhow::Result;

/// Run one command line. Errors are for the caller to print (exit code 2).
pub fn run(cli: Cli) -> Result<ExitCode> {
    crate::render::i18n::set_language(
        cli.lang
            .unwrap_or_else(crate::render::i18n::from_environment),
    );
    // `auto` leaves it to the terminal and NO_COLOR / CLICOLOR (the `console` crate).
    if cli.color != ColorChoice::Auto {
        let on = cli.color == ColorChoice::Always;
        console::set_colors_enabled(on);
        console::set_colors_enabled_stderr(on);
    }
    let catalog = crate::disk::catalog(cli.config_dir);
    let wait = cli.wait.map(std::time::Duration::from_secs);
    let why = cli.why.clone();
    let open_store = |catalog| -> Result<Store> {
        let mut store = crate::disk::open_store(cli.data_dir.clone(), catalog)?;
        store.set_reason(why.clone(), crate::store::Via::CommandLine);
        store.set_wait(wait, |waiting| {
            eprintln!("{}", crate::render::say::Said(waiting));
        });
        Ok(store)
    };
    let Some(command) = cli.command else {
        // No subcommand: table mode when a person is at the keyboard, help otherwise.
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            let store = open_store(catalog)?;
            let start = table_mode::Start {
                board: Some(commands::play::board),
                ..table_mode::Start::default()
            };
            return Ok(table_mode::run(&store, &start)?);
        }
        super::help::command_in(crate::render::i18n::language()).print_help()?;
        return Ok(Exit::Done.into());
    };
    commands::run(command, catalog, open_store)
}
