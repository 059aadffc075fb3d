//! Whole games through the binary, from `new` to the winner, for every Classic preset.
//! Each hand's score is worked out in the comment beside it (schedules of seed 001).

use crate::harness::{Env, pairs, totals};

fn rec(env: &Env, args: &str) {
    let mut v = vec!["record"];
    v.extend(args.split_whitespace());
    env.run(&v).ok();
}

#[test]
fn classic_four_player_game_to_the_winner() {
    let env = Env::new();
    env.classic();
    // H1 We: natural 500 + mixed 300 + out 100 + 350 + 1 red three 100 = 1350; They 120 - 65 = 55.
    rec(
        &env,
        "--out We --natural We=1 --mixed We=1 --melded We=350 --red-threes We=1 --melded They=120 --in-hand They=65",
    );
    // H2 They: 2 natural 1000 + concealed 200 + 290 + 2 red threes 200 = 1690;
    //    We: 90 - 120 - 50 (illegal pile take) = -80.  Totals We 1270, They 1745.
    rec(
        &env,
        "--out They --concealed --natural They=2 --melded They=290 --red-threes They=2 --melded We=90 --in-hand We=120 --penalty We:illegal_pile_take",
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 1270), ("They", 1745)]));
    assert_eq!(json["next_minimum"]["We"], 50);
    assert_eq!(json["next_minimum"]["They"], 90);
    // H3 We: 2 natural 1000 + 2 mixed 600 + out 100 + 600 + all four red threes 800 = 3100;
    //    They melded nothing: -210.  Totals We 4370, They 1535.
    rec(
        &env,
        "--out We --natural We=2 --mixed We=2 --melded We=600 --red-threes We=4 --in-hand They=210",
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 4370), ("They", 1535)]));
    assert_eq!(json["next_minimum"]["We"], 120);
    assert_eq!(json["next_minimum"]["They"], 90);
    // H4 They: mixed 300 + out 100 + 180 = 580; We: 250 - 45 + 100 - 100 (failed to go out) = 205.
    //    Totals We 4575, They 2115.
    rec(
        &env,
        "--out They --mixed They=1 --melded They=180 --melded We=250 --in-hand We=45 --red-threes We=1 --penalty We:failed_to_go_out",
    );
    assert_eq!(totals(&env.json()), pairs(&[("We", 4575), ("They", 2115)]));
    // H5 We: natural 500 + out 100 + 200 = 800; They: 150 - 30 + 200 = 320.
    //    Totals We 5375, They 2435: We reach 5000 and win by 2940.
    rec(
        &env,
        "--out We --natural We=1 --melded We=200 --melded They=150 --in-hand They=30 --red-threes They=2",
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 5375), ("They", 2435)]));
    assert_eq!(json["finished"], true);
    assert_eq!(json["winner"], "We");
    assert_eq!(json["margin"], 2940);
    let dealers: Vec<&str> = json["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["dealer"].as_str().unwrap())
        .collect();
    assert_eq!(dealers, ["Ann", "Bob", "Cy", "Di", "Ann"]);
    let sheet = env.run(&["show"]).ok().stdout;
    assert!(
        sheet.contains("Winner: We, with 5375 (by 2940)."),
        "{sheet}"
    );
}

#[test]
fn classic_two_player_game() {
    let env = Env::new();
    let id = env
        .run(&[
            "new",
            "--variant",
            "classic-2p",
            "--player",
            "Ann",
            "--player",
            "Bob",
            "--dealer",
            "Bob",
        ])
        .ok()
        .stdout;
    assert_eq!(id, "1\n");
    // H1 Ann: natural 500 + mixed 300 + out 100 + 260 = 1160; Bob 110 - 75 + 200 = 235.
    rec(
        &env,
        "--out Ann --natural Ann=1 --mixed Ann=1 --melded Ann=260 --melded Bob=110 --in-hand Bob=75 --red-threes Bob=2",
    );
    // H2 Bob: 2 natural 1000 + concealed 200 + 300 = 1500; Ann 140 - 90 + 100 = 150.
    rec(
        &env,
        "--out Bob --concealed --natural Bob=2 --melded Bob=300 --melded Ann=140 --in-hand Ann=90 --red-threes Ann=1",
    );
    assert_eq!(totals(&env.json()), pairs(&[("Ann", 1310), ("Bob", 1735)]));
    // H3 Ann: 3 natural 1500 + mixed 300 + out 100 + 700 + 3 red threes 300 = 2900; Bob 60 - 120 = -60.
    rec(
        &env,
        "--out Ann --natural Ann=3 --mixed Ann=1 --melded Ann=700 --red-threes Ann=3 --melded Bob=60 --in-hand Bob=120",
    );
    // H4 Ann: 500 + 300 + 100 + 300 = 1200; Bob 100 - 40 = 60.  Ann 5410, Bob 1735.
    rec(
        &env,
        "--out Ann --natural Ann=1 --mixed Ann=1 --melded Ann=300 --melded Bob=100 --in-hand Bob=40",
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("Ann", 5410), ("Bob", 1735)]));
    assert_eq!(json["winner"], "Ann");
    assert_eq!(json["margin"], 3675);
    assert_eq!(json["hands"][0]["dealer"], "Bob");
    assert_eq!(json["hands"][1]["dealer"], "Ann");
}

