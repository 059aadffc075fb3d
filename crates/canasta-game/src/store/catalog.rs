//! Where rule sets come from: the built-in presets, the user's own presets in the config
//! directory (`<config dir>/presets/NAME.yaml`), or a preset file named by path.
//!
//! A user preset is usually a few lines: `extends: classic` and the fields that differ.
//! This module reads files; the merging and checking is `presets.rs`'s.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::store::disk::Disk;
use crate::store::files::Files;

use crate::store::error::{Context, Error, Result};

use crate::core::store_facts::{Doing, Op, StoreRefused};

use crate::core::presets::{self, PresetError};
use crate::core::rules::Rules;

/// The places rule sets are found.
#[derive(Clone)]
pub struct Catalog {
    user_dir: Option<PathBuf>,
    /// Where the user's presets are kept: the computer's files, or a page's.
    disk: Arc<dyn Disk>,
}

/// One entry of `canasta variants`.
pub struct Entry {
    pub name: String,
    pub description: String,
    /// `None` for a built-in preset, else the user preset's file.
    pub file: Option<PathBuf>,
    /// Why a user preset cannot be used, if so.
    pub problem: Option<crate::store::Error>,
}

impl Catalog {
    /// The presets of configuration folder `config_dir` of `disk` (the computer's, as
    /// `canasta::disk::catalog` gives it, or a page's own files): user presets live in its
    /// `presets/` folder.
    pub fn on(disk: Arc<dyn Disk>, config_dir: Option<PathBuf>) -> Catalog {
        Catalog {
            user_dir: config_dir.map(|d| d.join("presets")),
            disk,
        }
    }

    /// The folder user presets are read from.
    pub fn user_dir(&self) -> Option<&Path> {
        self.user_dir.as_deref()
    }

    fn user_file(&self, name: &str) -> Option<PathBuf> {
        if !presets::is_preset_name(name) {
            return None;
        }
        let dir = self.user_dir.as_ref()?;
        ["yaml", "yml"]
            .iter()
            .map(|ext| dir.join(format!("{name}.{ext}")))
            .find(|p| self.disk.look_through(p).is_ok_and(|m| m.is_file()))
    }

    /// The text of a preset by name: built-in first, then the user's.
    pub fn text_of(&self, name: &str) -> Option<String> {
        presets::embedded_text(name)
            .map(str::to_string)
            .or_else(|| self.read_preset(&self.user_file(name)?).ok())
    }

