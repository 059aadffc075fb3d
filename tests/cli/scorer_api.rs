//! The scorer's page's calls (`canasta serve`, `/api/...`) over HTTP, as the page makes
//! them: a whole Classic game to the winner, a correction, an undo, two scorers racing, the
//! key, the limits, drafts, and the board following each save at once. The page itself in
//! a real browser is `scorer_browser.rs`.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::board::{Served, serve};
use crate::harness::Env;

/// The scorer's key, from the scorer's address (after `#k=`).
fn key_of(served: &Served) -> String {
    served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's address carries its key")
}

/// `host:port` of an address.
fn host_of(address: &str) -> String {
    address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host:port")
        .to_string()
}

/// One call: method, path, the key header (if any), extra headers, a JSON body (if any).
/// The status and the answer as JSON.
pub(crate) fn call_with(
    served: &Served,
    method: &str,
    path: &str,
    key: Option<&str>,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> (u16, Value) {
    let host = host_of(&served.address);
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("timeout");
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n");
    if let Some(k) = key {
        head.push_str(&format!("X-Canasta-Key: {k}\r\n"));
    }
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    let body = body.unwrap_or("");
    if method == "POST" {
        head.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).expect("head sent");
    let _ = stream.write_all(body.as_bytes());
    answer_of(&mut stream)
}

/// A typing id of its own for each save a test makes without one (as the page makes one
/// when the typing of a hand begins).
fn fresh_hand_id() -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);
    format!(
        "test{}",
        NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
    )
}

/// The whole answer read from `stream`: its status and its body as JSON.
fn answer_of(stream: &mut TcpStream) -> (u16, Value) {
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer).to_string();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

fn call(served: &Served, path: &str, mut body: Value) -> (u16, Value) {
    let key = key_of(served);
    if path == "/api/save" && body.get("hand_id").is_none() {
        body["hand_id"] = json!(fresh_hand_id());
    }
    call_with(
        served,
        "POST",
        path,
        Some(&key),
        &[],
        Some(&body.to_string()),
    )
}

fn state(served: &Served) -> Value {
    let key = key_of(served);
    let (status, state) = call_with(served, "GET", "/api/state", Some(&key), &[], None);
    assert_eq!(status, 200, "{state}");
    state
}

fn version(served: &Served) -> String {
    state(served)["version"]
        .as_str()
        .expect("a version")
        .to_string()
}

/// Save the next hand from these lines, at the game's version now.
fn save(served: &Served, lines: &[&str]) -> Value {
    let v = version(served);
    let (status, answer) = call(served, "/api/save", json!({ "version": v, "lines": lines }));
    assert_eq!(status, 200, "{answer}");
    answer
}

fn totals(env: &Env) -> (i64, i64) {
    let shown = env.json();
    let t = &shown["totals"];
    (
        t["We"].as_i64().expect("We's total"),
        t["They"].as_i64().expect("They's total"),
    )
}

/// A whole Classic game scored from the scorer's page: started from the page, each hand
/// checked line by line then saved, a past line corrected, the last hand undone and typed
/// again, to the winner.
///
/// Classic (seed 001, "Scoring"): `out 1n 1m 2r 420 -35` is a natural canasta 500, a
/// mixed one 300, going out 100, 420 melded, -35 in hand, two red threes 2 x 100 = 200:
/// 1485. `90 -40` is 50. Four such hands: We 4 x 1485 = 5940, past 5000: the game ends.
/// Hand 2's They line corrected to `-45` (only what is typed changes: melded 90 stays):
/// 90 - 45 = 45, so They 50 + 45 + 50 + 50 = 195; We win by 5940 - 195 = 5745.
#[test]
fn a_whole_classic_game_from_the_scorers_page() {
    let env = Env::new();
    let served = serve(&env, "127.0.0.1:0");
    let first = state(&served);
    assert_eq!(first["game"], Value::Null, "no game yet: {first}");
    let (status, started) = call(
        &served,
        "/api/new",
        json!({ "variant": "classic", "players": "Ann, Bob, Cy, Di" }),
    );
    assert_eq!(status, 200, "{started}");
    assert_eq!(started["message"], "Game 1 is started.");
    assert_eq!(
        started["heading"],
        "Hand 1 · Ann deals · initial meld: We 50, They 50"
    );
    // A line checked as it is typed: the referee says what is wrong, under the line.
    let (status, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["out 1n 1m 2r 420 -35", "90 -4"] }),
    );
    assert_eq!(status, 200);
    assert_eq!(checked["problems"][0], Value::Null);
    assert!(
        checked["problems"][1]
            .as_str()
            .is_some_and(|p| p.contains("multiple of 5")),
        "{checked}"
    );
    assert_eq!(
        checked["breakdown"],
        Value::Null,
        "no breakdown while a line is wrong"
    );
    let (_, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["out 1n 1m 2r 420 -35", "90 -40"] }),
    );
    let breakdown = checked["breakdown"].as_str().expect("a breakdown");
    assert!(breakdown.contains("+1485"), "{breakdown}");
    assert!(breakdown.contains("+50"), "{breakdown}");
    let hand = ["out 1n 1m 2r 420 -35", "90 -40"];
    let saved = save(&served, &hand);
    assert_eq!(saved["message"], "Hand 1 is saved.");
    assert_eq!(totals(&env), (1485, 50));
    save(&served, &hand);
    save(&served, &hand);
    assert_eq!(totals(&env), (4455, 150));
    // Hand 2, They's line: only what is typed changes.
    let v = version(&served);
    let (status, fixed) = call(
        &served,
        "/api/edit",
        json!({ "version": v, "hand": 2, "line": 1, "text": "-45" }),
    );
    assert_eq!(status, 200, "{fixed}");
    assert_eq!(fixed["hands"][1]["lines"][1][1], "90 -45");
    assert_eq!(totals(&env), (4455, 145));
    // A wrong correction is refused under the line; nothing changes.
    let before = env.game_text("1");
    let v = version(&served);
    let (status, refused) = call(
        &served,
        "/api/edit",
        json!({ "version": v, "hand": 2, "line": 1, "text": "-4x" }),
    );
    assert_eq!(status, 422, "{refused}");
    assert!(refused["problem"].as_str().is_some(), "{refused}");
    assert_eq!(env.game_text("1"), before);
    // Undo the last hand, then type it again.
    let v = version(&served);
    let (status, undone) = call(&served, "/api/undo", json!({ "version": v }));
    assert_eq!(status, 200, "{undone}");
    assert_eq!(
        undone["message"],
        "Hand 3 is removed; every total after it was worked out again."
    );
    assert_eq!(totals(&env), (2970, 95));
    save(&served, &hand);
    let last = save(&served, &hand);
    assert_eq!(last["finished"], true);
    assert_eq!(totals(&env), (5940, 195));
    let over = last["over"].as_str().expect("the winner");
    assert!(over.contains("We") && over.contains("5745"), "{over}");
    // Nothing more is taken after the end.
    let v = version(&served);
    let (status, _) = call(&served, "/api/save", json!({ "version": v, "lines": hand }));
    assert_eq!(status, 422);
}

