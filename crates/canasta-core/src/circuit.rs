//! A circuit: a season of events (a summer tour's stages, a club championship, a
//! federation's regional ranking) whose standings add up each pair's and each player's
//! results over the events (issue 46, item 4), as the Sicilian Summer Tour's site does
//! (research tournaments.md §1.7, §6.1): victory points summed, then match points, then
//! attendance; a player's own line sums the results of every pair they played in,
//! whoever their partner; the finalists by the rule the circuit names.
//!
//! Pure: each stage's checked results in, the circuit's standings out.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::results::Results;
use crate::rules::Points;

/// The circuit's own file (`circuit.yaml` in its folder): its name and its finalists.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CircuitRules {
    pub name: String,
    /// Who goes to the final, if the circuit has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finalists: Option<Finalists>,
}

/// How the finalists are found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finalists {
    pub rule: FinalistRule,
    /// `per_stage`: the first `top` of each stage; `overall`: the first `top` of the
    /// circuit's standings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top: Option<u32>,
    /// `per_stage` only: the first `share` per cent of each stage's entrants (rounded up).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share: Option<u32>,
    /// And at least this many stages played (attendance).
    #[serde(default)]
    pub min_stages: u32,
}

/// Top of a stage, or top of the circuit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinalistRule {
    PerStage,
    Overall,
}

/// A circuit's rules the referee refuses, as facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesRefused {
    /// `per_stage` with neither `top` nor `share`, or `overall` without `top`.
    NoCut { rule: FinalistRule },
    /// A share over 100 per cent.
    Share { share: u32 },
}

impl CircuitRules {
    /// The rules as they may be used.
    pub fn check(&self) -> Result<(), RulesRefused> {
        let Some(f) = &self.finalists else {
            return Ok(());
        };
        if let Some(share) = f.share.filter(|s| *s > 100) {
            return Err(RulesRefused::Share { share });
        }
        let cut = match f.rule {
            FinalistRule::PerStage => f.top.is_some() || f.share.is_some(),
            FinalistRule::Overall => f.top.is_some(),
        };
        if cut {
            Ok(())
        } else {
            Err(RulesRefused::NoCut { rule: f.rule })
        }
    }
}

/// One stage as the circuit counts it: its name, its day, and each entrant's line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StageLine {
    /// The entrant's name at that stage, and its players.
    pub name: String,
    pub players: Vec<String>,
    /// Each player's member number, where the club gave one (in `players`' order).
    #[serde(skip)]
    pub members: Vec<Option<String>>,
    pub rank: u32,
    pub vp: Points,
    pub mp: Points,
}

/// A stage: an event's name, its day, and its standings' lines (every group's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Stage {
    pub name: String,
    pub date: Option<String>,
    /// Where it came from (its file's name).
    pub file: String,
    pub lines: Vec<StageLine>,
    /// How many entrants its cut is a share of (a group's, for an event with groups: the
    /// largest group's).
    pub entrants: usize,
    /// What the event is, whatever its file (its caller's fingerprint: one event in two
    /// files is counted once).
    #[serde(skip)]
    pub print: String,
}

/// The stage of a checked results file (its final standings, every group's).
pub fn stage_of(file: &str, results: &Results) -> Stage {
    let players_of = |entrant: u32| -> Vec<(String, Option<String>)> {
        results
            .entrants
            .iter()
            .find(|e| e.number == entrant)
            .map(|e| {
                e.players
                    .iter()
                    .map(|p| (p.name.clone(), p.member.clone()))
                    .collect()
            })
            .unwrap_or_default()
    };
    let lines = results
        .standings
        .iter()
        .flat_map(|s| &s.rows)
        .map(|r| {
            let (players, members) = players_of(r.entrant).into_iter().unzip();
            StageLine {
                name: r.name.clone(),
                players,
                members,
                rank: r.rank,
                vp: r.vp,
                mp: r.mp,
            }
        })
        .collect();
    Stage {
        name: results.event.name.clone(),
        date: results.event.date.clone(),
        file: file.to_string(),
        lines,
        entrants: results
            .standings
            .iter()
            .map(|s| s.rows.len())
            .max()
            .unwrap_or(0),
        print: String::new(),
    }
}

/// One line of the circuit's standings: a pair (its players) or a player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CircuitLine {
    pub rank: u32,
    /// The pair's name at its last stage, or the player's.
    pub name: String,
    /// The pair's players (the player alone, for a player's line).
    pub players: Vec<String>,
    pub vp: Points,
    pub mp: Points,
    /// Stages played.
    pub stages: u32,
    /// Each stage's rank and victory points, in the stages' order (none: not there).
    pub per_stage: Vec<Option<(u32, Points)>>,
    pub finalist: bool,
}

/// The circuit's standings: its stages, its pairs and its players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Circuit {
    pub name: String,
    pub stages: Vec<StageInfo>,
    pub pairs: Vec<CircuitLine>,
    pub players: Vec<CircuitLine>,
    /// The finalists' rule, when the circuit has one.
    pub finalists: Option<Finalists>,
}

/// A stage as the circuit's standings name it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StageInfo {
    pub name: String,
    pub date: Option<String>,
    pub file: String,
    pub entrants: usize,
}

