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
    crate::disk::open_store(
        Some(dir.join("data")),
        crate::disk::catalog(Some(dir.join("config"))),
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
    if let Err(e) = session(store, &Start::as_played(), &mut script) {
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
        // Not saved: hand 1 as saved elsewhere is shown beside these lines; they differ,
        // so Enter keeps them (nothing saved, nothing lost) and they come back as hand 2.
        ("What becomes of yours?", Enter),
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
    assert!(store.load_draft("1", game::TERMINAL).is_none());
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

/// A phone's save of the same hand (the scorer's page: a typist of its own, under a typing
/// id of its own) while table mode is at "Save it?" (issue 29, item 1: 6 of 18 confirmed
/// hands were lost, "The game is over now"): the phone's save removes only the phone's
/// draft, never the terminal's; table mode shows hand 1 as the phone saved it beside its
/// own lines, says they are the same hand, and Enter drops its own: the game holds the
/// hand once. Classic (seed 001): We 100 + They 50 melded, nobody out: +100, +50.
#[test]
fn the_same_hand_saved_by_a_phone_while_table_mode_confirms_is_kept_once() {
    let (dir, store) = folder();
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter), // Record hand 1
        ("We", text("100")),
        ("They", text("50")), // meanwhile, a phone saves the same hand
        ("Save hand 1?", Enter),
        ("What becomes of yours?", Enter), // the same hand: Enter drops mine
        ("What next?", Esc),
    ]);
    script.meanwhile("They", phone_saves(dir.path(), "100", "50"));
    let said = play(&store, script);
    assert!(
        said.contains("Hand 1 was saved meanwhile from elsewhere"),
        "{said}"
    );
    assert!(said.contains("They are the same hand."), "{said}");
    assert!(!said.contains("The game is over now"), "{said}");
    let report = game::open(&store, None).expect("game").report;
    assert_eq!(report.hands.len(), 1);
    let totals: Vec<i64> = report.totals.values().copied().collect();
    assert_eq!(totals, vec![100, 50]);
    assert!(store.load_draft("1", game::TERMINAL).is_none());
}

/// The phone saved a different hand 1 while the table typed its own: the table's lines
/// are kept and, chosen explicitly, saved as hand 2: both hands in the game, each once.
/// Classic (seed 001): hand 1 (phone) We 100, They 50; hand 2 (table) We 200, They 30;
/// totals 300 and 80.
#[test]
fn a_different_hand_saved_by_a_phone_is_kept_and_saved_as_the_next_when_asked() {
    let (dir, store) = folder();
    let mut script = Scripted::new([
        ("Which game?", Enter),
        ("What next?", Enter),
        ("We", text("200")),
        ("They", text("30")),
        ("Save hand 1?", Enter),
        ("What becomes of yours?", text("Save mine as hand 2")),
        ("What next?", Esc),
    ]);
    script.meanwhile("They", phone_saves(dir.path(), "100", "50"));
    let said = play(&store, script);
    assert!(said.contains("Yours:"), "{said}");
    assert!(!said.contains("They are the same hand."), "{said}");
    let report = game::open(&store, None).expect("game").report;
    assert_eq!(report.hands.len(), 2);
    let totals: Vec<i64> = report.totals.values().copied().collect();
    assert_eq!(totals, vec![300, 80]);
    // Each hand once, each under its own typing id.
    let log = store.load("1").expect("log");
    assert_ne!(log.hands[0].id, log.hands[1].id);
    assert!(log.hands.iter().all(|h| h.id.is_some()));
}

/// Issue 29, item 2: a phone's half-typed lines are the phone's: table mode never offers
/// them as its own ("Your lines are kept") and never saves them. The phone keeps a draft
/// "We: 999" for hand 1; table mode starts on the game with no draft of its own, types its
/// hand and saves it; the phone's draft is still the phone's.
#[test]
fn table_mode_never_takes_a_phones_draft_as_its_own() {
    let (_dir, store) = folder();
    let held = game::hold(&store, "1").expect("held");
    let words = crate::render::i18n::line_words_in(crate::render::i18n::Lang::En);
    game::keep_typed(
        &store,
        "1",
        "phone-a",
        Some("aaaa".into()),
        &held.log,
        &held.report,
        None,
        &["999".to_string()],
        &words,
    )
    .expect("the phone's draft kept");
    let said = play(
        &store,
        Scripted::new([
            ("Which game?", Enter),
            ("What next?", Enter),
            ("We", text("100")),
            ("They", text("50")),
            ("Save hand 1?", Enter),
            ("What next?", Esc),
        ]),
    );
    assert!(!said.contains("half typed"), "{said}");
    assert!(!said.contains("999"), "{said}");
    let report = game::open(&store, None).expect("game").report;
    let totals: Vec<i64> = report.totals.values().copied().collect();
    assert_eq!(totals, vec![100, 50]);
    assert!(store.load_draft("1", "phone-a").is_some());
}

