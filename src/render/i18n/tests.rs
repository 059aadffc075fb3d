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
    let help = std::iter::once((&"help", help_source(lang)));
    for (file, source) in FILES.iter().zip(sources(lang)).chain(help) {
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
                            if !name.is_empty()
                                && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                            {
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
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
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
        let mut bundle = FluentBundle::new(vec![langid(lang)]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(FluentResource::try_new(resource.source().to_string()).unwrap())
            .unwrap();
        let mut args = FluentArgs::new();
        args.set("n", 5000);
        args.set("m", -12345);
        let mut errors = Vec::new();
        let pattern = bundle.get_message("n").unwrap().value().unwrap();
        assert_eq!(
            bundle.format_pattern(pattern, Some(&args), &mut errors),
            "5000 / -12345"
        );
    }
}

#[test]
fn a_language_is_kept_per_thread_and_given_back() {
    assert_eq!(language(), Lang::En);
    let inner = in_language(Lang::It, language);
    assert_eq!(inner, Lang::It);
    assert_eq!(language(), Lang::En);
}

/// The same hand typed in each language's words (the codes of docs/GLOSSARY.md, from the
/// research's §2.1) reads as the English line: went out, one natural and one mixed
/// canasta, two red threes, 420 melded, 35 left in hand.
#[test]
fn one_hand_in_five_languages_reads_the_same() {
    use crate::core::line::{Scope, parse_side_line, parse_side_line_in, side_line_text_in};
    let rules = crate::core::presets::embedded("classic").expect("preset");
    let english = parse_side_line(&rules, Scope::Whole, "out 1n 1m 2r 420 -35").expect("English");
    assert_eq!(english.melded, 420);
    assert_eq!(english.in_hand, 35);
    for (lang, line, full) in [
        (
            Lang::Es,
            "c 1p 1i 2r 420 -35",
            "corte 1 pura 1 impura 2 rojos 420 -35",
        ),
        (
            Lang::PtBr,
            "b 1l 1s 2v 420 -35",
            "batida 1limpa 1suja 2vermelhos 420 -35",
        ),
        (
            Lang::It,
            "c 1p 1s 2r 420 -35",
            "chiusura 1pura 1sporca 2rossi 420 -35",
        ),
        (
            Lang::De,
            "a 1n 1g 2r 420 -35",
            "aus 1natürlich 1gemischt 2rote 420 -35",
        ),
    ] {
        let words = line_words_in(lang);
        let theirs = parse_side_line_in(&rules, &words, Scope::Whole, line)
            .unwrap_or_else(|e| panic!("{}: {line}: {e:?}", lang.tag()));
        assert_eq!(theirs, english, "{}: {line}", lang.tag());
        let spelled = parse_side_line_in(&rules, &words, Scope::Whole, full)
            .unwrap_or_else(|e| panic!("{}: {full}: {e:?}", lang.tag()));
        assert_eq!(spelled, english, "{}: {full}", lang.tag());
        // Offered back (a side asked again) in the language's own codes.
        assert_eq!(
            side_line_text_in(&rules, &words, Scope::Whole, &theirs),
            line.replace(" 2r 420 -35", " 420 2r -35")
                .replace(" 2v 420 -35", " 420 2v -35"),
            "{}",
            lang.tag()
        );
    }
}

/// Issue 29 in every language: the keyed tokens (`m:`, `meld:`, `melds:`, `h:`) are the
/// same in all five, and a meld keyed beside a meld of the Burraco family's notation
/// (`A3`, threes being ranks there) is written back and read back as a meld, not as 2
/// points melded; beside cards in hand, the points are signed (`+795`).
#[test]
fn a_keyed_meld_reads_back_in_five_languages() {
    use crate::core::line::{Scope, parse_side_line_in, side_line_text_in};
    let burraco = crate::core::presets::embedded("burraco").expect("preset");
    let classic = crate::core::presets::embedded("classic").expect("preset");
    for lang in Lang::ALL {
        let words = line_words_in(lang);
        for (rules, line, melds, melded, written) in [
            (&burraco, "A3 meld:2", "A3 2", 0, "A3 2"),
            (&burraco, "A3 melds:2", "A3 2", 0, "A3 2"),
            (&burraco, "A3 m:2 h:K74", "A3 2", 0, "A3 2 h:K74"),
            (&burraco, "meld:2 A3", "2 A3", 0, "2 A3"),
            (&classic, "KKK M:2", "KKK 2", 0, "KKK 2"),
            (&classic, "+795 h:K74", "", 795, "+795 h:K74"),
        ] {
            let tag = lang.tag();
            let r = parse_side_line_in(rules, &words, Scope::Whole, line)
                .unwrap_or_else(|e| panic!("{tag}: {line}: {e:?}"));
            assert_eq!(r.melds.join(" "), melds, "{tag}: {line}");
            assert_eq!(r.melded, melded, "{tag}: {line}");
            let again = side_line_text_in(rules, &words, Scope::Whole, &r);
            assert_eq!(again, written, "{tag}: {line}");
            let back = parse_side_line_in(rules, &words, Scope::Whole, &again)
                .unwrap_or_else(|e| panic!("{tag}: {again}: {e:?}"));
            assert_eq!(back, r, "{tag}: {line} -> {again}");
        }
    }
}

/// A German keyboard without umlauts: `natürlich` typed `natuerlich` (as Germans write
/// it without them) or `naturlich` (the bare vowel) reads as `natürlich`, a natural
/// canasta: the same hand, Hoyle's (out, a natural and a mixed canasta, two red threes,
/// 420 melded, 35 in hand).
#[test]
fn a_german_word_is_read_without_its_umlaut() {
    use crate::core::line::{Scope, parse_side_line_in};
    let rules = crate::core::presets::embedded("classic").expect("preset");
    let words = line_words_in(Lang::De);
    let want = parse_side_line_in(
        &rules,
        &words,
        Scope::Whole,
        "aus 1natürlich 1gemischt 2rote 420 -35",
    )
    .expect("German");
    assert_eq!((want.melded, want.in_hand), (420, 35));
    for spelled in ["1natuerlich", "1naturlich", "1NATURLICH"] {
        let line = format!("aus {spelled} 1gemischt 2rote 420 -35");
        let got = parse_side_line_in(&rules, &words, Scope::Whole, &line)
            .unwrap_or_else(|e| panic!("{line}: {e:?}"));
        assert_eq!(got, want, "{line}");
    }
}

/// Spanish `c` is going out (corte); English `c` is concealed: in Spanish, `c` never
/// silently pays the concealed bonus, and English words are taken only spelled out.
#[test]
fn english_short_codes_do_not_leak_into_other_languages() {
    use crate::core::hand::WentOut;
    use crate::core::line::{Problem, Scope, parse_side_line_in};
    let classic = crate::core::presets::embedded("classic").expect("preset");
    let es = line_words_in(Lang::Es);
    let out = parse_side_line_in(&classic, &es, Scope::Whole, "c 1p 200").expect("c");
    assert_eq!(out.went_out, Some(WentOut::Normal));
    let concealed = parse_side_line_in(&classic, &es, Scope::Whole, "m 1p 200").expect("m");
    assert_eq!(concealed.went_out, Some(WentOut::Concealed));
    // `concealed` spelled out in English still works; `1m` (English mixed) does not:
    // English's short codes are not taken in another language.
    let spelled = parse_side_line_in(&classic, &es, Scope::Whole, "concealed 1natural 200")
        .expect("English spelled out");
    assert_eq!(spelled.went_out, Some(WentOut::Concealed));
    assert_eq!(spelled.canastas.get("natural"), Some(&1));
    let refused = parse_side_line_in(&classic, &es, Scope::Whole, "1m 200").expect_err("1m");
    assert!(
        matches!(refused.problem, Problem::Unknown(_)),
        "{refused:?}"
    );
    // Accents are typed or not: `cortó`.
    let accented =
        parse_side_line_in(&classic, &es, Scope::Whole, "cortó 1pura 200").expect("cortó");
    assert_eq!(accented.went_out, Some(WentOut::Normal));
}

/// A word that names two things is refused naming both: in Samba, Spanish `1s` could be
/// a `sucia` (mixed) or a `samba` canasta.
#[test]
fn a_word_with_two_meanings_is_refused_naming_both() {
    use crate::core::line::{Problem, Scope, parse_side_line_in};
    let samba = crate::core::presets::embedded("samba").expect("preset");
    let es = line_words_in(Lang::Es);
    // `s` would begin both `sucia` (impura) and `samba`; in another language one letter
    // is never a beginning at all (it must be a code of its own), so it is refused with
    // the words the line knows, both of them among them.
    let refused = parse_side_line_in(&samba, &es, Scope::Whole, "1s 200").expect_err("1s");
    match refused.problem {
        Problem::Unknown(known) => {
            let counted: Vec<&str> = known
                .counted
                .iter()
                .map(|(code, _)| code.as_str())
                .collect();
            assert!(
                counted.contains(&"i") && counted.contains(&"samba"),
                "{counted:?}"
            );
        }
        other => panic!("{other:?}"),
    }
    let samba_one = parse_side_line_in(&samba, &es, Scope::Whole, "1sa 200").expect("1sa");
    assert_eq!(samba_one.canastas.get("samba"), Some(&1));
    let sucia = parse_side_line_in(&samba, &es, Scope::Whole, "1su 200").expect("1su");
    assert_eq!(sucia.canastas.get("mixed"), Some(&1));
}

/// Every built-in preset's words, in every language, read back to themselves: the code
/// each language writes for a preset key (`side_line_text_in`) is taken by its parser.
#[test]
fn every_language_reads_its_own_codes_in_every_preset() {
    use crate::core::line::{Scope, parse_side_line_in, side_line_text_in};
    for name in crate::core::presets::names() {
        let rules = crate::core::presets::embedded(name).expect("preset");
        for lang in Lang::ALL {
            let words = line_words_in(lang);
            let mut r = crate::core::hand::SideResult::default();
            for kind in rules.canastas.keys() {
                r.canastas.insert(kind.clone(), 1);
            }
            let red = if rules.ordinary_threes { 0 } else { 1 };
            r.red_threes = red;
            let text = side_line_text_in(&rules, &words, Scope::Whole, &r);
            let back = parse_side_line_in(&rules, &words, Scope::Whole, &text)
                .unwrap_or_else(|e| panic!("{name} {}: `{text}`: {e:?}", lang.tag()));
            assert_eq!(back.canastas, r.canastas, "{name} {}: `{text}`", lang.tag());
            assert_eq!(back.red_threes, red, "{name} {}: `{text}`", lang.tag());
        }
    }
}

/// A message's id names its file (`sheet-…` in `sheet.ftl`, `word-…` and `line-…` in
/// `words.ftl`): a command parses only the file it speaks from.
#[test]
fn every_message_is_in_the_file_its_id_names() {
    let mut problems = Vec::new();
    for (index, (file, source)) in FILES.iter().zip(sources(Lang::En)).enumerate() {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry
                && file_of(message.id.name) != Some(index)
            {
                problems.push(format!("{file}.ftl: `{}`", message.id.name));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "ids that do not name their file:\n{}",
        problems.join("\n")
    );
}

/// Each message is found in its file's text alone (the index a command reads messages
/// from without parsing its catalogs): every message of every language, parsed from its
/// own text, has the value and attributes the whole file gives it.
#[test]
fn every_message_reads_the_same_alone_as_in_its_file() {
    for lang in Lang::ALL {
        let help = std::iter::once((&"help", help_source(lang)));
        for (file, source) in FILES.iter().zip(sources(lang)).chain(help) {
            let whole = FluentResource::try_new(source.to_string()).expect("parses");
            let mut bundle = FluentBundle::new(vec![langid(lang)]);
            bundle.set_use_isolating(false);
            bundle.add_resource(whole).expect("no duplicates");
            let resource = fluent_syntax::parser::parse(source).expect("parses");
            for e in resource.body {
                let ast::Entry::Message(m) = e else { continue };
                let id = m.id.name;
                let alone = entry(lang, id)
                    .unwrap_or_else(|| panic!("{}/{file}.ftl: `{id}` not indexed", lang.tag()));
                let parsed = fluent_syntax::parser::parse(alone)
                    .unwrap_or_else(|(_, e)| panic!("{}: `{id}` alone: {e:?}", lang.tag()));
                assert_eq!(
                    parsed.body.len(),
                    1,
                    "{}: `{id}` alone is {alone:?}",
                    lang.tag()
                );
                let ast::Entry::Message(own) = &parsed.body[0] else {
                    panic!("{}: `{id}` alone is not a message", lang.tag())
                };
                // The same message; its comment, a line above it, stays in the file.
                assert_eq!(
                    (&own.value, &own.attributes),
                    (&m.value, &m.attributes),
                    "{}/{file}.ftl: `{id}`",
                    lang.tag()
                );
            }
        }
    }
}

/// An English habit never becomes another language's penalty: in Spanish `n` is neither
/// a code nor, one letter alone, the beginning or initials of `npc` (no pudo cortar), so
/// `2n` is refused instead of scored as two penalties (−200 in Classic, seed 001); the
/// Spanish code `p` (pura) still counts two natural canastas.
#[test]
fn an_english_letter_is_never_a_spanish_penalty() {
    use crate::core::line::{Problem, Scope, parse_side_line_in};
    let classic = crate::core::presets::embedded("classic").expect("preset");
    let es = line_words_in(Lang::Es);
    let refused = parse_side_line_in(&classic, &es, Scope::Whole, "2n 420 -35").expect_err("2n");
    assert!(
        matches!(refused.problem, Problem::Unknown(_)),
        "{:?}",
        refused.problem
    );
    let two = parse_side_line_in(&classic, &es, Scope::Whole, "2p 420 -35").expect("2p");
    assert_eq!(two.canastas.get("natural"), Some(&2));
    assert!(two.penalties.is_empty());
    let npc = parse_side_line_in(&classic, &es, Scope::Whole, "1npc 90").expect("1npc");
    assert_eq!(npc.penalties.get("failed_to_go_out"), Some(&1));
}
