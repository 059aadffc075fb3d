//! One hand's answers, in the variant's own terms: one line per side.
//!
//! Each side's whole result is typed on one line of short tokens (`out 1n 1m 2r 420 -35`,
//! `90 -40`; the grammar is `line.rs`), checked as it is typed by the same referee that
//! scores it (`score_hand` on the hand so far), so a side that went out without its
//! canastas is told so on that line. Who went out comes from the lines. `?` (or Enter on
//! a new line) asks that side step by step instead, in the preset's terms; `<` goes back
//! to the line before; `q` leaves the hand (nothing is saved).
//!
//! Three-handed, the partnership's shared melds, canastas, going out and penalties are one
//! line, each partner's own red threes and cards in hand another: the shared values cannot
//! be typed twice.
//!
//! A hand already entered is changed one line at a time (`change_line`): the line typed
//! replaces only what it names (`-45`), or with `=` first the whole side.

mod steps;

use crate::render::say::Say;
use crate::table_mode::Result;

use super::prompt::{Choice, Line, Prompter};
use crate::core::hand::{Hand, SideResult};
use crate::core::ledger::{GameLog, Report};
use crate::core::line::{Scope, scope_part};
use crate::core::rules::{Points, Rules, Seating};
use crate::render;
use crate::render::i18n;
use crate::tr;
use steps::{ask_steps, points};

/// The line words of the language table mode speaks (`c 1p 2r` in Spanish).
fn words() -> crate::core::line::LineWords {
    crate::render::i18n::line_words()
}

fn parse_side_line(
    rules: &crate::core::rules::Rules,
    scope: Scope,
    text: &str,
) -> Result<crate::core::hand::SideResult, crate::core::line::LineError> {
    crate::core::line::parse_side_line_in(rules, &words(), scope, text)
}

fn parse_change(
    rules: &crate::core::rules::Rules,
    scope: Scope,
    old: &crate::core::hand::SideResult,
    text: &str,
) -> Result<crate::core::hand::SideResult, crate::core::line::LineError> {
    crate::core::line::parse_change_in(rules, &words(), scope, old, text)
}

pub(super) fn side_line_text(
    rules: &crate::core::rules::Rules,
    scope: Scope,
    r: &crate::core::hand::SideResult,
) -> String {
    crate::core::line::side_line_text_in(rules, &words(), scope, r)
}

/// A hand's lines as typed at the table, one per side that did anything (`We: out 1n
/// 420`), for showing two typings of one hand side by side.
pub(super) fn hand_lines(
    rules: &crate::core::rules::Rules,
    hand: &crate::core::hand::Hand,
) -> Vec<String> {
    hand.results
        .iter()
        .map(|(u, r)| {
            let line = side_line_text(rules, Scope::Whole, r);
            format!("{u}: {}", if line.is_empty() { "0".into() } else { line })
        })
        .collect()
}

/// One line of a hand: whose it is, what it may carry, and the result it fills.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    /// As the prompt says it: `We`, `Ann + Cy together`, `Ann's own`.
    pub label: String,
    /// The result this line fills.
    pub unit: String,
    pub scope: Scope,
}

impl Asked {
    /// The line as the game layer knows it: whose result, which part.
    pub fn line(&self) -> crate::game::LineAsked {
        crate::game::LineAsked {
            unit: self.unit.clone(),
            scope: self.scope,
        }
    }
}

/// The lines a hand is asked in: one per side; three-handed with a lone player, the lone
/// player's line, the partnership's shared line, and each partner's own line.
pub fn lines_of(rules: &Rules, units: &[String], lone: Option<&str>) -> Vec<Asked> {
    crate::game::lines_asked(rules, units, lone)
        .into_iter()
        .map(|line| Asked {
            label: render::words::line_label(&line, units, lone),
            unit: line.unit,
            scope: line.scope,
        })
        .collect()
}

