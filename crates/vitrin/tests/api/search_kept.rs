//! The search index kept in the data folder, start after start, on the shop's database: the first
//! start builds it and keeps it; the next opens that folder instead of building again; a damaged
//! folder is built again and answers the same; after the catalog changed, the kept index answers
//! first and the new catalog's then replaces it, its folder the only one left.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
    time::Duration,
};

use vitrin::{locale::Lang, search::Search, search::SearchIndex, seed};

use crate::{helpers::TestApp, on_both_backends};

const WAIT: Duration = Duration::from_secs(60);

/// The index folders kept in `data`, by name.
fn kept(data: &Path) -> Vec<String> {
    let mut folders: Vec<_> = std::fs::read_dir(data.join(vitrin::search::FOLDER))
        .expect("search folder")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .into_string()
                .expect("name")
        })
        .collect();
    folders.sort();
    folders
}

/// A file of the test's own in the one kept folder: it stays while that folder is opened again,
/// and goes with it when the index is built anew.
fn mark(data: &Path) -> PathBuf {
    let folders = kept(data);
    assert_eq!(folders.len(), 1, "{folders:?}");
    let marker = data
        .join(vitrin::search::FOLDER)
        .join(&folders[0])
        .join("test-marker");
    std::fs::write(&marker, b"").expect("marker");
    marker
}

fn dress_total(index: &SearchIndex) -> u64 {
    index
        .search(Lang::Tr, "elbise", 0, 10)
        .expect("search")
        .total
}

/// A start on `data`: the first index it answers with, and the handle that keeps it fresh.
async fn start(app: &TestApp, data: &Path) -> (Search, Arc<SearchIndex>) {
    let search = Search::start(app.db.clone(), data);
    let index = search.ready(WAIT).await.expect("search ready");
    (search, index)
}

async fn the_index_is_kept_between_starts(app: TestApp) {
    let data = tempfile::tempdir().expect("data folder");
    let data = data.path();

    let (search, built) = start(&app, data).await;
    let first = kept(data);
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(
        first[0].ends_with(&format!("-{}", built.version)),
        "{first:?} for version {}",
        built.version
    );
    let dresses = dress_total(&built);
    assert!(dresses > 0);
    let marker = mark(data);
    drop(search);

    let (search, opened) = start(&app, data).await;
    assert!(marker.exists(), "opened, not built again");
    assert_eq!(kept(data), first);
    assert_eq!(opened.version, built.version);
    assert_eq!(dress_total(&opened), dresses);
    drop(search);

    // A folder cut short or damaged, in tantivy's files or in the facts beside them.
    for damaged in ["meta.json", "facts.postcard"] {
        let marker = mark(data);
        std::fs::write(marker.with_file_name(damaged), b"{").expect("damage");
        let (search, rebuilt) = start(&app, data).await;
        assert!(!marker.exists(), "built again after {damaged} was damaged");
        assert_eq!(kept(data), first, "the same catalog version");
        assert_eq!(dress_total(&rebuilt), dresses);
        drop(search);
    }

    // The catalog changes while no server runs: the kept index answers at once, the new
    // catalog's replaces it.
    seed::seed(&app.db, &app.config.data_dir, 30)
        .await
        .expect("reseed");
    let (search, stale) = start(&app, data).await;
    assert_eq!(stale.version, built.version, "the kept index answers first");
    let mut fresh = stale;
    for _ in 0..600 {
        fresh = search.ready(WAIT).await.expect("ready");
        if fresh.version != built.version {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(fresh.version > built.version, "the new catalog's index");
    assert_eq!(fresh.product_count(), 30);
    let now = kept(data);
    assert_eq!(now.len(), 1, "the older folder is removed: {now:?}");
    assert!(now[0].ends_with(&format!("-{}", fresh.version)), "{now:?}");
}
on_both_backends!(search_index_kept, the_index_is_kept_between_starts);
