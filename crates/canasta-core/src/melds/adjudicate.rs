//! The adjudicator's other questions: may the player take the pile, may the side go out, is this a special hand. Every answer comes with its reason, as data.

use super::*;

/// The situation at the pile.
#[derive(Debug, Clone, Default)]
pub struct PileQuestion {
    pub top: Option<Card>,
    /// Cards in the player's hand (only natural cards and wild cards matter).
    pub hand: Vec<Card>,
    /// The side's melds on the table.
    pub table: Vec<Vec<Card>>,
    /// The side has made its initial meld.
    pub side_melded: bool,
    /// A wild card or a red three is in the pile.
    pub pile_frozen: bool,
    /// The opponents' melds on the table.
    pub opponents: Vec<Vec<Card>>,
    /// Cards in the player's hand, and in the pile, when known.
    pub hand_size: Option<u32>,
    pub pile_size: Option<u32>,
}

/// A yes or no with its reason, as data (`render::reason_text` words it).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Verdict {
    pub yes: bool,
    pub reason: Reason,
}

pub(super) fn yes(reason: Reason) -> Verdict {
    Verdict { yes: true, reason }
}
pub(super) fn no(reason: Reason) -> Verdict {
    Verdict { yes: false, reason }
}

/// Why the pile is frozen for this player.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Frozen {
    /// The variant's pile is always frozen.
    Always { variant: String },
    /// A wild card or a red three is in it.
    WildOrRedThree,
    /// The side has not made its initial meld.
    NotMelded,
}

/// Why a pile, going-out or special-hand question was answered as it was: the facts and
/// their numbers. The words are `render::reason_text`'s.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    PileEmpty,
    BlackThreeOnTop,
    RedThreeOnTop,
    WildOnTop,
    /// The top card matches the opponents' completed canasta (Viennese).
    MatchesOpponentsCanasta {
        variant: String,
        rank: Rank,
    },
    /// One card in hand may not take a pile of one card.
    OneCardPile,
    /// The side may not go out before it has taken its pot.
    NoPot {
        variant: String,
        /// What the variant calls its pot (a pozzetto, a morto).
        pot: crate::rules::PotTerm,
    },
    /// The pile is never frozen in this form: it is taken whole, whatever is on top.
    NeverFrozen {
        variant: String,
    },
    /// The side's meld of this rank is a closed canasta of `max` cards.
    ClosedCanasta {
        rank: Rank,
        max: u32,
    },
    /// Frozen, and the player holds fewer than two natural cards of the top's rank.
    FrozenShort {
        frozen: Frozen,
        rank: Rank,
        held: usize,
    },
    /// Frozen, and the meld would grow past the largest size.
    FrozenTooBig {
        frozen: Frozen,
        rank: Rank,
        table: u32,
        max: u32,
    },
    /// Frozen, and the player holds a natural pair (`needs_minimum`: the side has not
    /// melded, so the meld must also reach its minimum).
    FrozenPair {
        frozen: Frozen,
        rank: Rank,
        needs_minimum: bool,
    },
    NaturalPair {
        rank: Rank,
    },
    /// The top card goes onto the side's meld (`meld` in card notation).
    OntoMeld {
        rank: Rank,
        meld: String,
    },
    NaturalPairOnly {
        variant: String,
        rank: Rank,
    },
    NaturalAndWild {
        rank: Rank,
    },
    NotOntoCompleted {
        rank: Rank,
    },
    NothingToMeld {
        rank: Rank,
    },
    /// The partner said no; going out anyway costs `cost`, where the variant says.
    PartnerSaidNo {
        cost: Option<Points>,
    },
    TooFewCanastas {
        have: u64,
        variant: String,
        needs: u64,
        /// What the variant calls a canasta, for the words only.
        #[serde(skip)]
        terms: crate::rules::Terms,
    },
    TooFewOfKind {
        variant: String,
        #[serde(rename = "canasta_kind")]
        kind: String,
        needs: u32,
        got: u32,
        #[serde(skip)]
        terms: crate::rules::Terms,
    },
    CardsLeft {
        cards: u32,
    },
    NeedsDiscard {
        variant: String,
    },
    /// May go out (`discard`: with a final discard) concealed, but with no canasta among
    /// the melds it scores as going out normally.
    OutConcealedNoCanasta {
        discard: bool,
    },
    OutConcealed {
        discard: bool,
        bonus: Option<Points>,
    },
    Out {
        have: u64,
        discard: bool,
        #[serde(skip)]
        terms: crate::rules::Terms,
    },
    NoSpecialHands {
        variant: String,
    },
    /// A special hand has this many cards (`sizes`); the hand has `cards`.
    SpecialHandSize {
        sizes: Vec<u32>,
        cards: usize,
    },
    /// It is this special hand (`describe` is the preset's).
    SpecialHand {
        describe: String,
        points: Points,
    },
    /// Shaped like a special hand that also needs `missing` (`pairs`: how many pairs, when
    /// its groups are pairs).
    SpecialNearMiss {
        pairs: Option<usize>,
        held: Vec<String>,
        missing: Vec<String>,
    },
    NotASpecialHand {
        variant: String,
        kinds: Vec<String>,
    },
}

