//! Turning derived values into text people read: the score sheet, a hand's breakdown, a
//! variant's rules. No arithmetic happens here; every number comes from `ledger::replay`.

mod reasons;
pub use reasons::{meld_note_text, meld_reason_text, reason_text};

mod rules_text;
use rules_text::named;
pub use rules_text::{
    default_side_names, preset_description, preset_description_of, preset_text, rules_table,
    side_names, variant_name,
};

mod answers;
pub use answers::{answer, answer_on_screen, on_screen};

mod slips;
pub use slips::{slip_fact, slip_on_page, slip_prompt, slip_question, slip_warning};

pub mod refusals;

mod season;
pub use season::{csv, game_list, history, players_list, standing_line, stats_csv, stats_table};

pub mod chart;
pub mod circuit;
mod core_errors;
pub mod errors;
pub use core_errors::start_text;
pub mod game_refusals;
mod grid;
use grid::{Align, Grid};
mod breakdown;
pub use breakdown::{breakdown, breakdowns};
mod hand_errors;
pub mod i18n;
mod moving;
pub mod run_refusals;
pub mod say;
pub use moving::{imported, kept_game};
mod share;
pub use share::share_text;
pub mod board_html;
mod store_errors;
pub mod tournament;
pub mod words;

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};

use crate::core::hand::WentOut;
use crate::core::ledger::{HandReport, Report};
use crate::core::rules::{Points, Rules, Seating};
use crate::core::score::{Item, Line, ThreesEffect};
pub use crate::render::words::{line_error_text, line_problem_brief, line_problem_text};
use crate::tr;
use i18n::{canasta_term, hand_term, word};

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
    // Piped, the answer cannot change while the command runs: asked once (`show
    // --explain` lays out a table per hand). A terminal is asked each time (it may be
    // resized during table mode).
    static PIPED: std::sync::OnceLock<Option<Option<usize>>> = std::sync::OnceLock::new();
    if let Some(Some(piped)) = PIPED.get() {
        return *piped;
    }
    let term = console::Term::stdout();
    let cols = if term.is_term() {
        let _ = PIPED.set(None);
        term.size_checked().map(|(_, cols)| usize::from(cols))
    } else {
        let cols = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.trim().parse::<usize>().ok());
        let width = cols.filter(|c| *c > 0).map(|c| c.max(NARROWEST));
        let _ = PIPED.set(Some(width));
        return width;
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
    // What `to_string` gives, without copying it again into a string that grows (the
    // table's own `Display` joins its lines, then formats that: `show --explain` lays
    // out a table per hand).
    t.lines().collect::<Vec<_>>().join("\n")
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
    // (In a page, comfy-table has no terminal to look at.)
    #[cfg(not(target_arch = "wasm32"))]
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

/// A cell of a [`Grid`], at the right of its column.
fn at_right(text: impl ToString) -> (String, Align) {
    (text.to_string(), Align::Right)
}

/// A cell of a [`Grid`], at the left of its column.
fn at_left(text: impl ToString) -> (String, Align) {
    (text.to_string(), Align::Left)
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
    format!("{}\n{}", sheet_tail_hands(report, n), status(report))
}

/// [`sheet_tail`] without the lines under the table (who leads or won, the next hand):
/// the end of a game shows them after its chart, last, where they stay on the screen.
pub fn sheet_tail_hands(report: &Report, n: usize) -> String {
    let hands = &report.hands[report.hands.len().saturating_sub(n)..];
    let earlier = report.hands.len() - hands.len();
    let body = hands_table(report, hands);
    if earlier == 0 {
        return body;
    }
    format!(
        "{}\n{body}",
        tr!(
            "sheet-earlier",
            count = earlier,
            term = hand_term(report.terms)
        )
    )
}

fn sheet_of(report: &Report, hands: &[HandReport]) -> String {
    format!("{}\n{}", hands_table(report, hands), status(report))
}

/// The table of `hands`, wide where it fits the screen, else narrow.
fn hands_table(report: &Report, hands: &[HandReport]) -> String {
    let wide = wide_sheet(report, hands);
    if widest(&wide) <= width() {
        wide
    } else {
        narrow_sheet(report, hands)
    }
}

