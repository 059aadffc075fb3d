//! Runs and sets of the Burraco family (Italian Burraco, Brazilian Buraco): which melds a
//! form allows, as preset data (`RunRules`), and the adjudicator's reading of one meld card
//! by card (`read_meld`): a legal set or run, and for a run the card each wild card stands
//! for; or why not, as a typed fact (`RunRefusal`, worded by `render::run_refusals`).
//! A completed meld of seven or more cards is then the form's burraco (canastra) kind:
//! clean, semi-clean or dirty (`burraco_kind`).
//!
//! The rules, from `/work/shared/research/burraco.md` §1-§6 and §10: a run is 3 or more
//! cards of one suit in sequence, the ace low (A-2-3) or high (Q-K-A) but never round the
//! corner (K-A-2), up to 14 cards (A to A, Brazil); at most one wild card (a joker, or a two
//! standing for another card) per meld; a two of the run's own suit in its own place,
//! between the ace and the three, is a natural card, so a run may hold a natural two and
//! one wild; no meld of wild cards only, so no set of twos; sets of the ranks the form
//! allows (all, none, or a list).
//!
//! The cards are the project's card notation (`cards.rs`) widened to every rank: threes
//! (`3h`) and twos (`2h`) may carry a suit here, since in this family a three is an
//! ordinary card and a two of a run's suit may be natural. A two written without a suit
//! (`2`) is always a wild card.
//!
//! Pure: cards in, readings out.

use serde::{Deserialize, Serialize};

mod run_cards;
use run_cards::{ACE_HIGH, ACE_LOW};
pub use run_cards::{PackCard, PackRank, Place, parse_melds, write};

use crate::cards::{Card, Suit};
use crate::rules::{CardValues, Points};

/// Which ranks may form sets (`set_ranks` in a preset): `all`, `none`, or a list such as
/// `[ace, three]` (Internazionale). An empty list is `none`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SetRanksText", into = "SetRanksText")]
pub enum SetRanks {
    #[default]
    All,
    None,
    Only(Vec<PackRank>),
}

impl SetRanks {
    /// May `rank` form a set? (Never twos: a set of twos is wild cards only.)
    pub fn allows(&self, rank: PackRank) -> bool {
        rank != PackRank::Two
            && match self {
                SetRanks::All => true,
                SetRanks::None => false,
                SetRanks::Only(ranks) => ranks.contains(&rank),
            }
    }

    /// The ranks that may form sets, ace to king (empty: no sets).
    pub fn ranks(&self) -> Vec<PackRank> {
        PackRank::ALL
            .into_iter()
            .filter(|r| self.allows(*r))
            .collect()
    }
}

/// `set_ranks` as written: a word or a list of ranks.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum SetRanksText {
    Word(SetRanksWord),
    Ranks(Vec<PackRank>),
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SetRanksWord {
    All,
    None,
}

impl From<SetRanksText> for SetRanks {
    fn from(t: SetRanksText) -> SetRanks {
        match t {
            SetRanksText::Word(SetRanksWord::All) => SetRanks::All,
            SetRanksText::Word(SetRanksWord::None) => SetRanks::None,
            SetRanksText::Ranks(r) if r.is_empty() => SetRanks::None,
            SetRanksText::Ranks(r) => SetRanks::Only(r),
        }
    }
}

impl From<SetRanks> for SetRanksText {
    fn from(s: SetRanks) -> SetRanksText {
        match s {
            SetRanks::All => SetRanksText::Word(SetRanksWord::All),
            SetRanks::None => SetRanksText::Word(SetRanksWord::None),
            SetRanks::Only(r) => SetRanksText::Ranks(r),
        }
    }
}

/// The melds of a Burraco-family form, as preset data. Defaults are the Italian FIBUR
/// rules (research §1-§2): runs of 3 to 14 cards, the ace low or high, one wild card per
/// meld, a natural two in its own place, sets of every rank, semi-clean burrachi.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RunRules {
    /// The shortest run (3).
    pub min_run: u32,
    /// The longest run: 14 is ace to ace (Brazil, research §5 "Run order"); the Italian
    /// codes read did not settle 13 or 14 (§2 "Runs" [?]). Never more than 14.
    pub max_run: u32,
    /// The ace may be low, A-2-3.
    pub ace_low: bool,
    /// The ace may be high, Q-K-A. Never round the corner (K-A-2) either way.
    pub ace_high: bool,
    /// Wild cards a meld holds at most (1); a natural two is not one.
    pub max_wilds: u32,
    /// A two of the run's suit in its own place (between the ace and the three) is a
    /// natural card, not a wild one.
    pub natural_two: bool,
    /// Which ranks may form sets: `all`, `none` (Aberto, STBL), or a list (`[ace, three]`,
    /// Internazionale).
    pub set_ranks: SetRanks,
    /// The form scores a semi-clean burraco (FIBUR); without it (Internazionale, Brazil)
    /// a burraco with a wild card is dirty.
    pub semi_clean: bool,
}

impl Default for RunRules {
    fn default() -> Self {
        RunRules {
            min_run: 3,
            max_run: 14,
            ace_low: true,
            ace_high: true,
            max_wilds: 1,
            natural_two: true,
            set_ranks: SetRanks::All,
            semi_clean: true,
        }
    }
}

impl RunRules {
    /// The lowest and highest place a run may reach.
    fn bounds(&self) -> (Place, Place) {
        (
            if self.ace_low { ACE_LOW } else { 2 },
            if self.ace_high { ACE_HIGH } else { 13 },
        )
    }
}

/// What a legal meld is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// Three or more cards of one rank.
    Set { rank: PackRank },
    /// Cards of one suit from place `low` to place `high` (1 and 14 are the ace).
    Run { suit: Suit, low: Place, high: Place },
}

/// A wild card and the card it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stand {
    /// Where it was written in the meld, from 0.
    pub index: usize,
    /// The wild card as written.
    pub card: PackCard,
    /// The rank it stands for (in a run, of the run's suit).
    pub rank: PackRank,
    /// Its place in a run; `None` in a set.
    pub place: Option<Place>,
}

