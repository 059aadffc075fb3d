//! Why the board could not start or go on, as facts: the address it could not listen on,
//! the socket or the runtime the system refused, the TLS files refused, the data folder
//! failing. `exit()` says how the process ends (the command line's `serve`); the words
//! are the server's own messages (`cli-serve-*`), as the board has always said them.

use std::fmt;

use crate::exit::Exit;
use crate::render::say::Say;
use crate::store::error::{Error as StoreError, is_environment_io};

use super::tls::TlsRefused;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug)]
pub enum Error {
    /// Nothing could listen on `address`.
    Listen {
        address: String,
        cause: std::io::Error,
    },
    /// The listening socket has no address of its own.
    NoAddress(std::io::Error),
    /// The listening socket could not be set up for the event loop.
    Socket(std::io::Error),
    /// The event loop could not be made.
    Runtime(std::io::Error),
    /// The certificate or key of `--tls` refused.
    Tls(TlsRefused),
    /// The data folder failed (a key kept there, a TLS file read).
    Store(StoreError),
    /// The tournament served cannot be read, or its tables' keys kept.
    Game(Box<crate::game::Error>),
}

impl Error {
    /// How the process ends: the data folder's own answer, the machine's for a socket or
    /// runtime the system refused, bad input otherwise (an address taken or mistyped, TLS
    /// files that are not a certificate and its key).
    pub fn exit(&self) -> Exit {
        match self {
            Error::Store(e) => e.exit(),
            Error::Game(e) => e.exit(),
            Error::NoAddress(e) | Error::Socket(e) | Error::Runtime(e) if is_environment_io(e) => {
                Exit::Environment
            }
            Error::Listen { .. }
            | Error::NoAddress(_)
            | Error::Socket(_)
            | Error::Runtime(_)
            | Error::Tls(_) => Exit::Refused,
        }
    }

    /// The system's error behind it, if the machine failed.
    pub fn io(&self) -> Option<&std::io::Error> {
        match self {
            Error::Store(e) => e.io(),
            Error::Game(e) => e.store().and_then(|s| s.io()),
            Error::NoAddress(e) | Error::Socket(e) | Error::Runtime(e) => Some(e),
            Error::Listen { .. } | Error::Tls(_) => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Listen { address, cause } => f.write_str(&crate::tr!(
                "cli-serve-cannot-listen",
                address = address.clone(),
                error = cause.to_string()
            )),
            Error::NoAddress(e) => write!(f, "{}: {e}", crate::tr!("cli-serve-no-address")),
            Error::Socket(e) => write!(f, "{}: {e}", crate::tr!("cli-serve-socket")),
            Error::Runtime(e) => write!(f, "{}: {e}", crate::tr!("cli-serve-cannot-start")),
            Error::Tls(e) => write!(f, "{e}"),
            Error::Store(e) => e.say(f),
            Error::Game(e) => e.say(f),
        }
    }
}

impl std::error::Error for Error {}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Error {
        Error::Store(e)
    }
}

impl From<TlsRefused> for Error {
    fn from(e: TlsRefused) -> Error {
        Error::Tls(e)
    }
}
