//! The presets beyond Classic through the binary, and presets of one's own.

use crate::harness::{Env, pairs, totals};

fn rec(env: &Env, args: &str) -> crate::harness::Run {
    let mut v = vec!["record"];
    v.extend(args.split_whitespace());
    env.run(&v)
}

#[test]
fn a_full_american_game_from_new_to_the_winner() {
    // Every number from seed 001 "American Canasta: Scoring".
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "american",
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
    assert_eq!(env.json()["next_minimum"]["We"], 125);
    // Going out with one canasta is refused: American needs two.
    rec(
        &env,
        "--out We --natural We=1 --melded We=200 --melded They=100 --in-hand They=10",
    )
    .refused("We went out with 1 canasta; american needs 2 to go out");
    // H1 We: natural 500 + natural aces 2500 + out 100 + 450 melded
    //        + two red threes 300 + one black three 100 (two canastas: bonus) = 3950.
    //    They: mixed 300 - incomplete sevens 2500 + 200 - 85; one red three with one canasta: 0.
    //        = -2085.
    let run = rec(&env, "--out We --natural We=1 --canasta We:natural_aces=1 --melded We=450 --red-threes We=2 --black-threes We=1 --mixed They=1 --melded They=200 --in-hand They=85 --red-threes They=1 --incomplete They=sevens").ok();
    assert!(
        run.stdout
            .contains("1 red three, nothing: fewer than 2 canastas"),
        "{}",
        run.stdout
    );
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 3950), ("They", -2085)]));
    // 3000 to 4995: 155; negative: still 125.
    assert_eq!(json["next_minimum"]["We"], 155);
    assert_eq!(json["next_minimum"]["They"], 125);
    // H2 They go out with garbage, 2000 and nothing else.
    //    We: mixed 300 - 1500 (a player holding three aces) + 150 - 40 = -1090.
    rec(
        &env,
        "--special They=garbage --mixed We=1 --melded We=150 --in-hand We=40 --holding We:aces=1",
    )
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 2860), ("They", -85)]));
    // H3 We: wild twos 3000 + sevens 2500 + out 100 + 600 + four red threes 1000 = 7200.
    //    They, no canasta: -120 melded - 30 in hand - two black threes 300 = -450.
    rec(&env, "--out We --canasta We:wild_twos=1 --canasta We:natural_sevens=1 --melded We=600 --red-threes We=4 --melded They=120 --in-hand They=30 --black-threes They=2").ok();
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 10060), ("They", -535)]));
    assert_eq!(json["finished"], true);
    assert_eq!(json["winner"], "We");
    assert_eq!(json["margin"], 10595);
    assert_eq!(json["target"], 8500);
}

#[test]
fn every_preset_can_be_shown_and_started() {
    let env = Env::new();
    for variant in [
        "classic",
        "classic-2p",
        "classic-3p",
        "classic-6p",
        "classic-6p-teams-of-3",
        "classic-wild-melds",
        "american",
        "viennese",
        "canadian",
        "samba",
        "bolivia",
        "hoyle-2p",
    ] {
        let shown = env.run(&["variants", "show", variant]).ok().stdout;
        assert!(shown.contains(variant), "{shown}");
        env.run(&["new", "--variant", variant]).ok();
        assert_eq!(env.json()["variant"], variant);
    }
    let bolivia = env.run(&["variants", "show", "bolivia"]).ok().stdout;
    assert!(
        bolivia.contains("needs 2 canastas (at least 1 escalera)"),
        "{bolivia}"
    );
    assert!(bolivia.contains("-100 each"), "{bolivia}");
}

#[test]
fn viennese_and_canadian_entries() {
    let env = Env::new();
    env.run(&["new", "--variant", "viennese"]).ok();
    // seed 001 Viennese: hand canasta 1000. We: 500 + 1000 + 120 = 1620;
    // They, no canasta: 200 - 30 - red three 100 = 70.
    rec(&env, "--out We --hand-canasta --natural We=1 --melded We=120 --melded They=200 --in-hand They=30 --red-threes They=1").ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 1620), ("They", 70)]));
    let env = Env::new();
    env.run(&["new", "--variant", "canadian"]).ok();
    rec(
        &env,
        "--out We --natural We=3 --melded We=300 --melded They=100",
    )
    .refused("We: went out with 0 wild canastas; canadian needs at least 1 to go out");
    // We: 2 natural 600 + wild 300 + out 100 + 400 = 1400; They: 100 - 20 - 2 x 100 = -120.
    rec(&env, "--out We --natural We=2 --canasta We:wild=1 --melded We=400 --melded They=100 --in-hand They=20 --black-threes-in-hand They=2").ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 1400), ("They", -120)]));
}

