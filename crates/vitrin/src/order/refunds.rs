//! The money an order owes its shopper back, one row a refund: to the card (the after-sale flow
//! sends it to the wallet provider, again until it answers) or to the IBAN the shopper gave for
//! a bank transfer (paid by the back office, which then marks it refunded).

use sqlx::{any::AnyRow, Any, Row, Transaction};

use crate::db::Db;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RefundMethod {
    /// Back to the card through the wallet provider.
    Card,
    /// To the IBAN the shopper gave.
    Transfer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RefundStatus {
    /// Owed: on its way to the provider, or for the back office to pay.
    Pending,
    Refunded,
    /// The provider refused it: the back office settles it.
    Refused,
}

impl RefundStatus {
    fn code(self) -> &'static str {
        match self {
            RefundStatus::Pending => "pending",
            RefundStatus::Refunded => "refunded",
            RefundStatus::Refused => "refused",
        }
    }
}

/// A refund as the order shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct RefundView {
    /// `{order_no}-{n}`: what the provider knows the refund by.
    pub refund_no: String,
    pub method: RefundMethod,
    /// Kuruş.
    pub amount: i64,
    pub status: RefundStatus,
    /// A transfer's IBAN, as given (empty for a card).
    pub iban: String,
    pub account_holder: String,
    /// Unix seconds.
    pub created_at: i64,
    pub updated_at: i64,
}

/// A refund owed, for the caller to pay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owed {
    pub refund_no: String,
    pub order_no: String,
    pub amount: i64,
}

/// Where a transfer's refund goes.
#[derive(Debug, Clone, Copy)]
pub struct Account<'a> {
    pub iban: &'a str,
    pub holder: &'a str,
}

/// Records a refund of `amount` owed on the order, numbered after its earlier ones; inside the
/// caller's transaction (which has claimed the order's row, so numbers do not collide).
pub async fn record(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    amount: i64,
    to: Option<Account<'_>>,
    now: i64,
) -> sqlx::Result<String> {
    let (order_no, earlier): (String, i64) = sqlx::query_as(
        "SELECT o.order_no, (SELECT COUNT(*) FROM order_refunds r WHERE r.order_id = o.id) \
         FROM orders o WHERE o.id = $1",
    )
    .bind(order_id)
    .fetch_one(&mut **tx)
    .await?;
    let refund_no = format!("{order_no}-{}", earlier + 1);
    let method = if to.is_some() { "transfer" } else { "card" };
    sqlx::query(
        "INSERT INTO order_refunds (order_id, refund_no, method, amount, iban, account_holder, \
         status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7)",
    )
    .bind(order_id)
    .bind(&refund_no)
    .bind(method)
    .bind(amount)
    .bind(to.map_or("", |a| a.iban))
    .bind(to.map_or("", |a| a.holder))
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(refund_no)
}

/// Records a card refund of `amount` on the order under `refund_no`, unless one has that number
/// already: what a payment the order could not take owes back, recorded once however often the
/// payment is confirmed. Whether it was recorded now.
pub async fn record_card_once(
    db: &Db,
    order_no: &str,
    refund_no: &str,
    amount: i64,
    now: i64,
) -> sqlx::Result<bool> {
    let inserted = sqlx::query(
        "INSERT INTO order_refunds (order_id, refund_no, method, amount, status, created_at, \
         updated_at) SELECT id, $1, 'card', $2, 'pending', $3, $3 FROM orders \
         WHERE order_no = $4 ON CONFLICT (refund_no) DO NOTHING",
    )
    .bind(refund_no)
    .bind(amount)
    .bind(now)
    .bind(order_no)
    .execute(&db.writer)
    .await?
    .rows_affected();
    Ok(inserted == 1)
}

