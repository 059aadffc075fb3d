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

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::{FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use crate::core::language::Lang;
pub use fluent_bundle::FluentArgs;

/// The surfaces, one catalog file each, in every language.
pub const FILES: [&str; 9] = [
    "words", "sheet", "refusals", "table", "cli", "board", "presets", "store", "scorer",
];

#[cfg(not(target_arch = "wasm32"))]
macro_rules! catalog {
    ($tag:literal) => {
        [
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/words.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/sheet.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/refusals.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/table.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/cli.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/board.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/presets.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/store.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/scorer.ftl")),
        ]
    };
}

#[cfg(not(target_arch = "wasm32"))]
macro_rules! make_sources {
    ($($(#[$meta:meta])* $variant:ident = $tag:literal,)*) => {
        /// The catalog files of a language, in the order of [`FILES`].
        pub fn sources(lang: Lang) -> [&'static str; 9] {
            match lang {
                $(Lang::$variant => catalog!($tag),)*
            }
        }
    };
}

#[cfg(not(target_arch = "wasm32"))]
crate::core::language::with_languages!(make_sources);

#[cfg(not(target_arch = "wasm32"))]
macro_rules! make_help_source {
    ($($(#[$meta:meta])* $variant:ident = $tag:literal,)*) => {
        /// A language's `help.ftl`: the command line's `--help` and clap's usage refusals
        /// (`cli::help`). Only the program has it, not the page's engine.
        pub fn help_source(lang: Lang) -> &'static str {
            match lang {
                $(Lang::$variant => include_str!(concat!(env!("OUT_DIR"), "/i18n/", $tag, "/help.ftl")),)*
            }
        }
    };
}

#[cfg(not(target_arch = "wasm32"))]
crate::core::language::with_languages!(make_help_source);

/// The page has no command line: no `--help`.
#[cfg(target_arch = "wasm32")]
pub fn help_source(_lang: Lang) -> &'static str {
    ""
}

/// The text of catalog file `file` of `lang`: one of [`FILES`], or `help.ftl` after them.
fn source_of(lang: Lang, file: usize) -> &'static str {
    match sources(lang).get(file) {
        Some(source) => source,
        None => help_source(lang),
    }
}

/// In the page (issue 43, item 7: one language over the wire), no language's words are in
/// the module: the page fetches the phone's own language, English too, and hands its
/// files over with [`provide`]. Only English's `presets.ftl` is always there: it is the key
/// by which a built-in preset's words are found in the player's language
/// (`render::rules_text`). A language not handed over is empty; its messages fall back to
/// English's, if English was handed over.
#[cfg(target_arch = "wasm32")]
pub fn sources(lang: Lang) -> [&'static str; 9] {
    if let Some(files) = PROVIDED[lang.index()].get() {
        return *files;
    }
    let mut files = [""; 9];
    if lang == Lang::En {
        files[PRESETS] = include_str!(concat!(env!("OUT_DIR"), "/i18n/en/presets.ftl"));
    }
    files
}

/// Where `presets.ftl` is in [`FILES`].
#[cfg(target_arch = "wasm32")]
const PRESETS: usize = 6;
#[cfg(target_arch = "wasm32")]
const _: () = assert!(matches!(FILES[PRESETS].as_bytes(), b"presets"));

#[cfg(target_arch = "wasm32")]
static PROVIDED: [OnceLock<[&'static str; 9]>; Lang::COUNT] =
    [const { OnceLock::new() }; Lang::COUNT];

/// Gives the page's engine the catalog files of `lang` (in the order of [`FILES`]), read
/// by the page from the site. Kept for the life of the module; a language already given
/// keeps what it had (false).
#[cfg(target_arch = "wasm32")]
pub fn provide(lang: Lang, files: [String; 9]) -> bool {
    if PROVIDED[lang.index()].get().is_some() {
        return false;
    }
    let files = files.map(|f| &*Box::leak(f.into_boxed_str()));
    PROVIDED[lang.index()].set(files).is_ok()
}

/// Whether `lang`'s catalog is there to be read (always, but in the page).
pub fn provided(lang: Lang) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        PROVIDED[lang.index()].get().is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = lang;
        true
    }
}

fn langid(lang: Lang) -> LanguageIdentifier {
    lang.tag().parse().unwrap_or_default()
}

/// The catalog file a message id is looked for first, by its first word (`sheet-total`
/// in `sheet.ftl`): only that file is parsed for it, so a command pays for the surface
/// it speaks, not for all of them.
fn file_of(id: &str) -> Option<usize> {
    let head = id.split('-').next().unwrap_or_default();
    let file = match head {
        "word" | "line" => "words",
        "refusal" | "refusals" => "refusals",
        "preset" => "presets",
        other => other,
    };
    FILES.iter().position(|f| *f == file)
}

/// Where each message of a catalog file starts and ends in its text, found once by one
/// pass over the lines (an entry starts at a line beginning with a letter; a comment, a
/// term or the next entry ends it). No message is parsed until it is asked for. Sorted by
/// id and searched by halves (cheaper to make than a hash map, for the few dozen
/// messages a command asks for); of two entries with one id, the later one counts.
struct Index(Vec<(&'static str, &'static str)>);

impl Index {
    fn get(&self, id: &str) -> Option<&'static str> {
        // The first entry after every one whose id is `id` or before it (the sort is
        // stable: the last of equal ids is the latest in the file).
        let after = self.0.partition_point(|(key, _)| *key <= id);
        let (key, text) = self.0.get(after.checked_sub(1)?)?;
        (*key == id).then_some(*text)
    }
}

fn index(lang: Lang, file: usize) -> &'static Index {
    static INDEXES: OnceLock<Vec<OnceLock<Index>>> = OnceLock::new();
    let all = INDEXES.get_or_init(|| {
        (0..Lang::ALL.len() * (FILES.len() + 1))
            .map(|_| OnceLock::new())
            .collect()
    });
    let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    let source: &'static str = source_of(lang, file);
    // A file not there yet (in the page, a language not handed over) is not kept as
    // empty: handed over later, it is read then.
    static EMPTY: Index = Index(Vec::new());
    if source.is_empty() {
        return &EMPTY;
    }
    all[slot * (FILES.len() + 1) + file].get_or_init(|| {
        let mut found = Vec::with_capacity(source.len() / 64);
        // (id, where its entry starts) of the entry being read.
        let mut open: Option<(&'static str, usize)> = None;
        let mut at = 0;
        for line in source.split_inclusive('\n') {
            let first = line.chars().next().unwrap_or(' ');
            if first.is_ascii_alphabetic() || first == '#' || first == '-' {
                if let Some((id, start)) = open.take() {
                    found.push((id, &source[start..at]));
                }
                if first.is_ascii_alphabetic() {
                    let id = line
                        .split(|c: char| c == '=' || c.is_whitespace())
                        .next()
                        .unwrap_or_default();
                    open = Some((id, at));
                }
            }
            at += line.len();
        }
        if let Some((id, start)) = open {
            found.push((id, &source[start..]));
        }
        crate::core::order::sort_by_key(&mut found, |(id, _)| *id);
        Index(found)
    })
}

/// The text of message `id` in `lang`'s catalog: its own file first, then the others.
fn entry(lang: Lang, id: &str) -> Option<&'static str> {
    if id.starts_with("help-") {
        return index(lang, FILES.len()).get(id);
    }
    let first = file_of(id);
    first
        .into_iter()
        .chain((0..FILES.len()).filter(|f| Some(*f) != first))
        .find_map(|f| index(lang, f).get(id))
}

