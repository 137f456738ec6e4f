//! The catalog's change log: the products whose stock or prices changed, written in the
//! transaction that changed them, and read by every instance to drop the cached pages that show them.
//!
//! Rows are not seen in id order: on PostgreSQL an id is taken when the row is written and seen
//! when its transaction commits, so a later id can show first. A reader therefore asks for the
//! rows since `WINDOW_SECS` seconds before its last read (by the writer's clock) and remembers
//! the ids it has already acted on.

use std::collections::HashSet;

use sqlx::{Any, Transaction};

use crate::db::Db;

/// How long a change stays visible to readers: longer than any order's transaction, and than the
/// clocks of two instances drift apart.
const WINDOW_SECS: i64 = 30;

/// Rows older than this are deleted by the readers.
const KEEP_SECS: i64 = 3600;

/// Notes that `product_id`'s stock or prices changed, inside the transaction that changed them.
pub async fn record(tx: &mut Transaction<'_, Any>, product_id: i64, now: i64) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO catalog_changes (product_id, changed_at) VALUES ($1, $2)")
        .bind(product_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The products whose stock or prices changed at or after `at` (Unix seconds), as far as the log
/// can tell: None when `at` is older than what the log is sure to still hold.
pub async fn changed_since(db: &Db, at: i64, now: i64) -> sqlx::Result<Option<Vec<i64>>> {
    if now - at > KEEP_SECS - WINDOW_SECS {
        return Ok(None);
    }
    let products: Vec<i64> = sqlx::query_scalar(
        "SELECT DISTINCT product_id FROM catalog_changes WHERE changed_at >= $1",
    )
    .bind(at - WINDOW_SECS)
    .fetch_all(&db.pool)
    .await?;
    Ok(Some(products))
}

/// What the change log says since an instance's last read.
#[derive(Debug, PartialEq, Eq)]
pub enum Changed {
    /// These products (none, mostly).
    Products(Vec<i64>),
    /// The log no longer holds everything since the last read (nobody read it for longer than
    /// it keeps rows): anything may have changed.
    Unknown,
}

/// One instance's reading position in the change log.
#[derive(Default)]
pub struct ChangeFeed {
    /// The ids of the rows read last; None before the first read.
    seen: Option<HashSet<i64>>,
    /// When (Unix seconds) the last read was.
    read_at: i64,
    pruned_at: i64,
}

impl ChangeFeed {
    /// The products changed since the previous call, however long ago it was. The first call
    /// answers none: what an instance caches is read after it.
    pub async fn poll(&mut self, db: &Db, now: i64) -> sqlx::Result<Changed> {
        if now - self.pruned_at >= 60 {
            sqlx::query("DELETE FROM catalog_changes WHERE changed_at < $1")
                .bind(now - KEEP_SECS)
                .execute(&db.writer)
                .await?;
            self.pruned_at = now;
        }
        let from = match self.seen {
            None => now,
            Some(_) => self.read_at.min(now),
        };
        let rows: Vec<(i64, i64)> =
            sqlx::query_as("SELECT id, product_id FROM catalog_changes WHERE changed_at >= $1")
                .bind(from - WINDOW_SECS)
                .fetch_all(&db.pool)
                .await?;
        let ids = rows.iter().map(|(id, _)| *id).collect();
        let changed = match &self.seen {
            None => Changed::Products(Vec::new()),
            Some(_) if now - self.read_at > KEEP_SECS - WINDOW_SECS => Changed::Unknown,
            Some(seen) => {
                let mut products: Vec<i64> = rows
                    .iter()
                    .filter(|(id, _)| !seen.contains(id))
                    .map(|(_, product)| *product)
                    .collect();
                products.sort_unstable();
                products.dedup();
                Changed::Products(products)
            }
        };
        self.seen = Some(ids);
        self.read_at = now;
        Ok(changed)
    }
}
