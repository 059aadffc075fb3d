//! `--help` and clap's usage refusals in the speaker's language (issue 45).
//!
//! English is the doc comments of `args.rs` and of the commands' files, as clap shows
//! them. Every other language replaces each of those texts by its message in
//! `i18n/<tag>/help.ftl`, and clap's own words (`Usage:`, `Options:`, `[default: …]`,
//! `error: unexpected argument …`) by that file's `help-clap-…` messages. The English
//! `help.ftl` is made from the doc comments (`help_catalog_is_the_doc_comments` writes it
//! again with `SNAPSHOTS=overwrite`), so a translator has every text and the catalog test
//! holds each language to English's ids.
//!
//! A command line that parses costs nothing more: the tree is localised only to show a
//! help or a refusal.

use std::ffi::OsString;
use std::fmt::Write as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};
use clap::{Command, CommandFactory, FromArgMatches, Parser};

use super::args::Cli;
use crate::core::language::Lang;
use crate::render::i18n::{self, FluentArgs};

/// The root command's path in message ids (`help-canasta`, `help-canasta-record`).
const ROOT: &str = "canasta";

/// One text of the command tree: its message id, the attribute it is (`long`, `after`,
/// `after-long`; None for the message's value), and the English text.
#[cfg(test)]
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Text {
    pub id: String,
    pub attribute: Option<&'static str>,
    pub text: String,
}

/// `--lang`'s list of languages as its help's variables: all but the last, and the last
/// (`en`, `es`, `pt-BR`, `it` | `de`), each in backticks.
pub(crate) fn language_list() -> (String, String) {
    let tags: Vec<String> = Lang::ALL.iter().map(|l| format!("`{}`", l.tag())).collect();
    match tags.split_last() {
        Some((last, rest)) => (rest.join(", "), last.clone()),
        None => (String::new(), String::new()),
    }
}

/// The variables every help message may use.
fn help_args() -> FluentArgs<'static> {
    let (languages, last) = language_list();
    let mut args = FluentArgs::new();
    args.set("languages", languages);
    args.set("last", last);
    args
}

/// What a built argument's texts are found under: clap's own help and version flags
/// share one message each; a global option is the root's, wherever clap copied it.
fn arg_id(arg: &clap::Arg, path: &str) -> String {
    match arg.get_id().as_str() {
        "help" if arg.get_long_help().is_some() => "help-clap-help-more".to_string(),
        "help" => "help-clap-help".to_string(),
        "version" => "help-clap-version".to_string(),
        id if arg.is_global_set() => format!("help-{ROOT}--{id}"),
        id => format!("help-{path}--{id}"),
    }
}

/// Every text of a built command tree, in English, in the order `--help` shows them.
#[cfg(test)]
pub(crate) fn texts(cmd: &Command) -> Vec<Text> {
    let mut all = Vec::new();
    walk(cmd, ROOT, true, &mut all);
    // A text shared by many commands (clap's help flag, a global option) once.
    let mut seen = std::collections::HashSet::new();
    all.retain(|t| seen.insert((t.id.clone(), t.attribute)));
    all
}

#[cfg(test)]
fn walk(cmd: &Command, path: &str, root: bool, into: &mut Vec<Text>) {
    fn put(
        into: &mut Vec<Text>,
        id: &str,
        attribute: Option<&'static str>,
        text: Option<&StyledStr>,
    ) {
        if let Some(text) = text {
            into.push(Text {
                id: id.to_string(),
                attribute,
                text: text.to_string(),
            });
        }
    }
    let own = format!("help-{path}");
    put(into, &own, None, cmd.get_about());
    put(into, &own, Some("long"), cmd.get_long_about());
    put(into, &own, Some("after"), cmd.get_after_help());
    put(into, &own, Some("after-long"), cmd.get_after_long_help());
    for arg in cmd.get_arguments() {
        if arg.is_global_set() && !root {
            continue;
        }
        let id = arg_id(arg, path);
        put(into, &id, None, arg.get_help());
        put(into, &id, Some("long"), arg.get_long_help());
        if arg.get_action().takes_values() {
            for name in arg.get_value_names().unwrap_or_default() {
                put(
                    into,
                    &value_id(name),
                    None,
                    Some(&StyledStr::from(name.to_string())),
                );
            }
        }
    }
    if cmd.has_subcommands() {
        let name = cmd.get_subcommand_value_name().unwrap_or("COMMAND");
        put(
            into,
            &value_id(name),
            None,
            Some(&StyledStr::from(name.to_string())),
        );
    }
    if root {
        put(
            into,
            "help-value-options",
            None,
            Some(&StyledStr::from("OPTIONS")),
        );
    }
    for sub in cmd.get_subcommands() {
        if sub.get_name() == "help" {
            // clap's own `help` command (no command of ours has that name).
            put(into, "help-clap-help-command", None, sub.get_about());
            for arg in sub.get_arguments() {
                put(into, "help-clap-help-subcommands", None, arg.get_help());
            }
            continue;
        }
        walk(sub, &format!("{path}-{}", sub.get_name()), false, into);
    }
}

