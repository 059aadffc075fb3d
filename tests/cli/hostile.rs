//! Hostile input, one test per defect found under attack: game ids that are paths, a
//! closed pipe, numbers that would wrap, an id at the end of u64, the lock, hostile files,
//! names with terminal codes, and outputs that would overwrite or follow the wrong file.
//!
//! Each test runs the real binary; each refusal is exit 2 with a one-line reason, and the
//! files around are byte-identical afterwards.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;
#[cfg(unix)]
use std::time::Instant;

use crate::harness::{EXAMPLE_FLAGS, Env, pairs, totals};

fn bin() -> std::path::PathBuf {
    assert_cmd::cargo::cargo_bin("canasta")
}

/// A game file somewhere outside the data directory, which parses as a game.
fn victim(env: &Env) -> (tempfile::TempDir, std::path::PathBuf, String) {
    env.classic();
    let text = env.game_text("1");
    let elsewhere = tempfile::TempDir::new().unwrap();
    let path = elsewhere.path().join("victim.yaml");
    fs::write(&path, &text).unwrap();
    (elsewhere, path, text)
}

#[test]
fn a_game_id_is_never_a_path() {
    let env = Env::new();
    let (_keep, victim, before) = victim(&env);
    let stem = victim.with_extension("");
    let relative = format!(
        "../../../../../../../../..{}",
        stem.to_str().unwrap() // absolute, so this climbs to / and back down
    );
    for id in [
        relative.as_str(),
        stem.to_str().unwrap(),
        "..",
        "a/b",
        "1.yaml",
    ] {
        let mut args = vec!["record", "--game", id];
        args.extend(&EXAMPLE_FLAGS[1..]);
        env.run(&args).refused("is not a game id");
        env.run(&["show", "--game", id]).refused("is not a game id");
        env.run(&["use", id]).refused("is not a game id");
    }
    // The `current` file is read with the same rule: a path there is no current game.
    fs::write(env.data().join("current"), format!("{relative}\n")).unwrap();
    env.run(EXAMPLE_FLAGS).refused("there is no current game");
    assert_eq!(fs::read_to_string(&victim).unwrap(), before);
}

/// The child's stdout is a pipe whose reading end is closed before it writes.
fn run_into_closed_pipe(env: &Env, args: &[&str]) -> (i32, String) {
    let mut child = Command::new(bin())
        .args(args)
        .env("CANASTA_DATA_DIR", env.data())
        .env("CANASTA_LANG", "en")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    (status.code().unwrap_or(-1), stderr)
}

