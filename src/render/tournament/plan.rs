//! A tournament's plan in the words of the language spoken, as a director of that
//! language types it (`plan` reads every language's words).

/// A plan in the words of the language spoken (`3 mitchell + 1 danese`), as a director
/// of that language types it back.
pub fn plan_said(plan: &[crate::core::tournament::Phase]) -> String {
    use crate::core::movement::Movement;
    use crate::render::i18n::word;
    plan.iter()
        .map(|p| {
            let (key, option) = match &p.movement {
                Movement::Mitchell { step: 1 } => ("mitchell", None),
                Movement::Mitchell { step } => {
                    ("mitchell", Some(format!("{} {step}", word("plan-step"))))
                }
                Movement::Danish { modified: true } => ("danish", None),
                Movement::Danish { modified: false } => ("danish", Some(word("plan-pure"))),
                Movement::RoundRobin => ("round_robin", None),
                Movement::Manual => ("manual", None),
                Movement::Swiss => ("swiss", None),
                Movement::Individual => ("individual", None),
                // Sized by the entrants: no count of rounds said.
                Movement::Groups { count } => {
                    return format!("{count} {}", word("plan-groups"));
                }
                Movement::Knockout { entrants } => {
                    let name = word("plan-knockout");
                    return entrants.map_or(name.clone(), |n| format!("{name} {n}"));
                }
            };
            let name = word(&format!("plan-{key}"));
            match option {
                Some(option) => format!("{} {name} {option}", p.rounds),
                None => format!("{} {name}", p.rounds),
            }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// How far an entrant went in the knockout, in words: "won the final", "lost in the
/// semifinals", "in the round of 8" (still playing).
pub fn finish_said(finish: &crate::core::tournament::knockout::Finish) -> String {
    use crate::core::tournament::knockout::Outcome;
    let outcome = match finish.outcome {
        Outcome::Won => "won",
        Outcome::Playing => "playing",
        Outcome::Lost => "lost",
    };
    crate::tr!(
        "cli-tournament-knockout-finish",
        outcome = outcome,
        reached = finish.reached
    )
}

/// The knockout's column head, when the standings have one (HTML).
pub(super) fn knockout_head(s: &crate::core::tournament::Standings) -> String {
    if s.rows.iter().any(|r| r.knockout.is_some()) {
        format!(
            "<th>{}</th>",
            crate::render::chart::escape(&crate::tr!("cli-tournament-col-knockout"))
        )
    } else {
        String::new()
    }
}

/// An entrant's knockout cell, when the standings have the column (HTML).
pub(super) fn knockout_cell(
    s: &crate::core::tournament::Standings,
    r: &crate::core::tournament::Standing,
) -> String {
    if s.rows.iter().any(|r| r.knockout.is_some()) {
        let said = r.knockout.as_ref().map(finish_said).unwrap_or_default();
        format!("<td>{}</td>", crate::render::chart::escape(&said))
    } else {
        String::new()
    }
}

/// Who sits round `round` out (`sit_out`: a knockout's byes, through to the next round
/// without playing, are said so), and who was absent when it was seated and has no seat
/// (an individual night's absent players; a pair's absence shows at its table). None when
/// there is nobody to name.
pub(super) fn sit_out_said(
    event: &crate::core::tournament::Event,
    round: u32,
    sit_out: &[crate::core::movement::Entrant],
) -> Option<String> {
    let names = |all: &[crate::core::movement::Entrant]| -> String {
        let named: Vec<String> = all.iter().map(|n| line_said(event, *n, None)).collect();
        named.join(", ")
    };
    let absent: Vec<crate::core::movement::Entrant> = event
        .rounds
        .iter()
        .find(|r| r.number == round)
        .map(|r| {
            r.absent
                .iter()
                .copied()
                .filter(|e| !r.seating.seats.iter().any(|s| s.everyone().contains(e)))
                .filter(|e| !sit_out.contains(e))
                .collect()
        })
        .unwrap_or_default();
    let knockout = matches!(
        event.phase_of(round).map(|(p, _)| &p.movement),
        Some(crate::core::movement::Movement::Knockout { .. })
    );
    let out = if sit_out.is_empty() {
        None
    } else if knockout {
        Some(crate::tr!("cli-tournament-bye", names = names(sit_out)))
    } else {
        Some(crate::tr!("cli-tournament-sit-out", names = names(sit_out)))
    };
    if absent.is_empty() {
        return out;
    }
    let absent = crate::tr!("cli-tournament-round-absent", names = names(&absent));
    Some(match out {
        Some(out) => format!("{out}\n{absent}"),
        None => absent,
    })
}

/// [`sit_out_said`] as a page's paragraphs (escaped), a line each; empty with nobody.
pub(super) fn sit_out_html(
    event: &crate::core::tournament::Event,
    round: u32,
    sit_out: &[crate::core::movement::Entrant],
) -> String {
    sit_out_said(event, round, sit_out)
        .map(|said| {
            said.lines()
                .map(|line| format!("<p>{}</p>\n", crate::render::chart::escape(line)))
                .collect()
        })
        .unwrap_or_default()
}

/// A line of a table in words: its entrant (`3 Rossi-Bianchi`), or an individual
/// event's two players (`1 Ana Rossi & 5 Cy Verdi`).
pub(crate) fn line_said(
    event: &crate::core::tournament::Event,
    first: crate::core::movement::Entrant,
    partner: Option<crate::core::movement::Entrant>,
) -> String {
    let who = |n| format!("{n} {}", crate::game::tournament::entrant_name(event, n));
    match partner {
        Some(p) => format!("{} & {}", who(first), who(p)),
        None => who(first),
    }
}

/// The standings' and the board's column of entrants: an individual event's are players.
pub(super) fn entrant_head(event: &crate::core::tournament::Event) -> String {
    if event.individual() {
        crate::tr!("cli-tournament-col-player")
    } else {
        crate::tr!("cli-tournament-col-entrant")
    }
}

pub(super) fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Whether standings have rounds scored (a knockout from the first round has none: only
/// how far each went is shown).
pub(crate) fn scored(s: &crate::core::tournament::Standings) -> bool {
    s.rows.iter().any(|r| r.rounds > 0 || r.knockout.is_none())
}

/// The victory points', match points' and rounds' column heads, when scored (HTML).
pub(super) fn scored_heads(s: &crate::core::tournament::Standings) -> String {
    if !scored(s) {
        return String::new();
    }
    let esc = crate::render::chart::escape;
    let vp = if s.victory_points { "yes" } else { "no" };
    format!(
        "<th>{}</th><th>{}</th><th>{}</th>",
        esc(&crate::tr!("cli-tournament-col-vp", vp = vp)),
        esc(&crate::tr!("cli-tournament-col-mp")),
        esc(&crate::tr!("cli-tournament-col-rounds"))
    )
}

/// An entrant's victory points, match points and rounds, when scored (HTML).
pub(super) fn scored_cells(
    s: &crate::core::tournament::Standings,
    r: &crate::core::tournament::Standing,
) -> String {
    if !scored(s) {
        return String::new();
    }
    format!(
        "<td>{}</td><td>{}</td><td>{}</td>",
        r.vp,
        signed(r.mp),
        r.rounds
    )
}
