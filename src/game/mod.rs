//! The game layer: the use cases every front end shares, over domain values.
//!
//! Open a game, start one, record, edit, drop or undo a hand, import a log, list the
//! games, answer a rules question. Each takes plain values (never clap's types, never a
//! prompt) and returns a value (a report, a verdict) or a refusal; the front ends
//! (`app.rs` for the command line, `table_mode/` for the prompts) render what comes back.
//! Nothing here prints. Like fd's `Config`, this is the boundary past which nobody knows
//! which front end asked.
//!
//! Every change to a game follows one path: load the log, change the hands, `replay` the
//! whole log (which referees every hand), and only if that succeeds save it. A refused
//! hand therefore never reaches the disk.

pub mod backup;

use anyhow::{Result, anyhow, bail};
use indexmap::IndexMap;

use crate::cards::{Card, parse_cards};
use crate::catalog::Catalog;
use crate::hand::{Hand, SideResult, WentOut};
use crate::ledger::{
    GameLog, HandReport, LedgerError, Report, SCHEMA, SideDef, append_hand_text, log_text, replay,
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
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .clamp(1, 16);
    let chunk = ids.len().div_ceil(threads).max(1);
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
    let mut out: Vec<(GameLog, Report)> = Vec::with_capacity(ids.len());
    std::thread::scope(|scope| {
        let handles: Vec<_> = ids
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .filter_map(|(id, archived)| load(id, *archived))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            if let Ok(mut games) = h.join() {
                out.append(&mut games);
            }
        }
    });
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

/// Record the next hand of game `given` (or the current one).
///
/// The game is replayed once, with the new hand: a refusal at the new hand is the
/// hand's, one before it means the file was already damaged, and a new hand after the
/// end says the game is over.
pub fn record(
    store: &Store,
    given: Option<&str>,
    from: Option<&HandText>,
    edits: &HandEdits,
) -> Result<Changed> {
    let id = store.resolve(given)?;
    let saved = change_game(store, &id, None, &mut |log| {
        let mut hand = match from {
            Some(text) => read_hand(log, text)?,
            None => {
                if edits.is_empty() {
                    bail!(
                        "nothing to record: give each side's result with flags (see `canasta record --help`), --from FILE, or use `canasta play`"
                    );
                }
                Hand::default()
            }
        };
        apply_edits(log, &mut hand, edits)?;
        for unit in log.units() {
            if !hand.results.contains_key(&unit) {
                bail!(
                    "no result for {unit}: give at least one flag for it, e.g. --in-hand {unit}=0 (nothing was saved)"
                );
            }
        }
        Ok(HandChange::Append(hand))
    })?;
    let Saved::Done { report, .. } = saved else {
        unreachable!("a change on the game as it is now cannot find it changed")
    };
    let index = report.hands.len() - 1;
    Ok(Changed {
        id,
        report: *report,
        index,
    })
}

/// A change to a game's hands.
#[derive(Debug, Clone)]
pub enum HandChange {
    /// The next hand.
    Append(Hand),
    /// Hand `index` (0-based) corrected.
    Replace { index: usize, hand: Hand },
    /// Hand `index` (0-based) removed; the hands after it move up.
    Remove { index: usize },
}

/// What [`change_game`] did.
pub enum Saved {
    /// Saved: the game as it is now, and its file as saved.
    Done {
        log: Box<GameLog>,
        report: Box<Report>,
        seen: Seen,
    },
    /// The game's file changed since it was seen: nothing was saved.
    ChangedElsewhere,
}

