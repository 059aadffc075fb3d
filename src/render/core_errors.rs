//! The rules core's refusals in words. The core returns facts (names, numbers, fields,
//! the token); every sentence a refusal becomes is made here, so that it can be said
//! another way (or in another language) in one place: `i18n/<tag>/refusals.ftl`.

use crate::render::say::{Said, Say};
use std::fmt::{self, Formatter};

use super::hand_errors::{and_list, num};
use crate::core::cards::{NotationError, rank_symbol};
use crate::core::ledger::{
    ControlField, END_MARK, LedgerError, LogError, SCHEMA, StartProblem, Units,
};
use crate::core::melds::{MeldError, MeldRule};
use crate::core::presets::{PresetError, PresetProblem};
use crate::core::rules::{Rank, RequirementError, RulesError, RulesProblem};
use crate::core::stats::MergeError;
use crate::core::text::{NameError, quote};
use crate::core::yaml::{YamlFault, YamlProblem};
use crate::tr;

/// Numbers joined by "or": `3 or 4`, `3, 4 or 5`.
fn or_list(sizes: &[u32]) -> String {
    let words: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n => tr!(
            "refusal-or",
            first = words[..n - 1].join(", "),
            last = words[n - 1].clone()
        ),
    }
}

/// A rank's plural, in words (`kings`), for a meld's refusal.
fn ranks(r: Rank) -> String {
    let key = crate::render::i18n::rank_key(r);
    tr!("refusal-ranks", rank = key)
}

impl Say for NameError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            NameError::Empty => tr!("refusal-name-empty"),
            NameError::Control { name } => tr!("refusal-name-control", name = quote(name)),
            NameError::Separator { name, ch } => tr!(
                "refusal-name-separator",
                name = quote(name),
                ch = ch.to_string()
            ),
            NameError::TooLong { name, len, max } => tr!(
                "refusal-name-too-long",
                name = quote(name),
                len = *len,
                max = *max
            ),
        })
    }
}

impl Say for MergeError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Same { from, into } => f.write_str(&tr!(
                "refusal-merge-same",
                from = quote(from),
                into = quote(into)
            )),
            MergeError::Name(e) => e.say(f),
            MergeError::Chain { from, into } => f.write_str(&tr!(
                "refusal-merge-chain",
                from = quote(from),
                into = quote(into)
            )),
        }
    }
}

impl Say for NotationError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            NotationError::BadSymbol {
                input,
                position,
                symbol,
            } => {
                let hint = match symbol {
                    '3' => tr!("refusal-notation-hint-three"),
                    '1' | '0' => tr!("refusal-notation-hint-ten"),
                    'X' | 'x' => tr!("refusal-notation-hint-repeat"),
                    _ => String::new(),
                };
                let said = tr!(
                    "refusal-notation-symbol",
                    symbol = symbol.to_string(),
                    position = *position,
                    input = input.as_str()
                );
                if hint.is_empty() {
                    said
                } else {
                    format!("{said}; {hint}")
                }
            }
            NotationError::BadCount { input, position } => tr!(
                "refusal-notation-count",
                position = *position,
                input = input.as_str()
            ),
            NotationError::BadRun { input, position } => tr!(
                "refusal-notation-run",
                position = *position,
                input = input.as_str()
            ),
            NotationError::Empty => tr!("refusal-notation-empty"),
            NotationError::BadFamilySymbol {
                input,
                position,
                symbol,
            } => tr!(
                "refusal-notation-family-symbol",
                symbol = symbol.to_string(),
                position = *position,
                input = input.as_str()
            ),
        })
    }
}

impl Say for MeldError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.meld, Said(&self.rule))
    }
}