    /// The user's presets (file stem and path), sorted by name.
    pub fn user_presets(&self) -> Vec<(String, PathBuf)> {
        let Some(dir) = &self.user_dir else {
            return Vec::new();
        };
        let Ok(entries) = self.disk.names(dir) else {
            return Vec::new();
        };
        let mut found: Vec<(String, PathBuf)> = entries
            .into_iter()
            .map(|name| dir.join(name))
            .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("yaml" | "yml")))
            .filter_map(|p| Some((p.file_stem()?.to_str()?.to_string(), p)))
            .collect();
        crate::core::order::sort(&mut found);
        found
    }

    /// A rule set by name (built-in or user preset) or by path to a preset file.
    pub fn resolve(&self, spec: &str) -> Result<Rules> {
        if looks_like_path(spec) {
            return self.load_file(Path::new(spec));
        }
        if presets::embedded_text(spec).is_some() {
            return Ok(presets::embedded(spec)?);
        }
        if let Some(file) = self.user_file(spec.trim()) {
            return self.load_file(&file);
        }
        let mut known: Vec<String> = presets::names().iter().map(|s| s.to_string()).collect();
        known.extend(self.user_presets().into_iter().map(|(n, _)| n));
        Err(PresetError::Unknown {
            name: spec.to_string(),
            known,
        }
        .into())
    }

    /// Read, merge (`extends`) and check one preset file.
    pub fn load_file(&self, path: &Path) -> Result<Rules> {
        let text = self
            .read_preset(path)
            .with_context(|| Doing::new(Op::ReadPreset, path.display()))?;
        let stem = path.file_stem().and_then(|s| s.to_str()).ok_or_else(|| {
            Error::from(StoreRefused::NoFileName {
                path: path.display().to_string(),
            })
        })?;
        presets::parse_extending(&path.display().to_string(), stem, &text, &|name| {
            self.text_of(name)
        })
        .map_err(Into::into)
    }

    /// A rule set by name only (built-in or user preset), never by path: what a game
    /// file's `variant:` may name, so that a file from elsewhere cannot make us read
    /// another file.
    pub fn resolve_name(&self, name: &str) -> Result<Rules> {
        if looks_like_path(name) {
            return Err(StoreRefused::VariantIsPath.into());
        }
        self.resolve(name)
    }

    /// Keep `text` as the user's preset `name` (house rules made on a phone), once it
    /// reads and checks as a preset (`extends:` a built-in or another of the user's): its
    /// rules. A name that is not a plain id, or a built-in's, is refused; so is a text the
    /// referee refuses, and nothing is written.
    pub fn save_user_preset(&self, name: &str, text: &str) -> Result<Rules> {
        crate::store::check_id(name)?;
        if presets::embedded_text(name).is_some() {
            return Err(StoreRefused::ShadowsBuiltIn.into());
        }
        let Some(dir) = &self.user_dir else {
            return Err(StoreRefused::NoHome.into());
        };
        let rules = presets::parse_extending(name, name, text, &|base| self.text_of(base))?;
        self.disk
            .create_dir_all(dir)
            .with_context(|| Doing::new(Op::Create, dir.display()))?;
        Files(&*self.disk).write_atomic(&dir.join(format!("{name}.yaml")), text)?;
        Ok(rules)
    }

    /// Remove the user's preset `name` (its `.yaml` or `.yml` file). Games played with it
    /// keep their rules: a game's file carries them.
    pub fn remove_user_preset(&self, name: &str) -> Result<()> {
        crate::store::check_id(name)?;
        if let Some(file) = self.user_file(name) {
            self.disk
                .remove_file(&file)
                .with_context(|| Doing::new(Op::Remove, file.display()))?;
        }
        Ok(())
    }

    /// Everything `canasta variants` lists.
    pub fn entries(&self) -> Vec<Entry> {
        let mut out: Vec<Entry> = presets::names()
            .into_iter()
            .map(|name| Entry {
                name: name.to_string(),
                description: presets::embedded(name)
                    .map(|r| r.description)
                    .unwrap_or_default(),
                file: None,
                problem: None,
            })
            .collect();
        for (name, file) in self.user_presets() {
            let (description, problem) = if presets::embedded_text(&name).is_some() {
                (String::new(), Some(StoreRefused::ShadowsBuiltIn.into()))
            } else {
                match self.load_file(&file) {
                    Ok(r) => (r.description, None),
                    Err(e) => (String::new(), Some(e)),
                }
            };
            out.push(Entry {
                name,
                description,
                file: Some(file),
                problem,
            });
        }
        out
    }
}

impl Catalog {
    /// A preset file's text: a regular file (links followed: presets are the user's own)
    /// of at most 1 MB.
    fn read_preset(&self, path: &Path) -> Result<String> {
        Files(&*self.disk)
            .read_following(path, MAX_PRESET_BYTES)
            .map_err(|e| match e {
                Error::Refused(r) if matches!(*r, StoreRefused::TooBig { .. }) => {
                    StoreRefused::PresetTooBig {
                        path: path.display().to_string(),
                        limit_kb: MAX_PRESET_BYTES / 1024,
                    }
                    .into()
                }
                other => other,
            })
    }
}

/// Largest preset file read.
const MAX_PRESET_BYTES: u64 = 1024 * 1024;

fn looks_like_path(spec: &str) -> bool {
    spec.contains('/') || spec.contains('\\') || spec.ends_with(".yaml") || spec.ends_with(".yml")
}
