//! Times as a person reads them: a time kept in UTC in the files (RFC 3339), shown in this
//! computer's own time zone (issue 45, item 4). In the page (issue 43) the module has no
//! time zone database: the page gives the phone's offset from UTC with each call. Times
//! are read and turned into a date and a time by `core::instant`, with no database.

use crate::core::instant;

/// This computer's own offset from UTC, in seconds, at the time `seconds` after 1970 (its
/// zone's rules: summer time is an hour more).
#[cfg(not(target_arch = "wasm32"))]
fn offset_at(seconds: i64) -> i32 {
    jiff::Timestamp::from_second(seconds)
        .map(|t| jiff::tz::TimeZone::system().to_offset(t).seconds())
        .unwrap_or(0)
}

/// In the page: the phone's offset from UTC, as its last call gave it.
#[cfg(target_arch = "wasm32")]
fn offset_at(_seconds: i64) -> i32 {
    UTC_OFFSET.load(std::sync::atomic::Ordering::Relaxed)
}

#[cfg(target_arch = "wasm32")]
static UTC_OFFSET: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

/// The phone's offset from UTC in seconds (east positive: 3600 in Rome in winter), given
/// by the page with each call; times are shown in it.
#[cfg(target_arch = "wasm32")]
pub fn set_utc_offset(seconds: i32) {
    // At most a day either way (real offsets are within ±14 hours).
    UTC_OFFSET.store(
        seconds.clamp(-86_399, 86_399),
        std::sync::atomic::Ordering::Relaxed,
    );
}

/// A time kept in UTC (RFC 3339, as the event's file keeps it) in this computer's own
/// time zone, to the minute: `2026-12-06 21:40`. A text that is not such a time is shown
/// as it is, escaped.
pub fn local_time(at: &str) -> String {
    match instant::parse(at) {
        Some(t) => instant::civil(t, offset_at(t)).to_minute(),
        None => crate::core::text::printable(at, 40),
    }
}

/// The day of a time kept in UTC, in this computer's own time zone (`2026-12-06`): a game
/// begun at 23:30 UTC is the next day's in Rome. A text that is not such a time gives its
/// first ten characters (a date written by hand).
pub fn local_date(at: &str) -> String {
    match instant::parse(at) {
        Some(t) => instant::civil(t, offset_at(t)).date(),
        None => crate::core::text::printable(at.get(..10).unwrap_or(at), 40),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The calendar's own arithmetic reads and writes every time as jiff does (the
        /// time zone database's library, which the program used before), in any zone.
        #[test]
        fn times_read_and_shown_as_jiff_does(
            seconds in -2_000_000_000i64..8_000_000_000,
            offset_minutes in -840i32..840,
            fraction in 0u32..1_000_000_000,
        ) {
            // Offsets are whole minutes (RFC 3339 writes no seconds of one).
            let offset = offset_minutes * 60;
            let t = jiff::Timestamp::from_second(seconds).unwrap();
            let written = instant::format_utc(seconds);
            prop_assert_eq!(&written, &t.to_string());
            let with_fraction = jiff::Timestamp::new(seconds, i32::try_from(fraction).unwrap_or(0)).unwrap();
            prop_assert_eq!(instant::parse(&with_fraction.to_string()), Some(seconds));
            let zone = jiff::tz::TimeZone::fixed(jiff::tz::Offset::from_seconds(offset).unwrap());
            let zoned = t.to_zoned(zone.clone());
            prop_assert_eq!(
                instant::civil(seconds, offset).to_minute(),
                zoned.strftime("%Y-%m-%d %H:%M").to_string()
            );
            // Written with its offset, it is the same time.
            let offset_text = zoned.strftime("%Y-%m-%dT%H:%M:%S%:z").to_string();
            prop_assert_eq!(instant::parse(&offset_text), Some(seconds));
        }
    }
}
