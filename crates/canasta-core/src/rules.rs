//! The rules of one variant, as data.
//!
//! A `Rules` value is what a preset file (`presets/*.yaml`) deserializes into. Everything
//! that differs between variants lives here, phrased as rules a card player would
//! recognise ("red threes count against a side without a meld"), never as a flag named
//! after a variant. The scoring engine (`score.rs`) only ever asks these questions.
//!
//! This module is pure: no files, no terminals. `Rules::validate` is the referee for the
//! preset itself: a preset with an unsorted meld table or a missing canasta kind is refused
//! with the field named.

mod rules_check;
pub use rules_check::{MAX_CARD_VALUE, MAX_COUNT, MAX_ITEM, MAX_TARGET, RulesError, RulesProblem};

use std::collections::BTreeMap;

use indexmap::IndexMap;
use std::fmt;

use serde::{Deserialize, Serialize};

/// Points, always whole numbers. Card points are multiples of 5.
pub type Points = i64;

/// A complete rule set for one variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Short name, e.g. `classic`.
    pub name: String,
    /// One line for `canasta variants`.
    #[serde(default)]
    pub description: String,
    /// Who plays with whom.
    pub seating: Seating,
    /// Number of 52-card packs (each brings two jokers and two red threes).
    pub decks: u32,
    /// The game ends after a hand in which a side (or player) reaches this total; `null`
    /// for a game of a fixed number of hands only (`hands`).
    #[serde(default)]
    pub target: Option<Points>,
    /// The game ends after this many hands (Hand and Foot: 4 rounds); with a target too,
    /// at whichever comes first. The higher total then wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<u32>,
    /// What happens when the highest totals at game end are exactly equal.
    #[serde(default)]
    pub on_tie: TieRule,
    /// How a knockout match (a tournament's `knockout` phase) level on points is decided.
    #[serde(default, skip_serializing_if = "KnockoutTie::is_default")]
    pub knockout_tie: KnockoutTie,
    /// The game's own words for a canasta and a hand, as its players say them (Hand and
    /// Foot: books and rounds); keys, worded in each language by `render`.
    #[serde(default, skip_serializing_if = "Terms::is_default")]
    pub terms: Terms,
    /// Initial-meld minimum by cumulative score: the last band whose `from` is at or below
    /// the score applies. The first band has `from: null` (any score, however negative).
    /// Empty when the minimum goes by hand (`initial_meld_by_hand`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub initial_meld: Vec<MeldBand>,
    /// Initial-meld minimum by hand number instead of by score: the first hand's, the
    /// second's, ...; the last one holds for every hand after (Hand and Foot: 50, 90, 120,
    /// 150).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub initial_meld_by_hand: Vec<Points>,
    /// Card point values.
    #[serde(default)]
    pub card_values: CardValues,
    /// Canasta kinds by name, with their bonus and what they are made of.
    #[serde(deserialize_with = "crate::unique::map")]
    pub canastas: BTreeMap<String, CanastaKind>,
    /// Going out: what it needs and what it earns.
    pub going_out: GoingOut,
    /// Red threes: the schedule by count and when they count against a side. Absent
    /// where threes are ordinary cards (`ordinary_threes`).
    #[serde(default)]
    pub red_threes: RedThrees,
    /// Threes are ordinary natural cards worth what sevens to fours are worth, in sets and
    /// runs like any other (Burraco, Buraco: research file `burraco.md` §1 "Threes"); there
    /// are no red or black three rules.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ordinary_threes: bool,
    /// The pot (Burraco's pozzetto, Buraco's morto): the packet a side picks up when one of
    /// its players first empties the hand, and what a side that never took it scores.
    /// Absent: the form has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pot: Option<PotRules>,
    /// Black threes, where they score other than as 5-point cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_threes: Option<BlackThrees>,
    /// When a side's melded cards count against it instead of for it.
    #[serde(default)]
    pub melded_cards_count_against_side_without: Requirement,
    /// A side without this scores only its cards, as minus points (melded and in hand
    /// alike); no bonuses and no threes. Named penalties still apply.
    #[serde(default)]
    pub only_cards_count_against_side_without: Requirement,
    /// Melds that cost their side a penalty when left short of seven cards at the end.
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub incomplete_melds: BTreeMap<String, IncompleteMeld>,
    /// Penalty for each player holding three or more cards of a rank at the end, by rank
    /// name (`aces`, `sevens`).
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub holding_three_or_more: BTreeMap<String, Points>,
    /// Special hands a side may go out with, scoring only their value, each with its
    /// shape (so a table's own special hand needs no code).
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub special_hands: BTreeMap<String, SpecialHand>,
    /// Named penalties and what each costs (negative numbers), per occurrence.
    #[serde(deserialize_with = "crate::unique::map", default)]
    pub penalties: BTreeMap<String, Points>,
    /// Named bonuses and what each earns (positive numbers), per occurrence, entered like
    /// penalties (the exact cut: 100).
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub bonuses: BTreeMap<String, Points>,
    /// Whether the cards left in hand count against their side (true in every rules text;
    /// some tables do not deduct them).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub in_hand_counts: bool,
    /// Each player also has a foot (Hand and Foot, Pennies from Heaven): cards left in it
    /// count as cards in hand. Only the words of the questions change.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub foot: bool,
    /// What makes a legal meld.
    #[serde(default)]
    pub melds: MeldRules,
    /// The ways a side may make its initial meld, besides the minimum count.
    #[serde(default)]
    pub initial_meld_ways: InitialMeldWays,
    /// When the discard pile may be taken.
    #[serde(default)]
    pub pile: PileRules,
    /// The game's own words for its things, taken whole on a line in every language, by
    /// key: a canasta kind, a penalty, a bonus, or `out`, `no_pot`, `pot_unplayed`
    /// (Burraco's `pulito`, `sporco`, `chiusura`, `pozzetto`; Buraco's `limpa`, `suja`,
    /// `batida`, `morto`).
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub words: BTreeMap<String, Vec<String>>,
    /// Tournament victory points: bands of the difference of the two sides' totals at the
    /// end of a game of a fixed number of hands, each with the winner's and the loser's
    /// points (Burraco: 0-20 over 3 or 4 deals); the last band is open. Empty: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub victory_points: Vec<crate::victory::VictoryBand>,
}

