//! The menu between hands and its actions, one file each (as a command line keeps one
//! file per command): this module is the menu (what it offers, its words) and the
//! dispatcher that runs the action picked on the session's state (`Session`).
//!
//! - `record`: type the next hand, score it, show it and save it;
//! - `undo`, `edit` (and the quick fix of the last hand), `drop`: change the hands played;
//! - `look`: a hand's breakdown, every hand, the chart, the rules;
//! - `export`: the game's file, written where asked;
//! - `board`: the live board, started beside table mode;
//! - `match_next`, `new_game`: the next game of a match, or a new game.
//!
//! The rules question is the `questions` module's, and Quit ends the session here.

mod board;
mod drop;
mod edit;
mod export;
mod look;
mod match_next;
mod new_game;
mod record;
mod undo;

use std::process::ExitCode;

use crate::table_mode::Result;

use super::Session;
use super::prompt::{self, Line, Prompter};
use super::{questions, save_or_say};
use crate::core::ledger::Report;
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::render::i18n;
use crate::tr;

/// What the menu between hands offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Action {
    Record,
    Question,
    Undo,
    Edit,
    Drop,
    Board,
    Look,
    Export,
    FixLast,
    MatchNext,
    NewGame,
    Quit,
}

pub(super) struct Menu;

impl Menu {
    /// The menu after `report`; `match_next`: the game is over and its match goes on.
    pub(super) fn for_report(report: &Report, match_next: bool) -> Vec<Action> {
        let mut items = Vec::new();
        if report.finished {
            if match_next {
                items.push(Action::MatchNext);
            }
            items.push(Action::NewGame);
            // A game ended by a mistyped hand is mended from here too.
            items.push(Action::FixLast);
        } else {
            items.push(Action::Record);
            // Second: a slip in the hand just saved is the likeliest correction.
            if !report.hands.is_empty() {
                items.push(Action::FixLast);
            }
            items.push(Action::Question);
        }
        if !report.hands.is_empty() {
            items.push(Action::Undo);
            items.push(Action::Edit);
            items.push(Action::Drop);
            items.push(Action::Look);
        }
        items.push(Action::Board);
        items.push(Action::Export);
        items.push(Action::Quit);
        items
    }
}

impl Action {
    /// The item's words; the menu is answered by the action, never by these.
    pub(super) fn label(self, report: &Report, match_name: Option<&str>) -> String {
        let term = i18n::hand_term(report.terms);
        // A narrow screen (a phone's terminal) gets each item's short form, made whole in
        // the catalog, rather than the long one cut where its meaning is.
        let narrow = crate::render::width() < 60;
        let number = report.hands.len();
        let match_name = match_name.unwrap_or_default().to_string();
        match self {
            Action::MatchNext if narrow => {
                tr!("table-menu-match-next-short", match_name = match_name)
            }
            Action::MatchNext => tr!("table-menu-match-next", match_name = match_name),
            Action::Record => tr!(
                "table-menu-record",
                term = term,
                number = number + 1,
                dealer = report.next_dealer.clone()
            ),
            Action::Question if narrow => tr!("table-menu-question-short"),
            // Burraco and Buraco: no minimum, the pile taken freely (issue 45).
            Action::Question => tr!(
                "table-menu-question",
                canasta_term = crate::render::i18n::canasta_term(report.terms)
            ),
            Action::Undo => tr!("table-menu-undo", term = term, number = number),
            Action::Edit => tr!("table-menu-edit", term = term),
            Action::FixLast if narrow => {
                tr!("table-menu-fix-last-short", term = term, number = number)
            }
            Action::FixLast => tr!("table-menu-fix-last", term = term, number = number),
            Action::Drop if narrow => tr!("table-menu-drop-short", term = term),
            Action::Drop => tr!("table-menu-drop", term = term),
            Action::Look if narrow => tr!("table-menu-look-short"),
            Action::Look => tr!("table-menu-look", term = term),
            Action::Export => tr!("table-menu-export"),
            Action::Board if narrow => tr!("table-menu-board-short"),
            Action::Board => tr!("table-menu-board"),
            Action::NewGame => tr!("table-menu-new-game"),
            Action::Quit if narrow => tr!("table-menu-quit-short"),
            Action::Quit => tr!("table-menu-quit"),
        }
    }
}

