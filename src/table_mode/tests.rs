//! Table mode in-process: the whole session (start, menu, hands, questions, saves) driven
//! by a script of answers (`prompt::Scripted`) on a store in a temporary folder, so that
//! each test takes milliseconds. What only a real terminal shows (key presses, colours,
//! Ctrl-C, a closed terminal, no terminal at all) is tested through a pseudo-terminal in
//! tests/cli/table_mode.rs.
//!
//! Each expected number is worked out beside the answers that produce it, as in the
//! pseudo-terminal tests: the schedules of seed 001 (pagat's Classic, `presets/classic.yaml`:
//! natural canasta 500, mixed 300, red three 100 and all four 800, going out 100 (200 in
//! all when concealed), undeclared red three -500; initial meld 50 below 1500, 90 below 3000,
//! 120 from 3000, 15 below zero; game 5000), American from seeds 003/004
//! (`presets/american.yaml`), three-handed from seed 001's "Three players"
//! (`presets/classic-3p.yaml`).

use std::process::ExitCode;

use tempfile::TempDir;

use super::prompt::Answer::{self, Enter, Esc, Marks, No, Pick, Yes};
use super::prompt::Scripted;
use super::{Start, session};
use crate::core::ledger::Report;
use crate::game::{self, HandEdits, NewGame};
use crate::store::Store;

/// A line typed (over whatever was typed already), or at a choice the item containing it.
fn text(s: &str) -> Answer {
    Answer::Text(s.to_string())
}

/// A data folder of its own, with no user presets.
struct Table {
    dir: TempDir,
    store: Store,
}

impl Table {
    fn new() -> Table {
        let dir = TempDir::new().expect("temp dir");
        let catalog = crate::disk::catalog(Some(dir.path().join("config")));
        let store = crate::disk::open_store(Some(dir.path().join("data")), catalog).expect("store");
        Table { dir, store }
    }

    /// A Classic game, current: We (Ann, Cy) v They (Bob, Di), Ann deals first.
    fn classic(&self) -> &Table {
        self.start("classic", &["Ann", "Bob", "Cy", "Di"])
    }

    fn start(&self, variant: &str, players: &[&str]) -> &Table {
        game::start(
            &self.store,
            &NewGame {
                variant: variant.into(),
                players: players.iter().map(|p| p.to_string()).collect(),
                ..NewGame::default()
            },
        )
        .expect("new game");
        self
    }

    /// Record a hand of the current game, as `canasta record` does.
    fn record(&self, edits: &HandEdits) -> &Table {
        game::record(&self.store, None, None, edits).expect("hand recorded");
        self
    }

    /// Table mode (`canasta play`) on this folder, answered by `script`; every answer
    /// must be asked for. The transcript of what was asked and said.
    fn play(&self, script: Scripted) -> String {
        self.play_with(&Start::as_played(), script)
    }

    fn play_with(&self, args: &Start, mut script: Scripted) -> String {
        match session(&self.store, args, &mut script) {
            Ok(code) => assert_eq!(code, ExitCode::from(0)),
            Err(e) => panic!("table mode stopped: {e:#}"),
        }
        fits_80_columns(script.transcript());
        assert!(
            script.unused().is_empty(),
            "answers not asked for: {:?}\n--- transcript:\n{}",
            script.unused(),
            script.transcript()
        );
        script.transcript().to_string()
    }

    /// Game `id` as saved, replayed.
    fn game(&self, id: &str) -> Report {
        game::open(&self.store, Some(id)).expect("game").report
    }
}

/// The example hand (`record` flags in tests/cli/harness.rs): We 1005, They -525.
fn example_hand() -> HandEdits {
    HandEdits {
        out: Some("We".into()),
        concealed: true,
        canastas: vec![("We".into(), "natural".into(), 1)],
        melded: vec![("We".into(), 205), ("They".into(), 60)],
        red_threes: vec![("We".into(), 1)],
        in_hand: vec![("They".into(), 85)],
        penalties: vec![("They".into(), "undeclared_red_three".into(), 1)],
        ..HandEdits::default()
    }
}

/// Side by side, as (side, points) pairs.
fn points(pairs: &[(&str, i64)]) -> Vec<(String, i64)> {
    pairs.iter().map(|(s, n)| (s.to_string(), *n)).collect()
}

fn totals(report: &Report) -> Vec<(String, i64)> {
    report
        .totals
        .iter()
        .map(|(s, n)| (s.to_string(), *n))
        .collect()
}

fn scores(report: &Report, hand: usize) -> Vec<(String, i64)> {
    report.hands[hand]
        .scores
        .iter()
        .map(|(s, n)| (s.to_string(), *n))
        .collect()
}

/// Nothing on the screen is wider than 80 columns: what is said, the items of a choice,
/// and each prompt (up to where the answer is typed); a refusal is shown under the prompt
/// as dialoguer shows it, on a line of its own.
#[track_caller]
fn fits_80_columns(transcript: &str) {
    for line in transcript.lines() {
        let shown = match line.split_once(" › ") {
            Some((prompt, _)) if line.starts_with("? ") => prompt,
            _ => line,
        };
        // A refusal repeats what was typed, which may be long; the rest must fit.
        if shown.trim_start().starts_with('✘') {
            continue;
        }
        assert!(
            console::measure_text_width(shown) <= 80,
            "wider than 80 columns ({}):\n{shown}",
            console::measure_text_width(shown)
        );
    }
}

/// `haystack` holds each of `needles`, in this order.
#[track_caller]
fn in_order(haystack: &str, needles: &[&str]) {
    let mut from = 0;
    for needle in needles {
        match haystack[from..].find(needle) {
            Some(at) => from += at + needle.len(),
            None => panic!("{needle:?} not found (in this order) in:\n{haystack}"),
        }
    }
}

/// Enter through the start of a new game: the variant offered, the default names, no
/// players, the first seat dealing.
fn enter_through_the_start() -> Vec<(&'static str, Answer)> {
    vec![
        ("Variant", Enter),
        ("Side 1 of 2: name", Enter),
        ("Side 2 of 2: name", Enter),
        ("Players in seat order", Enter),
        ("Totals carried over", Enter),
        ("Who deals first?", Enter),
    ]
}

