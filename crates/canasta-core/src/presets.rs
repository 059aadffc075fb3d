//! The presets shipped in `presets/*.yaml`, embedded in the binary so `canasta` works from
//! any directory after `cargo install` (their comment lines left empty by `build.rs`: the
//! rules alone, every line at its number).
//!
//! This module only parses and validates; it does not read files. (User presets, which do
//! live in files, are the caller's business: it passes their text to [`parse`].)

use crate::rules::{Rules, RulesError};
use crate::yaml::{self, YamlFault};

/// Name and YAML text of every embedded preset, in the order `canasta variants` lists them.
pub const EMBEDDED: &[(&str, &str)] = &[
    (
        "classic",
        include_str!(concat!(env!("OUT_DIR"), "/presets/classic.yaml")),
    ),
    (
        "classic-2p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/classic-2p.yaml")),
    ),
    (
        "classic-3p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/classic-3p.yaml")),
    ),
    (
        "classic-6p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/classic-6p.yaml")),
    ),
    (
        "classic-6p-teams-of-3",
        include_str!(concat!(
            env!("OUT_DIR"),
            "/presets/classic-6p-teams-of-3.yaml"
        )),
    ),
    (
        "classic-wild-melds",
        include_str!(concat!(env!("OUT_DIR"), "/presets/classic-wild-melds.yaml")),
    ),
    (
        "american",
        include_str!(concat!(env!("OUT_DIR"), "/presets/american.yaml")),
    ),
    (
        "american-tournament",
        include_str!(concat!(
            env!("OUT_DIR"),
            "/presets/american-tournament.yaml"
        )),
    ),
    (
        "viennese",
        include_str!(concat!(env!("OUT_DIR"), "/presets/viennese.yaml")),
    ),
    (
        "canadian",
        include_str!(concat!(env!("OUT_DIR"), "/presets/canadian.yaml")),
    ),
    (
        "samba",
        include_str!(concat!(env!("OUT_DIR"), "/presets/samba.yaml")),
    ),
    (
        "bolivia",
        include_str!(concat!(env!("OUT_DIR"), "/presets/bolivia.yaml")),
    ),
    (
        "hoyle-2p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/hoyle-2p.yaml")),
    ),
    (
        "classic-6p-wild-melds",
        include_str!(concat!(
            env!("OUT_DIR"),
            "/presets/classic-6p-wild-melds.yaml"
        )),
    ),
    (
        "westergren-2p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/westergren-2p.yaml")),
    ),
    (
        "westergren-3p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/westergren-3p.yaml")),
    ),
    (
        "hand-and-foot",
        include_str!(concat!(env!("OUT_DIR"), "/presets/hand-and-foot.yaml")),
    ),
    (
        "pennies-from-heaven",
        include_str!(concat!(
            env!("OUT_DIR"),
            "/presets/pennies-from-heaven.yaml"
        )),
    ),
    (
        "burraco",
        include_str!(concat!(env!("OUT_DIR"), "/presets/burraco.yaml")),
    ),
    (
        "burraco-2p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/burraco-2p.yaml")),
    ),
    (
        "burraco-3p",
        include_str!(concat!(env!("OUT_DIR"), "/presets/burraco-3p.yaml")),
    ),
    (
        "burraco-tournament",
        include_str!(concat!(env!("OUT_DIR"), "/presets/burraco-tournament.yaml")),
    ),
    (
        "burraco-tournament-4",
        include_str!(concat!(
            env!("OUT_DIR"),
            "/presets/burraco-tournament-4.yaml"
        )),
    ),
    (
        "burraco-internazionale",
        include_str!(concat!(
            env!("OUT_DIR"),
            "/presets/burraco-internazionale.yaml"
        )),
    ),
    (
        "buraco-fechado",
        include_str!(concat!(env!("OUT_DIR"), "/presets/buraco-fechado.yaml")),
    ),
    (
        "buraco-aberto",
        include_str!(concat!(env!("OUT_DIR"), "/presets/buraco-aberto.yaml")),
    ),
    (
        "buraco-stbl",
        include_str!(concat!(env!("OUT_DIR"), "/presets/buraco-stbl.yaml")),
    ),
];

/// A preset could not be used. The words are `render`'s.
#[derive(Debug)]
pub enum PresetError {
    /// No preset has this name; `known` are the names there are.
    Unknown { name: String, known: Vec<String> },
    /// The text of `source_name` is not a rule set.
    Syntax {
        source_name: String,
        problem: PresetProblem,
    },
    /// A rule set whose values do not make sense.
    Invalid(RulesError),
}

impl From<RulesError> for PresetError {
    fn from(e: RulesError) -> Self {
        PresetError::Invalid(e)
    }
}