/// Two scorers at once: the second save, based on the game before the first, is refused
/// with the game as it is now (409), and nothing of the first is overwritten.
#[test]
fn two_scorers_racing_never_overwrite_each_other() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let seen = version(&served);
    let (status, _) = call(
        &served,
        "/api/save",
        json!({ "version": seen, "lines": ["out 1n 1m 2r 420 -35", "90 -40"] }),
    );
    assert_eq!(status, 200);
    let after_first = env.game_text("1");
    let (status, refused) = call(
        &served,
        "/api/save",
        json!({ "version": seen, "lines": ["out 2n 300", "120 -10"] }),
    );
    assert_eq!(status, 409, "{refused}");
    assert_eq!(refused["changed"], true);
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.contains("changed on another phone")),
        "{refused}"
    );
    // The game as it is now comes back with the refusal: one hand, the first scorer's.
    assert_eq!(refused["hands"].as_array().map(Vec::len), Some(1));
    assert_eq!(env.game_text("1"), after_first);
    // Undo and drop at an old version are refused the same way.
    let (status, _) = call(&served, "/api/undo", json!({ "version": seen }));
    assert_eq!(status, 409);
    assert_eq!(env.game_text("1"), after_first);
}

/// Writes only with the scorer's key: none, a wrong one, the board's own key, or a call
/// from another site are refused (403) and change nothing.
#[test]
fn every_write_needs_the_scorers_key() {
    let env = Env::new();
    env.classic();
    // Off the loopback the board has a key of its own, in its address.
    let served = serve(&env, "0.0.0.0:0");
    let board_key = served
        .address
        .rsplit_once("?key=")
        .map(|(_, k)| k.to_string())
        .expect("the board's key");
    assert!(!served.scorer.contains(&board_key));
    assert!(!served.address.contains(&key_of(&served)));
    let before = env.game_text("1");
    let body = json!({ "version": version(&served), "lines": ["out 1n 1m 2r 420 -35", "90 -40"] })
        .to_string();
    for key in [None, Some("0123456789abcdef"), Some(board_key.as_str())] {
        let (status, refused) = call_with(&served, "POST", "/api/save", key, &[], Some(&body));
        assert_eq!(status, 403, "{key:?}: {refused}");
        assert_eq!(refused["key_refused"], true);
        let (status, _) = call_with(&served, "GET", "/api/state", key, &[], None);
        assert_eq!(status, 403);
    }
    let key = key_of(&served);
    let (status, refused) = call_with(
        &served,
        "POST",
        "/api/save",
        Some(&key),
        &[("Origin", "http://evil.example")],
        Some(&body),
    );
    assert_eq!(status, 403, "{refused}");
    let (status, _) = call_with(
        &served,
        "POST",
        "/api/save",
        Some(&key),
        &[("Sec-Fetch-Site", "cross-site")],
        Some(&body),
    );
    assert_eq!(status, 403);
    assert_eq!(env.game_text("1"), before, "nothing was saved");
    // A new key: the old one gives no access any more.
    let (status, changed) = call(&served, "/api/key", json!({}));
    assert_eq!(status, 200, "{changed}");
    let new_key = changed["key"].as_str().expect("the new key").to_string();
    assert_ne!(new_key, key);
    assert!(
        changed["qr"].as_str().is_some_and(|q| q.contains("<svg")),
        "a QR code for the next phone"
    );
    let (status, _) = call_with(&served, "GET", "/api/state", Some(&key), &[], None);
    assert_eq!(status, 403);
    let (status, _) = call_with(&served, "GET", "/api/state", Some(&new_key), &[], None);
    assert_eq!(status, 200);
}

