//! `canasta tournament`: a club's tournament night from the director's command line: the
//! event made, each round seated, published and closed, the seating and the standings
//! printed (for people, as JSON for scripts, as CSV and a printable HTML page).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;

use crate::cli::args::{FormatArg, ReportFormat};
use crate::cli::input::read_small_file;
use crate::cli::reports::json_out;
use crate::core::tournament::{Event, Round, Standings};
use crate::exit::Exit;
use crate::game::tournament::{self as t, NewTournament};
use crate::render;
use crate::store::Store;

// `canasta tournament`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct TournamentArgs {
    #[command(subcommand)]
    pub command: TournamentCommand,
}

#[derive(Debug, Subcommand)]
pub enum TournamentCommand {
    /// Make a tournament: its variant, its entrants (a file, one a line: "Name: Player,
    /// Player", or the players), and its plan of rounds ("3 mitchell + 1 danish").
    #[command(after_help = "\
Examples:
  canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan \"3 mitchell + 1 danish\"
  canasta tournament new friday --variant burraco-tournament-4 --entrants - --plan \"5 round-robin\" < pairs.txt
  canasta tournament new home --variant burraco-tournament --plan \"1 mitchell + 1 danish\" --entrant \"Ana, Bob\" --entrant \"Cy, Di\" --entrant \"Ed, Flo\" --entrant \"Gus, Hal\"
  canasta tournament new summer --variant burraco-tournament --entrants pairs.txt --groups 2 --plan \"3 mitchell + 2 danish\"

Groups (gironi): `--groups N` shares the entrants out in their order into groups A, B...;
or head them in the file, a line `[A]` above each group's entrants. Each group is seated
and ranked on its own; its tables are numbered after the group before's.

Movements: mitchell [step K] (N-S stay, E-W move K tables), danish (1st v 2nd on the
standings; modified, no rematch of the round before; `danish pure` allows it),
round-robin (4 to 8 entrants), swiss (the level on the standings meet, never a rematch;
a bye to the lowest of those with the fewest), manual (the seating given with `seat
--seating FILE`).")]
    New(NewArgs),
    /// Seat the next round by the plan (or seat the seated one again); `--seating FILE`
    /// gives it by hand, in `table ns ew` lines (`- N`: N sits out).
    #[command(after_help = "\
Examples:
  canasta tournament seat club                      the next round, by the plan
  canasta tournament seat club --seating draw.txt   by hand: \"1 3 8\" is table 1, 3 N-S v 8 E-W; \"- 5\": 5 sits out")]
    Seat(SeatArgs),
    /// Publish the seated round: each table's game is made (the entrants' names as its
    /// sides), and the seating is fixed from then on.
    #[command(after_help = "\
Examples:
  canasta tournament publish club")]
    Publish(NameArg),
    /// Close the published round once every table's game is over.
    #[command(after_help = "\
Examples:
  canasta tournament close club
  canasta edit --game 12 2 \"N-S: ...\" --why \"the sheet was added wrong\"   a closed round's result, by the director")]
    Close(NameArg),
    /// Who sits where in a round (the last seated one unless --round).
    #[command(after_help = "\
Examples:
  canasta tournament seating club
  canasta tournament seating club --round 2 --format json")]
    Seating(SeatingArgs),
    /// The standings: victory points (or games won), then match points, then the result
    /// between those level.
    #[command(after_help = "\
Examples:
  canasta tournament standings club
  canasta tournament standings club --round 3
  canasta tournament standings club --phase 2        the Danish rounds alone
  canasta tournament standings club --format csv > standings.csv
  canasta tournament standings club --format html > standings.html")]
    Standings(StandingsArgs),
    /// The director's desk: the round in play, table by table (deals played, over or
    /// not, the lines' points and victory points, corrections), and its clock.
    #[command(after_help = "\
Examples:
  canasta tournament status club
  canasta tournament status club --format json")]
    Status(StatusArgs),
    /// An entrant (a pair; a player on an individual night) absent from the next rounds
    /// seated (`--back`: present again): its opponent is given a sit-out's points, a
    /// Danish round pairs the others.
    #[command(after_help = "\
