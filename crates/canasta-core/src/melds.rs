//! The adjudicator: is this meld legal, is this initial meld enough, may this player take
//! the pile, may this side go out, is this a special hand. Every answer comes with its
//! reason, and every rule it applies is read from the variant's `Rules`.
//!
//! Pure: cards in, verdicts out.

mod adjudicate;
pub use adjudicate::{
    Frozen, OutQuestion, PileQuestion, Reason, Verdict, may_go_out, may_take_pile, special_hand,
};

use std::collections::BTreeMap;

use crate::cards::{Card, rank_symbol, write};
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

/// A meld that breaks the variant's rules: the meld in card notation and the rule it
/// breaks. The words are `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldError {
    pub meld: String,
    pub rule: MeldRule,
}

/// The rule a meld breaks, with the numbers and names that say how (`variant` is the
/// rule set's name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MeldRule {
    /// Red threes are laid out on their own, never melded.
    RedThree,
    /// The variant never melds black threes.
    NoBlackThreeMelds { variant: String },
    /// A meld of black threes holds nothing else.
    BlackThreesOnly,
    /// Black threes are melded only by a player going out.
    BlackThreesGoingOut,
    /// A meld of black threes is one of these sizes.
    BlackThreeSizes { sizes: Vec<u32>, variant: String },
    /// Cards of more than one rank (in symbol order).
    MixedRanks { ranks: Vec<Rank> },
    /// Fewer than three cards.
    TooFew,
    /// More than the variant's largest meld.
    TooMany { max: u32, variant: String },
    /// Wild cards only, where the variant has no wild melds.
    NoWildMelds { variant: String, min_naturals: u32 },
    /// A meld of wild cards over seven cards.
    WildMeldTooLarge,
    /// Fewer natural cards than the variant asks.
    FewNaturals {
        min: u32,
        variant: String,
        naturals: u32,
    },
    /// A rank that never takes wild cards.
    WildFreeRank { rank: Rank, variant: String },
    /// A rank that takes wild cards only in the initial meld.
    WildsOnlyInitial { rank: Rank, variant: String },
    /// More wild cards than the variant allows.
    TooManyWilds {
        max: u32,
        variant: String,
        wilds: u32,
    },
    /// More wild cards than natural ones.
    WildsOverNaturals {
        variant: String,
        wilds: u32,
        naturals: u32,
    },
    /// Suited cards in a variant without sequences.
    NoSequences { variant: String },
    /// A sequence with a card that has no suit.
    SequenceNaturalsOnly,
    /// A sequence of more than one suit.
    SequenceOneSuit,
    /// A sequence of other than three to seven cards.
    SequenceSize { size: u32 },
    /// A sequence with a gap or a rank twice.
    SequenceGap,
    /// A second meld of a rank (`first` is the first, in card notation).
    TwoOfOneRank { first: String },
    /// The pile's top card is a wild card or a three.
    PileTopNotNatural,
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
    let refuse = |rule: MeldRule| MeldError {
        meld: text.clone(),
        rule,
    };
    let size = cards.len() as u32;
    if cards.iter().any(|c| c.suit().is_some()) {
        return check_sequence(rules, cards, &refuse);
    }
    if cards.contains(&Card::RedThree) {
        return Err(refuse(MeldRule::RedThree));
    }
    let points = cards.iter().map(|c| c.value(&rules.card_values)).sum();
    let wilds = cards.iter().filter(|c| c.is_wild()).count() as u32;
    let jokers = cards.iter().filter(|c| **c == Card::Joker).count() as u32;
    let blacks = cards.iter().filter(|c| **c == Card::BlackThree).count() as u32;
    if blacks > 0 {
        if m.black_three_meld_sizes.is_empty() {
            return Err(refuse(MeldRule::NoBlackThreeMelds {
                variant: rules.name.clone(),
            }));
        }
        if blacks != size {
            return Err(refuse(MeldRule::BlackThreesOnly));
        }
        if !ctx.going_out {
            return Err(refuse(MeldRule::BlackThreesGoingOut));
        }
        if !m.black_three_meld_sizes.contains(&size) {
            return Err(refuse(MeldRule::BlackThreeSizes {
                sizes: m.black_three_meld_sizes.clone(),
                variant: rules.name.clone(),
            }));
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
    crate::order::sort_by_key(&mut distinct, |r| rank_symbol(*r));
    distinct.dedup();
    if distinct.len() > 1 {
        return Err(refuse(MeldRule::MixedRanks { ranks: distinct }));
    }
    if size < 3 {
        return Err(refuse(MeldRule::TooFew));
    }
    if let Some(max) = m.max_size
        && size > max
    {
        return Err(refuse(MeldRule::TooMany {
            max,
            variant: rules.name.clone(),
        }));
    }
    let naturals = size - wilds;
    let Some(&rank) = distinct.first() else {
        // Wild cards only.
        if !m.wild_melds {
            return Err(refuse(MeldRule::NoWildMelds {
                variant: rules.name.clone(),
                min_naturals: m.min_naturals,
            }));
        }
        if size > 7 {
            return Err(refuse(MeldRule::WildMeldTooLarge));
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
        return Err(refuse(MeldRule::FewNaturals {
            min: m.min_naturals,
            variant: rules.name.clone(),
            naturals,
        }));
    }
    if wilds > 0 && m.wild_free_ranks.contains(&rank) {
        return Err(refuse(MeldRule::WildFreeRank {
            rank,
            variant: rules.name.clone(),
        }));
    }
    if wilds > 0 && !ctx.initial && m.wilds_only_in_initial_meld.contains(&rank) {
        return Err(refuse(MeldRule::WildsOnlyInitial {
            rank,
            variant: rules.name.clone(),
        }));
    }
    if let Some(max) = m.max_wilds
        && wilds > max
    {
        return Err(refuse(MeldRule::TooManyWilds {
            max,
            variant: rules.name.clone(),
            wilds,
        }));
    }
    if m.wilds_at_most_naturals && wilds > naturals {
        return Err(refuse(MeldRule::WildsOverNaturals {
            variant: rules.name.clone(),
            wilds,
            naturals,
        }));
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
    refuse: &dyn Fn(MeldRule) -> MeldError,
) -> Result<MeldInfo, MeldError> {
    use crate::cards::sequence_index;
    if !rules
        .canastas
        .values()
        .any(|k| k.makeup == CanastaMakeup::Sequence)
    {
        return Err(refuse(MeldRule::NoSequences {
            variant: rules.name.clone(),
        }));
    }
    if cards.iter().any(|c| c.suit().is_none()) {
        return Err(refuse(MeldRule::SequenceNaturalsOnly));
    }
    let suit = cards[0].suit();
    if cards.iter().any(|c| c.suit() != suit) {
        return Err(refuse(MeldRule::SequenceOneSuit));
    }
    let size = cards.len() as u32;
    if !(3..=7).contains(&size) {
        return Err(refuse(MeldRule::SequenceSize { size }));
    }
    let mut places: Vec<usize> = cards
        .iter()
        .filter_map(|c| c.natural_rank())
        .map(sequence_index)
        .collect();
    places.sort_unstable();
    if places.windows(2).any(|w| w[1] != w[0] + 1) {
        return Err(refuse(MeldRule::SequenceGap));
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
                    rule: MeldRule::TwoOfOneRank {
                        first: first.clone(),
                    },
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
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
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
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
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
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
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
                rule: MeldRule::PileTopNotNatural,
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
