//! A game log's text as saved ([`log_text`]: YAML, then the end mark), and the changes
//! made to that text in place: a hand appended, hands replaced, the change count set,
//! each the text `log_text` gives for the changed log (tests hold the two equal), at the
//! cost of the hands changed instead of all of them.

use super::{END_MARK, GameLog, SCHEMA};
use crate::hand::Hand;

/// A game log's text as saved: YAML, then [`END_MARK`].
pub fn log_text(log: &GameLog) -> Result<String, serde_yaml::Error> {
    let mut text = serde_yaml::to_string(log)?;
    text.push_str(END_MARK);
    text.push('\n');
    Ok(text)
}

/// The text of a log saved by [`log_text`] (`old`) with `hand` appended, without
/// writing the whole log again: the hand's YAML goes where the end mark was. It is the
/// text `log_text` gives for the longer log (a test holds the two equal), at the cost of
/// one hand instead of all of them. `None` when `old` is not in that form (no hands yet,
/// or `hands:` not last): then write the whole log.
pub fn append_hand_text(old: &str, hand: &Hand) -> Option<String> {
    if !old.starts_with(&format!("schema: {SCHEMA}\n")) {
        return None;
    }
    let body = old.strip_suffix('\n')?.strip_suffix(END_MARK)?.to_string();
    let start = body.rfind("\nhands:\n- ")?;
    // `hands:` is the last key: nothing after it starts at the left margin but its items.
    let last_key = body[start + 1..]
        .lines()
        .skip(1)
        .any(|l| !l.is_empty() && !l.starts_with('-') && !l.starts_with(' '));
    if last_key {
        return None;
    }
    let mut text = body;
    text.push_str(&serde_yaml::to_string(std::slice::from_ref(hand)).ok()?);
    text.push_str(END_MARK);
    text.push('\n');
    Some(text)
}

/// Where each hand's text starts in a text [`log_text`] wrote (byte offsets, in order): the
/// `- ` lines at the left margin after `hands:`, the last key. `None` when the text is not
/// laid out that way (another schema's header, no hands, `hands:` not last, no end mark,
/// anything but an item, an indented line or an empty line at the left margin after
/// `hands:`): then write the whole log.
pub fn hand_starts(text: &str) -> Option<Vec<usize>> {
    if !text.starts_with(&format!("schema: {SCHEMA}\n")) {
        return None;
    }
    let body = text.strip_suffix('\n')?.strip_suffix(END_MARK)?;
    let head = "\nhands:\n";
    let from = body.rfind("\nhands:\n- ")? + head.len();
    let mut starts = Vec::new();
    let mut at = from;
    for line in body[from..].split_inclusive('\n') {
        if line.starts_with("- ") {
            starts.push(at);
        } else if !(line.starts_with(' ') || line == "\n") {
            // Another key, a comment or anything else at the margin: not as written.
            return None;
        }
        at += line.len();
    }
    Some(starts)
}

/// The byte offset where hand `index` (0-based) starts in a text [`log_text`] wrote, or
/// where the end mark starts when `index` is the number of hands. `None` as for
/// [`hand_starts`], or when there is no such hand.
pub fn hand_start(text: &str, index: usize) -> Option<usize> {
    let starts = hand_starts(text)?;
    match index.cmp(&starts.len()) {
        std::cmp::Ordering::Less => starts.get(index).copied(),
        // `hand_starts` found the end mark and its newline last.
        std::cmp::Ordering::Equal => Some(text.len() - END_MARK.len() - 1),
        std::cmp::Ordering::Greater => None,
    }
}

/// The text of a log saved by [`log_text`] (`old`) with its hands from `index` on replaced
/// by `hands` (fewer, as many or more): the text before hand `index` is kept, `hands` are
/// written as [`log_text`] writes them, then the end mark. It is the text `log_text` gives
/// for the changed log (a property test holds the two equal) at the cost of the hands
/// written. `None` as for [`hand_start`], or when no hand would be left (`log_text` writes
/// `hands: []`): then write the whole log.
pub fn replace_hands_from(old: &str, index: usize, hands: &[Hand]) -> Option<String> {
    let starts = hand_starts(old)?;
    if index > starts.len() {
        return None;
    }
    splice_hands(old, &starts, index, starts.len(), hands)
}

/// The text of a log saved by [`log_text`] (`old`, read as a log of `count` hands) with its
/// hands `from..to` (0-based, end excluded) replaced by `hands`: the text before hand
/// `from` and from hand `to` on is kept as read, only `hands` are written (as
/// [`log_text`] writes them). A hand removed is `(i, i + 1, &[])`, corrected `(i, i + 1,
/// &[hand])`, appended `(count, count, &[hand])`. `None` as for [`hand_start`], when the
/// text does not hold `count` hands as [`log_text`] writes them (a `- ` at the margin in a
/// hand-written quoted note, say: so the text kept is exactly the hands kept), or when no
/// hand would be left (`log_text` writes `hands: []`): then write the whole log.
pub fn replace_hands_checked(
    old: &str,
    count: usize,
    from: usize,
    to: usize,
    hands: &[Hand],
) -> Option<String> {
    let starts = hand_starts(old)?;
    if starts.len() != count || to > count || from > to {
        return None;
    }
    splice_hands(old, &starts, from, to, hands)
}

/// Hands `from..to` of `old` (whose hands start at `starts`) replaced by `hands`.
fn splice_hands(
    old: &str,
    starts: &[usize],
    from: usize,
    to: usize,
    hands: &[Hand],
) -> Option<String> {
    if starts.len() - (to - from) + hands.len() == 0 {
        return None;
    }
    // `hand_starts` found the end mark and its newline last.
    let end = old.len() - END_MARK.len() - 1;
    let at = |i: usize| -> Option<usize> {
        match i.cmp(&starts.len()) {
            std::cmp::Ordering::Less => starts.get(i).copied(),
            std::cmp::Ordering::Equal => Some(end),
            std::cmp::Ordering::Greater => None,
        }
    };
    let (start, stop) = (at(from)?, at(to)?);
    let written = if hands.is_empty() {
        String::new()
    } else {
        serde_yaml::to_string(hands).ok()?
    };
    let mut text = String::with_capacity(old.len() - (stop - start) + written.len());
    text.push_str(&old[..start]);
    text.push_str(&written);
    text.push_str(&old[stop..]);
    Some(text)
}

/// The text of a log saved by [`log_text`] with its change count set to `changes`: the
/// line after the schema's (written there, or put there). It is the text `log_text` gives
/// for the log with that count (a test holds the two equal). `None` when `text` does not
/// start as `log_text` writes it: then write the whole log.
pub fn with_changes(text: &str, changes: u64) -> Option<String> {
    let head = format!("schema: {SCHEMA}\n");
    let rest = text.strip_prefix(&head)?;
    let rest = match rest.strip_prefix("changes: ") {
        Some(after) => &after[after.find('\n')? + 1..],
        None => rest,
    };
    let mut out = String::with_capacity(text.len() + 24);
    out.push_str(&head);
    if changes != 0 {
        out.push_str(&format!("changes: {changes}\n"));
    }
    out.push_str(rest);
    Some(out)
}
