//! Turning derived values into text people read: the score sheet, a hand's breakdown, a
//! variant's rules. No arithmetic happens here; every number comes from `ledger::replay`.

mod reasons;
pub use reasons::*;

mod rules_text;
pub use rules_text::*;

mod answers;
pub use answers::*;

pub mod refusals;

mod season;
pub use season::*;

pub mod chart;
mod core_errors;
pub use core_errors::start_text;
pub mod game_refusals;
mod hand_errors;
pub mod words;
pub mod i18n;

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};

use crate::hand::WentOut;
use crate::ledger::{HandReport, Report};
use crate::rules::{Points, Rules, Seating};
use crate::score::{Item, Line, ThreesEffect};
use crate::text::{count_phrase, number_word};
pub use crate::words::{line_error_text, line_problem_brief, line_problem_text};

/// A variant's word for a hand (`hand`, or Hand and Foot's `round`): singular, plural,
/// and capitalized.
pub fn hand_noun(terms: crate::rules::Terms) -> (&'static str, &'static str, &'static str) {
    match terms.hand {
        crate::rules::HandTerm::Hand => ("hand", "hands", "Hand"),
        crate::rules::HandTerm::Round => ("round", "rounds", "Round"),
    }
}

/// A variant's word for a canasta (`canasta`, or Hand and Foot's `book`).
pub fn canasta_noun(terms: crate::rules::Terms) -> &'static str {
    match terms.canasta {
        crate::rules::CanastaTerm::Canasta => "canasta",
        crate::rules::CanastaTerm::Book => "book",
    }
}

/// `+500`, `-25`, `0`.
pub fn signed(points: Points) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

/// The widest score sheet that fits a terminal (and a printed page) without wrapping.
pub const WIDTH: usize = 80;

/// The narrowest layout drawn: narrower terminals wrap.
pub const NARROWEST: usize = 40;

/// The columns tables are laid out for: the terminal's width when stdout is a terminal,
/// else `COLUMNS` when it is set (`COLUMNS=40 canasta show | less`), else none: piped
/// output keeps its full width. Never under 40.
pub fn layout_width() -> Option<usize> {
    let term = console::Term::stdout();
    let cols = if term.is_term() {
        term.size_checked().map(|(_, cols)| usize::from(cols))
    } else {
        std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.trim().parse::<usize>().ok())
    };
    cols.filter(|c| *c > 0).map(|c| c.max(NARROWEST))
}

/// Columns to draw the sheet and the chart in: 80, or fewer for a narrower layout.
pub fn width() -> usize {
    layout_width().map_or(WIDTH, |cols| cols.min(WIDTH))
}

/// Lay a table out for the layout width, wrapping cells, when it would be wider.
fn fit(t: &mut Table) {
    if let Some(w) = layout_width()
        && widest(&t.to_string()) > w
    {
        t.set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(u16::try_from(w).unwrap_or(u16::MAX));
    }
}

/// A table laid out for the layout width (see `fit`), as text.
pub fn fitted(mut t: Table) -> String {
    fit(&mut t);
    t.to_string()
}

/// Text wrapped to the layout width (at most 80 columns), each line indented by `indent`;
/// piped without `COLUMNS`, as it is (indented).
pub fn wrapped(text: &str, indent: &str) -> String {
    match layout_width() {
        Some(_) => screen_wrapped(text, indent),
        None => format!("{indent}{text}"),
    }
}

/// Text wrapped for a screen: the layout width, or 80 columns (table mode, which only
/// runs on a terminal).
pub fn screen_wrapped(text: &str, indent: &str) -> String {
    let opts = textwrap::Options::new(width())
        .initial_indent(indent)
        .subsequent_indent(indent);
    textwrap::fill(text, opts)
}

/// Colours follow the `console` crate's reading of the terminal: none when stdout is not a
/// terminal, when `NO_COLOR` is set, or `CLICOLOR=0`; always with `CLICOLOR_FORCE=1`.
pub fn colours() -> bool {
    console::colors_enabled()
}

