//! What an import did, in words: a game new here, here already, continued by a longer
//! copy, or further along here than the copy. The command line says it after `canasta
//! import`; the phone alone after a game is imported on it.

use crate::game::Imported;
use crate::tr;

/// The import's outcome, one line.
pub fn imported(imported: &Imported) -> String {
    match imported {
        Imported::New(game) => tr!(
            "cli-imported",
            id = game.id.clone(),
            variant = game.log.variant.clone(),
            hands = game.report.hands.len(),
            term = super::i18n::hand_term(game.report.terms),
            sides = super::sides_line(&game.log)
        ),
        Imported::Already(id) => tr!("cli-import-same", id = id.clone()),
        Imported::Extended { game, added } => {
            let total = game.report.hands.len();
            tr!(
                "cli-import-extended",
                id = game.id.clone(),
                added = *added,
                from = total + 1 - added,
                to = total,
                term = super::i18n::hand_term(game.report.terms),
                sides = super::sides_line(&game.log)
            )
        }
        Imported::Behind { id, kept, copy } => tr!(
            "cli-import-behind",
            id = id.clone(),
            kept = *kept,
            copy = *copy
        ),
    }
}

/// A game kept on the phone, for its list: its title (`game 2 (current)`) and one line
/// (its variant, the date it began, its totals, and how it stands), or why it cannot be
/// read.
pub fn kept_game(listed: &crate::game::Listed) -> (String, String) {
    let title = if listed.current {
        tr!("sheet-game-title-current", id = listed.id.as_str())
    } else {
        tr!("sheet-game-title", id = listed.id.as_str())
    };
    let line = match &listed.game {
        Ok(g) => {
            let totals = g
                .totals()
                .iter()
                .map(|(s, t)| format!("{s} {t}"))
                .collect::<Vec<_>>()
                .join(", ");
            let state = match (&g.winner, g.finished()) {
                (Some(w), true) => tr!("sheet-state-won", side = w.as_str()),
                (None, true) => tr!("sheet-state-shared"),
                _ => tr!("sheet-result-in-play"),
            };
            let date = g
                .created()
                .map(super::tournament::local_date)
                .unwrap_or_default();
            [g.variant.clone(), date, totals, state]
                .into_iter()
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
                .join(" · ")
        }
        Err(why) => tr!(
            "sheet-damaged",
            why = crate::core::text::printable(&super::game_refusals::unread(why), 200)
        ),
    };
    (title, line)
}
