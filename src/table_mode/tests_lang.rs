//! Table mode in another language: a whole short Classic game played in Spanish, in-process
//! as in `tests.rs` (a scripted prompter on a store in a temporary folder), with
//! `render::i18n::in_language`. Its prompts, menus and messages are the Spanish catalog's
//! (`i18n/es/table.ftl`), no English sentence of `i18n/en/table.ftl` is on the screen,
//! and the numbers are the game's.
//!
//! The lines are typed in the language's own words (`i18n/<tag>/words.ftl`): Spanish
//! `c 1p 2r 420 -35` is English's `out 1n 2r 420 -35`; Italian Hand and Foot's
//! `c 2p 2s 3r 500 1te` is `out 2c 2d 3r 500 1e`.
//!
//! Numbers (seed 001, pagat's Classic, `presets/classic.yaml`: natural canasta 500, mixed
//! 300, red three 100 and all four 800, going out 100; initial meld 50 below 1500, 15 below
//! zero; game 5000).

use std::process::ExitCode;

use tempfile::TempDir;

use super::prompt::Answer::{self, Enter, Esc, No};
use super::prompt::Scripted;
use super::{Start, session};
use crate::core::language::Lang;
use crate::game;
use crate::render::i18n::{in_language, sources};

fn text(s: &str) -> Answer {
    Answer::Text(s.to_string())
}

/// `haystack` holds each of `needles`, in this order.
#[track_caller]
fn in_order(haystack: &str, needles: &[&str]) {
    let mut from = 0;
    for needle in needles {
        match haystack[from..].find(needle) {
            Some(at) => from += at + needle.len(),
            None => panic!("{needle:?} not found (in this order) in:\n{haystack}"),
        }
    }
}

/// The plain text of every message of a catalog file (`table.ftl`), cut where a
/// variable or a choice stands: the sentences a person reads, in pieces.
fn pieces(source: &str) -> Vec<(String, String)> {
    use fluent_syntax::ast;
    fn collect(id: &str, pattern: &ast::Pattern<&str>, into: &mut Vec<(String, String)>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    into.push((id.to_string(), value.to_string()));
                }
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for variant in variants {
                        collect(id, &variant.value, into);
                    }
                }
                ast::PatternElement::Placeable { .. } => {}
            }
        }
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut found = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry
            && let Some(value) = &message.value
        {
            collect(message.id.name, value, &mut found);
        }
    }
    found
}

/// The English sentences (pieces of three words or more) of `table.ftl` that `screen`
/// shows, but for those the Spanish catalog says the same way.
fn english_on_screen(screen: &str) -> Vec<String> {
    let table = crate::render::i18n::FILES
        .iter()
        .position(|f| *f == "table")
        .expect("a table catalog");
    let english = sources(Lang::En)[table];
    let spanish = sources(Lang::Es)[table];
    let mut seen = Vec::new();
    for (id, piece) in pieces(english) {
        let piece = piece.trim();
        if piece.split_whitespace().count() < 3 || spanish.contains(piece) {
            continue;
        }
        if screen.contains(piece) {
            seen.push(format!("{id}: {piece:?}"));
        }
    }
    seen
}

