//! The lines of a side's score, in the order a score pad lists them, and the canastas a side needs to go out: the referee's arithmetic item by item.

use super::*;

/// Who shares a score this hand: in partnership games every side alone; three-handed,
/// the lone player against the other two (or everyone alone if nobody took the pile).
pub(super) fn groups(
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
        Seating::LoneAgainstPartnership { everyone_alone, .. } => match &hand.lone {
            None => match out {
                Some(went_out) if !everyone_alone => Err(HandError::LoneMissing {
                    went_out: went_out.clone(),
                }),
                _ => Ok(units.iter().map(|u| vec![u.clone()]).collect()),
            },
            Some(lone) => {
                if !units.contains(lone) {
                    return Err(HandError::UnknownUnit {
                        name: lone.clone(),
                        unit: UnitKind::Player,
                        known: units.to_vec(),
                    });
                }
                let others: Vec<String> = units.iter().filter(|u| *u != lone).cloned().collect();
                let mut groups = vec![vec![lone.clone()], others];
                // Keep seat order of the first member for stable output.
                crate::order::sort_by_key(&mut groups, |g| units.iter().position(|u| *u == g[0]));
                Ok(groups)
            }
        },
    }
}

/// What a group put on the table together (threes excepted: they stay with their owner).
pub(super) struct Table {
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
    pot: Option<crate::hand::Pot>,
}

impl Table {
    fn canasta_count(&self) -> Points {
        self.canastas.values().sum()
    }
    fn melded_anything(&self) -> bool {
        self.melded > 0 || self.canasta_count() > 0 || !self.incomplete.is_empty()
    }
}

pub(super) fn combine(members: &[(&String, &SideResult)]) -> Table {
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
        pot: None,
    };
    for (_, r) in members {
        table.pot = table.pot.or(r.pot);
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

/// What a side lacks to go out: the facts, worded by `render` (the referee's refusal) and
/// by the adjudicator's reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shortfall {
    /// Fewer canastas in all than the variant needs.
    TooFew { have: u64, needs: u64 },
    /// Fewer canastas of a kind than `going_out.needs_kinds` names.
    TooFewOfKind { kind: String, needs: u32, got: u64 },
}

/// The one rule on the canastas for going out, asked by the referee (scoring a hand) and
/// the adjudicator ("may I go out?"): so many in all, `canastas` by kind and `any_kind`
/// whose kind was not said, and so many of each kind the variant names. Enough: how many
/// there are in all. Counted in u64, saturating, so no count however large wraps to a
/// small number; a count below zero (the referee refuses those first) counts as none.
pub fn canastas_to_go_out<'a, N>(
    rules: &Rules,
    canastas: impl IntoIterator<Item = (&'a String, &'a N)>,
    any_kind: u64,
) -> Result<u64, Shortfall>
where
    N: Copy + 'a,
    u64: TryFrom<N>,
{
    let counts: Vec<(&String, u64)> = canastas
        .into_iter()
        .map(|(kind, &n)| (kind, u64::try_from(n).unwrap_or(0)))
        .collect();
    let have = counts
        .iter()
        .fold(any_kind, |sum, (_, n)| sum.saturating_add(*n));
    let needs = u64::from(rules.going_out.needs_canastas);
    if have < needs {
        return Err(Shortfall::TooFew { have, needs });
    }
    for (kind, &needs) in &rules.going_out.needs_kinds {
        let got = counts
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |(_, n)| *n);
        if got < u64::from(needs) {
            return Err(Shortfall::TooFewOfKind {
                kind: kind.clone(),
                needs,
                got,
            });
        }
    }
    Ok(have)
}

/// The referee's checks that need a whole side (group) at once.
/// A side that went out has the canastas its variant needs to go out (so many, and of
/// the kinds it names). Also asked by table mode at the canastas answer.
pub fn check_canastas_to_go_out(
    rules: &Rules,
    name: &str,
    canastas: &IndexMap<String, Points>,
) -> Result<(), HandError> {
    match canastas_to_go_out(rules, canastas, 0) {
        Ok(_) => Ok(()),
        Err(shortfall) => Err(HandError::CannotGoOut {
            name: name.to_string(),
            variant: rules.name.clone(),
            shortfall,
            terms: rules.terms,
        }),
    }
}

