//! A scoring unit of a game as a typed handle: a side, or a player in three-handed play.
//!
//! A game's units are a list of names in seat order (`GameLog::units`, `Report::sides`).
//! A [`Side`] is a place in that list, so everything kept per side (totals, scores,
//! minimums, lines) is read by it, in seat order, and never by indexing a map with a name
//! (which panics on a name it does not hold). A name becomes a `Side` in one place,
//! [`find`]: the one case-insensitive lookup of a side by its name. Typed words that may
//! be initials or a beginning (`w` for We) go through `line::pick_unit`, which tries this
//! lookup first.

use std::sync::Arc;

use indexmap::IndexMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One scoring unit of a game: its place in seat order (0 for the first side). Made only
/// by [`find`] and [`each`] from the game's own names, so it is always one of them;
/// whatever is read by a `Side` of another game is read as nothing (0, an empty list),
/// never a panic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Side(usize);

impl Side {
    /// The side's place in seat order, from 0.
    pub fn index(self) -> usize {
        self.0
    }
}

/// The side named `name` among `names` (the game's units in seat order), in any case and
/// without the spaces around it; none when no side has that name. The one lookup of a
/// side by its name: reports, lines, flags and questions all come here.
pub fn find<S: AsRef<str>>(names: &[S], name: &str) -> Option<Side> {
    let wanted = name.trim();
    // The same name, exactly, first: two sides whose names differ only in case (which a
    // game refuses, but a caller may hold) are told apart.
    names
        .iter()
        .position(|n| n.as_ref() == wanted)
        .or_else(|| {
            let wanted = wanted.to_lowercase();
            names
                .iter()
                .position(|n| n.as_ref().trim().to_lowercase() == wanted)
        })
        .map(Side)
}

/// Every side of a game of `count` sides, in seat order.
pub fn each(count: usize) -> impl DoubleEndedIterator<Item = Side> + ExactSizeIterator {
    (0..count).map(Side)
}

/// The name of `side` among `names`; empty for a side of another game.
pub fn name_of<S: AsRef<str>>(names: &[S], side: Side) -> &str {
    names.get(side.0).map_or("", AsRef::as_ref)
}

/// A value for each side of a game, in seat order: a report's totals, a hand's scores,
/// minimums and lines. Read by [`Side`] ([`PerSide::get`], none for a side of another
/// game); iterated in seat order with each side's name. Machine-read output and the
/// summary cache see what they always saw: a map from each side's name to its value, in
/// seat order (`{"We": 5700, "They": 5770}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerSide<T> {
    /// The sides' names in seat order, shared by every container of one game.
    names: Arc<[String]>,
    /// One value a side, in the same order; empty for nothing kept (a game without a
    /// target has no points to go).
    values: Vec<T>,
}

impl<T> PerSide<T> {
    /// A value for each of `names` (in seat order) from `value`.
    pub fn from_fn(names: &Arc<[String]>, value: impl FnMut(Side) -> T) -> PerSide<T> {
        PerSide {
            names: Arc::clone(names),
            values: each(names.len()).map(value).collect(),
        }
    }

    /// Each side's value made from this one's, for the same sides.
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> PerSide<U> {
        PerSide {
            names: Arc::clone(&self.names),
            values: self.values.iter().map(f).collect(),
        }
    }

    /// No value for any side of `names`.
    pub fn none(names: &Arc<[String]>) -> PerSide<T> {
        PerSide {
            names: Arc::clone(names),
            values: Vec::new(),
        }
    }

    /// `side`'s value; none for a side of another game (or when nothing is kept).
    pub fn get(&self, side: Side) -> Option<&T> {
        self.values.get(side.0)
    }

    /// The value of the side named `name` in any case ([`find`]).
    pub fn get_by_name(&self, name: &str) -> Option<&T> {
        find(&self.names, name).and_then(|s| self.get(s))
    }

    /// Each side's name and value, in seat order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&str, &T)> + ExactSizeIterator {
        self.names
            .iter()
            .map(String::as_str)
            .zip(self.values.iter())
    }

    /// Each side with its value, in seat order.
    pub fn sides(&self) -> impl DoubleEndedIterator<Item = (Side, &T)> + ExactSizeIterator {
        self.values.iter().enumerate().map(|(i, v)| (Side(i), v))
    }

    /// The values, in seat order.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator {
        self.values.iter()
    }

    /// `side`'s value to change; none for a side of another game.
    pub fn get_mut(&mut self, side: Side) -> Option<&mut T> {
        self.values.get_mut(side.0)
    }

    /// How many values are kept (every side's, or none).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// No sides.