/// A placeholder's message (`SIDE=N`: `help-value-side-n`), the same wherever it is used.
fn value_id(name: &str) -> String {
    let mut id = String::from("help-value");
    for word in name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        id.push('-');
        id.push_str(&word.to_ascii_lowercase());
    }
    id
}

/// The message (or its attribute) in `lang`'s own help catalog.
fn own(lang: Lang, id: &str, attribute: Option<&str>) -> Option<String> {
    let args = help_args();
    match attribute {
        None => i18n::own_text(lang, id, Some(&args)),
        Some(a) => i18n::attribute_with(lang, id, a, Some(&args)),
    }
}

/// clap's word `id` (`help-clap-options`) in `lang`, English when it lacks it.
fn clap_word(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    i18n::own_text(lang, id, args).unwrap_or_else(|| i18n::text_in(Lang::En, id, args))
}

/// The whole command tree, built, its texts in `lang` (clap's English ones where `lang`
/// is English).
pub fn command_in(lang: Lang) -> Command {
    let mut cmd = Cli::command();
    cmd.build();
    if lang == Lang::En {
        return cmd;
    }
    // On a narrow screen each option's text goes under it, as clap lays out English's
    // there (the translated placeholders are longer, and clap would keep a column of one
    // word a line beside them).
    let narrow = crate::render::layout_width().is_some_and(|w| w < 60);
    localize(cmd, ROOT, lang, narrow)
}

fn localize(mut cmd: Command, path: &str, lang: Lang, narrow: bool) -> Command {
    if narrow {
        cmd = cmd.next_line_help(true);
    }
    let id = format!("help-{path}");
    if let Some(about) = own(lang, &id, None) {
        cmd = cmd.about(about);
    }
    if let Some(long) = own(lang, &id, Some("long")) {
        cmd = cmd.long_about(long);
    }
    if let Some(after) = own(lang, &id, Some("after")) {
        cmd = cmd.after_help(after);
    }
    if let Some(after) = own(lang, &id, Some("after-long")) {
        cmd = cmd.after_long_help(after);
    }
    cmd = cmd.mut_args(|arg| localize_arg(arg, path, lang));
    if cmd.has_subcommands() {
        let name = cmd
            .get_subcommand_value_name()
            .unwrap_or("COMMAND")
            .to_string();
        if let Some(named) = own(lang, &value_id(&name), None) {
            cmd = cmd.subcommand_value_name(named);
        }
    }
    // The usage line with its placeholders in `lang` (clap writes `[OPTIONS]` itself).
    let usage = cmd.render_usage().to_string();
    let usage = usage.split_once(": ").map_or(usage.as_str(), |(_, u)| u);
    let usage = match own(lang, "help-value-options", None) {
        Some(options) => usage.replace("[OPTIONS]", &format!("[{options}]")),
        None => usage.to_string(),
    };
    cmd = cmd.override_usage(usage);
    let layout = template(&cmd, lang);
    cmd = cmd.help_template(layout);
    cmd.mut_subcommands(|sub| {
        let name = sub.get_name().to_string();
        if name == "help" {
            let about = clap_word(lang, "help-clap-help-command", None);
            let help = clap_word(lang, "help-clap-help-subcommands", None);
            return sub.about(about).mut_args(|a| a.help(help.clone()));
        }
        localize(sub, &format!("{path}-{name}"), lang, narrow)
    })
}

