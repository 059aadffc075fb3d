//! The game layer: the use cases every front end shares, over domain values.
//!
//! Open a game, start one, record, edit, drop or undo a hand, import a log, list the
//! games, answer a rules question. Each takes plain values (never clap's types, never a
//! prompt) and returns a value (a report, a verdict) or a refusal; the front ends
//! (`cli/` for the command line, `table_mode/` for the prompts, `serve/` for the board)
//! render what comes back through `render/`.
//! Nothing here prints. Like fd's `Config`, this is the boundary past which nobody knows
//! which front end asked.
//!
//! Every change to a game follows one path: load the log, change the hands, `replay` the
//! whole log (which referees every hand), and only if that succeeds save it. A refused
//! hand therefore never reaches the disk.

mod hands;
pub use hands::*;

mod questions;
pub use questions::*;

mod refused;
pub use refused::*;

pub mod backup;

use anyhow::{Result, anyhow, bail};
use indexmap::IndexMap;

use crate::cards::{Card, parse_cards};
use crate::catalog::Catalog;
use crate::hand::{Hand, SideResult, WentOut};
use crate::ledger::{
    GameLog, HandReport, LedgerError, Report, SCHEMA, SideDef, log_text, replace_hands_checked,
    replay,
};
use crate::melds::{
    self, InitialMeldVerdict, MeldContext, OutQuestion, PileQuestion, Verdict, canasta_kind,
    check_initial_meld,
};
use crate::rules::{Points, Rules, Seating};
use crate::score::count_cards;
use crate::store::{Seen, Store, now_utc, parse_log};

/// A game as loaded: its id, its log and what the log replays to.
pub struct Opened {
    pub id: String,
    pub log: GameLog,
    pub report: Report,
}

/// What `new` (or table mode's "Start a new game") asks for.
#[derive(Debug, Clone, Default)]
pub struct NewGame {
    /// A preset name or a preset file's path.
    pub variant: String,
    /// Side names in seat order (three-handed: players'); empty for the defaults.
    pub sides: Vec<String>,
    /// Player names in seat order clockwise; may be empty.
    pub players: Vec<String>,
    /// Who deals first (default: the first seat).
    pub dealer: Option<String>,
    /// Totals to start from (a game begun on paper): (side, total).
    pub start: Vec<(String, Points)>,
}

/// What a hand's entry says, side by side, by side name (matched without regard to
/// case): the facts the `record`/`edit` flags and table mode's answers carry. When
/// editing, only what is given changes.
#[derive(Debug, Clone, Default)]
pub struct HandEdits {
    /// Whole sides typed as lines, `We: out 1n 1m 2r 420 -35` (see `line.rs`); each
    /// replaces that side's result, and the other fields then change it further.
    pub lines: Vec<String>,
    pub out: Option<String>,
    pub concealed: bool,
    pub hand_canasta: bool,
    /// The side that went out with a special hand, and which.
    pub special: Option<(String, String)>,
    pub nobody_out: bool,
    pub red_threes: Vec<(String, i64)>,
    pub black_threes: Vec<(String, i64)>,
    pub black_threes_in_hand: Vec<(String, i64)>,
    /// (side, meld); `none` clears the side's list.
    pub incomplete: Vec<(String, String)>,
    /// (side, rank name, players).
    pub holding: Vec<(String, String, i64)>,
    /// (side, kind, count), in the order given.
    pub canastas: Vec<(String, String, i64)>,
    pub melded: Vec<(String, i64)>,
    pub in_hand: Vec<(String, i64)>,
    /// (side, penalty, count); the same penalty twice adds up.
    pub penalties: Vec<(String, String, i64)>,
    /// (side, bonus, count); the same bonus twice adds up.
    pub bonuses: Vec<(String, String, i64)>,
    pub meld_cards: Vec<(String, String)>,
    pub hand_cards: Vec<(String, String)>,
    pub lone: Option<String>,
    pub note: Option<String>,
}

