//! One hand's questions, in the variant's own terms.
//!
//! The questions come from the rules, never from the variant's name: the canastas of the
//! kinds the preset scores (typed on one line, count and kind), black threes only where
//! they score, incomplete melds, held aces and special hands only where the preset has
//! them. Melds and hands may be typed as cards
//! (checked as typed) or as totals. Every answer is checked where it is typed and asked
//! again with the reason; once a side is answered, the hand so far goes through the
//! referee (`score_hand`) and a side that cannot be right is asked again, its answers kept
//! as defaults. The side that went out is asked first, so a check never blames a side that
//! has not been asked yet.
//!
//! Editing a hand asks the same questions with the old answers as the defaults, so only
//! the wrong answer needs typing.

use anyhow::Result;
use indexmap::IndexMap;

use super::prompt::{Choice, Line, Prompter};
use crate::hand::{Hand, SideResult, WentOut};
use crate::ledger::{GameLog, Report};
use crate::render;
use crate::rules::{Points, Rules, Seating};
use crate::score::{check_side, count_cards, score_hand};

/// Ask a whole hand. `editing` is the index of the hand being asked again; `defaults` the
/// answers to offer (the old hand, or the answers of a hand that did not add up). None:
/// the scorer threw the hand away.
pub fn ask_hand(
    p: &mut dyn Prompter,
    log: &GameLog,
    report: &Report,
    editing: Option<usize>,
    defaults: Option<&Hand>,
) -> Result<Option<Hand>> {
    let rules: &Rules = log.rules()?;
    let units = log.units();
    let (number, dealer, minimums) = match editing.and_then(|n| report.hands.get(n)) {
        Some(h) => (h.number, h.dealer.clone(), h.minimums.clone()),
        None => (
            report.hands.len() + 1,
            report.next_dealer.clone(),
            report.next_minimum.clone(),
        ),
    };
    let mins: Vec<String> = minimums.iter().map(|(s, m)| format!("{s} {m}")).collect();
    p.say_line(&format!(
        "\n{}",
        render::heading(&format!(
            "── Hand {number}{} · {dealer} deals · initial meld: {} ──",
            if editing.is_some() { " (editing)" } else { "" },
            mins.join(", ")
        ))
    ))?;
    let old = |unit: &str| defaults.and_then(|h| h.results.get(unit));
    let mut hand = Hand {
        note: defaults.and_then(|h| h.note.clone()),
        ..Hand::default()
    };
    if let Seating::LoneAgainstPartnership { .. } = rules.seating {
        let mut items: Vec<String> = units.iter().map(|u| format!("{u} played alone")).collect();
        items.push("nobody took the pile and nobody went out: each alone".into());
        // Editing a hand where each played alone: that is the default again.
        let default = match defaults {
            Some(h) => h
                .lone
                .as_ref()
                .and_then(|l| units.iter().position(|u| u == l))
                .unwrap_or(units.len()),
            None => 0,
        };
        let pick = p.pick(
            &Choice::new(
                "Who played alone (the first to take the pile, or who went out)?",
                items,
            )
            .default(default),
        )?;
        hand.lone = units.get(pick).cloned();
    }
    let mut items: Vec<String> = units.iter().map(|u| format!("{u} went out")).collect();
    items.push("nobody went out (the stock ran out)".into());
    let old_out = units
        .iter()
        .position(|u| old(u).is_some_and(|r| r.went_out.is_some()));
    let default_out = match (defaults, old_out) {
        (_, Some(i)) => i,
        (Some(_), None) => units.len(),
        (None, None) => 0,
    };
    let out = p.pick(&Choice::new("Who went out?", items).default(default_out))?;
    let old_how = old_out
        .and_then(|i| old(&units[i]))
        .and_then(|r| r.went_out);
    let mut how = WentOut::Normal;
    let mut special = None;
    if out < units.len() {
        if !rules.special_hands.is_empty()
            && p.confirm("With a special hand?", old_how == Some(WentOut::Special))?
        {
            let names: Vec<&String> = rules.special_hands.keys().collect();
            let items: Vec<String> = rules
                .special_hands
                .iter()
                .map(|(n, h)| format!("{} ({})", n.replace('_', " "), h.points))
                .collect();
            let old_special = old_out
                .and_then(|i| old(&units[i]))
                .and_then(|r| r.special_hand.as_ref())
                .and_then(|s| names.iter().position(|n| *n == s))
                .unwrap_or(0);
            let pick = p.pick(&Choice::new("Which special hand?", items).default(old_special))?;
            how = WentOut::Special;
            special = Some(names[pick].clone());
        } else if rules.going_out.concealed_bonus.is_some()
            && p.confirm(
                "Concealed (the whole hand melded in one turn, with a canasta)?",
                matches!(old_how, Some(WentOut::Concealed | WentOut::HandCanasta)),
            )?
        {
            how = WentOut::Concealed;
            if rules.going_out.hand_canasta_bonus.is_some()
                && p.confirm(
                    "With a complete canasta of one's own in the hand (hand canasta)?",
                    old_how == Some(WentOut::HandCanasta),
                )?
            {
                how = WentOut::HandCanasta;
            }
        }
    }
    // The side that went out first, then the others in seat order.
    let mut order: Vec<usize> = (0..units.len()).collect();
    if out < units.len() {
        order.retain(|i| *i != out);
        order.insert(0, out);
    }
    // Until a side is answered it stands in the referee's probe as what is known of it.
    let placeholder = |i: usize| SideResult {
        went_out: (i == out && how == WentOut::Special).then_some(how),
        special_hand: (i == out).then(|| special.clone()).flatten(),
        ..SideResult::default()
    };
    for (i, unit) in units.iter().enumerate() {
        hand.results.insert(unit.clone(), placeholder(i));
    }
    for (place, &i) in order.iter().enumerate() {
        let unit = &units[i];
        if i == out && how == WentOut::Special {
            // A special hand scores only itself: nothing else to ask.
            continue;
        }
        let heading = format!("{} {} of {}", unit_word(rules), place + 1, units.len());
        let going_out = (i == out).then_some(how);
        let answers = old(unit).cloned();
        if !ask_checked_side(p, log, &mut hand, unit, &heading, going_out, answers)? {
            return Ok(None);
        }
    }
    Ok(Some(hand))
}

