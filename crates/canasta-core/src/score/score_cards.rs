//! Hands entered card by card: each side's melds and cards in hand counted into the totals the referee scores, checked against the meld rules and against what the packs hold.

use super::*;

/// Work out the counts of every side that was entered card by card (`melds`, `hands`),
/// checking each meld against the variant's meld rules. Counts given as well must agree
/// with the cards, or the hand is refused with both numbers.
pub fn count_cards(rules: &Rules, hand: &Hand) -> Result<Hand, HandError> {
    let mut out = hand.clone();
    for (name, result) in out.results.iter_mut() {
        *result = count_side_cards(rules, name, result)?;
    }
    if rules.melds.runs.is_some() {
        check_family_cards_exist(rules, hand)?;
    } else {
        check_cards_exist(rules, hand)?;
    }
    Ok(out)
}

/// The Burraco family's cards written out across all sides: at most `decks` of each card
/// of a suit, four a pack of each rank, two jokers a pack.
fn check_family_cards_exist(rules: &Rules, hand: &Hand) -> Result<(), HandError> {
    use crate::runs::{PackCard, parse_melds};
    let mut by_card: IndexMap<String, Points> = IndexMap::new();
    let mut by_rank: IndexMap<String, Points> = IndexMap::new();
    for result in hand.results.values() {
        for text in result.melds.iter().chain(&result.hands) {
            for card in parse_melds(text).unwrap_or_default().into_iter().flatten() {
                let rank = match card {
                    PackCard::Joker => "*".to_string(),
                    PackCard::Ranked(r, _) => r.symbol().to_string(),
                };
                *by_rank.entry(rank).or_default() += 1;
                if card.suit().is_some() {
                    *by_card.entry(card.to_string()).or_default() += 1;
                }
            }
        }
    }
    let packs = Points::from(rules.decks);
    let too_many = |symbol: &str, count: Points, max: Points| HandError::TooManyCards {
        symbol: symbol.to_string(),
        count,
        decks: rules.decks,
        max,
    };
    for (symbol, &n) in &by_card {
        if n > packs {
            return Err(too_many(symbol, n, packs));
        }
    }
    for (symbol, &n) in &by_rank {
        let max = if symbol == "*" { 2 * packs } else { 4 * packs };
        if n > max {
            return Err(too_many(symbol, n, max));
        }
    }
    Ok(())
}

/// Cards written out across all sides cannot exceed what the packs hold: four of each
/// rank and four twos per pack, two jokers per pack.
pub(super) fn check_cards_exist(rules: &Rules, hand: &Hand) -> Result<(), HandError> {
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
            return Err(HandError::TooManyCards {
                symbol: (*symbol).to_string(),
                count: n,
                decks: rules.decks,
                max,
            });
        }
    }
    Ok(())
}

