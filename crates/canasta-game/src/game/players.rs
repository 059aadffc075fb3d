//! The players across games: two spellings merged into one person, and the statistics
//! of a season with a head-to-head between two names (a name that played in none of the
//! games is refused, not shown as zeros).

use crate::core::ledger::GameLog;
use crate::core::stats::{Stats, person};
use crate::store::Store;
use crate::store::summary::Summary;

use super::{GameFilter, Result, games_for_stats, summaries_for_stats};

/// Why a merge or a head-to-head was refused.
#[derive(Debug)]
pub enum PlayersRefused {
    /// `from` and `into` sat at one table (the game `log`, begun at `day`, UTC as its
    /// file keeps it; empty when it does not say): two people.
    SameTable {
        from: String,
        into: String,
        log: Box<GameLog>,
        day: String,
    },
    /// `who` (a player, or partners joined by `&`) played in none of the games asked.
    NotInGames { who: String },
}

/// Count `from` as the same person as `into` in statistics and history, unless the two
/// names sat at one table in a game of the data folder.
pub fn merge_players(store: &Store, from: &str, into: &str) -> Result<()> {
    crate::core::text::check_name(from.trim())?;
    crate::core::text::check_name(into.trim())?;
    // Two people who sat at one table are two people.
    let aliases = store.aliases()?;
    let games = games_for_stats(store, &GameFilter::default())?;
    let (a, b) = (person(&aliases, from), person(&aliases, into));
    let together = games.iter().filter(|_| a != b).find(|(log, _)| {
        let names: Vec<String> = log
            .sides
            .iter()
            .flat_map(|s| {
                if s.players.is_empty() {
                    vec![s.name.clone()]
                } else {
                    s.players.clone()
                }
            })
            .map(|n| person(&aliases, &n))
            .collect();
        names.contains(&a) && names.contains(&b)
    });
    if let Some((log, _)) = together {
        // When it began, as its file keeps it (UTC): the words show its local day.
        let day = log.created.clone().unwrap_or_default();
        return Err(PlayersRefused::SameTable {
            from: from.to_string(),
            into: into.to_string(),
            log: Box::new(log.clone()),
            day,
        }
        .into());
    }
    Ok(store.merge_player(from, into)?)
}

/// The games `filter` keeps, and their statistics with, for `vs`, the head-to-head of two
/// names (each a player, or partners joined by `&`), each of whom must have played.
pub fn season(
    store: &Store,
    filter: &GameFilter,
    vs: Option<(&str, &str)>,
) -> Result<(Vec<Summary>, Stats)> {
    let games = summaries_for_stats(store, filter)?;
    let mut stats = crate::core::stats::fold(games.iter().map(|g| &g.tally), vs, &filter.aliases);
    // The games' own words, where every variant counted has the same.
    stats.terms = shared_terms(store, games.iter().map(|g| g.variant.as_str()));
    if let Some((a, b)) = vs {
        for who in [a, b] {
            if !played(&stats, &filter.aliases, who) {
                return Err(PlayersRefused::NotInGames {
                    who: who.to_string(),
                }
                .into());
            }
        }
    }
    Ok((games, stats))
}

/// Whether `who` (a player or `&`-joined partners, in any order) has figures in `stats`.
fn played(stats: &Stats, aliases: &crate::core::stats::Aliases, who: &str) -> bool {
    let people = |name: &str| {
        let mut names: Vec<String> = name.split('&').map(|p| person(aliases, p)).collect();
        crate::core::order::sort(&mut names);
        names
    };
    let wanted = people(who);
    stats
        .players
        .iter()
        .chain(&stats.partnerships)
        .any(|f| people(&f.name) == wanted)
}

/// The words (`hand`, `deal`, `round`; `canasta`, `canastra`) every variant named has in
/// common (each variant's rules read once), None when they differ or one cannot be read:
/// a list of Burraco games counts deals, a list of every family hands.
pub fn shared_terms<'a>(
    store: &Store,
    variants: impl IntoIterator<Item = &'a str>,
) -> Option<crate::core::rules::Terms> {
    let mut variants: Vec<&str> = variants.into_iter().collect();
    variants.sort_unstable();
    variants.dedup();
    let terms: Vec<crate::core::rules::Terms> = variants
        .iter()
        .filter_map(|v| store.catalog().resolve_name(v).ok().map(|r| r.terms))
        .collect();
    (terms.len() == variants.len() && terms.windows(2).all(|w| w[0] == w[1]))
        .then(|| terms.first().copied())
        .flatten()
}
