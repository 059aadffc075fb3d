//! A tournament night's use cases: an event made from its entrants and plan, its rounds
//! seated (drafted), published (each table's game created, the seating fixed from then
//! on) and closed, and its standings worked out from its tables' games. A change to a
//! closed round's game is an amendment kept in the event's log with its reason.
//!
//! Every write holds the data folder's lock from reading the event to committing it
//! with the games it creates, through the journal: two directors' commands at once
//! cannot both publish a round, and a kill leaves every file or none.

use std::collections::{BTreeMap, HashSet};

use super::{NewGame, Result, new_log};
use crate::core::ledger::{Report, TableOf, log_text, replay};
use crate::core::movement::{self, Entrant, Movement, SeatingError};
use crate::core::rules::{KnockoutTie, Points, TieRule};
use crate::core::tournament::{
    self, Amendment, EntrantsError, Event, NearName, PlanError, Round, RoundState, SeatRefused,
    SitOut, Standings, TableResult, TieBreak,
};
use crate::store::Store;
use crate::store::tournaments::tournament_text;

mod desk;
mod results;
mod signing;
mod site;
pub use desk::{RoundStatus, TableStatus, export, status};
pub use results::{
    Unreadable, first_published, members, parse_results, read_results, results_file, victory_table,
};
use signing::unsigned;
pub use signing::{reopen, sign};
pub use site::{SiteTable, site};

/// A tournament refused, as facts; worded in `render`.
#[derive(Debug, Clone, PartialEq)]
pub enum TournamentRefused {
    /// A tournament of this name exists.
    Exists { name: String },
    /// No tournament has this name (`known`: those that exist).
    NoSuch { name: String, known: Vec<String> },
    /// The plan does not read.
    Plan(PlanError),
    /// The entrants do not read.
    Entrants(EntrantsError),
    /// The variant is not played to a fixed number of deals or hands: a table's game
    /// would have no end the round can wait for.
    NotFixed { variant: String },
    /// An individual event's variant must seat two partnerships of two (its players
    /// change partners).
    IndividualSeating { variant: String },
    /// A correction to a knockout match that would change who went on, its next round
    /// published already.
    KnockoutWentOn { round: u32, table: u32, next: u32 },
    /// A seating typed by hand in an individual event (its tables are four players, the
    /// movement's to spread).
    IndividualTyped,
    /// The next round cannot be seated.
    Seat(SeatRefused),
    /// Every round of the plan is seated: the event's name, for the next step (its
    /// final standings).
    PlanDone { name: String, rounds: u32 },
    /// A seating typed by hand does not read.
    Seating(SeatingError),
    /// There is no drafted round to publish.
    NothingDrafted {
        name: String,
        /// The round in play, already published, if any.
        published: Option<u32>,
    },
    /// A round cannot close while tables play: their numbers.
    TablesPlaying { round: u32, tables: Vec<u32> },
    /// No round is published to close.
    NothingToClose,
    /// A confirmation of a game not over: the table, and its deals played and to play.
    NotOver { table: u32 },
    /// A confirmation of a game changed since the phone saw it.
    ChangedSince { table: u32 },
    /// The opponent confirms a result the table has not confirmed (or that changed).
    TableFirst { table: u32 },
    /// No game at this table in the round in play.
    NoTableGame { table: u32 },
    /// No entrant has this number.
    NoSuchEntrant { entrant: Entrant, entrants: usize },
    /// No entrant has this name (nor a player of this name).
    NoEntrantNamed { name: String, entrants: usize },
    /// The plan has no such phase.
    NoSuchPhase { phase: usize, phases: usize },
    /// Round `round` of the plan cannot be seated with these entrants, and why; the
    /// longest plan that can be (none: not even its first round).
    Unplayable {
        round: u32,
        why: SeatRefused,
        longest: Option<Vec<crate::core::tournament::Phase>>,
    },
    /// The event is signed: nothing changes until it is reopened (when it was signed).
    Signed { name: String, at: String },
    /// The event cannot be signed yet: rounds closed, and the plan's rounds.
    SignTooSoon {
        name: String,
        closed: u32,
        rounds: u32,
    },
    /// Only a signed event is reopened.
    NotSigned { name: String },
    /// A reopening needs its reason (`--why`).
    ReopenNeedsReason { name: String },
    /// A director's reason longer than [`tournament::MAX_REASON`] characters.
    ReasonTooLong { given: usize, max: usize },
    /// A game of a closed round (or whose result the table and an opponent confirmed:
    /// `confirmed`) is changed without a reason.
    NeedsReason {
        game: String,
        round: u32,
        table: u32,
        confirmed: bool,
    },
    /// A text that is not a results file.
    ResultsUnreadable(results::Unreadable),
    /// A results file the referee refuses.
    Results(crate::core::results::ResultsRefused),
    /// A line of a member list that is not `Player: NUMBER`.
    Members { line: usize },
    /// A circuit over a folder of events refused.
    Circuit(super::circuit::CircuitRefused),
}

