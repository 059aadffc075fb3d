//! The game a scorer's call reaches, held by the call: a tournament
//! table's (by that table's key, or by the director from the desk), with the director's
//! reason for a change taken out of the call's body.

use bytes::Bytes;
use http::Method;
use serde_json::Value;

use crate::store::Store;

/// Who answers the scorer's calls: the board (`canasta serve`, over HTTP) or the page
/// itself (the engine in the page). What a call needs of it, and nothing of how it is
/// reached.
pub trait Host: Sync {
    /// The data folder (or the page's store).
    fn store(&self) -> &Store;
    /// The game the board was started on (`canasta serve GAME`), if any.
    fn pinned(&self) -> Option<&str>;
    /// The tournament the board serves, if any.
    fn tournament(&self) -> Option<&str>;
    /// A game was saved: whoever shows it is told at once.
    fn saved(&self);
    /// A new scorer's key, the old one refused from now on: the scorer's new address
    /// with its QR code, or why not (its words); `None` where there is no key (the page
    /// alone).
    fn new_key(&self) -> Option<Result<NewKey, String>>;
}

/// A scorer's new address (its key after `#k=`) and its QR code, an SVG picture, made
/// by the board (the page alone has no key, and no QR code maker in its engine).
#[derive(Debug, Clone)]
pub struct NewKey {
    pub address: String,
    pub qr: String,
}

/// The game a call reaches besides the board's: a tournament table's, asked for by that
/// table's key (its game of the round in play) or by the director (any round's table,
/// from the desk).
#[derive(Debug, Clone)]
pub struct CallGame {
    pub table: u32,
    pub game: String,
    /// The director asked (the scorer's key): the change may carry a reason.
    pub director: bool,
}

/// One call to the scorer's API, answered on a thread of its own: its host, the store this call changes the data folder with (carrying the director's
/// reason for it, if any), and the tournament table's game it reaches. Everything a call
/// needs is a value it holds; nothing is kept per thread.
pub struct Call<'a> {
    host: &'a dyn Host,
    /// The data folder as this call changes it: the director's reason, taken out of the
    /// call's body, goes with every change the call makes.
    pub store: Store,
    game: Option<CallGame>,
}

impl<'a> Call<'a> {
    /// A call on `game` (none: the board's game) with the director's `reason`.
    pub fn new(
        host: &'a dyn Host,
        game: Option<CallGame>,
        reason: Option<crate::store::Reason>,
    ) -> Call<'a> {
        let store = host.store().with_reason(reason);
        Call { host, store, game }
    }

    /// Who answers the call.
    pub fn host(&self) -> &dyn Host {
        self.host
    }

    /// The table and game this call reaches, if a table's key or the director named one.
    pub fn game(&self) -> Option<&CallGame> {
        self.game.as_ref()
    }

    /// The call's own game (a tournament table's), if any.
    pub fn call_game(&self) -> Option<String> {
        self.game.as_ref().map(|c| c.game.clone())
    }

    /// The call's table, in a tournament, when a table's key made the call.
    pub fn call_table(&self) -> Option<u32> {
        self.game.as_ref().filter(|c| !c.director).map(|c| c.table)
    }

    /// The table the director opened from the desk, if this call is the director's on one.
    pub fn director_table(&self) -> Option<u32> {
        self.game.as_ref().filter(|c| c.director).map(|c| c.table)
    }
}

/// The director's reason sent with a change to a table's game (the body's `why`), taken
/// out of the body, which then reads as the call's own shape. Only the director's calls
/// on a table carry one; anyone else's `why` is left in, and refused as an unknown field.
pub fn take_reason(
    game: Option<&CallGame>,
    method: &Method,
    body: &Bytes,
) -> (Option<crate::store::Reason>, Bytes) {
    if !game.is_some_and(|g| g.director) || method != Method::POST {
        return (None, body.clone());
    }
    let Ok(Value::Object(mut fields)) = serde_json::from_slice::<Value>(body) else {
        return (None, body.clone());
    };
    let why = match fields.remove("why") {
        Some(Value::String(why)) if !why.trim().is_empty() => Some(why),
        _ => None,
    };
    let rest =
        serde_json::to_vec(&Value::Object(fields)).map_or_else(|_| body.clone(), Bytes::from);
    let reason = why.map(|why| crate::store::Reason {
        why,
        by: crate::store::Via::Desk,
    });
    (reason, rest)
}
