//! A side asked step by step, in the variant's own terms (`?` at a line, or Enter on an empty one): each count and number on a prompt of its own, refereed as it is typed.

mod tally;

use crate::render::say::Say;
use crate::table_mode::{Error, Result};
use indexmap::IndexMap;

use super::{Asked, pot_in_hand};
use crate::core::hand::{Hand, SideResult, WentOut};
use crate::core::line::Scope;
use crate::core::rules::{Points, Rules};
use crate::core::score::{check_canastas_to_go_out, check_side, count_cards};
use crate::render;
use crate::render::i18n;
use crate::table_mode::prompt::{Choice, Line, Prompter};
use crate::tr;
use tally::{What, parse_tally};

/// Does a typed answer leave step by step?
fn leaves_steps(text: &str) -> bool {
    crate::table_mode::prompt::quits_or_back(text)
}

/// Leave step by step if `text` says so.
fn left(text: &str) -> Result<()> {
    if leaves_steps(text) {
        return Err(Error::LeftSteps);
    }
    Ok(())
}

/// One line asked step by step: how the side ended the hand (where the line carries
/// going out), then the preset's questions.
pub(super) fn ask_steps(
    p: &mut dyn Prompter,
    rules: &Rules,
    a: &Asked,
    old: Option<&SideResult>,
) -> Result<SideResult> {
    let blank = SideResult::default();
    let old = old.unwrap_or(&blank);
    let mut going_out = None;
    let mut special = None;
    if a.scope != Scope::Own {
        let mut ways: Vec<(String, Option<WentOut>, Option<String>)> =
            vec![(tr!("table-way-not-out"), None, None)];
        ways.push((tr!("table-way-out"), Some(WentOut::Normal), None));
        if rules.going_out.concealed_bonus.is_some() {
            ways.push((tr!("table-way-concealed"), Some(WentOut::Concealed), None));
        }
        if rules.going_out.hand_canasta_bonus.is_some() {
            ways.push((
                tr!("table-way-hand-canasta"),
                Some(WentOut::HandCanasta),
                None,
            ));
        }
        // Picked from the list, never typed: the special hand in the player's language.
        for (name, h) in &rules.special_hands {
            ways.push((
                tr!(
                    "table-way-special",
                    special = i18n::word(name),
                    points = h.points
                ),
                Some(WentOut::Special),
                Some(name.clone()),
            ));
        }
        let default = ways
            .iter()
            .position(|(_, how, sp)| *how == old.went_out && *sp == old.special_hand)
            .unwrap_or(0);
        let items: Vec<String> = ways.iter().map(|(t, _, _)| t.clone()).collect();
        let Some(pick) = p.select(
            &Choice::new(
                tr!(
                    "table-how-ended",
                    label = a.label.clone(),
                    term = i18n::hand_term(rules.terms)
                ),
                items,
            )
            .default(default)
            .esc_quits(),
        )?
        else {
            return Err(Error::LeftSteps);
        };
        going_out = ways[pick].1;
        special = ways[pick].2.clone();
    }
    if going_out == Some(WentOut::Special) {
        // A special hand scores only itself: nothing else to ask.
        return Ok(SideResult {
            went_out: going_out,
            special_hand: special,
            ..SideResult::default()
        });
    }
    let mut r = ask_side(p, rules, &a.label, going_out, Some(old), a.scope)?;
    r.special_hand = special;
    Ok(r)
}

/// Numbering of one side's questions ("We 3/9: red threes laid out"), so the table sees
/// how far through the side it is. The count shrinks when cards are typed, because the
/// totals they replace are not asked.
pub(super) struct Progress<'a> {
    unit: &'a str,
    step: usize,
    steps: usize,
}

impl Progress<'_> {
    fn ask(&mut self, question: &str) -> String {
        self.step += 1;
        tr!(
            "table-step",
            side = self.unit.to_string(),
            step = self.step,
            steps = self.steps.max(self.step),
            question = question.to_string()
        )
    }
}

/// How many questions a side is asked, given whether its melds and its hands are typed as
/// cards.
pub(super) fn steps(
    rules: &Rules,
    holds_cards: bool,
    melds_as_cards: bool,
    hands_as_cards: bool,
) -> usize {
    let mut n = 1; // melds as cards, or Enter
    if !melds_as_cards {
        n += 2; // canastas, melded points
        n += usize::from(!rules.incomplete_melds.is_empty());
    }
    n += usize::from(!rules.ordinary_threes); // red threes
    n += usize::from(black_scored(rules));
    n += usize::from(rules.pot.is_some()); // the pot
    if holds_cards {
        n += 1; // hands as cards, or Enter
        if !hands_as_cards {
            n += 1; // points in hand
            n += usize::from(black_in_hand(rules));
            n += rules.holding_three_or_more.len();
        }
    }
    n += usize::from(!rules.penalties.is_empty());
    n += usize::from(!rules.bonuses.is_empty());
    n
}

