//! The adjudicator: is this meld legal, is this initial meld enough, may this player take
//! the pile, may this side go out, is this a special hand. Every answer comes with its
//! reason, and every rule it applies is read from the variant's `Rules`.
//!
//! Pure: cards in, verdicts out.

use std::collections::BTreeMap;

use thiserror::Error;

use crate::cards::{Card, rank_plural, rank_symbol, write};
use crate::rules::{CanastaMakeup, Points, Rank, Rules, SpecialHand};

/// What a legal meld is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldInfo {
    pub cards: Vec<Card>,
    /// The rank of a natural meld; `None` for wild melds and black threes.
    pub rank: Option<Rank>,
    pub black_threes: bool,
    pub naturals: u32,
    pub wilds: u32,
    pub jokers: u32,
    pub points: Points,
    /// A run of one suit (Samba's samba, Bolivia's escalera).
    pub sequence: bool,
}

impl MeldInfo {
    pub fn size(&self) -> u32 {
        self.cards.len() as u32
    }
    pub fn is_wild_meld(&self) -> bool {
        self.rank.is_none() && !self.black_threes && !self.sequence
    }
    pub fn is_canasta(&self) -> bool {
        self.size() >= 7
    }
    pub fn makeup(&self) -> Option<CanastaMakeup> {
        if self.sequence {
            Some(CanastaMakeup::Sequence)
        } else if self.black_threes {
            None
        } else if self.is_wild_meld() {
            Some(CanastaMakeup::Wild)
        } else if self.wilds == 0 {
            Some(CanastaMakeup::Natural)
        } else {
            Some(CanastaMakeup::Mixed)
        }
    }
    pub fn notation(&self) -> String {
        write(&self.cards)
    }
}

/// A meld that breaks the variant's rules; the message names the rule.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
#[error("{meld}: {rule}")]
pub struct MeldError {
    pub meld: String,
    pub rule: String,
}

/// Where a meld is being made, for the rules that depend on it.
#[derive(Debug, Clone, Copy, Default)]
pub struct MeldContext {
    /// Part of the side's initial meld.
    pub initial: bool,
    /// Made by a player who is going out this turn.
    pub going_out: bool,
}