/// A legal meld, read card by card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub shape: Shape,
    pub size: u32,
    /// Natural cards, a natural two among them.
    pub naturals: u32,
    pub jokers: u32,
    /// The wild cards, each with the card it stands for, low to high in a run.
    pub wilds: Vec<Stand>,
    /// A two of the run's suit standing in its own place, natural: where it was written.
    pub natural_two: Option<usize>,
}

/// Why a meld is no set or run of the form: the facts. The words are
/// `render::run_refusals`'.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RunRefusal {
    /// Twos and jokers only: no meld is wild cards alone, so there is no set of twos.
    WildsOnly,
    /// Fewer cards than a set (3) or a run (`min_run`) needs.
    TooShort { size: u32, min: u32 },
    /// A run longer than the form's longest.
    TooLong { size: u32, max: u32 },
    /// The form makes no sets at all.
    NoSets,
    /// A set of a rank the form does not allow; `allowed`: those it does.
    SetRank {
        rank: PackRank,
        allowed: Vec<PackRank>,
    },
    /// More wild cards than the form allows (a natural two not counted).
    TooManyWilds { wilds: u32, max: u32 },
    /// A natural card of a run written without its suit (`card`, as written).
    NoSuit { card: String },
    /// A run's natural cards are of more than one suit.
    MixedSuits,
    /// A run holds one rank twice.
    RankTwice { rank: PackRank },
    /// Cards `missing` between a run's lowest and highest natural card, with `wilds` wild
    /// cards to fill them.
    Gap { missing: u32, wilds: u32 },
    /// A run round the corner (K-A-2).
    RoundTheCorner,
    /// The ace low (A-2-3) in a form that plays it high only.
    AceLow,
    /// The ace high (Q-K-A) in a form that plays it low only.
    AceHigh,
}

/// Read one meld by the form's rules: a legal set or run, and which card each wild card
/// stands for; or why not.
///
/// A meld whose natural cards (twos aside) are two or more of one rank is a set; any other
/// is a run. In a run a two of the run's suit is natural when it can stand in its own
/// place (the reading with the fewest wild cards is taken); a wild card fills a gap, or
/// else stands at the end it was written at (written before the natural cards: the low
/// end; otherwise the high end, when there is room).
pub fn read_meld(rules: &RunRules, cards: &[PackCard]) -> Result<Reading, RunRefusal> {
    let plain: Vec<(usize, PackRank, Option<Suit>)> = cards
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match *c {
            PackCard::Ranked(r, s) if r != PackRank::Two => Some((i, r, s)),
            _ => None,
        })
        .collect();
    let Some(&(_, first, first_suit)) = plain.first() else {
        return Err(RunRefusal::WildsOnly);
    };
    let one_rank = plain.iter().all(|p| p.1 == first);
    if one_rank && (plain.len() >= 2 || first_suit.is_none()) {
        read_set(rules, cards, first, plain.len() as u32)
    } else {
        read_run(rules, cards, &plain)
    }
}

/// `read_meld` for cards of the project's notation (`cards::Card`): its unsuited wild
/// two stays wild, its red and black threes are threes without a suit.
pub fn read_cards(rules: &RunRules, cards: &[Card]) -> Result<Reading, RunRefusal> {
    let cards: Vec<PackCard> = cards.iter().map(|c| PackCard::from(*c)).collect();
    read_meld(rules, &cards)
}

fn jokers_in(cards: &[PackCard]) -> u32 {
    cards.iter().filter(|c| **c == PackCard::Joker).count() as u32
}

fn read_set(
    rules: &RunRules,
    cards: &[PackCard],
    rank: PackRank,
    naturals: u32,
) -> Result<Reading, RunRefusal> {
    let size = cards.len() as u32;
    if size < 3 {
        return Err(RunRefusal::TooShort { size, min: 3 });
    }
    if !rules.set_ranks.allows(rank) {
        let allowed = rules.set_ranks.ranks();
        return Err(if allowed.is_empty() {
            RunRefusal::NoSets
        } else {
            RunRefusal::SetRank { rank, allowed }
        });
    }
    let wilds = size - naturals;
    if wilds > rules.max_wilds {
        return Err(RunRefusal::TooManyWilds {
            wilds,
            max: rules.max_wilds,
        });
    }
    Ok(Reading {
        shape: Shape::Set { rank },
        size,
        naturals,
        jokers: jokers_in(cards),
        wilds: cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.may_be_wild())
            .map(|(index, card)| Stand {
                index,
                card: *card,
                rank,
                place: None,
            })
            .collect(),
        natural_two: None,
    })
}

/// One way of laying a run's natural cards out: their places, and the wild cards left.
#[derive(Debug, Clone)]
struct Layout {
    /// (index as written, place), sorted by place.
    naturals: Vec<(usize, Place)>,
    natural_two: Option<usize>,
    wilds: Vec<usize>,
}

/// Why a way of laying a run out does not fit.
#[derive(Debug, Clone, Copy)]
enum Miss {
    Twice(PackRank),
    Gap { missing: u32, wilds: u32 },
}

