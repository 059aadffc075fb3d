//! Where games live: one YAML file per game (the same schema as the export) under
//! `<data dir>/games/`, plus a `current` file naming the current game.
//!
//! What a save promises, and why:
//!
//! - **Whole or not at all.** The new text goes to a temporary file (`.canasta-*`) in the
//!   same directory, is synced, renamed over the old file, and then the directory itself
//!   is synced, so a crash or a power cut at any instant leaves either the old game or the
//!   new one, and a "Saved" that was printed survives a power cut. Temporary files left by
//!   a process killed mid-save are removed by the next command that takes the lock.
//! - **One writer at a time.** Every command that changes a game holds an exclusive lock
//!   on the data directory itself (on Unix; elsewhere on the file `writing.lock`, which
//!   is never renamed over or removed) for its duration. On Unix the directory cannot be
//!   deleted from under the lock the way a lock file can, so removing files never lets
//!   two writers in. Who holds it, and since when, is written beside it (the file `lock`,
//!   replaced whole each time) for the waiting message; `--wait SECONDS` gives up (exit 2)
//!   instead of waiting on. The note is never the locked file itself: replacing a file
//!   another program holds open fails on Windows (a four-second retry on every save, seen
//!   under Wine) or, where it succeeds, would move the lock to a file nobody opens again.
//! - **Never cut short.** A save ends with the line `ledger::END_MARK`; a schema-2 file without
//!   it was truncated (a disk filled, a copy interrupted) and is refused rather than read
//!   with fewer hands and made permanent by the next save.
//! - **Only our own files.** A game id is a plain name (`[A-Za-z0-9_-]`, at most 64), never
//!   a path, wherever it comes from (`--game`, `use`, the `current` file), so no command
//!   reaches outside `games/`. New ids are made by checked arithmetic and created without
//!   replacing an existing file. Only regular files below a size limit are read (a FIFO,
//!   a device or a symlink is refused with its reason), so no file can hang a command or
//!   exhaust memory.
//!
//! A game file that does not parse is reported with its path, line and column, and is
//! never overwritten: loading fails before anything could be saved. The tests that hold
//! the store to this are `tests/cli/durability.rs` (kill -9 mid-save, concurrent writers)
//! and `tests/cli/hostile.rs` (each hostile file and id).

mod beside;
pub mod catalog;
mod clearing;
pub mod disk;
pub mod error;
pub mod files;
pub mod journal;
pub mod known;
mod small;
pub mod summary;
pub mod tournaments;
pub use small::{parse_alias_map, parse_aliases, parse_match};

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::store::disk::{DirLock, Disk, TryLock};

use crate::store::error::{Context, Error, Result};

use crate::core::ledger::{GameLog, LogError};
use crate::core::rules::Rules;
use crate::core::store_facts::{Doing, GameOrigin, LeftAsIs, Op, StoreRefused, Waiting};
use crate::core::text;
use crate::store::catalog::Catalog;
use crate::store::files::{Files, TMP_PREFIX};

/// Largest game file read (a 10,000-hand game is about 3 MB).
pub const MAX_GAME_BYTES: u64 = 32 * 1024 * 1024;
/// The largest draft (a hand being typed) that is read back.
const MAX_DRAFT_BYTES: u64 = 1024 * 1024;

/// Largest preset or single-hand file read.
pub const MAX_SMALL_BYTES: u64 = 1024 * 1024;

/// Longest game id.
/// What the last listing of `games/` and `archive/` found (see [`Listed`]).
const LISTED_FILE: &str = "cache/listed.json";

const MAX_ID: usize = 64;

/// The director's reason for a change to a game of a closed (or confirmed) tournament
/// round, and the front end it was typed at: both kept in the event's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason {
    pub why: String,
    pub by: Via,
}

pub use crate::core::tournament::Via;

