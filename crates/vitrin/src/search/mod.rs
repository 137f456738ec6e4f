//! Live search: an index built from the database and rebuilt whenever the catalog version changes
//! (seeding and importing bump it). Every instance polls the version, so all of them pick a change
//! up within a few seconds without talking to each other. Each keeps its index in its own data
//! folder (`stored`): a start opens the one it kept and answers at once, while a newer catalog's
//! is built beside it. Stock moves without a new version: each instance reads the catalog's change
//! log as well and gives the index's ranking the stock of the products it names.

pub mod analysis;
pub mod index;
mod matching;
pub mod model;
mod ranking;
pub mod routes;
mod rows;
mod stored;
pub use stored::FOLDER;
#[cfg(test)]
mod tests;

use std::{
    path::Path,
    sync::{Arc, Mutex, PoisonError, Weak},
    time::{Duration, Instant},
};

use axum::body::Bytes;
use tokio::sync::watch;

use crate::{
    catalog::{
        changes::{ChangeFeed, Changed},
        searchable,
    },
    clock::now_secs,
    db::Db,
    kept::Store,
    locale::{Currency, Lang},
};
pub use index::SearchIndex;
use stored::{Facts, FORMAT};

/// How often every instance asks the database for the catalog version.
pub const POLL_INTERVAL: Duration = Duration::from_secs(2);

/// The current index, shared by all handlers; `None` until the first is opened or built.
#[derive(Clone)]
pub struct Search {
    current: Arc<Current>,
    answers: Arc<Mutex<Answers>>,
}

/// Live-search answers as sent, for the index they were made from (its `stamp`): shoppers type
/// the same beginnings over and over, and a kept answer is only looked up and written.
struct Answers {
    stamp: (i64, u64),
    kept: lru::LruCache<AnswerKey, Bytes>,
    bytes: usize,
}

/// Language, currency, the query as searched, page, page size.
pub type AnswerKey = (Lang, Currency, String, u64, usize);

/// The kept answers' budget; the least recently asked leave beyond it.
const ANSWERS_BUDGET: usize = 16 << 20;

impl Search {
    /// Opens the index kept in `data_dir` or builds one, in the background, and keeps it fresh
    /// while the handle lives.
    pub fn start(db: Db, data_dir: &Path) -> Search {
        let (sender, _) = watch::channel(None);
        let search = Search {
            current: Arc::new(sender),
            answers: Arc::new(Mutex::new(Answers {
                stamp: (i64::MIN, 0),
                kept: lru::LruCache::unbounded(),
                bytes: 0,
            })),
        };
        let weak = Arc::downgrade(&search.current);
        tokio::spawn(keep_fresh(db, Store::new(data_dir, FOLDER, FORMAT), weak));
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

    /// The answer kept for `key` from the index of `stamp`.
    pub fn kept_answer(&self, stamp: (i64, u64), key: &AnswerKey) -> Option<Bytes> {
        let mut answers = self.answers.lock().unwrap_or_else(PoisonError::into_inner);
        if answers.stamp != stamp {
            return None;
        }
        answers.kept.get(key).cloned()
    }

    /// Keeps an answer made from the index of `stamp`; answers of another stamp go.
    pub fn keep_answer(&self, stamp: (i64, u64), key: AnswerKey, body: Bytes) {
        let mut answers = self.answers.lock().unwrap_or_else(PoisonError::into_inner);
        if answers.stamp != stamp {
            answers.kept.clear();
            answers.bytes = 0;
            answers.stamp = stamp;
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
}

type Current = watch::Sender<Option<Arc<SearchIndex>>>;

/// Brings the index to the catalog's version: at start the kept index answers first, even of an
/// older version; one of the catalog's version is opened when kept (another instance sharing the
/// data folder may have built it), else built into the data folder and opened from it. Says
/// whether another index serves now.
async fn refresh(db: &Db, store: &Store, current: &Current) -> anyhow::Result<bool> {
    // The version is read before the rows: a change during the load is seen on the next poll.
    let (catalog, version) = db.catalog_stamp().await?;
    let serving = current.borrow().as_ref().map(|index| index.version);
    if serving == Some(version) {
        return Ok(false);
    }
    let kept = store
        .newest(&catalog)
        .filter(|kept| serving.is_none() || kept.version == version);
    if let Some(kept) = kept {
        let started = Instant::now();
        let path = kept.path.clone();
        match tokio::task::spawn_blocking(move || SearchIndex::open(&path, kept.version)).await? {
            Ok(index) => {
                log_ready(&index, started, "search index opened");
                current.send_replace(Some(Arc::new(index)));
                if kept.version == version {
                    return Ok(true);
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, path = %kept.path.display(),
                    "kept search index unreadable; building it again");
                store.discard(&kept.path);
            }
        }
    }
    let started = Instant::now();
    let facts = Facts {
        products: crate::catalog::searchable::products(db).await?,
        categories: crate::catalog::searchable::categories(db).await?,
    };
    let scratch = store.scratch()?;
    let store = store.clone();
    let index = tokio::task::spawn_blocking(move || {
        let kept = SearchIndex::build(&scratch, &facts)
            .and_then(|()| Ok(store.keep(&scratch, &catalog, version)?));
        drop(facts);
        match kept {
            // A kept folder that does not open goes, to be built again on the next poll.
            Ok(path) => SearchIndex::open(&path, version).inspect_err(|_| store.discard(&path)),
            Err(e) => {
                store.discard(&scratch);
                Err(e)
            }
        }
    })
    .await??;
    log_ready(&index, started, "search index built");
    current.send_replace(Some(Arc::new(index)));
    Ok(true)
}

fn log_ready(index: &SearchIndex, started: Instant, what: &'static str) {
    let (index_bytes, product_bytes) = index.memory();
    tracing::info!(
        version = index.version,
        products = index.product_count(),
        ms = started.elapsed().as_millis() as u64,
        index_bytes,
        product_bytes,
        "{what}"
    );
}

async fn keep_fresh(db: Db, store: Store, current: Weak<Current>) {
    let mut feed = ChangeFeed::default();
    // Whether the serving index may lack changes the feed cannot name (before the first look,
    // or after a failed one): then every product's stock is read again.
    let mut behind = true;
    loop {
        let Some(sender) = current.upgrade() else {
            return;
        };
        match follow(&db, &store, &sender, &mut feed, behind).await {
            Ok(()) => behind = false,
            Err(e) => {
                tracing::warn!(error = %e, "search index not refreshed; trying again");
                behind = true;
            }
        }
        drop(sender);
        tokio::time::sleep(POLL_INTERVAL).await;
    }
}

/// One look: the change log first, so that a change falls either in it or in what a new index
/// (or a full read, when `behind`) takes; then the version; then the stock of what changed.
async fn follow(
    db: &Db,
    store: &Store,
    current: &Current,
    feed: &mut ChangeFeed,
    behind: bool,
) -> anyhow::Result<()> {
    let changed = feed.poll(db, now_secs()).await?;
    let opened = refresh(db, store, current).await?;
    let Some(index) = current.borrow().clone() else {
        return Ok(());
    };
    let products = match changed {
        _ if behind || opened => None,
        Changed::Unknown => None,
        Changed::Products(products) if products.is_empty() => return Ok(()),
        Changed::Products(products) => Some(products),
    };
    let stock = searchable::sales_and_stock(db, products.as_deref()).await?;
    tokio::task::spawn_blocking(move || index.restock(&stock)).await?;
    Ok(())
}
