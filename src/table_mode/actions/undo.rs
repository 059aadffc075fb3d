//! Undo: the last hand removed, once its scores are shown and the removal confirmed.

use crate::table_mode::Result;

use super::{Session, save, scores_line};
use crate::game;
use crate::table_mode::prompt::{self, Prompter};
use crate::tr;

/// Remove the last hand, if the table confirms it.
pub(super) fn undo(p: &mut dyn Prompter, s: &mut Session) -> Result<()> {
    if let Some(last) = s.held.report.hands.last()
        && prompt::yes(
            p,
            &tr!(
                "table-undo-confirm",
                number = last.number,
                scores = scores_line(last),
                term = crate::render::i18n::hand_term(s.held.report.terms)
            ),
            false,
        )?
    {
        let done = tr!(
            "table-removed",
            number = last.number,
            term = crate::render::i18n::hand_term(s.held.report.terms)
        );
        let index = last.number - 1;
        save(p, s, game::HandChange::Remove { index }, &done)?;
        s.shown_end = false;
    }
    Ok(())
}
