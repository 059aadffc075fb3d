//! A folder's files kept in memory ([`MemDisk`]): the page's engine's (filled from the
//! browser's storage, its changes written back by the page), and the tests'.
// Natively only the tests make one.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime};

use super::{DirLock, Disk, Kind, Meta, ReadFault, TryLock};

/// The files of a folder kept in memory (a web page's, filled from the browser's storage
/// and written back from [`MemDisk::take_changes`]; a test's): plain files and folders,
/// no links. One writer at a time is the caller's (a page's calls come one at a time): its
/// lock is always free. The clock and randomness are given to it.
pub struct MemDisk {
    inner: Mutex<Mem>,
}

struct Mem {
    nodes: BTreeMap<PathBuf, Node>,
    /// Files written or removed since the last [`MemDisk::take_changes`].
    changed: BTreeMap<PathBuf, Option<Vec<u8>>>,
    /// The time now, as the page last gave it, and what was last handed out of it.
    now: SystemTime,
    /// A counter the files' keys and the temporary names come from.
    serial: u64,
    /// Random bytes given by the page, used up eight at a time, then a counter's.
    random: Vec<u8>,
}

#[derive(Clone)]
enum Node {
    Folder,
    File {
        bytes: Vec<u8>,
        modified: SystemTime,
        serial: u64,
    },
}

impl Default for MemDisk {
    fn default() -> Self {
        MemDisk {
            inner: Mutex::new(Mem {
                nodes: BTreeMap::new(),
                changed: BTreeMap::new(),
                now: SystemTime::UNIX_EPOCH,
                serial: 0,
                random: Vec::new(),
            }),
        }
    }
}

fn not_found() -> io::Error {
    io::Error::from(io::ErrorKind::NotFound)
}

impl MemDisk {
    pub fn new() -> MemDisk {
        MemDisk::default()
    }

    fn with<T>(&self, f: impl FnOnce(&mut Mem) -> T) -> T {
        let mut mem = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut mem)
    }

    /// Put file `path` (its folders made) with `bytes`, as the page's storage has it: not
    /// a change to write back.
    pub fn put(&self, path: &Path, bytes: Vec<u8>) {
        self.with(|m| {
            m.make_parents(path);
            m.serial += 1;
            let (modified, serial) = (m.now, m.serial);
            m.nodes.insert(
                path.to_path_buf(),
                Node::File {
                    bytes,
                    modified,
                    serial,
                },
            );
        });
    }

    /// Forget every file (the page's storage read again whole).
    pub fn clear(&self) {
        self.with(|m| {
            m.nodes.clear();
            m.changed.clear();
        });
    }

    /// The time now, as the page gives it.
    pub fn set_now(&self, now: SystemTime) {
        self.with(|m| m.now = now);
    }

    /// Random bytes from the page, for the ids made from now on.
    pub fn add_random(&self, bytes: &[u8]) {
        self.with(|m| m.random.extend_from_slice(bytes));
    }

    /// The files written (their bytes) or removed (`None`) since the last call, for the
    /// page to keep.
    pub fn take_changes(&self) -> Vec<(PathBuf, Option<Vec<u8>>)> {
        self.with(|m| std::mem::take(&mut m.changed).into_iter().collect())
    }

    /// Every file and its bytes (a test's look at the whole folder).
    pub fn files(&self) -> Vec<(PathBuf, Vec<u8>)> {
        self.with(|m| {
            m.nodes
                .iter()
                .filter_map(|(p, n)| match n {
                    Node::File { bytes, .. } => Some((p.clone(), bytes.clone())),
                    Node::Folder => None,
                })
                .collect()
        })
    }
}

impl Mem {
    fn meta(&self, path: &Path) -> io::Result<Meta> {
        match self.nodes.get(path) {
            Some(Node::Folder) => Ok(Meta {
                kind: Kind::Folder,
                len: 0,
                modified: None,
                key: (0, 0, self.folder_serial(path), 0),
            }),
            Some(Node::File {
                bytes,
                modified,
                serial,
            }) => Ok(Meta {
                kind: Kind::File,
                len: bytes.len() as u64,
                modified: Some(*modified),
                key: (bytes.len() as u64, *serial as i64, *serial, 0),
            }),
            None if path.as_os_str().is_empty() || path == Path::new("/") => Ok(Meta {
                kind: Kind::Folder,
                len: 0,
                modified: None,
                key: (0, 0, 0, 0),
            }),
            None => Err(not_found()),
        }
    }

