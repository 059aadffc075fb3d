//! Board: the live board started from the menu, beside table mode, for this computer
//! only or for the phones too, through the `StartBoard` the front end that started
//! table mode gave (the command line's); table mode never names the server.

use crate::table_mode::{Error, Result};

use super::Session;
use crate::render;
use crate::table_mode::prompt::{self, Choice, Prompter};
use crate::tr;

/// Say where the board is, or start it (again, for the phones too, when asked).
pub(super) fn board(p: &mut dyn Prompter, s: &mut Session) -> Result<()> {
    match s.board.clone() {
        Some((address, true)) => p.say_line(&tr!("table-board-at", address = address.clone()))?,
        // Started for this computer only: the phones may be let in later, on a
        // board of their own (this one goes on as it is).
        Some((address, false))
            if {
                p.say_line(&tr!("table-board-at-here", address = address.clone()))?;
                !prompt::yes(p, &tr!("table-board-let-phones"), false)?
            } => {}
        Some(_) | None => {
            let phones = if s.board.is_some() {
                true
            } else {
                // Beyond this machine only when asked for: the default is this one.
                let Some(pick) = p.select(
                    &Choice::new(
                        tr!("table-board-who"),
                        [tr!("table-board-only-here"), tr!("table-board-phones-too")],
                    )
                    .esc_quits(),
                )?
                else {
                    return Ok(());
                };
                pick == 1
            };
            let Some(start_board) = s.start_board else {
                return Ok(());
            };
            let (address, qr) = start_board(s.store, phones).map_err(Error::Board)?;
            let said = if phones {
                tr!("table-board-started-phones", address = address.clone())
            } else {
                tr!("table-board-started-here", address = address.clone())
            };
            p.say_line(&render::screen_wrapped(&said, ""))?;
            if phones {
                p.say(&qr)?;
            }
            s.board = Some((address, phones));
        }
    }
    Ok(())
}
