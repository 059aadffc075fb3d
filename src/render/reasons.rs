//! Why a verdict is what it is, in words: the meld reasons and notes, and the reasons of pile, going-out and special-hand answers.

/// Why an initial meld is enough or not, in words.
pub fn meld_reason_text(reason: &crate::melds::MeldReason) -> String {
    use crate::cards::{rank_plural, rank_symbol};
    use crate::melds::MeldReason;
    match reason {
        MeldReason::TopNeedsPair { rank } => format!(
            "the pile is frozen against a side that has not melded: the top {} must be melded with two natural {} from hand, and no meld here has three natural {}",
            rank_symbol(*rank),
            rank_plural(*rank),
            rank_plural(*rank)
        ),
        MeldReason::Splash { meld } => {
            format!("{meld} is a complete canasta from hand: a splash needs no minimum")
        }
        MeldReason::ConcealedOut { meld } => format!(
            "going out concealed with a canasta ({meld}) after drawing from the stock needs no minimum"
        ),
        MeldReason::NeedsCleanMeld { variant } => format!(
            "{variant} needs a meld of at least three natural cards with no wild cards (or a meld of wild cards) in the initial meld"
        ),
        MeldReason::Meets { counted, minimum } => {
            format!("{counted} meets the minimum of {minimum}")
        }
        MeldReason::Short { counted, minimum } => {
            format!("{counted} is short of the minimum of {minimum}")
        }
    }
}

/// A note beside an initial-meld verdict, in words.
pub fn meld_note_text(note: &crate::melds::MeldNote) -> String {
    use crate::melds::MeldNote;
    match note {
        MeldNote::BonusesNeverCount => {
            "bonuses (canastas, red threes) never count toward the minimum, only card values".into()
        }
        MeldNote::TopCounts { rank } => format!(
            "the top {} counts; no other card of the pile does",
            crate::cards::rank_symbol(*rank)
        ),
        MeldNote::TopFromHand { variant } => format!(
            "in {variant} the initial meld comes from hand: the top card is not part of it and does not count (see `canasta check pile`)"
        ),
        MeldNote::ConcealedNeedsCanasta => {
            "going out concealed needs a canasta among the melds".into()
        }
        MeldNote::ConcealedTookPile => {
            "the pile was taken, so the minimum applies even to going out concealed (only after drawing from the stock is none needed)".into()
        }
        MeldNote::SpecialHands { hands } => format!(
            "a side that has not melded may also go out with a special hand instead (see `canasta check hand`): {}",
            hands.join(", ")
        ),
    }
}

