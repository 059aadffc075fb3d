//! Changes that touch more than one file of the data folder, made all or nothing.
//!
//! A restore writes many games, matches and the merged names; `new --match` writes a game,
//! its match and the current game; `delete` and `archive` move or remove a game and update
//! its match and the current game. Each such change is a [`Change`]: the new files' texts
//! are first written into `staging/` (invisible: no command reads there) and synced; then
//! one small file, `journal`, listing every step, is written atomically: that write is the
//! instant the change happens. The steps (renames out of `staging/`, removals) are then
//! carried out, each one so that doing it twice is harmless, and `journal` is removed.
//!
//! A process killed before `journal` exists leaves only `staging/`, which the next command
//! to take the lock removes: none of the change. Killed after, it leaves `journal`, which
//! the next command (any command: `Store::open` looks for it) carries out to the end under
//! the lock before it reads anything: all of the change. A full disk can only fail while
//! staging, before anything is visible; the folder is then exactly as it was.
//!
//! `journal` is read as every file of the folder is (a plain file, bounded), and each step
//! must name a file where canasta keeps one (`games/ID.yaml`, `archive/ID.yaml`,
//! `matches/NAME.yaml`, `drafts/ID.TYPIST.yaml`, `players.yaml`, `current`): a hand-made journal
//! cannot reach outside the folder.

use std::path::{Component, Path, PathBuf};

use crate::store::error::{Context, Error, Result};

use crate::core::store_facts::{ChangeFault, Doing, Op, StoreRefused};

use crate::store::files::Files;

/// The file whose existence means a change was committed and is being carried out.
pub const JOURNAL: &str = "journal";

/// Where a change's new files wait until it is committed.
pub const STAGING: &str = "staging";

/// Largest journal read (a restore of 10,000 games writes about 400 KB).
const MAX_JOURNAL_BYTES: u64 = 16 * 1024 * 1024;

const HEADER: &str =
    "# canasta: a change to the data folder being made; the next canasta command finishes it";

/// One step of a change. Paths are relative to the data folder.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Step {
    /// Write a file (staged as `staging/N`).
    Put { staged: usize, to: String },
    /// Remove a file, if it is there.
    Remove { path: String },
    /// Move a file (a game to the archive), if it is still where it was.
    Move { from: String, to: String },
}

/// A change to several files of the data folder, made all or nothing by [`commit`].
#[derive(Debug, Default)]
pub struct Change {
    steps: Vec<Step>,
    texts: Vec<String>,
}

impl Change {
    pub fn new() -> Change {
        Change::default()
    }

    /// Write game `id`'s file (`games/ID.yaml`).
    pub fn put_game(&mut self, id: &str, text: String) {
        self.put(&format!("games/{id}.yaml"), text);
    }

    /// Write tournament `name`'s file (`tournaments/NAME.yaml`).
    pub fn put_tournament(&mut self, name: &str, text: String) {
        self.put(&format!("tournaments/{name}.yaml"), text);
    }

    /// Write `text` to `to` (a path relative to the data folder), replacing what is there.
    pub fn put(&mut self, to: &str, text: String) {
        self.steps.push(Step::Put {
            staged: self.texts.len(),
            to: to.to_string(),
        });
        self.texts.push(text);
    }

    /// Remove `path`, if it is there.
    pub fn remove(&mut self, path: &str) {
        self.steps.push(Step::Remove {
            path: path.to_string(),
        });
    }

    /// Move `from` to `to`.
    pub fn rename(&mut self, from: &str, to: &str) {
        self.steps.push(Step::Move {
            from: from.to_string(),
            to: to.to_string(),
        });
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }
}

