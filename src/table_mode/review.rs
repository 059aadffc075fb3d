//! A hand reviewed before it is saved: asked (or taken as it was, to be edited), scored
//! by the game layer's `preview`, its breakdown shown, and "Save it?" asked, where any line can be
//! changed, the lone player asked again, a note added, or the hand thrown away. Nothing
//! is written here: the caller saves the log this returns.

use crate::table_mode::Result;

use super::entry::{self, Asked};
use super::prompt::{self, Choice, Line, Prompter};
use crate::core::hand::Hand;
use crate::core::ledger::{GameLog, Report};
use crate::core::rules::{Rules, Seating};
use crate::game;
use crate::render;
use crate::render::i18n;
use crate::tr;

/// Ask a new hand, or take hand `editing` as it was, score it, show it, and ask to save;
/// any line can be changed before saving. Returns the log to save, or None when the hand
/// was thrown away. Nothing is written here.
pub(super) fn record_hand(
    p: &mut dyn Prompter,
    log: &GameLog,
    report: &Report,
    editing: Option<usize>,
    resume: Option<&game::Draft>,
    keep: entry::Keep,
    quick: bool,
) -> Result<Option<GameLog>> {
    let rules = log.rules()?;
    let units = log.units();
    let number = editing.map_or(report.hands.len() + 1, |n| n + 1);
    let resume = resume.map(|d| (d.answered, &d.typed));
    let mut hand = match editing.and_then(|n| log.hands.get(n)) {
        // A past hand is shown as it is and changed line by line.
        Some(old) => old.clone(),
        None => match entry::ask_hand(p, log, report, None, None, resume, keep)? {
            Some(h) => h,
            None => return Ok(thrown(p)),
        },
    };
    let mut changed = false;
    loop {
        if editing.is_none() {
            // The whole hand typed: a draft that goes straight to this breakdown.
            let lines = entry::lines_of(rules, &units, hand.lone.as_deref()).len();
            keep(lines, &hand)?;
        }
        // The game layer's one preview, as the phone's.
        let (mut next, after) = match game::preview(log, &hand, editing) {
            Err(e) => {
                if !enter_again(p, number, i18n::hand_term(report.terms), &e)? {
                    return Ok(thrown(p));
                }
                match entry::ask_hand(p, log, report, editing, Some(&hand), None, keep)? {
                    Some(h) => hand = h,
                    None => return Ok(thrown(p)),
                }
                continue;
            }
            Ok(previewed) => previewed,
        };
        show_scored(p, &after, report, number, editing.is_some())?;
        if quick && changed {
            return Ok(Some(next));
        }
        let asked = entry::lines_of(rules, &units, hand.lone.as_deref());
        let three_handed = matches!(rules.seating, Seating::LoneAgainstPartnership { .. });
        let (items, note_item) = save_items(rules, &hand, &asked, three_handed);
        // Editing a past hand, the cursor starts on its first line: it was opened
        // to change something.
        let cursor = usize::from(editing.is_some() && !changed);
        // Esc leaves this list without an answer that loses anything: the
        // hand's lines are asked again, its answers the defaults.
        let pick = p.select(
            &Choice::new(
                tr!(
                    "table-save-hand",
                    term = i18n::hand_term(report.terms),
                    number = number
                ),
                items,
            )
            .default(cursor)
            .esc_quits(),
        )?;
        let Some(pick) = pick else {
            match entry::ask_hand(p, log, report, editing, Some(&hand), None, keep)? {
                Some(h) => hand = h,
                None => return Ok(thrown(p)),
            }
            continue;
        };
        match pick {
            0 => return Ok(Some(next)),
            k if k <= asked.len() => {
                if let Some(h) = entry::change_line(p, log, &hand, &asked[k - 1])? {
                    hand = h;
                    changed = true;
                }
            }
            k if three_handed && k == asked.len() + 1 => {
                match entry::ask_hand(p, log, report, editing, Some(&hand), None, keep)? {
                    Some(h) => hand = h,
                    None => return Ok(thrown(p)),
                }
            }
            k if k == note_item => {
                if ask_note(p, &mut next, number)? {
                    return Ok(Some(next));
                }
            }
            _ => return Ok(thrown(p)),
        }
    }
}

