//! `canasta check`: a rules question (a meld, the pile, going out, a special hand) asked
//! from the command line; the answer rendered, exit 0 for yes and 1 for no.

use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand};
use clap_complete::ArgValueCompleter;

use crate::cli::args::{ReportFormat, score_value};
use crate::cli::reports::{answer_json, json_out};
use crate::exit::Exit;
use crate::game::{self, AskKind, Asking, OutAsked, RulesFrom, Whose};
use crate::render;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum CheckCommand {
    /// Is this initial meld enough? Prints each meld's count, the total, the minimum and
    /// the verdict; exit 0 enough, 1 not enough, 2 an illegal meld.
    #[command(after_help = "\
Examples:
  canasta check meld KKK QQ2 --top K --score 0        at 0, 70 meets the 50 needed
  canasta check meld KKK QQ2 --top K --score 1500     70 is short of 90
  canasta check meld AAA KKK QQ2 --variant american --score 2000
  canasta check meld KKKKKKK 555 --going-out --score 3000   concealed: no minimum
  canasta check meld 666 AAA2 --game 1 --side We

Card notation: A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three),
B (black three); Kx7 is seven kings; melds separated by spaces or commas.")]
    Meld(CheckMeldArgs),
    /// May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no.
    #[command(after_help = "\
Examples:
  canasta check pile --top 7 --hand 72 --table 7777 --frozen      no: frozen needs a natural pair
  canasta check pile --top B --hand BB                             no: a black three stops the pile
  canasta check pile --variant american --top 9 --hand \"AA* QQQ 992 TT\" --not-melded   yes")]
    Pile(CheckPileArgs),
    /// May this side go out now? Verdict and reason; exit 0 yes, 1 no.
    #[command(after_help = "\
Examples:
  canasta check out --table \"KKKKKKK QQ2\" --left 1
  canasta check out --variant american --canasta natural=1 --canasta mixed=1 --left 0
  canasta check out --canastas 1 --partner-said-no")]
    Out(CheckOutArgs),
    /// Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no.
    #[command(after_help = "\
Examples:
  canasta check hand A2R456789TJQK*          a straight (3000)
  canasta check hand 4455778899TTQQ          pairs (2500)
  canasta check hand 4446666JJJJAAA          garbage (2000)")]
    Hand(CheckHandArgs),
}

/// The variant a check is asked under: a preset, or the game's rules.
#[derive(Debug, Args, Clone)]
pub struct CheckRules {
    /// Variant: a preset name or a preset file's path (default: the current game's
    /// rules, or classic when there is no current game).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::variants), long)]
    pub variant: Option<String>,
    /// Use this game's rules (and, with --side, the side's score).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::game_ids), long, value_name = "ID")]
    pub game: Option<String>,
}

#[derive(Debug, Args)]
pub struct CheckMeldArgs {
    /// The melds, e.g. KKK QQ2 (or "KKK QQ2").
    #[arg(required = true, value_name = "CARDS")]
    pub cards: Vec<String>,
    #[command(flatten)]
    pub rules: CheckRules,
    /// The side's cumulative score (may be negative: --score -20). At most 999,999,999 either
    /// way: beyond what any game can reach, refused rather than rounded.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "side", value_parser = score_value())]
    pub score: Option<i64>,
    /// The side whose minimum applies (with --game, or the current game).
    #[arg(long, value_name = "NAME")]
    pub side: Option<String>,
    /// The top card of the discard pile, taken for this meld (it is among the melds).
    #[arg(long, value_name = "CARD")]
    pub top: Option<String>,
    /// The player melds the whole hand this turn after drawing from the stock (going out
    /// concealed).
    #[arg(long)]
    pub going_out: bool,
}

#[derive(Debug, Args)]
pub struct CheckPileArgs {
    #[command(flatten)]
    pub rules: CheckRules,
    /// The top card of the discard pile.
    #[arg(long, value_name = "CARD")]
    pub top: String,
    /// The cards in the player's hand that could be used (or the whole hand).
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub hand: String,
    /// The side's melds on the table.
    #[arg(long, value_name = "MELDS", default_value = "")]
    pub table: String,
    /// The side has not made its initial meld yet.
    #[arg(long)]
    pub not_melded: bool,
    /// A wild card or a red three is in the pile (it is frozen).
    #[arg(long)]
    pub frozen: bool,
    /// The opponents' melds on the table (their completed canastas matter in some variants).
    #[arg(long, value_name = "MELDS", default_value = "")]
    pub opponents: String,
    /// How many cards the player holds.
    #[arg(long, value_name = "N")]
    pub hand_size: Option<u32>,
    /// How many cards are in the pile.
    #[arg(long, value_name = "N")]
    pub pile_size: Option<u32>,
}

