//! What the scorer's page shows: the page itself (its words, no game), and the game as
//! the page asks for it (`/api/state`): the board's part, the next hand's heading and
//! lines, the words a line takes (for the buttons and the step-by-step questions), the
//! hands that can be corrected, the draft, the variants, the match, and the version of
//! the game the page saw.

use serde::Serialize;

use crate::core::hand::Hand;
use crate::core::ledger::{GameLog, Report};
use crate::core::line::{LineWords, Scope};
use crate::core::rules::{Rules, Seating};
use crate::game;
use crate::render::chart::escape;
use crate::render::{self, i18n};
use crate::store::Store;
use crate::tr;

/// The new game's choice of a match: one game, first to 2 or 3 games won, or 2 to 4
/// games (victory points decide where the rules give them); the values `/api/new` takes.
fn match_choice() -> String {
    let mut options = format!(
        "<option value=\"\">{}</option>",
        escape(&tr!("scorer-new-match-one"))
    );
    for n in [2, 3] {
        let label = tr!("scorer-new-match-first", games = n);
        options.push_str(&format!(
            "<option value=\"first:{n}\">{}</option>",
            escape(&label)
        ));
    }
    for n in [2, 3, 4] {
        let label = tr!("scorer-new-match-games", games = n);
        options.push_str(&format!(
            "<option value=\"games:{n}\">{}</option>",
            escape(&label)
        ));
    }
    format!(
        "<p><label>{} <select id=\"new-match\">{options}</select></label></p>",
        escape(&tr!("scorer-new-match"))
    )
}

