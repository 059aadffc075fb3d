//! Importing one game log (`canasta import FILE`): checked, stored under a fresh id and
//! made current, unless the very game is here already; and its refusal
//! ([`ImportRefused`]). A whole backup is restored by [`super::backup`].
//!
//! **A game that moved and came back.** A game exported from one place (a phone, the
//! club's computer) and played on there comes back longer: the same game (its start, its
//! variant, its sides, its first dealer and its starting totals) with more hands. Its
//! import appends the new hands to the game kept here, whose hands are the first of the
//! copy's, through the one write path (the referee replays it all; a tournament's locked
//! game needs the director's reason as any change does). A copy that is behind the game
//! kept here adds nothing. A copy that went another way (a hand corrected in one place
//! and not the other, or different rules) is refused, naming the first hand that
//! differs, and nothing is written: which way is right is the players' call.

use super::Result;

use crate::core::hand::Hand;
use crate::core::ledger::{GameLog, LedgerError, replay};
use crate::store::{Store, parse_log};

use super::Opened;
use super::hands::{HandChange, Saved, change_game};

/// What an import did: the game stored, or the game that was here already.
pub enum Imported {
    New(Box<Opened>),
    /// The same game (however its file was written) is here already, with this id:
    /// nothing was added.
    Already(String),
    /// The same game was here with fewer hands: the copy's `added` new hands were
    /// appended to it (it is the current game).
    Extended {
        game: Box<Opened>,
        added: usize,
    },
    /// The same game is here with more hands than the copy (`kept`, against the copy's
    /// `copy`), the copy's all among them: nothing was added.
    Behind {
        id: String,
        kept: usize,
        copy: usize,
    },
}

impl Imported {
    /// The game here that the import names: the new one, the one continued, or the one
    /// here already.
    pub fn id(&self) -> &str {
        match self {
            Imported::New(game) | Imported::Extended { game, .. } => &game.id,
            Imported::Already(id) | Imported::Behind { id, .. } => id,
        }
    }
}

/// A game log refused by an import, as facts: where it came from and why. Nothing was
/// imported. Worded in `render` (its `Say`); only the command line imports.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportRefused {
    pub origin: String,
    pub why: ImportWhy,
}

/// Why an import was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum ImportWhy {
    /// The log does not add up.
    Ledger(LedgerError),
    /// The log is a copy of game `id` kept here that went another way: its hand `hand`
    /// (1 is the first) is not the one kept, or (`hand` none) its rules are not.
    Diverged {
        id: String,
        hand: Option<usize>,
        terms: crate::core::rules::Terms,
    },
}

/// Import a game log's text: check every hand, store it under a fresh id, make it current.
/// A game already here (the same variant, sides, dealer, start and hands) is not added
/// again; a copy of a game kept here that went further adds its new hands to it.
pub fn import(store: &Store, text: &str, origin: &str) -> Result<Imported> {
    let log = parse_log(text, origin, &|v| store.catalog().resolve_name(v))?;
    let report = replay(&log).map_err(|error| ImportRefused {
        origin: origin.to_string(),
        why: ImportWhy::Ledger(error),
    })?;
    let lock = store.lock()?;
    let mut known = super::backup::Known::for_one();
    if let Some(id) = known.take_same(store, &log)? {
        known.save(store, false);
        return Ok(Imported::Already(id));
    }
    if let Some(id) = kept_copy(store, &mut known, &log)? {
        // The one write path takes the lock itself, and reads the game again under it.
        drop(lock);
        return extend(store, &id, log, origin);
    }
    let id = store.create_current(&lock, &log)?;
    known.add(&log, &id, false);
    known.save(store, true);
    Ok(Imported::New(Box::new(Opened { id, log, report })))
}

/// The game in play here that `copy` is a copy of: the same start (`created`, which both
/// must name), variant, sides, first dealer and starting totals, found by the store's
/// index (`summary::start_print`) and read to be sure. Archived games are not looked at
/// (a finished game takes no more hands).
fn kept_copy(
    store: &Store,
    known: &mut super::backup::Known,
    copy: &GameLog,
) -> Result<Option<String>> {
    for game in known.copies(store, copy)? {
        if game.archived {
            continue;
        }
        let Ok(kept) = store.load(&game.id) else {
            continue;
        };
        let same = kept.created.is_some()
            && kept.created == copy.created
            && kept.variant == copy.variant
            && kept.sides == copy.sides
            && kept.dealer == copy.dealer
            && kept.start == copy.start;
        if same {
            return Ok(Some(game.id));
        }
    }
    Ok(None)
}

/// Where `copy` stands against `kept`, two copies of one game: ahead by its hands from
/// the kept count on, behind (or level), or apart from hand N (1 is the first; none:
/// their rules differ).
enum Stand<'a> {
    Ahead(&'a [Hand]),
    Behind,
    Apart(Option<usize>),
}

fn stand<'a>(kept: &GameLog, copy: &'a GameLog) -> Stand<'a> {
    let first_apart = kept.hands.iter().zip(&copy.hands).position(|(k, c)| k != c);
    if let Some(i) = first_apart {
        return Stand::Apart(Some(i + 1));
    }
    if kept.rules != copy.rules {
        return Stand::Apart(None);
    }
    match copy.hands.get(kept.hands.len()..) {
        Some(new) if !new.is_empty() => Stand::Ahead(new),
        _ => Stand::Behind,
    }
}

/// Append `copy`'s hands beyond game `id`'s to it, as one change, if the game's hands are
/// still the copy's first ones when read under the lock.
fn extend(store: &Store, id: &str, copy: GameLog, origin: &str) -> Result<Imported> {
    let terms = copy.rules.as_ref().map(|r| r.terms).unwrap_or_default();
    let refused = |hand: Option<usize>| ImportRefused {
        origin: origin.to_string(),
        why: ImportWhy::Diverged {
            id: id.to_string(),
            hand,
            terms,
        },
    };
    let mut behind = None;
    let mut added = 0;
    let saved = change_game(store, id, None, &mut |now| match stand(now, &copy) {
        Stand::Ahead(new) => {
            added = new.len();
            Ok(HandChange::Extend(new.to_vec()))
        }
        Stand::Behind => {
            behind = Some(now.hands.len());
            Err(refused(None).into())
        }
        Stand::Apart(hand) => Err(refused(hand).into()),
    });
    if let Some(kept) = behind {
        return Ok(Imported::Behind {
            id: id.to_string(),
            kept,
            copy: copy.hands.len(),
        });
    }
    match saved? {
        Saved::Done { log, report, .. } => {
            store.set_current(id)?;
            Ok(Imported::Extended {
                game: Box::new(Opened {
                    id: id.to_string(),
                    log: *log,
                    report: *report,
                }),
                added,
            })
        }
        // Neither is possible with no front end's view and no typing id; said as a game
        // changed meanwhile, which is what either would mean.
        Saved::ChangedElsewhere | Saved::Already { .. } => Err(super::ChangeMadeTwice.into()),
    }
}
