//! The command line, as clap derive types. Doc comments here are the `--help` text.
//! Nothing past `app.rs` sees these types.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use clap_complete::ArgValueCompleter;

use super::commands::archive::ArchiveArgs;
use super::commands::check::CheckArgs;
use super::commands::circuit::CircuitArgs;
use super::commands::completions::CompletionsArgs;
use super::commands::delete::DeleteArgs;
use super::commands::drop::DropArgs;
use super::commands::edit::EditArgs;
use super::commands::export::ExportArgs;
use super::commands::history::HistoryReport;
use super::commands::import::ImportArgs;
use super::commands::manpage::ManpageArgs;
use super::commands::r#match::MatchArgs;
use super::commands::min::MinArgs;
use super::commands::new::NewArgs;
use super::commands::play::PlayArgs;
use super::commands::players::PlayersArgs;
use super::commands::record::RecordArgs;
use super::commands::serve::ServeArgs;
use super::commands::show::{Format, ShowArgs};
use super::commands::stats::{StatsArgs, StatsFormat};
use super::commands::tournament::{StandingsFormat, TournamentArgs, TournamentCommand};
use super::commands::unarchive::UnarchiveArgs;
use super::commands::r#use::UseArgs;
use super::commands::variants::VariantsArgs;

const EXAMPLES: &str = "\
Examples:
  canasta play                                   score a game at the table, step by step
  canasta new --side We --side They --player Ann --player Bob --player Cy --player Di
  canasta record \"We: out 1n 1r 205\" \"They: 60 -85\"   one line per side
  canasta record --out We --natural We=1 --melded We=205 --red-threes We=1 \\
                 --melded They=60 --in-hand They=85    the same hand, with flags
  canasta show --explain
  canasta min 1500                               initial-meld minimum at 1500: 90
  canasta export -o game.yaml

Exit codes:
  0    done
  1    a `check` question answered no
  2    bad input or usage (nothing was saved)
  3    the machine stopped it: disk full, no permission, --wait gave up (nothing was saved)
  70   a fault of canasta itself: please report it (nothing was saved)
  130  table mode interrupted (hands confirmed before are saved)";

/// Score keeper and rules adjudicator for Canasta played with real cards.
///
/// After each hand, enter what each side did (melds, canastas, red threes, who went out,
/// penalties); canasta scores the hand with an itemized breakdown, keeps the running totals,
/// says what each side needs for its initial meld next hand and who deals next, and names
/// the winner when the game ends. Games are saved after every hand.
#[derive(Debug, Parser)]
#[command(name = "canasta", version, after_help = EXAMPLES)]
pub struct Cli {
    /// Where games are kept (default: the platform's data directory).
    #[arg(long, global = true, env = "CANASTA_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,

    /// Where your own presets are read from, in its `presets/` folder (default: the
    /// platform's config directory).
    #[arg(long, global = true, env = "CANASTA_CONFIG_DIR", value_name = "DIR")]
    pub config_dir: Option<PathBuf>,

    /// When another canasta is changing a game (table mode left open in another
    /// terminal, say), wait at most this long, then give up with exit 3 (default: wait
    /// until it is done).
    #[arg(long, global = true, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(0..=86_400))]
    pub wait: Option<u64>,

    /// The director's reason for changing a game of a closed tournament round (`record`,
    /// `edit`, `undo`, `drop`): kept in the tournament's log with the totals before and
    /// after.
    #[arg(long, global = true, value_name = "REASON")]
    pub why: Option<String>,

    /// Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`.
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    pub color: ColorChoice,

    /// The language to speak ([`lang_help`]: its tags made from the one list of languages).
    #[arg(
        long,
        global = true,
        env = "CANASTA_LANG",
        value_name = "LANG",
        value_parser = language,
        help = lang_help()
    )]
    pub lang: Option<crate::core::language::Lang>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// `--lang`'s help: "The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (...)", its
