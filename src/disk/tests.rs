//! The store over the computer's files ([`OsDisk`]): atomic writes, a new game's number,
//! changes made elsewhere, bounded plain reads; the same sessions over the computer's files
//! and over a folder in memory; and statistics over a season of game files (a benchmark).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use proptest::prelude::*;

use super::{catalog, files, open_store};
use crate::core::hand::{Hand, SideResult};
use crate::core::ledger::{GameLog, SCHEMA};
use crate::game::{GameFilter, HandEdits, NewGame, games_for_stats, new_log};
use crate::render::say::Say;
use crate::store::catalog::Catalog;
use crate::store::disk::{Disk, MemDisk};
use crate::store::{Store, check_id, log_text, utc_at};

#[test]
fn atomic_write_replaces_whole_files_and_leaves_no_temporaries() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("1.yaml");
    files().write_atomic(&path, "old\n").unwrap();
    files().write_atomic(&path, "new\n").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
    let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 1, "only the game file remains");
    // A write that cannot complete leaves the old file as it was: here the target
    // is a directory, so the rename fails after the new text was written aside.
    let blocked = dir.path().join("blocked.yaml");
    fs::create_dir(&blocked).unwrap();
    fs::write(blocked.join("keep"), "x").unwrap();
    assert!(files().write_atomic(&blocked, "new\n").is_err());
    assert_eq!(fs::read_to_string(blocked.join("keep")).unwrap(), "x");
    let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 2, "no temporary file is left behind");
}

/// A Classic game of We and They with no hand yet.
fn classic_log() -> GameLog {
    GameLog {
        schema: SCHEMA,
        changes: 0,
        variant: "classic".into(),
        rules: Some(crate::core::presets::embedded("classic").unwrap()),
        sides: ["We", "They"]
            .map(|n| crate::core::ledger::SideDef {
                name: n.into(),
                players: vec![],
            })
            .to_vec(),
        dealer: None,
        created: None,
        tournament: None,
        start: Default::default(),
        hands: vec![],
    }
}

/// A new game's number comes from the listing made when the lock was taken, but
/// never once a folder changed: two games made under one lock are 1 and 2 (a commit
/// forgets the listing), and a game file put in by hand meanwhile (7) is counted (8).
#[test]
fn a_new_games_number_is_above_every_game_even_under_one_lock() {
    let dir = tempfile::TempDir::new().unwrap();
    let store = open_store(Some(dir.path().to_path_buf()), catalog(None)).unwrap();
    let log = classic_log();
    let lock = store.lock().unwrap();
    assert_eq!(store.create_current(&lock, &log).unwrap(), "1");
    assert_eq!(store.create_current(&lock, &log).unwrap(), "2");
    drop(lock);
    let lock = store.lock().unwrap();
    // Past the file system's clock tick (a folder's time moves by ticks of up to
    // 10 ms): within one tick a file put in by hand may go unseen, and the new game
    // then takes a free number below it (never its number: that is checked free).
    std::thread::sleep(std::time::Duration::from_millis(50));
    fs::write(dir.path().join("games/7.yaml"), log_text(&log).unwrap()).unwrap();
    assert_eq!(store.create_current(&lock, &log).unwrap(), "8");
    // The number taken is always free, whatever the listing said.
    fs::write(dir.path().join("games/9.yaml"), log_text(&log).unwrap()).unwrap();
    assert_ne!(store.create_current(&lock, &log).unwrap(), "9");
}

#[test]
fn a_change_made_elsewhere_is_seen() {
    let dir = tempfile::TempDir::new().unwrap();
    let store = open_store(Some(dir.path().to_path_buf()), catalog(None)).unwrap();
    let log = classic_log();
    let id = store.create(&log).unwrap();
    assert_eq!(id, "1");
    let (mine, seen) = store.load_seen(&id).unwrap();
    assert!(!store.changed_since(&id, &seen));
    // Somebody else saves a note-worthy change meanwhile.
    let mut theirs = mine.clone();
    theirs.created = Some("elsewhere".into());
    store.save(&id, &theirs).unwrap();
    assert!(store.changed_since(&id, &seen));
    // That a save then refuses to overwrite it is `game::change_game`'s part
    // (tested with table mode in `table_mode/tests_elsewhere.rs`).
}

