//! What the data folder's files did wrong, or what the store was doing when the machine
//! said no, as facts: which file (a display string), which limit, which line. The store
//! returns these inside its errors; `render::store_errors` words them in the player's
//! language (`i18n/<tag>/store.ftl`).

/// What the store was doing when an operation of the machine failed: the context of an
/// I/O error ("cannot write games/1.yaml"), which stays in the chain below it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Read,
    ReadGame,
    ReadArchived,
    ReadPreset,
    Write,
    /// Turning a game into YAML (no file: `path` is empty).
    WriteYaml,
    Replace,
    Create,
    CreateDataDir,
    /// A temporary file in the folder `path`.
    CreateTemp,
    Sync,
    Open,
    OpenToLock,
    OpenLockFile,
    Follow,
    Remove,
    Move,
    Lock,
    /// Finishing the change of several files begun in the journal `path`.
    Finish,
}

/// "cannot `op` `path`".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Doing {
    pub op: Op,
    pub path: String,
}

impl Doing {
    pub fn new(op: Op, path: impl std::fmt::Display) -> Doing {
        Doing {
            op,
            path: path.to_string(),
        }
    }
}

/// How a game file's refusal ends: nothing more, "the file was left as it is", or that
/// and how to mend a file cut short.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeftAsIs {
    No,
    Yes,
    CutShort,
}

/// What is wrong in the journal of a change of several files: its first line is not
/// canasta's, or a line (counted from 1) is no step, names no staged file, or names a
/// file that is not one of the data folder's (`file`, quoted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChangeFault {
    Header,
    NotAStep { line: usize },
    NotStaged { line: usize },
    NotDataFile { line: usize, file: String },
}

/// Why the store refused to read, write or trust a file, or to do what was asked of it.
/// Paths and ids are display strings (ids quoted where the store quotes them).
#[derive(Debug, Clone, PartialEq)]
pub enum StoreRefused {
    TooBig {
        path: String,
        bytes: u64,
        /// The largest file read, in bytes.
        limit: u64,
    },
    Symlink {
        path: String,
    },
    NotPlain {
        path: String,
    },
    TooDeep {
        path: String,
        max: usize,
        line: usize,
    },
    TooLong {
        origin: String,
        limit_mb: u64,
    },
    NotUtf8 {
        origin: String,
        byte: usize,
    },
    /// `export` over an existing file without `--force`.
    Exists {
        path: String,
    },
    Folder {
        path: String,
    },
    /// `holder`: who holds the lock, from the note beside it; `None`: unknown.
    GaveUp {
        secs: u64,
        holder: Option<String>,
        dir: String,
    },
    NoFileName {
        path: String,
    },
    VariantIsPath,
    /// A user preset with a built-in preset's name (a note of `canasta variants`).
    ShadowsBuiltIn,
    PresetTooBig {
        path: String,
        limit_kb: u64,
    },
    /// The context of a change of several files that failed before it was committed.
    NothingChanged,
    /// A journal of a change that does not read as one (`fault`: where and how).
    NotAChange {
        path: String,
        fault: ChangeFault,
    },
    NotDataFile {
        path: String,
    },
    NotGameId {
        id: String,
        max: usize,
    },
    NoHome,
    NoGameToDelete {
        id: String,
    },
    NoGameToArchive {
        id: String,
    },
    NoArchivedGame {
        id: String,
    },
    ArchivedExists {
        id: String,
    },
    GameExists {
        id: String,
    },
    BadAliases {
        path: String,
        reason: FileReason,
    },
    BadMatchName {
        name: String,
    },
    BadMatch {
        path: String,
        reason: FileReason,
    },
    MatchNamesItself {
        path: String,
        name: String,
    },
    BadTournamentName {
        name: String,
    },
    BadTournament {
        path: String,
        reason: FileReason,
    },
    TournamentNamesItself {
        path: String,
        name: String,
    },
    /// A tournament's file would be larger than canasta reads back: how large, the limit.
    TournamentTooBig {
        kb: u64,
        limit_kb: u64,
    },
    /// A table's game names its event, whose file is not there.
    TournamentMissing {
        game: String,
        path: String,
    },
    /// A table's game names its event, round and table, and the event does not list it
    /// there.
    TournamentDisowns {
        game: String,
        path: String,
        round: u32,
        table: u32,
    },
    /// Two event files list the same game.
    ClaimedTwice {
        game: String,
        paths: Vec<String>,
    },
    NoFreeNumber {
        dir: String,
    },
    Archived {
        id: String,
    },
    NoGameYet {
        id: String,
    },
    NoGame {
        id: String,
        ids: String,
    },
    NoCurrent,
    NotPlainGame {
        path: String,
        dir: String,
    },
    /// A link (or a file) found where the data folder keeps a folder of its own
    /// (`games/`, `drafts/`, ...): refused and left alone, never followed.
    LinkedFolder {
        path: String,
    },
    /// Something that is not a plain file where canasta keeps one of its files
    /// (`current`, a game, `players.yaml`...): refused before anything is written, so a
    /// change is never made half way and the thing is never followed or replaced.
    InTheWay {
        path: String,
        kind: NotAFile,
    },
    /// `mb`: the size, one decimal.
    TooBigToSave {
        mb: String,
        limit_mb: u64,
    },
    /// `error`: the ledger's refusal in words (it begins with its own space).
    GameFile {
        origin: GameOrigin,
        error: crate::ledger::LogError,
        left: LeftAsIs,
    },
}