/// The one way a game's hands are changed, from every front end: under the lock, the game
/// is read again (and, when the front end says how it saw it, refused if it changed since:
/// a hand recorded meanwhile from another terminal is never overwritten), the change is
/// made (`make` sees the game as it is now), every hand is counted and the whole game
/// replayed by the referee, and the game is saved (one hand more: appended to the file;
/// otherwise the whole game, atomically). A refusal saves nothing.
pub fn change_game(
    store: &Store,
    id: &str,
    seen: Option<&Seen>,
    make: &mut dyn FnMut(&GameLog) -> Result<HandChange>,
) -> Result<Saved> {
    let _lock = store.lock()?;
    let (mut log, now) = store.load_seen(id)?;
    if let Some(seen) = seen
        && seen.text() != now.text()
    {
        return Ok(Saved::ChangedElsewhere);
    }
    let change = make(&log)?;
    let rules = log.rules()?.clone();
    let count =
        |hand: &Hand| count_cards(&rules, hand).map_err(|e| anyhow!("{e}\n(nothing was saved)"));
    let appending = matches!(change, HandChange::Append(_));
    let report = match change {
        HandChange::Append(hand) => {
            log.hands.push(count(&hand)?);
            let number = log.hands.len();
            match replay(&log) {
                Ok(report) => report,
                Err(LedgerError::AfterGameEnd { number: n, .. }) if n == number => {
                    log.hands.pop();
                    let before = replay(&log).map_err(|e| damaged(store, id, &e))?;
                    bail!(
                        "game {id} is over, {}; start a new one with `canasta new`",
                        finished_words(&before)
                    );
                }
                Err(e) if failing_hand(&e).is_some_and(|n| n >= number) => {
                    bail!("{e}\n(nothing was saved)")
                }
                Err(e) => return Err(damaged(store, id, &e)),
            }
        }
        HandChange::Replace { index, hand } => {
            let number = index + 1;
            hand_index(id, &log, number)?;
            log.hands[index] = count(&hand)?;
            // A refusal at this hand or after it is the edit's; before it, the file was
            // already damaged.
            replay(&log).map_err(|e| {
                if failing_hand(&e).is_some_and(|n| n >= number) {
                    anyhow!("{e}\n(nothing was saved)")
                } else {
                    damaged(store, id, &e)
                }
            })?
        }
        HandChange::Remove { index } => {
            let number = index + 1;
            hand_index(id, &log, number)?;
            let mending = replay(&log).is_err();
            log.hands.remove(index);
            replay(&log).map_err(|e| {
                if mending {
                    anyhow!(
                        "without hand {number} game {id} still does not add up: {e}\n(nothing was saved; {})",
                        mend_words(id, &e)
                    )
                } else {
                    anyhow!(
                        "without hand {number} the game does not add up: {e}\n(nothing was saved)"
                    )
                }
            })?
        }
    };
    // One hand more: appended to the text as read, not the whole game written again.
    let appended = appending
        .then(|| {
            log.hands
                .last()
                .and_then(|h| append_hand_text(now.text(), h))
        })
        .flatten();
    let text = match appended {
        Some(text) => text,
        None => log_text(&log)?,
    };
    store.save_text(id, &text)?;
    Ok(Saved::Done {
        log: Box::new(log),
        report: Box::new(report),
        seen: Seen::from_text(text),
    })
}

/// The hand a replay stopped at, if it stopped at one.
fn failing_hand(e: &LedgerError) -> Option<usize> {
    match e {
        LedgerError::Hand { number, .. }
        | LedgerError::AfterGameEnd { number, .. }
        | LedgerError::TooLarge { number } => Some(*number),
        _ => None,
    }
}

/// How a finished game ended, for the refusal of a hand after it (as the sheet says it).
fn finished_words(report: &Report) -> String {
    match (&report.winner, report.margin) {
        (Some(w), Some(m)) => format!("winner: {w}, with {} (by {m})", report.totals[w]),
        _ => format!(
            "shared win: {}, at {}",
            report.winners.join(" and "),
            report.winners.first().map_or(0, |w| report.totals[w])
        ),
    }
}

/// Correct hand `number` (1-based) of a game: the edits change only what they name, a
/// `from` hand replaces it whole; every hand after it is worked out again.
pub fn edit(
    store: &Store,
    given: Option<&str>,
    number: usize,
    from: Option<&HandText>,
    edits: &HandEdits,
) -> Result<Changed> {
    let id = store.resolve(given)?;
    if from.is_none() && edits.is_empty() {
        bail!(
            "nothing to change: give the flags to correct (see `canasta edit --help`) or --from FILE"
        );
    }
    let mut index = 0;
    let saved = change_game(store, &id, None, &mut |log| {
        index = hand_index(&id, log, number)?;
        let mut hand = match from {
            Some(text) => read_hand(log, text)?,
            None => log.hands[index].clone(),
        };
        apply_edits(log, &mut hand, edits)?;
        Ok(HandChange::Replace { index, hand })
    })?;
    let Saved::Done { report, .. } = saved else {
        unreachable!("a change on the game as it is now cannot find it changed")
    };
    Ok(Changed {
        id,
        report: *report,
        index,
    })
}

