//! The game layer's refusals of a hand and of a rules question, in words: the command
//! line's wording (each type's `Say`) and the table's (`for_table`), which never
//! names a flag or a command, from the same facts. The sentences are
//! `i18n/<tag>/refusals.ftl`'s `refusal-record-*`, `refusal-question-*` and
//! `refusal-table-*`.

use crate::render::say::{Said, Say};
use std::fmt;

use super::hand_errors::{and_list, num};
use crate::core::text::quote;
use crate::game::{Ending, HandRefused, QuestionRefused};
use crate::tr;

/// `winner: We, with 5120 (by 900)`, or `shared win: We and They, at 5000`.
fn ending_words(ending: &Ending) -> String {
    match ending {
        Ending::Winner {
            side,
            total,
            margin,
        } => tr!(
            "refusal-ending-winner",
            side = side.as_str(),
            total = num(*total),
            margin = num(*margin)
        ),
        Ending::Shared { sides, total } => tr!(
            "refusal-ending-shared",
            sides = and_list(sides),
            total = num(*total)
        ),
    }
}

/// `hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150`.
pub fn by_hand_text(by_hand: &[crate::core::rules::Points]) -> String {
    let n = by_hand.len();
    by_hand
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if i + 1 == n {
                tr!("refusal-by-hand-from", hand = i + 1, minimum = num(*m))
            } else {
                tr!("refusal-by-hand", hand = i + 1, minimum = num(*m))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `text` and, on the next line, "(nothing was saved)".
fn nothing_saved(text: impl fmt::Display) -> String {
    format!("{text}\n{}", tr!("refusal-nothing-saved"))
}

impl Say for HandRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            HandRefused::NothingToRecord => tr!("refusal-record-nothing"),
            HandRefused::NothingToChange => tr!("refusal-record-nothing-to-change"),
            HandRefused::NoResult { unit } => {
                tr!("refusal-record-no-result", unit = unit.as_str())
            }
            HandRefused::Counting(e) => nothing_saved(Said(e)),
            HandRefused::Breaks(e) => nothing_saved(Said(e.as_ref())),
            HandRefused::GameOver { id, ending } => tr!(
                "refusal-record-game-over",
                id = id.as_str(),
                ending = ending_words(ending)
            ),
            HandRefused::NoHandsYet { id } => {
                tr!("refusal-record-no-hands-yet", id = id.as_str())
            }
            HandRefused::NoSuchHand { id, number, count } => tr!(
                "refusal-record-no-such-hand",
                id = id.as_str(),
                number = *number,
                count = *count
            ),
            HandRefused::NothingToUndo { id } => {
                tr!("refusal-record-nothing-to-undo", id = id.as_str())
            }
            HandRefused::WithoutHand {
                id,
                number,
                error,
                damaged: true,
            } => tr!(
                "refusal-record-without-hand-damaged",
                number = *number,
                id = id.as_str(),
                error = error.said(),
                mend = crate::game::mend_of(id, error).said()
            ),
            HandRefused::WithoutHand { number, error, .. } => tr!(
                "refusal-record-without-hand",
                number = *number,
                error = error.said()
            ),
            HandRefused::NestedTooDeep { origin, line } => tr!(
                "refusal-record-nested-too-deep",
                origin = origin.as_str(),
                line = *line
            ),
            HandRefused::NotAHand { origin, place, why } => {
                let why = why.said();
                let example = "results: {We: {melded: 120, in_hand: 30}, They: {...}}";
                match place {
                    Some((line, column)) => tr!(
                        "refusal-record-not-a-hand-at",
                        origin = origin.as_str(),
                        line = *line,
                        column = *column,
                        why = why,
                        example = example
                    ),
                    None => tr!(
                        "refusal-record-not-a-hand",
                        origin = origin.as_str(),
                        why = why,
                        example = example
                    ),
                }
            }
            HandRefused::NotInGame { name, units } => {
                if units.len() == 3 {
                    tr!(
                        "refusal-record-not-in-game-or-players",
                        name = quote(name),
                        units = units.join(", ")
                    )
                } else {
                    tr!(
                        "refusal-record-not-in-game",
                        name = quote(name),
                        units = units.join(", ")
                    )
                }
            }
            HandRefused::NotPartners { named, partners } => tr!(
                "refusal-record-not-partners",
                named = quote(named),
                partners = partners.to_string()
            ),
            HandRefused::NobodyAlone { named } => {
                tr!("refusal-record-nobody-alone", named = quote(named))
            }
            HandRefused::OutSaidTwice => tr!("refusal-record-out-said-twice"),
            HandRefused::LineWithoutName { text, first_unit } => tr!(
                "refusal-record-line-without-name",
                text = quote(text),
                first_unit = first_unit.as_str(),
                line = text.trim()
            ),
            HandRefused::TwoLines { label } => {
                tr!("refusal-record-two-lines", label = label.to_string())
            }
            HandRefused::HowOutNeedsSide { how } => tr!(
                "refusal-record-how-out-needs-side",
                flag = how.as_str().replace('_', "-")
            ),
            HandRefused::NumberTwice { name } => {
                tr!("refusal-record-number-twice", name = name.as_str())
            }
            HandRefused::BadPot { name, given } => tr!(
                "refusal-record-bad-pot",
                name = name.as_str(),
                given = given.as_str()
            ),
        })
    }
}

