//! Matches: a series of games between the same sides, won by the first side to win N
//! games, or after a fixed number of games (the most wins; points break a tie). A match is
//! a small file in the data folder (`matches/NAME.yaml`: its rule and its games' ids); its
//! standing is always worked out from the games themselves.

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use crate::ledger::Report;
use crate::rules::Points;

/// A match as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Match {
    pub name: String,
    /// The first side to win this many games wins the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_to: Option<u32>,
    /// Or: the match is this many games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games_to_play: Option<u32>,
    /// The games' ids, in the order played.
    #[serde(default)]
    pub games: Vec<String>,
}

/// A match's standing, from its games' reports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub name: String,
    /// Games won by each side (every side of the match's games).
    pub won: IndexMap<String, u32>,
    /// Each side's points: the sum of its final totals.
    pub points: IndexMap<String, Points>,
    /// Each side's victory points, summed over the finished games that give them (a
    /// preset's `victory_points`); empty when none does.
    /// In seat order of the first game, written as a map like `points` (kept as a list: a
    /// standing travels inside a refusal, which stays small).
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "as_map")]
    pub victory_points: Vec<(String, Points)>,
    /// Games finished, and games still in play.
    pub finished: u32,
    pub in_play: u32,
    /// The side that won the match, once it is decided.
    pub winner: Option<String>,
    pub first_to: Option<u32>,
    pub games_to_play: Option<u32>,
}

impl Match {
    /// The standing after `reports` (the match's games, in order).
    pub fn standing(&self, reports: &[&Report]) -> Standing {
        let mut won: IndexMap<String, u32> = IndexMap::new();
        let mut points: IndexMap<String, Points> = IndexMap::new();
        let mut victory_points: Vec<(String, Points)> = Vec::new();
        let (mut finished, mut in_play) = (0, 0);
        for r in reports {
            for (s, side) in r.named_sides() {
                won.entry(side.to_string()).or_default();
                *points.entry(side.to_string()).or_default() += r.total(s);
            }
            if r.finished {
                finished += 1;
                for (side, vp) in r.victory_points.iter().flat_map(|vp| vp.iter()) {
                    match victory_points.iter_mut().find(|(s, _)| s == side) {
                        Some((_, sum)) => *sum += vp,
                        None => victory_points.push((side.to_string(), *vp)),
                    }
                }
                // A game of victory points whose sides got equal points (10-10) is a draw
                // in a tournament, whoever has the more match points.
                let vp_draw = r.victory_points.as_ref().is_some_and(|vp| {
                    let mut v = vp.iter().map(|(_, p)| *p);
                    v.next().is_some_and(|first| v.all(|p| p == first))
                });
                if let Some(w) = r.winner.as_ref().filter(|_| !vp_draw) {
                    *won.entry(w.clone()).or_default() += 1;
                }
            } else {
                in_play += 1;
            }
        }
        let top = won.values().copied().max().unwrap_or(0);
        let leaders: Vec<&String> = won
            .iter()
            .filter(|(_, w)| **w == top)
            .map(|(s, _)| s)
            .collect();
        let winner = match (self.first_to, self.games_to_play) {
            (Some(n), _) if top >= n && leaders.len() == 1 => Some(leaders[0].clone()),
            // A tournament's games (victory points): the most victory points, then the
            // most match points (research burraco.md §8, [PLAYROM]).
            (_, Some(n)) if finished >= n && in_play == 0 && !victory_points.is_empty() => {
                victory_points
                    .iter()
                    .max_by_key(|(s, vp)| (*vp, points.get(s).copied().unwrap_or(0)))
                    .map(|(s, _)| s.clone())
            }
            (_, Some(n)) if finished >= n && in_play == 0 => {
                if leaders.len() == 1 {
                    Some(leaders[0].clone())
                } else {
                    // Equal wins: the most points.
                    leaders
                        .iter()
                        .max_by_key(|s| points.get(**s).copied().unwrap_or(0))
                        .map(|s| (*s).clone())
                }
            }
            _ => None,
        };
        Standing {
            name: self.name.clone(),
            won,
            points,
            victory_points,
            finished,
            in_play,
            winner,
            first_to: self.first_to,
            games_to_play: self.games_to_play,
        }
    }
}

/// A list of (side, value) pairs written as a map from each side to its value.
fn as_map<S: serde::Serializer>(pairs: &[(String, Points)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(pairs.iter().map(|(k, v)| (k, v)))
}
