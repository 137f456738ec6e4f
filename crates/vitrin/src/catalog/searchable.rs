//! Every product and category with the fields a search needs, read in slices (the search
//! index is built from them).

use sqlx::Row;

use crate::db::{id_list, Db};

/// Rows read per query: the whole catalog at once would hold every row's database form
/// beside its copy, a peak the process keeps long after.
const SLICE: i64 = 20_000;

/// A product with what a search matches and shows of it.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ProductDoc {
    pub id: i64,
    pub slug: String,
    /// Turkish, English, Arabic.
    pub titles: [String; 3],
    pub image: Option<String>,
    pub price_sell: i64,
    pub price_list: i64,
    pub sold_count: i64,
    pub total_stock: i64,
}

/// A category with its name in each language.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct CategoryDoc {
    pub id: i64,
    pub slug: String,
    pub names: [String; 3],
}

pub async fn products(db: &Db) -> sqlx::Result<Vec<ProductDoc>> {
    let mut products: Vec<ProductDoc> = Vec::new();
    loop {
        let after = products.last().map_or(i64::MIN, |p| p.id);
        let rows = sqlx::query(
            "SELECT p.id, p.slug, p.title_tr, p.title_en, p.title_ar, p.price_sell, p.price_list, \
             p.sold_count, p.total_stock, \
             (SELECT i.path FROM product_images i WHERE i.product_id = p.id \
              ORDER BY i.list_no, i.id LIMIT 1) AS image \
             FROM products p WHERE p.id > $1 ORDER BY p.id LIMIT $2",
        )
        .bind(after)
        .bind(SLICE)
        .fetch_all(&db.pool)
        .await?;
        let last_slice = (rows.len() as i64) < SLICE;
        products.extend(rows.iter().map(|r| ProductDoc {
            id: r.get("id"),
            slug: r.get("slug"),
            titles: [r.get("title_tr"), r.get("title_en"), r.get("title_ar")],
            image: r.get("image"),
            price_sell: r.get("price_sell"),
            price_list: r.get("price_list"),
            sold_count: r.get("sold_count"),
            total_stock: r.get("total_stock"),
        }));
        if last_slice {
            return Ok(products);
        }
    }
}

/// (id, sold, stock) of `products`, or of every product (in slices).
pub async fn sales_and_stock(
    db: &Db,
    products: Option<&[i64]>,
) -> sqlx::Result<Vec<(i64, i64, i64)>> {
    const COLUMNS: &str = "SELECT id, sold_count, total_stock FROM products";
    let mut out: Vec<(i64, i64, i64)> = Vec::new();
    match products {
        Some(ids) => {
            for some in ids.chunks(500) {
                let sql = format!("{COLUMNS} WHERE id IN ({})", id_list(some));
                let rows: Vec<(i64, i64, i64)> = sqlx::query_as(&sql).fetch_all(&db.pool).await?;
                out.extend(rows);
            }
        }
        None => loop {
            let after = out.last().map_or(i64::MIN, |p| p.0);
            let rows: Vec<(i64, i64, i64)> =
                sqlx::query_as(&format!("{COLUMNS} WHERE id > $1 ORDER BY id LIMIT $2"))
                    .bind(after)
                    .bind(SLICE)
                    .fetch_all(&db.pool)
                    .await?;
            let last_slice = (rows.len() as i64) < SLICE;
            out.extend(rows);
            if last_slice {
                break;
            }
        },
    }
    Ok(out)
}

pub async fn categories(db: &Db) -> sqlx::Result<Vec<CategoryDoc>> {
    let rows = sqlx::query(
        "SELECT id, slug, name_tr, name_en, name_ar FROM categories ORDER BY list_no, id",
    )
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| CategoryDoc {
            id: r.get("id"),
            slug: r.get("slug"),
            names: [r.get("name_tr"), r.get("name_en"), r.get("name_ar")],
        })
        .collect())
}