/// The pot (pozzetto, morto) of the Burraco family, as preset data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PotRules {
    /// Points for a side that never took its pot (−100 in every form read: FIBUR Art. 17,
    /// Brazilian rules).
    pub not_taken: Points,
    /// A pot taken but never played: its cards count as cards in hand (Italy, FIBUR Art. 17)
    /// or it is scored as not taken, its cards not counted (Brazil).
    pub unplayed: PotUnplayed,
    /// A side may go out only once it has taken its pot.
    #[serde(default = "yes")]
    pub going_out_needs_pot: bool,
    /// The cards a pot holds (11 in every form read: research file `burraco.md` §1;
    /// three-handed, the smaller of the two). Where an unplayed pot counts in hand, the
    /// side's points in hand are at least this many of the cheapest cards.
    #[serde(default = "pot_cards", skip_serializing_if = "is_pot_cards")]
    pub cards: u32,
}

fn pot_cards() -> u32 {
    11
}

fn is_pot_cards(n: &u32) -> bool {
    *n == pot_cards()
}

/// How a pot taken but never played is scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PotUnplayed {
    /// Its cards count against the side as cards in hand (they are in `in_hand`).
    CountsInHand,
    /// As if not taken: `not_taken` points, its cards not counted.
    AsNotTaken,
}

