//! In another language, no English sentence: the commands a table uses most print
//! nothing of the English catalog that the language says differently.

use std::collections::BTreeSet;

use fluent_syntax::ast;

use crate::harness::Env;

/// The plain text of every English message (and its variants) that the other language
/// words differently, in pieces between placeables: what must not appear.
fn english_only(lang: &str) -> BTreeSet<String> {
    fn texts(pattern: &ast::Pattern<&str>, into: &mut Vec<String>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => into.push(value.to_string()),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        texts(&v.value, into);
                    }
                }
                _ => {}
            }
        }
    }
    let read = |tag: &str| -> Vec<String> {
        let mut all = Vec::new();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("i18n")
            .join(tag);
        for entry in std::fs::read_dir(dir).expect("catalog") {
            let path = entry.expect("entry").path();
            let source = std::fs::read_to_string(&path).expect("read");
            let resource = fluent_syntax::parser::parse(source.as_str()).unwrap_or_else(|(r, _)| r);
            for e in resource.body {
                if let ast::Entry::Message(m) = e
                    && let Some(v) = &m.value
                {
                    texts(v, &mut all);
                }
            }
        }
        all
    };
    let theirs: BTreeSet<String> = read(lang).into_iter().collect();
    read("en")
        .into_iter()
        .flat_map(|t| {
            t.split(['\n', '(', ')', ':', ';', '`', '.', ','])
                .map(|p| p.trim().to_string())
                .collect::<Vec<_>>()
        })
        // Sentences, not single words (a name, `total`, `Samba` may be the same).
        .filter(|t| t.split_whitespace().count() >= 3 && t.chars().any(char::is_alphabetic))
        .filter(|t| !theirs.iter().any(|x| x.contains(t.as_str())))
        .collect()
}

fn game(env: &Env) {
    env.run(&["new", "--variant", "classic"]).ok();
    env.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    env.run(&["record", "We: 60 -85", "They: concealed 1n 300"])
        .ok();
}

/// `LANG=es_AR.UTF-8 canasta show` (and the breakdown, the minimum, the rules) prints no
/// English sentence.
#[test]
fn spanish_show_has_no_english_sentence() {
    let env = Env::new();
    game(&env);
    let english = english_only("es");
    for args in [
        vec!["show"],
        vec!["show", "--explain"],
        vec!["list"],
        vec!["variants", "show", "classic"],
    ] {
        let out = env
            .cmd()
            .env_remove("CANASTA_LANG")
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "es_AR.UTF-8")
            .args(&args)
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{args:?}: {text}");
        let found: Vec<&String> = english
            .iter()
            .filter(|e| text.contains(e.as_str()))
            .collect();
        assert!(
            found.is_empty(),
            "{args:?} in Spanish says in English: {found:?}\n{text}"
        );
    }
}