/// A new tournament, as the director gives it.
#[derive(Debug, Clone, Default)]
pub struct NewTournament {
    pub name: String,
    pub variant: String,
    /// One entrant a line ([`tournament::parse_entrants`]).
    pub entrants: String,
    /// `3 mitchell + 1 danish` ([`tournament::parse_plan`]).
    pub plan: String,
    /// A sit-out's victory points (the event's default when none).
    pub sit_out_vp: Option<Points>,
    /// A round's length in minutes (none: no clock).
    pub round_minutes: Option<u32>,
    /// The ranking's first key: victory points (or games won), or points scored.
    pub rank_by_points: bool,
    /// A sit-out's match points (the event's default, 0, when none).
    pub sit_out_mp: Option<Points>,
    /// Break a tie on victory points by the match points scored (the points the entrant
    /// made), as some organisers do, rather than by their difference.
    pub mp_scored: bool,
    /// Share the entrants out into this many groups ([`tournament::split_groups`]).
    pub groups: Option<usize>,
    /// The words the plan may be typed in (every language's, from the catalogs: the
    /// front end passes `render::i18n::plan_words()`; English's by default).
    pub plan_words: crate::core::plan::PlanWords,
}

/// What a new tournament's entrants need before they are typed (table mode asks them
/// one a line): the players a side seats, once the variant, the plan and the name are
/// known to be right, so nothing is typed for a tournament that cannot be made.
pub fn entrants_wanted(store: &Store, spec: &NewTournament) -> Result<usize> {
    let plan = check_new(store, spec)?;
    per_entrant(&store.catalog().resolve(&spec.variant)?, &plan)
}

/// The players an entrant names: the variant's side's, or one in an individual event
/// (whose variant must seat two partnerships of two).
fn per_entrant(rules: &crate::core::rules::Rules, plan: &[tournament::Phase]) -> Result<usize> {
    let per = rules.seating.players_per_unit();
    if !plan.iter().any(|p| p.movement == Movement::Individual) {
        return Ok(per);
    }
    if per != 2 || rules.seating.scoring_units() != 2 {
        return Err(TournamentRefused::IndividualSeating {
            variant: rules.name.clone(),
        }
        .into());
    }
    Ok(1)
}

/// The plan of a new tournament, once its variant has a fixed number of deals and its
/// name is free.
fn check_new(store: &Store, spec: &NewTournament) -> Result<Vec<tournament::Phase>> {
    let rules = store.catalog().resolve(&spec.variant)?;
    if rules.hands.is_none() {
        return Err(TournamentRefused::NotFixed {
            variant: rules.name.clone(),
        }
        .into());
    }
    let plan =
        tournament::parse_plan(&spec.plan, &spec.plan_words).map_err(TournamentRefused::Plan)?;
    if store.load_tournament(&spec.name)?.is_some() {
        return Err(TournamentRefused::Exists {
            name: spec.name.clone(),
        }
        .into());
    }
    Ok(plan)
}

/// A player's name as the data folder knows them: one merged into another
/// (`canasta players merge`) plays under that one, so statistics count the evening for
/// the one person.
pub fn renamer(store: &Store) -> Result<impl Fn(&str) -> String> {
    let aliases = store.aliases()?;
    Ok(move |p: &str| match aliases.get(&p.trim().to_lowercase()) {
        Some(into) => into.trim().to_string(),
        None => p.to_string(),
    })
}

