//! `canasta delete`: a game removed, after a yes (asked, or `--yes`).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::exit::Exit;
use crate::game;
use crate::store::Store;

// `canasta delete`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// The game's id (see `canasta list`).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::game_ids))]
    pub id: String,
    /// Do not ask.
    #[arg(long)]
    pub yes: bool,
}

pub(super) fn run(store: &Store, id: &str, yes: bool) -> Result<ExitCode> {
    if !yes {
        let asked = std::io::IsTerminal::is_terminal(&std::io::stdin())
            && std::io::IsTerminal::is_terminal(&std::io::stderr());
        if !asked {
            anyhow::bail!(crate::tr!("cli-delete-needs-yes", id = id.to_string()));
        }
        let sure = crate::table_mode::ask_yes_or_no(
            &crate::tr!("cli-delete-confirm", id = id.to_string()),
            false,
        )?;
        if sure != Some(true) {
            eprintln!("{}", crate::tr!("cli-nothing-deleted"));
            return Ok(Exit::Done.into());
        }
    }
    game::delete(store, id)?;
    eprintln!("{}", crate::tr!("cli-deleted", id = id.to_string()));
    Ok(Exit::Done.into())
}
