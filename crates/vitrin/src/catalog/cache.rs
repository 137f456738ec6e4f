//! What category pages ask for again and again, kept per instance: the category tree per
//! language, each category's product ids in list order, and the dressed cards of visited pages.
//! Counting and sorting a category of tens of thousands of products on every page view is what
//! made list pages slow; here it is done once per catalog version. The version is re-read at most
//! once a second, so a new seed or import shows on every instance within a second.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use super::{
    model::{Category, PriceView, ProductCard},
    store::{self, ProductSort},
};
use crate::{
    db::Db,
    locale::{Currency, Lang},
};

const VERSION_CHECK: Duration = Duration::from_secs(1);

#[derive(Default)]
struct Inner {
    version: Option<i64>,
    checked: Option<Instant>,
    trees: HashMap<Lang, Arc<Vec<Category>>>,
    lists: HashMap<(i64, ProductSort), Arc<Vec<i64>>>,
    pages: HashMap<PageKey, Arc<Vec<ProductCard>>>,
}

/// Category, order, page, page size, language, currency.
type PageKey = (i64, ProductSort, i64, i64, Lang, Currency);
/// Dressed pages kept per version; the most visited pages of a shop are few.
const MAX_PAGES: usize = 2048;

#[derive(Clone, Default)]
pub struct CatalogCache {
    inner: Arc<Mutex<Inner>>,
}

impl CatalogCache {
    fn with<T>(&self, f: impl FnOnce(&mut Inner) -> T) -> T {
        // A panic while holding the lock cannot leave the maps half-written in a harmful way.
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut inner)
    }

    /// Empties the cache when the catalog version moved since it was filled.
    async fn check_version(&self, db: &Db) -> sqlx::Result<()> {
        let due = self.with(|i| i.checked.is_none_or(|t| t.elapsed() >= VERSION_CHECK));
        if !due {
            return Ok(());
        }
        let version = db.catalog_version().await?;
        self.with(|i| {
            if i.version != Some(version) {
                i.trees.clear();
                i.lists.clear();
                i.pages.clear();
                i.version = Some(version);
            }
            i.checked = Some(Instant::now());
        });
        Ok(())
    }

    pub async fn category_tree(&self, db: &Db, lang: Lang) -> sqlx::Result<Arc<Vec<Category>>> {
        self.check_version(db).await?;
        if let Some(tree) = self.with(|i| i.trees.get(&lang).cloned()) {
            return Ok(tree);
        }
        let tree = Arc::new(store::category_tree(db, lang).await?);
        self.with(|i| i.trees.insert(lang, tree.clone()));
        Ok(tree)
    }

    /// One page of a category's products (the category and all below it), and the total count.
    pub async fn category_products(
        &self,
        db: &Db,
        view: PriceView,
        category: &Category,
        sort: ProductSort,
        page: i64,
        page_size: i64,
    ) -> sqlx::Result<(Vec<ProductCard>, i64)> {
        self.check_version(db).await?;
        let key = (category.id, sort);
        let ids = match self.with(|i| i.lists.get(&key).cloned()) {
            Some(ids) => ids,
            None => {
                let ids = Arc::new(store::category_product_ids(db, category, sort).await?);
                self.with(|i| i.lists.insert(key, ids.clone()));
                ids
            }
        };
        let page_key = (category.id, sort, page, page_size, view.lang, view.currency);
        if let Some(cards) = self.with(|i| i.pages.get(&page_key).cloned()) {
            return Ok((cards.as_ref().clone(), ids.len() as i64));
        }
        let start = ((page - 1).max(0) * page_size).min(ids.len() as i64) as usize;
        let end = (start + page_size.max(0) as usize).min(ids.len());
        let cards = Arc::new(store::cards_by_ids(db, view, &ids[start..end]).await?);
        self.with(|i| {
            if i.pages.len() >= MAX_PAGES {
                i.pages.clear();
            }
            i.pages.insert(page_key, cards.clone());
        });
        Ok((cards.as_ref().clone(), ids.len() as i64))
    }
}
