//! What list pages ask for again and again, kept per instance and per catalog version: the
//! category tree per language, and for product lists (categories, the special lists, search
//! results) the filter index of `filter.rs`, each list's products, each filter evaluation and
//! each dressed page. Counting and sorting a category of tens of thousands of products on every
//! page view is what made list pages slow; here a repeated list URL costs a few map lookups and
//! an unseen filter combination one pass in memory. The version is re-read at most once a
//! second, so a new seed or import shows on every instance within a second; so is the change log,
//! whose products' stock the filter index takes at once (`FacetIndex::restock`): a size that sells
//! out leaves the "in stock" counts and lists within a second, without a new build.

use std::{
    collections::{HashMap, HashSet},
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex, PoisonError,
    },
    time::{Duration, Instant},
};

use super::{
    changes::{self, ChangeFeed, Changed},
    filter::{FacetIndex, FilterResponse, FilterState, Outcome, SortKey, SpecialList},
    kept_filters,
    model::{Category, PriceView, ProductCard},
    stock, store,
};
use crate::{
    clock::now_secs,
    db::Db,
    locale::{Currency, Lang},
};

const VERSION_CHECK: Duration = Duration::from_secs(1);
/// How often the filter index, with the stock it took from the change log, is kept again: a
/// restart reads it only while the log still holds every change since it was kept (an hour).
const KEEP_AGAIN: Duration = Duration::from_secs(600);
/// The pause between failed builds of the filter index at start.
const WARM_UP_RETRY: Duration = Duration::from_secs(2);

#[derive(Default)]
struct Inner {
    version: Option<i64>,
    checked: Option<Instant>,
    trees: HashMap<Lang, Arc<Vec<Category>>>,
    facets: Option<Arc<FacetIndex>>,
    bases: HashMap<BaseKey, Arc<Vec<u32>>>,
    outcomes: HashMap<OutcomeKey, Arc<Outcome>>,
    outcome_ids: usize,
    list_pages: HashMap<ListPageKey, Arc<Vec<ProductCard>>>,
    /// Products the change log named while no filter index was there to take them (it was being
    /// built, and may have read them before the change): they are taken by the one built.
    pending: HashSet<i64>,
}

/// A list that is not a search: its products do not change within a catalog version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum BaseKey {
    Category(i64),
    Special(SpecialList),
    All,
}
/// List, filters without the page, currency (price ranges are in the shown currency).
type OutcomeKey = (BaseKey, FilterState, Currency);
type ListPageKey = (BaseKey, FilterState, i64, i64, Lang, Currency);
/// Filter evaluations kept per version, counted in the product ids they hold (8 bytes each):
/// a big category's evaluation holds tens of thousands.
const MAX_OUTCOME_IDS: usize = 4_000_000;

/// Dressed list pages kept per version (about 100 KB each); the most visited pages are few.
const MAX_PAGES: usize = 512;

#[derive(Clone, Default)]
pub struct CatalogCache {
    inner: Arc<Mutex<Inner>>,
    /// One build of the filter index at a time; the others wait for it.
    building: Arc<tokio::sync::Mutex<()>>,
    /// A filter index has been built since start (`/readyz`).
    built: Arc<AtomicBool>,
    /// The data folder the filter index is kept in across restarts (none: built at each start).
    kept_in: Option<Arc<PathBuf>>,
    /// The reading position in the change log, held by one look at a time.
    feed: Arc<tokio::sync::Mutex<ChangeFeed>>,
    /// Moves whenever the lists this cache answers may have changed (`lists_stamp`).
    lists_moved: Arc<AtomicU64>,
}

/// What a filtered list shows.
#[derive(Debug, Clone, Copy)]
pub enum ListSource<'a> {
    /// A category and every category below it.
    Category(&'a Category),
    Special(SpecialList),
    /// Search matches, best first.
    Search(&'a [i64]),
    /// The whole catalog.
    All,
}

/// A filtered list asked for: which list, under which filters, in which order by default
/// (None: the source's own order), the category tree shown in the filters (`selected` marks
/// the current category), and the page size.
#[derive(Debug, Clone, Copy)]
pub struct ListQuery<'a> {
    pub source: ListSource<'a>,
    pub state: &'a FilterState,
    pub default_sort: Option<SortKey>,
    pub categories: &'a [Category],
    pub page_size: i64,
}