/// A newcomer presses Enter through the start (Classic, We v They), names the players,
/// and plays three hands to the winner, one line per side, with refused lines typed again
/// on the way; the same hands and numbers as the pseudo-terminal test
/// `a_whole_classic_game_to_the_winner`.
#[test]
fn a_whole_classic_game_to_the_winner() {
    let table = Table::new();
    let mut script = Scripted::new([
        ("Variant", Enter), // classic, the default
        ("Side 1 of 2: name", Enter),
        ("Side 2 of 2: name", Enter),
        ("Players in seat order", text("Ann, Bob")), // refused: four seats
        ("Players in seat order", text("Ann, Bob, Cy, Di")),
        ("Totals carried over", Enter),
        ("Who deals first?", Enter), // Ann
    ]);
    // Hand 1, the example: We went out concealed with one natural canasta, 205
    // melded and a red three: 500 + 200 + 205 + 100 = 1005. They melded KKK QQQ (60) and
    // hold A*5 / 55R (20 + 50 + 5 + 5 + 5 = 85), the red three undeclared (-500):
    // 60 - 85 - 500 = -525.
    script.then([
        ("What next?", Enter), // Record hand 1
        // 207 is not a multiple of 5; without the canasta We cannot go out: both are
        // refused as typed, and the line is typed again.
        ("We", text("concealed 1n 1r 207")),
        ("We", text("concealed 1r 205")),
        ("We", text("concealed 1n 1r 205")),
        // They, card by card on the line; a typo is explained and typed again.
        ("They", text("KKK QQQ h:KK3")),
        ("They", text("KKK QQQ h:A*5 h:55R 1u")),
        ("points in hand", Enter),
        ("Save hand 1?", Enter),
    ]);
    // Hand 2: We out with 3 natural and 2 mixed canastas, all four red threes and 800
    // melded: 1500 + 600 + 100 + 800 + 800 = 3800 (total 4805). They 100 - 50 = +50
    // (total -475).
    script.then([
        ("What next?", Enter),
        // Classic has no wild canastas.
        ("We", text("out 3n 2w 4r 800")),
        ("We", text("out 3n 2m 4r 800")),
        ("They", text("100 -50")),
        ("points in hand", Enter),
        ("Save hand 2?", Enter),
    ]);
    // Hand 3: We out with a natural canasta and 200 melded: 500 + 100 + 200 = 800, so We
    // 5605; They hold 30: -30, so -505. We pass 5000 and win by 5605 + 505 = 6110.
    script.then([
        ("What next?", Enter),
        ("We", text("out 1n 200")),
        ("They", text("-30")),
        ("points in hand", Enter),
        ("Save hand 3?", Enter),
    ]);
    // The evening goes on: a new game from the same menu, Enter all the way; then quit.
    script.then([("The game is over. What next?", Enter)]); // Start a new game
    script.then(enter_through_the_start());
    script.then([("What next?", Esc)]);
    let transcript = table.play(script);

    in_order(
        &transcript,
        &[
            "2 names given; give all 4, one per seat, or none",
            "Started game 1 (classic). Ann deals first.",
            "── Hand 1 · Ann deals · initial meld: We 50, They 50 ──",
            "One line per side, e.g. `out 1n 1m 2r 420 -35` or `90 -40`",
            "Counts: n natural, m mixed, r red threes. Going out: o out, c concealed.",
            "card points are always a multiple of 5 (try 205 or 210)",
            "We went out with 0 canastas; classic needs 1 to go out",
            "a three is R (red) or B (black)",
            "We this hand",
            "+1005",
            "They this hand",
            "-525",
            "Saved.",
            "Hand 2: Bob deals. Initial meld: We 50, They 15.",
            "── Hand 2 · Bob deals · initial meld: We 50, They 15 ──",
            "`2w` means nothing in classic",
            "+3800",
            "Hand 3: Cy deals. Initial meld: We 120, They 15.",
            // The chart, then the winner last (issue 32, item 6: it stays on the screen).
            "Running totals, hand by hand:",
            "Game over after 3 hands. Winner: We, with 5605 (by 6110).",
            "Started game 2 (classic).",
            "Everything is saved. `canasta play` takes you back to game 2.",
        ],
    );

    let game1 = table.game("1");
    assert_eq!(scores(&game1, 0), points(&[("We", 1005), ("They", -525)]));
    assert_eq!(scores(&game1, 1), points(&[("We", 3800), ("They", 50)]));
    assert_eq!(scores(&game1, 2), points(&[("We", 800), ("They", -30)]));
    assert_eq!(totals(&game1), points(&[("We", 5605), ("They", -505)]));
    assert!(game1.finished);
    assert_eq!(game1.winner.as_deref(), Some("We"));
    assert_eq!(game1.margin, Some(6110));
    // The players named at the start, in seat order; the new game is the current one.
    let log = game::open(&table.store, Some("1")).expect("game 1").log;
    assert_eq!(log.seats(), ["Ann", "Bob", "Cy", "Di"]);
    let current = game::open(&table.store, None).expect("current game");
    assert_eq!(current.id, "2");
    assert!(current.report.hands.is_empty());
}

/// The typical hand costs two lines, their Enters, a confirmation and the Enter
/// that reaches it from the menu: 30 keys in all (`docs/guide/table-mode.md`, "Keys");
/// fixing one wrong number before saving costs 5 keys and the new value.
#[test]
fn a_typical_classic_hand_in_thirty_keys() {
    let table = Table::new();
    table.classic();
    let mut script = Scripted::new([("Which game?", Enter)]);
    // From the menu: Enter (1); `out 1n 1m 2r 420 -35` and Enter (21); `90 -40` and
    // Enter (7); "Save it" is the default (1): 30 keys, three answers after the menu.
    script.then([
        ("What next?", Enter),
        ("We", text("out 1n 1m 2r 420 -35")),
        ("They", text("90 -40")),
        ("Save hand 1?", Enter),
    ]);
    // Hand 2, with a wrong number: They held 45, not 40. "Change They" is two down from
    // "Save it" (3 keys), the new value `-45` and Enter, then "Save it" (1): 5 keys and
    // the value.
    script.then([
        ("What next?", Enter),
        ("We", text("out 1n 1m 2r 420 -35")),
        ("They", text("90 -40")),
        ("Save hand 2?", text("Change They")),
        ("They (change)", text("-45")),
        ("Save hand 2?", Enter),
        ("What next?", Esc),
    ]);
    let transcript = {
        let mut s = Scripted::new(Vec::<(String, Answer)>::new());
        std::mem::swap(&mut s, &mut script);
        let out = match session(&table.store, &Start::as_played(), &mut s) {
            Ok(_) => s.transcript().to_string(),
            Err(e) => panic!("table mode stopped: {e:#}"),
        };
        assert!(s.unused().is_empty(), "{:?}", s.unused());
        // Which game (1) + hand 1 (30) + hand 2 (the two lines from the menu, 29; "Change
        // They" 3; `-45` and Enter 4; "Save it" 1) + Esc (1).
        assert_eq!(s.keys(), 1 + 30 + (29 + 3 + 4 + 1) + 1, "{out}");
        out
    };
    in_order(
        &transcript,
        &[
            "  > Save it",
            "    Change We: out 1n 1m 420 2r -35",
            "    Change They: 90 -40",
        ],
    );
    // Classic (seed 001): We 500 + 300 + 100 + 200 + 420 - 35 = 1485 a hand; They 90 - 40
    // = 50, then 90 - 45 = 45.
    let game = table.game("1");
    assert_eq!(scores(&game, 0), points(&[("We", 1485), ("They", 50)]));
    assert_eq!(scores(&game, 1), points(&[("We", 1485), ("They", 45)]));
}

