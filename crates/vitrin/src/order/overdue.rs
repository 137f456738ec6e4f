//! Orders whose payment never came: a bank transfer past its days, a card payment never
//! completed. A sweep cancels them (their stock goes back) and mails each shopper once.

use std::sync::Arc;

use super::{
    mail,
    model::OrderStatus,
    store::{change_status, find_with_lines, StatusChange, StatusNote},
};
use crate::{config::Config, db::Db};

/// The history's note of an order cancelled for a payment that never came.
pub const PAYMENT_OVERDUE: &str = "payment_overdue";

/// Cancels the orders still awaiting a payment that was due before `now` (a bank transfer past
/// its days, a card payment never completed); their stock goes back. Returns how many.
pub async fn cancel_overdue(db: &Db, now: i64) -> sqlx::Result<Vec<String>> {
    let due: Vec<String> = sqlx::query_scalar(
        "SELECT order_no FROM orders WHERE status = 'awaiting_payment' \
         AND payment_due_at IS NOT NULL AND payment_due_at < $1 ORDER BY id LIMIT 500",
    )
    .bind(now)
    .fetch_all(&db.pool)
    .await?;
    let mut cancelled = Vec::new();
    for order_no in due {
        let note = StatusNote {
            note: PAYMENT_OVERDUE,
            ..StatusNote::default()
        };
        if change_status(db, &order_no, OrderStatus::Cancelled, note, now).await?
            == StatusChange::Done
        {
            cancelled.push(order_no);
        }
    }
    Ok(cancelled)
}

/// Cancels what is overdue at `now` and sends each cancelled order's mail; returns how many.
pub async fn sweep(db: &Db, config: &Arc<Config>, now: i64) -> sqlx::Result<usize> {
    let cancelled = cancel_overdue(db, now).await?;
    for order_no in &cancelled {
        if let Some(order) = find_with_lines(db, order_no).await? {
            mail::send_cancelled_unpaid(config, &order);
        }
    }
    Ok(cancelled.len())
}

/// Every minute, sweeps what is overdue (see [`sweep`]); stops with the runtime.
pub fn spawn_sweeper(db: Db, config: Arc<Config>) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            tick.tick().await;
            match sweep(&db, &config, crate::clock::now_secs()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(cancelled = n, "overdue orders cancelled, stock released"),
                Err(e) => tracing::warn!(error = %e, "overdue orders not swept"),
            }
        }
    });
}
