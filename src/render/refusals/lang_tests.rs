//! Refusals said in another language: the facts (names, numbers, flags) as they are, the
//! sentence the language's own (`i18n/<tag>/refusals.ftl`).

use crate::core::ledger::LedgerError;
use crate::core::melds::MeldRule;
use crate::core::score::{HandError, Shortfall};
use crate::game::{Damaged, Ending, HandRefused, Mend, QuestionRefused};
use crate::render::i18n::{Lang, in_language};
use crate::render::say::Say;

fn went_out_with(have: u64) -> HandError {
    HandError::CannotGoOut {
        terms: crate::core::rules::Terms::default(),
        name: "Noi".into(),
        variant: "classic-2p".into(),
        shortfall: Shortfall::TooFew { have, needs: 2 },
    }
}

#[test]
fn a_hand_refused_in_italian_and_spanish_counts_its_canastas() {
    in_language(Lang::It, || {
        assert_eq!(
            went_out_with(1).said(),
            "Noi: chiusura con 1 canasta; Canasta classica a due ne chiede 2 per chiudere"
        );
        assert_eq!(
            went_out_with(0).said(),
            "Noi: chiusura con 0 canaste; Canasta classica a due ne chiede 2 per chiudere"
        );
    });
    in_language(Lang::Es, || {
        assert_eq!(
            went_out_with(1).said(),
            "Noi: corte con 1 canasta; Canasta clásica para dos pide 2 para cortar"
        );
        let odd = HandError::NotMultipleOfFive {
            name: "Nosotros".into(),
            field: "melded".into(),
            value: 85,
            lower: 85,
            upper: 90,
        };
        assert_eq!(
            odd.said(),
            "Nosotros: cartas bajadas 85; los puntos de cartas son siempre múltiplo de 5 (probá 85 o 90)"
        );
    });
    // English is as it was.
    assert_eq!(
        went_out_with(0).said(),
        "Noi went out with 0 canastas; classic-2p needs 2 to go out"
    );
}

#[test]
fn a_meld_refused_in_spanish_and_italian_names_its_numbers_and_ranks() {
    let few = MeldRule::FewNaturals {
        min: 2,
        variant: "classic".into(),
        naturals: 1,
    };
    let sevens = MeldRule::WildFreeRank {
        rank: crate::core::rules::Rank::Seven,
        variant: "american".into(),
    };
    in_language(Lang::Es, || {
        assert_eq!(
            few.said(),
            "en Canasta clásica un juego necesita al menos 2 cartas naturales; este tiene 1"
        );
        assert_eq!(
            sevens.said(),
            "en Canasta americana nunca se usan comodines en un juego de sietes"
        );
    });
    in_language(Lang::It, || {
        assert_eq!(
            sevens.said(),
            "in Canasta americana le matte non si usano mai in una combinazione di sette"
        );
    });
}

#[test]
fn the_command_line_keeps_its_flags_and_the_table_names_none() {
    let by_hand = QuestionRefused::MinimumByHand {
        variant: "hand-and-foot".into(),
        by_hand: vec![50, 90, 120, 150],
    };
    in_language(Lang::It, || {
        assert_eq!(
            by_hand.said(),
            "Hand and Foot fissa l'apertura minima per mano, non per punteggio: usa --hand N (mano 1: 50, mano 2: 90, mano 3: 120, dalla mano 4: 150)"
        );
        let table = super::for_table(&crate::game::Error::from(by_hand.clone()));
        assert_eq!(
            table,
            "Hand and Foot fissa l'apertura minima per mano (mano 1: 50, mano 2: 90, mano 3: 120, dalla mano 4: 150)"
        );
        assert!(!table.contains("--"), "{table}");
    });
    let over = || HandRefused::GameOver {
        id: "3".into(),
        ending: Ending::Winner {
            side: "Nosotros".into(),
            total: 5120,
            margin: 900,
        },
    };
    in_language(Lang::Es, || {
        assert_eq!(
            over().said(),
            "la partida 3 terminó, ganada por Nosotros, con 5120 (900 puntos de diferencia); empezá una nueva con `canasta new`"
        );
        assert_eq!(
            super::for_table(&crate::game::Error::from(over())),
            "la partida 3 terminó, ganada por Nosotros, con 5120 (900 puntos de diferencia); empezá una partida nueva desde el menú"
        );
    });
}

