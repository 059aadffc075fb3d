//! The languages the program speaks: a setting, like a variant, passed to whatever needs
//! it (the line's words in `vocabulary`, the sentences in `render::i18n`). Game files
//! never hold one: a game typed in Spanish opens the same in Italian.

use serde::{Deserialize, Serialize};

/// One of the languages there is a catalog and a line vocabulary for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    /// English, the fallback.
    #[default]
    #[serde(rename = "en")]
    En,
    /// Spanish as played on the River Plate (Uruguay, Argentina).
    #[serde(rename = "es")]
    Es,
    /// Brazilian Portuguese.
    #[serde(rename = "pt-BR")]
    PtBr,
    /// Italian.
    #[serde(rename = "it")]
    It,
    /// German.
    #[serde(rename = "de")]
    De,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::PtBr, Lang::It, Lang::De];

    /// The BCP 47 tag: `en`, `es`, `pt-BR`, `it`, `de` (also the catalog's folder name).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::PtBr => "pt-BR",
            Lang::It => "it",
            Lang::De => "de",
        }
    }

    /// The language a tag names exactly (`pt-BR`, `es`; case and `_` forgiven), if there is one.
    /// Choosing among a user's preferences (`es_MX`, `pt_PT`) is negotiation, in
    /// `render::i18n`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().replace('_', "-");
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(&tag))
    }
}
