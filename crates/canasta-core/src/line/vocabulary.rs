//! The words of a variant that a line understands, and the one lookup that finds a typed word among them: the exact name, its initials, a unique beginning; for lines, step-by-step answers and flags alike, and where other languages' words will plug in.

use super::*;

/// What a word after a count names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Counted {
    Kind(String),
    RedThrees,
    BlackThrees,
    BlackThreesInHand,
    Penalty(String),
    Bonus(String),
}

impl Counted {
    pub(super) fn fact(&self) -> Fact {
        match self {
            Counted::Kind(_) => Fact::Canastas,
            Counted::RedThrees => Fact::RedThrees,
            Counted::BlackThrees => Fact::BlackThrees,
            Counted::BlackThreesInHand => Fact::BlackThreesInHand,
            Counted::Penalty(_) => Fact::Penalty,
            Counted::Bonus(_) => Fact::Bonus,
        }
    }
}

/// What a word standing alone names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Word {
    Out(WentOut),
    Special(String),
    Penalty(String),
    Bonus(String),
    /// The pot not taken, or taken and not played.
    Pot(crate::hand::Pot),
}

/// The key a language's words are given under for a counted thing.
fn counted_key(what: &Counted) -> &str {
    match what {
        Counted::Kind(k) | Counted::Penalty(k) | Counted::Bonus(k) => k,
        Counted::RedThrees => "red_threes",
        Counted::BlackThrees => "black_threes",
        Counted::BlackThreesInHand => "black_threes_in_hand",
    }
}

/// The key a language's words are given under for a word standing alone.
fn word_key(what: &Word) -> &str {
    match what {
        Word::Out(WentOut::Normal) => "out",
        Word::Out(WentOut::Concealed) => "concealed",
        Word::Out(WentOut::HandCanasta) => "hand_canasta",
        Word::Out(WentOut::Special) => "special",
        Word::Special(k) | Word::Penalty(k) | Word::Bonus(k) => k,
        Word::Pot(crate::hand::Pot::Unplayed) => "pot_unplayed",
        Word::Pot(_) => "no_pot",
    }
}

/// A thing with the names it answers to.
pub(super) struct Named<T> {
    /// Exact names (the preset's, and fixed short ones like `r`); in another language,
    /// that language's words (`pura`, `p`), the first the one shown.
    pub(super) names: Vec<String>,
    /// Names taken only when typed whole: in another language, the English names
    /// (`natural`, `out`), so an English habit still works where it is spelled out but an
    /// English short code never silently means what it would mean in English.
    pub(super) whole: Vec<String>,
    /// The game's own words (a preset's `words`): taken when typed whole, in every
    /// language, without making the thing's short codes any stricter.
    pub(super) own: Vec<String>,
    /// Shown in refusals.
    pub(super) shown: String,
    pub(super) what: T,
}

/// Initials of a name's words: `natural_aces` -> `na`.
pub(super) fn initials(name: &str) -> String {
    name.split('_')
        .filter_map(|w| w.chars().next())
        .collect::<String>()
}

/// A word as the lookup compares it: `-` as `_`, accents and `ß` folded the way players
/// type without them (`cortó` = `corto`, `mão` = `mao`, `natürlich` = `natuerlich`,
/// `Straße` = `strasse`). Words are lower case already.
pub(super) fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            '-' => out.push('_'),
            'á' | 'à' | 'â' | 'ã' => out.push('a'),
            'é' | 'è' | 'ê' => out.push('e'),
            'í' | 'ì' | 'î' => out.push('i'),
            'ó' | 'ò' | 'ô' | 'õ' => out.push('o'),
            'ú' | 'ù' | 'û' => out.push('u'),
            'ç' => out.push('c'),
            'ñ' => out.push('n'),
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            c => out.push(c),
        }
    }
    out
}

/// A word's spellings as the lookup keeps them: folded ([`fold`]), and where it has an
/// umlaut also with the bare vowel, as a keyboard without umlauts types it
/// (`natürlich`: `natuerlich` and `naturlich`).
pub(super) fn spellings(word: &str) -> Vec<String> {
    let folded = fold(word);
    let bare: String = word
        .chars()
        .map(|c| match c {
            'ä' => 'a',
            'ö' => 'o',
            'ü' => 'u',
            c => c,
        })
        .collect();
    let bare = fold(&bare);
    if bare == folded {
        vec![folded]
    } else {
        vec![folded, bare]
    }
}

