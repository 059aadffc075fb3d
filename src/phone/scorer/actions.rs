//! The scorer's calls: each a game-layer use case, its answer as JSON in the phone's
//! language. Every change goes through the one write path with the game's version the page
//! saw (`game::change_game_at`), so a save based on an older game is refused (409) with the
//! game as it is now; every refusal says what is wrong in the table's words.

use crate::render::say::Say;
use bytes::Bytes;
use http::{Method, StatusCode};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::call::{Call, CallGame, Host, take_reason};
use super::games;
use super::state;
use crate::core::hand::Hand;
use crate::core::line::{LineWords, scope_part};
use crate::exit::Exit;
use crate::game::{self, HandChange, HandRefused, LineVerdict, Saved};
use crate::render::i18n::Lang;
use crate::render::{self, i18n};
use crate::tr;

pub(super) type Reply = (StatusCode, Value);

/// Answer one call.
pub fn call(
    host: &dyn Host,
    game: Option<CallGame>,
    method: &Method,
    path: &str,
    query: &str,
    body: &Bytes,
    lang: Lang,
) -> Reply {
    let words = i18n::line_words_in(lang);
    let (reason, body) = take_reason(game.as_ref(), method, body);
    let call = Call::new(host, game, reason);
    answer(&call, method, path, query, &body, &words)
}

/// Answer one call to the scorer's API, with the call's game and reason.
fn answer(
    shared: &Call<'_>,
    method: &Method,
    path: &str,
    query: &str,
    body: &Bytes,
    words: &LineWords,
) -> Reply {
    let done = match (method.as_str(), path) {
        ("GET" | "HEAD", "/api/state") => typist_of_query(query)
            .map(|typist| (StatusCode::OK, state_now(shared, words, typist.as_deref()))),
        ("POST", "/api/check") => parse(body).and_then(|b| check(shared, words, b)),
        ("POST", "/api/draft") => parse(body).and_then(|b| draft(shared, words, b)),
        ("POST", "/api/save") => parse(body).and_then(|b| save(shared, words, b)),
        ("POST", "/api/edit") => parse(body).and_then(|b| edit(shared, words, b)),
        ("POST", "/api/undo") => parse(body).and_then(|b| remove(shared, words, b, true)),
        ("POST", "/api/drop") => parse(body).and_then(|b| remove(shared, words, b, false)),
        ("POST", "/api/new") => parse(body).and_then(|b| games::new_game(shared, words, b)),
        ("POST", "/api/next-game") => games::next_game(shared, words),
        ("POST", "/api/ask") => parse(body).and_then(|b| ask(shared, b)),
        ("POST", "/api/key") => change_key(shared),
        ("POST", "/api/confirm") => parse(body).and_then(|b| confirm(shared, words, b)),
        (_, "/api/state" | "/api/check" | "/api/draft" | "/api/save" | "/api/edit")
        | (_, "/api/undo" | "/api/drop" | "/api/new" | "/api/next-game" | "/api/ask")
        | (_, "/api/key" | "/api/confirm") => {
            Err(said(StatusCode::METHOD_NOT_ALLOWED, tr!("scorer-method")))
        }
        _ => Err(said(StatusCode::NOT_FOUND, tr!("board-not-here"))),
    };
    done.unwrap_or_else(|refused| refused)
}

pub(super) fn said(status: StatusCode, message: String) -> Reply {
    (status, json!({ "message": message }))
}

/// A call's body as JSON of the shape the call takes.
fn parse<T: DeserializeOwned>(body: &Bytes) -> Result<T, Reply> {
    serde_json::from_slice(body).map_err(|e| {
        said(
            StatusCode::BAD_REQUEST,
            tr!("scorer-bad-call", detail = e.to_string()),
        )
    })
}

