//! The Burraco family from the command line: a Brazilian hand written as cards, the
//! referee's refusals (exit 2, the game file untouched), the pile never frozen, a
//! tournament match of 3 deals turned into victory points at a band's edge, and Italian
//! words on a line.
//!
//! Numbers: the research notes' formula (burraco.md §7; docs/SOURCES.md "Burraco and
//! Buraco"): burraco bonuses + closing 100 + card points melded − card points in hand −
//! 100 for a pot never taken.

use crate::harness::{Env, pairs, totals};

fn burraco(env: &Env, variant: &str) {
    env.run(&["new", "--variant", variant]).ok();
}

#[test]
fn a_buraco_hand_written_as_cards() {
    let env = Env::new();
    burraco(&env, "buraco-fechado");
    // [PAGAT-BURACO] values: joker 20, two 10, ace 15, K-8 10, 7-3 5.
    // We: hA-7 is a clean run of seven, ace low with its natural two: 15 + 10 + 5x5 = 50
    //   (limpa 200); QQ* is 10 + 10 + 20 = 40. Bateu: 200 + 100 + 90 = 390.
    // They: 333 written with suits, 15; hands K74 and 55: 20 + 10 = 30; the morto never
    //   taken: 15 - 30 - 100 = -115.
    env.run(&["record", "We: out hA-7 QQ*", "They: 3h3s3c h:K74 h:55 np"])
        .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 390), ("They", -115)]));
}

#[test]
fn the_referee_refuses_what_the_family_forbids_and_saves_nothing() {
    let env = Env::new();
    burraco(&env, "burraco-internazionale");
    let before = env.game_text("1");
    // [FIBUR-INT-2016]: closing needs a clean burraco.
    env.run(&["record", "We: out 1d 300", "They: 200 -15"])
        .refused("needs at least 1 to go out");
    // [EB-CHIUS]: closing needs the pozzetto.
    env.run(&["record", "We: out 1c 300 np", "They: 200 -15"])
        .refused("went out without having taken the pot");
    // [EB-INT]: sets of aces and threes only.
    env.run(&["record", "We: out KKKKKKK 3h4h5h", "They: 200 -15"])
        .refused("KKKKKKK");
    // Two wild cards in one meld (research §1: at most one).
    env.run(&["record", "We: 5h6h2*", "They: 200 -15"])
        .refused("at most one wild card");
    // Threes are ordinary cards: there are no red threes to lay out.
    env.run(&[
        "record",
        "--red-threes",
        "We=1",
        "--melded",
        "We=100",
        "--melded",
        "They=100",
    ])
    .refused("threes are ordinary cards");
    assert_eq!(env.game_text("1"), before);
}

#[test]
fn the_pile_is_never_frozen() {
    let env = Env::new();
    burraco(&env, "burraco");
    // A wild card on top would freeze a Classic pile; Burraco's is always taken whole
    // ([BURACO-PLUS], research §1 "Discard pile").
    let run = env
        .run(&["check", "pile", "--top", "2", "--hand", "K"])
        .ok();
    assert!(run.stdout.contains("always taken whole"), "{}", run.stdout);
}

#[test]
fn a_tournament_match_of_three_deals_at_a_band_edge() {
    let env = Env::new();
    burraco(&env, "burraco-tournament");
    // Deal 1: We 200 + 100 + 300 = 600; They 100 + 200 - 45 = 255.
    // Deal 2: We 100 + 100 - 10 = 190; They 200 + 100 + 300 = 600.
    // Deal 3: We 200 + 100 + 325 = 625; They 100 + 150 - 55 = 195.
    // Match points: We 1415, They 1050; difference 365, just past 350: the band 355-500
    // of the 3-deal table ([PUNTIB-VP] [EB-VP]) gives 14 and 6.
    for (we, they) in [
        ("We: out 1c 300", "They: 1d 200 -45"),
        ("We: 1d 100 -10", "They: out 1c 300"),
        ("We: out 1c 325", "They: 1d 150 -55"),
    ] {
        env.run(&["record", we, they]).ok();
    }
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 1415), ("They", 1050)]));
    assert_eq!(json["victory_points"]["We"], 14);
    assert_eq!(json["victory_points"]["They"], 6);
    let show = env.run(&["show"]).ok();
    assert!(
        show.stdout
            .contains("Victory points: We 14, They 6 (difference 365)."),
        "{}",
        show.stdout
    );
}