/// A whole Classic game in Spanish from an empty folder: the start by Enter, hand 1 with
/// one side on a line and the other step by step, corrected before it is saved; a rules
/// question with a refused answer; a look at the chart; hand 2 to the winner.
#[test]
fn a_whole_classic_game_in_spanish() {
    let dir = TempDir::new().expect("temp dir");
    let store = crate::disk::open_store(
        Some(dir.path().join("data")),
        crate::disk::catalog(Some(dir.path().join("config"))),
    )
    .expect("store");
    let mut script = Scripted::new([
        ("Variante (escribí para filtrar", Enter), // classic
        ("Pareja 1 de 2: nombre", Enter),          // We
        ("Pareja 2 de 2: nombre", Enter),          // They
        ("Jugadores por asiento", Enter),          // no names
        ("Totales del papel", Enter),
        ("¿Quién reparte primero?", Enter), // We 1
    ]);
    // Hand 1: We out with a natural canasta, two red threes, 420 melded and 35 in the
    // partner's hand: 500 + 100 + 200 + 420 - 35 = 1185. They step by step: did not go
    // out, 90 melded, 40 in hand: 90 - 40 = 50; corrected to 45 in hand before saving:
    // 90 - 45 = 45.
    script.then([
        ("¿Y ahora? (q sale)", Enter), // Anotar la mano 1
        ("Nosotros", text("c 1p 2r 420 -35")),
        ("Ellos", text("?")),
        ("Ellos: ¿cómo terminó la mano?", Enter), // no cortó
        ("Ellos 1/7: juegos (p. ej.", Enter),
        ("Ellos 2/7: canastas, cantidad y tipo", Enter),
        ("Ellos 3/7: treses rojos bajados", Enter),
        ("Ellos 4/7: puntos de las cartas bajadas", text("noventa")), // not a number
        ("Ellos 4/7: puntos de las cartas bajadas", text("90")),
        ("Ellos 5/7: cartas en cada mano", Enter),
        ("Ellos 6/7: puntos de las cartas en mano", text("40")),
        ("Ellos 7/7: ¿alguna penalización?", No),
        ("¿Guardás la mano 1?", text("Cambiar la línea de Ellos")),
        ("Ellos (cambio)", text("-45")),
        ("¿Guardás la mano 1?", Enter), // Guardarla
    ]);
    // Between hands: a rules question (a refused score, then 1500: 90 in Classic), and
    // the chart.
    script.then([
        ("¿Y ahora? (q sale)", text("Consultar una regla")),
        ("Consulta de reglas", text("mínimo para bajar")),
        ("El puntaje total de la pareja", text("ninguno")),
        ("El puntaje total de la pareja", text("1500")),
        ("Consulta de reglas", Esc),
        ("¿Y ahora? (q sale)", text("Ver: el detalle")),
        ("Ver (Esc: volver)", text("El gráfico")),
        ("Ver (Esc: volver)", Esc),
    ]);
    // Hand 2: We out with 4 natural and 3 mixed canastas, all four red threes and 1000
    // melded: 100 + 2000 + 900 + 800 + 1000 = 4800, so We 1185 + 4800 = 5985, past 5000;
    // They 90 - 40 = 50, so 45 + 50 = 95. We win by 5985 - 95 = 5890.
    script.then([
        ("¿Y ahora? (q sale)", Enter), // Anotar la mano 2
        ("Nosotros", text("c 4p 3i 4r 1000")),
        ("Ellos", text("90 -40")),
        ("puntos en mano", Enter),
        ("¿Guardás la mano 2?", Enter),
        ("La partida terminó. ¿Y ahora? (q sale)", Esc),
    ]);
    let screen = in_language(Lang::Es, || {
        match session(&store, &Start::as_played(), &mut script) {
            Ok(code) => assert_eq!(code, ExitCode::from(0)),
            Err(e) => panic!("table mode stopped: {e:#}"),
        }
        script.transcript().to_string()
    });
    assert!(
        script.unused().is_empty(),
        "answers not asked for: {:?}\n{screen}",
        script.unused()
    );

    if std::env::var_os("SHOW_SCREEN").is_some() {
        println!("{screen}");
    }
    in_order(
        &screen,
        &[
            "? Variante (escribí para filtrar, Enter elige, Esc sale)",
            "? Pareja 1 de 2: nombre (Nosotros)",
            "  Los asientos alternan las parejas: Nosotros, Ellos, Nosotros, Ellos; los",
            "  compañeros nunca se sientan al lado.",
            "? Jugadores por asiento, en sentido horario, con comas (Enter: sin nombres)",
            "? Totales del papel (p. ej. Nosotros=2350, Ellos=1800; Enter: ninguno)",
            "? ¿Quién reparte primero?",
            "Empezó la partida 1 (classic). Reparte primero: Nosotros 1.",
            "Partida 1 (classic)",
            "? ¿Y ahora? (q sale)",
            "  > Anotar la mano 1 (reparte: Nosotros 1)",
            "    Consultar una regla (¿alcanza la bajada? ¿tomo el pozo? ¿corto?)",
            "    Mostrar el puntaje en los celulares (tablero en vivo)",
            "    Exportar la partida como YAML",
            "    Salir (todo lo confirmado está guardado)",
            "── Mano 1 · reparte: Nosotros 1 · mínimo: Nosotros 50, Ellos 50 ──",
            "Una línea por pareja, p. ej. `",
            "` o `90 -40` (-35: en mano).",
            "Con cantidad: ",
            ". Corte: ",
            "Penalizaciones: ",
            // Wrapped at 80 columns.
            "También cartas (KKKKKKK QQ2, h:K74). ? pregunta paso a paso (ahí q vuelve a la",
            "línea), < vuelve atrás, q sale.",
            "? Ellos: ¿cómo terminó la mano?",
            "  > no cortó",
            "    cortó",
            "    cortó de mano (bajó todo en un solo turno)",
            "tipos de canasta: pura 500, impura 300",
            "? Ellos 2/7: canastas, cantidad y tipo (1 pura 2 impura; 0: ninguna)",
            "? Ellos 4/7: puntos de las cartas bajadas (sin premios)",
            "✘ `noventa` no es un número de puntos; escribí p. ej. 205",
            "? Ellos 5/7: cartas en cada mano, separadas por / (K74 / 55), o Enter: puntos",
            "? Ellos 7/7: ¿alguna penalización?",
            "+1185",
            "? ¿Guardás la mano 1?",
            "  > Guardarla",
            "    Cambiar la línea de Nosotros: ",
            "    Cambiar la línea de Ellos: 90 -40",
            "    Guardarla con una nota (mal repartida, quién olvidó un tres rojo...)",
            "    Desecharla",
            "Ellos: 90 -40. Escribí lo que cambia (p. ej. -45 o 0r), = y una línea entera",
            "nueva, o Enter para dejarla.",
            "? Ellos (cambio)",
            "Guardado.",
            "    Corregir la mano 1 (la última)",
            "    Deshacer la mano 1",
            "    Editar una mano anterior",
            "    Quitar una mano (cualquiera; se recalculan los totales que siguen)",
            "    Ver: el detalle de una mano, el gráfico, las reglas",
            "? Consulta de reglas (Esc: volver; q deja una pregunta)",
            "  > ¿Vale este juego, y alcanza para nuestra bajada?",
            "    ¿Puedo tomar el pozo?",
            "    ¿Podemos cortar?",
            "    ¿Cuál es el mínimo para bajar con un puntaje dado?",
            "    Volver",
            "✘ `ninguno`: no es un número entero (q: volver)",
            "? Ver (Esc: volver)",
            "  > El detalle de una mano",
            "    El gráfico de los totales acumulados",
            "── Mano 2 · reparte: Ellos 1 · mínimo: Nosotros 50, Ellos 50 ──",
            "+4800",
            "? ¿Guardás la mano 2?",
            "Guardado.",
            "? La partida terminó. ¿Y ahora? (q sale)",
            "  > Empezar una partida nueva",
            "Todo está guardado. `canasta play` te lleva de vuelta a la partida 1.",
        ],
    );

    // Nothing wider than 80 columns: what is said, the items, each prompt up to where the
    // answer is typed (a refusal repeats what was typed, which may be long).
    for line in screen.lines() {
        let shown = match line.split_once(" › ") {
            Some((prompt, _)) if line.starts_with("? ") => prompt,
            _ => line,
        };
        assert!(
            shown.trim_start().starts_with('✘') || console::measure_text_width(shown) <= 80,
            "wider than 80 columns:\n{shown}"
        );
    }

    // The numbers: hand by hand, and the winner.
    let report = game::open(&store, Some("1")).expect("game 1").report;
    let scores =
        |hand: usize| -> Vec<i64> { report.hands[hand].scores.values().copied().collect() };
    assert_eq!(scores(0), [1185, 45]);
    assert_eq!(scores(1), [4800, 50]);
    let totals: Vec<i64> = report.totals.values().copied().collect();
    assert_eq!(totals, [5985, 95]);
    assert!(report.finished);
    assert_eq!(report.winner.as_deref(), Some("Nosotros"));
    assert_eq!(report.margin, Some(5890));

    // Not one English sentence of table mode's catalog on the screen.
    let english = english_on_screen(&screen);
    assert!(
        english.is_empty(),
        "English on the Spanish screen:\n{}\n--- screen:\n{screen}",
        english.join("\n")
    );
    // And the check sees English where there is some: the same scan of an English
    // session's words finds them.
    let english_menu = super::Action::Quit.label(&report, None);
    assert!(
        !english_on_screen(&english_menu).is_empty(),
        "{english_menu}"
    );
}

