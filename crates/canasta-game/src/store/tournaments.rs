//! The tournaments of the data folder: one small file each (`tournaments/NAME.yaml`),
//! read as every file of the folder is (size, depth and form checked, links refused).
//! Written only through the journal, with the games a round creates, all or nothing.

use crate::core::ledger::TableOf;
use crate::core::store_facts::{FileReason, StoreRefused};
use crate::core::text;
use crate::core::tournament::Event;
#[cfg(feature = "events")]
use crate::core::tournament::{MAX_ROUNDS, MAX_SIT_OUT};
use crate::store::error::{Error, Result};

use super::{MAX_SMALL_BYTES, Store, check_id};

impl Store {
    /// The tournament called `name`, if there is one.
    pub fn load_tournament(&self, name: &str) -> Result<Option<Event>> {
        check_id(name).map_err(|_| {
            Error::from(StoreRefused::BadTournamentName {
                name: text::quote(name),
            })
        })?;
        let path = self.folder("tournaments")?.join(format!("{name}.yaml"));
        if self.disk().look(&path).is_err() {
            return Ok(None);
        }
        let text = self.files().read_yaml(&path, MAX_SMALL_BYTES)?;
        let event = parse_tournament(&text).map_err(|reason| {
            Error::from(StoreRefused::BadTournament {
                path: path.display().to_string(),
                reason,
            })
        })?;
        if event.name != name {
            return Err(StoreRefused::TournamentNamesItself {
                path: path.display().to_string(),
                name: text::quote(&event.name),
            }
            .into());
        }
        Ok(Some(event))
    }

    /// Tournament `name`'s file (to look at its metadata: the board's stamp).
    pub fn tournament_file(&self, name: &str) -> Result<std::path::PathBuf> {
        check_id(name)?;
        Ok(self.folder("tournaments")?.join(format!("{name}.yaml")))
    }

    /// The names of the tournaments in `tournaments/`, sorted.
    pub fn tournament_names(&self) -> Result<Vec<String>> {
        self.names_in("tournaments")
    }

    /// The tournament game `id` is played in, with its round and table, if any. A game
    /// published by a round names its event (`claim`): that one file is read, and a
    /// change is refused, naming it, when it is not there, cannot be read or does not list
    /// the game at that table. A game that names none (made before games named their
    /// event) is looked for in every event of the folder: then a file that cannot be read,
    /// or a second event claiming the game, is refused the same way, so that no copy or
    /// damaged file left in the folder unlocks a closed round.
    pub fn tournament_of(
        &self,
        id: &str,
        claim: Option<&TableOf>,
    ) -> Result<Option<(Event, u32, u32)>> {
        let path = |name: &str| -> Result<String> {
            Ok(self
                .folder("tournaments")?
                .join(format!("{name}.yaml"))
                .display()
                .to_string())
        };
        if let Some(claim) = claim {
            let Some(event) = self.load_tournament(&claim.event)? else {
                return Err(StoreRefused::TournamentMissing {
                    game: id.to_string(),
                    path: path(&claim.event)?,
                }
                .into());
            };
            if event.table_of(id) != Some((claim.round, claim.table)) {
                return Err(StoreRefused::TournamentDisowns {
                    game: id.to_string(),
                    path: path(&claim.event)?,
                    round: claim.round,
                    table: claim.table,
                }
                .into());
            }
            return Ok(Some((event, claim.round, claim.table)));
        }
        let mut found: Option<(Event, u32, u32)> = None;
        for name in self.tournament_names()? {
            let Some(event) = self.load_tournament(&name)? else {
                continue;
            };
            if let Some((round, table)) = event.table_of(id) {
                if let Some((first, ..)) = &found {
                    return Err(StoreRefused::ClaimedTwice {
                        game: id.to_string(),
                        paths: vec![path(&first.name)?, path(&event.name)?],
                    }
                    .into());
                }
                found = Some((event, round, table));
            }
        }
        Ok(found)
    }
}

/// Where events are not kept (the page's engine, built without the `events` feature):
/// an event's file is refused as such, whatever its text, and none of an event's reading
/// is in the module.
#[cfg(not(feature = "events"))]
pub fn parse_tournament(_text: &str) -> std::result::Result<Event, FileReason> {
    Err(FileReason::EventsNotKept)
}

/// A tournament from its file's text: its form, and every game id plain and once.
#[cfg(feature = "events")]
pub fn parse_tournament(text: &str) -> std::result::Result<Event, FileReason> {
    text::check_depth(text).map_err(|line| FileReason::TooDeep {
        plural: false,
        max: text::MAX_DEPTH,
        line,
    })?;
    let event: Event = crate::core::yaml_read::read(text).map_err(|e| {
        let fault = crate::core::yaml::fault(text, &e, 200);
        FileReason::Unreadable {
            plural: false,
            line: fault.line,
            problem: fault.problem,
        }
    })?;
    // Every name as the front ends take it: no terminal codes, no bidirectional
    // overrides, none too long.
    for e in &event.entrants {
        for name in std::iter::once(&e.name)
            .chain(&e.players)
            .chain(e.group.as_ref())
        {
            text::check_name(name).map_err(|error| FileReason::BadName { error })?;
        }
    }
    check_numbers(&event)?;
    let mut seen = std::collections::HashSet::new();
    for id in event.rounds.iter().flat_map(|r| r.games.values()) {
        if check_id(id).is_err() || !seen.insert(id) {
            return Err(FileReason::MatchGame {
                id: text::quote(id),
            });
        }
    }
    Ok(event)
}

/// The numbers of an event's file within what `tournament new` and the rounds it seats
/// write: a plan of at most [`MAX_ROUNDS`] rounds in all, rounds numbered from 1 to that,
/// a sit-out's points and a round's minutes as the command line takes them. A file
/// planted with four billion rounds (or points) is refused here, before anything counts
/// with its numbers.
#[cfg(feature = "events")]
fn check_numbers(event: &Event) -> std::result::Result<(), FileReason> {
    let rounds: u64 = event.plan.iter().map(|p| u64::from(p.rounds)).sum();
    if rounds > u64::from(MAX_ROUNDS) {
        return Err(FileReason::TooManyRounds {
            rounds,
            max: MAX_ROUNDS,
        });
    }
    let within = |key: &'static str, value: i64, min: i64, max: i64| {
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(FileReason::OutOfRange {
                key,
                value,
                min,
                max,
            })
        }
    };
    for round in &event.rounds {
        within(
            "rounds: number",
            i64::from(round.number),
            1,
            i64::from(MAX_ROUNDS),
        )?;
    }
    within("sit_out: vp", event.sit_out.vp, -MAX_SIT_OUT, MAX_SIT_OUT)?;
    within("sit_out: mp", event.sit_out.mp, -MAX_SIT_OUT, MAX_SIT_OUT)?;
    if let Some(minutes) = event.round_minutes {
        within(
            "round_minutes",
            i64::from(minutes),
            1,
            i64::from(crate::core::tournament::MAX_ROUND_MINUTES),
        )?;
    }
    Ok(())
}

/// The text a tournament is written as: refused when canasta would not read it back
/// (larger than [`MAX_SMALL_BYTES`], the one limit of a tournament's file).
pub fn tournament_text(event: &Event) -> Result<String> {
    let text = serde_yaml::to_string(event)?;
    if text.len() as u64 > MAX_SMALL_BYTES {
        return Err(StoreRefused::TournamentTooBig {
            kb: (text.len() as u64).div_ceil(1024),
            limit_kb: MAX_SMALL_BYTES / 1024,
        }
        .into());
    }
    Ok(text)
}
