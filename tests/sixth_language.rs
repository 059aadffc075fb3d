//! Adding a language is its catalog folder and one line in one list (`with_languages!` in
//! `crates/canasta-core/src/language.rs`, as the guide's "In your language", `docs/guide/languages.md`,
//! says). This test does it in a temporary copy of the project: a sixth language, Esperanto (`eo`), whose catalog is
//! English's with one sentence of each surface marked, one line added to the list and
//! nothing else; the copy is built, and the command line (`--lang eo`), the board and the
//! scorer's page (`Accept-Language: eo`) all speak it.
//!
//! It builds the whole program once more (minutes): `cargo test --test sixth_language --
//! --ignored` runs it.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};

/// Copy the project's sources (not its build) into `to`.
fn copy_project(from: &Path, to: &Path) {
    for entry in [
        "Cargo.toml",
        "Cargo.lock",
        "crates",
        "src",
        "i18n",
        "presets",
        "build.rs",
    ] {
        let source = from.join(entry);
        if source.exists() {
            let status = Command::new("cp")
                .arg("-a")
                .arg(&source)
                .arg(to)
                .status()
                .expect("cp");
            assert!(status.success(), "copying {entry}");
        }
    }
}

/// One request to the server at `host` (`127.0.0.1:PORT`): the whole answer.
fn get(host: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(host).expect("the board answers");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: eo\r\nConnection: close\r\n\r\n"
    )
    .expect("asked");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    answer
}

#[test]
#[ignore = "builds the program again in a copy (minutes): run with --ignored"]
fn a_sixth_language_is_a_folder_and_one_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let copy = tempfile::tempdir().expect("a temporary folder");
    copy_project(root, copy.path());
    // The catalog: English's, with one sentence of each surface marked.
    let status = Command::new("cp")
        .arg("-a")
        .arg(root.join("i18n/en"))
        .arg(copy.path().join("i18n/eo"))
        .status()
        .expect("cp");
    assert!(status.success());
    let mark = |file: &str, id: &str| {
        let path = copy.path().join("i18n/eo").join(file);
        let text = std::fs::read_to_string(&path).expect("the catalog file");
        let marked = text.replacen(&format!("{id} = "), &format!("{id} = [eo] "), 1);
        assert_ne!(text, marked, "{id} in {file}");
        std::fs::write(&path, marked).expect("written");
    };
    mark("cli.ftl", "cli-no-games");
    mark("board.ftl", "board-game-title");
    mark("scorer.ftl", "scorer-title");
    mark("help.ftl", "help-clap-usage");
    // Its words for a tournament's movements (Esperanto's *dana*, Danish) and its own name.
    let words = copy.path().join("i18n/eo/words.ftl");
    let text = std::fs::read_to_string(&words).expect("words.ftl");
    let worded = text
        .replacen(
            "word-plan-danish = danish\n    .typed = danish",
            "word-plan-danish = dana\n    .typed = dana",
            1,
        )
        .replacen("word-language = English", "word-language = Esperanto", 1);
    assert_ne!(text, worded, "the plan's words in words.ftl");
    std::fs::write(&words, worded).expect("written");
    // The one line in the one list.
    let list = copy.path().join("crates/canasta-core/src/language.rs");
    let text = std::fs::read_to_string(&list).expect("the list");
    let added = text.replacen(
        "            De = \"de\",\n",
        "            De = \"de\",\n            /// Esperanto (a test's).\n            Eo = \"eo\",\n",
        1,
    );
    assert_ne!(text, added, "the list's last line");
    std::fs::write(&list, added).expect("written");
    let built = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--bin", "canasta"])
        .current_dir(copy.path())
        .env("CARGO_TARGET_DIR", copy.path().join("target"))
        .status()
        .expect("cargo");
    assert!(built.success(), "the copy with a sixth language builds");
    let program = copy.path().join("target/debug/canasta");
    let data = copy.path().join("data");
    // The command line.
    let listed = Command::new(&program)
        .args(["--lang", "eo", "list"])
        .env("CANASTA_DATA_DIR", &data)
        .env("CANASTA_CONFIG_DIR", copy.path().join("config"))
        .output()
        .expect("canasta list");
    let said = String::from_utf8_lossy(&listed.stdout);
    assert!(said.starts_with("[eo] "), "{said}");
    // The board and the scorer's page, asked in Esperanto.
    let new = Command::new(&program)
        .args(["new"])
        .env("CANASTA_DATA_DIR", &data)
        .env("CANASTA_CONFIG_DIR", copy.path().join("config"))
        .output()
        .expect("canasta new");
    assert!(new.status.success());
    let mut served = Command::new(&program)
        .args(["serve", "--listen", "127.0.0.1:0"])
        .env("CANASTA_DATA_DIR", &data)
        .env("CANASTA_CONFIG_DIR", copy.path().join("config"))
        .stderr(Stdio::piped())
        .spawn()
        .expect("canasta serve");
    // Its messages read to the end by a thread (a closed pipe would stop the board); the
    // first address is the board's.
    let stderr = served.stderr.take().expect("its messages");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(word) = line.split_whitespace().find(|w| w.starts_with("http://")) {
                let _ = tx.send(word.to_string());
            }
        }
    });
    let address = rx
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("the board's address");
    let host = address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host")
        .to_string();
    let board = get(&host, "/");
    let scorer = get(&host, "/score");
    let _ = served.kill();
    let _ = served.wait();
    assert!(board.contains("<html lang=\"eo\">"), "{board}");
    assert!(board.contains("[eo] "), "{board}");
    assert!(scorer.contains("<html lang=\"eo\">"), "{scorer}");
    assert!(scorer.contains("<title>[eo] "), "{scorer}");
    // A director types the plan in Esperanto: `2 dana` is two Danish rounds.
    let pairs = copy.path().join("pairs.txt");
    std::fs::write(&pairs, "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n").expect("written");
    let made = Command::new(&program)
        .args([
            "tournament",
            "new",
            "vespero",
            "--variant",
            "burraco-tournament",
        ])
        .arg("--entrants")
        .arg(&pairs)
        .args(["--plan", "1 mitchell + 2 dana"])
        .env("CANASTA_DATA_DIR", &data)
        .env("CANASTA_CONFIG_DIR", copy.path().join("config"))
        .output()
        .expect("canasta tournament new");
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    // `--lang`'s help names it, made from the list.
    let help = Command::new(&program)
        .arg("--help")
        .output()
        .expect("canasta --help");
    let help = String::from_utf8_lossy(&help.stdout);
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("`it`, `de` or `eo`"), "{help}");
    // And `--help` speaks it: its headings from its `help.ftl`.
    let help = Command::new(&program)
        .args(["--lang", "eo", "record", "--help"])
        .output()
        .expect("canasta --lang eo record --help");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("[eo] Usage: canasta record"), "{help}");
}