#[test]
fn classic_three_player_game() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-3p",
        "--side",
        "Ann",
        "--side",
        "Bob",
        "--side",
        "Cy",
    ])
    .ok();
    // H1 (seed 001 "Canasta for three players"), Ann alone:
    //   Ann: natural 500 + out 100 + 150 + red three 100 = 850.
    //   Partnership: mixed 300 + (100 + 30) - (40 + 25) = 365; Bob + his 2 red threes = 565; Cy 365.
    rec(
        &env,
        "--lone Ann --out Ann --natural Ann=1 --melded Ann=150 --red-threes Ann=1 --mixed Bob=1 --melded Bob=100 --in-hand Bob=40 --red-threes Bob=2 --melded Cy=30 --in-hand Cy=25",
    );
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", 850), ("Bob", 565), ("Cy", 365)])
    );
    // H2 Bob alone: 3 natural 1500 + mixed 300 + out 100 + 800 + four red threes 800 = 3500.
    //   Partnership Ann + Cy: (100 + 50) - (60 + 40) = 50 each.  Ann 900, Bob 4065, Cy 415.
    let h2 = "--lone Bob --out Bob --natural Bob=3 --mixed Bob=1 --melded Bob=800 --red-threes Bob=4 --melded Ann=100 --in-hand Ann=60 --melded Cy=50 --in-hand Cy=40";
    rec(&env, h2);
    let json = env.json();
    assert_eq!(
        totals(&json),
        pairs(&[("Ann", 900), ("Bob", 4065), ("Cy", 415)])
    );
    // Each player's minimum from their own total: 900 -> 50, 4065 -> 120, 415 -> 50.
    assert_eq!(json["next_minimum"]["Ann"], 50);
    assert_eq!(json["next_minimum"]["Bob"], 120);
    assert_eq!(json["next_minimum"]["Cy"], 50);
    // H3 nobody took the pile, stock ran out: each alone.
    //   Ann: -50 - 100 (red three, no meld) = -150; Bob 60 - 20 = 40; Cy 55 - 35 + 100 = 120.
    rec(
        &env,
        "--nobody-out --in-hand Ann=50 --red-threes Ann=1 --melded Bob=60 --in-hand Bob=20 --melded Cy=55 --in-hand Cy=35 --red-threes Cy=1",
    );
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", 750), ("Bob", 4105), ("Cy", 535)])
    );
    // H4 as H2: Bob 4105 + 3500 = 7605 >= 7500; Ann 800, Cy 585.  Bob wins by 6805.
    rec(&env, h2);
    let json = env.json();
    assert_eq!(
        totals(&json),
        pairs(&[("Ann", 800), ("Bob", 7605), ("Cy", 585)])
    );
    assert_eq!(json["winner"], "Bob");
    assert_eq!(json["margin"], 6805);
}

#[test]
fn classic_six_player_three_partnerships() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-6p",
        "--side",
        "A",
        "--side",
        "B",
        "--side",
        "C",
    ])
    .ok();
    // H1/H2 A: 2 natural 1000 + mixed 300 + out 100 + 700 + five red threes 1000 = 3100;
    //   B: 200 - 50 + 100 = 250; C melded nothing: -100.
    let h = "--out A --natural A=2 --mixed A=1 --melded A=700 --red-threes A=5 --melded B=200 --in-hand B=50 --red-threes B=1 --in-hand C=100";
    rec(&env, h);
    rec(&env, h);
    assert_eq!(
        totals(&env.json()),
        pairs(&[("A", 6200), ("B", 500), ("C", -200)])
    );
    // H3 A: 2 natural 1000 + out 100 + 300 + four red threes 400 = 1800 -> 8000 >= 7500;
    //   B 100 - 20 = 80 -> 580; C 50 - 30 + 200 = 220 -> 20.  A wins by 8000 - 580 = 7420.
    rec(
        &env,
        "--out A --natural A=2 --melded A=300 --red-threes A=4 --melded B=100 --in-hand B=20 --melded C=50 --in-hand C=30 --red-threes C=2",
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("A", 8000), ("B", 580), ("C", 20)]));
    assert_eq!(json["winner"], "A");
    assert_eq!(json["margin"], 7420);
}

