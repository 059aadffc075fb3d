//! The phone's pages and the scorer's calls, whoever serves them: the board's part of a
//! game (`page`), what makes the pages an app (`app`: the manifest, the icons, the shared
//! script), and the scorer's page with the calls it makes (`scorer`). Nothing here opens a
//! socket, starts a thread or reads a clock: `canasta serve` answers these calls over
//! HTTP, and the engine in the page (`crates/canasta-wasm`) answers the same calls with
//! the same code.

pub mod alone;
pub(crate) mod app;
pub(crate) mod page;
pub(crate) mod scorer;