/// How many questions a player's own line asks (three-handed), step by step.
pub(super) fn own_steps(rules: &Rules, holds_cards: bool) -> usize {
    let mut n = usize::from(!rules.ordinary_threes) + usize::from(black_scored(rules));
    if holds_cards {
        n += 2 + usize::from(black_in_hand(rules)) + rules.holding_three_or_more.len();
    }
    n
}

pub(super) fn black_scored(rules: &Rules) -> bool {
    rules
        .black_threes
        .as_ref()
        .is_some_and(|b| !b.by_count.is_empty())
}

pub(super) fn black_in_hand(rules: &Rules) -> bool {
    rules
        .black_threes
        .as_ref()
        .is_some_and(|b| b.in_hand_each.is_some())
}

/// One side asked step by step: its rules, its name, how it went out, what it answered
/// before (the defaults), and which of its parts the line carries.
struct Side<'a> {
    rules: &'a Rules,
    unit: &'a str,
    going_out: Option<WentOut>,
    old: &'a SideResult,
    /// The line carries what the side shares: melds, canastas, the pot, penalties, bonuses.
    shared: bool,
    /// The side (or the player) may hold cards at the end of the hand.
    holds_cards: bool,
}

/// Ask one side's result. `going_out` is how it went out, if it did.
pub(super) fn ask_side(
    p: &mut dyn Prompter,
    rules: &Rules,
    unit: &str,
    going_out: Option<WentOut>,
    old: Option<&SideResult>,
    scope: Scope,
) -> Result<SideResult> {
    let blank = SideResult::default();
    let old = old.unwrap_or(&blank);
    let mut r = SideResult {
        went_out: going_out,
        ..SideResult::default()
    };
    let shared = scope != Scope::Own;
    let own = scope != Scope::Shared;
    // A player who went out alone holds nothing; a partnership's partner may hold cards.
    let holds_cards =
        own && !(going_out.is_some() && rules.seating.players_per_unit() == 1 && shared);
    let side = Side {
        rules,
        unit,
        going_out,
        old,
        shared,
        holds_cards,
    };
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

    if !shared {
        progress.steps = own_steps(rules, holds_cards);
    }
    if shared {
        let prompt = progress.ask(&tr!("table-step-melds"));
        r.melds = cards_prompt(p, rules, prompt, going_out, true, &old.melds.join(" "))?;
    }
    if shared {
        progress.steps = steps(
            rules,
            holds_cards,
            !r.melds.is_empty(),
            !old.hands.is_empty(),
        );
    }
    if shared && r.melds.is_empty() {
        r.canastas = ask_canastas(p, &side, &mut progress)?;
    }
    if shared && rules.pot.is_some() {
        r.pot = ask_pot(p, &side, &mut progress)?;
    }
    if own && !rules.ordinary_threes {
        r.red_threes = count(
            p,
            progress.ask(&tr!("table-step-red-threes")),
            old.red_threes,
            referee(rules, unit, |r, n| r.red_threes = n),
        )?;
    }
    if own && black_scored(rules) {
        r.black_threes = count(
            p,
            progress.ask(&tr!("table-step-black-threes")),
            old.black_threes,
            referee(rules, unit, |r, n| r.black_threes = n),
        )?;
    }
    if shared && r.melds.is_empty() {
        ask_melded(p, &side, &mut progress, &mut r)?;
    }
    if holds_cards {
        ask_in_hand(p, &side, &mut progress, &mut r)?;
    }
    for which in [Counts::Penalties, Counts::Bonuses] {
        if shared
            && !which.of(rules).is_empty()
            && match p.confirm(&progress.ask(&which.any()), !which.field(old).is_empty()) {
                // Esc or `q` here leaves step by step, as everywhere in it.
                Err(e) if e.is_left() => return Err(Error::LeftSteps),
                answer => answer?,
            }
        {
            let asked = ask_counts(p, rules, unit, which, which.field(old))?;
            *which.field_mut(&mut r) = asked;
        }
    }
    Ok(r)
}

