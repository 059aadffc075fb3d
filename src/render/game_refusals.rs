//! The game layer's refusals in words: a damaged game file and how it is mended, a new
//! game's setup, a match, an import and a restore. Their `Display` is the command line's
//! wording (what `main` prints, flags and commands named); `at_table` gives table mode's
//! wording of those it can meet, without the command line's flags.
//!
//! Table mode can meet, of these: `Damaged` (a game held, refreshed or saved whose file
//! does not add up: `game::hold`, `game::refresh`, `game::save_held`), `SetupRefused`
//! from `game::new_log` (only `StartTwice` in practice: its prompts count the names and
//! pick the dealer from a list) and `ChangeMadeTwice` (a fault of the program, worded
//! alike everywhere). It plays no matches, imports nothing and restores nothing:
//! `MatchRefused`, `ImportRefused` and `backup::RestoreRefused` are the command line's
//! only.

use std::fmt;

use crate::game::backup::RestoreRefused;
use crate::game::{ChangeMadeTwice, Damaged, ImportRefused, MatchRefused, Mend, SetupRefused};
use crate::text::{printable, quote};

/// Whole megabytes, as limits are given.
fn megabytes(bytes: u64) -> u64 {
    bytes / (1024 * 1024)
}

/// How a damaged game is mended, at the command line.
impl fmt::Display for Mend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mend::Hand { id, number: n } => write!(
                f,
                "correct hand {n} with `canasta edit {n} --game {id} ...`, or remove it with `canasta drop {n} --game {id}`"
            ),
            Mend::ByHand => f.write_str("correct the file by hand in a text editor"),
        }
    }
}

/// A game file that does not add up, at the command line.
impl fmt::Display for Damaged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the game file {} does not add up: {} (the file was left as it is; {})",
            self.file, self.error, self.mend
        )
    }
}

/// How a damaged game is mended, in table mode's words: no command, since table mode
/// cannot open the game until it is mended.
pub fn mend_at_table(mend: &Mend) -> String {
    match mend {
        Mend::Hand { number, .. } => {
            format!("hand {number} must be corrected or removed before the game can go on here")
        }
        Mend::ByHand => "correct the file by hand in a text editor".to_string(),
    }
}

/// A game file that does not add up, in table mode's words.
pub fn damaged_at_table(d: &Damaged) -> String {
    format!(
        "the game file {} does not add up: {} (the file was left as it is; {})",
        d.file,
        d.error,
        mend_at_table(&d.mend)
    )
}

/// A new game refused, at the command line (its flags named).
impl fmt::Display for SetupRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupRefused::SideCount {
                variant,
                units,
                players,
                gave,
            } => write!(
                f,
                "{variant} is played by {units} {}; give --side {units} times (you gave {gave})",
                if *players { "players" } else { "sides" }
            ),
            SetupRefused::PlayerCount {
                variant,
                seats,
                gave,
            } => write!(
                f,
                "{variant} seats {seats} players; give --player {seats} times in seat order (you gave {gave})"
            ),
            SetupRefused::StartTwice { side } => write!(
                f,
                "{side} is given two starting totals; give each side once"
            ),
            SetupRefused::NoSuchDealer { dealer, seats } => write!(
                f,
                "the dealer `{dealer}` is not at the table; the players are: {}",
                seats.join(", ")
            ),
        }
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
        } => format!(
            "{variant} is played by {units} {what}; name {units} {what} (you named {gave})",
            what = if *players { "players" } else { "sides" }
        ),
        SetupRefused::PlayerCount {
            variant,
            seats,
            gave,
        } => format!(
            "{variant} seats {seats} players; name all {seats} in seat order, or none (you named {gave})"
        ),
        // Said without a flag already.
        SetupRefused::StartTwice { .. } | SetupRefused::NoSuchDealer { .. } => r.to_string(),
    }
}

/// A refusal of the game layer as table mode says it: the ones it can meet in its own
/// words, any other as the command line says it (`{:#}`).
pub fn at_table(e: &anyhow::Error) -> String {
    if let Some(d) = e.downcast_ref::<Damaged>() {
        damaged_at_table(d)
    } else if let Some(r) = e.downcast_ref::<SetupRefused>() {
        setup_at_table(r)
    } else {
        format!("{e:#}")
    }
}

/// A match refusal (the command line's only: table mode plays no matches).
impl fmt::Display for MatchRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchRefused::RuleGivenAgain { name } => write!(
                f,
                "match {name} exists already; its rule was set when it started (leave out --first-to and --games to play its next game)"
            ),
            MatchRefused::Over { standing } => {
                write!(
                    f,
                    "{} Start another match with a new name.",
                    super::standing_line(standing)
                )
            }
            MatchRefused::InPlay { name, game } => write!(
                f,
                "match {name}: game {} is still in play; finish it first",
                game.as_deref().unwrap_or("?")
            ),
            MatchRefused::RuleMissing { name } => write!(
                f,
                "match {name} is new: say how it is won, --first-to N (games) or --games N"
            ),
            MatchRefused::NoGames => f.write_str("a match is at least one game"),
            MatchRefused::NoSuchMatch { name } => write!(f, "there is no match {}", quote(name)),
        }
    }
}

/// A game log refused by `import`.
impl fmt::Display for ImportRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}\n(nothing was imported)", self.origin, self.error)
    }
}

