//! The slips a referee asks about rather than refuses: a hand that can have happened, but
//! most often did not. Facts only (`render` words the question); every front end asks
//! them the same way: the command line warns, table mode asks before "Save it?", the
//! scorer's page shows the question with its check.
//!
//! Two slips. First, four-handed (or more), the side that went out wrote nothing in
//! hand. Whoever went out holds no cards, but the partner still holds some, and their
//! points count minus for the side (research file `burraco.md` §1 "Side that goes out";
//! seed 001 "Classic Canasta Scoring": the cards left in the hands of the side). The rule
//! books' worked examples, and tables that write net card points (melded less in hand),
//! leave the partner's hand out, so this is a question and never a refusal.
//!
//! It is asked only where it can be a slip (issue 45): when another side's line of the
//! same hand gives its cards in hand apart (`90 -40`), so this table counts the cards
//! left in hand apart from the melded ones, and the side that went out gave none. A table
//! that writes every side's net card points (`out 1c 250`, `30`) is never asked; nor is
//! one that wrote the partner's hand (`out 1c 270 -20`); a partner's hand forgotten at a
//! table that counts hands apart still is.
//!
//! Second, a side's melded card points below its initial-meld minimum for the hand (a
//! first meld must count at least that; only going out concealed needs none), where its
//! melded points are its cards alone: it gave its cards in hand apart, or went out. Most
//! often a number mistyped (`40` for `140`); a side that wrote only its net points is
//! never asked.

use super::*;

/// A slip in a hand that the referee asks about.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "slip", rename_all = "snake_case")]
pub enum Slip {
    /// `side` went out with nothing in hand, though the partner (or partners) of whoever
    /// went out still hold cards. `partner` is named when the game can tell who that is;
    /// else `players` are the side's players in seat order (empty when the game names
    /// none), and `partners` how many of them still hold cards.
    PartnerHoldsCards {
        side: String,
        partner: Option<String>,
        players: Vec<String>,
        partners: usize,
    },
    /// `side` melded `melded` card points, fewer than the `minimum` its first meld of the
    /// hand had to count (seed 002, "the minimum-count table"; seed 001: "The first time a
    /// player melds cards in a hand, their value must be at least a certain minimum"),
    /// though it did not go out concealed (the one exception, seed 001). Asked where the
    /// side's melded points are the cards alone: it gave its cards in hand apart, or went
    /// out (nothing in hand); a side that wrote only its net points is never asked.
    MeldedBelowMinimum {
        side: String,
        melded: Points,
        minimum: Points,
    },
}

impl Slip {
    /// The side (scoring unit) whose points the question is about.
    pub fn side(&self) -> &str {
        match self {
            Slip::PartnerHoldsCards { side, .. } | Slip::MeldedBelowMinimum { side, .. } => side,
        }
    }
}

/// The slips of `hand` (as typed: its cards are counted here) in game `log`.
pub fn slips(log: &GameLog, hand: &Hand) -> Vec<Slip> {
    let Ok(rules) = log.rules() else {
        return Vec::new();
    };
    let Ok(counted) = count_cards(rules, hand) else {
        return Vec::new();
    };
    let mut found = partner_holds_cards(log, rules, &counted);
    found.extend(melded_below_minimum(log, &counted));
    found
}

/// A side that gave its cards in hand apart (or none: it went out) whose melded card
/// points are fewer than its initial-meld minimum for this hand (the log's next one).
fn melded_below_minimum(log: &GameLog, counted: &Hand) -> Vec<Slip> {
    let Ok(report) = crate::core::ledger::replay(log) else {
        return Vec::new();
    };
    counted
        .results
        .iter()
        .filter_map(|(side, r)| {
            let minimum = *report.next_minimum.get_by_name(side)?;
            let concealed = matches!(
                r.went_out,
                Some(WentOut::Concealed | WentOut::HandCanasta | WentOut::Special)
            );
            let cards_alone = r.went_out.is_some() || r.in_hand != 0;
            (!concealed && cards_alone && r.melded > 0 && r.melded < minimum).then(|| {
                Slip::MeldedBelowMinimum {
                    side: side.clone(),
                    melded: r.melded,
                    minimum,
                }
            })
        })
        .collect()
}

/// Four-handed (or more): the side that went out with nothing in hand, where another
/// side's cards in hand are given apart.
fn partner_holds_cards(
    log: &GameLog,
    rules: &crate::core::rules::Rules,
    counted: &Hand,
) -> Vec<Slip> {
    let players_per_side = match rules.seating {
        crate::core::rules::Seating::Partnerships {
            players_per_side, ..
        } => players_per_side as usize,
        // Three-handed: each line is one player's, or a pair's of the hand (whose own
        // cards in hand are typed on their own lines).
        crate::core::rules::Seating::LoneAgainstPartnership { .. } => 1,
    };
    if players_per_side < 2 || !rules.in_hand_counts {
        return Vec::new();
    }
    let gave_hand = |r: &crate::core::hand::SideResult| {
        r.in_hand != 0
            || r.black_threes_in_hand != 0
            || r.hands.iter().any(|h| !h.trim().is_empty())
    };
    counted
        .results
        .iter()
        .filter(|(side, r)| {
            // A special hand scores only its points (American): nothing in hand counts.
            matches!(r.went_out, Some(w) if w != WentOut::Special)
                && !gave_hand(r)
                // Another side's cards in hand given apart: this table counts them.
                && counted
                    .results
                    .iter()
                    .any(|(other, o)| other != *side && gave_hand(o))
        })
        .map(|(side, _)| Slip::PartnerHoldsCards {
            side: side.clone(),
            // A hand does not say which player went out, so the partner is never
            // singled out yet; the side's players are named instead.
            partner: None,
            players: log
                .sides
                .iter()
                .find(|s| s.name == *side)
                .map(|s| s.players.clone())
                .unwrap_or_default(),
            partners: players_per_side - 1,
        })
        .collect()
}

/// `hand` with the answer to `slip` (table mode's answer to its question): the points in
/// hand the partner holds, as the side's points in hand; or the side's melded points.
pub fn answer_slip(hand: &Hand, slip: &Slip, points: Points) -> Hand {
    let mut hand = hand.clone();
    if let Some(r) = hand.results.get_mut(slip.side()) {
        match slip {
            Slip::PartnerHoldsCards { .. } => r.in_hand = points,
            Slip::MeldedBelowMinimum { .. } => r.melded = points,
        }
    }
    hand
}
