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

/// In the page: the phone's offset from UTC at that time, from the changes of its zone
/// its last call gave (summer time and back), else its offset now.
#[cfg(target_arch = "wasm32")]
fn offset_at(seconds: i64) -> i32 {
    let zone = ZONE.lock().unwrap_or_else(|p| p.into_inner());
    zone_offset(&zone, seconds)
}

/// The offset at `seconds` of a zone given as its changes, oldest first (each: from that
/// time on, that offset): the last change at or before it; before the first, the first
/// change's offset (the oldest the phone said); UTC for no changes at all.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn zone_offset(changes: &[(i64, i32)], seconds: i64) -> i32 {
    let after = changes.partition_point(|(from, _)| *from <= seconds);
    changes
        .get(after.saturating_sub(1))
        .map_or(0, |(_, offset)| *offset)
}

#[cfg(target_arch = "wasm32")]
static ZONE: std::sync::Mutex<Vec<(i64, i32)>> = std::sync::Mutex::new(Vec::new());

/// The phone's zone, given by the page with each call: its offset from UTC now, in
/// seconds (east positive: 3600 in Rome in winter), and the times its offset changed
/// (seconds after 1970, the offset from then on), as the phone's own clock knows them.
/// Times are shown in the offset of their own day: a game of last July in Rome at +2,
/// one of December at +1. Without changes, every time is shown in the offset of now.
#[cfg(target_arch = "wasm32")]
pub fn set_zone(now: i32, changes: &[(i64, i32)]) {
    // At most a day either way (real offsets are within ±14 hours); oldest first.
    let day = |s: i32| s.clamp(-86_399, 86_399);
    let mut zone: Vec<(i64, i32)> = changes.iter().map(|&(at, s)| (at, day(s))).collect();
    crate::core::order::sort_by_key(&mut zone, |(at, _)| *at);
    if zone.is_empty() {
        zone.push((i64::MIN, day(now)));
    }
    *ZONE.lock().unwrap_or_else(|p| p.into_inner()) = zone;
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

    /// Rome's changes of 2026 as a phone gives them (CET +1, CEST +2 from 29 March 01:00
    /// UTC to 25 October 01:00 UTC): a July evening is at +2, a December one at +1, and a
    /// time before the first change given at the first offset.
    #[test]
    fn a_time_takes_the_offset_of_its_own_day() {
        let rome = [
            (1_767_222_000, 3600), // 2025-12-31T23:00:00Z, the first the page looked at
            (1_774_746_000, 7200), // 2026-03-29T01:00:00Z
            (1_792_890_000, 3600), // 2026-10-25T01:00:00Z
        ];
        assert_eq!(instant::format_utc(1_774_746_000), "2026-03-29T01:00:00Z");
        assert_eq!(instant::format_utc(1_792_890_000), "2026-10-25T01:00:00Z");
        let july = instant::parse("2026-07-15T22:30:00Z").unwrap_or_default();
        assert_eq!(zone_offset(&rome, july), 7200);
        assert_eq!(instant::civil(july, 7200).to_minute(), "2026-07-16 00:30");
        let december = instant::parse("2026-12-06T22:30:00Z").unwrap_or_default();
        assert_eq!(zone_offset(&rome, december), 3600);
        // The very second of a change is already the new offset; the one before is not.
        assert_eq!(zone_offset(&rome, 1_774_746_000), 7200);
        assert_eq!(zone_offset(&rome, 1_774_745_999), 3600);
        assert_eq!(zone_offset(&rome, 0), 3600);
        assert_eq!(zone_offset(&[], july), 0);
    }

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
