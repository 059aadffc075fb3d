//! What killed saves left in the data folder, cleared: temporary files (all of them in
//! the folders written only under the lock, those a minute old elsewhere), and what the
//! listing of `games/` and `archive/` found, kept for the next command.

use std::time::Duration;

use super::{LISTED_FILE, Listed, Store, TMP_PREFIX, summary};

impl Store {
    /// Remove the temporary files killed saves left. In `games/`, `archive/` and
    /// `matches/`, written only under the lock, every one (the caller holds the lock: no
    /// save is under way); in the data folder itself, `drafts/`, `tournaments/` and
    /// `cache/`, also written without the lock (a draft kept, a key made, the summaries),
    /// only those a minute old. Never through a link.
    /// And the highest game number in `games/` and `archive/`, with both folders' keys.
    pub(super) fn remove_stale_temporaries(&self) -> Listed {
        self.remove_stale_temporaries_in(true)
    }

    /// What the last listing of `games/` and `archive/` found, kept in
    /// `cache/listed.json`, if neither folder has changed since.
    fn listed_before(&self) -> Option<Listed> {
        if summary::cache_off(self.disk()) {
            return None;
        }
        let text = self
            .files()
            .read_limited(&self.dir.join(LISTED_FILE), 4096)
            .ok()?;
        let listed: Listed = serde_json::from_str(&text).ok()?;
        (listed.folders.0.is_some() && listed.folders == self.folder_keys()).then_some(listed)
    }

    /// Keep what a listing found for the next command (a failure is ignored: it is only
    /// a help, and a stale one is never used).
    pub(super) fn keep_listed(&self, listed: &Listed) {
        if summary::cache_off(self.disk()) {
            return;
        }
        let cache = self.dir.join("cache");
        let ours = match self.disk.look(&cache) {
            Ok(m) => m.is_dir(),
            Err(_) => self.disk.create_dir_all(&cache).is_ok(),
        };
        if ours && let Ok(text) = serde_json::to_string(listed) {
            let _ = self
                .files()
                .replace_quick(&self.dir.join(LISTED_FILE), &text);
        }
    }

    /// `games`: `games/` and `archive/` too (else their highest number is not known).
    fn remove_stale_temporaries_in(&self, games: bool) -> Listed {
        let now = self.disk.now();
        let own = |name: &str| self.files().own_folder(&self.dir, name, false).ok();
        // Each folder: whether only a minute-old temporary goes, whether it holds games.
        let mut folders = vec![(Some(self.dir.clone()), true, false)];
        if games {
            folders.push((own("games"), false, true));
            folders.push((own("archive"), false, true));
        }
        folders.push((own("matches"), false, false));
        folders.push((own("drafts"), true, false));
        folders.push((own("tournaments"), true, false));
        folders.push((own("cache"), true, false));
        let mut max: Option<u64> = None;
        for (dir, by_age, numbered) in folders {
            let Some(dir) = dir else { continue };
            let Ok(names) = self.disk.names(&dir) else {
                continue;
            };
            for name in names {
                if numbered
                    && let Some(n) = name
                        .strip_suffix(".yaml")
                        .and_then(|stem| stem.parse::<u64>().ok())
                {
                    max = max.max(Some(n));
                }
                // `.tmp*`: the temporary files of earlier versions.
                let ours = name.starts_with(TMP_PREFIX) || name.starts_with(".tmp");
                // Only a temporary's name is looked at further: a folder of 10,000 games
                // is not stat'ed file by file on every lock.
                if !ours {
                    continue;
                }
                let path = dir.join(&name);
                let Ok(meta) = self.disk.look(&path) else {
                    continue;
                };
                let old = !by_age
                    || meta
                        .modified
                        .and_then(|m| now.duration_since(m).ok())
                        .is_some_and(|age| age >= Duration::from_secs(60));
                if meta.is_file() && old {
                    let _ = self.disk.remove_file(&path);
                }
            }
        }
        Listed {
            max,
            folders: self.folder_keys(),
        }
    }

    /// The keys (length, times, inode) of `games/` and `archive/` now.
    pub(super) fn folder_keys(&self) -> (Option<summary::Key>, Option<summary::Key>) {
        let key = |name: &str| {
            self.disk
                .look(&self.dir.join(name))
                .ok()
                .filter(|m| m.is_dir())
                .map(|m| m.key)
        };
        (key("games"), key("archive"))
    }

    /// What killed saves left, cleared by any command that opens the data folder when it
    /// can take the lock at once (else by the next one that can): temporary files, and
    /// `staging/` of a change never committed. Nothing waits for the lock here. The
    /// highest game number seen is kept for the lock this command may take later.
    pub(super) fn clean_if_free(&self) {
        let Ok(file) = self.disk.lock(&self.dir) else {
            return;
        };
        if file.try_lock().is_ok() {
            let listed = match self.listed_before() {
                Some(listed) => {
                    self.remove_stale_temporaries_in(false);
                    listed
                }
                None => {
                    let listed = self.remove_stale_temporaries();
                    self.keep_listed(&listed);
                    listed
                }
            };
            *self.listed.lock().unwrap_or_else(|p| p.into_inner()) = Some(listed);
            let _ = crate::store::journal::recover(self.files(), &self.dir);
            self.cleaned
                .store(true, std::sync::atomic::Ordering::SeqCst);
        }
    }
}
