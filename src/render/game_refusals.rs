//! The game layer's refusals in words: a damaged game file and how it is mended, a new
//! game's setup, a match, an import and a restore. Their `Say` is the command line's
//! wording (what `main` prints, flags and commands named); `at_table` gives table mode's
//! wording of those it can meet, without the command line's flags. The sentences are
//! `i18n/<tag>/refusals.ftl`'s `refusal-mend-*`, `refusal-setup-*`, `refusal-match-*`,
//! `refusal-import-*` and `refusal-restore-*`.
//!
//! Table mode can meet, of these: `Damaged` (a game held, refreshed or saved whose file
//! does not add up: `game::hold`, `game::refresh`, `game::save_held`), `SetupRefused`
//! from `game::new_log` (only `StartTwice` in practice: its prompts count the names and
//! pick the dealer from a list) and `ChangeMadeTwice` (a fault of the program, worded
//! alike everywhere). It plays no matches, imports nothing and restores nothing:
//! `MatchRefused`, `ImportRefused` and `backup::RestoreRefused` are the command line's
//! only.

use crate::render::say::{Said, Say};
use std::fmt;

use crate::core::text::{printable, quote};
use crate::game::backup::RestoreRefused;
use crate::game::{
    ChangeMadeTwice, Damaged, ImportRefused, ImportWhy, MatchRefused, Mend, PlayersRefused,
    SetupRefused,
};
use crate::tr;

/// Whole megabytes, as limits are given.
fn megabytes(bytes: u64) -> u64 {
    bytes / (1024 * 1024)
}

/// How a damaged game is mended, at the command line.
impl Say for Mend {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Mend::Hand { id, number } => {
                tr!("refusal-mend-hand", number = *number, id = id.as_str())
            }
            Mend::ByHand => tr!("refusal-mend-by-hand"),
        })
    }
}

/// A game file that does not add up, at the command line.
/// A refusal carried as an error (a game of a backup that does not read or add up), in
/// one line: the first line of its words and their causes.
pub fn first_line(why: &crate::game::Error) -> String {
    super::errors::first_line(why)
}

impl Say for Damaged {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "refusal-damaged",
            file = self.file.as_str(),
            error = self.error.said(),
            mend = self.mend.said()
        ))
    }
}

/// Why a game is listed without its summary, in one line: the reason, then how it is
/// mended where that is said (the command line's words).
pub fn unread(u: &crate::game::Unread) -> String {
    let why = super::errors::say(&u.why, super::errors::Surface::CommandLine);
    match &u.mend {
        Some(mend) => format!("{why}; {}", Said(mend)),
        None => why,
    }
}

/// How a damaged game is mended, in table mode's words: no command, since table mode
/// cannot open the game until it is mended.
pub fn mend_at_table(mend: &Mend) -> String {
    match mend {
        Mend::Hand { number, .. } => tr!("refusal-mend-hand-at-table", number = *number),
        Mend::ByHand => tr!("refusal-mend-by-hand"),
    }
}

/// A game file that does not add up, in table mode's words.
pub fn damaged_at_table(d: &Damaged) -> String {
    tr!(
        "refusal-damaged",
        file = d.file.as_str(),
        error = d.error.said(),
        mend = mend_at_table(&d.mend)
    )
}

/// A new game refused, at the command line (its flags named).
impl Say for PlayersRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            PlayersRefused::SameTable {
                from,
                into,
                log,
                day,
            } => tr!(
                "cli-merge-same-table",
                from = from.clone(),
                into = into.clone(),
                sides = super::sides_line(log),
                day = if day.is_empty() {
                    "?".to_string()
                } else {
                    super::tournament::local_date(day)
                }
            ),
            PlayersRefused::NotInGames { who } => {
                tr!("cli-vs-unknown", who = crate::core::text::quote(who))
            }
        })
    }
}

