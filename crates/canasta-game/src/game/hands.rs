//! The one write path (`change_game`) and the use cases that change a game's hands through it: record, edit, undo, drop; the hand a front end's lines and flags make.

use super::*;

/// Record the next hand of game `given` (or the current one).
///
/// The game is replayed once, with the new hand: a refusal at the new hand is the
/// hand's, one before it means the file was already damaged, and a new hand after the
/// end says the game is over.
pub fn record(
    store: &Store,
    given: Option<&str>,
    from: Option<&HandText>,
    edits: &HandEdits,
) -> Result<Changed> {
    let id = store.resolve(given)?;
    let saved = change_game(store, &id, None, &mut |log| {
        let mut hand = match from {
            Some(text) => read_hand(log, text)?,
            None => {
                if edits.is_empty() {
                    return Err(HandRefused::NothingToRecord.into());
                }
                Hand::default()
            }
        };
        apply_edits(log, &mut hand, edits)?;
        for unit in log.units() {
            if !hand.results.contains_key(&unit) {
                return Err(HandRefused::NoResult { unit }.into());
            }
        }
        Ok(HandChange::Append(hand))
    })?;
    let Saved::Done { report, log, .. } = saved else {
        unreachable!("a change on the game as it is now cannot find it changed")
    };
    let index = report.hands.len() - 1;
    Ok(Changed {
        id,
        slips: log
            .hands
            .get(index)
            .map(|h| slips(&log, h))
            .unwrap_or_default(),
        report: *report,
        index,
    })
}

/// A change to a game's hands.
#[derive(Debug, Clone)]
pub enum HandChange {
    /// The next hand.
    Append(Hand),
    /// The next hands, in order (an imported copy of the game that went further).
    Extend(Vec<Hand>),
    /// Hand `index` (0-based) corrected.
    Replace { index: usize, hand: Hand },
    /// Hand `index` (0-based) removed; the hands after it move up.
    Remove { index: usize },
}

/// What [`change_game`] did.
pub enum Saved {
    /// Saved: the game as it is now, and its file as saved.
    Done {
        log: Box<GameLog>,
        report: Box<Report>,
        seen: Seen,
    },
    /// The game's file changed since it was seen: nothing was saved.
    ChangedElsewhere,
    /// The hand appended carries a typing id already in the game: it was saved before (a
    /// lost answer retried, or the same typing sent twice), as hand `number` (1 is the
    /// first). Nothing was saved; the game as it is now.
    Already {
        number: usize,
        log: Box<GameLog>,
        report: Box<Report>,
        seen: Seen,
    },
}

/// The one way a game's hands are changed, from every front end: under the lock, the game
/// is read again (and, when the front end says how it saw it, refused if it changed since:
/// a hand recorded meanwhile from another terminal is never overwritten), the change is
/// made (`make` sees the game as it is now), every hand is counted and the whole game
/// replayed by the referee, and the game is saved atomically, its text computed from the
/// text as read with only the changed hands written (`ledger::replace_hands_checked`; the
/// whole game when the text is not as canasta writes it). A refusal saves nothing.
pub fn change_game(
    store: &Store,
    id: &str,
    seen: Option<&Seen>,
    make: &mut dyn FnMut(&GameLog) -> Result<HandChange>,
) -> Result<Saved> {
    change_game_if(
        store,
        id,
        &|now| seen.is_none_or(|s| s.text() == now),
        None,
        make,
    )
}

/// Save `hand`, typed by a front end under the typing id `hand.id`, as the next hand of
/// game `id` through the one write path, if the game is still as the front end saw it
/// (`seen`, or `version`). Whatever the game's version, a hand whose typing id is already
/// in the game is answered [`Saved::Already`]: a save is never made twice.
pub fn save_typed(store: &Store, id: &str, saw: Saw<'_>, hand: Hand) -> Result<Saved> {
    let typing = hand.id.clone();
    let mut hand = Some(hand);
    let still = |now: &str| match saw {
        Saw::Text(seen) => seen.text() == now,
        Saw::Version(v) => super::version_of(now) == v,
    };
    change_game_if(store, id, &still, typing.as_deref(), &mut |_| {
        hand.take()
            .map(HandChange::Append)
            .ok_or_else(|| super::Error::from(super::ChangeMadeTwice))
    })
}