/// A body over 16 KB is refused (413); a flood of calls from one address is slowed (429);
/// neither changes anything.
#[test]
fn a_call_too_large_or_too_many_is_refused() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let key = key_of(&served);
    let before = env.game_text("1");
    let big = format!("{{\"lines\": [\"{}\"]}}", "1".repeat(20_000));
    let (status, refused) = call_with(&served, "POST", "/api/check", Some(&key), &[], Some(&big));
    assert_eq!(status, 413, "{refused}");
    let mut slowed = 0;
    for _ in 0..150 {
        let (status, _) = call_with(&served, "POST", "/api/nothing", Some(&key), &[], Some("{}"));
        assert!(status == 404 || status == 429, "{status}");
        if status == 429 {
            slowed += 1;
        }
    }
    assert!(slowed > 0, "150 calls at once are slowed");
    assert_eq!(env.game_text("1"), before);
}

/// What is typed is kept on the board as the game's draft, lines that do not read yet too;
/// the hand the lines that read make is kept as table mode keeps one.
#[test]
fn typed_lines_are_kept_as_the_games_draft() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let (status, _) = call(
        &served,
        "/api/draft",
        json!({ "lines": ["out 1n 1m 2r 420 -35", "90 -4"], "typist": "phone-a", "hand_id": "h1" }),
    );
    assert_eq!(status, 200);
    let shown = state_of(&served, "phone-a");
    assert_eq!(
        shown["draft"],
        json!({ "number": 1, "id": "h1", "lone": "", "lines": ["out 1n 1m 2r 420 -35", "90 -4"] })
    );
    // Another phone (and the terminal) never sees it as its own.
    assert_eq!(state_of(&served, "phone-b")["draft"], Value::Null);
    let draft =
        std::fs::read_to_string(env.data().join("drafts").join("1.phone-a.yaml")).expect("draft");
    assert!(draft.contains("answered: 1"), "{draft}");
    // Saved by that phone: its draft is forgotten.
    let v = version(&served);
    let (status, _) = call(
        &served,
        "/api/save",
        json!({ "version": v, "lines": ["out 1n 1m 2r 420 -35", "90 -40"], "typist": "phone-a", "hand_id": "h1" }),
    );
    assert_eq!(status, 200);
    assert_eq!(state_of(&served, "phone-a")["draft"], Value::Null);
}

/// The state as phone `typist` asks for it (its own draft in it).
fn state_of(served: &Served, typist: &str) -> Value {
    let key = key_of(served);
    let (status, state) = call_with(
        served,
        "GET",
        &format!("/api/state?typist={typist}"),
        Some(&key),
        &[],
        None,
    );
    assert_eq!(status, 200, "{state}");
    state
}

/// Every save from the phone reaches an open board (server-sent events) within 100 ms of
/// the save's answer.
#[test]
fn the_board_follows_a_save_from_the_phone_at_once() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = host_of(&served.address);
    let port = host.rsplit(':').next().expect("port").to_string();
    let mut events = TcpStream::connect(format!("127.0.0.1:{port}")).expect("events");
    events
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    write!(events, "GET /events HTTP/1.1\r\nHost: {host}\r\n\r\n").expect("asked");
    let mut seen = String::new();
    let mut buf = [0u8; 8192];
    while !seen.contains("\n\n") || !seen.contains("data:") {
        let n = events.read(&mut buf).expect("the first event");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    let v = version(&served);
    let sent = Instant::now();
    let (status, _) = call(
        &served,
        "/api/save",
        json!({ "version": v, "lines": ["out 1n 1m 2r 420 -35", "90 -40"] }),
    );
    let answered = sent.elapsed();
    assert_eq!(status, 200);
    let mut pushed = String::new();
    let arrived = loop {
        let n = events.read(&mut buf).expect("the save pushed");
        pushed.push_str(&String::from_utf8_lossy(&buf[..n]));
        if pushed.contains("<td>1485</td>") {
            break sent.elapsed();
        }
    };
    let after_answer = arrived.saturating_sub(answered);
    eprintln!(
        "save answered in {} ms; board had it {} ms after the save was sent ({} ms after its answer)",
        answered.as_millis(),
        arrived.as_millis(),
        after_answer.as_millis()
    );
    assert!(
        after_answer <= Duration::from_millis(100),
        "{after_answer:?}"
    );
}

/// The scorer's page speaks the phone's language (`Accept-Language`): its words, the
/// lines typed in the language's own words, the referee's refusals and the breakdown.
///
/// Spanish `c 1p 1i 2r 420 -35` is the same hand as English `out 1n 1m 2r 420 -35`
/// (corte, pura, impura, tres rojos): 1485 by seed 001's Classic scoring, as above.
#[test]
fn the_scorers_page_speaks_the_phones_language() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let key = key_of(&served);
    let spanish = [("Accept-Language", "es-AR,es;q=0.9")];
    let host = host_of(&served.address);
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    write!(
        stream,
        "GET /score HTTP/1.1\r\nHost: {host}\r\nAccept-Language: es\r\nConnection: close\r\n\r\n"
    )
    .expect("asked");
    let mut page = String::new();
    stream.read_to_string(&mut page).expect("the page");
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(page.contains("Guardar la mano"), "{page}");
    assert!(!page.contains("Save the hand"));
    assert!(!page.contains("<script>"), "no inline script");
    let body = json!({ "lines": ["c 1p 1i 2r 420 -35", "90 -4"] }).to_string();
    let (status, checked) = call_with(
        &served,
        "POST",
        "/api/check",
        Some(&key),
        &spanish,
        Some(&body),
    );
    assert_eq!(status, 200);
    assert_eq!(checked["problems"][0], Value::Null, "{checked}");
    let problem = checked["problems"][1].as_str().expect("a refusal");
    assert!(problem.contains("múltiplo de 5"), "{problem}");
    let body = json!({ "lines": ["c 1p 1i 2r 420 -35", "90 -40"] }).to_string();
    let (_, checked) = call_with(
        &served,
        "POST",
        "/api/check",
        Some(&key),
        &spanish,
        Some(&body),
    );
    let breakdown = checked["breakdown"].as_str().expect("a breakdown");
    assert!(
        breakdown.contains("+1485") && breakdown.contains("pura"),
        "{breakdown}"
    );
    let (_, shown) = call_with(&served, "GET", "/api/state", Some(&key), &spanish, None);
    assert!(
        shown["heading"]
            .as_str()
            .is_some_and(|h| h.starts_with("Mano 1")),
        "{}",
        shown["heading"]
    );
    // The buttons carry the language's own words.
    let words: Vec<&str> = shown["lines"][0]["lines"][0]["steps"]["counted"]
        .as_array()
        .expect("words")
        .iter()
        .filter_map(|w| w[0].as_str())
        .collect();
    assert!(words.contains(&"p") && words.contains(&"i"), "{words:?}");
}