impl Say for SetupRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SetupRefused::SideCount {
                variant,
                units,
                players,
                gave,
            } => {
                if *players {
                    tr!(
                        "refusal-setup-player-units",
                        variant = crate::render::rules_text::variant_name(variant.as_str()),
                        units = *units,
                        gave = *gave
                    )
                } else {
                    tr!(
                        "refusal-setup-side-units",
                        variant = crate::render::rules_text::variant_name(variant.as_str()),
                        units = *units,
                        gave = *gave
                    )
                }
            }
            SetupRefused::PlayerCount {
                variant,
                seats,
                gave,
            } => tr!(
                "refusal-setup-seats",
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                seats = *seats,
                gave = *gave
            ),
            SetupRefused::StartTwice { side } => {
                tr!("refusal-setup-start-twice", side = side.as_str())
            }
            SetupRefused::NoSuchDealer { dealer, seats } => tr!(
                "refusal-setup-no-such-dealer",
                dealer = dealer.as_str(),
                seats = seats.join(", ")
            ),
        })
    }
}

/// A new game refused, in table mode's words (no flags: names are typed at prompts).
pub fn setup_at_table(r: &SetupRefused) -> String {
    match r {
        SetupRefused::SideCount {
            variant,
            units,
            players,
            gave,
        } => {
            if *players {
                tr!(
                    "refusal-setup-player-units-at-table",
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    units = *units,
                    gave = *gave
                )
            } else {
                tr!(
                    "refusal-setup-side-units-at-table",
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    units = *units,
                    gave = *gave
                )
            }
        }
        SetupRefused::PlayerCount {
            variant,
            seats,
            gave,
        } => tr!(
            "refusal-setup-seats-at-table",
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            seats = *seats,
            gave = *gave
        ),
        // Said without a flag already.
        SetupRefused::StartTwice { .. } | SetupRefused::NoSuchDealer { .. } => r.said(),
    }
}

/// A refusal of the game layer as table mode says it: the ones it can meet in its own
/// words, any other as the command line says it (`{:#}`).
pub fn at_table(e: &crate::game::Error) -> String {
    match e {
        crate::game::Error::Damaged(d) => damaged_at_table(d),
        crate::game::Error::Setup(r) => setup_at_table(r),
        crate::game::Error::Import(r) => import_at_table(r),
        _ => e.said(),
    }
}

/// A game's file refused by an import on a phone (the page alone's "Import a game"): no
/// file name to give (the phone's own), and no command to look at both with, which the
/// command line's words name.
fn import_at_table(r: &ImportRefused) -> String {
    let why = match &r.why {
        ImportWhy::Diverged {
            id,
            hand: Some(hand),
            terms,
        } => tr!(
            "refusal-table-import-diverged",
            id = id.as_str(),
            hand = *hand,
            term = crate::render::i18n::hand_term(*terms)
        ),
        ImportWhy::Diverged { id, hand: None, .. } => {
            tr!("refusal-import-rules-differ", id = id.as_str())
        }
        ImportWhy::Ledger(error) => Said(error).to_string(),
    };
    format!("{why} {}", tr!("refusal-import-nothing-imported"))
}

/// A match refusal (the command line's only: table mode plays no matches).
impl Say for MatchRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            MatchRefused::RuleGivenAgain { name } => {
                tr!("refusal-match-rule-given-again", name = name.as_str())
            }
            MatchRefused::Over { standing } => tr!(
                "refusal-match-over",
                standing = super::standing_line(standing)
            ),
            MatchRefused::InPlay { name, game } => tr!(
                "refusal-match-in-play",
                name = name.as_str(),
                game = game.as_deref().unwrap_or("?")
            ),
            MatchRefused::RuleMissing { name } => {
                tr!("refusal-match-rule-missing", name = name.as_str())
            }
            MatchRefused::NoGames => tr!("refusal-match-no-games"),
            MatchRefused::NoSuchMatch { name } => {
                tr!("refusal-match-no-such-match", name = quote(name))
            }
        })
    }
}

/// A game log refused by `import`.
impl Say for ImportRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match &self.why {
            ImportWhy::Ledger(error) => Said(error).to_string(),
            ImportWhy::Diverged {
                id,
                hand: Some(hand),
                terms,
            } => tr!(
                "refusal-import-diverged",
                id = id.as_str(),
                hand = *hand,
                term = crate::render::i18n::hand_term(*terms)
            ),
            ImportWhy::Diverged { id, hand: None, .. } => {
                tr!("refusal-import-rules-differ", id = id.as_str())
            }
        };
        write!(
            f,
            "{}: {why}\n{}",
            self.origin,
            tr!("refusal-import-nothing-imported")
        )
    }
}

