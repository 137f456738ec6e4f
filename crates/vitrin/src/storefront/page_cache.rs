//! Product pages, category lists and the home page as already assembled: per address (path and
//! query) and currency, the resolved page, its JSON serialized once and compressed once (brotli
//! and gzip) with a strong ETag, and its HTML page cut into fixed parts, kept as text and
//! compressed once (`spliced.rs`). Nothing in an entry belongs to one shopper: the member, the
//! CSRF token, the style nonce and the cookie notice go into the HTML page's places per answer,
//! and the JSON call has none of them.
//!
//! Entries live while the catalog version they were built in is current (it is re-read at most
//! once a second) and, for a product page, until the change log (`catalog/changes.rs`) names its
//! product: an order that takes the last unit shows on every instance within about a second.
//! The memory is bounded: least recently used entries leave once their bytes pass the budget.

use std::{
    collections::HashMap,
    io::Write,
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use axum::{
    body::Bytes,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};

use super::{html, resolve::resolve, spliced::Spliced};
use crate::{
    catalog::changes::{ChangeFeed, Changed},
    error::{AppResult, Refusal},
    locale::Currency,
    page::{Page, PageData},
    state::AppState,
};

const CHECK_EVERY: Duration = Duration::from_secs(1);

/// How long a product stays marked as changed: a page read before the change and finished
/// after it is not kept.
const CHANGED_MARK: Duration = Duration::from_secs(60);

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    /// The address with its query, as asked.
    address: String,
    currency: Currency,
}

/// A page as it is sent, again and again.
pub struct CachedPage {
    pub page: Page,
    /// `PageData` as JSON, and the same compressed.
    json: Bytes,
    gzip: Bytes,
    brotli: Bytes,
    /// The HTML page, its fixed parts as text and compressed.
    pub html: Spliced,
    /// The hash of `json`, the strong validator of every encoding (suffixed per encoding).
    etag: String,
    /// The product whose stock the page shows (product pages).
    product: Option<i64>,
}

impl CachedPage {
    fn new(state: &AppState, currency: Currency, page: Page) -> serde_json::Result<Self> {
        let json = serde_json::to_vec(&page.data)?;
        let digest = Sha256::digest(&json);
        let etag = hex::encode(&digest[..12]);
        let product = match &page.data {
            PageData::Product { product, .. } => Some(product.card.id),
            _ => None,
        };
        Ok(Self {
            gzip: gzip(&json).into(),
            brotli: brotli(&json).into(),
            html: html::page_html(
                state,
                &page,
                currency,
                &html::script_json(&page.data),
                &product_data(&page)?,
            )?
            .compressed(),
            json: json.into(),
            etag,
            product,
            page,
        })
    }

    /// What the entry holds in memory, roughly: its bytes and the page they were made from.
    fn weight(&self) -> usize {
        2 * self.json.len() + self.gzip.len() + self.brotli.len() + self.html.weight()
    }

    /// The JSON answer: `304 Not Modified` when the client holds it already (`If-None-Match`),
    /// else the body in the best encoding the client accepts.
    pub fn respond(&self, request: &HeaderMap) -> Response {
        let (body, coding) = if accepts(request, "br") {
            (self.brotli.clone(), Some("br"))
        } else if accepts(request, "gzip") {
            (self.gzip.clone(), Some("gzip"))
        } else {
            (self.json.clone(), None)
        };
        let etag = match coding {
            Some(c) => format!("\"{}-{c}\"", self.etag),
            None => format!("\"{}\"", self.etag),
        };
        let fresh = held(request, &etag);
        let mut response = if fresh {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            (self.page.status, body).into_response()
        };
        let headers = response.headers_mut();
        if !fresh {
            headers.insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            );
        }
        if let Some(c) = coding {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(c));
        }
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        // Kept by the browser, asked again each time: a changed stock or currency answers anew.
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        if let Ok(v) = HeaderValue::from_str(&etag) {
            headers.insert(header::ETAG, v);
        }
        response
    }
}

