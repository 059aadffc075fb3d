//! Backups of a whole data folder (`export --all`) and their restore (`import`).
//!
//! A backup is one text file, still a YAML stream a person can read, made of parts: each
//! game's file (the archived ones too), each match and the merged names. Every part opens
//! with a line that gives its length in bytes:
//!
//! ```text
//! # canasta backup 2: every game of a data folder; `canasta import` restores it
//! --- # canasta game 3 archived (2345 bytes)
//! ...the game's 2345 bytes...
//! --- # canasta match club (61 bytes)
//! --- # canasta players (90 bytes)
//! # end of canasta backup
//! ```
//!
//! So nothing inside a game (a comment line `# end of canasta backup`, say) can end a part
//! early or forge another, and a backup is read part by part: each part has the size limit
//! of its kind, the whole file none. A file cut short is refused. Backups written before
//! lengths were given (no `(N bytes)`) are still read, by their lines.
//!
//! A restore reads and checks everything before anything is written: every game (it must
//! read, add up, and save to a file canasta reads back), every match and every merged name
//! (the one name rule, no merge into itself, no circle). Then one change of the data folder
//! makes it all visible at once, or nothing ([`crate::store::journal`]). A game already here,
//! however its file was written, is known by what it is (variant, sides and players, dealer,
//! start, hands, and the day it began where both say) and is not added again.

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, Read};

use super::Result;

use crate::core::ledger::{GameLog, replay};
use crate::core::store_facts::GameOrigin;
use crate::store::journal::Change;
use crate::store::known::{self, ByFingerprint, KnownGame};
use crate::store::summary::{fingerprint, meaning, start_print};
use crate::store::{MAX_GAME_BYTES, MAX_SMALL_BYTES, Store, check_size, log_text, parse_log};

