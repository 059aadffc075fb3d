//! Rules questions from the menu: `canasta check meld|pile|out|hand` and the minimum,
//! asked step by step and answered under this game's rules (and, for a meld, the side's
//! own minimum). The game layer answers; `render::answer` prints it as `canasta check` does.

use anyhow::Result;
use dialoguer::theme::ColorfulTheme;
use dialoguer::{Confirm, Input, Select};

use crate::cards::{Card, parse_cards, parse_melds};
use crate::game::{self, OutAsked, Question, Whose};
use crate::ledger::{GameLog, Report};
use crate::melds::PileQuestion;
use crate::render;

/// Ask rules questions until "Back". Answered by the game layer from the game held here
/// (never reloaded), rendered exactly as `canasta check` renders them.
pub fn ask(theme: &ColorfulTheme, id: &str, log: &GameLog, report: &Report) -> Result<()> {
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
        let pick = Select::with_theme(theme)
            .with_prompt("Rules question")
            .items(&items)
            .default(0)
            .interact()?;
        let question = match items[pick] {
            "Back" => return Ok(()),
            "Is this meld legal, and enough for our initial meld?" => {
                let side = pick_unit(theme, report, "Whose meld?")?;
                let melds = parse_melds(&cards(theme, "The melds (e.g. KKK QQ2)", true)?)?;
                let top = if rules.initial_meld_ways.top_card_counts {
                    optional_card(
                        theme,
                        "The top card of the pile, if it is taken for this meld (Enter: none)",
                    )?
                } else {
                    None
                };
                let going_out = Confirm::with_theme(theme)
                    .with_prompt("Going out concealed with these melds?")
                    .default(false)
                    .interact()?;
                Question::Meld {
                    melds,
                    top: top.as_deref().map(game::one_card).transpose()?,
                    going_out,
                    whose: Whose::Side(side),
                }
            }
            "May I take the discard pile?" => {
                let top = game::one_card(&card(theme, "The top card of the pile")?)?;
                let hand = parse_cards(&cards(theme, "The cards in your hand", false)?)?;
                let side_melded = Confirm::with_theme(theme)
                    .with_prompt("Has your side made its initial meld?")
                    .default(true)
                    .interact()?;
                let table = if side_melded {
                    optional_melds(theme, "Your side's melds on the table (Enter: none)")?
                } else {
                    Vec::new()
                };
                let frozen = !rules.pile.always_frozen
                    && Confirm::with_theme(theme)
                        .with_prompt("Is a wild card or a red three in the pile (frozen)?")
                        .default(false)
                        .interact()?;
                // The one-card rule matters only where a preset forbids it.
                let last_card = !rules.pile.one_card_hand_may_take_one_card_pile
                    && Confirm::with_theme(theme)
                        .with_prompt("Do you hold one card, and is the pile one card?")
                        .default(false)
                        .interact()?;
                let opponents = if rules.pile.card_matching_opponents_canasta_stops {
                    optional_melds(theme, "The opponents' melds on the table (Enter: none)")?
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
                    theme,
                    "Your side's melds, with those going down now (Enter: give a canasta count)",
                )?;
                let canastas = if table.is_empty() {
                    let n: u32 = Input::with_theme(theme)
                        .with_prompt("Completed canastas your side has")
                        .default(0)
                        .interact_text()?;
                    Some(n)
                } else {
                    None
                };
                let left: u32 = Input::with_theme(theme)
                    .with_prompt("Cards you would still hold (1: one to discard)")
                    .default(1)
                    .interact_text()?;
                let concealed = Confirm::with_theme(theme)
                    .with_prompt("Has your side melded nothing yet (going out concealed)?")
                    .default(false)
                    .interact()?;
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
                let score: i64 = Input::with_theme(theme)
                    .with_prompt("The side's total score (may be negative)")
                    .default(0)
                    .interact_text()?;
                Question::Minimum(score)
            }
            _ => Question::Hand(parse_cards(&cards(theme, "The hand's cards", false)?)?),
        };
        match game::ask(rules, Some((id, report)), question) {
            Ok(answer) => out!("{}", render::answer(&answer))?,
            Err(e) => outln!("{}", render::warn(&format!("{e:#}")))?,
        }
        outln!()?;
    }
}

fn pick_unit(theme: &ColorfulTheme, report: &Report, prompt: &str) -> Result<String> {
    let items: Vec<String> = report
        .sides
        .iter()
        .map(|s| format!("{s} (needs {})", report.next_minimum[s]))
        .collect();
    let pick = Select::with_theme(theme)
        .with_prompt(prompt)
        .items(&items)
        .default(0)
        .interact()?;
    Ok(report.sides[pick].clone())
}

/// Cards (or melds), checked as typed.
fn cards(theme: &ColorfulTheme, prompt: &str, melds: bool) -> Result<String> {
    Ok(Input::with_theme(theme)
        .with_prompt(prompt)
        .validate_with(move |s: &String| -> Result<(), String> {
            if melds {
                parse_melds(s).map(|_| ()).map_err(|e| e.to_string())
            } else {
                parse_cards(s).map(|_| ()).map_err(|e| e.to_string())
            }
        })
        .interact_text()?)
}

fn optional_melds(theme: &ColorfulTheme, prompt: &str) -> Result<Vec<Vec<Card>>> {
    let text: String = Input::with_theme(theme)
        .with_prompt(prompt)
        .allow_empty(true)
        .validate_with(|s: &String| -> Result<(), String> {
            if s.trim().is_empty() {
                return Ok(());
            }
            parse_melds(s).map(|_| ()).map_err(|e| e.to_string())
        })
        .interact_text()?;
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    Ok(parse_melds(&text)?)
}

fn card(theme: &ColorfulTheme, prompt: &str) -> Result<String> {
    Ok(Input::with_theme(theme)
        .with_prompt(prompt)
        .validate_with(|s: &String| -> Result<(), String> { one_card(s) })
        .interact_text()?)
}

fn optional_card(theme: &ColorfulTheme, prompt: &str) -> Result<Option<String>> {
    let text: String = Input::with_theme(theme)
        .with_prompt(prompt)
        .allow_empty(true)
        .validate_with(|s: &String| -> Result<(), String> {
            if s.trim().is_empty() {
                Ok(())
            } else {
                one_card(s)
            }
        })
        .interact_text()?;
    Ok((!text.trim().is_empty()).then(|| text.trim().to_string()))
}

fn one_card(s: &str) -> Result<(), String> {
    match parse_cards(s) {
        Ok(cards) if cards.len() == 1 => Ok(()),
        Ok(_) => Err(format!("`{}` should be one card, e.g. K or 9", s.trim())),
        Err(e) => Err(e.to_string()),
    }
}
