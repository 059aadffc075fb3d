//! Reading and writing files safely: only regular files of a bounded size are read
//! (nothing can hang a command or exhaust memory), and every write is atomic (a temporary
//! file beside the target, synced, renamed over it, and the folder synced).
//!
//! The store uses these for games; the catalog for presets; `export -o` for its output.

use std::path::{Path, PathBuf};

use crate::store::disk::{Disk, ReadFault};
use crate::store::error::{Context, Error, Result};

use crate::core::store_facts::{Doing, Op, StoreRefused};

/// Prefix of the temporary files a write leaves beside its target until the rename.
pub const TMP_PREFIX: &str = ".canasta-";

/// The files of a disk, read and written with the store's guarantees.
#[derive(Clone, Copy)]
pub struct Files<'a>(pub &'a dyn Disk);

impl<'a> Files<'a> {
    /// Read a regular file of at most `limit` bytes as text. A FIFO, a device, a
    /// directory or a symlink is refused without blocking on it; so is a larger file. A
    /// UTF-8 byte-order mark is dropped.
    pub fn read_limited(self, path: &Path, limit: u64) -> Result<String> {
        self.read_plain(path, false, limit)
    }

    /// [`Files::read_limited`], following links (a file of the user's own, such as a
    /// preset): a FIFO, a device or a directory, reached by a link or not, is refused.
    pub fn read_following(self, path: &Path, limit: u64) -> Result<String> {
        self.read_plain(path, true, limit)
    }

    fn read_plain(self, path: &Path, follow: bool, limit: u64) -> Result<String> {
        let shown = || path.display().to_string();
        let bytes = self
            .0
            .read(path, follow, limit)
            .map_err(|fault| match fault {
                ReadFault::Io(e) => Error::from(e),
                ReadFault::Link => StoreRefused::Symlink { path: shown() }.into(),
                ReadFault::NotPlain => StoreRefused::NotPlain { path: shown() }.into(),
                ReadFault::TooBig(bytes) => StoreRefused::TooBig {
                    path: shown(),
                    bytes,
                    limit,
                }
                .into(),
            })?;
        text_of(bytes, &shown())
    }

    /// Read a YAML file of the data folder as [`Files::read_limited`] does, and refuse it
    /// before any parser sees it if it is nested deeper than `text::MAX_DEPTH` (a
    /// parser's cost grows with the square of the depth: 100,000 brackets would take it
    /// half a minute).
    pub fn read_yaml(self, path: &Path, limit: u64) -> Result<String> {
        // Named in the message, whatever stops the read (no permission, a pipe, too large).
        let text = self
            .read_limited(path, limit)
            .with_context(|| Doing::new(Op::Read, path.display()))?;
        if let Err(line) = crate::core::text::check_depth(&text) {
            return Err(StoreRefused::TooDeep {
                path: path.display().to_string(),
                max: crate::core::text::MAX_DEPTH,
                line,
            }
            .into());
        }
        Ok(text)
    }

    /// Replace `path` with `text` through a temporary file and a rename, without
    /// syncing: for a note that may be lost in a power cut (who holds the lock). The
    /// rename replaces a link or a pipe found at `path` itself, never what it points to.
    pub fn replace_quick(self, path: &Path, text: &str) -> Result<()> {
        let dir = parent(path);
        let tmp = self
            .0
            .write_temp(dir, TMP_PREFIX, text.as_bytes(), false, None)
            .with_context(|| Doing::new(Op::CreateTemp, dir.display()))?;
        self.persist(&tmp, path)
    }

    /// Write `text` to a new temporary file beside `path`, synced; with `mode` (Unix
    /// permissions), or read and write for everyone the umask allows. Its path.
    pub fn write_temporary(self, path: &Path, text: &str, mode: Option<u32>) -> Result<PathBuf> {
        let dir = parent(path);
        self.0
            .write_temp(dir, TMP_PREFIX, text.as_bytes(), true, mode)
            .with_context(|| Doing::new(Op::CreateTemp, dir.display()))
    }