/// The sides whose answers can be asked again on their own (a side that went out with a
/// special hand answered nothing but that).
pub fn askable_units(hand: &Hand) -> Vec<String> {
    hand.results
        .iter()
        .filter(|(_, r)| r.went_out != Some(WentOut::Special))
        .map(|(u, _)| u.clone())
        .collect()
}

/// Ask one side of a hand again, its answers as the defaults, the rest of the hand kept.
/// None: the scorer threw the hand away.
pub fn ask_side_again(
    p: &mut dyn Prompter,
    log: &GameLog,
    hand: &Hand,
    unit: &str,
) -> Result<Option<Hand>> {
    let mut hand = hand.clone();
    let answers = hand.results.get(unit).cloned();
    let going_out = answers.as_ref().and_then(|r| r.went_out);
    let heading = format!("{} again", unit_word(log.rules()?));
    if ask_checked_side(p, log, &mut hand, unit, &heading, going_out, answers)? {
        Ok(Some(hand))
    } else {
        Ok(None)
    }
}

/// Ask a side under its heading, put its answers in `hand`, and run the hand so far past
/// the referee; a side that cannot be right is asked again (its answers the defaults) or
/// the hand thrown away (false).
fn ask_checked_side(
    p: &mut dyn Prompter,
    log: &GameLog,
    hand: &mut Hand,
    unit: &str,
    heading: &str,
    going_out: Option<WentOut>,
    mut answers: Option<SideResult>,
) -> Result<bool> {
    let rules: &Rules = log.rules()?;
    let units = log.units();
    loop {
        p.say_line(&render::heading(&format!("── {unit} ({heading}) ──")))?;
        let r = ask_side(p, rules, unit, going_out, answers.as_ref())?;
        hand.results.insert(unit.to_string(), r.clone());
        match count_cards(rules, hand).and_then(|h| score_hand(rules, &units, &h)) {
            Ok(_) => return Ok(true),
            Err(e) => {
                p.say_line(&render::warn(&format!("That cannot be right: {e}.")))?;
                let pick = p.pick(&Choice::new(
                    "What now?",
                    [
                        format!("Ask {unit} again (your answers are the defaults)"),
                        "Throw this hand away (nothing is saved)".to_string(),
                    ],
                ))?;
                if pick == 1 {
                    return Ok(false);
                }
                answers = Some(r);
            }
        }
    }
}