/// The hand the answers make: every unit, each line's part put in its result.
fn hand_of(base: &Hand, units: &[String], asked: &[Asked], answers: &[Option<SideResult>]) -> Hand {
    let lines: Vec<crate::game::LineAsked> = asked.iter().map(Asked::line).collect();
    crate::game::hand_of(base, units, &lines, answers)
}

/// The referee's verdict on a hand so far, in words.
fn referee_says(rules: &Rules, units: &[String], hand: &Hand) -> Result<(), String> {
    crate::game::referee(rules, units, hand).map_err(|e| e.said())
}

/// A change of one thing, for the correction's hint, in the form's own words: the red
/// threes taken away (`0r`) where the form has them, else its commonest kind of canasta
/// made one (`1d`: a dirty burraco), never a word the form has not.
fn change_example(rules: &Rules) -> String {
    if !rules.ordinary_threes {
        return format!(
            "0{}",
            crate::core::line::code_in(rules, &words(), "red_threes")
        );
    }
    let commonest = rules
        .canastas
        .iter()
        .min_by_key(|(n, k)| (k.bonus, (*n).clone()))
        .map(|(n, _)| n.clone())
        .unwrap_or_default();
    format!(
        "1{}",
        crate::core::line::code_in(rules, &words(), &commonest)
    )
}