pub(super) fn count_side_cards(
    rules: &Rules,
    name: &str,
    r: &SideResult,
) -> Result<SideResult, HandError> {
    let refused = |breach: Breach| HandError::Breach {
        name: name.to_string(),
        breach: Box::new(breach),
    };
    if let Some(runs) = &rules.melds.runs {
        return count_family_cards(rules, runs, name, r);
    }
    let mut out = r.clone();
    if !r.melds.is_empty() {
        let mut melds: Vec<Vec<Card>> = Vec::new();
        for text in &r.melds {
            melds.extend(parse_melds(text).map_err(|error| {
                refused(Breach::Notation {
                    written: Written::Melds,
                    error,
                })
            })?);
        }
        let ctx = MeldContext {
            initial: true,
            going_out: r.went_out.is_some(),
        };
        let infos =
            check_melds(rules, &melds, ctx).map_err(|error| refused(Breach::Meld { error }))?;
        let listed: Vec<String> = infos.iter().map(MeldInfo::notation).collect();
        let melded: Points = infos.iter().map(|i| i.points).sum();
        let mut canastas: IndexMap<String, Points> = IndexMap::new();
        let mut incomplete = Vec::new();
        for info in &infos {
            if info.is_canasta() {
                let kind = canasta_kind(rules, info).ok_or_else(|| {
                    refused(Breach::CanastaOfNoKind {
                        meld: info.notation(),
                        variant: rules.name.clone(),
                        known: rules.canastas.keys().cloned().collect(),
                    })
                })?;
                *canastas.entry(kind).or_default() += 1;
            } else if let Some(kind) = incomplete_kind(rules, info) {
                incomplete.push(kind);
            }
        }
        counts_agree(r, melded, &canastas, &listed).map_err(|b| refused(*b))?;
        let mut given_incomplete = r.incomplete.clone();
        crate::order::sort(&mut given_incomplete);
        let mut found = incomplete.clone();
        crate::order::sort(&mut found);
        if !r.incomplete.is_empty() && given_incomplete != found {
            return Err(refused(Breach::IncompleteDisagrees {
                given: given_incomplete,
                found,
                melds: listed,
            }));
        }
        out.melded = melded;
        out.canastas = canastas;
        out.incomplete = incomplete;
    }
    if !r.hands.is_empty() {
        let players = rules.seating.players_per_unit();
        if r.hands.len() > players {
            return Err(refused(Breach::TooManyHands {
                given: r.hands.len(),
                players,
            }));
        }
        let undeclared_penalty = rules.red_threes.left_in_hand_penalty.as_ref();
        let black_each = rules.black_threes.as_ref().and_then(|b| b.in_hand_each);
        let (mut points, mut undeclared, mut blacks) = (0, 0, 0);
        let mut holding: IndexMap<String, Points> = IndexMap::new();
        for text in &r.hands {
            let cards = if text.trim().is_empty() {
                Vec::new()
            } else {
                parse_cards(text).map_err(|error| {
                    refused(Breach::Notation {
                        written: Written::Hands,
                        error,
                    })
                })?
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
        let mismatch = |field: &str, given: Points, found: Points| {
            refused(Breach::HandsDisagree {
                field: field.to_string(),
                given,
                found,
                hands: r.hands.clone(),
            })
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

/// What a game scores, by its seating: players when a side is one player, else sides.
pub(super) fn unit_kind(rules: &Rules) -> UnitKind {
    match rules.seating {
        Seating::Partnerships {
            players_per_side: 1,
            ..
        }
        | Seating::LoneAgainstPartnership { .. } => UnitKind::Player,
        Seating::Partnerships { .. } => UnitKind::Side,
    }
}

/// The totals given beside cards agree with what the cards make: the points melded and
/// the canastas by kind (given as none: nothing to agree with).
fn counts_agree(
    r: &SideResult,
    melded: Points,
    canastas: &IndexMap<String, Points>,
    listed: &[String],
) -> Result<(), Box<Breach>> {
    if r.melded != 0 && r.melded != melded {
        return Err(Box::new(Breach::MeldedDisagrees {
            given: r.melded,
            found: melded,
            melds: listed.to_vec(),
        }));
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
        return Err(Box::new(Breach::CanastasDisagree {
            given,
            found: canastas.clone(),
            melds: listed.to_vec(),
        }));
    }
    Ok(())
}

/// The Burraco family's cards (`melds.runs` in the preset): each meld read as a set or a
/// run card by card (`runs::read_meld`), its points by the preset's values, a meld of
/// seven or more the preset's kind of burraco by its makeup (clean, semi-clean, dirty; a
/// semi-clean shape is dirty where the form has no semi-clean kind); the cards in hand
/// counted by the same values. Totals given beside the cards must agree with them.
fn count_family_cards(
    rules: &Rules,
    runs: &crate::runs::RunRules,
    name: &str,
    r: &SideResult,
) -> Result<SideResult, HandError> {
    use crate::runs;
    let refused = |breach: Breach| HandError::Breach {
        name: name.to_string(),
        breach: Box::new(breach),
    };
    let mut out = r.clone();
    if !r.melds.is_empty() {
        let mut melds = Vec::new();
        for text in &r.melds {
            melds.extend(runs::parse_melds(text).map_err(|error| {
                refused(Breach::Notation {
                    written: Written::Melds,
                    error,
                })
            })?);
        }
        let listed: Vec<String> = melds.iter().map(|m| runs::write(m)).collect();

        let mut melded = 0;
        let mut canastas: IndexMap<String, Points> = IndexMap::new();
        for (cards, written) in melds.iter().zip(&listed) {
            let reading = runs::read_meld(runs, cards).map_err(|refusal| {
                refused(Breach::Run {
                    meld: written.clone(),
                    refusal,
                })
            })?;
            melded += runs::points(&rules.card_values, cards);
            match family_kind(rules, runs, &reading) {
                FamilyKind::Short => {}
                FamilyKind::Kind(found) => *canastas.entry(found).or_default() += 1,
                FamilyKind::NoKind => {
                    return Err(refused(Breach::CanastaOfNoKind {
                        meld: written.clone(),
                        variant: rules.name.clone(),
                        known: rules.canastas.keys().cloned().collect(),
                    }));
                }
            }
        }
        counts_agree(r, melded, &canastas, &listed).map_err(|b| refused(*b))?;
        out.melded = melded;
        out.canastas = canastas;
    }
    if !r.hands.is_empty() {
        let players = rules.seating.players_per_unit();
        if r.hands.len() > players {
            return Err(refused(Breach::TooManyHands {
                given: r.hands.len(),
                players,
            }));
        }
        let mut points = 0;
        for text in &r.hands {
            for meld in runs::parse_melds(text).map_err(|error| {
                refused(Breach::Notation {
                    written: Written::Hands,
                    error,
                })
            })? {
                points += runs::points(&rules.card_values, &meld);
            }
        }
        if r.in_hand != 0 && r.in_hand != points {
            return Err(refused(Breach::HandsDisagree {
                field: "in_hand".to_string(),
                given: r.in_hand,
                found: points,
                hands: r.hands.clone(),
            }));
        }
        out.in_hand = points;
    }
    Ok(out)
}

/// What a legal meld of the Burraco family is among the preset's kinds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FamilyKind {
    /// Fewer than seven cards: no burraco.
    Short,
    /// A burraco of this kind of the preset.
    Kind(String),
    /// A burraco the preset has no kind for.
    NoKind,
}

/// The preset's kind of burraco a legal meld is (the scorer's and the adjudicator's one
/// rule): the best-paid kind of its makeup (clean, semi-clean, dirty) that it fits (shape,
/// size: a clean run of 13 is a house rules' reale where the preset has one); a
/// semi-clean shape is dirty where the form has no semi-clean kind.
pub fn family_kind(
    rules: &Rules,
    runs: &crate::runs::RunRules,
    reading: &crate::runs::Reading,
) -> FamilyKind {
    use crate::runs::{self, BurracoKind};
    let Some(kind) = runs::burraco_kind(runs, reading) else {
        return FamilyKind::Short;
    };
    let kind_of = |wanted: BurracoKind| {
        rules
            .canastas
            .iter()
            .filter(|(_, k)| {
                k.makeup.burraco() == Some(wanted)
                    && runs::fits(reading, k.shape, k.cards.unwrap_or(0))
            })
            .max_by_key(|(_, k)| k.bonus)
            .map(|(n, _)| n.clone())
    };
    let found = kind_of(kind).or_else(|| {
        (kind == BurracoKind::SemiClean)
            .then(|| kind_of(BurracoKind::Dirty))
            .flatten()
    });
    found.map_or(FamilyKind::NoKind, FamilyKind::Kind)
}
