//! The oracle is the YAML library itself: every text here is read both ways, by
//! [`read`] and by `serde_yaml::from_str`, and the two must give the same value, or the
//! same refusal word for word at the same line and column.

use super::*;
use crate::hand::Hand;
use crate::ledger::GameLog;
use crate::presets;
use crate::rules::Rules;
use std::fmt::Debug;

/// Both ways agree on `text` read as a `T`: the same value, or the same refusal (its
/// words, which name the path, and its line and column).
fn agree<T: DeserializeOwned + PartialEq + Debug>(text: &str) -> bool {
    let ours = read::<T>(text);
    // Text that is not YAML at all is refused for that, as the library refuses it.
    let theirs = match serde_yaml::from_str::<Tree>(text) {
        Err(e) => Err(e),
        Ok(_) => serde_yaml::from_str::<T>(text),
    };
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "read differently:\n{text}"),
        (Err(a), Err(b)) => {
            assert_eq!(a.to_string(), b.to_string(), "refused differently:\n{text}");
            let place = |e: &serde_yaml::Error| e.location().map(|l| (l.line(), l.column()));
            assert_eq!(place(a), place(b), "refused at another place:\n{text}");
        }
        _ => panic!("one way read it, the other did not: {ours:?} / {theirs:?}\n{text}"),
    }
    ours.is_ok()
}

/// A whole game log as the program writes it: Classic's rules inside, three hands worked
/// in the ledger's tests (We 1900 a hand; They 1150, 1150 and 3470).
fn game_text() -> String {
    let we = "We: {went_out: normal, canastas: {natural: 2, mixed: 1}, melded: 500}";
    let they = "They: {canastas: {natural: 1, mixed: 1}, melded: 400, in_hand: 50}";
    let last = "They: {canastas: {natural: 3, mixed: 2}, melded: 600, red_threes: 4, in_hand: 30}";
    let hand = |they: &str| format!("  - results:\n      {we}\n      {they}\n");
    let text = format!(
        "schema: 1\nvariant: classic\nsides: [{{name: We}}, {{name: They}}]\nhands:\n{}{}{}",
        hand(they),
        hand(they),
        hand(last)
    );
    let mut log: GameLog = serde_yaml::from_str(&text).expect("the test's game reads");
    log.rules = Some(presets::embedded("classic").expect("Classic"));
    serde_yaml::to_string(&log).expect("the test's game writes")
}

#[test]
fn every_preset_reads_the_same_both_ways() {
    for name in presets::names() {
        let text = presets::embedded_text(name).expect("a preset's text");
        // A preset that extends another is not rules by itself: both refuse it alike.
        agree::<Rules>(text);
    }
}

/// Every game log of the fuzz corpus (`fuzz/corpus/game_log`: games as the program wrote
/// them, and the hostile ones), each with every line after the first dropped in turn, and
/// its presets.
#[test]
fn the_fuzz_corpus_reads_the_same_both_ways() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/game_log");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("the fuzz corpus") {
        let Ok(text) = std::fs::read_to_string(entry.expect("a file").path()) else {
            continue;
        };
        files += 1;
        agree::<GameLog>(&text);
        let lines: Vec<&str> = text.lines().collect();
        for drop in 1..lines.len().min(60) {
            let mut kept = lines.clone();
            kept.remove(drop);
            agree::<GameLog>(&(kept.join("\n") + "\n"));
        }
    }
    assert!(files >= 8, "{files} game logs");
    // And the corpus's presets, read as rules (one that extends another is refused alike).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/preset");
    for entry in std::fs::read_dir(&dir).expect("the fuzz corpus") {
        if let Ok(text) = std::fs::read_to_string(entry.expect("a file").path()) {
            agree::<Rules>(&text);
        }
    }
}

#[test]
fn a_whole_game_reads_the_same_both_ways() {
    let text = game_text();
    assert!(agree::<GameLog>(&text));
    assert!(text.contains("rules:"), "{text}");
}

