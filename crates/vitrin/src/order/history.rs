//! An order's status history: each status it went through and what happened beside it (lines
//! cancelled, a return's steps, a parcel's way), as the shopper and the back office read it.

use sqlx::{Any, Row, Transaction};

use super::{model::OrderStatus, store::StatusNote};
use crate::db::Db;

/// One status an order went through.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct StatusEntry {
    pub status: OrderStatus,
    pub carrier: String,
    pub tracking_no: String,
    /// The carrier's page following the parcel, when the carrier has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tracking_url: Option<String>,
    pub at: i64,
    /// Where a parcel's step happened, when its carrier said.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub location: String,
    /// What happened beside the status: `lines_cancelled` (some lines, the status stayed),
    /// `cancelled_by_shopper`, `payment_overdue`, a return's step (`return_requested`, ...) or a
    /// parcel's (`parcel_shipped` after the first, `parcel_in_transit`, ..., `parcel_delivered`
    /// before the last); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<&'static str>,
}

/// The history's notes a shopper is told of (the back office's own notes stay its own).
const EVENTS: [&str; 12] = [
    super::cancel::LINES_CANCELLED,
    super::cancel::CANCELLED_BY_SHOPPER,
    super::overdue::PAYMENT_OVERDUE,
    super::returns::RETURN_REQUESTED,
    super::returns::RETURN_RECEIVED,
    super::returns::RETURN_APPROVED,
    super::returns::RETURN_REJECTED,
    super::parcels::PARCEL_IN_TRANSIT,
    super::parcels::PARCEL_AT_BRANCH,
    super::parcels::PARCEL_RETURNED,
    super::shipments::PARCEL_SHIPPED,
    super::shipments::PARCEL_DELIVERED,
];

/// The order's history, the oldest first.
pub async fn of_order(db: &Db, order_id: i64) -> sqlx::Result<Vec<StatusEntry>> {
    let rows = sqlx::query(
        "SELECT status, carrier, tracking_no, tracking_url, location, note, created_at \
         FROM order_status_history WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .filter_map(|h| {
            Some(StatusEntry {
                status: OrderStatus::parse(h.get::<String, _>("status").as_str())?,
                carrier: h.get("carrier"),
                tracking_no: h.get("tracking_no"),
                tracking_url: Some(h.get::<String, _>("tracking_url")).filter(|u| !u.is_empty()),
                at: h.get("created_at"),
                location: h.get("location"),
                event: EVENTS
                    .into_iter()
                    .find(|e| *e == h.get::<String, _>("note")),
            })
        })
        .collect())
}

/// When the order was last delivered, inside the caller's transaction: its latest `delivered`
/// entry that is a delivery, not a step told beside the status (as `returns::delivered_at`
/// reads the history).
pub(super) async fn delivered_at(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
) -> sqlx::Result<Option<i64>> {
    let rows: Vec<(i64, String)> = sqlx::query_as(
        "SELECT created_at, note FROM order_status_history WHERE order_id = $1 \
         AND status = 'delivered' ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .into_iter()
        .filter(|(_, note)| !EVENTS.contains(&note.as_str()))
        .map(|(at, _)| at)
        .next_back())
}

pub(super) async fn record_status(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    status: OrderStatus,
    now: i64,
) -> sqlx::Result<()> {
    record_status_note(tx, order_id, status, "", now).await
}

/// Adds a row to the order's history: `status` with `note` (one of [`EVENTS`] tells the shopper
/// what happened beside the status).
pub(super) async fn record_status_note(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    status: OrderStatus,
    note: &str,
    now: i64,
) -> sqlx::Result<()> {
    let with = StatusNote {
        note,
        ..StatusNote::default()
    };
    record_entry(tx, order_id, status, &with, "", now).await
}

/// Adds a row to the order's history: `status` with what `with` records beside it and where it
/// happened, at `with.at` when earlier than `now`.
pub(super) async fn record_entry(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    status: OrderStatus,
    with: &StatusNote<'_>,
    location: &str,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO order_status_history (order_id, status, carrier, tracking_no, \
         tracking_url, location, note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(order_id)
    .bind(status.code())
    .bind(with.carrier)
    .bind(with.tracking_no)
    .bind(with.tracking_url)
    .bind(location)
    .bind(with.note)
    .bind(with.at.unwrap_or(now).min(now))
    .execute(&mut **tx)
    .await?;
    Ok(())
}
