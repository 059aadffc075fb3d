//! Why a verdict is what it is, in words: the meld reasons and notes, and the reasons of pile, going-out and special-hand answers.

use crate::core::cards::rank_symbol;
use crate::core::rules::Rank;
use crate::tr;

/// A rank in the plural, in words: "kings".
pub(super) fn ranks(rank: Rank) -> String {
    tr!("sheet-ranks", rank = crate::render::i18n::rank_key(rank))
}

/// A preset's key that names a rank in the plural (`aces`, `sevens`: what a player may
/// not hold three or more of) in words; any other key as `words.ftl` says it.
pub(super) fn rank_group(key: &str) -> String {
    const RANKS: [Rank; 11] = [
        Rank::Ace,
        Rank::King,
        Rank::Queen,
        Rank::Jack,
        Rank::Ten,
        Rank::Nine,
        Rank::Eight,
        Rank::Seven,
        Rank::Six,
        Rank::Five,
        Rank::Four,
    ];
    // The preset's key is the core's plural of the rank (`cards::rank_plural`), the
    // same in every language: no catalog is needed to know which rank it names.
    if let Some(rank) = RANKS
        .into_iter()
        .find(|r| crate::core::cards::rank_plural(*r) == key)
    {
        return ranks(rank);
    }
    super::i18n::word(key)
}

/// A card symbol of a special hand in the plural, in words: "sevens", "twos", "jokers"
/// (`3` is a three of either colour).
fn symbols(symbol: &str) -> String {
    let key = match symbol {
        "2" => "two",
        "*" => "joker",
        "3" => "three",
        other => crate::core::cards::parse_cards(other)
            .ok()
            .and_then(|cards| cards.first().and_then(|c| c.natural_rank()))
            .map_or("card", crate::render::i18n::rank_key),
    };
    tr!("sheet-ranks", rank = key)
}

/// Sizes as a list: `14`, `14 or 15`, `12, 13 or 14`.
fn or_list(sizes: &[u32]) -> String {
    let words: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n => format!(
            "{}{}{}",
            words[..n - 1].join(", "),
            tr!("sheet-or"),
            words[n - 1]
        ),
    }
}

