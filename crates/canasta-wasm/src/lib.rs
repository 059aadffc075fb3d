//! The engine for a web page (issue 43): one request in, one answer out, both JSON text,
//! so that a page's script and the native tests ask the same question the same way.
//! Compiled for `wasm32-unknown-unknown` it imports nothing and exports three functions;
//! the page gives it its files (the data folder `/data`, kept in the browser), the clock
//! and randomness in its requests, and keeps the files each call wrote from its answer:
//!
//! - `canasta_alloc(len) -> ptr`: room for a request of `len` bytes in the module's memory;
//! - `canasta_answer(ptr, len) -> len`: answer the request written there (and free it);
//!   the answer's length;
//! - `canasta_output() -> ptr`: where the last answer is, until the next request.
//!
//! Requests ([`answer`]):
//!
//! - `{"replay": "<a game log's YAML>"}`: the log read (a missing `rules:` taken from the
//!   named preset) and replayed: `{"report": ...}`, the report every front end shows
//!   (totals, each hand's lines, minimums, the next dealer, the winner), or
//!   `{"refused": "..."}`, the refusal's facts;
//! - `{"score": {"preset": NAME, "units": [NAME...], "lines": {UNIT: "a line"}}}`: one
//!   hand typed as the one-line-per-side grammar has it, scored by the preset's rules:
//!   `{"score": ...}` (each unit's itemized lines and total) or `{"refused": "..."}`;
//! - `{"load": {"data": "/data", "files": {"games/1.yaml": "<text>", ...}}}`: the page's
//!   files (paths under the data folder), in place of any the engine had (the page loaded
//!   afresh, or another tab of it wrote since): `{"loaded": N}`;
//! - `{"call": {"method": "POST", "path": "/api/save", "query": "", "body": "{...}",
//!   "lang": "it-IT", "utc_offset": 60, "zone_changes": [[1774746000, 120], ...],
//!   "now_ms": 1796593200000, "random": "<32 hex digits>"}}`: one call of the scorer's
//!   page, answered as the board answers it (`canasta serve`), by the same code over the
//!   data folder (`"data"`, `/data` unless named), at the page's time, its times shown in
//!   the phone's zone: `{"status": 200, "answer": {...}, "changes": {"games/1.yaml":
//!   "<text>", "drafts/1.phone-ab.yaml": null}}`, the files the call wrote (their text)
//!   or removed (`null`), for the page to keep before it says the call is done;
//! - `{"page": "it-IT"}`: the scorer's page in that language (`{"page": "<html>"}`);
//!   `{"manifest": "it-IT"}`: the app's manifest (`{"manifest": "..."}`);
//! - `{"language": "it-IT,it,en"}`: the language there is for those wishes, most wanted
//!   first (`{"language": "it"}`), and whether its words are in the module yet
//!   (`"provided"`);
//! - `{"words": {"lang": "it", "files": {"words": "<words.ftl>", ...}}}`: a language's
//!   catalog files, which the page fetches from the site (no language is in the module,
//!   but English's `presets.ftl`, the key to the presets' own words: issue 43 asks for one
//!   language over the wire). Given before that language is first spoken, English's
//!   too; `{"words": true}` once taken.
//!
//! A refusal is its facts as the core returns them (Rust's `Debug` of the error), not
//! words: the words are the program's renderer's, in the player's language. The native
//! tests (`tests/parity.rs`) ask every vector of both builds and fail if any answer
//! differs by a byte.

use canasta::phone::alone::MemDisk;
use canasta_core::hand::Hand;
use canasta_core::ledger::{parse_log, replay};
use canasta_core::line::{Scope, parse_side_line};
use canasta_core::presets;
use canasta_core::score::score_hand;
use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex, OnceLock};

/// One request.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    Replay(String),
    Score(ScoreRequest),
    Call(CallRequest),
    /// The scorer's page in a language: `{"page": "<html>"}`.
    Page(String),
    /// The app's manifest in a language: `{"manifest": "<json>"}`.
    Manifest(String),
    /// The language there is for a list of wishes (comma-separated, most wanted first).
    Language(String),
    /// A language's catalog files, by file name (`words`, `sheet`, ...).
    Words(WordsRequest),
    /// The page's files, in place of any the engine had.
    Load(LoadRequest),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LoadRequest {
    #[serde(default = "data_folder")]
    data: String,
    files: IndexMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WordsRequest {
    lang: String,
    files: IndexMap<String, String>,
}

/// One call of the scorer's page, answered over a data folder.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CallRequest {
    method: String,
    path: String,
    #[serde(default)]
    query: String,
    /// The call's JSON body, as text (none for `GET`).
    #[serde(default)]
    body: String,
    #[serde(default)]
    lang: String,
    /// The data folder (in the page: `/data`, the page's own files given to the module).
    #[serde(default = "data_folder")]
    data: String,
    /// The folder of house rules (`presets/` in it): the data folder's `config/` unless
    /// named, so that the page keeps its house rules with its games.
    #[serde(default)]
    config: Option<String>,
    /// The phone's offset from UTC in minutes, east positive (the page's
    /// `-new Date().getTimezoneOffset()`): the times it shows are in it (the module has no
    /// time zone database). UTC when not given.
    #[serde(default)]
    utc_offset: i32,
    /// The times the phone's offset from UTC changes, as its own clock knows them:
    /// `[seconds after 1970, minutes east from then on]`, oldest first. A time is shown
    /// in the offset of its own day (a July game at Rome's summer +120, a December one at
    /// +60); without them, every time in `utc_offset`.
    #[serde(default)]
    zone_changes: Vec<(i64, i32)>,
    /// The page's clock, milliseconds since 1970 (the engine has none of its own).
    #[serde(default)]
    now_ms: u64,
    /// Random bytes from the page (`crypto.getRandomValues`), as hex: the ids the call
    /// makes (a hand's typing id) come from them.
    #[serde(default)]
    random: String,
}