fn hand_index(id: &str, log: &GameLog, number: usize) -> Result<usize> {
    let count = log.hands.len();
    if count == 0 {
        bail!("game {id} has no hands yet; record one with `canasta record`");
    }
    if number == 0 || number > count {
        bail!("game {id} has no hand {number}; its hands are numbered 1 to {count}");
    }
    Ok(number - 1)
}

/// Remove the last hand.
pub fn undo(store: &Store, given: Option<&str>) -> Result<Removed> {
    let id = store.resolve(given)?;
    remove(store, &id, None)
}

/// Remove hand `number` (1-based) from anywhere in the game; the hands after it move up
/// one, and every total, minimum and dealer after it is worked out again. A game that does
/// not add up is mended by dropping the hand at fault (or one before it): whatever is left
/// must add up.
pub fn drop_hand(store: &Store, given: Option<&str>, number: usize) -> Result<Removed> {
    let id = store.resolve(given)?;
    remove(store, &id, Some(number))
}

/// Remove hand `number`, or the last one.
fn remove(store: &Store, id: &str, number: Option<usize>) -> Result<Removed> {
    let mut removed: Option<HandReport> = None;
    let mut at = 0;
    let saved = change_game(store, id, None, &mut |log| {
        if log.hands.is_empty() && number.is_none() {
            bail!("game {id} has no hands to undo");
        }
        at = number.unwrap_or(log.hands.len());
        hand_index(id, log, at)?;
        removed = replay(log).ok().map(|r| r.hands[at - 1].clone());
        Ok(HandChange::Remove { index: at - 1 })
    })?;
    let Saved::Done { report, .. } = saved else {
        unreachable!("a change on the game as it is now cannot find it changed")
    };
    Ok(Removed {
        number: at,
        removed,
        report: *report,
    })
}

/// Every stored game, oldest first, with the current one marked; a damaged file is
/// listed with its reason. From the summary cache, the games whose files changed read
/// and replayed on every core.
pub fn list(store: &Store) -> Result<Vec<Listed>> {
    use crate::summary::{Folder, Summaries};
    let mut summaries = Summaries::open(store);
    let current = store.current();
    let ids = store.ids()?;
    let games = summaries.games(Folder::Games, &ids, &|id| listed_game(store, id));
    summaries.save(&[(Folder::Games, &ids, &games)]);
    Ok(ids
        .into_iter()
        .zip(games)
        .map(|(id, game)| Listed {
            current: current.as_deref() == Some(id.as_str()),
            id,
            game,
        })
        .collect())
}

/// A game, loaded and replayed, or why it cannot be read and how it is mended.
fn listed_game(store: &Store, id: &str) -> std::result::Result<(GameLog, Report), String> {
    match store.load(id) {
        Err(e) => Err(format!(
            "{}; correct {} by hand in a text editor",
            e.root_cause(),
            store.describe(id)
        )),
        Ok(log) => match replay(&log) {
            Ok(report) => Ok((log, report)),
            Err(e) => Err(format!("{e}; {}", mend_words(id, &e))),
        },
    }
}

/// Read one hand in the log's YAML form; side names are matched without regard to case.
pub fn read_hand(log: &GameLog, source: &HandText) -> Result<Hand> {
    let text = crate::text::strip_bom(&source.text);
    if let Err(line) = crate::text::check_depth(text) {
        bail!(
            "{} is not a hand: it is nested too deep at line {line}",
            source.origin
        );
    }
    let mut hand: Hand = serde_yaml::from_str(text).map_err(|e| {
        let place = e
            .location()
            .map(|l| format!(" at line {}, column {}", l.line(), l.column()))
            .unwrap_or_default();
        let msg = e.to_string();
        let msg = msg
            .rsplit_once(" at line ")
            .map_or(msg.as_str(), |(m, _)| m)
            .to_string();
        anyhow!(
            "{} is not a hand{place}: {}\n(a hand looks like: results: {{We: {{melded: 120, in_hand: 30}}, They: {{...}}}})",
            source.origin,
            crate::text::printable(&msg, 300)
        )
    })?;
    let units = log.units();
    let mut results = IndexMap::new();
    for (name, result) in hand.results {
        let resolved = resolve_unit(&units, &name)?;
        results.insert(resolved, result);
    }
    hand.results = results;
    if let Some(lone) = &hand.lone {
        hand.lone = Some(resolve_unit(&units, lone)?);
    }
    Ok(hand)
}

