//! The catalogs are whole: every language has English's messages with English's
//! variables, and every `tr!` in the source names an English message with the variables
//! that message uses.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// Message (and `message.attribute`) ids of a catalog, each with its variables.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn variables_of(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, into),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                variables_of(&variant.value, into);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_variables(a, into);
            }
            for a in &arguments.named {
                inline_variables(&a.value, into);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        _ => {}
    }
}

/// Every message of a language, with its file, failing on a syntax error or a
/// duplicate.
fn messages(lang: Lang) -> Messages {
    let mut all = Messages::new();
    for (file, source) in FILES.iter().zip(sources(lang)) {
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{}/{file}.ftl: {errors:?}", lang.tag()),
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables_of(value, &mut vars);
                }
                let id = message.id.name.to_string();
                for attribute in &message.attributes {
                    let mut avars = BTreeSet::new();
                    variables_of(&attribute.value, &mut avars);
                    all.insert(format!("{id}.{}", attribute.id.name), avars);
                }
                assert!(
                    all.insert(id.clone(), vars).is_none(),
                    "{}/{file}.ftl: `{id}` is defined twice",
                    lang.tag()
                );
            }
        }
    }
    all
}

#[test]
fn catalog_is_complete() {
    let english = messages(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let theirs = messages(lang);
        for (id, vars) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{}: `{id}` is missing", lang.tag())),
                Some(v) if v != vars => problems.push(format!(
                    "{}: `{id}` uses {v:?}, English uses {vars:?}",
                    lang.tag()
                )),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{}: `{id}` is not in English", lang.tag()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every `tr!("id", name = ...)` in `src/`: the id and its names, with the file.
fn uses() -> Vec<(String, String, BTreeSet<String>)> {
    fn walk(dir: &std::path::Path, found: &mut Vec<(String, String, BTreeSet<String>)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let mut rest = text.as_str();
                while let Some(at) = rest.find("tr!(\"") {
                    let before = rest[..at].chars().next_back();
                    rest = &rest[at + 5..];
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    let Some(end) = rest.find('"') else { break };
                    let id = rest[..end].to_string();
                    // The arguments: up to the closing parenthesis at depth 0.
                    let mut depth = 1;
                    let mut close = 0;
                    for (i, c) in rest.char_indices() {
                        match c {
                            '(' | '[' | '{' => depth += 1,
                            ')' | ']' | '}' => {
                                depth -= 1;
                                if depth == 0 {
                                    close = i;
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    let args = &rest[end + 1..close];
                    let mut names = BTreeSet::new();
                    let mut depth = 0;
                    let mut start = 0;
                    let mut parts = Vec::new();
                    for (i, c) in args.char_indices() {
                        match c {
                            '(' | '[' | '{' => depth += 1,
                            ')' | ']' | '}' => depth -= 1,
                            ',' if depth == 0 => {
                                parts.push(&args[start..i]);
                                start = i + 1;
                            }
                            _ => {}
                        }
                    }
                    parts.push(&args[start..]);
                    for part in parts {
                        if let Some((name, _)) = part.split_once('=') {
                            let name = name.trim();
                            if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                                names.insert(name.to_string());
                            }
                        }
                    }
                    found.push((path.display().to_string(), id, names));
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut found);
    found
}

#[test]
fn every_message_asked_for_exists_with_its_variables() {
    let english = messages(Lang::En);
    let mut problems = Vec::new();
    for (file, id, names) in uses() {
        if file.ends_with("i18n.rs") || file.ends_with("i18n/tests.rs") {
            continue;
        }
        match english.get(&id) {
            None => problems.push(format!("{file}: `{id}` is not in the English catalog")),
            Some(vars) if *vars != names => problems.push(format!(
                "{file}: `{id}` is given {names:?}, the catalog uses {vars:?}"
            )),
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn languages_are_negotiated_as_users_expect() {
    assert_eq!(negotiate(&["es_MX"]), Lang::Es);
    assert_eq!(negotiate(&["es-AR"]), Lang::Es);
    assert_eq!(negotiate(&["pt_PT"]), Lang::PtBr);
    assert_eq!(negotiate(&["pt-BR"]), Lang::PtBr);
    assert_eq!(negotiate(&["de_AT"]), Lang::De);
    assert_eq!(negotiate(&["it"]), Lang::It);
    assert_eq!(negotiate(&["fr_FR", "de_CH"]), Lang::De);
    assert_eq!(negotiate(&["fr"]), Lang::En);
    assert_eq!(negotiate::<&str>(&[]), Lang::En);
    assert_eq!(from_accept_language("it-IT,it;q=0.9,en;q=0.8"), Lang::It);
    assert_eq!(from_accept_language("fr-FR,fr;q=0.9,de;q=0.5"), Lang::De);
    assert_eq!(from_accept_language(""), Lang::En);
}

#[test]
fn numbers_are_never_grouped() {
    let resource = FluentResource::try_new("n = { $n } / { $m }".to_string()).unwrap();
    for lang in Lang::ALL {
        let mut bundle = FluentBundle::new_concurrent(vec![langid(lang)]);
        bundle.set_use_isolating(false);
        bundle.add_resource(FluentResource::try_new(resource.source().to_string()).unwrap()).unwrap();
        let mut args = FluentArgs::new();
        args.set("n", 5000);
        args.set("m", -12345);
        let mut errors = Vec::new();
        let pattern = bundle.get_message("n").unwrap().value().unwrap();
        assert_eq!(bundle.format_pattern(pattern, Some(&args), &mut errors), "5000 / -12345");
    }
}

#[test]
fn a_language_is_kept_per_thread_and_given_back() {
    assert_eq!(language(), Lang::En);
    let inner = in_language(Lang::It, language);
    assert_eq!(inner, Lang::It);
    assert_eq!(language(), Lang::En);
}
