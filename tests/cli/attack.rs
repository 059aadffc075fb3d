//! Reproducers of an attack on the backups, the matches, the merged names, the lock and
//! every file the program reads (written by a helper, as the specification of the fixes;
//! most of these fail until the fixes land).
//!
//! The contract every test here holds the program to:
//!
//! - Exit codes: 0 done; 2 input refused and NOTHING saved: a refusal leaves the data
//!   folder byte for byte as it was ([`snapshot`], without `lock`, `.canasta-*` and
//!   `cache/`).
//! - No command writes outside the data folder, hangs (more than 2 s for these small
//!   cases), or prints a raw ESC (0x1b) or BEL (0x07) byte on stdout or stderr; a refusal's
//!   reason is one line (no newline inside it, apart from the final one).
//!
//! Every run goes through a watchdog ([`Site::run_within`]): a hang today is a failure
//! ("hung"), never a stuck suite. Runs get an address-space limit, so that a command
//! reading without end fails here instead of taking the machine's memory.
//!
//! Each data folder is `ROOT/home/user/data` in a temporary `ROOT`; `ROOT` minus the data
//! folder (and minus `ROOT/exports`, where `export -o` is asked to write) is "outside", and
//! is compared before and after every run. Multi-part tests collect every breach and report
//! them together ([`Faults`]).
//!
//! Unix only: kill -9, FIFOs, symbolic links, `flock` on the data folder.
#![cfg(unix)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Read;
use std::os::unix::fs::FileTypeExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;

/// The bound for a small case: nothing here should take more than this.
const QUICK: Duration = Duration::from_secs(2);

/// The address space a run may take (a 35 MB backup needs under 100 MB).
const MEMORY: u64 = 2 << 30;

/// A small hand that never ends a Classic game, and its mirror (recorded in turns, the
/// totals stay near 0 however many hands a game has).
const SMALL_HAND: &[&str] = &["record", "--melded", "We=5", "--in-hand", "They=5"];

/// The last line of a backup (`export --all`).
const BACKUP_END: &str = "# end of canasta backup";

/// A terminal code that clears the screen and sets the window title: `ESC [2J ESC ]0;pwn BEL`.
const TERMINAL_CODES_YAML: &str = r#""Z\e[2J\e]0;pwn\a""#;

/// A deterministic xorshift64* generator (as in durability.rs): the same trials every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// A data folder (`ROOT/home/user/data`), a config folder beside it, and the room
/// around them that no command may write to.
struct Site {
    root: tempfile::TempDir,
}

/// What one watched run did.
struct Ran {
    what: String,
    /// The exit code; `None` when killed by a signal (or by the watchdog).
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    took: Duration,
    /// Stopped by the watchdog.
    hung: bool,
    /// The largest resident size seen while it ran, in KB.
    peak_kb: u64,
    /// Paths outside the data folder that changed during the run.
    outside: Vec<String>,
}

impl Ran {
    fn out(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    fn err(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    /// The stderr, shortened for a failure message.
    fn said(&self) -> String {
        let err = self.err();
        let short: String = err.chars().take(300).collect();
        if short.len() < err.len() {
            format!("{short:?}... ({} bytes)", err.len())
        } else {
            format!("{short:?}")
        }
    }

    /// Is the reason on stderr one non-empty line (a final newline allowed)?
    fn one_line(&self) -> bool {
        let err = self.err();
        let body = err.strip_suffix('\n').unwrap_or(&err);
        !body.trim().is_empty() && !body.contains('\n')
    }

    /// Breaches of what every run promises: no hang (nor longer than `bound`), an exit
    /// code of 0, 2 or 3 (the machine stopped it: `--wait` gave up), no write outside, no ESC or BEL byte, a one-line reason on exit 2.
    fn faults(&self, bound: Duration) -> Vec<String> {
        let mut faults = Vec::new();
        let at = &self.what;
        if self.hung {
            faults.push(format!("{at}: hung (stopped after {:?})", self.took));
        } else if self.took > bound {
            faults.push(format!("{at}: took {:?} (bound {bound:?})", self.took));
        }
        match self.code {
            Some(0 | 2 | 3) => {}
            Some(code) => faults.push(format!("{at}: exit {code}; stderr {}", self.said())),
            None if !self.hung => {
                faults.push(format!("{at}: killed by a signal; stderr {}", self.said()))
            }
            None => {}
        }
        if !self.outside.is_empty() {
            faults.push(format!(
                "{at}: wrote outside the data folder: {:?}",
                self.outside
            ));
        }
        for (stream, bytes) in [("stdout", &self.stdout), ("stderr", &self.stderr)] {
            if bytes.iter().any(|b| *b == 0x1b || *b == 0x07) {
                faults.push(format!("{at}: printed a raw ESC or BEL on {stream}"));
            }
        }
        if matches!(self.code, Some(2 | 3)) && !self.one_line() {
            faults.push(format!(
                "{at}: refused with a reason of more than one line: {}",
                self.said()
            ));
        }
        faults
    }

    /// [`Ran::faults`], and exit 2 wanted.
    fn faults_refused(&self, bound: Duration) -> Vec<String> {
        let mut faults = self.faults(bound);
        if self.code != Some(2) && !self.hung {
            faults.push(format!(
                "{}: expected exit 2, got {:?}; stderr {}",
                self.what,
                self.code,
                self.said()
            ));
        }
        faults
    }

    /// [`Ran::faults`], and exit 0 wanted.
    fn faults_done(&self, bound: Duration) -> Vec<String> {
        let mut faults = self.faults(bound);
        if self.code != Some(0) && !self.hung {
            faults.push(format!(
                "{}: expected exit 0, got {:?}; stderr {}",
                self.what,
                self.code,
                self.said()
            ));
        }
        faults
    }

    /// Exit 0 and no fault, or panic.
    #[track_caller]
    fn done(self) -> Ran {
        let faults = self.faults_done(Duration::from_secs(60));
        assert!(faults.is_empty(), "{}", faults.join("\n"));
        self
    }
}

/// Every breach a test found, reported together at its end.
#[derive(Default)]
struct Faults(Vec<String>);

impl Faults {
    fn check(&mut self, ok: bool, what: impl FnOnce() -> String) {
        if !ok {
            self.0.push(what());
        }
    }

    fn add(&mut self, faults: Vec<String>) {
        self.0.extend(faults);
    }

    #[track_caller]
    fn assert_none(self, title: &str) {
        assert!(
            self.0.is_empty(),
            "{title}: {} breaches\n{}",
            self.0.len(),
            self.0.join("\n")
        );
    }
}

/// Every file under `dir` by its path relative to `dir`: plain files by their bytes,
/// links by their target, FIFOs and devices by their kind (never opened). The lock file,
/// temporary files (`.canasta-*`) and `cache/` are left out: they may change on a refusal.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut found = BTreeMap::new();
    walk(dir, dir, &mut found, &[]);
    found
}

fn walk(base: &Path, dir: &Path, found: &mut BTreeMap<PathBuf, Vec<u8>>, skip: &[PathBuf]) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let relative = path.strip_prefix(base).unwrap().to_path_buf();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(".canasta-")
            || relative == Path::new("lock")
            || relative == Path::new("cache")
            || skip.contains(&path)
        {
            continue;
        }
        let Ok(meta) = fs::symlink_metadata(&path) else {
            continue;
        };
        let kind = meta.file_type();
        if kind.is_dir() {
            walk(base, &path, found, skip);
        } else if kind.is_symlink() {
            let to = fs::read_link(&path).unwrap_or_default();
            found.insert(relative, format!("link to {}", to.display()).into_bytes());
        } else if kind.is_file() {
            found.insert(relative, fs::read(&path).unwrap_or_default());
        } else if kind.is_fifo() {
            found.insert(relative, b"fifo".to_vec());
        } else {
            found.insert(relative, b"special".to_vec());
        }
    }
}

/// The paths whose contents differ between two snapshots.
fn changes(before: &BTreeMap<PathBuf, Vec<u8>>, after: &BTreeMap<PathBuf, Vec<u8>>) -> Vec<String> {
    let keys: BTreeSet<&PathBuf> = before.keys().chain(after.keys()).collect();
    keys.into_iter()
        .filter(|k| before.get(*k) != after.get(*k))
        .map(|k| {
            let how = match (before.contains_key(k), after.contains_key(k)) {
                (false, true) => "added",
                (true, false) => "removed",
                _ => "changed",
            };
            format!("{} {how}", k.display())
        })
        .collect()
}

