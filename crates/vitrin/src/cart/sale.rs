//! The cart as an order takes it: locked and read in the order's transaction (`store::lock_cart`,
//! `store::lines_with`), emptied once the order is placed, and cut down to the stock left after
//! a placement lost the last units to another shopper.

use sqlx::{Any, Transaction};

use crate::db::Db;

/// The lines became an order: the cart is empty, inside the order's transaction.
pub async fn empty(tx: &mut Transaction<'_, Any>, cart_id: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM cart_lines WHERE cart_id = $1")
        .bind(cart_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// After a refusal for stock: each line of the cart cut down to what is left of its variant, the
/// lines of sold-out variants removed, so the shopper sees what they can still buy.
pub async fn fit_to_stock(db: &Db, cart_key: &str) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    let Some(cart_id): Option<i64> = sqlx::query_scalar(
        "UPDATE carts SET updated_at = updated_at WHERE session_id = $1 RETURNING id",
    )
    .bind(cart_key)
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(());
    };
    sqlx::query(
        "DELETE FROM cart_lines WHERE cart_id = $1 AND \
         (SELECT stock FROM variants v WHERE v.id = cart_lines.variant_id) <= 0",
    )
    .bind(cart_id)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE cart_lines SET quantity = \
         (SELECT stock FROM variants v WHERE v.id = cart_lines.variant_id) \
         WHERE cart_id = $1 AND quantity > \
         (SELECT stock FROM variants v WHERE v.id = cart_lines.variant_id)",
    )
    .bind(cart_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}