impl HandEdits {
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
            && self.out.is_none()
            && !self.concealed
            && !self.hand_canasta
            && self.special.is_none()
            && !self.nobody_out
            && self.red_threes.is_empty()
            && self.black_threes.is_empty()
            && self.black_threes_in_hand.is_empty()
            && self.incomplete.is_empty()
            && self.holding.is_empty()
            && self.canastas.is_empty()
            && self.melded.is_empty()
            && self.in_hand.is_empty()
            && self.penalties.is_empty()
            && self.bonuses.is_empty()
            && self.meld_cards.is_empty()
            && self.hand_cards.is_empty()
            && self.lone.is_none()
            && self.note.is_none()
    }
}

/// A whole hand in the log's YAML form (a `--from` file), with where it came from.
pub struct HandText {
    pub origin: String,
    pub text: String,
}

/// A hand recorded or replaced: the report after it, and which hand it was (0-based).
pub struct Changed {
    pub id: String,
    pub report: Report,
    pub index: usize,
}

/// A hand removed: the hand as it was (None when it did not add up: a damaged game
/// mended), and the report without it.
pub struct Removed {
    pub number: usize,
    pub removed: Option<HandReport>,
    pub report: Report,
}

/// One row of `list`.
pub struct Listed {
    pub id: String,
    pub current: bool,
    /// The game's summary, or why it cannot be read (one line).
    pub game: crate::summary::Summarized,
}

/// The game `given` (or the current one), loaded and replayed: a file that does not
/// parse or does not add up is reported, never rewritten.
pub fn open(store: &Store, given: Option<&str>) -> Result<Opened> {
    let id = store.resolve(given)?;
    let log = store.load(&id)?;
    let report = replay(&log).map_err(|e| damaged(store, &id, &e))?;
    Ok(Opened { id, log, report })
}

fn damaged(store: &Store, id: &str, e: &LedgerError) -> anyhow::Error {
    anyhow!(
        "the game file {} does not add up: {e} (the file was left as it is; {})",
        store.describe(id),
        mend_words(id, e)
    )
}

/// How a game that does not add up is mended: the hand at fault corrected or removed, or
/// the file corrected by hand.
pub fn mend_words(id: &str, e: &LedgerError) -> String {
    match failing_hand(e) {
        Some(n) => format!(
            "correct hand {n} with `canasta edit {n} --game {id} ...`, or remove it with `canasta drop {n} --game {id}`"
        ),
        None => "correct the file by hand in a text editor".to_string(),
    }
}

/// How a new game joins a match.
#[derive(Debug, Clone, Default)]
pub struct MatchSpec {
    pub name: String,
    /// For a new match: first to this many games ...
    pub first_to: Option<u32>,
    /// ... or this many games.
    pub games: Option<u32>,
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
                bail!(
                    "match {} exists already; its rule was set when it started (leave out --first-to and --games to play its next game)",
                    m.name
                );
            }
            let reports = match_reports(store, &record)?;
            let standing = record.standing(&reports.iter().collect::<Vec<_>>());
            if standing.winner.is_some() {
                bail!("{} Start another match with a new name.", standing.line());
            }
            if standing.in_play > 0 {
                bail!(
                    "match {}: game {} is still in play; finish it first",
                    m.name,
                    record.games.last().map_or("?", String::as_str)
                );
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
                let units = spec.sides.len();
                let per = log.sides.first().map_or(0, |s| s.players.len());
                if per > 0 {
                    // Seat order: the sides take turns.
                    spec.players = (0..per)
                        .flat_map(|i| log.sides.iter().map(move |s| s.players[i].clone()))
                        .collect();
                    let _ = units;
                }
            }
            record
        }
        None => {
            if m.first_to.is_none() && m.games.is_none() {
                bail!(
                    "match {} is new: say how it is won, --first-to N (games) or --games N",
                    m.name
                );
            }
            if m.first_to == Some(0) || m.games == Some(0) {
                bail!("a match is at least one game");
            }
            crate::matches::Match {
                name: m.name.clone(),
                first_to: m.first_to,
                games_to_play: m.games,
                games: Vec::new(),
            }
        }
    };
    let log = new_log(store.catalog(), &spec)?;
    let report = replay(&log)?;
    let text = log_text(&log)?;
    crate::store::check_size(&text)?;
    let id = store.next_id(&std::collections::HashSet::new())?;
    record.games.push(id.clone());
    let mut change = crate::journal::Change::new();
    change.put(&format!("games/{id}.yaml"), text);
    change.put(
        &format!("matches/{}.yaml", record.name),
        serde_yaml::to_string(&record)?,
    );
    change.put("current", format!("{id}\n"));
    store.commit(&lock, change)?;
    Ok(Opened { id, log, report })
}

