//! A season in words: the history of games, statistics as a table and as csv, the players, and a game as csv.

use super::*;

/// `history`: one line per game, newest first: date, id, variant, sides, result, margin,
/// hands. A game that cannot be read is listed with why.
pub fn history(games: &[crate::game::Past], filter: &crate::game::GameFilter) -> String {
    let mut t = table();
    t.set_header(vec!["date", "game", "variant", "sides", "result", "hands"]);
    let mut rows: Vec<(String, Vec<Cell>)> = Vec::new();
    for past in games {
        let id = if past.archived {
            format!("{} (archived)", past.id)
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
                    .map(|c| c.get(..10).unwrap_or(c).to_string())
                    .unwrap_or_default();
                let result = match (&g.winner, g.margin, g.finished()) {
                    // Margin 0 with one winner: a tie won by going out (the only way).
                    (Some(w), Some(0), true) => format!("{w} won the tie, going out"),
                    (Some(w), Some(m), true) => format!("{w} won by {m}"),
                    (None, _, true) => format!("shared: {}", g.winners().join(" and ")),
                    _ => match &g.lead {
                        Some((side, by)) => format!("in play; lead: {side}, by {by}"),
                        None => "in play".into(),
                    },
                };
                rows.push((
                    date.clone(),
                    vec![
                        Cell::new(date),
                        Cell::new(id),
                        Cell::new(&g.variant),
                        Cell::new(sides_words(&g.sides)),
                        Cell::new(result),
                        right(g.hands),
                    ],
                ));
            }
            Err(why) => {
                if filter.variant.is_some() || filter.player.is_some() {
                    continue;
                }
                rows.push((
                    String::new(),
                    vec![
                        Cell::new(""),
                        Cell::new(id),
                        Cell::new(""),
                        Cell::new(""),
                        Cell::new(format!("damaged: {}", crate::text::printable(why, 50))),
                        Cell::new(""),
                    ],
                ));
            }
        }
    }
    if rows.is_empty() {
        return "No games (that fit the filters).\n".into();
    }
    // Newest first: by date, then by the order they were made.
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by(|a, b| rows[*b].0.cmp(&rows[*a].0).then(b.cmp(a)));
    for i in order {
        t.add_row(std::mem::take(&mut rows[i].1));
    }
    format!("{}\n", fitted(t))
}

/// A game's hands for a spreadsheet: one row per hand per side, with the hand's number,
/// dealer, side, each scored item's points (one column per item the game has), the hand's
/// score and the total after it.
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
    for hand in &report.hands {
        for side in &report.sides {
            // A name a spreadsheet would take for a formula is written as text.
            let cell = |name: &str| {
                if name.starts_with(['=', '+', '-', '@']) {
                    format!("'{name}")
                } else {
                    name.to_string()
                }
            };
            let mut row = vec![hand.number.to_string(), cell(&hand.dealer), cell(side)];
            let lines = hand.lines.get(side).map(Vec::as_slice).unwrap_or(&[]);
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
            row.push(hand.scores[side].to_string());
            row.push(hand.totals[side].to_string());
            w.write_record(&row)?;
        }
    }
    let bytes = w.into_inner().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(String::from_utf8(bytes)?)
}

/// `players`: every person of the games, with their games, and the merged spellings.
pub fn players_list(stats: &crate::stats::Stats, aliases: &crate::stats::Aliases) -> String {
    if stats.players.is_empty() {
        return "No players yet.\n".into();
    }
    let mut t = table();
    t.set_header(vec!["player", "games", "won", "also written"]);
    for f in &stats.players {
        let also: Vec<&str> = aliases
            .iter()
            .filter(|(_, to)| to.eq_ignore_ascii_case(&f.name))
            .map(|(from, _)| from.as_str())
            .collect();
        t.add_row(vec![
            Cell::new(&f.name),
            right(f.games),
            right(f.won),
            Cell::new(also.join(", ")),
        ]);
    }
    format!("{}\n", fitted(t))
}

