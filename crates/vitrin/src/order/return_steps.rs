//! A return's steps on the order's side, inside the caller's transaction: the shopper opens one
//! (pieces of delivered lines, within 14 days of the delivery), the back office marks it
//! received, approved (its refund recorded, never above what is left of what was paid) or
//! rejected. Each step claims the order's row first, so two at once are taken one after the other.

use std::collections::HashMap;

use sqlx::{Any, Row, Transaction};

use super::{
    cancel::{left_of, lines_of},
    history::record_status_note,
    model::{OrderStatus, PaymentMethod},
    refunds::{self, Account, Owed},
    returns::{ReturnReason, ReturnStatus, RETURNED_BY_LINE, RETURN_DAYS},
};

/// Pieces of a line to send back; with an exchange, the variant reserved in their place and its
/// size's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub line_id: i64,
    pub quantity: i64,
    pub exchange: Option<(i64, String)>,
}

/// A return the shopper asks for.
#[derive(Debug, Clone)]
pub struct NewReturn<'a> {
    pub pieces: &'a [Piece],
    pub reason: ReturnReason,
    pub reason_text: &'a str,
    /// The carrier's name, and the shop's agreed-return code at it.
    pub carrier: &'a str,
    pub agreement: &'a str,
    /// Where the money goes when the order was not paid by card.
    pub account: Option<Account<'a>>,
    /// Photo files already stored.
    pub photos: &'a [String],
}

