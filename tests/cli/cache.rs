//! The summary cache (`cache/summaries.json`) is never the truth: whatever state it is in
//! (missing, cut short, garbage, a pipe, a link), `list`, `history`, `stats` and `players`
//! print exactly what they print without it (`CANASTA_NO_CACHE=1`), and a game changed
//! after the cache was built, from the command line or by hand, shows its new numbers.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::harness::Env;

/// The reading commands compared, with and without the cache.
const READERS: &[&[&str]] = &[
    &["list"],
    &["history"],
    &["history", "--player", "ann"],
    &["history", "--variant", "classic-3p"],
    &["history", "--since", "2000-01-01", "--until", "2999-12-31"],
    &["history", "--until", "2000-01-01"],
    &["stats"],
    &["stats", "--format", "json"],
    &["stats", "--format", "csv"],
    &["stats", "--vs", "Ann", "--vs", "Bob"],
    &["stats", "--vs", "Ann & Cy", "--vs", "bob & di"],
    &["stats", "--chart"],
    &["stats", "--player", "Cy", "--format", "json"],
    &["stats", "--variant", "samba", "--format", "csv"],
    &["stats", "--vs", "Ann", "--vs", "Nobody"],
    &["players"],
];

/// What each reader printed (stdout, stderr, exit code), with or without the cache.
fn outputs(env: &Env, cache: bool) -> Vec<String> {
    READERS
        .iter()
        .map(|args| {
            let mut cmd = env.cmd();
            if cache {
                cmd.env_remove("CANASTA_NO_CACHE");
            } else {
                cmd.env("CANASTA_NO_CACHE", "1");
            }
            let out = cmd.args(*args).output().expect("runs");
            format!(
                "$ canasta {}\n{}\n{}\nexit {:?}",
                args.join(" "),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
                out.status.code()
            )
        })
        .collect()
}

#[track_caller]
fn same(got: &[String], want: &[String]) {
    for (g, w) in got.iter().zip(want) {
        assert_eq!(g, w);
    }
    assert_eq!(got.len(), want.len());
}

fn cache_file(env: &Env) -> PathBuf {
    env.data().join("cache").join("summaries.json")
}

/// The game files, their times moved an hour back: a summary built within seconds of
/// its file's last change is not trusted (rebuilt by every command), so that the cache
/// is really read, the files must look old.
fn age(env: &Env) {
    let hour_ago = SystemTime::now() - Duration::from_secs(3600);
    for folder in ["games", "archive"] {
        let Ok(entries) = std::fs::read_dir(env.data().join(folder)) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_file()) {
                set_modified(&entry.path(), hour_ago);
            }
        }
    }
}

fn set_modified(path: &Path, when: SystemTime) {
    std::fs::File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(when))
        .expect("file time set");
}

fn modified(path: &Path) -> SystemTime {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .expect("file time")
}