thread_local! {
    /// Each language's bundle on this thread, holding the messages asked for so far:
    /// a command parses the few dozen messages it says, not its catalogs (a fraction of
    /// a millisecond a command, measured in `bench/`).
    static BUNDLES: RefCell<HashMap<Lang, FluentBundle<FluentResource>>> =
        RefCell::new(HashMap::new());
}

/// Run `f` on the bundle of `lang` that holds message `id`, parsing the message first if
/// this thread has not yet; None when `lang`'s catalog has no such message.
fn with_message<T>(
    lang: Lang,
    id: &str,
    f: impl FnOnce(&FluentBundle<FluentResource>, fluent_bundle::FluentMessage<'_>) -> T,
) -> Option<T> {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        let bundle = bundles.entry(lang).or_insert_with(|| {
            let mut bundle = FluentBundle::new(vec![langid(lang)]);
            // No invisible isolation marks around values: terminals show them as gaps.
            bundle.set_use_isolating(false);
            bundle
        });
        if !bundle.has_message(id) {
            let text = entry(lang, id)?;
            // A message with a syntax error keeps what could be read; the catalog tests
            // fail on any error, so a release never has one.
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        let message = bundle.get_message(id)?;
        Some(f(bundle, message))
    })
}

/// The process's language (an index into [`Lang::ALL`]): English until the command line
/// says otherwise.
static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// This thread's own language, where it chose one ([`in_language`]).
    static CURRENT: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language this thread speaks now.
pub fn language() -> Lang {
    CURRENT
        .with(|c| c.get())
        .unwrap_or_else(|| Lang::ALL[usize::from(PROCESS.load(Ordering::Relaxed))])
}

