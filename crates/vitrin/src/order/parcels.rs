//! A parcel's way as its carrier reports it: in transit, at a branch, delivered (the order's last
//! parcel delivered starts the 14 days of the right of withdrawal), returned to the shop. Each
//! event counts once by its id; it shows in the order's history at the time the carrier gives.

use super::{
    history::record_entry,
    model::OrderStatus,
    shipments::{deliver, PARCEL_DELIVERED},
    store::{change_status_in, StatusChange, StatusNote},
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

    /// The history's note of the step; a delivery's is the order's status or `parcel_delivered`.
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
/// marks its parcel delivered, and the order with its last parcel, at the carrier's time.
pub async fn record(db: &Db, event: &ParcelEvent<'_>, now: i64) -> sqlx::Result<Recorded> {
    let parcel: Option<(i64, i64, String, String)> = sqlx::query_as(
        "SELECT p.id, o.id, o.order_no, o.status FROM order_parcels p \
         JOIN orders o ON o.id = p.order_id WHERE p.tracking_no = $1 \
         AND (o.carrier = $2 OR LOWER(p.carrier) = LOWER($2) OR LOWER(p.carrier) = LOWER($3)) \
         ORDER BY p.id DESC LIMIT 1",
    )
    .bind(event.tracking_no)
    .bind(event.carrier)
    .bind(event.carrier_name)
    .fetch_optional(&db.pool)
    .await?;
    let Some((parcel_id, order_id, order_no, status)) = parcel else {
        return Ok(Recorded::NoParcel);
    };
    let status = OrderStatus::parse(&status).unwrap_or(OrderStatus::Shipped);
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
    let note = StatusNote {
        carrier: event.carrier_name,
        tracking_no: event.tracking_no,
        at: Some(event.occurred_at),
        note: event.status.note().unwrap_or_default(),
        ..StatusNote::default()
    };
    let note = if event.status == ParcelStatus::Delivered {
        let all_arrived = deliver(&mut tx, order_id, parcel_id, event.occurred_at.min(now)).await?;
        if all_arrived && status == OrderStatus::Shipped {
            // The order's own status: its history tells the delivery.
            let _: StatusChange =
                change_status_in(&mut tx, &order_no, OrderStatus::Delivered, note, now).await?;
            None
        } else {
            // A parcel before the last, or one of an order delivered already (only recorded).
            (status == OrderStatus::Shipped).then_some(StatusNote {
                note: PARCEL_DELIVERED,
                ..note
            })
        }
    } else {
        Some(note)
    };
    if let Some(note) = note {
        record_entry(&mut tx, order_id, status, &note, event.location, now).await?;
        sqlx::query("UPDATE orders SET updated_at = $1 WHERE id = $2")
            .bind(now)
            .bind(order_id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(Recorded::Done(order_no))
}
