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
pub fn call(shared: &Shared, method: &str, path: &str, table: Option<u32>) -> Reply {
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
    let done = match (method, path) {
        ("GET" | "HEAD", "/api/desk") => Ok(None),
        ("POST", "/api/desk/seat") => t::draft(&shared.store, name, None).map(Some),
        ("POST", "/api/desk/publish") => t::publish(&shared.store, name).map(Some),
        ("POST", "/api/desk/close") => t::close(&shared.store, name).map(Some),
        _ => {
            return (
                StatusCode::METHOD_NOT_ALLOWED,
                json!({ "message": tr!("scorer-method") }),
            );
        }
    };
    let (status, message) = match done {
        Ok(Some(round)) => match t::load(&shared.store, name) {
            Ok(event) => (
                StatusCode::OK,
                crate::render::tournament::round_done(&event, &round),
            ),
            Err(e) => (
                StatusCode::CONFLICT,
                crate::render::errors::say_hiding(
                    &e,
                    Surface::Desk,
                    &shared.store.private_folders(),
                ),
            ),
        },
        Ok(None) => (StatusCode::OK, String::new()),
        Err(e) => (
            StatusCode::CONFLICT,
            crate::render::errors::say_hiding(&e, Surface::Desk, &shared.store.private_folders()),
        ),
    };
    let html = match (
        t::status(&shared.store, name),
        t::standings(&shared.store, name, None),
    ) {
        (Ok((event, status)), Ok((_, standings))) => {
            crate::render::tournament::desk_html(&event, status.as_ref(), &standings)
        }
        (Err(e), _) | (_, Err(e)) => format!(
            "<p class=\"damaged\">{}</p>",
            crate::render::chart::escape(&crate::render::errors::say_hiding(
                &e,
                Surface::Desk,
                &shared.store.private_folders()
            ))
        ),
    };
    (status, json!({ "html": html, "message": message }))
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
<form class="goto" id="goto"><label>{round} <input name="round" type="number" inputmode="numeric" min="1" required></label> <label>{table} <input name="table" type="number" inputmode="numeric" min="1" required></label> <button type="submit">{goto}</button></form>
<div id="desk"></div>
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
        head = crate::serve::app::head(true),
        look = crate::serve::app::theme_switch(),
    )
}

/// The desk's script.
pub const SCRIPT: &str = include_str!("../desk.js");