fn unit_word(rules: &Rules) -> &'static str {
    if rules.seating.players_per_unit() == 1 {
        "player"
    } else {
        "side"
    }
}

/// Numbering of one side's questions ("We 3/9: red threes laid out"), so the table sees
/// how far through the side it is. The count shrinks when cards are typed, because the
/// totals they replace are not asked.
struct Progress<'a> {
    unit: &'a str,
    step: usize,
    steps: usize,
}

impl Progress<'_> {
    fn ask(&mut self, question: &str) -> String {
        self.step += 1;
        format!(
            "{} {}/{}: {question}",
            self.unit,
            self.step,
            self.steps.max(self.step)
        )
    }
}

/// How many questions a side is asked, given whether its melds and its hands are typed as
/// cards.
fn steps(rules: &Rules, holds_cards: bool, melds_as_cards: bool, hands_as_cards: bool) -> usize {
    let mut n = 1; // melds as cards, or Enter
    if !melds_as_cards {
        n += 2; // canastas, melded points
        n += usize::from(!rules.incomplete_melds.is_empty());
    }
    n += 1; // red threes
    n += usize::from(black_scored(rules));
    if holds_cards {
        n += 1; // hands as cards, or Enter
        if !hands_as_cards {
            n += 1; // points in hand
            n += usize::from(black_in_hand(rules));
            n += rules.holding_three_or_more.len();
        }
    }
    n += usize::from(!rules.penalties.is_empty());
    n
}

fn black_scored(rules: &Rules) -> bool {
    rules
        .black_threes
        .as_ref()
        .is_some_and(|b| !b.by_count.is_empty())
}

fn black_in_hand(rules: &Rules) -> bool {
    rules
        .black_threes
        .as_ref()
        .is_some_and(|b| b.in_hand_each.is_some())
}

