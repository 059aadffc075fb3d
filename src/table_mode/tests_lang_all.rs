//! A whole Classic game in table mode in every language, in-process: each hand's lines
//! typed in that language's own words (`i18n/<tag>/words.ftl`, docs/GLOSSARY.md "Line
//! words"), the questions asked in its catalog's words, the totals the rules give, and no
//! English sentence of `table.ftl` on the screen.
//!
//! Classic (seed 001, pagat's Classic; `presets/classic.yaml`): natural canasta 500, mixed
//! 300, red threes 100 each and all four 800, going out 100; game 5000.
//! Hand 1: We went out with one natural and one mixed canasta, two red threes, 420 melded
//! and 35 in hand: 100 + 500 + 300 + 200 + 420 - 35 = 1485; They melded 90, kept 40: 50.
//! Hand 2: We went out with 4 natural and 3 mixed canastas, all four red threes and 1000
//! melded: 100 + 2000 + 900 + 800 + 1000 = 4800, so We 6285, past 5000; They 90 - 40 = 50
//! again, 100. We win by 6185.

use tempfile::TempDir;

use super::prompt::Answer::{self, Enter, Esc};
use super::prompt::Scripted;
use super::{Start, session};
use crate::core::language::Lang;
use crate::game;
use crate::render::i18n::{FluentArgs, in_language, sources, text_in};

fn text(s: &str) -> Answer {
    Answer::Text(s.to_string())
}

/// The English pieces (three words or more) of `table.ftl` on `screen` that `lang`'s
/// catalog does not say the same way.
fn english_on_screen(lang: Lang, screen: &str) -> Vec<String> {
    use fluent_syntax::ast;
    let table = crate::render::i18n::FILES
        .iter()
        .position(|f| *f == "table")
        .expect("a table catalog");
    let theirs = sources(lang)[table];
    let resource =
        fluent_syntax::parser::parse(sources(Lang::En)[table]).unwrap_or_else(|(r, _)| r);
    let mut pieces = Vec::new();
    fn collect(pattern: &ast::Pattern<&str>, into: &mut Vec<String>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => into.push(value.to_string()),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => variants.iter().for_each(|v| collect(&v.value, into)),
                ast::PatternElement::Placeable { .. } => {}
            }
        }
    }
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry
            && let Some(value) = &m.value
        {
            collect(value, &mut pieces);
        }
    }
    pieces
        .into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| p.split_whitespace().count() >= 3 && !theirs.contains(p.as_str()))
        .filter(|p| screen.contains(p.as_str()))
        .collect()
}

#[test]
fn a_whole_classic_game_in_every_language_typed_in_its_own_words() {
    for (lang, first, second) in [
        (Lang::En, "out 1n 1m 2r 420 -35", "out 4n 3m 4r 1000"),
        (Lang::Es, "c 1p 1i 2r 420 -35", "c 4p 3i 4r 1000"),
        (Lang::PtBr, "b 1l 1s 2v 420 -35", "b 4l 3s 4v 1000"),
        (Lang::It, "c 1p 1s 2r 420 -35", "c 4p 3s 4r 1000"),
        (Lang::De, "a 1n 1g 2r 420 -35", "a 4n 3g 4r 1000"),
    ] {
        let dir = TempDir::new().expect("temp dir");
        let store = crate::disk::open_store(
            Some(dir.path().join("data")),
            crate::disk::catalog(Some(dir.path().join("config"))),
        )
        .expect("store");
        game::start(
            &store,
            &game::NewGame {
                variant: "classic".into(),
                ..game::NewGame::default()
            },
        )
        .expect("new game");
        let say = |id: &str| text_in(lang, id, None);
        let save = |number: i64| {
            let mut args = FluentArgs::new();
            args.set("term", "hand");
            args.set("number", number);
            text_in(lang, "table-save-hand", Some(&args))
        };
        let which = say("table-which-game");
        let menu = say("table-menu-prompt");
        let over = say("table-menu-prompt-over");
        let (save1, save2) = (save(1), save(2));
        // Hand 2 goes out with nothing in hand: the partner's points are asked (Enter).
        let slip = {
            let mut args = FluentArgs::new();
            args.set("side", "We");
            text_in(lang, "table-slip-points", Some(&args))
        };
        let mut script = Scripted::new([
            (which.as_str(), Enter),
            (menu.as_str(), Enter), // record hand 1
            ("We", text(first)),
            ("They", text("90 -40")),
            (save1.as_str(), Enter),
            (menu.as_str(), Enter), // record hand 2
            ("We", text(second)),
            ("They", text("90 -40")),
            (slip.as_str(), Enter),
            (save2.as_str(), Enter),
            (over.as_str(), Esc),
        ]);
        let screen = in_language(lang, || {
            session(&store, &Start::as_played(), &mut script)
                .unwrap_or_else(|e| panic!("{}: table mode stopped: {e:#}", lang.tag()));
            script.transcript().to_string()
        });
        assert!(
            script.unused().is_empty(),
            "{}: answers not asked for: {:?}\n{screen}",
            lang.tag(),
            script.unused()
        );
        let log = store.load("1").expect("game 1");
        let report = crate::core::ledger::replay(&log).expect("replays");
        assert_eq!(
            report.total_of("We"),
            Some(6285),
            "{}\n{screen}",
            lang.tag()
        );
        assert_eq!(
            report.total_of("They"),
            Some(100),
            "{}\n{screen}",
            lang.tag()
        );
        assert_eq!(report.winner.as_deref(), Some("We"), "{}", lang.tag());
        assert_eq!(report.margin, Some(6185), "{}", lang.tag());
        if lang != Lang::En {
            let english = english_on_screen(lang, &screen);
            assert!(
                english.is_empty(),
                "{}: English on the screen: {english:?}\n{screen}",
                lang.tag()
            );
        }
    }
}