/// Every answer is checked where it is typed, and a refused answer is asked again with
/// the reason, the refused text never taken: names, the players, points, counts, canastas,
/// cards and melds, penalties.
#[test]
fn refused_answers_are_asked_again_with_the_reason() {
    let table = Table::new();
    let mut script = Scripted::new([
        ("Variant", Enter),
        ("Side 1 of 2: name", text("  ")), // empty
        ("Side 1 of 2: name", text("Us")),
        ("Side 2 of 2: name", text("us")), // taken, in any case
        ("Side 2 of 2: name", Enter),      // They
        ("Players in seat order", text("Ann, Bob, Cy")), // three names for four seats
        ("Players in seat order", Enter),  // none
        ("Totals carried over", Enter),
        ("Who deals first?", Enter),
        ("What next?", text("Record hand 1")),
    ]);
    // Us: melds typed as cards with a typo, then with an illegal meld (5222: Classic wants
    // at least two naturals in a meld), five red threes, points not a multiple of 5, then
    // as they were: KKKKKKK (70, a natural canasta) and 555 (15): 85 melded, 500 for the
    // canasta, 100 for going out: 685.
    script.then([
        ("Us", text("out KKKKKKK 55Z")),
        ("Us", text("out KKKKKKK 5222")),
        ("Us", text("out KKKKKKK 555 5r")),
        ("Us", text("out KKKKKKK 555 -12")),
        ("Us", text("out KKKKKKK 555")),
    ]);
    // They: a canasta kind misspelt, a kind with no count, a penalty Classic has not;
    // then 60 melded, 25 in hand, one undeclared red three: 60 - 25 - 500 = -465.
    script.then([
        ("They", text("1natrual 60")),
        ("They", text("natural 60")),
        ("They", text("60 -25 cheating")),
        ("They", text("60 -25 1undeclared")),
        ("points in hand", Enter),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    in_order(
        &transcript,
        &[
            "✘ a name cannot be empty",
            "✘ `us` is taken; each name must differ",
            "✘ 3 names given; give all 4, one per seat, or none",
            "Started game 1 (classic). Us 1 deals first.",
            "Penalties: f failed to go out, i illegal pile take, oap out against",
            "? Us › out KKKKKKK 55Z",
            "✘ `55Z`: `Z` at position 3 of \"55Z\" is not a card",
            "? Us › out KKKKKKK 5222",
            "✘ Us: meld 5222: a meld needs at least 2 natural cards in classic; this one has 1",
            "✘ Us: red threes 5, more than can be: classic is played with 2 packs, which hold 4",
            "✘ Us: cards in hand 12; card points are always a multiple of 5 (try 10 or 15)",
            "✘ `1natrual` means nothing in classic",
            "✘ `natural` needs a count in front, e.g. 1natural",
            "✘ `cheating` means nothing in classic",
            "Saved.",
        ],
    );
    let game = table.game("1");
    assert_eq!(game.sides, ["Us", "They"]);
    assert_eq!(totals(&game), points(&[("Us", 685), ("They", -465)]));
}

/// Edit a past hand from the menu: it is shown as it is, one line is changed (only what
/// is typed changes), and saved; then undo the last hand (the pseudo-terminal test
/// `edit_and_undo_from_the_menu`).
#[test]
fn edit_and_undo_from_the_menu() {
    let table = Table::new();
    table.classic().record(&example_hand()); // hand 1: We 1005, They -525
    // Hand 2: They out with a mixed canasta: 300 + 100 + 180 = 580; We 250 - 45 = 205.
    table.record(&HandEdits {
        out: Some("They".into()),
        canastas: vec![("They".into(), "mixed".into(), 1)],
        melded: vec![("They".into(), 180), ("We".into(), 250)],
        in_hand: vec![("We".into(), 45)],
        ..HandEdits::default()
    });
    let script = Scripted::new([
        (
            "Which game?",
            text("Go on with game 1 (classic): We 1210, They 55, after 2 hands"),
        ),
        ("What next?", text("Edit a past hand")),
        ("Edit which hand?", text("1")), // typed; Enter would take hand 2, the last
        // Hand 1 with 305 melded instead of 205: We 1105.
        ("Save hand 1?", text("Change We")),
        ("We (change)", text("305")),
        ("Save hand 1?", Enter),
        // Undo hand 2: We 1105, They -525 remain.
        ("What next?", text("Undo hand 2")),
        (
            "Remove hand 2 (We +205, They +580)? It cannot be brought back",
            Yes,
        ),
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    in_order(
        &transcript,
        &[
            "Hand 1 (dealer Ann)",
            "Totals now We 1210, They 55 (were We 1210, They 55).",
            "  > Change We: concealed 1n 205 1r",
            "    Change They: 60 1u -85",
            "We: concealed 1n 205 1r. Type what changes",
            // 1210 + 100 = 1310.
            "Totals now We 1310, They 55 (were We 1210, They 55).",
            "Hand 1 replaced.",
            "Removed hand 2.",
            "Hand 2: Bob deals.",
        ],
    );
    let game = table.game("1");
    assert_eq!(game.hands.len(), 1);
    assert_eq!(scores(&game, 0), points(&[("We", 1105), ("They", -525)]));
    assert_eq!(totals(&game), points(&[("We", 1105), ("They", -525)]));
}

/// Any hand can be removed from the menu: the totals without it are shown beside the
/// totals now, and it is removed only when confirmed (default no).
#[test]
fn remove_any_hand_from_the_menu() {
    let table = Table::new();
    table.classic().record(&example_hand()); // hand 1: We 1005, They -525
    // Hand 2: They out with a mixed canasta: 300 + 100 + 180 = 580; We 250 - 45 = 205.
    table.record(&HandEdits {
        out: Some("They".into()),
        canastas: vec![("They".into(), "mixed".into(), 1)],
        melded: vec![("They".into(), 180), ("We".into(), 250)],
        in_hand: vec![("We".into(), 45)],
        ..HandEdits::default()
    });
    let transcript = table.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", text("Remove a hand")),
        ("Remove which hand?", text("1")),
        ("Remove hand 1?", Enter), // no
        ("What next?", text("Remove a hand")),
        ("Remove which hand?", text("1")),
        ("Remove hand 1?", Yes),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "Without hand 1 (We +1005, They -525): totals We 205, They 580 (now We 1210,",
            "Removed hand 1.",
        ],
    );
    let game = table.game("1");
    assert_eq!(game.hands.len(), 1);
    assert_eq!(totals(&game), points(&[("We", 205), ("They", 580)]));
}

/// Hand and Foot in table mode: four rounds, each round's minimum in its heading (50, 90,
/// 120, 150), an exact cut on a line, and the winner after round 4 (the numbers of
/// tests/cli/family.rs `hand_and_foot_plays_four_rounds`: We 6150, They 5380).
#[test]
fn hand_and_foot_in_table_mode() {
    let table = Table::new();
    table.start("hand-and-foot", &[]);
    let mut script = Scripted::new([("Which game?", Enter)]);
    for (we, they) in [
        ("out 2c 2d 3r 500 1e", "1c 400 -120 1r"),
        ("600 -50", "out 2c 2d 700"),
        ("out 3c 2d 900", "200 -300"),
        ("100 -200", "out 2c 2d 1r 400"),
    ] {
        script.then([
            ("What next?", Enter),
            ("We", text(we)),
            ("They", text(they)),
            ("points in hand", Enter),
        ]);
        // Round 4's `100 -200`: 100 melded, below the 150 We had to open with; asked, and
        // Enter keeps it as typed.
        if we == "100 -200" {
            script.then([("We: points melded", Enter)]);
        }
        script.then([("Save round", Enter)]);
    }
    script.then([("The game is over. What next?", Esc)]);
    let transcript = table.play(script);
    // In the game's own words (the preset's `terms`): rounds and books.
    in_order(
        &transcript,
        &[
            "── Round 1 · We 1 deals · initial meld: We 50, They 50 ──",
            "Penalties and bonuses: e exact cut.",
            "2 clean books",
            "bonus: exact cut x1",
            "── Round 2 · They 1 deals · initial meld: We 90, They 90 ──",
            "── Round 3 · We 2 deals · initial meld: We 120, They 120 ──",
            "── Round 4 · They 2 deals · initial meld: We 150, They 150 ──",
            "Running totals, round by round: W We, T They",
            "Game over after 4 rounds. Winner: We, with 6150 (by 770).",
        ],
    );
    assert_eq!(
        totals(&table.game("1")),
        points(&[("We", 6150), ("They", 5380)])
    );
}

/// Pennies from Heaven and Shirley Miller's six played whole in table mode (the numbers
/// of tests/cli/family.rs `whole_games_and_larger_tables`).
#[test]
fn pennies_and_millers_six_in_table_mode() {
    for (variant, we, they, hands, end) in [
        (
            "pennies-from-heaven",
            "out 1s 1w 1n 1m 8r 2000",
            "100 -50",
            4,
            "Game over after 4 hands. Winner: We, with 25600 (by 25400).",
        ),
        (
            "classic-6p-wild-melds",
            "out 2n 1w 1m 1000",
            "300 -20",
            3,
            "Game over after 3 hands. Winner: We, with 13200 (by 12360).",
        ),
    ] {
        let table = Table::new();
        table.start(variant, &[]);
        let mut script = Scripted::new([("Which game?", Enter)]);
        for _ in 0..hands {
            script.then([
                ("What next?", Enter),
                ("We", text(we)),
                ("They", text(they)),
                ("points in hand", Enter),
                ("Save hand", Enter),
            ]);
        }
        script.then([("The game is over. What next?", Esc)]);
        let transcript = table.play(script);
        in_order(&transcript, &[end]);
    }
}

/// A game begun on paper, started in table mode: its totals typed at the start (a bad one
/// refused), shown as the sheet's first line, its minimums following from them.
#[test]
fn a_game_begun_on_paper_in_table_mode() {
    let table = Table::new();
    let transcript = table.play(Scripted::new([
        ("Variant", Enter),
        ("Side 1 of 2: name", Enter),
        ("Side 2 of 2: name", Enter),
        ("Players in seat order", Enter),
        // Seed 001's game is 5000: a game that starts there is over. The rule is the
        // one a game file's start is checked by (`ledger::check_start`).
        ("Totals carried over", text("We=5000, They=1800")),
        ("Totals carried over", text("We=2350, Them=1800")),
        ("Totals carried over", text("We=2350, They=1800")),
        ("Who deals first?", Enter),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "✘ the starting total of `We` is 5000, at or past the game's 5000: a game that starts there is over; start below it",
            "✘ `Them` is not a side; the sides are We, They",
            "│ -    ┆ start  ┆    ┆  2350 ┆      ┆  1800 │",
            "Lead: We, by 550.",
            // Seed 001: 90 from 1500.
            "Hand 1: We 1 deals. Initial meld: We 90, They 90. Game: 5000.",
        ],
    );
    assert_eq!(
        totals(&table.game("1")),
        points(&[("We", 2350), ("They", 1800)])
    );
}

/// The live board starts from the menu and runs beside table mode: asked who may see it,
/// the default is this computer only (the loopback address, no key, no QR code); its
/// address is shown, and it answers with the game.
#[test]
fn the_live_board_from_the_menu() {
    use std::io::{Read, Write};
    let table = Table::new();
    table.classic().record(&example_hand()); // We 1005, They -525
    let transcript = table.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", text("Show the score on the phones")),
        ("Who may see the board?", Enter),
        // Asked again: it says where it is, and offers to let the phones in.
        ("What next?", text("Show the score on the phones")),
        ("Let the phones at the table see it too?", No),
        ("What next?", text("Show the score on the phones")),
        ("Let the phones at the table see it too?", Yes),
        ("What next?", Esc),
    ]));
    assert!(
        transcript.contains("> Only this computer (a browser here)"),
        "{transcript}"
    );
    assert!(transcript.contains("this computer only"), "{transcript}");
    let line = transcript
        .lines()
        .find(|l| l.starts_with("The board is at http://"))
        .expect("the address is said");
    let address = line
        .trim_start_matches("The board is at ")
        .split_whitespace()
        .next()
        .expect("address");
    let (host_port, path) = address
        .trim_start_matches("http://")
        .split_once('/')
        .expect("a path");
    assert!(host_port.starts_with("127.0.0.1:"), "{address}");
    assert!(path.is_empty(), "no key on this computer: {address}");
    let mut stream = std::net::TcpStream::connect(host_port).expect("the board answers");
    write!(
        stream,
        "GET / HTTP/1.1\r\nHost: {host_port}\r\nConnection: close\r\n\r\n"
    )
    .expect("asked");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("answered");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("<td>1005</td><td>-525</td>"), "{answer}");
    // Asked again, it says where it is; let the phones in, a board for them starts
    // beside it, on every address, with a key and a code to scan.
    assert!(
        transcript.contains("/ (this computer only)."),
        "{transcript}"
    );
    let phones = transcript
        .lines()
        .rfind(|l| l.starts_with("The board is at http://"))
        .expect("the phones' board is said");
    assert!(phones.contains("?key="), "{phones}");
    assert!(phones.contains("scan the code"), "{phones}");
}

