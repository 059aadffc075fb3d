//! The exit codes, in one place (and listed in `canasta --help`).
//!
//! A card player's script needs four answers: it worked, the rules said no, what it was
//! given is wrong, or the machine stopped it (try again later, or free some disk). Anything
//! else is a bug, never a panic on user data.

use std::process::ExitCode;

/// How `canasta` ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Exit {
    /// Done (also when the reader of the output went away, as in `| head -1`).
    Done = 0,
    /// A `check` question answered "no".
    No = 1,
    /// Bad input or usage: nothing was saved.
    Refused = 2,
    /// The machine stopped it: a full disk, no permission, a failing disk, or `--wait`
    /// giving up on another canasta's lock. Nothing was saved.
    Environment = 3,
    /// A fault of this program, not of the input or the machine (please report it).
    /// Nothing was saved. 70 is `EX_SOFTWARE` of sysexits.
    Fault = 70,
    /// Table mode interrupted (Ctrl-C, a closed terminal): every hand confirmed before is
    /// saved, the hand being typed is not.
    Interrupted = 130,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

impl Exit {
    /// Every exit code, for the list in `canasta --help` (a test keeps the two in step).
    pub const ALL: [Exit; 6] = [
        Exit::Done,
        Exit::No,
        Exit::Refused,
        Exit::Environment,
        Exit::Fault,
        Exit::Interrupted,
    ];
}
