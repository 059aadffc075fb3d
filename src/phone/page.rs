//! What the board shows: the page around its part, the part itself (the game), the
//! refusal without the key, and the script and style served as files (the page has no
//! inline script or style, so the Content-Security-Policy allows only the board's own).
//!
//! Every word comes from `board.ftl` in the current language: the server renders each
//! page inside `i18n::in_language` with the language its phone asked for, and the page
//! says which (`<html lang="...">`). The script has no words of its own.

pub use crate::render::board_html::{hand_rows, part};
use crate::render::chart::escape;
use crate::render::i18n;

/// The page's script, served as `/board.js`: the part pushed by `/events` (server-sent
/// events), and asked for every few seconds only while that push is unavailable.
pub const SCRIPT: &str = include_str!("board.js");

/// The page's style, served as `/board.css` (a results site's pages use it too).
pub const STYLE: &str = crate::render::board_html::STYLE;

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
