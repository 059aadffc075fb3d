//! A tournament night in words: its refusals, the seating of a round, the standings, and
//! the standings as CSV and a printable HTML page. Facts from `core::tournament` and
//! `game::tournament`; every sentence from the catalog.

use super::grid::{Align, Grid};
use crate::core::tournament::{Event, NearName, Round, RoundState, Standings};
use crate::tr;

mod desk;
mod files;
mod plan;
mod refusals;
mod site;
mod standings;
mod times;
pub use desk::desk_html;
use desk::earlier_open;
pub use files::{results_csv, results_from, standings_csv};
pub(crate) use plan::line_said;
use plan::{
    entrant_head, knockout_cell, knockout_head, scored_cells, scored_heads, signed, sit_out_html,
    sit_out_said,
};
pub use plan::{finish_said, plan_said};
pub use refusals::at_desk;
pub(crate) use site::page;
pub use site::{site_index, site_table, table_page_name};
use standings::standings_of_group;
#[cfg(target_arch = "wasm32")]
pub use times::set_zone;
pub use times::{local_date, local_time};

/// The line a near-duplicate player's name is said in, after the event is made.
pub fn near_name(near: &NearName) -> String {
    tr!(
        "cli-tournament-near",
        line = near.line,
        player = near.name.as_str(),
        like = near.like.as_str()
    )
}

/// What `tournament new` says once the event is made.
pub fn created(event: &Event) -> String {
    let mut out = tr!(
        "cli-tournament-created",
        name = event.name.as_str(),
        entrants = event.entrants.len(),
        variant = event.variant.as_str(),
        plan = plan_said(&event.plan),
        rounds = event.planned_rounds()
    );
    if let Some(groups) = groups_line(event) {
        out.push('\n');
        out.push_str(&groups);
    }
    if let Some(line) = knockout_takes(event) {
        out.push('\n');
        out.push_str(&line);
    }
    if let Some((even, sit_out)) = crate::core::tournament::individual_evenness(event) {
        out.push('\n');
        out.push_str(&tr!(
            "cli-tournament-individual-evenness",
            rounds = even.rounds,
            partners = even.most_partnered,
            opponents = even.most_opposed,
            out = sit_out
        ));
    }
    out
}

/// Who a knockout that takes fewer than every entrant takes: the first of the list when it
/// is the first phase, else the first of the standings (of each group) when it starts.
fn knockout_takes(event: &Event) -> Option<String> {
    let k = crate::core::tournament::knockout::phase(event)?;
    let entrants = event.entrants.len();
    if k.qualifiers as usize >= entrants {
        return None;
    }
    let groups = event.groups().len();
    Some(if k.start == 1 {
        tr!(
            "cli-tournament-knockout-takes-first",
            qualifiers = k.qualifiers,
            entrants = entrants
        )
    } else if groups > 1 {
        tr!(
            "cli-tournament-knockout-takes-groups",
            each = k.qualifiers as usize / groups,
            qualifiers = k.qualifiers,
            after = k.start - 1
        )
    } else {
        tr!(
            "cli-tournament-knockout-takes-top",
            qualifiers = k.qualifiers,
            entrants = entrants,
            after = k.start - 1
        )
    })
}

/// The groups and their entrants' numbers (`A: 1-9, B: 10-18`), when the event has
/// groups.
pub fn groups_line(event: &Event) -> Option<String> {
    let groups = event.groups();
    if groups.len() < 2 {
        return None;
    }
    let listed: Vec<String> = groups
        .iter()
        .map(|(name, members)| {
            let first = members.first().copied().unwrap_or(0);
            let last = members.last().copied().unwrap_or(0);
            format!("{}: {first}-{last}", name.unwrap_or("-"))
        })
        .collect();
    Some(tr!("cli-tournament-groups", groups = listed.join(", ")))
}

/// What `tournament seat`, `publish` and `close` say of the round, after its seating.
pub fn round_done(event: &Event, round: &Round) -> String {
    let name = event.name.as_str();
    match round.state {
        // An individual round is the movement's: no seating by hand is offered.
        RoundState::Drafted if event.individual() => tr!(
            "cli-tournament-drafted-individual",
            round = round.number,
            name = name
        ),
        RoundState::Drafted => tr!("cli-tournament-drafted", round = round.number, name = name),
        RoundState::Published => tr!(
            "cli-tournament-published",
            round = round.number,
            tables = round.games.len(),
            first = round.games.values().next().map_or("", String::as_str),
            last = round.games.values().last().map_or("", String::as_str)
        ),
        RoundState::Closed => tr!("cli-tournament-closed", round = round.number, name = name),
    }
}

