//! A hand typed at the table, saved once: under the typing id it was given when its typing
//! began, so a save that finds its own hand in the game (sent before, its answer lost) is
//! never made twice; and when the game changed from elsewhere while it was typed (a phone
//! saved a hand), the hand saved there is shown beside the table's own lines, and the
//! table says what becomes of its own: dropped (the default when the two are the same
//! hand), saved as the next hand, or kept to look at again (the default when they differ).
//! Nothing typed is lost, and nothing is saved twice without that choice.

use crate::table_mode::Result;

use crate::core::hand::Hand;
use crate::game::{self, Draft, HeldSave, TERMINAL};
use crate::render;
use crate::render::i18n;
use crate::store::Store;
use crate::tr;

use super::prompt::{Choice, Prompter};
use super::{entry, save_or_say};

/// What became of the table's typed hand.
pub(super) enum Outcome {
    /// Saved (or found saved already): the draft is gone.
    Done,
    /// Kept, to be offered again as the next hand of the game as it is now.
    Kept(Box<Draft>),
    /// Dropped by the table, or it cannot go on the game any more.
    Dropped,
}

/// Save `hand` (typed under its typing id) as the next hand of `held`, and settle what a
/// change made elsewhere meanwhile leaves of it.
pub(super) fn save_typed(
    p: &mut dyn Prompter,
    store: &Store,
    held: &mut game::Held,
    hand: Hand,
) -> Result<Outcome> {
    loop {
        let change = game::HandChange::Append(hand.clone());
        let Some(saved) = save_or_say(p, store, held, change)? else {
            return Ok(kept(store, held, &hand));
        };
        let term = i18n::hand_term(held.report.terms);
        match saved {
            HeldSave::Saved => {
                p.say_line(&render::good(&tr!("table-saved")))?;
                game::drop_draft(store, &held.id, TERMINAL);
                return Ok(Outcome::Done);
            }
            HeldSave::Already { number } => {
                p.say_line(&render::good(&tr!(
                    "table-already-saved",
                    term = term,
                    number = number
                )))?;
                game::drop_draft(store, &held.id, TERMINAL);
                return Ok(Outcome::Done);
            }
            HeldSave::ChangedElsewhere => {}
        }
        // Changed from elsewhere: the hand saved there beside the table's own.
        p.say_line(&render::warn(&render::screen_wrapped(
            &tr!("table-not-saved-changed", game = held.id.clone()),
            "",
        )))?;
        let Some(theirs) = held.log.hands.last().cloned() else {
            // Hands were removed meanwhile, none added: the table's hand goes on top.
            return Ok(kept(store, held, &hand));
        };
        let number = held.log.hands.len();
        let rules = held.log.rules()?;
        p.say_line(&render::screen_wrapped(
            &tr!("table-saved-meanwhile", term = term, number = number),
            "",
        ))?;
        for line in entry::hand_lines(rules, &theirs) {
            p.say_line(&format!("  {line}"))?;
        }
        p.say_line(&tr!("table-yours"))?;
        for line in entry::hand_lines(rules, &hand) {
            p.say_line(&format!("  {line}"))?;
        }
        let same = game::same_hand(&theirs, &hand);
        if same {
            p.say_line(&render::good(&tr!("table-same-hand")))?;
        }
        if held.report.finished {
            p.say_line(&render::warn(&render::screen_wrapped(
                &tr!("table-game-over-cannot-add"),
                "",
            )))?;
            game::drop_draft(store, &held.id, TERMINAL);
            return Ok(Outcome::Dropped);
        }
        let next = number + 1;
        let options = [
            tr!("table-mine-drop", term = term, number = number),
            tr!("table-mine-save-next", term = term, next = next),
            tr!("table-mine-keep", term = term, next = next),
        ];
        // Enter drops a hand typed twice; a different hand is kept, never saved or lost
        // by Enter alone. Esc keeps it too.
        let default = if same { 0 } else { 2 };
        let choice = p.select(
            &Choice::new(tr!("table-mine-what"), options)
                .default(default)
                .esc_quits(),
        )?;
        match choice {
            Some(0) => {
                game::drop_draft(store, &held.id, TERMINAL);
                return Ok(Outcome::Dropped);
            }
            // Saved on top of the game as it is now, under the same typing id.
            Some(1) => continue,
            _ => return Ok(kept(store, held, &hand)),
        }
    }
}

/// The table's hand kept as the draft of the game's next hand as it is now (its typing
/// id kept): offered again, never lost.
fn kept(store: &Store, held: &game::Held, hand: &Hand) -> Outcome {
    let units = held.log.units();
    if held.report.finished || !hand.results.keys().all(|u| units.contains(u)) {
        game::drop_draft(store, &held.id, TERMINAL);
        return Outcome::Dropped;
    }
    let answered = held
        .log
        .rules()
        .map(|r| entry::lines_of(r, &units, hand.lone.as_deref()).len())
        .unwrap_or(0);
    let draft = Draft {
        number: held.report.hands.len() + 1,
        answered,
        typed: hand.clone(),
        lines: Vec::new(),
        id: hand.id.clone(),
    };
    match game::keep_draft(store, &held.id, TERMINAL, &draft) {
        Ok(()) => Outcome::Kept(Box::new(draft)),
        // The draft cannot be written (a full disk): offered again in this session all
        // the same.
        Err(_) => Outcome::Kept(Box::new(draft)),
    }
}
