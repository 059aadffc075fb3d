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
//! Where Wine differs from Windows: Wine's file system is the Linux one under the `Z:`
//! drive, so an antivirus holding a file (the rename retry of `store/replace.rs`, tested
//! by its unit tests) and Windows' own folder permissions are not exercised here.

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
    let hands = || {
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
    };
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
