//! A small table of text drawn as comfy-table draws the program's tables (the
//! `UTF8_FULL_CONDENSED` style, one space of padding, no wrapping), without building one
//! when it need not: `show --explain` draws a table per hand, and comfy-table's general
//! machinery (each cell split into lines, each row into a grid of padded strings, then
//! joined) was most of the time it spent on them. A table that needs more than this draws
//! (a cell of several lines or holding escape codes, rows of uneven length, a table wider
//! than the layout width that must be wrapped) is handed to comfy-table itself, so the
//! text is always the one comfy-table gives (a test compares the two).

use comfy_table::{Cell, CellAlignment, Table};

/// Where a cell's text sits in its column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Right,
}

/// A header and rows of cells, each a text and its alignment.
pub(crate) struct Grid {
    /// The header first, then the rows.
    rows: Vec<Vec<(String, Align)>>,
}

impl Grid {
    pub(crate) fn new(header: Vec<(String, Align)>) -> Self {
        Grid { rows: vec![header] }
    }

    pub(crate) fn row(&mut self, cells: Vec<(String, Align)>) {
        self.rows.push(cells);
    }

    /// The table laid out for the layout width, as [`super::fitted`] lays a comfy-table out.
    pub(crate) fn fitted(self) -> String {
        match self.draw() {
            Some(text) if super::layout_width().is_none_or(|w| super::widest(&text) <= w) => text,
            // (The no-break spaces that held the indents are spaces again.)
            _ => super::fitted(self.indented().comfy()).replace('\u{a0}', " "),
        }
    }

    /// A two-column table too wide for the layout: each first cell that begins with
    /// spaces (a breakdown's item under its side) wrapped here to the room left beside the
    /// second column, its lines after the first indented two more, with no-break spaces
    /// (comfy-table's own wrapping drops a cell's leading spaces: issue 45, a Spanish
    /// penalty at 40 columns lost its indent).
    fn indented(mut self) -> Self {
        let Some(width) = super::layout_width() else {
            return self;
        };
        if self.rows.iter().any(|r| r.len() != 2) {
            return self;
        }
        let right = self
            .rows
            .iter()
            .map(|r| console::measure_text_width(&r[1].0))
            .max()
            .unwrap_or(0);
        // The borders and padding of two columns: "│ " + " ┆ " + " │".
        let Some(room) = width.checked_sub(right + 7).filter(|r| *r >= 12) else {
            return self;
        };
        for row in self.rows.iter_mut().skip(1) {
            let text = &row[0].0;
            let lead = text.len() - text.trim_start_matches(' ').len();
            if lead == 0 || console::measure_text_width(text) <= room {
                continue;
            }
            let first = "\u{a0}".repeat(lead);
            let next = "\u{a0}".repeat(lead + 2);
            let options = textwrap::Options::new(room)
                .initial_indent(&first)
                .subsequent_indent(&next);
            row[0].0 = textwrap::wrap(text.trim_start_matches(' '), options).join("\n");
        }
        self
    }

    /// The table as it is, however wide (comfy-table's `to_string`).
    pub(crate) fn text(self) -> String {
        match self.draw() {
            Some(text) => text,
            None => self.comfy().to_string(),
        }
    }

    /// The same table as comfy-table draws it (the way any table this cannot draw is drawn).
    fn comfy(self) -> Table {
        let mut t = super::table();
        let mut rows = self.rows.into_iter().map(|row| {
            row.into_iter().map(|(text, align)| {
                let cell = Cell::new(text);
                match align {
                    Align::Left => cell,
                    Align::Right => cell.set_alignment(CellAlignment::Right),
                }
            })
        });
        if let Some(header) = rows.next() {
            t.set_header(header.collect::<Vec<_>>());
        }
        for row in rows {
            t.add_row(row.collect::<Vec<_>>());
        }
        t
    }

