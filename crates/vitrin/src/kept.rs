//! Builds kept in the data folder, per catalog and catalog version, so that a restart reads them
//! instead of building them again (the search index, the filter index). A build is written into
//! a scratch folder of its own (`{folder}/building-*`) and renamed, once whole, to
//! `{folder}/f{format}-{catalog}-{version}`. The catalog's identity comes from its database
//! (`Db::catalog_stamp`), so a new database in the same data folder (or another test's) never
//! takes a build that is not its own; a format number in the name keeps a later release from
//! opening a folder of another layout.

use std::{
    fs, io,
    path::{Path, PathBuf},
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, SystemTime},
};

/// Scratch folders of builds that never finished (a stopped process) go after this long.
const SCRATCH_TTL: Duration = Duration::from_secs(60 * 60);
/// Folders of another catalog (a database since replaced) go once untouched this long; another
/// shop sharing the folder (tests do) keeps its build meanwhile.
const FOREIGN_TTL: Duration = Duration::from_secs(24 * 60 * 60);

/// One kind of build's folder in a data folder.
#[derive(Clone)]
pub struct Store {
    root: PathBuf,
    format: u32,
}

/// A whole build's folder and the catalog version it was built from.
pub struct Kept {
    pub version: i64,
    pub path: PathBuf,
}

impl Store {
    /// The builds of `format` in `{data_dir}/{folder}`.
    pub fn new(data_dir: &Path, folder: &str, format: u32) -> Store {
        Store {
            root: data_dir.join(folder),
            format,
        }
    }

    fn prefix(&self, catalog: &str) -> String {
        format!("f{}-{catalog}-", self.format)
    }

    /// The newest whole folder of `catalog`, if any.
    pub fn newest(&self, catalog: &str) -> Option<Kept> {
        let prefix = self.prefix(catalog);
        fs::read_dir(&self.root)
            .ok()?
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let version = name.strip_prefix(&prefix)?.parse().ok()?;
                Some(Kept {
                    version,
                    path: entry.path(),
                })
            })
            .max_by_key(|kept| kept.version)
    }

    /// An empty folder for a build, apart from every other.
    pub fn scratch(&self) -> io::Result<PathBuf> {
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        fs::create_dir_all(&self.root)?;
        let dir = self.root.join(format!(
            "building-{}-{}-{}",
            std::process::id(),
            crate::clock::now_ms(),
            SERIAL.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir(&dir)?;
        Ok(dir)
    }

    /// Puts the finished build `built` in place as `catalog`'s build of `version`, and removes
    /// what no start will open again: this catalog's other folders, old scratch folders and
    /// long-untouched folders of other catalogs. A build in use meanwhile keeps its files open.
    pub fn keep(&self, built: &Path, catalog: &str, version: i64) -> io::Result<PathBuf> {
        let path = self.root.join(format!("{}{version}", self.prefix(catalog)));
        if path.exists() {
            fs::remove_dir_all(&path)?;
        }
        fs::rename(built, &path)?;
        self.tidy(catalog, &path);
        Ok(path)
    }

    fn tidy(&self, catalog: &str, kept: &Path) {
        let Ok(entries) = fs::read_dir(&self.root) else {
            return;
        };
        let own = format!("-{catalog}-");
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let untouched = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|at| SystemTime::now().duration_since(at).ok())
                .unwrap_or_default();
            let gone = if name.starts_with("building-") {
                untouched > SCRATCH_TTL
            } else if name.contains(&own) {
                path != kept
            } else {
                untouched > FOREIGN_TTL
            };
            if gone {
                self.discard(&path);
            }
        }
    }

    /// Removes a folder that will not be opened.
    pub fn discard(&self, path: &Path) {
        if let Err(e) = fs::remove_dir_all(path) {
            tracing::warn!(error = %e, path = %path.display(), "kept build folder not removed");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(store: &Store, name: &str, age: Duration) -> PathBuf {
        let path = store.root.join(name);
        fs::create_dir_all(&path).expect("folder");
        let at = SystemTime::now() - age;
        fs::File::open(&path)
            .and_then(|f| f.set_modified(at))
            .expect("mtime");
        path
    }

    #[test]
    fn the_newest_whole_folder_is_opened_and_a_kept_one_tidies_the_rest() {
        let data = tempfile::tempdir().expect("temp dir");
        let store = Store::new(data.path(), "search", 1);
        assert!(store.newest("aa").is_none(), "nothing kept yet");
        let hour = Duration::from_secs(60 * 60);
        let old_own = folder(&store, "f1-aa-3", Duration::ZERO);
        let older_format = folder(&store, "f0-aa-9", Duration::ZERO);
        let stale_scratch = folder(&store, "building-1-2-3", 2 * hour);
        let busy_scratch = folder(&store, "building-4-5-6", Duration::ZERO);
        let other_shop = folder(&store, "f1-bb-7", hour);
        let gone_shop = folder(&store, "f1-cc-7", 25 * hour);
        let newest = store.newest("aa").expect("kept");
        assert_eq!((newest.version, newest.path), (3, old_own.clone()));

        let built = store.scratch().expect("scratch");
        let path = store.keep(&built, "aa", 4).expect("keep");
        assert_eq!(path, store.root.join("f1-aa-4"));
        assert_eq!(store.newest("aa").expect("kept").version, 4);
        for (gone, folder) in [
            (true, &old_own),
            (true, &older_format),
            (true, &stale_scratch),
            (false, &busy_scratch),
            (false, &other_shop),
            (true, &gone_shop),
        ] {
            assert_eq!(!folder.exists(), gone, "{}", folder.display());
        }
    }
}