Examples:
  canasta tournament absent club 7              pair 7 left
  canasta tournament absent club 7 --back       pair 7 is back
  canasta tournament absent club \"Ana Rossi\"    by a name the seating shows")]
    Absent(AbsentArgs),
    /// The event and its tables' games as YAML (one document each, the event first), or
    /// its results file for a federation or a circuit (`--format results`: JSON, laid out
    /// in docs/results.schema.json; `results-csv`: a line a table of each round).
    #[command(after_help = "\
Examples:
  canasta tournament export club > club.yaml
  canasta tournament export club --format results --club \"Circolo Roma\" --members soci.txt > club.json
  canasta tournament export club --format results-csv > club.csv")]
    Export(ExportArgs),
    /// Read a results file (any club's, as `export --format results` writes it), work its
    /// standings out again from its tables and show them; a file whose standings are not
    /// what its tables add up to is refused, naming the first line that differs.
    #[command(after_help = "\
Examples:
  canasta tournament read-results club.json
  canasta tournament read-results club.json --format csv")]
    ReadResults(ReadResultsArgs),
    /// The night's results as a folder of web pages (the standings, every round table by
    /// table, each table's sheet; light and dark), for any web host: the players open them
    /// at home after the night.
    #[command(after_help = "\
Examples:
  canasta tournament publish-site club results/")]
    PublishSite(PublishSiteArgs),
    /// The tournaments of the data folder.
    #[command(after_help = "\
Examples:
  canasta tournament list")]
    List(FormatArg),
    /// A printable page of the tables' QR codes (HTML, to standard output): each table's
    /// phone scans its own, which opens the scorer's page on that table's game of the
    /// round in play, round after round. `--base`: the board's address, as `canasta
    /// serve --tournament` prints it.
    #[command(after_help = "\
Examples:
  canasta tournament sheet club --base http://192.168.1.20:8470 > tables.html")]
    Sheet(SheetArgs),
    /// Sign the final standings once every round of the plan is closed: from then on
    /// nothing of the event changes, with a reason or not, until it is reopened.
    #[command(after_help = "\
Examples:
  canasta tournament sign club")]
    Sign(NameArg),
    /// Reopen a signed event, saying why (`--why`, kept in the event's file): its
    /// results may be corrected again, each correction with its reason as before.
    #[command(after_help = "\
Examples:
  canasta tournament reopen club --why \"table 4's sheet was added wrong\"")]
    Reopen(NameArg),
    /// The tables' keys of the event (each table's phone opens its game with its own);
    /// `--new` makes new ones for every table, and the old keys open nothing from then
    /// on: print the tables' sheet again.
    #[command(after_help = "\
Examples:
  canasta tournament keys club
  canasta tournament keys club --new      a key was lost or seen: new keys, then the sheet again")]
    Keys(KeysArgs),
    /// The director's desk at the terminal, in table mode's manner: the round in play
    /// table by table, the round's steps (seat, publish, close), a table's game opened to
    /// enter its paper sheet or correct it (a confirmed or closed result asks the reason
    /// first, kept in the event's log), and the standings.
    #[command(after_help = "\
Examples:
  canasta tournament desk club")]
    Desk(NameArg),
}

#[derive(Debug, Args)]
pub struct AbsentArgs {
    /// The tournament's name.
    pub name: String,
    /// The entrant: its number, or its name (a player's name on an individual night).
    pub entrant: String,
    /// Present again.
    #[arg(long)]
    pub back: bool,
}

#[derive(Debug, Args)]
pub struct KeysArgs {
    /// The tournament's name.
    pub name: String,
    /// New keys for every table (the old ones open nothing from then on).
    #[arg(long)]
    pub new: bool,
}

#[derive(Debug, Args)]
pub struct StatusArgs {
    /// The tournament's name.
    pub name: String,
    #[command(flatten)]
    pub format: FormatArg,
}

#[derive(Debug, Args)]
pub struct SheetArgs {
    /// The tournament's name.
    pub name: String,
    /// The board's address: `http://HOST:PORT`.
    #[arg(long)]
    pub base: String,
}

