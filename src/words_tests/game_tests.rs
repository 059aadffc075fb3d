//! The game layer's refusals in words: the game layer (`crates/canasta-game`) returns
//! facts and cannot name `render`, so its tests that read a refusal's sentence run here,
//! over a data folder in memory.

use std::path::PathBuf;
use std::sync::Arc;

use crate::game::backup::{RestoreRefused, restore};
use crate::game::{
    MatchRefused, MatchSpec, NewGame, SetupRefused, match_standing, new_log, start_in_match,
};
use crate::store::Store;
use crate::store::catalog::Catalog;
use crate::store::disk::{Disk, MemDisk};

fn store_in_memory() -> Store {
    let disk: Arc<dyn Disk> = Arc::new(MemDisk::new());
    let catalog = Catalog::on(disk.clone(), Some(PathBuf::from("/config")));
    Store::open_on(disk, PathBuf::from("/data"), catalog).expect("a store")
}

/// A backup whose game 7 is not a game (`sides` is a number): the restore refuses it,
/// naming the game by its number in the backup, as a fact `render` words
/// (`store-game-in-backup`), where the game layer once wrote "of game 7" itself.
#[test]
fn a_damaged_game_of_a_backup_is_named_by_its_number_there() {
    let store = store_in_memory();
    let body = "schema: 1\nvariant: classic\nsides: 3\n";
    // A backup's game part and its end, as `canasta backup` writes them.
    let text = format!(
        "--- # canasta game 7 ({} bytes)\n{body}# end of canasta backup\n",
        body.len()
    );
    let refused = restore(&store, &mut text.as_bytes(), "club.txt", false)
        .err()
        .expect("a game that is no game is refused");
    let crate::game::Error::Restore(restore_refused) = &refused else {
        panic!("{refused:#}");
    };
    let RestoreRefused::Damaged { id, more, why, .. } = restore_refused.as_ref() else {
        panic!("{refused:#}");
    };
    assert_eq!((id.as_str(), *more), ("7", 0));
    // The process speaks English in tests: the sentence is English's, unchanged.
    assert_eq!(
        crate::render::game_refusals::first_line(why.as_ref()),
        "the game file of game 7 is not a valid game log at line 3, column 8: sides: invalid type: integer `3`, expected a sequence (the file was left as it is)"
    );
    // Nothing was restored.
    assert!(store.ids().expect("ids").is_empty());
}

#[test]
fn a_match_unknown_or_without_its_rule_is_refused_with_its_facts() {
    let store = store_in_memory();
    let e = match_standing(&store, "club").expect_err("refused");
    assert_eq!(
        match &e {
            crate::game::Error::Match(m) => Some(m.as_ref()),
            _ => None,
        },
        Some(&MatchRefused::NoSuchMatch {
            name: "club".into()
        })
    );
    assert_eq!(super::Say::said(&e), "there is no match `club`");
    let spec = NewGame {
        variant: "classic".into(),
        ..NewGame::default()
    };
    let new_match = MatchSpec {
        name: "club".into(),
        ..MatchSpec::default()
    };
    let e = start_in_match(&store, &spec, &new_match)
        .err()
        .expect("refused");
    assert_eq!(
        super::Say::said(&e),
        "match club is new: say how it is won, --first-to N (games) or --games N"
    );
}

#[test]
fn setup_refusals_are_facts_worded_by_render() {
    let store = store_in_memory();
    let catalog = store.catalog();
    let three = NewGame {
        variant: "classic".into(),
        sides: ["A", "B", "C"].map(String::from).to_vec(),
        ..NewGame::default()
    };
    let e = new_log(catalog, &three, "2026-12-06T12:00:00Z").expect_err("refused");
    assert_eq!(
        match &e {
            crate::game::Error::Setup(r) => Some(r),
            _ => None,
        },
        Some(&SetupRefused::SideCount {
            variant: "classic".into(),
            units: 2,
            players: false,
            gave: 3,
        })
    );
    assert_eq!(
        super::Say::said(&e),
        "classic is played by 2 sides; give --side 2 times (you gave 3)"
    );
    let twice = NewGame {
        variant: "classic".into(),
        start: vec![("We".into(), 100), ("we".into(), 200)],
        ..NewGame::default()
    };
    let e = new_log(catalog, &twice, "2026-12-06T12:00:00Z").expect_err("refused");
    assert_eq!(
        match &e {
            crate::game::Error::Setup(r) => Some(r),
            _ => None,
        },
        Some(&SetupRefused::StartTwice { side: "We".into() })
    );
}
