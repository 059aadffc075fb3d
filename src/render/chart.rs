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

use crate::core::ledger::Report;
use crate::core::rules::Points;
use crate::render::paint_series;
use crate::tr;

/// Rows of the plot area.
const HEIGHT: usize = 12;
/// Columns given to one hand at most (short games are not stretched across the screen).
const MAX_STEP: usize = 6;

/// The chart of running totals, at most `width` columns wide.
pub fn chart(report: &Report, width: usize) -> String {
    // In the game's own words (Hand and Foot: round by round).
    chart_of(report, width, super::i18n::hand_term(report.terms))
}

/// The chart with another step than the hand. `step` is a key the catalog words: `hand`,
/// `round` (Hand and Foot), or `game` (a season's points, game by game).
pub fn chart_of(report: &Report, width: usize, step: &str) -> String {
    let n = report.hands.len();
    if n == 0 {
        return format!("{}\n", tr!("sheet-chart-empty", step = step));
    }
    let glyphs = glyphs(&report.sides);
    // Every side starts at 0; point i is the total after hand i.
    let series: Vec<Vec<Points>> = report
        .each_side()
        .map(|s| {
            std::iter::once(report.start(s))
                .chain(report.hands.iter().map(|h| h.total(s)))
                .collect()
        })
        .collect();
    let all = series.iter().flatten().copied();
    let lo = all.clone().min().unwrap_or(0).min(0);
    let hi = all.max().unwrap_or(0).max(report.target.unwrap_or(0));
    // Every row stands for one round number, `scale.step` apart, and the target is one of
    // them: a total is drawn on the row it rounds to, and each label is its row's value.
    let scale = Scale::fitting(lo, hi, report.target.unwrap_or(0));
    let rows = scale.rows();
    let value_of = |r: usize| scale.top - scale.step * r as i128;
    // Labelled: the top and bottom rows, the target's and zero's (where zero is a row).
    let mut labelled: Vec<usize> = vec![0, rows - 1];
    if let Some(t) = report.target {
        labelled.push(scale.row(t));
    }
    let zero_is_a_row = (scale.top % scale.step) == 0 && scale.row(0) < rows;
    if zero_is_a_row {
        labelled.push(scale.row(0));
    }
    let label_width = labelled
        .iter()
        .map(|r| value_of(*r).to_string().len())
        .max()
        .unwrap_or(1);
    let plot_width = width.saturating_sub(label_width + 2).max(10);
    let used = plot_width.min(n * MAX_STEP + 1);
    let column = |i: usize| -> usize { (i * (used - 1) + n / 2) / n };
    let row = |v: Points| -> usize { scale.row(v) };

    // The grid holds, per cell, nothing, a rule ('·' target, '─' zero) or a side's index.
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Empty,
        Target,
        Zero,
        Side(usize),
        Several,
    }
    let mut grid = vec![vec![Mark::Empty; used]; rows];
    let target_row = report.target.map(row);
    let zero_row = row(0);
    if let Some(t) = target_row {
        grid[t].fill(Mark::Target);
    }
    if lo < 0 && zero_is_a_row && Some(zero_row) != target_row {
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
        Some(target) => tr!(
            "sheet-chart-title-target",
            step = step,
            legend = legend.join(", "),
            target = target
        ),
        None => tr!("sheet-chart-title", step = step, legend = legend.join(", ")),
    };
    // Colour codes take no columns: wrap by what shows.
    for line in textwrap::wrap(&title, textwrap::Options::new(width.max(20))) {
        out.push_str(&line);
        out.push('\n');
    }
    for (r, cells) in grid.iter().enumerate() {
        let label = if labelled.contains(&r) {
            value_of(r).to_string()
        } else {
            String::new()
        };
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
    let axis = tr!("sheet-chart-axis", step = step);
    if ticks_width + 2 + console::measure_text_width(&axis) <= width {
        out.push_str(&format!("  {axis}"));
    }
    out.push('\n');
    if grid.iter().flatten().any(|m| *m == Mark::Several) {
        out.push_str(&tr!("sheet-chart-meet"));
        out.push('\n');
    }
    out
}

/// The rows of the chart: each a round number, `step` apart from `top` down, one of
/// them the anchor (the target, or zero in a game without one), all of `lo..=hi`
/// covered in at most [`HEIGHT`] rows.
struct Scale {
    top: i128,
    bottom: i128,
    step: i128,
}

