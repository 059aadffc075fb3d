//! The referee's refusals of a hand (`score::HandError`, its facts) in words: what is
//! wrong, and what the rules allow. The sentences are `i18n/<tag>/refusals.ftl`'s
//! `refusal-hand-*`, `refusal-limit-*` and `refusal-breach-*`.

use crate::render::say::Say;
use std::fmt;

use crate::core::score::{Breach, Claim, HandError, Limit, Named, Shortfall, UnitKind, Written};
use crate::render::i18n::word;
use crate::tr;
use fluent_bundle::FluentValue;

impl Say for HandError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hand_error_text(self))
    }
}

/// A number for a message: a number (plurals choose on it), or, beyond what a float holds
/// exactly (a typing slip of twenty digits), its digits as text, so it reads as typed.
pub(crate) fn num(n: impl Into<i128>) -> FluentValue<'static> {
    let n: i128 = n.into();
    if n.abs() < (1_i128 << 53) {
        // Exact in a float.
        FluentValue::from(n as f64)
    } else {
        FluentValue::from(n.to_string())
    }
}

/// A preset's word (a canasta kind, an incomplete meld) in a refusal: in English the key
/// as the hand names it (`natural_sevens`, as a hand file writes it, and as refusals have
/// always said it); in another language its name from `words.ftl` (`i18n::word`).
/// [`kind_word`], agreeing with the variant's word for a canasta (Italian `pulito`).
fn kind_word_as(key: &str, terms: crate::core::rules::Terms, many: bool) -> String {
    if crate::render::i18n::language() == crate::render::i18n::Lang::En {
        key.to_string()
    } else {
        crate::render::i18n::kind_word(key, terms, many)
    }
}

pub(crate) fn kind_word(key: &str) -> String {
    if crate::render::i18n::language() == crate::render::i18n::Lang::En {
        key.to_string()
    } else {
        word(key)
    }
}

/// A list of names: `a, b, c`.
fn list(names: &[String]) -> String {
    names.join(", ")
}

/// Items joined by "and": `a and b and c`.
pub(crate) fn and_list(items: &[String]) -> String {
    let mut it = items.iter();
    let Some(first) = it.next() else {
        return String::new();
    };
    it.fold(first.clone(), |acc, next| {
        tr!("refusal-and", first = acc, second = next.clone())
    })
}

/// A unit's selector for messages: `side` or `player`.
fn unit_key(unit: UnitKind) -> &'static str {
    match unit {
        UnitKind::Side => "side",
        UnitKind::Player => "player",
    }
}

/// What a variant's list of names is a list of, as a selector (`$what`).
fn named_key(what: Named) -> &'static str {
    match what {
        Named::CanastaKind => "canasta_kind",
        Named::Bonus => "bonus",
        Named::Penalty => "penalty",
        Named::SpecialHand => "special_hand",
        Named::IncompleteMeld => "incomplete_meld",
        Named::Holding => "holding",
    }
}

