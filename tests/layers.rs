//! The layers of the code, held in place. Each folder of `src/` is a layer; a module may
//! use its own layer and those below it, never one above:
//!
//! - `core`: the rules, pure; nothing else, and no files, terminals, clap or anyhow;
//! - `store`: the data folder; `core` only;
//! - `game`: the use cases; `core` and `store`, never a renderer or a front end;
//! - `render`: facts into words and pictures; `core` and the game layer's values;
//! - `phone`: the phone's pages and the scorer's calls, over a host (the board, or the
//!   engine in the page): anything below it, and no network, thread or clock of its own;
//! - the front ends `cli`, `table_mode` and `serve`: anything below them; only the
//!   command line starts another (table mode, `canasta play`, and the board, `canasta
//!   serve`); table mode's board is started by what the command line gives it (a
//!   `StartBoard`), so table mode never names the server, and the server names no front
//!   end.
//!
//! Test code (`#[cfg(test)]` modules, `*tests*.rs` files and `*tests*/` folders) is not
//! held to this: a test of the core may print a refusal to look at it.
//!
//! And no source file holds over 800 lines of code (comments and tests apart).
//!
//! The core is a crate of its own, `crates/canasta-core` (issue 43: it builds for a web
//! page), which the program names `crate::core` (`src/lib.rs`); its files are read here as
//! `core/...`, and its `Cargo.toml` may name only the pure dependencies below. The game
//! layer and the store are one crate, `crates/canasta-game`, whose folders `game/` and
//! `store/` are read as those layers (and its `Cargo.toml` held likewise). Under the store,
//! `disk` is the program's: the computer's files (`OsDisk`), which the store never names.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The layer each name of `crate::NAME` stands for: a layer's own name (there are no
/// crate-root aliases: `src/lib.rs` names each layer as it is, and a test below fails on
/// a `use` at the crate root that renames one).
fn layer_of(name: &str) -> Option<&'static str> {
    Some(match name {
        "core" => "core",
        "store" => "store",
        "game" => "game",
        "render" | "tr" => "render",
        "cli" => "cli",
        "table_mode" => "table_mode",
        "serve" => "serve",
        "phone" => "phone",
        "disk" => "disk",
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
        "disk" => &["core", "store", "exit"],
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
            "disk",
        ],
        "table_mode" => &["core", "store", "game", "render", "root", "exit", "disk"],
        "phone" => &["core", "store", "game", "render", "exit"],
        "serve" => &["core", "store", "game", "render", "phone", "exit", "disk"],
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
    // No network, clock, threads or randomness of its own: a page runs it too.
    "std::net",
    "std::thread",
    "thread_local!",
    "SystemTime",
    "Instant::now",
    "getrandom",
    "jiff",
];

/// The only crates the core's `Cargo.toml` may depend on: pure Rust, no I/O.
const CORE_DEPENDENCIES: &[&str] = &["indexmap", "serde", "serde_json", "serde_yaml", "strsim"];

/// The only crates the game crate's `Cargo.toml` may depend on: the core and pure Rust,
/// no I/O (SHA-256 for a game's fingerprint).
const GAME_DEPENDENCIES: &[&str] = &[
    "canasta-core",
    "indexmap",
    "serde",
    "serde_json",
    "serde_yaml",
    "sha2",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The core crate's sources.
fn core_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/canasta-core/src")
}

/// The game layer's and the store's crate's sources.
fn game_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/canasta-game/src")
}

/// Every source file of the program, of its core and of its game layer.
fn all_files() -> Vec<PathBuf> {
    let mut all = Vec::new();
    files(&src(), &mut all);
    files(&core_src(), &mut all);
    files(&game_src(), &mut all);
    all
}