/// Say why hand `number` cannot be right, and ask what now: true to enter it again (the
/// default, and Esc: nothing is lost), false to throw it away.
fn enter_again(
    p: &mut dyn Prompter,
    number: usize,
    term: &'static str,
    e: &game::Error,
) -> Result<bool> {
    p.say_line(&render::warn(&tr!(
        "table-hand-cannot-be-right",
        number = number,
        why = render::say::Say::said(e),
        term = term
    )))?;
    // Esc: entered again, the safe way (nothing is lost).
    let again = p.select(
        &Choice::new(
            tr!("table-nothing-saved-what-now"),
            [
                tr!("table-enter-again"),
                tr!("table-throw-hand", term = term),
            ],
        )
        .esc_quits(),
    )?;
    Ok(again != Some(1))
}

/// Hand `number`'s breakdown in the report `after` it; editing, the totals after the
/// change beside the totals before it.
fn show_scored(
    p: &mut dyn Prompter,
    after: &Report,
    report: &Report,
    number: usize,
    editing: bool,
) -> Result<()> {
    if let Some(h) = after.hands.get(number - 1) {
        p.say(&render::breakdown(after, h))?;
    }
    if editing {
        let totals = |r: &Report| {
            r.totals
                .iter()
                .map(|(s, t)| format!("{s} {t}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        p.say_line(&tr!(
            "table-totals-now",
            after = totals(after),
            before = totals(report)
        ))?;
    }
    Ok(())
}

/// The items of "Save it?": save, change each line (as it is now), change who played
/// alone (three-handed), save with a note, throw it away; and where the note's item is.
fn save_items(
    rules: &Rules,
    hand: &Hand,
    asked: &[Asked],
    three_handed: bool,
) -> (Vec<String>, usize) {
    let mut items: Vec<String> = vec![tr!("table-save-it")];
    for a in asked {
        let now = hand
            .results
            .get(&a.unit)
            .map(|r| {
                entry::side_line_text(rules, a.scope, &crate::core::line::scope_part(r, a.scope))
            })
            .unwrap_or_default();
        items.push(tr!(
            "table-change-line",
            label = a.label.clone(),
            line = if now.is_empty() { "0".into() } else { now }
        ));
    }
    if three_handed {
        items.push(tr!("table-change-lone"));
    }
    let note_item = items.len();
    // No red threes in Burraco and Buraco (issue 45).
    items.push(tr!(
        "table-save-with-note",
        canasta_term = crate::render::i18n::canasta_term(rules.terms)
    ));
    items.push(tr!("table-throw-it"));
    (items, note_item)
}

/// Ask hand `number`'s note (its note so far the default) and put it in `next`: true to
/// save, false when `q` left the note (back to "Save hand N?").
fn ask_note(p: &mut dyn Prompter, next: &mut GameLog, number: usize) -> Result<bool> {
    let old = next.hands[number - 1].note.clone().unwrap_or_default();
    let mut line = Line::new(tr!("table-note")).allow_empty();
    if !old.is_empty() {
        line = line.default(old);
    }
    let note = p.input(&line)?;
    let note = note.trim();
    // `q` leaves the note: back to "Save hand N?".
    if prompt::quits(note) {
        return Ok(false);
    }
    next.hands[number - 1].note = (!note.is_empty()).then(|| note.to_string());
    Ok(true)
}

/// Say that nothing was saved.
fn thrown(p: &mut dyn Prompter) -> Option<GameLog> {
    // A closed terminal is noticed at the next prompt.
    let _ = p.say_line(&render::warn(&tr!("table-thrown")));
    None
}
