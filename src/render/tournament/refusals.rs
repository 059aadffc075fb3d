//! A tournament's refusals in words: a plan, entrants, a movement, a seating, and the
//! tournament's own (a round that cannot be, a result that is the director's, a signed
//! event).

use std::fmt;

use super::local_time;
use crate::core::movement::{MovementError, SeatingError};
use crate::core::tournament::{EntrantsError, PlanError, SeatRefused};
use crate::game::tournament::TournamentRefused;
use crate::render::say::Say;
use crate::tr;

impl Say for PlanError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            PlanError::Empty => tr!("refusal-plan-empty"),
            PlanError::Part { part } => tr!("refusal-plan-part", part = part.as_str()),
            PlanError::Movement { word, like: None } => {
                tr!("refusal-plan-movement", word = word.as_str())
            }
            PlanError::Movement {
                word,
                like: Some(like),
            } => format!(
                "{} ({})",
                tr!("refusal-plan-movement", word = word.as_str()),
                tr!("refusal-plan-did-you-mean", like = like.as_str())
            ),
            PlanError::NoRounds { part } => tr!("refusal-plan-no-rounds", part = part.as_str()),
            PlanError::TooManyRounds { rounds, max } => {
                tr!("refusal-plan-too-many-rounds", rounds = *rounds, max = *max)
            }
            PlanError::AfterKnockout { part } => {
                tr!("refusal-plan-after-knockout", part = part.as_str())
            }
            PlanError::IndividualMixed => tr!("refusal-plan-individual-mixed"),
            PlanError::GroupsFirst { part } => {
                tr!("refusal-plan-groups-first", part = part.as_str())
            }
        })
    }
}

impl Say for EntrantsError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            EntrantsError::TooFew { have } => tr!("refusal-entrants-too-few", have = *have),
            EntrantsError::Empty { line } => tr!("refusal-entrants-empty", line = *line),
            EntrantsError::BadName { line, error } => {
                tr!(
                    "refusal-entrants-bad-name",
                    line = *line,
                    why = error.said()
                )
            }
            EntrantsError::SameName { line, first, name } => tr!(
                "refusal-entrants-same-name",
                line = *line,
                first = *first,
                name = name.as_str()
            ),
            EntrantsError::PlayerTwice {
                line,
                first,
                player,
            } => tr!(
                "refusal-entrants-player-twice",
                line = *line,
                first = *first,
                player = player.as_str()
            ),
            EntrantsError::PlayerCount { line, have, need } => tr!(
                "refusal-entrants-player-count",
                line = *line,
                have = *have,
                need = *need
            ),
            EntrantsError::OutsideGroup { line } => {
                tr!("refusal-entrants-outside-group", line = *line)
            }
            EntrantsError::GroupTwice { line, first, group } => tr!(
                "refusal-entrants-group-twice",
                line = *line,
                first = *first,
                group = group.as_str()
            ),
            EntrantsError::GroupTooSmall { group, have } => tr!(
                "refusal-entrants-group-too-small",
                group = group.as_str(),
                have = *have
            ),
            EntrantsError::TooManyGroups { groups, entrants } => tr!(
                "refusal-entrants-too-many-groups",
                groups = *groups,
                entrants = *entrants,
                most = (*entrants / 2).clamp(1, 26)
            ),
            EntrantsError::GroupsTwice => tr!("refusal-entrants-groups-twice"),
        })
    }
}

