//! One product's rows as its page reads them: its columns, variants, images, catalog options, the
//! other products of its model, the products shown beside it and its comments. Column names per
//! language are chosen from `Lang`, never from input.

use std::collections::HashMap;

use serde::Serialize;
use sqlx::{Any, Row};
use utoipa::ToSchema;

use super::model::{image_set, PriceView, ProductCard, Tier};
use crate::{
    db::{id_list, Db},
    locale::Lang,
};

/// Related products shown under a product.
pub const RELATED_LIMIT: i64 = 12;

/// One variant as the rules see it: its id, colour (group 1), size (group 2) and stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VariantCell {
    pub id: i64,
    pub type1_id: i64,
    pub type2_id: i64,
    pub stock: i64,
}

/// The product columns the page's rules need.
#[derive(Debug, Clone)]
pub struct ProductBase {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub category_id: i64,
    pub model_id: i64,
    pub price_sell: i64,
    pub price_list: i64,
    pub vat_percent: i64,
    pub money_order_percent: i64,
    pub subscription_percent: i64,
}

pub async fn product_base(db: &Db, id: i64, lang: Lang) -> sqlx::Result<Option<ProductBase>> {
    let sql = format!(
        "SELECT id, slug, title_{} AS title, category_id, COALESCE(model_id, 0) AS model_id, \
         price_sell, price_list, vat_percent, money_order_percent, subscription_percent \
         FROM products WHERE id = $1",
        lang.code()
    );
    let row = sqlx::query(&sql).bind(id).fetch_optional(&db.pool).await?;
    Ok(row.map(|r| ProductBase {
        id: r.get("id"),
        slug: r.get("slug"),
        title: r.get("title"),
        category_id: r.get("category_id"),
        model_id: r.get("model_id"),
        price_sell: r.get("price_sell"),
        price_list: r.get("price_list"),
        vat_percent: r.get("vat_percent"),
        money_order_percent: r.get("money_order_percent"),
        subscription_percent: r.get("subscription_percent"),
    }))
}

/// A stored variant with both group values' names.
#[derive(Debug, Clone)]
pub struct VariantRow {
    pub cell: VariantCell,
    pub colour_name: String,
    pub colour_list_no: i64,
    pub colour_code: String,
    pub size_name: String,
    pub size_list_no: i64,
    pub code: String,
    pub barcode: String,
    pub ws_code: String,
    pub price_sell: i64,
    pub price_list: i64,
    pub weight_grams: i64,
    pub additional_info: String,
}

/// The product's variants, colour then size order.
pub async fn variant_rows(db: &Db, product_id: i64, lang: Lang) -> sqlx::Result<Vec<VariantRow>> {
    let l = lang.code();
    let sql = format!(
        "SELECT v.id, v.type1_id, v.type2_id, v.stock, v.code, v.barcode, v.ws_code, \
         v.price_sell, v.price_list, v.weight_grams, v.additional_info, \
         c.name_{l} AS c_name, c.list_no AS c_list, c.color_code, \
         s.name_{l} AS s_name, s.list_no AS s_list \
         FROM variants v JOIN variant_values c ON c.id = v.type1_id \
         JOIN variant_values s ON s.id = v.type2_id \
         WHERE v.product_id = $1 ORDER BY c.list_no, c.id, s.list_no, s.id"
    );
    let rows = sqlx::query(&sql)
        .bind(product_id)
        .fetch_all(&db.pool)
        .await?;
    Ok(rows
        .iter()
        .map(|r| VariantRow {
            cell: VariantCell {
                id: r.get("id"),
                type1_id: r.get("type1_id"),
                type2_id: r.get("type2_id"),
                stock: r.get("stock"),
            },
            colour_name: r.get("c_name"),
            colour_list_no: r.get("c_list"),
            colour_code: r.get::<Option<String>, _>("color_code").unwrap_or_default(),
            size_name: r.get("s_name"),
            size_list_no: r.get("s_list"),
            code: r.get("code"),
            barcode: r.get("barcode"),
            ws_code: r.get("ws_code"),
            price_sell: r.get("price_sell"),
            price_list: r.get("price_list"),
            weight_grams: r.get("weight_grams"),
            additional_info: r.get("additional_info"),
        })
        .collect())
}

