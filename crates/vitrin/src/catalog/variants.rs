//! What a cart line shows and may hold of a variant, and the buying rules of a product. Column
//! names per language are chosen from `Lang`, never from input.

use std::collections::HashMap;

use sqlx::{AnyConnection, Row};

use crate::{
    db::{id_list, Db},
    locale::Lang,
};

/// How a product is bought.
#[derive(Debug, Clone)]
pub struct BuyingRules {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub qty_min: i64,
    pub qty_max: i64,
    pub qty_step: i64,
    pub store_pickup: bool,
    pub subscription_percent: i64,
    /// 0: no personalization; else the most characters of the required name to embroider.
    pub personalization_max: i64,
}

pub async fn buying_rules(db: &Db, id: i64, lang: Lang) -> sqlx::Result<Option<BuyingRules>> {
    let sql = format!(
        "SELECT id, slug, title_{} AS title, qty_min, qty_max, qty_step, store_pickup, \
         subscription_percent, personalization_max FROM products WHERE id = $1",
        lang.code()
    );
    let row = sqlx::query(&sql).bind(id).fetch_optional(&db.pool).await?;
    Ok(row.map(|r| BuyingRules {
        id: r.get("id"),
        slug: r.get("slug"),
        title: r.get("title"),
        qty_min: r.get("qty_min"),
        qty_max: r.get("qty_max"),
        qty_step: r.get("qty_step"),
        store_pickup: r.get::<i64, _>("store_pickup") == 1,
        subscription_percent: r.get("subscription_percent"),
        personalization_max: r.get("personalization_max"),
    }))
}

/// A variant as a cart line shows it, with its product's buying rules.
#[derive(Debug, Clone)]
pub struct VariantLine {
    pub title: String,
    pub slug: String,
    pub unit_price: i64,
    pub list_price: i64,
    pub vat_percent: i64,
    pub subscription_percent: i64,
    pub qty_min: i64,
    pub qty_max: i64,
    pub qty_step: i64,
    pub stock: i64,
    pub store_pickup: bool,
    pub colour: String,
    pub size: String,
    /// The first image of the variant's colour, else the product's first image.
    pub image: Option<String>,
}

/// The lines of `variant_ids` by variant id, read through `conn` (a pooled connection, or a
/// transaction that must see its own writes); a variant gone from the catalog is absent.
pub async fn variant_lines(
    conn: &mut AnyConnection,
    variant_ids: &[i64],
    lang: Lang,
) -> sqlx::Result<HashMap<i64, VariantLine>> {
    if variant_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let l = lang.code();
    let sql = format!(
        "SELECT v.id, p.title_{l} AS title, p.slug, v.price_sell AS unit_price, \
         v.price_list AS list_price, p.vat_percent, p.subscription_percent, p.qty_min, p.qty_max, \
         p.qty_step, v.stock, p.store_pickup, c.name_{l} AS colour, s.name_{l} AS size, \
         COALESCE((SELECT i.path FROM product_images i WHERE i.product_id = p.id \
                   AND i.type1_id = v.type1_id ORDER BY i.list_no LIMIT 1), \
                  (SELECT i.path FROM product_images i WHERE i.product_id = p.id \
                   ORDER BY i.list_no LIMIT 1)) AS image \
         FROM variants v JOIN products p ON p.id = v.product_id \
         LEFT JOIN variant_values c ON c.id = v.type1_id \
         LEFT JOIN variant_values s ON s.id = v.type2_id \
         WHERE v.id IN ({})",
        id_list(variant_ids)
    );
    let rows = sqlx::query(&sql).fetch_all(conn).await?;
    Ok(rows
        .iter()
        .map(|r| {
            let line = VariantLine {
                title: r.get("title"),
                slug: r.get("slug"),
                unit_price: r.get("unit_price"),
                list_price: r.get("list_price"),
                vat_percent: r.get("vat_percent"),
                subscription_percent: r.get("subscription_percent"),
                qty_min: r.get("qty_min"),
                qty_max: r.get("qty_max"),
                qty_step: r.get("qty_step"),
                stock: r.get("stock"),
                store_pickup: r.get::<i64, _>("store_pickup") == 1,
                colour: r.get::<Option<String>, _>("colour").unwrap_or_default(),
                size: r.get::<Option<String>, _>("size").unwrap_or_default(),
                image: r.get("image"),
            };
            (r.get("id"), line)
        })
        .collect())
}

/// Stock of a variant of this product; None when the product has no such variant.
pub async fn variant_stock(db: &Db, product_id: i64, variant_id: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT stock FROM variants WHERE id = $1 AND product_id = $2")
        .bind(variant_id)
        .bind(product_id)
        .fetch_optional(&db.pool)
        .await
}

/// The product's variants as (id, stock).
pub async fn variants_of(db: &Db, product_id: i64) -> sqlx::Result<Vec<(i64, i64)>> {
    sqlx::query_as("SELECT id, stock FROM variants WHERE product_id = $1 ORDER BY id")
        .bind(product_id)
        .fetch_all(&db.pool)
        .await
}

/// A variant's stock; None when the catalog has no such variant.
pub async fn stock_of(db: &Db, variant_id: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT stock FROM variants WHERE id = $1")
        .bind(variant_id)
        .fetch_optional(&db.pool)
        .await
}

/// Those of `variant_ids` that have stock.
pub async fn in_stock(db: &Db, variant_ids: &[i64]) -> sqlx::Result<Vec<i64>> {
    if variant_ids.is_empty() {
        return Ok(Vec::new());
    }
    sqlx::query_scalar(&format!(
        "SELECT id FROM variants WHERE stock > 0 AND id IN ({})",
        id_list(variant_ids)
    ))
    .fetch_all(&db.pool)
    .await
}

/// The selling price (kuruş), title and address of `product_ids` (the unknown left out).
pub async fn prices(
    db: &Db,
    product_ids: &[i64],
    lang: Lang,
) -> sqlx::Result<HashMap<i64, (i64, String, String)>> {
    if product_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(i64, i64, String, String)> = sqlx::query_as(&format!(
        "SELECT id, price_sell, title_{}, slug FROM products WHERE id IN ({})",
        lang.code(),
        id_list(product_ids)
    ))
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, price, title, slug)| (id, (price, title, slug)))
        .collect())
}