impl Say for MeldRule {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            MeldRule::RedThree => tr!("refusal-meld-red-three"),
            MeldRule::NoBlackThreeMelds { variant } => {
                tr!(
                    "refusal-meld-no-black-threes",
                    variant = crate::render::rules_text::variant_name(variant.as_str())
                )
            }
            MeldRule::BlackThreesOnly => tr!("refusal-meld-black-threes-only"),
            MeldRule::BlackThreesGoingOut => tr!("refusal-meld-black-threes-going-out"),
            MeldRule::BlackThreeSizes { sizes, variant } => tr!(
                "refusal-meld-black-three-sizes",
                sizes = or_list(sizes),
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ),
            MeldRule::MixedRanks { ranks } => {
                let names: Vec<String> =
                    ranks.iter().map(|r| rank_symbol(*r).to_string()).collect();
                tr!("refusal-meld-mixed-ranks", ranks = and_list(&names))
            }
            MeldRule::TooFew => tr!("refusal-meld-too-few"),
            MeldRule::TooMany { max, variant } => tr!(
                "refusal-meld-too-many",
                max = *max,
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ),
            MeldRule::NoWildMelds {
                variant,
                min_naturals,
            } => tr!(
                "refusal-meld-no-wild-melds",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                min_naturals = *min_naturals
            ),
            MeldRule::WildMeldTooLarge => tr!("refusal-meld-wild-meld-too-large"),
            MeldRule::FewNaturals {
                min,
                variant,
                naturals,
            } => tr!(
                "refusal-meld-few-naturals",
                min = *min,
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                naturals = *naturals
            ),
            MeldRule::WildFreeRank { rank, variant } => tr!(
                "refusal-meld-wild-free-rank",
                ranks = ranks(*rank),
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ),
            MeldRule::WildsOnlyInitial { rank, variant } => tr!(
                "refusal-meld-wilds-only-initial",
                ranks = ranks(*rank),
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ),
            MeldRule::TooManyWilds {
                max,
                variant,
                wilds,
            } => tr!(
                "refusal-meld-too-many-wilds",
                max = *max,
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                wilds = *wilds
            ),
            MeldRule::WildsOverNaturals {
                variant,
                wilds,
                naturals,
            } => tr!(
                "refusal-meld-wilds-over-naturals",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                wilds = *wilds,
                naturals = *naturals
            ),
            MeldRule::NoSequences { variant } => {
                tr!(
                    "refusal-meld-no-sequences",
                    variant = crate::render::rules_text::variant_name(variant.as_str())
                )
            }
            MeldRule::SequenceNaturalsOnly => tr!("refusal-meld-sequence-naturals-only"),
            MeldRule::SequenceOneSuit => tr!("refusal-meld-sequence-one-suit"),
            MeldRule::SequenceSize { size } => tr!("refusal-meld-sequence-size", size = *size),
            MeldRule::SequenceGap => tr!("refusal-meld-sequence-gap"),
            MeldRule::TwoOfOneRank { first } => {
                tr!("refusal-meld-two-of-one-rank", first = first.as_str())
            }
            MeldRule::PileTopNotNatural => tr!("refusal-meld-pile-top-not-natural"),
        })
    }
}

impl Say for PresetError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PresetError::Unknown { name, known } => f.write_str(&tr!(
                "refusal-preset-unknown",
                name = name.as_str(),
                known = known.join(", ")
            )),
            PresetError::Syntax {
                source_name,
                problem,
            } => f.write_str(&tr!(
                "refusal-preset-syntax",
                source_name = source_name.as_str(),
                problem = problem.said()
            )),
            PresetError::Invalid(e) => e.say(f),
        }
    }
}

/// What was wrong with YAML text, without the place (the sentence around it says where).
/// A key given twice is ours, worded here; the YAML library's own message is English and
/// stays so (`core::yaml` says why): English shows it as it always has, another language
/// says what happened and quotes the library's words as a detail.
impl Say for YamlProblem {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            YamlProblem::Twice { path, key } if path.is_empty() => {
                tr!("refusal-yaml-key-twice", key = key.as_str())
            }
            YamlProblem::Twice { path, key } => {
                tr!(
                    "refusal-yaml-key-twice-in",
                    path = path.as_str(),
                    key = key.as_str()
                )
            }
            YamlProblem::NotYaml { detail } => {
                tr!("refusal-yaml-not-yaml", detail = detail.as_str())
            }
            YamlProblem::NotTheShape { detail } => {
                tr!("refusal-yaml-not-the-shape", detail = detail.as_str())
            }
        })
    }
}