/// Table mode knows only what the variant scores: for American, special hands, black
/// threes, incomplete melds and held aces and sevens (the pseudo-terminal test
/// `an_american_hand`).
#[test]
fn an_american_hand() {
    let table = Table::new();
    let mut script = Scripted::new(enter_through_the_start());
    script.then([
        ("What next?", Enter),
        // We, as in the American game of variants.rs, hand 2: mixed 300 - 1500 (a player
        // holding three aces) + 150 - 40 = -1090.
        ("We", text("1m 150 -40 held:aces")),
        // They step by step: the special hand is one of the ways the hand ended.
        ("They", text("?")),
        ("They: how did the hand end for them?", text("garbage")),
    ]);
    // Change We's line: an incomplete meld of sevens too, -2500: -1090 - 2500 = -3590,
    // once step by step (`?`: every answer given is the default), once on the line; then
    // the whole line again without it (`=` first): -1090 again.
    script.then([
        ("Save hand 1?", text("Change We")),
        ("We (change)", text("?")),
        ("We: how did the hand end for them?", Enter), // did not go out, as before
    ]);
    script.then(["We 1/", "We 2/", "We 3/", "We 4/", "We 5/"].map(|at| (at, Enter)));
    script.then([("We 6/11: melds left incomplete", Marks(vec![1]))]);
    script.then(["We 7/", "We 8/", "We 9/", "We 10/", "We 11/"].map(|at| (at, Enter)));
    script.then([
        ("Save hand 1?", text("Change We")),
        ("We (change)", text("= 1m 150 -40 1held:aces")),
        ("Save hand 1?", text("Change We")),
        ("We (change)", text("inc:sevens")),
        ("Save hand 1?", text("Change We")),
        ("We (change)", text("= 1m 150 -40 1held:aces")),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]);
    let args = Start {
        new: true,
        variant: Some("american".into()),
        board: None,
    };
    let transcript = table.play_with(&args, script);
    in_order(
        &transcript,
        &[
            "Started game 1 (american).",
            // American: 125 below 3000 (seed 001, "American Canasta").
            "initial meld: We 125, They 125",
            "One line per side, e.g. `out 1n 1m 2r 420 -35`",
            "b black threes",
            "garbage, p pairs, pw pairs wild, s straight.",
            "went out with garbage (2000)",
            "went out with a special hand: garbage",
            "? We 6/11: melds left incomplete (Space marks one, Enter when done)\n  [ ] aces (-2500)\n  [ ] sevens (-2500)",
            "  → sevens (-2500)",
            "-3590",
            "-1090",
            "-3590",
            "Change We: 1m 150 inc:sevens -40 1held:aces",
            "-1090",
            "Saved.",
        ],
    );
    let game = table.game("1");
    assert_eq!(game.variant, "american");
    assert_eq!(totals(&game), points(&[("We", -1090), ("They", 2000)]));
}

/// Three-handed: who played alone is asked first; the partnership's shared melds,
/// canastas and going out are one line, each partner's own red threes and cards in hand
/// another, so shared values cannot be typed twice; the two partners share their
/// partnership's score (seed 001, "Three players"; the pseudo-terminal test
/// `a_three_handed_hand`).
#[test]
fn a_three_handed_hand() {
    let table = Table::new();
    table.start("classic-3p", &["Ann", "Bob", "Cy"]);
    let script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("Who played alone", text("Bob played alone")),
        // Bob, alone and out: KKKKKKK (70) is a natural canasta, 555 (15):
        // 500 + 100 + 85 = 685.
        ("Bob", text("out KKKKKKK 555")),
        // Ann and Cy, partners for this hand: melded 120 between them; red threes are
        // each player's own, refused on the shared line.
        ("Ann + Cy together", text("120 1r")),
        ("Ann + Cy together", text("120")),
        // Each holds cards: Ann K7 (15), Cy 20; canastas are the partnership's.
        ("Ann's own", text("1n h:K7")),
        ("Ann's own", text("h:K7")),
        ("Cy's own", text("-20")),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    in_order(
        &transcript,
        &[
            "✘ `1r` is each player's own (red threes): give it on that player's line",
            "✘ `1n` is the partnership's (canastas): give it once, on the partnership's line",
            "Hand 1 (dealer Ann), Bob alone",
            "Hand 2: Bob deals.",
        ],
    );
    let game = table.game("1");
    assert_eq!(game.hands[0].lone.as_deref(), Some("Bob"));
    // The partnership: 120 - 15 - 20 = 85, credited to each of them.
    assert_eq!(
        totals(&game),
        points(&[("Ann", 85), ("Bob", 685), ("Cy", 85)])
    );
}

