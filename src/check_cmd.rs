//! `canasta check ...`: table questions answered from the rules, with the reasoning shown.
//! Exit 0 for yes, 1 for no, 2 for input that is not cards or a meld that is illegal.

use std::process::ExitCode;

use anyhow::{Result, anyhow, bail};

use crate::cards::{Card, parse_cards, parse_melds};
use crate::catalog::Catalog;
use crate::cli::{CheckCommand, CheckRules};
use crate::melds::{
    self, MeldContext, OutQuestion, PileQuestion, Verdict, canasta_kind, check_initial_meld,
};
use crate::rules::Rules;
use crate::store::Store;

const NO: u8 = 1;

pub fn run(store: &Store, catalog: &Catalog, command: CheckCommand) -> Result<ExitCode> {
    match command {
        CheckCommand::Meld(args) => {
            let (rules, game) = rules_for(store, catalog, &args.rules, args.side.is_some())?;
            let melds = parse_melds(&args.cards.join(" "))?;
            let top = args.top.as_deref().map(one_card).transpose()?;
            let (minimum, whose) = match (args.score, &args.side, &game) {
                (Some(score), _, _) => (
                    rules.initial_meld_minimum(score),
                    format!("{}, score {score}", rules.name),
                ),
                (None, Some(side), Some((id, report))) => {
                    let (name, min) = report
                        .next_minimum
                        .iter()
                        .find(|(s, _)| s.eq_ignore_ascii_case(side))
                        .ok_or_else(|| {
                            anyhow!(
                                "`{side}` is not in game {id}; the sides are: {}",
                                report.sides.join(", ")
                            )
                        })?;
                    (
                        *min,
                        format!(
                            "{}, {name} at {} in game {id}",
                            rules.name, report.totals[name]
                        ),
                    )
                }
                _ => bail!(
                    "whose minimum? give --score N (the side's total), or --side NAME (with --game ID, or the current game)"
                ),
            };
            let v = check_initial_meld(&rules, &melds, minimum, top, args.going_out)?;
            for (meld, points) in &v.melds {
                outln!("{meld:<12} {points:>5}")?;
            }
            outln!("{:<12} {:>5}", "total", v.counted)?;
            outln!("{:<12} {:>5}  ({whose})", "minimum", v.minimum)?;
            outln!(
                "{}: {}.",
                if v.enough { "Enough" } else { "Not enough" },
                v.reason
            )?;
            for note in &v.notes {
                outln!("note: {note}")?;
            }
            Ok(exit(v.enough))
        }
        CheckCommand::Pile(args) => {
            let (rules, _) = rules_for(store, catalog, &args.rules, false)?;
            let q = PileQuestion {
                top: Some(one_card(&args.top)?),
                hand: cards_or_none(&args.hand)?,
                table: melds_or_none(&args.table)?,
                side_melded: !args.not_melded,
                pile_frozen: args.frozen,
                opponents: melds_or_none(&args.opponents)?,
                hand_size: args.hand_size,
                pile_size: args.pile_size,
            };
            say(melds::may_take_pile(&rules, &q))
        }
        CheckCommand::Out(args) => {
            let (rules, _) = rules_for(store, catalog, &args.rules, false)?;
            let mut q = OutQuestion {
                cards_left: args.left,
                concealed: args.concealed,
                partner_said_no: args.partner_said_no,
                ..OutQuestion::default()
            };
            if let Some(table) = &args.table {
                let ctx = MeldContext {
                    initial: args.concealed,
                    going_out: true,
                };
                for info in melds::check_melds(&rules, &parse_melds(table)?, ctx)? {
                    if let Some(kind) = canasta_kind(&rules, &info) {
                        *q.canastas.entry(kind).or_default() += 1;
                        q.concealed_has_canasta = true;
                    } else if info.is_canasta() {
                        bail!(
                            "{} is a canasta {} does not score; its kinds are: {}",
                            info.notation(),
                            rules.name,
                            rules.canasta_kind_names()
                        );
                    }
                }
            }
            if let Some(n) = args.canastas {
                q.canastas.insert("any".into(), n);
                q.concealed_has_canasta = n > 0;
            }
            for (kind, n) in &args.canasta {
                if !rules.canastas.contains_key(kind) {
                    bail!(
                        "unknown canasta kind `{kind}`; {} has: {}",
                        rules.name,
                        rules.canasta_kind_names()
                    );
                }
                *q.canastas.entry(kind.clone()).or_default() += n;
                q.concealed_has_canasta |= *n > 0;
            }
            say(melds::may_go_out(&rules, &q))
        }
        CheckCommand::Hand(args) => {
            let rules = catalog.resolve(&args.variant)?;
            let cards = parse_cards(&args.cards.join(" "))?;
            say(melds::special_hand(&rules, &cards))
        }
    }
}

fn exit(yes: bool) -> ExitCode {
    if yes {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(NO)
    }
}

pub(crate) fn say(v: Verdict) -> Result<ExitCode> {
    let mut reason = v.reason;
    if let Some(first) = reason.get(..1) {
        reason = first.to_uppercase() + &reason[1..];
    }
    outln!("{}: {reason}.", if v.yes { "Yes" } else { "No" })?;
    Ok(exit(v.yes))
}

fn one_card(text: &str) -> Result<Card> {
    let cards = parse_cards(text)?;
    match cards.as_slice() {
        [card] => Ok(*card),
        _ => bail!("`{text}` should be one card, e.g. K or 9"),
    }
}

fn cards_or_none(text: &str) -> Result<Vec<Card>> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    Ok(parse_cards(text)?)
}

fn melds_or_none(text: &str) -> Result<Vec<Vec<Card>>> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    Ok(parse_melds(text)?)
}

type GameInfo = Option<(String, crate::ledger::Report)>;

/// The rules to answer under: the named game's (or the current game's, when a side is
/// named without a variant), else the variant's (default classic).
fn rules_for(
    store: &Store,
    catalog: &Catalog,
    given: &CheckRules,
    wants_game: bool,
) -> Result<(Rules, GameInfo)> {
    if given.game.is_some() || (wants_game && given.variant.is_none()) {
        let (id, log, report) = crate::app::open_game(store, given.game.as_deref())?;
        let rules = log.rules()?.clone();
        return Ok((rules, Some((id, report))));
    }
    let rules = catalog.resolve(given.variant.as_deref().unwrap_or("classic"))?;
    Ok((rules, None))
}
