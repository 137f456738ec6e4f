//! Returns within the right of withdrawal (cayma hakkı), as the order shows them: what a return
//! is, where it stands, and whether the order may still be returned (14 days from its delivery).
//! Opening a return and the back office's steps are `return_steps`; the flow that calls them
//! (stock, refunds through the provider, mails) is `aftersale::returns`.

use std::collections::HashMap;

use sqlx::{any::AnyRow, Row};

use super::{history::StatusEntry, model::OrderStatus};
use crate::db::Db;

/// Days from the delivery in which a shopper may return an order, as the contract says.
pub const RETURN_DAYS: i64 = 14;

/// The history's notes of a return's steps (the order's status stays, or becomes `returned`).
pub const RETURN_REQUESTED: &str = "return_requested";
pub const RETURN_RECEIVED: &str = "return_received";
pub const RETURN_APPROVED: &str = "return_approved";
pub const RETURN_REJECTED: &str = "return_rejected";

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReturnStatus {
    /// The shopper asked; the parcel is on its way back.
    Requested,
    /// The shop has the parcel.
    Received,
    /// Accepted: the refund is paid (or the other size ships).
    Approved,
    Rejected,
}

impl ReturnStatus {
    pub const ALL: [ReturnStatus; 4] = [
        ReturnStatus::Requested,
        ReturnStatus::Received,
        ReturnStatus::Approved,
        ReturnStatus::Rejected,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ReturnStatus::Requested => "requested",
            ReturnStatus::Received => "received",
            ReturnStatus::Approved => "approved",
            ReturnStatus::Rejected => "rejected",
        }
    }

    pub fn parse(code: &str) -> Option<ReturnStatus> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Whether the back office may move a return in this status to `next`.
    pub fn can_become(self, next: ReturnStatus) -> bool {
        use ReturnStatus::*;
        matches!(
            (self, next),
            (Requested, Received | Approved | Rejected) | (Received, Approved | Rejected)
        )
    }

    /// The history's note of entering this status.
    pub fn event(self) -> &'static str {
        match self {
            ReturnStatus::Requested => RETURN_REQUESTED,
            ReturnStatus::Received => RETURN_RECEIVED,
            ReturnStatus::Approved => RETURN_APPROVED,
            ReturnStatus::Rejected => RETURN_REJECTED,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReturnReason {
    WrongSize,
    ChangedMind,
    Defective,
    WrongItem,
    /// With the shopper's own words in `reason_text`.
    Other,
}

impl ReturnReason {
    pub const ALL: [ReturnReason; 5] = [
        ReturnReason::WrongSize,
        ReturnReason::ChangedMind,
        ReturnReason::Defective,
        ReturnReason::WrongItem,
        ReturnReason::Other,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ReturnReason::WrongSize => "wrong_size",
            ReturnReason::ChangedMind => "changed_mind",
            ReturnReason::Defective => "defective",
            ReturnReason::WrongItem => "wrong_item",
            ReturnReason::Other => "other",
        }
    }

    pub fn parse(code: &str) -> Option<ReturnReason> {
        Self::ALL.into_iter().find(|r| r.code() == code)
    }

    /// The shop's fault (a defect, a wrong item): when the whole order comes back for it, the
    /// shipping fee is refunded too.
    pub fn shops_fault(self) -> bool {
        matches!(self, ReturnReason::Defective | ReturnReason::WrongItem)
    }
}

/// Pieces of a line a return sends back.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ReturnLineView {
    /// The order line's id.
    pub line_id: i64,
    pub title: String,
    pub colour: String,
    pub size: String,
    pub quantity: i64,
    /// An exchange: the size the shopper gets instead (reserved for them); empty for money back.
    pub exchange_size: String,
}

/// A return as the order shows it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ReturnView {
    /// `{order_no}-R{n}`.
    pub return_no: String,
    pub status: ReturnStatus,
    pub reason: ReturnReason,
    pub reason_text: String,
    /// The carrier the parcel goes back by, and the code to show at its branch.
    pub carrier: String,
    pub return_code: String,
    pub lines: Vec<ReturnLineView>,
    /// Kuruş refunded once approved (0 before, and for an exchange).
    pub refund_amount: i64,
    /// The refund among the order's `refunds`, once approved with money back.
    pub refund_no: String,
    /// Why the shop rejected it.
    pub reject_reason: String,
    /// Photos of the defect: file names (the back office fetches them by name).
    pub photos: Vec<String>,
    /// Unix seconds.
    pub created_at: i64,
    pub updated_at: i64,
}

/// Why an order cannot be returned (any more).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReturnClosed {
    /// Not delivered (yet): a return starts from the delivery.
    NotDelivered,
    /// The 14 days from the delivery have passed.
    DeadlinePassed,
    /// Every piece has been returned (or is on its way back).
    AllReturned,
}

/// Whether the order may be returned now, and until when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct ReturnWindow {
    pub open: bool,
    /// Unix seconds: the end of the 14 days from the delivery, once delivered.
    #[schema(required = true)]
    pub until: Option<i64>,
    /// Why not, when closed.
    #[schema(required = true)]
    pub closed: Option<ReturnClosed>,
}

/// When the order was delivered: its last delivery in the history.
pub fn delivered_at(history: &[StatusEntry]) -> Option<i64> {
    history
        .iter()
        .filter(|h| h.status == OrderStatus::Delivered && h.event.is_none())
        .map(|h| h.at)
        .next_back()
}