/// Make `change` in the data folder `dir`, all or nothing. The caller holds the lock.
/// An error before the commit leaves the folder exactly as it was.
pub fn commit(files: Files<'_>, dir: &Path, change: Change) -> Result<()> {
    if change.is_empty() {
        return Ok(());
    }
    for step in &change.steps {
        for path in step.paths() {
            check_path(path)?;
            // A link where a folder of the data folder should be: refused before anything
            // is staged (never followed, never half a change).
            if let Some((folder, _)) = path.split_once('/') {
                files.own_folder(dir, folder, false)?;
            }
        }
        // A folder (a link, a pipe) where a file is written, or a folder where one is
        // removed: refused now, not found once the change is committed (where it would
        // stop every later command at finishing it).
        match step {
            Step::Put { to, .. } => files.check_replaceable(&dir.join(to))?,
            Step::Remove { path }
                if files
                    .0
                    .look_through(&dir.join(path))
                    .is_ok_and(|m| m.is_dir()) =>
            {
                files.check_replaceable(&dir.join(path))?;
            }
            _ => {}
        }
    }
    let staging = dir.join(STAGING);
    clear_staging(files, dir);
    if let Err(e) = stage(files, &staging, &change.texts) {
        clear_staging(files, dir);
        return Err(Error::Around {
            refused: Box::new(StoreRefused::NothingChanged),
            cause: Box::new(e),
        });
    }
    let mut journal = String::from(HEADER);
    journal.push('\n');
    for step in &change.steps {
        journal.push_str(&step.line());
        journal.push('\n');
    }
    if let Err(e) = files.write_atomic(&dir.join(JOURNAL), &journal) {
        clear_staging(files, dir);
        return Err(Error::Around {
            refused: Box::new(StoreRefused::NothingChanged),
            cause: Box::new(e),
        });
    }
    finish(files, dir)
}

/// Write each text to `staging/N` and make them durable.
fn stage(files: Files<'_>, staging: &Path, texts: &[String]) -> Result<()> {
    let disk = files.0;
    disk.create_dir(staging)
        .with_context(|| Doing::new(Op::Create, staging.display()))?;
    for (n, text) in texts.iter().enumerate() {
        let path = staging.join(n.to_string());
        disk.create_new(&path, text.as_bytes(), texts.len() <= 8)
            .with_context(|| Doing::new(Op::Write, path.display()))?;
    }
    if texts.len() > 8 {
        // Many files: one sync of the whole file system costs less than one per file.
        disk.sync_files(staging, texts.len())
            .with_context(|| Doing::new(Op::Sync, staging.display()))?;
    }
    disk.sync_dir(staging)
        .with_context(|| Doing::new(Op::Sync, staging.display()))
}

/// Remove what a change killed before its commit left in `staging/` (a folder only: a
/// link or a file there is just removed, never followed).
fn clear_staging(files: Files<'_>, dir: &Path) {
    let staging = dir.join(STAGING);
    match files.0.look(&staging) {
        Ok(meta) if meta.is_dir() => {
            let _ = files.0.remove_dir_all(&staging);
        }
        Ok(_) => {
            let _ = files.0.remove_file(&staging);
        }
        Err(_) => {}
    }
}

/// Is a change committed and not yet carried out to its end?
pub fn pending(files: Files<'_>, dir: &Path) -> bool {
    files.0.look(&dir.join(JOURNAL)).is_ok()
}

/// Under the lock, before anything else: carry out a committed change to its end, or
/// remove what an uncommitted one staged.
pub fn recover(files: Files<'_>, dir: &Path) -> Result<()> {
    if pending(files, dir) {
        finish(files, dir)
    } else {
        clear_staging(files, dir);
        Ok(())
    }
}