impl Site {
    fn new() -> Site {
        let site = Site {
            root: tempfile::TempDir::new().expect("temp dir"),
        };
        fs::create_dir_all(site.data().join("games")).unwrap();
        fs::create_dir_all(site.config()).unwrap();
        fs::create_dir_all(site.exports()).unwrap();
        fs::create_dir_all(site.root().join("outside")).unwrap();
        site
    }

    fn root(&self) -> &Path {
        self.root.path()
    }

    fn data(&self) -> PathBuf {
        self.root().join("home/user/data")
    }

    fn config(&self) -> PathBuf {
        self.root().join("home/user/config")
    }

    /// Where a test asks `export -o` to write (outside the data folder, by request).
    fn exports(&self) -> PathBuf {
        self.root().join("exports")
    }

    /// A file outside the data folder with known bytes (a victim for links).
    fn victim(&self, text: &str) -> PathBuf {
        let path = self.root().join("outside/victim.yaml");
        fs::write(&path, text).unwrap();
        path
    }

    /// Everything under ROOT but the data folder and the exports.
    fn outside(&self) -> BTreeMap<PathBuf, Vec<u8>> {
        let mut found = BTreeMap::new();
        walk(
            self.root(),
            self.root(),
            &mut found,
            &[self.data(), self.exports()],
        );
        found
    }

    fn games(&self) -> PathBuf {
        self.data().join("games")
    }

    /// The ids of the games in `games/`.
    fn game_ids(&self) -> BTreeSet<String> {
        ids_in(&self.games())
    }

    fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.data().join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, text).unwrap();
        path
    }

    /// The binary, set up as the harness sets it up, with its own home and config folder.
    fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_canasta"));
        cmd.args(args)
            .env("CANASTA_DATA_DIR", self.data())
            .env("CANASTA_LANG", "en")
            .env("CANASTA_CONFIG_DIR", self.config())
            .env("HOME", self.root().join("home/user"))
            .env_remove("XDG_DATA_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("CLICOLOR_FORCE")
            .env_remove("CLICOLOR")
            .env_remove("NO_COLOR")
            .env_remove("COLUMNS")
            .current_dir(self.data())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        limit_memory(&mut cmd, MEMORY);
        cmd
    }

    /// Run with the [`QUICK`] watchdog.
    fn run(&self, args: &[&str]) -> Ran {
        self.run_within(args, QUICK * 2)
    }

    /// Run `canasta ARGS`, killing it at `deadline`; the room outside the data folder is
    /// compared before and after.
    fn run_within(&self, args: &[&str], deadline: Duration) -> Ran {
        self.run_command(self.command(args), args, deadline)
    }

    fn run_command(&self, mut cmd: Command, args: &[&str], deadline: Duration) -> Ran {
        let outside = self.outside();
        let started = Instant::now();
        let child = cmd.spawn().expect("spawns");
        let watched = watch(child, deadline);
        let took = started.elapsed();
        Ran {
            what: format!("canasta {}", shorten(&args.join(" "))),
            code: watched.code,
            stdout: watched.stdout,
            stderr: watched.stderr,
            took,
            hung: watched.hung,
            peak_kb: watched.peak_kb,
            outside: changes(&outside, &self.outside()),
        }
    }
}

/// An argument list for messages, cut to a readable length.
fn shorten(text: &str) -> String {
    if text.chars().count() > 80 {
        format!("{}...", text.chars().take(80).collect::<String>())
    } else {
        text.to_string()
    }
}

/// Limit the address space of the child, so that reading without end fails fast.
fn limit_memory(cmd: &mut Command, bytes: u64) {
    // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes as libc::rlim_t,
                rlim_max: bytes as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// What [`watch`] saw of a process.
struct Watched {
    /// The exit code; `None` when killed by a signal.
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// Killed by the watchdog.
    hung: bool,
    /// The largest resident size seen (`VmHWM`, sampled while it ran), in KB.
    peak_kb: u64,
}

/// The high-water mark of a running process's resident size, in KB.
fn peak_kb(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Wait for `child` until `deadline`, reading its output meanwhile; kill it then.
fn watch(mut child: Child, deadline: Duration) -> Watched {
    let reader = |mut from: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = from.read_to_end(&mut bytes);
            bytes
        })
    };
    let out = reader(Box::new(child.stdout.take().expect("piped")));
    let err = reader(Box::new(child.stderr.take().expect("piped")));
    let started = Instant::now();
    let mut hung = false;
    let mut peak = 0;
    let status = loop {
        peak = peak.max(peak_kb(child.id()).unwrap_or(0));
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if started.elapsed() > deadline {
            hung = true;
            let _ = child.kill();
            break child.wait().expect("waits");
        }
        thread::sleep(Duration::from_millis(2));
    };
    Watched {
        code: status.code(),
        stdout: out.join().expect("reader"),
        stderr: err.join().expect("reader"),
        hung,
        peak_kb: peak,
    }
}

/// The game ids (`ID.yaml`) in a folder.
fn ids_in(dir: &Path) -> BTreeSet<String> {
    fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    e.file_name()
                        .to_string_lossy()
                        .strip_suffix(".yaml")
                        .filter(|stem| !stem.starts_with('.'))
                        .map(str::to_string)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A game file in the saved layout (schema 2, rules taken from the preset), sides We
/// (Ann, Cy) and They (Bob, Di), with `hands` small hands in turns that never end it, and
/// a note of `note` characters on every other hand (to make it large cheaply).
fn game_text(created: &str, hands: usize, note: usize) -> String {
    let mut text = format!(
        "schema: 2\nvariant: classic\nsides:\n- name: We\n  players:\n  - Ann\n  - Cy\n- name: They\n  players:\n  - Bob\n  - Di\ncreated: {created}\nhands:\n"
    );
    let filler = "n".repeat(note);
    for i in 0..hands {
        if i % 2 == 0 {
            text.push_str("- results:\n    We:\n      red_threes: 0\n      melded: 5\n      in_hand: 0\n    They:\n      red_threes: 0\n      melded: 0\n      in_hand: 5\n");
            if note > 0 {
                text.push_str(&format!("  note: {filler}\n"));
            }
        } else {
            text.push_str("- results:\n    We:\n      red_threes: 0\n      melded: 0\n      in_hand: 5\n    They:\n      red_threes: 0\n      melded: 5\n      in_hand: 0\n");
        }
    }
    text.push_str("# end of game log\n");
    text
}

/// A small game started at `created` (distinct texts for distinct games).
fn small_game(n: usize) -> String {
    game_text(
        &format!("2026-01-{:02}T{:02}:{:02}:00Z", 1 + n % 28, n % 24, n % 60),
        2 + n % 3,
        0,
    )
}

/// `text` (a backup) with `section` put in before its end line.
fn before_end(text: &str, section: &str) -> String {
    let at = text.rfind(BACKUP_END).expect("a backup ends with its mark");
    format!("{}{section}{}", &text[..at], &text[at..])
}

/// A backup of a folder of `games` small games (1..=games), exported by the program.
fn backup_of(games: usize) -> String {
    let site = Site::new();
    for n in 1..=games {
        site.write(&format!("games/{n}.yaml"), &small_game(n));
    }
    export_all(&site)
}

/// `export --all` of `site`, as text.
fn export_all(site: &Site) -> String {
    let path = site.exports().join("backup.yaml");
    let _ = fs::remove_file(&path);
    site.run_within(
        &["export", "--all", "-o", path.to_str().unwrap()],
        Duration::from_secs(60),
    )
    .done();
    fs::read_to_string(&path).unwrap()
}

/// Write `text` among the exports and return its path as an argument.
fn export_file(site: &Site, name: &str, text: &str) -> String {
    let path = site.exports().join(name);
    fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Names starting with `evil` in a folder.
fn evil_in(dir: &Path) -> BTreeSet<String> {
    fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with("evil"))
                .collect()
        })
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------------------
// 1. Backups that cannot be restored.
// ---------------------------------------------------------------------------------------

