//! The index kept in the data folder, so that a restart answers searches at once: each build
//! writes tantivy's files and the product facts a result needs into a folder of its own
//! (`search/building-*`) and renames it, once whole, to `search/f{FORMAT}-{catalog}-{version}`;
//! a start opens the newest folder of its catalog. The catalog's identity comes from its
//! database, so a new database in the same data folder (or another test's) never takes an index
//! that is not its own. A folder that does not open (cut short, damaged, of another format) is
//! removed and built again.

use std::{
    fs, io,
    path::{Path, PathBuf},
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, SystemTime},
};

use crate::catalog::searchable::{CategoryDoc, ProductDoc};

/// The data folder's entry that holds the index folders.
pub const FOLDER: &str = "search";
/// Changed whenever the schema, the analysis of words or the facts' layout changes: folders of
/// another format are left unopened (and removed by the next build).
const FORMAT: u32 = 1;
/// The product and category facts beside tantivy's files.
const FACTS: &str = "facts.postcard";
/// Scratch folders of builds that never finished (a stopped process) go after this long.
const SCRATCH_TTL: Duration = Duration::from_secs(60 * 60);
/// Folders of another catalog (a database since replaced) go once untouched this long; another
/// shop sharing the folder (tests do) keeps its index meanwhile.
const FOREIGN_TTL: Duration = Duration::from_secs(24 * 60 * 60);

/// The facts a search result is dressed from, as written beside the index.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Facts {
    pub products: Vec<ProductDoc>,
    pub categories: Vec<CategoryDoc>,
}

impl Facts {
    pub fn write(&self, dir: &Path) -> anyhow::Result<()> {
        let bytes = postcard::to_allocvec(self)?;
        let file = fs::File::create(dir.join(FACTS))?;
        io::Write::write_all(&mut &file, &bytes)?;
        file.sync_all()?;
        Ok(())
    }

    pub fn read(dir: &Path) -> anyhow::Result<Facts> {
        Ok(postcard::from_bytes(&fs::read(dir.join(FACTS))?)?)
    }
}

/// The `search` folder of a data folder.
#[derive(Clone)]
pub struct Store {
    root: PathBuf,
}

/// A whole index folder and the catalog version it was built from.
pub struct Kept {
    pub version: i64,
    pub path: PathBuf,
}

impl Store {
    pub fn new(data_dir: &Path) -> Store {
        Store {
            root: data_dir.join(FOLDER),
        }
    }

    fn prefix(catalog: &str) -> String {
        format!("f{FORMAT}-{catalog}-")
    }

    /// The newest whole folder of `catalog`, if any.
    pub fn newest(&self, catalog: &str) -> Option<Kept> {
        let prefix = Self::prefix(catalog);
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

    /// Puts the finished build `built` in place as `catalog`'s index of `version`, and removes
    /// what no start will open again: this catalog's other folders, old scratch folders and
    /// long-untouched folders of other catalogs. The index serving meanwhile keeps its files open.
    pub fn keep(&self, built: &Path, catalog: &str, version: i64) -> io::Result<PathBuf> {
        let path = self
            .root
            .join(format!("{}{version}", Self::prefix(catalog)));
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
            tracing::warn!(error = %e, path = %path.display(), "search index folder not removed");
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
        let store = Store::new(data.path());
        assert!(store.newest("aa").is_none(), "nothing kept yet");
        let hour = Duration::from_secs(60 * 60);
        let old_own = folder(&store, &format!("f{FORMAT}-aa-3"), Duration::ZERO);
        let older_format = folder(&store, "f0-aa-9", Duration::ZERO);
        let stale_scratch = folder(&store, "building-1-2-3", 2 * hour);
        let busy_scratch = folder(&store, "building-4-5-6", Duration::ZERO);
        let other_shop = folder(&store, &format!("f{FORMAT}-bb-7"), hour);
        let gone_shop = folder(&store, &format!("f{FORMAT}-cc-7"), 25 * hour);
        let newest = store.newest("aa").expect("kept");
        assert_eq!((newest.version, newest.path), (3, old_own.clone()));

        let built = store.scratch().expect("scratch");
        let path = store.keep(&built, "aa", 4).expect("keep");
        assert_eq!(path, store.root.join(format!("f{FORMAT}-aa-4")));
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