#[test]
fn italian_words_on_a_line() {
    let env = Env::new();
    burraco(&env, "burraco");
    // pulito 200 + sporco 100 + chiusura 100 + 420 - 20 = 800; senza pozzetto (np):
    // sporco 100 + 150 - 85 - 100 = 65.
    let run = env
        .cmd()
        .env("CANASTA_LANG", "it")
        .args([
            "record",
            "We: chiusura 1pulito 1sporco 420 -20",
            "They: np 1sporco 150 -85",
        ])
        .output()
        .expect("runs");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(out.contains("pozzetto non preso"), "{out}");
    assert_eq!(totals(&env.json()), pairs(&[("We", 800), ("They", 65)]));
}

/// Three players: the pair's pot is a fact of its shared line ([EB-3P]: the pair shares
/// the pozzetto of 11). Bob alone: pulito 200 + sporco 100 + closing 100 + 305 = 705.
/// Ann and Cy never took theirs: 40 melded - (100 + 55) in hand - 100 = -215; half each,
/// rounded up (toward the higher score): -107. Going out without it is refused.
#[test]
fn three_players_the_pairs_pot_is_on_its_shared_line() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "burraco-3p",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
    ])
    .ok();
    env.run(&[
        "record",
        "--lone",
        "Bob",
        "Bob: out 1c 1d 305",
        "Ann + Cy: np 40",
        "Ann: -100",
        "Cy: -55",
    ])
    .ok();
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", -107), ("Bob", 705), ("Cy", -107)])
    );
    assert!(env.game_text("1").contains("pot: not_taken"));
    let before = env.game_text("1");
    env.run(&[
        "record",
        "--lone",
        "Bob",
        "Bob: 1c 1d 305 -10",
        "Ann + Cy: out np 1c 300",
        "Ann: -20",
        "Cy: 0",
    ])
    .refused("went out without having taken the pot");
    assert_eq!(env.game_text("1"), before);
}

/// `check out` reads the side's melds as the form's sets and runs: STBL goes out only with
/// a clean canastra ([JOGATINA-STBL]); 5h..Jh is clean, 5h..Th2 (the curinga at the end)
/// is dirty in Brazil (no semi-clean). Internazionale makes no set of kings ([EB-INT]).
/// `check pile` takes the family's cards (`3h`, `2h`).
/// An unknown word on a Buraco STBL line (a variant of runs only) is answered with cards
/// written as a run, as STBL melds them (issue 45: `KKKKKKK QQ2` is a set); Classic's
/// answer keeps the set.
#[test]
fn an_unknown_word_shows_cards_as_the_variant_melds_them() {
    let env = Env::new();
    burraco(&env, "buraco-stbl");
    let run = env.run(&["record", "We: zz", "They: 0"]).refused("zz");
    assert!(run.stderr.contains("(h5-J, h:K74)"), "{}", run.stderr);
    assert!(!run.stderr.contains("KKKKKKK"), "{}", run.stderr);
    let classic = Env::new();
    classic.run(&["new"]).ok();
    let run = classic.run(&["record", "We: zz", "They: 0"]).refused("zz");
    assert!(
        run.stderr.contains("(KKKKKKK QQ2, h:K74)"),
        "{}",
        run.stderr
    );
}