/// Why a preset's text is not a rule set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PresetProblem {
    /// Not YAML, or not a rule set: where (when the place means something to the
    /// author), and what (a key given twice, or the parser's own message, cut to a line;
    /// it names the field and may quote the input).
    Parser(YamlFault),
    /// Not a mapping of fields.
    NotAMapping,
    /// `extends` does not name one preset.
    ExtendsName,
    /// `extends` chains more than `max` presets deep.
    ExtendsTooDeep { max: usize },
    /// Nested more than `max` deep at `line`.
    TooDeep { max: usize, line: usize },
}

/// Names of the embedded presets.
pub fn names() -> Vec<&'static str> {
    EMBEDDED.iter().map(|(name, _)| *name).collect()
}

/// How deep `extends` may chain (a guard against a preset that extends itself).
const MAX_EXTENDS_DEPTH: usize = 8;

/// Parse a preset that may say `extends: BASE`: the base's fields, with this file's fields
/// laid over them (maps merge key by key, anything else is replaced; a key set to `null`
/// is removed). `default_name` is used when the file gives no `name:`. `base_text` finds a
/// base preset's text by name.
pub fn parse_extending(
    source_name: &str,
    default_name: &str,
    text: &str,
    base_text: &dyn Fn(&str) -> Option<String>,
) -> Result<Rules, PresetError> {
    let merged = merged_value(source_name, text, base_text, 0)?;
    let mut merged = match merged {
        Some(v) => v,
        None => return parse(source_name, text),
    };
    if let serde_yaml::Value::Mapping(map) = &mut merged {
        let name_key = serde_yaml::Value::from("name");
        let has_own_name = serde_yaml::from_str::<serde_yaml::Value>(text)
            .ok()
            .and_then(|v| v.get("name").cloned())
            .is_some();
        if !has_own_name {
            map.insert(name_key, serde_yaml::Value::from(default_name));
        }
    }
    // Going through text (not `from_value`) keeps serde's field path in the message
    // ("going_out: unknown field `bonsu`"); the merged text's line numbers mean nothing
    // to the author, so they are cut.
    let syntax = |text: &str, e: serde_yaml::Error| PresetError::Syntax {
        source_name: source_name.to_string(),
        problem: PresetProblem::Parser(YamlFault {
            line: None,
            column: None,
            ..yaml::fault(text, &e, usize::MAX)
        }),
    };
    let merged_text = serde_yaml::to_string(&merged).map_err(|e| syntax("", e))?;
    let mut rules: Rules =
        crate::yaml_read::read(&merged_text).map_err(|e| syntax(&merged_text, e))?;
    // A kind removed (`canastas: {semi_clean: null}`) takes its inherited words with it;
    // words the preset gives itself must still name something it has.
    let own_words: Vec<String> = serde_yaml::from_str::<serde_yaml::Value>(text)
        .ok()
        .and_then(|v| v.get("words").cloned())
        .and_then(|w| w.as_mapping().cloned())
        .map(|m| {
            m.keys()
                .filter_map(|k| k.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let keys = rules.word_keys();
    rules
        .words
        .retain(|key, _| keys.contains(key) || own_words.contains(key));
    rules.validate()?;
    Ok(rules)
}

/// The merged YAML value of a preset with `extends`, or `None` when it extends nothing.
fn merged_value(
    source_name: &str,
    text: &str,
    base_text: &dyn Fn(&str) -> Option<String>,
    depth: usize,
) -> Result<Option<serde_yaml::Value>, PresetError> {
    let syntax = |problem: PresetProblem| PresetError::Syntax {
        source_name: source_name.to_string(),
        problem,
    };
    let parser = |text: &str, e: serde_yaml::Error| syntax(PresetProblem::Parser(cut(text, &e)));
    let text = checked_text(source_name, text)?;
    let mut value: serde_yaml::Value = crate::yaml_read::read(text).map_err(|e| parser(text, e))?;
    let serde_yaml::Value::Mapping(map) = &mut value else {
        return Err(syntax(PresetProblem::NotAMapping));
    };
    let Some(base) = map.remove("extends") else {
        return Ok(None);
    };
    let Some(base) = base
        .as_str()
        .map(str::to_string)
        .filter(|b| is_preset_name(b))
    else {
        return Err(syntax(PresetProblem::ExtendsName));
    };
    if depth >= MAX_EXTENDS_DEPTH {
        return Err(syntax(PresetProblem::ExtendsTooDeep {
            max: MAX_EXTENDS_DEPTH,
        }));
    }
    let Some(base_source) = base_text(&base) else {
        return Err(PresetError::Unknown {
            name: base,
            known: names().iter().map(|n| n.to_string()).collect(),
        });
    };
    let base_value = match merged_value(&base, &base_source, base_text, depth + 1)? {
        Some(v) => v,
        None => crate::yaml_read::read(&base_source).map_err(|e| {
            syntax(PresetProblem::Parser(yaml::fault(
                &base_source,
                &e,
                usize::MAX,
            )))
        })?,
    };
    let mut base_value = base_value;
    if let serde_yaml::Value::Mapping(base_map) = &mut base_value {
        // A derived preset is a different rule set: it does not inherit the description.
        base_map.remove("description");
        base_map.remove("name");
    }
    Ok(Some(overlay(base_value, value)))
}

/// Lay `top` over `base`: mappings merge key by key; `null` removes a key; anything else
/// replaces.
fn overlay(base: serde_yaml::Value, top: serde_yaml::Value) -> serde_yaml::Value {
    match (base, top) {
        (serde_yaml::Value::Mapping(mut base), serde_yaml::Value::Mapping(top)) => {
            for (k, v) in top {
                if v.is_null() {
                    base.remove(&k);
                    continue;
                }
                let merged = match base.remove(&k) {
                    Some(old) => overlay(old, v),
                    None => v,
                };
                base.insert(k, merged);
            }
            serde_yaml::Value::Mapping(base)
        }
        (_, top) => top,
    }
}

/// A preset's name: letters, digits, `-` and `_` (never a path).
pub fn is_preset_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A preset's text without a byte-order mark, refused if nested too deep to parse quickly.
fn checked_text<'a>(source_name: &str, text: &'a str) -> Result<&'a str, PresetError> {
    let text = crate::text::strip_bom(text);
    crate::text::check_depth(text).map_err(|line| PresetError::Syntax {
        source_name: source_name.to_string(),
        problem: PresetProblem::TooDeep {
            max: crate::text::MAX_DEPTH,
            line,
        },
    })?;
    Ok(text)
}

/// The parser's error on `text` as facts, its message (which may quote the input) cut
/// to a line.
fn cut(text: &str, e: &serde_yaml::Error) -> YamlFault {
    yaml::fault(text, e, 300)
}

/// The text of an embedded preset.
pub fn embedded_text(name: &str) -> Option<&'static str> {
    let wanted = name.trim().to_ascii_lowercase();
    EMBEDDED
        .iter()
        .find(|(n, _)| *n == wanted)
        .map(|(_, text)| *text)
}

