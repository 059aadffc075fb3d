//! Issue 33, item 4: a phone at every table (`canasta serve --tournament NAME`). Each
//! table has its own key (kept in the data folder, so its QR code serves every round);
//! with it, the scorer's page scores that table's game of the round in play and nothing
//! else: not another table's game, not a new game, not the keys. Two phones of one
//! table racing: the second save is refused (409), nothing written twice. The board
//! shows where each pair sits and the standings to anyone, without a key.

use serde_json::{Value, json};

use crate::board::serve_tournament;
use crate::harness::Env;
use crate::scorer_api::call_with;

fn key(env: &Env, table: u32) -> String {
    std::fs::read_to_string(env.data().join(format!("table-key-{table}")))
        .expect("the table's key is kept")
        .trim()
        .to_string()
}

fn state(served: &crate::board::Served, key: &str) -> (u16, Value) {
    call_with(served, "GET", "/api/state", Some(key), &[], None)
}

fn post(served: &crate::board::Served, key: &str, path: &str, body: Value) -> (u16, Value) {
    call_with(
        served,
        "POST",
        path,
        Some(key),
        &[],
        Some(&body.to_string()),
    )
}

fn hands(env: &Env, game: &str) -> usize {
    let run = env.run(&["show", "--game", game, "--format", "json"]).ok();
    let v: Value = serde_json::from_str(&run.stdout).expect("json");
    v["hands"].as_array().map_or(0, Vec::len)
}

