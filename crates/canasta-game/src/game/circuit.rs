//! A circuit over a folder of events (issue 46, item 4): each event a results file (any
//! club's: its standings worked out again from its tables) or a night exported from this
//! program (`tournament export`: its tables' games replayed, and its standings worked out
//! from them), refused naming the file when it does not add up; then the circuit's
//! standings of pairs and of players (`core::circuit`). The folder is the command line's
//! to read: this layer is given each file's name and text.

use std::collections::{BTreeMap, HashMap};

use crate::core::circuit::{self, Circuit, CircuitRules, RulesRefused, Stage};
use crate::core::ledger::{LedgerError, LogError, parse_log, replay};
use crate::core::results::{self, Extra, Results, ResultsRefused};
use crate::core::tournament::{self, Event, RoundState};
use crate::game::Result;
use crate::store::Store;
use crate::store::catalog::Catalog;

/// A circuit refused, as facts.
#[derive(Debug, Clone, PartialEq)]
pub enum CircuitRefused {
    /// The folder holds no event.
    NoStages,
    /// `circuit.yaml` does not read (the YAML reader's words).
    Rules { why: String },
    /// `circuit.yaml` reads but cannot be used.
    RulesCheck(RulesRefused),
    /// Two files of the folder are one event (a copy, or a night as a results file and
    /// as a whole export).
    SameEvent { file: String, same_as: String },
    /// An event of the folder refused: its file, and why.
    Stage { file: String, why: StageRefused },
}

/// Why one event of a circuit is refused.
#[derive(Debug, Clone, PartialEq)]
pub enum StageRefused {
    /// A results file that does not read as one.
    Unreadable(super::tournament::Unreadable),
    /// One table's game, not an event.
    AGame,
    /// An event not over: a round not closed, or a game not finished (its first).
    NotOver {
        round: u32,
    },
    /// A results file whose standings are not what its tables add up to.
    Results(ResultsRefused),
    /// A night's export whose first document is no event (the YAML reader's words).
    NotAnEvent {
        why: String,
    },
    /// A table's game of a night's export that does not read, or does not add up.
    Log {
        game: String,
        why: Box<LogError>,
    },
    Ledger {
        game: String,
        why: Box<LedgerError>,
    },
}

fn refused(file: &str, why: StageRefused) -> crate::game::Error {
    super::tournament::TournamentRefused::Circuit(CircuitRefused::Stage {
        file: file.to_string(),
        why,
    })
    .into()
}

/// The circuit of the events `files` ((file name, text), in any order: the stages are
/// put in the order of their days, then of their files' names), under the rules of
/// `rules` (`circuit.yaml`'s text; none: named `name`, no finalists). `day`: the day a
/// time kept in UTC falls on where the circuit is read (a night's first round).
pub fn circuit(
    store: &Store,
    name: &str,
    rules: Option<&str>,
    files: &[(String, String)],
    day: &(dyn Fn(&str) -> String + Sync),
) -> Result<Circuit> {
    let rules = match rules {
        Some(text) => crate::core::yaml_read::read::<CircuitRules>(text).map_err(|e| {
            super::tournament::TournamentRefused::Circuit(CircuitRefused::Rules {
                why: e.to_string(),
            })
        })?,
        None => CircuitRules {
            name: name.to_string(),
            finalists: None,
        },
    };
    rules.check().map_err(|e| {
        super::tournament::TournamentRefused::Circuit(CircuitRefused::RulesCheck(e))
    })?;
    if files.is_empty() {
        return Err(super::tournament::TournamentRefused::Circuit(CircuitRefused::NoStages).into());
    }
    // Each event read (and a whole night's games replayed) on every core; the first
    // refused, in the files' order, is the one named.
    let catalog = store.catalog();
    let read =
        crate::store::files::on_every_core(files, |(file, text)| stage(catalog, file, text, day));
    let mut stages: Vec<Stage> = Vec::with_capacity(files.len());
    for one in read {
        let stage = one?;
        if let Some(same) = stages.iter().find(|s| s.print == stage.print) {
            return Err(
                super::tournament::TournamentRefused::Circuit(CircuitRefused::SameEvent {
                    file: stage.file.clone(),
                    same_as: same.file.clone(),
                })
                .into(),
            );
        }
        stages.push(stage);
    }
    crate::core::order::sort_by(&mut stages, |a, b| {
        a.date.cmp(&b.date).then_with(|| a.file.cmp(&b.file))
    });
    Ok(circuit::standings(&rules, &stages))
}