/// A backup refused by a restore, as facts: `origin` is where it was read from. Nothing
/// was imported. Worded in `render` (its `Say`); only the command line restores.
#[derive(Debug)]
pub enum RestoreRefused {
    /// The backup ends before its last line, [`END`] (`end`).
    CutShort { origin: String, end: &'static str },
    /// A part's head gives it `bytes`, more than the `limit` (in bytes) of its kind.
    PartTooLarge {
        origin: String,
        part: String,
        bytes: u64,
        limit: u64,
    },
    /// The backup ends inside `part`.
    PartCutShort { origin: String, part: String },
    /// `part` is not UTF-8 text.
    PartNotText { origin: String, part: String },
    /// `part` (of a backup written before parts gave their length) runs past the
    /// `limit` (in bytes) of its kind.
    OldPartTooLarge {
        origin: String,
        part: String,
        limit: u64,
    },
    /// A game part's id is not a game id (`why`: the store's refusal).
    BadGameId {
        origin: String,
        why: crate::store::error::Error,
    },
    /// A head with a length that opens no kind of part.
    NotAPart { origin: String, head: String },
    /// A line of the backup is not UTF-8 text.
    NotText { origin: String },
    /// The match `name` does not read (`why`).
    BadMatch {
        origin: String,
        name: String,
        why: crate::core::store_facts::FileReason,
    },
    /// The match part `name` holds a match called `named`.
    MatchMisnamed {
        origin: String,
        name: String,
        named: String,
    },
    /// The merged names do not read (`why`).
    BadMergedNames {
        origin: String,
        why: crate::core::store_facts::FileReason,
    },
    /// The backup holds no game.
    NoGames { origin: String },
    /// Game `id` (and `more` others) does not read or add up (`why`: the refusal, as a
    /// fact `render` words); `--skip-damaged` would restore the other games.
    Damaged {
        origin: String,
        id: String,
        more: usize,
        why: Why,
    },
    /// A merged name cannot be merged with those here.
    MergeRefused {
        origin: String,
        why: crate::core::stats::MergeError,
    },
}

/// Why a game of a backup does not read or add up: the refusal itself (a typed error the
/// rendering layer words, its first line), shared by the refusal and the list of games
/// `--skip-damaged` left out.
pub type Why = std::sync::Arc<super::Error>;

/// A game's refusal, kept to be shared.
fn why(e: impl Into<super::Error>) -> Why {
    std::sync::Arc::new(e.into())
}

/// The first line of a backup (`export --all`), in every version.
pub const BACKUP_MARK: &str = "# canasta backup";

/// The first line this version writes.
const FIRST_LINE: &str =
    "# canasta backup 2: every game of a data folder; `canasta import` restores it";

/// The line that opens each game of a backup: `--- # canasta game ID` (and ` archived`).
const GAME: &str = "--- # canasta game ";

/// The line that opens a match of a backup.
const MATCH: &str = "--- # canasta match ";

/// The line that opens the merged players' names of a backup.
const PLAYERS: &str = "--- # canasta players";

/// The last line of a backup: a file cut short is recognised and refused.
const END: &str = "# end of canasta backup";

/// Longest line that opens a part.
const MAX_HEAD: u64 = 512;

/// A backup made: its text, how many games it holds, and the games that do not read or
/// add up (carried as they are, and named, so that a restore can skip them).
pub struct Backup {
    pub text: String,
    pub games: usize,
    pub damaged: Vec<(String, Why)>,
}

/// Every game of the data folder (the archived ones too), the matches and the merged names
/// in one text. Each game's file goes as it is; a game that does not read or add up is
/// named in `damaged`.
pub fn backup(store: &Store) -> Result<Backup> {
    let mut text = format!("{FIRST_LINE}\n");
    let mut games = 0;
    let mut damaged = Vec::new();
    for (ids, archived) in [(store.ids()?, false), (store.archived_ids()?, true)] {
        for id in ids {
            let body = store.game_text(&id, archived)?;
            if let Err(why) = check_game(store, &body, &id, &RulesSeen::default()) {
                damaged.push((id.clone(), why));
            }
            let body = ends_in_newline(body);
            text.push_str(&format!(
                "{GAME}{id}{} ({} bytes)\n",
                if archived { " archived" } else { "" },
                body.len()
            ));
            text.push_str(&body);
            games += 1;
        }
    }
    for name in store.match_names()? {
        if let Some(m) = store.load_match(&name)? {
            let body = serde_yaml::to_string(&m)?;
            text.push_str(&format!("{MATCH}{name} ({} bytes)\n", body.len()));
            text.push_str(&body);
        }
    }
    let aliases = store.aliases()?;
    if !aliases.is_empty() {
        let body = crate::store::aliases_text(&aliases)?;
        text.push_str(&format!("{PLAYERS} ({} bytes)\n", body.len()));
        text.push_str(&body);
    }
    text.push_str(END);
    text.push('\n');
    Ok(Backup {
        text,
        games,
        damaged,
    })
}

fn ends_in_newline(mut body: String) -> String {
    if !body.ends_with('\n') {
        body.push('\n');
    }
    body
}

/// Does a game's text read, add up, and save to a file canasta reads back? Its log and
/// the text to save, or the first line of why not. A file canasta wrote (schema 2, whole)
/// is saved as it is; another (a hand-written or older file) in canasta's own layout.
fn check_game(
    store: &Store,
    body: &str,
    id: &str,
    rules: &RulesSeen,
) -> std::result::Result<(GameLog, String), Why> {
    // The refusal names the game by its id in the backup (`render` words it).
    let origin = || GameOrigin::InBackup { id: id.to_string() };
    let log = match rules.parse(body, origin()) {
        Some(log) => log,
        None => parse_log(body, origin(), &|v| store.catalog().resolve_name(v)),
    }
    .map_err(why)?;
    replay(&log).map_err(why)?;
    let ours =
        body.starts_with("schema: 2\n") && body.trim_end().ends_with(crate::core::ledger::END_MARK);
    let saved = if ours {
        body.to_string()
    } else {
        log_text(&log).map_err(why)?
    };
    check_size(&saved).map_err(why)?;
    Ok((log, saved))
}

/// The rules of the games read so far, by the text of their `rules:` block (or, for a
/// file without one, by variant): a season of games shares a handful of rule sets, and
/// reading each game's copy again was most of a restore's time. Only a file laid out as
/// canasta writes it is read so (its `rules:` block once, at the top level); anything
/// else, or anything this way does not read, is read whole as before.
#[derive(Default)]
struct RulesSeen {
    by_text:
        std::sync::Mutex<HashMap<String, std::result::Result<crate::core::rules::Rules, String>>>,
}

impl RulesSeen {
    /// `body` read with its rules block looked up; `None`: read it whole instead.
    fn parse(
        &self,
        body: &str,
        origin: GameOrigin,
    ) -> Option<crate::store::error::Result<GameLog>> {
        let start = body.find("\nrules:\n")? + 1;
        let block_start = start + "rules:\n".len();
        let block_len = body[block_start..]
            .split_inclusive('\n')
            .take_while(|l| l.starts_with("  ") || l.trim().is_empty())
            .map(str::len)
            .sum::<usize>();
        let block = &body[block_start..block_start + block_len];
        let rest = format!("{}{}", &body[..start], &body[block_start + block_len..]);
        // A second `rules:` (or a block that shares anchors with the rest) is for the
        // whole reading to refuse.
        if rest.lines().any(|l| l.starts_with("rules:")) || body.contains('&') {
            return None;
        }
        let rules = {
            let mut seen = self.by_text.lock().ok()?;
            seen.entry(block.to_string())
                .or_insert_with(|| {
                    let dedented: String = block
                        .split_inclusive('\n')
                        .map(|l| l.strip_prefix("  ").unwrap_or(l))
                        .collect();
                    crate::core::text::check_depth(&dedented)
                        .map_err(|_| String::new())
                        .and_then(|()| {
                            crate::core::yaml_read::read::<crate::core::rules::Rules>(&dedented)
                                .map_err(|e| e.to_string())
                        })
                })
                .clone()
                .ok()?
        };
        // What does not read this way is read whole, for the refusal's lines to be right.
        parse_log(&rest, origin, &|_| Ok(rules.clone()))
            .ok()
            .map(Ok)
    }
}

/// One part of a backup as read.
enum Part {
    Game {
        id: String,
        archived: bool,
        body: String,
    },
    Match {
        name: String,
        body: String,
    },
    Players {
        body: String,
        legacy: bool,
    },
}

/// Read a backup part by part from `reader` (its first line already consumed).
fn read_parts(reader: &mut dyn BufRead, origin: &str) -> Result<Vec<Part>> {
    let mut parts = Vec::new();
    // A head line read but not yet used (a legacy backup's next part).
    let mut next: Option<String> = None;
    loop {
        let head = match next.take() {
            Some(h) => h,
            None => match read_head(reader, origin)? {
                Some(h) => h,
                None => {
                    return Err(RestoreRefused::CutShort {
                        origin: origin.to_string(),
                        end: END,
                    }
                    .into());
                }
            },
        };
        if head.trim() == END {
            return Ok(parts);
        }
        let (kind, length) = split_head(&head);
        let limit = if kind.starts_with(GAME) {
            MAX_GAME_BYTES
        } else {
            MAX_SMALL_BYTES
        };
        let body = match length {
            Some(n) => {
                if n > limit {
                    return Err(RestoreRefused::PartTooLarge {
                        origin: origin.to_string(),
                        part: kind.to_string(),
                        bytes: n,
                        limit,
                    }
                    .into());
                }
                let mut bytes = Vec::new();
                reader.take(n).read_to_end(&mut bytes)?;
                if bytes.len() as u64 != n {
                    return Err(RestoreRefused::PartCutShort {
                        origin: origin.to_string(),
                        part: kind.to_string(),
                    }
                    .into());
                }
                String::from_utf8(bytes).map_err(|_| RestoreRefused::PartNotText {
                    origin: origin.to_string(),
                    part: kind.to_string(),
                })?
            }
            None => {
                // A backup written before parts gave their length: lines up to the next head.
                let mut body = String::new();
                loop {
                    match read_head(reader, origin)? {
                        None => break,
                        Some(line) if is_head(&line) => {
                            next = Some(line);
                            break;
                        }
                        Some(line) => {
                            body.push_str(&line);
                            body.push('\n');
                            if body.len() as u64 > limit {
                                return Err(RestoreRefused::OldPartTooLarge {
                                    origin: origin.to_string(),
                                    part: kind.to_string(),
                                    limit,
                                }
                                .into());
                            }
                        }
                    }
                }
                body
            }
        };
        if let Some(rest) = kind.strip_prefix(GAME) {
            let (id, archived) = match rest.trim().strip_suffix(" archived") {
                Some(id) => (id.trim().to_string(), true),
                None => (rest.trim().to_string(), false),
            };
            crate::store::check_id(&id).map_err(|why| RestoreRefused::BadGameId {
                origin: origin.to_string(),
                why,
            })?;
            parts.push(Part::Game { id, archived, body });
        } else if let Some(name) = kind.strip_prefix(MATCH) {
            parts.push(Part::Match {
                name: name.trim().to_string(),
                body,
            });
        } else if kind.trim() == PLAYERS {
            parts.push(Part::Players {
                body,
                legacy: length.is_none(),
            });
        } else if length.is_some() {
            return Err(RestoreRefused::NotAPart {
                origin: origin.to_string(),
                head: kind.to_string(),
            }
            .into());
        }
        // A legacy backup's text before its first part (comments) is passed over.
    }
}

fn is_head(line: &str) -> bool {
    line.starts_with(GAME)
        || line.starts_with(MATCH)
        || line.trim_end() == PLAYERS
        || line.starts_with(&format!("{PLAYERS} ("))
        || line.trim() == END
}

/// A part's head without its length, and the length (`(N bytes)` at its end), if given.
fn split_head(head: &str) -> (&str, Option<u64>) {
    let head = head.trim_end();
    if let Some(open) = head.rfind(" (")
        && let Some(n) = head[open + 2..].strip_suffix(" bytes)")
        && let Ok(n) = n.parse::<u64>()
    {
        return (&head[..open], Some(n));
    }
    (head, None)
}

/// One line (without its end), at most [`MAX_HEAD`] bytes for a head; `None` at the end.
fn read_head(reader: &mut dyn BufRead, origin: &str) -> Result<Option<String>> {
    let mut bytes = Vec::new();
    let n = reader
        .take(MAX_GAME_BYTES.max(MAX_HEAD))
        .read_until(b'\n', &mut bytes)?;
    if n == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    String::from_utf8(bytes).map(Some).map_err(|_| {
        RestoreRefused::NotText {
            origin: origin.to_string(),
        }
        .into()
    })
}

/// What a restore did with one game of the backup.
pub struct Restored {
    /// Its id here.
    pub id: String,
    /// Its id in the backup.
    pub was: String,
    pub archived: bool,
    /// The very same game was here already: not added again.
    pub already: bool,
}

/// What a restore did.
pub struct Restore {
    pub games: Vec<Restored>,
    /// Games of the backup that do not read or add up, left out (`--skip-damaged`).
    pub skipped: Vec<(String, Why)>,
    pub matches: usize,
    pub merged: usize,
}

/// The games here by what they are (their fingerprint): for one import, the store's
/// index, searched line by line, when it still describes the folders; for a restore (many
/// games), or when the index cannot be trusted, every game's summary (from the summary
/// cache, so a folder of 10,000 games is not read again), without the games `claimed`
/// (restored already). A game found is read to be sure before it is called the same.
pub(super) struct Known {
    /// Every game by fingerprint, once built from the summaries (`None`: the index is
    /// searched instead).
    games: Option<ByFingerprint>,
    claimed: HashSet<String>,
    /// Built from the summaries because the index could not be trusted.
    rebuilt: bool,
    /// Games saved since, with their fingerprints.
    added: Vec<(String, KnownGame)>,
}

impl Known {
    /// For a restore: every game's summary, without `claimed`.
    pub(super) fn here(store: &Store, claimed: HashSet<String>) -> Result<Known> {
        let mut known = Known {
            games: None,
            claimed,
            rebuilt: false,
            added: Vec::new(),
        };
        known.rebuild(store)?;
        Ok(known)
    }

