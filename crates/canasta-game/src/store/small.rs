//! The folder's small files read as data: the merged names (`players.yaml`, or a
//! backup's players part) and a match. What is wrong with one is a [`FileReason`], a
//! fact the caller wraps in its refusal.

use indexmap::IndexMap;

use crate::core::store_facts::FileReason;
use crate::core::text;

use super::check_id;

/// Merged names from the text of `players.yaml` (or a backup's players section: the same
/// map, with or without `merged:` above it). The error says what is wrong, to follow the
/// file's name.
pub fn parse_aliases(text: &str) -> std::result::Result<crate::core::stats::Aliases, FileReason> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Players {
        #[serde(default, deserialize_with = "crate::core::unique::map")]
        merged: IndexMap<String, String>,
    }
    not_too_deep(text, true)?;
    let players: Players =
        crate::core::yaml_read::read(text).map_err(|e| yaml_reason(text, &e, true))?;
    checked_aliases(players.merged)
}

/// Merged names written as a plain map (the players part of a backup of an earlier
/// version), read and checked as [`parse_aliases`] does.
pub fn parse_alias_map(text: &str) -> std::result::Result<crate::core::stats::Aliases, FileReason> {
    #[derive(serde::Deserialize)]
    #[serde(transparent)]
    struct Map(#[serde(deserialize_with = "crate::core::unique::map")] IndexMap<String, String>);
    not_too_deep(text, true)?;
    let map: Map = crate::core::yaml_read::read(text).map_err(|e| yaml_reason(text, &e, true))?;
    checked_aliases(map.0)
}

/// Why a small file of the folder does not read, with its line (a key given twice: the
/// line of the second).
fn yaml_reason(text: &str, e: &serde_yaml::Error, plural: bool) -> FileReason {
    let fault = crate::core::yaml::fault(text, e, 200);
    FileReason::Unreadable {
        plural,
        line: fault.line,
        problem: fault.problem,
    }
}

/// Spellings in lower case, each once, every name by the name rule, no merge into itself
/// or in a circle.
fn checked_aliases(
    read: IndexMap<String, String>,
) -> std::result::Result<crate::core::stats::Aliases, FileReason> {
    let mut merged = crate::core::stats::Aliases::new();
    for (from, into) in read {
        if merged
            .insert(from.trim().to_lowercase(), into.trim().to_string())
            .is_some()
        {
            return Err(FileReason::Twice {
                name: text::quote(&from),
            });
        }
    }
    crate::core::stats::check_aliases(&merged).map_err(|why| FileReason::NotKept { why })?;
    Ok(merged)
}

/// Refuse text nested deeper than the parser reads quickly, before it sees it: "`verb`
/// nested more than 32 deep at line L" (the subject is the caller's).
fn not_too_deep(text: &str, plural: bool) -> std::result::Result<(), FileReason> {
    text::check_depth(text).map_err(|line| FileReason::TooDeep {
        plural,
        max: text::MAX_DEPTH,
        line,
    })
}

/// A match from its file's text (or a backup's match section): its name and its games'
/// ids are plain ids, each game once.
pub fn parse_match(text: &str) -> std::result::Result<crate::core::matches::Match, FileReason> {
    not_too_deep(text, false)?;
    let m: crate::core::matches::Match =
        crate::core::yaml_read::read(text).map_err(|e| yaml_reason(text, &e, false))?;
    check_id(&m.name).map_err(|_| FileReason::MatchNamed {
        name: text::quote(&m.name),
    })?;
    let mut seen = std::collections::HashSet::new();
    for id in &m.games {
        if check_id(id).is_err() || !seen.insert(id) {
            return Err(FileReason::MatchGame {
                id: text::quote(id),
            });
        }
    }
    Ok(m)
}