/// Slips the page guards against: a draft that arrives after its hand was saved is not
/// kept (it would come back as the next hand's lines); `=` alone does not empty a saved
/// line; a fault of the whole hand is said once, under the line that made it.
#[test]
fn slips_of_a_phone_are_caught() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let hand = ["out 1n 1m 2r 420 -35", "90 -40"];
    save(&served, &hand);
    let (status, late) = call(&served, "/api/draft", json!({ "lines": hand, "number": 1 }));
    assert_eq!(status, 200);
    assert_eq!(late["kept"], false);
    assert_eq!(state(&served)["draft"], Value::Null);
    let before = env.game_text("1");
    let v = version(&served);
    let (status, refused) = call(
        &served,
        "/api/edit",
        json!({ "version": v, "hand": 1, "line": 1, "text": "=" }),
    );
    assert_eq!(status, 422, "{refused}");
    assert_eq!(env.game_text("1"), before);
    // Going out concealed with no canasta: said under We's line, not again under They's.
    let (_, checked) = call(&served, "/api/check", json!({ "lines": ["c", "0"] }));
    assert!(checked["problems"][0].as_str().is_some(), "{checked}");
    assert_eq!(checked["problems"][1], Value::Null, "{checked}");
}

/// A match's next game from the phone, once a game of the match is over: the same sides
/// and players, in the match.
///
/// Seed 001 (Classic scoring): `out 4n 3m 4r 1000` is 4 natural canastas 2000 + 3 mixed
/// 900 + going out 100 + four red threes 800 (all four: doubled, 4 x 200) + 1000 melded =
/// 4800; twice is 9600, past 5000: the game ends.
#[test]
fn a_matchs_next_game_from_the_phone() {
    let env = Env::new();
    env.run(&[
        "new",
        "--match",
        "club",
        "--first-to",
        "2",
        "--player",
        "Ann",
        "--player",
        "Bob",
        "--player",
        "Cy",
        "--player",
        "Di",
    ])
    .ok();
    let served = serve(&env, "127.0.0.1:0");
    let (status, refused) = call(&served, "/api/next-game", json!({}));
    assert_eq!(status, 422, "a game of the match is in play: {refused}");
    save(&served, &["out 4n 3m 4r 1000", "90 -40"]);
    let last = save(&served, &["out 4n 3m 4r 1000", "90 -40"]);
    assert_eq!(last["finished"], true);
    assert_eq!(last["match_next"], true, "{last}");
    assert_eq!(totals(&env), (9600, 100));
    let (status, next) = call(&served, "/api/next-game", json!({}));
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["message"], "Game 2 is started.");
    assert_eq!(next["game"], "2");
    assert_eq!(next["match"], "club");
    assert_eq!(next["sides"], json!(["We", "They"]));
}

/// Rules questions from the phone, answered by the same adjudicator as `canasta check`.
///
/// Seed 001 (Classic, "Initial meld"): at 3000 the minimum is 120; KKK QQ2 with the top K
/// counted is K 10 x 4 + Q 10 x 2 + 2 20 = 80 (the top card counts toward the minimum):
/// not enough. At 0 the minimum is 50: enough.
#[test]
fn rules_questions_from_the_phone() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let (status, answer) = call(
        &served,
        "/api/ask",
        json!({ "kind": "meld", "cards": "KKK QQ2", "top": "K", "score": 3000 }),
    );
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["yes"], false, "{answer}");
    assert!(
        answer["answer"].as_str().is_some_and(|a| a.contains("120")),
        "{answer}"
    );
    let (_, answer) = call(
        &served,
        "/api/ask",
        json!({ "kind": "meld", "cards": "KKK QQ2", "top": "K", "score": 0 }),
    );
    assert_eq!(answer["yes"], true, "{answer}");
    let (status, refused) = call(
        &served,
        "/api/ask",
        json!({ "kind": "pile", "cards": "77" }),
    );
    assert_eq!(status, 422);
    assert_eq!(
        refused["message"],
        "Give the top card of the pile (K, 7, 2 for a wild two)."
    );
    let (status, answer) = call(&served, "/api/ask", json!({ "kind": "min", "score": 1500 }));
    assert_eq!(status, 200);
    assert!(
        answer["answer"].as_str().is_some_and(|a| a.contains("90")),
        "{answer}"
    );
}

