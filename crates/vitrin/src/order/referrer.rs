//! The referrer log of spec section 3 as an order keeps it: the pages the shopper saw in the
//! 24 hours before placing it. The browser keeps `{schedule, items: [{time, uri, page}]}`
//! (`web/src/lib/referrer-log.ts`) and sends it with the order; what is kept is only what reads
//! as such a log, so a damaged or hand-made one never stops an order.

use serde::{Deserialize, Serialize};

/// The window of the log, in milliseconds.
pub const WINDOW_MS: i64 = 24 * 60 * 60 * 1000;
/// At most this many pages are kept (the newest).
pub const MAX_VISITS: usize = 200;
const MAX_URI_CHARS: usize = 2000;
const MAX_PAGE_CHARS: usize = 40;
/// A form field longer than this is not read at all.
pub const MAX_LOG_BYTES: usize = 128 * 1024;

/// One page the shopper saw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Visit {
    /// Unix milliseconds.
    pub time: i64,
    /// The address on this shop: a path with its query.
    pub uri: String,
    /// The page type (`home`, `category`, `product`, `cart` ...).
    pub page: String,
}

#[derive(Deserialize)]
struct Log {
    items: Vec<serde_json::Value>,
}

/// The visits of a log sent with an order placed at `now_ms`: those of the last 24 hours with a
/// local address and a page type, oldest first, at most `MAX_VISITS`. Anything unreadable is
/// left out; a log that is not one at all gives none.
pub fn visits(raw: &str, now_ms: i64) -> Vec<Visit> {
    if raw.len() > MAX_LOG_BYTES {
        return Vec::new();
    }
    let Ok(log) = serde_json::from_str::<Log>(raw) else {
        return Vec::new();
    };
    let mut kept: Vec<Visit> = log
        .items
        .into_iter()
        .filter_map(|item| serde_json::from_value::<Visit>(item).ok())
        .filter(|v| v.time > now_ms - WINDOW_MS && v.time <= now_ms)
        .filter(|v| v.uri.starts_with('/') && !v.uri.starts_with("//"))
        .filter(|v| v.uri.chars().count() <= MAX_URI_CHARS)
        .filter(|v| !v.page.is_empty() && v.page.chars().count() <= MAX_PAGE_CHARS)
        .collect();
    kept.sort_by_key(|v| v.time);
    let extra = kept.len().saturating_sub(MAX_VISITS);
    kept.drain(..extra);
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    fn log(items: serde_json::Value) -> String {
        serde_json::json!({ "schedule": NOW - 1000, "items": items }).to_string()
    }

    #[test]
    fn keeps_the_last_day_of_local_pages_oldest_first() {
        let raw = log(serde_json::json!([
            { "time": NOW - 10, "uri": "/sepet", "page": "cart" },
            { "time": NOW - WINDOW_MS - 1, "uri": "/eski", "page": "home" },
            { "time": NOW - 500, "uri": "/kiz-cocuk?pg=2", "page": "category" },
            { "time": NOW - 20, "uri": "https://evil.example/", "page": "home" },
            { "time": NOW - 30, "uri": "//evil.example/", "page": "home" },
            { "time": NOW + 60_000, "uri": "/gelecek", "page": "home" },
            { "time": NOW - 40, "uri": "/x", "page": "" },
            { "time": "yesterday", "uri": "/y", "page": "home" },
        ]));
        let kept = visits(&raw, NOW);
        let uris: Vec<&str> = kept.iter().map(|v| v.uri.as_str()).collect();
        assert_eq!(uris, ["/kiz-cocuk?pg=2", "/sepet"]);
    }

    #[test]
    fn keeps_the_newest_two_hundred() {
        let items: Vec<_> = (0..250)
            .map(|i| serde_json::json!({ "time": NOW - 1000 + i, "uri": format!("/p{i}"), "page": "product" }))
            .collect();
        let kept = visits(&log(serde_json::Value::Array(items)), NOW);
        assert_eq!(kept.len(), MAX_VISITS);
        assert_eq!(kept[0].uri, "/p50");
    }

    #[test]
    fn anything_else_is_no_log() {
        for raw in [
            "",
            "null",
            "[]",
            "{\"items\":5}",
            "not json",
            &"x".repeat(MAX_LOG_BYTES + 1),
        ] {
            assert!(visits(raw, NOW).is_empty(), "{raw:.20}");
        }
    }
}
