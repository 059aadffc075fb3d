//! What the board shows: the page around its part, the part itself (the game), the
//! refusal without the key, and the script and style served as files (the page has no
//! inline script or style, so the Content-Security-Policy allows only the board's own).
//!
//! Every word comes from `board.ftl` in the current language: the server renders each
//! page inside `i18n::in_language` with the language its phone asked for, and the page
//! says which (`<html lang="...">`). The script has no words of its own.

use crate::core::ledger::{GameLog, Report};
use crate::render;
use crate::render::chart::escape;
use crate::render::i18n;

/// The page's script, served as `/board.js`: the part pushed by `/events` (server-sent
/// events), and asked for every few seconds only while that push is unavailable.
pub const SCRIPT: &str = include_str!("board.js");

/// The page's style, served as `/board.css`.
pub const STYLE: &str = include_str!("board.css");

/// The page: its part, and the script that keeps it current. `key_query` is `?key=...`
/// off the loopback, empty on it. In the current language.
pub fn shell(part: &str, key_query: &str) -> String {
    let lang = i18n::language().tag();
    format!(
        r#"<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Canasta</title>
<link rel="stylesheet" href="/board.css">
{head}
</head>
<body><main><div id="board" data-part="/board{key_query}" data-events="/events{key_query}">{part}</div>
{look}
</main>
<script src="/board.js"></script>
</body></html>
"#,
        head = super::app::head(true),
        look = super::app::theme_switch(),
    )
}

/// The page shown without the right key: no game, and no script, so it asks nothing more
/// (its look follows the phone's).
pub fn refused() -> String {
    let lang = i18n::language().tag();
    let needs_key = escape(&crate::tr!("board-needs-key"));
    format!(
        r#"<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Canasta</title>
<link rel="stylesheet" href="/board.css">
{head}
</head>
<body><main id="board"><h1>Canasta</h1><p>{needs_key}</p></main>
</body></html>
"#,
        head = super::app::head(false),
    )
}

/// The part shown when the game cannot be: its reason, on one line.
pub fn cannot_show(reason: &str) -> String {
    format!(
        "<h1>Canasta</h1><p class=\"damaged\">{}</p>",
        escape(&crate::tr!(
            "board-cannot-show",
            reason = reason.to_string()
        ))
    )
}

/// The board's part of a game as opened (see [`part`]).
pub fn game_part(
    opened: &crate::game::Opened,
    standing: Option<&crate::core::matches::Standing>,
    chart: &str,
) -> String {
    part(&opened.id, &opened.log, &opened.report, chart, standing)
}

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

/// The part as one server-sent event: a `data:` line for each of its lines (the browser
/// joins them again with newlines).
pub fn event(part: &str) -> String {
    let mut out = String::with_capacity(part.len() + 64);
    for line in part.split('\n') {
        out.push_str("data: ");
        out.push_str(line.trim_end_matches('\r'));
        out.push('\n');
    }
    out.push('\n');
    out
}