/// How a front end saw the game it changes: its text (table mode holds it), or only its
/// version (the scorer's page).
#[derive(Clone, Copy)]
pub enum Saw<'a> {
    Text(&'a Seen),
    Version(&'a str),
}

/// The number (1 is the first) of the hand of `log` typed under `typing`, if it is there.
pub fn typed_hand(log: &GameLog, typing: &str) -> Option<usize> {
    log.hands
        .iter()
        .position(|h| h.id.as_deref() == Some(typing))
        .map(|i| i + 1)
}

/// [`change_game`] for a front end that kept only the game's version (the scorer's page:
/// [`super::version_of`] of the text it saw): refused as changed elsewhere unless the
/// game is still at that version.
pub fn change_game_at(
    store: &Store,
    id: &str,
    version: &str,
    make: &mut dyn FnMut(&GameLog) -> Result<HandChange>,
) -> Result<Saved> {
    change_game_if(
        store,
        id,
        &|now| super::version_of(now) == version,
        None,
        make,
    )
}

/// The one write path: `still` says, under the lock, whether the game's text as it is
/// now is the one the front end saw; `typing`, the typing id of a hand being appended,
/// found in the game already, makes the change [`Saved::Already`] (asked first:
/// a retried save finds its own hand whatever was saved after it).
fn change_game_if(
    store: &Store,
    id: &str,
    still: &dyn Fn(&str) -> bool,
    typing: Option<&str>,
    make: &mut dyn FnMut(&GameLog) -> Result<HandChange>,
) -> Result<Saved> {
    let lock = store.lock()?;
    let (mut log, now) = store.load_seen(id)?;
    if let Some(number) = typing.and_then(|t| typed_hand(&log, t)) {
        let report = replay(&log).map_err(|e| damaged(store, id, &e))?;
        return Ok(Saved::Already {
            number,
            log: Box::new(log),
            report: Box::new(report),
            seen: now,
        });
    }
    if !still(now.text()) {
        return Ok(Saved::ChangedElsewhere);
    }
    // A game of a closed tournament round: the director's change, with its reason, kept
    // in the event's log beside the game (all or nothing).
    let guarded = super::tournament::guard(
        store,
        id,
        log.tournament.as_ref(),
        &super::version_of(now.text()),
    )?;
    // The table's result before the change, read as the standings read it.
    let before = match &guarded {
        Some(_) => Some(super::tournament::result_of(
            &log,
            &replay(&log).map_err(|e| damaged(store, id, &e))?,
        )),
        None => None,
    };
    let change = make(&log)?;
    let rules = log.rules()?.clone();
    let count = |hand: &Hand| count_cards(&rules, hand).map_err(HandRefused::Counting);
    // Hands `from..to` of the `was` read are what changes in the text; `put` hands (of the
    // changed log, from `from`) go in their place.
    let was = log.hands.len();
    let (from, to, put) = match &change {
        HandChange::Append(_) => (was, was, 1),
        HandChange::Extend(hands) => (was, was, hands.len()),
        HandChange::Replace { index, .. } => (*index, *index + 1, 1),
        HandChange::Remove { index } => (*index, *index + 1, 0),
    };
    let report = match change {
        HandChange::Append(hand) => {
            log.hands.push(count(&hand)?);
            let number = log.hands.len();
            match replay(&log) {
                Ok(report) => report,
                Err(LedgerError::AfterGameEnd { number: n, .. }) if n == number => {
                    log.hands.pop();
                    let before = replay(&log).map_err(|e| damaged(store, id, &e))?;
                    return Err(HandRefused::GameOver {
                        id: id.to_string(),
                        ending: Ending::of(&before),
                    }
                    .into());
                }
                Err(e) if failing_hand(&e).is_some_and(|n| n >= number) => {
                    return Err(HandRefused::Breaks(Box::new(e)).into());
                }
                Err(e) => return Err(damaged(store, id, &e)),
            }
        }
        HandChange::Extend(hands) => {
            for hand in &hands {
                log.hands.push(count(hand)?);
            }
            // A refusal at the first new hand or after it is the copy's; before it, the
            // file was already damaged.
            replay(&log).map_err(|e| {
                if failing_hand(&e).is_some_and(|n| n > was) {
                    HandRefused::Breaks(Box::new(e)).into()
                } else {
                    damaged(store, id, &e)
                }
            })?
        }
        HandChange::Replace { index, hand } => {
            let number = index + 1;
            hand_index(id, &log, number)?;
            log.hands[index] = count(&hand)?;
            // A refusal at this hand or after it is the edit's; before it, the file was
            // already damaged.
            replay(&log).map_err(|e| {
                if failing_hand(&e).is_some_and(|n| n >= number) {
                    HandRefused::Breaks(Box::new(e)).into()
                } else {
                    damaged(store, id, &e)
                }
            })?
        }
        HandChange::Remove { index } => {
            let number = index + 1;
            hand_index(id, &log, number)?;
            let gone = log.hands.remove(index);
            replay(&log).map_err(|e| {
                // Whether the game added up with the hand is asked only when it does not
                // without it (one replay fewer on every drop and undo).
                let mut with = log.clone();
                with.hands.insert(index, gone);
                super::Error::from(HandRefused::WithoutHand {
                    id: id.to_string(),
                    number,
                    damaged: replay(&with).is_err(),
                    error: Box::new(e),
                })
            })?
        }
    };
    // Only what changed is written: the text as read is kept but for the hands changed
    // (it read as the hands kept, which are unchanged), and the changed hands are written
    // in their place as `log_text` writes them (a hand removed: nothing written; one more:
    // appended). A text not laid out as `log_text` writes it is written whole.
    // One change more: the text (and the version a page saw) never comes back.
    log.changes = log.changes.saturating_add(1);
    let text = match log
        .hands
        .get(from..from + put)
        .and_then(|hands| replace_hands_checked(now.text(), was, from, to, hands))
        .and_then(|text| crate::core::ledger::with_changes(&text, log.changes))
    {
        Some(text) => text,
        None => log_text(&log)?,
    };
    match (guarded, &before) {
        (Some(guarded), Some(before)) => {
            let after = super::tournament::result_of(&log, &report);
            let (name, event) =
                super::tournament::amend(guarded, id, *before, after, &store.now())?;
            crate::store::check_size(&text)?;
            let mut change = crate::store::journal::Change::new();
            change.put_game(id, text.clone());
            change.put_tournament(&name, event);
            store.commit(&lock, change)?;
        }
        _ => store.save_text(id, &text)?,
    }
    Ok(Saved::Done {
        log: Box::new(log),
        report: Box::new(report),
        seen: Seen::from_text(text),
    })
}

/// The hand a replay stopped at, if it stopped at one.
pub fn failing_hand(e: &LedgerError) -> Option<usize> {
    match e {
        LedgerError::Hand { number, .. }
        | LedgerError::AfterGameEnd { number, .. }
        | LedgerError::TooLarge { number } => Some(*number),
        _ => None,
    }
}

/// Correct hand `number` (1-based) of a game: the edits change only what they name, a
/// `from` hand replaces it whole; every hand after it is worked out again.
pub fn edit(
    store: &Store,
    given: Option<&str>,
    number: usize,
    from: Option<&HandText>,
    edits: &HandEdits,
) -> Result<Changed> {
    let id = store.resolve(given)?;
    if from.is_none() && edits.is_empty() {
        return Err(HandRefused::NothingToChange.into());
    }
    let mut index = 0;
    let saved = change_game(store, &id, None, &mut |log| {
        index = hand_index(&id, log, number)?;
        let mut hand = match from {
            Some(text) => read_hand(log, text)?,
            None => log.hands[index].clone(),
        };
        apply_edits(log, &mut hand, edits)?;
        Ok(HandChange::Replace { index, hand })
    })?;
    let Saved::Done { report, log, .. } = saved else {
        unreachable!("a change on the game as it is now cannot find it changed")
    };
    Ok(Changed {
        id,
        slips: log
            .hands
            .get(index)
            .map(|h| slips(&log, h))
            .unwrap_or_default(),
        report: *report,
        index,
    })
}

pub(super) fn hand_index(id: &str, log: &GameLog, number: usize) -> Result<usize> {
    let count = log.hands.len();
    if count == 0 {
        return Err(HandRefused::NoHandsYet { id: id.to_string() }.into());
    }
    if number == 0 || number > count {
        return Err(HandRefused::NoSuchHand {
            id: id.to_string(),
            number,
            count,
        }
        .into());
    }
    Ok(number - 1)
}

/// Remove the last hand.
pub fn undo(store: &Store, given: Option<&str>) -> Result<Removed> {
    let id = store.resolve(given)?;
    remove(store, &id, None)
}

/// Remove hand `number` (1-based) from anywhere in the game; the hands after it move up
/// one, and every total, minimum and dealer after it is worked out again. A game that does
/// not add up is mended by dropping the hand at fault (or one before it): whatever is left
/// must add up.
pub fn drop_hand(store: &Store, given: Option<&str>, number: usize) -> Result<Removed> {
    let id = store.resolve(given)?;
    remove(store, &id, Some(number))
}

/// Remove hand `number`, or the last one.
pub(super) fn remove(store: &Store, id: &str, number: Option<usize>) -> Result<Removed> {
    let mut removed: Option<IndexMap<String, Points>> = None;
    let mut at = 0;
    let saved = change_game(store, id, None, &mut |log| {
        if log.hands.is_empty() && number.is_none() {
            return Err(HandRefused::NothingToUndo { id: id.to_string() }.into());
        }
        at = number.unwrap_or(log.hands.len());
        hand_index(id, log, at)?;
        // What the hand scored: the hand alone is scored (a hand's score does not depend
        // on the hands before it), not the whole game replayed once more.
        removed = log.rules().ok().and_then(|rules| {
            crate::core::score::score_hand(rules, &log.units(), &log.hands[at - 1])
                .ok()
                .map(|score| {
                    score
                        .units
                        .into_iter()
                        .map(|u| (u.name, u.score))
                        .collect::<IndexMap<String, Points>>()
                })
        });
        Ok(HandChange::Remove { index: at - 1 })
    })?;
    let Saved::Done { report, .. } = saved else {
        unreachable!("a change on the game as it is now cannot find it changed")
    };
    Ok(Removed {
        number: at,
        scores: removed,
        report: *report,
    })
}

/// Every stored game, oldest first, with the current one marked; a damaged file is
/// listed with its reason. From the summary cache, the games whose files changed read
/// and replayed on every core.
pub fn list(store: &Store) -> Result<Vec<Listed>> {
    use crate::store::summary::{Folder, Summaries};
    let mut summaries = Summaries::open(store);
    let current = store.current();
    let ids = store.ids()?;
    let games = summaries.games(Folder::Games, &ids, &|id| listed_game(store, id));
    summaries.save(&[(Folder::Games, &ids, &games)]);
    Ok(ids
        .into_iter()
        .zip(games)
        .map(|(id, game)| Listed {
            current: current.as_deref() == Some(id.as_str()),
            id,
            game,
        })
        .collect())
}

/// A game, loaded and replayed, or why it cannot be read and how it is mended.
pub(super) fn listed_game(
    store: &Store,
    id: &str,
) -> std::result::Result<(GameLog, Report), super::Unread> {
    match store.load(id) {
        Err(e) => Err(super::Unread {
            why: Box::new(e.into_root().into()),
            mend: Some(Mend::ByHand),
        }),
        Ok(log) => match replay(&log) {
            Ok(report) => Ok((log, report)),
            Err(e) => Err(super::Unread {
                mend: Some(mend_of(id, &e)),
                why: Box::new(e.into()),
            }),
        },
    }
}

/// Read one hand in the log's YAML form; side names are matched without regard to case.
pub fn read_hand(log: &GameLog, source: &HandText) -> Result<Hand> {
    let text = crate::core::text::strip_bom(&source.text);
    if let Err(line) = crate::core::text::check_depth(text) {
        return Err(HandRefused::NestedTooDeep {
            origin: source.origin.clone(),
            line,
        }
        .into());
    }
    let mut hand: Hand = crate::core::yaml_read::read(text).map_err(|e| {
        let fault = crate::core::yaml::fault(text, &e, 300);
        HandRefused::NotAHand {
            origin: source.origin.clone(),
            place: fault.line.zip(fault.column),
            why: fault.problem,
        }
    })?;
    let units = Units::of(log);
    let mut results = IndexMap::new();
    for (name, result) in hand.results {
        let resolved = resolve_unit(&units, &name)?;
        results.insert(resolved, result);
    }
    hand.results = results;
    if let Some(lone) = &hand.lone {
        hand.lone = Some(resolve_unit(&units, lone)?);
    }
    Ok(hand)
}

/// A line or a word refused, as facts: whose line it was and the line (or none, for a word
/// given by a flag), and what is wrong with which token. Nothing was saved. Its words are
/// made in `render` (its `Say`), the one place sentences are made.
#[derive(Debug, Clone)]
pub struct Refused {
    pub whose: Option<(String, String)>,
    pub error: crate::core::line::LineError,
}

impl Refused {
    /// A word given alone (a flag's side, kind or penalty).
    fn word(word: &str, problem: crate::core::line::Problem) -> Refused {
        Refused {
            whose: None,
            error: crate::core::line::LineError {
                token: word.trim().to_string(),
                start: 0,
                len: word.len(),
                problem,
            },
        }
    }
}

/// The sides (or, three-handed, the players) of a game as a line names them: their
/// names, and each one's players, so that a side may be named by one of its players too
/// (`Cy` or `Cy Verdi` for `Ana Rossi & Cy Verdi`, an individual night's line).
pub(super) struct Units {
    names: Vec<String>,
    players: Vec<Vec<String>>,
}

impl Units {
    pub(super) fn of(log: &GameLog) -> Units {
        Units {
            names: log.units(),
            players: log.sides.iter().map(|s| s.players.clone()).collect(),
        }
    }
}

impl std::ops::Deref for Units {
    type Target = [String];
    fn deref(&self) -> &[String] {
        &self.names
    }
}

/// A side (or player) named on the command line: the one lookup lines and table mode use
/// (any case, initials, a unique beginning), then by one of its players.
pub(super) fn resolve_unit(units: &Units, name: &str) -> Result<String> {
    use crate::core::line::{Problem, pick_unit_by_player, pick_unit_name};
    let refused = |problem: Problem| match problem {
        Problem::Ambiguous { .. } => super::Error::from(Refused::word(name, problem)),
        _ => super::Error::from(HandRefused::NotInGame {
            name: name.to_string(),
            units: units.names.clone(),
        }),
    };
    match pick_unit_name(&units.names, name) {
        Ok(side) => Ok(side),
        Err(Problem::UnknownName { .. }) => {
            pick_unit_by_player(&units.names, &units.players, name).map_err(refused)
        }
        Err(problem) => Err(refused(problem)),
    }
}

/// A canasta kind, penalty or bonus named by a flag: the variant's name for it, by the
/// lookup a line's words go through.
/// A word no name fits is kept as typed, for the referee to refuse with the side and the
/// variant's names.
pub(super) fn resolve_word(
    rules: &Rules,
    words: &crate::core::line::LineWords,
    what: crate::core::line::FlagWord,
    word: &str,
) -> Result<String> {
    match crate::core::line::pick_word_in(rules, words, what, word) {
        Ok(name) => Ok(name),
        Err(crate::core::line::Problem::UnknownName { .. }) => Ok(word.to_string()),
        Err(problem) => Err(super::Error::from(Refused::word(word, problem))),
    }
}

/// Whose line `side` names, under the hand's plan of lines: the result it fills, what
/// it may carry, and how to name it in a message. `Bob + Cy` names a three-handed
/// partnership's shared line; a partner's name alone, that partner's own line.
pub(super) fn line_owner(
    plan: &[(String, crate::core::line::Scope)],
    units: &Units,
    side: &str,
) -> Result<(String, crate::core::line::Scope, String)> {
    use crate::core::line::Scope;
    // A side may be named with a `+` in it (`+SUM(1)`): its own name first.
    if side.contains('+') && resolve_unit(units, side).is_err() {
        let mut named = side
            .split('+')
            .map(|n| resolve_unit(units, n))
            .collect::<Result<Vec<String>>>()?;
        let mut partners: Vec<String> = plan
            .iter()
            .filter(|(_, s)| *s == Scope::Own)
            .map(|(u, _)| u.clone())
            .collect();
        let label = partners.join(" + ");
        crate::core::order::sort(&mut named);
        crate::core::order::sort(&mut partners);
        return match plan.iter().find(|(_, s)| *s == Scope::Shared) {
            Some((unit, _)) if named == partners => Ok((unit.clone(), Scope::Shared, label)),
            Some(_) => Err(HandRefused::NotPartners {
                named: side.trim().to_string(),
                partners: label,
            }
            .into()),
            None => Err(HandRefused::NobodyAlone {
                named: side.trim().to_string(),
            }
            .into()),
        };
    }
    let name = resolve_unit(units, side)?;
    let scope = if plan.iter().any(|(u, s)| *u == name && *s == Scope::Own) {
        Scope::Own
    } else {
        Scope::Whole
    };
    Ok((name.clone(), scope, name))
}

/// Apply a hand's edits (to a new hand, or one being corrected): its lines, who went out
/// and how, then the numbers, cards and words given by flags.
pub fn apply_edits(log: &GameLog, hand: &mut Hand, edits: &HandEdits) -> Result<()> {
    let units = Units::of(log);
    let rules = log.rules()?;
    apply_lines(rules, &units, hand, edits)?;
    apply_going_out(&units, hand, edits)?;
    apply_flags(rules, &units, hand, edits)
}

/// The side (or player) `side` names, given an entry in `hand`.
fn entry(units: &Units, hand: &mut Hand, side: &str) -> Result<String> {
    let name = resolve_unit(units, side)?;
    hand.results.entry(name.clone()).or_default();
    Ok(name)
}

/// One number for each side named in `pairs`, put by `f`; a side named twice is refused.
fn set_numbers(
    units: &Units,
    hand: &mut Hand,
    pairs: &[(String, i64)],
    f: &dyn Fn(&mut SideResult, i64),
) -> Result<()> {
    let mut seen: Vec<String> = Vec::new();
    for (side, n) in pairs {
        let name = resolve_unit(units, side)?;
        if seen.contains(&name) {
            return Err(HandRefused::NumberTwice { name }.into());
        }
        seen.push(name.clone());
        f(hand.results.entry(name).or_default(), *n);
    }
    Ok(())
}

/// A hand's lines (`We: 2n 1d 120 out`), each replacing what it names of its side's.
fn apply_lines(rules: &Rules, units: &Units, hand: &mut Hand, edits: &HandEdits) -> Result<()> {
    // Sides given a line in this very command: a second line for one is refused, and a
    // line that says `out` clears going out only on the other sides' old answers (editing),
    // never on another line of this command (two sides out is the referee's to refuse).
    let mut lined: Vec<(String, crate::core::line::Scope)> = Vec::new();
    // The lines this hand is given in (three-handed: who played alone decides them).
    let lone = match &edits.lone {
        Some(l) => Some(resolve_unit(units, l)?),
        None => hand.lone.clone(),
    };
    let plan = crate::core::line::lines_of(rules, units, lone.as_deref());
    if !edits.lines.is_empty()
        && (edits.out.is_some() || edits.special.is_some() || edits.nobody_out)
        && edits.lines.iter().any(|text| {
            crate::core::line::split_named(text)
                .and_then(|(_, line)| {
                    crate::core::line::parse_side_line_in(
                        rules,
                        &edits.words,
                        crate::core::line::Scope::Whole,
                        line.trim(),
                    )
                    .ok()
                })
                .is_some_and(|r| r.went_out.is_some())
        })
    {
        return Err(HandRefused::OutSaidTwice.into());
    }
    for text in &edits.lines {
        let Some((side, line)) = crate::core::line::split_named(text) else {
            return Err(HandRefused::LineWithoutName {
                text: text.to_string(),
                first_unit: units.first().map_or("We", String::as_str).to_string(),
            }
            .into());
        };
        let (name, scope, label) = line_owner(&plan, units, side)?;
        let line = line.trim();
        let refused = |error: crate::core::line::LineError| {
            super::Error::from(Refused {
                whose: Some((label.clone(), line.to_string())),
                error,
            })
        };
        // What the line names replaces what the side had; the rest is kept (`= ...`
        // replaces the whole side). One meaning for a line in `record`, `edit` and table
        // mode's "Change": a new hand starts from nothing, so there it is the whole side.
        // Three-handed, a partner's own line carries only that player's own facts, and the
        // partnership's shared facts are given once, on its line (`Bob + Cy: ...`).
        let old = hand.results.get(&name).cloned().unwrap_or_default();
        let r = crate::core::line::parse_change_in(rules, &edits.words, scope, &old, line)
            .map_err(refused)?;
        // Does the line itself say the side went out (not just keep an old answer)?
        let says_out = crate::core::line::parse_side_line_in(
            rules,
            &edits.words,
            scope,
            line.trim_start().trim_start_matches('='),
        )
        .is_ok_and(|said| said.went_out.is_some());
        if lined.iter().any(|(u, s)| *u == name && *s == scope) {
            return Err(HandRefused::TwoLines { label }.into());
        }
        if says_out {
            for (other, result) in hand.results.iter_mut() {
                if !lined.iter().any(|(u, _)| u == other) {
                    result.went_out = None;
                    result.special_hand = None;
                }
            }
        }
        let target = hand.results.entry(name.clone()).or_default();
        crate::core::line::put_scope(target, &r, scope);
        lined.push((name, scope));
    }
    Ok(())
}

/// Who went out, and how, said by flags (`--out`, `--special`, `--concealed`...).
fn apply_going_out(units: &Units, hand: &mut Hand, edits: &HandEdits) -> Result<()> {
    if edits.nobody_out {
        for r in hand.results.values_mut() {
            r.went_out = None;
        }
    }
    if let Some(out) = &edits.out {
        let name = entry(units, hand, out)?;
        for (n, r) in hand.results.iter_mut() {
            r.went_out = (*n == name).then_some(WentOut::Normal);
            r.special_hand = None;
        }
    }
    if let Some((side, special)) = &edits.special {
        let name = entry(units, hand, side)?;
        for (n, r) in hand.results.iter_mut() {
            let this = *n == name;
            r.went_out = this.then_some(WentOut::Special);
            r.special_hand = this.then(|| special.clone());
        }
    }
    for (flag, how) in [
        (edits.concealed, WentOut::Concealed),
        (edits.hand_canasta, WentOut::HandCanasta),
    ] {
        if flag {
            let Some(r) = hand.results.values_mut().find(|r| r.went_out.is_some()) else {
                return Err(HandRefused::HowOutNeedsSide { how }.into());
            };
            r.went_out = Some(how);
        }
    }
    if edits.nobody_out {
        for r in hand.results.values_mut() {
            r.special_hand = None;
        }
    }
    Ok(())
}

/// The numbers, cards and words given by flags (red threes, melds, canastas, penalties,
/// bonuses, the pot, the note).
fn apply_flags(rules: &Rules, units: &Units, hand: &mut Hand, edits: &HandEdits) -> Result<()> {
    set_numbers(units, hand, &edits.red_threes, &|r, n| r.red_threes = n)?;
    set_numbers(units, hand, &edits.black_threes, &|r, n| r.black_threes = n)?;
    set_numbers(units, hand, &edits.black_threes_in_hand, &|r, n| {
        r.black_threes_in_hand = n
    })?;
    let mut incomplete: IndexMap<String, Vec<String>> = IndexMap::new();
    for (side, meld) in &edits.incomplete {
        let name = entry(units, hand, side)?;
        let list = incomplete.entry(name).or_default();
        if meld != "none" {
            list.push(meld.clone());
        }
    }
    for (name, melds) in incomplete {
        hand.results[&name].incomplete = melds;
    }
    for (given, is_melds) in [(&edits.meld_cards, true), (&edits.hand_cards, false)] {
        let mut by_side: IndexMap<String, Vec<String>> = IndexMap::new();
        for (side, cards) in given {
            let name = entry(units, hand, side)?;
            by_side.entry(name).or_default().push(cards.clone());
        }
        for (name, cards) in by_side {
            let r = &mut hand.results[&name];
            if is_melds {
                r.melds = cards;
            } else {
                r.hands = cards;
            }
        }
    }
    for (side, rank, n) in &edits.holding {
        let name = entry(units, hand, side)?;
        hand.results[&name].holding.insert(rank.clone(), *n);
    }
    set_numbers(units, hand, &edits.melded, &|r, n| r.melded = n)?;
    set_numbers(units, hand, &edits.in_hand, &|r, n| r.in_hand = n)?;
    for (side, kind, n) in &edits.canastas {
        let name = entry(units, hand, side)?;
        let kind = resolve_word(rules, &edits.words, crate::core::line::FlagWord::Kind, kind)?;
        hand.results[&name].canastas.insert(kind, *n);
    }
    let mut penalties: IndexMap<(String, String), i64> = IndexMap::new();
    for (side, penalty, n) in &edits.penalties {
        let name = entry(units, hand, side)?;
        let penalty = resolve_word(
            rules,
            &edits.words,
            crate::core::line::FlagWord::Penalty,
            penalty,
        )?;
        let count = penalties.entry((name, penalty)).or_default();
        *count = count.saturating_add(*n);
    }
    for ((name, penalty), n) in penalties {
        hand.results[&name].penalties.insert(penalty, n);
    }
    let mut bonuses: IndexMap<(String, String), i64> = IndexMap::new();
    for (side, bonus, n) in &edits.bonuses {
        let name = entry(units, hand, side)?;
        let bonus = resolve_word(
            rules,
            &edits.words,
            crate::core::line::FlagWord::Bonus,
            bonus,
        )?;
        let count = bonuses.entry((name, bonus)).or_default();
        *count = count.saturating_add(*n);
    }
    for ((name, bonus), n) in bonuses {
        hand.results[&name].bonuses.insert(bonus, n);
    }
    if let Some(lone) = &edits.lone {
        hand.lone = Some(resolve_unit(units, lone)?);
    }
    if let Some(note) = &edits.note {
        hand.note = Some(note.clone());
    }
    for (side, given) in &edits.pot {
        use crate::core::hand::Pot;
        let name = entry(units, hand, side)?;
        let pot = match given.trim().to_lowercase().replace('-', "_").as_str() {
            "taken" => None,
            "not_taken" | "no" | "none" => Some(Pot::NotTaken),
            "unplayed" | "not_played" => Some(Pot::Unplayed),
            _ => {
                return Err(HandRefused::BadPot {
                    name,
                    given: given.clone(),
                }
                .into());
            }
        };
        hand.results[&name].pot = pot;
    }
    Ok(())
}
