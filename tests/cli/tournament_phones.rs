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
    env.table_key(table)
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
    crate::tournament::four_pairs(&env, "sera", "2 mitchell", &[], false);
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
    // Said as confirmed (its round is still open), and how to give the reason.
    let refused = env.run(&["undo", "--game", "1"]).refused("--why").stderr;
    assert!(
        refused.contains("whose result the table and an opponent confirmed"),
        "{refused}"
    );
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
    // (Before any deal is counted, "before round 1"; once one is, "after round 1",
    // provisional.)
    assert!(
        page.contains("standings before round 1 of") || page.contains("standings after round 1"),
        "{page}"
    );
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
    crate::tournament::four_pairs(&env, "sera", "2 mitchell", &[], true);
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
    crate::tournament::four_pairs(
        &env,
        "desk",
        "2 mitchell",
        &["--round-minutes", "60"],
        false,
    );
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
    assert_eq!(
        desk["by_hand"],
        json!(true),
        "a pairs night may be seated by hand"
    );
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
    // A step's message is said once, in its place, and stays through the desk's next look
    // (issue 42: the close message was shown twice).
    page.click("#desk-close");
    assert!(page.wait_text("#msg", "still playing", std::time::Duration::from_secs(10)));
    std::thread::sleep(std::time::Duration::from_millis(3500));
    assert_eq!(
        page.eval("document.body.innerText.split('still playing').length - 1"),
        serde_json::json!(1),
        "{}",
        page.text("main")
    );
    assert!(page.text("#msg").contains("still playing"));
}

/// A call of the director's (the scorer's key) on a table's game, named as the desk's
/// link names it: `X-Canasta-Table`, and `X-Canasta-Round` when given.
fn at_table(
    served: &crate::board::Served,
    director: &str,
    table: &str,
    round: Option<&str>,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut headers = vec![("X-Canasta-Table", table)];
    if let Some(r) = round {
        headers.push(("X-Canasta-Round", r));
    }
    let body = body.map(|b| b.to_string());
    call_with(
        served,
        method,
        path,
        Some(director),
        &headers,
        body.as_deref(),
    )
}

/// A call on one table's game: the method and its body (the path follows the method).
type TableCall<'a> = &'a dyn Fn(&str, Option<Value>) -> (u16, Value);

/// Save `lines` as the next deal through `save`, from the game's version as it is now.
fn save_deal(save: TableCall<'_>, lines: [&str; 2], id: &str) {
    let (_, now) = save("GET", None);
    let v = now["version"].as_str().expect("version").to_string();
    let (status, answer) = save(
        "POST",
        Some(json!({ "version": v, "lines": lines, "hand_id": id })),
    );
    assert_eq!(status, 200, "{answer}");
}