/// What stands where a plain file should be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAFile {
    Folder,
    Link,
    /// A pipe, a device or a socket.
    Special,
}

/// Where a game's text that does not read came from, as its refusal names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameOrigin {
    /// A file (its path as shown), or what the caller named it (standard input).
    File(String),
    /// Game `id` of a backup being restored.
    InBackup { id: String },
}

impl From<&str> for GameOrigin {
    fn from(path: &str) -> GameOrigin {
        GameOrigin::File(path.to_string())
    }
}

impl From<&String> for GameOrigin {
    fn from(path: &String) -> GameOrigin {
        GameOrigin::File(path.clone())
    }
}

/// Why `players.yaml` or a match's file does not read: the end of a sentence whose
/// subject is the caller's ("the merged names in F …", "the match F …").
#[derive(Debug, Clone, PartialEq)]
pub enum FileReason {
    /// Not YAML, or not the file's form: where, and what (a key given twice, or the
    /// YAML library's own message, English).
    Unreadable {
        plural: bool,
        line: Option<usize>,
        problem: crate::yaml::YamlProblem,
    },
    Twice {
        name: String,
    },
    NotKept {
        why: crate::stats::MergeError,
    },
    TooDeep {
        plural: bool,
        max: usize,
        line: usize,
    },
    MatchNamed {
        name: String,
    },
    MatchGame {
        id: String,
    },
    /// A name in the file that no front end would take (an entrant's, a player's, a
    /// group's).
    BadName {
        error: crate::text::NameError,
    },
    /// A tournament's plan of more rounds in all than an event has (`max`: the most,
    /// [`crate::tournament::MAX_ROUNDS`]).
    TooManyRounds {
        rounds: u64,
        max: u32,
    },
    /// A number of a tournament's file outside what an event holds: the key it is given
    /// under as the file writes it (`rounds: number`, `sit_out: vp`), the number, and the
    /// range it must be in.
    OutOfRange {
        key: &'static str,
        value: i64,
        min: i64,
        max: i64,
    },
    /// An event's file where events are not kept: the page's engine (a phone alone runs
    /// no event; the program on a computer does).
    EventsNotKept,
}

/// Another canasta holds the lock: what is printed while this one waits.
#[derive(Debug, Clone, PartialEq)]
pub struct Waiting {
    /// Who holds it, from the note beside the lock; `None`: unknown.
    pub holder: Option<String>,
    pub dir: String,
    /// `--wait SECONDS`, if given.
    pub secs: Option<u64>,
}
