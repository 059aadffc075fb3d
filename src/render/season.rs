//! A season in words: the list and the history of games, statistics as a table and as
//! csv, the players, and a game as csv. The tables are laid out for the screen by `Grid`:
//! whole where they fit, narrowed, split, or a block of lines per row at 40 columns.

use super::*;
use comfy_table::{ColumnConstraint, Width};

/// `history`: one row per game (a block of lines on a narrow screen), newest first: date,
/// id, variant, sides, result, margin, hands, and each side's victory points when any game
/// listed gives them. A game that cannot be read is listed with why.
pub fn history(
    games: &[crate::game::Past],
    filter: &crate::game::GameFilter,
    terms: Option<crate::core::rules::Terms>,
) -> String {
    // (date, title, cells) per game the filter takes.
    let mut rows: Vec<(String, String, Vec<String>)> = Vec::new();
    for past in games {
        let id = if past.archived {
            tr!("sheet-archived-id", id = past.id.as_str())
        } else {
            past.id.clone()
        };
        match &past.game {
            Ok(g) => {
                if !filter.takes_summary(g) {
                    continue;
                }
                let date = g
                    .created()
                    .map(super::tournament::local_date)
                    .unwrap_or_default();
                let result = match (&g.winner, g.margin, g.finished()) {
                    // Margin 0 with one winner: a tie won by going out (the only way).
                    (Some(w), Some(0), true) => tr!("sheet-result-won-tie", side = w.as_str()),
                    (Some(w), Some(m), true) => {
                        tr!("sheet-result-won", side = w.as_str(), margin = m)
                    }
                    (None, _, true) => tr!("sheet-result-shared", sides = and_list(g.winners())),
                    _ => match &g.lead {
                        Some((side, by)) => {
                            tr!("sheet-result-in-play-lead", side = side.as_str(), by = *by)
                        }
                        None => tr!("sheet-result-in-play"),
                    },
                };
                rows.push((
                    date.clone(),
                    tr!(
                        "sheet-game-title-dated",
                        id = id.as_str(),
                        date = date.as_str()
                    ),
                    vec![
                        date,
                        id,
                        g.variant.clone(),
                        sides_words(&g.sides),
                        result,
                        g.hands.to_string(),
                        g.victory_points()
                            .iter()
                            .map(|(side, vp)| format!("{side} {vp}"))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ],
                ));
            }
            Err(why) => {
                if filter.variant.is_some() || filter.player.is_some() {
                    continue;
                }
                rows.push((
                    String::new(),
                    tr!("sheet-game-title", id = id.as_str()),
                    vec![
                        String::new(),
                        id,
                        String::new(),
                        String::new(),
                        tr!(
                            "sheet-damaged",
                            why = crate::core::text::printable(
                                &super::game_refusals::unread(why),
                                50
                            )
                        ),
                        String::new(),
                        String::new(),
                    ],
                ));
            }
        }
    }
    if rows.is_empty() {
        return format!("{}\n", tr!("sheet-no-games"));
    }
    // Victory points: a column of their own, when any game listed gives them.
    let victory = rows.iter().any(|(_, _, cells)| !cells[6].is_empty());
    let mut columns = vec![
        word(tr!("sheet-col-date")),
        words(tr!("sheet-col-game")),
        word(tr!("sheet-col-variant")),
        words(tr!("sheet-col-sides")),
        words(tr!("sheet-col-result")),
        number(hands_column(terms)),
    ];
    if victory {
        columns.push(Col::new(tr!("sheet-col-victory-points"), Kind::List));
    } else {
        for (_, _, cells) in &mut rows {
            cells.truncate(6);
        }
    }
    let mut grid = Grid::new(columns);
    grid.titled = vec![0, 1];
    // Newest first: by date, then by the order they were made.
    let mut order: Vec<usize> = (0..rows.len()).collect();
    crate::core::order::sort_by(&mut order, |a, b| {
        rows[*b].0.cmp(&rows[*a].0).then(b.cmp(a))
    });
    for i in order {
        let (_, title, cells) = std::mem::take(&mut rows[i]);
        grid.row(title, cells);
    }
    format!("{}\n", grid.laid_out())
}