/// One event of a circuit: a results file checked, or a night's export replayed.
pub fn stage(
    catalog: &Catalog,
    file: &str,
    text: &str,
    day: &(dyn Fn(&str) -> String + Sync),
) -> Result<Stage> {
    let results = if text.trim_start().starts_with('{') || text.trim().is_empty() {
        let read = super::tournament::parse_results(text)
            .map_err(|e| refused(file, StageRefused::Unreadable(e)))?;
        let table = super::tournament::victory_table(catalog, &read);
        results::check(&read, table.as_deref())
            .map_err(|e| refused(file, StageRefused::Results(e)))?;
        read
    } else {
        replayed(catalog, file, text, day)?
    };
    // Only a finished event counts in a circuit.
    let open = results.rounds.iter().find(|r| {
        r.state != RoundState::Closed
            || r.tables
                .iter()
                .any(|t| !t.finished && t.ns_points.is_some())
    });
    if let Some(round) = open {
        return Err(refused(
            file,
            StageRefused::NotOver {
                round: round.number,
            },
        ));
    }
    let mut stage = circuit::stage_of(file, &results);
    stage.print = print(&results);
    Ok(stage)
}

/// What an event is, whatever its file: its name, day, entrants and tables, hashed (the
/// same night as a results file and as a whole export, or a file copied, is one event).
fn print(results: &Results) -> String {
    use sha2::Digest;
    let entrants: Vec<(&String, Vec<&String>)> = results
        .entrants
        .iter()
        .map(|e| (&e.name, e.players.iter().map(|p| &p.name).collect()))
        .collect();
    let tables: Vec<Vec<_>> = results
        .rounds
        .iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| (t.table, t.ns, t.ew, t.ns_points, t.ew_points))
                .collect()
        })
        .collect();
    let what = serde_json::json!([results.event.name, results.event.date, entrants, tables]);
    let digest = sha2::Sha256::digest(what.to_string().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A night as `tournament export` writes it (the event, then each table's game after a
/// `# game ID` line), its games replayed and its standings worked out from them.
fn replayed(
    catalog: &Catalog,
    file: &str,
    text: &str,
    day: &(dyn Fn(&str) -> String + Sync),
) -> Result<Results> {
    let mut documents = text.split("\n---\n");
    let first = documents.next().unwrap_or_default();
    // A table's game (a game log begins `schema:`) rather than a night.
    if first.lines().any(|l| l.starts_with("schema:")) {
        return Err(refused(file, StageRefused::AGame));
    }
    let event: Event = crate::core::yaml_read::read(first)
        .map_err(|e| refused(file, StageRefused::NotAnEvent { why: e.to_string() }))?;
    let games: HashMap<&str, &str> = documents
        .filter_map(|doc| {
            let (head, rest) = doc.split_once('\n')?;
            Some((head.trim().strip_prefix("# game ")?.trim(), rest))
        })
        .collect();
    let resolve = |variant: &str| catalog.resolve_name(variant).ok();
    // Every game of a night carries the same rules (its preset's snapshot, word for word):
    // read once, then each game read without them.
    let mut shared: Option<(String, crate::core::rules::Rules)> = None;
    let mut tables = BTreeMap::new();
    for round in event
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Drafted)
    {
        for (table, id) in &round.games {
            let Some(game) = games.get(id.as_str()) else {
                continue;
            };
            let known = shared
                .as_ref()
                .and_then(|(block, rules)| Some((without_block(game, block)?, rules)));
            let parsed = match known {
                Some((rest, rules)) => parse_log(&rest, &|_| Some(rules.clone())),
                None => parse_log(game, &resolve),
            };
            if shared.is_none()
                && let (Ok(log), Some(block)) = (&parsed, rules_block(game))
                && let Some(rules) = &log.rules
            {
                shared = Some((block.to_string(), rules.clone()));
            }
            let log = parsed.map_err(|e| {
                refused(
                    file,
                    StageRefused::Log {
                        game: id.clone(),
                        why: Box::new(e),
                    },
                )
            })?;
            let report = replay(&log).map_err(|e| {
                refused(
                    file,
                    StageRefused::Ledger {
                        game: id.clone(),
                        why: Box::new(e),
                    },
                )
            })?;
            if let Some(result) = super::tournament::result_of(&log, &report) {
                tables.insert((round.number, *table), result);
            }
        }
    }
    let mut standings = tournament::group_standings(&event, &tables, 1, None);
    let victory_points = match resolve(&event.variant) {
        Some(rules) => !rules.victory_points.is_empty(),
        None => tables.values().any(|t| t.vp.is_some()),
    };
    for s in &mut standings {
        s.victory_points = victory_points;
    }
    let extra = Extra {
        date: super::tournament::first_published(&event).map(day),
        ..Extra::default()
    };
    Ok(results::results_of(&event, &tables, &standings, &extra))
}

/// A game log's one top-level `rules:` block (its line and the indented lines under it),
/// as written; none when it has no such block or more than one.
fn rules_block(game: &str) -> Option<&str> {
    let mut at = None;
    let mut offset = 0;
    for line in game.split_inclusive('\n') {
        if line.starts_with("rules:") {
            if at.is_some() {
                return None;
            }
            at = Some(offset);
        }
        offset += line.len();
    }
    let start = at?;
    let mut end = start;
    for (i, line) in game[start..].split_inclusive('\n').enumerate() {
        if i > 0 && !line.starts_with([' ', '\t']) {
            break;
        }
        end += line.len();
    }
    Some(&game[start..end])
}

/// `game` without its `rules:` block, when that block is `block` word for word.
fn without_block(game: &str, block: &str) -> Option<String> {
    let found = rules_block(game)?;
    (found == block).then(|| {
        let start = found.as_ptr() as usize - game.as_ptr() as usize;
        format!("{}{}", &game[..start], &game[start + found.len()..])
    })
}

#[cfg(test)]
mod tests {
    use super::{rules_block, without_block};

    const GAME: &str = "schema: 2\nvariant: v\nrules:\n  name: v\n  seating:\n    kind: p\n  initial_meld:\n  - from: null\nsides:\n- name: A\n";

    #[test]
    fn a_games_rules_block_is_its_indented_lines() {
        assert_eq!(
            rules_block(GAME),
            Some("rules:\n  name: v\n  seating:\n    kind: p\n  initial_meld:\n  - from: null\n")
        );
        let block = rules_block(GAME).expect("a block");
        assert_eq!(
            without_block(GAME, block).as_deref(),
            Some("schema: 2\nvariant: v\nsides:\n- name: A\n")
        );
        // Other rules (a house rule at one table): read in full.
        let other = GAME.replace("name: v\n  seating", "name: w\n  seating");
        assert_eq!(without_block(&other, block), None);
        // Two `rules:` keys: nothing taken out (the reader refuses the key given twice).
        let twice = format!("{GAME}rules:\n  name: v\n");
        assert_eq!(rules_block(&twice), None);
        // None at all, or at the end of the text.
        assert_eq!(rules_block("schema: 2\n"), None);
        assert_eq!(
            rules_block("a: 1\nrules: {name: v}"),
            Some("rules: {name: v}")
        );
    }
}
