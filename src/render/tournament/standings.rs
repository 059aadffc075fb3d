//! One group's standings as a terminal table.

use super::{entrant_head, finish_said, fitted_line, signed, standings_heading};
use crate::core::tournament::{Event, Standings};
use crate::render::grid::{Align, Grid};
use crate::tr;

/// The standings as a table: rank, entrant, VP (or games won), MP, rounds, and how far
/// each went in a knockout (alone, for a knockout from the first round).
pub(super) fn standings_of_group(event: &Event, s: &Standings) -> String {
    let vp = if s.victory_points { "yes" } else { "no" };
    // A night ranked by points scored shows them first.
    let by_points = event.tie_break.first() == Some(&crate::core::tournament::TieBreak::Points);
    let mut header = vec![
        (tr!("cli-tournament-col-rank"), Align::Right),
        (entrant_head(event), Align::Left),
    ];
    // A knockout from the first round has no rounds scored: only how far each went.
    let scored = super::plan::scored(s);
    if by_points && scored {
        header.push((tr!("cli-tournament-col-points"), Align::Right));
    }
    if scored {
        header.extend([
            (tr!("cli-tournament-col-vp", vp = vp), Align::Right),
            (tr!("cli-tournament-col-mp"), Align::Right),
            (tr!("cli-tournament-col-rounds"), Align::Right),
        ]);
    }
    let knockout = s.rows.iter().any(|r| r.knockout.is_some());
    if knockout {
        header.push((tr!("cli-tournament-col-knockout"), Align::Left));
    }
    let mut grid = Grid::new(header);
    for r in &s.rows {
        let mut row = vec![
            (r.rank.to_string(), Align::Right),
            (format!("{} {}", r.entrant, r.name), Align::Left),
        ];
        if by_points && scored {
            row.push((r.points.to_string(), Align::Right));
        }
        if scored {
            row.extend([
                (r.vp.to_string(), Align::Right),
                (signed(r.mp), Align::Right),
                (r.rounds.to_string(), Align::Right),
            ]);
        }
        if knockout {
            let said = r.knockout.as_ref().map(finish_said).unwrap_or_default();
            row.push((said, Align::Left));
        }
        grid.row(row);
    }
    format!(
        "{}\n{}",
        fitted_line(&standings_heading(event, s), ""),
        grid.fitted()
    )
}
