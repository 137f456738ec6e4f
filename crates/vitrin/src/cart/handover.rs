//! A guest's cart at sign-in: it joins the member's cart (summed up to the stock and the
//! product's maximum) or becomes it, and at sign-out the member's cart is set aside from the
//! session. One transaction each; the SQL rules of `store` hold here too.

use sqlx::{Any, Row, Transaction};

use super::store::cart_key;
use crate::{catalog::stock, clock::now_secs, db::Db};

/// At login: the session's guest cart joins the member's cart (`member:{id}`), once: lines of
/// the same variant and options are summed up to the variant's stock and the product's maximum,
/// and the guest cart is removed. Without a member cart, the guest cart becomes it. A member
/// cart of an earlier version (kept under a session, with the customer's id) is taken up as the
/// member cart; a session cart of another member is set aside for them. The guest's discount
/// code goes with its lines. One transaction.
/// Answers the lines the stock or the maximum cut down.
pub async fn merge_guest_cart(
    db: &Db,
    session_id: &str,
    customer_id: i64,
) -> sqlx::Result<Vec<Capped>> {
    let member_key = cart_key(Some(customer_id), session_id);
    let mut tx = db.begin().await?;
    // Writing first takes SQLite's write lock at once.
    sqlx::query("UPDATE carts SET updated_at = $2 WHERE session_id = $1 OR session_id = $3")
        .bind(session_id)
        .bind(now_secs())
        .bind(&member_key)
        .execute(&mut *tx)
        .await?;
    let guest: Option<(i64, Option<i64>)> =
        sqlx::query_as("SELECT id, customer_id FROM carts WHERE session_id = $1")
            .bind(session_id)
            .fetch_optional(&mut *tx)
            .await?;
    let guest = match guest {
        Some((id, Some(owner))) if owner != customer_id => {
            detach(&mut tx, id, owner).await?;
            None
        }
        Some((id, _)) => Some(id),
        None => None,
    };
    let member: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM carts WHERE customer_id = $1 AND session_id <> $2 \
         ORDER BY session_id = $3 DESC, updated_at DESC, id DESC LIMIT 1",
    )
    .bind(customer_id)
    .bind(session_id)
    .bind(&member_key)
    .fetch_optional(&mut *tx)
    .await?;
    let (cart, capped) = match (guest, member) {
        (None, None) => (None, Vec::new()),
        (Some(g), None) => (Some(g), Vec::new()),
        (None, Some(m)) => (Some(m), Vec::new()),
        (Some(g), Some(m)) => {
            let capped = merge_lines(&mut tx, g, m).await?;
            // The code the guest just entered wins over one the member's cart kept.
            sqlx::query(
                "UPDATE carts SET coupon_code = (SELECT coupon_code FROM carts WHERE id = $1) \
                 WHERE id = $2 AND (SELECT coupon_code FROM carts WHERE id = $1) <> ''",
            )
            .bind(g)
            .bind(m)
            .execute(&mut *tx)
            .await?;
            sqlx::query("DELETE FROM carts WHERE id = $1")
                .bind(g)
                .execute(&mut *tx)
                .await?;
            (Some(m), capped)
        }
    };
    if let Some(id) = cart {
        sqlx::query(
            "UPDATE carts SET session_id = $1, customer_id = $2, updated_at = $3 WHERE id = $4",
        )
        .bind(&member_key)
        .bind(customer_id)
        .bind(now_secs())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(capped)
}

/// A line that a merge at login cut down: the stock (or maximum) it met and the quantity set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capped {
    pub stock: i64,
    pub set: i64,
}

/// At logout: a member cart of an earlier version, kept under the session, leaves it (it comes
/// back at the next login); the member cart of today's key stays with the member.
pub async fn detach_member_cart(db: &Db, session_id: &str) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    let cart: Option<(i64, Option<i64>)> =
        sqlx::query_as("SELECT id, customer_id FROM carts WHERE session_id = $1")
            .bind(session_id)
            .fetch_optional(&mut *tx)
            .await?;
    if let Some((id, Some(owner))) = cart {
        detach(&mut tx, id, owner).await?;
    }
    tx.commit().await
}

/// Gives a member's cart a session id no cookie can carry, freeing the session's.
async fn detach(tx: &mut Transaction<'_, Any>, cart_id: i64, owner: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE carts SET session_id = $1 WHERE id = $2")
        .bind(format!("member:{owner}:{cart_id}"))
        .bind(cart_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn merge_lines(
    tx: &mut Transaction<'_, Any>,
    from: i64,
    into: i64,
) -> sqlx::Result<Vec<Capped>> {
    let mut capped = Vec::new();
    let rows = sqlx::query(
        "SELECT cl.product_id, cl.variant_id, cl.quantity, cl.subscribe, cl.subscribe_frequency, \
         cl.related_product_id, cl.personalization, \
         (SELECT m.quantity FROM cart_lines m WHERE m.cart_id = $2 AND m.variant_id = cl.variant_id \
          AND m.subscribe = cl.subscribe AND m.personalization = cl.personalization) AS held \
         FROM cart_lines cl WHERE cl.cart_id = $1 ORDER BY cl.id",
    )
    .bind(from)
    .bind(into)
    .fetch_all(&mut **tx)
    .await?;
    let variants: Vec<i64> = rows.iter().map(|r| r.get("variant_id")).collect();
    let limits = stock::limits(tx, &variants).await?;
    for r in rows {
        let held: Option<i64> = r.get("held");
        // A variant gone from the catalog does not move to the member's cart.
        let variant_id: i64 = r.get("variant_id");
        let Some(limit) = limits.get(&variant_id) else {
            continue;
        };
        let (stock, max) = (limit.stock, limit.qty_max);
        let wanted = held.unwrap_or(0) + r.get::<i64, _>("quantity");
        let quantity = wanted.min(stock).min(max);
        if quantity < wanted {
            capped.push(Capped {
                stock: stock.min(max).max(0),
                set: quantity.max(held.unwrap_or(0)).max(0),
            });
        }
        let subscribe: i64 = r.get("subscribe");
        let personalization: String = r.get("personalization");
        if held.is_some() {
            if quantity > 0 {
                sqlx::query(
                    "UPDATE cart_lines SET quantity = $1 WHERE cart_id = $2 AND variant_id = $3 \
                     AND subscribe = $4 AND personalization = $5",
                )
                .bind(quantity.max(held.unwrap_or(0)).min(wanted))
                .bind(into)
                .bind(variant_id)
                .bind(subscribe)
                .bind(personalization)
                .execute(&mut **tx)
                .await?;
            }
        } else if quantity > 0 {
            sqlx::query(
                "INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, subscribe, \
                 subscribe_frequency, related_product_id, personalization, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(into)
            .bind(r.get::<i64, _>("product_id"))
            .bind(variant_id)
            .bind(quantity)
            .bind(subscribe)
            .bind(r.get::<i64, _>("subscribe_frequency"))
            .bind(r.get::<Option<i64>, _>("related_product_id"))
            .bind(personalization)
            .bind(now_secs())
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(capped)
}
