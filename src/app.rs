//! The subcommands: each takes what clap parsed, calls the core and the store, and hands
//! a value to `render`. No scoring happens here.
//!
//! Every change to a game follows one path: load the log, change the hands, `replay` the
//! whole log (which referees every hand), and only if that succeeds save it. A refused
//! hand therefore never reaches the disk.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow, bail};
use clap::CommandFactory;
use serde::Serialize;

use crate::catalog::Catalog;
use crate::cli::{Cli, Command, EditArgs, Format, HandFlags, NewArgs, RecordArgs, VariantsCommand};
use crate::files::{Output, read_limited, read_text, write_output};
use crate::hand::{Hand, SideResult, WentOut};
use crate::ledger::{GameLog, Report, SCHEMA, SideDef, replay};
use crate::rules::Seating;
use crate::score::count_cards;
use crate::store::{MAX_GAME_BYTES, MAX_SMALL_BYTES, Store, log_text, now_utc, parse_log};
use crate::{render, table_mode};

/// Run one command line. Errors are for the caller to print (exit code 2).
pub fn run(cli: Cli) -> Result<ExitCode> {
    let catalog = Catalog::new(cli.config_dir);
    let Some(command) = cli.command else {
        // No subcommand: table mode when a person is at the keyboard, help otherwise.
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            let store = Store::open(cli.data_dir, catalog)?;
            return table_mode::run(
                &store,
                &crate::cli::PlayArgs {
                    new: false,
                    variant: "classic".into(),
                },
            );
        }
        Cli::command().print_help()?;
        return Ok(ExitCode::SUCCESS);
    };
    match command {
        Command::Min(args) => {
            let rules = catalog.resolve(&args.variant)?;
            outln!("{}", rules.initial_meld_minimum(args.score))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Variants { command } => variants(&catalog, command),
        Command::Completions { shell } => {
            // Into memory first: clap_complete panics on a failed write (a closed pipe).
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "canasta", &mut script);
            std::io::stdout().lock().write_all(&script)?;
            Ok(ExitCode::SUCCESS)
        }
        other => {
            let mut store = Store::open(cli.data_dir, catalog)?;
            store.set_wait(cli.wait.map(std::time::Duration::from_secs));
            with_store(&store, other)
        }
    }
}

