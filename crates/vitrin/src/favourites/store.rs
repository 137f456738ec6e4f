//! Favourites SQL. Every statement names the member, so one member's calls can never read or
//! change another's rows. Adds and deletes are single statements that are harmless when repeated
//! (the primary key is the member and the product).

use crate::db::Db;

/// `$first, $first+1, ...` for `n` values.
fn placeholders(first: usize, n: usize) -> String {
    (first..first + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The member's favourite products, the latest added first.
pub async fn list(db: &Db, customer_id: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT product_id FROM favourites WHERE customer_id = $1 \
         ORDER BY created_at DESC, product_id DESC",
    )
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await
}

/// Adds `ids` (known products) to the member's list; ones already there stay as they were.
/// The first of the call gets the latest time, so it shows first.
pub async fn add(db: &Db, customer_id: i64, ids: &[i64]) -> sqlx::Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    // Milliseconds: a list is ordered by when its products were added, and a sync adds many at once.
    let at = crate::clock::now_ms();
    let rows = crate::db::values_placeholders(ids.len(), 3);
    let sql = format!(
        "INSERT INTO favourites (customer_id, product_id, created_at) VALUES {rows} \
         ON CONFLICT (customer_id, product_id) DO NOTHING"
    );
    let mut query = sqlx::query(&sql);
    for (i, id) in ids.iter().enumerate() {
        query = query.bind(customer_id).bind(*id).bind(at - i as i64);
    }
    query.execute(&db.writer).await?;
    Ok(())
}

/// Removes `ids` from the member's list; ones that were not there are no error.
pub async fn remove(db: &Db, customer_id: i64, ids: &[i64]) -> sqlx::Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    let sql = format!(
        "DELETE FROM favourites WHERE customer_id = $1 AND product_id IN ({})",
        placeholders(2, ids.len())
    );
    let mut query = sqlx::query(&sql).bind(customer_id);
    for id in ids {
        query = query.bind(*id);
    }
    query.execute(&db.writer).await?;
    Ok(())
}

/// Empties the member's list in `tx` (the erasure of their account).
/// The favourites of `members`: (member, product).
pub async fn of_members(db: &Db, members: &[i64]) -> sqlx::Result<Vec<(i64, i64)>> {
    if members.is_empty() {
        return Ok(Vec::new());
    }
    sqlx::query_as(&format!(
        "SELECT customer_id, product_id FROM favourites WHERE customer_id IN ({}) \
         ORDER BY customer_id, product_id",
        crate::db::id_list(members)
    ))
    .fetch_all(&db.pool)
    .await
}

pub async fn remove_all(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    customer_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM favourites WHERE customer_id = $1")
        .bind(customer_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn placeholders_start_where_asked() {
        assert_eq!(super::placeholders(2, 3), "$2,$3,$4");
        assert_eq!(super::placeholders(1, 1), "$1");
    }
}