impl<T> Default for PerSide<T> {
    fn default() -> Self {
        PerSide {
            names: Arc::from(Vec::new()),
            values: Vec::new(),
        }
    }
}

/// Written as a map from each side's name to its value, in seat order.
impl<T: Serialize> Serialize for PerSide<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

/// Read from a map of names to values (the summary cache): the names in the order read.
impl<'de, T: Deserialize<'de>> Deserialize<'de> for PerSide<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = IndexMap::<String, T>::deserialize(deserializer)?;
        let (names, values): (Vec<String>, Vec<T>) = map.into_iter().unzip();
        Ok(PerSide {
            names: names.into(),
            values,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sides() -> Vec<String> {
        vec!["We".to_string(), "They".to_string(), "Élan".to_string()]
    }

    #[test]
    fn a_side_is_found_by_its_name_in_any_case() {
        let names = sides();
        for typed in ["We", "we", "WE", " wE "] {
            assert_eq!(find(&names, typed), Some(Side(0)), "{typed:?}");
        }
        for typed in ["They", "they", "THEY"] {
            assert_eq!(find(&names, typed), Some(Side(1)), "{typed:?}");
        }
        // Case beyond ASCII: É and é are one letter in two cases.
        assert_eq!(find(&names, "élan"), Some(Side(2)));
        assert_eq!(find(&names, "ÉLAN"), Some(Side(2)));
    }

    #[test]
    fn a_name_that_is_no_side_is_none() {
        let names = sides();
        // A beginning or initials are no name here (`line::pick_unit` takes those).
        for typed in ["", "W", "Wee", "Them", "Elan", "Ann"] {
            assert_eq!(find(&names, typed), None, "{typed:?}");
        }
        assert_eq!(find::<String>(&[], "We"), None);
    }

    #[test]
    fn sides_go_in_seat_order_and_name_themselves() {
        let names = sides();
        let all: Vec<Side> = each(names.len()).collect();
        assert_eq!(all, [Side(0), Side(1), Side(2)]);
        assert_eq!(all.iter().map(|s| s.index()).collect::<Vec<_>>(), [0, 1, 2]);
        let named: Vec<&str> = all.iter().map(|&s| name_of(&names, s)).collect();
        assert_eq!(named, ["We", "They", "Élan"]);
        // Every side found by its own name is itself.
        for s in each(names.len()) {
            assert_eq!(find(&names, name_of(&names, s)), Some(s));
        }
        // A side of a larger game names nothing here, and does not panic.
        assert_eq!(name_of(&names[..1], Side(2)), "");
    }

    #[test]
    fn a_value_per_side_is_read_by_side_and_written_as_a_map_by_name() {
        let names: Arc<[String]> = sides().into();
        // We 5700, They 5770, Élan 0: seat order kept in values, iteration and JSON.
        let totals = PerSide::from_fn(&names, |s| [5700, 5770, 0][s.index()]);
        assert_eq!(totals.get(Side(1)), Some(&5770));
        assert_eq!(totals.get(Side(3)), None);
        assert_eq!(totals.get_by_name("THEY"), Some(&5770));
        assert_eq!(totals.get_by_name("Them"), None);
        let pairs: Vec<(&str, &i64)> = totals.iter().collect();
        assert_eq!(pairs, [("We", &5700), ("They", &5770), ("Élan", &0)]);
        let json = serde_json::to_string(&totals).unwrap();
        assert_eq!(json, r#"{"We":5700,"They":5770,"Élan":0}"#);
        // Read back from the map (the summary cache): the same names, values and order.
        let back: PerSide<i64> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, totals);
        // To the target of 5000: 0 once reached, else what is left.
        let to_go = totals.map(|t| (5000 - t).max(0));
        assert_eq!(to_go.values().copied().collect::<Vec<_>>(), [0, 0, 5000]);
        // Nothing kept: empty, written as an empty map, and every side reads as none.
        let none: PerSide<i64> = PerSide::none(&names);
        assert!(none.is_empty());
        assert_eq!(none.get(Side(0)), None);
        assert_eq!(serde_json::to_string(&none).unwrap(), "{}");
    }

    #[test]
    fn names_differing_only_in_case_are_told_apart_when_typed_exactly() {
        let names = ["Ann".to_string(), "ANN".to_string()];
        assert_eq!(find(&names, "ANN"), Some(Side(1)));
        assert_eq!(find(&names, "Ann"), Some(Side(0)));
        assert_eq!(find(&names, "ann"), Some(Side(0)));
    }
}