/// A special hand (American): fourteen cards a side may go out with, scoring only its
/// points. Its shape is data: the sizes of the groups of equal cards, and the cards it
/// must or may not hold. Cards are written in the card notation (`A`, `7`, `2`, `*`),
/// with `3` for a three of either colour.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SpecialHandForm")]
pub struct SpecialHand {
    /// What the side scores going out with it (and nothing else).
    pub points: Points,
    /// The hand in words, for answers: "a straight: one card of every rank and a joker".
    pub describe: String,
    /// Sizes of the groups of equal cards, in any order: fourteen 1s for a straight,
    /// seven 2s for pairs, `[4, 4, 3, 3]` for garbage. Empty: not recognised from cards
    /// (a game saved before shapes were data).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<u32>,
    /// Cards it must hold, at least one of each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_hold: Vec<String>,
    /// Cards it may not hold.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub may_not_hold: Vec<String>,
}

/// A special hand as written: its shape, or (games saved before shapes were data) its
/// points alone.
#[derive(Deserialize)]
#[serde(untagged)]
enum SpecialHandForm {
    Points(Points),
    Shape {
        points: Points,
        #[serde(default)]
        describe: String,
        #[serde(default)]
        groups: Vec<u32>,
        #[serde(default)]
        must_hold: Vec<String>,
        #[serde(default)]
        may_not_hold: Vec<String>,
    },
}

impl From<SpecialHandForm> for SpecialHand {
    fn from(form: SpecialHandForm) -> SpecialHand {
        match form {
            SpecialHandForm::Points(points) => SpecialHand {
                points,
                describe: String::new(),
                groups: Vec::new(),
                must_hold: Vec::new(),
                may_not_hold: Vec::new(),
            },
            SpecialHandForm::Shape {
                points,
                describe,
                groups,
                must_hold,
                may_not_hold,
            } => SpecialHand {
                points,
                describe,
                groups,
                must_hold,
                may_not_hold,
            },
        }
    }
}

/// What makes a legal meld. Defaults are Classic's (seed 001 "Melds in Classic Canasta").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MeldRules {
    /// Natural cards a meld needs at least.
    pub min_naturals: u32,
    /// Wild cards a meld may hold at most (`null`: no limit).
    pub max_wilds: Option<u32>,
    /// A meld may never hold more wild cards than natural ones.
    pub wilds_at_most_naturals: bool,
    /// Largest meld (`null`: no limit).
    pub max_size: Option<u32>,
    /// Ranks whose melds never take wild cards.
    pub wild_free_ranks: Vec<Rank>,
    /// Ranks whose melds take wild cards only as part of the side's initial meld.
    pub wilds_only_in_initial_meld: Vec<Rank>,
    /// Melds of wild cards only (twos and jokers) are allowed, three to seven cards.
    pub wild_melds: bool,
    /// Black threes may be melded only when going out, in melds of these sizes, never
    /// with wild cards; empty: never melded.
    pub black_three_meld_sizes: Vec<u32>,
    /// A side may not have two melds of one rank.
    pub one_meld_per_rank: bool,
    /// The Burraco family's melds: runs of one suit and sets, read card by card
    /// (`core::runs`); `check meld` answers by them. None: Canasta's melds of one rank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runs: Option<crate::runs::RunRules>,
}

impl Default for MeldRules {
    fn default() -> Self {
        MeldRules {
            min_naturals: 2,
            max_wilds: Some(3),
            wilds_at_most_naturals: false,
            max_size: None,
            wild_free_ranks: Vec::new(),
            wilds_only_in_initial_meld: Vec::new(),
            wild_melds: false,
            black_three_meld_sizes: vec![3, 4],
            one_meld_per_rank: true,
            runs: None,
        }
    }
}

/// The ways in to the initial meld. Defaults are Classic's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct InitialMeldWays {
    /// The top card of the discard pile, melded with a pair from hand, counts toward the
    /// minimum (Classic); otherwise the minimum must be met from hand (American).
    pub top_card_counts: bool,
    /// The initial meld must include a meld of at least three natural cards without wild
    /// cards, or a meld of wild cards (American).
    pub needs_clean_meld: bool,
    /// A complete natural or wild canasta from hand needs no minimum (American "splash").
    pub splash: bool,
    /// Going out concealed (whole hand melded, with a canasta, after drawing from the
    /// stock) needs no minimum (Classic).
    pub concealed_out_needs_no_minimum: bool,
}