/// A season of many kinds: Classic won and in play (penalties, a concealed going out,
/// sides without named players), three-handed, six-handed in three partnerships, Samba,
/// an archived game, a game file that does not parse and one that is a link.
fn season(env: &Env) {
    let run = |args: &[&str]| {
        env.run(args).ok();
    };
    let players = |a: &str, b: &str, c: &str, d: &str, variant: &str| {
        run(&[
            "new",
            "--variant",
            variant,
            "--player",
            a,
            "--player",
            b,
            "--player",
            c,
            "--player",
            d,
        ]);
    };
    // 1: Classic, won by We (Ann, Cy).
    players("Ann", "Bob", "Cy", "Di", "classic");
    for _ in 0..2 {
        run(&["record", "We: out 4n 3m 4r 1000", "They: 90 -40"]);
    }
    // 2: Classic in play, We (Ann, Bob): penalties on both sides.
    players("Ann", "Cy", "Bob", "Di", "classic");
    run(&["record", "We: 90 -40", "They: out 1n 300"]);
    run(&[
        "record",
        "--nobody-out",
        "--melded",
        "We=50",
        "--in-hand",
        "We=450",
        "--penalty",
        "We:undeclared_red_three",
        "--red-threes",
        "They=2",
        "--melded",
        "They=40",
        "--in-hand",
        "They=190",
        "--penalty",
        "They:illegal_pile_take=2",
        "--penalty",
        "They:failed_to_go_out",
    ]);
    // 3: Classic without players: We and They, a concealed going out.
    run(&["new"]);
    run(&[
        "record",
        "--out",
        "They",
        "--concealed",
        "--natural",
        "They=2",
        "--melded",
        "They=290",
        "--red-threes",
        "They=2",
        "--melded",
        "We=90",
        "--in-hand",
        "We=120",
        "--penalty",
        "We:illegal_pile_take",
    ]);
    // 4: three-handed, Bob alone.
    run(&[
        "new",
        "--variant",
        "classic-3p",
        "--side",
        "Ann",
        "--side",
        "Bob",
        "--side",
        "Eve",
    ]);
    run(&[
        "record",
        "--lone",
        "Bob",
        "--out",
        "Bob",
        "--natural",
        "Bob=3",
        "--mixed",
        "Bob=1",
        "--melded",
        "Bob=800",
        "--red-threes",
        "Bob=4",
        "--melded",
        "Ann=100",
        "--in-hand",
        "Ann=60",
        "--melded",
        "Eve=50",
        "--in-hand",
        "Eve=40",
    ]);
    // 5: six-handed, three partnerships of unnamed players.
    run(&[
        "new",
        "--variant",
        "classic-6p",
        "--side",
        "A",
        "--side",
        "B",
        "--side",
        "C",
    ]);
    for _ in 0..2 {
        run(&[
            "record",
            "--out",
            "A",
            "--natural",
            "A=2",
            "--melded",
            "A=300",
            "--red-threes",
            "A=4",
            "--melded",
            "B=100",
            "--in-hand",
            "B=20",
            "--melded",
            "C=50",
            "--in-hand",
            "C=30",
            "--red-threes",
            "C=2",
        ]);
    }
    // 6: Samba, sambas and runs.
    players("Ann", "Bob", "Cy", "Di", "samba");
    run(&[
        "record",
        "We: out ♥5-J 5s6s7s8s9sTsJs KKKKKKK 2r",
        "They: 4d5d6d -20",
    ]);
    // 7: Classic, another spelling of Ann, archived.
    players("ann", "Bob", "Zed", "Di", "classic");
    run(&["record", "We: out 2n 1m 400", "They: 120 -30"]);
    run(&["archive", "7"]);
    // 8: a game file that does not parse; 9: a link to game 1 (read as before: refused).
    std::fs::write(env.game_file("8"), "schema: 2\nvariant: [\n").expect("write");
    #[cfg(unix)]
    std::os::unix::fs::symlink(env.game_file("1"), env.game_file("9")).expect("link");
}

/// The cache gives what the files give: built, read back, after names are merged.
#[test]
fn the_cache_gives_what_the_game_files_give() {
    let env = Env::new();
    season(&env);
    age(&env);
    let want = outputs(&env, false);
    assert!(
        !cache_file(&env).exists(),
        "CANASTA_NO_CACHE writes no cache"
    );
    // Built by the first command, then read as it is (not written again: every entry
    // still fits its file).
    same(&outputs(&env, true), &want);
    let built = modified(&cache_file(&env));
    std::thread::sleep(Duration::from_millis(20));
    same(&outputs(&env, true), &want);
    assert_eq!(
        modified(&cache_file(&env)),
        built,
        "a cache that fits is not rewritten"
    );
    // The damaged game is listed with its reason, from the cache too.
    let history = env.run(&["history"]).ok().stdout;
    assert!(history.contains("damaged:"), "{history}");
    // Names merged after the cache was built: merges are applied when adding up.
    env.run(&["players", "merge", "Zed", "Cy"]).ok();
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);
    assert!(!want[7].contains("\"name\": \"Zed\""), "{}", want[7]);
}

/// Whatever is in the cache's place, the commands print what the game files give, and a
/// readable cache is written again.
#[test]
fn a_damaged_cache_is_ignored_and_rebuilt() {
    let env = Env::new();
    season(&env);
    age(&env);
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);
    let path = cache_file(&env);
    let whole = std::fs::read(&path).expect("cache");
    let check = |what: &str| {
        let got = outputs(&env, true);
        for (g, w) in got.iter().zip(&want) {
            assert_eq!(g, w, "with the cache {what}");
        }
    };
    std::fs::remove_file(&path).expect("removed");
    check("deleted");
    std::fs::write(&path, &whole[..whole.len() / 2]).expect("cut");
    check("cut short");
    std::fs::write(&path, b"\x00\xffnot json at all {{{").expect("garbage");
    check("garbage");
    // Valid JSON, but entries that lie: another version's cache is not read.
    let mut lying: serde_json::Value = serde_json::from_slice(&whole).expect("json");
    lying["format"] = 0.into();
    let lying = lying.to_string().replace("\"We\":50", "\"We\":5000");
    std::fs::write(&path, lying).expect("old");
    check("from another version");
    #[cfg(unix)]
    {
        std::fs::remove_file(&path).expect("removed");
        let made = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .expect("mkfifo");
        assert!(made.success());
        check("a named pipe");
        std::fs::remove_file(&path).expect("removed");
        let elsewhere = env.data().join("elsewhere.json");
        std::fs::write(&elsewhere, &whole).expect("copy");
        std::os::unix::fs::symlink(&elsewhere, &path).expect("link");
        check("a link");
        assert_eq!(
            std::fs::read(&elsewhere).expect("copy"),
            whole,
            "a link is not written through"
        );
        // The cache folder a link elsewhere: neither read nor written.
        std::fs::remove_dir_all(env.data().join("cache")).expect("removed");
        let other = env.data().join("other");
        std::fs::create_dir(&other).expect("folder");
        std::os::unix::fs::symlink(&other, env.data().join("cache")).expect("link");
        check("in a linked folder");
        assert!(std::fs::read_dir(&other).expect("folder").next().is_none());
        std::fs::remove_file(env.data().join("cache")).expect("removed");
    }
    // A file where the folder should be: nothing cached, nothing refused.
    std::fs::write(env.data().join("cache"), "").expect("file");
    check("a file in the folder's place");
    std::fs::remove_file(env.data().join("cache")).expect("removed");
    check("rebuilt");
    assert!(path.is_file());
}