/// A line or a word refused, as facts: whose line it was and the line (or none, for a word
/// given by a flag), and what is wrong with which token. Nothing was saved. Its words are
/// made in `render` (its `Display`), the one place sentences are made.
#[derive(Debug, Clone)]
pub struct Refused {
    pub whose: Option<(String, String)>,
    pub error: crate::line::LineError,
}

impl Refused {
    /// A word given alone (a flag's side, kind or penalty).
    fn word(word: &str, problem: crate::line::Problem) -> Refused {
        Refused {
            whose: None,
            error: crate::line::LineError {
                token: word.trim().to_string(),
                start: 0,
                len: word.len(),
                problem,
            },
        }
    }
}

impl std::error::Error for Refused {}

/// A side (or player) named on the command line: the one lookup lines and table mode use
/// (any case, initials, a unique beginning).
fn resolve_unit(units: &[String], name: &str) -> Result<String> {
    crate::line::pick_unit(units, name).map_err(|problem| match problem {
        crate::line::Problem::Ambiguous { .. } => anyhow::Error::new(Refused::word(name, problem)),
        _ => anyhow!(
            "{} is not in this game; the {} are: {}",
            crate::text::quote(name),
            if units.len() == 3 {
                "sides (or players)"
            } else {
                "sides"
            },
            units.join(", ")
        ),
    })
}

/// A canasta kind, penalty or bonus named by a flag: the variant's name for it, by the
/// lookup a line's words go through.
/// A word no name fits is kept as typed, for the referee to refuse with the side and the
/// variant's names.
fn resolve_word(rules: &Rules, what: crate::line::FlagWord, word: &str) -> Result<String> {
    match crate::line::pick_word(rules, what, word) {
        Ok(name) => Ok(name),
        Err(crate::line::Problem::UnknownName { .. }) => Ok(word.to_string()),
        Err(problem) => Err(anyhow::Error::new(Refused::word(word, problem))),
    }
}

/// Whose line `side` names, under the hand's plan of lines: the result it fills, what
/// it may carry, and how to name it in a message. `Bob + Cy` names a three-handed
/// partnership's shared line; a partner's name alone, that partner's own line.
fn line_owner(
    plan: &[(String, crate::line::Scope)],
    units: &[String],
    side: &str,
) -> Result<(String, crate::line::Scope, String)> {
    use crate::line::Scope;
    // A side may be named with a `+` in it (`+SUM(1)`): its own name first.
    if side.contains('+') && resolve_unit(units, side).is_err() {
        let mut named = side
            .split('+')
            .map(|n| resolve_unit(units, n))
            .collect::<Result<Vec<String>>>()?;
        let mut partners: Vec<String> = plan
            .iter()
            .filter(|(_, s)| *s == Scope::Own)
            .map(|(u, _)| u.clone())
            .collect();
        let label = partners.join(" + ");
        named.sort();
        partners.sort();
        return match plan.iter().find(|(_, s)| *s == Scope::Shared) {
            Some((unit, _)) if named == partners => Ok((unit.clone(), Scope::Shared, label)),
            Some(_) => bail!(
                "{} are not this hand's partners; they are {label} (nothing was saved)",
                crate::text::quote(side.trim())
            ),
            None => bail!(
                "{} is a partnership's line, but nobody played alone in this hand: give --lone NAME, or a line for each player (nothing was saved)",
                crate::text::quote(side.trim())
            ),
        };
    }
    let name = resolve_unit(units, side)?;
    let scope = if plan.iter().any(|(u, s)| *u == name && *s == Scope::Own) {
        Scope::Own
    } else {
        Scope::Whole
    };
    Ok((name.clone(), scope, name))
}