/// Issue 33, item 5: the director's desk enters a table's result from its paper sheet and
/// corrects a confirmed or closed result with a reason, kept in the event's log (who,
/// when, before, after, why), even after the next round is published (FIBUR Art. 19,
/// research tournaments.md §1.6: a correction changes results and standings, never a
/// published seating).
///
/// Four pairs, two Mitchell rounds: round 1 seats 1 Ana-Bob v 3 Ed-Flo at table 1 and
/// 2 Cy-Di v 4 Gus-Hal at table 2. Table 2's sheet: in each of its 3 deals N-S go out
/// with a clean burraco and 100 melded (going out 100 + clean 200 + 100 = 400; burraco.md
/// §2) and E-W meld 300: 1200-900, a difference of 300: 13-7 (burraco-tournament's
/// table, [PUNTIB-VP]: up to 350, 13-7). Table 1's: E-W 400 each deal: 1200-1200, 10-10.
/// The correction: table 2's third deal was E-W 100, not 300: 1200-700, a difference of
/// 500: 14-6 (up to 500, 14-6); MP +500 and -500.
#[test]
fn the_directors_desk_enters_a_sheet_and_corrects_with_a_reason() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "carta", "2 mitchell", &[], true);
    let served = serve_tournament(&env, "127.0.0.1:0", "carta");
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let table2 = |method: &str, body: Option<Value>| {
        let path = if method == "GET" {
            "/api/state"
        } else {
            "/api/save"
        };
        at_table(&served, &director, "2", None, method, path, body)
    };
    // The director on table 2: Cy-Di's game, said to be the director's view.
    let (status, seen) = table2("GET", None);
    assert_eq!(status, 200, "{seen}");
    assert_eq!(seen["tournament"]["director"], true, "{seen}");
    assert_eq!(seen["tournament"]["table"], 2, "{seen}");
    assert!(seen.to_string().contains("Cy-Di"), "{seen}");
    // A table that is not there, and one that is not a number.
    let (status, _) = at_table(&served, &director, "9", None, "GET", "/api/state", None);
    assert_eq!(status, 409);
    let (status, _) = at_table(&served, &director, "two", None, "GET", "/api/state", None);
    assert_eq!(status, 400);
    // The paper sheet, deal by deal.
    for id in ["sheet-1", "sheet-2", "sheet-3"] {
        save_deal(&table2, ["out 1c 100", "300"], id);
    }
    assert_eq!(hands(&env, "2"), 3);
    // The table confirms on its phone, then an opponent.
    let two = key(&env, 2);
    let (_, over) = state(&served, &two);
    assert_eq!(over["finished"], true, "{over}");
    let v = over["version"].as_str().expect("version").to_string();
    for step in ["table", "opponent"] {
        let (status, answer) = post(
            &served,
            &two,
            "/api/confirm",
            json!({ "step": step, "version": v }),
        );
        assert_eq!(status, 200, "{answer}");
    }
    let event_file = env.data().join("tournaments").join("carta.yaml");
    let game_file = env.data().join("games").join("2.yaml");
    let (event_before, game_before) = (
        std::fs::read(&event_file).expect("event"),
        std::fs::read(&game_file).expect("game"),
    );
    // Confirmed: the director's change without a reason is refused, saying where to type
    // it; the table's phone is told the result is the director's now; a `why` from a
    // table's phone is no field of its calls. Nothing is written.
    let edit = |why: Option<&str>| {
        let mut body = json!({ "version": v, "hand": 3, "line": 1, "text": "=100" });
        if let Some(w) = why {
            body["why"] = json!(w);
        }
        body
    };
    let (status, refused) = at_table(
        &served,
        &director,
        "2",
        None,
        "POST",
        "/api/edit",
        Some(edit(None)),
    );
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap_or("")
            .contains("type the reason for this change"),
        "{refused}"
    );
    let (status, refused) = post(&served, &two, "/api/edit", edit(None));
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap_or("")
            .contains("only the director changes it now"),
        "{refused}"
    );
    let (status, _) = post(&served, &two, "/api/edit", edit(Some("mine")));
    assert_eq!(status, 400);
    assert_eq!(std::fs::read(&event_file).expect("event"), event_before);
    assert_eq!(std::fs::read(&game_file).expect("game"), game_before);
    // Table 1's sheet, the round closed, round 2 seated and published.
    let table1 = |method: &str, body: Option<Value>| {
        let path = if method == "GET" {
            "/api/state"
        } else {
            "/api/save"
        };
        at_table(&served, &director, "1", None, method, path, body)
    };
    for id in ["one-1", "one-2", "one-3"] {
        save_deal(&table1, ["out 1c 100", "400"], id);
    }
    env.run(&["tournament", "close", "carta"]).ok();
    env.run(&["tournament", "seat", "carta"]).ok();
    env.run(&["tournament", "publish", "carta"]).ok();
    let seating_before = env
        .run(&["tournament", "seating", "carta", "--round", "2"])
        .ok()
        .stdout;
    // Table 2 now is round 2's game; round 1's is reached by naming the round.
    let (_, now) = at_table(&served, &director, "2", None, "GET", "/api/state", None);
    assert_eq!(now["tournament"]["round"], 2, "{now}");
    let (_, then) = at_table(
        &served,
        &director,
        "2",
        Some("1"),
        "GET",
        "/api/state",
        None,
    );
    assert_eq!(then["tournament"]["round"], 1, "{then}");
    assert_eq!(then["tournament"]["closed"], true, "{then}");
    let v = then["version"].as_str().expect("version").to_string();
    let why = "deal 3: E-W melded 100, the sheet was misread";
    let mut body = json!({ "version": v, "hand": 3, "line": 1, "text": "=100", "why": why });
    let (status, answer) = at_table(
        &served,
        &director,
        "2",
        Some("1"),
        "POST",
        "/api/edit",
        Some(body.take()),
    );
    assert_eq!(status, 200, "{answer}");
    // The log: round 1, table 2, 1200-900 before, 1200-700 after, at the desk, why.
    let event: serde_yaml::Value =
        serde_yaml::from_slice(&std::fs::read(&event_file).expect("event")).expect("yaml");
    let log = &event["log"][0];
    assert_eq!(log["round"], 1);
    assert_eq!(log["table"], 2);
    assert_eq!(
        log["before"],
        serde_yaml::to_value((1200, 900)).expect("pair")
    );
    assert_eq!(
        log["after"],
        serde_yaml::to_value((1200, 700)).expect("pair")
    );
    assert_eq!(log["by"], "desk");
    assert_eq!(log["why"], why);
    // The standings after round 1 follow; the published seating does not change.
    let standings = env
        .run(&[
            "tournament",
            "standings",
            "carta",
            "--round",
            "1",
            "--format",
            "json",
        ])
        .ok()
        .stdout;
    let rows: Value = serde_json::from_str(&standings).expect("json");
    let of = |name: &str| {
        rows["standings"]
            .as_array()
            .expect("rows")
            .iter()
            .find(|r| r["name"] == name)
            .map(|r| (r["vp"].clone(), r["mp"].clone()))
            .expect("entrant")
    };
    assert_eq!(of("Cy-Di"), (json!(14), json!(500)));
    assert_eq!(of("Gus-Hal"), (json!(6), json!(-500)));
    assert_eq!(of("Ana-Bob"), (json!(10), json!(0)));
    assert_eq!(
        env.run(&["tournament", "seating", "carta", "--round", "2"])
            .ok()
            .stdout,
        seating_before
    );
    // The terminal's status and the desk say the correction, with where it was made.
    let status_text = env.run(&["tournament", "status", "carta"]).ok().stdout;
    assert!(
        status_text.contains("Round 1, table 2,") && status_text.contains("at the desk"),
        "{status_text}"
    );
    let (_, desk) = call_with(&served, "GET", "/api/desk", Some(&director), &[], None);
    let html = desk["html"].as_str().unwrap_or("");
    assert!(
        html.contains("href=\"/score?table=2&amp;round=2\""),
        "{html}"
    );
    assert!(html.contains(why), "{html}");
    // In a browser at a phone's size: the desk's link opens the table's game as the
    // director, with the box for the reason.
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
    assert!(page.wait_text(
        "#desk",
        "Enter or correct",
        std::time::Duration::from_secs(10)
    ));
    assert!(
        page.eval("document.documentElement.scrollWidth <= innerWidth") == serde_json::json!(true),
        "the desk fits a phone's width; its table scrolls in its own box"
    );
    page.click("#desk a[href=\"/score?table=2&round=2\"]");
    assert!(
        page.wait_text(
            "#director-at",
            "Table 2, round 2: as the director",
            std::time::Duration::from_secs(10)
        ),
        "{} {:?}",
        page.url(),
        page.text("#msg")
    );
    assert!(page.wait_for(
        "!document.getElementById('why').closest('section').hidden",
        std::time::Duration::from_secs(5)
    ));
    assert!(
        page.url().contains("/score?table=2&round=2"),
        "{}",
        page.url()
    );
    // A table's game offers no new game and no key (issue 42): those are the board's.
    assert_eq!(
        page.eval("document.getElementById('new').hidden && document.getElementById('key').hidden"),
        serde_json::json!(true)
    );
    // Back at the desk, round 1's table 2 through the form; the correction undone on the
    // page (E-W 300 again: 1200-900), with its reason typed in the director's box.
    page.click("#director a");
    assert!(page.wait_text(
        "#desk",
        "Enter or correct",
        std::time::Duration::from_secs(10)
    ));
    page.type_text("form.goto input[name=round]", "1");
    page.type_text("form.goto input[name=table]", "2");
    page.click("form.goto button");
    assert!(
        page.wait_text(
            "#director-at",
            "Table 2, round 1: as the director",
            std::time::Duration::from_secs(10)
        ),
        "{}",
        page.url()
    );
    page.type_text("#why", "the sheet was right after all");
    page.click("#fix summary");
    page.eval(
        "(() => { const h = document.getElementById('fix-hand'); h.value = '3'; \
         h.dispatchEvent(new Event('change')); const l = document.getElementById('fix-line'); \
         l.value = '1'; l.dispatchEvent(new Event('change')); })()",
    );
    page.type_text("#fix-text", "=300");
    page.click("#fix-apply");
    let logged = || {
        let event: serde_yaml::Value =
            serde_yaml::from_slice(&std::fs::read(&event_file).expect("event")).expect("yaml");
        event["log"].as_sequence().map_or(0, Vec::len)
    };
    let started = std::time::Instant::now();
    while logged() < 2 && started.elapsed() < std::time::Duration::from_secs(10) {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let event: serde_yaml::Value =
        serde_yaml::from_slice(&std::fs::read(&event_file).expect("event")).expect("yaml");
    let log = &event["log"][1];
    assert_eq!(
        log["before"],
        serde_yaml::to_value((1200, 700)).expect("pair")
    );
    assert_eq!(
        log["after"],
        serde_yaml::to_value((1200, 900)).expect("pair")
    );
    assert_eq!(log["by"], "desk");
    assert_eq!(log["why"], "the sheet was right after all");
}
