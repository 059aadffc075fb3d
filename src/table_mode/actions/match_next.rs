//! The match's next game, started from the menu once a game of a match is over: same
//! variant, same match; the session goes on with it.

use crate::table_mode::Result;

use super::Session;
use crate::game;
use crate::render;
use crate::table_mode::is_table_refusal;
use crate::table_mode::prompt::Prompter;
use crate::tr;

/// Start the next game of match `name` and play it; a refusal is said and the menu
/// shown again.
pub(super) fn match_next(p: &mut dyn Prompter, s: &mut Session, name: String) -> Result<()> {
    let log = &s.held.log;
    let spec = game::NewGame {
        variant: log.variant.clone(),
        ..game::NewGame::default()
    };
    let m = game::MatchSpec {
        name: name.clone(),
        ..game::MatchSpec::default()
    };
    match game::start_in_match(s.store, &spec, &m) {
        Ok(opened) => {
            p.say_line(&render::good(&render::screen_wrapped(
                &tr!(
                    "table-match-next-started",
                    game = opened.id.clone(),
                    variant = opened.log.variant.clone(),
                    match_name = name.clone(),
                    dealer = opened.report.next_dealer.clone()
                ),
                "",
            )))?;
            s.held = game::hold(s.store, &opened.id)?;
            s.shown_end = false;
        }
        Err(e) if is_table_refusal(&e) => {
            p.say_line(&render::warn(&render::screen_wrapped(
                &render::errors::say(&e, render::errors::Surface::Table),
                "",
            )))?;
        }
        Err(e) => return Err(e.into()),
    }
    Ok(())
}
