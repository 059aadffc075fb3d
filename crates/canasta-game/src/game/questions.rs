//! Rules questions at the table: is this meld enough, may the pile be taken, may this side go out, is this a special hand; each answered by the core's adjudicator with the game's rules.

use super::*;

/// The largest cumulative score a rules question takes, either way: far past any game's
/// target (at most 1,000,000), and exact everywhere it is shown (a number from 2^53 up
/// would be rounded on the way to the words). Every front end refuses one beyond it.
pub const MAX_SCORE: i64 = 999_999_999;

/// Whose initial-meld minimum a meld is checked against.
#[derive(Debug, Clone)]
pub enum Whose {
    /// A side at this cumulative score.
    Score(Points),
    /// A side of the game, at its total now.
    Side(String),
}

/// A rules question, as the front ends ask it.
#[derive(Debug, Clone)]
pub enum Question {
    /// Is this initial meld legal, and enough?
    Meld {
        melds: Vec<Vec<Card>>,
        top: Option<Card>,
        going_out: bool,
        whose: Whose,
    },
    /// May I take the discard pile?
    Pile(PileQuestion),
    /// May we go out?
    Out(OutAsked),
    /// Is this a special hand?
    Hand(Vec<Card>),
    /// The initial-meld minimum at a score.
    Minimum(At),
    /// Are these melds legal runs and sets of a Burraco-family form (its `melds.runs`)?
    Runs(Vec<Vec<crate::core::runs::PackCard>>),
}

/// One meld of a Burraco-family form, read card by card: what it is, or why it is none.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RunAnswer {
    /// The meld as written back in notation.
    pub cards: String,
    /// A run: its lowest and highest card (`5h`, `8h`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run: Option<(String, String)>,
    /// A set: its rank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
    /// Each wild card as written and the card it stands for.
    pub wilds: Vec<(String, String)>,
    /// Seven cards or more: which burraco it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub burraco: Option<crate::core::runs::BurracoKind>,
    /// The preset's kind it is paid as, where that is a house kind of its own (a reale of
    /// 13, a canastra de 1000 of 14), not the plain kind of its makeup.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_kind: Option<(String, Points)>,
    /// Card points, by the preset's card values.
    pub points: Points,
    /// Why it is no run or set of the form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refusal: Option<crate::core::runs::RunRefusal>,
}

/// "May we go out?" as asked: the side's melds as cards, or its canastas by count.
#[derive(Debug, Clone, Default)]
pub struct OutAsked {
    /// The side's melds, written as cards in the form's notation (the Burraco family's
    /// runs with suits where the preset has `melds: runs:`), read with its rules.
    pub table: Option<String>,
    /// Completed canastas of any kind.
    pub canastas: Option<u32>,
    /// Completed canastas by kind.
    pub by_kind: Vec<(String, u32)>,
    pub cards_left: u32,
    pub concealed: bool,
    pub partner_said_no: bool,
    /// The language the kinds in `by_kind` are named in (`limpa` in Portuguese), as a
    /// line's and a flag's words are read.
    pub words: crate::core::line::LineWords,
    /// The side has not taken its pot.
    pub no_pot: bool,
}

impl OutAsked {
    /// The pot as the front end asked about it: `Some(false)` not taken yet; taken, or not
    /// asked (a form without a pot), otherwise. The one way every front end says it (the
    /// terminal's `check out --no-pot`, table mode's question, the phone's `pot_taken`).
    pub fn pot_taken(self, taken: Option<bool>) -> OutAsked {
        OutAsked {
            no_pot: taken == Some(false),
            ..self
        }
    }
}

/// The minimum a meld was checked against, and whose it is.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Basis {
    Score {
        variant: String,
        score: Points,
    },
    Side {
        variant: String,
        side: String,
        total: Points,
        game: String,
    },
}

