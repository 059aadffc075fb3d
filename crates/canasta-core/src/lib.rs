//! The rules core, pure: cards and their values, a variant's rules (presets are data),
//! the line grammar and its one lookup of words, the referee that scores a hand, the meld,
//! pile and going-out adjudicator, the ledger that replays a game into totals, statistics
//! and matches. No files, no terminal, no clap, no anyhow: other layers call it with
//! values and get values back (`tests/layers.rs` holds it to that).

pub mod cards;
pub mod circuit;
pub mod entrants;
pub mod hand;
pub mod instant;
pub mod language;
pub mod ledger;
pub mod line;
pub mod matches;
pub mod melds;
pub mod movement;
pub mod order;
pub mod plan;
pub mod presets;
pub mod results;
pub mod rules;
pub mod runs;
pub mod score;
pub mod side;
pub mod stats;
pub mod store_facts;
pub mod text;
pub mod tournament;
pub mod unique;
pub mod victory;
pub mod yaml;
pub mod yaml_read;
