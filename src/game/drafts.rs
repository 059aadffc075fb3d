//! Drafts: the hand being typed in table mode, kept after every line beside the games
//! (`drafts/ID.yaml`), offered again after Ctrl-C or a closed terminal, carried onto the
//! game as it is now when a save found it changed from elsewhere, and forgotten once saved.

use anyhow::Result;

use crate::hand::Hand;
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
