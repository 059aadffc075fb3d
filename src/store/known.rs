//! The games here by what they are (`cache/known.json`): each game's fingerprint (the
//! SHA-256 of its meaning, `summary::fingerprint`) with its id, whether it is archived
//! and the day it began, so that `import` recognises a game already here without reading
//! 10,000 games or their summaries.
//!
//! Like the summary cache it is never the truth, only a help: it is trusted only while
//! the `games/` and `archive/` folders are as they were when it was written (each
//! folder's modification time and inode: every save, new game, archive or delete renames
//! a file into or out of one of them, which changes the folder's time), a game it names
//! is read to be sure before it is called the same, and when it is not trusted the game
//! layer builds it again from the summaries. `CANASTA_NO_CACHE=1` skips it.

use std::collections::HashMap;
use std::fs;

use serde::{Deserialize, Serialize};

use super::Store;
use super::summary::{Key, RACY, meta_key, now_ns, program};

/// The index's file, under the data folder.
const KNOWN_FILE: &str = "cache/known.json";

/// The largest index read (10,000 games take about 1 MB).
const MAX_KNOWN_BYTES: u64 = 64 * 1024 * 1024;

/// Bumped whenever the file changes shape or meaning.
const FORMAT: u32 = 1;

/// One game of the index: its id, whether archived, the day it began (as its file says).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownGame {
    pub id: String,
    pub archived: bool,
    pub created: Option<String>,
}

/// Games by fingerprint.
pub type ByFingerprint = HashMap<String, Vec<KnownGame>>;

#[derive(Debug, Default, Serialize, Deserialize)]
struct KnownFile {
    format: u32,
    program: String,
    dir: String,
    /// The `games/` and `archive/` folders' keys when it was written.
    games: Option<Key>,
    archive: Option<Key>,
    known: ByFingerprint,
}

/// The two folders' keys now.
fn folders(store: &Store) -> (Option<Key>, Option<Key>) {
    let key = |name: &str| {
        fs::symlink_metadata(store.dir_path().join(name))
            .ok()
            .filter(fs::Metadata::is_dir)
            .map(|m| meta_key(&m))
    };
    (key("games"), key("archive"))
}

fn off() -> bool {
    std::env::var_os("CANASTA_NO_CACHE").is_some_and(|v| !v.is_empty() && v != "0")
}

/// The index, if there is one that still describes the folders.
pub fn read(store: &Store) -> Option<ByFingerprint> {
    if off() {
        return None;
    }
    let path = store.dir_path().join(KNOWN_FILE);
    if !path
        .parent()
        .and_then(|f| fs::symlink_metadata(f).ok())
        .is_some_and(|m| m.is_dir())
    {
        return None;
    }
    let text = crate::store::files::read_limited(&path, MAX_KNOWN_BYTES).ok()?;
    let file: KnownFile = serde_json::from_str(&text).ok()?;
    let (games, archive) = folders(store);
    (file.format == FORMAT
        && file.program == program()
        && file.dir == store.dir_path().display().to_string()
        && file.games == games
        && file.archive == archive)
        .then_some(file.known)
}

/// Write the index of the folders as they are now (the caller holds the store's lock, or
/// built `known` from them just before). Not written while a folder changed within the
/// last [`RACY`] nanoseconds by a hand other than this process's (a folder's time may not
/// tick for a change made within the same tick): `ours` says the last change was this
/// process's own, under the lock, made before `known` was completed. A failure is
/// ignored: the index is only a help.
pub fn write(store: &Store, known: &ByFingerprint, ours: bool) {
    if off() {
        return;
    }
    let (games, archive) = folders(store);
    let now = now_ns();
    let racy = |k: &Option<Key>| k.is_some_and(|k| now.saturating_sub(k.1) <= RACY);
    if !ours && (racy(&games) || racy(&archive)) {
        return;
    }
    let file = KnownFile {
        format: FORMAT,
        program: program(),
        dir: store.dir_path().display().to_string(),
        games,
        archive,
        known: known.clone(),
    };
    let folder = store.dir_path().join("cache");
    match fs::symlink_metadata(&folder) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return,
        Err(_) => {
            if fs::create_dir_all(&folder).is_err() {
                return;
            }
        }
    }
    if let Ok(text) = serde_json::to_string(&file) {
        let _ = crate::store::files::replace_quick(&store.dir_path().join(KNOWN_FILE), &text);
    }
}
