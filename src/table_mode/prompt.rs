//! What table mode asks through: the [`Prompter`] trait, answered by a person at a
//! terminal ([`Terminal`], dialoguer's prompts) or by a script (`Scripted`, so that
//! table mode's tests run in-process, in milliseconds).
//!
//! Every question table mode asks and every line it prints goes through a `Prompter`; the
//! rest of table mode never sees dialoguer or standard output.

use crate::table_mode::{Error, Result};
use dialoguer::theme::ColorfulTheme;
use dialoguer::{FuzzySelect, MultiSelect, Select};

/// The questions table mode asks, and where it prints.
pub trait Prompter {
    /// One of `choice.items` (its index); None only where `choice.esc_quits` and Esc or
    /// `q` was pressed.
    fn select(&mut self, choice: &Choice) -> Result<Option<usize>>;
    /// A line of text, accepted by `line.check` (a refusal is shown and the line asked
    /// again); Enter on an empty line gives `line.default`, if there is one.
    fn input(&mut self, line: &Line) -> Result<String>;
    /// Yes or no; Enter gives `default`. Esc or `q` leaves the question: the error
    /// [`Error::Left`], which the asker turns into going back (never into an answer).
    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool>;
    /// Any of `items` (their indices), those `checked` marked to begin with.
    fn multi_select(
        &mut self,
        prompt: &str,
        items: &[String],
        checked: &[bool],
    ) -> Result<Vec<usize>>;
    /// Print `text` as it is (standard output on a terminal).
    fn say(&mut self, text: &str) -> Result<()>;

    /// Print `text` and a newline (`outln!`).
    fn say_line(&mut self, text: &str) -> Result<()> {
        self.say(&format!("{text}\n"))
    }
}

/// `q` typed at a question: leave it (a rules question's cards apart, where `Q` is a
/// queen).
pub fn quits(text: &str) -> bool {
    matches!(text.trim(), "q" | "Q")
}

/// `q` or `<` typed at a question: leave it, or go back.
pub fn quits_or_back(text: &str) -> bool {
    quits(text) || text.trim() == "<"
}

/// rustyline's refusal as table mode's: Ctrl-C stops the session, the end of input (the
/// terminal gone) closes it, as dialoguer's did. (Ctrl-D on an empty line is Esc:
/// [`CtrlDPressed`].)
fn readline_error(e: rustyline::error::ReadlineError) -> Error {
    use rustyline::error::ReadlineError;
    let io = match e {
        ReadlineError::Io(e) => e,
        ReadlineError::Interrupted => std::io::Error::from(std::io::ErrorKind::Interrupted),
        ReadlineError::Eof => std::io::Error::from(std::io::ErrorKind::UnexpectedEof),
        other => std::io::Error::other(other.to_string()),
    };
    Error::from(io)
}

/// dialoguer's theme for a yes-or-no question, with the default it shows (`› yes`) and
/// the keys its hint names (`(s/n)`, `(j/n)`) in the player's language.
struct Spoken<'t>(&'t ColorfulTheme);

impl dialoguer::theme::Theme for Spoken<'_> {
    fn format_confirm_prompt(
        &self,
        f: &mut dyn std::fmt::Write,
        prompt: &str,
        default: Option<bool>,
    ) -> std::fmt::Result {
        let mut asked = String::new();
        self.0.format_confirm_prompt(&mut asked, prompt, None)?;
        let asked = asked.replace("(y/n)", &crate::tr!("table-yes-no-keys"));
        match default {
            Some(yes) => write!(
                f,
                "{asked} {}",
                self.0.defaults_style.apply_to(said_yes_no(yes))
            ),
            None => f.write_str(&asked),
        }
    }

    fn format_confirm_prompt_selection(
        &self,
        f: &mut dyn std::fmt::Write,
        prompt: &str,
        selection: Option<bool>,
    ) -> std::fmt::Result {
        let said = selection.map(said_yes_no).unwrap_or_default();
        self.0.format_input_prompt_selection(f, prompt, &said)
    }
}

/// A yes-or-no question at the terminal, answered by one key: the language's letter for
/// yes or no (`s`, `j`; `n`) or the English one (`y`, `n`), in either case; Enter gives
/// `default`; Esc or `q` leaves it (None). The line is cleared once answered. dialoguer's
/// `Confirm` reads only `y` and `n`, so the key is read here, with the same terminal
/// calls (console's `Term`) and the same theme.
pub fn yes_or_no(
    theme: &dyn dialoguer::theme::Theme,
    prompt: &str,
    default: bool,
) -> std::io::Result<Option<bool>> {
    let term = console::Term::stderr();
    let mut line = String::new();
    theme
        .format_confirm_prompt(&mut line, prompt, Some(default))
        .map_err(std::io::Error::other)?;
    term.write_str(&line)?;
    term.flush()?;
    let yes_keys = crate::render::i18n::yes_keys();
    let no_keys = crate::render::i18n::no_keys();
    let answer = loop {
        match term.read_key()? {
            console::Key::Enter => break Some(default),
            console::Key::Escape => break None,
            console::Key::Char(c) => {
                let c = c.to_lowercase().next().unwrap_or(c);
                if c == 'q' {
                    break None;
                }
                if yes_keys.contains(&c) {
                    break Some(true);
                }
                if no_keys.contains(&c) {
                    break Some(false);
                }
            }
            _ => {}
        }
    };
    term.clear_line()?;
    Ok(answer)
}