/// Whether the client holds the answer tagged `etag` (quoted, perhaps with its encoding's
/// suffix): `If-None-Match` names it, in this or another encoding of the same text, or is `*`.
pub fn held(request: &HeaderMap, etag: &str) -> bool {
    fn base(tag: &str) -> &str {
        let tag = tag.strip_prefix("W/").unwrap_or(tag).trim_matches('"');
        tag.strip_suffix("-br")
            .or_else(|| tag.strip_suffix("-gzip"))
            .unwrap_or(tag)
    }
    let asked = base(etag);
    request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| tag.trim() == "*" || base(tag.trim()) == asked)
}

/// Whether the request's `Accept-Encoding` takes `coding`.
pub fn accepts(request: &HeaderMap, coding: &str) -> bool {
    request
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|part| {
            let mut it = part.split(';');
            let name = it.next().unwrap_or_default().trim();
            let refused = it.any(|p| matches!(p.trim(), "q=0" | "q=0.0" | "q=0.00"));
            name.eq_ignore_ascii_case(coding) && !refused
        })
}

/// The cards of a page as the settings' `PRODUCT_DATA`, serialized.
pub fn product_data(page: &Page) -> serde_json::Result<Box<RawValue>> {
    serde_json::value::to_raw_value(&page.data.products())
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    // Writing into memory cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}

fn brotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    {
        // Quality 9 of 11, a 4 MB window: most of the gain at a few milliseconds per page.
        let mut writer = brotli::CompressorWriter::new(&mut out, 4096, 9, 22);
        let _ = writer.write_all(bytes);
    }
    out
}

/// What the cache holds and how it is used, for the health check.
#[derive(Debug, Clone, Copy, serde::Serialize, utoipa::ToSchema)]
pub struct PageCacheReport {
    pub entries: usize,
    pub bytes: usize,
    pub budget_bytes: usize,
    /// Answers given from kept pages.
    pub hits: u64,
    /// Pages of the kinds kept that had to be assembled.
    pub misses: u64,
}

struct Inner {
    entries: lru::LruCache<Key, Arc<CachedPage>>,
    bytes: usize,
    version: Option<i64>,
    checked: Option<Instant>,
    /// Products named by the change log lately, and when.
    changed: HashMap<i64, Instant>,
    /// When the catalog version last moved.
    version_moved: Option<Instant>,
    /// The catalog cache's `lists_stamp` when list pages were last dropped for it, and when.
    lists: u64,
    lists_moved: Option<Instant>,
    hits: u64,
    misses: u64,
}

#[derive(Clone)]
pub struct PageCache {
    inner: Arc<Mutex<Inner>>,
    budget: usize,
    /// The reading position in the change log, held by the one request that looks at a time
    /// (a request dropped while it looks leaves the position as it was).
    feed: Arc<tokio::sync::Mutex<ChangeFeed>>,
}

/// A page from the cache, or one of a kind it does not keep (or that changed while it was read).
pub enum Assembled {
    Kept(Arc<CachedPage>),
    Fresh(Box<Page>),
}

impl PageCache {
    pub fn new(budget_bytes: usize) -> Self {
        Self {
            inner: Arc::new(Mutex::new(Inner::new())),
            budget: budget_bytes,
            feed: Arc::new(tokio::sync::Mutex::new(ChangeFeed::default())),
        }
    }

