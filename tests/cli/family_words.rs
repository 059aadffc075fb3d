//! Issue 45, item 1: each family's own words on the command line, the phone's page and the
//! board. A Classic, a Burraco and a Buraco game in every language: `new`, a hand recorded,
//! `show`, `history`, `list`, `variants show`, `check meld` and `check pile` under the
//! game's rules; what a phone shows of the board's page and of the scorer's page (its rules
//! questions and its corrections opened, a hand corrected), in the phone's language, in
//! Chromium. All of it held against the words each family must not show, kept per language
//! in `family_words/<tag>.txt` (table mode's screens and the director's desk are walked in
//! `src/table_mode/tests_family_words.rs` against the same lists).
//!
//! The hand, typed in numbers only (every language and family takes them): We 300 melded
//! and 20 in hand, They 150 and 45.

mod forms;

use std::time::Duration;

use crate::board::serve;
use crate::browser::Browser;
use crate::harness::Env;

const WAIT: Duration = Duration::from_secs(20);

const LANGS: [(&str, &str); 5] = [
    ("en", include_str!("family_words/en.txt")),
    ("es", include_str!("family_words/es.txt")),
    ("pt-BR", include_str!("family_words/pt-BR.txt")),
    ("it", include_str!("family_words/it.txt")),
    ("de", include_str!("family_words/de.txt")),
];

const GAMES: [(&str, &str); 3] = [
    ("classic", "classic"),
    ("burraco", "burraco"),
    ("buraco-stbl", "burraco"),
];

/// Everything a run said, both streams (a rules answer's no is exit 1, a refusal 2).
fn said(env: &Env, args: &[&str]) -> String {
    let run = env.run(args);
    assert!(run.code <= 1, "{args:?}: {}{}", run.stdout, run.stderr);
    format!("{}{}", run.stdout, run.stderr)
}

/// The command line's screens of a game of `variant` in `lang`.
fn command_line(lang: &str, variant: &str) -> String {
    let env = Env::new();
    let mut text = said(&env, &["--lang", lang, "new", "--variant", variant]);
    // The sides by the names the language gives them (Nosotros, Ellos).
    let sides = env.json()["sides"].clone();
    let side = |i: usize| sides[i].as_str().unwrap_or_default().to_string();
    let (we, they) = (
        format!("{}: 300 -20", side(0)),
        format!("{}: 150 -45", side(1)),
    );
    text += &said(&env, &["--lang", lang, "record", &we, &they]);
    assert_eq!(
        env.json()["hands"].as_array().map(Vec::len),
        Some(1),
        "{lang} {variant}: {text}"
    );
    for args in [
        &["show"][..],
        &["history"],
        &["list"],
        &["variants", "show", variant],
        &["check", "meld", "KKK", "--score", "0"],
        &["check", "pile", "--top", "7", "--hand", "77"],
    ] {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        text += &said(&env, &all);
    }
    text
}

/// What a phone shows of the board's page and of the scorer's (its rules questions
/// opened) for a game of `variant`, in `lang`: the pages' titles and visible text, in
/// Chromium.
fn phone_and_board(browser: &Browser, lang: &str, variant: &str) -> String {
    let env = Env::new();
    env.run(&["new", "--variant", variant]).ok();
    env.run(&["record", "We: 300 -20", "They: 150 -45"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    let mut text = String::new();
    for (address, ready) in [
        (
            &served.scorer,
            "document.getElementById('heading').textContent.length > 0",
        ),
        (&served.address, "document.body.innerText.length > 0"),
    ] {
        let phone = browser.phone_in(lang, address);
        assert!(phone.wait_for(ready, WAIT), "{lang} {variant}: {address}");
        phone.eval(
            "(() => { for (const id of ['ask', 'fix']) { const d = document.getElementById(id); \
             if (d) d.open = true; } return true; })()",
        );
        if address == &served.scorer {
            // A correction made on the phone: hand 1's first line typed again, and what
            // the page says of it.
            phone.eval(
                "(() => { document.getElementById('fix-text').value = '310 -20'; \
                 document.getElementById('fix-apply').click(); return true; })()",
            );
            assert!(
                phone.wait_for(
                    "document.getElementById('fix-said').textContent.length > 0",
                    WAIT
                ),
                "{lang} {variant}: the correction said nothing"
            );
        }
        let shown = phone.eval("document.title + '\\n' + document.body.innerText");
        text += shown.as_str().unwrap_or_default();
        text.push('\n');
    }
    text
}

#[test]
fn every_family_speaks_its_own_words_on_the_command_line() {
    let mut found = Vec::new();
    for (lang, list) in LANGS {
        for (variant, family) in GAMES {
            let shown = forms::shown(list, family, &command_line(lang, variant));
            if !shown.is_empty() {
                found.push(format!("{lang} {variant}: {}", shown.join(", ")));
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
fn every_family_speaks_its_own_words_on_the_phone_and_the_board() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let mut found = Vec::new();
    for (lang, list) in LANGS {
        for (variant, family) in GAMES {
            let shown = forms::shown(list, family, &phone_and_board(&browser, lang, variant));
            if !shown.is_empty() {
                found.push(format!("{lang} {variant}: {}", shown.join(", ")));
            }
        }
    }
    assert!(
        found.is_empty(),
        "words of another family:\n{}",
        found.join("\n")
    );
}
