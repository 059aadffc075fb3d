//! The family word lists (`tests/cli/family_words/<tag>.txt`) read: the forms a family's screens
//! must not show. Shared by table mode's walk (`src/table_mode/tests_family_words.rs`) and
//! the command line's, the phone's and the board's (`tests/cli/family_words.rs`).

/// The forms of `list` under `[family]`, each with its reason.
pub fn forbidden(list: &str, family: &str) -> Vec<(String, String)> {
    let mut section = "";
    let mut forms = Vec::new();
    for line in list.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name;
            continue;
        }
        let (form, reason) = line.split_once(" # ").unwrap_or((line, ""));
        assert!(!reason.is_empty(), "a form without its reason: {line:?}");
        if section == family {
            forms.push((form.trim_end().to_string(), reason.to_string()));
        }
    }
    assert!(!forms.is_empty(), "no [{family}] forms");
    forms
}

/// The forms of `list` for `family` that `screen` shows (case apart), each with why not.
pub fn shown(list: &str, family: &str, screen: &str) -> Vec<String> {
    let lower = screen.to_lowercase();
    forbidden(list, family)
        .into_iter()
        .filter(|(form, _)| lower.contains(&form.to_lowercase()))
        .map(|(form, reason)| format!("{form:?} ({reason})"))
        .collect()
}
