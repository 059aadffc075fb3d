//! The referee's questions about a hand (`game::Slip`) in words: the fact, the question
//! table mode and the scorer's page ask, and the command line's warning. The sentences are
//! `i18n/<tag>/sheet.ftl`'s `sheet-slip-*` and `cli.ftl`'s `cli-slip-warning`.

use crate::game::Slip;
use crate::render::hand_errors::num;
use crate::tr;

/// What the slip is: "We went out with nothing in hand, but the partner of whoever went
/// out (Ann, Cy) still holds cards".
pub fn slip_fact(slip: &Slip) -> String {
    match slip {
        Slip::PartnerHoldsCards {
            side,
            partner,
            players,
            partners,
        } => {
            let (who, names) = match (partner, players.is_empty()) {
                (Some(p), _) => ("partner", p.clone()),
                (None, false) => ("players", players.join(", ")),
                (None, true) => ("side", String::new()),
            };
            tr!(
                "sheet-slip-partner-holds-cards",
                who = who,
                side = side.as_str(),
                names = names,
                partners = num(u32::try_from(*partners).unwrap_or(u32::MAX))
            )
        }
        Slip::MeldedBelowMinimum {
            side,
            melded,
            minimum,
        } => tr!(
            "sheet-slip-melded-below-minimum",
            side = side.as_str(),
            melded = *melded,
            minimum = *minimum
        ),
    }
}

/// The question table mode asks about it, its answer the points in hand or melded:
/// "...: their points in hand? (Enter if they are already in the melded points)".
pub fn slip_question(slip: &Slip) -> String {
    match slip {
        Slip::PartnerHoldsCards { .. } => {
            tr!("sheet-slip-question-points", fact = slip_fact(slip))
        }
        Slip::MeldedBelowMinimum { melded, .. } => tr!(
            "sheet-slip-question-melded",
            fact = slip_fact(slip),
            melded = *melded
        ),
    }
}

/// The question as the scorer's page shows it under the lines, where the player mends
/// the line itself (no Enter to press, no answer asked).
pub fn slip_on_page(slip: &Slip) -> String {
    match slip {
        Slip::PartnerHoldsCards { .. } => tr!("scorer-slip-points", fact = slip_fact(slip)),
        Slip::MeldedBelowMinimum { .. } => tr!("scorer-slip-melded", fact = slip_fact(slip)),
    }
}

/// Table mode's prompt for the answer: the side's points in hand, or its points melded.
pub fn slip_prompt(slip: &Slip) -> String {
    match slip {
        Slip::PartnerHoldsCards { .. } => tr!("table-slip-points", side = slip.side()),
        Slip::MeldedBelowMinimum { .. } => tr!("table-slip-melded", side = slip.side()),
    }
}

/// The command line's warning about it, after hand `number` was saved; `game`: the
/// game's id when it is not the current one (a tournament table's), which the command
/// it suggests then names (`canasta edit --game 7 2 ...`).
pub fn slip_warning(
    slip: &Slip,
    number: usize,
    terms: crate::core::rules::Terms,
    game: Option<&str>,
) -> String {
    let fact = slip_fact(slip);
    let number = num(u32::try_from(number).unwrap_or(u32::MAX));
    let term = crate::render::i18n::hand_term(terms);
    let game = game.map(|id| format!("--game {id} ")).unwrap_or_default();
    match slip {
        Slip::PartnerHoldsCards { .. } => tr!(
            "cli-slip-warning",
            fact = fact,
            number = number,
            side = slip.side(),
            term = term,
            game = game
        ),
        Slip::MeldedBelowMinimum { .. } => tr!(
            "cli-slip-melded-warning",
            fact = fact,
            number = number,
            side = slip.side(),
            term = term,
            game = game
        ),
    }
}
