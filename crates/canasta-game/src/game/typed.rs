//! A hand typed line by line, as table mode and the scorer's page take it: which lines a
//! hand is asked in, the hand the lines typed so far make, the referee's verdict on it,
//! one line of a saved hand changed, and the game's version a front end saw (so a save
//! based on an older game is refused). One copy for every front end that types lines.

use crate::core::hand::{Hand, SideResult};
use crate::core::ledger::{GameLog, Report};
use crate::core::line::{LineError, LineWords, Scope, put_scope};
use crate::core::rules::Rules;
use crate::core::score::{HandError, count_cards, score_hand};

pub use crate::core::line::lines_of;

/// One line of a hand: the unit whose result it fills, and which part of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineAsked {
    pub unit: String,
    pub scope: Scope,
}

/// The lines a hand is asked in: one per side; three-handed with a lone player, the lone
/// player's line, the partnership's shared line, and each partner's own line.
pub fn lines_asked(rules: &Rules, units: &[String], lone: Option<&str>) -> Vec<LineAsked> {
    lines_of(rules, units, lone)
        .into_iter()
        .map(|(unit, scope)| LineAsked { unit, scope })
        .collect()
}

/// The hand the answers make: every unit, each line's part put in its result. `base`
/// gives the lone player, the note and the typing id.
pub fn hand_of(
    base: &Hand,
    units: &[String],
    asked: &[LineAsked],
    answers: &[Option<SideResult>],
) -> Hand {
    let mut hand = Hand {
        lone: base.lone.clone(),
        note: base.note.clone(),
        results: indexmap::IndexMap::new(),
        id: base.id.clone(),
    };
    for u in units {
        hand.results.insert(u.clone(), SideResult::default());
    }
    for (a, r) in asked.iter().zip(answers) {
        if let Some(r) = r
            && let Some(target) = hand.results.get_mut(&a.unit)
        {
            put_scope(target, r, a.scope);
        }
    }
    hand
}

/// The referee's verdict on a hand so far: its cards counted and the hand scored.
pub fn referee(rules: &Rules, units: &[String], hand: &Hand) -> Result<(), HandError> {
    count_cards(rules, hand)
        .and_then(|h| score_hand(rules, units, &h))
        .map(|_| ())
}

/// A saved hand with one line's part replaced by `r` (what a change typed makes of the
/// old part): going out typed on a line that had not gone out moves it there.
pub fn with_line(hand: &Hand, line: &LineAsked, old: &SideResult, r: &SideResult) -> Hand {
    let mut next = hand.clone();
    if r.went_out.is_some() && old.went_out.is_none() {
        for other in next.results.values_mut() {
            other.went_out = None;
            other.special_hand = None;
        }
    }
    if let Some(target) = next.results.get_mut(&line.unit) {
        put_scope(target, r, line.scope);
    }
    next
}

/// What one typed line of a hand says, checked: the line itself (a [`LineError`]), then
/// the hand the lines up to it make (a [`HandError`]).
#[derive(Debug)]
pub enum LineVerdict {
    /// Nothing typed yet.
    Empty,
    Read(Box<SideResult>),
    Unreadable(LineError),
    /// The line reads, but with the lines before it the hand breaks the rules.
    Breaks(HandError),
}

/// Check every typed line of a hand in order, as table mode checks each as it is typed:
/// a line is read in `words`' language, then the hand made of it and the lines before it
/// that read is refereed. An empty line is not checked (it is still to be typed).
pub fn check_lines(
    rules: &Rules,
    words: &LineWords,
    units: &[String],
    base: &Hand,
    asked: &[LineAsked],
    texts: &[String],
) -> Vec<LineVerdict> {
    let mut answers: Vec<Option<SideResult>> = Vec::new();
    let mut verdicts = Vec::new();
    for (i, a) in asked.iter().enumerate() {
        let text = texts.get(i).map(|t| t.trim()).unwrap_or("");
        if text.is_empty() {
            answers.push(None);
            verdicts.push(LineVerdict::Empty);
            continue;
        }
        match crate::core::line::parse_side_line_in(rules, words, a.scope, text) {
            Err(e) => {
                answers.push(None);
                verdicts.push(LineVerdict::Unreadable(e));
            }
            Ok(r) => {
                answers.push(Some(r.clone()));
                let hand = hand_of(base, units, &asked[..=i], &answers);
                match referee(rules, units, &hand) {
                    Ok(()) => verdicts.push(LineVerdict::Read(Box::new(r))),
                    Err(e) => verdicts.push(LineVerdict::Breaks(e)),
                }
            }
        }
    }
    verdicts
}

/// A typed hand as it would be saved, for every front end's preview before "Save": counted,
/// put in place of hand `editing` (or after the last hand), and the game replayed with it.
/// The log that would be saved and the report after it, or why the hand cannot be right.
/// Nothing is written.
pub fn preview(
    log: &GameLog,
    hand: &Hand,
    editing: Option<usize>,
) -> super::Result<(GameLog, Report)> {
    let rules = log.rules()?;
    let counted = count_cards(rules, hand)?;
    let mut next = log.clone();
    match editing {
        Some(n) if n < next.hands.len() => next.hands[n] = counted,
        _ => next.hands.push(counted),
    }
    let report = crate::core::ledger::replay(&next)?;
    Ok((next, report))
}

/// The version of a game file's text a front end saw: a short fingerprint (64-bit
/// FNV-1a, hex). A save sent with an older version is refused.
pub fn version_of(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_is_the_same_for_the_same_text_and_differs_for_another() {
        assert_eq!(version_of("a"), version_of("a"));
        assert_ne!(version_of("hands: []"), version_of("hands: [ ]"));
        assert_eq!(version_of("").len(), 16);
    }
}
