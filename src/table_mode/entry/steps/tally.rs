//! Counts typed as `COUNT NAME` pairs, step by step: `1 natural 2 mixed`, `1n 1m`.

use indexmap::IndexMap;

use super::{Tally, typed_name};
use crate::tr;

/// What a tally counts, as a selector for its refusals (`$what`).
#[derive(Debug, Clone, Copy)]
pub(in crate::table_mode) enum What {
    Kind,
    Penalty,
    Bonus,
}

impl What {
    pub(in crate::table_mode) fn selector(self) -> &'static str {
        match self {
            What::Kind => "kind",
            What::Penalty => "penalty",
            What::Bonus => "bonus",
        }
    }
}

/// Read `COUNT NAME` pairs: `1 natural 2 mixed`, `2 naturals, 1 wild twos`, `1n 1m`,
/// `1 undeclared red three`. A name is the preset's, with spaces or `_`, in any case, a
/// plural `s` allowed, its short code, or any prefix that names one only (`n`, `nat`, `u`):
/// the lookup of a line's words. A name given twice is refused, as on a line. The refusal
/// is what the prompt shows under the line.
pub(in crate::table_mode) fn parse_tally(
    tally: &Tally,
    text: &str,
) -> Result<IndexMap<String, i64>, String> {
    // Split `2natural` and `1n` into a count and a word.
    let mut tokens: Vec<String> = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
        let rest = &word[digits.len()..];
        if !digits.is_empty() {
            tokens.push(digits);
        }
        if !rest.is_empty() {
            tokens.push(rest.to_lowercase());
        }
    }
    let names = &tally.names;
    let spoken = |n: &str| typed_name(n);
    let what = tally.what.selector();
    let known = || {
        names
            .iter()
            .map(|n| spoken(n))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let first = names.first().map_or(String::new(), |n| spoken(n));
    let mut out: IndexMap<String, i64> = IndexMap::new();
    let mut i = 0;
    while i < tokens.len() {
        let count: i64 = tokens[i].parse().map_err(|_| {
            tr!(
                "table-tally-no-count",
                word = tokens[i].clone(),
                what = what,
                first = first.clone()
            )
        })?;
        i += 1;
        let mut words = Vec::new();
        while i < tokens.len() && tokens[i].parse::<i64>().is_err() {
            words.push(tokens[i].replace('-', "_"));
            i += 1;
        }
        if words.is_empty() {
            return Err(tr!(
                "table-tally-which",
                count = count,
                what = what,
                first = first.clone(),
                variant = crate::render::variant_name(tally.variant),
                known = known()
            ));
        }
        let phrase = words.join("_");
        let line_words = crate::render::i18n::line_words();
        // The one lookup (the exact name, its short code or initials, a unique
        // beginning), as on a line and in a flag; a plural `s` allowed.
        let picked = crate::core::line::pick_word_in(tally.rules, &line_words, tally.word, &phrase)
            .or_else(|e| match (&e, phrase.strip_suffix('s')) {
                (crate::core::line::Problem::UnknownName { .. }, Some(singular))
                    if !singular.is_empty() =>
                {
                    crate::core::line::pick_word_in(tally.rules, &line_words, tally.word, singular)
                }
                _ => Err(e),
            });
        let name = match picked {
            Ok(name) => name,
            Err(crate::core::line::Problem::Ambiguous { options }) => {
                // `a or b or c`, in the player's language.
                let options = options
                    .into_iter()
                    .reduce(|first, second| tr!("table-either", first = first, second = second))
                    .unwrap_or_default();
                return Err(tr!(
                    "table-tally-could-be",
                    words = words.join(" "),
                    options = options
                ));
            }
            Err(_) => {
                return Err(tr!(
                    "table-tally-unknown",
                    words = words.join(" "),
                    what = what,
                    variant = crate::render::variant_name(tally.variant),
                    known = known()
                ));
            }
        };
        // As on a line: one count says how many; a name again is refused, not added up.
        if out.contains_key(&name) {
            return Err(tr!("table-tally-twice", words = words.join(" ")));
        }
        let total = out.entry(name).or_default();
        *total = total.saturating_add(count);
    }
    out.retain(|_, n| *n > 0);
    Ok(out)
}
