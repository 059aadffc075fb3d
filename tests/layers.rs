//! The layers of the code, held in place. Each folder of `src/` is a layer; a module may
//! use its own layer and those below it, never one above:
//!
//! - `core`: the rules, pure; nothing else, and no files, terminals, clap or anyhow;
//! - `store`: the data folder; `core` only;
//! - `game`: the use cases; `core` and `store`, never a renderer or a front end;
//! - `render`: facts into words and pictures; `core` and the game layer's values;
//! - the front ends `cli`, `table_mode` and `serve`: anything below them; one front end
//!   may start another (the command line starts table mode, `canasta play`, and the board,
//!   `canasta serve`; table mode starts the board from its menu), and a front end started
//!   never calls back the one that started it.
//!
//! Test code (`#[cfg(test)]` modules and `*tests*.rs` files) is not held to this: a test
//! of the core may print a refusal to look at it.
//!
//! And no source file holds over 800 lines of code (comments and tests apart).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The layer each name of `crate::NAME` stands for (a layer's own name, or a module
/// re-exported at the crate root in `src/lib.rs`).
fn layer_of(name: &str) -> Option<&'static str> {
    Some(match name {
        "core" | "cards" | "hand" | "ledger" | "line" | "matches" | "melds" | "presets"
        | "rules" | "score" | "stats" | "text" | "unique" => "core",
        "store" | "catalog" | "files" | "journal" => "store",
        "game" | "backup" | "summary" => "game",
        "render" | "chart" | "words" | "tr" => "render",
        "cli" | "output" | "app" | "complete" => "cli",
        "table_mode" => "table_mode",
        "serve" | "board" => "serve",
        // The process's exit codes: a leaf every layer above the core may name (an error
        // says how the process ends).
        "exit" => "exit",
        // The library's error type and entry point.
        "Error" | "run" => "root",
        _ => return None,
    })
}

/// What each layer may use besides itself.
fn allowed(layer: &str) -> &'static [&'static str] {
    match layer {
        "core" => &[],
        "store" => &["core", "exit"],
        "game" => &["core", "store", "exit"],
        "render" => &["core", "game"],
        "cli" => &[
            "core",
            "store",
            "game",
            "render",
            "table_mode",
            "serve",
            "root",
            "exit",
        ],
        "table_mode" => &["core", "store", "game", "render", "serve", "root", "exit"],
        "serve" => &["core", "store", "game", "render", "exit"],
        _ => &[],
    }
}

/// What the pure core never touches.
const NOT_IN_THE_CORE: &[&str] = &[
    "anyhow",
    "clap",
    "console",
    "dialoguer",
    "comfy_table",
    "std::fs",
    "std::env",
    "std::process",
    "std::io::stdin",
    "std::io::stdout",
    "println!",
    "eprintln!",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ reads") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's code without its test modules (`#[cfg(test)]` followed by `mod`, to the end
/// of that module: here always the end of the file).
fn code(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    if name.contains("tests") {
        return None;
    }
    let text = fs::read_to_string(path).expect("source reads");
    // Comments say what a module does not use; only code counts.
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let mut end = lines.len();
    for (i, line) in lines.iter().enumerate() {
        if line.trim() == "#[cfg(test)]"
            && lines[i + 1..]
                .iter()
                .find(|l| !l.trim().starts_with("#[") && !l.trim().is_empty())
                .is_some_and(|l| l.trim_start().starts_with("mod "))
        {
            end = i;
            break;
        }
    }
    Some(lines[..end].join("\n"))
}

/// The names used as `crate::NAME` (and `crate::{A, B::c}`), `$crate::` apart.
fn crate_names(code: &str) -> Vec<String> {
    let word = |s: &str| -> String {
        s.trim()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut names = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        if code[..at].ends_with('$') {
            continue;
        }
        let rest = &code[at + "crate::".len()..];
        match rest.strip_prefix('{') {
            Some(group) => {
                let inner = &group[..group.find('}').unwrap_or(group.len())];
                names.extend(inner.split(',').map(word).filter(|n| !n.is_empty()));
            }
            None => names.push(word(rest)),
        }
    }
    names
}

/// The layer a file is in: its folder under `src/` (the crate root's files are none).
fn layer_of_file(path: &Path) -> Option<String> {
    let relative = path.strip_prefix(src()).ok()?;
    let mut parts = relative.components();
    let first = parts.next()?.as_os_str().to_string_lossy().into_owned();
    parts.next().map(|_| first)
}

#[test]
fn each_layer_uses_only_those_below_it() {
    let mut all = Vec::new();
    files(&src(), &mut all);
    let mut breaches: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in &all {
        let (Some(layer), Some(code)) = (layer_of_file(path), code(path)) else {
            continue;
        };
        let shown = path
            .strip_prefix(src())
            .unwrap_or(path)
            .display()
            .to_string();
        for name in crate_names(&code) {
            let Some(used) = layer_of(&name) else {
                breaches.entry(shown.clone()).or_default().push(format!(
                    "crate::{name} is in no layer (add it to tests/layers.rs)"
                ));
                continue;
            };
            if used != layer && !allowed(&layer).contains(&used) {
                breaches
                    .entry(shown.clone())
                    .or_default()
                    .push(format!("{layer} uses {used} (crate::{name})"));
            }
        }
        if layer == "core" {
            for banned in NOT_IN_THE_CORE {
                if code.contains(banned) {
                    breaches
                        .entry(shown.clone())
                        .or_default()
                        .push(format!("the core uses {banned}"));
                }
            }
        }
    }
    for found in breaches.values_mut() {
        found.sort();
        found.dedup();
    }
    assert!(
        breaches.is_empty(),
        "modules that reach a layer above them:\n{breaches:#?}"
    );
}

#[test]
fn no_source_file_is_over_800_lines() {
    let mut all = Vec::new();
    files(&src(), &mut all);
    let mut long: Vec<String> = all
        .iter()
        .filter_map(|path| {
            let lines = code(path)?.lines().count();
            (lines > 800).then(|| {
                format!(
                    "{} ({lines} lines)",
                    path.strip_prefix(src()).unwrap_or(path).display()
                )
            })
        })
        .collect();
    long.sort();
    assert!(
        long.is_empty(),
        "files over 800 lines, tests apart: {long:#?}"
    );
}

/// The rules core and the game layer return facts: no refusal is worded there (no
/// `bail!`/`anyhow!` sentence, no thiserror `#[error("...")]`, no message made with
/// `format!` into an error); every sentence is made in `render`, where a language can be
/// chosen.
#[test]
fn the_core_and_the_game_layer_word_no_refusal() {
    let mut all = Vec::new();
    files(&src().join("core"), &mut all);
    files(&src().join("game"), &mut all);
    let mut worded: Vec<String> = Vec::new();
    for path in &all {
        let Some(code) = code(path) else { continue };
        for line in code.lines() {
            let l = line.trim();
            if ["bail!(", "anyhow!(", "#[error(", "message: format!("]
                .iter()
                .any(|m| l.contains(m))
            {
                worded.push(format!(
                    "{}: {l}",
                    path.strip_prefix(src()).unwrap_or(path).display(),
                ));
            }
        }
    }
    assert!(
        worded.is_empty(),
        "refusals worded below `render`:\n{worded:#?}"
    );
}