#[test]
fn a_damaged_game_in_spanish_names_the_commands_only_at_the_command_line() {
    let damaged = Damaged {
        id: "7".into(),
        file: "/data/games/7.yaml".into(),
        error: LedgerError::TooLarge { number: 3 },
        mend: Mend::Hand {
            id: "7".into(),
            number: 3,
        },
    };
    in_language(Lang::Es, || {
        assert_eq!(
            damaged.said(),
            "el archivo de la partida /data/games/7.yaml no cierra: mano 3: un total crece más de lo que cabe en un puntaje (el archivo quedó como estaba; corregí la mano 3 con `canasta edit 3 --game 7 ...`, o sacala con `canasta drop 3 --game 7`)"
        );
        let table =
            super::super::game_refusals::at_table(&crate::game::Error::from(damaged.clone()));
        assert_eq!(
            table,
            "el archivo de la partida /data/games/7.yaml no cierra: mano 3: un total crece más de lo que cabe en un puntaje (el archivo quedó como estaba; hay que corregir o sacar la mano 3 antes de que la partida pueda seguir acá)"
        );
    });
    let after = LedgerError::AfterGameEnd {
        number: 5,
        ended: 4,
        winners: vec!["Noi".into(), "Voi".into()],
    };
    in_language(Lang::It, || {
        assert_eq!(
            after.said(),
            "la mano 5 viene dopo la fine della partita (Noi e Voi: vittoria alla mano 4); inizia una nuova partita"
        );
    });
}

#[test]
fn every_language_words_a_refusal_without_english() {
    let refused = HandRefused::Breaks(Box::new(LedgerError::Hand {
        number: 2,
        error: went_out_with(0),
    }));
    let english = refused.said();
    for lang in [Lang::Es, Lang::PtBr, Lang::It, Lang::De] {
        let said = in_language(lang, || refused.said());
        assert_ne!(said, english, "{lang:?}");
        for word in ["went out", "needs", "nothing was saved"] {
            assert!(!said.contains(word), "{lang:?}: {said}");
        }
        // The variant by its name in the language, not its English id.
        assert!(!said.contains("classic-2p") && said.contains('2'), "{said}");
    }
}

/// A game file whose hand gives `We` twice under `results:` (lines 6 and 8).
const LOG_WITH_WE_TWICE: &str = "schema: 1\nvariant: classic\nsides: [{name: We}, {name: They}]\nhands:\n- results:\n    We: {melded: 50}\n    They: {melded: 60}\n    We: {melded: 70}\n";

fn log_refusal(text: &str) -> String {
    let resolve = |v: &str| crate::core::presets::embedded(v).ok();
    match crate::core::ledger::parse_log(text, &resolve) {
        Err(e) => e.said(),
        Ok(_) => panic!("the log reads"),
    }
}

/// The refusal of `text` given as a hand with `--from hand.yaml` in a game of We and They.
fn hand_refusal(text: &str) -> String {
    let resolve = |v: &str| crate::core::presets::embedded(v).ok();
    let log = crate::core::ledger::parse_log(
        "schema: 1\nvariant: classic\nsides: [{name: We}, {name: They}]\n",
        &resolve,
    )
    .expect("the game reads");
    let source = crate::game::HandText {
        origin: "hand.yaml".into(),
        text: text.into(),
    };
    match crate::game::read_hand(&log, &source) {
        Err(crate::game::Error::Hand(r)) => r.said(),
        Err(e) => e.to_string(),
        Ok(_) => panic!("the hand reads"),
    }
}

