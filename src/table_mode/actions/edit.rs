//! Edit a hand picked by its number, or fix the last hand straight from the menu: the hand
//! is shown as it is, changed line by line, and saved in its place.

use crate::table_mode::Result;

use super::{Session, pick_hand, save};
use crate::game;
use crate::render::i18n;
use crate::table_mode::prompt::Prompter;
use crate::table_mode::review::record_hand;
use crate::tr;

/// Change a hand played: the last one when `fix_last` (the quickest correction), else one
/// picked by its number.
pub(super) fn edit(p: &mut dyn Prompter, s: &mut Session, fix_last: bool) -> Result<()> {
    let (log, report) = (&s.held.log, &s.held.report);
    // The last hand, straight from the menu: the quickest correction.
    let last = report.hands.len().checked_sub(1);
    let picked = if fix_last {
        last
    } else {
        pick_hand(
            p,
            report,
            &tr!("table-edit-which", term = i18n::hand_term(report.terms)),
        )?
    };
    let Some(n) = picked else {
        return Ok(());
    };
    // The quick correction of the last hand saves as soon as a line is changed
    // (its breakdown and the totals before and after are shown, and it can be
    // corrected again from the same menu item); an edit asks "Save it?".
    let quick = fix_last;
    if let Some(next) = record_hand(p, log, report, Some(n), None, &mut |_, _| Ok(()), quick)? {
        let done = tr!(
            "table-replaced",
            number = n + 1,
            term = i18n::hand_term(report.terms)
        );
        let hand = next.hands[n].clone();
        save(p, s, game::HandChange::Replace { index: n, hand }, &done)?;
        s.shown_end = false;
    }
    Ok(())
}
