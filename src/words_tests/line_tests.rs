//! The tests of `core::line` that check its refusals in words (`render`), kept here:
//! the core is a crate of its own and cannot name the renderer.

use crate::core::line::*;

#[test]
fn refusals_point_at_the_token() {
    let classic = crate::core::presets::embedded("classic").expect("preset");
    let text = "out 1x 420";
    let e = parse_side_line(&classic, Scope::Whole, text).expect_err("refused");
    let words = crate::render::line_error_text(text, &e);
    assert!(
        words.starts_with("out 1x 420\n    ^^ `1x` means nothing in classic"),
        "{words}"
    );
}