/// `/api/confirm`: the table confirms its result, then an opponent (a table's key only).
fn confirm(shared: &Call<'_>, words: &LineWords, b: ConfirmBody) -> Result<Reply, Reply> {
    let (Some(table), Some(name)) = (shared.call_table(), shared.host().tournament()) else {
        return Err(said(StatusCode::FORBIDDEN, tr!("scorer-table-key-only")));
    };
    let step = match b.step {
        Step::Opponent => game::tournament::ConfirmStep::Opponent,
        Step::Table => game::tournament::ConfirmStep::Table,
    };
    match game::tournament::confirm(&shared.store, name, table, step, &b.version) {
        Ok(_) => Ok((StatusCode::OK, state_now(shared, words, None))),
        Err(e) => {
            let mut state = state_now(shared, words, None);
            state["message"] = json!(scrub(shared, &render::errors::say(&e, surface(shared))));
            Err((StatusCode::CONFLICT, state))
        }
    }
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfirmBody {
    step: Step,
    version: String,
}

/// Who confirms: the table, then an opponent; any other word is refused (400).
#[derive(serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum Step {
    Table,
    Opponent,
}

/// What a tournament table's phone is told besides its game: its table, its round, and
/// how far its result is confirmed.
fn tournament_part(shared: &Call<'_>, version: &str) -> Option<Value> {
    let call = shared.game()?.clone();
    let at = game::tournament::table_at(
        &shared.store,
        shared.host().tournament()?,
        call.table,
        &call.game,
        version,
    )?;
    Some(json!({
        "table": call.table,
        "round": at.round,
        "confirmed": at.confirmed,
        "closed": at.closed,
        "signed": at.signed,
        "director": call.director,
    }))
}

/// The game the scorer keeps: the call's table's, the board's, or the current one.
fn game_id(shared: &Call<'_>) -> Option<String> {
    shared
        .call_game()
        .or_else(|| shared.host().pinned().map(str::to_string))
        .or_else(|| shared.store.current())
}

/// The game as it is now, held with its version.
pub(super) fn held(shared: &Call<'_>) -> Result<game::Held, Reply> {
    let Some(id) = game_id(shared) else {
        return Err(said(StatusCode::CONFLICT, tr!("scorer-no-game")));
    };
    game::hold(&shared.store, &id).map_err(|e| failed(shared, &e))
}

/// The state the page shows, of the game as it is now (or why there is none), with the
/// draft `typist` (the phone asking) kept.
pub(super) fn state_now(shared: &Call<'_>, words: &LineWords, typist: Option<&str>) -> Value {
    let Some(id) = game_id(shared) else {
        return state::no_game(&shared.store, &tr!("scorer-no-game"));
    };
    match game::hold(&shared.store, &id) {
        Ok(h) => {
            let version = h.version();
            let mut state = state::of_game(
                &shared.store,
                &h.id,
                &h.log,
                &h.report,
                &version,
                words,
                typist,
            );
            if let Some(t) = tournament_part(shared, &version) {
                state["tournament"] = t;
            }
            state
        }
        Err(e) => state::no_game(
            &shared.store,
            &scrub(
                shared,
                &render::errors::say(&e, render::errors::Surface::Page),
            ),
        ),
    }
}

/// A phone's typist name (`?typist=...` on `/api/state`; `typist` in a call's body):
/// a plain name made by the page once (letters, digits, `-`, `_`; at most 64), never the
/// terminal's. `None` when not given.
fn typist_of(given: &str) -> Result<Option<String>, Reply> {
    let given = given.trim();
    if given.is_empty() {
        return Ok(None);
    }
    if crate::store::check_id(given).is_err() || given == game::TERMINAL {
        return Err(said(StatusCode::BAD_REQUEST, tr!("scorer-bad-typist")));
    }
    Ok(Some(given.to_string()))
}

fn typist_of_query(query: &str) -> Result<Option<String>, Reply> {
    let given = query
        .split('&')
        .find_map(|pair| pair.strip_prefix("typist="))
        .unwrap_or("");
    typist_of(given)
}

/// A hand's typing id as the page made it (plain, as a typist's name); required to save.
fn hand_id_of(given: &str) -> Result<String, Reply> {
    let given = given.trim();
    if crate::store::check_id(given).is_err() {
        return Err(said(StatusCode::BAD_REQUEST, tr!("scorer-bad-hand-id")));
    }
    Ok(given.to_string())
}

/// The typist a page's draft is kept under: its own, or `phone` for a page that names none.
fn typist_or_phone(typist: Option<String>) -> String {
    typist.unwrap_or_else(|| "phone".to_string())
}