/// A backup refused by `import` (the command line's only).
impl fmt::Display for RestoreRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = |kind: &str| printable(kind, 80);
        match self {
            RestoreRefused::CutShort { origin, end } => write!(
                f,
                "{origin} is cut short: a backup ends with the line `{end}`; nothing was imported"
            ),
            RestoreRefused::PartTooLarge {
                origin,
                part: kind,
                bytes,
                limit,
            } => write!(
                f,
                "{origin}: the part `{}` is {bytes} bytes, more than the {} MB a part may have; nothing was imported",
                part(kind),
                megabytes(*limit)
            ),
            RestoreRefused::PartCutShort { origin, part: kind } => write!(
                f,
                "{origin} is cut short (in `{}`); nothing was imported",
                part(kind)
            ),
            RestoreRefused::PartNotText { origin, part: kind } => write!(
                f,
                "{origin}: the part `{}` is not UTF-8 text; nothing was imported",
                part(kind)
            ),
            RestoreRefused::OldPartTooLarge {
                origin,
                part: kind,
                limit,
            } => write!(
                f,
                "{origin}: the part `{}` is more than {} MB; nothing was imported",
                part(kind),
                megabytes(*limit)
            ),
            RestoreRefused::BadGameId { origin, why } => {
                write!(f, "{origin}: {why}; nothing was imported")
            }
            RestoreRefused::NotAPart { origin, head } => write!(
                f,
                "{origin}: `{}` is not a part of a backup; nothing was imported",
                part(head)
            ),
            RestoreRefused::NotText { origin } => {
                write!(f, "{origin} is not UTF-8 text; nothing was imported")
            }
            RestoreRefused::BadMatch { origin, name, why } => write!(
                f,
                "{origin}: the match {} {why}; nothing was imported",
                quote(name)
            ),
            RestoreRefused::MatchMisnamed {
                origin,
                name,
                named,
            } => write!(
                f,
                "{origin}: the match {} names itself {}; nothing was imported",
                quote(name),
                quote(named)
            ),
            RestoreRefused::BadMergedNames { origin, why } => {
                write!(f, "{origin}: the merged names {why}; nothing was imported")
            }
            RestoreRefused::NoGames { origin } => write!(
                f,
                "{origin} is a backup with no games in it; nothing was imported"
            ),
            RestoreRefused::Damaged {
                origin,
                id,
                more,
                why,
            } => {
                write!(f, "{origin}: game {id} cannot be restored")?;
                if *more > 0 {
                    write!(f, " (and {more} more)")?;
                }
                write!(
                    f,
                    ": {why}; nothing was imported (`canasta import --skip-damaged` restores the other games)"
                )
            }
            RestoreRefused::MergeRefused { origin, why } => {
                write!(f, "{origin}: the merged names: {why}; nothing was imported")
            }
        }
    }
}

/// The program's own fault in `save_held`: said as it is, wherever it shows.
impl fmt::Display for ChangeMadeTwice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a change is made once")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::LedgerError;

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
            damaged_at_hand_3().to_string(),
            "the game file /data/games/7.yaml does not add up: hand 3: a total grows beyond what a score can hold (the file was left as it is; correct hand 3 with `canasta edit 3 --game 7 ...`, or remove it with `canasta drop 3 --game 7`)"
        );
        assert_eq!(
            Mend::ByHand.to_string(),
            "correct the file by hand in a text editor"
        );
    }

    #[test]
    fn table_mode_words_a_damaged_file_without_commands() {
        let at_table = at_table(&anyhow::Error::new(damaged_at_hand_3()));
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
            sides.to_string(),
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
            players.to_string(),
            "classic seats 4 players; give --player 4 times in seat order (you gave 3)"
        );
        assert_eq!(
            setup_at_table(&players),
            "classic seats 4 players; name all 4 in seat order, or none (you named 3)"
        );
        let twice = SetupRefused::StartTwice { side: "We".into() };
        assert_eq!(
            at_table(&anyhow::Error::new(twice.clone())),
            "We is given two starting totals; give each side once"
        );
        assert_eq!(
            at_table(&anyhow::Error::new(twice.clone())),
            twice.to_string()
        );
    }

    #[test]
    fn match_refusals_read_as_before() {
        assert_eq!(
            MatchRefused::RuleMissing {
                name: "club".into()
            }
            .to_string(),
            "match club is new: say how it is won, --first-to N (games) or --games N"
        );
        assert_eq!(
            MatchRefused::InPlay {
                name: "club".into(),
                game: None
            }
            .to_string(),
            "match club: game ? is still in play; finish it first"
        );
        assert_eq!(
            MatchRefused::NoSuchMatch {
                name: "a\nb".into()
            }
            .to_string(),
            "there is no match `a…`"
        );
    }

    #[test]
    fn restore_refusals_read_as_before() {
        let damaged = |more| RestoreRefused::Damaged {
            origin: "all.yaml".into(),
            id: "4".into(),
            more,
            why: "hand 2: no such side".into(),
        };
        assert_eq!(
            damaged(0).to_string(),
            "all.yaml: game 4 cannot be restored: hand 2: no such side; nothing was imported (`canasta import --skip-damaged` restores the other games)"
        );
        assert_eq!(
            damaged(2).to_string(),
            "all.yaml: game 4 cannot be restored (and 2 more): hand 2: no such side; nothing was imported (`canasta import --skip-damaged` restores the other games)"
        );
        assert_eq!(
            RestoreRefused::PartTooLarge {
                origin: "all.yaml".into(),
                part: "--- # canasta game 3".into(),
                bytes: 9_000_000,
                limit: 8 * 1024 * 1024,
            }
            .to_string(),
            "all.yaml: the part `--- # canasta game 3` is 9000000 bytes, more than the 8 MB a part may have; nothing was imported"
        );
        // Wrapped as the game layer returns it, and printed as `main` prints it.
        let cut = anyhow::Error::new(RestoreRefused::CutShort {
            origin: "all.yaml".into(),
            end: "# end of canasta backup",
        });
        assert_eq!(
            format!("{cut:#}"),
            "all.yaml is cut short: a backup ends with the line `# end of canasta backup`; nothing was imported"
        );
    }
}
