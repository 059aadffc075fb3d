//! The command line's front end: what clap parsed becomes domain values, goes to the
//! game layer (`game.rs`), and what comes back is rendered (`render.rs`). Nothing here
//! scores, and no clap type goes past this file.

#[path = "checks.rs"]
mod checks;
use checks::*;
#[path = "reports.rs"]
mod reports;
use reports::*;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use clap::CommandFactory;
use serde::Serialize;

use crate::catalog::Catalog;
use crate::cli::{
    CheckCommand, CheckRules, Cli, ColorChoice, Command, ExportFormat, Format, NewArgs, PlayArgs,
    PlayersCommand, ReportFormat, StatsFormat, VariantsCommand,
};
use crate::exit::Exit;
use crate::files::{Output, read_limited, read_text, write_output};
use crate::game::{self, HandText, NewGame, OutAsked, Question, RulesFrom, Whose};
use crate::ledger::Report;
use crate::melds::PileQuestion;
use crate::store::{MAX_GAME_BYTES, MAX_SMALL_BYTES, Store, log_text};
use crate::{cards, render, table_mode};

/// Run one command line. Errors are for the caller to print (exit code 2).
pub fn run(cli: Cli) -> Result<ExitCode> {
    crate::render::i18n::set_language(
        cli.lang
            .unwrap_or_else(crate::render::i18n::from_environment),
    );
    // `auto` leaves it to the terminal and NO_COLOR / CLICOLOR (the `console` crate).
    if cli.color != ColorChoice::Auto {
        let on = cli.color == ColorChoice::Always;
        console::set_colors_enabled(on);
        console::set_colors_enabled_stderr(on);
    }
    let catalog = Catalog::new(cli.config_dir);
    let wait = cli.wait.map(std::time::Duration::from_secs);
    let open_store = |catalog| -> Result<Store> {
        let mut store = Store::open(cli.data_dir.clone(), catalog)?;
        store.set_wait(wait);
        Ok(store)
    };
    let Some(command) = cli.command else {
        // No subcommand: table mode when a person is at the keyboard, help otherwise.
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            let store = open_store(catalog)?;
            return table_mode::run(&store, &table_mode::Start::default());
        }
        Cli::command().print_help()?;
        return Ok(Exit::Done.into());
    };
    match command {
        Command::Min(args) => {
            let rules = catalog.resolve(&args.variant)?;
            let minimum = game::minimum(&rules, args.score, args.hand)?;
            match args.format.format {
                ReportFormat::Table => outln!("{minimum}")?,
                ReportFormat::Json => {
                    // The one the variant goes by: `minimum` refused if it was missing.
                    let at = if rules.minimum_by_hand() {
                        game::At::Hand(args.hand.unwrap_or(1))
                    } else {
                        game::At::Score(args.score.unwrap_or(0))
                    };
                    json_out(&serde_json::json!({
                        "variant": rules.name,
                        "at": at,
                        "minimum": minimum,
                    }))?;
                }
            }
            Ok(Exit::Done.into())
        }
        Command::Variants { format, command } => variants(&catalog, command, format),
        Command::Completions { shell } => {
            // Into memory first: clap_complete panics on a failed write (a closed pipe).
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "canasta", &mut script);
            std::io::stdout().lock().write_all(&script)?;
            Ok(Exit::Done.into())
        }
        Command::Manpage { dir } => {
            match dir {
                Some(dir) => {
                    std::fs::create_dir_all(&dir).map_err(|e| {
                        anyhow::anyhow!(crate::tr!(
                            "cli-cannot-create",
                            path = dir.display().to_string(),
                            error = e.to_string()
                        ))
                    })?;
                    clap_mangen::generate_to(Cli::command(), &dir).map_err(|e| {
                        anyhow::anyhow!(crate::tr!(
                            "cli-cannot-write",
                            path = dir.display().to_string(),
                            error = e.to_string()
                        ))
                    })?;
                    eprintln!(
                        "{}",
                        crate::tr!("cli-wrote-manpages", path = dir.display().to_string())
                    );
                }
                None => {
                    // The same page `--dir` writes (its list of commands without `help`).
                    let mut page = Vec::new();
                    let mut command = Cli::command().disable_help_subcommand(true);
                    command.build();
                    clap_mangen::Man::new(command).render(&mut page)?;
                    std::io::stdout().lock().write_all(&page)?;
                }
            }
            Ok(Exit::Done.into())
        }
        other => with_store(&open_store(catalog)?, other),
    }
}

