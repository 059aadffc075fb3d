//! What the store does differently by platform: the handle its write lock is taken on,
//! taking it, and the process's id for the note of who holds it. In a web page (WASI,
//! `wasm32`) there is one page and no process id.

use std::fs::File;
use std::path::Path;

use crate::core::store_facts::{Doing, Op};
use crate::store::error::{Context, Result};

/// The handle the data directory's lock is taken on: the directory itself where that is
/// possible (it cannot be deleted from under the lock), else a `lock` file in it.
/// The file whose lock is the store's write lock where a folder cannot be locked (not Unix).
#[cfg(not(unix))]
const LOCK_FILE: &str = "writing.lock";

/// This process's id; 0 in a web page, which has none.
pub fn process_id() -> u32 {
    #[cfg(target_arch = "wasm32")]
    return 0;
    #[cfg(not(target_arch = "wasm32"))]
    std::process::id()
}

/// Try the store's write lock on `file`. In a web page (WASI, `wasm32`) the page's store
/// is the page's alone and calls come one at a time: there is nothing to lock, and WASI
/// has no locks.
pub fn try_lock(file: &File) -> std::result::Result<(), std::fs::TryLockError> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = file;
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        file.try_lock()
    }
}

pub fn lock_handle(dir: &Path) -> Result<File> {
    #[cfg(unix)]
    {
        File::open(dir).with_context(|| Doing::new(Op::OpenToLock, dir.display()))
    }
    #[cfg(not(unix))]
    {
        // Not `lock`, the note of who holds it: that one is replaced whole each time.
        let path = dir.join(LOCK_FILE);
        File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .with_context(|| Doing::new(Op::OpenLockFile, path.display()))
    }
}
