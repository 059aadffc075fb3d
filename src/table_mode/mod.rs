//! Table mode: the same commands, asked for step by step at the table (`canasta play`, or
//! plain `canasta` in a terminal).
//!
//! - `start`: pick an unfinished game or start one.
//! - `entry`: one hand's questions, in the variant's own terms, each answer checked where it
//!   is typed; it builds exactly the `Hand` records the `record` flags build.
//! - `questions`: the rules questions of `canasta check`, from the menu.
//! - this module: the session (the game held, shown between hands, and the end of the
//!   game), and the menu's answer handed to `actions`.
//! - `actions`: the menu between hands (record, rules question, undo, edit, look, export,
//!   board, quit), one file per action; `review`: a hand scored, shown and confirmed
//!   before it is saved; `saving`: a typed hand saved once.
//! - `prompt`: the one door for every question asked and every line printed, the
//!   `Prompter` trait: a person at a terminal (dialoguer), or a test's script (`tests`:
//!   whole sessions in-process; the real terminal is tested in tests/cli/table_mode.rs).
//! - `error`: why a session did not go on ([`Error`]), and how the process ends for it.
//!
//! Table mode has no scoring logic of its own: every number comes from `ledger::replay`.
//! A hand is saved only after it has been scored, shown and confirmed, with the store's
//! atomic write; so Ctrl-C or a closed terminal at any point loses nothing
//! already confirmed and saves nothing half-entered.

mod actions;
mod desk;
mod entrants;
mod entry;
mod error;
mod prompt;
mod questions;
mod review;
mod saving;
mod start;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_burraco;
#[cfg(test)]
mod tests_elsewhere;
#[cfg(test)]
mod tests_family_words;
#[cfg(test)]
mod tests_lang;
#[cfg(test)]
mod tests_lang_all;

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

pub use error::{Error, Result, Stopped};
pub use prompt::ask_yes_or_no;

/// Why table mode cannot start here: no terminal, or (on Windows) a terminal that gives
/// programs a pipe rather than a console (Git Bash's mintty, MSYS2's shells: `MSYSTEM`
/// or `TERM_PROGRAM=mintty` set), whose refusal names the terminals that work.
fn no_terminal() -> Error {
    let emulated = std::env::var_os("MSYSTEM").is_some()
        || std::env::var("TERM_PROGRAM").is_ok_and(|t| t.eq_ignore_ascii_case("mintty"));
    if cfg!(windows) && emulated {
        Error::NoConsole
    } else {
        Error::NoTerminal
    }
}

/// The director's desk at the terminal ([`desk::desk`]), on tournament `name`.
pub fn desk(store: &Store, name: &str) -> Result<ExitCode> {
    if !std::io::IsTerminal::is_terminal(&std::io::stderr())
        || !std::io::IsTerminal::is_terminal(&std::io::stdin())
    {
        return Err(no_terminal());
    }
    desk::desk(store, name, &mut Terminal::default())
}

/// A tournament's entrants typed at the terminal ([`entrants::type_entrants`]): their
/// lines, or none when the person left with Esc.
pub fn type_entrants(per: usize, rename: &dyn Fn(&str) -> String) -> Result<Option<String>> {
    entrants::type_entrants(&mut Terminal::default(), per, rename)
}

use crate::exit::Exit;
use crate::game;
use crate::store::Store;
use crate::tr;
use crate::{render, render::chart};
use actions::{Action, Flow, Menu};
use prompt::{Choice, Prompter, Terminal};

/// Set once an interruption has been reported, so it is reported once.
static REPORTED: AtomicBool = AtomicBool::new(false);

/// Set while a draft of the hand being typed is kept (for the words on Ctrl-C).
static DRAFT_KEPT: AtomicBool = AtomicBool::new(false);

/// What is kept, after an interruption.
fn kept_words() -> String {
    if DRAFT_KEPT.load(Ordering::SeqCst) {
        tr!("table-kept-draft")
    } else {
        tr!("table-kept-nothing")
    }
}