/// Check one meld against the variant's meld rules.
pub fn check_meld(rules: &Rules, cards: &[Card], ctx: MeldContext) -> Result<MeldInfo, MeldError> {
    let m = &rules.melds;
    let text = write(cards);
    let refuse = |rule: String| MeldError {
        meld: text.clone(),
        rule,
    };
    let size = cards.len() as u32;
    if cards.iter().any(|c| c.suit().is_some()) {
        return check_sequence(rules, cards, &refuse);
    }
    if cards.contains(&Card::RedThree) {
        return Err(refuse(
            "red threes are never melded; they are laid out on their own".into(),
        ));
    }
    let points = cards.iter().map(|c| c.value(&rules.card_values)).sum();
    let wilds = cards.iter().filter(|c| c.is_wild()).count() as u32;
    let jokers = cards.iter().filter(|c| **c == Card::Joker).count() as u32;
    let blacks = cards.iter().filter(|c| **c == Card::BlackThree).count() as u32;
    if blacks > 0 {
        if m.black_three_meld_sizes.is_empty() {
            return Err(refuse(format!(
                "black threes are never melded in {}",
                rules.name
            )));
        }
        if blacks != size {
            return Err(refuse(
                "a meld of black threes holds black threes only, never wild cards or other ranks"
                    .into(),
            ));
        }
        if !ctx.going_out {
            return Err(refuse(
                "black threes may be melded only by a player going out, on that last turn".into(),
            ));
        }
        if !m.black_three_meld_sizes.contains(&size) {
            return Err(refuse(format!(
                "a meld of black threes must be {} cards in {}",
                join_or(&m.black_three_meld_sizes),
                rules.name
            )));
        }
        return Ok(MeldInfo {
            cards: cards.to_vec(),
            rank: None,
            black_threes: true,
            naturals: 0,
            wilds: 0,
            jokers: 0,
            points,
            sequence: false,
        });
    }
    let mut ranks: Vec<Rank> = cards.iter().filter_map(|c| c.natural_rank()).collect();
    ranks.dedup();
    let mut distinct = ranks.clone();
    distinct.sort_by_key(|r| rank_symbol(*r));
    distinct.dedup();
    if distinct.len() > 1 {
        let names: Vec<&str> = distinct.iter().map(|r| rank_symbol(*r)).collect();
        return Err(refuse(format!(
            "a meld is cards of one rank, but this one mixes {}",
            names.join(" and ")
        )));
    }
    if size < 3 {
        return Err(refuse("a meld has at least three cards".into()));
    }
    if let Some(max) = m.max_size
        && size > max
    {
        return Err(refuse(format!(
            "a meld has at most {max} cards in {}",
            rules.name
        )));
    }
    let naturals = size - wilds;
    let Some(&rank) = distinct.first() else {
        // Wild cards only.
        if !m.wild_melds {
            return Err(refuse(format!(
                "a meld of wild cards only is not allowed in {}; a meld needs at least {} natural cards",
                rules.name, m.min_naturals
            )));
        }
        if size > 7 {
            return Err(refuse("a wild-card meld has at most seven cards".into()));
        }
        return Ok(MeldInfo {
            cards: cards.to_vec(),
            rank: None,
            black_threes: false,
            naturals: 0,
            wilds,
            jokers,
            points,
            sequence: false,
        });
    };
    if naturals < m.min_naturals {
        return Err(refuse(format!(
            "a meld needs at least {} natural cards in {}; this one has {naturals}",
            m.min_naturals, rules.name
        )));
    }
    if wilds > 0 && m.wild_free_ranks.contains(&rank) {
        return Err(refuse(format!(
            "wild cards can never be used in a meld of {} in {}",
            rank_plural(rank),
            rules.name
        )));
    }
    if wilds > 0 && !ctx.initial && m.wilds_only_in_initial_meld.contains(&rank) {
        return Err(refuse(format!(
            "a meld of {} takes wild cards only as part of the side's initial meld in {}",
            rank_plural(rank),
            rules.name
        )));
    }
    if let Some(max) = m.max_wilds
        && wilds > max
    {
        return Err(refuse(format!(
            "a meld holds at most {max} wild cards in {}; this one has {wilds}",
            rules.name
        )));
    }
    if m.wilds_at_most_naturals && wilds > naturals {
        return Err(refuse(format!(
            "a meld may not hold more wild cards than natural ones in {}; this one has {wilds} wild and {naturals} natural",
            rules.name
        )));
    }
    Ok(MeldInfo {
        cards: cards.to_vec(),
        rank: Some(rank),
        black_threes: false,
        naturals,
        wilds,
        jokers,
        points,
        sequence: false,
    })
}

/// A run of one suit: three to seven natural cards of one suit in sequence (4 to A), where
/// the variant has a sequence canasta (Samba's samba, Bolivia's escalera); no wild cards,
/// and never more than seven (a complete one cannot be extended).
fn check_sequence(
    rules: &Rules,
    cards: &[Card],
    refuse: &dyn Fn(String) -> MeldError,
) -> Result<MeldInfo, MeldError> {
    use crate::cards::sequence_index;
    if !rules
        .canastas
        .values()
        .any(|k| k.makeup == CanastaMakeup::Sequence)
    {
        return Err(refuse(format!(
            "{} has no sequence melds; a meld is cards of one rank (write it without suits)",
            rules.name
        )));
    }
    if cards.iter().any(|c| c.suit().is_none()) {
        return Err(refuse(
            "a sequence holds natural cards of one suit only, each written with its suit (no wild cards, no threes)"
                .into(),
        ));
    }
    let suit = cards[0].suit();
    if cards.iter().any(|c| c.suit() != suit) {
        return Err(refuse("a sequence is all of one suit".into()));
    }
    let size = cards.len() as u32;
    if !(3..=7).contains(&size) {
        return Err(refuse(format!(
            "a sequence has three to seven cards; this one has {size}"
        )));
    }
    let mut places: Vec<usize> = cards
        .iter()
        .filter_map(|c| c.natural_rank())
        .map(sequence_index)
        .collect();
    places.sort_unstable();
    if places.windows(2).any(|w| w[1] != w[0] + 1) {
        return Err(refuse(
            "a sequence is consecutive ranks, each once (4 5 6 7 8 9 T J Q K A)".into(),
        ));
    }
    Ok(MeldInfo {
        cards: cards.to_vec(),
        rank: None,
        black_threes: false,
        naturals: size,
        wilds: 0,
        jokers: 0,
        points: cards.iter().map(|c| c.value(&rules.card_values)).sum(),
        sequence: true,
    })
}

