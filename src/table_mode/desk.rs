//! The director's desk at the terminal (`canasta tournament desk NAME`), in table mode's
//! manner: the round in play table by table (with the clock and the corrections), and a
//! menu of the round's steps (seat the next round, publish it, close it), a table's game
//! opened in table mode to enter its paper sheet or correct it (a confirmed or closed
//! result asks the reason first, kept in the event's log), and the standings.

use std::process::ExitCode;

use super::prompt::{Choice, Line, Prompter};
use super::{Result, play_from_desk};
use crate::core::tournament::RoundState;
use crate::exit::Exit;
use crate::game::tournament as t;
use crate::render::{self, errors::Surface};
use crate::store::Store;
use crate::tr;

/// What the desk's menu offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Seat(u32),
    Publish(u32),
    Close(u32),
    Table,
    Keys,
    Sign,
    Standings,
    Look,
    Quit,
}

/// The desk on tournament `name`, until Quit (or Esc at the menu).
pub fn desk(store: &Store, name: &str, p: &mut dyn Prompter) -> Result<ExitCode> {
    loop {
        let (event, status) = t::status(store, name)?;
        p.say_line(&render::tournament::status(&event, status.as_ref()))?;
        let last = event.rounds.last();
        let mut steps = Vec::new();
        match last.map(|r| (r.number, r.state)) {
            None => steps.push(Step::Seat(1)),
            Some((n, RoundState::Drafted)) => steps.extend([Step::Publish(n), Step::Seat(n)]),
            Some((n, RoundState::Published)) => steps.push(Step::Close(n)),
            Some((n, RoundState::Closed)) if n < event.planned_rounds() => {
                steps.push(Step::Seat(n + 1))
            }
            Some(_) => {}
        }
        if event.rounds.iter().any(|r| r.state != RoundState::Drafted) {
            steps.extend([Step::Table, Step::Keys]);
        }
        // Every round of the plan closed: the night's standings may be signed as final.
        if event.signed.is_none()
            && last.is_some_and(|r| {
                r.state == RoundState::Closed && r.number >= event.planned_rounds()
            })
        {
            steps.push(Step::Sign);
        }
        steps.extend([Step::Standings, Step::Look, Step::Quit]);
        let items: Vec<String> = steps
            .iter()
            .map(|s| item(*s, last.map(|r| r.state)))
            .collect();
        let Some(at) = p.select(&Choice::new(tr!("table-desk-menu"), items).esc_quits())? else {
            return Ok(Exit::Done.into());
        };
        // What a step says besides a round (the new keys, the signed standings).
        let mut said = None;
        let done = match steps[at] {
            Step::Seat(_) => t::draft(store, name, None).map(Some),
            Step::Publish(_) => t::publish(store, name).map(Some),
            Step::Close(_) => t::close(store, name).map(Some),
            Step::Table => {
                match open_table(store, name, p) {
                    Err(e) if e.is_left() => {}
                    other => {
                        other?;
                    }
                }
                Ok(None)
            }
            Step::Standings => {
                let (event, all) = t::standings(store, name, None)?;
                p.say_line(&render::tournament::standings(&event, &all))?;
                Ok(None)
            }
            Step::Keys => t::table_keys(store, name, true).map(|keys| {
                said = Some(render::tournament::keys_said(name, &keys, true));
                None
            }),
            Step::Sign => t::sign(store, name).and_then(|event| {
                let (_, all) = t::standings(store, name, None)?;
                said = Some(format!(
                    "{}\n{}",
                    render::tournament::standings(&event, &all),
                    render::tournament::signed_said(&event)
                ));
                Ok(None)
            }),
            Step::Look => Ok(None),
            Step::Quit => return Ok(Exit::Done.into()),
        };
        match done {
            Ok(Some(round)) => {
                let event = t::load(store, name)?;
                p.say_line(&render::tournament::round_done_at_desk(&event, &round))?;
                if round.state == RoundState::Drafted {
                    p.say_line(&render::tournament::seating(&event, &round))?;
                }
            }
            Ok(None) => {
                if let Some(said) = said {
                    p.say_line(&said)?;
                }
            }
            // A step refused (tables still playing, a Danish round before the last one
            // closed): said, and the desk goes on.
            Err(e) if !e.is_machine() => {
                p.say_line(&render::warn(&render::errors::say(&e, Surface::Desk)))?
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// A menu item's words.
fn item(step: Step, last: Option<RoundState>) -> String {
    match step {
        Step::Seat(n) if last == Some(RoundState::Drafted) => {
            tr!("table-desk-seat-again", round = n)
        }
        Step::Seat(n) => tr!("table-desk-seat", round = n),
        Step::Publish(n) => tr!("table-desk-publish", round = n),
        Step::Close(n) => tr!("table-desk-close", round = n),
        Step::Table => tr!("table-desk-table"),
        Step::Keys => tr!("table-desk-keys"),
        Step::Sign => tr!("table-desk-sign"),
        Step::Standings => tr!("table-desk-standings"),
        Step::Look => tr!("table-desk-look"),
        Step::Quit => tr!("table-menu-quit"),
    }
}

/// A table's game of a published round, asked for by round and table, opened in table
/// mode; when its result is the director's already, the reason is asked first and kept
/// with every change made there.
fn open_table(store: &Store, name: &str, p: &mut dyn Prompter) -> Result<()> {
    let event = t::load(store, name)?;
    let played: Vec<u32> = event
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Drafted)
        .map(|r| r.number)
        .collect();
    let in_play = played.last().copied().unwrap_or(1);
    let round: u32 = p
        .input(
            &Line::new(tr!("table-desk-which-round"))
                .default(in_play.to_string())
                .check(|typed| match typed.trim().parse::<u32>() {
                    Ok(n) if played.contains(&n) => Ok(()),
                    _ => Err(tr!("table-desk-no-round", rounds = played.len())),
                }),
        )?
        .trim()
        .parse()
        .unwrap_or(in_play);
    let games = event
        .rounds
        .iter()
        .find(|r| r.number == round)
        .map(|r| r.games.clone())
        .unwrap_or_default();
    let tables: Vec<String> = games.keys().map(u32::to_string).collect();
    let table: u32 = p
        .input(
            &Line::new(tr!("table-desk-which-table", round = round)).check(|typed| {
                match typed.trim().parse::<u32>() {
                    Ok(n) if games.contains_key(&n) => Ok(()),
                    _ => Err(tr!("table-desk-no-table", tables = tables.join(", "))),
                }
            }),
        )?
        .trim()
        .parse()
        .unwrap_or(0);
    let Some(id) = games.get(&table) else {
        return Ok(());
    };
    let reason = if t::needs_reason(store, id)? {
        let why = p.input(
            &Line::new(tr!("table-desk-why", table = table)).check(|typed| {
                let given = typed.trim().chars().count();
                if typed.trim().is_empty() {
                    Err(tr!("table-desk-why-needed"))
                } else if !crate::core::tournament::reason_fits(typed) {
                    Err(tr!(
                        "refusal-tournament-reason-too-long",
                        given = given,
                        max = crate::core::tournament::MAX_REASON
                    ))
                } else {
                    Ok(())
                }
            }),
        )?;
        Some(crate::store::Reason {
            why: why.trim().to_string(),
            by: crate::store::Via::TableMode,
        })
    } else {
        None
    };
    play_from_desk(&store.with_reason(reason.or_else(|| store.reason())), id, p)?;
    Ok(())
}
