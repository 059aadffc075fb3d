//! A hand's breakdown: each side's itemized lines and its score for the hand, as a table
//! (`show --explain`, table mode's "explain").

use super::grid::{Align, Grid};
use super::i18n::hand_term;
use super::{line_text_in, signed};
use crate::core::ledger::{HandReport, Report};
use crate::core::score::{Item, Line};
use crate::tr;

/// One hand's itemized lines, per side.
pub fn breakdown(report: &Report, hand: &HandReport) -> String {
    Breakdowns::new(report).hand(hand)
}

/// Every hand's itemized lines, one after the other (`show --explain`): as [`breakdown`]
/// of each hand, with the sentences that come back hand after hand (a column's heading,
/// a side's "this hand", a line's words) made once.
pub fn breakdowns(report: &Report) -> String {
    let mut said = Breakdowns::new(report);
    let mut out = String::new();
    for hand in &report.hands {
        out.push_str(&said.hand(hand));
    }
    out
}

/// The sentences of a report's breakdowns, each made the first time it is needed.
struct Breakdowns<'a> {
    report: &'a Report,
    term: &'static str,
    points: Option<String>,
    nothing: Option<String>,
    /// Each side's "We this hand", by the side's number.
    this_hand: Vec<Option<String>>,
    /// The words of each kind of line met so far (a game has a dozen or so).
    items: Vec<(&'a Item, String)>,
}

impl<'a> Breakdowns<'a> {
    fn new(report: &'a Report) -> Self {
        Breakdowns {
            report,
            term: hand_term(report.terms),
            points: None,
            nothing: None,
            this_hand: Vec::new(),
            items: Vec::new(),
        }
    }

    fn item(&mut self, line: &'a Line) -> &str {
        let k = match self.items.iter().position(|(item, _)| **item == line.item) {
            Some(k) => k,
            None => {
                let words = line_text_in(line, self.report.terms);
                self.items.push((&line.item, words));
                self.items.len() - 1
            }
        };
        &self.items[k].1
    }

    fn hand(&mut self, hand: &'a HandReport) -> String {
        let report = self.report;
        let term = self.term;
        let mut out = tr!(
            "sheet-breakdown-title",
            term = term,
            number = hand.number,
            dealer = hand.dealer.as_str()
        );
        if let Some(lone) = &hand.lone {
            out.push_str(&tr!("sheet-breakdown-alone", side = lone.as_str()));
        }
        if let Some(note) = &hand.note {
            out.push_str(&format!(" - {note}"));
        }
        out.push('\n');
        let points = self
            .points
            .get_or_insert_with(|| tr!("sheet-col-points"))
            .clone();
        let mut t = Grid::new(vec![(String::new(), Align::Left), (points, Align::Right)]);
        for (k, (s, side)) in report.named_sides().enumerate() {
            let lines = hand.lines(s);
            t.row(vec![
                (format!("{side}:"), Align::Left),
                (String::new(), Align::Right),
            ]);
            if lines.is_empty() {
                let nothing = self.nothing.get_or_insert_with(|| tr!("sheet-nothing"));
                t.row(vec![
                    (format!("  {nothing}"), Align::Left),
                    ("0".to_string(), Align::Right),
                ]);
            }
            for line in lines {
                t.row(vec![
                    (format!("  {}", self.item(line)), Align::Left),
                    (signed(line.points), Align::Right),
                ]);
            }
            if self.this_hand.len() <= k {
                self.this_hand.resize(k + 1, None);
            }
            let this_hand = self.this_hand[k].get_or_insert_with(|| {
                format!(
                    "  {}",
                    tr!("sheet-side-this-hand", side = side, term = term)
                )
            });
            t.row(vec![
                (this_hand.clone(), Align::Left),
                (signed(hand.score(s)), Align::Right),
            ]);
        }
        out.push_str(&t.fitted());
        out.push('\n');
        out
    }
}
