//! The cards of the Burraco family's melds: every rank from ace to king (threes and twos
//! are cards with a suit here), the joker, and their notation: the project's (`cards.rs`)
//! with `3h` and `2h`. Part of `runs`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, NotationError, Suit};
use crate::rules::{CardValues, Points, Rank};

/// Every rank of the pack, ace to king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PackRank {
    Ace,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

/// A place in a run, 1 (ace low) to 14 (ace high): 2 is the two, 13 the king.
pub type Place = u8;

/// The lowest and highest places a run can hold (ace low, ace high).
pub(super) const ACE_LOW: Place = 1;
pub(super) const ACE_HIGH: Place = 14;

impl PackRank {
    /// Ace to king.
    pub const ALL: [PackRank; 13] = [
        PackRank::Ace,
        PackRank::Two,
        PackRank::Three,
        PackRank::Four,
        PackRank::Five,
        PackRank::Six,
        PackRank::Seven,
        PackRank::Eight,
        PackRank::Nine,
        PackRank::Ten,
        PackRank::Jack,
        PackRank::Queen,
        PackRank::King,
    ];

    /// Its place in a run with the ace low: ace 1, two 2, ..., king 13.
    pub fn low_place(self) -> Place {
        PackRank::ALL.iter().position(|r| *r == self).unwrap_or(0) as Place + 1
    }

    /// The rank at a place of a run (1 and 14 are the ace).
    pub fn at(place: Place) -> PackRank {
        PackRank::ALL[usize::from(place.saturating_sub(1)) % 13]
    }

    /// Its card symbol: `A 2 3 4 5 6 7 8 9 T J Q K`.
    pub fn symbol(self) -> &'static str {
        match self {
            PackRank::Ace => "A",
            PackRank::Two => "2",
            PackRank::Three => "3",
            PackRank::Four => "4",
            PackRank::Five => "5",
            PackRank::Six => "6",
            PackRank::Seven => "7",
            PackRank::Eight => "8",
            PackRank::Nine => "9",
            PackRank::Ten => "T",
            PackRank::Jack => "J",
            PackRank::Queen => "Q",
            PackRank::King => "K",
        }
    }

    /// Card points by the preset's `card_values`: a two counts `two` wherever it stands
    /// (natural or wild), a three counts as the sevens to fours do (an ordinary card in
    /// this family: research §1 "Threes").
    pub fn value(self, values: &CardValues) -> Points {
        match self {
            PackRank::Ace => values.ace,
            PackRank::Two => values.two,
            PackRank::Three | PackRank::Four | PackRank::Five | PackRank::Six | PackRank::Seven => {
                values.seven_to_four
            }
            _ => values.king_to_eight,
        }
    }
}

impl From<Rank> for PackRank {
    fn from(r: Rank) -> PackRank {
        match r {
            Rank::Ace => PackRank::Ace,
            Rank::King => PackRank::King,
            Rank::Queen => PackRank::Queen,
            Rank::Jack => PackRank::Jack,
            Rank::Ten => PackRank::Ten,
            Rank::Nine => PackRank::Nine,
            Rank::Eight => PackRank::Eight,
            Rank::Seven => PackRank::Seven,
            Rank::Six => PackRank::Six,
            Rank::Five => PackRank::Five,
            Rank::Four => PackRank::Four,
        }
    }
}

impl PackRank {
    /// The project's rank of this rank (`cards.rs`), if it has one: none for a two or a
    /// three, which it writes as the wild two and the red or black three.
    pub fn rank(self) -> Option<Rank> {
        Some(match self {
            PackRank::Ace => Rank::Ace,
            PackRank::King => Rank::King,
            PackRank::Queen => Rank::Queen,
            PackRank::Jack => Rank::Jack,
            PackRank::Ten => Rank::Ten,
            PackRank::Nine => Rank::Nine,
            PackRank::Eight => Rank::Eight,
            PackRank::Seven => Rank::Seven,
            PackRank::Six => Rank::Six,
            PackRank::Five => Rank::Five,
            PackRank::Four => Rank::Four,
            PackRank::Two | PackRank::Three => return None,
        })
    }
}

/// One card of a Burraco-family meld.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackCard {
    /// A card of a rank, with its suit where it was written.
    Ranked(PackRank, Option<Suit>),
    Joker,
}

impl PackCard {
    pub fn rank(self) -> Option<PackRank> {
        match self {
            PackCard::Ranked(r, _) => Some(r),
            PackCard::Joker => None,
        }
    }