    /// For one import: the store's index, searched when asked.
    pub(super) fn for_one() -> Known {
        Known {
            games: None,
            claimed: HashSet::new(),
            rebuilt: false,
            added: Vec::new(),
        }
    }

    fn rebuild(&mut self, store: &Store) -> Result<()> {
        let mut games = from_summaries(store)?;
        if !self.claimed.is_empty() {
            for same in games.values_mut() {
                same.retain(|g| !self.claimed.contains(&g.id));
            }
        }
        self.games = Some(games);
        self.rebuilt = true;
        Ok(())
    }

    /// The games that may be `print`: from the summaries once built, else from the index
    /// (which is built from the summaries when it cannot be trusted).
    fn candidates(&mut self, store: &Store, print: &str) -> Result<Vec<KnownGame>> {
        if self.games.is_none() {
            if let Some(found) = known::find(store, print) {
                return Ok(found);
            }
            self.rebuild(store)?;
        }
        Ok(self
            .games
            .as_ref()
            .and_then(|g| g.get(print))
            .cloned()
            .unwrap_or_default())
    }

    /// Take a game that is `log`, if there is one here: its id. A game named is read to
    /// be sure; one that is no longer what was said of it makes the list be built again
    /// from the summaries, once.
    pub(super) fn take_same(&mut self, store: &Store, log: &GameLog) -> Result<Option<String>> {
        let print = fingerprint(log);
        let want = meaning(log);
        loop {
            let mut stale = false;
            for g in self.candidates(store, &print)? {
                let there = if g.archived {
                    store.load_archived(&g.id)
                } else {
                    store.load(&g.id)
                };
                match there {
                    Ok(there) if meaning(&there) == want => {
                        if there.created.is_none()
                            || log.created.is_none()
                            || there.created == log.created
                        {
                            if let Some(same) = self.games.as_mut().and_then(|m| m.get_mut(&print))
                            {
                                same.retain(|s| s.id != g.id);
                            }
                            return Ok(Some(g.id));
                        }
                    }
                    _ => stale = true,
                }
            }
            if !stale || self.rebuilt {
                return Ok(None);
            }
            self.rebuild(store)?;
        }
    }

