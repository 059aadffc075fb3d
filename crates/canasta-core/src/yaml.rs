//! Why YAML text (a game file, a preset, a hand given with `--from`, a small file of the
//! data folder) did not read, as facts: where, and what. `render` words them.
//!
//! What stays English, and why: the YAML library (`yaml_serde`) says what it found in
//! its own English words ("did not find expected key", "hands[0]: unknown field
//! `bonsu`, expected one of ..."), made inside the library from its grammar and from our
//! types' field names, with no key a catalog could translate. That message is kept whole
//! as a *detail* ([`YamlProblem::NotYaml`], [`YamlProblem::NotTheShape`]), cut to a line;
//! everything around it is ours and is worded from the catalogs: the place (line and
//! column, from the error's location), whether the text is YAML at all, and a key given
//! twice, which is our own refusal (`unique.rs`) and a fact here
//! ([`YamlProblem::Twice`]), never a sentence.

/// The fact `unique.rs` hands the YAML library in place of a message when a map gives
/// a key twice: this mark, then the key. Never shown: [`fault`] reads it back.
pub(crate) const TWICE: &str = "\u{1}twice\u{1}";

/// Why YAML text did not read, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlFault {
    /// The line (from 1); for a key given twice, the line of its second time.
    pub line: Option<usize>,
    /// The column (from 1) the library names.
    pub column: Option<usize>,
    pub problem: YamlProblem,
}

/// What was wrong with YAML text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum YamlProblem {
    /// One mapping gives `key` twice (cut to a line); `path` is the field it is under as
    /// the library writes it (`hands[0].results`), empty at the top.
    Twice { path: String, key: String },
    /// The text is not YAML at all; `detail` is the library's own message (English).
    NotYaml { detail: String },
    /// YAML, but not of the form wanted (a field unknown, missing or of another type);
    /// `detail` is the library's own message (English), which names the field.
    NotTheShape { detail: String },
}

/// The facts of `e`, the library's error on reading `text`: its place, a key given twice
/// (at the line of its second time), or the library's message without the place it
/// appends (cut to `limit` characters, one line).
pub fn fault(text: &str, e: &serde_yaml::Error, limit: usize) -> YamlFault {
    let location = e.location();
    let message = e.to_string();
    // The library appends " at line L column C"; the place is kept as numbers.
    let message = match location {
        Some(_) => message
            .rfind(" at line ")
            .map_or(message.as_str(), |i| &message[..i]),
        None => message.as_str(),
    };
    let line = location.as_ref().map(serde_yaml::Location::line);
    let column = location.as_ref().map(serde_yaml::Location::column);
    if let Some(at) = message.find(TWICE) {
        let path = &message[..at];
        let path = path.strip_suffix(": ").unwrap_or(path);
        let key = &message[at + TWICE.len()..];
        return YamlFault {
            // The library names the line where the mapping begins; the second key is below.
            line: line.map(|l| crate::text::duplicate_line(text, key, l).unwrap_or(l)),
            column,
            problem: YamlProblem::Twice {
                path: crate::text::printable(path, limit),
                key: key.to_string(),
            },
        };
    }
    let detail = crate::text::printable(message, limit);
    // Text the library reads as YAML of any form is YAML: then the form was wrong.
    let problem = if serde_yaml::from_str::<serde_yaml::Value>(text).is_ok() {
        YamlProblem::NotTheShape { detail }
    } else {
        YamlProblem::NotYaml { detail }
    };
    YamlFault {
        line,
        column,
        problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use indexmap::IndexMap;

    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Doc {
        #[serde(deserialize_with = "crate::unique::map")]
        merged: IndexMap<String, String>,
    }

    fn fault_of(text: &str) -> YamlFault {
        let e = serde_yaml::from_str::<Doc>(text).expect_err("the text does not read");
        fault(text, &e, 300)
    }

    #[test]
    fn a_key_given_twice_is_a_fact_at_the_line_of_its_second_time() {
        let text = "merged:\n  ann: Ann\n  bob: Bob\n  ann: Anne\n";
        let f = fault_of(text);
        assert_eq!(
            f.problem,
            YamlProblem::Twice {
                path: "merged".into(),
                key: "ann".into()
            }
        );
        // Line 4 gives `ann` the second time (the library names line 2, the map's start).
        assert_eq!(f.line, Some(4));
    }

    #[test]
    fn text_that_is_not_yaml_is_told_from_yaml_of_another_form() {
        let f = fault_of("merged: [unclosed\n");
        assert!(
            matches!(&f.problem, YamlProblem::NotYaml { detail } if !detail.contains(" at line ")),
            "{f:?}"
        );
        assert!(f.line.is_some() && f.column.is_some(), "{f:?}");
        let f = fault_of("merged:\n  ann: [1, 2]\n");
        match &f.problem {
            YamlProblem::NotTheShape { detail } => {
                assert!(detail.starts_with("merged.ann: invalid type"), "{detail}")
            }
            other => panic!("{other:?}"),
        }
        assert_eq!((f.line, f.column), (Some(2), Some(8)));
    }
}
