//! A meld of the Burraco family refused (`core::runs::RunRefusal`), in words: the
//! `refusal-run-*` messages of `i18n/<tag>/refusals.ftl`. Ranks are said by their card
//! symbols (`A 3`), as they are typed.

use crate::render::say::Say;
use std::fmt;

use crate::core::runs::{PackRank, RunRefusal};
use crate::tr;

/// Card symbols of ranks, in order: `A 3`.
fn symbols(ranks: &[PackRank]) -> String {
    ranks
        .iter()
        .map(|r| r.symbol())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Say for RunRefusal {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            RunRefusal::WildsOnly => tr!("refusal-run-wilds-only"),
            RunRefusal::TooShort { size, min } => {
                tr!("refusal-run-too-short", size = *size, min = *min)
            }
            RunRefusal::TooLong { size, max } => {
                tr!("refusal-run-too-long", size = *size, max = *max)
            }
            RunRefusal::NoSets => tr!("refusal-run-no-sets"),
            RunRefusal::SetRank { rank, allowed } => tr!(
                "refusal-run-set-rank",
                rank = rank.symbol(),
                allowed = symbols(allowed)
            ),
            RunRefusal::TooManyWilds { wilds, max } => {
                tr!("refusal-run-too-many-wilds", wilds = *wilds, max = *max)
            }
            RunRefusal::NoSuit { card } => tr!("refusal-run-no-suit", card = card.as_str()),
            RunRefusal::MixedSuits => tr!("refusal-run-mixed-suits"),
            RunRefusal::RankTwice { rank } => tr!("refusal-run-rank-twice", rank = rank.symbol()),
            RunRefusal::Gap { missing, wilds } => {
                tr!("refusal-run-gap", missing = *missing, wilds = *wilds)
            }
            RunRefusal::RoundTheCorner => tr!("refusal-run-round-the-corner"),
            RunRefusal::AceLow => tr!("refusal-run-ace-low"),
            RunRefusal::AceHigh => tr!("refusal-run-ace-high"),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::core::runs::{PackRank, RunRefusal};
    use crate::render::i18n::{Lang, in_language};
    use crate::render::say::Say;

    #[test]
    fn run_refusals_in_words() {
        let set = RunRefusal::SetRank {
            rank: PackRank::Five,
            allowed: vec![PackRank::Ace, PackRank::Three],
        };
        assert_eq!(
            set.said(),
            "a set of 5s is not allowed here; sets are made only of A 3"
        );
        assert_eq!(
            RunRefusal::TooManyWilds { wilds: 2, max: 1 }.said(),
            "a meld holds at most one wild card (a two of the run's suit in its own place is natural); this one has 2"
        );
        assert_eq!(
            RunRefusal::Gap {
                missing: 3,
                wilds: 1
            }
            .said(),
            "a run is consecutive cards of one suit; this one lacks 3 cards between its lowest and highest card, with 1 wild card to fill them"
        );
        assert_eq!(
            RunRefusal::RoundTheCorner.said(),
            "a run never goes round the corner (K A 2): the ace is low (A 2 3) or high (Q K A)"
        );
        in_language(Lang::It, || {
            assert_eq!(
                RunRefusal::RoundTheCorner.said(),
                "una scala non gira dopo l'asso (K A 2): l'asso è basso (A 2 3) o alto (Q K A)"
            );
        });
        in_language(Lang::Es, || {
            assert_eq!(
                RunRefusal::Gap {
                    missing: 1,
                    wilds: 0
                }
                .said(),
                "una escalera son cartas seguidas de un palo; a esta le falta una carta entre su carta más baja y la más alta, con 0 comodines para llenarlas"
            );
        });
        in_language(Lang::De, || {
            assert_eq!(
                RunRefusal::NoSets.said(),
                "dieses Spiel kennt keine Sätze (Karten eines Rangs); eine Meldung ist eine Folge einer Farbe"
            );
        });
        in_language(Lang::PtBr, || {
            assert_eq!(set.said(), "não vale trinca de 5; as trincas são só de A 3");
        });
    }
}