/// Every language's menu, prompts and legend of a hand: each item in the language's own
/// words (none falls back to English), with the variant's term chosen by the selector
/// (Hand and Foot's rounds).
#[test]
fn the_menu_in_every_language() {
    let dir = TempDir::new().expect("temp dir");
    let store = crate::disk::open_store(
        Some(dir.path().join("data")),
        crate::disk::catalog(Some(dir.path().join("config"))),
    )
    .expect("store");
    game::start(
        &store,
        &game::NewGame {
            variant: "hand-and-foot".into(),
            ..game::NewGame::default()
        },
    )
    .expect("new game");
    let report = game::open(&store, None).expect("game").report;
    let menu = |lang| {
        in_language(lang, || {
            super::Menu::for_report(&report, false)
                .iter()
                .map(|a| a.label(&report, None))
                .collect::<Vec<_>>()
        })
    };
    let english = menu(Lang::En);
    assert_eq!(english[0], "Record round 1 (We 1 deals)");
    for (lang, record) in [
        (Lang::Es, "Anotar la ronda 1 (reparte: We 1)"),
        (Lang::PtBr, "Anotar a rodada 1 (dá as cartas: We 1)"),
        (Lang::It, "Segna il giro 1 (mazziere: We 1)"),
        (Lang::De, "Runde 1 eintragen (gibt: We 1)"),
    ] {
        let theirs = menu(lang);
        assert_eq!(theirs[0], record, "{}", lang.tag());
        for (mine, en) in theirs.iter().zip(&english) {
            assert_ne!(mine, en, "{}: `{en}` is not translated", lang.tag());
            // Within 80 columns with the cursor, as the English menu is.
            assert!(
                console::measure_text_width(mine) + 4 <= 80,
                "{}: `{mine}` is too wide",
                lang.tag()
            );
        }
    }
}

