//! The catalogs (`i18n/<tag>/*.ftl`) as the program carries them: each comment line (the
//! translators' notes) made an empty line, so that the binary and the page's engine carry
//! the messages alone and every line keeps its number. A comment is a line that begins
//! with `#` (Fluent's comments begin at the line's start; a message's lines are indented).

use std::path::Path;

fn main() {
    let i18n = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    println!("cargo:rerun-if-changed={}", i18n.display());
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("i18n");
    for lang in std::fs::read_dir(&i18n).expect("i18n/") {
        let lang = lang.expect("a language").path();
        if !lang.is_dir() {
            continue;
        }
        let name = lang.file_name().expect("its tag");
        let into = out.join(name);
        std::fs::create_dir_all(&into).expect("the build's folder");
        for file in std::fs::read_dir(&lang).expect("a language's files") {
            let file = file.expect("a catalog").path();
            if file.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("a catalog's text");
            let stripped: String = text
                .split_inclusive('\n')
                .map(|line| {
                    if line.starts_with('#') {
                        if line.ends_with('\n') { "\n" } else { "" }
                    } else {
                        line
                    }
                })
                .collect();
            std::fs::write(into.join(file.file_name().expect("a name")), stripped)
                .expect("written");
        }
    }
}
