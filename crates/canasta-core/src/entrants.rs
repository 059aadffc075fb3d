//! A tournament's entrants as the director gives them: one a line, players' names
//! checked (one player in two entrants, two entrants of one name, near-duplicate names),
//! and their groups (*gironi*), headed in the list or shared out by count.
//!
//! Pure: text in, entrants or the facts of a refusal out.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::movement::Entrant;

/// One entrant: a pair (or a team, or a player, as the variant seats them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntrantDef {
    /// The entrant's number (1, 2, …), printed on the board and the seating.
    pub number: Entrant,
    /// The entrant's name: its side's name in every game it plays.
    pub name: String,
    /// Its players, in seat order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// Its group (*girone*), when the event has groups: each group is seated and ranked
    /// on its own (research tournaments.md §1.3, §1.4: Roccalumera's groups A and B).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
}

/// A list of entrants that cannot be read, as facts (1-based line numbers).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntrantsError {
    /// Fewer than two entrants.
    TooFew { have: usize },
    /// A line with no player and no name.
    Empty { line: usize },
    /// A name that a game cannot carry (too long, a `:` or `=`).
    BadName {
        line: usize,
        error: crate::text::NameError,
    },
    /// Two entrants with one name: the games' sides would be the same.
    SameName {
        line: usize,
        first: usize,
        name: String,
    },
    /// One player in two entrants.
    PlayerTwice {
        line: usize,
        first: usize,
        player: String,
    },
    /// A line with a number of players the variant does not seat.
    PlayerCount {
        line: usize,
        have: usize,
        need: usize,
    },
    /// Groups are headed (`[A]`) but an entrant comes before the first heading.
    OutsideGroup { line: usize },
    /// A group headed twice.
    GroupTwice {
        line: usize,
        first: usize,
        group: String,
    },
    /// A group of fewer than two entrants: nobody for them to play.
    GroupTooSmall { group: String, have: usize },
    /// More groups asked for than pairs of entrants (`--groups`): the count, and the
    /// entrants.
    TooManyGroups { groups: usize, entrants: usize },
    /// Groups both headed in the list and asked for by count.
    GroupsTwice,
}

/// A name that looks like another (the same letters but for case, accents and spaces,
/// or one letter apart): said to the director, who may merge or keep them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NearName {
    pub line: usize,
    pub name: String,
    pub like: String,
}

/// Read the entrants, one a line: `Name: Player, Player`, or the players alone (`Ana
/// Rossi, Bob Bianchi`, or joined by `&` or ` - `), the name then made of their last
/// words (`Rossi-Bianchi`). Blank lines and `#` comments are skipped. `per_entrant`: how
/// many players the variant seats a side (a line may name none: the entrant's name
/// only). Near-duplicate players' names come back beside the entrants.
pub fn parse_entrants(
    text: &str,
    per_entrant: usize,
) -> Result<(Vec<EntrantDef>, Vec<NearName>), EntrantsError> {
    parse_entrants_as(text, per_entrant, &|p| p.to_string())
}

/// [`parse_entrants`], each player's name first given to `rename` (a merged spelling
/// becomes the name it was merged into, before the entrant's name is made of it).
pub fn parse_entrants_as(
    text: &str,
    per_entrant: usize,
    rename: &dyn Fn(&str) -> String,
) -> Result<(Vec<EntrantDef>, Vec<NearName>), EntrantsError> {
    let (entrants, near) = read_entrants(text, per_entrant, rename)?;
    if entrants.len() < 2 {
        return Err(EntrantsError::TooFew {
            have: entrants.len(),
        });
    }
    check_groups(&entrants)?;
    Ok((entrants, near))
}