/// An argument's help in `lang`, with what clap adds after it (its default, its
/// variable, its values) said in `lang` too.
fn localize_arg(mut arg: clap::Arg, path: &str, lang: Lang) -> clap::Arg {
    let id = arg_id(&arg, path);
    if let Some(help) = own(lang, &id, None) {
        arg = arg.help(help);
    }
    if let Some(long) = own(lang, &id, Some("long")) {
        arg = arg.long_help(long);
    }
    if arg.get_action().takes_values()
        && let Some(names) = arg.get_value_names()
    {
        let named: Vec<String> = names
            .iter()
            .map(|n| own(lang, &value_id(n), None).unwrap_or_else(|| n.to_string()))
            .collect();
        arg = arg.value_names(named);
    }
    let mut notes = Vec::new();
    if !arg.is_hide_default_value_set() && arg.get_num_args().is_none_or(|n| n.takes_values()) {
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if !defaults.is_empty() && arg.get_action().takes_values() {
            let mut args = FluentArgs::new();
            args.set("value", defaults.join(", "));
            notes.push(clap_word(lang, "help-clap-default", Some(&args)));
        }
    }
    if !arg.is_hide_env_set()
        && let Some(env) = arg.get_env()
    {
        let mut args = FluentArgs::new();
        args.set("name", env.to_string_lossy().into_owned());
        notes.push(clap_word(lang, "help-clap-env", Some(&args)));
    }
    if !arg.is_hide_possible_values_set() && arg.get_action().takes_values() {
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_string())
            .collect();
        if !values.is_empty() {
            let mut args = FluentArgs::new();
            args.set("values", values.join(", "));
            notes.push(clap_word(lang, "help-clap-possible-values", Some(&args)));
        }
    }
    if notes.is_empty() {
        return arg;
    }
    let notes = notes
        .iter()
        .map(|n| format!("[{n}]"))
        .collect::<Vec<_>>()
        .join(" ");
    arg = arg
        .hide_default_value(true)
        .hide_env(true)
        .hide_possible_values(true);
    if let Some(help) = arg.get_help().map(ToString::to_string) {
        arg = arg.help(format!("{help} {notes}"));
    }
    if let Some(long) = arg.get_long_help().map(ToString::to_string) {
        arg = arg.long_help(format!("{long}\n\n{notes}"));
    }
    arg
}

/// clap's help layout with its headings in `lang`, in clap's styles: the usage, then
/// the commands, the arguments and the options that the command has.
fn template(cmd: &Command, lang: Lang) -> StyledStr {
    let styles = cmd.get_styles();
    let usage = styles.get_usage();
    let header = styles.get_header();
    let mut t = String::from("{before-help}{about-with-newline}\n");
    let _ = write!(
        t,
        "{usage}{}{usage:#} {{usage}}",
        clap_word(lang, "help-clap-usage", None)
    );
    let mut section = |heading: &str, tag: &str| {
        let _ = write!(
            t,
            "\n\n{header}{}{header:#}\n{{{tag}}}",
            clap_word(lang, heading, None)
        );
    };
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        section("help-clap-commands", "subcommands");
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        section("help-clap-arguments", "positionals");
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        section("help-clap-options", "options");
    }
    t.push_str("{after-help}");
    StyledStr::from(t)
}

/// The language a command line asks for before it is parsed: `--lang` (a tag that is
/// no language is left to clap to refuse), then `CANASTA_LANG`, then the system's.
pub fn asked_language(args: &[OsString]) -> Lang {
    let mut asked = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word == "--lang" {
            asked = words.next().map(|w| w.into_owned());
        } else if let Some(tag) = word.strip_prefix("--lang=") {
            asked = Some(tag.to_string());
        }
    }
    let from_env = || std::env::var("CANASTA_LANG").ok().filter(|t| !t.is_empty());
    asked
        .or_else(from_env)
        .and_then(|tag| super::args::language(&tag).ok())
        .unwrap_or_else(i18n::from_environment)
}