#[test]
fn a_closed_pipe_is_a_quiet_successful_end() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    for args in [
        &["show"][..],
        &["show", "--explain"],
        &["show", "--format", "json"],
        &["show", "--format", "yaml"],
        &["show", "--chart"],
        &["list"],
        &["variants"],
        &["variants", "show", "american"],
        &["export"],
        &["completions", "bash"],
        &["check", "meld", "KKK", "QQ2", "--score", "0"],
    ] {
        let (code, stderr) = run_into_closed_pipe(&env, args);
        assert_eq!(code, 0, "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    // `record` into a closed pipe saves the hand once and says it succeeded, so a script
    // never records it again.
    let (code, stderr) = run_into_closed_pipe(&env, EXAMPLE_FLAGS);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(env.json()["hands"].as_array().unwrap().len(), 2);
    assert_eq!(totals(&env.json()), pairs(&[("We", 2010), ("They", -1050)]));
}

#[test]
fn numbers_never_wrap() {
    let env = Env::new();
    env.run(&[
        "check",
        "out",
        "--canastas",
        "4294967295",
        "--canasta",
        "natural=1",
    ])
    .refused("4294967295");
    env.run(&["check", "out", "--canasta", "natural=4294967295"])
        .refused("not a count from 0 to 100");
    for (field, text) in [
        (
            "canastas.natural.bonus",
            "extends: classic\ncanastas: {natural: {bonus: 4611686018427387904}}\n",
        ),
        (
            "card_values.joker",
            "extends: classic\ncard_values: {joker: 4611686018427387904}\n",
        ),
        ("target", "extends: classic\ntarget: 9223372036854775805\n"),
        (
            "penalties.illegal_pile_take",
            "extends: classic\npenalties: {illegal_pile_take: -9000000000000}\n",
        ),
    ] {
        let file = env.file("huge.yaml", text);
        env.run(&["variants", "check", file.to_str().unwrap()])
            .refused(field);
        env.run(&[
            "check",
            "meld",
            "KK*",
            "QQQ",
            "--score",
            "0",
            "--variant",
            file.to_str().unwrap(),
        ])
        .refused(field);
    }
}

#[test]
fn new_never_replaces_a_game() {
    let env = Env::new();
    env.classic();
    let first = env.game_text("1");
    let last = env.game_file("18446744073709551615");
    fs::copy(env.game_file("1"), &last).unwrap();
    env.run(&["new"]).refused("no free game number");
    assert!(!env.game_file("0").exists());
    assert_eq!(env.game_text("1"), first);
    fs::remove_file(&last).unwrap();
    // Next to game 1, a new game is 2, and game 1 is left alone.
    assert_eq!(env.run(&["new"]).ok().stdout, "2\n");
    assert_eq!(env.game_text("1"), first);
}

/// Hold the data directory's lock from this process, as another canasta would.
#[cfg(unix)]
fn hold_lock(env: &Env) -> fs::File {
    let dir = fs::File::open(env.data()).unwrap();
    dir.lock().unwrap();
    dir
}

#[cfg(unix)]
#[test]
fn the_lock_cannot_be_removed_and_a_waiter_may_give_up() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let before = env.game_text("1");
    let held = hold_lock(&env);
    // Removing every file named like a lock changes nothing: the lock is the directory's.
    let _ = fs::remove_file(env.data().join("lock"));
    let started = Instant::now();
    let mut args = vec!["--wait", "1"];
    args.extend(EXAMPLE_FLAGS);
    let run = env.run(&args).stopped("gave up after 1s");
    assert!(started.elapsed() < Duration::from_secs(10));
    assert!(run.stderr.contains("waiting up to 1s"), "{}", run.stderr);
    assert_eq!(env.game_text("1"), before, "nothing was saved");
    drop(held);
    env.run(&args).ok();
    // The holder is named for the next waiter: process and command, since when.
    let holder = fs::read_to_string(env.data().join("lock")).unwrap();
    assert!(
        holder.starts_with("canasta (process ") && holder.contains("since 20"),
        "{holder}"
    );
    let held = hold_lock(&env);
    let run = env.run(&args).stopped("gave up");
    assert!(run.stderr.contains("canasta (process "), "{}", run.stderr);
    drop(held);
}

#[test]
fn stale_temporary_files_are_removed_under_the_lock() {
    let env = Env::new();
    env.classic();
    let games = env.data().join("games");
    fs::write(games.join(".tmpA1b2C3"), "half a game").unwrap();
    fs::write(games.join(".canasta-Xy12"), "half a game").unwrap();
    env.run(EXAMPLE_FLAGS).ok();
    let names: Vec<String> = fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["1.yaml".to_string()]);
}