#[derive(Debug, Args)]
pub struct CheckOutArgs {
    #[command(flatten)]
    pub rules: CheckRules,
    /// The side's melds on the table, including those going down this turn.
    #[arg(long, value_name = "MELDS", conflicts_with_all = ["canastas", "canasta"])]
    pub table: Option<String>,
    /// Completed canastas, of any kind.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100))]
    pub canastas: Option<u32>,
    /// Completed canastas of a kind: KIND=N (e.g. natural=2).
    #[arg(long, value_name = "KIND=N", value_parser = kind_count)]
    pub canasta: Vec<(String, u32)>,
    /// Cards the player would still hold after melding all they can (1: one to discard).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub left: u32,
    /// The player's side has melded nothing yet: going out concealed.
    #[arg(long)]
    pub concealed: bool,
    /// The player asked "may I go out?" and the partner said no.
    #[arg(long)]
    pub partner_said_no: bool,
    /// The side has not taken its pot yet (Burraco's pozzetto, Buraco's morto).
    #[arg(long)]
    pub no_pot: bool,
}

#[derive(Debug, Args)]
pub struct CheckHandArgs {
    /// The fourteen cards.
    #[arg(required = true, value_name = "CARDS")]
    pub cards: Vec<String>,
    /// Variant (default: american).
    #[arg(add = ArgValueCompleter::new(crate::cli::complete::variants), long, default_value = "american")]
    pub variant: String,
}

fn kind_count(s: &str) -> Result<(String, u32), String> {
    let (kind, n) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}` needs the form KIND=N, e.g. natural=2"))?;
    let n = n
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n <= 100)
        .ok_or_else(|| format!("`{n}` in `{s}` is not a count from 0 to 100"))?;
    Ok((kind.trim().to_string(), n))
}

// `canasta check`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// `table` for people, `json` for programs: the answer's facts, `yes` and its
    /// `words` (exit codes as for `table`).
    #[arg(long, value_enum, default_value = "table", global = true)]
    pub format: ReportFormat,
    #[command(subcommand)]
    pub command: CheckCommand,
}

/// `canasta check ...`: the question as the game layer's, the answer rendered; exit 0
/// for yes, 1 for no.
pub(super) fn run(store: &Store, command: CheckCommand, format: ReportFormat) -> Result<ExitCode> {
    let rules_from = |given: &CheckRules| {
        if given.variant.is_none()
            && given.game.is_none()
            && let Some(id) = store.current()
            && game::open(store, Some(&id)).is_err()
        {
            eprintln!(
                "{}",
                crate::tr!("cli-check-unreadable-current", id = id.clone())
            );
        }
        RulesFrom {
            variant: given.variant.clone(),
            game: given.game.clone(),
        }
    };
    let (rules, opened, asked) = match command {
        CheckCommand::Meld(args) => {
            let (rules, opened) =
                game::rules_for(store, &rules_from(&args.rules), args.side.is_some())?;
            // A Burraco-family form reads runs and sets card by card (`5h6h2h8h`), with no
            // initial minimum to meet.
            let whose = match (args.score, args.side) {
                (Some(score), _) => Some(Whose::Score(score)),
                (None, Some(side)) => Some(Whose::Side(side)),
                (None, None) if rules.melds.runs.is_some() => None,
                (None, None) => anyhow::bail!(crate::tr!("cli-check-whose-minimum")),
            };
            let asked = Asking {
                kind: AskKind::Meld,
                cards: args.cards.join(" "),
                top: args.top.clone(),
                going_out: args.going_out,
                whose,
                ..Asking::default()
            };
            (rules, opened, asked)
        }
        CheckCommand::Pile(args) => {
            let (rules, opened) = game::rules_for(store, &rules_from(&args.rules), false)?;
            let asked = Asking {
                kind: AskKind::Pile,
                top: Some(args.top.clone()),
                cards: args.hand.clone(),
                table: args.table.clone(),
                side_melded: !args.not_melded,
                pile_frozen: args.frozen,
                opponents: args.opponents.clone(),
                hand_size: args.hand_size,
                pile_size: args.pile_size,
                ..Asking::default()
            };
            (rules, opened, asked)
        }
        CheckCommand::Out(args) => {
            let (rules, opened) = game::rules_for(store, &rules_from(&args.rules), false)?;
            let out = OutAsked {
                table: args.table.clone(),
                canastas: args.canastas,
                by_kind: args.canasta.clone(),
                cards_left: args.left,
                concealed: args.concealed,
                partner_said_no: args.partner_said_no,
                words: crate::render::i18n::line_words(),
                ..OutAsked::default()
            }
            .pot_taken(Some(!args.no_pot));
            let asked = Asking {
                kind: AskKind::Out,
                out,
                ..Asking::default()
            };
            (rules, opened, asked)
        }
        CheckCommand::Hand(args) => {
            let rules = store.catalog().resolve(&args.variant)?;
            let asked = Asking {
                kind: AskKind::Hand,
                cards: args.cards.join(" "),
                ..Asking::default()
            };
            (rules, None, asked)
        }
    };
    let question = game::question(&rules, asked)?;
    let game = opened.as_ref().map(|g| (g.id.as_str(), &g.report));
    let answer = game::ask(&rules, game, question)?;
    match format {
        ReportFormat::Table => out!("{}", render::answer(&answer))?,
        ReportFormat::Json => json_out(&answer_json(&answer, true)?)?,
    }
    Ok(if answer.yes() { Exit::Done } else { Exit::No }.into())
}