#[test]
fn a_key_given_twice_is_named_with_its_line_in_english_and_german() {
    // `We` is given on lines 6 and 8; the refusal names the second, under its field.
    assert_eq!(
        log_refusal(LOG_WITH_WE_TWICE),
        " is not a valid game log at line 8, column 5: hands[0].results: `We` is given twice; give each name once"
    );
    in_language(Lang::De, || {
        assert_eq!(
            log_refusal(LOG_WITH_WE_TWICE),
            " ist kein gültiges Partieprotokoll in Zeile 8, Spalte 5: hands[0].results: `We` steht zweimal da; jeden Namen nur einmal angeben"
        );
    });
    in_language(Lang::Es, || {
        assert_eq!(
            log_refusal(LOG_WITH_WE_TWICE),
            " no es un registro de partida válido en la línea 8, columna 5: hands[0].results: `We` aparece dos veces; cada nombre va una sola vez"
        );
    });
    // A hand from a file: `They` on lines 1 and 3, at the top (no field above it).
    let twice = "results:\n  They: {melded: 50}\n  We: {melded: 60}\n  They: {melded: 70}\n";
    let english = hand_refusal(twice);
    assert!(
        english.starts_with("hand.yaml is not a hand at line 4, column 3: results: `They` is given twice; give each name once\n"),
        "{english}"
    );
    in_language(Lang::PtBr, || {
        let said = hand_refusal(twice);
        assert!(
            said.starts_with("hand.yaml não é uma rodada na linha 4, coluna 3: results: `They` aparece duas vezes; dê cada nome uma vez só\n"),
            "{said}"
        );
    });
}

#[test]
fn the_yaml_librarys_own_words_are_a_quoted_detail_in_another_language() {
    // Not YAML at all: a flow sequence never closed. English says the library's words as
    // it always has; German words what happened and quotes them.
    let unclosed = "schema: 1\nvariant: classic\nsides: [{name: We}\n";
    let detail =
        "did not find expected ',' or ']' at line 4 column 1, while parsing a flow sequence";
    assert_eq!(
        log_refusal(unclosed),
        format!(" is not a valid game log at line 4, column 1: {detail}")
    );
    in_language(Lang::De, || {
        assert_eq!(
            log_refusal(unclosed),
            format!(
                " ist kein gültiges Partieprotokoll in Zeile 4, Spalte 1: kein gültiges YAML (die YAML-Bibliothek sagt, auf Englisch: „{detail}“)"
            )
        );
    });
    // YAML, but not a game: `sides` is a number.
    let shape = "schema: 1\nvariant: classic\nsides: 3\n";
    let detail = "sides: invalid type: integer `3`, expected a sequence";
    assert_eq!(
        log_refusal(shape),
        format!(" is not a valid game log at line 3, column 8: {detail}")
    );
    in_language(Lang::Es, || {
        assert_eq!(
            log_refusal(shape),
            format!(
                " no es un registro de partida válido en la línea 3, columna 8: YAML sin la forma esperada (la biblioteca YAML dice, en inglés: «{detail}»)"
            )
        );
    });
    // A preset's refusal has no place of its own: the place is worded with the problem.
    let preset =
        crate::core::presets::parse("ours.yaml", "name: ours\ntarget: lots\n").unwrap_err();
    let detail = "target: invalid type: string \"lots\", expected i64";
    assert_eq!(
        preset.said(),
        format!("preset `ours.yaml` is not a valid rule set: {detail} at line 2 column 9")
    );
    in_language(Lang::It, || {
        assert_eq!(
            preset.said(),
            format!(
                "il preset `ours.yaml` non è un regolamento valido: riga 2, colonna 9: YAML senza la forma attesa (la libreria YAML dice, in inglese: «{detail}»)"
            )
        );
    });
}
