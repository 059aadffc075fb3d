//! A tournament's results as one documented, versioned file (issue 46, item 3): what a
//! club sends its federation and a circuit adds up, as bridge clubs send USEBIO files
//! (research tournaments.md). The event (name, club, date, variant, plan, ranking), its
//! entrants (with their players' member numbers where the club gave them), each round's
//! tables (who sat where, each line's points and victory points), the standings, and the
//! corrections made after a round closed. Its JSON Schema is `docs/results.schema.json`.
//!
//! Read back, a results file is checked by the referee: its standings are worked out again
//! from its tables by the same arithmetic as the night's ([`tournament::group_standings`])
//! and must be the ones it says ([`check`]).
//!
//! Pure: facts in, facts out.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::movement::{Entrant, Seat, Seating};
use crate::rules::Points;
use crate::tournament::{
    self, Amendment, EntrantDef, Event, Phase, Reopening, Round, RoundState, SitOut, Standings,
    TableResult, TieBreak,
};

/// What a results file says it is (`"format"`).
pub const FORMAT: &str = "canasta-results";
/// The version of the layout this program writes and reads (`"version"`).
pub const VERSION: u32 = 1;

/// A tournament's results file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Results {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    pub event: EventInfo,
    pub entrants: Vec<ResultEntrant>,
    pub rounds: Vec<RoundResult>,
    /// One table a group (one, without a group, for an event without groups).
    pub standings: Vec<StandingsTable>,
    /// Every change made to a result after its round closed.
    #[serde(default)]
    pub corrections: Vec<Amendment>,
    /// Each time the signed event was reopened.
    #[serde(default)]
    pub reopened: Vec<Reopening>,
}

/// The event itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventInfo {
    pub name: String,
    /// The club that held it, as the director gave it when exporting.
    pub club: Option<String>,
    /// The day it was played (`2026-12-06`, the room's day its first round was published).
    pub date: Option<String>,
    /// The variant every table played, and the deals (or hands) of a table's game.
    pub variant: String,
    pub deals: Option<u32>,
    /// The plan in words (`3 mitchell + 1 danish`) and as phases.
    pub plan: String,
    pub phases: Vec<Phase>,
    /// How entrants level on the first key are ranked.
    pub tie_break: Vec<TieBreak>,
    /// What a sit-out was given.
    pub sit_out: SitOut,
    /// The first key of the ranking is victory points (true) or games won (false).
    pub victory_points: bool,
    /// When the director signed the standings as final (UTC, RFC 3339), if so.
    pub signed: Option<String>,
    /// The knockout's seeds, best first (an event with a knockout, once seeded).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seeds: Vec<Entrant>,
    /// The variant's victory-point table (a club's own preset's too), so that a reader
    /// that does not know the variant holds each table's victory points to its points.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub victory_table: Vec<crate::victory::VictoryBand>,
}

/// An entrant: a pair (or a player), its players and their member numbers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultEntrant {
    pub number: Entrant,
    pub name: String,
    pub players: Vec<ResultPlayer>,
    pub group: Option<String>,
}

/// A player, with the member number the club gave for them (a federation's card).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultPlayer {
    pub name: String,
    pub member: Option<String>,
}

/// One round: its tables, who sat out, who was absent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundResult {
    pub number: u32,
    pub state: RoundState,
    pub tables: Vec<TableLine>,
    pub sit_out: Vec<Entrant>,
    pub absent: Vec<Entrant>,
}

/// One table of a round: its lines and, once played, their totals and victory points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableLine {
    pub table: u32,
    pub ns: Entrant,
    pub ew: Entrant,
    /// An individual event's South and West players (North is `ns`, East `ew`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub south: Option<Entrant>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub west: Option<Entrant>,
    /// The table's game in the club's data folder.
    pub game: Option<String>,
    /// Each line's total; none when the game is not there (not played, or an absent
    /// entrant's table).
    pub ns_points: Option<Points>,
    pub ew_points: Option<Points>,
    /// Each line's victory points, where the variant has a table.
    pub ns_vp: Option<Points>,
    pub ew_vp: Option<Points>,
    /// Deals (or hands) played, and whether the game is over.
    pub deals: Option<u32>,
    pub finished: bool,
}

/// The standings of the event (or of one group).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandingsTable {
    pub group: Option<String>,
    /// After this round; provisional while it is not closed.
    pub after_round: u32,
    pub provisional: bool,
    pub rows: Vec<StandingRow>,
}

