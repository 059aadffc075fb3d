//! Beyond one hand: a game begun on paper, and the standing during a game (who leads,
//! what each side still needs, the hands left).

use crate::harness::{Env, pairs, totals};

/// `new --start We=2350,They=1800` goes on from a paper score pad: the start is in the
/// log and on the sheet, every minimum and the end follow from it (Classic, seed 001:
/// 90 from 1500; game 5000).
#[test]
fn a_game_begun_on_paper_goes_on() {
    let env = Env::new();
    env.run(&["new", "--start", "We=2350,They=1800"]).ok();
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 2350), ("They", 1800)]));
    assert_eq!(json["start"]["We"], 2350);
    // Both at 1500 to 2995: 90 each.
    assert_eq!(json["next_minimum"]["We"], 90);
    assert_eq!(json["next_minimum"]["They"], 90);
    assert_eq!(json["lead"]["side"], "We");
    assert_eq!(json["lead"]["by"], 550);
    assert!(
        env.game_text("1")
            .contains("start:\n  We: 2350\n  They: 1800\n")
    );
    let sheet = env.run(&["show"]).ok().stdout;
    assert!(sheet.contains("│ -    ┆ start  "), "{sheet}");
    assert!(sheet.contains("Lead: We, by 550."), "{sheet}");
    // We 90 - 40 = 50 (2400); They natural 500 + out 100 + 300 = 900 (2700): both still
    // in 1500 to 2995, 90 (seed 001).
    env.run(&["record", "We: 90 -40", "They: out 1n 300"]).ok();
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 2400), ("They", 2700)]));
    assert_eq!(json["next_minimum"]["They"], 90);
    assert_eq!(json["to_target"]["We"], 2600);
    assert_eq!(json["to_target"]["They"], 2300);
    // Its csv starts from the paper's totals (hand 0, `start`), so the totals add up.
    let csv = env.run(&["export", "--format", "csv"]).ok().stdout;
    assert_eq!(
        csv,
        "hand,dealer,side,cards melded,cards in hand,natural canastas,going out,hand score,total\n\
         0,start,We,,,,,,2350\n\
         0,start,They,,,,,,1800\n\
         1,We 1,We,90,-40,,,50,2400\n\
         1,We 1,They,300,,500,100,900,2700\n"
    );
    // From 4900 a hand of 200 ends the game.
    let env = Env::new();
    env.run(&["new", "--start", "we=4900"]).ok();
    let run = env.run(&["record", "We: 200", "They: 0"]).ok();
    assert!(
        run.stdout
            .contains("Game over after 1 hand. Winner: We, with 5100 (by 5100)."),
        "{}",
        run.stdout
    );
    // Refused: a side not in the game, a total not a multiple of 5, a side twice.
    let env = Env::new();
    env.run(&["new", "--start", "Wee=100"])
        .refused("`Wee` is not in this game; the sides are: We, They");
    env.run(&["new", "--start", "We=2351"])
        .refused("the starting total of `We` is 2351; a total is a multiple of 5");
    env.run(&["new", "--start", "We=100,we=200"])
        .refused("We is given two starting totals");
}

/// The standing during a game of a fixed number of hands: the hands left.
#[test]
fn hands_left_in_a_game_of_fixed_hands() {
    let env = Env::new();
    env.run(&["new", "--variant", "hand-and-foot"]).ok();
    let run = env.run(&["record", "We: 90 -40", "They: 50"]).ok();
    // We 50, They 50: level; 3 of 4 hands left.
    assert!(
        // Hand and Foot's own word for a hand: a round.
        run.stdout.contains("Level. 3 rounds left."),
        "{}",
        run.stdout
    );
    assert_eq!(env.json()["hands_left"], 3);
}