/// A return opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    pub return_no: String,
    pub return_code: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ReturnError {
    #[error("no such order or return")]
    NotFound,
    /// The order is not (or no longer) delivered: its status.
    #[error("the order is not delivered")]
    NotDelivered(OrderStatus),
    #[error("the days to return the order have passed")]
    DeadlinePassed,
    /// A line of another order, no quantity, or more than is left to return.
    #[error("the lines asked cannot be returned")]
    BadLines,
    /// The return is in a status it cannot leave for the one asked.
    #[error("the return cannot take this step")]
    StepNotAllowed(ReturnStatus),
    /// A refund above what is left of the order's payment (the most it may be, kuruş).
    #[error("the refund is above what was paid")]
    AboveAllowed(i64),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

async fn returned(tx: &mut Transaction<'_, Any>, order_id: i64) -> sqlx::Result<HashMap<i64, i64>> {
    let rows: Vec<(i64, i64)> = sqlx::query_as(RETURNED_BY_LINE)
        .bind(order_id)
        .fetch_all(&mut **tx)
        .await?;
    Ok(rows.into_iter().collect())
}

/// Claims the order's row (only while delivered, when `delivered_only`): its id, payment method,
/// total and shipping fee; refused with the order's status when it is in another.
async fn claim(
    tx: &mut Transaction<'_, Any>,
    order_no: &str,
    delivered_only: bool,
    now: i64,
) -> Result<(i64, PaymentMethod, i64, i64), ReturnError> {
    let only = if delivered_only {
        "AND status = 'delivered'"
    } else {
        ""
    };
    let returning = "id, payment_method, grand_total, shipping_fee";
    let claimed = super::claim::claim(tx, order_no, only, returning, now).await?;
    let row = claimed.map_err(|status| match status {
        Some(status) => ReturnError::NotDelivered(status),
        None => ReturnError::NotFound,
    })?;
    Ok((
        row.get("id"),
        PaymentMethod::parse(&row.get::<String, _>("payment_method"))
            .unwrap_or(PaymentMethod::Card),
        row.get("grand_total"),
        row.get("shipping_fee"),
    ))
}

/// Opens a return of the delivered order `order_no` at `now`, inside `tx` (the caller takes the
/// exchanged sizes' stock in the same transaction).
pub async fn open(
    tx: &mut Transaction<'_, Any>,
    order_no: &str,
    new: &NewReturn<'_>,
    now: i64,
) -> Result<Opened, ReturnError> {
    let (order_id, ..) = claim(tx, order_no, true, now).await?;
    let delivered = super::history::delivered_at(tx, order_id).await?;
    if delivered.is_none_or(|at| now > at + RETURN_DAYS * 86_400) {
        return Err(ReturnError::DeadlinePassed);
    }
    let lines = lines_of(tx, order_id).await?;
    let mut taken = returned(tx, order_id).await?;
    if new.pieces.is_empty() {
        return Err(ReturnError::BadLines);
    }
    for piece in new.pieces {
        let line = lines
            .iter()
            .find(|l| l.id == piece.line_id)
            .ok_or(ReturnError::BadLines)?;
        let so_far = taken.entry(line.id).or_default();
        *so_far += piece.quantity;
        if piece.quantity < 1 || *so_far > line.quantity - line.cancelled {
            return Err(ReturnError::BadLines);
        }
    }
    let earlier: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM order_returns WHERE order_id = $1")
        .bind(order_id)
        .fetch_one(&mut **tx)
        .await?;
    let n = earlier + 1;
    let return_no = format!("{order_no}-R{n}");
    let return_code = format!("{}{order_no}{n:02}", new.agreement);
    let return_id: i64 = sqlx::query_scalar(
        "INSERT INTO order_returns (order_id, return_no, status, reason, reason_text, carrier, \
         return_code, iban, account_holder, created_at, updated_at) \
         VALUES ($1, $2, 'requested', $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id",
    )
    .bind(order_id)
    .bind(&return_no)
    .bind(new.reason.code())
    .bind(new.reason_text)
    .bind(new.carrier)
    .bind(&return_code)
    .bind(new.account.map_or("", |a| a.iban))
    .bind(new.account.map_or("", |a| a.holder))
    .bind(now)
    .fetch_one(&mut **tx)
    .await?;
    for piece in new.pieces {
        let (variant, size) = piece
            .exchange
            .as_ref()
            .map_or((None, ""), |(v, s)| (Some(*v), s.as_str()));
        sqlx::query(
            "INSERT INTO order_return_lines (return_id, order_line_id, quantity, \
             exchange_variant_id, exchange_size) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(return_id)
        .bind(piece.line_id)
        .bind(piece.quantity)
        .bind(variant)
        .bind(size)
        .execute(&mut **tx)
        .await?;
    }
    for file in new.photos {
        sqlx::query(
            "INSERT INTO order_return_photos (return_id, file, created_at) VALUES ($1, $2, $3)",
        )
        .bind(return_id)
        .bind(file)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    record_status_note(
        tx,
        order_id,
        OrderStatus::Delivered,
        ReturnStatus::Requested.event(),
        now,
    )
    .await?;
    Ok(Opened {
        return_no,
        return_code,
    })
}

/// What the back office does with a return.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    Received,
    /// With the amount to refund (kuruş), or what the returned pieces cost (and the shipping
    /// when the whole order comes back for the shop's fault).
    Approved(Option<i64>),
    Rejected(String),
}

impl Step {
    fn status(&self) -> ReturnStatus {
        match self {
            Step::Received => ReturnStatus::Received,
            Step::Approved(_) => ReturnStatus::Approved,
            Step::Rejected(_) => ReturnStatus::Rejected,
        }
    }
}

/// A step taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decided {
    pub status: ReturnStatus,
    pub method: PaymentMethod,
    /// The refund an approval owes (none for an exchange or a zero amount).
    pub owed: Option<Owed>,
    /// Exchanged sizes a rejection gives back to the shelf: (product, variant, quantity).
    pub released: Vec<(i64, i64, i64)>,
    /// Every piece of the order came back: it is `returned` now.
    pub whole: bool,
}

/// Takes `step` on the return `return_no` of the order `order_no` at `now`, inside `tx`.
pub async fn decide(
    tx: &mut Transaction<'_, Any>,
    order_no: &str,
    return_no: &str,
    step: &Step,
    now: i64,
) -> Result<Decided, ReturnError> {
    let (order_id, method, grand_total, shipping_fee) = claim(tx, order_no, false, now).await?;
    let row = sqlx::query(
        "SELECT id, status, reason, iban, account_holder FROM order_returns \
         WHERE return_no = $1 AND order_id = $2",
    )
    .bind(return_no)
    .bind(order_id)
    .fetch_optional(&mut **tx)
    .await?
    .ok_or(ReturnError::NotFound)?;
    let return_id: i64 = row.get("id");
    let status =
        ReturnStatus::parse(&row.get::<String, _>("status")).unwrap_or(ReturnStatus::Requested);
    let next = step.status();
    if !status.can_become(next) {
        return Err(ReturnError::StepNotAllowed(status));
    }
    let pieces: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
        "SELECT order_line_id, quantity, exchange_variant_id FROM order_return_lines \
         WHERE return_id = $1 ORDER BY id",
    )
    .bind(return_id)
    .fetch_all(&mut **tx)
    .await?;
    let lines = lines_of(tx, order_id).await?;
    let line = |id: i64| lines.iter().find(|l| l.id == id);
    let mut decided = Decided {
        status: next,
        method,
        owed: None,
        released: Vec::new(),
        whole: false,
    };
    let mut amount = 0;
    let mut reject_reason = "";
    match step {
        Step::Received => {}
        Step::Rejected(reason) => {
            reject_reason = reason;
            decided.released = pieces
                .iter()
                .filter_map(|(id, qty, exchange)| Some((line(*id)?.product_id, (*exchange)?, *qty)))
                .collect();
        }
        Step::Approved(asked) => {
            // Pieces still on the order all in approved returns, this one counted.
            let approved: Vec<(i64, i64)> = sqlx::query_as(
                "SELECT rl.order_line_id, CAST(SUM(rl.quantity) AS BIGINT) \
                 FROM order_return_lines rl JOIN order_returns r ON r.id = rl.return_id \
                 WHERE r.order_id = $1 AND (r.status = 'approved' OR r.id = $2) \
                 AND rl.exchange_variant_id IS NULL \
                 GROUP BY rl.order_line_id",
            )
            .bind(order_id)
            .bind(return_id)
            .fetch_all(&mut **tx)
            .await?;
            let back: HashMap<i64, i64> = approved.into_iter().collect();
            decided.whole = lines
                .iter()
                .all(|l| back.get(&l.id).copied().unwrap_or(0) >= l.quantity - l.cancelled);
            let worth: i64 = pieces
                .iter()
                .filter(|(_, _, exchange)| exchange.is_none())
                .filter_map(|(id, qty, _)| {
                    let l = line(*id)?;
                    Some(l.total - left_of(l.total, l.quantity, *qty))
                })
                .sum();
            let reason = ReturnReason::parse(&row.get::<String, _>("reason"));
            let shipping = if decided.whole && reason.is_some_and(ReturnReason::shops_fault) {
                shipping_fee
            } else {
                0
            };
            let refunded: i64 = sqlx::query_scalar(
                "SELECT CAST(COALESCE(SUM(refund_amount), 0) AS BIGINT) FROM order_returns \
                 WHERE order_id = $1 AND status = 'approved'",
            )
            .bind(order_id)
            .fetch_one(&mut **tx)
            .await?;
            let most = (grand_total - refunded).max(0);
            amount = match asked {
                Some(asked) if *asked < 0 || *asked > most => {
                    return Err(ReturnError::AboveAllowed(most))
                }
                Some(asked) => *asked,
                None => (worth + shipping).min(most),
            };
            if amount > 0 {
                let iban: String = row.get("iban");
                let holder: String = row.get("account_holder");
                let to = (method != PaymentMethod::Card).then_some(Account {
                    iban: &iban,
                    holder: &holder,
                });
                let refund_no = refunds::record(tx, order_id, amount, to, now).await?;
                sqlx::query("UPDATE order_returns SET refund_no = $1 WHERE id = $2")
                    .bind(&refund_no)
                    .bind(return_id)
                    .execute(&mut **tx)
                    .await?;
                decided.owed = Some(Owed {
                    refund_no,
                    order_no: order_no.to_string(),
                    amount,
                });
            }
        }
    }
    sqlx::query(
        "UPDATE order_returns SET status = $1, refund_amount = $2, reject_reason = $3, \
         updated_at = $4 WHERE id = $5",
    )
    .bind(next.code())
    .bind(amount)
    .bind(reject_reason)
    .bind(now)
    .bind(return_id)
    .execute(&mut **tx)
    .await?;
    let order_status: String = sqlx::query_scalar("SELECT status FROM orders WHERE id = $1")
        .bind(order_id)
        .fetch_one(&mut **tx)
        .await?;
    let at = OrderStatus::parse(&order_status).unwrap_or(OrderStatus::Delivered);
    record_status_note(tx, order_id, at, next.event(), now).await?;
    if decided.whole && at.can_become(OrderStatus::Returned) {
        sqlx::query("UPDATE orders SET status = 'returned' WHERE id = $1")
            .bind(order_id)
            .execute(&mut **tx)
            .await?;
        record_status_note(tx, order_id, OrderStatus::Returned, "", now).await?;
        crate::promotions::store::release(tx, order_id, now).await?;
    }
    Ok(decided)
}