    /// Put the temporary file `tmp` in place at `path` (a rename; the temporary removed
    /// if it fails).
    pub fn persist(self, tmp: &Path, path: &Path) -> Result<()> {
        self.0
            .rename(tmp, path)
            .inspect_err(|_| {
                let _ = self.0.remove_file(tmp);
            })
            .with_context(|| Doing::new(Op::Replace, path.display()))
    }

    /// Sync the directory holding `path`, so that a rename into it survives a power cut.
    pub fn sync_parent(self, path: &Path) -> Result<()> {
        let dir = parent(path);
        self.0
            .sync_dir(dir)
            .with_context(|| Doing::new(Op::Sync, dir.display()))
    }

    /// The folder `name` of the data folder `dir` (`games`, `drafts`, ...), as a folder
    /// of its own: made when missing (with `create`), refused when a link or a file is
    /// there (a link at `drafts/` would have saves written, and deletes made, outside
    /// the data folder). The data folder itself is the one the user named (it may be a
    /// link); nothing inside it is followed.
    pub fn own_folder(self, dir: &Path, name: &str, create: bool) -> Result<PathBuf> {
        let path = dir.join(name);
        match self.0.look(&path) {
            Ok(meta) if meta.is_dir() => Ok(path),
            Ok(_) => Err(StoreRefused::LinkedFolder {
                path: path.display().to_string(),
            }
            .into()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if create {
                    // `create_dir` never follows a link put there meanwhile: it fails.
                    match self.0.create_dir(&path) {
                        Ok(()) => {}
                        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                            return self.own_folder(dir, name, false);
                        }
                        Err(e) => {
                            return Err(e).with_context(|| Doing::new(Op::Create, path.display()));
                        }
                    }
                }
                Ok(path)
            }
            Err(e) => Err(e).with_context(|| Doing::new(Op::Open, path.display())),
        }
    }

    /// Whether a file of canasta's own may be written at `path` (renamed over): nothing
    /// is there, or a plain file. A folder, a link or a pipe is refused, naming it,
    /// before anything is written (a rename would fail half way through a change, or
    /// replace a link). What cannot be looked at is left to the write itself to report.
    pub fn check_replaceable(self, path: &Path) -> Result<()> {
        use crate::core::store_facts::NotAFile;
        use crate::store::disk::Kind;
        let kind = match self.0.look(path) {
            Ok(meta) => match meta.kind {
                Kind::File => return Ok(()),
                Kind::Folder => NotAFile::Folder,
                Kind::Link => NotAFile::Link,
                Kind::Other => NotAFile::Special,
            },
            Err(_) => return Ok(()),
        };
        Err(StoreRefused::InTheWay {
            path: path.display().to_string(),
            kind,
        }
        .into())
    }

    /// Write `text` to `path` so that a crash leaves either the old file or the new one.
    /// An existing file keeps its permissions.
    pub fn write_atomic(self, path: &Path, text: &str) -> Result<()> {
        let mode = self.0.mode(path);
        let tmp = self.write_temporary(path, text, mode)?;
        self.persist(&tmp, path)?;
        self.sync_parent(path)
    }
}

/// Bytes read as text (`origin` names them in a refusal); a UTF-8 byte-order mark dropped.
pub fn text_of(bytes: Vec<u8>, origin: &str) -> Result<String> {
    let text = String::from_utf8(bytes).map_err(|e| {
        Error::from(StoreRefused::NotUtf8 {
            origin: origin.to_string(),
            byte: e.utf8_error().valid_up_to(),
        })
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

pub fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// `f` over `items` on every core (at most 16 threads), the results in order: reading and
/// replaying many game files at once (statistics, the cache, a restore).
/// In a web page (`wasm32`), which has no threads, one after the other.
pub fn on_every_core<T: Sync, U: Send>(items: &[T], f: impl Fn(&T) -> U + Sync) -> Vec<U> {
    if cfg!(target_arch = "wasm32") {
        return items.iter().map(f).collect();
    }
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .clamp(1, 16);
    let chunk = items.len().div_ceil(threads).max(1);
    let f = &f;
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(f).collect::<Vec<U>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}