/// A refusal or a failure, said in the table's words, never naming a path of this
/// machine: the machine's own failure (a file that cannot be read or written) is 500,
/// another canasta holding the lock 503 (the page tries again), anything else the
/// call's (422: a hand, a name, a variant, a line that is not there).
pub(super) fn failed(shared: &Call<'_>, e: &game::Error) -> Reply {
    // Another canasta holds the data folder's lock for longer than a page waits: the
    // server's state, not the input's; the page keeps the hand and tries again.
    if e.gave_up() {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            json!({ "message": tr!("scorer-busy"), "retry": true }),
        );
    }
    // A confirmed, closed or signed table's game: the director's (with a reason typed
    // on the desk's page), or nobody's; a table's phone is told it is no longer its own.
    let text = scrub(shared, &render::errors::say(e, surface(shared)));
    let status = match e.exit() {
        _ if e.is_locked() => StatusCode::CONFLICT,
        Exit::Environment | Exit::Fault => StatusCode::INTERNAL_SERVER_ERROR,
        _ if e.is_machine() => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    };
    said(status, text)
}

/// Where the call's words are read: the director's desk on a table's game, a tournament
/// table's phone, or the scorer's page.
fn surface(shared: &Call<'_>) -> render::errors::Surface {
    if shared.director_table().is_some() {
        render::errors::Surface::Desk
    } else if shared.call_table().is_some() {
        render::errors::Surface::Phone
    } else {
        render::errors::Surface::Page
    }
}

/// `text` with the data folder's path (and the user's presets folder) said as words: a
/// phone learns no path of this machine.
fn scrub(shared: &Call<'_>, text: &str) -> String {
    render::errors::hide(text, &shared.store.private_folders())
}

/// The lines typed for the next hand.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Lines {
    #[serde(default)]
    version: String,
    /// The player who played alone (three-handed); empty: nobody.
    #[serde(default)]
    lone: String,
    lines: Vec<String>,
    #[serde(default)]
    note: String,
    /// The hand the lines are for (a draft for another hand is not kept); 0: not said.
    #[serde(default)]
    number: usize,
    /// The phone typing them (its drafts are its own).
    #[serde(default)]
    typist: String,
    /// The typing id the page gave the hand when its typing began: a save with an id
    /// already in the game is that hand saved already.
    #[serde(default)]
    hand_id: String,
}

/// The lone player named, if any: one of the game's units.
fn lone_of(held: &game::Held, lone: &str) -> Result<Option<String>, Reply> {
    if lone.trim().is_empty() {
        return Ok(None);
    }
    held.log
        .units()
        .into_iter()
        .find(|u| u == lone)
        .map(Some)
        .ok_or_else(|| said(StatusCode::BAD_REQUEST, tr!("scorer-bad-lone")))
}

/// Each line's problem (none where it reads and the hand so far keeps the rules), and the
/// hand when every line reads.
fn verdicts(
    held: &game::Held,
    words: &LineWords,
    b: &Lines,
) -> Result<(Vec<Option<String>>, Option<Hand>), Reply> {
    let rules = held
        .log
        .rules()
        .map_err(|e| said(StatusCode::UNPROCESSABLE_ENTITY, e.said()))?;
    let units = held.log.units();
    let base = Hand {
        lone: lone_of(held, &b.lone)?,
        note: Some(b.note.trim().to_string()).filter(|n| !n.is_empty()),
        ..Hand::default()
    };
    let asked = game::lines_asked(rules, &units, base.lone.as_deref());
    if b.lines.len() > asked.len() {
        return Err(said(StatusCode::BAD_REQUEST, tr!("scorer-bad-lines")));
    }
    let verdicts = game::check_lines(rules, words, &units, &base, &asked, &b.lines);
    let mut answers = Vec::new();
    let mut problems = Vec::new();
    let mut whole = b.lines.len() == asked.len();
    for (v, text) in verdicts.into_iter().zip(&b.lines) {
        match v {
            LineVerdict::Empty => {
                whole = false;
                problems.push(None);
                answers.push(None);
            }
            LineVerdict::Read(r) => {
                problems.push(None);
                answers.push(Some(*r));
            }
            LineVerdict::Unreadable(e) => {
                whole = false;
                problems.push(Some(render::line_error_text(text.trim(), &e)));
                answers.push(None);
            }
            LineVerdict::Breaks(e) => {
                whole = false;
                // A fault of the hand said under the line that made it, not again under
                // each line after it.
                let said = e.said();
                let again = problems.iter().flatten().any(|p: &String| *p == said);
                problems.push((!again).then_some(said));
                answers.push(None);
            }
        }
    }
    let hand = whole.then(|| game::hand_of(&base, &units, &asked, &answers));
    Ok((problems, hand))
}

