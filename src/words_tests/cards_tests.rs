//! The tests of `core::cards` that check its refusals in words (`render`), kept here:
//! the core is a crate of its own and cannot name the renderer.

use crate::core::cards::*;
use crate::core::rules::{CardValues, Points, Rank};
use crate::words_tests::Say;

#[test]
fn suits_for_runs_letters_and_symbols() {
    // Each card with its suit, or a suit and a run low to high; both read the same.
    let a = parse_melds("5h6h7h8h9hThJh").unwrap();
    let b = parse_melds("♥5-J").unwrap();
    let c = parse_melds("h5-J").unwrap();
    let d = parse_melds("5♥6♥7♥8♥9♥10♥J♥").unwrap();
    assert_eq!(write(&a[0]), "5h6h7h8h9hThJh");
    assert_eq!(a, b);
    assert_eq!(a, c);
    assert_eq!(a, d);
    assert_eq!(a[0][0], Card::Suited(Rank::Five, Suit::Hearts));
    // Suitless forms are unchanged; a suited card is worth its rank.
    assert_eq!(parse_melds("KKK").unwrap()[0][0], Card::Natural(Rank::King));
    let values = CardValues::default();
    let run: Points = b[0].iter().map(|c| c.value(&values)).sum();
    assert_eq!(run, 55); // 5 6 7 at 5, 8 9 T J at 10
    assert!(
        parse_melds("♥J-5")
            .unwrap_err()
            .said()
            .contains("goes down")
    );
}

#[test]
fn bad_symbols_are_named_with_their_position() {
    assert_eq!(
        parse_melds("KKK QQ3").unwrap_err().said(),
        "`3` at position 7 of \"KKK QQ3\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); a three is R (red) or B (black)"
    );
    assert!(
        parse_melds("KKZ")
            .unwrap_err()
            .said()
            .starts_with("`Z` at position 3")
    );
    assert!(parse_melds("Kx").unwrap_err().said().contains("position 2"));
    assert_eq!(parse_melds(" , ").unwrap_err(), NotationError::Empty);
}