/// A yes-or-no question asked outside table mode (the command line's `delete`), in
/// table mode's look and keys ([`yes_or_no`]); the answer is said back on its line.
pub fn ask_yes_or_no(prompt: &str, default: bool) -> std::io::Result<Option<bool>> {
    let theme = ColorfulTheme::default();
    let answer = yes_or_no(&Spoken(&theme), prompt, default)?;
    if let Some(yes) = answer {
        let mut said = String::new();
        dialoguer::theme::Theme::format_input_prompt_selection(
            &theme,
            &mut said,
            prompt,
            &said_yes_no(yes),
        )
        .map_err(std::io::Error::other)?;
        console::Term::stderr().write_line(&said)?;
    }
    Ok(answer)
}

/// A yes-or-no answer said back: `yes` or `no` in the player's language.
pub fn said_yes_no(yes: bool) -> String {
    if yes {
        crate::tr!("table-yes")
    } else {
        crate::tr!("table-no")
    }
}

/// A yes-or-no where leaving it means no.
pub fn yes(p: &mut dyn Prompter, prompt: &str, default: bool) -> Result<bool> {
    match p.confirm(prompt, default) {
        Err(e) if e.is_left() => Ok(false),
        answer => answer,
    }
}

/// A choice of one item.
#[derive(Debug, Clone)]
pub struct Choice {
    pub prompt: String,
    pub items: Vec<String>,
    /// The item the cursor starts on (Enter takes it).
    pub default: usize,
    /// At most this many items shown at once (the rest scroll).
    pub page: Option<usize>,
    /// Esc or `q` leaves without a choice (the menu between hands: quit).
    pub esc_quits: bool,
    /// Typing filters the items (a long list: the variants).
    pub filter: bool,
}

impl Choice {
    pub fn new<S: Into<String>>(
        prompt: impl Into<String>,
        items: impl IntoIterator<Item = S>,
    ) -> Choice {
        Choice {
            prompt: prompt.into(),
            items: items.into_iter().map(Into::into).collect(),
            default: 0,
            page: None,
            esc_quits: false,
            filter: false,
        }
    }

    pub fn default(self, default: usize) -> Choice {
        Choice { default, ..self }
    }

    pub fn page(self, items: usize) -> Choice {
        Choice {
            page: Some(items),
            ..self
        }
    }

    pub fn filtered(self) -> Choice {
        Choice {
            filter: true,
            ..self
        }
    }

    pub fn esc_quits(self) -> Choice {
        Choice {
            esc_quits: true,
            ..self
        }
    }
}

/// A check of a typed line: the reason it is refused, shown under it.
pub type Check<'a> = Box<dyn Fn(&str) -> Result<(), String> + 'a>;

/// A line to type.
pub struct Line<'a> {
    pub prompt: String,
    /// Given for Enter on an empty line, and shown after the prompt: `(205)`.
    pub default: Option<String>,
    /// An empty line is an answer; otherwise, with no default, Enter does nothing.
    pub allow_empty: bool,
    /// Text already on the line, to be edited (a line given before, asked again): Enter
    /// takes it as it is, and what is typed changes it rather than replacing it unseen.
    pub initial: Option<String>,
    pub check: Option<Check<'a>>,
    /// What Esc types at this prompt, where the prompt has its own way out (`q` at a
    /// hand's line); `None`: Esc leaves the question ([`Error::Left`]).
    pub esc: Option<&'static str>,
}

impl<'a> Line<'a> {
    pub fn new(prompt: impl Into<String>) -> Line<'a> {
        Line {
            prompt: prompt.into(),
            default: None,
            allow_empty: false,
            initial: None,
            check: None,
            esc: None,
        }
    }

    /// Esc types `text` and Enter: the prompt's own way out (`q`), where leaving the
    /// question would lose what the prompt does on it (a hand's line keeps its draft).
    pub fn esc_types(self, text: &'static str) -> Line<'a> {
        Line {
            esc: Some(text),
            ..self
        }
    }

    pub fn initial(self, text: impl Into<String>) -> Line<'a> {
        Line {
            initial: Some(text.into()),
            ..self
        }
    }

    pub fn default(self, default: impl Into<String>) -> Line<'a> {
        Line {
            default: Some(default.into()),
            ..self
        }
    }

    pub fn allow_empty(self) -> Line<'a> {
        Line {
            allow_empty: true,
            ..self
        }
    }

    pub fn check(self, check: impl Fn(&str) -> Result<(), String> + 'a) -> Line<'a> {
        Line {
            check: Some(Box::new(check)),
            ..self
        }
    }

    /// Why `check` refuses `text`, if it does.
    #[cfg(test)]
    fn refusal(&self, text: &str) -> Option<String> {
        self.check.as_ref().and_then(|check| check(text).err())
    }
}