fn with_store(store: &Store, command: Command) -> Result<ExitCode> {
    match command {
        Command::Play(args) => table_mode::run(store, &args),
        Command::Check { command } => crate::check_cmd::run(store, store.catalog(), command),
        Command::New(args) => {
            let _lock = store.lock()?;
            let log = new_game(store.catalog(), &args)?;
            let id = store.create(&log)?;
            store.set_current(&id)?;
            let report = replay(&log)?;
            eprintln!(
                "Started game {id} ({}): {}. {} deals first.",
                log.variant,
                describe_sides(&log),
                report.next_dealer
            );
            outln!("{id}")?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Record(args) => record(store, &args),
        Command::Show(args) => {
            let (id, log, report) = open_game(store, args.game.game.as_deref())?;
            match args.format {
                Format::Table => {
                    outln!("Game {id} ({}): {}", log.variant, describe_sides(&log))?;
                    if args.explain {
                        for hand in &report.hands {
                            out!("{}", render::breakdown(&report, hand))?;
                        }
                    }
                    out!("{}", render::sheet(&report))?;
                    if args.chart {
                        out!("\n{}", crate::chart::chart(&report, render::width()))?;
                    }
                }
                Format::Yaml => out!("{}", serde_yaml::to_string(&Shown::new(&id, &report))?)?,
                Format::Json => outln!(
                    "{}",
                    serde_json::to_string_pretty(&Shown::new(&id, &report))?
                )?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::List => list(store),
        Command::Use { id } => {
            let _lock = store.lock()?;
            let id = store.resolve(Some(&id))?;
            store.set_current(&id)?;
            outln!("Game {id} is now current.")?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Undo(args) => {
            let _lock = store.lock()?;
            let (id, mut log, before) = open_game(store, args.game.as_deref())?;
            let Some(last) = before.hands.last() else {
                bail!("game {id} has no hands to undo");
            };
            let summary: Vec<String> = last
                .scores
                .iter()
                .map(|(s, p)| format!("{s} {}", render::signed(*p)))
                .collect();
            log.hands.pop();
            let report = replay(&log)?;
            store.save(&id, &log)?;
            outln!("Removed hand {} ({}).", last.number, summary.join(", "))?;
            out!("{}", render::sheet(&report))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Edit(args) => edit(store, &args),
        Command::Export(args) => {
            let (id, log, _) = open_game(store, args.game.game.as_deref())?;
            let text = log_text(&log)?;
            match args.output.as_deref().map(Output::from_arg) {
                Some(Output::File(path)) => {
                    write_output(&path, &text, args.force)?;
                    eprintln!("Wrote game {id} to {}.", path.display());
                }
                Some(Output::Stdout) | None => out!("{text}")?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Import { file } => {
            let text = read_input(&file, MAX_GAME_BYTES)?;
            let log = parse_log(&text, &file.display().to_string(), &|v| {
                store.catalog().resolve_name(v)
            })?;
            let report = replay(&log)
                .map_err(|e| anyhow!("{}: {e}\n(nothing was imported)", file.display()))?;
            let _lock = store.lock()?;
            let id = store.create(&log)?;
            store.set_current(&id)?;
            eprintln!(
                "Imported game {id} ({}, {} hands): {}.",
                log.variant,
                report.hands.len(),
                describe_sides(&log)
            );
            outln!("{id}")?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Min(_) | Command::Variants { .. } | Command::Completions { .. } => {
            unreachable!("handled without a store")
        }
    }
}

/// What `show --format json|yaml` prints: the replayed report plus the game's id.
#[derive(Serialize)]
struct Shown<'a> {
    id: &'a str,
    #[serde(flatten)]
    report: &'a Report,
}

impl<'a> Shown<'a> {
    fn new(id: &'a str, report: &'a Report) -> Self {
        Shown { id, report }
    }
}

/// The game `given` (or the current one), loaded and replayed: a file that does not parse
/// or does not add up is reported, never rewritten.
pub(crate) fn open_game(store: &Store, given: Option<&str>) -> Result<(String, GameLog, Report)> {
    let id = store.resolve(given)?;
    let log = store.load(&id)?;
    let report = replay(&log).map_err(|e| damaged(store, &id, &e))?;
    Ok((id, log, report))
}

fn damaged(store: &Store, id: &str, e: &dyn std::fmt::Display) -> anyhow::Error {
    anyhow!(
        "the game file {} does not add up: {e}\n(the file was left as it is; correct it by hand, or `canasta edit`)",
        store.describe(id)
    )
}

/// A file named on the command line (`-`: standard input), within `limit` bytes.
fn read_input(path: &Path, limit: u64) -> Result<String> {
    if path == Path::new("-") {
        return read_text(std::io::stdin().lock(), limit, "standard input");
    }
    read_limited(path, limit).with_context(|| format!("cannot read {}", path.display()))
}

fn describe_sides(log: &GameLog) -> String {
    log.sides
        .iter()
        .map(|s| {
            if s.players.is_empty() || s.players == [s.name.clone()] {
                s.name.clone()
            } else {
                format!("{} ({})", s.name, s.players.join(", "))
            }
        })
        .collect::<Vec<_>>()
        .join(" v ")
}

/// Build a new game's log from `canasta new`'s arguments.
pub fn new_game(catalog: &Catalog, args: &NewArgs) -> Result<GameLog> {
    let rules = catalog.resolve(&args.variant)?;
    let units = rules.seating.scoring_units();
    let per_side = rules.seating.players_per_unit();
    let mut sides: Vec<String> = args.sides.clone();
    if sides.is_empty() {
        sides = if per_side == 1 && args.players.len() == units {
            args.players.clone()
        } else {
            match rules.seating {
                Seating::LoneAgainstPartnership { .. } => {
                    (1..=units).map(|i| format!("Player {i}")).collect()
                }
                Seating::Partnerships { .. } if units <= 3 => ["We", "They", "You"]
                    .iter()
                    .take(units)
                    .map(|s| s.to_string())
                    .collect(),
                Seating::Partnerships { .. } => {
                    (1..=units).map(|i| format!("Player {i}")).collect()
                }
            }
        };
    }
    if sides.len() != units {
        bail!(
            "{} is played by {units} {}; give --side {units} times (you gave {})",
            rules.name,
            if per_side == 1 { "players" } else { "sides" },
            sides.len()
        );
    }
    let mut defs: Vec<SideDef> = sides
        .iter()
        .map(|s| SideDef {
            name: s.trim().to_string(),
            players: Vec::new(),
        })
        .collect();
    // With sides of one and no --side, the --player names already named the sides.
    let players_are_sides = per_side == 1 && args.sides.is_empty();
    if !args.players.is_empty() && !players_are_sides {
        let seats = rules.seating.players();
        if args.players.len() != seats {
            bail!(
                "{} seats {seats} players; give --player {seats} times in seat order (you gave {})",
                rules.name,
                args.players.len()
            );
        }
        for (i, p) in args.players.iter().enumerate() {
            defs[i % units].players.push(p.trim().to_string());
        }
    }
    let mut log = GameLog {
        schema: SCHEMA,
        variant: rules.name.clone(),
        rules: Some(rules),
        sides: defs,
        dealer: None,
        created: Some(now_utc()),
        hands: Vec::new(),
    };
    if let Some(d) = &args.dealer {
        let seats = log.seats();
        let found = seats
            .iter()
            .find(|s| s.eq_ignore_ascii_case(d.trim()))
            .ok_or_else(|| {
                anyhow!(
                    "the dealer `{d}` is not at the table; the players are: {}",
                    seats.join(", ")
                )
            })?;
        log.dealer = Some(found.clone());
    }
    log.check_header()?;
    Ok(log)
}

fn record(store: &Store, args: &RecordArgs) -> Result<ExitCode> {
    let _lock = store.lock()?;
    let (id, mut log, before) = open_game(store, args.game.game.as_deref())?;
    if before.finished {
        bail!(
            "game {id} is over ({}); start a new one with `canasta new`",
            render::status(&before).trim_end().trim_end_matches('.')
        );
    }
    let mut hand = match &args.from {
        Some(path) => read_hand(&log, path)?,
        None => {
            if args.hand.is_empty() {
                bail!(
                    "nothing to record: give each side's result with flags (see `canasta record --help`), --from FILE, or use `canasta play`"
                );
            }
            Hand::default()
        }
    };
    apply_flags(&log, &mut hand, &args.hand)?;
    for unit in log.units() {
        if !hand.results.contains_key(&unit) {
            bail!(
                "no result for {unit}: give at least one flag for it, e.g. --in-hand {unit}=0 (nothing was saved)"
            );
        }
    }
    let hand = count_cards(log.rules()?, &hand).map_err(|e| anyhow!("{e}\n(nothing was saved)"))?;
    log.hands.push(hand);
    let report = replay(&log).map_err(|e| anyhow!("{e}\n(nothing was saved)"))?;
    store.save(&id, &log)?;
    let hand = report
        .hands
        .last()
        .ok_or_else(|| anyhow!("no hand recorded"))?;
    out!("{}", render::breakdown(&report, hand))?;
    out!("{}", render::sheet(&report))?;
    Ok(ExitCode::SUCCESS)
}

fn edit(store: &Store, args: &EditArgs) -> Result<ExitCode> {
    let _lock = store.lock()?;
    let (id, mut log, _) = open_game(store, args.game.game.as_deref())?;
    let count = log.hands.len();
    if count == 0 {
        bail!("game {id} has no hands yet; record one with `canasta record`");
    }
    if args.number == 0 || args.number > count {
        bail!(
            "game {id} has no hand {}; its hands are numbered 1 to {count}",
            args.number
        );
    }
    if args.from.is_none() && args.hand.is_empty() {
        bail!(
            "nothing to change: give the flags to correct (see `canasta edit --help`) or --from FILE"
        );
    }
    let index = args.number - 1;
    let mut hand = match &args.from {
        Some(path) => read_hand(&log, path)?,
        None => log.hands[index].clone(),
    };
    apply_flags(&log, &mut hand, &args.hand)?;
    let hand = count_cards(log.rules()?, &hand).map_err(|e| anyhow!("{e}\n(nothing was saved)"))?;
    log.hands[index] = hand;
    let report = replay(&log).map_err(|e| anyhow!("{e}\n(nothing was saved)"))?;
    store.save(&id, &log)?;
    out!("{}", render::breakdown(&report, &report.hands[index]))?;
    out!("{}", render::sheet(&report))?;
    Ok(ExitCode::SUCCESS)
}

/// Read one hand in the log's YAML form; side names are matched without regard to case.
fn read_hand(log: &GameLog, path: &Path) -> Result<Hand> {
    let text = read_input(path, MAX_SMALL_BYTES)?;
    let mut hand: Hand = serde_yaml::from_str(&text).map_err(|e| {
        let place = e
            .location()
            .map(|l| format!(" at line {}, column {}", l.line(), l.column()))
            .unwrap_or_default();
        let msg = e.to_string();
        let msg = msg.rsplit_once(" at line ").map_or(msg.as_str(), |(m, _)| m).to_string();
        anyhow!(
            "{} is not a hand{place}: {msg}\n(a hand looks like: results: {{We: {{melded: 120, in_hand: 30}}, They: {{...}}}})",
            path.display()
        )
    })?;
    let units = log.units();
    let mut results = indexmap::IndexMap::new();
    for (name, result) in hand.results {
        let resolved = resolve_unit(&units, &name)?;
        results.insert(resolved, result);
    }
    hand.results = results;
    if let Some(lone) = &hand.lone {
        hand.lone = Some(resolve_unit(&units, lone)?);
    }
    Ok(hand)
}

fn resolve_unit(units: &[String], name: &str) -> Result<String> {
    units
        .iter()
        .find(|u| u.eq_ignore_ascii_case(name.trim()))
        .cloned()
        .ok_or_else(|| {
            anyhow!(
                "`{name}` is not in this game; the {} are: {}",
                if units.len() == 3 {
                    "sides (or players)"
                } else {
                    "sides"
                },
                units.join(", ")
            )
        })
}

/// Apply the per-side flags to a hand (a new one, or one being corrected).
pub fn apply_flags(log: &GameLog, hand: &mut Hand, flags: &HandFlags) -> Result<()> {
    let units = log.units();
    let entry = |hand: &mut Hand, side: &str| -> Result<String> {
        let name = resolve_unit(&units, side)?;
        hand.results.entry(name.clone()).or_default();
        Ok(name)
    };
    if flags.nobody_out {
        for r in hand.results.values_mut() {
            r.went_out = None;
        }
    }
    if let Some(out) = &flags.out {
        let name = entry(hand, out)?;
        for (n, r) in hand.results.iter_mut() {
            r.went_out = (*n == name).then_some(WentOut::Normal);
            r.special_hand = None;
        }
    }
    if let Some((side, special)) = &flags.special {
        let name = entry(hand, side)?;
        for (n, r) in hand.results.iter_mut() {
            let this = *n == name;
            r.went_out = this.then_some(WentOut::Special);
            r.special_hand = this.then(|| special.clone());
        }
    }
    for (flag, how) in [
        (flags.concealed, WentOut::Concealed),
        (flags.hand_canasta, WentOut::HandCanasta),
    ] {
        if flag {
            let Some(r) = hand.results.values_mut().find(|r| r.went_out.is_some()) else {
                bail!(
                    "--{} says how a side went out; name the side with --out SIDE",
                    how.as_str().replace('_', "-")
                );
            };
            r.went_out = Some(how);
        }
    }
    if flags.nobody_out {
        for r in hand.results.values_mut() {
            r.special_hand = None;
        }
    }
    let set = |hand: &mut Hand,
               pairs: &[(String, i64)],
               f: &dyn Fn(&mut SideResult, i64)|
     -> Result<()> {
        for (side, n) in pairs {
            let name = resolve_unit(&units, side)?;
            f(hand.results.entry(name).or_default(), *n);
        }
        Ok(())
    };
    set(hand, &flags.red_threes, &|r, n| r.red_threes = n)?;
    set(hand, &flags.black_threes, &|r, n| r.black_threes = n)?;
    set(hand, &flags.black_threes_in_hand, &|r, n| {
        r.black_threes_in_hand = n
    })?;
    let mut incomplete: indexmap::IndexMap<String, Vec<String>> = indexmap::IndexMap::new();
    for (side, meld) in &flags.incomplete {
        let name = entry(hand, side)?;
        let list = incomplete.entry(name).or_default();
        if meld != "none" {
            list.push(meld.clone());
        }
    }
    for (name, melds) in incomplete {
        hand.results[&name].incomplete = melds;
    }
    for (flag, list) in [(&flags.meld_cards, true), (&flags.hand_cards, false)] {
        let mut given: indexmap::IndexMap<String, Vec<String>> = indexmap::IndexMap::new();
        for (side, cards) in flag {
            let name = entry(hand, side)?;
            given.entry(name).or_default().push(cards.clone());
        }
        for (name, cards) in given {
            let r = &mut hand.results[&name];
            if list {
                r.melds = cards;
            } else {
                r.hands = cards;
            }
        }
    }
    for (side, rank, n) in &flags.holding {
        let name = entry(hand, side)?;
        hand.results[&name].holding.insert(rank.clone(), *n);
    }
    set(hand, &flags.melded, &|r, n| r.melded = n)?;
    set(hand, &flags.in_hand, &|r, n| r.in_hand = n)?;
    set(hand, &flags.natural, &|r, n| {
        r.canastas.insert("natural".into(), n);
    })?;
    set(hand, &flags.mixed, &|r, n| {
        r.canastas.insert("mixed".into(), n);
    })?;
    for (side, kind, n) in &flags.canasta {
        let name = entry(hand, side)?;
        hand.results[&name].canastas.insert(kind.clone(), *n);
    }
    let mut penalties: indexmap::IndexMap<(String, String), i64> = indexmap::IndexMap::new();
    for (side, penalty, n) in &flags.penalty {
        let name = entry(hand, side)?;
        *penalties.entry((name, penalty.clone())).or_default() += n;
    }
    for ((name, penalty), n) in penalties {
        hand.results[&name].penalties.insert(penalty, n);
    }
    if let Some(lone) = &flags.lone {
        hand.lone = Some(resolve_unit(&units, lone)?);
    }
    if let Some(note) = &flags.note {
        hand.note = Some(note.clone());
    }
    Ok(())
}

fn list(store: &Store) -> Result<ExitCode> {
    let ids = store.ids()?;
    if ids.is_empty() {
        outln!("No games yet: start one with `canasta new` or `canasta play`.")?;
        return Ok(ExitCode::SUCCESS);
    }
    let current = store.current();
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    t.set_header(vec![
        "", "game", "variant", "created", "hands", "totals", "state",
    ]);
    for id in ids {
        let mark = if current.as_deref() == Some(id.as_str()) {
            "*"
        } else {
            ""
        };
        let row = match store.load(&id).and_then(|log| {
            let r = replay(&log)?;
            Ok((log, r))
        }) {
            Ok((log, r)) => vec![
                mark.to_string(),
                id.clone(),
                log.variant.clone(),
                log.created
                    .clone()
                    .unwrap_or_default()
                    .chars()
                    .take(10)
                    .collect(),
                r.hands.len().to_string(),
                r.totals
                    .iter()
                    .map(|(s, t)| format!("{s} {t}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                match (&r.winner, r.finished) {
                    (Some(w), true) => format!("{w} won"),
                    (None, true) => "shared win".into(),
                    _ => "in play".into(),
                },
            ],
            Err(e) => vec![
                mark.to_string(),
                id.clone(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                // The root cause only, one short line: the sheet of games stays readable.
                format!(
                    "damaged: {}",
                    crate::text::printable(&e.root_cause().to_string(), 60)
                ),
            ],
        };
        t.add_row(row);
    }
    outln!("{t}")?;
    Ok(ExitCode::SUCCESS)
}

fn variants(catalog: &Catalog, command: Option<VariantsCommand>) -> Result<ExitCode> {
    match command {
        None => {
            let mut t = comfy_table::Table::new();
            t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
            t.set_header(vec!["variant", "description"]);
            let mut user = false;
            for entry in catalog.entries() {
                let mut description = entry.description;
                if let Some(file) = &entry.file {
                    user = true;
                    description = match &entry.problem {
                        Some(p) => format!("(yours: {}) {p}", file.display()),
                        None => format!("(yours) {description}"),
                    };
                }
                t.add_row(vec![entry.name, description]);
            }
            outln!("{t}")?;
            if !user && let Some(dir) = catalog.user_dir() {
                outln!(
                    "Your own presets go in {} (see `canasta variants --help`).",
                    dir.display()
                )?;
            }
        }
        Some(VariantsCommand::Show { variant }) => {
            let rules = catalog.resolve(&variant)?;
            out!("{}", render::rules_table(&rules))?;
        }
        Some(VariantsCommand::Check { file }) => {
            let rules = catalog.load_file(&file)?;
            outln!("{}: a good preset, `{}`.", file.display(), rules.name)?;
            out!("{}", render::rules_table(&rules))?;
        }
    }
    std::io::stdout().flush()?;
    Ok(ExitCode::SUCCESS)
}
