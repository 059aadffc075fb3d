//! The phone alone: the scorer's calls answered in the page itself, by the engine built
//! for WebAssembly (`crates/canasta-wasm`), with no server. The page's files (its games,
//! drafts, current game, house rules) are a data folder as any other, which the page
//! keeps in the browser's storage and hands to the engine as a disk of its own
//! ([`MemDisk`], the store's `Disk` trait: files, clock and randomness); the same store,
//! the same game layer and the same calls as the board's answer them, so a hand saved on
//! the phone is the hand the command line would save.
//!
//! The page is its own host: no board to push to, no tournament, no key (nobody else can
//! reach the page's games).

use std::path::Path;
use std::sync::Arc;

use super::scorer::{Host, actions};
use crate::render::i18n::{self, Lang};
use crate::store::Store;
use crate::store::catalog::Catalog;
/// The store's disk: a page's own files, clock and randomness.
pub use crate::store::disk::{Disk, MemDisk};

/// The page as the scorer's calls' host: its store, nothing else.
struct Alone {
    store: Store,
}

impl Host for Alone {
    fn store(&self) -> &Store {
        &self.store
    }

    fn pinned(&self) -> Option<&str> {
        None
    }

    fn tournament(&self) -> Option<&str> {
        None
    }

    fn saved(&self) {}

    fn new_key(&self) -> Option<Result<super::scorer::call::NewKey, String>> {
        None
    }
}

/// The scorer's page itself (its words, no game) in the phone's language `lang` (a BCP 47
/// tag), as the board serves it at `/score`.
pub fn shell(lang: &str) -> String {
    i18n::in_language(i18n::negotiate(&[lang]), super::scorer::state::shell)
}

/// The app's manifest in `lang`, as the board serves it.
pub fn manifest(lang: &str) -> String {
    i18n::in_language(i18n::negotiate(&[lang]), || {
        super::app::file("/manifest.webmanifest")
            .map(|(_, bytes)| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_default()
    })
}

/// One call of the scorer's page, as its page sends it.
pub struct PageCall<'a> {
    /// `GET` or `POST`.
    pub method: &'a str,
    /// `/api/state`, `/api/save`, ...
    pub path: &'a str,
    /// What follows `?` in the call's address (`typist=...`).
    pub query: &'a str,
    /// The call's JSON body (empty for `GET`).
    pub body: &'a [u8],
    /// The phone's language (a BCP 47 tag, `it-IT`); English if none of ours.
    pub lang: &'a str,
}

/// The page alone: its data folder, opened once and kept open between its calls (nobody
/// else writes it: the page's calls come one at a time), as the board keeps its own.
pub struct Page {
    host: Alone,
}

impl Page {
    /// The page over the data folder `data` of `disk` (the page's own files), with house
    /// rules in `config`'s `presets/`, or why it cannot be opened (in the page's language
    /// `lang`).
    pub fn open_on(
        disk: Arc<dyn Disk>,
        data: &Path,
        config: Option<&Path>,
        lang: &str,
    ) -> Result<Page, String> {
        let catalog = Catalog::on(disk.clone(), config.map(Path::to_path_buf));
        Store::open_on(disk, data.to_path_buf(), catalog)
            .map(|store| Page {
                host: Alone { store },
            })
            .map_err(|e| {
                i18n::in_language(i18n::negotiate(&[lang]), || {
                    crate::render::errors::say(
                        &crate::game::Error::from(e),
                        crate::render::errors::Surface::Page,
                    )
                })
            })
    }

    /// Answer `call`: the HTTP status and the JSON the board would have answered.
    pub fn answer(&self, call: &PageCall<'_>) -> (u16, String) {
        let lang = i18n::negotiate(&[call.lang]);
        i18n::in_language(lang, || {
            let (status, value) = self.answer_in(call, lang);
            (
                status,
                serde_json::to_string(&value).unwrap_or_else(|_| "{}".to_string()),
            )
        })
    }