/// The page, in the current language: its words are here, the game comes from the calls.
pub fn shell() -> String {
    let lang = i18n::language().tag();
    let t = |id: &str| escape(&i18n::text(id, None));
    let data = data_attributes();
    let digits = keypad_digits();
    format!(
        r#"<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="/score.css">
{head}
</head>
<body{data}>
<main>
<h1 id="title">{title}</h1>
<div id="msg-place"><p id="msg" role="status" aria-live="polite" tabindex="0"></p></div>
<p id="alert" role="alert" class="sr-only"></p>
<section id="entry" hidden>
<h2 id="heading" tabindex="0"></h2>
<p id="lone" hidden><label>{who_alone} <select id="lone-select"></select></label></p>
<div id="lines"></div>
<div id="pad"><div id="words"></div><details id="legend-box" open><summary>{legend}</summary><p id="legend" tabindex="0"></p></details><div id="digits">{digits}<button type="button" class="key" data-put="back" aria-label="{back}">⌫</button><button type="button" class="key" data-put="next">{next}</button></div></div>
<div id="breakdown"></div>
<p id="asks" aria-live="polite"></p>
<button type="button" id="save" class="main" disabled>{save}</button>
</section>
<section id="director" hidden>
<h2 id="director-at"></h2>
<p><label>{desk_why} <input id="why" autocomplete="off" maxlength="300"></label></p>
<p><a href="/desk">{desk_back}</a></p>
</section>
<section id="conflict" role="alertdialog" aria-labelledby="conflict-why" hidden>
<p id="conflict-why"></p>
<h3 id="theirs-title"></h3><ul id="theirs"></ul>
<h3>{mine}</h3><ul id="mine"></ul>
<p class="choices"><button type="button" id="save-mine"></button><button type="button" id="drop-mine">{drop_mine}</button><button type="button" id="keep-mine">{keep_mine}</button></p>
</section>
<section id="over" hidden><button type="button" id="next-game" class="main">{next_game}</button></section>
<details id="share" hidden><summary>{share}</summary>
<p class="choices"><button type="button" id="share-text">{share_text}</button> <button type="button" id="share-picture">{share_picture}</button></p>
<p class="choices"><button type="button" id="share-copy">{share_copy}</button> <button type="button" id="share-download">{share_download}</button></p>
<p id="share-said" role="status" aria-live="polite"></p>
</details>
<section id="confirm" hidden><p id="confirm-said" role="status"></p><button type="button" id="confirm-go" class="main"></button></section>
<details id="sheet-box" open><summary>{sheet}</summary><section id="sheet"></section></details>
<details id="fix"><summary>{fix}</summary>
<p><label><span id="fix-hand-word">{hand}</span> <select id="fix-hand"></select></label> <label>{line} <select id="fix-line"></select></label></p>
<p id="fix-now"></p>
<p class="hint">{fix_hint}</p>
<input id="fix-text" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="-45">
<p class="problem" id="fix-problem"></p>
<p id="fix-said" role="status" aria-live="polite"></p>
<p><button type="button" id="fix-apply">{change}</button> <button type="button" id="fix-drop">{drop}</button></p>
<p><button type="button" id="undo">{undo}</button></p>
</details>
<details id="ask"><summary>{ask}</summary>
<p><label>{ask_kind} <select id="ask-kind"><option value="meld">{ask_meld}</option><option value="pile">{ask_pile}</option><option value="out">{ask_out}</option><option value="min">{ask_min}</option></select></label></p>
<p class="for-meld for-pile"><label>{cards} <input id="ask-cards" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="KKK QQ2"></label></p>
<p class="for-meld for-pile by-minimum"><label>{top} <input id="ask-top" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="K"></label></p>
<p class="for-meld"><label><input type="checkbox" id="ask-going-out"> {going_out}</label></p>
<p class="for-meld by-minimum"><label>{side} <select id="ask-side"></select></label></p>
<p class="for-pile"><label><input type="checkbox" id="ask-not-melded"> {not_melded}</label> <label><input type="checkbox" id="ask-frozen"> {frozen}</label></p>
<p class="for-out"><label><span id="ask-canastas-word">{canastas}</span> <input id="ask-canastas" type="number" inputmode="numeric" min="0"></label> <label>{left} <input id="ask-left" type="number" inputmode="numeric" min="0"></label> <label><input type="checkbox" id="ask-concealed"> {concealed}</label> <label id="ask-pot-label" hidden><input type="checkbox" id="ask-pot" checked> <span id="ask-pot-word">{pot_taken}</span></label></p>
<p class="for-meld for-min by-minimum"><label>{score} <input id="ask-score" type="number" inputmode="numeric"></label></p>
<p><button type="button" id="ask-go">{ask_go}</button></p>
<pre id="answer"></pre>
</details>
<details id="new"><summary>{new}</summary>
<p><label>{variant} <select id="new-variant"></select></label></p>
<p><label>{sides} <input id="new-sides" autocomplete="off" placeholder="{sides_hint}"></label></p>
<p><label>{players} <input id="new-players" autocomplete="off" placeholder="{players_hint}"></label></p>
<p><label>{dealer} <input id="new-dealer" autocomplete="off" placeholder="{dealer_hint}"></label></p>
{match_choice}
<p><button type="button" id="new-go">{start}</button></p>
</details>
<details id="key"><summary>{key}</summary>
<p>{key_why}</p>
<p><button type="button" id="key-go">{key_go}</button></p>
<div id="key-new"></div>
</details>
{look}
</main>
<script src="/score.js"></script>
</body></html>
"#,
        title = escape(&tr!("scorer-title", canasta_term = "canasta")),
        who_alone = t("scorer-who-alone"),
        back = t("scorer-key-back"),
        next = t("scorer-key-next"),
        save = escape(&tr!("scorer-save", term = "hand")),
        fix = escape(&tr!("scorer-fix", term = "hand")),
        hand = escape(&tr!("scorer-fix-hand", term = "hand")),
        line = t("scorer-fix-line"),
        fix_hint = t("scorer-fix-hint"),
        change = t("scorer-fix-apply"),
        drop = escape(&tr!("scorer-fix-drop", term = "hand")),
        undo = escape(&tr!("scorer-undo", term = "hand")),
        ask = t("scorer-ask"),
        ask_meld = t("scorer-ask-meld"),
        ask_pile = t("scorer-ask-pile"),
        ask_out = t("scorer-ask-out"),
        ask_min = t("scorer-ask-min"),
        cards = t("scorer-ask-cards"),
        top = t("scorer-ask-top"),
        going_out = t("scorer-ask-going-out"),
        side = t("scorer-ask-side"),
        not_melded = t("scorer-ask-not-melded"),
        frozen = t("scorer-ask-frozen"),
        canastas = t("scorer-ask-canastas"),
        left = t("scorer-ask-left"),
        concealed = t("scorer-ask-concealed"),
        pot_taken = escape(&tr!("scorer-ask-pot-taken", pot_term = "pot")),
        score = t("scorer-ask-score"),
        ask_go = t("scorer-ask-go"),
        ask_kind = t("scorer-ask-kind"),
        new = t("scorer-new"),
        variant = t("scorer-new-variant"),
        sides = t("scorer-new-sides"),
        sides_hint = t("scorer-new-sides-hint"),
        players = t("scorer-new-players"),
        players_hint = t("scorer-new-players-hint"),
        dealer = t("scorer-new-dealer"),
        dealer_hint = t("scorer-new-dealer-hint"),
        match_choice = match_choice(),
        start = t("scorer-new-go"),
        next_game = t("scorer-next-game"),
        key = t("scorer-key"),
        key_why = t("scorer-key-why"),
        key_go = t("scorer-key-go"),
        mine = t("scorer-mine"),
        drop_mine = t("scorer-drop-mine"),
        keep_mine = t("scorer-keep-mine"),
        desk_back = t("scorer-desk-back"),
        legend = t("scorer-legend"),
        sheet = t("scorer-sheet"),
        share = t("scorer-share"),
        share_text = t("scorer-share-text"),
        share_picture = t("scorer-share-picture"),
        share_copy = t("scorer-share-copy"),
        share_download = t("scorer-share-download"),
        desk_why = t("scorer-desk-why"),
        head = crate::phone::app::head(true),
        look = crate::phone::app::theme_switch(),
    )
}

