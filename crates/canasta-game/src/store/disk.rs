//! The data folder's files, clock and randomness, through one trait: the store (and so the
//! game layer above it) has no file system of its own (issue 43, item 1). The program
//! gives it the computer's (`OsDisk` in the `canasta` crate, `std::fs`: links, pipes and permissions as they
//! are); a web page gives it the page's own files, kept in the browser ([`MemDisk`],
//! filled and written back by the page). Every guarantee of a save (a temporary file
//! beside the target, synced, renamed over it, the folder synced; changes of several
//! files through the journal) is the store's, written once over this trait.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// What is at a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    File,
    Folder,
    Link,
    /// A pipe, a device, a socket.
    Other,
}

/// What a look at a path finds: its kind, its length, when it last changed, and the key
/// a cache compares (length, change time, inode, status change time; 0 where the
/// system has none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meta {
    pub kind: Kind,
    pub len: u64,
    pub modified: Option<SystemTime>,
    pub key: (u64, i64, u64, i64),
}

impl Meta {
    pub fn is_file(&self) -> bool {
        self.kind == Kind::File
    }
    pub fn is_dir(&self) -> bool {
        self.kind == Kind::Folder
    }
}

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadFault {
    Io(io::Error),
    /// A link where a file of the folder's own was looked for (not followed).
    Link,
    /// A folder, a pipe or a device: nothing is read from it (nothing can hang).
    NotPlain,
    /// Longer than the limit: its length.
    TooBig(u64),
}

impl From<io::Error> for ReadFault {
    fn from(e: io::Error) -> Self {
        ReadFault::Io(e)
    }
}

/// Why the write lock was not taken at once.
#[derive(Debug)]
pub enum TryLock {
    /// Another holds it.
    WouldBlock,
    Error(io::Error),
}

/// The store's write lock on its folder, held while it is kept.
pub trait DirLock: Send {
    fn try_lock(&self) -> Result<(), TryLock>;
    /// Wait for it.
    fn lock(&self) -> io::Result<()>;
}

/// A data folder's files, clock and randomness.
pub trait Disk: Send + Sync {
    /// What is at `path`, a link there not followed.
    fn look(&self, path: &Path) -> io::Result<Meta>;
    /// What is at `path`, links followed.
    fn look_through(&self, path: &Path) -> io::Result<Meta>;
    /// The names in folder `dir`.
    fn names(&self, dir: &Path) -> io::Result<Vec<String>>;
    /// A plain file's bytes, at most `limit` (a link followed only when `follow`).
    fn read(&self, path: &Path, follow: bool, limit: u64) -> Result<Vec<u8>, ReadFault>;
    fn create_dir(&self, path: &Path) -> io::Result<()>;
    fn create_dir_all(&self, path: &Path) -> io::Result<()>;
    fn remove_file(&self, path: &Path) -> io::Result<()>;
    fn remove_dir_all(&self, path: &Path) -> io::Result<()>;
    /// Rename `from` over `to` (a file there replaced).
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Rename `from` to `to` only if nothing is at `to` (`AlreadyExists` otherwise).
    fn rename_new(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// A new temporary file in `dir` (its name begins with `prefix`), holding `bytes`,
    /// synced when `sync`, with Unix permissions `mode` where the system has them.
    fn write_temp(
        &self,
        dir: &Path,
        prefix: &str,
        bytes: &[u8],
        sync: bool,
        mode: Option<u32>,
    ) -> io::Result<PathBuf>;
    /// A new file (`AlreadyExists` if one is there), synced when `sync`.
    fn create_new(&self, path: &Path, bytes: &[u8], sync: bool) -> io::Result<()>;
    /// `bytes` added at the end of an existing file (never through a link).
    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// An existing file's Unix permissions, where the system has them.
    fn mode(&self, path: &Path) -> Option<u32>;
    /// Sync folder `dir`, so that a rename into it survives a power cut (where a folder
    /// can be synced).
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
    /// Sync the `count` files `0`..`count` of folder `dir` (a whole file system at once
    /// where that costs less).
    fn sync_files(&self, dir: &Path, count: usize) -> io::Result<()>;
    /// The handle of folder `dir`'s write lock.
    fn lock(&self, dir: &Path) -> io::Result<Box<dyn DirLock>>;
    /// The time now.
    fn now(&self) -> SystemTime;
    /// Eight random bytes.
    fn random(&self) -> io::Result<[u8; 8]>;
    /// The id of the process (0 where there is none, a page).
    fn process_id(&self) -> u32;
    /// Wait a moment (a lock held by another, polled).
    fn sleep(&self, time: Duration);
    /// The running program's executable file as a cache keys it ([`Meta::key`]: a
    /// rebuilt canasta may count differently); none where there is no such file (a page).
    fn program_key(&self) -> Option<(u64, i64, u64, i64)> {
        None
    }
    /// May a cache of the data folder be kept? (`CANASTA_NO_CACHE=1` says no on the
    /// computer.)
    fn cache_allowed(&self) -> bool {
        true
    }
    /// The first words of the command being run, for the lock's note ("`canasta record
    /// We: 120`" while another canasta waits); none where there is no command line.
    fn command(&self) -> Vec<String> {
        Vec::new()
    }
}

mod mem;
pub use mem::MemDisk;
