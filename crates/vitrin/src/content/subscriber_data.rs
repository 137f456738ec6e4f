//! What the newsletter keeps about an e-mail address, for the shopper's data rights (KVKK): shown
//! and downloaded with the rest of their data, and forgotten when they are erased.

use serde::Serialize;
use sqlx::{Any, Row, Transaction};
use utoipa::ToSchema;

use crate::db::Db;

/// A newsletter subscription as it is kept.
#[derive(Debug, Serialize, ToSchema)]
pub struct Subscription {
    pub email: String,
    /// Unix seconds when the address was confirmed through the mailed link; None while pending.
    pub confirmed_at: Option<i64>,
    /// Agreed to commercial messages with the subscription.
    pub commercial_consent: bool,
    pub created_at: i64,
}

/// The subscription of an e-mail address (any spelling), if there is one.
pub async fn subscription(db: &Db, email: &str) -> sqlx::Result<Option<Subscription>> {
    let row = sqlx::query(
        "SELECT email, confirmed_at, commercial_consent, created_at FROM newsletter_subscribers \
         WHERE email_key = $1",
    )
    .bind(email.to_lowercase())
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.map(|r| Subscription {
        email: r.get("email"),
        confirmed_at: r.get("confirmed_at"),
        commercial_consent: r.get::<i64, _>("commercial_consent") == 1,
        created_at: r.get("created_at"),
    }))
}

/// Forgets the subscription of an e-mail address (any spelling) and its confirmation links, in
/// the caller's transaction.
pub async fn forget(tx: &mut Transaction<'_, Any>, email: &str) -> sqlx::Result<()> {
    let key = email.to_lowercase();
    sqlx::query(
        "DELETE FROM newsletter_tokens WHERE subscriber_id IN \
         (SELECT id FROM newsletter_subscribers WHERE email_key = $1)",
    )
    .bind(&key)
    .execute(&mut **tx)
    .await?;
    sqlx::query("DELETE FROM newsletter_subscribers WHERE email_key = $1")
        .bind(&key)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