/// The hand checked before saving is shown as the board shows a hand, a table whose names
/// are escaped: a side called `<b>Smiths</b>` is text, never markup.
#[test]
fn the_breakdown_before_saving_escapes_every_name() {
    let env = Env::new();
    env.run(&["new", "--side", "<b>Smiths</b>", "--side", "They"])
        .ok();
    let served = serve(&env, "127.0.0.1:0");
    let (_, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["out 1n 300", "90 -40"] }),
    );
    let breakdown = checked["breakdown"].as_str().expect("a breakdown");
    assert!(breakdown.starts_with("<table>"), "{breakdown}");
    assert!(
        breakdown.contains("&lt;b&gt;Smiths&lt;/b&gt;: +900"),
        "{breakdown}"
    );
    assert!(!breakdown.contains("<b>"), "{breakdown}");
}

/// A Buraco table in São Paulo on the scorer's page, in Portuguese: the game started from
/// the phone, a line with the pot never taken checked and its breakdown shown, the hand
/// saved. Buraco fechado ([PAGAT-BURACO], [GV-BURACO]; research burraco.md §5, §7):
/// `batida 1l 1s 420 -20` is limpa 200 + suja 100 + batida 100 + 420 - 20 = 800;
/// `sm 1s 150 -85` (sem morto) is suja 100 + 150 - 85 - 100 = 65.
#[test]
fn a_buraco_hand_from_the_scorers_page_in_portuguese() {
    let env = Env::new();
    let served = serve(&env, "127.0.0.1:0");
    let key = key_of(&served);
    let lang = [("Accept-Language", "pt-BR,pt;q=0.9")];
    let (status, started) = call_with(
        &served,
        "POST",
        "/api/new",
        Some(&key),
        &lang,
        Some(
            &json!({ "variant": "buraco-fechado", "players": "Ana, Bia, Caio, Davi" }).to_string(),
        ),
    );
    assert_eq!(status, 200, "{started}");
    let lines = json!({ "lines": ["batida 1l 1s 420 -20", "sm 1s 150 -85"] }).to_string();
    let (status, checked) = call_with(
        &served,
        "POST",
        "/api/check",
        Some(&key),
        &lang,
        Some(&lines),
    );
    assert_eq!(status, 200, "{checked}");
    let breakdown = checked["breakdown"].as_str().expect("a breakdown");
    assert!(breakdown.contains("+800"), "{breakdown}");
    assert!(breakdown.contains("morto não pego"), "{breakdown}");
    // Going out without the morto is refused under its line.
    let wrong = json!({ "lines": ["sm batida 1l 420 -20", "150 -85"] }).to_string();
    let (_, checked) = call_with(
        &served,
        "POST",
        "/api/check",
        Some(&key),
        &lang,
        Some(&wrong),
    );
    assert!(
        checked["problems"][0]
            .as_str()
            .is_some_and(|p| p.contains("morto")),
        "{checked}"
    );
    let v = version(&served);
    let body = json!({ "version": v, "lines": ["batida 1l 1s 420 -20", "sm 1s 150 -85"], "hand_id": "pt1" });
    let (status, saved) = call_with(
        &served,
        "POST",
        "/api/save",
        Some(&key),
        &lang,
        Some(&body.to_string()),
    );
    assert_eq!(status, 200, "{saved}");
    let shown = env.json();
    let totals: Vec<i64> = shown["totals"]
        .as_object()
        .expect("totals")
        .values()
        .map(|v| v.as_i64().expect("a number"))
        .collect();
    assert_eq!(totals, vec![800, 65]);
}

/// Issue 29, item 3: the save reaches the server, its answer is lost (a Wi-Fi blip), and
/// the page sends the same save again (the same typing id, the version it saw before):
/// answered 200 "already saved" as hand 1 with the game as it is, never a second hand.
/// Classic (seed 001, pagat): We natural 500 + mixed 300 + out 100 + two red threes 200
/// + 420 melded - 35 in hand = 1485; They 90 - 40 = 50. Once: 1485/50, not 2970/100.
#[test]
fn a_save_sent_again_after_a_lost_answer_is_saved_once() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let v = version(&served);
    let body = json!({ "version": v, "lines": ["out 1n 1m 2r 420 -35", "90 -40"], "typist": "phone-a", "hand_id": "lost1" });
    let (status, first) = call(&served, "/api/save", body.clone());
    assert_eq!(status, 200, "{first}");
    // The answer never reached the phone: the same request again.
    let (status, again) = call(&served, "/api/save", body);
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["already"], 1, "{again}");
    assert!(
        again["message"]
            .as_str()
            .is_some_and(|m| m.contains("Hand 1 was saved already")),
        "{again}"
    );
    assert_eq!(totals(&env), (1485, 50));
    assert_eq!(env.json()["hands"].as_array().map(Vec::len), Some(1));
}

