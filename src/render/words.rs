//! A side's line refused, in words: the tokens of a line and the words a flag names, and
//! the game layer's `Refused` (its facts) worded here. `render` re-exports these.

use crate::render::say::Say;
/// A side's line refused, in words, with the token pointed at:
///
/// ```text
/// out 1x 420
///     ^^ `1x`: classic has no `x`; after a count: natural (n), mixed (m), r (red threes), ...
/// ```
pub fn line_error_text(text: &str, e: &crate::core::line::LineError) -> String {
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
pub fn line_problem_brief(e: &crate::core::line::LineError) -> String {
    match &e.problem {
        crate::core::line::Problem::Unknown(known) => crate::tr!(
            "line-unknown-brief",
            token = e.token.clone(),
            variant = crate::render::rules_text::variant_name(known.variant.as_str())
        ),
        _ => line_problem_text(e),
    }
}

/// What is wrong with a line's token, in words (without the line).
pub fn line_problem_text(e: &crate::core::line::LineError) -> String {
    use crate::core::line::{Fact, Problem, Scope};
    let fact = |f: &Fact| {
        let fact = match *f {
            Fact::Out => "out",
            Fact::Melded => "melded",
            Fact::InHand => "in-hand",
            Fact::Canastas => "canastas",
            Fact::RedThrees => "red-threes",
            Fact::BlackThrees => "black-threes",
            Fact::BlackThreesInHand => "black-threes-in-hand",
            Fact::Pot => "pot",
            Fact::Penalty => "penalties",
            Fact::Bonus => "bonuses",
            Fact::Incomplete => "incomplete",
            Fact::Holding => "holding",
            Fact::Melds => "melds",
            Fact::HandCards => "hand-cards",
        };
        crate::tr!("line-fact", fact = fact)
    };
    let tok = &e.token;
    match &e.problem {
        Problem::Unknown(known) => {
            let crate::core::line::Known {
                variant,
                terms,
                counted,
                out,
                penalties,
                runs_only,
            } = known.as_ref();
            let list = |names: &[(String, String)]| word_list(names, *terms);
            let mut words = crate::tr!(
                "line-unknown",
                token = tok.clone(),
                variant = crate::render::rules_text::variant_name(variant.as_str()),
                counted = list(counted),
                out = list(out)
            );
            if !penalties.is_empty() {
                words.push_str(&crate::tr!(
                    "line-unknown-penalties",
                    penalties = list(penalties)
                ));
            }
            words.push_str(&crate::tr!(
                "line-unknown-numbers",
                cards = cards_example(*runs_only)
            ));
            words
        }
        Problem::Ambiguous { options } => crate::tr!(
            "line-ambiguous",
            token = tok.clone(),
            options = options.join(&crate::tr!("line-or"))
        ),
        Problem::NeedsCount { name } => crate::tr!(
            "line-needs-count",
            token = tok.clone(),
            name = crate::render::i18n::word(name)
        ),
        Problem::Twice { fact: f } => {
            crate::tr!("line-twice", token = tok.clone(), fact = fact(f))
        }
        Problem::OutAndConcealed => crate::tr!("line-out-and-concealed", token = tok.clone()),
        Problem::LikelyCards { max } => {
            crate::tr!("line-likely-cards", token = tok.clone(), max = *max)
        }
        Problem::NumberOrCards => crate::tr!("line-number-or-cards", token = tok.clone()),
        Problem::Repeated { first } => crate::tr!(
            "line-repeated",
            token = tok.clone(),
            first = first.clone(),
            bare = tok
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .to_string()
        ),
        Problem::WrongLine { fact: f, scope } => match scope {
            Scope::Own => crate::tr!("line-shared-on-own", token = tok.clone(), fact = fact(f)),
            _ => crate::tr!("line-own-on-shared", token = tok.clone(), fact = fact(f)),
        },
        Problem::NotInRules { name, variant } => crate::tr!(
            "line-not-in-rules",
            token = tok.clone(),
            name = name.as_str(),
            variant = crate::render::rules_text::variant_name(variant.as_str())
        ),
        Problem::NotInVariant { what, variant } => crate::tr!(
            "line-not-in-variant",
            token = tok.clone(),
            variant = crate::render::rules_text::variant_name(variant.as_str()),
            what = what.to_string()
        ),
        Problem::UnknownName { what, known } => crate::tr!(
            "line-unknown-name",
            token = tok.clone(),
            what = what.to_string(),
            known = known.join(", ")
        ),
        Problem::Cards { error } => {
            crate::tr!("line-cards", token = tok.clone(), error = error.said())
        }
        Problem::TooLarge => crate::tr!("line-too-large", token = tok.clone()),
    }
}

/// A line's words as a legend: `n natural, m mixed, r red threes` (the short form, then the
/// name, where they differ).
/// In another language than English the name is the preset's key (`natural`), shown in
/// the language's word for it (`pura`).
pub fn word_list(names: &[(String, String)], terms: crate::core::rules::Terms) -> String {
    let english = crate::render::i18n::language() == crate::core::language::Lang::En;
    names
        .iter()
        .map(|(short, full)| {
            let shown = if english {
                full.replace('_', " ")
            } else {
                crate::render::i18n::kind_word(full, terms, false)
            };
            if *short == shown || (english && short == full) {
                shown
            } else {
                format!("{short} {shown}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The game layer's refusal of a line or a word, in words.
impl Say for crate::game::Refused {
    fn say(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.whose {
            Some((whose, line)) => f.write_str(&crate::tr!(
                "line-refused-of",
                side = whose.clone(),
                refusal = line_error_text(line, &self.error)
            )),
            None => f.write_str(&crate::tr!(
                "line-refused",
                refusal = line_problem_text(&self.error)
            )),
        }
    }
}

/// A hand's line as a prompt or a page labels it: the side's name; three-handed, the
/// partnership's shared line (`Ann + Cy together`) or a partner's own (`Ann's own`; not
/// "alone", which is what the lone player does).
pub fn line_label(line: &crate::game::LineAsked, units: &[String], lone: Option<&str>) -> String {
    use crate::core::line::Scope;
    match line.scope {
        Scope::Whole => line.unit.clone(),
        Scope::Shared => {
            let partners: Vec<&str> = units
                .iter()
                .map(String::as_str)
                .filter(|u| Some(*u) != lone)
                .collect();
            crate::tr!("table-line-together", partners = partners.join(" + "))
        }
        Scope::Own => crate::tr!("table-line-own", player = line.unit.clone()),
    }
}

/// Cards written out as a variant melds them, for a legend: a run where it has no sets
/// (Buraco STBL, issue 45), else a set (card notation is the same in every language).
pub fn cards_example(runs_only: bool) -> &'static str {
    if runs_only {
        "h5-J, h:K74"
    } else {
        "KKKKKKK QQ2, h:K74"
    }
}