/// A person at a terminal: dialoguer's prompts (on standard error) in its colourful theme,
/// whose colours `console` turns off for `NO_COLOR` and for output that is not a terminal;
/// what is said goes to standard output.
///
/// Everything is drawn for the terminal's width (a phone's 40 columns too): an item longer
/// than a line is cut at a word with `…`; a question longer than a line is broken between
/// words, the lines before its last printed above dialoguer's prompt (which redraws one
/// line only); the answer is said back wrapped between words.
#[derive(Default)]
pub struct Terminal {
    theme: ColorfulTheme,
    /// The line editor of the typed prompts (made at the first), with the lines typed
    /// this session as its history (Up gives the last).
    editor: Option<Editor>,
    /// Set by Esc at a typed prompt.
    esc: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// rustyline's editor as table mode uses it: emacs keys (Home, End, Ctrl-A/E, Delete,
/// Ctrl-U, Ctrl-W, Ctrl-Left/Right, Alt-B/F), no helper, history in memory only.
type Editor = rustyline::Editor<Styled, rustyline::history::MemHistory>;

/// The prompt as it is drawn in colour: rustyline measures the plain prompt it is given
/// and draws this one in its place (its `Highlighter`); empty draws the plain one.
#[derive(Default)]
struct Styled(String);

impl rustyline::highlight::Highlighter for Styled {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> std::borrow::Cow<'b, str> {
        if self.0.is_empty() {
            std::borrow::Cow::Borrowed(prompt)
        } else {
            std::borrow::Cow::Borrowed(self.0.as_str())
        }
    }
}

impl rustyline::completion::Completer for Styled {
    type Candidate = String;
}

impl rustyline::hint::Hinter for Styled {
    type Hint = String;
}

impl rustyline::validate::Validator for Styled {}

impl rustyline::Helper for Styled {}

