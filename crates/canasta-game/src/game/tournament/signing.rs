//! The event's final state: the standings signed by the director (`tournament sign`),
//! after which nothing of the event changes, reason or not, until it is reopened with a
//! reason kept in its file (`tournament reopen --why`).

use super::{TournamentRefused, load, results, save};
use crate::core::tournament::{self, Event, RoundState};
use crate::game::Result;
use crate::store::Store;

/// Refused once the event is signed: nothing of it changes until it is reopened.
pub(super) fn unsigned(event: &Event) -> Result<()> {
    match &event.signed {
        Some(at) => Err(TournamentRefused::Signed {
            name: event.name.clone(),
            at: at.clone(),
        }
        .into()),
        None => Ok(()),
    }
}

/// Sign the event's final standings: every round of the plan seated and closed, and
/// every table's game over. From then on nothing of the event changes (no result, reason
/// or not; no round; no absence) until the director reopens it ([`reopen`]).
pub fn sign(store: &Store, name: &str) -> Result<Event> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    unsigned(&event)?;
    let rounds = event.planned_rounds();
    let closed = event
        .rounds
        .iter()
        .filter(|r| r.state == RoundState::Closed)
        .count() as u32;
    let results = results(store, &event)?;
    let all_over = event.rounds.iter().all(|r| {
        r.seating.seats.iter().filter(|s| r.played(s)).all(|s| {
            results
                .get(&(r.number, s.table))
                .is_some_and(|t| t.finished)
        })
    });
    if closed < rounds || !all_over {
        return Err(TournamentRefused::SignTooSoon {
            name: name.to_string(),
            closed,
            rounds,
        }
        .into());
    }
    event.signed = Some(store.now());
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok(event)
}

/// Reopen a signed event, with the director's reason (the store's, `--why`), kept in the
/// event's file: its results and rounds may change again, each change as before.
pub fn reopen(store: &Store, name: &str) -> Result<Event> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    let Some(signed) = event.signed.clone() else {
        return Err(TournamentRefused::NotSigned {
            name: name.to_string(),
        }
        .into());
    };
    let reason = super::reason_given(store, || TournamentRefused::ReopenNeedsReason {
        name: name.to_string(),
    })?;
    event.signed = None;
    event.reopened.push(tournament::Reopening {
        signed,
        at: store.now(),
        why: reason.why.trim().to_string(),
        by: reason.by,
    });
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok(event)
}