/// tags from the one list of languages (`with_languages!`), so a sixth is named too.
fn lang_help() -> String {
    let (languages, last) = super::help::language_list();
    let listed = format!("{languages} or {last}");
    format!(
        "The language to speak: {listed} (default: the first of LANGUAGE, LC_ALL, \
         LC_MESSAGES and LANG that names one; `C` is English)"
    )
}

/// `--lang`: a language there is, by its tag or a regional one (`es-AR`, `pt_PT`).
pub(crate) fn language(tag: &str) -> Result<crate::core::language::Lang, String> {
    use crate::core::language::Lang;
    if let Some(lang) = Lang::from_tag(tag) {
        return Ok(lang);
    }
    let lang = crate::render::i18n::negotiate(&[tag]);
    let primary = tag.split(['-', '_']).next().unwrap_or_default();
    if lang != Lang::En || primary.eq_ignore_ascii_case("en") {
        return Ok(lang);
    }
    Err(crate::tr!(
        "cli-no-such-language",
        tag = tag.to_string(),
        known = Lang::ALL.map(|l| l.tag()).join(", ")
    ))
}

/// When to colour the output.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl Cli {
    /// The command asked for JSON (`--format json`): then a refusal is JSON too.
    pub fn wants_json(&self) -> bool {
        let json = ReportFormat::Json;
        match &self.command {
            Some(Command::List(f)) | Some(Command::Min(MinArgs { format: f, .. })) => {
                f.format == json
            }
            Some(Command::History(h)) => h.format.format == json,
            Some(Command::Players(a)) => a.format.format == json,
            Some(Command::Match(a)) => a.format.format == json,
            Some(Command::Circuit(a)) => a.format == super::commands::circuit::CircuitFormat::Json,
            Some(Command::Tournament(a)) => match &a.command {
                TournamentCommand::Seating(s) => s.format.format == json,
                TournamentCommand::Standings(s) => s.format == StandingsFormat::Json,
                TournamentCommand::List(f) => f.format == json,
                TournamentCommand::Status(s) => s.format.format == json,
                _ => false,
            },
            Some(Command::Variants(a)) => a.format == json,
            Some(Command::Check(a)) => a.format == json,
            Some(Command::Show(args)) => args.format == Format::Json,
            Some(Command::Stats(args)) => args.format == StatsFormat::Json,
            _ => false,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Table mode: score the current game (or a new one) hand by hand, answering questions.
    ///
    /// Shows the score sheet, then asks for each side's result, shows the breakdown and
    /// saves it. Needs a terminal; every question has a flag in `canasta record` for scripts.
    #[command(after_help = "\
Examples:
  canasta play                               go on with the current game, or start one
  canasta play --new --variant american      straight into a new American game
  canasta play --new --variant ./ours.yaml   a preset of your own

Esc or q at the menu quits; Ctrl-C quits at any point, keeping every hand confirmed.")]
    Play(PlayArgs),
    /// Start a new game and make it current; prints its id.
    #[command(after_help = "\
Examples:
  canasta new                                    classic, sides We and They
  canasta new --side Us --side Them --player Ann --player Bob --player Cy --player Di --dealer Bob
  canasta new --variant classic-2p --side Ann --side Bob
  canasta new --variant classic-3p --side Ann --side Bob --side Cy

Players are given in seat order, clockwise; seats go round the sides in turn, so with
sides We and They the players above sit Ann (We), Bob (They), Cy (We), Di (They).")]
    New(NewArgs),
    /// Record one hand for the current game; prints its breakdown and the score sheet.
    #[command(after_help = "\
Examples:
  canasta record \"We: out 1n 1m 2r 420 -35\" \"They: 90 -40\"        one line per side
  canasta record --lone Bob \"Bob: out 1n 300\" \"Ann + Cy: 120\" \"Ann: -15\" \"Cy: -20\"
                                        three players: the pair's line, then each one's
  canasta record \"We: out 1c 1d 420 -20\" \"They: np 1d 150 -85\"    Burraco: clean, dirty,
                                        np: the pot never taken (pu: taken, not played)
  canasta record --out We --concealed --natural We=1 --melded We=205 --red-threes We=1 \\
                 --melded They=60 --in-hand They=85 --penalty They:undeclared_red_three
  canasta record --from hand.yaml
  canasta record --lone Ann --out Ann --natural Ann=1 --melded Ann=150 \\
                 --melded Bob=100 --in-hand Bob=40 --melded Cy=30 --in-hand Cy=25   (three players)

Every side needs at least one flag (e.g. --in-hand They=0). Points are card values
(multiples of 5); in-hand points are written as positive numbers.

Melds and hands may be given as cards instead (--meld \"We=KKKKKKK QQ2\", --hand They=K74,
once per player); the counts are then worked out. Card notation: A K Q J T (or 10)
9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); Kx7 is seven kings;
melds are separated by spaces or commas.")]
    Record(RecordArgs),
    /// Show the score sheet of the current game (or --game ID).
    #[command(after_help = "\
Examples:
  canasta show                      the score sheet of the current game
  canasta show --explain            every hand's itemized breakdown, then the sheet
  canasta show --chart --game 3     game 3's sheet and its running totals drawn
  canasta show --format json        everything, for programs (lines are data: see README)
  canasta show --chart --format svg -o game.svg     the chart as a picture")]
    Show(ShowArgs),
    /// List the stored games.
    #[command(after_help = "\
Examples:
  canasta list                      every game: id, variant, date, hands, totals, state
  canasta list --format json        the same, for programs")]
    List(FormatArg),
    /// Make a stored game the current one.
    #[command(after_help = "\
Examples:
  canasta use 3                     game 3 is now the one commands act on")]
    Use(UseArgs),
    /// Remove the last recorded hand.
    #[command(after_help = "\
Examples:
  canasta undo
  canasta undo --game 3")]
    Undo(GameArg),
    /// Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after
    /// it move up, and every total, minimum and dealer after it is worked out again.
    #[command(after_help = "\
Examples:
  canasta drop 2
  canasta drop 5 --game 3")]
    Drop(DropArgs),
    /// Correct hand N of a game; every hand after it is recomputed.
    ///
    /// The flags and lines change only what they name (`--melded We=300` or "They: -15"
    /// leave everything else of the hand as it was, as table mode's "Change" does); a line
    /// starting with `=` replaces the side's whole result; `--from FILE` the whole hand.
    #[command(after_help = "\
Examples:
  canasta edit 2 \"They: -15\"                   only They's points in hand
  canasta edit 2 \"They: = 90 -15\"              They's whole result
  canasta edit 2 --melded They=65
  canasta edit 3 --out They --natural They=1
  canasta edit 1 --from hand.yaml")]
    Edit(EditArgs),
    /// Write a game's log as YAML (to stdout, or -o FILE).
    #[command(after_help = "\
Examples:
  canasta export > game.yaml
  canasta export --game 3 -o club-night.yaml
  canasta export -o club-night.yaml --force      replace the file written last time")]
    Export(ExportArgs),
    /// Read a game log (YAML), check every hand, store it and make it current; prints its id.
    /// A backup (`export --all`) is restored whole or not at all. A game already here is
    /// not added again.
    #[command(after_help = "\
Examples:
  canasta import club-night.yaml
  canasta export --game 3 | canasta --data-dir ~/other import -
  canasta import backup.yaml                    every game of a backup, or none
  canasta import backup.yaml --skip-damaged     all but the games that do not read")]
    Import(ImportArgs),
    /// Delete a game for good (asks first; --yes for scripts).
    #[command(after_help = "\
Examples:
  canasta delete 3
  canasta delete 3 --yes
A game you may want again is better archived: `canasta archive 3`.")]
    Delete(DeleteArgs),
    /// Archive a game: kept and counted in `history`, out of `list` and table mode's picker.
    #[command(after_help = "\
Examples:
  canasta archive 3
  canasta unarchive 3          bring it back")]
    Archive(ArchiveArgs),
    /// Bring an archived game back among the games.
    #[command(after_help = "\
Examples:
  canasta unarchive 3")]
    Unarchive(UnarchiveArgs),
    /// One line per game, newest first, the archived ones too: date, variant, sides,
    /// result, margin, hands.
    #[command(after_help = "\
Examples:
  canasta history
  canasta history --player Ann --variant classic
  canasta history --since 2026-01-01 --until 2026-06-30
  canasta history --format json

A finished game that gives tournament victory points (a preset's `victory_points`) shows
each side's in a column of their own (`victory_points` in JSON).")]
    History(HistoryReport),
    /// Statistics over the games (the archived ones too): for every player and partnership,
    /// games won and lost, hands, best and worst, dealing, going out, canastas, red threes,
    /// penalties; head to head with --vs A --vs B.
    #[command(after_help = "\
Examples:
  canasta stats
  canasta stats --variant classic --since 2026-01-01
  canasta stats --variant three-deals --since 2026-03-07 --until 2026-03-08
                                             a tournament, ranked by victory points
  canasta stats --vs Ann --vs Bob            Ann against Bob
  canasta stats --chart                      each player's points, game by game
  canasta stats --format csv > season.csv

A tournament: when the games counted give victory points (a preset's `victory_points`),
the tables are a ranking, the most victory points first, equal victory points by match
points (the totals of those games), each row with its rank, victory points (VP) and match
points (MP); JSON and CSV have them too (`rank`, `victory_points`, `match_points`). The
filters pick the tournament's games.")]
    Stats(StatsArgs),
    /// The players of every game (names are people across games), and merging two
    /// spellings of one person.
    #[command(after_help = "\
Examples:
  canasta players
  canasta players merge Anne Ann        Anne is Ann (recorded in the data folder; no game file changes)
  canasta players --format json")]
    Players(PlayersArgs),
    /// A match's standing: games won by each side, points, and the winner once decided.
    #[command(after_help = "\
Examples:
  canasta new --match club --first-to 3        the first game of a match
  canasta new --match club                     the next game, same sides and players
  canasta match club
  canasta match club --format json")]
    Match(MatchArgs),
    /// A club's tournament night: entrants, rounds seated by movement (Mitchell, Danish,
    /// round robin, Swiss, groups and a knockout, by hand; or an individual night's),
    /// each table's game, and the standings worked out from them.
    #[command(after_help = "\
Examples:
  canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan \"3 mitchell + 1 danish\"
  canasta tournament seat club          seat round 1 (Mitchell); check it
  canasta tournament publish club       each table's game is made; the seating is fixed
  canasta record --game 7 \"Rossi-Bianchi: ...\" \"Verdi-Neri: ...\"   each deal, at each table
  canasta tournament close club         once every table's game is over
  canasta tournament standings club     VP, then MP, then head to head
  canasta tournament standings club --format html > standings.html")]
    Tournament(TournamentArgs),
    /// A circuit's standings (a summer tour, a club championship, a federation's
    /// ranking): the events of a folder added up, each pair's and each player's (over all
    /// their partners), with attendance and the finalists by the circuit's rule.
    ///
    /// The folder holds the events: results files (`tournament export --format results`,
    /// any club's) and nights exported whole (`tournament export`), each checked by the
    /// referee (its standings worked out again from its tables, its games replayed); one
    /// that does not add up is refused, naming it. Its `circuit.yaml` gives the circuit's
    /// name and its finalists: `finalists: {rule: per_stage, top: 4, min_stages: 3}` (the
    /// first 4 of each stage, or `share: 25` for the first quarter, who played 3 stages or
    /// more), or `{rule: overall, top: 16, min_stages: 3}` (the first 16 of the circuit).
    #[command(after_help = "\
Examples:
  canasta circuit summer-tour/
  canasta circuit summer-tour/ --site summer-tour-site/     also as a web page
  canasta circuit summer-tour/ --format csv > summer-tour.csv")]
    Circuit(CircuitArgs),
    /// Show the current game live on a web page for the phones at the table, and a page
    /// for the scorer's phone to record it.
    ///
    /// Prints the board's address and a QR code of it. On the loopback address by default;
    /// with --listen 0.0.0.0:8470 the table's phones can reach it, and the address then
    /// carries a random key the page requires. Then the scorer's page's address and QR
    /// code, with its own key after `#`: the phone that keeps the score records the hands
    /// there (the board's key gives no such access). Enter makes a new scorer's key (a
    /// phone lost). Ctrl-C stops it.
    #[command(after_help = "\
Examples:
  canasta serve                          http://127.0.0.1:8470/ on this machine
  canasta serve --listen 0.0.0.0:8470    for the phones at the table (scan the QR code)
  canasta serve --game 3")]
    Serve(ServeArgs),
    /// Print the initial-meld minimum for a cumulative score.
    #[command(after_help = "\
Examples:
  canasta min 1500                  90
  canasta min -- -20                15 (a negative score)
  canasta min --variant classic-6p-teams-of-3 7000    150
  canasta min 1500 --format json    {\"variant\": \"classic\", \"at\": {\"score\": 1500}, \"minimum\": 90}")]
    Min(MinArgs),
    /// List the variants (built-in and your own), show one's rules, or check a preset file.
    #[command(after_help = "\
Examples:
  canasta variants
  canasta variants show american
  canasta variants check ours.yaml
  canasta variants show american --format json

A preset of your own is a YAML file, usually a few lines:
  extends: classic
  description: Classic to 3000, concealed bonus 300
  target: 3000
  going_out: {concealed_bonus: 300}
Put it in the `presets/` folder of the config directory to use it by name
(`canasta new --variant ours`), or give its path (`canasta new --variant ./ours.yaml`).")]
    Variants(VariantsArgs),
    /// Ask the rules: is this initial meld enough, may I take the pile, may we go out,
    /// is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input.
    #[command(after_help = CHECK_HELP)]
    Check(CheckArgs),
    /// Print the manual page (roff), for `man canasta`; --dir writes every page (one per
    /// subcommand, as `man canasta-record`).
    #[command(after_help = "\
Examples:
  mkdir -p ~/.cargo/share/man/man1
  canasta manpage --dir ~/.cargo/share/man/man1           then: man canasta, man canasta-record
  canasta manpage > ~/.cargo/share/man/man1/canasta.1")]
    Manpage(ManpageArgs),
    /// Print a shell completion script.
    #[command(after_help = "\
Examples:
  canasta completions bash > ~/.local/share/bash-completion/completions/canasta
  canasta completions zsh > ~/.zfunc/_canasta
  canasta completions fish > ~/.config/fish/completions/canasta.fish")]
    Completions(CompletionsArgs),
}

const CHECK_HELP: &str = "\
Examples:
  canasta check meld KKK QQ2 --score 1500         is it enough at 1500? (90: no)
  canasta check pile --top 9 --hand 99            may I take the pile?
  canasta check out --canastas 1                  may we go out?
  canasta check hand A2R456789TJQK* --variant american   a special hand?
  canasta check meld KKK QQ2 --score 1500 --format json   the answer as JSON

Card notation: a meld is one word of card symbols: A K Q J T (or 10) 9 8 7 6 5 4,
2 (wild), * (joker), R (red three), B (black three); lower case is fine. Kx7 is seven
kings. Melds are separated by spaces or commas: \"666 AAA2\" is two melds.";

#[derive(Debug, Args)]
pub struct GameArg {
    /// The game (default: the current one).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::game_ids), long, value_name = "ID")]
    pub game: Option<String>,
}

/// What happened in a hand, side by side. SIDE is a side's name (three-handed: a player's).
#[derive(Debug, Args, Default, Clone)]
pub struct HandFlags {
    /// The side that went out.
    #[arg(long, value_name = "SIDE")]
    pub out: Option<String>,
    /// The side that went out did so concealed (whole hand melded in one turn).
    #[arg(long)]
    pub concealed: bool,
    /// The side that went out did so with a hand canasta (Viennese: concealed, with a
    /// complete canasta of one's own in the hand).
    #[arg(long, conflicts_with = "concealed")]
    pub hand_canasta: bool,
    /// The side went out with a special hand (American): SIDE=HAND, e.g. We=straight.
    #[arg(long, value_name = "SIDE=HAND", value_parser = side_text, conflicts_with = "out")]
    pub special: Option<(String, String)>,
    /// Nobody went out (the stock ran out).
    #[arg(long, conflicts_with_all = ["out", "special"])]
    pub nobody_out: bool,
    /// Red threes a side laid out: SIDE=N.
    #[arg(long = "red-threes", value_name = "SIDE=N", value_parser = side_number)]
    pub red_threes: Vec<(String, i64)>,
    /// Black threes a side laid out, where they score by count (American): SIDE=N.
    #[arg(long = "black-threes", value_name = "SIDE=N", value_parser = side_number)]
    pub black_threes: Vec<(String, i64)>,
    /// What became of a side's pot (Burraco's pozzetto, Buraco's morto): SIDE=not_taken,
    /// SIDE=unplayed (taken, not played) or SIDE=taken.
    #[arg(long, value_name = "SIDE=WHAT", value_parser = side_text)]
    pub pot: Vec<(String, String)>,
    /// Black threes left in a side's hands, where they cost extra (Canadian, Bolivia): SIDE=N.
    #[arg(long = "black-threes-in-hand", value_name = "SIDE=N", value_parser = side_number)]
    pub black_threes_in_hand: Vec<(String, i64)>,
    /// A meld left short of seven that carries a penalty (American: aces, sevens, wild,
    /// wild_four_jokers): SIDE=MELD; SIDE=none clears the side's list when editing.
    #[arg(long, value_name = "SIDE=MELD", value_parser = side_text)]
    pub incomplete: Vec<(String, String)>,
    /// Players holding three or more of a rank at the end (American: aces, sevens):
    /// SIDE:RANK=N.
    #[arg(long, value_name = "SIDE:RANK=N", value_parser = side_name_number)]
    pub holding: Vec<(String, String, i64)>,
    /// Natural canastas: SIDE=N.
    #[arg(long, value_name = "SIDE=N", value_parser = side_number)]
    pub natural: Vec<(String, i64)>,
    /// Mixed canastas: SIDE=N.
    #[arg(long, value_name = "SIDE=N", value_parser = side_number)]
    pub mixed: Vec<(String, i64)>,
    /// Canastas of any kind the variant has: SIDE:KIND=N.
    #[arg(long, value_name = "SIDE:KIND=N", value_parser = side_name_number)]
    pub canasta: Vec<(String, String, i64)>,
    /// Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS.
    #[arg(long, value_name = "SIDE=POINTS", value_parser = side_number)]
    pub melded: Vec<(String, i64)>,
    /// Card points left in a side's hands, as a positive number: SIDE=POINTS.
    #[arg(long = "in-hand", value_name = "SIDE=POINTS", value_parser = side_number)]
    pub in_hand: Vec<(String, i64)>,
    /// A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three,
    /// out_against_partner, failed_to_go_out, illegal_pile_take.
    #[arg(long, value_name = "SIDE:NAME[=N]", value_parser = side_name_count)]
    pub penalty: Vec<(String, String, i64)>,
    /// A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or
    /// SIDE:NAME=COUNT.
    #[arg(long, value_name = "SIDE:NAME[=N]", value_parser = side_name_count)]
    pub bonus: Vec<(String, String, i64)>,
    /// A side's melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2".
    /// The melded points, canastas and incomplete melds are then worked out and checked.
    #[arg(long = "meld", value_name = "SIDE=CARDS", value_parser = side_text)]
    pub meld_cards: Vec<(String, String)>,
    /// The cards left in one player's hand: SIDE=CARDS, once per player (e.g. They=K74).
    /// The points in hand are then worked out.
    #[arg(long = "hand", value_name = "SIDE=CARDS", value_parser = side_text)]
    pub hand_cards: Vec<(String, String)>,
    /// Three-handed: the player who played alone this hand.
    #[arg(long, value_name = "PLAYER")]
    pub lone: Option<String>,
    /// A note to keep with the hand.
    #[arg(long)]
    pub note: Option<String>,
}

/// The `--format` of the reports that people and programs both read: `table` (the
/// human form) or `json`. `show` and `stats` take the same names, and more.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq, Default)]
pub enum ReportFormat {
    #[default]
    Table,
    Json,
}

/// `--format table|json`.
#[derive(Debug, Args, Clone, Copy)]
pub struct FormatArg {
    /// `table` for people, `json` for programs.
    #[arg(long, value_enum, default_value = "table")]
    pub format: ReportFormat,
}

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Only games of this variant.
    #[arg(long)]
    pub variant: Option<String>,
    /// Only games in which this side or player played (any case).
    #[arg(long)]
    pub player: Option<String>,
    /// Only games started on or after this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,
    /// Only games started on or before this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    pub until: Option<String>,
}

