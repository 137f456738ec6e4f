//! Cart SQL. A cart is found by its key (the `session_id` column): a signed-in member's is
//! `member:{id}`, the same on every device they sign in on; a guest's is the session id. Every
//! change is one transaction whose first statement writes (so SQLite takes its write lock at
//! once instead of failing to upgrade a read), and quantities change only through
//! conditional statements that re-check stock and the maximum in the database: parallel requests,
//! from one instance or many, can neither lose an add nor pass the stock.

use sqlx::{Any, AnyConnection, Row, Transaction};

use super::model::QuantityRule;
use crate::{
    catalog::{stock, variants},
    clock::now_secs,
    db::Db,
    locale::Lang,
};

/// The key of the cart a request works on: the member's own while signed in, else the session's.
pub fn cart_key(member: Option<i64>, session_id: &str) -> String {
    match member {
        Some(id) => format!("{MEMBER_KEY}{id}"),
        None => session_id.to_string(),
    }
}

const MEMBER_KEY: &str = "member:";

/// The member a cart key belongs to.
pub fn member_of_key(key: &str) -> Option<i64> {
    key.strip_prefix(MEMBER_KEY)?.parse().ok()
}

#[derive(Debug, Clone)]
pub struct CartRow {
    pub id: i64,
    pub store_id: Option<i64>,
    pub store_name: Option<String>,
    pub order_notes: String,
    /// The discount code the shopper entered (checked again at every pricing), or empty.
    pub coupon_code: String,
}

#[derive(Debug, Clone)]
pub struct LineRow {
    pub line_id: i64,
    pub product_id: i64,
    pub variant_id: i64,
    pub quantity: i64,
    pub subscribe: bool,
    pub subscribe_frequency: i64,
    pub personalization: String,
    pub title: String,
    pub slug: String,
    pub unit_price: i64,
    pub list_price: i64,
    pub vat_percent: i64,
    pub subscription_percent: i64,
    pub rule: QuantityRule,
    pub stock: i64,
    pub colour: String,
    pub size: String,
    pub image: Option<String>,
    pub store_pickup: bool,
}

impl LineRow {
    /// The line as campaigns and a coupon see it.
    pub fn offer_line(&self) -> crate::promotions::campaign::Line {
        crate::promotions::campaign::Line {
            product_id: self.product_id,
            quantity: self.quantity,
            discounted: self.unit_price < self.list_price,
            vat_percent: self.vat_percent,
        }
    }
}

#[derive(Debug, Clone)]
pub struct ProductInfo {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub rule: QuantityRule,
    pub store_pickup: bool,
    pub subscription_percent: i64,
    /// 0: no personalization; else the most characters of the required name to embroider.
    pub personalization_max: i64,
}