impl Scale {
    /// The smallest round step (1, 2, 2.5 or 5 times a power of ten) whose rows, laid
    /// from the anchor up and down, cover `lo..=hi` in at most [`HEIGHT`] rows.
    fn fitting(lo: Points, hi: Points, anchor: Points) -> Scale {
        let (lo, hi, anchor) = (i128::from(lo), i128::from(hi), i128::from(anchor));
        let mut power: i128 = 1;
        loop {
            for step in [power, 2 * power, 5 * power / 2, 5 * power] {
                if step == 0 {
                    continue;
                }
                let up = (hi - anchor).max(0);
                let down = (anchor - lo).max(0);
                let top = anchor + (up + step - 1) / step * step;
                let bottom = anchor - (down + step - 1) / step * step;
                if (top - bottom) / step < HEIGHT as i128 {
                    return Scale { top, bottom, step };
                }
            }
            power *= 10;
        }
    }

    fn rows(&self) -> usize {
        ((self.top - self.bottom) / self.step) as usize + 1
    }

    /// The row `v` rounds to (a half goes to the row above).
    fn row(&self, v: Points) -> usize {
        let from_top = self.top - i128::from(v);
        let r = (2 * from_top + self.step - 1).div_euclid(2 * self.step);
        r.clamp(0, self.rows() as i128 - 1) as usize
    }
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

/// Text made safe inside HTML and SVG: `<script>` shows as text.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// The colours of the sides' lines in the SVG chart (distinct in print and for the most
/// common colour blindness).
const SVG_COLOURS: [&str; 6] = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9",
];

/// The chart as an SVG picture: each side's running total a line with its name at the
/// end, the target (if any) a dashed line, the hands along the bottom. The same drawing
/// the live board shows (`canasta serve`). Every name is escaped.
pub fn svg(report: &Report) -> String {
    let (w, h) = (640.0_f64, 360.0_f64);
    let n = report.hands.len();
    let series: Vec<Vec<Points>> = report
        .each_side()
        .map(|s| {
            std::iter::once(report.start(s))
                .chain(report.hands.iter().map(|h| h.total(s)))
                .collect()
        })
        .collect();
    let all = series.iter().flatten().copied();
    let lo = all.clone().min().unwrap_or(0).min(0);
    let hi = all
        .max()
        .unwrap_or(0)
        .max(report.target.unwrap_or(0))
        .max(lo + 1);
    // Room for the labels, measured: the target's left of the plot, the names and totals
    // right of it, none cut at the picture's edge (nor on a phone, where it is scaled).
    let labels: Vec<String> = report
        .sides
        .iter()
        .zip(&series)
        .map(|(side, points)| {
            let last = points.last().copied().unwrap_or(0);
            label(side, last, LABEL_ROOM * w)
        })
        .collect();
    let widest = |texts: &[String]| {
        texts
            .iter()
            .map(|t| text_width(t, FONT))
            .fold(0.0_f64, f64::max)
    };
    let left = (widest(&[report.target.unwrap_or(0).to_string(), "0".into()]) + GAP + EDGE)
        .max(64.0)
        .ceil();
    let right = (widest(&labels) + GAP + EDGE).max(40.0).ceil();
    let (top, bottom) = (24.0, 48.0);
    let x = |i: usize| left + (w - left - right) * i as f64 / n.max(1) as f64;
    let y = |v: Points| top + (h - top - bottom) * (hi - v) as f64 / (hi - lo) as f64;
    let step = super::i18n::hand_term(report.terms);
    let label_text = escape(&tr!("sheet-chart-svg-label", step = step));
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"100%\" role=\"img\" aria-label=\"{label_text}\" font-family=\"sans-serif\" font-size=\"20\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n"
    );
    // Axes: zero, the bottom, the hands.
    out.push_str(&format!(
        "<line x1=\"{left}\" y1=\"{0:.1}\" x2=\"{1:.1}\" y2=\"{0:.1}\" stroke=\"#999\"/>\n<text x=\"{2:.1}\" y=\"{3:.1}\" text-anchor=\"end\" fill=\"#555\">0</text>\n",
        y(0),
        w - right,
        left - 6.0,
        y(0) + 4.0
    ));
    let every = n.div_ceil(12).max(1);
    for i in (0..=n).step_by(every) {
        out.push_str(&format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555\">{i}</text>\n",
            x(i),
            h - bottom + 24.0
        ));
    }
    out.push_str(&format!(
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555\">{}</text>\n",
        (left + w - right) / 2.0,
        h - 4.0,
        escape(&tr!("sheet-chart-svg-axis", step = step))
    ));
    if let Some(target) = report.target {
        out.push_str(&format!(
            "<line x1=\"{left}\" y1=\"{0:.1}\" x2=\"{1:.1}\" y2=\"{0:.1}\" stroke=\"#444\" stroke-dasharray=\"6 4\"/>\n<text x=\"{2:.1}\" y=\"{3:.1}\" text-anchor=\"end\" fill=\"#444\">{target}</text>\n",
            y(target),
            w - right,
            left - 6.0,
            y(target) + 4.0
        ));
    }
    // The names at the lines' ends, moved apart where totals are close.
    let mut label_y: Vec<(usize, f64)> = series
        .iter()
        .enumerate()
        .map(|(k, p)| (k, y(p.last().copied().unwrap_or(0)) + 6.0))
        .collect();
    crate::core::order::sort_by(&mut label_y, |a, b| a.1.total_cmp(&b.1));
    for i in 1..label_y.len() {
        if label_y[i].1 - label_y[i - 1].1 < LINE {
            label_y[i].1 = label_y[i - 1].1 + LINE;
        }
    }
    // Moved up from the bottom edge where they were pushed past it, and down from the top.
    if let Some(last) = label_y.last_mut() {
        last.1 = last.1.min(h - 8.0);
    }
    for i in (0..label_y.len().saturating_sub(1)).rev() {
        label_y[i].1 = label_y[i].1.min(label_y[i + 1].1 - LINE);
    }
    for (_, ly) in &mut label_y {
        *ly = ly.max(FONT);
    }
    for (k, (label, points)) in labels.iter().zip(&series).enumerate() {
        let colour = SVG_COLOURS[k % SVG_COLOURS.len()];
        let ly = label_y
            .iter()
            .find(|(i, _)| *i == k)
            .map_or(0.0, |(_, v)| *v);
        let path: Vec<String> = points
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v)))
            .collect();
        out.push_str(&format!(
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"3\" points=\"{}\"/>\n<text x=\"{:.1}\" y=\"{:.1}\" fill=\"{colour}\" font-weight=\"bold\">{}</text>\n",
            path.join(" "),
            x(n) + GAP,
            ly,
            escape(label)
        ));
    }
    out.push_str("</svg>\n");
    out
}