/// Ask one side's result. `going_out` is how it went out, if it did.
fn ask_side(
    p: &mut dyn Prompter,
    rules: &Rules,
    unit: &str,
    going_out: Option<WentOut>,
    old: Option<&SideResult>,
) -> Result<SideResult> {
    let blank = SideResult::default();
    let old = old.unwrap_or(&blank);
    let mut r = SideResult {
        went_out: going_out,
        ..SideResult::default()
    };
    // A player who went out alone holds nothing; a partnership's partner may hold cards.
    let holds_cards = !(going_out.is_some() && rules.seating.players_per_unit() == 1);
    let mut progress = Progress {
        unit,
        step: 0,
        steps: steps(
            rules,
            holds_cards,
            !old.melds.is_empty(),
            !old.hands.is_empty(),
        ),
    };

    let prompt = progress.ask("melds as cards (e.g. KKKKKKK QQ2 555), or Enter to give totals");
    r.melds = cards_prompt(p, rules, prompt, going_out, true, &old.melds.join(" "))?;
    progress.steps = steps(
        rules,
        holds_cards,
        !r.melds.is_empty(),
        !old.hands.is_empty(),
    );
    if r.melds.is_empty() {
        let legend: Vec<String> = kinds_by_bonus(rules)
            .iter()
            .map(|(n, k)| format!("{} {}", n.replace('_', " "), k.bonus))
            .collect();
        p.say_line(&format!("  canasta kinds: {}", legend.join(", ")))?;
        // The two commonest kinds (the lowest bonuses), e.g. `1 natural 2 mixed`.
        let kinds = kinds_by_bonus(rules);
        let example = kinds[kinds.len().saturating_sub(2)..]
            .iter()
            .enumerate()
            .map(|(i, (n, _))| format!("{} {}", i + 1, n.replace('_', " ")))
            .collect::<Vec<_>>()
            .join(" ");
        let rules_for_check = rules.clone();
        let unit_for_check = unit.to_string();
        r.canastas = tally_prompt(
            p,
            progress.ask(&format!(
                "canastas, count and kind (e.g. {example}), or Enter for none"
            )),
            &old.canastas,
            move |s| parse_canastas(&rules_for_check, &unit_for_check, s),
        )?;
    }
    r.red_threes = count(
        p,
        progress.ask("red threes laid out"),
        old.red_threes,
        referee(rules, unit, |r, n| r.red_threes = n),
    )?;
    if black_scored(rules) {
        r.black_threes = count(
            p,
            progress.ask("black threes laid out (face up, like red threes)"),
            old.black_threes,
            referee(rules, unit, |r, n| r.black_threes = n),
        )?;
    }
    if r.melds.is_empty() {
        r.melded = points(
            p,
            progress.ask("points of the cards melded (not bonuses)"),
            old.melded,
            referee(rules, unit, |r, n| r.melded = n),
        )?;
        if !rules.incomplete_melds.is_empty() {
            let names: Vec<&String> = rules.incomplete_melds.keys().collect();
            let items: Vec<String> = rules
                .incomplete_melds
                .iter()
                .map(|(n, m)| format!("{} ({})", n.replace('_', " "), m.penalty))
                .collect();
            let checked: Vec<bool> = names.iter().map(|n| old.incomplete.contains(n)).collect();
            let picked = p.multi_select(
                &progress.ask("melds left incomplete (Space marks one, Enter when done)"),
                &items,
                &checked,
            )?;
            r.incomplete = picked.into_iter().map(|i| names[i].clone()).collect();
        }
    }
    if holds_cards {
        let prompt = progress.ask(if rules.seating.players_per_unit() == 1 {
            "cards left in hand (e.g. K74), or Enter to give points"
        } else {
            "cards left in each hand, players separated by / (e.g. K74 / 55), or Enter to give points"
        });
        r.hands = cards_prompt(p, rules, prompt, going_out, false, &old.hands.join(" / "))?;
        progress.steps = steps(rules, holds_cards, !r.melds.is_empty(), !r.hands.is_empty());
        if r.hands.is_empty() {
            r.in_hand = points(
                p,
                progress.ask("points of the cards left in hand (a positive number)"),
                old.in_hand,
                referee(rules, unit, |r, n| r.in_hand = n),
            )?;
            if black_in_hand(rules) {
                r.black_threes_in_hand = count(
                    p,
                    progress.ask("black threes left in hand"),
                    old.black_threes_in_hand,
                    referee(rules, unit, |r, n| r.black_threes_in_hand = n),
                )?;
            }
            for rank in rules.holding_three_or_more.keys() {
                let n = count(
                    p,
                    progress.ask(&format!("players holding three or more {rank}")),
                    old.holding.get(rank).copied().unwrap_or(0),
                    {
                        let rank = rank.clone();
                        referee(rules, unit, move |r, n| {
                            r.holding.insert(rank.clone(), n);
                        })
                    },
                )?;
                if n > 0 {
                    r.holding.insert(rank.clone(), n);
                }
            }
        }
    }
    if !rules.penalties.is_empty()
        && p.confirm(&progress.ask("any penalties?"), !old.penalties.is_empty())?
    {
        let legend: Vec<String> = rules
            .penalties
            .iter()
            .map(|(n, pts)| format!("{} {pts}", n.replace('_', " ")))
            .collect();
        p.say_line(&format!("  penalties: {}", legend.join(", ")))?;
        let example = rules
            .penalties
            .keys()
            .next()
            .map_or(String::new(), |n| format!("1 {}", n.replace('_', " ")));
        let rules_for_check = rules.clone();
        let unit_for_check = unit.to_string();
        r.penalties = tally_prompt(
            p,
            format!("{unit}: which penalties, count and name (e.g. {example})"),
            &old.penalties,
            move |s| parse_penalties(&rules_for_check, &unit_for_check, s),
        )?;
    }
    Ok(r)
}

