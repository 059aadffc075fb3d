//! Turning derived values into text people read: the score sheet, a hand's breakdown, a
//! variant's rules. No arithmetic happens here; every number comes from `ledger::replay`.

pub mod chart;
pub mod words;

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};

use crate::hand::WentOut;
use crate::ledger::{HandReport, Report};
use crate::rules::{Points, Rules, Seating};
use crate::score::{Item, Line, ThreesEffect};
use crate::text::{count_phrase, number_word};
pub use crate::words::{line_error_text, line_problem_brief, line_problem_text};

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
        crate::text::count_phrase(earlier as i64, "hand", "s")
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
            let mark = if hand.went_out.as_deref() == Some(side) {
                "*"
            } else if hand.lone.as_deref() == Some(side) {
                "L"
            } else {
                " "
            };
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
        "each column: the hand's score, then the total; * went out{}",
        if report.hands.iter().any(|h| h.lone.is_some()) {
            ", L played alone"
        } else {
            ""
        }
    );
    format!("{}\n{}", fitted(t), wrapped(&legend, ""))
}

fn wide_sheet(report: &Report, hands: &[HandReport]) -> String {
    let mut t = table();
    let mut header = vec![Cell::new("Hand"), Cell::new("Dealer")];
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
            if hand.went_out.as_deref() == Some(side) {
                score = format!("{score} out");
            } else if hand.lone.as_deref() == Some(side) {
                score = format!("{score} lone");
            }
            row.push(right(score));
            row.push(right(hand.totals[side]));
        }
        t.add_row(row);
    }
    if report.hands.is_empty() && report.start.is_empty() {
        let mut row = vec![Cell::new("-"), Cell::new("no hands yet")];
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

fn status_lines(report: &Report) -> String {
    let mut out = String::new();
    if report.finished {
        match (&report.winner, report.margin) {
            // "Winner: Smiths" reads right for any name, one person or a family.
            (Some(w), Some(m)) => {
                out.push_str(&format!(
                    "Game over after {}. Winner: {w}, with {} (by {m}).\n",
                    count_phrase(report.hands.len() as i64, "hand", "s"),
                    report.totals[w]
                ));
            }
            _ => {
                out.push_str(&format!(
                    "Game over after {}. Shared win: {}, at {}.\n",
                    count_phrase(report.hands.len() as i64, "hand", "s"),
                    report.winners.join(" and "),
                    report.winners.first().map_or(0, |w| report.totals[w])
                ));
            }
        }
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
            count_phrase(i64::from(left), "hand", "s")
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
        "Hand {}: {} deals. Initial meld: {}. Game: {}.\n",
        report.hands.len() + 1,
        report.next_dealer,
        mins.join(", "),
        game_words(report.target, report.hands_to_play)
    ));
    out
}

/// How a game ends, in words: `5000`, `4 hands`, `5000 or 4 hands`.
pub fn game_words(target: Option<Points>, hands: Option<u32>) -> String {
    let hands = hands.map(|n| count_phrase(i64::from(n), "hand", "s"));
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
        Item::Canastas { kind, count } => {
            count_phrase(*count, &format!("{} canasta", words(kind)), "s")
        }
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
        Item::InHand => "cards in hand".into(),
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
    let mut out = format!("Hand {} (dealer {})", hand.number, hand.dealer);
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
                Cell::new(format!("  {}", line_text(line))),
                right(signed(line.points)),
            ]);
        }
        t.add_row(vec![
            Cell::new(format!("  {side} this hand")),
            right(signed(hand.scores[side])),
        ]);
    }
    out.push_str(&fitted(t));
    out.push('\n');
    out
}