/// The window of an order in `status`, delivered at `delivered`, with `pieces_left` not yet
/// returned, at `now`.
pub fn window(
    status: OrderStatus,
    delivered: Option<i64>,
    pieces_left: i64,
    now: i64,
) -> ReturnWindow {
    let until = delivered.map(|at| at + RETURN_DAYS * 86_400);
    let closed = match until {
        _ if status == OrderStatus::Returned || (until.is_some() && pieces_left <= 0) => {
            Some(ReturnClosed::AllReturned)
        }
        Some(_) if status != OrderStatus::Delivered => Some(ReturnClosed::NotDelivered),
        Some(until) if now > until => Some(ReturnClosed::DeadlinePassed),
        Some(_) => None,
        None => Some(ReturnClosed::NotDelivered),
    };
    ReturnWindow {
        open: closed.is_none(),
        until,
        closed,
    }
}

/// The pieces of each of the order's lines in returns not rejected (by line id).
pub async fn returned_by_line(db: &Db, order_id: i64) -> sqlx::Result<HashMap<i64, i64>> {
    let rows: Vec<(i64, i64)> = sqlx::query_as(RETURNED_BY_LINE)
        .bind(order_id)
        .fetch_all(&db.pool)
        .await?;
    Ok(rows.into_iter().collect())
}

/// Pieces per line in the order's returns that were not rejected.
pub(super) const RETURNED_BY_LINE: &str =
    "SELECT rl.order_line_id, CAST(SUM(rl.quantity) AS BIGINT) FROM order_return_lines rl \
     JOIN order_returns r ON r.id = rl.return_id WHERE r.order_id = $1 \
     AND r.status <> 'rejected' GROUP BY rl.order_line_id";

/// The order's returns, the oldest first.
pub async fn for_order(db: &Db, order_id: i64) -> sqlx::Result<Vec<ReturnView>> {
    let rows = sqlx::query(
        "SELECT id, return_no, status, reason, reason_text, carrier, return_code, refund_amount, \
         refund_no, reject_reason, created_at, updated_at FROM order_returns \
         WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let lines = sqlx::query(
        "SELECT rl.return_id, rl.order_line_id, rl.quantity, rl.exchange_size, l.title, \
         l.colour, l.size FROM order_return_lines rl JOIN order_lines l ON l.id = rl.order_line_id \
         JOIN order_returns r ON r.id = rl.return_id WHERE r.order_id = $1 ORDER BY rl.id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    let photos: Vec<(i64, String)> = sqlx::query_as(
        "SELECT p.return_id, p.file FROM order_return_photos p \
         JOIN order_returns r ON r.id = p.return_id WHERE r.order_id = $1 ORDER BY p.id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(|r| view(r, &lines, &photos)).collect())
}

fn view(r: &AnyRow, lines: &[AnyRow], photos: &[(i64, String)]) -> ReturnView {
    let id: i64 = r.get("id");
    ReturnView {
        return_no: r.get("return_no"),
        status: ReturnStatus::parse(&r.get::<String, _>("status"))
            .unwrap_or(ReturnStatus::Requested),
        reason: ReturnReason::parse(&r.get::<String, _>("reason")).unwrap_or(ReturnReason::Other),
        reason_text: r.get("reason_text"),
        carrier: r.get("carrier"),
        return_code: r.get("return_code"),
        lines: lines
            .iter()
            .filter(|l| l.get::<i64, _>("return_id") == id)
            .map(|l| ReturnLineView {
                line_id: l.get("order_line_id"),
                title: l.get("title"),
                colour: l.get("colour"),
                size: l.get("size"),
                quantity: l.get("quantity"),
                exchange_size: l.get("exchange_size"),
            })
            .collect(),
        refund_amount: r.get("refund_amount"),
        refund_no: r.get("refund_no"),
        reject_reason: r.get("reject_reason"),
        photos: photos
            .iter()
            .filter(|(of, _)| *of == id)
            .map(|(_, file)| file.clone())
            .collect(),
        created_at: r.get("created_at"),
        updated_at: r.get("updated_at"),
    }
}

/// Whether a return photo by this name exists (the back office fetches only those).
pub async fn photo_exists(db: &Db, file: &str) -> sqlx::Result<bool> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT id FROM order_return_photos WHERE file = $1")
            .bind(file)
            .fetch_optional(&db.pool)
            .await?;
    Ok(found.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400;

    #[test]
    fn an_order_may_be_returned_for_fourteen_days_from_its_delivery() {
        use OrderStatus::*;
        let at = 1_000_000;
        let w = window(Delivered, Some(at), 2, at + 14 * DAY);
        assert!(w.open);
        assert_eq!(w.until, Some(at + 14 * DAY));
        let late = window(Delivered, Some(at), 2, at + 14 * DAY + 1);
        assert_eq!(late.closed, Some(ReturnClosed::DeadlinePassed));
        assert_eq!(
            window(Shipped, None, 2, at).closed,
            Some(ReturnClosed::NotDelivered)
        );
        assert_eq!(
            window(Delivered, Some(at), 0, at).closed,
            Some(ReturnClosed::AllReturned)
        );
        assert_eq!(
            window(Returned, Some(at), 0, at).closed,
            Some(ReturnClosed::AllReturned)
        );
    }

    #[test]
    fn a_return_moves_forward_only() {
        use ReturnStatus::*;
        assert!(Requested.can_become(Received));
        assert!(Requested.can_become(Rejected));
        assert!(Received.can_become(Approved));
        assert!(!Approved.can_become(Rejected));
        assert!(!Rejected.can_become(Approved));
        assert!(!Received.can_become(Requested));
        for s in ReturnStatus::ALL {
            assert_eq!(ReturnStatus::parse(s.code()), Some(s));
        }
    }
}