/// A game changed after the cache was built shows its new numbers: recorded or edited
/// from the command line, rewritten by hand in place with the same length and the same
/// modification time, or replaced by another file of the same length and time.
#[test]
fn a_changed_game_shows_its_new_numbers() {
    let env = Env::new();
    season(&env);
    age(&env);
    let before = outputs(&env, true);
    same(&outputs(&env, true), &before);
    // Game 2's row of `list`.
    let row = |env: &Env| -> String {
        let list = env.run(&["list"]).ok().stdout;
        list.lines()
            .find(|l| l.split('┆').nth(1).is_some_and(|id| id.trim() == "2"))
            .unwrap_or_else(|| panic!("{list}"))
            .to_string()
    };
    let first = row(&env);
    assert!(first.contains("We -850, They 750"), "{first}");

    // Edited from the command line: hand 1 of game 2, We melded 55 instead of 90.
    env.run(&["edit", "1", "--game", "2", "--melded", "We=55"])
        .ok();
    let edited_row = row(&env);
    assert!(edited_row.contains("We -885, They 750"), "{edited_row}");
    age(&env);
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);
    same(&outputs(&env, true), &want);
    assert_ne!(want, before);

    // Rewritten by hand in place: the same length, the same modification time (as a
    // clock that ticks once a second would leave it); only the change time differs.
    let file = env.game_file("2");
    let text = env.game_text("2");
    let when = modified(&file);
    let edited = text.replacen("melded: 55", "melded: 45", 1);
    assert_eq!(edited.len(), text.len());
    assert_ne!(edited, text);
    std::fs::write(&file, &edited).expect("rewritten");
    set_modified(&file, when);
    assert_eq!(modified(&file), when);
    let by_hand = row(&env);
    assert!(by_hand.contains("We -895, They 750"), "{by_hand}");
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);

    // Replaced by another file of the same length and time (a new inode).
    let when = modified(&file);
    let replaced = edited.replacen("melded: 45", "melded: 35", 1);
    let tmp = env.data().join("replacement.yaml");
    std::fs::write(&tmp, &replaced).expect("written");
    set_modified(&tmp, when);
    std::fs::rename(&tmp, &file).expect("renamed");
    let replaced_row = row(&env);
    assert!(replaced_row.contains("We -905, They 750"), "{replaced_row}");
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);

    // A game deleted drops out; a game archived moves.
    env.run(&["delete", "3", "--yes"]).ok();
    env.run(&["archive", "4"]).ok();
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);
    let cache = std::fs::read_to_string(cache_file(&env)).expect("cache");
    let json: serde_json::Value = serde_json::from_str(&cache).expect("json");
    assert!(json["games"].get("3").is_none(), "{cache}");
    assert!(json["games"].get("4").is_none(), "{cache}");
    assert!(json["archive"].get("4").is_some(), "{cache}");
}

/// Issue 30, item 5: an entry whose file key still matches was trusted as it was, so a
/// forged cache put raw escape codes (and fake counts and winners) on the terminal. What
/// the cache holds must pass the name rule and bounds of the files it summarises; an
/// entry that does not is read again from its game file.
#[test]
fn a_forged_cache_entry_is_read_again_from_its_file() {
    let env = Env::new();
    season(&env);
    age(&env);
    let want = outputs(&env, false);
    same(&outputs(&env, true), &want);
    let path = cache_file(&env);
    let text = std::fs::read_to_string(&path).expect("cache");
    for (forged, what) in [
        (
            text.replace("\"We\"", "\"We\\u001b[2J\\u001b]0;pwned\\u0007\""),
            "escape codes",
        ),
        (
            text.replace("\"winner\":\"We\"", "\"winner\":\"Mallory\""),
            "a winner of no side",
        ),
        (
            text.replace(
                "\"hands\":2,\"winner\":\"We\"",
                "\"hands\":99999999999,\"winner\":\"We\"",
            ),
            "a count past any file",
        ),
    ] {
        assert_ne!(forged, text, "the forgery ({what}) changed nothing");
        std::fs::write(&path, &forged).expect("forged");
        let got = outputs(&env, true);
        for (g, w) in got.iter().zip(&want) {
            assert!(!g.contains('\u{1b}'), "{what}: {g}");
            assert_eq!(g, w, "with a cache forged with {what}");
        }
    }
}

