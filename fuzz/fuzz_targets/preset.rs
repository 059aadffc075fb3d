//! Preset parsing on arbitrary text: `presets::parse` and `presets::parse_extending`
//! (with the embedded presets as bases). Never a panic; a preset that loads can be
//! written out and loaded again unchanged, and answers the questions the program asks
//! of it.
#![no_main]

use canasta::core::presets::{embedded_text, parse, parse_extending};
use canasta::core::rules::Rules;
use libfuzzer_sys::fuzz_target;

fn exercise(rules: &Rules) {
    let text = serde_yaml::to_string(rules).expect("a loaded preset serialises");
    let again = parse("fuzz-again", &text)
        .unwrap_or_else(|e| panic!("a loaded preset does not load again: {e}\n{text}"));
    assert_eq!(&again, rules, "the preset changed on a round trip:\n{text}");
    for score in [
        i64::MIN,
        -1_000_000,
        -1,
        0,
        1,
        1495,
        1500,
        2999,
        3000,
        1_000_000,
        i64::MAX,
    ] {
        let _ = rules.initial_meld_minimum(score);
    }
    for count in 0..=2 * rules.decks.min(16) + 1 {
        let _ = rules.red_three_value(count);
    }
    let _ = rules.red_threes_in_decks();
    let _ = rules.card_values.pack_points();
    let _ = rules.canasta_kind_names();
    let _ = rules.penalty_names();
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(rules) = parse("fuzz", text) {
        exercise(&rules);
    }
    let base = |name: &str| embedded_text(name).map(str::to_string);
    if let Ok(rules) = parse_extending("fuzz", "fuzz", text, &base) {
        exercise(&rules);
    }
});
