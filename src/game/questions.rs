//! Rules questions at the table: is this meld enough, may the pile be taken, may this side go out, is this a special hand; each answered by the core's adjudicator with the game's rules.

use super::*;

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
}

/// "May we go out?" as asked: the side's melds as cards, or its canastas by count.
#[derive(Debug, Clone, Default)]
pub struct OutAsked {
    pub table: Option<Vec<Vec<Card>>>,
    /// Completed canastas of any kind.
    pub canastas: Option<u32>,
    /// Completed canastas by kind.
    pub by_kind: Vec<(String, u32)>,
    pub cards_left: u32,
    pub concealed: bool,
    pub partner_said_no: bool,
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
        }
    }
}

/// The initial-meld minimum at `score` (by score) or in hand `hand` (by hand), as the
/// variant sets it; refused, saying which is needed, when the one it goes by is missing.
pub fn minimum(rules: &Rules, score: Option<Points>, hand: Option<usize>) -> Result<Points> {
    match (rules.minimum_by_hand(), score, hand) {
        (true, _, Some(n)) if n >= 1 => Ok(rules.minimum_in_hand(n, 0)),
        (true, _, Some(_)) => bail!("hands are numbered from 1: hand 1 is the first"),
        (true, _, _) => bail!(
            "{} sets the initial-meld minimum by hand, not by score: give --hand N ({})",
            rules.name,
            by_hand_words(rules)
        ),
        (false, Some(score), _) => Ok(rules.initial_meld_minimum(score)),
        (false, None, _) => bail!(
            "{} sets the initial-meld minimum by the side's score: give the score, e.g. `canasta min 1500`",
            rules.name
        ),
    }
}

/// `hand 1: 50, hand 2: 90, hand 3: 120, from hand 4: 150`.
pub(super) fn by_hand_words(rules: &Rules) -> String {
    let n = rules.initial_meld_by_hand.len();
    rules
        .initial_meld_by_hand
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if i + 1 == n {
                format!("from hand {}: {m}", i + 1)
            } else {
                format!("hand {}: {m}", i + 1)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
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
                    let (name, min) = report
                        .next_minimum
                        .iter()
                        .find(|(s, _)| s.eq_ignore_ascii_case(side.trim()))
                        .ok_or_else(|| {
                            anyhow!(
                                "{} is not in game {id}; the sides are: {}",
                                crate::text::quote(&side),
                                report.sides.join(", ")
                            )
                        })?;
                    (
                        *min,
                        Basis::Side {
                            variant: rules.name.clone(),
                            side: name.clone(),
                            total: report.totals[name],
                            game: id.to_string(),
                        },
                    )
                }
                (Whose::Side(_), None) => bail!(
                    "whose minimum? give --score N (the side's total), or --side NAME (with --game ID, or the current game)"
                ),
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
                ..OutQuestion::default()
            };
            if let Some(table) = &asked.table {
                let ctx = MeldContext {
                    initial: asked.concealed,
                    going_out: true,
                };
                for info in melds::check_melds(rules, table, ctx)? {
                    if let Some(kind) = canasta_kind(rules, &info) {
                        *q.canastas.entry(kind).or_default() += 1;
                        q.concealed_has_canasta = true;
                    } else if info.is_canasta() {
                        bail!(
                            "{} is a canasta {} does not score; its kinds are: {}",
                            info.notation(),
                            rules.name,
                            rules.canasta_kind_names()
                        );
                    }
                }
            }
            if let Some(n) = asked.canastas {
                q.any_kind = n;
                q.concealed_has_canasta = n > 0;
            }
            for (kind, n) in &asked.by_kind {
                if !rules.canastas.contains_key(kind) {
                    bail!(
                        "unknown canasta kind `{kind}`; {} has: {}",
                        rules.name,
                        rules.canasta_kind_names()
                    );
                }
                *q.canastas.entry(kind.clone()).or_default() += n;
                q.concealed_has_canasta |= *n > 0;
            }
            Ok(Answer::Verdict(melds::may_go_out(rules, &q)))
        }
        Question::Hand(cards) => Ok(Answer::Verdict(melds::special_hand(rules, &cards))),
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

/// One card from its notation (`K`, `9`), or why not.
pub fn one_card(text: &str) -> Result<Card> {
    let cards = parse_cards(text)?;
    match cards.as_slice() {
        [card] => Ok(*card),
        _ => bail!("`{}` should be one card, e.g. K or 9", text.trim()),
    }
}