/// The product's images in list order: (colour value id or 0, image path).
pub async fn image_rows(db: &Db, product_id: i64) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as(
        "SELECT COALESCE(type1_id, 0), path FROM product_images \
         WHERE product_id = $1 ORDER BY list_no, id",
    )
    .bind(product_id)
    .fetch_all(&db.pool)
    .await
}

/// Each product of a model with its catalog option ids.
pub async fn model_options(db: &Db, model_id: i64) -> sqlx::Result<Vec<(i64, Vec<i64>)>> {
    let rows = sqlx::query(
        "SELECT p.id, o.option_id FROM products p \
         LEFT JOIN product_catalog_options o ON o.product_id = p.id \
         WHERE p.model_id = $1 ORDER BY p.id, o.option_id",
    )
    .bind(model_id)
    .fetch_all(&db.pool)
    .await?;
    let mut out: Vec<(i64, Vec<i64>)> = Vec::new();
    for r in rows {
        let id: i64 = r.get("id");
        let option: Option<i64> = r.get("option_id");
        if out.last().is_none_or(|(last, _)| *last != id) {
            out.push((id, Vec::new()));
        }
        if let (Some(o), Some((_, list))) = (option, out.last_mut()) {
            list.push(o);
        }
    }
    Ok(out)
}

/// Slug, title and first image of some products, by id.
pub async fn product_links(
    db: &Db,
    ids: &[i64],
    lang: Lang,
) -> sqlx::Result<HashMap<i64, (String, String, Option<String>)>> {
    let mut out = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    let in_list = id_list(ids);
    let sql = format!(
        "SELECT p.id, p.slug, p.title_{} AS title, \
         (SELECT i.path FROM product_images i WHERE i.product_id = p.id \
          ORDER BY i.list_no, i.id LIMIT 1) AS image \
         FROM products p WHERE p.id IN ({in_list})",
        lang.code()
    );
    for r in sqlx::query(&sql).fetch_all(&db.pool).await? {
        let image: Option<String> = r.get("image");
        out.insert(
            r.get("id"),
            (
                r.get("slug"),
                r.get("title"),
                image.map(|stem| image_set(&stem).small),
            ),
        );
    }
    Ok(out)
}

/// The catalog option ids a product has.
pub async fn own_options(db: &Db, product_id: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("SELECT option_id FROM product_catalog_options WHERE product_id = $1")
        .bind(product_id)
        .fetch_all(&db.pool)
        .await
}

/// A catalog option with its group.
#[derive(Debug, Clone)]
pub struct OptionRow {
    pub group_id: i64,
    pub group_name: String,
    pub catalog_view: String,
    pub id: i64,
    pub name: String,
}

impl OptionRow {
    fn of(r: &sqlx::any::AnyRow) -> OptionRow {
        OptionRow {
            group_id: r.get("group_id"),
            group_name: r.get("group_name"),
            catalog_view: r.get("catalog_view"),
            id: r.get("option_id"),
            name: r.get("option_name"),
        }
    }
}

/// The options of `option_ids` with their groups, by group id then the options' list order.
pub async fn option_rows(db: &Db, option_ids: &[i64], lang: Lang) -> sqlx::Result<Vec<OptionRow>> {
    if option_ids.is_empty() {
        return Ok(Vec::new());
    }
    let l = lang.code();
    let sql = format!(
        "SELECT g.id AS group_id, g.name_{l} AS group_name, g.catalog_view, o.id AS option_id, \
         o.name_{l} AS option_name \
         FROM catalog_options o JOIN catalog_groups g ON g.id = o.group_id \
         WHERE o.id IN ({}) ORDER BY g.id, o.list_no, o.id",
        id_list(option_ids)
    );
    Ok(sqlx::query(&sql)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(OptionRow::of)
        .collect())
}

/// Each product's options with their groups: (product id, option), by product, group id and the
/// options' list order.
pub async fn product_option_rows(
    db: &Db,
    ids: &[i64],
    lang: Lang,
) -> sqlx::Result<Vec<(i64, OptionRow)>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let l = lang.code();
    let sql = format!(
        "SELECT pco.product_id, g.id AS group_id, g.name_{l} AS group_name, g.catalog_view, \
         o.id AS option_id, o.name_{l} AS option_name \
         FROM product_catalog_options pco \
         JOIN catalog_options o ON o.id = pco.option_id \
         JOIN catalog_groups g ON g.id = o.group_id \
         WHERE pco.product_id IN ({}) \
         ORDER BY pco.product_id, g.id, o.list_no, o.id",
        id_list(ids)
    );
    Ok(sqlx::query(&sql)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|r| (r.get("product_id"), OptionRow::of(r)))
        .collect())
}