/// The data directory and what is in it.
pub struct Store {
    dir: PathBuf,
    /// The folder's files, clock and randomness: the computer's, or a page's.
    disk: Arc<dyn Disk>,
    catalog: Catalog,
    wait: Option<Duration>,
    /// Who is told that this store waits for another canasta's lock (the front end,
    /// which words it); nobody until [`Store::set_wait`] names someone.
    tell: fn(&Waiting),
    /// Set once this command has cleared what killed saves left (when it opened the
    /// folder): the lock taken later in the same command need not look again.
    cleaned: std::sync::atomic::AtomicBool,
    /// What that clearing found in `games/` and `archive/`, for the lock taken later.
    listed: std::sync::Mutex<Option<Listed>>,
    /// The director's reason for changing a game of a closed tournament round (the
    /// command line's `--why`), carried to the game layer that asks for it.
    reason: Option<Reason>,
}

/// A game file's text as it was read or saved, to tell whether somebody else has
/// written to it since.
pub struct Seen {
    text: String,
}

impl Seen {
    /// A file's text as it was just saved.
    pub fn from_text(text: String) -> Seen {
        Seen { text }
    }

    /// The file's text as it was read or saved.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// Held while a command changes the store; released on drop.
pub struct Lock {
    _file: Box<dyn DirLock>,
    /// The highest game number in `games/` and `archive/` as listed when the lock was
    /// taken, with both folders' keys then: a new game's number without listing 10,000
    /// files again, while neither folder has changed (a commit under this lock forgets
    /// it).
    seen: std::cell::Cell<Option<Listed>>,
}

/// What listing `games/` and `archive/` under the lock found (kept in
/// `cache/listed.json` for the next command: while neither folder has changed since, no
/// killed save has left anything there to clear and the highest number is the same, so a
/// club's folder of 10,000 games is not listed again by every command).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
struct Listed {
    max: Option<u64>,
    folders: (Option<summary::Key>, Option<summary::Key>),
}

/// Is `id` a plain game id: 1 to 64 letters, digits, `-` or `_`?
pub fn check_id(id: &str) -> Result<()> {
    let plain = !id.is_empty()
        && id.len() <= MAX_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !plain {
        return Err(StoreRefused::NotGameId {
            id: text::quote(id),
            max: MAX_ID,
        }
        .into());
    }
    Ok(())
}

impl Store {
    /// Open (creating if needed) the data folder `dir` of `disk` (a page's own files, or
    /// a test's in memory).
    pub fn open_on(disk: Arc<dyn Disk>, dir: PathBuf, catalog: Catalog) -> Result<Store> {
        disk.create_dir_all(&dir)
            .with_context(|| Doing::new(Op::CreateDataDir, dir.display()))?;
        // `games/` a folder of its own (a link there is refused, never followed).
        Files(&*disk).own_folder(&dir, "games", true)?;
        let store = Store {
            dir,
            disk,
            catalog,
            wait: None,
            tell: |_| {},
            cleaned: std::sync::atomic::AtomicBool::new(false),
            listed: std::sync::Mutex::new(None),
            reason: None,
        };
        // A change of several files was cut short: finish it before anything is read, so
        // that every command sees all of it or none.
        if crate::store::journal::pending(store.files(), &store.dir) {
            drop(store.lock()?);
        } else {
            store.clean_if_free();
        }
        Ok(store)
    }

    /// Make a change of several files all or nothing ([`crate::store::journal`]); the caller
    /// holds the lock.
    pub fn commit(&self, lock: &Lock, change: crate::store::journal::Change) -> Result<()> {
        lock.seen.set(None);
        crate::store::journal::commit(self.files(), &self.dir, change)
    }

    /// Give up waiting for another canasta's lock after `wait` (`--wait SECONDS`), and
    /// tell `tell` each time the lock is found held (before waiting for it).
    pub fn set_wait(&mut self, wait: Option<Duration>, tell: fn(&Waiting)) {
        self.wait = wait;
        self.tell = tell;
    }

    /// The director's reason for the changes this store makes to a closed tournament
    /// round's games (`--why`), and where it was given.
    pub fn set_reason(&mut self, why: Option<String>, by: Via) {
        self.reason = why.map(|why| Reason { why, by });
    }

    /// The reason given with [`Store::set_reason`] or [`Store::with_reason`], if any.
    pub fn reason(&self) -> Option<Reason> {
        self.reason.clone()
    }