/// Every way of laying the run's natural cards out in a straight line (each ace low or
/// high as `low_ok`/`high_ok` allow, a two of the suit natural or not): the ones that fit
/// (a gap no wider than the wild cards can fill), the fewest wild cards first, and why
/// the others do not.
fn layouts(
    rules: &RunRules,
    cards: &[PackCard],
    plain: &[(usize, PackRank, Option<Suit>)],
    suit: Suit,
    (low_ok, high_ok): (bool, bool),
) -> (Vec<Layout>, Vec<Miss>) {
    let mut two_choices = vec![None];
    if rules.natural_two
        && let Some(i) = cards
            .iter()
            .position(|c| *c == PackCard::Ranked(PackRank::Two, Some(suit)))
    {
        two_choices.push(Some(i));
    }
    let aces: Vec<usize> = plain
        .iter()
        .filter(|p| p.1 == PackRank::Ace)
        .map(|p| p.0)
        .collect();
    let (mut fits, mut misses) = (Vec::new(), Vec::new());
    for two in two_choices {
        for mask in 0u32..(1 << aces.len()) {
            let high = |i: usize| {
                aces.iter()
                    .position(|a| *a == i)
                    .is_some_and(|k| mask & (1 << k) != 0)
            };
            if (!low_ok && aces.iter().any(|a| !high(*a)))
                || (!high_ok && aces.iter().any(|a| high(*a)))
            {
                continue;
            }
            let mut naturals: Vec<(usize, Place)> = plain
                .iter()
                .map(|&(i, r, _)| (i, if high(i) { ACE_HIGH } else { r.low_place() }))
                .collect();
            naturals.extend(two.map(|i| (i, 2)));
            crate::order::sort_by_key(&mut naturals, |n| n.1);
            let wilds: Vec<usize> = (0..cards.len())
                .filter(|i| !naturals.iter().any(|n| n.0 == *i))
                .collect();
            if let Some(w) = naturals.windows(2).find(|w| w[0].1 == w[1].1) {
                misses.push(Miss::Twice(PackRank::at(w[0].1)));
                continue;
            }
            let span = u32::from(naturals[naturals.len() - 1].1 - naturals[0].1) + 1;
            let missing = span - naturals.len() as u32;
            if missing > wilds.len() as u32 {
                misses.push(Miss::Gap {
                    missing,
                    wilds: wilds.len() as u32,
                });
                continue;
            }
            fits.push(Layout {
                naturals,
                natural_two: two,
                wilds,
            });
        }
    }
    crate::order::sort_by_key(&mut fits, |l| l.wilds.len());
    (fits, misses)
}

/// Could the run go round the corner (K-A-2) with at most `max_wilds` wild cards?
fn fits_round_the_corner(
    rules: &RunRules,
    cards: &[PackCard],
    plain: &[(usize, PackRank, Option<Suit>)],
    suit: Suit,
) -> bool {
    let has_two = cards.contains(&PackCard::Ranked(PackRank::Two, Some(suit)));
    let size = cards.len() as u32;
    if size > 13 {
        return false;
    }
    for natural_two in [false, true] {
        if natural_two && !(has_two && rules.natural_two) {
            continue;
        }
        let mut ranks: Vec<u32> = plain.iter().map(|p| u32::from(p.1.low_place())).collect();
        if natural_two {
            ranks.push(2);
        }
        let wilds = size - ranks.len() as u32;
        if wilds > rules.max_wilds {
            continue;
        }
        for start in 1..=13u32 {
            let mut places: Vec<u32> = ranks.iter().map(|r| (r + 13 - start) % 13).collect();
            places.sort_unstable();
            if places.windows(2).any(|w| w[0] == w[1]) {
                continue;
            }
            let span = places[places.len() - 1] - places[0] + 1;
            if span - places.len() as u32 <= wilds {
                return true;
            }
        }
    }
    false
}

fn read_run(
    rules: &RunRules,
    cards: &[PackCard],
    plain: &[(usize, PackRank, Option<Suit>)],
) -> Result<Reading, RunRefusal> {
    if let Some(&(i, _, _)) = plain.iter().find(|p| p.2.is_none()) {
        return Err(RunRefusal::NoSuit {
            card: cards[i].to_string(),
        });
    }
    let Some(suit) = plain[0].2 else {
        return Err(RunRefusal::MixedSuits);
    };
    if plain.iter().any(|p| p.2 != Some(suit)) {
        return Err(RunRefusal::MixedSuits);
    }
    let size = cards.len() as u32;
    if size < rules.min_run {
        return Err(RunRefusal::TooShort {
            size,
            min: rules.min_run,
        });
    }
    let (lowest, highest) = rules.bounds();
    let max = rules
        .max_run
        .min(u32::from(highest - lowest) + 1)
        .min(u32::from(ACE_HIGH));
    if size > max {
        return Err(RunRefusal::TooLong { size, max });
    }
    if plain.iter().filter(|p| p.1 == PackRank::Ace).count() > 2 {
        return Err(RunRefusal::RankTwice {
            rank: PackRank::Ace,
        });
    }
    let (fits, misses) = layouts(rules, cards, plain, suit, (rules.ace_low, rules.ace_high));
    let best = fits.first();
    if let Some(layout) = best
        && layout.wilds.len() as u32 <= rules.max_wilds
    {
        return Ok(place_wilds(cards, suit, layout, (lowest, highest)));
    }
    // No reading within the form's rules: say the nearest reason.
    if !(rules.ace_low && rules.ace_high) {
        let (any, _) = layouts(rules, cards, plain, suit, (true, true));
        for layout in any
            .iter()
            .filter(|l| l.wilds.len() as u32 <= rules.max_wilds)
        {
            if !rules.ace_low && layout.naturals.iter().any(|n| n.1 == ACE_LOW) {
                return Err(RunRefusal::AceLow);
            }
            if !rules.ace_high && layout.naturals.iter().any(|n| n.1 == ACE_HIGH) {
                return Err(RunRefusal::AceHigh);
            }
        }
    }
    if fits_round_the_corner(rules, cards, plain, suit) {
        return Err(RunRefusal::RoundTheCorner);
    }
    if let Some(layout) = best {
        return Err(RunRefusal::TooManyWilds {
            wilds: layout.wilds.len() as u32,
            max: rules.max_wilds,
        });
    }
    let gap = misses
        .iter()
        .filter_map(|m| match *m {
            Miss::Gap { missing, wilds } => Some((missing, wilds)),
            Miss::Twice(_) => None,
        })
        .min_by_key(|(missing, wilds)| missing - wilds);
    match (gap, misses.first()) {
        (Some((missing, wilds)), _) => Err(RunRefusal::Gap { missing, wilds }),
        (None, Some(Miss::Twice(rank))) => Err(RunRefusal::RankTwice { rank: *rank }),
        // Every card is natural and fits: unreachable, but said as a gap of none.
        _ => Err(RunRefusal::Gap {
            missing: 0,
            wilds: 0,
        }),
    }
}