#[derive(Debug, Args)]
pub struct NewArgs {
    /// The tournament's name (letters, digits, `-` and `_`).
    pub name: String,
    /// The variant every table plays: one of a fixed number of deals or hands.
    #[arg(long)]
    pub variant: String,
    /// The entrants' file, one a line (`-`: standard input). Without it or `--entrant`,
    /// on a terminal, they are typed one a line, each checked as it is typed.
    #[arg(long, conflicts_with = "entrant")]
    pub entrants: Option<PathBuf>,
    /// An entrant, as a line of the file would give it ("Name: Player, Player", or the
    /// players); once for each.
    #[arg(long)]
    pub entrant: Vec<String>,
    /// The plan: "3 mitchell + 1 danish", "3 swiss", "2 groups + knockout", "5
    /// individual".
    #[arg(long)]
    pub plan: String,
    /// The victory points of an entrant who sits a round out (default 10, a drawn match
    /// on the 0-20 scale).
    #[arg(long, allow_hyphen_values = true, value_parser = clap::value_parser!(i64).range(-crate::core::tournament::MAX_SIT_OUT..=crate::core::tournament::MAX_SIT_OUT))]
    pub sit_out_vp: Option<i64>,
    /// The match points of an entrant who sits a round out (default 0; a club rule may
    /// give +355 with 14 VP).
    #[arg(long, allow_hyphen_values = true, value_parser = clap::value_parser!(i64).range(-crate::core::tournament::MAX_SIT_OUT..=crate::core::tournament::MAX_SIT_OUT))]
    pub sit_out_mp: Option<i64>,
    /// How entrants level on victory points are told apart: `difference` (the match
    /// points won minus those conceded, FIBUR's) or `scored` (the points made, as some
    /// organisers do).
    #[arg(long, value_enum, default_value = "difference")]
    pub mp_tiebreak: MpTiebreak,
    /// How long a round lasts, in minutes, from its publication: `status` and the board
    /// show the time left, with a warning in the last 10 minutes.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=crate::core::tournament::MAX_ROUND_MINUTES as i64))]
    pub round_minutes: Option<u32>,
    /// The ranking's first key: `vp` (victory points, or games won without a
    /// victory-point table) or `points` (the points scored, summed: a Canasta night).
    #[arg(long, value_enum, default_value = "vp")]
    pub rank_by: RankBy,
    /// Share the entrants out, in their order, into this many groups (A, B, ...), each
    /// seated and ranked on its own; or head the groups in the entrants' file (`[A]`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=26))]
    pub groups: Option<u32>,
}

/// The match points a tie on victory points is broken by.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum MpTiebreak {
    Difference,
    Scored,
}

/// The ranking's first key.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum RankBy {
    Vp,
    Points,
}

#[derive(Debug, Args)]
pub struct NameArg {
    /// The tournament's name.
    pub name: String,
}

/// What `tournament export` writes.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ExportFormat {
    Yaml,
    Results,
    ResultsCsv,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The tournament's name.
    pub name: String,
    /// `yaml`: the event and its tables' games (a copy of the night); `results`: its
    /// results file (JSON); `results-csv`: its tables' results as CSV.
    #[arg(long, value_enum, default_value = "yaml")]
    pub format: ExportFormat,
    /// The club that held the event, written in its results file.
    #[arg(long)]
    pub club: Option<String>,
    /// The players' member numbers for the results file: a file of `Player: NUMBER`
    /// lines (`-`: standard input).
    #[arg(long, value_name = "FILE")]
    pub members: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ReadResultsArgs {
    /// The results file (`-`: standard input).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// How the standings are written.
    #[arg(long, value_enum, default_value = "table")]
    pub format: StandingsFormat,
}

#[derive(Debug, Args)]
pub struct PublishSiteArgs {
    /// The tournament's name.
    pub name: String,
    /// The folder to write the pages into (made if it is not there).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// Replace the pages a folder already has (from an earlier publish).
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Args)]
pub struct SeatArgs {
    /// The tournament's name.
    pub name: String,
    /// The seating by hand: a file of `table ns ew` lines (`-`: standard input).
    #[arg(long)]
    pub seating: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct SeatingArgs {
    /// The tournament's name.
    pub name: String,
    /// The round (the last seated one when not given).
    #[arg(long)]
    pub round: Option<u32>,
    #[command(flatten)]
    pub format: FormatArg,
}

/// How the standings are written.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum StandingsFormat {
    Table,
    Json,
    Csv,
    Html,
}

#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// The tournament's name.
    pub name: String,
    /// The standings after this round (every round played when not given).
    #[arg(long)]
    pub round: Option<u32>,
    /// The standings of this phase of the plan only (1: the first), e.g. the final
    /// Danish rounds' own prize.
    #[arg(long)]
    pub phase: Option<usize>,
    /// `table` for people, `json` for programs, `csv` for a spreadsheet, `html` for a
    /// page to print.
    #[arg(long, value_enum, default_value = "table")]
    pub format: StandingsFormat,
}

