//! Issue 32, item 1: a side may be a pair ("Noi", "Nosotros", "Nós", "Wir": plural
//! pronouns) or one player ("Ana"), so no sentence makes a side's name the subject of a
//! verb or an adjective that would have to agree with it. Games are played to their end in
//! each language, with the default side names and with two players' names, and what
//! `record`, `show` and `list` say is held against a list of forms a native speaker
//! writes, kept per language in `tests/cli/agreement/<tag>.txt`: each form under
//! `[expected]` appears, none under `[forbidden]` does.

use crate::harness::Env;

/// Forms, each with its reason.
type Forms = Vec<(String, String)>;

/// A language's list: (expected, forbidden), each form with its reason.
fn forms(list: &str) -> (Forms, Forms) {
    let (mut expected, mut forbidden) = (Vec::new(), Vec::new());
    let mut section = "";
    for line in list.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            section = line.trim();
            continue;
        }
        let (form, reason) = line.split_once(" # ").unwrap_or((line, ""));
        assert!(!reason.is_empty(), "a form without its reason: {line:?}");
        let entry = (form.trim_end().to_string(), reason.to_string());
        match section {
            "[expected]" => expected.push(entry),
            "[forbidden]" => forbidden.push(entry),
            other => panic!("a form outside [expected] and [forbidden] ({other:?}): {line:?}"),
        }
    }
    assert!(!expected.is_empty() && !forbidden.is_empty());
    (expected, forbidden)
}

/// Everything a run said, both streams.
fn said(env: &Env, args: &[&str]) -> String {
    let run = env.run(args).ok();
    format!("{}{}", run.stdout, run.stderr)
}

/// Classic (Pagat, "Canasta", scoring; seed 001), typed in the language's line words
/// (lang_game.rs): each hand, the first side goes out with one natural (500) and one
/// mixed (300) canasta, two red threes (2 x 100), 420 melded, 35 in hand, going out 100:
/// 1485; the other melds 90 and keeps 40: 50. Four hands: 5940 to 200, past 5000.
fn classic_to_the_end(lang: &str, we: &str, they: &str, out: &str) -> String {
    let env = Env::new();
    let mut text = said(&env, &["--lang", lang, "new"]);
    for _ in 0..4 {
        let first = format!("{we}: {out}");
        let second = format!("{they}: 90 -40");
        text += &said(&env, &["--lang", lang, "record", &first, &second]);
    }
    let json = env.json();
    assert_eq!(json["totals"][we], 5940, "{lang}: {json}");
    assert_eq!(json["finished"], true, "{lang}: {json}");
    text += &said(&env, &["--lang", lang, "show"]);
    text += &said(&env, &["--lang", lang, "list"]);
    // Going out with nothing in hand while a partner may still hold cards: the warning
    // names the side as a label.
    let slip = Env::new();
    said(&slip, &["--lang", lang, "new"]);
    let bare = out.trim_end_matches(" -35");
    let first = format!("{we}: {bare}");
    let second = format!("{they}: 90 -40");
    text += &said(&slip, &["--lang", lang, "record", &first, &second]);
    text
}

/// Classic for two, the sides named after the players (Ana, Bob), recorded by flags
/// (games.rs, `classic_two_player_game`): Ana 5410, Bob 1735 after four hands.
fn two_players_to_the_end(lang: &str) -> String {
    let env = Env::new();
    let mut text = said(
        &env,
        &[
            "--lang",
            lang,
            "new",
            "--variant",
            "classic-2p",
            "--player",
            "Ana",
            "--player",
            "Bob",
        ],
    );
    for flags in [
        "--out Ana --natural Ana=1 --mixed Ana=1 --melded Ana=260 --melded Bob=110 --in-hand Bob=75 --red-threes Bob=2",
        "--out Bob --concealed --natural Bob=2 --melded Bob=300 --melded Ana=140 --in-hand Ana=90 --red-threes Ana=1",
        "--out Ana --natural Ana=3 --mixed Ana=1 --melded Ana=700 --red-threes Ana=3 --melded Bob=60 --in-hand Bob=120",
        "--out Ana --natural Ana=1 --mixed Ana=1 --melded Ana=300 --melded Bob=100 --in-hand Bob=40",
    ] {
        let mut args = vec!["--lang", lang, "record"];
        args.extend(flags.split_whitespace());
        text += &said(&env, &args);
    }
    let json = env.json();
    assert_eq!(json["totals"]["Ana"], 5410, "{lang}: {json}");
    assert_eq!(json["finished"], true, "{lang}: {json}");
    text += &said(&env, &["--lang", lang, "show"]);
    text += &said(&env, &["--lang", lang, "list"]);
    text
}

