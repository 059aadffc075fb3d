//! `canasta`: a score keeper and rules adjudicator for Canasta played with real cards.
//!
//! The library holds the pure rules core (`rules`, `hand`, `score`, `ledger`, `presets`)
//! and the pieces of the program around it (`store`, `render`, `chart`, `cli`, `app`,
//! `table_mode`). Dependencies point inward: the core never sees clap, files or terminals.

pub mod cards;
pub mod hand;
pub mod ledger;
pub mod melds;
pub mod presets;
pub mod rules;
pub mod score;

pub mod app;
pub mod catalog;
pub mod chart;
pub mod check_cmd;
pub mod cli;
pub mod render;
pub mod store;
pub mod table_mode;
