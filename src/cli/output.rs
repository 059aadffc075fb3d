//! Standard output that ends quietly when its reader goes away.
//!
//! `println!` panics when stdout is a closed pipe (`canasta show | head -1`), which
//! exits 101, and after a save a script that retries would record the hand twice. Every
//! command writes through [`outln!`]/[`out!`] instead, which return the error; `main`
//! treats a broken pipe as a quiet, successful end ([`is_broken_pipe`]). Anything saved
//! before the write stays saved, and nothing is saved after it.

use std::fmt;
use std::io::Write;

use crate::exit::Exit;

/// Write to standard output, returning (not panicking on) an error.
pub fn write_out(args: fmt::Arguments) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)?;
    out.flush()
}

/// `error` and its causes as the command line says them, outermost first, joined by ": "
/// (as `anyhow`'s `{:#}`), the game layer's and the store's errors in their words (their
/// own `Display` is only their facts).
pub fn said(error: &anyhow::Error) -> String {
    use crate::render::say::Say;
    let parts: Vec<String> = error
        .chain()
        .map(|cause| {
            if let Some(e) = cause.downcast_ref::<crate::game::Error>() {
                e.said()
            } else if let Some(e) = cause.downcast_ref::<crate::store::error::Error>() {
                e.said()
            } else {
                cause.to_string()
            }
        })
        .collect();
    parts.join(": ")
}

/// Was this error a write to a reader that went away?
pub fn is_broken_pipe(error: &anyhow::Error) -> bool {
    io_of(error).is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
}

/// The system's error behind `error`, if the machine failed: the command's own (a write
/// to standard output) or the store's.
pub fn io_of(error: &anyhow::Error) -> Option<&std::io::Error> {
    error.chain().find_map(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .or_else(|| cause.downcast_ref::<crate::game::Error>()?.store()?.io())
            .or_else(|| cause.downcast_ref::<crate::store::error::Error>()?.io())
            .or_else(|| cause.downcast_ref::<crate::serve::Error>()?.io())
            .or_else(|| cause.downcast_ref::<crate::table_mode::Error>()?.io())
    })
}

/// How the command ends for this error: the game layer's, the store's and table mode's
/// own answer (`game::Error::exit`, `table_mode::Error::exit`), or the machine's for a
/// write of the command's own (a full disk under `export -o`); anything else is bad input.
pub fn exit_of(error: &anyhow::Error) -> Exit {
    for cause in error.chain() {
        if let Some(e) = cause.downcast_ref::<crate::table_mode::Error>() {
            return e.exit();
        }
        if let Some(e) = cause.downcast_ref::<crate::game::Error>() {
            return e.exit();
        }
        if let Some(e) = cause.downcast_ref::<crate::store::error::Error>() {
            return e.exit();
        }
        if let Some(e) = cause.downcast_ref::<crate::serve::Error>() {
            return e.exit();
        }
        if cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(crate::store::error::is_environment_io)
        {
            return Exit::Environment;
        }
    }
    Exit::Refused
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_machine_is_told_from_the_input() {
        let full = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::StorageFull))
            .context("cannot write export.yaml");
        assert_eq!(exit_of(&full), Exit::Environment);
        let denied = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert_eq!(exit_of(&denied), Exit::Environment);
        let gave_up = crate::core::store_facts::StoreRefused::GaveUp {
            secs: 1,
            holder: None,
            dir: "d".into(),
        };
        let gave_up =
            crate::game::Error::from(crate::store::error::Error::GaveUp(Box::new(gave_up)));
        assert_eq!(exit_of(&anyhow::Error::new(gave_up)), Exit::Environment);
        let input = anyhow::anyhow!("`1x` means nothing in classic");
        assert_eq!(exit_of(&input), Exit::Refused);
        let missing = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::NotFound));
        assert_eq!(exit_of(&missing), Exit::Refused);
        let fault = crate::game::Error::Fault("a log that did not serialise".into());
        assert_eq!(exit_of(&anyhow::Error::new(fault)), Exit::Fault);
    }
}