/// May the player take the discard pile?
pub fn may_take_pile(rules: &Rules, q: &PileQuestion) -> Verdict {
    let Some(top) = q.top else {
        return no(Reason::PileEmpty);
    };
    if rules.pile.never_frozen {
        return yes(Reason::NeverFrozen {
            variant: rules.name.clone(),
        });
    }
    let rank = match top {
        Card::BlackThree => return no(Reason::BlackThreeOnTop),
        Card::RedThree => return no(Reason::RedThreeOnTop),
        Card::Two | Card::Joker => return no(Reason::WildOnTop),
        Card::Natural(r) | Card::Suited(r, _) => r,
    };
    if rules.pile.card_matching_opponents_canasta_stops
        && q.opponents
            .iter()
            .any(|m| m.len() >= 7 && m.iter().any(|c| c.natural_rank() == Some(rank)))
    {
        return no(Reason::MatchesOpponentsCanasta {
            variant: rules.name.clone(),
            rank,
        });
    }
    if q.hand_size == Some(1)
        && q.pile_size == Some(1)
        && !rules.pile.one_card_hand_may_take_one_card_pile
    {
        return no(Reason::OneCardPile);
    }
    let in_hand = q.hand.iter().filter(|c| **c == top).count();
    let wilds_in_hand = q.hand.iter().filter(|c| c.is_wild()).count();
    let on_table = q
        .table
        .iter()
        .find(|m| m.iter().any(|c| c.natural_rank() == Some(rank)));
    let table_size = on_table.map_or(0, |m| m.len() as u32);
    let max = rules.melds.max_size;
    if let (Some(max), Some(_)) = (max, on_table)
        && table_size >= max
    {
        return no(Reason::ClosedCanasta { rank, max });
    }
    let fits = |added: u32| max.is_none_or(|m| table_size + added <= m);
    let frozen = if rules.pile.always_frozen {
        Some(Frozen::Always {
            variant: rules.name.clone(),
        })
    } else if q.pile_frozen {
        Some(Frozen::WildOrRedThree)
    } else if !q.side_melded {
        Some(Frozen::NotMelded)
    } else {
        None
    };
    if let Some(frozen) = frozen {
        if in_hand < 2 {
            return no(Reason::FrozenShort {
                frozen,
                rank,
                held: in_hand,
            });
        }
        if !fits(3) {
            return no(Reason::FrozenTooBig {
                frozen,
                rank,
                table: table_size,
                max: max.unwrap_or(0),
            });
        }
        return yes(Reason::FrozenPair {
            frozen,
            rank,
            needs_minimum: !q.side_melded,
        });
    }
    if in_hand >= 2 && fits(3) {
        return yes(Reason::NaturalPair { rank });
    }
    if let Some(meld) = on_table
        && fits(1)
    {
        let complete = meld.len() >= 7;
        if !(complete && rules.pile.not_onto_completed_canasta) {
            return yes(Reason::OntoMeld {
                rank,
                meld: write(meld),
            });
        }
    }
    if in_hand >= 1 && wilds_in_hand >= 1 && fits(3) && on_table.is_none() {
        if rules.pile.natural_pair_only {
            return no(Reason::NaturalPairOnly {
                variant: rules.name.clone(),
                rank,
            });
        }
        return yes(Reason::NaturalAndWild { rank });
    }
    if on_table.is_some() && rules.pile.not_onto_completed_canasta {
        return no(Reason::NotOntoCompleted { rank });
    }
    no(Reason::NothingToMeld { rank })
}

/// The situation when a player wants to go out.
#[derive(Debug, Clone, Default)]
pub struct OutQuestion {
    /// Completed canastas by kind (from the side's melds, or as given).
    pub canastas: BTreeMap<String, u32>,
    /// Completed canastas whose kind was not said.
    pub any_kind: u32,
    /// Cards the player would still hold after melding everything they can (0 or 1 to go out).
    pub cards_left: u32,
    /// The player would go out concealed (nothing melded before by the side).
    pub concealed: bool,
    /// Whether one of the melds going down is a canasta, for a concealed going out.
    pub concealed_has_canasta: bool,
    /// The partner was asked "may I go out?" and said no.
    pub partner_said_no: bool,
    /// The side has not taken its pot (Burraco's pozzetto, Buraco's morto).
    pub no_pot: bool,
}

