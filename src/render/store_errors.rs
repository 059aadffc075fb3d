//! The store's refusals in words: the store returns facts (which file, which limit, which
//! line, what it was doing), and every sentence is made here, in the player's language
//! (`i18n/<tag>/store.ftl`).

use std::fmt::{self, Display, Formatter};

use crate::core::store_facts::{Doing, FileReason, LeftAsIs, Op, StoreRefused, Waiting};
use crate::tr;

impl Display for Doing {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let op = match self.op {
            Op::Read => "read",
            Op::ReadGame => "read-game",
            Op::ReadArchived => "read-archived",
            Op::ReadPreset => "read-preset",
            Op::Write => "write",
            Op::WriteYaml => "write-yaml",
            Op::Replace => "replace",
            Op::Create => "create",
            Op::CreateDataDir => "create-data-dir",
            Op::CreateTemp => "create-temp",
            Op::Sync => "sync",
            Op::Open => "open",
            Op::OpenToLock => "open-to-lock",
            Op::OpenLockFile => "open-lock-file",
            Op::Follow => "follow",
            Op::Remove => "remove",
            Op::Move => "move",
            Op::Lock => "lock",
            Op::Finish => "finish",
        };
        f.write_str(&tr!("store-cannot", op = op, path = self.path.as_str()))
    }
}

/// Who holds the lock: the note beside it, or "another canasta".
fn holder(holder: Option<&str>) -> String {
    holder.map_or_else(|| tr!("store-another-canasta"), str::to_string)
}

impl Display for Waiting {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let who = holder(self.holder.as_deref());
        f.write_str(&match self.secs {
            None => tr!("store-waiting", holder = who, dir = self.dir.as_str()),
            Some(secs) => tr!(
                "store-waiting-up-to",
                secs = secs,
                holder = who,
                dir = self.dir.as_str()
            ),
        })
    }
}

impl Display for FileReason {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let subject = |plural: bool| if plural { "names" } else { "match" };
        f.write_str(&match self {
            FileReason::Unreadable {
                plural,
                line: Some(line),
                message,
            } => tr!(
                "store-reason-unreadable-at",
                subject = subject(*plural),
                line = *line,
                message = message.as_str()
            ),
            FileReason::Unreadable {
                plural,
                line: None,
                message,
            } => tr!(
                "store-reason-unreadable",
                subject = subject(*plural),
                message = message.as_str()
            ),
            FileReason::Twice { name } => tr!("store-reason-twice", name = name.as_str()),
            FileReason::NotKept { why } => tr!("store-reason-not-kept", why = why.as_str()),
            FileReason::TooDeep { plural, max, line } => tr!(
                "store-reason-too-deep",
                subject = subject(*plural),
                max = *max,
                line = *line
            ),
            FileReason::MatchNamed { name } => {
                tr!("store-reason-match-named", name = name.as_str())
            }
            FileReason::MatchGame { id } => tr!("store-reason-match-game", game = id.as_str()),
        })
    }
}

impl Display for StoreRefused {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        use StoreRefused as R;
        f.write_str(&match self {
            R::TooBig {
                path,
                bytes,
                limit_mb,
            } => tr!(
                "store-too-big",
                path = path.as_str(),
                bytes = *bytes,
                limit_mb = *limit_mb
            ),
            R::Symlink { path } => tr!("store-symlink", path = path.as_str()),
            R::NotPlain { path } => tr!("store-not-plain", path = path.as_str()),
            R::TooDeep { path, max, line } => tr!(
                "store-too-deep",
                path = path.as_str(),
                max = *max,
                line = *line
            ),
            R::TooLong { origin, limit_mb } => tr!(
                "store-too-long",
                origin = origin.as_str(),
                limit_mb = *limit_mb
            ),
            R::NotUtf8 { origin, byte } => {
                tr!("store-not-utf8", origin = origin.as_str(), byte = *byte)
            }
            R::Exists { path } => tr!("store-exists", path = path.as_str()),
            R::Folder { path } => tr!("store-folder", path = path.as_str()),
            R::GaveUp {
                secs,
                holder: who,
                dir,
            } => tr!(
                "store-gave-up",
                secs = *secs,
                holder = holder(who.as_deref()),
                dir = dir.as_str()
            ),
            R::NoFileName { path } => tr!("store-no-file-name", path = path.as_str()),
            R::VariantIsPath => tr!("store-variant-is-path"),
            R::ShadowsBuiltIn => tr!("store-shadows-built-in"),
            R::PresetTooBig { path, limit_kb } => tr!(
                "store-preset-too-big",
                path = path.as_str(),
                limit_kb = *limit_kb
            ),
            R::NothingChanged => tr!("store-nothing-changed"),
            R::NotAChange { path, reason } => tr!(
                "store-not-a-change",
                path = path.as_str(),
                reason = reason.as_str()
            ),
            R::NotDataFile { path } => tr!("store-not-data-file", path = path.as_str()),
            R::NotGameId { id, max } => tr!("store-not-game-id", id = id.as_str(), max = *max),
            R::NoHome => tr!("store-no-home"),
            R::NoGameToDelete { id } => tr!("store-no-game-to-delete", id = id.as_str()),
            R::NoGameToArchive { id } => tr!("store-no-game-to-archive", id = id.as_str()),
            R::NoArchivedGame { id } => tr!("store-no-archived-game", id = id.as_str()),
            R::ArchivedExists { id } => tr!("store-archived-exists", id = id.as_str()),
            R::GameExists { id } => tr!("store-game-exists", id = id.as_str()),
            R::BadAliases { path, reason } => tr!(
                "store-bad-aliases",
                path = path.as_str(),
                reason = reason.as_str()
            ),
            R::BadMatchName { name } => tr!("store-bad-match-name", name = name.as_str()),
            R::BadMatch { path, reason } => tr!(
                "store-bad-match",
                path = path.as_str(),
                reason = reason.as_str()
            ),
            R::MatchNamesItself { path, name } => tr!(
                "store-match-names-itself",
                path = path.as_str(),
                name = name.as_str()
            ),
            R::NoFreeNumber { dir } => tr!("store-no-free-number", dir = dir.as_str()),
            R::Archived { id } => tr!("store-archived", id = id.as_str()),
            R::NoGameYet { id } => tr!("store-no-game-yet", id = id.as_str()),
            R::NoGame { id, ids } => tr!("store-no-game", id = id.as_str(), ids = ids.as_str()),
            R::NoCurrent => tr!("store-no-current"),
            R::NotPlainGame { path, dir } => tr!(
                "store-not-plain-game",
                path = path.as_str(),
                dir = dir.as_str()
            ),
            R::TooBigToSave { mb, limit_mb } => tr!(
                "store-too-big-to-save",
                mb = mb.as_str(),
                limit_mb = *limit_mb
            ),
            R::GameFile {
                origin,
                error,
                left,
            } => {
                let left = match left {
                    LeftAsIs::No => "no",
                    LeftAsIs::Yes => "yes",
                    LeftAsIs::CutShort => "cut-short",
                };
                tr!(
                    "store-game-file",
                    left = left,
                    origin = origin.as_str(),
                    error = error.as_str()
                )
            }
        })
    }
}
