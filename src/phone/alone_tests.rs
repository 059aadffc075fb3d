//! The page alone's own calls over a folder in memory, as the page runs them.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{Disk, MemDisk, Page, PageCall};
use crate::game::{HandEdits, NewGame};
use crate::store::Store;
use crate::store::catalog::Catalog;

fn hand(lines: [&str; 2]) -> HandEdits {
    HandEdits {
        lines: lines.iter().map(|l| l.to_string()).collect(),
        ..HandEdits::default()
    }
}

/// Game 1 of a folder in memory as its file reads.
fn game_text(disk: &MemDisk) -> String {
    let (_, bytes) = disk
        .files()
        .into_iter()
        .find(|(p, _)| p == Path::new("/data/games/1.yaml"))
        .expect("game 1");
    String::from_utf8(bytes).expect("text")
}

fn import(page: &Page, text: &str) -> (u16, serde_json::Value) {
    let body = serde_json::json!({ "text": text }).to_string();
    let (status, answer) = page.answer(&PageCall {
        method: "POST",
        path: "/api/import",
        query: "",
        body: body.as_bytes(),
        lang: "en",
    });
    (status, serde_json::from_str(&answer).expect("json"))
}

/// A copy of a phone's game that went another way at hand 2 (the computer corrected it)
/// is refused on the phone in the phone's words: no file name (`phone:`) and no command
/// to look at both with, which a phone has not; nothing is imported. The hands are
/// Hoyle's, as the native tests type them: hand 1 `out 1n 1m 2r 420 -35` / `90 -40`.
#[test]
fn a_copy_that_went_another_way_is_refused_in_the_phones_words() {
    // The computer's game: hand 1, then hand 2 one way (`text_a`), then another (`text_b`).
    let elsewhere = Arc::new(MemDisk::new());
    let shared: Arc<dyn Disk> = elsewhere.clone();
    let catalog = Catalog::on(shared.clone(), None);
    let store = Store::open_on(shared, PathBuf::from("/data"), catalog).expect("a store");
    let new = NewGame {
        variant: "classic".into(),
        ..NewGame::default()
    };
    crate::game::start(&store, &new).expect("a game");
    let first = hand(["We: out 1n 1m 2r 420 -35", "They: 90 -40"]);
    crate::game::record(&store, None, None, &first).expect("hand 1");
    let one = game_text(&elsewhere);
    crate::game::record(&store, None, None, &hand(["We: 120 -10", "They: 90 -40"]))
        .expect("hand 2");
    let text_a = game_text(&elsewhere);
    crate::game::undo(&store, None).expect("undone");
    crate::game::record(&store, None, None, &hand(["We: 200 -10", "They: 90 -40"]))
        .expect("hand 2 again");
    let text_b = game_text(&elsewhere);
    // The phone: the game with hand 1, then hand 2 one way.
    let phone: Arc<dyn Disk> = Arc::new(MemDisk::new());
    let page = Page::open_on(phone, Path::new("/data"), None, "en").expect("the page");
    assert_eq!(import(&page, &one).0, 200);
    let (status, added) = import(&page, &text_a);
    assert_eq!(status, 200, "{added}");
    let (status, refused) = import(&page, &text_b);
    assert_eq!(status, 422, "{refused}");
    assert_eq!(
        refused["message"],
        "this is a copy of game 1, but it went another way at hand 2: that one is not as kept \
         here. Look at both, correct the one that is wrong, and import again (nothing was \
         imported)"
    );
}