/// The lines of a list still being typed (table mode): every line's own checks, and
/// those against the lines before it, but not yet that the list is long enough nor that
/// each group has two entrants.
pub fn read_entrants(
    text: &str,
    per_entrant: usize,
    rename: &dyn Fn(&str) -> String,
) -> Result<(Vec<EntrantDef>, Vec<NearName>), EntrantsError> {
    let mut entrants: Vec<EntrantDef> = Vec::new();
    let mut lines_of: Vec<usize> = Vec::new();
    let mut players_seen: BTreeMap<String, (usize, String)> = BTreeMap::new();
    let mut names_at: std::collections::HashMap<String, usize> = Default::default();
    // Each player seen, under their folded name and each of its one-letter-shorter forms
    // ([`near_keys`]): (lower-cased, folded, as typed).
    let mut by_near: std::collections::HashMap<String, Vec<(String, String, String)>> =
        Default::default();
    let mut near = Vec::new();
    // `[A]` heads a group: the entrants below it are in it, until the next heading.
    let mut group: Option<String> = None;
    let mut headed: BTreeMap<String, usize> = BTreeMap::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let body = raw.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            continue;
        }
        if let Some(heading) = body.strip_prefix('[').and_then(|b| b.strip_suffix(']')) {
            let heading = heading.split_whitespace().collect::<Vec<_>>().join(" ");
            crate::text::check_name(&heading)
                .map_err(|error| EntrantsError::BadName { line, error })?;
            if let Some(first) = headed.get(&heading.to_lowercase()) {
                return Err(EntrantsError::GroupTwice {
                    line,
                    first: *first,
                    group: heading,
                });
            }
            if group.is_none() && !entrants.is_empty() {
                return Err(EntrantsError::OutsideGroup { line: lines_of[0] });
            }
            headed.insert(heading.to_lowercase(), line);
            group = Some(heading);
            continue;
        }
        let (name, list) = match body.split_once(':') {
            Some((name, list)) => (Some(name.trim().to_string()), list),
            None => (None, body),
        };
        let players: Vec<String> = list
            .split([',', '&', ';'])
            .flat_map(|p| p.split(" - "))
            .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|p| !p.is_empty())
            .map(|p| rename(&p))
            .collect();
        if players.is_empty() && name.as_deref().is_none_or(str::is_empty) {
            return Err(EntrantsError::Empty { line });
        }
        if !players.is_empty() && players.len() != per_entrant {
            return Err(EntrantsError::PlayerCount {
                line,
                have: players.len(),
                need: per_entrant,
            });
        }
        let name = match name.filter(|n| !n.is_empty()) {
            Some(n) => n,
            // One player (an individual event, a variant of one a side): their name.
            None if players.len() == 1 => players[0].clone(),
            None => players
                .iter()
                .map(|p| surname(p))
                .collect::<Vec<_>>()
                .join("-"),
        };
        for p in players.iter().chain(std::iter::once(&name)) {
            crate::text::check_name(p).map_err(|error| EntrantsError::BadName { line, error })?;
        }
        if let Some(&at) = names_at.get(&name.to_lowercase()) {
            return Err(EntrantsError::SameName {
                line,
                first: lines_of[at],
                name,
            });
        }
        names_at.insert(name.to_lowercase(), entrants.len());
        for p in &players {
            let key = fold(p);
            if let Some((first, _)) = players_seen.get(&p.to_lowercase()) {
                return Err(EntrantsError::PlayerTwice {
                    line,
                    first: *first,
                    player: p.clone(),
                });
            }
            // The players seen whose folded name is this one's, or one letter apart: found
            // through the names with one letter taken out, so a list of 100,000 is read in
            // linear time. The first in alphabetical order is said.
            let like = near_keys(&key)
                .filter_map(|k| by_near.get(&k))
                .flatten()
                .filter(|(_, folded, _)| *folded == key || one_apart(folded, &key))
                .min_by(|a, b| a.0.cmp(&b.0))
                .map(|(_, _, name)| name.clone());
            if let Some(like) = like {
                near.push(NearName {
                    line,
                    name: p.clone(),
                    like,
                });
            }
            for k in near_keys(&key) {
                by_near
                    .entry(k)
                    .or_default()
                    .push((p.to_lowercase(), key.clone(), p.clone()));
            }
            players_seen.insert(p.to_lowercase(), (line, p.clone()));
        }
        lines_of.push(line);
        entrants.push(EntrantDef {
            number: entrants.len() as Entrant + 1,
            name,
            players,
            group: group.clone(),
        });
    }
    Ok((entrants, near))
}

/// Every group has two entrants at least (a heading with none below it counts as none:
/// the list's own groups are those its entrants name).
fn check_groups(entrants: &[EntrantDef]) -> Result<(), EntrantsError> {
    let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
    for e in entrants {
        if let Some(g) = &e.group {
            *sizes.entry(g.as_str()).or_insert(0) += 1;
        }
    }
    match sizes.into_iter().find(|(_, n)| *n < 2) {
        Some((g, have)) => Err(EntrantsError::GroupTooSmall {
            group: g.to_string(),
            have,
        }),
        None => Ok(()),
    }
}

/// Share the entrants out into `groups` groups in their order, named A, B, C…, as near
/// equal in size as can be (the first ones one larger): `--groups N`, for a list with no
/// headings of its own. One group is no groups.
pub fn split_groups(entrants: &mut [EntrantDef], groups: usize) -> Result<(), EntrantsError> {
    if entrants.iter().any(|e| e.group.is_some()) {
        return Err(EntrantsError::GroupsTwice);
    }
    if groups <= 1 {
        return Ok(());
    }
    if groups > 26 || entrants.len() < groups * 2 {
        return Err(EntrantsError::TooManyGroups {
            groups,
            entrants: entrants.len(),
        });
    }
    let (size, extra) = (entrants.len() / groups, entrants.len() % groups);
    let mut at = 0;
    for (g, letter) in (0..groups).zip('A'..='Z') {
        let n = size + usize::from(g < extra);
        for e in &mut entrants[at..at + n] {
            e.group = Some(letter.to_string());
        }
        at += n;
    }
    Ok(())
}