    fn with<T>(&self, f: impl FnOnce(&mut Inner) -> T) -> T {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut inner)
    }

    pub fn report(&self) -> PageCacheReport {
        self.with(|i| PageCacheReport {
            entries: i.entries.len(),
            bytes: i.bytes,
            budget_bytes: self.budget,
            hits: i.hits,
            misses: i.misses,
        })
    }

    /// Reads the catalog version and the change log when a second has passed since the last
    /// look, and drops what they say changed: the pages of the products the log names, and
    /// every list page when the catalog's lists moved (`CatalogCache::lists_stamp`).
    async fn check(&self, state: &AppState) -> sqlx::Result<()> {
        let db = &state.db;
        let due = |i: &Inner| i.checked.is_none_or(|t| t.elapsed() >= CHECK_EVERY);
        let (is_due, first) = self.with(|i| (due(i), i.version.is_none()));
        if !is_due {
            return Ok(());
        }
        // Until the first look, everyone waits for it; afterwards, while one request looks, the
        // others answer from what is kept.
        let mut feed = if first {
            self.feed.lock().await
        } else {
            match self.feed.try_lock() {
                Ok(guard) => guard,
                Err(_) => return Ok(()),
            }
        };
        if !self.with(|i| due(i)) {
            return Ok(());
        }
        let version = db.catalog_version().await?;
        let polled = feed.poll(db, crate::clock::now_secs()).await;
        let lists = state.catalog_cache.lists_stamp();
        self.with(|i| {
            let now = Instant::now();
            if i.version != Some(version) || matches!(polled, Ok(Changed::Unknown)) {
                i.entries.clear();
                i.bytes = 0;
                if i.version.is_some() {
                    i.version_moved = Some(now);
                }
                i.version = Some(version);
            }
            if let Ok(Changed::Products(products)) = &polled {
                i.forget(products, now);
            }
            if i.lists != lists {
                i.forget_lists(now);
                i.lists = lists;
            }
            i.checked = Some(now);
        });
        polled.map(drop)
    }

    /// The page at `address` (its path and query) in `currency`, kept when it is a product, list
    /// or home page.
    pub async fn page(
        &self,
        state: &AppState,
        currency: Currency,
        path: &str,
        query: Option<&str>,
    ) -> AppResult<Assembled> {
        self.check(state).await?;
        let key = Key {
            address: match query {
                Some(q) => format!("{path}?{q}"),
                None => path.to_string(),
            },
            currency,
        };
        if let Some(kept) = self.with(|i| {
            let kept = i.entries.get(&key).cloned();
            i.hits += u64::from(kept.is_some());
            kept
        }) {
            return Ok(Assembled::Kept(kept));
        }
        let started = Instant::now();
        let page = resolve(state, currency, path, query).await?;
        let kept_kind = matches!(
            page.data,
            PageData::Product { .. } | PageData::Category { .. } | PageData::Home { .. }
        );
        if !kept_kind || page.status != StatusCode::OK {
            return Ok(Assembled::Fresh(Box::new(page)));
        }
        let entry = Arc::new(CachedPage::new(state, currency, page).map_err(Refusal::internal)?);
        self.with(|i| {
            i.misses += 1;
            i.insert(key, entry.clone(), started, self.budget);
        });
        Ok(Assembled::Kept(entry))
    }
}

impl Inner {
    fn new() -> Self {
        Self {
            entries: lru::LruCache::unbounded(),
            bytes: 0,
            version: None,
            checked: None,
            changed: HashMap::new(),
            version_moved: None,
            lists: 0,
            lists_moved: None,
            hits: 0,
            misses: 0,
        }
    }

    /// Drops the product pages of `products`, and marks them changed.
    fn forget(&mut self, products: &[i64], now: Instant) {
        self.changed.retain(|_, at| at.elapsed() < CHANGED_MARK);
        if products.is_empty() {
            return;
        }
        for p in products {
            self.changed.insert(*p, now);
        }
        self.drop_where(|e| e.product.is_some_and(|p| products.contains(&p)));
    }

    /// Drops the pages that are not a product's (lists and the home page).
    fn forget_lists(&mut self, now: Instant) {
        self.lists_moved = Some(now);
        self.drop_where(|e| e.product.is_none());
    }

    fn drop_where(&mut self, gone: impl Fn(&CachedPage) -> bool) {
        let keys: Vec<Key> = self
            .entries
            .iter()
            .filter(|(_, e)| gone(e))
            .map(|(k, _)| k.clone())
            .collect();
        for key in keys {
            if let Some(e) = self.entries.pop(&key) {
                self.bytes -= e.weight();
            }
        }
    }

