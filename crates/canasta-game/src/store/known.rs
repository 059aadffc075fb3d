//! The games here by what they are: each game's fingerprint (the SHA-256 of its meaning,
//! `summary::fingerprint`) with its id, so that `import` recognises a game already here
//! without reading 10,000 games or their summaries.
//!
//! Two files under `cache/`: `known.txt`, a line a game (`FINGERPRINT g|a ID`: in
//! `games/` or the archive), and one more for a game that says when it started
//! (`START_PRINT g|a ID`, `summary::start_print`: the game a longer copy continues),
//! searched for a print as text (nothing parsed but the
//! lines that match), a new game appended; and `known.json`, what the lines were written
//! under (the program, the data folder, and the `games/` and `archive/` folders' times
//! and inodes, which every save, new game, archive or delete changes, since each renames
//! a file into or out of them). Like the summary cache it is never the truth, only a
//! help: trusted only while the folders are as `known.json` says, a game it names is read
//! to be sure before it is called the same, and when it is not trusted the game layer
//! builds it again from the summaries. A line appended is followed by its stamp, so a
//! write cut short leaves a stamp that no longer fits, never a stamp that lies.
//! `CANASTA_NO_CACHE=1` skips it.

use serde::{Deserialize, Serialize};

use super::Store;
use super::summary::{Key, RACY, cache_off as off, now_ns, program};

/// The index's lines and its stamp, under the data folder.
const LINES_FILE: &str = "cache/known.txt";
const STAMP_FILE: &str = "cache/known.json";

/// The largest index read (10,000 games take about 700 KB).
const MAX_KNOWN_BYTES: u64 = 64 * 1024 * 1024;

/// Bumped whenever the files change shape or meaning.
const FORMAT: u32 = 3;

/// One game of the index: its id, and whether it is archived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownGame {
    pub id: String,
    pub archived: bool,
}

/// Every game of the index, by fingerprint (as built or read whole).
pub type ByFingerprint = std::collections::HashMap<String, Vec<KnownGame>>;

#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
struct Stamp {
    format: u32,
    program: String,
    dir: String,
    /// The `games/` and `archive/` folders' keys when the lines were last written.
    games: Option<Key>,
    archive: Option<Key>,
}

fn stamp_now(store: &Store) -> Stamp {
    let key = |name: &str| {
        store
            .disk()
            .look(&store.dir_path().join(name))
            .ok()
            .filter(|m| m.is_dir())
            .map(|m| m.key)
    };
    Stamp {
        format: FORMAT,
        program: program(store.disk()),
        dir: store.dir_path().display().to_string(),
        games: key("games"),
        archive: key("archive"),
    }
}

/// The cache folder, if it is a folder of ours (made when `make`).
fn cache_folder(store: &Store, make: bool) -> Option<std::path::PathBuf> {
    let folder = store.dir_path().join("cache");
    match store.disk().look(&folder) {
        Ok(m) if m.is_dir() => Some(folder),
        Ok(_) => None,
        Err(_) if make => store.disk().create_dir_all(&folder).ok().map(|()| folder),
        Err(_) => None,
    }
}

/// The games the index names for `fingerprint`, if there is an index that still
/// describes the folders (`None`: there is none to trust).
pub fn find(store: &Store, fingerprint: &str) -> Option<Vec<KnownGame>> {
    if off(store.disk()) {
        return None;
    }
    cache_folder(store, false)?;
    let stamp = store
        .files()
        .read_limited(&store.dir_path().join(STAMP_FILE), 4096)
        .ok()?;
    let stamp: Stamp = serde_json::from_str(&stamp).ok()?;
    if stamp != stamp_now(store) {
        return None;
    }
    let lines = store
        .files()
        .read_limited(&store.dir_path().join(LINES_FILE), MAX_KNOWN_BYTES)
        .ok()?;
    Some(
        lines
            .lines()
            .filter_map(|line| line.strip_prefix(fingerprint)?.strip_prefix(' '))
            .filter_map(|rest| {
                let (place, id) = rest.split_once(' ')?;
                Some(KnownGame {
                    id: id.to_string(),
                    archived: place == "a",
                })
            })
            .collect(),
    )
}

fn line(fingerprint: &str, game: &KnownGame) -> String {
    let place = if game.archived { "a" } else { "g" };
    format!("{fingerprint} {place} {}\n", game.id)
}

/// The stamp of the folders as they are now, written after the lines. Not written while
/// a folder changed within the last [`RACY`] nanoseconds by a hand other than this
/// process's (a folder's time may not tick for a change made within the same tick):
/// `ours`, the last change was this process's own, under the store's lock.
fn write_stamp(store: &Store, ours: bool) {
    let stamp = stamp_now(store);
    let now = now_ns(store.disk());
    let racy = |k: &Option<Key>| k.is_some_and(|k| now.saturating_sub(k.1) <= RACY);
    if !ours && (racy(&stamp.games) || racy(&stamp.archive)) {
        return;
    }
    if let Ok(text) = serde_json::to_string(&stamp) {
        let _ = store
            .files()
            .replace_quick(&store.dir_path().join(STAMP_FILE), &text);
    }
}

/// The whole index written again, from `known` (built from the folders just before; the
/// caller holds the store's lock, or `ours` is false). A failure is ignored: the index is
/// only a help.
pub fn write(store: &Store, known: &ByFingerprint, ours: bool) {
    if off(store.disk()) || cache_folder(store, true).is_none() {
        return;
    }
    // The stamp goes first: lines without a fitting stamp are never trusted.
    let _ = store.disk().remove_file(&store.dir_path().join(STAMP_FILE));
    let mut text = String::with_capacity(known.len() * 72);
    for (fingerprint, games) in known {
        for game in games {
            text.push_str(&line(fingerprint, game));
        }
    }
    if store
        .files()
        .replace_quick(&store.dir_path().join(LINES_FILE), &text)
        .is_ok()
    {
        write_stamp(store, ours);
    }
}

/// One game added to an index that described the folders just before this process
/// saved it (under the store's lock): its line appended, then the stamp of the folders
/// now. A failure leaves a stamp that no longer fits (the index is built again).
pub fn add(store: &Store, fingerprint: &str, game: &KnownGame) {
    if off(store.disk()) || cache_folder(store, false).is_none() {
        return;
    }
    let _ = store.disk().remove_file(&store.dir_path().join(STAMP_FILE));
    // Never through a link put in the data folder (the disk's append).
    let appended = store.disk().append(
        &store.dir_path().join(LINES_FILE),
        line(fingerprint, game).as_bytes(),
    );
    if appended.is_ok() {
        write_stamp(store, true);
    }
}