/// A side's colour in the chart and the sheet (cyan, yellow, magenta, green, blue).
pub fn paint_series(k: usize, text: &str) -> String {
    let style = match k % 5 {
        0 => console::Style::new().cyan(),
        1 => console::Style::new().yellow(),
        2 => console::Style::new().magenta(),
        3 => console::Style::new().green(),
        _ => console::Style::new().blue(),
    };
    style.bold().apply_to(text).to_string()
}

/// A heading: bold.
pub fn heading(text: &str) -> String {
    console::style(text).bold().to_string()
}

/// Good news (saved, a winner): green.
pub fn good(text: &str) -> String {
    console::style(text).green().bold().to_string()
}

/// A refusal or a warning: yellow.
pub fn warn(text: &str) -> String {
    console::style(text).yellow().to_string()
}

fn table() -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled);
    if !colours() {
        t.force_no_tty();
    }
    t
}

fn widest(text: &str) -> usize {
    text.lines()
        .map(console::measure_text_width)
        .max()
        .unwrap_or(0)
}

fn right(text: impl ToString) -> Cell {
    Cell::new(text.to_string()).set_alignment(CellAlignment::Right)
}

/// The score sheet: each hand's score and the running totals, side by side. When that is
/// wider than 80 columns (three or four sides with long names), each side gets one column
/// holding the hand's score and the total, and dealers' names are shortened.
pub fn sheet(report: &Report) -> String {
    sheet_of(report, &report.hands)
}

/// The sheet with only the last `n` hands (and a line saying how many came before):
/// what table mode shows after each hand, so that a long game costs no more to show
/// than a short one. `canasta show` has them all.
pub fn sheet_tail(report: &Report, n: usize) -> String {
    let hands = &report.hands[report.hands.len().saturating_sub(n)..];
    let earlier = report.hands.len() - hands.len();
    let body = sheet_of(report, hands);
    if earlier == 0 {
        return body;
    }
    format!(
        "({} earlier, not shown: `canasta show` has them all)\n{body}",
        crate::text::count_phrase(earlier as i64, hand_noun(report.terms).0, "s")
    )
}

fn sheet_of(report: &Report, hands: &[HandReport]) -> String {
    let wide = wide_sheet(report, hands);
    let body = if widest(&wide) <= width() {
        wide
    } else {
        narrow_sheet(report, hands)
    };
    format!("{body}\n{}", status(report))
}

/// A name cut to `n` columns of the terminal (with `~` marking the cut): by display
/// width, so that a name in CJK or with emoji does not push the columns out.
fn shorten(name: &str, n: usize) -> String {
    console::truncate_str(name, n, "~").into_owned()
}

/// How a side's hand is marked on a sheet: it went out (and how), it played alone, both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Out,
    OutConcealed,
    Alone,
    AloneOut,
}

impl Mark {
    /// The side's mark in `hand`, if any.
    pub fn of(hand: &HandReport, side: &str) -> Option<Mark> {
        let alone = hand.lone.as_deref() == Some(side);
        // Three-handed, when the partnership goes out both partners are marked: it is
        // kept on the first-named partner, but it was the partnership's going out.
        let out = hand.went_out.as_deref() == Some(side)
            || (hand.lone.is_some()
                && !alone
                && hand.went_out.is_some()
                && hand.went_out != hand.lone);
        match (out, alone) {
            (true, true) => Some(Mark::AloneOut),
            (true, false) if hand.went_out_how == Some(WentOut::Concealed) => {
                Some(Mark::OutConcealed)
            }
            (true, false) => Some(Mark::Out),
            (false, true) => Some(Mark::Alone),
            (false, false) => None,
        }
    }

    /// One character, for a narrow sheet and the board.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Out => "*",
            Mark::OutConcealed => "C",
            Mark::Alone => "L",
            Mark::AloneOut => "A",
        }
    }

    /// In words, for a wide sheet.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Out => "out",
            Mark::OutConcealed => "concealed",
            Mark::Alone => "lone",
            Mark::AloneOut => "lone out",
        }
    }

    fn meaning(self) -> &'static str {
        match self {
            Mark::Out => "went out",
            Mark::OutConcealed => "went out concealed",
            Mark::Alone => "played alone",
            Mark::AloneOut => "played alone and went out",
        }
    }
}