/// Make a tournament: refused when its name is taken, its variant has no fixed number
/// of deals, or its entrants or plan do not read. The near-duplicate players come back
/// to be said.
pub fn create(store: &Store, spec: &NewTournament) -> Result<(Event, Vec<NearName>)> {
    let rules = store.catalog().resolve(&spec.variant)?;
    let plan = check_new(store, spec)?;
    let per = per_entrant(&rules, &plan)?;
    let rename = renamer(store)?;
    let (mut entrants, near) = tournament::parse_entrants_as(&spec.entrants, per, &rename)
        .map_err(TournamentRefused::Entrants)?;
    if let Some(groups) = spec.groups {
        tournament::split_groups(&mut entrants, groups).map_err(TournamentRefused::Entrants)?;
    }
    // `N groups` in the plan shares the entrants out, or names the groups they have.
    if let Some(count) = plan.iter().find_map(|p| match p.movement {
        Movement::Groups { count } => Some(count as usize),
        _ => None,
    }) {
        let have: HashSet<&str> = entrants.iter().filter_map(|e| e.group.as_deref()).collect();
        match have.len() {
            0 => tournament::split_groups(&mut entrants, count)
                .map_err(TournamentRefused::Entrants)?,
            n if n == count => {}
            _ => return Err(TournamentRefused::Entrants(EntrantsError::GroupsTwice).into()),
        }
    }
    let lock = store.lock()?;
    if store.load_tournament(&spec.name)?.is_some() {
        return Err(TournamentRefused::Exists {
            name: spec.name.clone(),
        }
        .into());
    }
    let event = Event {
        name: spec.name.clone(),
        variant: rules.name.clone(),
        entrants,
        plan,
        tie_break: match (spec.rank_by_points, spec.mp_scored) {
            (true, false) => vec![TieBreak::Points, TieBreak::Mp, TieBreak::HeadToHead],
            (true, true) => vec![TieBreak::Points, TieBreak::HeadToHead],
            (false, true) => vec![TieBreak::Vp, TieBreak::Points, TieBreak::HeadToHead],
            (false, false) => tournament::default_tie_break(),
        },
        round_minutes: spec.round_minutes,
        absent: Default::default(),
        sit_out: SitOut {
            vp: spec.sit_out_vp.unwrap_or(SitOut::default().vp),
            mp: spec.sit_out_mp.unwrap_or(SitOut::default().mp),
        },
        rounds: Vec::new(),
        log: Vec::new(),
        signed: None,
        alike: near.clone(),
        reopened: Vec::new(),
        seeds: Vec::new(),
    };
    let mut event = event;
    tournament::settle_plan(&mut event);
    // Every round of the plan playable by these entrants, checked now, not when the
    // round that cannot be is seated after the others were played.
    if let Err((round, why)) = tournament::check_plan(&event) {
        let longest = tournament::plan_upto(&event.plan, round - 1);
        return Err(TournamentRefused::Unplayable {
            round,
            why,
            longest: (!longest.is_empty()).then_some(longest),
        }
        .into());
    }
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok((event, near))
}

/// The tournament called `name`, or a refusal naming those there are.
pub fn load(store: &Store, name: &str) -> Result<Event> {
    match store.load_tournament(name)? {
        Some(event) => Ok(event),
        None => Err(TournamentRefused::NoSuch {
            name: name.to_string(),
            known: store.tournament_names()?,
        }
        .into()),
    }
}

fn save(
    store: &Store,
    lock: &crate::store::Lock,
    event: &Event,
    mut change: crate::store::journal::Change,
) -> Result<()> {
    let text = tournament_text(event)?;
    change.put_tournament(&event.name, text);
    store.commit(lock, change)?;
    Ok(())
}

