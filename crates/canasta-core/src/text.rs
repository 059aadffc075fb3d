//! Text that comes from outside (game files, presets, names, card notation) made safe to
//! parse and to print.
//!
//! Game files and presets travel between people, so everything here assumes the text may
//! be hostile: a name with terminal escape codes, a file that is one 100 MB line, YAML
//! nested ten thousand deep, a byte-order mark from a Windows editor. The rules:
//!
//! - **Names** (sides, players) are printable text: no control characters (they would
//!   reach the terminal raw on every later `show`), and none of the characters the
//!   command line uses to address a side (`=` and `:` in `--melded We=120`).
//! - **Quoted input in messages** is cut to one line of at most [`QUOTE_LIMIT`]
//!   characters, with control characters shown as `\u{..}` escapes.
//! - **YAML** is checked for nesting depth *before* the parser sees it (the parser's
//!   own recursion limit comes after a scan whose cost grows with the square of the
//!   depth), and a leading byte-order mark is dropped.
//!
//! Pure: no I/O.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Longest piece of user input quoted in a message.
pub const QUOTE_LIMIT: usize = 80;

/// Deepest nesting a game file or preset may have. A game log is about 8 deep (hands >
/// hand > results > side > canastas); 32 leaves room for hand-written flow style.
pub const MAX_DEPTH: usize = 32;

/// Why a name cannot be used: the name as given (`render` quotes it, cut to a line) and
/// what is wrong with it. The words are `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    Empty,
    /// A control character (terminal codes).
    Control {
        name: String,
    },
    /// `=` or `:`, which the command line puts between a side and its value.
    Separator {
        name: String,
        ch: char,
    },
    /// Longer than `max` characters.
    TooLong {
        name: String,
        len: usize,
        max: usize,
    },
}

/// The characters that reorder the text around them (bidirectional embeddings,
/// overrides and isolates, and the marks): a name with one could show as another.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Longest side or player name.
pub const MAX_NAME: usize = 40;

/// Check a side or player name (already trimmed). One rule for every front end: the
/// command line, table mode and a game file read from disk.
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        return Err(NameError::Control {
            name: name.to_string(),
        });
    }
    if let Some(ch) = name.chars().find(|c| matches!(c, '=' | ':')) {
        return Err(NameError::Separator {
            name: name.to_string(),
            ch,
        });
    }
    let len = name.chars().count();
    if len > MAX_NAME {
        return Err(NameError::TooLong {
            name: name.to_string(),
            len,
            max: MAX_NAME,
        });
    }
    Ok(())
}

/// A piece of input for a message: back-quoted, one line, at most [`QUOTE_LIMIT`]
/// characters, control characters escaped.
pub fn quote(input: &str) -> String {
    format!("`{}`", printable(input, QUOTE_LIMIT))
}

/// `input` cut to its first line and to `limit` characters (an ellipsis says so), with
/// control characters written as escapes so that nothing reaches the terminal raw.
pub fn printable(input: &str, limit: usize) -> String {
    let mut out = String::new();
    let mut cut = false;
    for (count, ch) in input.chars().enumerate() {
        if ch == '\n' || ch == '\r' || count == limit {
            cut = true;
            break;
        }
        if ch.is_control() || is_bidi_control(ch) {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(ch));
        } else {
            out.push(ch);
        }
    }
    if cut {
        out.push('…');
    }
    out
}

/// A whole message (which may quote input anywhere) made safe for a terminal: control
/// characters other than newlines escaped, and each line cut to a sensible length.
pub fn safe_message(message: &str) -> Cow<'_, str> {
    const LINE_LIMIT: usize = 400;
    let clean = !message.chars().any(|c| c.is_control() && c != '\n')
        && message.lines().all(|l| l.len() <= LINE_LIMIT);
    if clean {
        return Cow::Borrowed(message);
    }
    let lines: Vec<String> = message
        .split('\n')
        .map(|line| printable(line, LINE_LIMIT))
        .collect();
    Cow::Owned(lines.join("\n"))
}

/// Drop a leading UTF-8 byte-order mark.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// The line of the second of a key given twice (`unique.rs`), from the line the parser
/// reported (where the map begins): the next line from there that gives the same key at
/// the same indentation, after the first.
pub fn duplicate_line(text: &str, key: &str, from_line: usize) -> Option<usize> {
    let mut indent = None;
    for (n, line) in text.lines().enumerate().skip(from_line.saturating_sub(1)) {
        let body = line.trim_start_matches([' ', '-']);
        let gives = body
            .strip_prefix(key)
            .or_else(|| body.strip_prefix(&format!("\"{key}\"")))
            .or_else(|| body.strip_prefix(&format!("'{key}'")))
            .is_some_and(|rest| rest.trim_start().starts_with(':'));
        if !gives {
            continue;
        }
        let at = line.len() - body.len();
        match indent {
            None => indent = Some(at),
            Some(i) if i == at => return Some(n + 1),
            Some(_) => {}
        }
    }
    None
}

