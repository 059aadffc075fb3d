//! Tournament victory points, a preset's data (`victory_points`): two user presets that
//! extend Classic to 3 and 4 deals with the Burraco tables (research burraco.md §8,
//! [PUNTIB-VP] and [EB-VP], which agree on 3 deals; [PUNTIB-VP] for 4), played through the
//! binary: the sheet's end, `show --format json` and `canasta match`.
//!
//! Hand scores are Classic's (seed 001 "Scoring"): `out 1n 300` is a natural canasta 500 +
//! going out 100 + 300 melded = 900; `90 -40` is 90 melded - 40 in hand = 50; a bare
//! number is the cards melded.

use serde_json::Value;

use crate::harness::{Env, Run};

/// The two presets as the guide gives them (`docs/guide/presets.md`, "Victory points"), so that what a reader
/// copies is what is tested: the 3-deal table, [PUNTIB-VP] [EB-VP] (0-50 10/10, 55-150
/// 11/9, ..., 1505 and more 20/0), then the 4-deal one, [PUNTIB-VP] (0-100 10/10, 105-300
/// 11/9, ..., 2005 and more 20/0).
fn readme_presets() -> (String, String) {
    let guide = include_str!("../../docs/guide/presets.md");
    let section = &guide[guide
        .find("### Victory points")
        .expect("the guide's section")..];
    let mut blocks = section
        .split("```yaml\n")
        .skip(1)
        .map(|b| b.split("```").next().expect("a closed block").to_string());
    let three = blocks.next().expect("3 deals");
    let four = blocks.next().expect("4 deals");
    assert!(
        three.contains("name: three-deals")
            && three.contains("{up_to: 1500, winner: 19, loser: 1}")
    );
    assert!(
        four.contains("name: four-deals") && four.contains("{up_to: 2000, winner: 19, loser: 1}")
    );
    (three, four)
}

/// A data dir whose config dir holds the two presets.
fn env() -> Env {
    let env = Env::new();
    let presets = env.data().join("config").join("presets");
    std::fs::create_dir_all(&presets).expect("presets dir");
    let (three, four) = readme_presets();
    std::fs::write(presets.join("three-deals.yaml"), three).expect("write");
    std::fs::write(presets.join("four-deals.yaml"), four).expect("write");
    env
}

fn run(env: &Env, args: &[&str]) -> Run {
    run_in(env, "en", args)
}

