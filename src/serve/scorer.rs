//! The scorer's page: the phone that keeps the score. `/score` is its page (no game in
//! it), `/score.js` and `/score.css` its script and style, and `/api/...` what it asks and
//! changes, each answered in JSON in the phone's language.
//!
//! Who may write: only a page holding the scorer's key. The key is given in the scorer's
//! address after `#` (`/score#k=...`, in its own QR code), which a browser never sends to
//! any server; the page keeps it (`localStorage`), takes it out of the address bar, and
//! sends it in the `X-Canasta-Key` header of every call. A link or another site's page
//! cannot send that header to the board without the board's leave (a CORS preflight, which
//! is never granted), and a call that says it comes from another site (`Origin`,
//! `Sec-Fetch-Site`) is refused too. The board's key (`?key=`, off the loopback) gives no
//! access here, and the scorer's key is never in the board's address. The key is compared
//! in constant time and can be changed (a new QR code) from the page or the terminal.
//!
//! Limits: a call's body is at most [`MAX_BODY`] bytes (413) and must arrive within
//! [`BODY_TIMEOUT`] (408); each client address may make [`CALLS_BURST`] calls at once and
//! [`CALLS_PER_SECOND`] more each second (429). Every change goes through the game layer's
//! one write path with the version of the game the page saw: a save based on an older game
//! is refused (409) with the game as it now is, and the page keeps its typed lines. Every
//! save is pushed to the boards at once.

mod desk;

use crate::phone::scorer::{CallGame, actions, state};

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, StatusCode};
use subtle::ConstantTimeEq;

use super::{Answer, HTML, Shared, TEXT, host_ok, reply};
use crate::render::i18n::{self, Lang};

/// A call's body is at most this long.
pub const MAX_BODY: usize = 16 * 1024;
/// A call's body must arrive within this.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(5);
/// Calls one client address may make at once ...
pub const CALLS_BURST: f64 = 60.0;
/// ... and more each second.
pub const CALLS_PER_SECOND: f64 = 10.0;
/// The header that carries the scorer's key.
pub const KEY_HEADER: &str = "x-canasta-key";

use crate::phone::scorer::{SCRIPT, STYLE};

