//! The one list of languages (`with_languages!`) is what every place that names the
//! languages is made from (issue 45, item 6): `--lang`'s help and the guide's table of
//! languages. A sixth language added to the list and its catalogs shows in both.

use crate::core::language::Lang;
use crate::render::i18n;

/// The guide's table of languages, made from the list: each tag, and its catalog's own
/// name for its language (`word-language`).
fn table() -> String {
    let mut out = String::from("| tag | language |\n| --- | --- |\n");
    for lang in Lang::ALL {
        let name = i18n::in_language(lang, || i18n::text("word-language", None));
        out.push_str(&format!("| `{}` | {} |\n", lang.tag(), name));
    }
    out
}

/// `docs/guide/languages.md` holds the table between its two marks; with
/// `CANASTA_WRITE_GUIDE=1` this test writes it there.
#[test]
fn the_guides_table_of_languages_is_the_list() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide/languages.md");
    let text = std::fs::read_to_string(&path).expect("the guide's page");
    let (start, end) = (
        "<!-- languages: made from the list -->\n",
        "<!-- end of languages -->",
    );
    let from = text.find(start).expect("the table's first mark") + start.len();
    let to = text.find(end).expect("the table's last mark");
    let made = table();
    if std::env::var_os("CANASTA_WRITE_GUIDE").is_some() {
        std::fs::write(&path, format!("{}{made}{}", &text[..from], &text[to..])).expect("written");
        return;
    }
    assert_eq!(
        &text[from..to],
        made,
        "the guide's table of languages is not the list: CANASTA_WRITE_GUIDE=1 cargo test --lib the_guides_table writes it"
    );
}