/// A count: a whole number from 0 to `max`; anything else is explained and asked again.
/// The referee's own check of one answer: `answer` puts the typed number into an empty
/// result, and `score::check_side` judges it, so every front end refuses the same things
/// with the same words.
fn referee(
    rules: &Rules,
    unit: &str,
    answer: impl Fn(&mut SideResult, i64) + 'static,
) -> impl Fn(i64) -> Result<(), String> + 'static {
    let rules = rules.clone();
    let unit = unit.to_string();
    move |n| {
        let mut probe = SideResult::default();
        answer(&mut probe, n);
        check_side(&rules, &unit, &probe).map_err(|e| e.to_string())
    }
}

/// A count (threes, players), checked by the referee.
fn count(
    p: &mut dyn Prompter,
    prompt: String,
    default: i64,
    check: impl Fn(i64) -> Result<(), String> + 'static,
) -> Result<i64> {
    number(
        p,
        prompt,
        default,
        "a count; type a whole number, e.g. 1",
        check,
    )
}

/// Card points (a multiple of 5 up to what the packs hold), checked by the referee.
fn points(
    p: &mut dyn Prompter,
    prompt: String,
    default: Points,
    check: impl Fn(i64) -> Result<(), String> + 'static,
) -> Result<Points> {
    number(
        p,
        prompt,
        default,
        "a number of points; type e.g. 205",
        check,
    )
}

/// A whole number, checked by `check` as it is typed; `not_a` says what was expected.
fn number(
    p: &mut dyn Prompter,
    prompt: String,
    default: i64,
    not_a: &'static str,
    check: impl Fn(i64) -> Result<(), String> + 'static,
) -> Result<i64> {
    let text = p.input(&Line::new(prompt).default(default.to_string()).check(
        move |s: &str| -> Result<(), String> {
            match s.trim().parse::<i64>() {
                Err(_) => Err(format!("`{}` is not {not_a}", s.trim())),
                Ok(n) => check(n),
            }
        },
    ))?;
    Ok(text.trim().parse().unwrap_or(default))
}

/// A line of `COUNT NAME` pairs (canastas, penalties), checked by `parse` as it is typed.
fn tally_prompt(
    p: &mut dyn Prompter,
    prompt: String,
    old: &IndexMap<String, i64>,
    parse: impl Fn(&str) -> Result<IndexMap<String, i64>, String> + 'static,
) -> Result<IndexMap<String, i64>> {
    let text = p.input(
        &Line::new(prompt)
            .initial(tally_text(old))
            .allow_empty()
            .check(|s: &str| -> Result<(), String> { parse(s).map(|_| ()) }),
    )?;
    // The validator accepted this very text, so it parses.
    Ok(parse(&text).unwrap_or_default())
}

/// Ask for cards (melds, or hands separated by `/`), checked at once: a typo or an illegal
/// meld is explained and asked again. Empty means "I will give totals instead".
fn cards_prompt(
    p: &mut dyn Prompter,
    rules: &Rules,
    prompt: String,
    going_out: Option<WentOut>,
    melds: bool,
    initial: &str,
) -> Result<Vec<String>> {
    let text = p.input(&Line::new(prompt).initial(initial).allow_empty().check(
        move |text: &str| -> Result<(), String> {
            if text.trim().is_empty() {
                return Ok(());
            }
            let entries = split_entries(text, melds);
            let mut probe = SideResult {
                went_out: going_out,
                ..SideResult::default()
            };
            if melds {
                probe.melds = entries;
            } else {
                probe.hands = entries;
            }
            let mut hand = Hand::default();
            hand.results.insert("these cards".into(), probe);
            count_cards(rules, &hand)
                .map(|_| ())
                .map_err(|e| format!("{e}; fix it, or clear the line to give totals"))
        },
    ))?;
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    Ok(split_entries(&text, melds))
}

