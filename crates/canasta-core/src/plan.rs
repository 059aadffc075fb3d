//! A tournament's plan as the director types it: phases joined by `+`, each `N movement
//! [options]` (`3 mitchell + 1 danish`). The words are data: English's are built in, and
//! each language's come from its catalog (`word-plan-*` in `i18n/<tag>/words.ftl`, read by
//! the renderer), so a sixth language's director types its own words with no code.

use std::collections::BTreeMap;

use crate::movement::Movement;
use crate::tournament::{MAX_ROUNDS, Phase, PlanError};

/// What a word of a plan means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlanWord {
    Mitchell,
    Danish,
    RoundRobin,
    Manual,
    Swiss,
    /// `N groups`: a round robin in N groups.
    Groups,
    /// `knockout [N]`.
    Knockout,
    /// `N individual`: an individual event's rounds.
    Individual,
    /// `step K` after `mitchell`.
    Step,
    /// A Danish movement's kind.
    Modified,
    Pure,
}

impl PlanWord {
    /// Every word's meaning, with its key in the catalogs (`word-plan-<key>`) and its
    /// English spellings.
    pub const ALL: [(PlanWord, &'static str, &'static [&'static str]); 11] = [
        (PlanWord::Mitchell, "mitchell", &["mitchell"]),
        (PlanWord::Danish, "danish", &["danish"]),
        (
            PlanWord::RoundRobin,
            "round_robin",
            &["round-robin", "round_robin"],
        ),
        (PlanWord::Manual, "manual", &["manual"]),
        (PlanWord::Swiss, "swiss", &["swiss"]),
        (PlanWord::Groups, "groups", &["groups"]),
        (PlanWord::Knockout, "knockout", &["knockout", "knock-out"]),
        (PlanWord::Individual, "individual", &["individual"]),
        (PlanWord::Step, "step", &["step"]),
        (PlanWord::Modified, "modified", &["modified"]),
        (PlanWord::Pure, "pure", &["pure"]),
    ];

    /// Whether the word names a movement (not an option of one).
    fn is_movement(self) -> bool {
        matches!(
            self,
            PlanWord::Mitchell
                | PlanWord::Danish
                | PlanWord::RoundRobin
                | PlanWord::Manual
                | PlanWord::Swiss
                | PlanWord::Groups
                | PlanWord::Knockout
                | PlanWord::Individual
        )
    }
}

/// The words a plan may be typed in: English's, and every language's the renderer adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanWords {
    words: BTreeMap<String, PlanWord>,
}

impl Default for PlanWords {
    fn default() -> PlanWords {
        PlanWords::english()
    }
}

impl PlanWords {
    /// English's words only.
    pub fn english() -> PlanWords {
        let mut words = BTreeMap::new();
        for (meaning, _, spellings) in PlanWord::ALL {
            for s in spellings {
                words.insert((*s).to_string(), meaning);
            }
        }
        PlanWords { words }
    }

    /// These words and `spellings` for the word whose catalog key is `key` (an unknown
    /// key adds nothing). Lower case is what is kept; a plan is read in lower case.
    pub fn add(&mut self, key: &str, spellings: &[String]) {
        let Some((meaning, _, _)) = PlanWord::ALL.iter().find(|(_, k, _)| *k == key) else {
            return;
        };
        for s in spellings {
            let s = s.trim().to_lowercase();
            if !s.is_empty() {
                self.words.entry(s).or_insert(*meaning);
            }
        }
    }

    fn meaning(&self, word: &str) -> Option<PlanWord> {
        self.words.get(word).copied()
    }

