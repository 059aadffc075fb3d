//! Export: the game's file written where the table says (never over a file unasked).

use crate::table_mode::Result;

use crate::core::ledger::GameLog;
use crate::disk::program::{would_replace, write_output};
use crate::render;
use crate::store::log_text;
use crate::table_mode::prompt::{self, Line, Prompter};
use crate::tr;

/// Write game `id`'s file to a path asked for (`canasta-game-ID.yaml` by default).
pub(super) fn export(p: &mut dyn Prompter, id: &str, log: &GameLog) -> Result<()> {
    let default = format!("canasta-game-{id}.yaml");
    let path = p.input(&Line::new(tr!("table-export-to")).default(default))?;
    // `q` leaves the question: nothing written.
    if prompt::quits(&path) {
        p.say_line(&render::warn(&tr!("table-nothing-written")))?;
        return Ok(());
    }
    let path = std::path::absolute(path.trim())?;
    let force = would_replace(&path)
        && prompt::yes(
            p,
            &tr!("table-file-exists", path = path.display().to_string()),
            false,
        )?;
    if would_replace(&path) && !force {
        p.say_line(&render::warn(&tr!("table-nothing-written")))?;
        return Ok(());
    }
    match log_text(log).and_then(|text| write_output(&path, &text, force)) {
        Ok(()) => p.say_line(&render::good(&tr!(
            "table-wrote",
            game = id.to_string(),
            path = path.display().to_string()
        )))?,
        Err(e) => p.say_line(&render::warn(&tr!(
            "table-could-not-write",
            why = render::say::Say::said(&e)
        )))?,
    }
    Ok(())
}
