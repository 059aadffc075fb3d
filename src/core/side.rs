//! A scoring unit of a game as a typed handle: a side, or a player in three-handed play.
//!
//! A game's units are a list of names in seat order (`GameLog::units`, `Report::sides`).
//! A [`Side`] is a place in that list, so everything kept per side (totals, scores,
//! minimums, lines) is read by it, in seat order, and never by indexing a map with a name
//! (which panics on a name it does not hold). A name becomes a `Side` in one place,
//! [`find`]: the one case-insensitive lookup of a side by its name. Typed words that may
//! be initials or a beginning (`w` for We) go through `line::pick_unit`, which tries this
//! lookup first.

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
    fn names_differing_only_in_case_are_told_apart_when_typed_exactly() {
        let names = ["Ann".to_string(), "ANN".to_string()];
        assert_eq!(find(&names, "ANN"), Some(Side(1)));
        assert_eq!(find(&names, "Ann"), Some(Side(0)));
        assert_eq!(find(&names, "ann"), Some(Side(0)));
    }
}
