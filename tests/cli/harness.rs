use std::path::{Path, PathBuf};

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;

/// A temporary data directory and a way to run `canasta` in it.
pub struct Env {
    pub dir: TempDir,
}

/// What a finished run printed.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    #[track_caller]
    pub fn ok(self) -> Run {
        assert_eq!(
            self.code, 0,
            "expected success\nstdout:\n{}\nstderr:\n{}",
            self.stdout, self.stderr
        );
        self
    }

    /// Exit 3 (the machine stopped it: `--wait` gave up), saying `needle`. (Its tests
    /// hold the lock from another process, on Unix.)
    #[track_caller]
    #[cfg_attr(not(unix), allow(dead_code))]
    pub fn stopped(self, needle: &str) -> Run {
        assert_eq!(
            self.code, 3,
            "expected exit 3\nstdout:\n{}\nstderr:\n{}",
            self.stdout, self.stderr
        );
        assert!(
            self.stderr.contains(needle),
            "{needle:?} not in:\n{}",
            self.stderr
        );
        self
    }

    /// Refused as bad input: exit code 2 and a message containing `needle`.
    #[track_caller]
    pub fn refused(self, needle: &str) -> Run {
        assert_eq!(
            self.code, 2,
            "expected exit 2\nstdout:\n{}\nstderr:\n{}",
            self.stdout, self.stderr
        );
        assert!(
            self.stderr.contains(needle),
            "stderr does not contain {needle:?}:\n{}",
            self.stderr
        );
        self
    }
}

impl Env {
    /// Table `table`'s key of the one tournament of the data folder (kept beside the
    /// event's file, `tournaments/NAME.keys`, a line `TABLE KEY` each).
    pub fn table_key(&self, table: u32) -> String {
        let dir = self.data().join("tournaments");
        let keys = std::fs::read_dir(&dir)
            .expect("the tournaments folder")
            .flatten()
            .find(|e| e.path().extension().is_some_and(|x| x == "keys"))
            .map(|e| std::fs::read_to_string(e.path()).expect("keys"))
            .expect("the tables' keys are kept");
        keys.lines()
            .find_map(|l| {
                let (t, k) = l.split_once(' ')?;
                (t == table.to_string()).then(|| k.trim().to_string())
            })
            .expect("the table has a key")
    }

    pub fn new() -> Env {
        Env {
            dir: TempDir::new().expect("temp dir"),
        }
    }

    pub fn data(&self) -> &Path {
        self.dir.path()
    }

    pub fn cmd(&self) -> Command {
        let mut cmd = Command::cargo_bin("canasta").expect("binary built");
        cmd.env("CANASTA_DATA_DIR", self.data())
            .env("CANASTA_LANG", "en")
            .env_remove("XDG_DATA_HOME")
            // Colour settings of the machine running the tests must not leak in.
            .env_remove("CLICOLOR_FORCE")
            .env_remove("CLICOLOR")
            .env_remove("NO_COLOR")
            // Nor the width of the terminal the tests run in.
            .env_remove("COLUMNS")
            .current_dir(self.data());
        cmd
    }

    pub fn run(&self, args: &[&str]) -> Run {
        let out = self.cmd().args(args).output().expect("runs");
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Write a file in the data dir's parent-free scratch area and return its path.
    pub fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.data().join(name);
        std::fs::write(&path, text).expect("write");
        path
    }

    pub fn game_file(&self, id: &str) -> PathBuf {
        self.data().join("games").join(format!("{id}.yaml"))
    }

    pub fn game_text(&self, id: &str) -> String {
        std::fs::read_to_string(self.game_file(id)).expect("game file")
    }

    /// `show --format json` of the current game.
    pub fn json(&self) -> Value {
        let run = self.run(&["show", "--format", "json"]).ok();
        serde_json::from_str(&run.stdout).expect("json")
    }

    /// Start a Classic game with sides We (Ann, Cy) and They (Bob, Di).
    pub fn classic(&self) -> &Env {
        self.run(&[
            "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
        ])
        .ok();
        self
    }
}

/// Totals of the current game as (side, points) pairs.
pub fn totals(json: &Value) -> Vec<(String, i64)> {
    json["totals"]
        .as_object()
        .expect("totals")
        .iter()
        .map(|(k, v)| (k.clone(), v.as_i64().expect("int")))
        .collect()
}

pub fn pairs(items: &[(&str, i64)]) -> Vec<(String, i64)> {
    items.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

/// The example hand as `record` flags: We 1005, They -525 (worked out in
/// subcommands.rs).
pub const EXAMPLE_FLAGS: &[&str] = &[
    "record",
    "--out",
    "We",
    "--concealed",
    "--natural",
    "We=1",
    "--melded",
    "We=205",
    "--red-threes",
    "We=1",
    "--melded",
    "They=60",
    "--in-hand",
    "They=85",
    "--penalty",
    "They:undeclared_red_three",
];
