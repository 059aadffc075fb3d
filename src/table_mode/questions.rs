//! Rules questions from the menu: `canasta check meld|pile|out|hand` and the minimum,
//! asked step by step and answered under this game's rules (and, for a meld, the side's
//! own minimum). The game layer answers; `render::answer` prints it as `canasta check` does.

use anyhow::Result;

use super::prompt::{Choice, Line, Prompter};

use crate::cards::{Card, parse_cards, parse_melds};
use crate::game::{self, OutAsked, Question, Whose};
use crate::ledger::{GameLog, Report};
use crate::melds::PileQuestion;
use crate::render;

/// Ask rules questions until "Back". Answered by the game layer from the game held here
/// (never reloaded), rendered exactly as `canasta check` renders them.
pub fn ask(p: &mut dyn Prompter, id: &str, log: &GameLog, report: &Report) -> Result<()> {
    let rules = log.rules()?;
    loop {
        let mut items = vec![
            "Is this meld legal, and enough for our initial meld?",
            "May I take the discard pile?",
            "May we go out?",
            "What is the initial-meld minimum at a score?",
        ];
        if !rules.special_hands.is_empty() {
            items.push("Is this hand a special hand?");
        }
        items.push("Back");
        let pick = p.pick(&Choice::new("Rules question", items.iter().copied()))?;
        let question = match items[pick] {
            "Back" => return Ok(()),
            "Is this meld legal, and enough for our initial meld?" => {
                let side = pick_unit(p, report, "Whose meld?")?;
                let melds = parse_melds(&cards(p, "The melds (e.g. KKK QQ2)", true)?)?;
                let top = if rules.initial_meld_ways.top_card_counts {
                    optional_card(
                        p,
                        "The top card of the pile, if it is taken for this meld (Enter: none)",
                    )?
                } else {
                    None
                };
                let going_out = p.confirm("Going out concealed with these melds?", false)?;
                Question::Meld {
                    melds,
                    top: top.as_deref().map(game::one_card).transpose()?,
                    going_out,
                    whose: Whose::Side(side),
                }
            }
            "May I take the discard pile?" => {
                let top = game::one_card(&card(p, "The top card of the pile")?)?;
                let hand = parse_cards(&cards(p, "The cards in your hand", false)?)?;
                let side_melded = p.confirm("Has your side made its initial meld?", true)?;
                let table = if side_melded {
                    optional_melds(p, "Your side's melds on the table (Enter: none)")?
                } else {
                    Vec::new()
                };
                let frozen = !rules.pile.always_frozen
                    && p.confirm("Is a wild card or a red three in the pile (frozen)?", false)?;
                // The one-card rule matters only where a preset forbids it.
                let last_card = !rules.pile.one_card_hand_may_take_one_card_pile
                    && p.confirm("Do you hold one card, and is the pile one card?", false)?;
                let opponents = if rules.pile.card_matching_opponents_canasta_stops {
                    optional_melds(p, "The opponents' melds on the table (Enter: none)")?
                } else {
                    Vec::new()
                };
                Question::Pile(PileQuestion {
                    top: Some(top),
                    hand,
                    table,
                    side_melded,
                    pile_frozen: frozen,
                    opponents,
                    hand_size: last_card.then_some(1),
                    pile_size: last_card.then_some(1),
                })
            }
            "May we go out?" => {
                let table = optional_melds(
                    p,
                    "Your side's melds, with those going down now (Enter: give a canasta count)",
                )?;
                let canastas = if table.is_empty() {
                    Some(typed::<u32>(p, "Completed canastas your side has", 0)?)
                } else {
                    None
                };
                let left = typed::<u32>(p, "Cards you would still hold (1: one to discard)", 1)?;
                let concealed = p.confirm(
                    "Has your side melded nothing yet (going out concealed)?",
                    false,
                )?;
                Question::Out(OutAsked {
                    table: (!table.is_empty()).then_some(table),
                    canastas,
                    by_kind: Vec::new(),
                    cards_left: left,
                    concealed,
                    partner_said_no: false,
                })
            }
            "What is the initial-meld minimum at a score?" => {
                let score = typed::<i64>(p, "The side's total score (may be negative)", 0)?;
                Question::Minimum(score)
            }
            _ => Question::Hand(parse_cards(&cards(p, "The hand's cards", false)?)?),
        };
        match game::ask(rules, Some((id, report)), question) {
            Ok(answer) => p.say(&render::answer(&answer))?,
            Err(e) => p.say_line(&render::warn(&format!("{e:#}")))?,
        }
        p.say("\n")?;
    }
}

/// A number of type `T` (Enter: `default`); what does not read as one is refused with
/// the reason the number type gives, as a typed prompt does.
fn typed<T>(p: &mut dyn Prompter, prompt: &str, default: T) -> Result<T>
where
    T: std::str::FromStr + ToString + Copy,
    T::Err: ToString,
{
    let text = p.input(
        &Line::new(prompt)
            .default(default.to_string())
            .check(|s: &str| s.parse::<T>().map(|_| ()).map_err(|e| e.to_string())),
    )?;
    Ok(text.parse().unwrap_or(default))
}

fn pick_unit(p: &mut dyn Prompter, report: &Report, prompt: &str) -> Result<String> {
    let items: Vec<String> = report
        .sides
        .iter()
        .map(|s| format!("{s} (needs {})", report.next_minimum[s]))
        .collect();
    let pick = p.pick(&Choice::new(prompt, items))?;
    Ok(report.sides[pick].clone())
}

/// Cards (or melds), checked as typed.
fn cards(p: &mut dyn Prompter, prompt: &str, melds: bool) -> Result<String> {
    p.input(
        &Line::new(prompt).check(move |s: &str| -> Result<(), String> {
            if melds {
                parse_melds(s).map(|_| ()).map_err(|e| e.to_string())
            } else {
                parse_cards(s).map(|_| ()).map_err(|e| e.to_string())
            }
        }),
    )
}

fn optional_melds(p: &mut dyn Prompter, prompt: &str) -> Result<Vec<Vec<Card>>> {
    let text = p.input(&Line::new(prompt).allow_empty().check(
        |s: &str| -> Result<(), String> {
            if s.trim().is_empty() {
                return Ok(());
            }
            parse_melds(s).map(|_| ()).map_err(|e| e.to_string())
        },
    ))?;
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    Ok(parse_melds(&text)?)
}

fn card(p: &mut dyn Prompter, prompt: &str) -> Result<String> {
    p.input(&Line::new(prompt).check(one_card))
}

fn optional_card(p: &mut dyn Prompter, prompt: &str) -> Result<Option<String>> {
    let text = p.input(&Line::new(prompt).allow_empty().check(
        |s: &str| -> Result<(), String> {
            if s.trim().is_empty() {
                Ok(())
            } else {
                one_card(s)
            }
        },
    ))?;
    Ok((!text.trim().is_empty()).then(|| text.trim().to_string()))
}

fn one_card(s: &str) -> Result<(), String> {
    match parse_cards(s) {
        Ok(cards) if cards.len() == 1 => Ok(()),
        Ok(_) => Err(format!("`{}` should be one card, e.g. K or 9", s.trim())),
        Err(e) => Err(e.to_string()),
    }
}
