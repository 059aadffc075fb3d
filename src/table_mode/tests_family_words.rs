//! Issue 45, item 1: each family's own words on table mode's screens. A Classic, a
//! Burraco and a Buraco game walked in every language: the menu, a hand typed and saved,
//! its save question, the rules questions' menu, every hand's breakdown and the rules of
//! the game, undo's question, and a hand's line asked step by step; and the director's
//! desk on a Classic and a Burraco night (its menu, a round seated and published, a
//! table's game entered from it, the standings). All held against the words each family
//! must not show, kept per language in `tests/cli/family_words/<tag>.txt` (the command
//! line's, the phone's and the board's screens are held against the same lists in
//! `tests/cli/family_words.rs`).
//!
//! The hand, typed in numbers only (every language and family takes them): We 300 melded
//! and 20 in hand, They 150 and 45.

use tempfile::TempDir;

use super::prompt::Answer::{self, Enter, Esc, No, Pick};
use super::prompt::Scripted;
use super::{Start, session};
use crate::core::language::Lang;
use crate::game;
use crate::render::i18n::{FluentArgs, in_language, text_in};
use crate::store::Store;

#[path = "../../tests/cli/family_words/forms.rs"]
mod forms;

/// A language's list of the forms each family's screens must not show.
fn list(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../tests/cli/family_words/en.txt"),
        Lang::Es => include_str!("../../tests/cli/family_words/es.txt"),
        Lang::PtBr => include_str!("../../tests/cli/family_words/pt-BR.txt"),
        Lang::It => include_str!("../../tests/cli/family_words/it.txt"),
        Lang::De => include_str!("../../tests/cli/family_words/de.txt"),
    }
}

/// A folder of its own with a game of `variant` started, current.
fn started(variant: &str) -> (TempDir, Store) {
    let dir = TempDir::new().expect("temp dir");
    let store = crate::disk::open_store(
        Some(dir.path().join("data")),
        crate::disk::catalog(Some(dir.path().join("config"))),
    )
    .expect("store");
    game::start(
        &store,
        &game::NewGame {
            variant: variant.into(),
            ..game::NewGame::default()
        },
    )
    .expect("new game");
    (dir, store)
}

fn walk(lang: Lang, variant: &str) -> String {
    let (_dir, store) = started(variant);
    let rules = store.catalog().resolve_name(variant).expect("a preset");
    let terms = rules.terms;
    let say = |id: &str| text_in(lang, id, None);
    let save = {
        let mut args = FluentArgs::new();
        args.set("term", crate::render::i18n::hand_term(terms));
        args.set("number", 1);
        text_in(lang, "table-save-hand", Some(&args))
    };
    let (which, menu, rules_prompt, look) = (
        say("table-which-game"),
        say("table-menu-prompt"),
        say("table-rules-prompt"),
        say("table-look-prompt"),
    );
    let text = |s: &str| Answer::Text(s.to_string());
    let mut script = Scripted::new([
        (which.as_str(), Enter),
        (menu.as_str(), Enter), // record hand 1
        ("We", text("300 -20")),
        ("They", text("150 -45")),
        (save.as_str(), Enter),
        // Record, correct it, ask: the rules questions' menu.
        (menu.as_str(), Pick(2)),
        (rules_prompt.as_str(), Esc),
        // Look: every hand's breakdown, the rules of the game.
        (menu.as_str(), Pick(6)),
        (look.as_str(), Pick(1)),
        (look.as_str(), Pick(3)),
        (look.as_str(), Esc),
        // Undo, asked and answered no: the hand is named in the game's word.
        (menu.as_str(), Pick(3)),
        ("1", No),
        (menu.as_str(), Esc),
    ]);
    in_language(lang, || {
        session(&store, &Start::as_played(), &mut script)
            .unwrap_or_else(|e| panic!("{} {variant}: table mode stopped: {e:#}", lang.tag()));
    });
    assert!(
        script.unused().is_empty(),
        "{} {variant}: answers not asked for: {:?}",
        lang.tag(),
        script.unused()
    );
    let log = store.load("1").expect("game 1");
    assert_eq!(log.hands.len(), 1, "{} {variant}", lang.tag());
    script.transcript().to_string()
}