pub(super) fn run(store: &Store, command: TournamentCommand) -> Result<ExitCode> {
    match command {
        TournamentCommand::New(a) => {
            let mut spec = NewTournament {
                name: a.name,
                variant: a.variant,
                entrants: match &a.entrants {
                    Some(path) => read_small_file(path)?,
                    None => a.entrant.join("\n"),
                },
                plan: a.plan,
                sit_out_vp: a.sit_out_vp,
                round_minutes: a.round_minutes,
                rank_by_points: a.rank_by == RankBy::Points,
                sit_out_mp: a.sit_out_mp,
                mp_scored: a.mp_tiebreak == MpTiebreak::Scored,
                groups: a.groups.map(|g| g as usize),
                plan_words: crate::render::i18n::plan_words(),
            };
            let typed = a.entrants.is_none() && a.entrant.is_empty();
            if typed {
                // Typed at the terminal, one a line, once the rest is known to be right.
                let per = t::entrants_wanted(store, &spec)?;
                let at_terminal = std::io::IsTerminal::is_terminal(&std::io::stdin())
                    && std::io::IsTerminal::is_terminal(&std::io::stderr());
                if !at_terminal {
                    anyhow::bail!(crate::tr!("cli-tournament-entrants-needed"));
                }
                let rename = t::renamer(store)?;
                match crate::table_mode::type_entrants(per, &rename)? {
                    Some(lines) => spec.entrants = lines,
                    None => {
                        eprintln!("{}", crate::tr!("cli-tournament-not-made"));
                        return Ok(crate::exit::Exit::Done.into());
                    }
                }
            }
            let (event, near) = t::create(store, &spec)?;
            outln!("{}", render::tournament::created(&event))?;
            // In the command's own summary (typed: each was said as its line was typed,
            // and is said again here, with the others).
            for n in &near {
                outln!("{}", render::tournament::near_name(n))?;
            }
        }
        TournamentCommand::Seat(a) => {
            let typed = a.seating.as_deref().map(read_small_file).transpose()?;
            let round = t::draft(store, &a.name, typed.as_deref())?;
            said_round(store, &a.name, &round)?;
            rematches_said(store, &a.name, round.number)?;
        }
        TournamentCommand::Publish(a) => {
            let round = t::publish(store, &a.name)?;
            said_round(store, &a.name, &round)?;
        }
        TournamentCommand::Close(a) => {
            let round = t::close(store, &a.name)?;
            let event = t::load(store, &a.name)?;
            outln!("{}", render::tournament::round_done(&event, &round))?;
        }
        TournamentCommand::Seating(a) => {
            let (event, round) = t::seating(store, &a.name, a.round)?;
            match (a.format.format, round) {
                (ReportFormat::Json, round) => json_out(&seating_json(&event, round.as_ref()))?,
                (ReportFormat::Table, Some(round)) => {
                    outln!("{}", render::tournament::seating(&event, &round))?
                }
                (ReportFormat::Table, None) => outln!(
                    "{}",
                    crate::tr!("cli-tournament-not-seated", round = a.round.unwrap_or(1))
                )?,
            }
        }
        TournamentCommand::Standings(a) => {
            let (event, s) = t::standings_of(store, &a.name, a.phase, a.round)?;
            match a.format {
                StandingsFormat::Table => outln!("{}", render::tournament::standings(&event, &s))?,
                StandingsFormat::Json => json_out(&standings_json(&event, &s))?,
                StandingsFormat::Csv => out!("{}", render::tournament::standings_csv(&s)?)?,
                StandingsFormat::Html => {
                    out!("{}", render::tournament::standings_html(&event, &s))?
                }
            }
        }
        TournamentCommand::Absent(a) => {
            let (event, entrant) = t::set_absent(store, &a.name, &a.entrant, a.back)?;
            outln!("{}", render::tournament::absent(&event, entrant, a.back))?;
        }
        TournamentCommand::Keys(a) => {
            let keys = t::table_keys(store, &a.name, a.new)?;
            outln!("{}", render::tournament::keys_said(&a.name, &keys, a.new))?;
        }
        TournamentCommand::Sign(a) => {
            let event = t::sign(store, &a.name)?;
            let (_, s) = t::standings(store, &a.name, None)?;
            outln!("{}", render::tournament::standings(&event, &s))?;
            outln!("{}", render::tournament::signed_said(&event))?;
        }
        TournamentCommand::Reopen(a) => {
            let event = t::reopen(store, &a.name)?;
            outln!("{}", render::tournament::reopened(&event))?;
        }
        TournamentCommand::Export(a) => export(store, &a)?,
        TournamentCommand::ReadResults(a) => {
            let text = crate::cli::input::read_file(&a.file, crate::store::MAX_GAME_BYTES)?;
            let (event, file, s) = t::read_results(store, &text)?;
            match a.format {
                StandingsFormat::Table => {
                    outln!("{}", render::tournament::results_from(&file))?;
                    outln!("{}", render::tournament::standings(&event, &s))?
                }
                StandingsFormat::Json => json_out(&standings_json(&event, &s))?,
                StandingsFormat::Csv => out!("{}", render::tournament::standings_csv(&s)?)?,
                StandingsFormat::Html => {
                    out!("{}", render::tournament::standings_html(&event, &s))?
                }
            }
        }
        TournamentCommand::PublishSite(a) => publish_site(store, &a)?,
        TournamentCommand::Desk(a) => {
            t::load(store, &a.name)?;
            return Ok(crate::table_mode::desk(store, &a.name)?);
        }
        TournamentCommand::Status(a) => {
            let (event, status) = t::status(store, &a.name)?;
            match a.format.format {
                ReportFormat::Json => json_out(&status)?,
                ReportFormat::Table => {
                    outln!("{}", render::tournament::status(&event, status.as_ref()))?
                }
            }
        }
        TournamentCommand::Sheet(a) => {
            let event = t::load(store, &a.name)?;
            let keys = t::table_keys(store, &a.name, false)?;
            let tables = crate::serve::sheet_rows(&a.base, &keys);
            out!("{}", render::tournament::table_sheet(&event, &tables))?;
        }
        TournamentCommand::List(f) => {
            let names = store.tournament_names()?;
            match f.format {
                ReportFormat::Json => json_out(&names)?,
                ReportFormat::Table if names.is_empty() => {
                    outln!("{}", crate::tr!("cli-tournament-none"))?
                }
                ReportFormat::Table => outln!("{}", names.join("\n"))?,
            }
        }
    }
    Ok(Exit::Done.into())
}

