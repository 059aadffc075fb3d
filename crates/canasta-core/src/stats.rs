//! Statistics across games: for every player and every partnership, what the score sheets
//! of a data folder add up to. Pure: it reads logs and their reports. Each game is first
//! tallied on its own ([`tally`]: what each side did, before names are merged), and the
//! tallies are then added up ([`fold`]); the store keeps a game's tally in its summary
//! cache (`summary.rs`), so a season is added up without replaying every game, by the
//! same two functions.
//!
//! A player is a name, matched without regard to case across games. A side's players are
//! its people; a side with no players named counts as one player of its own name (We,
//! They). A partnership is the players of a side of two or more, in any order.

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use std::sync::Arc;

use crate::hand::WentOut;
use crate::ledger::{GameLog, Report};
use crate::rules::Points;
use crate::score::Item;
use crate::side::{self, PerSide, Side};

/// One player's (or partnership's) figures.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figures {
    /// As first written.
    pub name: String,
    pub games: u32,
    pub won: u32,
    pub lost: u32,
    /// Games still in play (neither won nor lost).
    pub in_play: u32,
    pub hands: u32,
    /// Sum of the hand scores (for the average).
    pub points: Points,
    pub best_hand: Option<Points>,
    pub worst_hand: Option<Points>,
    /// Hands this player dealt, and their points (for the average as dealer).
    pub hands_dealing: u32,
    pub points_dealing: Points,
    pub times_out: u32,
    pub times_out_concealed: u32,
    /// Canastas by kind.
    pub canastas: IndexMap<String, Points>,
    pub red_threes: Points,
    /// Penalties by name.
    pub penalties: IndexMap<String, Points>,
    /// Tournament victory points, summed over the finished games that give them (a
    /// preset's `victory_points`); none when no such game is counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victory_points: Option<Points>,
    /// The match points of those same games: the sum of the final totals, which break a
    /// tie on victory points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_points: Option<Points>,
    /// The place in the tournament ranking (by victory points, then match points; equal
    /// on both, equal places), when any game counted gives victory points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<u32>,
}

/// `v` to the nearest whole number as a player rounds by hand: a half goes up, away
/// from zero (402.5 is 403, -402.5 is -403), never to the even neighbour as `{:.0}`
/// would (402.5 to 402).
pub fn rounded(v: f64) -> i64 {
    // `round` takes halves away from zero; the cast saturates (no average is that big).
    v.round() as i64
}

impl Figures {
    /// Games won out of those decided, in per cent (none decided: none).
    pub fn win_rate(&self) -> Option<f64> {
        let decided = f64::from(self.won) + f64::from(self.lost);
        (decided > 0.0).then(|| f64::from(self.won) * 100.0 / decided)
    }

    pub fn average(&self) -> Option<f64> {
        (self.hands > 0).then(|| self.points as f64 / f64::from(self.hands))
    }

    pub fn average_dealing(&self) -> Option<f64> {
        (self.hands_dealing > 0).then(|| self.points_dealing as f64 / f64::from(self.hands_dealing))
    }

    pub fn average_not_dealing(&self) -> Option<f64> {
        let n = self.hands.saturating_sub(self.hands_dealing);
        (n > 0).then(|| (self.points as f64 - self.points_dealing as f64) / f64::from(n))
    }

    /// Add `other`'s figures to these (the name stays). Every sum saturates: a season's
    /// figures come from the summary cache too, whose numbers a file could hold planted
    /// (it drops what no game could give; these sums never wrap nor stop the program).
    fn add(&mut self, other: &Figures) {
        self.games = self.games.saturating_add(other.games);
        self.won = self.won.saturating_add(other.won);
        self.lost = self.lost.saturating_add(other.lost);
        self.in_play = self.in_play.saturating_add(other.in_play);
        self.hands = self.hands.saturating_add(other.hands);
        self.points = self.points.saturating_add(other.points);
        self.best_hand = match (self.best_hand, other.best_hand) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        self.worst_hand = match (self.worst_hand, other.worst_hand) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.hands_dealing = self.hands_dealing.saturating_add(other.hands_dealing);
        self.points_dealing = self.points_dealing.saturating_add(other.points_dealing);
        self.times_out = self.times_out.saturating_add(other.times_out);
        self.times_out_concealed = self
            .times_out_concealed
            .saturating_add(other.times_out_concealed);
        for (kind, n) in &other.canastas {
            let sum = self.canastas.entry(kind.clone()).or_default();
            *sum = sum.saturating_add(*n);
        }
        self.red_threes = self.red_threes.saturating_add(other.red_threes);
        for (name, n) in &other.penalties {
            let sum = self.penalties.entry(name.clone()).or_default();
            *sum = sum.saturating_add(*n);
        }
        self.add_victory(other.victory_points, other.match_points);
    }

