//! Refusals said in another language: the facts (names, numbers, flags) as they are, the
//! sentence the language's own (`i18n/<tag>/refusals.ftl`).

use crate::game::{Damaged, Ending, HandRefused, Mend, QuestionRefused};
use crate::ledger::LedgerError;
use crate::melds::MeldRule;
use crate::render::i18n::{Lang, in_language};
use crate::score::{HandError, Shortfall};

fn went_out_with(have: u64) -> HandError {
    HandError::CannotGoOut {
        name: "Noi".into(),
        variant: "classic-2p".into(),
        shortfall: Shortfall::TooFew { have, needs: 2 },
    }
}

#[test]
fn a_hand_refused_in_italian_and_spanish_counts_its_canastas() {
    in_language(Lang::It, || {
        assert_eq!(
            went_out_with(1).to_string(),
            "Noi ha chiuso con 1 canasta; classic-2p ne chiede 2 per chiudere"
        );
        assert_eq!(
            went_out_with(0).to_string(),
            "Noi ha chiuso con 0 canaste; classic-2p ne chiede 2 per chiudere"
        );
    });
    in_language(Lang::Es, || {
        assert_eq!(
            went_out_with(1).to_string(),
            "Noi cortó con 1 canasta; classic-2p pide 2 para cortar"
        );
        let odd = HandError::NotMultipleOfFive {
            name: "Nosotros".into(),
            field: "melded".into(),
            value: 85,
            lower: 85,
            upper: 90,
        };
        assert_eq!(
            odd.to_string(),
            "Nosotros: melded es 85; los puntos de cartas son siempre múltiplo de 5 (probá 85 o 90)"
        );
    });
    // English is as it was.
    assert_eq!(
        went_out_with(0).to_string(),
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
        rank: crate::rules::Rank::Seven,
        variant: "american".into(),
    };
    in_language(Lang::Es, || {
        assert_eq!(
            few.to_string(),
            "en classic un juego necesita al menos 2 cartas naturales; este tiene 1"
        );
        assert_eq!(
            sevens.to_string(),
            "en american nunca se usan comodines en un juego de sietes"
        );
    });
    in_language(Lang::It, || {
        assert_eq!(
            sevens.to_string(),
            "in american le matte non si usano mai in una combinazione di sette"
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
            by_hand.to_string(),
            "hand-and-foot fissa l'apertura minima per mano, non per punteggio: usa --hand N (mano 1: 50, mano 2: 90, mano 3: 120, dalla mano 4: 150)"
        );
        let table = super::for_table(&anyhow::Error::new(by_hand.clone()));
        assert_eq!(
            table,
            "hand-and-foot fissa l'apertura minima per mano (mano 1: 50, mano 2: 90, mano 3: 120, dalla mano 4: 150)"
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
            over().to_string(),
            "la partida 3 terminó, ganador: Nosotros, con 5120 (por 900); empezá una nueva con `canasta new`"
        );
        assert_eq!(
            super::for_table(&anyhow::Error::new(over())),
            "la partida 3 terminó, ganador: Nosotros, con 5120 (por 900); empezá una partida nueva desde el menú"
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
            damaged.to_string(),
            "el archivo de la partida /data/games/7.yaml no cierra: mano 3: un total crece más de lo que cabe en un puntaje (el archivo quedó como estaba; corregí la mano 3 con `canasta edit 3 --game 7 ...`, o sacala con `canasta drop 3 --game 7`)"
        );
        let table = super::super::game_refusals::at_table(&anyhow::Error::new(damaged.clone()));
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
            after.to_string(),
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
    let english = refused.to_string();
    for lang in [Lang::Es, Lang::PtBr, Lang::It, Lang::De] {
        let said = in_language(lang, || refused.to_string());
        assert_ne!(said, english, "{lang:?}");
        for word in ["went out", "needs", "nothing was saved"] {
            assert!(!said.contains(word), "{lang:?}: {said}");
        }
        assert!(said.contains("classic-2p") && said.contains('2'), "{said}");
    }
}
