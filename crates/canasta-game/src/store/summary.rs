//! A summary of every game, kept in the data folder (`cache/summaries.json`) so that
//! `list`, `history`, `stats` and `players` answer without reading and replaying every
//! game file.
//!
//! The summaries are never the truth: each is derived from its game file and rebuilt
//! whenever the file changes, and nothing is ever saved from them. Deleting the cache
//! loses nothing; a cache that cannot be read (damaged, cut short, not a plain file, from
//! another version of canasta or another data folder path, or written when the user's
//! presets were different) is ignored as a whole and written again.
//!
//! Each game file's entry holds the key that says whether it still describes the file:
//! its length, modification time in nanoseconds and (on Unix) inode and change time, as
//! `symlink_metadata` gives them (one `stat` per game per command). A changed key means
//! the game is read and replayed again. An entry built less than [`RACY`] after the file
//! was last modified is not trusted (a file rewritten within the clock's tick, with the
//! same length, could keep its key): it is rebuilt until the file has been quiet that
//! long. A game file that is not a plain file is never summarized: it is read (and
//! refused) as before.
//!
//! The cache is written atomically after a command that found it stale; two commands
//! may race on it, and the last write wins (harmless: both are derived from the files).
//! `CANASTA_NO_CACHE=1` skips it (every game read and replayed, nothing written).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::core::ledger::{GameLog, Report, SideDef};
use crate::core::rules::Points;
use crate::core::stats::GameTally;
use crate::store::Store;
use crate::store::disk::Disk;
use crate::store::files::Files;

/// The cache's file, under the data folder.
const CACHE_FILE: &str = "cache/summaries.json";

/// The largest cache file read (10,000 games take about 10 MB).
const MAX_CACHE_BYTES: u64 = 512 * 1024 * 1024;

/// Bumped whenever [`Summary`] or the entries change shape or meaning (3: a side's
/// victory points in its tally; 4: the game's fingerprint; a cache of an earlier format
/// is read as stale and written again; 5: only summaries kept, no reasons).
const FORMAT: u32 = 6;

/// How long after its file's last change a summary must have been built to be trusted,
/// in nanoseconds: beyond the coarsest file-time tick of common file systems (2 s).
pub(super) const RACY: i64 = 3_000_000_000;

/// What `list`, `history`, `stats` and `players` need of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub variant: String,
    /// The sides and their players, as in the file.
    pub sides: Vec<SideDef>,
    /// The number of hands played.
    pub hands: usize,
    pub winner: Option<String>,
    pub margin: Option<Points>,
    /// The side ahead in a game in play, and by how much.
    pub lead: Option<(String, Points)>,
    /// What statistics count of the game; also its start, totals and winners.
    pub tally: GameTally,
    /// What the game is, whatever its file's layout ([`fingerprint`]): how `import`
    /// recognises a game already here without reading every game.
    #[serde(default)]
    pub fingerprint: String,
    /// What game it is, whatever its hands ([`start_print`]): how `import` finds the game
    /// a longer copy continues.
    #[serde(default)]
    pub start_print: Option<String>,
}

impl Summary {
    /// A game's summary, from its log and what the log replays to.
    pub fn of(log: &GameLog, report: &Report) -> Summary {
        Summary {
            variant: log.variant.clone(),
            sides: log.sides.clone(),
            hands: report.hands.len(),
            winner: report.winner.clone(),
            margin: report.margin,
            lead: report.lead.as_ref().map(|l| (l.side.clone(), l.by)),
            tally: crate::core::stats::tally(log, report),
            fingerprint: fingerprint(log),
            start_print: start_print(log),
        }
    }

    /// When the game was started, as written in its file.
    pub fn created(&self) -> Option<&str> {
        self.tally.created.as_deref()
    }

    pub fn finished(&self) -> bool {
        self.tally.finished
    }

    pub fn totals(&self) -> &crate::core::side::PerSide<Points> {
        &self.tally.totals
    }

    pub fn winners(&self) -> &[String] {
        &self.tally.winners
    }

    /// Each side's victory points, in seat order, for a finished game that gives them
    /// (a preset's `victory_points`); empty otherwise.
    pub fn victory_points(&self) -> Vec<(&str, Points)> {
        self.tally
            .sides
            .iter()
            .filter_map(|s| s.victory.map(|(vp, _)| (s.side.as_str(), vp)))
            .collect()
    }
}

