//! `canasta serve`: the live board and the scorer's page, until Ctrl-C.

use std::process::ExitCode;

use anyhow::Result;

use crate::exit::Exit;
use crate::serve;
use crate::store::Store;

pub(super) fn run(
    store: &Store,
    listen: String,
    given: Option<String>,
    tls: Option<Vec<std::path::PathBuf>>,
) -> Result<ExitCode> {
    if let Some(id) = &given {
        store.resolve(Some(id))?;
    }
    let board = serve::Board {
        listen,
        game: given,
        tls: tls.and_then(|files| match files.as_slice() {
            [cert, key] => Some((cert.clone(), key.clone())),
            _ => None,
        }),
    };
    let serving = serve::start(&board, store)?;
    eprintln!(
        "{}",
        crate::tr!("cli-board-at", address = serving.address.clone())
    );
    eprintln!("{}", serve::qr(&serving.address));
    eprintln!(
        "{}",
        crate::tr!(
            "cli-serve-scorer-at",
            address = serving.scorer_address.clone()
        )
    );
    eprintln!("{}", serve::qr(&serving.scorer_address));
    eprintln!("{}", crate::tr!("cli-board-stop-hint"));
    // Said by another thread, which has no language of its own: the words now.
    let stopped = crate::tr!("cli-board-stopped");
    let _ = ctrlc::set_handler(move || {
        eprintln!("\n{stopped}");
        std::process::exit(0);
    });
    serving.run(store, &board, true)?;
    Ok(Exit::Done.into())
}

/// Table mode's live board (its menu's "show the score on the phones"): the board for the
/// current game (port 8470, or any free one), answering in a thread of its own; its
/// address (with its key, off this machine) and a QR code. Only this machine reaches it
/// (the loopback address), unless `phones`: then every machine on the local network that
/// has its address and key. Given to table mode as its `StartBoard`.
pub(crate) fn beside(store: &Store, phones: bool) -> Result<(String, String)> {
    let ip = if phones { "0.0.0.0" } else { "127.0.0.1" };
    let listen = |port: u16| serve::Board {
        listen: format!("{ip}:{port}"),
        game: None,
        tls: None,
    };
    let board = listen(8470);
    let serving = serve::start(&board, store).or_else(|_| serve::start(&listen(0), store))?;
    let address = serving.address.clone();
    let qr = serve::qr(&address);
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
                &serve::Board {
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