/// One page of a filtered list, and the filters beside it.
#[derive(Debug)]
pub struct ListPage {
    pub products: Vec<ProductCard>,
    pub total: i64,
    pub page: i64,
    pub filters: FilterResponse,
}

impl CatalogCache {
    /// A cache that keeps its filter index in `data_dir` (`kept_filters.rs`).
    pub fn kept_in(data_dir: &Path) -> Self {
        Self {
            kept_in: Some(Arc::new(data_dir.to_path_buf())),
            ..Self::default()
        }
    }

    fn with<T>(&self, f: impl FnOnce(&mut Inner) -> T) -> T {
        // A panic while holding the lock cannot leave the maps half-written in a harmful way.
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut inner)
    }

    /// Reads the catalog version and the change log when a second has passed since the last
    /// look: empties the cache when the version moved (or the log cannot say what changed), and
    /// gives the filter index the stock of the products the log names.
    async fn check(&self, db: &Db) -> sqlx::Result<()> {
        let due = |i: &Inner| i.checked.is_none_or(|t| t.elapsed() >= VERSION_CHECK);
        if !self.with(|i| due(i)) {
            return Ok(());
        }
        // While one request looks, the others answer from what is kept.
        let Ok(mut feed) = self.feed.try_lock() else {
            return Ok(());
        };
        if !self.with(|i| due(i)) {
            return Ok(());
        }
        let version = db.catalog_version().await?;
        let changed = feed.poll(db, now_secs()).await?;
        let (index, products) = self.with(|i| {
            i.checked = Some(Instant::now());
            if i.version != Some(version) || changed == Changed::Unknown {
                *i = Inner {
                    version: Some(version),
                    checked: i.checked,
                    ..Inner::default()
                };
                self.lists_moved.fetch_add(1, Ordering::SeqCst);
                return (None, Vec::new());
            }
            let Changed::Products(products) = changed else {
                unreachable!("unknown changes empty the cache")
            };
            if i.facets.is_none() {
                i.pending.extend(&products);
            }
            (i.facets.clone(), products)
        });
        match index {
            Some(index) => self.restock(db, &index, &products).await,
            None => Ok(()),
        }
    }

    /// Gives `index` the stock of `products` now; when what is in stock moved, the kept
    /// evaluations and pages go.
    async fn restock(&self, db: &Db, index: &FacetIndex, products: &[i64]) -> sqlx::Result<()> {
        if products.is_empty() {
            return Ok(());
        }
        let rows = stock::variant_rows(db, products).await?;
        if index.restock(products, &rows) {
            // Moved first: an evaluation made before is then either dropped here or not kept.
            self.lists_moved.fetch_add(1, Ordering::SeqCst);
            self.with(|i| {
                i.outcomes.clear();
                i.outcome_ids = 0;
                i.list_pages.clear();
            });
        }
        Ok(())
    }

    /// Moves whenever the lists this cache answers may have changed: it read a new catalog
    /// version, or stock that moved a product in or out of a list. Pages kept elsewhere from its
    /// lists before are out of date then (it may see a new version a moment after they do).
    pub fn lists_stamp(&self) -> u64 {
        self.lists_moved.load(Ordering::SeqCst)
    }

    pub async fn category_tree(&self, db: &Db, lang: Lang) -> sqlx::Result<Arc<Vec<Category>>> {
        self.check(db).await?;
        if let Some(tree) = self.with(|i| i.trees.get(&lang).cloned()) {
            return Ok(tree);
        }
        let tree = Arc::new(store::category_tree(db, lang).await?);
        self.with(|i| i.trees.insert(lang, tree.clone()));
        Ok(tree)
    }

    /// The filter index of the current catalog version. It is built by a task of its own: a
    /// big catalog takes longer than a request may wait, and a request that gives up must not
    /// take the half-read index with it; whoever asks next waits for the same build.
    pub async fn facets(&self, db: &Db) -> sqlx::Result<Arc<FacetIndex>> {
        self.check(db).await?;
        if let Some(index) = self.with(|i| i.facets.clone()) {
            return Ok(index);
        }
        let building = self.building.clone().lock_owned().await;
        if let Some(index) = self.with(|i| i.facets.clone()) {
            return Ok(index);
        }
        let cache = self.clone();
        let db = db.clone();
        let build = tokio::spawn(async move {
            let _building = building;
            let started = Instant::now();
            let (index, read) = match cache.kept_in.clone() {
                Some(dir) => read_or_build(&db, dir).await?,
                None => (Arc::new(store::facet_index(&db).await?), false),
            };
            tracing::info!(
                products = index.len(),
                ms = started.elapsed().as_millis() as u64,
                "filter index {}",
                if read {
                    "read from the data folder"
                } else {
                    "built"
                }
            );
            let pending: Vec<i64> = cache.with(|i| {
                i.facets = Some(index.clone());
                i.pending.drain().collect()
            });
            cache.built.store(true, Ordering::SeqCst);
            if let Err(e) = cache.restock(&db, &index, &pending).await {
                tracing::warn!(error = %e, "stock changed during the filter index build not read");
                cache.with(|i| i.pending.extend(pending));
            }
            Ok(index)
        });
        match build.await {
            Ok(built) => built,
            Err(e) => {
                tracing::error!(error = %e, "the filter index build stopped");
                Err(sqlx::Error::WorkerCrashed)
            }
        }
    }

    /// Builds the filter index now, in the background, so the first list page a shopper asks
    /// for after a start does not wait for it (a failed build is tried again until one is
    /// done); then reads the version and the change log every second while the cache lives, so
    /// the index's stock keeps up when no list is asked for.
    pub fn warm_up(&self, db: Db) {
        let cache = self.clone();
        tokio::spawn(async move {
            while let Err(e) = cache.facets(&db).await {
                tracing::warn!(error = %e, "filter index not built at start; trying again");
                tokio::time::sleep(WARM_UP_RETRY).await;
            }
            let mut kept_at = Instant::now();
            while Arc::strong_count(&cache.inner) > 1 {
                tokio::time::sleep(VERSION_CHECK).await;
                if let Err(e) = cache.check(&db).await {
                    tracing::warn!(error = %e, "catalog version and change log not read");
                    continue;
                }
                let Some(dir) = cache.kept_in.clone() else {
                    continue;
                };
                if kept_at.elapsed() < KEEP_AGAIN {
                    continue;
                }
                kept_at = Instant::now();
                let at = now_secs();
                let serving = cache.with(|i| i.facets.clone().zip(i.version));
                if let (Some((index, version)), Ok((catalog, now_at))) =
                    (serving, db.catalog_stamp().await)
                {
                    if now_at == version {
                        keep(dir, (catalog, version), at, index).await;
                    }
                }
            }
        });
    }

    /// Whether a filter index has been built since start.
    pub fn filters_built(&self) -> bool {
        self.built.load(Ordering::SeqCst)
    }

    /// One page of a list under the filters of its state, with the filters' values and counts.
    pub async fn filtered_list(
        &self,
        db: &Db,
        view: PriceView,
        query: ListQuery<'_>,
    ) -> sqlx::Result<ListPage> {
        let ListQuery {
            source,
            state,
            default_sort,
            categories,
            page_size,
        } = query;
        // What is made from an index whose lists moved meanwhile is answered, not kept.
        let stamp = self.lists_stamp();
        let current = |cache: &CatalogCache| cache.lists_stamp() == stamp;
        let index = self.facets(db).await?;
        let key = match source {
            ListSource::Category(c) => Some(BaseKey::Category(c.id)),
            ListSource::Special(l) => Some(BaseKey::Special(l)),
            ListSource::All => Some(BaseKey::All),
            // Search matches follow the search index, which is refreshed on its own schedule.
            ListSource::Search(_) => None,
        };
        let filters_only = state.without_page();
        let outcome = match key {
            Some(key) => {
                let outcome_key = (key, filters_only.clone(), view.currency);
                match self.with(|i| i.outcomes.get(&outcome_key).cloned()) {
                    Some(o) => o,
                    None => {
                        let base = self.base(&index, key, source);
                        let o = Arc::new(index.evaluate(
                            &base,
                            &filters_only,
                            default_sort,
                            view.currency,
                            view.rate_micros,
                        ));
                        self.with(|i| {
                            if !current(self) {
                                return;
                            }
                            if i.outcome_ids + o.ids.len() > MAX_OUTCOME_IDS {
                                i.outcomes.clear();
                                i.outcome_ids = 0;
                            }
                            i.outcome_ids += o.ids.len();
                            i.outcomes.insert(outcome_key, o.clone());
                        });
                        o
                    }
                }
            }
            None => {
                let ListSource::Search(ids) = source else {
                    unreachable!("only search lists have no key")
                };
                Arc::new(index.evaluate(
                    &index.positions(ids),
                    &filters_only,
                    default_sort,
                    view.currency,
                    view.rate_micros,
                ))
            }
        };
        let page = state.page.max(1);
        let start = ((page - 1) * page_size).min(outcome.ids.len() as i64) as usize;
        let end = (start + page_size.max(0) as usize).min(outcome.ids.len());
        let page_ids = &outcome.ids[start..end];
        let products = match key {
            Some(key) => {
                let page_key = (key, filters_only, page, page_size, view.lang, view.currency);
                match self.with(|i| i.list_pages.get(&page_key).cloned()) {
                    Some(cards) => cards.as_ref().clone(),
                    None => {
                        let cards = Arc::new(store::cards_by_ids(db, view, page_ids).await?);
                        self.with(|i| {
                            if !current(self) {
                                return;
                            }
                            if i.list_pages.len() >= MAX_PAGES {
                                i.list_pages.clear();
                            }
                            i.list_pages.insert(page_key, cards.clone());
                        });
                        cards.as_ref().clone()
                    }
                }
            }
            None => store::cards_by_ids(db, view, page_ids).await?,
        };
        let selected = match source {
            ListSource::Category(c) => Some(c.id),
            _ => None,
        };
        let filters = index.response(
            &outcome,
            state,
            default_sort,
            view.lang,
            categories,
            selected,
        );
        Ok(ListPage {
            products,
            total: outcome.total as i64,
            page,
            filters,
        })
    }

    fn base(&self, index: &FacetIndex, key: BaseKey, source: ListSource<'_>) -> Arc<Vec<u32>> {
        if let Some(base) = self.with(|i| i.bases.get(&key).cloned()) {
            return base;
        }
        let base = Arc::new(match source {
            ListSource::Category(c) => index.in_categories(&store::category_subtree_ids(c)),
            ListSource::Special(l) => index.special(l),
            ListSource::All | ListSource::Search(_) => (0..index.len() as u32).collect(),
        });
        self.with(|i| i.bases.insert(key, base.clone()));
        base
    }
}

