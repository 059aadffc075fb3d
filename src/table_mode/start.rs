//! The first prompts: carry on with an unfinished game, or start one (variant, names in
//! seat order, first dealer). Pressing Enter throughout starts a Classic game of We v They
//! with the first seat dealing.

use crate::render::say::Say;
use crate::table_mode::Result;

use super::Start;
use super::prompt::{Choice, Line, Prompter};
use crate::core::ledger::{GameLog, replay};
use crate::core::rules::{Rules, Seating};
use crate::core::text::check_name;
use crate::game::{self, NewGame};
use crate::render;
use crate::store::Store;
use crate::store::catalog::Catalog;
use crate::tr;

/// The id of the game to play: an unfinished one picked from a list (the current game
/// first), or a new one, saved before the first hand.
/// The game to play, or None when Esc or `q` left the first list (nothing started).
pub fn choose_game(p: &mut dyn Prompter, store: &Store, args: &Start) -> Result<Option<String>> {
    if !args.new {
        // Unfinished games, and the current game even when it is over: a game ended by a
        // mis-typed hand can still be mended (undo, edit) from table mode.
        let mut open: Vec<(String, String)> = Vec::new();
        // Damaged games are offered too, with why and how to mend them.
        let mut damaged: Vec<(String, String)> = Vec::new();
        let mut current_is_over = false;
        let mut current: Option<String> = None;
        // Each variant's word for a hand (a Burraco's deal), read once a variant.
        let mut terms: std::collections::HashMap<String, &'static str> =
            std::collections::HashMap::new();
        for listed in crate::game::list(store)? {
            if listed.current {
                current = Some(listed.id.clone());
            }
            let id = listed.id;
            // A damaged file is listed by `canasta list`; the current one is offered
            // with its reason, so that it does not silently vanish.
            let game = match listed.game {
                Ok(game) => game,
                Err(why) => {
                    damaged.push((
                        id,
                        crate::core::text::printable(
                            &crate::render::game_refusals::unread(&why),
                            400,
                        ),
                    ));
                    continue;
                }
            };
            let is_current = listed.current;
            let totals: Vec<String> = game
                .totals()
                .iter()
                .map(|(s, t)| format!("{s} {t}"))
                .collect();
            let label = if game.finished() {
                if !is_current {
                    continue;
                }
                current_is_over = true;
                tr!(
                    "table-game-open-over",
                    game = id.clone(),
                    variant = game.variant.clone(),
                    totals = totals.join(", ")
                )
            } else {
                let term = *terms.entry(game.variant.clone()).or_insert_with(|| {
                    store
                        .catalog()
                        .resolve_name(&game.variant)
                        .map_or("hand", |rules| crate::render::i18n::hand_term(rules.terms))
                });
                tr!(
                    "table-game-go-on",
                    game = id.clone(),
                    variant = game.variant.clone(),
                    totals = totals.join(", "),
                    hands = game.hands,
                    term = term
                )
            };
            // One line each, within 80 columns with the cursor.
            let label = console::truncate_str(&label, 76, "…").into_owned();
            open.push((id.clone(), label));
        }
        // The current game first, then the newest.
        open.reverse();
        if let Some(pos) = open.iter().position(|(id, _)| Some(id) == current.as_ref()) {
            let cur = open.remove(pos);
            open.insert(0, cur);
        }
        if !open.is_empty() || !damaged.is_empty() {
            let mut items: Vec<String> = open.iter().map(|(_, label)| label.clone()).collect();
            items.push(tr!("table-menu-new-game"));
            for (id, _) in &damaged {
                items.push(tr!("table-game-damaged-item", game = id.clone()));
            }
            // After a finished game the likeliest wish is the next one (or a new one).
            let default = usize::from(current_is_over);
            loop {
                let Some(pick) = p.select(
                    &Choice::new(tr!("table-which-game"), items.clone())
                        .default(default)
                        .page(10)
                        .esc_quits(),
                )?
                else {
                    return Ok(None);
                };
                if let Some((id, _)) = open.get(pick) {
                    game::make_current(store, id)?;
                    return Ok(Some(id.clone()));
                }
                match pick
                    .checked_sub(open.len() + 1)
                    .and_then(|k| damaged.get(k))
                {
                    Some((id, why)) => {
                        p.say_line(&render::warn(&render::screen_wrapped(
                            &tr!("table-game-damaged", game = id.clone(), why = why.clone()),
                            "",
                        )))?;
                        p.say_line(&render::screen_wrapped(
                            &tr!("table-game-damaged-left"),
                            "  ",
                        ))?;
                    }
                    None => break,
                }
            }
        }
    }
    // Esc at a typed question leaves the new game, as at its lists.
    // The evening goes on: the last game's variant, sides and players offered first.
    let last = game::last_setup(store);
    let variant = args
        .variant
        .clone()
        .or_else(|| last.as_ref().map(|l| l.variant.clone()))
        .unwrap_or_else(|| "classic".to_string());
    let log = match ask_new_game(p, store, &variant, last.as_ref()) {
        Ok(Some(log)) => log,
        Ok(None) => return Ok(None),
        Err(e) if e.is_left() => return Ok(None),
        Err(e) => return Err(e),
    };
    let id = game::create(store, &log)?;
    let report = replay(&log)?;
    p.say_line(&render::good(&tr!(
        "table-started",
        game = id.clone(),
        variant = log.variant.clone(),
        dealer = report.next_dealer.clone()
    )))?;
    Ok(Some(id))
}

