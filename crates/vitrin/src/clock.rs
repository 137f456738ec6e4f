//! The clock the features read: Unix time in seconds and milliseconds, and the shop's day, which
//! is Turkey's.

/// Turkey's offset from UTC (no daylight saving time since 2016): the shop's dates, invoices and
/// shipping cut-offs are in it.
pub const TURKEY: time::UtcOffset = time::macros::offset!(+3);

/// Seconds since the Unix epoch.
pub fn now_secs() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

/// Today in Turkey.
pub fn today() -> time::Date {
    time::OffsetDateTime::now_utc().to_offset(TURKEY).date()
}
