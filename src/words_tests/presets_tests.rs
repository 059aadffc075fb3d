//! The tests of `core::presets` that check its refusals in words (`render`), kept here:
//! the core is a crate of its own and cannot name the renderer.

use crate::core::presets::*;
use crate::words_tests::Say;

#[test]
fn unknown_variant_lists_the_known_ones() {
    let e = embedded("clasic").unwrap_err().said();
    assert!(e.contains("unknown variant `clasic`"), "{e}");
    assert!(e.contains("classic-2p"), "{e}");
}

#[test]
fn extends_refuses_typos_and_loops() {
    let lookup = |n: &str| match n {
        "loop" => Some("extends: loop\n".to_string()),
        other => embedded_text(other).map(str::to_string),
    };
    let e = parse_extending("a", "a", "extends: classic\ntargte: 3000\n", &lookup)
        .unwrap_err()
        .said();
    assert!(e.contains("unknown field `targte`"), "{e}");
    let e = parse_extending("a", "a", "extends: loop\n", &lookup)
        .unwrap_err()
        .said();
    assert!(e.contains("more than 8 presets deep"), "{e}");
    let e = parse_extending("a", "a", "extends: clasic\n", &lookup)
        .unwrap_err()
        .said();
    assert!(e.contains("unknown variant `clasic`"), "{e}");
    let e = parse_extending("a", "a", "extends: classic\ngoing_out: {bonus: 150, needs_canastas: 2, needs_kinds: {escalera: 1}}\n", &lookup)
        .unwrap_err()
        .said();
    assert!(e.contains("going_out.needs_kinds"), "{e}");
}

#[test]
fn unknown_field_in_a_preset_is_named() {
    let text = EMBEDDED[0].1.replace("target: 5000", "targte: 5000");
    let e = parse("classic", &text).unwrap_err().said();
    assert!(e.contains("targte"), "{e}");
}

/// The program carries each preset without its comments (`crates/canasta-core/build.rs`):
/// every one reads to the very rules its file in `presets/` reads to, line for line (a
/// refusal's line number is the file's), and every file of `presets/` is embedded.
#[test]
fn every_preset_is_carried_as_its_file_reads_without_its_comments() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("presets");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("presets/") {
        let path = entry.expect("a preset").path();
        let Some(name) = path.file_stem().and_then(|n| n.to_str()) else {
            continue;
        };
        files += 1;
        let original = std::fs::read_to_string(&path).expect("its text");
        let carried = embedded_text(name).unwrap_or_else(|| panic!("{name} is not embedded"));
        assert_eq!(
            parse(name, &original).expect("the file reads"),
            parse(name, carried).expect("the carried text reads"),
            "{name}"
        );
        assert_eq!(original.lines().count(), carried.lines().count(), "{name}");
        assert!(
            carried.len() < original.len(),
            "{name}: its comments are out"
        );
        assert!(!carried.contains(" #"), "{name}");
    }
    assert_eq!(files, EMBEDDED.len());
}
