//! Scoring one hand: `score_hand(rules, units, hand)`.
//!
//! Pure arithmetic plus the referee's checks. It refuses a hand that cannot have happened
//! under the rules (two sides out, going out without the canastas, more red threes than
//! the decks hold, ...) and otherwise returns, for each scoring unit (a side, or in
//! three-handed play a player), its score and the itemized lines it is the sum of.
//!
//! It never asks which variant it is scoring; every decision is a question to `Rules`.

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

/// Work out the counts of every side that was entered card by card (`melds`, `hands`),
/// checking each meld against the variant's meld rules. Counts given as well must agree
/// with the cards, or the hand is refused with both numbers.
pub fn count_cards(rules: &Rules, hand: &Hand) -> Result<Hand, HandError> {
    let mut out = hand.clone();
    for (name, result) in out.results.iter_mut() {
        *result = count_side_cards(rules, name, result)?;
    }
    check_cards_exist(rules, hand)?;
    Ok(out)
}

/// Cards written out across all sides cannot exceed what the packs hold: four of each
/// rank and four twos per pack, two jokers per pack.
fn check_cards_exist(rules: &Rules, hand: &Hand) -> Result<(), HandError> {
    let mut seen: IndexMap<&'static str, Points> = IndexMap::new();
    for result in hand.results.values() {
        for text in result.melds.iter().chain(&result.hands) {
            // Notation errors were reported with their side above.
            for card in parse_cards(text).unwrap_or_default() {
                *seen.entry(card.symbol()).or_default() += 1;
            }
        }
    }
    let packs = Points::from(rules.decks);
    for (symbol, &n) in &seen {
        let max = match *symbol {
            "*" | "R" | "B" => 2 * packs,
            _ => 4 * packs,
        };
        if n > max {
            return Err(HandError::Refused {
                name: "this hand".into(),
                message: format!(
                    "{n} cards `{symbol}` are written out in all; {} packs hold {max}",
                    rules.decks
                ),
            });
        }
    }
    Ok(())
}