/// Sizes each product offers with the stock of all its colours summed: (product id, size value
/// id, size name, stock), by product and the sizes' list order.
pub async fn size_stock(
    db: &Db,
    ids: &[i64],
    lang: Lang,
) -> sqlx::Result<Vec<(i64, i64, String, i64)>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT v.product_id, s.id, s.name_{l} AS name, CAST(SUM(v.stock) AS BIGINT) AS stock \
         FROM variants v JOIN variant_values s ON s.id = v.type2_id \
         WHERE v.product_id IN ({in_list}) \
         GROUP BY v.product_id, s.id, s.name_{l}, s.list_no \
         ORDER BY v.product_id, s.list_no, s.id",
        l = lang.code(),
        in_list = id_list(ids)
    );
    sqlx::query_as(&sql).fetch_all(&db.pool).await
}

/// Which group each option id belongs to (unknown ids are left out).
pub async fn option_groups(db: &Db, option_ids: &[i64]) -> sqlx::Result<HashMap<i64, i64>> {
    if option_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let in_list = id_list(option_ids);
    let rows = sqlx::query(&format!(
        "SELECT id, group_id FROM catalog_options WHERE id IN ({in_list})"
    ))
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| (r.get("id"), r.get("group_id")))
        .collect())
}

/// Products to show beside this one: the other products of its model first, then its category's
/// best sellers; only products with stock, never the product itself.
pub async fn related_products(
    db: &Db,
    view: PriceView,
    product: &ProductBase,
) -> sqlx::Result<Vec<ProductCard>> {
    // Two index-ordered reads (same model, then the category's best sellers) rather than one
    // OR that sorts the whole category.
    let mut ids: Vec<i64> = if product.model_id > 0 {
        sqlx::query_scalar(
            "SELECT id FROM products WHERE model_id = $1 AND id <> $2 AND total_stock > 0 \
             ORDER BY sold_count DESC, id LIMIT $3",
        )
        .bind(product.model_id)
        .bind(product.id)
        .bind(RELATED_LIMIT)
        .fetch_all(&db.pool)
        .await?
    } else {
        Vec::new()
    };
    let more: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM products WHERE category_id = $1 AND id <> $2 AND total_stock > 0 \
         ORDER BY sold_count DESC, id LIMIT $3",
    )
    .bind(product.category_id)
    .bind(product.id)
    // Enough to fill the list after dropping the ones the model query already gave.
    .bind(RELATED_LIMIT * 2)
    .fetch_all(&db.pool)
    .await?;
    for id in more {
        if ids.len() >= RELATED_LIMIT as usize {
            break;
        }
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    super::store::cards_by_ids(db, view, &ids).await
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Comment {
    pub id: i64,
    pub author: String,
    pub rating: i64,
    pub content: String,
    /// UTC day, `YYYY-MM-DD`.
    pub date: String,
}

/// A page of a product's comments, newest first, and how many it has.
pub async fn comments(
    db: &Db,
    product_id: i64,
    page: i64,
    page_size: i64,
) -> sqlx::Result<(Vec<Comment>, i64)> {
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM comments WHERE product_id = $1")
        .bind(product_id)
        .fetch_one(&db.pool)
        .await?;
    let rows = sqlx::query(
        "SELECT id, author_name, rating, body, created_at FROM comments WHERE product_id = $1 \
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3",
    )
    .bind(product_id)
    .bind(page_size)
    .bind((page - 1) * page_size)
    .fetch_all(&db.pool)
    .await?;
    let list = rows
        .iter()
        .map(|r| Comment {
            id: r.get("id"),
            author: r.get("author_name"),
            rating: r.get("rating"),
            content: r.get("body"),
            date: time::OffsetDateTime::from_unix_timestamp(r.get("created_at"))
                .map(|t| format!("{:04}-{:02}-{:02}", t.year(), u8::from(t.month()), t.day()))
                .unwrap_or_default(),
        })
        .collect();
    Ok((list, total))
}

/// Every rating a product's comments gave.
pub async fn ratings(db: &Db, product_id: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("SELECT rating FROM comments WHERE product_id = $1")
        .bind(product_id)
        .fetch_all(&db.pool)
        .await
}

/// Multi-buy tiers of the given products.
pub async fn tiers(db: &Db, product_ids: &[i64]) -> sqlx::Result<HashMap<i64, Vec<Tier>>> {
    tiers_with(&db.pool, product_ids).await
}

/// Multi-buy tiers of the given products, read through `ex`.
pub async fn tiers_with<'e>(
    ex: impl sqlx::Executor<'e, Database = Any>,
    product_ids: &[i64],
) -> sqlx::Result<HashMap<i64, Vec<Tier>>> {
    let mut out: HashMap<i64, Vec<Tier>> = HashMap::new();
    if product_ids.is_empty() {
        return Ok(out);
    }
    let in_list = id_list(product_ids);
    for r in sqlx::query(&format!(
        "SELECT product_id, min_qty, max_qty, percent FROM multi_buy_tiers \
         WHERE product_id IN ({in_list}) ORDER BY product_id, min_qty"
    ))
    .fetch_all(ex)
    .await?
    {
        out.entry(r.get("product_id")).or_default().push(Tier {
            min_qty: r.get("min_qty"),
            max_qty: r.get("max_qty"),
            percent: r.get("percent"),
        });
    }
    Ok(out)
}

