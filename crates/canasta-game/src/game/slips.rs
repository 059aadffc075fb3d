//! The slips a referee asks about rather than refuses: a hand that can have happened, but
//! most often did not. Facts only (`render` words the question); every front end asks
//! them the same way: the command line warns, table mode asks before "Save it?", the
//! scorer's page shows the question with its check.
//!
//! The one slip so far: four-handed (or more), the side that went out wrote nothing in
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
}

impl Slip {
    /// The side (scoring unit) whose points the question is about.
    pub fn side(&self) -> &str {
        match self {
            Slip::PartnerHoldsCards { side, .. } => side,
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

/// `hand` with the answer to `slip`: the points in hand the partner holds, as the
/// side's points in hand (table mode's answer to its question).
pub fn answer_slip(hand: &Hand, slip: &Slip, in_hand: Points) -> Hand {
    let mut hand = hand.clone();
    if let Some(r) = hand.results.get_mut(slip.side()) {
        r.in_hand = in_hand;
    }
    hand
}
