//! The rules core's refusals in words. The core returns facts (names, numbers, fields,
//! the token); every sentence a refusal becomes is made here, so that it can be said
//! another way (or in another language) in one place.

use std::fmt::{self, Display, Formatter};

use crate::cards::{NotationError, rank_plural, rank_symbol};
use crate::ledger::{ControlField, END_MARK, LedgerError, LogError, SCHEMA, StartProblem, Units};
use crate::melds::{MeldError, MeldRule, join_or};
use crate::presets::{PresetError, PresetProblem};
use crate::rules::{RequirementError, RulesError, RulesProblem};
use crate::stats::MergeError;
use crate::text::{NameError, quote};

impl Display for NameError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("a name may not be empty"),
            NameError::Control { name } => write!(
                f,
                "the name {} holds a control character (terminal codes are not allowed in names)",
                quote(name)
            ),
            NameError::Separator { name, ch } => write!(
                f,
                "the name {} holds `{ch}`, which the command line uses between a side and its value (`--melded We=120`, `--penalty We:name`); choose a name without `=` or `:`",
                quote(name)
            ),
            NameError::TooLong { name, len, max } => write!(
                f,
                "the name {} is {len} characters long; at most {max}",
                quote(name)
            ),
        }
    }
}

impl Display for MergeError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Same { from, into } => write!(
                f,
                "{} and {} are the same name already",
                quote(from),
                quote(into)
            ),
            MergeError::Name(e) => e.fmt(f),
            MergeError::Chain { from, into } => write!(
                f,
                "{} is merged into {}, which is itself merged into another name (a chain or a circle); each spelling must name the person it stands for",
                quote(from),
                quote(into)
            ),
        }
    }
}

impl Display for NotationError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::BadSymbol {
                input,
                position,
                symbol,
            } => {
                let hint = match symbol {
                    '3' => "; a three is R (red) or B (black)",
                    '1' | '0' => "; a ten is T or 10",
                    'X' | 'x' => "; x repeats the card before it, as in Kx7",
                    _ => "",
                };
                write!(
                    f,
                    "`{symbol}` at position {position} of \"{input}\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three){hint}"
                )
            }
            NotationError::BadCount { input, position } => write!(
                f,
                "the count after `x` at position {position} of \"{input}\" is missing or not a number from 1 to 12 (e.g. Kx7 for seven kings)"
            ),
            NotationError::BadRun { input, position } => write!(
                f,
                "the run at position {position} of \"{input}\" goes down; write it low to high, e.g. ♥5-J (a run goes 4 to A)"
            ),
            NotationError::Empty => f.write_str("no cards given"),
        }
    }
}

impl Display for MeldError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.meld, self.rule)
    }
}