fn count_side_cards(rules: &Rules, name: &str, r: &SideResult) -> Result<SideResult, HandError> {
    let refused = |message: String| HandError::Refused {
        name: name.to_string(),
        message,
    };
    let mut out = r.clone();
    if !r.melds.is_empty() {
        let mut melds: Vec<Vec<Card>> = Vec::new();
        for text in &r.melds {
            melds.extend(parse_melds(text).map_err(|e| refused(format!("melds: {e}")))?);
        }
        let ctx = MeldContext {
            initial: true,
            going_out: r.went_out.is_some(),
        };
        let infos = check_melds(rules, &melds, ctx).map_err(|e| refused(format!("meld {e}")))?;
        let listed = infos
            .iter()
            .map(MeldInfo::notation)
            .collect::<Vec<_>>()
            .join(" ");
        let melded: Points = infos.iter().map(|i| i.points).sum();
        let mut canastas: IndexMap<String, Points> = IndexMap::new();
        let mut incomplete = Vec::new();
        for info in &infos {
            if info.is_canasta() {
                let kind = canasta_kind(rules, info).ok_or_else(|| {
                    refused(format!(
                        "{} is a canasta {} has no bonus for; its kinds are: {}",
                        info.notation(),
                        rules.name,
                        rules.canasta_kind_names()
                    ))
                })?;
                *canastas.entry(kind).or_default() += 1;
            } else if let Some(kind) = incomplete_kind(rules, info) {
                incomplete.push(kind);
            }
        }
        if r.melded != 0 && r.melded != melded {
            return Err(refused(format!(
                "melded is {} but the melds {listed} add up to {melded}",
                r.melded
            )));
        }
        let given: IndexMap<String, Points> = r
            .canastas
            .iter()
            .filter(|(_, n)| **n != 0)
            .map(|(k, n)| (k.clone(), *n))
            .collect();
        let same =
            given.len() == canastas.len() && given.iter().all(|(k, n)| canastas.get(k) == Some(n));
        if !given.is_empty() && !same {
            return Err(refused(format!(
                "canastas are given as {} but the melds {listed} make {}",
                describe_counts(&given),
                describe_counts(&canastas)
            )));
        }
        let mut given_incomplete = r.incomplete.clone();
        given_incomplete.sort();
        let mut found = incomplete.clone();
        found.sort();
        if !r.incomplete.is_empty() && given_incomplete != found {
            return Err(refused(format!(
                "incomplete is given as [{}] but the melds {listed} leave [{}] incomplete",
                given_incomplete.join(", "),
                found.join(", ")
            )));
        }
        out.melded = melded;
        out.canastas = canastas;
        out.incomplete = incomplete;
    }
    if !r.hands.is_empty() {
        let players = rules.seating.players_per_unit();
        if r.hands.len() > players {
            return Err(refused(format!(
                "{} hands are given, but a side has {players} player{}; give one entry per player",
                r.hands.len(),
                if players == 1 { "" } else { "s" }
            )));
        }
        let undeclared_penalty = rules.red_threes.left_in_hand_penalty.as_ref();
        let black_each = rules.black_threes.as_ref().and_then(|b| b.in_hand_each);
        let (mut points, mut undeclared, mut blacks) = (0, 0, 0);
        let mut holding: IndexMap<String, Points> = IndexMap::new();
        for text in &r.hands {
            let cards = if text.trim().is_empty() {
                Vec::new()
            } else {
                parse_cards(text).map_err(|e| refused(format!("hands: {e}")))?
            };
            for card in &cards {
                match card {
                    Card::RedThree if undeclared_penalty.is_some() => undeclared += 1,
                    Card::RedThree => points += rules.card_values.black_three,
                    Card::BlackThree if black_each.is_some() => blacks += 1,
                    other => points += other.value(&rules.card_values),
                }
            }
            for rank_name in rules.holding_three_or_more.keys() {
                let held = cards
                    .iter()
                    .filter(|c| {
                        c.natural_rank()
                            .is_some_and(|r| rank_plural(r) == rank_name)
                    })
                    .count();
                if held >= 3 {
                    *holding.entry(rank_name.clone()).or_default() += 1;
                }
            }
        }
        let listed = r.hands.join(" / ");
        let mismatch = |field: &str, given: Points, found: Points| {
            refused(format!(
                "{field} is {given} but the hands {listed} make {found}"
            ))
        };
        if r.in_hand != 0 && r.in_hand != points {
            return Err(mismatch("in_hand", r.in_hand, points));
        }
        if r.black_threes_in_hand != 0 && r.black_threes_in_hand != blacks {
            return Err(mismatch(
                "black_threes_in_hand",
                r.black_threes_in_hand,
                blacks,
            ));
        }
        if let Some(penalty) = undeclared_penalty {
            let given = r.penalties.get(penalty).copied().unwrap_or(0);
            if given != 0 && given != undeclared {
                return Err(mismatch(&format!("penalties.{penalty}"), given, undeclared));
            }
        }
        for (rank, &n) in &r.holding {
            let found = holding.get(rank).copied().unwrap_or(0);
            if n != 0 && n != found {
                return Err(mismatch(&format!("holding.{rank}"), n, found));
            }
        }
        out.in_hand = points;
        out.black_threes_in_hand = blacks;
        out.holding = holding;
        if let Some(penalty) = undeclared_penalty
            && undeclared > 0
        {
            out.penalties.insert(penalty.clone(), undeclared);
        }
    }
    Ok(out)
}

