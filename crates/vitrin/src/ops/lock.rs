//! The data folder's lock, `{data_dir}/vitrin.lock`: a server (and the wallet sandbox) holds it
//! shared while it runs, so several may share the folder; a restore holds it alone, so it never
//! replaces the data of a running shop and no shop starts while it writes. It is an operating
//! system lock on the open file: it goes with the process however the process ends, and the file
//! left behind holds nothing.

use std::{fs::File, fs::TryLockError, path::Path};

use anyhow::Context;

use crate::config::Config;

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "vitrin.lock";

/// A held lock; dropping it lets go.
#[must_use = "the lock is let go when this is dropped"]
pub struct DataLock {
    _file: File,
}

/// Taken by a server for as long as it runs.
pub fn serving(config: &Config) -> anyhow::Result<DataLock> {
    let busy = format!(
        "a restore is writing the data folder {}; start the shop once it is done",
        config.data_dir.display()
    );
    take(&config.data_dir, File::try_lock_shared, busy)
}

/// Taken by a restore: refused while any server runs on the folder.
pub fn alone(config: &Config) -> anyhow::Result<DataLock> {
    let busy = format!(
        "a shop is running on the data folder {}; stop it before restoring into it",
        config.data_dir.display()
    );
    take(&config.data_dir, File::try_lock, busy)
}

/// Opens the lock file and tries `lock` on it; `busy` is the answer when another holds it.
fn take(
    data_dir: &Path,
    lock: fn(&File) -> Result<(), TryLockError>,
    busy: String,
) -> anyhow::Result<DataLock> {
    let file = open(data_dir)?;
    match lock(&file) {
        Ok(()) => Ok(DataLock { _file: file }),
        Err(TryLockError::WouldBlock) => Err(anyhow::anyhow!(busy)),
        Err(TryLockError::Error(e)) => Err(e).context("cannot lock the data folder"),
    }
}

fn open(data_dir: &Path) -> anyhow::Result<File> {
    std::fs::create_dir_all(data_dir)
        .with_context(|| format!("cannot create {}", data_dir.display()))?;
    let path = data_dir.join(LOCK_FILE);
    File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .with_context(|| format!("cannot open {}", path.display()))
}
