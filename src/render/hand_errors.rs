//! The referee's refusals of a hand (`score::HandError`, its facts) in words: what is
//! wrong, and what the rules allow.

use std::fmt;

use crate::score::{Breach, Claim, HandError, Limit, Named, Shortfall, UnitKind, Written};
use crate::text::count_phrase;

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hand_error_text(self))
    }
}

/// `s` after a count other than one.
fn plural(n: u64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// A list of names: `a, b, c`.
fn list(names: &[String]) -> String {
    names.join(", ")
}

fn unit_words(unit: UnitKind) -> (&'static str, &'static str) {
    match unit {
        UnitKind::Side => ("side", "sides"),
        UnitKind::Player => ("player", "players"),
    }
}

/// What a variant's list of names is a list of: "canasta kind", "penalty".
fn named_word(what: Named) -> &'static str {
    match what {
        Named::CanastaKind => "canasta kind",
        Named::Bonus => "bonus",
        Named::Penalty => "penalty",
        Named::SpecialHand => "special hand",
        Named::IncompleteMeld => "incomplete meld",
        Named::Holding => "holding",
    }
}

fn hand_error_text(e: &HandError) -> String {
    match e {
        HandError::UnknownUnit { name, unit, known } => format!(
            "`{name}` is not in this game; the {} are: {}",
            unit_words(*unit).1,
            list(known)
        ),
        HandError::MissingUnit { name, unit } => format!(
            "no result for {name}: every {} needs a line, even if it is all zeros",
            unit_words(*unit).0
        ),
        HandError::Negative { name, field, value } => {
            format!("{name}: {field} is {value}; counts and points cannot be negative")
        }
        HandError::TooLarge {
            name,
            field,
            value,
            limit,
        } => format!(
            "{name}: {field} is {value}, more than can be: {}",
            limit_text(limit)
        ),
        HandError::NotMultipleOfFive {
            name,
            field,
            value,
            lower,
            upper,
        } => format!(
            "{name}: {field} is {value}; card points are always a multiple of 5 (try {lower} or {upper})"
        ),
        HandError::TwoWentOut { first, second } => {
            format!("{first} and {second} both went out; only one side can go out in a hand")
        }
        HandError::CannotGoOut {
            name,
            variant,
            shortfall,
        } => match shortfall {
            Shortfall::TooFew { have, needs } => format!(
                "{name} went out with {have} canasta{}; {variant} needs {needs} to go out",
                plural(*have)
            ),
            Shortfall::TooFewOfKind { kind, needs, got } => format!(
                "{name}: went out with {got} {kind} canasta{}; {variant} needs at least {needs} to go out",
                plural(*got)
            ),
        },
        HandError::NoConcealedBonus { name, variant } => format!(
            "{name} went out concealed, but {variant} has no concealed bonus; record `normal`"
        ),
        HandError::WentOutWithCards { name, in_hand } => format!(
            "{name} went out, so no cards were left in {name}'s hand, but {name} holds {in_hand} points of cards; give -0 or nothing for {name}'s cards in hand"
        ),
        HandError::TooManyRedThrees {
            count,
            variant,
            decks,
            max,
        } => format!(
            "{count} red threes recorded in all; {variant} is played with {decks} packs, which hold {max}"
        ),
        HandError::TooManyBlackThrees { count, decks, max } => {
            format!("this hand: {count} black threes recorded in all; {decks} packs hold {max}")
        }
        HandError::TooManyCards {
            symbol,
            count,
            decks,
            max,
        } => format!(
            "this hand: {count} cards `{symbol}` are written out in all; {decks} packs hold {max}"
        ),
        HandError::CanastasExceedMelded {
            name,
            claimed,
            melded,
            needed,
        } => format!(
            "{name} claims {} but melded only {melded} points; those canastas alone hold at least {needed}",
            claimed
                .iter()
                .map(claim_text)
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        HandError::MorePointsThanDecks {
            points,
            variant,
            max,
        } => format!(
            "{points} card points recorded in all (melded and in hand); every card in {variant}'s packs together is worth {max}"
        ),
        HandError::LoneNotAllowed { variant } => {
            format!("`lone` names a player, but {variant} has fixed partnerships; leave it out")
        }
        HandError::LoneMissing { went_out } => format!(
            "{went_out} went out, so somebody played alone this hand: name the lone player (the first to take the discard pile, or {went_out} if nobody took it)"
        ),
        HandError::Overflow => "this hand: its numbers add up to more than a score can hold".into(),
        HandError::Breach { name, breach } => format!("{name}: {}", breach_text(breach)),
    }
}

/// Why a number is too large, after "more than can be: ".
fn limit_text(limit: &Limit) -> String {
    match limit {
        Limit::PackPoints { variant, max } => {
            format!("every card in {variant}'s packs together is worth {max}")
        }
        Limit::PackThrees {
            variant,
            decks,
            max,
        } => format!("{variant} is played with {decks} packs, which hold {max}"),
        Limit::PackCanastas { variant, max } => {
            format!("{variant}'s packs hold cards for at most {max} canastas")
        }
        Limit::PerHand { what, max } => {
            format!("at most {max} of one {} in a hand", named_word(*what))
        }
        Limit::Players { players } => {
            format!("it counts players, and the side has {players}")
        }
    }
}

/// "2 natural canastas", "an incomplete aces meld".
fn claim_text(claim: &Claim) -> String {
    match claim {
        Claim::Canastas { kind, count } => count_phrase(*count, &format!("{kind} canasta"), "s"),
        Claim::Incomplete { meld } => format!("an incomplete {meld} meld"),
    }
}

/// A variant's names of a kind, as a refusal lists them (`none` when it has none).
fn known_text(what: Named, known: &[String]) -> String {
    match (what, known.is_empty()) {
        (Named::Bonus, true) => "no bonuses".into(),
        (Named::SpecialHand | Named::IncompleteMeld | Named::Holding, true) => "none".into(),
        _ => list(known),
    }
}

/// Counts by kind: "2 natural, 1 mixed", or "none".
fn counts_text(counts: &indexmap::IndexMap<String, crate::rules::Points>) -> String {
    if counts.is_empty() {
        return "none".into();
    }
    counts
        .iter()
        .map(|(k, n)| format!("{n} {k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How one side's entry breaks a rule, after "{side}: ".
fn breach_text(breach: &Breach) -> String {
    match breach {
        Breach::Unknown {
            what,
            given,
            variant,
            known,
        } => {
            let known = known_text(*what, known);
            let word = named_word(*what);
            match what {
                Named::IncompleteMeld => {
                    format!("unknown {word} `{given}`; {variant} penalises: {known}")
                }
                Named::Holding => format!(
                    "unknown {word} `{given}`; {variant} penalises players holding three or more: {known}"
                ),
                _ => format!("unknown {word} `{given}`; {variant} has: {known}"),
            }
        }
        Breach::NoHandCanastaBonus { variant } => format!(
            "went out with a hand canasta, but {variant} has no hand-canasta bonus; record `normal` or `concealed`"
        ),
        Breach::SpecialHandUnnamed { variant, known } => format!(
            "went out with a special hand but does not say which; {variant} has: {}",
            known_text(Named::SpecialHand, known)
        ),
        Breach::SpecialHandNotOut { hand } => format!(
            "special_hand `{hand}` is only for a side that went out with it (went_out: special)"
        ),
        Breach::SpecialHandAfterMelding { melded, canastas } => format!(
            "went out with a special hand, but a special hand is only for a side that has not melded; this side has {melded} melded{}",
            if *canastas { " and canastas" } else { "" }
        ),
        Breach::BlackThreesNotScored {
            field,
            value,
            variant,
        } => format!(
            "{field} is {value}, but {variant} does not score black threes that way; count them as 5-point cards in melded or in_hand"
        ),
        Breach::IncompleteTwice { meld } => {
            format!("incomplete meld `{meld}` is listed twice; a side has one meld of a kind")
        }
        Breach::CanastaAndIncomplete { kind, meld } => format!(
            "has both a complete {kind} canasta and an incomplete {meld} meld; once that canasta is closed no other meld of its rank can be begun"
        ),
        Breach::Notation { written, error } => {
            let field = match written {
                Written::Melds => "melds",
                Written::Hands => "hands",
            };
            format!("{field}: {error}")
        }
        Breach::Meld { error } => format!("meld {error}"),
        Breach::CanastaOfNoKind {
            meld,
            variant,
            known,
        } => format!(
            "{meld} is a canasta {variant} has no bonus for; its kinds are: {}",
            list(known)
        ),
        Breach::MeldedDisagrees {
            given,
            found,
            melds,
        } => format!(
            "melded is {given} but the melds {} add up to {found}",
            melds.join(" ")
        ),
        Breach::CanastasDisagree {
            given,
            found,
            melds,
        } => format!(
            "canastas are given as {} but the melds {} make {}",
            counts_text(given),
            melds.join(" "),
            counts_text(found)
        ),
        Breach::IncompleteDisagrees {
            given,
            found,
            melds,
        } => format!(
            "incomplete is given as [{}] but the melds {} leave [{}] incomplete",
            list(given),
            melds.join(" "),
            list(found)
        ),
        Breach::HandsDisagree {
            field,
            given,
            found,
            hands,
        } => format!(
            "{field} is {given} but the hands {} make {found}",
            hands.join(" / ")
        ),
        Breach::TooManyHands { given, players } => format!(
            "{given} hands are given, but a side has {players} player{}; give one entry per player",
            if *players == 1 { "" } else { "s" }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_are_worded_from_their_facts() {
        let short = HandError::CannotGoOut {
            name: "We".into(),
            variant: "canadian".into(),
            shortfall: Shortfall::TooFewOfKind {
                kind: "natural".into(),
                needs: 2,
                got: 1,
            },
        };
        assert_eq!(
            short.to_string(),
            "We: went out with 1 natural canasta; canadian needs at least 2 to go out"
        );
        let few = HandError::CannotGoOut {
            name: "Ann".into(),
            variant: "classic-2p".into(),
            shortfall: Shortfall::TooFew { have: 0, needs: 2 },
        };
        assert_eq!(
            few.to_string(),
            "Ann went out with 0 canastas; classic-2p needs 2 to go out"
        );
        let bonus = HandError::Breach {
            name: "We".into(),
            breach: Box::new(Breach::Unknown {
                what: Named::Bonus,
                given: "bogus".into(),
                variant: "classic".into(),
                known: Vec::new(),
            }),
        };
        assert_eq!(
            bonus.to_string(),
            "We: unknown bonus `bogus`; classic has: no bonuses"
        );
        let hands = HandError::Breach {
            name: "We".into(),
            breach: Box::new(Breach::HandsDisagree {
                field: "in_hand".into(),
                given: 50,
                found: 30,
                hands: vec!["K K".into(), "Q".into()],
            }),
        };
        assert_eq!(
            hands.to_string(),
            "We: in_hand is 50 but the hands K K / Q make 30"
        );
        let large = HandError::TooLarge {
            name: "We".into(),
            field: "penalties.failed_to_go_out".into(),
            value: 100,
            limit: Limit::PerHand {
                what: Named::Penalty,
                max: 99,
            },
        };
        assert_eq!(
            large.to_string(),
            "We: penalties.failed_to_go_out is 100, more than can be: at most 99 of one penalty in a hand"
        );
        let claimed = HandError::CanastasExceedMelded {
            name: "We".into(),
            claimed: vec![
                Claim::Canastas {
                    kind: "natural".into(),
                    count: 1,
                },
                Claim::Incomplete {
                    meld: "aces".into(),
                },
            ],
            melded: 100,
            needed: 255,
        };
        assert_eq!(
            claimed.to_string(),
            "We claims 1 natural canasta and an incomplete aces meld but melded only 100 points; those canastas alone hold at least 255"
        );
    }
}