impl Say for MovementError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            MovementError::TooFewEntrants { have, need } => {
                tr!("refusal-movement-too-few", have = *have, need = *need)
            }
            MovementError::MitchellRepeats {
                tables,
                step,
                rounds,
            } => tr!(
                "refusal-movement-mitchell-repeats",
                tables = *tables,
                step = *step,
                rounds = *rounds
            ),
            MovementError::NoSuchRound { round, rounds } => {
                tr!(
                    "refusal-movement-no-such-round",
                    round = *round,
                    rounds = *rounds
                )
            }
            MovementError::DanishImpossible => tr!("refusal-movement-danish-impossible"),
            MovementError::SwissImpossible => tr!("refusal-movement-swiss-impossible"),
            MovementError::SwissTooManyRounds { rounds, entrants } => tr!(
                "refusal-movement-swiss-too-many-rounds",
                rounds = *rounds,
                entrants = *entrants,
                most = crate::core::tournament::swiss_rounds(*entrants)
            ),
            MovementError::RoundRobinSize { have } => {
                tr!("refusal-movement-round-robin-size", have = *have)
            }
            MovementError::KnockoutEntrants {
                qualifiers,
                entrants,
                groups,
            } => tr!(
                "refusal-movement-knockout-entrants",
                qualifiers = *qualifiers,
                entrants = *entrants,
                groups = *groups
            ),
            MovementError::KnockoutUndecided { round, table } => tr!(
                "refusal-movement-knockout-undecided",
                round = *round,
                table = *table
            ),
        })
    }
}

impl Say for SeatingError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SeatingError::Malformed { line } => tr!("refusal-seating-malformed", line = *line),
            SeatingError::UnknownEntrant { line, entrant } => {
                tr!("refusal-seating-unknown", line = *line, entrant = *entrant)
            }
            SeatingError::Twice { line, entrant } => {
                tr!("refusal-seating-twice", line = *line, entrant = *entrant)
            }
            SeatingError::TableTwice { line, table } => {
                tr!("refusal-seating-table-twice", line = *line, table = *table)
            }
            SeatingError::Missing { entrant } => {
                tr!("refusal-seating-missing", entrant = *entrant)
            }
            SeatingError::SameEntrant { line, entrant } => {
                tr!("refusal-seating-same", line = *line, entrant = *entrant)
            }
        })
    }
}

impl Say for SeatRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatRefused::PlanDone { rounds } => {
                f.write_str(&tr!("refusal-seat-plan-done", rounds = *rounds))
            }
            SeatRefused::OpenBefore { round, event } => f.write_str(&tr!(
                "refusal-seat-open-before",
                round = *round,
                name = event.as_str()
            )),
            SeatRefused::NeedsManual { round } => {
                f.write_str(&tr!("refusal-seat-needs-manual", round = *round))
            }
            SeatRefused::Movement(e) => e.say(f),
            SeatRefused::TooFewPresent {
                present,
                need,
                absent,
            } => f.write_str(&tr!(
                "refusal-seat-too-few-present",
                present = *present,
                need = *need,
                absent = absent_list(absent)
            )),
        }
    }
}