    /// The same data folder for one call that carries its own reason (a change the
    /// director makes from the desk, through a server that shares one store between its
    /// calls, or from table mode's desk): a store of its own, so the reason is a value the
    /// call holds and never reaches another call. Its wait and its teller are this one's.
    pub fn with_reason(&self, reason: Option<Reason>) -> Store {
        Store {
            dir: self.dir.clone(),
            disk: self.disk.clone(),
            catalog: self.catalog.clone(),
            wait: self.wait,
            tell: self.tell,
            cleaned: std::sync::atomic::AtomicBool::new(false),
            listed: std::sync::Mutex::new(None),
            reason,
        }
    }

    /// Where rule sets are found.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The folder's files, with the store's guarantees.
    pub fn files(&self) -> Files<'_> {
        Files(&*self.disk)
    }

    /// The disk the folder is on (its files, clock and randomness).
    pub fn disk(&self) -> &dyn Disk {
        &*self.disk
    }

    /// The disk, shared (for a thread that reads beside the command).
    pub fn shared_disk(&self) -> Arc<dyn Disk> {
        self.disk.clone()
    }

    /// The time now, in UTC to the second (`2026-12-06T13:02:44Z`), for what the game
    /// layer stamps (a game's start, a round published, a confirmation, a correction):
    /// the game layer has no clock of its own, so that it runs where the store says
    /// what time it is (a web page's store asks the browser).
    pub fn now(&self) -> String {
        utc_at(self.disk.now())
    }