impl Display for MeldRule {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            MeldRule::RedThree => {
                f.write_str("red threes are never melded; they are laid out on their own")
            }
            MeldRule::NoBlackThreeMelds { variant } => {
                write!(f, "black threes are never melded in {variant}")
            }
            MeldRule::BlackThreesOnly => f.write_str(
                "a meld of black threes holds black threes only, never wild cards or other ranks",
            ),
            MeldRule::BlackThreesGoingOut => f.write_str(
                "black threes may be melded only by a player going out, on that last turn",
            ),
            MeldRule::BlackThreeSizes { sizes, variant } => write!(
                f,
                "a meld of black threes must be {} cards in {variant}",
                join_or(sizes)
            ),
            MeldRule::MixedRanks { ranks } => {
                let names: Vec<&str> = ranks.iter().map(|r| rank_symbol(*r)).collect();
                write!(
                    f,
                    "a meld is cards of one rank, but this one mixes {}",
                    names.join(" and ")
                )
            }
            MeldRule::TooFew => f.write_str("a meld has at least three cards"),
            MeldRule::TooMany { max, variant } => {
                write!(f, "a meld has at most {max} cards in {variant}")
            }
            MeldRule::NoWildMelds {
                variant,
                min_naturals,
            } => write!(
                f,
                "a meld of wild cards only is not allowed in {variant}; a meld needs at least {min_naturals} natural cards"
            ),
            MeldRule::WildMeldTooLarge => f.write_str("a wild-card meld has at most seven cards"),
            MeldRule::FewNaturals {
                min,
                variant,
                naturals,
            } => write!(
                f,
                "a meld needs at least {min} natural cards in {variant}; this one has {naturals}"
            ),
            MeldRule::WildFreeRank { rank, variant } => write!(
                f,
                "wild cards can never be used in a meld of {} in {variant}",
                rank_plural(*rank)
            ),
            MeldRule::WildsOnlyInitial { rank, variant } => write!(
                f,
                "a meld of {} takes wild cards only as part of the side's initial meld in {variant}",
                rank_plural(*rank)
            ),
            MeldRule::TooManyWilds {
                max,
                variant,
                wilds,
            } => write!(
                f,
                "a meld holds at most {max} wild cards in {variant}; this one has {wilds}"
            ),
            MeldRule::WildsOverNaturals {
                variant,
                wilds,
                naturals,
            } => write!(
                f,
                "a meld may not hold more wild cards than natural ones in {variant}; this one has {wilds} wild and {naturals} natural"
            ),
            MeldRule::NoSequences { variant } => write!(
                f,
                "{variant} has no sequence melds; a meld is cards of one rank (write it without suits)"
            ),
            MeldRule::SequenceNaturalsOnly => f.write_str(
                "a sequence holds natural cards of one suit only, each written with its suit (no wild cards, no threes)",
            ),
            MeldRule::SequenceOneSuit => f.write_str("a sequence is all of one suit"),
            MeldRule::SequenceSize { size } => write!(
                f,
                "a sequence has three to seven cards; this one has {size}"
            ),
            MeldRule::SequenceGap => f.write_str(
                "a sequence is consecutive ranks, each once (4 5 6 7 8 9 T J Q K A)",
            ),
            MeldRule::TwoOfOneRank { first } => write!(
                f,
                "a side may not have two melds of one rank (this and {first}); cards of one rank go in one meld"
            ),
            MeldRule::PileTopNotNatural => {
                f.write_str("the pile cannot be taken with a wild card or a three on top")
            }
        }
    }
}

impl Display for PresetError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PresetError::Unknown { name, known } => write!(
                f,
                "unknown variant `{name}`; the variants are: {}",
                known.join(", ")
            ),
            PresetError::Syntax {
                source_name,
                problem,
            } => write!(
                f,
                "preset `{source_name}` is not a valid rule set: {problem}"
            ),
            PresetError::Invalid(e) => e.fmt(f),
        }
    }
}

impl Display for PresetProblem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PresetProblem::Parser(message) => f.write_str(message),
            PresetProblem::NotAMapping => {
                f.write_str("a preset is a mapping of fields (name: ..., target: ...)")
            }
            PresetProblem::ExtendsName => f.write_str(
                "`extends` names one preset by its name (letters, digits, `-`, `_`; not a path), e.g. `extends: classic`",
            ),
            PresetProblem::ExtendsTooDeep { max } => write!(
                f,
                "`extends` goes more than {max} presets deep; does a preset extend itself?"
            ),
            PresetProblem::TooDeep { max, line } => {
                write!(f, "it is nested more than {max} deep at line {line}")
            }
        }
    }
}

impl Display for RulesError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "preset `{}`: field `{}`: {}",
            self.preset, self.field, self.problem
        )
    }
}