/// A canasta kind's name as typed; where the form says burraco, its burraco form where
/// the language has one (Italian `pulito`, typed as well as `pulita`).
fn kind_name(rules: &Rules, key: &str) -> String {
    let burraco = i18n::kind_word(key, rules.terms, false);
    if rules.terms.canasta == crate::core::rules::CanastaTerm::Burraco
        && burraco != i18n::word(key)
        && crate::core::line::pick_word_in(
            rules,
            &i18n::line_words(),
            crate::core::line::FlagWord::Kind,
            &burraco,
        )
        .is_ok_and(|k| k == key)
    {
        burraco
    } else {
        typed_name(key)
    }
}

/// The side's canastas (melds given as totals), after a legend of the kinds and their
/// bonuses; a side that went out is told at once if it lacks the canastas for it.
fn ask_canastas(
    p: &mut dyn Prompter,
    side: &Side,
    progress: &mut Progress,
) -> Result<IndexMap<String, i64>> {
    let (rules, unit, going_out) = (side.rules, side.unit, side.going_out);
    let legend: Vec<String> = kinds_by_bonus(rules)
        .iter()
        .map(|(n, k)| format!("{} {}", kind_name(rules, n), k.bonus))
        .collect();
    p.say_line(&render::screen_wrapped(
        &tr!(
            "table-step-kinds",
            kinds = legend.join(", "),
            canasta_term = i18n::canasta_term(rules.terms)
        ),
        "  ",
    ))?;
    // The two commonest kinds (the lowest bonuses), e.g. `1 natural 2 mixed`.
    let kinds = kinds_by_bonus(rules);
    let example = kinds[kinds.len().saturating_sub(2)..]
        .iter()
        .enumerate()
        .map(|(i, (n, _))| format!("{} {}", i + 1, kind_name(rules, n)))
        .collect::<Vec<_>>()
        .join(" ");
    let rules_for_check = rules.clone();
    let unit_for_check = unit.to_string();
    tally_prompt(
        p,
        progress.ask(&tr!(
            "table-step-canastas",
            example = example,
            canasta_term = i18n::canasta_term(rules.terms)
        )),
        &side.old.canastas,
        move |s| {
            let canastas = parse_canastas(&rules_for_check, &unit_for_check, s)?;
            // A side that went out is told at once if it lacks the canastas for it.
            if going_out.is_some_and(|w| w != WentOut::Special) {
                check_canastas_to_go_out(&rules_for_check, &unit_for_check, &canastas)
                    .map_err(|e| e.said())?;
            }
            Ok(canastas)
        },
    )
}

/// Where the form has a pot: whether the side took it, did not, or took it and did not
/// play it. Esc leaves step by step.
fn ask_pot(
    p: &mut dyn Prompter,
    side: &Side,
    progress: &mut Progress,
) -> Result<Option<crate::core::hand::Pot>> {
    use crate::core::hand::Pot;
    let choices = [None, Some(Pot::NotTaken), Some(Pot::Unplayed)];
    let items = [
        tr!("table-step-pot-taken"),
        tr!("table-step-pot-not-taken"),
        tr!("table-step-pot-unplayed"),
    ];
    let default = choices.iter().position(|c| *c == side.old.pot).unwrap_or(0);
    let asked = tr!(
        "table-step-pot",
        pot_term = i18n::pot_term(side.rules.terms)
    );
    let question = Choice::new(progress.ask(&asked), items).default(default);
    let Some(picked) = p.select(&question)? else {
        return Err(Error::LeftSteps);
    };
    Ok(choices[picked])
}

/// The side's melded points (melds given as totals), and the incomplete melds it was
/// left with where the form penalises them.
fn ask_melded(
    p: &mut dyn Prompter,
    side: &Side,
    progress: &mut Progress,
    r: &mut SideResult,
) -> Result<()> {
    let (rules, unit, old) = (side.rules, side.unit, side.old);
    r.melded = points(
        p,
        progress.ask(&tr!("table-step-melded")),
        old.melded,
        referee(rules, unit, |r, n| r.melded = n),
    )?;
    if !rules.incomplete_melds.is_empty() {
        let names: Vec<&String> = rules.incomplete_melds.keys().collect();
        let items: Vec<String> = rules
            .incomplete_melds
            .iter()
            .map(|(n, m)| format!("{} ({})", i18n::word(n), m.penalty))
            .collect();
        let checked: Vec<bool> = names.iter().map(|n| old.incomplete.contains(n)).collect();
        let picked = p.multi_select(
            &progress.ask(&tr!("table-step-incomplete")),
            &items,
            &checked,
        )?;
        r.incomplete = picked.into_iter().map(|i| names[i].clone()).collect();
    }
    Ok(())
}

