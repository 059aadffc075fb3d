//! `canasta serve`: the live board and the scorer's page, until Ctrl-C.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::exit::Exit;
use crate::serve;
use crate::store::Store;

// `canasta serve`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, value_name = "ADDRESS:PORT", default_value = "127.0.0.1:8470")]
    pub listen: String,
    /// The game to show (default: the current one, whichever it is).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::game_ids), long, value_name = "ID")]
    pub game: Option<String>,
    /// Serve over HTTPS, with this certificate chain and its private key (PEM files),
    /// so the scorer's key never crosses the network in clear.
    #[arg(long, num_args = 2, value_names = ["CERT", "KEY"], value_hint = clap::ValueHint::FilePath)]
    pub tls: Option<Vec<std::path::PathBuf>>,
    /// A tournament night: the board shows its seating and standings, and each table's
    /// phone (its QR code on the sheet `canasta tournament sheet` prints) scores that
    /// table's game of the round in play.
    #[arg(long, value_name = "NAME", conflicts_with = "game")]
    pub tournament: Option<String>,
}

pub(super) fn run(store: &Store, args: ServeArgs) -> Result<ExitCode> {
    let ServeArgs {
        listen,
        game: given,
        tls,
        tournament,
    } = args;
    if let Some(id) = &given {
        store.resolve(Some(id))?;
    }
    if let Some(name) = &tournament {
        crate::game::tournament::load(store, name)?;
        // Each table's key made now, before any address is printed.
        serve::table_keys(store, name, false)?;
    }
    let board = serve::Board {
        listen,
        game: given,
        tournament: tournament.clone(),
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
    if let Some(name) = &tournament {
        let desk = serving.scorer_address.replacen("/score#", "/desk#", 1);
        eprintln!("{}", crate::tr!("cli-serve-desk-at", address = desk));
        eprintln!(
            "{}",
            crate::tr!(
                "cli-serve-tournament-sheet",
                name = name.as_str(),
                base = serving.base()
            )
        );
    }
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