/// A variant's rules as a table.
pub fn rules_table(rules: &Rules) -> String {
    let mut t = table();
    t.set_header(vec!["rule", "value"]);
    let mut row = |k: &str, v: String| {
        t.add_row(vec![Cell::new(k), Cell::new(v)]);
    };
    row("variant", rules.name.clone());
    if !rules.description.is_empty() {
        row("description", rules.description.clone());
    }
    row(
        "players",
        match rules.seating {
            Seating::Partnerships {
                sides,
                players_per_side: 1,
            } => format!("{sides}, each for themselves"),
            Seating::Partnerships {
                sides,
                players_per_side,
            } => format!(
                "{} in {sides} sides of {players_per_side}",
                sides * players_per_side
            ),
            Seating::LoneAgainstPartnership { players } => format!(
                "{players}, each with their own total; each hand one plays alone against the other two"
            ),
        },
    );
    row(
        "decks",
        format!(
            "{} packs: {} jokers, {} red threes",
            rules.decks,
            2 * rules.decks,
            rules.red_threes_in_decks()
        ),
    );
    row(
        "game",
        match (rules.target, rules.hands) {
            (Some(t), Some(h)) => format!("{t} or more, or after {h} hands"),
            (Some(t), None) => format!("{t} or more"),
            (None, Some(h)) => format!("after {h} hands; the higher total wins"),
            (None, None) => "open".into(),
        },
    );
    row(
        "exact tie at the end",
        match rules.on_tie {
            crate::rules::TieRule::PlayAnotherHand => "play another hand".into(),
            crate::rules::TieRule::SharedWin => "shared win".into(),
            crate::rules::TieRule::WentOutWins => {
                "the side that went out in the last hand wins (else shared)".into()
            }
        },
    );
    let bands: Vec<String> = rules
        .initial_meld
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let next = rules.initial_meld.get(i + 1).and_then(|n| n.from);
            let range = match (b.from, next) {
                (None, Some(n)) => format!("below {n}"),
                (None, None) => "any score".into(),
                (Some(f), Some(n)) => format!("{f} to {}", n - 5),
                (Some(f), None) => format!("{f} or more"),
            };
            format!("{range}: {}", b.min)
        })
        .collect();
    if rules.minimum_by_hand() {
        let n = rules.initial_meld_by_hand.len();
        let by_hand: Vec<String> = rules
            .initial_meld_by_hand
            .iter()
            .enumerate()
            .map(|(i, min)| {
                if i + 1 == n && i > 0 {
                    format!("from hand {}: {min}", i + 1)
                } else {
                    format!("hand {}: {min}", i + 1)
                }
            })
            .collect();
        row("initial meld", format!("by hand: {}", by_hand.join(", ")));
    } else {
        row("initial meld", bands.join("\n"));
    }
    let v = &rules.card_values;
    row(
        "card values",
        format!(
            "joker {}, two {}, ace {}, K-8 {}, 7-4 {}, black three {}",
            v.joker, v.two, v.ace, v.king_to_eight, v.seven_to_four, v.black_three
        ),
    );
    let mut kinds: Vec<_> = rules.canastas.iter().collect();
    kinds.sort_by_key(|(n, k)| (-k.bonus, (*n).clone()));
    row(
        "canastas",
        kinds
            .iter()
            .map(|(n, k)| {
                if k.describe.is_empty() {
                    format!("{n}: {}", k.bonus)
                } else {
                    format!("{n}: {} - {}", k.bonus, k.describe)
                }
            })
            .collect::<Vec<_>>()
            .join("\n"),
    );
    let g = &rules.going_out;
    let kinds_needed: Vec<String> = g
        .needs_kinds
        .iter()
        .map(|(k, n)| format!("{n} {k}"))
        .collect();
    row(
        "going out",
        format!(
            "needs {} canasta{}{}; bonus {}{}{}",
            g.needs_canastas,
            if g.needs_canastas == 1 { "" } else { "s" },
            if kinds_needed.is_empty() {
                String::new()
            } else {
                format!(" (at least {})", kinds_needed.join(" and "))
            },
            g.bonus,
            match g.concealed_bonus {
                Some(c) => format!("; concealed {c} in all"),
                None => "; no concealed bonus".into(),
            },
            g.hand_canasta_bonus
                .map(|h| format!("; hand canasta {h} in all"))
                .unwrap_or_default()
        ),
    );
    row(
        "red threes",
        rules
            .red_threes
            .by_count
            .iter()
            .map(|(n, p)| format!("{n}: {p}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    if let Some(black) = &rules.black_threes {
        if !black.by_count.is_empty() {
            row(
                "black threes melded",
                black
                    .by_count
                    .iter()
                    .map(|(n, p)| format!("{n}: {p}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
        if let Some(each) = black.in_hand_each {
            row("black threes left in hand", format!("{each} each"));
        }
    }
    let threes = if rules
        .black_threes
        .as_ref()
        .is_some_and(|b| !b.by_count.is_empty())
    {
        "threes"
    } else {
        "red threes"
    };
    row(
        &format!("{threes} count minus"),
        match &rules.red_threes.count_against_side_without {
            crate::rules::Requirement::Nothing => "never".into(),
            r => format!("for a side without {r}"),
        },
    );
    if rules.red_threes.count_nothing_for_side_without != crate::rules::Requirement::Nothing {
        row(
            &format!("{threes} count nothing"),
            format!(
                "for a side without {}",
                rules.red_threes.count_nothing_for_side_without
            ),
        );
    }
    row(
        "melded cards count minus",
        match &rules.melded_cards_count_against_side_without {
            crate::rules::Requirement::Nothing => "never".into(),
            r => format!("for a side without {r}"),
        },
    );
    if rules.only_cards_count_against_side_without != crate::rules::Requirement::Nothing {
        row(
            "only cards count, minus",
            format!(
                "for a side without {}",
                rules.only_cards_count_against_side_without
            ),
        );
    }
    let listing = |items: Vec<String>| items.join("\n");
    if !rules.incomplete_melds.is_empty() {
        row(
            "incomplete melds",
            listing(
                rules
                    .incomplete_melds
                    .iter()
                    .map(|(n, m)| format!("{n}: {}", m.penalty))
                    .collect(),
            ),
        );
    }
    if !rules.holding_three_or_more.is_empty() {
        row(
            "holding three or more",
            listing(
                rules
                    .holding_three_or_more
                    .iter()
                    .map(|(n, p)| format!("{n}: {p} per player"))
                    .collect(),
            ),
        );
    }
    if !rules.special_hands.is_empty() {
        row(
            "special hands",
            listing(
                rules
                    .special_hands
                    .iter()
                    .map(|(n, h)| format!("{n}: {}", h.points))
                    .collect(),
            ),
        );
    }
    let m = &rules.melds;
    let mut meld_rules = vec![format!("at least {} natural cards", m.min_naturals)];
    if let Some(w) = m.max_wilds {
        meld_rules.push(format!("at most {w} wild cards"));
    }
    if m.wilds_at_most_naturals {
        meld_rules.push("never more wild cards than natural".into());
    }
    if let Some(size) = m.max_size {
        meld_rules.push(format!("at most {size} cards"));
    }
    for r in &m.wild_free_ranks {
        meld_rules.push(format!(
            "no wild cards with {}",
            crate::cards::rank_plural(*r)
        ));
    }
    for r in &m.wilds_only_in_initial_meld {
        meld_rules.push(format!(
            "wild cards with {} only in the initial meld",
            crate::cards::rank_plural(*r)
        ));
    }
    meld_rules.push(if m.wild_melds {
        "melds of wild cards allowed".into()
    } else {
        "no melds of wild cards only".into()
    });
    meld_rules.push(if m.black_three_meld_sizes.is_empty() {
        "black threes never melded".into()
    } else {
        format!(
            "black threes only when going out, {} at a time",
            m.black_three_meld_sizes
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" or ")
        )
    });
    if m.one_meld_per_rank {
        meld_rules.push("one meld of a rank per side".into());
    }
    row("melds", meld_rules.join("\n"));
    let w = &rules.initial_meld_ways;
    let mut ways = vec![if w.top_card_counts {
        "the top discard counts toward the minimum, no other pile card".to_string()
    } else {
        "the minimum is met from hand".to_string()
    }];
    if w.needs_clean_meld {
        ways.push("needs a meld of three natural cards without wilds, or a wild meld".into());
    }
    if w.splash {
        ways.push("a complete canasta from hand needs no minimum (splash)".into());
    }
    if w.concealed_out_needs_no_minimum {
        ways.push("going out concealed needs no minimum".into());
    }
    row("initial meld ways", ways.join("\n"));
    let p = &rules.pile;
    let mut pile = vec![if p.always_frozen {
        "always frozen: taken only with a natural pair".to_string()
    } else {
        "frozen by a wild card or red three in it, and against a side that has not melded"
            .to_string()
    }];
    pile.push("a black three or wild card on top stops it".into());
    if p.natural_pair_only && !p.always_frozen {
        pile.push("a natural card and a wild card never take it".into());
    }
    if p.not_onto_completed_canasta {
        pile.push("not taken to add to a completed canasta".into());
    }
    if p.card_matching_opponents_canasta_stops {
        pile.push("a card matching the opponents' completed canasta stops it".into());
    }
    pile.push(if p.one_card_hand_may_take_one_card_pile {
        "a one-card hand may take a one-card pile".into()
    } else {
        "a one-card hand may not take a one-card pile".into()
    });
    row("discard pile", pile.join("\n"));
    row(
        "penalties",
        rules
            .penalties
            .iter()
            .map(|(n, p)| format!("{n}: {p}"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    if !rules.bonuses.is_empty() {
        row(
            "bonuses",
            rules
                .bonuses
                .iter()
                .map(|(n, p)| format!("{n}: +{p}"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    if !rules.in_hand_counts {
        row("cards left in hand", "not deducted".into());
    } else if rules.foot {
        row("cards left in hand", "and in the foot: deducted".into());
    }
    format!("{}\n", fitted(t))
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
fn fit_lines(text: &str) -> String {
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

fn answer_text(answer: &crate::game::Answer) -> String {
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
            score,
            minimum,
        } => out.push_str(&format!(
            "At {score} the initial meld needs {minimum} points ({variant}).\n"
        )),
    }
    out
}

/// The table `canasta list` prints.
pub fn game_list(games: &[crate::game::Listed]) -> String {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED);
    t.set_header(vec![
        "", "game", "variant", "created", "hands", "totals", "state",
    ]);
    for listed in games {
        let mark = if listed.current { "*" } else { "" }.to_string();
        let row = match &listed.game {
            Ok(g) => vec![
                mark,
                listed.id.clone(),
                g.variant.clone(),
                g.created().unwrap_or_default().chars().take(10).collect(),
                g.hands.to_string(),
                g.totals()
                    .iter()
                    .map(|(s, t)| format!("{s} {t}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                match (&g.winner, g.finished()) {
                    (Some(w), true) => format!("{w} won"),
                    (None, true) => "shared win".into(),
                    _ => "in play".into(),
                },
            ],
            // The cause only, one short line: the list stays readable.
            Err(why) => vec![
                mark,
                listed.id.clone(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                format!("damaged: {}", crate::text::printable(why, 60)),
            ],
        };
        t.add_row(row);
    }
    format!("{}\n", fitted(t))
}

/// Why an initial meld is enough or not, in words.
pub fn meld_reason_text(reason: &crate::melds::MeldReason) -> String {
    use crate::cards::{rank_plural, rank_symbol};
    use crate::melds::MeldReason;
    match reason {
        MeldReason::TopNeedsPair { rank } => format!(
            "the pile is frozen against a side that has not melded: the top {} must be melded with two natural {} from hand, and no meld here has three natural {}",
            rank_symbol(*rank),
            rank_plural(*rank),
            rank_plural(*rank)
        ),
        MeldReason::Splash { meld } => {
            format!("{meld} is a complete canasta from hand: a splash needs no minimum")
        }
        MeldReason::ConcealedOut { meld } => format!(
            "going out concealed with a canasta ({meld}) after drawing from the stock needs no minimum"
        ),
        MeldReason::NeedsCleanMeld { variant } => format!(
            "{variant} needs a meld of at least three natural cards with no wild cards (or a meld of wild cards) in the initial meld"
        ),
        MeldReason::Meets { counted, minimum } => {
            format!("{counted} meets the minimum of {minimum}")
        }
        MeldReason::Short { counted, minimum } => {
            format!("{counted} is short of the minimum of {minimum}")
        }
    }
}

/// A note beside an initial-meld verdict, in words.
pub fn meld_note_text(note: &crate::melds::MeldNote) -> String {
    use crate::melds::MeldNote;
    match note {
        MeldNote::BonusesNeverCount => {
            "bonuses (canastas, red threes) never count toward the minimum, only card values".into()
        }
        MeldNote::TopCounts { rank } => format!(
            "the top {} counts; no other card of the pile does",
            crate::cards::rank_symbol(*rank)
        ),
        MeldNote::TopFromHand { variant } => format!(
            "in {variant} the initial meld comes from hand: the top card is not part of it and does not count (see `canasta check pile`)"
        ),
        MeldNote::ConcealedNeedsCanasta => {
            "going out concealed needs a canasta among the melds".into()
        }
        MeldNote::ConcealedTookPile => {
            "the pile was taken, so the minimum applies even to going out concealed (only after drawing from the stock is none needed)".into()
        }
        MeldNote::SpecialHands { hands } => format!(
            "a side that has not melded may also go out with a special hand instead (see `canasta check hand`): {}",
            hands.join(", ")
        ),
    }
}

/// A verdict's reason in words: "the pile is frozen against a side that has not melded:
/// it takes two natural kings from your hand with the top K, and you have 1".
pub fn reason_text(reason: &crate::melds::Reason) -> String {
    use crate::cards::{rank_plural, rank_symbol};
    use crate::melds::{Frozen, Reason, join_or, symbol_plural};
    let frozen_text = |f: &Frozen| match f {
        Frozen::Always { variant } => format!("in {variant} the pile is always frozen"),
        Frozen::WildOrRedThree => "the pile is frozen (a wild card or red three is in it)".into(),
        Frozen::NotMelded => "the pile is frozen against a side that has not melded".into(),
    };
    let plural_s = |n: u64| if n == 1 { "" } else { "s" };
    let how = |discard: bool| {
        if discard {
            "melding all but one card and discarding it"
        } else {
            "melding every card"
        }
    };
    match reason {
        Reason::PileEmpty => "the pile is empty".into(),
        Reason::BlackThreeOnTop => "a black three on top stops the pile for this turn".into(),
        Reason::RedThreeOnTop => "the pile can never be taken with a red three on top".into(),
        Reason::WildOnTop => "the pile can never be taken with a wild card on top".into(),
        Reason::MatchesOpponentsCanasta { variant, rank } => format!(
            "in {variant} a {} matching the opponents' completed canasta of {} stops the pile, as a black three does",
            rank_symbol(*rank),
            rank_plural(*rank)
        ),
        Reason::OneCardPile => "a player holding one card may not take a pile of one card".into(),
        Reason::ClosedCanasta { rank, max } => {
            let plural = rank_plural(*rank);
            format!("your {plural} are a closed canasta of {max}: no more {plural} can be melded")
        }
        Reason::FrozenShort { frozen, rank, held } => format!(
            "{}: it takes two natural {} from your hand with the top {}, and you have {held}",
            frozen_text(frozen),
            rank_plural(*rank),
            rank_symbol(*rank)
        ),
        Reason::FrozenTooBig {
            frozen,
            rank,
            table,
            max,
        } => format!(
            "{}, and your meld of {table} {} would grow past {max} cards with three more",
            frozen_text(frozen),
            rank_plural(*rank)
        ),
        Reason::FrozenPair {
            frozen,
            rank,
            needs_minimum,
        } => format!(
            "{}, and you hold a natural pair of {} to meld with the top {}{}",
            frozen_text(frozen),
            rank_plural(*rank),
            rank_symbol(*rank),
            if *needs_minimum {
                "; the meld must also reach your initial-meld minimum (see `canasta check meld`)"
            } else {
                ""
            }
        ),
        Reason::NaturalPair { rank } => format!(
            "you hold a natural pair of {} to meld with the top {}",
            rank_plural(*rank),
            rank_symbol(*rank)
        ),
        Reason::OntoMeld { rank, meld } => format!(
            "the top {} goes onto your side's meld of {} ({meld})",
            rank_symbol(*rank),
            rank_plural(*rank)
        ),
        Reason::NaturalPairOnly { variant, rank } => format!(
            "in {variant} a natural card and a wild card do not take the pile: it takes two natural {}",
            rank_plural(*rank)
        ),
        Reason::NaturalAndWild { rank } => {
            let sym = rank_symbol(*rank);
            format!("you hold a natural {sym} and a wild card to meld with the top {sym}")
        }
        Reason::NotOntoCompleted { rank } => format!(
            "the top {} may not be added to a completed canasta to take the pile; it takes two natural {} from hand",
            rank_symbol(*rank),
            rank_plural(*rank)
        ),
        Reason::NothingToMeld { rank } => {
            let plural = rank_plural(*rank);
            format!(
                "nothing to meld the top {} with: you need two natural {plural}, or one and a wild card, or a meld of {plural} on the table",
                rank_symbol(*rank)
            )
        }
        Reason::PartnerSaidNo { cost } => format!(
            "your partner said no, and the answer is binding{}",
            cost.map(|p| format!(" (going out anyway costs {p})"))
                .unwrap_or_default()
        ),
        Reason::TooFewCanastas {
            have,
            variant,
            needs,
        } => format!(
            "your side has {have} canasta{}; {variant} needs {needs} to go out",
            plural_s(*have)
        ),
        Reason::TooFewOfKind {
            variant,
            kind,
            needs,
            got,
        } => format!(
            "{variant} needs at least {needs} {kind} canasta{} to go out; your side has {got}",
            plural_s(u64::from(*needs))
        ),
        Reason::CardsLeft { cards } => format!(
            "you would still hold {cards} cards: going out means melding every card, or all but one and discarding it"
        ),
        Reason::NeedsDiscard { variant } => {
            format!("in {variant} you must keep a card for a final discard: meld all but one")
        }
        Reason::OutConcealedNoCanasta { discard } => format!(
            "yes, {}; but going out concealed needs a complete canasta among the melds, so it scores as going out normally",
            how(*discard)
        ),
        Reason::OutConcealed { discard, bonus } => format!(
            "yes, concealed, {}: {}",
            how(*discard),
            bonus.map_or_else(
                || "no concealed bonus in this variant".to_string(),
                |b| format!("the concealed bonus of {b}")
            )
        ),
        Reason::Out { have, discard } => format!(
            "your side has the {have} canasta{} it needs: go out by {}",
            plural_s(*have),
            how(*discard)
        ),
        Reason::NoSpecialHands { variant } => format!("{variant} has no special hands"),
        Reason::SpecialHandSize { sizes, cards } => format!(
            "a special hand is {} cards; this is {cards}",
            join_or(sizes)
        ),
        Reason::SpecialHand { describe, points } => format!("{describe} ({points})"),
        Reason::SpecialNearMiss {
            pairs,
            held,
            missing,
        } => {
            let words = |cards: &[String]| -> String {
                cards
                    .iter()
                    .map(|c| match pairs {
                        Some(_) => format!("a pair of {}", symbol_plural(c)),
                        None => symbol_plural(c).to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" and ")
            };
            let shape = match pairs {
                Some(n) => format!("{} pairs", crate::text::number_word(*n as i64)),
                None => "a hand".to_string(),
            };
            format!(
                "{shape} with {} must also hold {}",
                words(held),
                words(missing)
            )
        }
        Reason::NotASpecialHand { variant, kinds } => {
            format!("not a special hand of {variant}: {}", kinds.join("; "))
        }
    }
}

/// `history`: one line per game, newest first: date, id, variant, sides, result, margin,
/// hands. A game that cannot be read is listed with why.
pub fn history(games: &[crate::game::Past], filter: &crate::game::GameFilter) -> String {
    let mut t = table();
    t.set_header(vec!["date", "game", "variant", "sides", "result", "hands"]);
    let mut rows: Vec<(String, Vec<Cell>)> = Vec::new();
    for past in games {
        let id = if past.archived {
            format!("{} (archived)", past.id)
        } else {
            past.id.clone()
        };
        match &past.game {
            Ok(g) => {
                if !filter.takes_summary(g) {
                    continue;
                }
                let date = g
                    .created()
                    .map(|c| c.get(..10).unwrap_or(c).to_string())
                    .unwrap_or_default();
                let result = match (&g.winner, g.margin, g.finished()) {
                    (Some(w), Some(m), true) => format!("{w} won by {m}"),
                    (None, _, true) => format!("shared: {}", g.winners().join(" and ")),
                    _ => match &g.lead {
                        Some((side, by)) => format!("in play; lead: {side}, by {by}"),
                        None => "in play".into(),
                    },
                };
                rows.push((
                    date.clone(),
                    vec![
                        Cell::new(date),
                        Cell::new(id),
                        Cell::new(&g.variant),
                        Cell::new(sides_words(&g.sides)),
                        Cell::new(result),
                        right(g.hands),
                    ],
                ));
            }
            Err(why) => {
                if filter.variant.is_some() || filter.player.is_some() {
                    continue;
                }
                rows.push((
                    String::new(),
                    vec![
                        Cell::new(""),
                        Cell::new(id),
                        Cell::new(""),
                        Cell::new(""),
                        Cell::new(format!("damaged: {}", crate::text::printable(why, 50))),
                        Cell::new(""),
                    ],
                ));
            }
        }
    }
    if rows.is_empty() {
        return "No games (that fit the filters).\n".into();
    }
    // Newest first: by date, then by the order they were made.
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by(|a, b| rows[*b].0.cmp(&rows[*a].0).then(b.cmp(a)));
    for i in order {
        t.add_row(std::mem::take(&mut rows[i].1));
    }
    format!("{}\n", fitted(t))
}

/// A game's hands for a spreadsheet: one row per hand per side, with the hand's number,
/// dealer, side, each scored item's points (one column per item the game has), the hand's
/// score and the total after it.
pub fn csv(report: &Report) -> anyhow::Result<String> {
    // The columns: every item any side scored in the game, in the order first seen.
    let key = |line: &Line| -> String {
        match &line.item {
            Item::Canastas { kind, .. } => format!("{} canastas", kind.replace('_', " ")),
            Item::Penalty { name, .. } => format!("penalty: {}", name.replace('_', " ")),
            Item::Bonus { name, .. } => format!("bonus: {}", name.replace('_', " ")),
            Item::IncompleteMeld { meld } => format!("incomplete {} meld", meld.replace('_', " ")),
            Item::Holding { rank, .. } => format!("holding {rank}"),
            Item::SpecialHand { .. } => "special hand".into(),
            Item::GoingOut { .. } => "going out".into(),
            Item::Melded { .. } => "cards melded".into(),
            Item::InHand => "cards in hand".into(),
            Item::BlackThreesInHand { .. } => "black threes in hand".into(),
            Item::RedThrees { .. } => "red threes".into(),
            Item::BlackThrees { .. } => "black threes".into(),
        }
    };
    let mut columns: Vec<String> = Vec::new();
    for hand in &report.hands {
        for lines in hand.lines.values() {
            for line in lines {
                let k = key(line);
                if !columns.contains(&k) {
                    columns.push(k);
                }
            }
        }
    }
    let mut w = ::csv::Writer::from_writer(Vec::new());
    let mut header = vec!["hand".to_string(), "dealer".into(), "side".into()];
    header.extend(columns.iter().cloned());
    header.push("hand score".into());
    header.push("total".into());
    w.write_record(&header)?;
    for hand in &report.hands {
        for side in &report.sides {
            // A name a spreadsheet would take for a formula is written as text.
            let cell = |name: &str| {
                if name.starts_with(['=', '+', '-', '@']) {
                    format!("'{name}")
                } else {
                    name.to_string()
                }
            };
            let mut row = vec![hand.number.to_string(), cell(&hand.dealer), cell(side)];
            let lines = hand.lines.get(side).map(Vec::as_slice).unwrap_or(&[]);
            for c in &columns {
                let points: Points = lines
                    .iter()
                    .filter(|l| key(l) == *c)
                    .map(|l| l.points)
                    .sum();
                let any = lines.iter().any(|l| key(l) == *c);
                row.push(if any {
                    points.to_string()
                } else {
                    String::new()
                });
            }
            row.push(hand.scores[side].to_string());
            row.push(hand.totals[side].to_string());
            w.write_record(&row)?;
        }
    }
    let bytes = w.into_inner().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(String::from_utf8(bytes)?)
}

/// `players`: every person of the games, with their games, and the merged spellings.
pub fn players_list(stats: &crate::stats::Stats, aliases: &crate::stats::Aliases) -> String {
    if stats.players.is_empty() {
        return "No players yet.\n".into();
    }
    let mut t = table();
    t.set_header(vec!["player", "games", "won", "also written"]);
    for f in &stats.players {
        let also: Vec<&str> = aliases
            .iter()
            .filter(|(_, to)| to.eq_ignore_ascii_case(&f.name))
            .map(|(from, _)| from.as_str())
            .collect();
        t.add_row(vec![
            Cell::new(&f.name),
            right(f.games),
            right(f.won),
            Cell::new(also.join(", ")),
        ]);
    }
    format!("{}\n", fitted(t))
}

/// `stats` for a spreadsheet: one row per player and per partnership.
pub fn stats_csv(stats: &crate::stats::Stats) -> anyhow::Result<String> {
    let mut w = ::csv::Writer::from_writer(Vec::new());
    w.write_record([
        "who",
        "name",
        "games",
        "won",
        "lost",
        "in play",
        "hands",
        "points",
        "best hand",
        "worst hand",
        "hands dealing",
        "points dealing",
        "times out",
        "out concealed",
        "canastas",
        "red threes",
        "penalties",
    ])?;
    let rows = stats
        .players
        .iter()
        .map(|f| ("player", f))
        .chain(stats.partnerships.iter().map(|f| ("partnership", f)));
    for (who, f) in rows {
        let kinds: Vec<String> = f.canastas.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let penalties: Points = f.penalties.values().sum();
        w.write_record([
            who.to_string(),
            f.name.clone(),
            f.games.to_string(),
            f.won.to_string(),
            f.lost.to_string(),
            f.in_play.to_string(),
            f.hands.to_string(),
            f.points.to_string(),
            f.best_hand.map_or(String::new(), |v| v.to_string()),
            f.worst_hand.map_or(String::new(), |v| v.to_string()),
            f.hands_dealing.to_string(),
            f.points_dealing.to_string(),
            f.times_out.to_string(),
            f.times_out_concealed.to_string(),
            kinds.join("; "),
            f.red_threes.to_string(),
            penalties.to_string(),
        ])?;
    }
    let bytes = w.into_inner().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(String::from_utf8(bytes)?)
}

/// `stats` as tables: the players, the partnerships, and a head-to-head.
pub fn stats_table(stats: &crate::stats::Stats) -> String {
    use crate::stats::Figures;
    let one = |v: Option<f64>| v.map_or(String::from("-"), |v| format!("{v:.0}"));
    let table_of = |who: &str, rows: &[Figures]| -> String {
        let mut t = table();
        t.set_header(vec![
            who,
            "games",
            "won",
            "lost",
            "win %",
            "hands",
            "avg",
            "best",
            "worst",
            "avg dealing",
            "avg not",
            "out (concealed)",
            "canastas",
            "red threes",
            "penalties",
        ]);
        for f in rows {
            let kinds: Vec<String> = f
                .canastas
                .iter()
                .map(|(k, n)| format!("{} {n}", k.replace('_', " ")))
                .collect();
            let penalties: Points = f.penalties.values().sum();
            t.add_row(vec![
                Cell::new(&f.name),
                right(f.games),
                right(f.won),
                right(f.lost),
                right(one(f.win_rate())),
                right(f.hands),
                right(one(f.average())),
                right(f.best_hand.map_or("-".into(), signed)),
                right(f.worst_hand.map_or("-".into(), signed)),
                right(one(f.average_dealing())),
                right(one(f.average_not_dealing())),
                right(format!("{} ({})", f.times_out, f.times_out_concealed)),
                Cell::new(kinds.join(", ")),
                right(f.red_threes),
                right(penalties),
            ]);
        }
        fitted(t)
    };
    let mut out = format!(
        "{} game{}.\n",
        stats.games,
        if stats.games == 1 { "" } else { "s" }
    );
    if stats.games == 0 {
        out.push_str("No games (that fit the filters).\n");
        return out;
    }
    out.push_str(&table_of("player", &stats.players));
    out.push('\n');
    if !stats.partnerships.is_empty() {
        out.push_str(&table_of("partnership", &stats.partnerships));
        out.push('\n');
    }
    if let Some(h) = &stats.head_to_head {
        out.push_str(&format!(
            "Head to head, {} v {}: {} game{} on opposite sides; {} won {}, {} won {}.\n",
            h.first,
            h.second,
            h.games,
            if h.games == 1 { "" } else { "s" },
            h.first,
            h.first_won,
            h.second,
            h.second_won
        ));
    }
    out
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