/// Seat the next round (or seat the drafted one again): by the plan's movement, from
/// the standings for a Danish round, or from `typed` (`table ns ew` lines) for a manual
/// one or to replace what the movement proposes. Refused while an earlier round is
/// published and not closed when the movement needs its results (Danish).
pub fn draft(store: &Store, name: &str, typed: Option<&str>) -> Result<Round> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    unsigned(&event)?;
    if event
        .rounds
        .last()
        .is_some_and(|r| r.state == RoundState::Drafted)
    {
        event.rounds.pop();
    }
    let number = event.rounds.last().map_or(1, |r| r.number + 1);
    if typed.is_some() && event.individual() {
        return Err(TournamentRefused::IndividualTyped.into());
    }
    let typed = match typed {
        Some(text) => Some(
            movement::parse_seating(text, &event.numbers()).map_err(TournamentRefused::Seating)?,
        ),
        None => None,
    };
    // The knockout's seeds are taken again when its first round is seated again.
    let knockout = tournament::knockout::phase(&event);
    if knockout.is_some_and(|k| k.start == number) {
        event.seeds.clear();
    }
    // Danish, Swiss and knockout rounds pair by the standings (or the knockout's results).
    let by_results = matches!(
        event.phase_of(number).map(|(p, _)| &p.movement),
        Some(Movement::Danish { .. } | Movement::Swiss | Movement::Knockout { .. })
    );
    let results = if by_results {
        results(store, &event)?
    } else {
        BTreeMap::new()
    };
    let ranking: Vec<_> = if by_results {
        // Each group's own ranking (head to head among its entrants), group after group.
        tournament::group_standings(&event, &results, 1, None)
            .iter()
            .flat_map(tournament::ranking)
            .collect()
    } else {
        event.numbers()
    };
    let seating =
        tournament::seat(&event, number, &ranking, typed, &results).map_err(|e| match e {
            SeatRefused::PlanDone { rounds } => TournamentRefused::PlanDone {
                name: name.to_string(),
                rounds,
            },
            e => TournamentRefused::Seat(e),
        })?;
    let round = Round {
        number,
        state: RoundState::Drafted,
        seating,
        games: BTreeMap::new(),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: event.absent.iter().copied().collect(),
    };
    if knockout.is_some_and(|k| k.start == number) {
        event.seeds = tournament::knockout::seeds(&event, &ranking);
    }
    event.rounds.push(round.clone());
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok(round)
}

/// Publish the drafted round: each table's game created (the entrants' names as its
/// sides, N-S first, their players in seat order), all with the event in one commit.
/// From now on the round's seating does not change.
pub fn publish(store: &Store, name: &str) -> Result<Round> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    unsigned(&event)?;
    let Some(round) = event
        .rounds
        .last()
        .filter(|r| r.state == RoundState::Drafted)
        .cloned()
    else {
        return Err(TournamentRefused::NothingDrafted {
            name: name.to_string(),
            published: event
                .rounds
                .last()
                .filter(|r| r.state == RoundState::Published)
                .map(|r| r.number),
        }
        .into());
    };
    let mut change = crate::store::journal::Change::new();
    let mut taken = HashSet::new();
    let mut games = BTreeMap::new();
    for seat in round.seating.seats.iter().filter(|s| round.played(s)) {
        let Some((sides, players)) = table_sides(&event, seat) else {
            continue;
        };
        let spec = NewGame {
            variant: event.variant.clone(),
            sides,
            players,
            ..NewGame::default()
        };
        let mut log = new_log(store.catalog(), &spec, &store.now())?;
        // A knockout match level on points plays on, when its preset says so (and goes
        // by points, not victory points).
        if let (Some(Movement::Knockout { .. }), Some(rules)) = (
            event.phase_of(round.number).map(|(p, _)| &p.movement),
            log.rules.as_mut(),
        ) && rules.knockout_tie == KnockoutTie::PlayAnotherHand
        {
            rules.on_tie = TieRule::PlayAnotherHand;
            rules.victory_points.clear();
        }
        // The game names its event, round and table: a change to it reads that event.
        log.tournament = Some(TableOf {
            event: event.name.clone(),
            round: round.number,
            table: seat.table,
        });
        replay(&log)?;
        let text = log_text(&log)?;
        crate::store::check_size(&text)?;
        let id = store.next_id(&taken)?;
        taken.insert(id.clone());
        change.put_game(&id, text);
        games.insert(seat.table, id);
    }
    let last = event.rounds.len() - 1;
    event.rounds[last].state = RoundState::Published;
    event.rounds[last].games = games;
    event.rounds[last].published_at = Some(store.now());
    save(store, &lock, &event, change)?;
    // The tables' keys made with the first round published (kept for the next ones).
    store.make_event_keys(name, event.tables(), false)?;
    Ok(event.rounds[last].clone())
}