/// Attack: a family's folder grows past 32 MB in all (ten games of 3.5 MB, long notes);
/// `export --all` writes it, and `import` refuses the very file it wrote because it is
/// larger than one game may be. What must hold: the backup of any folder the program
/// keeps is restored into a fresh folder (exit 0, every game back).
#[test]
fn attack_a_backup_of_more_than_32_mb_is_restored() {
    let site = Site::new();
    let games = 10;
    for n in 1..=games {
        let text = game_text(&format!("2026-02-{n:02}T20:00:00Z"), 100, 70_000);
        site.write(&format!("games/{n}.yaml"), &text);
    }
    let backup = site.exports().join("all.yaml");
    site.run_within(
        &["export", "--all", "-o", backup.to_str().unwrap()],
        Duration::from_secs(60),
    )
    .done();
    let size = fs::metadata(&backup).unwrap().len();
    assert!(size > 32 * 1024 * 1024, "the backup is only {size} bytes");
    let fresh = Site::new();
    let ran = fresh.run_within(
        &["import", backup.to_str().unwrap()],
        Duration::from_secs(60),
    );
    let mut faults = Faults::default();
    faults.add(ran.faults_done(Duration::from_secs(60)));
    faults.check(fresh.game_ids().len() == games, || {
        format!(
            "{} of {games} games restored: {:?}",
            fresh.game_ids().len(),
            fresh.game_ids()
        )
    });
    faults.assert_none("a backup of 35 MB");
}

/// Attack: one game of three was damaged by hand (`melded: 5` made `melded: 423`, not a
/// multiple of 5). `export --all` copies it silently, and the restore of that backup
/// then refuses everything. What must hold: `export --all` exits 0 and names the damaged
/// game on stderr; `import` into a fresh folder exits 2, names it and `--skip-damaged`,
/// and writes nothing; `import --skip-damaged` restores the two others (exit 0) and says
/// which one it skipped.
#[test]
fn attack_a_damaged_game_is_named_by_the_backup_and_can_be_skipped_on_restore() {
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    let damaged = small_game(2).replacen("melded: 5", "melded: 423", 1);
    site.write("games/club-night.yaml", &damaged);
    site.write("games/3.yaml", &small_game(3));
    let mut faults = Faults::default();
    let shown = site.run(&["show", "--game", "club-night"]);
    assert_eq!(shown.code, Some(2), "the damaged game must not load");

    let backup = site.exports().join("all.yaml");
    let ran = site.run_within(
        &["export", "--all", "-o", backup.to_str().unwrap()],
        Duration::from_secs(10),
    );
    faults.add(ran.faults_done(QUICK));
    faults.check(ran.err().contains("club-night"), || {
        format!(
            "export --all does not name the damaged game: {}",
            ran.said()
        )
    });

    if backup.exists() {
        let fresh = Site::new();
        let before = snapshot(&fresh.data());
        let ran = fresh.run(&["import", backup.to_str().unwrap()]);
        faults.add(ran.faults_refused(QUICK));
        faults.check(snapshot(&fresh.data()) == before, || {
            format!(
                "a refused import changed the folder: {:?}",
                changes(&before, &snapshot(&fresh.data()))
            )
        });
        faults.check(
            ran.err().contains("club-night") && ran.err().contains("--skip-damaged"),
            || {
                format!(
                    "the refusal names neither the game nor --skip-damaged: {}",
                    ran.said()
                )
            },
        );

        let ran = fresh.run(&["import", "--skip-damaged", backup.to_str().unwrap()]);
        faults.add(ran.faults_done(QUICK));
        let ids = fresh.game_ids();
        faults.check(
            ids == BTreeSet::from(["1".to_string(), "3".to_string()]),
            || format!("--skip-damaged restored {ids:?}, not games 1 and 3"),
        );
        faults.check(ran.err().contains("club-night"), || {
            format!(
                "--skip-damaged does not say what it skipped: {}",
                ran.said()
            )
        });
    } else {
        faults.check(false, || "export --all wrote no backup".into());
    }
    faults.assert_none("a damaged game in a backup");
}

// ---------------------------------------------------------------------------------------
// 2. A restore never exits 2 after writing.
// ---------------------------------------------------------------------------------------

/// Attack: backups whose players or matches section is refused only after the games were
/// written: a name merged into itself, a merge cycle, a match named `../../evil`, a merged
/// name with terminal codes, a name of 100,000 characters. What must hold: each `import`
/// exits 2 with a one-line reason, the folder is unchanged, nothing is written outside
/// (no `evil*` file in the folders above the data folder or in the temp dir).
#[test]
fn attack_a_restore_refused_for_its_players_or_matches_writes_nothing() {
    let backup = backup_of(3);
    let long = "Z".repeat(100_000);
    let cases: Vec<(&str, String)> = vec![
        (
            "a name merged into itself",
            "--- # canasta players\nann: Ann\n".into(),
        ),
        (
            "a merge cycle",
            "--- # canasta players\na: B\nb: A\n".into(),
        ),
        (
            "a match named ../../evil",
            "--- # canasta match ../../evil\nname: ../../evil\nfirst_to: 3\ngames:\n- '1'\n".into(),
        ),
        (
            "a merged name with terminal codes",
            format!("--- # canasta players\nzed: {TERMINAL_CODES_YAML}\n"),
        ),
        (
            "a merged name of 100,000 characters",
            format!("--- # canasta players\nzed: {long}\n"),
        ),
    ];
    let temp = std::env::temp_dir();
    let mut faults = Faults::default();
    for (what, section) in cases {
        let site = Site::new();
        let file = export_file(&site, "backup.yaml", &before_end(&backup, &section));
        let evil_before = evil_in(&temp);
        let before = snapshot(&site.data());
        let mut ran = site.run(&["import", &file]);
        ran.what = format!("{what}: {}", ran.what);
        faults.add(ran.faults_refused(QUICK));
        let after = snapshot(&site.data());
        faults.check(after == before, || {
            format!("{what}: the folder changed: {:?}", changes(&before, &after))
        });
        let mut dir = site.data();
        while let Some(parent) = dir.parent() {
            let found = evil_in(parent);
            faults.check(found.is_empty(), || {
                format!("{what}: {found:?} written in {}", parent.display())
            });
            if parent == site.root() {
                break;
            }
            dir = parent.to_path_buf();
        }
        let evil_after = evil_in(&temp);
        faults.check(evil_after.is_subset(&evil_before), || {
            format!("{what}: {evil_after:?} in {}", temp.display())
        });
    }
    faults.assert_none("backups refused after writing");
}

// ---------------------------------------------------------------------------------------
// 3. kill -9 during a restore.
// ---------------------------------------------------------------------------------------

/// Attack: `import` of a backup of 50 games, a match and merged names, killed with SIGKILL
/// at 40 pseudo-random instants spread over a measured restore. What must hold: after
/// the kill and one `canasta list` (which may finish an interrupted restore), the folder
/// holds none of the backup or all of it: no game, no match, no merged names, or every
/// game, the match and the names.
#[test]
fn attack_a_killed_restore_leaves_all_or_none() {
    let games = 50;
    let source = Site::new();
    for n in 1..=games {
        source.write(&format!("games/{n}.yaml"), &small_game(n));
    }
    source.write(
        "matches/club.yaml",
        "name: club\nfirst_to: 3\ngames:\n- '1'\n- '2'\n",
    );
    source.run(&["players", "merge", "Zed", "Ann"]).done();
    let backup = export_all(&source);
    let file = source.exports().join("backup.yaml");
    fs::write(&file, &backup).unwrap();
    let file = file.to_str().unwrap().to_string();

    // A restore's wall time here now: the median of three into fresh folders.
    let mut times: Vec<u64> = (0..3)
        .map(|_| {
            let fresh = Site::new();
            let ran = fresh.run_within(&["import", &file], Duration::from_secs(30));
            assert_eq!(ran.code, Some(0), "a restore fails: {}", ran.said());
            assert_eq!(fresh.game_ids().len(), games);
            ran.took.as_micros() as u64
        })
        .collect();
    times.sort();
    let typical = times[1];

    let mut rng = Rng(0x0BAC_0000_7E57_0003);
    let (mut none, mut partial, mut all, mut completed) = (0, 0, 0, 0);
    let mut faults = Faults::default();
    for trial in 0..40 {
        let site = Site::new();
        let delay = match rng.below(2) {
            0 => rng.below(typical * 13 / 10),
            _ => typical / 2 + rng.below(typical * 6 / 10),
        };
        let mut child = site.command(&["import", &file]).spawn().expect("spawns");
        thread::sleep(Duration::from_micros(delay));
        let _ = child.kill();
        let Watched { code, stderr, .. } = watch(child, Duration::from_secs(30));
        if code == Some(0) {
            completed += 1;
        } else if code.is_some() {
            faults.check(false, || {
                format!(
                    "trial {trial}: the restore failed unkilled ({code:?}): {}",
                    String::from_utf8_lossy(&stderr)
                )
            });
        }
        let list = site.run(&["list"]);
        faults.add(
            list.faults(QUICK)
                .into_iter()
                .map(|f| format!("trial {trial}: {f}"))
                .collect(),
        );
        let restored = site.game_ids().len();
        let has_match = site.data().join("matches/club.yaml").exists();
        let has_players = site.data().join("players.yaml").exists();
        match (restored, has_match, has_players) {
            (0, false, false) => none += 1,
            (n, true, true) if n == games => all += 1,
            state => {
                partial += 1;
                faults.check(false, || {
                    format!(
                        "trial {trial} (killed after {delay} us): {} games of {games}, match {}, merged names {}",
                        state.0, state.1, state.2
                    )
                });
            }
        }
    }
    eprintln!(
        "restore kill trials: 40 ({completed} completed; {none} left nothing, {partial} left part, {all} left all); a restore took {typical} us"
    );
    faults.assert_none("killed restores");
}

