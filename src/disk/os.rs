//! The computer's own files ([`OsDisk`]): `std::fs`, with what each system allows. A
//! plain file is opened without blocking and without following a link (`O_NONBLOCK`,
//! `O_NOFOLLOW` on Unix), so a pipe cannot hang a command and a link cannot lead out of
//! the data folder; a rename is retried on Windows while a scanner holds the file
//! (`replace.rs`); a folder is synced where it can be opened; the write lock is the
//! folder's own on Unix (elsewhere the file `writing.lock` in it).

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::store::disk::{DirLock, Disk, Kind, Meta, ReadFault, TryLock};

/// The computer's file system, clock and randomness.
#[derive(Debug, Default, Clone, Copy)]
pub struct OsDisk;

/// The file whose lock is the store's write lock where a folder cannot be locked (not Unix).
#[cfg(not(unix))]
const LOCK_FILE: &str = "writing.lock";

fn meta_of(meta: &fs::Metadata) -> Meta {
    let t = meta.file_type();
    let kind = if t.is_symlink() {
        Kind::Link
    } else if t.is_dir() {
        Kind::Folder
    } else if t.is_file() {
        Kind::File
    } else {
        Kind::Other
    };
    Meta {
        kind,
        len: meta.len(),
        modified: meta.modified().ok(),
        key: key_of(meta),
    }
}

/// The key a cache compares: length, change time, inode and status change time (Unix);
/// length and change time elsewhere.
fn key_of(meta: &fs::Metadata) -> (u64, i64, u64, i64) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let ns = |s: i64, n: i64| s.saturating_mul(1_000_000_000).saturating_add(n);
        (
            meta.len(),
            ns(meta.mtime(), meta.mtime_nsec()),
            meta.ino(),
            ns(meta.ctime(), meta.ctime_nsec()),
        )
    }
    #[cfg(not(unix))]
    {
        let modified =
            meta.modified()
                .ok()
                .map_or(0, |t| match t.duration_since(std::time::UNIX_EPOCH) {
                    Ok(d) => i64::try_from(d.as_nanos()).unwrap_or(i64::MAX),
                    Err(e) => -i64::try_from(e.duration().as_nanos()).unwrap_or(i64::MAX),
                });
        (meta.len(), modified, 0, 0)
    }
}

/// Open a plain file to read it: a pipe, a device or a folder is refused without blocking
/// on it; a link too unless `follow`.
pub(crate) fn open_plain(path: &Path, follow: bool) -> Result<File, ReadFault> {
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
            return ReadFault::Link;
        }
        ReadFault::Io(e)
    })?;
    if !file.metadata()?.is_file() {
        return Err(ReadFault::NotPlain);
    }
    Ok(file)
}

struct FileLock(File);

impl DirLock for FileLock {
    fn try_lock(&self) -> Result<(), TryLock> {
        match self.0.try_lock() {
            Ok(()) => Ok(()),
            Err(fs::TryLockError::WouldBlock) => Err(TryLock::WouldBlock),
            Err(fs::TryLockError::Error(e)) => Err(TryLock::Error(e)),
        }
    }

    fn lock(&self) -> io::Result<()> {
        self.0.lock()
    }
}

impl Disk for OsDisk {
    fn look(&self, path: &Path) -> io::Result<Meta> {
        fs::symlink_metadata(path).map(|m| meta_of(&m))
    }

    fn look_through(&self, path: &Path) -> io::Result<Meta> {
        fs::metadata(path).map(|m| meta_of(&m))
    }

    fn names(&self, dir: &Path) -> io::Result<Vec<String>> {
        Ok(fs::read_dir(dir)?
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect())
    }