/// A table's game's sides (N-S first) and players in seat order (North, East, South,
/// West): a pairs event's entrants and their players; an individual event's two players
/// a line, the line named after both (`Ana Rossi & Cy Verdi`, their surnames when that is
/// too long for a name).
fn table_sides(event: &Event, seat: &movement::Seat) -> Option<(Vec<String>, Vec<String>)> {
    if let (Some(s), Some(w)) = (seat.south, seat.west) {
        let name = |n: Entrant| event.entrant(n).map(|e| e.name.clone());
        let (n, s, e, w) = (name(seat.ns)?, name(s)?, name(seat.ew)?, name(w)?);
        let line = |a: &str, b: &str| {
            let both = format!("{a} & {b}");
            if both.chars().count() <= crate::core::text::MAX_NAME {
                both
            } else {
                let last = crate::core::entrants::surname;
                format!("{}-{}", last(a), last(b))
            }
        };
        return Some((vec![line(&n, &s), line(&e, &w)], vec![n, e, s, w]));
    }
    let (ns, ew) = (event.entrant(seat.ns)?, event.entrant(seat.ew)?);
    let players = if ns.players.is_empty() || ew.players.is_empty() {
        Vec::new()
    } else {
        ns.players
            .iter()
            .zip(&ew.players)
            .flat_map(|(a, b)| [a.clone(), b.clone()])
            .collect()
    };
    Some((vec![ns.name.clone(), ew.name.clone()], players))
}

/// Close the published round once every table's game is over.
pub fn close(store: &Store, name: &str) -> Result<Round> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    unsigned(&event)?;
    let Some(at) = event
        .rounds
        .iter()
        .position(|r| r.state == RoundState::Published)
    else {
        return Err(TournamentRefused::NothingToClose.into());
    };
    let results = results(store, &event)?;
    let round = &event.rounds[at];
    let playing: Vec<u32> = round
        .seating
        .seats
        .iter()
        .filter(|s| round.played(s))
        .filter(|s| {
            !results
                .get(&(round.number, s.table))
                .is_some_and(|r| r.finished)
        })
        .map(|s| s.table)
        .collect();
    if !playing.is_empty() {
        return Err(TournamentRefused::TablesPlaying {
            round: round.number,
            tables: playing,
        }
        .into());
    }
    event.rounds[at].state = RoundState::Closed;
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok(event.rounds[at].clone())
}

/// Each published table's result, from its game as it is now ((round, table) → result);
/// a game that cannot be read is left out (it counts for nobody until mended). Read
/// through the summary cache (`store::summary`): only the games whose files changed
/// since are read and replayed, on every core, so a national's 1,430 games are not all
/// replayed each time a table saves.
pub fn results(store: &Store, event: &Event) -> Result<BTreeMap<(u32, u32), TableResult>> {
    let wanted: HashSet<&str> = event
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Drafted)
        .flat_map(|r| r.games.values().map(String::as_str))
        .collect();
    let summaries: std::collections::HashMap<String, crate::store::summary::Summary> =
        super::history::every_game(store)?
            .into_iter()
            .filter(|past| wanted.contains(past.id.as_str()))
            .filter_map(|past| past.game.ok().map(|s| (past.id, s)))
            .collect();
    let mut out = BTreeMap::new();
    for round in event
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Drafted)
    {
        for (table, id) in &round.games {
            if let Some(r) = summaries
                .get(id)
                .and_then(|s| result_of_tally(&s.tally, s.hands))
            {
                out.insert((round.number, *table), r);
            }
        }
    }
    Ok(out)
}

/// A table's result from its game's tally (what statistics count of a game: the summary
/// cache keeps it, and a save works it out): the first side is N-S, the second E-W. The
/// one way a table's result is read, for the standings, the desk and the log. `None`: a
/// game of fewer than two sides.
pub fn result_of_tally(
    tally: &crate::core::stats::GameTally,
    played: usize,
) -> Option<TableResult> {
    let mut totals = tally.totals.values().copied();
    let (ns, ew) = (totals.next()?, totals.next()?);
    // The sides' victory points, in seat order (a finished game with a table).
    let vp = match (tally.sides.first(), tally.sides.get(1)) {
        (Some(a), Some(b)) => a.victory.zip(b.victory).map(|(a, b)| (a.0, b.0)),
        _ => None,
    };
    Some(TableResult {
        ns_points: ns,
        ew_points: ew,
        vp,
        finished: tally.finished,
        played,
    })
}

/// [`result_of_tally`] of a game as it is (a log and what it replays to): a change's
/// totals before and after, for the log.
pub fn result_of(log: &crate::core::ledger::GameLog, report: &Report) -> Option<TableResult> {
    result_of_tally(&crate::core::stats::tally(log, report), report.hands.len())
}