/// Apply a hand's edits (to a new hand, or one being corrected).
pub fn apply_edits(log: &GameLog, hand: &mut Hand, edits: &HandEdits) -> Result<()> {
    let units = log.units();
    let entry = |hand: &mut Hand, side: &str| -> Result<String> {
        let name = resolve_unit(&units, side)?;
        hand.results.entry(name.clone()).or_default();
        Ok(name)
    };
    let rules = log.rules()?;
    // Sides given a line in this very command: a second line for one is refused, and a
    // line that says `out` clears going out only on the other sides' old answers (editing),
    // never on another line of this command (two sides out is the referee's to refuse).
    let mut lined: Vec<(String, crate::line::Scope)> = Vec::new();
    // The lines this hand is given in (three-handed: who played alone decides them).
    let lone = match &edits.lone {
        Some(l) => Some(resolve_unit(&units, l)?),
        None => hand.lone.clone(),
    };
    let plan = crate::line::lines_of(rules, &units, lone.as_deref());
    if !edits.lines.is_empty()
        && (edits.out.is_some() || edits.special.is_some() || edits.nobody_out)
        && edits.lines.iter().any(|text| {
            crate::line::split_named(text)
                .and_then(|(_, line)| {
                    crate::line::parse_side_line(rules, crate::line::Scope::Whole, line.trim()).ok()
                })
                .is_some_and(|r| r.went_out.is_some())
        })
    {
        bail!(
            "who went out is said twice: on a line and by --out/--special/--nobody-out; say it once (nothing was saved)"
        );
    }
    for text in &edits.lines {
        let Some((side, line)) = crate::line::split_named(text) else {
            bail!(
                "{} does not say whose line it is; put the side's name and a colon first, e.g. \"{}: {}\"",
                crate::text::quote(text),
                units.first().map_or("We", String::as_str),
                text.trim()
            );
        };
        let (name, scope, label) = line_owner(&plan, &units, side)?;
        let line = line.trim();
        let refused = |error: crate::line::LineError| {
            anyhow::Error::new(Refused {
                whose: Some((label.clone(), line.to_string())),
                error,
            })
        };
        // What the line names replaces what the side had; the rest is kept (`= ...`
        // replaces the whole side). One meaning for a line in `record`, `edit` and table
        // mode's "Change": a new hand starts from nothing, so there it is the whole side.
        // Three-handed, a partner's own line carries only that player's own facts, and the
        // partnership's shared facts are given once, on its line (`Bob + Cy: ...`).
        let old = hand.results.get(&name).cloned().unwrap_or_default();
        let r = crate::line::parse_change(rules, scope, &old, line).map_err(refused)?;
        // Does the line itself say the side went out (not just keep an old answer)?
        let says_out =
            crate::line::parse_side_line(rules, scope, line.trim_start().trim_start_matches('='))
                .is_ok_and(|said| said.went_out.is_some());
        if lined.iter().any(|(u, s)| *u == name && *s == scope) {
            bail!("{label} is given two lines; give each one line (nothing was saved)");
        }
        if says_out {
            for (other, result) in hand.results.iter_mut() {
                if !lined.iter().any(|(u, _)| u == other) {
                    result.went_out = None;
                    result.special_hand = None;
                }
            }
        }
        let target = hand.results.entry(name.clone()).or_default();
        crate::line::put_scope(target, &r, scope);
        lined.push((name, scope));
    }
    if edits.nobody_out {
        for r in hand.results.values_mut() {
            r.went_out = None;
        }
    }
    if let Some(out) = &edits.out {
        let name = entry(hand, out)?;
        for (n, r) in hand.results.iter_mut() {
            r.went_out = (*n == name).then_some(WentOut::Normal);
            r.special_hand = None;
        }
    }
    if let Some((side, special)) = &edits.special {
        let name = entry(hand, side)?;
        for (n, r) in hand.results.iter_mut() {
            let this = *n == name;
            r.went_out = this.then_some(WentOut::Special);
            r.special_hand = this.then(|| special.clone());
        }
    }
    for (flag, how) in [
        (edits.concealed, WentOut::Concealed),
        (edits.hand_canasta, WentOut::HandCanasta),
    ] {
        if flag {
            let Some(r) = hand.results.values_mut().find(|r| r.went_out.is_some()) else {
                bail!(
                    "--{} says how a side went out; name the side with --out SIDE",
                    how.as_str().replace('_', "-")
                );
            };
            r.went_out = Some(how);
        }
    }
    if edits.nobody_out {
        for r in hand.results.values_mut() {
            r.special_hand = None;
        }
    }
    let set = |hand: &mut Hand,
               pairs: &[(String, i64)],
               f: &dyn Fn(&mut SideResult, i64)|
     -> Result<()> {
        let mut seen: Vec<String> = Vec::new();
        for (side, n) in pairs {
            let name = resolve_unit(&units, side)?;
            if seen.contains(&name) {
                bail!(
                    "{name} is given one number twice (e.g. --melded {name}=35 --melded {name}=40); give it once (nothing was saved)"
                );
            }
            seen.push(name.clone());
            f(hand.results.entry(name).or_default(), *n);
        }
        Ok(())
    };
    set(hand, &edits.red_threes, &|r, n| r.red_threes = n)?;
    set(hand, &edits.black_threes, &|r, n| r.black_threes = n)?;
    set(hand, &edits.black_threes_in_hand, &|r, n| {
        r.black_threes_in_hand = n
    })?;
    let mut incomplete: IndexMap<String, Vec<String>> = IndexMap::new();
    for (side, meld) in &edits.incomplete {
        let name = entry(hand, side)?;
        let list = incomplete.entry(name).or_default();
        if meld != "none" {
            list.push(meld.clone());
        }
    }
    for (name, melds) in incomplete {
        hand.results[&name].incomplete = melds;
    }
    for (given, is_melds) in [(&edits.meld_cards, true), (&edits.hand_cards, false)] {
        let mut by_side: IndexMap<String, Vec<String>> = IndexMap::new();
        for (side, cards) in given {
            let name = entry(hand, side)?;
            by_side.entry(name).or_default().push(cards.clone());
        }
        for (name, cards) in by_side {
            let r = &mut hand.results[&name];
            if is_melds {
                r.melds = cards;
            } else {
                r.hands = cards;
            }
        }
    }
    for (side, rank, n) in &edits.holding {
        let name = entry(hand, side)?;
        hand.results[&name].holding.insert(rank.clone(), *n);
    }
    set(hand, &edits.melded, &|r, n| r.melded = n)?;
    set(hand, &edits.in_hand, &|r, n| r.in_hand = n)?;
    for (side, kind, n) in &edits.canastas {
        let name = entry(hand, side)?;
        let kind = resolve_word(rules, crate::line::FlagWord::Kind, kind)?;
        hand.results[&name].canastas.insert(kind, *n);
    }
    let mut penalties: IndexMap<(String, String), i64> = IndexMap::new();
    for (side, penalty, n) in &edits.penalties {
        let name = entry(hand, side)?;
        let penalty = resolve_word(rules, crate::line::FlagWord::Penalty, penalty)?;
        let count = penalties.entry((name, penalty)).or_default();
        *count = count.saturating_add(*n);
    }
    for ((name, penalty), n) in penalties {
        hand.results[&name].penalties.insert(penalty, n);
    }
    let mut bonuses: IndexMap<(String, String), i64> = IndexMap::new();
    for (side, bonus, n) in &edits.bonuses {
        let name = entry(hand, side)?;
        let bonus = resolve_word(rules, crate::line::FlagWord::Bonus, bonus)?;
        let count = bonuses.entry((name, bonus)).or_default();
        *count = count.saturating_add(*n);
    }
    for ((name, bonus), n) in bonuses {
        hand.results[&name].bonuses.insert(bonus, n);
    }
    if let Some(lone) = &edits.lone {
        hand.lone = Some(resolve_unit(&units, lone)?);
    }
    if let Some(note) = &edits.note {
        hand.note = Some(note.clone());
    }
    Ok(())
}

