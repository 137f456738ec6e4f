//! A parcel's way as its carrier reports it: in transit, at a branch, delivered (which starts the
//! 14 days of the right of withdrawal), returned to the shop. Each event counts once by its id;
//! it shows in the order's history at the time the carrier gives.

use sqlx::Row;

use super::{
    model::OrderStatus,
    store::{change_status, StatusChange, StatusNote},
};
use crate::db::Db;

/// The history's notes of a parcel's steps (the order's status stays).
pub const PARCEL_IN_TRANSIT: &str = "parcel_in_transit";
pub const PARCEL_AT_BRANCH: &str = "parcel_at_branch";
pub const PARCEL_RETURNED: &str = "parcel_returned";

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ParcelStatus {
    InTransit,
    AtBranch,
    Delivered,
    /// Back at the shop, not delivered.
    Returned,
}

impl ParcelStatus {
    fn code(self) -> &'static str {
        match self {
            ParcelStatus::InTransit => "in_transit",
            ParcelStatus::AtBranch => "at_branch",
            ParcelStatus::Delivered => "delivered",
            ParcelStatus::Returned => "returned",
        }
    }

    /// The history's note of the step; a delivery is the order's own status instead.
    fn note(self) -> Option<&'static str> {
        match self {
            ParcelStatus::InTransit => Some(PARCEL_IN_TRANSIT),
            ParcelStatus::AtBranch => Some(PARCEL_AT_BRANCH),
            ParcelStatus::Delivered => None,
            ParcelStatus::Returned => Some(PARCEL_RETURNED),
        }
    }
}

/// A carrier's event about a parcel.
#[derive(Debug, Clone)]
pub struct ParcelEvent<'a> {
    /// The carrier's code, and the names the back office may have shipped it under.
    pub carrier: &'a str,
    pub carrier_name: &'a str,
    pub event_id: &'a str,
    pub tracking_no: &'a str,
    pub status: ParcelStatus,
    pub location: &'a str,
    pub occurred_at: i64,
}

/// What an event did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recorded {
    /// Recorded on this order.
    Done(String),
    /// This event id was recorded before: nothing changed.
    Repeated(String),
    /// No parcel of this carrier has this tracking number.
    NoParcel,
}

/// Records `event` at `now`: once per event id, on the order whose parcel it is; a delivery
/// moves a shipped order to delivered at the carrier's time.
pub async fn record(db: &Db, event: &ParcelEvent<'_>, now: i64) -> sqlx::Result<Recorded> {
    let parcel = sqlx::query(
        "SELECT o.id, o.order_no, o.status FROM order_status_history h \
         JOIN orders o ON o.id = h.order_id WHERE h.status = 'shipped' AND h.tracking_no = $1 \
         AND (o.carrier = $2 OR LOWER(h.carrier) = LOWER($2) OR LOWER(h.carrier) = LOWER($3)) \
         ORDER BY h.id DESC LIMIT 1",
    )
    .bind(event.tracking_no)
    .bind(event.carrier)
    .bind(event.carrier_name)
    .fetch_optional(&db.pool)
    .await?;
    let Some(parcel) = parcel else {
        return Ok(Recorded::NoParcel);
    };
    let order_id: i64 = parcel.get("id");
    let order_no: String = parcel.get("order_no");
    let status =
        OrderStatus::parse(&parcel.get::<String, _>("status")).unwrap_or(OrderStatus::Shipped);
    let delivers = event.status == ParcelStatus::Delivered && status == OrderStatus::Shipped;
    if delivers && !seen(db, event).await? {
        // The order's status first, the event after it: should the event not be written, the
        // carrier sends it again and finds the order delivered already.
        let note = StatusNote {
            carrier: event.carrier_name,
            tracking_no: event.tracking_no,
            at: Some(event.occurred_at),
            ..StatusNote::default()
        };
        let _: StatusChange =
            change_status(db, &order_no, OrderStatus::Delivered, note, now).await?;
    }
    let mut tx = db.begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO order_carrier_events (carrier, event_id, order_id, tracking_no, status, \
         occurred_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (carrier, event_id) DO NOTHING",
    )
    .bind(event.carrier)
    .bind(event.event_id)
    .bind(order_id)
    .bind(event.tracking_no)
    .bind(event.status.code())
    .bind(event.occurred_at)
    .bind(now)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if inserted == 0 {
        return Ok(Recorded::Repeated(order_no));
    }
    // A delivery of an order delivered already (by the back office) is only recorded.
    if let Some(note) = event.status.note() {
        sqlx::query(
            "INSERT INTO order_status_history (order_id, status, carrier, tracking_no, location, \
             note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(order_id)
        .bind(status.code())
        .bind(event.carrier_name)
        .bind(event.tracking_no)
        .bind(event.location)
        .bind(note)
        .bind(event.occurred_at.min(now))
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE orders SET updated_at = $1 WHERE id = $2")
            .bind(now)
            .bind(order_id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(Recorded::Done(order_no))
}

/// Whether the carrier's event was recorded before.
async fn seen(db: &Db, event: &ParcelEvent<'_>) -> sqlx::Result<bool> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM order_carrier_events WHERE carrier = $1 AND event_id = $2",
    )
    .bind(event.carrier)
    .bind(event.event_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(found.is_some())
}