/// A line to add, already validated against the catalog.
#[derive(Debug, Clone)]
pub struct NewLine {
    pub product_id: i64,
    pub variant_id: i64,
    pub quantity: i64,
    pub subscribe: bool,
    pub subscribe_frequency: i64,
    pub related_product_id: Option<i64>,
    pub personalization: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddResult {
    Added,
    /// Stock or the product's maximum would be passed; this many more would still fit.
    Short(i64),
}

pub async fn find_cart(db: &Db, session_id: &str) -> sqlx::Result<Option<CartRow>> {
    let row = sqlx::query(
        "SELECT id, store_id, order_notes, coupon_code FROM carts WHERE session_id = $1",
    )
    .bind(session_id)
    .fetch_optional(&db.pool)
    .await?;
    let Some(r) = row else {
        return Ok(None);
    };
    let store_id: Option<i64> = r.get("store_id");
    let store_name = match store_id {
        Some(id) => crate::stores::store::name(db, id).await?,
        None => None,
    };
    Ok(Some(CartRow {
        id: r.get("id"),
        store_id,
        store_name,
        order_notes: r.get("order_notes"),
        coupon_code: r.get("coupon_code"),
    }))
}

/// The session's cart id, created when missing. Starts the transaction's write.
async fn ensure_cart(tx: &mut Transaction<'_, Any>, session_id: &str) -> sqlx::Result<i64> {
    let t = now_secs();
    sqlx::query(
        "INSERT INTO carts (session_id, customer_id, created_at, updated_at) \
         VALUES ($1, $3, $2, $2) \
         ON CONFLICT (session_id) DO UPDATE SET updated_at = excluded.updated_at",
    )
    .bind(session_id)
    .bind(t)
    .bind(member_of_key(session_id))
    .execute(&mut **tx)
    .await?;
    sqlx::query_scalar("SELECT id FROM carts WHERE session_id = $1")
        .bind(session_id)
        .fetch_one(&mut **tx)
        .await
}

/// The existing cart's id, touching it so the transaction writes first; None without a cart.
pub async fn lock_cart(
    tx: &mut Transaction<'_, Any>,
    session_id: &str,
) -> sqlx::Result<Option<i64>> {
    let done = sqlx::query("UPDATE carts SET updated_at = $1 WHERE session_id = $2")
        .bind(now_secs())
        .bind(session_id)
        .execute(&mut **tx)
        .await?;
    if done.rows_affected() == 0 {
        return Ok(None);
    }
    sqlx::query_scalar("SELECT id FROM carts WHERE session_id = $1")
        .bind(session_id)
        .fetch_optional(&mut **tx)
        .await
}

pub async fn lines(db: &Db, cart_id: i64, lang: Lang) -> sqlx::Result<Vec<LineRow>> {
    lines_with(&mut *db.pool.acquire().await?, cart_id, lang).await
}

/// The cart's lines, read through `conn` (a pooled connection, or a transaction that must see its
/// own writes). A line whose variant left the catalog is not shown.
pub async fn lines_with(
    conn: &mut AnyConnection,
    cart_id: i64,
    lang: Lang,
) -> sqlx::Result<Vec<LineRow>> {
    let rows = sqlx::query(
        "SELECT id, product_id, variant_id, quantity, subscribe, subscribe_frequency, \
         personalization FROM cart_lines WHERE cart_id = $1 ORDER BY id",
    )
    .bind(cart_id)
    .fetch_all(&mut *conn)
    .await?;
    let variants: Vec<i64> = rows.iter().map(|r| r.get("variant_id")).collect();
    let mut shown = variants::variant_lines(conn, &variants, lang).await?;
    Ok(rows
        .iter()
        .filter_map(|r| {
            let v = shown.remove(&r.get::<i64, _>("variant_id"))?;
            Some(LineRow {
                line_id: r.get("id"),
                product_id: r.get("product_id"),
                variant_id: r.get("variant_id"),
                quantity: r.get("quantity"),
                subscribe: r.get::<i64, _>("subscribe") == 1,
                subscribe_frequency: r.get("subscribe_frequency"),
                personalization: r.get("personalization"),
                title: v.title,
                slug: v.slug,
                unit_price: v.unit_price,
                list_price: v.list_price,
                vat_percent: v.vat_percent,
                subscription_percent: v.subscription_percent,
                rule: QuantityRule {
                    min: v.qty_min,
                    max: v.qty_max,
                    step: v.qty_step,
                },
                stock: v.stock,
                colour: v.colour,
                size: v.size,
                image: v.image,
                store_pickup: v.store_pickup,
            })
        })
        .collect())
}

pub async fn product(db: &Db, id: i64, lang: Lang) -> sqlx::Result<Option<ProductInfo>> {
    Ok(variants::buying_rules(db, id, lang)
        .await?
        .map(|p| ProductInfo {
            id: p.id,
            slug: p.slug,
            title: p.title,
            rule: QuantityRule {
                min: p.qty_min,
                max: p.qty_max,
                step: p.qty_step,
            },
            store_pickup: p.store_pickup,
            subscription_percent: p.subscription_percent,
            personalization_max: p.personalization_max,
        }))
}

/// Adds to the line of the same variant and options, or creates it, when the new total stays
/// within the variant's stock and the product's maximum. The cart's row is written first, so
/// adds to one cart wait for each other and none is lost.
pub async fn add_line(db: &Db, session_id: &str, line: &NewLine) -> sqlx::Result<AddResult> {
    let mut tx = db.begin().await?;
    let cart_id = ensure_cart(&mut tx, session_id).await?;
    let limit = stock::limits(&mut tx, &[line.variant_id])
        .await?
        .remove(&line.variant_id)
        .filter(|l| l.product_id == line.product_id)
        .map_or(0, |l| l.stock.min(l.qty_max));
    let held: i64 = sqlx::query_scalar(
        "SELECT quantity FROM cart_lines WHERE cart_id = $1 AND variant_id = $2 \
         AND subscribe = $3 AND personalization = $4",
    )
    .bind(cart_id)
    .bind(line.variant_id)
    .bind(i64::from(line.subscribe))
    .bind(line.personalization.clone())
    .fetch_optional(&mut *tx)
    .await?
    .unwrap_or(0);
    if held + line.quantity > limit {
        tx.commit().await?;
        return Ok(AddResult::Short((limit - held).max(0)));
    }
    sqlx::query(
        "INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, subscribe, \
         subscribe_frequency, related_product_id, personalization, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (cart_id, variant_id, subscribe, personalization) DO UPDATE \
         SET quantity = cart_lines.quantity + excluded.quantity, \
             subscribe_frequency = excluded.subscribe_frequency",
    )
    .bind(cart_id)
    .bind(line.product_id)
    .bind(line.variant_id)
    .bind(line.quantity)
    .bind(i64::from(line.subscribe))
    .bind(line.subscribe_frequency)
    .bind(line.related_product_id)
    .bind(line.personalization.clone())
    .bind(now_secs())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(AddResult::Added)
}

/// Outcome of changing lines by position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineChange {
    Done,
    NoCart,
    UnknownLine,
    /// Line at this position would pass its stock (what is left in stock given).
    StockShort(usize, i64),
    CountsMismatch,
}

