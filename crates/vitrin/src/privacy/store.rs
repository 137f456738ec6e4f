//! The KVKK requests' SQL (`privacy_requests`): a member's erasure, from its request (or its
//! mailed confirmation) through the cooling-off to its completion, and a guest's export or
//! erasure confirmed through a mailed link. Only a hash of a link's token is kept.

use sqlx::{any::AnyRow, Any, Row, Transaction};

use crate::db::Db;

/// What is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A member's account and data.
    Erase,
    /// A copy of what is kept for a guest's e-mail address.
    GuestExport,
    /// The erasure of what is kept for a guest's e-mail address.
    GuestErase,
}

impl Kind {
    pub fn code(self) -> &'static str {
        match self {
            Kind::Erase => "erase",
            Kind::GuestExport => "guest_export",
            Kind::GuestErase => "guest_erase",
        }
    }

    fn parse(code: &str) -> Kind {
        match code {
            "guest_export" => Kind::GuestExport,
            "guest_erase" => Kind::GuestErase,
            _ => Kind::Erase,
        }
    }
}

/// Where a request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Waiting for the mailed link to be followed.
    AwaitingConfirmation,
    /// Confirmed: runs at `due_at` (the end of the cooling-off).
    Scheduled,
    Cancelled,
    Done,
}

impl Status {
    pub fn code(self) -> &'static str {
        match self {
            Status::AwaitingConfirmation => "awaiting_confirmation",
            Status::Scheduled => "scheduled",
            Status::Cancelled => "cancelled",
            Status::Done => "done",
        }
    }

    fn parse(code: &str) -> Status {
        match code {
            "awaiting_confirmation" => Status::AwaitingConfirmation,
            "scheduled" => Status::Scheduled,
            "cancelled" => Status::Cancelled,
            _ => Status::Done,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Request {
    pub id: i64,
    pub kind: Kind,
    pub customer_id: Option<i64>,
    pub email: String,
    pub status: Status,
    pub token_expires_at: Option<i64>,
    pub due_at: Option<i64>,
    pub orders_kept: i64,
    pub orders_pending: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub completed_at: Option<i64>,
}

const COLUMNS: &str = "id, kind, customer_id, email, status, token_expires_at, due_at, \
     orders_kept, orders_pending, created_at, updated_at, completed_at";

fn request(r: &AnyRow) -> Request {
    Request {
        id: r.get("id"),
        kind: Kind::parse(&r.get::<String, _>("kind")),
        customer_id: r.get("customer_id"),
        email: r.get("email"),
        status: Status::parse(&r.get::<String, _>("status")),
        token_expires_at: r.get("token_expires_at"),
        due_at: r.get("due_at"),
        orders_kept: r.get("orders_kept"),
        orders_pending: r.get("orders_pending"),
        created_at: r.get("created_at"),
        updated_at: r.get("updated_at"),
        completed_at: r.get("completed_at"),
    }
}

/// A new request.
pub struct NewRequest<'a> {
    pub kind: Kind,
    pub customer_id: Option<i64>,
    pub email: &'a str,
    pub status: Status,
    /// The hash of the mailed link's token and when it expires, when one is mailed.
    pub token: Option<(&'a str, i64)>,
    pub due_at: Option<i64>,
}

pub async fn create(db: &Db, r: &NewRequest<'_>, now: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO privacy_requests (kind, customer_id, email, status, token_hash, \
         token_expires_at, due_at, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id",
    )
    .bind(r.kind.code())
    .bind(r.customer_id)
    .bind(r.email)
    .bind(r.status.code())
    .bind(r.token.map(|(hash, _)| hash.to_string()))
    .bind(r.token.map(|(_, expires)| expires))
    .bind(r.due_at)
    .bind(now)
    .fetch_one(&db.writer)
    .await
}

/// The member's erasure still open (awaiting its confirmation or scheduled), if any.
pub async fn open_erasure(db: &Db, customer_id: i64) -> sqlx::Result<Option<Request>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM privacy_requests WHERE customer_id = $1 AND kind = 'erase' \
         AND status IN ('awaiting_confirmation', 'scheduled') ORDER BY id DESC LIMIT 1"
    ))
    .bind(customer_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(request))
}

/// The request of a mailed link: its id and the hash of its token, while the token is valid
/// and the request still waits for it (a guest's export stays readable until it expires).
pub async fn by_link(
    db: &Db,
    id: i64,
    token_hash: &str,
    now: i64,
) -> sqlx::Result<Option<Request>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM privacy_requests WHERE id = $1 AND token_hash = $2 \
         AND token_expires_at > $3 AND (status = 'awaiting_confirmation' \
         OR (kind = 'guest_export' AND status = 'done'))"
    ))
    .bind(id)
    .bind(token_hash)
    .bind(now)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(request))
}

/// Moves a request awaiting its confirmation on to `status` (`due_at` for a schedule); false
/// when it no longer waited (a second click of the link).
pub async fn confirm(
    db: &Db,
    id: i64,
    status: Status,
    due_at: Option<i64>,
    now: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE privacy_requests SET status = $2, due_at = $3, updated_at = $4, \
         completed_at = CASE WHEN $2 = 'done' THEN $4 ELSE completed_at END \
         WHERE id = $1 AND status = 'awaiting_confirmation'",
    )
    .bind(id)
    .bind(status.code())
    .bind(due_at)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Cancels the member's open erasure; false when there was none.
pub async fn cancel(db: &Db, customer_id: i64, now: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE privacy_requests SET status = 'cancelled', token_hash = NULL, updated_at = $2 \
         WHERE customer_id = $1 AND kind = 'erase' \
         AND status IN ('awaiting_confirmation', 'scheduled')",
    )
    .bind(customer_id)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The scheduled erasures due at `now`, the oldest first.
pub async fn due(db: &Db, now: i64) -> sqlx::Result<Vec<Request>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM privacy_requests WHERE status = 'scheduled' AND due_at <= $1 \
         ORDER BY due_at, id LIMIT 100"
    ))
    .bind(now)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(request).collect())
}

/// A due erasure waits for `pending` orders on their way; the change is noted once.
pub async fn wait_for_orders(db: &Db, id: i64, pending: i64, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE privacy_requests SET orders_pending = $2, updated_at = $3 \
         WHERE id = $1 AND orders_pending <> $2",
    )
    .bind(id)
    .bind(pending)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// Marks a request done in the erasure's transaction, with the orders kept; the address and the
/// link's token go with it.
pub async fn complete(
    tx: &mut Transaction<'_, Any>,
    id: i64,
    orders_kept: i64,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE privacy_requests SET status = 'done', orders_kept = $2, orders_pending = 0, \
         email = '', token_hash = NULL, updated_at = $3, completed_at = $3 WHERE id = $1",
    )
    .bind(id)
    .bind(orders_kept)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Guests' requests whose links expired unused, or whose export was read, keep no address.
pub async fn forget_expired(db: &Db, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE privacy_requests SET email = '', token_hash = NULL, updated_at = $1, \
         status = CASE WHEN status = 'awaiting_confirmation' THEN 'cancelled' ELSE status END \
         WHERE token_expires_at <= $1 AND email <> ''",
    )
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// Requests made or changed from `since`, the oldest change first: the back office's feed.
pub async fn changed_since(db: &Db, since: i64, limit: i64) -> sqlx::Result<Vec<Request>> {
    let select = format!("SELECT {COLUMNS} FROM privacy_requests");
    let rows = crate::db::changed_since(db, &select, None, since, limit).await?;
    Ok(rows.iter().map(request).collect())
}
