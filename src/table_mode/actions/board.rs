//! Board: the live board (the `serve` front end) started from the menu, beside table
//! mode, for this computer only or for the phones too. Every use of the board's code is
//! in `start_board`, the one door from table mode to it.

use anyhow::Result;

use super::Session;
use crate::render;
use crate::store::Store;
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
            let (address, qr) = start_board(s.store, phones)?;
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

/// Start the live board for the current game (port 8470, or any free one), answering in a
/// thread of its own: its address (with its key, off this machine) and a QR code. Only
/// this machine reaches it (the loopback address), unless `phones`: then every machine on
/// the local network that has its address and key.
pub(super) fn start_board(store: &Store, phones: bool) -> Result<(String, String)> {
    let ip = if phones { "0.0.0.0" } else { "127.0.0.1" };
    let listen = |port: u16| crate::board::Board {
        listen: format!("{ip}:{port}"),
        game: None,
        tls: None,
    };
    let board = listen(8470);
    let serving =
        crate::board::start(&board, store).or_else(|_| crate::board::start(&listen(0), store))?;
    let address = serving.address.clone();
    let qr = crate::board::qr(&address);
    let dir = store.dir_path().to_path_buf();
    // The catalog's config folder is the parent of its presets folder.
    let config = store
        .catalog()
        .user_dir()
        .and_then(std::path::Path::parent)
        .map(std::path::Path::to_path_buf);
    std::thread::spawn(move || {
        let catalog = crate::catalog::Catalog::new(config);
        if let Ok(store) = Store::open(Some(dir), catalog) {
            // A board that cannot go on is no reason to stop table mode.
            let _ = serving.run(
                &store,
                &crate::board::Board {
                    listen: String::new(),
                    game: None,
                    tls: None,
                },
                // Table mode's prompts read this terminal; the board never does.
                false,
            );
        }
    });
    Ok((address, qr))
}