/// Brazilian Buraco's pot is the morto in Italian and German too (issue 45): the rules
/// table names it so, and Italian Burraco's stays the pozzetto.
#[test]
fn a_buraco_pot_is_a_morto_in_every_language() {
    let env = Env::new();
    let it = env
        .run(&["--lang", "it", "variants", "show", "buraco-stbl"])
        .ok();
    assert!(it.stdout.contains("aver preso il morto"), "{}", it.stdout);
    assert!(!it.stdout.contains("pozzetto"), "{}", it.stdout);
    let de = env
        .run(&["--lang", "de", "variants", "show", "buraco-stbl"])
        .ok();
    assert!(de.stdout.contains("Stapel (Morto)"), "{}", de.stdout);
    assert!(!de.stdout.contains("Pozzetto"), "{}", de.stdout);
    let burraco = env
        .run(&["--lang", "it", "variants", "show", "burraco"])
        .ok();
    assert!(
        burraco.stdout.contains("aver preso il pozzetto"),
        "{}",
        burraco.stdout
    );
}

#[test]
fn rules_questions_read_the_familys_cards() {
    let env = Env::new();
    let yes = env
        .run(&[
            "check",
            "out",
            "--variant",
            "buraco-stbl",
            "--table",
            "5h6h7h8h9hThJh QhKhAh",
        ])
        .ok();
    assert!(yes.stdout.starts_with("Yes"), "{}", yes.stdout);
    let no = env.run(&[
        "check",
        "out",
        "--variant",
        "buraco-stbl",
        "--table",
        "5h6h7h8h9hTh2 QhKhAh",
    ]);
    assert_eq!(no.code, 1, "{}", no.stdout);
    assert!(
        no.stdout.contains("needs at least 1 clean"),
        "{}",
        no.stdout
    );
    env.run(&[
        "check",
        "out",
        "--variant",
        "burraco-internazionale",
        "--table",
        "KKKKKKK",
    ])
    .refused("sets are made only of A 3");
    // Without the pot, no ([EB-CHIUS] Art. 16), exit 1.
    let no_pot = env.run(&[
        "check",
        "out",
        "--variant",
        "buraco-fechado",
        "--table",
        "5h6h7h8h9hThJh",
        "--no-pot",
    ]);
    assert_eq!(no_pot.code, 1, "{}", no_pot.stdout);
    assert!(no_pot.stdout.contains("taken its pot"), "{}", no_pot.stdout);
    let pile = env
        .run(&[
            "check",
            "pile",
            "--variant",
            "burraco",
            "--top",
            "3h",
            "--hand",
            "3c3s",
        ])
        .ok();
    assert!(
        pile.stdout.contains("always taken whole"),
        "{}",
        pile.stdout
    );
}

/// No minimum in the family: `canasta min` answers 0 without a score. A kind named on a
/// flag in the player's language (`limpa`) is read as a line's word is.
#[test]
fn no_minimum_and_kinds_named_in_portuguese() {
    let env = Env::new();
    let min = env.run(&["min", "--variant", "burraco"]).ok();
    assert_eq!(min.stdout.trim(), "0");
    let out = env
        .cmd()
        .env("CANASTA_LANG", "pt-BR")
        .args([
            "check",
            "out",
            "--variant",
            "buraco-aberto",
            "--canasta",
            "limpa=1",
        ])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Sim"));
}

/// The pot by flag, as on a line: `--pot They=not_taken` is `np` (research §7: -100).
/// We: 1 clean 200 + closing 100 + 300 melded = 600; They: 150 - 20 - 100 = 30.
#[test]
fn the_pot_by_flag() {
    let env = Env::new();
    burraco(&env, "burraco");
    env.run(&[
        "record",
        "--out",
        "We",
        "--canasta",
        "We:clean=1",
        "--melded",
        "We=300",
        "--melded",
        "They=150",
        "--in-hand",
        "They=20",
        "--pot",
        "They=nope",
    ])
    .refused("say not_taken, unplayed");
    env.run(&[
        "record",
        "--out",
        "We",
        "--canasta",
        "We:clean=1",
        "--melded",
        "We=300",
        "--melded",
        "They=150",
        "--in-hand",
        "They=20",
        "--pot",
        "They=not_taken",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 600), ("They", 30)]));
    // No minimum in the family: the sheet's next-hand line says nothing of one (issue
    // 32, item 4: not "We 0, They 0", nor "Initial meld: none" on every hand).
    let show = env.run(&["show"]).ok();
    assert!(!show.stdout.contains("Initial meld"), "{}", show.stdout);
    assert!(show.stdout.contains("Hand 2: "), "{}", show.stdout);
    assert!(show.stdout.contains("Game: 2005."), "{}", show.stdout);
}

