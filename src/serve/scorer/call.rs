//! The game a scorer's call reaches, set for the thread that answers it: a tournament
//! table's (by that table's key, or by the director from the desk), with the director's
//! reason for a change taken out of the call's body.

use bytes::Bytes;
use hyper::Method;
use serde_json::Value;

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

thread_local! {
    /// The table and game of the call this thread answers, when its key or the director
    /// names one; each call runs on a blocking thread of its own, as its language is
    /// kept (`i18n::in_language`).
    pub(super) static CALL_GAME: std::cell::RefCell<Option<CallGame>> = const { std::cell::RefCell::new(None) };
}

/// Run `f` with the call's table and game set (none: the board's game), and put it back.
pub fn for_game<T>(game: Option<CallGame>, f: impl FnOnce() -> T) -> T {
    let before = CALL_GAME.with(|g| g.replace(game));
    let out = f();
    CALL_GAME.with(|g| *g.borrow_mut() = before);
    out
}

/// The call's own game (a tournament table's), if any.
pub(super) fn call_game() -> Option<String> {
    CALL_GAME.with(|g| g.borrow().as_ref().map(|c| c.game.clone()))
}

/// The call's table, in a tournament, when a table's key made the call.
pub(super) fn call_table() -> Option<u32> {
    CALL_GAME.with(|g| g.borrow().as_ref().filter(|c| !c.director).map(|c| c.table))
}

/// The table the director opened from the desk, if this call is the director's on one.
pub(super) fn director_table() -> Option<u32> {
    CALL_GAME.with(|g| g.borrow().as_ref().filter(|c| c.director).map(|c| c.table))
}

/// The director's reason sent with a change to a table's game (the body's `why`), taken
/// out of the body, which then reads as the call's own shape. Only the director's calls
/// on a table carry one; anyone else's `why` is left in, and refused as an unknown field.
pub(super) fn take_reason(method: &Method, body: &Bytes) -> (Option<crate::store::Reason>, Bytes) {
    if director_table().is_none() || method != Method::POST {
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