#[cfg(unix)]
#[test]
fn hostile_files_are_refused_with_a_reason_never_read_whole_or_waited_on() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let good = env.game_text("1");
    let games = env.data().join("games");
    let quick = |args: &[&str], needle: &str| {
        let started = Instant::now();
        let run = env.run(args).refused(needle);
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{args:?} took {:?}",
            started.elapsed()
        );
        assert!(run.stderr.lines().count() <= 3, "{}", run.stderr);
        run
    };
    // A FIFO: neither `show` nor `list` waits for a writer.
    let fifo = games.join("5.yaml");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    quick(&["show", "--game", "5"], "not a plain file");
    let list = env.run(&["list"]).ok().stdout;
    assert!(list.contains("damaged"), "{list}");
    fs::remove_file(&fifo).unwrap();
    // A link to /dev/zero (or anywhere): refused, not followed.
    std::os::unix::fs::symlink("/dev/zero", games.join("6.yaml")).unwrap();
    quick(&["show", "--game", "6"], "symbolic link");
    fs::remove_file(games.join("6.yaml")).unwrap();
    // Larger than a game can be: refused by its size, unread.
    let big = fs::File::create(games.join("7.yaml")).unwrap();
    big.set_len(33 * 1024 * 1024).unwrap();
    quick(&["show", "--game", "7"], "files of at most 32 MB");
    fs::remove_file(games.join("7.yaml")).unwrap();
    // A megabyte of junk on one line: the message quotes a line at most.
    fs::write(games.join("8.yaml"), "x".repeat(1024 * 1024)).unwrap();
    let run = quick(&["show", "--game", "8"], "not a valid game log");
    assert!(run.stderr.len() < 1000, "{} bytes", run.stderr.len());
    // Nested 200 KB deep: refused before the parser, at once.
    fs::write(games.join("9.yaml"), "[".repeat(200 * 1024)).unwrap();
    quick(&["show", "--game", "9"], "nested more than 32 deep");
    // A byte-order mark from a Windows editor: read as if it were not there.
    fs::write(games.join("10.yaml"), format!("\u{feff}{good}")).unwrap();
    assert_eq!(
        totals(
            &serde_json::from_str(
                &env.run(&["show", "--game", "10", "--format", "json"])
                    .ok()
                    .stdout
            )
            .unwrap()
        ),
        pairs(&[("We", 1005), ("They", -525)])
    );
    // A side written twice under `results:`: refused with the line, not the last kept.
    let twice = good.replacen("    They:\n", "    We:\n      melded: 5\n    They:\n", 1);
    assert_ne!(twice, good);
    fs::write(games.join("11.yaml"), &twice).unwrap();
    let run = quick(&["show", "--game", "11"], "`We` is given twice");
    assert!(run.stderr.contains("at line "), "{}", run.stderr);
    // A file cut short that is still valid YAML: refused, and a record does not make the
    // loss permanent.
    let cut = &good[..good.rfind("    They:").unwrap()];
    fs::write(games.join("12.yaml"), cut).unwrap();
    quick(&["show", "--game", "12"], "is cut short");
    let mut args = vec!["record", "--game", "12"];
    args.extend(&EXAMPLE_FLAGS[1..]);
    quick(&args, "is cut short");
    assert_eq!(fs::read_to_string(games.join("12.yaml")).unwrap(), cut);
    // A game file that is a link is not saved through (the link would be replaced).
    std::os::unix::fs::symlink(games.join("1.yaml"), games.join("13.yaml")).unwrap();
    let mut args = vec!["record", "--game", "13"];
    args.extend(&EXAMPLE_FLAGS[1..]);
    quick(&args, "symbolic link");
    assert!(
        fs::symlink_metadata(games.join("13.yaml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(env.game_text("1"), good);
}

#[test]
fn names_with_terminal_codes_or_separators_are_refused() {
    let env = Env::new();
    let hostile = "We\u{1b}]0;pwned\u{7}\u{1b}[2J";
    let run = env
        .run(&["new", "--side", hostile, "--side", "They"])
        .refused("control character");
    assert!(!run.stderr.contains('\u{1b}'), "{:?}", run.stderr);
    assert!(run.stderr.contains("\\u{1b}"), "{}", run.stderr);
    env.run(&["new", "--side", "We=1", "--side", "They"])
        .refused("without `=` or `:`");
    env.run(&[
        "new", "--player", "Ann:x", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .refused("holds `:`");
    assert!(env.run(&["list"]).ok().stdout.starts_with("No games yet"));
    // A game file from somebody else with such a name is refused, its name never printed raw.
    env.classic();
    let text = env.game_text("1").replace(
        "name: We",
        &format!("name: \"{}\"", "We\\e]0;pwned\\a\\e[2J"),
    );
    fs::write(env.game_file("1"), &text).unwrap();
    for args in [&["show"][..], &["list"], &["export"]] {
        let run = env.run(args);
        assert!(
            !run.stdout.contains('\u{1b}') && !run.stderr.contains('\u{1b}'),
            "{args:?}: {:?} {:?}",
            run.stdout,
            run.stderr
        );
    }
    env.run(&["show"]).refused("control character");
}

#[test]
fn export_never_overwrites_unasked_and_writes_through_links() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let exported = env.run(&["export"]).ok().stdout;
    let out = env.file("out.yaml", "keep me\n");
    env.run(&["export", "-o", "out.yaml"])
        .refused("exists; give --force");
    assert_eq!(fs::read_to_string(&out).unwrap(), "keep me\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&out, fs::Permissions::from_mode(0o640)).unwrap();
        env.run(&["export", "-o", "out.yaml", "--force"]).ok();
        assert_eq!(fs::read_to_string(&out).unwrap(), exported);
        let mode = fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "the file keeps its permissions");
        // Through a link to its target; the link stays a link.
        let target = env.file("target.yaml", "old\n");
        std::os::unix::fs::symlink(&target, env.data().join("link.yaml")).unwrap();
        env.run(&["export", "-o", "link.yaml", "--force"]).ok();
        assert_eq!(fs::read_to_string(&target).unwrap(), exported);
        assert!(
            fs::symlink_metadata(env.data().join("link.yaml"))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // A device is written to, not replaced.
        assert_eq!(
            env.run(&["export", "-o", "/dev/stdout"]).ok().stdout,
            exported
        );
    }
    // `-o -` is standard output, not a file named `-`.
    assert_eq!(env.run(&["export", "-o", "-"]).ok().stdout, exported);
    assert!(!env.data().join("-").exists());
    // A new file is created as usual.
    env.run(&["export", "-o", "new.yaml"]).ok();
    assert_eq!(
        fs::read_to_string(env.data().join("new.yaml")).unwrap(),
        exported
    );
}

#[test]
fn a_preset_extends_a_name_never_a_path() {
    let env = Env::new();
    let outside = tempfile::TempDir::new().unwrap();
    fs::write(outside.path().join("x.yaml"), "name: x\n").unwrap();
    for base in ["../../x", "/etc/passwd", "x.yaml"] {
        let file = env.file("mine.yaml", &format!("extends: {base}\ntarget: 3000\n"));
        env.run(&["variants", "check", file.to_str().unwrap()])
            .refused("not a path");
    }
    // A game file's `variant:` without `rules:` names a preset, never a file.
    let file = env.file(
        "game.yaml",
        "schema: 1\nvariant: ../presets/mine.yaml\nsides: [{name: We}, {name: They}]\n",
    );
    env.run(&["import", file.to_str().unwrap()])
        .refused("not a path");
}

#[test]
fn a_game_file_is_whole_after_every_save() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    let text = env.game_text("1");
    assert!(text.starts_with("schema: 2\n"), "{text}");
    assert!(text.ends_with("\n# end of game log\n"), "{text}");
    // A schema-1 file (written by hand, or by an earlier version) needs no mark, and is
    // written as schema 2 at its next save.
    let old = text
        .replace("schema: 2\n", "schema: 1\n")
        .replace("# end of game log\n", "");
    fs::write(env.game_file("1"), old).unwrap();
    env.run(&["undo"]).ok();
    assert!(env.game_text("1").starts_with("schema: 2\n"));
    assert!(Path::new(&env.game_file("1")).exists());
}

/// Move every file under `dir` an hour back: a summary built within seconds of its game
/// file's change is not kept, so the cache is only really read of files that look old.
fn age_files(dir: &Path) {
    let hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    for entry in fs::read_dir(dir).unwrap().flatten() {
        fs::File::options()
            .write(true)
            .open(entry.path())
            .and_then(|f| f.set_modified(hour_ago))
            .unwrap();
    }
}

/// What `args` print (and exit with), with the summary cache or without it.
fn printed(env: &Env, args: &[&str], cache: bool) -> (String, String, Option<i32>) {
    let mut cmd = env.cmd();
    if cache {
        cmd.env_remove("CANASTA_NO_CACHE");
    } else {
        cmd.env("CANASTA_NO_CACHE", "1");
    }
    let out = cmd.args(args).output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// Reproduces: a summary cache (`cache/summaries.json`) planted with huge numbers (points
/// of 9223372036854775807, four billion games and hands) made `stats` and `players` stop
/// on an overflow adding two games up (`attempt to add with overflow` in
/// `core/stats.rs`, exit 101). An entry whose numbers no game can give is dropped and the
/// game read again from its file: the commands print what they print without the cache,
/// and the game files are untouched.
#[test]
fn a_summary_cache_planted_with_huge_numbers_is_read_again_from_the_games() {
    let env = Env::new();
    for _ in 0..2 {
        env.run(&["new", "--side", "We", "--side", "They"]).ok();
        env.run(&["record", "We: 120", "They: 90"]).ok();
    }
    age_files(&env.data().join("games"));
    let readers: [&[&str]; 5] = [
        &["stats"],
        &["stats", "--format", "json"],
        &["stats", "--chart"],
        &["players"],
        &["list"],
    ];
    let want: Vec<_> = readers.iter().map(|a| printed(&env, a, false)).collect();
    env.run(&["stats"]).ok();
    let path = env.data().join("cache").join("summaries.json");
    let mut cache: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    let huge = serde_json::json!(i64::MAX);
    let games = cache["games"].as_object_mut().unwrap();
    assert_eq!(games.len(), 2, "both games summarized");
    for entry in games.values_mut() {
        let tally = &mut entry["game"]["tally"];
        tally["totals"]["We"] = huge.clone();
        for side in tally["sides"].as_array_mut().unwrap() {
            side["figures"][0] = serde_json::json!(u32::MAX);
            side["figures"][4] = serde_json::json!(u32::MAX);
            side["figures"][5] = huge.clone();
            side["dealt"][0][2] = huge.clone();
        }
    }
    fs::write(&path, cache.to_string()).unwrap();
    let games_before = [env.game_text("1"), env.game_text("2")];
    for (args, want) in readers.iter().zip(&want) {
        let got = printed(&env, args, true);
        assert_eq!(got.2, Some(0), "{args:?}: {}", got.1);
        assert_eq!(&got, want, "{args:?} with the planted cache");
    }
    assert_eq!([env.game_text("1"), env.game_text("2")], games_before);
}

/// Reproduces: an event file (`tournaments/NAME.yaml`) planted with huge numbers made the
/// tournament commands stop on an overflow (exit 101): a phase of `rounds: 4294967295`
/// (`tournament seat` and `standings --phase 1`, in `Event::phase_of` and
/// `phase_rounds`), a round numbered 4294967295 (`tournament seat`, counting the next
/// round), a sit-out worth 9223372036854775807 points (`standings`, adding it up). Each
/// is refused where the file is read, naming it, the number and what it may be, and the
/// file is left as it was.
#[test]
fn an_event_file_planted_with_huge_numbers_is_refused_naming_the_number() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "Night", "2 mitchell", &[], true);
    let path = env.data().join("tournaments").join("Night.yaml");
    let good = fs::read_to_string(&path).unwrap();
    let commands: [&[&str]; 8] = [
        &["tournament", "standings", "Night"],
        &["tournament", "standings", "Night", "--phase", "1"],
        &["tournament", "status", "Night"],
        &["tournament", "seating", "Night"],
        &["tournament", "export", "Night"],
        &["tournament", "seat", "Night"],
        &["tournament", "close", "Night"],
        &["tournament", "list"],
    ];
    for (from, to, needle) in [
        (
            "  rounds: 2\n",
            "  rounds: 4294967295\n",
            "plans 4294967295 rounds in all, and an event has at most 99",
        ),
        (
            "- number: 1\n  state: published",
            "- number: 4294967295\n  state: published",
            "gives `rounds: number` as 4294967295, which cannot be: it is a number from 1 to 99",
        ),
        (
            "  vp: 10\n",
            "  vp: 9223372036854775807\n",
            "gives `sit_out: vp` as 9223372036854775807, which cannot be: it is a number from -100000 to 100000",
        ),
    ] {
        let planted = good.replacen(from, to, 1);
        assert_ne!(planted, good, "{from:?} is in the file");
        fs::write(&path, &planted).unwrap();
        for args in commands {
            let run = env.run(args);
            if args[1] == "list" {
                assert_ne!(run.code, 101, "{args:?}: {}", run.stderr);
                continue;
            }
            let run = run.refused(needle);
            assert!(
                run.stderr.contains(&path.display().to_string()),
                "{}",
                run.stderr
            );
            assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
        }
        assert_eq!(fs::read_to_string(&path).unwrap(), planted);
    }
    fs::write(&path, &good).unwrap();
    env.run(&["tournament", "standings", "Night"]).ok();
}

/// Reproduces: temporary files (`.canasta-*`) a save killed half way left at the top of
/// the data folder (beside `current`, the board's keys), in `tournaments/` (the tables'
/// keys) and in `cache/` were never removed there by a command under the lock (only in
/// `games/` and `archive/`). Those a minute old go now; a younger one may be a key being
/// written without the lock, and stays, as does anything that is not a plain file.
#[cfg(unix)]
#[test]
fn stale_temporaries_beside_current_and_in_tournaments_and_the_cache_are_removed() {
    let env = Env::new();
    env.classic();
    let data = env.data();
    for folder in ["tournaments", "cache"] {
        fs::create_dir_all(data.join(folder)).unwrap();
    }
    let old = [
        data.join(".canasta-XYZ"),
        data.join("tournaments").join(".canasta-XYZ"),
        data.join("cache").join(".canasta-XYZ"),
    ];
    let hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    for path in &old {
        fs::write(path, "half a key").unwrap();
        fs::File::options()
            .write(true)
            .open(path)
            .and_then(|f| f.set_modified(hour_ago))
            .unwrap();
    }
    let young = data.join("tournaments").join(".canasta-new");
    fs::write(&young, "a key being written").unwrap();
    let outside = tempfile::TempDir::new().unwrap();
    let target = outside.path().join("keep.txt");
    fs::write(&target, "keep me").unwrap();
    let link = data.join("tournaments").join(".canasta-link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    env.run(EXAMPLE_FLAGS).ok();
    for path in &old {
        assert!(!path.exists(), "{} is still there", path.display());
    }
    assert!(young.exists(), "a temporary under a minute old stays");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(&target).unwrap(), "keep me");
}

/// Reproduces: with a folder named `current` in the data folder, `canasta new` saved the
/// game and then failed to write `current` (exit 2, "cannot write …/current: Is a
/// directory"), leaving its change half made: every later command failed on finishing
/// it. Now `current` is looked at before anything is written: a folder, a link or a pipe
/// there is refused, naming it and saying to remove it, and no game is saved.
#[cfg(unix)]
#[test]
fn a_folder_named_current_is_refused_before_a_game_is_saved() {
    let env = Env::new();
    let current = env.data().join("current");
    fs::create_dir(&current).unwrap();
    let run = env
        .run(&["new", "--side", "We", "--side", "They"])
        .refused("current is a folder where canasta keeps a file of its own");
    assert!(run.stderr.contains("nothing was saved"), "{}", run.stderr);
    assert!(run.stderr.contains("remove it"), "{}", run.stderr);
    assert!(!env.game_file("1").exists(), "no game was saved");
    assert!(current.is_dir());
    for left in ["journal", "staging"] {
        assert!(!env.data().join(left).exists(), "{left} was left behind");
    }
    env.run(&["list"]).ok();
    // A link or a pipe there is refused the same way, never replaced.
    fs::remove_dir(&current).unwrap();
    std::os::unix::fs::symlink("/dev/null", &current).unwrap();
    env.run(&["new"]).refused("current is a symbolic link");
    assert!(!env.game_file("1").exists());
    assert!(
        fs::symlink_metadata(&current)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    fs::remove_file(&current).unwrap();
    assert!(
        Command::new("mkfifo")
            .arg(&current)
            .status()
            .unwrap()
            .success()
    );
    env.run(&["new"]).refused("current is not a plain file");
    assert!(!env.game_file("1").exists());
    // Gone, the game is made and is the current one.
    fs::remove_file(&current).unwrap();
    assert_eq!(env.run(&["new"]).ok().stdout, "1\n");
    assert_eq!(fs::read_to_string(&current).unwrap(), "1\n");
    // `use` looks at it the same way.
    fs::remove_file(&current).unwrap();
    fs::create_dir(&current).unwrap();
    env.run(&["use", "1"]).refused("current is a folder");
    assert!(current.is_dir());
}

/// A file called `journal` in the data folder that is no change canasta began (a
/// journal's first line, then a step out of the folder; a word that is no step; no
/// journal's first line at all) is never carried out: every command is refused (exit 2),
/// naming the line and what is wrong with it in the player's language, and the file and
/// the games stay as they are.
#[test]
fn a_journal_that_is_no_change_is_named_by_its_line_and_left_alone() {
    const HEADER: &str =
        "# canasta: a change to the data folder being made; the next canasta command finishes it";
    let env = Env::new();
    env.classic();
    let game = env.game_text("1");
    let journal = env.data().join("journal");
    let cases = [
        (
            format!("{HEADER}\nmove games/1.yaml ../x.yaml\n"),
            &["list"][..],
            "journal is not a change canasta began (line 2 names `../x.yaml`, not a file of \
             the data folder); move it out of the folder if you made it",
        ),
        (
            format!("{HEADER}\nremove games/1.yaml\nfly games/1.yaml\n"),
            &["--lang", "de", "list"][..],
            "journal ist keine Änderung, die canasta begonnen hat (Zeile 3 ist kein Schritt)",
        ),
        (
            "hello\n".to_string(),
            &["--lang", "it", "show"][..],
            "non è una modifica iniziata da canasta (la sua prima riga non è di canasta)",
        ),
    ];
    for (text, args, said) in cases {
        fs::write(&journal, &text).unwrap();
        env.run(args).refused(said);
        assert_eq!(fs::read_to_string(&journal).unwrap(), text, "the journal");
        assert_eq!(env.game_text("1"), game, "the game");
    }
}
