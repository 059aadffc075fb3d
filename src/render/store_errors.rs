//! The store's refusals in words: the store returns facts (which file, which limit, which
//! line, what it was doing), and every sentence is made here, in the player's language
//! (`i18n/<tag>/store.ftl`).

use crate::render::say::Say;
use std::fmt::{self, Formatter};

use crate::core::store_facts::{
    Doing, FileReason, GameOrigin, LeftAsIs, NotAFile, Op, StoreRefused, Waiting,
};
use crate::tr;

impl Say for Doing {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
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

impl Say for Waiting {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
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

impl Say for FileReason {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let subject = |plural: bool| if plural { "names" } else { "match" };
        f.write_str(&match self {
            FileReason::Unreadable {
                plural,
                line: Some(line),
                problem,
            } => tr!(
                "store-reason-unreadable-at",
                subject = subject(*plural),
                line = *line,
                message = problem.said()
            ),
            FileReason::Unreadable {
                plural,
                line: None,
                problem,
            } => tr!(
                "store-reason-unreadable",
                subject = subject(*plural),
                message = problem.said()
            ),
            FileReason::Twice { name } => tr!("store-reason-twice", name = name.as_str()),
            FileReason::NotKept { why } => tr!("store-reason-not-kept", why = why.said()),
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
            FileReason::BadName { error } => tr!("store-reason-bad-name", why = error.said()),
            FileReason::TooManyRounds { rounds, max } => tr!(
                "store-reason-too-many-rounds",
                rounds = rounds.to_string(),
                max = *max
            ),
            FileReason::OutOfRange {
                key,
                value,
                min,
                max,
            } => tr!(
                "store-reason-out-of-range",
                key = *key,
                value = value.to_string(),
                min = min.to_string(),
                max = max.to_string()
            ),
            FileReason::EventsNotKept => tr!("store-reason-events-not-kept"),
        })
    }
}

impl Say for StoreRefused {
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result {
        use StoreRefused as R;
        f.write_str(&match self {
            R::TooBig { path, bytes, limit } => tr!(
                "store-too-big",
                path = path.as_str(),
                bytes = *bytes,
                limit = size_said(*limit)
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
            R::NotAChange { path, fault } => {
                use crate::core::store_facts::ChangeFault as F;
                let (kind, line, file) = match fault {
                    F::Header => ("header", 0, ""),
                    F::NotAStep { line } => ("step", *line, ""),
                    F::NotStaged { line } => ("staged", *line, ""),
                    F::NotDataFile { line, file } => ("file", *line, file.as_str()),
                };
                tr!(
                    "store-not-a-change",
                    path = path.as_str(),
                    fault = kind,
                    line = line,
                    file = file
                )
            }
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
                reason = reason.said()
            ),
            R::BadMatchName { name } => tr!("store-bad-match-name", name = name.as_str()),
            R::BadMatch { path, reason } => tr!(
                "store-bad-match",
                path = path.as_str(),
                reason = reason.said()
            ),
            R::MatchNamesItself { path, name } => tr!(
                "store-match-names-itself",
                path = path.as_str(),
                name = name.as_str()
            ),
            R::BadTournamentName { .. }
            | R::BadTournament { .. }
            | R::TournamentNamesItself { .. }
            | R::TournamentTooBig { .. }
            | R::TournamentMissing { .. }
            | R::TournamentDisowns { .. }
            | R::ClaimedTwice { .. } => tournament_said(self),
            R::NoFreeNumber { dir } => tr!("store-no-free-number", dir = dir.as_str()),
            R::Archived { id } => tr!("store-archived", id = id.as_str()),
            R::NoGameYet { id } => tr!("store-no-game-yet", id = id.as_str()),
            R::NoGame { id, ids } => tr!("store-no-game", id = id.as_str(), ids = ids.as_str()),
            R::NoCurrent => tr!("store-no-current"),
            R::LinkedFolder { path } => tr!("store-linked-folder", path = path.as_str()),
            R::InTheWay { path, kind } => tr!(
                "store-in-the-way",
                path = path.as_str(),
                kind = match kind {
                    NotAFile::Folder => "folder",
                    NotAFile::Link => "link",
                    NotAFile::Special => "special",
                }
            ),
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
                match origin {
                    GameOrigin::File(origin) => tr!(
                        "store-game-file",
                        left = left,
                        origin = origin.as_str(),
                        error = error.said()
                    ),
                    GameOrigin::InBackup { id } => tr!(
                        "store-game-in-backup",
                        left = left,
                        id = id.as_str(),
                        error = error.said()
                    ),
                }
            }
        })
    }
}

