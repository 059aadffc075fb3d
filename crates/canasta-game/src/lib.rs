//! The game layer of canasta and the store it keeps its games in: a game started, hands
//! typed, corrected and undone, matches, tournaments and circuits, all kept as game logs
//! (the only source of truth) in a data folder. The store reaches its folder, the clock
//! and randomness through one trait ([`store::disk::Disk`]): the program gives it the
//! computer's files (`OsDisk`, in the `canasta` crate), a web page the page's own
//! (`MemDisk`). No file system, terminal, network, clock or randomness of its own, so it
//! builds for a web page (`wasm32-unknown-unknown`, issue 43); `tests/layers.rs` holds it
//! to that. It returns facts; every sentence a person reads is the `canasta` crate's
//! rendering layer's.

/// The rules core (`crates/canasta-core`), named as its layer, as in the program.
pub use canasta_core as core;
pub mod exit;
pub mod game;
pub mod store;
