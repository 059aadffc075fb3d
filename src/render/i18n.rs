//! Every sentence the program says, in the player's language: Fluent catalogs
//! (`i18n/<tag>/*.ftl`, one file per surface), read by `fluent-bundle`, the crate
//! Mozilla's Fluent is published as in Rust (and the one `i18n-embed` wraps).
//!
//! Code asks for a message by id with [`tr!`](crate::tr): `tr!("sheet-total")`,
//! `tr!("hand-saved", hand = 3)`. The language is the thread's current one: the command
//! line sets it once ([`set_language`]); the board renders each page in the language its
//! phone asked for ([`in_language`]). A message missing from a language falls back to
//! English; a test (`catalog_is_complete` below) keeps every language's messages and
//! variables the same as English's, and every `tr!` in `src/` naming an English message
//! with the variables it has (the check `i18n-embed`'s `fl!` makes at compile time).
//!
//! Numbers are never digit-grouped (5000, never 5.000 or 5,000): Fluent's own number
//! formatting does not group, and scores are passed as numbers so plurals can choose.

use std::cell::Cell;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use crate::core::language::Lang;
pub use fluent_bundle::FluentArgs;

/// The surfaces, one catalog file each, in every language.
pub const FILES: [&str; 7] = [
    "words", "sheet", "refusals", "table", "cli", "board", "presets",
];

macro_rules! catalog {
    ($tag:literal) => {
        [
            include_str!(concat!("../../i18n/", $tag, "/words.ftl")),
            include_str!(concat!("../../i18n/", $tag, "/sheet.ftl")),
            include_str!(concat!("../../i18n/", $tag, "/refusals.ftl")),
            include_str!(concat!("../../i18n/", $tag, "/table.ftl")),
            include_str!(concat!("../../i18n/", $tag, "/cli.ftl")),
            include_str!(concat!("../../i18n/", $tag, "/board.ftl")),
            include_str!(concat!("../../i18n/", $tag, "/presets.ftl")),
        ]
    };
}

/// The catalog files of a language, in the order of [`FILES`].
pub fn sources(lang: Lang) -> [&'static str; 7] {
    match lang {
        Lang::En => catalog!("en"),
        Lang::Es => catalog!("es"),
        Lang::PtBr => catalog!("pt-BR"),
        Lang::It => catalog!("it"),
        Lang::De => catalog!("de"),
    }
}

fn langid(lang: Lang) -> LanguageIdentifier {
    lang.tag().parse().unwrap_or_default()
}

/// A language's bundle, parsed on first use (a few hundred microseconds) and kept.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 5] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    BUNDLES[slot].get_or_init(|| {
        let mut bundle = FluentBundle::new_concurrent(vec![langid(lang)]);
        // No invisible isolation marks around values: terminals show them as gaps.
        bundle.set_use_isolating(false);
        for source in sources(lang) {
            // A catalog with a syntax error keeps the messages it could read; the
            // test below fails on any error, so a release never has one.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language this thread speaks now.
pub fn language() -> Lang {
    CURRENT.with(|c| c.get())
}

/// Speak `lang` on this thread from now on (the command line, once, at its start).
pub fn set_language(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Run `f` speaking `lang`, then go back to the language before (a board page for a
/// phone that asked for Italian, whatever the server speaks).
pub fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = language();
    set_language(lang);
    struct Back(Lang);
    impl Drop for Back {
        fn drop(&mut self) {
            set_language(self.0);
        }
    }
    let _back = Back(before);
    f()
}

/// The message `id` in the current language (English when the language lacks it; the id
/// itself when English lacks it too, which the catalog test forbids).
pub fn text(id: &str, args: Option<&FluentArgs>) -> String {
    text_in(language(), id, args)
}

/// The message `id` in `lang`.
pub fn text_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let (bundle, message) = match bundle(lang).get_message(id) {
        Some(m) => (bundle(lang), m),
        None => match bundle(Lang::En).get_message(id) {
            Some(m) => (bundle(Lang::En), m),
            None => return id.to_string(),
        },
    };
    let Some(pattern) = message.value() else {
        return id.to_string();
    };
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned()
}

/// An attribute of a message (`kind-natural.typed`), if the current language has it.
pub fn attribute_in(lang: Lang, id: &str, attribute: &str) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.get_attribute(attribute)?.value();
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, None, &mut errors).into_owned())
}

