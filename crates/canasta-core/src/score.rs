//! Scoring one hand: `score_hand(rules, units, hand)`.
//!
//! Pure arithmetic plus the referee's checks. It refuses a hand that cannot have happened
//! under the rules (two sides out, going out without the canastas, more red threes than
//! the decks hold, ...) and otherwise returns, for each scoring unit (a side, or in
//! three-handed play a player), its score and the itemized lines it is the sum of.
//!
//! It never asks which variant it is scoring; every decision is a question to `Rules`.

mod score_cards;
use score_cards::unit_kind;
pub use score_cards::{FamilyKind, count_cards, family_kind};

mod score_lines;
pub use score_lines::{Shortfall, canastas_to_go_out, check_canastas_to_go_out};
use score_lines::{check_group, combine, groups, table_lines, three_lines};

use indexmap::IndexMap;
use serde::Serialize;

use crate::cards::{Card, parse_cards, parse_melds, rank_plural};
use crate::hand::{Hand, SideResult, WentOut};
use crate::melds::{MeldContext, MeldInfo, canasta_kind, check_melds, incomplete_kind};
use crate::rules::{Points, Requirement, Rules, Seating};

/// One itemized line of a hand's score: what it is, with its numbers, and its points
/// (`{item: canastas, kind: natural, count: 2, points: 1000}`). The words
/// ("2 natural canastas") are made by `render::line_text`, so JSON, a web page or another
/// language get the same facts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    #[serde(flatten)]
    pub item: Item,
    pub points: Points,
}

/// What a score line is for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum Item {
    /// Went out with a special hand, which is all the side scores (American).
    SpecialHand { hand: String },
    /// Completed canastas of a kind.
    Canastas { kind: String, count: Points },
    /// The going-out bonus, by how the side went out.
    GoingOut { how: WentOut },
    /// A meld left short of seven that carries a penalty.
    IncompleteMeld { meld: String },
    /// Players holding three or more of a rank at the end.
    Holding { rank: String, players: Points },
    /// The cards melded: plus, or minus for a side without what `against_side_without` says.
    Melded {
        #[serde(skip_serializing_if = "Option::is_none")]
        against_side_without: Option<Requirement>,
    },
    /// The cards left in hand (minus); three-handed, the partners' own counts pooled, each
    /// partner's listed in `by` (seed 001: the partnership scores its hands together).
    InHand {
        #[serde(skip_serializing_if = "IndexMap::is_empty")]
        by: IndexMap<String, Points>,
    },
    /// Black threes left in hand, where they cost extra.
    BlackThreesInHand { count: Points },
    /// A named bonus, `count` times.
    Bonus { name: String, count: Points },
    /// A named penalty, `count` times.
    Penalty { name: String, count: Points },
    /// The pot (pozzetto, morto) never taken, or taken and never played where the form
    /// scores that as not taken.
    Pot { pot: crate::hand::Pot },
    /// Three-handed, where each partner scores a share of the pair's score (Burraco for
    /// three: half): the pair's whole score `pair`, and this line takes off the rest.
    PairShare { pair: Points },
    /// Red threes laid out (`all`: every one in the packs), plus, minus for a side
    /// without what `against_side_without` says, or nothing for a side without what
    /// `nothing_for_side_without` says.
    RedThrees {
        count: Points,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        all: bool,
        #[serde(flatten)]
        effect: ThreesEffect,
    },
    /// Black threes laid out, where they score by count (American).
    BlackThrees {
        count: Points,
        #[serde(flatten)]
        effect: ThreesEffect,
    },
}

/// Whether a side's threes count for it, against it, or not at all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
pub struct ThreesEffect {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub against_side_without: Option<Requirement>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nothing_for_side_without: Option<Requirement>,
}

/// The score of one unit (side or player) for one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitScore {
    pub name: String,
    /// Three-handed: the other player(s) this unit shared its score with this hand.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub partners: Vec<String>,
    pub score: Points,
    pub lines: Vec<Line>,
}

/// The score of one hand, one entry per unit in the game's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandScore {
    pub units: Vec<UnitScore>,
    /// The unit that went out, if any.
    pub went_out: Option<String>,
}

impl HandScore {
    pub fn score_of(&self, name: &str) -> Option<Points> {
        self.units.iter().find(|u| u.name == name).map(|u| u.score)
    }
}