/// The answer to a rules question.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Answer {
    Meld {
        #[serde(flatten)]
        verdict: InitialMeldVerdict,
        basis: Basis,
    },
    Verdict(Verdict),
    Minimum {
        variant: String,
        at: At,
        minimum: Points,
    },
    Runs {
        variant: String,
        melds: Vec<RunAnswer>,
    },
}

/// Where an initial-meld minimum is asked: at a side's score, or in a hand (a variant
/// whose minimum goes by the hand, as Hand and Foot's does).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum At {
    Score(Points),
    Hand(usize),
}

impl Answer {
    /// Yes (enough, allowed), or no.
    pub fn yes(&self) -> bool {
        match self {
            Answer::Meld { verdict, .. } => verdict.enough,
            Answer::Verdict(v) => v.yes,
            Answer::Minimum { .. } => true,
            Answer::Runs { melds, .. } => melds.iter().all(|m| m.refusal.is_none()),
        }
    }
}

/// The initial-meld minimum at `score` (by score) or in hand `hand` (by hand), as the
/// variant sets it; refused, saying which is needed, when the one it goes by is missing.
pub fn minimum(rules: &Rules, score: Option<Points>, hand: Option<usize>) -> Result<Points> {
    match (rules.minimum_by_hand(), score, hand) {
        (true, _, Some(n)) if n >= 1 => Ok(rules.minimum_in_hand(n, 0)),
        (true, _, Some(_)) => Err(QuestionRefused::HandsFromOne.into()),
        (true, _, _) => Err(QuestionRefused::MinimumByHand {
            variant: rules.name.clone(),
            by_hand: rules.initial_meld_by_hand.clone(),
        }
        .into()),
        (false, Some(score), _) => Ok(rules.initial_meld_minimum(score)),
        // One minimum at every score (the Burraco family's none): no score is needed.
        (false, None, _) if rules.initial_meld.len() == 1 => Ok(rules.initial_meld_minimum(0)),
        (false, None, _) => Err(QuestionRefused::MinimumByScore {
            variant: rules.name.clone(),
        }
        .into()),
    }
}