/// A player's surname for an entrant's name: the last word, with the particles before
/// it that belong to it (`Francesca De Luca`: `De Luca`; `Jan van der Berg`: `van der
/// Berg`; `Ana Rossi`: `Rossi`). A single word is the whole name.
pub fn surname(player: &str) -> String {
    const PARTICLES: &[&str] = &[
        "de", "di", "da", "del", "della", "delle", "dei", "degli", "dello", "dal", "dalla", "lo",
        "la", "le", "van", "von", "der", "den", "ter", "ten", "dos", "das", "do", "du", "des",
        "mac", "mc", "st", "st.", "san", "santa", "y", "e", "zu", "af", "al", "el",
    ];
    let words: Vec<&str> = player.split_whitespace().collect();
    let Some(last) = words.len().checked_sub(1) else {
        return player.to_string();
    };
    // Particles before the last word, never the first word (the given name).
    let mut start = last;
    while start > 1 && PARTICLES.contains(&words[start - 1].to_lowercase().as_str()) {
        start -= 1;
    }
    words[start..].join(" ")
}

/// A name folded for likeness: lower case, no accents (the common Latin ones), no spaces
/// or dots.
fn fold(name: &str) -> String {
    name.to_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '.' && *c != '\'')
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' => 'a',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            other => other,
        })
        .collect()
}

/// A folded name and each form of it with one letter taken out: two names one letter
/// apart (changed, added or removed) share one of these, so candidates are looked up, not
/// searched for.
fn near_keys(folded: &str) -> impl Iterator<Item = String> + '_ {
    let chars: Vec<char> = folded.chars().collect();
    let shorter = (0..chars.len()).map(move |i| {
        chars
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, c)| *c)
            .collect()
    });
    std::iter::once(folded.to_string()).chain(shorter)
}

/// Whether two folded names are one letter apart (one changed, added or removed), for
/// names of five letters or more (shorter ones differ by a letter too often).
fn one_apart(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().min(b.len()) < 5 || a == b || a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    let start = short
        .iter()
        .zip(long.iter())
        .take_while(|(x, y)| x == y)
        .count();
    if short.len() == long.len() {
        short[start + 1..] == long[start + 1..]
    } else {
        short[start..] == long[start + 1..]
    }
}

#[cfg(test)]
mod tests {
    use super::surname;

    /// Found at a club trial: "Francesca De Luca" made the pair "Luca-Costa".
    #[test]
    fn a_surname_keeps_its_particles() {
        assert_eq!(surname("Francesca De Luca"), "De Luca");
        assert_eq!(surname("Jan van der Berg"), "van der Berg");
        assert_eq!(surname("Maria Grazia Rossi"), "Rossi");
        assert_eq!(surname("Ana"), "Ana");
        assert_eq!(surname("Da Silva"), "Silva");
        assert_eq!(surname("João dos Santos"), "dos Santos");
    }

    /// The names one letter apart are found through the shorter forms, as the pairwise
    /// search found them: a letter changed, added or removed (five letters or more), and
    /// the same letters but for case, accents and spaces; not two letters apart, nor a
    /// swap of two letters.
    #[test]
    fn names_alike_are_found_by_lookup() {
        let list = "Giovanni Rossi, Bob Bianchi\nGiovanna Rossi, Cy Verdi\nGiovanni Rosi, Di Neri\n\
                    Ed Galli, Flo Conti\nGus Ferri, Hal Moro\nHal Mora, Ivo Sala\nBob Banchi, Jo Re\n\
                    Giovanni Rossi Jr, Ken Lo\nAnna Bella, Al Bo\nAnna Bello, Bi Ci\nEd Glali, Dan Ek";
        let (_, near) = super::read_entrants(list, 2, &|p: &str| p.to_string()).expect("entrants");
        let said: Vec<(usize, &str, &str)> = near
            .iter()
            .map(|n| (n.line, n.name.as_str(), n.like.as_str()))
            .collect();
        assert_eq!(
            said,
            vec![
                (2, "Giovanna Rossi", "Giovanni Rossi"),
                (3, "Giovanni Rosi", "Giovanni Rossi"),
                (6, "Hal Mora", "Hal Moro"),
                (7, "Bob Banchi", "Bob Bianchi"),
                (10, "Anna Bello", "Anna Bella"),
            ]
        );
    }
}
