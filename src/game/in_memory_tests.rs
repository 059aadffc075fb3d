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
use proptest::prelude::*;

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
    crate::game::start(
        &store,
        &NewGame {
            variant: "classic".into(),
            ..NewGame::default()
        },
    )
    .expect("a new game");
    crate::game::record(
        &store,
        None,
        None,
        &hand(["We: out 1n 1m 2r 420 -35", "They: 90 -40"]),
    )
    .expect("hand 1");
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

/// One step of a session at the command line, by what it does to the games.
#[derive(Debug, Clone)]
enum Step {
    New,
    Record(usize),
    Undo,
    Archive(u8),
    Unarchive(u8),
    Delete(u8),
    Use(u8),
}

/// Hoyle's hands as the native tests type them.
const HANDS: [[&str; 2]; 3] = [
    ["We: out 1n 1m 2r 420 -35", "They: 90 -40"],
    ["We: 120 -10", "They: out 2n 300"],
    ["We: 1m 200 -50", "They: 90 -40"],
];

fn run(store: &Store, step: &Step) -> bool {
    let id = |n: &u8| (n % 4 + 1).to_string();
    match step {
        Step::New => crate::game::start(
            store,
            &NewGame {
                variant: "classic".into(),
                ..NewGame::default()
            },
        )
        .is_ok(),
        Step::Record(h) => {
            crate::game::record(store, None, None, &hand(HANDS[h % HANDS.len()])).is_ok()
        }
        Step::Undo => crate::game::undo(store, None).is_ok(),
        Step::Archive(n) => crate::game::archive(store, &id(n)).is_ok(),
        Step::Unarchive(n) => crate::game::unarchive(store, &id(n)).is_ok(),
        Step::Delete(n) => crate::game::delete(store, &id(n)).is_ok(),
        Step::Use(n) => crate::game::use_game(store, &id(n)).is_ok(),
    }
}

/// The folder's files as a command leaves them, by path under the folder: the lock's note
/// (who held it, when) and the caches (derived, timed) left out, and a game's start time
/// masked (each disk has its own clock).
fn folder_of(files: Vec<(String, Vec<u8>)>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = files
        .into_iter()
        .filter(|(p, _)| p != "lock" && p != "writing.lock" && !p.starts_with("cache/"))
        .map(|(p, bytes)| {
            let text: String = String::from_utf8_lossy(&bytes)
                .lines()
                .map(|l| {
                    if l.starts_with("created: ") {
                        "created: -"
                    } else {
                        l
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            (p, text)
        })
        .collect();
    crate::core::order::sort(&mut out);
    out
}

fn walk(root: &Path, dir: &Path, into: &mut Vec<(String, Vec<u8>)>) {
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(root, &path, into);
        } else {
            let under = path.strip_prefix(root).expect("under the root");
            into.push((
                under.display().to_string(),
                std::fs::read(&path).expect("a file"),
            ));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    /// One store, two disks: any session of new games, hands, undos, archives, deletes and
    /// changes of the current game answers the same (made or refused, step by step) over
    /// the computer's files and over a folder in memory, and leaves the same files.
    #[test]
    fn the_store_does_the_same_on_either_disk(
        steps in proptest::collection::vec(
            prop_oneof![
                Just(Step::New),
                (0usize..3).prop_map(Step::Record),
                Just(Step::Undo),
                any::<u8>().prop_map(Step::Archive),
                any::<u8>().prop_map(Step::Unarchive),
                any::<u8>().prop_map(Step::Delete),
                any::<u8>().prop_map(Step::Use),
            ],
            1..14,
        )
    ) {
        let dir = tempfile::TempDir::new().expect("a folder");
        let on_os = Store::open(
            Some(dir.path().join("data")),
            Catalog::new(Some(dir.path().join("config"))),
        )
        .expect("a store");
        let (memory, in_memory) = store_in_memory();
        for step in &steps {
            prop_assert_eq!(run(&on_os, step), run(&in_memory, step), "{:?}", step);
        }
        let mut os_files = Vec::new();
        walk(&dir.path().join("data"), &dir.path().join("data"), &mut os_files);
        let mem_files: Vec<(String, Vec<u8>)> = memory
            .files()
            .into_iter()
            .filter_map(|(p, b)| {
                Some((p.strip_prefix("/data").ok()?.display().to_string(), b))
            })
            .collect();
        let (os_files, mem_files) = (folder_of(os_files), folder_of(mem_files));
        // A game begun and never deleted leaves its file (in games/ or archive/).
        if steps.iter().any(|s| matches!(s, Step::New))
            && !steps.iter().any(|s| matches!(s, Step::Delete(_)))
        {
            prop_assert!(os_files.iter().any(|(p, _)| p.ends_with(".yaml")), "{:?}", os_files);
        }
        prop_assert_eq!(os_files, mem_files);
    }
}