/// The game's own words (a preset's `words`) are taken in an English session too: an
/// Italian table typing `chiusura 1pulito 1sporco` and `senza_pozzetto` ([EB-PUNTI]:
/// 200 + 100 + 100 + 420 - 20 = 800; 100 + 150 - 85 - 100 = 65), a Brazilian one `batida
/// 1limpa` and `sem_morto` ([GV-BURACO]: 200 + 100 + 300 = 600; 150 - 20 - 100 = 30).
#[test]
fn the_games_own_words_in_an_english_session() {
    let env = Env::new();
    burraco(&env, "burraco");
    env.run(&[
        "record",
        "We: chiusura 1pulito 1sporco 420 -20",
        "They: senza_pozzetto 1sporco 150 -85",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 800), ("They", 65)]));
    let env = Env::new();
    burraco(&env, "buraco-fechado");
    env.run(&["record", "We: batida 1limpa 300", "They: sem_morto 150 -20"])
        .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 600), ("They", 30)]));
}

/// Burraco for three, everyone alone ([EB-3P]: three pozzetti of 11 once a player reaches
/// 1000): Ann closed with 1 pulito and 300 melded, 200 + 100 + 300 = 600; Bob 150 - 20 =
/// 130; Cy never took his pot: 60 - 35 - 100 = -75. Nobody is named alone, nobody halved.
#[test]
fn three_players_everyone_alone() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "burraco-3p",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
    ])
    .ok();
    env.run(&["record", "Ann: out 1c 300", "Bob: 150 -20", "Cy: np 60 -35"])
        .ok();
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", 600), ("Bob", 130), ("Cy", -75)])
    );
}

/// A club's match of two tournament games ([PUNTIB-VP] 3-deal table). Game 1: We 600 +
/// 90 + 90 = 780, They 760: 20 apart, 10-10, a draw however many match points. Game 2:
/// We 780, They 170 + 210 + 180 = 560: 220 apart, 12-8. The match: games won We 1, They 0;
/// victory points We 22, They 18: We win it.
#[test]
fn a_match_of_tournament_games_is_decided_by_victory_points() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "burraco-tournament",
        "--match",
        "club",
        "--games",
        "2",
    ])
    .ok();
    for (they_first, they_rest) in [
        ("They: 1d 300 -30", "They: 210"),
        ("They: 1d 100 -30", "They: 210"),
    ] {
        env.run(&["record", "We: out 1c 300", they_first]).ok();
        env.run(&["record", "We: 90", they_rest]).ok();
        env.run(&["record", "We: 90", "They: 180"]).ok();
        env.run(&["new", "--match", "club"]);
    }
    let standing = env.run(&["match", "club", "--format", "json"]).ok();
    let json: serde_json::Value = serde_json::from_str(&standing.stdout).expect("json");
    assert_eq!(json["victory_points"]["We"], 22, "{json}");
    assert_eq!(json["victory_points"]["They"], 18, "{json}");
    assert_eq!(json["won"]["We"], 1, "{json}");
    assert_eq!(json["won"]["They"], 0, "{json}");
    assert_eq!(json["winner"], "We", "{json}");
}

