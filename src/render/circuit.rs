//! A circuit in words (issue 46, item 4; `canasta circuit DIR`): its stages, its pairs'
//! and its players' standings with their attendance and the finalists marked, as a table
//! for the terminal, as CSV, and as a static page (the results site's look); and why a
//! circuit is refused.

use std::fmt;

use super::grid::{Align, Grid};
use super::say::Say;
use crate::core::circuit::{Circuit, CircuitLine, FinalistRule, RulesRefused};
use crate::game::circuit::{CircuitRefused, StageRefused};
use crate::render::chart::escape as esc;
use crate::tr;

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// The heading and the stages, a line each: `Summer Tour: 3 stages` then `1. one
/// (2026-06-06), 4 entrants`.
fn stages_said(c: &Circuit) -> Vec<String> {
    let mut lines = vec![tr!(
        "cli-circuit-heading",
        name = c.name.as_str(),
        stages = c.stages.len()
    )];
    for (at, s) in c.stages.iter().enumerate() {
        lines.push(match &s.date {
            Some(date) => tr!(
                "cli-circuit-stage",
                number = at + 1,
                name = s.name.as_str(),
                date = date.as_str(),
                entrants = s.entrants
            ),
            None => tr!(
                "cli-circuit-stage-undated",
                number = at + 1,
                name = s.name.as_str(),
                entrants = s.entrants
            ),
        });
    }
    lines
}

/// The finalists' rule in words, when the circuit has one.
fn rule_said(c: &Circuit) -> Option<String> {
    let f = c.finalists.as_ref()?;
    let min = f.min_stages;
    Some(match (f.rule, f.top, f.share) {
        (FinalistRule::Overall, top, _) => tr!(
            "cli-circuit-rule-overall",
            top = top.unwrap_or(0),
            min = min
        ),
        (FinalistRule::PerStage, Some(top), Some(share)) => tr!(
            "cli-circuit-rule-top-share",
            top = top,
            share = share,
            min = min
        ),
        (FinalistRule::PerStage, None, Some(share)) => {
            tr!("cli-circuit-rule-share", share = share, min = min)
        }
        (FinalistRule::PerStage, top, None) => {
            tr!("cli-circuit-rule-top", top = top.unwrap_or(0), min = min)
        }
    })
}

fn lines_grid(lines: &[CircuitLine], who: String, finalists: bool) -> String {
    let mut header = vec![
        (tr!("cli-tournament-col-rank"), Align::Right),
        (who, Align::Left),
        (tr!("cli-tournament-col-vp", vp = "yes"), Align::Right),
        (tr!("cli-tournament-col-mp"), Align::Right),
        (tr!("cli-circuit-col-stages"), Align::Right),
    ];
    if finalists {
        header.push((tr!("cli-circuit-col-finalist"), Align::Left));
    }
    let mut grid = Grid::new(header);
    for l in lines {
        let mut row = vec![
            (l.rank.to_string(), Align::Right),
            (l.name.clone(), Align::Left),
            (l.vp.to_string(), Align::Right),
            (signed(l.mp), Align::Right),
            (l.stages.to_string(), Align::Right),
        ];
        if finalists {
            let mark = if l.finalist { "*" } else { "" };
            row.push((mark.to_string(), Align::Left));
        }
        grid.row(row);
    }
    grid.fitted()
}

/// The circuit for the terminal: its stages, the finalists' rule, the pairs, the players.
pub fn circuit(c: &Circuit) -> String {
    let mut out = stages_said(c).join("\n");
    let finalists = c.finalists.is_some();
    if let Some(rule) = rule_said(c) {
        out.push_str(&format!("\n{rule}"));
    }
    // A circuit of individual events has players only.
    if !c.pairs.is_empty() {
        out.push_str(&format!(
            "\n\n{}\n{}",
            tr!("cli-circuit-pairs"),
            lines_grid(&c.pairs, tr!("cli-circuit-col-pair"), finalists)
        ));
    }
    out.push_str(&format!(
        "\n\n{}\n{}",
        tr!("cli-circuit-players"),
        lines_grid(&c.players, tr!("cli-circuit-col-player"), finalists)
    ));
    out
}

