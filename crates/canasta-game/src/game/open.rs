//! Which game: open one (loaded and replayed), make one current, archive or delete one;
//! and the refusal every use case that reads a game shares, a file that does not add up
//! ([`Damaged`], with how it is mended, [`Mend`]).

use super::Result;

use crate::core::ledger::{GameLog, LedgerError, Report, replay};
use crate::store::Store;

use super::failing_hand;

/// A game as loaded: its id, its log and what the log replays to.
pub struct Opened {
    pub id: String,
    pub log: GameLog,
    pub report: Report,
}

/// The game `given` (or the current one), loaded and replayed: a file that does not
/// parse or does not add up is reported, never rewritten.
pub fn open(store: &Store, given: Option<&str>) -> Result<Opened> {
    let id = store.resolve(given)?;
    let log = store.load(&id)?;
    let report = replay(&log).map_err(|e| damaged(store, &id, &e))?;
    Ok(Opened { id, log, report })
}

/// A game file that reads but does not add up, as facts: which game, its file, why, and
/// how it is mended. The file was left as it is. Worded in `render` (its `Say`).
#[derive(Debug, Clone, PartialEq)]
pub struct Damaged {
    pub id: String,
    /// The file, as messages name it (`Store::describe`).
    pub file: String,
    pub error: LedgerError,
    pub mend: Mend,
}

/// Why a game of the folder is listed without its summary, as facts: the file does not
/// read (the store's innermost reason) or does not add up, and how it is mended (none
/// said for an archived game). Worded in `render`.
#[derive(Debug)]
pub struct Unread {
    pub why: Box<super::Error>,
    pub mend: Option<Mend>,
}

impl From<crate::store::error::Error> for Unread {
    fn from(e: crate::store::error::Error) -> Unread {
        Unread {
            why: Box::new(e.into()),
            mend: None,
        }
    }
}

/// The refusal of game `id`, whose file does not add up (`e`).
pub(super) fn damaged(store: &Store, id: &str, e: &LedgerError) -> super::Error {
    super::Error::from(Damaged {
        id: id.to_string(),
        file: store.describe(id),
        error: e.clone(),
        mend: mend_of(id, e),
    })
}

/// How a game that does not add up is mended, as facts; worded in `render` (its
/// `Say`, the command line's words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mend {
    /// Hand `number` of game `id` is the first that does not add up: correct it or
    /// remove it.
    Hand { id: String, number: usize },
    /// The file itself is at fault: correct it by hand.
    ByHand,
}

/// How a game that does not add up is mended: the hand at fault corrected or removed, or
/// the file corrected by hand (facts, worded in `render`).
pub fn mend_of(id: &str, e: &LedgerError) -> Mend {
    match failing_hand(e) {
        Some(number) => Mend::Hand {
            id: id.to_string(),
            number,
        },
        None => Mend::ByHand,
    }
}

/// Make game `id` the current one.
pub fn make_current(store: &Store, id: &str) -> Result<()> {
    let _lock = store.lock()?;
    Ok(store.set_current(id)?)
}

/// Make the game the player named (`given`: an id, or what `resolve` takes) the
/// current one; its id.
pub fn use_game(store: &Store, given: &str) -> Result<String> {
    let _lock = store.lock()?;
    let id = store.resolve(Some(given))?;
    store.set_current(&id)?;
    Ok(id)
}

/// Bring archived game `id` back among the games.
pub fn unarchive(store: &Store, id: &str) -> Result<()> {
    crate::store::check_id(id)?;
    Ok(store.unarchive(id)?)
}

/// Delete game `id` for good.
pub fn delete(store: &Store, id: &str) -> Result<()> {
    let id = store.resolve(Some(id))?;
    Ok(store.delete(&id)?)
}

/// Archive game `id`: kept, counted in statistics and history, out of `list` and the
/// table-mode picker.
pub fn archive(store: &Store, id: &str) -> Result<()> {
    let id = store.resolve(Some(id))?;
    Ok(store.archive(&id)?)
}