/// `/api/check`: each line checked by the referee as typed; with every line read, the
/// hand's breakdown as it would be saved, and the referee's question about it
/// (`question`: the partner's cards in hand, as table mode asks it; null: none).
fn check(shared: &Call<'_>, words: &LineWords, b: Lines) -> Result<Reply, Reply> {
    let held = held(shared)?;
    let (problems, hand) = verdicts(&held, words, &b)?;
    let mut breakdown = None;
    let mut problem = None;
    let mut question = None;
    if let Some(hand) = hand {
        match preview(&held, &hand) {
            Ok(text) => {
                breakdown = Some(text);
                // The referee's questions about a hand it takes (the partner's cards in
                // hand, melded points below the minimum), as table mode asks them before
                // "Save it?", in the page's words (the line is mended on the page).
                let asked: Vec<String> = game::slips(&held.log, &hand)
                    .iter()
                    .map(render::slip_on_page)
                    .collect();
                question = (!asked.is_empty()).then(|| asked.join("\n"));
            }
            Err(e) => problem = Some(e),
        }
    }
    Ok((
        StatusCode::OK,
        json!({ "problems": problems, "breakdown": breakdown, "problem": problem, "question": question, "version": held.version() }),
    ))
}

/// The breakdown of `hand` as the next hand of the game, or why it cannot be that hand.
fn preview(held: &game::Held, hand: &Hand) -> Result<String, String> {
    let (_, report) = game::preview(&held.log, hand, None).map_err(|e| e.said())?;
    // As the board shows a hand: a table of each side's lines (a phone's width wraps it;
    // a terminal's table in a box would scroll sideways with long names).
    Ok(report
        .hands
        .last()
        .map(|h| {
            format!(
                "<table>{}</table>",
                crate::phone::page::hand_rows(&report, h)
            )
        })
        .unwrap_or_default())
}

/// `/api/draft`: the lines typed so far kept as the game's draft (a reload, another phone
/// or table mode finds them).
fn draft(shared: &Call<'_>, words: &LineWords, b: Lines) -> Result<Reply, Reply> {
    let held = held(shared)?;
    let lone = lone_of(&held, &b.lone)?;
    // A draft sent for a hand already saved (it was on its way when the save was made) is
    // not kept: it would come back as the next hand's lines.
    if held.report.finished || (b.number != 0 && b.number != held.report.hands.len() + 1) {
        return Ok((StatusCode::OK, json!({ "kept": false })));
    }
    let typist = typist_or_phone(typist_of(&b.typist)?);
    let hand_id = Some(b.hand_id.trim())
        .filter(|h| !h.is_empty())
        .map(hand_id_of)
        .transpose()?;
    // The typing already saved (its draft was on its way): nothing to keep.
    if hand_id
        .as_deref()
        .is_some_and(|h| game::typed_hand(&held.log, h).is_some())
    {
        return Ok((StatusCode::OK, json!({ "kept": false })));
    }
    game::keep_typed(
        &shared.store,
        &held.id,
        &typist,
        hand_id,
        &held.log,
        &held.report,
        lone,
        &b.lines,
        words,
    )
    .map_err(|e| failed(shared, &e))?;
    Ok((StatusCode::OK, json!({ "kept": true })))
}

/// A change made through the one write path at the version the page saw: 200 with the
/// game as it is now, 409 (with the game as it is now) when it changed meanwhile.
fn change(
    shared: &Call<'_>,
    words: &LineWords,
    version: &str,
    done: &dyn Fn(&crate::core::ledger::Report) -> String,
    make: &mut dyn FnMut(&crate::core::ledger::GameLog) -> game::Result<HandChange>,
) -> Result<Reply, Reply> {
    let Some(id) = game_id(shared) else {
        return Err(said(StatusCode::CONFLICT, tr!("scorer-no-game")));
    };
    match game::change_game_at(&shared.store, &id, version, make) {
        Ok(Saved::Done { report, .. }) => {
            // Every board follows at once (not at the next look at the file).
            shared.host().saved();
            let message = done(&report);
            let mut state = state_now(shared, words, None);
            state["message"] = json!(message);
            Ok((StatusCode::OK, state))
        }
        Ok(Saved::ChangedElsewhere) => {
            let mut state = state_now(shared, words, None);
            state["message"] = json!(tr!("scorer-changed-elsewhere"));
            state["changed"] = json!(true);
            Err((StatusCode::CONFLICT, state))
        }
        // Only an append carries a typing id; a change of a saved hand never finds one.
        Ok(Saved::Already { .. }) => {
            let mut state = state_now(shared, words, None);
            state["message"] = json!(tr!("scorer-changed-elsewhere"));
            Err((StatusCode::CONFLICT, state))
        }
        Err(e) => Err(failed(shared, &e)),
    }
}

