//! `vitrin backup` and `vitrin restore`: the SQLite database and the data folder in one
//! gzip-compressed tar.
//!
//! The archive holds `vitrin.db`, a copy SQLite's `VACUUM INTO` makes from one read snapshot (so it
//! is consistent while the shop goes on writing, and smaller than the live file), and `data/`, the
//! data folder's other entries: product images, the secret key, the wallet sandbox's keys and
//! accounts, the outbox. The live database's own files, the lock file and the kept search and
//! filter indexes (built again from the database) stay out.
//!
//! A restore unpacks beside the data, then puts the database in place (dropping any write-ahead
//! log of the one it replaces) and replaces each entry of the data folder the backup holds. It
//! holds the data folder's lock alone ([`super::lock`]): never while a server runs there, and an
//! existing shop's data is replaced only when asked (`--force`).
//!
//! PostgreSQL has its own tools; both commands say which, and the README gives the commands.

use std::{
    fs::File,
    io::{BufReader, BufWriter},
    path::{Path, PathBuf},
};

use anyhow::Context;
use flate2::{read::GzDecoder, write::GzEncoder, Compression};

use super::lock::{self, LOCK_FILE};
use crate::{
    config::Config,
    db::{sqlite_file, Backend, Db},
};

/// The database's name in the archive.
const DATABASE: &str = "vitrin.db";
/// The folder of the data folder's entries in the archive.
const DATA: &str = "data";
/// The live database's companions, beside its file.
const SQLITE_COMPANIONS: [&str; 3] = ["-wal", "-shm", "-journal"];

/// What `vitrin backup` answers on PostgreSQL.
fn pg_dump(data_dir: &Path) -> String {
    format!(
        "the database is PostgreSQL, which this command does not copy: back it up with \
         `pg_dump --format=custom --file=vitrin.dump \"$DATABASE_URL\"` and the data folder \
         with `tar -czf vitrin-data.tar.gz -C {} .` (see the README's Backups section)",
        data_dir.display()
    )
}

/// What `vitrin restore` answers on PostgreSQL.
fn pg_restore(data_dir: &Path) -> String {
    format!(
        "the database is PostgreSQL, which this command does not restore: use \
         `pg_restore --clean --if-exists --no-owner --dbname=\"$DATABASE_URL\" vitrin.dump` \
         and unpack the data folder's archive with `tar -xzf vitrin-data.tar.gz -C {}` (see \
         the README's Backups section)",
        data_dir.display()
    )
}

/// What a backup or a restore went through.
#[derive(Debug)]
pub struct Report {
    /// Files of the data folder, besides the database.
    pub files: usize,
    /// The archive's size in bytes.
    pub bytes: u64,
}

/// Writes a backup of the configured shop to `out` (a new file), while the shop may serve.
pub async fn backup(config: &Config, out: &Path) -> anyhow::Result<Report> {
    let url = config.database_url();
    if Backend::of(&url) == Backend::Postgres {
        anyhow::bail!(pg_dump(&config.data_dir));
    }
    let database = sqlite_file(&url);
    anyhow::ensure!(
        database.is_file(),
        "there is no database at {}: nothing to back up",
        database.display()
    );
    anyhow::ensure!(
        !out.exists(),
        "{} already exists; name a new file for the backup",
        out.display()
    );
    let partial = suffixed(out, ".partial");
    let copy = suffixed(out, ".db.partial");
    let result = async {
        let db = Db::connect(&url).await?;
        let copied = sqlx::query("VACUUM INTO $1")
            .bind(copy.to_string_lossy().into_owned())
            .execute(&db.pool)
            .await
            .context("cannot copy the database");
        db.pool.close().await;
        db.writer.close().await;
        copied?;
        let (data_dir, archive, copy) = (config.data_dir.clone(), partial.clone(), copy.clone());
        let skipped = skipped_entries(&database, [out, &partial, &copy]);
        let files = tokio::task::spawn_blocking(move || {
            write_archive(&archive, &copy, &data_dir, &skipped)
        })
        .await??;
        std::fs::rename(&partial, out)
            .with_context(|| format!("cannot write {}", out.display()))?;
        Ok(Report {
            files,
            bytes: std::fs::metadata(out)?.len(),
        })
    }
    .await;
    // The partial files are gone after a success and useless after a failure.
    let _ = std::fs::remove_file(&copy);
    let _ = std::fs::remove_file(&partial);
    result
}