/// Issue 31: `import` knows a game already here by its fingerprint, from the index the
/// store keeps (`cache/known.txt`, stamped by `cache/known.json`) without reading every game or their summaries, and
/// never trusts it blindly: a game file changed by hand in place (its folder's time
/// unchanged, so the index still looks current) is read, found different, and the game
/// imported is a new one.
#[test]
fn an_import_knows_a_game_here_by_its_fingerprint_and_reads_it_to_be_sure() {
    let env = Env::new();
    env.classic();
    // Classic (seed 001): natural 500 + out 100 + 300 = 900 for We.
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    let first = env.data().join("first.yaml");
    let first = first.to_str().expect("a path");
    env.run(&["export", "--game", "1", "-o", first]).ok();
    // Another game, imported: a new one, and the index is written with both.
    let other = env.file(
        "other.yaml",
        &std::fs::read_to_string(first)
            .expect("exported")
            .replace("They", "Them"),
    );
    let imported = env.run(&["import", other.to_str().expect("a path")]).ok();
    assert_eq!(imported.stdout.trim(), "2");
    let index = env.data().join("cache/known.txt");
    let known = std::fs::read_to_string(&index).expect("the index is written");
    // Two lines a game: what it is (its fingerprint), and where it started (its start
    // print, by which a longer copy finds it: issue 43).
    assert_eq!(known.lines().count(), 4, "{known}");
    assert!(env.data().join("cache/known.json").exists(), "its stamp");
    // Game 1 again: known from the index alone (the summaries are not even read: their
    // file, removed, is not written again).
    let summaries = env.data().join("cache/summaries.json");
    let _ = std::fs::remove_file(&summaries);
    let again = env.run(&["import", first]).ok();
    assert_eq!(again.stdout.trim(), "1");
    assert!(
        again.stderr.contains("here already, as game 1"),
        "{}",
        again.stderr
    );
    assert!(!summaries.exists(), "the summaries were read");
    assert_eq!(env.run(&["list"]).ok().stdout.matches("classic").count(), 2);
    // Game 1 changed by hand, in place: the index still names it, the file says
    // otherwise, and the import is not "here already": it is a copy of game 1 that
    // went another way at hand 1 (issue 43), refused with nothing written.
    let path = env.game_file("1");
    let text = std::fs::read_to_string(&path).expect("game 1");
    let changed = text.replacen("melded: 300", "melded: 305", 1);
    assert_ne!(text, changed);
    std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(&path)
        .and_then(|mut f| std::io::Write::write_all(&mut f, changed.as_bytes()))
        .expect("changed in place");
    env.run(&["import", first])
        .refused("this is a copy of game 1, but it went another way at hand 1");
    assert_eq!(std::fs::read_to_string(&path).expect("game 1"), changed);
}

/// The import's index is never believed on its word: a line naming a game that is not
/// there (a forged or stale line, the folders unchanged) makes the import read the game,
/// find it missing, build the index again from the summaries, and find the real game.
#[test]
fn a_forged_line_of_the_import_index_is_not_believed() {
    let env = Env::new();
    env.classic();
    // Classic (seed 001): natural 500 + out 100 + 300 = 900 for We.
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    let first = env.data().join("first.yaml");
    let first = first.to_str().expect("a path");
    env.run(&["export", "--game", "1", "-o", first]).ok();
    let other = env.file(
        "other.yaml",
        &std::fs::read_to_string(first)
            .expect("exported")
            .replace("They", "Them"),
    );
    env.run(&["import", other.to_str().expect("a path")]).ok();
    // Game 1's line now names game 99, which does not exist.
    let index = env.data().join("cache/known.txt");
    let known = std::fs::read_to_string(&index).expect("the index");
    let forged: String = known
        .lines()
        .map(|l| match l.strip_suffix(" g 1") {
            Some(print) => format!("{print} g 99\n"),
            None => format!("{l}\n"),
        })
        .collect();
    assert_ne!(known, forged, "{known}");
    std::fs::write(&index, forged).expect("forged");
    let again = env.run(&["import", first]).ok();
    assert_eq!(again.stdout.trim(), "1", "{}", again.stderr);
    assert!(!env.game_file("99").exists());
}
