//! `canasta record "We: out 1n 1m 2r 420 -35" "They: 90 -40"`: a side's whole result on
//! one line, scored and saved exactly as the flags do.

use crate::harness::{Env, pairs, totals};

/// The lines and the flags save the same hand (the same `hands:` in the file).
#[test]
fn a_hand_as_lines_is_the_hand_as_flags() {
    let lines = Env::new();
    lines.classic();
    lines
        .run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    let flags = Env::new();
    flags.classic();
    flags
        .run(&[
            "record",
            "--out",
            "We",
            "--natural",
            "We=1",
            "--mixed",
            "We=1",
            "--red-threes",
            "We=2",
            "--melded",
            "We=420",
            "--in-hand",
            "We=35",
            "--melded",
            "They=90",
            "--in-hand",
            "They=40",
        ])
        .ok();
    // Classic (docs/SOURCES.md, seed 001 "Classic Canasta", scoring): We natural 500 +
    // mixed 300 + going out 100 + two red threes 200 + 420 melded - 35 in hand = 1485;
    // They 90 - 40 = 50.
    assert_eq!(totals(&lines.json()), pairs(&[("We", 1485), ("They", 50)]));
    assert_eq!(totals(&flags.json()), totals(&lines.json()));
    let hands = |env: &Env| {
        let text = env.game_text("1");
        text[text.find("hands:").expect("hands")..].to_string()
    };
    assert_eq!(hands(&lines), hands(&flags));
}

/// Names are matched without regard to case; the order of the lines does not matter; a
/// flag adds to a line (here the note).
#[test]
fn lines_in_any_order_with_flags() {
    let env = Env::new();
    env.classic();
    env.run(&[
        "record",
        "they: concealed 2n 1r 300",
        "WE: 50 -120 1u",
        "--note",
        "Di forgot a red three",
    ])
    .ok();
    // They: concealed 200 + 2 natural 1000 + red three 100 + 300 = 1600. We: 50 - 120 -
    // undeclared red three 500 = -570 (seed 001: "each red three ... left in hand: -500").
    assert_eq!(totals(&env.json()), pairs(&[("We", -570), ("They", 1600)]));
    assert!(env.game_text("1").contains("note: Di forgot a red three"));
}

/// A bad token is pointed at, exit 2, and the game file is exactly as it was.
#[test]
fn a_bad_line_is_refused_at_its_token_and_nothing_changes() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: 90 -40", "They: 50"]).ok();
    let before = env.game_text("1");
    let run = env
        .run(&["record", "We: out 1n 1x 420", "They: 90"])
        .refused("We's line:\nout 1n 1x 420\n       ^^ `1x` means nothing in classic");
    assert!(run.stderr.contains("n natural"), "{}", run.stderr);
    env.run(&["record", "out 1n 420", "They: 90"])
        .refused("does not say whose line it is; put the side's name and a colon first, e.g. \"We: out 1n 420\"");
    env.run(&["record", "Us: out 1n 420", "They: 90"])
        .refused("`Us` is not in this game; the sides are: We, They");
    env.run(&["record", "We: 90 95", "They: 90"])
        .refused("`95`: the points melded given twice on one line");
    // The referee's refusals reach a line too: going out needs a canasta in Classic.
    env.run(&["record", "We: out 420", "They: 90"])
        .refused("canasta");
    // A side left out.
    env.run(&["record", "We: out 1n 420"])
        .refused("no result for They");
    assert_eq!(env.game_text("1"), before);
}

/// `edit N "They: ..."` changes only what the line names, as table mode's "Change They"
/// does (`-45` only the points in hand); `=` first replaces the side's whole result; who
/// went out moves with a line that says `out`. Numbers from seed 001 (pagat, Classic):
/// natural canasta 500, mixed 300, going out 100.
#[test]
fn edit_a_side_with_a_line() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: out 1n 420 -35", "They: 90 -40"])
        .ok();
    // We 500 + 100 + 420 - 35 = 985; They 90 - 40 = 50.
    assert_eq!(totals(&env.json()), pairs(&[("We", 985), ("They", 50)]));
    env.run(&["edit", "1", "They: -45"]).ok();
    // Only They's points in hand change: 90 - 45 = 45 (the 90 melded stays).
    assert_eq!(totals(&env.json()), pairs(&[("We", 985), ("They", 45)]));
    env.run(&["edit", "1", "They: out 1m 300", "We: 1n 420 -35"])
        .ok();
    // They: mixed 300 + out 100 + 300 melded, the -45 in hand kept = 655;
    // We no longer out: 500 + 420 - 35 = 885.
    assert_eq!(totals(&env.json()), pairs(&[("We", 885), ("They", 655)]));
    env.run(&["edit", "1", "They: = out 1m 300"]).ok();
    // `=`: They's whole result is the line: 300 + 100 + 300 = 700.
    assert_eq!(totals(&env.json()), pairs(&[("We", 885), ("They", 700)]));
}