/// The thing `word` is the exact name of (or its plural), if any.
pub(super) fn exact<'a, T>(table: &'a [Named<T>], word: &str) -> Option<&'a Named<T>> {
    let word = fold(word);
    let singular = word.strip_suffix('s').unwrap_or(&word).to_string();
    table.iter().find(|n| {
        n.names
            .iter()
            .chain(&n.whole)
            .chain(&n.own)
            .any(|x| *x == word || *x == singular)
    })
}

/// The thing `word` names, by exact name, then initials, then a unique prefix.
pub(super) fn lookup<'a, T: Clone + PartialEq>(
    table: &'a [Named<T>],
    word: &str,
) -> Result<Option<&'a Named<T>>, Vec<String>> {
    let word = fold(word);
    let singular = word.strip_suffix('s').unwrap_or(&word).to_string();
    type Level<'l, T> = &'l dyn Fn(&Named<T>) -> bool;
    let levels: [Level<T>; 3] = [
        &|n| {
            n.names.iter().any(|x| *x == word || *x == singular)
                || n.whole.iter().any(|x| *x == word || *x == singular)
                || n.own.iter().any(|x| *x == word || *x == singular)
        },
        &|n| {
            (n.whole.is_empty() || word.chars().count() >= 2)
                && n.names.iter().any(|x| x.len() >= 3 && initials(x) == word)
        },
        // In another language (a thing that also has English names taken whole), one
        // letter is never enough as initials or a beginning: a player used to English `n`
        // must not get Spanish `npc` (a penalty) silently; the language's own one-letter
        // codes are exact names and still work.
        &|n| {
            (n.whole.is_empty() || word.chars().count() >= 2)
                && n.names.iter().any(|x| x.starts_with(&word))
        },
    ];
    for level in levels {
        let found: Vec<&Named<T>> = table.iter().filter(|n| level(n)).collect();
        match found.as_slice() {
            [] => continue,
            [one] => return Ok(Some(one)),
            many => {
                let first = &many[0].what;
                if many.iter().all(|n| n.what == *first) {
                    return Ok(Some(many[0]));
                }
                return Err(many.iter().map(|n| n.shown.clone()).collect());
            }
        }
    }
    Ok(None)
}

/// The words of a variant that a line understands.
pub(super) struct Vocabulary<'a> {
    pub(super) rules: &'a Rules,
    pub(super) counted: Vec<Named<Counted>>,
    pub(super) words: Vec<Named<Word>>,
    /// In another language than English: the legend shows each thing's first name.
    pub(super) localized: bool,
    /// In another language: the things of other variants (or of this one, taken out by
    /// house rules) with that language's words, as (the name shown, the names folded).
    /// A word that is exactly one of them, which this variant would read as another thing
    /// it begins or abbreviates, is refused as not in these rules (Italian `sp`, the
    /// semipulito, never `sporco`); one it would not read stays unknown, with the words
    /// the line knows.
    pub(super) absent: Vec<(String, Vec<String>)>,
}