/// A round's seating, then what to do next.
fn said_round(store: &Store, name: &str, round: &Round) -> Result<()> {
    let event = t::load(store, name)?;
    outln!("{}", render::tournament::seating(&event, round))?;
    outln!("{}", render::tournament::round_done(&event, round))?;
    Ok(())
}

/// `seating --format json`: the round, each table's entrants and game, the sit-outs.
#[derive(Serialize)]
struct SeatingJson {
    tournament: String,
    round: Option<u32>,
    state: Option<crate::core::tournament::RoundState>,
    tables: Vec<TableJson>,
    sit_out: Vec<EntrantJson>,
}

#[derive(Serialize)]
struct TableJson {
    table: u32,
    ns: EntrantJson,
    ew: EntrantJson,
    /// An individual event's South and West players (North is `ns`, East `ew`).
    #[serde(skip_serializing_if = "Option::is_none")]
    south: Option<EntrantJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    west: Option<EntrantJson>,
    game: Option<String>,
}

#[derive(Serialize)]
struct EntrantJson {
    entrant: u32,
    name: String,
}

fn seating_json(event: &Event, round: Option<&Round>) -> SeatingJson {
    let who = |n: u32| EntrantJson {
        entrant: n,
        name: t::entrant_name(event, n),
    };
    SeatingJson {
        tournament: event.name.clone(),
        round: round.map(|r| r.number),
        state: round.map(|r| r.state),
        tables: round.map_or_else(Vec::new, |r| {
            r.seating
                .seats
                .iter()
                .map(|s| TableJson {
                    table: s.table,
                    ns: who(s.ns),
                    ew: who(s.ew),
                    south: s.south.map(who),
                    west: s.west.map(who),
                    game: r.games.get(&s.table).cloned(),
                })
                .collect()
        }),
        sit_out: round.map_or_else(Vec::new, |r| {
            r.seating.sit_out.iter().map(|n| who(*n)).collect()
        }),
    }
}

