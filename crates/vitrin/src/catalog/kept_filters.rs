//! The filter index kept in the data folder, one file per catalog and version
//! (`filters/f{FORMAT}-{catalog}-{version}/index.postcard`, the folder rules are `crate::kept`'s),
//! with the time its build began: a restart on an unchanged catalog reads it instead of reading
//! every product's facts from the database, so list pages and `/readyz` are ready at once. Only
//! the current version's file is read, and only while the change log says no stock changed since
//! its build (`CatalogCache`); a file that does not read (cut short, damaged) is removed, logged
//! and built again.

use std::{fs, io, path::Path};

use super::filter::FacetIndex;
use crate::kept::Store;

/// The data folder's entry that holds the kept filter indexes.
pub const FOLDER: &str = "filters";
/// Changed whenever the index's layout changes: files of another format are left unread.
const FORMAT: u32 = 1;
const FILE: &str = "index.postcard";

/// The filter index of `catalog` at `version` and when its build began, when one was kept whole.
pub fn read(data_dir: &Path, catalog: &str, version: i64) -> Option<(i64, FacetIndex)> {
    let store = Store::new(data_dir, FOLDER, FORMAT);
    let kept = store.newest(catalog).filter(|k| k.version == version)?;
    let read = fs::read(kept.path.join(FILE))
        .map_err(anyhow::Error::from)
        .and_then(|bytes| Ok(postcard::from_bytes(&bytes)?));
    match read {
        Ok(index) => Some(index),
        Err(e) => {
            tracing::warn!(error = %e, "kept filter index unreadable; building it again");
            store.discard(&kept.path);
            None
        }
    }
}

/// Keeps `index`, whose build began at `built_at`, as `catalog`'s filter index of `version`, in
/// place of the catalog's older ones.
pub fn write(
    data_dir: &Path,
    catalog: &str,
    version: i64,
    built_at: i64,
    index: &FacetIndex,
) -> anyhow::Result<()> {
    let store = Store::new(data_dir, FOLDER, FORMAT);
    let bytes = postcard::to_allocvec(&(built_at, index))?;
    let dir = store.scratch()?;
    let written = fs::File::create(dir.join(FILE)).and_then(|file| {
        io::Write::write_all(&mut &file, &bytes)?;
        file.sync_all()
    });
    if let Err(e) = written {
        store.discard(&dir);
        return Err(e.into());
    }
    store.keep(&dir, catalog, version)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::filter::{FacetProduct, FacetRows};

    fn index(products: i64) -> FacetIndex {
        FacetIndex::build(FacetRows {
            products: (1..=products)
                .map(|id| FacetProduct {
                    id,
                    price: id * 1_000,
                    ..FacetProduct::default()
                })
                .collect(),
            ..FacetRows::default()
        })
    }

    #[test]
    fn only_the_current_versions_whole_file_is_read() {
        let data = tempfile::tempdir().expect("data folder");
        let data = data.path();
        assert!(read(data, "aa", 1).is_none(), "nothing kept");
        write(data, "aa", 1, 1_700_000_000, &index(3)).expect("kept");
        let (built_at, kept) = read(data, "aa", 1).expect("read");
        assert_eq!((built_at, kept.len()), (1_700_000_000, 3));
        assert!(read(data, "aa", 2).is_none(), "another version");
        assert!(read(data, "bb", 1).is_none(), "another catalog");

        write(data, "aa", 2, 1_700_000_100, &index(5)).expect("kept");
        assert!(read(data, "aa", 1).is_none(), "the older version went");
        let file = data.join(FOLDER).join(format!("f{FORMAT}-aa-2")).join(FILE);
        let bytes = fs::read(&file).expect("file");
        fs::write(&file, &bytes[..bytes.len() / 2]).expect("cut short");
        assert!(read(data, "aa", 2).is_none(), "cut short");
        assert!(!file.exists(), "removed, to be built again");
    }
}