/// Tidy up and keep safe: archive (out of `list`, in `history`), delete (asks, or
/// `--yes`), one backup of everything that `import` restores with the ids, and a csv of a
/// game for spreadsheets.
#[test]
fn archive_delete_backup_and_csv() {
    let env = Env::new();
    env.classic(); // game 1: We (Ann, Cy) v They (Bob, Di)
    // Classic (seed 001): We natural 500 + out 100 + 300 = 900; They 90 - 40 = 50.
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    env.run(&[
        "new",
        "--variant",
        "classic-2p",
        "--side",
        "Ann",
        "--side",
        "Eve",
    ])
    .ok(); // game 2
    env.run(&["record", "Ann: 100", "Eve: out 2n 600"]).ok();
    env.run(&["new"]).ok(); // game 3
    env.run(&["archive", "3"]).ok();
    let list = env.run(&["list"]).ok().stdout;
    assert!(!list.contains("│ 3"), "{list}");
    let history = env.run(&["history"]).ok().stdout;
    let first = history.lines().nth(3).unwrap_or_default();
    assert!(first.contains("3 (archived)"), "{history}");
    assert!(history.contains("lead: We, by 850"), "{history}");
    // Ann played in games 1 and 2; Eve only in 2.
    let ann = env.run(&["history", "--player", "ann"]).ok().stdout;
    assert!(
        ann.contains("Ann v Eve") && ann.contains("We (Ann, Cy)"),
        "{ann}"
    );
    let eve = env.run(&["history", "--player", "Eve"]).ok().stdout;
    assert!(!eve.contains("We (Ann, Cy)"), "{eve}");
    env.run(&["history", "--since", "tomorrow"])
        .refused("--since tomorrow: write a day as YYYY-MM-DD");
    let none = env.run(&["history", "--since", "2999-01-01"]).ok().stdout;
    assert_eq!(none, "No games (that fit the filters).\n");

    // The csv of game 1: one row per hand per side, a column per item scored.
    let csv = env
        .run(&["export", "--game", "1", "--format", "csv"])
        .ok()
        .stdout;
    assert_eq!(
        csv,
        "hand,dealer,side,natural canastas,going out,cards melded,cards in hand,hand score,total\n\
         1,Ann,We,500,100,300,,900,900\n\
         1,Ann,They,,,90,-40,50,50\n"
    );

    // One backup of everything, restored elsewhere with the same ids, archive and all.
    let backup = env.data().join("backup.yaml");
    env.run(&["export", "--all", "-o", backup.to_str().expect("utf-8")])
        .ok();
    let other = Env::new();
    let run = other.run(&["import", backup.to_str().expect("utf-8")]).ok();
    assert_eq!(run.stdout, "1 2 3\n");
    assert!(
        run.stderr.contains("Restored game 3, archived."),
        "{}",
        run.stderr
    );
    assert_eq!(other.game_text("1"), env.game_text("1"));
    assert_eq!(other.game_text("2"), env.game_text("2"));
    assert!(other.data().join("archive/3.yaml").exists());

    // Delete: refused without a terminal unless --yes; then gone, and not current.
    env.run(&["delete", "2"])
        .refused("give --yes to delete it without being asked");
    env.run(&["delete", "2", "--yes"]).ok();
    assert!(!env.game_file("2").exists());
    env.run(&["show"]).refused("there is no current game");
    // Restored again where games 1 and 3 are as they were: those are not added twice;
    // game 2, deleted, comes back as 2.
    let run = env.run(&["import", backup.to_str().expect("utf-8")]).ok();
    assert!(
        run.stderr
            .contains("Game 1 is here already (as game 1); not added again."),
        "{}",
        run.stderr
    );
    assert_eq!(run.stdout, "2\n");
    // A new game never takes an archived game's number (3).
    assert_eq!(env.run(&["new"]).ok().stdout, "4\n");
    env.run(&["unarchive", "3"]).ok();
    env.run(&["unarchive", "3"])
        .refused("there is no archived game `3`");
}

