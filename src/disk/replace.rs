//! Renames and folder syncs as each system allows them.
//!
//! - **A rename on Windows is retried.** An antivirus scanner or the search indexer that
//!   opens the new file for a moment makes the rename over the old one fail with "Access
//!   is denied" (os error 5) or a sharing violation (32, 33). uv, Habitat and Go each retry
//!   such a rename; so does canasta, for about four seconds in all, then reports the
//!   error naming the file. On Unix a rename is never retried: no scanner holds a file
//!   that way there.
//! - **A folder is synced where the system can open one** (Unix: the rename into it then
//!   survives a power cut). Windows cannot open a folder as a file (os error 5 again); its
//!   file system journals the rename itself, and the file renamed was synced before.

use std::fs;
use std::io;
use std::path::Path;
use std::time::Duration;

/// The waits between tries of a rename that a scanner holds: short at first (most scans
/// take a few milliseconds), then half a second, about 4 s in all.
const WAITS_MS: [u64; 13] = [10, 20, 40, 80, 160, 320, 500, 500, 500, 500, 500, 500, 500];

/// How long a rename is retried in all (the sum of [`WAITS_MS`]).
#[cfg(test)]
const RETRY_FOR: Duration = Duration::from_millis(4130);

/// Whether a rename that failed with Windows error `code` may succeed if tried again a
/// moment later: access denied (5), a sharing violation (32) or a lock violation (33),
/// what a program holding the file open for a moment gives.
pub fn held_for_a_moment(code: Option<i32>) -> bool {
    matches!(code, Some(5 | 32 | 33))
}

/// Run `op`, and again after each of `waits` while it fails in a way `transient` says may
/// pass; the last failure is returned as it is.
pub fn retrying<T>(
    waits: &[u64],
    transient: &dyn Fn(&io::Error) -> bool,
    sleep: &mut dyn FnMut(Duration),
    op: &mut dyn FnMut() -> io::Result<T>,
) -> io::Result<T> {
    let mut waits = waits.iter();
    loop {
        match op() {
            Err(e) if transient(&e) => match waits.next() {
                Some(ms) => sleep(Duration::from_millis(*ms)),
                None => return Err(e),
            },
            done => return done,
        }
    }
}

/// Whether this system's error `e` is a rename held for a moment (on Windows only).
fn transient(e: &io::Error) -> bool {
    cfg!(windows) && held_for_a_moment(e.raw_os_error())
}

/// Rename `from` over `to`, retried on Windows while a scanner holds either.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    retrying(&WAITS_MS, &transient, &mut std::thread::sleep, &mut || {
        fs::rename(from, to)
    })
}

/// Sync folder `dir`, so that a rename into it survives a power cut, where the system can
/// open a folder (Unix); elsewhere nothing to do (see the module's comment).
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        fs::File::open(dir).and_then(|d| d.sync_all())
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Windows' errors for a file held open by another program are tried again; a file
    /// not found, a full disk or a path too long are not.
    #[test]
    fn only_a_file_held_for_a_moment_is_tried_again() {
        assert!(held_for_a_moment(Some(5)));
        assert!(held_for_a_moment(Some(32)));
        assert!(held_for_a_moment(Some(33)));
        for code in [None, Some(2), Some(3), Some(112), Some(206)] {
            assert!(!held_for_a_moment(code), "{code:?}");
        }
        assert_eq!(
            Duration::from_millis(WAITS_MS.iter().sum()),
            RETRY_FOR,
            "about four seconds in all"
        );
    }

    /// A rename held three times succeeds on the fourth try, after 10 + 20 + 40 ms; one
    /// held for good is given up after every wait (4.13 s), with its own error; another
    /// error is returned at once.
    #[test]
    fn a_held_rename_is_tried_again_for_four_seconds_then_reported() {
        let held = || io::Error::from_raw_os_error(32);
        let is_held = |e: &io::Error| held_for_a_moment(e.raw_os_error());
        let mut slept = Vec::new();
        let mut tries = 0;
        let done = retrying(&WAITS_MS, &is_held, &mut |d| slept.push(d), &mut || {
            tries += 1;
            if tries <= 3 { Err(held()) } else { Ok(tries) }
        });
        assert_eq!(done.ok(), Some(4));
        assert_eq!(slept, [10, 20, 40].map(Duration::from_millis).to_vec());
        let mut slept = Vec::new();
        let mut tries = 0;
        let done: io::Result<()> =
            retrying(&WAITS_MS, &is_held, &mut |d| slept.push(d), &mut || {
                tries += 1;
                Err(held())
            });
        assert_eq!(done.err().and_then(|e| e.raw_os_error()), Some(32));
        assert_eq!(tries, WAITS_MS.len() + 1);
        assert_eq!(slept.iter().sum::<Duration>(), RETRY_FOR);
        let mut tries = 0;
        let done: io::Result<()> = retrying(&WAITS_MS, &is_held, &mut |_| {}, &mut || {
            tries += 1;
            Err(io::Error::from_raw_os_error(2))
        });
        assert!(done.is_err());
        assert_eq!(tries, 1, "not found is not tried again");
    }
}