/// Issue 29, item 4: two phones type the same hand and both tap Save: one is saved, the
/// other is answered 409 with the hand saved meanwhile (`theirs`: hand 1) and `same`;
/// nothing more is saved unless that phone says so (the same save again at the new
/// version: then it is its own hand 2, each once).
#[test]
fn two_phones_saving_one_hand_save_it_once() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let v = version(&served);
    let lines = json!(["out 1n 1m 2r 420 -35", "90 -40"]);
    let (status, _) = call(
        &served,
        "/api/save",
        json!({ "version": v, "lines": lines, "typist": "phone-a", "hand_id": "a1" }),
    );
    assert_eq!(status, 200);
    let (status, refused) = call(
        &served,
        "/api/save",
        json!({ "version": v, "lines": lines, "typist": "phone-b", "hand_id": "b1" }),
    );
    assert_eq!(status, 409, "{refused}");
    assert_eq!(refused["theirs"], 1, "{refused}");
    assert_eq!(refused["same"], true, "{refused}");
    assert_eq!(totals(&env), (1485, 50));
    // A different hand is not "the same".
    let (status, refused) = call(
        &served,
        "/api/save",
        json!({ "version": v, "lines": ["out 2n 300", "120 -10"], "typist": "phone-b", "hand_id": "b2" }),
    );
    assert_eq!(status, 409);
    assert_eq!(refused["same"], false, "{refused}");
    // Phone b says "save mine as hand 2": the same request at the version it now has.
    let now = refused["version"]
        .as_str()
        .expect("the version now")
        .to_string();
    let (status, saved) = call(
        &served,
        "/api/save",
        json!({ "version": now, "lines": ["out 2n 300", "120 -10"], "typist": "phone-b", "hand_id": "b2" }),
    );
    assert_eq!(status, 200, "{saved}");
    // Classic (seed 001): hand 2 We 2 natural canastas 1000 + out 100 + 300 = 1400,
    // They 120 - 10 = 110: totals 2885 and 160.
    assert_eq!(totals(&env), (2885, 160));
}

/// Issue 29, item 5: after a save and an undo the game's text is not what it was (its
/// change count goes on), so a request made before both, at the version it saw, is
/// refused (409), never taken as if nothing had happened.
#[test]
fn a_stale_save_is_refused_after_an_undo() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let v0 = version(&served);
    save(&served, &["out 1n 1m 2r 420 -35", "90 -40"]);
    let (status, _) = call(&served, "/api/undo", json!({ "version": version(&served) }));
    assert_eq!(status, 200);
    assert_ne!(version(&served), v0);
    let (status, refused) = call(
        &served,
        "/api/save",
        json!({ "version": v0, "lines": ["out 1n 1m 2r 420 -35", "90 -40"], "hand_id": "late" }),
    );
    assert_eq!(status, 409, "{refused}");
    assert_eq!(env.json()["hands"].as_array().map(Vec::len), Some(0));
}

/// Issue 29, item 11: another canasta holds the data folder's lock (a command, table
/// mode saving). A save from the phone waits off the server's event loop: meanwhile the
/// board's style and state answer within 100 ms; after the server's wait (3 s) the save is
/// answered 503 "another canasta is changing this game" with `retry`, and nothing is saved.
/// Once the lock is released, the same save goes through.
#[test]
fn a_held_lock_never_freezes_the_server() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let v = version(&served);
    // The store's lock: an exclusive lock on the data folder itself.
    let held = std::fs::File::open(env.data()).expect("the data folder");
    held.lock().expect("locked");
    let host = host_of(&served.address);
    let port = host.rsplit(':').next().expect("port").to_string();
    let key = key_of(&served);
    let body =
        json!({ "version": v, "lines": ["out 1n 1m 2r 420 -35", "90 -40"], "hand_id": "busy1" });
    let saving = {
        let (host, key, body) = (host.clone(), key.clone(), body.to_string());
        let port = port.clone();
        std::thread::spawn(move || {
            let started = Instant::now();
            let answer = raw_call(&host, &port, "POST", "/api/save", &key, &body);
            (answer, started.elapsed())
        })
    };
    std::thread::sleep(Duration::from_millis(300));
    for path in ["/board.css", "/api/state"] {
        let started = Instant::now();
        let (status, _) = if path == "/api/state" {
            call_with(&served, "GET", path, Some(&key), &[], None)
        } else {
            call_with(&served, "GET", path, None, &[], None)
        };
        let took = started.elapsed();
        assert_eq!(status, 200, "{path}");
        assert!(took < Duration::from_millis(100), "{path} took {took:?}");
    }
    let ((status, answer), took) = saving.join().expect("the save answered");
    assert_eq!(status, 503, "{answer}");
    assert_eq!(answer["retry"], true);
    assert!(
        answer["message"]
            .as_str()
            .is_some_and(|m| m.contains("Another canasta is changing this game")),
        "{answer}"
    );
    assert!(took < Duration::from_secs(8), "{took:?}");
    assert_eq!(env.json()["hands"].as_array().map(Vec::len), Some(0));
    drop(held);
    let (status, _) = call(&served, "/api/save", body);
    assert_eq!(status, 200);
    assert_eq!(totals(&env), (1485, 50));
}

/// One call on a connection of its own (for a thread): status and JSON.
fn raw_call(
    host: &str,
    port: &str,
    method: &str,
    path: &str,
    key: &str,
    body: &str,
) -> (u16, Value) {
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nX-Canasta-Key: {key}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).expect("head sent");
    stream.write_all(body.as_bytes()).expect("body sent");
    answer_of(&mut stream)
}

/// Issue 29, item 8: the scorer's key outlives the server: kept in the data folder,
/// readable by its owner only, and the same after a restart (the phone needs no new
/// scan); a new key asked for is kept too, and the old one works no more after a restart.
#[test]
fn the_scorers_key_outlives_the_server() {
    let env = Env::new();
    env.classic();
    let first = serve(&env, "127.0.0.1:0");
    let key = key_of(&first);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(env.data().join("scorer-key"))
            .expect("the key kept")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    drop(first);
    let second = serve(&env, "127.0.0.1:0");
    assert_eq!(key_of(&second), key);
    let (status, changed) = call(&second, "/api/key", json!({}));
    assert_eq!(status, 200);
    let new_key = changed["key"].as_str().expect("a new key").to_string();
    drop(second);
    let third = serve(&env, "127.0.0.1:0");
    assert_eq!(key_of(&third), new_key);
    assert_ne!(new_key, key);
}

