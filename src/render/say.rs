//! Words for the rules core's facts. The core's refusals (a name, a meld, a preset, a
//! log that does not read) are plain data: they do not know how they are said. This
//! trait is how render says them, in the language set, and the only way: none of them
//! implements `Display`, so no front end can print one without going through here.

use std::fmt::{self, Display, Formatter};

/// A fact of the core that render can put into words.
pub trait Say {
    /// Writes the words for `self` into `f` (the way nested facts are said inside a
    /// sentence without building a string each).
    fn say(&self, f: &mut Formatter<'_>) -> fmt::Result;

    /// The words for `self`, in the language set.
    fn said(&self) -> String {
        Said(self).to_string()
    }
}

/// `fact`, ready to be put into a sentence with `{}`: `format!("{}", Said(&e))`.
pub struct Said<'a, T: ?Sized>(pub &'a T);

impl<T: Say + ?Sized> Display for Said<'_, T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        self.0.say(f)
    }
}
