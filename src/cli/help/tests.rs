//! `help.ftl`: English's is the doc comments, every language's help and refusals speak it.

use super::*;

/// clap's own words, which no doc comment holds: English as clap says them.
const CLAP_WORDS: &str = r#"
## clap's own words: the help's headings, what it adds after an option's help, and the
## command line's refusals (as clap says them in English).

help-clap-usage = Usage:
help-clap-commands = Commands:
help-clap-arguments = Arguments:
help-clap-options = Options:
help-clap-default = default: { $value }
help-clap-env = env: { $name }
help-clap-possible-values = possible values: { $values }
help-clap-commands-list = subcommands: { $values }
help-clap-error = error:
help-clap-unknown-argument = unexpected argument '{ $arg }' found
help-clap-unknown-command = unrecognized subcommand '{ $command }'
help-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
help-clap-value-required = a value is required for '{ $arg }' but none was supplied
help-clap-missing = the following required arguments were not provided:
help-clap-missing-command = '{ $command }' requires a subcommand but one was not provided
help-clap-twice = the argument '{ $arg }' cannot be used multiple times
help-clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
help-clap-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
help-clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
help-clap-wrong-number = { $expected } values required for '{ $arg }' but { $given } were provided
help-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
help-clap-tip = tip:
help-clap-similar-command = { $count ->
    [one] a similar subcommand exists: '{ $name }'
   *[other] some similar subcommands exist: '{ $name }'
}
help-clap-similar-argument = { $count ->
    [one] a similar argument exists: '{ $name }'
   *[other] some similar arguments exist: '{ $name }'
}
help-clap-similar-value = { $count ->
    [one] a similar value exists: '{ $name }'
   *[other] some similar values exist: '{ $name }'
}
help-clap-more = For more information, try '{ $flag }'.
"#;

/// A text as a Fluent pattern, indented under its id: braces and a line's leading `[`,
/// `*` or `.` escaped, and a leading indent every line shares kept.
fn pattern(text: &str, indent: &str) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let shared = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out = String::new();
    let mut kept_indent = shared == 0;
    for line in lines {
        out.push('\n');
        if line.trim().is_empty() {
            continue;
        }
        out.push_str(indent);
        let body = line.trim_start();
        let lead = &line[..line.len() - body.len()];
        if kept_indent {
            out.push_str(lead);
        } else {
            // Every line is indented: the first keeps its indent as text, so Fluent
            // strips only ours.
            let _ = write!(out, "{{\"{lead}\"}}");
            kept_indent = true;
        }
        for (i, c) in body.chars().enumerate() {
            match c {
                '{' => out.push_str("{\"{\"}"),
                '}' => out.push_str("{\"}\"}"),
                '[' | '*' | '.' if i == 0 => {
                    let _ = write!(out, "{{\"{c}\"}}");
                }
                _ => out.push(c),
            }
        }
    }
    // `--lang`'s languages are variables, so a sixth language is listed in every one.
    let (languages, last) = language_list();
    out.replace(
        &format!("{languages} or {last}"),
        "{ $languages } or { $last }",
    )
}

/// English's `help.ftl`, made from the command tree's doc comments and clap's words.
fn english_catalog() -> String {
    let texts = texts(&command_in(Lang::En));
    let mut out = String::from(
        "# The command line's `--help` (made from the doc comments: `SNAPSHOTS=overwrite cargo\n\
         # test help_catalog` writes this English file again) and clap's own words. Ids:\n\
         # `help-canasta-record` is a command's text, `help-canasta-record--game` an option's;\n\
         # `.long` is the text `--help` shows where `-h` shows the first, `.after` and\n\
         # `.after-long` the examples after it.\n",
    );
    let mut open: Option<String> = None;
    for t in &texts {
        if open.as_deref() != Some(t.id.as_str()) {
            let _ = write!(out, "\n\n{} =", t.id);
            open = Some(t.id.clone());
        }
        match t.attribute {
            None => out.push_str(&pattern(&t.text, "    ")),
            Some(a) => {
                let _ = write!(out, "\n    .{a} =");
                out.push_str(&pattern(&t.text, "        "));
            }
        }
    }
    out.push('\n');
    out.push_str(CLAP_WORDS);
    // Every id once: clap's own flags and `help` command are in the tree above.
    out
}

const ENGLISH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/en/help.ftl");