impl Display for RulesProblem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        use RulesProblem as P;
        match self {
            P::Empty => f.write_str("must not be empty"),
            P::Control => f.write_str("holds a control character (terminal codes are not allowed)"),
            P::Sides { sides } => write!(f, "is {sides}; 2 to 6 sides"),
            P::PlayersPerSide { players } => write!(f, "is {players}; 1 to 4 players per side"),
            P::Seats { players } => {
                write!(f, "seats {players} players; 2 to 8 players at one table")
            }
            P::LonePlayers { players } => write!(
                f,
                "is {players}; a lone hand against a partnership needs 3 players"
            ),
            P::Decks { decks } => write!(f, "is {decks}; 1 to 8 packs"),
            P::NoEnd => f.write_str(
                "is missing; a game needs a target score, a number of hands (`hands`), or both",
            ),
            P::Target { target } => write!(f, "is {target}; a positive multiple of 5"),
            P::NoHands => f.write_str("is 0; a game has at least 1 hand"),
            P::Bonus { bonus } => write!(f, "is {bonus}; a bonus is a positive multiple of 5"),
            P::BonusIsPenalty => f.write_str("is also a penalty; give each its own name"),
            P::HandMinimum { min } => {
                write!(f, "is {min}; a minimum is 0 or a positive multiple of 5")
            }
            P::BothMinimums => f.write_str(
                "and initial_meld are both given; the minimum goes by hand or by score, not both",
            ),
            P::NoBands => f.write_str("needs at least one band (or give initial_meld_by_hand)"),
            P::FirstBandFrom => f.write_str("the first band must have `from: null` (any score)"),
            P::NullFrom => f.write_str("only the first band may be `null`"),
            P::BandOrder { from } => {
                write!(f, "is {from}; bands must be in increasing order of `from`")
            }
            P::BandMinimum { min } => write!(f, "is {min}; a multiple of 5, zero or more"),
            P::NoCanastaKinds => f.write_str("needs at least one kind"),
            P::KindName { name } => {
                write!(f, "kind `{name}`: names are lower-case words joined by `_`")
            }
            P::CanastaBonus { bonus } => write!(f, "is {bonus}; a bonus is zero or more"),
            P::MissingRedThrees { count, max } => write!(
                f,
                "has no value for {count} red threes; list every count from 1 to {max}"
            ),
            P::MissingBlackThrees { count, max } => write!(
                f,
                "has no value for {count} black threes; list every count from 1 to {max}"
            ),
            P::RedThreesOutside { count, max } => {
                write!(f, "lists {count} red threes; the decks hold 1 to {max}")
            }
            P::UnknownPenalty { name } => write!(
                f,
                "names `{name}`, which is not one of this preset's penalties"
            ),
            P::UnknownKind { kind } => write!(
                f,
                "names `{kind}`, which is not a canasta kind of this preset"
            ),
            P::FewerThanKinds { canastas, kinds } => write!(
                f,
                "is {canastas}, fewer than the {kinds} that needs_kinds asks for"
            ),
            P::PositivePenalty => f.write_str("a penalty is written as a negative number"),
            P::IncompleteMeld => {
                f.write_str("needs a lower-case name, a negative penalty and a positive min_points")
            }
            P::Holding => f.write_str("needs a lower-case name and a negative penalty"),
            P::SpecialHand => f.write_str("needs a lower-case name and a score of zero or more"),
            P::HandSymbol { symbol } => write!(
                f,
                "`{symbol}` is not a card: use A K Q J T 9 8 7 6 5 4, 2, * (joker) or 3 (a three of either colour)"
            ),
            P::Groups => f.write_str(
                "lists the sizes of the groups of equal cards: each 1 or more, 100 cards at most",
            ),
            P::TooManyCanastas { canastas } => write!(f, "is {canastas}; at most 10"),
            P::Name { name } => {
                write!(f, "`{name}`: names are lower-case words joined by `_`")
            }
            P::Penalty { value } => {
                write!(f, "is {value}; a penalty is written as a negative number")
            }
            P::MissingKind { kind, known } => write!(
                f,
                "names the canasta kind `{kind}`, which this preset has not; it has: {}",
                known.join(", ")
            ),
            P::OutOfBounds { value, low, high } => {
                write!(f, "is {value}; it must be between {low} and {high}")
            }
        }
    }
}

impl Display for RequirementError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a requirement; write `nothing`, `a meld`, `1 canasta`, `N canastas` or `a KIND canasta`",
            self.given
        )
    }
}

/// Each follows "the game file NAME" (a leading space or colon included).
impl Display for LogError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            LogError::TooDeep { line, max } => write!(
                f,
                " is not a valid game log: it is nested more than {max} deep at line {line}"
            ),
            LogError::Syntax {
                line,
                column,
                message,
            } => {
                f.write_str(" is not a valid game log")?;
                if let (Some(l), Some(c)) = (line, column) {
                    write!(f, " at line {l}, column {c}")?;
                }
                write!(f, ": {message}")
            }
            LogError::Schema { found } => write!(
                f,
                " has schema {found}; this program reads schemas 1 to {SCHEMA} (a newer canasta wrote it?)"
            ),
            LogError::CutShort => write!(
                f,
                " is cut short: it does not end with the line `{END_MARK}` that every save writes (a full disk or an interrupted copy?)"
            ),
            LogError::Variant(message) => write!(f, ": {message}"),
            LogError::Rules(e) => write!(f, ": rules: {e}"),
        }
    }
}

