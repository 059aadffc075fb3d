//! Drafts: the hand being typed in table mode, kept after every line beside the games
//! (`drafts/ID.yaml`), offered again after Ctrl-C or a closed terminal, carried onto the
//! game as it is now when a save found it changed from elsewhere, and forgotten once saved.

use anyhow::Result;

use crate::core::line::LineWords;
use crate::hand::Hand;
use crate::ledger::{GameLog, Report};
use crate::store::Store;

use super::Held;

/// A hand being typed in table mode, kept after every line so that Ctrl-C or a closed
/// terminal loses nothing typed. It lives beside the games (`drafts/ID.yaml`), never in
/// the game file, and is never a hand of the game until it is saved as one.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draft {
    /// The number of the hand being typed (1 is the first).
    pub number: usize,
    /// How many of the hand's lines were answered, in the order they are asked.
    pub answered: usize,
    /// The hand those lines make.
    pub typed: Hand,
    /// The lines as typed on the scorer's page, read or not yet (a line half typed is kept
    /// as it is); table mode keeps none (its lines are `typed`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<String>,
}

/// Keep the hand being typed for game `id`.
pub fn keep_draft(store: &Store, id: &str, draft: &Draft) -> Result<()> {
    store.save_draft(id, &serde_yaml::to_string(draft)?)
}

/// The draft kept for the next hand of `held`, if there is one that still fits the game
/// (a draft for another hand, or one that no longer reads, is forgotten).
pub fn draft(store: &Store, held: &Held) -> Option<Draft> {
    let text = store.load_draft(&held.id)?;
    let units = held.log.units();
    let fits = |d: &Draft| {
        d.number == held.report.hands.len() + 1
            && !held.report.finished
            && d.typed.results.keys().all(|u| units.contains(u))
    };
    match serde_yaml::from_str::<Draft>(&text) {
        Ok(d) if fits(&d) => Some(d),
        _ => {
            store.remove_draft(&held.id);
            None
        }
    }
}

/// The hand typed for `held` whose save found the game changed from elsewhere: kept as
/// the draft of the game's next hand as it is now, to be offered again on top of it.
/// `None` when it cannot go on this game any more (the game ended, or its sides changed);
/// the draft is then forgotten.
pub fn carry_draft(store: &Store, held: &Held) -> Option<Draft> {
    let text = store.load_draft(&held.id)?;
    let units = held.log.units();
    match serde_yaml::from_str::<Draft>(&text) {
        Ok(mut d) if !held.report.finished && d.typed.results.keys().all(|u| units.contains(u)) => {
            d.number = held.report.hands.len() + 1;
            keep_draft(store, &held.id, &d).ok()?;
            Some(d)
        }
        _ => {
            store.remove_draft(&held.id);
            None
        }
    }
}

/// Forget the draft of game `id`.
pub fn drop_draft(store: &Store, id: &str) {
    store.remove_draft(id);
}

/// The draft kept for the next hand of game `id` (whose report is `report`), if there is
/// one for that hand: what the scorer's page offers again after a reload. Unlike
/// [`draft`], nothing is forgotten here (the page only looks).
pub fn web_draft(store: &Store, id: &str, report: &Report) -> Option<Draft> {
    let text = store.load_draft(id)?;
    let d: Draft = serde_yaml::from_str(&text).ok()?;
    (d.number == report.hands.len() + 1 && !report.finished).then_some(d)
}

/// Keep the lines typed on the scorer's page for the next hand of game `id`: the lines as
/// typed, and the hand the leading lines that read make (what table mode offers again).
pub fn keep_typed(
    store: &Store,
    id: &str,
    log: &GameLog,
    report: &Report,
    lone: Option<String>,
    lines: &[String],
    words: &LineWords,
) -> Result<()> {
    let rules = log.rules()?;
    let units = log.units();
    let base = Hand {
        lone,
        ..Hand::default()
    };
    let asked = super::lines_asked(rules, &units, base.lone.as_deref());
    let verdicts = super::check_lines(rules, words, &units, &base, &asked, lines);
    let answers: Vec<Option<crate::hand::SideResult>> = verdicts
        .into_iter()
        .map_while(|v| match v {
            super::LineVerdict::Read(r) => Some(Some(*r)),
            _ => None,
        })
        .collect();
    let answered = answers.len();
    let typed = super::hand_of(&base, &units, &asked[..answered], &answers);
    keep_draft(
        store,
        id,
        &Draft {
            number: report.hands.len() + 1,
            answered,
            typed,
            lines: lines
                .iter()
                .map(|l| crate::core::text::printable(l, 200))
                .collect(),
        },
    )
}
