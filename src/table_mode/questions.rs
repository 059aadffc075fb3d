//! Rules questions from the menu: `canasta check meld|pile|out|hand` and the minimum,
//! asked step by step and answered under this game's rules (and, for a meld, the side's
//! own minimum). The game layer answers; `render::answer` prints it as `canasta check` does.

use crate::render::say::Say;
use crate::table_mode::Result;

use super::prompt::{Choice, Line, Prompter};

use crate::core::cards::{Card, parse_cards, parse_melds};
use crate::core::ledger::{GameLog, Report};
use crate::core::rules::Rules;
use crate::game::{self, AskKind, Asking, At, OutAsked, Question, Whose};
use crate::render;
use crate::tr;

/// A yes-or-no of a rules question: None when Esc or `q` left it (the question is left).
fn asked(p: &mut dyn Prompter, prompt: &str, default: bool) -> Result<Option<bool>> {
    match p.confirm(prompt, default) {
        Err(e) if e.is_left() => Ok(None),
        answer => answer.map(Some),
    }
}

/// Leave the question being asked (q, or Enter where an answer is needed) and go back to
/// the list of questions: the function asking it says so and returns no question.
macro_rules! or_back {
    ($p:expr, $e:expr) => {
        match $e? {
            Some(v) => v,
            None => {
                $p.say_line(&format!("  {}", tr!("table-left-question")))?;
                return Ok(None);
            }
        }
    };
}

/// A typed `q` (lower case) leaves a question; a queen is `Q`.
fn leaves(s: &str) -> bool {
    s.trim() == "q"
}

/// The rules questions the table may ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ask {
    Meld,
    Pile,
    Out,
    MinimumAtScore,
    MinimumInHand,
    SpecialHand,
    Back,
}

impl Ask {
    /// The question in the list; the meld's asks about the initial meld only where the
    /// form has a minimum (not the Burraco family's).
    fn label(self, rules: &Rules) -> String {
        match self {
            Ask::Meld if !has_minimum(rules) => tr!("table-ask-meld-legal"),
            Ask::Meld => tr!("table-ask-meld"),
            Ask::Pile => tr!("table-ask-pile"),
            Ask::Out => tr!("table-ask-out"),
            Ask::MinimumAtScore => tr!("table-ask-minimum-score"),
            Ask::MinimumInHand => tr!("table-ask-minimum-hand"),
            Ask::SpecialHand => tr!("table-ask-special"),
            Ask::Back => tr!("table-back"),
        }
    }
}

/// Ask rules questions until "Back" (or Esc). Every question can be left with `q` (and
/// Enter where an answer is needed) without giving a wrong answer. Answered by the game
/// layer from the game held here (never reloaded), rendered exactly as `canasta check`
/// renders them.
pub fn ask(p: &mut dyn Prompter, id: &str, log: &GameLog, report: &Report) -> Result<()> {
    let rules = log.rules()?;
    // The cursor stays on the question asked last: a table asks the same one again.
    let mut last = 0;
    loop {
        let items = offered(rules);
        let Some(pick) = p.select(
            &Choice::new(
                tr!("table-rules-prompt"),
                items.iter().map(|a| a.label(rules)),
            )
            .default(last.min(items.len() - 1))
            .esc_quits(),
        )?
        else {
            return Ok(());
        };
        // The answer is chosen by what was picked, never by its words (which a language
        // other than English changes).
        last = pick;
        if items[pick] == Ask::Back {
            return Ok(());
        }
        let Some(question) = question(p, rules, report, items[pick])? else {
            continue;
        };
        match game::ask(rules, Some((id, report)), question) {
            Ok(answer) => p.say(&render::answer_on_screen(&answer))?,
            Err(e) => p.say_line(&render::warn(&render::refusals::for_table(&e)))?,
        }
        p.say("\n")?;
    }
}

/// Does the form have an initial-meld minimum (by the score or by the hand)?
fn has_minimum(rules: &Rules) -> bool {
    rules.has_initial_meld_minimum()
}