/// What the desk says of the round after a step: as [`round_done`], with the desk's
/// next step rather than a command to type.
pub fn round_done_at_desk(event: &Event, round: &Round) -> String {
    match round.state {
        // An individual round is the movement's: no seating by hand is offered.
        RoundState::Drafted if event.individual() => {
            tr!("scorer-desk-drafted-individual", round = round.number)
        }
        RoundState::Drafted => tr!("scorer-desk-drafted", round = round.number),
        RoundState::Published => tr!(
            "scorer-desk-published",
            round = round.number,
            tables = round.games.len()
        ),
        RoundState::Closed => tr!("scorer-desk-closed", round = round.number),
    }
}

fn state_key(state: RoundState) -> &'static str {
    match state {
        RoundState::Drafted => "drafted",
        RoundState::Published => "published",
        RoundState::Closed => "closed",
    }
}

/// A round's seating as a table: table, N-S, E-W (each entrant's number and name) and
/// the table's game; the sit-outs below.
pub fn seating(event: &Event, round: &Round) -> String {
    let mut grid = Grid::new(vec![
        (tr!("cli-tournament-col-table"), Align::Right),
        (tr!("cli-tournament-col-ns"), Align::Left),
        (tr!("cli-tournament-col-ew"), Align::Left),
        (tr!("cli-tournament-col-game"), Align::Right),
    ]);
    for seat in &round.seating.seats {
        grid.row(vec![
            (seat.table.to_string(), Align::Right),
            (line_said(event, seat.ns, seat.south), Align::Left),
            (line_said(event, seat.ew, seat.west), Align::Left),
            (
                round.games.get(&seat.table).cloned().unwrap_or_default(),
                Align::Right,
            ),
        ]);
    }
    // Headings and notes wrap at the screen's width, as the tables do (issue 45).
    let mut out = fitted_line(
        &tr!(
            "cli-tournament-round-heading",
            name = event.name.as_str(),
            round = round.number,
            state = state_key(round.state)
        ),
        "",
    );
    out.push('\n');
    out.push_str(&grid.fitted());
    out.push_str(&sit_out_text(event, round.number, &round.seating.sit_out));
    out
}

/// [`sit_out_said`] for the terminal: each line on a line of its own, fitted; empty with
/// nobody.
fn sit_out_text(event: &Event, round: u32, sit_out: &[crate::core::movement::Entrant]) -> String {
    sit_out_said(event, round, sit_out)
        .map(|said| {
            said.lines()
                .map(|line| format!("\n{}", fitted_line(line, "")))
                .collect()
        })
        .unwrap_or_default()
}

/// A heading or a note over a table, wrapped at the screen's width as the table is fitted
/// to it (a terminal's, or `COLUMNS`): piped, it keeps its full width, as tables do.
fn fitted_line(text: &str, indent: &str) -> String {
    match super::layout_width() {
        Some(_) => super::screen_wrapped(text, indent),
        None => format!("{indent}{text}"),
    }
}

/// The standings, group after group (one table without groups).
pub fn standings(event: &Event, all: &[Standings]) -> String {
    fit_lines(
        &all.iter()
            .map(|s| standings_of_group(event, s))
            .collect::<Vec<_>>()
            .join("\n\n"),
    )
}

