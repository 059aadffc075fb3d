//! Crash safety and locking under attack (written by a helper; see below).
//!
//! The issue: "Never lose or corrupt a game". Two attacks on the game store, run against
//! the real binary:
//!
//! - Fault injection: `record`, `undo` and `edit` killed with SIGKILL at pseudo-random
//!   instants (spread over a measured run of `record`, plus kills aimed at the moment a
//!   temporary file appears next to the game). After every kill the game must be whole
//!   and be either the old game or the new one, never anything in between.
//!   Temporary files such kills leave are gone after the next save. `new` killed at
//!   random leaves every game loadable and a current game that exists.
//! - Concurrency: twenty writers started together on one game all succeed and all twenty
//!   hands are kept; readers running meanwhile only ever see whole games; writers killed
//!   while queued on the lock cost no other writer its hand; ten `new`s at once get ten
//!   distinct ids.
//!
//! Every run prints what it did (`--nocapture` shows it): how many kills landed before,
//! during and after the save.
//!
//! Unix only: `Child::kill` is SIGKILL there, which nothing in the program can catch.
#![cfg(unix)]

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, ExitStatus, Output, Stdio};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::harness::{Env, pairs, totals};

/// A small hand that never ends a Classic game however often it is recorded:
/// We meld 5 (+5), They hold 5 in hand (-5).
const SMALL_HAND: &[&str] = &["record", "--melded", "We=5", "--in-hand", "They=5"];