/// Each product's category and the categories above it (nearest first), read through `conn`.
pub async fn category_paths_with(
    conn: &mut sqlx::AnyConnection,
    product_ids: &[i64],
) -> sqlx::Result<HashMap<i64, Vec<i64>>> {
    if product_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let parents: HashMap<i64, Option<i64>> =
        sqlx::query_as::<_, (i64, Option<i64>)>("SELECT id, parent_id FROM categories")
            .fetch_all(&mut *conn)
            .await?
            .into_iter()
            .collect();
    let owned: Vec<(i64, i64)> = sqlx::query_as(&format!(
        "SELECT id, category_id FROM products WHERE id IN ({})",
        id_list(product_ids)
    ))
    .fetch_all(&mut *conn)
    .await?;
    Ok(owned
        .into_iter()
        .map(|(product, category)| {
            let mut path = vec![category];
            // A category tree is shallow; the bound only guards against a loop in bad data.
            while let Some(Some(parent)) = parents.get(path.last().unwrap_or(&category)) {
                if path.len() > 16 || path.contains(parent) {
                    break;
                }
                path.push(*parent);
            }
            (product, path)
        })
        .collect())
}

/// The slugs of a product's category and of the categories above it, nearest first (none for an
/// unknown product).
pub async fn category_slug_path(db: &Db, product_id: i64) -> sqlx::Result<Vec<String>> {
    let mut conn = db.pool.acquire().await?;
    let Some(path) = category_paths_with(&mut conn, &[product_id])
        .await?
        .remove(&product_id)
    else {
        return Ok(Vec::new());
    };
    let slugs: HashMap<i64, String> = sqlx::query_as(&format!(
        "SELECT id, slug FROM categories WHERE id IN ({})",
        id_list(&path)
    ))
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .collect();
    Ok(path
        .iter()
        .filter_map(|id| slugs.get(id).cloned())
        .collect())
}

/// The sizes a product offers by their Turkish names: the size value's id and the stock of all
/// colours.
pub async fn product_sizes(db: &Db, product_id: i64) -> sqlx::Result<HashMap<String, (i64, i64)>> {
    let rows: Vec<(String, i64, i64)> = sqlx::query_as(
        "SELECT s.name_tr, s.id, CAST(SUM(v.stock) AS BIGINT) AS stock \
         FROM variants v JOIN variant_values s ON s.id = v.type2_id WHERE v.product_id = $1 \
         GROUP BY s.id, s.name_tr",
    )
    .bind(product_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(tr, id, stock)| (tr, (id, stock)))
        .collect())
}

/// The names in `lang` of the variant values named `names` in Turkish (those the catalog has).
pub async fn value_names(
    db: &Db,
    names: &[&str],
    lang: Lang,
) -> sqlx::Result<HashMap<String, String>> {
    if names.is_empty() {
        return Ok(HashMap::new());
    }
    let marks: Vec<String> = (1..=names.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT name_tr, MIN(name_{}) FROM variant_values WHERE name_tr IN ({}) GROUP BY name_tr",
        lang.code(),
        marks.join(", ")
    );
    let mut query = sqlx::query_as(&sql);
    for name in names {
        query = query.bind(*name);
    }
    Ok(query.fetch_all(&db.pool).await?.into_iter().collect())
}
