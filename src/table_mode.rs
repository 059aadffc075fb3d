//! Table mode: the same commands, asked for step by step at the table.
//!
//! It builds exactly the `Hand` records the `record` flags build and hands them to the same
//! `replay`; it has no scoring logic of its own. A hand is saved only after it has been
//! scored, shown, and confirmed, so quitting (or Ctrl-C) halfway through a hand loses
//! nothing but the half-typed hand.

use std::process::ExitCode;

use anyhow::{Result, bail};
use dialoguer::theme::ColorfulTheme;
use dialoguer::{Confirm, Input, MultiSelect, Select};

use crate::catalog::Catalog;
use crate::cli::{NewArgs, PlayArgs};
use crate::hand::{Hand, SideResult, WentOut};
use crate::ledger::{GameLog, replay};
use crate::rules::{Points, Rules, Seating};
use crate::store::Store;
use crate::{app, render};

/// Run table mode on the current game, or on a new one.
pub fn run(store: &Store, args: &PlayArgs) -> Result<ExitCode> {
    if !std::io::IsTerminal::is_terminal(&std::io::stderr())
        || !std::io::IsTerminal::is_terminal(&std::io::stdin())
    {
        bail!(
            "table mode asks questions and needs a terminal; in scripts use `canasta new` and `canasta record` with flags"
        );
    }
    let theme = ColorfulTheme::default();
    let _lock = store.lock()?;
    let id = match (args.new, store.current()) {
        (false, Some(id)) => id,
        _ => {
            let log = ask_new_game(&theme, store.catalog(), &args.variant)?;
            let id = store.new_id()?;
            store.save(&id, &log)?;
            store.set_current(&id)?;
            println!("Started game {id}.");
            id
        }
    };
    let mut log = store.load(&id)?;
    loop {
        let report = replay(&log)?;
        println!("\nGame {id} ({})", log.variant);
        print!("{}", render::sheet(&report));
        if report.finished {
            println!("This game is over; `canasta play --new` starts another.");
            return Ok(ExitCode::SUCCESS);
        }
        let mut actions = vec![format!("Record hand {}", report.hands.len() + 1)];
        if !report.hands.is_empty() {
            actions.push("Undo the last hand".into());
        }
        actions.push("Quit (everything is saved)".into());
        let choice = Select::with_theme(&theme)
            .with_prompt("What next?")
            .items(&actions)
            .default(0)
            .interact()?;
        match actions[choice].split_whitespace().next() {
            Some("Record") => {
                let hand = ask_hand(&theme, &log)?;
                let mut next = log.clone();
                next.hands.push(hand);
                match replay(&next) {
                    Err(e) => println!(
                        "That hand cannot be right: {e}\nNothing was saved; enter it again."
                    ),
                    Ok(r) => {
                        if let Some(h) = r.hands.last() {
                            print!("{}", render::breakdown(&r, h));
                        }
                        if Confirm::with_theme(&theme)
                            .with_prompt("Save this hand?")
                            .default(true)
                            .interact()?
                        {
                            store.save(&id, &next)?;
                            log = next;
                        }
                    }
                }
            }
            Some("Undo") => {
                if Confirm::with_theme(&theme)
                    .with_prompt(format!("Remove hand {}?", log.hands.len()))
                    .default(false)
                    .interact()?
                {
                    log.hands.pop();
                    store.save(&id, &log)?;
                }
            }
            _ => return Ok(ExitCode::SUCCESS),
        }
    }
}