/// The event and its standings after round `upto` (every round when none): one a group
/// (one in all, without groups).
pub fn standings(store: &Store, name: &str, upto: Option<u32>) -> Result<(Event, Vec<Standings>)> {
    standings_of(store, name, None, upto)
}

/// [`standings`] of phase `phase` of the plan only (its rounds), when given.
pub fn standings_of(
    store: &Store,
    name: &str,
    phase: Option<usize>,
    upto: Option<u32>,
) -> Result<(Event, Vec<Standings>)> {
    let event = load(store, name)?;
    beyond_plan(&event, upto)?;
    let results = results(store, &event)?;
    let (from, last) = match phase {
        Some(p) => tournament::phase_rounds(&event, p).ok_or(TournamentRefused::NoSuchPhase {
            phase: p,
            phases: event.plan.len(),
        })?,
        None => (1, u32::MAX),
    };
    let upto = Some(upto.map_or(last, |u| u.min(last))).filter(|u| *u != u32::MAX);
    let mut all = tournament::group_standings(&event, &results, from, upto);
    // Before any result, whether the first key is VP is the variant's to say.
    if let Ok(rules) = store.catalog().resolve(&event.variant) {
        for s in &mut all {
            s.victory_points = !rules.victory_points.is_empty();
        }
    }
    Ok((event, all))
}

/// A change to game `id`'s hands (at `version` now) is about to be made: when the game
/// is a table's of a closed round, or confirmed by the table and an opponent, the change
/// is the director's and needs a reason (the store's
/// [`Store::reason`], the command line's `--why`): the event, the round and table, and
/// the reason come back to be kept with the change ([`amend`]); a game of no closed
/// round passes (`None`).
pub fn guard(
    store: &Store,
    id: &str,
    claim: Option<&TableOf>,
    version: &str,
) -> Result<Option<Guarded>> {
    let Some((event, round, table)) = store.tournament_of(id, claim)? else {
        return Ok(None);
    };
    unsigned(&event)?;
    let Some(closed) = locked_by(&event, round, table, version) else {
        return Ok(None);
    };
    let reason = reason_given(store, || TournamentRefused::NeedsReason {
        game: id.to_string(),
        round,
        table,
        confirmed: !closed,
    })?;
    Ok(Some(Guarded {
        event,
        round,
        table,
        reason,
    }))
}

/// The director's reason the store carries (`--why`, the desk's box): refused as
/// `missing` when there is none, and when it is longer than [`tournament::MAX_REASON`].
fn reason_given(
    store: &Store,
    missing: impl FnOnce() -> TournamentRefused,
) -> Result<crate::store::Reason> {
    let Some(reason) = store.reason().filter(|r| !r.why.trim().is_empty()) else {
        return Err(missing().into());
    };
    if !tournament::reason_fits(&reason.why) {
        return Err(TournamentRefused::ReasonTooLong {
            given: reason.why.trim().chars().count(),
            max: tournament::MAX_REASON,
        }
        .into());
    }
    Ok(reason)
}

/// Whether table `table`'s game of round `round`, at `version`, is the director's now:
/// `Some(true)` its round closed, `Some(false)` its result confirmed by the table and an
/// opponent, `None` still the table's.
fn locked_by(event: &Event, round: u32, table: u32, version: &str) -> Option<bool> {
    let r = event.rounds.iter().find(|r| r.number == round)?;
    let closed = r.state == RoundState::Closed;
    (closed || r.confirmation(table, version) == tournament::Confirmation::Both).then_some(closed)
}

/// Whether a change to game `id` now needs the director's reason ([`guard`]).
pub fn needs_reason(store: &Store, id: &str) -> Result<bool> {
    let held = super::hold(store, id)?;
    let Some((event, round, table)) = store.tournament_of(id, held.log.tournament.as_ref())? else {
        return Ok(false);
    };
    Ok(locked_by(&event, round, table, &held.version()).is_some())
}

/// A change [`guard`] let through: the event, the game's round and table, and the
/// director's reason, to keep with the change ([`amend`]).
pub struct Guarded {
    event: Event,
    round: u32,
    table: u32,
    reason: crate::store::Reason,
}

