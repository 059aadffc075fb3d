//! The sheet, a hand's breakdown and the rest of `sheet.ftl` in Spanish and German: a
//! real Classic game, replayed by the ledger, worded in each language with its real
//! numbers (seed 001 schedules: natural canasta 500, mixed 300, going out 100, concealed
//! 200, one red three 100, all four 800, undeclared red three -500; game 5000).
//!
//! Kind and penalty names are `words.ftl`'s (`i18n::word`), so the lines expected here
//! take them from there: this file checks `sheet.ftl`'s words around them.

use super::i18n::{self, Lang, in_language, word};
use super::*;
use crate::core::ledger::{Report, parse_log, replay};

/// We (Ann, Cy) v They (Bob, Di), Classic, Ann deals first.
/// Hand 1: We 500 + 200 concealed + 205 + 100 = 1005; They 60 - 85 - 500 = -525.
/// Hand 2: We 500 + 300 + 100 + 300 = 1200; They 120 - 40 = 80. Totals 2205, -445.
/// Hand 3: We 1000 + 600 + 100 + 600 + 800 (all four red threes) = 3100; They -210.
/// Totals 5305 and -655: We win by 5960.
const GAME: &str = "\
schema: 2
variant: classic
sides:
- {name: We, players: [Ann, Cy]}
- {name: They, players: [Bob, Di]}
hands:
- results:
    We: {went_out: concealed, red_threes: 1, canastas: {natural: 1}, melded: 205}
    They: {melded: 60, in_hand: 85, penalties: {undeclared_red_three: 1}}
- results:
    We: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 300}
    They: {melded: 120, in_hand: 40}
- results:
    We: {went_out: normal, red_threes: 4, canastas: {natural: 2, mixed: 2}, melded: 600}
    They: {in_hand: 210}
# end of game log
";

/// The game after its first `hands` hands.
fn game(hands: usize) -> (crate::core::ledger::GameLog, Report) {
    let mut log = parse_log(GAME, &|name| crate::core::presets::embedded(name).ok())
        .expect("the test game reads");
    log.hands.truncate(hands);
    let report = replay(&log).expect("the test game adds up");
    (log, report)
}