/// At "Save hand N?": change a line (the rest is kept) and save with a note, or throw the
/// hand away; a side asked step by step (`?`), `<` back to the line before, `q` leaving a
/// hand; then look at the chart and a breakdown from the menu (the pseudo-terminal test
/// `change_an_answer_throw_a_hand_away_and_look`).
#[test]
fn change_an_answer_throw_a_hand_away_and_look() {
    let table = Table::new();
    table.classic();
    // They out with a mixed canasta: 300 + 100 + 150 = 550; We hold 30: -30.
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("-30")),
        ("They", text("out 1m 150")),
        // Oops: We held 35, not 30. Change We's line only.
        ("points in hand", Enter),
        ("Save hand 1?", text("Change We")),
        ("We (change)", text("-35")),
        ("Save hand 1?", text("with a note")),
        ("Note", text("Bob misdealt once")),
    ]);
    // Hand 2: We step by step; `<` at They's line goes back to We's (its answers the
    // default, Enter keeps them); then the hand is thrown away.
    script.then([
        ("What next?", Enter),
        ("We", Enter), // a new line, Enter: step by step
        ("We: how did the hand end for them?", Enter), // did not go out
        ("We 1/7: melds as cards", Enter),
        ("We 2/7: canastas", Enter),
        ("We 3/7: red threes laid out", Enter),
        ("We 4/7: points of the cards melded", text("60")),
        ("We 5/7: cards left in each hand", Enter),
        ("We 6/7: points of the cards left in hand", text("20")),
        ("We 7/7: any penalties?", No),
        ("They", text("<")),
        ("We (60 -20)", Enter),
        ("They", text("40 -10")),
        // 40 melded, below They's minimum of 50: asked; Enter keeps it as typed.
        ("They: points melded", Enter),
        ("Save hand 2?", text("Throw it away")),
    ]);
    // Look: the chart, then hand 1's breakdown, then back; a hand begun again and left
    // with `q` is thrown away too.
    script.then([
        ("What next?", text("Look")),
        ("Look at", text("The chart")),
        ("Look at", text("A hand's breakdown")),
        ("Which hand?", Enter),
        ("Look at", text("Back")),
    ]);
    script.then([
        ("What next?", Enter),
        ("We", text("out 50")), // no canasta: refused as typed
        ("We", text("q")),
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    in_order(
        &transcript,
        &[
            "+550",
            "We: -30. Type what changes",
            "-35",
            "Saved.",
            "── Hand 2 · Bob deals",
            "We 4/7: points of the cards melded",
            "Thrown away; nothing was saved.",
            "Running totals, hand by hand:",
            "They this hand",
            "We went out with 0 canastas; classic needs 1 to go out",
            "Thrown away; nothing was saved.",
        ],
    );
    let game = table.game("1");
    assert_eq!(game.hands.len(), 1);
    assert_eq!(scores(&game, 0), points(&[("We", -35), ("They", 550)]));
    assert_eq!(game.hands[0].note.as_deref(), Some("Bob misdealt once"));
}

/// A hand left half typed (the terminal gone after We's line) is kept as a draft beside
/// the game, never in it; the next table mode offers to finish it, asks only the lines
/// not typed, and saves it as hand 1. Declined, the draft is forgotten.
#[test]
fn a_half_typed_hand_is_a_draft_to_finish() {
    let table = Table::new();
    table.classic();
    let before =
        std::fs::read_to_string(table.dir.path().join("data/games/1.yaml")).expect("game file");
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("out 1n 1m 2r 420 -35")),
    ]);
    // The script runs out at They's line, as a closed terminal would.
    let e = session(&table.store, &Start::as_played(), &mut script).expect_err("stopped");
    assert!(
        format!("{e:#}").contains("the script ran out at `They`"),
        "{e:#}"
    );
    let after =
        std::fs::read_to_string(table.dir.path().join("data/games/1.yaml")).expect("game file");
    assert_eq!(after, before, "a draft never touches the game file");
    assert!(table.game("1").hands.is_empty());
    assert!(
        table
            .dir
            .path()
            .join("data/drafts/1.terminal.yaml")
            .exists()
    );

    let transcript = table.play(Scripted::new([
        ("Which game?", Enter),
        (
            "Hand 1 was left half typed (We: out 1n 1m 420 2r -35). Finish it?",
            Enter,
        ),
        ("They", text("90 -40")),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &["Typed before: We: out 1n 1m 420 2r -35", "+1485", "Saved."],
    );
    // Classic (seed 001): We 500 + 300 + 100 + 200 + 420 - 35 = 1485; They 90 - 40 = 50.
    assert_eq!(
        totals(&table.game("1")),
        points(&[("We", 1485), ("They", 50)])
    );
    assert!(
        !table
            .dir
            .path()
            .join("data/drafts/1.terminal.yaml")
            .exists()
    );

    // Declined: forgotten, and the menu is as usual.
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("-30")),
    ]);
    session(&table.store, &Start::as_played(), &mut script).expect_err("stopped");
    table.play(Scripted::new([
        ("Which game?", Enter),
        ("Hand 2 was left half typed", No),
        ("What next?", Esc),
    ]));
    assert!(
        !table
            .dir
            .path()
            .join("data/drafts/1.terminal.yaml")
            .exists()
    );
    assert_eq!(table.game("1").hands.len(), 1);
}

/// Rules questions from the menu, under the game's own rules and the side's own minimum;
/// then export (the pseudo-terminal test `rules_question_and_export_from_the_menu`).
#[test]
fn rules_questions_and_export_from_the_menu() {
    let table = Table::new();
    table.classic().record(&example_hand()); // We 1005: minimum 50; They -525: 15
    let file = table.dir.path().join("game.yaml");
    let file = file.to_str().expect("a path in UTF-8");
    let script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", text("Ask a rules question")),
        // Seed 001: KKK 30 + QQ2 40 = 70, with the top king counted: 70 meets We's 50.
        // Every question can be left: q at the melds, Enter alone at a card, Esc at a
        // choice; nothing wrong is answered.
        ("Rules question", text("Is this meld legal")),
        ("Whose meld?", text("We (needs 50)")),
        ("The melds", text("q")),
        ("Rules question", text("May I take the discard pile?")),
        ("The top card of the pile", Enter),
        ("Rules question", text("Is this meld legal")),
        ("Whose meld?", Esc),
        ("Rules question", text("Is this meld legal")),
        ("Whose meld?", text("We (needs 50)")),
        ("The melds", text("KKK QQZ")), // a typo
        ("The melds", text("KKK QQ2")),
        ("The top card of the pile", text("KK")), // not one card
        ("The top card of the pile", text("K")),
        ("Going out concealed", No),
        // Esc at a yes-or-no leaves the question too.
        ("Rules question", text("May I take the discard pile?")),
        ("The top card of the pile", text("9")),
        ("The cards in your hand", text("99")),
        ("Has your side made its initial meld?", Esc),
        // A black three on top stops the pile.
        ("Rules question", text("May I take the discard pile?")),
        ("The top card of the pile", text("B")),
        ("The cards in your hand", text("BB")),
        ("Has your side made its initial meld?", Yes),
        ("Your side's melds on the table", Enter),
        ("frozen", No),
        ("Do you hold one card, and is the pile one card?", No),
        // Seeds 002 and 003: one card in hand may not take a pile of one card.
        ("Rules question", text("May I take the discard pile?")),
        ("The top card of the pile", text("9")),
        ("The cards in your hand", text("9")),
        ("Has your side made its initial meld?", Enter), // yes
        ("Your side's melds on the table", text("999")),
        ("frozen", Enter), // no
        ("Do you hold one card, and is the pile one card?", Yes),
        // Going out needs a canasta in Classic.
        ("Rules question", text("May we go out?")),
        ("Your side's melds, with those going down now", Enter),
        ("Completed canastas your side has (0)", text("none")), // not a number
        ("Completed canastas your side has (0)", Enter),
        ("Cards you would still hold (1: one to discard) (1)", Enter),
        ("Has your side melded nothing yet", No),
        // The minimum at 1500 is 90 (`canasta min 1500`, `docs/guide/command-line.md`), at -5
        // it is 15.
        ("Rules question", text("What is the initial-meld minimum")),
        ("The side's total score (may be negative) (0)", text("1500")),
        ("Rules question", text("What is the initial-meld minimum")),
        ("The side's total score", text("-5")),
        // Classic has no special hands to ask about. Esc goes back to the menu.
        ("Rules question", Esc),
        ("What next?", text("Export the game as YAML")),
        (
            "Write the game log (YAML) to which file? (q: back) (canasta-game-1.yaml)",
            text(file),
        ),
        // Again to the same file: it exists, and is kept unless replacing is confirmed.
        ("What next?", text("Export the game as YAML")),
        ("Write the game log (YAML) to which file?", text(file)),
        ("exists. Replace it?", Enter), // no
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    in_order(
        &transcript,
        &[
            "(left the question)",
            "(left the question)",
            "(left the question)",
            "? Rules question (Esc: back; q leaves a question)\n",
            "  > Is this meld legal, and enough for our initial meld?",
            "✘ `Z` at position 7 of \"KKK QQZ\" is not a card",
            "✘ `KK` should be one card, e.g. K or 9",
            "minimum         50  (classic, We at 1005 in game 1)",
            "Enough: 70 meets the minimum of 50.",
            "note: the top K counts; no other card of the pile does",
            "(left the question)",
            "No: A black three on top stops the pile for this turn.",
            "No: A player holding one card may not take a pile of one card.",
            "✘ `none`: not a whole number (q: back)",
            "No: Your side has 0 canastas; classic needs 1 to go out.",
            "At 1500 the initial meld needs 90 points (classic).",
            "At -5 the initial meld needs 15 points (classic).",
            "Wrote game 1 to",
            "Nothing was written.",
        ],
    );
    assert!(!transcript.contains("Is this hand a special hand?"));
    let exported = std::fs::read_to_string(file).expect("exported file");
    let log = game::open(&table.store, Some("1")).expect("game").log;
    assert_eq!(
        exported,
        crate::store::log_text(&log).expect("the log as text")
    );
    // The questions changed nothing.
    assert_eq!(
        totals(&table.game("1")),
        points(&[("We", 1005), ("They", -525)])
    );
}

