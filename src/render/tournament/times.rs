//! Times as a person reads them: a time kept in UTC in the files (RFC 3339), shown in this
//! computer's own time zone (issue 45, item 4).

/// A time kept in UTC (RFC 3339, as the event's file keeps it) in this computer's own
/// time zone, to the minute: `2026-12-06 21:40`. A text that is not such a time is shown
/// as it is, escaped.
pub fn local_time(at: &str) -> String {
    match at.parse::<jiff::Timestamp>() {
        Ok(t) => t
            .to_zoned(jiff::tz::TimeZone::system())
            .strftime("%Y-%m-%d %H:%M")
            .to_string(),
        Err(_) => crate::core::text::printable(at, 40),
    }
}

/// The day of a time kept in UTC, in this computer's own time zone (`2026-12-06`): a game
/// begun at 23:30 UTC is the next day's in Rome. A text that is not such a time gives its
/// first ten characters (a date written by hand).
pub fn local_date(at: &str) -> String {
    match at.parse::<jiff::Timestamp>() {
        Ok(t) => t
            .to_zoned(jiff::tz::TimeZone::system())
            .strftime("%Y-%m-%d")
            .to_string(),
        Err(_) => crate::core::text::printable(at.get(..10).unwrap_or(at), 40),
    }
}
