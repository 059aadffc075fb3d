//! The languages the program speaks: a setting, like a variant, passed to whatever needs
//! it (the line's words in `vocabulary`, the sentences in `render::i18n`). Game files
//! never hold one: a game typed in Spanish opens the same in Italian.

use serde::{Deserialize, Serialize};

/// **The list of languages**: adding one is its catalog folder (`i18n/<tag>/`, the nine
/// `.ftl` files of `i18n/en/` translated) and one line here; the enum, [`Lang::ALL`],
/// the tags, the catalogs compiled in (`render::i18n`) and the board's views per
/// language (`serve`) are all made from this list. Each line: the variant, its BCP 47 tag
/// (the catalog's folder name). Exported, for the program's catalogs and views.
#[macro_export]
macro_rules! with_languages {
    ($make:ident) => {
        $make! {
            /// English, the fallback.
            #[default]
            En = "en",
            /// Spanish as played on the River Plate (Uruguay, Argentina).
            Es = "es",
            /// Brazilian Portuguese.
            PtBr = "pt-BR",
            /// Italian.
            It = "it",
            /// German.
            De = "de",
        }
    };
}
pub use crate::with_languages;

macro_rules! make_lang {
    ($($(#[$meta:meta])* $variant:ident = $tag:literal,)*) => {
        /// One of the languages there is a catalog and a line vocabulary for.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
        pub enum Lang {
            $($(#[$meta])* #[serde(rename = $tag)] $variant,)*
        }

        impl Lang {
            /// Every language, English first.
            pub const ALL: [Lang; [$($tag),*].len()] = [$(Lang::$variant),*];

            /// The BCP 47 tag: `en`, `es`, `pt-BR`, `it`, `de` (also the catalog's folder
            /// name).
            pub fn tag(self) -> &'static str {
                match self {
                    $(Lang::$variant => $tag,)*
                }
            }
        }
    };
}

with_languages!(make_lang);

impl Lang {
    /// How many languages there are.
    pub const COUNT: usize = Lang::ALL.len();

    /// This language's place in [`Lang::ALL`] (for a table with one slot a language).
    pub fn index(self) -> usize {
        Lang::ALL.iter().position(|l| *l == self).unwrap_or(0)
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
