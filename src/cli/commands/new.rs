//! `canasta new`: start a game (alone or in a match) and make it current.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap_complete::ArgValueCompleter;

use crate::cli::args::side_number;
use crate::exit::Exit;
use crate::game::{self, NewGame};
use crate::render;
use crate::store::Store;

#[derive(Debug, Args)]
pub struct NewArgs {
    /// Variant: a preset name (see `canasta variants`) or a preset file's path.
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::variants), long, default_value = "classic")]
    pub variant: String,
    /// A side's name, in seat order (three-handed: a player's). Default: We, They (and You),
    /// in the language spoken (Nosotros, Ellos in Spanish).
    #[arg(long = "side", value_name = "NAME")]
    pub sides: Vec<String>,
    /// A player's name, in seat order clockwise (optional).
    #[arg(long = "player", value_name = "NAME")]
    pub players: Vec<String>,
    /// Who deals the first hand (default: the first seat).
    #[arg(long, value_name = "NAME")]
    pub dealer: Option<String>,
    /// Start from totals kept elsewhere (a game begun on paper): SIDE=TOTAL, comma
    /// separated, e.g. --start We=2350,They=1800.
    #[arg(long, value_name = "SIDE=TOTAL,...", value_delimiter = ',', value_parser = side_number)]
    pub start: Vec<(String, i64)>,
    /// Play this game in a match: a series of games between the same sides. The next game
    /// of a match takes its variant, sides and players unless given.
    #[arg(long = "match", value_name = "NAME")]
    pub match_name: Option<String>,
    /// A new match is won by the first side to win N games ...
    #[arg(
        long,
        value_name = "N",
        requires = "match_name",
        conflicts_with = "games"
    )]
    pub first_to: Option<u32>,
    /// ... or is N games (the most wins; then the most points).
    #[arg(long, value_name = "N", requires = "match_name")]
    pub games: Option<u32>,
}

pub(super) fn run(store: &Store, mut args: NewArgs) -> Result<ExitCode> {
    // No names given: the sides get the default names in the player's language
    // (a match's next game takes its match's names instead).
    if args.sides.is_empty()
        && args.players.is_empty()
        && args.match_name.is_none()
        && let Ok(rules) = store.catalog().resolve(&args.variant)
    {
        args.sides = render::default_side_names(&rules);
    }
    let game = match &args.match_name {
        Some(name) => game::start_in_match(
            store,
            &new_game(&args),
            &game::MatchSpec {
                name: name.clone(),
                first_to: args.first_to,
                games: args.games,
            },
        )?,
        None => game::start(store, &new_game(&args))?,
    };
    eprintln!(
        "{}",
        crate::tr!(
            "cli-started",
            id = game.id.clone(),
            variant = game.log.variant.clone(),
            sides = render::sides_line(&game.log),
            dealer = game.report.next_dealer.clone()
        )
    );
    outln!("{}", game.id)?;
    Ok(Exit::Done.into())
}

fn new_game(args: &NewArgs) -> NewGame {
    NewGame {
        variant: args.variant.clone(),
        sides: args.sides.clone(),
        players: args.players.clone(),
        dealer: args.dealer.clone(),
        start: args.start.clone(),
        side_words: Some(render::side_names),
    }
}
