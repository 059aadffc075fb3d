//! Importing one game log (`canasta import FILE`): checked, stored under a fresh id and
//! made current, unless the very game is here already; and its refusal
//! ([`ImportRefused`]). A whole backup is restored by [`super::backup`].

use super::Result;

use crate::core::ledger::{LedgerError, replay};
use crate::store::{Store, parse_log};

use super::Opened;

/// What an import did: the game stored, or the game that was here already.
pub enum Imported {
    New(Box<Opened>),
    /// The same game (however its file was written) is here already, with this id:
    /// nothing was added.
    Already(String),
}

/// A game log refused by an import, as facts: where it came from and why it does not
/// add up. Nothing was imported. Worded in `render` (its `Say`); only the command
/// line imports.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportRefused {
    pub origin: String,
    pub error: LedgerError,
}

/// Import a game log's text: check every hand, store it under a fresh id, make it current.
/// A game already here (the same variant, sides, dealer, start and hands) is not added
/// again.
pub fn import(store: &Store, text: &str, origin: &str) -> Result<Imported> {
    let log = parse_log(text, origin, &|v| store.catalog().resolve_name(v))?;
    let report = replay(&log).map_err(|error| ImportRefused {
        origin: origin.to_string(),
        error,
    })?;
    let lock = store.lock()?;
    let mut known = super::backup::Known::for_one();
    if let Some(id) = known.take_same(store, &log)? {
        known.save(store, false);
        return Ok(Imported::Already(id));
    }
    let id = store.create_current(&lock, &log)?;
    known.add(&log, &id, false);
    known.save(store, true);
    Ok(Imported::New(Box::new(Opened { id, log, report })))
}