/// Answer a rules question under `rules`, and, for a side's own minimum, the game it
/// plays (`game`: its id and report). Pure: table mode asks with the game it holds.
pub fn ask(rules: &Rules, game: Option<(&str, &Report)>, question: Question) -> Result<Answer> {
    match question {
        Question::Meld {
            melds,
            top,
            going_out,
            whose,
        } => {
            let (minimum, basis) = match (whose, game) {
                (Whose::Score(score), _) => (
                    minimum(rules, Some(score), None)?,
                    Basis::Score {
                        variant: rules.name.clone(),
                        score,
                    },
                ),
                (Whose::Side(side), Some((id, report))) => {
                    // The one lookup of a side's name (any case, initials, a unique
                    // beginning), as lines and flags use.
                    let found =
                        crate::core::line::pick_unit(&report.sides, &side).map_err(|_| {
                            QuestionRefused::NoSuchSide {
                                name: side.clone(),
                                game: id.to_string(),
                                sides: report.sides.clone(),
                            }
                        })?;
                    let name = crate::core::side::name_of(&report.sides, found).to_string();
                    let min = report.next_minimum(found);
                    let total = report.total(found);
                    (
                        min,
                        Basis::Side {
                            variant: rules.name.clone(),
                            side: name,
                            total,
                            game: id.to_string(),
                        },
                    )
                }
                (Whose::Side(_), None) => return Err(QuestionRefused::WhoseMinimum.into()),
            };
            let verdict = check_initial_meld(rules, &melds, minimum, top, going_out)?;
            Ok(Answer::Meld { verdict, basis })
        }
        Question::Pile(q) => Ok(Answer::Verdict(melds::may_take_pile(rules, &q))),
        Question::Out(asked) => {
            let mut q = OutQuestion {
                cards_left: asked.cards_left,
                concealed: asked.concealed,
                partner_said_no: asked.partner_said_no,
                no_pot: asked.no_pot,
                ..OutQuestion::default()
            };
            if let (Some(text), Some(form)) = (&asked.table, &rules.melds.runs) {
                use crate::core::score::{FamilyKind, family_kind};
                for meld in crate::core::runs::parse_melds(text)? {
                    let written = crate::core::runs::write(&meld);
                    let reading = crate::core::runs::read_meld(form, &meld).map_err(|refusal| {
                        QuestionRefused::NotAMeld {
                            meld: written.clone(),
                            refusal,
                        }
                    })?;
                    match family_kind(rules, form, &reading) {
                        FamilyKind::Short => {}
                        FamilyKind::Kind(kind) => {
                            *q.canastas.entry(kind).or_default() += 1;
                            q.concealed_has_canasta = true;
                        }
                        FamilyKind::NoKind => {
                            return Err(QuestionRefused::CanastaNotScored {
                                notation: written,
                                variant: rules.name.clone(),
                                kinds: rules.canasta_kind_names(),
                            }
                            .into());
                        }
                    }
                }
            } else if let Some(text) = &asked.table {
                let table = crate::core::cards::parse_melds(text)?;
                let ctx = MeldContext {
                    initial: asked.concealed,
                    going_out: true,
                };
                for info in melds::check_melds(rules, &table, ctx)? {
                    if let Some(kind) = canasta_kind(rules, &info) {
                        *q.canastas.entry(kind).or_default() += 1;
                        q.concealed_has_canasta = true;
                    } else if info.is_canasta() {
                        return Err(QuestionRefused::CanastaNotScored {
                            notation: info.notation(),
                            variant: rules.name.clone(),
                            kinds: rules.canasta_kind_names(),
                        }
                        .into());
                    }
                }
            }
            if let Some(n) = asked.canastas {
                q.any_kind = n;
                q.concealed_has_canasta = n > 0;
            }
            for (typed, n) in &asked.by_kind {
                let kind = &crate::core::line::pick_word_in(
                    rules,
                    &asked.words,
                    crate::core::line::FlagWord::Kind,
                    typed,
                )
                .unwrap_or_else(|_| typed.clone());
                if !rules.canastas.contains_key(kind) {
                    return Err(QuestionRefused::UnknownKind {
                        kind: kind.clone(),
                        variant: rules.name.clone(),
                        kinds: rules.canasta_kind_names(),
                    }
                    .into());
                }
                *q.canastas.entry(kind.clone()).or_default() += n;
                q.concealed_has_canasta |= *n > 0;
            }
            Ok(Answer::Verdict(melds::may_go_out(rules, &q)))
        }
        Question::Hand(cards) => Ok(Answer::Verdict(melds::special_hand(rules, &cards))),
        Question::Runs(melds) => {
            let Some(form) = &rules.melds.runs else {
                return Err(QuestionRefused::NoRuns {
                    variant: rules.name.clone(),
                }
                .into());
            };
            Ok(Answer::Runs {
                variant: rules.name.clone(),
                melds: melds.iter().map(|m| run_answer(rules, form, m)).collect(),
            })
        }
        Question::Minimum(at) => Ok(Answer::Minimum {
            variant: rules.name.clone(),
            at,
            minimum: match at {
                At::Score(score) => minimum(rules, Some(score), None)?,
                At::Hand(hand) => minimum(rules, None, Some(hand))?,
            },
        }),
    }
}

/// Where a rules question takes its rules from.
#[derive(Debug, Clone, Default)]
pub struct RulesFrom {
    /// A preset name or file.
    pub variant: Option<String>,
    /// A game's id.
    pub game: Option<String>,
}