/// `/api/save`: the typed hand saved as the next hand, if the game is still as the page
/// saw it. The answer comes once the game is on disk. A save is made once: its typing id
/// already in the game (the answer to an earlier try was lost, or the page sent it twice)
/// is answered "already saved" (200, `already`) with the game as it is, never a second
/// hand. A game changed meanwhile (another phone or the terminal saved a hand) is 409
/// with the game as it is now, the hand saved there (`theirs`: its number) and whether
/// it is the same hand as the page's (`same`): the page asks whether to drop its own or
/// save it as the next hand (the same request again, at the version it now has).
fn save(shared: &Call<'_>, words: &LineWords, b: Lines) -> Result<Reply, Reply> {
    let typist = typist_or_phone(typist_of(&b.typist)?);
    let hand_id = hand_id_of(&b.hand_id)?;
    let held = held(shared)?;
    if let Some(number) = game::typed_hand(&held.log, &hand_id) {
        return Ok(already_saved(shared, words, &held.id, &typist, number));
    }
    let (problems, hand) = verdicts(&held, words, &b)?;
    let Some(mut hand) = hand else {
        return Err((
            StatusCode::UNPROCESSABLE_ENTITY,
            json!({ "message": tr!("scorer-lines-wrong"), "problems": problems }),
        ));
    };
    hand.id = Some(hand_id);
    let mine = hand.clone();
    let saved = game::save_typed(
        &shared.store,
        &held.id,
        game::Saw::Version(&b.version),
        hand,
    )
    .map_err(|e| failed(shared, &e))?;
    match saved {
        Saved::Done { report, log, .. } => {
            // Every board follows at once (not at the next look at the file).
            shared.host().saved();
            game::drop_draft(&shared.store, &held.id, &typist);
            let mut state = state_now(shared, words, Some(&typist));
            state["message"] = json!(tr!(
                "scorer-saved",
                term = i18n::hand_term(report.terms),
                number = report.hands.len()
            ));
            state["breakdown"] = json!(last_breakdown(&report, log.hands.len()));
            Ok((StatusCode::OK, state))
        }
        Saved::Already { number, .. } => {
            Ok(already_saved(shared, words, &held.id, &typist, number))
        }
        Saved::ChangedElsewhere => {
            let mut state = state_now(shared, words, Some(&typist));
            let now = game::hold(&shared.store, &held.id).ok();
            let theirs = now.as_ref().and_then(|h| h.log.hands.last().cloned());
            state["message"] = json!(tr!("scorer-changed-elsewhere"));
            state["changed"] = json!(true);
            state["theirs"] = json!(now.as_ref().map(|h| h.log.hands.len()));
            state["same"] = json!(theirs.is_some_and(|t| game::same_hand(&t, &mine)));
            Err((StatusCode::CONFLICT, state))
        }
    }
}

/// The answer to a save whose typing is in the game already, as hand `number`: 200, the
/// game as it is, `already`, and that hand's breakdown; the typist's draft is forgotten.
fn already_saved(
    shared: &Call<'_>,
    words: &LineWords,
    id: &str,
    typist: &str,
    number: usize,
) -> Reply {
    game::drop_draft(&shared.store, id, typist);
    let mut state = state_now(shared, words, Some(typist));
    let held = game::hold(&shared.store, id).ok();
    let term = held
        .as_ref()
        .map_or("hand", |h| i18n::hand_term(h.report.terms));
    state["message"] = json!(tr!("scorer-already-saved", term = term, number = number));
    state["already"] = json!(number);
    state["breakdown"] = json!(
        held.as_ref()
            .map(|h| last_breakdown(&h.report, number))
            .unwrap_or_default()
    );
    (StatusCode::OK, state)
}