/// A tournament's file refused, in words (the store's refusals of an event's file).
fn tournament_said(r: &StoreRefused) -> String {
    use StoreRefused as R;
    match r {
        R::BadTournamentName { name } => {
            tr!("store-bad-tournament-name", name = name.as_str())
        }
        R::BadTournament { path, reason } => tr!(
            "store-bad-tournament",
            path = path.as_str(),
            reason = reason.said()
        ),
        R::TournamentNamesItself { path, name } => tr!(
            "store-tournament-names-itself",
            path = path.as_str(),
            name = name.as_str()
        ),
        R::TournamentTooBig { kb, limit_kb } => {
            tr!("store-tournament-too-big", kb = *kb, limit_kb = *limit_kb)
        }
        R::TournamentMissing { game, path } => tr!(
            "store-tournament-missing",
            game = game.as_str(),
            path = path.as_str()
        ),
        R::TournamentDisowns {
            game,
            path,
            round,
            table,
        } => tr!(
            "store-tournament-disowns",
            game = game.as_str(),
            path = path.as_str(),
            round = *round,
            table = *table
        ),
        R::ClaimedTwice { game, paths } => tr!(
            "store-claimed-twice",
            game = game.as_str(),
            paths = paths.join(", ")
        ),
        _ => String::new(),
    }
}

/// A size limit as people say it: whole megabytes (`1 MB`), else kilobytes (`256 KB`),
/// never "0 MB".
fn size_said(bytes: u64) -> String {
    const MB: u64 = 1024 * 1024;
    if bytes >= MB && bytes.is_multiple_of(MB) {
        format!("{} MB", bytes / MB)
    } else {
        format!("{} KB", bytes.div_ceil(1024))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::i18n::{Lang, in_language};

    fn samples() -> Vec<String> {
        let reason = FileReason::Unreadable {
            plural: true,
            line: Some(3),
            problem: crate::core::yaml::YamlProblem::NotTheShape {
                detail: "invalid type".into(),
            },
        };
        vec![
            Doing::new(Op::ReadGame, "games/1.yaml").said(),
            Doing::new(Op::WriteYaml, "").said(),
            StoreRefused::TooBig {
                path: "games/1.yaml".into(),
                bytes: 2_000_000,
                limit: 1024 * 1024,
            }
            .said(),
            StoreRefused::NoGame {
                id: "`9`".into(),
                ids: "1, 2".into(),
            }
            .said(),
            StoreRefused::GameFile {
                origin: GameOrigin::File("games/1.yaml".into()),
                error: crate::core::ledger::LogError::CutShort,
                left: LeftAsIs::Yes,
            }
            .said(),
            StoreRefused::BadAliases {
                path: "players.yaml".into(),
                reason: reason.clone(),
            }
            .said(),
            StoreRefused::GameFile {
                origin: GameOrigin::InBackup { id: "7".into() },
                error: crate::core::ledger::LogError::CutShort,
                left: LeftAsIs::No,
            }
            .said(),
            FileReason::TooDeep {
                plural: false,
                max: 32,
                line: 40,
            }
            .said(),
            Waiting {
                holder: None,
                dir: "/data".into(),
                secs: Some(5),
            }
            .said(),
        ]
    }

    #[test]
    fn the_store_says_in_english_what_it_said_before() {
        let said = in_language(Lang::En, samples);
        assert_eq!(
            said,
            [
                "cannot read the game file games/1.yaml",
                "cannot write the game as YAML",
                "games/1.yaml is 2000000 bytes; files of at most 1 MB are read",
                "there is no game `9`; the games are: 1, 2",
                "the game file games/1.yaml is cut short: it does not end with the line `# end of game log` that every save writes (a full disk or an interrupted copy?) (the file was left as it is)",
                "the merged names in players.yaml do not read at line 3: invalid type (the file was left as it is)",
                "the game file of game 7 is cut short: it does not end with the line `# end of game log` that every save writes (a full disk or an interrupted copy?)",
                "is nested more than 32 deep at line 40",
                "waiting up to 5s for another canasta to finish with /data ...",
            ]
        );
    }

    #[test]
    fn every_language_says_it_in_its_own_words() {
        let english = in_language(Lang::En, samples);
        for lang in [Lang::Es, Lang::PtBr, Lang::It, Lang::De] {
            let said = in_language(lang, samples);
            for (theirs, ours) in said.iter().zip(&english) {
                assert_ne!(theirs, ours, "{lang:?} says it in English");
            }
        }
        in_language(Lang::Es, || {
            assert_eq!(
                StoreRefused::Symlink {
                    path: "games/7.yaml".into()
                }
                .said(),
                "games/7.yaml es un enlace simbólico; solo se leen archivos comunes"
            );
        });
        // A game of a backup is named by its number there, in the language's words.
        let in_backup = |left| {
            StoreRefused::GameFile {
                origin: GameOrigin::InBackup { id: "7".into() },
                error: crate::core::ledger::LogError::CutShort,
                left,
            }
            .said()
        };
        in_language(Lang::Es, || {
            assert_eq!(
                in_backup(LeftAsIs::No),
                "el archivo de la partida 7 de la copia de seguridad está cortado: no termina con la línea \
                 `# end of game log` que escribe cada guardado (¿disco lleno o una copia \
                 interrumpida?)"
            );
        });
        in_language(Lang::De, || {
            assert_eq!(
                in_backup(LeftAsIs::Yes),
                "die Partiedatei von Partie 7 der Sicherung ist abgeschnitten: es endet nicht mit der \
                 Zeile `# end of game log`, die jedes Speichern schreibt (volle Festplatte oder \
                 abgebrochene Kopie?) (die Datei blieb, wie sie war)"
            );
        });
    }
}