/// A save sent twice under one typing id (its answer lost) is saved once: the second finds
/// the hand and answers which it is. Through the one write path, as every front end saves.
#[test]
fn a_typing_saved_twice_is_one_hand() {
    let (_dir, store) = folder();
    let hand = |we: i64| crate::core::hand::Hand {
        results: [
            (
                "We".to_string(),
                crate::core::hand::SideResult {
                    melded: we,
                    ..Default::default()
                },
            ),
            (
                "They".to_string(),
                crate::core::hand::SideResult {
                    melded: 50,
                    ..Default::default()
                },
            ),
        ]
        .into_iter()
        .collect(),
        id: Some("t1".into()),
        ..Default::default()
    };
    let v0 = game::hold(&store, "1").expect("held").version();
    let first = game::save_typed(&store, "1", game::Saw::Version(&v0), hand(100)).expect("saved");
    assert!(matches!(first, game::Saved::Done { .. }));
    // The same request again (same id, the old version): already saved, as hand 1.
    let again =
        game::save_typed(&store, "1", game::Saw::Version(&v0), hand(100)).expect("answered");
    assert!(matches!(again, game::Saved::Already { number: 1, .. }));
    assert_eq!(store.load("1").expect("log").hands.len(), 1);
}

/// Issue 29, item 5: versions never repeat. Saved, then undone: the text is not what it was
/// before the save (the change count goes on), so a request made before the undo, at the
/// version it saw then, is refused after it.
#[test]
fn a_request_made_before_an_undo_is_refused_after_it() {
    let (_dir, store) = folder();
    let v0 = game::hold(&store, "1").expect("held").version();
    game::record(
        &store,
        None,
        None,
        &HandEdits {
            melded: vec![("We".into(), 100), ("They".into(), 50)],
            ..HandEdits::default()
        },
    )
    .expect("recorded");
    game::undo(&store, None).expect("undone");
    let v2 = game::hold(&store, "1").expect("held").version();
    assert_ne!(v0, v2);
    let hand = crate::core::hand::Hand {
        results: [
            ("We".to_string(), crate::core::hand::SideResult::default()),
            ("They".to_string(), crate::core::hand::SideResult::default()),
        ]
        .into_iter()
        .collect(),
        id: Some("stale".into()),
        ..Default::default()
    };
    let late = game::save_typed(&store, "1", game::Saw::Version(&v0), hand).expect("answered");
    assert!(matches!(late, game::Saved::ChangedElsewhere));
    assert!(store.load("1").expect("log").hands.is_empty());
}

/// A phone (typist `phone-b`, a typing id of its own) saving the hand We `we`, They `they`
/// through the game layer, as `/api/save` does, and forgetting its own draft.
fn phone_saves(dir: &std::path::Path, we: &str, they: &str) -> impl FnMut() + 'static {
    let dir = dir.to_path_buf();
    let (we, they) = (we.to_string(), they.to_string());
    move || {
        let other = open(&dir);
        let held = game::hold(&other, "1").expect("held");
        let words = crate::render::i18n::line_words_in(crate::render::i18n::Lang::En);
        let lines = [we.clone(), they.clone()];
        let (mut hand, _) =
            game::typed_hand_of(&held.log, None, &lines, &words).expect("the phone's lines");
        hand.id = Some("phone-typing".into());
        let saved = game::save_typed(&other, "1", game::Saw::Version(&held.version()), hand)
            .expect("the phone saved");
        assert!(matches!(saved, game::Saved::Done { .. }));
        game::drop_draft(&other, "1", "phone-b");
    }
}