/// `standings --format json`: the tournament, the round they are after, each entrant's
/// rank, VP (or games won), MP and rounds.
#[derive(Serialize)]
struct StandingsJson<'a> {
    tournament: &'a str,
    after_round: u32,
    rounds: u32,
    victory_points: bool,
    /// The round they are after is still being played.
    provisional: bool,
    /// Every entrant, group after group (each row names its group, and its rank is
    /// within it, when the event has groups).
    standings: Vec<&'a crate::core::tournament::Standing>,
}

fn standings_json<'a>(event: &'a Event, all: &'a [Standings]) -> StandingsJson<'a> {
    StandingsJson {
        tournament: &event.name,
        after_round: all.iter().map(|s| s.after_round).max().unwrap_or(0),
        rounds: event.planned_rounds(),
        victory_points: all.iter().any(|s| s.victory_points),
        provisional: all.iter().any(|s| s.provisional),
        standings: all.iter().flat_map(|s| &s.rows).collect(),
    }
}

/// A Swiss round typed by hand that pairs two who met: kept, and said (on stderr).
fn rematches_said(store: &Store, name: &str, round: u32) -> Result<()> {
    let event = t::load(store, name)?;
    for (ns, ew, met) in crate::core::tournament::swiss_rematches(&event, round) {
        eprintln!(
            "{}",
            crate::tr!(
                "cli-tournament-swiss-rematch",
                round = round,
                ns = render::tournament::line_said(&event, ns, None),
                ew = render::tournament::line_said(&event, ew, None),
                met = met
            )
        );
    }
    Ok(())
}

/// `tournament publish-site NAME DIR`: the night's results as web pages (the index with
/// the standings and every round, a page a table with its game's sheet, the board's style
/// sheet), written into DIR.
/// `tournament export`: the night as YAML, or its results file (JSON or CSV) with the
/// club, the day its first round was published (in the room's time) and the members'
/// numbers.
fn export(store: &Store, a: &ExportArgs) -> Result<()> {
    if a.format == ExportFormat::Yaml {
        // The night as YAML holds neither: said rather than dropped.
        if a.club.is_some() || a.members.is_some() {
            anyhow::bail!(crate::tr!("cli-results-only"));
        }
        return Ok(out!("{}", t::export(store, &a.name)?)?);
    }
    let members = match &a.members {
        Some(path) => t::members(&read_small_file(path)?)?,
        None => Default::default(),
    };
    let event = t::load(store, &a.name)?;
    let extra = crate::core::results::Extra {
        club: a.club.clone(),
        date: t::first_published(&event).map(render::tournament::local_date),
        deals: None,
        members,
        victory_table: Vec::new(),
    };
    let members = extra.members.clone();
    let file = t::results_file(store, &a.name, extra)?;
    // A member list given: the players it gives no number, said (the file is written).
    if a.members.is_some() {
        for (player, like) in crate::core::results::unnumbered(&file, &members) {
            eprintln!(
                "{}",
                match like {
                    Some(like) => crate::tr!(
                        "cli-results-no-member-like",
                        player = player.as_str(),
                        like = like.as_str()
                    ),
                    None => crate::tr!("cli-results-no-member", player = player.as_str()),
                }
            );
        }
    }
    if a.format == ExportFormat::Results {
        json_out(&file)?;
    } else {
        out!("{}", render::tournament::results_csv(&file)?)?;
    }
    Ok(())
}

fn publish_site(store: &Store, a: &PublishSiteArgs) -> Result<()> {
    let (event, all, tables) = t::site(store, &a.name)?;
    let mut files = vec![
        (
            "index.html".to_string(),
            render::tournament::site_index(&event, &all, &tables),
        ),
        (
            "board.css".to_string(),
            render::board_html::STYLE.to_string(),
        ),
    ];
    for table in &tables {
        let chart = render::chart::svg(&table.report);
        let sheet = render::board_html::part(&table.id, &table.log, &table.report, &chart, None);
        files.push((
            render::tournament::table_page_name(table),
            render::tournament::site_table(&event, table, &sheet),
        ));
    }
    crate::disk::program::write_folder(&a.dir, &files, a.force)?;
    outln!(
        "{}",
        crate::tr!(
            "cli-site-written",
            name = event.name.as_str(),
            dir = a.dir.display().to_string(),
            pages = files.len() - 1
        )
    )?;
    Ok(())
}
