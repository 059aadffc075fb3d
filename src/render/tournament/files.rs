//! The standings and a results file's tables as CSV, for a spreadsheet or a federation's
//! program: data, with English column names in every language, as `--format json`'s keys.

use crate::core::tournament::Standings;

/// The standings as CSV, for a spreadsheet: English column names, as `--format json`
/// keys are.
pub fn standings_csv(all: &[Standings]) -> anyhow::Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    // A group column, and each row's rank within its group, when the event has groups.
    let grouped = all.iter().any(|s| s.group.is_some());
    let mut head = vec!["rank", "entrant", "name", "vp", "mp", "points", "rounds"];
    if grouped {
        head.insert(0, "group");
    }
    // With a knockout, how far each went (as `--format json`'s `knockout`): the size of
    // the last round it reached (2 the final, 4 the semifinals) and whether it won it,
    // lost it or is playing it; empty for those the knockout did not take.
    let knockout = all
        .iter()
        .flat_map(|s| &s.rows)
        .any(|r| r.knockout.is_some());
    if knockout {
        head.extend(["knockout_reached", "knockout_outcome"]);
    }
    w.write_record(&head)?;
    for r in all.iter().flat_map(|s| &s.rows) {
        let mut row = vec![
            r.rank.to_string(),
            r.entrant.to_string(),
            r.name.clone(),
            r.vp.to_string(),
            r.mp.to_string(),
            r.points.to_string(),
            r.rounds.to_string(),
        ];
        if grouped {
            row.insert(0, r.group.clone().unwrap_or_default());
        }
        if knockout {
            use crate::core::tournament::knockout::Outcome;
            let (reached, outcome) = match &r.knockout {
                Some(f) => (
                    f.reached.to_string(),
                    match f.outcome {
                        Outcome::Won => "won",
                        Outcome::Lost => "lost",
                        Outcome::Playing => "playing",
                    }
                    .to_string(),
                ),
                None => (String::new(), String::new()),
            };
            row.extend([reached, outcome]);
        }
        w.write_record(&row)?;
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

/// A results file's tables as CSV, a line a table of each round, then a line a sit-out
/// (the file's own keys as the columns: data, in every language).
pub fn results_csv(file: &crate::core::results::Results) -> anyhow::Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "round",
        "table",
        "ns",
        "ns_name",
        "ew",
        "ew_name",
        "game",
        "ns_points",
        "ew_points",
        "ns_vp",
        "ew_vp",
        "deals",
        "finished",
    ])?;
    let name = |n: u32| {
        file.entrants
            .iter()
            .find(|e| e.number == n)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    };
    let opt = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    // An individual event's line is two players: `1&5`, `Ana Rossi & Cy Verdi`.
    let line_number = |n: u32, partner: Option<u32>| match partner {
        Some(p) => format!("{n}&{p}"),
        None => n.to_string(),
    };
    let line_name = |n: u32, partner: Option<u32>| match partner {
        Some(p) => format!("{} & {}", name(n), name(p)),
        None => name(n),
    };
    for round in &file.rounds {
        for t in &round.tables {
            w.write_record([
                round.number.to_string(),
                t.table.to_string(),
                line_number(t.ns, t.south),
                line_name(t.ns, t.south),
                line_number(t.ew, t.west),
                line_name(t.ew, t.west),
                t.game.clone().unwrap_or_default(),
                opt(t.ns_points),
                opt(t.ew_points),
                opt(t.ns_vp),
                opt(t.ew_vp),
                t.deals.map(|d| d.to_string()).unwrap_or_default(),
                t.finished.to_string(),
            ])?;
        }
        // Each entrant sitting the round out: no table, `sit_out` for its game, and what
        // a sit-out is given (so a spreadsheet adds the standings up from these lines).
        // A knockout's sit-out is a bye: through, given nothing.
        let bye = knockout_round(file, round.number);
        for e in &round.sit_out {
            w.write_record([
                round.number.to_string(),
                String::new(),
                e.to_string(),
                name(*e),
                String::new(),
                String::new(),
                if bye { "bye" } else { "sit_out" }.to_string(),
                String::new(),
                String::new(),
                if bye {
                    String::new()
                } else {
                    file.event.sit_out.vp.to_string()
                },
                String::new(),
                String::new(),
                "true".to_string(),
            ])?;
        }
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

/// Where a results file read back comes from: its club and day, and that its standings
/// were worked out again from its tables.
pub fn results_from(file: &crate::core::results::Results) -> String {
    let or_none = |v: &Option<String>| {
        v.as_deref()
            .map(|t| crate::core::text::printable(t, 80))
            .unwrap_or_else(|| "none".to_string())
    };
    crate::tr!(
        "cli-results-from",
        club = or_none(&file.event.club),
        date = or_none(&file.event.date)
    )
}

/// Whether round `round` of a results file is one of its knockout's.
fn knockout_round(file: &crate::core::results::Results, round: u32) -> bool {
    let mut start = 1u32;
    for p in &file.event.phases {
        let end = start.saturating_add(p.rounds);
        if (start..end).contains(&round) {
            return matches!(p.movement, crate::core::movement::Movement::Knockout { .. });
        }
        start = end;
    }
    false
}