/// What was wrong with YAML text, and where when known: for a message that has no place
/// of its own to say it (a preset's).
pub fn yaml_fault_text(fault: &YamlFault) -> String {
    match (fault.line, fault.column) {
        (Some(line), Some(column)) => tr!(
            "refusal-yaml-at",
            problem = fault.problem.said(),
            line = line,
            column = column
        ),
        _ => fault.problem.said(),
    }
}

impl Say for PresetProblem {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PresetProblem::Parser(fault) => f.write_str(&yaml_fault_text(fault)),
            PresetProblem::NotAMapping => f.write_str(&tr!("refusal-preset-not-a-mapping")),
            PresetProblem::ExtendsName => f.write_str(&tr!("refusal-preset-extends-name")),
            PresetProblem::ExtendsTooDeep { max } => {
                f.write_str(&tr!("refusal-preset-extends-too-deep", max = *max))
            }
            PresetProblem::TooDeep { max, line } => {
                f.write_str(&tr!("refusal-preset-too-deep", max = *max, line = *line))
            }
        }
    }
}

impl Say for RulesError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "refusal-rules",
            preset = self.preset.as_str(),
            field = self.field.as_str(),
            problem = self.problem.said()
        ))
    }
}

impl Say for RulesProblem {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        use RulesProblem as P;
        f.write_str(&match self {
            P::Empty => tr!("refusal-rules-empty"),
            P::Control => tr!("refusal-rules-control"),
            P::Sides { sides } => tr!("refusal-rules-sides", sides = *sides),
            P::PlayersPerSide { players } => {
                tr!("refusal-rules-players-per-side", players = *players)
            }
            P::Seats { players } => tr!("refusal-rules-seats", players = *players),
            P::LonePlayers { players } => tr!("refusal-rules-lone-players", players = *players),
            P::Decks { decks } => tr!("refusal-rules-decks", decks = *decks),
            P::NoEnd => tr!("refusal-rules-no-end"),
            P::Target { target } => tr!("refusal-rules-target", target = num(*target)),
            P::NoHands => tr!("refusal-rules-no-hands"),
            P::Bonus { bonus } => tr!("refusal-rules-bonus", bonus = num(*bonus)),
            P::BonusIsPenalty => tr!("refusal-rules-bonus-is-penalty"),
            P::HandMinimum { min } => tr!("refusal-rules-hand-minimum", min = num(*min)),
            P::BothMinimums => tr!("refusal-rules-both-minimums"),
            P::NoBands => tr!("refusal-rules-no-bands"),
            P::FirstBandFrom => tr!("refusal-rules-first-band-from"),
            P::NullFrom => tr!("refusal-rules-null-from"),
            P::BandOrder { from } => tr!("refusal-rules-band-order", from = num(*from)),
            P::BandMinimum { min } => tr!("refusal-rules-band-minimum", min = num(*min)),
            P::NoCanastaKinds => tr!("refusal-rules-no-canasta-kinds"),
            P::WordKey { key, known } => tr!(
                "refusal-rules-word-key",
                key = key.as_str(),
                known = known.join(", ")
            ),
            P::WordText { word } => tr!("refusal-rules-word-text", word = word.as_str()),
            P::KindName { name } => tr!("refusal-rules-kind-name", name = name.as_str()),
            P::CanastaBonus { bonus } => tr!("refusal-rules-canasta-bonus", bonus = num(*bonus)),
            P::MissingRedThrees { count, max } => tr!(
                "refusal-rules-missing-red-threes",
                count = *count,
                max = *max
            ),
            P::MissingBlackThrees { count, max } => tr!(
                "refusal-rules-missing-black-threes",
                count = *count,
                max = *max
            ),
            P::RedThreesOutside { count, max } => tr!(
                "refusal-rules-red-threes-outside",
                count = *count,
                max = *max
            ),
            P::UnknownPenalty { name } => {
                tr!("refusal-rules-unknown-penalty", name = name.as_str())
            }
            P::UnknownKind { kind } => tr!("refusal-rules-unknown-kind", kind = kind.as_str()),
            P::FewerThanKinds { canastas, kinds } => tr!(
                "refusal-rules-fewer-than-kinds",
                canastas = *canastas,
                kinds = *kinds
            ),
            P::PositivePenalty => tr!("refusal-rules-positive-penalty"),
            P::IncompleteMeld => tr!("refusal-rules-incomplete-meld"),
            P::Holding => tr!("refusal-rules-holding"),
            P::SpecialHand => tr!("refusal-rules-special-hand"),
            P::HandSymbol { symbol } => {
                tr!("refusal-rules-hand-symbol", symbol = symbol.as_str())
            }
            P::Groups => tr!("refusal-rules-groups"),
            P::TooManyCanastas { canastas } => {
                tr!("refusal-rules-too-many-canastas", canastas = *canastas)
            }
            P::Name { name } => tr!("refusal-rules-name", name = name.as_str()),
            P::Penalty { value } => tr!("refusal-rules-penalty", value = num(*value)),
            P::MissingKind { kind, known } => tr!(
                "refusal-rules-missing-kind",
                kind = kind.as_str(),
                known = known.join(", ")
            ),
            P::OutOfBounds { value, low, high } => tr!(
                "refusal-rules-out-of-bounds",
                value = num(*value),
                low = num(*low),
                high = num(*high)
            ),
            P::VictoryNeedsHands => tr!("refusal-rules-victory-needs-hands"),
            P::VictoryNeedsTwoSides { sides } => {
                tr!("refusal-rules-victory-needs-two-sides", sides = *sides)
            }
            P::VictoryOpenBand => tr!("refusal-rules-victory-open-band"),
            P::VictoryLastBandClosed { up_to } => {
                tr!(
                    "refusal-rules-victory-last-band-closed",
                    up_to = num(*up_to)
                )
            }
            P::VictoryBandOrder { up_to } => {
                tr!("refusal-rules-victory-band-order", up_to = num(*up_to))
            }
            P::VictoryStep { up_to } => tr!("refusal-rules-victory-step", up_to = num(*up_to)),
            P::VictoryLoserAhead { winner, loser } => tr!(
                "refusal-rules-victory-loser-ahead",
                winner = num(*winner),
                loser = num(*loser)
            ),
            P::VictoryTieUnequal { winner, loser } => tr!(
                "refusal-rules-victory-tie-unequal",
                winner = num(*winner),
                loser = num(*loser)
            ),
            P::VictoryFewerForMore => tr!("refusal-rules-victory-fewer-for-more"),
            P::VictoryTiePlaysOn => tr!("refusal-rules-victory-tie-plays-on"),
        })
    }
}