#[test]
fn dates_are_written_in_utc_to_the_second() {
    let now = utc_at(std::time::SystemTime::now());
    assert_eq!(now.len(), 20, "{now}");
    assert!(now.ends_with('Z'), "{now}");
    let read: jiff::Timestamp = now.parse().unwrap();
    let gap = jiff::Timestamp::now().duration_since(read);
    assert!(gap.as_secs().abs() < 5, "{now} is {gap:?} from now");
}

#[test]
fn ids_are_plain_names() {
    for good in ["1", "42", "club-night_2", "A"] {
        assert!(check_id(good).is_ok(), "{good}");
    }
    for bad in [
        "",
        "../x",
        "/etc/passwd",
        "a/b",
        "..",
        ".",
        "a.b",
        "a b",
        "é",
        "x\u{1b}",
    ] {
        assert!(check_id(bad).is_err(), "{bad:?}");
    }
    assert!(check_id(&"9".repeat(65)).is_err());
    let e = check_id("../../../elsewhere/victim").unwrap_err().said();
    assert!(e.contains("is not a game id"), "{e}");
}

#[test]
fn reading_is_limited_to_small_regular_files() {
    let dir = tempfile::TempDir::new().unwrap();
    let small = dir.path().join("a.yaml");
    fs::write(&small, "\u{feff}schema: 1\n").unwrap();
    assert_eq!(files().read_limited(&small, 100).unwrap(), "schema: 1\n");
    assert!(
        files()
            .read_limited(&small, 5)
            .unwrap_err()
            .said()
            .contains("bytes")
    );
    assert!(
        files()
            .read_limited(dir.path(), 100)
            .unwrap_err()
            .said()
            .contains("not a plain file")
    );
    #[cfg(unix)]
    {
        let link = dir.path().join("link.yaml");
        std::os::unix::fs::symlink(&small, &link).unwrap();
        assert!(
            files()
                .read_limited(&link, 100)
                .unwrap_err()
                .said()
                .contains("symbolic link")
        );
        let e = files()
            .read_limited(Path::new("/dev/zero"), 100)
            .unwrap_err();
        assert!(e.said().contains("not a plain file"), "{e}");
    }
}

/// Statistics over a season: 1,000 Classic games of 30 hands each, loaded, replayed and
/// added up. A benchmark, not a timed test: `cargo test --release --lib -- --ignored
/// stats_over_1000_games --nocapture` prints the time (`docs/guide/speed.md`).
#[test]
#[ignore = "a benchmark: run with --release --ignored"]
fn stats_over_1000_games() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let catalog = catalog(Some(dir.path().join("config")));
    let store = open_store(Some(dir.path().join("data")), catalog).expect("store");
    let mut log = new_log(
        store.catalog(),
        &NewGame {
            variant: "classic".into(),
            players: ["Ann", "Bob", "Cy", "Di"].map(String::from).to_vec(),
            ..NewGame::default()
        },
        &store.now(),
    )
    .expect("log");
    // 30 hands that never end the game: each side melds 60 and holds 50.
    let mut hand = Hand::default();
    for side in ["We", "They"] {
        hand.results.insert(
            side.into(),
            SideResult {
                melded: 60,
                in_hand: 50,
                red_threes: 1,
                ..SideResult::default()
            },
        );
    }
    log.hands = vec![hand; 30];
    for _ in 0..1000 {
        store.create(&log).expect("saved");
    }
    let mut times = Vec::new();
    let mut stats = crate::core::stats::Stats::default();
    for _ in 0..5 {
        let started = std::time::Instant::now();
        let games = games_for_stats(&store, &GameFilter::default()).expect("games");
        stats = crate::core::stats::stats(&games, None);
        times.push(started.elapsed());
    }
    // Each side: 60 - 50 + 100 (a red three, with a meld) = 110 a hand; 30 hands.
    assert_eq!(stats.games, 1000);
    assert_eq!(stats.players[0].hands, 30_000);
    assert_eq!(stats.players[0].points, 30_000 * 110);
    crate::core::order::sort(&mut times);
    println!(
        "stats over 1,000 games of 30 hands: median {:?} (min {:?}, max {:?})",
        times[2], times[0], times[4]
    );
}

/// A store over a folder in memory, as a page keeps it (the page's clock and randomness).
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
        let on_os = open_store(
            Some(dir.path().join("data")),
            catalog(Some(dir.path().join("config"))),
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
