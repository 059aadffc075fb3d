//! Scoring one hand: `score_hand(rules, units, hand)`.
//!
//! Pure arithmetic plus the referee's checks. It refuses a hand that cannot have happened
//! under the rules (two sides out, going out without the canastas, more red threes than
//! the decks hold, ...) and otherwise returns, for each scoring unit (a side, or in
//! three-handed play a player), its score and the itemized lines it is the sum of.
//!
//! It never asks which variant it is scoring; every decision is a question to `Rules`.

#[path = "score_cards.rs"]
mod score_cards;
pub use score_cards::*;

#[path = "score_lines.rs"]
mod score_lines;
pub use score_lines::*;

use indexmap::IndexMap;
use serde::Serialize;
use thiserror::Error;

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
    /// The cards left in hand (minus).
    InHand,
    /// Black threes left in hand, where they cost extra.
    BlackThreesInHand { count: Points },
    /// A named bonus, `count` times.
    Bonus { name: String, count: Points },
    /// A named penalty, `count` times.
    Penalty { name: String, count: Points },
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

/// Why a hand was refused. Each message says what is wrong and what the rules allow.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum HandError {
    #[error("`{name}` is not in this game; the {what} are: {known}")]
    UnknownUnit {
        name: String,
        what: &'static str,
        known: String,
    },
    #[error("no result for {name}: every {what} needs a line, even if it is all zeros")]
    MissingUnit { name: String, what: &'static str },
    #[error("{name}: {field} is {value}; counts and points cannot be negative")]
    Negative {
        name: String,
        field: String,
        value: Points,
    },
    #[error("{name}: {field} is {value}, more than can be: {limit}")]
    TooLarge {
        name: String,
        field: String,
        value: Points,
        limit: String,
    },
    #[error(
        "{name}: {field} is {value}; card points are always a multiple of 5 (try {lower} or {upper})"
    )]
    NotMultipleOfFive {
        name: String,
        field: String,
        value: Points,
        lower: Points,
        upper: Points,
    },
    #[error("{name}: unknown canasta kind `{kind}`; {variant} has: {known}")]
    UnknownCanastaKind {
        name: String,
        kind: String,
        variant: String,
        known: String,
    },
    #[error("{name}: unknown bonus `{bonus}`; {variant} has: {known}")]
    UnknownBonus {
        name: String,
        bonus: String,
        variant: String,
        known: String,
    },
    #[error("{name}: unknown penalty `{penalty}`; {variant} has: {known}")]
    UnknownPenalty {
        name: String,
        penalty: String,
        variant: String,
        known: String,
    },
    #[error("{first} and {second} both went out; only one side can go out in a hand")]
    TwoWentOut { first: String, second: String },
    #[error(
        "{name} went out with {has} canasta{plural}; {variant} needs {needs} to go out",
        plural = if *has == 1 { "" } else { "s" }
    )]
    NotEnoughCanastasToGoOut {
        name: String,
        has: Points,
        needs: u32,
        variant: String,
    },
    #[error("{name} went out concealed, but {variant} has no concealed bonus; record `normal`")]
    NoConcealedBonus { name: String, variant: String },
    #[error(
        "{name} went out, so no cards were left in {name}'s hand, but in_hand is {in_hand}; in_hand must be 0"
    )]
    WentOutWithCards { name: String, in_hand: Points },
    #[error(
        "{count} red threes recorded in all; {variant} is played with {decks} packs, which hold {max}"
    )]
    TooManyRedThrees {
        count: Points,
        variant: String,
        decks: u32,
        max: u32,
    },
    #[error(
        "{name} claims {canastas} but melded only {melded} points; those canastas alone hold at least {needed}"
    )]
    CanastasExceedMelded {
        name: String,
        canastas: String,
        melded: Points,
        needed: Points,
    },
    #[error(
        "{points} card points recorded in all (melded and in hand); every card in {variant}'s packs together is worth {max}"
    )]
    MorePointsThanDecks {
        points: Points,
        variant: String,
        max: Points,
    },
    #[error("`lone` names a player, but {variant} has fixed partnerships; leave it out")]
    LoneNotAllowed { variant: String },
    #[error(
        "{went_out} went out, so somebody played alone this hand: name the lone player (the first to take the discard pile, or {went_out} if nobody took it)"
    )]
    LoneMissing { went_out: String },
    #[error("{name}: {message}")]
    Refused { name: String, message: String },
}

