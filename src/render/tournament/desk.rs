//! The director's desk as a page's part (`serve --tournament`'s `/desk`), and what the
//! desk and `tournament status` both say of rounds before the one in view still open.

use super::*;

/// Rounds before the one in view still open: each said with its tables still playing, or
/// as over and not closed.
pub(super) fn earlier_open(
    event: &Event,
    st: &crate::game::tournament::RoundStatus,
) -> Vec<String> {
    st.earlier_open
        .iter()
        .map(|(round, playing)| {
            let tables: Vec<String> = playing.iter().map(u32::to_string).collect();
            tr!(
                "cli-tournament-earlier-open",
                round = *round,
                count = playing.len(),
                tables = tables.join(", "),
                name = event.name.as_str()
            )
        })
        .collect()
}

/// The director's desk as a page's part (HTML, every name escaped): the clock, the round
/// in play a line a table (as `tournament status` prints it), then where each pair sits
/// and the standings (as the board shows them).
pub fn desk_html(
    event: &Event,
    status: Option<&crate::game::tournament::RoundStatus>,
    standings: &[Standings],
) -> String {
    let esc = crate::render::chart::escape;
    let mut out = String::new();
    if let Some(st) = status {
        if let Some(clock) = st.clock {
            out.push_str(&format!(
                "<p class=\"clock\">{}</p>\n",
                esc(&clock_line(clock))
            ));
        }
        out.push_str(&format!(
            "<h2>{}</h2>\n<div class=\"wide\"><table class=\"desk\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
            esc(&tr!(
                "cli-tournament-round-heading",
                name = event.name.as_str(),
                round = st.round,
                state = state_key(st.state)
            )),
            esc(&tr!("cli-tournament-col-table")),
            esc(&tr!("cli-tournament-col-ns")),
            esc(&tr!("cli-tournament-col-ew")),
            esc(&tr!("cli-tournament-col-deals")),
            esc(&tr!("cli-tournament-col-points")),
            esc(&tr!("cli-tournament-col-state")),
            esc(&tr!("scorer-desk-col-sheet")),
        ));
        let open = esc(&tr!("scorer-desk-open"));
        for t in &st.tables {
            let said = table_state(t);
            // The table's game on the scorer's page, as the director: a paper sheet's
            // deals entered, or a result corrected with its reason.
            let link = if t.absent {
                String::new()
            } else {
                format!(
                    "<a href=\"/score?table={}&amp;round={}\">{open}</a>",
                    t.table, st.round
                )
            };
            out.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{link}</td></tr>\n",
                t.table,
                esc(&line_said(event, t.ns, t.south)),
                esc(&line_said(event, t.ew, t.west)),
                super::deals_said(t.played, t.of),
                pair(t.ns_points, t.ew_points),
                esc(&said)
            ));
        }
        out.push_str("</tbody></table></div>\n");
        for line in earlier_open(event, st) {
            out.push_str(&format!("<p class=\"open\">{}</p>\n", esc(&line)));
        }
    }
    // Names alike, said when the event was made: to check before the players sit.
    if !event.alike.is_empty() {
        out.push_str("<ul class=\"alike\">\n");
        for n in &event.alike {
            out.push_str(&format!("<li>{}</li>\n", esc(&near_name(n))));
        }
        out.push_str("</ul>\n");
    }
    // The next round seated and not yet shown: its seating, to check before publishing
    // (seated again by the plan, or as typed in the box above).
    if let Some(drafted) = event
        .rounds
        .last()
        .filter(|r| r.state == RoundState::Drafted)
        .filter(|r| status.is_none_or(|st| st.round != r.number))
    {
        out.push_str(&drafted_html(event, drafted));
    }
    if event.signed.is_some() {
        out.push_str(&format!(
            "<p class=\"signed\">{}</p>\n",
            esc(&signed_said(event))
        ));
    }
    if !event.log.is_empty() || !event.reopened.is_empty() {
        out.push_str(&format!(
            "<h2>{}</h2>\n<ul class=\"log\">\n",
            esc(&tr!("cli-tournament-log-heading"))
        ));
        for line in log_lines(event).iter().rev() {
            out.push_str(&format!("<li>{}</li>\n", esc(line)));
        }
        out.push_str("</ul>\n");
    }
    out.push_str(&board_part(event, standings));
    out
}

/// A round seated and not yet shown, as the desk shows it: each table's entrants, and
/// who sits out.
fn drafted_html(event: &Event, round: &Round) -> String {
    let esc = crate::render::chart::escape;
    let mut out = format!(
        "<h2 id=\"drafted\">{}</h2>\n<div class=\"wide\"><table class=\"desk\"><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
        esc(&tr!(
            "cli-tournament-round-heading",
            name = event.name.as_str(),
            round = round.number,
            state = state_key(round.state)
        )),
        esc(&tr!("cli-tournament-col-table")),
        esc(&tr!("cli-tournament-col-ns")),
        esc(&tr!("cli-tournament-col-ew")),
    );
    for seat in &round.seating.seats {
        out.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            seat.table,
            esc(&line_said(event, seat.ns, seat.south)),
            esc(&line_said(event, seat.ew, seat.west))
        ));
    }
    out.push_str("</tbody></table></div>\n");
    out.push_str(&sit_out_html(event, round.number, &round.seating.sit_out));
    out
}