// ---- Rules questions ----

/// Whose initial-meld minimum a meld is checked against.
#[derive(Debug, Clone)]
pub enum Whose {
    /// A side at this cumulative score.
    Score(Points),
    /// A side of the game, at its total now.
    Side(String),
}

/// A rules question, as the front ends ask it.
#[derive(Debug, Clone)]
pub enum Question {
    /// Is this initial meld legal, and enough?
    Meld {
        melds: Vec<Vec<Card>>,
        top: Option<Card>,
        going_out: bool,
        whose: Whose,
    },
    /// May I take the discard pile?
    Pile(PileQuestion),
    /// May we go out?
    Out(OutAsked),
    /// Is this a special hand?
    Hand(Vec<Card>),
    /// The initial-meld minimum at a score.
    Minimum(Points),
}

/// "May we go out?" as asked: the side's melds as cards, or its canastas by count.
#[derive(Debug, Clone, Default)]
pub struct OutAsked {
    pub table: Option<Vec<Vec<Card>>>,
    /// Completed canastas of any kind.
    pub canastas: Option<u32>,
    /// Completed canastas by kind.
    pub by_kind: Vec<(String, u32)>,
    pub cards_left: u32,
    pub concealed: bool,
    pub partner_said_no: bool,
}

/// The minimum a meld was checked against, and whose it is.
#[derive(Debug, Clone)]
pub enum Basis {
    Score {
        variant: String,
        score: Points,
    },
    Side {
        variant: String,
        side: String,
        total: Points,
        game: String,
    },
}