/// `text` with each line of words wider than the screen wrapped between words (its
/// indentation kept, and two more for the lines it wraps onto); a table's lines are
/// left as they are (laid out for the screen already). Piped, as it is.
fn fit_lines(text: &str) -> String {
    let Some(w) = super::layout_width() else {
        return text.to_string();
    };
    text.lines()
        .map(|line| {
            let boxed = line.starts_with(['┌', '│', '╞', '├', '└']);
            if boxed || console::measure_text_width(line) <= w {
                return line.to_string();
            }
            let body = line.trim_start();
            let indent = &line[..line.len() - body.len()];
            let more = format!("{indent}  ");
            let opts = textwrap::Options::new(w)
                .initial_indent(indent)
                .subsequent_indent(&more)
                .word_splitter(textwrap::WordSplitter::NoHyphenation)
                .break_words(false);
            textwrap::fill(body, opts)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The heading of one group's standings (the event's, without groups), and whether they
/// are provisional (their round still playing).
fn standings_heading(event: &Event, s: &Standings) -> String {
    let heading = group_heading(event, s);
    match &s.signed {
        Some(at) => format!(
            "{heading} {}",
            tr!("cli-tournament-final", at = local_time(at))
        ),
        None if s.provisional && s.playing => format!(
            "{heading} {}",
            tr!("cli-tournament-provisional", round = s.after_round)
        ),
        None if s.provisional => format!(
            "{heading} {}",
            tr!("cli-tournament-provisional-open", round = s.after_round)
        ),
        None => heading,
    }
}

fn group_heading(event: &Event, s: &Standings) -> String {
    match &s.group {
        Some(group) => tr!(
            "cli-tournament-group-standings-heading",
            name = event.name.as_str(),
            group = group.as_str(),
            round = s.after_round,
            rounds = event.planned_rounds()
        ),
        None => tr!(
            "cli-tournament-standings-heading",
            name = event.name.as_str(),
            round = s.after_round,
            rounds = event.planned_rounds()
        ),
    }
}

/// The standings as a printable HTML page (one table, the event's name as its title, in
/// the language), every name escaped.
pub fn standings_html(event: &Event, all: &[Standings]) -> String {
    let esc = |t: &str| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    let title = esc(&event.name);
    let mut tables = String::new();
    for s in all {
        let mut rows = String::new();
        for r in &s.rows {
            rows.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td>{}{}</tr>\n",
                r.rank,
                r.entrant,
                esc(&r.name),
                scored_cells(s, r),
                knockout_cell(s, r)
            ));
        }
        tables.push_str(&format!(
            "<h2>{heading}</h2>\n<table>\
             <thead><tr><th>{rank}</th><th>#</th><th>{entrant}</th>{scored}\
             {knockout}</tr></thead>\n<tbody>\n{rows}</tbody></table>\n",
            knockout = knockout_head(s),
            heading = esc(&standings_heading(event, s)),
            rank = esc(&tr!("cli-tournament-col-rank")),
            entrant = esc(&entrant_head(event)),
            scored = scored_heads(s),
        ));
    }
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>{title}</title>\
         <style>body{{font-family:sans-serif}}table{{border-collapse:collapse}}\
         td,th{{border:1px solid #444;padding:.2em .6em}}td:nth-child(n+4){{text-align:right}}\
         </style></head>\n<body><main><h1>{title}</h1>\n{tables}</main></body></html>\n",
        lang = super::i18n::language().tag(),
    )
}

/// The tournament's board part (HTML, every name escaped): the round in play, where
/// each entrant sits (by name, to find one's own), then the standings.
pub fn board_part(event: &Event, all: &[Standings]) -> String {
    let esc = super::chart::escape;
    let mut out = format!("<h1>{}</h1>\n", esc(&event.name));
    let shown = event
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Drafted);
    if let Some(round) = shown {
        out.push_str(&format!(
            "<h2>{}</h2>\n<table class=\"seating\"><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
            esc(&tr!(
                "cli-tournament-round-heading",
                name = event.name.as_str(),
                round = round.number,
                state = state_key(round.state)
            )),
            esc(&entrant_head(event)),
            esc(&tr!("cli-tournament-col-table")),
            esc(&tr!("board-tournament-line")),
        ));
        // Sorted by name (then number), so each finds their own.
        let mut seats: Vec<(String, u32, String, u32, &str)> = Vec::new();
        for seat in &round.seating.seats {
            let lines = seat.ns_side().into_iter().map(|n| (n, "ns"));
            for (n, line) in lines.chain(seat.ew_side().into_iter().map(|n| (n, "ew"))) {
                let name = crate::game::tournament::entrant_name(event, n);
                seats.push((
                    name.to_lowercase(),
                    n,
                    format!("{n} {name}"),
                    seat.table,
                    line,
                ));
            }
        }
        crate::core::order::sort(&mut seats);
        for (_, _, name, table, line) in seats {
            let line = if line == "ns" {
                tr!("cli-tournament-col-ns")
            } else {
                tr!("cli-tournament-col-ew")
            };
            out.push_str(&format!(
                "<tr><td>{}</td><td>{table}</td><td>{}</td></tr>\n",
                esc(&name),
                esc(&line)
            ));
        }
        out.push_str("</tbody></table>\n");
        out.push_str(&sit_out_html(event, round.number, &round.seating.sit_out));
    } else {
        out.push_str(&format!(
            "<p>{}</p>\n",
            esc(&tr!("cli-tournament-not-seated", round = 1))
        ));
    }
    out.push_str(&standings_tables(event, all));
    out
}