/// A starting total refused, in words: for a game file and for table mode's start alike.
pub fn start_text(side: &str, problem: &StartProblem) -> String {
    let why = match problem {
        StartProblem::NotASide { sides } => format!(
            "given, but `{side}` is not a side; the sides are {}",
            sides.join(", ")
        ),
        StartProblem::AtTarget { total, target } => format!(
            "{total}, at or past the game's {target}: a game that starts there is over; start below it"
        ),
        StartProblem::NotATotal { total } => {
            format!("{total}; a total is a multiple of 5, at most 1,000,000 either way")
        }
    };
    format!("the starting total of `{side}` is {why}")
}

impl Display for LedgerError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            LedgerError::Schema { found } => write!(
                f,
                "schema {found} is not one this program reads; it reads schema {SCHEMA}"
            ),
            LedgerError::NoRules => {
                f.write_str("the game has no rules: give `rules:` or a known `variant:`")
            }
            LedgerError::WrongNumberOfSides {
                variant,
                expected,
                units,
                found,
            } => {
                let what = match units {
                    Units::Players => "players",
                    Units::Sides => "sides",
                };
                write!(
                    f,
                    "{variant} is played by {expected} {what}, but the game names {found}"
                )
            }
            LedgerError::BadName { error } => error.fmt(f),
            LedgerError::Control { field } => {
                match field {
                    ControlField::Variant => f.write_str("variant")?,
                    ControlField::Note { hand } => write!(f, "the note of hand {hand}")?,
                }
                f.write_str(" holds a control character (terminal codes are not allowed)")
            }
            LedgerError::EmptyName { index } => write!(f, "side {index} has an empty name"),
            LedgerError::DuplicateName { name } => write!(
                f,
                "the name `{name}` is used twice; every side and player needs a different name"
            ),
            LedgerError::WrongNumberOfPlayers {
                side,
                variant,
                expected,
                found,
            } => write!(
                f,
                "side {side} names {found} players; {variant} has {expected} per side (or none, to use seat numbers)"
            ),
            LedgerError::UnknownDealer { dealer, players } => write!(
                f,
                "the dealer `{dealer}` is not a player in this game; the players are: {}",
                players.join(", ")
            ),
            LedgerError::TooLarge { number } => write!(
                f,
                "hand {number}: a total grows beyond what a score can hold"
            ),
            LedgerError::BadStart { side, problem } => f.write_str(&start_text(side, problem)),
            LedgerError::Hand { number, error } => write!(f, "hand {number}: {error}"),
            LedgerError::AfterGameEnd {
                number,
                ended,
                winners,
            } => write!(
                f,
                "hand {number} comes after the end of the game ({} won at hand {ended}); start a new game",
                winners.join(" and ")
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ledger::{ControlField, LedgerError, LogError, StartProblem, Units};
    use crate::melds::{MeldError, MeldRule};
    use crate::presets::{PresetError, PresetProblem};
    use crate::rules::{Rank, RequirementError, RulesError, RulesProblem};
    use crate::stats::MergeError;
    use crate::text::NameError;

    #[test]
    fn the_preset_checks_say_the_field_and_the_numbers() {
        let e = RulesError {
            preset: "ours".into(),
            field: "going_out.needs_canastas".into(),
            problem: RulesProblem::FewerThanKinds {
                canastas: 1,
                kinds: 2,
            },
        };
        assert_eq!(
            e.to_string(),
            "preset `ours`: field `going_out.needs_canastas`: is 1, fewer than the 2 that needs_kinds asks for"
        );
        let e = RulesError {
            preset: "ours".into(),
            field: "target".into(),
            problem: RulesProblem::OutOfBounds {
                value: 2_000_000,
                low: -1_000_000,
                high: 1_000_000,
            },
        };
        assert_eq!(
            e.to_string(),
            "preset `ours`: field `target`: is 2000000; it must be between -1000000 and 1000000"
        );
        let known = vec!["mixed".to_string(), "natural".to_string()];
        assert_eq!(
            RulesProblem::MissingKind {
                kind: "sevens".into(),
                known
            }
            .to_string(),
            "names the canasta kind `sevens`, which this preset has not; it has: mixed, natural"
        );
        assert_eq!(
            PresetError::Invalid(e).to_string(),
            "preset `ours`: field `target`: is 2000000; it must be between -1000000 and 1000000"
        );
    }

    #[test]
    fn a_real_preset_refused_reads_as_before() {
        let text = crate::presets::embedded_text("classic")
            .expect("classic")
            .replace("decks: 2", "decks: 9");
        let e = crate::presets::parse("classic", &text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "preset `classic`: field `decks`: is 9; 1 to 8 packs"
        );
    }

    #[test]
    fn names_are_quoted_and_cut_to_a_line() {
        let e = NameError::Control {
            name: "We\u{1b}[2J".into(),
        };
        assert_eq!(
            e.to_string(),
            "the name `We\\u{1b}[2J` holds a control character (terminal codes are not allowed in names)"
        );
        let e = MergeError::Same {
            from: "ann".into(),
            into: "Ann".into(),
        };
        assert_eq!(e.to_string(), "`ann` and `Ann` are the same name already");
        assert_eq!(
            MergeError::Name(NameError::Empty).to_string(),
            "a name may not be empty"
        );
    }

    #[test]
    fn ledger_refusals_join_their_lists() {
        let e = LedgerError::AfterGameEnd {
            number: 5,
            ended: 4,
            winners: vec!["We".into(), "They".into()],
        };
        assert_eq!(
            e.to_string(),
            "hand 5 comes after the end of the game (We and They won at hand 4); start a new game"
        );
        let e = LedgerError::BadStart {
            side: "Us".into(),
            problem: StartProblem::NotASide {
                sides: vec!["We".into(), "They".into()],
            },
        };
        assert_eq!(
            e.to_string(),
            "the starting total of `Us` is given, but `Us` is not a side; the sides are We, They"
        );
        let e = LedgerError::Control {
            field: ControlField::Note { hand: 3 },
        };
        assert_eq!(
            e.to_string(),
            "the note of hand 3 holds a control character (terminal codes are not allowed)"
        );
        let e = LedgerError::WrongNumberOfSides {
            variant: "classic-3p".into(),
            expected: 3,
            units: Units::Players,
            found: 2,
        };
        assert_eq!(
            e.to_string(),
            "classic-3p is played by 3 players, but the game names 2"
        );
        let e = LogError::Syntax {
            line: Some(4),
            column: Some(2),
            message: "hands: invalid type".into(),
        };
        assert_eq!(
            e.to_string(),
            " is not a valid game log at line 4, column 2: hands: invalid type"
        );
    }

    #[test]
    fn meld_and_notation_refusals() {
        let e = MeldError {
            meld: "KKQ".into(),
            rule: MeldRule::MixedRanks {
                ranks: vec![Rank::King, Rank::Queen],
            },
        };
        assert_eq!(
            e.to_string(),
            "KKQ: a meld is cards of one rank, but this one mixes K and Q"
        );
        let e = MeldRule::BlackThreeSizes {
            sizes: vec![3, 4],
            variant: "classic".into(),
        };
        assert_eq!(
            e.to_string(),
            "a meld of black threes must be 3 or 4 cards in classic"
        );
        let e = crate::cards::parse_melds("KK1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`1` at position 3 of \"KK1\" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); a ten is T or 10"
        );
        let e = PresetError::Syntax {
            source_name: "ours.yaml".into(),
            problem: PresetProblem::ExtendsTooDeep { max: 8 },
        };
        assert_eq!(
            e.to_string(),
            "preset `ours.yaml` is not a valid rule set: `extends` goes more than 8 presets deep; does a preset extend itself?"
        );
        assert_eq!(
            RequirementError {
                given: "two melds".into()
            }
            .to_string(),
            "`two melds` is not a requirement; write `nothing`, `a meld`, `1 canasta`, `N canastas` or `a KIND canasta`"
        );
    }
}