// ---------------------------------------------------------------------------------------
// 4. `new --match` loses updates.
// ---------------------------------------------------------------------------------------

/// A match `club` (first to 3) whose game 1 is over (We won), ready for its next game.
fn match_with_a_finished_game() -> Site {
    let site = Site::new();
    site.run(&[
        "new",
        "--match",
        "club",
        "--first-to",
        "3",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
        "--player",
        "Di",
        "--start",
        "We=4990,They=0",
    ])
    .done();
    site.run(&["record", "--melded", "We=50", "--in-hand", "They=5"])
        .done();
    site
}

/// The game ids a match file lists.
fn match_games(site: &Site) -> Vec<String> {
    let text = fs::read_to_string(site.data().join("matches/club.yaml")).unwrap_or_default();
    let value: serde_yaml::Value = serde_yaml::from_str(&text).unwrap_or_default();
    value["games"]
        .as_sequence()
        .map(|games| {
            games
                .iter()
                .filter_map(|g| g.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// Attack: ten `new --match club` at once, after the match's game is over. Each reads
/// the match before taking the lock, so several start a game and each saves its own
/// copy of the match: games outside the match, and several in play. What must hold:
/// exactly one succeeds, the others exit 2 ("still in play"), every game of the folder
/// is in the match, and one game of the match is in play. Five rounds, each in a fresh
/// folder (the race depends on timing; one round alone may miss it on a busy machine).
#[test]
fn attack_ten_next_games_of_a_match_at_once_make_one_game_in_the_match() {
    let mut faults = Faults::default();
    for round in 1..=5 {
        let site = match_with_a_finished_game();
        let barrier = Arc::new(Barrier::new(10));
        let starters: Vec<_> = (0..10)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let mut cmd = site.command(&["new", "--match", "club"]);
                thread::spawn(move || {
                    barrier.wait();
                    watch(cmd.spawn().expect("spawns"), Duration::from_secs(30))
                })
            })
            .collect();
        let results: Vec<_> = starters.into_iter().map(|h| h.join().unwrap()).collect();
        let started = results.iter().filter(|r| r.code == Some(0)).count();
        eprintln!("round {round}: {started} of 10 started a game");
        faults.check(started == 1, || {
            format!("round {round}: {started} of 10 started a game")
        });
        for r in &results {
            faults.check(!r.hung && matches!(r.code, Some(0 | 2)), || {
                format!(
                    "round {round}: a starter ended {:?} (hung: {}): {}",
                    r.code,
                    r.hung,
                    String::from_utf8_lossy(&r.stderr)
                )
            });
        }
        let listed: BTreeSet<String> = match_games(&site).into_iter().collect();
        let outside: Vec<String> = site.game_ids().difference(&listed).cloned().collect();
        faults.check(outside.is_empty(), || {
            format!(
                "round {round}: games outside the match: {outside:?} (the match lists {listed:?})"
            )
        });
        let in_play: Vec<&String> = listed
            .iter()
            .filter(|id| {
                let ran = site.run(&["show", "--game", id, "--format", "json"]);
                serde_json::from_slice::<Value>(&ran.stdout)
                    .is_ok_and(|json| json["finished"] == Value::Bool(false))
            })
            .collect();
        faults.check(in_play.len() == 1, || {
            format!("round {round}: games in play in the match: {in_play:?}")
        });
    }
    faults.assert_none("ten next games at once");
}

/// Attack: `new --match club` killed with SIGKILL at 20 pseudo-random instants. The game
/// was once saved before the match, so a kill between the two left a game outside its
/// match. What must hold: after each kill and the next command (which finishes a change
/// the kill cut short), the new game exists and is in the match, or it does not exist.
#[test]
fn attack_a_killed_next_game_of_a_match_is_in_the_match_or_nowhere() {
    let site = match_with_a_finished_game();
    // Remove every game but the first (through `delete`, which takes it out of the match
    // too), so the next trial starts from a match whose games are all over.
    let clear = |site: &Site| {
        for id in site.game_ids() {
            if id != "1" {
                site.run(&["delete", &id, "--yes"]).done();
            }
        }
    };
    let mut times: Vec<u64> = (0..3)
        .map(|_| {
            let ran = site.run(&["new", "--match", "club"]).done();
            clear(&site);
            ran.took.as_micros() as u64
        })
        .collect();
    times.sort();
    let typical = times[1];
    let mut rng = Rng(0x0000_C1AB_0000_0004);
    let (mut killed, mut finished, mut made) = (0, 0, 0);
    let mut faults = Faults::default();
    for trial in 0..20 {
        let mut child = site
            .command(&["new", "--match", "club"])
            .spawn()
            .expect("spawns");
        thread::sleep(Duration::from_micros(rng.below(typical * 13 / 10)));
        let _ = child.kill();
        let code = watch(child, Duration::from_secs(10)).code;
        if code.is_none() {
            killed += 1;
        } else {
            finished += 1;
        }
        // What the players see is what their next command sees: a change committed
        // before the kill is finished by it (`Store::open`), so look after one command.
        site.run(&["list"]).done();
        faults.check(!site.data().join("journal").exists(), || {
            format!("trial {trial}: the journal outlived the next command")
        });
        let listed: BTreeSet<String> = match_games(&site).into_iter().collect();
        let ids = site.game_ids();
        if ids.len() > 1 {
            made += 1;
        }
        for id in ids.difference(&listed) {
            faults.check(false, || {
                format!("trial {trial}: game {id} exists outside the match ({listed:?})")
            });
            // Out of the way of the next trial.
            let _ = fs::remove_file(site.games().join(format!("{id}.yaml")));
        }
        clear(&site);
    }
    eprintln!(
        "new --match kill trials: 20 ({killed} killed, {finished} finished, {made} left a new game); new took {typical} us"
    );
    faults.assert_none("killed next games of a match");
}

// ---------------------------------------------------------------------------------------
// 5. The lock file.
// ---------------------------------------------------------------------------------------

/// Hold the data folder's lock from this process, as another canasta would (the lock
/// is a `flock` on the folder itself).
fn hold_lock(site: &Site) -> fs::File {
    let dir = fs::File::open(site.data()).unwrap();
    dir.lock().unwrap();
    dir
}

/// The commands that take the lock, in an order that leaves each one something to do.
const LOCKING: &[&[&str]] = &[
    SMALL_HAND,
    &["use", "1"],
    &["players", "merge", "Zed", "Ann"],
    &["archive", "1"],
];

/// Attack: `DATA/lock` is a symbolic link to a file outside the data folder; every
/// command that takes the lock writes who holds it into `lock`, through the link. What
/// must hold: `record`, `use`, `players merge` and `archive` leave the outside file as it
/// was.
#[test]
fn attack_a_lock_file_linked_outside_is_never_written_through() {
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    site.write("current", "1\n");
    let victim = site.victim("known bytes\n");
    std::os::unix::fs::symlink(&victim, site.data().join("lock")).unwrap();
    let mut faults = Faults::default();
    for args in LOCKING {
        let ran = site.run(args);
        faults.add(ran.faults(QUICK));
        faults.check(fs::read(&victim).unwrap() == b"known bytes\n", || {
            format!("{}: the file outside was written", ran.what)
        });
    }
    faults.assert_none("a lock file linked outside");
}

/// Attack: `DATA/lock` is a FIFO; writing who holds the lock opens it for writing,
/// which waits for a reader that never comes. What must hold: `record`, `use`, `players
/// merge` and `archive` each finish within 2 s (exit 0 or 2).
#[test]
fn attack_a_lock_file_that_is_a_fifo_hangs_nothing() {
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    site.write("current", "1\n");
    let fifo = site.data().join("lock");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let mut faults = Faults::default();
    for args in LOCKING {
        faults.add(site.run(args).faults(QUICK));
    }
    faults.assert_none("a lock file that is a FIFO");
}

/// Attack: while another process holds the lock, `DATA/lock` is a link to `/dev/zero`;
/// a waiting command reads the whole `lock` file to say who holds it: without end. What
/// must hold: `--wait 1 record` gives up within about 2 s with exit 3, its stderr short
/// (a line about waiting and a line giving up), in little memory (under 128 MB resident;
/// it runs under a 512 MB address-space limit, so that today it fails there, not in the
/// machine's memory), the game unchanged.
#[test]
fn attack_a_lock_file_linked_to_dev_zero_is_never_read_whole_by_a_waiter() {
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    site.write("current", "1\n");
    let before = snapshot(&site.data());
    std::os::unix::fs::symlink("/dev/zero", site.data().join("lock")).unwrap();
    let held = hold_lock(&site);
    let mut args = vec!["--wait", "1"];
    args.extend(SMALL_HAND);
    let mut cmd = site.command(&args);
    limit_memory(&mut cmd, 512 << 20);
    let ran = site.run_command(cmd, &args, Duration::from_secs(5));
    drop(held);
    let mut faults = Faults::default();
    let mut general = ran.faults(Duration::from_millis(2500));
    // Two lines are expected here: waiting, then giving up.
    general.retain(|f| !f.contains("more than one line"));
    faults.add(general);
    // Giving up on the lock is the machine's, not the input's: exit 3.
    faults.check(ran.code == Some(3), || {
        format!("expected exit 3, got {:?}: {}", ran.code, ran.said())
    });
    faults.check(
        ran.stderr.len() < 2000 && ran.err().lines().count() <= 2,
        || format!("stderr is {} bytes: {}", ran.stderr.len(), ran.said()),
    );
    // A waiter reads at most a line of who holds the lock: far below 128 MB.
    faults.check(ran.peak_kb < 128 * 1024, || {
        format!("it took {} MB of memory", ran.peak_kb / 1024)
    });
    let after = snapshot(&site.data());
    faults.check(after == before, || {
        format!("the folder changed: {:?}", changes(&before, &after))
    });
    faults.assert_none("a lock file linked to /dev/zero");
}

// ---------------------------------------------------------------------------------------
// 6. Names through merged names.
// ---------------------------------------------------------------------------------------

/// A folder with one game whose players are Zed, Bob, Cy and Di, and `players.yaml`
/// holding `merged_text`.
fn zed_plays(merged_text: &str) -> Site {
    let site = Site::new();
    site.write(
        "games/1.yaml",
        &small_game(1).replace("  - Ann\n", "  - Zed\n"),
    );
    site.write("current", "1\n");
    site.write("players.yaml", merged_text);
    site
}

/// The commands that print players' names.
const NAMING: &[&[&str]] = &[
    &["players"],
    &["stats"],
    &["stats", "--format", "csv"],
    &["stats", "--chart"],
    &["stats", "--vs", "Zed", "--vs", "Bob"],
    &["history"],
];

/// Attack: `players.yaml` (written by hand, or restored) merges `zed` into a name made
/// of terminal codes (clear the screen, set the window title); every command that names
/// players prints it raw. What must hold: `players`, `stats` (table, csv, chart, `--vs`)
/// and `history` print no ESC or BEL byte (a refusal with exit 2 and a one-line reason
/// is fine too).
#[test]
fn attack_merged_names_with_terminal_codes_are_never_printed() {
    let site = zed_plays(&format!("merged:\n  zed: {TERMINAL_CODES_YAML}\n"));
    let mut faults = Faults::default();
    for args in NAMING {
        faults.add(site.run(args).faults(QUICK));
    }
    faults.assert_none("merged names with terminal codes");
}

/// Attack: a merged name of 100,000 characters in `players.yaml`. What must hold: it is
/// refused (exit 2, one line) or cut, never printed whole.
#[test]
fn attack_a_merged_name_of_100000_characters_is_never_printed_whole() {
    let long = "Z".repeat(100_000);
    let site = zed_plays(&format!("merged:\n  zed: {long}\n"));
    let mut faults = Faults::default();
    for args in NAMING {
        let ran = site.run(args);
        faults.add(ran.faults(QUICK));
        faults.check(
            !ran.out().contains(&long) && !ran.err().contains(&long),
            || format!("{}: printed the name whole", ran.what),
        );
    }
    faults.assert_none("a merged name of 100,000 characters");
}

/// Attack: `players.yaml` gives `ann` twice (`ann: Ann`, `ann: Anne`); the last one is
/// kept silently. What must hold: `players` refuses it with exit 2 and a one-line reason
/// naming line 3, as a name given twice in a game file is refused with its line.
#[test]
fn attack_a_merged_name_given_twice_is_refused_with_its_line() {
    let site = zed_plays("merged:\n  ann: Ann\n  ann: Anne\n");
    let mut faults = Faults::default();
    for args in [&["players"][..], &["stats"]] {
        let ran = site.run(args);
        faults.add(ran.faults_refused(QUICK));
        faults.check(
            ran.err().contains("line 3") || ran.err().contains(":3"),
            || {
                format!(
                    "{}: the reason does not name line 3: {}",
                    ran.what,
                    ran.said()
                )
            },
        );
    }
    faults.assert_none("a merged name given twice");
}

// ---------------------------------------------------------------------------------------
// 7. Deep nesting.
// ---------------------------------------------------------------------------------------

/// A list of command lines.
type Commands = &'static [&'static [&'static str]];

/// Attack: `players.yaml` and `matches/club.yaml` nested 100,000 deep (`[[[[...`); the
/// game files are checked for depth before parsing, these are not, and the parser takes
/// many seconds. What must hold: each command that reads the file is refused within
/// 1 s (exit 2, one line); the others finish within 1 s too.
#[test]
fn attack_players_and_matches_nested_deep_are_refused_at_once() {
    let deep = "[".repeat(100_000);
    let second = Duration::from_secs(1);
    let mut faults = Faults::default();
    // (the file, its text, the commands that read it, other commands)
    let cases: [(&str, String, Commands, Commands); 2] = [
        (
            "players.yaml",
            format!("merged: {deep}\n"),
            &[&["players"], &["stats"], &["export", "--all"]],
            &[&["match", "club"], &["new", "--match", "club"]],
        ),
        (
            "matches/club.yaml",
            format!("name: club\ngames: {deep}\n"),
            &[
                &["match", "club"],
                &["export", "--all"],
                &["new", "--match", "club"],
            ],
            &[&["players"], &["show", "--game", "1"], &["list"]],
        ),
    ];
    for (file, text, reading, others) in cases {
        for (args, must_refuse) in reading
            .iter()
            .map(|a| (a, true))
            .chain(others.iter().map(|a| (a, false)))
        {
            let site = Site::new();
            site.write("games/1.yaml", &small_game(1));
            site.write("current", "1\n");
            site.write(file, &text);
            let mut ran = site.run(args);
            ran.what = format!("{file} nested deep: {}", ran.what);
            faults.add(if must_refuse {
                ran.faults_refused(second)
            } else {
                ran.faults(second)
            });
        }
    }
    faults.assert_none("files nested deep");
}

/// Attack: a draft of the hand being typed (`drafts/1.yaml`, read when table mode
/// goes on with a game) of 400 KB nested deep, in a real pseudo-terminal. What must hold:
/// once game 1 is picked, `canasta play` reaches its menu within 2 s (the draft forgotten
/// or refused).
#[test]
fn attack_a_draft_nested_deep_does_not_stall_table_mode() {
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    site.write("current", "1\n");
    site.write("drafts/1.yaml", &"[".repeat(400_000));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_canasta"));
    cmd.arg("play")
        .env("CANASTA_DATA_DIR", site.data())
        .env("CANASTA_LANG", "en")
        .env("CANASTA_CONFIG_DIR", site.config())
        .env("HOME", site.root().join("home/user"))
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .current_dir(site.data());
    limit_memory(&mut cmd, MEMORY);
    let mut p = rexpect::session::spawn_command(cmd, Some(5_000)).expect("spawns");
    // The picker first: go on with game 1, whose draft is then read.
    let picker = p.exp_string("Which game?");
    assert!(picker.is_ok(), "table mode did not start: {picker:?}");
    let started = Instant::now();
    p.send("\r").expect("sends");
    p.flush().expect("sends");
    let menu = p.exp_string("What next?");
    let took = started.elapsed();
    let _ = p.send("q");
    let _ = p.process_mut().exit();
    assert!(
        menu.is_ok(),
        "table mode did not reach its menu within 5 s of picking the game (hung): {menu:?}"
    );
    assert!(took < QUICK, "table mode took {took:?} to reach its menu");
}

// ---------------------------------------------------------------------------------------
// 8. Restoring twice.
// ---------------------------------------------------------------------------------------

/// A game written by hand in schema 1 (no end mark, no rules), as a player would.
const HAND_WRITTEN: &str = "schema: 1\nvariant: classic\nsides:\n  - {name: We, players: [Ann, Cy]}\n  - {name: They, players: [Bob, Di]}\nhands:\n  - results: {We: {melded: 120, in_hand: 35}, They: {melded: 70, in_hand: 95}}\n";

/// Ann's number of games in `stats --format json`.
fn anns_games(site: &Site) -> Option<i64> {
    let ran = site.run(&["stats", "--format", "json"]);
    let json: Value = serde_json::from_slice(&ran.stdout).ok()?;
    json["players"]
        .as_array()?
        .iter()
        .find(|p| p["name"] == "Ann")?["games"]
        .as_i64()
}

/// Attack: a hand-written schema-1 game is imported, then the folder's backup is
/// restored into the same folder three times. What must hold: still one game (each
/// restore exit 0), counted once by `stats`.
#[test]
fn attack_restoring_a_backup_three_times_keeps_one_game() {
    let site = Site::new();
    let game = export_file(&site, "game.yaml", HAND_WRITTEN);
    site.run(&["import", &game]).done();
    let backup = export_file(&site, "backup.yaml", &export_all(&site));
    let mut faults = Faults::default();
    for time in 1..=3 {
        let mut ran = site.run(&["import", &backup]);
        ran.what = format!("restore {time}: {}", ran.what);
        faults.add(ran.faults_done(QUICK));
    }
    let ids = site.game_ids();
    faults.check(ids.len() == 1, || {
        format!("games after three restores: {ids:?}")
    });
    let counted = anns_games(&site);
    faults.check(counted == Some(1), || {
        format!("stats counts Ann's games as {counted:?}")
    });
    faults.assert_none("a backup restored three times");
}

/// Attack: `export --game 1 -o g.yaml` then `import g.yaml` into the same folder: the
/// single-game import always makes a new game, so the game is counted twice. What must
/// hold: exit 0, it says the game is here already, and the folder still has one game,
/// counted once by `stats`.
#[test]
fn attack_importing_an_exported_game_again_adds_no_copy() {
    let site = Site::new();
    let game = export_file(&site, "game.yaml", HAND_WRITTEN);
    site.run(&["import", &game]).done();
    let out = site.exports().join("g.yaml");
    site.run(&["export", "--game", "1", "-o", out.to_str().unwrap()])
        .done();
    let mut faults = Faults::default();
    let ran = site.run(&["import", out.to_str().unwrap()]);
    faults.add(ran.faults_done(QUICK));
    let ids = site.game_ids();
    faults.check(ids.len() == 1, || {
        format!("games after importing game 1 again: {ids:?}")
    });
    faults.check(ran.err().contains('1'), || {
        format!("the import does not say game 1 is here: {}", ran.said())
    });
    let counted = anns_games(&site);
    faults.check(counted == Some(1), || {
        format!("stats counts Ann's games as {counted:?}")
    });
    faults.assert_none("an exported game imported again");
}

/// Attack: a hand-written schema-1 game lies in a folder as it was written; its backup
/// carries that text, the restore saves it in the program's own layout, and a second
/// restore of the same backup no longer recognises it. What must hold: the backup
/// restored twice into a fresh folder leaves one game.
#[test]
fn attack_a_hand_written_game_restored_twice_is_kept_once() {
    let site = Site::new();
    site.write("games/1.yaml", HAND_WRITTEN);
    let backup = export_file(&site, "backup.yaml", &export_all(&site));
    let fresh = Site::new();
    let mut faults = Faults::default();
    for time in 1..=2 {
        let mut ran = fresh.run(&["import", &backup]);
        ran.what = format!("restore {time}: {}", ran.what);
        faults.add(ran.faults_done(QUICK));
    }
    let ids = fresh.game_ids();
    faults.check(ids.len() == 1, || {
        format!("games after two restores: {ids:?}")
    });
    faults.assert_none("a hand-written game restored twice");
}

// ---------------------------------------------------------------------------------------
// 9. Framing forged.
// ---------------------------------------------------------------------------------------

/// Attack: a game file holds the line `# end of canasta backup` as a YAML comment between
/// its hands (a valid game: `show` reads it). In a backup that line is taken for the
/// backup's end, and the games after it are lost or the restore refused. What must hold:
/// the backup of that game and two more restores all three into a fresh folder.
#[test]
fn attack_a_game_holding_the_backup_end_line_is_restored_with_the_games_after_it() {
    let site = Site::new();
    let game = small_game(1);
    let second = game.match_indices("- results:").nth(1).unwrap().0;
    let forged = format!("{}{BACKUP_END}\n{}", &game[..second], &game[second..]);
    site.write("games/1.yaml", &forged);
    site.write("games/2.yaml", &small_game(2));
    site.write("games/3.yaml", &small_game(3));
    site.run(&["show", "--game", "1"]).done();
    let backup = export_file(&site, "backup.yaml", &export_all(&site));
    let fresh = Site::new();
    let mut faults = Faults::default();
    let ran = fresh.run(&["import", &backup]);
    faults.add(ran.faults_done(QUICK));
    let ids = fresh.game_ids();
    faults.check(ids.len() == 3, || format!("games restored: {ids:?}"));
    faults.assert_none("a game holding the backup's end line");
}

// ---------------------------------------------------------------------------------------
// 10. A save never exceeds what is read back.
// ---------------------------------------------------------------------------------------

/// `import FILE` into a fresh folder: refused with the folder unchanged, or imported and
/// then readable by `show`. Returns the breaches.
fn refused_or_readable(site: &Site, file: &str, deadline: Duration) -> Vec<String> {
    let before = snapshot(&site.data());
    let ran = site.run_within(&["import", file], deadline);
    let mut faults = ran.faults(deadline);
    match ran.code {
        Some(2) => {
            let after = snapshot(&site.data());
            if after != before {
                faults.push(format!(
                    "refused, but the folder changed: {:?}",
                    changes(&before, &after)
                ));
            }
        }
        Some(0) => {
            for id in site.game_ids() {
                let size = fs::metadata(site.games().join(format!("{id}.yaml")))
                    .map(|m| m.len())
                    .unwrap_or(0);
                let show = site.run_within(&["show", "--game", &id], deadline);
                if show.code != Some(0) {
                    faults.push(format!(
                        "imported as game {id} ({size} bytes), which `show` cannot read: {}",
                        show.said()
                    ));
                }
            }
        }
        _ => {}
    }
    faults
}

/// Attack: a game file of about 13 MB whose hands share one long note through a YAML
/// anchor (`note: &n ...`, then `note: *n`): read in, it is saved in the program's own
/// layout, every note written out, over 32 MB, a file the program then refuses to read.
/// What must hold: `import` refuses it (exit 2, folder unchanged) or `show` reads the
/// game it saved.
#[test]
fn attack_a_compact_game_is_refused_or_saved_readable() {
    let note = "n".repeat(13 * 1024 * 1024);
    let text = format!(
        "schema: 1\nvariant: classic\nsides: [{{name: We}}, {{name: They}}]\nhands:\n- {{note: &n {note}, results: {{We: {{melded: 5}}, They: {{in_hand: 5}}}}}}\n- {{note: *n, results: {{We: {{in_hand: 5}}, They: {{melded: 5}}}}}}\n- {{note: *n, results: {{We: {{melded: 5}}, They: {{in_hand: 5}}}}}}\n"
    );
    let site = Site::new();
    let file = export_file(&site, "compact.yaml", &text);
    let faults = refused_or_readable(&site, &file, Duration::from_secs(30));
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Attack: a game of 13 MB in flow style with one-letter sides and empty results
/// (`- {note: "...", results: {A: {}, B: {}}}`, notes of byte-order marks that are
/// written escaped): saved in the program's own layout it is about 40 MB. What must hold:
/// `import` refuses it (exit 2, folder unchanged) or `show` reads the game it saved.
/// About 10 s here: 200,000 hands are replayed.
#[test]
fn attack_a_flow_style_game_of_13_mb_is_refused_or_saved_readable() {
    let hand = format!(
        "- {{note: \"{}\", results: {{A: {{}}, B: {{}}}}}}\n",
        "\u{feff}".repeat(10)
    );
    let hands = 13 * 1024 * 1024 / hand.len();
    let text = format!(
        "schema: 1\nvariant: classic\nsides: [{{name: A}}, {{name: B}}]\nhands:\n{}",
        hand.repeat(hands)
    );
    let site = Site::new();
    let file = export_file(&site, "flow.yaml", &text);
    let faults = refused_or_readable(&site, &file, Duration::from_secs(60));
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Attack: `record` on a game a few bytes under the 32 MB a game file may have: the hand
/// is appended and the file saved over the limit, and no command reads the game again.
/// What must hold: `record` is refused (exit 2, the game unchanged), or saves and `show`
/// still reads the game.
#[test]
fn attack_a_hand_recorded_on_a_game_near_the_limit_is_refused_or_readable() {
    const LIMIT: usize = 32 * 1024 * 1024;
    let site = Site::new();
    // Hands with notes, then one note made as long as fills the file to 40 bytes short.
    let mut text = game_text("2026-03-01T20:00:00Z", 100, 300_000);
    let short = LIMIT - 40 - text.len();
    text = text.replacen("  note: ", &format!("  note: {}", "n".repeat(short)), 1);
    assert_eq!(text.len(), LIMIT - 40);
    site.write("games/1.yaml", &text);
    site.write("current", "1\n");
    site.run_within(&["show"], Duration::from_secs(30)).done();
    let before = snapshot(&site.data());
    let ran = site.run_within(SMALL_HAND, Duration::from_secs(30));
    let mut faults = Faults::default();
    faults.add(ran.faults(Duration::from_secs(30)));
    match ran.code {
        Some(2) => {
            let after = snapshot(&site.data());
            faults.check(after == before, || {
                format!(
                    "refused, but the folder changed: {:?}",
                    changes(&before, &after)
                )
            });
        }
        Some(0) => {
            let size = fs::metadata(site.games().join("1.yaml")).unwrap().len();
            let show = site.run_within(&["show"], Duration::from_secs(30));
            faults.check(show.code == Some(0), || {
                format!(
                    "saved at {size} bytes, and `show` cannot read it: {}",
                    show.said()
                )
            });
        }
        _ => {}
    }
    faults.assert_none("a hand recorded near the limit");
}

// ---------------------------------------------------------------------------------------
// 11. Hostile files x commands.
// ---------------------------------------------------------------------------------------

/// The files the program reads, each with a valid text, the text of a duplicate key and
/// of a name with control characters, and the commands that read it.
struct Target {
    /// Relative to the data folder; `config:` for the config folder.
    path: &'static str,
    valid: String,
    duplicate: Option<String>,
    control: Option<String>,
    /// What the 100,000 `[` follow: where the file's own structure expects a value.
    deep_after: &'static str,
    commands: Vec<Vec<&'static str>>,
}

fn targets() -> Vec<Target> {
    let game = small_game(1);
    let cmds = |list: &[&[&'static str]]| list.iter().map(|c| c.to_vec()).collect::<Vec<_>>();
    let mut record_1 = vec!["record", "--game", "1"];
    record_1.extend(&SMALL_HAND[1..]);
    vec![
        Target {
            path: "games/1.yaml",
            valid: game.clone(),
            duplicate: Some(game.replacen(
                "variant: classic\n",
                "variant: classic\nvariant: classic\n",
                1,
            )),
            control: Some(game.replacen("name: We", "name: \"We\\e]0;pwn\\a\\e[2J\"", 1)),
            deep_after: "schema: 2\nvariant: classic\nsides: ",
            commands: {
                let mut c = cmds(&[
                    &["list"],
                    &["show", "--game", "1"],
                    &["stats"],
                    &["players"],
                    &["history"],
                    &["export", "--all"],
                    &["use", "1"],
                ]);
                c.push(record_1.clone());
                c
            },
        },
        Target {
            path: "config:presets/mine.yaml",
            valid: "extends: classic\ntarget: 3000\n".into(),
            duplicate: Some("extends: classic\ntarget: 3000\ntarget: 4000\n".into()),
            control: Some("extends: classic\ndescription: \"ours\\e]0;pwn\\a\\e[2J\"\n".into()),
            deep_after: "extends: classic\ncanastas: ",
            commands: cmds(&[
                &["variants"],
                &["variants", "show", "mine"],
                &["new", "--variant", "mine"],
            ]),
        },
        Target {
            path: "players.yaml",
            valid: "merged:\n  anne: Ann\n".into(),
            duplicate: Some("merged:\n  anne: Ann\n  anne: Bob\n".into()),
            control: Some(format!("merged:\n  anne: {TERMINAL_CODES_YAML}\n")),
            deep_after: "merged: ",
            commands: cmds(&[
                &["players"],
                &["stats"],
                &["export", "--all"],
                &["players", "merge", "Yan", "Ann"],
            ]),
        },
        Target {
            path: "matches/club.yaml",
            valid: "name: club\nfirst_to: 3\ngames:\n- '2'\n".into(),
            duplicate: Some("name: club\nname: club\nfirst_to: 3\ngames:\n- '2'\n".into()),
            control: Some("name: \"club\\e]0;pwn\\a\\e[2J\"\nfirst_to: 3\ngames:\n- '2'\n".into()),
            deep_after: "name: club\nfirst_to: 3\ngames: ",
            commands: cmds(&[
                &["match", "club"],
                &["new", "--match", "club"],
                &["show", "--game", "2"],
                &["export", "--all"],
            ]),
        },
        Target {
            path: "drafts/2.yaml",
            valid: "number: 1\nanswered: 0\ntyped:\n  results: {}\n".into(),
            duplicate: Some("number: 1\nnumber: 1\nanswered: 0\ntyped:\n  results: {}\n".into()),
            control: Some(
                "number: 1\nanswered: 0\ntyped:\n  note: \"\\e[2J\"\n  results: {}\n".into(),
            ),
            deep_after: "number: 1\nanswered: 0\ntyped: ",
            commands: cmds(&[&["list"], &["show", "--game", "2"], &["archive", "2"]]),
        },
        Target {
            path: "current",
            valid: "2\n".into(),
            duplicate: None,
            control: Some("2\u{1b}]0;pwn\u{7}\n".into()),
            deep_after: "",
            commands: {
                let mut c = cmds(&[&["list"], &["show"], &["use", "2"]]);
                c.push(SMALL_HAND.to_vec());
                c
            },
        },
        Target {
            path: "lock",
            valid: String::new(),
            duplicate: None,
            control: Some("canasta (process 1, `\u{1b}]0;pwn\u{7}`) since now\n".into()),
            deep_after: "",
            commands: {
                let mut c = cmds(&[
                    &["use", "2"],
                    &["players", "merge", "Yan", "Ann"],
                    &["new"],
                    &["archive", "2"],
                ]);
                let mut record_2 = vec!["record", "--game", "2"];
                record_2.extend(&SMALL_HAND[1..]);
                c.insert(0, record_2);
                c
            },
        },
    ]
}

/// The kinds of hostile file.
const KINDS: &[&str] = &[
    "fifo",
    "link outside",
    "link to /dev/zero",
    "40 MB",
    "nested 100,000 deep",
    "duplicate keys",
    "control characters",
    "cut short",
];

/// A data folder with game 2 (current, in match `club`), merged names and a preset of
/// one's own, all valid; then `target`'s file made `kind`. None when the kind does not
/// apply to the file.
fn hostile_site(target: &Target, kind: &str) -> Option<Site> {
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    site.write("games/2.yaml", &small_game(2));
    site.write("current", "2\n");
    site.write("players.yaml", "merged:\n  anne: Ann\n");
    site.write(
        "matches/club.yaml",
        "name: club\nfirst_to: 3\ngames:\n- '2'\n",
    );
    let path = match target.path.strip_prefix("config:") {
        Some(rest) => site.config().join(rest),
        None => site.data().join(target.path),
    };
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let _ = fs::remove_file(&path);
    match kind {
        "fifo" => {
            let made = Command::new("mkfifo").arg(&path).status().unwrap();
            assert!(made.success());
        }
        "link outside" => {
            let victim = site.victim(&target.valid);
            std::os::unix::fs::symlink(victim, &path).unwrap();
        }
        "link to /dev/zero" => std::os::unix::fs::symlink("/dev/zero", &path).unwrap(),
        "40 MB" => {
            let mut text = target.valid.clone();
            while text.len() < 40 * 1024 * 1024 {
                text.push_str("# filler filler filler filler filler filler filler filler\n");
            }
            fs::write(&path, text).unwrap();
        }
        "nested 100,000 deep" => fs::write(
            &path,
            format!("{}{}\n", target.deep_after, "[".repeat(100_000)),
        )
        .unwrap(),
        "duplicate keys" => fs::write(&path, target.duplicate.as_ref()?).unwrap(),
        "control characters" => fs::write(&path, target.control.as_ref()?).unwrap(),
        "cut short" => {
            if target.valid.len() < 4 {
                return None;
            }
            fs::write(&path, &target.valid[..target.valid.len() / 2]).unwrap();
        }
        _ => unreachable!(),
    }
    Some(site)
}

/// Attack: every file the program reads (a game, a preset of one's own, `players.yaml`, a
/// match, a draft, `current`, `lock`) made hostile in every way (a FIFO, a link outside, a
/// link to /dev/zero, 40 MB, nested 100,000 deep, duplicate keys, control characters in a
/// name, cut short), and every command that reads it run. What must hold for each: it
/// finishes within 2 s, writes nothing outside the data folder (the file a link points to
/// unchanged), prints no ESC or BEL, exits 0 or 2, and on exit 2 gives a one-line reason.
/// Every failing combination is listed at the end.
#[test]
fn attack_hostile_files_times_commands() {
    let mut faults = Faults::default();
    let mut runs = 0;
    for target in targets() {
        for kind in KINDS {
            for args in &target.commands {
                let Some(site) = hostile_site(&target, kind) else {
                    continue;
                };
                let mut ran = site.run_within(args, QUICK + Duration::from_millis(500));
                runs += 1;
                ran.what = format!("{} {kind}: {}", target.path, ran.what);
                faults.add(ran.faults(QUICK));
            }
        }
    }
    eprintln!(
        "hostile files x commands: {runs} runs, {} breaches",
        faults.0.len()
    );
    faults.assert_none("hostile files x commands");
}

// ---------------------------------------------------------------------------------------
// kill -9 during delete, archive and players merge.
// ---------------------------------------------------------------------------------------

/// What a game of the match looks like on disk: (in games/, in archive/, listed by the
/// match, current).
fn game_state(site: &Site, id: &str) -> (bool, bool, bool, bool) {
    let current = fs::read_to_string(site.data().join("current")).unwrap_or_default();
    (
        site.data().join(format!("games/{id}.yaml")).exists(),
        site.data().join(format!("archive/{id}.yaml")).exists(),
        match_games(site).iter().any(|g| g == id),
        current.trim() == id,
    )
}

/// Attack: `delete` and `archive` of the current game of a match, killed with SIGKILL at
/// 20 pseudo-random instants each (spread over a measured run). Each changes several
/// files (the game, its match, the current game); what must hold after the kill and one
/// `canasta list` (which finishes a change begun): the change whole or not at all. Before:
/// the game in games/, in its match, current. After `delete`: gone, out of the match, not
/// current. After `archive`: in archive/, still in its match (an archived game still
/// counts), not current.
#[test]
fn attack_a_killed_delete_or_archive_is_all_or_nothing() {
    let mut faults = Faults::default();
    for (command, after) in [
        ("delete", (false, false, false, false)),
        ("archive", (false, true, true, false)),
    ] {
        let args: Vec<&str> = match command {
            "delete" => vec!["delete", "1", "--yes"],
            _ => vec!["archive", "1"],
        };
        let before = (true, false, true, true);
        // The command's wall time here: the median of three.
        let mut times: Vec<u64> = (0..3)
            .map(|_| {
                let site = match_with_a_finished_game();
                let ran = site.run_within(&args, Duration::from_secs(30));
                assert_eq!(ran.code, Some(0), "{command} fails: {}", ran.said());
                assert_eq!(game_state(&site, "1"), after, "{command} done");
                ran.took.as_micros() as u64
            })
            .collect();
        times.sort();
        let typical = times[1];
        let mut rng = Rng(0x0DE1_E7E0_0000_0018);
        let (mut none, mut whole) = (0, 0);
        for trial in 0..20 {
            let site = match_with_a_finished_game();
            assert_eq!(game_state(&site, "1"), before);
            let delay = rng.below(typical * 12 / 10);
            let mut child = site.command(&args).spawn().expect("spawns");
            thread::sleep(Duration::from_micros(delay));
            let _ = child.kill();
            let _ = watch(child, Duration::from_secs(30));
            site.run(&["list"]).done();
            let state = game_state(&site, "1");
            if state == before {
                none += 1;
            } else if state == after {
                whole += 1;
            } else {
                faults.check(false, || {
                    format!("{command} killed after {delay} us left {state:?} (in games/, in archive/, in the match, current)")
                });
            }
            faults.check(!site.data().join("journal").exists(), || {
                format!("{command} trial {trial}: the journal outlived the next command")
            });
        }
        eprintln!(
            "{command} kill trials: 20 ({none} left it as it was, {whole} made it whole); {command} took {typical} us"
        );
    }
    faults.assert_none("killed deletes and archives");
}

/// Attack: `players merge` killed with SIGKILL at 20 instants: `players.yaml` is the old
/// merged names or the new ones, and always reads.
#[test]
fn attack_a_killed_merge_leaves_the_old_names_or_the_new() {
    let mut faults = Faults::default();
    let site = Site::new();
    site.write("games/1.yaml", &small_game(1));
    site.run(&["players", "merge", "Zed", "Ann"]).done();
    let old = fs::read_to_string(site.data().join("players.yaml")).unwrap();
    let ran = site.run_within(&["players", "merge", "Zoe", "Ann"], Duration::from_secs(30));
    assert_eq!(ran.code, Some(0), "{}", ran.said());
    let new = fs::read_to_string(site.data().join("players.yaml")).unwrap();
    let typical = ran.took.as_micros() as u64;
    let mut rng = Rng(0x3E46_E000_0000_0020);
    for trial in 0..20 {
        fs::write(site.data().join("players.yaml"), &old).unwrap();
        let delay = rng.below(typical * 12 / 10);
        let mut child = site
            .command(&["players", "merge", "Zoe", "Ann"])
            .spawn()
            .expect("spawns");
        thread::sleep(Duration::from_micros(delay));
        let _ = child.kill();
        let _ = watch(child, Duration::from_secs(30));
        let now = fs::read_to_string(site.data().join("players.yaml")).unwrap_or_default();
        faults.check(now == old || now == new, || {
            format!("trial {trial}: players.yaml is neither the old names nor the new: {now:?}")
        });
        faults.add(
            site.run(&["players"])
                .faults(QUICK)
                .into_iter()
                .map(|f| format!("trial {trial}: {f}"))
                .collect(),
        );
    }
    faults.assert_none("killed merges");
}

/// Attack (issue 31): `import` of one game into a folder that has others, killed with
/// SIGKILL at 20 pseudo-random instants, its index of fingerprints (`cache/known.txt`) in
/// any state the kill left. What must hold: after each kill, the same import run to its
/// end leaves the game in the folder exactly once (Ann counted in one game more than the
/// folder's other games), whether the kill came before or after it was saved.
#[test]
fn attack_a_killed_import_leaves_the_game_once() {
    let site = Site::new();
    // Other games, so the index has lines of its own.
    for name in ["Bea", "Ed", "Flo"] {
        let other = export_file(
            &site,
            &format!("{name}.yaml"),
            &HAND_WRITTEN.replace("Ann", name),
        );
        site.run(&["import", &other]).done();
    }
    let game = export_file(&site, "game.yaml", HAND_WRITTEN);
    let mut times: Vec<u64> = (0..3)
        .map(|_| {
            let ran = site.run(&["import", &game]).done();
            let id = ran.out().trim().to_string();
            site.run(&["delete", &id, "--yes"]).done();
            ran.took.as_micros() as u64
        })
        .collect();
    times.sort();
    let typical = times[1];
    let mut rng = Rng(0x0000_1A90_0000_0031);
    let mut faults = Faults::default();
    for trial in 0..20 {
        let mut child = site.command(&["import", &game]).spawn().expect("spawns");
        thread::sleep(Duration::from_micros(rng.below(typical * 13 / 10)));
        let _ = child.kill();
        let _ = watch(child, Duration::from_secs(10));
        let ran = site.run(&["import", &game]);
        faults.check(ran.code == Some(0), || {
            format!("trial {trial}: the import after the kill: {}", ran.said())
        });
        let counted = anns_games(&site);
        faults.check(counted == Some(1), || {
            format!("trial {trial}: Ann's games after a killed import: {counted:?}")
        });
        let id = ran.out().trim().to_string();
        if !id.is_empty() {
            site.run(&["delete", &id, "--yes"]).done();
        }
    }
    faults.assert_none("an import killed at random instants");
}
