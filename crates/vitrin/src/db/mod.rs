//! The database: SQLite (WAL) by default, PostgreSQL when the URL says so. One pool type
//! (`AnyPool`) and SQL both accept, so no business logic is written twice; only the migration
//! folders differ per backend. Parameters are written `$1, $2, ...`, which both understand.
//!
//! Writes go through `Db::begin` and `Db::writer`. On SQLite, which lets one connection write at
//! a time, that is a pool of one connection: writers queue for it in order, instead of each
//! holding a connection of their own and polling the file lock with growing sleeps (the busy
//! handler), which left 64 shoppers changing carts at once waiting seconds. Readers use `pool`
//! beside it (WAL). On PostgreSQL both are the one pool.

use std::{str::FromStr, time::Duration};

use anyhow::Context;
use log::LevelFilter;
use sqlx::{
    any::{AnyConnectOptions, AnyPoolOptions},
    migrate::Migrator,
    AnyPool, ConnectOptions, Executor,
};

mod migrations;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a database URL names: PostgreSQL for `postgres://`, SQLite otherwise.
    pub fn of(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

/// A `sqlite:` URL without its scheme: the file's path, then any `?options`.
fn sqlite_target(url: &str) -> &str {
    url.trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:")
}

/// The database file a `sqlite:` URL names.
pub fn sqlite_file(url: &str) -> std::path::PathBuf {
    let target = sqlite_target(url);
    target.split('?').next().unwrap_or(target).into()
}

#[derive(Clone)]
pub struct Db {
    /// For reads (and, on PostgreSQL, everything).
    pub pool: AnyPool,
    /// For writes: on SQLite its one connection, on PostgreSQL `pool` itself.
    pub writer: AnyPool,
    pub backend: Backend,
}

impl Db {
    /// Opens the database named by `url`, creating a SQLite file (and its folder) when needed.
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of(url);
        let url = match backend {
            Backend::Sqlite => {
                if let Some(dir) = sqlite_file(url).parent() {
                    if !dir.as_os_str().is_empty() {
                        std::fs::create_dir_all(dir)
                            .with_context(|| format!("cannot create {}", dir.display()))?;
                    }
                }
                let path = sqlite_target(url);
                if path.contains('?') {
                    format!("sqlite://{path}")
                } else {
                    format!("sqlite://{path}?mode=rwc")
                }
            }
            Backend::Postgres => url.to_string(),
        };
        let options = AnyConnectOptions::from_str(&url)
            .context("invalid database URL")?
            // Bulk statements are long; the request span already says which call was slow.
            .log_statements(LevelFilter::Trace)
            .log_slow_statements(LevelFilter::Debug, Duration::from_millis(500));
        let pool_options = |connections: u32| {
            AnyPoolOptions::new()
                .max_connections(connections)
                .acquire_timeout(Duration::from_secs(10))
                .after_connect(move |conn, _| {
                    Box::pin(async move {
                        if backend == Backend::Sqlite {
                            // WAL lets readers run beside the one writer; busy_timeout makes a
                            // write from outside the writer pool (another process) wait its turn.
                            conn.execute(
                                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                                 PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;",
                            )
                            .await?;
                        }
                        Ok(())
                    })
                })
        };
        let (pool, writer) = match backend {
            Backend::Sqlite => {
                let pool = pool_options(8)
                    .connect_with(options.clone())
                    .await
                    .context("cannot open the database")?;
                let writer = pool_options(1)
                    .connect_with(options)
                    .await
                    .context("cannot open the database")?;
                (pool, writer)
            }
            Backend::Postgres => {
                let pool = pool_options(16)
                    .connect_with(options)
                    .await
                    .context("cannot open the database")?;
                (pool.clone(), pool)
            }
        };
        Ok(Db {
            pool,
            writer,
            backend,
        })
    }

    /// A write transaction, on the writer's connection; the wait for it is measured
    /// (`ops::metrics`).
    pub async fn begin(&self) -> sqlx::Result<sqlx::Transaction<'static, sqlx::Any>> {
        let asked = std::time::Instant::now();
        let tx = self.writer.begin().await;
        crate::ops::metrics::db_writer_wait(asked.elapsed());
        tx
    }

    /// Closes both pools, waiting for the connections in use to come back; on SQLite the last
    /// connection to close folds the write-ahead log back into the database file.
    pub async fn close(&self) {
        self.pool.close().await;
        self.writer.close().await;
    }

    /// Applies pending migrations, each in its own transaction: a failure leaves the last
    /// complete version in place, and the caller refuses to start.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        Migrator::new(migrations::Embedded(self.backend))
            .await
            .context("cannot read the migrations")?
            .run(&self.writer)
            .await
            .context("cannot migrate the database")
    }

    /// Version of the catalog; seeding and importing bump it so every instance can refresh caches.
    pub async fn catalog_version(&self) -> sqlx::Result<i64> {
        let v: String = sqlx::query_scalar("SELECT value FROM meta WHERE key = 'catalog_version'")
            .fetch_one(&self.pool)
            .await?;
        Ok(v.parse().unwrap_or(0))
    }

    /// The catalog's identity and version, as the search index kept in the data folder is named
    /// by: the identity is drawn once per database, so a new database in the same folder never
    /// takes an index built from another.
    pub async fn catalog_stamp(&self) -> sqlx::Result<(String, i64)> {
        let read = || {
            sqlx::query_scalar::<_, String>("SELECT value FROM meta WHERE key = 'catalog_id'")
                .fetch_optional(&self.pool)
        };
        let id = match read().await? {
            Some(id) => id,
            None => {
                let drawn = format!("{:016x}", rand::random::<u64>());
                sqlx::query(
                    "INSERT INTO meta (key, value) VALUES ('catalog_id', $1) \
                     ON CONFLICT (key) DO NOTHING",
                )
                .bind(drawn)
                .execute(&self.writer)
                .await?;
                read().await?.ok_or(sqlx::Error::RowNotFound)?
            }
        };
        Ok((id, self.catalog_version().await?))
    }

    /// Whether the catalog is one `vitrin seed` made (the demo shop, or a synthetic one).
    pub async fn seeded_catalog(&self) -> sqlx::Result<bool> {
        let source: Option<String> =
            sqlx::query_scalar("SELECT value FROM meta WHERE key = 'catalog_source'")
                .fetch_optional(&self.pool)
                .await?;
        Ok(source.as_deref() == Some("seed"))
    }

    /// Notes that the catalog was made by `vitrin seed`.
    pub async fn mark_seeded_catalog(&self) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO meta (key, value) VALUES ('catalog_source', 'seed') \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    pub async fn bump_catalog_version(&self) -> sqlx::Result<()> {
        // Text column on both backends: the cast keeps the arithmetic portable.
        sqlx::query(
            "UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) \
             WHERE key = 'catalog_version'",
        )
        .execute(&self.writer)
        .await?;
        Ok(())
    }
}