    /// `log`, just saved as game `id`, is here now.
    pub(super) fn add(&mut self, log: &GameLog, id: &str, archived: bool) {
        let game = KnownGame {
            id: id.to_string(),
            archived,
        };
        for print in std::iter::once(fingerprint(log)).chain(start_print(log)) {
            if let Some(games) = self.games.as_mut() {
                games.entry(print.clone()).or_default().push(game.clone());
            }
            self.added.push((print, game.clone()));
        }
    }

    /// The games here that may be copies of `log`'s game, whatever their hands (by
    /// [`start_print`]; each to be read to be sure).
    pub(super) fn copies(&mut self, store: &Store, log: &GameLog) -> Result<Vec<KnownGame>> {
        match start_print(log) {
            Some(print) => self.candidates(store, &print),
            None => Ok(Vec::new()),
        }
    }

    /// Keep the index for the next import: `ours`, the folders were last changed by this
    /// process under the store's lock (the games just added).
    pub(super) fn save(&self, store: &Store, ours: bool) {
        match &self.games {
            Some(games) if self.rebuilt && self.claimed.is_empty() => {
                known::write(store, games, ours);
            }
            Some(_) => {}
            None if ours => {
                for (print, game) in &self.added {
                    known::add(store, print, game);
                }
            }
            None => {}
        }
    }
}

/// Every game here that reads and adds up, by fingerprint, from the summaries.
fn from_summaries(store: &Store) -> Result<ByFingerprint> {
    let mut here = ByFingerprint::new();
    for past in super::every_game(store)? {
        if let Ok(summary) = past.game {
            let game = KnownGame {
                id: past.id,
                archived: past.archived,
            };
            if let Some(start) = &summary.start_print {
                here.entry(start.clone()).or_default().push(game.clone());
            }
            here.entry(summary.fingerprint.clone())
                .or_default()
                .push(game);
        }
    }
    Ok(here)
}

/// The text of every game file here (the archived ones too), without its trailing
/// blank, by id; read on every core.
fn texts_here(store: &Store) -> Result<Vec<(String, String)>> {
    let mut ids: Vec<(String, bool)> = store.ids()?.into_iter().map(|i| (i, false)).collect();
    ids.extend(store.archived_ids()?.into_iter().map(|i| (i, true)));
    Ok(crate::store::files::on_every_core(&ids, |(id, archived)| {
        let text = store.game_text(id, *archived).ok()?;
        Some((id.clone(), text.trim_end().to_string()))
    })
    .into_iter()
    .flatten()
    .collect())
}

/// A backup's parts sorted: its games (id, archived, text), its matches and its merged
/// names, each match and the names read and checked.
#[allow(clippy::type_complexity)]
fn sort_parts<'a>(
    parts: &'a [Part],
    origin: &str,
) -> Result<(
    Vec<(&'a str, bool, &'a str)>,
    Vec<crate::core::matches::Match>,
    crate::core::stats::Aliases,
)> {
    let mut games: Vec<(&str, bool, &str)> = Vec::new();
    let mut matches = Vec::new();
    let mut merged = crate::core::stats::Aliases::new();
    for part in parts {
        match part {
            Part::Game { id, archived, body } => {
                games.push((id.as_str(), *archived, body.as_str()))
            }
            Part::Match { name, body } => {
                let m =
                    crate::store::parse_match(body).map_err(|why| RestoreRefused::BadMatch {
                        origin: origin.to_string(),
                        name: name.clone(),
                        why,
                    })?;
                if m.name != *name {
                    return Err(RestoreRefused::MatchMisnamed {
                        origin: origin.to_string(),
                        name: name.clone(),
                        named: m.name,
                    }
                    .into());
                }
                matches.push(m);
            }
            Part::Players { body, legacy } => {
                let read = if *legacy {
                    crate::store::parse_alias_map(body)
                } else {
                    crate::store::parse_aliases(body)
                };
                let read = read.map_err(|why| RestoreRefused::BadMergedNames {
                    origin: origin.to_string(),
                    why,
                })?;
                merged.extend(read);
            }
        }
    }
    Ok((games, matches, merged))
}