/// Issue 32, item 3: the README's (and the Italian presets' comments') way to play
/// Burraco without the semipulito: a preset extending `burraco` with `canastas:
/// {semi_clean: null}` and `melds: {runs: {semi_clean: false}}`. It loads (the inherited
/// words for the kind removed go with it), a run with the wild card at its end is a
/// dirty burraco, and the word `semipulito` means nothing on a line. Numbers (FIBUR,
/// docs/SOURCES.md "Burraco and Buraco"): a clean burraco 200 + closing 100 + 200
/// melded = 500; the other side 100 melded - 50 in hand = 50. The run 5h..Jh with the
/// 2c standing for the Qh is a dirty burraco (the wild card at its end no longer makes
/// it semi-clean).
#[test]
fn burraco_without_the_semipulito_as_the_readme_writes_it() {
    let env = Env::new();
    let presets = env.data().join("config").join("presets");
    std::fs::create_dir_all(&presets).expect("presets dir");
    std::fs::write(
        presets.join("burraco-no-semi.yaml"),
        "extends: burraco\nname: burraco-no-semi\ncanastas: {semi_clean: null}\nmelds: {runs: {semi_clean: false}}\n",
    )
    .expect("write");
    let config = env.data().join("config").display().to_string();
    let run = |args: &[&str]| {
        let mut all = vec!["--config-dir", config.as_str()];
        all.extend_from_slice(args);
        env.run(&all)
    };
    run(&["new", "--variant", "burraco-no-semi"]).ok();
    run(&[
        "record",
        "We: out 1 semipulito 1 pulito 200",
        "They: 100 -50",
    ])
    .refused("`semipulito` means nothing in burraco-no-semi");
    assert!(env.json()["hands"].as_array().is_some_and(Vec::is_empty));
    run(&["record", "We: out 1 pulito 200", "They: 100 -50"]).ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 500), ("They", 50)]));
    let said = run(&[
        "check",
        "meld",
        "--variant",
        "burraco-no-semi",
        "5h6h7h8h9hThJh2c",
    ])
    .ok()
    .stdout;
    assert!(said.contains("a dirty burraco"), "{said}");
    // Words the preset gives itself must still name something it has.
    std::fs::write(
        presets.join("burraco-own-word.yaml"),
        "extends: burraco\nname: burraco-own-word\ncanastas: {semi_clean: null}\nmelds: {runs: {semi_clean: false}}\nwords: {semi_clean: [semi]}\n",
    )
    .expect("write");
    run(&["new", "--variant", "burraco-own-word"])
        .refused("names `semi_clean`, which this preset has nothing called");
}

/// Issue 32, item 4: `check meld` names a house kind as the preset pays it. A Buraco
/// house preset with a canastra de 1000 (a clean run of 14, ace to ace) calls the
/// 14-card run by that kind and its bonus, not "a clean burraco". Its card points by
/// Buraco's values (ace 15, two 10, K to 8 10, 7 to 3 5; docs/SOURCES.md "Burraco and
/// Buraco"): two aces 30 + the two 10 + K Q J T 9 8 60 + 7 6 5 4 3 25 = 125.
#[test]
fn check_meld_names_a_house_kind_as_the_preset_pays_it() {
    let env = Env::new();
    let presets = env.data().join("config").join("presets");
    std::fs::create_dir_all(&presets).expect("presets dir");
    std::fs::write(
        presets.join("buraco-mil.yaml"),
        "extends: buraco-stbl\nname: buraco-mil\ncanastas:\n  de_mil: {bonus: 1000, makeup: clean, shape: run, cards: 14}\n",
    )
    .expect("write");
    let config = env.data().join("config").display().to_string();
    let said = env
        .run(&[
            "--config-dir",
            &config,
            "check",
            "meld",
            "--variant",
            "buraco-mil",
            "AhKhQhJhTh9h8h7h6h5h4h3h2hAh",
        ])
        .ok()
        .stdout;
    assert!(
        said.contains("the house kind de mil (+1000); 125 points"),
        "{said}"
    );
    assert!(!said.contains("a clean burraco"), "{said}");
    // Without the house kind, the same run is the plain clean kind.
    let plain = env
        .run(&[
            "check",
            "meld",
            "--variant",
            "buraco-stbl",
            "AhKhQhJhTh9h8h7h6h5h4h3h2hAh",
        ])
        .ok()
        .stdout;
    assert!(plain.contains("a clean burraco"), "{plain}");
}