/// A drawn table's rows, each as its cells (trimmed): laid out for any width, compared
/// cell by cell.
fn rows(table: &str) -> Vec<Vec<String>> {
    table
        .lines()
        .filter(|l| l.starts_with('│'))
        .map(|l| {
            l.trim_matches('│')
                .split(['┆', '│'])
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

fn row(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|c| c.to_string()).collect()
}

fn has_row(table: &str, cells: &[&str]) {
    assert!(
        rows(table).contains(&row(cells)),
        "no row {cells:?} in:\n{table}"
    );
}

#[test]
fn the_sheet_and_a_breakdown_in_spanish() {
    in_language(Lang::Es, || {
        let (_, done) = game(3);
        let (_, two) = game(2);
        let pura = word("natural");

        let first = breakdown(&done, &done.hands[0]);
        assert_eq!(first.lines().next(), Some("Mano 1 (reparte: Ann)"));
        has_row(&first, &["", "puntos"]);
        has_row(&first, &["We:", ""]);
        has_row(&first, &[&format!("1 canasta {pura}"), "+500"]);
        has_row(&first, &["corte de mano", "+200"]);
        has_row(&first, &["cartas bajadas", "+205"]);
        has_row(&first, &["1 tres rojo", "+100"]);
        has_row(&first, &["We en esta mano", "+1005"]);
        has_row(&first, &["cartas en mano", "-85"]);
        has_row(
            &first,
            &[
                &format!("penalización: {} x1", word("undeclared_red_three")),
                "-500",
            ],
        );
        has_row(&first, &["They en esta mano", "-525"]);

        let third = breakdown(&done, &done.hands[2]);
        assert_eq!(third.lines().next(), Some("Mano 3 (reparte: Cy)"));
        // The kind's word agrees with the plural (`words.ftl`'s `.many`).
        has_row(&third, &["2 canastas puras", "+1000"]);
        has_row(&third, &["2 canastas impuras", "+600"]);
        has_row(&third, &["corte", "+100"]);
        has_row(&third, &["cartas bajadas", "+600"]);
        has_row(&third, &["treses rojos (los cuatro)", "+800"]);
        has_row(&third, &["We en esta mano", "+3100"]);

        let sheet = wide_sheet(&done, &done.hands);
        has_row(&sheet, &["Mano", "Reparte", "We", "total", "They", "total"]);
        has_row(
            &sheet,
            &["1", "Ann", "+1005 de mano", "1005", "-525", "-525"],
        );
        has_row(&sheet, &["2", "Bob", "+1200 cortó", "2205", "+80", "-445"]);
        has_row(&sheet, &["3", "Cy", "+3100 cortó", "5305", "-210", "-655"]);
        assert_eq!(
            status_lines(&done),
            "Partida terminada tras 3 manos. Ganada por We, con 5305 (5960 puntos de diferencia).\n"
        );
        assert_eq!(
            status_lines(&two),
            "En ventaja: We, por 2650. Faltan: We 2795, They 5445.\n\
             Mano 3 · reparte: Cy. Mínimo para bajar: We 90, They 15. Partida: 5000.\n"
        );
        let holding = Line {
            item: Item::Holding {
                rank: "aces".into(),
                players: 2,
            },
            points: -3000,
        };
        assert_eq!(line_text(&holding), "2 jugadores con tres o más ases");
        let narrow = narrow_sheet(&two, &two.hands);
        has_row(&narrow, &["1", "Ann", "+1005M  1005", "-525   -525"]);
        assert!(
            narrow.contains(
                "cada columna: el puntaje de la mano, después el total; * cortó, M cortó de mano"
            ),
            "{narrow}"
        );
    });
}

#[test]
fn the_sheet_and_a_breakdown_in_german() {
    in_language(Lang::De, || {
        let (_, done) = game(3);
        let (_, two) = game(2);

        let first = breakdown(&done, &done.hands[0]);
        assert_eq!(first.lines().next(), Some("Runde 1 (gibt: Ann)"));
        has_row(&first, &["", "Punkte"]);
        has_row(&first, &["1 reiner Canasta", "+500"]);
        has_row(&first, &["verdeckt ausgemacht", "+200"]);
        has_row(&first, &["gemeldete Karten", "+205"]);
        has_row(&first, &["1 rote Drei", "+100"]);
        has_row(&first, &["We in dieser Runde", "+1005"]);
        has_row(&first, &["Karten auf der Hand", "-85"]);
        has_row(
            &first,
            &[
                &format!("Strafe: {} x1", word("undeclared_red_three")),
                "-500",
            ],
        );
        has_row(&first, &["They in dieser Runde", "-525"]);

        let second = breakdown(&done, &done.hands[1]);
        assert_eq!(second.lines().next(), Some("Runde 2 (gibt: Bob)"));
        has_row(&second, &["1 gemischter Canasta", "+300"]);
        has_row(&second, &["ausgemacht", "+100"]);

        let third = breakdown(&done, &done.hands[2]);
        has_row(&third, &["2 reine Canastas", "+1000"]);
        has_row(&third, &["2 gemischte Canastas", "+600"]);
        has_row(&third, &["rote Dreien (alle vier)", "+800"]);
        has_row(&third, &["We in dieser Runde", "+3100"]);

        let sheet = wide_sheet(&done, &done.hands);
        has_row(
            &sheet,
            &["Runde", "Geber", "We", "Gesamt", "They", "Gesamt"],
        );
        has_row(
            &sheet,
            &["1", "Ann", "+1005 verdeckt", "1005", "-525", "-525"],
        );
        has_row(&sheet, &["2", "Bob", "+1200 aus", "2205", "+80", "-445"]);
        has_row(&sheet, &["3", "Cy", "+3100 aus", "5305", "-210", "-655"]);
        assert_eq!(
            status_lines(&done),
            "Partie vorbei nach 3 Runden. Sieg: We, mit 5305 (Vorsprung 5960).\n"
        );
        assert_eq!(
            status_lines(&two),
            "In Führung: We, mit 2650 Punkten Vorsprung. Noch nötig: We 2795, They 5445.\n\
             Runde 3 (gibt: Cy). Mindestauslage: We 90, They 15. Partie: 5000.\n"
        );
    });
}

/// English is as it was before the catalogs: the same game, the same words.
#[test]
fn english_reads_as_before() {
    in_language(Lang::En, || {
        let (_, done) = game(3);
        let (_, two) = game(2);
        let first = breakdown(&done, &done.hands[0]);
        assert_eq!(first.lines().next(), Some("Hand 1 (dealer Ann)"));
        has_row(&first, &["1 natural canasta", "+500"]);
        has_row(&first, &["going out concealed", "+200"]);
        has_row(&first, &["penalty: undeclared red three x1", "-500"]);
        has_row(&first, &["We this hand", "+1005"]);
        let third = breakdown(&done, &done.hands[2]);
        has_row(&third, &["2 mixed canastas", "+600"]);
        has_row(&third, &["red threes (all four)", "+800"]);
        assert_eq!(
            status_lines(&two),
            "Lead: We, by 2650. To go: We 2795, They 5445.\n\
             Hand 3: Cy deals. Initial meld: We 90, They 15. Game: 5000.\n"
        );
        assert_eq!(
            game_over(&done).as_deref(),
            Some("Game over after 3 hands. Winner: We, with 5305 (by 5960).")
        );
    });
}

/// A built-in preset's description comes from the catalog; a rule set that only has a
/// built-in's name, with words of its own, keeps them.
#[test]
fn a_description_is_the_catalogs_only_for_a_built_in_preset() {
    let mut classic = crate::core::presets::embedded("classic").expect("classic");
    in_language(Lang::Es, || {
        assert_eq!(
            preset_description(&classic),
            "Canasta clásica, cuatro jugadores en dos parejas, partida a 5000"
        );
        assert_eq!(
            preset_text("natural (no wild cards)"),
            "pura (sin comodines)"
        );
        classic.description = "Our house rules".into();
        assert_eq!(preset_description(&classic), "Our house rules");
        classic.name = "ours".into();
        assert_eq!(preset_description(&classic), "Our house rules");
        assert_eq!(preset_text("our own kind"), "our own kind");
    });
}

/// Every built-in preset's description, and every kind of canasta and special hand it
/// describes, has its message (a preset added without them shows English everywhere).
#[test]
fn every_built_in_preset_is_in_the_catalog() {
    let mut missing = Vec::new();
    for name in crate::core::presets::names() {
        let rules = crate::core::presets::embedded(name).expect("preset");
        let id = format!("preset-{name}");
        if i18n::text_in(Lang::En, &id, None) != rules.description {
            missing.push(format!("{id} = {}", rules.description));
        }
        let describes = rules
            .canastas
            .values()
            .map(|k| k.describe.clone())
            .chain(rules.special_hands.values().map(|h| h.describe.clone()))
            .filter(|d| !d.is_empty());
        for describe in describes {
            let id = format!("preset-text-{}", rules_text::slug(&describe));
            if i18n::text_in(Lang::En, &id, None) != describe {
                missing.push(format!("{id} = {describe}"));
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "i18n/en/presets.ftl lacks:\n{}",
        missing.join("\n")
    );
}

/// The pieces of English text of every message of `sheet.ftl` that hold two words or
/// more: what would show that a Spanish screen fell back to English.
fn english_phrases() -> Vec<String> {
    use fluent_syntax::ast;
    fn texts(pattern: &ast::Pattern<&str>, into: &mut Vec<String>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => into.push(value.to_string()),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for variant in variants {
                        texts(&variant.value, into);
                    }
                }
                ast::PatternElement::Placeable { .. } => into.push(String::new()),
            }
        }
    }
    let source = i18n::sources(Lang::En)[1];
    let resource = fluent_syntax::parser::parse(source).expect("en/sheet.ftl parses");
    let mut pieces = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry
            && let Some(value) = &message.value
        {
            texts(value, &mut pieces);
        }
    }
    let mut phrases: Vec<String> = pieces
        .iter()
        .flat_map(|p| p.split(['(', ')', ':', ';', ',', '.', '`', '{', '}']))
        .map(|p| p.trim().to_string())
        // The program's commands (`canasta show`) read the same in every language.
        .filter(|p| !p.starts_with("canasta "))
        .filter(|p| {
            p.split_whitespace()
                .filter(|w| w.chars().any(char::is_alphabetic))
                .count()
                >= 2
        })
        .collect();
    phrases.sort();
    phrases.dedup();
    phrases
}