impl Say for RequirementError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("refusal-requirement", given = self.given.as_str()))
    }
}

/// Each follows "the game file NAME" (a leading space or colon included).
impl Say for LogError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            LogError::TooDeep { line, max } => write!(
                f,
                " {}",
                tr!("refusal-log-too-deep", max = *max, line = *line)
            ),
            LogError::Syntax(fault) => {
                let message = fault.problem.said();
                let said = if let (Some(l), Some(c)) = (fault.line, fault.column) {
                    tr!(
                        "refusal-log-syntax-at",
                        line = l,
                        column = c,
                        message = message
                    )
                } else {
                    tr!("refusal-log-syntax", message = message)
                };
                write!(f, " {said}")
            }
            LogError::Schema { found } => write!(
                f,
                " {}",
                tr!("refusal-log-schema", found = *found, schema = SCHEMA)
            ),
            LogError::CutShort => write!(f, " {}", tr!("refusal-log-cut-short", end = END_MARK)),
            // The reason the rules could not be had follows, as the cause.
            LogError::Variant { .. } => Ok(()),
            LogError::Rules(e) => {
                write!(f, ": {}", tr!("refusal-log-rules", error = e.said()))
            }
        }
    }
}

/// A starting total refused, in words: for a game file and for table mode's start alike.
pub fn start_text(side: &str, problem: &StartProblem) -> String {
    match problem {
        StartProblem::NotASide { sides } => tr!(
            "refusal-start-not-a-side",
            side = side,
            sides = sides.join(", ")
        ),
        StartProblem::AtTarget { total, target } => tr!(
            "refusal-start-at-target",
            side = side,
            total = num(*total),
            target = num(*target)
        ),
        StartProblem::NotATotal { total } => {
            tr!(
                "refusal-start-not-a-total",
                side = side,
                total = num(*total)
            )
        }
    }
}