/// What the marks used in `hands` mean: `* went out, C went out concealed`.
pub fn marks_legend(report: &Report, hands: &[HandReport]) -> String {
    let mut used: Vec<Mark> = Vec::new();
    for hand in hands {
        for side in &report.sides {
            if let Some(m) = Mark::of(hand, side)
                && !used.contains(&m)
            {
                used.push(m);
            }
        }
    }
    // Going out is always explained, as before; the others where they appear.
    if !used.contains(&Mark::Out) {
        used.insert(0, Mark::Out);
    }
    used.sort_by_key(|m| *m as u8);
    used.iter()
        .map(|m| format!("{} {}", m.symbol(), m.meaning()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn narrow_sheet(report: &Report, hands: &[HandReport]) -> String {
    let mut t = table();
    let name_width = 13;
    // Under 50 columns the dealer is left out (the line under the sheet names the next).
    let dealer = width() >= 50;
    let mut header = vec![Cell::new("#")];
    if dealer {
        header.push(Cell::new("Dealer"));
    }
    for side in &report.sides {
        header.push(right(shorten(side, name_width)));
    }
    t.set_header(header);
    if !report.start.is_empty() && hands.first().is_none_or(|h| h.number == 1) {
        let mut row = vec![Cell::new("-")];
        if dealer {
            row.push(Cell::new("start"));
        }
        for side in &report.sides {
            row.push(right(report.start.get(side).copied().unwrap_or(0)));
        }
        t.add_row(row);
    }
    for hand in hands {
        let mut row = vec![right(hand.number)];
        if dealer {
            row.push(Cell::new(shorten(&hand.dealer, 6)));
        }
        for side in &report.sides {
            let mark = Mark::of(hand, side).map_or(" ", Mark::symbol);
            row.push(right(format!(
                "{:>6}{mark}{:>6}",
                signed(hand.scores[side]),
                hand.totals[side]
            )));
        }
        t.add_row(row);
    }
    if report.hands.is_empty() && report.start.is_empty() {
        let mut row = vec![Cell::new("-")];
        if dealer {
            row.push(Cell::new(""));
        }
        for side in &report.sides {
            row.push(right(report.totals[side]));
        }
        t.add_row(row);
    }
    let legend = format!(
        "each column: the hand's score, then the total; {}",
        marks_legend(report, hands)
    );
    format!("{}\n{}", fitted(t), wrapped(&legend, ""))
}

fn wide_sheet(report: &Report, hands: &[HandReport]) -> String {
    let mut t = table();
    let mut header = vec![Cell::new(hand_noun(report.terms).2), Cell::new("Dealer")];
    for side in &report.sides {
        header.push(right(side));
        header.push(right("total"));
    }
    t.set_header(header);
    if !report.start.is_empty() && hands.first().is_none_or(|h| h.number == 1) {
        // A game begun on paper: its starting totals, as the sheet's first line.
        let mut row = vec![Cell::new("-"), Cell::new("start")];
        for side in &report.sides {
            row.push(right(""));
            row.push(right(report.start.get(side).copied().unwrap_or(0)));
        }
        t.add_row(row);
    }
    for hand in hands {
        let mut row = vec![right(hand.number), Cell::new(&hand.dealer)];
        for side in &report.sides {
            let mut score = signed(hand.scores[side]);
            if let Some(mark) = Mark::of(hand, side) {
                score = format!("{score} {}", mark.word());
            }
            row.push(right(score));
            row.push(right(hand.totals[side]));
        }
        t.add_row(row);
    }
    if report.hands.is_empty() && report.start.is_empty() {
        let mut row = vec![
            Cell::new("-"),
            Cell::new(format!("no {} yet", hand_noun(report.terms).1)),
        ];
        for side in &report.sides {
            row.push(right(""));
            row.push(right(report.totals[side]));
        }
        t.add_row(row);
    }
    t.to_string()
}

/// The lines under the sheet: who won, or who deals and what each side needs.
pub fn status(report: &Report) -> String {
    let text = status_lines(report);
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(&wrapped(line, ""));
        out.push('\n');
    }
    out
}

/// The end of a finished game in words, the one sentence every front end shows:
/// `Game over after 3 hands. Winner: We, with 5120 (by 2410).` None while it goes on.
pub fn game_over(report: &Report) -> Option<String> {
    if !report.finished {
        return None;
    }
    let hands = count_phrase(report.hands.len() as i64, hand_noun(report.terms).0, "s");
    let total = |side: &String| report.totals.get(side).copied().unwrap_or_default();
    Some(match (&report.winner, report.margin) {
        // A tie on top won by going out: said as such, not "by 0".
        (Some(w), _) if report.won_tie_by_going_out => {
            let tied: Vec<&String> = report
                .totals
                .iter()
                .filter(|(s, t)| *s != w && **t == total(w))
                .map(|(s, _)| s)
                .collect();
            format!(
                "Game over after {hands}. Winner: {w}, with {}, tied with {}: the tie goes to the side that went out.",
                total(w),
                tied.iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(" and ")
            )
        }
        // "Winner: Smiths" reads right for any name, one person or a family.
        (Some(w), Some(m)) => format!(
            "Game over after {hands}. Winner: {w}, with {} (by {m}).",
            total(w)
        ),
        _ => format!(
            "Game over after {hands}. Shared win: {}, at {}.",
            report.winners.join(" and "),
            report.winners.first().map_or(0, total)
        ),
    })
}

fn status_lines(report: &Report) -> String {
    let mut out = String::new();
    if let Some(over) = game_over(report) {
        out.push_str(&over);
        out.push('\n');
        return out;
    }
    if let Some(tie) = &report.tie {
        out.push_str(&format!(
            "{} are tied at {}; the rules say play another hand.\n",
            tie.sides.join(" and "),
            tie.total
        ));
    }
    // Who leads, and what each side still needs (or how many hands remain).
    let mut standing = match &report.lead {
        Some(lead) => format!("Lead: {}, by {}.", lead.side, lead.by),
        None if report.hands.is_empty() && report.start.is_empty() => String::new(),
        None => {
            // Equal at the top: all level, or some sides tied for the lead.
            let top = report.totals.values().copied().max().unwrap_or(0);
            let leaders: Vec<&str> = report
                .totals
                .iter()
                .filter(|(_, t)| **t == top)
                .map(|(s, _)| s.as_str())
                .collect();
            if leaders.len() == report.totals.len() {
                "Level.".to_string()
            } else {
                format!("Tied for the lead: {}, at {top}.", leaders.join(" and "))
            }
        }
    };
    if !report.to_target.is_empty() && (!report.hands.is_empty() || !report.start.is_empty()) {
        let needs: Vec<String> = report
            .to_target
            .iter()
            .map(|(side, n)| format!("{side} {n}"))
            .collect();
        standing.push_str(&format!(" To go: {}.", needs.join(", ")));
    }
    if let Some(left) = report.hands_left {
        standing.push_str(&format!(
            " {} left.",
            count_phrase(i64::from(left), hand_noun(report.terms).0, "s")
        ));
    }
    if !standing.trim().is_empty() {
        out.push_str(standing.trim());
        out.push('\n');
    }
    let mins: Vec<String> = report
        .next_minimum
        .iter()
        .map(|(side, min)| format!("{side} {min}"))
        .collect();
    out.push_str(&format!(
        "{} {}: {} deals. Initial meld: {}. Game: {}.\n",
        hand_noun(report.terms).2,
        report.hands.len() + 1,
        report.next_dealer,
        mins.join(", "),
        game_words_in(report.target, report.hands_to_play, report.terms)
    ));
    out
}

/// How a game ends, in words: `5000`, `4 hands`, `5000 or 4 hands`.
pub fn game_words(target: Option<Points>, hands: Option<u32>) -> String {
    game_words_in(target, hands, crate::rules::Terms::default())
}

/// [`game_words`] in the variant's own words (`4 rounds`).
pub fn game_words_in(
    target: Option<Points>,
    hands: Option<u32>,
    terms: crate::rules::Terms,
) -> String {
    let hands = hands.map(|n| count_phrase(i64::from(n), hand_noun(terms).0, "s"));
    match (target, hands) {
        (Some(t), Some(h)) => format!("{t} or {h}"),
        (Some(t), None) => t.to_string(),
        (None, Some(h)) => h,
        (None, None) => "open".into(),
    }
}

/// What a side lacked, when a rule turns its points: "no meld", "no canasta", "fewer
/// than 2 canastas".
fn lacking(req: &crate::rules::Requirement) -> String {
    use crate::rules::Requirement;
    match req {
        Requirement::Nothing => "nothing needed".into(),
        Requirement::AMeld => "no meld".into(),
        Requirement::Canastas(1) => "no canasta".into(),
        Requirement::Canastas(n) => format!("fewer than {n} canastas"),
        Requirement::KindCanasta(kind) => format!("no {} canasta", kind.replace('_', " ")),
    }
}

/// A score line in words: "2 natural canastas", "cards melded, minus: no canasta", "red
/// threes (all four)", "penalty: undeclared red three x1".
pub fn line_text(line: &Line) -> String {
    line_text_in(line, crate::rules::Terms::default())
}

/// [`line_text`] in the variant's own words (`2 clean books`).
pub fn line_text_in(line: &Line, terms: crate::rules::Terms) -> String {
    let words = |name: &str| name.replace('_', " ");
    let effect = |what: String, effect: &ThreesEffect| match (
        &effect.against_side_without,
        &effect.nothing_for_side_without,
    ) {
        (Some(req), _) => format!("{what}, minus: {}", lacking(req)),
        (None, Some(req)) => format!("{what}, nothing: {}", lacking(req)),
        (None, None) => what,
    };
    match &line.item {
        Item::SpecialHand { hand } => format!("went out with a special hand: {}", words(hand)),
        Item::Canastas { kind, count } => count_phrase(
            *count,
            &format!("{} {}", words(kind), canasta_noun(terms)),
            "s",
        ),
        Item::GoingOut { how } => match how {
            WentOut::Concealed => "going out concealed".into(),
            WentOut::HandCanasta => "going out with a hand canasta".into(),
            WentOut::Normal | WentOut::Special => "going out".into(),
        },
        Item::IncompleteMeld { meld } => format!("incomplete {} meld", words(meld)),
        Item::Holding { rank, players } => format!(
            "{} holding three or more {rank}",
            count_phrase(*players, "player", "s")
        ),
        Item::Melded {
            against_side_without: None,
        } => "cards melded".into(),
        Item::Melded {
            against_side_without: Some(req),
        } => format!("cards melded, minus: {}", lacking(req)),
        Item::InHand { by } if by.len() > 1 => format!(
            "cards in hand ({})",
            by.iter()
                .map(|(n, p)| format!("{n} {p}"))
                .collect::<Vec<_>>()
                .join(" + ")
        ),
        Item::InHand { .. } => "cards in hand".into(),
        Item::BlackThreesInHand { count } => {
            format!("{} in hand", count_phrase(*count, "black three", "s"))
        }
        Item::Penalty { name, count } => format!("penalty: {} x{count}", words(name)),
        Item::Bonus { name, count } => format!("bonus: {} x{count}", words(name)),
        Item::RedThrees {
            count,
            all,
            effect: e,
        } => {
            let what = if *all {
                format!("red threes (all {})", number_word(*count))
            } else {
                count_phrase(*count, "red three", "s")
            };
            effect(what, e)
        }
        Item::BlackThrees { count, effect: e } => {
            effect(count_phrase(*count, "black three", "s"), e)
        }
    }
}

/// One hand's itemized lines, per side.
pub fn breakdown(report: &Report, hand: &HandReport) -> String {
    let mut out = format!(
        "{} {} (dealer {})",
        hand_noun(report.terms).2,
        hand.number,
        hand.dealer
    );
    if let Some(lone) = &hand.lone {
        out.push_str(&format!(", {lone} alone"));
    }
    if let Some(note) = &hand.note {
        out.push_str(&format!(" - {note}"));
    }
    out.push('\n');
    let mut t = table();
    t.set_header(vec![Cell::new(""), right("points")]);
    for side in &report.sides {
        let lines = &hand.lines[side];
        t.add_row(vec![Cell::new(format!("{side}:")), right("")]);
        if lines.is_empty() {
            t.add_row(vec![Cell::new("  nothing"), right(0)]);
        }
        for line in lines {
            t.add_row(vec![
                Cell::new(format!("  {}", line_text_in(line, report.terms))),
                right(signed(line.points)),
            ]);
        }
        t.add_row(vec![
            Cell::new(format!("  {side} this {}", hand_noun(report.terms).0)),
            right(signed(hand.scores[side])),
        ]);
    }
    out.push_str(&fitted(t));
    out.push('\n');
    out
}

/// The sides of a game as a sentence: "We (Ann, Cy) v They (Bob, Di)".
pub fn sides_line(log: &crate::ledger::GameLog) -> String {
    sides_words(&log.sides)
}

/// Sides as a sentence: "We (Ann, Cy) v They (Bob, Di)".
fn sides_words(sides: &[crate::ledger::SideDef]) -> String {
    sides
        .iter()
        .map(|s| {
            if s.players.is_empty() || s.players == [s.name.clone()] {
                s.name.clone()
            } else {
                format!("{} ({})", s.name, s.players.join(", "))
            }
        })
        .collect::<Vec<_>>()
        .join(" v ")
}

#[cfg(test)]
mod width_tests {
    use super::shorten;

    #[test]
    fn names_are_cut_by_display_width() {
        assert_eq!(shorten("Ann", 6), "Ann");
        assert_eq!(shorten("Bernadette", 6), "Berna~");
        // Each of these takes two columns: three of them and the mark fill 6 or fewer.
        let cut = shorten("山田花子さん", 6);
        assert!(console::measure_text_width(&cut) <= 6, "{cut}");
        assert!(cut.ends_with('~'), "{cut}");
    }
}

#[cfg(test)]
mod mark_tests {
    use super::*;
    use indexmap::IndexMap;

    fn hand(went_out: Option<&str>, how: Option<WentOut>, lone: Option<&str>) -> HandReport {
        HandReport {
            number: 1,
            dealer: "Ann".into(),
            lone: lone.map(String::from),
            went_out: went_out.map(String::from),
            went_out_how: how,
            minimums: IndexMap::new(),
            scores: IndexMap::new(),
            totals: IndexMap::new(),
            lines: IndexMap::new(),
            note: None,
        }
    }

    /// The sheet says what happened: a concealed going out, a lone player, a lone player
    /// who went out (not only "out").
    #[test]
    fn each_way_a_hand_went_is_marked() {
        let concealed = hand(Some("Cy"), Some(WentOut::Concealed), None);
        assert_eq!(Mark::of(&concealed, "Cy"), Some(Mark::OutConcealed));
        assert_eq!(Mark::of(&concealed, "Bob"), None);
        let alone_out = hand(Some("Ann"), Some(WentOut::Normal), Some("Ann"));
        assert_eq!(
            Mark::of(&alone_out, "Ann").map(Mark::word),
            Some("lone out")
        );
        let alone = hand(Some("Bob"), Some(WentOut::Normal), Some("Ann"));
        assert_eq!(Mark::of(&alone, "Ann").map(Mark::symbol), Some("L"));
        assert_eq!(Mark::of(&alone, "Bob").map(Mark::symbol), Some("*"));
        // Three-handed, the partnership went out: Cy, Bob's partner, is marked too.
        assert_eq!(Mark::of(&alone, "Cy"), Some(Mark::Out));
        let report = Report {
            variant: "classic-3p".into(),
            target: Some(5000),
            hands_to_play: None,
            sides: vec!["Ann".into(), "Bob".into(), "Cy".into()],
            hands: Vec::new(),
            totals: IndexMap::new(),
            next_minimum: IndexMap::new(),
            next_dealer: "Ann".into(),
            finished: false,
            winner: None,
            winners: Vec::new(),
            margin: None,
            tie: None,
            won_tie_by_going_out: false,
            terms: Default::default(),
            start: IndexMap::new(),
            lead: None,
            to_target: IndexMap::new(),
            hands_left: None,
        };
        assert_eq!(
            marks_legend(&report, &[concealed, alone_out, alone]),
            "* went out, C went out concealed, L played alone, A played alone and went out"
        );
    }
}
