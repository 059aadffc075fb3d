//! `canasta`: a score keeper and rules adjudicator for Canasta played with real cards.
//!
//! The library holds the pure rules core (`rules`, `hand`, `score`, `ledger`, `presets`)
//! and the pieces of the program around it (`store`, `render`, `chart`, `cli`, `app`,
//! `table_mode`). Dependencies point inward: the core never sees clap, files or terminals.

/// `println!` that returns an error instead of panicking when stdout is closed.
macro_rules! outln {
    () => {
        $crate::output::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::output::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` that returns an error instead of panicking when stdout is closed.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::write_out(format_args!($($arg)*))
    };
}

pub mod cards;
pub mod hand;
pub mod ledger;
pub mod melds;
pub mod presets;
pub mod rules;
pub mod score;
pub mod text;
mod unique;

pub mod app;
pub mod catalog;
pub mod chart;
pub mod cli;
mod complete;
pub mod exit;
pub mod files;
pub mod game;
pub mod output;
pub mod render;
pub mod store;
pub mod table_mode;
