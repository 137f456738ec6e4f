//! The coupons' tables (`coupons`, `coupon_uses`): finding a code, counting a use inside the
//! order's transaction and giving it back, and what the back office writes and reads.

use sqlx::{any::AnyRow, Any, AnyConnection, Row, Transaction};

use super::{
    admin::{CouponReport, CouponSpec, UseRow},
    messages::CouponRefusal,
    model::{fold_code, Coupon, Kind, Scope},
};
use crate::db::Db;

const COLUMNS: &str = "id, shown_code, kind, value, min_total, starts_at, ends_at, categories, \
     products, excluded_categories, excluded_products, exclude_discounted, max_uses, \
     max_uses_per_customer, first_order_only, members_only, combinable, used, batch, created_at";

fn ids(r: &AnyRow, column: &str) -> Vec<i64> {
    serde_json::from_str(&r.get::<String, _>(column)).unwrap_or_default()
}

fn coupon_of(r: &AnyRow) -> Coupon {
    Coupon {
        id: r.get("id"),
        code: r.get("shown_code"),
        kind: Kind::parse(&r.get::<String, _>("kind")).unwrap_or(Kind::Percent),
        value: r.get("value"),
        min_total: r.get("min_total"),
        starts_at: r.get("starts_at"),
        ends_at: r.get("ends_at"),
        scope: Scope {
            categories: ids(r, "categories"),
            products: ids(r, "products"),
            excluded_categories: ids(r, "excluded_categories"),
            excluded_products: ids(r, "excluded_products"),
            exclude_discounted: r.get::<i64, _>("exclude_discounted") != 0,
        },
        max_uses: r.get("max_uses"),
        max_uses_per_customer: r.get("max_uses_per_customer"),
        first_order_only: r.get::<i64, _>("first_order_only") != 0,
        members_only: r.get::<i64, _>("members_only") != 0,
        combinable: r.get::<i64, _>("combinable") != 0,
        used: r.get("used"),
    }
}

/// The coupon a shopper's text names, compared folded (`fold_code`).
pub async fn find(conn: &mut AnyConnection, code: &str) -> sqlx::Result<Option<Coupon>> {
    let folded = fold_code(code);
    if folded.is_empty() {
        return Ok(None);
    }
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM coupons WHERE code = $1"))
        .bind(folded)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.as_ref().map(coupon_of))
}

/// Uses of a coupon by a member or an e-mail address, on orders still standing.
pub async fn uses_by(
    conn: &mut AnyConnection,
    coupon_id: i64,
    customer_id: Option<i64>,
    email: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM coupon_uses WHERE coupon_id = $1 AND released_at IS NULL \
         AND (customer_id = $2 OR email = $3)",
    )
    .bind(coupon_id)
    .bind(customer_id)
    .bind(email.trim().to_lowercase())
    .fetch_one(&mut *conn)
    .await
}

/// Who uses a coupon on which order, and what it took off.
pub struct NewUse<'a> {
    pub order_id: i64,
    pub customer_id: Option<i64>,
    pub email: &'a str,
    pub discount: i64,
    pub now: i64,
}

