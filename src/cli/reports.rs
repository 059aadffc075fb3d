//! The reports as JSON (`--format json`): the same facts the tables show, as data for
//! programs. A refusal with `--format json` is JSON too (`refusal_json`, from `main`).

use anyhow::Result;
use serde::Serialize;

use crate::game;
use crate::render;

/// Print a value as pretty JSON on standard output.
pub(crate) fn json_out<T: Serialize + ?Sized>(value: &T) -> Result<()> {
    outln!("{}", serde_json::to_string_pretty(value)?)?;
    Ok(())
}

/// A rules answer: its facts, `yes`, and (`words`) the sentence the table form prints.
pub(crate) fn answer_json(answer: &game::Answer, words: bool) -> Result<serde_json::Value> {
    let mut value = serde_json::to_value(answer)?;
    if let Some(object) = value.as_object_mut() {
        object.insert("yes".into(), answer.yes().into());
        if words {
            object.insert(
                "words".into(),
                render::answer(answer).trim_end().to_string().into(),
            );
        }
    }
    Ok(value)
}

/// One game's summary as `list` and `history` give it.
fn game_json(id: &str, archived: bool, game: &crate::game::Summarized) -> serde_json::Value {
    match game {
        Ok(g) => serde_json::json!({
            "id": id,
            "archived": archived,
            "variant": g.variant,
            "sides": g.sides,
            "totals": g.totals(),
            "hands": g.hands,
            "finished": g.finished(),
            "winner": g.winner,
            "winners": g.winners(),
            "margin": g.margin,
            "lead": g.lead.as_ref().map(|(side, by)| serde_json::json!({"side": side, "by": by})),
            "created": g.created(),
        }),
        Err(why) => serde_json::json!({
            "id": id,
            "archived": archived,
            "damaged": crate::core::text::printable(&crate::render::game_refusals::unread(why), 300),
        }),
    }
}

/// `list --format json`: every game (not archived), the current one marked.
pub(crate) fn list_json(games: &[game::Listed]) -> serde_json::Value {
    games
        .iter()
        .map(|listed| {
            let mut value = game_json(&listed.id, false, &listed.game);
            if let Some(object) = value.as_object_mut() {
                object.insert("current".into(), listed.current.into());
            }
            value
        })
        .collect()
}

/// `history --format json`: every game the filter takes, newest first; a game that
/// cannot be read is listed with why; a finished game that gives victory points has them
/// (`victory_points`, each side's).
pub(crate) fn history_json(games: &[game::Past], filter: &game::GameFilter) -> serde_json::Value {
    let mut taken: Vec<&game::Past> = games
        .iter()
        .filter(|p| p.game.as_ref().map_or(true, |g| filter.takes_summary(g)))
        .collect();
    taken.sort_by(|a, b| {
        let created = |p: &game::Past| {
            p.game
                .as_ref()
                .ok()
                .and_then(|g| g.created().map(str::to_string))
                .unwrap_or_default()
        };
        created(b).cmp(&created(a))
    });
    taken
        .iter()
        .map(|p| {
            let mut value = game_json(&p.id, p.archived, &p.game);
            // A finished game that gives victory points: each side's (none: no field).
            let vp = p
                .game
                .as_ref()
                .map(|g| g.victory_points())
                .unwrap_or_default();
            if let Some(object) = value.as_object_mut()
                && !vp.is_empty()
            {
                let vp: serde_json::Map<String, serde_json::Value> = vp
                    .into_iter()
                    .map(|(side, n)| (side.to_string(), n.into()))
                    .collect();
                object.insert("victory_points".into(), vp.into());
            }
            value
        })
        .collect()
}

/// `players --format json`: what the table shows.
pub(crate) fn players_json(
    stats: &crate::core::stats::Stats,
    aliases: &crate::core::stats::Aliases,
) -> serde_json::Value {
    crate::core::stats::players_by_wins(stats)
        .into_iter()
        .map(|f| {
            let also: Vec<&str> = aliases
                .iter()
                .filter(|(_, to)| to.eq_ignore_ascii_case(&f.name))
                .map(|(from, _)| from.as_str())
                .collect();
            serde_json::json!({
                "name": f.name,
                "games": f.games,
                "won": f.won,
                "also_written": also,
            })
        })
        .collect()
}

/// `variants --format json`: every variant, built in and the user's own.
pub(crate) fn variants_json(entries: &[crate::store::catalog::Entry]) -> serde_json::Value {
    entries
        .iter()
        .map(|e| {
            serde_json::json!({
                "name": e.name,
                "description": e.description,
                "file": e.file.as_ref().map(|f| f.display().to_string()),
                "problem": e.problem.as_ref().map(crate::render::errors::say_store),
            })
        })
        .collect()
}
