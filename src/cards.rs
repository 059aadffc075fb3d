//! Cards and the card notation people type at the table.
//!
//! A meld is one word of card symbols: ranks `A K Q J T 9 8 7 6 5 4` (`10` is also a
//! ten), the wild two `2`, the joker `*`, a red three `R` and a black three `B`. Lower case
//! is accepted. `Kx7` is seven kings (a count shorthand for long melds); melds are
//! separated by spaces or commas: `"666 AAA2"` is two melds. A bad symbol is refused with
//! its position in what was typed.
//!
//! Pure: parsing and card values only.

use std::fmt;

use thiserror::Error;

use crate::rules::{CardValues, Points, Rank};

/// One card. Suits do not matter in the games this program scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Card {
    Natural(Rank),
    Two,
    Joker,
    RedThree,
    BlackThree,
}

impl Card {
    pub fn is_wild(self) -> bool {
        matches!(self, Card::Two | Card::Joker)
    }

    pub fn natural_rank(self) -> Option<Rank> {
        match self {
            Card::Natural(r) => Some(r),
            _ => None,
        }
    }

    /// Point value (red threes are bonus cards and count nothing as cards).
    pub fn value(self, values: &CardValues) -> Points {
        match self {
            Card::Natural(r) => r.value(values),
            Card::Two => values.two,
            Card::Joker => values.joker,
            Card::RedThree => 0,
            Card::BlackThree => values.black_three,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Card::Natural(r) => rank_symbol(r),
            Card::Two => "2",
            Card::Joker => "*",
            Card::RedThree => "R",
            Card::BlackThree => "B",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

pub fn rank_symbol(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "Q",
        Rank::Jack => "J",
        Rank::Ten => "T",
        Rank::Nine => "9",
        Rank::Eight => "8",
        Rank::Seven => "7",
        Rank::Six => "6",
        Rank::Five => "5",
        Rank::Four => "4",
    }
}

/// Plural words for a rank, for messages ("kings").
pub fn rank_plural(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "aces",
        Rank::King => "kings",
        Rank::Queen => "queens",
        Rank::Jack => "jacks",
        Rank::Ten => "tens",
        Rank::Nine => "nines",
        Rank::Eight => "eights",
        Rank::Seven => "sevens",
        Rank::Six => "sixes",
        Rank::Five => "fives",
        Rank::Four => "fours",
    }
}

/// Something typed that is not card notation.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum NotationError {
    #[error(
        "`{symbol}` at position {position} of \"{input}\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three){hint}"
    )]
    BadSymbol {
        input: String,
        position: usize,
        symbol: String,
        hint: String,
    },
    #[error(
        "the count after `x` at position {position} of \"{input}\" is missing or not a number from 1 to 12 (e.g. Kx7 for seven kings)"
    )]
    BadCount { input: String, position: usize },
    #[error("no cards given")]
    Empty,
}

/// Parse one or more melds: words separated by spaces or commas.
pub fn parse_melds(input: &str) -> Result<Vec<Vec<Card>>, NotationError> {
    let mut melds = Vec::new();
    let mut current = Vec::new();
    let chars: Vec<char> = input.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let position = i + 1;
        if c.is_whitespace() || c == ',' {
            if !current.is_empty() {
                melds.push(std::mem::take(&mut current));
            }
            i += 1;
            continue;
        }
        let (card, width) = match c.to_ascii_uppercase() {
            'A' => (Card::Natural(Rank::Ace), 1),
            'K' => (Card::Natural(Rank::King), 1),
            'Q' => (Card::Natural(Rank::Queen), 1),
            'J' => (Card::Natural(Rank::Jack), 1),
            'T' => (Card::Natural(Rank::Ten), 1),
            '1' if chars.get(i + 1) == Some(&'0') => (Card::Natural(Rank::Ten), 2),
            '9' => (Card::Natural(Rank::Nine), 1),
            '8' => (Card::Natural(Rank::Eight), 1),
            '7' => (Card::Natural(Rank::Seven), 1),
            '6' => (Card::Natural(Rank::Six), 1),
            '5' => (Card::Natural(Rank::Five), 1),
            '4' => (Card::Natural(Rank::Four), 1),
            '2' => (Card::Two, 1),
            '*' => (Card::Joker, 1),
            'R' => (Card::RedThree, 1),
            'B' => (Card::BlackThree, 1),
            'X' if !current.is_empty() => {
                // Count shorthand: the card before `x` is repeated to make N in all.
                let start = i + 1;
                let mut end = start;
                while end < chars.len() && chars[end].is_ascii_digit() {
                    end += 1;
                }
                let n: usize = chars[start..end]
                    .iter()
                    .collect::<String>()
                    .parse()
                    .ok()
                    .filter(|n| (1..=12).contains(n))
                    .ok_or_else(|| NotationError::BadCount {
                        input: input.to_string(),
                        position,
                    })?;
                let last = *current.last().expect("checked non-empty");
                for _ in 1..n {
                    current.push(last);
                }
                i = end;
                continue;
            }
            _ => {
                let hint = match c {
                    '3' => "; a three is R (red) or B (black)",
                    '1' => "; a ten is T or 10",
                    '0' => "; a ten is T or 10",
                    'X' | 'x' => "; x repeats the card before it, as in Kx7",
                    _ => "",
                };
                return Err(NotationError::BadSymbol {
                    input: input.to_string(),
                    position,
                    symbol: c.to_string(),
                    hint: hint.to_string(),
                });
            }
        };
        current.push(card);
        i += width;
    }
    if !current.is_empty() {
        melds.push(current);
    }
    if melds.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok(melds)
}

/// Parse a bag of cards (a hand): all words together.
pub fn parse_cards(input: &str) -> Result<Vec<Card>, NotationError> {
    Ok(parse_melds(input)?.into_iter().flatten().collect())
}

/// Write cards back in notation.
pub fn write(cards: &[Card]) -> String {
    cards.iter().map(|c| c.symbol()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn melds_words_counts_and_lower_case() {
        let m = parse_melds("666 aaa2, QQQQQ22").unwrap();
        assert_eq!(m.len(), 3);
        assert_eq!(write(&m[0]), "666");
        assert_eq!(write(&m[1]), "AAA2");
        assert_eq!(write(&m[2]), "QQQQQ22");
        assert_eq!(write(&parse_melds("Kx7").unwrap()[0]), "KKKKKKK");
        assert_eq!(write(&parse_melds("10 10 10").unwrap()[0]), "T");
        assert_eq!(write(&parse_cards("101010").unwrap()), "TTT");
        assert_eq!(write(&parse_melds("KK*2").unwrap()[0]), "KK*2");
        // seed 001: K-K-K (30) and Q-Q-2 (40)
        let values = CardValues::default();
        let total: Points = parse_cards("KKK QQ2")
            .unwrap()
            .iter()
            .map(|c| c.value(&values))
            .sum();
        assert_eq!(total, 70);
    }

    #[test]
    fn bad_symbols_are_named_with_their_position() {
        assert_eq!(
            parse_melds("KKK QQ3").unwrap_err().to_string(),
            "`3` at position 7 of \"KKK QQ3\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); a three is R (red) or B (black)"
        );
        assert!(
            parse_melds("KKZ")
                .unwrap_err()
                .to_string()
                .starts_with("`Z` at position 3")
        );
        assert!(
            parse_melds("Kx")
                .unwrap_err()
                .to_string()
                .contains("position 2")
        );
        assert_eq!(parse_melds(" , ").unwrap_err(), NotationError::Empty);
    }
}
