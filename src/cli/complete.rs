//! Dynamic shell completion: game ids and variant names, read when the shell asks
//! (`source <(COMPLETE=bash canasta)`; clap_complete's environment-driven completion).
//!
//! The data and config directories come from `CANASTA_DATA_DIR` / `CANASTA_CONFIG_DIR`
//! or the platform's defaults, as for every command; a `--data-dir` typed on the same
//! line is not seen while completing.

use std::ffi::OsStr;

use clap_complete::CompletionCandidate;

use crate::catalog::Catalog;
use crate::store::Store;

fn env_dir(name: &str) -> Option<std::path::PathBuf> {
    std::env::var_os(name).map(Into::into)
}

fn starts_with(current: &OsStr, candidate: &str) -> bool {
    candidate.starts_with(current.to_string_lossy().as_ref())
}

/// The stored games' ids, the current one first, each with its variant and totals.
pub fn game_ids(current: &OsStr) -> Vec<CompletionCandidate> {
    let catalog = Catalog::new(env_dir("CANASTA_CONFIG_DIR"));
    let Ok(store) = Store::open(env_dir("CANASTA_DATA_DIR"), catalog) else {
        return Vec::new();
    };
    let Ok(games) = crate::game::list(&store) else {
        return Vec::new();
    };
    let mut out: Vec<CompletionCandidate> = games
        .iter()
        .filter(|g| starts_with(current, &g.id))
        .map(|g| {
            let help = match &g.game {
                Ok(game) => {
                    let totals: Vec<String> = game
                        .totals()
                        .iter()
                        .map(|(s, t)| format!("{s} {t}"))
                        .collect();
                    format!("{}: {}", game.variant, totals.join(", "))
                }
                Err(_) => "damaged".into(),
            };
            CompletionCandidate::new(g.id.clone())
                .help(Some(crate::text::printable(&help, 60).into()))
                .display_order(Some(usize::from(!g.current)))
        })
        .collect();
    out.reverse();
    out
}

/// The variants: built-in presets and the user's own.
pub fn variants(current: &OsStr) -> Vec<CompletionCandidate> {
    Catalog::new(env_dir("CANASTA_CONFIG_DIR"))
        .entries()
        .into_iter()
        .filter(|e| e.problem.is_none() && starts_with(current, &e.name))
        .map(|e| {
            CompletionCandidate::new(e.name)
                .help(Some(crate::text::printable(&e.description, 60).into()))
        })
        .collect()
}