/// Speak `lang` from now on, on every thread that has not chosen its own (the command
/// line, once, at its start: the threads that read a club's games speak it too).
pub fn set_language(lang: Lang) {
    let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    PROCESS.store(u8::try_from(slot).unwrap_or(0), Ordering::Relaxed);
}

/// Run `f` speaking `lang` on this thread, then go back to what it spoke before (a board
/// page for a phone that asked for Italian, whatever the server speaks).
pub fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = CURRENT.with(|c| c.replace(Some(lang)));
    struct Back(Option<Lang>);
    impl Drop for Back {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
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
    let say = |bundle: &FluentBundle<FluentResource>, message: fluent_bundle::FluentMessage| {
        let pattern = message.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    };
    with_message(lang, id, say)
        .flatten()
        .or_else(|| with_message(Lang::En, id, say).flatten())
        .unwrap_or_else(|| id.to_string())
}

/// An attribute of a message (`kind-natural.typed`), if the current language has it.
pub fn attribute_in(lang: Lang, id: &str, attribute: &str) -> Option<String> {
    attribute_with(lang, id, attribute, None)
}

/// An attribute of a message, with variables, if `lang`'s catalog has it.
pub fn attribute_with(
    lang: Lang,
    id: &str,
    attribute: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    with_message(lang, id, |bundle, message| {
        let pattern = message.get_attribute(attribute)?.value();
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
    .flatten()
}

/// The value of message `id` in `lang`'s own catalog, None when it has none (no English
/// fallback: `--help` keeps clap's English text where a language lacks one).
pub fn own_text(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    with_message(lang, id, |bundle, message| {
        let pattern = message.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
    .flatten()
}

/// A variant's word for a deal, as a selector for messages (`$term`): `hand`, Hand
/// and Foot's `round`, or the Burraco family's `deal` (Italian *smazzata*). Messages choose their own noun on it, with the grammar their
/// language needs: `{ $term -> [round] rounds *[hand] hands }`.
pub fn hand_term(terms: crate::core::rules::Terms) -> &'static str {
    match terms.hand {
        // A hand of the Burraco family: Italian says *smazzata*; a catalog without a
        // `[deal]` variant says its `*[hand]` word.
        crate::core::rules::HandTerm::Hand if terms.canasta.burraco_family() => "deal",
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
        crate::core::rules::CanastaTerm::Burraco => "burraco",
        crate::core::rules::CanastaTerm::Canastra => "canastra",
    }
}

/// A variant's word for its pot, as a selector (`$pot_term`): `pot`, Burraco's
/// `pozzetto`, Buraco's `morto`.
pub fn pot_term(terms: crate::core::rules::Terms) -> &'static str {
    pot_word(terms.pot)
}

/// [`pot_term`] of the pot's word alone.
pub fn pot_word(pot: crate::core::rules::PotTerm) -> &'static str {
    match pot {
        crate::core::rules::PotTerm::Pot => "pot",
        crate::core::rules::PotTerm::Pozzetto => "pozzetto",
        crate::core::rules::PotTerm::Morto => "morto",
    }
}

/// The name of a preset's word (a kind of canasta, a penalty, a bonus, a special hand:
/// `natural`, `failed_to_go_out`) in the current language: the message `word-<key>` of
/// `words.ftl`; a key no catalog knows (a user's own preset) is shown as it is written,
/// `_` as spaces.
pub fn word(key: &str) -> String {
    let id = format!("word-{key}");
    for lang in [language(), Lang::En] {
        if let Some(Some(said)) = with_message(lang, &id, |bundle, message| {
            let pattern = message.value()?;
            let mut errors = Vec::new();
            Some(
                bundle
                    .format_pattern(pattern, None, &mut errors)
                    .into_owned(),
            )
        }) {
            return said;
        }
    }
    key.replace('_', " ")
}

/// A kind's word as it agrees with the variant's word for a canasta: where the term is
/// Burraco's and the language gives the word a `.burraco` form (Italian `pulito`, not the
/// canasta's `pulita`), that form; else [`word`]. `many`: the plural.
pub fn kind_word(key: &str, terms: crate::core::rules::Terms, many: bool) -> String {
    if terms.canasta == crate::core::rules::CanastaTerm::Burraco {
        let attribute = if many { "burraco-many" } else { "burraco" };
        if let Some(said) = attribute_in(language(), &format!("word-{key}"), attribute) {
            return said;
        }
    }
    if many { words(key) } else { word(key) }
}

/// The words a player of the current language types on a line (`words.ftl`'s `.typed`):
/// for the core's one lookup. English's are the presets' own names.
pub fn line_words() -> crate::core::line::LineWords {
    line_words_in(language())
}

/// [`line_words`] of `lang`.
pub fn line_words_in(lang: Lang) -> crate::core::line::LineWords {
    static WORDS: [OnceLock<crate::core::line::LineWords>; Lang::COUNT] =
        [const { OnceLock::new() }; Lang::COUNT];
    WORDS[lang.index()]
        .get_or_init(|| read_line_words(lang))
        .clone()
}

fn read_line_words(lang: Lang) -> crate::core::line::LineWords {
    if lang == Lang::En {
        return crate::core::line::LineWords::english();
    }
    let source = sources(lang)[0];
    let mut typed = std::collections::BTreeMap::new();
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
    for entry in resource.entries() {
        let fluent_syntax::ast::Entry::Message(message) = entry else {
            continue;
        };
        let Some(key) = message.id.name.strip_prefix("word-") else {
            continue;
        };
        // A plan's words are not a line's ([`plan_words`]).
        if key.starts_with("plan-") {
            continue;
        }
        let Some(attribute) = message.attributes.iter().find(|a| a.id.name == "typed") else {
            continue;
        };
        let words: Vec<String> = attribute
            .value
            .elements
            .iter()
            .filter_map(|e| match e {
                fluent_syntax::ast::PatternElement::TextElement { value } => Some(*value),
                _ => None,
            })
            .flat_map(|v| v.split_whitespace())
            .map(|w| w.to_lowercase())
            .collect();
        typed.insert(key.to_string(), words);
    }
    crate::core::line::LineWords { typed: Some(typed) }
}

/// The words a tournament's plan may be typed in: English's, and every language's
/// `word-plan-*` `.typed` words from its catalog (a sixth language's too, with no code).
pub fn plan_words() -> crate::core::plan::PlanWords {
    static WORDS: OnceLock<crate::core::plan::PlanWords> = OnceLock::new();
    WORDS
        .get_or_init(|| {
            let mut words = crate::core::plan::PlanWords::english();
            for lang in Lang::ALL {
                for (_, key, _) in crate::core::plan::PlanWord::ALL {
                    let id = format!("word-plan-{key}");
                    if let Some(typed) = attribute_in(lang, &id, "typed") {
                        let spellings: Vec<String> =
                            typed.split_whitespace().map(str::to_string).collect();
                        words.add(key, &spellings);
                    }
                }
            }
            words
        })
        .clone()
}

/// [`word`] in the plural, where the language inflects it (`puras` beside `pura`): the
/// `.many` of `word-<key>`; a key no catalog knows is shown as [`word`] shows it.
pub fn words(key: &str) -> String {
    let id = format!("word-{key}");
    attribute_in(language(), &id, "many")
        .or_else(|| attribute_in(Lang::En, &id, "many"))
        .unwrap_or_else(|| word(key))
}

/// The keys that answer yes to a yes-or-no question: the language's (`table-yes-key`:
/// `s` in Spanish, `j` in German) and the English `y`, always.
pub fn yes_keys() -> Vec<char> {
    let mut keys: Vec<char> = text("table-yes-key", None).to_lowercase().chars().collect();
    keys.retain(|c| !c.is_whitespace());
    keys.push('y');
    keys
}

/// The keys that answer no: the language's (`table-no-key`) and the English `n`.
pub fn no_keys() -> Vec<char> {
    let mut keys: Vec<char> = text("table-no-key", None).to_lowercase().chars().collect();
    keys.retain(|c| !c.is_whitespace());
    keys.push('n');
    keys
}

/// A rank's key in the catalogs (`sheet-ranks` and `refusal-ranks` select on it).
pub fn rank_key(rank: crate::core::rules::Rank) -> &'static str {
    match rank {
        crate::core::rules::Rank::Ace => "ace",
        crate::core::rules::Rank::King => "king",
        crate::core::rules::Rank::Queen => "queen",
        crate::core::rules::Rank::Jack => "jack",
        crate::core::rules::Rank::Ten => "ten",
        crate::core::rules::Rank::Nine => "nine",
        crate::core::rules::Rank::Eight => "eight",
        crate::core::rules::Rank::Seven => "seven",
        crate::core::rules::Rank::Six => "six",
        crate::core::rules::Rank::Five => "five",
        crate::core::rules::Rank::Four => "four",
    }
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
    // In a page, the page says its language (the phone's); there is no environment.
    #[cfg(target_arch = "wasm32")]
    let locales = std::iter::empty::<String>();
    #[cfg(not(target_arch = "wasm32"))]
    let locales = sys_locale::get_locales();
    for locale in locales {
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