/// A file as the messages show it: its path under `src/`, `core/...` for the core
/// crate's (the layer it is), and `game/...` or `store/...` for the game crate's.
fn shown(path: &Path) -> String {
    if let Ok(rest) = path.strip_prefix(core_src()) {
        return format!("core/{}", rest.display());
    }
    if let Ok(rest) = path.strip_prefix(game_src()) {
        return format!("{}", rest.display());
    }
    path.strip_prefix(src())
        .unwrap_or(path)
        .display()
        .to_string()
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

/// A file's code: every line but comments, blanks and its test modules (`#[cfg(test)]`
/// before a `mod` with a body, to that body's closing brace; a `mod x;` declared under
/// `#[cfg(test)]` is its line alone). The reading goes on after a test module: code after
/// it counts, for the layers and for the size.
fn code(path: &Path) -> Option<String> {
    // A test file, or a folder of them (`src/words_tests/`).
    if shown(path).contains("tests") {
        return None;
    }
    let text = fs::read_to_string(path).expect("source reads");
    let lines: Vec<&str> = text.lines().collect();
    let plain = blanked(&text);
    let plain: Vec<&str> = plain.lines().collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if line.trim() == "#[cfg(test)]" {
            // The item it marks: skip attributes and blanks to it.
            let mut at = i + 1;
            while at < lines.len()
                && (lines[at].trim().starts_with("#[") || lines[at].trim().is_empty())
            {
                at += 1;
            }
            let item = lines.get(at).map_or("", |l| l.trim_start());
            let is_mod = item.starts_with("mod ") || item.starts_with("pub mod ");
            if is_mod && item.trim_end().ends_with(';') {
                i = at + 1;
                continue;
            }
            if is_mod {
                i = end_of_block(&plain, at) + 1;
                continue;
            }
        }
        let t = line.trim_start();
        if !t.starts_with("//") && !t.is_empty() {
            kept.push(line);
        }
        i += 1;
    }
    Some(kept.join("\n"))
}