    /// A folder's key changes when a name in it comes or goes: the highest serial of a
    /// file directly in it, and how many names it holds.
    fn folder_serial(&self, dir: &Path) -> u64 {
        let mut count = 0u64;
        let mut highest = 0u64;
        for (p, n) in self.children(dir) {
            count += 1;
            if let Node::File { serial, .. } = n {
                highest = highest.max(*serial);
            }
            let _ = p;
        }
        highest.wrapping_mul(1_000_003).wrapping_add(count)
    }

    fn children<'a>(&'a self, dir: &'a Path) -> impl Iterator<Item = (&'a PathBuf, &'a Node)> {
        self.nodes
            .range(dir.to_path_buf()..)
            .skip_while(move |(p, _)| p.as_path() == dir)
            .take_while(move |(p, _)| p.starts_with(dir))
            .filter(move |(p, _)| p.parent() == Some(dir))
    }

    fn is_folder(&self, path: &Path) -> bool {
        path.as_os_str().is_empty()
            || path == Path::new("/")
            || matches!(self.nodes.get(path), Some(Node::Folder))
    }

    fn parent_ok(&self, path: &Path) -> io::Result<()> {
        match path.parent() {
            Some(p) if !self.is_folder(p) => Err(not_found()),
            _ => Ok(()),
        }
    }

    fn make_parents(&mut self, path: &Path) {
        let mut parents: Vec<PathBuf> = path
            .ancestors()
            .skip(1)
            .filter(|p| !p.as_os_str().is_empty() && *p != Path::new("/"))
            .map(Path::to_path_buf)
            .collect();
        parents.reverse();
        for p in parents {
            self.nodes.entry(p).or_insert(Node::Folder);
        }
    }

    fn write(&mut self, path: &Path, bytes: Vec<u8>) {
        self.serial += 1;
        let (modified, serial) = (self.now, self.serial);
        self.changed.insert(path.to_path_buf(), Some(bytes.clone()));
        self.nodes.insert(
            path.to_path_buf(),
            Node::File {
                bytes,
                modified,
                serial,
            },
        );
    }

    fn remove(&mut self, path: &Path) -> Option<Node> {
        let node = self.nodes.remove(path)?;
        if matches!(node, Node::File { .. }) {
            self.changed.insert(path.to_path_buf(), None);
        }
        Some(node)
    }
}

struct FreeLock;

impl DirLock for FreeLock {
    fn try_lock(&self) -> Result<(), TryLock> {
        Ok(())
    }
    fn lock(&self) -> io::Result<()> {
        Ok(())
    }
}

impl Disk for MemDisk {
    fn look(&self, path: &Path) -> io::Result<Meta> {
        self.with(|m| m.meta(path))
    }

    fn look_through(&self, path: &Path) -> io::Result<Meta> {
        self.look(path)
    }

    fn names(&self, dir: &Path) -> io::Result<Vec<String>> {
        self.with(|m| {
            if !m.is_folder(dir) {
                return Err(not_found());
            }
            Ok(m.children(dir)
                .filter_map(|(p, _)| Some(p.file_name()?.to_string_lossy().into_owned()))
                .collect())
        })
    }

    fn read(&self, path: &Path, _follow: bool, limit: u64) -> Result<Vec<u8>, ReadFault> {
        self.with(|m| match m.nodes.get(path) {
            Some(Node::File { bytes, .. }) if bytes.len() as u64 > limit => {
                Err(ReadFault::TooBig(bytes.len() as u64))
            }
            Some(Node::File { bytes, .. }) => Ok(bytes.clone()),
            Some(Node::Folder) => Err(ReadFault::NotPlain),
            None => Err(ReadFault::Io(not_found())),
        })
    }

    fn create_dir(&self, path: &Path) -> io::Result<()> {
        self.with(|m| {
            if m.nodes.contains_key(path) {
                return Err(io::Error::from(io::ErrorKind::AlreadyExists));
            }
            m.parent_ok(path)?;
            m.nodes.insert(path.to_path_buf(), Node::Folder);
            Ok(())
        })
    }

    fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        self.with(|m| match m.nodes.get(path) {
            Some(Node::File { .. }) => Err(io::Error::from(io::ErrorKind::AlreadyExists)),
            _ => {
                m.make_parents(&path.join("x"));
                Ok(())
            }
        })
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        self.with(|m| match m.nodes.get(path) {
            Some(Node::File { .. }) => {
                m.remove(path);
                Ok(())
            }
            Some(Node::Folder) => Err(io::Error::other("a folder")),
            None => Err(not_found()),
        })
    }

    fn remove_dir_all(&self, path: &Path) -> io::Result<()> {
        self.with(|m| {
            let under: Vec<PathBuf> = m
                .nodes
                .keys()
                .filter(|p| p.starts_with(path))
                .cloned()
                .collect();
            if under.is_empty() {
                return Err(not_found());
            }
            for p in under {
                m.remove(&p);
            }
            Ok(())
        })
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.with(|m| {
            m.parent_ok(to)?;
            match m.nodes.get(from).cloned() {
                Some(Node::File { bytes, .. }) => {
                    if matches!(m.nodes.get(to), Some(Node::Folder)) {
                        return Err(io::Error::other("a folder is there"));
                    }
                    m.remove(from);
                    m.write(to, bytes);
                    Ok(())
                }
                Some(Node::Folder) => Err(io::Error::other("a folder")),
                None => Err(not_found()),
            }
        })
    }

    fn rename_new(&self, from: &Path, to: &Path) -> io::Result<()> {
        if self.with(|m| m.nodes.contains_key(to)) {
            return Err(io::Error::from(io::ErrorKind::AlreadyExists));
        }
        self.rename(from, to)
    }

    fn write_temp(
        &self,
        dir: &Path,
        prefix: &str,
        bytes: &[u8],
        _sync: bool,
        _mode: Option<u32>,
    ) -> io::Result<PathBuf> {
        self.with(|m| {
            if !m.is_folder(dir) {
                return Err(not_found());
            }
            m.serial += 1;
            let path = dir.join(format!("{prefix}{:06}", m.serial));
            m.write(&path, bytes.to_vec());
            Ok(path)
        })
    }

    fn create_new(&self, path: &Path, bytes: &[u8], _sync: bool) -> io::Result<()> {
        self.with(|m| {
            if m.nodes.contains_key(path) {
                return Err(io::Error::from(io::ErrorKind::AlreadyExists));
            }
            m.parent_ok(path)?;
            m.write(path, bytes.to_vec());
            Ok(())
        })
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.with(|m| match m.nodes.get(path).cloned() {
            Some(Node::File { bytes: mut old, .. }) => {
                old.extend_from_slice(bytes);
                m.write(path, old);
                Ok(())
            }
            _ => Err(not_found()),
        })
    }

    fn mode(&self, _path: &Path) -> Option<u32> {
        None
    }

    fn sync_dir(&self, _dir: &Path) -> io::Result<()> {
        Ok(())
    }

    fn sync_files(&self, _dir: &Path, _count: usize) -> io::Result<()> {
        Ok(())
    }

    fn lock(&self, dir: &Path) -> io::Result<Box<dyn DirLock>> {
        if self.with(|m| m.is_folder(dir)) {
            Ok(Box::new(FreeLock))
        } else {
            Err(not_found())
        }
    }

    fn now(&self) -> SystemTime {
        self.with(|m| m.now)
    }

    fn random(&self) -> io::Result<[u8; 8]> {
        self.with(|m| {
            let mut out = [0u8; 8];
            if m.random.len() >= 8 {
                out.copy_from_slice(&m.random[..8]);
                m.random.drain(..8);
            } else {
                // None given: unique within this folder's life, not secret.
                m.serial += 1;
                let nanos = m
                    .now
                    .duration_since(SystemTime::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos() as u64);
                out = (nanos ^ m.serial.rotate_left(40)).to_le_bytes();
            }
            Ok(out)
        })
    }

    fn process_id(&self) -> u32 {
        0
    }

    fn sleep(&self, _time: Duration) {}
}
