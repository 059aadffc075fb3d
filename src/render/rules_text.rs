//! A variant's rules in words (`canasta variants show`): every number of a preset, as a table.

use super::*;
use crate::render::i18n::Lang;

/// A variant's description in the player's language: a built-in preset's from the
/// catalog (`preset-classic` in `presets.ftl`), a user's own preset's as its file writes
/// it. A rule set that only borrows a built-in name (a user's file saying `name: classic`
/// with a description of its own) keeps its own words: the catalog is used only when the
/// English message is the description itself.
pub fn preset_description(rules: &crate::core::rules::Rules) -> String {
    preset_description_of(&rules.name, &rules.description)
}

/// [`preset_description`] for a listing that has a preset's name and description but
/// not its rules (`canasta variants`, table mode's list, shell completions).
pub fn preset_description_of(name: &str, description: &str) -> String {
    catalog_or(&format!("preset-{name}"), description)
}

/// A variant's name inside a sentence, in the player's language: a built-in preset's
/// from the catalog (`preset-name-burraco-tournament` in `presets.ftl`: "Burraco da torneo"
/// in Italian), so no English id stands in an Italian sentence; English keeps the id the
/// player types (`--variant burraco-tournament`), and a user's own preset its name.
/// Labels (`Game 3 (burraco-tournament)`) keep the id: it is what `--variant` takes.
pub fn variant_name(id: &str) -> String {
    catalog_or(&format!("preset-name-{id}"), id)
}

/// A built-in preset's own English words (a kind of canasta's or a special hand's
/// `describe`: "natural (no wild cards)") in the player's language, from the catalog
/// (`preset-text-natural-no-wild-cards`); words the catalog does not have (a user's
/// preset) as they are written.
pub fn preset_text(english: &str) -> String {
    catalog_or(&format!("preset-text-{}", slug(english)), english)
}

/// The message `id` when English's is `english` word for word, else `english`.
fn catalog_or(id: &str, english: &str) -> String {
    if english.is_empty() {
        return String::new();
    }
    if i18n::text_in(Lang::En, id, None) == english {
        i18n::text(id, None)
    } else {
        english.to_string()
    }
}

/// The id-safe form of English words: lower case letters and digits, `-` between.
pub(crate) fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// A preset's key (a kind of canasta, a penalty, a bonus, a special hand) in a rules
/// text: the language's word for it (`no pudo cortar`), or, where the word is the key
/// itself (English, a user's own key), the key as the preset and the command line write
/// it (`failed_to_go_out`).
pub(crate) fn named(key: &str) -> String {
    kind_named(key, crate::core::rules::Terms::default())
}

/// A preset's key in the rules table: the language's word for it, agreeing with the
/// variant's word for a canasta (Italian Burraco's `pulito`); where the language has no
/// word (English, a user's own key), the key's words (`wild twos`, `failed to go out`), so
/// that every kind of a table reads in one shape (issue 45).
fn kind_named(key: &str, terms: crate::core::rules::Terms) -> String {
    i18n::kind_word(key, terms, false)
}

/// What a rule asks of a side, in words: "a meld", "1 canasta", "a natural canasta".
fn requirement(req: &crate::core::rules::Requirement) -> String {
    use crate::core::rules::Requirement;
    let (what, count, kind) = match req {
        Requirement::Nothing => ("nothing", 0, String::new()),
        Requirement::AMeld => ("meld", 0, String::new()),
        Requirement::Canastas(n) => ("canastas", *n, String::new()),
        Requirement::KindCanasta(kind) => ("kind", 1, i18n::word(kind)),
    };
    tr!("sheet-requirement", what = what, count = count, kind = kind)
}

/// "never", or "for a side without a meld".
fn counts_minus(req: &crate::core::rules::Requirement) -> String {
    match req {
        crate::core::rules::Requirement::Nothing => tr!("sheet-rules-never"),
        r => tr!("sheet-rules-side-without", requirement = requirement(r)),
    }
}

