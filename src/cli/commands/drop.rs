//! `canasta drop`: one hand removed by its number, the game replayed.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use super::undo::removed;
use crate::cli::args::GameArg;
use crate::game;
use crate::store::Store;

#[derive(Debug, Args)]
pub struct DropArgs {
    /// The hand to remove (1 is the first).
    pub number: usize,
    #[command(flatten)]
    pub game: GameArg,
}

pub(super) fn run(store: &Store, args: &DropArgs) -> Result<ExitCode> {
    removed(game::drop_hand(
        store,
        args.game.game.as_deref(),
        args.number,
    )?)
}
