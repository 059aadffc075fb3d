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

/// Did the command fail because of the machine, not its input: a full disk, no
/// permission, a read-only or failing disk, or `--wait` giving up on the lock?
pub fn is_environment(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        if cause.downcast_ref::<crate::files::GaveUp>().is_some() {
            return true;
        }
        cause.downcast_ref::<std::io::Error>().is_some_and(|e| {
            use std::io::ErrorKind::*;
            matches!(
                e.kind(),
                StorageFull | PermissionDenied | ReadOnlyFilesystem | QuotaExceeded
            ) || matches!(e.raw_os_error(), Some(5) /* EIO */)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_machine_is_told_from_the_input() {
        let full = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::StorageFull))
            .context("cannot write games/1.yaml");
        assert!(is_environment(&full));
        let denied = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert!(is_environment(&denied));
        assert!(is_environment(&anyhow::Error::new(crate::files::GaveUp(
            "gave up".into()
        ))));
        let input = anyhow::anyhow!("`1x` means nothing in classic");
        assert!(!is_environment(&input));
        let missing = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::NotFound));
        assert!(!is_environment(&missing));
    }
}