/// The paths a backup leaves out of the data folder: the live database's files, the lock file
/// and the backup's own files (when written into the data folder), as they resolve on disk.
fn skipped_entries(database: &Path, own: [&Path; 3]) -> Vec<PathBuf> {
    let mut paths = vec![database.to_path_buf()];
    paths.extend(SQLITE_COMPANIONS.iter().map(|s| suffixed(database, s)));
    paths.extend(own.map(Path::to_path_buf));
    paths.iter().filter_map(|p| absolute(p)).collect()
}

/// `path` with `suffix` added to its name (`vitrin.db` and `-wal`: `vitrin.db-wal`).
fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    name.into()
}

/// Where a path points, made absolute through its folder (the file itself may not exist yet).
fn absolute(path: &Path) -> Option<PathBuf> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    Some(folder.canonicalize().ok()?.join(path.file_name()?))
}

/// The tar: the database copy, then every entry of the data folder but the skipped ones, the
/// lock file and the kept indexes. Answers how many files of the data folder went in.
fn write_archive(
    archive: &Path,
    copy: &Path,
    data_dir: &Path,
    skipped: &[PathBuf],
) -> anyhow::Result<usize> {
    let file =
        File::create(archive).with_context(|| format!("cannot write {}", archive.display()))?;
    let mut tar = tar::Builder::new(GzEncoder::new(BufWriter::new(file), Compression::default()));
    tar.append_path_with_name(copy, DATABASE)?;
    let mut files = 0;
    for entry in sorted_entries(data_dir)? {
        let name = entry.file_name().unwrap_or_default();
        if name == LOCK_FILE
            || name == crate::search::FOLDER
            || name == crate::catalog::kept_filters::FOLDER
            || absolute(&entry).is_some_and(|p| skipped.contains(&p))
        {
            continue;
        }
        files += append(&mut tar, &entry, &Path::new(DATA).join(name))?;
    }
    tar.into_inner()?.finish()?.into_inner()?.sync_all()?;
    Ok(files)
}