const OURS: &str = "\
extends: classic
description: Classic to 3000 with a bigger concealed bonus
target: 3000
going_out: {concealed_bonus: 300}
";

#[test]
fn a_preset_of_your_own_by_path_and_by_name() {
    let env = Env::new();
    let file = env.file("ours.yaml", OURS);
    let checked = env
        .run(&["variants", "check", file.to_str().unwrap()])
        .ok()
        .stdout;
    assert!(checked.contains("a good preset, `ours`"), "{checked}");
    assert!(checked.contains("3000 or more"), "{checked}");
    // By path (relative to the working directory).
    env.run(&["new", "--variant", "./ours.yaml"]).ok();
    // Concealed 300 instead of 200: 500 + 300 + 120 = 920.
    rec(
        &env,
        "--out We --concealed --natural We=1 --melded We=120 --melded They=50",
    )
    .ok();
    let json = env.json();
    assert_eq!(json["variant"], "ours");
    assert_eq!(json["target"], 3000);
    assert_eq!(totals(&json), pairs(&[("We", 920), ("They", 50)]));
    // By name, from the config directory's presets folder.
    let config = env.data().join("config");
    std::fs::create_dir_all(config.join("presets")).unwrap();
    std::fs::write(config.join("presets").join("ours.yaml"), OURS).unwrap();
    let with_config = |args: &[&str]| {
        let out = env
            .cmd()
            .env("CANASTA_CONFIG_DIR", &config)
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, listed, _) = with_config(&["variants"]);
    assert_eq!(code, Some(0));
    assert!(listed.contains("(yours) Classic to 3000"), "{listed}");
    let (code, _, _) = with_config(&["new", "--variant", "ours"]);
    assert_eq!(code, Some(0));
    let (_, min, _) = with_config(&["min", "--variant", "ours", "1500"]);
    assert_eq!(min, "90\n");
    // The game keeps its rules: changing the preset later changes nothing already played.
    std::fs::write(
        config.join("presets").join("ours.yaml"),
        OURS.replace("3000", "4000"),
    )
    .unwrap();
    assert_eq!(env.json()["target"], 3000);
}

#[test]
fn a_bad_preset_is_refused_with_the_field_named() {
    let env = Env::new();
    let typo = env.file("typo.yaml", "extends: classic\ntargte: 3000\n");
    env.run(&["variants", "check", typo.to_str().unwrap()])
        .refused("unknown field `targte`");
    let nested = env.file("nested.yaml", "extends: classic\ngoing_out: {bonsu: 150}\n");
    env.run(&["variants", "check", nested.to_str().unwrap()])
        .refused("going_out: unknown field `bonsu`");
    let unsorted = env.file(
        "unsorted.yaml",
        "extends: classic\ninitial_meld: [{from: null, min: 15}, {from: 3000, min: 120}, {from: 1500, min: 90}]\n",
    );
    env.run(&["variants", "check", unsorted.to_str().unwrap()])
        .refused(
            "field `initial_meld[2].from`: is 1500; bands must be in increasing order of `from`",
        );
    // Maps merge key by key, so this adds a count the packs cannot hold.
    let threes = env.file(
        "threes.yaml",
        "extends: classic\nred_threes: {by_count: {5: 900}}\n",
    );
    env.run(&["variants", "check", threes.to_str().unwrap()])
        .refused("field `red_threes.by_count`: lists 5 red threes; the decks hold 1 to 4");
    let own = env.file("own.yaml", "name: own\ntarget: 3000\n");
    env.run(&["variants", "check", own.to_str().unwrap()])
        .refused("missing field");
    let base = env.file("base.yaml", "extends: classik\n");
    env.run(&["variants", "check", base.to_str().unwrap()])
        .refused("unknown variant `classik`");
    env.run(&["new", "--variant", "./typo.yaml"])
        .refused("unknown field `targte`");
    assert!(!env.game_file("1").exists());
}

/// Every kind, penalty and special hand of a rules table reads in one shape: words, not
/// the preset's keys beside them (issue 45: `wild_twos: 3000` beside `mixed: 300`).
#[test]
fn a_rules_table_names_every_kind_in_words() {
    let env = Env::new();
    let shown = env.run(&["variants", "show", "american-tournament"]).ok();
    for said in [
        "wild twos: 3000 - seven twos",
        "natural aces: 2500 - pure aces",
        "wild four jokers: -2500",
        "failed to go out: -100",
        "pairs wild: 2000",
    ] {
        assert!(shown.stdout.contains(said), "{said}: {}", shown.stdout);
    }
    let rows: Vec<&str> = shown.stdout.lines().filter(|l| l.contains('_')).collect();
    assert!(rows.is_empty(), "{rows:?}");
}
