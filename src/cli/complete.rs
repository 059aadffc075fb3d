//! Dynamic shell completion: game ids and variant names, read when the shell asks
//! (`source <(COMPLETE=bash canasta)`; clap_complete's environment-driven completion).
//!
//! The data and config directories come from `CANASTA_DATA_DIR` / `CANASTA_CONFIG_DIR`
//! or the platform's defaults, as for every command; a `--data-dir` typed on the same
//! line is not seen while completing.

use std::ffi::OsStr;

use clap_complete::CompletionCandidate;

fn env_dir(name: &str) -> Option<std::path::PathBuf> {
    std::env::var_os(name).map(Into::into)
}

/// Completion runs before the command line is parsed: the language a command would speak
/// without `--lang` (`CANASTA_LANG`, then `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
fn speak() {
    use crate::render::i18n;
    let lang = std::env::var("CANASTA_LANG")
        .ok()
        .filter(|tag| !tag.trim().is_empty())
        .map_or_else(i18n::from_environment, |tag| {
            i18n::Lang::from_tag(&tag).unwrap_or_else(|| i18n::negotiate(&[tag.as_str()]))
        });
    i18n::set_language(lang);
}

fn starts_with(current: &OsStr, candidate: &str) -> bool {
    candidate.starts_with(current.to_string_lossy().as_ref())
}

/// The stored games' ids, the current one first, each with its variant and totals.
pub fn game_ids(current: &OsStr) -> Vec<CompletionCandidate> {
    speak();
    let catalog = crate::disk::catalog(env_dir("CANASTA_CONFIG_DIR"));
    let Ok(store) = crate::disk::open_store(env_dir("CANASTA_DATA_DIR"), catalog) else {
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
                Err(_) => crate::tr!("cli-complete-damaged"),
            };
            CompletionCandidate::new(g.id.clone())
                .help(Some(crate::core::text::printable(&help, 60).into()))
                .display_order(Some(usize::from(!g.current)))
        })
        .collect();
    out.reverse();
    out
}

/// The variants: built-in presets and the user's own.
pub fn variants(current: &OsStr) -> Vec<CompletionCandidate> {
    speak();
    crate::disk::catalog(env_dir("CANASTA_CONFIG_DIR"))
        .entries()
        .into_iter()
        .filter(|e| e.problem.is_none() && starts_with(current, &e.name))
        .map(|e| {
            // A user's preset keeps its own words; a built-in one speaks the language.
            let description = match e.file {
                None => crate::render::preset_description_of(&e.name, &e.description),
                Some(_) => e.description.clone(),
            };
            CompletionCandidate::new(e.name)
                .help(Some(crate::core::text::printable(&description, 60).into()))
        })
        .collect()
}
