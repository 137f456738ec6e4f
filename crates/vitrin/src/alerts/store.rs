//! Alerts SQL: back-in-stock (`stock_alerts`, `alert_optouts`) and price drops (`price_watches`).

use sqlx::Row;

use crate::{
    db::{id_list, Db},
    locale::Lang,
};

/// An alert as the sender and the shopper's data read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alert {
    pub id: i64,
    pub variant_id: i64,
    pub email: String,
    pub lang: Lang,
    /// `pending`, `active`, `sent` or `cancelled`.
    pub status: String,
    pub created_at: i64,
    pub sent_at: Option<i64>,
}

const COLUMNS: &str = "id, variant_id, email, lang, status, created_at, sent_at";

fn alert(r: &sqlx::any::AnyRow) -> Alert {
    Alert {
        id: r.get("id"),
        variant_id: r.get("variant_id"),
        email: r.get("email"),
        lang: Lang::parse(&r.get::<String, _>("lang")).unwrap_or(Lang::Tr),
        status: r.get("status"),
        created_at: r.get("created_at"),
        sent_at: r.get("sent_at"),
    }
}

/// Who asks: a member (active at once) or a guest's address (pending until its link).
pub struct NewAlert<'a> {
    pub variant_id: i64,
    pub customer_id: Option<i64>,
    pub email: &'a str,
    pub email_key: &'a str,
    pub lang: Lang,
}

/// The address's alert for the variant that is still waiting (pending or active), if any.
pub async fn waiting_for(
    db: &Db,
    variant_id: i64,
    email_key: &str,
) -> sqlx::Result<Option<(i64, String, i64)>> {
    sqlx::query_as(
        "SELECT id, status, created_at FROM stock_alerts WHERE variant_id = $1 AND email_key = $2 \
         AND status IN ('pending', 'active') ORDER BY id DESC LIMIT 1",
    )
    .bind(variant_id)
    .bind(email_key)
    .fetch_optional(&db.pool)
    .await
}

/// Keeps a new alert: active for a member, pending with the link's token hash for a guest. An
/// address asking again is taken off the unsubscribed list.
pub async fn insert(
    db: &Db,
    alert: &NewAlert<'_>,
    token: Option<(&str, i64)>,
    now: i64,
) -> sqlx::Result<i64> {
    let mut tx = db.begin().await?;
    sqlx::query("DELETE FROM alert_optouts WHERE email_key = $1")
        .bind(alert.email_key)
        .execute(&mut *tx)
        .await?;
    let (status, hash, expires, confirmed) = match token {
        Some((hash, expires)) => ("pending", hash, Some(expires), None),
        None => ("active", "", None, Some(now)),
    };
    let id = sqlx::query_scalar(
        "INSERT INTO stock_alerts (variant_id, customer_id, email, email_key, lang, status, \
         token_hash, token_expires_at, created_at, confirmed_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(alert.variant_id)
    .bind(alert.customer_id)
    .bind(alert.email)
    .bind(alert.email_key)
    .bind(alert.lang.code())
    .bind(status)
    .bind(hash)
    .bind(expires)
    .bind(now)
    .bind(confirmed)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// A pending alert's new link (a guest asking again).
pub async fn renew_link(db: &Db, id: i64, hash: &str, expires: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE stock_alerts SET token_hash = $2, token_expires_at = $3 WHERE id = $1 AND status = 'pending'")
        .bind(id)
        .bind(hash)
        .bind(expires)
        .execute(&db.writer)
        .await?;
    Ok(())
}

/// Follows a pending alert's link: true when it became active now.
pub async fn confirm(db: &Db, id: i64, hash: &str, now: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE stock_alerts SET status = 'active', confirmed_at = $3, token_hash = '', \
         token_expires_at = NULL WHERE id = $1 AND token_hash = $2 AND status = 'pending' \
         AND token_expires_at > $3",
    )
    .bind(id)
    .bind(hash)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Follows a sent mail's unsubscribe link: the address is recorded as unsubscribed and its
/// waiting alerts are cancelled. False for an unknown link.
pub async fn unsubscribe(db: &Db, id: i64, hash: &str, now: i64) -> sqlx::Result<bool> {
    let mut tx = db.begin().await?;
    let key: Option<String> = sqlx::query_scalar(
        "SELECT email_key FROM stock_alerts WHERE id = $1 AND token_hash = $2 AND status = 'sent'",
    )
    .bind(id)
    .bind(hash)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(key) = key else {
        return Ok(false);
    };
    sqlx::query(
        "INSERT INTO alert_optouts (email_key, created_at) VALUES ($1, $2) \
         ON CONFLICT (email_key) DO NOTHING",
    )
    .bind(&key)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE stock_alerts SET status = 'cancelled', cancelled_at = $2 \
         WHERE email_key = $1 AND status IN ('pending', 'active')",
    )
    .bind(&key)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// The variants active alerts wait for.
pub async fn waiting_variants(db: &Db) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("SELECT DISTINCT variant_id FROM stock_alerts WHERE status = 'active'")
        .fetch_all(&db.pool)
        .await
}

/// Up to `limit` active alerts of `variant_ids`, of addresses that did not unsubscribe, oldest
/// first.
pub async fn due(db: &Db, variant_ids: &[i64], limit: i64) -> sqlx::Result<Vec<Alert>> {
    if variant_ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM stock_alerts a WHERE status = 'active' AND variant_id IN ({}) \
         AND NOT EXISTS (SELECT 1 FROM alert_optouts o WHERE o.email_key = a.email_key) \
         ORDER BY id LIMIT $1",
        id_list(variant_ids)
    ))
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(alert).collect())
}

