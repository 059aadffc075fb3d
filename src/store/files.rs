//! Reading and writing files safely: only regular files of a bounded size are read
//! (nothing can hang a command or exhaust memory), and every write is atomic (a temporary
//! file beside the target, synced, renamed over it, and the folder synced).
//!
//! The store uses these for games; the catalog for presets; `export -o` for its output.

use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::store::error::{Context, Error, Result};

use crate::core::store_facts::{Doing, Op, StoreRefused};

/// Prefix of the temporary files a write leaves beside its target until the rename.
pub const TMP_PREFIX: &str = ".canasta-";

/// Read a regular file of at most `limit` bytes as text. A FIFO, a device, a directory
/// or a symlink is refused without blocking on it; so is a larger file. A UTF-8
/// byte-order mark is dropped.
pub fn read_limited(path: &Path, limit: u64) -> Result<String> {
    let file = open_regular(path)?;
    let meta = file.metadata()?;
    if meta.len() > limit {
        return Err(StoreRefused::TooBig {
            path: path.display().to_string(),
            bytes: meta.len(),
            limit,
        }
        .into());
    }
    // Room for the whole file at once (a large file is not copied as its buffer grows).
    let size = usize::try_from(meta.len()).unwrap_or(0);
    read_sized(file, limit, &path.display().to_string(), size)
}

/// Open a regular file to read it. A FIFO, a device, a directory or a symlink is refused
/// without blocking on it.
pub fn open_regular(path: &Path) -> Result<File> {
    open_file(path, false)
}

/// Open a regular file to read it, following links (a file of the user's own, such as a
/// preset): a FIFO, a device or a directory, reached by a link or not, is refused without
/// blocking on it.
pub fn open_regular_following(path: &Path) -> Result<File> {
    open_file(path, true)
}

fn open_file(path: &Path, follow: bool) -> Result<File> {
    let mut options = File::options();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // O_NONBLOCK: opening a FIFO must not wait for a writer; O_NOFOLLOW: a symlink is
        // refused rather than followed out of the data directory.
        let nofollow = if follow { 0 } else { libc::O_NOFOLLOW };
        options.custom_flags(libc::O_NONBLOCK | nofollow);
    }
    #[cfg(not(unix))]
    let _ = follow;
    let file = options.open(path).map_err(|e| {
        #[cfg(unix)]
        if e.raw_os_error() == Some(libc::ELOOP) {
            // O_NOFOLLOW met a link.
            return Error::from(StoreRefused::Symlink {
                path: path.display().to_string(),
            });
        }
        Error::from(e)
    })?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(StoreRefused::NotPlain {
            path: path.display().to_string(),
        }
        .into());
    }
    Ok(file)
}