/// Check a side's melds together: each one, and no two of one rank.
pub fn check_melds(
    rules: &Rules,
    melds: &[Vec<Card>],
    ctx: MeldContext,
) -> Result<Vec<MeldInfo>, MeldError> {
    let infos = melds
        .iter()
        .map(|m| check_meld(rules, m, ctx))
        .collect::<Result<Vec<_>, _>>()?;
    if rules.melds.one_meld_per_rank {
        let mut seen: BTreeMap<&str, String> = BTreeMap::new();
        for info in infos.iter().filter(|i| !i.sequence) {
            let key = match info.rank {
                Some(r) => rank_symbol(r),
                None if info.black_threes => "B",
                None => "wild",
            };
            if let Some(first) = seen.get(key) {
                return Err(MeldError {
                    meld: info.notation(),
                    rule: format!(
                        "a side may not have two melds of one rank (this and {first}); cards of one rank go in one meld"
                    ),
                });
            }
            seen.insert(key, info.notation());
        }
    }
    Ok(infos)
}

/// The canasta kind of the variant a complete meld scores as, the most specific that fits
/// (a kind that names a rank or a number of jokers before one that does not).
pub fn canasta_kind(rules: &Rules, info: &MeldInfo) -> Option<String> {
    if !info.is_canasta() {
        return None;
    }
    let makeup = info.makeup()?;
    let mut best: Option<(u32, &String)> = None;
    for (name, kind) in &rules.canastas {
        let fits = kind.makeup == makeup
            || (kind.makeup == CanastaMakeup::Any
                && matches!(makeup, CanastaMakeup::Natural | CanastaMakeup::Mixed));
        if !fits {
            continue;
        }
        if kind.rank.is_some_and(|r| Some(r) != info.rank) {
            continue;
        }
        if kind.jokers.is_some_and(|j| j != info.jokers) {
            continue;
        }
        let specific = u32::from(kind.rank.is_some()) + u32::from(kind.jokers.is_some());
        if best.is_none_or(|(s, _)| specific > s) {
            best = Some((specific, name));
        }
    }
    best.map(|(_, n)| n.clone())
}

/// The penalised incomplete meld an unfinished meld counts as, if any.
pub fn incomplete_kind(rules: &Rules, info: &MeldInfo) -> Option<String> {
    if info.is_canasta() {
        return None;
    }
    let makeup = info.makeup()?;
    let mut best: Option<(u32, &String)> = None;
    for (name, meld) in &rules.incomplete_melds {
        let Some(want) = meld.makeup else { continue };
        if want != makeup
            || meld.rank.is_some_and(|r| Some(r) != info.rank)
            || meld.jokers.is_some_and(|j| j > info.jokers)
        {
            continue;
        }
        let specific = u32::from(meld.rank.is_some()) + u32::from(meld.jokers.is_some());
        if best.is_none_or(|(s, _)| specific > s) {
            best = Some((specific, name));
        }
    }
    best.map(|(_, n)| n.clone())
}

