//! The command line: clap's types (`args`), one file per command (`commands/`), the
//! entry that sets the language and opens the data folder (`run`), what it reads
//! (`input`), the JSON reports, the exit codes, output that survives a closed pipe, and
//! dynamic completion.

mod args;
mod commands;
pub mod complete;
mod edits;
pub mod help;
mod input;
pub(crate) mod output;
mod reports;
pub(crate) mod run;

pub use args::Cli;