impl Default for InitialMeldWays {
    fn default() -> Self {
        InitialMeldWays {
            top_card_counts: true,
            needs_clean_meld: false,
            splash: false,
            concealed_out_needs_no_minimum: true,
        }
    }
}

/// Taking the discard pile. Defaults are Classic's (seed 001 "The Play in Classic
/// Canasta", "Frozen Discard Pile").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PileRules {
    /// The pile is always frozen: only a natural pair from hand takes it.
    pub always_frozen: bool,
    /// Even an unfrozen pile needs two natural cards (no natural-and-wild pair).
    pub natural_pair_only: bool,
    /// An unfrozen pile may not be taken to add its top card to a completed canasta.
    pub not_onto_completed_canasta: bool,
    /// A discard that matches a completed canasta of the opponents of the player who
    /// would take it stops the pile, as a black three does (Viennese).
    pub card_matching_opponents_canasta_stops: bool,
    /// A player holding one card may take a pile of one card (Viennese); Classic forbids
    /// it (seeds 002, 003).
    pub one_card_hand_may_take_one_card_pile: bool,
    /// The pile is never frozen and is always taken whole, whatever is on top (Burraco,
    /// Buraco: research file `burraco.md` §1 "Discard pile", §10 "no freezing").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub never_frozen: bool,
}

/// Black threes that score on their own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlackThrees {
    /// Value of the black threes a side laid out, by how many; they count for or against
    /// a side (or nothing) exactly as its red threes do.
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub by_count: BTreeMap<u32, Points>,
    /// Each black three left in a hand at the end (in place of its card value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_hand_each: Option<Points>,
}

/// A meld that is penalised when left incomplete.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncompleteMeld {
    /// The penalty (a negative number).
    pub penalty: Points,
    /// The fewest card points such a meld holds (three cards of it).
    pub min_points: Points,
    /// The canasta kind this meld becomes when complete: a side cannot have both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completes_as: Option<String>,
    /// What the meld is made of, to recognise it from its cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub makeup: Option<CanastaMakeup>,
    /// Its rank, to recognise it from its cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<Rank>,
    /// Exactly this many jokers, to recognise it from its cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jokers: Option<u32>,
}

/// How the players are grouped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Seating {
    /// Fixed partnerships (a "side" of one player is a two-handed game). Partners sit
    /// apart: seats go round the sides in turn (side 1's first player, side 2's first
    /// player, ..., side 1's second player, ...).
    Partnerships { sides: u32, players_per_side: u32 },
    /// Three-handed: every player keeps their own total. In each hand the first player to
    /// take the discard pile (or, if nobody did, the one who went out) plays alone against a
    /// temporary partnership of the other two. The partnership's score for cards, canastas,
    /// going out and penalties is credited to both partners; each player scores only their
    /// own red threes. If nobody took the pile and nobody went out, each player scores alone.
    LoneAgainstPartnership {
        players: u32,
        /// What each partner of the pair scores: the pair's whole score (Classic) or half
        /// of it (Burraco for three: research file `burraco.md` §4).
        #[serde(default, skip_serializing_if = "PairShare::is_whole")]
        pair_share: PairShare,
        /// A hand may be played everyone alone even when somebody went out (Burraco for
        /// three with three pots of 11: from 1000 points [EB-3P], or from the start
        /// [GENOVAGIOCA]); without it such a hand names its lone player.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        everyone_alone: bool,
    },
}

/// What each partner of a three-handed game's temporary pair scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PairShare {
    /// The pair's whole score, to each partner (Classic for three, seed 001).
    #[default]
    Whole,
    /// Half the pair's score each, an odd half rounded up (107.5 is 108: [BISKA-3P]
    /// "arrotondando per eccesso").
    HalfRoundedUp,
    /// Half each, an odd half rounded down (107.5 is 107: the integer division of
    /// [MARCO97PA]'s scorer).
    HalfRoundedDown,
}