    fn read(&self, path: &Path, follow: bool, limit: u64) -> Result<Vec<u8>, ReadFault> {
        let file = open_plain(path, follow)?;
        let len = file.metadata()?.len();
        if len > limit {
            return Err(ReadFault::TooBig(len));
        }
        // Room for the whole file at once (a large file is not copied as its buffer grows).
        let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0).saturating_add(1));
        file.take(limit + 1).read_to_end(&mut bytes)?;
        if bytes.len() as u64 > limit {
            return Err(ReadFault::TooBig(bytes.len() as u64));
        }
        Ok(bytes)
    }

    fn create_dir(&self, path: &Path) -> io::Result<()> {
        fs::create_dir(path)
    }

    fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        fs::create_dir_all(path)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    fn remove_dir_all(&self, path: &Path) -> io::Result<()> {
        fs::remove_dir_all(path)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        super::replace::rename(from, to)
    }

    fn rename_new(&self, from: &Path, to: &Path) -> io::Result<()> {
        // tempfile's no-clobber rename (renameat2 or a hard link where the system has
        // them); on a failure the temporary file is removed.
        tempfile::TempPath::try_from_path(from)?
            .persist_noclobber(to)
            .map_err(|e| e.error)
    }

    fn write_temp(
        &self,
        dir: &Path,
        prefix: &str,
        bytes: &[u8],
        sync: bool,
        mode: Option<u32>,
    ) -> io::Result<PathBuf> {
        let mut builder = tempfile::Builder::new();
        builder.prefix(prefix);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(fs::Permissions::from_mode(mode.unwrap_or(0o666)));
        }
        #[cfg(not(unix))]
        let _ = mode;
        let mut tmp = builder.tempfile_in(dir)?;
        let written = tmp.write_all(bytes).and_then(|()| {
            if sync {
                tmp.as_file().sync_all()
            } else {
                Ok(())
            }
        });
        // On a failure the temporary file is removed as it is dropped.
        written?;
        let (_, path) = tmp.keep().map_err(|e| e.error)?;
        Ok(path)
    }

    fn create_new(&self, path: &Path, bytes: &[u8], sync: bool) -> io::Result<()> {
        let mut file = File::options().write(true).create_new(true).open(path)?;
        file.write_all(bytes)?;
        if sync {
            file.sync_all()?;
        }
        Ok(())
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut open = fs::OpenOptions::new();
        open.append(true);
        // Never through a link put in the data folder.
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::custom_flags(&mut open, libc::O_NOFOLLOW);
        open.open(path)?.write_all(bytes)
    }

    fn mode(&self, path: &Path) -> Option<u32> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::metadata(path).ok().map(|m| m.permissions().mode())
        }
        #[cfg(not(unix))]
        {
            let _ = path;
            None
        }
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        super::replace::sync_dir(dir)
    }

    #[cfg(target_os = "linux")]
    fn sync_files(&self, dir: &Path, _count: usize) -> io::Result<()> {
        use std::os::fd::AsRawFd;
        let folder = File::open(dir)?;
        // SAFETY: syncfs takes any open descriptor of the file system and only reads it.
        if unsafe { libc::syncfs(folder.as_raw_fd()) } != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    #[cfg(not(target_os = "linux"))]
    fn sync_files(&self, dir: &Path, count: usize) -> io::Result<()> {
        for n in 0..count {
            File::open(dir.join(n.to_string())).and_then(|f| f.sync_all())?;
        }
        Ok(())
    }

    fn lock(&self, dir: &Path) -> io::Result<Box<dyn DirLock>> {
        #[cfg(unix)]
        {
            Ok(Box::new(FileLock(File::open(dir)?)))
        }
        #[cfg(not(unix))]
        {
            // Not `lock`, the note of who holds it: that one is replaced whole each time.
            let file = File::options()
                .create(true)
                .truncate(false)
                .write(true)
                .open(dir.join(LOCK_FILE))?;
            Ok(Box::new(FileLock(file)))
        }
    }

    fn now(&self) -> SystemTime {
        SystemTime::now()
    }

    fn random(&self) -> io::Result<[u8; 8]> {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).map_err(|e| io::Error::other(e.to_string()))?;
        Ok(bytes)
    }

    fn process_id(&self) -> u32 {
        std::process::id()
    }

    fn program_key(&self) -> Option<(u64, i64, u64, i64)> {
        let exe = std::env::current_exe().ok()?;
        Some(self.look_through(&exe).ok()?.key)
    }

    fn cache_allowed(&self) -> bool {
        !std::env::var_os("CANASTA_NO_CACHE").is_some_and(|v| !v.is_empty() && v != "0")
    }

    fn command(&self) -> Vec<String> {
        std::env::args().skip(1).take(3).collect()
    }

    fn sleep(&self, time: Duration) {
        std::thread::sleep(time);
    }
}
