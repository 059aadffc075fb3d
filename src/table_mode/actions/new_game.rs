//! New game: a game started from the menu (its variant offered first), played from here.

use crate::table_mode::Result;

use super::Session;
use crate::game;
use crate::table_mode::prompt::Prompter;
use crate::table_mode::{Start, start};

/// Start a new game and play it; Esc at the list of variants goes back to this game.
pub(super) fn new_game(p: &mut dyn Prompter, s: &mut Session) -> Result<()> {
    let args = Start {
        new: true,
        variant: Some(s.held.log.variant.clone()),
        board: s.start_board,
    };
    // Esc at the list of variants: back to this game's menu.
    if let Some(id) = start::choose_game(p, s.store, &args)? {
        s.held = game::hold(s.store, &id)?;
        s.shown_end = false;
    }
    Ok(())
}
