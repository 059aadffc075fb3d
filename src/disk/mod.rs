//! The computer's files under the store (native only): the data folder on disk
//! ([`OsDisk`]), the platform's folders for data and configuration, and the program's own
//! files outside the data folder (`program`: exports, imports and presets given by path,
//! a circuit's folder). The store above (`crates/canasta-game`) has no file system of its
//! own; this is where the program gives it one.

mod os;
pub mod program;
pub mod replace;

use std::path::PathBuf;
use std::sync::Arc;

pub use os::OsDisk;
pub(crate) use os::open_plain;

use crate::core::store_facts::StoreRefused;
use crate::store::Store;
use crate::store::catalog::Catalog;
use crate::store::disk::Disk;
use crate::store::error::{Error, Result};
use crate::store::files::Files;

/// The computer's own files, read and written with the store's guarantees.
pub fn files() -> Files<'static> {
    Files(&OsDisk)
}

/// Open (creating if needed) the data directory: `dir` if given, else the platform's
/// data directory for `canasta`.
pub fn open_store(dir: Option<PathBuf>, catalog: Catalog) -> Result<Store> {
    let dir = match dir {
        Some(d) => d,
        None => directories::ProjectDirs::from("", "", "canasta")
            .map(|p| p.data_dir().to_path_buf())
            .ok_or_else(|| Error::from(StoreRefused::NoHome))?,
    };
    Store::open_on(Arc::new(OsDisk), dir, catalog)
}

/// The presets of the configuration folder: `config_dir` (`--config-dir`,
/// `CANASTA_CONFIG_DIR`) if given, else the platform's configuration folder for
/// `canasta`; user presets live in its `presets/` folder.
pub fn catalog(config_dir: Option<PathBuf>) -> Catalog {
    let base = config_dir.or_else(|| {
        directories::ProjectDirs::from("", "", "canasta").map(|p| p.config_dir().to_path_buf())
    });
    Catalog::on(Arc::new(OsDisk), base)
}

/// A new key: 16 random hex digits, from the computer's generator (the board's keys).
pub fn new_key() -> Result<String> {
    let bytes = OsDisk.random()?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests;
