//! What table mode asks through: the [`Prompter`] trait, answered by a person at a
//! terminal ([`Terminal`], dialoguer's prompts) or by a script (`Scripted`, so that
//! table mode's tests run in-process, in milliseconds).
//!
//! Every question table mode asks and every line it prints goes through a `Prompter`; the
//! rest of table mode never sees dialoguer or standard output.

use anyhow::Result;
use dialoguer::theme::ColorfulTheme;
use dialoguer::{Confirm, FuzzySelect, Input, MultiSelect, Select};

/// The questions table mode asks, and where it prints.
pub trait Prompter {
    /// One of `choice.items` (its index); None only where `choice.esc_quits` and Esc or
    /// `q` was pressed.
    fn select(&mut self, choice: &Choice) -> Result<Option<usize>>;
    /// A line of text, accepted by `line.check` (a refusal is shown and the line asked
    /// again); Enter on an empty line gives `line.default`, if there is one.
    fn input(&mut self, line: &Line) -> Result<String>;
    /// Yes or no; Enter gives `default`. Esc or `q` leaves the question: the error
    /// [`Left`], which the asker turns into going back (never into an answer).
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

/// Esc or `q` at a yes-or-no question: the person left it. Each asker goes back (a
/// question, step by step) or takes it as no where no is what leaving means (remove a
/// hand? replace a file?).
#[derive(Debug)]
pub struct Left;

impl std::fmt::Display for Left {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("left the question")
    }
}

impl std::error::Error for Left {}

/// A yes-or-no where leaving it means no.
pub fn yes(p: &mut dyn Prompter, prompt: &str, default: bool) -> Result<bool> {
    match p.confirm(prompt, default) {
        Err(e) if e.is::<Left>() => Ok(false),
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
}

impl<'a> Line<'a> {
    pub fn new(prompt: impl Into<String>) -> Line<'a> {
        Line {
            prompt: prompt.into(),
            default: None,
            allow_empty: false,
            initial: None,
            check: None,
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
#[derive(Default)]
pub struct Terminal {
    theme: ColorfulTheme,
}

impl Prompter for Terminal {
    fn select(&mut self, choice: &Choice) -> Result<Option<usize>> {
        if choice.filter {
            let mut select = FuzzySelect::with_theme(&self.theme)
                .with_prompt(&choice.prompt)
                .items(&choice.items)
                .default(choice.default);
            if let Some(page) = choice.page {
                select = select.max_length(page);
            }
            return Ok(if choice.esc_quits {
                select.interact_opt()?
            } else {
                Some(select.interact()?)
            });
        }
        let mut select = Select::with_theme(&self.theme)
            .with_prompt(&choice.prompt)
            .items(&choice.items)
            .default(choice.default);
        if let Some(page) = choice.page {
            select = select.max_length(page);
        }
        Ok(if choice.esc_quits {
            select.interact_opt()?
        } else {
            Some(select.interact()?)
        })
    }

    /// A refused line comes back on the prompt as it was typed, to be corrected (dialoguer's
    /// own check would clear it), with the reason printed above it.
    fn input(&mut self, line: &Line) -> Result<String> {
        let mut typed: Option<String> = line.initial.clone();
        loop {
            let mut input = Input::<String>::with_theme(&self.theme)
                .with_prompt(&line.prompt)
                .allow_empty(line.allow_empty)
                .report(false);
            if let Some(default) = &line.default {
                input = input.default(default.clone());
            }
            if let Some(text) = typed.take() {
                input = input.with_initial_text(text);
            }
            let text = input.interact_text()?;
            match line.check.as_ref().map_or(Ok(()), |check| check(&text)) {
                Ok(()) => {
                    // The answer echoed after its prompt, as dialoguer does, once accepted.
                    let mut said = String::new();
                    dialoguer::theme::Theme::format_input_prompt_selection(
                        &self.theme,
                        &mut said,
                        &line.prompt,
                        &text,
                    )?;
                    console::Term::stderr().write_line(&said)?;
                    return Ok(text);
                }
                Err(why) => {
                    let mut said = String::new();
                    dialoguer::theme::Theme::format_error(&self.theme, &mut said, &why)?;
                    console::Term::stderr().write_line(&said)?;
                    typed = Some(text);
                }
            }
        }
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        Confirm::with_theme(&self.theme)
            .with_prompt(prompt)
            .default(default)
            .interact_opt()?
            .ok_or_else(|| Left.into())
    }

    fn multi_select(
        &mut self,
        prompt: &str,
        items: &[String],
        checked: &[bool],
    ) -> Result<Vec<usize>> {
        Ok(MultiSelect::with_theme(&self.theme)
            .with_prompt(prompt)
            .items(items)
            .defaults(checked)
            .interact()?)
    }

    fn say(&mut self, text: &str) -> Result<()> {
        out!("{text}")?;
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

    use anyhow::{Result, anyhow};

    use super::{Choice, Line, Prompter};

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

        fn failure(&self, what: &str) -> anyhow::Error {
            let lines: Vec<&str> = self.transcript.lines().collect();
            let tail = lines[lines.len().saturating_sub(30)..].join("\n");
            anyhow!("{what}\n--- the transcript's last lines:\n{tail}")
        }

        fn record(&mut self, text: &str) {
            self.transcript.push_str(&console::strip_ansi_codes(text));
        }

        fn wrong(&self, answer: &Answer, prompt: &str) -> anyhow::Error {
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
                    return Err(super::Left.into());
                }
                _ => return Err(self.wrong(&answer, prompt)),
            };
            self.keys += 1;
            let hint = if default { "[Y/n]" } else { "[y/N]" };
            let said = if yes { "yes" } else { "no" };
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