impl<'a> Vocabulary<'a> {
    /// The variant's words in a language: English's are the presets' own names; another
    /// language's come from `words` (a key it does not know, a user's preset's, keeps
    /// its own name).
    pub(super) fn new(rules: &'a Rules, words: &LineWords) -> Vocabulary<'a> {
        let mut v = Vocabulary::english(rules);
        if let Some(typed) = &words.typed {
            v.localized = true;
            let localize = |key: String,
                            names: &mut Vec<String>,
                            whole: &mut Vec<String>,
                            shown: &mut String| {
                if let Some(theirs) = typed.get(&key).filter(|t| !t.is_empty()) {
                    // The English full names stay, whole words only.
                    *whole = names.iter().filter(|n| n.len() > 2).cloned().collect();
                    *names = theirs
                        .iter()
                        .flat_map(|t| spellings(&t.to_lowercase()))
                        .collect();
                    // Shown as the catalog spells it (`natürlich`), matched folded.
                    *shown = theirs[0].to_lowercase();
                }
            };
            for n in &mut v.counted {
                let key = counted_key(&n.what).to_string();
                localize(key, &mut n.names, &mut n.whole, &mut n.shown);
            }
            for n in &mut v.words {
                let key = word_key(&n.what).to_string();
                localize(key, &mut n.names, &mut n.whole, &mut n.shown);
            }
            // The line words of things this variant has not (keys with `-` are other
            // words: a plan's, a default side's).
            let used: Vec<&str> = v
                .counted
                .iter()
                .map(|n| counted_key(&n.what))
                .chain(v.words.iter().map(|n| word_key(&n.what)))
                .collect();
            let absent: Vec<(String, Vec<String>)> = typed
                .iter()
                .filter(|(key, theirs)| {
                    !key.contains('-') && !used.contains(&key.as_str()) && !theirs.is_empty()
                })
                .map(|(_, theirs)| {
                    let names = theirs
                        .iter()
                        .flat_map(|t| spellings(&t.to_lowercase()))
                        .collect();
                    (theirs[0].to_lowercase(), names)
                })
                .collect();
            v.absent = absent;
        }
        // The game's own words (a preset's `words`), taken whole in every language.
        for (key, theirs) in &rules.words {
            let add = |own: &mut Vec<String>| {
                own.extend(theirs.iter().flat_map(|t| spellings(&t.to_lowercase())));
            };
            for n in v.counted.iter_mut().filter(|n| counted_key(&n.what) == key) {
                add(&mut n.own);
            }
            for n in v.words.iter_mut().filter(|n| word_key(&n.what) == key) {
                add(&mut n.own);
            }
        }
        v
    }

    /// The shortest word that names `key` (a preset key or a fixed fact) and reads back
    /// as it: `p` for Spanish `natural`.
    pub(super) fn code(&self, key: &str) -> Option<String> {
        if let Some(n) = self.counted.iter().find(|n| counted_key(&n.what) == key) {
            let mut names = n.names.clone();
            crate::order::sort_by_key(&mut names, String::len);
            return names
                .into_iter()
                .find(|c| {
                    matches!(lookup(&self.counted, c), Ok(Some(f)) if f.what == n.what)
                        && !c.starts_with(|ch: char| ch.is_ascii_digit())
                })
                .or_else(|| n.names.first().cloned());
        }
        let n = self.words.iter().find(|n| word_key(&n.what) == key)?;
        let mut names = n.names.clone();
        crate::order::sort_by_key(&mut names, String::len);
        names
            .into_iter()
            .find(|c| matches!(lookup(&self.words, c), Ok(Some(f)) if f.what == n.what))
            .or_else(|| n.names.first().cloned())
    }

    fn english(rules: &'a Rules) -> Vocabulary<'a> {
        let mut counted = Vec::new();
        // Highest bonus first, as a score pad lists them.
        let mut kinds: Vec<(&String, Points)> =
            rules.canastas.iter().map(|(n, k)| (n, k.bonus)).collect();
        crate::order::sort_by_key(&mut kinds, |(n, bonus)| (-*bonus, (*n).clone()));
        for (kind, _) in kinds {
            counted.push(Named {
                names: vec![kind.clone()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: kind.clone(),
                what: Counted::Kind(kind.clone()),
            });
        }
        if !rules.ordinary_threes {
            counted.push(Named {
                names: vec!["r".into(), "red_threes".into(), "red".into()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: "r (red threes)".into(),
                what: Counted::RedThrees,
            });
        }
        if let Some(black) = &rules.black_threes {
            if !black.by_count.is_empty() {
                counted.push(Named {
                    names: vec!["b".into(), "black_threes".into(), "black".into()],
                    whole: Vec::new(),
                    own: Vec::new(),
                    shown: "b (black threes laid out)".into(),
                    what: Counted::BlackThrees,
                });
            }
            if black.in_hand_each.is_some() {
                counted.push(Named {
                    names: vec!["bh".into(), "black_threes_in_hand".into()],
                    whole: Vec::new(),
                    own: Vec::new(),
                    shown: "bh (black threes left in hand)".into(),
                    what: Counted::BlackThreesInHand,
                });
            }
        }
        for name in rules.penalties.keys() {
            counted.push(Named {
                names: vec![name.clone()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: name.clone(),
                what: Counted::Penalty(name.clone()),
            });
        }
        for name in rules.bonuses.keys() {
            counted.push(Named {
                names: vec![name.clone()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: name.clone(),
                what: Counted::Bonus(name.clone()),
            });
        }
        let mut words = vec![Named {
            names: vec!["out".into()],
            whole: Vec::new(),
            own: Vec::new(),
            shown: "out".into(),
            what: Word::Out(WentOut::Normal),
        }];
        if rules.going_out.concealed_bonus.is_some() {
            words.push(Named {
                names: vec!["concealed".into(), "c".into()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: "concealed".into(),
                what: Word::Out(WentOut::Concealed),
            });
        }
        if rules.going_out.hand_canasta_bonus.is_some() {
            words.push(Named {
                names: vec!["hand_canasta".into(), "hc".into()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: "hand_canasta".into(),
                what: Word::Out(WentOut::HandCanasta),
            });
        }
        for name in rules.special_hands.keys() {
            words.push(Named {
                names: vec![name.clone()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: name.clone(),
                what: Word::Special(name.clone()),
            });
        }
        for name in rules.penalties.keys() {
            words.push(Named {
                names: vec![name.clone()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: name.clone(),
                what: Word::Penalty(name.clone()),
            });
        }
        for name in rules.bonuses.keys() {
            words.push(Named {
                names: vec![name.clone()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: name.clone(),
                what: Word::Bonus(name.clone()),
            });
        }
        if rules.pot.is_some() {
            use crate::hand::Pot;
            words.push(Named {
                names: vec!["no_pot".into(), "np".into()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: "no_pot".into(),
                what: Word::Pot(Pot::NotTaken),
            });
            words.push(Named {
                names: vec!["pot_unplayed".into(), "pu".into()],
                whole: Vec::new(),
                own: Vec::new(),
                shown: "pot_unplayed".into(),
                what: Word::Pot(Pot::Unplayed),
            });
        }
        Vocabulary {
            rules,
            counted,
            words,
            localized: false,
            absent: Vec::new(),
        }
    }

    /// `word`, which this variant would read as another thing it begins or abbreviates,
    /// is exactly the language's word for a thing these rules have not ([`Self::absent`]):
    /// refused as that (Italian `sp`, the semipulito, never `sporco`).
    pub(super) fn not_in_rules(&self, word: &str) -> Problem {
        Problem::NotInRules {
            name: self.absent_named(word).unwrap_or(word).to_string(),
            variant: self.rules.name.clone(),
        }
    }

    /// The thing of another variant that `word` exactly names, in this language: its
    /// name as shown. None when `word` names one of this variant's things.
    pub(super) fn absent_named(&self, word: &str) -> Option<&str> {
        if exact(&self.counted, word).is_some() || exact(&self.words, word).is_some() {
            return None;
        }
        let word = fold(word);
        let singular = word.strip_suffix('s').unwrap_or(&word).to_string();
        self.absent
            .iter()
            .find(|(_, names)| names.iter().any(|n| *n == word || *n == singular))
            .map(|(shown, _)| shown.as_str())
    }

    pub(super) fn unknown(&self) -> Problem {
        Problem::Unknown(Box::new(self.known()))
    }

    pub(super) fn known(&self) -> Known {
        let localized = self.localized;
        // English: (the shortest form, the name). Another language: (its code, the
        // preset's key), for the renderer to show the language's name for the key.
        let short = |names: &[String], key: &str| -> (String, String) {
            if localized {
                let code = self.code(key).unwrap_or_else(|| key.to_string());
                return (code, key.to_string());
            }
            let full = names
                .iter()
                .max_by_key(|n| n.len())
                .cloned()
                .unwrap_or_default();
            let short = match names.iter().min_by_key(|n| n.len()) {
                Some(s) if s.len() < full.len() => s.clone(),
                _ => short_name_in(self, &full),
            };
            (short, full)
        };
        Known {
            variant: self.rules.name.clone(),
            terms: self.rules.terms,
            runs_only: self.rules.melds_runs_only(),
            counted: self
                .counted
                .iter()
                .filter(|n| !matches!(n.what, Counted::Penalty(_) | Counted::Bonus(_)))
                .map(|n| short(&n.names, counted_key(&n.what)))
                .collect(),
            out: self
                .words
                .iter()
                .filter(|n| !matches!(n.what, Word::Penalty(_) | Word::Bonus(_)))
                .map(|n| short(&n.names, word_key(&n.what)))
                .collect(),
            penalties: self
                .counted
                .iter()
                .filter(|n| matches!(n.what, Counted::Penalty(_) | Counted::Bonus(_)))
                .map(|n| short(&n.names, counted_key(&n.what)))
                .collect(),
        }
    }
}

/// A language's words for a line: for each preset key (`natural`, `failed_to_go_out`) and
/// each fixed fact (`out`, `concealed`, `hand_canasta`, `red_threes`, `black_threes`,
/// `black_threes_in_hand`), the words a player types, the first the one shown
/// (`pura p limpia`). English has none: its words are the presets' own names. The
/// catalogs (`i18n/<tag>/words.ftl`) are where they come from; the core only reads them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineWords {
    /// `None` for English.
    pub typed: Option<std::collections::BTreeMap<String, Vec<String>>>,
}

impl LineWords {
    /// English: the presets' own names.
    pub fn english() -> LineWords {
        LineWords::default()
    }
}