/// The scorer's key, and what each client address has used of its calls.
pub struct Scorer {
    key: Mutex<String>,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

struct Bucket {
    left: f64,
    at: Instant,
}

impl Scorer {
    pub fn new(key: String) -> Scorer {
        Scorer {
            key: Mutex::new(key),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    fn key(&self) -> String {
        match self.key.lock() {
            Ok(k) => k.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// A new key, kept in the data folder: the old one gives no access from now on, nor
    /// after a restart.
    pub fn change_key(&self, store: &crate::store::Store) -> super::Result<String> {
        let new = super::new_key()?;
        store.set_server_key(super::SCORER_KEY, &new)?;
        match self.key.lock() {
            Ok(mut k) => *k = new.clone(),
            Err(poisoned) => *poisoned.into_inner() = new.clone(),
        }
        Ok(new)
    }

    fn key_ok(&self, given: &str) -> bool {
        let key = self.key();
        given.as_bytes().ct_eq(key.as_bytes()).into()
    }

    /// May `client` make one more call now?
    fn take_call(&self, client: IpAddr) -> bool {
        let mut buckets = match self.buckets.lock() {
            Ok(b) => b,
            Err(poisoned) => poisoned.into_inner(),
        };
        let now = Instant::now();
        // Addresses quiet for a minute are forgotten (they are full again by then).
        if buckets.len() > 1024 {
            buckets.retain(|_, b| now.duration_since(b.at) < Duration::from_secs(60));
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            left: CALLS_BURST,
            at: now,
        });
        let refill = now.duration_since(bucket.at).as_secs_f64() * CALLS_PER_SECOND;
        bucket.left = (bucket.left + refill).min(CALLS_BURST);
        bucket.at = now;
        if bucket.left >= 1.0 {
            bucket.left -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The board answers the scorer's calls: its store, its game, its tournament; a save is
/// pushed to the pages at once; a new key is kept and said at the terminal.
impl crate::phone::scorer::Host for Shared {
    fn store(&self) -> &crate::store::Store {
        &self.store
    }

    fn pinned(&self) -> Option<&str> {
        self.game.as_deref()
    }

    fn tournament(&self) -> Option<&str> {
        self.tournament.as_deref()
    }

    fn saved(&self) {
        self.latest();
    }

    fn new_key(&self) -> Option<Result<crate::phone::scorer::call::NewKey, String>> {
        Some(
            self.scorer
                .change_key(&self.store)
                .map(|key| {
                    let address = address(&self.base, &key);
                    self.say_new_key(&address);
                    let qr = super::tables::qr_svg(&address);
                    crate::phone::scorer::call::NewKey { address, qr }
                })
                .map_err(|e| e.to_string()),
        )
    }
}

/// The scorer's address for a board at `base` (`http://host:port`): the key after `#`.
pub fn address(base: &str, key: &str) -> String {
    format!("{base}/score#k={key}")
}

/// Is this request the scorer's (its page, its script and style, or a call)?
pub fn is_scorers(path: &str) -> bool {
    matches!(
        path,
        "/score" | "/score.js" | "/score.css" | "/desk" | "/desk.js"
    ) || path.starts_with("/api/")
}

/// Answer a request of the scorer's, in `lang`.
pub async fn answer(
    shared: &std::sync::Arc<Shared>,
    request: Request<Incoming>,
    client: IpAddr,
    lang: Lang,
) -> Answer {
    if !host_ok(shared, &request) {
        return i18n::in_language(lang, || {
            reply(
                StatusCode::MISDIRECTED_REQUEST,
                TEXT,
                format!("{}\n", crate::tr!("board-wrong-host")),
            )
        });
    }
    let path = request.uri().path().to_string();
    let uri_query = request.uri().query().map(str::to_string);
    let method = request.method().clone();
    match (path.as_str(), &method) {
        ("/score", &Method::GET | &Method::HEAD) => {
            return i18n::in_language(lang, || reply(StatusCode::OK, HTML, state::shell()));
        }
        ("/score.js", &Method::GET | &Method::HEAD) => {
            return reply(StatusCode::OK, "text/javascript; charset=utf-8", SCRIPT);
        }
        ("/score.css", &Method::GET | &Method::HEAD) => {
            return reply(StatusCode::OK, "text/css; charset=utf-8", STYLE);
        }
        ("/desk", &Method::GET | &Method::HEAD) => {
            return i18n::in_language(lang, || reply(StatusCode::OK, HTML, desk::shell()));
        }
        ("/desk.js", &Method::GET | &Method::HEAD) => {
            return reply(
                StatusCode::OK,
                "text/javascript; charset=utf-8",
                desk::SCRIPT,
            );
        }
        ("/score" | "/score.js" | "/score.css" | "/desk" | "/desk.js", _) => {
            return i18n::in_language(lang, || not_allowed("GET, HEAD"));
        }
        _ => {}
    }
    // A call: from this board's own page, with the key, within the limits.
    if !same_site(shared, &request) {
        return i18n::in_language(lang, || {
            json_reply(
                StatusCode::FORBIDDEN,
                &message(crate::tr!("scorer-other-site")),
            )
        });
    }
    let given = request
        .headers()
        .get(KEY_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    // The scorer's key reaches the board's game; in a tournament, a table's key reaches
    // that table's game of the round in play, and no other.
    let table = if shared.scorer.key_ok(given) {
        None
    } else if let Some(t) = shared.table_of_key(given) {
        Some(t)
    } else {
        return i18n::in_language(lang, || {
            json_reply(
                StatusCode::FORBIDDEN,
                &serde_json::json!({
                    // On a tournament's board, a table's phone whose key was renewed (or
                    // is another event's): its table's new QR code, not the scorer's.
                    "message": if shared.tournament.is_some() {
                        crate::tr!("scorer-table-key-refused")
                    } else {
                        crate::tr!("scorer-needs-key")
                    },
                    "key_refused": true,
                }),
            )
        });
    };
    // A table's phone scores its table; the keys and the desk are the director's.
    if table.is_some() && (path == "/api/key" || path.starts_with("/api/desk")) {
        return i18n::in_language(lang, || {
            json_reply(
                StatusCode::FORBIDDEN,
                &message(crate::tr!("scorer-table-key-only")),
            )
        });
    }
    let table_game = match table_game(shared, &request, table) {
        Ok(game) => game,
        Err((status, text)) => {
            return i18n::in_language(lang, || json_reply(status, &message(text())));
        }
    };
    if !shared.scorer.take_call(client) {
        return i18n::in_language(lang, || {
            json_reply(
                StatusCode::TOO_MANY_REQUESTS,
                &message(crate::tr!("scorer-too-many")),
            )
        });
    }
    let body = if method == Method::POST {
        let limited = Limited::new(request.into_body(), MAX_BODY);
        match tokio::time::timeout(BODY_TIMEOUT, limited.collect()).await {
            Ok(Ok(collected)) => collected.to_bytes(),
            Ok(Err(_)) => {
                return i18n::in_language(lang, || {
                    json_reply(
                        StatusCode::PAYLOAD_TOO_LARGE,
                        &message(crate::tr!("scorer-too-large", most = MAX_BODY)),
                    )
                });
            }
            Err(_) => {
                return i18n::in_language(lang, || {
                    json_reply(
                        StatusCode::REQUEST_TIMEOUT,
                        &message(crate::tr!("scorer-too-slow")),
                    )
                });
            }
        }
    } else if method == Method::GET || method == Method::HEAD {
        Bytes::new()
    } else {
        return i18n::in_language(lang, || not_allowed("GET, POST"));
    };
    // Off the event loop: a save waits for the data folder's lock (another canasta may
    // hold it, for at most the store's wait, then 503), and meanwhile every other page,
    // the board and its event stream go on answering.
    let query = uri_query.unwrap_or_default();
    let shared = shared.clone();
    let job = tokio::task::spawn_blocking(move || {
        i18n::in_language(lang, || {
            let (status, value) = if path == "/api/desk" || path.starts_with("/api/desk/") {
                let table = table_game.filter(|g| !g.director).map(|g| g.table);
                desk::call(&shared, method.as_str(), &path, &body, table)
            } else {
                actions::call(&*shared, table_game, &method, &path, &query, &body, lang)
            };
            json_reply(status, &value)
        })
    });
    match job.await {
        Ok(answer) => answer,
        Err(_) => i18n::in_language(lang, || {
            json_reply(
                StatusCode::INTERNAL_SERVER_ERROR,
                &message(crate::tr!("scorer-failed")),
            )
        }),
    }
}

/// The tournament table's game a call reaches: its table's (a table's key, `table`), or
/// the one the director names from the desk, or none (the board's game); else why not
/// (its status, and its words, said in the call's language).
type Refusal = (StatusCode, Box<dyn FnOnce() -> String>);

fn table_game(
    shared: &Shared,
    request: &Request<Incoming>,
    table: Option<u32>,
) -> Result<Option<CallGame>, Refusal> {
    let no_game = |t: u32| -> Refusal {
        (
            StatusCode::CONFLICT,
            Box::new(move || crate::tr!("scorer-no-table-game", table = t)),
        )
    };
    let (t, director, id) = match table {
        Some(t) => (t, false, shared.round_table_game(None, t)),
        None => match asked_table(request) {
            Ok(None) => return Ok(None),
            Ok(Some((round, t))) => (t, true, shared.round_table_game(round, t)),
            Err(()) => {
                return Err((
                    StatusCode::BAD_REQUEST,
                    Box::new(|| crate::tr!("scorer-bad-table")),
                ));
            }
        },
    };
    match id {
        Some(game) => Ok(Some(CallGame {
            table: t,
            game,
            director,
        })),
        None => Err(no_game(t)),
    }
}

/// The table (and round: none, the round in play) the director's call names, from the
/// desk's link (`X-Canasta-Table`, `X-Canasta-Round`): none without the header; a
/// header that is not a number is refused.
fn asked_table(request: &Request<Incoming>) -> Result<Option<(Option<u32>, u32)>, ()> {
    let number = |name: &str| -> Result<Option<u32>, ()> {
        match request.headers().get(name) {
            None => Ok(None),
            Some(v) => v
                .to_str()
                .ok()
                .and_then(|v| v.trim().parse::<u32>().ok())
                .filter(|n| *n > 0)
                .map(Some)
                .ok_or(()),
        }
    };
    let round = number(TABLE_ROUND_HEADER)?;
    Ok(number(TABLE_HEADER)?.map(|t| (round, t)))
}

/// The header of a director's call naming a tournament table (the desk's link).
const TABLE_HEADER: &str = "x-canasta-table";
/// The header naming that table's round (none: the round in play).
const TABLE_ROUND_HEADER: &str = "x-canasta-round";

/// Does the call come from this board's own page? A browser says where a call comes from
/// (`Sec-Fetch-Site`, `Origin`); a call that says another site is refused. (A call
/// without either, from a program, still needs the key.)
fn same_site(shared: &Shared, request: &Request<Incoming>) -> bool {
    let headers = request.headers();
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok())
        && !matches!(site, "same-origin" | "none")
    {
        return false;
    }
    match headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        None => true,
        Some(origin) => origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"))
            .is_some_and(|host| shared.hosts.contains(&host.to_ascii_lowercase())),
    }
}

fn not_allowed(allow: &'static str) -> Answer {
    let mut refused = reply(
        StatusCode::METHOD_NOT_ALLOWED,
        TEXT,
        format!("{}\n", crate::tr!("scorer-method")),
    );
    refused
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allow));
    refused
}

/// `{"message": ...}`.
fn message(text: String) -> serde_json::Value {
    serde_json::json!({ "message": text })
}

fn json_reply(status: StatusCode, value: &serde_json::Value) -> Answer {
    reply(
        status,
        "application/json; charset=utf-8",
        serde_json::to_vec(value).unwrap_or_default(),
    )
}