/// A variant's rules as a table.
pub fn rules_table(rules: &Rules) -> String {
    let mut t = table();
    t.set_header(vec![
        tr!("sheet-rules-col-rule"),
        tr!("sheet-rules-col-value"),
    ]);
    let mut row = |k: String, v: String| {
        t.add_row(vec![Cell::new(k), Cell::new(v)]);
    };
    let term = hand_term(rules.terms);
    seating_and_minimum_rows(rules, term, &mut row);
    count_and_canasta_rows(rules, &mut row);
    meld_rows(rules, &mut row);
    initial_meld_and_pile_rows(rules, &mut row);
    format!("{}\n", fitted(t))
}

/// The rules table's rows: the variant, its players, the deal and the initial meld's minimum.
fn seating_and_minimum_rows(
    rules: &Rules,
    term: &'static str,
    row: &mut dyn FnMut(String, String),
) {
    row(tr!("sheet-rule-variant"), rules.name.clone());
    if !rules.description.is_empty() {
        row(tr!("sheet-rule-description"), preset_description(rules));
    }
    row(
        tr!("sheet-rule-players"),
        match rules.seating {
            Seating::Partnerships {
                sides,
                players_per_side: 1,
            } => tr!("sheet-rules-players-alone", players = sides),
            Seating::Partnerships {
                sides,
                players_per_side,
            } => tr!(
                "sheet-rules-players-sides",
                players = sides * players_per_side,
                sides = sides,
                per_side = players_per_side
            ),
            Seating::LoneAgainstPartnership {
                players,
                pair_share,
                everyone_alone,
            } => {
                let seats = match pair_share {
                    crate::core::rules::PairShare::Whole => {
                        tr!("sheet-rules-players-lone", players = players, term = term)
                    }
                    half => tr!(
                        "sheet-rules-players-lone-half",
                        players = players,
                        term = term,
                        round = if half == crate::core::rules::PairShare::HalfRoundedUp {
                            "up"
                        } else {
                            "down"
                        }
                    ),
                };
                if everyone_alone {
                    format!(
                        "{seats}\n{}",
                        tr!("sheet-rules-players-everyone-alone", term = term)
                    )
                } else {
                    seats
                }
            }
        },
    );
    row(
        tr!("sheet-rule-decks"),
        if rules.ordinary_threes {
            tr!(
                "sheet-rules-decks-ordinary-threes",
                decks = rules.decks,
                jokers = 2 * rules.decks,
                points = Points::from(rules.decks) * rules.pack_points()
            )
        } else {
            tr!(
                "sheet-rules-decks",
                decks = rules.decks,
                jokers = 2 * rules.decks,
                red_threes = rules.red_threes_in_decks()
            )
        },
    );
    row(
        tr!("sheet-rule-game"),
        match (rules.target, rules.hands) {
            (Some(t), Some(h)) => tr!(
                "sheet-rules-game-target-or-hands",
                target = t,
                count = h,
                term = term
            ),
            (Some(t), None) => tr!("sheet-rules-game-target", target = t),
            (None, Some(h)) => tr!("sheet-rules-game-hands", count = h, term = term),
            (None, None) => tr!("sheet-game-open"),
        },
    );
    row(
        tr!("sheet-rule-tie"),
        tr!(
            "sheet-rules-tie",
            rule = match rules.on_tie {
                crate::core::rules::TieRule::PlayAnotherHand => "play-on",
                crate::core::rules::TieRule::SharedWin => "shared",
                crate::core::rules::TieRule::WentOutWins => "went-out-wins",
            },
            term = term
        ),
    );
    let bands: Vec<String> = rules
        .initial_meld
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let next = rules.initial_meld.get(i + 1).and_then(|n| n.from);
            let range = match (b.from, next) {
                (None, Some(n)) => tr!("sheet-rules-band-below", to = n),
                (None, None) => tr!("sheet-rules-band-any"),
                (Some(f), Some(n)) => tr!("sheet-rules-band-range", from = f, to = n - 5),
                (Some(f), None) => tr!("sheet-rules-band-from", from = f),
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
                let which = if i + 1 == n && i > 0 {
                    tr!("sheet-rules-by-hand-from", number = i + 1)
                } else {
                    tr!("sheet-rules-by-hand-one", number = i + 1)
                };
                format!("{which}: {min}")
            })
            .collect();
        row(
            tr!("sheet-rule-initial-meld"),
            tr!("sheet-rules-by-hand", minimums = by_hand.join(", ")),
        );
    } else if rules.initial_meld.iter().any(|b| b.min > 0) {
        // A form without a minimum (the Burraco family's) has no such row.
        row(tr!("sheet-rule-initial-meld"), bands.join("\n"));
    }
}

