//! Integration tests: the real `canasta` binary in a temporary data directory.
//!
//! One test binary (as in just and ripgrep) with a small harness: `Env::new()` makes a
//! fresh data dir, `env.run(args)` runs the binary in it.

mod accessibility;
mod attack;
mod board;
mod board_browser;
mod browser;
mod burraco;
mod cache;
mod checks;
mod circuit;
mod conventions;
mod durability;
mod family;
mod family_words;
mod games;
mod harness;
mod hostile;
mod individual;
mod json;
mod knockout;
mod lang_agreement;
mod lang_board;
mod lang_cli;
mod lang_game;
mod lang_refusals;
mod lang_show;
mod lang_store;
mod lines;
mod looks;
mod moving;
mod page_alone_browser;
mod page_engine;
mod phone_app;
mod phone_feedback;
mod quick_thumb;
mod refusals;
mod results_file;
mod scorer_api;
mod scorer_browser;
mod sealed;
mod season;
mod slips;
mod subcommands;
mod swiss;
mod table_mode;
mod tournament;
mod tournament_groups;
mod tournament_locks;
mod tournament_phones;
mod variants;
mod victory;
mod widths;