impl PairShare {
    pub fn is_whole(&self) -> bool {
        *self == PairShare::Whole
    }

    /// Each partner's share of the pair's `score`.
    pub fn of(self, score: Points) -> Points {
        match self {
            PairShare::Whole => score,
            PairShare::HalfRoundedUp => score.div_euclid(2) + score.rem_euclid(2),
            PairShare::HalfRoundedDown => score.div_euclid(2),
        }
    }
}

impl Seating {
    /// How many score columns (sides or individual players) the game has.
    pub fn scoring_units(&self) -> usize {
        match self {
            Seating::Partnerships { sides, .. } => *sides as usize,
            Seating::LoneAgainstPartnership { players, .. } => *players as usize,
        }
    }

    /// Players at the table.
    pub fn players(&self) -> usize {
        match self {
            Seating::Partnerships {
                sides,
                players_per_side,
            } => (*sides * *players_per_side) as usize,
            Seating::LoneAgainstPartnership { players, .. } => *players as usize,
        }
    }

    /// Players in each scoring unit.
    pub fn players_per_unit(&self) -> usize {
        match self {
            Seating::Partnerships {
                players_per_side, ..
            } => *players_per_side as usize,
            Seating::LoneAgainstPartnership { .. } => 1,
        }
    }
}

/// What to do when the top totals are exactly equal at the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// No winner yet: deal another hand (the rules texts say only "the higher total wins").
    #[default]
    PlayAnotherHand,
    /// The game ends and the tied sides share the win.
    SharedWin,
    /// The tied side that went out in the last hand wins; if none of them did, they share
    /// the win.
    WentOutWins,
}

/// How a tournament's knockout match that ends level on points is decided: no source
/// found covers it (docs/SOURCES.md), so the preset names its rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KnockoutTie {
    /// The table plays another deal, and another, until one side leads: a knockout's
    /// games are made with `on_tie: play_another_hand` (and no victory points: a knockout
    /// goes by points).
    #[default]
    PlayAnotherHand,
    /// The entrant seeded higher when the knockout began goes through.
    HigherSeed,
}

impl KnockoutTie {
    pub fn is_default(&self) -> bool {
        *self == KnockoutTie::default()
    }
}

/// What a variant's players call a canasta and a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Terms {
    pub canasta: CanastaTerm,
    pub hand: HandTerm,
    /// What the pot is called, where the form has one.
    #[serde(skip_serializing_if = "PotTerm::is_pot")]
    pub pot: PotTerm,
}

impl Terms {
    pub fn is_default(&self) -> bool {
        *self == Terms::default()
    }
}

/// What a variant's players call its pot: the pot, Burraco's pozzetto (Italy), Buraco's
/// morto (Brazil).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PotTerm {
    #[default]
    Pot,
    Pozzetto,
    Morto,
}

impl PotTerm {
    pub fn is_pot(&self) -> bool {
        *self == PotTerm::Pot
    }
}

/// A canasta, or (Hand and Foot) a book.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CanastaTerm {
    #[default]
    Canasta,
    Book,
    /// A burraco: Italian Burraco's word.
    Burraco,
    /// A canastra: Brazilian Buraco's word (feminine where the language has genders, as
    /// a canasta is).
    Canastra,
}

impl CanastaTerm {
    /// Whether the word is the Burraco family's (a burraco or a canastra): its hands are
    /// deals, and it has no red threes, minimum or frozen pile to speak of.
    pub fn burraco_family(self) -> bool {
        matches!(self, CanastaTerm::Burraco | CanastaTerm::Canastra)
    }
}

/// A hand, or (Hand and Foot) a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandTerm {
    #[default]
    Hand,
    Round,
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}

/// One line of the initial-meld table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeldBand {
    /// Lowest cumulative score of this band; `null` means "any score" (first band only).
    pub from: Option<Points>,
    /// Minimum count for the initial meld.
    pub min: Points,
}

