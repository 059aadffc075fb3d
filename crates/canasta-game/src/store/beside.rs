//! What the data folder keeps beside the games, written without the store's lock: the
//! hand each front end is typing (`drafts/ID.TYPIST.yaml`, one per typist) and the board's
//! keys (`scorer-key`, `board-key`, owner-only). Each is reached only through a folder
//! of the data folder's own ([`crate::store::files::own_folder`]), never through a link.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::store::error::Result;

use super::{MAX_DRAFT_BYTES, Store, check_id};

impl Store {
    /// The file the draft typed by `typist` for game `id` is kept in
    /// (`drafts/ID.TYPIST.yaml`, beside `games/`): each front end typing a hand (the
    /// terminal, each phone) keeps its own, so no save of another's ever takes or removes
    /// it. Both names are plain ([`check_id`]).
    pub(super) fn draft_path(&self, id: &str, typist: &str) -> Result<PathBuf> {
        check_id(id)?;
        check_id(typist)?;
        Ok(self.folder("drafts")?.join(format!("{id}.{typist}.yaml")))
    }

    /// Keep the text of a hand being typed by `typist`. The game file is not touched.
    pub fn save_draft(&self, id: &str, typist: &str, text: &str) -> Result<()> {
        check_id(id)?;
        check_id(typist)?;
        let dir = self.files().own_folder(&self.dir, "drafts", true)?;
        self.files()
            .write_atomic(&dir.join(format!("{id}.{typist}.yaml")), text)
    }

    /// The draft `typist` keeps for game `id`, if one was kept (and can be read).
    pub fn load_draft(&self, id: &str, typist: &str) -> Option<String> {
        let path = self.draft_path(id, typist).ok()?;
        self.files().read_yaml(&path, MAX_DRAFT_BYTES).ok()
    }

    /// Forget `typist`'s draft of game `id` (saved, thrown away, or declined).
    pub fn remove_draft(&self, id: &str, typist: &str) {
        if let Ok(path) = self.draft_path(id, typist) {
            let _ = self.disk().remove_file(&path);
        }
    }

    /// The drafts kept for game `id`, every typist's (and one an earlier version kept as
    /// `drafts/ID.yaml`), as paths relative to the data folder.
    pub(super) fn drafts_of(&self, id: &str) -> Vec<String> {
        let mut found = vec![format!("drafts/{id}.yaml")];
        if let Ok(entries) = self
            .folder("drafts")
            .and_then(|d| Ok(self.disk().names(&d)?))
        {
            let head = format!("{id}.");
            for name in entries {
                let typist = name
                    .strip_prefix(&head)
                    .and_then(|rest| rest.strip_suffix(".yaml"));
                if typist.is_some_and(|t| check_id(t).is_ok()) {
                    found.push(format!("drafts/{name}"));
                }
            }
        }
        found
    }

    /// The board's key called `name` (`scorer-key`: who may write; `board-key`: who may
    /// look, off this machine), kept in the data folder readable by its owner only, so a
    /// restarted board takes the phones back without a new scan. Made (16 random hex
    /// digits, from `make`) when there is none, or what is there is not such a key.
    pub fn server_key(&self, name: &str, make: &dyn Fn() -> Result<String>) -> Result<String> {
        let path = self.dir.join(name);
        let kept = self
            .files()
            .read_limited(&path, 1024)
            .ok()
            .map(|k| k.trim().to_string());
        if let Some(k) = kept.filter(|k| k.len() == 16 && k.bytes().all(|b| b.is_ascii_hexdigit()))
        {
            return Ok(k);
        }
        let key = make()?;
        self.set_server_key(name, &key)?;
        Ok(key)
    }

    /// Keep `key` as the board's key called `name` (a new key asked for), owner-only.
    pub fn set_server_key(&self, name: &str, key: &str) -> Result<()> {
        let path = self.dir.join(name);
        let files = self.files();
        let tmp = files.write_temporary(&path, &format!("{key}\n"), OWNER_ONLY)?;
        files.persist(&tmp, &path)?;
        files.sync_parent(&path)
    }

    /// Tournament `name`'s table keys (table → key), kept beside its file in
    /// `tournaments/NAME.keys` (a line `TABLE KEY` each, owner-only): each event has its
    /// own, so Friday's printed QR code opens nothing of Saturday's event. Empty when none
    /// were made; a line that is not a table and a key of 16 hex digits is left out.
    pub fn event_keys(&self, name: &str) -> Result<BTreeMap<u32, String>> {
        check_id(name)?;
        let path = self.folder("tournaments")?.join(format!("{name}.keys"));
        let Ok(text) = self.files().read_limited(&path, super::MAX_SMALL_BYTES) else {
            return Ok(BTreeMap::new());
        };
        Ok(text
            .lines()
            .filter_map(|l| {
                let (table, key) = l.trim().split_once(' ')?;
                let key = key.trim();
                (key.len() == 16 && key.bytes().all(|b| b.is_ascii_hexdigit()))
                    .then(|| Some((table.parse().ok()?, key.to_string())))
                    .flatten()
            })
            .collect())
    }

    /// Tournament `name`'s table keys for tables `1..=tables`: those kept, and a new one
    /// for each table without one (all new ones when `renew`), kept owner-only before
    /// they are returned.
    pub fn make_event_keys(
        &self,
        name: &str,
        tables: u32,
        renew: bool,
    ) -> Result<BTreeMap<u32, String>> {
        let mut keys = if renew {
            BTreeMap::new()
        } else {
            self.event_keys(name)?
        };
        let before = keys.clone();
        for t in 1..=tables {
            if let std::collections::btree_map::Entry::Vacant(slot) = keys.entry(t) {
                slot.insert(self.new_key()?);
            }
        }
        if keys != before || renew {
            let files = self.files();
            let dir = files.own_folder(&self.dir, "tournaments", true)?;
            let path = dir.join(format!("{name}.keys"));
            let text: String = keys.iter().map(|(t, k)| format!("{t} {k}\n")).collect();
            let tmp = files.write_temporary(&path, &text, OWNER_ONLY)?;
            files.persist(&tmp, &path)?;
            files.sync_parent(&path)?;
        }
        Ok(keys)
    }
}

/// Owner-only permissions (read and write), where the system has them.
const OWNER_ONLY: Option<u32> = Some(0o600);
