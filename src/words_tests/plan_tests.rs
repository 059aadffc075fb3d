//! A tournament's plan in every language's words (issue 45, item 6): the movements' and
//! options' words come from each catalog's `word-plan-*` (`i18n/<tag>/words.ftl`), not
//! from code, and any language's may be typed whatever language the program speaks.

use crate::core::language::Lang;
use crate::core::movement::Movement;
use crate::core::plan::PlanWord;
use crate::core::tournament::{PlanError, parse_plan, plan_text};
use crate::render::i18n;

#[test]
fn every_languages_plan_words_read_as_the_same_plan() {
    let words = i18n::plan_words();
    for (typed, meant) in [
        ("3 mitchell + 1 danish", "3 mitchell + 1 danish"),
        (
            "2 Mitchell passo 2 + 2 danese puro",
            "2 mitchell step 2 + 2 danish pure",
        ),
        (
            "3 mitchell paso 2 + 1 danés modificado",
            "3 mitchell step 2 + 1 danish",
        ),
        ("4 todos-contra-todos", "4 round-robin"),
        ("2 dinamarquês puro + 1 manual", "2 danish pure + 1 manual"),
        (
            "3 mitchell schritt 3 + 2 dänisch rein",
            "3 mitchell step 3 + 2 danish pure",
        ),
        (
            "3 jeder-gegen-jeden + 1 manuell",
            "3 round-robin + 1 manual",
        ),
        ("5 all'italiana", "5 round-robin"),
        // Two words a language writes apart, as one (`eliminazione-diretta` typed too).
        ("2 gironi + eliminazione diretta", "2 groups + knockout"),
        ("4 jeder gegen jeden", "4 round-robin"),
        ("2 Todos Contra Todos", "2 round-robin"),
    ] {
        let plan = parse_plan(typed, &words).unwrap_or_else(|e| panic!("{typed}: {e:?}"));
        assert_eq!(plan_text(&plan), meant, "{typed}");
    }
    assert_eq!(
        parse_plan("2 danese", &words).expect("Italian")[0].movement,
        Movement::Danish { modified: true }
    );
    // A word no catalog has is refused with the nearest movement, in any language's words.
    assert_eq!(
        parse_plan("2 danesse", &words),
        Err(PlanError::Movement {
            word: "danesse".into(),
            like: Some("danese".into())
        })
    );
}

/// Every catalog has every plan word, each with at least one typed spelling.
#[test]
fn every_catalog_names_every_plan_word() {
    for lang in Lang::ALL {
        for (_, key, _) in PlanWord::ALL {
            let id = format!("word-plan-{key}");
            let typed = i18n::attribute_in(lang, &id, "typed").unwrap_or_default();
            assert!(
                !typed.trim().is_empty(),
                "{}: {id} has no `.typed` words",
                lang.tag()
            );
        }
    }
}
