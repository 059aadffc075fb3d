//! A side's line refused, in words: the tokens of a line and the words a flag names, and
//! the game layer's `Refused` (its facts) worded here. `render` re-exports these.

/// A side's line refused, in words, with the token pointed at:
///
/// ```text
/// out 1x 420
///     ^^ `1x`: classic has no `x`; after a count: natural (n), mixed (m), r (red threes), ...
/// ```
pub fn line_error_text(text: &str, e: &crate::line::LineError) -> String {
    let why = line_problem_text(e);
    // Point at the token under the line, when the line is short enough to show.
    let before = text.get(..e.start).unwrap_or("");
    let shown = text.trim_end();
    if shown.chars().count() <= 60 && !shown.contains('\n') {
        let pad = console::measure_text_width(before);
        let marks = console::measure_text_width(&e.token).max(1);
        format!("{shown}\n{}{} {why}", " ".repeat(pad), "^".repeat(marks))
    } else {
        why
    }
}

/// What is wrong with a line's token, briefly, for table mode, where the legend above
/// lists the words: one short line.
pub fn line_problem_brief(e: &crate::line::LineError) -> String {
    match &e.problem {
        crate::line::Problem::Unknown(known) => format!(
            "`{}` means nothing in {}; the words are listed above (? asks step by step)",
            e.token, known.variant
        ),
        _ => line_problem_text(e),
    }
}

/// What is wrong with a line's token, in words (without the line).
pub fn line_problem_text(e: &crate::line::LineError) -> String {
    use crate::line::{Fact, Problem, Scope};
    let fact = |f: &Fact| match *f {
        Fact::Out => "going out",
        Fact::Melded => "the points melded",
        Fact::InHand => "the points left in hand",
        Fact::Canastas => "canastas",
        Fact::RedThrees => "red threes",
        Fact::BlackThrees => "black threes",
        Fact::BlackThreesInHand => "black threes left in hand",
        Fact::Penalty => "penalties",
        Fact::Bonus => "bonuses",
        Fact::Incomplete => "incomplete melds",
        Fact::Holding => "held aces and sevens",
        Fact::Melds => "melds",
        Fact::HandCards => "cards in hand",
    };
    let tok = &e.token;
    match &e.problem {
        Problem::Unknown(known) => {
            let crate::line::Known {
                variant,
                counted,
                out,
                penalties,
            } = known.as_ref();
            let list = |names: &[(String, String)]| word_list(names);
            let mut words = format!(
                "`{tok}` means nothing in {variant}. It knows: a count before {}; {}",
                list(counted),
                list(out)
            );
            if !penalties.is_empty() {
                words.push_str(&format!("; penalties {}", list(penalties)));
            }
            words.push_str(
                "; 420 for points melded, -35 for points in hand; cards (KKKKKKK QQ2, h:K74)",
            );
            words
        }
        Problem::Ambiguous { options } => format!(
            "`{tok}` could be {}; write more of the name",
            options.join(" or ")
        ),
        Problem::NeedsCount { name } => {
            format!("`{tok}` needs a count in front, e.g. 1{tok} (one {name})")
        }
        Problem::Twice { fact: f } => format!("`{tok}`: {} given twice on one line", fact(f)),
        Problem::LikelyCards { max } => format!(
            "`{tok}` is more points than the packs hold ({max}): for the cards, write m:{tok}"
        ),
        Problem::NumberOrCards => format!(
            "`{tok}` could be points melded or a meld of cards: write +{tok} for points, or m:{tok} for the meld"
        ),
        Problem::Repeated { first } => format!(
            "`{tok}` says again what `{first}` said on this line; give it once, with the count in front (`2{}` for two)",
            tok.trim_start_matches(|c: char| c.is_ascii_digit())
        ),
        Problem::WrongLine { fact: f, scope } => match scope {
            Scope::Own => format!(
                "`{tok}` is the partnership's ({}): give it once, on the partnership's line",
                fact(f)
            ),
            _ => format!(
                "`{tok}` is each player's own ({}): give it on that player's line",
                fact(f)
            ),
        },
        Problem::NotInVariant { what, variant } => format!("`{tok}`: {variant} has no {what}"),
        Problem::UnknownName { what, known } => format!(
            "`{tok}`: not a {what} of this game; it has: {}",
            known.join(", ")
        ),
        Problem::Cards { error } => format!("`{tok}`: {error}"),
        Problem::TooLarge => format!("`{tok}` is too large a number to be right"),
    }
}

/// A line's words as a legend: `n natural, m mixed, r red threes` (the short form, then the
/// name, where they differ).
pub fn word_list(names: &[(String, String)]) -> String {
    names
        .iter()
        .map(|(short, full)| {
            if short == full {
                full.replace('_', " ")
            } else {
                format!("{short} {}", full.replace('_', " "))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The game layer's refusal of a line or a word, in words.
impl std::fmt::Display for crate::game::Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.whose {
            Some((whose, line)) => write!(
                f,
                "{whose}'s line:\n{}\n(nothing was saved)",
                line_error_text(line, &self.error)
            ),
            None => write!(f, "{} (nothing was saved)", line_problem_text(&self.error)),
        }
    }
}