/// A deterministic xorshift64* generator: the trials are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform enough in `0..n` for picking delays and operations.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// The binary as a plain `std::process::Command` (so it can be spawned and killed), set
/// up as the harness sets up its `Command`.
fn canasta(env: &Env, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_canasta"));
    cmd.args(args)
        .env("CANASTA_DATA_DIR", env.data())
        .env("CANASTA_LANG", "en")
        .env_remove("XDG_DATA_HOME")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .env_remove("NO_COLOR")
        .current_dir(env.data())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

fn games_dir(env: &Env) -> std::path::PathBuf {
    env.data().join("games")
}

/// Names in `<data>/games/` starting with `.`: temporary files of unfinished saves.
fn temporaries(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .expect("games dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with('.'))
        .collect()
}

/// Each hand's scores, as `show --format json` gives them, in order.
fn scores(json: &Value) -> Vec<Value> {
    json["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|h| h["scores"].clone())
        .collect()
}

/// Game 1, the current game, as the program sees it, checked to be whole: `show --format json` succeeds,
/// the file is YAML, and the totals are the sums of the hands.
#[track_caller]
fn whole_game(env: &Env, context: &str) -> Value {
    let run = env.run(&["show", "--format", "json"]);
    assert_eq!(
        run.code,
        0,
        "{context}: the game no longer loads\nstderr:\n{}\nfile:\n{}",
        run.stderr,
        std::fs::read_to_string(env.game_file("1")).unwrap_or_default()
    );
    let json: Value = serde_json::from_str(&run.stdout).expect("json");
    let text = env.game_text("1");
    if let Err(e) = serde_yaml::from_str::<serde_yaml::Value>(&text) {
        panic!("{context}: the game file is not YAML: {e}\n{text}");
    }
    let mut sums: Vec<(String, i64)> = Vec::new();
    for hand in json["hands"].as_array().expect("hands") {
        for (side, points) in hand["scores"].as_object().expect("scores") {
            let points = points.as_i64().expect("int");
            match sums.iter_mut().find(|(s, _)| s == side) {
                Some((_, total)) => *total += points,
                None => sums.push((side.clone(), points)),
            }
        }
    }
    for (side, total) in totals(&json) {
        let sum = sums.iter().find(|(s, _)| *s == side).map_or(0, |(_, t)| *t);
        assert_eq!(
            total, sum,
            "{context}: {side}'s total is not the sum of its hands"
        );
    }
    json
}

/// How a trial's command changes the game when it completes.
#[derive(Clone, Copy, Debug)]
enum Op {
    Record,
    Undo,
    /// `edit 1 --melded We=N`: hand 1 becomes We +N, They -5.
    Edit(i64),
}

impl Op {
    fn args(self) -> Vec<String> {
        match self {
            Op::Record => SMALL_HAND.iter().map(|s| s.to_string()).collect(),
            Op::Undo => vec!["undo".into()],
            Op::Edit(n) => vec![
                "edit".into(),
                "1".into(),
                "--melded".into(),
                format!("We={n}"),
            ],
        }
    }

    /// Is `after` what this operation makes of `before`?
    fn made(self, before: &[Value], after: &[Value]) -> bool {
        let small = serde_json::json!({"We": 5, "They": -5});
        match self {
            Op::Record => {
                after.len() == before.len() + 1
                    && after[..before.len()] == *before
                    && after[before.len()] == small
            }
            Op::Undo => !before.is_empty() && *after == before[..before.len() - 1],
            Op::Edit(n) => {
                after.len() == before.len()
                    && after[0] == serde_json::json!({"We": n, "They": -5})
                    && after[1..] == before[1..]
            }
        }
    }
}

/// When to kill a trial's process.
#[derive(Clone, Copy, Debug)]
enum Kill {
    /// This many microseconds after spawning it.
    After(u64),
    /// As soon as a new temporary file shows in `games/` (a save under way).
    AtTemporary,
}

/// What happened in one trial.
struct Trial {
    status: ExitStatus,
    output: Output,
    /// A temporary file appeared that was not there before (the kill landed mid-save).
    left_temporary: bool,
}

fn run_trial(env: &Env, op: Op, kill: Kill) -> Trial {
    let dir = games_dir(env);
    let before = temporaries(&dir);
    let args = op.args();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut child = canasta(env, &args).spawn().expect("spawns");
    match kill {
        Kill::After(micros) => thread::sleep(Duration::from_micros(micros)),
        Kill::AtTemporary => {
            // Poll until a save starts or the process is done (give up after 2 s).
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(2) {
                if !temporaries(&dir).is_subset(&before) {
                    break;
                }
                if matches!(child.try_wait(), Ok(Some(_))) {
                    break;
                }
            }
        }
    }
    let _ = child.kill(); // SIGKILL; harmless if the process has already exited
    let output = child.wait_with_output().expect("waits");
    Trial {
        status: output.status,
        left_temporary: !temporaries(&dir).is_subset(&before),
        output,
    }
}

/// Median wall time of `record` on this machine now, from spawn to exit.
fn record_time(env: &Env) -> Duration {
    let mut times = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let out = canasta(env, SMALL_HAND).output().expect("runs");
        times.push(start.elapsed());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        env.run(&["undo"]).ok();
    }
    times.sort();
    times[times.len() / 2]
}

#[derive(Default, Debug)]
struct Tally {
    completed: u32,
    killed_unchanged: u32,
    killed_changed: u32,
    /// Kills that left a temporary file: at a random instant, and aimed at the save.
    mid_save_random: u32,
    mid_save_aimed: u32,
}

/// Run `count` kill trials on the current game (game 1, which must have a hand 1).
fn kill_trials(env: &Env, count: u32, seed: u64) -> Tally {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    let mut typical = 0;
    for trial in 0..count {
        // Measured again now and then: other tests running alongside change it.
        if trial % 40 == 0 {
            typical = record_time(env).as_micros() as u64;
        }
        let before_text = env.game_text("1");
        let before_json = whole_game(env, "before a trial");
        let before = scores(&before_json);
        let op = match rng.below(10) {
            // Keep the game short: undo more often once it has grown.
            0..=5 if before.len() < 25 => Op::Record,
            0..=7 if before.len() > 1 => Op::Undo,
            0..=7 => Op::Record,
            _ => {
                let hand_1 = before[0]["We"].as_i64().expect("int");
                Op::Edit(if hand_1 == 305 { 5 } else { 305 })
            }
        };
        // One trial in four is aimed at the save itself. The rest land at random: half
        // anywhere from the spawn to a little after a typical run would have finished,
        // half in the last stretch of a typical run, where the save is (the load,
        // replay and save come after the process start-up, which takes most of a run).
        let kill = match rng.below(8) {
            0 | 1 => Kill::AtTemporary,
            2..=4 => Kill::After(rng.below(typical * 13 / 10)),
            _ => Kill::After(typical * 6 / 10 + rng.below(typical * 5 / 10)),
        };
        let result = run_trial(env, op, kill);
        let context = format!("trial {trial} ({op:?}, kill {kill:?})");
        let after_text = env.game_text("1");
        let after = scores(&whole_game(env, &context));
        if result.status.success() {
            tally.completed += 1;
            assert!(
                op.made(&before, &after),
                "{context}: completed, but the game is not what it should be\nbefore: {before:?}\nafter: {after:?}"
            );
        } else {
            assert_eq!(
                std::os::unix::process::ExitStatusExt::signal(&result.status),
                Some(9),
                "{context}: failed without being killed\nstderr:\n{}",
                String::from_utf8_lossy(&result.output.stderr)
            );
            if after_text == before_text {
                tally.killed_unchanged += 1;
            } else {
                tally.killed_changed += 1;
                assert!(
                    op.made(&before, &after),
                    "{context}: killed, and the game is neither the old one nor the new\nbefore: {before:?}\nafter: {after:?}\nfile:\n{after_text}"
                );
            }
        }
        if result.left_temporary {
            match kill {
                Kill::After(_) => tally.mid_save_random += 1,
                Kill::AtTemporary => tally.mid_save_aimed += 1,
            }
        }
    }
    eprintln!(
        "kill trials: {count} ({} completed, {} killed with the game unchanged, {} killed after the save; \
         {} random and {} aimed kills landed mid-save, leaving a temporary file); record took {typical} us when last measured",
        tally.completed,
        tally.killed_unchanged,
        tally.killed_changed,
        tally.mid_save_random,
        tally.mid_save_aimed
    );
    tally
}

/// Fresh Classic game 1 with one small hand recorded.
fn game_with_a_hand() -> Env {
    let env = Env::new();
    env.classic();
    env.run(SMALL_HAND).ok();
    env
}

#[test]
fn a_killed_save_leaves_the_old_game_or_the_new_one() {
    let env = game_with_a_hand();
    let tally = kill_trials(&env, 210, 0x5EED_CA4A_57A0_0001);
    // The trials must actually test something: kills before, during and after the save.
    assert!(tally.killed_unchanged > 20, "{tally:?}");
    assert!(tally.completed + tally.killed_changed > 20, "{tally:?}");
    assert!(
        tally.mid_save_random + tally.mid_save_aimed > 0,
        "no kill landed mid-save: {tally:?}"
    );
    // Whatever the kills left behind, the game still takes new hands.
    let before = scores(&whole_game(&env, "after the trials")).len();
    env.run(SMALL_HAND).ok();
    let after = scores(&whole_game(&env, "after one more record")).len();
    assert_eq!(after, before + 1);
}

#[test]
fn temporary_files_of_killed_saves_are_gone_after_the_next_save() {
    // Kill saves mid-way until a few kills have left a temporary file behind, the last
    // kill among them (each save may clear what earlier kills left).
    let env = game_with_a_hand();
    let dir = games_dir(&env);
    let mut left_behind = 0;
    for _ in 0..100 {
        let trial = run_trial(&env, Op::Record, Kill::AtTemporary);
        whole_game(&env, "after a kill at the temporary file");
        if trial.left_temporary {
            left_behind += 1;
            if left_behind >= 3 {
                break;
            }
        }
    }
    // Each left one behind when it was killed (the next command, `show` above included,
    // clears them as soon as it can take the lock).
    assert!(
        left_behind > 0,
        "no kill left a temporary file, so this test tested nothing"
    );
    env.run(SMALL_HAND).ok();
    whole_game(&env, "after one more record");
    let left = temporaries(&dir);
    assert!(
        left.is_empty(),
        "stray temporary files in {} after a successful save: {left:?}",
        dir.display()
    );
}

// The concurrency hand, by Classic rules (cards melded count plus, cards left in hand
// count minus, a natural canasta 500, going out 100):
//   We:   melded 120, in hand 35, no canasta, nobody out:  120 - 35 = +85
//   They: melded 70,  in hand 95:                            70 - 95 = -25
// No canasta or going-out bonus: twenty hands of 600 or more would pass 5000 and end
// the game part way. Twenty hands: We 20 * 85 = 1700, They 20 * -25 = -500.
const WRITER_HAND: &[&str] = &[
    "record",
    "--melded",
    "We=120",
    "--in-hand",
    "We=35",
    "--melded",
    "They=70",
    "--in-hand",
    "They=95",
];
const WRITERS: usize = 20;

/// Start `writers` recorders and `readers` readers (each reading `reads` times) all at
/// once; return the writers' and readers' outputs.
fn together(env: &Env, writers: usize, readers: usize, reads: usize) -> (Vec<Output>, Vec<Output>) {
    let barrier = Arc::new(Barrier::new(writers + readers));
    let spawn = |args: &'static [&'static str], times: usize| {
        let barrier = Arc::clone(&barrier);
        let mut cmd = canasta(env, args);
        thread::spawn(move || {
            barrier.wait();
            (0..times)
                .map(|_| cmd.output().expect("runs"))
                .collect::<Vec<_>>()
        })
    };
    let w: Vec<_> = (0..writers).map(|_| spawn(WRITER_HAND, 1)).collect();
    let r: Vec<_> = (0..readers)
        .map(|_| spawn(&["show", "--format", "json"], reads))
        .collect();
    let join = |hs: Vec<thread::JoinHandle<Vec<Output>>>| {
        hs.into_iter()
            .flat_map(|h| h.join().expect("thread"))
            .collect::<Vec<_>>()
    };
    (join(w), join(r))
}

#[track_caller]
fn all_succeeded(outputs: &[Output], what: &str) {
    for out in outputs {
        assert!(
            out.status.success(),
            "a {what} failed ({:?})\nstderr:\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn twenty_writers_at_once_keep_all_twenty_hands() {
    let env = Env::new();
    env.classic();
    let start = Instant::now();
    let (writers, _) = together(&env, WRITERS, 0, 0);
    eprintln!("{WRITERS} writers took {:?}", start.elapsed());
    all_succeeded(&writers, "writer");
    let json = whole_game(&env, "after the writers");
    assert_eq!(json["hands"].as_array().expect("hands").len(), WRITERS);
    assert_eq!(totals(&json), pairs(&[("We", 20 * 85), ("They", 20 * -25)]));
    assert!(temporaries(&games_dir(&env)).is_empty());
}

#[test]
fn readers_during_twenty_writers_only_see_whole_games() {
    let env = Env::new();
    env.classic();
    env.run(WRITER_HAND).ok();
    let (writers, readers) = together(&env, WRITERS, 10, 4);
    all_succeeded(&writers, "writer");
    all_succeeded(&readers, "reader");
    for out in &readers {
        let json: Value = serde_json::from_slice(&out.stdout).expect("a reader got whole json");
        let hands = json["hands"].as_array().expect("hands").len() as i64;
        assert!((1..=1 + WRITERS as i64).contains(&hands), "{hands} hands");
        assert_eq!(
            totals(&json),
            pairs(&[("We", hands * 85), ("They", hands * -25)]),
            "a reader saw totals that do not match its {hands} hands"
        );
    }
    let json = whole_game(&env, "after the writers and readers");
    assert_eq!(json["hands"].as_array().expect("hands").len(), 1 + WRITERS);
    assert_eq!(totals(&json), pairs(&[("We", 21 * 85), ("They", 21 * -25)]));
}

#[test]
fn writers_killed_while_others_wait_take_no_hand_of_the_others() {
    // Twenty writers queue on the lock; every third one is killed while it waits or
    // while it holds the lock. The others' hands are all kept, every hand is whole.
    let env = Env::new();
    env.classic();
    let mut rng = Rng(0x00C0_FFEE_0000_0020);
    let mut children: Vec<_> = (0..WRITERS)
        .map(|_| canasta(&env, WRITER_HAND).spawn().expect("spawns"))
        .collect();
    for (i, child) in children.iter_mut().enumerate() {
        if i % 3 == 1 {
            thread::sleep(Duration::from_micros(rng.below(3000)));
            let _ = child.kill();
        }
    }
    let mut survived = 0;
    let mut killed = 0;
    for child in children {
        let out = child.wait_with_output().expect("waits");
        if out.status.success() {
            survived += 1;
        } else {
            assert_eq!(
                std::os::unix::process::ExitStatusExt::signal(&out.status),
                Some(9),
                "a writer failed without being killed\nstderr:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            killed += 1;
        }
    }
    let json = whole_game(&env, "after the writers, some killed");
    let hands = json["hands"].as_array().expect("hands").len();
    eprintln!("{survived} writers finished, {killed} killed, {hands} hands kept");
    assert!(
        (survived..=survived + killed).contains(&hands),
        "{survived} writers finished and {killed} were killed, but there are {hands} hands"
    );
    let hands = hands as i64;
    assert_eq!(
        totals(&json),
        pairs(&[("We", hands * 85), ("They", hands * -25)])
    );
}

#[test]
fn games_started_at_once_get_distinct_ids() {
    let env = Env::new();
    let barrier = Arc::new(Barrier::new(10));
    let starters: Vec<_> = (0..10)
        .map(|_| {
            let barrier = Arc::clone(&barrier);
            let mut cmd = canasta(
                &env,
                &[
                    "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
                ],
            );
            thread::spawn(move || {
                barrier.wait();
                cmd.output().expect("runs")
            })
        })
        .collect();
    let outputs: Vec<Output> = starters
        .into_iter()
        .map(|h| h.join().expect("thread"))
        .collect();
    all_succeeded(&outputs, "new");
    let ids: BTreeSet<String> = outputs
        .iter()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .collect();
    assert_eq!(ids.len(), 10, "ids printed: {ids:?}");
    let listed = env.run(&["list"]).ok().stdout;
    for id in &ids {
        let json: Value = serde_json::from_str(
            &env.run(&["show", "--game", id, "--format", "json"])
                .ok()
                .stdout,
        )
        .expect("json");
        assert_eq!(json["id"], Value::String(id.clone()));
        assert!(listed.contains(id.as_str()), "{id} not listed:\n{listed}");
    }
}

#[test]
fn a_killed_new_leaves_every_game_whole() {
    // `new` writes a game file and then the `current` file; killed anywhere, every game
    // listed loads and the current game is one of them.
    let env = Env::new();
    env.classic();
    // Median of three runs of `new`, from spawn to exit.
    let typical = {
        let mut times: Vec<u64> = (0..3)
            .map(|_| {
                let start = Instant::now();
                env.classic();
                start.elapsed().as_micros() as u64
            })
            .collect();
        times.sort();
        times[1]
    };
    let mut rng = Rng(0x0000_0000_0BAD_0DD5);
    let new = [
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ];
    let mut killed = 0;
    for _ in 0..40 {
        let mut child = canasta(&env, &new).spawn().expect("spawns");
        thread::sleep(Duration::from_micros(rng.below(typical * 13 / 10)));
        let _ = child.kill();
        let out = child.wait_with_output().expect("waits");
        if !out.status.success() {
            assert_eq!(
                std::os::unix::process::ExitStatusExt::signal(&out.status),
                Some(9),
                "new failed without being killed\nstderr:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            killed += 1;
        }
        let current = env.json()["id"].as_str().expect("id").to_string();
        assert!(env.game_file(&current).is_file());
    }
    eprintln!("new: {killed} of 40 killed");
    let list = env.run(&["list"]).ok().stdout;
    let games = std::fs::read_dir(games_dir(&env))
        .expect("games dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter_map(|name| name.strip_suffix(".yaml").map(str::to_string));
    for id in games {
        let run = env.run(&["show", "--game", &id, "--format", "json"]);
        assert_eq!(run.code, 0, "game {id} does not load:\n{}", run.stderr);
        assert!(list.contains(&id), "game {id} not listed:\n{list}");
    }
}

/// A small tmpfs mounted on `dir` (root only; `None`, saying why, elsewhere), unmounted
/// when dropped.
struct Tmpfs(std::path::PathBuf);

impl Tmpfs {
    fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        let done = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .output()
            .ok()?;
        if !done.status.success() {
            eprintln!(
                "skipped: a tmpfs cannot be mounted here ({})",
                String::from_utf8_lossy(&done.stderr).trim()
            );
            return None;
        }
        Some(Tmpfs(dir.to_path_buf()))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).output();
    }
}

/// Fill the file system of `dir` with pages (4 KB files) until it is full; the paths.
fn fill(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut pages = Vec::new();
    for n in 0.. {
        let path = dir.join(format!("filler-{n}"));
        if std::fs::write(&path, [b'x'; 4096]).is_err() {
            let _ = std::fs::remove_file(&path);
            break;
        }
        pages.push(path);
    }
    pages
}

/// Issue 29, item 10: `new` writes the game and makes it current all or nothing (through
/// the journal). On a disk with room for 0 to 12 pages, each `new` either says it started
/// a game (exit 0: the game is there and current) or fails (exit 3: no new game file, the
/// current game as it was); never a game saved by a command that said nothing was saved.
/// And what a failed change staged is gone after the next command.
#[test]
fn a_new_game_on_a_full_disk_is_all_or_nothing() {
    let env = Env::new();
    let Some(_mounted) = Tmpfs::mount(env.data(), "512k") else {
        return;
    };
    env.classic();
    let mut pages = fill(env.data());
    let mut failed = 0;
    for room in 0..=12 {
        let ids_before: BTreeSet<String> = std::fs::read_dir(games_dir(&env))
            .expect("games")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        let current_before = std::fs::read_to_string(env.data().join("current")).expect("current");
        // Room for `room` pages more than the last round left.
        for _ in 0..room.min(pages.len()) {
            if let Some(p) = pages.pop() {
                let _ = std::fs::remove_file(p);
            }
        }
        let run = env.run(&[
            "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
        ]);
        let ids_after: BTreeSet<String> = std::fs::read_dir(games_dir(&env))
            .expect("games")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| !n.starts_with('.'))
            .collect();
        let current_after = std::fs::read_to_string(env.data().join("current")).expect("current");
        if run.code == 0 {
            let id = run.stdout.trim();
            assert_eq!(current_after.trim(), id, "room {room}");
            assert!(ids_after.contains(&format!("{id}.yaml")), "room {room}");
        } else {
            failed += 1;
            assert_eq!(run.code, 3, "room {room}: {}", run.stderr);
            let ids_before: BTreeSet<String> = ids_before
                .into_iter()
                .filter(|n| !n.starts_with('.'))
                .collect();
            assert_eq!(ids_after, ids_before, "room {room}: {}", run.stderr);
            assert_eq!(current_after, current_before, "room {room}");
        }
        // Fill again what the game did not take.
        pages.extend(fill(env.data()));
    }
    assert!(
        failed > 0,
        "the disk was never full enough to refuse a new game"
    );
    // The next command (with room again) leaves nothing staged.
    for p in pages.drain(..) {
        let _ = std::fs::remove_file(p);
    }
    env.run(&["record", "--melded", "We=100", "--melded", "They=50"])
        .ok();
    assert!(!env.data().join("staging").exists());
    assert!(!env.data().join("journal").exists());
}