/// The order's refunds, the oldest first.
pub async fn for_order(db: &Db, order_id: i64) -> sqlx::Result<Vec<RefundView>> {
    let rows = sqlx::query(
        "SELECT refund_no, method, amount, status, iban, account_holder, created_at, updated_at \
         FROM order_refunds WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(view).collect())
}

fn view(r: &AnyRow) -> RefundView {
    let status = match r.get::<String, _>("status").as_str() {
        "refunded" => RefundStatus::Refunded,
        "refused" => RefundStatus::Refused,
        _ => RefundStatus::Pending,
    };
    let method = if r.get::<String, _>("method") == "transfer" {
        RefundMethod::Transfer
    } else {
        RefundMethod::Card
    };
    RefundView {
        refund_no: r.get("refund_no"),
        method,
        amount: r.get("amount"),
        status,
        iban: r.get("iban"),
        account_holder: r.get("account_holder"),
        created_at: r.get("created_at"),
        updated_at: r.get("updated_at"),
    }
}

/// The card refunds still owed that were last tried before `before` (oldest first, at most
/// `limit`): what the provider has not answered yet.
pub async fn card_refunds_owed(db: &Db, before: i64, limit: i64) -> sqlx::Result<Vec<Owed>> {
    let rows = sqlx::query(
        "SELECT r.refund_no, o.order_no, r.amount FROM order_refunds r \
         JOIN orders o ON o.id = r.order_id WHERE r.status = 'pending' AND r.method = 'card' \
         AND r.updated_at < $1 ORDER BY r.id LIMIT $2",
    )
    .bind(before)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| Owed {
            refund_no: r.get("refund_no"),
            order_no: r.get("order_no"),
            amount: r.get("amount"),
        })
        .collect())
}

/// Settles a pending refund: `Refunded`, or `Refused` with the provider's code and description
/// (a pending one only counts its try); a settled one changes its order for the back office's
/// feed. False when no pending refund has this number.
pub async fn settle(
    db: &Db,
    refund_no: &str,
    status: RefundStatus,
    provider: (&str, &str),
    now: i64,
) -> sqlx::Result<bool> {
    let changed = sqlx::query(
        "UPDATE order_refunds SET status = $1, provider_code = $2, provider_desc = $3, \
         attempts = attempts + 1, updated_at = $4 WHERE refund_no = $5 AND status = 'pending'",
    )
    .bind(status.code())
    .bind(provider.0)
    .bind(provider.1)
    .bind(now)
    .bind(refund_no)
    .execute(&db.writer)
    .await?
    .rows_affected();
    if changed == 1 && status != RefundStatus::Pending {
        touch_order(db, refund_no, now).await?;
    }
    Ok(changed == 1)
}

/// The refund's order changed (the back office's feed brings it again).
async fn touch_order(db: &Db, refund_no: &str, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE orders SET updated_at = $1 \
         WHERE id = (SELECT order_id FROM order_refunds WHERE refund_no = $2)",
    )
    .bind(now)
    .bind(refund_no)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// What marking a refund paid by the shop did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaidByShop {
    Marked,
    AlreadyRefunded,
    NotFound,
}

/// Marks the order's refund `refund_no` refunded, paid by the shop itself (a transfer's, or a
/// card's the provider refused); a refund paid already stays as it was.
pub async fn paid_by_shop(
    db: &Db,
    order_no: &str,
    refund_no: &str,
    now: i64,
) -> sqlx::Result<PaidByShop> {
    let marked = sqlx::query(
        "UPDATE order_refunds SET status = 'refunded', updated_at = $1 WHERE refund_no = $2 \
         AND status <> 'refunded' AND order_id = (SELECT id FROM orders WHERE order_no = $3)",
    )
    .bind(now)
    .bind(refund_no)
    .bind(order_no)
    .execute(&db.writer)
    .await?
    .rows_affected();
    if marked == 1 {
        touch_order(db, refund_no, now).await?;
        return Ok(PaidByShop::Marked);
    }
    let found: Option<String> = sqlx::query_scalar(
        "SELECT r.status FROM order_refunds r JOIN orders o ON o.id = r.order_id \
         WHERE r.refund_no = $1 AND o.order_no = $2",
    )
    .bind(refund_no)
    .bind(order_no)
    .fetch_optional(&db.pool)
    .await?;
    Ok(if found.is_some() {
        PaidByShop::AlreadyRefunded
    } else {
        PaidByShop::NotFound
    })
}
