//! A new game: what it asks for ([`NewGame`]), its log built and checked (`new_log`),
//! saved under a fresh id and made current (`start`, `create`), and the refusals of its
//! setup ([`SetupRefused`]).

use super::Result;
use indexmap::IndexMap;

use crate::core::ledger::{GameLog, SCHEMA, SideDef, replay};
use crate::core::rules::{Points, Rules, Seating};
use crate::store::Store;
use crate::store::catalog::Catalog;

use super::{Opened, resolve_unit};

/// The evening so far: the variant, sides and players of the game last played (the
/// current game, else the newest), which a new game offers first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastSetup {
    pub variant: String,
    /// The sides' names, in seat order.
    pub sides: Vec<String>,
    /// The players in seat order, where every seat was named; else empty.
    pub seats: Vec<String>,
}

/// The last game's setup ([`LastSetup`]), if there is a game that reads.
pub fn last_setup(store: &Store) -> Option<LastSetup> {
    let id = store.current().or_else(|| {
        store
            .ids()
            .ok()?
            .into_iter()
            .max_by_key(|id| id.parse::<u64>().unwrap_or(0))
    })?;
    let log = store.load(&id).ok()?;
    let named = log.sides.iter().all(|s| !s.players.is_empty());
    Some(LastSetup {
        variant: log.variant.clone(),
        sides: log.sides.iter().map(|s| s.name.clone()).collect(),
        seats: if named { log.seats() } else { Vec::new() },
    })
}

/// How a front end names the default sides (`render::side_names`).
pub type SideWords = fn(&[DefaultSide]) -> Vec<String>;

/// What `new` (or table mode's "Start a new game") asks for.
#[derive(Debug, Clone, Default)]
pub struct NewGame {
    /// A preset name or a preset file's path.
    pub variant: String,
    /// Side names in seat order (three-handed: players'); empty for the defaults.
    pub sides: Vec<String>,
    /// Player names in seat order clockwise; may be empty.
    pub players: Vec<String>,
    /// Who deals first (default: the first seat).
    pub dealer: Option<String>,
    /// Totals to start from (a game begun on paper): (side, total).
    pub start: Vec<(String, Points)>,
    /// How the front end names the default sides, in the player's language (`render`'s
    /// `side_names`): the sides of a game whose players are named but not its sides.
    /// `None` names them in English (a caller that words nothing: the tests).
    pub side_words: Option<SideWords>,
}

/// A new game refused, as facts. Worded in `render` (its `Say`, the command line's
/// words; `render::game_refusals::setup_at_table`, table mode's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupRefused {
    /// `variant` is played by `units` sides (players, when `players`), and `gave` were
    /// named.
    SideCount {
        variant: String,
        units: usize,
        players: bool,
        gave: usize,
    },
    /// `variant` seats `seats` players, and `gave` were named.
    PlayerCount {
        variant: String,
        seats: usize,
        gave: usize,
    },
    /// Side `side` was given two starting totals.
    StartTwice { side: String },
    /// The dealer named is not one of `seats`.
    NoSuchDealer { dealer: String, seats: Vec<String> },
}

/// Start a game: build its log, check it, save it under a fresh id, make it current.
pub fn start(store: &Store, spec: &NewGame) -> Result<Opened> {
    let log = new_log(store.catalog(), spec, &store.now())?;
    let report = replay(&log)?;
    let id = create(store, &log)?;
    Ok(Opened { id, log, report })
}

/// Save a new game's log under a fresh id and make it current, all or nothing; its id.
pub fn create(store: &Store, log: &GameLog) -> Result<String> {
    let lock = store.lock()?;
    Ok(store.create_current(&lock, log)?)
}

/// The log of a new game (not saved).
pub fn new_log(catalog: &Catalog, spec: &NewGame, now: &str) -> Result<GameLog> {
    let rules = catalog.resolve(&spec.variant)?;
    let units = rules.seating.scoring_units();
    let per_side = rules.seating.players_per_unit();
    let mut sides: Vec<String> = spec.sides.clone();
    if sides.is_empty() {
        sides = if per_side == 1 && spec.players.len() == units {
            spec.players.clone()
        } else {
            match spec.side_words {
                Some(words) => words(&default_sides(&rules)),
                None => default_side_names(&rules),
            }
        };
    }
    if sides.len() != units {
        return Err(SetupRefused::SideCount {
            variant: rules.name.clone(),
            units,
            players: per_side == 1,
            gave: sides.len(),
        }
        .into());
    }
    let mut defs: Vec<SideDef> = sides
        .iter()
        .map(|s| SideDef {
            name: s.trim().to_string(),
            players: Vec::new(),
        })
        .collect();
    // With sides of one and no --side, the --player names already named the sides.
    let players_are_sides = per_side == 1 && spec.sides.is_empty();
    if !spec.players.is_empty() && !players_are_sides {
        let seats = rules.seating.players();
        if spec.players.len() != seats {
            return Err(SetupRefused::PlayerCount {
                variant: rules.name.clone(),
                seats,
                gave: spec.players.len(),
            }
            .into());
        }
        for (i, p) in spec.players.iter().enumerate() {
            defs[i % units].players.push(p.trim().to_string());
        }
    }
    let mut log = GameLog {
        schema: SCHEMA,
        changes: 0,
        variant: rules.name.clone(),
        rules: Some(rules),
        sides: defs,
        dealer: None,
        created: Some(now.to_string()),
        tournament: None,
        start: IndexMap::new(),
        hands: Vec::new(),
    };
    let units = super::hands::Units::of(&log);
    for (side, total) in &spec.start {
        let name = resolve_unit(&units, side)?;
        if log.start.insert(name.clone(), *total).is_some() {
            return Err(SetupRefused::StartTwice { side: name }.into());
        }
    }
    if let Some(d) = &spec.dealer {
        let seats = log.seats();
        // The one lookup of a name (any case, initials, a unique beginning).
        let found = crate::core::line::pick_unit_name(&seats, d).map_err(|_| {
            SetupRefused::NoSuchDealer {
                dealer: d.clone(),
                seats: seats.clone(),
            }
        })?;
        log.dealer = Some(found);
    }
    log.check_header()?;
    Ok(log)
}

/// The names a game's sides get when none are given, as facts: the renderer words them
/// in the player's language (`render::default_side_names`), and once the game is saved
/// they are its data like any name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefaultSide {
    We,
    They,
    You,
    /// The n-th player (1-based), where each seat plays alone.
    Player(usize),
}

/// The default sides of a variant, in seat order.
pub fn default_sides(rules: &Rules) -> Vec<DefaultSide> {
    let units = rules.seating.scoring_units();
    match rules.seating {
        Seating::Partnerships { .. } if units <= 3 => {
            [DefaultSide::We, DefaultSide::They, DefaultSide::You]
                .into_iter()
                .take(units)
                .collect()
        }
        _ => (1..=units).map(DefaultSide::Player).collect(),
    }
}

/// The side names a game gets when none are given and nobody words them (a game started
/// by a caller that names no sides): English's.
pub fn default_side_names(rules: &Rules) -> Vec<String> {
    default_sides(rules)
        .into_iter()
        .map(|d| match d {
            DefaultSide::We => "We".to_string(),
            DefaultSide::They => "They".to_string(),
            DefaultSide::You => "You".to_string(),
            DefaultSide::Player(i) => format!("Player {i}"),
        })
        .collect()
}