/// A new game's log, or None when Esc left the list of variants.
fn ask_new_game(
    p: &mut dyn Prompter,
    store: &Store,
    default_variant: &str,
    last: Option<&game::LastSetup>,
) -> Result<Option<GameLog>> {
    let catalog = store.catalog();
    let Some(variant) = ask_variant(p, catalog, default_variant)? else {
        return Ok(None);
    };
    let rules = catalog.resolve(&variant)?;
    // Seats of one player are named as players, in seat order; partnerships as sides.
    let ask_players = matches!(
        rules.seating,
        Seating::Partnerships { players_per_side, .. } if players_per_side > 1
    );
    // The last game's names fit a game of as many sides and seats.
    let last_sides = last
        .map(|l| l.sides.clone())
        .filter(|s| s.len() == rules.seating.scoring_units());
    let last_seats = last
        .map(|l| l.seats.clone())
        .filter(|s| s.len() == rules.seating.players());
    let Some(sides) = ask_sides(p, &rules, ask_players, last_sides)? else {
        return Ok(None);
    };
    let mut players = Vec::new();
    if ask_players {
        let Some(named) = ask_player_names(p, &rules, &sides, last_seats)? else {
            return Ok(None);
        };
        players = named;
    }
    // A game begun on paper goes on from its totals.
    let Some(start) = ask_start_totals(p, &rules, &sides)? else {
        return Ok(None);
    };
    let mut log = game::new_log(
        catalog,
        &NewGame {
            variant,
            sides,
            players,
            dealer: None,
            start,
            side_words: Some(crate::render::side_names),
        },
        &store.now(),
    )?;
    let seats = log.seats();
    let Some(dealer) = p.select(&Choice::new(tr!("table-who-deals"), seats.clone()).esc_quits())?
    else {
        return Ok(None);
    };
    log.dealer = Some(seats[dealer].clone());
    Ok(Some(log))
}

/// The variant: picked from the catalog's list (`default_variant` first under the
/// cursor), or the preset file given, said and checked. None: Esc left the list.
fn ask_variant(
    p: &mut dyn Prompter,
    catalog: &Catalog,
    default_variant: &str,
) -> Result<Option<String>> {
    let entries: Vec<_> = catalog
        .entries()
        .into_iter()
        .filter(|e| e.problem.is_none())
        .collect();
    let variant = match entries.iter().position(|e| e.name == default_variant) {
        Some(default) => {
            // On a narrow screen (a phone's 40 columns) each description goes under its
            // variant's name, wrapped, rather than cut to a word after the name's column.
            let narrow = crate::render::width() < 60;
            let items: Vec<String> = entries
                .iter()
                .map(|e| {
                    let description = described(&e.name, e.file.is_none(), &e.description);
                    if narrow {
                        let said = whole_first_sentence(&description);
                        // Two columns go to the list's marker (`> `), one to the edge.
                        let opts = textwrap::Options::new(crate::render::width().saturating_sub(3))
                            .initial_indent("    ")
                            .subsequent_indent("    ");
                        format!("{}\n{}", e.name, textwrap::wrap(&said, opts).join("\n"))
                    } else {
                        format!("{:<22} {}", e.name, first_sentence(&description))
                    }
                })
                .collect();
            let Some(pick) = p.select(
                &Choice::new(tr!("table-variant-prompt"), items)
                    .default(default)
                    .page(if narrow { 6 } else { 14 })
                    .filtered()
                    .esc_quits(),
            )?
            else {
                return Ok(None);
            };
            entries[pick].name.clone()
        }
        // `--variant FILE`: a preset file is not in the list; it is checked before any
        // question is asked, and a bad one is refused (exit 2) naming the field.
        None => {
            let rules = catalog.resolve(default_variant)?;
            p.say_line(&tr!(
                "table-variant-given",
                name = rules.name.clone(),
                // A file given by `--variant FILE` is the user's own.
                description = first_sentence(&crate::render::preset_description(&rules))
            ))?;
            default_variant.to_string()
        }
    };
    Ok(Some(variant))
}

/// The sides' names (or the players', where each seat is one player), in seat order,
/// each checked as typed. None: `q` left.
fn ask_sides(
    p: &mut dyn Prompter,
    rules: &Rules,
    ask_players: bool,
    last: Option<Vec<String>>,
) -> Result<Option<Vec<String>>> {
    let defaults = last.unwrap_or_else(|| crate::render::default_side_names(rules));
    let units = defaults.len();
    let mut sides: Vec<String> = Vec::new();
    for (i, side) in defaults.iter().enumerate() {
        let prompt = if ask_players {
            tr!("table-side-name", number = i + 1, count = units)
        } else {
            tr!("table-player-name", number = i + 1, count = units)
        };
        let taken = &sides;
        let name = p.input(&Line::new(prompt).default(side.clone()).check(
            |s: &str| -> Result<(), String> {
                let s = s.trim();
                if leaves(s) {
                    Ok(())
                } else if s.is_empty() {
                    Err(tr!("table-name-empty"))
                } else if crate::core::side::find(taken, s).is_some() {
                    Err(tr!("table-name-taken", name = s.to_string()))
                } else {
                    check_name(s).map_err(|e| e.said())
                }
            },
        ))?;
        if leaves(&name) {
            return Ok(None);
        }
        sides.push(name.trim().to_string());
    }
    Ok(Some(sides))
}