/// American's own words: kinds by initials, black threes, a special hand.
#[test]
fn american_lines() {
    let env = Env::new();
    env.run(&["new", "--variant", "american"]).ok();
    env.run(&["record", "We: pw", "They: 1n 1b 200 -60"]).ok();
    // Seed 001 "American Canasta: Scoring": We went out with pairs with wilds: 2000 and
    // nothing else (item 6). They: natural 500; one black three laid out scores nothing
    // for a team with one canasta (item 3); melded 200 counts for a team with a canasta
    // (item 4); minus 60 in hand: 500 + 0 + 200 - 60 = 640.
    assert_eq!(totals(&env.json()), pairs(&[("We", 2000), ("They", 640)]));
}

/// Found by trying it as a new player would: two lines that both say `out` are the
/// referee's to refuse (not one silently kept); a side given two lines, or one number
/// twice, is refused; going out said on a line and by a flag is refused; red threes laid
/// out and charged as undeclared together cannot pass the packs' four.
#[test]
fn contradictions_are_refused_not_guessed() {
    let env = Env::new();
    env.classic();
    let before = env.game_text("1");
    env.run(&["record", "We: out 1n 1m 2r 420 -35", "They: out 1n 90 -40"])
        .refused("We and They both went out");
    env.run(&["record", "We: 100", "We: 200", "They: 0"])
        .refused("We is given two lines");
    env.run(&[
        "record", "--melded", "We=35", "--melded", "We=40", "--melded", "They=0",
    ])
    .refused("We is given one number twice");
    env.run(&["record", "We: out 1n 300", "They: 0", "--out", "They"])
        .refused("who went out is said twice");
    // 4 laid out + 2 undeclared = 6; two packs hold 4 (seed 001).
    env.run(&["record", "We: concealed 2n 1m 4r 600", "They: 50 -100 2u"])
        .refused("6 red threes recorded in all; classic is played with 2 packs, which hold 4");
    assert_eq!(env.game_text("1"), before);
    // Bolivia: `1b` is its kind bolivia (initials beat a prefix; `bh` is only an exact word).
    let env = Env::new();
    env.run(&["new", "--variant", "bolivia"]).ok();
    env.run(&["record", "We: 1b 500", "They: 0"]).ok();
    let json = env.json();
    assert_eq!(json["hands"][0]["lines"]["We"][0]["kind"], "bolivia");
}

/// Three-handed from the command line takes the same lines as table mode: the lone
/// player's line, the partnership's shared line once (`Bob + Cy: ...`), and each partner's
/// own line; shared facts on a partner's own line are refused, so they cannot count twice.
/// Seed 001 (pagat, Classic, "Three players"; `presets/classic-3p.yaml`): mixed canasta
/// 300, natural 500, going out 100. Ann alone: 300 + 150 - 90 = 360. Bob and Cy together:
/// 500 + 100 + 300 = 900, less Cy's 20 in hand = 880, scored to each partner.
#[test]
fn three_handed_lines_give_the_partnership_once() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-3p",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
    ])
    .ok();
    // The shared facts under both partners: refused at the first, nothing saved.
    env.run(&[
        "record",
        "--lone",
        "Ann",
        "Ann: 1m 150 -90",
        "Bob: out 1n 300",
        "Cy: 1n 300 -20",
    ])
    .refused("`out` is the partnership's (going out): give it once, on the partnership's line");
    assert!(!env.game_text("1").contains("results"));
    env.run(&[
        "record",
        "--lone",
        "Ann",
        "Ann: 1m 150 -90",
        "Cy + Bob: out 1n 300",
        "Cy: -20",
    ])
    .ok();
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", 360), ("Bob", 880), ("Cy", 880)])
    );
    // Editing the partnership's line changes only what it names: 2 natural canastas,
    // 1000 + 100 + 300 - 20 = 1380.
    env.run(&["edit", "1", "Bob + Cy: 2n"]).ok();
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", 360), ("Bob", 1380), ("Cy", 1380)])
    );
    env.run(&["edit", "1", "Ann + Bob: 1n"])
        .refused("are not this hand's partners; they are Bob + Cy");
}