/// With two unfinished games, the picker offers both, the current one first, and a new
/// game last; choosing one makes it current (the pseudo-terminal test
/// `plain_canasta_offers_the_unfinished_games`). A finished current game is offered too,
/// a new game being the default, and undoing its last hand puts it back in play
/// (`a_finished_game_can_be_reopened_and_mended`).
#[test]
fn the_games_offered_at_the_start() {
    let table = Table::new();
    table.classic().record(&example_hand()); // game 1: We 1005, They -525
    table.start("classic-2p", &["Ann", "Bob"]); // game 2, now current
    let transcript = table.play(Scripted::new([
        ("Which game?", Pick(1)),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "? Which game?",
            "  > Go on with game 2 (classic-2p): Ann 0, Bob 0, after 0 hands",
            "    Go on with game 1 (classic): We 1005, They -525, after 1 hand",
            "    Start a new game",
            "Game 1 (classic)",
            "Hand 2: Bob deals. Initial meld: We 50, They 15. Game: 5000.",
        ],
    );
    assert_eq!(game::open(&table.store, None).expect("current").id, "1");

    // Game 3: each hand, We: 4 natural and 3 mixed canastas 2900, going out 100, four red
    // threes 800, 1000 melded: 4800. Two hands: 9600, game over.
    let table = Table::new();
    table.classic();
    let big = HandEdits {
        out: Some("We".into()),
        canastas: vec![
            ("We".into(), "natural".into(), 4),
            ("We".into(), "mixed".into(), 3),
        ],
        red_threes: vec![("We".into(), 4)],
        melded: vec![("We".into(), 1000)],
        in_hand: vec![("They".into(), 0)],
        ..HandEdits::default()
    };
    table.record(&big).record(&big);
    assert!(table.game("1").finished);
    let transcript = table.play(Scripted::new([
        ("Which game?", Pick(0)), // the default is a new game
        ("The game is over. What next?", text("Undo hand 2")),
        ("Remove hand 2 (We +4800, They 0)?", Yes),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "    Open game 1 (classic), over: We 9600, They 0 (to undo or edit a hand)",
            "  > Start a new game",
            "Game over after 2 hands. Winner: We, with 9600 (by 9600).",
            "Removed hand 2.",
            "Hand 2: Bob deals.",
        ],
    );
    let game = table.game("1");
    assert!(!game.finished);
    assert_eq!(totals(&game), points(&[("We", 4800), ("They", 0)]));
}

/// Step by step, a side that went out is told at the canastas answer that it lacks the
/// canasta Classic needs to go out, and melds as cards that make none are refused too.
#[test]
fn going_out_without_a_canasta_is_refused_at_the_canastas() {
    let table = Table::new();
    table.classic();
    let transcript = table.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("?")),
        ("We: how did the hand end for them?", Pick(1)), // went out
        ("We 1/7: melds as cards", text("KKK QQ2")),
        ("We 1/7: melds as cards", text("-")), // totals instead
        ("We 2/7: canastas", Enter),           // none: refused
        ("We 2/7: canastas", text("1n")),
        ("We 3/7: red threes laid out", Enter),
        ("We 4/7: points of the cards melded", text("200")),
        ("We 5/7: cards left in each hand", Enter),
        ("We 6/7: points of the cards left in hand", Enter),
        ("We 7/7: any penalties?", No),
        ("They", text("50 -20")),
        ("points in hand", Enter),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "✘ these melds went out with 0 canastas; classic needs 1 to go out",
            "✘ We went out with 0 canastas; classic needs 1 to go out",
            "Saved.",
        ],
    );
    // Classic (seed 001): natural 500 + going out 100 + 200 = 800; They 50 - 20 = 30.
    assert_eq!(
        totals(&table.game("1")),
        points(&[("We", 800), ("They", 30)])
    );
}