/// How table mode starts: with the choice of a game, or straight into a new one.
#[derive(Debug, Clone, Default)]
pub struct Start {
    /// Start a new game even if there is a current one.
    pub new: bool,
    /// The variant a new game is offered with first (a preset name or file); none: the
    /// last game's (the evening goes on as it was), else Classic.
    pub variant: Option<String>,
    /// How the live board is started beside table mode, given by the front end that
    /// started table mode (table mode never starts another front end itself); none: the
    /// menu does not offer the board.
    pub board: Option<StartBoard>,
}

/// Start the live board for the data folder's current game, answering in a thread of its
/// own: for this machine only, or (`true`) for the phones too. Its address and a QR code;
/// or why it cannot start, as the front end that starts it says it (table mode never
/// names the server).
pub type StartBoard = fn(&Store, bool) -> Result<(String, String), BoardFailed>;

/// Why the board did not start: how the process would end for it, and its words.
#[derive(Debug)]
pub struct BoardFailed {
    pub exit: crate::exit::Exit,
    pub said: String,
}

/// Run table mode on a game chosen or started at the first prompt.
pub fn run(store: &Store, args: &Start) -> Result<ExitCode> {
    if !std::io::IsTerminal::is_terminal(&std::io::stderr())
        || !std::io::IsTerminal::is_terminal(&std::io::stdin())
    {
        return Err(no_terminal());
    }
    // Ctrl-C inside a prompt reaches us as SIGINT (the prompt has already put the terminal
    // back): show the cursor the prompt hid, say what is kept, and leave with 130.
    // The handler runs on a thread of its own: it speaks the language of this one.
    let lang = crate::render::i18n::language();
    let _ = ctrlc::set_handler(move || {
        crate::render::i18n::in_language(lang, || report_interruption(Stopped::Interrupted));
        std::process::exit(i32::from(Exit::Interrupted as u8));
    });
    match session(store, args, &mut Terminal::default()) {
        Ok(code) => Ok(code),
        Err(Error::Stopped(stopped)) => {
            // The signal handler may be reporting this very Ctrl-C; give it the chance.
            std::thread::sleep(std::time::Duration::from_millis(300));
            report_interruption(stopped);
            Ok(Exit::Interrupted.into())
        }
        // A refusal that ends table mode (a game that cannot be opened) is said in the
        // table's words, never naming a command-line flag; the machine failing (a full
        // disk) is left as it is, for its own exit code.
        Err(Error::Game(g)) if is_table_refusal(&g) => Err(Error::Table(g)),
        Err(e) => Err(e),
    }
}

/// Is `e` one of the game layer's refusals that table mode words itself (not the machine
/// failing, which keeps its own exit code)?
fn is_table_refusal(e: &game::Error) -> bool {
    e.is_hand_refusal()
        || matches!(
            e,
            game::Error::Question(_)
                | game::Error::Damaged(_)
                | game::Error::Setup(_)
                | game::Error::Match(_)
        )
}

fn report_interruption(stopped: Stopped) {
    if !REPORTED.swap(true, Ordering::SeqCst) {
        let term = console::Term::stderr();
        let _ = term.show_cursor();
        eprintln!(
            "\n{}",
            render::warn(&format!("{} {}", stopped.words(), kept_words()))
        );
    }
}

/// Hands of the sheet shown between hands; `canasta show` (and Look) show them all.
const SHEET_HANDS: usize = 12;

/// What a session holds between two menus; each action of the menu is given it.
struct Session<'s> {
    store: &'s Store,
    /// The game played, as this session last saw it (no lock is held while the menu
    /// waits: another terminal may record meanwhile).
    held: game::Held,
    /// The end of the game (its chart, the match's standing) has been shown.
    shown_end: bool,
    /// The live board, once started from the menu (it runs beside table mode).
    /// Its address, and whether the phones may see it.
    board: Option<(String, bool)>,
    /// How the board is started (none: not offered).
    start_board: Option<StartBoard>,
    /// A hand left half typed, to be finished first (the menu is not shown for it).
    resume: Option<game::Draft>,
    /// A table's game opened from the director's desk: leaving it goes back there.
    at_desk: bool,
}

