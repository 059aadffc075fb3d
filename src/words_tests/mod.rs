//! For the tests of every layer: the rules core's facts in the words `render` gives
//! them (`Say`), so that a core test may check a refusal's sentence as well as its facts
//! without the core itself naming `render`.

pub use crate::render::say::Say;

// The core's tests that check its facts in words as well: the core is a crate of its own
// (`crates/canasta-core`), which cannot name `render`, so they run here, against the
// core's public items.
mod cards_tests;
// The game layer's, likewise (`crates/canasta-game`).
mod game_tests;
mod languages_tests;
mod line_tests;
mod melds_tests;
mod plan_tests;
mod presets_tests;
mod score_burraco_tests;
mod score_tests;
mod score_variant_tests;
mod text_tests;
