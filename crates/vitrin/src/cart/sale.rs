//! The cart as an order takes it: locked and read in the order's transaction (`store::lock_cart`,
//! `store::lines_with`), emptied once the order is placed, and cut down to the stock left after
//! a placement lost the last units to another shopper.

use sqlx::{Any, Transaction};

use crate::db::Db;

/// The lines became an order: the cart is empty and its discount code spent, inside the order's
/// transaction.
pub async fn empty(tx: &mut Transaction<'_, Any>, cart_id: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM cart_lines WHERE cart_id = $1")
        .bind(cart_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("UPDATE carts SET coupon_code = '' WHERE id = $1")
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
    let lines: Vec<(i64, i64, i64)> =
        sqlx::query_as("SELECT id, variant_id, quantity FROM cart_lines WHERE cart_id = $1")
            .bind(cart_id)
            .fetch_all(&mut *tx)
            .await?;
    let variants: Vec<i64> = lines.iter().map(|(_, variant, _)| *variant).collect();
    let limits = crate::catalog::stock::limits(&mut tx, &variants).await?;
    for (line, variant, quantity) in lines {
        let left = limits.get(&variant).map_or(0, |l| l.stock);
        if left <= 0 {
            sqlx::query("DELETE FROM cart_lines WHERE id = $1")
                .bind(line)
                .execute(&mut *tx)
                .await?;
        } else if quantity > left {
            sqlx::query("UPDATE cart_lines SET quantity = $1 WHERE id = $2")
                .bind(left)
                .bind(line)
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await
}