/// What makes two game files the same game, whatever their layout: everything but the
/// day it began (compared apart, since a hand-written file may not say it).
pub fn meaning(log: &GameLog) -> String {
    serde_json::to_string(&(
        &log.variant,
        &log.sides,
        &log.dealer,
        &log.start,
        &log.hands,
    ))
    .unwrap_or_default()
}

/// The SHA-256 of a game's [`meaning`], in hexadecimal: two games with one fingerprint
/// are the same game.
pub fn fingerprint(log: &GameLog) -> String {
    sha256_hex(meaning(log).as_bytes())
}

/// The SHA-256, in hexadecimal, of what makes a game the one it is whatever its hands:
/// its variant, sides, first dealer, starting totals and the time it was started. Two
/// copies of one game that went on in two places share it, so `import` finds the game a
/// longer copy continues without reading every game. `start:` before the text keeps it
/// apart from every [`fingerprint`]. None for a game that does not say when it started.
pub fn start_print(log: &GameLog) -> Option<String> {
    let created = log.created.as_deref()?;
    let text = serde_json::to_string(&(&log.variant, &log.sides, &log.dealer, &log.start, created))
        .ok()?;
    Some(sha256_hex(format!("start:{text}").as_bytes()))
}

/// SHA-256 in hexadecimal.
fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A game, summarized, or why it cannot be read (the reader's reason, `E`).
pub type Summarized<E> = Result<Summary, E>;

/// What [`Summaries::games`] gave for one folder, with the ids it was given.
pub type Done<'d, E> = (Folder, &'d [String], &'d [Summarized<E>]);

/// Where game files are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    Games,
    Archive,
}

impl Folder {
    fn name(self) -> &'static str {
        match self {
            Folder::Games => "games",
            Folder::Archive => "archive",
        }
    }
}

/// What says whether a file is unchanged: length, modification time (ns since 1970),
/// and on Unix inode and change time (ns).
pub(super) type Key = (u64, i64, u64, i64);

/// The key and read time a game's summary is kept under (None: not kept).
type Kept = Option<(Key, i64)>;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Entry {
    key: Key,
    /// When the file was read (ns since 1970), for [`RACY`].
    read: i64,
    /// Only a game that reads is kept: a damaged one is read again each time.
    game: Summary,
}

impl Entry {
    fn trusted(&self, key: &Key) -> bool {
        self.key == *key && self.read.saturating_sub(key.1) > RACY
    }
}

/// Does a summary read from the cache hold only what a game file can (or is it forged or
/// damaged)? Every name by the name rule (no control characters, no separators, at most
/// 40 characters), the variant a plain name, every other text printable and short, the
/// winners and the leader among the sides, and the counts within what a file can hold.
/// One that does not is read again from its game file, which is the truth.
fn sane(s: &Summary) -> bool {
    use crate::core::text::check_name;
    let names_ok = |n: &str| check_name(n).is_ok();
    let sides: Vec<&str> = s.sides.iter().map(|d| d.name.as_str()).collect();
    let printable = |t: &str| t.len() <= 200 && !t.chars().any(char::is_control);
    let plain_variant = !s.variant.is_empty()
        && s.variant.len() <= 64
        && s.variant
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    plain_variant
        && s.sides.iter().all(|d| names_ok(&d.name) && d.players.iter().all(|p| names_ok(p)))
        // A 32 MB file holds fewer than a million hands.
        && s.hands <= 1_000_000
        && s.winner.as_deref().is_none_or(|w| sides.contains(&w))
        && s.lead.as_ref().is_none_or(|(l, _)| sides.contains(&l.as_str()))
        && s.tally.winners.iter().all(|w| sides.contains(&w.as_str()))
        && s.tally.created.as_deref().is_none_or(printable)
        && s.tally.sides.iter().all(|t| {
            sides.contains(&t.side.as_str())
                && t.members.iter().all(|m| names_ok(m))
                && t.pair.as_deref().is_none_or(printable)
                && t.seats.iter().all(|x| printable(x))
                && t.dealt.iter().all(|(d, _, _)| printable(d))
        })
        && numbers_fit(s)
}

/// The most points (or counts) a summary's number may be: a million hands of a billion
/// points each, far beyond any game, far below where a season's sums would overflow.
const MAX_POINTS: Points = 1_000_000_000_000_000;

