//! Times as the files keep them: RFC 3339 in UTC to the second (`2026-12-06T21:40:00Z`),
//! read and written without a time zone database, so that the page's engine carries none
//! (issue 43, item 7): a time is its seconds since 1970, shown as a civil date and time at
//! an offset from UTC that the caller gives (the computer's zone, or the phone's offset).
//! The proleptic Gregorian calendar's arithmetic is Howard Hinnant's `days_from_civil` and
//! `civil_from_days` (<https://howardhinnant.github.io/date_algorithms.html>).

/// A civil date and time: what a clock and a calendar on the wall say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Civil {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
}

impl Civil {
    /// `2026-12-06`.
    pub fn date(&self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// `2026-12-06 21:40`.
    pub fn to_minute(&self) -> String {
        format!("{} {:02}:{:02}", self.date(), self.hour, self.minute)
    }
}

/// Days since 1970-01-01 of a civil date.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = i64::from((month + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date `days` since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    // Both in range by construction (1..=31, 1..=12).
    let day = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The civil date and time `seconds` after 1970-01-01T00:00:00Z, at `offset` seconds east
/// of UTC (3600 in Rome in winter).
pub fn civil(seconds: i64, offset: i32) -> Civil {
    let local = seconds.saturating_add(i64::from(offset));
    let (days, in_day) = (local.div_euclid(86_400), local.rem_euclid(86_400));
    let (year, month, day) = civil_from_days(days);
    // In range by construction (`in_day` is 0..86400).
    let part = |n: i64| u32::try_from(n).unwrap_or(0);
    Civil {
        year,
        month,
        day,
        hour: part(in_day / 3600),
        minute: part(in_day % 3600 / 60),
        second: part(in_day % 60),
    }
}

/// `seconds` after 1970 in UTC, as the files keep a time: `2026-12-06T21:40:00Z`.
pub fn format_utc(seconds: i64) -> String {
    let c = civil(seconds, 0);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        c.date(),
        c.hour,
        c.minute,
        c.second
    )
}

/// The seconds since 1970 of an RFC 3339 time: `2026-12-06T21:40:00Z`, or with a
/// fraction of a second (dropped), an offset (`+01:00`), a space or `t` for `T`, `z` for
/// `Z`, or no seconds. None for anything else (a date alone, a time with no offset).
pub fn parse(text: &str) -> Option<i64> {
    let b = text.trim().as_bytes();
    let digits = |from: usize, len: usize| -> Option<i64> {
        let part = b.get(from..from + len)?;
        part.iter()
            .all(u8::is_ascii_digit)
            .then(|| part.iter().fold(0i64, |n, d| n * 10 + i64::from(d - b'0')))
    };
    let (year, month, day) = (digits(0, 4)?, digits(5, 2)?, digits(8, 2)?);
    if b.get(4) != Some(&b'-') || b.get(7) != Some(&b'-') {
        return None;
    }
    if !matches!(b.get(10), Some(b'T' | b't' | b' ')) {
        return None;
    }
    let (hour, minute) = (digits(11, 2)?, digits(14, 2)?);
    if b.get(13) != Some(&b':') {
        return None;
    }
    let mut at = 16;
    let mut second = 0;
    if b.get(at) == Some(&b':') {
        // A leap second is the second before it, as jiff reads it.
        second = digits(at + 1, 2)?.min(59);
        at += 3;
        if b.get(at) == Some(&b'.') {
            at += 1;
            let start = at;
            while b.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            if at == start {
                return None;
            }
        }
    }
    let offset = match b.get(at)? {
        b'Z' | b'z' if at + 1 == b.len() => 0,
        sign @ (b'+' | b'-') if at + 6 == b.len() && b.get(at + 3) == Some(&b':') => {
            let (h, m) = (digits(at + 1, 2)?, digits(at + 4, 2)?);
            if h > 23 || m > 59 {
                return None;
            }
            let east = h * 3600 + m * 60;
            if *sign == b'-' { -east } else { east }
        }
        _ => return None,
    };
    let month = u32::try_from(month).ok().filter(|m| (1..=12).contains(m))?;
    let day = u32::try_from(day)
        .ok()
        .filter(|d| *d >= 1 && *d <= days_in_month(year, month))?;
    if hour > 23 || minute > 59 {
        return None;
    }
    let days = days_from_civil(year, month, day);
    Some(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_times() {
        // The seconds as `date -u -d 2026-12-06T21:40:00Z +%s` gives them (GNU date).
        assert_eq!(parse("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(parse("2000-03-01T00:00:00Z"), Some(951_868_800));
        assert_eq!(parse("2026-12-06T21:40:00Z"), Some(1_796_593_200));
        assert_eq!(format_utc(1_796_593_200), "2026-12-06T21:40:00Z");
        assert_eq!(parse("2026-12-06T22:40:00+01:00"), Some(1_796_593_200));
        assert_eq!(parse("2026-12-06 21:40:00.999Z"), Some(1_796_593_200));
        assert_eq!(parse("2026-12-06T21:40Z"), Some(1_796_593_200));
        assert_eq!(civil(1_796_593_200, 3600).to_minute(), "2026-12-06 22:40");
        // 23:30 UTC is the next day in Rome.
        assert_eq!(
            civil(parse("2026-12-06T23:30:00Z").unwrap_or(0), 3600).date(),
            "2026-12-07"
        );
        assert_eq!(civil(-1, 0).to_minute(), "1969-12-31 23:59");
    }

    #[test]
    fn what_is_not_a_time_is_refused() {
        for bad in [
            "",
            "2026-12-06",
            "2026-12-06T21:40:00",
            "2026-13-06T21:40:00Z",
            "2026-02-29T21:40:00Z",
            "2026-12-06T24:00:00Z",
            "2026-12-06T21:40:00.Z",
            "2026-12-06T21:40:00Zx",
            "26-12-06T21:40:00Z",
            "2026-12-06T21:40:00+1:00",
        ] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
        assert!(parse("2024-02-29T00:00:00Z").is_some());
    }
}
