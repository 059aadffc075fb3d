//! The sheet as text to share (the scorer's page's Share: to the players' chat), in the
//! language: the game's title, each hand's scores and totals, and the result or the
//! standing. Plain text, one line each, no table (a chat shows no columns).

use crate::core::ledger::{GameLog, Report};
use crate::tr;

/// The game's sheet as lines of text, and a title for the share.
pub fn share_text(id: &str, log: &GameLog, report: &Report) -> (String, String) {
    let title = tr!(
        "sheet-share-title",
        id = id.to_string(),
        variant = super::variant_name(&log.variant)
    );
    let mut lines = vec![tr!(
        "board-game-title",
        id = id.to_string(),
        variant = super::variant_name(&log.variant),
        sides = super::sides_line(log)
    )];
    let term = super::i18n::hand_term(report.terms);
    for hand in &report.hands {
        let scores: Vec<String> = report
            .named_sides()
            .map(|(s, side)| {
                format!(
                    "{side} {} ({})",
                    super::signed(hand.score(s)),
                    hand.total(s)
                )
            })
            .collect();
        lines.push(tr!(
            "sheet-share-hand",
            term = term,
            number = hand.number,
            scores = scores.join(" · ")
        ));
    }
    match super::game_over(report) {
        Some(over) => {
            lines.push(over);
            if let Some(vp) = super::victory_points_line(report) {
                lines.push(vp);
            }
        }
        None => lines.extend(super::status(report).lines().map(str::to_string)),
    }
    (title, lines.join("\n"))
}