fn run_in(env: &Env, lang: &str, args: &[&str]) -> Run {
    let out = env
        .cmd()
        .env("CANASTA_CONFIG_DIR", env.data().join("config"))
        .env("CANASTA_LANG", lang)
        .args(args)
        .output()
        .expect("runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn json(env: &Env, args: &[&str]) -> Value {
    let run = run(env, args).ok();
    serde_json::from_str(&run.stdout).expect("json")
}

fn record(env: &Env, we: &str, they: &str) -> Run {
    run(
        env,
        &["record", &format!("We: {we}"), &format!("They: {they}")],
    )
    .ok()
}

#[test]
fn three_deals_give_victory_points_on_the_sheet_in_json_and_in_the_match() {
    let env = env();
    run(
        &env,
        &[
            "new",
            "--variant",
            "three-deals",
            "--match",
            "club",
            "--games",
            "2",
        ],
    )
    .ok();
    // Game 1: We 900 + 50 + 200 = 1150, They 50 + 900 + 50 = 1000; a difference of 150,
    // in the band 55-150: We 11, They 9.
    record(&env, "out 1n 300", "90 -40");
    // Not over yet: no victory points in the report.
    let v = json(&env, &["show", "--format", "json"]);
    assert!(v.get("victory_points").is_none(), "{v}");
    record(&env, "90 -40", "out 1n 300");
    let last = record(&env, "200", "50");
    assert!(
        last.stdout
            .contains("Victory points: We 11, They 9 (difference 150)."),
        "{}",
        last.stdout
    );
    let show = run(&env, &["show"]).ok();
    assert!(
        show.stdout.contains(
            "Game over after 3 hands. Winner: We, with 1150 (by 150).\n\
             Victory points: We 11, They 9 (difference 150).\n"
        ),
        "{}",
        show.stdout
    );
    let v = json(&env, &["show", "--format", "json"]);
    assert_eq!(v["victory_points"]["We"], 11);
    assert_eq!(v["victory_points"]["They"], 9);
    // In every language of the program.
    for (lang, said) in [
        ("it", "Punti vittoria: We 11, They 9 (differenza 150)."),
        ("es", "Puntos de victoria: We 11, They 9 (diferencia 150)."),
        ("pt-BR", "Pontos de vitória: We 11, They 9 (diferença 150)."),
        ("de", "Siegpunkte: We 11, They 9 (Unterschied 150)."),
    ] {
        let shown = run_in(&env, lang, &["show"]).ok();
        assert!(shown.stdout.contains(said), "{lang}: {}", shown.stdout);
    }
    // Game 2 of the match: We 900 + 50 + 100 = 1050, They 50 + 900 + 100 = 1050; a tie
    // (difference 0) gives both the first band's 10, and a shared win.
    run(&env, &["new", "--match", "club"]).ok();
    record(&env, "out 1n 300", "90 -40");
    record(&env, "90 -40", "out 1n 300");
    record(&env, "100", "100");
    let v = json(&env, &["show", "--format", "json"]);
    assert_eq!(v["victory_points"]["We"], 10);
    assert_eq!(v["victory_points"]["They"], 10);
    // The match: VP summed over its finished games, We 11 + 10 = 21, They 9 + 10 = 19.
    let m = run(&env, &["match", "club"]).ok();
    assert_eq!(
        m.stdout.trim(),
        "Match club: over; winner: We. Games won: We 1, They 0; points: We 2200, They 2050 \
         (2 games). Victory points: We 21, They 19."
    );
    let v = json(&env, &["match", "club", "--format", "json"]);
    assert_eq!(v["victory_points"]["We"], 21);
    assert_eq!(v["victory_points"]["They"], 19);
}

#[test]
fn four_deals_a_difference_of_105_is_11_to_9() {
    let env = env();
    run(&env, &["new", "--variant", "four-deals"]).ok();
    // We 900 + 50 + 200 + 50 = 1200, They 50 + 900 + 50 + 95 = 1095: a difference of 105,
    // the first past the 0-100 band ([PUNTIB-VP], 4 deals: 105-300 gives 11/9).
    record(&env, "out 1n 300", "90 -40");
    record(&env, "90 -40", "out 1n 300");
    record(&env, "200", "50");
    let v = json(&env, &["show", "--format", "json"]);
    assert!(v.get("victory_points").is_none(), "one deal to go: {v}");
    record(&env, "50", "95");
    let v = json(&env, &["show", "--format", "json"]);
    assert_eq!(v["totals"]["We"], 1200);
    assert_eq!(v["totals"]["They"], 1095);
    assert_eq!(v["victory_points"]["We"], 11);
    assert_eq!(v["victory_points"]["They"], 9);
    let show = run(&env, &["show"]).ok();
    assert!(
        show.stdout
            .contains("Victory points: We 11, They 9 (difference 105)."),
        "{}",
        show.stdout
    );
}

#[test]
fn a_game_without_a_table_says_nothing_of_victory_points() {
    // Classic has no table: its report and sheet are what they always were.
    let env = env();
    env.classic();
    record(&env, "out 1n 300", "90 -40");
    let v = json(&env, &["show", "--format", "json"]);
    assert!(v.get("victory_points").is_none(), "{v}");
    assert!(!run(&env, &["show"]).ok().stdout.contains("Victory"));
}

#[test]
fn a_table_that_makes_no_sense_is_refused_when_the_preset_is_read() {
    let env = env();
    // A band out of order: 150 after 250.
    let bad = env.file(
        "bad.yaml",
        "extends: classic\ntarget: null\nhands: 3\non_tie: shared_win\nvictory_points:\n  - {up_to: 50, winner: 10, loser: 10}\n  - {up_to: 250, winner: 11, loser: 9}\n  - {up_to: 150, winner: 12, loser: 8}\n  - {winner: 20, loser: 0}\n",
    );
    run(&env, &["variants", "check", bad.to_str().unwrap()]).refused(
        "field `victory_points[2].up_to`: is 150; bands must be in increasing order of `up_to`",
    );
    // A tie that plays on (Classic's `on_tie`): the table gives a tie 10 each.
    let bad = env.file(
        "tie.yaml",
        "extends: classic\ntarget: null\nhands: 3\nvictory_points:\n  - {up_to: 50, winner: 10, loser: 10}\n  - {winner: 20, loser: 0}\n",
    );
    run(&env, &["variants", "check", bad.to_str().unwrap()])
        .refused("field `on_tie`: is `play_another_hand`, so a tie would never end the game");
    // A game to a target only.
    let bad = env.file(
        "target.yaml",
        "extends: classic\nvictory_points:\n  - {up_to: 50, winner: 10, loser: 10}\n  - {winner: 20, loser: 0}\n",
    );
    run(&env, &["variants", "check", bad.to_str().unwrap()])
        .refused("field `victory_points`: needs a game of a fixed number of hands (`hands`)");
}

/// The board shows the victory points under the winner's line, the sides' names escaped.
#[test]
fn the_board_shows_the_victory_points() {
    use std::io::{Read, Write};
    let env = env();
    run(
        &env,
        &[
            "new",
            "--variant",
            "three-deals",
            "--side",
            "<b>Smiths</b>",
            "--side",
            "They",
        ],
    )
    .ok();
    // As in game 1 above: 1150 against 1000, a difference of 150: 11 and 9 ([PUNTIB-VP]).
    for (smiths, they) in [
        ("out 1n 300", "90 -40"),
        ("90 -40", "out 1n 300"),
        ("200", "50"),
    ] {
        run(
            &env,
            &[
                "record",
                &format!("<b>Smiths</b>: {smiths}"),
                &format!("They: {they}"),
            ],
        )
        .ok();
    }
    // The game file holds its rules: the board needs no config dir.
    let served = crate::board::serve(&env, "127.0.0.1:0");
    let port = served
        .address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .and_then(|h| h.rsplit(':').next())
        .expect("port")
        .to_string();
    let mut stream = std::net::TcpStream::connect(format!("127.0.0.1:{port}")).expect("answers");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .expect("timeout");
    write!(
        stream,
        "GET /board HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
    )
    .expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    assert!(
        answer.contains(
            "<p class=\"winner\">Victory points: &lt;b&gt;Smiths&lt;/b&gt; 11, They 9 (difference 150).</p>"
        ),
        "{answer}"
    );
}

/// A game of three-deals between partnerships `we` (two players) and `they`, its three
/// hands given as (We, They) lines.
fn partnership_game(env: &Env, we: [&str; 2], they: [&str; 2], hands: [(&str, &str); 3]) {
    // Seats go round the sides in turn: We, They, We, They.
    run(
        env,
        &[
            "new",
            "--variant",
            "three-deals",
            "--player",
            we[0],
            "--player",
            they[0],
            "--player",
            we[1],
            "--player",
            they[1],
        ],
    )
    .ok();
    for (w, t) in hands {
        record(env, w, t);
    }
}

/// Three 3-deal games among three partnerships, and a Classic game (no table) besides.
/// Victory points by research burraco.md §8 / [PUNTIB-VP] 3-deal table (0-50 10/10,
/// 55-150 11/9, 155-250 12/8, ..., 1505 and more 20/0); hand scores as Classic's (seed 001
/// "Scoring"; see the head of this file): `out 1n 300` 900, `90 -40` 50.
fn a_tournament() -> Env {
    let env = env();
    // Game 1, Ann & Bob v Cy & Di: 900 + 50 + 200 = 1150 against 50 + 900 + 50 = 1000, a
    // difference of 150 (55-150): Ann & Bob 11, Cy & Di 9.
    partnership_game(
        &env,
        ["Ann", "Bob"],
        ["Cy", "Di"],
        [
            ("out 1n 300", "90 -40"),
            ("90 -40", "out 1n 300"),
            ("200", "50"),
        ],
    );
    // Game 2, Ann & Bob v Ed & Flo: 900 + 50 + 100 = 1050 each, a tie (0-50): 10 and 10.
    partnership_game(
        &env,
        ["Ann", "Bob"],
        ["Ed", "Flo"],
        [
            ("out 1n 300", "90 -40"),
            ("90 -40", "out 1n 300"),
            ("100", "100"),
        ],
    );
    // Game 3, Cy & Di v Ed & Flo: 900 + 50 + 300 = 1250 against 50 + 900 + 100 = 1050, a
    // difference of 200 (155-250): Cy & Di 12, Ed & Flo 8.
    partnership_game(
        &env,
        ["Cy", "Di"],
        ["Ed", "Flo"],
        [
            ("out 1n 300", "90 -40"),
            ("90 -40", "out 1n 300"),
            ("300", "100"),
        ],
    );
    // A Classic game in play (no table, no victory points): Ann & Gus v Zoe & Yan.
    run(
        &env,
        &[
            "new", "--player", "Ann", "--player", "Zoe", "--player", "Gus", "--player", "Yan",
        ],
    )
    .ok();
    record(&env, "out 1n 300", "90 -40");
    env
}

#[test]
fn history_gives_each_games_victory_points() {
    let env = a_tournament();
    let v = json(&env, &["history", "--format", "json"]);
    let games = v.as_array().expect("a list");
    let vp = |id: &str| {
        games
            .iter()
            .find(|g| g["id"] == id)
            .map(|g| g.get("victory_points").cloned())
            .expect("listed")
    };
    // [PUNTIB-VP] 3 deals, as worked out in `a_tournament`.
    assert_eq!(vp("1"), Some(serde_json::json!({"We": 11, "They": 9})));
    assert_eq!(vp("2"), Some(serde_json::json!({"We": 10, "They": 10})));
    assert_eq!(vp("3"), Some(serde_json::json!({"We": 12, "They": 8})));
    // Classic has no table: no field.
    assert_eq!(vp("4"), None);
    // The table: a column of its own, empty for the Classic game.
    let table = run(&env, &["history"]).ok().stdout;
    let line = |id: &str| {
        table
            .lines()
            .find(|l| l.split('┆').nth(1).is_some_and(|c| c.trim() == id))
            .unwrap_or_else(|| panic!("game {id}:\n{table}"))
            .to_string()
    };
    assert!(table.contains("┆ victory points │"), "{table}");
    assert!(line("1").ends_with("┆ We 11, They 9  │"), "{table}");
    assert!(line("2").ends_with("┆ We 10, They 10 │"), "{table}");
    assert!(line("3").ends_with("┆ We 12, They 8  │"), "{table}");
    assert!(line("4").ends_with("┆                │"), "{table}");
    // Only the Classic game: no column at all.
    let classic = run(&env, &["history", "--variant", "classic"]).ok().stdout;
    assert!(!classic.contains("victory"), "{classic}");
    let v = json(
        &env,
        &["history", "--variant", "classic", "--format", "json"],
    );
    assert!(v[0].get("victory_points").is_none(), "{v}");
}

#[test]
fn stats_of_a_tournament_rank_by_victory_points_then_match_points() {
    let env = a_tournament();
    // The tournament's games: three-deals, from a day long past.
    let v = json(
        &env,
        &[
            "stats",
            "--variant",
            "three-deals",
            "--since",
            "2000-01-01",
            "--format",
            "json",
        ],
    );
    assert_eq!(v["games"], 3);
    let rows = |key: &str| -> Vec<(String, i64, i64, i64)> {
        v[key]
            .as_array()
            .expect("rows")
            .iter()
            .map(|f| {
                (
                    f["name"].as_str().expect("name").to_string(),
                    f["rank"].as_i64().expect("rank"),
                    f["victory_points"].as_i64().expect("vp"),
                    f["match_points"].as_i64().expect("mp"),
                )
            })
            .collect()
    };
    // [PUNTIB-VP] 3 deals (see `a_tournament`): Cy & Di 9 + 12 = 21 VP, 1000 + 1250 = 2250
    // MP; Ann & Bob 11 + 10 = 21 VP, 1150 + 1050 = 2200 MP; Ed & Flo 10 + 8 = 18 VP, 1050 +
    // 1050 = 2100 MP. Equal on VP, Cy & Di ahead of Ann & Bob by MP (research §8,
    // [PLAYROM]: "ties on VP are broken by total MP").
    let s = |n: &str| n.to_string();
    assert_eq!(
        rows("partnerships"),
        [
            (s("Cy & Di"), 1, 21, 2250),
            (s("Ann & Bob"), 2, 21, 2200),
            (s("Ed & Flo"), 3, 18, 2100),
        ]
    );
    // The players each have their partnership's; equal on both, an equal rank (1, 1, 3).
    assert_eq!(
        rows("players"),
        [
            (s("Cy"), 1, 21, 2250),
            (s("Di"), 1, 21, 2250),
            (s("Ann"), 3, 21, 2200),
            (s("Bob"), 3, 21, 2200),
            (s("Ed"), 5, 18, 2100),
            (s("Flo"), 5, 18, 2100),
        ]
    );
    // The table says it is a ranking, with rank, VP and MP after the name.
    let table = run(&env, &["stats", "--variant", "three-deals"])
        .ok()
        .stdout;
    assert!(
        table.starts_with(
            "3 games.\nRanked by victory points; equal victory points, by match points (the \
             totals of the games that give victory points).\n"
        ),
        "{table}"
    );
    assert!(
        table.contains("│ partnership ┆ rank ┆ VP ┆ MP   ┆ games ┆"),
        "{table}"
    );
    assert!(
        table.contains("│ Cy & Di     ┆    1 ┆ 21 ┆ 2250 ┆     2 ┆"),
        "{table}"
    );
    assert!(
        table.contains("│ Ann & Bob   ┆    2 ┆ 21 ┆ 2200 ┆     2 ┆"),
        "{table}"
    );
    // Every game: Ann's Classic game adds to her games, not to her victory or match
    // points; those of the Classic game only follow, unranked.
    let v = json(&env, &["stats", "--format", "json"]);
    let ann = &v["players"][2];
    assert_eq!(
        (
            &ann["name"],
            &ann["games"],
            &ann["victory_points"],
            &ann["match_points"]
        ),
        (
            &serde_json::json!("Ann"),
            &serde_json::json!(3),
            &serde_json::json!(21),
            &serde_json::json!(2200)
        )
    );
    let last = &v["partnerships"][3];
    assert_eq!(last["name"], "Ann & Gus");
    assert!(last.get("rank").is_none() && last.get("victory_points").is_none());
    // The csv: three columns at the end.
    let csv = run(
        &env,
        &["stats", "--variant", "three-deals", "--format", "csv"],
    )
    .ok()
    .stdout;
    let mut lines = csv.lines();
    assert!(
        lines
            .next()
            .is_some_and(|h| h.ends_with(",penalties,rank,victory points,match points")),
        "{csv}"
    );
    assert!(
        csv.contains("\npartnership,Cy & Di,2,1,1,0,6,2250,") && csv.contains(",0,0,1,21,2250\n"),
        "{csv}"
    );
    // Classic only: no ranking, no new column or field.
    let classic = run(&env, &["stats", "--variant", "classic"]).ok().stdout;
    assert!(
        !classic.contains("Ranked") && !classic.contains(" VP "),
        "{classic}"
    );
    let v = json(&env, &["stats", "--variant", "classic", "--format", "json"]);
    assert!(v["players"][0].get("victory_points").is_none(), "{v}");
    let csv = run(&env, &["stats", "--variant", "classic", "--format", "csv"])
        .ok()
        .stdout;
    assert!(!csv.contains("victory"), "{csv}");
    // In another language: the sentence and the headings.
    let it = run_in(&env, "it", &["stats", "--variant", "three-deals"])
        .ok()
        .stdout;
    assert!(it.contains("Classifica per punti vittoria"), "{it}");
    assert!(it.contains("┆ posizione ┆ PV ┆ PP "), "{it}");
}

/// The summary cache keeps each game's victory points: read from it (the game files made
/// to look an hour old, else a fresh summary is never trusted), history and stats say
/// what they say without it (the tournament of `a_tournament`, [PUNTIB-VP] 3 deals).
#[test]
fn the_summary_cache_keeps_the_victory_points() {
    let env = a_tournament();
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for entry in std::fs::read_dir(env.data().join("games")).expect("games") {
        let path = entry.expect("entry").path();
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(hour_ago))
            .expect("file time set");
    }
    let say = |args: &[&str], cache: bool| {
        let mut cmd = env.cmd();
        cmd.env("CANASTA_CONFIG_DIR", env.data().join("config"))
            .env("CANASTA_LANG", "en");
        if cache {
            cmd.env_remove("CANASTA_NO_CACHE");
        } else {
            cmd.env("CANASTA_NO_CACHE", "1");
        }
        let out = cmd.args(args).output().expect("runs");
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    for args in [
        &["history", "--format", "json"][..],
        &["stats", "--variant", "three-deals", "--format", "json"],
        &["stats"],
        &["players"],
    ] {
        let without = say(args, false);
        // The first run writes the cache, the second reads it.
        assert_eq!(say(args, true), without, "{args:?}");
        assert!(env.data().join("cache").join("summaries.json").is_file());
        assert_eq!(say(args, true), without, "{args:?}");
    }
    // The summaries kept: game 1's sides with their VP and MP (11 and 1150, 9 and 1000).
    let kept = std::fs::read_to_string(env.data().join("cache").join("summaries.json"))
        .expect("the cache");
    assert!(
        kept.contains("\"victory\":[11,1150]") && kept.contains("\"victory\":[9,1000]"),
        "{kept}"
    );
    let stats = say(
        &["stats", "--variant", "three-deals", "--format", "json"],
        true,
    );
    let v: Value = serde_json::from_str(&stats).expect("json");
    // Cy & Di: 9 + 12 = 21 VP, 1000 + 1250 = 2250 MP, first.
    assert_eq!(v["partnerships"][0]["name"], "Cy & Di");
    assert_eq!(v["partnerships"][0]["victory_points"], 21);
    assert_eq!(v["partnerships"][0]["match_points"], 2250);
    // `players` lists people by wins, not by the ranking: Ann (2 won, 3 games), Bob (2
    // won, 2 games), then Cy (1 won).
    let players = say(&["players", "--format", "json"], true);
    let v: Value = serde_json::from_str(&players).expect("json");
    let names: Vec<&str> = v
        .as_array()
        .expect("list")
        .iter()
        .take(3)
        .map(|p| p["name"].as_str().expect("name"))
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy"]);
}