/// The SVG's text size, in its units (the picture is 640 wide).
const FONT: f64 = 20.0;
/// Between a line's end and its label, and between labels one above the other.
const GAP: f64 = 6.0;
const LINE: f64 = 22.0;
/// Kept free at the picture's edge beyond the widest label as measured.
const EDGE: f64 = 4.0;
/// The share of the picture's width the labels may take at most.
const LABEL_ROOM: f64 = 0.45;

/// A side's label at its line's end, `We 5120`: a long name cut (`Bartholomew` to
/// `Bartholo…`) to 10 characters, and further where the label would be wider than `room`.
fn label(side: &str, total: Points, room: f64) -> String {
    let chars: Vec<char> = side.chars().collect();
    let mut keep = chars.len().min(10);
    loop {
        let name: String = if keep < chars.len() {
            chars[..keep.saturating_sub(1)]
                .iter()
                .chain(std::iter::once(&'…'))
                .collect()
        } else {
            side.to_string()
        };
        let text = format!("{name} {total}");
        if keep <= 2 || text_width(&text, FONT) <= room {
            return text;
        }
        keep -= 1;
    }
}

/// How wide `text` is drawn in bold at `size`, at most: each character counted as wide as
/// it is in the widest common sans-serif faces (DejaVu Sans Bold, the usual `sans-serif`
/// on Linux, is wider than Arial or the phones' faces), so a label given this much room is
/// never cut.
pub fn text_width(text: &str, size: f64) -> f64 {
    let em = |c: char| match c {
        'i' | 'j' | 'l' | 'I' | 'J' | '.' | ',' | ':' | ';' | '!' | '|' | '\'' => 0.4,
        ' ' | 'f' | 't' | 'r' | '(' | ')' | '-' | '/' | '[' | ']' => 0.5,
        'm' | 'w' | 'M' | 'W' | '%' | '@' | '…' => 1.1,
        '0'..='9' | 'a'..='z' => 0.72,
        '+' | '=' | '<' | '>' | '~' | '#' | '&' | '$' | '?' => 0.85,
        'A'..='Z' => 0.87,
        // Everything else as wide as the widest letters; a character two columns wide
        // in a terminal (a CJK character, most emoji) wider still.
        c if console::measure_text_width(c.encode_utf8(&mut [0; 4])) >= 2 => 1.25,
        _ => 1.1,
    };
    text.chars().map(em).sum::<f64>() * size
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 32, item 10: the rows are round numbers with the target among them, and a
    /// total is on the row it rounds to.
    #[test]
    fn the_rows_are_round_numbers_with_the_target_among_them() {
        // Classic at 5000, totals 0..5375: 500 apart, 0 to 5500 (12 rows).
        let s = Scale::fitting(0, 5375, 5000);
        assert_eq!((s.top, s.bottom, s.step, s.rows()), (5500, 0, 500, 12));
        assert_eq!(s.row(5000), 1);
        assert_eq!(s.row(5375), 0); // nearer 5500 than 5000
        assert_eq!(s.row(5250), 0); // a half goes up
        assert_eq!(s.row(5249), 1);
        // The 2905 drawn on the 3000 row: at 500 apart it is the 3000 row (2905
        // rounds to 3000), and that row is labelled 3000.
        assert_eq!(s.top - s.step * s.row(2905) as i128, 3000);
        // Burraco at 2005 with a side at -340: rows from 2005 by 250 (2255 down to -495,
        // 12 rows); zero is no row, the target is.
        let s = Scale::fitting(-340, 2100, 2005);
        assert_eq!((s.top, s.bottom, s.step, s.rows()), (2255, -495, 250, 12));
        assert_eq!(s.top - s.step * s.row(2005) as i128, 2005);
        assert_ne!(s.top % s.step, 0);
        // Samba at 8500, totals up to 9120: 500 apart would take 20 rows; 1000 apart,
        // laid from 8500, is 9500 down to -500 (11 rows), 8500 a row and zero not.
        let s = Scale::fitting(0, 9120, 8500);
        assert_eq!((s.top, s.bottom, s.step), (9500, -500, 1000));
        assert_eq!(s.top - s.step * s.row(8500) as i128, 8500);
        // No target: from zero, 0..90 in steps of 10.
        let s = Scale::fitting(0, 90, 0);
        assert_eq!((s.top, s.bottom, s.step, s.rows()), (90, 0, 10, 10));
    }

    /// The measure is never under what a browser draws (Chromium, bold, 20 px): DejaVu
    /// Sans Bold, the widest of the common faces, then Liberation Sans Bold (Arial's).
    #[test]
    fn text_is_measured_wide_enough() {
        for (text, dejavu, liberation) in [
            ("Joneses 9730", 149.0, 130.1),
            ("Maximilia… 8925", 190.7, 160.1),
            ("WWWWWWWWW… -12345", 303.4, 257.7),
            ("mmmmmmmmm… 10000", 284.1, 241.2),
            ("Ann & Cy 5120", 165.7, 140.1),
            ("iiiiiiiiii 1111", 131.2, 105.6),
            ("ÉÉÉÉÉÉÉÉÉ… 100", 191.7, 179.0),
            ("They 50", 89.3, 74.5),
        ] {
            let measured = text_width(text, 20.0);
            assert!(
                measured >= dejavu && measured >= liberation,
                "{text}: {measured}"
            );
        }
    }

    /// A label wider than its room loses letters of the name, never of the total.
    #[test]
    fn a_long_name_is_cut_to_fit() {
        assert_eq!(label("We", 5120, 288.0), "We 5120");
        assert_eq!(label("Bartholomew", 7185, 288.0), "Bartholom… 7185");
        let cut = label("WWWWWWWWWWWW", -12345, 200.0);
        assert!(text_width(&cut, FONT) <= 200.0, "{cut}");
        assert!(cut.ends_with("… -12345"), "{cut}");
    }

    #[test]
    fn initials_unless_they_clash() {
        assert_eq!(glyphs(&["We".into(), "They".into()]), vec!['W', 'T']);
        assert_eq!(glyphs(&["Ann".into(), "Al".into()]), vec!['1', '2']);
    }
}