/// The answer to a rules question.
#[derive(Debug, Clone)]
pub enum Answer {
    Meld {
        verdict: InitialMeldVerdict,
        basis: Basis,
    },
    Verdict(Verdict),
    Minimum {
        variant: String,
        score: Points,
        minimum: Points,
    },
}

impl Answer {
    /// Yes (enough, allowed), or no.
    pub fn yes(&self) -> bool {
        match self {
            Answer::Meld { verdict, .. } => verdict.enough,
            Answer::Verdict(v) => v.yes,
            Answer::Minimum { .. } => true,
        }
    }
}

/// The initial-meld minimum at `score` (by score) or in hand `hand` (by hand), as the
/// variant sets it; refused, saying which is needed, when the one it goes by is missing.
pub fn minimum(rules: &Rules, score: Option<Points>, hand: Option<usize>) -> Result<Points> {
    match (rules.minimum_by_hand(), score, hand) {
        (true, _, Some(n)) if n >= 1 => Ok(rules.minimum_in_hand(n, 0)),
        (true, _, Some(_)) => bail!("hands are numbered from 1: give --hand 1 for the first"),
        (true, _, _) => bail!(
            "{} sets the initial-meld minimum by hand, not by score: give --hand N ({})",
            rules.name,
            by_hand_words(rules)
        ),
        (false, Some(score), _) => Ok(rules.initial_meld_minimum(score)),
        (false, None, _) => bail!(
            "{} sets the initial-meld minimum by the side's score: give the score, e.g. `canasta min 1500`",
            rules.name
        ),
    }
}