    /// Add one game's victory points and match points (if it gives them).
    fn add_victory(&mut self, victory_points: Option<Points>, match_points: Option<Points>) {
        let sum = |a: Option<Points>, b: Option<Points>| match (a, b) {
            (Some(a), Some(b)) => Some(a.saturating_add(b)),
            (a, b) => a.or(b),
        };
        self.victory_points = sum(self.victory_points, victory_points);
        self.match_points = sum(self.match_points, match_points);
    }
}

/// One side of one game as statistics count it, before names are merged (merges can
/// change after the game is tallied).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideTally {
    /// The side (scoring unit).
    pub side: String,
    /// Its people as written (a side with no players named: the side's own name).
    pub members: Vec<String>,
    /// The partnership as shown (two or more people), partners in name order.
    pub pair: Option<String>,
    /// Whether the side named its players.
    pub named: bool,
    /// The seats a side without named players deals from (`We 1`, `We 2`).
    pub seats: Vec<String>,
    /// The side's figures in this game; the dealing ones are left at 0 (see `dealt`).
    #[serde(with = "compact")]
    pub figures: Figures,
    /// The side's hands and points by dealer (lower case, ASCII): (dealer, hands, points).
    pub dealt: Vec<(String, u32, Points)>,
    /// A finished game that gives victory points: the side's victory points, and its
    /// final total (its match points).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victory: Option<(Points, Points)>,
}

/// One side's figures in one game, stored as a list of numbers (no name; the dealing
/// figures, always 0 there, left out): a season's tallies are read quickly.
mod compact {
    use super::{Figures, IndexMap, Points};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    type Row = (
        u32,
        u32,
        u32,
        u32,
        u32,
        Points,
        Option<Points>,
        Option<Points>,
        u32,
        u32,
        IndexMap<String, Points>,
        Points,
        IndexMap<String, Points>,
    );

    pub fn serialize<S: Serializer>(f: &Figures, s: S) -> Result<S::Ok, S::Error> {
        (
            f.games,
            f.won,
            f.lost,
            f.in_play,
            f.hands,
            f.points,
            f.best_hand,
            f.worst_hand,
            f.times_out,
            f.times_out_concealed,
            &f.canastas,
            f.red_threes,
            &f.penalties,
        )
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Figures, D::Error> {
        let row: Row = Deserialize::deserialize(d)?;
        Ok(Figures {
            name: String::new(),
            games: row.0,
            won: row.1,
            lost: row.2,
            in_play: row.3,
            hands: row.4,
            points: row.5,
            best_hand: row.6,
            worst_hand: row.7,
            hands_dealing: 0,
            points_dealing: 0,
            victory_points: None,
            match_points: None,
            rank: None,
            times_out: row.8,
            times_out_concealed: row.9,
            canastas: row.10,
            red_threes: row.11,
            penalties: row.12,
        })
    }
}

/// One game as statistics count it: [`tally`] makes it, [`fold`] adds tallies up.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTally {
    /// When the game was started, as written in its file.
    pub created: Option<String>,
    pub finished: bool,
    pub winners: Vec<String>,
    /// The totals by side, as the report has them (a map of names in the cache).
    pub totals: PerSide<Points>,
    /// The sides in the report's order.
    pub sides: Vec<SideTally>,
}

/// Two players (or partnerships) against each other: the games they played on opposite
/// sides, and who won them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    pub first: String,
    pub second: String,
    pub games: u32,
    pub first_won: u32,
    pub second_won: u32,
}