/// The questions offered under `rules`, Back last.
fn offered(rules: &Rules) -> Vec<Ask> {
    let mut items = vec![Ask::Meld];
    // A pile that is never frozen is always taken whole (the Burraco family): nothing to
    // ask about it.
    if !rules.pile.never_frozen {
        items.push(Ask::Pile);
    }
    items.push(Ask::Out);
    // A variant whose minimum goes by the hand is asked by the hand; a variant with
    // none (the Burraco family) is not asked.
    if rules.minimum_by_hand() {
        items.push(Ask::MinimumInHand);
    } else if has_minimum(rules) {
        items.push(Ask::MinimumAtScore);
    }
    if !rules.special_hands.is_empty() {
        items.push(Ask::SpecialHand);
    }
    items.push(Ask::Back);
    items
}

/// The question `ask` is, asked step by step (not Back) and read by the game layer as
/// every front end's is (`game::question`); None when it was left.
fn question(
    p: &mut dyn Prompter,
    rules: &Rules,
    report: &Report,
    ask: Ask,
) -> Result<Option<Question>> {
    let Some(asked) = asking(p, rules, report, ask)? else {
        return Ok(None);
    };
    Ok(Some(game::question(rules, asked)?))
}

/// What the table answers to the question `ask`, as typed (not Back); None when it was
/// left.
fn asking(
    p: &mut dyn Prompter,
    rules: &Rules,
    report: &Report,
    ask: Ask,
) -> Result<Option<Asking>> {
    Ok(Some(match ask {
        Ask::Back => return Ok(None),
        // A Burraco-family form: runs and sets read card by card, no minimum to meet.
        Ask::Meld if rules.melds.runs.is_some() => Asking {
            kind: AskKind::Meld,
            cards: or_back!(p, cards(p, &tr!("table-q-melds"), Typed::Runs)),
            ..Asking::default()
        },
        Ask::Meld => {
            let side = or_back!(p, pick_unit(p, report, &tr!("table-q-whose-meld")));
            let melds = or_back!(p, cards(p, &tr!("table-q-melds"), Typed::Melds));
            let top = if rules.initial_meld_ways.top_card_counts {
                or_back!(p, optional_card(p, &tr!("table-q-top-taken")))
            } else {
                None
            };
            let going_out = or_back!(p, asked(p, &tr!("table-q-concealed"), false));
            Asking {
                kind: AskKind::Meld,
                cards: melds,
                top,
                going_out,
                whose: Some(Whose::Side(side)),
                ..Asking::default()
            }
        }
        // A pile never frozen (the Burraco family): taken whole, whatever is on top.
        Ask::Pile if rules.pile.never_frozen => Asking {
            kind: AskKind::Pile,
            top: Some(or_back!(p, cards(p, &tr!("table-q-top"), Typed::Runs))),
            ..Asking::default()
        },
        Ask::Pile => return pile_asking(p, rules),
        Ask::Out => return out_asking(p, rules),
        Ask::MinimumAtScore => Asking {
            kind: AskKind::Minimum,
            at: Some(At::Score(or_back!(
                p,
                typed::<i64>(p, &tr!("table-q-score"), 0)
            ))),
            ..Asking::default()
        },
        Ask::MinimumInHand => {
            let next = report.hands.len() + 1;
            let hand = or_back!(p, typed::<usize>(p, &tr!("table-q-which-hand"), next));
            Asking {
                kind: AskKind::Minimum,
                at: Some(At::Hand(hand)),
                ..Asking::default()
            }
        }
        Ask::SpecialHand => Asking {
            kind: AskKind::Hand,
            cards: or_back!(p, cards(p, &tr!("table-q-hand-cards"), Typed::Cards)),
            ..Asking::default()
        },
    }))
}

/// Whether the pile may be taken (where it may be frozen): its top card, the cards in
/// hand, the side's melds, and what the preset's rules of the pile need.
fn pile_asking(p: &mut dyn Prompter, rules: &Rules) -> Result<Option<Asking>> {
    let top = or_back!(p, card(p, rules, &tr!("table-q-top")));
    let hand = or_back!(p, cards(p, &tr!("table-q-your-cards"), Typed::Cards));
    let side_melded = or_back!(p, asked(p, &tr!("table-q-side-melded"), true));
    let table = if side_melded {
        or_back!(p, optional_melds(p, &tr!("table-q-side-melds")))
    } else {
        String::new()
    };
    let frozen = !rules.pile.always_frozen && or_back!(p, asked(p, &tr!("table-q-frozen"), false));
    // The one-card rule matters only where a preset forbids it.
    let last_card = !rules.pile.one_card_hand_may_take_one_card_pile
        && or_back!(p, asked(p, &tr!("table-q-one-card"), false));
    let opponents = if rules.pile.card_matching_opponents_canasta_stops {
        or_back!(p, optional_melds(p, &tr!("table-q-opponents")))
    } else {
        String::new()
    };
    Ok(Some(Asking {
        kind: AskKind::Pile,
        top: Some(top),
        cards: hand,
        table,
        side_melded,
        pile_frozen: frozen,
        opponents,
        hand_size: last_card.then_some(1),
        pile_size: last_card.then_some(1),
        ..Asking::default()
    }))
}