/// Table mode on a game chosen or started at the first prompt, asking and printing
/// through `p` (a terminal, or a test's script).
fn session(store: &Store, args: &Start, p: &mut dyn Prompter) -> Result<ExitCode> {
    // No lock is held while the menu waits: another terminal may record meanwhile. Every
    // save takes the lock and checks that the game is still as it was here.
    let Some(id) = start::choose_game(p, store, args)? else {
        p.say_line(&tr!("table-nothing-started"))?;
        return Ok(Exit::Done.into());
    };
    play_game(store, &id, args.board, p)
}

/// Table mode on game `id`, until the menu's Quit.
fn play_game(
    store: &Store,
    id: &str,
    board: Option<StartBoard>,
    p: &mut dyn Prompter,
) -> Result<ExitCode> {
    play(store, id, board, false, p)
}

/// A table's game opened from the director's desk, in table mode: leaving it says the
/// desk is next, not `canasta play`.
fn play_from_desk(store: &Store, id: &str, p: &mut dyn Prompter) -> Result<ExitCode> {
    play(store, id, None, true, p)
}

fn play(
    store: &Store,
    id: &str,
    board: Option<StartBoard>,
    at_desk: bool,
    p: &mut dyn Prompter,
) -> Result<ExitCode> {
    let held = game::hold(store, id)?;
    // A hand left half typed (Ctrl-C, a closed terminal) is offered first.
    let resume = offer_draft(p, store, &held)?;
    let mut s = Session {
        store,
        held,
        shown_end: false,
        board: None,
        start_board: board,
        resume,
        at_desk,
    };
    loop {
        let next_of = show_game(p, &mut s)?;
        let Some(action) = choose_action(p, &mut s, next_of.as_deref())? else {
            continue;
        };
        // Esc at a typed question leaves it, and the action, back to the menu.
        match actions::run(p, &mut s, action, next_of) {
            Ok(Flow::Done(code)) => return Ok(code),
            Err(e) if e.is_left() => continue,
            other => {
                other?;
            }
        }
    }
}

/// The draft of a hand left half typed in this game, if the table finishes it now; else
/// (No) it is dropped, or (Esc) kept and offered again next time.
fn offer_draft(
    p: &mut dyn Prompter,
    store: &Store,
    held: &game::Held,
) -> Result<Option<game::Draft>> {
    let Some(d) = game::draft(store, held, game::TERMINAL) else {
        return Ok(None);
    };
    DRAFT_KEPT.store(true, Ordering::SeqCst);
    let mut typed = d.typed.clone();
    typed
        .results
        .retain(|_, r| *r != crate::core::hand::SideResult::default());
    let lines = entry::hand_lines(held.log.rules()?, &typed);
    // Esc leaves the question with the draft kept (not finished now, offered again).
    let finish = match p.confirm(
        &tr!(
            "table-draft-finish",
            number = d.number,
            term = crate::render::i18n::hand_term(held.report.terms),
            lines = console::truncate_str(&lines.join("; "), 40, "…").into_owned()
        ),
        true,
    ) {
        Err(e) if e.is_left() => return Ok(None),
        answer => answer?,
    };
    if !finish {
        game::drop_draft(store, &held.id, game::TERMINAL);
        DRAFT_KEPT.store(false, Ordering::SeqCst);
        return Ok(None);
    }
    Ok(Some(d))
}