/// The filter index of the catalog's current version: the one kept in `dir` when there is one
/// and the change log still holds every change since its build began (the stock of the products
/// it names is read again), else built from the database and kept there (a failure to keep it
/// is logged, not fatal). Says whether it was read.
async fn read_or_build(db: &Db, dir: Arc<PathBuf>) -> sqlx::Result<(Arc<FacetIndex>, bool)> {
    let (catalog, version) = db.catalog_stamp().await?;
    let reading = (dir.clone(), catalog.clone());
    let read =
        tokio::task::spawn_blocking(move || kept_filters::read(&reading.0, &reading.1, version))
            .await
            .ok()
            .flatten();
    let now = now_secs();
    if let Some((built_at, index)) = read {
        if let Some(products) = changes::changed_since(db, built_at, now).await? {
            index.restock(&products, &stock::variant_rows(db, &products).await?);
            return Ok((Arc::new(index), true));
        }
    }
    let index = Arc::new(store::facet_index(db).await?);
    keep(dir, (catalog, version), now, index.clone()).await;
    Ok((index, false))
}

/// Keeps `index` in `dir` as the filter index of a catalog's version, with every change before
/// `at` in it; a failure is logged, not fatal.
async fn keep(
    dir: Arc<PathBuf>,
    (catalog, version): (String, i64),
    at: i64,
    index: Arc<FacetIndex>,
) {
    let kept = tokio::task::spawn_blocking(move || {
        kept_filters::write(&dir, &catalog, version, at, &index)
    })
    .await
    .map_err(anyhow::Error::from)
    .and_then(|written| written);
    if let Err(e) = kept {
        tracing::warn!(error = %e, "filter index not kept in the data folder");
    }
}