/// `needle` in `hay` as whole words, in any case (a reason begins a sentence).
fn has_words(hay: &str, needle: &str) -> bool {
    let (hay, needle) = (hay.to_lowercase(), needle.to_lowercase());
    let (hay, needle) = (hay.as_str(), needle.as_str());
    hay.match_indices(needle).any(|(at, _)| {
        let before = hay[..at].chars().next_back();
        let after = hay[at + needle.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Everything `sheet.ftl` says about a game, a season and the rules, in one language.
fn everything(lang: Lang) -> String {
    use crate::core::melds::{Frozen, MeldNote, MeldReason, Reason};
    use crate::core::rules::Rank;
    in_language(lang, || {
        let mut out = String::new();
        let (log, done) = game(3);
        let (_, two) = game(2);
        let (_, none) = game(0);
        for report in [&done, &two, &none] {
            out.push_str(&wide_sheet(report, &report.hands));
            out.push_str(&narrow_sheet(report, &report.hands));
            out.push_str(&status_lines(report));
            out.push_str(&sheet_tail(report, 1));
            out.push_str(&chart::chart(report, 80));
            out.push_str(&chart::svg(report));
            for hand in &report.hands {
                out.push_str(&breakdown(report, hand));
            }
        }
        out.push_str(&chart::chart_of(&done, 80, "game"));
        out.push_str(&sides_line(&log));
        for name in crate::core::presets::names() {
            let rules = crate::core::presets::embedded(name).expect("preset");
            out.push_str(&rules_table(&rules));
            out.push_str(&game_words_in(rules.target, rules.hands, rules.terms));
        }
        let season = vec![(log.clone(), done.clone())];
        let stats = crate::core::stats::stats(&season, Some(("We", "They")));
        out.push_str(&stats_table(&stats));
        out.push_str(&players_list(&stats, &Default::default()));
        let summary = crate::store::summary::Summary::of(&log, &done);
        out.push_str(&history(
            &[crate::game::Past {
                id: "1".into(),
                archived: true,
                game: Ok(summary.clone()),
            }],
            &Default::default(),
            None,
        ));
        out.push_str(&game_list(
            &[crate::game::Listed {
                id: "1".into(),
                current: true,
                game: Ok(summary),
            }],
            None,
        ));
        let mut standing = crate::core::matches::Standing {
            name: "club".into(),
            won: [("We".to_string(), 1)].into_iter().collect(),
            points: [("We".to_string(), 5305)].into_iter().collect(),
            victory_points: Default::default(),
            finished: 1,
            in_play: 0,
            winner: None,
            first_to: Some(2),
            games_to_play: None,
        };
        out.push_str(&standing_line(&standing));
        standing.winner = Some("We".into());
        out.push_str(&standing_line(&standing));
        for reason in [
            MeldReason::TopNeedsPair { rank: Rank::King },
            MeldReason::Splash {
                meld: "KKKKKKK".into(),
            },
            MeldReason::ConcealedOut {
                meld: "KKKKKKK".into(),
            },
            MeldReason::NeedsCleanMeld {
                variant: "american".into(),
            },
            MeldReason::Meets {
                counted: 70,
                minimum: 50,
            },
            MeldReason::Short {
                counted: 40,
                minimum: 50,
            },
        ] {
            out.push_str(&meld_reason_text(&reason));
            out.push('\n');
        }
        for note in [
            MeldNote::BonusesNeverCount,
            MeldNote::TopCounts { rank: Rank::Queen },
            MeldNote::TopFromHand {
                variant: "american".into(),
            },
            MeldNote::ConcealedNeedsCanasta,
            MeldNote::ConcealedTookPile,
            MeldNote::SpecialHands {
                hands: vec!["straight".into(), "pairs".into()],
            },
        ] {
            out.push_str(&meld_note_text(&note));
            out.push('\n');
        }
        let frozen = [
            Frozen::Always {
                variant: "american".into(),
            },
            Frozen::WildOrRedThree,
            Frozen::NotMelded,
        ];
        let mut reasons = vec![
            Reason::PileEmpty,
            Reason::BlackThreeOnTop,
            Reason::RedThreeOnTop,
            Reason::WildOnTop,
            Reason::MatchesOpponentsCanasta {
                variant: "viennese".into(),
                rank: Rank::Jack,
            },
            Reason::OneCardPile,
            Reason::NeverFrozen {
                variant: "burraco".into(),
            },
            Reason::ClosedCanasta {
                rank: Rank::Ace,
                max: 7,
            },
            Reason::NaturalPair { rank: Rank::Ten },
            Reason::OntoMeld {
                rank: Rank::Nine,
                meld: "999".into(),
            },
            Reason::NaturalPairOnly {
                variant: "american".into(),
                rank: Rank::Eight,
            },
            Reason::NaturalAndWild { rank: Rank::Six },
            Reason::NotOntoCompleted { rank: Rank::Five },
            Reason::NothingToMeld { rank: Rank::Four },
            Reason::PartnerSaidNo { cost: None },
            Reason::NoPot {
                variant: "burraco".into(),
                pot: crate::core::rules::PotTerm::Pozzetto,
            },
            Reason::PartnerSaidNo { cost: Some(-100) },
            Reason::TooFewCanastas {
                terms: crate::core::rules::Terms::default(),
                have: 1,
                variant: "american".into(),
                needs: 2,
            },
            Reason::TooFewOfKind {
                terms: crate::core::rules::Terms::default(),
                variant: "hand-and-foot".into(),
                kind: "clean".into(),
                needs: 2,
                got: 1,
            },
            Reason::CardsLeft { cards: 3 },
            Reason::NeedsDiscard {
                variant: "american".into(),
            },
            Reason::OutConcealedNoCanasta { discard: true },
            Reason::OutConcealed {
                discard: false,
                bonus: None,
            },
            Reason::OutConcealed {
                discard: true,
                bonus: Some(200),
            },
            Reason::Out {
                terms: crate::core::rules::Terms::default(),
                have: 2,
                discard: false,
            },
            Reason::NoSpecialHands {
                variant: "classic".into(),
            },
            Reason::SpecialHandSize {
                sizes: vec![14, 15],
                cards: 12,
            },
            Reason::SpecialHand {
                describe: "seven pairs without wild cards".into(),
                points: 2500,
            },
            Reason::SpecialNearMiss {
                pairs: Some(7),
                held: vec!["2".into()],
                missing: vec!["7".into(), "A".into()],
            },
            Reason::SpecialNearMiss {
                pairs: None,
                held: vec!["*".into()],
                missing: vec!["3".into()],
            },
            Reason::NotASpecialHand {
                variant: "american".into(),
                kinds: vec!["seven pairs without wild cards".into()],
            },
        ];
        for f in frozen {
            reasons.push(Reason::FrozenShort {
                frozen: f.clone(),
                rank: Rank::King,
                held: 1,
            });
            reasons.push(Reason::FrozenTooBig {
                frozen: f.clone(),
                rank: Rank::Queen,
                table: 5,
                max: 7,
            });
            for needs_minimum in [true, false] {
                reasons.push(Reason::FrozenPair {
                    frozen: f.clone(),
                    rank: Rank::Seven,
                    needs_minimum,
                });
            }
        }
        for reason in &reasons {
            out.push_str(&answers::answer_text(&crate::game::Answer::Verdict(
                crate::core::melds::Verdict {
                    yes: false,
                    reason: reason.clone(),
                },
            )));
        }
        for at in [crate::game::At::Score(1600), crate::game::At::Hand(2)] {
            out.push_str(&answers::answer_text(&crate::game::Answer::Minimum {
                variant: "classic".into(),
                at,
                minimum: 90,
            }));
        }
        out
    })
}

/// The words of `words.ftl` (kinds, penalties, special hands) and the presets' own keys,
/// taken out of a text: they are that file's, checked with it.
fn without_preset_words(mut text: String) -> String {
    let mut keys: Vec<String> = Vec::new();
    for name in crate::core::presets::names() {
        let rules = crate::core::presets::embedded(name).expect("preset");
        keys.extend(rules.canastas.keys().cloned());
        keys.extend(rules.penalties.keys().cloned());
        keys.extend(rules.bonuses.keys().cloned());
        keys.extend(rules.special_hands.keys().cloned());
        keys.extend(rules.incomplete_melds.keys().cloned());
        keys.extend(rules.holding_three_or_more.keys().cloned());
    }
    let mut words: Vec<String> = keys
        .iter()
        .flat_map(|k| [word(k), k.clone(), k.replace('_', " ")])
        .collect();
    // The longest first, so that a word inside another is not taken out alone.
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    for w in words {
        text = text.replace(&w, "");
    }
    text
}

/// No sentence of English's `sheet.ftl` shows through in Spanish.
#[test]
fn spanish_shows_no_english_sentence() {
    let english = everything(Lang::En);
    let spanish = without_preset_words(everything(Lang::Es));
    let phrases = english_phrases();
    // The test sees what it scans: English says its own phrases.
    for phrase in [
        "cards melded",
        "going out concealed",
        "the pile is empty",
        "Running totals",
    ] {
        assert!(phrases.iter().any(|p| p == phrase), "{phrase}");
        assert!(has_words(&english, phrase), "{phrase}");
    }
    let leaks: Vec<&String> = phrases.iter().filter(|p| has_words(&spanish, p)).collect();
    assert!(
        leaks.is_empty(),
        "English in the Spanish output: {leaks:?}\n{spanish}"
    );
}