/// A sum of score lines. Every preset number and every entered count is bounded, so this
/// cannot overflow; if it ever could, the hand is refused rather than given a wrapped score.
fn checked_sum(mut points: impl Iterator<Item = Points>) -> Result<Points, HandError> {
    points
        .try_fold(0, Points::checked_add)
        .ok_or_else(|| HandError::Refused {
            name: "this hand".into(),
            message: "its numbers add up to more than a score can hold".into(),
        })
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
    let what = unit_word(rules);
    // Every result belongs to a unit, and every unit has a result.
    for name in hand.results.keys() {
        if !units.contains(name) {
            return Err(HandError::UnknownUnit {
                name: name.clone(),
                what,
                known: units.join(", "),
            });
        }
    }
    for name in units {
        if !hand.results.contains_key(name) {
            return Err(HandError::MissingUnit {
                name: name.clone(),
                what: unit_word_singular(rules),
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
        return Err(HandError::Refused {
            name: "this hand".into(),
            message: format!(
                "{black_total} black threes recorded in all; {} packs hold {}",
                rules.decks,
                rules.red_threes_in_decks()
            ),
        });
    }

    // Card points: no more than the packs hold.
    let points: Points = units
        .iter()
        .map(|n| hand.results[n].melded + hand.results[n].in_hand)
        .sum();
    let max_points = Points::from(rules.decks) * rules.card_values.pack_points();
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
        let shared = table_lines(rules, &table);
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
    let too_large = |field: &str, value: Points, limit: String| HandError::TooLarge {
        name: name.to_string(),
        field: field.to_string(),
        value,
        limit,
    };
    let deck_points = Points::from(rules.decks) * rules.card_values.pack_points();
    for (field, value) in [("melded", r.melded), ("in_hand", r.in_hand)] {
        if value > deck_points {
            return Err(too_large(
                field,
                value,
                format!(
                    "every card in {}'s packs together is worth {deck_points}",
                    rules.name
                ),
            ));
        }
    }
    let red = Points::from(rules.red_threes_in_decks());
    if r.red_threes > red {
        return Err(too_large(
            "red_threes",
            r.red_threes,
            format!(
                "{} is played with {} packs, which hold {red}",
                rules.name, rules.decks
            ),
        ));
    }
    let max_canastas = Points::from(rules.decks) * 54 / 7;
    for (kind, &count) in &r.canastas {
        if count > max_canastas {
            return Err(too_large(
                &format!("canastas.{kind}"),
                count,
                format!(
                    "{}'s packs hold cards for at most {max_canastas} canastas",
                    rules.name
                ),
            ));
        }
    }
    for (penalty, &count) in &r.penalties {
        if count > MAX_PENALTY_COUNT {
            return Err(too_large(
                &format!("penalties.{penalty}"),
                count,
                format!("at most {MAX_PENALTY_COUNT} of one penalty in a hand"),
            ));
        }
    }
    for (bonus, &count) in &r.bonuses {
        if count > MAX_PENALTY_COUNT {
            return Err(too_large(
                &format!("bonuses.{bonus}"),
                count,
                format!("at most {MAX_PENALTY_COUNT} of one bonus in a hand"),
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
    for (kind, &count) in &r.canastas {
        if !rules.canastas.contains_key(kind) {
            return Err(HandError::UnknownCanastaKind {
                name: name.to_string(),
                kind: kind.clone(),
                variant: rules.name.clone(),
                known: rules.canasta_kind_names(),
            });
        }
        if count < 0 {
            return Err(negative(&format!("canastas.{kind}"), count));
        }
    }
    for (penalty, &count) in &r.penalties {
        if !rules.penalties.contains_key(penalty) {
            return Err(HandError::UnknownPenalty {
                name: name.to_string(),
                penalty: penalty.clone(),
                variant: rules.name.clone(),
                known: rules.penalty_names(),
            });
        }
        if count < 0 {
            return Err(negative(&format!("penalties.{penalty}"), count));
        }
    }
    for (bonus, &count) in &r.bonuses {
        if !rules.bonuses.contains_key(bonus) {
            return Err(HandError::UnknownBonus {
                name: name.to_string(),
                bonus: bonus.clone(),
                variant: rules.name.clone(),
                known: if rules.bonuses.is_empty() {
                    "no bonuses".into()
                } else {
                    rules.bonuses.keys().cloned().collect::<Vec<_>>().join(", ")
                },
            });
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
    let refused = |message: String| HandError::Refused {
        name: name.to_string(),
        message,
    };
    let known = |names: Vec<&String>| {
        if names.is_empty() {
            "none".to_string()
        } else {
            names.into_iter().cloned().collect::<Vec<_>>().join(", ")
        }
    };
    if r.went_out == Some(WentOut::HandCanasta) && rules.going_out.hand_canasta_bonus.is_none() {
        return Err(refused(format!(
            "went out with a hand canasta, but {} has no hand-canasta bonus; record `normal` or `concealed`",
            rules.name
        )));
    }
    match (r.went_out, &r.special_hand) {
        (Some(WentOut::Special), None) => {
            return Err(refused(format!(
                "went out with a special hand but does not say which; {} has: {}",
                rules.name,
                known(rules.special_hands.keys().collect())
            )));
        }
        (Some(WentOut::Special), Some(hand)) if !rules.special_hands.contains_key(hand) => {
            return Err(refused(format!(
                "unknown special hand `{hand}`; {} has: {}",
                rules.name,
                known(rules.special_hands.keys().collect())
            )));
        }
        (Some(WentOut::Special), Some(_)) => {}
        (_, Some(hand)) => {
            return Err(refused(format!(
                "special_hand `{hand}` is only for a side that went out with it (went_out: special)"
            )));
        }
        (_, None) => {}
    }
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
            return Err(refused(format!(
                "{field} is {value}, but {} does not score black threes that way; count them as 5-point cards in melded or in_hand",
                rules.name
            )));
        }
        if value > red {
            return Err(too_large(
                field,
                value,
                format!(
                    "{} is played with {} packs, which hold {red}",
                    rules.name, rules.decks
                ),
            ));
        }
    }
    let mut seen = Vec::new();
    for meld in &r.incomplete {
        if !rules.incomplete_melds.contains_key(meld) {
            return Err(refused(format!(
                "unknown incomplete meld `{meld}`; {} penalises: {}",
                rules.name,
                known(rules.incomplete_melds.keys().collect())
            )));
        }
        if seen.contains(&meld) {
            return Err(refused(format!(
                "incomplete meld `{meld}` is listed twice; a side has one meld of a kind"
            )));
        }
        seen.push(meld);
    }
    let players = Points::try_from(rules.seating.players_per_unit()).unwrap_or(Points::MAX);
    for (rank, &count) in &r.holding {
        if !rules.holding_three_or_more.contains_key(rank) {
            return Err(refused(format!(
                "unknown holding `{rank}`; {} penalises players holding three or more: {}",
                rules.name,
                known(rules.holding_three_or_more.keys().collect())
            )));
        }
        if count < 0 {
            return Err(negative(&format!("holding.{rank}"), count));
        }
        if count > players {
            return Err(too_large(
                &format!("holding.{rank}"),
                count,
                format!("it counts players, and the side has {players}"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "score_variant_tests.rs"]
mod variant_tests;