impl Say for TournamentRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TournamentRefused as T;
        match self {
            T::Exists { name } => {
                f.write_str(&tr!("refusal-tournament-exists", name = name.as_str()))
            }
            T::NoSuch { name, known } if known.is_empty() => {
                f.write_str(&tr!("refusal-tournament-none", name = name.as_str()))
            }
            T::NoSuch { name, known } => f.write_str(&tr!(
                "refusal-tournament-no-such",
                name = name.as_str(),
                known = known.join(", ")
            )),
            T::Plan(e) => f.write_str(&tr!("refusal-tournament-plan", why = e.said())),
            T::Entrants(e) => f.write_str(&tr!("refusal-tournament-entrants", why = e.said())),
            T::NotFixed { variant } => f.write_str(&tr!(
                "refusal-tournament-not-fixed",
                variant = crate::render::variant_name(variant)
            )),
            T::IndividualSeating { variant } => f.write_str(&tr!(
                "refusal-tournament-individual-seating",
                variant = crate::render::variant_name(variant)
            )),
            T::KnockoutWentOn { round, table, next } => f.write_str(&tr!(
                "refusal-tournament-knockout-went-on",
                round = *round,
                table = *table,
                next = *next
            )),
            T::IndividualTyped => f.write_str(&tr!("refusal-tournament-individual-typed")),
            T::Seat(e) => e.say(f),
            T::PlanDone { name, rounds } => f.write_str(&tr!(
                "refusal-tournament-plan-done",
                rounds = *rounds,
                name = name.as_str()
            )),
            T::Seating(e) => e.say(f),
            T::NothingDrafted { name, published } => f.write_str(&match published {
                Some(round) => tr!(
                    "refusal-tournament-published-already",
                    round = *round,
                    name = name.as_str()
                ),
                None => tr!("refusal-tournament-nothing-drafted", name = name.as_str()),
            }),
            T::TablesPlaying { round, tables } => f.write_str(&tr!(
                "refusal-tournament-tables-playing",
                round = *round,
                count = tables.len(),
                tables = tables
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            T::NothingToClose => f.write_str(&tr!("refusal-tournament-nothing-to-close")),
            T::NoSuchEntrant { entrant, entrants } => f.write_str(&tr!(
                "refusal-tournament-no-such-entrant",
                entrant = *entrant,
                entrants = *entrants
            )),
            T::NoEntrantNamed { name, entrants } => f.write_str(&tr!(
                "refusal-tournament-no-entrant-named",
                name = name.as_str(),
                entrants = *entrants
            )),
            T::NotOver { table } => {
                f.write_str(&tr!("refusal-tournament-not-over", table = *table))
            }
            T::ChangedSince { table } => {
                f.write_str(&tr!("refusal-tournament-changed-since", table = *table))
            }
            T::TableFirst { table } => {
                f.write_str(&tr!("refusal-tournament-table-first", table = *table))
            }
            T::NoTableGame { table } => f.write_str(&tr!("scorer-no-table-game", table = *table)),
            T::NoSuchPhase { phase, phases } => f.write_str(&tr!(
                "refusal-tournament-no-such-phase",
                phase = *phase,
                phases = *phases
            )),
            T::Unplayable {
                round,
                why,
                longest,
            } => f.write_str(&tr!(
                "refusal-tournament-unplayable",
                round = *round,
                why = crate::render::say::Said(why).to_string(),
                longest = longest
                    .as_deref()
                    .map_or_else(|| "none".to_string(), super::plan_said)
            )),
            T::Signed { name, at } => f.write_str(&tr!(
                "refusal-tournament-signed",
                name = name.as_str(),
                at = local_time(at)
            )),
            T::SignTooSoon {
                name,
                closed,
                rounds,
            } => f.write_str(&tr!(
                "refusal-tournament-sign-too-soon",
                name = name.as_str(),
                closed = *closed,
                rounds = *rounds
            )),
            T::NotSigned { name } => {
                f.write_str(&tr!("refusal-tournament-not-signed", name = name.as_str()))
            }
            T::ReopenNeedsReason { name } => f.write_str(&tr!(
                "refusal-tournament-reopen-needs-reason",
                name = name.as_str()
            )),
            T::ReasonTooLong { given, max } => f.write_str(&tr!(
                "refusal-tournament-reason-too-long",
                given = *given,
                max = *max
            )),
            T::NeedsReason {
                game,
                round,
                table,
                confirmed,
            } => f.write_str(&tr!(
                "refusal-tournament-needs-reason",
                game = game.as_str(),
                round = *round,
                table = *table,
                lock = if *confirmed { "confirmed" } else { "closed" }
            )),
            T::ResultsUnreadable(u) => u.say(f),
            T::Results(r) => r.say(f),
            T::Members { line } => f.write_str(&tr!("refusal-tournament-members", line = *line)),
            T::Circuit(c) => c.say(f),
        }
    }
}

impl Say for crate::game::tournament::Unreadable {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::game::tournament::Unreadable as U;
        f.write_str(&match self {
            U::Empty => tr!("refusal-results-empty"),
            U::NotAnObject => tr!("refusal-results-not-json"),
            U::Json { line, why } => tr!(
                "refusal-results-unreadable",
                line = *line,
                why = crate::core::text::printable(why, 120)
            ),
        })
    }
}

