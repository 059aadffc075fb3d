//! `canasta import`: one game's log, or a whole backup (`export --all`), into the data
//! folder; a game already here is recognised, not taken twice.

use std::io::BufRead;
use std::path::Path;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::cli::input::open_input;
use crate::disk::program::read_text;
use crate::exit::Exit;
use crate::game::{self, backup};
use crate::render;
use crate::store::{MAX_GAME_BYTES, Store};

/// Each game restored from a backup is named when there are few; a whole season is
/// summed up, with the games that took a new number named.
const NAMED: usize = 20;

// `canasta import`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The YAML file to read.
    pub file: PathBuf,
    /// Restore a backup's other games when some of its games do not read or add up
    /// (they are named, and left out).
    #[arg(long)]
    pub skip_damaged: bool,
}

pub(super) fn run(store: &Store, file: &Path, skip_damaged: bool) -> Result<ExitCode> {
    let origin = file.display().to_string();
    let mut reader = open_input(file)?;
    // A byte-order mark from a Windows editor is passed over.
    if reader
        .fill_buf()
        .is_ok_and(|b| b.starts_with("\u{feff}".as_bytes()))
    {
        reader.consume(3);
    }
    let is_backup = reader
        .fill_buf()
        .is_ok_and(|b| b.starts_with(backup::BACKUP_MARK.as_bytes()));
    if is_backup {
        let mut first = String::new();
        reader.read_line(&mut first)?;
        let done = backup::restore(store, &mut reader, &origin, skip_damaged)?;
        return restored(&done);
    }
    let text = read_text(reader, MAX_GAME_BYTES, &origin)?;
    let imported = game::import(store, &text, &origin)?;
    eprintln!("{}", render::imported(&imported));
    outln!("{}", imported.id())?;
    Ok(Exit::Done.into())
}

/// What a backup's restore did: games skipped, already here, restored (under their
/// number or a new one), matches and merges; the restored ids on standard output.
fn restored(done: &backup::Restore) -> Result<ExitCode> {
    for (id, why) in &done.skipped {
        eprintln!(
            "{}",
            crate::tr!(
                "cli-import-skipped",
                id = id.clone(),
                why = crate::core::text::printable(&render::game_refusals::first_line(why), 300)
            )
        );
    }
    let already: Vec<_> = done.games.iter().filter(|r| r.already).collect();
    let restored: Vec<_> = done.games.iter().filter(|r| !r.already).collect();
    if already.len() <= NAMED {
        for r in &already {
            eprintln!(
                "{}",
                crate::tr!("cli-import-already", was = r.was.clone(), id = r.id.clone())
            );
        }
    } else if !restored.is_empty() {
        eprintln!(
            "{}",
            crate::tr!("cli-import-already-many", count = already.len())
        );
    }
    let moved: Vec<_> = restored.iter().filter(|r| r.id != r.was).collect();
    let named: Vec<_> = if restored.len() <= NAMED {
        restored.clone()
    } else {
        let said = if moved.is_empty() {
            crate::tr!("cli-import-restored-many", count = restored.len())
        } else {
            crate::tr!("cli-import-restored-many-moved", count = restored.len())
        };
        eprintln!("{said}");
        moved.iter().take(NAMED).map(|r| **r).collect()
    };
    for r in &named {
        let archived = if r.archived { "yes" } else { "no" };
        let said = if r.id == r.was {
            crate::tr!(
                "cli-import-restored",
                id = r.id.clone(),
                archived = archived
            )
        } else {
            crate::tr!(
                "cli-import-restored-moved",
                id = r.id.clone(),
                was = r.was.clone(),
                archived = archived
            )
        };
        eprintln!("{said}");
    }
    if restored.len() > NAMED && moved.len() > NAMED {
        eprintln!(
            "{}",
            crate::tr!("cli-import-more", count = moved.len() - NAMED)
        );
    }
    if done.matches > 0 || done.merged > 0 {
        eprintln!(
            "{}",
            crate::tr!(
                "cli-import-matches",
                matches = done.matches,
                merged = done.merged
            )
        );
    }
    if restored.is_empty() {
        eprintln!("{}", crate::tr!("cli-import-nothing"));
    }
    outln!(
        "{}",
        restored
            .iter()
            .map(|r| r.id.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    )?;
    Ok(Exit::Done.into())
}
