//! Issue 44, item 1: the Windows binary (`x86_64-pc-windows-gnu`) scores what the Linux
//! one scores. `.ci/run` builds it, with the small `bcryptprimitives.dll` Wine 8 lacks
//! (`.ci/windows/bcryptprimitives.c`: Rust's standard library imports `ProcessPrng`
//! from it; the stub calls `RtlGenRandom`), and names the folder holding both in
//! `CANASTA_WINDOWS_DIR`; this test then runs the README's short game and a whole round
//! of changes under Wine and on Linux, each in a data folder of its own, and compares
//! what each command prints and how it ends; then `canasta serve` under Wine answers the
//! board and keeps a scorer's save from the loopback. Without that folder, or without
//! Wine, it says so and is skipped.
//!
//! A second test holds files as other Windows programs do (`.ci/windows/hold.c`, built
//! beside it): the game file opened without delete sharing, as an antivirus scanner opens
//! it, for a moment and for good; and the store's lock held, as another canasta holds it.
//!
//! Where Wine differs from Windows: Wine's file system is the Linux one under the `Z:`
//! drive, so Windows' own folder permissions (the ACL of the user's profile that keeps
//! the key files from other users) are not exercised here; a file held open makes a
//! rename over it fail with access denied (5) under Wine, where Windows may also say a
//! sharing violation (32): the retry takes both.

// Wine runs the Windows program on a Unix system; on Windows itself these tests have no
// second system to compare with.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Wine's 64-bit loader, where Debian puts it or on the path.
fn wine() -> Option<PathBuf> {
    let known = Path::new("/usr/lib/wine/wine64");
    if known.exists() {
        return Some(known.to_path_buf());
    }
    ["wine64", "wine"].iter().find_map(|name| {
        Command::new(name)
            .arg("--version")
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|_| PathBuf::from(name))
    })
}

/// The Windows binary's folder, if `.ci/run` built one.
fn windows_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("CANASTA_WINDOWS_DIR")?);
    dir.join("canasta.exe").exists().then_some(dir)
}

/// A Wine server kept running for a prefix while it lives (`wineserver -p`), stopped
/// (`wineserver -k`) when dropped.
struct Server {
    program: PathBuf,
    prefix: PathBuf,
    child: std::process::Child,
}