/// The reports of a match's games that can be read.
fn match_reports(store: &Store, m: &crate::matches::Match) -> Result<Vec<Report>> {
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
pub fn match_standing(store: &Store, name: &str) -> Result<crate::matches::Standing> {
    let Some(m) = store.load_match(name)? else {
        bail!("there is no match {}", crate::text::quote(name));
    };
    let reports = match_reports(store, &m)?;
    Ok(m.standing(&reports.iter().collect::<Vec<_>>()))
}

/// The standing of the match game `id` belongs to, if it belongs to one.
pub fn standing_of(store: &Store, id: &str) -> Option<crate::matches::Standing> {
    let m = store.match_of(id)?;
    let reports = match_reports(store, &m).ok()?;
    Some(m.standing(&reports.iter().collect::<Vec<_>>()))
}

/// Start a game: build its log, check it, save it under a fresh id, make it current.
pub fn start(store: &Store, spec: &NewGame) -> Result<Opened> {
    let log = new_log(store.catalog(), spec)?;
    let report = replay(&log)?;
    let id = create(store, &log)?;
    Ok(Opened { id, log, report })
}

/// Save a new game's log under a fresh id and make it current; its id.
pub fn create(store: &Store, log: &GameLog) -> Result<String> {
    let _lock = store.lock()?;
    let id = store.create(log)?;
    store.set_current(&id)?;
    Ok(id)
}

/// Make game `id` the current one.
pub fn make_current(store: &Store, id: &str) -> Result<()> {
    let _lock = store.lock()?;
    store.set_current(id)
}

/// A game held open for long (table mode): its log and what it replays to, and the file
/// as it was read or last saved, so that a change made meanwhile from another terminal is
/// noticed, never overwritten. No lock is held between saves.
pub struct Held {
    pub id: String,
    pub log: GameLog,
    pub report: Report,
    seen: Seen,
}

/// Open game `id` to hold it.
pub fn hold(store: &Store, id: &str) -> Result<Held> {
    let (log, seen) = store.load_seen(id)?;
    let report = replay(&log).map_err(|e| damaged(store, id, &e))?;
    Ok(Held {
        id: id.to_string(),
        log,
        report,
        seen,
    })
}

/// A hand being typed in table mode, kept after every line so that Ctrl-C or a closed
/// terminal loses nothing typed. It lives beside the games (`drafts/ID.yaml`), never in
/// the game file, and is never a hand of the game until it is saved as one.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draft {
    /// The number of the hand being typed (1 is the first).
    pub number: usize,
    /// How many of the hand's lines were answered, in the order they are asked.
    pub answered: usize,
    /// The hand those lines make.
    pub typed: Hand,
}

/// Keep the hand being typed for game `id`.
pub fn keep_draft(store: &Store, id: &str, draft: &Draft) -> Result<()> {
    store.save_draft(id, &serde_yaml::to_string(draft)?)
}

/// The draft kept for the next hand of `held`, if there is one that still fits the game
/// (a draft for another hand, or one that no longer reads, is forgotten).
pub fn draft(store: &Store, held: &Held) -> Option<Draft> {
    let text = store.load_draft(&held.id)?;
    let units = held.log.units();
    let fits = |d: &Draft| {
        d.number == held.report.hands.len() + 1
            && !held.report.finished
            && d.typed.results.keys().all(|u| units.contains(u))
    };
    match serde_yaml::from_str::<Draft>(&text) {
        Ok(d) if fits(&d) => Some(d),
        _ => {
            store.remove_draft(&held.id);
            None
        }
    }
}

/// The hand typed for `held` whose save found the game changed from elsewhere: kept as
/// the draft of the game's next hand as it is now, to be offered again on top of it.
/// `None` when it cannot go on this game any more (the game ended, or its sides changed);
/// the draft is then forgotten.
pub fn carry_draft(store: &Store, held: &Held) -> Option<Draft> {
    let text = store.load_draft(&held.id)?;
    let units = held.log.units();
    match serde_yaml::from_str::<Draft>(&text) {
        Ok(mut d) if !held.report.finished && d.typed.results.keys().all(|u| units.contains(u)) => {
            d.number = held.report.hands.len() + 1;
            keep_draft(store, &held.id, &d).ok()?;
            Some(d)
        }
        _ => {
            store.remove_draft(&held.id);
            None
        }
    }
}

