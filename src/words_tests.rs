//! For the tests of every layer: the rules core's facts in the words `render` gives
//! them (`Say`), so that a core test may check a refusal's sentence as well as its facts
//! without the core itself naming `render`.

pub use crate::render::say::Say;