/// Why an initial meld is enough or not, in words.
pub fn meld_reason_text(reason: &crate::core::melds::MeldReason) -> String {
    use crate::core::melds::MeldReason;
    match reason {
        MeldReason::TopNeedsPair { rank } => tr!(
            "sheet-meld-top-needs-pair",
            top = rank_symbol(*rank),
            ranks = ranks(*rank)
        ),
        MeldReason::Splash { meld } => tr!("sheet-meld-splash", meld = meld.as_str()),
        MeldReason::ConcealedOut { meld } => {
            tr!("sheet-meld-concealed-out", meld = meld.as_str())
        }
        MeldReason::NeedsCleanMeld { variant } => {
            tr!(
                "sheet-meld-needs-clean",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        MeldReason::Meets { counted, minimum } => {
            tr!("sheet-meld-meets", counted = *counted, minimum = *minimum)
        }
        MeldReason::Short { counted, minimum } => {
            tr!("sheet-meld-short", counted = *counted, minimum = *minimum)
        }
    }
}

/// A note beside an initial-meld verdict, in words.
pub fn meld_note_text(note: &crate::core::melds::MeldNote) -> String {
    use crate::core::melds::MeldNote;
    match note {
        MeldNote::BonusesNeverCount => tr!("sheet-note-bonuses-never-count"),
        MeldNote::TopCounts { rank } => tr!("sheet-note-top-counts", top = rank_symbol(*rank)),
        MeldNote::TopFromHand { variant } => {
            tr!(
                "sheet-note-top-from-hand",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        MeldNote::ConcealedNeedsCanasta => tr!("sheet-note-concealed-needs-canasta"),
        MeldNote::ConcealedTookPile => tr!("sheet-note-concealed-took-pile"),
        MeldNote::SpecialHands { hands } => tr!(
            "sheet-note-special-hands",
            hands = hands
                .iter()
                .map(|h| super::named(h))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// A verdict's reason in words: "the pile is frozen against a side that has not melded:
/// it takes two natural kings from your hand with the top K, and you have 1".
pub fn reason_text(reason: &crate::core::melds::Reason) -> String {
    use crate::core::melds::{Frozen, Reason};
    let frozen_text = |f: &Frozen| match f {
        Frozen::Always { variant } => {
            tr!(
                "sheet-frozen",
                why = "always",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        Frozen::WildOrRedThree => tr!("sheet-frozen", why = "wild-or-red-three", variant = ""),
        Frozen::NotMelded => tr!("sheet-frozen", why = "not-melded", variant = ""),
    };
    let how = |discard: bool| {
        tr!(
            "sheet-out-how",
            discard = if discard { "yes" } else { "no" }
        )
    };
    match reason {
        Reason::PileEmpty => tr!("sheet-reason-pile-empty"),
        Reason::BlackThreeOnTop => tr!("sheet-reason-black-three-on-top"),
        Reason::RedThreeOnTop => tr!("sheet-reason-red-three-on-top"),
        Reason::WildOnTop => tr!("sheet-reason-wild-on-top"),
        Reason::MatchesOpponentsCanasta { variant, rank } => tr!(
            "sheet-reason-matches-opponents-canasta",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            top = rank_symbol(*rank),
            ranks = ranks(*rank)
        ),
        Reason::OneCardPile => tr!("sheet-reason-one-card-pile"),
        Reason::NeverFrozen { variant } => {
            tr!(
                "sheet-reason-never-frozen",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        Reason::ClosedCanasta { rank, max } => tr!(
            "sheet-reason-closed-canasta",
            ranks = ranks(*rank),
            max = *max
        ),
        Reason::FrozenShort { frozen, rank, held } => tr!(
            "sheet-reason-frozen-short",
            frozen = frozen_text(frozen),
            ranks = ranks(*rank),
            top = rank_symbol(*rank),
            held = *held
        ),
        Reason::FrozenTooBig {
            frozen,
            rank,
            table,
            max,
        } => tr!(
            "sheet-reason-frozen-too-big",
            frozen = frozen_text(frozen),
            table = *table,
            ranks = ranks(*rank),
            max = *max
        ),
        Reason::FrozenPair {
            frozen,
            rank,
            needs_minimum,
        } => tr!(
            "sheet-reason-frozen-pair",
            frozen = frozen_text(frozen),
            ranks = ranks(*rank),
            top = rank_symbol(*rank),
            needs_minimum = if *needs_minimum { "yes" } else { "no" }
        ),
        Reason::NaturalPair { rank } => tr!(
            "sheet-reason-natural-pair",
            ranks = ranks(*rank),
            top = rank_symbol(*rank)
        ),
        Reason::OntoMeld { rank, meld } => tr!(
            "sheet-reason-onto-meld",
            top = rank_symbol(*rank),
            ranks = ranks(*rank),
            meld = meld.as_str()
        ),
        Reason::NaturalPairOnly { variant, rank } => tr!(
            "sheet-reason-natural-pair-only",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            ranks = ranks(*rank)
        ),
        Reason::NaturalAndWild { rank } => {
            tr!("sheet-reason-natural-and-wild", top = rank_symbol(*rank))
        }
        Reason::NotOntoCompleted { rank } => tr!(
            "sheet-reason-not-onto-completed",
            top = rank_symbol(*rank),
            ranks = ranks(*rank)
        ),
        Reason::NothingToMeld { rank } => tr!(
            "sheet-reason-nothing-to-meld",
            top = rank_symbol(*rank),
            ranks = ranks(*rank)
        ),
        Reason::PartnerSaidNo { cost: None } => tr!("sheet-reason-partner-said-no"),
        Reason::NoPot { variant, pot } => tr!(
            "sheet-reason-no-pot",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            pot_term = crate::render::i18n::pot_word(*pot)
        ),
        Reason::PartnerSaidNo { cost: Some(cost) } => {
            tr!("sheet-reason-partner-said-no-cost", cost = *cost)
        }
        Reason::TooFewCanastas {
            have,
            variant,
            needs,
            terms,
        } => tr!(
            "sheet-reason-too-few-canastas",
            have = *have,
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            needs = *needs,
            canasta_term = super::i18n::canasta_term(*terms)
        ),
        Reason::TooFewOfKind {
            variant,
            kind,
            needs,
            got,
            terms,
        } => tr!(
            "sheet-reason-too-few-of-kind",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            needs = *needs,
            kind = super::i18n::kind_word(kind, *terms, *needs != 1),
            got = *got,
            canasta_term = super::i18n::canasta_term(*terms)
        ),
        Reason::CardsLeft { cards } => tr!("sheet-reason-cards-left", cards = *cards),
        Reason::NeedsDiscard { variant } => {
            tr!(
                "sheet-reason-needs-discard",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        Reason::OutConcealedNoCanasta { discard } => {
            tr!("sheet-reason-out-concealed-no-canasta", how = how(*discard))
        }
        Reason::OutConcealed {
            discard,
            bonus: None,
        } => tr!("sheet-reason-out-concealed-no-bonus", how = how(*discard)),
        Reason::OutConcealed {
            discard,
            bonus: Some(bonus),
        } => tr!(
            "sheet-reason-out-concealed",
            how = how(*discard),
            bonus = *bonus
        ),
        Reason::Out {
            have,
            discard,
            terms,
        } => tr!(
            "sheet-reason-out",
            have = *have,
            how = how(*discard),
            canasta_term = super::i18n::canasta_term(*terms)
        ),
        Reason::NoSpecialHands { variant } => {
            tr!(
                "sheet-reason-no-special-hands",
                variant = crate::render::rules_text::variant_name(variant.as_str())
            )
        }
        Reason::SpecialHandSize { sizes, cards } => tr!(
            "sheet-reason-special-hand-size",
            sizes = or_list(sizes),
            cards = *cards
        ),
        Reason::SpecialHand { describe, points } => tr!(
            "sheet-reason-special-hand",
            describe = super::preset_text(describe),
            points = *points
        ),
        Reason::SpecialNearMiss {
            pairs,
            held,
            missing,
        } => {
            let words = |cards: &[String]| -> String {
                let each: Vec<String> = cards
                    .iter()
                    .map(|c| match pairs {
                        Some(_) => tr!("sheet-pair-of", cards = symbols(c)),
                        None => symbols(c),
                    })
                    .collect();
                super::and_list(&each)
            };
            let shape = match pairs {
                Some(n) => tr!("sheet-shape-pairs", count = *n),
                None => tr!("sheet-shape-hand"),
            };
            tr!(
                "sheet-reason-special-near-miss",
                shape = shape,
                held = words(held),
                missing = words(missing)
            )
        }
        Reason::NotASpecialHand { variant, kinds } => tr!(
            "sheet-reason-not-a-special-hand",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            kinds = kinds
                .iter()
                .map(|k| super::preset_text(k))
                .collect::<Vec<_>>()
                .join("; ")
        ),
    }
}