/// A verdict's reason in words: "the pile is frozen against a side that has not melded:
/// it takes two natural kings from your hand with the top K, and you have 1".
pub fn reason_text(reason: &crate::melds::Reason) -> String {
    use crate::cards::{rank_plural, rank_symbol};
    use crate::melds::{Frozen, Reason, join_or, symbol_plural};
    let frozen_text = |f: &Frozen| match f {
        Frozen::Always { variant } => format!("in {variant} the pile is always frozen"),
        Frozen::WildOrRedThree => "the pile is frozen (a wild card or red three is in it)".into(),
        Frozen::NotMelded => "the pile is frozen against a side that has not melded".into(),
    };
    let plural_s = |n: u64| if n == 1 { "" } else { "s" };
    let how = |discard: bool| {
        if discard {
            "melding all but one card and discarding it"
        } else {
            "melding every card"
        }
    };
    match reason {
        Reason::PileEmpty => "the pile is empty".into(),
        Reason::BlackThreeOnTop => "a black three on top stops the pile for this turn".into(),
        Reason::RedThreeOnTop => "the pile can never be taken with a red three on top".into(),
        Reason::WildOnTop => "the pile can never be taken with a wild card on top".into(),
        Reason::MatchesOpponentsCanasta { variant, rank } => format!(
            "in {variant} a {} matching the opponents' completed canasta of {} stops the pile, as a black three does",
            rank_symbol(*rank),
            rank_plural(*rank)
        ),
        Reason::OneCardPile => "a player holding one card may not take a pile of one card".into(),
        Reason::ClosedCanasta { rank, max } => {
            let plural = rank_plural(*rank);
            format!("your {plural} are a closed canasta of {max}: no more {plural} can be melded")
        }
        Reason::FrozenShort { frozen, rank, held } => format!(
            "{}: it takes two natural {} from your hand with the top {}, and you have {held}",
            frozen_text(frozen),
            rank_plural(*rank),
            rank_symbol(*rank)
        ),
        Reason::FrozenTooBig {
            frozen,
            rank,
            table,
            max,
        } => format!(
            "{}, and your meld of {table} {} would grow past {max} cards with three more",
            frozen_text(frozen),
            rank_plural(*rank)
        ),
        Reason::FrozenPair {
            frozen,
            rank,
            needs_minimum,
        } => format!(
            "{}, and you hold a natural pair of {} to meld with the top {}{}",
            frozen_text(frozen),
            rank_plural(*rank),
            rank_symbol(*rank),
            if *needs_minimum {
                "; the meld must also reach your initial-meld minimum (see `canasta check meld`)"
            } else {
                ""
            }
        ),
        Reason::NaturalPair { rank } => format!(
            "you hold a natural pair of {} to meld with the top {}",
            rank_plural(*rank),
            rank_symbol(*rank)
        ),
        Reason::OntoMeld { rank, meld } => format!(
            "the top {} goes onto your side's meld of {} ({meld})",
            rank_symbol(*rank),
            rank_plural(*rank)
        ),
        Reason::NaturalPairOnly { variant, rank } => format!(
            "in {variant} a natural card and a wild card do not take the pile: it takes two natural {}",
            rank_plural(*rank)
        ),
        Reason::NaturalAndWild { rank } => {
            let sym = rank_symbol(*rank);
            format!("you hold a natural {sym} and a wild card to meld with the top {sym}")
        }
        Reason::NotOntoCompleted { rank } => format!(
            "the top {} may not be added to a completed canasta to take the pile; it takes two natural {} from hand",
            rank_symbol(*rank),
            rank_plural(*rank)
        ),
        Reason::NothingToMeld { rank } => {
            let plural = rank_plural(*rank);
            format!(
                "nothing to meld the top {} with: you need two natural {plural}, or one and a wild card, or a meld of {plural} on the table",
                rank_symbol(*rank)
            )
        }
        Reason::PartnerSaidNo { cost } => format!(
            "your partner said no, and the answer is binding{}",
            cost.map(|p| format!(" (going out anyway costs {p})"))
                .unwrap_or_default()
        ),
        Reason::TooFewCanastas {
            have,
            variant,
            needs,
        } => format!(
            "your side has {have} canasta{}; {variant} needs {needs} to go out",
            plural_s(*have)
        ),
        Reason::TooFewOfKind {
            variant,
            kind,
            needs,
            got,
        } => format!(
            "{variant} needs at least {needs} {kind} canasta{} to go out; your side has {got}",
            plural_s(u64::from(*needs))
        ),
        Reason::CardsLeft { cards } => format!(
            "you would still hold {cards} cards: going out means melding every card, or all but one and discarding it"
        ),
        Reason::NeedsDiscard { variant } => {
            format!("in {variant} you must keep a card for a final discard: meld all but one")
        }
        Reason::OutConcealedNoCanasta { discard } => format!(
            "yes, {}; but going out concealed needs a complete canasta among the melds, so it scores as going out normally",
            how(*discard)
        ),
        Reason::OutConcealed { discard, bonus } => format!(
            "yes, concealed, {}: {}",
            how(*discard),
            bonus.map_or_else(
                || "no concealed bonus in this variant".to_string(),
                |b| format!("the concealed bonus of {b}")
            )
        ),
        Reason::Out { have, discard } => format!(
            "your side has the {have} canasta{} it needs: go out by {}",
            plural_s(*have),
            how(*discard)
        ),
        Reason::NoSpecialHands { variant } => format!("{variant} has no special hands"),
        Reason::SpecialHandSize { sizes, cards } => format!(
            "a special hand is {} cards; this is {cards}",
            join_or(sizes)
        ),
        Reason::SpecialHand { describe, points } => format!("{describe} ({points})"),
        Reason::SpecialNearMiss {
            pairs,
            held,
            missing,
        } => {
            let words = |cards: &[String]| -> String {
                cards
                    .iter()
                    .map(|c| match pairs {
                        Some(_) => format!("a pair of {}", symbol_plural(c)),
                        None => symbol_plural(c).to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" and ")
            };
            let shape = match pairs {
                Some(n) => format!("{} pairs", crate::text::number_word(*n as i64)),
                None => "a hand".to_string(),
            };
            format!(
                "{shape} with {} must also hold {}",
                words(held),
                words(missing)
            )
        }
        Reason::NotASpecialHand { variant, kinds } => {
            format!("not a special hand of {variant}: {}", kinds.join("; "))
        }
    }
}