/// Every line of a whole game broken in each of the ways a hand at the keyboard breaks
/// YAML: the line gone, given twice, its key misspelt, its value of another kind. About
/// two thousand texts, each read both ways.
#[test]
fn a_game_broken_line_by_line_is_refused_the_same_both_ways() {
    let text = game_text();
    let lines: Vec<&str> = text.lines().collect();
    let values = [
        "[1, 2]",
        "x",
        "-3",
        "{a: 1}",
        "'7'",
        "true",
        "1.5",
        "99999999999999999999",
    ];
    let (mut read_ok, mut refused) = (0, 0);
    for (i, line) in lines.iter().enumerate() {
        let mut broken: Vec<String> = Vec::new();
        let with = |new: Option<String>, twice: bool| {
            let mut out: Vec<String> = Vec::new();
            for (j, l) in lines.iter().enumerate() {
                if j == i {
                    if let Some(n) = &new {
                        out.push(n.clone());
                    }
                    if twice {
                        out.push((*l).to_string());
                    }
                } else {
                    out.push((*l).to_string());
                }
            }
            out.join("\n") + "\n"
        };
        broken.push(with(None, false));
        broken.push(with(Some((*line).to_string()), true));
        if let Some(at) = line.find(':') {
            broken.push(with(
                Some(format!("{}x{}", &line[..at], &line[at..])),
                false,
            ));
            for v in values {
                broken.push(with(Some(format!("{}: {v}", &line[..at])), false));
            }
        }
        for b in &broken {
            if agree::<GameLog>(b) {
                read_ok += 1;
            } else {
                refused += 1;
            }
        }
    }
    // Both kinds were tried: some broken texts are still a game, most are refused.
    assert!(
        read_ok > 50 && refused > 500,
        "{read_ok} read, {refused} refused"
    );
}

#[test]
fn hands_and_small_shapes_are_refused_the_same_both_ways() {
    for text in [
        "results: {We: {melded: 120, canastas: {natural: 1}, went_out: concealed}}",
        "results: {We: {melded: many}}",
        "results: {We: {went_out: sideways}}",
        "results: {We: {went_out: [normal]}}",
        "results: {We: {went_out: {normal: 1}}}",
        "results: {We: {canastas: {natural: -1}}}",
        "results: {We: {melded: 1}, We: {melded: 2}}",
        "results: [We, They]",
        "results:\n  We:\n    melded: 10\n    melded: 20\n",
        "results: {We: !normal 3}",
        "results: {We: {bonsu: 1}}",
        "notes: 1\nresults: {}",
        "",
        "- 1",
        "results: {We: &a {melded: 10}, They: *a}",
    ] {
        agree::<Hand>(text);
    }
}

#[test]
fn text_that_is_not_yaml_is_the_librarys_own_refusal() {
    for text in [
        "results: [unclosed\n",
        "a: b: c\n",
        "results:\n\t- tab\n",
        "{",
    ] {
        let ours = read::<Hand>(text).expect_err("not YAML");
        let theirs = serde_yaml::from_str::<serde_yaml::Value>(text).expect_err("not YAML");
        assert_eq!(ours.to_string(), theirs.to_string());
    }
}

/// Where the two ways differ, by design (hand-written text only): `~` where a list is
/// wanted is an empty list here (the library refuses it), and a number where text is
/// wanted is read as the number's own digits (`0x1F` is `31`).
#[test]
fn the_two_differences_are_as_documented() {
    #[derive(Debug, serde::Deserialize, PartialEq)]
    struct Doc {
        names: Vec<String>,
        note: String,
    }
    let ours: Doc = read("names: ~\nnote: 0x1F\n").expect("read");
    assert_eq!(
        ours,
        Doc {
            names: vec![],
            note: "31".into()
        }
    );
    assert!(serde_yaml::from_str::<Doc>("names: ~\nnote: 0x1F\n").is_err());
    let same: Doc = read("names: [Ann, 12]\nnote:\n").expect("read");
    assert_eq!(
        same,
        Doc {
            names: vec!["Ann".into(), "12".into()],
            note: String::new()
        }
    );
    assert!(agree::<Doc>("names: [Ann, 12]\nnote:\n"));
}

/// Not a test: how long a whole game takes to read each way (`cargo test --release -p
/// canasta-core yaml_read_speed -- --ignored --nocapture`).
#[test]
#[ignore = "a measurement"]
fn yaml_read_speed() {
    // A game of the benchmark's (`bench/make-game.sh N DIR`) when named, else the one above.
    let text = std::env::var("CANASTA_GAME")
        .ok()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .unwrap_or_else(game_text);
    let rounds = if text.len() > 100_000 { 10 } else { 2000 };
    let time = |f: &dyn Fn()| {
        let start = std::time::Instant::now();
        for _ in 0..rounds {
            f();
        }
        start.elapsed().as_secs_f64() * 1e6 / f64::from(rounds)
    };
    for _ in 0..3 {
        let lib = time(&|| {
            serde_yaml::from_str::<GameLog>(&text).expect("reads");
        });
        let tree = time(&|| {
            serde_yaml::from_str::<Tree>(&text).expect("reads");
        });
        let ours = time(&|| {
            read::<GameLog>(&text).expect("reads");
        });
        eprintln!("library {lib:.1} us, tree alone {tree:.1} us, tree and walk {ours:.1} us");
    }
}
