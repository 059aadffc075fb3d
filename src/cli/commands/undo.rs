//! `canasta undo`: the last hand taken back; what was removed is shown.

use std::process::ExitCode;

use anyhow::Result;

use super::{SHEET_HANDS, ending};
use crate::cli::args::GameArg;
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

pub(super) fn run(store: &Store, args: &GameArg) -> Result<ExitCode> {
    removed(game::undo(store, args.game.as_deref())?)
}

/// After `undo` or `drop`: what was removed, and the end of the sheet.
pub(super) fn removed(removed: game::Removed) -> Result<ExitCode> {
    let summary = match &removed.scores {
        Some(scores) => scores
            .iter()
            .map(|(s, p)| format!("{s} {}", render::signed(*p)))
            .collect::<Vec<_>>()
            .join(", "),
        None => crate::tr!("cli-removed-did-not-add-up"),
    };
    out!(
        "{}\n{}",
        crate::tr!(
            "cli-removed-hand",
            number = removed.number,
            summary = summary,
            term = render::i18n::hand_term(removed.report.terms)
        ),
        render::sheet_tail(&removed.report, SHEET_HANDS)
    )?;
    ending(removed);
    Ok(Exit::Done.into())
}