    /// Keeps `entry` unless what it was read from changed after `started`, then trims the
    /// least recently used entries to the budget.
    fn insert(&mut self, key: Key, entry: Arc<CachedPage>, started: Instant, budget: usize) {
        let moved_since = |at: Option<Instant>| at.is_some_and(|at| at >= started);
        let stale = moved_since(self.version_moved)
            || (entry.product.is_none() && moved_since(self.lists_moved))
            || entry
                .product
                .and_then(|p| self.changed.get(&p))
                .is_some_and(|at| *at >= started);
        let weight = entry.weight();
        if stale || weight > budget {
            return;
        }
        if let Some(old) = self.entries.put(key, entry) {
            self.bytes -= old.weight();
        }
        self.bytes += weight;
        while self.bytes > budget {
            match self.entries.pop_lru() {
                Some((_, e)) => self.bytes -= e.weight(),
                None => break,
            }
        }
    }
}

/// The default budget when the configuration names none.
pub const DEFAULT_BUDGET_MB: usize = 128;

#[cfg(test)]
mod tests {
    use super::*;

    fn cached(product: Option<i64>, size: usize) -> Arc<CachedPage> {
        Arc::new(CachedPage {
            page: crate::page::Page {
                status: StatusCode::OK,
                data: PageData::NotFound,
                lang: crate::locale::Lang::Tr,
                page_id: 0,
                page_type: "product",
                link_type: "product",
                table_page_id: 0,
                title: String::new(),
                description: String::new(),
                slug: None,
                image: None,
            },
            json: Bytes::from(vec![b'x'; size]),
            gzip: Bytes::new(),
            brotli: Bytes::new(),
            html: Spliced::cut(""),
            etag: "abc".into(),
            product,
        })
    }

    fn key(address: &str) -> Key {
        Key {
            address: address.into(),
            currency: Currency::Try,
        }
    }

    #[test]
    fn the_least_recently_used_pages_leave_at_the_budget() {
        let mut inner = Inner::new();
        let t = Instant::now();
        for a in ["/a", "/b", "/c"] {
            inner.insert(key(a), cached(None, 100), t, 450);
            inner.entries.get(&key("/a"));
        }
        // Each weighs 200 (twice its JSON, and an empty page); the third pushed out /b, the least
        // recently used.
        assert_eq!(inner.bytes, 400);
        assert!(inner.entries.contains(&key("/a")));
        assert!(!inner.entries.contains(&key("/b")));
        assert!(inner.entries.contains(&key("/c")));
    }

    #[test]
    fn a_changed_product_drops_its_pages_and_a_page_read_before_the_change_is_not_kept() {
        let mut inner = Inner::new();
        let before = Instant::now();
        inner.insert(key("/p1"), cached(Some(1), 10), before, 1000);
        inner.insert(key("/p1?variant=2"), cached(Some(1), 10), before, 1000);
        inner.insert(key("/p2"), cached(Some(2), 10), before, 1000);
        inner.forget(&[1], Instant::now());
        assert_eq!(inner.entries.len(), 1);
        assert_eq!(inner.bytes, 20);
        inner.insert(key("/p1"), cached(Some(1), 10), before, 1000);
        assert!(!inner.entries.contains(&key("/p1")));
        inner.insert(key("/p1"), cached(Some(1), 10), Instant::now(), 1000);
        assert!(inner.entries.contains(&key("/p1")));
    }

    #[test]
    fn answers_in_the_accepted_encoding_and_not_modified_for_its_tag() {
        let page = cached(None, 10);
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br;q=0"),
        );
        let r = page.respond(&h);
        assert_eq!(r.headers()[header::CONTENT_ENCODING], "gzip");
        assert_eq!(r.headers()[header::ETAG], "\"abc-gzip\"");
        h.insert(
            header::IF_NONE_MATCH,
            HeaderValue::from_static("\"abc-gzip\""),
        );
        assert_eq!(page.respond(&h).status(), StatusCode::NOT_MODIFIED);
        h.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"other\""));
        assert_eq!(page.respond(&h).status(), StatusCode::OK);
        let plain = page.respond(&HeaderMap::new());
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        assert_eq!(plain.headers()[header::ETAG], "\"abc\"");
    }
}