/// `text` with what is inside its comments and its string and character literals made
/// spaces (newlines kept): their braces are not the code's.
fn blanked(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                out.push(blank(chars[i]));
                i += 1;
            }
            out.push_str("  ");
            i += 2;
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars
                .get(i.wrapping_sub(1))
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string: r"..." or r#"..."#.
            let mut at = i + 1;
            let mut hashes = 0;
            while chars.get(at) == Some(&'#') {
                hashes += 1;
                at += 1;
            }
            if chars.get(at) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            out.push(' ');
            i = at + 1;
            for _ in 0..hashes + 1 {
                out.push(' ');
            }
            loop {
                if i >= chars.len() {
                    break;
                }
                if chars[i] == '"' && (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) {
                    for _ in 0..=hashes {
                        out.push(' ');
                    }
                    i += 1 + hashes;
                    break;
                }
                out.push(blank(chars[i]));
                i += 1;
            }
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\''), not a lifetime ('a).
            let close = if next == Some('\\') {
                (i + 3..(i + 12).min(chars.len())).find(|&k| chars[k] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match close {
                Some(end) => {
                    for _ in i..=end {
                        out.push(' ');
                    }
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The line where the block opened at or after `start` closes (`lines` blanked: braces
/// counted in the code only).
fn end_of_block(lines: &[&str], start: usize) -> usize {
    let mut depth = 0i64;
    let mut opened = false;
    for (i, line) in lines.iter().enumerate().skip(start) {
        for c in line.chars() {
            match c {
                '{' => {
                    depth += 1;
                    opened = true;
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
        if opened && depth <= 0 {
            return i;
        }
        // A declaration without a body (`fn f();` in a trait).
        if !opened && line.trim_end().ends_with(';') {
            return i;
        }
    }
    lines.len().saturating_sub(1)
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
    if path.starts_with(core_src()) {
        return Some("core".to_string());
    }
    let relative = path
        .strip_prefix(src())
        .or_else(|_| path.strip_prefix(game_src()))
        .ok()?;
    let mut parts = relative.components();
    let first = parts.next()?.as_os_str().to_string_lossy().into_owned();
    parts.next().map(|_| first)
}

#[test]
fn each_layer_uses_only_those_below_it() {
    let all = all_files();
    let mut breaches: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in &all {
        let (Some(layer), Some(code)) = (layer_of_file(path), code(path)) else {
            continue;
        };
        let shown = shown(path);
        // In the core crate, `crate::` is the core itself.
        let own = path.starts_with(core_src());
        for name in crate_names(&code).into_iter().filter(|_| !own) {
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
    let all = all_files();
    let mut long: Vec<String> = all
        .iter()
        .filter_map(|path| {
            let lines = code(path)?.lines().count();
            (lines > 800).then(|| format!("{} ({lines} lines)", shown(path)))
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
    files(&core_src(), &mut all);
    files(&game_src(), &mut all);
    let mut worded: Vec<String> = Vec::new();
    for path in &all {
        let Some(code) = code(path) else { continue };
        for line in code.lines() {
            let l = line.trim();
            if ["bail!(", "anyhow!(", "#[error(", "message: format!("]
                .iter()
                .any(|m| l.contains(m))
            {
                worded.push(format!("{}: {l}", shown(path)));
            }
        }
    }
    assert!(
        worded.is_empty(),
        "refusals worded below `render`:\n{worded:#?}"
    );
}

/// The facts of the core, the store and the game layer have no `Display` of words: they
/// are said only through `render`'s `Say` (the one way a fact becomes words, in the
/// language set). The two errors at the doors of the store and the game layer are the
/// exception: the command line's `anyhow` carries them, so they are `std::error::Error`,
/// and their `Display` is their facts (`Debug`), which the command line never shows
/// (`cli::output::said` says them through `Say`). No fact below `render` is a
/// `std::error::Error` but those two.
#[test]
fn no_fact_is_said_but_through_render() {
    const DOORS: &[&str] = &["game/error.rs", "store/error.rs"];
    let mut all = Vec::new();
    files(&core_src(), &mut all);
    files(&game_src(), &mut all);
    files(&src().join("render"), &mut all);
    let mut debug_only = 0;
    let mut found: Vec<String> = Vec::new();
    for path in &all {
        let Some(code) = code(path) else { continue };
        let file = shown(path);
        for line in code.lines() {
            let l = line.trim();
            if let Some(rest) = l
                .strip_prefix("impl")
                .filter(|_| l.contains("Display for "))
            {
                let ty = rest
                    .split("Display for ")
                    .nth(1)
                    .unwrap_or("")
                    .trim_end_matches(" {")
                    .trim();
                // The core's notation (a card `K`, a requirement as a preset writes it)
                // is data, written back into files: not words.
                let notation =
                    file.starts_with("core/") && ["Card", "PackCard", "Requirement"].contains(&ty);
                let said = file == "render/say.rs" && ty == "Said<'_, T>";
                let door = DOORS.contains(&file.as_str()) && ty == "Error";
                if !notation && !said && !door {
                    found.push(format!("{file}: {l}"));
                }
            }
            if l.starts_with("impl std::error::Error for") && !DOORS.contains(&file.as_str()) {
                found.push(format!("{file}: {l}"));
            }
            // A door's `Display` writes its facts and nothing else.
            if DOORS.contains(&file.as_str()) && l == "std::fmt::Debug::fmt(self, f)" {
                debug_only += 1;
            }
        }
    }
    assert!(
        found.is_empty(),
        "facts said other than through render's `Say`:\n{found:#?}"
    );
    assert_eq!(debug_only, 2, "each door's `Display` is its `Debug`");
}

/// The functions that are data, not logic (a table of every message id, of every kind of
/// card): where a long list is clearer as one list. Each with its reason.
const DATA_TABLES: &[&str] = &[
    // One arm for each fact the core returns (a breach of a rule, a hand's error, why a
    // pile may not be taken), each its message: the wording table of `render`.
    "render/hand_errors.rs:breach_text",
    "render/hand_errors.rs:hand_error_text",
    "render/reasons.rs:reason_text",
];

/// No function is over 150 lines of code (comments and blanks aside), anywhere but the
/// data tables: a long function is a use case, a menu or a page that wants its own home.
#[test]
fn no_function_is_over_150_lines() {
    let all = all_files();
    let mut long = Vec::new();
    for path in &all {
        let Some(code) = code(path) else { continue };
        let plain = blanked(&code);
        let lines: Vec<&str> = plain.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            let t = t
                .strip_prefix("pub ")
                .or_else(|| t.strip_prefix("pub(crate) "))
                .or_else(|| t.strip_prefix("pub(super) "))
                .unwrap_or(t);
            let t = t.strip_prefix("const ").unwrap_or(t);
            let t = t.strip_prefix("async ").unwrap_or(t);
            let Some(rest) = t.strip_prefix("fn ") else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let end = end_of_block(&lines, i);
            let length = end + 1 - i;
            let shown = format!("{}:{name}", shown(path));
            if length > 150 && !DATA_TABLES.contains(&shown.as_str()) {
                long.push(format!("{shown} ({length} lines)"));
            }
        }
    }
    long.sort();
    assert!(long.is_empty(), "functions over 150 lines: {long:#?}");
}

/// The crate root re-exports no module under another path (no `pub use crate::core::cards`
/// that hides where `cards` lives, no `use crate::serve as board`): every path names its
/// layer.
#[test]
fn the_crate_root_renames_no_module() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("src/lib.rs");
    let aliases: Vec<&str> = lib
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            let renamed = l.starts_with("use crate::")
                || l.starts_with("pub use crate::")
                || (l.starts_with("pub use ") && l.contains(" as "));
            // The core crate is named as its layer, by its own name: no other alias.
            renamed && !l.contains("crate::tr") && l != "pub use canasta_core as core;"
        })
        .collect();
    assert!(aliases.is_empty(), "aliases at the crate root: {aliases:?}");
}

/// The core crate and the game crate depend on nothing that reaches a file, a terminal,
/// the network, a clock or randomness: their `Cargo.toml`s name only the pure crates of
/// [`CORE_DEPENDENCIES`] and [`GAME_DEPENDENCIES`].
#[test]
fn the_core_and_game_crates_depend_only_on_pure_crates() {
    depends_only_on(&core_src(), CORE_DEPENDENCIES);
    depends_only_on(&game_src(), GAME_DEPENDENCIES);
}

fn depends_only_on(src: &Path, pure: &[&str]) {
    let manifest = fs::read_to_string(src.with_file_name("Cargo.toml")).expect("a manifest");
    let mut section = String::new();
    let mut named = Vec::new();
    for line in manifest.lines() {
        let l = line.trim();
        if l.starts_with('[') {
            section = l.to_string();
        } else if section == "[dependencies]" && !l.is_empty() && !l.starts_with('#') {
            named.push(l.split(['=', ' ']).next().unwrap_or("").to_string());
        } else if section.starts_with("[target") && section.ends_with("dependencies]") {
            named.push(format!("{section} {l}"));
        }
    }
    for name in &named {
        assert!(
            pure.contains(&name.as_str()),
            "{} depends on {name}, which is not one of {pure:?}",
            src.display()
        );
    }
    assert_eq!(named.len(), pure.len(), "{named:?}");
}

/// What the game layer never touches itself (issue 43: it is to run in a web page over a
/// store the page gives it): files, the network, the environment, processes, threads, a
/// clock or randomness. Time and ids come from the store (`Store::now`, `Store::new_id`);
/// files only through the store.
const NOT_IN_THE_GAME: &[&str] = &[
    "std::fs",
    "std::net",
    "std::env",
    "std::process",
    "std::thread",
    "thread_local!",
    "SystemTime",
    "Instant::now",
    "Timestamp::now",
    "Zoned::now",
    "getrandom",
    "tempfile",
    "directories",
    "hyper",
    "tokio",
    "socket2",
];

/// The game layer, and the phone's pages and calls above it (answered by the board over
/// HTTP, or by the engine in the page): none reaches the world itself.
#[test]
fn the_game_layer_has_no_clock_randomness_or_files_of_its_own() {
    let mut all = Vec::new();
    files(&game_src().join("game"), &mut all);
    files(&src().join("phone"), &mut all);
    assert!(
        all.len() > 20,
        "the game layer's and the phone's files: {}",
        all.len()
    );
    let mut found = Vec::new();
    for path in &all {
        let Some(code) = code(path) else { continue };
        for banned in NOT_IN_THE_GAME {
            if code.contains(banned) {
                found.push(format!("{}: {banned}", shown(path)));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the game layer reaches the world itself: {found:#?}"
    );
}

/// The store reaches files, the clock, randomness and the environment only through its
/// disk (`store/disk.rs`'s `Disk`, issue 43, item 1): the computer's (`OsDisk`, in the
/// program's `src/disk/`, with the renames it retries) or a page's (`store/disk/mem.rs`).
/// The program's own files outside the data folder (exports, imports by path) are
/// `src/disk/program.rs`'s, on the computer's disk.
#[test]
fn the_store_reaches_files_clock_and_randomness_through_its_disk_alone() {
    let mut all = Vec::new();
    files(&game_src().join("store"), &mut all);
    assert!(all.len() > 10, "the store's files: {}", all.len());
    let banned = [
        "std::fs",
        "fs::read",
        "fs::write",
        "fs::remove",
        "fs::create",
        "fs::rename",
        "fs::metadata",
        "fs::symlink_metadata",
        "File::open",
        "File::options",
        "File::create",
        "SystemTime::now",
        "Instant::now",
        "getrandom",
        "tempfile",
        "std::thread::sleep",
        "std::process",
        "std::env",
        "current_exe",
        "directories",
        "libc",
    ];
    let mut found = Vec::new();
    for path in &all {
        let name = shown(path);
        let Some(code) = code(path) else { continue };
        for word in banned {
            if code.contains(word) {
                found.push(format!("{name}: {word}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the store reaches the world itself: {found:#?}"
    );
}