async fn line_ids(tx: &mut Transaction<'_, Any>, cart_id: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("SELECT id FROM cart_lines WHERE cart_id = $1 ORDER BY id")
        .bind(cart_id)
        .fetch_all(&mut **tx)
        .await
}

async fn set_line_quantity(
    tx: &mut Transaction<'_, Any>,
    line_id: i64,
    quantity: i64,
) -> sqlx::Result<Option<i64>> {
    let variant: Option<i64> =
        sqlx::query_scalar("SELECT variant_id FROM cart_lines WHERE id = $1")
            .bind(line_id)
            .fetch_optional(&mut **tx)
            .await?;
    let Some(variant) = variant else {
        return Ok(Some(0));
    };
    let left = stock::limits(tx, &[variant])
        .await?
        .get(&variant)
        .map_or(0, |l| l.stock);
    if quantity > left {
        return Ok(Some(left));
    }
    sqlx::query("UPDATE cart_lines SET quantity = $1 WHERE id = $2")
        .bind(quantity)
        .bind(line_id)
        .execute(&mut **tx)
        .await?;
    Ok(None)
}

/// Sets the quantities of all lines, in cart order; all or nothing.
pub async fn set_quantities(
    db: &Db,
    session_id: &str,
    counts: &[(Option<usize>, i64)],
) -> sqlx::Result<LineChange> {
    let mut tx = db.begin().await?;
    let Some(cart_id) = lock_cart(&mut tx, session_id).await? else {
        return Ok(LineChange::NoCart);
    };
    let ids = line_ids(&mut tx, cart_id).await?;
    // A single index names one line; no index means "every line, in order".
    let targets: Vec<(usize, i64)> = if let [(Some(index), count)] = counts {
        match ids.get(*index) {
            Some(_) => vec![(*index, *count)],
            None => return Ok(LineChange::UnknownLine),
        }
    } else {
        if counts.len() != ids.len() {
            return Ok(LineChange::CountsMismatch);
        }
        counts
            .iter()
            .enumerate()
            .map(|(i, (_, c))| (i, *c))
            .collect()
    };
    for (index, count) in targets {
        if let Some(stock) = set_line_quantity(&mut tx, ids[index], count).await? {
            tx.rollback().await?;
            return Ok(LineChange::StockShort(index, stock));
        }
    }
    tx.commit().await?;
    Ok(LineChange::Done)
}

