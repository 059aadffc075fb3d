//! The command line's own sentences in the user's language: chosen by `--lang`, then
//! `CANASTA_LANG`, then `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` as a Unix program
//! reads them (`C` is English), regional locales negotiated to the language there is.

use crate::harness::{Env, Run};

/// `canasta ARGS` with the language variables given, and no others from the machine.
fn run_with(env: &Env, vars: &[(&str, &str)], args: &[&str]) -> Run {
    let mut cmd = env.cmd();
    for name in ["CANASTA_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(name);
    }
    for (name, value) in vars {
        cmd.env(name, value);
    }
    let out = cmd.args(args).output().expect("runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

const ENGLISH: &str = "No games yet: start one with `canasta new` or `canasta play`.";
const SPANISH: &str = "Todavía no hay partidas: empezá una con `canasta new` o `canasta play`.";
const ITALIAN: &str = "Ancora nessuna partita: iniziane una con `canasta new` o `canasta play`.";
const GERMAN: &str = "Noch keine Partien: beginne eine mit `canasta new` oder `canasta play`.";
const PORTUGUESE: &str = "Nenhuma partida ainda: comece uma com `canasta new` ou `canasta play`.";

/// What `canasta list` says with no games, in the language these variables choose.
fn no_games(vars: &[(&str, &str)], args: &[&str]) -> String {
    let env = Env::new();
    let mut all = args.to_vec();
    all.push("list");
    run_with(&env, vars, &all)
        .ok()
        .stdout
        .trim_end()
        .to_string()
}

#[test]
fn lang_of_the_environment_speaks_spanish() {
    assert_eq!(no_games(&[("LANG", "es_AR.UTF-8")], &[]), SPANISH);
    // A confirmation with its numbers and names, and a refusal's `error:` line.
    let env = Env::new();
    let es = [("LANG", "es_AR.UTF-8")];
    let started = run_with(&env, &es, &["new", "--side", "Nosotros", "--side", "Ellos"]).ok();
    assert!(
        started
            .stderr
            .starts_with("Empezó la partida 1 (classic): "),
        "{}",
        started.stderr
    );
    assert!(
        started.stderr.contains("Reparte primero: "),
        "{}",
        started.stderr
    );
    assert!(
        !started.stderr.contains("Started game"),
        "{}",
        started.stderr
    );
    let used = run_with(&env, &es, &["use", "1"]).ok();
    assert_eq!(used.stdout, "Ahora la partida actual es la 1.\n");
    run_with(&env, &es, &["delete", "1"])
        .refused("error: borrar la partida 1 no se puede deshacer; poné --yes");
    let deleted = run_with(&env, &es, &["delete", "1", "--yes"]).ok();
    assert_eq!(deleted.stderr, "Se borró la partida 1.\n");
}

#[test]
fn c_wins_over_lang() {
    assert_eq!(
        no_games(&[("LC_ALL", "C"), ("LANG", "de_DE")], &[]),
        ENGLISH
    );
    assert_eq!(
        no_games(&[("LC_ALL", "POSIX"), ("LANG", "de_DE.UTF-8")], &[]),
        ENGLISH
    );
}

#[test]
fn language_list_is_read_first() {
    assert_eq!(no_games(&[("LANGUAGE", "it:en")], &[]), ITALIAN);
    assert_eq!(
        no_games(&[("LANGUAGE", "it:en"), ("LANG", "de_DE.UTF-8")], &[]),
        ITALIAN
    );
}

#[test]
fn the_lang_flag_beats_the_environment() {
    assert_eq!(
        no_games(&[("LANG", "es_AR.UTF-8")], &["--lang", "de"]),
        GERMAN
    );
    assert_eq!(
        no_games(
            &[("CANASTA_LANG", "pt-BR"), ("LANG", "es_AR")],
            &["--lang", "it"]
        ),
        ITALIAN
    );
    // The flag comes after the command too (it is global).
    let env = Env::new();
    let run = run_with(&env, &[("LANG", "es_AR")], &["list", "--lang", "de"]).ok();
    assert_eq!(run.stdout.trim_end(), GERMAN);
}

#[test]
fn canasta_lang_chooses_and_beats_lang() {
    assert_eq!(no_games(&[("CANASTA_LANG", "pt-BR")], &[]), PORTUGUESE);
    assert_eq!(
        no_games(&[("CANASTA_LANG", "pt-BR"), ("LANG", "de_DE.UTF-8")], &[]),
        PORTUGUESE
    );
}

#[test]
fn regional_locales_get_their_language() {
    assert_eq!(no_games(&[("LANG", "pt_PT.UTF-8")], &[]), PORTUGUESE);
    assert_eq!(no_games(&[("LANG", "de_AT.UTF-8")], &[]), GERMAN);
    assert_eq!(no_games(&[("LANG", "es_UY")], &[]), SPANISH);
    assert_eq!(no_games(&[("LANG", "fr_FR.UTF-8")], &[]), ENGLISH);
}

#[test]
fn an_unknown_language_is_refused_with_the_list() {
    let env = Env::new();
    let run = run_with(&env, &[], &["--lang", "xx", "list"]).refused("`xx`");
    assert!(
        run.stderr.contains("en, es, pt-BR, it, de"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    // The same from the environment variable of the program's own.
    run_with(&env, &[("CANASTA_LANG", "xx")], &["list"]).refused("en, es, pt-BR, it, de");
}

#[test]
fn every_language_says_its_own_error_line() {
    for (tag, start) in [
        ("en", "error: deleting game 7 cannot be undone"),
        ("es", "error: borrar la partida 7 no se puede deshacer"),
        ("pt-BR", "erro: apagar a partida 7 não tem volta"),
        ("it", "errore: eliminare la partita 7 non si può annullare"),
        (
            "de",
            "Fehler: das Löschen von Partie 7 lässt sich nicht rückgängig machen",
        ),
    ] {
        let env = Env::new();
        let run = run_with(&env, &[], &["--lang", tag, "delete", "7"]);
        assert_eq!(run.code, 2, "{tag}: {}", run.stderr);
        assert!(run.stderr.starts_with(start), "{tag}: {}", run.stderr);
    }
}

#[test]
fn counts_choose_their_plural() {
    // Export every game: one game, then two, each said with its noun's number.
    let env = Env::new();
    let de = [("LANG", "de_DE.UTF-8")];
    run_with(&env, &de, &["new", "--side", "Wir", "--side", "Ihr"]).ok();
    let one = run_with(&env, &de, &["export", "--all", "-o", "one.yaml"]).ok();
    assert!(
        one.stderr.starts_with("1 Partie nach ") && one.stderr.ends_with(" geschrieben.\n"),
        "{}",
        one.stderr
    );
    run_with(&env, &de, &["new", "--side", "Wir", "--side", "Ihr"]).ok();
    let two = run_with(&env, &de, &["export", "--all", "-o", "two.yaml"]).ok();
    assert!(two.stderr.starts_with("2 Partien nach "), "{}", two.stderr);
    // Restored into a fresh folder: each game named, in Italian.
    let other = Env::new();
    let path = env.data().join("two.yaml");
    let restored = run_with(
        &other,
        &[("LANGUAGE", "it")],
        &["import", path.to_str().expect("a path")],
    )
    .ok();
    assert_eq!(
        restored.stderr,
        "Ripristinata la partita 1.\nRipristinata la partita 2.\n"
    );
}

/// Shell completion speaks the language a command would (it runs before `--lang` is
/// read): a game that cannot be read is described in German.
#[test]
fn completion_describes_in_the_language_of_the_environment() {
    let env = Env::new();
    env.run(&["new", "--side", "Wir", "--side", "Ihr"]).ok();
    std::fs::write(env.game_file("1"), "not: [a game").expect("damaged");
    let mut cmd = env.cmd();
    for name in ["CANASTA_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
        cmd.env_remove(name);
    }
    let out = cmd
        .env("LANG", "de_DE.UTF-8")
        .env("COMPLETE", "fish")
        .args(["--", "canasta", "use", ""])
        .output()
        .expect("runs");
    let ids = String::from_utf8_lossy(&out.stdout);
    assert!(ids.starts_with("1\tbeschädigt\n"), "{ids}");
}

/// `--lang`'s help names every language of the one list (`with_languages!`), made from it:
/// a sixth language added there is named here with no other change.
#[test]
fn langs_help_names_every_language_of_the_list() {
    let env = Env::new();
    let help = env.run(&["--help"]).ok();
    let text = help.stdout;
    for lang in canasta::core::language::Lang::ALL {
        assert!(text.contains(&format!("`{}`", lang.tag())), "{text}");
    }
    assert!(
        text.contains("The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default:"),
        "{text}"
    );
}

/// `--help` and clap's refusals speak the language asked for (`--lang`, wherever it is on
/// the line, or `CANASTA_LANG`), with clap's exit codes: 0 for a help, 2 for a refusal,
/// nothing saved.
#[test]
fn help_and_usage_refusals_speak_the_language() {
    let env = Env::new();
    let help = env.run(&["record", "--help", "--lang", "it"]);
    assert_eq!(help.code, 0, "{}", help.stderr);
    assert!(
        help.stdout.contains("Utilizzo: canasta record"),
        "{}",
        help.stdout
    );
    assert!(help.stdout.contains("Esempi:"), "{}", help.stdout);
    // The Italian example lines are Italian lines: Noi and Voi, `c` for going out.
    assert!(help.stdout.contains("\"Noi: c "), "{}", help.stdout);
    let out = env
        .cmd()
        .env("CANASTA_LANG", "de")
        .args(["record", "--bogus"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("Fehler: unerwartetes Argument '--bogus'"),
        "{stderr}"
    );
    // Nothing was made.
    assert!(env.run(&["list", "--format", "json"]).stdout.trim() == "[]");
    // English is clap's own.
    let english = env.run(&["record", "--bogus", "--lang", "en"]);
    assert!(
        english
            .stderr
            .starts_with("error: unexpected argument '--bogus' found")
    );
}

/// Times are kept in UTC in the files and shown in the room's own time (issue 45, item 4):
/// a game begun at 23:30 UTC on 6 December is listed as begun on 7 December in Rome (UTC+1
/// in winter), and on 6 December in New York; its file still says 23:30 UTC.
#[test]
fn a_games_day_is_the_rooms_day() {
    let env = Env::new();
    env.run(&["new"]).ok();
    let path = env.game_file("1");
    let text = std::fs::read_to_string(&path).expect("the game");
    let created = text
        .lines()
        .find(|l| l.starts_with("created: "))
        .expect("a created line")
        .to_string();
    let late = text.replacen(&created, "created: 2026-12-06T23:30:00Z", 1);
    std::fs::write(&path, &late).expect("written");
    let listed = |tz: &str| {
        let out = env
            .cmd()
            .env("TZ", tz)
            .args(["list"])
            .output()
            .expect("list");
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    assert!(
        listed("Europe/Rome").contains("2026-12-07"),
        "{}",
        listed("Europe/Rome")
    );
    assert!(
        listed("America/New_York").contains("2026-12-06"),
        "{}",
        listed("America/New_York")
    );
    assert!(env.game_text("1").contains("created: 2026-12-06T23:30:00Z"));
}

/// Spanish players call red threes *treses rojos* and type it so (issue 45): `2
/// treses_rojos` is two red threes. Classic (Hoyle's rules): a natural canasta 500, a
/// mixed one 300, going out 100, 420 melded, -35 in hand and two red threes 200 = 1485;
/// `90 -40` is 50.
#[test]
fn spanish_treses_rojos_are_typed_as_said() {
    let env = Env::new();
    env.run(&["--lang", "es", "new"]).ok();
    env.run(&[
        "--lang",
        "es",
        "record",
        "Nosotros: corte 1 pura 1 impura 2 treses_rojos 420 -35",
        "Ellos: 90 -40",
    ])
    .ok();
    let shown = env.json();
    assert_eq!(shown["totals"]["Nosotros"], 1485, "{shown}");
    assert_eq!(shown["totals"]["Ellos"], 50, "{shown}");
}

/// German names each wild canasta of American Canasta so that its bonus is plain (issue
/// 45): seven twos 3000, all four jokers and three twos 2500, any other 2000 (the
/// preset's, after seed 001's "Modern American Canasta", *Canasta Cards*, in `docs/SOURCES.md`).
#[test]
fn german_names_which_wild_canasta_is_worth_2500() {
    let env = Env::new();
    let run = env
        .run(&["--lang", "de", "variants", "show", "american"])
        .ok();
    for kind in [
        "Zweier-Canasta: 3000",
        "Vier-Joker-Canasta: 2500",
        "Joker-Canasta: 2000",
    ] {
        assert!(run.stdout.contains(kind), "{kind}: {}", run.stdout);
    }
}