/// Forget the draft of game `id`.
pub fn drop_draft(store: &Store, id: &str) {
    store.remove_draft(id);
}

/// Take the game as it is on disk if another program changed it; true if it did.
pub fn refresh(store: &Store, held: &mut Held) -> Result<bool> {
    if !store.changed_since(&held.id, &held.seen) {
        return Ok(false);
    }
    *held = hold(store, &held.id)?;
    Ok(true)
}

/// Make `change` to the held game if it is still as it was held; otherwise save nothing,
/// take the game as it is now, and say so (false). Through [`change_game`], the one write
/// path.
pub fn save_held(store: &Store, held: &mut Held, change: HandChange) -> Result<bool> {
    let mut change = Some(change);
    let saved = change_game(store, &held.id, Some(&held.seen), &mut |_| {
        change
            .take()
            .ok_or_else(|| anyhow!("a change is made once"))
    })?;
    match saved {
        Saved::Done { log, report, seen } => {
            held.log = *log;
            held.report = *report;
            held.seen = seen;
            Ok(true)
        }
        Saved::ChangedElsewhere => {
            *held = hold(store, &held.id)?;
            Ok(false)
        }
    }
}

/// The log of a new game (not saved).
pub fn new_log(catalog: &Catalog, spec: &NewGame) -> Result<GameLog> {
    let rules = catalog.resolve(&spec.variant)?;
    let units = rules.seating.scoring_units();
    let per_side = rules.seating.players_per_unit();
    let mut sides: Vec<String> = spec.sides.clone();
    if sides.is_empty() {
        sides = if per_side == 1 && spec.players.len() == units {
            spec.players.clone()
        } else {
            default_side_names(&rules)
        };
    }
    if sides.len() != units {
        bail!(
            "{} is played by {units} {}; give --side {units} times (you gave {})",
            rules.name,
            if per_side == 1 { "players" } else { "sides" },
            sides.len()
        );
    }
    let mut defs: Vec<SideDef> = sides
        .iter()
        .map(|s| SideDef {
            name: s.trim().to_string(),
            players: Vec::new(),
        })
        .collect();
    // With sides of one and no --side, the --player names already named the sides.
    let players_are_sides = per_side == 1 && spec.sides.is_empty();
    if !spec.players.is_empty() && !players_are_sides {
        let seats = rules.seating.players();
        if spec.players.len() != seats {
            bail!(
                "{} seats {seats} players; give --player {seats} times in seat order (you gave {})",
                rules.name,
                spec.players.len()
            );
        }
        for (i, p) in spec.players.iter().enumerate() {
            defs[i % units].players.push(p.trim().to_string());
        }
    }
    let mut log = GameLog {
        schema: SCHEMA,
        variant: rules.name.clone(),
        rules: Some(rules),
        sides: defs,
        dealer: None,
        created: Some(now_utc()),
        start: IndexMap::new(),
        hands: Vec::new(),
    };
    let units = log.units();
    for (side, total) in &spec.start {
        let name = resolve_unit(&units, side)?;
        if log.start.insert(name.clone(), *total).is_some() {
            bail!("{name} is given two starting totals; give each side once");
        }
    }
    if let Some(d) = &spec.dealer {
        let seats = log.seats();
        let found = seats
            .iter()
            .find(|s| s.eq_ignore_ascii_case(d.trim()))
            .ok_or_else(|| {
                anyhow!(
                    "the dealer `{d}` is not at the table; the players are: {}",
                    seats.join(", ")
                )
            })?;
        log.dealer = Some(found.clone());
    }
    log.check_header()?;
    Ok(log)
}

/// The side names a game gets when none are given.
pub fn default_side_names(rules: &Rules) -> Vec<String> {
    let units = rules.seating.scoring_units();
    match rules.seating {
        Seating::Partnerships { .. } if units <= 3 => ["We", "They", "You"]
            .iter()
            .take(units)
            .map(|s| s.to_string())
            .collect(),
        _ => (1..=units).map(|i| format!("Player {i}")).collect(),
    }
}

