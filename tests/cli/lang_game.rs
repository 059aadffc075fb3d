//! A game typed in one language is the same game in every other: the file holds the
//! preset's keys and numbers, never the words a player typed.

use crate::harness::Env;

/// The same two hands, typed in English and in Spanish, Portuguese, Italian and German
/// words (docs/GLOSSARY.md, "Line words"), make byte-identical game files.
///
/// Classic (Pagat, "Canasta", scoring; seed 001): hand 1, We went out with one natural
/// (500) and one mixed (300) canasta, two red threes (2 x 100), 420 melded, 35 in hand,
/// going out 100: 500 + 300 + 200 + 420 - 35 + 100 = 1485; They melded 90, kept 40:
/// 50. Hand 2, They went out concealed (100 + 100) with one natural canasta (500) and
/// 300 melded: 1000; We melded 60 and kept 85: -25. Totals: We 1460, They 1050.
#[test]
fn a_game_typed_in_any_language_is_the_same_file() {
    let lines = [
        (
            "en",
            ["We: out 1n 1m 2r 420 -35", "They: 90 -40"],
            ["We: 60 -85", "They: concealed 1n 300"],
        ),
        (
            "es",
            ["We: c 1p 1i 2r 420 -35", "They: 90 -40"],
            ["We: 60 -85", "They: m 1p 300"],
        ),
        (
            "pt-BR",
            ["We: b 1l 1s 2v 420 -35", "They: 90 -40"],
            ["We: 60 -85", "They: o 1l 300"],
        ),
        (
            "it",
            ["We: c 1p 1s 2r 420 -35", "They: 90 -40"],
            ["We: 60 -85", "They: im 1p 300"],
        ),
        (
            "de",
            ["We: a 1n 1g 2r 420 -35", "They: 90 -40"],
            ["We: 60 -85", "They: v 1n 300"],
        ),
    ];
    let mut files = Vec::new();
    for (lang, first, second) in lines {
        let env = Env::new();
        env.run(&["new", "--variant", "classic"]).ok();
        env.run(&["--lang", lang, "record", first[0], first[1]])
            .ok();
        env.run(&["--lang", lang, "record", second[0], second[1]])
            .ok();
        let json = env.run(&["show", "--format", "json"]).ok();
        let report: serde_json::Value = serde_json::from_str(&json.stdout).expect("json");
        assert_eq!(report["totals"]["We"], 1460, "{lang}: {}", json.stdout);
        assert_eq!(report["totals"]["They"], 1050, "{lang}: {}", json.stdout);
        let file = std::fs::read_to_string(env.data().join("games/1.yaml")).expect("game file");
        // The file never holds the words typed (times of saving apart).
        for word in [
            "pura", "impura", "limpa", "suja", "sporca", "gemischt", "corte",
        ] {
            assert!(
                !file.contains(word),
                "{lang}: `{word}` in the file:\n{file}"
            );
        }
        let without_times: String = file
            .lines()
            .filter(|l| !l.starts_with("created:"))
            .collect::<Vec<_>>()
            .join("\n");
        files.push((lang, without_times));
    }
    for (lang, file) in &files[1..] {
        assert_eq!(file, &files[0].1, "{lang}'s file differs from English's");
    }
}

/// A game started in Spanish is shown in Italian with the same numbers.
#[test]
fn a_spanish_game_opens_in_italian() {
    let env = Env::new();
    env.run(&["--lang", "es", "new", "--variant", "classic"])
        .ok();
    env.run(&[
        "--lang",
        "es",
        "record",
        "Nosotros: c 1p 1i 2r 420 -35",
        "Ellos: 90 -40",
    ])
    .ok();
    // The sides were named in Spanish when the game began (its data now): the same names
    // in Italian.
    let italian = env.run(&["--lang", "it", "show"]).ok();
    assert!(italian.stdout.contains("1485"), "{}", italian.stdout);
    assert!(italian.stdout.contains("Nosotros"), "{}", italian.stdout);
    let spanish = env.run(&["--lang", "es", "show", "--format", "json"]).ok();
    let english = env.run(&["show", "--format", "json"]).ok();
    // Machine-read output is the same in every language.
    assert_eq!(spanish.stdout, english.stdout);
}

/// `list` reads a club's games on several threads: a damaged game's reason is said in
/// the command's language all the same, and never kept in the summary cache in one.
#[test]
fn a_damaged_games_reason_is_in_the_language_of_the_command() {
    let env = Env::new();
    env.run(&["new", "--variant", "classic"]).ok();
    env.run(&["record", "We: out 1n 200", "They: 50"]).ok();
    let file = env.data().join("games/1.yaml");
    let text = std::fs::read_to_string(&file).expect("game");
    // 51 card points: never a multiple of 5, so the game no longer adds up.
    std::fs::write(&file, text.replace("melded: 50", "melded: 51")).expect("write");
    let spanish = env.run(&["--lang", "es", "list"]).ok();
    assert!(
        spanish.stdout.contains("dañada: mano 1"),
        "{}",
        spanish.stdout
    );
    let english = env.run(&["list"]).ok();
    assert!(english.stdout.contains("hand 1"), "{}", english.stdout);
    assert!(!english.stdout.contains("mano 1"), "{}", english.stdout);
    let italian = env.run(&["--lang", "it", "list"]).ok();
    assert!(
        !italian.stdout.contains("mano 1: They: melded es"),
        "{}",
        italian.stdout
    );
}

/// Issue 32, item 5: `new` with the players named and not the sides names the sides as
/// table mode does, in the player's language, so the next `record` with the language's
/// side names is taken. Classic (Pagat, "Canasta", scoring; seed 001): the sides went
/// out with one natural (500) and one mixed (300) canasta, two red threes (2 x 100),
/// 420 melded, 35 in hand, going out 100: 500 + 300 + 200 + 420 - 35 + 100 = 1485; the
/// other melded 90 and kept 40: 50.
#[test]
fn new_with_players_names_the_sides_in_the_language() {
    for (lang, we, they, out) in [
        ("en", "We", "They", "out 1n 1m 2r 420 -35"),
        ("es", "Nosotros", "Ellos", "c 1p 1i 2r 420 -35"),
        ("pt-BR", "Nós", "Eles", "b 1l 1s 2v 420 -35"),
        ("it", "Noi", "Voi", "c 1p 1s 2r 420 -35"),
        ("de", "Wir", "Ihr", "a 1n 1g 2r 420 -35"),
    ] {
        let env = Env::new();
        env.run(&[
            "--lang", lang, "new", "--player", "Ann", "--player", "Bob", "--player", "Cy",
            "--player", "Di",
        ])
        .ok();
        let first = format!("{we}: {out}");
        let second = format!("{they}: 90 -40");
        env.run(&["--lang", lang, "record", &first, &second]).ok();
        let report = env.json();
        assert_eq!(report["totals"][we], 1485, "{lang}: {report}");
        assert_eq!(report["totals"][they], 50, "{lang}: {report}");
        assert_eq!(report["sides"], serde_json::json!([we, they]), "{lang}");
        // The players sit where they were named: Ann and Cy on the first side.
        let file = env.game_text("1");
        assert!(
            file.contains(&format!("name: {we}\n  players:\n  - Ann\n  - Cy")),
            "{lang}: {file}"
        );
    }
}