/// Everything `canasta stats` says.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    pub games: u32,
    pub players: Vec<Figures>,
    pub partnerships: Vec<Figures>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub head_to_head: Option<HeadToHead>,
    /// What the games counted call a canasta and a hand, where they all say the same
    /// (a season of Burraco: burrachi); none for a mix. Not part of the figures.
    #[serde(skip)]
    pub terms: Option<crate::rules::Terms>,
}

/// Who a side is: its people, and its partnership's key (two or more people).
fn people(log: &GameLog, side: &str) -> (Vec<String>, Option<String>) {
    let players: Vec<String> = log
        .sides
        .iter()
        .find(|s| s.name == side)
        .map(|s| s.players.clone())
        .unwrap_or_default();
    if players.is_empty() {
        return (vec![side.to_string()], None);
    }
    let mut sorted = players.clone();
    crate::order::sort_by_key(&mut sorted, |p| p.to_lowercase());
    let pair = (sorted.len() > 1).then(|| sorted.join(" & "));
    (players, pair)
}

/// Names merged into one person (`canasta players merge`): lower-cased spelling -> the
/// name it stands for.
pub type Aliases = IndexMap<String, String>;

/// Why names cannot be merged (or a file's merged names cannot be kept), with the names
/// as given. The words are `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MergeError {
    /// `from` already stands for `into`'s person (or is it).
    Same { from: String, into: String },
    /// A name that breaks the one name rule.
    Name(crate::text::NameError),
    /// `from` is merged into `into`, which is merged into another name in turn.
    Chain { from: String, into: String },
}

impl From<crate::text::NameError> for MergeError {
    fn from(e: crate::text::NameError) -> Self {
        MergeError::Name(e)
    }
}

/// Record in `aliases` that `from` is the same person as `into` (names in any case): the
/// merge `players merge` and a restored backup make. `into` merged into another name is
/// followed once; names merged into `from` now go to `into`'s person too. Names are checked
/// by the one name rule.
pub fn merge(aliases: &mut Aliases, from: &str, into: &str) -> Result<(), MergeError> {
    let (from, into) = (from.trim(), into.trim());
    crate::text::check_name(from)?;
    crate::text::check_name(into)?;
    let from_key = from.to_lowercase();
    let target = aliases
        .get(&into.to_lowercase())
        .cloned()
        .unwrap_or_else(|| into.to_string());
    if from_key == target.to_lowercase() {
        return Err(MergeError::Same {
            from: from.to_string(),
            into: into.to_string(),
        });
    }
    for to in aliases.values_mut() {
        if to.to_lowercase() == from_key {
            *to = target.clone();
        }
    }
    aliases.insert(from_key, target);
    Ok(())
}

/// Check merged names read from a file (keys already in lower case): every name by the
/// one name rule, none merged into itself, and none merged into a name that is merged in
/// turn (which is how a circle, `a: B` and `b: A`, shows).
pub fn check_aliases(aliases: &Aliases) -> Result<(), MergeError> {
    for (from, into) in aliases {
        crate::text::check_name(from)?;
        crate::text::check_name(into)?;
        let to = into.trim().to_lowercase();
        if to == *from {
            return Err(MergeError::Same {
                from: from.to_string(),
                into: into.to_string(),
            });
        }
        if aliases.contains_key(&to) {
            return Err(MergeError::Chain {
                from: from.to_string(),
                into: into.to_string(),
            });
        }
    }
    Ok(())
}

/// The person a name stands for, as a key: lower case, through the merges.
pub fn person(aliases: &Aliases, name: &str) -> String {
    let k = name.trim().to_lowercase();
    match aliases.get(&k) {
        Some(to) => to.trim().to_lowercase(),
        None => k,
    }
}

/// Add up `games` (each a log and its report). `vs`: two names for a head-to-head.
pub fn stats(games: &[(GameLog, Report)], vs: Option<(&str, &str)>) -> Stats {
    stats_with(games, vs, &Aliases::new())
}

/// `stats`, with names merged by `aliases`.
pub fn stats_with(
    games: &[(GameLog, Report)],
    vs: Option<(&str, &str)>,
    aliases: &Aliases,
) -> Stats {
    let tallies: Vec<GameTally> = games
        .iter()
        .map(|(log, report)| tally(log, report))
        .collect();
    fold(&tallies, vs, aliases)
}

