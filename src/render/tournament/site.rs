//! The night's results as static pages (issue 46, item 5; `canasta tournament
//! publish-site`): an index with the standings and every round table by table, and a page
//! per table with its game's sheet. The pages use the board's style sheet (`board.css`,
//! written beside them): light and dark as the reader's phone says.

use super::{standings_tables, state_key};
use crate::core::tournament::{Event, Standings};
use crate::game::tournament::SiteTable;
use crate::render::chart::escape as esc;
use crate::tr;

/// The file of a table's page, beside the index: `round-1-table-2.html`.
pub fn table_page_name(t: &SiteTable) -> String {
    format!("round-{}-table-{}.html", t.round, t.table)
}

/// A whole page: the language, the title, the board's style sheet, the body.
pub(crate) fn page(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>{title}</title>\n\
         <link rel=\"stylesheet\" href=\"board.css\"></head>\n<body><main>\n{body}</main></body></html>\n",
        lang = crate::render::i18n::language().tag(),
        title = esc(title),
    )
}

/// The index: the event's name, its standings (each group's), then each round's tables:
/// who sat North-South and East-West, the points (and victory points), and a link to the
/// table's sheet.
pub fn site_index(event: &Event, all: &[Standings], tables: &[SiteTable]) -> String {
    let mut body = format!("<h1>{}</h1>\n", esc(&event.name));
    body.push_str(&standings_tables(event, all));
    for round in event
        .rounds
        .iter()
        .filter(|r| tables.iter().any(|t| t.round == r.number))
    {
        body.push_str(&format!(
            "<h2>{}</h2>\n<table class=\"round\"><thead><tr><th>{}</th><th>{}</th><th>{}</th>\
             <th>{}</th></tr></thead><tbody>\n",
            esc(&tr!(
                "cli-tournament-round-heading",
                name = event.name.as_str(),
                round = round.number,
                state = state_key(round.state)
            )),
            esc(&tr!("cli-tournament-col-table")),
            esc(&tr!("cli-tournament-col-ns")),
            esc(&tr!("cli-tournament-col-ew")),
            esc(&tr!("cli-site-col-points")),
        ));
        for seat in &round.seating.seats {
            let Some(t) = tables
                .iter()
                .find(|t| t.round == round.number && t.table == seat.table)
            else {
                continue;
            };
            let points: Vec<String> = t.report.totals.iter().map(|(_, n)| n.to_string()).collect();
            let vp: Vec<String> = t
                .report
                .victory_points
                .iter()
                .flat_map(|v| v.iter().map(|(_, n)| n.to_string()))
                .collect();
            let mut said = points.join(" – ");
            if !vp.is_empty() {
                said.push_str(&format!(" ({})", tr!("cli-site-vp", vp = vp.join(" – "))));
            }
            body.push_str(&format!(
                "<tr><td><a href=\"{page}\">{table}</a></td><td>{ns}</td><td>{ew}</td><td>{said}</td></tr>\n",
                page = table_page_name(t),
                table = esc(&tr!("cli-site-table", table = seat.table)),
                ns = esc(&super::line_said(event, seat.ns, seat.south)),
                ew = esc(&super::line_said(event, seat.ew, seat.west)),
                said = esc(&said),
            ));
        }
        body.push_str("</tbody></table>\n");
        // Who sat out (a knockout's byes: through without playing).
        body.push_str(&super::plan::sit_out_html(
            event,
            round.number,
            &round.seating.sit_out,
        ));
    }
    page(&event.name, &body)
}

/// A table's page: where it sat, its game's sheet (`sheet`, the board's part of it), and
/// the way back to the index.
pub fn site_table(event: &Event, t: &SiteTable, sheet: &str) -> String {
    let title = tr!(
        "cli-site-table-title",
        name = event.name.as_str(),
        round = t.round,
        table = t.table
    );
    let body = format!(
        "<p><a href=\"index.html\">{}</a></p>\n<p>{}</p>\n{sheet}",
        esc(&tr!("cli-site-back", name = event.name.as_str())),
        esc(&title),
    );
    page(&title, &body)
}