/// Whether the side may go out: its melds (or its canastas), the cards left, and what
/// the form's ways of going out need.
fn out_asking(p: &mut dyn Prompter, rules: &Rules) -> Result<Option<Asking>> {
    let table = if rules.melds.runs.is_some() {
        // The form's runs and sets, with suits; Enter: none.
        let text = or_back!(p, optional_runs(p, &tr!("table-q-out-melds")));
        text.trim().to_string()
    } else {
        // Written as the game layer writes melds (`KKK 777`); Enter: none.
        let text = or_back!(p, optional_melds(p, &tr!("table-q-out-melds")));
        match text.trim().is_empty() {
            true => String::new(),
            false => parse_melds(&text)?
                .iter()
                .map(|m| crate::core::cards::write(m))
                .collect::<Vec<_>>()
                .join(" "),
        }
    };
    let canastas = if table.is_empty() {
        Some(or_back!(p, typed::<u32>(p, &tr!("table-q-canastas"), 0)))
    } else {
        None
    };
    let left = or_back!(p, typed::<u32>(p, &tr!("table-q-cards-left"), 1));
    // The Burraco family: no concealed going out; the pot taken first.
    let concealed =
        rules.melds.runs.is_none() && or_back!(p, asked(p, &tr!("table-q-melded-nothing"), false));
    let pot_taken = match rules.pot {
        Some(_) => {
            let question = tr!(
                "table-q-pot-taken",
                pot_term = crate::render::i18n::pot_term(rules.terms)
            );
            Some(or_back!(p, asked(p, &question, true)))
        }
        None => None,
    };
    let out = OutAsked {
        table: (!table.is_empty()).then_some(table),
        canastas,
        by_kind: Vec::new(),
        cards_left: left,
        concealed,
        partner_said_no: false,
        words: crate::core::line::LineWords::english(),
        no_pot: false,
    }
    .pot_taken(pot_taken);
    Ok(Some(Asking {
        kind: AskKind::Out,
        out,
        ..Asking::default()
    }))
}

/// A whole number of type `T` (Enter: `default`); what does not read as one is refused
/// with the reason (not a number, too large, too small). None: left with `q`.
fn typed<T>(p: &mut dyn Prompter, prompt: &str, default: T) -> Result<Option<T>>
where
    T: std::str::FromStr<Err = std::num::ParseIntError> + ToString + Copy,
{
    let text = p.input(
        &Line::new(prompt)
            .default(default.to_string())
            .check(|s: &str| {
                if leaves(s) {
                    return Ok(());
                }
                s.trim().parse::<T>().map(|_| ()).map_err(|e| {
                    tr!(
                        "table-q-number-refused",
                        text = s.trim().to_string(),
                        why = number_refused(s.trim(), &e)
                    )
                })
            }),
    )?;
    if leaves(&text) {
        return Ok(None);
    }
    Ok(Some(text.trim().parse().unwrap_or(default)))
}

/// Why a whole number was refused, as a selector: `large`, `small` (under the type's
/// least, a negative count), or `invalid`.
fn number_refused(text: &str, e: &std::num::ParseIntError) -> &'static str {
    match e.kind() {
        std::num::IntErrorKind::PosOverflow => "large",
        std::num::IntErrorKind::NegOverflow => "small",
        // `-3` where only 0 and up are taken.
        _ if text.parse::<i128>().is_ok_and(|n| n < 0) => "small",
        _ if text.parse::<i128>().is_ok() => "large",
        _ => "invalid",
    }
}