#[test]
fn each_tables_phone_scores_its_own_tables_game() {
    let env = Env::new();
    let file = env.file("pairs.txt", "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n");
    env.run(&[
        "tournament",
        "new",
        "sera",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 mitchell",
    ])
    .ok();
    let served = serve_tournament(&env, "127.0.0.1:0", "sera");
    let (one, two) = (key(&env, 1), key(&env, 2));
    assert_ne!(one, two);
    // Before a round is published a table has no game.
    let (status, answer) = state(&served, &one);
    assert_eq!(status, 409, "{answer}");
    env.run(&["tournament", "seat", "sera"]).ok();
    env.run(&["tournament", "publish", "sera"]).ok();
    // Round 1 (Mitchell of 4): table 1 is game 1, Ana-Bob v Ed-Flo; table 2 is game 2,
    // Cy-Di v Gus-Hal.
    let (status, at_one) = state(&served, &one);
    assert_eq!(status, 200, "{at_one}");
    assert!(at_one.to_string().contains("Ana-Bob"), "{at_one}");
    assert!(!at_one.to_string().contains("Cy-Di"), "{at_one}");
    let (_, at_two) = state(&served, &two);
    assert!(at_two.to_string().contains("Cy-Di"), "{at_two}");
    // A key of no table: refused.
    let (status, _) = state(&served, "0123456789abcdef");
    assert_eq!(status, 403);
    // Two phones of table 1, both from the same version: the first is saved, the second
    // refused with the game as it is now; table 2's game is untouched.
    let version = at_one["version"].as_str().expect("version").to_string();
    let deal = json!({ "version": version, "lines": ["out 1c 100", "100"], "hand_id": "phoneA" });
    let (first, answer) = post(&served, &one, "/api/save", deal);
    assert_eq!(first, 200, "{answer}");
    let again = json!({ "version": version, "lines": ["out 1c 100", "50"], "hand_id": "phoneB" });
    let (second, answer) = post(&served, &one, "/api/save", again);
    assert_eq!(second, 409, "{answer}");
    assert_eq!(hands(&env, "1"), 1);
    assert_eq!(hands(&env, "2"), 0);
    // The same save sent twice (an answer lost): kept once.
    let (resent, answer) = post(
        &served,
        &one,
        "/api/save",
        json!({ "version": version, "lines": ["out 1c 100", "100"], "hand_id": "phoneA" }),
    );
    assert_eq!(resent, 200, "{answer}");
    assert_eq!(hands(&env, "1"), 1);
    // The table's last two deals, then the confirmations (FIBUR's sheet signed by an
    // opponent): an opponent before the table is refused; the table, then an opponent.
    for deal in ["phoneC", "phoneD"] {
        let (_, now) = state(&served, &one);
        let v = now["version"].as_str().expect("version").to_string();
        let body = json!({ "version": v, "lines": ["out 1c 100", "100"], "hand_id": deal });
        assert_eq!(post(&served, &one, "/api/save", body).0, 200);
    }
    let (_, over) = state(&served, &one);
    assert_eq!(over["finished"], true, "{over}");
    assert_eq!(over["tournament"]["confirmed"], "none", "{over}");
    let v = over["version"].as_str().expect("version").to_string();
    let (status, answer) = post(
        &served,
        &one,
        "/api/confirm",
        json!({ "step": "opponent", "version": v }),
    );
    assert_eq!(status, 409, "{answer}");
    let (status, answer) = post(
        &served,
        &one,
        "/api/confirm",
        json!({ "step": "table", "version": v }),
    );
    assert_eq!(
        (status, &answer["tournament"]["confirmed"]),
        (200, &json!("table")),
        "{answer}"
    );
    let (status, answer) = post(
        &served,
        &one,
        "/api/confirm",
        json!({ "step": "opponent", "version": v }),
    );
    assert_eq!(
        (status, &answer["tournament"]["confirmed"]),
        (200, &json!("both")),
        "{answer}"
    );
    // Confirmed: the phone changes it no more; the director does, with a reason.
    let (status, answer) = post(&served, &one, "/api/undo", json!({ "version": v }));
    assert_ne!(status, 200, "{answer}");
    assert_eq!(hands(&env, "1"), 3);
    env.run(&["undo", "--game", "1"]).refused("--why");
    env.run(&["undo", "--game", "1", "--why", "deal 3 was table 2's"])
        .ok();
    assert_eq!(hands(&env, "1"), 2);
    // A table's phone starts no game and changes no key.
    let (status, _) = post(
        &served,
        &one,
        "/api/new",
        json!({ "variant": "classic", "sides": "", "players": "", "dealer": "" }),
    );
    assert_eq!(status, 409);
    let (status, _) = post(&served, &one, "/api/key", json!({}));
    assert_eq!(status, 403);
    // The board, without a key on the loopback: where each pair sits, and the standings.
    let (status, page) = crate::board::request(&served.address, "GET", "/");
    assert_eq!(status, 200);
    assert!(
        page.contains("Ana-Bob") && page.contains("Gus-Hal"),
        "{page}"
    );
    assert!(page.contains("standings after round"), "{page}");
}

