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
}

/// A thing with the names it answers to.
pub(super) struct Named<T> {
    /// Exact names (the preset's, and fixed short ones like `r`).
    pub(super) names: Vec<String>,
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

/// The thing `word` names, by exact name, then initials, then a unique prefix.
pub(super) fn lookup<'a, T: Clone + PartialEq>(
    table: &'a [Named<T>],
    word: &str,
) -> Result<Option<&'a Named<T>>, Vec<String>> {
    let word = word.replace('-', "_");
    let singular = word.strip_suffix('s').unwrap_or(&word).to_string();
    type Level<'l, T> = &'l dyn Fn(&Named<T>) -> bool;
    let levels: [Level<T>; 3] = [
        &|n| n.names.iter().any(|x| *x == word || *x == singular),
        &|n| n.names.iter().any(|x| x.len() >= 3 && initials(x) == word),
        &|n| n.names.iter().any(|x| x.starts_with(&word)),
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
}

impl<'a> Vocabulary<'a> {
    pub(super) fn new(rules: &'a Rules) -> Vocabulary<'a> {
        let mut counted = Vec::new();
        // Highest bonus first, as a score pad lists them.
        let mut kinds: Vec<(&String, Points)> =
            rules.canastas.iter().map(|(n, k)| (n, k.bonus)).collect();
        kinds.sort_by_key(|(n, bonus)| (-*bonus, (*n).clone()));
        for (kind, _) in kinds {
            counted.push(Named {
                names: vec![kind.clone()],
                shown: kind.clone(),
                what: Counted::Kind(kind.clone()),
            });
        }
        counted.push(Named {
            names: vec!["r".into(), "red_threes".into(), "red".into()],
            shown: "r (red threes)".into(),
            what: Counted::RedThrees,
        });
        if let Some(black) = &rules.black_threes {
            if !black.by_count.is_empty() {
                counted.push(Named {
                    names: vec!["b".into(), "black_threes".into(), "black".into()],
                    shown: "b (black threes laid out)".into(),
                    what: Counted::BlackThrees,
                });
            }
            if black.in_hand_each.is_some() {
                counted.push(Named {
                    names: vec!["bh".into(), "black_threes_in_hand".into()],
                    shown: "bh (black threes left in hand)".into(),
                    what: Counted::BlackThreesInHand,
                });
            }
        }
        for name in rules.penalties.keys() {
            counted.push(Named {
                names: vec![name.clone()],
                shown: name.clone(),
                what: Counted::Penalty(name.clone()),
            });
        }
        for name in rules.bonuses.keys() {
            counted.push(Named {
                names: vec![name.clone()],
                shown: name.clone(),
                what: Counted::Bonus(name.clone()),
            });
        }
        let mut words = vec![Named {
            names: vec!["out".into()],
            shown: "out".into(),
            what: Word::Out(WentOut::Normal),
        }];
        if rules.going_out.concealed_bonus.is_some() {
            words.push(Named {
                names: vec!["concealed".into(), "c".into()],
                shown: "concealed".into(),
                what: Word::Out(WentOut::Concealed),
            });
        }
        if rules.going_out.hand_canasta_bonus.is_some() {
            words.push(Named {
                names: vec!["hand_canasta".into(), "hc".into()],
                shown: "hand_canasta".into(),
                what: Word::Out(WentOut::HandCanasta),
            });
        }
        for name in rules.special_hands.keys() {
            words.push(Named {
                names: vec![name.clone()],
                shown: name.clone(),
                what: Word::Special(name.clone()),
            });
        }
        for name in rules.penalties.keys() {
            words.push(Named {
                names: vec![name.clone()],
                shown: name.clone(),
                what: Word::Penalty(name.clone()),
            });
        }
        for name in rules.bonuses.keys() {
            words.push(Named {
                names: vec![name.clone()],
                shown: name.clone(),
                what: Word::Bonus(name.clone()),
            });
        }
        Vocabulary {
            rules,
            counted,
            words,
        }
    }

    pub(super) fn unknown(&self) -> Problem {
        Problem::Unknown(Box::new(self.known()))
    }

    pub(super) fn known(&self) -> Known {
        let short = |names: &[String]| -> (String, String) {
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
            counted: self
                .counted
                .iter()
                .filter(|n| !matches!(n.what, Counted::Penalty(_) | Counted::Bonus(_)))
                .map(|n| short(&n.names))
                .collect(),
            out: self
                .words
                .iter()
                .filter(|n| !matches!(n.what, Word::Penalty(_) | Word::Bonus(_)))
                .map(|n| short(&n.names))
                .collect(),
            penalties: self
                .counted
                .iter()
                .filter(|n| matches!(n.what, Counted::Penalty(_) | Counted::Bonus(_)))
                .map(|n| short(&n.names))
                .collect(),
        }
    }
}