/// A command line clap refused, or a help or version it shows instead of running.
pub enum Refusal {
    /// In English, as clap says it.
    English(clap::Error),
    /// In another language: clap's words from `help.ftl`.
    Localized(clap::error::Error<Localized>),
}

impl Refusal {
    /// Print it (a help on standard output, a refusal on standard error) and exit with
    /// clap's code (0 for a help, 2 for a refusal).
    pub fn exit(&self) -> ! {
        match self {
            Refusal::English(e) => e.exit(),
            Refusal::Localized(e) => e.exit(),
        }
    }

    /// A refusal rather than a help or a version.
    pub fn use_stderr(&self) -> bool {
        match self {
            Refusal::English(e) => e.use_stderr(),
            Refusal::Localized(e) => e.use_stderr(),
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::English(e) => e.fmt(f),
            Refusal::Localized(e) => e.fmt(f),
        }
    }
}

/// Parse the program's command line, its help and refusals in the language it asks for
/// (which the process speaks from then on: a value parser's refusal, `--lang xx` or a bad
/// id, speaks it too, and so does a refusal printed later).
pub fn parse() -> Result<Cli, Refusal> {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = asked_language(&args);
    i18n::set_language(lang);
    parse_in(lang, args)
}

/// [`parse`] of the given words (the program's name first) in `lang`, which the thread
/// must speak while the refusal is parsed and shown.
pub(crate) fn parse_in(lang: Lang, args: Vec<OsString>) -> Result<Cli, Refusal> {
    let error = match Cli::try_parse_from(&args) {
        Ok(cli) => return Ok(cli),
        Err(e) => e,
    };
    if lang == Lang::En {
        return Err(Refusal::English(error));
    }
    // The help or the refusal again, from the tree in `lang` (its placeholders and usage
    // line in `lang` too).
    let again = command_in(lang)
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m));
    match again {
        Err(e) => Err(Refusal::Localized(e.apply())),
        Ok(_) => Err(Refusal::Localized(error.apply())),
    }
}

/// clap's refusals in the thread's language, as clap's `RichFormatter` lays them out.
pub struct Localized;

/// clap's word `id` in `lang` with the variables `args`.
fn word(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        // A count is a number, for the plural to choose on.
        match value.parse::<u64>() {
            Ok(n) if *name == "count" => fluent.set(*name, n),
            _ => fluent.set(*name, value.clone()),
        }
    }
    clap_word(lang, id, Some(&fluent))
}

