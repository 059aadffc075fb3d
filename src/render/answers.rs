//! Rules answers in words: meld, pile, going out and special hands, with the rule behind each verdict.

use super::*;

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
                    variant = variant.as_str(),
                    score = *score
                ),
                Basis::Side {
                    variant,
                    side,
                    total,
                    game,
                } => tr!(
                    "sheet-basis-side",
                    variant = variant.as_str(),
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
                variant = variant.as_str()
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
                variant = variant.as_str()
            ));
            out.push('\n');
        }
    }
    out
}

/// A sentence's first letter in upper case (`the pile` → `The pile`, `è` → `È`).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
