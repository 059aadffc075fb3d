//! The game-log loader on arbitrary text: `parse_log`, then `replay`, then the save path
//! (`ledger::log_text`) and back. Never a panic; a log that loads and replays has hand
//! scores that are the sums of their lines and totals that are the sums of the hand
//! scores, and saving it and loading it again gives the same game.
#![no_main]

use canasta::core::ledger::{GameLog, LogError, SCHEMA, log_text, parse_log, replay};
use canasta::core::presets;
use canasta::core::rules::Rules;
use libfuzzer_sys::fuzz_target;

/// Rules by variant name from the built-in presets only: never from a file (a
/// `variant:` that looks like a path would otherwise read the host's files).
fn resolve(variant: &str) -> Result<Rules, String> {
    presets::embedded(variant).map_err(|e| e.to_string())
}

fn load(text: &str) -> Result<GameLog, LogError> {
    parse_log(text, &resolve)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(log) = load(text) else {
        return;
    };
    let Ok(report) = replay(&log) else {
        return;
    };
    for (s, side) in report.named_sides() {
        let mut running: i64 = 0;
        for h in &report.hands {
            let lines = h
                .lines(s)
                .iter()
                .try_fold(0i64, |sum, l| sum.checked_add(l.points))
                .expect("the lines of a replayed hand add up without overflow");
            assert_eq!(lines, h.score(s), "hand {} of {side}: lines", h.number);
            running = running
                .checked_add(h.score(s))
                .expect("the hand scores of a replayed game add up without overflow");
            assert_eq!(
                running,
                h.total(s),
                "hand {} of {side}: running total",
                h.number
            );
        }
        assert_eq!(running, report.total(s), "total of {side}");
    }
    // Everything the program prints about a game is derived from the report.
    let _ = serde_yaml::to_string(&report).expect("the report serialises");
    // Only games that replay are ever saved: saving one and loading it again must give
    // the same game (loading may upgrade an older schema to the current one).
    let saved = log_text(&log).expect("a loaded log serialises");
    let back =
        load(&saved).unwrap_or_else(|e| panic!("a saved game does not load: {e:#}\n{saved}"));
    assert!(
        back.schema == log.schema || back.schema == SCHEMA,
        "schema {} became {}",
        log.schema,
        back.schema
    );
    let expected = GameLog {
        schema: back.schema,
        ..log.clone()
    };
    assert_eq!(
        back, expected,
        "the game changed on a save and load:\n{saved}"
    );
    assert_eq!(
        replay(&back).ok(),
        Some(report),
        "the replay changed on a save and load"
    );
});
