//! A variant's rules in words (`canasta variants show`): every number of a preset, as a table.

use super::*;

/// A variant's rules as a table.
pub fn rules_table(rules: &Rules) -> String {
    let mut t = table();
    t.set_header(vec!["rule", "value"]);
    let mut row = |k: &str, v: String| {
        t.add_row(vec![Cell::new(k), Cell::new(v)]);
    };
    row("variant", rules.name.clone());
    if !rules.description.is_empty() {
        row("description", rules.description.clone());
    }
    row(
        "players",
        match rules.seating {
            Seating::Partnerships {
                sides,
                players_per_side: 1,
            } => format!("{sides}, each for themselves"),
            Seating::Partnerships {
                sides,
                players_per_side,
            } => format!(
                "{} in {sides} sides of {players_per_side}",
                sides * players_per_side
            ),
            Seating::LoneAgainstPartnership { players } => format!(
                "{players}, each with their own total; each hand one plays alone against the other two"
            ),
        },
    );
    row(
        "decks",
        format!(
            "{} packs: {} jokers, {} red threes",
            rules.decks,
            2 * rules.decks,
            rules.red_threes_in_decks()
        ),
    );
    row(
        "game",
        match (rules.target, rules.hands) {
            (Some(t), Some(h)) => format!(
                "{t} or more, or after {h} {}",
                super::hand_noun(rules.terms).1
            ),
            (Some(t), None) => format!("{t} or more"),
            (None, Some(h)) => format!(
                "after {h} {}; the higher total wins",
                super::hand_noun(rules.terms).1
            ),
            (None, None) => "open".into(),
        },
    );
    row(
        "exact tie at the end",
        match rules.on_tie {
            crate::rules::TieRule::PlayAnotherHand => "play another hand".into(),
            crate::rules::TieRule::SharedWin => "shared win".into(),
            crate::rules::TieRule::WentOutWins => {
                "the side that went out in the last hand wins (else shared)".into()
            }
        },
    );
    let bands: Vec<String> = rules
        .initial_meld
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let next = rules.initial_meld.get(i + 1).and_then(|n| n.from);
            let range = match (b.from, next) {
                (None, Some(n)) => format!("below {n}"),
                (None, None) => "any score".into(),
                (Some(f), Some(n)) => format!("{f} to {}", n - 5),
                (Some(f), None) => format!("{f} or more"),
            };
            format!("{range}: {}", b.min)
        })
        .collect();
    if rules.minimum_by_hand() {
        let n = rules.initial_meld_by_hand.len();
        let by_hand: Vec<String> = rules
            .initial_meld_by_hand
            .iter()
            .enumerate()
            .map(|(i, min)| {
                if i + 1 == n && i > 0 {
                    format!("from hand {}: {min}", i + 1)
                } else {
                    format!("hand {}: {min}", i + 1)
                }
            })
            .collect();
        row("initial meld", format!("by hand: {}", by_hand.join(", ")));
    } else {
        row("initial meld", bands.join("\n"));
    }
    let v = &rules.card_values;
    row(
        "card values",
        format!(
            "joker {}, two {}, ace {}, K-8 {}, 7-4 {}, black three {}",
            v.joker, v.two, v.ace, v.king_to_eight, v.seven_to_four, v.black_three
        ),
    );
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(n, k)| (-k.bonus, (*n).clone()));
    row(
        "canastas",
        kinds
            .iter()
            .map(|(n, k)| {
                if k.describe.is_empty() {
                    format!("{n}: {}", k.bonus)
                } else {
                    format!("{n}: {} - {}", k.bonus, k.describe)
                }
            })
            .collect::<Vec<_>>()
            .join("\n"),
    );
    let g = &rules.going_out;
    let kinds_needed: Vec<String> = g
        .needs_kinds
        .iter()
        .map(|(k, n)| format!("{n} {k}"))
        .collect();
    row(
        "going out",
        format!(
            "needs {} canasta{}{}; bonus {}{}{}",
            g.needs_canastas,
            if g.needs_canastas == 1 { "" } else { "s" },
            if kinds_needed.is_empty() {
                String::new()
            } else {
                format!(" (at least {})", kinds_needed.join(" and "))
            },
            g.bonus,
            match g.concealed_bonus {
                Some(c) => format!("; concealed {c} in all"),
                None => "; no concealed bonus".into(),
            },
            g.hand_canasta_bonus
                .map(|h| format!("; hand canasta {h} in all"))
                .unwrap_or_default()
        ),
    );
    row(
        "red threes",
        rules
            .red_threes
            .by_count
            .iter()
            .map(|(n, p)| format!("{n}: {p}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    if let Some(black) = &rules.black_threes {
        if !black.by_count.is_empty() {
            row(
                "black threes melded",
                black
                    .by_count
                    .iter()
                    .map(|(n, p)| format!("{n}: {p}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
        if let Some(each) = black.in_hand_each {
            row("black threes left in hand", format!("{each} each"));
        }
    }
    let threes = if rules
        .black_threes
        .as_ref()
        .is_some_and(|b| !b.by_count.is_empty())
    {
        "threes"
    } else {
        "red threes"
    };
    row(
        &format!("{threes} count minus"),
        match &rules.red_threes.count_against_side_without {
            crate::rules::Requirement::Nothing => "never".into(),
            r => format!("for a side without {r}"),
        },
    );
    if rules.red_threes.count_nothing_for_side_without != crate::rules::Requirement::Nothing {
        row(
            &format!("{threes} count nothing"),
            format!(
                "for a side without {}",
                rules.red_threes.count_nothing_for_side_without
            ),
        );
    }
    row(
        "melded cards count minus",
        match &rules.melded_cards_count_against_side_without {
            crate::rules::Requirement::Nothing => "never".into(),
            r => format!("for a side without {r}"),
        },
    );
    if rules.only_cards_count_against_side_without != crate::rules::Requirement::Nothing {
        row(
            "only cards count, minus",
            format!(
                "for a side without {}",
                rules.only_cards_count_against_side_without
            ),
        );
    }
    let listing = |items: Vec<String>| items.join("\n");
    if !rules.incomplete_melds.is_empty() {
        row(
            "incomplete melds",
            listing(
                rules
                    .incomplete_melds
                    .iter()
                    .map(|(n, m)| format!("{n}: {}", m.penalty))
                    .collect(),
            ),
        );
    }
    if !rules.holding_three_or_more.is_empty() {
        row(
            "holding three or more",
            listing(
                rules
                    .holding_three_or_more
                    .iter()
                    .map(|(n, p)| format!("{n}: {p} per player"))
                    .collect(),
            ),
        );
    }
    if !rules.special_hands.is_empty() {
        row(
            "special hands",
            listing(
                rules
                    .special_hands
                    .iter()
                    .map(|(n, h)| format!("{n}: {}", h.points))
                    .collect(),
            ),
        );
    }
    let m = &rules.melds;
    let mut meld_rules = vec![format!("at least {} natural cards", m.min_naturals)];
    if let Some(w) = m.max_wilds {
        meld_rules.push(format!("at most {w} wild cards"));
    }
    if m.wilds_at_most_naturals {
        meld_rules.push("never more wild cards than natural".into());
    }
    if let Some(size) = m.max_size {
        meld_rules.push(format!("at most {size} cards"));
    }
    for r in &m.wild_free_ranks {
        meld_rules.push(format!(
            "no wild cards with {}",
            crate::cards::rank_plural(*r)
        ));
    }
    for r in &m.wilds_only_in_initial_meld {
        meld_rules.push(format!(
            "wild cards with {} only in the initial meld",
            crate::cards::rank_plural(*r)
        ));
    }
    meld_rules.push(if m.wild_melds {
        "melds of wild cards allowed".into()
    } else {
        "no melds of wild cards only".into()
    });
    meld_rules.push(if m.black_three_meld_sizes.is_empty() {
        "black threes never melded".into()
    } else {
        format!(
            "black threes only when going out, {} at a time",
            m.black_three_meld_sizes
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" or ")
        )
    });
    if m.one_meld_per_rank {
        meld_rules.push("one meld of a rank per side".into());
    }
    row("melds", meld_rules.join("\n"));
    let w = &rules.initial_meld_ways;
    let mut ways = vec![if w.top_card_counts {
        "the top discard counts toward the minimum, no other pile card".to_string()
    } else {
        "the minimum is met from hand".to_string()
    }];
    if w.needs_clean_meld {
        ways.push("needs a meld of three natural cards without wilds, or a wild meld".into());
    }
    if w.splash {
        ways.push("a complete canasta from hand needs no minimum (splash)".into());
    }
    if w.concealed_out_needs_no_minimum {
        ways.push("going out concealed needs no minimum".into());
    }
    row("initial meld ways", ways.join("\n"));
    let p = &rules.pile;
    let mut pile = vec![if p.always_frozen {
        "always frozen: taken only with a natural pair".to_string()
    } else {
        "frozen by a wild card or red three in it, and against a side that has not melded"
            .to_string()
    }];
    pile.push("a black three or wild card on top stops it".into());
    if p.natural_pair_only && !p.always_frozen {
        pile.push("a natural card and a wild card never take it".into());
    }
    if p.not_onto_completed_canasta {
        pile.push("not taken to add to a completed canasta".into());
    }
    if p.card_matching_opponents_canasta_stops {
        pile.push("a card matching the opponents' completed canasta stops it".into());
    }
    pile.push(if p.one_card_hand_may_take_one_card_pile {
        "a one-card hand may take a one-card pile".into()
    } else {
        "a one-card hand may not take a one-card pile".into()
    });
    row("discard pile", pile.join("\n"));
    row(
        "penalties",
        rules
            .penalties
            .iter()
            .map(|(n, p)| format!("{n}: {p}"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    if !rules.bonuses.is_empty() {
        row(
            "bonuses",
            rules
                .bonuses
                .iter()
                .map(|(n, p)| format!("{n}: +{p}"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    if !rules.in_hand_counts {
        row("cards left in hand", "not deducted".into());
    } else if rules.foot {
        row("cards left in hand", "and in the foot: deducted".into());
    }
    format!("{}\n", fitted(t))
}