/// Do a summary's numbers add up as a game's do, each within [`MAX_POINTS`]? Each side
/// played the game once (won, lost or still playing it), every hand of it, its hands
/// dealt adding up to them, its points by dealer to its points, and no more goings out
/// than hands. A forged entry (`9223372036854775807` points, four billion hands) does
/// not, and is read again from its game file.
fn numbers_fit(s: &Summary) -> bool {
    let small = |p: &Points| p.checked_abs().is_some_and(|a| a <= MAX_POINTS);
    let hands = u32::try_from(s.hands).ok();
    s.margin.as_ref().is_none_or(small)
        && s.lead.as_ref().is_none_or(|(_, by)| small(by))
        && s.tally.totals.values().all(small)
        && s.tally.sides.iter().all(|t| {
            let f = &t.figures;
            let dealt_hands = t.dealt.iter().try_fold(0u32, |n, d| n.checked_add(d.1));
            let dealt_points = t
                .dealt
                .iter()
                .try_fold(0 as Points, |n, d| n.checked_add(d.2));
            f.games == 1
                && [f.won, f.lost, f.in_play]
                    .map(u64::from)
                    .iter()
                    .sum::<u64>()
                    == 1
                && Some(f.hands) == hands
                && dealt_hands == Some(f.hands)
                && dealt_points == Some(f.points)
                && f.times_out <= f.hands
                && f.times_out_concealed <= f.times_out
                && [
                    Some(f.points),
                    f.best_hand,
                    f.worst_hand,
                    Some(f.red_threes),
                ]
                .iter()
                .flatten()
                .all(small)
                && f.canastas.values().chain(f.penalties.values()).all(small)
                && t.victory.is_none_or(|(vp, mp)| small(&vp) && small(&mp))
        })
}

/// The cache file.
#[derive(Debug, Default, Serialize, Deserialize)]
struct CacheFile {
    format: u32,
    /// The program that wrote it, the data folder as named, the user's presets: a cache
    /// written under others is not used.
    program: String,
    dir: String,
    presets: String,
    games: HashMap<String, Entry>,
    archive: HashMap<String, Entry>,
}

impl CacheFile {
    fn folder(&mut self, folder: Folder) -> &mut HashMap<String, Entry> {
        match folder {
            Folder::Games => &mut self.games,
            Folder::Archive => &mut self.archive,
        }
    }
}

/// The summaries of a command: the cache as read, the entries that still fit their
/// files taken from it, the others rebuilt; [`Summaries::save`] writes it back if
/// anything changed.
pub struct Summaries<'a> {
    store: &'a Store,
    /// `None`: the cache is not used (`CANASTA_NO_CACHE`).
    cache: Option<CacheFile>,
    /// The cache file being read and parsed meanwhile, and what it must have been
    /// written under.
    reading: Option<(std::thread::JoinHandle<Option<CacheFile>>, CacheFile)>,
    /// The folders given to [`Summaries::games`]: for each of their games, in order, the
    /// key and read time its summary is kept under (None: not kept).
    keys: Vec<(Folder, Vec<Kept>)>,
    changed: bool,
}

/// How a game file is read and replayed (or why it cannot be: the caller's reason, `E`).
pub type Reader<'r, E> = &'r (dyn Fn(&str) -> Result<(GameLog, Report), E> + Sync);

