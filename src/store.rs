//! Where games live: one YAML file per game (the same schema as the export) under
//! `<data dir>/games/`, plus a `current` file naming the current game.
//!
//! Saves are atomic: the new text goes to a temporary file in the same directory, is
//! synced, and is renamed over the old file, so a crash mid-save leaves the old file
//! whole. Every command that changes a game holds an exclusive lock on `<data dir>/lock`
//! for its duration, so two terminals cannot interleave their writes.
//!
//! A game file that does not parse is reported with its path, line and column, and is
//! never overwritten: loading fails before anything could be saved.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow, bail};

use crate::catalog::Catalog;
use crate::ledger::GameLog;
use crate::rules::Rules;

/// The data directory and what is in it.
pub struct Store {
    dir: PathBuf,
    catalog: Catalog,
}

/// Held while a command changes the store; released on drop.
pub struct Lock {
    _file: File,
}

impl Store {
    /// Open (creating if needed) the data directory: `dir` if given, else the platform's
    /// data directory for `canasta`.
    pub fn open(dir: Option<PathBuf>, catalog: Catalog) -> Result<Store> {
        let dir = match dir {
            Some(d) => d,
            None => directories::ProjectDirs::from("", "", "canasta")
                .map(|p| p.data_dir().to_path_buf())
                .ok_or_else(|| {
                    anyhow!("cannot find a home directory for the game files; pass --data-dir DIR")
                })?,
        };
        fs::create_dir_all(dir.join("games"))
            .with_context(|| format!("cannot create the data directory {}", dir.display()))?;
        Ok(Store { dir, catalog })
    }

    /// Where rule sets are found.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Take the store's write lock (waits for another `canasta` to finish).
    pub fn lock(&self) -> Result<Lock> {
        let path = self.dir.join("lock");
        let file = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .with_context(|| format!("cannot open the lock file {}", path.display()))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                // Another canasta (often table mode in another terminal) is changing a game.
                eprintln!(
                    "waiting for another canasta to finish with {} ...",
                    self.dir.display()
                );
                file.lock()
                    .with_context(|| format!("cannot lock {}", path.display()))?;
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(e).with_context(|| format!("cannot lock {}", path.display()));
            }
        }
        Ok(Lock { _file: file })
    }

    /// The file a game id is stored in.
    pub fn path_of(&self, id: &str) -> PathBuf {
        self.dir.join("games").join(format!("{id}.yaml"))
    }

    /// Ids of all stored games, oldest first.
    pub fn ids(&self) -> Result<Vec<String>> {
        let mut ids: Vec<(u64, String)> = Vec::new();
        let games = self.dir.join("games");
        for entry in
            fs::read_dir(&games).with_context(|| format!("cannot read {}", games.display()))?
        {
            let path = entry?.path();
            if path.extension().and_then(|e| e.to_str()) != Some("yaml") {
                continue;
            }
            if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                ids.push((stem.parse().unwrap_or(u64::MAX), stem.to_string()));
            }
        }
        ids.sort();
        Ok(ids.into_iter().map(|(_, id)| id).collect())
    }

    /// A fresh id: one more than the highest numbered game.
    pub fn new_id(&self) -> Result<String> {
        let max = self
            .ids()?
            .iter()
            .filter_map(|id| id.parse::<u64>().ok())
            .max()
            .unwrap_or(0);
        Ok((max + 1).to_string())
    }

    /// The current game's id, if one was set and still exists.
    pub fn current(&self) -> Option<String> {
        let id = fs::read_to_string(self.dir.join("current")).ok()?;
        let id = id.trim().to_string();
        self.path_of(&id).exists().then_some(id)
    }

    pub fn set_current(&self, id: &str) -> Result<()> {
        write_atomic(&self.dir.join("current"), &format!("{id}\n"))
    }

    /// The game to act on: `given`, or the current one.
    pub fn resolve(&self, given: Option<&str>) -> Result<String> {
        match given {
            Some(id) => {
                if self.path_of(id).exists() {
                    Ok(id.to_string())
                } else {
                    let ids = self.ids()?;
                    if ids.is_empty() {
                        bail!("there is no game `{id}`; there are no games yet: start one with `canasta new`")
                    }
                    bail!("there is no game `{id}`; the games are: {}", ids.join(", "))
                }
            }
            None => self.current().ok_or_else(|| {
                anyhow!("there is no current game: start one with `canasta new`, or name one with --game ID (see `canasta list`)")
            }),
        }
    }

    /// Load a game file. Rules missing from the file are taken from its variant's preset.
    pub fn load(&self, id: &str) -> Result<GameLog> {
        let path = self.path_of(id);
        let text = fs::read_to_string(&path)
            .with_context(|| format!("cannot read the game file {}", path.display()))?;
        parse_log(&text, &path.display().to_string(), &|v| {
            self.catalog.resolve(v)
        })
    }

    /// Save a game atomically.
    pub fn save(&self, id: &str, log: &GameLog) -> Result<()> {
        let text = serde_yaml::to_string(log).context("cannot write the game as YAML")?;
        write_atomic(&self.path_of(id), &text)
    }
}

