//! The director's desk as the game layer gives it: the round in play table by table
//! (deals played, points, victory points, corrections, whether the game can be read),
//! its clock, and the event exported with its games.

use super::{load, results};
use crate::core::movement::Entrant;
use crate::core::rules::Points;
use crate::core::tournament::{self, Clock, Event, RoundState};
use crate::game::Result;
use crate::store::Store;
use crate::store::tournaments::tournament_text;

/// One table of the round in play, as the director's desk shows it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct TableStatus {
    pub table: u32,
    pub ns: Entrant,
    pub ew: Entrant,
    /// An individual event's South and West players.
    pub south: Option<Entrant>,
    pub west: Option<Entrant>,
    pub game: String,
    /// Deals (or hands) played, and how many the game has.
    pub played: usize,
    pub of: Option<u32>,
    pub finished: bool,
    /// The lines' totals and, once over, victory points.
    pub ns_points: Points,
    pub ew_points: Points,
    pub vp: Option<(Points, Points)>,
    /// Changes made by the director after the round closed.
    pub amended: usize,
    /// Whether the game can be read at all (a damaged file: to mend).
    pub readable: bool,
    /// An entrant of the table is absent: no game, the other given a sit-out's points.
    pub absent: bool,
    /// How far the table's result is confirmed on its phone (by the table, then an
    /// opponent: the director's from then on).
    pub confirmed: tournament::Confirmation,
}

/// The round in play (the last published, else the last seated) and its tables, with
/// its clock when the event has one.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RoundStatus {
    pub round: u32,
    pub state: RoundState,
    pub tables: Vec<TableStatus>,
    pub sit_out: Vec<Entrant>,
    pub clock: Option<Clock>,
    /// Rounds before it published and not yet closed, each with its tables whose game is
    /// not over (seated and published ahead of them, they are easy to lose sight of).
    pub earlier_open: Vec<(u32, Vec<u32>)>,
}

/// The director's desk: where the round in play stands, table by table.
pub fn status(store: &Store, name: &str) -> Result<(Event, Option<RoundStatus>)> {
    let event = load(store, name)?;
    let Some(round) = event
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Drafted)
        .or(event.rounds.last())
        .cloned()
    else {
        return Ok((event, None));
    };
    // Each table's result read as the standings read it (the summary cache): one way.
    let results = results(store, &event)?;
    let of = store
        .catalog()
        .resolve(&event.variant)
        .ok()
        .and_then(|r| r.hands);
    let mut tables = Vec::new();
    for seat in &round.seating.seats {
        let game = round.games.get(&seat.table).cloned().unwrap_or_default();
        let result = results.get(&(round.number, seat.table)).copied();
        tables.push(TableStatus {
            table: seat.table,
            ns: seat.ns,
            ew: seat.ew,
            south: seat.south,
            west: seat.west,
            played: result.map_or(0, |r| r.played),
            of,
            finished: result.is_some_and(|r| r.finished),
            ns_points: result.map_or(0, |r| r.ns_points),
            ew_points: result.map_or(0, |r| r.ew_points),
            vp: result.and_then(|r| r.vp),
            amended: event
                .log
                .iter()
                .filter(|a| a.round == round.number && a.table == seat.table)
                .count(),
            readable: game.is_empty() || result.is_some(),
            // The game's version is read only for a table that confirmed.
            confirmed: match round.confirmed.get(&seat.table) {
                None => tournament::Confirmation::None,
                Some(_) => round.confirmation(
                    seat.table,
                    &crate::game::hold(store, &game)
                        .map(|h| h.version())
                        .unwrap_or_default(),
                ),
            },
            absent: !round.played(seat),
            game,
        });
    }
    // The store's time: the game layer has no clock of its own.
    let now = crate::core::instant::parse(&store.now());
    let clock = match (event.round_minutes, &round.published_at, now) {
        (Some(minutes), Some(at), Some(now)) if round.state == RoundState::Published => {
            crate::core::instant::parse(at).map(|at| tournament::clock(minutes, now - at))
        }
        _ => None,
    };
    let earlier_open = event
        .rounds
        .iter()
        .filter(|r| r.number < round.number && r.state == RoundState::Published)
        .map(|r| {
            let playing = r
                .seating
                .seats
                .iter()
                .filter(|seat| r.played(seat))
                .filter(|seat| {
                    !results
                        .get(&(r.number, seat.table))
                        .is_some_and(|x| x.finished)
                })
                .map(|seat| seat.table)
                .collect();
            (r.number, playing)
        })
        .collect();
    Ok((
        event,
        Some(RoundStatus {
            round: round.number,
            state: round.state,
            tables,
            sit_out: round.seating.sit_out.clone(),
            clock,
            earlier_open,
        }),
    ))
}

/// The event and every one of its tables' games as YAML, one document each (the event
/// first), for `tournament export`: what a backup or another program needs.
pub fn export(store: &Store, name: &str) -> Result<String> {
    let event = load(store, name)?;
    let mut out = tournament_text(&event)?;
    for round in &event.rounds {
        for id in round.games.values() {
            let archived = store.load(id).is_err() && store.load_archived(id).is_ok();
            if let Ok(text) = store.game_text(id, archived) {
                out.push_str(&format!("---\n# game {id}\n"));
                out.push_str(&text);
                if !out.ends_with('\n') {
                    out.push('\n');
                }
            }
        }
    }
    Ok(out)
}