    fn answer_in(&self, call: &PageCall<'_>, lang: Lang) -> (u16, serde_json::Value) {
        let Ok(method) = http::Method::from_bytes(call.method.as_bytes()) else {
            return (
                405,
                serde_json::json!({ "message": crate::tr!("scorer-method") }),
            );
        };
        if let Some(kept) = games_call(&self.host.store, &method, call) {
            return kept;
        }
        if let Some(kept) = rules_call(self.host.store.catalog(), &method, call) {
            return kept;
        }
        let body = bytes::Bytes::copy_from_slice(call.body);
        let (status, value) = actions::call(
            &self.host, None, &method, call.path, call.query, &body, lang,
        );
        (status.as_u16(), value)
    }
}

/// The games kept on the phone (the page alone's own calls; the board has the command
/// line for these): `GET /api/games` lists them with the words of the list; `POST
/// /api/use` continues one, `/api/delete` deletes one, `/api/import` takes a game's file
/// (a command line's export, or another phone's); `GET /api/export?id=N` gives a game's
/// file. `None`: not one of these.
fn games_call(
    store: &Store,
    method: &http::Method,
    call: &PageCall<'_>,
) -> Option<(u16, serde_json::Value)> {
    use crate::tr;
    use serde_json::json;
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Id {
        id: String,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Text {
        text: String,
    }
    let refused = |e: &crate::game::Error| refusal(e);
    let bad = bad_call;
    let post = *method == http::Method::POST;
    Some(match (post, call.path) {
        (false, "/api/games") => match crate::game::list(store) {
            Ok(games) => {
                let games: Vec<_> = games
                    .iter()
                    .map(|g| {
                        let (title, line) = crate::render::kept_game(g);
                        json!({ "id": g.id, "current": g.current, "title": title, "line": line })
                    })
                    .collect();
                (
                    200,
                    json!({
                        "games": games,
                        "words": {
                            "title": tr!("scorer-games"),
                            "none": tr!("scorer-games-none"),
                            "continue": tr!("scorer-games-continue"),
                            "export": tr!("scorer-games-export"),
                            "delete": tr!("scorer-games-delete"),
                            "import": tr!("scorer-games-import"),
                            "language": tr!("scorer-language"),
                            "delete_confirm": tr!("scorer-games-delete-confirm", id = "{id}"),
                        },
                    }),
                )
            }
            Err(e) => refused(&e),
        },
        (false, "/api/export") => {
            let id = call
                .query
                .split('&')
                .find_map(|p| p.strip_prefix("id="))
                .unwrap_or_default();
            match crate::store::check_id(id).and_then(|()| store.game_text(id, false)) {
                Ok(text) => (
                    200,
                    json!({ "file": format!("canasta-game-{id}.yaml"), "text": text }),
                ),
                Err(e) => refused(&crate::game::Error::from(e)),
            }
        }
        (true, "/api/use") => match serde_json::from_slice::<Id>(call.body) {
            Ok(b) => match crate::game::use_game(store, &b.id) {
                Ok(id) => (
                    200,
                    json!({ "message": tr!("scorer-games-continued", id = id) }),
                ),
                Err(e) => refused(&e),
            },
            Err(e) => bad(e),
        },
        (true, "/api/delete") => match serde_json::from_slice::<Id>(call.body) {
            Ok(b) => match crate::game::delete(store, &b.id) {
                Ok(()) => (
                    200,
                    json!({ "message": tr!("scorer-games-deleted", id = b.id) }),
                ),
                Err(e) => refused(&e),
            },
            Err(e) => bad(e),
        },
        (true, "/api/import") => match serde_json::from_slice::<Text>(call.body) {
            Ok(b) => match crate::game::import(store, &b.text, "phone") {
                Ok(imported) => {
                    let id = imported.id().to_string();
                    let said = crate::render::imported(&imported);
                    // The game imported (or continued) is the one the page scores now.
                    let _ = crate::game::make_current(store, &id);
                    (200, json!({ "message": said, "id": id }))
                }
                Err(e) => refused(&e),
            },
            Err(e) => bad(e),
        },
        _ => return None,
    })
}

/// House rules kept on the phone (the page alone's own calls; at a computer a preset is a
/// file of one's own): `GET /api/house-rules` lists them (each its name, description and
/// text, or why it cannot be used) with the words of the list; `POST /api/house-rules`
/// checks and keeps one (`{"name", "text"}`); `POST /api/house-rules/delete` removes one.
/// `None`: not one of these.
fn rules_call(
    catalog: &Catalog,
    method: &http::Method,
    call: &PageCall<'_>,
) -> Option<(u16, serde_json::Value)> {
    use crate::tr;
    use serde_json::json;
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Named {
        name: String,
        #[serde(default)]
        text: String,
    }
    let said = |e: crate::store::error::Error| refusal(&crate::game::Error::from(e));
    let body = || serde_json::from_slice::<Named>(call.body).map_err(bad_call);
    let post = *method == http::Method::POST;
    Some(match (post, call.path) {
        (false, "/api/house-rules") => {
            let rules: Vec<_> = catalog
                .entries()
                .into_iter()
                .filter(|e| e.file.is_some())
                .map(|e| {
                    json!({
                        "name": e.name,
                        "description": e.description,
                        "text": catalog.text_of(&e.name).unwrap_or_default(),
                        "problem": e.problem.map(|p| crate::render::errors::say(
                            &crate::game::Error::from(p),
                            crate::render::errors::Surface::Page,
                        )),
                    })
                })
                .collect();
            (
                200,
                json!({
                    "rules": rules,
                    "words": {
                        "title": tr!("scorer-rules"),
                        "hint": tr!("scorer-rules-hint"),
                        "none": tr!("scorer-rules-none"),
                        "name": tr!("scorer-rules-name"),
                        "text": tr!("scorer-rules-text"),
                        "save": tr!("scorer-rules-save"),
                        "delete": tr!("scorer-rules-delete"),
                    },
                }),
            )
        }
        (true, "/api/house-rules") => match body() {
            Ok(b) if crate::core::presets::embedded_text(b.name.trim()).is_some() => (
                422,
                json!({ "message": tr!("scorer-rules-built-in", name = b.name.trim().to_string()) }),
            ),
            Ok(b) => {
                let name = b.name.trim().to_string();
                match catalog.save_user_preset(&name, &b.text) {
                    Ok(_) => (
                        200,
                        json!({ "message": tr!("scorer-rules-saved", name = name) }),
                    ),
                    Err(e) => said(e),
                }
            }
            Err(refused) => refused,
        },
        (true, "/api/house-rules/delete") => match body() {
            Ok(b) => {
                let name = b.name.trim().to_string();
                match catalog.remove_user_preset(&name) {
                    Ok(()) => (
                        200,
                        json!({ "message": tr!("scorer-rules-deleted", name = name) }),
                    ),
                    Err(e) => said(e),
                }
            }
            Err(refused) => refused,
        },
        _ => return None,
    })
}

/// A refusal of the page alone's own calls: 422 and its words, as the page shows them.
fn refusal(e: &crate::game::Error) -> (u16, serde_json::Value) {
    let said = crate::render::errors::say(e, crate::render::errors::Surface::Page);
    (422, serde_json::json!({ "message": said }))
}

/// A call's body that is not the call's shape: 400, said as the board says it.
fn bad_call(e: serde_json::Error) -> (u16, serde_json::Value) {
    (
        400,
        serde_json::json!({ "message": crate::tr!("scorer-bad-call", detail = e.to_string()) }),
    )
}

#[cfg(test)]
#[path = "alone_tests.rs"]
mod tests;
