//! The game layer's refusals of a hand and of a rules question, in words: the command
//! line's wording (each type's `Display`) and the table's (`for_table`), which never
//! names a flag or a command, from the same facts.

use std::fmt;

use crate::game::{Ending, HandRefused, QuestionRefused};
use crate::text::quote;

/// `winner: We, with 5120 (by 900)`, or `shared win: We and They, at 5000`.
fn ending_words(ending: &Ending) -> String {
    match ending {
        Ending::Winner {
            side,
            total,
            margin,
        } => format!("winner: {side}, with {total} (by {margin})"),
        Ending::Shared { sides, total } => {
            format!("shared win: {}, at {total}", sides.join(" and "))
        }
    }
}

/// `hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150`.
pub fn by_hand_text(by_hand: &[crate::rules::Points]) -> String {
    let n = by_hand.len();
    by_hand
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if i + 1 == n {
                format!("from hand {}: {m}", i + 1)
            } else {
                format!("hand {}: {m}", i + 1)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for HandRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandRefused::NothingToRecord => write!(
                f,
                "nothing to record: give each side's result with flags (see `canasta record --help`), --from FILE, or use `canasta play`"
            ),
            HandRefused::NothingToChange => write!(
                f,
                "nothing to change: give the flags to correct (see `canasta edit --help`) or --from FILE"
            ),
            HandRefused::NoResult { unit } => write!(
                f,
                "no result for {unit}: give its line, e.g. \"{unit}: 0\" (or a flag such as --in-hand {unit}=0) (nothing was saved)"
            ),
            HandRefused::Counting(e) => write!(f, "{e}\n(nothing was saved)"),
            HandRefused::Breaks(e) => write!(f, "{e}\n(nothing was saved)"),
            HandRefused::GameOver { id, ending } => write!(
                f,
                "game {id} is over, {}; start a new one with `canasta new`",
                ending_words(ending)
            ),
            HandRefused::NoHandsYet { id } => write!(
                f,
                "game {id} has no hands yet; record one with `canasta record`"
            ),
            HandRefused::NoSuchHand { id, number, count } => write!(
                f,
                "game {id} has no hand {number}; its hands are numbered 1 to {count}"
            ),
            HandRefused::NothingToUndo { id } => write!(f, "game {id} has no hands to undo"),
            HandRefused::WithoutHand {
                id,
                number,
                error,
                damaged: true,
            } => write!(
                f,
                "without hand {number} game {id} still does not add up: {error}\n(nothing was saved; {})",
                crate::game::mend_of(id, error)
            ),
            HandRefused::WithoutHand { number, error, .. } => write!(
                f,
                "without hand {number} the game does not add up: {error}\n(nothing was saved)"
            ),
            HandRefused::NestedTooDeep { origin, line } => write!(
                f,
                "{origin} is not a hand: it is nested too deep at line {line}"
            ),
            HandRefused::NotAHand { origin, place, why } => {
                let place = place
                    .map(|(line, column)| format!(" at line {line}, column {column}"))
                    .unwrap_or_default();
                write!(
                    f,
                    "{origin} is not a hand{place}: {}\n(a hand looks like: results: {{We: {{melded: 120, in_hand: 30}}, They: {{...}}}})",
                    crate::text::printable(why, 300)
                )
            }
            HandRefused::NotInGame { name, units } => write!(
                f,
                "{} is not in this game; the {} are: {}",
                quote(name),
                if units.len() == 3 {
                    "sides (or players)"
                } else {
                    "sides"
                },
                units.join(", ")
            ),
            HandRefused::NotPartners { named, partners } => write!(
                f,
                "{} are not this hand's partners; they are {partners} (nothing was saved)",
                quote(named)
            ),
            HandRefused::NobodyAlone { named } => write!(
                f,
                "{} is a partnership's line, but nobody played alone in this hand: give --lone NAME, or a line for each player (nothing was saved)",
                quote(named)
            ),
            HandRefused::OutSaidTwice => write!(
                f,
                "who went out is said twice: on a line and by --out/--special/--nobody-out; say it once (nothing was saved)"
            ),
            HandRefused::LineWithoutName { text, first_unit } => write!(
                f,
                "{} does not say whose line it is; put the side's name and a colon first, e.g. \"{first_unit}: {}\"",
                quote(text),
                text.trim()
            ),
            HandRefused::TwoLines { label } => write!(
                f,
                "{label} is given two lines; give each one line (nothing was saved)"
            ),
            HandRefused::HowOutNeedsSide { how } => write!(
                f,
                "--{} says how a side went out; name the side with --out SIDE",
                how.as_str().replace('_', "-")
            ),
            HandRefused::NumberTwice { name } => write!(
                f,
                "{name} is given one number twice (e.g. --melded {name}=35 --melded {name}=40); give it once (nothing was saved)"
            ),
        }
    }
}