/// Hand and Foot in Italian: the variant's term is a round (`giro`, masculine), chosen by
/// the selector in the menu, the heading, the legend (hand and foot) and "Save round 1?".
#[test]
fn hand_and_foot_in_italian_speaks_of_rounds() {
    let dir = TempDir::new().expect("temp dir");
    let store = crate::disk::open_store(
        Some(dir.path().join("data")),
        crate::disk::catalog(Some(dir.path().join("config"))),
    )
    .expect("store");
    game::start(
        &store,
        &game::NewGame {
            variant: "hand-and-foot".into(),
            ..game::NewGame::default()
        },
    )
    .expect("new game");
    let mut script = Scripted::new([
        ("Quale partita? (Esc: esci)", Enter),
        ("E adesso? (q esce)", Enter), // Segna il giro 1
        ("We", text("c 2p 2s 3r 500 1te")),
        ("They", text("?")),
        ("They: com'è finito il giro?", Esc), // back to the line
        ("They", text("1p 400 -120 1r")),
        ("punti in mano", Enter),
        ("Salvare il giro 1?", Enter),
        ("E adesso? (q esce)", Esc),
    ]);
    let screen = in_language(Lang::It, || {
        session(&store, &Start::as_played(), &mut script).expect("table mode");
        script.transcript().to_string()
    });
    assert!(script.unused().is_empty(), "{:?}", script.unused());
    in_order(
        &screen,
        &[
            "  > Segna il giro 1 (mazziere: We 1)",
            "── Giro 1 · mazziere: We 1 · apertura: We 50, They 50 ──",
            "(-35: in mano e",
            "piede).",
            "Penalità e premi: ",
            "? They: com'è finito il giro?",
            "  > non ha chiuso",
            "    ha chiuso",
            "? Salvare il giro 1?",
            "  > Salva",
            "Salvato.",
            "    Correggi il giro 1 (l'ultimo)",
            "    Annulla il giro 1",
            "    Modifica un giro passato",
            "    Togli un giro (uno qualsiasi; i totali seguenti ricalcolati)",
            "È tutto salvato. `canasta play` ti riporta alla partita 1.",
        ],
    );
    assert_eq!(
        game::open(&store, None).expect("game").report.hands.len(),
        1
    );
}
