//! The embedded presets (`presets/*.yaml`) as the program carries them: their comments
//! (sources and reasons, for the reader of the file) taken out, a line that is only a
//! comment left empty, so that the binary and the page's engine carry the rules alone
//! (about 33 KB less) and every line keeps its number. `presets.rs`'s tests hold each to
//! the same rules as its file.

use std::path::Path;

fn main() {
    let presets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../presets");
    println!("cargo:rerun-if-changed={}", presets.display());
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("presets");
    std::fs::create_dir_all(&out).expect("the build's folder");
    for entry in std::fs::read_dir(&presets).expect("presets/") {
        let path = entry.expect("a preset").path();
        if path.extension().and_then(|e| e.to_str()) != Some("yaml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a preset's text");
        let name = path.file_name().expect("a file name");
        std::fs::write(out.join(name), without_comment_lines(&text)).expect("written");
    }
}

/// `text` without its comments: from a `#` that begins a line or follows a space, outside
/// quotes, to the end of the line (with the spaces before it). The presets have no block
/// scalars, where a `#` would be text.
fn without_comment_lines(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            let (body, end) = match line.strip_suffix('\n') {
                Some(body) => (body, "\n"),
                None => (line, ""),
            };
            format!("{}{end}", code_of(body).trim_end())
        })
        .collect()
}

/// A line up to its comment, if it has one.
fn code_of(line: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut before = ' ';
    for (at, c) in line.char_indices() {
        match (quote, c) {
            (None, '#') if before == ' ' || before == '\t' => return &line[..at],
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        before = c;
    }
    line
}