/// What an import did: the game stored, or the game that was here already.
pub enum Imported {
    New(Box<Opened>),
    /// The same game (however its file was written) is here already, with this id:
    /// nothing was added.
    Already(String),
}

/// Import a game log's text: check every hand, store it under a fresh id, make it current.
/// A game already here (the same variant, sides, dealer, start and hands) is not added
/// again.
pub fn import(store: &Store, text: &str, origin: &str) -> Result<Imported> {
    let log = parse_log(text, origin, &|v| store.catalog().resolve_name(v))?;
    let report = replay(&log).map_err(|e| anyhow!("{origin}: {e}\n(nothing was imported)"))?;
    let _lock = store.lock()?;
    if let Some(id) = crate::backup::already_here(store, &log)? {
        return Ok(Imported::Already(id));
    }
    let id = store.create(&log)?;
    store.set_current(&id)?;
    Ok(Imported::New(Box::new(Opened { id, log, report })))
}

/// Delete game `id` for good.
pub fn delete(store: &Store, id: &str) -> Result<()> {
    let id = store.resolve(Some(id))?;
    store.delete(&id)
}

/// Archive game `id`: kept, counted in statistics and history, out of `list` and the
/// table-mode picker.
pub fn archive(store: &Store, id: &str) -> Result<()> {
    let id = store.resolve(Some(id))?;
    store.archive(&id)
}

/// One game for `history`: its id, whether archived, its summary (or why it cannot be
/// read).
pub struct Past {
    pub id: String,
    pub archived: bool,
    pub game: crate::summary::Summarized,
}

/// Every game that reads and adds up, the archived ones too, that `filter` takes, loaded
/// and replayed on every core (statistics over a season of games). Games that cannot be
/// read are left out (`history` lists them with why).
pub fn games_for_stats(store: &Store, filter: &GameFilter) -> Result<Vec<(GameLog, Report)>> {
    let mut ids: Vec<(String, bool)> = store.ids()?.into_iter().map(|i| (i, false)).collect();
    ids.extend(store.archived_ids()?.into_iter().map(|i| (i, true)));
    let load = |id: &str, archived: bool| -> Option<(GameLog, Report)> {
        let log = if archived {
            store.load_archived(id).ok()?
        } else {
            store.load(id).ok()?
        };
        if !filter.takes(&log) {
            return None;
        }
        let report = replay(&log).ok()?;
        Some((log, report))
    };
    let out: Vec<(GameLog, Report)> =
        crate::files::on_every_core(&ids, |(id, archived)| load(id, *archived))
            .into_iter()
            .flatten()
            .collect();
    Ok(out)
}

/// The summaries of every game that reads and adds up, the archived ones too, that
/// `filter` takes (`stats`, `players`): from the summary cache, the games whose files
/// changed read and replayed on every core.
pub fn summaries_for_stats(
    store: &Store,
    filter: &GameFilter,
) -> Result<Vec<crate::summary::Summary>> {
    Ok(every_game(store)?
        .into_iter()
        .filter_map(|past| past.game.ok())
        .filter(|s| filter.takes_summary(s))
        .collect())
}

/// Which games `history` (and `stats`) take.
#[derive(Debug, Clone, Default)]
pub struct GameFilter {
    pub variant: Option<String>,
    /// A side or player name, without regard to case (and its merged spellings).
    pub player: Option<String>,
    /// Merged spellings (`canasta players merge`).
    pub aliases: crate::stats::Aliases,
    /// Days as `YYYY-MM-DD`, compared with the day a game was started.
    pub since: Option<String>,
    pub until: Option<String>,
}

impl GameFilter {
    /// Does the game pass the filter?
    pub fn takes(&self, log: &crate::ledger::GameLog) -> bool {
        self.takes_game(&log.variant, &log.sides, log.created.as_deref())
    }

    /// Does the game summarized pass the filter?
    pub fn takes_summary(&self, s: &crate::summary::Summary) -> bool {
        self.takes_game(&s.variant, &s.sides, s.created())
    }

