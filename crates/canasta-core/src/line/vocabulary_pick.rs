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
                own: Vec::new(),
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
pub fn pick_unit(units: &[String], word: &str) -> Result<crate::side::Side, Problem> {
    // A side's whole name, in any case, is that side (`side::find`, the one lookup of a
    // side by its name), even where it is also another's beginning.
    if let Some(side) = crate::side::find(units, word) {
        return Ok(side);
    }
    // Folded as the word typed is (accents, `-` as `_`), so `dia` is `Díaz-Ruiz`'s
    // beginning and `gh` `Gus-Hal`'s initials; and with its words apart (`Ana Rossi & Cy
    // Verdi`: `arcv`).
    let names: Vec<Named<String>> = units
        .iter()
        .map(|u| {
            let folded = super::vocabulary::fold(&u.to_lowercase());
            let words = folded.replace([' ', '&'], "_");
            Named {
                names: vec![folded, words],
                whole: Vec::new(),
                own: Vec::new(),
                shown: u.clone(),
                what: u.clone(),
            }
        })
        .collect();
    match lookup(&names, &word.trim().to_lowercase()) {
        Ok(Some(n)) => crate::side::find(units, &n.what).ok_or(Problem::UnknownName {
            what: "side",
            known: units.to_vec(),
        }),
        Ok(None) => Err(Problem::UnknownName {
            what: "side",
            known: units.to_vec(),
        }),
        Err(options) => Err(Problem::Ambiguous { options }),
    }
}

/// The side one of whose players `word` names (`players[i]`: side `units[i]`'s), by the
/// same matching as a side's name (any case, accents folded, initials, a unique
/// beginning): `Cy` or `cy verdi` is `Ana Rossi & Cy Verdi`'s, `Bob` is `A`'s when its
/// players are Ana and Bob. For a side not found by its own name.
pub fn pick_unit_by_player(
    units: &[String],
    players: &[Vec<String>],
    word: &str,
) -> Result<String, Problem> {
    let names: Vec<Named<String>> = units
        .iter()
        .zip(players)
        .filter(|(_, p)| !p.is_empty())
        .map(|(u, p)| Named {
            names: p
                .iter()
                .flat_map(|player| {
                    let folded = super::vocabulary::fold(&player.to_lowercase());
                    let words = folded.replace(' ', "_");
                    [folded, words]
                })
                .collect(),
            whole: Vec::new(),
            own: Vec::new(),
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

/// [`pick_unit`]'s side by its name, for a caller that keeps names.
pub fn pick_unit_name(units: &[String], word: &str) -> Result<String, Problem> {
    pick_unit(units, word).map(|side| crate::side::name_of(units, side).to_string())
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
            own: Vec::new(),
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

/// The words a variant's lines know, each as (shortest form, name): what a count may come
/// before, the ways of going out, the penalties. For legends and refusals.
pub fn known_words(rules: &Rules) -> Known {
    known_words_in(rules, &LineWords::english())
}

/// [`known_words`] in a language: each thing's code and the name shown.
pub fn known_words_in(rules: &Rules, words: &LineWords) -> Known {
    Vocabulary::new(rules, words).known()
}

/// The word a line in `words`' language writes for `key`: a preset key, or one of the
/// fixed facts `out`, `concealed`, `hand_canasta`, `red_threes`, `black_threes`,
/// `black_threes_in_hand`. English's tokens as always (`n`, `out`, `r`); another
/// language's shortest word that reads back as it (`p`, `c`, `r` in Spanish).
pub fn code_in(rules: &Rules, words: &LineWords, key: &str) -> String {
    let vocab = Vocabulary::new(rules, words);
    if vocab.localized
        && let Some(code) = vocab.code(key)
    {
        return code;
    }
    match key {
        "out" | "concealed" | "hand_canasta" => key.to_string(),
        "red_threes" => "r".into(),
        "black_threes" => "b".into(),
        "black_threes_in_hand" => "bh".into(),
        _ => short_name_in(&vocab, key),
    }
}

/// The name a player types for `key` in `words`' language, `_` as spaces: the preset's
/// own key in English (`natural`, `undeclared red three`), another language's first word
/// (`pura`, `rojo sin bajar`).
pub fn typed_name_in(words: &LineWords, key: &str) -> String {
    words
        .typed
        .as_ref()
        .and_then(|t| t.get(key))
        .and_then(|names| names.first())
        .map_or(key, String::as_str)
        .replace('_', " ")
}

/// The shortest name that reads back as `name` (initials when they are unique, e.g. `n`).
pub fn short_name(rules: &Rules, name: &str) -> String {
    short_name_in(&Vocabulary::new(rules, &LineWords::english()), name)
}

#[cfg(test)]
mod tests {
    use super::pick_unit_name;

    fn pick(units: &[&str], word: &str) -> Option<String> {
        let units: Vec<String> = units.iter().map(|u| u.to_string()).collect();
        pick_unit_name(&units, word).ok()
    }

    /// A side is found as players type it: a beginning without its accents, its initials
    /// (a pair's surnames, an individual line's four words), any case.
    #[test]
    fn a_side_is_found_without_accents_or_by_initials() {
        let pairs = ["Díaz-Ruiz", "Öztürk-Müller"];
        assert_eq!(pick(&pairs, "dia").as_deref(), Some("Díaz-Ruiz"));
        assert_eq!(pick(&pairs, "Díaz").as_deref(), Some("Díaz-Ruiz"));
        assert_eq!(pick(&pairs, "DR").as_deref(), Some("Díaz-Ruiz"));
        assert_eq!(pick(&pairs, "oez").as_deref(), Some("Öztürk-Müller"));
        assert_eq!(
            pick(&["Gus-Hal", "Ivy-Jay"], "gh").as_deref(),
            Some("Gus-Hal")
        );
        let lines = ["Ana Rossi & Cy Verdi", "Bea Neri & Dan Gallo"];
        assert_eq!(
            pick(&lines, "arcv").as_deref(),
            Some("Ana Rossi & Cy Verdi")
        );
        assert_eq!(pick(&lines, "bea").as_deref(), Some("Bea Neri & Dan Gallo"));
        // Still refused: what is no side's, and what is two sides' beginning.
        assert_eq!(pick(&pairs, "xy"), None);
        assert_eq!(pick(&["Ana-Bob", "Ana-Cy"], "ana"), None);
    }
}
