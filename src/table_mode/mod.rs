//! Table mode: the same commands, asked for step by step at the table (`canasta play`, or
//! plain `canasta` in a terminal).
//!
//! - `start`: pick an unfinished game or start one.
//! - `entry`: one hand's questions, in the variant's own terms, each answer checked where it
//!   is typed; it builds exactly the `Hand` records the `record` flags build.
//! - `questions`: the rules questions of `canasta check`, from the menu.
//! - this module: the menu between hands (record, rules question, undo, edit, look, export,
//!   quit) and the end of the game.
//! - `prompt`: the one door for every question asked and every line printed, the
//!   `Prompter` trait: a person at a terminal (dialoguer), or a test's script (`tests`:
//!   whole sessions in-process; the real terminal is tested in tests/cli/table_mode.rs).
//!
//! Table mode has no scoring logic of its own: every number comes from `ledger::replay`.
//! A hand is saved only after it has been scored, shown and confirmed, with the store's
//! atomic write; so Ctrl-C or a closed terminal at any point loses nothing
//! already confirmed and saves nothing half-entered.

mod entry;
mod prompt;
mod questions;
mod saving;
mod start;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_burraco;
#[cfg(test)]
mod tests_elsewhere;
#[cfg(test)]
mod tests_lang;
#[cfg(test)]
mod tests_lang_all;

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Result, bail};

use crate::exit::Exit;
use crate::files::{would_replace, write_output};
use crate::game;
use crate::hand::Hand;
use crate::ledger::{GameLog, Report, replay};
use crate::render::i18n;
use crate::rules::Seating;
use crate::score::count_cards;
use crate::store::{Store, log_text};
use crate::tr;
use crate::{chart, render};
use prompt::{Choice, Line, Prompter, Terminal};

/// Set once an interruption has been reported, so it is reported once.
static REPORTED: AtomicBool = AtomicBool::new(false);

/// Set while a draft of the hand being typed is kept (for the words on Ctrl-C).
static DRAFT_KEPT: AtomicBool = AtomicBool::new(false);

/// How table mode was stopped: Ctrl-C, or the terminal gone.
#[derive(Debug, Clone, Copy)]
enum Stopped {
    Interrupted,
    Closed,
}

impl Stopped {
    fn words(self) -> String {
        match self {
            Stopped::Interrupted => tr!("table-interrupted"),
            Stopped::Closed => tr!("table-closed"),
        }
    }
}

/// What is kept, after an interruption.
fn kept_words() -> String {
    if DRAFT_KEPT.load(Ordering::SeqCst) {
        tr!("table-kept-draft")
    } else {
        tr!("table-kept-nothing")
    }
}

/// How table mode starts: with the choice of a game, or straight into a new one.
#[derive(Debug, Clone)]
pub struct Start {
    /// Start a new game even if there is a current one.
    pub new: bool,
    /// The variant a new game is offered with first (a preset name or file).
    pub variant: String,
}

impl Default for Start {
    fn default() -> Start {
        Start {
            new: false,
            variant: "classic".into(),
        }
    }
}

