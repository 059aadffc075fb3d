//! The command line: clap's types (`args`), one function per command (`run`), the exit
//! codes, output that survives a closed pipe, and dynamic completion.

mod args;
pub mod complete;
mod edits;
pub(crate) mod output;
pub(crate) mod run;

pub use args::*;