/// What went wrong, by the refusal's kind and what clap says of it.
fn what_went_wrong(error: &clap::error::Error<Localized>, lang: Lang) -> Option<String> {
    let word = |id: &str, args: &[(&str, String)]| word(lang, id, args);
    let string = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let number = |kind| match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let list = |kind| match error.get(kind) {
        Some(ContextValue::Strings(s)) => s.clone(),
        _ => Vec::new(),
    };
    let arg = string(ContextKind::InvalidArg);
    let value = string(ContextKind::InvalidValue);
    match error.kind() {
        ErrorKind::UnknownArgument => {
            arg.map(|a| word("help-clap-unknown-argument", &[("arg", a)]))
        }
        ErrorKind::InvalidSubcommand => string(ContextKind::InvalidSubcommand)
            .map(|c| word("help-clap-unknown-command", &[("command", c)])),
        ErrorKind::InvalidValue => match (arg, value) {
            (Some(a), Some(v)) if v.is_empty() => {
                Some(word("help-clap-value-required", &[("arg", a)]))
            }
            (Some(a), Some(v)) => {
                let mut said = word("help-clap-invalid-value", &[("arg", a), ("value", v)]);
                let valid = list(ContextKind::ValidValue);
                if !valid.is_empty() {
                    let values = valid.join(", ");
                    let _ = write!(
                        said,
                        "\n  [{}]",
                        word("help-clap-possible-values", &[("values", values)])
                    );
                }
                Some(said)
            }
            _ => None,
        },
        ErrorKind::ValueValidation => match (arg, value) {
            (Some(a), Some(v)) => {
                let mut said = word("help-clap-invalid-value", &[("arg", a), ("value", v)]);
                if let Some(source) = std::error::Error::source(error) {
                    let _ = write!(said, ": {source}");
                }
                Some(said)
            }
            _ => None,
        },
        ErrorKind::MissingRequiredArgument => {
            let missing = list(ContextKind::InvalidArg);
            (!missing.is_empty()).then(|| {
                let mut said = word("help-clap-missing", &[]);
                for m in missing {
                    let _ = write!(said, "\n  {m}");
                }
                said
            })
        }
        ErrorKind::MissingSubcommand => string(ContextKind::InvalidSubcommand).map(|c| {
            let mut said = word("help-clap-missing-command", &[("command", c)]);
            let valid = list(ContextKind::ValidSubcommand);
            if !valid.is_empty() {
                let _ = write!(
                    said,
                    "\n  [{}]",
                    word("help-clap-commands-list", &[("values", valid.join(", "))])
                );
            }
            said
        }),
        ErrorKind::ArgumentConflict => arg.map(|a| {
            let prior = error.get(ContextKind::PriorArg);
            match prior {
                Some(ContextValue::String(p)) if *p == a => word("help-clap-twice", &[("arg", a)]),
                Some(ContextValue::String(p)) => {
                    word("help-clap-conflict", &[("arg", a), ("other", p.clone())])
                }
                Some(ContextValue::Strings(ps)) => word(
                    "help-clap-conflict",
                    &[("arg", a), ("other", ps.join("', '"))],
                ),
                _ => word("help-clap-conflict-any", &[("arg", a)]),
            }
        }),
        ErrorKind::TooManyValues => match (arg, value) {
            (Some(a), Some(v)) => Some(word("help-clap-too-many", &[("arg", a), ("value", v)])),
            _ => None,
        },
        ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            let expected =
                number(ContextKind::ExpectedNumValues).or_else(|| number(ContextKind::MinValues));
            match (arg, expected, number(ContextKind::ActualNumValues)) {
                (Some(a), Some(e), Some(n)) => Some(word(
                    "help-clap-wrong-number",
                    &[("arg", a), ("expected", e), ("given", n)],
                )),
                _ => None,
            }
        }
        ErrorKind::NoEquals => arg.map(|a| word("help-clap-no-equals", &[("arg", a)])),
        _ => None,
    }
}

impl ErrorFormatter for Localized {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        let lang = i18n::language();
        let word = |id: &str, args: &[(&str, String)]| word(lang, id, args);
        let mut text = format!("{} ", word("help-clap-error", &[]));
        match what_went_wrong(error, lang) {
            Some(said) => text.push_str(&said),
            None => text.push_str(error.kind().as_str().unwrap_or("?")),
        }
        let tips = [
            (
                ContextKind::SuggestedSubcommand,
                "help-clap-similar-command",
            ),
            (ContextKind::SuggestedArg, "help-clap-similar-argument"),
            (ContextKind::SuggestedValue, "help-clap-similar-value"),
        ];
        let mut first = true;
        for (kind, id) in tips {
            let similar = match error.get(kind) {
                Some(ContextValue::String(s)) => vec![s.clone()],
                Some(ContextValue::Strings(s)) => s.clone(),
                _ => continue,
            };
            text.push_str(if first { "\n\n" } else { "\n" });
            first = false;
            let tip = word("help-clap-tip", &[]);
            let _ = write!(
                text,
                "  {tip} {}",
                word(
                    id,
                    &[
                        ("name", similar.join("', '")),
                        ("count", similar.len().to_string())
                    ]
                )
            );
        }
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            let usage = usage.to_string();
            let line = usage.strip_prefix("Usage:").unwrap_or(&usage);
            let _ = write!(
                text,
                "\n\n{}{line}",
                clap_word(lang, "help-clap-usage", None)
            );
        }
        let _ = write!(
            text,
            "\n\n{}\n",
            word("help-clap-more", &[("flag", "--help".to_string())])
        );
        StyledStr::from(text)
    }
}

#[cfg(test)]
mod tests;