/// The game as it is now (said first if it changed elsewhere): its heading, the sheet's
/// last hands, and once it is over its chart and its match's standing, shown once.
/// Returns the match whose next game the menu offers (a game of a match over, the match
/// going on).
fn show_game(p: &mut dyn Prompter, s: &mut Session) -> Result<Option<String>> {
    if game::refresh(s.store, &mut s.held)? {
        p.say_line(&render::warn(&render::screen_wrapped(
            &tr!("table-changed-elsewhere", game = s.held.id.clone()),
            "",
        )))?;
    }
    let (id, log) = (s.held.id.clone(), &s.held.log);
    // Replayed when the game was held, saved or refreshed: never again here.
    let report = &s.held.report;
    p.say_line(&format!(
        "\n{}",
        render::heading(&tr!(
            "table-game-heading",
            game = id.clone(),
            variant = log.variant.clone()
        ))
    ))?;
    // A game of a match: its standing, and its next game while the match goes on.
    let standing = if report.finished {
        game::standing_of(s.store, &id)
    } else {
        None
    };
    if report.finished && !s.shown_end {
        // The end: the hands, the chart, then the winner (and victory points) last, so
        // that they stay on the screen (40 columns too); the match's standing after.
        p.say(&render::on_screen(&render::sheet_tail_hands(
            report,
            SHEET_HANDS,
        )))?;
        p.say(&format!("\n{}\n", chart::chart(report, render::width())))?;
        p.say(&render::on_screen(&render::status(report)))?;
        if let Some(standing) = &standing {
            p.say_line(&render::screen_wrapped(
                &render::standing_line(standing),
                "",
            ))?;
        }
        s.shown_end = true;
    } else {
        p.say(&render::on_screen(&render::sheet_tail(report, SHEET_HANDS)))?;
    }
    Ok(standing
        .as_ref()
        .filter(|s| s.winner.is_none())
        .map(|s| s.name.clone()))
}

/// The action picked at the menu (Esc or `q`: Quit; a draft being finished: Record), or
/// None when a hand recorded meanwhile from another terminal was taken first: the menu is
/// then shown again, as the game is now.
fn choose_action(
    p: &mut dyn Prompter,
    s: &mut Session,
    next_of: Option<&str>,
) -> Result<Option<Action>> {
    let report = &s.held.report;
    let menu: Vec<Action> = Menu::for_report(report, next_of.is_some())
        .into_iter()
        .filter(|a| s.start_board.is_some() || !matches!(a, Action::Board))
        .collect();
    let labels: Vec<String> = menu.iter().map(|a| a.label(report, next_of)).collect();
    // Esc or q at the menu quits, as choosing Quit does.
    let prompt = if report.finished {
        tr!("table-menu-prompt-over")
    } else {
        tr!("table-menu-prompt")
    };
    // A draft being finished goes straight to its hand.
    let choice = match s.resume.is_some() {
        true => Some(0),
        false => p.select(&Choice::new(prompt, labels).esc_quits())?,
    };
    let action = choice.map_or(Action::Quit, |c| menu[c]);
    // The menu may have waited long: a hand recorded meanwhile from another terminal
    // is taken before anything is typed, and the menu shown again as it is now.
    if action != Action::Quit && s.resume.is_none() && game::refresh(s.store, &mut s.held)? {
        p.say_line(&render::warn(&render::screen_wrapped(
            &tr!("table-changed-while-menu", game = s.held.id.clone()),
            "",
        )))?;
        return Ok(None);
    }
    Ok(Some(action))
}

/// Make `change` through the game layer; `None` when the game layer refused it (the table
/// checked it first, so only a game changed in a way the check could not see gets here):
/// said in the table's words, and the session goes on. Anything else (a full disk) ends
/// it, as the command line's does, with the hand kept as a draft.
pub(super) fn save_or_say(
    p: &mut dyn Prompter,
    store: &Store,
    held: &mut game::Held,
    change: game::HandChange,
) -> Result<Option<game::HeldSave>> {
    match game::save_held(store, held, change) {
        Ok(saved) => Ok(Some(saved)),
        Err(e) if e.is_hand_refusal() => {
            p.say_line(&render::warn(&render::screen_wrapped(
                &tr!(
                    "table-not-saved-refused",
                    why = render::errors::say(&e, render::errors::Surface::Table)
                ),
                "",
            )))?;
            Ok(None)
        }
        Err(e) => Err(e.into()),
    }
}