/// Put a layout's wild cards in their places: the gaps first, low to high, then the ends.
fn place_wilds(
    cards: &[PackCard],
    suit: Suit,
    layout: &Layout,
    (lowest, highest): (Place, Place),
) -> Reading {
    let taken: Vec<Place> = layout.naturals.iter().map(|n| n.1).collect();
    let (mut low, mut high) = (taken[0], taken[taken.len() - 1]);
    let gaps: Vec<Place> = (low..=high).filter(|p| !taken.contains(p)).collect();
    let first_natural = layout.naturals.iter().map(|n| n.0).min().unwrap_or(0);
    let mut wilds = Vec::new();
    for (k, &index) in layout.wilds.iter().enumerate() {
        let place = if let Some(&p) = gaps.get(k) {
            p
        } else {
            let wants_low = index < first_natural;
            if (wants_low || high >= highest) && low > lowest {
                low -= 1;
                low
            } else {
                high += 1;
                high
            }
        };
        wilds.push(Stand {
            index,
            card: cards[index],
            rank: PackRank::at(place),
            place: Some(place),
        });
    }
    crate::order::sort_by_key(&mut wilds, |w| w.place);
    Reading {
        shape: Shape::Run { suit, low, high },
        size: cards.len() as u32,
        naturals: layout.naturals.len() as u32,
        jokers: jokers_in(cards),
        wilds,
        natural_two: layout.natural_two,
    }
}

/// The kinds of burraco (canastra): a meld of seven or more cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BurracoKind {
    /// No wild card (a natural two is natural).
    Clean,
    /// One wild card at an end of at least seven unbroken natural cards in a run, or with
    /// at least seven natural cards in a set (FIBUR's semipulito).
    SemiClean,
    /// Any other burraco with a wild card.
    Dirty,
}

/// The burraco kind of a legal meld of seven or more cards; `None` for a shorter one.
/// A form without `semi_clean` scores a semi-clean shape as dirty.
pub fn burraco_kind(rules: &RunRules, reading: &Reading) -> Option<BurracoKind> {
    if reading.size < 7 {
        return None;
    }
    Some(match reading.wilds.as_slice() {
        [] => BurracoKind::Clean,
        [wild] if rules.semi_clean && reading.naturals >= 7 => match reading.shape {
            Shape::Set { .. } => BurracoKind::SemiClean,
            Shape::Run { low, high, .. } if wild.place == Some(low) || wild.place == Some(high) => {
                BurracoKind::SemiClean
            }
            Shape::Run { .. } => BurracoKind::Dirty,
        },
        _ => BurracoKind::Dirty,
    })
}

/// Card points of a meld by the preset's `card_values`.
pub fn points(values: &CardValues, cards: &[PackCard]) -> Points {
    cards.iter().map(|c| c.value(values)).sum()
}

/// The fewest card points a burraco of `kind` can hold in the form: the referee's check
/// that a side claiming burrachi melded enough points (research §10). `None` when the
/// form has no such burraco.
pub fn cheapest(rules: &RunRules, values: &CardValues, kind: BurracoKind) -> Option<Points> {
    cheapest_sized(rules, values, kind, None, 0)
}

/// Which shape a kind of burraco must have (house kinds: a reale is a run, a super a set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldShape {
    Set,
    Run,
}

/// Does a reading have `shape` (any, when `None`) and at least `cards` cards?
pub fn fits(reading: &Reading, shape: Option<MeldShape>, cards: u32) -> bool {
    let shaped = matches!(
        (shape, &reading.shape),
        (None, _)
            | (Some(MeldShape::Set), Shape::Set { .. })
            | (Some(MeldShape::Run), Shape::Run { .. })
    );
    shaped && reading.size >= cards
}

