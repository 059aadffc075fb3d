//! Rules answers in words: meld, pile, going out and special hands, with the rule behind each verdict.

use super::*;
use crate::render::say::Say;

/// The answer to a rules question, as the lines `canasta check` prints.
pub fn answer(answer: &crate::game::Answer) -> String {
    match layout_width() {
        Some(_) => fit_lines(&answer_text(answer)),
        None => answer_text(answer),
    }
}

/// Text as a screen of at most 80 columns shows it: lines wider wrapped (table mode).
pub fn on_screen(text: &str) -> String {
    fit_lines(text)
}

/// An answer as table mode shows it, on a screen of at most 80 columns.
pub fn answer_on_screen(answer: &crate::game::Answer) -> String {
    fit_lines(&answer_text(answer))
}

/// Lines wider than the screen wrapped; the others as they are.
pub(super) fn fit_lines(text: &str) -> String {
    let w = width();
    let mut out = String::new();
    for line in text.lines() {
        if console::measure_text_width(line) > w {
            out.push_str(&screen_wrapped(line, ""));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

pub(super) fn answer_text(answer: &crate::game::Answer) -> String {
    use crate::game::{Answer, Basis};
    let mut out = String::new();
    match answer {
        Answer::Meld { verdict: v, basis } => {
            let whose = match basis {
                Basis::Score { variant, score } => tr!(
                    "sheet-basis-score",
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    score = *score
                ),
                Basis::Side {
                    variant,
                    side,
                    total,
                    game,
                } => tr!(
                    "sheet-basis-side",
                    variant = crate::render::rules_text::variant_name(variant.as_str()),
                    side = side.as_str(),
                    total = *total,
                    game = game.as_str()
                ),
            };
            for (meld, points) in &v.melds {
                out.push_str(&format!("{meld:<12} {points:>5}\n"));
            }
            out.push_str(&format!(
                "{:<12} {:>5}\n",
                tr!("sheet-meld-total"),
                v.counted
            ));
            out.push_str(&format!(
                "{:<12} {:>5}  ({whose})\n",
                tr!("sheet-meld-minimum"),
                v.minimum
            ));
            let reason = meld_reason_text(&v.reason);
            out.push_str(&if v.enough {
                tr!("sheet-meld-enough", reason = reason)
            } else {
                tr!("sheet-meld-not-enough", reason = reason)
            });
            out.push('\n');
            for note in &v.notes {
                out.push_str(&tr!("sheet-note", note = meld_note_text(note)));
                out.push('\n');
            }
        }
        Answer::Verdict(v) => {
            let reason = capitalized(&reason_text(&v.reason));
            out.push_str(&if v.yes {
                tr!("sheet-yes", reason = reason)
            } else {
                tr!("sheet-no", reason = reason)
            });
            out.push('\n');
        }
        Answer::Minimum {
            variant,
            at: crate::game::At::Score(score),
            minimum,
        } => {
            out.push_str(&tr!(
                "sheet-minimum-at-score",
                score = *score,
                minimum = *minimum,
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ));
            out.push('\n');
        }
        Answer::Minimum {
            variant,
            at: crate::game::At::Hand(hand),
            minimum,
        } => {
            out.push_str(&tr!(
                "sheet-minimum-in-hand",
                hand = *hand,
                minimum = *minimum,
                variant = crate::render::rules_text::variant_name(variant.as_str())
            ));
            out.push('\n');
        }
        Answer::Runs { variant, melds } => {
            for m in melds {
                out.push_str(&run_line(variant, m));
                out.push('\n');
            }
            let broken = melds.iter().filter(|m| m.refusal.is_some()).count();
            out.push_str(&if broken == 0 {
                tr!(
                    "sheet-runs-yes",
                    variant = crate::render::rules_text::variant_name(variant.as_str())
                )
            } else {
                tr!(
                    "sheet-runs-no",
                    count = broken,
                    variant = crate::render::rules_text::variant_name(variant.as_str())
                )
            });
            out.push('\n');
        }
    }
    out
}

/// One meld of a Burraco-family form: what it is (a run from one card to another, a set
/// of a rank; each wild card and the card it stands for; the burraco it makes; its
/// points), or why it is none.
fn run_line(variant: &str, m: &crate::game::RunAnswer) -> String {
    if let Some(why) = &m.refusal {
        return tr!(
            "sheet-runs-refused",
            cards = m.cards.as_str(),
            variant = crate::render::rules_text::variant_name(variant),
            why = why.said()
        );
    }
    let mut parts = vec![match (&m.run, &m.set) {
        (Some((from, to)), _) => tr!(
            "sheet-runs-run",
            cards = m.cards.as_str(),
            from = from.as_str(),
            to = to.as_str()
        ),
        (None, Some(rank)) => tr!(
            "sheet-runs-set",
            cards = m.cards.as_str(),
            rank = rank.as_str()
        ),
        (None, None) => m.cards.clone(),
    }];
    for (wild, card) in &m.wilds {
        parts.push(tr!(
            "sheet-runs-wild",
            wild = wild.as_str(),
            card = card.as_str(),
            wild_rank = rank_key(wild),
            card_rank = rank_key(card)
        ));
    }
    if let Some((house, bonus)) = &m.house_kind {
        // A house kind (a reale, a canastra de 1000): the preset's own name and bonus.
        parts.push(tr!(
            "sheet-runs-house-kind",
            kind = crate::render::i18n::word(house),
            bonus = *bonus
        ));
    } else if let Some(kind) = m.burraco {
        let kind = match kind {
            crate::core::runs::BurracoKind::Clean => "clean",
            crate::core::runs::BurracoKind::SemiClean => "semi_clean",
            crate::core::runs::BurracoKind::Dirty => "dirty",
        };
        parts.push(tr!("sheet-runs-burraco", kind = kind));
    }
    parts.push(tr!("sheet-runs-points", points = m.points));
    parts.join("; ")
}

/// A sentence's first letter in upper case (`the pile` → `The pile`, `è` → `È`).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A card's rank as a catalog selector (`ace`, `king`, … `two`, `joker`), so a language
/// gives each card its article: Italian *l'8*, *l'A* beside *il 7*; German *den K*,
/// *die Q*, *das A*; Spanish *la Q*; Portuguese *pela Q*.
fn rank_key(card: &str) -> &'static str {
    let rank = card.trim_end_matches(|c: char| c.is_ascii_alphabetic() && c.is_lowercase());
    match rank.to_ascii_uppercase().as_str() {
        "A" => "ace",
        "K" => "king",
        "Q" => "queen",
        "J" => "jack",
        "T" | "10" => "ten",
        "9" => "nine",
        "8" => "eight",
        "7" => "seven",
        "6" => "six",
        "5" => "five",
        "4" => "four",
        "3" => "three",
        "2" => "two",
        "*" => "joker",
        _ => "other",
    }
}