/// One entrant's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandingRow {
    pub rank: u32,
    pub entrant: Entrant,
    pub name: String,
    /// Victory points (or games won: [`EventInfo::victory_points`]).
    pub vp: Points,
    /// Match points: own points minus the opponents', over the entrant's games.
    pub mp: Points,
    /// Points scored.
    pub points: Points,
    /// Rounds counted (games finished and rounds sat out).
    pub rounds: u32,
    /// How far it went in the knockout (an event with one): the round reached (the
    /// entrants in it: 2 the final) and whether it won it, lost it or still plays it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knockout: Option<crate::tournament::knockout::Finish>,
}

/// What the event file does not hold: the club, the day, the deals of a game, the
/// players' member numbers (player → number).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Extra {
    pub club: Option<String>,
    pub date: Option<String>,
    pub deals: Option<u32>,
    pub members: BTreeMap<String, String>,
    /// The variant's victory-point table, when it has one.
    pub victory_table: Vec<crate::victory::VictoryBand>,
}

/// The results file of `event`, its tables' `results` ((round, table) → result) and its
/// `standings` (one a group).
pub fn results_of(
    event: &Event,
    results: &BTreeMap<(u32, u32), TableResult>,
    standings: &[Standings],
    extra: &Extra,
) -> Results {
    let victory_points = standings.first().is_some_and(|s| s.victory_points);
    let rounds = event
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Drafted)
        .map(|round| RoundResult {
            number: round.number,
            state: round.state,
            tables: round
                .seating
                .seats
                .iter()
                .map(|seat| {
                    let r = results.get(&(round.number, seat.table));
                    TableLine {
                        table: seat.table,
                        ns: seat.ns,
                        ew: seat.ew,
                        south: seat.south,
                        west: seat.west,
                        game: round.games.get(&seat.table).cloned(),
                        ns_points: r.map(|r| r.ns_points),
                        ew_points: r.map(|r| r.ew_points),
                        ns_vp: r.and_then(|r| r.vp).map(|v| v.0),
                        ew_vp: r.and_then(|r| r.vp).map(|v| v.1),
                        deals: r.map(|r| u32::try_from(r.played).unwrap_or(u32::MAX)),
                        finished: r.is_some_and(|r| r.finished),
                    }
                })
                .collect(),
            sit_out: round.seating.sit_out.clone(),
            absent: round.absent.clone(),
        })
        .collect();
    Results {
        format: FORMAT.to_string(),
        version: VERSION,
        event: EventInfo {
            name: event.name.clone(),
            club: extra.club.clone(),
            date: extra.date.clone(),
            variant: event.variant.clone(),
            deals: extra.deals,
            plan: tournament::plan_text(&event.plan),
            phases: event.plan.clone(),
            tie_break: event.tie_break.clone(),
            sit_out: event.sit_out,
            victory_points,
            signed: event.signed.clone(),
            seeds: event.seeds.clone(),
            victory_table: extra.victory_table.clone(),
        },
        entrants: event
            .entrants
            .iter()
            .map(|e| ResultEntrant {
                number: e.number,
                name: e.name.clone(),
                players: e
                    .players
                    .iter()
                    .map(|p| ResultPlayer {
                        name: p.clone(),
                        member: extra.members.get(p).cloned(),
                    })
                    .collect(),
                group: e.group.clone(),
            })
            .collect(),
        rounds,
        standings: standings.iter().map(table_of).collect(),
        corrections: event.log.clone(),
        reopened: event.reopened.clone(),
    }
}

/// The players of a results file with no member number although a member list was
/// given, each with the list's name it is a slip away from, if one is (`Guss` for `Gus`:
/// the same letters but for one or two, case aside), that no player of the night has.
pub fn unnumbered(
    results: &Results,
    members: &BTreeMap<String, String>,
) -> Vec<(String, Option<String>)> {
    let players: BTreeSet<&str> = results
        .entrants
        .iter()
        .flat_map(|e| e.players.iter().map(|p| p.name.as_str()))
        .collect();
    results
        .entrants
        .iter()
        .flat_map(|e| &e.players)
        .filter(|p| p.member.is_none())
        .map(|p| {
            let like = members
                .keys()
                .filter(|m| !players.contains(m.as_str()))
                .map(|m| {
                    (
                        strsim::levenshtein(&m.to_lowercase(), &p.name.to_lowercase()),
                        m,
                    )
                })
                .filter(|(d, _)| *d <= 2)
                .min()
                .map(|(_, m)| m.clone());
            (p.name.clone(), like)
        })
        .collect()
}

fn table_of(s: &Standings) -> StandingsTable {
    StandingsTable {
        group: s.group.clone(),
        after_round: s.after_round,
        provisional: s.provisional,
        rows: s
            .rows
            .iter()
            .map(|r| StandingRow {
                rank: r.rank,
                entrant: r.entrant,
                name: r.name.clone(),
                vp: r.vp,
                mp: r.mp,
                points: r.points,
                rounds: r.rounds,
                knockout: r.knockout,
            })
            .collect(),
    }
}