/// The standings as HTML tables, one a group (each under its heading), every name
/// escaped: the board's and a results site's.
pub(crate) fn standings_tables(event: &Event, all: &[Standings]) -> String {
    let esc = super::chart::escape;
    let mut out = String::new();
    for s in all {
        out.push_str(&format!(
            "<h2>{}</h2>\n<table class=\"standings\"><thead><tr><th>{}</th><th>{}</th>{}{}</tr></thead><tbody>\n",
            esc(&standings_heading(event, s)),
            esc(&tr!("cli-tournament-col-rank")),
            esc(&entrant_head(event)),
            scored_heads(s),
            knockout_head(s),
        ));
        for r in &s.rows {
            out.push_str(&format!(
                "<tr><td>{}</td><td>{}</td>{}{}</tr>\n",
                r.rank,
                esc(&format!("{} {}", r.entrant, r.name)),
                scored_cells(s, r),
                knockout_cell(s, r)
            ));
        }
        out.push_str("</tbody></table>\n");
    }
    out
}

/// A printable page of the tables' addresses, one QR code each (to put on the tables):
/// `tables`: (table, address with its key).
pub fn table_sheet(event: &Event, tables: &[(u32, String, String)]) -> String {
    let esc = super::chart::escape;
    let mut cards = String::new();
    for (table, address, svg) in tables {
        cards.push_str(&format!(
            "<section><h2>{}</h2>{svg}<p>{}</p></section>\n",
            esc(&tr!("board-tournament-table", table = *table)),
            esc(address)
        ));
    }
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{name}</title>\
         <style>body{{font-family:sans-serif}}section{{display:inline-block;width:45%;\
         margin:1em;text-align:center;page-break-inside:avoid}}svg{{width:60%;height:auto}}\
         p{{font-size:.7em;word-break:break-all}}</style></head>\n<body><main><h1>{name}</h1>\n{cards}</main></body></html>\n",
        lang = super::i18n::language().tag(),
        name = esc(&event.name),
    )
}

/// The director's desk (`tournament status`): the round in play, a line a table (deals
/// played of the game's, over or playing, the lines' points, VP once over, corrections),
/// then the sit-outs and the clock.
pub fn status(event: &Event, status: Option<&crate::game::tournament::RoundStatus>) -> String {
    fit_lines(&status_text(event, status))
}

/// A table's deals played, and of how many: `2/3`; past them (a knockout's deal that
/// breaks a tie on points), the deals of the game and the extra ones, `3+1`.
pub fn deals_said(played: usize, of: Option<u32>) -> String {
    match of.map(|of| of as usize) {
        Some(of) if played > of => format!("{of}+{}", played - of),
        Some(of) => format!("{played}/{of}"),
        None => played.to_string(),
    }
}