/// Counts one use of the coupon for an order, in the order's transaction: only while uses are
/// left (a conditional update, so two orders racing for the last use cannot both have it) and
/// while this member or e-mail has uses left. On a refusal the caller rolls the order back.
pub async fn take_use(
    tx: &mut Transaction<'_, Any>,
    coupon: &Coupon,
    u: &NewUse<'_>,
) -> sqlx::Result<Result<(), CouponRefusal>> {
    let taken = sqlx::query(
        "UPDATE coupons SET used = used + 1 WHERE id = $1 \
         AND (max_uses IS NULL OR used < max_uses)",
    )
    .bind(coupon.id)
    .execute(&mut **tx)
    .await?;
    if taken.rows_affected() == 0 {
        return Ok(Err(CouponRefusal::UsedUp));
    }
    // The coupon's row is now held by this transaction: a second order of the same shopper waits
    // here and then counts this one's use.
    if let Some(most) = coupon.max_uses_per_customer {
        if uses_by(tx, coupon.id, u.customer_id, u.email).await? >= most {
            return Ok(Err(CouponRefusal::AlreadyUsed));
        }
    }
    sqlx::query(
        "INSERT INTO coupon_uses (coupon_id, order_id, customer_id, email, discount, used_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(coupon.id)
    .bind(u.order_id)
    .bind(u.customer_id)
    .bind(u.email.trim().to_lowercase())
    .bind(u.discount)
    .bind(u.now)
    .execute(&mut **tx)
    .await?;
    Ok(Ok(()))
}

/// Gives back the use an order made of a coupon and releases its campaigns' (the order was
/// cancelled or returned whole), in the caller's transaction. Nothing happens for an order
/// without them or given back already.
pub async fn release(tx: &mut Transaction<'_, Any>, order_id: i64, now: i64) -> sqlx::Result<()> {
    super::campaign_store::release(tx, order_id, now).await?;
    let coupon: Option<i64> = sqlx::query_scalar(
        "UPDATE coupon_uses SET released_at = $1 WHERE order_id = $2 AND released_at IS NULL \
         RETURNING coupon_id",
    )
    .bind(now)
    .bind(order_id)
    .fetch_optional(&mut **tx)
    .await?;
    if let Some(id) = coupon {
        sqlx::query("UPDATE coupons SET used = used - 1 WHERE id = $1 AND used > 0")
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// A coupon the shop adds: refused (false) when its folded code is taken.
pub async fn insert(
    tx: &mut Transaction<'_, Any>,
    spec: &CouponSpec,
    batch: &str,
    now: i64,
) -> sqlx::Result<bool> {
    let done = bind_rules(
        sqlx::query(
            "INSERT INTO coupons (shown_code, kind, value, min_total, starts_at, ends_at, \
             categories, products, excluded_categories, excluded_products, exclude_discounted, \
             max_uses, max_uses_per_customer, first_order_only, members_only, combinable, \
             code, batch, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
             $17, $18, $19, $19) ON CONFLICT (code) DO NOTHING",
        ),
        spec,
    )
    .bind(spec.folded())
    .bind(batch)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Replaces the rules of the coupon `code` names (its code, uses and batch stay); false when
/// there is none.
pub async fn update(db: &Db, code: &str, spec: &CouponSpec, now: i64) -> sqlx::Result<bool> {
    let done = bind_rules(
        sqlx::query(
            "UPDATE coupons SET shown_code = $1, kind = $2, value = $3, min_total = $4, \
             starts_at = $5, ends_at = $6, categories = $7, products = $8, \
             excluded_categories = $9, excluded_products = $10, exclude_discounted = $11, \
             max_uses = $12, max_uses_per_customer = $13, first_order_only = $14, \
             members_only = $15, combinable = $16, updated_at = $18 WHERE code = $17",
        ),
        spec,
    )
    .bind(fold_code(code))
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

type Query<'q> = sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>;

/// Binds $1 to $16: the shown code and the rules.
fn bind_rules<'q>(q: Query<'q>, s: &'q CouponSpec) -> Query<'q> {
    let list = |ids: &Vec<i64>| serde_json::to_string(ids).unwrap_or_else(|_| "[]".into());
    q.bind(s.code.trim())
        .bind(s.kind.code())
        .bind(s.value)
        .bind(s.min_total)
        .bind(s.starts_at)
        .bind(s.ends_at)
        .bind(list(&s.scope.categories))
        .bind(list(&s.scope.products))
        .bind(list(&s.scope.excluded_categories))
        .bind(list(&s.scope.excluded_products))
        .bind(i64::from(s.scope.exclude_discounted))
        .bind(s.max_uses)
        .bind(s.max_uses_per_customer)
        .bind(i64::from(s.first_order_only))
        .bind(i64::from(s.members_only))
        .bind(i64::from(s.combinable))
}

/// Ends the coupon `code` names at `now` (one that ended earlier keeps its end); false when
/// there is none.
pub async fn end(db: &Db, code: &str, now: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE coupons SET ends_at = CASE WHEN ends_at IS NOT NULL AND ends_at < $1 \
         THEN ends_at ELSE $1 END, updated_at = $1 WHERE code = $2",
    )
    .bind(now)
    .bind(fold_code(code))
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The coupon `code` names with its batch and creation time.
pub async fn report(db: &Db, code: &str) -> sqlx::Result<Option<(Coupon, CouponReport)>> {
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM coupons WHERE code = $1"))
        .bind(fold_code(code))
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(|r| {
        let c = coupon_of(&r);
        (
            c.clone(),
            CouponReport::of(c, r.get("batch"), r.get("created_at")),
        )
    }))
}

/// Coupons after the id `after` (0: from the first), oldest first, of one batch when named
/// (empty: every coupon).
pub async fn list(
    db: &Db,
    batch: &str,
    after: i64,
    limit: i64,
) -> sqlx::Result<Vec<(i64, CouponReport)>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM coupons WHERE id > $1 AND ($2 = '' OR batch = $2) \
         ORDER BY id LIMIT $3"
    ))
    .bind(after)
    .bind(batch)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| {
            let c = coupon_of(r);
            (
                c.id,
                CouponReport::of(c, r.get("batch"), r.get("created_at")),
            )
        })
        .collect())
}

/// Every use of a coupon, oldest first.
pub async fn uses(db: &Db, coupon_id: i64) -> sqlx::Result<Vec<UseRow>> {
    let rows = sqlx::query(
        "SELECT order_id, email, discount, used_at, released_at FROM coupon_uses \
         WHERE coupon_id = $1 ORDER BY id",
    )
    .bind(coupon_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| UseRow {
            order_id: r.get("order_id"),
            email: r.get("email"),
            discount: r.get("discount"),
            used_at: r.get("used_at"),
            released_at: r.get("released_at"),
        })
        .collect())
}