/// A variant's word for a deal, as a selector for messages (`$term`): `hand`, or Hand
/// and Foot's `round`. Messages choose their own noun on it, with the grammar their
/// language needs: `{ $term -> [round] rounds *[hand] hands }`.
pub fn hand_term(terms: crate::core::rules::Terms) -> &'static str {
    match terms.hand {
        crate::core::rules::HandTerm::Hand => "hand",
        crate::core::rules::HandTerm::Round => "round",
    }
}

/// A variant's word for a canasta, as a selector (`$canasta_term`): `canasta`, or Hand
/// and Foot's `book`.
pub fn canasta_term(terms: crate::core::rules::Terms) -> &'static str {
    match terms.canasta {
        crate::core::rules::CanastaTerm::Canasta => "canasta",
        crate::core::rules::CanastaTerm::Book => "book",
    }
}

/// The name of a preset's word (a kind of canasta, a penalty, a bonus, a special hand:
/// `natural`, `failed_to_go_out`) in the current language: the message `word-<key>` of
/// `words.ftl`; a key no catalog knows (a user's own preset) is shown as it is written,
/// `_` as spaces.
pub fn word(key: &str) -> String {
    let id = format!("word-{key}");
    for lang in [language(), Lang::En] {
        if let Some(message) = bundle(lang).get_message(&id) {
            if let Some(pattern) = message.value() {
                let mut errors = Vec::new();
                return bundle(lang)
                    .format_pattern(pattern, None, &mut errors)
                    .into_owned();
            }
        }
    }
    key.replace('_', " ")
}

/// Turns a value into a Fluent argument: numbers stay numbers (plurals choose on them,
/// never grouped), everything else is text.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// `tr!("id")`, `tr!("id", side = name, points = 90)`: the message in the current
/// language. Variable names are Rust identifiers and match the catalog's `$side`,
/// `$points`.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::render::i18n::text($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::render::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::render::i18n::arg($value)); )+
        $crate::render::i18n::text($id, Some(&args))
    }};
}

/// The language asked for by the environment, as users of a Unix program expect:
/// `LANGUAGE` (a list, `es:en`), then `LC_ALL`, `LC_MESSAGES`, `LANG`, read by the
/// `sys-locale` crate; `C` and `POSIX` mean English. Negotiated against the languages
/// there are (`es_MX.UTF-8` gets Spanish, `pt_PT` Portuguese, `de_AT` German).
pub fn from_environment() -> Lang {
    let mut wanted = Vec::new();
    for locale in sys_locale::get_locales() {
        let base = locale
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .to_string();
        if base.eq_ignore_ascii_case("c") || base.eq_ignore_ascii_case("posix") {
            break;
        }
        wanted.push(base);
    }
    negotiate(&wanted)
}

/// The best language there is for a list of wishes, most wanted first (`es-AR`,
/// `pt_PT`, `de-AT`); English when none fits.
pub fn negotiate<S: AsRef<str>>(wanted: &[S]) -> Lang {
    let requested: Vec<LanguageIdentifier> = wanted
        .iter()
        .filter_map(|w| w.as_ref().trim().replace('_', "-").parse().ok())
        .collect();
    let available: Vec<LanguageIdentifier> = Lang::ALL.iter().map(|l| langid(*l)).collect();
    let default = langid(Lang::En);
    let chosen = fluent_langneg::negotiate_languages(
        &requested,
        &available,
        Some(&default),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|id| Lang::from_tag(&id.to_string()))
        .unwrap_or_default()
}

/// The language for a browser's `Accept-Language` header (`it-IT,it;q=0.9,en;q=0.8`).
pub fn from_accept_language(header: &str) -> Lang {
    let wanted: Vec<String> = fluent_langneg::accepted_languages::parse(header)
        .into_iter()
        .map(|id| id.to_string())
        .collect();
    negotiate(&wanted)
}

#[cfg(test)]
mod tests;
