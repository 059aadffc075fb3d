//! Why the data folder did not do what was asked: facts only (which step, which file,
//! what the system said), for `render` to word. Every function of the store returns it.
//!
//! A step's failure keeps what was being done around its cause (`While`), as a chain:
//! "cannot write games/1.yaml: No space left on device". [`Context`] adds a step to a
//! result, the way `anyhow`'s does, so a call site reads `.with_context(|| Doing::new(..))`.

use crate::core::store_facts::{Doing, StoreRefused};

/// The store's result.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Why the store refused or failed.
#[derive(Debug)]
pub enum Error {
    /// The machine failed (a full disk, no permission, a missing file...): the system's error.
    Io(std::io::Error),
    /// A file or a name the store refuses (a link, a FIFO, too large, not a game...).
    Refused(Box<StoreRefused>),
    /// Another canasta held the lock longer than `--wait` allowed (`StoreRefused::GaveUp`'s
    /// facts: how long, who, which folder).
    GaveUp(Box<StoreRefused>),
    /// A variant that cannot be found or read.
    Preset(Box<crate::core::presets::PresetError>),
    /// Two players' names that cannot be merged.
    Merge(crate::core::stats::MergeError),
    /// A fault of this program, not of the input or the machine (a value of its own that
    /// did not serialise): what it was doing.
    Fault(String),
    /// `doing` failed because of `cause`.
    While { doing: Doing, cause: Box<Error> },
    /// A step that failed because of `cause`, where the step is a refusal of its own (the
    /// journal's "nothing was changed" around what stopped it).
    Around {
        refused: Box<StoreRefused>,
        cause: Box<Error>,
    },
}

/// The error travels in a program's error chain (`anyhow` in the command line), which
/// needs `Display` and `std::error::Error`. Its `Display` is the facts as Rust shows them
/// (`Debug`), for a log or a panic: a person reads it in the `canasta` crate's words
/// (`render::errors`, each fact's `Say`), and the command line says every error of its
/// chain so (`cli::output::said`).
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Error {}

impl Error {
    /// This error and the causes inside it, outermost first.
    pub fn chain(&self) -> impl Iterator<Item = &Error> {
        let mut next = Some(self);
        std::iter::from_fn(move || {
            let this = next?;
            next = match this {
                Error::While { cause, .. } | Error::Around { cause, .. } => Some(cause),
                _ => None,
            };
            Some(this)
        })
    }

    /// The innermost cause (the system's error, or the refusal).
    pub fn root(&self) -> &Error {
        self.chain().last().unwrap_or(self)
    }

    /// The innermost cause, owned.
    pub fn into_root(self) -> Error {
        match self {
            Error::While { cause, .. } | Error::Around { cause, .. } => cause.into_root(),
            other => other,
        }
    }

    /// The system's error at the root, if the machine failed.
    pub fn io(&self) -> Option<&std::io::Error> {
        match self.root() {
            Error::Io(e) => Some(e),
            _ => None,
        }
    }

    /// The store's refusal at the root, if it refused.
    pub fn refused(&self) -> Option<&StoreRefused> {
        match self.root() {
            Error::Refused(r) => Some(r.as_ref()),
            _ => None,
        }
    }

    /// Did the machine, not the input, stop it: a full disk, no permission, a read-only or
    /// failing disk, or `--wait` giving up on the lock?
    pub fn is_environment(&self) -> bool {
        match self.root() {
            Error::GaveUp(_) => true,
            Error::Io(e) => is_environment_io(e),
            _ => false,
        }
    }

    /// How the process ends after this error: the machine (3), a fault of the program,
    /// or what it was given (2).
    pub fn exit(&self) -> crate::exit::Exit {
        if self.is_environment() {
            crate::exit::Exit::Environment
        } else if self.is_fault() {
            crate::exit::Exit::Fault
        } else {
            crate::exit::Exit::Refused
        }
    }

    /// Was it another canasta holding the lock?
    pub fn gave_up(&self) -> bool {
        matches!(self.root(), Error::GaveUp(_))
    }

    /// Is it a fault of this program?
    pub fn is_fault(&self) -> bool {
        matches!(self.root(), Error::Fault(_))
    }
}

/// Is this system error the machine's (a full disk, no permission, a read-only or failing
/// disk), not the input's (a file that is not there)?
pub fn is_environment_io(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        e.kind(),
        StorageFull | PermissionDenied | ReadOnlyFilesystem | QuotaExceeded
    ) || matches!(e.raw_os_error(), Some(5) /* EIO */)
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        Error::Io(e)
    }
}

impl From<crate::core::presets::PresetError> for Error {
    fn from(e: crate::core::presets::PresetError) -> Error {
        Error::Preset(Box::new(e))
    }
}

impl From<crate::core::stats::MergeError> for Error {
    fn from(e: crate::core::stats::MergeError) -> Error {
        Error::Merge(e)
    }
}

/// A value of this program's own that did not serialise: a fault of the program.
impl From<serde_yaml::Error> for Error {
    fn from(e: serde_yaml::Error) -> Error {
        Error::Fault(e.to_string())
    }
}

/// A value of this program's own that did not serialise: a fault of the program.
impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Error {
        Error::Fault(e.to_string())
    }
}

impl From<StoreRefused> for Error {
    fn from(r: StoreRefused) -> Error {
        Error::Refused(Box::new(r))
    }
}

/// A step around a result's error, as `anyhow::Context` adds one.
pub trait Context<T> {
    /// `doing` failed (made only on failure).
    fn with_context(self, doing: impl FnOnce() -> Doing) -> Result<T>;
}

impl<T, E: Into<Error>> Context<T> for std::result::Result<T, E> {
    fn with_context(self, doing: impl FnOnce() -> Doing) -> Result<T> {
        self.map_err(|e| Error::While {
            doing: doing(),
            cause: Box::new(e.into()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::store_facts::Op;

    #[test]
    fn the_machine_is_told_from_the_input() {
        let full: Result<()> = Err(std::io::Error::from(std::io::ErrorKind::StorageFull))
            .with_context(|| Doing::new(Op::Write, "games/1.yaml"));
        let full = full.unwrap_err();
        assert!(full.is_environment());
        assert_eq!(full.chain().count(), 2);
        assert!(
            Error::from(std::io::Error::from(std::io::ErrorKind::PermissionDenied))
                .is_environment()
        );
        let gave_up = StoreRefused::GaveUp {
            secs: 1,
            holder: None,
            dir: "d".into(),
        };
        assert!(Error::GaveUp(Box::new(gave_up)).is_environment());
        assert!(!Error::from(StoreRefused::NoCurrent).is_environment());
        assert!(!Error::from(std::io::Error::from(std::io::ErrorKind::NotFound)).is_environment());
    }
}
