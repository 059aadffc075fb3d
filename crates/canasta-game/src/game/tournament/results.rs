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
    if let Ok(rules) = store.catalog().resolve(&event.variant) {
        extra.deals = extra.deals.or(rules.hands);
        extra.victory_table = rules.victory_points;
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

/// Why a text is not a results file at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreadable {
    /// Nothing in it.
    Empty,
    /// Not a JSON object (a YAML file, a list, a number).
    NotAnObject,
    /// A JSON object that is not a results file (JSON's own words, in English, and the
    /// line).
    Json { line: usize, why: String },
}

/// A results file's text as the layout says, or why it is none.
pub fn parse_results(text: &str) -> std::result::Result<Results, Unreadable> {
    let body = text.trim_start_matches('\u{feff}').trim();
    if body.is_empty() {
        return Err(Unreadable::Empty);
    }
    if !body.starts_with('{') {
        return Err(Unreadable::NotAnObject);
    }
    serde_json::from_str(body).map_err(|e| Unreadable::Json {
        line: e.line(),
        why: e.to_string(),
    })
}

/// The victory-point table a results file's tables are held to: its variant's, when
/// this program knows it (a preset of its own, or one of the data folder's); else the
/// one the file carries (a club's own preset); none when neither is there.
pub fn victory_table(
    catalog: &crate::store::catalog::Catalog,
    read: &Results,
) -> Option<Vec<crate::core::victory::VictoryBand>> {
    catalog
        .resolve_name(&read.event.variant)
        .ok()
        .map(|rules| rules.victory_points)
        .or_else(|| {
            let carried = &read.event.victory_table;
            (!carried.is_empty()).then(|| carried.clone())
        })
}

/// A results file's text read back (any club's): the event it is of, the file, and its
/// standings as its tables add up to them; refused when it is not a results file this
/// program reads, or when its standings are not what its tables add up to (or a table's
/// victory points not what its points give, by its variant's table: the one this
/// program knows, or else the one the file carries).
pub fn read_results(store: &Store, text: &str) -> Result<(Event, Results, Vec<Standings>)> {
    let read = parse_results(text).map_err(TournamentRefused::ResultsUnreadable)?;
    let table = victory_table(store.catalog(), &read);
    let standings = file::check(&read, table.as_deref()).map_err(TournamentRefused::Results)?;
    Ok((file::event_of(&read), read, standings))
}
