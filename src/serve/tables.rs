//! A tournament night's tables (`serve --tournament`): each table's key, kept in the
//! data folder so a table's QR code serves every round and every restart; the table a
//! key opens, and that table's game in the round in play.

use subtle::ConstantTimeEq;

use super::{Error, Read, Result, Shared, Snapshot, Stamp, View, scorer};
use crate::store::Store;

impl Shared {
    /// The table whose key `given` is (compared in constant time), in the tournament
    /// this board serves: its keys as kept now (renewed from the desk or the command
    /// line, an old key opens nothing from then on).
    pub(super) fn table_of_key(&self, given: &str) -> Option<u32> {
        let name = self.tournament.as_ref()?;
        let keys = self.store.event_keys(name).ok()?;
        let mut found = None;
        for (table, key) in &keys {
            if bool::from(given.as_bytes().ct_eq(key.as_bytes())) {
                found = Some(*table);
            }
        }
        found
    }

    /// The game `table` plays in round `round` (none: the round in play), once published:
    /// a table's phone's game, and the director's way to a table's game from the desk.
    pub(super) fn round_table_game(&self, round: Option<u32>, table: u32) -> Option<String> {
        let name = self.tournament.as_ref()?;
        crate::game::tournament::round_table_game(&self.store, name, round, table)
    }
}

/// A table's phone's address in a tournament: the scorer's page with the table's key.
pub fn table_address(base: &str, key: &str) -> String {
    scorer::address(base, key)
}

/// A QR code of `address` as an SVG picture, to be put in a page (the printed sheet, the
/// desk): the `<svg>` element alone, without the XML declaration a file of its own would
/// start with (not HTML: a parser takes it for a bogus comment).
pub fn qr_svg(address: &str) -> String {
    match qrcode::QrCode::new(address.as_bytes()) {
        Ok(code) => {
            let svg = code
                .render::<qrcode::render::svg::Color<'_>>()
                .min_dimensions(200, 200)
                .quiet_zone(true)
                .build();
            match svg.find("<svg") {
                Some(at) => svg[at..].to_string(),
                None => svg,
            }
        }
        Err(_) => String::new(),
    }
}

/// Each table's key in tournament `name` (made when a round is published, or now if
/// none were), kept beside the event's file (`tournaments/NAME.keys`, owner-only), so a
/// table's QR code serves every round and every restart of that event and no other: one
/// for each table the event can fill (each group's half, rounded up). `renew`: new keys
/// for every table (`tournament keys NAME --new`, the desk's "New keys"): the old ones
/// open nothing from then on, and the sheet is printed again.
pub fn table_keys(store: &Store, name: &str, renew: bool) -> Result<Vec<(u32, String)>> {
    crate::game::tournament::table_keys(store, name, renew)
        .map(|keys| keys.into_iter().collect())
        .map_err(|e| Error::Game(Box::new(e)))
}

/// The printed sheet's rows: each table, its phone's address and that address's QR code.
pub fn sheet_rows(
    base: &str,
    keys: &std::collections::BTreeMap<u32, String>,
) -> Vec<(u32, String, String)> {
    let base = base.trim_end_matches('/');
    keys.iter()
        .map(|(table, key)| {
            let address = table_address(base, key);
            let svg = qr_svg(&address);
            (*table, address, svg)
        })
        .collect()
}

/// A night's board is worked out again at most this often.
pub(super) const SETTLE: std::time::Duration = std::time::Duration::from_millis(500);

/// A tournament night as its board shows it: the event, its standings and the round in
/// play, or why it cannot be read.
pub(super) type Night = std::result::Result<
    (
        crate::core::tournament::Event,
        Vec<crate::core::tournament::Standings>,
        Option<crate::game::tournament::RoundStatus>,
    ),
    (crate::game::Error, Vec<String>),
>;

/// The night's files as last looked at: the event's file, and the games folder (every
/// save, from any table, renames a file into it).
pub(super) fn stamp(store: &Store, name: &str) -> Stamp {
    let event = store
        .tournament_file(name)
        .ok()
        .and_then(|f| file_stamp(&f));
    let games = store.folder("games").ok().and_then(|d| file_stamp(&d));
    Stamp {
        id: Some(format!("tournament {name}")),
        file: event,
        dir: games,
    }
}

/// The night read now: standings and the round in play (the views are made per language
/// when asked for, and pushed to every board at once, as a game's are).
pub(super) fn snapshot(store: &Store, name: &str, stamp: Stamp) -> Snapshot {
    let made = std::time::Instant::now();
    let night: Night = crate::game::tournament::standings(store, name, None)
        .and_then(|(event, standings)| {
            let status = crate::game::tournament::status(store, name)?.1;
            Ok((event, standings, status))
        })
        .map_err(|e| (e, store.private_folders()));
    let read_ok = night.is_ok();
    Snapshot {
        stamp,
        read: Read::Tournament(Box::new(night)),
        views: Default::default(),
        read_ok,
        made,
    }
}

/// The night's part in the current language: the clock, where each pair sits and the
/// standings; no chart.
pub(super) fn view(night: &Night) -> View {
    use crate::render::chart::escape;
    let part = match night {
        Ok((event, standings, status)) => {
            let clock = status
                .as_ref()
                .and_then(|s| s.clock)
                .map(|c| {
                    format!(
                        "<p class=\"clock\">{}</p>\n",
                        escape(&crate::render::tournament::clock_line(c))
                    )
                })
                .unwrap_or_default();
            format!(
                "{clock}{}",
                crate::render::tournament::board_part(event, standings)
            )
        }
        Err((e, folders)) => format!(
            "<p class=\"damaged\">{}</p>",
            escape(&crate::render::errors::say_hiding(
                e,
                crate::render::errors::Surface::Page,
                folders
            ))
        ),
    };
    View {
        part,
        chart: Err(String::new()),
    }
}

/// A file's metadata as a stamp (none: it cannot be looked at).
pub(super) fn file_stamp(path: &std::path::Path) -> Option<super::FileStamp> {
    let meta = std::fs::metadata(path).ok()?;
    #[cfg(unix)]
    use std::os::unix::fs::MetadataExt;
    Some(super::FileStamp {
        len: meta.len(),
        modified: meta.modified().ok(),
        #[cfg(unix)]
        inode: (meta.dev(), meta.ino()),
        #[cfg(unix)]
        changed: (meta.ctime(), meta.ctime_nsec()),
    })
}
