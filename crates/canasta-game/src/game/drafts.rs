//! Drafts: the hand being typed, kept after every line beside the games, one per typist
//! (`drafts/ID.TYPIST.yaml`: the terminal's, each phone's), offered again after Ctrl-C,
//! a closed terminal or a reload, and forgotten once saved. A draft belongs to the front
//! end typing it: no other front end's save removes it or takes it over. It carries the
//! typing id the hand was given when its typing began, which the save records with the
//! hand, so the same typing is never saved twice.

use super::Result;

use crate::core::hand::Hand;
use crate::core::ledger::{GameLog, Report};
use crate::core::line::LineWords;
use crate::store::Store;

use super::Held;

/// The typist name of table mode (the terminal): its drafts are `drafts/ID.terminal.yaml`.
pub const TERMINAL: &str = "terminal";

/// A hand being typed, kept after every line so that Ctrl-C, a closed terminal or a
/// reload loses nothing typed. It lives beside the games, never in the game file, and is
/// never a hand of the game until it is saved as one.
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
    /// The typing id given to the hand when its typing began (saved with the hand).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

/// Keep the hand `typist` is typing for game `id`.
pub fn keep_draft(store: &Store, id: &str, typist: &str, draft: &Draft) -> Result<()> {
    Ok(store.save_draft(id, typist, &serde_yaml::to_string(draft)?)?)
}

/// The draft `typist` kept for the next hand of `held`, if there is one that still fits
/// the game (a draft for another hand, or one that no longer reads, is forgotten).
pub fn draft(store: &Store, held: &Held, typist: &str) -> Option<Draft> {
    let text = store.load_draft(&held.id, typist)?;
    let units = held.log.units();
    let fits = |d: &Draft| {
        d.number == held.report.hands.len() + 1
            && !held.report.finished
            && d.typed.results.keys().all(|u| units.contains(u))
            // Its typing saved already (the answer was lost): nothing left to finish.
            && d.id.as_deref().is_none_or(|t| super::typed_hand(&held.log, t).is_none())
    };
    match crate::core::yaml_read::read::<Draft>(&text) {
        Ok(d) if fits(&d) => Some(d),
        _ => {
            store.remove_draft(&held.id, typist);
            None
        }
    }
}

/// Forget `typist`'s draft of game `id`.
pub fn drop_draft(store: &Store, id: &str, typist: &str) {
    store.remove_draft(id, typist);
}

/// The draft `typist` kept for the next hand of game `id` (whose report is `report`), if
/// there is one for that hand: what the scorer's page offers again after a reload. Unlike
/// [`draft`], nothing is forgotten here (the page only looks).
pub fn web_draft(store: &Store, id: &str, typist: &str, report: &Report) -> Option<Draft> {
    let text = store.load_draft(id, typist)?;
    let d: Draft = crate::core::yaml_read::read(&text).ok()?;
    (d.number == report.hands.len() + 1 && !report.finished).then_some(d)
}

/// What two typings of one hand have in common: the same results (and lone player),
/// whatever their typing ids and notes. Two front ends that typed the same hand.
pub fn same_hand(a: &Hand, b: &Hand) -> bool {
    a.lone == b.lone && a.results == b.results
}

/// The lines `typist` typed on the scorer's page for the next hand of game `id`, under the
/// typing id `hand_id`: the lines as typed, and the hand the leading lines that read make
/// (what table mode would offer again).
#[allow(clippy::too_many_arguments)]
pub fn keep_typed(
    store: &Store,
    id: &str,
    typist: &str,
    hand_id: Option<String>,
    log: &GameLog,
    report: &Report,
    lone: Option<String>,
    lines: &[String],
    words: &LineWords,
) -> Result<()> {
    let typed = typed_hand_of(log, lone, lines, words)?;
    let answered = typed.1;
    keep_draft(
        store,
        id,
        typist,
        &Draft {
            number: report.hands.len() + 1,
            answered,
            typed: typed.0,
            lines: lines
                .iter()
                .map(|l| crate::core::text::printable(l, 200))
                .collect(),
            id: hand_id,
        },
    )
}

/// The hand the leading lines that read make, and how many lines that is.
pub fn typed_hand_of(
    log: &GameLog,
    lone: Option<String>,
    lines: &[String],
    words: &LineWords,
) -> Result<(Hand, usize)> {
    let rules = log.rules()?;
    let units = log.units();
    let base = Hand {
        lone,
        ..Hand::default()
    };
    let asked = super::lines_asked(rules, &units, base.lone.as_deref());
    let verdicts = super::check_lines(rules, words, &units, &base, &asked, lines);
    let answers: Vec<Option<crate::core::hand::SideResult>> = verdicts
        .into_iter()
        .map_while(|v| match v {
            super::LineVerdict::Read(r) => Some(Some(*r)),
            _ => None,
        })
        .collect();
    let answered = answers.len();
    Ok((
        super::hand_of(&base, &units, &asked[..answered], &answers),
        answered,
    ))
}
