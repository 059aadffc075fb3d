//! Matches: a new game started in a match (a new match when its name is new), a match's
//! standing, and the match refusals ([`MatchRefused`]).

use super::Result;

use crate::core::ledger::{Report, log_text, replay};
use crate::core::matches::{Match, Standing};
use crate::store::Store;

use super::{NewGame, Opened, new_log};

/// How a new game joins a match.
#[derive(Debug, Clone, Default)]
pub struct MatchSpec {
    pub name: String,
    /// For a new match: first to this many games ...
    pub first_to: Option<u32>,
    /// ... or this many games.
    pub games: Option<u32>,
}

/// A match refused a new game, or there is no such match, as facts. Worded in `render`
/// (its `Say`). Only the command line reaches these: table mode plays no matches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchRefused {
    /// The match exists; its rule (first to, games) was set when it started.
    RuleGivenAgain { name: String },
    /// The match is over: its standing names the winner.
    Over { standing: Standing },
    /// A game of the match is still in play (`game`: the last one, if known).
    InPlay { name: String, game: Option<String> },
    /// A new match needs its rule: first to N games, or N games.
    RuleMissing { name: String },
    /// A rule of 0 games.
    NoGames,
    /// No match has this name.
    NoSuchMatch { name: String },
}

/// Start the next game of a match (a new match when `name` is new): the variant, sides
/// and players of its last game unless given. Refused when the match is over.
pub fn start_in_match(store: &Store, spec: &NewGame, m: &MatchSpec) -> Result<Opened> {
    // One lock from reading the match to saving it with its new game: two `new --match`
    // at once cannot both start its next game, and a kill leaves both files or neither.
    let lock = store.lock()?;
    let existing = store.load_match(&m.name)?;
    let mut spec = spec.clone();
    let mut record = match existing {
        Some(record) => {
            if m.first_to.is_some() || m.games.is_some() {
                return Err(MatchRefused::RuleGivenAgain {
                    name: m.name.clone(),
                }
                .into());
            }
            let reports = match_reports(store, &record)?;
            let standing = record.standing(&reports.iter().collect::<Vec<_>>());
            if standing.winner.is_some() {
                return Err(MatchRefused::Over { standing }.into());
            }
            if standing.in_play > 0 {
                return Err(MatchRefused::InPlay {
                    name: m.name.clone(),
                    game: record.games.last().cloned(),
                }
                .into());
            }
            // The sides of the match's last game that can still be read.
            let last = record
                .games
                .iter()
                .rev()
                .find_map(|id| store.load(id).or_else(|_| store.load_archived(id)).ok());
            if let Some(log) = last
                && spec.sides.is_empty()
                && spec.players.is_empty()
            {
                spec.variant = log.variant.clone();
                spec.sides = log.sides.iter().map(|s| s.name.clone()).collect();
                let per = log.sides.first().map_or(0, |s| s.players.len());
                if per > 0 {
                    // Seat order: the sides take turns.
                    spec.players = (0..per)
                        .flat_map(|i| log.sides.iter().map(move |s| s.players[i].clone()))
                        .collect();
                }
            }
            record
        }
        None => {
            if m.first_to.is_none() && m.games.is_none() {
                return Err(MatchRefused::RuleMissing {
                    name: m.name.clone(),
                }
                .into());
            }
            if m.first_to == Some(0) || m.games == Some(0) {
                return Err(MatchRefused::NoGames.into());
            }
            Match {
                name: m.name.clone(),
                first_to: m.first_to,
                games_to_play: m.games,
                games: Vec::new(),
            }
        }
    };
    let log = new_log(store.catalog(), &spec, &store.now())?;
    let report = replay(&log)?;
    let text = log_text(&log)?;
    crate::store::check_size(&text)?;
    let id = store.next_id(&std::collections::HashSet::new())?;
    record.games.push(id.clone());
    let mut change = crate::store::journal::Change::new();
    change.put_game(&id, text);
    change.put(
        &format!("matches/{}.yaml", record.name),
        serde_yaml::to_string(&record)?,
    );
    change.put("current", format!("{id}\n"));
    store.commit(&lock, change)?;
    Ok(Opened { id, log, report })
}

/// The reports of a match's games that can be read.
fn match_reports(store: &Store, m: &Match) -> Result<Vec<Report>> {
    let mut out = Vec::new();
    for id in &m.games {
        let log = match store.load(id) {
            Ok(log) => log,
            Err(_) => match store.load_archived(id) {
                Ok(log) => log,
                Err(_) => continue,
            },
        };
        if let Ok(report) = replay(&log) {
            out.push(report);
        }
    }
    Ok(out)
}

/// The standing of the match called `name`.
pub fn match_standing(store: &Store, name: &str) -> Result<Standing> {
    let Some(m) = store.load_match(name)? else {
        return Err(MatchRefused::NoSuchMatch {
            name: name.to_string(),
        }
        .into());
    };
    let reports = match_reports(store, &m)?;
    Ok(m.standing(&reports.iter().collect::<Vec<_>>()))
}

/// The standing of the match game `id` belongs to, if it belongs to one.
pub fn standing_of(store: &Store, id: &str) -> Option<Standing> {
    let m = store.match_of(id)?;
    let reports = match_reports(store, &m).ok()?;
    Some(m.standing(&reports.iter().collect::<Vec<_>>()))
}