fn describe_counts(counts: &IndexMap<String, Points>) -> String {
    if counts.is_empty() {
        return "none".into();
    }
    counts
        .iter()
        .map(|(k, n)| format!("{n} {k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn unit_word(rules: &Rules) -> &'static str {
    match rules.seating {
        Seating::Partnerships {
            players_per_side: 1,
            ..
        }
        | Seating::LoneAgainstPartnership { .. } => "players",
        Seating::Partnerships { .. } => "sides",
    }
}

fn unit_word_singular(rules: &Rules) -> &'static str {
    match unit_word(rules) {
        "players" => "player",
        _ => "side",
    }
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

/// Who shares a score this hand: in partnership games every side alone; three-handed,
/// the lone player against the other two (or everyone alone if nobody took the pile).
fn groups(
    rules: &Rules,
    units: &[String],
    hand: &Hand,
    out: Option<&String>,
) -> Result<Vec<Vec<String>>, HandError> {
    match rules.seating {
        Seating::Partnerships { .. } => {
            if hand.lone.is_some() {
                return Err(HandError::LoneNotAllowed {
                    variant: rules.name.clone(),
                });
            }
            Ok(units.iter().map(|u| vec![u.clone()]).collect())
        }
        Seating::LoneAgainstPartnership { .. } => match &hand.lone {
            None => match out {
                Some(went_out) => Err(HandError::LoneMissing {
                    went_out: went_out.clone(),
                }),
                None => Ok(units.iter().map(|u| vec![u.clone()]).collect()),
            },
            Some(lone) => {
                if !units.contains(lone) {
                    return Err(HandError::UnknownUnit {
                        name: lone.clone(),
                        what: "players",
                        known: units.join(", "),
                    });
                }
                let others: Vec<String> = units.iter().filter(|u| *u != lone).cloned().collect();
                let mut groups = vec![vec![lone.clone()], others];
                // Keep seat order of the first member for stable output.
                groups.sort_by_key(|g| units.iter().position(|u| *u == g[0]));
                Ok(groups)
            }
        },
    }
}

/// What a group put on the table together (threes excepted: they stay with their owner).
struct Table {
    went_out: Option<WentOut>,
    special_hand: Option<String>,
    canastas: IndexMap<String, Points>,
    melded: Points,
    in_hand: Points,
    black_threes_in_hand: Points,
    incomplete: Vec<String>,
    holding: IndexMap<String, Points>,
    penalties: IndexMap<String, Points>,
    bonuses: IndexMap<String, Points>,
}

impl Table {
    fn canasta_count(&self) -> Points {
        self.canastas.values().sum()
    }
    fn melded_anything(&self) -> bool {
        self.melded > 0 || self.canasta_count() > 0 || !self.incomplete.is_empty()
    }
}

fn combine(members: &[(&String, &SideResult)]) -> Table {
    let mut table = Table {
        went_out: None,
        special_hand: None,
        canastas: IndexMap::new(),
        melded: 0,
        in_hand: 0,
        black_threes_in_hand: 0,
        incomplete: Vec::new(),
        holding: IndexMap::new(),
        penalties: IndexMap::new(),
        bonuses: IndexMap::new(),
    };
    for (_, r) in members {
        table.went_out = table.went_out.or(r.went_out);
        table.special_hand = table.special_hand.take().or_else(|| r.special_hand.clone());
        for (kind, n) in &r.canastas {
            *table.canastas.entry(kind.clone()).or_default() += n;
        }
        table.melded += r.melded;
        table.in_hand += r.in_hand;
        table.black_threes_in_hand += r.black_threes_in_hand;
        for meld in &r.incomplete {
            if !table.incomplete.contains(meld) {
                table.incomplete.push(meld.clone());
            }
        }
        for (rank, n) in &r.holding {
            *table.holding.entry(rank.clone()).or_default() += n;
        }
        for (p, n) in &r.penalties {
            *table.penalties.entry(p.clone()).or_default() += n;
        }
        for (b, n) in &r.bonuses {
            *table.bonuses.entry(b.clone()).or_default() += n;
        }
    }
    table
}

/// The referee's checks that need a whole side (group) at once.
/// A side that went out has the canastas its variant needs to go out (so many, and of
/// the kinds it names). Also asked by table mode at the canastas answer.
pub fn check_canastas_to_go_out(
    rules: &Rules,
    name: &str,
    canastas: &IndexMap<String, Points>,
) -> Result<(), HandError> {
    let has: Points = canastas.values().copied().sum();
    if has < Points::from(rules.going_out.needs_canastas) {
        return Err(HandError::NotEnoughCanastasToGoOut {
            name: name.to_string(),
            has,
            needs: rules.going_out.needs_canastas,
            variant: rules.name.clone(),
        });
    }
    for (kind, &needs) in &rules.going_out.needs_kinds {
        let has = canastas.get(kind).copied().unwrap_or(0);
        if has < Points::from(needs) {
            return Err(HandError::Refused {
                name: name.to_string(),
                message: format!(
                    "went out with {has} {kind} canasta{}; {} needs at least {needs} to go out",
                    if has == 1 { "" } else { "s" },
                    rules.name
                ),
            });
        }
    }
    Ok(())
}

fn check_group(
    rules: &Rules,
    label: &str,
    table: &Table,
    members: &[(&String, &SideResult)],
) -> Result<(), HandError> {
    let refused = |message: String| HandError::Refused {
        name: label.to_string(),
        message,
    };
    if table.went_out == Some(WentOut::Special) {
        // A special hand is the side's first and only meld (seed 001, American).
        if table.melded_anything() {
            return Err(refused(format!(
                "went out with a special hand, but a special hand is only for a side that has not melded; this side has {} melded{}",
                table.melded,
                if table.canasta_count() > 0 {
                    " and canastas"
                } else {
                    ""
                }
            )));
        }
    } else if table.went_out.is_some() {
        check_canastas_to_go_out(rules, label, &table.canastas)?;
    }
    // A player who went out holds no cards. We can only tell who that player is when an
    // entry is one player (two-handed sides, three-handed players).
    if rules.seating.players_per_unit() == 1 {
        for (name, r) in members {
            if matches!(r.went_out, Some(w) if w != WentOut::Special) && r.in_hand != 0 {
                return Err(HandError::WentOutWithCards {
                    name: (*name).clone(),
                    in_hand: r.in_hand,
                });
            }
        }
    }
    for meld in &table.incomplete {
        if let Some(kind) = &rules.incomplete_melds[meld].completes_as
            && table.canastas.get(kind).copied().unwrap_or(0) > 0
        {
            return Err(refused(format!(
                "has both a complete {kind} canasta and an incomplete {meld} meld; once that canasta is closed no other meld of its rank can be begun"
            )));
        }
    }
    let mut needed = 0;
    let mut claimed = Vec::new();
    for (kind, &n) in &table.canastas {
        if n > 0 {
            needed += n * rules.canastas[kind].min_points(&rules.card_values);
            claimed.push(crate::text::count_phrase(
                n,
                &format!("{kind} canasta"),
                "s",
            ));
        }
    }
    for meld in &table.incomplete {
        needed += rules.incomplete_melds[meld].min_points;
        claimed.push(format!("an incomplete {meld} meld"));
    }
    if table.melded < needed {
        return Err(HandError::CanastasExceedMelded {
            name: label.to_string(),
            canastas: claimed.join(" and "),
            melded: table.melded,
            needed,
        });
    }
    Ok(())
}

/// Lines shared by everyone in a group: canastas, going out, penalties for incomplete
/// melds and held cards, cards melded and in hand, named penalties.
fn table_lines(rules: &Rules, table: &Table) -> Vec<Line> {
    let mut lines = Vec::new();
    if let Some(hand) = &table.special_hand {
        // The side scores only its special hand (seed 001, American scoring item 6).
        lines.push(Line {
            item: Item::SpecialHand { hand: hand.clone() },
            points: rules.special_hands.get(hand).map_or(0, |h| h.points),
        });
        return lines;
    }
    let cards_only = !rules
        .only_cards_count_against_side_without
        .met(table.melded_anything(), &table.canastas);
    if cards_only {
        if table.melded > 0 {
            lines.push(Line {
                item: Item::Melded {
                    against_side_without: Some(rules.only_cards_count_against_side_without.clone()),
                },
                points: -table.melded,
            });
        }
        push_in_hand(rules, table, &mut lines);
        push_penalties(rules, table, &mut lines);
        return lines;
    }
    // Canastas, largest bonus first.
    let mut kinds: Vec<(&String, &crate::rules::CanastaKind)> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(name, k)| (-k.bonus, (*name).clone()));
    for (kind, spec) in kinds {
        let n = table.canastas.get(kind).copied().unwrap_or(0);
        if n > 0 {
            lines.push(Line {
                item: Item::Canastas {
                    kind: kind.clone(),
                    count: n,
                },
                points: n * spec.bonus,
            });
        }
    }
    let going_out = &rules.going_out;
    let bonus = match table.went_out {
        Some(WentOut::Normal) => Some(going_out.bonus),
        Some(WentOut::Concealed) => Some(going_out.concealed_bonus.unwrap_or(going_out.bonus)),
        Some(WentOut::HandCanasta) => Some(going_out.hand_canasta_bonus.unwrap_or(going_out.bonus)),
        Some(WentOut::Special) | None => None,
    };
    if let (Some(how), Some(points)) = (table.went_out, bonus) {
        lines.push(Line {
            item: Item::GoingOut { how },
            points,
        });
    }
    for meld in &table.incomplete {
        lines.push(Line {
            item: Item::IncompleteMeld { meld: meld.clone() },
            points: rules.incomplete_melds[meld].penalty,
        });
    }
    for (rank, value) in &rules.holding_three_or_more {
        let n = table.holding.get(rank).copied().unwrap_or(0);
        if n > 0 {
            lines.push(Line {
                item: Item::Holding {
                    rank: rank.clone(),
                    players: n,
                },
                points: n * value,
            });
        }
    }
    if table.melded > 0 {
        let counts_for = rules
            .melded_cards_count_against_side_without
            .met(true, &table.canastas);
        lines.push(if counts_for {
            Line {
                item: Item::Melded {
                    against_side_without: None,
                },
                points: table.melded,
            }
        } else {
            Line {
                item: Item::Melded {
                    against_side_without: Some(
                        rules.melded_cards_count_against_side_without.clone(),
                    ),
                },
                points: -table.melded,
            }
        });
    }
    push_in_hand(rules, table, &mut lines);
    push_penalties(rules, table, &mut lines);
    lines
}

fn push_in_hand(rules: &Rules, table: &Table, lines: &mut Vec<Line>) {
    // Some tables do not deduct the cards left in hand (`in_hand_counts: false`).
    if table.in_hand > 0 && rules.in_hand_counts {
        lines.push(Line {
            item: Item::InHand,
            points: -table.in_hand,
        });
    }
    if table.black_threes_in_hand > 0 {
        let each = rules
            .black_threes
            .as_ref()
            .and_then(|b| b.in_hand_each)
            .unwrap_or(0);
        lines.push(Line {
            item: Item::BlackThreesInHand {
                count: table.black_threes_in_hand,
            },
            points: table.black_threes_in_hand * each,
        });
    }
}

fn push_penalties(rules: &Rules, table: &Table, lines: &mut Vec<Line>) {
    for (name, value) in &rules.bonuses {
        let n = table.bonuses.get(name).copied().unwrap_or(0);
        if n > 0 {
            lines.push(Line {
                item: Item::Bonus {
                    name: name.clone(),
                    count: n,
                },
                points: n * value,
            });
        }
    }
    for (name, value) in &rules.penalties {
        let n = table.penalties.get(name).copied().unwrap_or(0);
        if n > 0 {
            lines.push(Line {
                item: Item::Penalty {
                    name: name.clone(),
                    count: n,
                },
                points: n * value,
            });
        }
    }
}

/// One member's threes: the schedule values of their red (and, where scored, black)
/// threes, plus, minus or nothing by what their side has on the table.
fn three_lines(rules: &Rules, result: &SideResult, table: &Table) -> Vec<Line> {
    if table.special_hand.is_some()
        || !rules
            .only_cards_count_against_side_without
            .met(table.melded_anything(), &table.canastas)
    {
        return Vec::new();
    }
    let all = rules.red_threes_in_decks();
    let against = &rules.red_threes.count_against_side_without;
    let nothing = &rules.red_threes.count_nothing_for_side_without;
    let melded = table.melded_anything();
    let canastas = &table.canastas;
    let (effect, sign) = if !against.met(melded, canastas) {
        (
            ThreesEffect {
                against_side_without: Some(against.clone()),
                nothing_for_side_without: None,
            },
            -1,
        )
    } else if !nothing.met(melded, canastas) {
        (
            ThreesEffect {
                against_side_without: None,
                nothing_for_side_without: Some(nothing.clone()),
            },
            0,
        )
    } else {
        (ThreesEffect::default(), 1)
    };
    let mut lines = Vec::new();
    if let Ok(n) = u32::try_from(result.red_threes)
        && n > 0
    {
        lines.push(Line {
            item: Item::RedThrees {
                count: result.red_threes,
                all: n == all,
                effect: effect.clone(),
            },
            points: sign * rules.red_three_value(n),
        });
    }
    if let (Some(black), Ok(n)) = (&rules.black_threes, u32::try_from(result.black_threes))
        && n > 0
    {
        lines.push(Line {
            item: Item::BlackThrees {
                count: result.black_threes,
                effect,
            },
            points: sign * black.by_count.get(&n).copied().unwrap_or(0),
        });
    }
    lines
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "score_variant_tests.rs"]
mod variant_tests;
