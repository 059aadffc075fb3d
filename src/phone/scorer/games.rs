//! The scorer's calls that begin a game: `/api/new` (one game, or the first of a match)
//! and `/api/next-game` (the next game of a match).

use http::StatusCode;
use serde::Deserialize;
use serde_json::json;

use super::actions::{Reply, failed, held, said, state_now};
use super::call::Call;
use crate::core::line::LineWords;
use crate::game;
use crate::render;
use crate::tr;

/// A new game as the page asks for it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NewBody {
    variant: String,
    /// Side names, separated by commas; empty: the variant's defaults in the language.
    #[serde(default)]
    sides: String,
    /// Players in seat order, clockwise, separated by commas; may be empty.
    #[serde(default)]
    players: String,
    #[serde(default)]
    dealer: String,
    /// A match begun with this game: `first:N` (first to N games won) or `games:N` (N
    /// games; a preset's victory points decide it where it gives them); empty: one game.
    #[serde(default, rename = "match")]
    match_rule: String,
}

/// The rule of a match begun from the page (`first:2`, `games:3`), if one is asked for.
fn match_rule(text: &str) -> Option<game::MatchSpec> {
    let (kind, n) = text.trim().split_once(':')?;
    let n: u32 = n.trim().parse().ok().filter(|n| (1..=99).contains(n))?;
    Some(game::MatchSpec {
        name: String::new(),
        first_to: (kind == "first").then_some(n),
        games: (kind == "games").then_some(n),
    })
    .filter(|m| m.first_to.is_some() || m.games.is_some())
}

/// A name for a match begun on the page: `match-1`, or the first number not taken.
fn free_match_name(store: &crate::store::Store) -> crate::store::error::Result<String> {
    let taken = store.match_names()?;
    let free = (1..)
        .map(|n| format!("match-{n}"))
        .find(|name| !taken.contains(name))
        .unwrap_or_default();
    Ok(free)
}

fn names(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(String::from)
        .collect()
}

/// `/api/new`: a new game, made current (the board follows it).
pub(super) fn new_game(shared: &Call<'_>, words: &LineWords, b: NewBody) -> Result<Reply, Reply> {
    let variant = if b.variant.trim().is_empty() {
        "classic".to_string()
    } else {
        b.variant.trim().to_string()
    };
    // A board pinned to a game (`serve --game ID`) shows that game: a new game from
    // the phone would be scored nowhere it shows, so it is refused, saying why.
    pinned(shared)?;
    // A name, never a path: the phone reads no file of this machine (the command line's
    // rule for user presets).
    let rules = shared
        .store
        .catalog()
        .resolve_name(&variant)
        .map_err(|e| failed(shared, &e.into()))?;
    let mut sides = names(&b.sides);
    if sides.is_empty() {
        sides = render::default_side_names(&rules);
    }
    let spec = game::NewGame {
        variant,
        sides,
        players: names(&b.players),
        dealer: Some(b.dealer.trim().to_string()).filter(|d| !d.is_empty()),
        start: Vec::new(),
        side_words: Some(render::side_names),
    };
    let opened = match match_rule(&b.match_rule) {
        Some(mut m) => {
            m.name = free_match_name(&shared.store).map_err(|e| failed(shared, &e.into()))?;
            game::start_in_match(&shared.store, &spec, &m)
        }
        None if !b.match_rule.trim().is_empty() => {
            return Err(said(
                StatusCode::UNPROCESSABLE_ENTITY,
                tr!(
                    "scorer-new-match-unknown",
                    rule = b.match_rule.trim().to_string()
                ),
            ));
        }
        None => game::start(&shared.store, &spec),
    }
    .map_err(|e| failed(shared, &e))?;
    shared.host().saved();
    let mut state = state_now(shared, words, None);
    state["message"] = json!(tr!("scorer-started", id = opened.id.clone()));
    Ok((StatusCode::OK, state))
}

/// A board pinned to a game refuses to start another (409, naming the game it shows).
fn pinned(shared: &Call<'_>) -> Result<(), Reply> {
    if let Some(call) = shared.game() {
        return Err(said(
            StatusCode::CONFLICT,
            tr!("scorer-table-game-only", table = call.table),
        ));
    }
    match shared.host().pinned() {
        Some(id) => Err(said(
            StatusCode::CONFLICT,
            tr!("scorer-pinned", id = id.to_string()),
        )),
        None => Ok(()),
    }
}

/// `/api/next-game`: the next game of the finished game's match.
pub(super) fn next_game(shared: &Call<'_>, words: &LineWords) -> Result<Reply, Reply> {
    pinned(shared)?;
    let held = held(shared)?;
    let Some(m) = shared.store.match_of(&held.id) else {
        return Err(said(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!("scorer-no-match"),
        ));
    };
    let spec = game::NewGame {
        variant: held.log.variant.clone(),
        ..game::NewGame::default()
    };
    let opened = game::start_in_match(
        &shared.store,
        &spec,
        &game::MatchSpec {
            name: m.name.clone(),
            ..game::MatchSpec::default()
        },
    )
    .map_err(|e| failed(shared, &e))?;
    shared.host().saved();
    let mut state = state_now(shared, words, None);
    state["message"] = json!(tr!("scorer-started", id = opened.id.clone()));
    Ok((StatusCode::OK, state))
}
