//! A picture of how a game went: each side's running total, hand by hand, drawn with
//! plain characters so it reads in any terminal, in a pipe, and on paper.
//!
//! Each side is drawn with its own letter (its initial, or a digit when initials clash), so
//! the lines can be told apart without colour; colour, where the terminal has it, only
//! helps. A dotted line marks the score that ends the game. Pure: a `Report` in, text out.
//!
//! Why not a plotting crate: the ones for terminals (textplots, rasciigraph) draw with
//! braille dots or one unlabelled line per series, which cannot tell four sides apart
//! when `NO_COLOR` is set or the output is printed.

use crate::ledger::Report;
use crate::render::paint_series;
use crate::rules::Points;

/// Rows of the plot area.
const HEIGHT: usize = 12;
/// Columns given to one hand at most (short games are not stretched across the screen).
const MAX_STEP: usize = 6;

/// The chart of running totals, at most `width` columns wide.
pub fn chart(report: &Report, width: usize) -> String {
    chart_of(report, width, "hand")
}

/// The chart with another step than the hand (`game`: a season's points, game by game).
pub fn chart_of(report: &Report, width: usize, step: &str) -> String {
    let n = report.hands.len();
    if n == 0 {
        return "No hands yet: nothing to chart.\n".into();
    }
    let glyphs = glyphs(&report.sides);
    // Every side starts at 0; point i is the total after hand i.
    let series: Vec<Vec<Points>> = report
        .sides
        .iter()
        .map(|s| {
            std::iter::once(report.start.get(s).copied().unwrap_or(0))
                .chain(report.hands.iter().map(|h| h.totals[s]))
                .collect()
        })
        .collect();
    let all = series.iter().flatten().copied();
    let lo = all.clone().min().unwrap_or(0).min(0);
    // A game of a fixed number of hands has no target line.
    let hi = all.max().unwrap_or(0).max(report.target.unwrap_or(0));
    let labels = [hi, report.target.unwrap_or(0), 0, lo];
    let label_width = labels
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let plot_width = width.saturating_sub(label_width + 2).max(10);
    let used = plot_width.min(n * MAX_STEP + 1);
    let column = |i: usize| -> usize { (i * (used - 1) + n / 2) / n };
    // In i128: totals are bounded far below i64's range, but the drawing never relies on it.
    let row = |v: Points| -> usize {
        let span = (i128::from(hi) - i128::from(lo)).max(1);
        let r = ((i128::from(hi) - i128::from(v)) * (HEIGHT as i128 - 1) + span / 2) / span;
        r.clamp(0, HEIGHT as i128 - 1) as usize
    };

    // The grid holds, per cell, nothing, a rule ('·' target, '─' zero) or a side's index.
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Empty,
        Target,
        Zero,
        Side(usize),
        Several,
    }
    let mut grid = vec![vec![Mark::Empty; used]; HEIGHT];
    let target_row = report.target.map(row);
    let zero_row = row(0);
    if let Some(t) = target_row {
        grid[t].fill(Mark::Target);
    }
    if lo < 0 && Some(zero_row) != target_row {
        grid[zero_row].fill(Mark::Zero);
    }
    for (k, points) in series.iter().enumerate() {
        for i in 1..points.len() {
            let (x0, x1) = (column(i - 1), column(i));
            let (v0, v1) = (points[i - 1], points[i]);
            for x in x0..=x1 {
                let v = if x1 == x0 {
                    v1
                } else {
                    let step =
                        (i128::from(v1) - i128::from(v0)) * (x - x0) as i128 / (x1 - x0) as i128;
                    (i128::from(v0) + step) as Points
                };
                let Some(cell) = grid[row(v)].get_mut(x) else {
                    continue;
                };
                *cell = match *cell {
                    Mark::Side(j) if j != k => Mark::Several,
                    Mark::Several => Mark::Several,
                    _ => Mark::Side(k),
                };
            }
        }
    }

    let mut out = String::new();
    let legend: Vec<String> = report
        .sides
        .iter()
        .enumerate()
        .map(|(k, s)| format!("{} {s}", paint_series(k, &glyphs[k].to_string())))
        .collect();
    let title = match report.target {
        Some(target) => format!(
            "Running totals, {step} by {step}: {}; ··· game at {target}",
            legend.join(", ")
        ),
        None => format!("Running totals, {step} by {step}: {}", legend.join(", ")),
    };
    // Colour codes take no columns: wrap by what shows.
    for line in textwrap::wrap(&title, textwrap::Options::new(width.max(20))) {
        out.push_str(&line);
        out.push('\n');
    }
    for (r, cells) in grid.iter().enumerate() {
        let label = labels
            .iter()
            .find(|v| row(**v) == r)
            .map(|v| v.to_string())
            .unwrap_or_default();
        let axis = if label.is_empty() { '│' } else { '┤' };
        out.push_str(&format!("{label:>label_width$} {axis}"));
        let line: String = cells
            .iter()
            .map(|m| match m {
                Mark::Empty => " ".to_string(),
                Mark::Target => "·".to_string(),
                Mark::Zero => "─".to_string(),
                Mark::Side(k) => paint_series(*k, &glyphs[*k].to_string()),
                Mark::Several => "*".to_string(),
            })
            .collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("{:>label_width$} └{}\n", "", "─".repeat(used)));
    // Hand numbers under their columns, as many as fit without touching.
    // The last one may shift left to end under the last column.
    let mut ticks = vec![' '; used];
    let mut free_from = 0;
    for i in 0..=n {
        let text = i.to_string();
        let x = column(i).min(used.saturating_sub(text.len()));
        if x >= free_from && x + text.len() <= ticks.len() {
            for (j, c) in text.chars().enumerate() {
                ticks[x + j] = c;
            }
            free_from = x + text.len() + 1;
        }
    }
    let ticks: String = ticks.into_iter().collect();
    let ticks = format!("{:>label_width$}  {}", "", ticks.trim_end());
    let ticks_width = ticks.chars().count();
    out.push_str(&ticks);
    if ticks_width + 8 <= width {
        out.push_str(&format!("  ({step})"));
    }
    out.push('\n');
    if grid.iter().flatten().any(|m| *m == Mark::Several) {
        out.push_str("* where sides' lines meet\n");
    }
    out
}

/// One character per side: its initial when the initials differ, else 1, 2, 3...
fn glyphs(sides: &[String]) -> Vec<char> {
    let initials: Vec<char> = sides
        .iter()
        .map(|s| {
            s.chars()
                .find(|c| c.is_alphanumeric())
                .map_or('?', |c| c.to_ascii_uppercase())
        })
        .collect();
    let unique = initials
        .iter()
        .enumerate()
        .all(|(i, c)| *c != '?' && !initials[..i].contains(c) && *c != '*');
    if unique {
        initials
    } else {
        (1..=sides.len())
            .map(|i| char::from_digit(i as u32 % 10, 10).unwrap_or('#'))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initials_unless_they_clash() {
        assert_eq!(glyphs(&["We".into(), "They".into()]), vec!['W', 'T']);
        assert_eq!(glyphs(&["Ann".into(), "Al".into()]), vec!['1', '2']);
    }
}
