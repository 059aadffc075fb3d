//! The game layer: the use cases every front end shares, over domain values.
//!
//! Open a game, start one, record, edit, drop or undo a hand, import a log, list the
//! games, answer a rules question. Each takes plain values (never clap's types, never a
//! prompt) and returns a value (a report, a verdict) or a refusal; the front ends
//! (`cli/` for the command line, `table_mode/` for the prompts, `serve/` for the board)
//! render what comes back through `render/`.
//! Nothing here prints, and no sentence is made here: a refusal is a value of facts
//! (`Refused`, `Damaged`, `SetupRefused`, `MatchRefused`, `ImportRefused`,
//! `backup::RestoreRefused`) that `render` words. Every public function returns the one
//! typed [`Error`] (`error.rs`) that wraps them, with the store's: a front end matches on
//! it, `render::errors::say` words it for a surface, and `Error::exit` says how the
//! process ends. Like fd's `Config`, this is the boundary past which nobody knows which
//! front end asked.
//!
//! Every change to a game follows one path: load the log, change the hands, `replay` the
//! whole log (which referees every hand), and only if that succeeds save it. A refused
//! hand therefore never reaches the disk.
//!
//! One file for each use case, all re-exported here (`crate::game::X`):
//!
//! - `open`: open a game, make one current, archive or delete one; a damaged file;
//! - `setup`: a new game, its log, its refusals;
//! - `matches`: a game started in a match, a match's standing;
//! - `entries`: what a hand's entry says, and what the hand use cases give back;
//! - `hands`: the one write path, and record, edit, undo, drop, list;
//! - `held` and `drafts`: a game held open by table mode, and the hand being typed;
//! - `typed`: a hand typed line by line (table mode, the scorer's page): its lines, the
//!   referee's verdict on each, one line of a saved hand changed, the version a page saw;
//! - `questions`: the rules questions; `slips`: what the referee asks about a hand
//!   rather than refuses;
//! - `import`: one game log imported; `backup`: a whole data folder, and its restore;
//! - `history`: every game, archived too, for `history`, `stats` and `players`.

mod drafts;
mod entries;
mod hands;
mod held;
mod history;
mod import;
mod matches;
mod open;
mod players;
mod questions;
mod setup;
mod slips;
mod typed;

mod error;
#[cfg(test)]
mod in_memory_tests;
pub use error::{Error, Result, StoreError};

mod refused;
pub use refused::{Ending, HandRefused, QuestionRefused};

pub mod backup;
pub mod circuit;
pub mod tournament;

pub use drafts::{
    Draft, TERMINAL, draft, drop_draft, keep_draft, keep_typed, same_hand, web_draft,
};
pub use entries::{Changed, HandEdits, HandText, Removed};
pub use hands::{
    HandChange, Refused, Saved, Saw, change_game, change_game_at, drop_hand, edit, failing_hand,
    list, record, save_typed, typed_hand, undo,
};
use hands::{listed_game, resolve_unit};
pub use held::{ChangeMadeTwice, Held, HeldSave, hold, refresh, save_held};
pub use history::{
    GameFilter, Listed, Past, Summarized, every_game, games_for_stats, summaries_for_stats,
};
pub use import::{ImportRefused, ImportWhy, Imported, import};
pub use matches::{MatchRefused, MatchSpec, match_standing, standing_of, start_in_match};
use open::damaged;
pub use open::{
    Damaged, Mend, Opened, Unread, archive, delete, make_current, mend_of, open, unarchive,
    use_game,
};
pub use players::{PlayersRefused, merge_players, season, shared_terms};
// What only the tests reach from outside the game layer (the program's tests too, which
// are another crate's).
pub use drafts::typed_hand_of;
pub use hands::{apply_edits, read_hand};
pub use questions::{
    Answer, AskKind, Asking, At, Basis, MAX_SCORE, OutAsked, Question, RulesFrom, RunAnswer, Whose,
    ask, minimum, one_card, one_card_of, question, rules_for,
};
pub use setup::default_side_names;
pub use setup::{
    DefaultSide, LastSetup, NewGame, SetupRefused, create, default_sides, last_setup, new_log,
    start,
};
pub use slips::{Slip, answer_slip, slips};
pub use typed::{
    LineAsked, LineVerdict, check_lines, hand_of, lines_asked, preview, referee, version_of,
    with_line,
};

// What `hands.rs` and `questions.rs` take from here (`use super::*`).
use indexmap::IndexMap;

use crate::core::cards::{Card, parse_cards};
use crate::core::hand::{Hand, SideResult, WentOut};
use crate::core::ledger::{GameLog, LedgerError, Report, log_text, replace_hands_checked, replay};
use crate::core::melds::{
    self, InitialMeldVerdict, MeldContext, OutQuestion, PileQuestion, Verdict, canasta_kind,
    check_initial_meld,
};
use crate::core::rules::{Points, Rules};
use crate::core::score::count_cards;
use crate::store::{Seen, Store};
