//! The director's desk on a page (`serve --tournament`, `/desk#k=<the scorer's key>`):
//! the round in play table by table, the clock and the standings, asked for every few
//! seconds; and the round's steps (seat the next, publish it, close it) one tap each.
//! Only the scorer's key (the director's) reaches it; a table's key is refused.

use hyper::StatusCode;
use serde_json::{Value, json};

use super::super::Shared;
use crate::game::tournament as t;
use crate::render::errors::Surface;
use crate::tr;

type Reply = (StatusCode, Value);

/// `/api/desk` and its steps, for the director's key only (`table`: the call's table, if
/// a table's key made it).
pub fn call(shared: &Shared, method: &str, path: &str, body: &[u8], table: Option<u32>) -> Reply {
    let Some(name) = shared.tournament.as_deref() else {
        return (
            StatusCode::NOT_FOUND,
            json!({ "message": tr!("scorer-desk-no-tournament") }),
        );
    };
    if table.is_some() {
        return (
            StatusCode::FORBIDDEN,
            json!({ "message": tr!("scorer-table-key-only") }),
        );
    }
    let hide = |e: &crate::game::Error| {
        crate::render::errors::say_hiding(e, Surface::Desk, &shared.store.private_folders())
    };
    // A seating typed on the desk (`{"seating": "1 3 8\n..."}`), else the plan's.
    let typed = serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|v| v["seating"].as_str().map(str::to_string))
        .filter(|s| !s.trim().is_empty());
    let mut sheet = None;
    let done = match (method, path) {
        ("GET" | "HEAD", "/api/desk") => Ok(None),
        ("POST", "/api/desk/seat") => t::draft(&shared.store, name, typed.as_deref()).map(Some),
        ("POST", "/api/desk/publish") => t::publish(&shared.store, name).map(Some),
        ("POST", "/api/desk/close") => t::close(&shared.store, name).map(Some),
        ("POST", "/api/desk/keys") => t::table_keys(&shared.store, name, true).and_then(|keys| {
            let event = t::load(&shared.store, name)?;
            sheet = Some(crate::render::tournament::table_sheet(
                &event,
                &super::super::tables::sheet_rows(&shared.base, &keys),
            ));
            Ok(None)
        }),
        _ => {
            return (
                StatusCode::METHOD_NOT_ALLOWED,
                json!({ "message": tr!("scorer-method") }),
            );
        }
    };
    let (status, message) = match done {
        Ok(Some(round)) => (
            StatusCode::OK,
            match t::load(&shared.store, name) {
                Ok(event) => crate::render::tournament::round_done_at_desk(&event, &round),
                Err(e) => hide(&e),
            },
        ),
        Ok(None) if sheet.is_some() => (StatusCode::OK, tr!("scorer-desk-keys-renewed")),
        Ok(None) => (StatusCode::OK, String::new()),
        Err(e) => (StatusCode::CONFLICT, hide(&e)),
    };
    // An individual night's rounds are the movement's alone: no seating by hand.
    let mut by_hand = true;
    let html = match (
        t::status(&shared.store, name),
        t::standings(&shared.store, name, None),
    ) {
        (Ok((event, status)), Ok((_, standings))) => {
            by_hand = !event.individual();
            crate::render::tournament::desk_html(&event, status.as_ref(), &standings)
        }
        (Err(e), _) | (_, Err(e)) => format!(
            "<p class=\"damaged\">{}</p>",
            crate::render::chart::escape(&hide(&e))
        ),
    };
    let mut answer = json!({ "html": html, "message": message, "by_hand": by_hand });
    if let Some(sheet) = sheet {
        answer["sheet"] = json!(sheet);
    }
    (status, answer)
}

/// The desk's page: its part is asked for with the key (kept from the address's `#k=`);
/// the form that opens any round's table is outside that part, so what is typed in it
/// stays while the part is asked for again.
pub fn shell() -> String {
    let lang = crate::render::i18n::language().tag();
    let t = |id: &str| crate::render::chart::escape(&crate::render::i18n::text(id, None));
    format!(
        r#"<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="/score.css">
{head}
</head>
<body>
<main>
<h1>{title}</h1>
<p id="msg" role="status" aria-live="polite"></p>
<p class="choices"><button type="button" id="desk-seat">{seat}</button> <button type="button" id="desk-publish">{publish}</button> <button type="button" id="desk-close">{close}</button></p>
<details id="by-hand"><summary>{by_hand}</summary><p><label for="seating">{by_hand_label}</label></p><textarea id="seating" rows="5" cols="20" spellcheck="false" autocomplete="off"></textarea><p><button type="button" id="desk-seat-typed">{seat_typed}</button></p></details>
<form class="goto" id="goto"><label>{round} <input name="round" type="number" inputmode="numeric" min="1" required></label> <label>{table} <input name="table" type="number" inputmode="numeric" min="1" required></label> <button type="submit">{goto}</button></form>
<div id="desk"></div>
<p class="choices"><button type="button" id="desk-keys">{keys}</button></p>
{look}
</main>
<script src="/desk.js"></script>
</body></html>
"#,
        title = t("scorer-desk-title"),
        seat = t("scorer-desk-seat"),
        publish = t("scorer-desk-publish"),
        close = t("scorer-desk-close"),
        round = t("scorer-desk-goto-round"),
        table = t("scorer-desk-goto-table"),
        goto = t("scorer-desk-goto"),
        by_hand = t("scorer-desk-by-hand"),
        by_hand_label = t("scorer-desk-by-hand-label"),
        seat_typed = t("scorer-desk-seat-typed"),
        keys = t("scorer-desk-new-keys"),
        head = crate::phone::app::head(true),
        look = crate::phone::app::theme_switch(),
    )
}

/// The desk's script.
pub const SCRIPT: &str = include_str!("../desk.js");