/// Why a hand was refused: the facts, with every name and number its words need. The
/// words (what is wrong and what the rules allow) are `render`'s, its `Say`, so JSON,
/// another front end or another language get the same facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandError {
    /// A result for `name`, which is none of the game's units (`known`).
    UnknownUnit {
        name: String,
        unit: UnitKind,
        known: Vec<String>,
    },
    /// No result for the unit `name`.
    MissingUnit {
        name: String,
        unit: UnitKind,
    },
    /// A count or points below zero.
    Negative {
        name: String,
        field: String,
        value: Points,
    },
    /// A count or points over what can be (`limit` says why).
    TooLarge {
        name: String,
        field: String,
        value: Points,
        limit: Limit,
    },
    /// Card points not a multiple of 5 (`lower` and `upper` are the nearest that are).
    NotMultipleOfFive {
        name: String,
        field: String,
        value: Points,
        lower: Points,
        upper: Points,
    },
    TwoWentOut {
        first: String,
        second: String,
    },
    /// A side went out without the canastas its variant needs to go out.
    CannotGoOut {
        name: String,
        variant: String,
        shortfall: Shortfall,
        /// What the variant calls a canasta (a burraco), for the words.
        terms: crate::rules::Terms,
    },
    /// Went out concealed in a variant with no concealed bonus.
    NoConcealedBonus {
        name: String,
        variant: String,
    },
    /// The player who went out still holds cards.
    WentOutWithCards {
        name: String,
        in_hand: Points,
    },
    /// More red threes (laid out and left in hand) than the packs hold.
    TooManyRedThrees {
        count: Points,
        variant: String,
        decks: u32,
        max: u32,
    },
    /// More black threes (laid out and in hand) than the packs hold.
    TooManyBlackThrees {
        count: Points,
        decks: u32,
        max: u32,
    },
    /// More cards of one symbol written out than the packs hold.
    TooManyCards {
        symbol: String,
        count: Points,
        decks: u32,
        max: Points,
    },
    /// The canastas and incomplete melds claimed hold more points than were melded.
    CanastasExceedMelded {
        name: String,
        claimed: Vec<Claim>,
        melded: Points,
        needed: Points,
        /// What the variant calls a canasta (a burraco), for the words.
        terms: crate::rules::Terms,
    },
    /// More card points, melded and in hand, than the packs hold.
    MorePointsThanDecks {
        points: Points,
        variant: String,
        max: Points,
    },
    /// `lone` given in a variant of fixed partnerships.
    LoneNotAllowed {
        variant: String,
    },
    /// Three-handed, somebody went out and nobody is named as the lone player.
    LoneMissing {
        went_out: String,
    },
    /// A pot taken and not played, where its cards count in hand, with fewer points in
    /// hand than its `cards` cards can be worth (`least`, each the cheapest card); `in_hand`
    /// is what was given. `terms` name the pot (pozzetto).
    PotUnplayedInHand {
        name: String,
        cards: u32,
        least: Points,
        in_hand: Points,
        terms: crate::rules::Terms,
    },
    /// The hand's numbers add up to more than a score can hold.
    Overflow,
    /// One side's entry breaks a rule of its variant, or its cards contradict its counts.
    Breach {
        name: String,
        breach: Box<Breach>,
    },
}

/// What a game scores: sides, or players (two-handed, three-handed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitKind {
    Side,
    Player,
}

/// The things of a variant an entry names, each from the variant's own list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Named {
    CanastaKind,
    Bonus,
    Penalty,
    SpecialHand,
    IncompleteMeld,
    /// A rank whose holding three or more is penalised.
    Holding,
}

/// Why a number is too large.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Limit {
    /// Every card in the variant's packs together is worth `max`.
    PackPoints { variant: String, max: Points },
    /// The variant's `decks` packs hold `max` threes of a colour.
    PackThrees {
        variant: String,
        decks: u32,
        max: Points,
    },
    /// The variant's packs hold cards for at most `max` canastas.
    PackCanastas { variant: String, max: Points },
    /// At most `max` of one penalty (or bonus) in a hand.
    PerHand { what: Named, max: Points },
    /// A count of players, and the side has `players`.
    Players { players: Points },
}

/// What a side claims to have melded, each of which holds a least number of points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    Canastas { kind: String, count: Points },
    Incomplete { meld: String },
}

/// Where cards were written out: a side's melds, or its players' hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    Melds,
    Hands,
}

