//! The tests of `core::text` that check its refusals in words (`render`), kept here:
//! the core is a crate of its own and cannot name the renderer.

use crate::core::text::*;
use crate::words_tests::Say;

#[test]
fn names_refuse_control_characters_and_separators() {
    assert_eq!(check_name("We"), Ok(()));
    assert_eq!(check_name("Anne-Marie O'Neil"), Ok(()));
    assert_eq!(check_name("Équipe Ü"), Ok(()));
    assert!(matches!(
        check_name("We\u{1b}]0;pwned\u{7}\u{1b}[2J"),
        Err(NameError::Control { .. })
    ));
    let e = check_name("We\u{1b}[2J").unwrap_err().said();
    assert!(e.contains("`We\\u{1b}[2J`"), "{e}");
    assert!(matches!(
        check_name("We=1"),
        Err(NameError::Separator { ch: '=', .. })
    ));
    assert!(matches!(
        check_name("a:b"),
        Err(NameError::Separator { ch: ':', .. })
    ));
    assert_eq!(check_name("  "), Err(NameError::Empty));
    assert!(matches!(
        check_name(&"x".repeat(41)),
        Err(NameError::TooLong { len: 41, .. })
    ));
}
