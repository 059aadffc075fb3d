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

use crate::rules::{CardValues, Points, Rank};

/// One card. Suits do not matter in the games this program scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Card {
    Natural(Rank),
    /// A natural card written with its suit, for the sequence melds of Samba and Bolivia
    /// (`5h6h7h8h9hThJh`, `♥5-J`). Anywhere else it counts as the plain rank.
    Suited(Rank, Suit),
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
            Card::Natural(r) | Card::Suited(r, _) => Some(r),
            _ => None,
        }
    }

    /// The suit, where it was written.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Suited(_, s) => Some(s),
            _ => None,
        }
    }

    /// Point value (red threes are bonus cards and count nothing as cards).
    pub fn value(self, values: &CardValues) -> Points {
        match self {
            Card::Natural(r) | Card::Suited(r, _) => r.value(values),
            Card::Two => values.two,
            Card::Joker => values.joker,
            Card::RedThree => 0,
            Card::BlackThree => values.black_three,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Card::Natural(r) | Card::Suited(r, _) => rank_symbol(r),
            Card::Two => "2",
            Card::Joker => "*",
            Card::RedThree => "R",
            Card::BlackThree => "B",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())?;
        match self.suit() {
            Some(s) => f.write_str(s.letter()),
            None => Ok(()),
        }
    }
}

/// A suit, written as a letter (`c d h s`, either case) or a symbol (`♣ ♦ ♥ ♠`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub(crate) fn from_char(c: char) -> Option<Suit> {
        match c {
            'c' | 'C' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | 'D' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | 'H' | '♥' | '♡' => Some(Suit::Hearts),
            's' | 'S' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Suit::Clubs => "c",
            Suit::Diamonds => "d",
            Suit::Hearts => "h",
            Suit::Spades => "s",
        }
    }
}

/// The ranks in sequence order, low to high (a sequence runs 4 to A; twos are wild and
/// threes are never in one).
pub const SEQUENCE_ORDER: [Rank; 11] = [
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Ten,
    Rank::Jack,
    Rank::Queen,
    Rank::King,
    Rank::Ace,
];

/// A rank's place in sequence order.
pub fn sequence_index(r: Rank) -> usize {
    SEQUENCE_ORDER.iter().position(|x| *x == r).unwrap_or(0)
}

/// The count after `x` in the count shorthand (`Kx7`), read from `start`: 1 to 12, and
/// where it ends; refused at `position` otherwise.
pub(crate) fn repeat_count(
    input: &str,
    chars: &[char],
    start: usize,
    position: usize,
) -> Result<(usize, usize), NotationError> {
    let mut end = start;
    while end < chars.len() && chars[end].is_ascii_digit() {
        end += 1;
    }
    chars[start..end]
        .iter()
        .collect::<String>()
        .parse()
        .ok()
        .filter(|n| (1..=12).contains(n))
        .map(|n| (n, end))
        .ok_or_else(|| NotationError::BadCount {
            input: input.to_string(),
            position,
        })
}

/// The rank a symbol stands for, and how many characters it takes (`10` takes two).
pub(crate) fn rank_at(chars: &[char], i: usize) -> Option<(Rank, usize)> {
    let c = chars.get(i)?.to_ascii_uppercase();
    Some(match c {
        'A' => (Rank::Ace, 1),
        'K' => (Rank::King, 1),
        'Q' => (Rank::Queen, 1),
        'J' => (Rank::Jack, 1),
        'T' => (Rank::Ten, 1),
        '1' if chars.get(i + 1) == Some(&'0') => (Rank::Ten, 2),
        '9' => (Rank::Nine, 1),
        '8' => (Rank::Eight, 1),
        '7' => (Rank::Seven, 1),
        '6' => (Rank::Six, 1),
        '5' => (Rank::Five, 1),
        '4' => (Rank::Four, 1),
        _ => return None,
    })
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

/// Something typed that is not card notation: the input, the place (counted in
/// characters from 1) and what is there. The words are `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// `symbol` is no card.
    BadSymbol {
        input: String,
        position: usize,
        symbol: char,
    },
    /// The count after `x` is missing or not 1 to 12.
    BadCount { input: String, position: usize },
    /// A run written high to low.
    BadRun { input: String, position: usize },
    /// Nothing at all.
    Empty,
    /// `symbol` is no card of the Burraco family's notation (threes and twos with suits,
    /// no red or black three).
    BadFamilySymbol {
        input: String,
        position: usize,
        symbol: char,
    },
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
        // A run written as suit, first rank, `-`, last rank: `♥5-J`, `h5-J`.
        if current.is_empty()
            && let Some(suit) = Suit::from_char(c)
            && let Some((from, w1)) = rank_at(&chars, i + 1)
            && chars.get(i + 1 + w1) == Some(&'-')
            && let Some((to, w2)) = rank_at(&chars, i + 2 + w1)
        {
            let (a, b) = (sequence_index(from), sequence_index(to));
            if b < a {
                return Err(NotationError::BadRun {
                    input: input.to_string(),
                    position,
                });
            }
            current.extend(SEQUENCE_ORDER[a..=b].iter().map(|r| Card::Suited(*r, suit)));
            i += 2 + w1 + w2;
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
                let (n, end) = repeat_count(input, &chars, i + 1, position)?;
                let last = *current.last().expect("checked non-empty");
                for _ in 1..n {
                    current.push(last);
                }
                i = end;
                continue;
            }
            _ => {
                return Err(NotationError::BadSymbol {
                    input: input.to_string(),
                    position,
                    symbol: c,
                });
            }
        };
        // A suit after a natural rank: `5h`, `T♥`.
        match (
            card,
            chars.get(i + width).copied().and_then(Suit::from_char),
        ) {
            (Card::Natural(r), Some(suit)) => {
                current.push(Card::Suited(r, suit));
                i += width + 1;
            }
            _ => {
                current.push(card);
                i += width;
            }
        }
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

/// Write cards back in notation (a suited card with its suit letter).
pub fn write(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
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
}