/// How one side's entry breaks a rule of its variant, or how its cards contradict the
/// counts given with them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    /// `given` is not among the variant's `known` names of its kind.
    Unknown {
        what: Named,
        given: String,
        variant: String,
        known: Vec<String>,
    },
    /// Went out with a hand canasta in a variant with no hand-canasta bonus.
    NoHandCanastaBonus { variant: String },
    /// Went out with a special hand without saying which (`known`: the variant's).
    SpecialHandUnnamed { variant: String, known: Vec<String> },
    /// Names a special hand without having gone out with one.
    SpecialHandNotOut { hand: String },
    /// Went out with a special hand after melding (`canastas`: canastas among it).
    SpecialHandAfterMelding { melded: Points, canastas: bool },
    /// Black threes counted in a field the variant does not score them by.
    BlackThreesNotScored {
        field: String,
        value: Points,
        variant: String,
    },
    /// An incomplete meld listed twice.
    IncompleteTwice { meld: String },
    /// A complete canasta and an incomplete meld of its rank.
    CanastaAndIncomplete { kind: String, meld: String },
    /// Cards written out that are not card notation.
    Notation {
        written: Written,
        error: crate::cards::NotationError,
    },
    /// A meld that breaks the variant's meld rules.
    Meld { error: crate::melds::MeldError },
    /// A meld of the Burraco family (`meld`, as written) that is no set or run of the form.
    Run {
        meld: String,
        refusal: crate::runs::RunRefusal,
    },
    /// A canasta (`meld`, in card notation) of none of the variant's kinds.
    CanastaOfNoKind {
        meld: String,
        variant: String,
        known: Vec<String>,
    },
    /// `melded` given, and the melds (in card notation) add up to `found`.
    MeldedDisagrees {
        given: Points,
        found: Points,
        melds: Vec<String>,
    },
    /// Canastas given, and the melds make others.
    CanastasDisagree {
        given: IndexMap<String, Points>,
        found: IndexMap<String, Points>,
        melds: Vec<String>,
    },
    /// Incomplete melds given (sorted), and the melds leave others incomplete.
    IncompleteDisagrees {
        given: Vec<String>,
        found: Vec<String>,
        melds: Vec<String>,
    },
    /// A count (`field`) given, and the players' hands make `found`.
    HandsDisagree {
        field: String,
        given: Points,
        found: Points,
        hands: Vec<String>,
    },
    /// More hands than the side has players.
    TooManyHands { given: usize, players: usize },
    /// Red or black threes counted where threes are ordinary cards (Burraco, Buraco).
    ThreesAreOrdinary { field: String, variant: String },
    /// A pot said of a side where the form has none.
    NoPot { variant: String },
    /// Went out without having taken the pot, where going out needs it.
    OutWithoutPot {
        variant: String,
        /// What the variant calls its pot (a pozzetto, a morto).
        pot: crate::rules::PotTerm,
    },
    /// Never took its pot, and holds no cards: nobody on the side emptied the hand, so
    /// each of its players still holds some ([MARCO97PA] error03).
    PotNotTakenEmptyHand,
}

/// A sum of score lines. Every preset number and every entered count is bounded, so this
/// cannot overflow; if it ever could, the hand is refused rather than given a wrapped score.
fn checked_sum(mut points: impl Iterator<Item = Points>) -> Result<Points, HandError> {
    points
        .try_fold(0, Points::checked_add)
        .ok_or(HandError::Overflow)
}

/// No hand incurs one penalty more often than this; a bound so no count can overflow.
const MAX_PENALTY_COUNT: Points = 99;