/// The rules table's rows: what cards count, the canastas, going out, the pot, the threes.
fn count_and_canasta_rows(rules: &Rules, row: &mut dyn FnMut(String, String)) {
    let v = &rules.card_values;
    row(
        tr!("sheet-rule-card-values"),
        if rules.ordinary_threes {
            tr!(
                "sheet-rules-card-values-ordinary-threes",
                joker = v.joker,
                two = v.two,
                ace = v.ace,
                king_to_eight = v.king_to_eight,
                seven_to_three = v.seven_to_four
            )
        } else {
            tr!(
                "sheet-rules-card-values",
                joker = v.joker,
                two = v.two,
                ace = v.ace,
                king_to_eight = v.king_to_eight,
                seven_to_four = v.seven_to_four,
                black_three = v.black_three
            )
        },
    );
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    crate::core::order::sort_by_key(&mut kinds, |(n, k)| (-k.bonus, (*n).clone()));
    row(
        tr!(
            "sheet-rule-canastas",
            canasta_term = i18n::canasta_term(rules.terms)
        ),
        kinds
            .iter()
            .map(|(n, k)| {
                let named = kind_named(n, rules.terms);
                let described = preset_text(&k.describe);
                // One shape for every kind: its name, its bonus, then what it is. A
                // description that begins with the kind's own name (`mixed, any natural
                // rank but sevens`, `clean (pulito; no wild card)`) is said without it.
                let rest = match described.strip_prefix(&named) {
                    Some(rest) => {
                        let rest = rest.trim_start_matches([',', ' ']);
                        rest.strip_prefix('(')
                            .and_then(|r| r.strip_suffix(')'))
                            .unwrap_or(rest)
                            .trim()
                            .to_string()
                    }
                    None => described,
                };
                if rest.is_empty() {
                    format!("{named}: {}", k.bonus)
                } else {
                    format!("{named}: {} - {rest}", k.bonus)
                }
            })
            .collect::<Vec<_>>()
            .join("\n"),
    );
    going_out_rows(rules, row);
}

