//! The parcels an order leaves the shop in. The back office ships an order's pieces in one parcel
//! or in several, each under its carrier's tracking number; the order is shipped with its first
//! parcel and delivered when the last of them arrives (the 14 days to return it count from then,
//! as the law counts them from the last piece's delivery).

use std::collections::HashMap;

use sqlx::{Any, Row, Transaction};

use super::{
    claim::claim,
    history,
    model::OrderStatus,
    store::{change_status_in, StatusChange, StatusNote},
};
use crate::db::Db;

/// The history's notes of a parcel after the order's first, and of a parcel delivered before the
/// order's last.
pub const PARCEL_SHIPPED: &str = "parcel_shipped";
pub const PARCEL_DELIVERED: &str = "parcel_delivered";

/// A parcel as the shopper and the back office see it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ParcelView {
    pub carrier: String,
    pub tracking_no: String,
    /// The carrier's page following the parcel, when the carrier has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tracking_url: Option<String>,
    pub shipped_at: i64,
    /// Unix seconds it arrived; null while on its way.
    #[schema(required = true)]
    pub delivered_at: Option<i64>,
    /// The pieces of the order's lines inside it.
    pub lines: Vec<ParcelLine>,
}

/// Pieces of one of the order's lines.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
pub struct ParcelLine {
    /// The order line's `id`.
    pub line_id: i64,
    #[schema(minimum = 1)]
    pub quantity: i64,
}

/// A parcel the back office hands to a carrier.
#[derive(Debug, Clone, Copy)]
pub struct NewParcel<'a> {
    pub carrier: &'a str,
    pub tracking_no: &'a str,
    pub tracking_url: &'a str,
    /// The pieces inside; none: every piece not shipped yet.
    pub lines: &'a [ParcelLine],
    /// When it left, when earlier than now.
    pub at: Option<i64>,
}

/// What shipping a parcel did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shipping {
    Done,
    NotFound,
    /// The order is in a status no parcel leaves from (unpaid, cancelled, delivered...).
    NotAllowed(OrderStatus),
    /// Every piece left already.
    NothingLeft,
    /// A parcel of this order has that tracking number.
    TrackingUsed,
    /// A line of another order, a quantity of none or above what is left to ship.
    BadLines,
}

/// The statuses a parcel leaves from: paid (or cash on delivery) and not all of it shipped.
const SHIPS_FROM: &str = "('paid', 'preparing', 'shipped')";

/// Ships `parcel` of the order `order_no` at `now`: the order's row is claimed first, so a
/// shopper's cancellation and a parcel at once cannot both pass; the first parcel moves the order
/// to shipped, a later one is told in its history.
pub async fn ship(
    db: &Db,
    order_no: &str,
    parcel: NewParcel<'_>,
    now: i64,
) -> sqlx::Result<Shipping> {
    let mut tx = db.begin().await?;
    let only = format!("AND status IN {SHIPS_FROM}");
    let order = match claim(&mut tx, order_no, &only, "id, status", now).await? {
        Ok(order) => order,
        Err(Some(status)) => return Ok(Shipping::NotAllowed(status)),
        Err(None) => return Ok(Shipping::NotFound),
    };
    let order_id: i64 = order.get("id");
    let status: String = order.get("status");
    let left = left_to_ship(&mut tx, order_id).await?;
    if left.values().all(|n| *n == 0) {
        return Ok(Shipping::NothingLeft);
    }
    let inside: Vec<ParcelLine> = if parcel.lines.is_empty() {
        left.iter()
            .filter(|(_, n)| **n > 0)
            .map(|(line_id, quantity)| ParcelLine {
                line_id: *line_id,
                quantity: *quantity,
            })
            .collect()
    } else {
        match fits(parcel.lines, &left) {
            Some(lines) => lines,
            None => return Ok(Shipping::BadLines),
        }
    };
    let used: Option<i64> =
        sqlx::query_scalar("SELECT id FROM order_parcels WHERE order_id = $1 AND tracking_no = $2")
            .bind(order_id)
            .bind(parcel.tracking_no)
            .fetch_optional(&mut *tx)
            .await?;
    if used.is_some() {
        return Ok(Shipping::TrackingUsed);
    }
    let at = parcel.at.unwrap_or(now).min(now);
    let parcel_id: i64 = sqlx::query_scalar(
        "INSERT INTO order_parcels (order_id, carrier, tracking_no, tracking_url, shipped_at) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(order_id)
    .bind(parcel.carrier)
    .bind(parcel.tracking_no)
    .bind(parcel.tracking_url)
    .bind(at)
    .fetch_one(&mut *tx)
    .await?;
    for line in &inside {
        sqlx::query(
            "INSERT INTO order_parcel_lines (parcel_id, line_id, quantity) VALUES ($1, $2, $3)",
        )
        .bind(parcel_id)
        .bind(line.line_id)
        .bind(line.quantity)
        .execute(&mut *tx)
        .await?;
    }
    let note = StatusNote {
        carrier: parcel.carrier,
        tracking_no: parcel.tracking_no,
        tracking_url: parcel.tracking_url,
        at: Some(at),
        ..StatusNote::default()
    };
    if status == OrderStatus::Shipped.code() {
        let note = StatusNote {
            note: PARCEL_SHIPPED,
            ..note
        };
        history::record_entry(&mut tx, order_id, OrderStatus::Shipped, &note, "", now).await?;
    } else if change_status_in(&mut tx, order_no, OrderStatus::Shipped, note, now).await?
        != StatusChange::Done
    {
        // The row is ours since the claim: its status cannot have moved.
        return Ok(Shipping::NotAllowed(OrderStatus::Shipped));
    }
    tx.commit().await?;
    Ok(Shipping::Done)
}

/// The asked pieces, each line once, when every line is one of `left` with that many pieces
/// still to ship.
fn fits(asked: &[ParcelLine], left: &HashMap<i64, i64>) -> Option<Vec<ParcelLine>> {
    let mut merged: Vec<ParcelLine> = Vec::new();
    for line in asked {
        if line.quantity < 1 {
            return None;
        }
        match merged.iter_mut().find(|m| m.line_id == line.line_id) {
            Some(m) => m.quantity += line.quantity,
            None => merged.push(*line),
        }
    }
    merged
        .iter()
        .all(|m| left.get(&m.line_id).is_some_and(|n| m.quantity <= *n))
        .then_some(merged)
}

/// Pieces of each of the order's lines not cancelled and in no parcel yet.
async fn left_to_ship(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
) -> sqlx::Result<HashMap<i64, i64>> {
    let lines: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT id, quantity - cancelled_quantity FROM order_lines WHERE order_id = $1",
    )
    .bind(order_id)
    .fetch_all(&mut **tx)
    .await?;
    let shipped: HashMap<i64, i64> = sqlx::query_as::<_, (i64, i64)>(
        "SELECT pl.line_id, CAST(SUM(pl.quantity) AS BIGINT) FROM order_parcel_lines pl \
         JOIN order_parcels p ON p.id = pl.parcel_id WHERE p.order_id = $1 GROUP BY pl.line_id",
    )
    .bind(order_id)
    .fetch_all(&mut **tx)
    .await?
    .into_iter()
    .collect();
    Ok(lines
        .into_iter()
        .map(|(id, bought)| (id, bought - shipped.get(&id).copied().unwrap_or(0)))
        .collect())
}