fn status_text(event: &Event, status: Option<&crate::game::tournament::RoundStatus>) -> String {
    let Some(st) = status else {
        return tr!("cli-tournament-not-seated", round = 1);
    };
    let heads = [
        (tr!("cli-tournament-col-table"), Align::Right),
        (tr!("cli-tournament-col-ns"), Align::Left),
        (tr!("cli-tournament-col-ew"), Align::Left),
        (tr!("cli-tournament-col-game"), Align::Right),
        (tr!("cli-tournament-col-deals"), Align::Right),
        (tr!("cli-tournament-col-points"), Align::Right),
        (tr!("cli-tournament-col-state"), Align::Left),
    ];
    let rows: Vec<[String; 7]> = st
        .tables
        .iter()
        .map(|t| {
            let mut said = table_state(t);
            if t.amended > 0 {
                said.push(' ');
                said.push_str(&tr!("cli-tournament-amended-count", count = t.amended));
            }
            [
                t.table.to_string(),
                line_said(event, t.ns, t.south),
                line_said(event, t.ew, t.west),
                t.game.clone(),
                deals_said(t.played, t.of),
                pair(t.ns_points, t.ew_points),
                said,
            ]
        })
        .collect();
    let mut out = fitted_line(
        &tr!(
            "cli-tournament-round-heading",
            name = event.name.as_str(),
            round = st.round,
            state = state_key(st.state)
        ),
        "",
    );
    out.push('\n');
    out.push_str(&table_or_blocks(&heads, &rows));
    out.push_str(&sit_out_text(event, st.round, &st.sit_out));
    let over = st.tables.iter().filter(|t| t.finished).count();
    // A closed round whose table's game was corrected back to unfinished: said, with what
    // to do, as its standings leave that match out until it is over again.
    let unfinished: Vec<String> = st
        .tables
        .iter()
        .filter(|t| st.state == RoundState::Closed && !t.absent && !t.finished)
        .map(|t| t.table.to_string())
        .collect();
    if !unfinished.is_empty() {
        out.push('\n');
        out.push_str(&tr!(
            "cli-tournament-closed-unfinished",
            round = st.round,
            count = unfinished.len(),
            tables = unfinished.join(", ")
        ));
    }
    out.push('\n');
    out.push_str(&tr!(
        "cli-tournament-tables-over",
        over = over,
        tables = st.tables.len()
    ));
    for line in earlier_open(event, st) {
        out.push('\n');
        out.push_str(&line);
    }
    if let Some(clock) = st.clock {
        out.push('\n');
        out.push_str(&clock_line(clock));
    }
    if !event.log.is_empty() || !event.reopened.is_empty() {
        out.push_str("\n\n");
        out.push_str(&tr!("cli-tournament-log-heading"));
        for line in log_lines(event) {
            out.push_str("\n  ");
            out.push_str(&line);
        }
    }
    if event.signed.is_some() {
        out.push_str("\n\n");
        out.push_str(&signed_said(event));
    }
    out
}

/// The event's log in time order, a line each: the corrections and the reopenings.
fn log_lines(event: &Event) -> Vec<String> {
    let mut lines: Vec<(&str, String)> = event
        .log
        .iter()
        .map(|a| (a.at.as_str(), amendment_line(a)))
        .chain(
            event
                .reopened
                .iter()
                .map(|r| (r.at.as_str(), reopening_line(r))),
        )
        .collect();
    crate::core::order::sort_by(&mut lines, |a, b| a.0.cmp(b.0));
    lines.into_iter().map(|(_, l)| l).collect()
}

/// A table of `rows` under `heads`, as wide as it needs; on a screen narrower than that
/// (40 columns), a block a row instead, each cell on a line of its own after its
/// heading, so that no word and no number is cut (`1200 – -700`, never `12` over `00`):
/// its text goes through [`fit_lines`].
fn table_or_blocks<const N: usize>(heads: &[(String, Align); N], rows: &[[String; N]]) -> String {
    let mut grid = Grid::new(heads.to_vec());
    for row in rows {
        grid.row(
            row.iter()
                .zip(heads)
                .map(|(cell, (_, align))| (cell.clone(), *align))
                .collect(),
        );
    }
    let whole = grid.text();
    if super::layout_width().is_none_or(|w| super::widest(&whole) <= w) {
        return whole;
    }
    // A line a cell; [`fit_lines`] wraps those still too wide.
    let mut out = Vec::new();
    for row in rows {
        let mut cells = row.iter().zip(heads);
        if let Some((first, (head, _))) = cells.next() {
            out.push(format!("{head} {first}"));
        }
        for (cell, (head, _)) in cells.filter(|(c, _)| !c.is_empty()) {
            out.push(format!("  {head}: {cell}"));
        }
    }
    out.join("\n")
}

/// The round clock in words: minutes left (a warning in the last ten), or over.
pub fn clock_line(clock: crate::core::tournament::Clock) -> String {
    if clock.left <= 0 {
        tr!(
            "cli-tournament-clock-over",
            minutes = clock.minutes,
            over = -clock.left
        )
    } else if clock.warn {
        tr!("cli-tournament-clock-warn", left = clock.left)
    } else {
        tr!(
            "cli-tournament-clock",
            left = clock.left,
            minutes = clock.minutes
        )
    }
}

/// What `tournament absent` says: who is absent from the next rounds seated; and, when
/// `entrant` was just marked absent though a round seated and not yet published seats
/// them, that it must be seated again.
pub fn absent(event: &Event, entrant: crate::core::movement::Entrant, back: bool) -> String {
    let mut said = absent_list(event);
    if let Some(round) = event.seated_unpublished(entrant).filter(|_| !back) {
        said.push('\n');
        said.push_str(&tr!(
            "cli-tournament-absent-seated",
            round = round,
            entrant = format!(
                "{entrant} {}",
                crate::game::tournament::entrant_name(event, entrant)
            ),
            name = event.name.as_str()
        ));
    }
    said
}