fn ask_new_game(
    theme: &ColorfulTheme,
    catalog: &Catalog,
    default_variant: &str,
) -> Result<GameLog> {
    let entries: Vec<_> = catalog
        .entries()
        .into_iter()
        .filter(|e| e.problem.is_none())
        .collect();
    let default = entries
        .iter()
        .position(|e| e.name == default_variant)
        .unwrap_or(0);
    let items: Vec<String> = entries
        .iter()
        .map(|e| format!("{:<24} {}", e.name, e.description))
        .collect();
    let pick = Select::with_theme(theme)
        .with_prompt("Variant")
        .items(&items)
        .default(default)
        .interact()?;
    let variant = entries[pick].name.clone();
    let rules = catalog.resolve(&variant)?;
    let defaults = app::new_game(
        catalog,
        &NewArgs {
            variant: variant.clone(),
            sides: Vec::new(),
            players: Vec::new(),
            dealer: None,
        },
    )?;
    let what = match rules.seating {
        Seating::Partnerships {
            players_per_side: 1,
            ..
        }
        | Seating::LoneAgainstPartnership { .. } => "Player",
        Seating::Partnerships { .. } => "Side",
    };
    let mut sides = Vec::new();
    for (i, side) in defaults.sides.iter().enumerate() {
        let name: String = Input::with_theme(theme)
            .with_prompt(format!("{what} {} name", i + 1))
            .default(side.name.clone())
            .interact_text()?;
        sides.push(name.trim().to_string());
    }
    let mut players = Vec::new();
    if rules.seating.players_per_unit() > 1 {
        let text: String = Input::with_theme(theme)
            .with_prompt(format!(
                "Players in seat order, clockwise, comma separated ({} names, or empty to skip)",
                rules.seating.players()
            ))
            .allow_empty(true)
            .interact_text()?;
        players = text
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
    }
    let mut log = app::new_game(
        catalog,
        &NewArgs {
            variant,
            sides,
            players,
            dealer: None,
        },
    )?;
    let seats = log.seats();
    let dealer = Select::with_theme(theme)
        .with_prompt("Who deals first?")
        .items(&seats)
        .default(0)
        .interact()?;
    log.dealer = Some(seats[dealer].clone());
    Ok(log)
}

fn count(theme: &ColorfulTheme, prompt: String) -> Result<Points> {
    Ok(Input::<Points>::with_theme(theme)
        .with_prompt(prompt)
        .default(0)
        .validate_with(|v: &Points| {
            if *v < 0 {
                Err("cannot be negative")
            } else {
                Ok(())
            }
        })
        .interact_text()?)
}

fn points(theme: &ColorfulTheme, prompt: String) -> Result<Points> {
    Ok(Input::<Points>::with_theme(theme)
        .with_prompt(prompt)
        .default(0)
        .validate_with(|v: &Points| {
            if *v < 0 {
                Err("cannot be negative (cards in hand are entered as a positive number)")
            } else if v % 5 != 0 {
                Err("card points are always a multiple of 5")
            } else {
                Ok(())
            }
        })
        .interact_text()?)
}

