//! The night's results as a site anyone can open after it (issue 46, item 5): the event,
//! its standings, and each published table's game, read and replayed; the words and the
//! pages are the renderer's, the files the command line's.

use super::{load, standings};
use crate::core::ledger::{GameLog, Report, replay};
use crate::core::tournament::{Event, RoundState, Standings};
use crate::game::Result;
use crate::store::Store;

/// One table's game of a round, replayed.
#[derive(Debug, Clone)]
pub struct SiteTable {
    pub round: u32,
    pub table: u32,
    /// The game's id (its page is named after the round and the table, not the id).
    pub id: String,
    pub log: GameLog,
    pub report: Report,
}

/// What a results site shows: the event, its standings (every round), and every
/// published round's tables' games, in round and table order.
pub fn site(store: &Store, name: &str) -> Result<(Event, Vec<Standings>, Vec<SiteTable>)> {
    let event = load(store, name)?;
    let (_, all) = standings(store, name, None)?;
    let mut tables = Vec::new();
    for round in event
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Drafted)
    {
        for (table, id) in &round.games {
            let log = store.load(id).or_else(|_| store.load_archived(id))?;
            let report = replay(&log)?;
            tables.push(SiteTable {
                round: round.number,
                table: *table,
                id: id.clone(),
                log,
                report,
            });
        }
    }
    Ok((event, all, tables))
}