/// The event a results file is of, as the night's arithmetic needs it: its entrants,
/// plan, ranking and rounds (their seating, absentees and games).
pub fn event_of(results: &Results) -> Event {
    let rounds = results
        .rounds
        .iter()
        .map(|r| Round {
            number: r.number,
            state: r.state,
            seating: Seating {
                seats: r
                    .tables
                    .iter()
                    .map(|t| Seat {
                        table: t.table,
                        ns: t.ns,
                        ew: t.ew,
                        south: t.south,
                        west: t.west,
                    })
                    .collect(),
                sit_out: r.sit_out.clone(),
            },
            games: r
                .tables
                .iter()
                .filter_map(|t| Some((t.table, t.game.clone()?)))
                .collect(),
            published_at: None,
            confirmed: BTreeMap::new(),
            absent: r.absent.clone(),
        })
        .collect();
    Event {
        name: results.event.name.clone(),
        variant: results.event.variant.clone(),
        entrants: results
            .entrants
            .iter()
            .map(|e| EntrantDef {
                number: e.number,
                name: e.name.clone(),
                players: e.players.iter().map(|p| p.name.clone()).collect(),
                group: e.group.clone(),
            })
            .collect(),
        plan: results.event.phases.clone(),
        tie_break: results.event.tie_break.clone(),
        sit_out: results.event.sit_out,
        round_minutes: None,
        absent: BTreeSet::new(),
        rounds,
        log: results.corrections.clone(),
        alike: Vec::new(),
        signed: results.event.signed.clone(),
        reopened: results.reopened.clone(),
        seeds: results.event.seeds.clone(),
    }
}

/// Each played table's result in a results file ((round, table) → result).
pub fn table_results(results: &Results) -> BTreeMap<(u32, u32), TableResult> {
    let mut out = BTreeMap::new();
    for round in &results.rounds {
        for t in &round.tables {
            let (Some(ns), Some(ew)) = (t.ns_points, t.ew_points) else {
                continue;
            };
            out.insert(
                (round.number, t.table),
                TableResult {
                    ns_points: ns,
                    ew_points: ew,
                    vp: t.ns_vp.zip(t.ew_vp),
                    finished: t.finished,
                    played: t.deals.map_or(0, |d| usize::try_from(d).unwrap_or(0)),
                },
            );
        }
    }
    out
}

/// Which number of a standings line is not what its tables add up to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Column {
    Rank,
    Vp,
    Mp,
    Points,
    Rounds,
}

/// A results file the referee refuses, as facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultsRefused {
    /// Not a results file (its `format`).
    NotResults { format: String },
    /// A version this program does not read.
    Version { found: u32, read: u32 },
    /// Two entrants with one number.
    EntrantTwice { entrant: Entrant },
    /// A table, sit-out, absentee or standings line names an entrant there is not.
    NoSuchEntrant {
        round: Option<u32>,
        entrant: Entrant,
    },
    /// A line's victory points without the other's, or points without a game's totals.
    HalfATable { round: u32, table: u32 },
    /// An entrant seated twice in a round (at two tables, or at a table and sitting out).
    EntrantTwiceInRound { round: u32, entrant: Entrant },
    /// A table's victory points are not what its points give by the variant's table.
    VictoryPoints {
        round: u32,
        table: u32,
        difference: Points,
        file: (Points, Points),
        table_gives: (Points, Points),
    },
    /// The event's day is not `YYYY-MM-DD`.
    Date { date: String },
    /// The standings list entrants other than its tables' (a line missing or too many).
    Lines {
        group: Option<String>,
        file: Vec<Entrant>,
        worked_out: Vec<Entrant>,
    },
    /// The standings are in more or fewer tables than the event has groups.
    Groups { file: usize, worked_out: usize },
    /// A standings line's number is not what its tables add up to.
    DoesNotAddUp {
        group: Option<String>,
        entrant: Entrant,
        name: String,
        column: Column,
        file: Points,
        worked_out: Points,
    },
}