/// Restore a backup read from `reader` (its first line, [`BACKUP_MARK`], consumed).
/// Everything is read and checked first; a refusal, or a failure while writing (a full
/// disk), leaves the data folder exactly as it was. With `skip_damaged`, a game that does
/// not read or add up is left out and named; without it, it refuses the whole backup.
pub fn restore(
    store: &Store,
    reader: &mut dyn BufRead,
    origin: &str,
    skip_damaged: bool,
) -> Result<Restore> {
    let parts = read_parts(reader, origin)?;
    let (games, matches, merged) = sort_parts(&parts, origin)?;
    if games.is_empty() {
        return Err(RestoreRefused::NoGames {
            origin: origin.to_string(),
        }
        .into());
    }
    let lock = store.lock()?;
    // A game whose file here is the very text of the backup's is here already: no need to
    // read it (restoring the same backup twice costs one read of each file).
    let mut here_texts: HashMap<String, Vec<String>> = HashMap::new();
    for (id, text) in texts_here(store)? {
        here_texts.entry(text).or_default().push(id);
    }
    let mut restored = Vec::new();
    let mut unseen: Vec<(&str, bool, &str)> = Vec::new();
    for (was, archived, body) in games {
        match here_texts.get_mut(body.trim_end()).and_then(Vec::pop) {
            Some(id) => restored.push(Restored {
                id,
                was: was.to_string(),
                archived,
                already: true,
            }),
            None => unseen.push((was, archived, body)),
        }
    }
    drop(here_texts);
    // Every other game read and checked, on every core.
    let rules = RulesSeen::default();
    let checked = crate::store::files::on_every_core(&unseen, |(id, _, body)| {
        check_game(store, body, id, &rules)
    });
    let mut good: Vec<(String, bool, GameLog, String)> = Vec::new();
    let mut skipped = Vec::new();
    for ((id, archived, _), result) in unseen.iter().zip(checked) {
        match result {
            Ok((log, text)) => good.push((id.to_string(), *archived, log, text)),
            Err(why) => skipped.push((id.to_string(), why)),
        }
    }
    if let Some((id, why)) = skipped.first()
        && !skip_damaged
    {
        return Err(RestoreRefused::Damaged {
            origin: origin.to_string(),
            id: id.clone(),
            more: skipped.len() - 1,
            why: why.clone(),
        }
        .into());
    }
    // The games here, by what they are, read only when there are games to compare.
    let mut here = if good.is_empty() || store.ids()?.len() + store.archived_ids()?.len() == 0 {
        None
    } else {
        let claimed: HashSet<String> = restored.iter().map(|r| r.id.clone()).collect();
        Some(Known::here(store, claimed)?)
    };
    let mut change = Change::new();
    let mut taken: HashSet<String> = HashSet::new();
    for (was, archived, log, text) in good {
        let same = match here.as_mut() {
            Some(here) => here.take_same(store, &log)?,
            None => None,
        };
        if let Some(id) = same {
            restored.push(Restored {
                id,
                was,
                archived,
                already: true,
            });
            continue;
        }
        let id = if !taken.contains(&was) && store.is_free(&was)? {
            was.clone()
        } else {
            store.next_id(&taken)?
        };
        taken.insert(id.clone());
        let folder = if archived { "archive" } else { "games" };
        change.put(&format!("{folder}/{id}.yaml"), text);
        restored.push(Restored {
            id,
            was,
            archived,
            already: false,
        });
    }
    // Matches, with their games' numbers here; one whose name is taken here is kept as it is.
    let mut match_count = 0;
    for mut m in matches {
        if store.load_match(&m.name)?.is_some() {
            continue;
        }
        m.games = m
            .games
            .iter()
            .filter_map(|g| restored.iter().find(|r| r.was == *g).map(|r| r.id.clone()))
            .collect();
        change.put(
            &format!("matches/{}.yaml", m.name),
            serde_yaml::to_string(&m)?,
        );
        match_count += 1;
    }
    // Merged names: each checked against those here before anything is written.
    let mut aliases = store.aliases()?;
    let mut merge_count = 0;
    for (from, into) in &merged {
        if aliases.contains_key(from) {
            continue;
        }
        crate::core::stats::merge(&mut aliases, from, into).map_err(|why| {
            RestoreRefused::MergeRefused {
                origin: origin.to_string(),
                why,
            }
        })?;
        merge_count += 1;
    }
    if merge_count > 0 {
        change.put("players.yaml", crate::store::aliases_text(&aliases)?);
    }
    store.commit(&lock, change)?;
    Ok(Restore {
        games: restored,
        skipped,
        matches: match_count,
        merged: merge_count,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_give_their_length() {
        assert_eq!(
            split_head("--- # canasta game 3 archived (120 bytes)"),
            ("--- # canasta game 3 archived", Some(120))
        );
        assert_eq!(
            split_head("--- # canasta game 3"),
            ("--- # canasta game 3", None)
        );
        assert_eq!(
            split_head("--- # canasta players (9 bytes)"),
            ("--- # canasta players", Some(9))
        );
    }
}
