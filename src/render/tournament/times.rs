//! Times as a person reads them: a time kept in UTC in the files (RFC 3339), shown in this
//! computer's own time zone (issue 45, item 4). In the page (issue 43) the module has no
//! time zone database: the page gives the phone's offset from UTC with each call.

/// The zone a person reads times in: this computer's own.
#[cfg(not(target_arch = "wasm32"))]
fn zone() -> jiff::tz::TimeZone {
    jiff::tz::TimeZone::system()
}

/// In the page: the phone's offset from UTC, as its last call gave it.
#[cfg(target_arch = "wasm32")]
fn zone() -> jiff::tz::TimeZone {
    let seconds = UTC_OFFSET.load(std::sync::atomic::Ordering::Relaxed);
    jiff::tz::Offset::from_seconds(seconds)
        .map(jiff::tz::TimeZone::fixed)
        .unwrap_or(jiff::tz::TimeZone::UTC)
}

#[cfg(target_arch = "wasm32")]
static UTC_OFFSET: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

/// The phone's offset from UTC in seconds (east positive: 3600 in Rome in winter), given
/// by the page with each call; times are shown in it.
#[cfg(target_arch = "wasm32")]
pub fn set_utc_offset(seconds: i32) {
    UTC_OFFSET.store(seconds, std::sync::atomic::Ordering::Relaxed);
}

/// A time kept in UTC (RFC 3339, as the event's file keeps it) in this computer's own
/// time zone, to the minute: `2026-12-06 21:40`. A text that is not such a time is shown
/// as it is, escaped.
pub fn local_time(at: &str) -> String {
    match at.parse::<jiff::Timestamp>() {
        Ok(t) => t.to_zoned(zone()).strftime("%Y-%m-%d %H:%M").to_string(),
        Err(_) => crate::core::text::printable(at, 40),
    }
}

/// The day of a time kept in UTC, in this computer's own time zone (`2026-12-06`): a game
/// begun at 23:30 UTC is the next day's in Rome. A text that is not such a time gives its
/// first ten characters (a date written by hand).
pub fn local_date(at: &str) -> String {
    match at.parse::<jiff::Timestamp>() {
        Ok(t) => t.to_zoned(zone()).strftime("%Y-%m-%d").to_string(),
        Err(_) => crate::core::text::printable(at.get(..10).unwrap_or(at), 40),
    }
}