/// Read a YAML file of the data folder as [`read_limited`] does, and refuse it before any
/// parser sees it if it is nested deeper than `text::MAX_DEPTH` (a parser's cost grows
/// with the square of the depth: 100,000 brackets would take it half a minute).
pub fn read_yaml(path: &Path, limit: u64) -> Result<String> {
    // Named in the message, whatever stops the read (no permission, a pipe, too large).
    let text = read_limited(path, limit).with_context(|| Doing::new(Op::Read, path.display()))?;
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

/// Replace `path` with `text` through a temporary file and a rename, without syncing:
/// for a note that may be lost in a power cut (who holds the lock). The rename replaces a
/// link or a pipe found at `path` itself, never what it points to.
pub fn replace_quick(path: &Path, text: &str) -> Result<()> {
    let dir = parent(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(TMP_PREFIX)
        .tempfile_in(dir)
        .with_context(|| Doing::new(Op::CreateTemp, dir.display()))?;
    tmp.write_all(text.as_bytes())
        .with_context(|| Doing::new(Op::Write, path.display()))?;
    super::replace::persist(tmp, path).with_context(|| Doing::new(Op::Replace, path.display()))?;
    Ok(())
}

/// Read at most `limit` bytes of text from `reader` (stdin, say).
pub fn read_text(reader: impl Read, limit: u64, origin: &str) -> Result<String> {
    read_sized(reader, limit, origin, 0)
}

/// [`read_text`], with room made for `size` bytes at once.
fn read_sized(reader: impl Read, limit: u64, origin: &str, size: usize) -> Result<String> {
    let mut bytes = Vec::with_capacity(size.saturating_add(1));
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .with_context(|| Doing::new(Op::Read, origin))?;
    if bytes.len() as u64 > limit {
        return Err(StoreRefused::TooLong {
            origin: origin.to_string(),
            limit_mb: limit / (1024 * 1024),
        }
        .into());
    }
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

/// Write `text` to a new temporary file beside `path`, synced; with `permissions`, or
/// read and write for everyone the umask allows.
pub(crate) fn write_temporary(
    path: &Path,
    text: &str,
    permissions: Option<fs::Permissions>,
) -> Result<tempfile::NamedTempFile> {
    let dir = parent(path);
    let mut builder = tempfile::Builder::new();
    builder.prefix(TMP_PREFIX);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(permissions.unwrap_or_else(|| fs::Permissions::from_mode(0o666)));
    }
    #[cfg(not(unix))]
    let _ = permissions;
    let mut tmp = builder
        .tempfile_in(dir)
        .with_context(|| Doing::new(Op::CreateTemp, dir.display()))?;
    tmp.write_all(text.as_bytes())
        .and_then(|()| tmp.as_file().sync_all())
        .with_context(|| Doing::new(Op::Write, path.display()))?;
    Ok(tmp)
}

fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Sync the directory holding `path`, so that a rename into it survives a power cut.
pub(crate) fn sync_parent(path: &Path) -> Result<()> {
    let dir = parent(path);
    super::replace::sync_dir(dir).with_context(|| Doing::new(Op::Sync, dir.display()))
}

/// The folder `name` of the data folder `dir` (`games`, `drafts`, ...), as a folder of its
/// own: made when missing (with `create`), refused when a link or a file is there (a link
/// at `drafts/` would have saves written, and deletes made, outside the data folder). The
/// data folder itself is the one the user named (it may be a link); nothing inside it is
/// followed.
pub fn own_folder(dir: &Path, name: &str, create: bool) -> Result<PathBuf> {
    let path = dir.join(name);
    match fs::symlink_metadata(&path) {
        Ok(meta) if meta.is_dir() => Ok(path),
        Ok(_) => Err(StoreRefused::LinkedFolder {
            path: path.display().to_string(),
        }
        .into()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if create {
                // `create_dir` never follows a link put there meanwhile: it fails.
                match fs::create_dir(&path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                        return own_folder(dir, name, false);
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

/// Whether a file of canasta's own may be written at `path` (renamed over): nothing is
/// there, or a plain file. A folder, a link or a pipe is refused, naming it, before
/// anything is written (a rename would fail half way through a change, or replace a
/// link). What cannot be looked at is left to the write itself to report.
pub fn check_replaceable(path: &Path) -> Result<()> {
    use crate::core::store_facts::NotAFile;
    let kind = match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() => return Ok(()),
        Ok(meta) if meta.is_dir() => NotAFile::Folder,
        Ok(meta) if meta.file_type().is_symlink() => NotAFile::Link,
        Ok(_) => NotAFile::Special,
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
pub fn write_atomic(path: &Path, text: &str) -> Result<()> {
    let permissions = fs::metadata(path).ok().map(|m| m.permissions());
    let tmp = write_temporary(path, text, permissions)?;
    super::replace::persist(tmp, path).with_context(|| Doing::new(Op::Replace, path.display()))?;
    sync_parent(path)
}

/// Where `export -o` and table mode's export write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    Stdout,
    File(PathBuf),
}

impl Output {
    /// `-` is standard output; anything else a file.
    pub fn from_arg(path: &Path) -> Output {
        if path == Path::new("-") {
            Output::Stdout
        } else {
            Output::File(path.to_path_buf())
        }
    }
}

/// Does writing to `path` replace a file that is there (a regular file, or a link to
/// one)? Devices and pipes (`/dev/stdout`) are written to, never replaced.
pub fn would_replace(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// Write a folder of files (a results site): the folder made if it is not there, then
/// each file as [`write_output`] writes one (one already there only with `force`). Every
/// file is checked first, so a refusal writes nothing.
/// The plain files of folder `dir` whose names end in one of `endings`, (name, text) in
/// name order, each at most `limit` bytes (a circuit's events).
pub fn read_folder(dir: &Path, endings: &[&str], limit: u64) -> Result<Vec<(String, String)>> {
    let mut names: Vec<(String, PathBuf)> = fs::read_dir(dir)
        .with_context(|| Doing::new(Op::Read, dir.display()))?
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_name()?.to_str()?.to_string();
            let wanted = endings.iter().any(|x| name.ends_with(x));
            (wanted && path.is_file()).then_some((name, path))
        })
        .collect();
    crate::core::order::sort(&mut names);
    names
        .into_iter()
        .map(|(name, path)| {
            let text =
                read_limited(&path, limit).with_context(|| Doing::new(Op::Read, path.display()))?;
            Ok((name, text))
        })
        .collect()
}

pub fn write_folder(dir: &Path, files: &[(String, String)], force: bool) -> Result<()> {
    if !force {
        for (name, _) in files {
            let path = dir.join(name);
            if would_replace(&path) {
                return Err(StoreRefused::Exists {
                    path: path.display().to_string(),
                }
                .into());
            }
        }
    }
    fs::create_dir_all(dir).with_context(|| Doing::new(Op::Create, dir.display()))?;
    for (name, text) in files {
        write_output(&dir.join(name), text, force)?;
    }
    Ok(())
}

/// Write an export: an existing regular file only with `force` (then atomically, keeping
/// its permissions); a symlink is written through to its target; a device or pipe
/// (`/dev/stdout`) is written to directly.
pub fn write_output(path: &Path, text: &str, force: bool) -> Result<()> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            if !force {
                return Err(StoreRefused::Exists {
                    path: path.display().to_string(),
                }
                .into());
            }
            // Through a link to its target: the link stays a link.
            let target =
                fs::canonicalize(path).with_context(|| Doing::new(Op::Follow, path.display()))?;
            write_atomic(&target, text)
        }
        Ok(meta) if meta.is_dir() => Err(StoreRefused::Folder {
            path: path.display().to_string(),
        }
        .into()),
        Ok(_) => {
            let mut file = File::options()
                .write(true)
                .open(path)
                .with_context(|| Doing::new(Op::Open, path.display()))?;
            file.write_all(text.as_bytes())
                .and_then(|()| file.flush())
                .with_context(|| Doing::new(Op::Write, path.display()))
        }
        Err(_) => {
            // A dangling link: write where it points.
            let target = match fs::read_link(path) {
                Ok(to) if to.is_absolute() => to,
                Ok(to) => parent(path).join(to),
                Err(_) => path.to_path_buf(),
            };
            let tmp = write_temporary(&target, text, None)?;
            tmp.persist_noclobber(&target)
                .map_err(|e| e.error)
                .with_context(|| Doing::new(Op::Create, target.display()))?;
            sync_parent(&target)
        }
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