/// Carry out the committed change in `journal`, then remove it.
fn finish(files: Files<'_>, dir: &Path) -> Result<()> {
    let disk = files.0;
    let path = dir.join(JOURNAL);
    let text = files
        .read_limited(&path, MAX_JOURNAL_BYTES)
        .with_context(|| Doing::new(Op::Finish, path.display()))?;
    let steps = parse(&text).map_err(|e| {
        Error::from(StoreRefused::NotAChange {
            path: path.display().to_string(),
            fault: e,
        })
    })?;
    let staging = dir.join(STAGING);
    let mut touched: Vec<PathBuf> = Vec::new();
    for step in &steps {
        match step {
            Step::Put { staged, to: name } => {
                let from = staging.join(staged.to_string());
                let to = dir.join(name);
                if disk.look(&from).is_ok() {
                    make_parent(files, dir, name)?;
                    disk.rename(&from, &to)
                        .with_context(|| Doing::new(Op::Write, to.display()))?;
                }
                touched.push(to);
            }
            Step::Remove { path: name } => {
                // A removal in a linked folder would delete outside the data folder.
                if let Some((folder, _)) = name.split_once('/') {
                    files.own_folder(dir, folder, false)?;
                }
                let path = dir.join(name);
                match disk.remove_file(&path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => {
                        return Err(e).with_context(|| Doing::new(Op::Remove, path.display()));
                    }
                }
                touched.push(path);
            }
            Step::Move { from: a, to: b } => {
                if let Some((folder, _)) = a.split_once('/') {
                    files.own_folder(dir, folder, false)?;
                }
                let (from, to) = (dir.join(a), dir.join(b));
                if disk.look(&from).is_ok() && disk.look(&to).is_err() {
                    make_parent(files, dir, b)?;
                    disk.rename(&from, &to)
                        .with_context(|| Doing::new(Op::Move, from.display()))?;
                }
                touched.push(from);
                touched.push(to);
            }
        }
    }
    let mut parents: Vec<&Path> = touched.iter().filter_map(|p| p.parent()).collect();
    crate::core::order::sort(&mut parents);
    parents.dedup();
    // A removal in a folder that is not there (no drafts yet) touched nothing to sync.
    parents.retain(|p| disk.look(p).is_ok_and(|m| m.is_dir()));
    for parent in parents {
        disk.sync_dir(parent)
            .with_context(|| Doing::new(Op::Sync, parent.display()))?;
    }
    disk.remove_file(&path)
        .with_context(|| Doing::new(Op::Remove, path.display()))?;
    files.sync_parent(&path)?;
    clear_staging(files, dir);
    Ok(())
}

/// The folder of `path` (relative to the data folder `dir`: `games/7.yaml`), a folder of
/// its own: made when missing, refused when a link or a file is there (never followed).
fn make_parent(files: Files<'_>, dir: &Path, path: &str) -> Result<()> {
    if let Some((folder, _)) = path.split_once('/') {
        files.own_folder(dir, folder, true)?;
    }
    Ok(())
}

impl Step {
    fn paths(&self) -> Vec<&str> {
        match self {
            Step::Put { to, .. } => vec![to],
            Step::Remove { path } => vec![path],
            Step::Move { from, to } => vec![from, to],
        }
    }

    fn line(&self) -> String {
        match self {
            Step::Put { staged, to } => format!("put {staged} {to}"),
            Step::Remove { path } => format!("remove {path}"),
            Step::Move { from, to } => format!("move {from} {to}"),
        }
    }
}

/// The steps of a journal's text; every path checked.
fn parse(text: &str) -> std::result::Result<Vec<Step>, ChangeFault> {
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Err(ChangeFault::Header);
    }
    let mut steps = Vec::new();
    for (n, line) in lines.enumerate() {
        // Counted from 1, the header first.
        let line_number = n + 2;
        let words: Vec<&str> = line.split(' ').collect();
        let step = match words.as_slice() {
            ["put", staged, to] => Step::Put {
                staged: staged
                    .parse()
                    .map_err(|_| ChangeFault::NotStaged { line: line_number })?,
                to: to.to_string(),
            },
            ["remove", path] => Step::Remove {
                path: path.to_string(),
            },
            ["move", from, to] => Step::Move {
                from: from.to_string(),
                to: to.to_string(),
            },
            _ => return Err(ChangeFault::NotAStep { line: line_number }),
        };
        for path in step.paths() {
            check_path(path).map_err(|_| ChangeFault::NotDataFile {
                line: line_number,
                file: crate::core::text::quote(path),
            })?;
        }
        steps.push(step);
    }
    Ok(steps)
}