/// One game, tallied side by side: what [`fold`] adds up.
pub fn tally(log: &GameLog, report: &Report) -> GameTally {
    let sides = report
        .named_sides()
        .map(|(s, side)| {
            let (members, pair) = people(log, side);
            let named = log
                .sides
                .iter()
                .any(|d| d.name == side && !d.players.is_empty());
            // A side without named players deals from its seats (`We 1`, `We 2`).
            let seats = if named {
                Vec::new()
            } else {
                log.seats()
                    .into_iter()
                    .filter(|seat| seat == side || seat.starts_with(&format!("{side} ")))
                    .collect()
            };
            let (figures, dealt) = side_figures(report, s);
            // Victory points are given when the game is over.
            let victory = report
                .victory_points
                .as_ref()
                .filter(|_| report.finished)
                .and_then(|vp| vp.get(s).copied())
                .map(|vp| (vp, report.total(s)));
            SideTally {
                side: side.to_string(),
                members,
                pair,
                named,
                seats,
                figures,
                dealt,
                victory,
            }
        })
        .collect();
    GameTally {
        created: log.created.clone(),
        finished: report.finished,
        winners: report.winners.clone(),
        totals: report.totals.clone(),
        sides,
    }
}

/// Add up games' tallies, in order. `vs`: two names for a head-to-head.
pub fn fold<'a>(
    games: impl IntoIterator<Item = &'a GameTally>,
    vs: Option<(&str, &str)>,
    aliases: &Aliases,
) -> Stats {
    let key = |name: &str| person(aliases, name);
    let mut players: IndexMap<String, Figures> = IndexMap::new();
    let mut pairs: IndexMap<String, Figures> = IndexMap::new();
    let mut h2h = vs.map(|(a, b)| HeadToHead {
        first: a.to_string(),
        second: b.to_string(),
        ..HeadToHead::default()
    });
    let mut count: usize = 0;
    for game in games {
        count += 1;
        let mut sides_of: IndexMap<String, Vec<String>> = IndexMap::new();
        for tallied in &game.sides {
            let side = &tallied.side;
            let members = &tallied.members;
            sides_of.insert(side.clone(), members.iter().map(|m| key(m)).collect());
            // The side's players, then its partnership.
            // Shown as first written, or as the name a spelling was merged into.
            let shown = |m: &String| {
                aliases
                    .get(&m.trim().to_lowercase())
                    .cloned()
                    .unwrap_or_else(|| m.clone())
            };
            let mut keys: Vec<(bool, String, String)> =
                members.iter().map(|m| (false, key(m), shown(m))).collect();
            if let Some(p) = &tallied.pair {
                // Partners in any order, under their merged names.
                let mut canon: Vec<String> = members.iter().map(|m| key(m)).collect();
                crate::order::sort(&mut canon);
                keys.push((true, canon.join(" & "), p.clone()));
            }
            // Who dealt: a player their own deals; a partnership any partner's. A side
            // without named players deals from its seats (`We 1`, `We 2`).
            for (is_pair, k, shown) in keys {
                let dealers: Vec<String> = if is_pair {
                    members.clone()
                } else if tallied.named {
                    vec![
                        members
                            .iter()
                            .find(|m| key(m) == k)
                            .cloned()
                            .unwrap_or_default(),
                    ]
                } else {
                    tallied.seats.clone()
                };
                let map = if is_pair { &mut pairs } else { &mut players };
                let f = map.entry(k).or_insert_with(|| Figures {
                    name: shown,
                    ..Figures::default()
                });
                add_side(f, tallied, &dealers);
            }
        }
        if let Some(h) = h2h.as_mut() {
            // A person, or partners written `Ann & Cy` (any order).
            let norm = |who: &str| {
                let mut parts: Vec<String> = who.split('&').map(&key).collect();
                crate::order::sort(&mut parts);
                parts.join(" & ")
            };
            let (a, b) = (norm(&h.first), norm(&h.second));
            let side_with = |who: &str| {
                sides_of
                    .iter()
                    .find(|(_, m)| {
                        let mut sorted: Vec<String> = m.to_vec();
                        crate::order::sort(&mut sorted);
                        m.iter().any(|x| x == who) || sorted.join(" & ") == who
                    })
                    .map(|(s, _)| s.clone())
            };
            if let (Some(sa), Some(sb)) = (side_with(&a), side_with(&b))
                && sa != sb
            {
                h.games += 1;
                if game.finished && game.winners.len() == 1 {
                    if game.winners[0] == sa {
                        h.first_won += 1;
                    } else if game.winners[0] == sb {
                        h.second_won += 1;
                    }
                }
            }
        }
    }
    let mut players: Vec<Figures> = players.into_values().collect();
    let mut partnerships: Vec<Figures> = pairs.into_values().collect();
    crate::order::sort_by(&mut players, by_wins);
    crate::order::sort_by(&mut partnerships, by_wins);
    rank(&mut players);
    rank(&mut partnerships);
    Stats {
        games: u32::try_from(count).unwrap_or(u32::MAX),
        players,
        partnerships,
        head_to_head: h2h,
        terms: None,
    }
}