/// The words the page's script says, as `data-` attributes of its body (escaped).
fn data_attributes() -> String {
    let t = |id: &str| escape(&i18n::text(id, None));
    let fixed = [
        ("offline", "scorer-offline"),
        ("no-key", "scorer-no-key-here"),
        ("confirm-key", "scorer-confirm-key"),
        ("kept", "scorer-kept-here"),
        ("changed", "scorer-changed-while-typing"),
        ("checking", "scorer-checking"),
        ("none-out", "scorer-step-not-out"),
        ("melded", "scorer-step-melded"),
        ("in-hand", "scorer-step-in-hand"),
        ("put-line", "scorer-step-put"),
        ("nobody", "scorer-nobody"),
        ("conflict-same", "scorer-conflict-same"),
        ("conflict-other", "scorer-conflict-other"),
        ("dropped", "scorer-dropped"),
        ("confirm-table", "scorer-confirm-table"),
        ("confirm-opponent", "scorer-confirm-opponent"),
        ("confirmed-both", "scorer-confirmed-both"),
        ("night-signed", "scorer-night-signed"),
        ("went-out", "scorer-step-went-out"),
        ("shared", "scorer-shared"),
        ("copied", "scorer-copied"),
        ("downloaded", "scorer-downloaded"),
        ("share-failed", "scorer-share-failed"),
        ("keys-not-put", "scorer-keys-not-put"),
    ]
    .iter()
    .map(|(name, id)| format!(" data-{name}=\"{}\"", t(id)))
    .collect::<String>();
    // Words with a hand's number in them, in each word for a hand (a Burraco's is a
    // deal: *smazzata*): the page puts the number where `{number}` is.
    let numbered = ["hand", "round", "deal"]
        .iter()
        .flat_map(|term| {
            [
                (
                    "not-sent",
                    tr!("scorer-not-sent", term = *term, number = "{number}"),
                ),
                (
                    "theirs",
                    tr!("scorer-theirs", term = *term, number = "{number}"),
                ),
                (
                    "save-mine",
                    tr!("scorer-save-mine", term = *term, number = "{number}"),
                ),
                (
                    "save-mine-sure",
                    tr!("scorer-save-mine-sure", term = *term, number = "{number}"),
                ),
                (
                    "saving",
                    tr!("scorer-saving", term = *term, number = "{number}"),
                ),
                (
                    "same-kept",
                    tr!("scorer-same-kept", term = *term, number = "{number}"),
                ),
            ]
            .map(|(name, text)| format!(" data-{name}-{term}=\"{}\"", escape(&text)))
        })
        .collect::<String>();
    // The page's own labels in each word for a hand (a Burraco's deal: *Salva la
    // smazzata*): the page shows the game's once it knows the game.
    let termed = ["hand", "round", "deal"]
        .iter()
        .flat_map(|term| {
            [
                ("save", tr!("scorer-save", term = *term)),
                ("fix", tr!("scorer-fix", term = *term)),
                ("fix-hand", tr!("scorer-fix-hand", term = *term)),
                ("fix-drop", tr!("scorer-fix-drop", term = *term)),
                ("undo", tr!("scorer-undo", term = *term)),
                ("confirm-undo", tr!("scorer-confirm-undo", term = *term)),
                ("confirm-drop", tr!("scorer-confirm-drop", term = *term)),
            ]
            .map(|(name, text)| format!(" data-{name}-{term}=\"{}\"", escape(&text)))
        })
        .collect::<String>();
    // The page's title, and the rules question's word for canastas, in the family's
    // words (a Burraco game's title is not "Canasta", its canastas are burracos).
    let titles = ["canasta", "burraco", "canastra", "book"]
        .iter()
        .map(|term| {
            format!(
                " data-title-{term}=\"{}\" data-ask-canastas-{term}=\"{}\"",
                escape(&tr!("scorer-title", canasta_term = *term)),
                escape(&tr!("scorer-ask-canastas", canasta_term = *term))
            )
        })
        .collect::<String>()
        + &format!(
            " data-ask-meld-legal=\"{}\"",
            escape(&tr!("scorer-ask-meld-legal"))
        )
        // The pot's word (a Brazilian game's morto).
        + &["pot", "pozzetto", "morto"]
            .iter()
            .map(|term| {
                format!(
                    " data-ask-pot-{term}=\"{}\"",
                    escape(&tr!("scorer-ask-pot-taken", pot_term = *term))
                )
            })
            .collect::<String>();
    // The step-by-step button of a line, named with the line's label.
    let steps_for = format!(
        " data-steps-for=\"{}\"",
        escape(&tr!("scorer-steps-for", line = "{line}"))
    );
    // The director's heading on a table's game: the page puts the table and round in.
    let director_at = format!(
        " data-director-at=\"{}\"",
        escape(&tr!("scorer-desk-at", table = "{table}", round = "{round}"))
    );
    fixed + &numbered + &termed + &titles + &director_at + &steps_for
}