fn hand_error_text(e: &HandError) -> String {
    match e {
        HandError::UnknownUnit { name, unit, known } => tr!(
            "refusal-hand-unknown-unit",
            name = name.as_str(),
            unit = unit_key(*unit),
            known = list(known)
        ),
        HandError::MissingUnit { name, unit } => tr!(
            "refusal-hand-missing-unit",
            name = name.as_str(),
            unit = unit_key(*unit)
        ),
        HandError::Negative { name, field, value } => tr!(
            "refusal-hand-negative",
            name = name.as_str(),
            field = field_words(field),
            value = num(*value)
        ),
        HandError::TooLarge {
            name,
            field,
            value,
            limit,
        } => tr!(
            "refusal-hand-too-large",
            name = name.as_str(),
            field = field_words(field),
            value = num(*value),
            limit = limit_text(limit)
        ),
        HandError::NotMultipleOfFive {
            name,
            field,
            value,
            lower,
            upper,
        } => tr!(
            "refusal-hand-not-multiple-of-five",
            name = name.as_str(),
            field = field_words(field),
            value = num(*value),
            lower = num(*lower),
            upper = num(*upper)
        ),
        HandError::TwoWentOut { first, second } => tr!(
            "refusal-hand-two-went-out",
            first = first.as_str(),
            second = second.as_str()
        ),
        HandError::CannotGoOut {
            name,
            variant,
            shortfall,
            terms,
        } => match shortfall {
            Shortfall::TooFew { have, needs } => tr!(
                "refusal-hand-too-few-canastas",
                name = name.as_str(),
                have = num(*have),
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                needs = num(*needs),
                canasta_term = crate::render::i18n::canasta_term(*terms)
            ),
            Shortfall::TooFewOfKind { kind, needs, got } => tr!(
                "refusal-hand-too-few-of-kind",
                name = name.as_str(),
                got = num(*got),
                kind = kind_word_as(kind, *terms, *got != 1),
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                needs = num(*needs),
                canasta_term = crate::render::i18n::canasta_term(*terms)
            ),
        },
        HandError::NoConcealedBonus { name, variant } => tr!(
            "refusal-hand-no-concealed-bonus",
            name = name.as_str(),
            variant = crate::render::rules_text::variant_name(variant.as_str())
        ),
        HandError::WentOutWithCards { name, in_hand } => tr!(
            "refusal-hand-out-with-cards",
            name = name.as_str(),
            in_hand = num(*in_hand)
        ),
        HandError::TooManyRedThrees {
            count,
            variant,
            decks,
            max,
        } => tr!(
            "refusal-hand-red-threes",
            count = num(*count),
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            decks = num(*decks),
            max = num(*max)
        ),
        HandError::TooManyBlackThrees { count, decks, max } => tr!(
            "refusal-hand-black-threes",
            count = num(*count),
            decks = num(*decks),
            max = num(*max)
        ),
        HandError::TooManyCards {
            symbol,
            count,
            decks,
            max,
        } => tr!(
            "refusal-hand-too-many-cards",
            count = num(*count),
            symbol = symbol.to_string(),
            decks = num(*decks),
            max = num(*max)
        ),
        HandError::CanastasExceedMelded {
            name,
            claimed,
            melded,
            needed,
            terms,
        } => tr!(
            "refusal-hand-canastas-exceed-melded",
            name = name.as_str(),
            claimed = and_list(
                &claimed
                    .iter()
                    .map(|c| claim_text(c, *terms))
                    .collect::<Vec<_>>()
            ),
            melded = num(*melded),
            needed = num(*needed),
            canasta_term = crate::render::i18n::canasta_term(*terms)
        ),
        HandError::MorePointsThanDecks {
            points,
            variant,
            max,
        } => tr!(
            "refusal-hand-points-beyond-packs",
            points = num(*points),
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            max = num(*max)
        ),
        HandError::LoneNotAllowed { variant } => {
            tr!(
                "refusal-hand-lone-not-allowed",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        HandError::LoneMissing { went_out } => {
            tr!("refusal-hand-lone-missing", went_out = went_out.as_str())
        }
        HandError::PotUnplayedInHand {
            name,
            cards,
            least,
            in_hand,
            terms,
        } => tr!(
            "refusal-hand-pot-unplayed-in-hand",
            name = name.as_str(),
            cards = num(*cards),
            least = num(*least),
            in_hand = num(*in_hand),
            pot_term = crate::render::i18n::pot_term(*terms)
        ),
        HandError::Overflow => tr!("refusal-hand-overflow"),
        HandError::Breach { name, breach } => tr!(
            "refusal-hand-breach",
            name = name.as_str(),
            breach = breach_text(breach)
        ),
    }
}

/// Why a number is too large, after "more than can be: ".
fn limit_text(limit: &Limit) -> String {
    match limit {
        Limit::PackPoints { variant, max } => tr!(
            "refusal-limit-pack-points",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            max = num(*max)
        ),
        Limit::PackThrees {
            variant,
            decks,
            max,
        } => tr!(
            "refusal-limit-pack-threes",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            decks = num(*decks),
            max = num(*max)
        ),
        Limit::PackCanastas { variant, max } => tr!(
            "refusal-limit-pack-canastas",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            max = num(*max)
        ),
        Limit::PerHand { what, max } => tr!(
            "refusal-limit-per-hand",
            what = named_key(*what),
            max = num(*max)
        ),
        Limit::Players { players } => tr!("refusal-limit-players", players = num(*players)),
    }
}

/// "2 natural canastas", "an incomplete aces meld".
fn claim_text(claim: &Claim, terms: crate::core::rules::Terms) -> String {
    match claim {
        Claim::Canastas { kind, count } => {
            tr!(
                "refusal-claim-canastas",
                count = num(*count),
                kind = kind_word_as(kind, terms, *count != 1),
                canasta_term = crate::render::i18n::canasta_term(terms)
            )
        }
        Claim::Incomplete { meld } => tr!("refusal-claim-incomplete", meld = kind_word(meld)),
    }
}

/// A variant's names of a kind, as a refusal lists them (`none` when it has none).
fn known_text(what: Named, known: &[String]) -> String {
    match (what, known.is_empty()) {
        (Named::Bonus, true) => tr!("refusal-known-no-bonuses"),
        (Named::SpecialHand | Named::IncompleteMeld | Named::Holding, true) => {
            tr!("refusal-known-none")
        }
        _ => list(known),
    }
}

/// Counts by kind: "2 natural, 1 mixed" (the catalog's order: German writes a label,
/// "natürlich: 2"), or "none".
fn counts_text(counts: &indexmap::IndexMap<String, crate::core::rules::Points>) -> String {
    if counts.is_empty() {
        return tr!("refusal-known-none");
    }
    counts
        .iter()
        .map(|(k, n)| {
            let plural = if crate::render::i18n::language() == crate::render::i18n::Lang::En {
                k.clone()
            } else {
                crate::render::i18n::words(k)
            };
            tr!(
                "refusal-count-of-kind",
                count = num(*n),
                kind = kind_word(k),
                kinds = plural
            )
        })
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
            match what {
                Named::IncompleteMeld => tr!(
                    "refusal-breach-unknown-incomplete",
                    given = given.as_str(),
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    known = known
                ),
                Named::Holding => tr!(
                    "refusal-breach-unknown-holding",
                    given = given.as_str(),
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    known = known
                ),
                _ => tr!(
                    "refusal-breach-unknown",
                    what = named_key(*what),
                    given = given.as_str(),
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    known = known
                ),
            }
        }
        Breach::NoHandCanastaBonus { variant } => tr!(
            "refusal-breach-no-hand-canasta-bonus",
            variant = crate::render::rules_text::variant_name(variant.as_str())
        ),
        Breach::SpecialHandUnnamed { variant, known } => tr!(
            "refusal-breach-special-hand-unnamed",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            known = known_text(Named::SpecialHand, known)
        ),
        Breach::SpecialHandNotOut { hand } => {
            tr!("refusal-breach-special-hand-not-out", hand = hand.as_str())
        }
        Breach::SpecialHandAfterMelding { melded, canastas } => {
            if *canastas {
                tr!(
                    "refusal-breach-special-hand-after-canastas",
                    melded = num(*melded)
                )
            } else {
                tr!(
                    "refusal-breach-special-hand-after-melding",
                    melded = num(*melded)
                )
            }
        }
        Breach::BlackThreesNotScored {
            field,
            value,
            variant,
        } => tr!(
            "refusal-breach-black-threes-not-scored",
            field = field.as_str(),
            value = num(*value),
            variant = crate::render::rules_text::variant_name(variant.as_str())
        ),
        Breach::IncompleteTwice { meld } => {
            tr!("refusal-breach-incomplete-twice", meld = meld.as_str())
        }
        Breach::CanastaAndIncomplete { kind, meld } => tr!(
            "refusal-breach-canasta-and-incomplete",
            kind = kind_word(kind),
            meld = kind_word(meld)
        ),
        Breach::Notation { written, error } => {
            let field = match written {
                Written::Melds => "melds",
                Written::Hands => "hands",
            };
            tr!(
                "refusal-breach-notation",
                field = field,
                error = error.said()
            )
        }
        Breach::Meld { error } => tr!("refusal-breach-meld", error = error.said()),
        Breach::Run { meld, refusal } => tr!(
            "refusal-breach-run",
            meld = meld.as_str(),
            error = refusal.said()
        ),
        Breach::CanastaOfNoKind {
            meld,
            variant,
            known,
        } => tr!(
            "refusal-breach-canasta-of-no-kind",
            meld = meld.as_str(),
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            known = list(known)
        ),
        Breach::MeldedDisagrees {
            given,
            found,
            melds,
        } => tr!(
            "refusal-breach-melded-disagrees",
            given = num(*given),
            melds = melds.join(" "),
            found = num(*found)
        ),
        Breach::CanastasDisagree {
            given,
            found,
            melds,
        } => tr!(
            "refusal-breach-canastas-disagree",
            given = counts_text(given),
            melds = melds.join(" "),
            found = counts_text(found)
        ),
        Breach::IncompleteDisagrees {
            given,
            found,
            melds,
        } => tr!(
            "refusal-breach-incomplete-disagrees",
            given = list(given),
            melds = melds.join(" "),
            found = list(found)
        ),
        Breach::HandsDisagree {
            field,
            given,
            found,
            hands,
        } => tr!(
            "refusal-breach-hands-disagree",
            field = field_words(field),
            given = num(*given),
            hands = hands.join(" / "),
            found = num(*found)
        ),
        Breach::TooManyHands { given, players } => tr!(
            "refusal-breach-too-many-hands",
            given = *given,
            players = *players
        ),
        Breach::ThreesAreOrdinary { field, variant } => tr!(
            "refusal-breach-threes-are-ordinary",
            field = field_words(field),
            variant = crate::render::rules_text::variant_name(variant.as_str())
        ),
        Breach::NoPot { variant } => tr!(
            "refusal-breach-no-pot",
            variant = crate::render::rules_text::variant_name(variant.as_str())
        ),
        Breach::OutWithoutPot { variant, pot } => {
            tr!(
                "refusal-breach-out-without-pot",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                pot_term = crate::render::i18n::pot_word(*pot)
            )
        }
        Breach::PotNotTakenEmptyHand => tr!("refusal-breach-pot-not-taken-empty-hand"),
    }
}

