//! Issue 43, item 6, "one engine, one answer": every vector asked of the native build of
//! the rules core and of its WebAssembly build gets the same answer, byte for byte: the
//! same totals, lines, minimums and dealers, and the same refusals.
//!
//! The vectors:
//! - every game log of the fuzz corpus (`fuzz/corpus/game_log`), as it is and played by
//!   every preset instead (its `variant:` changed: most are refused, each its own way);
//! - every preset with a pool of hands typed as the one-line-per-side grammar has them,
//!   for each family (Classic, American, Burraco and Buraco, Samba, Hand and Foot) and
//!   some that no preset accepts;
//! - every preset with every hand the README, the guide and the native tests type (each
//!   `"We: ..."`, `"They: ..."` pair of a `record`, in those files' order): the native
//!   tests check those hands' totals against the rules texts; here each gets the same
//!   answer from both builds, under its own preset and every other.
//!
//! `.ci/run` builds the module (`cargo build -p canasta-wasm --profile wasm --target
//! wasm32-unknown-unknown`) and names it in `CANASTA_WASM`; this test asks it through
//! Node.js (`tests/node/answer.mjs`, WebAssembly as a page runs it). Without the module or
//! Node it says so and is skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

use canasta_core::presets::EMBEDDED;
use canasta_core::rules::Seating;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The game logs of the fuzz corpus, and each played by every preset.
fn replay_requests() -> Vec<String> {
    let dir = root().join("fuzz/corpus/game_log");
    let mut logs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the fuzz corpus")
        .map(|e| e.expect("a file").path())
        .collect();
    logs.sort();
    assert!(logs.len() >= 8, "the corpus's game logs: {}", logs.len());
    let mut requests = Vec::new();
    for path in &logs {
        let text = std::fs::read_to_string(path).expect("a game log");
        requests.push(serde_json::json!({ "replay": text }).to_string());
        let variant = text
            .lines()
            .find_map(|l| l.strip_prefix("variant: "))
            .expect("a variant")
            .to_string();
        for (preset, _) in EMBEDDED {
            let other = text.replacen(
                &format!("variant: {variant}"),
                &format!("variant: {preset}"),
                1,
            );
            requests.push(serde_json::json!({ "replay": other }).to_string());
        }
    }
    requests
}

/// Hands typed for each family, and some no preset takes: each a line for the first
/// unit and one for the second (the others, if any, typed "0").
const LINES: &[(&str, &str)] = &[
    ("concealed 1n 1r 205", "60 -85 1u"),
    ("1m 120 -30", "out 1n 2m 300"),
    ("out 1n 1m 2r 420 -35", "90 -40"),
    ("out 2n 500", "1m 1r 150 -20"),
    ("1n 1m 4r 600", "out 1n 200"),
    ("out 1p 1s 300", "1d 150 -45"),
    ("out 1c 1sc 250", "1d 90 -60"),
    ("out 1s 1n 400 1r", "1m 150 -70"),
    ("out 1x 420", "0"),
    ("90 95", "10"),
    ("out", "out"),
    ("m:KKKKKKK m:QQQ2 h:54", "m:777 h:9"),
    ("out 9999", "0"),
];

/// The scoring units of a preset's game: sides, or players.
fn units(seating: &Seating) -> Vec<String> {
    let count = match seating {
        Seating::Partnerships { sides, .. } => *sides,
        Seating::LoneAgainstPartnership { players, .. } => *players,
    };
    ["We", "They", "Third", "Fourth", "Fifth", "Sixth"]
        .iter()
        .take(count as usize)
        .map(|s| s.to_string())
        .collect()
}

/// Every file of `dir` (and below) whose name ends in `.ext`.
fn files_in(dir: &Path, ext: &str, into: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files_in(&path, ext, into);
        } else if path.extension().is_some_and(|e| e == ext) {
            into.push(path);
        }
    }
}

/// A quoted text that is a side's line as `record` takes it (`We: out 1n 1m 420`): the
/// line, when the side is a name and the line only words, numbers and `-`, `_`, `:`.
fn side_line(quoted: &str) -> Option<&str> {
    let (side, line) = quoted.split_once(": ")?;
    let named = side.chars().next().is_some_and(char::is_uppercase)
        && side.chars().all(|c| c.is_alphanumeric() || c == '-');
    let typed = !line.trim().is_empty()
        && line
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | ':'));
    (named && typed).then_some(line)
}