/// The answer to "is this initial meld enough?".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InitialMeldVerdict {
    /// Each meld and its count.
    pub melds: Vec<(String, Points)>,
    /// The count that goes toward the minimum.
    pub counted: Points,
    pub minimum: Points,
    pub enough: bool,
    /// Why.
    pub reason: MeldReason,
    /// Things worth knowing (bonuses never count).
    pub notes: Vec<MeldNote>,
}

/// Why an initial meld is enough or not, as data (`render::meld_reason_text` words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MeldReason {
    /// The pile is frozen for a side that has not melded: the top card needs two natural
    /// cards of its rank from hand, and no meld holds three.
    TopNeedsPair {
        rank: Rank,
    },
    /// A complete canasta from hand: a splash needs no minimum (`meld` in card notation).
    Splash {
        meld: String,
    },
    /// Going out concealed with a canasta after drawing from the stock needs no minimum.
    ConcealedOut {
        meld: String,
    },
    /// The variant's initial meld needs a clean meld (three natural cards, or wild cards).
    NeedsCleanMeld {
        variant: String,
    },
    Meets {
        counted: Points,
        minimum: Points,
    },
    Short {
        counted: Points,
        minimum: Points,
    },
}

/// A note beside an initial-meld verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MeldNote {
    /// Bonuses (canastas, red threes) never count toward the minimum.
    BonusesNeverCount,
    /// The top card of the pile counts; no other card of the pile does.
    TopCounts { rank: Rank },
    /// In this variant the initial meld comes from hand; the top card does not count.
    TopFromHand { variant: String },
    /// Going out concealed needs a canasta among the melds.
    ConcealedNeedsCanasta,
    /// Going out concealed with the pile taken: the minimum applies (only a concealed
    /// going out after drawing from the stock is free of it).
    ConcealedTookPile,
    /// A side that has not melded may also go out with one of these special hands.
    SpecialHands { hands: Vec<String> },
}

/// Is this initial meld enough for a side whose minimum is `minimum`?
///
/// `top` is the top card of the discard pile when the player takes it for this meld (it
/// must be among the melds); `going_out_concealed` when the player melds the whole hand
/// this turn after drawing from the stock.
pub fn check_initial_meld(
    rules: &Rules,
    melds: &[Vec<Card>],
    minimum: Points,
    top: Option<Card>,
    going_out_concealed: bool,
) -> Result<InitialMeldVerdict, MeldError> {
    let ctx = MeldContext {
        initial: true,
        going_out: going_out_concealed,
    };
    let infos = check_melds(rules, melds, ctx)?;
    let ways = &rules.initial_meld_ways;
    let total: Points = infos.iter().map(|i| i.points).sum();
    let mut notes = vec![MeldNote::BonusesNeverCount];
    let counted = total;
    if let Some(top) = top {
        let Some(rank) = top.natural_rank() else {
            return Err(MeldError {
                meld: top.symbol().into(),
                rule: "the pile cannot be taken with a wild card or a three on top".into(),
            });
        };
        let with_pair = infos
            .iter()
            .any(|i| i.rank == Some(rank) && i.naturals >= 3);
        if ways.top_card_counts {
            if !with_pair {
                return Ok(InitialMeldVerdict {
                    melds: infos.iter().map(|i| (i.notation(), i.points)).collect(),
                    counted,
                    minimum,
                    enough: false,
                    reason: MeldReason::TopNeedsPair { rank },
                    notes,
                });
            }
            notes.push(MeldNote::TopCounts { rank });
        } else {
            notes.push(MeldNote::TopFromHand {
                variant: rules.name.clone(),
            });
        }
    }
    let pieces: Vec<(String, Points)> = infos.iter().map(|i| (i.notation(), i.points)).collect();
    let verdict = |enough: bool, reason: MeldReason, notes: Vec<MeldNote>| InitialMeldVerdict {
        melds: pieces.clone(),
        counted,
        minimum,
        enough,
        reason,
        notes,
    };
    if ways.splash
        && let Some(c) = infos
            .iter()
            .find(|i| i.is_canasta() && (i.wilds == 0 || i.is_wild_meld()))
    {
        return Ok(verdict(
            true,
            MeldReason::Splash { meld: c.notation() },
            notes,
        ));
    }
    // Seed 001 (pagat, Classic): "if they take the discard pile and partner has not yet
    // melded, they must satisfy the relevant initial meld requirement"; only a concealed
    // going out after drawing from the stock needs no minimum (seed 002, "Concealed Hand").
    if going_out_concealed && ways.concealed_out_needs_no_minimum && top.is_some() {
        notes.push(MeldNote::ConcealedTookPile);
    }
    if going_out_concealed && ways.concealed_out_needs_no_minimum && top.is_none() {
        if let Some(c) = infos.iter().find(|i| i.is_canasta()) {
            return Ok(verdict(
                true,
                MeldReason::ConcealedOut { meld: c.notation() },
                notes,
            ));
        }
        notes.push(MeldNote::ConcealedNeedsCanasta);
    }
    if ways.needs_clean_meld
        && !infos
            .iter()
            .any(|i| (i.wilds == 0 && i.naturals >= 3) || (i.is_wild_meld() && i.size() >= 3))
    {
        return Ok(verdict(
            false,
            MeldReason::NeedsCleanMeld {
                variant: rules.name.clone(),
            },
            notes,
        ));
    }
    if !rules.special_hands.is_empty() {
        notes.push(MeldNote::SpecialHands {
            hands: rules.special_hands.keys().cloned().collect(),
        });
    }
    if counted >= minimum {
        Ok(verdict(true, MeldReason::Meets { counted, minimum }, notes))
    } else {
        Ok(verdict(
            false,
            MeldReason::Short { counted, minimum },
            notes,
        ))
    }
}

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub yes: bool,
    pub reason: Reason,
}