/// Run table mode on a game chosen or started at the first prompt.
pub fn run(store: &Store, args: &Start) -> Result<ExitCode> {
    if !std::io::IsTerminal::is_terminal(&std::io::stderr())
        || !std::io::IsTerminal::is_terminal(&std::io::stdin())
    {
        bail!(tr!("table-needs-terminal"));
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
        Err(e) => match interruption(&e) {
            Some(message) => {
                // The signal handler may be reporting this very Ctrl-C; give it the chance.
                std::thread::sleep(std::time::Duration::from_millis(300));
                report_interruption(message);
                Ok(Exit::Interrupted.into())
            }
            // A refusal that ends table mode (a game that cannot be opened) is said in the
            // table's words, never naming a command-line flag; the machine failing (a full
            // disk) is left as it is, for its own exit code.
            None => match e.downcast_ref::<game::Error>() {
                Some(g) if is_table_refusal(g) => Err(anyhow::anyhow!(render::errors::say(
                    g,
                    render::errors::Surface::Table
                ))),
                _ => Err(e),
            },
        },
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

/// Ctrl-C or a closed terminal, seen as the error a prompt returned.
fn interruption(e: &anyhow::Error) -> Option<Stopped> {
    let io = match e.downcast_ref::<dialoguer::Error>() {
        Some(dialoguer::Error::IO(io)) => io,
        None => e.downcast_ref::<std::io::Error>()?,
    };
    match io.kind() {
        std::io::ErrorKind::Interrupted => Some(Stopped::Interrupted),
        std::io::ErrorKind::UnexpectedEof => Some(Stopped::Closed),
        _ => None,
    }
}

/// Hands of the sheet shown between hands; `canasta show` (and Look) show them all.
const SHEET_HANDS: usize = 12;

/// Table mode on a game chosen or started at the first prompt, asking and printing
/// through `p` (a terminal, or a test's script).
fn session(store: &Store, args: &Start, p: &mut dyn Prompter) -> Result<ExitCode> {
    // No lock is held while the menu waits: another terminal may record meanwhile. Every
    // save takes the lock and checks that the game is still as it was here.
    let Some(id) = start::choose_game(p, store, args)? else {
        p.say_line(&tr!("table-nothing-started"))?;
        return Ok(Exit::Done.into());
    };
    let mut held = game::hold(store, &id)?;
    let mut shown_end = false;
    // The live board, once started from the menu (it runs beside table mode).
    // Its address, and whether the phones may see it.
    let mut board: Option<(String, bool)> = None;
    // A hand left half typed (Ctrl-C, a closed terminal) is offered first.
    let mut resume = game::draft(store, &held, game::TERMINAL);
    if let Some(d) = &resume {
        DRAFT_KEPT.store(true, Ordering::SeqCst);
        let mut typed = d.typed.clone();
        typed
            .results
            .retain(|_, r| *r != crate::hand::SideResult::default());
        let lines = entry::hand_lines(held.log.rules()?, &typed);
        // Esc leaves the question with the draft kept (not finished now, offered again).
        let finish = match p.confirm(
            &tr!(
                "table-draft-finish",
                number = d.number,
                lines = console::truncate_str(&lines.join("; "), 40, "…").into_owned()
            ),
            true,
        ) {
            Err(e) if e.is::<prompt::Left>() => {
                resume = None;
                true
            }
            answer => answer?,
        };
        if !finish {
            game::drop_draft(store, &held.id, game::TERMINAL);
            DRAFT_KEPT.store(false, Ordering::SeqCst);
            resume = None;
        }
    }
    loop {
        if game::refresh(store, &mut held)? {
            p.say_line(&render::warn(&render::screen_wrapped(
                &tr!("table-changed-elsewhere", game = held.id.clone()),
                "",
            )))?;
        }
        let (id, log) = (held.id.clone(), &held.log);
        // Replayed when the game was held, saved or refreshed: never again here.
        let report = &held.report;
        p.say_line(&format!(
            "\n{}",
            render::heading(&tr!(
                "table-game-heading",
                game = id.clone(),
                variant = log.variant.clone()
            ))
        ))?;
        p.say(&render::on_screen(&render::sheet_tail(report, SHEET_HANDS)))?;
        // A game of a match: its standing, and its next game while the match goes on.
        let standing = if report.finished {
            game::standing_of(store, &id)
        } else {
            None
        };
        if report.finished && !shown_end {
            // The winner is named once, by the sheet's last line; the chart follows, and
            // the match's standing after this game.
            p.say(&format!("\n{}", chart::chart(report, render::width())))?;
            if let Some(standing) = &standing {
                p.say_line(&render::screen_wrapped(
                    &render::standing_line(standing),
                    "",
                ))?;
            }
            shown_end = true;
        }
        let next_of = standing
            .as_ref()
            .filter(|s| s.winner.is_none())
            .map(|s| s.name.clone());
        let menu = Menu::for_report(report, next_of.is_some());
        let labels: Vec<String> = menu
            .iter()
            .map(|a| a.label(report, next_of.as_deref()))
            .collect();
        // Esc or q at the menu quits, as choosing Quit does.
        let prompt = if report.finished {
            tr!("table-menu-prompt-over")
        } else {
            tr!("table-menu-prompt")
        };
        // A draft being finished goes straight to its hand.
        let choice = match resume.is_some() {
            true => Some(0),
            false => p.select(&Choice::new(prompt, labels).esc_quits())?,
        };
        let action = choice.map_or(Action::Quit, |c| menu[c]);
        // The menu may have waited long: a hand recorded meanwhile from another terminal
        // is taken before anything is typed, and the menu shown again as it is now.
        if action != Action::Quit && resume.is_none() && game::refresh(store, &mut held)? {
            p.say_line(&render::warn(&render::screen_wrapped(
                &tr!("table-changed-while-menu", game = held.id.clone()),
                "",
            )))?;
            continue;
        }
        let (id, log) = (held.id.clone(), &held.log);
        let report = &held.report;
        match action {
            Action::Record => {
                let draft = resume.take();
                // The typing id, made when the typing of this hand begins (a draft
                // finished keeps its own): saved with the hand, so it is saved once.
                let typing = draft
                    .as_ref()
                    .and_then(|d| d.id.clone())
                    .unwrap_or_else(game::new_hand_id);
                let mut keep = |answered: usize, typed: &Hand| -> Result<()> {
                    game::keep_draft(
                        store,
                        &id,
                        game::TERMINAL,
                        &game::Draft {
                            number: report.hands.len() + 1,
                            answered,
                            typed: typed.clone(),
                            lines: Vec::new(),
                            id: Some(typing.clone()),
                        },
                    )?;
                    DRAFT_KEPT.store(true, Ordering::SeqCst);
                    Ok(())
                };
                let recorded = record_hand(p, log, report, None, draft.as_ref(), &mut keep, false)?;
                let typed = recorded.and_then(|next| next.hands.last().cloned());
                let Some(mut hand) = typed else {
                    // Thrown away: nothing to save, nothing kept.
                    game::drop_draft(store, &id, game::TERMINAL);
                    DRAFT_KEPT.store(false, Ordering::SeqCst);
                    continue;
                };
                hand.id = Some(typing);
                match saving::save_typed(p, store, &mut held, hand)? {
                    saving::Outcome::Done | saving::Outcome::Dropped => {
                        DRAFT_KEPT.store(false, Ordering::SeqCst);
                    }
                    saving::Outcome::Kept(d) => {
                        p.say_line(&render::warn(&render::screen_wrapped(
                            &tr!("table-lines-kept", number = d.number),
                            "",
                        )))?;
                        resume = Some(*d);
                    }
                }
            }
            Action::Question => questions::ask(p, &id, log, report)?,
            Action::Undo => {
                if let Some(last) = report.hands.last()
                    && prompt::yes(
                        p,
                        &tr!(
                            "table-undo-confirm",
                            number = last.number,
                            scores = scores_line(last)
                        ),
                        false,
                    )?
                {
                    let done = tr!("table-removed", number = last.number);
                    let index = last.number - 1;
                    save(
                        p,
                        store,
                        &mut held,
                        game::HandChange::Remove { index },
                        &done,
                    )?;
                    shown_end = false;
                }
            }
            Action::Edit | Action::FixLast => {
                // The last hand, straight from the menu: the quickest correction.
                let last = report.hands.len().checked_sub(1);
                let picked = match action {
                    Action::FixLast => last,
                    _ => pick_hand(p, report, &tr!("table-edit-which"))?,
                };
                let Some(n) = picked else {
                    continue;
                };
                // The quick correction of the last hand saves as soon as a line is changed
                // (its breakdown and the totals before and after are shown, and it can be
                // corrected again from the same menu item); an edit asks "Save it?".
                let quick = action == Action::FixLast;
                if let Some(next) =
                    record_hand(p, log, report, Some(n), None, &mut |_, _| Ok(()), quick)?
                {
                    let done = tr!("table-replaced", number = n + 1);
                    let hand = next.hands[n].clone();
                    save(
                        p,
                        store,
                        &mut held,
                        game::HandChange::Replace { index: n, hand },
                        &done,
                    )?;
                    shown_end = false;
                }
            }
            Action::Drop => {
                let Some(n) = pick_hand(p, report, &tr!("table-remove-which"))? else {
                    continue;
                };
                let mut next = log.clone();
                next.hands.remove(n);
                let totals = |r: &Report| {
                    r.totals
                        .iter()
                        .map(|(s, t)| format!("{s} {t}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                match replay(&next) {
                    Err(e) => {
                        p.say_line(&render::warn(&render::screen_wrapped(
                            &tr!("table-without-fails", number = n + 1, why = e.to_string()),
                            "",
                        )))?;
                    }
                    Ok(after) => {
                        p.say_line(&render::screen_wrapped(
                            &tr!(
                                "table-without",
                                number = n + 1,
                                scores = scores_line(&report.hands[n]),
                                after = totals(&after),
                                now = totals(report)
                            ),
                            "",
                        ))?;
                        if prompt::yes(p, &tr!("table-remove-confirm", number = n + 1), false)? {
                            let done = tr!("table-removed", number = n + 1);
                            save(
                                p,
                                store,
                                &mut held,
                                game::HandChange::Remove { index: n },
                                &done,
                            )?;
                            shown_end = false;
                        }
                    }
                }
            }
            Action::Board => match board.clone() {
                Some((address, true)) => {
                    p.say_line(&tr!("table-board-at", address = address.clone()))?
                }
                // Started for this computer only: the phones may be let in later, on a
                // board of their own (this one goes on as it is).
                Some((address, false))
                    if {
                        p.say_line(&tr!("table-board-at-here", address = address.clone()))?;
                        !prompt::yes(p, &tr!("table-board-let-phones"), false)?
                    } => {}
                Some(_) | None => {
                    let phones = if board.is_some() {
                        true
                    } else {
                        // Beyond this machine only when asked for: the default is this one.
                        let Some(pick) = p.select(
                            &Choice::new(
                                tr!("table-board-who"),
                                [tr!("table-board-only-here"), tr!("table-board-phones-too")],
                            )
                            .esc_quits(),
                        )?
                        else {
                            continue;
                        };
                        pick == 1
                    };
                    let (address, qr) = start_board(store, phones)?;
                    let said = if phones {
                        tr!("table-board-started-phones", address = address.clone())
                    } else {
                        tr!("table-board-started-here", address = address.clone())
                    };
                    p.say_line(&render::screen_wrapped(&said, ""))?;
                    if phones {
                        p.say(&qr)?;
                    }
                    board = Some((address, phones));
                }
            },
            Action::Look => look(p, log, report)?,
            Action::Export => export(p, &id, log)?,
            Action::MatchNext => {
                let name = next_of.clone().unwrap_or_default();
                let spec = game::NewGame {
                    variant: log.variant.clone(),
                    ..game::NewGame::default()
                };
                let m = game::MatchSpec {
                    name: name.clone(),
                    ..game::MatchSpec::default()
                };
                match game::start_in_match(store, &spec, &m) {
                    Ok(opened) => {
                        p.say_line(&render::good(&render::screen_wrapped(
                            &tr!(
                                "table-match-next-started",
                                game = opened.id.clone(),
                                variant = opened.log.variant.clone(),
                                match_name = name.clone(),
                                dealer = opened.report.next_dealer.clone()
                            ),
                            "",
                        )))?;
                        held = game::hold(store, &opened.id)?;
                        shown_end = false;
                    }
                    Err(e) if is_table_refusal(&e) => {
                        p.say_line(&render::warn(&render::screen_wrapped(
                            &render::errors::say(&e, render::errors::Surface::Table),
                            "",
                        )))?;
                    }
                    Err(e) => return Err(e.into()),
                }
            }
            Action::NewGame => {
                let args = Start {
                    new: true,
                    variant: log.variant.clone(),
                };
                // Esc at the list of variants: back to this game's menu.
                if let Some(id) = start::choose_game(p, store, &args)? {
                    held = game::hold(store, &id)?;
                    shown_end = false;
                }
            }
            Action::Quit => {
                p.say_line(&tr!("table-quit-saved", game = id.clone()))?;
                return Ok(Exit::Done.into());
            }
        }
    }
}

/// Start the live board for the current game (port 8470, or any free one), answering in a
/// thread of its own: its address (with its key, off this machine) and a QR code. Only
/// this machine reaches it (the loopback address), unless `phones`: then every machine on
/// the local network that has its address and key.
fn start_board(store: &Store, phones: bool) -> Result<(String, String)> {
    let ip = if phones { "0.0.0.0" } else { "127.0.0.1" };
    let listen = |port: u16| crate::board::Board {
        listen: format!("{ip}:{port}"),
        game: None,
        tls: None,
    };
    let board = listen(8470);
    let serving =
        crate::board::start(&board, store).or_else(|_| crate::board::start(&listen(0), store))?;
    let address = serving.address.clone();
    let qr = crate::board::qr(&address);
    let dir = store.dir_path().to_path_buf();
    // The catalog's config folder is the parent of its presets folder.
    let config = store
        .catalog()
        .user_dir()
        .and_then(std::path::Path::parent)
        .map(std::path::Path::to_path_buf);
    std::thread::spawn(move || {
        let catalog = crate::catalog::Catalog::new(config);
        if let Ok(store) = Store::open(Some(dir), catalog) {
            // A board that cannot go on is no reason to stop table mode.
            let _ = serving.run(
                &store,
                &crate::board::Board {
                    listen: String::new(),
                    game: None,
                    tls: None,
                },
                // Table mode's prompts read this terminal; the board never does.
                false,
            );
        }
    });
    Ok((address, qr))
}

/// Save `next` through the game layer if the game is still as this session last saw
/// it; otherwise say so: nothing was saved, and the game is shown as it is now.
fn save(
    p: &mut dyn Prompter,
    store: &Store,
    held: &mut game::Held,
    change: game::HandChange,
    done: &str,
) -> Result<bool> {
    let Some(saved) = save_or_say(p, store, held, change)? else {
        return Ok(false);
    };
    if saved != game::HeldSave::ChangedElsewhere {
        p.say_line(&render::good(done))?;
        Ok(true)
    } else {
        p.say_line(&render::warn(&render::screen_wrapped(
            &tr!("table-not-saved-changed", game = held.id.clone()),
            "",
        )))?;
        Ok(false)
    }
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

/// What the menu between hands offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
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

struct Menu;

impl Menu {
    /// The menu after `report`; `match_next`: the game is over and its match goes on.
    fn for_report(report: &Report, match_next: bool) -> Vec<Action> {
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
    fn label(self, report: &Report, match_name: Option<&str>) -> String {
        let term = i18n::hand_term(report.terms);
        match self {
            Action::MatchNext => tr!(
                "table-menu-match-next",
                match_name = match_name.unwrap_or_default().to_string()
            ),
            Action::Record => tr!(
                "table-menu-record",
                term = term,
                number = report.hands.len() + 1,
                dealer = report.next_dealer.clone()
            ),
            Action::Question => tr!("table-menu-question"),
            Action::Undo => tr!("table-menu-undo", term = term, number = report.hands.len()),
            Action::Edit => tr!("table-menu-edit", term = term),
            Action::FixLast => tr!(
                "table-menu-fix-last",
                term = term,
                number = report.hands.len()
            ),
            Action::Drop => tr!("table-menu-drop", term = term),
            Action::Look => tr!("table-menu-look", term = term),
            Action::Export => tr!("table-menu-export"),
            Action::Board => tr!("table-menu-board"),
            Action::NewGame => tr!("table-menu-new-game"),
            Action::Quit => tr!("table-menu-quit"),
        }
    }
}

fn scores_line(hand: &crate::ledger::HandReport) -> String {
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

/// Ask a new hand, or take hand `editing` as it was, score it, show it, and ask to save;
/// any line can be changed before saving. Returns the log to save, or None when the hand
/// was thrown away. Nothing is written here.
fn record_hand(
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
        let mut next = log.clone();
        let verdict = count_cards(rules, &hand)
            .map_err(anyhow::Error::from)
            .and_then(|counted| {
                match editing {
                    Some(n) => next.hands[n] = counted,
                    None => next.hands.push(counted),
                }
                Ok(replay(&next)?)
            });
        match verdict {
            Err(e) => {
                p.say_line(&render::warn(&tr!(
                    "table-hand-cannot-be-right",
                    number = number,
                    why = e.to_string()
                )))?;
                // Esc: entered again, the safe way (nothing is lost).
                let again = p.select(
                    &Choice::new(
                        tr!("table-nothing-saved-what-now"),
                        [tr!("table-enter-again"), tr!("table-throw-hand")],
                    )
                    .esc_quits(),
                )?;
                if again == Some(1) {
                    return Ok(thrown(p));
                }
                match entry::ask_hand(p, log, report, editing, Some(&hand), None, keep)? {
                    Some(h) => hand = h,
                    None => return Ok(thrown(p)),
                }
            }
            Ok(after) => {
                if let Some(h) = after.hands.get(number - 1) {
                    p.say(&render::breakdown(&after, h))?;
                }
                if editing.is_some() {
                    let totals = |r: &Report| {
                        r.totals
                            .iter()
                            .map(|(s, t)| format!("{s} {t}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    p.say_line(&tr!(
                        "table-totals-now",
                        after = totals(&after),
                        before = totals(report)
                    ))?;
                }
                if quick && changed {
                    return Ok(Some(next));
                }
                let asked = entry::lines_of(rules, &units, hand.lone.as_deref());
                let mut items: Vec<String> = vec![tr!("table-save-it")];
                for a in &asked {
                    let now = hand
                        .results
                        .get(&a.unit)
                        .map(|r| {
                            entry::side_line_text(
                                rules,
                                a.scope,
                                &crate::line::scope_part(r, a.scope),
                            )
                        })
                        .unwrap_or_default();
                    items.push(tr!(
                        "table-change-line",
                        label = a.label.clone(),
                        line = if now.is_empty() { "0".into() } else { now }
                    ));
                }
                let three_handed = matches!(rules.seating, Seating::LoneAgainstPartnership { .. });
                if three_handed {
                    items.push(tr!("table-change-lone"));
                }
                let note_item = items.len();
                items.push(tr!("table-save-with-note"));
                items.push(tr!("table-throw-it"));
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
                        let old = next.hands[number - 1].note.clone().unwrap_or_default();
                        let mut line = Line::new(tr!("table-note")).allow_empty();
                        if !old.is_empty() {
                            line = line.default(old);
                        }
                        let note = p.input(&line)?;
                        let note = note.trim();
                        // `q` leaves the note: back to "Save hand N?".
                        if prompt::quits(note) {
                            continue;
                        }
                        next.hands[number - 1].note = (!note.is_empty()).then(|| note.to_string());
                        return Ok(Some(next));
                    }
                    _ => return Ok(thrown(p)),
                }
            }
        }
    }
}

/// Say that nothing was saved.
fn thrown(p: &mut dyn Prompter) -> Option<GameLog> {
    // A closed terminal is noticed at the next prompt.
    let _ = p.say_line(&render::warn(&tr!("table-thrown")));
    None
}

fn look(p: &mut dyn Prompter, log: &GameLog, report: &Report) -> Result<()> {
    loop {
        let Some(pick) = p.select(
            &Choice::new(
                tr!("table-look-prompt"),
                [
                    tr!("table-look-breakdown"),
                    tr!("table-look-every"),
                    tr!("table-look-chart"),
                    tr!("table-look-rules"),
                    tr!("table-back"),
                ],
            )
            .esc_quits(),
        )?
        else {
            return Ok(());
        };
        match pick {
            0 => {
                if let Some(n) = pick_hand(p, report, &tr!("table-which-hand"))? {
                    p.say(&render::breakdown(report, &report.hands[n]))?;
                }
            }
            1 => {
                for hand in &report.hands {
                    p.say(&render::breakdown(report, hand))?;
                }
            }
            2 => p.say(&chart::chart(report, render::width()))?,
            3 => p.say(&render::rules_table(log.rules()?))?,
            _ => return Ok(()),
        }
    }
}

fn export(p: &mut dyn Prompter, id: &str, log: &GameLog) -> Result<()> {
    let default = format!("canasta-game-{id}.yaml");
    let path = p.input(&Line::new(tr!("table-export-to")).default(default))?;
    // `q` leaves the question: nothing written.
    if prompt::quits(&path) {
        p.say_line(&render::warn(&tr!("table-nothing-written")))?;
        return Ok(());
    }
    let path = std::path::absolute(path.trim())?;
    let force = would_replace(&path)
        && prompt::yes(
            p,
            &tr!("table-file-exists", path = path.display().to_string()),
            false,
        )?;
    if would_replace(&path) && !force {
        p.say_line(&render::warn(&tr!("table-nothing-written")))?;
        return Ok(());
    }
    match log_text(log).and_then(|text| write_output(&path, &text, force)) {
        Ok(()) => p.say_line(&render::good(&tr!(
            "table-wrote",
            game = id.to_string(),
            path = path.display().to_string()
        )))?,
        Err(e) => p.say_line(&render::warn(&tr!(
            "table-could-not-write",
            why = format!("{e:#}")
        )))?,
    }
    Ok(())
}