/// Score one hand.
///
/// `units` are the game's scoring units in seat order: side names for partnership games,
/// player names for three-handed play. `hand.results` must have exactly one entry per unit.
pub fn score_hand(rules: &Rules, units: &[String], hand: &Hand) -> Result<HandScore, HandError> {
    // Cards written out are counted first; a hand of totals is scored as it is (no copy).
    let counted;
    let hand = if hand
        .results
        .values()
        .any(|r| !r.melds.is_empty() || !r.hands.is_empty())
    {
        counted = count_cards(rules, hand)?;
        &counted
    } else {
        hand
    };
    let unit = unit_kind(rules);
    // Every result belongs to a unit, and every unit has a result.
    for name in hand.results.keys() {
        if !units.contains(name) {
            return Err(HandError::UnknownUnit {
                name: name.clone(),
                unit,
                known: units.to_vec(),
            });
        }
    }
    for name in units {
        if !hand.results.contains_key(name) {
            return Err(HandError::MissingUnit {
                name: name.clone(),
                unit,
            });
        }
    }
    for name in units {
        check_side(rules, name, &hand.results[name])?;
    }

    // At most one side out.
    let mut out: Option<&String> = None;
    for name in units {
        if hand.results[name].went_out.is_some() {
            if let Some(first) = out {
                return Err(HandError::TwoWentOut {
                    first: first.clone(),
                    second: name.clone(),
                });
            }
            out = Some(name);
        }
    }

    // Red threes: no more than the decks hold, the ones laid out and the ones charged as
    // left in hand (the undeclared red three penalty) together.
    let undeclared = |r: &SideResult| {
        rules
            .red_threes
            .left_in_hand_penalty
            .as_ref()
            .and_then(|p| r.penalties.get(p))
            .copied()
            .unwrap_or(0)
    };
    let red_total: Points = units
        .iter()
        .map(|n| hand.results[n].red_threes + undeclared(&hand.results[n]))
        .sum();
    if red_total > Points::from(rules.red_threes_in_decks()) {
        return Err(HandError::TooManyRedThrees {
            count: red_total,
            variant: rules.name.clone(),
            decks: rules.decks,
            max: rules.red_threes_in_decks(),
        });
    }

    let black_total: Points = units
        .iter()
        .map(|n| hand.results[n].black_threes + hand.results[n].black_threes_in_hand)
        .sum();
    if black_total > Points::from(rules.red_threes_in_decks()) {
        return Err(HandError::TooManyBlackThrees {
            count: black_total,
            decks: rules.decks,
            max: rules.red_threes_in_decks(),
        });
    }

    // Card points: no more than the packs hold.
    let points: Points = units
        .iter()
        .map(|n| hand.results[n].melded + hand.results[n].in_hand)
        .sum();
    let max_points = Points::from(rules.decks) * rules.pack_points();
    if points > max_points {
        return Err(HandError::MorePointsThanDecks {
            points,
            variant: rules.name.clone(),
            max: max_points,
        });
    }

    let groups = groups(rules, units, hand, out)?;
    let mut scores: IndexMap<String, UnitScore> = IndexMap::new();
    for group in &groups {
        let members: Vec<(&String, &SideResult)> =
            group.iter().map(|n| (n, &hand.results[n])).collect();
        let table = combine(&members);
        let label = group.join(" + ");
        check_group(rules, &label, &table, &members)?;
        let mut shared = table_lines(rules, &table);
        // Three-handed partners: whose cards the pooled count in hand was.
        if members.len() > 1 {
            for line in &mut shared {
                if let Item::InHand { by } = &mut line.item {
                    *by = members
                        .iter()
                        .filter(|(_, r)| r.in_hand > 0)
                        .map(|(n, r)| ((*n).clone(), r.in_hand))
                        .collect();
                }
            }
        }
        // Burraco for three: each partner scores a share of the pair's score.
        let share = match rules.seating {
            Seating::LoneAgainstPartnership { pair_share, .. } if members.len() > 1 => pair_share,
            _ => crate::rules::PairShare::Whole,
        };
        if !share.is_whole() {
            let pair = checked_sum(shared.iter().map(|l| l.points))?;
            shared.push(Line {
                item: Item::PairShare { pair },
                points: share.of(pair) - pair,
            });
        }
        for (name, result) in &members {
            let mut lines = shared.clone();
            lines.extend(three_lines(rules, result, &table));
            let score = checked_sum(lines.iter().map(|l| l.points))?;
            scores.insert(
                (*name).clone(),
                UnitScore {
                    name: (*name).clone(),
                    partners: group.iter().filter(|n| n != name).cloned().collect(),
                    score,
                    lines,
                },
            );
        }
    }
    Ok(HandScore {
        units: units
            .iter()
            .filter_map(|n| scores.shift_remove(n))
            .collect(),
        went_out: out.cloned(),
    })
}

/// Check one entry's numbers on their own.
/// Everything one side's result must satisfy on its own (bounds, multiples of 5, known
/// kinds, penalties and special hands). The one check every front end uses: `score_hand`
/// runs it on each side, table mode on each answer as it is typed (a result holding just
/// that answer), so the refusal is the referee's, word for word.
pub fn check_side(rules: &Rules, name: &str, r: &SideResult) -> Result<(), HandError> {
    check_side_numbers(rules, name, r)?;
    check_side_words(rules, name, r)?;
    check_side_threes_and_melds(rules, name, r)
}