/// Parse a game log from YAML text; `origin` names the file in messages. A missing
/// `rules:` is filled from the named preset.
pub fn parse_log(
    text: &str,
    origin: &str,
    resolve: &dyn Fn(&str) -> Result<Rules>,
) -> Result<GameLog> {
    let mut log: GameLog = serde_yaml::from_str(text).map_err(|e| {
        let place = e
            .location()
            .map(|l| format!(" at line {}, column {}", l.line(), l.column()))
            .unwrap_or_default();
        anyhow!(
            "the game file {origin} is not a valid game log{place}: {}\n(the file was left as it is)",
            strip_location(&e.to_string())
        )
    })?;
    if log.rules.is_none() {
        let rules = resolve(&log.variant).map_err(|e| anyhow!("the game file {origin}: {e:#}"))?;
        log.rules = Some(rules);
    }
    if let Some(rules) = &log.rules {
        rules
            .validate()
            .map_err(|e| anyhow!("the game file {origin}: rules: {e}"))?;
    }
    Ok(log)
}

/// serde_yaml appends " at line L column C" to its messages; we say it ourselves.
fn strip_location(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(i) => &message[..i],
        None => message,
    }
}

/// Write `text` to `path` so that a crash leaves either the old file or the new one.
pub fn write_atomic(path: &Path, text: &str) -> Result<()> {
    let dir = path
        .parent()
        .ok_or_else(|| anyhow!("{} has no parent directory", path.display()))?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot create a temporary file in {}", dir.display()))?;
    tmp.write_all(text.as_bytes())
        .and_then(|()| tmp.as_file().sync_all())
        .with_context(|| format!("cannot write {}", path.display()))?;
    tmp.persist(path)
        .map_err(|e| e.error)
        .with_context(|| format!("cannot replace {}", path.display()))?;
    Ok(())
}

/// Today's date and time in UTC, `YYYY-MM-DDTHH:MM:SSZ` (for `created:`).
pub fn now_utc() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_whole_files_and_leaves_no_temporaries() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("1.yaml");
        write_atomic(&path, "old\n").unwrap();
        write_atomic(&path, "new\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "only the game file remains");
        // A write that cannot complete leaves the old file as it was: here the target
        // is a directory, so the rename fails after the new text was written aside.
        let blocked = dir.path().join("blocked.yaml");
        fs::create_dir(&blocked).unwrap();
        fs::write(blocked.join("keep"), "x").unwrap();
        assert!(write_atomic(&blocked, "new\n").is_err());
        assert_eq!(fs::read_to_string(blocked.join("keep")).unwrap(), "x");
        let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 2, "no temporary file is left behind");
    }

    #[test]
    fn dates_are_written_in_utc() {
        let now = now_utc();
        assert_eq!(now.len(), 20, "{now}");
        assert!(now.ends_with('Z') && now.as_bytes()[10] == b'T', "{now}");
    }
}