/// A path a change may write: one of the folder's own files, never outside it.
fn check_path(path: &str) -> Result<()> {
    let parts: Vec<Component> = Path::new(path).components().collect();
    let names: Vec<&str> = parts
        .iter()
        .filter_map(|c| match c {
            Component::Normal(s) => s.to_str(),
            _ => None,
        })
        .collect();
    let ok = names.len() == parts.len()
        && match names.as_slice() {
            ["current"] | ["players.yaml"] => true,
            [folder, file] => {
                let plain = |stem: &str| crate::store::check_id(stem).is_ok();
                match (*folder, file.strip_suffix(".yaml")) {
                    ("games" | "archive" | "matches" | "tournaments", Some(stem)) => plain(stem),
                    // A typist's draft: `ID.TYPIST.yaml` (or an earlier version's `ID.yaml`).
                    ("drafts", Some(stem)) => match stem.split_once('.') {
                        Some((id, typist)) => plain(id) && plain(typist),
                        None => plain(stem),
                    },
                    _ => false,
                }
            }
            _ => false,
        };
    if !ok {
        return Err(StoreRefused::NotDataFile {
            path: crate::core::text::quote(path),
        }
        .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::disk::{Disk, MemDisk};

    /// The text of `path` on `disk`, if it is a file there.
    fn read(disk: &MemDisk, path: &str) -> Option<String> {
        let path = Path::new("/d").join(path);
        let (_, bytes) = disk.files().into_iter().find(|(p, _)| *p == path)?;
        String::from_utf8(bytes).ok()
    }

    /// Is anything (a file or a folder) at `path` on `disk`?
    fn there(disk: &MemDisk, path: &str) -> bool {
        disk.look(&Path::new("/d").join(path)).is_ok()
    }

    fn folder() -> MemDisk {
        let disk = MemDisk::new();
        disk.create_dir_all(Path::new("/d")).unwrap();
        disk
    }

    #[test]
    fn a_change_is_made_whole_and_leaves_nothing_behind() {
        let disk = folder();
        let dir = Path::new("/d");
        disk.create_dir(&dir.join("games")).unwrap();
        disk.put(&dir.join("games/1.yaml"), b"one".to_vec());
        disk.put(&dir.join("current"), b"1\n".to_vec());
        let mut change = Change::new();
        change.put("games/2.yaml", "two".into());
        change.put("matches/club.yaml", "club".into());
        change.rename("games/1.yaml", "archive/1.yaml");
        change.remove("current");
        commit(Files(&disk), dir, change).unwrap();
        assert_eq!(read(&disk, "games/2.yaml").as_deref(), Some("two"));
        assert_eq!(read(&disk, "matches/club.yaml").as_deref(), Some("club"));
        assert_eq!(read(&disk, "archive/1.yaml").as_deref(), Some("one"));
        assert!(!there(&disk, "games/1.yaml"));
        assert!(!there(&disk, "current"));
        assert!(!pending(Files(&disk), dir));
        assert!(!there(&disk, STAGING));
    }

    #[test]
    fn a_journal_found_is_finished_and_staging_alone_is_dropped() {
        let disk = folder();
        let dir = Path::new("/d");
        // Killed after the commit: the journal and its staged file.
        disk.create_dir(&dir.join(STAGING)).unwrap();
        disk.put(&dir.join("staging/0"), b"restored".to_vec());
        disk.put(
            &dir.join(JOURNAL),
            format!("{HEADER}\nput 0 games/7.yaml\n").into_bytes(),
        );
        recover(Files(&disk), dir).unwrap();
        assert_eq!(read(&disk, "games/7.yaml").as_deref(), Some("restored"));
        assert!(!pending(Files(&disk), dir));
        // Killed before it: staging alone, dropped.
        disk.create_dir(&dir.join(STAGING)).unwrap();
        disk.put(&dir.join("staging/0"), b"half".to_vec());
        recover(Files(&disk), dir).unwrap();
        assert!(!there(&disk, STAGING));
        assert!(!there(&disk, "games/0.yaml"));
    }

    #[test]
    fn a_journal_cannot_reach_outside_the_folder() {
        for bad in [
            "put 0 ../evil.yaml",
            "remove /etc/passwd",
            "move games/1.yaml ../../x",
            "put 0 games/../../x.yaml",
            "remove lock",
            "put x games/1.yaml",
        ] {
            assert!(parse(&format!("{HEADER}\n{bad}\n")).is_err(), "{bad}");
        }
        assert!(parse("put 0 games/1.yaml\n").is_err());
    }
}