/// The keypad's digits, minus and space (shown as ␣).
fn keypad_digits() -> String {
    ["1", "2", "3", "4", "5", "6", "7", "8", "9", "-", "0", " "]
        .iter()
        .map(|d| {
            // The space key is named in the page's language, its sign hidden from a
            // screen reader.
            if *d == " " {
                format!(
                    "<button type=\"button\" class=\"key\" data-put=\" \" aria-label=\"{}\">␣</button>",
                    escape(&i18n::text("scorer-key-space", None))
                )
            } else {
                format!("<button type=\"button\" class=\"key\" data-put=\"{d}\">{d}</button>")
            }
        })
        .collect()
}

/// One line of the next hand as the page shows it.
#[derive(Serialize)]
struct LineOut {
    label: String,
    /// What the line may say, for its buttons and its step-by-step questions.
    steps: Steps,
}

/// The words a line takes, each as (shortest form, name), in the page's language.
#[derive(Serialize, Default)]
struct Steps {
    counted: Vec<(String, String)>,
    out: Vec<(String, String)>,
    penalties: Vec<(String, String)>,
    melded: bool,
    in_hand: bool,
}

/// The lines of a hand with a lone player `lone` (`""`: nobody alone, or not three-handed).
#[derive(Serialize)]
struct LinesFor {
    lone: String,
    label: String,
    lines: Vec<LineOut>,
}