/// The hands the README, the guide (`docs/`) and the native tests (`tests/`) type: the
/// side lines quoted in each file, two by two, each pair once.
fn documented_hands() -> Vec<(String, String)> {
    let root = root();
    let mut files = vec![root.join("README.md")];
    files_in(&root.join("docs"), "md", &mut files);
    files_in(&root.join("tests"), "rs", &mut files);
    let mut hands = std::collections::BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        // The quoted texts: every other piece between double quotes.
        let lines: Vec<&str> = text
            .split('"')
            .skip(1)
            .step_by(2)
            .filter_map(side_line)
            .collect();
        for pair in lines.chunks_exact(2) {
            hands.insert((pair[0].to_string(), pair[1].to_string()));
        }
    }
    hands.into_iter().collect()
}

fn score_requests() -> Vec<String> {
    let documented = documented_hands();
    assert!(
        documented.len() >= 100,
        "the documented hands: {}",
        documented.len()
    );
    let hands: Vec<(&str, &str)> = LINES
        .iter()
        .copied()
        .chain(documented.iter().map(|(a, b)| (a.as_str(), b.as_str())))
        .collect();
    let mut requests = Vec::new();
    for (preset, _) in EMBEDDED {
        let rules = canasta_core::presets::embedded(preset).expect("a preset");
        let units = units(&rules.seating);
        for (first, second) in &hands {
            let mut lines = serde_json::Map::new();
            for (i, unit) in units.iter().enumerate() {
                let line = match i {
                    0 => first,
                    1 => second,
                    _ => "0",
                };
                lines.insert(unit.clone(), serde_json::Value::from(line.to_string()));
            }
            requests.push(
                serde_json::json!({
                    "score": { "preset": preset, "units": units, "lines": lines }
                })
                .to_string(),
            );
        }
    }
    requests
}

/// Worked from seed 001 ("Classic Canasta Scoring"): the README's first hand, We 1005
/// (natural canasta 500 + concealed going out 200 + 205 melded + one red three 100),
/// They -525 (60 melded - 85 in hand - 500 undeclared red three). The native answer
/// is right before it is compared.
#[test]
fn the_native_answer_is_the_rules_answer() {
    let answer = canasta_wasm::answer(
        &serde_json::json!({
            "score": {
                "preset": "classic",
                "units": ["We", "They"],
                "lines": { "We": "concealed 1n 1r 205", "They": "60 -85 1u" }
            }
        })
        .to_string(),
    );
    let v: serde_json::Value = serde_json::from_str(&answer).expect("json");
    let totals: Vec<i64> = v["score"]["units"]
        .as_array()
        .expect("units")
        .iter()
        .map(|u| u["score"].as_i64().expect("a score"))
        .collect();
    assert_eq!(totals, [1005, -525], "{answer}");
}

#[test]
fn the_webassembly_build_answers_every_vector_as_the_native_one() {
    let Some(module) = std::env::var_os("CANASTA_WASM").map(PathBuf::from) else {
        eprintln!("skipped: no WebAssembly module (CANASTA_WASM, built by .ci/run)");
        return;
    };
    let node_there = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !node_there {
        eprintln!("skipped: no Node.js to run the WebAssembly module");
        return;
    }
    let mut requests = replay_requests();
    requests.extend(score_requests());
    let native: Vec<String> = requests.iter().map(|r| canasta_wasm::answer(r)).collect();
    let refusals = native
        .iter()
        .filter(|a| a.starts_with("{\"refused\""))
        .count();
    assert!(
        refusals > 50 && native.len() - refusals > 100,
        "the vectors score and refuse: {refusals} refused of {}",
        native.len()
    );
    let file = tempfile::NamedTempFile::new().expect("a file");
    std::fs::write(file.path(), serde_json::to_string(&requests).expect("json")).expect("written");
    let run = Command::new("node")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/node/answer.mjs"))
        .arg(&module)
        .arg(file.path())
        .output()
        .expect("node runs");
    assert!(
        run.status.success(),
        "node: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    eprintln!("{}", String::from_utf8_lossy(&run.stderr).trim());
    let wasm: Vec<String> = serde_json::from_slice(&run.stdout).expect("answers");
    assert_eq!(wasm.len(), native.len());
    for (i, (n, w)) in native.iter().zip(&wasm).enumerate() {
        assert_eq!(n, w, "request {i} answered differently:\n{}", requests[i]);
    }
    eprintln!(
        "{} vectors, {} refused, the same answer from both builds",
        native.len(),
        refusals
    );
}