/// Marks the parcel `parcel_id` of the order delivered at `at` (once); whether every piece of the
/// order has arrived with it.
pub(super) async fn deliver(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    parcel_id: i64,
    at: i64,
) -> sqlx::Result<bool> {
    sqlx::query("UPDATE order_parcels SET delivered_at = $1 WHERE id = $2 AND delivered_at = 0")
        .bind(at)
        .bind(parcel_id)
        .execute(&mut **tx)
        .await?;
    let on_the_way: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM order_parcels WHERE order_id = $1 AND delivered_at = 0",
    )
    .bind(order_id)
    .fetch_one(&mut **tx)
    .await?;
    Ok(on_the_way == 0 && left_to_ship(tx, order_id).await?.values().all(|n| *n <= 0))
}

/// Marks every parcel of the order still on its way delivered at `at` (the order was).
pub(super) async fn deliver_all(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE order_parcels SET delivered_at = $1 WHERE order_id = $2 AND delivered_at = 0",
    )
    .bind(at)
    .bind(order_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The order's parcels, the first shipped first.
pub async fn for_order(db: &Db, order_id: i64) -> sqlx::Result<Vec<ParcelView>> {
    let rows = sqlx::query(
        "SELECT id, carrier, tracking_no, tracking_url, shipped_at, delivered_at \
         FROM order_parcels WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let inside: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT pl.parcel_id, pl.line_id, pl.quantity FROM order_parcel_lines pl \
         JOIN order_parcels p ON p.id = pl.parcel_id WHERE p.order_id = $1 ORDER BY pl.line_id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|p| {
            let id: i64 = p.get("id");
            ParcelView {
                carrier: p.get("carrier"),
                tracking_no: p.get("tracking_no"),
                tracking_url: Some(p.get::<String, _>("tracking_url")).filter(|u| !u.is_empty()),
                shipped_at: p.get("shipped_at"),
                delivered_at: Some(p.get::<i64, _>("delivered_at")).filter(|at| *at > 0),
                lines: inside
                    .iter()
                    .filter(|(parcel, _, _)| *parcel == id)
                    .map(|(_, line_id, quantity)| ParcelLine {
                        line_id: *line_id,
                        quantity: *quantity,
                    })
                    .collect(),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(line_id: i64, quantity: i64) -> ParcelLine {
        ParcelLine { line_id, quantity }
    }

    #[test]
    fn a_parcel_holds_at_most_what_is_left_of_each_line() {
        let left = HashMap::from([(1, 2), (2, 1), (3, 0)]);
        assert_eq!(fits(&[line(1, 2)], &left), Some(vec![line(1, 2)]));
        assert_eq!(
            fits(&[line(1, 1), line(2, 1), line(1, 1)], &left),
            Some(vec![line(1, 2), line(2, 1)])
        );
        assert_eq!(fits(&[line(1, 3)], &left), None);
        assert_eq!(fits(&[line(1, 2), line(1, 1)], &left), None);
        assert_eq!(fits(&[line(3, 1)], &left), None);
        assert_eq!(fits(&[line(9, 1)], &left), None);
        assert_eq!(fits(&[line(2, 0)], &left), None);
        assert_eq!(fits(&[line(2, -1)], &left), None);
    }
}
