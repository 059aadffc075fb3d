//! The store and the game layer over a folder kept in memory: no file system at all (as a
//! web page has none). The numbers are Hoyle's, as the native tests type them (Classic:
//! `out 1n 1m 2r 420 -35` is a natural canasta 500 + a mixed one 300 + going out 100 +
//! 420 melded - 35 in hand + two red threes 200 = 1485; `90 -40` is 50).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use crate::game::{HandEdits, NewGame};
use crate::store::Store;
use crate::store::catalog::Catalog;
use crate::store::disk::{Disk, MemDisk};

fn store_in_memory() -> (Arc<MemDisk>, Store) {
    let disk = Arc::new(MemDisk::new());
    // 2026-12-06T21:40:00Z, the page's clock.
    disk.set_now(SystemTime::UNIX_EPOCH + Duration::from_secs(1_796_593_200));
    disk.add_random(&[0xab; 16]);
    let shared: Arc<dyn Disk> = disk.clone();
    let catalog = Catalog::on(shared.clone(), Some(PathBuf::from("/data/config")));
    let store = Store::open_on(shared, PathBuf::from("/data"), catalog).expect("a store");
    (disk, store)
}

fn hand(lines: [&str; 2]) -> HandEdits {
    HandEdits {
        lines: lines.iter().map(|l| l.to_string()).collect(),
        ..HandEdits::default()
    }
}

/// A new Classic game in `store`, and its hand 1 (Hoyle's 1485 against 50).
fn classic_with_hand_1(store: &Store) {
    crate::game::start(
        store,
        &NewGame {
            variant: "classic".into(),
            ..NewGame::default()
        },
    )
    .expect("a new game");
    crate::game::record(
        store,
        None,
        None,
        &hand(["We: out 1n 1m 2r 420 -35", "They: 90 -40"]),
    )
    .expect("hand 1");
}

fn names(disk: &MemDisk) -> Vec<String> {
    disk.files()
        .into_iter()
        .map(|(p, _)| p.display().to_string())
        .collect()
}

#[test]
fn a_game_is_played_and_undone_with_no_file_system() {
    let (disk, store) = store_in_memory();
    let opened = crate::game::start(
        &store,
        &NewGame {
            variant: "classic".into(),
            ..NewGame::default()
        },
    )
    .expect("a new game");
    let id = opened.id.clone();
    assert_eq!(id, "1");
    // Its start time is the page's clock, in UTC to the second.
    let text = store.game_text("1", false).expect("its file");
    assert!(text.contains("created: 2026-12-06T21:40:00Z"), "{text}");
    crate::game::record(
        &store,
        None,
        None,
        &hand(["We: out 1n 1m 2r 420 -35", "They: 90 -40"]),
    )
    .expect("hand 1");
    let changed = crate::game::record(
        &store,
        None,
        None,
        &hand(["We: out 1n 1m 2r 420 -35", "They: 90 -40"]),
    )
    .expect("hand 2");
    let totals: Vec<i64> = changed.report.totals.values().copied().collect();
    assert_eq!(totals, vec![2970, 100]);
    let removed = crate::game::undo(&store, None).expect("undone");
    assert_eq!(removed.number, 2);
    assert_eq!(store.load("1").expect("read").hands.len(), 1);
    // The files a page keeps: the game, the current game, and the lock's note; nothing
    // left half written (no temporary, no staging, no journal).
    let kept = names(&disk);
    assert!(kept.contains(&"/data/games/1.yaml".to_string()), "{kept:?}");
    assert!(kept.contains(&"/data/current".to_string()), "{kept:?}");
    assert!(
        kept.iter()
            .all(|n| !n.contains(".canasta-") && !n.contains("staging") && !n.ends_with("journal")),
        "{kept:?}"
    );
    // What the page writes back: every file written since it last asked, their bytes as
    // they are now; a temporary written and renamed away is said gone.
    let changes = disk.take_changes();
    let game = changes
        .iter()
        .find(|(p, _)| p == Path::new("/data/games/1.yaml"))
        .and_then(|(_, b)| b.clone())
        .expect("the game written");
    assert_eq!(
        game,
        store.game_text("1", false).expect("its file").into_bytes()
    );
    assert!(
        changes
            .iter()
            .filter(|(p, _)| p.display().to_string().contains(".canasta-"))
            .all(|(_, b)| b.is_none()),
        "{changes:?}"
    );
    assert!(
        disk.take_changes().is_empty(),
        "each change handed over once"
    );
}