/// The rules to answer under, one rule for every question: the named game's; else the
/// named variant's; else the current game's, when there is one (a question asked at the
/// table is about the game being played); else Classic. A question about a side of a game
/// (`wants_game`) needs a game. With a game, the game comes back too.
pub fn rules_for(
    store: &Store,
    from: &RulesFrom,
    wants_game: bool,
) -> Result<(Rules, Option<Opened>)> {
    let current = from.variant.is_none() && (wants_game || store.current().is_some());
    if from.game.is_some() || current {
        match open(store, from.game.as_deref()) {
            Ok(opened) => {
                let rules = opened.log.rules()?.clone();
                return Ok((rules, Some(opened)));
            }
            // A question that needs no game is still answered when the current game
            // cannot be read: by Classic, as with no game (the caller says so).
            Err(_) if from.game.is_none() && !wants_game => {}
            Err(e) => return Err(e),
        }
    }
    let rules = store
        .catalog()
        .resolve(from.variant.as_deref().unwrap_or("classic"))?;
    Ok((rules, None))
}

/// Cards in the form's notation, as the pile question holds them: the Burraco family's
/// (`3h`, `2h`, `5h6h7h`) where the preset has `melds: runs:`, a three then standing as a
/// three without colour (the family has no red or black three rules) and a suited two as
/// a two; else the project's (`cards.rs`).
pub fn cards_of(rules: &Rules, text: &str) -> Result<Vec<Card>> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    if rules.melds.runs.is_none() {
        return Ok(parse_cards(text)?);
    }
    use crate::core::runs::{PackCard, PackRank};
    Ok(crate::core::runs::parse_melds(text)?
        .into_iter()
        .flatten()
        .map(|c| match c {
            PackCard::Joker => Card::Joker,
            PackCard::Ranked(PackRank::Two, _) => Card::Two,
            PackCard::Ranked(PackRank::Three, _) => Card::BlackThree,
            PackCard::Ranked(r, suit) => match (r.rank(), suit) {
                (Some(rank), Some(s)) => Card::Suited(rank, s),
                (Some(rank), None) => Card::Natural(rank),
                (None, _) => Card::BlackThree,
            },
        })
        .collect())
}

/// Melds in the form's notation (see [`cards_of`]).
pub fn melds_of(rules: &Rules, text: &str) -> Result<Vec<Vec<Card>>> {
    if rules.melds.runs.is_none() || text.trim().is_empty() {
        return Ok(if text.trim().is_empty() {
            Vec::new()
        } else {
            crate::core::cards::parse_melds(text)?
        });
    }
    text.split([' ', ','])
        .filter(|m| !m.trim().is_empty())
        .map(|m| cards_of(rules, m))
        .collect()
}

/// One card in the form's notation (see [`cards_of`]), or why not.
pub fn one_card_of(rules: &Rules, text: &str) -> Result<Card> {
    match cards_of(rules, text)?.as_slice() {
        [card] => Ok(*card),
        _ => Err(QuestionRefused::NotOneCard {
            text: text.trim().to_string(),
        }
        .into()),
    }
}

/// One card from its notation (`K`, `9`), or why not.
pub fn one_card(text: &str) -> Result<Card> {
    let cards = parse_cards(text)?;
    match cards.as_slice() {
        [card] => Ok(*card),
        _ => Err(QuestionRefused::NotOneCard {
            text: text.trim().to_string(),
        }
        .into()),
    }
}

/// One meld read by a Burraco-family form.
fn run_answer(
    rules: &Rules,
    form: &crate::core::runs::RunRules,
    meld: &[crate::core::runs::PackCard],
) -> RunAnswer {
    use crate::core::runs::{self, PackCard, PackRank, Shape};
    let mut answer = RunAnswer {
        cards: runs::write(meld),
        run: None,
        set: None,
        wilds: Vec::new(),
        burraco: None,
        house_kind: None,
        points: runs::points(&rules.card_values, meld),
        refusal: None,
    };
    match runs::read_meld(form, meld) {
        Ok(reading) => {
            let card = |rank: PackRank, suit| PackCard::Ranked(rank, suit).to_string();
            match &reading.shape {
                Shape::Run { suit, low, high } => {
                    answer.run = Some((
                        card(PackRank::at(*low), Some(*suit)),
                        card(PackRank::at(*high), Some(*suit)),
                    ));
                }
                Shape::Set { rank } => answer.set = Some(rank.symbol().to_string()),
            }
            let suit = match &reading.shape {
                Shape::Run { suit, .. } => Some(*suit),
                Shape::Set { .. } => None,
            };
            answer.wilds = reading
                .wilds
                .iter()
                .map(|w| (w.card.to_string(), card(w.rank, suit)))
                .collect();
            answer.burraco = runs::burraco_kind(form, &reading);
            if let crate::core::score::FamilyKind::Kind(name) =
                crate::core::score::family_kind(rules, form, &reading)
                && !matches!(name.as_str(), "clean" | "semi_clean" | "dirty")
            {
                let bonus = rules.canastas.get(&name).map_or(0, |k| k.bonus);
                answer.house_kind = Some((name, bonus));
            }
        }
        Err(refusal) => answer.refusal = Some(refusal),
    }
    answer
}