impl<'a> Summaries<'a> {
    /// The cache of `store`'s data folder (empty if it cannot be used), read on another
    /// thread while the game files are looked at.
    pub fn open(store: &'a Store) -> Summaries<'a> {
        let off = cache_off(store.disk());
        let mut summaries = Summaries {
            store,
            cache: None,
            reading: None,
            keys: Vec::new(),
            changed: false,
        };
        if off {
            return summaries;
        }
        let fresh = CacheFile {
            format: FORMAT,
            program: program(store.disk()),
            dir: store.dir_path().display().to_string(),
            presets: presets(store),
            ..CacheFile::default()
        };
        let path = store.dir_path().join(CACHE_FILE);
        let disk = store.shared_disk();
        summaries.reading = Some((std::thread::spawn(move || read_cache(&*disk, &path)), fresh));
        summaries
    }

    /// The cache as read (once read), if it is used.
    fn cache(&mut self) -> Option<&mut CacheFile> {
        if let Some((reading, fresh)) = self.reading.take() {
            let read = reading.join().ok().flatten().filter(|c| {
                c.format == fresh.format
                    && c.program == fresh.program
                    && c.dir == fresh.dir
                    && c.presets == fresh.presets
            });
            self.changed |= read.is_none();
            self.cache = Some(read.unwrap_or(fresh));
        }
        self.cache.as_mut()
    }

    /// The games `ids` of `folder`, in that order: from the cache where an entry still
    /// fits its file, else read with `read` (on every core) and summarized. Entries of
    /// games of `folder` not in `ids` are dropped. Once per folder.
    pub fn games<E: Send + From<crate::store::Error>>(
        &mut self,
        folder: Folder,
        ids: &[String],
        read: Reader<E>,
    ) -> Vec<Summarized<E>> {
        let dir = self.store.dir_path().join(folder.name());
        let mut out: Vec<Option<Summarized<E>>> = Vec::with_capacity(ids.len());
        let mut keys: Vec<Kept> = Vec::with_capacity(ids.len());
        // (index, key) of the games to read again; a key of None is not summarized.
        let mut stale: Vec<(usize, Option<Key>)> = Vec::new();
        let found: Vec<Option<Key>> = ids
            .iter()
            .map(|id| key_of(self.store.disk(), &dir.join(format!("{id}.yaml"))))
            .collect();
        let mut old = match self.cache() {
            Some(c) => std::mem::take(c.folder(folder)),
            None => HashMap::new(),
        };
        for (i, (id, key)) in ids.iter().zip(found).enumerate() {
            match (old.remove(id), key) {
                // A damaged game is never kept (below): it is read each time.
                (Some(entry), Some(key)) if entry.trusted(&key) && sane(&entry.game) => {
                    keys.push(Some((key, entry.read)));
                    out.push(Some(Ok(entry.game)));
                }
                (entry, key) => {
                    // An entry replaced (a file that is not a plain file is read each
                    // time and never kept); a new one is counted below, once read.
                    self.changed |= entry.is_some();
                    keys.push(None);
                    out.push(None);
                    stale.push((i, key));
                }
            }
        }
        // Entries of games that are gone.
        self.changed |= !old.is_empty();
        let use_cache = self.cache.is_some();
        for (i, key, read_at, game) in rebuild(self.store.disk(), ids, &stale, read) {
            // An entry read within the racy window of its file's change would never be
            // trusted: it is not kept, and the cache is not written for it (a game just
            // saved is read again until its file is older than that window).
            let kept = key.filter(|k| read_at.saturating_sub(k.1) > RACY && game.is_ok());
            if use_cache && let Some(k) = kept {
                keys[i] = Some((k, read_at));
                self.changed = true;
            }
            out[i] = Some(game);
        }
        self.keys.push((folder, keys));
        // The cache's remaining values are let go with the process.
        std::mem::forget(old);
        out.into_iter()
            .map(|g| {
                g.unwrap_or_else(|| {
                    Err(crate::store::Error::Fault("a game's summary not read".into()).into())
                })
            })
            .collect()
    }

    /// Write the cache back if it was stale: `done` holds what [`Summaries::games`] gave
    /// for each folder, with the ids it was given. A cache that cannot be written is left
    /// as it is: it is only ever a help.
    pub fn save<E>(mut self, done: &[Done<'_, E>]) {
        self.cache();
        let Some(cache) = self.cache else {
            return;
        };
        if self.changed {
            let entries = |folder: Folder| -> HashMap<&str, EntryRef<'_>> {
                let given = done.iter().find(|(f, _, _)| *f == folder);
                let keys = self.keys.iter().find(|(f, _)| *f == folder);
                match (given, keys) {
                    (Some((_, ids, games)), Some((_, keys))) => ids
                        .iter()
                        .zip(keys.iter())
                        .zip(games.iter())
                        .filter_map(|((id, key), game)| {
                            let (key, read) = (*key)?;
                            let game = game.as_ref().ok()?;
                            Some((id.as_str(), EntryRef { key, read, game }))
                        })
                        .collect(),
                    _ => {
                        let kept = match folder {
                            Folder::Games => &cache.games,
                            Folder::Archive => &cache.archive,
                        };
                        kept.iter()
                            .map(|(id, e)| {
                                (
                                    id.as_str(),
                                    EntryRef {
                                        key: e.key,
                                        read: e.read,
                                        game: &e.game,
                                    },
                                )
                            })
                            .collect()
                    }
                }
            };
            let view = CacheRef {
                format: cache.format,
                program: &cache.program,
                dir: &cache.dir,
                presets: &cache.presets,
                games: entries(Folder::Games),
                archive: entries(Folder::Archive),
            };
            let path = self.store.dir_path().join(CACHE_FILE);
            let _ = write_cache(self.store.disk(), &path, &view);
        }
        std::mem::forget(cache);
    }
}

/// [`CacheFile`] as written, borrowing the summaries.
#[derive(Serialize)]
struct CacheRef<'c> {
    format: u32,
    program: &'c str,
    dir: &'c str,
    presets: &'c str,
    games: HashMap<&'c str, EntryRef<'c>>,
    archive: HashMap<&'c str, EntryRef<'c>>,
}

