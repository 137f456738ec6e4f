//! Live search: an in-memory index built from the database at start and rebuilt whenever the
//! catalog version changes (seeding and importing bump it). Every instance polls the version, so
//! all of them pick a change up within a few seconds without talking to each other.

pub mod analysis;
pub mod index;
mod matching;
pub mod model;
pub mod routes;
#[cfg(test)]
mod tests;

use std::{
    sync::{Arc, Mutex, PoisonError, Weak},
    time::Duration,
};

use axum::body::Bytes;
use tokio::sync::watch;

use crate::{
    db::Db,
    locale::{Currency, Lang},
};
pub use index::SearchIndex;

/// How often every instance asks the database for the catalog version.
pub const POLL_INTERVAL: Duration = Duration::from_secs(2);

/// The current index, shared by all handlers; `None` until the first build is done.
#[derive(Clone)]
pub struct Search {
    current: Arc<watch::Sender<Option<Arc<SearchIndex>>>>,
    answers: Arc<Mutex<Answers>>,
}

/// Live-search answers as sent, for the index version they were made from: shoppers type the
/// same beginnings over and over, and a kept answer is only looked up and written.
struct Answers {
    version: i64,
    kept: lru::LruCache<AnswerKey, Bytes>,
    bytes: usize,
}

/// Language, currency, the query as searched, page, page size.
pub type AnswerKey = (Lang, Currency, String, u64, usize);

/// The kept answers' budget; the least recently asked leave beyond it.
const ANSWERS_BUDGET: usize = 16 << 20;

impl Search {
    /// Starts building the index in the background and keeps it fresh while the handle lives.
    pub fn start(db: Db) -> Search {
        let (sender, _) = watch::channel(None);
        let search = Search {
            current: Arc::new(sender),
            answers: Arc::new(Mutex::new(Answers {
                version: i64::MIN,
                kept: lru::LruCache::unbounded(),
                bytes: 0,
            })),
        };
        let weak = Arc::downgrade(&search.current);
        tokio::spawn(keep_fresh(db, weak));
        search
    }

    /// The index, waiting for the first build (at most `wait`); None if it is not ready by then.
    pub async fn ready(&self, wait: Duration) -> Option<Arc<SearchIndex>> {
        if let Some(index) = self.current.borrow().clone() {
            return Some(index);
        }
        let mut rx = self.current.subscribe();
        let waited = tokio::time::timeout(wait, rx.wait_for(Option::is_some)).await;
        match waited {
            Ok(Ok(index)) => index.clone(),
            _ => None,
        }
    }

    /// Whether the first index is built (it stays built: later ones replace it).
    pub fn is_ready(&self) -> bool {
        self.current.borrow().is_some()
    }

    /// The answer kept for `key` from the index of `version`.
    pub fn kept_answer(&self, version: i64, key: &AnswerKey) -> Option<Bytes> {
        let mut answers = self.answers.lock().unwrap_or_else(PoisonError::into_inner);
        if answers.version != version {
            return None;
        }
        answers.kept.get(key).cloned()
    }

    /// Keeps an answer made from the index of `version`; answers of another version go.
    pub fn keep_answer(&self, version: i64, key: AnswerKey, body: Bytes) {
        let mut answers = self.answers.lock().unwrap_or_else(PoisonError::into_inner);
        if answers.version != version {
            answers.kept.clear();
            answers.bytes = 0;
            answers.version = version;
        }
        answers.bytes += body.len();
        if let Some(old) = answers.kept.put(key, body) {
            answers.bytes -= old.len();
        }
        while answers.bytes > ANSWERS_BUDGET {
            match answers.kept.pop_lru() {
                Some((_, gone)) => answers.bytes -= gone.len(),
                None => break,
            }
        }
    }

    /// Rebuilds now when the catalog version differs from the index's; returns the version.
    pub async fn refresh(&self, db: &Db) -> anyhow::Result<i64> {
        refresh(db, &self.current).await
    }
}

async fn refresh(
    db: &Db,
    current: &watch::Sender<Option<Arc<SearchIndex>>>,
) -> anyhow::Result<i64> {
    // The version is read before the rows: a change during the load is seen on the next poll.
    let version = db.catalog_version().await?;
    if current
        .borrow()
        .as_ref()
        .is_some_and(|i| i.version == version)
    {
        return Ok(version);
    }
    let started = std::time::Instant::now();
    let products = crate::catalog::searchable::products(db).await?;
    let categories = crate::catalog::searchable::categories(db).await?;
    let index =
        tokio::task::spawn_blocking(move || SearchIndex::build(version, products, categories))
            .await??;
    let (index_bytes, product_bytes) = index.memory();
    tracing::info!(
        version,
        products = index.product_count(),
        ms = started.elapsed().as_millis() as u64,
        index_bytes,
        product_bytes,
        "search index built"
    );
    current.send_replace(Some(Arc::new(index)));
    Ok(version)
}

async fn keep_fresh(db: Db, current: Weak<watch::Sender<Option<Arc<SearchIndex>>>>) {
    loop {
        let Some(sender) = current.upgrade() else {
            return;
        };
        if let Err(e) = refresh(&db, &sender).await {
            tracing::warn!(error = %e, "search index not refreshed; trying again");
        }
        drop(sender);
        tokio::time::sleep(POLL_INTERVAL).await;
    }
}