/// Sets how often the subscribed line at `index` is delivered. `None` when there is no such line,
/// `Some(false)` when the line is not bought by subscription.
pub async fn set_frequency(
    db: &Db,
    session_id: &str,
    index: usize,
    frequency: i64,
) -> sqlx::Result<Option<bool>> {
    let mut tx = db.begin().await?;
    let Some(cart_id) = lock_cart(&mut tx, session_id).await? else {
        return Ok(None);
    };
    let ids = line_ids(&mut tx, cart_id).await?;
    let Some(id) = ids.get(index) else {
        return Ok(None);
    };
    let done = sqlx::query(
        "UPDATE cart_lines SET subscribe_frequency = $1 WHERE id = $2 AND subscribe = 1",
    )
    .bind(frequency)
    .bind(*id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(done.rows_affected() == 1))
}

pub async fn delete_line(db: &Db, session_id: &str, index: usize) -> sqlx::Result<LineChange> {
    let mut tx = db.begin().await?;
    let Some(cart_id) = lock_cart(&mut tx, session_id).await? else {
        return Ok(LineChange::UnknownLine);
    };
    let ids = line_ids(&mut tx, cart_id).await?;
    let Some(id) = ids.get(index) else {
        return Ok(LineChange::UnknownLine);
    };
    sqlx::query("DELETE FROM cart_lines WHERE id = $1")
        .bind(*id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(LineChange::Done)
}

pub async fn delete_all(db: &Db, session_id: &str) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    if let Some(cart_id) = lock_cart(&mut tx, session_id).await? {
        sqlx::query("DELETE FROM cart_lines WHERE cart_id = $1")
            .bind(cart_id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

pub async fn set_store(db: &Db, session_id: &str, store_id: Option<i64>) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    let cart_id = ensure_cart(&mut tx, session_id).await?;
    sqlx::query("UPDATE carts SET store_id = $1 WHERE id = $2")
        .bind(store_id)
        .bind(cart_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Keeps a discount code on the cart (empty: none), creating the cart when missing.
pub async fn set_coupon(db: &Db, session_id: &str, code: &str) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    let cart_id = ensure_cart(&mut tx, session_id).await?;
    sqlx::query("UPDATE carts SET coupon_code = $1 WHERE id = $2")
        .bind(code)
        .bind(cart_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

pub async fn set_notes(db: &Db, session_id: &str, notes: &str) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    let cart_id = ensure_cart(&mut tx, session_id).await?;
    sqlx::query("UPDATE carts SET order_notes = $1 WHERE id = $2")
        .bind(notes.to_string())
        .bind(cart_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// A variant choice for the product page: colour and size with their names, stock and price.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct VariantChoice {
    pub id: i64,
    pub type1_id: i64,
    pub type1_name: String,
    pub type_color_code: String,
    pub type2_id: i64,
    pub type2_name: String,
    pub stock: i64,
    pub in_stock: i64,
}

/// The offered variants of a product, colour then size order.
pub async fn variant_choices(
    db: &Db,
    product_id: i64,
    lang: Lang,
) -> sqlx::Result<Vec<VariantChoice>> {
    let rows = crate::catalog::product::variant_rows(db, product_id, lang).await?;
    Ok(rows
        .into_iter()
        .map(|r| VariantChoice {
            id: r.cell.id,
            type1_id: r.cell.type1_id,
            type1_name: r.colour_name,
            type_color_code: r.colour_code,
            type2_id: r.cell.type2_id,
            type2_name: r.size_name,
            stock: r.cell.stock,
            in_stock: i64::from(r.cell.stock > 0),
        })
        .collect())
}

/// How a product is bought, for the product page's add-to-cart form.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct PurchaseInfo {
    pub qty_min: i64,
    pub qty_max: i64,
    pub qty_step: i64,
    pub subscription_percent: i64,
    pub store_pickup: i64,
    pub personalization_max: i64,
    pub multi_buy: Vec<super::model::Tier>,
}

pub async fn purchase_info(db: &Db, product_id: i64) -> sqlx::Result<Option<PurchaseInfo>> {
    let Some(p) = product(db, product_id, Lang::Tr).await? else {
        return Ok(None);
    };
    let multi_buy = crate::catalog::product::tiers(db, &[product_id])
        .await?
        .remove(&product_id)
        .unwrap_or_default();
    Ok(Some(PurchaseInfo {
        qty_min: p.rule.min,
        qty_max: p.rule.max,
        qty_step: p.rule.step,
        subscription_percent: p.subscription_percent,
        store_pickup: i64::from(p.store_pickup),
        personalization_max: p.personalization_max,
        multi_buy,
    }))
}