/// Refuse YAML nested deeper than [`MAX_DEPTH`], before it is parsed.
///
/// The depth is estimated from the text alone, generously: flow brackets (`[`, `{`)
/// outside quotes and comments, plus block nesting measured by indentation (one level per
/// indentation step seen on the way in) and by `- ` sequence entries opened on one line.
/// It never under-counts a real nesting, so anything it lets through the parser handles
/// quickly; it may over-count odd but legal layouts, which nobody writes by hand.
pub fn check_depth(text: &str) -> Result<(), usize> {
    // Indentation columns currently open, innermost last.
    let mut indents: Vec<usize> = Vec::new();
    let mut flow: usize = 0;
    for (number, line) in text.lines().enumerate() {
        let body = line.trim_start_matches(' ');
        if flow == 0 {
            if body.is_empty() || body.starts_with('#') {
                continue;
            }
            let indent = line.len() - body.len();
            while indents.last().is_some_and(|&i| i >= indent) {
                indents.pop();
            }
            indents.push(indent);
            // `- - - x` opens one sequence per dash on one line.
            let mut rest = body;
            let mut dashes = 0;
            while let Some(after) = rest.strip_prefix("- ").or_else(|| rest.strip_prefix("-\t")) {
                dashes += 1;
                rest = after.trim_start();
            }
            if indents.len() + dashes > MAX_DEPTH {
                return Err(number + 1);
            }
        }
        // Read as YAML's scanner reads it, erring towards counting: a quote opens a quoted
        // scalar only where a node begins (first on a line, after `[`, `{`, a `,` in a
        // flow, a `: `, or a leading `- ` or `? `), never inside a plain scalar (`x'`); a
        // `#` starts a comment only first or after a blank (`x#[` is a word, then a
        // bracket); a bracket opens a flow where a node begins or inside a flow (in a
        // block, `a[` is a word). A quote or a `#` can never hide a real nesting.
        let mut quote: Option<char> = None;
        let mut escaped = false;
        // The next non-blank character begins a node.
        let mut start = true;
        // A `:` (or a leading `-`, `?`) that begins a node if a blank follows it.
        let mut pending = false;
        let mut blank_before = true;
        let mut chars = body.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(q) = quote {
                if escaped {
                    escaped = false;
                } else if q == '"' && ch == '\\' {
                    escaped = true;
                } else if q == '\'' && ch == '\'' && chars.peek() == Some(&'\'') {
                    // `''` inside single quotes is a quote, not the end.
                    chars.next();
                } else if ch == q {
                    quote = None;
                    blank_before = false;
                }
                continue;
            }
            if ch == ' ' || ch == '\t' {
                if pending {
                    start = true;
                    pending = false;
                }
                blank_before = true;
                continue;
            }
            let at_start = start;
            start = false;
            pending = false;
            match ch {
                '#' if blank_before => break,
                '"' | '\'' if at_start => quote = Some(ch),
                '[' | '{' if at_start || flow > 0 => {
                    flow += 1;
                    if indents.len() + flow > MAX_DEPTH {
                        return Err(number + 1);
                    }
                    start = true;
                }
                ']' | '}' if flow > 0 => flow -= 1,
                ',' if flow > 0 => start = true,
                ':' => pending = true,
                '-' | '?' if at_start => pending = true,
                _ => {}
            }
            blank_before = false;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_one_short_line() {
        assert_eq!(quote("abc"), "`abc`");
        assert_eq!(quote("ab\ncd"), "`ab…`");
        let long = "x".repeat(10_000);
        assert_eq!(quote(&long).chars().count(), QUOTE_LIMIT + 3);
        assert_eq!(printable("a\u{7}b", 10), "a\\u{7}b");
        let message = format!("bad {}\nnext", "y".repeat(5000));
        let safe = safe_message(&message);
        assert!(safe.lines().all(|l| l.chars().count() <= 401), "{safe}");
        assert!(safe.ends_with("\nnext"));
        assert_eq!(safe_message("fine\nlines"), "fine\nlines");
    }

    #[test]
    fn a_key_given_twice_is_found_at_its_second_line() {
        let text = "merged:\n  ann: Ann\n  bob: Bob\n  ann: Anne\n";
        assert_eq!(duplicate_line(text, "ann", 2), Some(4));
        assert_eq!(duplicate_line(text, "cy", 2), None);
    }

    #[test]
    fn depth_is_limited_before_parsing() {
        assert_eq!(check_depth("a:\n  b:\n    c: [1, {d: 2}]\n"), Ok(()));
        assert_eq!(check_depth(&"[".repeat(40_000)), Err(1));
        assert_eq!(check_depth(&format!("{}x", "- ".repeat(100))), Err(1));
        let mut block = String::new();
        for i in 0..100 {
            block.push_str(&" ".repeat(i));
            block.push_str("a:\n");
        }
        assert_eq!(check_depth(&block), Err(MAX_DEPTH + 1));
        // Brackets inside quotes and comments do not count.
        assert_eq!(
            check_depth(&format!("a: \"{}\" # {}\n", "[".repeat(99), "{".repeat(99))),
            Ok(())
        );
        assert_eq!(strip_bom("\u{feff}schema: 1"), "schema: 1");
    }

    /// Issue 30, item 3: a quote inside a plain scalar (`x'`), a `#` not after a blank, or
    /// an escaped quote never hides the brackets after it from the count.
    #[test]
    fn a_quote_or_a_hash_cannot_walk_around_the_depth_guard() {
        let deep = "[".repeat(40);
        for text in [
            format!("hands: [x', {deep}"),
            format!("hands: [x\", {deep}"),
            format!("hands: [x#, {deep}"),
            format!("hands: [a#b {deep}"),
            format!("hands: ['it''s', {deep}"),
            format!("hands: [\"a\\\\\", {deep}"),
        ] {
            assert!(check_depth(&text).is_err(), "let through: {text}");
        }
        // Quoted brackets where YAML sees a quoted scalar still do not count.
        assert_eq!(check_depth(&format!("a: ['{deep}', \"{deep}\"]")), Ok(()));
        assert_eq!(check_depth(&format!("a: \"x\\\" {deep}\"")), Ok(()));
        assert_eq!(check_depth(&format!("a: b # {deep}")), Ok(()));
        // In a block, a bracket inside a word is a character of the word.
        assert_eq!(
            check_depth(&format!("a: b'c {deep}\n- x' {deep}\n")),
            Ok(())
        );
        // The attack's file: 32 MB of brackets behind `x'` is refused at once.
        let hostile = format!("schema: 2\nhands: [x', {}", "[".repeat(32 * 1024 * 1024));
        let started = std::time::Instant::now();
        assert_eq!(check_depth(&hostile), Err(2));
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
    }

    /// The YAML nesting of a parsed value: a scalar is 0, a sequence or map one more than
    /// its deepest item.
    fn depth_of(v: &serde_yaml::Value) -> usize {
        match v {
            serde_yaml::Value::Sequence(items) => 1 + items.iter().map(depth_of).max().unwrap_or(0),
            serde_yaml::Value::Mapping(m) => 1 + m.values().map(depth_of).max().unwrap_or(0),
            serde_yaml::Value::Tagged(t) => depth_of(&t.value),
            _ => 0,
        }
    }

    /// One level of nesting in one of YAML's styles around `inner`, with decorations
    /// that once fooled the guard (quotes in plain scalars, `#` inside words, quoted and
    /// commented brackets).
    fn wrap(inner: String, style: u8, decoration: u8, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let sibling = match decoration % 6 {
            0 => "x'".to_string(),
            1 => "a#b".to_string(),
            2 => "'[[ ''{'".to_string(),
            3 => "\"]] \\\" [\"".to_string(),
            4 => "y\"".to_string(),
            _ => "z".to_string(),
        };
        match style % 3 {
            0 => format!("[{sibling}, {inner}]"),
            1 => format!("{{k: {sibling}, v: {inner}}}"),
            // Block style: a key whose value is on the next line, indented.
            _ => format!("\n{pad}- {sibling}\n{pad}- {inner}"),
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// Whatever the styles and decorations, a text the YAML parser reads as nested
        /// deeper than the guard's limit is refused by the guard first.
        #[test]
        fn whatever_parses_deeper_than_the_limit_is_refused_first(
            levels in proptest::collection::vec((0u8..3, 0u8..6), 1..60)
        ) {
            let mut text = "0".to_string();
            let mut block = 0usize;
            for (i, (style, decoration)) in levels.iter().enumerate().rev() {
                let style = if block > 0 && style % 3 != 2 { 2 } else { *style };
                if style % 3 == 2 {
                    block += 1;
                }
                text = wrap(text, style, *decoration, i * 2);
            }
            let text = format!("a: {text}\n");
            if let Ok(v) = serde_yaml::from_str::<serde_yaml::Value>(&text)
                && depth_of(&v) > MAX_DEPTH + 1
            {
                proptest::prop_assert!(check_depth(&text).is_err(), "let through:\n{}", text);
            }
        }

        /// YAML as canasta writes it (serde_yaml's own output) at depths within the limit
        /// is never refused, whatever its strings hold.
        #[test]
        fn yaml_as_written_within_the_limit_is_taken(
            depth in 1usize..20,
            words in proptest::collection::vec("[a-z'\"#\\[\\]{} ]{0,8}", 1..6)
        ) {
            let mut v = serde_yaml::Value::Sequence(
                words.iter().map(|w| serde_yaml::Value::String(w.clone())).collect(),
            );
            for _ in 0..depth {
                let mut m = serde_yaml::Mapping::new();
                m.insert("k".into(), v);
                m.insert("note".into(), serde_yaml::Value::String(words.join("")));
                v = serde_yaml::Value::Mapping(m);
            }
            let text = serde_yaml::to_string(&v).map_err(|e| proptest::test_runner::TestCaseError::fail(e.to_string()))?;
            proptest::prop_assert_eq!(check_depth(&text), Ok(()), "{}", text);
        }
    }
}