pub(super) fn check_group(
    rules: &Rules,
    label: &str,
    table: &Table,
    members: &[(&String, &SideResult)],
) -> Result<(), HandError> {
    let refused = |breach: Breach| HandError::Breach {
        name: label.to_string(),
        breach: Box::new(breach),
    };
    if table.went_out == Some(WentOut::Special) {
        // A special hand is the side's first and only meld (seed 001, American).
        if table.melded_anything() {
            return Err(refused(Breach::SpecialHandAfterMelding {
                melded: table.melded,
                canastas: table.canasta_count() > 0,
            }));
        }
    } else if table.went_out.is_some() {
        check_canastas_to_go_out(rules, label, &table.canastas)?;
    }
    // The pot (research file `burraco.md` §2 "Closing", §10): a side goes out only once it
    // has taken its pot; a side that never took it still holds cards.
    if let Some(pot) = &rules.pot {
        let not_taken = table.pot == Some(crate::hand::Pot::NotTaken);
        if not_taken && table.went_out.is_some() && pot.going_out_needs_pot {
            return Err(refused(Breach::OutWithoutPot {
                variant: rules.name.clone(),
                pot: rules.terms.pot,
            }));
        }
        if not_taken && table.in_hand == 0 {
            return Err(refused(Breach::PotNotTakenEmptyHand));
        }
        // Italy (FIBUR Art. 17 via [EB-ART17-NEG]): a pozzetto taken and not played is in
        // hand, all its cards, so the points in hand are at least its cards' cheapest
        // (11 x 5 = 55). Where it is scored as never taken (Brazil), its cards are not.
        let counts_in_hand = pot.unplayed == crate::rules::PotUnplayed::CountsInHand;
        if counts_in_hand && table.pot == Some(crate::hand::Pot::Unplayed) {
            let least = rules.cheapest_cards(u64::from(pot.cards)).unwrap_or(0);
            if table.in_hand < least {
                return Err(HandError::PotUnplayedInHand {
                    name: label.to_string(),
                    cards: pot.cards,
                    least,
                    in_hand: table.in_hand,
                    terms: rules.terms,
                });
            }
        }
    }
    // A player who went out holds no cards. We can only tell who that player is when an
    // entry is one player (two-handed sides, three-handed players). Three-handed, a
    // partnership's going out is typed once, on its shared line, and kept on the first
    // partner's entry; either partner may have gone out, so it is refused only when both
    // still hold cards (the first one named).
    if rules.seating.players_per_unit() == 1 {
        let out = |r: &SideResult| matches!(r.went_out, Some(w) if w != WentOut::Special);
        let partnership = members.len() > 1;
        let someone_empty = members.iter().any(|(_, r)| r.in_hand == 0);
        for (name, r) in members {
            if out(r) && r.in_hand != 0 && !(partnership && someone_empty) {
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
            return Err(refused(Breach::CanastaAndIncomplete {
                kind: kind.clone(),
                meld: meld.clone(),
            }));
        }
    }
    let mut needed = 0;
    let mut claimed = Vec::new();
    for (kind, &n) in &table.canastas {
        if n > 0 {
            needed += n * rules.kind_min_points(&rules.canastas[kind]);
            claimed.push(Claim::Canastas {
                kind: kind.clone(),
                count: n,
            });
        }
    }
    for meld in &table.incomplete {
        needed += rules.incomplete_melds[meld].min_points;
        claimed.push(Claim::Incomplete { meld: meld.clone() });
    }
    // The Burraco family: together the burrachi hold so many cards, and the packs hold
    // only so many cheap ones (eight clean burrachi are 56 cards: at least 360 points in
    // Italian values, not 8 x 35).
    if rules.melds.runs.is_some() {
        let cards: u64 = table
            .canastas
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|(kind, n)| {
                let spec = &rules.canastas[kind];
                let least = match spec.makeup {
                    crate::rules::CanastaMakeup::SemiClean => 8,
                    _ => 7,
                };
                u64::try_from(*n)
                    .unwrap_or(0)
                    .saturating_mul(least.max(u64::from(spec.cards.unwrap_or(0))))
            })
            .sum();
        needed = needed.max(rules.cheapest_cards(cards).unwrap_or(Points::MAX));
    }
    if table.melded < needed {
        return Err(HandError::CanastasExceedMelded {
            terms: rules.terms,
            name: label.to_string(),
            claimed,
            melded: table.melded,
            needed,
        });
    }
    Ok(())
}