/// A cumulative score, within [`crate::game::MAX_SCORE`] either way.
pub(super) fn score_value() -> clap::builder::RangedI64ValueParser<i64> {
    use crate::game::MAX_SCORE;
    clap::value_parser!(i64).range(-MAX_SCORE..=MAX_SCORE)
}

pub(super) fn split_eq(s: &str) -> Result<(&str, i64), String> {
    let (left, right) = s
        .rsplit_once('=')
        .ok_or_else(|| format!("`{s}` needs the form NAME=NUMBER, e.g. We=120"))?;
    let n = right
        .trim()
        .parse::<i64>()
        .map_err(|_| format!("`{right}` in `{s}` is not a whole number"))?;
    if left.trim().is_empty() {
        return Err(format!("`{s}` has no side name before `=`"));
    }
    Ok((left.trim(), n))
}

pub(super) fn side_number(s: &str) -> Result<(String, i64), String> {
    split_eq(s).map(|(side, n)| (side.to_string(), n))
}

pub(super) fn side_text(s: &str) -> Result<(String, String), String> {
    let (side, text) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}` needs the form SIDE=NAME, e.g. We=sevens"))?;
    if side.trim().is_empty() || text.trim().is_empty() {
        return Err(format!("`{s}` needs a side and a name: SIDE=NAME"));
    }
    Ok((side.trim().to_string(), text.trim().to_string()))
}

pub(super) fn side_name_number(s: &str) -> Result<(String, String, i64), String> {
    let (left, n) = split_eq(s)?;
    let (side, kind) = left
        .split_once(':')
        .ok_or_else(|| format!("`{s}` needs the form SIDE:KIND=N, e.g. We:natural=2"))?;
    Ok((side.trim().to_string(), kind.trim().to_string(), n))
}

pub(super) fn side_name_count(s: &str) -> Result<(String, String, i64), String> {
    if s.contains('=') {
        return side_name_number(s);
    }
    let (side, name) = s.split_once(':').ok_or_else(|| {
        format!("`{s}` needs the form SIDE:NAME or SIDE:NAME=N, e.g. They:illegal_pile_take")
    })?;
    Ok((side.trim().to_string(), name.trim().to_string(), 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exit::Exit;
    use clap::CommandFactory;

    #[test]
    fn cli_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_help_lists_every_exit_code() {
        let help = EXAMPLES.split("Exit codes:").nth(1).unwrap_or("");
        let listed: Vec<u8> = help
            .lines()
            .filter_map(|l| l.split_whitespace().next()?.parse::<u8>().ok())
            .collect();
        let codes: Vec<u8> = Exit::ALL.iter().map(|e| *e as u8).collect();
        assert_eq!(listed, codes);
    }
}

#[cfg(test)]
mod help_tests {
    use super::*;
    use clap::CommandFactory;

    /// Every subcommand's `--help` shows at least one example.
    #[test]
    fn every_subcommand_has_an_example() {
        fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            for sub in cmd.get_subcommands() {
                let name = format!("{path} {}", sub.get_name());
                let help = sub
                    .get_after_help()
                    .map(|h| h.to_string())
                    .unwrap_or_default();
                if !help.contains("Examples:") {
                    missing.push(name.clone());
                }
                walk(sub, &name, missing);
            }
        }
        let mut missing = Vec::new();
        walk(&Cli::command(), "canasta", &mut missing);
        assert!(missing.is_empty(), "no example in: {missing:?}");
    }
}