impl fmt::Display for QuestionRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuestionRefused::HandsFromOne => {
                write!(f, "hands are numbered from 1: hand 1 is the first")
            }
            QuestionRefused::MinimumByHand { variant, by_hand } => write!(
                f,
                "{variant} sets the initial-meld minimum by hand, not by score: give --hand N ({})",
                by_hand_text(by_hand)
            ),
            QuestionRefused::MinimumByScore { variant } => write!(
                f,
                "{variant} sets the initial-meld minimum by the side's score: give the score, e.g. `canasta min 1500`"
            ),
            QuestionRefused::NoSuchSide { name, game, sides } => write!(
                f,
                "{} is not in game {game}; the sides are: {}",
                quote(name),
                sides.join(", ")
            ),
            QuestionRefused::WhoseMinimum => write!(
                f,
                "whose minimum? give --score N (the side's total), or --side NAME (with --game ID, or the current game)"
            ),
            QuestionRefused::CanastaNotScored {
                notation,
                variant,
                kinds,
            } => write!(
                f,
                "{notation} is a canasta {variant} does not score; its kinds are: {kinds}"
            ),
            QuestionRefused::UnknownKind {
                kind,
                variant,
                kinds,
            } => write!(f, "unknown canasta kind `{kind}`; {variant} has: {kinds}"),
            QuestionRefused::NotOneCard { text } => {
                write!(f, "`{text}` should be one card, e.g. K or 9")
            }
        }
    }
}

/// A refusal as the table says it: the facts in the table's words, never a flag or a
/// command line (the table asks step by step, and its menu mends a game). The one door
/// for table mode: the game layer's other refusals through `game_refusals::at_table`.
pub fn for_table(e: &anyhow::Error) -> String {
    if let Some(r) = e.downcast_ref::<HandRefused>() {
        let said = match r {
            HandRefused::NoResult { unit } => {
                Some(format!("{unit} has no result in this hand; give its line"))
            }
            HandRefused::GameOver { id, ending } => Some(format!(
                "game {id} is over, {}; start a new game from the menu",
                ending_words(ending)
            )),
            HandRefused::NoHandsYet { id } => Some(format!("game {id} has no hands yet")),
            HandRefused::WithoutHand {
                id,
                number,
                error,
                damaged: true,
            } => Some(format!(
                "without hand {number} the game still does not add up: {error}\n(nothing was saved; {})",
                super::game_refusals::mend_at_table(&crate::game::mend_of(id, error))
            )),
            HandRefused::NobodyAlone { named } => Some(format!(
                "{} is a partnership's line, but nobody played alone in this hand (nothing was saved)",
                quote(named)
            )),
            HandRefused::HowOutNeedsSide { .. } => {
                Some("say which side went out first".to_string())
            }
            _ => None,
        };
        if let Some(said) = said {
            return said;
        }
    }
    if let Some(r) = e.downcast_ref::<QuestionRefused>() {
        let said = match r {
            QuestionRefused::MinimumByHand { variant, by_hand } => Some(format!(
                "{variant} sets the initial-meld minimum by hand ({})",
                by_hand_text(by_hand)
            )),
            QuestionRefused::MinimumByScore { variant } => Some(format!(
                "{variant} sets the initial-meld minimum by the side's score: give the score"
            )),
            QuestionRefused::WhoseMinimum => Some("whose minimum? name a side".to_string()),
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
    use crate::hand::WentOut;

    #[test]
    fn a_refusal_is_said_for_the_command_line_and_for_the_table() {
        // Hand and Foot's minimum by hand (seed 003: 50, 90, 120, then 150).
        let by_hand = QuestionRefused::MinimumByHand {
            variant: "hand_and_foot".into(),
            by_hand: vec![50, 90, 120, 150],
        };
        assert_eq!(
            by_hand.to_string(),
            "hand_and_foot sets the initial-meld minimum by hand, not by score: give --hand N (hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150)"
        );
        let table = for_table(&anyhow::Error::new(by_hand));
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
            over.to_string(),
            "game 3 is over, winner: We, with 5120 (by 900); start a new one with `canasta new`"
        );
        assert_eq!(
            for_table(&anyhow::Error::new(over)),
            "game 3 is over, winner: We, with 5120 (by 900); start a new game from the menu"
        );
        let how = HandRefused::HowOutNeedsSide {
            how: WentOut::Concealed,
        };
        assert_eq!(
            how.to_string(),
            "--concealed says how a side went out; name the side with --out SIDE"
        );
    }
}