/// Lines shared by everyone in a group: canastas, going out, penalties for incomplete
/// melds and held cards, cards melded and in hand, named penalties.
pub(super) fn table_lines(rules: &Rules, table: &Table) -> Vec<Line> {
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
        push_pot(rules, table, &mut lines);
        push_penalties(rules, table, &mut lines);
        return lines;
    }
    // Canastas, largest bonus first.
    let mut kinds: Vec<(&String, &crate::rules::CanastaKind)> = rules.canastas.iter().collect();
    crate::order::sort_by_key(&mut kinds, |(name, k)| (-k.bonus, (*name).clone()));
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
    push_pot(rules, table, &mut lines);
    push_penalties(rules, table, &mut lines);
    lines
}

/// The pot never taken (or, where the form says so, taken and never played): research
/// file `burraco.md` §7, "− 100 if the side never took its pozzetto/morto".
pub(super) fn push_pot(rules: &Rules, table: &Table, lines: &mut Vec<Line>) {
    use crate::hand::Pot;
    let (Some(rule), Some(pot)) = (&rules.pot, table.pot) else {
        return;
    };
    let scored = match pot {
        Pot::Taken => false,
        Pot::NotTaken => true,
        Pot::Unplayed => rule.unplayed == crate::rules::PotUnplayed::AsNotTaken,
    };
    if scored {
        lines.push(Line {
            item: Item::Pot { pot },
            points: rule.not_taken,
        });
    }
}

pub(super) fn push_in_hand(rules: &Rules, table: &Table, lines: &mut Vec<Line>) {
    // Some tables do not deduct the cards left in hand (`in_hand_counts: false`).
    if table.in_hand > 0 && rules.in_hand_counts {
        lines.push(Line {
            item: Item::InHand {
                by: IndexMap::new(),
            },
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

pub(super) fn push_penalties(rules: &Rules, table: &Table, lines: &mut Vec<Line>) {
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
pub(super) fn three_lines(rules: &Rules, result: &SideResult, table: &Table) -> Vec<Line> {
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
mod going_out_tests {
    use super::*;
    use crate::presets::embedded;

    #[test]
    fn one_going_out_rule_for_referee_and_adjudicator() {
        let canadian = embedded("canadian").expect("preset");
        // Counts as the adjudicator has them (u32): huge ones do not wrap.
        let huge: std::collections::BTreeMap<String, u32> =
            [("mixed".to_string(), u32::MAX)].into_iter().collect();
        assert_eq!(
            canastas_to_go_out(&canadian, &huge, u64::from(u32::MAX)),
            Err(Shortfall::TooFewOfKind {
                kind: "natural".into(),
                needs: 2,
                got: 0
            })
        );
        // Counts as the referee has them (Points).
        let few: IndexMap<String, Points> = [("natural".to_string(), 2)].into_iter().collect();
        assert_eq!(
            canastas_to_go_out(&canadian, &few, 0),
            Err(Shortfall::TooFew { have: 2, needs: 3 })
        );
        let enough: IndexMap<String, Points> =
            [("natural".to_string(), 2), ("wild".to_string(), 1)]
                .into_iter()
                .collect();
        assert_eq!(canastas_to_go_out(&canadian, &enough, 0), Ok(3));
    }
}