/// `i18n/en/help.ftl` is the doc comments as they are (`SNAPSHOTS=overwrite` writes it).
#[test]
fn help_catalog_is_the_doc_comments() {
    let made = english_catalog();
    if std::env::var("SNAPSHOTS").is_ok_and(|v| v == "overwrite") {
        std::fs::write(ENGLISH, &made).expect("write i18n/en/help.ftl");
        return;
    }
    let kept = std::fs::read_to_string(ENGLISH).unwrap_or_default();
    assert!(
        kept == made,
        "i18n/en/help.ftl is not the doc comments: run `SNAPSHOTS=overwrite cargo test \
         help_catalog` and bring the other languages' help.ftl up to it"
    );
}

/// Every text reads back from English's catalog exactly as clap has it.
#[test]
fn every_help_text_reads_back_from_the_catalog() {
    for t in texts(&command_in(Lang::En)) {
        let back = own(Lang::En, &t.id, t.attribute);
        assert_eq!(
            back.as_deref(),
            Some(t.text.as_str()),
            "{} {:?}",
            t.id,
            t.attribute
        );
    }
}

fn words(args: &[&str]) -> Vec<OsString> {
    std::iter::once("canasta")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect()
}

fn shown(args: &[&str]) -> String {
    let words = words(args);
    let lang = asked_language(&words);
    i18n::in_language(lang, || match parse_in(lang, words) {
        Ok(_) => panic!("{args:?} parsed"),
        Err(refusal) => refusal.to_string(),
    })
}

/// Italian `--help`: the about, the headings, an option and clap's own flag in Italian.
#[test]
fn help_speaks_the_language_asked_for() {
    let help = shown(&["--lang", "it", "record", "--help"]);
    let english = shown(&["--lang", "en", "record", "--help"]);
    assert!(english.contains("Usage: canasta record"), "{english}");
    assert!(!help.contains("Usage:"), "{help}");
    assert!(!help.contains("Options:"), "{help}");
    assert!(!help.contains("Print help"), "{help}");
    assert_ne!(help.lines().next(), english.lines().next());
}

/// A refusal in German: clap's words from the catalog, the usage line kept.
#[test]
fn a_refusal_speaks_the_language_asked_for() {
    let refusal = shown(&["--lang", "de", "record", "--bogus"]);
    assert!(!refusal.contains("unexpected argument"), "{refusal}");
    assert!(refusal.contains("'--bogus'"), "{refusal}");
    assert!(refusal.contains("canasta record"), "{refusal}");
    let english = shown(&["record", "--bogus", "--lang", "en"]);
    assert!(
        english.contains("unexpected argument '--bogus' found"),
        "{english}"
    );
}

/// `--lang` is read wherever it is, and `CANASTA_LANG` or the system otherwise.
#[test]
fn the_language_is_read_before_clap() {
    assert_eq!(
        asked_language(&words(&["show", "--lang", "pt-BR"])),
        Lang::PtBr
    );
    assert_eq!(asked_language(&words(&["--lang=es-AR", "show"])), Lang::Es);
    assert_eq!(
        asked_language(&words(&["--lang", "de", "--lang", "it"])),
        Lang::It
    );
}

/// Every command's `-h` and `--help` in every language: none of clap's English words
/// left, and the command's own text its language's (each language's catalog has every
/// text, `catalog_is_complete`).
#[test]
fn every_help_screen_speaks_its_language() {
    fn paths(cmd: &Command, path: Vec<String>, into: &mut Vec<Vec<String>>) {
        into.push(path.clone());
        for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
            let mut deeper = path.clone();
            deeper.push(sub.get_name().to_string());
            paths(sub, deeper, into);
        }
    }
    let mut all = Vec::new();
    paths(&command_in(Lang::En), Vec::new(), &mut all);
    assert!(all.len() > 40, "{} commands", all.len());
    let english_words = [
        "Usage:",
        "Commands:",
        "Arguments:",
        "Options:",
        "Print help",
        "Print version",
        "[default:",
        "[env:",
        "[possible values:",
        "Examples:",
        "[OPTIONS]",
        "<COMMAND>",
        "[COMMAND]",
        "<SIDE",
        "<DIR>",
    ];
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        for path in &all {
            for flag in ["-h", "--help"] {
                let mut args = vec!["--lang", lang.tag()];
                args.extend(path.iter().map(String::as_str));
                args.push(flag);
                let help = shown(&args);
                for word in english_words.iter().filter(|w| help.contains(**w)) {
                    problems.push(format!(
                        "{} {} {flag}: `{word}`",
                        lang.tag(),
                        path.join(" ")
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
