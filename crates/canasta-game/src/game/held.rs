//! A game held open for long (table mode): held, refreshed when another program changed
//! it, and changed through the one write path only if it is still as it was held.

use super::Result;

use crate::core::ledger::{GameLog, Report, replay};
use crate::store::{Seen, Store};

use super::{HandChange, Saved, change_game, damaged};

/// A game held open for long (table mode): its log and what it replays to, and the file
/// as it was read or last saved, so that a change made meanwhile from another terminal is
/// noticed, never overwritten. No lock is held between saves.
pub struct Held {
    pub id: String,
    pub log: GameLog,
    pub report: Report,
    seen: Seen,
}

/// The one write path asked for `save_held`'s change a second time: a fault of the
/// program, never of what was typed. Worded in `render` (its `Say`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChangeMadeTwice;

/// Open game `id` to hold it.
pub fn hold(store: &Store, id: &str) -> Result<Held> {
    let (log, seen) = store.load_seen(id)?;
    let report = replay(&log).map_err(|e| damaged(store, id, &e))?;
    Ok(Held {
        id: id.to_string(),
        log,
        report,
        seen,
    })
}

impl Held {
    /// The version of the game's text as held ([`super::version_of`]): what a page sends
    /// back with a change, so that a game changed meanwhile is not overwritten.
    pub fn version(&self) -> String {
        super::version_of(self.seen.text())
    }
}

/// Take the game as it is on disk if another program changed it; true if it did.
pub fn refresh(store: &Store, held: &mut Held) -> Result<bool> {
    if !store.changed_since(&held.id, &held.seen) {
        return Ok(false);
    }
    *held = hold(store, &held.id)?;
    Ok(true)
}

/// What [`save_held`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeldSave {
    /// Saved; the held game is the game as saved.
    Saved,
    /// The hand's typing id was in the game already, as hand `number`: nothing saved a
    /// second time; the held game is the game as it is now.
    Already { number: usize },
    /// The game changed from elsewhere since it was held: nothing saved; the held game is
    /// the game as it is now.
    ChangedElsewhere,
}

/// Make `change` to the held game if it is still as it was held; otherwise save nothing,
/// take the game as it is now, and say so. A hand appended with a typing id already in
/// the game is not saved again ([`HeldSave::Already`]). Through the one write path.
pub fn save_held(store: &Store, held: &mut Held, change: HandChange) -> Result<HeldSave> {
    let saved = match change {
        HandChange::Append(hand) if hand.id.is_some() => {
            super::save_typed(store, &held.id, super::Saw::Text(&held.seen), hand)?
        }
        change => {
            let mut change = Some(change);
            change_game(store, &held.id, Some(&held.seen), &mut |_| {
                change
                    .take()
                    .ok_or_else(|| super::Error::from(ChangeMadeTwice))
            })?
        }
    };
    match saved {
        Saved::Done { log, report, seen } => {
            held.log = *log;
            held.report = *report;
            held.seen = seen;
            Ok(HeldSave::Saved)
        }
        Saved::Already {
            number,
            log,
            report,
            seen,
        } => {
            held.log = *log;
            held.report = *report;
            held.seen = seen;
            Ok(HeldSave::Already { number })
        }
        Saved::ChangedElsewhere => {
            *held = hold(store, &held.id)?;
            Ok(HeldSave::ChangedElsewhere)
        }
    }
}