/// A backup refused by `import` (the command line's only).
impl Say for RestoreRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = |kind: &str| printable(kind, 80);
        f.write_str(&match self {
            RestoreRefused::CutShort { origin, end } => tr!(
                "refusal-restore-cut-short",
                origin = origin.as_str(),
                end = *end
            ),
            RestoreRefused::PartTooLarge {
                origin,
                part: kind,
                bytes,
                limit,
            } => tr!(
                "refusal-restore-part-too-large",
                origin = origin.as_str(),
                part = part(kind),
                bytes = *bytes,
                megabytes = megabytes(*limit)
            ),
            RestoreRefused::PartCutShort { origin, part: kind } => tr!(
                "refusal-restore-part-cut-short",
                origin = origin.as_str(),
                part = part(kind)
            ),
            RestoreRefused::PartNotText { origin, part: kind } => tr!(
                "refusal-restore-part-not-text",
                origin = origin.as_str(),
                part = part(kind)
            ),
            RestoreRefused::OldPartTooLarge {
                origin,
                part: kind,
                limit,
            } => tr!(
                "refusal-restore-old-part-too-large",
                origin = origin.as_str(),
                part = part(kind),
                megabytes = megabytes(*limit)
            ),
            RestoreRefused::BadGameId { origin, why } => tr!(
                "refusal-restore-bad-game-id",
                origin = origin.as_str(),
                why = why.said()
            ),
            RestoreRefused::NotAPart { origin, head } => tr!(
                "refusal-restore-not-a-part",
                origin = origin.as_str(),
                head = part(head)
            ),
            RestoreRefused::NotText { origin } => {
                tr!("refusal-restore-not-text", origin = origin.as_str())
            }
            RestoreRefused::BadMatch { origin, name, why } => tr!(
                "refusal-restore-bad-match",
                origin = origin.as_str(),
                name = quote(name),
                why = why.said()
            ),
            RestoreRefused::MatchMisnamed {
                origin,
                name,
                named,
            } => tr!(
                "refusal-restore-match-misnamed",
                origin = origin.as_str(),
                name = quote(name),
                named = quote(named)
            ),
            RestoreRefused::BadMergedNames { origin, why } => tr!(
                "refusal-restore-bad-merged-names",
                origin = origin.as_str(),
                why = why.said()
            ),
            RestoreRefused::NoGames { origin } => {
                tr!("refusal-restore-no-games", origin = origin.as_str())
            }
            RestoreRefused::Damaged {
                origin,
                id,
                more,
                why,
            } => {
                if *more > 0 {
                    tr!(
                        "refusal-restore-damaged-more",
                        origin = origin.as_str(),
                        id = id.as_str(),
                        more = *more,
                        why = first_line(why)
                    )
                } else {
                    tr!(
                        "refusal-restore-damaged",
                        origin = origin.as_str(),
                        id = id.as_str(),
                        why = first_line(why)
                    )
                }
            }
            RestoreRefused::MergeRefused { origin, why } => tr!(
                "refusal-restore-merge-refused",
                origin = origin.as_str(),
                why = why.said()
            ),
        })
    }
}

