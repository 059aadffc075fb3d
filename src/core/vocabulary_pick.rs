//! Words typed alone (a flag's side, canasta kind, penalty or bonus) found by the lines' one lookup.

use super::*;

/// One of a preset's names (`keys`), by the usual matching: exact, initials, prefix.
/// What a flag names (`--penalty They:undec`, `--canasta We:nat=1`): found by the same
/// lookup a line's words go through (the exact name, its initials, a unique beginning), so
/// a word a line takes a flag takes too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagWord {
    Kind,
    Penalty,
    Bonus,
}

/// The variant's name for `word` as a `what`: a canasta kind, a penalty or a bonus.
pub fn pick_word(rules: &Rules, what: FlagWord, word: &str) -> Result<String, Problem> {
    pick_word_in(rules, &LineWords::english(), what, word)
}

/// [`pick_word`] with a language's words.
pub fn pick_word_in(
    rules: &Rules,
    words: &LineWords,
    what: FlagWord,
    word: &str,
) -> Result<String, Problem> {
    let vocab = Vocabulary::new(rules, words);
    let names: Vec<Named<String>> = vocab
        .counted
        .iter()
        .filter_map(|n| {
            let name = match (&n.what, what) {
                (Counted::Kind(k), FlagWord::Kind) => k,
                (Counted::Penalty(p), FlagWord::Penalty) => p,
                (Counted::Bonus(b), FlagWord::Bonus) => b,
                _ => return None,
            };
            Some(Named {
                names: n.names.clone(),
                whole: Vec::new(),
                shown: n.shown.clone(),
                what: name.clone(),
            })
        })
        .collect();
    let label = match what {
        FlagWord::Kind => "canasta-kind",
        FlagWord::Penalty => "penalty",
        FlagWord::Bonus => "bonus",
    };
    match lookup(&names, &word.trim().to_lowercase()) {
        Ok(Some(n)) => Ok(n.what.clone()),
        Ok(None) => Err(Problem::UnknownName {
            what: label,
            known: names.iter().map(|n| n.shown.clone()).collect(),
        }),
        Err(options) => Err(Problem::Ambiguous { options }),
    }
}

/// A side (or, three-handed, a player) of the game by what was typed: its name in any
/// case, its initials, or a unique beginning; the one lookup for lines, answers and flags.
pub fn pick_unit(units: &[String], word: &str) -> Result<String, Problem> {
    let names: Vec<Named<String>> = units
        .iter()
        .map(|u| Named {
            names: vec![u.to_lowercase()],
            whole: Vec::new(),
            shown: u.clone(),
            what: u.clone(),
        })
        .collect();
    match lookup(&names, &word.trim().to_lowercase()) {
        Ok(Some(n)) => Ok(n.what.clone()),
        Ok(None) => Err(Problem::UnknownName {
            what: "side",
            known: units.to_vec(),
        }),
        Err(options) => Err(Problem::Ambiguous { options }),
    }
}

pub(super) fn pick_name<'k>(
    keys: impl Iterator<Item = &'k String>,
    word: &str,
    what: &'static str,
) -> Result<String, Problem> {
    let names: Vec<Named<String>> = keys
        .map(|k| Named {
            names: vec![k.clone()],
            whole: Vec::new(),
            shown: k.clone(),
            what: k.clone(),
        })
        .collect();
    let names = names.as_slice();
    match lookup(names, word) {
        Ok(Some(n)) => Ok(n.what.clone()),
        Ok(None) => Err(Problem::UnknownName {
            what,
            known: names.iter().map(|n| n.shown.clone()).collect(),
        }),
        Err(options) => Err(Problem::Ambiguous { options }),
    }
}