fn yes(reason: Reason) -> Verdict {
    Verdict { yes: true, reason }
}
fn no(reason: Reason) -> Verdict {
    Verdict { yes: false, reason }
}

/// Why the pile is frozen for this player.
#[derive(Debug, Clone, PartialEq, Eq)]
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
#[derive(Debug, Clone, PartialEq, Eq)]
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
    },
    TooFewOfKind {
        variant: String,
        kind: String,
        needs: u32,
        got: u32,
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
}

/// May the side go out now?
pub fn may_go_out(rules: &Rules, q: &OutQuestion) -> Verdict {
    if q.partner_said_no {
        let cost = rules
            .going_out
            .against_partner_penalty
            .as_ref()
            .and_then(|name| rules.penalties.get(name))
            .copied();
        return no(Reason::PartnerSaidNo { cost });
    }
    // u64: `--canastas 4294967295` plus one more kind must not wrap to a small number.
    let have: u64 = u64::from(q.any_kind) + q.canastas.values().map(|&n| u64::from(n)).sum::<u64>();
    let needs = u64::from(rules.going_out.needs_canastas);
    if have < needs {
        return no(Reason::TooFewCanastas {
            have,
            variant: rules.name.clone(),
            needs,
        });
    }
    for (kind, &n) in &rules.going_out.needs_kinds {
        let got = q.canastas.get(kind).copied().unwrap_or(0);
        if got < n {
            return no(Reason::TooFewOfKind {
                variant: rules.name.clone(),
                kind: kind.clone(),
                needs: n,
                got,
            });
        }
    }
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
    yes(Reason::Out { have, discard })
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
    by_points.sort_by_key(|(name, h)| (-h.points, (*name).clone()));
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

/// How a special hand's card symbol is said in the plural: "sevens", "twos", "jokers".
pub fn symbol_plural(symbol: &str) -> &'static str {
    match symbol {
        "2" => "twos",
        "*" => "jokers",
        "3" => "threes",
        other => crate::cards::parse_cards(other)
            .ok()
            .and_then(|cards| cards.first().and_then(|c| c.natural_rank()))
            .map_or("cards", crate::cards::rank_plural),
    }
}

pub fn join_or(sizes: &[u32]) -> String {
    let words: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

#[cfg(test)]
#[path = "melds_tests.rs"]
mod tests;
