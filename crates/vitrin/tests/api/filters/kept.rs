//! The filter index kept in the data folder, start after start, on the shop's database: the
//! first start builds it and keeps it; the next reads that file instead of building again; a
//! damaged file, or a stock change since the build, has it built again; a new catalog version is
//! built anew and leaves its file the only one.

use std::path::{Path, PathBuf};

use vitrin::catalog::{cache::CatalogCache, changes, kept_filters::FOLDER};

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

/// The index a start on `data` answers with: its product count.
async fn start(app: &TestApp, data: &Path) -> usize {
    CatalogCache::kept_in(data)
        .facets(&app.db)
        .await
        .expect("filter index")
        .len()
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

    // A product's stock changed since the build (the change log says so): built again.
    std::fs::write(&marker, b"").expect("marker");
    assert_eq!(start(&app, data).await, products);
    assert!(marker.exists(), "read, nothing changed");
    let product: i64 = sqlx::query_scalar("SELECT id FROM products ORDER BY id LIMIT 1")
        .fetch_one(&app.db.pool)
        .await
        .expect("a product");
    let mut tx = app.db.writer.begin().await.expect("transaction");
    changes::record(&mut tx, product, vitrin::clock::now_secs())
        .await
        .expect("change");
    tx.commit().await.expect("commit");
    assert_eq!(start(&app, data).await, products);
    assert!(!marker.exists(), "built again after the change");

    // The catalog changes: its new version is built and kept, the old file goes.
    app.db.bump_catalog_version().await.expect("new version");
    assert_eq!(start(&app, data).await, products);
    let now = kept(data);
    assert_eq!(now.len(), 1, "{now:?}");
    assert_ne!(now, first);
}
on_both_backends!(filter_index_kept, the_filter_index_is_kept_between_starts);