/// A result's field (`melded`, `in_hand`, `red_threes`, `penalties.failed_to_go_out`) in
/// the words the breakdown uses for it ("cards melded", "cards in hand", "red threes"):
/// a player typed a line, not a game file's field.
fn field_words(field: &str) -> String {
    match field {
        "melded" => tr!("sheet-item-melded"),
        "in_hand" => tr!("sheet-item-in-hand"),
        "red_threes" | "black_threes" | "black_threes_in_hand" => crate::render::i18n::words(field),
        other => match other.split_once('.') {
            Some(("canastas", kind)) => crate::render::i18n::words(kind),
            Some((_, key)) => crate::render::i18n::word(key),
            None => crate::render::i18n::word(other),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_are_worded_from_their_facts() {
        let short = HandError::CannotGoOut {
            terms: crate::core::rules::Terms::default(),
            name: "We".into(),
            variant: "canadian".into(),
            shortfall: Shortfall::TooFewOfKind {
                kind: "natural".into(),
                needs: 2,
                got: 1,
            },
        };
        assert_eq!(
            short.said(),
            "We: went out with 1 natural canasta; canadian needs at least 2 to go out"
        );
        let few = HandError::CannotGoOut {
            terms: crate::core::rules::Terms::default(),
            name: "Ann".into(),
            variant: "classic-2p".into(),
            shortfall: Shortfall::TooFew { have: 0, needs: 2 },
        };
        assert_eq!(
            few.said(),
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
            bonus.said(),
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
            hands.said(),
            "We: cards in hand is 50 but the hands K K / Q make 30"
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
            large.said(),
            "We: failed to go out 100, more than can be: at most 99 of one penalty in a hand"
        );
        let claimed = HandError::CanastasExceedMelded {
            terms: crate::core::rules::Terms::default(),
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
            claimed.said(),
            "We claims 1 natural canasta and an incomplete aces meld but melded only 100 points; those canastas alone hold at least 255"
        );
    }
}
