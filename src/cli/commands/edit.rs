//! `canasta edit`: a saved hand changed (lines or flags), the game replayed.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use super::record::changed_hand;
use crate::cli::args::{GameArg, HandFlags};
use crate::cli::edits::edits;
use crate::cli::input::read_hand_file;
use crate::game;
use crate::store::Store;

#[derive(Debug, Args)]
pub struct EditArgs {
    /// The hand to correct (1 is the first).
    pub number: usize,
    /// A side's whole result as one line, replacing what it had: "They: 90 -40".
    #[arg(value_name = "SIDE: LINE")]
    pub lines: Vec<String>,
    #[command(flatten)]
    pub game: GameArg,
    #[command(flatten)]
    pub hand: HandFlags,
    /// Replace the hand with one read from a YAML file.
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,
}

pub(super) fn run(store: &Store, args: EditArgs) -> Result<ExitCode> {
    let from = args.from.as_deref().map(read_hand_file).transpose()?;
    let changed = game::edit(
        store,
        args.game.game.as_deref(),
        args.number,
        from.as_ref(),
        &edits(&args.lines, &args.hand),
    )?;
    changed_hand(store, changed)
}