/// The rules table's rows: going out, the pot, the threes, and what counts against a side.
fn going_out_rows(rules: &Rules, row: &mut dyn FnMut(String, String)) {
    let g = &rules.going_out;
    let kinds_needed: Vec<String> = g
        .needs_kinds
        .iter()
        .map(|(k, n)| format!("{n} {}", kind_named(k, rules.terms)))
        .collect();
    let mut going_out = vec![if kinds_needed.is_empty() {
        tr!(
            "sheet-rules-out-needs",
            count = g.needs_canastas,
            canasta_term = i18n::canasta_term(rules.terms)
        )
    } else {
        tr!(
            "sheet-rules-out-needs-kinds",
            count = g.needs_canastas,
            canasta_term = i18n::canasta_term(rules.terms),
            kinds = and_list(&kinds_needed)
        )
    }];
    going_out.push(tr!("sheet-rules-out-bonus", bonus = g.bonus));
    going_out.push(match g.concealed_bonus {
        Some(c) => tr!("sheet-rules-out-concealed", bonus = c),
        None => tr!("sheet-rules-out-no-concealed"),
    });
    if let Some(h) = g.hand_canasta_bonus {
        going_out.push(tr!("sheet-rules-out-hand-canasta", bonus = h));
    }
    row(tr!("sheet-rule-going-out"), going_out.join("; "));
    if let Some(pot) = &rules.pot {
        let mut lines = vec![tr!("sheet-rules-pot-not-taken", points = pot.not_taken)];
        lines.push(match pot.unplayed {
            crate::core::rules::PotUnplayed::CountsInHand => {
                tr!("sheet-rules-pot-unplayed-in-hand")
            }
            crate::core::rules::PotUnplayed::AsNotTaken => {
                tr!("sheet-rules-pot-unplayed-as-not-taken")
            }
        });
        if pot.going_out_needs_pot {
            lines.push(tr!(
                "sheet-rules-pot-needed-to-go-out",
                pot_term = i18n::pot_term(rules.terms)
            ));
        }
        row(
            tr!("sheet-rule-pot", pot_term = i18n::pot_term(rules.terms)),
            lines.join("\n"),
        );
    }
    if rules.ordinary_threes {
        row(tr!("sheet-rule-threes"), tr!("sheet-rules-threes-ordinary"));
    }
    if !rules.ordinary_threes {
        row(
            tr!("sheet-rule-red-threes"),
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
                    tr!("sheet-rule-black-threes"),
                    black
                        .by_count
                        .iter()
                        .map(|(n, p)| format!("{n}: {p}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                );
            }
            if let Some(each) = black.in_hand_each {
                row(
                    tr!("sheet-rule-black-threes-in-hand"),
                    tr!("sheet-rules-each", points = each),
                );
            }
        }
        let threes = if rules
            .black_threes
            .as_ref()
            .is_some_and(|b| !b.by_count.is_empty())
        {
            "all"
        } else {
            "red"
        };
        row(
            tr!("sheet-rule-threes-minus", threes = threes),
            counts_minus(&rules.red_threes.count_against_side_without),
        );
        if rules.red_threes.count_nothing_for_side_without
            != crate::core::rules::Requirement::Nothing
        {
            row(
                tr!("sheet-rule-threes-nothing", threes = threes),
                tr!(
                    "sheet-rules-side-without",
                    requirement = requirement(&rules.red_threes.count_nothing_for_side_without)
                ),
            );
        }
    }
    row(
        tr!("sheet-rule-melded-minus"),
        counts_minus(&rules.melded_cards_count_against_side_without),
    );
    if rules.only_cards_count_against_side_without != crate::core::rules::Requirement::Nothing {
        row(
            tr!("sheet-rule-only-cards-minus"),
            tr!(
                "sheet-rules-side-without",
                requirement = requirement(&rules.only_cards_count_against_side_without)
            ),
        );
    }
}

/// The rules table's rows: what a meld may hold, and what a hand may not keep.
fn meld_rows(rules: &Rules, row: &mut dyn FnMut(String, String)) {
    let listing = |items: Vec<String>| items.join("\n");
    if !rules.incomplete_melds.is_empty() {
        row(
            tr!("sheet-rule-incomplete-melds"),
            listing(
                rules
                    .incomplete_melds
                    .iter()
                    .map(|(n, m)| format!("{}: {}", kind_named(n, rules.terms), m.penalty))
                    .collect(),
            ),
        );
    }
    if !rules.holding_three_or_more.is_empty() {
        row(
            tr!("sheet-rule-holding"),
            listing(
                rules
                    .holding_three_or_more
                    .iter()
                    .map(|(n, p)| {
                        format!(
                            "{}: {}",
                            kind_named(n, rules.terms),
                            tr!("sheet-rules-per-player", points = *p)
                        )
                    })
                    .collect(),
            ),
        );
    }
    if !rules.special_hands.is_empty() {
        row(
            tr!("sheet-rule-special-hands"),
            listing(
                rules
                    .special_hands
                    .iter()
                    .map(|(n, h)| format!("{}: {}", kind_named(n, rules.terms), h.points))
                    .collect(),
            ),
        );
    }
    let m = &rules.melds;
    let mut meld_rules = vec![tr!("sheet-rules-melds-naturals", count = m.min_naturals)];
    if let Some(w) = m.max_wilds {
        meld_rules.push(tr!("sheet-rules-melds-max-wilds", count = w));
    }
    if m.wilds_at_most_naturals {
        meld_rules.push(tr!("sheet-rules-melds-wilds-at-most-naturals"));
    }
    if let Some(size) = m.max_size {
        meld_rules.push(tr!("sheet-rules-melds-max-size", count = size));
    }
    for r in &m.wild_free_ranks {
        meld_rules.push(tr!(
            "sheet-rules-melds-wild-free",
            ranks = super::reasons::ranks(*r)
        ));
    }
    for r in &m.wilds_only_in_initial_meld {
        meld_rules.push(tr!(
            "sheet-rules-melds-wilds-only-initial",
            ranks = super::reasons::ranks(*r)
        ));
    }
    meld_rules.push(if m.wild_melds {
        tr!("sheet-rules-melds-wild-melds")
    } else {
        tr!("sheet-rules-melds-no-wild-melds")
    });
    meld_rules.push(if rules.ordinary_threes {
        String::new()
    } else if m.black_three_meld_sizes.is_empty() {
        tr!("sheet-rules-melds-black-threes-never")
    } else {
        tr!(
            "sheet-rules-melds-black-threes",
            sizes = m
                .black_three_meld_sizes
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(&tr!("sheet-or"))
        )
    });
    if m.one_meld_per_rank {
        meld_rules.push(tr!("sheet-rules-melds-one-per-rank"));
    }
    meld_rules.retain(|l| !l.is_empty());
    row(tr!("sheet-rule-melds"), meld_rules.join("\n"));
}

/// The rules table's rows: the penalties (`none` where there are none), the bonuses,
/// and whether cards in hand count.
fn penalty_rows(rules: &Rules, row: &mut dyn FnMut(String, String)) {
    // A form without penalties says so, rather than an empty row.
    let penalties: Vec<String> = rules
        .penalties
        .iter()
        .map(|(n, p)| format!("{}: {p}", kind_named(n, rules.terms)))
        .collect();
    row(
        tr!("sheet-rule-penalties"),
        if penalties.is_empty() {
            tr!("sheet-rules-none")
        } else {
            penalties.join("\n")
        },
    );
    if !rules.bonuses.is_empty() {
        row(
            tr!("sheet-rule-bonuses"),
            rules
                .bonuses
                .iter()
                .map(|(n, p)| format!("{}: +{p}", kind_named(n, rules.terms)))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    if !rules.in_hand_counts {
        row(
            tr!("sheet-rule-in-hand"),
            tr!("sheet-rules-in-hand-not-deducted"),
        );
    } else if rules.foot {
        row(tr!("sheet-rule-in-hand"), tr!("sheet-rules-in-hand-foot"));
    }
}

/// The rules table's rows: the ways to the initial meld, the pile, and what ends a game.
fn initial_meld_and_pile_rows(rules: &Rules, row: &mut dyn FnMut(String, String)) {
    let w = &rules.initial_meld_ways;
    let mut ways = vec![if w.top_card_counts {
        tr!(
            "sheet-rules-ways-top-counts",
            canasta_term = i18n::canasta_term(rules.terms)
        )
    } else {
        tr!("sheet-rules-ways-from-hand")
    }];
    if w.needs_clean_meld {
        ways.push(tr!("sheet-rules-ways-clean-meld"));
    }
    if w.splash {
        ways.push(tr!("sheet-rules-ways-splash"));
    }
    if w.concealed_out_needs_no_minimum {
        ways.push(tr!("sheet-rules-ways-concealed"));
    }
    // The ways to the minimum, where there is one.
    if rules.minimum_by_hand() || rules.initial_meld.iter().any(|b| b.min > 0) {
        row(tr!("sheet-rule-initial-meld-ways"), ways.join("\n"));
    }
    let p = &rules.pile;
    let mut pile = vec![if p.never_frozen {
        tr!("sheet-rules-pile-never-frozen")
    } else if p.always_frozen {
        tr!("sheet-rules-pile-always-frozen")
    } else {
        tr!("sheet-rules-pile-frozen")
    }];
    if !p.never_frozen {
        pile.push(tr!("sheet-rules-pile-stops"));
    }
    if p.natural_pair_only && !p.always_frozen {
        pile.push(tr!("sheet-rules-pile-natural-pair-only"));
    }
    if p.not_onto_completed_canasta {
        pile.push(tr!("sheet-rules-pile-not-onto-completed"));
    }
    if p.card_matching_opponents_canasta_stops {
        pile.push(tr!("sheet-rules-pile-matching-stops"));
    }
    if !p.never_frozen {
        pile.push(if p.one_card_hand_may_take_one_card_pile {
            tr!("sheet-rules-pile-one-card-may")
        } else {
            tr!("sheet-rules-pile-one-card-may-not")
        });
    }
    row(
        tr!(
            "sheet-rule-pile",
            canasta_term = i18n::canasta_term(rules.terms)
        ),
        pile.join("\n"),
    );
    penalty_rows(rules, row);
    if let Some(runs) = &rules.melds.runs {
        let sets = match &runs.set_ranks {
            crate::core::runs::SetRanks::All => tr!("sheet-rules-runs-sets-all"),
            crate::core::runs::SetRanks::None => tr!("sheet-rules-runs-sets-none"),
            crate::core::runs::SetRanks::Only(_) => tr!(
                "sheet-rules-runs-sets-only",
                ranks = runs
                    .set_ranks
                    .ranks()
                    .iter()
                    .map(|r| r.symbol())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        };
        let ace = match (runs.ace_low, runs.ace_high) {
            (true, true) => "both",
            (true, false) => "low",
            (false, true) => "high",
            (false, false) => "neither",
        };
        row(
            tr!("sheet-rule-runs"),
            tr!(
                "sheet-rules-runs",
                min = runs.min_run,
                max = runs.max_run,
                ace = ace,
                wilds = runs.max_wilds,
                natural_two = if runs.natural_two { "yes" } else { "no" },
                sets = sets
            )
            // A line for each of its rules, as the other rows list theirs.
            .replace("; ", "\n"),
        );
    }
    if !rules.victory_points.is_empty() {
        // Each band as "from-to: winner/loser", the last "from and more".
        let mut from = 0;
        let bands: Vec<String> = rules
            .victory_points
            .iter()
            .map(|b| {
                let said = match b.up_to {
                    Some(to) => tr!(
                        "sheet-rules-victory-band",
                        from = from,
                        to = to,
                        winner = b.winner,
                        loser = b.loser
                    ),
                    None => tr!(
                        "sheet-rules-victory-last",
                        from = from,
                        winner = b.winner,
                        loser = b.loser
                    ),
                };
                from = b.up_to.map_or(from, |to| to + 5);
                said
            })
            .collect();
        row(tr!("sheet-rule-victory-points"), bands.join("\n"));
    }
}

/// The names a game's sides get when none are given, in the player's language
/// (`Nosotros`, `Ellos` in Spanish; `Jugador 1`): a game then keeps them as its data.
pub fn default_side_names(rules: &crate::core::rules::Rules) -> Vec<String> {
    side_names(&crate::game::default_sides(rules))
}

/// The default sides `sides` named in the player's language.
pub fn side_names(sides: &[crate::game::DefaultSide]) -> Vec<String> {
    sides
        .iter()
        .map(|d| match *d {
            crate::game::DefaultSide::We => crate::tr!("word-default-side", which = "we"),
            crate::game::DefaultSide::They => crate::tr!("word-default-side", which = "they"),
            crate::game::DefaultSide::You => crate::tr!("word-default-side", which = "you"),
            crate::game::DefaultSide::Player(n) => crate::tr!("word-default-player", number = n),
        })
        .collect()
}