/// The program's own fault in `save_held`: said as it is, wherever it shows.
impl Say for ChangeMadeTwice {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("refusal-change-made-twice"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::ledger::LedgerError;

    fn damaged_at_hand_3() -> Damaged {
        Damaged {
            id: "7".into(),
            file: "/data/games/7.yaml".into(),
            error: LedgerError::TooLarge { number: 3 },
            mend: Mend::Hand {
                id: "7".into(),
                number: 3,
            },
        }
    }

    #[test]
    fn a_damaged_file_names_the_commands_that_mend_it() {
        assert_eq!(
            damaged_at_hand_3().said(),
            "the game file /data/games/7.yaml does not add up: hand 3: a total grows beyond what a score can hold (the file was left as it is; correct hand 3 with `canasta edit 3 --game 7 ...`, or remove it with `canasta drop 3 --game 7`)"
        );
        assert_eq!(
            Mend::ByHand.said(),
            "correct the file by hand in a text editor"
        );
    }

    #[test]
    fn table_mode_words_a_damaged_file_without_commands() {
        let at_table = at_table(&damaged_at_hand_3().into());
        assert_eq!(
            at_table,
            "the game file /data/games/7.yaml does not add up: hand 3: a total grows beyond what a score can hold (the file was left as it is; hand 3 must be corrected or removed before the game can go on here)"
        );
        assert!(!at_table.contains("canasta") && !at_table.contains("--"));
    }

    #[test]
    fn setup_refusals_name_the_flags_only_at_the_command_line() {
        let sides = SetupRefused::SideCount {
            variant: "classic".into(),
            units: 2,
            players: false,
            gave: 3,
        };
        assert_eq!(
            sides.said(),
            "classic is played by 2 sides; give --side 2 times (you gave 3)"
        );
        assert_eq!(
            setup_at_table(&sides),
            "classic is played by 2 sides; name 2 sides (you named 3)"
        );
        let players = SetupRefused::PlayerCount {
            variant: "classic".into(),
            seats: 4,
            gave: 3,
        };
        assert_eq!(
            players.said(),
            "classic seats 4 players; give --player 4 times in seat order (you gave 3)"
        );
        assert_eq!(
            setup_at_table(&players),
            "classic seats 4 players; name all 4 in seat order, or none (you named 3)"
        );
        let twice = SetupRefused::StartTwice { side: "We".into() };
        assert_eq!(
            at_table(&twice.clone().into()),
            "We is given two starting totals; give each side once"
        );
        assert_eq!(at_table(&twice.clone().into()), twice.said());
    }

    #[test]
    fn match_refusals_read_as_before() {
        assert_eq!(
            MatchRefused::RuleMissing {
                name: "club".into()
            }
            .said(),
            "match club is new: say how it is won, --first-to N (games) or --games N"
        );
        assert_eq!(
            MatchRefused::InPlay {
                name: "club".into(),
                game: None
            }
            .said(),
            "match club: game ? is still in play; finish it first"
        );
        assert_eq!(
            MatchRefused::NoSuchMatch {
                name: "a\nb".into()
            }
            .said(),
            "there is no match `a…`"
        );
    }

    #[test]
    fn restore_refusals_read_as_before() {
        let damaged = |more| RestoreRefused::Damaged {
            origin: "all.yaml".into(),
            id: "4".into(),
            more,
            why: std::sync::Arc::new(crate::game::Error::from(
                crate::game::HandRefused::NothingToRecord,
            )),
        };
        let why = crate::game::HandRefused::NothingToRecord.said();
        assert_eq!(
            damaged(0).said(),
            format!(
                "all.yaml: game 4 cannot be restored: {why}; nothing was imported (`canasta import --skip-damaged` restores the other games)"
            )
        );
        assert_eq!(
            damaged(2).said(),
            format!(
                "all.yaml: game 4 cannot be restored (and 2 more): {why}; nothing was imported (`canasta import --skip-damaged` restores the other games)"
            )
        );
        assert_eq!(
            RestoreRefused::PartTooLarge {
                origin: "all.yaml".into(),
                part: "--- # canasta game 3".into(),
                bytes: 9_000_000,
                limit: 8 * 1024 * 1024,
            }
            .said(),
            "all.yaml: the part `--- # canasta game 3` is 9000000 bytes, more than the 8 MB a part may have; nothing was imported"
        );
        // Wrapped as the game layer returns it, and printed as `main` prints it.
        let cut = crate::game::Error::from(RestoreRefused::CutShort {
            origin: "all.yaml".into(),
            end: "# end of canasta backup",
        });
        assert_eq!(
            super::super::errors::say(&cut, super::super::errors::Surface::CommandLine),
            "all.yaml is cut short: a backup ends with the line `# end of canasta backup`; nothing was imported"
        );
    }
}
