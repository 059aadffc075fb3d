//! Drop: a hand picked by its number removed, once the totals without it are shown and
//! the removal confirmed.

use crate::render::say::Say;
use crate::table_mode::Result;

use super::{Session, pick_hand, save, scores_line};
use crate::core::ledger::{Report, replay};
use crate::game;
use crate::render;
use crate::table_mode::prompt::{self, Prompter};
use crate::tr;

/// Remove a hand picked by its number, if the game adds up without it and the table
/// confirms it.
pub(super) fn drop(p: &mut dyn Prompter, s: &mut Session) -> Result<()> {
    let (log, report) = (&s.held.log, &s.held.report);
    let term = crate::render::i18n::hand_term(report.terms);
    let Some(n) = pick_hand(p, report, &tr!("table-remove-which", term = term))? else {
        return Ok(());
    };
    let mut next = log.clone();
    next.hands.remove(n);
    let totals = |r: &Report| {
        r.totals
            .iter()
            .map(|(s, t)| format!("{s} {t}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match replay(&next) {
        Err(e) => {
            p.say_line(&render::warn(&render::screen_wrapped(
                &tr!(
                    "table-without-fails",
                    number = n + 1,
                    why = e.said(),
                    term = term
                ),
                "",
            )))?;
        }
        Ok(after) => {
            p.say_line(&render::screen_wrapped(
                &tr!(
                    "table-without",
                    number = n + 1,
                    scores = scores_line(&report.hands[n]),
                    after = totals(&after),
                    now = totals(report),
                    term = term
                ),
                "",
            ))?;
            if prompt::yes(
                p,
                &tr!("table-remove-confirm", number = n + 1, term = term),
                false,
            )? {
                let done = tr!("table-removed", number = n + 1, term = term);
                save(p, s, game::HandChange::Remove { index: n }, &done)?;
                s.shown_end = false;
            }
        }
    }
    Ok(())
}