/// A game that does not add up is not left out of the picker: it is listed, and picking
/// it says why and how to mend it, then offers the games again.
#[test]
fn a_damaged_game_is_offered_with_its_reason() {
    let table = Table::new();
    table.classic().record(&example_hand()); // game 1
    table.classic(); // game 2, current
    let path = table.dir.path().join("data/games/1.yaml");
    let saved = std::fs::read_to_string(&path).expect("game 1");
    std::fs::write(&path, saved.replacen("melded: 205", "melded: 207", 1)).expect("damaged");
    let transcript = table.play(Scripted::new([
        ("Which game?", text("Game 1 cannot be read")),
        ("Which game?", Enter), // game 2
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "  > Go on with game 2 (classic)",
            "    Start a new game",
            "    Game 1 cannot be read: see why and how to mend it",
            "Game 1 cannot be read: hand 1: We: cards melded 207; card points are",
            "correct hand 1 with `canasta edit 1 --game 1",
            "`canasta drop 1 --game 1`.",
            "The file is left as it is.",
            "Game 2 (classic)",
        ],
    );
}

/// The script itself: a script that runs out, or answers a question it was not meant
/// for, stops table mode with an error (a test never hangs), and nothing is saved.
#[test]
fn a_script_that_runs_out_stops_table_mode() {
    let table = Table::new();
    table.classic();
    let mut script = Scripted::new([("Which game?", Enter), ("What next?", Enter)]);
    let e = session(&table.store, &Start::as_played(), &mut script).expect_err("ran out");
    assert!(
        format!("{e:#}").contains("the script ran out at `We`"),
        "{e:#}"
    );
    let mut script = Scripted::new([("Which game?", Enter), ("Save hand 1?", Enter)]);
    let e = session(&table.store, &Start::as_played(), &mut script).expect_err("wrong prompt");
    assert!(
        format!("{e:#}").contains(
            "the script answers `Save hand 1?`, but the question is `What next? (q quits)`"
        ),
        "{e:#}"
    );
    assert!(table.game("1").hands.is_empty());
}

/// What happens between "Save it" and the next menu, on a 10,000-hand game: the save
/// (replayed to check it, the hand appended to the text as read, written if the file is
/// still as it was), the look for changes made elsewhere, and the end of the sheet. A benchmark, not a
/// timed test: `cargo test --release --lib -- --ignored save_to_menu --nocapture`
/// prints the time (`docs/guide/speed.md`).
#[test]
#[ignore = "a benchmark: run with --release --ignored"]
fn save_to_menu_at_10000_hands() {
    let table = Table::new();
    table.classic();
    let id = table.store.current().expect("current game");
    // Hands that net nothing (We meld 50 and hold 50; They the same), so the game never ends.
    let mut hand = crate::core::hand::Hand::default();
    for side in ["We", "They"] {
        hand.results.insert(
            side.into(),
            crate::core::hand::SideResult {
                melded: 50,
                in_hand: 50,
                ..Default::default()
            },
        );
    }
    let mut log = table.store.load(&id).expect("loads");
    log.hands = vec![hand.clone(); 10_000];
    table.store.save(&id, &log).expect("saves");
    let mut held = game::hold(&table.store, &id).expect("held");
    let mut times = Vec::new();
    for _ in 0..5 {
        let started = std::time::Instant::now();
        assert_eq!(
            game::save_held(
                &table.store,
                &mut held,
                game::HandChange::Append(hand.clone())
            )
            .expect("saved"),
            game::HeldSave::Saved
        );
        assert!(!game::refresh(&table.store, &mut held).expect("refreshed"));
        let sheet = crate::render::sheet_tail(&held.report, super::SHEET_HANDS);
        times.push(started.elapsed());
        assert!(sheet.contains("earlier, not shown"));
    }
    times.sort();
    println!(
        "save to menu at 10,000 hands: median {:?} (min {:?}, max {:?})",
        times[2], times[0], times[4]
    );
}

/// Step by step is left the way every prompt is: `q` or `<` at a question, Esc at the
/// list of how the hand ended and at a yes-or-no; the side's line is asked again and nothing of the steps
/// is kept. Then the hand is typed as lines: They out with a natural canasta and 200
/// melded: 500 + 100 + 200 = 800 (seed 001, Classic); We hold 45: -45.
#[test]
fn step_by_step_is_left_with_q_back_or_esc() {
    let table = Table::new();
    table.classic();
    let script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("?")),
        ("We: how did the hand end for them?", Esc),
        ("We", text("?")),
        ("We: how did the hand end for them?", Enter),
        ("We 1/7: melds as cards", Enter),
        ("We 2/7: canastas", text("q")),
        ("We", text("?")),
        ("We: how did the hand end for them?", Enter),
        ("We 1/7: melds as cards", Enter),
        ("We 2/7: canastas", Enter),
        ("We 3/7: red threes laid out", text("<")),
        ("We", text("?")),
        ("We: how did the hand end for them?", Enter),
        ("We 1/7: melds as cards", Enter),
        ("We 2/7: canastas", Enter),
        ("We 3/7: red threes laid out", Enter),
        ("We 4/7: points of the cards melded", Enter),
        ("We 5/7: cards left in each hand", Enter),
        ("We 6/7: points of the cards left in hand", Enter),
        ("We 7/7: any penalties?", Esc),
        ("We", text("-45")),
        ("They", text("out 1n 200")),
        ("points in hand", Enter),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    assert!(transcript.contains("Saved."), "{transcript}");
    let game = table.game("1");
    assert_eq!(game.hands.len(), 1);
    assert_eq!(scores(&game, 0), points(&[("We", -45), ("They", 800)]));
    assert_eq!(game.hands[0].note, None);
}

/// Esc leaves every list: the first list of games and the list of variants of a new game
/// (nothing started, exit 0), "Look at" and "Which hand?" (back); the game is as it was
/// but for the hand saved. They out with a natural canasta and 200 melded: 500 + 100 +
/// 200 = 800 (seed 001, Classic); We hold 45: -45.
#[test]
fn esc_leaves_every_list() {
    let table = Table::new();
    table.classic();
    let left = table.play(Scripted::new([("Which game?", Esc)]));
    assert!(left.contains("Nothing was started or changed."), "{left}");
    let left = table.play(Scripted::new([
        ("Which game?", text("Start a new game")),
        ("Variant", Esc),
    ]));
    assert!(left.contains("Nothing was started or changed."), "{left}");
    // `q` at a typed question of the start leaves it too (a side is not named `q`).
    let left = table.play(Scripted::new([
        ("Which game?", text("Start a new game")),
        ("Variant", Enter),
        ("Side 1 of 2: name", text("q")),
    ]));
    assert!(left.contains("Nothing was started or changed."), "{left}");
    assert!(!table.dir.path().join("data/games/2.yaml").exists());
    let script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("-45")),
        ("They", text("out 1n 200")),
        // Esc at "Save hand 1?": the lines again, as typed (nothing lost).
        ("points in hand", Enter),
        ("Save hand 1?", Esc),
        ("We (-45)", Enter),
        ("They (out 1n 200)", Enter),
        // `q` at the note goes back to the list (no note `q`).
        ("points in hand", Enter),
        ("Save hand 1?", text("with a note")),
        ("Note", text("q")),
        ("Save hand 1?", Enter),
        ("What next?", text("Show the score on the phones")),
        ("Who may see the board?", Esc),
        // `q` at the file to export to: nothing written (not a file named `q`).
        ("What next?", text("Export the game as YAML")),
        ("Write the game log (YAML) to which file?", text("q")),
        ("What next?", text("Look")),
        ("Look at", text("A hand's breakdown")),
        ("Which hand?", text("q")),
        ("Look at", Esc),
        ("What next?", Esc),
    ]);
    table.play(script);
    let game = table.game("1");
    assert_eq!(game.hands.len(), 1);
    assert_eq!(scores(&game, 0), points(&[("We", -45), ("They", 800)]));
    assert_eq!(game.hands[0].note, None);
}

/// A game of a match, ended at the table: the match's standing follows the chart, and the
/// menu's first item plays the match's next game (same variant, sides and players).
/// Seed 001 (Classic): each hand We score going out 100 + 4 natural canastas 2000 + 3
/// mixed 900 + 4 red threes 800 (all four: doubled) + 1000 melded = 4800; They 90 - 40 =
/// 50. Two hands: We 9600 (past 5000), They 100.
#[test]
fn a_match_goes_on_at_the_table() {
    let table = Table::new();
    game::start_in_match(
        &table.store,
        &NewGame {
            variant: "classic".into(),
            players: ["Ann", "Bob", "Cy", "Di"].map(String::from).to_vec(),
            ..NewGame::default()
        },
        &game::MatchSpec {
            name: "club".into(),
            first_to: Some(2),
            games: None,
        },
    )
    .expect("match started");
    let mut script = Scripted::new([("Which game?", Enter)]);
    for number in 1..=2 {
        script.then([
            ("What next?", Enter),
            ("We", text("out 4n 3m 4r 1000")),
            ("They", text("90 -40")),
            ("points in hand", Enter),
            (
                if number == 1 {
                    "Save hand 1?"
                } else {
                    "Save hand 2?"
                },
                Enter,
            ),
        ]);
    }
    script.then([
        ("The game is over. What next?", Enter), // the match's next game, first
        ("What next?", Esc),
    ]);
    let transcript = table.play(script);
    in_order(
        &transcript,
        &[
            "Match club: games won: We 1, They 0; points: We 9600, They 100 (first to 2; 1",
            "Play the next game of match club",
            "Started game 2 (classic), the next of match club.",
        ],
    );
    let standing = game::match_standing(&table.store, "club").expect("standing");
    assert_eq!(standing.in_play, 1);
    assert_eq!(standing.finished, 1);
    let next = game::open(&table.store, Some("2")).expect("game 2").log;
    assert_eq!(next.sides[0].players, vec!["Ann", "Cy"]);
    assert_eq!(next.variant, "classic");
}