/// Takes an active alert for its mail, with the hash of the mail's unsubscribe token: false when
/// another sender took it first.
pub async fn take(db: &Db, id: i64, hash: &str, now: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE stock_alerts SET status = 'sent', sent_at = $3, token_hash = $2 \
         WHERE id = $1 AND status = 'active'",
    )
    .bind(id)
    .bind(hash)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Puts back an alert whose mail could not go, for the next batch.
pub async fn put_back(db: &Db, id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE stock_alerts SET status = 'active', sent_at = NULL, token_hash = '' WHERE id = $1",
    )
    .bind(id)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// The member's alerts, the latest first (for "Verilerim").
pub async fn of_member(db: &Db, customer_id: i64) -> sqlx::Result<Vec<Alert>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM stock_alerts WHERE customer_id = $1 ORDER BY id DESC"
    ))
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(alert).collect())
}

/// A guest's alerts under an e-mail address, the latest first (a guest's data request).
pub async fn of_guest(db: &Db, email: &str) -> sqlx::Result<Vec<Alert>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM stock_alerts WHERE customer_id IS NULL AND email = $1 \
         ORDER BY id DESC"
    ))
    .bind(email.trim().to_lowercase())
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(alert).collect())
}

/// Deletes the alerts of a member or of an address, and its unsubscription, in an erasure.
pub async fn erase(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    customer_id: Option<i64>,
    email: &str,
) -> sqlx::Result<()> {
    let email_key = &email.trim().to_lowercase();
    sqlx::query("DELETE FROM stock_alerts WHERE customer_id = $1 OR email_key = $2")
        .bind(customer_id)
        .bind(email_key)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM price_watches WHERE customer_id = $1")
        .bind(customer_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM alert_optouts WHERE email_key = $1")
        .bind(email_key)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The prices the favourites of `members` were last seen at: (member, product) to kuruş.
pub async fn watched(
    db: &Db,
    members: &[i64],
) -> sqlx::Result<std::collections::HashMap<(i64, i64), i64>> {
    if members.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(i64, i64, i64)> = sqlx::query_as(&format!(
        "SELECT customer_id, product_id, price FROM price_watches WHERE customer_id IN ({})",
        id_list(members)
    ))
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(m, p, price)| ((m, p), price))
        .collect())
}

/// Keeps `price` as the one a member's favourite falls from; `notified` when its mail went.
pub async fn watch(
    db: &Db,
    member: i64,
    product: i64,
    price: i64,
    notified: bool,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO price_watches (customer_id, product_id, price, updated_at, notified_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (customer_id, product_id) DO UPDATE \
         SET price = $3, updated_at = $4, \
         notified_at = COALESCE($5, price_watches.notified_at)",
    )
    .bind(member)
    .bind(product)
    .bind(price)
    .bind(now)
    .bind(notified.then_some(now))
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// Whether the address unsubscribed from alert mails.
pub async fn opted_out(db: &Db, email: &str) -> sqlx::Result<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM alert_optouts WHERE email_key = $1")
        .bind(email.trim().to_lowercase())
        .fetch_one(&db.pool)
        .await?;
    Ok(n > 0)
}