/// Melds are one entry (they are split by the card notation); hands are split at `/`.
fn split_entries(text: &str, melds: bool) -> Vec<String> {
    if melds {
        vec![text.trim().to_string()]
    } else {
        text.split('/').map(|h| h.trim().to_string()).collect()
    }
}

/// The preset's canasta kinds, highest bonus first.
fn kinds_by_bonus(rules: &Rules) -> Vec<(&String, &crate::rules::CanastaKind)> {
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(n, k)| (-k.bonus, (*n).clone()));
    kinds
}

/// Counts as typed: `1 natural 2 mixed`, `1 undeclared red three`.
fn tally_text(counts: &IndexMap<String, i64>) -> String {
    counts
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| format!("{n} {}", k.replace('_', " ")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Read canasta counts typed as `COUNT KIND` pairs (see `parse_tally`).
fn parse_canastas(rules: &Rules, unit: &str, text: &str) -> Result<IndexMap<String, i64>, String> {
    let tally = Tally {
        names: kinds_by_bonus(rules)
            .into_iter()
            .map(|(n, _)| n.clone())
            .collect(),
        what: "canasta kind",
        variant: &rules.name,
    };
    let canastas = parse_tally(&tally, text)?;
    let probe = SideResult {
        canastas: canastas.clone(),
        ..SideResult::default()
    };
    check_side(rules, unit, &probe).map_err(|e| e.to_string())?;
    Ok(canastas)
}

/// Read penalties typed as `COUNT NAME` pairs (see `parse_tally`).
fn parse_penalties(rules: &Rules, unit: &str, text: &str) -> Result<IndexMap<String, i64>, String> {
    let tally = Tally {
        names: rules.penalties.keys().cloned().collect(),
        what: "penalty",
        variant: &rules.name,
    };
    let penalties = parse_tally(&tally, text)?;
    let probe = SideResult {
        penalties: penalties.clone(),
        ..SideResult::default()
    };
    check_side(rules, unit, &probe).map_err(|e| e.to_string())?;
    Ok(penalties)
}

/// Names that are counted on one line: a preset's canasta kinds, or its penalties.
struct Tally<'a> {
    /// In the order they are listed to the player.
    names: Vec<String>,
    what: &'a str,
    variant: &'a str,
}

/// Read `COUNT NAME` pairs: `1 natural 2 mixed`, `2 naturals, 1 wild twos`, `1n 1m`,
/// `1 undeclared red three`. A name is the preset's, with spaces or `_`, in any case, a
/// plural `s` allowed, or any prefix that names one only (`n`, `nat`, `u`). A name given
/// twice adds up. The refusal is what the prompt shows under the line.
fn parse_tally(tally: &Tally, text: &str) -> Result<IndexMap<String, i64>, String> {
    // Split `2natural` and `1n` into a count and a word.
    let mut tokens: Vec<String> = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
        let rest = &word[digits.len()..];
        if !digits.is_empty() {
            tokens.push(digits);
        }
        if !rest.is_empty() {
            tokens.push(rest.to_lowercase());
        }
    }
    let names = &tally.names;
    let spoken = |n: &str| n.replace('_', " ");
    let known = || {
        names
            .iter()
            .map(|n| spoken(n))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let first = names.first().map_or(String::new(), |n| spoken(n));
    let mut out: IndexMap<String, i64> = IndexMap::new();
    let mut i = 0;
    while i < tokens.len() {
        let count: i64 = tokens[i].parse().map_err(|_| {
            format!(
                "`{}` has no count before it; write the count, then the {}, e.g. 1 {first}",
                tokens[i], tally.what
            )
        })?;
        i += 1;
        let mut words = Vec::new();
        while i < tokens.len() && tokens[i].parse::<i64>().is_err() {
            words.push(tokens[i].replace('-', "_"));
            i += 1;
        }
        if words.is_empty() {
            return Err(format!(
                "{count} of which {}? write e.g. {count} {first}; {} has: {}",
                tally.what,
                tally.variant,
                known()
            ));
        }
        let phrase = words.join("_");
        let singular = phrase.trim_end_matches('s');
        let exact = names
            .iter()
            .find(|n| n.as_str() == phrase || n.as_str() == singular);
        let name = match exact {
            Some(k) => k.clone(),
            None => {
                let matching: Vec<&String> =
                    names.iter().filter(|n| n.starts_with(&phrase)).collect();
                match matching.as_slice() {
                    [one] => (*one).clone(),
                    [] => {
                        return Err(format!(
                            "`{}` is not a {} of {}; {} has: {}",
                            words.join(" "),
                            tally.what,
                            tally.variant,
                            tally.variant,
                            known()
                        ));
                    }
                    many => {
                        return Err(format!(
                            "`{}` could be {}; write more of the name",
                            words.join(" "),
                            many.iter()
                                .map(|n| spoken(n))
                                .collect::<Vec<_>>()
                                .join(" or ")
                        ));
                    }
                }
            }
        };
        let total = out.entry(name).or_default();
        *total = total.saturating_add(count);
    }
    out.retain(|_, n| *n > 0);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(name: &str) -> Rules {
        crate::presets::embedded(name).expect("preset")
    }

    fn counts(pairs: &[(&str, i64)]) -> IndexMap<String, i64> {
        pairs.iter().map(|(k, n)| (k.to_string(), *n)).collect()
    }

    #[test]
    fn canastas_typed_in_one_line() {
        let classic = rules("classic");
        let ok = |t: &str| parse_canastas(&classic, "We", t);
        assert_eq!(ok(""), Ok(counts(&[])));
        assert_eq!(
            ok("1 natural 2 mixed"),
            Ok(counts(&[("natural", 1), ("mixed", 2)]))
        );
        assert_eq!(
            ok("2 Naturals, 1m"),
            Ok(counts(&[("natural", 2), ("mixed", 1)]))
        );
        assert_eq!(ok("1n 1n"), Ok(counts(&[("natural", 2)])));
        assert_eq!(ok("0 mixed"), Ok(counts(&[])));
        assert!(
            ok("natural")
                .unwrap_err()
                .contains("has no count before it")
        );
        assert!(ok("2").unwrap_err().contains("2 of which canasta kind?"));
        assert!(
            ok("1 wild")
                .unwrap_err()
                .contains("not a canasta kind of classic")
        );
        assert!(
            ok("16 mixed")
                .unwrap_err()
                .contains("classic's packs hold cards for at most 15 canastas")
        );
        assert_eq!(
            parse_penalties(&classic, "We", "1 undeclared red threes, 2i"),
            Ok(counts(&[
                ("undeclared_red_three", 1),
                ("illegal_pile_take", 2)
            ]))
        );
        assert!(
            parse_penalties(&classic, "We", "1 x")
                .unwrap_err()
                .contains("`x` is not a penalty of classic")
        );
        let american = rules("american");
        let am = |t: &str| parse_canastas(&american, "We", t);
        assert_eq!(
            am("1 wild twos 1 natural aces 1 wild"),
            Ok(counts(&[
                ("wild_twos", 1),
                ("natural_aces", 1),
                ("wild", 1)
            ]))
        );
        assert!(am("1 n").unwrap_err().contains("could be"));
        assert_eq!(am("1 natural_sevens"), Ok(counts(&[("natural_sevens", 1)])));
    }
}