/// The night in a real browser (headless Chromium, 360 x 780): the board shows where each
/// pair sits; table 1's phone (its QR code's address) types its 3 deals on the keyboard,
/// then the table confirms and an opponent confirms on the same phone. Skipped, saying
/// so, without Chromium.
#[test]
fn a_tables_phone_scores_and_confirms_in_a_browser() {
    use crate::browser::Browser;
    use std::time::Duration;
    let Some(browser) = Browser::start() else {
        return;
    };
    const WAIT: Duration = Duration::from_secs(10);
    let env = Env::new();
    let file = env.file("pairs.txt", "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n");
    env.run(&[
        "tournament",
        "new",
        "sera",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 mitchell",
    ])
    .ok();
    env.run(&["tournament", "seat", "sera"]).ok();
    env.run(&["tournament", "publish", "sera"]).ok();
    let served = serve_tournament(&env, "127.0.0.1:0", "sera");
    let board = browser.page(&served.address, 360, 780);
    assert!(board.wait_text("table.seating", "Ana-Bob", WAIT));
    assert!(board.text("table.standings").contains("Gus-Hal"));
    let base = served
        .scorer
        .split("/score")
        .next()
        .expect("base")
        .to_string();
    let phone = browser.page(&format!("{base}/score#k={}", key(&env, 1)), 360, 780);
    assert!(
        phone.wait_text("#heading", "Hand 1", WAIT),
        "{}",
        phone.text("body")
    );
    for n in 1..=3 {
        phone.tap("#line-0");
        phone.type_keys("out 1c 100\n");
        phone.type_keys("100\n");
        assert!(
            phone.wait_text("#msg", &format!("Hand {n} is saved."), WAIT),
            "{}",
            phone.text("#msg")
        );
    }
    // The board on the other page follows without a reload: table 1's game is over, so
    // the standings are after round 1 (pushed over /events, at most half a second late).
    assert!(board.wait_text("#board", "standings after round 1 of 2", WAIT));
    assert!(board.text("table.standings").contains("Ana-Bob"));
    assert!(phone.wait_for("!document.getElementById('confirm').hidden", WAIT));
    assert_eq!(phone.text("#confirm-go"), "Confirm this table's result");
    phone.tap("#confirm-go");
    assert!(phone.wait_text("#confirm-go", "An opponent confirms the result", WAIT));
    phone.tap("#confirm-go");
    assert!(phone.wait_text("#confirm-said", "only the director changes it", WAIT));
    let event = std::fs::read_to_string(env.data().join("tournaments/sera.yaml")).expect("event");
    assert!(event.contains("by_opponent:"), "{event}");
    assert_eq!(hands(&env, "1"), 3);
}

/// The director's desk (`/desk`, with the scorer's key, the director's): the round in
/// play table by table and the standings, and the round's steps one tap each; a table's
/// key is refused there. Then the same page in headless Chromium at 360 x 780.
#[test]
fn the_directors_desk_runs_the_rounds() {
    let env = Env::new();
    let file = env.file("pairs.txt", "Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n");
    env.run(&[
        "tournament",
        "new",
        "desk",
        "--variant",
        "burraco-tournament",
        "--entrants",
        file.to_str().expect("path"),
        "--plan",
        "2 mitchell",
        "--round-minutes",
        "60",
    ])
    .ok();
    let served = serve_tournament(&env, "127.0.0.1:0", "desk");
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let (status, _) = call_with(&served, "GET", "/api/desk", Some(&key(&env, 1)), &[], None);
    assert_eq!(status, 403, "a table's key reaches no desk");
    let (status, seated) = post(&served, &director, "/api/desk/seat", json!({}));
    assert_eq!(status, 200, "{seated}");
    assert!(
        seated["message"]
            .as_str()
            .unwrap_or("")
            .contains("Round 1 seated"),
        "{seated}"
    );
    let (status, published) = post(&served, &director, "/api/desk/publish", json!({}));
    assert_eq!(status, 200, "{published}");
    assert!(
        published["html"]
            .as_str()
            .unwrap_or("")
            .contains("Time left: 60 of 60 minutes"),
        "{published}"
    );
    let (status, refused) = post(&served, &director, "/api/desk/close", json!({}));
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap_or("")
            .contains("tables 1, 2 are still playing"),
        "{refused}"
    );
    let (status, desk) = call_with(&served, "GET", "/api/desk", Some(&director), &[], None);
    assert_eq!(status, 200);
    let html = desk["html"].as_str().unwrap_or("");
    assert!(
        html.contains("1 Ana-Bob") && html.contains("not started"),
        "{html}"
    );
    let Some(browser) = crate::browser::Browser::start() else {
        return;
    };
    let base = served
        .scorer
        .split("/score")
        .next()
        .expect("base")
        .to_string();
    let page = browser.page(&format!("{base}/desk#k={director}"), 360, 780);
    assert!(page.wait_text("#desk", "Ana-Bob", std::time::Duration::from_secs(10)));
    assert!(page.text("#desk").contains("Time left"));
    assert!(
        !page.url().contains("#k="),
        "the key is taken out of the address bar"
    );
}