/// Who is absent from the next rounds seated.
fn absent_list(event: &Event) -> String {
    if event.absent.is_empty() {
        return tr!("cli-tournament-none-absent");
    }
    let names: Vec<String> = event
        .absent
        .iter()
        .map(|n| format!("{n} {}", crate::game::tournament::entrant_name(event, *n)))
        .collect();
    let said = tr!("cli-tournament-absent", names = names.join(", "));
    match event.too_few_present() {
        Some((present, need)) => format!(
            "{said}\n{}",
            tr!(
                "cli-tournament-absent-too-few",
                present = present,
                need = need
            )
        ),
        None => said,
    }
}

/// One correction of the event's log, on one line: round and table, when, where, the
/// table's totals before and after, and why.
pub fn amendment_line(a: &crate::core::tournament::Amendment) -> String {
    let by = match a.by {
        crate::core::tournament::Via::Desk => "desk",
        crate::core::tournament::Via::CommandLine => "command_line",
        crate::core::tournament::Via::TableMode => "table_mode",
    };
    tr!(
        "cli-tournament-log-line",
        round = a.round,
        table = a.table,
        at = local_time(&a.at),
        by = by,
        before = pair(a.before.0, a.before.1),
        after = pair(a.after.0, a.after.1),
        why = crate::core::text::printable(
            &a.why.replace('\n', "\\n").replace('\r', "\\r"),
            crate::core::tournament::MAX_REASON
        )
    )
}

/// Two lines' points, N-S first: `1200-900`, or with a spaced dash when one is negative
/// (`5810 – -680`), so that a minus never runs into the dash.
pub fn pair(ns: crate::core::rules::Points, ew: crate::core::rules::Points) -> String {
    if ns < 0 || ew < 0 {
        format!("{ns} – {ew}")
    } else {
        format!("{ns}-{ew}")
    }
}

/// Where a table of the round in play stands, in words: absent, damaged, over (with its
/// victory points), not started or playing.
fn table_state(t: &crate::game::tournament::TableStatus) -> String {
    let state = if t.absent {
        "absent"
    } else if !t.readable {
        "damaged"
    } else if t.finished && t.confirmed == crate::core::tournament::Confirmation::Both {
        "confirmed"
    } else if t.finished && t.confirmed == crate::core::tournament::Confirmation::Table {
        "table-confirmed"
    } else if t.finished {
        "over"
    } else if t.played == 0 {
        "waiting"
    } else if t.of.is_some_and(|of| t.played >= of as usize) && t.ns_points == t.ew_points {
        // Level after its deals, the game plays on (a knockout's `play_another_hand`).
        "level"
    } else {
        "playing"
    };
    let said = tr!("cli-tournament-table-state", state = state);
    match t.vp {
        Some((ns, ew)) => format!("{said} {}", pair(ns, ew)),
        None => said,
    }
}

/// What `tournament sign` says under the final standings.
pub fn signed_said(event: &Event) -> String {
    tr!(
        "cli-tournament-signed",
        name = event.name.as_str(),
        at = event.signed.as_deref().map(local_time).unwrap_or_default()
    )
}

/// What `tournament reopen` says.
pub fn reopened(event: &Event) -> String {
    tr!("cli-tournament-reopened", name = event.name.as_str())
}

/// One reopening of the signed event, on one line, as the log's lines are.
pub fn reopening_line(r: &crate::core::tournament::Reopening) -> String {
    tr!(
        "cli-tournament-reopening-line",
        signed = local_time(&r.signed),
        at = local_time(&r.at),
        why = crate::core::text::printable(
            &r.why.replace('\n', "\\n").replace('\r', "\\r"),
            crate::core::tournament::MAX_REASON
        )
    )
}

/// `tournament keys`: each table's key, and (`renewed`) that the old ones open nothing
/// now and the sheet is printed again.
pub fn keys_said(
    name: &str,
    keys: &std::collections::BTreeMap<u32, String>,
    renewed: bool,
) -> String {
    let mut out: Vec<String> = keys
        .iter()
        .map(|(table, key)| {
            tr!(
                "cli-tournament-key-line",
                table = *table,
                key = key.as_str()
            )
        })
        .collect();
    if renewed {
        out.push(tr!(
            "cli-tournament-keys-renewed",
            name = name,
            tables = keys.len()
        ));
    }
    out.join("\n")
}
