//! Record: the next hand typed (or a draft finished), scored, shown, confirmed and saved
//! once under the typing id it was given when its typing began.

use std::sync::atomic::Ordering;

use crate::table_mode::Result;

use super::Session;
use crate::core::hand::Hand;
use crate::game;
use crate::render;
use crate::table_mode::prompt::Prompter;
use crate::table_mode::review::record_hand;
use crate::table_mode::{DRAFT_KEPT, saving};
use crate::tr;

/// Type the next hand (or finish the draft the session resumes), and save it.
pub(super) fn record(p: &mut dyn Prompter, s: &mut Session) -> Result<()> {
    let draft = s.resume.take();
    let (store, id) = (s.store, s.held.id.clone());
    let (log, report) = (&s.held.log, &s.held.report);
    // The typing id, made when the typing of this hand begins (a draft
    // finished keeps its own): saved with the hand, so it is saved once.
    let typing = draft
        .as_ref()
        .and_then(|d| d.id.clone())
        .unwrap_or_else(|| store.new_id());
    let mut keep = |answered: usize, typed: &Hand| -> Result<()> {
        game::keep_draft(
            store,
            &id,
            game::TERMINAL,
            &game::Draft {
                number: report.hands.len() + 1,
                answered,
                typed: typed.clone(),
                lines: Vec::new(),
                id: Some(typing.clone()),
            },
        )?;
        DRAFT_KEPT.store(true, Ordering::SeqCst);
        Ok(())
    };
    let recorded = record_hand(p, log, report, None, draft.as_ref(), &mut keep, false)?;
    let typed = recorded.and_then(|next| next.hands.last().cloned());
    let Some(mut hand) = typed else {
        // Thrown away: nothing to save, nothing kept.
        game::drop_draft(store, &id, game::TERMINAL);
        DRAFT_KEPT.store(false, Ordering::SeqCst);
        return Ok(());
    };
    hand.id = Some(typing);
    match saving::save_typed(p, store, &mut s.held, hand)? {
        saving::Outcome::Done | saving::Outcome::Dropped => {
            DRAFT_KEPT.store(false, Ordering::SeqCst);
        }
        saving::Outcome::Kept(d) => {
            p.say_line(&render::warn(&render::screen_wrapped(
                &tr!(
                    "table-lines-kept",
                    number = d.number,
                    term = crate::render::i18n::hand_term(s.held.report.terms)
                ),
                "",
            )))?;
            s.resume = Some(*d);
        }
    }
    Ok(())
}
