//! Look: a hand's breakdown, every hand's, the chart, or the rules, until Back.

use crate::table_mode::Result;

use super::pick_hand;
use crate::core::ledger::{GameLog, Report};
use crate::render;
use crate::render::chart;
use crate::table_mode::prompt::{Choice, Prompter};
use crate::tr;

/// Show what the table asks to see of the game, until it goes back to the menu.
pub(super) fn look(p: &mut dyn Prompter, log: &GameLog, report: &Report) -> Result<()> {
    let term = crate::render::i18n::hand_term(report.terms);
    loop {
        let Some(pick) = p.select(
            &Choice::new(
                tr!("table-look-prompt"),
                [
                    tr!("table-look-breakdown", term = term),
                    tr!("table-look-every", term = term),
                    tr!("table-look-chart"),
                    tr!("table-look-rules"),
                    tr!("table-back"),
                ],
            )
            .esc_quits(),
        )?
        else {
            return Ok(());
        };
        match pick {
            0 => {
                if let Some(n) = pick_hand(p, report, &tr!("table-which-hand", term = term))? {
                    p.say(&render::breakdown(report, &report.hands[n]))?;
                }
            }
            1 => {
                for hand in &report.hands {
                    p.say(&render::breakdown(report, hand))?;
                }
            }
            2 => p.say(&chart::chart(report, render::width()))?,
            3 => p.say(&render::rules_table(log.rules()?))?,
            _ => return Ok(()),
        }
    }
}
