//! The program's own files outside the data folder, on the computer's file system: an
//! export written (`export -o`, a results site), an import or a preset read by its path,
//! standard input, a circuit's folder of events. Written as the store writes (a
//! temporary file, synced, renamed), read as it reads (plain files, bounded).

use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use super::files as os;
use crate::core::store_facts::{Doing, Op, StoreRefused};
use crate::store::error::{Context, Result};
use crate::store::files::{parent, text_of};

/// Read a regular file of at most `limit` bytes as text ([`super::Files::read_limited`]
/// on the computer's files).
pub fn read_limited(path: &Path, limit: u64) -> Result<String> {
    os().read_limited(path, limit)
}

/// Write `text` to `path` so that a crash leaves either the old file or the new one.
pub fn write_atomic(path: &Path, text: &str) -> Result<()> {
    os().write_atomic(path, text)
}

/// Open a regular file to read it as a stream. A FIFO, a device, a directory or a
/// symlink is refused without blocking on it.
pub fn open_regular(path: &Path) -> Result<File> {
    use crate::store::disk::ReadFault;
    super::open_plain(path, false).map_err(|fault| match fault {
        ReadFault::Io(e) => e.into(),
        ReadFault::Link => StoreRefused::Symlink {
            path: path.display().to_string(),
        }
        .into(),
        _ => StoreRefused::NotPlain {
            path: path.display().to_string(),
        }
        .into(),
    })
}

/// Read at most `limit` bytes of text from `reader` (stdin, say).
pub fn read_text(reader: impl Read, limit: u64, origin: &str) -> Result<String> {
    let mut bytes = Vec::new();
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
    text_of(bytes, origin)
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

/// Write a folder of files (a results site): the folder made if it is not there, then
/// each file as [`write_output`] writes one (one already there only with `force`). Every
/// file is checked first, so a refusal writes nothing.
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
            let files = os();
            let tmp = files.write_temporary(&target, text, None)?;
            files
                .0
                .rename_new(&tmp, &target)
                .with_context(|| Doing::new(Op::Create, target.display()))?;
            files.sync_parent(&target)
        }
    }
}