/// One side of the game. None: left with Esc.
fn pick_unit(p: &mut dyn Prompter, report: &Report, prompt: &str) -> Result<Option<String>> {
    let items: Vec<String> = report
        .named_sides()
        .map(|(s, side)| {
            tr!(
                "table-q-side-needs",
                side = side.to_string(),
                minimum = report.next_minimum(s)
            )
        })
        .collect();
    let pick = p.select(&Choice::new(prompt, items).esc_quits())?;
    Ok(pick.map(|i| report.sides[i].clone()))
}

/// What a typed answer is: cards, melds, or melds of a Burraco-family form (runs with
/// suits, `5h6h2h8h`).
#[derive(Clone, Copy)]
enum Typed {
    Cards,
    Melds,
    Runs,
}

/// Cards (or melds), checked as typed. None: left (q, or Enter alone).
fn cards(p: &mut dyn Prompter, prompt: &str, typed: Typed) -> Result<Option<String>> {
    let text = p.input(
        &Line::new(tr!("table-q-back", prompt = prompt.to_string()))
            .allow_empty()
            .check(move |s: &str| -> Result<(), String> {
                if leaves(s) || s.trim().is_empty() {
                    return Ok(());
                }
                match typed {
                    Typed::Melds => parse_melds(s).map(|_| ()).map_err(|e| e.said()),
                    Typed::Cards => parse_cards(s).map(|_| ()).map_err(|e| e.said()),
                    Typed::Runs => crate::core::runs::parse_melds(s)
                        .map(|_| ())
                        .map_err(|e| e.said()),
                }
            }),
    )?;
    Ok((!leaves(&text) && !text.trim().is_empty()).then_some(text))
}

/// Melds, or none (Enter: ""), checked as typed. None: left with q.
fn optional_melds(p: &mut dyn Prompter, prompt: &str) -> Result<Option<String>> {
    let text = p.input(&Line::new(prompt).allow_empty().check(
        |s: &str| -> Result<(), String> {
            if s.trim().is_empty() || leaves(s) {
                return Ok(());
            }
            parse_melds(s).map(|_| ()).map_err(|e| e.said())
        },
    ))?;
    Ok((!leaves(&text)).then_some(text))
}

/// Melds of a Burraco-family form (runs with suits), or none (Enter: ""). None: left
/// with q.
fn optional_runs(p: &mut dyn Prompter, prompt: &str) -> Result<Option<String>> {
    let text = p.input(&Line::new(prompt).allow_empty().check(
        |s: &str| -> Result<(), String> {
            if s.trim().is_empty() || leaves(s) {
                return Ok(());
            }
            crate::core::runs::parse_melds(s)
                .map(|_| ())
                .map_err(|e| e.said())
        },
    ))?;
    Ok((!leaves(&text)).then_some(text))
}

/// One card, in the form's notation as the game layer reads a pile's top card. None:
/// left (q, or Enter alone).
fn card(p: &mut dyn Prompter, rules: &Rules, prompt: &str) -> Result<Option<String>> {
    let text = p.input(
        &Line::new(tr!("table-q-back", prompt = prompt.to_string()))
            .allow_empty()
            .check(|s: &str| {
                if s.trim().is_empty() || leaves(s) {
                    Ok(())
                } else {
                    one_card(s, game::one_card_of(rules, s))
                }
            }),
    )?;
    Ok((!leaves(&text) && !text.trim().is_empty()).then_some(text))
}

/// One card, or none (Enter), as the game layer reads a meld's top card. None: left
/// with q.
fn optional_card(p: &mut dyn Prompter, prompt: &str) -> Result<Option<Option<String>>> {
    let text = p.input(&Line::new(prompt).allow_empty().check(
        |s: &str| -> Result<(), String> {
            if s.trim().is_empty() || leaves(s) {
                Ok(())
            } else {
                one_card(s, game::one_card(s))
            }
        },
    ))?;
    if leaves(&text) {
        return Ok(None);
    }
    Ok(Some(
        (!text.trim().is_empty()).then(|| text.trim().to_string()),
    ))
}

/// Why `s`, read by the game layer as `read`, is not one card: in the table's words.
fn one_card(s: &str, read: game::Result<Card>) -> Result<(), String> {
    match read {
        Ok(_) => Ok(()),
        Err(game::Error::Question(game::QuestionRefused::NotOneCard { .. })) => {
            Err(tr!("table-q-one-card-only", text = s.trim().to_string()))
        }
        Err(e) => Err(render::say::Say::said(&e)),
    }
}