/// Card point values. Ranks K down to 8 share one value, as do 7 down to 4.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardValues {
    pub joker: Points,
    pub two: Points,
    pub ace: Points,
    pub king_to_eight: Points,
    pub seven_to_four: Points,
    pub black_three: Points,
}

impl Default for CardValues {
    fn default() -> Self {
        // seed 001 "The Cards": joker 50; A, 2 20; K..8 10; 7..4 5; black three 5.
        CardValues {
            joker: 50,
            two: 20,
            ace: 20,
            king_to_eight: 10,
            seven_to_four: 5,
            black_three: 5,
        }
    }
}

impl CardValues {
    /// Card points in one 52-card pack with its two jokers (red threes are bonus cards and
    /// count nothing here): 2 jokers, 4 twos, 4 aces, 24 cards K..8, 16 cards 7..4, 2 black threes.
    pub fn pack_points(&self) -> Points {
        2 * self.joker
            + 4 * self.two
            + 4 * self.ace
            + 24 * self.king_to_eight
            + 16 * self.seven_to_four
            + 2 * self.black_three
    }

    fn cheapest_natural(&self) -> Points {
        self.ace.min(self.king_to_eight).min(self.seven_to_four)
    }
    fn cheapest_wild(&self) -> Points {
        self.two.min(self.joker)
    }
}

/// What a canasta of one kind is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CanastaMakeup {
    /// Seven or more natural cards of one rank.
    Natural,
    /// Natural cards of one rank with one or more wild cards.
    Mixed,
    /// Wild cards only (twos and jokers).
    Wild,
    /// Seven cards in sequence in one suit.
    Sequence,
    /// Natural or mixed, whichever: a kind known by its rank (Pennies from Heaven's
    /// sevens canasta, clean or not).
    Any,
    /// A burraco (canastra) with no wild card, a set or a run; a two of a run's suit in its
    /// own place is natural (research file `burraco.md` §2 "pulito", §5 "limpa").
    Clean,
    /// A burraco whose one wild card stands at an end of seven unbroken naturals (run), or
    /// with seven naturals (set): FIBUR's semipulito (research §2).
    SemiClean,
    /// A burraco with one wild card that is not semi-clean (sporco, suja).
    Dirty,
}

impl CanastaMakeup {
    /// The Burraco-family kind this makeup names, if it is one.
    pub fn burraco(self) -> Option<crate::runs::BurracoKind> {
        use crate::runs::BurracoKind;
        match self {
            CanastaMakeup::Clean => Some(BurracoKind::Clean),
            CanastaMakeup::SemiClean => Some(BurracoKind::SemiClean),
            CanastaMakeup::Dirty => Some(BurracoKind::Dirty),
            _ => None,
        }
    }
}

/// One kind of canasta.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CanastaKind {
    /// Bonus for each canasta of this kind, on top of its cards' values.
    pub bonus: Points,
    /// What the canasta is made of.
    pub makeup: CanastaMakeup,
    /// The one rank a canasta of this kind is made of (`ace`, `seven`, ...), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<Rank>,
    /// Exactly this many jokers (0: twos only; 4: all four jokers), if the kind says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jokers: Option<u32>,
    /// A Burraco-family kind that must be a set or a run (house kinds: a reale is a run,
    /// a super a set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shape: Option<crate::runs::MeldShape>,
    /// A Burraco-family kind of at least this many cards (a reale, ace to king: 13; a
    /// Brazilian canastra de mil, ace to ace: 14; a super: 8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<u32>,
    /// The fewest card points such a canasta holds, where the makeup alone does not say
    /// (e.g. a wild canasta with all four jokers: 4 x 50 + 3 x 20 = 260).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_points: Option<Points>,
    /// Words for people, e.g. "natural (no wild cards)".
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub describe: String,
}

/// A natural rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    Ace,
    King,
    Queen,
    Jack,
    Ten,
    Nine,
    Eight,
    Seven,
    Six,
    Five,
    Four,
}