/// What follows an action: the menu again, or the end of table mode.
pub(super) enum Flow {
    Menu,
    Done(ExitCode),
}

/// Run `action` on the session; `next_of` is the match whose next game the menu offered.
pub(super) fn run(
    p: &mut dyn Prompter,
    s: &mut Session,
    action: Action,
    next_of: Option<String>,
) -> Result<Flow> {
    match action {
        Action::Record => record::record(p, s)?,
        Action::Question => questions::ask(p, &s.held.id, &s.held.log, &s.held.report)?,
        Action::Undo => undo::undo(p, s)?,
        Action::Edit => edit::edit(p, s, false)?,
        Action::FixLast => edit::edit(p, s, true)?,
        Action::Drop => drop::drop(p, s)?,
        Action::Board => board::board(p, s)?,
        Action::Look => look::look(p, &s.held.log, &s.held.report)?,
        Action::Export => export::export(p, &s.held.id, &s.held.log)?,
        Action::MatchNext => match_next::match_next(p, s, next_of.unwrap_or_default())?,
        Action::NewGame => new_game::new_game(p, s)?,
        Action::Quit => {
            if s.at_desk {
                p.say_line(&tr!("table-quit-to-desk", game = s.held.id.clone()))?;
            } else {
                p.say_line(&tr!("table-quit-saved", game = s.held.id.clone()))?;
            }
            return Ok(Flow::Done(Exit::Done.into()));
        }
    }
    Ok(Flow::Menu)
}

/// A hand's scores on one line: `We +120, They -35`.
fn scores_line(hand: &crate::core::ledger::HandReport) -> String {
    hand.scores
        .iter()
        .map(|(s, p)| format!("{s} {}", render::signed(*p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Choose one of the hands played by its number (the sheet above numbers them): Enter
/// takes the last, `q` or `<` goes back (None). A number is quicker than a list at the
/// table: hand 3 of 20 is `3` and Enter.
fn pick_hand(p: &mut dyn Prompter, report: &Report, prompt: &str) -> Result<Option<usize>> {
    let count = report.hands.len();
    if count == 0 {
        return Ok(None);
    }
    let back = prompt::quits_or_back;
    let text = p.input(
        &Line::new(tr!(
            "table-pick-hand",
            prompt = prompt.to_string(),
            count = count
        ))
        .default(count.to_string())
        .check(move |s: &str| -> Result<(), String> {
            let t = s.trim();
            match t.parse::<usize>() {
                _ if back(t) => Ok(()),
                Ok(n) if (1..=count).contains(&n) => Ok(()),
                _ => Err(tr!(
                    "table-pick-hand-refused",
                    text = t.to_string(),
                    count = count
                )),
            }
        }),
    )?;
    let t = text.trim();
    if back(t) {
        return Ok(None);
    }
    Ok(t.parse::<usize>().ok().map(|n| n - 1))
}

/// Save `next` through the game layer if the game is still as this session last saw
/// it; otherwise say so: nothing was saved, and the game is shown as it is now.
fn save(
    p: &mut dyn Prompter,
    s: &mut Session,
    change: game::HandChange,
    done: &str,
) -> Result<bool> {
    let Some(saved) = save_or_say(p, s.store, &mut s.held, change)? else {
        return Ok(false);
    };
    if saved != game::HeldSave::ChangedElsewhere {
        p.say_line(&render::good(done))?;
        Ok(true)
    } else {
        p.say_line(&render::warn(&render::screen_wrapped(
            &tr!("table-not-saved-changed", game = s.held.id.clone()),
            "",
        )))?;
        Ok(false)
    }
}