#[derive(Serialize)]
struct HandOut {
    number: usize,
    lines: Vec<(String, String)>,
}

#[derive(Serialize)]
struct DraftOut {
    number: usize,
    /// The typing id the hand was given when its typing began (kept by a reload).
    id: String,
    lone: String,
    lines: Vec<String>,
}

/// What a line of `scope` may say: each word the variant has is tried on such a line.
fn steps(rules: &Rules, words: &LineWords, scope: Scope) -> Steps {
    let known = crate::core::line::known_words_in(rules, words);
    let takes =
        |text: &str| crate::core::line::parse_side_line_in(rules, words, scope, text).is_ok();
    // Each word as (its code, its name in the language): the name from the preset's key,
    // as the variant's family says it (a Burraco's kinds agree with *burraco*: Italian
    // "puliti", not the feminine of Hand and Foot's *canaste*).
    let named = |(code, key): (String, String), plural: bool| {
        (code, i18n::kind_word(&key, rules.terms, plural))
    };
    Steps {
        counted: known
            .counted
            .into_iter()
            .filter(|(code, _)| takes(&format!("1{code}")))
            .map(|w| named(w, true))
            .collect(),
        out: known
            .out
            .into_iter()
            .filter(|(code, _)| takes(code))
            .map(|w| named(w, false))
            .collect(),
        penalties: known
            .penalties
            .into_iter()
            .filter(|(code, _)| takes(&format!("1{code}")))
            .map(|w| named(w, false))
            .collect(),
        melded: takes("90"),
        in_hand: takes("-35"),
    }
}

/// The lines of a hand for every choice of lone player.
fn lines_for(rules: &Rules, words: &LineWords, units: &[String]) -> Vec<LinesFor> {
    let mut choices: Vec<Option<String>> = vec![None];
    if let Seating::LoneAgainstPartnership { .. } = rules.seating {
        choices = units.iter().cloned().map(Some).collect();
        choices.push(None);
    }
    choices
        .into_iter()
        .map(|lone| {
            let asked = game::lines_asked(rules, units, lone.as_deref());
            LinesFor {
                label: match &lone {
                    Some(l) => tr!("table-played-alone", player = l.clone()),
                    None => tr!("table-nobody-alone"),
                },
                lines: asked
                    .iter()
                    .map(|a| LineOut {
                        label: render::words::line_label(a, units, lone.as_deref()),
                        steps: steps(rules, words, a.scope),
                    })
                    .collect(),
                lone: lone.unwrap_or_default(),
            }
        })
        .collect()
}

/// A saved hand's lines as a line would be typed, each with its label.
pub fn hand_lines(
    rules: &Rules,
    words: &LineWords,
    units: &[String],
    hand: &Hand,
) -> Vec<(String, String)> {
    game::lines_asked(rules, units, hand.lone.as_deref())
        .iter()
        .map(|a| {
            let part = hand
                .results
                .get(&a.unit)
                .map(|r| crate::core::line::scope_part(r, a.scope))
                .unwrap_or_default();
            let text = crate::core::line::side_line_text_in(rules, words, a.scope, &part);
            (
                render::words::line_label(a, units, hand.lone.as_deref()),
                if text.is_empty() {
                    "0".to_string()
                } else {
                    text
                },
            )
        })
        .collect()
}

