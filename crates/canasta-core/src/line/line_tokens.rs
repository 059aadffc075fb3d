//! What one token of a line adds to a side's result: going out, a count, cards, a number.

use super::*;

pub(super) fn set_out(
    r: &mut SideResult,
    how: WentOut,
    special: Option<String>,
) -> Result<(), Problem> {
    match (r.went_out, how) {
        (None, _) => {}
        // `out concealed` (`o c`): out and concealed at once, a slip of one or the other
        // (the phone's buttons add both): refused, saying which word says which.
        (Some(WentOut::Normal), WentOut::Concealed)
        | (Some(WentOut::Concealed), WentOut::Normal) => {
            return Err(Problem::OutAndConcealed);
        }
        // `out straight` (a special hand): the special hand says how.
        (Some(WentOut::Normal), _) => {}
        (Some(_), WentOut::Normal) => return Ok(()),
        (Some(_), _) => return Err(Problem::Twice { fact: Fact::Out }),
    }
    r.went_out = Some(how);
    r.special_hand = special;
    Ok(())
}

pub(super) fn add_counted(r: &mut SideResult, what: &Counted, n: i64) {
    let add = |slot: &mut i64| *slot = slot.saturating_add(n);
    match what {
        Counted::Kind(kind) => add(r.canastas.entry(kind.clone()).or_default()),
        Counted::RedThrees => add(&mut r.red_threes),
        Counted::BlackThrees => add(&mut r.black_threes),
        Counted::BlackThreesInHand => add(&mut r.black_threes_in_hand),
        Counted::Penalty(name) => add(r.penalties.entry(name.clone()).or_default()),
        Counted::Bonus(name) => add(r.bonuses.entry(name.clone()).or_default()),
    }
}

/// Cards as the form writes them: the Burraco family's notation (threes and twos with
/// their suits, runs) where the preset has `melds.runs`, else the project's.
pub(super) fn read_cards(rules: &Rules, cards: &str) -> Result<(), Problem> {
    if rules.melds.runs.is_some() {
        crate::runs::parse_melds(cards).map(|_| ())
    } else {
        parse_melds(cards).map(|_| ())
    }
    .map_err(|error| Problem::Cards { error })
}

pub(super) fn push_meld(rules: &Rules, r: &mut SideResult, cards: &str) -> Result<(), Problem> {
    read_cards(rules, cards)?;
    // All of a side's melds are one entry of card words, as the `--meld` flag keeps them.
    match r.melds.first_mut() {
        Some(first) => {
            first.push(' ');
            first.push_str(cards);
        }
        None => r.melds.push(cards.to_string()),
    }
    Ok(())
}

/// `420`, `+420`, `-35`: Some(Some(n)); Some(None) when it is a number too large to hold.
pub(super) fn signed_number(s: &str) -> Option<Option<i64>> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n = digits.parse::<i64>().ok();
    Some(n.map(|n| if s.starts_with('-') { -n } else { n }))
}

pub(super) fn count_of(digits: &str) -> Option<i64> {
    if digits.is_empty() {
        return Some(1);
    }
    digits.parse::<i64>().ok().filter(|n| *n <= MAX_COUNT)
}

/// A token that can only be cards: the card symbols, with at least one that is not a digit
/// (`555` is points; write `m:555` for a meld of fives).
pub(super) fn looks_like_cards(text: &str) -> bool {
    // Card symbols, and the suits of a run (`5h6h7h`, `♥5-J`).
    let symbols = |c: char| {
        "akqjtrbx*23456789cdhs-♣♦♥♠♧♢♡♤".contains(c.to_ascii_lowercase()) || c == '0' || c == '1'
    };
    text.chars().all(symbols) && text.chars().any(|c| !c.is_ascii_digit())
}

/// A token that reads, standing alone, as a meld of cards, and so makes a plain number
/// beside it a meld too (`KKKKKKK 555`): not a number, not keyed (`m:`), not led by a
/// digit (`2KK` is a count first), no word of the variant (`R` is red threes), and cards
/// in the variant's own notation (`A3` in the Burraco family, where threes are ranks;
/// refused by the project's notation, yet a meld there all the same). The reader's one
/// test for cards on a line and the writer's for a meld it may leave bare, so that a line
/// written (`side_line_text`) reads back as the same side.
pub(super) fn lettered_meld(rules: &Rules, vocab: &Vocabulary, token: &str) -> bool {
    let lower = token.to_lowercase();
    signed_number(&lower).is_none()
        && !lower.contains(':')
        && looks_like_cards(token)
        && !token.starts_with(|c: char| c.is_ascii_digit())
        && exact(&vocab.counted, &lower).is_none()
        && matches!(lookup(&vocab.words, &lower), Ok(None))
        && !matches!(lookup(&vocab.counted, &lower), Ok(Some(_)))
        && read_cards(rules, token).is_ok()
}

/// Why a plain number (all digits, no sign) is not taken as points melded, if it is not:
/// beside cards in hand (`beside_hand`: `555 h:K74`) it could be cards too; one digit
/// repeated for more points than the packs hold (`9999`), it is likely cards, not points
/// (said so, rather than refused later as too many points). Signed (`+555`) it is points.
/// The reader refuses such a number; the writer signs it.
pub(super) fn plain_number_refused(
    rules: &Rules,
    text: &str,
    beside_hand: bool,
) -> Option<Problem> {
    if !text.chars().all(|c| c.is_ascii_digit()) || parse_melds(text).is_err() {
        return None;
    }
    if beside_hand {
        return Some(Problem::NumberOrCards);
    }
    let packs = Points::from(rules.decks) * rules.pack_points();
    (text.len() >= 3
        && text.chars().all(|c| text.starts_with(c))
        && text.parse::<Points>().is_ok_and(|n| n > packs))
    .then_some(Problem::LikelyCards { max: packs })
}