/// One lookup for a word wherever it is typed: a flag takes what a line takes (a side by a
/// unique beginning, a penalty by its short name). Seed 001 (pagat, Classic): natural
/// canasta 500, going out 100, an undeclared red three -500. We: 500 + 100 + 120 = 720;
/// They: 30 - 20 - 500 = -490.
#[test]
fn flags_take_the_words_lines_take() {
    let env = Env::new();
    env.classic();
    env.run(&[
        "record",
        "--out",
        "we",
        "--natural",
        "W=1",
        "--melded",
        "We=120",
        "--melded",
        "Th=30",
        "--in-hand",
        "They=20",
        "--penalty",
        "They:undec",
    ])
    .ok();
    assert_eq!(totals(&env.json()), pairs(&[("We", 720), ("They", -490)]));
}

/// Three-handed, the partners' cards in hand are pooled (seed 001: the partnership of two
/// scores together), and the breakdown says whose they were. Bob + Cy: a mixed canasta
/// 300 + 200 melded - (40 + 65) = 395 each; Ann alone: natural 500 + out 100 + 300 = 900.
#[test]
fn three_handed_cards_in_hand_are_shown_per_partner() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-3p",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
    ])
    .ok();
    let out = env
        .run(&[
            "record",
            "--lone",
            "Ann",
            "Ann: out 1n 300",
            "Bob + Cy: 1m 200",
            "Bob: -40",
            "Cy: -65",
        ])
        .ok()
        .stdout;
    assert!(out.contains("cards in hand (Bob 40 + Cy 65)"), "{out}");
    let json = env.json();
    assert_eq!(
        totals(&json),
        pairs(&[("Ann", 900), ("Bob", 395), ("Cy", 395)])
    );
    let line = &json["hands"][0]["lines"]["Bob"];
    let in_hand = line
        .as_array()
        .and_then(|l| l.iter().find(|i| i["item"] == "in_hand"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(in_hand["points"], -105);
    assert_eq!(in_hand["by"]["Cy"], 65);
}

/// A typo among a line's words is refused, never dropped: `2t` (meant `2n`) beside `1m`
/// and totals was lost on the command line and the hand saved at +985 (1 mixed canasta
/// 300 + out 100 + 420 + 2 red threes 200 - 35), while table mode refused the same line.
/// Now both refuse it, and nothing is saved.
#[test]
fn a_typo_beside_totals_is_refused_not_dropped() {
    let env = Env::new();
    env.classic();
    let before = env.game_text("1");
    env.run(&["record", "We: out 2t 1m 2r 420 -35", "They: 50"])
        .refused("meld 2T: a meld has at least three cards");
    env.run(&["record", "We: out 1m 2t 300", "They: 50"])
        .refused("meld 2T: a meld has at least three cards");
    assert_eq!(env.game_text("1"), before);
}

/// Three-handed, a partnership's going out is typed once, on its shared line; either
/// partner may be the one who went out, so the first-named partner may hold cards when
/// the other holds none. `Cy: 0` says Cy's own line is empty. Seed 001 (three-handed):
/// Ann + Cy share natural 500 + out 100 + 300 melded - 30 in hand = 870, Ann's own two red
/// threes +200: Ann 1070, Cy 870; Bob alone 1m 300 + 200 - 40 = 460. Both holding cards
/// is refused: one of them went out.
#[test]
fn three_handed_either_partner_may_have_gone_out() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-3p",
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
        "Bob: 1m 200 -40",
        "Ann + Cy: out 1n 300",
        "Ann: -30 2r",
        "Cy: 0",
    ])
    .ok();
    assert_eq!(
        totals(&env.json()),
        pairs(&[("Ann", 1070), ("Bob", 460), ("Cy", 870)])
    );
    env.run(&[
        "record",
        "--lone",
        "Bob",
        "Bob: 1m 200 -40",
        "Ann + Cy: out 1n 300",
        "Ann: -30",
        "Cy: -20",
    ])
    .refused("Ann went out, so no cards were left in Ann's hand, but Ann holds 30 points of cards");
}
