//! Claiming an order's row for a change: the first write of the change's transaction touches the
//! row where the order may still take that change, so two changes at once (a shopper's
//! cancellation, a parcel, a return) cannot both pass. A claim that finds no row says why.

use sqlx::{any::AnyRow, Any, Transaction};

use super::model::OrderStatus;

/// Claims the order `order_no` at `now` where `only` holds (a condition of our own constants,
/// never text from a request; empty: in any status) and answers the `returning` columns of its
/// row; else the order's status, None when there is no such order.
pub(super) async fn claim(
    tx: &mut Transaction<'_, Any>,
    order_no: &str,
    only: &str,
    returning: &str,
    now: i64,
) -> sqlx::Result<Result<AnyRow, Option<OrderStatus>>> {
    let claimed = sqlx::query(&format!(
        "UPDATE orders SET updated_at = $1 WHERE order_no = $2 {only} RETURNING {returning}"
    ))
    .bind(now)
    .bind(order_no)
    .fetch_optional(&mut **tx)
    .await?;
    match claimed {
        Some(row) => Ok(Ok(row)),
        None => Ok(Err(status_in(tx, order_no).await?)),
    }
}

/// The status of the order `order_no` as the transaction sees it; None when there is no such
/// order (what a claim that found no row tells its caller).
pub(super) async fn status_in(
    tx: &mut Transaction<'_, Any>,
    order_no: &str,
) -> sqlx::Result<Option<OrderStatus>> {
    let status: Option<String> =
        sqlx::query_scalar("SELECT status FROM orders WHERE order_no = $1")
            .bind(order_no)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(status.as_deref().and_then(OrderStatus::parse))
}