/// The circuit as CSV: a line a pair, then a line a player (`kind`), with each stage's
/// rank and victory points; English column names (data, as `--format json`'s keys).
pub fn circuit_csv(c: &Circuit) -> anyhow::Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut head: Vec<String> = [
        "kind", "rank", "name", "players", "vp", "mp", "stages", "finalist",
    ]
    .map(String::from)
    .to_vec();
    for at in 1..=c.stages.len() {
        head.push(format!("stage{at}_rank"));
        head.push(format!("stage{at}_vp"));
    }
    w.write_record(&head)?;
    for (kind, lines) in [("pair", &c.pairs), ("player", &c.players)] {
        for l in lines {
            let mut row = vec![
                kind.to_string(),
                l.rank.to_string(),
                l.name.clone(),
                l.players.join(" & "),
                l.vp.to_string(),
                l.mp.to_string(),
                l.stages.to_string(),
                l.finalist.to_string(),
            ];
            for s in &l.per_stage {
                row.push(s.map(|(r, _)| r.to_string()).unwrap_or_default());
                row.push(s.map(|(_, v)| v.to_string()).unwrap_or_default());
            }
            w.write_record(&row)?;
        }
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

fn lines_html(lines: &[CircuitLine], who: String, stages: usize, finalists: bool) -> String {
    let mut head = format!(
        "<tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
         <th scope=\"col\">{}</th><th scope=\"col\">{}</th>",
        esc(&tr!("cli-tournament-col-rank")),
        esc(&who),
        esc(&tr!("cli-tournament-col-vp", vp = "yes")),
        esc(&tr!("cli-tournament-col-mp")),
        esc(&tr!("cli-circuit-col-stages")),
    );
    for at in 1..=stages {
        head.push_str(&format!(
            "<th scope=\"col\">{}</th>",
            esc(&tr!("cli-circuit-col-stage", number = at))
        ));
    }
    if finalists {
        head.push_str(&format!(
            "<th scope=\"col\">{}</th>",
            esc(&tr!("cli-circuit-col-finalist"))
        ));
    }
    head.push_str("</tr>");
    let mut rows = String::new();
    for l in lines {
        rows.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            l.rank,
            esc(&l.name),
            l.vp,
            esc(&signed(l.mp)),
            l.stages
        ));
        for s in &l.per_stage {
            let cell = s
                .map(|(rank, vp)| tr!("cli-circuit-stage-cell", rank = rank, vp = vp))
                .unwrap_or_default();
            rows.push_str(&format!("<td>{}</td>", esc(&cell)));
        }
        if finalists {
            let mark = if l.finalist {
                tr!("cli-circuit-finalist-yes")
            } else {
                String::new()
            };
            rows.push_str(&format!("<td>{}</td>", esc(&mark)));
        }
        rows.push_str("</tr>\n");
    }
    format!("<table class=\"standings\"><thead>{head}</thead><tbody>\n{rows}</tbody></table>\n")
}

/// The circuit as a static page (the results site's look: `board.css` beside it, light
/// and dark): its stages, the finalists' rule, the pairs' and the players' standings
/// with each stage's rank and victory points.
pub fn circuit_html(c: &Circuit) -> String {
    let said = stages_said(c);
    let mut body = format!("<h1>{}</h1>\n<ol>\n", esc(&said[0]));
    for (at, _) in c.stages.iter().enumerate() {
        let line = &said[at + 1];
        let line = line.split_once(". ").map_or(line.as_str(), |(_, l)| l);
        body.push_str(&format!("<li>{}</li>\n", esc(line)));
    }
    body.push_str("</ol>\n");
    if let Some(rule) = rule_said(c) {
        body.push_str(&format!("<p>{}</p>\n", esc(&rule)));
    }
    let finalists = c.finalists.is_some();
    if !c.pairs.is_empty() {
        body.push_str(&format!("<h2>{}</h2>\n", esc(&tr!("cli-circuit-pairs"))));
        body.push_str(&lines_html(
            &c.pairs,
            tr!("cli-circuit-col-pair"),
            c.stages.len(),
            finalists,
        ));
    }
    body.push_str(&format!("<h2>{}</h2>\n", esc(&tr!("cli-circuit-players"))));
    body.push_str(&lines_html(
        &c.players,
        tr!("cli-circuit-col-player"),
        c.stages.len(),
        finalists,
    ));
    super::tournament::page(&c.name, &body)
}

impl Say for CircuitRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            CircuitRefused::NoStages => tr!("refusal-circuit-no-stages"),
            CircuitRefused::Rules { why } => tr!(
                "refusal-circuit-rules",
                why = crate::core::text::printable(why, 160)
            ),
            CircuitRefused::RulesCheck(RulesRefused::NoCut { rule }) => tr!(
                "refusal-circuit-no-cut",
                rule = match rule {
                    FinalistRule::PerStage => "per_stage",
                    FinalistRule::Overall => "overall",
                }
            ),
            CircuitRefused::RulesCheck(RulesRefused::Share { share }) => {
                tr!("refusal-circuit-share", share = *share)
            }
            CircuitRefused::SameEvent { file, same_as } => tr!(
                "refusal-circuit-same-event",
                file = crate::core::text::printable(file, 80),
                same = crate::core::text::printable(same_as, 80)
            ),
            CircuitRefused::Stage { file, why } => tr!(
                "refusal-circuit-stage",
                file = crate::core::text::printable(file, 80),
                why = super::say::Said(why).to_string()
            ),
        })
    }
}

impl Say for StageRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StageRefused::Unreadable(u) => u.say(f),
            StageRefused::AGame => f.write_str(&tr!("refusal-circuit-a-game")),
            StageRefused::NotOver { round } => {
                f.write_str(&tr!("refusal-circuit-not-over", round = *round))
            }
            StageRefused::Results(r) => r.say(f),
            StageRefused::NotAnEvent { why } => f.write_str(&tr!(
                "refusal-circuit-not-an-event",
                why = crate::core::text::printable(why, 160)
            )),
            StageRefused::Log { game, why } => f.write_str(&tr!(
                "refusal-circuit-game",
                game = game.as_str(),
                why = super::say::Said(why.as_ref()).to_string()
            )),
            StageRefused::Ledger { game, why } => f.write_str(&tr!(
                "refusal-circuit-game",
                game = game.as_str(),
                why = super::say::Said(why.as_ref()).to_string()
            )),
        }
    }
}