/// The standings a results file's tables add up to, by the night's own arithmetic; the
/// file is refused when they are not the standings it says (the first difference named),
/// or when it cannot be read as one event.
///
/// `victory`: the variant's victory-point table, when this program knows the variant: each
/// finished table's victory points must be what its points give.
pub fn check(
    results: &Results,
    victory: Option<&[crate::victory::VictoryBand]>,
) -> Result<Vec<Standings>, ResultsRefused> {
    if results.format != FORMAT {
        return Err(ResultsRefused::NotResults {
            format: results.format.clone(),
        });
    }
    if results.version != VERSION {
        return Err(ResultsRefused::Version {
            found: results.version,
            read: VERSION,
        });
    }
    let mut numbers = BTreeSet::new();
    for e in &results.entrants {
        if !numbers.insert(e.number) {
            return Err(ResultsRefused::EntrantTwice { entrant: e.number });
        }
    }
    if let Some(date) = &results.event.date {
        let day = crate::instant::parse(&format!("{date}T00:00:00Z"));
        if day.is_none() || date.len() != 10 {
            return Err(ResultsRefused::Date { date: date.clone() });
        }
    }
    for round in &results.rounds {
        let mut seen = BTreeSet::new();
        let placed = round
            .tables
            .iter()
            .flat_map(|t| [Some(t.ns), Some(t.ew), t.south, t.west])
            .flatten()
            .chain(round.sit_out.iter().copied());
        for entrant in placed {
            if !seen.insert(entrant) {
                return Err(ResultsRefused::EntrantTwiceInRound {
                    round: round.number,
                    entrant,
                });
            }
        }
        let named = round
            .tables
            .iter()
            .flat_map(|t| [Some(t.ns), Some(t.ew), t.south, t.west])
            .flatten()
            .chain(round.sit_out.iter().copied())
            .chain(round.absent.iter().copied());
        for entrant in named {
            if !numbers.contains(&entrant) {
                return Err(ResultsRefused::NoSuchEntrant {
                    round: Some(round.number),
                    entrant,
                });
            }
        }
        for t in &round.tables {
            if t.ns_points.is_some() != t.ew_points.is_some()
                || t.ns_vp.is_some() != t.ew_vp.is_some()
                || (t.ns_vp.is_some() && t.ns_points.is_none())
            {
                return Err(ResultsRefused::HalfATable {
                    round: round.number,
                    table: t.table,
                });
            }
            let played = (t.ns_points.zip(t.ew_points), t.ns_vp.zip(t.ew_vp));
            if let (Some(table), true, (Some((ns, ew)), Some(file))) =
                (victory.filter(|v| !v.is_empty()), t.finished, played)
                && let Some(gives) = crate::victory::points(table, ns, ew)
                && gives != file
            {
                return Err(ResultsRefused::VictoryPoints {
                    round: round.number,
                    table: t.table,
                    difference: (ns - ew).abs(),
                    file,
                    table_gives: gives,
                });
            }
        }
    }
    let event = event_of(results);
    let mut worked = tournament::group_standings(&event, &table_results(results), 1, None);
    for s in &mut worked {
        s.victory_points = results.event.victory_points;
    }
    if results.standings.len() != worked.len() {
        return Err(ResultsRefused::Groups {
            file: results.standings.len(),
            worked_out: worked.len(),
        });
    }
    for (file, ours) in results.standings.iter().zip(&worked) {
        compare(file, ours)?;
    }
    Ok(worked)
}

/// One standings table of a file against the one worked out from its tables.
fn compare(file: &StandingsTable, ours: &Standings) -> Result<(), ResultsRefused> {
    let listed: Vec<Entrant> = file.rows.iter().map(|r| r.entrant).collect();
    let mut worked: Vec<Entrant> = ours.rows.iter().map(|r| r.entrant).collect();
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    worked.sort_unstable();
    if sorted != worked {
        return Err(ResultsRefused::Lines {
            group: file.group.clone(),
            file: sorted,
            worked_out: worked,
        });
    }
    for row in &file.rows {
        let Some(mine) = ours.rows.iter().find(|r| r.entrant == row.entrant) else {
            continue;
        };
        let columns = [
            (Column::Vp, row.vp, mine.vp),
            (Column::Mp, row.mp, mine.mp),
            (Column::Points, row.points, mine.points),
            (Column::Rounds, row.rounds.into(), mine.rounds.into()),
            (Column::Rank, row.rank.into(), mine.rank.into()),
        ];
        if let Some((column, said, worked_out)) = columns.into_iter().find(|(_, a, b)| a != b) {
            return Err(ResultsRefused::DoesNotAddUp {
                group: file.group.clone(),
                entrant: row.entrant,
                name: row.name.clone(),
                column,
                file: said,
                worked_out,
            });
        }
    }
    Ok(())
}

/// A club's list of its members' numbers: `Player: NUMBER` lines (blank lines and `#`
/// comments apart), player → number. A line that is not `name: number` is refused by its
/// number (1-based).
pub fn parse_members(text: &str) -> Result<BTreeMap<String, String>, usize> {
    let mut members = BTreeMap::new();
    for (at, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((name, number)) = line.rsplit_once(':') else {
            return Err(at + 1);
        };
        let (name, number) = (name.trim(), number.trim());
        if name.is_empty() || number.is_empty() {
            return Err(at + 1);
        }
        members.insert(name.to_string(), number.to_string());
    }
    Ok(members)
}

#[cfg(test)]
#[path = "results_tests.rs"]
mod tests;