    /// A new id, 16 random hex digits: a hand's typing id when a front end begins to type
    /// it. From the system's randomness; without it, from the clock and the process, unique
    /// enough for one game. The game layer has no randomness of its own.
    pub fn new_id(&self) -> String {
        let bytes = match self.disk.random() {
            Ok(bytes) => bytes,
            Err(_) => {
                let nanos = self
                    .disk
                    .now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos());
                ((nanos as u64) ^ (u64::from(self.disk.process_id()) << 40)).to_le_bytes()
            }
        };
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A new key (16 random hex digits) from the disk's randomness; none without it.
    pub fn new_key(&self) -> Result<String> {
        let bytes = self.disk.random()?;
        Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// Take the store's write lock. Waits for another `canasta` to finish (saying who it
    /// is and since when), or gives up after `--wait`. Then removes temporary files that
    /// a killed save left behind: under the lock, no save is under way.
    pub fn lock(&self) -> Result<Lock> {
        let file = self
            .disk
            .lock(&self.dir)
            .with_context(|| Doing::new(Op::OpenToLock, self.dir.display()))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLock::WouldBlock) => {
                // The note beside the lock is read as any file of the folder is: a pipe,
                // a link (to /dev/zero, say) or a huge file is not read at all.
                let holder = self
                    .files()
                    .read_limited(&self.dir.join("lock"), 1024)
                    .ok()
                    .map(|h| text::printable(h.trim(), 200))
                    .filter(|h| !h.is_empty());
                let dir = self.dir.display().to_string();
                match self.wait {
                    None => {
                        let waiting = Waiting {
                            holder,
                            dir,
                            secs: None,
                        };
                        (self.tell)(&waiting);
                        file.lock()
                            .with_context(|| Doing::new(Op::Lock, self.dir.display()))?;
                    }
                    Some(wait) => {
                        let waiting = Waiting {
                            holder: holder.clone(),
                            dir: dir.clone(),
                            secs: Some(wait.as_secs()),
                        };
                        (self.tell)(&waiting);
                        let started = self.disk.now();
                        let waited = || self.disk.now().duration_since(started).unwrap_or_default();
                        loop {
                            match file.try_lock() {
                                Ok(()) => break,
                                Err(TryLock::WouldBlock) if waited() < wait => {
                                    self.disk.sleep(Duration::from_millis(20));
                                }
                                Err(TryLock::WouldBlock) => {
                                    let gave_up = StoreRefused::GaveUp {
                                        secs: wait.as_secs(),
                                        holder,
                                        dir,
                                    };
                                    return Err(Error::GaveUp(Box::new(gave_up)));
                                }
                                Err(TryLock::Error(e)) => {
                                    return Err(e)
                                        .with_context(|| Doing::new(Op::Lock, self.dir.display()));
                                }
                            }
                        }
                    }
                }
            }
            Err(TryLock::Error(e)) => {
                return Err(e).with_context(|| Doing::new(Op::Lock, self.dir.display()));
            }
        }
        // Who holds the lock, for the message another canasta prints while it waits.
        let command = self.disk.command();
        // Written beside the file, then renamed over it: a link or a pipe put there is
        // replaced, never written through.
        let _ = self.files().replace_quick(
            &self.dir.join("lock"),
            &format!(
                "canasta (process {}, `canasta {}`) since {}\n",
                self.disk.process_id(),
                command.join(" "),
                self.now()
            ),
        );
        // Under the lock: cleared already if this command did it when it opened the
        // folder (a long-lived store, the board's or table mode's, clears again); either
        // way the highest game number in `games/` and `archive/` is noted (a new game's
        // number checks it still holds, and that the number is free).
        let listed = std::mem::take(&mut *self.listed.lock().unwrap_or_else(|p| p.into_inner()));
        let cleaned = self
            .cleaned
            .swap(false, std::sync::atomic::Ordering::SeqCst);
        // A change of several files killed half way is finished (or, uncommitted, dropped)
        // before this command sees anything.
        crate::store::journal::recover(self.files(), &self.dir)?;
        let seen = match listed {
            Some(listed) if cleaned => listed,
            _ => {
                let listed = self.remove_stale_temporaries();
                self.keep_listed(&listed);
                listed
            }
        };
        Ok(Lock {
            _file: file,
            seen: std::cell::Cell::new(Some(seen)),
        })
    }

    /// The data folder's own folder `name` (`games`, `drafts`, `archive`, `matches`):
    /// refused when a link or a file is there ([`crate::store::files::own_folder`]); it may be
    /// missing (a write makes it, through [`Store::save_draft`] or the journal).
    pub fn folder(&self, name: &str) -> Result<PathBuf> {
        self.files().own_folder(&self.dir, name, false)
    }

    /// The file a game id is stored in; the id must be plain ([`check_id`]).
    pub fn path_of(&self, id: &str) -> Result<PathBuf> {
        check_id(id)?;
        Ok(self.folder("games")?.join(format!("{id}.yaml")))
    }

    /// The file an archived game `id` is kept in.
    fn archive_path(&self, id: &str) -> Result<PathBuf> {
        check_id(id)?;
        Ok(self.folder("archive")?.join(format!("{id}.yaml")))
    }

    /// Load an archived game.
    pub fn load_archived(&self, id: &str) -> Result<GameLog> {
        let path = self.archive_path(id)?;
        let text = self
            .files()
            .read_limited(&path, MAX_GAME_BYTES)
            .with_context(|| Doing::new(Op::ReadArchived, path.display()))?;
        parse_log(&text, &path.display().to_string(), &|v| {
            self.catalog.resolve_name(v)
        })
    }

    /// Delete game `id` (and its draft); it stops being current, and leaves any match it
    /// was a game of. Under the lock, all or nothing.
    pub fn delete(&self, id: &str) -> Result<()> {
        let lock = self.lock()?;
        let path = self.path_of(id)?;
        if !self.disk.look(&path).is_ok_and(|m| m.is_file()) {
            return Err(StoreRefused::NoGameToDelete {
                id: text::quote(id),
            }
            .into());
        }
        let mut change = crate::store::journal::Change::new();
        change.remove(&format!("games/{id}.yaml"));
        for draft in self.drafts_of(id) {
            change.remove(&draft);
        }
        if let Some(mut m) = self.match_of(id) {
            m.games.retain(|g| g != id);
            change.put(
                &format!("matches/{}.yaml", m.name),
                serde_yaml::to_string(&m)?,
            );
        }
        if self.current().as_deref() == Some(id) {
            change.remove("current");
        }
        self.commit(&lock, change)
    }

    /// Move game `id` to the archive: kept, out of `list` and the picker. Under the lock.
    pub fn archive(&self, id: &str) -> Result<()> {
        let lock = self.lock()?;
        self.archive_locked(&lock, id)
    }

    /// The merged spellings of players' names (`players.yaml`: `merged: {anne: Ann}`),
    /// read as every file of the folder is (a plain file, small, not nested deep), with a
    /// name given twice, a name the name rule refuses, or a merge into itself or in a
    /// circle refused with its reason.
    pub fn aliases(&self) -> Result<crate::core::stats::Aliases> {
        let path = self.dir.join("players.yaml");
        if self.disk.look(&path).is_err() {
            return Ok(crate::core::stats::Aliases::new());
        }
        let text = self.files().read_yaml(&path, MAX_SMALL_BYTES)?;
        parse_aliases(&text).map_err(|e| {
            Error::from(StoreRefused::BadAliases {
                path: path.display().to_string(),
                reason: e,
            })
        })
    }

    /// Record that `from` is the same person as `into` (names in any case). Under the lock.
    pub fn merge_player(&self, from: &str, into: &str) -> Result<()> {
        let _lock = self.lock()?;
        let mut merged = self.aliases()?;
        crate::core::stats::merge(&mut merged, from, into)?;
        self.save_aliases(&merged)
    }

    /// Save the merged names (under the caller's lock).
    fn save_aliases(&self, merged: &crate::core::stats::Aliases) -> Result<()> {
        self.files()
            .write_atomic(&self.dir.join("players.yaml"), &aliases_text(merged)?)
    }

    /// The match called `name`, if there is one. Read as every file of the folder is; a
    /// match whose name or games are not plain ids is refused with its reason.
    pub fn load_match(&self, name: &str) -> Result<Option<crate::core::matches::Match>> {
        check_id(name).map_err(|_| {
            Error::from(StoreRefused::BadMatchName {
                name: text::quote(name),
            })
        })?;
        let path = self.folder("matches")?.join(format!("{name}.yaml"));
        if self.disk.look(&path).is_err() {
            return Ok(None);
        }
        let text = self.files().read_yaml(&path, MAX_SMALL_BYTES)?;
        let m = parse_match(&text).map_err(|e| {
            Error::from(StoreRefused::BadMatch {
                path: path.display().to_string(),
                reason: e,
            })
        })?;
        if m.name != name {
            return Err(StoreRefused::MatchNamesItself {
                path: path.display().to_string(),
                name: text::quote(&m.name),
            }
            .into());
        }
        Ok(Some(m))
    }

    /// The names of the matches in `matches/`, sorted.
    pub fn match_names(&self) -> Result<Vec<String>> {
        self.names_in("matches")
    }

    /// The plain names of the `NAME.yaml` files of the folder's own folder `folder`,
    /// sorted (a matches' or tournaments' list).
    pub fn names_in(&self, folder: &str) -> Result<Vec<String>> {
        let dir = self.folder(folder)?;
        let Ok(entries) = self.disk.names(&dir) else {
            return Ok(Vec::new());
        };
        let mut names: Vec<String> = entries
            .into_iter()
            .filter_map(|name| name.strip_suffix(".yaml").map(str::to_string))
            .filter(|n| check_id(n).is_ok())
            .collect();
        crate::core::order::sort(&mut names);
        Ok(names)
    }

    /// A game file's text as it is (`archived`: from the archive).
    pub fn game_text(&self, id: &str, archived: bool) -> Result<String> {
        if archived {
            let path = self.archive_path(id)?;
            self.files()
                .read_limited(&path, MAX_GAME_BYTES)
                .with_context(|| Doing::new(Op::ReadArchived, path.display()))
        } else {
            self.read_game(id)
        }
    }

    /// The match game `id` belongs to, if any.
    pub fn match_of(&self, id: &str) -> Option<crate::core::matches::Match> {
        let dir = self.folder("matches").ok()?;
        for file in self.disk.names(&dir).ok()? {
            let Some(name) = file.strip_suffix(".yaml") else {
                continue;
            };
            if let Ok(Some(m)) = self.load_match(name)
                && m.games.iter().any(|g| g == id)
            {
                return Some(m);
            }
        }
        None
    }

    /// The folders a page must never show (the data folder, the user's presets): the
    /// wording of an error for a page says them as words (the rendering layer's
    /// `say_hiding`).
    pub fn private_folders(&self) -> Vec<String> {
        [Some(self.dir.as_path()), self.catalog.user_dir()]
            .into_iter()
            .flatten()
            .map(|p| p.display().to_string())
            .filter(|p| !p.is_empty())
            .collect()
    }

    /// The data folder's own path.
    pub fn dir_path(&self) -> &Path {
        &self.dir
    }

    /// `archive`, for a caller that holds the lock: the game moves, its draft goes, and it
    /// stops being current, all or nothing.
    pub fn archive_locked(&self, lock: &Lock, id: &str) -> Result<()> {
        let from = self.path_of(id)?;
        let to = self.archive_path(id)?;
        if self.disk.look(&to).is_ok() {
            return Err(StoreRefused::ArchivedExists { id: id.to_string() }.into());
        }
        if !self.disk.look(&from).is_ok_and(|m| m.is_file()) {
            return Err(StoreRefused::NoGameToArchive {
                id: text::quote(id),
            }
            .into());
        }
        let mut change = crate::store::journal::Change::new();
        change.rename(&format!("games/{id}.yaml"), &format!("archive/{id}.yaml"));
        change.remove(&format!("drafts/{id}.yaml"));
        if self.current().as_deref() == Some(id) {
            change.remove("current");
        }
        self.commit(lock, change)
    }

    /// Bring archived game `id` back among the games. Under the lock.
    pub fn unarchive(&self, id: &str) -> Result<()> {
        let _lock = self.lock()?;
        let from = self.archive_path(id)?;
        let to = self.path_of(id)?;
        if self.disk.look_through(&from).is_err() {
            return Err(StoreRefused::NoArchivedGame {
                id: text::quote(id),
            }
            .into());
        }
        if self.disk.look_through(&to).is_ok() {
            return Err(StoreRefused::GameExists { id: id.to_string() }.into());
        }
        self.disk
            .rename(&from, &to)
            .with_context(|| Doing::new(Op::Move, from.display()))?;
        self.files().sync_parent(&to)?;
        self.files().sync_parent(&from)
    }

    /// Save a new game under a fresh id and make it current, all or nothing (through
    /// the journal, under the caller's lock): a kill or a full disk leaves either no new
    /// game and the current game as it was, or both. Its id.
    pub fn create_current(&self, lock: &Lock, log: &GameLog) -> Result<String> {
        let text = log_text(log)?;
        check_size(&text)?;
        let id = self.next_id_locked(lock)?;
        let mut change = crate::store::journal::Change::new();
        change.put(&format!("games/{id}.yaml"), text);
        change.put("current", format!("{id}\n"));
        self.commit(lock, change)?;
        Ok(id)
    }

    /// Is `id` free: no game and no archived game has it?
    pub fn is_free(&self, id: &str) -> Result<bool> {
        Ok(self.disk.look(&self.path_of(id)?).is_err()
            && self.disk.look(&self.archive_path(id)?).is_err())
    }

    /// The next free game number, above every numbered game (archived ones too) and every
    /// id in `taken` (ids given out by a change not yet made).
    pub fn next_id(&self, taken: &std::collections::HashSet<String>) -> Result<String> {
        let mut known = self.ids()?;
        known.extend(self.archived_ids()?);
        let max = known
            .iter()
            .chain(taken)
            .filter_map(|id| id.parse::<u64>().ok())
            .max();
        match max.map_or(Some(1), |m| m.checked_add(1)) {
            Some(n) => Ok(n.to_string()),
            None => Err(StoreRefused::NoFreeNumber {
                dir: self.dir.join("games").display().to_string(),
            }
            .into()),
        }
    }

    /// The next free game number under `lock`: from what listing the folders under it
    /// found, while neither folder has changed since (nothing committed under it, no
    /// file moved by hand), else by listing them.
    fn next_id_locked(&self, lock: &Lock) -> Result<String> {
        if let Some(seen) = lock.seen.get()
            && seen.folders == self.folder_keys()
            && seen.folders.0.is_some()
        {
            return match seen.max.map_or(Some(1), |m| m.checked_add(1)) {
                Some(n) if self.is_free(&n.to_string())? => Ok(n.to_string()),
                _ => self.next_id(&std::collections::HashSet::new()),
            };
        }
        self.next_id(&std::collections::HashSet::new())
    }

    /// The file of game `id`, for messages.
    pub fn describe(&self, id: &str) -> String {
        match self.path_of(id) {
            Ok(p) => p.display().to_string(),
            Err(_) => text::quote(id),
        }
    }

    /// Ids of all stored games, oldest first (numbered ids in order, then the others).
    pub fn ids(&self) -> Result<Vec<String>> {
        self.ids_in("games")
    }

    /// Ids of the archived games (`archive/`), oldest first.
    pub fn archived_ids(&self) -> Result<Vec<String>> {
        if !self
            .disk
            .look(&self.folder("archive")?)
            .is_ok_and(|m| m.is_dir())
        {
            return Ok(Vec::new());
        }
        self.ids_in("archive")
    }

    fn ids_in(&self, folder: &str) -> Result<Vec<String>> {
        let mut ids: Vec<(u64, String)> = Vec::new();
        let games = self.folder(folder)?;
        let names = self
            .disk
            .names(&games)
            .with_context(|| Doing::new(Op::Read, games.display()))?;
        for name in names {
            if let Some(stem) = name.strip_suffix(".yaml")
                && check_id(stem).is_ok()
            {
                ids.push((stem.parse().unwrap_or(u64::MAX), stem.to_string()));
            }
        }
        crate::core::order::sort(&mut ids);
        Ok(ids.into_iter().map(|(_, id)| id).collect())
    }

    /// Whether something is at `path` (a link followed), as `Path::exists` says.
    fn exists(&self, path: &Path) -> bool {
        self.disk.look_through(path).is_ok()
    }

    /// The current game's id, if one was set, is a plain id, and still exists.
    pub fn current(&self) -> Option<String> {
        let id = self
            .files()
            .read_limited(&self.dir.join("current"), 1024)
            .ok()?;
        let id = id.trim().to_string();
        self.exists(&self.path_of(&id).ok()?).then_some(id)
    }

    pub fn set_current(&self, id: &str) -> Result<()> {
        check_id(id)?;
        self.files().check_replaceable(&self.dir.join("current"))?;
        self.files()
            .write_atomic(&self.dir.join("current"), &format!("{id}\n"))
    }

    /// The game to act on: `given`, or the current one.
    pub fn resolve(&self, given: Option<&str>) -> Result<String> {
        match given {
            Some(id) => {
                if self.exists(&self.path_of(id)?) {
                    Ok(id.to_string())
                } else if self.exists(&self.archive_path(id)?) {
                    Err(StoreRefused::Archived { id: id.to_string() }.into())
                } else {
                    let ids = self.ids()?;
                    if ids.is_empty() {
                        return Err(StoreRefused::NoGameYet {
                            id: text::quote(id),
                        }
                        .into());
                    }
                    Err(StoreRefused::NoGame {
                        id: text::quote(id),
                        ids: ids.join(", "),
                    }
                    .into())
                }
            }
            None => self
                .current()
                .ok_or_else(|| Error::from(StoreRefused::NoCurrent)),
        }
    }

    /// Load a game file. Rules missing from the file are taken from its variant's preset.
    pub fn load(&self, id: &str) -> Result<GameLog> {
        Ok(self.load_seen(id)?.0)
    }

    /// Save a game over its file, atomically (tests set a game up so; every change of the
    /// program goes through `game::change_game`).
    pub fn save(&self, id: &str, log: &GameLog) -> Result<()> {
        self.save_text(id, &log_text(log)?)
    }

    /// Save a game's text (as `log_text` or `ledger::replace_hands_checked` made it).
    pub fn save_text(&self, id: &str, text: &str) -> Result<()> {
        let path = self.path_of(id)?;
        check_size(text)?;
        if self.disk.look(&path).is_ok_and(|m| !m.is_file()) {
            return Err(StoreRefused::NotPlainGame {
                path: path.display().to_string(),
                dir: self.dir.join("games").display().to_string(),
            }
            .into());
        }
        self.files().write_atomic(&path, text)
    }

    /// Load a game and remember the file as it was, for [`Store::save_if_unchanged`].
    pub fn load_seen(&self, id: &str) -> Result<(GameLog, Seen)> {
        let text = self.read_game(id)?;
        let log = parse_log(&text, &self.describe(id), &|v| self.catalog.resolve_name(v))?;
        Ok((log, Seen { text }))
    }

    /// Has the game's file changed since it was `seen` (another canasta wrote to it)?
    pub fn changed_since(&self, id: &str, seen: &Seen) -> bool {
        self.read_game(id).map_or(true, |text| text != seen.text)
    }

    fn read_game(&self, id: &str) -> Result<String> {
        let path = self.path_of(id)?;
        self.files()
            .read_limited(&path, MAX_GAME_BYTES)
            .with_context(|| Doing::new(Op::ReadGame, path.display()))
    }

    /// Save a new game under a fresh id (one more than the highest numbered game) and
    /// return the id. The file is created without replacing anything: if another file
    /// took the id meanwhile, the next number is tried.
    pub fn create(&self, log: &GameLog) -> Result<String> {
        let text = log_text(log)?;
        check_size(&text)?;
        // Archived games keep their numbers: a new game never takes one.
        let mut known = self.ids()?;
        known.extend(self.archived_ids()?);
        let mut next = known
            .iter()
            .filter_map(|id| id.parse::<u64>().ok())
            .max()
            .map_or(Some(1), |max| max.checked_add(1));
        for _ in 0..100 {
            let Some(n) = next else { break };
            let id = n.to_string();
            let path = self.path_of(&id)?;
            if self.exists(&self.archive_path(&id)?) {
                next = n.checked_add(1);
                continue;
            }
            let tmp = self.files().write_temporary(&path, &text, None)?;
            match self.disk.rename_new(&tmp, &path) {
                Ok(()) => {
                    self.files().sync_parent(&path)?;
                    return Ok(id);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    next = n.checked_add(1);
                }
                Err(e) => {
                    return Err(e).with_context(|| Doing::new(Op::Create, path.display()));
                }
            }
        }
        Err(StoreRefused::NoFreeNumber {
            dir: self.dir.join("games").display().to_string(),
        }
        .into())
    }
}

