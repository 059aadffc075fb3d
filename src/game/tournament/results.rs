//! A night's results file (issue 46, item 3): written from the event and its tables'
//! games as they are, and read back, any club's, with its standings worked out again by
//! the referee (`core::results`). The layout and the arithmetic are the core's; the file
//! itself is the command line's to read and write.

use super::{TournamentRefused, load, results, standings};
use crate::core::results::{self as file, Extra, Results};
use crate::core::tournament::{Event, Standings};
use crate::game::Result;
use crate::store::Store;

/// The results file of tournament `name` as it stands, with what its file does not hold
/// (`extra`: the club, the day, member numbers); the deals of a table's game are the
/// variant's when not given.
pub fn results_file(store: &Store, name: &str, mut extra: Extra) -> Result<Results> {
    let event = load(store, name)?;
    let (_, all) = standings(store, name, None)?;
    let tables = results(store, &event)?;
    if extra.deals.is_none() {
        extra.deals = store
            .catalog()
            .resolve(&event.variant)
            .ok()
            .and_then(|rules| rules.hands);
    }
    Ok(file::results_of(&event, &tables, &all, &extra))
}

/// When the event's first round was published (UTC, as its file keeps it): its day.
pub fn first_published(event: &Event) -> Option<&str> {
    event.rounds.iter().find_map(|r| r.published_at.as_deref())
}

/// A club's list of member numbers (`Player: NUMBER` lines), player → number.
pub fn members(text: &str) -> Result<std::collections::BTreeMap<String, String>> {
    file::parse_members(text).map_err(|line| TournamentRefused::Members { line }.into())
}

/// A results file's text read back (any club's): the event it is of, the file, and its
/// standings as its tables add up to them; refused when it is not a results file this
/// program reads, or when its standings are not what its tables add up to.
pub fn read_results(text: &str) -> Result<(Event, Results, Vec<Standings>)> {
    let read: Results =
        serde_json::from_str(text).map_err(|e| TournamentRefused::ResultsUnreadable {
            line: e.line(),
            why: e.to_string(),
        })?;
    let standings = file::check(&read).map_err(TournamentRefused::Results)?;
    Ok((file::event_of(&read), read, standings))
}