/// Which rules question a front end asks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum AskKind {
    /// Is this (initial) meld enough, or (the Burraco family) are these runs and sets good?
    #[default]
    Meld,
    /// May this player take the discard pile?
    Pile,
    /// May this side go out now?
    Out,
    /// The initial-meld minimum at a score or a hand.
    Minimum,
    /// Is this hand of fourteen cards a special hand?
    Hand,
}

/// A rules question as a front end gathered it: what was typed, not yet read. Every
/// front end (the command line's `check`, table mode's questions, the phone's "ask")
/// fills one and [`question`] reads it, in the form's notation, the same for all.
#[derive(Debug, Clone, Default)]
pub struct Asking {
    pub kind: AskKind,
    /// The melds (meld), the player's hand (pile), the fourteen cards (special hand).
    pub cards: String,
    /// The pile's top card (pile; a meld with the pile's top card).
    pub top: Option<String>,
    /// A meld made going out (concealed: no minimum).
    pub going_out: bool,
    /// Whose minimum a meld is checked against (the Canasta form).
    pub whose: Option<Whose>,
    /// The player's side's melds on the table, and the opponents' (pile).
    pub table: String,
    pub opponents: String,
    /// The player's side has made its initial meld (pile).
    pub side_melded: bool,
    /// The pile is frozen (pile).
    pub pile_frozen: bool,
    pub hand_size: Option<u32>,
    pub pile_size: Option<u32>,
    /// The going-out question's facts, the pot included (`OutAsked::pot_taken`).
    pub out: OutAsked,
    /// Where the minimum is asked (minimum).
    pub at: Option<At>,
}

/// The one builder of rules questions: what a front end gathered, read under `rules`
/// (a Burraco-family form reads cards and melds card by card, `5h6h2h`).
pub fn question(rules: &Rules, asked: Asking) -> Result<Question> {
    let runs = rules.melds.runs.is_some();
    Ok(match asked.kind {
        AskKind::Meld if runs => Question::Runs(crate::core::runs::parse_melds(&asked.cards)?),
        AskKind::Meld => Question::Meld {
            melds: crate::core::cards::parse_melds(&asked.cards)?,
            top: asked
                .top
                .as_deref()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(one_card)
                .transpose()?,
            going_out: asked.going_out,
            whose: asked.whose.ok_or(QuestionRefused::WhoseMinimum)?,
        },
        AskKind::Pile => Question::Pile(PileQuestion {
            top: Some(one_card_of(rules, asked.top.as_deref().unwrap_or(""))?),
            hand: cards_of(rules, &asked.cards)?,
            table: melds_of(rules, &asked.table)?,
            side_melded: asked.side_melded,
            pile_frozen: asked.pile_frozen,
            opponents: melds_of(rules, &asked.opponents)?,
            hand_size: asked.hand_size,
            pile_size: asked.pile_size,
        }),
        AskKind::Out => Question::Out(asked.out),
        AskKind::Minimum => Question::Minimum(asked.at.unwrap_or(At::Score(0))),
        AskKind::Hand => Question::Hand(parse_cards(&asked.cards)?),
    })
}