/// Parse and validate a preset's text. `source_name` is used in messages only.
pub fn parse(source_name: &str, text: &str) -> Result<Rules, PresetError> {
    let text = checked_text(source_name, text)?;
    let rules: Rules = crate::yaml_read::read(text).map_err(|e| PresetError::Syntax {
        source_name: source_name.to_string(),
        problem: PresetProblem::Parser(cut(text, &e)),
    })?;
    rules.validate()?;
    Ok(rules)
}

/// Each embedded preset's rules, read at most once in a process: they are the program's
/// own text, and the scorer's page lists every variant with each answer (27 reads of a
/// preset a call before, a tenth of a hand's save in the page).
static EMBEDDED_RULES: [std::sync::OnceLock<Option<Rules>>; EMBEDDED.len()] =
    [const { std::sync::OnceLock::new() }; EMBEDDED.len()];

/// The embedded preset called `name` (case-insensitive).
pub fn embedded(name: &str) -> Result<Rules, PresetError> {
    let wanted = name.trim().to_ascii_lowercase();
    match EMBEDDED.iter().position(|(n, _)| *n == wanted) {
        Some(at) => {
            let (n, text) = EMBEDDED[at];
            match EMBEDDED_RULES[at].get_or_init(|| parse(n, text).ok()) {
                Some(rules) => Ok(rules.clone()),
                // Never for the program's own presets (a test reads each); said as read.
                None => parse(n, text),
            }
        }
        None => Err(PresetError::Unknown {
            name: name.to_string(),
            known: names().iter().map(|n| n.to_string()).collect(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_preset_loads_and_is_named_for_its_file() {
        for (name, _) in EMBEDDED {
            let rules = embedded(name).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!(&rules.name, name);
        }
    }

    #[test]
    fn extends_lays_fields_over_the_base() {
        let text = "extends: classic\ntarget: 3000\ngoing_out: {bonus: 150}\npenalties: {illegal_pile_take: null}\n";
        let rules = parse_extending("ours.yaml", "ours", text, &|n| {
            embedded_text(n).map(str::to_string)
        })
        .unwrap();
        assert_eq!(rules.name, "ours");
        assert_eq!(rules.target, Some(3000));
        assert_eq!(rules.going_out.bonus, 150);
        // Untouched fields come from classic.
        assert_eq!(rules.going_out.needs_canastas, 1);
        assert_eq!(rules.going_out.concealed_bonus, Some(200));
        assert!(!rules.penalties.contains_key("illegal_pile_take"));
        assert_eq!(rules.penalties["undeclared_red_three"], -500);
    }
}