/// The text of `players.yaml` for `merged`.
pub fn aliases_text(merged: &crate::core::stats::Aliases) -> Result<String> {
    let mut text = String::from(
        "# Players' names merged by `canasta players merge`: a spelling (lower case) and the name it stands for.\n",
    );
    text.push_str(&serde_yaml::to_string(
        &serde_json::json!({ "merged": merged }),
    )?);
    Ok(text)
}

/// The game log as saved: YAML, then [`END_MARK`].
pub fn log_text(log: &GameLog) -> Result<String> {
    crate::core::ledger::log_text(log).with_context(|| Doing::new(Op::WriteYaml, ""))
}

/// A game's text is saved only if it can be read back: at most [`MAX_GAME_BYTES`].
pub fn check_size(text: &str) -> Result<()> {
    if text.len() as u64 > MAX_GAME_BYTES {
        return Err(StoreRefused::TooBigToSave {
            mb: format!("{:.1}", text.len() as f64 / (1024.0 * 1024.0)),
            limit_mb: MAX_GAME_BYTES / (1024 * 1024),
        }
        .into());
    }
    Ok(())
}

/// Parse a game log from YAML text (`ledger::parse_log`); `origin` names the file in
/// messages. A missing `rules:` is filled from the named preset.
pub fn parse_log(
    text: &str,
    origin: impl Into<GameOrigin>,
    resolve: &dyn Fn(&str) -> Result<Rules>,
) -> Result<GameLog> {
    let origin = origin.into();
    // Why the variant's rules could not be had, kept to follow the refusal as its cause.
    let failed = std::cell::RefCell::new(None);
    let resolve = |name: &str| {
        resolve(name)
            .map_err(|e| *failed.borrow_mut() = Some(e))
            .ok()
    };
    crate::core::ledger::parse_log(text, &resolve).map_err(|e| {
        let left = match e {
            LogError::CutShort => LeftAsIs::CutShort,
            LogError::Variant { .. } | LogError::Rules(_) => LeftAsIs::No,
            _ => LeftAsIs::Yes,
        };
        let refused = StoreRefused::GameFile {
            origin,
            error: e,
            left,
        };
        match failed.take() {
            Some(cause) => Error::Around {
                refused: Box::new(refused),
                cause: Box::new(cause),
            },
            None => Error::from(refused),
        }
    })
}

/// A time in UTC to the second, `YYYY-MM-DDTHH:MM:SSZ` (for `created:` and the lock's
/// holder).
pub fn utc_at(at: std::time::SystemTime) -> String {
    let since = at.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    // To the nearest second, as a clock shows it.
    let seconds = since.as_secs() + u64::from(since.subsec_nanos() >= 500_000_000);
    crate::core::instant::format_utc(i64::try_from(seconds).unwrap_or(i64::MAX))
}
