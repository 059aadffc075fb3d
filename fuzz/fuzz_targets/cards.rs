//! The card notation (`KKKKKKK QQ2 555`, `Kx7`, `10 10 10`) on arbitrary UTF-8: never a
//! panic, and whatever parses is written back in notation that parses to the same cards.
#![no_main]

use canasta::core::cards::{parse_cards, parse_melds, write};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let cards = parse_cards(text);
    match parse_melds(text) {
        Ok(melds) => {
            assert!(
                melds.iter().all(|m| !m.is_empty()),
                "an empty meld from {text:?}"
            );
            let flat: Vec<_> = melds.iter().flatten().copied().collect();
            assert_eq!(
                cards.as_ref().ok(),
                Some(&flat),
                "parse_cards and parse_melds disagree on {text:?}"
            );
            for meld in &melds {
                let written = write(meld);
                let again = parse_melds(&written).expect("written notation parses");
                assert_eq!(again, vec![meld.clone()], "{text:?} -> {written:?}");
            }
        }
        Err(e) => {
            assert!(
                cards.is_err(),
                "parse_cards accepted what parse_melds refused: {text:?}"
            );
            // The message is built without panicking (positions, quoting).
            let _ = e.to_string();
        }
    }
});