impl Say for QuestionRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            QuestionRefused::HandsFromOne => tr!("refusal-question-hands-from-one"),
            QuestionRefused::MinimumByHand { variant, by_hand } => tr!(
                "refusal-question-minimum-by-hand",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                by_hand = by_hand_text(by_hand)
            ),
            QuestionRefused::MinimumByScore { variant } => tr!(
                "refusal-question-minimum-by-score",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ),
            QuestionRefused::NoSuchSide { name, game, sides } => tr!(
                "refusal-question-no-such-side",
                name = quote(name),
                game = game.to_string(),
                sides = sides.join(", ")
            ),
            QuestionRefused::WhoseMinimum => tr!("refusal-question-whose-minimum"),
            QuestionRefused::CanastaNotScored {
                notation,
                variant,
                kinds,
            } => tr!(
                "refusal-question-canasta-not-scored",
                notation = notation.as_str(),
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                kinds = kinds.to_string()
            ),
            QuestionRefused::UnknownKind {
                kind,
                variant,
                kinds,
            } => tr!(
                "refusal-question-unknown-kind",
                kind = kind.as_str(),
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                kinds = kinds.to_string()
            ),
            QuestionRefused::NotOneCard { text } => {
                tr!("refusal-question-not-one-card", text = text.as_str())
            }
            QuestionRefused::NoRuns { variant } => {
                tr!(
                    "refusal-question-no-runs",
                    variant = crate::render::rules_text::variant_name(variant.as_str())
                )
            }
            QuestionRefused::NotAMeld { meld, refusal } => tr!(
                "refusal-breach-run",
                meld = meld.as_str(),
                error = refusal.said()
            ),
        })
    }
}

/// A refusal as the table says it: the facts in the table's words, never a flag or a
/// command line (the table asks step by step, and its menu mends a game). The one door
/// for table mode: the game layer's other refusals through `game_refusals::at_table`.
pub fn for_table(e: &crate::game::Error) -> String {
    if let crate::game::Error::Hand(r) = e {
        let said = match r.as_ref() {
            HandRefused::NoResult { unit } => {
                Some(tr!("refusal-table-no-result", unit = unit.as_str()))
            }
            HandRefused::GameOver { id, ending } => Some(tr!(
                "refusal-table-game-over",
                id = id.as_str(),
                ending = ending_words(ending)
            )),
            HandRefused::NoHandsYet { id } => {
                Some(tr!("refusal-table-no-hands-yet", id = id.as_str()))
            }
            HandRefused::WithoutHand {
                id,
                number,
                error,
                damaged: true,
            } => Some(tr!(
                "refusal-table-without-hand-damaged",
                number = *number,
                error = error.said(),
                mend = super::game_refusals::mend_at_table(&crate::game::mend_of(id, error))
            )),
            HandRefused::NobodyAlone { named } => {
                Some(tr!("refusal-table-nobody-alone", named = quote(named)))
            }
            HandRefused::HowOutNeedsSide { .. } => Some(tr!("refusal-table-how-out-needs-side")),
            _ => None,
        };
        if let Some(said) = said {
            return said;
        }
    }
    if let crate::game::Error::Question(r) = e {
        let said = match r {
            QuestionRefused::MinimumByHand { variant, by_hand } => Some(tr!(
                "refusal-table-minimum-by-hand",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                by_hand = by_hand_text(by_hand)
            )),
            QuestionRefused::MinimumByScore { variant } => Some(tr!(
                "refusal-table-minimum-by-score",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )),
            QuestionRefused::WhoseMinimum => Some(tr!("refusal-table-whose-minimum")),
            _ => None,
        };
        if let Some(said) = said {
            return said;
        }
    }
    super::game_refusals::at_table(e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::hand::WentOut;

    #[test]
    fn a_refusal_is_said_for_the_command_line_and_for_the_table() {
        // Hand and Foot's minimum by hand (seed 003: 50, 90, 120, then 150).
        let by_hand = QuestionRefused::MinimumByHand {
            variant: "hand_and_foot".into(),
            by_hand: vec![50, 90, 120, 150],
        };
        assert_eq!(
            by_hand.said(),
            "hand_and_foot sets the initial-meld minimum by hand, not by score: give --hand N (hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150)"
        );
        let table = for_table(&by_hand.into());
        assert!(!table.contains("--"), "{table}");
        assert_eq!(
            table,
            "hand_and_foot sets the initial-meld minimum by hand (hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150)"
        );
        let over = HandRefused::GameOver {
            id: "3".into(),
            ending: Ending::Winner {
                side: "We".into(),
                total: 5120,
                margin: 900,
            },
        };
        assert_eq!(
            over.said(),
            "game 3 is over, winner: We, with 5120 (by 900); start a new one with `canasta new`"
        );
        assert_eq!(
            for_table(&over.into()),
            "game 3 is over, winner: We, with 5120 (by 900); start a new game from the menu"
        );
        let how = HandRefused::HowOutNeedsSide {
            how: WentOut::Concealed,
        };
        assert_eq!(
            how.said(),
            "--concealed says how a side went out; name the side with --out SIDE"
        );
    }
}

#[cfg(test)]
mod lang_tests;
