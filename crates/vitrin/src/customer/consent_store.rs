//! The consents table: every giving and withdrawing of commercial messages in the İYS vocabulary
//! (the national register of commercial message consents), a row each so the history stays, from
//! the account page, the registration and an order.

use sqlx::{Any, Row, Transaction};

use super::consents::Channel;
use crate::{clock::now_secs, db::Db};

/// The member's last recorded consent per İYS channel (`EPOSTA`, `MESAJ`, `ARAMA`), wherever it
/// was given (the account page, registration, an order): (channel, granted, source, time).
pub async fn consents(db: &Db, customer_id: i64) -> sqlx::Result<Vec<(String, bool, String, i64)>> {
    let rows = sqlx::query(
        "SELECT c.channel, c.status, c.source, c.consent_at FROM consents c \
         WHERE c.customer_id = $1 AND c.id = (SELECT MAX(l.id) FROM consents l \
         WHERE l.customer_id = $1 AND l.channel = c.channel)",
    )
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| {
            (
                r.get("channel"),
                r.get::<String, _>("status") == "ONAY",
                r.get("source"),
                r.get("consent_at"),
            )
        })
        .collect())
}

/// The members whose last recorded e-mail consent (`EPOSTA`) is a giving: (id, address).
pub async fn email_consented(db: &Db) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as(
        "SELECT m.id, m.email FROM customers m JOIN consents c ON c.customer_id = m.id \
         WHERE c.channel = 'EPOSTA' AND c.status = 'ONAY' AND c.id = (SELECT MAX(l.id) \
         FROM consents l WHERE l.customer_id = m.id AND l.channel = 'EPOSTA') ORDER BY m.id",
    )
    .fetch_all(&db.pool)
    .await
}

/// Records the member's giving (`ONAY`) or withdrawing (`RET`) of commercial messages on each
/// `(channel, recipient)` in the İYS vocabulary, a new row each (the history is kept), and
/// whether any channel is now consented to on the member's row.
pub async fn record_consents(
    db: &Db,
    customer_id: i64,
    channels: &[(&str, &str)],
    granted: bool,
) -> sqlx::Result<()> {
    let now = now_secs();
    let mut tx = db.begin().await?;
    for (channel, recipient) in channels {
        sqlx::query(
            "INSERT INTO consents (consent_type, channel, status, source, recipient, \
             recipient_type, customer_id, consent_at) \
             VALUES ('ETK', $1, $2, 'HS_WEB', $3, 'BIREYSEL', $4, $5)",
        )
        .bind(*channel)
        .bind(if granted { "ONAY" } else { "RET" })
        .bind(*recipient)
        .bind(customer_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query(
        "UPDATE customers SET commercial_message = CASE WHEN EXISTS (SELECT 1 FROM consents c \
         WHERE c.customer_id = $1 AND c.status = 'ONAY' AND c.id = (SELECT MAX(l.id) \
         FROM consents l WHERE l.customer_id = $1 AND l.channel = c.channel)) THEN 1 ELSE 0 END, \
         updated_at = $2 WHERE id = $1",
    )
    .bind(customer_id)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

/// A consent given with an order on `channel` (the order's email or phone), inside the order's
/// transaction; a channel without a recipient records nothing.
pub async fn record_with_order(
    tx: &mut Transaction<'_, Any>,
    channel: Channel,
    recipient: &str,
    customer_id: Option<i64>,
    order_id: i64,
    now: i64,
) -> sqlx::Result<()> {
    if recipient.is_empty() {
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO consents (consent_type, channel, status, source, recipient, \
         recipient_type, customer_id, order_id, consent_at) \
         VALUES ('ETK', $1, 'ONAY', 'HS_WEB', $2, 'BIREYSEL', $3, $4, $5)",
    )
    .bind(channel.iys())
    .bind(recipient)
    .bind(customer_id)
    .bind(order_id)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