/// A slip in the hand just saved is corrected from the menu's second item, "Correct hand
/// N (the last one)": Down and Enter (2), the cursor already on the first side's line
/// (Enter, 1), the new value and Enter, saved at once (the breakdown and the totals before
/// and after shown): 4 keys and the value; the second side's line is one Down more, 5. Seed 001 (Classic): We 500 + 300 + 100 + 200 + 420 - 35
/// = 1485; They 90 - 40 = 50, corrected to 90 - 45 = 45.
#[test]
fn the_last_hand_is_corrected_in_five_keys_and_the_value() {
    let table = Table::new();
    table.classic();
    let mut script = Scripted::new([("Which game?", Enter)]);
    script.then([
        ("What next?", Enter),
        ("We", text("out 1n 1m 2r 420 -35")),
        ("They", text("90 -40")),
        ("Save hand 1?", Enter),
    ]);
    let before = {
        let mut s = Scripted::new(Vec::<(String, Answer)>::new());
        std::mem::swap(&mut s, &mut script);
        s
    };
    let mut script = before;
    let keys_before_fix = 1 + 30;
    script.then([
        ("What next?", text("Correct hand 1")),
        ("Save hand 1?", text("Change They")),
        ("They (change)", text("-45")),
        ("What next?", Esc),
    ]);
    let out = match session(&table.store, &Start::as_played(), &mut script) {
        Ok(_) => script.transcript().to_string(),
        Err(e) => panic!("table mode stopped: {e:#}"),
    };
    assert!(script.unused().is_empty(), "{:?}", script.unused());
    // The fix: menu 2, "Change They" 2 (one Down from "Change We", where the cursor
    // starts), `-45` and Enter 4: 5 keys and the value; then Esc 1.
    assert_eq!(script.keys(), keys_before_fix + (2 + 2 + 4) + 1, "{out}");
    assert!(
        out.contains("Totals now We 1485, They 45 (were We 1485, They 50)."),
        "{out}"
    );
    assert!(out.contains("Hand 1 replaced."), "{out}");
    let game = table.game("1");
    assert_eq!(scores(&game, 0), points(&[("We", 1485), ("They", 45)]));
}

/// A Burraco-family form's meld question in table mode reads runs card by card, as `check
/// meld` does: `5h6h2h8h` is a run from 5h to 8h, its 2h the 7h (Burraco research: [FIAB],
/// [BURACO-PLUS]; docs/SOURCES.md). Points by Classic's card values (the form extends
/// Classic, seed 001): 5 + 5 + 20 + 10 = 40.
#[test]
fn a_burraco_forms_meld_question_reads_runs() {
    let table = Table::new();
    let form = table.dir.path().join("burraco-test.yaml");
    std::fs::write(
        &form,
        "name: burraco-test\nextends: classic\ndescription: runs and sets (a test form)\nmelds:\n  max_wilds: 1\n  runs:\n    set_ranks: all\n",
    )
    .expect("form written");
    table.start(form.to_str().expect("a path"), &["Ann", "Bob", "Cy", "Di"]);
    let transcript = table.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", text("Ask a rules question")),
        ("Rules question", text("Is this meld legal")),
        ("The melds", text("5h6h2h8h KhAh2h3h")),
        ("Rules question", Esc),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "5h6h2h8h: a run from 5h to 8h; the 2h stands for the 7h; 40 points",
            "KhAh2h3h: not a meld of burraco-test: a run never goes round the corner",
            "Not legal: a meld breaks the rules of burraco-test.",
        ],
    );
}

/// Four-handed, the side that went out typed nothing in hand: the partner of whoever went
/// out still holds cards, so their points are asked once, after the lines and before
/// "Save it?", checked by the referee as typed. Seed 001 ("Classic Canasta Scoring"):
/// We 500 (natural canasta) + 100 (going out) + 150 melded - 35 in hand = 715; They 90 -
/// 40 = 50. Two-handed (classic-2p) the one who went out holds nothing: no question.
#[test]
fn the_partners_cards_in_hand_are_asked_before_saving() {
    let table = Table::new();
    table.classic();
    let transcript = table.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("out 1n 150")),
        ("They", text("90 -40")),
        ("We: points in hand", text("37")), // not a multiple of 5: refused as typed
        ("We: points in hand", text("-35")),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]));
    in_order(
        &transcript,
        &[
            "We went out with nothing in hand, but the partner of whoever went out (Ann,",
            "Cy) still holds cards: their points in hand? (Enter if they are already in",
            "card points are always a multiple of 5",
            "+715",
            "Saved.",
        ],
    );
    assert_eq!(
        scores(&table.game("1"), 0),
        points(&[("We", 715), ("They", 50)])
    );

    let two = Table::new();
    two.start("classic-2p", &["Ann", "Bob"]);
    let transcript = two.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("Ann", text("out 2n 150")),
        ("Bob", text("90 -40")),
        ("Save hand 1?", Enter),
        ("What next?", Esc),
    ]));
    assert!(!transcript.contains("still holds cards"), "{transcript}");
    // Seed 001 ("Canasta for Two Players"): two canastas to go out; 1000 + 100 + 150.
    assert_eq!(
        scores(&two.game("1"), 0),
        points(&[("Ann", 1250), ("Bob", 50)])
    );
}

impl Start {
    /// Table mode as the command line starts it: the board offered.
    pub(super) fn as_played() -> Start {
        Start {
            board: Some(|store, phones| {
                crate::serve::beside(store, phones).map_err(|e| crate::table_mode::BoardFailed {
                    exit: e.exit(),
                    said: e.to_string(),
                })
            }),
            ..Start::default()
        }
    }
}

/// Issue 32, item 5: the evening remembered. After a game of American with Ann, Bob, Cy
/// and Di, a new game offers American first, the same sides and the same players, so
/// Enter all the way starts the same table again (six Enters, no name typed); `-` at the
/// players' question names none.
#[test]
fn a_new_game_offers_the_last_games_table_first() {
    let table = Table::new();
    table.start("american", &["Ann", "Bob", "Cy", "Di"]);
    let again = |players: Answer| {
        let script = Scripted::new([
            ("Variant", Enter),
            ("Side 1 of 2", Enter),
            ("Side 2 of 2", Enter),
            ("Players in seat order", players),
            ("Totals carried over", Enter),
            ("Who deals first?", Enter),
            ("What next?", Esc),
        ]);
        let args = Start {
            new: true,
            ..Start::default()
        };
        table.play_with(&args, script)
    };
    let transcript = again(Enter);
    assert!(
        transcript.contains("(Ann, Bob, Cy, Di)"),
        "the players offered: {transcript}"
    );
    let game = table.store.load("2").expect("game 2");
    assert_eq!(game.variant, "american");
    let sides: Vec<(&str, Vec<&str>)> = game
        .sides
        .iter()
        .map(|s| {
            (
                s.name.as_str(),
                s.players.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        sides,
        [("We", vec!["Ann", "Cy"]), ("They", vec!["Bob", "Di"])]
    );
    // `-`: no names this time; the sides stay.
    again(text("-"));
    let game = table.store.load("3").expect("game 3");
    assert_eq!(game.variant, "american");
    assert!(game.sides.iter().all(|s| s.players.is_empty()));
}

/// Melded points below the initial-meld minimum are asked about before "Save it?" (seed
/// 002's minimum-count table: 50 below 1500): `40 -10` at 0 is asked, its answer the
/// melded points. Hand 1: 140 typed in answer, 140 - 10 = 130; They 90 - 40 = 50. Hand 2:
/// Enter keeps `40 -10` as typed, 30; They 50 again.
#[test]
fn melded_points_below_the_minimum_are_asked_before_saving() {
    let table = Table::new();
    table.classic();
    let out = table.play(Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("40 -10")),
        ("They", text("90 -40")),
        ("We: points melded (Enter: as typed)", text("140")),
        ("Save hand 1?", Enter),
        ("What next?", Enter),
        ("We", text("40 -10")),
        ("They", text("90 -40")),
        ("We: points melded (Enter: as typed)", Enter),
        ("Save hand 2?", Enter),
        ("What next?", Esc),
    ]));
    assert!(
        out.contains("We melded 40, fewer than the 50 the first meld of the hand had to count"),
        "{out}"
    );
    let game = table.game("1");
    assert_eq!(scores(&game, 0), points(&[("We", 130), ("They", 50)]));
    assert_eq!(scores(&game, 1), points(&[("We", 30), ("They", 50)]));
}