/// `canasta stats` over a season: every player and partnership, worked out from two games
/// (Classic, seed 001). Game 1, We (Ann, Cy) v They (Bob, Di): twice We out with four
/// natural and three mixed canastas 2900 + out 100 + four red threes 800 + 1000 melded =
/// 4800, They 90 - 40 = 50: We win with 9600 after 2 hands. Game 2, We (Ann, Bob) v They
/// (Cy, Di), in play: We 90 - 40 = 50, They natural 500 + out 100 + 300 = 900.
#[test]
fn statistics_over_a_season() {
    let env = Env::new();
    env.run(&[
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    for _ in 0..2 {
        env.run(&["record", "We: out 4n 3m 4r 1000", "They: 90 -40"])
            .ok();
    }
    env.run(&[
        "new", "--player", "Ann", "--player", "Cy", "--player", "Bob", "--player", "Di",
    ])
    .ok();
    env.run(&["record", "We: 90 -40", "They: out 1n 300"]).ok();
    let run = env
        .run(&["stats", "--format", "json", "--vs", "ann", "--vs", "Bob"])
        .ok();
    let json: serde_json::Value = serde_json::from_str(&run.stdout).expect("json");
    assert_eq!(json["games"], 2);
    let who = |list: &str, name: &str| -> serde_json::Value {
        json[list]
            .as_array()
            .expect("list")
            .iter()
            .find(|f| f["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {list}"))
    };
    let ann = who("players", "Ann");
    // Ann: 2 games, 1 won, 1 in play; 3 hands: 4800 + 4800 + 50 = 9650, best 4800, worst
    // 50. She dealt hand 1 of both games (4800 and 50).
    assert_eq!(ann["games"], 2);
    assert_eq!(ann["won"], 1);
    assert_eq!(ann["lost"], 0);
    assert_eq!(ann["in_play"], 1);
    assert_eq!(ann["hands"], 3);
    assert_eq!(ann["points"], 9650);
    assert_eq!(ann["best_hand"], 4800);
    assert_eq!(ann["worst_hand"], 50);
    assert_eq!(ann["hands_dealing"], 2);
    assert_eq!(ann["points_dealing"], 4850);
    assert_eq!(ann["times_out"], 2);
    assert_eq!(ann["canastas"]["natural"], 8);
    assert_eq!(ann["canastas"]["mixed"], 6);
    assert_eq!(ann["red_threes"], 8);
    let bob = who("players", "Bob");
    assert_eq!(bob["lost"], 1);
    assert_eq!(bob["points"], 50 + 50 + 50);
    let pair = who("partnerships", "Ann & Cy");
    assert_eq!(pair["won"], 1);
    assert_eq!(pair["points"], 9600);
    // Ann and Bob were on opposite sides in game 1 only, which Ann's side won.
    assert_eq!(json["head_to_head"]["games"], 1);
    assert_eq!(json["head_to_head"]["first_won"], 1);
    assert_eq!(json["head_to_head"]["second_won"], 0);
    // Filters: the variant; a table and csv with the same facts.
    let none = env.run(&["stats", "--variant", "american"]).ok().stdout;
    assert!(none.contains("No games (that fit the filters)."), "{none}");
    let table = env.run(&["stats"]).ok().stdout;
    assert!(table.contains("Ann & Cy"), "{table}");
    let csv = env.run(&["stats", "--format", "csv"]).ok().stdout;
    assert!(
        csv.contains("player,Ann,2,1,0,1,3,9650,4800,50,2,4850,2,0,natural 8; mixed 6,8,0"),
        "{csv}"
    );
    env.run(&["stats", "--vs", "Ann"])
        .refused("--vs takes two names");
    // A picture of the season: each player's points added up game by game.
    let chart = env.run(&["stats", "--chart"]).ok().stdout;
    assert!(
        chart.contains("Running totals, game by game: A Ann, B Bob, C Cy, D Di"),
        "{chart}"
    );
    assert!(chart.contains("(game)"), "{chart}");
}

/// Players are people across games: two spellings merged once (recorded in the data
/// folder, no game file rewritten) count as one in `stats`, `players` and `history`.
#[test]
fn two_spellings_of_one_player_are_merged() {
    let env = Env::new();
    env.run(&[
        "new", "--player", "Anne", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    env.run(&[
        "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di",
    ])
    .ok();
    let before = (env.game_text("1"), env.game_text("2"));
    let json = |env: &Env| -> serde_json::Value {
        serde_json::from_str(&env.run(&["stats", "--format", "json"]).ok().stdout).expect("json")
    };
    assert_eq!(json(&env)["players"].as_array().map(Vec::len), Some(5));
    env.run(&["players", "merge", "Anne", "Ann"]).ok();
    let stats = json(&env);
    assert_eq!(stats["players"].as_array().map(Vec::len), Some(4));
    let ann = stats["players"]
        .as_array()
        .and_then(|p| p.iter().find(|f| f["name"] == "Ann").cloned())
        .expect("Ann");
    assert_eq!(ann["games"], 2);
    let players = env.run(&["players"]).ok().stdout;
    assert!(players.contains("anne"), "{players}");
    let history = env.run(&["history", "--player", "ANN"]).ok().stdout;
    assert_eq!(history.matches("We (An").count(), 2, "{history}");
    assert_eq!((env.game_text("1"), env.game_text("2")), before);
    env.run(&["players", "merge", "Ann", "anne"])
        .refused("are the same name already");
}

/// A match, first to 2 games: each game's end shows the standing; the next game takes the
/// same sides and players; the match ends when a side has won 2; `canasta match` says so.
/// Each game: the winning side twice out with 4 natural and 3 mixed canastas 2900 + out 100
/// + four red threes 800 + 1000 = 4800 (seed 001), 9600 after two hands: past 5000.
#[test]
fn a_match_first_to_two() {
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
    let game = |env: &Env, winner: &str, loser: &str| -> String {
        let mut last = String::new();
        for _ in 0..2 {
            last = env
                .run(&[
                    "record",
                    &format!("{winner}: out 4n 3m 4r 1000"),
                    &format!("{loser}: 90 -40"),
                ])
                .ok()
                .stdout;
        }
        last.lines().last().unwrap_or_default().to_string()
    };
    // Points (seed 001, Classic): each hand We score going out 100 + 4 natural canastas
    // 2000 + 3 mixed 900 + 4 red threes 800 (all four: doubled) + 1000 melded = 4800,
    // twice: 9600; They 90 - 40 = 50, twice: 100.
    assert_eq!(
        game(&env, "We", "They"),
        "Match club: games won: We 1, They 0; points: We 9600, They 100 (first to 2; 1 played)."
    );
    env.run(&["new", "--match", "club"]).ok();
    assert!(
        env.run(&["show"])
            .ok()
            .stdout
            .contains("We (Ann, Cy) v They (Bob, Di)"),
        "the next game keeps the sides and players"
    );
    env.run(&["new", "--match", "club"])
        .refused("match club: game 2 is still in play; finish it first");
    assert_eq!(
        game(&env, "They", "We"),
        // They's 9600 and We's 100 more: 9700 each.
        "Match club: games won: We 1, They 1; points: We 9700, They 9700 (first to 2; 2 played)."
    );
    env.run(&["new", "--match", "club"]).ok();
    assert_eq!(
        game(&env, "We", "They"),
        // We's 9600 and They's 100 more: 19300 and 9800.
        "Match club: over; winner: We. Games won: We 2, They 1; points: We 19300, They 9800 (first to 2)."
    );
    assert_eq!(
        env.run(&["match", "club"]).ok().stdout,
        "Match club: over; winner: We. Games won: We 2, They 1; points: We 19300, They 9800 (first to 2).\n"
    );
    env.run(&["new", "--match", "club"])
        .refused("Start another match with a new name.");
    env.run(&["new", "--match", "other"])
        .refused("match other is new: say how it is won");
    env.run(&["match", "nope"])
        .refused("there is no match `nope`");
}

/// Found by trying it: a game of a match deleted leaves the match, which goes on; a backup
/// cut short is refused; two people who sat at one table cannot be merged; a start at or
/// past the target is refused; a name a spreadsheet would take for a formula is text.
#[test]
fn season_edges() {
    let env = Env::new();
    env.run(&[
        "new",
        "--match",
        "m",
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
    env.run(&["delete", "1", "--yes"]).ok();
    assert_eq!(
        env.run(&["match", "m"]).ok().stdout,
        "Match m: no game yet (first to 2).\n"
    );
    env.run(&["new", "--match", "m"]).ok();
    // The match and the merged names go along in a backup.
    env.run(&["players", "merge", "Anne", "Ann"]).ok();
    let whole = env.data().join("whole.yaml");
    env.run(&["export", "--all", "-o", whole.to_str().expect("utf-8")])
        .ok();
    let other = Env::new();
    other.run(&["import", whole.to_str().expect("utf-8")]).ok();
    assert_eq!(
        other.run(&["match", "m"]).ok().stdout,
        "Match m: games won: We 0, They 0; points: We 0, They 0 (first to 2; 0 played).\n"
    );
    assert!(
        std::fs::read_to_string(other.data().join("players.yaml"))
            .expect("merges restored")
            .contains("anne: Ann")
    );
    let backup = env.data().join("b.yaml");
    env.run(&["export", "--all", "-o", backup.to_str().expect("utf-8")])
        .ok();
    let text = std::fs::read_to_string(&backup).expect("backup");
    let cut = &text[..text.len() - 30];
    let cut_file = env.file("cut.yaml", cut);
    Env::new()
        .run(&["import", cut_file.to_str().expect("utf-8")])
        .refused("is cut short");
    let table = Env::new();
    table.classic();
    table
        .run(&["players", "merge", "Bob", "Di"])
        .refused("Bob and Di played at the same table");
    env.run(&["new", "--start", "We=5000"])
        .refused("at or past the game's 5000");
    let env = Env::new();
    env.run(&["new", "--side", "+SUM(1)", "--side", "They"])
        .ok();
    env.run(&["record", "+SUM(1): 90 -40", "They: 50"]).ok();
    let csv = env.run(&["export", "--format", "csv"]).ok().stdout;
    assert!(
        csv.contains("1,'+SUM(1) 1,'+SUM(1),90,-40,50,50\n"),
        "{csv}"
    );
}