/// `stats` for a spreadsheet: one row per player and per partnership.
pub fn stats_csv(stats: &crate::stats::Stats) -> anyhow::Result<String> {
    let mut w = ::csv::Writer::from_writer(Vec::new());
    w.write_record([
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
    ])?;
    let rows = stats
        .players
        .iter()
        .map(|f| ("player", f))
        .chain(stats.partnerships.iter().map(|f| ("partnership", f)));
    for (who, f) in rows {
        let kinds: Vec<String> = f.canastas.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let penalties: Points = f.penalties.values().sum();
        w.write_record([
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
        ])?;
    }
    let bytes = w.into_inner().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(String::from_utf8(bytes)?)
}

/// `stats` as tables: the players, the partnerships, and a head-to-head.
pub fn stats_table(stats: &crate::stats::Stats) -> String {
    use crate::stats::Figures;
    let one = |v: Option<f64>| v.map_or(String::from("-"), |v| format!("{v:.0}"));
    let table_of = |who: &str, rows: &[Figures]| -> String {
        let mut t = table();
        t.set_header(vec![
            who,
            "games",
            "won",
            "lost",
            "win %",
            "hands",
            "avg",
            "best",
            "worst",
            "avg dealing",
            "avg not",
            "out (concealed)",
            "canastas",
            "red threes",
            "penalties",
        ]);
        for f in rows {
            let kinds: Vec<String> = f
                .canastas
                .iter()
                .map(|(k, n)| format!("{} {n}", k.replace('_', " ")))
                .collect();
            let penalties: Points = f.penalties.values().sum();
            t.add_row(vec![
                Cell::new(&f.name),
                right(f.games),
                right(f.won),
                right(f.lost),
                right(one(f.win_rate())),
                right(f.hands),
                right(one(f.average())),
                right(f.best_hand.map_or("-".into(), signed)),
                right(f.worst_hand.map_or("-".into(), signed)),
                right(one(f.average_dealing())),
                right(one(f.average_not_dealing())),
                right(format!("{} ({})", f.times_out, f.times_out_concealed)),
                Cell::new(kinds.join(", ")),
                right(f.red_threes),
                right(penalties),
            ]);
        }
        fitted(t)
    };
    let mut out = format!(
        "{} game{}.\n",
        stats.games,
        if stats.games == 1 { "" } else { "s" }
    );
    if stats.games == 0 {
        out.push_str("No games (that fit the filters).\n");
        return out;
    }
    out.push_str(&table_of("player", &stats.players));
    out.push('\n');
    if !stats.partnerships.is_empty() {
        out.push_str(&table_of("partnership", &stats.partnerships));
        out.push('\n');
    }
    if let Some(h) = &stats.head_to_head {
        out.push_str(&format!(
            "Head to head, {} v {}: {} game{} on opposite sides; {} won {}, {} won {}.\n",
            h.first,
            h.second,
            h.games,
            if h.games == 1 { "" } else { "s" },
            h.first,
            h.first_won,
            h.second,
            h.second_won
        ));
    }
    out
}

/// A match's standing in a line: `Match club: games won: We 1, They 0; points: We 5120,
/// They 4300 (first to 2; 1 played).`, or `Match club: over; winner: We. ...` once decided.
pub fn standing_line(standing: &crate::matches::Standing) -> String {
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
        (Some(n), _) => format!("first to {n}"),
        (_, Some(n)) => format!("{n} games"),
        _ => String::new(),
    };
    if standing.won.is_empty() {
        return format!("Match {}: no game yet ({rule}).", standing.name);
    }
    match &standing.winner {
        Some(w) => format!(
            "Match {}: over; winner: {w}. Games won: {wins}; points: {points} ({rule}).",
            standing.name
        ),
        None => format!(
            "Match {}: games won: {wins}; points: {points} ({rule}; {} played).",
            standing.name, standing.finished
        ),
    }
}