/// Hand `number`'s breakdown as the board shows it.
fn last_breakdown(report: &crate::core::ledger::Report, number: usize) -> String {
    number
        .checked_sub(1)
        .and_then(|i| report.hands.get(i))
        .map(|h| {
            format!(
                "<table>{}</table>",
                crate::phone::page::hand_rows(report, h)
            )
        })
        .unwrap_or_default()
}

/// A change to one line of a saved hand.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Edit {
    version: String,
    /// The hand's number (1 is the first).
    hand: usize,
    /// Which of its lines (0 is the first, in the order they are asked).
    line: usize,
    /// What changes (`-45`, `0r`), or `=` and the whole line.
    text: String,
}

/// `/api/edit`: one line of a saved hand changed (only what is typed, `=` first replaces
/// the line), every total after it worked out again.
fn edit(shared: &Call<'_>, words: &LineWords, b: Edit) -> Result<Reply, Reply> {
    let held = held(shared)?;
    let id = held.id.clone();
    let text = b.text.trim().to_string();
    // `=` alone would make the line empty: a slip, never taken as "nothing".
    if text.is_empty() || text == "=" {
        return Err(said(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!("scorer-fix-empty"),
        ));
    }
    // A line that does not read, or a hand that breaks the rules, is said under the line.
    let mut under_line: Option<String> = None;
    let reply = change(
        shared,
        words,
        &b.version,
        &|report| {
            tr!(
                "scorer-corrected",
                term = i18n::hand_term(report.terms),
                number = b.hand
            )
        },
        &mut |log| {
            let count = log.hands.len();
            if b.hand == 0 || b.hand > count {
                return Err(HandRefused::NoSuchHand {
                    id: id.clone(),
                    number: b.hand,
                    count,
                }
                .into());
            }
            let index = b.hand - 1;
            let rules = log.rules()?;
            let units = log.units();
            let hand = &log.hands[index];
            let asked = game::lines_asked(rules, &units, hand.lone.as_deref());
            // What the page sent is said under its line (the reply below), whatever
            // the game layer's refusal that stops the change.
            let Some(a) = asked.get(b.line) else {
                under_line = Some(tr!("scorer-bad-lines"));
                return Err(HandRefused::NothingToChange.into());
            };
            let old = hand
                .results
                .get(&a.unit)
                .map(|r| scope_part(r, a.scope))
                .unwrap_or_default();
            let r = crate::core::line::parse_change_in(rules, words, a.scope, &old, &text)
                .map_err(|e| {
                    under_line = Some(render::line_error_text(&text, &e));
                    game::Error::from(HandRefused::NothingToChange)
                })?;
            let next = game::with_line(hand, a, &old, &r);
            game::referee(rules, &units, &next).inspect_err(|e| under_line = Some(e.said()))?;
            Ok(HandChange::Replace { index, hand: next })
        },
    );
    match (reply, under_line) {
        (Err(_), Some(problem)) => Err((
            StatusCode::UNPROCESSABLE_ENTITY,
            json!({ "message": problem.clone(), "problem": problem }),
        )),
        (reply, _) => reply,
    }
}

/// Which hand to remove, at the version the page saw.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Remove {
    version: String,
    #[serde(default)]
    hand: usize,
}

/// `/api/undo` (the last hand) and `/api/drop` (hand `hand`): the hands after it move up,
/// every total after it worked out again.
fn remove(shared: &Call<'_>, words: &LineWords, b: Remove, last: bool) -> Result<Reply, Reply> {
    let held = held(shared)?;
    let id = held.id.clone();
    let number = std::cell::Cell::new(b.hand);
    change(
        shared,
        words,
        &b.version,
        &|report| {
            tr!(
                "scorer-removed",
                term = i18n::hand_term(report.terms),
                number = number.get()
            )
        },
        &mut |log| {
            let count = log.hands.len();
            if count == 0 {
                return Err(HandRefused::NoHandsYet { id: id.clone() }.into());
            }
            if last {
                number.set(count);
            }
            let number = number.get();
            if number == 0 || number > count {
                return Err(HandRefused::NoSuchHand {
                    id: id.clone(),
                    number,
                    count,
                }
                .into());
            }
            Ok(HandChange::Remove { index: number - 1 })
        },
    )
}

