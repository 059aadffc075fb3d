//! `canasta record`: a hand from lines or flags, scored, saved and shown.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use super::{SHEET_HANDS, ending};
use crate::cli::args::{GameArg, HandFlags};
use crate::cli::edits::edits;
use crate::cli::input::read_hand_file;
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

#[derive(Debug, Args)]
pub struct RecordArgs {
    /// Each side's whole result as one line, its name first:
    /// "We: out 1n 1m 2r 420 -35" "They: 90 -40" (see the README's "One line per side").
    #[arg(value_name = "SIDE: LINE")]
    pub lines: Vec<String>,
    #[command(flatten)]
    pub game: GameArg,
    #[command(flatten)]
    pub hand: HandFlags,
    /// Read the hand from a YAML file (one hand in the log's form; `-` for stdin).
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,
}

pub(super) fn run(store: &Store, args: RecordArgs) -> Result<ExitCode> {
    let from = args.from.as_deref().map(read_hand_file).transpose()?;
    let changed = game::record(
        store,
        args.game.game.as_deref(),
        from.as_ref(),
        &edits(&args.lines, &args.hand),
    )?;
    changed_hand(store, changed)
}

/// After `record` or `edit`: the hand's breakdown and the end of the sheet.
pub(super) fn changed_hand(store: &Store, changed: game::Changed) -> Result<ExitCode> {
    let report = &changed.report;
    out!(
        "{}{}",
        render::breakdown(report, &report.hands[changed.index]),
        render::sheet_tail(report, SHEET_HANDS)
    )?;
    // A game of a match that has ended: the match's standing.
    if report.finished
        && let Some(standing) = game::standing_of(store, &changed.id)
    {
        outln!("{}", render::standing_line(&standing))?;
    }
    // The referee's questions: the hand is saved, and a warning says what to check.
    // The command it suggests names the game when it is not the current one.
    let other =
        (store.current().as_deref() != Some(changed.id.as_str())).then_some(changed.id.as_str());
    for slip in &changed.slips {
        eprintln!(
            "{}",
            render::slip_warning(slip, changed.index + 1, report.terms, other)
        );
    }
    ending(changed);
    Ok(Exit::Done.into())
}