/// Issue 30, items 2, 8 and 9: the phone's "new game" takes a variant's name, never a
/// path: a file of this machine is never read, a missing path says nothing of what
/// exists, and no answer carries a path of this machine; the client's mistakes are 4xx
/// (an unknown variant, a bad name, a line that is not there), never 500.
#[test]
fn a_phones_new_game_names_a_variant_never_a_path() {
    let env = Env::new();
    env.classic();
    let outside = tempfile::TempDir::new().expect("outside");
    // A preset-shaped file anywhere on the machine.
    let preset = outside.path().join("mine.yaml");
    std::fs::write(
        &preset,
        "extends: classic\ndescription: SECRET first line\n",
    )
    .expect("preset");
    let served = serve(&env, "127.0.0.1:0");
    let before = env.run(&["list"]).ok().stdout;
    for variant in [
        preset.display().to_string(),
        "/etc/shadow".to_string(),
        "/no/such/file.yaml".to_string(),
        "../../etc/passwd".to_string(),
    ] {
        let (status, refused) = call(&served, "/api/new", json!({ "variant": variant }));
        assert_eq!(status, 422, "{variant}: {refused}");
        let said = refused.to_string();
        assert!(!said.contains("SECRET"), "{said}");
        assert!(!said.contains("root:"), "{said}");
        assert!(!said.contains("No such file"), "{said}");
        assert!(!said.contains(&env.data().display().to_string()), "{said}");
        assert!(
            !said.contains(&outside.path().display().to_string()),
            "{said}"
        );
    }
    assert_eq!(
        env.run(&["list"]).ok().stdout,
        before,
        "no game was started"
    );
    // The client's other mistakes: 422, with the reason.
    let (status, _) = call(&served, "/api/new", json!({ "variant": "no-such-variant" }));
    assert_eq!(status, 422);
    let (status, _) = call(
        &served,
        "/api/new",
        json!({ "variant": "classic", "sides": format!("{}, They", "W".repeat(60)) }),
    );
    assert_eq!(status, 422);
    let (status, _) = call(
        &served,
        "/api/new",
        json!({ "variant": "classic", "sides": "We=1, They" }),
    );
    assert_eq!(status, 422);
    save(&served, &["out 1n 1m 2r 420 -35", "90 -40"]);
    let v = version(&served);
    let (status, refused) = call(
        &served,
        "/api/edit",
        json!({ "version": v, "hand": 1, "line": 7, "text": "-45" }),
    );
    assert_eq!(status, 422, "{refused}");
}

/// Issue 30, item 8: a damaged current game is said to the phone without the data
/// folder's path.
#[test]
fn a_damaged_game_tells_the_phone_no_path() {
    let env = Env::new();
    env.classic();
    std::fs::write(env.game_file("1"), "schema: 2\nvariant: [unclosed\n").expect("damaged");
    let served = serve(&env, "127.0.0.1:0");
    let shown = state(&served);
    let said = shown.to_string();
    assert!(!said.contains(&env.data().display().to_string()), "{said}");
}

/// Issue 30, item 9: a board pinned to game 1 (`serve --game 1`) refuses a new game from
/// the phone (409, saying which game it shows), rather than saying "game 2 is started"
/// while it goes on scoring game 1.
#[test]
fn a_pinned_board_refuses_a_new_game_saying_which_it_shows() {
    let env = Env::new();
    env.classic();
    let served = crate::board::serve_pinned(&env, "127.0.0.1:0", "1");
    let before = env.run(&["list"]).ok().stdout;
    let (status, refused) = call(&served, "/api/new", json!({ "variant": "classic" }));
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.contains("shows game 1 only")),
        "{refused}"
    );
    assert_eq!(env.run(&["list"]).ok().stdout, before);
}

/// The referee's question on the phone: four-handed, We went out with nothing in hand
/// (seed 001, Classic: 500 + 100 + 150 = 750 as typed), so `/api/check` asks for the
/// partner's points; with them typed (-35) it asks nothing.
#[test]
fn the_check_asks_for_the_partners_cards() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let (status, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["out 1n 150", "90 -40"] }),
    );
    assert_eq!(status, 200, "{checked}");
    assert!(
        checked["breakdown"]
            .as_str()
            .is_some_and(|b| b.contains("+750")),
        "{checked}"
    );
    assert!(
        checked["question"].as_str().is_some_and(|q| q.contains(
            "the partner of whoever went out (Ann, Cy) still holds cards: if their points in \
             hand are not in the melded points, add them to the line (-35 for 35)"
        )),
        "{checked}"
    );
    let (_, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["out 1n 150 -35", "90 -40"] }),
    );
    assert_eq!(checked["question"], serde_json::Value::Null, "{checked}");
}