fn with_store(store: &Store, command: Command) -> Result<ExitCode> {
    match command {
        Command::Play(args) => table_mode::run(store, &start(&args)),
        Command::Check { format, command } => check(store, command, format),
        Command::Serve {
            listen,
            game: given,
            tls,
        } => {
            if let Some(id) = &given {
                store.resolve(Some(id))?;
            }
            let board = crate::board::Board {
                listen,
                game: given,
                tls: tls.and_then(|files| match files.as_slice() {
                    [cert, key] => Some((cert.clone(), key.clone())),
                    _ => None,
                }),
            };
            let serving = crate::board::start(&board, store)?;
            eprintln!(
                "{}",
                crate::tr!("cli-board-at", address = serving.address.clone())
            );
            eprintln!("{}", crate::board::qr(&serving.address));
            eprintln!(
                "{}",
                crate::tr!(
                    "cli-serve-scorer-at",
                    address = serving.scorer_address.clone()
                )
            );
            eprintln!("{}", crate::board::qr(&serving.scorer_address));
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
        Command::Match { name, format } => {
            let standing = game::match_standing(store, &name)?;
            match format.format {
                ReportFormat::Table => outln!("{}", crate::render::standing_line(&standing))?,
                ReportFormat::Json => json_out(&standing)?,
            }
            Ok(Exit::Done.into())
        }
        Command::New(mut args) => {
            // No names given: the sides get the default names in the player's language
            // (a match's next game takes its match's names instead).
            if args.sides.is_empty()
                && args.players.is_empty()
                && args.match_name.is_none()
                && let Ok(rules) = store.catalog().resolve(&args.variant)
            {
                args.sides = crate::render::default_side_names(&rules);
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
        Command::Record(args) => {
            let from = args.from.as_deref().map(read_hand_file).transpose()?;
            let changed = game::record(
                store,
                args.game.game.as_deref(),
                from.as_ref(),
                &super::edits::edits(&args.lines, &args.hand),
            )?;
            changed_hand(store, changed)
        }
        Command::Edit(args) => {
            let from = args.from.as_deref().map(read_hand_file).transpose()?;
            let changed = game::edit(
                store,
                args.game.game.as_deref(),
                args.number,
                from.as_ref(),
                &super::edits::edits(&args.lines, &args.hand),
            )?;
            changed_hand(store, changed)
        }
        Command::Undo(args) => removed(game::undo(store, args.game.as_deref())?),
        Command::Drop(args) => removed(game::drop_hand(
            store,
            args.game.game.as_deref(),
            args.number,
        )?),
        Command::Show(args) => {
            let game = game::open(store, args.game.game.as_deref())?;
            let (id, report) = (&game.id, &game.report);
            if let Some(path) = args.output.as_deref() {
                // Only the picture goes to a file; the sheet is for the terminal (or a pipe).
                if args.format != Format::Svg {
                    anyhow::bail!(crate::tr!("cli-output-needs-svg"));
                }
                match Output::from_arg(path) {
                    Output::File(path) => {
                        write_output(&path, &crate::chart::svg(report), args.force)?;
                        eprintln!(
                            "{}",
                            crate::tr!(
                                "cli-wrote-chart",
                                id = id.clone(),
                                path = path.display().to_string()
                            )
                        );
                    }
                    Output::Stdout => out!("{}", crate::chart::svg(report))?,
                }
                ending(game);
                return Ok(Exit::Done.into());
            }
            match args.format {
                Format::Svg => out!("{}", crate::chart::svg(report))?,
                Format::Table => {
                    let mut text = format!(
                        "{}\n",
                        render::wrapped(
                            &crate::tr!(
                                "cli-show-title",
                                id = id.clone(),
                                variant = game.log.variant.clone(),
                                sides = render::sides_line(&game.log)
                            ),
                            ""
                        )
                    );
                    if args.explain {
                        text.push_str(&render::breakdowns(report));
                    }
                    text.push_str(&render::sheet(report));
                    if args.chart {
                        text.push('\n');
                        text.push_str(&crate::chart::chart(report, render::width()));
                    }
                    out!("{text}")?;
                }
                Format::Yaml => out!("{}", serde_yaml::to_string(&Shown { id, report })?)?,
                Format::Json => outln!("{}", serde_json::to_string_pretty(&Shown { id, report })?)?,
            }
            ending(game);
            Ok(Exit::Done.into())
        }
        Command::List(format) => {
            let games = game::list(store)?;
            if format.format == ReportFormat::Json {
                json_out(&list_json(&games))?;
            } else if games.is_empty() {
                outln!("{}", crate::tr!("cli-no-games"))?;
            } else {
                out!("{}", render::game_list(&games))?;
            }
            ending(games);
            Ok(Exit::Done.into())
        }
        Command::Use { id } => {
            let _lock = store.lock()?;
            let id = store.resolve(Some(&id))?;
            store.set_current(&id)?;
            outln!("{}", crate::tr!("cli-now-current", id = id.clone()))?;
            Ok(Exit::Done.into())
        }
        Command::Export(args) => {
            let (text, what) = if args.all {
                if args.format == ExportFormat::Csv {
                    anyhow::bail!(crate::tr!("cli-all-is-yaml"));
                }
                let made = crate::backup::backup(store)?;
                for (id, why) in &made.damaged {
                    eprintln!(
                        "{}",
                        crate::tr!(
                            "cli-backup-damaged",
                            id = id.clone(),
                            why = crate::text::printable(
                                &crate::render::game_refusals::first_line(why),
                                300
                            )
                        )
                    );
                }
                (made.text, Wrote::Games(made.games as i64))
            } else {
                let game = game::open(store, args.game.game.as_deref())?;
                let text = match args.format {
                    ExportFormat::Yaml => log_text(&game.log)?,
                    ExportFormat::Csv => render::csv(&game.report)?,
                };
                (text, Wrote::Game(game.id.clone()))
            };
            match args.output.as_deref().map(Output::from_arg) {
                Some(Output::File(path)) => {
                    write_output(&path, &text, args.force)?;
                    let path = path.display().to_string();
                    let said = match what {
                        Wrote::Games(count) => {
                            crate::tr!("cli-wrote-games", count = count, path = path)
                        }
                        Wrote::Game(id) => crate::tr!("cli-wrote-game", id = id, path = path),
                    };
                    eprintln!("{said}");
                }
                Some(Output::Stdout) | None => out!("{text}")?,
            }
            Ok(Exit::Done.into())
        }
        Command::Delete { id, yes } => {
            if !yes {
                let asked = std::io::IsTerminal::is_terminal(&std::io::stdin())
                    && std::io::IsTerminal::is_terminal(&std::io::stderr());
                if !asked {
                    anyhow::bail!(crate::tr!("cli-delete-needs-yes", id = id.clone()));
                }
                let sure = dialoguer::Confirm::new()
                    .with_prompt(crate::tr!("cli-delete-confirm", id = id.clone()))
                    .default(false)
                    .interact()?;
                if !sure {
                    eprintln!("{}", crate::tr!("cli-nothing-deleted"));
                    return Ok(Exit::Done.into());
                }
            }
            game::delete(store, &id)?;
            eprintln!("{}", crate::tr!("cli-deleted", id = id.clone()));
            Ok(Exit::Done.into())
        }
        Command::Archive { id } => {
            game::archive(store, &id)?;
            eprintln!("{}", crate::tr!("cli-archived", id = id.clone()));
            Ok(Exit::Done.into())
        }
        Command::Unarchive { id } => {
            crate::store::check_id(&id)?;
            store.unarchive(&id)?;
            eprintln!("{}", crate::tr!("cli-unarchived", id = id.clone()));
            Ok(Exit::Done.into())
        }
        Command::Stats(args) => {
            let filter = history_filter(store, &args.filter)?;
            let vs = match args.vs.as_slice() {
                [] => None,
                [a, b] => Some((a.as_str(), b.as_str())),
                _ => anyhow::bail!(crate::tr!("cli-vs-two-names", given = args.vs.len())),
            };
            let aliases = store.aliases()?;
            let games = game::summaries_for_stats(store, &filter)?;
            let tallies: Vec<&crate::stats::GameTally> = games.iter().map(|g| &g.tally).collect();
            let stats = crate::stats::fold(tallies.iter().copied(), vs, &aliases);
            // A head-to-head with a name that played in none of these games says so.
            if let Some((a, b)) = vs {
                for who in [a, b] {
                    let wanted: Vec<String> = who
                        .split('&')
                        .map(|p| crate::stats::person(&aliases, p))
                        .collect();
                    let known = stats.players.iter().chain(&stats.partnerships).any(|f| {
                        let mut have: Vec<String> = f
                            .name
                            .split('&')
                            .map(|p| crate::stats::person(&aliases, p))
                            .collect();
                        have.sort();
                        let mut want = wanted.clone();
                        want.sort();
                        have == want
                    });
                    if !known {
                        anyhow::bail!(crate::tr!("cli-vs-unknown", who = crate::text::quote(who)));
                    }
                }
            }
            match args.format {
                StatsFormat::Table => {
                    out!("{}", render::stats_table(&stats))?;
                    if args.chart && !games.is_empty() {
                        let who: Vec<String> = args.filter.player.iter().cloned().collect();
                        let season = crate::stats::season_chart(&tallies, &stats, &who, &aliases);
                        out!(
                            "\n{}",
                            crate::chart::chart_of(&season, render::width(), "game")
                        )?;
                    }
                }
                StatsFormat::Json => outln!("{}", serde_json::to_string_pretty(&stats)?)?,
                StatsFormat::Csv => out!("{}", render::stats_csv(&stats)?)?,
            }
            ending(games);
            Ok(Exit::Done.into())
        }
        Command::Players { format, command } => {
            match command {
                Some(PlayersCommand::Merge { from, into }) => {
                    crate::text::check_name(from.trim())?;
                    crate::text::check_name(into.trim())?;
                    // Two people who sat at one table are two people.
                    let aliases = store.aliases()?;
                    let games = game::games_for_stats(store, &game::GameFilter::default())?;
                    let (a, b) = (
                        crate::stats::person(&aliases, &from),
                        crate::stats::person(&aliases, &into),
                    );
                    if let Some((log, _)) = games.iter().filter(|_| a != b).find(|(log, _)| {
                        let names: Vec<String> = log
                            .sides
                            .iter()
                            .flat_map(|s| {
                                if s.players.is_empty() {
                                    vec![s.name.clone()]
                                } else {
                                    s.players.clone()
                                }
                            })
                            .map(|n| crate::stats::person(&aliases, &n))
                            .collect();
                        names.contains(&a) && names.contains(&b)
                    }) {
                        let day = log
                            .created
                            .as_deref()
                            .unwrap_or("?")
                            .get(..10)
                            .unwrap_or("?");
                        anyhow::bail!(crate::tr!(
                            "cli-merge-same-table",
                            from = from.clone(),
                            into = into.clone(),
                            sides = render::sides_line(log),
                            day = day.to_string()
                        ));
                    }
                    store.merge_player(&from, &into)?;
                    eprintln!(
                        "{}",
                        crate::tr!("cli-merged", from = from.clone(), into = into.clone())
                    );
                }
                None => {
                    let aliases = store.aliases()?;
                    let games = game::summaries_for_stats(store, &game::GameFilter::default())?;
                    let stats = crate::stats::fold(games.iter().map(|g| &g.tally), None, &aliases);
                    match format.format {
                        ReportFormat::Table => out!("{}", render::players_list(&stats, &aliases))?,
                        ReportFormat::Json => json_out(&players_json(&stats, &aliases))?,
                    }
                    ending(games);
                }
            }
            Ok(Exit::Done.into())
        }
        Command::History(args) => {
            let games = game::every_game(store)?;
            let filter = history_filter(store, &args.filter)?;
            match args.format.format {
                ReportFormat::Table => out!("{}", render::history(&games, &filter))?,
                ReportFormat::Json => json_out(&history_json(&games, &filter))?,
            }
            ending(games);
            Ok(Exit::Done.into())
        }
        Command::Import { file, skip_damaged } => {
            let origin = file.display().to_string();
            let mut reader = open_input(&file)?;
            // A byte-order mark from a Windows editor is passed over.
            if reader
                .fill_buf()
                .is_ok_and(|b| b.starts_with("\u{feff}".as_bytes()))
            {
                reader.consume(3);
            }
            let is_backup = reader
                .fill_buf()
                .is_ok_and(|b| b.starts_with(crate::backup::BACKUP_MARK.as_bytes()));
            if is_backup {
                let mut first = String::new();
                reader.read_line(&mut first)?;
                let done = crate::backup::restore(store, &mut reader, &origin, skip_damaged)?;
                for (id, why) in &done.skipped {
                    eprintln!(
                        "{}",
                        crate::tr!(
                            "cli-import-skipped",
                            id = id.clone(),
                            why = crate::text::printable(
                                &crate::render::game_refusals::first_line(why),
                                300
                            )
                        )
                    );
                }
                // Each game is named when there are few; a whole season is summed up, with
                // the games that took a new number named.
                const NAMED: usize = 20;
                let already: Vec<_> = done.games.iter().filter(|r| r.already).collect();
                let restored: Vec<_> = done.games.iter().filter(|r| !r.already).collect();
                if already.len() <= NAMED {
                    for r in &already {
                        eprintln!(
                            "{}",
                            crate::tr!(
                                "cli-import-already",
                                was = r.was.clone(),
                                id = r.id.clone()
                            )
                        );
                    }
                } else if !restored.is_empty() {
                    eprintln!(
                        "{}",
                        crate::tr!("cli-import-already-many", count = already.len())
                    );
                }
                let moved: Vec<_> = restored.iter().filter(|r| r.id != r.was).collect();
                let named: Vec<_> = if restored.len() <= NAMED {
                    restored.clone()
                } else {
                    let said = if moved.is_empty() {
                        crate::tr!("cli-import-restored-many", count = restored.len())
                    } else {
                        crate::tr!("cli-import-restored-many-moved", count = restored.len())
                    };
                    eprintln!("{said}");
                    moved.iter().take(NAMED).map(|r| **r).collect()
                };
                for r in &named {
                    let archived = if r.archived { "yes" } else { "no" };
                    let said = if r.id == r.was {
                        crate::tr!(
                            "cli-import-restored",
                            id = r.id.clone(),
                            archived = archived
                        )
                    } else {
                        crate::tr!(
                            "cli-import-restored-moved",
                            id = r.id.clone(),
                            was = r.was.clone(),
                            archived = archived
                        )
                    };
                    eprintln!("{said}");
                }
                if restored.len() > NAMED && moved.len() > NAMED {
                    eprintln!(
                        "{}",
                        crate::tr!("cli-import-more", count = moved.len() - NAMED)
                    );
                }
                if done.matches > 0 || done.merged > 0 {
                    eprintln!(
                        "{}",
                        crate::tr!(
                            "cli-import-matches",
                            matches = done.matches,
                            merged = done.merged
                        )
                    );
                }
                if restored.is_empty() {
                    eprintln!("{}", crate::tr!("cli-import-nothing"));
                }
                outln!(
                    "{}",
                    restored
                        .iter()
                        .map(|r| r.id.as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                )?;
                return Ok(Exit::Done.into());
            }
            let text = read_text(reader, MAX_GAME_BYTES, &origin)?;
            match game::import(store, &text, &origin)? {
                game::Imported::New(game) => {
                    eprintln!(
                        "{}",
                        crate::tr!(
                            "cli-imported",
                            id = game.id.clone(),
                            variant = game.log.variant.clone(),
                            hands = game.report.hands.len(),
                            term = crate::render::i18n::hand_term(game.report.terms),
                            sides = render::sides_line(&game.log)
                        )
                    );
                    outln!("{}", game.id)?;
                }
                game::Imported::Already(id) => {
                    eprintln!("{}", crate::tr!("cli-import-same", id = id.clone()));
                    outln!("{id}")?;
                }
            }
            Ok(Exit::Done.into())
        }
        Command::Min(_)
        | Command::Variants { .. }
        | Command::Completions { .. }
        | Command::Manpage { .. } => {
            unreachable!("handled without a store")
        }
    }
}

/// What `export -o FILE` wrote: every game (`--all`), or one.
enum Wrote {
    Games(i64),
    Game(String),
}

/// What `show --format json|yaml` prints: the replayed report plus the game's id.
#[derive(Serialize)]
struct Shown<'a> {
    id: &'a str,
    #[serde(flatten)]
    report: &'a Report,
}

/// Hands of the sheet printed after a change; `canasta show` prints them all.
const SHEET_HANDS: usize = 12;

/// The command is done and the process ends right after: a game's values are left for
/// the operating system to take back instead of being freed one by one (on a
/// 10,000-hand game, freeing the report cost 15% of `show`).
fn ending<T>(value: T) {
    std::mem::forget(value);
}

/// After `record` or `edit`: the hand's breakdown and the end of the sheet.
fn changed_hand(store: &Store, changed: game::Changed) -> Result<ExitCode> {
    let report = &changed.report;
    out!(
        "{}{}",
        render::breakdown(report, &report.hands[changed.index]),
        render::sheet_tail(report, SHEET_HANDS)
    )?;
    // A game of a match that has ended: the match's standing.
    if report.finished
        && let Some(standing) = game::standing_of(store, &changed.id)
    {
        outln!("{}", crate::render::standing_line(&standing))?;
    }
    // The referee's questions: the hand is saved, and a warning says what to check.
    for slip in &changed.slips {
        eprintln!(
            "{}",
            render::slip_warning(slip, changed.index + 1, report.terms)
        );
    }
    ending(changed);
    Ok(Exit::Done.into())
}

/// After `undo` or `drop`: what was removed, and the end of the sheet.
fn removed(removed: game::Removed) -> Result<ExitCode> {
    let summary = match &removed.scores {
        Some(scores) => scores
            .iter()
            .map(|(s, p)| format!("{s} {}", render::signed(*p)))
            .collect::<Vec<_>>()
            .join(", "),
        None => crate::tr!("cli-removed-did-not-add-up"),
    };
    out!(
        "{}\n{}",
        crate::tr!(
            "cli-removed-hand",
            number = removed.number,
            summary = summary,
            term = crate::render::i18n::hand_term(removed.report.terms)
        ),
        render::sheet_tail(&removed.report, SHEET_HANDS)
    )?;
    ending(removed);
    Ok(Exit::Done.into())
}

/// A file named on the command line (`-`: standard input), opened to be read as a
/// stream (a plain file only, as `read_limited` reads).
fn open_input(path: &Path) -> Result<Box<dyn std::io::BufRead>> {
    if path == Path::new("-") {
        return Ok(Box::new(std::io::BufReader::new(std::io::stdin())));
    }
    let file = crate::files::open_regular(path).map_err(|e| cannot_read(path, &e))?;
    Ok(Box::new(std::io::BufReader::with_capacity(1 << 16, file)))
}

/// A file named on the command line (`-`: standard input), within `limit` bytes.
fn read_input(path: &Path, limit: u64) -> Result<String> {
    if path == Path::new("-") {
        return Ok(read_text(
            std::io::stdin().lock(),
            limit,
            &crate::tr!("cli-standard-input"),
        )?);
    }
    read_limited(path, limit).map_err(|e| cannot_read(path, &e))
}

/// `cannot read PATH: why`.
fn cannot_read(path: &Path, error: &crate::store::error::Error) -> anyhow::Error {
    anyhow::anyhow!(crate::tr!(
        "cli-cannot-read",
        path = path.display().to_string(),
        error = error.to_string()
    ))
}

fn read_hand_file(path: &Path) -> Result<HandText> {
    Ok(HandText {
        origin: path.display().to_string(),
        text: read_input(path, MAX_SMALL_BYTES)?,
    })
}

fn start(args: &PlayArgs) -> table_mode::Start {
    table_mode::Start {
        new: args.new,
        variant: args.variant.clone(),
    }
}

fn new_game(args: &NewArgs) -> NewGame {
    NewGame {
        variant: args.variant.clone(),
        sides: args.sides.clone(),
        players: args.players.clone(),
        dealer: args.dealer.clone(),
        start: args.start.clone(),
    }
}

/// The filters of `history` (and `stats`), checked.
fn history_filter(store: &Store, args: &crate::cli::HistoryArgs) -> Result<game::GameFilter> {
    let day = |d: &Option<String>, what: &str| -> Result<Option<String>> {
        match d {
            None => Ok(None),
            Some(d) => {
                let d = d.trim();
                if d.parse::<jiff::civil::Date>().is_err() {
                    anyhow::bail!(crate::tr!(
                        "cli-bad-day",
                        flag = what.to_string(),
                        day = d.to_string()
                    ));
                }
                Ok(Some(d.to_string()))
            }
        }
    };
    Ok(game::GameFilter {
        aliases: store.aliases()?,
        variant: args.variant.clone(),
        player: args.player.clone(),
        since: day(&args.since, "since")?,
        until: day(&args.until, "until")?,
    })
}