/// May the side go out now?
pub fn may_go_out(rules: &Rules, q: &OutQuestion) -> Verdict {
    use crate::score::Shortfall;
    if q.partner_said_no {
        let cost = rules
            .going_out
            .against_partner_penalty
            .as_ref()
            .and_then(|name| rules.penalties.get(name))
            .copied();
        return no(Reason::PartnerSaidNo { cost });
    }
    // Research burraco.md §2 "Closing": the side has taken its pot first.
    if q.no_pot && rules.pot.as_ref().is_some_and(|p| p.going_out_needs_pot) {
        return no(Reason::NoPot {
            variant: rules.name.clone(),
            pot: rules.terms.pot,
        });
    }
    // The referee's rule, counted in u64: `--canastas 4294967295` plus one more kind must
    // not wrap to a small number.
    let have = match crate::score::canastas_to_go_out(rules, &q.canastas, u64::from(q.any_kind)) {
        Ok(have) => have,
        Err(Shortfall::TooFew { have, needs }) => {
            return no(Reason::TooFewCanastas {
                have,
                variant: rules.name.clone(),
                needs,
                terms: rules.terms,
            });
        }
        Err(Shortfall::TooFewOfKind { kind, needs, got }) => {
            return no(Reason::TooFewOfKind {
                variant: rules.name.clone(),
                kind,
                needs,
                // Fewer than `needs`, a u32.
                got: u32::try_from(got).unwrap_or(u32::MAX),
                terms: rules.terms,
            });
        }
    };
    if q.cards_left > 1 {
        return no(Reason::CardsLeft {
            cards: q.cards_left,
        });
    }
    if q.cards_left == 0 && rules.going_out.needs_discard {
        return no(Reason::NeedsDiscard {
            variant: rules.name.clone(),
        });
    }
    let discard = q.cards_left == 1;
    if q.concealed {
        if !q.concealed_has_canasta {
            return yes(Reason::OutConcealedNoCanasta { discard });
        }
        return yes(Reason::OutConcealed {
            discard,
            bonus: rules.going_out.concealed_bonus,
        });
    }
    yes(Reason::Out {
        have,
        discard,
        terms: rules.terms,
    })
}

/// Which special hand (American) fourteen cards make, if any, with the reason.
pub fn special_hand(rules: &Rules, cards: &[Card]) -> Verdict {
    if rules.special_hands.is_empty() {
        return no(Reason::NoSpecialHands {
            variant: rules.name.clone(),
        });
    }
    // Cards by the symbol a special hand names them by: a three of either colour is `3`.
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for c in cards {
        let key = match c {
            Card::RedThree | Card::BlackThree => "3",
            other => other.symbol(),
        };
        *counts.entry(key).or_default() += 1;
    }
    let mut sizes: Vec<u32> = counts.values().copied().collect();
    sizes.sort_unstable();
    // Group sizes are bounded (100 cards at most) when a preset is read.
    let total = |h: &SpecialHand| h.groups.iter().map(|&g| g as usize).sum::<usize>();
    let shaped: Vec<(&String, &SpecialHand)> = rules
        .special_hands
        .iter()
        .filter(|(_, h)| !h.groups.is_empty())
        .collect();
    if !shaped.is_empty() && shaped.iter().all(|(_, h)| total(h) != cards.len()) {
        let lengths: Vec<u32> = shaped.iter().map(|(_, h)| total(h) as u32).collect();
        let mut lengths = lengths;
        lengths.dedup();
        return no(Reason::SpecialHandSize {
            sizes: lengths,
            cards: cards.len(),
        });
    }
    let holds = |symbol: &String| counts.contains_key(symbol.as_str());
    // Highest score first: a hand that fits two shapes scores the better one.
    let mut by_points = shaped.clone();
    crate::order::sort_by_key(&mut by_points, |(name, h)| (-h.points, (*name).clone()));
    let mut near_miss: Option<Reason> = None;
    for (_, hand) in &by_points {
        let mut groups = hand.groups.clone();
        groups.sort_unstable();
        if groups != sizes || hand.may_not_hold.iter().any(holds) {
            continue;
        }
        let missing: Vec<String> = hand
            .must_hold
            .iter()
            .filter(|c| !holds(c))
            .cloned()
            .collect();
        if missing.is_empty() {
            return yes(Reason::SpecialHand {
                describe: hand.describe.clone(),
                points: hand.points,
            });
        }
        // Seed 001: "a hand with a pair of twos must contain both sevens and aces as well".
        let held: Vec<String> = hand
            .must_hold
            .iter()
            .filter(|c| holds(c))
            .cloned()
            .collect();
        if near_miss.is_none() && !held.is_empty() {
            let pairs = groups.iter().all(|&g| g == 2).then_some(groups.len());
            near_miss = Some(Reason::SpecialNearMiss {
                pairs,
                held,
                missing,
            });
        }
    }
    if let Some(reason) = near_miss {
        return no(reason);
    }
    no(Reason::NotASpecialHand {
        variant: rules.name.clone(),
        kinds: rules
            .special_hands
            .values()
            .filter(|h| !h.describe.is_empty())
            .map(|h| h.describe.clone())
            .collect(),
    })
}
