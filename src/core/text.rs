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

impl std::error::Error for NameError {}

/// Longest side or player name.
pub const MAX_NAME: usize = 40;

/// Check a side or player name (already trimmed). One rule for every front end: the
/// command line, table mode and a game file read from disk.
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().any(char::is_control) {
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
        if ch.is_control() {
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

/// "1 canasta", "2 canastas": a count and its noun, in the plural when it is not one.
pub fn count_phrase(n: i64, noun: &str, plural: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}{plural}")
    }
}

/// A small count in words ("two", "seven"), larger ones in digits.
pub fn number_word(n: i64) -> String {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    usize::try_from(n)
        .ok()
        .and_then(|i| WORDS.get(i))
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
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
        let mut quote: Option<char> = None;
        for ch in body.chars() {
            match (quote, ch) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(ch),
                (None, '#') => break,
                (None, '[' | '{') => {
                    flow += 1;
                    if indents.len() + flow > MAX_DEPTH {
                        return Err(number + 1);
                    }
                }
                (None, ']' | '}') => flow = flow.saturating_sub(1),
                _ => {}
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_refuse_control_characters_and_separators() {
        assert_eq!(check_name("We"), Ok(()));
        assert_eq!(check_name("Anne-Marie O'Neil"), Ok(()));
        assert_eq!(check_name("Équipe Ü"), Ok(()));
        assert!(matches!(
            check_name("We\u{1b}]0;pwned\u{7}\u{1b}[2J"),
            Err(NameError::Control { .. })
        ));
        let e = check_name("We\u{1b}[2J").unwrap_err().to_string();
        assert!(e.contains("`We\\u{1b}[2J`"), "{e}");
        assert!(matches!(
            check_name("We=1"),
            Err(NameError::Separator { ch: '=', .. })
        ));
        assert!(matches!(
            check_name("a:b"),
            Err(NameError::Separator { ch: ':', .. })
        ));
        assert_eq!(check_name("  "), Err(NameError::Empty));
        assert!(matches!(
            check_name(&"x".repeat(41)),
            Err(NameError::TooLong { len: 41, .. })
        ));
    }

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
}