/// `hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150`.
fn by_hand_words(rules: &Rules) -> String {
    let n = rules.initial_meld_by_hand.len();
    rules
        .initial_meld_by_hand
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if i + 1 == n {
                format!("from hand {}: {m}", i + 1)
            } else {
                format!("hand {}: {m}", i + 1)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Answer a rules question under `rules`, and, for a side's own minimum, the game it
/// plays (`game`: its id and report). Pure: table mode asks with the game it holds.
pub fn ask(rules: &Rules, game: Option<(&str, &Report)>, question: Question) -> Result<Answer> {
    match question {
        Question::Meld {
            melds,
            top,
            going_out,
            whose,
        } => {
            let (minimum, basis) = match (whose, game) {
                (Whose::Score(score), _) => (
                    minimum(rules, Some(score), None)?,
                    Basis::Score {
                        variant: rules.name.clone(),
                        score,
                    },
                ),
                (Whose::Side(side), Some((id, report))) => {
                    let (name, min) = report
                        .next_minimum
                        .iter()
                        .find(|(s, _)| s.eq_ignore_ascii_case(side.trim()))
                        .ok_or_else(|| {
                            anyhow!(
                                "{} is not in game {id}; the sides are: {}",
                                crate::text::quote(&side),
                                report.sides.join(", ")
                            )
                        })?;
                    (
                        *min,
                        Basis::Side {
                            variant: rules.name.clone(),
                            side: name.clone(),
                            total: report.totals[name],
                            game: id.to_string(),
                        },
                    )
                }
                (Whose::Side(_), None) => bail!(
                    "whose minimum? give --score N (the side's total), or --side NAME (with --game ID, or the current game)"
                ),
            };
            let verdict = check_initial_meld(rules, &melds, minimum, top, going_out)?;
            Ok(Answer::Meld { verdict, basis })
        }
        Question::Pile(q) => Ok(Answer::Verdict(melds::may_take_pile(rules, &q))),
        Question::Out(asked) => {
            let mut q = OutQuestion {
                cards_left: asked.cards_left,
                concealed: asked.concealed,
                partner_said_no: asked.partner_said_no,
                ..OutQuestion::default()
            };
            if let Some(table) = &asked.table {
                let ctx = MeldContext {
                    initial: asked.concealed,
                    going_out: true,
                };
                for info in melds::check_melds(rules, table, ctx)? {
                    if let Some(kind) = canasta_kind(rules, &info) {
                        *q.canastas.entry(kind).or_default() += 1;
                        q.concealed_has_canasta = true;
                    } else if info.is_canasta() {
                        bail!(
                            "{} is a canasta {} does not score; its kinds are: {}",
                            info.notation(),
                            rules.name,
                            rules.canasta_kind_names()
                        );
                    }
                }
            }
            if let Some(n) = asked.canastas {
                q.any_kind = n;
                q.concealed_has_canasta = n > 0;
            }
            for (kind, n) in &asked.by_kind {
                if !rules.canastas.contains_key(kind) {
                    bail!(
                        "unknown canasta kind `{kind}`; {} has: {}",
                        rules.name,
                        rules.canasta_kind_names()
                    );
                }
                *q.canastas.entry(kind.clone()).or_default() += n;
                q.concealed_has_canasta |= *n > 0;
            }
            Ok(Answer::Verdict(melds::may_go_out(rules, &q)))
        }
        Question::Hand(cards) => Ok(Answer::Verdict(melds::special_hand(rules, &cards))),
        Question::Minimum(score) => Ok(Answer::Minimum {
            variant: rules.name.clone(),
            score,
            minimum: minimum(rules, Some(score), None)?,
        }),
    }
}

/// Where a rules question takes its rules from.
#[derive(Debug, Clone, Default)]
pub struct RulesFrom {
    /// A preset name or file.
    pub variant: Option<String>,
    /// A game's id.
    pub game: Option<String>,
}

/// The rules to answer under, one rule for every question: the named game's; else the
/// named variant's; else the current game's, when there is one (a question asked at the
/// table is about the game being played); else Classic. A question about a side of a game
/// (`wants_game`) needs a game. With a game, the game comes back too.
pub fn rules_for(
    store: &Store,
    from: &RulesFrom,
    wants_game: bool,
) -> Result<(Rules, Option<Opened>)> {
    let current = from.variant.is_none() && (wants_game || store.current().is_some());
    if from.game.is_some() || current {
        match open(store, from.game.as_deref()) {
            Ok(opened) => {
                let rules = opened.log.rules()?.clone();
                return Ok((rules, Some(opened)));
            }
            // A question that needs no game is still answered when the current game
            // cannot be read: by Classic, as with no game (the caller says so).
            Err(_) if from.game.is_none() && !wants_game => {}
            Err(e) => return Err(e),
        }
    }
    let rules = store
        .catalog()
        .resolve(from.variant.as_deref().unwrap_or("classic"))?;
    Ok((rules, None))
}

/// One card from its notation (`K`, `9`), or why not.
pub fn one_card(text: &str) -> Result<Card> {
    let cards = parse_cards(text)?;
    match cards.as_slice() {
        [card] => Ok(*card),
        _ => bail!("`{}` should be one card, e.g. K or 9", text.trim()),
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