/// The column of hands played, in the games' own word where they share one (a list of
/// Burraco games counts *smazzate*), hands otherwise.
fn hands_column(terms: Option<crate::core::rules::Terms>) -> String {
    tr!(
        "sheet-col-hands-of",
        term = crate::render::i18n::hand_term(terms.unwrap_or_default())
    )
}

/// The table `canasta list` prints (a block of lines a game on a narrow screen).
pub fn game_list(
    games: &[crate::game::Listed],
    terms: Option<crate::core::rules::Terms>,
) -> String {
    let mut grid = Grid::new(vec![
        word(String::new()),
        word(tr!("sheet-col-game")),
        word(tr!("sheet-col-variant")),
        word(tr!("sheet-col-created")),
        word(hands_column(terms)),
        words(tr!("sheet-col-totals")),
        words(tr!("sheet-col-state")),
    ]);
    grid.titled = vec![0, 1];
    for listed in games {
        let mark = if listed.current { "*" } else { "" }.to_string();
        let title = if listed.current {
            tr!("sheet-game-title-current", id = listed.id.as_str())
        } else {
            tr!("sheet-game-title", id = listed.id.as_str())
        };
        let row = match &listed.game {
            Ok(g) => vec![
                mark,
                listed.id.clone(),
                g.variant.clone(),
                g.created()
                    .map(super::tournament::local_date)
                    .unwrap_or_default(),
                g.hands.to_string(),
                g.totals()
                    .iter()
                    .map(|(s, t)| format!("{s} {t}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                match (&g.winner, g.finished()) {
                    (Some(w), true) => tr!("sheet-state-won", side = w.as_str()),
                    (None, true) => tr!("sheet-state-shared"),
                    _ => tr!("sheet-result-in-play"),
                },
            ],
            // The cause only, one short line: the list stays readable.
            Err(why) => vec![
                mark,
                listed.id.clone(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                tr!(
                    "sheet-damaged",
                    why = crate::core::text::printable(&super::game_refusals::unread(why), 60)
                ),
            ],
        };
        grid.row(title, row);
    }
    format!("{}\n", grid.laid_out())
}

/// A game's hands for a spreadsheet: one row per hand per side, with the hand's number,
/// dealer, side, each scored item's points (one column per item the game has), the hand's
/// score and the total after it.
///
/// The columns and their names are data for programs (a spreadsheet's formulas, a
/// script): English in every language, as `--format json` keys are.
pub fn csv(report: &Report) -> anyhow::Result<String> {
    // The columns: every item any side scored in the game, in the order first seen.
    let key = |line: &Line| -> String {
        match &line.item {
            Item::Canastas { kind, .. } => format!("{} canastas", kind.replace('_', " ")),
            Item::Penalty { name, .. } => format!("penalty: {}", name.replace('_', " ")),
            Item::Bonus { name, .. } => format!("bonus: {}", name.replace('_', " ")),
            Item::IncompleteMeld { meld } => format!("incomplete {} meld", meld.replace('_', " ")),
            Item::Holding { rank, .. } => format!("holding {rank}"),
            Item::SpecialHand { .. } => "special hand".into(),
            Item::GoingOut { .. } => "going out".into(),
            Item::Melded { .. } => "cards melded".into(),
            Item::InHand { .. } => "cards in hand".into(),
            Item::BlackThreesInHand { .. } => "black threes in hand".into(),
            Item::RedThrees { .. } => "red threes".into(),
            Item::BlackThrees { .. } => "black threes".into(),
            Item::Pot { .. } => "pot".into(),
            Item::PairShare { .. } => "pair's share".into(),
        }
    };
    let mut columns: Vec<String> = Vec::new();
    for hand in &report.hands {
        for lines in hand.lines.values() {
            for line in lines {
                let k = key(line);
                if !columns.contains(&k) {
                    columns.push(k);
                }
            }
        }
    }
    let mut w = ::csv::Writer::from_writer(Vec::new());
    let mut header = vec!["hand".to_string(), "dealer".into(), "side".into()];
    header.extend(columns.iter().cloned());
    header.push("hand score".into());
    header.push("total".into());
    w.write_record(&header)?;
    // A name a spreadsheet would take for a formula is written as text.
    let cell = |name: &str| {
        if name.starts_with(['=', '+', '-', '@']) {
            format!("'{name}")
        } else {
            name.to_string()
        }
    };
    // A game begun on paper: its starting totals first, as the sheet's first line (hand
    // 0, dealer `start`, the total only), so the totals below add up from them.
    if !report.start.is_empty() {
        for (s, side) in report.named_sides() {
            let mut row = vec!["0".to_string(), "start".into(), cell(side)];
            row.extend(columns.iter().map(|_| String::new()));
            row.push(String::new());
            row.push(report.start(s).to_string());
            w.write_record(&row)?;
        }
    }
    for hand in &report.hands {
        for (s, side) in report.named_sides() {
            let mut row = vec![hand.number.to_string(), cell(&hand.dealer), cell(side)];
            let lines = hand.lines(s);
            for c in &columns {
                let points: Points = lines
                    .iter()
                    .filter(|l| key(l) == *c)
                    .map(|l| l.points)
                    .sum();
                let any = lines.iter().any(|l| key(l) == *c);
                row.push(if any {
                    points.to_string()
                } else {
                    String::new()
                });
            }
            row.push(hand.score(s).to_string());
            row.push(hand.total(s).to_string());
            w.write_record(&row)?;
        }
    }
    let bytes = w.into_inner().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(String::from_utf8(bytes)?)
}

/// `players`: every person of the games, with their games, and the merged spellings.
pub fn players_list(
    stats: &crate::core::stats::Stats,
    aliases: &crate::core::stats::Aliases,
) -> String {
    if stats.players.is_empty() {
        return format!("{}\n", tr!("sheet-no-players"));
    }
    let mut grid = Grid::new(vec![
        words(tr!("sheet-col-player")),
        number(tr!("sheet-col-games")),
        number(tr!("sheet-col-won")),
        words(tr!("sheet-col-also-written")),
    ]);
    for f in crate::core::stats::players_by_wins(stats) {
        let also: Vec<&str> = aliases
            .iter()
            .filter(|(_, to)| to.eq_ignore_ascii_case(&f.name))
            .map(|(from, _)| from.as_str())
            .collect();
        grid.row(
            f.name.clone(),
            vec![
                f.name.clone(),
                f.games.to_string(),
                f.won.to_string(),
                also.join(", "),
            ],
        );
    }
    format!("{}\n", grid.laid_out())
}

/// `stats` for a spreadsheet: one row per player and per partnership (the columns are
/// data, English in every language, as [`csv`]'s are). When the games give victory points,
/// three more columns at the end: the place in the ranking, victory points, match points.
pub fn stats_csv(stats: &crate::core::stats::Stats) -> anyhow::Result<String> {
    let mut w = ::csv::Writer::from_writer(Vec::new());
    let ranked = stats
        .players
        .iter()
        .chain(&stats.partnerships)
        .any(|f| f.rank.is_some());
    let mut header = vec![
        "who",
        "name",
        "games",
        "won",
        "lost",
        "in play",
        "hands",
        "points",
        "best hand",
        "worst hand",
        "hands dealing",
        "points dealing",
        "times out",
        "out concealed",
        "canastas",
        "red threes",
        "penalties",
    ];
    if ranked {
        header.extend(["rank", "victory points", "match points"]);
    }
    w.write_record(&header)?;
    let rows = stats
        .players
        .iter()
        .map(|f| ("player", f))
        .chain(stats.partnerships.iter().map(|f| ("partnership", f)));
    for (who, f) in rows {
        let kinds: Vec<String> = f.canastas.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let penalties: Points = f.penalties.values().sum();
        let mut row = vec![
            who.to_string(),
            f.name.clone(),
            f.games.to_string(),
            f.won.to_string(),
            f.lost.to_string(),
            f.in_play.to_string(),
            f.hands.to_string(),
            f.points.to_string(),
            f.best_hand.map_or(String::new(), |v| v.to_string()),
            f.worst_hand.map_or(String::new(), |v| v.to_string()),
            f.hands_dealing.to_string(),
            f.points_dealing.to_string(),
            f.times_out.to_string(),
            f.times_out_concealed.to_string(),
            kinds.join("; "),
            f.red_threes.to_string(),
            penalties.to_string(),
        ];
        if ranked {
            let or_empty = |v: Option<Points>| v.map_or(String::new(), |v| v.to_string());
            row.extend([
                f.rank.map_or(String::new(), |r| r.to_string()),
                or_empty(f.victory_points),
                or_empty(f.match_points),
            ]);
        }
        w.write_record(&row)?;
    }
    let bytes = w.into_inner().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(String::from_utf8(bytes)?)
}

/// `stats` as tables: the players, the partnerships, and a head-to-head. Too wide for
/// the screen, each table is split in two (results, then play), or each player given a
/// block of lines. When the games give victory points, the tables are a tournament
/// ranking: a sentence says so, and each row has its place, victory points and match
/// points after the name.
pub fn stats_table(stats: &crate::core::stats::Stats) -> String {
    use crate::core::stats::Figures;
    // The games' own words where they share them (a season of Burraco), else Canasta's.
    let terms = stats.terms.unwrap_or_default();
    let threes = stats
        .players
        .iter()
        .chain(&stats.partnerships)
        .any(|f| f.red_threes != 0);
    let one = |v: Option<f64>| {
        v.map_or(String::from("-"), |v| {
            crate::core::stats::rounded(v).to_string()
        })
    };
    let table_of = |who: String, caption: String, rows: &[Figures]| -> String {
        // A tournament ranking (the games give victory points): its place, victory points
        // and match points after the name; the other columns move along by `k`.
        let ranked = rows.iter().any(|f| f.rank.is_some());
        let k = if ranked { 3 } else { 0 };
        let mut columns = vec![words(who)];
        if ranked {
            columns.extend([
                number(tr!("sheet-col-rank")),
                number(tr!("sheet-col-vp")).said(tr!("sheet-col-victory-points")),
                number(tr!("sheet-col-mp")).said(tr!("sheet-col-mp-said")),
            ]);
        }
        columns.extend([
            number(tr!("sheet-col-games")),
            number(tr!("sheet-col-won")),
            number(tr!("sheet-col-lost")),
            number(tr!("sheet-col-win-rate")),
            number(tr!(
                "sheet-col-hands-of",
                term = crate::render::i18n::hand_term(terms)
            )),
            number(tr!("sheet-col-average")).said(tr!("sheet-col-average-said")),
            number(tr!("sheet-col-best")).said(tr!("sheet-col-best-said")),
            number(tr!("sheet-col-worst")).said(tr!("sheet-col-worst-said")),
            number(tr!("sheet-col-average-dealing")),
            number(tr!("sheet-col-average-not")).said(tr!("sheet-col-average-not-said")),
            word(tr!("sheet-col-out-concealed")),
            Col::new(
                tr!(
                    "sheet-col-canastas",
                    canasta_term = crate::render::i18n::canasta_term(terms)
                ),
                Kind::List,
            ),
        ]);
        // Red threes only where a game counted has them (not the Burraco family's).
        if threes {
            columns.push(number(tr!("sheet-col-red-threes")));
        }
        columns.push(number(tr!("sheet-col-penalties")));
        let mut grid = Grid::new(columns);
        // Results, then play (canastas with it, or in a table of their own).
        let results: Vec<usize> = (0..=8 + k).collect();
        let play = |cols: &[usize]| {
            std::iter::once(0)
                .chain(cols.iter().map(|c| c + k))
                .collect()
        };
        let after: Vec<usize> = if threes { vec![13, 14] } else { vec![13] };
        let all_play: Vec<usize> = [9, 10, 11, 12].into_iter().chain(after.clone()).collect();
        let but_canastas: Vec<usize> = [9, 10, 11].into_iter().chain(after).collect();
        grid.splits = vec![
            vec![results.clone(), play(&all_play)],
            vec![results, play(&but_canastas), play(&[12])],
        ];
        grid.caption = Some(caption);
        for f in rows {
            // A count before its kind, the kind in the plural where the count is not one
            // (`6 puliti`, `1 limpa`), the kinds in one order on every row (by name).
            let mut counted: Vec<(&String, &Points)> = f.canastas.iter().collect();
            crate::core::order::sort_by_key(&mut counted, |(k, _)| k.as_str());
            let kinds: Vec<String> = counted
                .into_iter()
                .map(|(k, n)| {
                    tr!(
                        "sheet-stats-kind-count",
                        count = *n,
                        kind = crate::render::i18n::kind_word(k, terms, false),
                        kinds = crate::render::i18n::kind_word(k, terms, true)
                    )
                })
                .collect();
            let penalties: Points = f.penalties.values().sum();
            let mut cells = vec![f.name.clone()];
            if ranked {
                let or_dash = |v: Option<Points>| v.map_or("-".into(), |v| v.to_string());
                cells.extend([
                    f.rank.map_or("-".into(), |r| r.to_string()),
                    or_dash(f.victory_points),
                    or_dash(f.match_points),
                ]);
            }
            cells.extend([
                f.games.to_string(),
                f.won.to_string(),
                f.lost.to_string(),
                one(f.win_rate()),
                f.hands.to_string(),
                one(f.average()),
                f.best_hand.map_or("-".into(), signed),
                f.worst_hand.map_or("-".into(), signed),
                one(f.average_dealing()),
                one(f.average_not_dealing()),
                format!("{} ({})", f.times_out, f.times_out_concealed),
                kinds.join(", "),
            ]);
            if threes {
                cells.push(f.red_threes.to_string());
            }
            cells.push(penalties.to_string());
            grid.row(f.name.clone(), cells);
        }
        grid.laid_out()
    };
    let mut out = format!("{}\n", tr!("sheet-stats-games", count = stats.games));
    if stats.games == 0 {
        out.push_str(&tr!("sheet-no-games"));
        out.push('\n');
        return out;
    }
    if stats.players.iter().any(|f| f.rank.is_some()) {
        out.push_str(&wrapped(&tr!("sheet-stats-ranked"), ""));
        out.push('\n');
    }
    out.push_str(&table_of(
        tr!("sheet-col-player"),
        tr!("sheet-stats-players"),
        &stats.players,
    ));
    out.push('\n');
    if !stats.partnerships.is_empty() {
        out.push_str(&table_of(
            tr!("sheet-col-partnership"),
            tr!("sheet-stats-partnerships"),
            &stats.partnerships,
        ));
        out.push('\n');
    }
    if let Some(h) = &stats.head_to_head {
        let said = tr!(
            "sheet-head-to-head",
            first = h.first.as_str(),
            second = h.second.as_str(),
            games = h.games,
            first_won = h.first_won,
            second_won = h.second_won
        );
        out.push_str(&wrapped(&said, ""));
        out.push('\n');
    }
    out
}

/// A match's standing in a line: `Match club: games won: We 1, They 0; points: We 5120,
/// They 4300 (first to 2; 1 played).`, or `Match club: over; winner: We. ...` once decided.
pub fn standing_line(standing: &crate::core::matches::Standing) -> String {
    let list = |pairs: Vec<String>| pairs.join(", ");
    let wins = list(
        standing
            .won
            .iter()
            .map(|(s, n)| format!("{s} {n}"))
            .collect(),
    );
    let points = list(
        standing
            .points
            .iter()
            .map(|(s, n)| format!("{s} {n}"))
            .collect(),
    );
    let rule = match (standing.first_to, standing.games_to_play) {
        (Some(n), _) => tr!("sheet-match-first-to", count = n),
        (_, Some(n)) => tr!("sheet-match-games", count = n),
        _ => String::new(),
    };
    let name = standing.name.as_str();
    if standing.won.is_empty() {
        return tr!("sheet-match-no-game", name = name, rule = rule);
    }
    let mut line = match &standing.winner {
        Some(w) => tr!(
            "sheet-match-over",
            name = name,
            winner = w.as_str(),
            wins = wins,
            points = points,
            rule = rule
        ),
        None => tr!(
            "sheet-match-standing",
            name = name,
            wins = wins,
            points = points,
            rule = rule,
            played = standing.finished
        ),
    };
    if !standing.victory_points.is_empty() {
        let vp: Vec<String> = standing
            .victory_points
            .iter()
            .map(|(s, n)| format!("{s} {n}"))
            .collect();
        line.push(' ');
        line.push_str(&tr!("sheet-match-victory-points", points = vp.join(", ")));
    }
    line
}

/// How a column's cells may be laid out when its table is narrowed for a screen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A number, right-aligned: never broken.
    Number,
    /// One piece (a date, an id, a variant's name): never broken.
    Word,
    /// Words (names, sentences): wrapped between words.
    Text,
    /// Items separated by commas (`natural 4, mixed 2`): wrapped between items.
    List,
}

/// A column of a [`Grid`]: its heading, what a block calls its value, its kind.
struct Col {
    head: String,
    said: String,
    kind: Kind,
}

impl Col {
    fn new(head: String, kind: Kind) -> Col {
        Col {
            said: head.clone(),
            head,
            kind,
        }
    }

    /// The value's name in a block, where the heading is too short to read alone.
    fn said(self, said: String) -> Col {
        Col { said, ..self }
    }
}

fn number(head: String) -> Col {
    Col::new(head, Kind::Number)
}

fn word(head: String) -> Col {
    Col::new(head, Kind::Word)
}

fn words(head: String) -> Col {
    Col::new(head, Kind::Text)
}

/// A report's table before it is laid out for the screen. Piped (no `COLUMNS`), or where
/// it fits, the whole table; else narrowed, cells wrapped between words and never inside a
/// number; else in parts (each with the first column) that fit; else one block of lines
/// per row (its title, then `name value` pairs): never wider than the screen, never a
/// number broken across lines.
struct Grid {
    columns: Vec<Col>,
    rows: Vec<Vec<String>>,
    /// Each row's first line in a block.
    titles: Vec<String>,
    /// The columns a block's title says (not repeated under it).
    titled: Vec<usize>,
    /// Ways to split the table when the whole is too wide, tried in order: each a list of
    /// sets of columns, a table each.
    splits: Vec<Vec<Vec<usize>>>,
    /// A line before the blocks, saying what they are (the table's heading says it).
    caption: Option<String>,
}

impl Grid {
    fn new(columns: Vec<Col>) -> Grid {
        Grid {
            columns,
            rows: Vec::new(),
            titles: Vec::new(),
            titled: vec![0],
            splits: Vec::new(),
            caption: None,
        }
    }

    fn row(&mut self, title: String, cells: Vec<String>) {
        self.titles.push(title);
        self.rows.push(cells);
    }

    /// The report laid out for the layout width (see the type), without a last newline.
    fn laid_out(&self) -> String {
        let all: Vec<usize> = (0..self.columns.len()).collect();
        let full = self.table(&all).to_string();
        let Some(w) = layout_width() else {
            return full;
        };
        if widest(&full) <= w {
            return full;
        }
        if let Some(narrowed) = self.narrowed(&all, w) {
            return narrowed;
        }
        for split in &self.splits {
            let parts: Option<Vec<String>> =
                split.iter().map(|cols| self.narrowed(cols, w)).collect();
            if let Some(parts) = parts {
                return parts.join("\n");
            }
        }
        self.blocks(w)
    }

    /// The table of `cols`, as wide as its cells.
    fn table(&self, cols: &[usize]) -> Table {
        let mut t = table();
        t.set_header(
            cols.iter()
                .map(|c| self.columns[*c].head.as_str())
                .collect::<Vec<_>>(),
        );
        for row in &self.rows {
            t.add_row(
                cols.iter()
                    .map(|c| match self.columns[*c].kind {
                        Kind::Number => right(&row[*c]),
                        Kind::Word | Kind::Text | Kind::List => Cell::new(&row[*c]),
                    })
                    .collect::<Vec<_>>(),
            );
        }
        t
    }

    /// The fewest columns `col` takes without breaking a word of its heading, a number or
    /// a word of its cells.
    fn least(&self, col: usize) -> usize {
        let longest_word = |text: &str| {
            text.split_whitespace()
                .map(console::measure_text_width)
                .max()
                .unwrap_or(0)
        };
        let column = &self.columns[col];
        self.rows
            .iter()
            .map(|row| match column.kind {
                Kind::Number | Kind::Word => console::measure_text_width(&row[col]),
                Kind::Text => longest_word(&row[col]),
                Kind::List => row[col]
                    .split(", ")
                    .map(|item| console::measure_text_width(item) + 1)
                    .max()
                    .unwrap_or(0),
            })
            .chain(std::iter::once(longest_word(&column.head)))
            .max()
            .unwrap_or(1)
            .max(1)
    }

    /// The table of `cols` in `w` columns, cells wrapped between words, if it fits so.
    fn narrowed(&self, cols: &[usize], w: usize) -> Option<String> {
        let least: Vec<usize> = cols.iter().map(|c| self.least(*c)).collect();
        // Each column has a space either side and a line after it; the table one before.
        if least.iter().sum::<usize>() + 3 * cols.len() + 1 > w {
            return None;
        }
        let mut t = self.table(cols);
        t.set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(u16::try_from(w).unwrap_or(u16::MAX));
        for (i, least) in least.iter().enumerate() {
            if let Some(column) = t.column_mut(i) {
                // The bound counts the space either side.
                column.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(
                    u16::try_from(least + 2).unwrap_or(u16::MAX),
                )));
            }
        }
        let text = t.to_string();
        // Every word of every heading and cell whole on a line (the layout is checked, not
        // trusted).
        let lines: Vec<&str> = text.lines().collect();
        let on_a_line = |piece: &str| lines.iter().any(|line| line.contains(piece));
        let whole = |cell: &str, kind: Kind| match kind {
            Kind::List => cell.split(", ").all(on_a_line),
            _ => cell.split_whitespace().all(on_a_line),
        };
        let whole = cols
            .iter()
            .all(|c| whole(&self.columns[*c].head, Kind::Text))
            && self
                .rows
                .iter()
                .all(|row| cols.iter().all(|c| whole(&row[*c], self.columns[*c].kind)));
        (widest(&text) <= w && whole).then_some(text)
    }

    /// One block per row: its title, then its values (`games 2, won 1`), those of words
    /// each on a line of its own, all wrapped in `w` columns between values and words.
    fn blocks(&self, w: usize) -> String {
        // Inside a value a no-break space: a line breaks between values, not in one.
        const NO_BREAK: char = '\u{a0}';
        let fill = |text: &str, first: &str, rest: &str| {
            let opts = textwrap::Options::new(w)
                .initial_indent(first)
                .subsequent_indent(rest);
            format!("{}\n", textwrap::fill(text, opts).replace(NO_BREAK, " "))
        };
        let mut out = String::new();
        if let Some(caption) = &self.caption {
            out.push_str(&fill(caption, "", ""));
        }
        for (title, row) in self.titles.iter().zip(&self.rows) {
            for line in textwrap::wrap(title, w) {
                out.push_str(&heading(&line));
                out.push('\n');
            }
            let mut pairs: Vec<String> = Vec::new();
            let mut long: Vec<String> = Vec::new();
            for (c, column) in self.columns.iter().enumerate() {
                let value = row[c].trim();
                if self.titled.contains(&c) || value.is_empty() {
                    continue;
                }
                match column.kind {
                    Kind::Number | Kind::Word => pairs.push(
                        format!("{} {value}", column.said).replace(' ', &NO_BREAK.to_string()),
                    ),
                    Kind::Text | Kind::List => long.push(format!("{}: {value}", column.said)),
                }
            }
            if !pairs.is_empty() {
                out.push_str(&fill(&pairs.join(", "), "  ", "  "));
            }
            for text in long {
                out.push_str(&fill(&text, "  ", "    "));
            }
        }
        out.trim_end().to_string()
    }
}