/// The amendment of a guarded change ([`guard`]) added to the event's log: the table's
/// totals before and after. Returns the event's name and its file's text, to commit with
/// the game, all or nothing.
pub fn amend(
    guarded: Guarded,
    id: &str,
    before: Option<TableResult>,
    after: Option<TableResult>,
    now: &str,
) -> Result<(String, String)> {
    let Guarded {
        mut event,
        round,
        table,
        reason,
    } = guarded;
    let totals = |r: Option<TableResult>| r.map_or((0, 0), |t| (t.ns_points, t.ew_points));
    // A knockout match whose winner went on to a round already seated keeps its winner:
    // the correction that would change it (or leave it undecided) is refused, the round
    // after it being seated from that winner. (N-S is the higher seed, so N-S goes on
    // when level.)
    let winner =
        |r: Option<TableResult>| r.filter(|t| t.finished).map(|t| t.ns_points >= t.ew_points);
    if tournament::knockout::phase(&event).is_some_and(|k| round >= k.start)
        && winner(before) != winner(after)
    {
        if let Some(next) = event
            .rounds
            .iter()
            .find(|r| r.number > round && r.state != RoundState::Drafted)
        {
            return Err(TournamentRefused::KnockoutWentOn {
                round,
                table,
                next: next.number,
            }
            .into());
        }
        // A next round only drafted is seated again, from the corrected winner.
        event.rounds.retain(|r| r.number <= round);
    }
    event.log.push(Amendment {
        at: now.to_string(),
        round,
        table,
        game: id.to_string(),
        before: totals(before),
        after: totals(after),
        why: reason.why.trim().to_string(),
        by: reason.by,
    });
    Ok((event.name.clone(), tournament_text(&event)?))
}

/// Who sits where in round `round` (the last seated when none).
pub fn seating(store: &Store, name: &str, round: Option<u32>) -> Result<(Event, Option<Round>)> {
    let event = load(store, name)?;
    beyond_plan(&event, round)?;
    let found = match round {
        Some(n) => event.rounds.iter().find(|r| r.number == n).cloned(),
        None => event.rounds.last().cloned(),
    };
    Ok((event, found))
}

/// A round asked for that the plan does not have (`--round 9` of 4): refused, naming
/// the plan's rounds.
fn beyond_plan(event: &Event, round: Option<u32>) -> Result<()> {
    match round {
        Some(r) if r == 0 || r > event.planned_rounds() => Err(TournamentRefused::Seat(
            SeatRefused::Movement(movement::MovementError::NoSuchRound {
                round: r,
                rounds: event.planned_rounds(),
            }),
        )
        .into()),
        _ => Ok(()),
    }
}

/// The entrants an entrant number names, for a caller listing them.
pub fn entrant_name(event: &Event, n: Entrant) -> String {
    event
        .entrant(n)
        .map_or_else(|| n.to_string(), |e| e.name.clone())
}

/// Which confirmation a table's phone gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmStep {
    /// The table (the scorer) confirms the result it sees.
    Table,
    /// Then an opponent confirms it, on the same phone.
    Opponent,
}

/// The round in play's game at `table` (the last published round), with the round.
pub fn table_game(event: &Event, table: u32) -> Option<(u32, String)> {
    event
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Drafted)
        .and_then(|r| r.games.get(&table).map(|g| (r.number, g.clone())))
}

/// Confirm table `table`'s result of the round in play, as the phone saw it at
/// `version`: refused while the game is not over, when it changed since, or when the
/// opponent confirms before the table. Kept in the event; once both have confirmed, a
/// change to the game is the director's ([`guard`]).
pub fn confirm(
    store: &Store,
    name: &str,
    table: u32,
    step: ConfirmStep,
    version: &str,
) -> Result<tournament::Confirmation> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    unsigned(&event)?;
    let Some((round_number, game)) = table_game(&event, table) else {
        return Err(TournamentRefused::NoTableGame { table }.into());
    };
    let held = super::hold(store, &game)?;
    let now = held.version();
    if now != version {
        return Err(TournamentRefused::ChangedSince { table }.into());
    }
    if !held.report.finished {
        return Err(TournamentRefused::NotOver { table }.into());
    }
    let Some(round) = event.rounds.iter_mut().find(|r| r.number == round_number) else {
        return Err(TournamentRefused::NoTableGame { table }.into());
    };
    let was = round.confirmation(table, &now);
    match (step, was) {
        (_, tournament::Confirmation::Both) => return Ok(was),
        (ConfirmStep::Table, tournament::Confirmation::Table) => return Ok(was),
        (ConfirmStep::Table, tournament::Confirmation::None) => {
            round.confirmed.insert(
                table,
                tournament::Confirmed {
                    version: now,
                    by_table: store.now(),
                    by_opponent: None,
                },
            );
        }
        (ConfirmStep::Opponent, tournament::Confirmation::None) => {
            return Err(TournamentRefused::TableFirst { table }.into());
        }
        (ConfirmStep::Opponent, tournament::Confirmation::Table) => {
            if let Some(c) = round.confirmed.get_mut(&table) {
                c.by_opponent = Some(store.now());
            }
        }
    }
    let after = round.confirmation(table, version);
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok(after)
}