fn data_folder() -> String {
    "/data".to_string()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoreRequest {
    preset: String,
    units: Vec<String>,
    lines: IndexMap<String, String>,
}

/// The answer to one request (its JSON text), as described in the crate's comment.
pub fn answer(request: &str) -> String {
    let answered = match serde_json::from_str::<Request>(request) {
        Err(e) => json!({ "refused": format!("request: {e}") }),
        Ok(Request::Replay(text)) => replayed(&text),
        Ok(Request::Score(score)) => scored(&score),
        Ok(Request::Call(call)) => called(&call),
        Ok(Request::Page(lang)) => json!({ "page": canasta::phone::alone::shell(&lang) }),
        Ok(Request::Manifest(lang)) => {
            json!({ "manifest": canasta::phone::alone::manifest(&lang) })
        }
        Ok(Request::Language(wishes)) => {
            let wanted: Vec<&str> = wishes.split(',').collect();
            let lang = canasta::render::i18n::negotiate(&wanted);
            json!({ "language": lang.tag(), "provided": canasta::render::i18n::provided(lang) })
        }
        Ok(Request::Words(words)) => json!({ "words": provided(&words) }),
        Ok(Request::Load(load)) => loaded(&load),
    };
    answered.to_string()
}

/// `{"status": N, "answer": ...}`: the HTTP status and the JSON the board would answer.
/// The data folder is opened at the first call and kept open for the next ones (the
/// page's calls come one at a time, and nobody else writes its folder); a call naming
/// another folder opens that one instead.
fn called(call: &CallRequest) -> Value {
    use canasta::phone::alone::{Page, PageCall};
    #[cfg(target_arch = "wasm32")]
    {
        let minutes = |m: i32| m.clamp(-1080, 1080) * 60;
        let changes: Vec<(i64, i32)> = call
            .zone_changes
            .iter()
            .map(|&(at, m)| (at, minutes(m)))
            .collect();
        canasta::render::tournament::set_zone(minutes(call.utc_offset), &changes);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (call.utc_offset, &call.zone_changes);
    let disk = disk();
    disk.set_now(std::time::UNIX_EPOCH + std::time::Duration::from_millis(call.now_ms));
    disk.add_random(&hex_bytes(&call.random));
    let mut open = OPEN.lock().unwrap_or_else(|p| p.into_inner());
    let config = Some(
        call.config
            .clone()
            .unwrap_or_else(|| format!("{}/config", call.data.trim_end_matches('/'))),
    );
    let same = open
        .as_ref()
        .is_some_and(|(data, kept, _)| *data == call.data && *kept == config);
    if !same {
        *open = None;
        match Page::open_on(
            disk.clone(),
            std::path::Path::new(&call.data),
            config.as_deref().map(std::path::Path::new),
            &call.lang,
        ) {
            Ok(page) => *open = Some((call.data.clone(), config, page)),
            Err(said) => return json!({ "status": 503, "answer": { "message": said } }),
        }
    }
    let Some((_, _, page)) = open.as_ref() else {
        return json!({ "status": 503, "answer": {} });
    };
    let (status, text) = page.answer(&PageCall {
        method: &call.method,
        path: &call.path,
        query: &call.query,
        body: call.body.as_bytes(),
        lang: &call.lang,
    });
    let answer = serde_json::from_str::<Value>(&text).unwrap_or(Value::Null);
    json!({ "status": status, "answer": answer, "changes": changes(disk, &call.data) })
}

/// The page's data folder's files: the engine's own disk, filled by `load` and written by
/// the calls.
fn disk() -> &'static Arc<MemDisk> {
    static DISK: OnceLock<Arc<MemDisk>> = OnceLock::new();
    DISK.get_or_init(|| Arc::new(MemDisk::new()))
}

/// The data folder kept open between calls (its folder, its configuration folder).
static OPEN: Mutex<Option<(String, Option<String>, canasta::phone::alone::Page)>> =
    Mutex::new(None);

/// `{"loaded": N}`: the page's files put in the engine's disk, in place of what it had;
/// the folder is opened again at the next call.
fn loaded(load: &LoadRequest) -> Value {
    let disk = disk();
    disk.clear();
    let data = std::path::Path::new(&load.data);
    for (path, text) in &load.files {
        // A path under the data folder only (no `..`, not absolute).
        let plain = std::path::Path::new(path)
            .components()
            .all(|c| matches!(c, std::path::Component::Normal(_)));
        if plain {
            disk.put(&data.join(path), text.clone().into_bytes());
        }
    }
    let _ = disk.take_changes();
    *OPEN.lock().unwrap_or_else(|p| p.into_inner()) = None;
    json!({ "loaded": load.files.len() })
}

/// The files written (their text) or removed (`null`) since the last call, by their path
/// under the data folder `data`.
fn changes(disk: &MemDisk, data: &str) -> Value {
    let data = std::path::Path::new(data);
    let mut out = serde_json::Map::new();
    for (path, bytes) in disk.take_changes() {
        let Ok(under) = path.strip_prefix(data) else {
            continue;
        };
        let text = bytes.map(|b| String::from_utf8_lossy(&b).into_owned());
        out.insert(under.display().to_string(), json!(text));
    }
    Value::Object(out)
}

/// Hex digits as bytes (pairs that are not hex are skipped).
fn hex_bytes(hex: &str) -> Vec<u8> {
    hex.as_bytes()
        .chunks(2)
        .filter_map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect()
}

/// A language's catalog files handed to the module (in the page; natively every language
/// is compiled in, and this takes nothing).
fn provided(words: &WordsRequest) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use canasta::render::i18n::{FILES, Lang, provide};
        let Some(lang) = Lang::from_tag(&words.lang) else {
            return false;
        };
        let files = FILES.map(|f| words.files.get(f).cloned().unwrap_or_default());
        provide(lang, files)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (&words.lang, &words.files);
        false
    }
}