impl Say for LedgerError {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            LedgerError::Schema { found } => {
                tr!("refusal-ledger-schema", found = *found, schema = SCHEMA)
            }
            LedgerError::NoRules => tr!("refusal-ledger-no-rules"),
            LedgerError::WrongNumberOfSides {
                variant,
                expected,
                units,
                found,
            } => tr!(
                "refusal-ledger-sides",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                expected = *expected,
                units = match units {
                    Units::Players => "players",
                    Units::Sides => "sides",
                },
                found = *found
            ),
            LedgerError::BadName { error } => error.said(),
            LedgerError::Control { field } => match field {
                ControlField::Variant => tr!("refusal-ledger-control-variant"),
                ControlField::Note { hand } => tr!("refusal-ledger-control-note", hand = *hand),
            },
            LedgerError::EmptyName { index } => tr!("refusal-ledger-empty-name", index = *index),
            LedgerError::DuplicateName { name } => {
                tr!("refusal-ledger-duplicate-name", name = name.as_str())
            }
            LedgerError::WrongNumberOfPlayers {
                side,
                variant,
                expected,
                found,
            } => tr!(
                "refusal-ledger-players",
                side = side.as_str(),
                found = *found,
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                expected = *expected
            ),
            LedgerError::UnknownDealer { dealer, players } => tr!(
                "refusal-ledger-unknown-dealer",
                dealer = dealer.as_str(),
                players = players.join(", ")
            ),
            LedgerError::TooLarge { number } => tr!("refusal-ledger-too-large", number = *number),
            LedgerError::BadStart { side, problem } => start_text(side, problem),
            LedgerError::Hand { number, error } => tr!(
                "refusal-ledger-hand",
                number = *number,
                error = error.said()
            ),
            LedgerError::AfterGameEnd {
                number,
                ended,
                winners,
            } => tr!(
                "refusal-ledger-after-end",
                number = *number,
                winners = and_list(winners),
                ended = *ended
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::core::ledger::{ControlField, LedgerError, LogError, StartProblem, Units};
    use crate::core::melds::{MeldError, MeldRule};
    use crate::core::presets::{PresetError, PresetProblem};
    use crate::core::rules::{Rank, RequirementError, RulesError, RulesProblem};
    use crate::core::stats::MergeError;
    use crate::core::text::NameError;
    use crate::core::yaml::{YamlFault, YamlProblem};
    use crate::render::say::Say;

    #[test]
    fn the_preset_checks_say_the_field_and_the_numbers() {
        let e = RulesError {
            preset: "ours".into(),
            field: "going_out.needs_canastas".into(),
            problem: RulesProblem::FewerThanKinds {
                canastas: 1,
                kinds: 2,
            },
        };
        assert_eq!(
            e.said(),
            "preset `ours`: field `going_out.needs_canastas`: is 1, fewer than the 2 that needs_kinds asks for"
        );
        let e = RulesError {
            preset: "ours".into(),
            field: "target".into(),
            problem: RulesProblem::OutOfBounds {
                value: 2_000_000,
                low: -1_000_000,
                high: 1_000_000,
            },
        };
        assert_eq!(
            e.said(),
            "preset `ours`: field `target`: is 2000000; it must be between -1000000 and 1000000"
        );
        let known = vec!["mixed".to_string(), "natural".to_string()];
        assert_eq!(
            RulesProblem::MissingKind {
                kind: "sevens".into(),
                known
            }
            .said(),
            "names the canasta kind `sevens`, which this preset has not; it has: mixed, natural"
        );
        assert_eq!(
            PresetError::Invalid(e).said(),
            "preset `ours`: field `target`: is 2000000; it must be between -1000000 and 1000000"
        );
    }

    #[test]
    fn a_real_preset_refused_reads_as_before() {
        let text = crate::core::presets::embedded_text("classic")
            .expect("classic")
            .replace("decks: 2", "decks: 9");
        let e = crate::core::presets::parse("classic", &text).unwrap_err();
        assert_eq!(
            e.said(),
            "preset `classic`: field `decks`: is 9; 1 to 8 packs"
        );
    }

    #[test]
    fn names_are_quoted_and_cut_to_a_line() {
        let e = NameError::Control {
            name: "We\u{1b}[2J".into(),
        };
        assert_eq!(
            e.said(),
            "the name `We\\u{1b}[2J` holds a control character or a mark that turns the text around (terminal codes and direction marks are not allowed in names)"
        );
        // A right-to-left override, shown escaped, never applied to the message.
        let e = NameError::Control {
            name: "Ann\u{202e}nnA".into(),
        };
        assert!(e.said().contains("`Ann\\u{202e}nnA`"), "{}", e.said());
        assert!(crate::core::text::check_name("Ann\u{202e}nnA").is_err());
        let e = MergeError::Same {
            from: "ann".into(),
            into: "Ann".into(),
        };
        assert_eq!(e.said(), "`ann` and `Ann` are the same name already");
        assert_eq!(
            MergeError::Name(NameError::Empty).said(),
            "a name may not be empty"
        );
    }

    #[test]
    fn ledger_refusals_join_their_lists() {
        let e = LedgerError::AfterGameEnd {
            number: 5,
            ended: 4,
            winners: vec!["We".into(), "They".into()],
        };
        assert_eq!(
            e.said(),
            "hand 5 comes after the end of the game (We and They won at hand 4); start a new game"
        );
        let e = LedgerError::BadStart {
            side: "Us".into(),
            problem: StartProblem::NotASide {
                sides: vec!["We".into(), "They".into()],
            },
        };
        assert_eq!(
            e.said(),
            "the starting total of `Us` is given, but `Us` is not a side; the sides are We, They"
        );
        let e = LedgerError::Control {
            field: ControlField::Note { hand: 3 },
        };
        assert_eq!(
            e.said(),
            "the note of hand 3 holds a control character (terminal codes are not allowed)"
        );
        let e = LedgerError::WrongNumberOfSides {
            variant: "classic-3p".into(),
            expected: 3,
            units: Units::Players,
            found: 2,
        };
        assert_eq!(
            e.said(),
            "classic-3p is played by 3 players, but the game names 2"
        );
        let e = LogError::Syntax(YamlFault {
            line: Some(4),
            column: Some(2),
            problem: YamlProblem::NotTheShape {
                detail: "hands: invalid type".into(),
            },
        });
        assert_eq!(
            e.said(),
            " is not a valid game log at line 4, column 2: hands: invalid type"
        );
    }

    #[test]
    fn meld_and_notation_refusals() {
        let e = MeldError {
            meld: "KKQ".into(),
            rule: MeldRule::MixedRanks {
                ranks: vec![Rank::King, Rank::Queen],
            },
        };
        assert_eq!(
            e.said(),
            "KKQ: a meld is cards of one rank, but this one mixes K and Q"
        );
        let e = MeldRule::BlackThreeSizes {
            sizes: vec![3, 4],
            variant: "classic".into(),
        };
        assert_eq!(
            e.said(),
            "a meld of black threes must be 3 or 4 cards in classic"
        );
        let e = crate::core::cards::parse_melds("KK1").unwrap_err();
        assert_eq!(
            e.said(),
            "`1` at position 3 of \"KK1\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); a ten is T or 10"
        );
        let e = PresetError::Syntax {
            source_name: "ours.yaml".into(),
            problem: PresetProblem::ExtendsTooDeep { max: 8 },
        };
        assert_eq!(
            e.said(),
            "preset `ours.yaml` is not a valid rule set: `extends` goes more than 8 presets deep; does a preset extend itself?"
        );
        assert_eq!(
            RequirementError {
                given: "two melds".into()
            }
            .said(),
            "`two melds` is not a requirement; write `nothing`, `a meld`, `1 canasta`, `N canastas` or `a KIND canasta`"
        );
    }
}