    /// The nearest movement's name to `word`, when it is a slip away.
    fn like(&self, word: &str) -> Option<String> {
        self.words
            .iter()
            .filter(|(_, m)| m.is_movement())
            .map(|(w, _)| (strsim::levenshtein(word, w), w))
            .filter(|(d, _)| *d <= 2)
            .min()
            .map(|(_, w)| w.clone())
    }
}

/// A phase's words, lowercased; words that a language's words know joined by `-` are
/// one (`eliminazione diretta` is `eliminazione-diretta`, Italian's knockout; `jeder
/// gegen jeden`, German's round robin), the longest such run first.
fn joined_words(part: &str, words: &PlanWords) -> Vec<String> {
    let all: Vec<String> = part.split_whitespace().map(str::to_lowercase).collect();
    let mut typed = Vec::new();
    let mut at = 0;
    while at < all.len() {
        let run = (2..=3.min(all.len() - at))
            .rev()
            .find(|n| words.meaning(&all[at..at + n].join("-")).is_some());
        match run {
            Some(n) => {
                typed.push(all[at..at + n].join("-"));
                at += n;
            }
            None => {
                typed.push(all[at].clone());
                at += 1;
            }
        }
    }
    typed
}

/// Read a plan: phases joined by `+`, each `N movement [options]`. Movements:
/// `mitchell [step K]`, `danish [pure|modified]` (modified unless said), `round-robin`,
/// `manual`, `swiss`; then `N groups` (a round robin in N groups: the first phase) and
/// `knockout [N]` (the last); each in any language's words of `words` too (`danese`,
/// `italiana`, `passo`…). A groups or knockout phase has 0 rounds until the event's
/// entrants size it ([`crate::tournament::settle_plan`]).
pub fn parse_plan(text: &str, words: &PlanWords) -> Result<Vec<Phase>, PlanError> {
    let mut phases: Vec<Phase> = Vec::new();
    for part in text.split('+').map(str::trim).filter(|p| !p.is_empty()) {
        let typed = joined_words(part, words);
        let bad = || PlanError::Part {
            part: part.to_string(),
        };
        if phases
            .last()
            .is_some_and(|p| matches!(p.movement, Movement::Knockout { .. }))
        {
            return Err(PlanError::AfterKnockout {
                part: part.to_string(),
            });
        }
        // `knockout [N]`: no count of rounds before it (the bracket has as many as it needs).
        if let [name, rest @ ..] = typed.as_slice()
            && words.meaning(name) == Some(PlanWord::Knockout)
        {
            let entrants = match rest {
                [] => None,
                [n] => Some(n.parse::<u32>().ok().filter(|n| *n >= 2).ok_or_else(bad)?),
                _ => return Err(bad()),
            };
            phases.push(Phase {
                movement: Movement::Knockout { entrants },
                rounds: 0,
            });
            continue;
        }
        let (rounds, name, rest) = match typed.as_slice() {
            [n, name, rest @ ..] => match n.parse::<u32>() {
                Ok(n) => (n, name.as_str(), rest),
                Err(_) => return Err(bad()),
            },
            _ => return Err(bad()),
        };
        if rounds == 0 {
            return Err(PlanError::NoRounds {
                part: part.to_string(),
            });
        }
        let option = |w: &String| words.meaning(w);
        let movement = match words.meaning(name) {
            Some(PlanWord::Mitchell) => {
                let step = match rest {
                    [] => 1,
                    [s, k] if option(s) == Some(PlanWord::Step) => {
                        k.parse::<u32>().ok().filter(|k| *k > 0).ok_or_else(bad)?
                    }
                    _ => return Err(bad()),
                };
                Movement::Mitchell { step }
            }
            Some(PlanWord::Danish) => {
                let modified = match rest {
                    [] => true,
                    [w] if option(w) == Some(PlanWord::Modified) => true,
                    [w] if option(w) == Some(PlanWord::Pure) => false,
                    _ => return Err(bad()),
                };
                Movement::Danish { modified }
            }
            Some(PlanWord::RoundRobin) if rest.is_empty() => Movement::RoundRobin,
            Some(PlanWord::Manual) if rest.is_empty() => Movement::Manual,
            Some(PlanWord::Swiss) if rest.is_empty() => Movement::Swiss,
            Some(PlanWord::Individual) if rest.is_empty() => Movement::Individual,
            Some(PlanWord::Groups) if rest.is_empty() => {
                if !phases.is_empty() {
                    return Err(PlanError::GroupsFirst {
                        part: part.to_string(),
                    });
                }
                if !(2..=26).contains(&rounds) {
                    return Err(bad());
                }
                phases.push(Phase {
                    movement: Movement::Groups { count: rounds },
                    rounds: 0,
                });
                continue;
            }
            Some(
                PlanWord::RoundRobin
                | PlanWord::Manual
                | PlanWord::Swiss
                | PlanWord::Groups
                | PlanWord::Knockout
                | PlanWord::Individual,
            ) => return Err(bad()),
            Some(PlanWord::Step | PlanWord::Modified | PlanWord::Pure) | None => {
                return Err(PlanError::Movement {
                    word: name.to_string(),
                    like: words.like(name),
                });
            }
        };
        phases.push(Phase { movement, rounds });
    }
    if phases.is_empty() {
        return Err(PlanError::Empty);
    }
    // An individual event is individual from its first round to its last.
    let individual = phases
        .iter()
        .filter(|p| p.movement == Movement::Individual)
        .count();
    if individual > 0 && individual < phases.len() {
        return Err(PlanError::IndividualMixed);
    }
    let total: u64 = phases.iter().map(|p| u64::from(p.rounds)).sum();
    if total > u64::from(MAX_ROUNDS) {
        return Err(PlanError::TooManyRounds {
            rounds: total,
            max: MAX_ROUNDS,
        });
    }
    Ok(phases)
}