/// A rules question as the page asks it.
#[derive(Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct AskBody {
    kind: String,
    cards: String,
    top: String,
    going_out: bool,
    side: String,
    not_melded: bool,
    frozen: bool,
    canastas: Option<u32>,
    left: Option<u32>,
    concealed: bool,
    score: Option<i64>,
    /// "May we go out?": whether the side has taken its pot (where the form has one);
    /// not said: taken.
    pot_taken: Option<bool>,
}

/// `/api/ask`: a rules question under the game's rules (Classic with no game), answered by
/// the same adjudicator as `canasta check` and table mode; "may we go out?" takes
/// `pot_taken` (false: the pot not taken yet, as `check out --no-pot`).
fn ask(shared: &Call<'_>, b: AskBody) -> Result<Reply, Reply> {
    // A score past any game is refused, never rounded on its way to the words.
    if b.score.is_some_and(|n| n.abs() > game::MAX_SCORE) {
        return Err(said(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!("scorer-bad-score", most = game::MAX_SCORE),
        ));
    }
    // "May I take the pile?" is about its top card: asked for by name when missing.
    if b.kind == "pile" && b.top.trim().is_empty() {
        return Err(said(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!("scorer-ask-top-needed"),
        ));
    }
    let opened = game_id(shared).and_then(|id| game::open(&shared.store, Some(&id)).ok());
    let rules = match &opened {
        Some(o) => o
            .log
            .rules()
            .map_err(|e| said(StatusCode::UNPROCESSABLE_ENTITY, e.said()))?
            .clone(),
        None => shared
            .store
            .catalog()
            .resolve("classic")
            .map_err(|e| failed(shared, &e.into()))?,
    };
    let kind = match b.kind.as_str() {
        "meld" => game::AskKind::Meld,
        "pile" => game::AskKind::Pile,
        "out" => game::AskKind::Out,
        _ => game::AskKind::Minimum,
    };
    let n = b.score.unwrap_or(0);
    let asked = game::Asking {
        kind,
        cards: b.cards,
        top: Some(b.top),
        going_out: b.going_out,
        // A score typed is the minimum's; else the side chosen (the page offers the
        // game's first side), at its total now.
        whose: Some(match (b.score, b.side.trim()) {
            (Some(score), _) => game::Whose::Score(score),
            (None, "") => game::Whose::Score(0),
            (None, side) => game::Whose::Side(side.to_string()),
        }),
        side_melded: !b.not_melded,
        pile_frozen: b.frozen,
        out: game::OutAsked {
            canastas: Some(b.canastas.unwrap_or(0)),
            cards_left: b.left.unwrap_or(0),
            concealed: b.concealed,
            ..game::OutAsked::default()
        }
        .pot_taken(b.pot_taken),
        at: Some(if rules.minimum_by_hand() {
            game::At::Hand(usize::try_from(n).unwrap_or(0))
        } else {
            game::At::Score(n)
        }),
        ..game::Asking::default()
    };
    let question = game::question(&rules, asked).map_err(|e| failed(shared, &e))?;
    let game = opened.as_ref().map(|o| (o.id.as_str(), &o.report));
    let answer = game::ask(&rules, game, question).map_err(|e| failed(shared, &e))?;
    Ok((
        StatusCode::OK,
        json!({ "answer": render::answer(&answer), "yes": answer.yes() }),
    ))
}

/// `/api/key`: a new scorer's key; the old one (a lost phone's) gives no access from now
/// on. The new address and its QR code are shown on this page for the next phone.
fn change_key(shared: &Call<'_>) -> Result<Reply, Reply> {
    let Some(made) = shared.host().new_key() else {
        return Err(said(StatusCode::NOT_FOUND, tr!("board-not-here")));
    };
    let made = made.map_err(|e| said(StatusCode::INTERNAL_SERVER_ERROR, e))?;
    let key = made
        .address
        .rsplit_once("#k=")
        .map_or("", |(_, k)| k)
        .to_string();
    Ok((
        StatusCode::OK,
        json!({
            "key": key,
            "address": made.address,
            "qr": made.qr,
            "message": tr!("scorer-key-changed"),
        }),
    ))
}