    /// The table drawn directly, when it is one this can draw.
    fn draw(&self) -> Option<String> {
        let columns = self.rows.first()?.len();
        if columns == 0 {
            return None;
        }
        let mut widths = vec![1usize; columns];
        let mut cell_widths = Vec::with_capacity(self.rows.len() * columns);
        for row in &self.rows {
            if row.len() != columns {
                return None;
            }
            for ((text, _), width) in row.iter().zip(widths.iter_mut()) {
                if text.contains(['\n', '\x1b']) {
                    return None;
                }
                // Without escape codes, the width comfy-table measures (unicode-width's).
                let w = console::measure_text_width(text);
                *width = (*width).max(w);
                cell_widths.push(w);
            }
        }
        let line_len: usize = widths.iter().map(|w| w + 3).sum::<usize>() + 1;
        let text_len: usize = self
            .rows
            .iter()
            .flatten()
            .map(|(t, _)| t.len())
            .sum::<usize>();
        // Box-drawing characters are three bytes each.
        let mut out = String::with_capacity(3 * line_len * (self.rows.len() + 3) + text_len);
        border(&mut out, &widths, ['┌', '─', '┬', '┐']);
        for (k, row) in self.rows.iter().enumerate() {
            out.push('\n');
            out.push('│');
            for (c, (text, align)) in row.iter().enumerate() {
                if c > 0 {
                    out.push('┆');
                }
                let room = widths[c] - cell_widths[k * columns + c];
                let (before, after) = match align {
                    Align::Left => (0, room),
                    Align::Right => (room, 0),
                };
                spaces(&mut out, 1 + before);
                out.push_str(text);
                spaces(&mut out, after + 1);
            }
            out.push('│');
            if k == 0 {
                out.push('\n');
                border(&mut out, &widths, ['╞', '═', '╪', '╡']);
            }
        }
        out.push('\n');
        border(&mut out, &widths, ['└', '─', '┴', '┘']);
        Some(out)
    }
}

fn spaces(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// A horizontal line: its left end, its fill, where it meets a column's edge, its right end.
fn border(out: &mut String, widths: &[usize], [left, fill, junction, right]: [char; 4]) {
    out.push(left);
    for (c, w) in widths.iter().enumerate() {
        if c > 0 {
            out.push(junction);
        }
        out.extend(std::iter::repeat_n(fill, w + 2));
    }
    out.push(right);
}

#[cfg(test)]
mod tests {
    use super::{Align, Grid};

    fn cells(texts: &[(&str, Align)]) -> Vec<(String, Align)> {
        texts.iter().map(|(t, a)| ((*t).to_string(), *a)).collect()
    }

    /// Drawn directly, a table is the very text comfy-table draws for it: empty cells,
    /// right and left alignment, wide characters, a header wider or narrower than the rows.
    #[test]
    fn a_grid_is_drawn_as_comfy_table_draws_it() {
        use Align::{Left, Right};
        let tables: Vec<Vec<Vec<(String, Align)>>> = vec![
            vec![
                cells(&[("", Left), ("points", Right)]),
                cells(&[("We:", Left), ("", Right)]),
                cells(&[("  1 natural canasta", Left), ("+500", Right)]),
                cells(&[("  Wir diese Runde", Left), ("-1200", Right)]),
            ],
            vec![cells(&[("", Left), ("", Right)])],
            vec![
                cells(&[("Hand", Left), ("Geber", Left), ("山田花子", Right)]),
                cells(&[("1", Right), ("Ann", Left), ("+5", Right)]),
                cells(&[("100", Right), ("Bärbel", Left), ("-1234567", Right)]),
            ],
            vec![
                cells(&[("a very long header", Left), ("b", Right)]),
                cells(&[("c", Right), ("d", Left)]),
            ],
        ];
        for rows in tables {
            let mut grid = Grid::new(rows[0].clone());
            for row in &rows[1..] {
                grid.row(row.clone());
            }
            let drawn = grid.draw().expect("a table it draws");
            let mut again = Grid::new(rows[0].clone());
            for row in &rows[1..] {
                again.row(row.clone());
            }
            let comfy: Vec<String> = again.comfy().lines().collect();
            assert_eq!(drawn, comfy.join("\n"));
        }
    }

    /// What it cannot draw, comfy-table draws: a cell of two lines, rows of uneven length.
    #[test]
    fn a_grid_it_cannot_draw_is_left_to_comfy_table() {
        let two_lines = Grid::new(cells(&[("a\nb", Align::Left)]));
        assert!(two_lines.draw().is_none());
        let mut uneven = Grid::new(cells(&[("a", Align::Left), ("b", Align::Left)]));
        uneven.row(cells(&[("c", Align::Left)]));
        assert!(uneven.draw().is_none());
        assert!(uneven.fitted().contains('c'));
    }
}
