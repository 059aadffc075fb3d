//! A tournament night's tables (`serve --tournament`): each table's key, kept in the
//! data folder so a table's QR code serves every round and every restart; the table a
//! key opens, and that table's game in the round in play.

use subtle::ConstantTimeEq;

use super::{Error, Result, Shared, new_key, scorer};
use crate::store::Store;

impl Shared {
    /// The table whose key `given` is (compared in constant time), in a tournament.
    pub(super) fn table_of_key(&self, given: &str) -> Option<u32> {
        let mut found = None;
        for (table, key) in &self.tables {
            if bool::from(given.as_bytes().ct_eq(key.as_bytes())) {
                found = Some(*table);
            }
        }
        found
    }

    /// The game `table` plays in the tournament's round in play (the last published).
    pub(super) fn table_game(&self, table: u32) -> Option<String> {
        let name = self.tournament.as_ref()?;
        let event = self.store.load_tournament(name).ok()??;
        crate::game::tournament::table_game(&event, table).map(|(_, id)| id)
    }
}

/// A table's phone's address in a tournament: the scorer's page with the table's key.
pub fn table_address(base: &str, key: &str) -> String {
    scorer::address(base, key)
}

/// `address`'s QR code as an SVG picture (for a printed sheet).
pub fn qr_svg(address: &str) -> String {
    match qrcode::QrCode::new(address.as_bytes()) {
        Ok(code) => code
            .render::<qrcode::render::svg::Color<'_>>()
            .quiet_zone(true)
            .min_dimensions(200, 200)
            .build(),
        Err(_) => String::new(),
    }
}

/// Each table's key in tournament `name`, made the first time and kept in the data
/// folder (`table-key-N`, owner-only), so a table's QR code serves every round and
/// every restart: one for each table the event can fill (half its entrants, rounded up).
pub fn table_keys(store: &Store, name: &str) -> Result<Vec<(u32, String)>> {
    let tables = store
        .load_tournament(name)
        .map_err(Error::Store)?
        .map_or(0, |e| e.entrants.len().div_ceil(2) as u32);
    (1..=tables)
        .map(|t| {
            store
                .server_key(&format!("table-key-{t}"), &new_key)
                .map(|k| (t, k))
                .map_err(Error::Store)
        })
        .collect()
}