/// The partnerships' players, in seat order (the seats go round the sides), or none
/// (Enter). None: `q` left.
fn ask_player_names(
    p: &mut dyn Prompter,
    rules: &Rules,
    sides: &[String],
    last: Option<Vec<String>>,
) -> Result<Option<Vec<String>>> {
    let units = sides.len();
    let seats = rules.seating.players();
    let order: Vec<String> = (0..seats).map(|i| sides[i % units].clone()).collect();
    p.say_line(&render::screen_wrapped(
        &tr!("table-seats-go-round", order = order.join(", ")),
        "  ",
    ))?;
    // The last game's players, offered first: Enter keeps them, `-` names none.
    let (prompt, default) = match &last {
        Some(seated) => (tr!("table-players-prompt-last"), Some(seated.join(", "))),
        None => (tr!("table-players-prompt"), None),
    };
    let mut line = Line::new(prompt).allow_empty();
    if let Some(default) = default {
        line = line.default(default);
    }
    let text = p.input(&line.check(move |s: &str| -> Result<(), String> {
        if leaves(s) || s.trim() == "-" {
            return Ok(());
        }
        let names: Vec<&str> = s
            .split(',')
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .collect();
        if let Some(e) = names.iter().find_map(|n| check_name(n).err()) {
            Err(e.said())
        } else if names.is_empty() || names.len() == seats {
            Ok(())
        } else {
            Err(tr!(
                "table-players-count",
                given = names.len(),
                seats = seats
            ))
        }
    }))?;
    if leaves(&text) {
        return Ok(None);
    }
    if text.trim() == "-" {
        return Ok(Some(Vec::new()));
    }
    Ok(Some(
        text.split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect(),
    ))
}

/// The totals a game begun on paper goes on from (`We=120, They=85`), each checked as a
/// game file's starting total is; Enter: none. None: `q` left.
fn ask_start_totals(
    p: &mut dyn Prompter,
    rules: &Rules,
    sides: &[String],
) -> Result<Option<Vec<(String, i64)>>> {
    let names = sides.to_vec();
    let parse_start = move |text: &str| -> Result<Vec<(String, i64)>, String> {
        let mut out = Vec::new();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (side, total) = part.split_once('=').ok_or_else(|| {
                tr!(
                    "table-start-write-side",
                    part = part.to_string(),
                    side = names[0].clone()
                )
            })?;
            // The one lookup of a side's name (any case, initials, a unique beginning).
            let side = crate::core::line::pick_unit_name(&names, side).map_err(|_| {
                tr!(
                    "table-start-not-a-side",
                    text = side.trim().to_string(),
                    sides = names.join(", ")
                )
            })?;
            let total: i64 = total
                .trim()
                .parse()
                .map_err(|_| tr!("table-not-whole-number", text = total.trim().to_string()))?;
            // The one rule of a starting total, as a game file's is checked.
            crate::core::ledger::check_start(rules, total)
                .map_err(|problem| render::start_text(&side, &problem))?;
            out.push((side, total));
        }
        Ok(out)
    };
    let text = p.input(
        &Line::new(tr!(
            "table-start-totals-prompt",
            first = sides.first().cloned().unwrap_or_default(),
            second = sides.get(1).cloned().unwrap_or_default()
        ))
        .allow_empty()
        .check(|s: &str| {
            if leaves(s) {
                return Ok(());
            }
            parse_start(s).map(|_| ())
        }),
    )?;
    if leaves(&text) {
        return Ok(None);
    }
    Ok(Some(parse_start(&text).unwrap_or_default()))
}

/// `q` typed at a question of the start: leave it, nothing started.
fn leaves(text: &str) -> bool {
    super::prompt::quits(text)
}

/// A variant's description in the player's language: a built-in preset's from the
/// catalog (`preset-<name>`, `presets.ftl`), else the preset's own words (a user's preset,
/// or a catalog without it).
fn described(name: &str, built_in: bool, own: &str) -> String {
    if !built_in {
        return own.to_string();
    }
    crate::render::preset_description_of(name, own)
}

/// The description's first sentence, so each variant takes one line.
fn first_sentence(text: &str) -> String {
    console::truncate_str(&whole_first_sentence(text), 52, "…").into_owned()
}

/// A description's first sentence, whole (without its full stop).
fn whole_first_sentence(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    let cut = line.find(". ").map_or(line, |i| &line[..i]);
    cut.trim_end_matches('.').to_string()
}
