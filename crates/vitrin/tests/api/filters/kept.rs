//! The filter index kept in the data folder, start after start, on the shop's database: the
//! first start builds it and keeps it; the next reads that file instead of building again, and
//! takes the stock of the products the change log names since; a damaged file has it built
//! again; a new catalog version is built anew and leaves its file the only one.

use std::path::{Path, PathBuf};

use vitrin::catalog::{
    cache::CatalogCache,
    changes,
    filter::{FacetIndex, FilterState},
    kept_filters::FOLDER,
};

use crate::{helpers::TestApp, on_both_backends};

/// The kept folders in `data`, by name.
fn kept(data: &Path) -> Vec<PathBuf> {
    let mut folders: Vec<_> = std::fs::read_dir(data.join(FOLDER))
        .expect("filters folder")
        .map(|entry| entry.expect("entry").path())
        .collect();
    folders.sort();
    folders
}

/// The index a start on `data` answers with.
async fn index(app: &TestApp, data: &Path) -> std::sync::Arc<FacetIndex> {
    CatalogCache::kept_in(data)
        .facets(&app.db)
        .await
        .expect("filter index")
}

/// The index a start on `data` answers with: its product count.
async fn start(app: &TestApp, data: &Path) -> usize {
    index(app, data).await.len()
}

/// The products in stock, as the index says.
fn in_stock(index: &FacetIndex) -> Vec<i64> {
    let all: Vec<u32> = (0..index.len() as u32).collect();
    let state = FilterState::parse("stock=1");
    let mut ids = index
        .evaluate(&all, &state, None, vitrin::locale::Currency::Try, 0)
        .ids;
    ids.sort_unstable();
    ids
}

async fn the_filter_index_is_kept_between_starts(app: TestApp) {
    let data = tempfile::tempdir().expect("data folder");
    let data = data.path();

    let products = start(&app, data).await;
    assert!(products > 0);
    let first = kept(data);
    assert_eq!(first.len(), 1, "{first:?}");
    let version = app.db.catalog_version().await.expect("version");
    assert!(
        first[0].to_string_lossy().ends_with(&format!("-{version}")),
        "{first:?} for version {version}"
    );
    // A file of the test's own stays while the kept one is read, not built again.
    let marker = first[0].join("test-marker");
    std::fs::write(&marker, b"").expect("marker");
    assert_eq!(start(&app, data).await, products);
    assert!(marker.exists(), "read, not built again");

    // Damaged: built again, the same index.
    let file = first[0].join("index.postcard");
    let bytes = std::fs::read(&file).expect("kept file");
    std::fs::write(&file, &bytes[..bytes.len() / 3]).expect("damage");
    assert_eq!(start(&app, data).await, products);
    assert!(!marker.exists(), "built again");
    assert_eq!(kept(data), first);

    // A product sold out since the build (the change log says so): read, and its stock taken.
    std::fs::write(&marker, b"").expect("marker");
    let before = in_stock(&*index(&app, data).await);
    assert!(marker.exists(), "read, nothing changed");
    let product = before[0];
    let mut tx = app.db.writer.begin().await.expect("transaction");
    sqlx::query("UPDATE variants SET stock = 0 WHERE product_id = $1")
        .bind(product)
        .execute(&mut *tx)
        .await
        .expect("sold out");
    changes::record(&mut tx, product, vitrin::clock::now_secs())
        .await
        .expect("change");
    tx.commit().await.expect("commit");
    let after = in_stock(&*index(&app, data).await);
    assert!(marker.exists(), "read, not built again");
    assert_eq!(after, before[1..], "the product sold out is not in stock");

    // The catalog changes: its new version is built and kept, the old file goes.
    app.db.bump_catalog_version().await.expect("new version");
    assert_eq!(start(&app, data).await, products);
    let now = kept(data);
    assert_eq!(now.len(), 1, "{now:?}");
    assert_ne!(now, first);
}
on_both_backends!(filter_index_kept, the_filter_index_is_kept_between_starts);