/// `1,2,3` for an `IN (...)` list; the ids are integers from our own rows, never input text.
pub fn id_list(ids: &[i64]) -> String {
    ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

/// A page of a back-office feed: the rows of `select` (its owner's `SELECT ... FROM` its table,
/// under the alias `alias` when it gives one) placed or changed from `since` (unix seconds), the
/// oldest change first, at most `limit`. The table keeps its `id` and `updated_at`.
pub async fn changed_since(
    db: &Db,
    select: &str,
    alias: Option<&str>,
    since: i64,
    limit: i64,
) -> sqlx::Result<Vec<sqlx::any::AnyRow>> {
    let of = alias.map(|a| format!("{a}.")).unwrap_or_default();
    sqlx::query(&format!(
        "{select} WHERE {of}updated_at >= $1 ORDER BY {of}updated_at, {of}id LIMIT $2"
    ))
    .bind(since)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// `($1,$2,$3),($4,$5,$6)` for a multi-row insert of `rows` rows of `cols` columns.
pub fn values_placeholders(rows: usize, cols: usize) -> String {
    let mut out = String::with_capacity(rows * cols * 5);
    for r in 0..rows {
        if r > 0 {
            out.push(',');
        }
        out.push('(');
        for c in 0..cols {
            if c > 0 {
                out.push(',');
            }
            out.push('$');
            out.push_str(&(r * cols + c + 1).to_string());
        }
        out.push(')');
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn placeholders_number_across_rows() {
        assert_eq!(super::values_placeholders(2, 2), "($1,$2),($3,$4)");
    }
}