/// What the side held at the end of the hand: its cards, or (Enter) the points in hand,
/// the black threes in hand and the ranks held three or more times.
fn ask_in_hand(
    p: &mut dyn Prompter,
    side: &Side,
    progress: &mut Progress,
    r: &mut SideResult,
) -> Result<()> {
    let (rules, unit, old) = (side.rules, side.unit, side.old);
    let prompt = progress.ask(&if rules.seating.players_per_unit() == 1 {
        tr!("table-step-cards-in-hand")
    } else {
        tr!("table-step-cards-in-hands")
    });
    r.hands = cards_prompt(
        p,
        rules,
        prompt,
        side.going_out,
        false,
        &old.hands.join(" / "),
    )?;
    if side.shared {
        progress.steps = steps(
            rules,
            side.holds_cards,
            !r.melds.is_empty(),
            !r.hands.is_empty(),
        );
    }
    if !r.hands.is_empty() {
        return Ok(());
    }
    r.in_hand = points(
        p,
        progress.ask(&match (rules.foot, pot_in_hand(rules)) {
            (true, _) => tr!("table-step-points-in-hand-foot"),
            (false, Some((unplayed, _))) => tr!(
                "table-step-points-in-hand-pot",
                unplayed = unplayed,
                pot_term = i18n::pot_term(rules.terms)
            ),
            (false, None) => tr!("table-step-points-in-hand"),
        }),
        old.in_hand,
        referee(rules, unit, |r, n| r.in_hand = n),
    )?;
    if black_in_hand(rules) {
        r.black_threes_in_hand = count(
            p,
            progress.ask(&tr!("table-step-black-in-hand")),
            old.black_threes_in_hand,
            referee(rules, unit, |r, n| r.black_threes_in_hand = n),
        )?;
    }
    for rank in rules.holding_three_or_more.keys() {
        let n = count(
            p,
            progress.ask(&tr!("table-step-holding", rank = i18n::word(rank))),
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
    Ok(())
}

/// A count: a whole number from 0 to `max`; anything else is explained and asked again.
/// The referee's own check of one answer: `answer` puts the typed number into an empty
/// result, and `score::check_side` judges it, so every front end refuses the same things
/// with the same words.
pub(super) fn referee(
    rules: &Rules,
    unit: &str,
    answer: impl Fn(&mut SideResult, i64) + 'static,
) -> impl Fn(i64) -> Result<(), String> + 'static {
    let rules = rules.clone();
    let unit = unit.to_string();
    move |n| {
        let mut probe = SideResult::default();
        answer(&mut probe, n);
        check_side(&rules, &unit, &probe).map_err(|e| e.said())
    }
}

/// A count (threes, players), checked by the referee.
pub(super) fn count(
    p: &mut dyn Prompter,
    prompt: String,
    default: i64,
    check: impl Fn(i64) -> Result<(), String> + 'static,
) -> Result<i64> {
    number(p, prompt, default, Expected::Count, check)
}

/// Card points (a multiple of 5 up to what the packs hold), checked by the referee.
pub(super) fn points(
    p: &mut dyn Prompter,
    prompt: String,
    default: Points,
    check: impl Fn(i64) -> Result<(), String> + 'static,
) -> Result<Points> {
    number(p, prompt, default, Expected::Points, check)
}

/// What a number asked for is, to say so when something else is typed.
#[derive(Debug, Clone, Copy)]
pub(super) enum Expected {
    Count,
    Points,
}

/// A whole number, checked by `check` as it is typed; `expected` says what was expected.
pub(super) fn number(
    p: &mut dyn Prompter,
    prompt: String,
    default: i64,
    expected: Expected,
    check: impl Fn(i64) -> Result<(), String> + 'static,
) -> Result<i64> {
    let text = p.input(&Line::new(prompt).default(default.to_string()).check(
        move |s: &str| -> Result<(), String> {
            if leaves_steps(s) {
                return Ok(());
            }
            match s.trim().parse::<i64>() {
                Err(_) => Err(match expected {
                    Expected::Count => tr!("table-not-a-count", text = s.trim().to_string()),
                    Expected::Points => tr!("table-not-points", text = s.trim().to_string()),
                }),
                Ok(n) => check(n),
            }
        },
    ))?;
    left(&text)?;
    Ok(text.trim().parse().unwrap_or(default))
}

/// A line of `COUNT NAME` pairs (canastas, penalties), checked by `parse` as it is typed.
pub(super) fn tally_prompt(
    p: &mut dyn Prompter,
    prompt: String,
    old: &IndexMap<String, i64>,
    parse: impl Fn(&str) -> Result<IndexMap<String, i64>, String> + 'static,
) -> Result<IndexMap<String, i64>> {
    // Defaults are shown as dialoguer shows them, `(1 natural)`: Enter keeps them, `0`
    // clears them.
    let none = |s: &str| matches!(s.trim(), "0" | "none");
    let mut line = Line::new(prompt)
        .allow_empty()
        .check(|s: &str| -> Result<(), String> {
            if none(s) || leaves_steps(s) {
                return Ok(());
            }
            parse(s).map(|_| ())
        });
    let old_text = tally_text(old);
    if !old_text.is_empty() {
        line = line.default(old_text);
    }
    let text = p.input(&line)?;
    left(&text)?;
    if none(&text) {
        return Ok(IndexMap::new());
    }
    // The check accepted this very text, so it parses.
    Ok(parse(&text).unwrap_or_default())
}

/// Ask for cards (melds, or hands separated by `/`), checked at once: a typo or an illegal
/// meld is explained and asked again. Empty means "I will give totals instead".
pub(super) fn cards_prompt(
    p: &mut dyn Prompter,
    rules: &Rules,
    prompt: String,
    going_out: Option<WentOut>,
    melds: bool,
    initial: &str,
) -> Result<Vec<String>> {
    // The cards given before are the default (Enter keeps them); `-` gives totals instead.
    let totals = |s: &str| s.trim().is_empty() || s.trim() == "-";
    let mut line = Line::new(prompt)
        .allow_empty()
        .check(move |text: &str| -> Result<(), String> {
            if totals(text) || leaves_steps(text) {
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
            // The cards stand for a side of their own, named as the refusals say it.
            let these = tr!("table-these-cards");
            hand.results.insert(these.clone(), probe);
            let counted =
                count_cards(rules, &hand).map_err(|e| tr!("table-cards-fix", why = e.said()))?;
            // Melds that do not make the canastas for going out are refused here.
            if melds && going_out.is_some_and(|w| w != WentOut::Special) {
                let canastas = counted
                    .results
                    .get(&these)
                    .map(|r| r.canastas.clone())
                    .unwrap_or_default();
                check_canastas_to_go_out(rules, &tr!("table-these-melds"), &canastas)
                    .map_err(|e| e.said())?;
            }
            Ok(())
        });
    if !initial.trim().is_empty() {
        line = line.default(initial);
    }
    let text = p.input(&line)?;
    left(&text)?;
    if totals(&text) {
        return Ok(Vec::new());
    }
    Ok(split_entries(&text, melds))
}

/// Melds are one entry (they are split by the card notation); hands are split at `/`.
pub(super) fn split_entries(text: &str, melds: bool) -> Vec<String> {
    if melds {
        vec![text.trim().to_string()]
    } else {
        text.split('/').map(|h| h.trim().to_string()).collect()
    }
}

/// The preset's canasta kinds, highest bonus first.
pub(super) fn kinds_by_bonus(rules: &Rules) -> Vec<(&String, &crate::core::rules::CanastaKind)> {
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(n, k)| (-k.bonus, (*n).clone()));
    kinds
}

/// A preset's name (a canasta kind, a penalty, a bonus) as it is typed at a tally
/// prompt and read back by `parse_tally`: the preset's own key, `_` as spaces. Only these
/// are shown where the player types them: the line's words in other languages are the
/// vocabulary's (`line::pick_word`).
pub(super) fn typed_name(key: &str) -> String {
    crate::core::line::typed_name_in(&crate::render::i18n::line_words(), key)
}

/// Counts as typed: `1 natural 2 mixed`, `1 undeclared red three`.
pub(super) fn tally_text(counts: &IndexMap<String, i64>) -> String {
    counts
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| format!("{n} {}", typed_name(k)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Read canasta counts typed as `COUNT KIND` pairs (see `parse_tally`).
pub(super) fn parse_canastas(
    rules: &Rules,
    unit: &str,
    text: &str,
) -> Result<IndexMap<String, i64>, String> {
    let tally = Tally {
        names: kinds_by_bonus(rules)
            .into_iter()
            .map(|(n, _)| n.clone())
            .collect(),
        what: What::Kind,
        variant: &rules.name,
        rules,
        word: crate::core::line::FlagWord::Kind,
    };
    let canastas = parse_tally(&tally, text)?;
    let probe = SideResult {
        canastas: canastas.clone(),
        ..SideResult::default()
    };
    check_side(rules, unit, &probe).map_err(|e| e.said())?;
    Ok(canastas)
}

/// The named counts a side is asked for step by step: the preset's penalties or bonuses.
#[derive(Debug, Clone, Copy)]
pub(super) enum Counts {
    Penalties,
    Bonuses,
}

impl Counts {
    fn of(self, rules: &Rules) -> &std::collections::BTreeMap<String, Points> {
        match self {
            Counts::Penalties => &rules.penalties,
            Counts::Bonuses => &rules.bonuses,
        }
    }

    /// "any penalties?"
    fn any(self) -> String {
        match self {
            Counts::Penalties => tr!("table-step-any-penalties"),
            Counts::Bonuses => tr!("table-step-any-bonuses"),
        }
    }

    /// "penalties: ..." before the list of what each is worth.
    fn legend(self, list: String) -> String {
        match self {
            Counts::Penalties => tr!("table-penalties-legend", list = list),
            Counts::Bonuses => tr!("table-bonuses-legend", list = list),
        }
    }

    /// "We: which penalties, count and name (e.g. ...)".
    fn which(self, side: &str, example: String) -> String {
        match self {
            Counts::Penalties => tr!(
                "table-which-penalties",
                side = side.to_string(),
                example = example
            ),
            Counts::Bonuses => tr!(
                "table-which-bonuses",
                side = side.to_string(),
                example = example
            ),
        }
    }

    fn what(self) -> What {
        match self {
            Counts::Penalties => What::Penalty,
            Counts::Bonuses => What::Bonus,
        }
    }

    fn field(self, r: &SideResult) -> &IndexMap<String, i64> {
        match self {
            Counts::Penalties => &r.penalties,
            Counts::Bonuses => &r.bonuses,
        }
    }

    fn field_mut(self, r: &mut SideResult) -> &mut IndexMap<String, i64> {
        match self {
            Counts::Penalties => &mut r.penalties,
            Counts::Bonuses => &mut r.bonuses,
        }
    }
}

/// Ask a side's penalties or bonuses on one line, with a legend of what each is worth.
pub(super) fn ask_counts(
    p: &mut dyn Prompter,
    rules: &Rules,
    unit: &str,
    which: Counts,
    old: &IndexMap<String, i64>,
) -> Result<IndexMap<String, i64>> {
    let legend: Vec<String> = which
        .of(rules)
        .iter()
        .map(|(n, pts)| format!("{} {}", typed_name(n), render::signed(*pts)))
        .collect();
    p.say_line(&render::screen_wrapped(
        &which.legend(legend.join(", ")),
        "  ",
    ))?;
    let example = which
        .of(rules)
        .keys()
        .next()
        .map_or(String::new(), |n| format!("1 {}", typed_name(n)));
    let rules_for_check = rules.clone();
    let unit_for_check = unit.to_string();
    tally_prompt(p, which.which(unit, example), old, move |s| {
        parse_counts(&rules_for_check, &unit_for_check, which, s)
    })
}

/// Read penalties or bonuses typed as `COUNT NAME` pairs (see `parse_tally`), checked by
/// the referee.
pub(super) fn parse_counts(
    rules: &Rules,
    unit: &str,
    which: Counts,
    text: &str,
) -> Result<IndexMap<String, i64>, String> {
    let tally = Tally {
        names: which.of(rules).keys().cloned().collect(),
        what: which.what(),
        variant: &rules.name,
        rules,
        word: match which {
            Counts::Penalties => crate::core::line::FlagWord::Penalty,
            Counts::Bonuses => crate::core::line::FlagWord::Bonus,
        },
    };
    let counts = parse_tally(&tally, text)?;
    let mut probe = SideResult::default();
    *which.field_mut(&mut probe) = counts.clone();
    check_side(rules, unit, &probe).map_err(|e| e.said())?;
    Ok(counts)
}

/// Names that are counted on one line: a preset's canasta kinds, or its penalties.
pub(super) struct Tally<'a> {
    /// In the order they are listed to the player.
    names: Vec<String>,
    what: What,
    variant: &'a str,
    rules: &'a Rules,
    /// Which of the preset's names: found by the one lookup a line's words and a flag's go
    /// through (`line::pick_word`).
    word: crate::core::line::FlagWord,
}
