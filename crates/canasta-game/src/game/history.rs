//! The games as a whole: `list`'s rows ([`Listed`]), `history`'s games, archived ones
//! too ([`Past`], `every_game`), and the games `stats` and `players` count, which a
//! [`GameFilter`] takes.

use super::Result;

use crate::core::ledger::{GameLog, Report, SideDef, replay};
use crate::store::Store;

use super::listed_game;

/// A game's summary, or why it cannot be read.
pub type Summarized = std::result::Result<crate::store::summary::Summary, super::Unread>;

/// One row of `list`.
pub struct Listed {
    pub id: String,
    pub current: bool,
    /// The game's summary, or why it cannot be read.
    pub game: Summarized,
}

/// One game for `history`: its id, whether archived, its summary (or why it cannot be
/// read).
pub struct Past {
    pub id: String,
    pub archived: bool,
    pub game: Summarized,
}

/// Every game that reads and adds up, the archived ones too, that `filter` takes, loaded
/// and replayed on every core (statistics over a season of games). Games that cannot be
/// read are left out (`history` lists them with why).
pub fn games_for_stats(store: &Store, filter: &GameFilter) -> Result<Vec<(GameLog, Report)>> {
    let mut ids: Vec<(String, bool)> = store.ids()?.into_iter().map(|i| (i, false)).collect();
    ids.extend(store.archived_ids()?.into_iter().map(|i| (i, true)));
    let load = |id: &str, archived: bool| -> Option<(GameLog, Report)> {
        let log = if archived {
            store.load_archived(id).ok()?
        } else {
            store.load(id).ok()?
        };
        if !filter.takes(&log) {
            return None;
        }
        let report = replay(&log).ok()?;
        Some((log, report))
    };
    let out: Vec<(GameLog, Report)> =
        crate::store::files::on_every_core(&ids, |(id, archived)| load(id, *archived))
            .into_iter()
            .flatten()
            .collect();
    Ok(out)
}

/// The summaries of every game that reads and adds up, the archived ones too, that
/// `filter` takes (`stats`, `players`): from the summary cache, the games whose files
/// changed read and replayed on every core.
pub fn summaries_for_stats(
    store: &Store,
    filter: &GameFilter,
) -> Result<Vec<crate::store::summary::Summary>> {
    Ok(every_game(store)?
        .into_iter()
        .filter_map(|past| past.game.ok())
        .filter(|s| filter.takes_summary(s))
        .collect())
}

/// Which games `history` (and `stats`) take.
#[derive(Debug, Clone, Default)]
pub struct GameFilter {
    pub variant: Option<String>,
    /// A side or player name, without regard to case (and its merged spellings).
    pub player: Option<String>,
    /// Merged spellings (`canasta players merge`).
    pub aliases: crate::core::stats::Aliases,
    /// Days as `YYYY-MM-DD`, compared with the day a game was started.
    pub since: Option<String>,
    pub until: Option<String>,
}

impl GameFilter {
    /// Does the game pass the filter?
    pub fn takes(&self, log: &crate::core::ledger::GameLog) -> bool {
        self.takes_game(&log.variant, &log.sides, log.created.as_deref())
    }

    /// Does the game summarized pass the filter?
    pub fn takes_summary(&self, s: &crate::store::summary::Summary) -> bool {
        self.takes_game(&s.variant, &s.sides, s.created())
    }

    /// Does a game of this variant, these sides, started then, pass the filter?
    fn takes_game(&self, variant: &str, sides: &[SideDef], created: Option<&str>) -> bool {
        let day = created.map(|c| c.get(..10).unwrap_or(c));
        self.variant
            .as_ref()
            .is_none_or(|v| variant.eq_ignore_ascii_case(v.trim()))
            && self.player.as_ref().is_none_or(|p| {
                let want = crate::core::stats::person(&self.aliases, p);
                let same = |n: &str| crate::core::stats::person(&self.aliases, n) == want;
                sides
                    .iter()
                    .any(|s| same(&s.name) || s.players.iter().any(|n| same(n)))
            })
            && self
                .since
                .as_deref()
                .is_none_or(|since| day.is_some_and(|d| d >= since))
            && self
                .until
                .as_deref()
                .is_none_or(|until| day.is_some_and(|d| d <= until))
    }
}

/// Every game, the archived ones too, for `history` and `stats`: from the summary cache,
/// the games whose files changed read and replayed on every core.
pub fn every_game(store: &Store) -> Result<Vec<Past>> {
    use crate::store::summary::{Folder, Summaries};
    let mut summaries = Summaries::open(store);
    let ids = store.ids()?;
    let archived = store.archived_ids()?;
    let games = summaries.games(Folder::Games, &ids, &|id| listed_game(store, id));
    let old = summaries.games(Folder::Archive, &archived, &|id| archived_game(store, id));
    summaries.save(&[
        (Folder::Games, &ids, &games),
        (Folder::Archive, &archived, &old),
    ]);
    let games = ids.into_iter().zip(games).map(|(id, game)| Past {
        id,
        archived: false,
        game,
    });
    let old = archived.into_iter().zip(old).map(|(id, game)| Past {
        id,
        archived: true,
        game,
    });
    Ok(games.chain(old).collect())
}

/// An archived game, loaded and replayed, or why it cannot be.
fn archived_game(store: &Store, id: &str) -> std::result::Result<(GameLog, Report), super::Unread> {
    match store.load_archived(id) {
        Err(e) => Err(e.into_root().into()),
        Ok(log) => match replay(&log) {
            Ok(report) => Ok((log, report)),
            Err(e) => Err(super::Unread {
                why: Box::new(e.into()),
                mend: None,
            }),
        },
    }
}