/// Esc at a typed prompt: noted, then the line is ended as by Ctrl-C, which
/// [`Terminal::read_line`] tells apart by the note.
struct EscPressed(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl rustyline::ConditionalEventHandler for EscPressed {
    fn handle(
        &self,
        _: &rustyline::Event,
        _: rustyline::RepeatCount,
        _: bool,
        _: &rustyline::EventContext,
    ) -> Option<rustyline::Cmd> {
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
        Some(rustyline::Cmd::Interrupt)
    }
}

/// Ctrl-D: on an empty line, as Esc (back to the menu, nothing saved), not the end of
/// the session a shell would make of it (a slip there would end the evening); inside a
/// line, rustyline's own (delete the character under the cursor).
struct CtrlDPressed(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl rustyline::ConditionalEventHandler for CtrlDPressed {
    fn handle(
        &self,
        _: &rustyline::Event,
        _: rustyline::RepeatCount,
        _: bool,
        context: &rustyline::EventContext,
    ) -> Option<rustyline::Cmd> {
        if !context.line().is_empty() {
            return None;
        }
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
        Some(rustyline::Cmd::Interrupt)
    }
}

/// What came of a typed line: the text, or Esc.
enum Typed {
    Text(String),
    Esc,
}

/// A question laid out for the terminal: the lines printed above the prompt (the first
/// with `?`), and the last line, dialoguer's prompt.
struct Asked {
    above: Vec<String>,
    last: String,
}

impl Terminal {
    /// One line typed after `prompt`, drawn as dialoguer draws a question (`? prompt
    /// (default) › `), with `initial` on it to be edited. rustyline edits and redraws it
    /// (a line that wraps at 40 columns too); the prompt and the line are cleared once
    /// Enter is pressed (the answer is said back by the caller).
    fn read_line(
        editor: &mut Option<Editor>,
        esc: &std::sync::Arc<std::sync::atomic::AtomicBool>,
        theme: &ColorfulTheme,
        prompt: &str,
        default: Option<&str>,
        initial: &str,
    ) -> Result<Typed> {
        use std::sync::atomic::Ordering;
        let mut styled = String::new();
        dialoguer::theme::Theme::format_input_prompt(theme, &mut styled, prompt, default)?;
        styled.push(' ');
        let raw = console::strip_ansi_codes(&styled).into_owned();
        if editor.is_none() {
            let config = rustyline::Config::builder()
                .auto_add_history(false)
                // A lone Esc is told from the start of a key's sequence (Alt-B is Esc b,
                // sent at once) after this long.
                .keyseq_timeout(Some(100))
                .build();
            let mut made = Editor::with_history(config, rustyline::history::MemHistory::new())
                .map_err(readline_error)?;
            made.set_helper(Some(Styled::default()));
            made.bind_sequence(
                rustyline::KeyEvent(rustyline::KeyCode::Esc, rustyline::Modifiers::NONE),
                rustyline::EventHandler::Conditional(Box::new(EscPressed(esc.clone()))),
            );
            made.bind_sequence(
                rustyline::KeyEvent(rustyline::KeyCode::Char('D'), rustyline::Modifiers::CTRL),
                rustyline::EventHandler::Conditional(Box::new(CtrlDPressed(esc.clone()))),
            );
            *editor = Some(made);
        }
        let Some(editor) = editor.as_mut() else {
            return Err(Error::Terminal(std::io::Error::other("no line editor")));
        };
        esc.store(false, Ordering::SeqCst);
        if let Some(helper) = editor.helper_mut() {
            helper.0 = styled.clone();
        }
        let read = editor.readline_with_initial(&raw, (initial, ""));
        let text = match read {
            Ok(text) => text,
            Err(rustyline::error::ReadlineError::Interrupted)
                if esc.swap(false, Ordering::SeqCst) =>
            {
                // The line Esc left: cleared as an answered one is.
                console::Term::stderr().clear_last_lines(1)?;
                return Ok(Typed::Esc);
            }
            Err(e) => return Err(readline_error(e)),
        };
        if !text.trim().is_empty() {
            let _ = editor.add_history_entry(text.as_str());
        }
        // The prompt and the line as drawn, over as many rows as they took.
        let drawn = console::measure_text_width(&raw) + console::measure_text_width(&text);
        let taken = drawn.saturating_sub(1) / Self::columns() + 1;
        console::Term::stderr().clear_last_lines(taken)?;
        Ok(Typed::Text(text))
    }

    /// The columns of the terminal the questions are drawn on (standard error): its width,
    /// else `COLUMNS`, else 80.
    fn columns() -> usize {
        console::Term::stderr()
            .size_checked()
            .map(|(_, cols)| usize::from(cols))
            .or_else(|| {
                std::env::var("COLUMNS")
                    .ok()
                    .and_then(|c| c.trim().parse::<usize>().ok())
            })
            .filter(|c| *c > 0)
            .unwrap_or(crate::render::WIDTH)
            .max(20)
    }

    /// `text` in at most `room` columns (and `bytes` bytes: dialoguer counts an item's
    /// lines by its bytes): whole, or cut after a word with `…`, or (one long word) after
    /// a character.
    fn shortened(text: &str, room: usize, bytes: usize) -> String {
        let fits = |t: &str| console::measure_text_width(t) < room && t.len() + 3 <= bytes;
        if console::measure_text_width(text) <= room && text.len() <= bytes {
            return text.to_string();
        }
        let mut words = "";
        for (at, _) in text.match_indices(' ') {
            let head = text[..at].trim_end_matches(|c: char| {
                c.is_whitespace() || matches!(c, ',' | ';' | ':' | '-' | '—' | '(' | '·')
            });
            if !head.is_empty() && fits(head) {
                words = head;
            }
        }
        if !words.is_empty() {
            return format!("{words}…");
        }
        let mut cut = String::new();
        for c in text.chars() {
            let mut longer = cut.clone();
            longer.push(c);
            if !fits(&longer) {
                break;
            }
            cut = longer;
        }
        format!("{cut}…")
    }

    /// `prompt` for `columns`, `reserve` columns of the last line left for what dialoguer
    /// adds after it (`›`, a default, the page, room to type).
    fn asked(prompt: &str, columns: usize, reserve: usize) -> Asked {
        // A line is kept a column short of the edge: the cursor never wraps.
        let line = columns.saturating_sub(3).max(10);
        let last_room = columns.saturating_sub(3 + reserve).max(10);
        let mut lines: Vec<String> = textwrap::wrap(prompt, line)
            .into_iter()
            .map(|l| l.into_owned())
            .collect();
        let last = lines.pop().unwrap_or_default();
        let mut tail: Vec<String> = textwrap::wrap(&last, last_room)
            .into_iter()
            .map(|l| l.into_owned())
            .collect();
        let last = tail.pop().unwrap_or_default();
        lines.extend(tail);
        Asked { above: lines, last }
    }

    /// Print the lines above the prompt; the theme for the prompt under them (no `?`).
    fn ask_above(&self, asked: &Asked) -> Result<Option<ColorfulTheme>> {
        if asked.above.is_empty() {
            return Ok(None);
        }
        let term = console::Term::stderr();
        for (i, line) in asked.above.iter().enumerate() {
            let prefix = if i == 0 {
                self.theme.prompt_prefix.to_string()
            } else {
                " ".to_string()
            };
            term.write_line(&format!(
                "{prefix} {}",
                self.theme.prompt_style.apply_to(line)
            ))?;
        }
        Ok(Some(ColorfulTheme {
            prompt_prefix: console::style(" ".to_string()).for_stderr(),
            ..ColorfulTheme::default()
        }))
    }

    /// Clear the lines printed above a prompt answered (or left).
    fn clear_above(asked: &Asked) -> Result<()> {
        if !asked.above.is_empty() {
            console::Term::stderr().clear_last_lines(asked.above.len())?;
        }
        Ok(())
    }

    /// Say `text` (an answer said back, a refusal) on standard error, wrapped between words.
    fn said(text: &str) -> Result<()> {
        let opts =
            textwrap::Options::new(Self::columns().saturating_sub(1)).subsequent_indent("  ");
        let term = console::Term::stderr();
        for line in textwrap::wrap(text, opts) {
            term.write_line(&line)?;
        }
        Ok(())
    }

    /// The answer to a choice said back: `✔ Which variant? · classic — ...`.
    fn said_picked(&self, prompt: &str, item: &str) -> Result<()> {
        let mut said = String::new();
        dialoguer::theme::Theme::format_select_prompt_selection(
            &self.theme,
            &mut said,
            prompt,
            item,
        )?;
        Self::said(&said)
    }
}

impl Prompter for Terminal {
    fn select(&mut self, choice: &Choice) -> Result<Option<usize>> {
        let columns = Self::columns();
        let rows = console::Term::stderr().size().0.max(3) as usize;
        // Items whole or cut at a word, the marker (`❯ `) before them.
        let items: Vec<String> = choice
            .items
            .iter()
            // An item of several lines (a variant and its description at 40 columns) is
            // shortened line by line.
            .map(|item| {
                item.lines()
                    .map(|line| Self::shortened(line, columns.saturating_sub(3), columns))
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .collect();
        // Room after the prompt for `[Page 1/2]`, or for what is typed to filter.
        let paged = choice.items.len() + 2 > choice.page.unwrap_or(rows).min(rows);
        let reserve = match (choice.filter, paged) {
            (true, _) => 16,
            (false, true) => 16,
            (false, false) => 2,
        };
        let asked = Self::asked(&choice.prompt, columns, reserve);
        let under = self.ask_above(&asked)?;
        let theme = under.as_ref().unwrap_or(&self.theme);
        let picked = if choice.filter {
            let mut select = FuzzySelect::with_theme(theme)
                .with_prompt(&asked.last)
                .items(&items)
                .default(choice.default)
                .report(false);
            if let Some(page) = choice.page {
                select = select.max_length(page);
            }
            if choice.esc_quits {
                select.interact_opt()?
            } else {
                Some(select.interact()?)
            }
        } else {
            let mut select = Select::with_theme(theme)
                .with_prompt(&asked.last)
                .items(&items)
                .default(choice.default)
                .report(false);
            if let Some(page) = choice.page {
                select = select.max_length(page);
            }
            if choice.esc_quits {
                select.interact_opt()?
            } else {
                Some(select.interact()?)
            }
        };
        Self::clear_above(&asked)?;
        if let Some(item) = picked.and_then(|i| choice.items.get(i)) {
            self.said_picked(&choice.prompt, item)?;
        }
        Ok(picked)
    }

    /// A refused line comes back on the prompt as it was typed, to be corrected (dialoguer's
    /// own check would clear it), with the reason printed above it.
    fn input(&mut self, line: &Line) -> Result<String> {
        let mut typed: Option<String> = line.initial.clone();
        // After the prompt: ` (default) › ` and room to type.
        let reserve = line
            .default
            .as_ref()
            .map_or(0, |d| console::measure_text_width(d) + 3)
            + 8;
        loop {
            let asked = Self::asked(&line.prompt, Self::columns(), reserve);
            let under = self.ask_above(&asked)?;
            let theme = under.as_ref().unwrap_or(&self.theme);
            let initial = typed.take().unwrap_or_default();
            let read = Self::read_line(
                &mut self.editor,
                &self.esc,
                theme,
                &asked.last,
                line.default.as_deref(),
                &initial,
            )?;
            Self::clear_above(&asked)?;
            let text = match read {
                Typed::Text(text) => text,
                Typed::Esc => match line.esc {
                    Some(esc) => esc.to_string(),
                    None => return Err(Error::Left),
                },
            };
            // Enter on an empty line: the default, else (where an empty line is no
            // answer) the question again.
            let text = match (&line.default, text.is_empty()) {
                (Some(default), true) => default.clone(),
                (None, true) if !line.allow_empty => continue,
                _ => text,
            };
            match line.check.as_ref().map_or(Ok(()), |check| check(&text)) {
                Ok(()) => {
                    // The answer said back after its prompt, as dialoguer does, once accepted.
                    let mut said = String::new();
                    dialoguer::theme::Theme::format_input_prompt_selection(
                        &self.theme,
                        &mut said,
                        &line.prompt,
                        &text,
                    )?;
                    Self::said(&said)?;
                    return Ok(text);
                }
                Err(why) => {
                    let mut said = String::new();
                    dialoguer::theme::Theme::format_error(&self.theme, &mut said, &why)?;
                    Self::said(&said)?;
                    typed = Some(text);
                }
            }
        }
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        // After the prompt: ` (y/n) › ` and the default in the player's language (`não`,
        // `nein`): the line keeps room for the longest, so no answer is broken by the
        // terminal's own wrapping.
        let default_width = console::measure_text_width(&said_yes_no(true))
            .max(console::measure_text_width(&said_yes_no(false)));
        let asked = Self::asked(prompt, Self::columns(), 10 + default_width);
        let under = self.ask_above(&asked)?;
        let theme = under.as_ref().unwrap_or(&self.theme);
        // Esc or `q` leaves the question ([`Error::Left`]), never an answer.
        let answer = yes_or_no(&Spoken(theme), &asked.last, default)?;
        Self::clear_above(&asked)?;
        let Some(yes) = answer else {
            return Err(Error::Left);
        };
        // Said back as dialoguer says a yes-or-no, in the player's language.
        let mut said = String::new();
        dialoguer::theme::Theme::format_input_prompt_selection(
            &self.theme,
            &mut said,
            prompt,
            &said_yes_no(yes),
        )?;
        Self::said(&said)?;
        Ok(yes)
    }

    fn multi_select(
        &mut self,
        prompt: &str,
        items: &[String],
        checked: &[bool],
    ) -> Result<Vec<usize>> {
        let columns = Self::columns();
        // The marks (`✔ `, `⬚ `) may take three columns.
        let shown: Vec<String> = items
            .iter()
            .map(|item| Self::shortened(item, columns.saturating_sub(4), columns))
            .collect();
        let asked = Self::asked(prompt, columns, 16);
        let under = self.ask_above(&asked)?;
        let theme = under.as_ref().unwrap_or(&self.theme);
        let marked = MultiSelect::with_theme(theme)
            .with_prompt(&asked.last)
            .items(&shown)
            .defaults(checked)
            .report(false)
            .interact()?;
        Self::clear_above(&asked)?;
        let names: Vec<&str> = marked
            .iter()
            .filter_map(|i| items.get(*i).map(String::as_str))
            .collect();
        let mut said = String::new();
        dialoguer::theme::Theme::format_multi_select_prompt_selection(
            &self.theme,
            &mut said,
            prompt,
            &names,
        )?;
        Self::said(&said)?;
        Ok(marked)
    }

    /// A line wider than the terminal (a heading with long names) is broken between
    /// words, not by the terminal inside one.
    fn say(&mut self, text: &str) -> Result<()> {
        let columns = Self::columns();
        let mut said = String::with_capacity(text.len());
        for (i, line) in text.split('\n').enumerate() {
            if i > 0 {
                said.push('\n');
            }
            if console::measure_text_width(line) <= columns {
                said.push_str(line);
                continue;
            }
            let indent: String = line.chars().take_while(|c| *c == ' ').collect();
            let opts = textwrap::Options::new(columns).subsequent_indent(&indent);
            said.push_str(&textwrap::fill(line, opts));
        }
        out!("{said}")?;
        Ok(())
    }
}

#[cfg(test)]
pub use scripted::{Answer, Scripted};

/// Scripted answers, for the in-process tests (`super::tests`).
#[cfg(test)]
mod scripted {
    use std::collections::VecDeque;
    use std::fmt::Write as _;

    use super::{Choice, Line, Prompter};
    use crate::table_mode::{Error, Result};

    /// One scripted key press or line.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Answer {
        /// Enter alone: the default item, the text already typed (else the default), the
        /// default yes or no, the items already marked.
        Enter,
        /// The item at this index (0: the first).
        Pick(usize),
        /// A line typed over whatever was already typed; at a choice, the one item that
        /// contains this text.
        Text(String),
        Yes,
        No,
        /// Esc (or `q`), where a choice may be left so.
        Esc,
        /// The items marked at a multiple choice (by index), instead of those marked already.
        Marks(Vec<usize>),
    }

    /// Answers from a script, for tests: each scripted answer names (part of) the prompt it
    /// is meant for, and a prompt that does not contain it is an error, as is a script that
    /// runs out, so a test never hangs nor answers the wrong question. Every prompt, every
    /// answer, every refusal and everything said is kept in the transcript (colours removed).
    pub struct Scripted {
        script: VecDeque<(String, Answer)>,
        transcript: String,
        keys: usize,
        /// Something done elsewhere (another terminal) when a prompt holding the text is
        /// asked, once, before it is answered.
        meanwhile: Vec<(String, Box<dyn FnMut()>)>,
    }

    impl Scripted {
        /// A script of (part of a prompt, its answer) pairs, in the order asked.
        pub fn new<S: Into<String>>(script: impl IntoIterator<Item = (S, Answer)>) -> Scripted {
            let mut scripted = Scripted {
                script: VecDeque::new(),
                transcript: String::new(),
                keys: 0,
                meanwhile: Vec::new(),
            };
            scripted.then(script);
            scripted
        }

        /// More answers, after those given.
        pub fn then<S: Into<String>>(&mut self, script: impl IntoIterator<Item = (S, Answer)>) {
            self.script
                .extend(script.into_iter().map(|(at, answer)| (at.into(), answer)));
        }

        /// Do `f` (as another terminal would) when a prompt holding `at` is next asked.
        pub fn meanwhile(&mut self, at: &str, f: impl FnMut() + 'static) {
            self.meanwhile.push((at.to_string(), Box::new(f)));
        }

        /// What was asked, answered, refused and said, in order.
        pub fn transcript(&self) -> &str {
            &self.transcript
        }

        /// The keys the answers so far take at a real terminal: Enter is one key, a line
        /// its characters and Enter, a choice the arrow presses from the default item and
        /// Enter, yes or no one key (`y`, `n`), Esc one, marks at a multiple choice the
        /// arrows to the last marked item, a Space for each and Enter.
        pub fn keys(&self) -> usize {
            self.keys
        }

        /// The scripted answers not asked for.
        pub fn unused(&self) -> Vec<(String, Answer)> {
            self.script.iter().cloned().collect()
        }

        /// The next answer, which must be meant for `prompt`.
        fn next(&mut self, prompt: &str) -> Result<Answer> {
            if let Some(at) = self
                .meanwhile
                .iter()
                .position(|(at, _)| prompt.contains(at))
            {
                let (_, mut f) = self.meanwhile.remove(at);
                f();
            }
            match self.script.pop_front() {
                None => Err(self.failure(&format!("the script ran out at `{prompt}`"))),
                Some((at, _)) if !prompt.contains(&at) => Err(self.failure(&format!(
                    "the script answers `{at}`, but the question is `{prompt}`"
                ))),
                Some((_, answer)) => Ok(answer),
            }
        }

        fn failure(&self, what: &str) -> Error {
            let lines: Vec<&str> = self.transcript.lines().collect();
            let tail = lines[lines.len().saturating_sub(30)..].join("\n");
            Error::Script(format!("{what}\n--- the transcript's last lines:\n{tail}"))
        }

        fn record(&mut self, text: &str) {
            self.transcript.push_str(&console::strip_ansi_codes(text));
        }

        fn wrong(&self, answer: &Answer, prompt: &str) -> Error {
            self.failure(&format!("{answer:?} does not answer `{prompt}`"))
        }
    }

    impl Prompter for Scripted {
        fn select(&mut self, choice: &Choice) -> Result<Option<usize>> {
            let mut shown = format!("? {}\n", choice.prompt);
            for (i, item) in choice.items.iter().enumerate() {
                let cursor = if i == choice.default { '>' } else { ' ' };
                let _ = writeln!(shown, "  {cursor} {item}");
            }
            self.record(&shown);
            let answer = self.next(&choice.prompt)?;
            let picked = match &answer {
                Answer::Enter => Some(choice.default),
                Answer::Pick(i) if *i < choice.items.len() => Some(*i),
                Answer::Text(text) => {
                    let matching: Vec<usize> = (0..choice.items.len())
                        .filter(|i| choice.items[*i].contains(text.as_str()))
                        .collect();
                    match matching.as_slice() {
                        [one] => Some(*one),
                        _ => {
                            return Err(self.failure(&format!(
                                "{} items of `{}` contain `{text}`",
                                matching.len(),
                                choice.prompt
                            )));
                        }
                    }
                }
                Answer::Esc if choice.esc_quits => None,
                _ => return Err(self.wrong(&answer, &choice.prompt)),
            };
            self.keys += match picked {
                Some(i) => i.abs_diff(choice.default) + 1,
                None => 1,
            };
            match picked {
                Some(i) if i < choice.items.len() => {
                    let item = choice.items[i].clone();
                    self.record(&format!("  → {item}\n"));
                }
                Some(i) => {
                    return Err(self.failure(&format!(
                        "`{}` has no item {i} (the default)",
                        choice.prompt
                    )));
                }
                None => self.record("  → (Esc)\n"),
            }
            Ok(picked)
        }

        fn input(&mut self, line: &Line) -> Result<String> {
            // Text on the line to edit is shown as a default is, `We (1m 250 -50)`; an
            // answer scripted there is the line as the person left it.
            let shown = match line.initial.as_ref().or(line.default.as_ref()) {
                Some(given) => format!("{} ({given})", line.prompt),
                None => line.prompt.clone(),
            };
            // As dialoguer does: an empty line gives the default (which is checked too), or
            // is an answer where allowed; every other line is checked; a refusal is shown and
            // the question asked again.
            loop {
                let answer = self.next(&shown)?;
                let typed = match &answer {
                    // Enter on a line with text on it takes the text.
                    Answer::Enter => line.initial.clone().unwrap_or_default(),
                    Answer::Text(text) => text.clone(),
                    // Esc types the prompt's own way out, or leaves the question.
                    Answer::Esc => match line.esc {
                        Some(text) => text.to_string(),
                        None => {
                            self.keys += 1;
                            self.record(&format!("? {shown} › Esc\n"));
                            return Err(Error::Left);
                        }
                    },
                    _ => return Err(self.wrong(&answer, &shown)),
                };
                self.keys += match &answer {
                    Answer::Text(text) => text.chars().count() + 1,
                    _ => 1,
                };
                self.record(&format!("? {shown} › {typed}\n"));
                let given = match (&line.default, typed.is_empty()) {
                    (Some(default), true) => default.clone(),
                    (None, true) if !line.allow_empty => continue,
                    _ => typed,
                };
                match line.refusal(&given) {
                    Some(why) => self.record(&format!("  ✘ {why}\n")),
                    None => return Ok(given),
                }
            }
        }

        fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
            let answer = self.next(prompt)?;
            let yes = match answer {
                Answer::Enter => default,
                Answer::Yes => true,
                Answer::No => false,
                Answer::Esc => {
                    self.keys += 1;
                    self.record(&format!("? {prompt} › (Esc)\n"));
                    return Err(Error::Left);
                }
                _ => return Err(self.wrong(&answer, prompt)),
            };
            self.keys += 1;
            let hint = if default { "[Y/n]" } else { "[y/N]" };
            let said = super::said_yes_no(yes);
            self.record(&format!("? {prompt} {hint} › {said}\n"));
            Ok(yes)
        }

        fn multi_select(
            &mut self,
            prompt: &str,
            items: &[String],
            checked: &[bool],
        ) -> Result<Vec<usize>> {
            let mut shown = format!("? {prompt}\n");
            for (i, item) in items.iter().enumerate() {
                let mark = if checked.get(i).copied().unwrap_or(false) {
                    'x'
                } else {
                    ' '
                };
                let _ = writeln!(shown, "  [{mark}] {item}");
            }
            self.record(&shown);
            let answer = self.next(prompt)?;
            let marked: Vec<usize> = match &answer {
                Answer::Enter => (0..items.len())
                    .filter(|i| checked.get(*i).copied().unwrap_or(false))
                    .collect(),
                Answer::Marks(marks) if marks.iter().all(|i| *i < items.len()) => {
                    let mut marks = marks.clone();
                    marks.sort_unstable();
                    marks.dedup();
                    marks
                }
                _ => return Err(self.wrong(&answer, prompt)),
            };
            self.keys += match &answer {
                Answer::Marks(marks) => marks.iter().max().map_or(0, |m| m + 1) + marks.len() + 1,
                _ => 1,
            };
            let names: Vec<&str> = marked.iter().map(|i| items[*i].as_str()).collect();
            self.record(&format!(
                "  → {}\n",
                if names.is_empty() {
                    "(none)".to_string()
                } else {
                    names.join(", ")
                }
            ));
            Ok(marked)
        }

        fn say(&mut self, text: &str) -> Result<()> {
            self.record(text);
            Ok(())
        }
    }
}

/// The terminal's layout for narrow screens: items cut at a word, questions broken
/// between words.
#[cfg(test)]
mod width_tests {
    use super::Terminal;

    #[test]
    fn an_item_too_long_is_cut_after_a_word() {
        let item = "Remove a hand (any one; the totals after it are worked out again)";
        let cut = Terminal::shortened(item, 37, 40);
        assert_eq!(cut, "Remove a hand (any one; the totals…");
        assert!(console::measure_text_width(&cut) <= 37, "{cut}");
        // One that fits is left alone; one long word is cut where it must be.
        assert_eq!(Terminal::shortened("Undo hand 1", 37, 40), "Undo hand 1");
        let word = Terminal::shortened(&"x".repeat(60), 37, 40);
        assert_eq!(console::measure_text_width(&word), 37, "{word}");
        // A name in CJK: cut by columns, and within the bytes dialoguer counts.
        let wide = Terminal::shortened("Go on with game 3: 山田花子さん 900, 鈴木 50", 30, 33);
        assert!(console::measure_text_width(&wide) <= 30, "{wide}");
        assert!(wide.len() <= 33, "{wide}");
        assert!(wide.ends_with('…'), "{wide}");
    }

    #[test]
    fn a_question_too_long_is_broken_between_words() {
        let asked = Terminal::asked(
            "Variant (type to filter, Enter to choose, Esc to leave)",
            40,
            16,
        );
        assert_eq!(asked.above, ["Variant (type to filter, Enter to"]);
        assert_eq!(asked.last, "choose, Esc to leave)");
        // Every line within the terminal, with the prompt's marks and what is reserved.
        for line in &asked.above {
            assert!(line.len() + 3 <= 40, "{line}");
        }
        assert!(asked.last.len() + 3 + 16 <= 40);
        // One that fits stays one line, as at 80 columns.
        let asked = Terminal::asked("What next? (q quits)", 80, 16);
        assert!(asked.above.is_empty());
        assert_eq!(asked.last, "What next? (q quits)");
    }
}