impl Rank {
    pub fn value(self, values: &CardValues) -> Points {
        match self {
            Rank::Ace => values.ace,
            Rank::King | Rank::Queen | Rank::Jack | Rank::Ten | Rank::Nine | Rank::Eight => {
                values.king_to_eight
            }
            Rank::Seven | Rank::Six | Rank::Five | Rank::Four => values.seven_to_four,
        }
    }
}

impl CanastaKind {
    /// The fewest card points a canasta of this kind can hold: the referee's check that a
    /// side claiming canastas melded enough points to have made them.
    pub fn min_points(&self, values: &CardValues) -> Points {
        if let Some(points) = self.min_points {
            return points;
        }
        let natural = self
            .rank
            .map_or_else(|| values.cheapest_natural(), |r| r.value(values));
        match self.makeup {
            CanastaMakeup::Natural => 7 * natural,
            CanastaMakeup::Mixed => 6 * natural + values.cheapest_wild(),
            CanastaMakeup::Wild => 7 * values.cheapest_wild(),
            // The cheapest run: 4 5 6 7 8 9 10 of a suit.
            CanastaMakeup::Sequence => 4 * values.seven_to_four + 3 * values.king_to_eight,
            CanastaMakeup::Any => (7 * natural).min(6 * natural + values.cheapest_wild()),
            // Without the form's run rules (`Rules::kind_min_points` has them): a set.
            CanastaMakeup::Clean => 7 * natural,
            CanastaMakeup::SemiClean => 7 * natural + values.cheapest_wild(),
            CanastaMakeup::Dirty => 6 * natural + values.cheapest_wild(),
        }
    }
}

/// Going out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoingOut {
    /// Canastas (of any kind) the side must have to go out.
    pub needs_canastas: u32,
    /// Of those, at least this many of these kinds, e.g. `{natural: 2, wild: 1}`.
    #[serde(
        deserialize_with = "crate::unique::map",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub needs_kinds: BTreeMap<String, u32>,
    /// Bonus for going out.
    pub bonus: Points,
    /// Bonus, in all (not on top of `bonus`), for going out concealed; `null` when the
    /// variant has no concealed bonus.
    pub concealed_bonus: Option<Points>,
    /// Bonus, in all, for going out concealed with a complete canasta of one's own in the
    /// hand (Viennese "Hand-Canasta"); absent when the variant has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_canasta_bonus: Option<Points>,
    /// Going out needs a final discard: a player may not meld every card (American).
    #[serde(default)]
    pub needs_discard: bool,
    /// The penalty (one of `penalties`) for going out after the partner, asked "may I
    /// go out?", said no; absent where the variant has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub against_partner_penalty: Option<String>,
}

/// Red threes.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedThrees {
    /// Value of the red threes one side (or player) laid out, by how many: `{1: 100, ...}`.
    /// Every count from 1 to the number in the decks must be listed.
    #[serde(deserialize_with = "crate::unique::map")]
    pub by_count: BTreeMap<u32, Points>,
    /// The threes count minus (the same amount) for a side that lacks this.
    pub count_against_side_without: Requirement,
    /// The threes count nothing for a side that has what the line above asks but lacks
    /// this (American: minus with no canasta, nothing with one, plus with two).
    #[serde(default)]
    pub count_nothing_for_side_without: Requirement,
    /// The named penalty a red three still in a hand at the end incurs (Classic:
    /// `undeclared_red_three`); absent: it counts as a 5-point card (American).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_in_hand_penalty: Option<String>,
}

/// A condition on what a side has on the table at the end of a hand.
///
/// Written in presets as plain words: `nothing`, `a meld`, `1 canasta`, `2 canastas`,
/// `a sevens canasta` (a canasta of the preset's kind `sevens`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Requirement {
    /// Always met: the rule never applies.
    #[default]
    Nothing,
    /// The side melded at least one card.
    AMeld,
    /// The side completed at least this many canastas.
    Canastas(u32),
    /// The side completed a canasta of this kind (Pennies from Heaven: `a sevens canasta`).
    KindCanasta(String),
}

