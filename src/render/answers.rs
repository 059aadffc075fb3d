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
                Basis::Score { variant, score } => format!("{variant}, score {score}"),
                Basis::Side {
                    variant,
                    side,
                    total,
                    game,
                } => format!("{variant}, {side} at {total} in game {game}"),
            };
            for (meld, points) in &v.melds {
                out.push_str(&format!("{meld:<12} {points:>5}\n"));
            }
            out.push_str(&format!("{:<12} {:>5}\n", "total", v.counted));
            out.push_str(&format!("{:<12} {:>5}  ({whose})\n", "minimum", v.minimum));
            out.push_str(&format!(
                "{}: {}.\n",
                if v.enough { "Enough" } else { "Not enough" },
                meld_reason_text(&v.reason)
            ));
            for note in &v.notes {
                out.push_str(&format!("note: {}\n", meld_note_text(note)));
            }
        }
        Answer::Verdict(v) => {
            let mut reason = reason_text(&v.reason);
            if let Some(first) = reason.get(..1) {
                reason = first.to_uppercase() + &reason[1..];
            }
            out.push_str(&format!(
                "{}: {reason}.\n",
                if v.yes { "Yes" } else { "No" }
            ));
        }
        Answer::Minimum {
            variant,
            at: crate::game::At::Score(score),
            minimum,
        } => out.push_str(&format!(
            "At {score} the initial meld needs {minimum} points ({variant}).\n"
        )),
        Answer::Minimum {
            variant,
            at: crate::game::At::Hand(hand),
            minimum,
        } => out.push_str(&format!(
            "In hand {hand} the initial meld needs {minimum} points ({variant}).\n"
        )),
    }
    out
}