/// A side's numbers: none negative, none past what the decks hold.
fn check_side_numbers(rules: &Rules, name: &str, r: &SideResult) -> Result<(), HandError> {
    let negative = |field: &str, value: Points| HandError::Negative {
        name: name.to_string(),
        field: field.to_string(),
        value,
    };
    for (field, value) in [
        ("red_threes", r.red_threes),
        ("melded", r.melded),
        ("in_hand", r.in_hand),
    ] {
        if value < 0 {
            return Err(negative(field, value));
        }
    }
    // Bounds before any arithmetic: no typed number can overflow a sum.
    let too_large = |field: &str, value: Points, limit: Limit| HandError::TooLarge {
        name: name.to_string(),
        field: field.to_string(),
        value,
        limit,
    };
    let deck_points = Points::from(rules.decks) * rules.pack_points();
    for (field, value) in [("melded", r.melded), ("in_hand", r.in_hand)] {
        if value > deck_points {
            return Err(too_large(
                field,
                value,
                Limit::PackPoints {
                    variant: rules.name.clone(),
                    max: deck_points,
                },
            ));
        }
    }
    let refused = |breach: Breach| HandError::Breach {
        name: name.to_string(),
        breach: Box::new(breach),
    };
    if rules.ordinary_threes {
        for (field, value) in [
            ("red_threes", r.red_threes),
            ("black_threes", r.black_threes),
            ("black_threes_in_hand", r.black_threes_in_hand),
        ] {
            if value != 0 {
                return Err(refused(Breach::ThreesAreOrdinary {
                    field: field.to_string(),
                    variant: rules.name.clone(),
                }));
            }
        }
    }
    if r.pot.is_some() && rules.pot.is_none() {
        return Err(refused(Breach::NoPot {
            variant: rules.name.clone(),
        }));
    }
    let red = Points::from(rules.red_threes_in_decks());
    let pack_threes = || Limit::PackThrees {
        variant: rules.name.clone(),
        decks: rules.decks,
        max: red,
    };
    if r.red_threes > red {
        return Err(too_large("red_threes", r.red_threes, pack_threes()));
    }
    let max_canastas = Points::from(rules.decks) * 54 / 7;
    for (kind, &count) in &r.canastas {
        if count > max_canastas {
            return Err(too_large(
                &format!("canastas.{kind}"),
                count,
                Limit::PackCanastas {
                    variant: rules.name.clone(),
                    max: max_canastas,
                },
            ));
        }
    }
    for (penalty, &count) in &r.penalties {
        if count > MAX_PENALTY_COUNT {
            return Err(too_large(
                &format!("penalties.{penalty}"),
                count,
                Limit::PerHand {
                    what: Named::Penalty,
                    max: MAX_PENALTY_COUNT,
                },
            ));
        }
    }
    for (bonus, &count) in &r.bonuses {
        if count > MAX_PENALTY_COUNT {
            return Err(too_large(
                &format!("bonuses.{bonus}"),
                count,
                Limit::PerHand {
                    what: Named::Bonus,
                    max: MAX_PENALTY_COUNT,
                },
            ));
        }
    }
    for (field, value) in [("melded", r.melded), ("in_hand", r.in_hand)] {
        if value % 5 != 0 {
            let lower = value - value % 5;
            return Err(HandError::NotMultipleOfFive {
                name: name.to_string(),
                field: field.to_string(),
                value,
                lower,
                upper: lower + 5,
            });
        }
    }
    Ok(())
}