impl Requirement {
    /// Is the requirement met by a side that melded anything or not, with these canastas
    /// by kind?
    pub fn met(&self, melded_anything: bool, canastas: &IndexMap<String, Points>) -> bool {
        match self {
            Requirement::Nothing => true,
            Requirement::AMeld => melded_anything,
            Requirement::Canastas(n) => canastas.values().sum::<Points>() >= i64::from(*n),
            Requirement::KindCanasta(kind) => canastas.get(kind).is_some_and(|n| *n > 0),
        }
    }
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Requirement::Nothing => f.write_str("nothing"),
            Requirement::AMeld => f.write_str("a meld"),
            Requirement::Canastas(1) => f.write_str("1 canasta"),
            Requirement::Canastas(n) => write!(f, "{n} canastas"),
            Requirement::KindCanasta(kind) => write!(f, "a {kind} canasta"),
        }
    }
}

/// Words that are no requirement (lower-cased and trimmed as read). The words are
/// `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequirementError {
    pub given: String,
}

impl std::str::FromStr for Requirement {
    type Err = RequirementError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        match s.as_str() {
            "nothing" => return Ok(Requirement::Nothing),
            "a meld" | "meld" => return Ok(Requirement::AMeld),
            "a canasta" => return Ok(Requirement::Canastas(1)),
            _ => {}
        }
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            [n, "canasta" | "canastas"] if n.parse::<u32>().is_ok() => {
                return Ok(Requirement::Canastas(n.parse().unwrap_or(1)));
            }
            ["a" | "1", kind, "canasta"] => return Ok(Requirement::KindCanasta(kind.to_string())),
            _ => {}
        }
        Err(RequirementError { given: s })
    }
}

impl Serialize for Requirement {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Requirement {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        // Said as the library says every other value of the wrong form (the preset's
        // reader words the library's message as the field's problem).
        s.parse().map_err(|_| {
            serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&s),
                &"nothing, a meld, 1 canasta, N canastas or a KIND canasta",
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requirement_words_round_trip() {
        for (text, req) in [
            ("nothing", Requirement::Nothing),
            ("a meld", Requirement::AMeld),
            ("1 canasta", Requirement::Canastas(1)),
            ("2 canastas", Requirement::Canastas(2)),
            (
                "a sevens canasta",
                Requirement::KindCanasta("sevens".into()),
            ),
        ] {
            assert_eq!(req.to_string(), text);
            assert_eq!(text.parse::<Requirement>(), Ok(req));
        }
        assert!("some canastas".parse::<Requirement>().is_err());
    }

    #[test]
    fn canasta_minimum_points() {
        // seed 001 "The Cards": the cheapest naturals are 7..4 at 5, the cheapest wild a two at 20.
        let v = CardValues::default();
        let natural = CanastaKind {
            bonus: 500,
            makeup: CanastaMakeup::Natural,
            rank: None,
            jokers: None,
            shape: None,
            cards: None,
            min_points: None,
            describe: String::new(),
        };
        let mixed = CanastaKind {
            makeup: CanastaMakeup::Mixed,
            ..natural.clone()
        };
        assert_eq!(natural.min_points(&v), 35); // 7 fours: 7 x 5
        assert_eq!(mixed.min_points(&v), 50); // 6 fours and a two: 30 + 20
        let aces = CanastaKind {
            rank: Some(Rank::Ace),
            ..natural.clone()
        };
        assert_eq!(aces.min_points(&v), 140); // 7 aces at 20
        let wild = CanastaKind {
            makeup: CanastaMakeup::Wild,
            ..natural.clone()
        };
        assert_eq!(wild.min_points(&v), 140); // 7 twos at 20
        let run = CanastaKind {
            makeup: CanastaMakeup::Sequence,
            ..natural.clone()
        };
        assert_eq!(run.min_points(&v), 50); // 4 5 6 7 at 5, 8 9 10 at 10
        // 2x50 + 4x20 + 4x20 + 24x10 + 16x5 + 2x5 = 100 + 80 + 80 + 240 + 80 + 10
        assert_eq!(v.pack_points(), 590);
    }
}