/// The order of players without a ranking: the most wins first, then the most games,
/// then the name.
pub fn by_wins(a: &Figures, b: &Figures) -> std::cmp::Ordering {
    b.won
        .cmp(&a.won)
        .then(b.games.cmp(&a.games))
        .then(a.name.to_lowercase().cmp(&b.name.to_lowercase()))
}

/// The players of `stats` in the order of [`by_wins`] (`canasta players`: a list of
/// people, never a tournament's ranking).
pub fn players_by_wins(stats: &Stats) -> Vec<&Figures> {
    let mut players: Vec<&Figures> = stats.players.iter().collect();
    crate::order::sort_by(&mut players, |a, b| by_wins(a, b));
    players
}

/// The tournament ranking, when any of `rows` has victory points (research burraco.md
/// §8, [PLAYROM]: "A tournament ranking sums VP; ties on VP are broken by total MP"):
/// the most victory points first, then the most match points; equal on both, an equal
/// place (1, 1, 3), the name then ordering them. Those without victory points (who
/// played only games that give none) follow, unranked, in the order they had.
fn rank(rows: &mut [Figures]) {
    if rows.iter().all(|f| f.victory_points.is_none()) {
        return;
    }
    // A stable sort: the unranked keep their order.
    crate::order::sort_by(rows, |a, b| match (a.victory_points, b.victory_points) {
        (Some(va), Some(vb)) => vb
            .cmp(&va)
            .then(b.match_points.cmp(&a.match_points))
            .then(a.name.to_lowercase().cmp(&b.name.to_lowercase())),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    let mut place = 0;
    let mut previous: Option<(Option<Points>, Option<Points>)> = None;
    for (i, f) in rows.iter_mut().enumerate() {
        if f.victory_points.is_none() {
            break;
        }
        let now = (f.victory_points, f.match_points);
        if previous != Some(now) {
            place = u32::try_from(i + 1).unwrap_or(u32::MAX);
            previous = Some(now);
        }
        f.rank = Some(place);
    }
}

/// One side's game, added to one player's (or partnership's) figures: the hands dealt
/// by any of `dealers` count as dealing.
fn add_side(f: &mut Figures, tallied: &SideTally, dealers: &[String]) {
    f.add(&tallied.figures);
    if let Some((vp, mp)) = tallied.victory {
        f.add_victory(Some(vp), Some(mp));
    }
    let mut seen: Vec<String> = Vec::new();
    for dealer in dealers {
        let dealer = dealer.to_ascii_lowercase();
        if seen.contains(&dealer) {
            continue;
        }
        if let Some((_, hands, points)) = tallied.dealt.iter().find(|(d, _, _)| *d == dealer) {
            f.hands_dealing = f.hands_dealing.saturating_add(*hands);
            f.points_dealing = f.points_dealing.saturating_add(*points);
        }
        seen.push(dealer);
    }
}

/// One side's figures in one game (the dealing ones left at 0), and its hands and
/// points by dealer.
fn side_figures(report: &Report, s: Side) -> (Figures, Vec<(String, u32, Points)>) {
    let side = report.name(s);
    let mut f = Figures {
        games: 1,
        ..Figures::default()
    };
    if report.finished {
        if report.winners.iter().any(|w| w == side) {
            f.won += 1;
        } else {
            f.lost += 1;
        }
    } else {
        f.in_play += 1;
    }
    let mut dealt: Vec<(String, u32, Points)> = Vec::new();
    for hand in &report.hands {
        let score = hand.score(s);
        f.hands += 1;
        f.points += score;
        f.best_hand = Some(f.best_hand.map_or(score, |b| b.max(score)));
        f.worst_hand = Some(f.worst_hand.map_or(score, |w| w.min(score)));
        let dealer = hand.dealer.to_ascii_lowercase();
        match dealt.iter_mut().find(|(d, _, _)| *d == dealer) {
            Some((_, hands, points)) => {
                *hands += 1;
                *points += score;
            }
            None => dealt.push((dealer, 1, score)),
        }
        for line in hand.lines(s) {
            match &line.item {
                Item::Canastas { kind, count } => {
                    *f.canastas.entry(kind.clone()).or_default() += count;
                }
                Item::GoingOut { how } => {
                    f.times_out += 1;
                    if matches!(how, WentOut::Concealed | WentOut::HandCanasta) {
                        f.times_out_concealed += 1;
                    }
                }
                Item::SpecialHand { .. } => f.times_out += 1,
                Item::RedThrees { count, .. } => f.red_threes += count,
                Item::Penalty { name, count } => {
                    *f.penalties.entry(name.clone()).or_default() += count;
                }
                _ => {}
            }
        }
    }
    (f, dealt)
}

/// A season as a chart can draw it: each of `who` (up to five players, the most games
/// first when none are named) with their points added up game by game, the games in the
/// order they were started. A `Report` whose "hands" are the games.
pub fn season_chart(
    games: &[&GameTally],
    stats: &Stats,
    who: &[String],
    aliases: &Aliases,
) -> Report {
    let mut names: Vec<String> = if who.is_empty() {
        let mut by_games: Vec<&Figures> = stats.players.iter().collect();
        crate::order::sort_by(&mut by_games, |a, b| {
            b.games.cmp(&a.games).then(a.name.cmp(&b.name))
        });
        by_games.iter().take(5).map(|f| f.name.clone()).collect()
    } else {
        who.to_vec()
    };
    names.dedup();
    let mut order: Vec<&GameTally> = games.to_vec();
    crate::order::sort_by(&mut order, |a, b| a.created.cmp(&b.created));
    // The chart's "sides" are the players.
    let players: Arc<[String]> = names.clone().into();
    let mut running: PerSide<Points> = PerSide::from_fn(&players, |_| 0);
    let mut hands = Vec::new();
    for (i, game) in order.iter().enumerate() {
        for (side, total) in game.totals.iter() {
            let own = [side.to_string()];
            let members = game
                .sides
                .iter()
                .find(|s| s.side == side)
                .map_or(own.as_slice(), |s| s.members.as_slice());
            for (player, n) in side::each(names.len()).zip(&names) {
                if members
                    .iter()
                    .any(|m| person(aliases, m) == person(aliases, n))
                    && let Some(points) = running.get_mut(player)
                {
                    *points = points.saturating_add(*total);
                }
            }
        }
        hands.push(crate::ledger::HandReport {
            number: i + 1,
            dealer: String::new(),
            lone: None,
            went_out: None,
            went_out_how: None,
            minimums: PerSide::none(&players),
            scores: PerSide::none(&players),
            totals: running.clone(),
            lines: PerSide::none(&players),
            note: None,
        });
    }
    Report {
        variant: String::new(),
        target: None,
        hands_to_play: None,
        sides: names,
        hands,
        next_minimum: PerSide::none(&players),
        totals: running,
        next_dealer: String::new(),
        finished: false,
        winner: None,
        winners: Vec::new(),
        margin: None,
        tie: None,
        won_tie_by_going_out: false,
        terms: Default::default(),
        start: IndexMap::new(),
        lead: None,
        to_target: PerSide::none(&players),
        hands_left: None,
        victory_points: None,
    }
}

#[cfg(test)]
mod ranking {
    use super::*;

    fn row(name: &str, vp: Option<Points>, mp: Option<Points>, won: u32) -> Figures {
        Figures {
            name: name.into(),
            won,
            victory_points: vp,
            match_points: mp,
            ..Figures::default()
        }
    }

    /// Research burraco.md §8, [PLAYROM]: "A tournament ranking sums VP; ties on VP are
    /// broken by total MP". Equal on both: an equal place, the next place skipped.
    #[test]
    fn the_most_victory_points_then_the_most_match_points() {
        let mut rows = vec![
            row("Zed", None, None, 5),
            row("Ann", Some(21), Some(2200), 2),
            row("Cy", Some(21), Some(2250), 1),
            row("Bob", Some(21), Some(2200), 0),
            row("Ed", Some(18), Some(2400), 3),
        ];
        rank(&mut rows);
        let got: Vec<(&str, Option<u32>)> =
            rows.iter().map(|f| (f.name.as_str(), f.rank)).collect();
        assert_eq!(
            got,
            [
                ("Cy", Some(1)),
                ("Ann", Some(2)),
                ("Bob", Some(2)),
                ("Ed", Some(4)),
                ("Zed", None)
            ]
        );
        // No victory points anywhere: the order and ranks are left alone.
        let mut rows = vec![row("B", None, None, 1), row("A", None, None, 0)];
        rank(&mut rows);
        assert_eq!(rows[0].name, "B");
        assert!(rows.iter().all(|f| f.rank.is_none()));
    }
}

#[cfg(test)]
mod sums {
    use super::*;

    /// Tallies with numbers at the end of their types (a planted summary cache) add up
    /// to the end of the type, never wrap nor stop the program.
    #[test]
    fn a_seasons_sums_saturate() {
        let figures = Figures {
            games: u32::MAX,
            won: u32::MAX,
            hands: 1,
            points: Points::MAX,
            red_threes: Points::MIN,
            canastas: [("natural".to_string(), Points::MAX)].into_iter().collect(),
            ..Figures::default()
        };
        let side = SideTally {
            side: "We".into(),
            members: vec!["We".into()],
            seats: vec!["We 1".into()],
            figures,
            dealt: vec![("we 1".into(), u32::MAX, Points::MAX)],
            victory: Some((Points::MAX, Points::MIN)),
            ..SideTally::default()
        };
        let game = GameTally {
            sides: vec![side],
            ..GameTally::default()
        };
        let stats = fold([&game, &game], None, &Aliases::new());
        let we = &stats.players[0];
        assert_eq!(
            (we.games, we.won, we.points),
            (u32::MAX, u32::MAX, Points::MAX)
        );
        assert_eq!(
            (we.red_threes, we.canastas["natural"]),
            (Points::MIN, Points::MAX)
        );
        assert_eq!(
            (we.hands_dealing, we.points_dealing),
            (u32::MAX, Points::MAX)
        );
        assert_eq!(
            (we.victory_points, we.match_points),
            (Some(Points::MAX), Some(Points::MIN))
        );
        assert!(we.average_not_dealing().is_none());
    }
}

#[cfg(test)]
mod rounding {
    use super::*;

    /// Issue 32, item 11: an average of 805 points over 2 hands is 402.5, which a player
    /// writes 403 (`{:.0}` gave 402, to the even neighbour); -805 over 2 is -403; 1,207
    /// over 3 is 402.33, 402; a win rate of 2 in 3 is 66.67 per cent, 67.
    #[test]
    fn averages_round_half_away_from_zero() {
        let f = Figures {
            hands: 2,
            points: 805,
            ..Figures::default()
        };
        assert_eq!(f.average().map(rounded), Some(403));
        let f = Figures {
            hands: 2,
            points: -805,
            ..Figures::default()
        };
        assert_eq!(f.average().map(rounded), Some(-403));
        let f = Figures {
            hands: 3,
            points: 1207,
            ..Figures::default()
        };
        assert_eq!(f.average().map(rounded), Some(402));
        let f = Figures {
            won: 2,
            lost: 1,
            ..Figures::default()
        };
        assert_eq!(f.win_rate().map(rounded), Some(67));
        assert_eq!(rounded(0.5), 1);
        assert_eq!(rounded(-0.4), 0);
    }
}