/// Italian tournament Burraco, three deals (burraco.rs, `a_tournament_match_of_three_
/// deals_at_a_band_edge`, typed in Italian words): Noi 1415, Voi 1050; victory points
/// 14 and 6.
fn burraco_in_italian() -> String {
    let env = Env::new();
    let mut text = said(
        &env,
        &["--lang", "it", "new", "--variant", "burraco-tournament"],
    );
    for (we, they) in [
        ("Noi: c 1p 300", "Voi: 1s 200 -45"),
        ("Noi: 1s 100 -10", "Voi: c 1p 300"),
        ("Noi: c 1p 325", "Voi: 1s 150 -55"),
    ] {
        text += &said(&env, &["--lang", "it", "record", we, they]);
    }
    // The sheet before the match ends names its length.
    let fresh = Env::new();
    said(
        &fresh,
        &["--lang", "it", "new", "--variant", "burraco-tournament"],
    );
    text += &said(&fresh, &["--lang", "it", "show"]);
    let json = env.json();
    assert_eq!(json["totals"]["Noi"], 1415, "{json}");
    text += &said(&env, &["--lang", "it", "show"]);
    text += &said(&env, &["--lang", "it", "list"]);
    text += &said(
        &env,
        &["--lang", "it", "variants", "show", "burraco-tournament"],
    );
    text
}

fn check(lang: &str, list: &str, text: &str) {
    let (expected, forbidden) = forms(list);
    let missing: Vec<String> = expected
        .iter()
        .filter(|(form, _)| !text.contains(form.as_str()))
        .map(|(form, reason)| format!("  {form:?} ({reason})"))
        .collect();
    let found: Vec<String> = forbidden
        .iter()
        .filter(|(form, _)| text.contains(form.as_str()))
        .map(|(form, reason)| format!("  {form:?} ({reason})"))
        .collect();
    assert!(
        missing.is_empty() && found.is_empty(),
        "{lang}: expected forms missing:\n{}\nforbidden forms found:\n{}\nin:\n{text}",
        missing.join("\n"),
        found.join("\n"),
    );
}

#[test]
fn lang_agreement_spanish() {
    let mut text = classic_to_the_end("es", "Nosotros", "Ellos", "c 1p 1i 2r 420 -35");
    text += &two_players_to_the_end("es");
    check("es", include_str!("agreement/es.txt"), &text);
}

#[test]
fn lang_agreement_portuguese() {
    let mut text = classic_to_the_end("pt-BR", "Nós", "Eles", "b 1l 1s 2v 420 -35");
    text += &two_players_to_the_end("pt-BR");
    check("pt-BR", include_str!("agreement/pt-BR.txt"), &text);
}

#[test]
fn lang_agreement_italian() {
    let mut text = classic_to_the_end("it", "Noi", "Voi", "c 1p 1s 2r 420 -35");
    text += &two_players_to_the_end("it");
    text += &burraco_in_italian();
    check("it", include_str!("agreement/it.txt"), &text);
}

#[test]
fn lang_agreement_german() {
    let mut text = classic_to_the_end("de", "Wir", "Ihr", "a 1n 1g 2r 420 -35");
    text += &two_players_to_the_end("de");
    check("de", include_str!("agreement/de.txt"), &text);
}

/// The rules' answers give each card its article, and name a variant by its name in the
/// language, never by its English id. Burraco (burraco.md §2: a 2 or a joker stands in
/// for a card; a set of three or more of a rank): `AAA2` is a set of aces, the 2 standing
/// for an ace: Italian *l'A* (elided before a vowel), German *das A*; `KK2`: *den K*;
/// `5h6h2c8h`: the 2 stands for the 7h, *il 7h*, *die 7h*. `check out` with no burraco
/// in Burraco da torneo (which needs one to go out): the variant by its Italian name.
#[test]
fn rules_answers_give_cards_their_articles_and_variants_their_names() {
    let env = Env::new();
    let said = |lang: &str, args: &[&str]| {
        let mut all = vec!["--lang", lang, "check"];
        all.extend_from_slice(args);
        let run = env.run(&all);
        format!("{}{}", run.stdout, run.stderr)
    };
    let it = said(
        "it",
        &[
            "meld",
            "AAA2",
            "5h6h2c8h",
            "--variant",
            "burraco",
            "--score",
            "0",
        ],
    );
    assert!(it.contains("il 2 sta per l'A"), "{it}");
    assert!(it.contains("il 2c sta per il 7h"), "{it}");
    assert!(!it.contains("il A"), "{it}");
    let de = said(
        "de",
        &[
            "meld",
            "AAA2",
            "KK2",
            "5h6h2c8h",
            "--variant",
            "burraco",
            "--score",
            "0",
        ],
    );
    assert!(de.contains("die 2 steht für das A"), "{de}");
    assert!(de.contains("die 2 steht für den K"), "{de}");
    assert!(de.contains("die 2c steht für die 7h"), "{de}");
    let out = said("it", &["out", "--variant", "burraco-tournament"]);
    assert!(
        out.contains("Burraco da torneo ne chiede 1 per chiudere"),
        "{out}"
    );
    assert!(!out.contains("burraco-tournament"), "{out}");
}

/// The lists themselves: every form has its reason, and no form is both expected and
/// forbidden, nor contains a forbidden one.
#[test]
fn lang_agreement_lists_are_consistent() {
    for (lang, list) in [
        ("es", include_str!("agreement/es.txt")),
        ("pt-BR", include_str!("agreement/pt-BR.txt")),
        ("it", include_str!("agreement/it.txt")),
        ("de", include_str!("agreement/de.txt")),
    ] {
        let (expected, forbidden) = forms(list);
        for (form, _) in &expected {
            for (bad, _) in &forbidden {
                assert!(
                    !form.contains(bad.as_str()),
                    "{lang}: expected {form:?} contains forbidden {bad:?}"
                );
            }
        }
    }
}