/// The heading of the next hand: its number, who deals, each side's minimum.
fn heading(report: &Report) -> String {
    tr!(
        "scorer-heading",
        term = i18n::hand_term(report.terms),
        number = report.hands.len() + 1,
        dealer = report.next_dealer.clone(),
        minimums = crate::render::minimums_text(&report.next_minimum),
        has_minimum = crate::render::has_minimum(&report.next_minimum)
    )
}

/// The game as the page shows it, with the version it was read at.
pub fn of_game(
    store: &Store,
    id: &str,
    log: &GameLog,
    report: &Report,
    version: &str,
    words: &LineWords,
    typist: Option<&str>,
) -> serde_json::Value {
    let units = log.units();
    let Ok(rules) = log.rules() else {
        return serde_json::json!({ "game": id });
    };
    let chart = crate::render::chart::svg(report);
    let match_standing = game::standing_of(store, id);
    let part = crate::phone::page::part(id, log, report, &chart, match_standing.as_ref());
    // The phone's own draft only: another phone's, or the terminal's, is theirs.
    let draft = typist
        .and_then(|t| game::web_draft(store, id, t, report))
        .map(|d| DraftOut {
            number: d.number,
            id: d.id.clone().unwrap_or_default(),
            lone: d.typed.lone.clone().unwrap_or_default(),
            // A draft table mode kept has no lines as typed: its answered lines, written back.
            lines: if d.lines.is_empty() {
                hand_lines(rules, words, &units, &d.typed)
                    .into_iter()
                    .take(d.answered)
                    .map(|(_, line)| line)
                    .collect()
            } else {
                d.lines.clone()
            },
        });
    let standing = store.match_of(id).map(|m| m.name);
    let share = {
        let (title, text) = render::share_text(id, log, report);
        serde_json::json!({ "title": title, "text": text, "file": format!("canasta-{id}.png") })
    };
    let match_next = report.finished && match_standing.is_some_and(|s| s.winner.is_none());
    serde_json::json!({
        "game": id,
        "version": version,
        "variant": log.variant,
        // The variant's word for a hand (`hand`, Hand and Foot's `round`), for the page's
        // own messages that name one.
        "term": i18n::hand_term(report.terms),
        "canasta_term": i18n::canasta_term(report.terms),
        "pot_term": i18n::pot_term(report.terms),
        "part": part,
        "finished": report.finished,
        "over": render::game_over(report),
        // The sheet to share (the players' chat): a title and its text, in the language.
        "share": share,
        "number": report.hands.len() + 1,
        "heading": heading(report),
        "three_handed": matches!(rules.seating, Seating::LoneAgainstPartnership { .. }),
        // A form with a pot (Burraco's pozzetto): "may we go out?" asks whether it was taken.
        "pot": rules.pot.is_some(),
        // The rules questions that mean something here: no pile question where the pile
        // is never frozen, no minimum where any legal meld opens (the Burraco family).
        "asks": { "pile": !rules.pile.never_frozen, "minimum": rules.has_initial_meld_minimum() },
        "lines": lines_for(rules, words, &units),
        "hands": log.hands.iter().enumerate().map(|(i, h)| HandOut {
            number: i + 1,
            lines: hand_lines(rules, words, &units, h),
        }).collect::<Vec<_>>(),
        "sides": units,
        "draft": draft,
        "match": standing,
        "match_next": match_next,
        "variants": variants(store),
    })
}

/// No game to show: why, and what a new game can be.
pub fn no_game(store: &Store, why: &str) -> serde_json::Value {
    serde_json::json!({
        "game": null,
        "part": format!("<p class=\"damaged\">{}</p>", escape(why)),
        "variants": variants(store),
    })
}

/// The variants a new game can be, each with its one line.
fn variants(store: &Store) -> Vec<(String, String)> {
    store
        .catalog()
        .entries()
        .into_iter()
        .filter(|e| e.problem.is_none())
        .map(|e| {
            let said = match &e.file {
                None => render::preset_description_of(&e.name, &e.description),
                Some(_) => e.description.clone(),
            };
            (e.name, said)
        })
        .collect()
}