/// Mark entrant `entrant` absent from the next rounds seated (`back`: present again).
/// A round already seated keeps its seating; seat it again to take this into account.
pub fn set_absent(store: &Store, name: &str, who: &str, back: bool) -> Result<(Event, Entrant)> {
    let lock = store.lock()?;
    let mut event = load(store, name)?;
    unsigned(&event)?;
    let entrant = entrant_named(&event, who)?;
    if event.entrant(entrant).is_none() {
        return Err(TournamentRefused::NoSuchEntrant {
            entrant,
            entrants: event.entrants.len(),
        }
        .into());
    }
    if back {
        event.absent.remove(&entrant);
    } else {
        event.absent.insert(entrant);
    }
    save(store, &lock, &event, crate::store::journal::Change::new())?;
    Ok((event, entrant))
}

/// The entrant `who` names: its number, else its name or one of its players' (any case,
/// a unique beginning, as a line names a side): `7`, `Gus-Hal`, `Fabio Conti`.
fn entrant_named(event: &Event, who: &str) -> Result<Entrant> {
    if let Ok(n) = who.trim().parse::<Entrant>() {
        return Ok(n);
    }
    let names: Vec<String> = event.entrants.iter().map(|e| e.name.clone()).collect();
    let players: Vec<Vec<String>> = event.entrants.iter().map(|e| e.players.clone()).collect();
    let found = crate::core::line::pick_unit_name(&names, who)
        .or_else(|_| crate::core::line::pick_unit_by_player(&names, &players, who));
    match found {
        Ok(found) => Ok(event
            .entrants
            .iter()
            .find(|e| e.name == found)
            .map_or(0, |e| e.number)),
        Err(_) => Err(TournamentRefused::NoEntrantNamed {
            name: crate::core::text::printable(who.trim(), 60),
            entrants: event.entrants.len(),
        }
        .into()),
    }
}

/// Each table's key of tournament `name` (table → key), those kept and one made for each
/// table without (all made again when `renew`): a key opens its table's game of the
/// event's round in play, and nothing of another event.
pub fn table_keys(store: &Store, name: &str, renew: bool) -> Result<BTreeMap<u32, String>> {
    let event = load(store, name)?;
    if renew {
        unsigned(&event)?;
    }
    Ok(store.make_event_keys(name, event.tables(), renew)?)
}

/// Table `table`'s game of round `round` (none: the round in play), once published: a
/// table's phone's game, and the director's way to any round's table from the desk.
pub fn round_table_game(
    store: &Store,
    name: &str,
    round: Option<u32>,
    table: u32,
) -> Option<String> {
    let event = load(store, name).ok()?;
    match round {
        None => table_game(&event, table).map(|(_, id)| id),
        Some(n) => event
            .rounds
            .iter()
            .find(|r| r.number == n && r.state != RoundState::Drafted)
            .and_then(|r| r.games.get(&table).cloned()),
    }
}

/// Where a table's game stands, for its phone (or the director's view of it).
#[derive(Debug, Clone, Copy)]
pub struct TableAt {
    pub round: u32,
    pub confirmed: tournament::Confirmation,
    pub closed: bool,
    pub signed: bool,
}

/// Where game `game` at table `table` of tournament `name` stands, the game being at
/// `version` now.
pub fn table_at(
    store: &Store,
    name: &str,
    table: u32,
    game: &str,
    version: &str,
) -> Option<TableAt> {
    let event = load(store, name).ok()?;
    let r = event
        .rounds
        .iter()
        .find(|r| r.games.get(&table).is_some_and(|g| g == game))?;
    Some(TableAt {
        round: r.number,
        confirmed: r.confirmation(table, version),
        closed: r.state == RoundState::Closed,
        signed: event.signed.is_some(),
    })
}