/// A legend for the lines, in the preset's words:
/// `n natural, m mixed, r red threes; o out, c concealed; -35 in hand`.
pub fn legend(rules: &Rules) -> String {
    let crate::core::line::Known {
        counted,
        out,
        penalties,
        ..
    } = crate::core::line::known_words_in(rules, &words());
    // Each code held to its word (`r red threes`) by no-break spaces while the legend is
    // wrapped, so that no line ends between a code and what it means (40 columns).
    let list = |names: &[(String, String)]| {
        crate::render::words::word_list(names, rules.terms)
            .split(", ")
            .map(|item| item.replace(' ', "\u{a0}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (pot, ways_out): (crate::core::line::Words, crate::core::line::Words) = out
        .into_iter()
        .partition(|(_, key)| key == "no_pot" || key == "pot_unplayed");
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(n, k)| (-k.bonus, (*n).clone()));
    // The example goes out as the variant allows: with the kinds it needs to go out (Hand
    // and Foot: 2 clean, 2 dirty; else one each of its two commonest kinds), and at least
    // as many canastas in all as it needs (more of the commonest kind).
    let mut counts: Vec<(String, u32)> = if rules.going_out.needs_kinds.is_empty() {
        kinds[kinds.len().saturating_sub(2)..]
            .iter()
            .map(|(n, _)| ((*n).clone(), 1))
            .collect()
    } else {
        rules
            .going_out
            .needs_kinds
            .iter()
            .map(|(n, c)| (n.clone(), *c))
            .collect()
    };
    let have: u32 = counts.iter().map(|(_, c)| c).sum();
    let short = rules.going_out.needs_canastas.saturating_sub(have);
    if short > 0
        && let Some((commonest, _)) = kinds.last()
    {
        match counts.iter_mut().find(|(n, _)| n == *commonest) {
            Some((_, c)) => *c += short,
            None => counts.push(((*commonest).clone(), short)),
        }
    }
    let common: Vec<String> = counts
        .iter()
        .map(|(n, c)| format!("{c}{}", crate::core::line::code_in(rules, &words(), n)))
        .collect();
    // A player who went out holds nothing: where each side is one player, the example's
    // going out has no cards in hand. The example is a line, in the line's own words.
    let out_code = crate::core::line::code_in(rules, &words(), "out");
    // Red threes where the form has them (not where threes are ordinary cards).
    let red = if rules.ordinary_threes {
        String::new()
    } else {
        format!(
            " 2{}",
            crate::core::line::code_in(rules, &words(), "red_threes")
        )
    };
    let (example, minus) = if rules.seating.players_per_unit() == 1 {
        (format!("{out_code} {}{red} 420", common.join(" ")), "-40")
    } else {
        (
            format!("{out_code} {}{red} 420 -35", common.join(" ")),
            "-35",
        )
    };
    let mut parts = vec![
        tr!(
            "table-legend-example",
            example = example,
            minus = minus,
            held = if rules.foot { "foot" } else { "hand" }
        ),
        tr!(
            "table-legend-counts",
            counted = list(&counted),
            out = list(&ways_out)
        ),
    ];
    // The pot (the Burraco family) said apart from the ways of going out.
    if !pot.is_empty() {
        parts.push(tr!(
            "table-legend-pot",
            list = list(&pot),
            pot_term = crate::render::i18n::pot_term(rules.terms)
        ));
    }
    // Whether an unplayed pot's cards are in the points in hand (Italy) or not (Brazil).
    if let Some((unplayed, least)) = pot_in_hand(rules) {
        parts.push(tr!(
            "table-legend-pot-in-hand",
            unplayed = unplayed,
            pot_term = i18n::pot_term(rules.terms),
            least = least
        ));
    }
    if !penalties.is_empty() {
        parts.push(if rules.bonuses.is_empty() {
            tr!("table-legend-penalties", list = list(&penalties))
        } else {
            tr!("table-legend-penalties-bonuses", list = list(&penalties))
        });
    }
    // Cards written out, as the variant melds them: a run where it has no sets (Buraco
    // STBL, issue 45), else a set (card notation is the same in every language).
    let cards = crate::render::words::cards_example(rules.melds_runs_only());
    parts.push(keys_with_meanings(&tr!("table-legend-keys", cards = cards)));
    parts
        .iter()
        .map(|p| render::screen_wrapped(p, "  ").replace('\u{a0}', " "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Where the form has a pot: whether a pot taken and not played is in the points in hand
/// (`counts`, with the least its cards are worth) or left out (`not-counted`), as the
/// selector the legend and the step-by-step prompt take.
pub(super) fn pot_in_hand(rules: &Rules) -> Option<(&'static str, Points)> {
    let pot = rules.pot.as_ref()?;
    Some(match pot.unplayed {
        crate::core::rules::PotUnplayed::CountsInHand => (
            "counts",
            rules.cheapest_cards(u64::from(pot.cards)).unwrap_or(0),
        ),
        crate::core::rules::PotUnplayed::AsNotTaken => ("not-counted", 0),
    })
}

/// What a line's answer asks to do.
enum Step {
    Next,
    Back,
    Leave,
}

/// Told after every line of a new hand: how many lines are answered, and the hand they
/// make (table mode keeps it as a draft).
pub type Keep<'k> = &'k mut dyn FnMut(usize, &Hand) -> Result<()>;

/// Ask a whole hand, one line per side. `editing` is the index of the hand being asked
/// again; `defaults` the answers to offer (a hand that did not add up); `resume` the
/// lines answered before table mode stopped (a draft), which are not asked again. None:
/// the scorer left the hand (nothing is saved).
pub fn ask_hand(
    p: &mut dyn Prompter,
    log: &GameLog,
    report: &Report,
    editing: Option<usize>,
    defaults: Option<&Hand>,
    resume: Option<(usize, &Hand)>,
    keep: Keep,
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
    let mins = render::minimums_text(&minimums);
    let term = i18n::hand_term(report.terms);
    let heading = if editing.is_some() {
        tr!(
            "table-hand-heading-editing",
            term = term,
            number = number,
            dealer = dealer.clone(),
            minimums = mins.clone(),
            has_minimum = render::has_minimum(&minimums)
        )
    } else {
        tr!(
            "table-hand-heading",
            term = term,
            number = number,
            dealer = dealer.clone(),
            minimums = mins.clone(),
            has_minimum = render::has_minimum(&minimums)
        )
    };
    p.say_line(&format!("\n{}", render::heading(&heading)))?;
    p.say_line(&legend(rules))?;
    let mut base = Hand {
        note: defaults.and_then(|h| h.note.clone()),
        ..Hand::default()
    };
    if let Some((_, typed)) = resume {
        base.lone = typed.lone.clone();
    } else if let Seating::LoneAgainstPartnership { .. } = rules.seating {
        let Some(lone) = ask_lone(p, &units, defaults)? else {
            return Ok(None);
        };
        base.lone = lone;
    }
    let asked = lines_of(rules, &units, base.lone.as_deref());
    let old: Vec<Option<SideResult>> = asked
        .iter()
        .map(|a| {
            defaults
                .and_then(|h| h.results.get(&a.unit))
                .map(|r| scope_part(r, a.scope))
        })
        .collect();
    let mut answers: Vec<Option<SideResult>> = vec![None; asked.len()];
    let mut i = 0;
    if let Some((answered, typed)) = resume {
        i = answered.min(asked.len());
        for (k, a) in asked.iter().enumerate().take(i) {
            answers[k] = typed.results.get(&a.unit).map(|r| scope_part(r, a.scope));
        }
        let said: Vec<String> = asked[..i]
            .iter()
            .zip(&answers)
            .map(|(a, r)| {
                let line = r
                    .as_ref()
                    .map(|r| side_line_text(rules, a.scope, r))
                    .unwrap_or_default();
                format!("{}: {}", a.label, if line.is_empty() { "0" } else { &line })
            })
            .collect();
        if !said.is_empty() {
            p.say_line(&format!(
                "  {}",
                tr!("table-typed-before", lines = said.join("; "))
            ))?;
        }
    }
    while i < asked.len() {
        match ask_line(
            p,
            rules,
            &units,
            &base,
            &asked,
            &mut answers,
            i,
            old[i].as_ref(),
        )? {
            Step::Next => i += 1,
            Step::Back => i = i.saturating_sub(1),
            Step::Leave => return Ok(None),
        }
        keep(i, &hand_of(&base, &units, &asked[..i], &answers[..i]))?;
    }
    ask_slips(p, log, hand_of(&base, &units, &asked, &answers))
}

/// The referee's questions about a whole hand (`game::slips`), asked once after its lines
/// and before "Save it?": four-handed, the side that went out with nothing in hand is
/// asked its partner's points in hand, which become the side's; Enter keeps the hand as
/// typed (the points were already netted out of the melded points). `q` leaves the hand.
fn ask_slips(p: &mut dyn Prompter, log: &GameLog, mut hand: Hand) -> Result<Option<Hand>> {
    let units = log.units();
    for slip in crate::game::slips(log, &hand) {
        p.say_line(&render::screen_wrapped(&render::slip_question(&slip), "  "))?;
        // Checked by the referee as typed, like every line (a number not a multiple of
        // 5, more than the packs hold); `-35` as on a line is 35 in hand.
        let check = {
            let rules: Rules = log.rules()?.clone();
            let (hand, slip, units) = (hand.clone(), slip.clone(), units.clone());
            move |n: i64| {
                let answered = crate::game::answer_slip(&hand, &slip, n.saturating_abs());
                referee_says(&rules, &units, &answered)
            }
        };
        let prompt = render::slip_prompt(&slip);
        // Enter keeps the hand as typed: no points in hand added, the melded points as
        // they were.
        let typed = match &slip {
            crate::game::Slip::MeldedBelowMinimum { melded, .. } => *melded,
            _ => 0,
        };
        match points(p, prompt, typed, check) {
            Ok(n) => hand = crate::game::answer_slip(&hand, &slip, n.saturating_abs()),
            Err(e) if e.is_left_steps() || e.is_left() => return Ok(None),
            Err(e) => return Err(e),
        }
    }
    Ok(Some(hand))
}

/// Three-handed: who played alone. Some(None): nobody (each alone); None: left.
fn ask_lone(
    p: &mut dyn Prompter,
    units: &[String],
    defaults: Option<&Hand>,
) -> Result<Option<Option<String>>> {
    let mut items: Vec<String> = units
        .iter()
        .map(|u| tr!("table-played-alone", player = u.clone()))
        .collect();
    items.push(tr!("table-nobody-alone"));
    // Editing a hand where each played alone: that is the default again.
    let default = match defaults {
        Some(h) => h
            .lone
            .as_ref()
            .and_then(|l| units.iter().position(|u| u == l))
            .unwrap_or(units.len()),
        None => 0,
    };
    let pick = p.select(
        &Choice::new(tr!("table-who-alone"), items)
            .default(default)
            .esc_quits(),
    )?;
    Ok(pick.map(|i| units.get(i).cloned()))
}

/// Ask line `i` of a hand and put its answer in `answers[i]`.
#[allow(clippy::too_many_arguments)]
fn ask_line(
    p: &mut dyn Prompter,
    rules: &Rules,
    units: &[String],
    base: &Hand,
    asked: &[Asked],
    answers: &mut [Option<SideResult>],
    i: usize,
    old: Option<&SideResult>,
) -> Result<Step> {
    let a = &asked[i];
    let mut default: Option<SideResult> = answers[i].clone().or_else(|| old.cloned());
    loop {
        let shown_default = default
            .as_ref()
            .map(|r| side_line_text(rules, a.scope, r))
            .filter(|t| !t.is_empty())
            .or_else(|| default.as_ref().map(|_| "0".to_string()));
        let check = {
            let answers_before: Vec<Option<SideResult>> = answers[..i].to_vec();
            let initial = shown_default.clone();
            move |text: &str| -> Result<(), String> {
                let t = control(text, initial.as_deref());
                if matches!(t, "" | "?" | "<" | "q" | "Q") {
                    return Ok(());
                }
                let r = parse_side_line(rules, a.scope, t)
                    .map_err(|e| render::line_problem_brief(&e))?;
                let mut probe = answers_before.clone();
                probe.push(Some(r));
                referee_says(rules, units, &hand_of(base, units, &asked[..=i], &probe))
            }
        };
        // A line given before (`<` back to it, or a hand entered again) is on the prompt
        // to be edited: Enter keeps it, and a change is seen as it is typed, never a
        // silent replacement of what was there.
        let mut line = Line::new(a.label.clone())
            .allow_empty()
            .esc_types("q")
            .check(check);
        if let Some(d) = &shown_default {
            line = line.initial(d.clone());
        }
        let text = p.input(&line)?;
        let t = control(&text, shown_default.as_deref());
        match t {
            "<" if i > 0 => return Ok(Step::Back),
            "<" => continue,
            "q" | "Q" => return Ok(Step::Leave),
            "?" | "" => {
                // Enter on a line with nothing to keep, or `?`: step by step.
                let r = match ask_steps(p, rules, a, default.as_ref()) {
                    Ok(r) => r,
                    // Left: the line is asked again, as it was.
                    Err(e) if e.is_left_steps() || e.is_left() => continue,
                    Err(e) => return Err(e),
                };
                let mut probe: Vec<Option<SideResult>> = answers[..i].to_vec();
                probe.push(Some(r.clone()));
                if let Err(why) =
                    referee_says(rules, units, &hand_of(base, units, &asked[..=i], &probe))
                {
                    p.say_line(&render::warn(&tr!("table-cannot-be-right", why = why)))?;
                    p.say_line(&render::screen_wrapped(&tr!("table-type-line-again"), "  "))?;
                    default = Some(r);
                    continue;
                }
                answers[i] = Some(r);
                return Ok(Step::Next);
            }
            _ => {
                // Checked as typed; a default given back by Enter is checked as well.
                match parse_side_line(rules, a.scope, t) {
                    Ok(r) => {
                        answers[i] = Some(r);
                        return Ok(Step::Next);
                    }
                    Err(e) => {
                        p.say_line(&render::warn(&render::line_error_text(t, &e)))?;
                    }
                }
            }
        }
    }
}

/// What a typed line says: itself, or `<`, `q` or `?` typed after a line kept on the
/// prompt (`1m 250 -50 <` goes back without first deleting the line).
fn control<'t>(text: &'t str, initial: Option<&str>) -> &'t str {
    let t = text.trim();
    if let Some(rest) = initial.and_then(|i| t.strip_prefix(i.trim())) {
        let rest = rest.trim();
        if matches!(rest, "<" | "q" | "Q" | "?") {
            return rest;
        }
    }
    t
}

/// Change one line of an entered hand: what is typed replaces what it names, `=` first
/// the whole line; Enter keeps it. Going out typed on a line moves it there. None: left
/// as it was.
pub fn change_line(
    p: &mut dyn Prompter,
    log: &GameLog,
    hand: &Hand,
    a: &Asked,
) -> Result<Option<Hand>> {
    let rules: &Rules = log.rules()?;
    let units = log.units();
    let old = hand
        .results
        .get(&a.unit)
        .map(|r| scope_part(r, a.scope))
        .unwrap_or_default();
    let apply = |r: &SideResult| -> Hand { crate::game::with_line(hand, &a.line(), &old, r) };
    let now = side_line_text(rules, a.scope, &old);
    p.say_line(&render::screen_wrapped(
        &tr!(
            "table-change-what",
            label = a.label.clone(),
            line = if now.is_empty() { "0" } else { now.as_str() },
            example = change_example(rules)
        ),
        "  ",
    ))?;
    let check = |text: &str| -> Result<(), String> {
        let t = text.trim();
        if matches!(t, "" | "?" | "q" | "Q") {
            return Ok(());
        }
        let r =
            parse_change(rules, a.scope, &old, t).map_err(|e| render::line_problem_brief(&e))?;
        referee_says(rules, &units, &apply(&r))
    };
    let text = p.input(
        &Line::new(tr!("table-change-prompt", label = a.label.clone()))
            .allow_empty()
            .esc_types("q")
            .check(check),
    )?;
    match text.trim() {
        "" | "q" | "Q" => Ok(None),
        "?" => {
            let r = match ask_steps(p, rules, a, Some(&old)) {
                Ok(r) => r,
                Err(e) if e.is_left_steps() || e.is_left() => return Ok(None),
                Err(e) => return Err(e),
            };
            let next = apply(&r);
            if let Err(why) = referee_says(rules, &units, &next) {
                p.say_line(&render::warn(&tr!(
                    "table-cannot-be-right-unchanged",
                    why = why
                )))?;
                return Ok(None);
            }
            Ok(Some(next))
        }
        t => match parse_change(rules, a.scope, &old, t) {
            Ok(r) => Ok(Some(apply(&r))),
            Err(e) => {
                p.say_line(&render::warn(&render::line_error_text(t, &e)))?;
                Ok(None)
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::steps::{Counts, parse_canastas, parse_counts};
    use super::*;
    use indexmap::IndexMap;

    fn rules(name: &str) -> Rules {
        crate::core::presets::embedded(name).expect("preset")
    }

    /// Issue 32, item 4: the correction's hint names only what the form has: Classic's
    /// red threes (`0r`), and in the Burraco family (threes are ordinary cards) a count of
    /// its commonest kind, the dirty burraco (`1d`), never `0r`.
    #[test]
    fn the_correction_hint_is_in_the_forms_own_words() {
        crate::render::i18n::in_language(crate::render::i18n::Lang::En, || {
            assert_eq!(change_example(&rules("classic")), "0r");
            assert_eq!(change_example(&rules("burraco")), "1d");
            assert_eq!(change_example(&rules("buraco-stbl")), "1d");
        });
    }

    fn counts(pairs: &[(&str, i64)]) -> IndexMap<String, i64> {
        pairs.iter().map(|(k, n)| (k.to_string(), *n)).collect()
    }

    /// The legend's example line is a hand every variant takes: it goes out with the
    /// canastas (and kinds) the variant needs (Hand and Foot's said `1c 1d`, which its own
    /// referee refuses: it needs two clean and two dirty books).
    #[test]
    fn the_legend_example_is_a_legal_hand_in_every_variant() {
        for name in crate::core::presets::names() {
            let r = rules(name);
            let legend = legend(&r);
            let example = legend
                .split_once("e.g. `")
                .and_then(|(_, rest)| rest.split_once('`'))
                .map(|(line, _)| line.to_string())
                .expect("an example");
            let units = r.seating.scoring_units();
            let names: Vec<String> = crate::game::default_side_names(&r);
            let mut hand = Hand::default();
            for (i, unit) in names.iter().enumerate().take(units) {
                let line = if i == 0 { example.as_str() } else { "90 -40" };
                let result = parse_side_line(&r, Scope::Whole, line)
                    .unwrap_or_else(|e| panic!("{name}: {line}: {e:?}"));
                hand.results.insert(unit.clone(), result);
            }
            if r.seating.players_per_unit() == 1 && units == 3 {
                // Three-handed: somebody played alone; the one who went out.
                hand.lone = names.first().cloned();
            }
            crate::core::score::score_hand(&r, &names, &hand)
                .unwrap_or_else(|e| panic!("{name}: `{example}` refused: {e:?}"));
        }
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
        // As on a line: a name again is refused, not added up (`1n 1n` would silently be
        // two natural canastas).
        assert_eq!(
            ok("1n 1n"),
            Err("`n` is given twice; give it once, with the count in front".into())
        );
        // A short code a line takes (`cw` no; `n`, `nat`) is taken here too.
        assert_eq!(ok("1nat"), Ok(counts(&[("natural", 1)])));
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
            parse_counts(
                &classic,
                "We",
                Counts::Penalties,
                "1 undeclared red threes, 2i"
            ),
            Ok(counts(&[
                ("undeclared_red_three", 1),
                ("illegal_pile_take", 2)
            ]))
        );
        assert!(
            parse_counts(&classic, "We", Counts::Penalties, "1 x")
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
        // `n` is American's short code for a natural canasta on a line, and so here too.
        assert_eq!(am("1 n"), Ok(counts(&[("natural", 1)])));
        assert!(am("1 natu").unwrap_err().contains("could be"));
        assert!(am("1 s").unwrap_err().contains("`s` is not a canasta kind"));
        assert_eq!(am("1 natural_sevens"), Ok(counts(&[("natural_sevens", 1)])));
    }
}

/// The legend's keys (`?`, `<`, `q`, the same in every language) each bound to the word
/// after it by a no-break space, so that a narrow screen never leaves a key at a line's
/// end and its meaning on the next (issue 45; the legend turns them back into spaces once
/// wrapped).
fn keys_with_meanings(text: &str) -> String {
    text.replace("? ", "?\u{a0}")
        .replace("< ", "<\u{a0}")
        .replace(" q ", " q\u{a0}")
        .replace("(q ", "(q\u{a0}")
}

#[cfg(test)]
mod legend_keys_tests {
    use super::keys_with_meanings;
    use crate::core::language::Lang;
    use crate::render::i18n;

    /// At 40 columns, in every language, no line of the keys' legend ends with a key.
    #[test]
    fn no_key_is_left_at_a_lines_end() {
        for lang in Lang::ALL {
            let text = i18n::in_language(lang, || {
                crate::tr!("table-legend-keys", cards = "KKKKKKK QQ2, h:K74")
            });
            for width in 30..=80 {
                let wrapped = textwrap::fill(&keys_with_meanings(&text), width);
                for line in wrapped.lines() {
                    let end = line.trim_end();
                    assert!(
                        !end.ends_with('?') && !end.ends_with('<') && !end.ends_with(" q"),
                        "{} at {width}: {line:?}",
                        lang.tag()
                    );
                }
            }
        }
    }
}