/// A side's words: each canasta kind, penalty and bonus one the variant has; how it went out one the variant scores.
fn check_side_words(rules: &Rules, name: &str, r: &SideResult) -> Result<(), HandError> {
    let negative = |field: &str, value: Points| HandError::Negative {
        name: name.to_string(),
        field: field.to_string(),
        value,
    };
    let refused = |breach: Breach| HandError::Breach {
        name: name.to_string(),
        breach: Box::new(breach),
    };
    let unknown = |what: Named, given: &String, known: Vec<&String>| {
        refused(Breach::Unknown {
            what,
            given: given.clone(),
            variant: rules.name.clone(),
            known: known.into_iter().cloned().collect(),
        })
    };
    for (kind, &count) in &r.canastas {
        if !rules.canastas.contains_key(kind) {
            return Err(unknown(
                Named::CanastaKind,
                kind,
                rules.canastas.keys().collect(),
            ));
        }
        if count < 0 {
            return Err(negative(&format!("canastas.{kind}"), count));
        }
    }
    for (penalty, &count) in &r.penalties {
        if !rules.penalties.contains_key(penalty) {
            return Err(unknown(
                Named::Penalty,
                penalty,
                rules.penalties.keys().collect(),
            ));
        }
        if count < 0 {
            return Err(negative(&format!("penalties.{penalty}"), count));
        }
    }
    for (bonus, &count) in &r.bonuses {
        if !rules.bonuses.contains_key(bonus) {
            return Err(unknown(Named::Bonus, bonus, rules.bonuses.keys().collect()));
        }
        if count < 0 {
            return Err(negative(&format!("bonuses.{bonus}"), count));
        }
    }
    if r.went_out == Some(WentOut::Concealed) && rules.going_out.concealed_bonus.is_none() {
        return Err(HandError::NoConcealedBonus {
            name: name.to_string(),
            variant: rules.name.clone(),
        });
    }
    if r.went_out == Some(WentOut::HandCanasta) && rules.going_out.hand_canasta_bonus.is_none() {
        return Err(refused(Breach::NoHandCanastaBonus {
            variant: rules.name.clone(),
        }));
    }
    match (r.went_out, &r.special_hand) {
        (Some(WentOut::Special), None) => {
            return Err(refused(Breach::SpecialHandUnnamed {
                variant: rules.name.clone(),
                known: rules.special_hands.keys().cloned().collect(),
            }));
        }
        (Some(WentOut::Special), Some(hand)) if !rules.special_hands.contains_key(hand) => {
            return Err(unknown(
                Named::SpecialHand,
                hand,
                rules.special_hands.keys().collect(),
            ));
        }
        (Some(WentOut::Special), Some(_)) => {}
        (_, Some(hand)) => {
            return Err(refused(Breach::SpecialHandNotOut { hand: hand.clone() }));
        }
        (_, None) => {}
    }
    Ok(())
}

/// A side's threes, incomplete melds and holdings: what the variant allows, within the decks.
fn check_side_threes_and_melds(rules: &Rules, name: &str, r: &SideResult) -> Result<(), HandError> {
    let red = Points::from(rules.red_threes_in_decks());
    let pack_threes = || Limit::PackThrees {
        variant: rules.name.clone(),
        decks: rules.decks,
        max: red,
    };
    let unknown = |what: Named, given: &String, known: Vec<&String>| HandError::Breach {
        name: name.to_string(),
        breach: Box::new(Breach::Unknown {
            what,
            given: given.clone(),
            variant: rules.name.clone(),
            known: known.into_iter().cloned().collect(),
        }),
    };
    let negative = |field: &str, value: Points| HandError::Negative {
        name: name.to_string(),
        field: field.to_string(),
        value,
    };
    let too_large = |field: &str, value: Points, limit: Limit| HandError::TooLarge {
        name: name.to_string(),
        field: field.to_string(),
        value,
        limit,
    };
    let refused = |breach: Breach| HandError::Breach {
        name: name.to_string(),
        breach: Box::new(breach),
    };
    let black = rules.black_threes.as_ref();
    for (field, value, allowed) in [
        (
            "black_threes",
            r.black_threes,
            black.is_some_and(|b| !b.by_count.is_empty()),
        ),
        (
            "black_threes_in_hand",
            r.black_threes_in_hand,
            black.is_some_and(|b| b.in_hand_each.is_some()),
        ),
    ] {
        if value < 0 {
            return Err(negative(field, value));
        }
        if value > 0 && !allowed {
            return Err(refused(Breach::BlackThreesNotScored {
                field: field.to_string(),
                value,
                variant: rules.name.clone(),
            }));
        }
        if value > red {
            return Err(too_large(field, value, pack_threes()));
        }
    }
    let mut seen = Vec::new();
    for meld in &r.incomplete {
        if !rules.incomplete_melds.contains_key(meld) {
            return Err(unknown(
                Named::IncompleteMeld,
                meld,
                rules.incomplete_melds.keys().collect(),
            ));
        }
        if seen.contains(&meld) {
            return Err(refused(Breach::IncompleteTwice { meld: meld.clone() }));
        }
        seen.push(meld);
    }
    let players = Points::try_from(rules.seating.players_per_unit()).unwrap_or(Points::MAX);
    for (rank, &count) in &r.holding {
        if !rules.holding_three_or_more.contains_key(rank) {
            return Err(unknown(
                Named::Holding,
                rank,
                rules.holding_three_or_more.keys().collect(),
            ));
        }
        if count < 0 {
            return Err(negative(&format!("holding.{rank}"), count));
        }
        if count > players {
            return Err(too_large(
                &format!("holding.{rank}"),
                count,
                Limit::Players { players },
            ));
        }
    }
    Ok(())
}