/// [`Entry`] as written.
#[derive(Serialize)]
struct EntryRef<'c> {
    key: Key,
    read: i64,
    game: &'c Summary,
}

/// Read the games at `stale` (indexes into `ids`) with `read`, on every core: (index,
/// key, when read, the summary).
fn rebuild<E: Send>(
    disk: &dyn Disk,
    ids: &[String],
    stale: &[(usize, Option<Key>)],
    read: Reader<E>,
) -> Vec<(usize, Option<Key>, i64, Summarized<E>)> {
    if stale.is_empty() {
        return Vec::new();
    }
    let one = |&(i, key): &(usize, Option<Key>)| {
        let read_at = now_ns(disk);
        let game = read(&ids[i]).map(|(log, report)| Summary::of(&log, &report));
        (i, key, read_at, game)
    };
    crate::store::files::on_every_core(stale, one)
}

/// The key of a plain file; `None` for anything else (a link, a pipe, a folder, gone).
fn key_of(disk: &dyn Disk, path: &Path) -> Option<Key> {
    let meta = disk.look(path).ok()?;
    if !meta.is_file() {
        return None;
    }
    Some(meta.key)
}

pub(super) fn time_ns(t: SystemTime) -> i64 {
    match t.duration_since(UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_nanos()).unwrap_or(i64::MAX),
        Err(e) => -i64::try_from(e.duration().as_nanos()).unwrap_or(i64::MAX),
    }
}

pub(super) fn now_ns(disk: &dyn Disk) -> i64 {
    time_ns(disk.now())
}

/// No cache of the data folder is read or written (the summaries, the import's index)
/// when the disk says so (`CANASTA_NO_CACHE=1` on the computer).
pub(super) fn cache_off(disk: &dyn Disk) -> bool {
    // In a web page there is no cache: the page keeps few games, reads them at once, and
    // has no threads to read the cache beside them.
    cfg!(target_arch = "wasm32") || !disk.cache_allowed()
}

/// The program: its version and its executable file (a rebuilt canasta may count
/// differently).
pub(super) fn program(disk: &dyn Disk) -> String {
    let exe = disk
        .program_key()
        .map(|key| format!("{key:?}"))
        .unwrap_or_default();
    format!("{} {exe}", env!("CARGO_PKG_VERSION"))
}

/// The user's presets as they are now: a game file without `rules:` takes its variant's
/// preset, so its summary depends on them.
fn presets(store: &Store) -> String {
    let catalog = store.catalog();
    let Some(dir) = catalog.user_dir() else {
        return String::new();
    };
    let mut out = dir.display().to_string();
    for (name, path) in catalog.user_presets() {
        let key = store.disk().look_through(&path).ok().map(|m| m.key);
        out.push_str(&format!("\n{name} {key:?}"));
    }
    out
}

/// The cache as stored, if it reads.
fn read_cache(disk: &dyn Disk, path: &Path) -> Option<CacheFile> {
    // The folder must be a folder of ours, not a link elsewhere.
    let folder = path.parent()?;
    if !disk.look(folder).is_ok_and(|m| m.is_dir()) {
        return None;
    }
    let text = Files(disk).read_limited(path, MAX_CACHE_BYTES).ok()?;
    serde_json::from_str(&text).ok()
}

