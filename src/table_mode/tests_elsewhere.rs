//! Table mode while the game changes from another terminal (issue "Trust at club scale",
//! item 11): nothing typed is lost. Driven in-process like `tests.rs`; the other terminal is
//! a second store on the same folder, recording through the game layer as `canasta record`
//! does, at the moment a given prompt is asked.
//!
//! Numbers (seed 001, pagat's Classic, `presets/classic.yaml`): a hand of "We: 100" and
//! "They: 50" (melded points only, nobody out) scores We +100, They +50.

use super::prompt::Answer::{self, Enter, Esc};
use super::prompt::Scripted;
use super::{Start, session};
use crate::catalog::Catalog;
use crate::game::{self, HandEdits, NewGame};
use crate::store::Store;

fn text(s: &str) -> Answer {
    Answer::Text(s.to_string())
}

/// A Classic game in a folder of its own, and a way to reach it from "another terminal".
fn folder() -> (tempfile::TempDir, Store) {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let store = open(dir.path());
    game::start(
        &store,
        &NewGame {
            variant: "classic".into(),
            ..NewGame::default()
        },
    )
    .expect("new game");
    (dir, store)
}

fn open(dir: &std::path::Path) -> Store {
    Store::open(
        Some(dir.join("data")),
        Catalog::new(Some(dir.join("config"))),
    )
    .expect("store")
}

/// `canasta record --melded We=100 --melded They=50`, from another terminal.
fn elsewhere(dir: &std::path::Path) -> impl FnMut() + 'static {
    let dir = dir.to_path_buf();
    move || {
        let other = open(&dir);
        game::record(
            &other,
            None,
            None,
            &HandEdits {
                melded: vec![("We".into(), 100), ("They".into(), 50)],
                ..HandEdits::default()
            },
        )
        .expect("recorded elsewhere");
    }
}

fn play(store: &Store, mut script: Scripted) -> String {
    if let Err(e) = session(store, &Start::default(), &mut script) {
        panic!("table mode stopped: {e:#}");
    }
    assert!(
        script.unused().is_empty(),
        "answers not asked for: {:?}\n{}",
        script.unused(),
        script.transcript()
    );
    script.transcript().to_string()
}

/// A hand recorded elsewhere while table mode's menu waits: choosing "Record hand 1" takes
/// the game as it is now and shows the menu again, which now offers hand 2; nothing typed
/// for the wrong hand.
#[test]
fn a_hand_recorded_while_the_menu_waits_is_taken_first() {
    let (dir, store) = folder();
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter), // Record hand 1: but hand 1 was recorded meanwhile
        ("What next?", Enter), // Record hand 2
        ("We", text("200")),
        ("They", text("30")),
        ("Save hand 2?", Enter),
        ("What next?", Esc),
    ]);
    script.meanwhile("What next?", elsewhere(dir.path()));
    let said = play(&store, script);
    assert!(said.contains("while the menu waited"), "{said}");
    assert!(said.contains("Hand 2"), "{said}");
    let report = game::open(&store, None).expect("game").report;
    // Hand 1 from elsewhere: We 100, They 50; hand 2 here: We 200, They 30.
    let totals: Vec<i64> = report.totals.values().copied().collect();
    assert_eq!(totals, vec![300, 80]);
}

/// A hand recorded elsewhere while both lines of a hand are typed here: the save finds the
/// game changed, and the typed lines are not lost: they come back as the next hand of the
/// game as it is now (hand 2), shown, and saved with one key.
#[test]
fn lines_typed_while_the_game_changed_elsewhere_are_kept() {
    let (dir, store) = folder();
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter), // Record hand 1
        ("We", text("200")),
        ("They", text("30")), // meanwhile, hand 1 is recorded elsewhere
        ("Save hand 1?", Enter),
        // Not saved; the lines come back as hand 2.
        ("Save hand 2?", Enter),
        ("What next?", Esc),
    ]);
    script.meanwhile("They", elsewhere(dir.path()));
    let said = play(&store, script);
    assert!(said.contains("Not saved"), "{said}");
    assert!(said.contains("come back as hand 2"), "{said}");
    assert!(said.contains("Typed before: We: 200; They: 30"), "{said}");
    let report = game::open(&store, None).expect("game").report;
    assert_eq!(report.hands.len(), 2);
    let totals: Vec<i64> = report.totals.values().copied().collect();
    assert_eq!(totals, vec![300, 80]);
    // The draft is gone once saved.
    assert!(store.load_draft("1").is_none());
}

/// Hand and Foot sets the initial-meld minimum by the hand (`presets/hand-and-foot.yaml`:
/// 50, 90, 120, 150, from the family's sheets in `docs/SOURCES.md`): table mode asks the
/// hand, never a score, and never names a command-line flag. In hand 2 the minimum is 90.
#[test]
fn the_minimum_of_a_game_by_hands_is_asked_by_the_hand() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let store = open(dir.path());
    game::start(
        &store,
        &NewGame {
            variant: "hand-and-foot".into(),
            ..NewGame::default()
        },
    )
    .expect("new game");
    let script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", text("Ask a rules question")),
        ("Rules question", text("minimum in a hand")),
        ("Which hand", text("2")),
        ("Rules question", Esc),
        ("What next?", Esc),
    ]);
    let said = play(&store, script);
    assert!(
        said.contains("In hand 2 the initial meld needs 90 points (hand-and-foot)."),
        "{said}"
    );
    assert!(!said.contains("--hand"), "{said}");
}
