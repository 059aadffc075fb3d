//! The scorer's page and its calls (`/api/...`), each a game-layer use case answered in
//! JSON in the phone's language, over a [`Host`]: the board, or the page itself.

pub mod actions;
pub mod call;
mod games;
pub mod state;

pub use call::{CallGame, Host};

/// The scorer's page: its script and style.
pub const SCRIPT: &str = include_str!("../score.js");
pub const STYLE: &str = include_str!("../score.css");