fn write_cache(disk: &dyn Disk, path: &Path, cache: &CacheRef) -> crate::store::error::Result<()> {
    let folder: PathBuf = match path.parent() {
        Some(f) => f.to_path_buf(),
        None => return Ok(()),
    };
    match disk.look(&folder) {
        Ok(m) if m.is_dir() => remove_old_temporaries(disk, &folder),
        Ok(_) => return Ok(()),
        Err(_) => disk.create_dir_all(&folder)?,
    }
    let text = serde_json::to_string(cache)?;
    if text.len() as u64 > MAX_CACHE_BYTES {
        return Ok(());
    }
    // Atomic (a reader sees the old cache or the new), never synced: a cache lost or cut
    // by a power cut is only rebuilt from the game files, which are the truth (and its
    // entries carry each file's size, times and inode, so an old one cannot mislead).
    Files(disk).replace_quick(path, &text)
}

/// Temporary files a killed write left in the cache folder (older than a minute: a
/// write under way is younger).
fn remove_old_temporaries(disk: &dyn Disk, folder: &Path) {
    let Ok(names) = disk.names(folder) else {
        return;
    };
    let now = disk.now();
    for name in names {
        let ours = name.starts_with(crate::store::files::TMP_PREFIX);
        let path = folder.join(&name);
        let old = ours
            && disk
                .look(&path)
                .ok()
                .filter(|m| m.is_file())
                .and_then(|m| m.modified)
                .and_then(|t| now.duration_since(t).ok())
                .is_some_and(|age| age.as_secs() > 60);
        if old {
            let _ = disk.remove_file(&path);
        }
    }
}

#[cfg(test)]
mod stats_over_summaries {
    use super::*;
    use crate::core::hand::Hand;
    use crate::core::stats::{Aliases, fold, season_chart, stats_with};
    use crate::game::{HandEdits, NewGame, apply_edits, new_log};
    use crate::store::catalog::Catalog;

    /// A game of `variant` with these sides and players, each hand given as lines
    /// (`We: out 4n 3m 4r 1000`) and who played alone, replayed.
    fn game(
        variant: &str,
        sides: &[&str],
        players: &[&str],
        hands: &[(&[&str], Option<&str>)],
    ) -> (GameLog, Report) {
        let catalog = Catalog::on(
            std::sync::Arc::new(crate::store::disk::MemDisk::new()),
            None,
        );
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
        let mut log = new_log(
            &catalog,
            &NewGame {
                variant: variant.into(),
                sides: names(sides),
                players: names(players),
                ..NewGame::default()
            },
            "2026-12-06T12:00:00Z",
        )
        .expect("log");
        for (lines, lone) in hands {
            let mut hand = Hand::default();
            let edits = HandEdits {
                lines: names(lines),
                lone: lone.map(str::to_string),
                ..HandEdits::default()
            };
            apply_edits(&log, &mut hand, &edits).expect("hand");
            log.hands.push(hand);
        }
        let report = crate::core::ledger::replay(&log).expect("replays");
        (log, report)
    }

    /// Statistics added up from summaries that went through the cache file's form are
    /// the statistics of the games themselves: players, partnerships, head-to-head, the
    /// season's chart, with and without merged names.
    #[test]
    fn stats_from_summaries_are_stats_from_the_games() {
        let four = ["Ann", "Bob", "Cy", "Di"];
        let won: &[&str] = &["We: out 4n 3m 4r 1000", "They: 90 -40"];
        let games = vec![
            game("classic", &[], &four, &[(won, None), (won, None)]),
            game(
                "classic",
                &[],
                &["ann", "Cy", "Zed", "Di"],
                &[(&["We: 90 -40", "They: out 1n 300"], None)],
            ),
            game(
                "classic",
                &[],
                &[],
                &[(&["We: out 2n 1m 2r 400", "They: 150 -30"], None)],
            ),
            game(
                "classic-3p",
                &["Ann", "Bob", "Eve"],
                &[],
                &[(
                    &[
                        "Bob: out 3n 1m 4r 800",
                        "Ann + Eve: 150",
                        "Ann: -60",
                        "Eve: -40",
                    ],
                    Some("Bob"),
                )],
            ),
            game(
                "classic-6p",
                &["A", "B", "C"],
                &[],
                &[(&["A: out 2n 4r 300", "B: 100 -20", "C: 50 -30 2r"], None)],
            ),
            game(
                "samba",
                &[],
                &four,
                &[(
                    &["We: out ♥5-J 5s6s7s8s9sTsJs KKKKKKK 2r", "They: 4d5d6d -20"],
                    None,
                )],
            ),
        ];
        let summaries: Vec<Summary> = games.iter().map(|(l, r)| Summary::of(l, r)).collect();
        // Every game's numbers add up as the cache checks them: none is read again.
        assert!(summaries.iter().all(sane), "{summaries:#?}");
        let text = serde_json::to_string(&summaries).expect("json");
        let read: Vec<Summary> = serde_json::from_str(&text).expect("read back");
        assert_eq!(read, summaries);
        let tallies: Vec<&GameTally> = read.iter().map(|s| &s.tally).collect();
        let mut merged = Aliases::new();
        merged.insert("zed".into(), "Bob".into());
        for aliases in [Aliases::new(), merged] {
            for vs in [None, Some(("Ann", "Bob")), Some(("Ann & Cy", "bob & di"))] {
                let want = stats_with(&games, vs, &aliases);
                let got = fold(tallies.iter().copied(), vs, &aliases);
                assert_eq!(got, want);
                assert_eq!(
                    season_chart(&tallies, &got, &[], &aliases),
                    season_chart(
                        &games
                            .iter()
                            .map(|(l, r)| crate::core::stats::tally(l, r))
                            .collect::<Vec<_>>()
                            .iter()
                            .collect::<Vec<_>>(),
                        &want,
                        &[],
                        &aliases
                    )
                );
            }
            assert_eq!(fold(tallies.iter().copied(), None, &aliases).games, 6);
        }
    }

