//! A variant's stock as orders take it and give it back, inside the order's transaction: a
//! variant's stock and its product's total move together, and each change goes to the change log
//! so every instance drops the pages that show it.

use std::collections::HashMap;

use sqlx::{Any, Transaction};

use crate::db::{id_list, Db};

/// The variant rows of `products` as the filter index reads them: (product id, colour id, size
/// id, stock); a few hundred products a query.
pub async fn variant_rows(db: &Db, products: &[i64]) -> sqlx::Result<Vec<(i64, i64, i64, i64)>> {
    let mut rows = Vec::new();
    for some in products.chunks(500) {
        let sql = format!(
            "SELECT product_id, type1_id, type2_id, stock FROM variants WHERE product_id IN ({})",
            id_list(some)
        );
        let some: Vec<(i64, i64, i64, i64)> = sqlx::query_as(&sql).fetch_all(&db.pool).await?;
        rows.extend(some);
    }
    Ok(rows)
}

/// Takes `quantity` of a variant only where that much is left: Ok, or how many are left.
pub async fn take(
    tx: &mut Transaction<'_, Any>,
    product_id: i64,
    variant_id: i64,
    quantity: i64,
    now: i64,
) -> sqlx::Result<Result<(), i64>> {
    let taken = sqlx::query("UPDATE variants SET stock = stock - $1 WHERE id = $2 AND stock >= $1")
        .bind(quantity)
        .bind(variant_id)
        .execute(&mut **tx)
        .await?;
    if taken.rows_affected() == 0 {
        let left: Option<i64> = sqlx::query_scalar("SELECT stock FROM variants WHERE id = $1")
            .bind(variant_id)
            .fetch_optional(&mut **tx)
            .await?;
        return Ok(Err(left.unwrap_or(0)));
    }
    move_total(tx, product_id, -quantity, now).await?;
    Ok(Ok(()))
}

/// Puts `quantity` of a variant back on the shelf (a cancelled order's line).
pub async fn put_back(
    tx: &mut Transaction<'_, Any>,
    product_id: i64,
    variant_id: i64,
    quantity: i64,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE variants SET stock = stock + $1 WHERE id = $2")
        .bind(quantity)
        .bind(variant_id)
        .execute(&mut **tx)
        .await?;
    move_total(tx, product_id, quantity, now).await
}

async fn move_total(
    tx: &mut Transaction<'_, Any>,
    product_id: i64,
    by: i64,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE products SET total_stock = total_stock + $1 WHERE id = $2")
        .bind(by)
        .bind(product_id)
        .execute(&mut **tx)
        .await?;
    super::changes::record(tx, product_id, now).await
}

/// How much of a variant a cart may hold: what is left, and its product's most per order.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub product_id: i64,
    pub stock: i64,
    pub qty_max: i64,
}

/// The limits of each of `variant_ids` (a variant missing from the catalog is absent).
pub async fn limits(
    tx: &mut Transaction<'_, Any>,
    variant_ids: &[i64],
) -> sqlx::Result<HashMap<i64, Limit>> {
    if variant_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT v.id, v.product_id, v.stock, p.qty_max FROM variants v JOIN products p ON p.id = v.product_id \
         WHERE v.id IN ({})",
        crate::db::id_list(variant_ids)
    );
    let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(&sql).fetch_all(&mut **tx).await?;
    Ok(rows
        .into_iter()
        .map(|(id, product_id, stock, qty_max)| {
            (
                id,
                Limit {
                    product_id,
                    stock,
                    qty_max,
                },
            )
        })
        .collect())
}

/// A variant's stock code (the back office's key), as an order line keeps it.
pub async fn variant_code(tx: &mut Transaction<'_, Any>, variant_id: i64) -> sqlx::Result<String> {
    let code: Option<String> = sqlx::query_scalar("SELECT code FROM variants WHERE id = $1")
        .bind(variant_id)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(code.unwrap_or_default())
}

/// Another size of a variant's product in the same colour, as an exchange may give it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct OtherSize {
    pub variant_id: i64,
    /// The size's name in the language asked.
    pub size: String,
    pub stock: i64,
}

/// The other sizes of `variant_id`'s product in its colour that have stock, in the sizes' list
/// order.
pub async fn other_sizes(
    db: &crate::db::Db,
    variant_id: i64,
    lang: crate::locale::Lang,
) -> sqlx::Result<Vec<OtherSize>> {
    let rows: Vec<(i64, String, i64)> = sqlx::query_as(&format!(
        "SELECT o.id, s.name_{l}, o.stock FROM variants v \
         JOIN variants o ON o.product_id = v.product_id AND o.type1_id = v.type1_id \
         AND o.id <> v.id JOIN variant_values s ON s.id = o.type2_id \
         WHERE v.id = $1 AND o.stock > 0 ORDER BY s.list_no, s.id",
        l = lang.code()
    ))
    .bind(variant_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(variant_id, size, stock)| OtherSize {
            variant_id,
            size,
            stock,
        })
        .collect())
}