fn ask_hand(theme: &ColorfulTheme, log: &GameLog) -> Result<Hand> {
    let rules: &Rules = log.rules()?;
    let units = log.units();
    let mut hand = Hand::default();
    if let Seating::LoneAgainstPartnership { .. } = rules.seating {
        let mut items: Vec<String> = units.iter().map(|u| format!("{u} played alone")).collect();
        items.push("nobody took the pile and nobody went out: each alone".into());
        let pick = Select::with_theme(theme)
            .with_prompt("Who played alone (first to take the pile, or who went out)?")
            .items(&items)
            .default(0)
            .interact()?;
        hand.lone = units.get(pick).cloned();
    }
    let mut items: Vec<String> = units.iter().map(|u| format!("{u} went out")).collect();
    items.push("nobody went out".into());
    let out = Select::with_theme(theme)
        .with_prompt("Who went out?")
        .items(&items)
        .default(0)
        .interact()?;
    let mut how = WentOut::Normal;
    let mut special = None;
    if out < units.len() {
        if !rules.special_hands.is_empty()
            && Confirm::with_theme(theme)
                .with_prompt("With a special hand?")
                .default(false)
                .interact()?
        {
            let names: Vec<&String> = rules.special_hands.keys().collect();
            let items: Vec<String> = rules
                .special_hands
                .iter()
                .map(|(n, p)| format!("{} ({p})", n.replace('_', " ")))
                .collect();
            let pick = Select::with_theme(theme)
                .with_prompt("Which special hand?")
                .items(&items)
                .default(0)
                .interact()?;
            how = WentOut::Special;
            special = Some(names[pick].clone());
        } else if rules.going_out.concealed_bonus.is_some()
            && Confirm::with_theme(theme)
                .with_prompt("Concealed (whole hand melded in one turn, with a canasta)?")
                .default(false)
                .interact()?
        {
            how = WentOut::Concealed;
            if rules.going_out.hand_canasta_bonus.is_some()
                && Confirm::with_theme(theme)
                    .with_prompt("With a complete canasta of one's own in the hand (hand canasta)?")
                    .default(false)
                    .interact()?
            {
                how = WentOut::HandCanasta;
            }
        }
    }
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(n, k)| (-k.bonus, (*n).clone()));
    let black = rules
        .black_threes
        .clone()
        .unwrap_or(crate::rules::BlackThrees {
            by_count: Default::default(),
            in_hand_each: None,
        });
    for (i, unit) in units.iter().enumerate() {
        println!("-- {unit} --");
        let mut r = SideResult::default();
        if i == out {
            r.went_out = Some(how);
            if how == WentOut::Special {
                // A special hand scores only itself: nothing else to ask.
                r.special_hand = special.clone();
                hand.results.insert(unit.clone(), r);
                continue;
            }
        }
        // Melds as cards, or as counts.
        let going_out = i == out;
        r.melds = cards_prompt(
            theme,
            rules,
            format!("{unit}: melds as cards (e.g. KKKKKKK QQ2), or Enter to give counts"),
            going_out,
            true,
        )?;
        if r.melds.is_empty() {
            for (kind, _) in &kinds {
                let n = count(
                    theme,
                    format!("{unit}: {} canastas", kind.replace('_', " ")),
                )?;
                if n > 0 {
                    r.canastas.insert((*kind).clone(), n);
                }
            }
        }
        r.red_threes = count(theme, format!("{unit}: red threes laid out"))?;
        if !black.by_count.is_empty() {
            r.black_threes = count(theme, format!("{unit}: black threes laid out"))?;
        }
        if r.melds.is_empty() {
            r.melded = points(theme, format!("{unit}: points of cards melded"))?;
        }
        let holds_cards = !(going_out && rules.seating.players_per_unit() == 1);
        if holds_cards {
            r.hands = cards_prompt(
                theme,
                rules,
                format!(
                    "{unit}: cards left in each hand, players separated by / (e.g. K74 / 55), or Enter to give points"
                ),
                going_out,
                false,
            )?;
            if r.hands.is_empty() {
                r.in_hand = points(theme, format!("{unit}: points of cards left in hand"))?;
                if black.in_hand_each.is_some() {
                    r.black_threes_in_hand =
                        count(theme, format!("{unit}: black threes left in hand"))?;
                }
            }
        }
        if r.melds.is_empty() && !rules.incomplete_melds.is_empty() {
            let names: Vec<&String> = rules.incomplete_melds.keys().collect();
            let items: Vec<String> = names.iter().map(|n| n.replace('_', " ")).collect();
            let picked = MultiSelect::with_theme(theme)
                .with_prompt(format!(
                    "{unit}: melds left incomplete (space to mark, enter when done)"
                ))
                .items(&items)
                .interact()?;
            r.incomplete = picked.into_iter().map(|i| names[i].clone()).collect();
        }
        for rank in rules
            .holding_three_or_more
            .keys()
            .filter(|_| r.hands.is_empty())
        {
            let n = count(
                theme,
                format!("{unit}: players holding three or more {rank}"),
            )?;
            if n > 0 {
                r.holding.insert(rank.clone(), n);
            }
        }
        if !rules.penalties.is_empty()
            && Confirm::with_theme(theme)
                .with_prompt(format!("{unit}: any penalties?"))
                .default(false)
                .interact()?
        {
            for name in rules.penalties.keys() {
                let n = count(theme, format!("{unit}: {} (times)", name.replace('_', " ")))?;
                if n > 0 {
                    r.penalties.insert(name.clone(), n);
                }
            }
        }
        hand.results.insert(unit.clone(), r);
    }
    Ok(hand)
}

/// Ask for cards (melds, or hands separated by `/`), checked at once: a typo or an illegal
/// meld is explained and asked again. Empty means "I will give counts instead".
fn cards_prompt(
    theme: &ColorfulTheme,
    rules: &Rules,
    prompt: String,
    going_out: bool,
    melds: bool,
) -> Result<Vec<String>> {
    loop {
        let text: String = Input::with_theme(theme)
            .with_prompt(&prompt)
            .allow_empty(true)
            .interact_text()?;
        if text.trim().is_empty() {
            return Ok(Vec::new());
        }
        let entries: Vec<String> = if melds {
            vec![text.trim().to_string()]
        } else {
            text.split('/').map(|h| h.trim().to_string()).collect()
        };
        let mut probe = SideResult {
            went_out: going_out.then_some(WentOut::Normal),
            ..SideResult::default()
        };
        if melds {
            probe.melds = entries.clone();
        } else {
            probe.hands = entries.clone();
        }
        let mut hand = Hand::default();
        hand.results.insert("these cards".into(), probe);
        match crate::score::count_cards(rules, &hand) {
            Ok(_) => return Ok(entries),
            Err(e) => println!("{e}; try again, or press Enter to give counts instead"),
        }
    }
}
