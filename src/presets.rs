//! The presets shipped in `presets/*.yaml`, embedded in the binary so `canasta` works from
//! any directory after `cargo install`.
//!
//! This module only parses and validates; it does not read files. (User presets, which do
//! live in files, are the caller's business: it passes their text to [`parse`].)

use thiserror::Error;

use crate::rules::{Rules, RulesError};

/// Name and YAML text of every embedded preset, in the order `canasta variants` lists them.
pub const EMBEDDED: &[(&str, &str)] = &[
    ("classic", include_str!("../presets/classic.yaml")),
    ("classic-2p", include_str!("../presets/classic-2p.yaml")),
    ("classic-3p", include_str!("../presets/classic-3p.yaml")),
    ("classic-6p", include_str!("../presets/classic-6p.yaml")),
    (
        "classic-6p-teams-of-3",
        include_str!("../presets/classic-6p-teams-of-3.yaml"),
    ),
    (
        "classic-wild-melds",
        include_str!("../presets/classic-wild-melds.yaml"),
    ),
    ("american", include_str!("../presets/american.yaml")),
    ("viennese", include_str!("../presets/viennese.yaml")),
    ("canadian", include_str!("../presets/canadian.yaml")),
    ("samba", include_str!("../presets/samba.yaml")),
    ("bolivia", include_str!("../presets/bolivia.yaml")),
    ("hoyle-2p", include_str!("../presets/hoyle-2p.yaml")),
];

/// A preset could not be used.
#[derive(Debug, Error)]
pub enum PresetError {
    #[error("unknown variant `{name}`; the variants are: {known}")]
    Unknown { name: String, known: String },
    #[error("preset `{source_name}` is not valid YAML for a rule set: {message}")]
    Syntax {
        source_name: String,
        message: String,
    },
    #[error(transparent)]
    Invalid(#[from] RulesError),
}

/// Names of the embedded presets.
pub fn names() -> Vec<&'static str> {
    EMBEDDED.iter().map(|(name, _)| *name).collect()
}

/// Parse and validate a preset's text. `source_name` is used in messages only.
pub fn parse(source_name: &str, text: &str) -> Result<Rules, PresetError> {
    let rules: Rules = serde_yaml::from_str(text).map_err(|e| PresetError::Syntax {
        source_name: source_name.to_string(),
        message: e.to_string(),
    })?;
    rules.validate()?;
    Ok(rules)
}

/// The embedded preset called `name` (case-insensitive).
pub fn embedded(name: &str) -> Result<Rules, PresetError> {
    let wanted = name.trim().to_ascii_lowercase();
    match EMBEDDED.iter().find(|(n, _)| *n == wanted) {
        Some((n, text)) => parse(n, text),
        None => Err(PresetError::Unknown {
            name: name.to_string(),
            known: names().join(", "),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_preset_loads_and_is_named_for_its_file() {
        for (name, _) in EMBEDDED {
            let rules = embedded(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(&rules.name, name);
        }
    }

    #[test]
    fn unknown_variant_lists_the_known_ones() {
        let e = embedded("clasic").unwrap_err().to_string();
        assert!(e.contains("unknown variant `clasic`"), "{e}");
        assert!(e.contains("classic-2p"), "{e}");
    }

    #[test]
    fn unknown_field_in_a_preset_is_named() {
        let text = EMBEDDED[0].1.replace("target: 5000", "targte: 5000");
        let e = parse("classic", &text).unwrap_err().to_string();
        assert!(e.contains("targte"), "{e}");
    }
}