impl Say for crate::core::results::ResultsRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::core::results::{Column, ResultsRefused as R};
        let listed = |e: &[u32]| e.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let group = |g: &Option<String>| g.clone().unwrap_or_else(|| "none".to_string());
        f.write_str(&match self {
            R::NotResults { format } => tr!(
                "refusal-results-not-results",
                format = crate::core::text::printable(format, 40)
            ),
            R::Version { found, read } => {
                tr!("refusal-results-version", found = *found, read = *read)
            }
            R::EntrantTwice { entrant } => {
                tr!("refusal-results-entrant-twice", entrant = *entrant)
            }
            R::NoSuchEntrant { round, entrant } => tr!(
                "refusal-results-no-such-entrant",
                round = round.unwrap_or(0),
                entrant = *entrant
            ),
            R::HalfATable { round, table } => {
                tr!(
                    "refusal-results-half-a-table",
                    round = *round,
                    table = *table
                )
            }
            R::EntrantTwiceInRound { round, entrant } => tr!(
                "refusal-results-twice-in-round",
                round = *round,
                entrant = *entrant
            ),
            R::VictoryPoints {
                round,
                table,
                difference,
                file,
                table_gives,
            } => tr!(
                "refusal-results-victory-points",
                round = *round,
                table = *table,
                difference = *difference,
                ns = file.0,
                ew = file.1,
                gives_ns = table_gives.0,
                gives_ew = table_gives.1
            ),
            R::Date { date } => tr!(
                "refusal-results-date",
                date = crate::core::text::printable(date, 40)
            ),
            R::Lines {
                group: g,
                file,
                worked_out,
            } => tr!(
                "refusal-results-lines",
                group = group(g),
                file = listed(file),
                worked = listed(worked_out)
            ),
            R::Groups { file, worked_out } => {
                tr!("refusal-results-groups", file = *file, worked = *worked_out)
            }
            R::DoesNotAddUp {
                group: g,
                entrant,
                name,
                column,
                file,
                worked_out,
            } => tr!(
                "refusal-results-does-not-add-up",
                name = crate::core::text::printable(name, 60),
                entrant = *entrant,
                group = group(g),
                said = *file,
                worked = *worked_out,
                column = match column {
                    Column::Vp => "vp",
                    Column::Mp => "mp",
                    Column::Points => "points",
                    Column::Rounds => "rounds",
                    Column::Rank => "rank",
                }
            ),
        })
    }
}

/// A tournament's refusal as the director's desk (or, `phone`, a table's phone) says it:
/// the desk's steps and the table's words, never a command to type; `None`: as anywhere
/// else.
pub fn at_desk(r: &TournamentRefused, phone: bool) -> Option<String> {
    use TournamentRefused as T;
    Some(match r {
        T::NeedsReason { table, .. } if phone => tr!("scorer-table-locked", table = *table),
        T::NeedsReason { table, .. } => tr!("scorer-desk-needs-reason", table = *table),
        T::Signed { at, .. } if phone => tr!("scorer-signed", at = local_time(at)),
        T::Signed { at, .. } => tr!("scorer-desk-signed", at = local_time(at)),
        T::NothingDrafted {
            published: Some(round),
            ..
        } => tr!("scorer-desk-published-already", round = *round),
        T::NothingDrafted { .. } => tr!("scorer-desk-nothing-drafted"),
        T::PlanDone { rounds, .. } => tr!("scorer-desk-plan-done", rounds = *rounds),
        T::Seat(SeatRefused::OpenBefore { round, .. }) => {
            tr!("scorer-desk-seat-open-before", round = *round)
        }
        T::Seat(SeatRefused::NeedsManual { round }) => {
            tr!("scorer-desk-seat-needs-manual", round = *round)
        }
        T::Seat(SeatRefused::TooFewPresent {
            present,
            need,
            absent,
        }) => tr!(
            "scorer-desk-seat-too-few-present",
            present = *present,
            need = *need,
            absent = absent_list(absent)
        ),
        _ => return None,
    })
}

/// Those marked absent, as the seating names them: `3 Cy Neri, 5 Ed Bruno`.
fn absent_list(absent: &[(crate::core::movement::Entrant, String)]) -> String {
    let named: Vec<String> = absent
        .iter()
        .map(|(n, name)| format!("{n} {name}"))
        .collect();
    named.join(", ")
}
