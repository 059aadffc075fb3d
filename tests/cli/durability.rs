//! Crash safety and locking under attack (written by a helper; see below).