fn refused(e: impl std::fmt::Debug) -> Value {
    json!({ "refused": format!("{e:?}") })
}

fn replayed(text: &str) -> Value {
    let log = match parse_log(text, &|name| presets::embedded(name).ok()) {
        Ok(log) => log,
        Err(e) => return refused(e),
    };
    match replay(&log) {
        Ok(report) => json!({ "report": report }),
        Err(e) => refused(e),
    }
}

fn scored(request: &ScoreRequest) -> Value {
    let rules = match presets::embedded(&request.preset) {
        Ok(rules) => rules,
        Err(e) => return refused(e),
    };
    let mut hand = Hand::default();
    for (unit, line) in &request.lines {
        match parse_side_line(&rules, Scope::Whole, line) {
            Ok(result) => {
                hand.results.insert(unit.clone(), result);
            }
            Err(e) => return refused(e),
        }
    }
    match score_hand(&rules, &request.units, &hand) {
        Ok(score) => json!({ "score": score }),
        Err(e) => refused(e),
    }
}

/// The module's three functions, for the page (see the crate's comment).
#[cfg(target_arch = "wasm32")]
mod exports {
    use std::sync::Mutex;

    /// The last answer, kept until the next request.
    static OUTPUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());

    /// Room for a request of `len` bytes; the caller writes it there and passes it to
    /// `canasta_answer`, which frees it.
    #[unsafe(no_mangle)]
    pub extern "C" fn canasta_alloc(len: usize) -> *mut u8 {
        let mut room = Vec::<u8>::with_capacity(len);
        let at = room.as_mut_ptr();
        std::mem::forget(room);
        at
    }

    /// Answer the request of `len` bytes at `at` (made by `canasta_alloc(len)`): the
    /// answer's length, read at `canasta_output()`.
    ///
    /// # Safety
    ///
    /// `at` must come from `canasta_alloc(len)`, with `len` bytes written, and not be used
    /// again.
    #[unsafe(no_mangle)]
    pub unsafe extern "C" fn canasta_answer(at: *mut u8, len: usize) -> usize {
        // SAFETY: made by `canasta_alloc(len)` with that capacity, all `len` bytes written
        // by the caller, and given back here once.
        let request = unsafe { Vec::from_raw_parts(at, len, len) };
        let text = String::from_utf8_lossy(&request);
        let answer = super::answer(&text).into_bytes();
        let len = answer.len();
        *OUTPUT.lock().unwrap_or_else(|p| p.into_inner()) = answer;
        len
    }

    /// Where the last answer is.
    #[unsafe(no_mangle)]
    pub extern "C" fn canasta_output() -> *const u8 {
        OUTPUT.lock().unwrap_or_else(|p| p.into_inner()).as_ptr()
    }
}