#[test]
fn a_change_of_several_files_is_made_whole_in_memory() {
    let (disk, store) = store_in_memory();
    for _ in 0..2 {
        crate::game::start(
            &store,
            &NewGame {
                variant: "classic".into(),
                ..NewGame::default()
            },
        )
        .expect("a new game");
    }
    // Game 2 is current; archiving it moves its file and forgets it as current, all at
    // once through the journal.
    crate::game::archive(&store, "2").expect("archived");
    assert_eq!(store.ids().expect("ids"), vec!["1".to_string()]);
    assert_eq!(store.archived_ids().expect("ids"), vec!["2".to_string()]);
    assert_eq!(store.current(), None);
    crate::game::delete(&store, "1").expect("deleted");
    assert!(store.ids().expect("ids").is_empty());
    let kept = names(&disk);
    assert_eq!(
        kept.iter()
            .filter(|n| n.starts_with("/data/games") || n.starts_with("/data/archive"))
            .collect::<Vec<_>>(),
        vec!["/data/archive/2.yaml"]
    );
}

#[test]
fn the_pages_files_are_read_back_as_the_store_left_them() {
    let (disk, store) = store_in_memory();
    classic_with_hand_1(&store);
    // A page loaded afresh: a new memory filled with the files the last one kept.
    let again = Arc::new(MemDisk::new());
    for (path, bytes) in disk.files() {
        again.put(&path, bytes);
    }
    let shared: Arc<dyn Disk> = again.clone();
    let catalog = Catalog::on(shared.clone(), None);
    let store = Store::open_on(shared, PathBuf::from("/data"), catalog).expect("a store");
    assert_eq!(store.current().as_deref(), Some("1"));
    let opened = crate::game::open(&store, None).expect("replayed");
    let totals: Vec<i64> = opened.report.totals.values().copied().collect();
    assert_eq!(totals, vec![1485, 50]);
    // Reading writes nothing but the listing kept for the next command (natively: the page
    // keeps no cache).
    let written = again.take_changes();
    assert!(
        written.iter().all(|(p, _)| p.starts_with("/data/cache")),
        "{written:?}"
    );
}

/// The page's engine, built without events: an event's file in its folder (which nothing
/// on a phone writes) is refused as not kept there, and a hand of a game the event might
/// claim is not saved: the game's file is exactly as it was. (`cargo test -p canasta-game
/// --no-default-features`, as `.ci/run` runs it.)
#[cfg(not(feature = "events"))]
#[test]
fn an_events_file_is_refused_where_events_are_not_kept() {
    use crate::core::store_facts::{FileReason, StoreRefused};
    let (disk, store) = store_in_memory();
    classic_with_hand_1(&store);
    let before = store.game_text("1", false).expect("its file");
    disk.put(
        Path::new("/data/tournaments/club.yaml"),
        b"name: club\nentrants: []\nrounds: []\n".to_vec(),
    );
    let Err(refused) =
        crate::game::record(&store, None, None, &hand(["We: 90 -40", "They: 90 -40"]))
    else {
        panic!("an event's file where none is kept: the hand saved");
    };
    let Some(crate::store::error::Error::Refused(why)) = refused.store() else {
        panic!("{refused:?}");
    };
    assert!(
        matches!(
            why.as_ref(),
            StoreRefused::BadTournament {
                reason: FileReason::EventsNotKept,
                ..
            }
        ),
        "{why:?}"
    );
    assert_eq!(store.game_text("1", false).expect("its file"), before);
}