impl Server {
    fn start(wine: &Path, prefix: &Path) -> Option<Server> {
        let program = wine.with_file_name("wineserver");
        // `-f`: in the foreground, a child of this test (never left behind it).
        let child = Command::new(&program)
            .args(["-f", "-p"])
            .env("WINEPREFIX", prefix)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .ok()?;
        Some(Server {
            program,
            prefix: prefix.to_path_buf(),
            child,
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = Command::new(&self.program)
            .arg("-k")
            .env("WINEPREFIX", &self.prefix)
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A Wine prefix made ready, with one Wine server kept for all its commands (each would
/// start its own otherwise, 2 s): Wine makes the prefix at the first run, saying so on
/// standard output, and starts its services, which the kept server keeps. Both are done
/// here with their output to nowhere: a service holding a captured output open would
/// keep its reader waiting.
fn prepare(wine: &Path, dir: &Path, prefix: &Path) -> Option<Server> {
    let server = Server::start(wine, prefix);
    let made = Command::new(wine)
        .arg(dir.join("canasta.exe"))
        .arg("--version")
        .env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("wine runs");
    assert!(made.success(), "{made:?}");
    server
}

/// A data folder as Wine's programs see it: the Linux path under the `Z:` drive.
fn z_path(path: &Path) -> String {
    format!("Z:{}", path.display()).replace('/', "\\")
}

/// What one run gives: its exit code, and its output with `folder` said as `DATA` and
/// Windows' line ends as Linux's.
fn run(program: &mut Command, folder: &str) -> (Option<i32>, String, String) {
    let out = program.output().expect("runs");
    let clean = |bytes: &[u8]| {
        String::from_utf8_lossy(bytes)
            .replace("\r\n", "\n")
            .replace(folder, "DATA")
            .replace('\\', "/")
    };
    (out.status.code(), clean(&out.stdout), clean(&out.stderr))
}

#[test]
fn the_windows_binary_scores_what_the_linux_one_scores() {
    let (Some(wine), Some(dir)) = (wine(), windows_dir()) else {
        eprintln!("skipped: no Windows binary (CANASTA_WINDOWS_DIR, built by .ci/run) or no Wine");
        return;
    };
    let prefix = tempfile::tempdir().expect("a Wine prefix");
    let _server = prepare(&wine, &dir, prefix.path());
    let linux_data = tempfile::tempdir().expect("a data folder");
    let windows_data = tempfile::tempdir().expect("a data folder");
    let exported = windows_data.path().join("game.yaml");
    let exported_linux = linux_data.path().join("game.yaml");
    // The README's short game, then every kind of change, an export and its import.
    let steps: Vec<Vec<String>> = [
        &[
            "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
        ][..],
        &["record", "We: concealed 1n 1r 205", "They: 60 -85 1u"],
        &["record", "We: 1m 120 -30", "They: out 1n 2m 300"],
        &["show"],
        &["edit", "1", "They: 60 -85"],
        &["show", "--format", "json"],
        &["undo"],
        &[
            "record",
            "--nobody-out",
            "--melded",
            "We=50",
            "--melded",
            "They=70",
        ],
        &["export", "-o", "EXPORT"],
        &["import", "EXPORT"],
        &["export", "--all", "-o", "BACKUP"],
        &["import", "BACKUP"],
        &["list"],
        &["show", "--explain"],
        &["min", "1500"],
        &["record", "We: 40", "They: 40", "They: 10"],
    ]
    .iter()
    .map(|s| s.iter().map(|a| a.to_string()).collect())
    .collect();
    for step in &steps {
        let args = |export: &Path, data: &str| -> Vec<String> {
            let mut all = vec!["--data-dir".to_string(), data.to_string()];
            all.extend(step.iter().map(|a| {
                if a == "EXPORT" {
                    export.display().to_string()
                } else if a == "BACKUP" {
                    export.with_extension("backup.yaml").display().to_string()
                } else {
                    a.clone()
                }
            }));
            all
        };
        let linux_folder = linux_data.path().display().to_string();
        let linux = run(
            Command::new(env!("CARGO_BIN_EXE_canasta"))
                .args(args(&exported_linux, &linux_folder))
                .env("CANASTA_LANG", "en")
                .env("NO_COLOR", "1"),
            &linux_folder,
        );
        let windows_folder = z_path(windows_data.path());
        let windows = run(
            Command::new(&wine)
                .arg(dir.join("canasta.exe"))
                .args(args(Path::new(&z_path(&exported)), &windows_folder))
                .env("WINEPREFIX", prefix.path())
                .env("WINEDEBUG", "-all")
                .env("CANASTA_LANG", "en")
                .env("NO_COLOR", "1"),
            &windows_folder,
        );
        let export_said = |s: &str| {
            let backup = exported.with_extension("backup.yaml");
            s.replace(&z_path(&backup).replace('\\', "/"), "BACKUP")
                .replace(
                    &exported_linux
                        .with_extension("backup.yaml")
                        .display()
                        .to_string(),
                    "BACKUP",
                )
                .replace(&z_path(&exported).replace('\\', "/"), "EXPORT")
                .replace(&exported_linux.display().to_string(), "EXPORT")
        };
        assert_eq!(
            linux.0, windows.0,
            "{step:?}: exit codes\n{linux:?}\n{windows:?}"
        );
        assert_eq!(
            export_said(&linux.1),
            export_said(&windows.1),
            "{step:?}: what it prints"
        );
        // Standard error: Wine adds its own lines (a prefix being made); canasta's are
        // the same.
        for line in export_said(&linux.2).lines() {
            assert!(
                export_said(&windows.2).contains(line),
                "{step:?}: {line:?} missing on Windows:\n{}",
                windows.2
            );
        }
    }
    // Table mode in Git Bash's window (mintty: `MSYSTEM` set, standard input a pipe) says
    // at once which terminals work, instead of waiting on a pipe (issue 44, item 4);
    // elsewhere without a terminal, what it always said.
    for (msystem, said) in [
        (Some("MINGW64"), "Windows Terminal, PowerShell or cmd"),
        (None, "needs a terminal"),
    ] {
        let mut play = Command::new(&wine);
        play.arg(dir.join("canasta.exe"))
            .args(["--data-dir", &z_path(windows_data.path()), "play"])
            .env("WINEPREFIX", prefix.path())
            .env("WINEDEBUG", "-all")
            .env("CANASTA_LANG", "en")
            .env_remove("MSYSTEM")
            .stdin(std::process::Stdio::piped());
        if let Some(m) = msystem {
            play.env("MSYSTEM", m);
        }
        let (code, _, stderr) = run(&mut play, &z_path(windows_data.path()));
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stderr.contains(said), "{msystem:?}: {stderr}");
    }
    // The game file itself: the same hands, totals and text (its creation time aside).
    let strip = |p: PathBuf| {
        std::fs::read_to_string(p)
            .expect("game")
            .replace("\r\n", "\n")
            .lines()
            .filter(|l| !l.starts_with("created:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        strip(linux_data.path().join("games").join("1.yaml")),
        strip(windows_data.path().join("games").join("1.yaml"))
    );
    serve_under_wine(&wine, &dir, prefix.path(), windows_data.path());
}

/// One HTTP/1.1 request to the loopback's `port`: the status and the body.
fn request(port: &str, method: &str, path: &str, key: &str, body: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut stream =
        std::net::TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(30)))
        .expect("timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Canasta-Key: {key}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("request sent");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// `canasta serve` under Wine on the game played above: the board answers on the
/// loopback, and a scorer's save is kept (read back by the Linux binary from the same
/// folder: one file format, whichever system wrote it).
fn serve_under_wine(wine: &Path, dir: &Path, prefix: &Path, data: &Path) {
    use std::io::BufRead;
    let hands = || hands_in(data);
    let before = hands();
    let mut child = Command::new(wine)
        .arg(dir.join("canasta.exe"))
        .args([
            "--data-dir",
            &z_path(data),
            "serve",
            "--listen",
            "127.0.0.1:0",
        ])
        .env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("CANASTA_LANG", "en")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("serve starts");
    let stderr = child.stderr.take().expect("stderr");
    let mut lines = std::io::BufReader::new(stderr).lines();
    let mut board = None;
    let mut scorer = None;
    for line in lines.by_ref() {
        let Ok(line) = line else { break };
        if let Some(a) = line.strip_prefix("The board is at ") {
            board = Some(a.trim().to_string());
        }
        if line.starts_with("The scorer's page")
            && let Some((_, a)) = line.rsplit_once(" is at ")
        {
            scorer = Some(a.trim().to_string());
            break;
        }
    }
    std::thread::spawn(move || for _ in lines {});
    let (Some(board), Some(scorer)) = (board, scorer) else {
        let _ = child.kill();
        panic!("serve under Wine printed no addresses");
    };
    let port = board
        .trim_start_matches("http://")
        .split(['/', '?'])
        .next()
        .and_then(|h| h.rsplit(':').next())
        .expect("port")
        .to_string();
    let key = scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("key");
    let (status, page) = request(&port, "GET", "/", "", "");
    let (state_status, state) = request(&port, "GET", "/api/state", &key, "");
    let version = serde_json::from_str::<serde_json::Value>(&state)
        .ok()
        .and_then(|v| v["version"].as_str().map(str::to_string))
        .unwrap_or_default();
    let save = serde_json::json!({
        "version": version,
        "lines": ["1m 120 -30", "out 1n 2m 300"],
        "hand_id": "wine-1",
    })
    .to_string();
    let (saved, answer) = request(&port, "POST", "/api/save", &key, &save);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(status, 200, "the board: {page}");
    assert!(page.contains("Ann"), "{page}");
    assert_eq!(state_status, 200, "{state}");
    assert_eq!(saved, 200, "the scorer's save: {answer}");
    assert_eq!(
        hands(),
        before + 1,
        "the save is in the game, read on Linux"
    );
}

/// A command under Wine: the Windows binary with `args` on the data folder `data`.
fn windows_canasta(wine: &Path, dir: &Path, prefix: &Path, data: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(wine);
    command
        .arg(dir.join("canasta.exe"))
        .args(["--data-dir", &z_path(data)])
        .args(args)
        .env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("CANASTA_LANG", "en")
        .env("NO_COLOR", "1");
    command
}

/// `hold.exe MODE FILE MS` started under Wine, returned once it says it holds the file.
fn hold(
    wine: &Path,
    dir: &Path,
    prefix: &Path,
    mode: &str,
    file: &Path,
    ms: u32,
) -> std::process::Child {
    use std::io::BufRead;
    let mut child = Command::new(wine)
        .arg(dir.join("hold.exe"))
        .args([mode, &z_path(file), &ms.to_string()])
        .env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("hold.exe starts");
    let out = child.stdout.take().expect("stdout");
    let said = std::io::BufReader::new(out).lines().next();
    assert!(
        matches!(said, Some(Ok(ref l)) if l.trim() == "held"),
        "hold.exe {mode} {}: {said:?}",
        file.display()
    );
    child
}

/// How many hands the game in `data` has, read by the Linux binary.
fn hands_in(data: &Path) -> usize {
    let out = Command::new(env!("CARGO_BIN_EXE_canasta"))
        .args([
            "--data-dir",
            &data.display().to_string(),
            "show",
            "--format",
            "json",
        ])
        .output()
        .expect("show");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    v["hands"].as_array().map_or(0, Vec::len)
}

/// Issue 44, items 2 and 3, under Wine: a save waits out a game file held open for a
/// moment (an antivirus scan) and then lands; one held for good is reported after about
/// four seconds, naming the file and what to do, with the game exactly as it was; the
/// store's lock held by another program makes `--wait 1` give up, saying so; and six
/// saves started at once all land, one after another, none lost.
#[test]
fn a_windows_save_waits_for_a_held_file_and_for_the_lock() {
    let (Some(wine), Some(dir)) = (wine(), windows_dir()) else {
        eprintln!("skipped: no Windows binary (CANASTA_WINDOWS_DIR, built by .ci/run) or no Wine");
        return;
    };
    if !dir.join("hold.exe").exists() {
        eprintln!("skipped: no hold.exe beside the Windows binary (built by .ci/run)");
        return;
    }
    let prefix = tempfile::tempdir().expect("a Wine prefix");
    let _server = prepare(&wine, &dir, prefix.path());
    let data = tempfile::tempdir().expect("a data folder");
    let canasta = |args: &[&str]| windows_canasta(&wine, &dir, prefix.path(), data.path(), args);
    let new = canasta(&["new"]).output().expect("new");
    assert!(
        new.status.success(),
        "{}",
        String::from_utf8_lossy(&new.stderr)
    );
    let game = data.path().join("games").join("1.yaml");

    // Held for 2.5 s from before the save starts: the save waits, then lands. Without
    // the retry it would fail at once (about 0.7 s under Wine).
    let mut held = hold(&wine, &dir, prefix.path(), "open", &game, 2500);
    let started = std::time::Instant::now();
    let record = canasta(&["record", "We: 120", "They: 50"])
        .output()
        .expect("record");
    let took = started.elapsed();
    let _ = held.wait();
    assert!(
        record.status.success(),
        "{}",
        String::from_utf8_lossy(&record.stderr)
    );
    assert!(
        took >= std::time::Duration::from_secs(2),
        "the save waited for the file: {took:?}"
    );
    assert_eq!(hands_in(data.path()), 1);

    // Held for good (20 s): refused after the retries, naming the file and the likely
    // holder; the game file is as it was.
    let before = std::fs::read(&game).expect("game");
    let mut held = hold(&wine, &dir, prefix.path(), "open", &game, 20_000);
    let started = std::time::Instant::now();
    let record = canasta(&["record", "We: 90", "They: 60"])
        .output()
        .expect("record");
    let took = started.elapsed();
    let _ = held.kill();
    let _ = held.wait();
    let stderr = String::from_utf8_lossy(&record.stderr);
    assert_eq!(record.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("1.yaml"), "names the file: {stderr}");
    assert!(
        stderr.contains("another program may be holding that file open"),
        "{stderr}"
    );
    assert!(
        took >= std::time::Duration::from_secs(4),
        "tried for 4 s: {took:?}"
    );
    assert_eq!(
        std::fs::read(&game).expect("game"),
        before,
        "the game as it was"
    );
    assert_eq!(hands_in(data.path()), 1);

    // The store's lock held by another program: `--wait 1` gives up and says so.
    let mut held = hold(
        &wine,
        &dir,
        prefix.path(),
        "lock",
        &data.path().join("writing.lock"),
        6000,
    );
    let record = canasta(&["--wait", "1", "record", "We: 90", "They: 60"])
        .output()
        .expect("record");
    let _ = held.kill();
    let _ = held.wait();
    let stderr = String::from_utf8_lossy(&record.stderr);
    assert_eq!(record.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("gave up after 1s"), "{stderr}");
    assert_eq!(
        std::fs::read(&game).expect("game"),
        before,
        "the game as it was"
    );

    // Six saves at once: each waits for the lock in turn, and every hand lands. (The
    // note of who holds the lock is replaced whole at each save: were it the locked
    // file, the next save would lock a new file and two could write at once.)
    let mut saves: Vec<std::process::Child> = (0..6)
        .map(|i| {
            canasta(&["record", &format!("We: {}", 10 * (i + 1)), "They: 5"])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("record starts")
        })
        .collect();
    for save in &mut saves {
        assert!(save.wait().expect("record ends").success());
    }
    assert_eq!(hands_in(data.path()), 7, "every save landed, none lost");
}

/// Issue 44, item 1: the README's and the guide's console examples, run as they are
/// written (trycmd, as `tests/readme.rs` runs them on Linux) with `canasta` being the
/// Windows binary under Wine: what they print on Windows is what the pages say.
#[test]
fn the_guides_examples_print_the_same_on_windows() {
    let (Some(wine), Some(dir)) = (wine(), windows_dir()) else {
        eprintln!("skipped: no Windows binary (CANASTA_WINDOWS_DIR, built by .ci/run) or no Wine");
        return;
    };
    let prefix = tempfile::tempdir().expect("a Wine prefix");
    // `canasta` for trycmd: a script handing its arguments to the Windows binary.
    let script = prefix.path().join("canasta-under-wine");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nexec '{}' '{}' \"$@\"\n",
            wine.display(),
            dir.join("canasta.exe").display()
        ),
    )
    .expect("script");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("mode");
    }
    let _server = prepare(&wine, &dir, prefix.path());
    let mut pages = vec![PathBuf::from("README.md")];
    let mut guide: Vec<PathBuf> = std::fs::read_dir("docs/guide")
        .expect("docs/guide")
        .map(|e| e.expect("a page").path())
        .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains("```console")))
        .collect();
    guide.sort();
    pages.extend(guide);
    for page in &pages {
        let data = tempfile::tempdir().expect("a data folder");
        trycmd::TestCases::new()
            .register_bin("canasta", script.clone())
            .env("WINEPREFIX", prefix.path().display().to_string())
            .env("WINEDEBUG", "-all")
            .env("CANASTA_DATA_DIR", z_path(data.path()))
            .env("CANASTA_LANG", "en")
            .env("CANASTA_CONFIG_DIR", z_path(&data.path().join("config")))
            .case(page)
            .run();
    }
}
