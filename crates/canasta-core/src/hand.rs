//! What happened in one hand, as the score keeper enters it.
//!
//! These are plain records, exactly as they appear in the game log (`hands:` in the YAML).
//! Nothing here is computed; `score.rs` turns a `Hand` into points. Counts are signed
//! integers on purpose: a typed `-1` must reach the referee and be refused with a message a
//! card player understands, not die in the YAML parser with "expected u32".

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use crate::rules::Points;

/// How a side went out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WentOut {
    /// Went out in the ordinary way.
    Normal,
    /// Melded the whole hand in one turn, including a canasta, without having melded before.
    Concealed,
    /// Went out concealed with a complete canasta of one's own in the hand (Viennese).
    HandCanasta,
    /// Went out with a special hand (American); `special_hand` says which.
    Special,
}

impl WentOut {
    pub fn as_str(self) -> &'static str {
        match self {
            WentOut::Normal => "normal",
            WentOut::Concealed => "concealed",
            WentOut::HandCanasta => "hand_canasta",
            WentOut::Special => "special",
        }
    }
}

/// What became of a side's pot (pozzetto, morto) in a hand, where the form has one. A
/// side's result without it took its pot and played it (the usual case).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pot {
    /// Taken (and played, or its cards counted in hand).
    Taken,
    /// Never taken: nobody on the side emptied the hand.
    NotTaken,
    /// Taken but never played (taken by a closing discard, the hand ended first).
    Unplayed,
}

/// One side's (in three-handed play: one player's) result for a hand.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideResult {
    /// Set on the side that went out, if anybody did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub went_out: Option<WentOut>,
    /// With `went_out: special`: which special hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_hand: Option<String>,
    /// Red threes laid out (declared).
    #[serde(default)]
    pub red_threes: i64,
    /// Black threes laid out, where the variant scores them by count (American).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black_threes: i64,
    /// Black threes left in the side's hands, where the variant charges for them
    /// (Canadian, Bolivia); leave them out of `in_hand`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black_threes_in_hand: i64,
    /// Completed canastas by kind (kind names come from the variant's rules).
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "IndexMap::is_empty"
    )]
    pub canastas: IndexMap<String, i64>,
    /// Point value of all the cards the side melded (canasta cards included, bonuses not).
    #[serde(default)]
    pub melded: Points,
    /// Point value of the cards left in the side's hands, written as a positive number.
    #[serde(default)]
    pub in_hand: Points,
    /// Melds left short of seven cards that carry a penalty (names from the variant).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub incomplete: Vec<String>,
    /// Players holding three or more of a rank at the end, by rank name (`aces`, `sevens`).
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "IndexMap::is_empty"
    )]
    pub holding: IndexMap<String, i64>,
    /// The side's melds written as cards (`KKKKKKK`, `QQ2`); when given, the melded
    /// points, canastas and incomplete melds are worked out from them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<String>,
    /// The cards left in each player's hand, one entry per player; when given, the points
    /// in hand (and held aces and sevens, black threes and red threes in hand) are worked
    /// out from them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hands: Vec<String>,
    /// Penalties by name and how many times each was incurred.
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "IndexMap::is_empty"
    )]
    pub penalties: IndexMap<String, i64>,
    /// Bonuses by name (the variant's, e.g. `exact_cut`) and how many times each was earned.
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "IndexMap::is_empty"
    )]
    pub bonuses: IndexMap<String, i64>,
    /// The pot, where the form has one and the side did not simply take it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pot: Option<Pot>,
}

impl SideResult {
    /// Total canastas of every kind.
    pub fn canasta_count(&self) -> i64 {
        self.canastas.values().sum()
    }
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// One recorded hand: each side's result, keyed by side name (player name in three-handed
/// play), and for three-handed play the lone player.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    /// Three-handed only: the player who played alone this hand (the first to take the
    /// discard pile, or the one who went out if nobody took it). Absent when nobody took the
    /// pile and nobody went out: then each player scores alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lone: Option<String>,
    /// Results by side (or player) name.
    #[serde(deserialize_with = "crate::unique::map")]
    pub results: IndexMap<String, SideResult>,
    /// Free text for the score keeper ("Di forgot a red three").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The id the hand's typing was given when it began (table mode, the scorer's page):
    /// a save whose id is already in the game is that hand saved already, never a second
    /// hand (a lost answer retried, two front ends typing the same hand). Absent for hands
    /// recorded from the command line or written by hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}
