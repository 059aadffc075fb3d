//! What the command line reads besides its arguments: a file named on it (`-` for
//! standard input), within a size, and the filters of `history` and `stats`, checked.

use std::path::Path;

use anyhow::Result;

use super::args::HistoryArgs;
use crate::disk::program::{read_limited, read_text};
use crate::game::{GameFilter, HandText};
use crate::store::{MAX_SMALL_BYTES, Store};

/// A file named on the command line (`-`: standard input), opened to be read as a
/// stream (a plain file only, as `read_limited` reads).
pub(super) fn open_input(path: &Path) -> Result<Box<dyn std::io::BufRead>> {
    if path == Path::new("-") {
        return Ok(Box::new(std::io::BufReader::new(std::io::stdin())));
    }
    let file = crate::disk::program::open_regular(path).map_err(|e| cannot_read(path, &e))?;
    Ok(Box::new(std::io::BufReader::with_capacity(1 << 16, file)))
}

/// A file named on the command line (`-`: standard input), within `limit` bytes.
fn read_input(path: &Path, limit: u64) -> Result<String> {
    if path == Path::new("-") {
        return Ok(read_text(
            std::io::stdin().lock(),
            limit,
            &crate::tr!("cli-standard-input"),
        )?);
    }
    read_limited(path, limit).map_err(|e| cannot_read(path, &e))
}

/// `cannot read PATH: why`.
fn cannot_read(path: &Path, error: &crate::store::error::Error) -> anyhow::Error {
    anyhow::anyhow!(crate::tr!(
        "cli-cannot-read",
        path = path.display().to_string(),
        error = crate::render::say::Say::said(error)
    ))
}

/// A hand's lines from a file (`record --from`, `edit --from`).
pub(super) fn read_hand_file(path: &Path) -> Result<HandText> {
    Ok(HandText {
        origin: path.display().to_string(),
        text: read_input(path, MAX_SMALL_BYTES)?,
    })
}

/// The filters of `history` (and `stats`), checked.
pub(super) fn history_filter(store: &Store, args: &HistoryArgs) -> Result<GameFilter> {
    let day = |d: &Option<String>, what: &str| -> Result<Option<String>> {
        match d {
            None => Ok(None),
            Some(d) => {
                let d = d.trim();
                if d.parse::<jiff::civil::Date>().is_err() {
                    anyhow::bail!(crate::tr!(
                        "cli-bad-day",
                        flag = what.to_string(),
                        day = d.to_string()
                    ));
                }
                Ok(Some(d.to_string()))
            }
        }
    };
    Ok(GameFilter {
        aliases: store.aliases()?,
        variant: args.variant.clone(),
        player: args.player.clone(),
        since: day(&args.since, "since")?,
        until: day(&args.until, "until")?,
    })
}

/// A text file named on the command line (`-`: standard input) of at most `limit`
/// bytes: a results file.
pub(super) fn read_file(path: &Path, limit: u64) -> Result<String> {
    read_input(path, limit)
}

/// A small text file named on the command line (`-`: standard input): a tournament's
/// entrants, a seating typed by hand.
pub(super) fn read_small_file(path: &Path) -> Result<String> {
    read_input(path, MAX_SMALL_BYTES)
}