    /// Does a game of this variant, these sides, started then, pass the filter?
    fn takes_game(&self, variant: &str, sides: &[SideDef], created: Option<&str>) -> bool {
        let day = created.map(|c| c.get(..10).unwrap_or(c));
        self.variant
            .as_ref()
            .is_none_or(|v| variant.eq_ignore_ascii_case(v.trim()))
            && self.player.as_ref().is_none_or(|p| {
                let want = crate::stats::person(&self.aliases, p);
                let same = |n: &str| crate::stats::person(&self.aliases, n) == want;
                sides
                    .iter()
                    .any(|s| same(&s.name) || s.players.iter().any(|n| same(n)))
            })
            && self
                .since
                .as_deref()
                .is_none_or(|since| day.is_some_and(|d| d >= since))
            && self
                .until
                .as_deref()
                .is_none_or(|until| day.is_some_and(|d| d <= until))
    }
}

/// Every game, the archived ones too, for `history` and `stats`: from the summary cache,
/// the games whose files changed read and replayed on every core.
pub fn every_game(store: &Store) -> Result<Vec<Past>> {
    use crate::summary::{Folder, Summaries};
    let mut summaries = Summaries::open(store);
    let ids = store.ids()?;
    let archived = store.archived_ids()?;
    let games = summaries.games(Folder::Games, &ids, &|id| listed_game(store, id));
    let old = summaries.games(Folder::Archive, &archived, &|id| archived_game(store, id));
    summaries.save(&[
        (Folder::Games, &ids, &games),
        (Folder::Archive, &archived, &old),
    ]);
    let games = ids.into_iter().zip(games).map(|(id, game)| Past {
        id,
        archived: false,
        game,
    });
    let old = archived.into_iter().zip(old).map(|(id, game)| Past {
        id,
        archived: true,
        game,
    });
    Ok(games.chain(old).collect())
}

/// An archived game, loaded and replayed, or why it cannot be.
fn archived_game(store: &Store, id: &str) -> std::result::Result<(GameLog, Report), String> {
    match store.load_archived(id) {
        Err(e) => Err(e.root_cause().to_string()),
        Ok(log) => match replay(&log) {
            Ok(report) => Ok((log, report)),
            Err(e) => Err(e.to_string()),
        },
    }
}

#[cfg(test)]
mod stats_bench {
    use super::*;
    use crate::catalog::Catalog;

    /// Statistics over a season: 1,000 Classic games of 30 hands each, loaded, replayed and
    /// added up. A benchmark, not a timed test: `cargo test --release --lib -- --ignored
    /// stats_over_1000_games --nocapture` prints the time (README "Speed").
    #[test]
    #[ignore = "a benchmark: run with --release --ignored"]
    fn stats_over_1000_games() {
        let dir = tempfile::TempDir::new().expect("temp dir");
        let catalog = Catalog::new(Some(dir.path().join("config")));
        let store = Store::open(Some(dir.path().join("data")), catalog).expect("store");
        let mut log = new_log(
            store.catalog(),
            &NewGame {
                variant: "classic".into(),
                players: ["Ann", "Bob", "Cy", "Di"].map(String::from).to_vec(),
                ..NewGame::default()
            },
        )
        .expect("log");
        // 30 hands that never end the game: each side melds 60 and holds 50.
        let mut hand = Hand::default();
        for side in ["We", "They"] {
            hand.results.insert(
                side.into(),
                SideResult {
                    melded: 60,
                    in_hand: 50,
                    red_threes: 1,
                    ..SideResult::default()
                },
            );
        }
        log.hands = vec![hand; 30];
        for _ in 0..1000 {
            store.create(&log).expect("saved");
        }
        let mut times = Vec::new();
        let mut stats = crate::stats::Stats::default();
        for _ in 0..5 {
            let started = std::time::Instant::now();
            let games = games_for_stats(&store, &GameFilter::default()).expect("games");
            stats = crate::stats::stats(&games, None);
            times.push(started.elapsed());
        }
        // Each side: 60 - 50 + 100 (a red three, with a meld) = 110 a hand; 30 hands.
        assert_eq!(stats.games, 1000);
        assert_eq!(stats.players[0].hands, 30_000);
        assert_eq!(stats.players[0].points, 30_000 * 110);
        times.sort();
        println!(
            "stats over 1,000 games of 30 hands: median {:?} (min {:?}, max {:?})",
            times[2], times[0], times[4]
        );
    }
}