#[test]
fn classic_six_player_two_teams_of_three() {
    let env = Env::new();
    env.run(&["new", "--variant", "classic-6p-teams-of-3"]).ok();
    // H1/H2 We: 3 natural 1500 + 2 mixed 600 + out 100 + 900 + six red threes 1200 = 4300;
    //   They 300 - 100 = 200.
    let h = "--out We --natural We=3 --mixed We=2 --melded We=900 --red-threes We=6 --melded They=300 --in-hand They=100";
    rec(&env, h);
    rec(&env, h);
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 8600), ("They", 400)]));
    assert_eq!(json["next_minimum"]["We"], 150); // 7000 or more: 150 (seed 001)
    // H3 We: 500 + 300 + 100 + 400 = 1300 -> 9900, not yet 10000; They 200 -> 600.
    rec(
        &env,
        "--out We --natural We=1 --mixed We=1 --melded We=400 --melded They=250 --in-hand They=50",
    );
    assert_eq!(env.json()["finished"], false);
    // Going out takes two canastas here (seed 001): one is refused.
    env.run(&[
        "record",
        "--out",
        "We",
        "--natural",
        "We=1",
        "--melded",
        "We=100",
        "--in-hand",
        "They=60",
    ])
    .refused("We went out with 1 canasta; classic-6p-teams-of-3 needs 2 to go out");
    // H4 We: natural 500 + mixed 300 + out 100 + 100 = 1000 -> 10900; They -60 -> 540.
    //   We win by 10360.
    rec(
        &env,
        "--out We --natural We=1 --mixed We=1 --melded We=100 --in-hand They=60",
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 10900), ("They", 540)]));
    assert_eq!(json["winner"], "We");
    assert_eq!(json["margin"], 10360);
}

/// After a change, the sheet ends with the last 12 hands and says how many came before;
/// `show` prints them all.
#[test]
fn a_long_game_prints_the_end_of_the_sheet_after_each_change() {
    let env = Env::new();
    env.classic();
    // Each hand: We meld 50 (+50), They hold 5 in hand (-5) (seed 001 card values).
    let hand = ["record", "--melded", "We=50", "--in-hand", "They=5"];
    for _ in 0..12 {
        env.run(&hand).ok();
    }
    let out = env.run(&hand).ok().stdout;
    assert!(
        out.contains("(1 hand earlier, not shown: `canasta show` has them all)"),
        "{out}"
    );
    assert!(!out.contains("│    1 ┆"), "{out}");
    assert!(out.contains("│    2 ┆ Bob"), "{out}");
    assert!(out.contains("│   13 ┆ Ann"), "{out}");
    // 13 x 50 = 650 and 13 x -5 = -65.
    assert!(out.contains("650"), "{out}");
    let shown = env.run(&["show"]).ok().stdout;
    assert!(shown.contains("│    1 ┆ Ann"), "{shown}");
    assert!(!shown.contains("earlier, not shown"), "{shown}");
}

/// A game file that no longer adds up (a hand edited by hand into one the rules refuse)
/// is reported with the hand at fault and the two ways to mend it; `edit` with that hand
/// and `drop` of that hand both mend it; the file is never rewritten by a refusal.
#[test]
fn a_game_that_does_not_add_up_names_its_hand_and_is_mended() {
    for mend in ["edit", "drop"] {
        let env = Env::new();
        env.classic();
        env.run(&["record", "We: 90 -40", "They: 50"]).ok();
        env.run(&["record", "We: 60", "They: 30 -5"]).ok();
        let path = env.game_file("1");
        let text = std::fs::read_to_string(&path).expect("game");
        // Hand 1's 90 becomes 92: not a multiple of 5.
        let broken = text.replacen("melded: 90", "melded: 92", 1);
        assert_ne!(broken, text);
        std::fs::write(&path, &broken).expect("write");
        env.run(&["show"]).refused(
            "correct hand 1 with `canasta edit 1 --game 1 ...`, or remove it with `canasta drop 1 --game 1`",
        );
        env.run(&["list"]).ok();
        assert_eq!(
            env.game_text("1"),
            broken,
            "a refusal never rewrites the file"
        );
        match mend {
            "edit" => {
                env.run(&["edit", "1", "We: 95 -40"]).ok();
                // Classic: We 95 - 40 = 55, then 60: 115; They 50, then 30 - 5 = 25: 75.
                assert_eq!(totals(&env.json()), pairs(&[("We", 115), ("They", 75)]));
            }
            _ => {
                let run = env.run(&["drop", "1"]).ok();
                assert!(
                    run.stdout
                        .contains("Removed hand 1 (it did not add up; the game adds up again)."),
                    "{}",
                    run.stdout
                );
                // Only hand 2 is left: We 60, They 25.
                assert_eq!(totals(&env.json()), pairs(&[("We", 60), ("They", 25)]));
            }
        }
    }
}
