//! The board's part of a game as HTML (its name, its standing, the sheet, the last hand's
//! lines and the chart, every name escaped): what the board, the scorer's page and a
//! tournament's results site show of a game. Its words come from `board.ftl`.

use crate::core::ledger::{GameLog, Report};

/// The board's style sheet (`board.css`): light and dark, as the reader's phone says. The
/// board serves it; a tournament's results site writes it beside its pages.
pub const STYLE: &str = include_str!("board.css");
use crate::render;
use crate::render::chart::escape;
use crate::render::i18n;

/// The board's part: the game's name, the match's standing when the game is one of a
/// match (games won, points and victory points so far, what is left, or its result), the
/// game's standing, the sheet, the last hand's lines and the chart, every name escaped.
pub fn part(
    id: &str,
    log: &GameLog,
    report: &Report,
    chart: &str,
    standing: Option<&crate::core::matches::Standing>,
) -> String {
    let mut out = format!(
        "<h1>{}</h1>\n",
        escape(&crate::tr!(
            "board-game-title",
            id = id.to_string(),
            variant = log.variant.clone(),
            sides = render::sides_line(log)
        ))
    );
    if let Some(standing) = standing {
        out.push_str(&format!(
            "<p class=\"match\">{}</p>\n",
            escape(&render::standing_line(standing))
        ));
    }
    if let Some(over) = render::game_over(report) {
        out.push_str(&format!("<p class=\"winner\">{}</p>\n", escape(&over)));
        if let Some(vp) = render::victory_points_line(report) {
            out.push_str(&format!("<p class=\"winner\">{}</p>\n", escape(&vp)));
        }
    } else {
        for line in render::status(report).lines() {
            out.push_str(&format!("<p class=\"status\">{}</p>\n", escape(line)));
        }
    }
    // The sheet: each hand's scores and the totals.
    out.push_str(&format!(
        "<table><thead><tr><th>{}</th>",
        escape(&crate::tr!(
            "board-hand-column",
            term = i18n::hand_term(report.terms)
        ))
    ));
    for side in &report.sides {
        out.push_str(&format!("<th>{}</th>", escape(side)));
    }
    out.push_str("</tr></thead><tbody>\n");
    for hand in &report.hands {
        out.push_str(&format!(
            "<tr data-hand=\"{}\"><td>{} <small>{}</small></td>",
            hand.number,
            hand.number,
            escape(&hand.dealer)
        ));
        for (s, side) in report.named_sides() {
            let out_mark =
                render::Mark::of(hand, side).map_or(String::new(), |m| format!(" {}", m.symbol()));
            out.push_str(&format!(
                "<td>{}{out_mark}<br><small>{}</small></td>",
                render::signed(hand.score(s)),
                hand.total(s)
            ));
        }
        out.push_str("</tr>\n");
    }
    out.push_str(&format!(
        "<tr class=\"totals\"><td>{}</td>",
        escape(&crate::tr!("board-total"))
    ));
    for s in report.each_side() {
        out.push_str(&format!("<td>{}</td>", report.total(s)));
    }
    out.push_str("</tr></tbody></table>\n");
    if !report.hands.is_empty() {
        // What the marks beside the scores mean.
        out.push_str(&format!(
            "<p class=\"legend\">{}</p>\n",
            escape(&render::marks_legend(report, &report.hands))
        ));
    }
    if let Some(last) = report.hands.last() {
        out.push_str(&format!(
            "<h2>{}</h2>\n<table>",
            escape(&crate::tr!(
                "board-last-hand",
                number = last.number,
                term = i18n::hand_term(report.terms)
            ))
        ));
        out.push_str(&hand_rows(report, last));
        out.push_str("</table>\n");
        out.push_str(&format!(
            "<h2>{}</h2>\n",
            escape(&crate::tr!("board-running-totals"))
        ));
        out.push_str(chart);
    }
    out
}

/// A hand's lines as the rows of a table, side by side, every name escaped: the board's
/// last hand, and the scorer's page's hand before it is saved.
pub fn hand_rows(report: &Report, hand: &crate::core::ledger::HandReport) -> String {
    let mut out = String::new();
    for (s, side) in report.named_sides() {
        out.push_str(&format!(
            "<tr><th colspan=\"2\">{}: {}</th></tr>",
            escape(side),
            render::signed(hand.score(s))
        ));
        for line in hand.lines(s) {
            out.push_str(&format!(
                "<tr><td>{}</td><td>{}</td></tr>",
                escape(&render::line_text_in(line, report.terms)),
                render::signed(line.points)
            ));
        }
    }
    out
}
