//! `--format json` on every report, and a refusal as JSON.

use serde_json::Value;

use crate::harness::{Env, Run};

fn parsed(run: &Run) -> Value {
    serde_json::from_str(&run.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}\nstderr:\n{}", run.stdout, run.stderr))
}

#[test]
fn json_min_by_score_and_below_zero() {
    let env = Env::new();
    let v = parsed(&env.run(&["min", "1500", "--format", "json"]).ok());
    assert_eq!(v["variant"], "classic");
    assert_eq!(v["at"]["score"], 1500);
    assert_eq!(v["minimum"], 90);
    for (score, minimum) in [("0", 50), ("3000", 120), ("-20", 15)] {
        let v = parsed(&env.run(&["min", "--format", "json", "--", score]).ok());
        assert_eq!(v["minimum"], minimum, "at {score}");
    }
}

#[test]
fn json_min_by_hand() {
    let env = Env::new();
    let run = env.run(&[
        "min",
        "--variant",
        "hand-and-foot",
        "--hand",
        "2",
        "--format",
        "json",
    ]);
    let v = parsed(&run.ok());
    assert_eq!(v["at"]["hand"], 2);
    assert!(v["minimum"].as_i64().is_some_and(|m| m > 0));
}

#[test]
fn json_check_meld_short() {
    let env = Env::new();
    let run = env.run(&[
        "check", "meld", "KKK", "QQ2", "--top", "K", "--score", "1500", "--format", "json",
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let v = parsed(&run);
    assert_eq!(v["kind"], "meld");
    assert_eq!(v["yes"], false);
    assert_eq!(v["enough"], false);
    assert_eq!(v["counted"], 70);
    assert_eq!(v["minimum"], 90);
    assert_eq!(v["reason"]["kind"], "short");
    assert_eq!(v["basis"]["score"], 1500);
    assert!(v["words"].as_str().is_some_and(|w| w.contains("short of")));
}

#[test]
fn json_check_meld_enough_exits_0() {
    let env = Env::new();
    let run = env.run(&[
        "check", "meld", "KKK", "QQ2", "--top", "K", "--score", "0", "--format", "json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v = parsed(&run);
    assert_eq!(v["yes"], true);
    assert_eq!(v["minimum"], 50);
}

#[test]
fn json_check_pile_out_and_hand() {
    let env = Env::new();
    let run = env.run(&[
        "check", "pile", "--top", "7", "--hand", "72", "--table", "7777", "--frozen", "--format",
        "json",
    ]);
    assert_eq!(run.code, 1);
    let v = parsed(&run);
    assert_eq!(v["yes"], false);
    assert_eq!(v["reason"]["kind"], "frozen_short");
    assert_eq!(v["reason"]["frozen"]["kind"], "wild_or_red_three");
    assert_eq!(v["reason"]["held"], 1);
    assert!(v["words"].as_str().is_some_and(|w| !w.is_empty()));

    let run = env.run(&["check", "out", "--canastas", "1", "--format", "json"]);
    let v = parsed(&run);
    assert_eq!(v["yes"].as_bool(), Some(run.code == 0));

    let run = env.run(&["check", "hand", "A2R456789TJQK*", "--format", "json"]);
    assert_eq!(run.code, 0);
    let v = parsed(&run);
    assert_eq!(v["yes"], true);
    assert_eq!(v["reason"]["points"], 3000);
}

#[test]
fn json_list_and_history() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: out 1n 2r 300", "They: 90 -40"])
        .ok();
    let v = parsed(&env.run(&["list", "--format", "json"]).ok());
    let games = v.as_array().expect("array");
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g["id"], "1");
    assert_eq!(g["current"], true);
    assert_eq!(g["archived"], false);
    assert_eq!(g["variant"], "classic");
    assert_eq!(g["hands"], 1);
    assert_eq!(g["finished"], false);
    assert_eq!(g["sides"][0]["name"], "We");
    assert_eq!(g["sides"][0]["players"][0], "Ann");
    assert!(g["totals"]["We"].as_i64().is_some_and(|t| t > 0));
    assert!(g["created"].is_string());

    env.run(&["archive", "1"]).ok();
    let v = parsed(&env.run(&["history", "--format", "json"]).ok());
    assert_eq!(v[0]["id"], "1");
    assert_eq!(v[0]["archived"], true);
    let v = parsed(
        &env.run(&["history", "--player", "Zed", "--format", "json"])
            .ok(),
    );
    assert_eq!(v.as_array().map(Vec::len), Some(0));
    let v = parsed(&env.run(&["list", "--format", "json"]).ok());
    assert_eq!(v.as_array().map(Vec::len), Some(0));
}

#[test]
fn json_list_names_a_damaged_game() {
    let env = Env::new();
    env.classic();
    std::fs::write(env.game_file("1"), "not: [a game").expect("write");
    let v = parsed(&env.run(&["list", "--format", "json"]).ok());
    assert_eq!(v[0]["id"], "1");
    assert!(v[0]["damaged"].as_str().is_some_and(|d| !d.is_empty()));
}

#[test]
fn json_variants_and_show() {
    let env = Env::new();
    let v = parsed(&env.run(&["variants", "--format", "json"]).ok());
    let all = v.as_array().expect("array");
    assert!(
        all.iter()
            .any(|e| e["name"] == "classic" && e["file"].is_null())
    );
    assert!(all.iter().all(|e| e["description"].is_string()));
    let v = parsed(
        &env.run(&["variants", "show", "classic", "--format", "json"])
            .ok(),
    );
    assert_eq!(v["name"], "classic");
    assert_eq!(v["target"], 5000);
}

#[test]
fn json_players_and_match() {
    let env = Env::new();
    env.run(&[
        "new",
        "--match",
        "club",
        "--first-to",
        "2",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
        "--player",
        "Di",
    ])
    .ok();
    let v = parsed(&env.run(&["players", "--format", "json"]).ok());
    let players = v.as_array().expect("array");
    assert_eq!(players.len(), 4);
    assert!(players.iter().all(|p| p["games"] == 1 && p["won"] == 0));
    let v = parsed(&env.run(&["match", "club", "--format", "json"]).ok());
    assert_eq!(v["name"], "club");
    assert_eq!(v["first_to"], 2);
    assert_eq!(v["in_play"], 1);
}

#[test]
fn json_refusal_is_json_on_stdout() {
    let env = Env::new();
    for args in [
        &["min", "--variant", "nope", "1500", "--format", "json"][..],
        &["check", "meld", "KKK", "--format", "json"],
        &["check", "meld", "KXK", "--score", "0", "--format", "json"],
        &["match", "nobody", "--format", "json"],
        &["list", "--format", "json", "--bogus"],
    ] {
        let run = env.run(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stdout);
        let v = parsed(&run);
        assert_eq!(v["exit"], 2, "{args:?}");
        let error = v["error"].as_str().expect("error");
        assert!(!error.is_empty() && !error.contains('\n'), "{args:?}");
        assert_eq!(run.stdout.trim().lines().count(), 1);
    }
    // Without --format json, the refusal stays words on stderr.
    env.run(&["min", "--variant", "nope", "1500"])
        .refused("unknown variant");
}

#[test]
fn json_show_and_stats_keep_their_formats() {
    let env = Env::new();
    env.classic();
    parsed(&env.run(&["show", "--format", "json"]).ok());
    parsed(&env.run(&["stats", "--format", "json"]).ok());
    env.run(&["show", "--format", "yaml"]).ok();
    env.run(&["stats", "--format", "csv"]).ok();
    env.run(&["list", "--format", "table"]).ok();
}