/// A hand whose second line is asked step by step (`?`, then Enter at each question, as
/// many as the variant asks): the step-by-step questions' screens.
fn walk_steps(lang: Lang, variant: &str) -> String {
    let say = |id: &str| text_in(lang, id, None);
    let (which, menu) = (say("table-which-game"), say("table-menu-prompt"));
    let text = |s: &str| Answer::Text(s.to_string());
    for steps in 1..=14 {
        let (_dir, store) = started(variant);
        let rules = store.catalog().resolve_name(variant).expect("a preset");
        let save = {
            let mut args = FluentArgs::new();
            args.set("term", crate::render::i18n::hand_term(rules.terms));
            args.set("number", 1);
            text_in(lang, "table-save-hand", Some(&args))
        };
        let mut answers = vec![
            (which.clone(), Enter),
            (menu.clone(), Enter),
            ("We".to_string(), text("300 -20")),
            ("They".to_string(), text("?")),
        ];
        answers.extend((0..steps).map(|_| ("They".to_string(), Enter)));
        answers.push((save, Enter));
        answers.push((menu.clone(), Esc));
        let mut script = Scripted::new(answers);
        let done = in_language(lang, || session(&store, &Start::as_played(), &mut script));
        if done.is_ok()
            && script.unused().is_empty()
            && store.load("1").is_ok_and(|l| l.hands.len() == 1)
        {
            let transcript = script.transcript().to_string();
            // (The questions were asked one by one: "They 1/6: ...".)
            assert!(transcript.contains("They 1/"), "{transcript}");
            return transcript;
        }
    }
    panic!(
        "{} {variant}: no number of steps saved the hand",
        lang.tag()
    );
}

/// The director's desk on a night of `variant`: its first screen and menu, round 1
/// seated and published, table 1's game opened from the desk and a deal entered there,
/// the standings; each screen as the desk says it.
fn walk_desk(lang: Lang, variant: &str) -> String {
    let (_dir, store) = started(variant);
    let night = crate::game::tournament::NewTournament {
        name: "club".into(),
        variant: variant.into(),
        entrants: "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n".into(),
        plan: "1 mitchell".into(),
        ..Default::default()
    };
    crate::game::tournament::create(&store, &night).expect("a night");
    let say = |id: &str| text_in(lang, id, None);
    let with_round = |id: &str| {
        let mut args = FluentArgs::new();
        args.set("round", 1);
        text_in(lang, id, Some(&args))
    };
    let desk = say("table-desk-menu");
    let (menu, table, standings) = (
        say("table-menu-prompt"),
        say("table-desk-table"),
        say("table-desk-standings"),
    );
    let text = |s: &str| Answer::Text(s.to_string());
    let mut script = Scripted::new([
        (desk.clone(), text(&with_round("table-desk-seat"))),
        (desk.clone(), text(&with_round("table-desk-publish"))),
        (desk.clone(), text(&table)),
        (say("table-desk-which-round"), Enter),
        (with_round("table-desk-which-table"), text("1")),
        (menu.clone(), Enter),
        // Each line's prompt is its pair's name.
        (String::new(), text("300 -20")),
        (String::new(), text("150 -45")),
        (String::new(), Enter),
        (menu, Esc),
        (desk.clone(), text(&standings)),
        (desk, Esc),
    ]);
    in_language(lang, || {
        super::desk::desk(&store, "club", &mut script)
            .unwrap_or_else(|e| panic!("{} {variant}: the desk stopped: {e:#}", lang.tag()));
    });
    assert!(
        script.unused().is_empty(),
        "{} {variant}: answers not asked for: {:?}",
        lang.tag(),
        script.unused()
    );
    script.transcript().to_string()
}

#[test]
fn every_family_speaks_its_own_words_at_the_directors_desk() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for (variant, family) in [
            ("american-tournament", "classic"),
            ("burraco-tournament", "burraco"),
        ] {
            let screen = walk_desk(lang, variant);
            // Leaving a table's game opened from the desk goes back to the desk.
            if lang == Lang::It {
                assert!(
                    screen.contains("Si torna al tavolo dell'arbitro"),
                    "{screen}"
                );
                assert!(!screen.contains("canasta play"), "{screen}");
            }
            let shown = forms::shown(list(lang), family, &screen);
            if !shown.is_empty() {
                found.push(format!("{} {variant}: {}", lang.tag(), shown.join(", ")));
            }
        }
    }
    assert!(
        found.is_empty(),
        "words of another family:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_family_speaks_its_own_words_at_the_table() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for (variant, family) in [
            ("classic", "classic"),
            ("burraco", "burraco"),
            ("buraco-stbl", "burraco"),
        ] {
            let screen = walk(lang, variant) + &walk_steps(lang, variant);
            // (Italian names a Burraco's hand a smazzata, undo's question too.)
            if lang == Lang::It && variant == "burraco" {
                assert!(screen.contains("Togliere la smazzata 1"), "{screen}");
            }
            let shown = forms::shown(list(lang), family, &screen);
            if !shown.is_empty() {
                found.push(format!("{} {variant}: {}", lang.tag(), shown.join(", ")));
            }
        }
    }
    assert!(
        found.is_empty(),
        "words of another family:\n{}",
        found.join("\n")
    );
}