/// Issue 32, item 4: `stats` over Burraco games has no red-threes column (threes are
/// ordinary cards there); over a Classic game with red threes it has. The Burraco hand:
/// a clean burraco 200 + closing 100 + 200 melded = 500 (FIBUR); the Classic hand (Pagat,
/// seed 001): one natural (500) and one mixed (300) canasta, two red threes (200), 420
/// melded, 35 in hand, out 100: 1485.
#[test]
fn stats_name_no_red_threes_where_the_form_has_none() {
    let env = Env::new();
    env.run(&["new", "--variant", "burraco"]).ok();
    env.run(&["record", "We: out 1 pulito 200", "They: 100 -50"])
        .ok();
    let said = env.run(&["stats"]).ok().stdout;
    assert!(said.contains("500"), "{said}");
    assert!(!said.contains("red threes"), "{said}");
    env.run(&["new", "--variant", "classic"]).ok();
    env.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    let said = env.run(&["stats"]).ok().stdout;
    assert!(said.contains("red threes"), "{said}");
    assert!(said.contains("1485"), "{said}");
}

/// Issue 32, item 4: `stats` over Burraco games says Burraco's words: the column is
/// the burrachi (Italian), each kind agreeing with *burraco* (`pulito`, not Canasta's
/// `pulita`); over a Classic game the same column is the canaste. Burraco hand: a clean
/// burraco 200 + closing 100 + 200 melded = 500 (FIBUR).
#[test]
fn stats_say_the_games_own_words() {
    let env = Env::new();
    env.run(&["new", "--variant", "burraco"]).ok();
    env.run(&["record", "We: out 1 pulito 200", "They: 100 -50"])
        .ok();
    let said = env.run(&["--lang", "it", "stats"]).ok().stdout;
    assert!(said.contains("burrachi"), "{said}");
    assert!(said.contains("1 pulito"), "{said}");
    assert!(!said.contains("canaste"), "{said}");
    env.run(&["new", "--variant", "classic"]).ok();
    env.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    // A mix of Burraco and Canasta: Canasta's column name.
    let said = env.run(&["--lang", "it", "stats"]).ok().stdout;
    assert!(said.contains("canaste"), "{said}");
}

/// In Italian, a table without the semipulito (house rules: `canastas: {semi_clean:
/// null}`): `1sp`, Italian's code for the semipulito, is refused as a thing these rules
/// have not (exit 2, nothing saved), never read as `sporco` (a dirty burraco, 100), the
/// word it begins; in Classic it is refused the same way, never a mixed canasta
/// (`sporca`). With the semipulito (Burraco as FIBUR plays it) `1sp` is one: closing 100
/// + semipulito 150 + 200 melded = 450 (FIBUR, docs/SOURCES.md "Burraco and Buraco").
#[test]
fn an_italian_code_of_a_kind_the_rules_have_not_is_refused() {
    let env = Env::new();
    let presets = env.data().join("config").join("presets");
    std::fs::create_dir_all(&presets).expect("presets dir");
    std::fs::write(
        presets.join("burraco-no-semi.yaml"),
        "extends: burraco\nname: burraco-no-semi\ncanastas: {semi_clean: null}\nmelds: {runs: {semi_clean: false}}\n",
    )
    .expect("write");
    let config = env.data().join("config").display().to_string();
    let run = |args: &[&str]| {
        let mut all = vec!["--config-dir", config.as_str()];
        all.extend_from_slice(args);
        env.run(&all)
    };
    for variant in ["burraco-no-semi", "classic"] {
        run(&["new", "--variant", variant]).ok();
        let name = if variant == "classic" {
            "Canasta classica"
        } else {
            variant
        };
        run(&["--lang", "it", "record", "We: c 1sp 200", "They: 100 -50"])
            .refused(&format!("`1sp` è semipulito, che {name} non ha"));
        assert!(env.json()["hands"].as_array().is_some_and(Vec::is_empty));
    }
    run(&["new", "--variant", "burraco"]).ok();
    run(&["--lang", "it", "record", "We: c 1sp 200", "They: 100 -50"]).ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 450), ("They", 50)]));
}