    pub fn suit(self) -> Option<Suit> {
        match self {
            PackCard::Ranked(_, s) => s,
            PackCard::Joker => None,
        }
    }

    /// A joker or a two: wild, unless a two stands in its own place in a run of its suit.
    pub fn may_be_wild(self) -> bool {
        matches!(self, PackCard::Joker | PackCard::Ranked(PackRank::Two, _))
    }

    /// Card points by the preset's `card_values` (see `PackRank::value`).
    pub fn value(self, values: &CardValues) -> Points {
        match self {
            PackCard::Ranked(r, _) => r.value(values),
            PackCard::Joker => values.joker,
        }
    }
}

impl From<Card> for PackCard {
    /// A card of the project's notation: a red or black three is a three without its suit,
    /// the wild two a two without its suit (so always wild).
    fn from(c: Card) -> PackCard {
        match c {
            Card::Natural(r) => PackCard::Ranked(r.into(), None),
            Card::Suited(r, s) => PackCard::Ranked(r.into(), Some(s)),
            Card::Two => PackCard::Ranked(PackRank::Two, None),
            Card::Joker => PackCard::Joker,
            Card::RedThree | Card::BlackThree => PackCard::Ranked(PackRank::Three, None),
        }
    }
}

impl fmt::Display for PackCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackCard::Joker => f.write_str("*"),
            PackCard::Ranked(r, s) => {
                f.write_str(r.symbol())?;
                match s {
                    Some(s) => f.write_str(s.letter()),
                    None => Ok(()),
                }
            }
        }
    }
}

/// Write cards back in notation: `5h6h2h8h`.
pub fn write(cards: &[PackCard]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
}

/// The rank a symbol stands for, and how many characters it takes (`10` takes two): the
/// project's notation (`cards::rank_at`), and threes and twos as ranks of their own.
fn rank_at(chars: &[char], i: usize) -> Option<(PackRank, usize)> {
    match chars.get(i)?.to_ascii_uppercase() {
        '3' | 'R' | 'B' => Some((PackRank::Three, 1)),
        '2' => Some((PackRank::Two, 1)),
        _ => crate::cards::rank_at(chars, i).map(|(r, n)| (r.into(), n)),
    }
}

/// Parse melds in the card notation of this family: the project's notation (`cards.rs`:
/// ranks `A K Q J T 9 ... 4`, `10`, `*` the joker, a suit letter or symbol after a rank,
/// `Kx7`, a run as `♥5-J`, melds separated by spaces or commas) with threes and twos as
/// ranks that may carry a suit (`3h`, `2h`; `R` and `B` are a three). A run written as a
/// range takes the ace low at its start (`hA-5`) and high at its end (`hT-A`; `hA-A` is
/// all fourteen cards).
pub fn parse_melds(input: &str) -> Result<Vec<Vec<PackCard>>, NotationError> {
    let mut melds = Vec::new();
    let mut current: Vec<PackCard> = Vec::new();
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
        if current.is_empty()
            && let Some(suit) = Suit::from_char(c)
            && let Some((from, w1)) = rank_at(&chars, i + 1)
            && chars.get(i + 1 + w1) == Some(&'-')
            && let Some((to, w2)) = rank_at(&chars, i + 2 + w1)
        {
            let low = from.low_place();
            let high = match to {
                PackRank::Ace => ACE_HIGH,
                r => r.low_place(),
            };
            if high <= low {
                return Err(NotationError::BadRun {
                    input: input.to_string(),
                    position,
                });
            }
            current.extend((low..=high).map(|p| PackCard::Ranked(PackRank::at(p), Some(suit))));
            i += 2 + w1 + w2;
            continue;
        }
        if c == '*' {
            current.push(PackCard::Joker);
            i += 1;
            continue;
        }
        if c.eq_ignore_ascii_case(&'x')
            && let Some(&last) = current.last()
        {
            let (n, end) = crate::cards::repeat_count(input, &chars, i + 1, position)?;
            current.extend(std::iter::repeat_n(last, n - 1));
            i = end;
            continue;
        }
        let Some((rank, width)) = rank_at(&chars, i) else {
            return Err(NotationError::BadFamilySymbol {
                input: input.to_string(),
                position,
                symbol: c,
            });
        };
        let written_as_colour = matches!(c.to_ascii_uppercase(), 'R' | 'B');
        match chars.get(i + width).copied().and_then(Suit::from_char) {
            Some(suit) if !written_as_colour => {
                current.push(PackCard::Ranked(rank, Some(suit)));
                i += width + 1;
            }
            _ => {
                current.push(PackCard::Ranked(rank, None));
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
