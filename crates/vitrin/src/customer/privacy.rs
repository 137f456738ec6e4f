//! What the members' tables keep about a person, for their KVKK rights (`crate::privacy`): the
//! consent history to show, and the erasure of an account inside the caller's transaction. The
//! consents stay, with a withdrawal recorded on every channel: the İYS register wants the proof of
//! what was given and taken back.

use sqlx::{Any, Row, Transaction};

use super::consents::Channel;
use crate::db::Db;

/// One giving or withdrawing of commercial messages, as recorded.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ConsentRecord {
    /// `EPOSTA`, `MESAJ` or `ARAMA`.
    pub channel: String,
    /// `ONAY` (given) or `RET` (withdrawn).
    pub status: String,
    /// Where it was given: `HS_WEB` (the shop's site).
    pub source: String,
    /// The address or number it was given for.
    pub recipient: String,
    /// Given with an order (rather than on the account page or at registration).
    pub with_order: bool,
    /// Unix seconds.
    pub at: i64,
}

fn record(r: &sqlx::any::AnyRow) -> ConsentRecord {
    ConsentRecord {
        channel: r.get("channel"),
        status: r.get("status"),
        source: r.get("source"),
        recipient: r.get("recipient"),
        with_order: r.get::<Option<i64>, _>("order_id").is_some(),
        at: r.get("consent_at"),
    }
}

const CONSENT_COLUMNS: &str = "channel, status, source, recipient, order_id, consent_at";

/// Every consent record of the member, oldest first: the history, not only the last word.
pub async fn consent_history(db: &Db, customer_id: i64) -> sqlx::Result<Vec<ConsentRecord>> {
    let rows = sqlx::query(&format!(
        "SELECT {CONSENT_COLUMNS} FROM consents WHERE customer_id = $1 ORDER BY id"
    ))
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(record).collect())
}

/// The condition on `consents` for what a guest gave without an account: for `email` (bound as
/// `$1`, lower-cased), or with one of their orders (`order_ids`: the order's phone too).
fn guest_condition(order_ids: &[i64]) -> String {
    let mut condition = "customer_id IS NULL AND (LOWER(recipient) = $1".to_string();
    if !order_ids.is_empty() {
        let ids: Vec<String> = order_ids.iter().map(i64::to_string).collect();
        condition.push_str(&format!(" OR order_id IN ({})", ids.join(", ")));
    }
    condition.push(')');
    condition
}

/// The consents a guest gave without an account for `email` or with one of their orders
/// (`order_ids`), oldest first.
pub async fn guest_consent_history(
    db: &Db,
    email: &str,
    order_ids: &[i64],
) -> sqlx::Result<Vec<ConsentRecord>> {
    let rows = sqlx::query(&format!(
        "SELECT {CONSENT_COLUMNS} FROM consents WHERE {} ORDER BY id",
        guest_condition(order_ids)
    ))
    .bind(email.to_lowercase())
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(record).collect())
}

/// Records a withdrawal (`RET`) for `recipient` on `channel`, in `tx`.
async fn withdraw(
    tx: &mut Transaction<'_, Any>,
    channel: &str,
    recipient: &str,
    customer_id: Option<i64>,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO consents (consent_type, channel, status, source, recipient, \
         recipient_type, customer_id, consent_at) \
         VALUES ('ETK', $1, 'RET', 'HS_WEB', $2, 'BIREYSEL', $3, $4)",
    )
    .bind(channel)
    .bind(recipient)
    .bind(customer_id)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Withdraws every consent a guest gave for `email` or with one of their orders (`order_ids`):
/// a withdrawal on each channel and recipient (the address, the orders' phone numbers), in `tx`;
/// false when there was none to withdraw.
pub async fn withdraw_guest_consents(
    tx: &mut Transaction<'_, Any>,
    email: &str,
    order_ids: &[i64],
    now: i64,
) -> sqlx::Result<bool> {
    let given: Vec<(String, String)> = sqlx::query_as(&format!(
        "SELECT DISTINCT channel, recipient FROM consents WHERE {}",
        guest_condition(order_ids)
    ))
    .bind(email.to_lowercase())
    .fetch_all(&mut **tx)
    .await?;
    for (channel, recipient) in &given {
        withdraw(tx, channel, recipient, None, now).await?;
    }
    Ok(!given.is_empty())
}

/// Erases a member's account in `tx`: a withdrawal is recorded on every channel they had a
/// recipient for, then the account and everything the members' tables keep with it go (tokens,
/// codes, e-mail changes, social links and sign-ins, conversations). Every token the member holds
/// is refused from then on, since its account no longer exists. Answers the account's e-mail
/// address (for what other features keep under it), None when there was no account.
pub async fn erase_member(
    tx: &mut Transaction<'_, Any>,
    customer_id: i64,
    now: i64,
) -> sqlx::Result<Option<String>> {
    let row = sqlx::query("SELECT email, phone FROM customers WHERE id = $1")
        .bind(customer_id)
        .fetch_optional(&mut **tx)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let email: String = row.get("email");
    let phone: String = row.get("phone");
    for channel in Channel::ALL {
        let recipient = if channel == Channel::Email {
            &email
        } else {
            &phone
        };
        if !recipient.is_empty() {
            withdraw(tx, channel.iys(), recipient, Some(customer_id), now).await?;
        }
    }
    // The consents keep their recipient (the register's proof) but no longer name the account.
    let statements = [
        "UPDATE consents SET customer_id = NULL WHERE customer_id = $1",
        "DELETE FROM message_posts WHERE message_id IN \
         (SELECT id FROM messages WHERE customer_id = $1)",
        "DELETE FROM messages WHERE customer_id = $1",
        "DELETE FROM social_accounts WHERE customer_id = $1",
        "DELETE FROM social_logins WHERE member_id = $1",
        "DELETE FROM phone_codes WHERE customer_id = $1",
        "DELETE FROM email_changes WHERE customer_id = $1",
        "DELETE FROM customer_tokens WHERE customer_id = $1",
        "DELETE FROM customers WHERE id = $1",
    ];
    for sql in statements {
        sqlx::query(sql)
            .bind(customer_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(Some(email))
}