/// How a name is known across stages: its words, in lower case (`Ana  Rossi` and `ana
/// rossi` are one player).
fn key(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// How a player is known across stages: by their member number where the club gave one
/// (one person whatever the spelling; two people with one name apart), else by name.
fn player_key(line: &StageLine, at: usize) -> String {
    match line.members.get(at).and_then(Option::as_ref) {
        Some(member) => format!("#{}", key(member)),
        None => key(&line.players[at]),
    }
}

/// A pair is its players, whatever their order or its name; a line without players is
/// its name.
fn pair_key(line: &StageLine) -> String {
    if line.players.is_empty() {
        return key(&line.name);
    }
    let mut players: Vec<String> = (0..line.players.len())
        .map(|at| player_key(line, at))
        .collect();
    players.sort_unstable();
    players.join(" & ")
}

#[derive(Default)]
struct Tally {
    name: String,
    players: Vec<String>,
    vp: Points,
    mp: Points,
    stages: u32,
    per_stage: Vec<Option<(u32, Points)>>,
    /// Made the cut of at least one stage.
    cut: bool,
}

/// The circuit's standings over `stages` (in the order given: the season's).
pub fn standings(rules: &CircuitRules, stages: &[Stage]) -> Circuit {
    let mut pairs: BTreeMap<String, Tally> = BTreeMap::new();
    let mut players: BTreeMap<String, Tally> = BTreeMap::new();
    let n = stages.len();
    for (at, stage) in stages.iter().enumerate() {
        let cut = stage_cut(rules, stage);
        for line in &stage.lines {
            let in_cut = cut.is_some_and(|c| line.rank <= c);
            let add = |tally: &mut Tally, name: &str, members: Vec<String>| {
                if tally.per_stage.is_empty() {
                    tally.per_stage = vec![None; n];
                }
                tally.name = name.to_string();
                tally.players = members;
                tally.vp = tally.vp.saturating_add(line.vp);
                tally.mp = tally.mp.saturating_add(line.mp);
                tally.stages += 1;
                tally.per_stage[at] = Some((line.rank, line.vp));
                tally.cut |= in_cut;
            };
            // A line of one player (an individual event's) is that player's alone: it
            // counts among the players, not the pairs.
            if line.players.len() != 1 {
                add(
                    pairs.entry(pair_key(line)).or_default(),
                    &line.name,
                    line.players.clone(),
                );
            }
            for (at, player) in line.players.iter().enumerate() {
                add(
                    players.entry(player_key(line, at)).or_default(),
                    player,
                    vec![player.clone()],
                );
            }
        }
    }
    Circuit {
        name: rules.name.clone(),
        stages: stages
            .iter()
            .map(|s| StageInfo {
                name: s.name.clone(),
                date: s.date.clone(),
                file: s.file.clone(),
                entrants: s.entrants,
            })
            .collect(),
        pairs: ranked(rules, pairs.into_values().collect()),
        players: ranked(rules, players.into_values().collect()),
        finalists: rules.finalists.clone(),
    }
}

/// The last rank of a stage that makes its cut (`per_stage` finalists), if the circuit
/// has one: `top`, or `share` per cent of its entrants rounded up (the larger of the two
/// when both are given).
fn stage_cut(rules: &CircuitRules, stage: &Stage) -> Option<u32> {
    let f = rules.finalists.as_ref()?;
    if f.rule != FinalistRule::PerStage {
        return None;
    }
    let entrants = u32::try_from(stage.entrants).unwrap_or(u32::MAX);
    let by_share = f.share.map(|s| (entrants.saturating_mul(s)).div_ceil(100));
    f.top.max(by_share)
}

/// Lines ranked by victory points, then match points, then stages played (the Summer
/// Tour's order); lines level on all three share a rank; the finalists marked.
fn ranked(rules: &CircuitRules, mut tallies: Vec<Tally>) -> Vec<CircuitLine> {
    crate::order::sort_by(&mut tallies, |a, b| {
        b.vp.cmp(&a.vp)
            .then(b.mp.cmp(&a.mp))
            .then(b.stages.cmp(&a.stages))
            .then_with(|| a.name.cmp(&b.name))
    });
    let mut lines: Vec<CircuitLine> = Vec::with_capacity(tallies.len());
    for (at, t) in tallies.iter().enumerate() {
        let level = at > 0 && {
            let p = &tallies[at - 1];
            (p.vp, p.mp, p.stages) == (t.vp, t.mp, t.stages)
        };
        let rank = match lines.last() {
            Some(last) if level => last.rank,
            _ => u32::try_from(at + 1).unwrap_or(u32::MAX),
        };
        lines.push(CircuitLine {
            rank,
            name: t.name.clone(),
            players: t.players.clone(),
            vp: t.vp,
            mp: t.mp,
            stages: t.stages,
            per_stage: t.per_stage.clone(),
            finalist: false,
        });
    }
    if let Some(f) = &rules.finalists {
        let enough = |l: &CircuitLine| l.stages >= f.min_stages;
        match f.rule {
            FinalistRule::PerStage => {
                for (line, tally) in lines.iter_mut().zip(&tallies) {
                    line.finalist = tally.cut && enough(line);
                }
            }
            FinalistRule::Overall => {
                let top = usize::try_from(f.top.unwrap_or(0)).unwrap_or(usize::MAX);
                // The first `top` of those who played enough stages (a line level with
                // the last one in goes too).
                let mut taken = 0;
                let mut last_rank = None;
                for line in lines.iter_mut().filter(|l| enough(l)) {
                    if taken < top || last_rank == Some(line.rank) {
                        line.finalist = true;
                        taken += 1;
                        last_rank = Some(line.rank);
                    }
                }
            }
        }
    }
    lines
}

#[cfg(test)]
#[path = "circuit_tests.rs"]
mod tests;