/// The referee's question on the phone about melded points below the initial-meld
/// minimum (seed 002's minimum-count table: 50 below 1500): `40 -10` at 0 is asked, as the
/// command line warns and table mode asks; `140 -10` is not. Classic: 40 - 10 = 30 as
/// typed; They 90 - 40 = 50.
#[test]
fn the_check_asks_about_melded_points_below_the_minimum() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let (status, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["40 -10", "90 -40"] }),
    );
    assert_eq!(status, 200, "{checked}");
    assert!(
        checked["breakdown"]
            .as_str()
            .is_some_and(|b| b.contains("+30")),
        "{checked}"
    );
    assert_eq!(
        checked["question"],
        "We melded 40, fewer than the 50 the first meld of the hand had to count (only going \
         out concealed needs none): check the points melded on the line",
        "{checked}"
    );
    let (_, checked) = call(
        &served,
        "/api/check",
        json!({ "lines": ["140 -10", "90 -40"] }),
    );
    assert_eq!(checked["question"], serde_json::Value::Null, "{checked}");
}

/// "May we go out?" with the pot not taken, from the phone (`pot_taken: false`) and from
/// the terminal (`check out --no-pot`): one builder, one answer. [EB-CHIUS] (Art. 16): a
/// side closes only once it has taken its pozzetto, so no, even with a burraco; taken
/// (or not said), yes.
#[test]
fn may_we_go_out_without_the_pot_from_the_phone_as_from_the_terminal() {
    let env = Env::new();
    env.run(&["new", "--variant", "burraco"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    let (status, phone) = call(
        &served,
        "/api/ask",
        json!({ "kind": "out", "canastas": 1, "left": 1, "pot_taken": false }),
    );
    assert_eq!(status, 200, "{phone}");
    assert_eq!(phone["yes"], false, "{phone}");
    let terminal = env.run(&["check", "out", "--canastas", "1", "--no-pot"]);
    assert_eq!(terminal.code, 1, "{}", terminal.stderr);
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(
        words(phone["answer"].as_str().expect("an answer")),
        words(&terminal.stdout)
    );
    assert!(
        words(&terminal.stdout).contains("pot"),
        "{}",
        terminal.stdout
    );
    for taken in [json!(true), serde_json::Value::Null] {
        let (_, phone) = call(
            &served,
            "/api/ask",
            json!({ "kind": "out", "canastas": 1, "left": 1, "pot_taken": taken }),
        );
        assert_eq!(phone["yes"], true, "{phone}");
    }
    let terminal = env.run(&["check", "out", "--canastas", "1"]).ok();
    assert!(!terminal.stdout.is_empty());
}

/// Issue 30, item 11: a score from 2^53 up, asked from the phone, is refused (422), not
/// echoed back rounded; one within what a game can reach is answered.
#[test]
fn a_score_past_any_game_is_refused_by_the_phone_too() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let (status, refused) = call(
        &served,
        "/api/ask",
        json!({ "kind": "min", "score": 9_007_199_254_740_993_i64 }),
    );
    assert_eq!(status, 422, "{refused}");
    assert!(
        !refused.to_string().contains("9007199254740992"),
        "{refused}"
    );
    // Classic (seed 001): from 3000 up the minimum is 120.
    let (status, answered) = call(&served, "/api/ask", json!({ "kind": "min", "score": 3000 }));
    assert_eq!(status, 200, "{answered}");
    assert!(
        answered["answer"]
            .as_str()
            .is_some_and(|a| a.contains("120")),
        "{answered}"
    );
}

/// Issue 31: the phone's "may we go out?" asks about the pot where the form has one (it
/// always assumed the pot taken). The page has the box; the game's state says whether the
/// form has a pot (Burraco yes, Classic no), so the page shows the box only there; and
/// what the box sends is what `check out --no-pot` asks (the answer tested above).
#[test]
fn the_phone_asks_about_the_pot_where_the_form_has_one() {
    let env = Env::new();
    env.run(&["new", "--variant", "burraco"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    assert_eq!(state(&served)["pot"], true);
    let host = host_of(&served.address);
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    write!(
        stream,
        "GET /score HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("asked");
    let mut page = String::new();
    stream.read_to_string(&mut page).expect("the page");
    assert!(
        page.contains(
            r#"<input type="checkbox" id="ask-pot" checked> <span id="ask-pot-word">our pot taken</span>"#
        ),
        "{page}"
    );
    // A Brazilian game's pot is the morto: the page carries each pot's words, the game's
    // state its term (the page puts "morto preso" in Italian).
    assert!(page.contains("data-ask-pot-morto=\""), "{page}");
    let buraco = Env::new();
    buraco.run(&["new", "--variant", "buraco-stbl"]).ok();
    let served_buraco = serve(&buraco, "127.0.0.1:0");
    assert_eq!(state(&served_buraco)["pot_term"], "morto");
    let classic = Env::new();
    classic.classic();
    let served = serve(&classic, "127.0.0.1:0");
    assert_eq!(state(&served)["pot"], false);
}

/// Issue 45: the phone's legend of a Burraco game names its kinds in agreement with
/// *burraco* (masculine) in Italian: "puliti", "semipuliti", "sporchi", never the feminine
/// of Hand and Foot's *canaste*.
#[test]
fn a_burraco_legend_agrees_with_burraco_in_italian() {
    let env = Env::new();
    env.run(&["new", "--variant", "burraco"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    let key = key_of(&served);
    let italian = [("Accept-Language", "it")];
    let (status, state) = call_with(&served, "GET", "/api/state", Some(&key), &italian, None);
    assert_eq!(status, 200, "{state}");
    let said = state.to_string();
    for word in ["puliti", "semipuliti", "sporchi"] {
        assert!(said.contains(&format!("\"{word}\"")), "{word}: {said}");
    }
    for word in ["pulite", "semipulite", "sporche"] {
        assert!(!said.contains(&format!("\"{word}\"")), "{word}: {said}");
    }
}