    /// A game that gives victory points keeps them through the cache file's form, and
    /// statistics over its summaries sum them. Classic over 3 deals with the 3-deal table
    /// of research burraco.md §8 / [PUNTIB-VP] (0-50 10/10, 55-150 11/9, ..., 1505 and more
    /// 20/0); seed 001 "Scoring": `out 1n 300` is 500 + 100 + 300 = 900, `90 -40` is 50.
    #[test]
    fn victory_points_go_through_the_cache() {
        use crate::core::victory::VictoryBand;
        let (mut log, _) = game("classic", &[], &["Ann", "Cy", "Bob", "Di"], &[]);
        let mut rules = crate::core::presets::embedded("classic").expect("classic");
        rules.target = None;
        rules.hands = Some(3);
        rules.on_tie = crate::core::rules::TieRule::SharedWin;
        let ups = [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500];
        rules.victory_points = ups
            .iter()
            .zip(0..)
            .map(|(&u, i)| VictoryBand {
                up_to: Some(u),
                winner: 10 + i,
                loser: 10 - i,
            })
            .chain(std::iter::once(VictoryBand {
                up_to: None,
                winner: 20,
                loser: 0,
            }))
            .collect();
        log.rules = Some(rules);
        for (we, they) in [
            ("out 1n 300", "90 -40"),
            ("90 -40", "out 1n 300"),
            ("200", "50"),
        ] {
            let mut hand = Hand::default();
            let edits = HandEdits {
                lines: vec![format!("We: {we}"), format!("They: {they}")],
                ..HandEdits::default()
            };
            apply_edits(&log, &mut hand, &edits).expect("hand");
            log.hands.push(hand);
        }
        let report = crate::core::ledger::replay(&log).expect("replays");
        // We 900 + 50 + 200 = 1150, They 50 + 900 + 50 = 1000: 150 apart (55-150), 11 and 9.
        let summary = Summary::of(&log, &report);
        assert_eq!(summary.victory_points(), [("We", 11), ("They", 9)]);
        assert!(sane(&summary));
        let text = serde_json::to_string(&summary).expect("json");
        let read: Summary = serde_json::from_str(&text).expect("read back");
        assert_eq!(read, summary);
        let stats = fold([&read.tally], None, &Aliases::new());
        let pair = |name: &str| {
            let f = stats
                .partnerships
                .iter()
                .find(|f| f.name == name)
                .expect("a partnership");
            (f.rank, f.victory_points, f.match_points)
        };
        assert_eq!(pair("Ann & Bob"), (Some(1), Some(11), Some(1150)));
        assert_eq!(pair("Cy & Di"), (Some(2), Some(9), Some(1000)));
        // A summary written before victory points were kept reads, without them.
        let old = text
            .replace(",\"victory\":[11,1150]", "")
            .replace(",\"victory\":[9,1000]", "");
        assert_ne!(old, text);
        let read: Summary = serde_json::from_str(&old).expect("an old summary reads");
        assert!(read.victory_points().is_empty());
    }
}
