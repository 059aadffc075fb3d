//! The README's and the guide's console examples are run as they are written (trycmd), so
//! the numbers a newcomer reads are the numbers the program prints. Each file runs in a
//! data dir of its own, so a page's examples stand alone: a page that needs a game starts
//! it in its first example. `TRYCMD=overwrite cargo test --test readme` rewrites them after
//! a deliberate change of output.
//!
//! Their relative links are checked too: every `[text](path)` and `[text](path#anchor)` of
//! the README and of `docs/guide/*.md` names a file that exists, and an anchor a heading of
//! that file (GitHub's rule). Links to `http(s)://` are not followed.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The README and every page of the guide, the README first.
fn documents() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = std::fs::read_dir("docs/guide")
        .expect("docs/guide")
        .map(|entry| entry.expect("a guide page").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    pages.sort();
    assert!(
        pages.len() >= 10,
        "the guide has its pages: {}",
        pages.len()
    );
    let mut all = vec![PathBuf::from("README.md")];
    all.extend(pages);
    all
}

/// Runs one file's console examples in a fresh data dir of its own.
fn run_examples(file: &Path) {
    let data = tempfile::TempDir::new().expect("temp dir");
    trycmd::TestCases::new()
        .register_bin("canasta", trycmd::cargo::cargo_bin("canasta"))
        .env("CANASTA_DATA_DIR", data.path().display().to_string())
        .env("CANASTA_LANG", "en")
        .env(
            "CANASTA_CONFIG_DIR",
            data.path().join("config").display().to_string(),
        )
        .case(file)
        .run();
}

#[test]
fn readme_examples() {
    run_examples(Path::new("README.md"));
}

#[test]
fn guide_examples() {
    let mut ran = 0;
    for page in documents().iter().skip(1) {
        let text = std::fs::read_to_string(page).expect("a guide page");
        if text.contains("```console") {
            run_examples(page);
            ran += 1;
        }
    }
    assert!(ran >= 3, "the guide's console examples ran: {ran} pages");
}

/// The lines of a Markdown text outside fenced code blocks.
fn prose(text: &str) -> Vec<&str> {
    let mut fence = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
        } else if !fence {
            lines.push(line);
        }
    }
    lines
}

/// A heading's anchor as GitHub makes it: lower case, spaces to `-`, every other
/// character that is not a letter, a digit, `-` or `_` dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown file's headings (a repeated one gets `-1`, `-2`... as on
/// GitHub).
fn anchors(text: &str) -> HashSet<String> {
    let mut found = HashSet::new();
    for line in prose(text) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
            let base = anchor(&line[hashes..]);
            let mut name = base.clone();
            let mut n = 0;
            while found.contains(&name) {
                n += 1;
                name = format!("{base}-{n}");
            }
            found.insert(name);
        }
    }
    found
}

/// The links of a file, `[text](target)` and `![alt](target)`, with their line numbers:
/// every `](target)` outside code spans (which may run over lines, within a paragraph;
/// a span opened by N backticks closes at the next run of N).
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut code: Option<usize> = None;
    let mut fence = false;
    for (number, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
            code = None;
            continue;
        }
        if fence || line.trim().is_empty() {
            code = None;
            continue;
        }
        let mut plain = String::new();
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '`' {
                let mut run = 1;
                while chars.peek() == Some(&'`') {
                    chars.next();
                    run += 1;
                }
                code = match code {
                    None => Some(run),
                    Some(open) if open == run => None,
                    open => open,
                };
                plain.push(' ');
            } else if code.is_none() {
                plain.push(c);
            } else {
                plain.push(' ');
            }
        }
        let mut rest = plain.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            found.push((number + 1, target.to_string()));
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn links_point_at_files_and_headings() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in documents() {
        let text = std::fs::read_to_string(&file).expect("a document");
        let dir = file.parent().expect("a folder").to_path_buf();
        for (line, target) in links(&text) {
            if target.starts_with("http://")
                || target.starts_with("https://")
                || target.starts_with("mailto:")
            {
                continue;
            }
            checked += 1;
            let (path, fragment) = match target.split_once('#') {
                Some((path, fragment)) => (path, Some(fragment)),
                None => (target.as_str(), None),
            };
            let linked = if path.is_empty() {
                file.clone()
            } else {
                dir.join(path)
            };
            if !linked.exists() {
                broken.push(format!(
                    "{}:{line}: {target}: no file {}",
                    file.display(),
                    linked.display()
                ));
                continue;
            }
            if let Some(fragment) = fragment {
                let heads = std::fs::read_to_string(&linked)
                    .map(|t| anchors(&t))
                    .unwrap_or_default();
                if !heads.contains(fragment) {
                    broken.push(format!(
                        "{}:{line}: {target}: no heading with the anchor #{fragment} in {}",
                        file.display(),
                        linked.display()
                    ));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    assert!(checked > 20, "the links were found: {checked}");
}

#[test]
fn anchors_follow_github() {
    assert_eq!(anchor(" The scorer's key"), "the-scorers-key");
    assert_eq!(
        anchor(" The pot (pozzetto, morto)"),
        "the-pot-pozzetto-morto"
    );
    assert_eq!(
        anchor(" A season: history, statistics, matches"),
        "a-season-history-statistics-matches"
    );
    assert_eq!(
        anchor(" `show --format` and_more"),
        "show---format-and_more"
    );
    let text = "# Top\n\n```yaml\n# end of game log\n```\n\n## Top\n";
    let found = anchors(text);
    assert!(found.contains("top") && found.contains("top-1"));
    assert!(!found.contains("end-of-game-log"));
    assert_eq!(
        links(
            "see [the\nkey](phone.md#the-scorers-key) and `[x](y)`, ![i](../a.png)\n`a\n[b](c)` ``d `[e](f)` g``\n\n```md\n[h](i)\n```\n[j](k \"title\")"
        ),
        vec![
            (2, "phone.md#the-scorers-key".to_string()),
            (2, "../a.png".to_string()),
            (9, "k".to_string())
        ]
    );
}