/// A name cut to `n` columns of the terminal (with `~` marking the cut): by display
/// width, so that a name in CJK or with emoji does not push the columns out.
fn shorten(name: &str, n: usize) -> String {
    console::truncate_str(name, n, "~").into_owned()
}

/// Names as a list in words: `We and They`, `Ann and Bob and Cy`.
fn and_list<S: AsRef<str>>(names: &[S]) -> String {
    names
        .iter()
        .map(|n| n.as_ref())
        .collect::<Vec<_>>()
        .join(&tr!("sheet-and"))
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

    /// The mark's key in the catalog (`sheet-mark-*` select on it).
    fn key(self) -> &'static str {
        match self {
            Mark::Out => "out",
            Mark::OutConcealed => "concealed",
            Mark::Alone => "alone",
            Mark::AloneOut => "alone-out",
        }
    }

    /// One character, for a narrow sheet and the board (`*`, and a letter of the
    /// language's word).
    pub fn symbol(self) -> String {
        tr!("sheet-mark-symbol", mark = self.key())
    }

    /// In words, for a wide sheet.
    pub fn word(self) -> String {
        tr!("sheet-mark-word", mark = self.key())
    }

    fn meaning(self) -> String {
        tr!("sheet-mark-meaning", mark = self.key())
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
    crate::core::order::sort_by_key(&mut used, |m| *m as u8);
    used.iter()
        .map(|m| format!("{} {}", m.symbol(), m.meaning()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn narrow_sheet(report: &Report, hands: &[HandReport]) -> String {
    let name_width = 13;
    // Under 50 columns the dealer is left out (the line under the sheet names the next).
    let dealer = width() >= 50;
    let mut header = vec![at_left("#")];
    if dealer {
        header.push(at_left(tr!("sheet-col-dealer")));
    }
    for side in &report.sides {
        header.push(at_right(shorten(side, name_width)));
    }
    let mut t = Grid::new(header);
    if !report.start.is_empty() && hands.first().is_none_or(|h| h.number == 1) {
        let mut row = vec![at_left("-")];
        if dealer {
            row.push(at_left(tr!("sheet-start")));
        }
        for s in report.each_side() {
            row.push(at_right(report.start(s)));
        }
        t.row(row);
    }
    for hand in hands {
        let mut row = vec![at_right(hand.number)];
        if dealer {
            row.push(at_left(shorten(&hand.dealer, 6)));
        }
        for (s, side) in report.named_sides() {
            let mark = Mark::of(hand, side).map_or_else(|| " ".to_string(), Mark::symbol);
            row.push(at_right(format!(
                "{:>6}{mark}{:>6}",
                signed(hand.score(s)),
                hand.total(s)
            )));
        }
        t.row(row);
    }
    if report.hands.is_empty() && report.start.is_empty() {
        let mut row = vec![at_left("-")];
        if dealer {
            row.push(at_left(""));
        }
        for s in report.each_side() {
            row.push(at_right(report.total(s)));
        }
        t.row(row);
    }
    let legend = tr!(
        "sheet-narrow-legend",
        term = hand_term(report.terms),
        marks = marks_legend(report, hands)
    );
    format!("{}\n{}", t.fitted(), wrapped(&legend, ""))
}

fn wide_sheet(report: &Report, hands: &[HandReport]) -> String {
    let total = tr!("sheet-col-total");
    let mut header = vec![
        at_left(tr!("sheet-col-hand", term = hand_term(report.terms))),
        at_left(tr!("sheet-col-dealer")),
    ];
    for side in &report.sides {
        header.push(at_right(side));
        header.push(at_right(&total));
    }
    let mut t = Grid::new(header);
    if !report.start.is_empty() && hands.first().is_none_or(|h| h.number == 1) {
        // A game begun on paper: its starting totals, as the sheet's first line.
        let mut row = vec![at_left("-"), at_left(tr!("sheet-start"))];
        for s in report.each_side() {
            row.push(at_right(""));
            row.push(at_right(report.start(s)));
        }
        t.row(row);
    }
    for hand in hands {
        let mut row = vec![at_right(hand.number), at_left(&hand.dealer)];
        for (s, side) in report.named_sides() {
            let mut score = signed(hand.score(s));
            if let Some(mark) = Mark::of(hand, side) {
                score = format!("{score} {}", mark.word());
            }
            row.push(at_right(score));
            row.push(at_right(hand.total(s)));
        }
        t.row(row);
    }
    if report.hands.is_empty() && report.start.is_empty() {
        let mut row = vec![
            at_left("-"),
            at_left(tr!("sheet-no-hands-yet", term = hand_term(report.terms))),
        ];
        for s in report.each_side() {
            row.push(at_right(""));
            row.push(at_right(report.total(s)));
        }
        t.row(row);
    }
    t.text()
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
    let count = report.hands.len();
    let term = hand_term(report.terms);
    let total = |side: &String| report.total_of(side).unwrap_or_default();
    Some(match (&report.winner, report.margin) {
        // A tie on top won by going out: said as such, not "by 0".
        (Some(w), _) if report.won_tie_by_going_out => {
            let tied: Vec<&str> = report
                .named_sides()
                .filter(|&(s, name)| name != w && report.total(s) == total(w))
                .map(|(_, name)| name)
                .collect();
            tr!(
                "sheet-game-over-tie-won",
                count = count,
                term = term,
                winner = w.as_str(),
                total = total(w),
                tied = and_list(&tied)
            )
        }
        // "Winner: Smiths" reads right for any name, one person or a family.
        (Some(w), Some(m)) => tr!(
            "sheet-game-over-won",
            count = count,
            term = term,
            winner = w.as_str(),
            total = total(w),
            margin = m
        ),
        _ => tr!(
            "sheet-game-over-shared",
            count = count,
            term = term,
            winners = and_list(&report.winners),
            total = report.winners.first().map_or(0, total)
        ),
    })
}

/// A finished game's victory points in words, by its preset's table:
/// `Victory points: We 14, They 6 (difference 400).` None without them.
pub fn victory_points_line(report: &Report) -> Option<String> {
    let vp = report.victory_points.as_ref()?;
    let points: Vec<String> = vp.iter().map(|(side, n)| format!("{side} {n}")).collect();
    let totals = || report.totals.values().copied();
    let difference = totals().max().unwrap_or(0) - totals().min().unwrap_or(0);
    Some(tr!(
        "sheet-victory-points",
        points = points.join(", "),
        difference = difference
    ))
}

fn status_lines(report: &Report) -> String {
    let mut out = String::new();
    if let Some(over) = game_over(report) {
        out.push_str(&over);
        out.push('\n');
        if let Some(vp) = victory_points_line(report) {
            out.push_str(&vp);
            out.push('\n');
        }
        return out;
    }
    let term = hand_term(report.terms);
    if let Some(tie) = &report.tie {
        out.push_str(&tr!(
            "sheet-tied-play-on",
            sides = and_list(&tie.sides),
            total = tie.total,
            term = term
        ));
        out.push('\n');
    }
    // Who leads, and what each side still needs (or how many hands remain).
    let mut standing: Vec<String> = Vec::new();
    match &report.lead {
        Some(lead) => standing.push(tr!("sheet-lead", side = lead.side.as_str(), by = lead.by)),
        None if report.hands.is_empty() && report.start.is_empty() => {}
        None => {
            // Equal at the top: all level, or some sides tied for the lead.
            let top = report
                .each_side()
                .map(|s| report.total(s))
                .max()
                .unwrap_or(0);
            let leaders: Vec<&str> = report
                .named_sides()
                .filter(|&(s, _)| report.total(s) == top)
                .map(|(_, name)| name)
                .collect();
            if leaders.len() == report.sides.len() {
                standing.push(tr!("sheet-level"));
            } else {
                standing.push(tr!(
                    "sheet-tied-lead",
                    sides = and_list(&leaders),
                    total = top
                ));
            }
        }
    }
    if !report.to_target.is_empty() && (!report.hands.is_empty() || !report.start.is_empty()) {
        let needs: Vec<String> = report
            .to_target
            .iter()
            .map(|(side, n)| format!("{side} {n}"))
            .collect();
        standing.push(tr!("sheet-to-go", needs = needs.join(", ")));
    }
    // Level after the last hand, the game plays on (said above): no "0 hands left".
    if let Some(left) = report.hands_left
        && !(left == 0 && report.tie.is_some())
    {
        standing.push(tr!("sheet-left", count = left, term = term));
    }
    if !standing.is_empty() {
        out.push_str(&standing.join(" "));
        out.push('\n');
    }
    out.push_str(&tr!(
        "sheet-next",
        term = term,
        number = report.hands.len() + 1,
        dealer = report.next_dealer.as_str(),
        minimums = minimums_text(&report.next_minimum),
        has_minimum = has_minimum(&report.next_minimum),
        game = game_words_in(report.target, report.hands_to_play, report.terms)
    ));
    out.push('\n');
    out
}

/// How a game ends, in words: `5000`, `4 hands`, `5000 or 4 hands`.
pub fn game_words(target: Option<Points>, hands: Option<u32>) -> String {
    game_words_in(target, hands, crate::core::rules::Terms::default())
}

/// [`game_words`] in the variant's own words (`4 rounds`).
pub fn game_words_in(
    target: Option<Points>,
    hands: Option<u32>,
    terms: crate::core::rules::Terms,
) -> String {
    let term = hand_term(terms);
    match (target, hands) {
        (Some(t), Some(h)) => tr!(
            "sheet-game-target-or-hands",
            target = t,
            count = h,
            term = term
        ),
        (Some(t), None) => t.to_string(),
        (None, Some(h)) => tr!("sheet-game-hands", count = h, term = term),
        (None, None) => tr!("sheet-game-open"),
    }
}

/// What a side lacked, when a rule turns its points: "no meld", "no canasta", "fewer
/// than 2 canastas".
fn lacking(req: &crate::core::rules::Requirement, terms: crate::core::rules::Terms) -> String {
    use crate::core::rules::Requirement;
    let (what, count, kind) = match req {
        Requirement::Nothing => ("nothing", 0, String::new()),
        Requirement::AMeld => ("meld", 0, String::new()),
        Requirement::Canastas(1) => ("canasta", 1, String::new()),
        Requirement::Canastas(n) => ("canastas", *n, String::new()),
        Requirement::KindCanasta(kind) => ("kind", 1, word(kind)),
    };
    tr!(
        "sheet-lacking",
        what = what,
        count = count,
        kind = kind,
        canasta_term = canasta_term(terms)
    )
}

/// A score line in words: "2 natural canastas", "cards melded, minus: no canasta", "red
/// threes (all four)", "penalty: undeclared red three x1".
pub fn line_text(line: &Line) -> String {
    line_text_in(line, crate::core::rules::Terms::default())
}

/// [`line_text`] in the variant's own words (`2 clean books`).
pub fn line_text_in(line: &Line, terms: crate::core::rules::Terms) -> String {
    // `count`: how many threes, for the verb that agrees with them ("1 rote Drei zählt
    // nicht", "2 rote Dreien zählen nicht").
    let effect = |what: String, count: i64, effect: &ThreesEffect| match (
        &effect.against_side_without,
        &effect.nothing_for_side_without,
    ) {
        (Some(req), _) => tr!(
            "sheet-item-minus",
            what = what,
            lacking = lacking(req, terms)
        ),
        (None, Some(req)) => tr!(
            "sheet-item-nothing",
            what = what,
            count = count,
            lacking = lacking(req, terms)
        ),
        (None, None) => what,
    };
    match &line.item {
        Item::SpecialHand { hand } => tr!("sheet-item-special-hand", hand = word(hand)),
        Item::Canastas { kind, count } => tr!(
            "sheet-item-canastas",
            count = *count,
            kind = crate::render::i18n::kind_word(kind, terms, false),
            kinds = crate::render::i18n::kind_word(kind, terms, true),
            canasta_term = canasta_term(terms)
        ),
        Item::GoingOut { how } => tr!(
            "sheet-item-going-out",
            how = match how {
                WentOut::Concealed => "concealed",
                WentOut::HandCanasta => "hand-canasta",
                WentOut::Normal | WentOut::Special => "normal",
            }
        ),
        Item::IncompleteMeld { meld } => tr!("sheet-item-incomplete", meld = word(meld)),
        Item::Holding { rank, players } => {
            tr!(
                "sheet-item-holding",
                count = *players,
                rank = reasons::rank_group(rank)
            )
        }
        Item::Melded {
            against_side_without: None,
        } => tr!("sheet-item-melded"),
        Item::Melded {
            against_side_without: Some(req),
        } => tr!(
            "sheet-item-minus",
            what = tr!("sheet-item-melded"),
            lacking = lacking(req, terms)
        ),
        Item::InHand { by } if by.len() > 1 => tr!(
            "sheet-item-in-hand-by",
            by = by
                .iter()
                .map(|(n, p)| format!("{n} {p}"))
                .collect::<Vec<_>>()
                .join(" + ")
        ),
        Item::InHand { .. } => tr!("sheet-item-in-hand"),
        Item::BlackThreesInHand { count } => {
            tr!("sheet-item-black-threes-in-hand", count = *count)
        }
        Item::Penalty { name, count } => {
            tr!("sheet-item-penalty", name = word(name), count = *count)
        }
        Item::Bonus { name, count } => tr!("sheet-item-bonus", name = word(name), count = *count),
        Item::RedThrees {
            count,
            all,
            effect: e,
        } => {
            let what = if *all {
                tr!("sheet-item-red-threes-all", count = *count)
            } else {
                tr!("sheet-item-red-threes", count = *count)
            };
            effect(what, *count, e)
        }
        Item::BlackThrees { count, effect: e } => {
            effect(tr!("sheet-item-black-threes", count = *count), *count, e)
        }
        Item::Pot { pot } => tr!(
            "sheet-item-pot",
            pot = match pot {
                crate::core::hand::Pot::Unplayed => "unplayed",
                _ => "not-taken",
            },
            pot_term = crate::render::i18n::pot_term(terms)
        ),
        Item::PairShare { pair } => tr!("sheet-item-pair-share", pair = *pair),
    }
}

/// The sides of a game as a sentence: "We (Ann, Cy) v They (Bob, Di)".
pub fn sides_line(log: &crate::core::ledger::GameLog) -> String {
    sides_words(&log.sides)
}

/// Sides as a sentence: "We (Ann, Cy) v They (Bob, Di)".
fn sides_words(sides: &[crate::core::ledger::SideDef]) -> String {
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
        .join(&tr!("sheet-versus"))
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
            minimums: Default::default(),
            scores: Default::default(),
            totals: Default::default(),
            lines: Default::default(),
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
            Mark::of(&alone_out, "Ann").map(Mark::word).as_deref(),
            Some("lone out")
        );
        let alone = hand(Some("Bob"), Some(WentOut::Normal), Some("Ann"));
        assert_eq!(
            Mark::of(&alone, "Ann").map(Mark::symbol).as_deref(),
            Some("L")
        );
        assert_eq!(
            Mark::of(&alone, "Bob").map(Mark::symbol).as_deref(),
            Some("*")
        );
        // Three-handed, the partnership went out: Cy, Bob's partner, is marked too.
        assert_eq!(Mark::of(&alone, "Cy"), Some(Mark::Out));
        let report = Report {
            variant: "classic-3p".into(),
            target: Some(5000),
            hands_to_play: None,
            sides: vec!["Ann".into(), "Bob".into(), "Cy".into()],
            hands: Vec::new(),
            totals: Default::default(),
            next_minimum: Default::default(),
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
            to_target: Default::default(),
            hands_left: None,
            victory_points: None,
        };
        assert_eq!(
            marks_legend(&report, &[concealed, alone_out, alone]),
            "* went out, C went out concealed, L played alone, A played alone and went out"
        );
    }
}

#[cfg(test)]
mod sheet_lang_tests;

/// `yes` where a side has an initial-meld minimum, `no` in a form without one (the
/// Burraco family's): the catalog leaves the minimum out of a heading then.
pub fn has_minimum(
    minimums: &crate::core::side::PerSide<crate::core::rules::Points>,
) -> &'static str {
    if minimums.iter().all(|(_, m)| *m == 0) {
        "no"
    } else {
        "yes"
    }
}

/// Each side's initial-meld minimum, `We 50, They 15`; `none` where every side's is 0 (a
/// form without one, the Burraco family's). The one wording of it: the sheet, table
/// mode's heading and the scorer's page.
pub fn minimums_text(minimums: &crate::core::side::PerSide<crate::core::rules::Points>) -> String {
    if minimums.iter().all(|(_, m)| *m == 0) {
        return tr!("sheet-no-minimum");
    }
    minimums
        .iter()
        .map(|(side, min)| format!("{side} {min}"))
        .collect::<Vec<_>>()
        .join(", ")
}
