//! A hand's flags and lines, as the game layer's edits.

use super::args::HandFlags;
use crate::game::HandEdits;

/// The hand flags as the game layer's edits. `--natural` and `--mixed` are the command
/// line's short forms of `--canasta SIDE:natural=N` and `SIDE:mixed=N`; the preset decides
/// whether it has such kinds.
pub(super) fn edits(lines: &[String], flags: &HandFlags) -> HandEdits {
    let kind = |pairs: &[(String, i64)], kind: &str| -> Vec<(String, String, i64)> {
        pairs
            .iter()
            .map(|(side, n)| (side.clone(), kind.to_string(), *n))
            .collect()
    };
    let mut canastas = kind(&flags.natural, "natural");
    canastas.extend(kind(&flags.mixed, "mixed"));
    canastas.extend(flags.canasta.iter().cloned());
    HandEdits {
        lines: lines.to_vec(),
        out: flags.out.clone(),
        concealed: flags.concealed,
        hand_canasta: flags.hand_canasta,
        special: flags.special.clone(),
        nobody_out: flags.nobody_out,
        red_threes: flags.red_threes.clone(),
        black_threes: flags.black_threes.clone(),
        black_threes_in_hand: flags.black_threes_in_hand.clone(),
        incomplete: flags.incomplete.clone(),
        holding: flags.holding.clone(),
        canastas,
        melded: flags.melded.clone(),
        in_hand: flags.in_hand.clone(),
        penalties: flags.penalty.clone(),
        bonuses: flags.bonus.clone(),
        meld_cards: flags.meld_cards.clone(),
        hand_cards: flags.hand_cards.clone(),
        lone: flags.lone.clone(),
        note: flags.note.clone(),
        pot: flags.pot.clone(),
        words: crate::render::i18n::line_words(),
    }
}
