//! Standard output that ends quietly when its reader goes away.
//!
//! `println!` panics when stdout is a closed pipe (`canasta show | head -1`), which
//! exits 101, and after a save a script that retries would record the hand twice. Every
//! command writes through [`outln!`]/[`out!`] instead, which return the error; `main`
//! treats a broken pipe as a quiet, successful end ([`is_broken_pipe`]). Anything saved
//! before the write stays saved, and nothing is saved after it.

use std::fmt;
use std::io::Write;

/// Write to standard output, returning (not panicking on) an error.
pub fn write_out(args: fmt::Arguments) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)?;
    out.flush()
}

/// Was this error a write to a reader that went away?
pub fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