/// Appends a file, or a folder with everything under it, as `name`: how many files went in. A
/// file gone between listing and reading (a temporary file renamed meanwhile) is left out.
fn append<W: std::io::Write>(
    tar: &mut tar::Builder<W>,
    path: &Path,
    name: &Path,
) -> anyhow::Result<usize> {
    if path.is_dir() {
        tar.append_dir(name, path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let mut files = 0;
        for entry in sorted_entries(path)? {
            files += append(
                tar,
                &entry,
                &name.join(entry.file_name().unwrap_or_default()),
            )?;
        }
        return Ok(files);
    }
    match tar.append_path_with_name(path, name) {
        Ok(()) => Ok(1),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(0),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
}

/// A folder's entries, by name.
fn sorted_entries(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()?;
    entries.sort();
    Ok(entries)
}

/// Files under a folder, at any depth.
fn walkdir_files(dir: &Path) -> anyhow::Result<usize> {
    let mut count = 0;
    for entry in sorted_entries(dir)? {
        count += if entry.is_dir() {
            walkdir_files(&entry)?
        } else {
            1
        };
    }
    Ok(count)
}

/// Restores the backup `archive` into the configured data folder (and database file). Refused
/// while a server runs on the folder, and over an existing shop's data unless `force`.
pub fn restore(config: &Config, archive: &Path, force: bool) -> anyhow::Result<Report> {
    let url = config.database_url();
    if Backend::of(&url) == Backend::Postgres {
        anyhow::bail!(pg_restore(&config.data_dir));
    }
    let file = File::open(archive).with_context(|| format!("cannot read {}", archive.display()))?;
    let bytes = file.metadata()?.len();
    let _lock = lock::alone(config)?;
    let database = sqlite_file(&url);
    let data_dir = &config.data_dir;
    if !force && (database.exists() || holds_data(data_dir)?) {
        anyhow::bail!(
            "{} already holds a shop's data; restoring would replace it: add --force to do so",
            data_dir.display()
        );
    }
    let staging = Staging::new(data_dir)?;
    unpack(file, archive, &staging.0)?;
    let copy = staging.0.join(DATABASE);
    anyhow::ensure!(
        copy.is_file(),
        "{} is not a backup of this shop: it holds no database",
        archive.display()
    );
    // A write-ahead log left by the replaced database would be replayed into the restored one.
    for suffix in SQLITE_COMPANIONS {
        remove(&suffixed(&database, suffix))?;
    }
    move_into(&copy, &database)?;
    let mut files = 0;
    let data = staging.0.join(DATA);
    if data.is_dir() {
        for entry in sorted_entries(&data)? {
            let target = data_dir.join(entry.file_name().unwrap_or_default());
            files += if entry.is_dir() {
                walkdir_files(&entry)?
            } else {
                1
            };
            remove(&target)?;
            move_into(&entry, &target)?;
        }
    }
    Ok(Report { files, bytes })
}

/// Whether the data folder holds anything but the lock file.
fn holds_data(data_dir: &Path) -> anyhow::Result<bool> {
    Ok(sorted_entries(data_dir)?
        .iter()
        .any(|e| e.file_name().is_some_and(|n| n != LOCK_FILE)))
}

/// Unpacks the archive's entries into `into`, refusing any that is not the database or under
/// `data/` (and, by the tar reader, any that would land outside `into`).
fn unpack(file: File, archive: &Path, into: &Path) -> anyhow::Result<()> {
    let not_a_backup = || format!("{} is not a backup of this shop", archive.display());
    let mut tar = tar::Archive::new(GzDecoder::new(BufReader::new(file)));
    for entry in tar.entries().with_context(not_a_backup)? {
        let mut entry = entry.with_context(not_a_backup)?;
        let path = entry.path().with_context(not_a_backup)?.into_owned();
        anyhow::ensure!(
            path == Path::new(DATABASE) || path.starts_with(DATA),
            "{}: unexpected entry {}",
            not_a_backup(),
            path.display()
        );
        entry
            .unpack_in(into)
            .with_context(|| format!("cannot unpack {}", path.display()))?;
    }
    Ok(())
}

/// A hidden folder in the data folder the archive is unpacked into, removed when dropped.
struct Staging(PathBuf);

impl Staging {
    fn new(data_dir: &Path) -> anyhow::Result<Self> {
        let path = data_dir.join(format!(".restore-{:016x}", rand::random::<u64>()));
        std::fs::create_dir(&path).with_context(|| format!("cannot create {}", path.display()))?;
        Ok(Staging(path))
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Removes a file or a folder, when there is one.
fn remove(path: &Path) -> anyhow::Result<()> {
    let removed = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.is_dir() => std::fs::remove_dir_all(path),
        Ok(_) => std::fs::remove_file(path),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    };
    removed.with_context(|| format!("cannot remove {}", path.display()))
}

/// Moves a file or folder; a database file configured on another file system is copied.
fn move_into(from: &Path, to: &Path) -> anyhow::Result<()> {
    if let Some(dir) = to.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    if std::fs::rename(from, to).is_ok() {
        return Ok(());
    }
    std::fs::copy(from, to)
        .map(|_| ())
        .with_context(|| format!("cannot write {}", to.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn postgres_config() -> Config {
        Config {
            database_url: "postgres://shop@db.example/vitrin".into(),
            ..Config::default()
        }
    }

    #[tokio::test]
    async fn postgres_is_pointed_to_its_own_tools() {
        let config = postgres_config();
        let backup = backup(&config, Path::new("never-written.tar.gz")).await;
        let message = format!("{:#}", backup.expect_err("refused"));
        assert!(message.contains("pg_dump --format=custom"), "{message}");
        let restore = restore(&config, Path::new("never-read.tar.gz"), true);
        let message = format!("{:#}", restore.expect_err("refused"));
        assert!(message.contains("pg_restore --clean"), "{message}");
        assert!(!Path::new("never-written.tar.gz").exists());
    }

    #[test]
    fn the_backups_own_files_sit_beside_it() {
        let out = Path::new("backups/shop.tar.gz");
        assert_eq!(
            suffixed(out, ".partial"),
            Path::new("backups/shop.tar.gz.partial")
        );
        assert_eq!(
            suffixed(Path::new("data/vitrin.db"), "-wal"),
            Path::new("data/vitrin.db-wal")
        );
    }
}