/// [`cheapest`] for a kind that must also have `shape` and at least `min_cards` cards
/// (a house rules' reale: a clean run of 13).
pub fn cheapest_sized(
    rules: &RunRules,
    values: &CardValues,
    kind: BurracoKind,
    shape: Option<MeldShape>,
    min_cards: u32,
) -> Option<Points> {
    let wild = values.two.min(values.joker);
    let has_wild = rules.max_wilds >= 1;
    if kind == BurracoKind::SemiClean && !rules.semi_clean
        || kind != BurracoKind::Clean && !has_wild
    {
        return None;
    }
    let mut best: Option<Points> = None;
    let mut offer = |p: Points| best = Some(best.map_or(p, |b: Points| b.min(p)));
    let sets = shape != Some(MeldShape::Run);
    for rank in rules.set_ranks.ranks().into_iter().filter(|_| sets) {
        let v = rank.value(values);
        let n = Points::from(min_cards);
        offer(match kind {
            BurracoKind::Clean => n.max(7) * v,
            BurracoKind::SemiClean => (n - 1).max(7) * v + wild,
            BurracoKind::Dirty => (n - 1).max(6) * v + wild,
        });
    }
    if shape == Some(MeldShape::Set) {
        return best;
    }
    // A place's natural card, if one may stand there (a two only as the natural two).
    let natural = |p: Place| match PackRank::at(p) {
        PackRank::Two if !rules.natural_two => None,
        r => Some(r.value(values)),
    };
    let (lowest, highest) = rules.bounds();
    let base: Place = if kind == BurracoKind::SemiClean { 8 } else { 7 };
    let len: Place = base.max(Place::try_from(min_cards).unwrap_or(Place::MAX));
    if u32::from(len) > rules.max_run.min(u32::from(highest - lowest) + 1)
        || u32::from(len) < rules.min_run
    {
        return best;
    }
    for start in lowest..=highest + 1 - len {
        let places: Vec<Place> = (start..start + len).collect();
        let costs: Vec<Option<Points>> = places.iter().map(|p| natural(*p)).collect();
        let sum_except = |skip: usize| -> Option<Points> {
            costs
                .iter()
                .enumerate()
                .filter(|(k, _)| *k != skip)
                .map(|(_, c)| *c)
                .sum()
        };
        match kind {
            BurracoKind::Clean => {
                if let Some(p) = costs.iter().copied().sum::<Option<Points>>() {
                    offer(p);
                }
            }
            BurracoKind::Dirty => {
                for skip in 0..places.len() {
                    if let Some(p) = sum_except(skip) {
                        offer(p + wild);
                    }
                }
            }
            BurracoKind::SemiClean => {
                for skip in [0, places.len() - 1] {
                    if let Some(p) = sum_except(skip) {
                        offer(p + wild);
                    }
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::NotationError;

    /// One meld in this family's notation, read by `rules`.
    fn read(rules: &RunRules, text: &str) -> Result<Reading, RunRefusal> {
        let melds = parse_melds(text).expect("test notation");
        assert_eq!(melds.len(), 1, "{text} is one meld");
        read_meld(rules, &melds[0])
    }

    fn fibur() -> RunRules {
        RunRules::default()
    }

    /// The wild cards of a legal meld as (written index, rank stood for, place).
    fn stands(r: &Reading) -> Vec<(usize, PackRank, Option<Place>)> {
        r.wilds.iter().map(|w| (w.index, w.rank, w.place)).collect()
    }

    /// Italian card values, [MYBURRACO] [ATUTTONET] [EB-PUNTI]: jolly 30, pinella 20,
    /// ace 15, K-8 10, 7-3 5 (threes count as the sevens to fours).
    fn italian_values() -> CardValues {
        CardValues {
            joker: 30,
            two: 20,
            ace: 15,
            king_to_eight: 10,
            seven_to_four: 5,
            black_three: 5,
        }
    }

    /// Brazilian card values, [PAGAT-BURACO]: curingão 20, curinga 10, ace 15, K-8 10,
    /// 7-3 5.
    fn brazilian_values() -> CardValues {
        CardValues {
            joker: 20,
            two: 10,
            ace: 15,
            king_to_eight: 10,
            seven_to_four: 5,
            black_three: 5,
        }
    }

    #[test]
    fn runs_are_three_to_fourteen_cards() {
        // [BURACO-PLUS] [FILEPDF-REG p.4]: a run is 3 or more cards of one suit;
        // [CANASTRA-ONLINE] [SCRIBD-RULES]: A K Q ... 3 2 A, so up to 14 cards.
        let rules = fibur();
        for len in 3..=13u8 {
            let last = PackRank::at(len).symbol();
            let r = read(&rules, &format!("hA-{last}")).unwrap();
            assert_eq!(r.size, u32::from(len));
            assert_eq!(
                r.shape,
                Shape::Run {
                    suit: Suit::Hearts,
                    low: 1,
                    high: len
                }
            );
            assert!(r.wilds.is_empty(), "A to {last}: the 2h is natural");
        }
        let all = read(&rules, "hA-A").unwrap();
        assert_eq!(all.size, 14);
        assert_eq!(
            all.shape,
            Shape::Run {
                suit: Suit::Hearts,
                low: 1,
                high: 14
            }
        );
        assert_eq!(
            read(&rules, "5h6h"),
            Err(RunRefusal::TooShort { size: 2, min: 3 })
        );
        // Fifteen cards: more than A to A.
        assert_eq!(
            read(&rules, "sA-A*"),
            Err(RunRefusal::TooLong { size: 15, max: 14 })
        );
        // An Italian preset may stop at 13 ([FIAB]'s longest named run, the reale, is
        // A-K or 2-A: 13 cards; the longest legal Italian run is open, research §11).
        let thirteen = RunRules {
            max_run: 13,
            ..fibur()
        };
        assert!(read(&thirteen, "h2-A").is_ok());
        assert_eq!(
            read(&thirteen, "hA-A"),
            Err(RunRefusal::TooLong { size: 14, max: 13 })
        );
    }

    #[test]
    fn the_ace_is_low_or_high_never_round_the_corner() {
        // [FIAB] [ILSALOTTO]: ace low (A-2-3) or high (Q-K-A), not round the corner.
        let rules = fibur();
        let low = read(&rules, "Ah2h3h").unwrap();
        assert_eq!(
            low.shape,
            Shape::Run {
                suit: Suit::Hearts,
                low: 1,
                high: 3
            }
        );
        assert_eq!(low.natural_two, Some(1));
        assert!(low.wilds.is_empty());
        let high = read(&rules, "QhKhAh").unwrap();
        assert_eq!(
            high.shape,
            Shape::Run {
                suit: Suit::Hearts,
                low: 12,
                high: 14
            }
        );
        assert_eq!(read(&rules, "KhAh2h3h"), Err(RunRefusal::RoundTheCorner));
        assert_eq!(read(&rules, "QsKsAs2s3s"), Err(RunRefusal::RoundTheCorner));
        assert_eq!(read(&rules, "KdAd2d*"), Err(RunRefusal::RoundTheCorner));
        // K A with a two of hearts: not K-A-2, since the pinella is a wild card that may
        // stand anywhere ([FILEPDF-REG p.4]); here for the queen: Q-K-A, dirty.
        let qka = read(&rules, "KhAh2h").unwrap();
        assert_eq!(stands(&qka), vec![(2, PackRank::Queen, Some(12))]);
        assert_eq!(qka.natural_two, None);
        // A form that plays the ace one way only says which.
        let high_only = RunRules {
            ace_low: false,
            ..fibur()
        };
        assert_eq!(read(&high_only, "Ah2h3h"), Err(RunRefusal::AceLow));
        assert!(read(&high_only, "QhKhAh").is_ok());
        let low_only = RunRules {
            ace_high: false,
            ..fibur()
        };
        assert_eq!(read(&low_only, "QhKhAh"), Err(RunRefusal::AceHigh));
        // J Q K and a joker written last: the joker cannot be the high ace, so the ten.
        let jqk = read(&low_only, "JhQhKh*").unwrap();
        assert_eq!(stands(&jqk), vec![(3, PackRank::Ten, Some(10))]);
    }

    #[test]
    fn a_two_of_the_runs_suit_in_its_own_place_is_natural() {
        let rules = fibur();
        // [FILEPDF-REG p.4]: "2♥3♥Jolly5♥" is legal: the 2h natural, the joker the 4h.
        let r = read(&rules, "2h3h*5h").unwrap();
        assert_eq!(r.natural_two, Some(0));
        assert_eq!(stands(&r), vec![(2, PackRank::Four, Some(4))]);
        assert_eq!(r.naturals, 3);
        // 3h 4h 2h: the 2h can stand in its own place, so it is the natural two (2-3-4,
        // no wild card), not a wild five.
        let r = read(&rules, "3h4h2h").unwrap();
        assert_eq!(r.natural_two, Some(2));
        assert!(r.wilds.is_empty());
        assert_eq!(
            r.shape,
            Shape::Run {
                suit: Suit::Hearts,
                low: 2,
                high: 4
            }
        );
        // 5h 6h 2h 8h: the 2h cannot be in its own place, so it is the wild seven.
        let r = read(&rules, "5h6h2h8h").unwrap();
        assert_eq!(r.natural_two, None);
        assert_eq!(stands(&r), vec![(2, PackRank::Seven, Some(7))]);
        // A two of another suit is always wild: here the five, at the end written.
        let r = read(&rules, "3h4h2s").unwrap();
        assert_eq!(stands(&r), vec![(2, PackRank::Five, Some(5))]);
        // Two 2h: one natural in its place, the other the one wild card.
        let r = read(&rules, "2h2h3h4h").unwrap();
        assert_eq!(r.natural_two, Some(0));
        assert_eq!(stands(&r), vec![(1, PackRank::Five, Some(5))]);
        // [PTWIKI] [JOGATINA-STBL]: a suja whose wild is a same-suit two becomes limpa
        // when the missing card arrives and the two slides into its place.
        let suja = read(&rules, "2h4h5h6h7h8h9h").unwrap();
        assert_eq!(stands(&suja), vec![(0, PackRank::Three, Some(3))]);
        assert_eq!(burraco_kind(&rules, &suja), Some(BurracoKind::Dirty));
        let limpa = read(&rules, "2h3h4h5h6h7h8h9h").unwrap();
        assert_eq!(limpa.natural_two, Some(0));
        assert_eq!(burraco_kind(&rules, &limpa), Some(BurracoKind::Clean));
        // A form without natural twos: the 2h of A-2-3 is the wild card standing for it.
        let no_natural = RunRules {
            natural_two: false,
            ..fibur()
        };
        let r = read(&no_natural, "Ah2h3h").unwrap();
        assert_eq!(stands(&r), vec![(1, PackRank::Two, Some(2))]);
    }

    #[test]
    fn a_second_wild_card_is_refused() {
        // [BURACO-PLUS] [FILEPDF-REG p.4] [ILBURRACOONLINE]: at most one wild per meld.
        let rules = fibur();
        assert_eq!(
            read(&rules, "5h**8h"),
            Err(RunRefusal::TooManyWilds { wilds: 2, max: 1 })
        );
        assert_eq!(
            read(&rules, "5h6h*2s"),
            Err(RunRefusal::TooManyWilds { wilds: 2, max: 1 })
        );
        assert_eq!(
            read(&rules, "KK2*"),
            Err(RunRefusal::TooManyWilds { wilds: 2, max: 1 })
        );
        // A natural two is no wild card: 2h 3h * 5h holds one ([FILEPDF-REG p.4]).
        assert!(read(&rules, "2h3h*5h").is_ok());
        // Set: K K 2, the two stands for a king ([CANASTRA-ONLINE] "K K 2").
        let kk2 = read(&rules, "KK2").unwrap();
        assert_eq!(
            kk2.shape,
            Shape::Set {
                rank: PackRank::King
            }
        );
        assert_eq!(stands(&kk2), vec![(2, PackRank::King, None)]);
    }

    #[test]
    fn gaps_suits_and_ranks_twice_are_refused_as_facts() {
        let rules = fibur();
        // 5 _ _ _ 9 with one joker: three missing, one wild.
        assert_eq!(
            read(&rules, "5h*9h"),
            Err(RunRefusal::Gap {
                missing: 3,
                wilds: 1
            })
        );
        assert_eq!(read(&rules, "5h6s7h"), Err(RunRefusal::MixedSuits));
        assert_eq!(
            read(&rules, "5h5h6h"),
            Err(RunRefusal::RankTwice {
                rank: PackRank::Five
            })
        );
        assert_eq!(
            read(&rules, "56h7h"),
            Err(RunRefusal::NoSuit { card: "5".into() })
        );
    }

    #[test]
    fn sets_only_of_the_ranks_the_form_allows() {
        // FIBUR Italian: sets of any rank ([BURACO-PLUS]).
        let rules = fibur();
        assert_eq!(
            read(&rules, "5h5s5d").unwrap().shape,
            Shape::Set {
                rank: PackRank::Five
            }
        );
        // [BURACO-PLUS] [FILEPDF-REG p.4] [ILBURRACOONLINE]: no wild-only meld, no set of
        // twos.
        assert_eq!(read(&rules, "222"), Err(RunRefusal::WildsOnly));
        assert_eq!(read(&rules, "2h2s2d"), Err(RunRefusal::WildsOnly));
        assert_eq!(read(&rules, "2**"), Err(RunRefusal::WildsOnly));
        // Internazionale: sets only of aces and threes ([EB-INT] [BURRACO-COM]).
        let internazionale = RunRules {
            set_ranks: SetRanks::Only(vec![PackRank::Ace, PackRank::Three]),
            semi_clean: false,
            ..fibur()
        };
        assert!(read(&internazionale, "AAA").is_ok());
        assert!(read(&internazionale, "3s3h3d*").is_ok());
        assert_eq!(
            read(&internazionale, "555"),
            Err(RunRefusal::SetRank {
                rank: PackRank::Five,
                allowed: vec![PackRank::Ace, PackRank::Three]
            })
        );
        // Aberto and STBL: no sets ([JOGATINA-STBL] "sets (trincas) allowed: no").
        let aberto = RunRules {
            set_ranks: SetRanks::None,
            semi_clean: false,
            ..fibur()
        };
        assert_eq!(read(&aberto, "KKK"), Err(RunRefusal::NoSets));
        assert!(read(&aberto, "JhQhKh").is_ok());
        assert_eq!(
            read(&rules, "KK"),
            Err(RunRefusal::TooShort { size: 2, min: 3 })
        );
    }

    #[test]
    fn clean_semi_clean_and_dirty_burrachi() {
        let rules = fibur();
        let kind = |text: &str| burraco_kind(&rules, &read(&rules, text).unwrap());
        // [FIAB] [CODICE-SEZ] ("la matta preceda o segue almeno sette carte")
        // [ONMADESOFT] [ASEPRANO]: one wild at an end of seven unbroken naturals.
        let after = read(&rules, "3h4h5h6h7h8h9h*").unwrap();
        assert_eq!(stands(&after), vec![(7, PackRank::Ten, Some(10))]);
        assert_eq!(burraco_kind(&rules, &after), Some(BurracoKind::SemiClean));
        let before = read(&rules, "*3h4h5h6h7h8h9h").unwrap();
        assert_eq!(stands(&before), vec![(0, PackRank::Two, Some(2))]);
        assert_eq!(burraco_kind(&rules, &before), Some(BurracoKind::SemiClean));
        // [FIAB]: a set of 7 naturals + the wild is semi-clean; 6 naturals + wild dirty.
        assert_eq!(kind("3333333*"), Some(BurracoKind::SemiClean));
        assert_eq!(kind("3333332"), Some(BurracoKind::Dirty));
        // [FIAB]: the wild inside, or fewer than seven naturals beside it: dirty.
        assert_eq!(kind("3h4h5h*7h8h9hTh"), Some(BurracoKind::Dirty));
        assert_eq!(kind("4h5h6h7h8h9h*"), Some(BurracoKind::Dirty));
        // [EB-TIPI-FEBURIT]: pulito has no wild; a natural two is allowed.
        assert_eq!(kind("hA-7"), Some(BurracoKind::Clean));
        assert_eq!(kind("KKKKKKK"), Some(BurracoKind::Clean));
        // [EB-CHIUDERE]'s "3-2-4-5-6-7-8-9-10 di picche" (research §9.2 calls it
        // mistyped): the 2s can stand in its own place, so as written it is a clean 2-10.
        let spades = read(&rules, "3s2s4s5s6s7s8s9sTs").unwrap();
        assert_eq!(spades.natural_two, Some(1));
        assert_eq!(burraco_kind(&rules, &spades), Some(BurracoKind::Clean));
        // Six cards are no burraco.
        assert_eq!(kind("3h4h5h6h7h8h"), None);
        // Internazionale has no semipulito ([EUROPA-IN] [BURRACO-COM] [GIOCODIGITALE]).
        let internazionale = RunRules {
            semi_clean: false,
            ..fibur()
        };
        assert_eq!(
            burraco_kind(&internazionale, &after),
            Some(BurracoKind::Dirty)
        );
    }

    #[test]
    fn the_cheapest_burrachi_of_research_section_10() {
        // Research §10: the cheapest Italian clean burraco is 35 (seven 3s or seven 4s:
        // 7 x 5), dirty 50 (six 3s + pinella: 30 + 20), semi-clean 55 (seven 3s +
        // pinella: 35 + 20).
        let it = italian_values();
        let rules = fibur();
        assert_eq!(points(&it, &parse_melds("3333333").unwrap()[0]), 35);
        assert_eq!(points(&it, &parse_melds("4444444").unwrap()[0]), 35);
        assert_eq!(points(&it, &parse_melds("3333332").unwrap()[0]), 50);
        assert_eq!(points(&it, &parse_melds("3333333*").unwrap()[0]), 65);
        assert_eq!(cheapest(&rules, &it, BurracoKind::Clean), Some(35));
        assert_eq!(cheapest(&rules, &it, BurracoKind::Dirty), Some(50));
        assert_eq!(cheapest(&rules, &it, BurracoKind::SemiClean), Some(55));
        // Internazionale (sets of A and 3, no semipulito): seven 3s and six 3s + pinella
        // still; no semi-clean kind.
        let internazionale = RunRules {
            set_ranks: SetRanks::Only(vec![PackRank::Ace, PackRank::Three]),
            semi_clean: false,
            ..fibur()
        };
        assert_eq!(cheapest(&internazionale, &it, BurracoKind::Clean), Some(35));
        assert_eq!(cheapest(&internazionale, &it, BurracoKind::Dirty), Some(50));
        assert_eq!(cheapest(&internazionale, &it, BurracoKind::SemiClean), None);
        // Research §10, Brazil runs-only: clean 45 = 3-9 (5 x 5 + 2 x 10) or 2-8 natural
        // (10 + 5 x 5 + 10); dirty 45 = 3-8 + a curinga (25 + 10 + 10).
        let br = brazilian_values();
        let aberto = RunRules {
            set_ranks: SetRanks::None,
            semi_clean: false,
            ..fibur()
        };
        assert_eq!(points(&br, &parse_melds("h3-9").unwrap()[0]), 45);
        assert_eq!(points(&br, &parse_melds("h2-8").unwrap()[0]), 45);
        assert_eq!(cheapest(&aberto, &br, BurracoKind::Clean), Some(45));
        assert_eq!(cheapest(&aberto, &br, BurracoKind::Dirty), Some(45));
        assert_eq!(cheapest(&aberto, &br, BurracoKind::SemiClean), None);
    }

    #[test]
    fn the_form_is_preset_data_with_defaults() {
        // Every field, as a preset writes them: FIBUR's values.
        let full = "min_run: 3\nmax_run: 14\nace_low: true\nace_high: true\nmax_wilds: 1\n\
                    natural_two: true\nset_ranks: all\nsemi_clean: true\n";
        assert_eq!(
            serde_yaml::from_str::<RunRules>(full).unwrap(),
            RunRules::default()
        );
        // Nothing written: the FIBUR defaults.
        let none: RunRules = serde_yaml::from_str("{}").unwrap();
        assert_eq!(none, RunRules::default());
        let internazionale: RunRules =
            serde_yaml::from_str("set_ranks: [ace, three]\nsemi_clean: false\n").unwrap();
        assert_eq!(
            internazionale.set_ranks,
            SetRanks::Only(vec![PackRank::Ace, PackRank::Three])
        );
        assert!(!internazionale.semi_clean);
        let aberto: RunRules = serde_yaml::from_str("set_ranks: none\nmax_run: 14\n").unwrap();
        assert_eq!(aberto.set_ranks, SetRanks::None);
        let empty: RunRules = serde_yaml::from_str("set_ranks: []").unwrap();
        assert_eq!(empty.set_ranks, SetRanks::None);
        let all: RunRules = serde_yaml::from_str("set_ranks: all").unwrap();
        assert_eq!(all.set_ranks, SetRanks::All);
        assert!(serde_yaml::from_str::<RunRules>("wilds: 1").is_err());
        assert!(serde_yaml::from_str::<RunRules>("set_ranks: [ace, tree]").is_err());
        assert!(serde_yaml::from_str::<RunRules>("set_ranks: some").is_err());
        // Written back as read.
        let text = serde_yaml::to_string(&internazionale).unwrap();
        assert!(text.contains("set_ranks:\n- ace\n- three"), "{text}");
        assert_eq!(
            serde_yaml::from_str::<RunRules>(&text).unwrap(),
            internazionale
        );
    }

    #[test]
    fn the_notation_with_threes_and_twos_of_a_suit() {
        let m = parse_melds("5h6h2h8h, hA-5 3x7 ♠Q-A").unwrap();
        assert_eq!(write(&m[0]), "5h6h2h8h");
        assert_eq!(write(&m[1]), "Ah2h3h4h5h");
        assert_eq!(write(&m[2]), "3333333");
        assert_eq!(write(&m[3]), "QsKsAs");
        assert_eq!(write(&parse_melds("10h10h10s").unwrap()[0]), "ThThTs");
        assert!(matches!(
            parse_melds("h5-3"),
            Err(NotationError::BadRun { position: 1, .. })
        ));
        assert!(matches!(
            parse_melds("5hZ"),
            Err(NotationError::BadFamilySymbol {
                position: 3,
                symbol: 'Z',
                ..
            })
        ));
        // The project's notation (cards.rs) reads into this one: its unsuited wild two is
        // a wild card here too (5h 6h 2 8h: the 2 is the seven).
        let old = crate::cards::parse_melds("5h6h28h").unwrap();
        let r = read_cards(&fibur(), &old[0]).unwrap();
        assert_eq!(stands(&r), vec![(2, PackRank::Seven, Some(7))]);
    }

    /// A card of a small alphabet: any rank, hearts, spades or no suit, or a joker.
    fn any_card() -> impl proptest::strategy::Strategy<Value = PackCard> {
        use proptest::prelude::*;
        prop_oneof![
            1 => Just(PackCard::Joker),
            12 => (0usize..13, prop_oneof![Just(Some(Suit::Hearts)), Just(Some(Suit::Spades)), Just(None)])
                .prop_map(|(r, s)| PackCard::Ranked(PackRank::ALL[r], s)),
        ]
    }

    /// A run of hearts from `low` for `len` places, one card maybe swapped for a joker or
    /// the 2s, the cards maybe shuffled.
    fn near_run() -> impl proptest::strategy::Strategy<Value = Vec<PackCard>> {
        use proptest::prelude::*;
        (
            1u8..=12,
            3u8..=14,
            proptest::option::of((0usize..14, any::<bool>())),
        )
            .prop_map(|(low, len, swap)| {
                let high = (low + len - 1).min(ACE_HIGH);
                let mut cards: Vec<PackCard> = (low..=high)
                    .map(|p| PackCard::Ranked(PackRank::at(p), Some(Suit::Hearts)))
                    .collect();
                if let Some((at, joker)) = swap {
                    let at = at % cards.len();
                    cards[at] = if joker {
                        PackCard::Joker
                    } else {
                        PackCard::Ranked(PackRank::Two, Some(Suit::Spades))
                    };
                }
                cards
            })
            .prop_shuffle()
    }

    /// What a legal reading must be: at most `max_wilds` wild cards, each standing for
    /// the rank of its place; a run's cards fill its places exactly once, low to high; a
    /// set's naturals are all of its rank.
    fn check_reading(rules: &RunRules, cards: &[PackCard], r: &Reading) -> Result<(), String> {
        if r.wilds.len() as u32 > rules.max_wilds {
            return Err(format!("{} wilds", r.wilds.len()));
        }
        if r.size as usize != cards.len() || r.naturals as usize + r.wilds.len() != cards.len() {
            return Err("counts".into());
        }
        let wild_at: Vec<usize> = r.wilds.iter().map(|w| w.index).collect();
        let naturals: Vec<PackRank> = cards
            .iter()
            .enumerate()
            .filter(|(i, _)| !wild_at.contains(i))
            .filter_map(|(_, c)| c.rank())
            .collect();
        match r.shape {
            Shape::Set { rank } => {
                if naturals.iter().any(|n| *n != rank) || !rules.set_ranks.allows(rank) {
                    return Err("set".into());
                }
            }
            Shape::Run { suit, low, high } => {
                if u32::from(high - low) + 1 != r.size || low < 1 || high > ACE_HIGH {
                    return Err(format!("places {low}..{high}"));
                }
                let mut held: Vec<PackRank> = naturals;
                held.extend(r.wilds.iter().map(|w| w.rank));
                let mut want: Vec<PackRank> = (low..=high).map(PackRank::at).collect();
                held.sort();
                want.sort();
                if held != want {
                    return Err(format!("ranks {held:?} for {want:?}"));
                }
                if r.wilds
                    .iter()
                    .any(|w| w.place.is_none_or(|p| PackRank::at(p) != w.rank))
                {
                    return Err("a wild's place".into());
                }
                let off_suit = cards
                    .iter()
                    .enumerate()
                    .any(|(i, c)| !wild_at.contains(&i) && c.suit() != Some(suit));
                if off_suit {
                    return Err("suit".into());
                }
            }
        }
        Ok(())
    }

    proptest::proptest! {
        /// Any meld at all: read without a panic, and a legal reading is a true one.
        #[test]
        fn any_meld_reads_without_panic_and_truly(cards in proptest::collection::vec(any_card(), 0..16)) {
            let rules = fibur();
            if let Ok(r) = read_meld(&rules, &cards) {
                proptest::prop_assert!(check_reading(&rules, &cards, &r).is_ok(), "{}: {:?}", write(&cards), check_reading(&rules, &cards, &r));
            }
        }

        /// A run of one suit, in any order, with at most one card swapped for a wild one:
        /// always legal, and read truly.
        #[test]
        fn a_run_with_one_wild_is_legal_in_any_order(cards in near_run()) {
            let rules = fibur();
            let r = read_meld(&rules, &cards);
            proptest::prop_assert!(r.is_ok(), "{}: {:?}", write(&cards), r);
            if let Ok(r) = r {
                proptest::prop_assert!(check_reading(&rules, &cards, &r).is_ok(), "{}: {:?}", write(&cards), check_reading(&rules, &cards, &r));
            }
        }
    }
}
