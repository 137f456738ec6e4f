//! Catalog SQL. Column names per language are chosen from `Lang`, never from input.

use std::collections::HashMap;

use sqlx::Row;

use super::filter::{FacetGroup, FacetIndex, FacetProduct, FacetRows, FacetValue};
use super::model::{
    comment_average, discount_percent, image_set, Category, Colour, PriceView, ProductCard,
    ProductRow,
};
use crate::{
    db::{id_list, Db},
    locale::{page_url, Lang},
};

/// Sort orders of product lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProductSort {
    Newest,
    BestSelling,
    BiggestDiscount,
    /// Lowest selling price first.
    PriceAsc,
    /// Highest selling price first.
    PriceDesc,
    /// Most viewed first (`view_count`).
    MostViewed,
}

impl ProductSort {
    fn order_by(self) -> &'static str {
        match self {
            ProductSort::Newest => "p.created_at DESC, p.id DESC",
            ProductSort::BestSelling => "p.sold_count DESC, p.id DESC",
            ProductSort::BiggestDiscount => {
                "(p.price_list - p.price_sell) * 1000 / p.price_list DESC, p.id DESC"
            }
            ProductSort::PriceAsc => "p.price_sell ASC, p.id DESC",
            ProductSort::PriceDesc => "p.price_sell DESC, p.id DESC",
            ProductSort::MostViewed => "p.view_count DESC, p.id DESC",
        }
    }
}

/// The category tree, top level first, each level by its list number.
pub async fn category_tree(db: &Db, lang: Lang) -> sqlx::Result<Vec<Category>> {
    let sql = format!(
        "SELECT id, parent_id, slug, name_{} AS name FROM categories ORDER BY list_no, id",
        lang.code()
    );
    let rows = sqlx::query(&sql).fetch_all(&db.pool).await?;
    let flat: Vec<Category> = rows
        .iter()
        .map(|r| {
            let slug: String = r.get("slug");
            Category {
                id: r.get("id"),
                parent_id: r.get("parent_id"),
                name: r.get("name"),
                url: page_url(lang, &slug),
                slug,
                children: Vec::new(),
            }
        })
        .collect();
    Ok(build_tree(flat))
}

fn build_tree(flat: Vec<Category>) -> Vec<Category> {
    let mut children: HashMap<i64, Vec<Category>> = HashMap::new();
    let mut roots = Vec::new();
    for c in flat {
        match c.parent_id {
            Some(p) => children.entry(p).or_default().push(c),
            None => roots.push(c),
        }
    }
    fn attach(node: &mut Category, children: &mut HashMap<i64, Vec<Category>>) {
        node.children = children.remove(&node.id).unwrap_or_default();
        for child in &mut node.children {
            attach(child, children);
        }
    }
    for root in &mut roots {
        attach(root, &mut children);
    }
    roots
}

/// Finds a category anywhere in the tree, with the path of its ancestors (root first).
pub fn find_category(
    tree: &[Category],
    matches: impl Fn(&Category) -> bool + Copy,
) -> Option<Vec<&Category>> {
    for node in tree {
        if matches(node) {
            return Some(vec![node]);
        }
        if let Some(mut path) = find_category(&node.children, matches) {
            path.insert(0, node);
            return Some(path);
        }
    }
    None
}

fn subtree_ids(category: &Category, out: &mut Vec<i64>) {
    out.push(category.id);
    for c in &category.children {
        subtree_ids(c, out);
    }
}

fn product_columns(lang: Lang) -> String {
    format!(
        "p.id, p.slug, p.category_id, p.title_{lang} AS title, p.price_sell, p.price_list, p.vat_percent, \
         p.comment_count, p.rating_sum, SUBSTR(p.description_{lang}, 1, {}) AS description_start",
        SHORT_DESCRIPTION_CHARS + 1,
        lang = lang.code()
    )
}

/// The most characters of a product's description shown in a list row.
const SHORT_DESCRIPTION_CHARS: usize = 140;

/// A list row's short description: the description's first sentence, or as many whole words as
/// fit in `SHORT_DESCRIPTION_CHARS` with an ellipsis.
fn short_description(start: &str) -> String {
    let start = start.trim();
    let sentence_end = start
        .char_indices()
        .take(SHORT_DESCRIPTION_CHARS)
        .find(|&(i, c)| matches!(c, '.' | '!' | '?') && start[i + 1..].starts_with(' '))
        .map(|(i, c)| i + c.len_utf8());
    if let Some(end) = sentence_end {
        return start[..end].to_string();
    }
    if start.chars().count() <= SHORT_DESCRIPTION_CHARS {
        return start.to_string();
    }
    let cut: String = start.chars().take(SHORT_DESCRIPTION_CHARS).collect();
    let words = cut
        .rsplit_once(' ')
        .map_or(cut.as_str(), |(words, _)| words);
    format!("{}…", words.trim_end_matches([',', ';', ':', ' ']))
}

fn product_row(r: &sqlx::any::AnyRow) -> ProductRow {
    ProductRow {
        id: r.get("id"),
        slug: r.get("slug"),
        title: r.get("title"),
        price_sell: r.get("price_sell"),
        price_list: r.get("price_list"),
        vat_percent: r.get("vat_percent"),
        comment_count: r.get("comment_count"),
        rating_sum: r.get("rating_sum"),
        short_description: short_description(r.get("description_start")),
        category_id: r.get("category_id"),
    }
}

/// A showcase of the whole catalog in one order, for the home page.
pub async fn top_products(
    db: &Db,
    view: PriceView,
    sort: ProductSort,
    limit: i64,
) -> sqlx::Result<Vec<ProductCard>> {
    let filter = match sort {
        ProductSort::BiggestDiscount => "WHERE p.price_sell < p.price_list",
        _ => "",
    };
    let sql = format!(
        "SELECT {} FROM products p {filter} ORDER BY {} LIMIT $1",
        product_columns(view.lang),
        sort.order_by()
    );
    let rows = sqlx::query(&sql).bind(limit).fetch_all(&db.pool).await?;
    let rows: Vec<ProductRow> = rows.iter().map(product_row).collect();
    cards(db, view, rows).await
}

/// Cards of the given products, in the order given (search results).
pub async fn cards_by_ids(db: &Db, view: PriceView, ids: &[i64]) -> sqlx::Result<Vec<ProductCard>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let in_list = id_list(ids);
    let sql = format!(
        "SELECT {} FROM products p WHERE p.id IN ({in_list})",
        product_columns(view.lang)
    );
    let mut rows: Vec<ProductRow> = sqlx::query(&sql)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(product_row)
        .collect();
    rows.sort_by_key(|r| ids.iter().position(|id| *id == r.id));
    cards(db, view, rows).await
}

/// A product by its slug, with its description.
pub async fn product_by_slug(
    db: &Db,
    view: PriceView,
    slug: &str,
) -> sqlx::Result<Option<(ProductCard, String)>> {
    let sql = format!(
        "SELECT {}, p.description_{} AS description FROM products p WHERE p.slug = $1",
        product_columns(view.lang),
        view.lang.code()
    );
    let Some(row) = sqlx::query(&sql)
        .bind(slug)
        .fetch_optional(&db.pool)
        .await?
    else {
        return Ok(None);
    };
    let description: String = row.get("description");
    let mut list = cards(db, view, vec![product_row(&row)]).await?;
    Ok(list.pop().map(|card| (card, description)))
}

/// Slug of a product by id (for links in another language).
pub async fn product_slug(db: &Db, id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT slug FROM products WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await
}

/// Dresses rows as cards: first image per colour and the colours on offer, two queries in all.
async fn cards(db: &Db, view: PriceView, rows: Vec<ProductRow>) -> sqlx::Result<Vec<ProductCard>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let in_list = id_list(&rows.iter().map(|r| r.id).collect::<Vec<_>>());
    let mut images: HashMap<i64, Vec<String>> = HashMap::new();
    for r in sqlx::query(&format!(
        "SELECT product_id, path FROM product_images WHERE product_id IN ({in_list}) \
         ORDER BY product_id, list_no"
    ))
    .fetch_all(&db.pool)
    .await?
    {
        images
            .entry(r.get("product_id"))
            .or_default()
            .push(r.get("path"));
    }
    let mut colours: HashMap<i64, Vec<Colour>> = HashMap::new();
    for r in sqlx::query(&format!(
        "SELECT DISTINCT v.product_id, vv.id, vv.name_{} AS name, vv.color_code, vv.list_no \
         FROM variants v JOIN variant_values vv ON vv.id = v.type1_id \
         WHERE v.product_id IN ({in_list}) ORDER BY v.product_id, vv.list_no, vv.id",
        view.lang.code()
    ))
    .fetch_all(&db.pool)
    .await?
    {
        colours
            .entry(r.get("product_id"))
            .or_default()
            .push(Colour {
                id: r.get("id"),
                name: r.get("name"),
                color_code: r.get::<Option<String>, _>("color_code").unwrap_or_default(),
            });
    }
    Ok(rows
        .into_iter()
        .map(|r| {
            let discount = discount_percent(r.price_sell, r.price_list);
            ProductCard {
                id: r.id,
                url: page_url(view.lang, &r.slug),
                title: r.title,
                price_sell: view.show(r.price_sell),
                price_not_discounted: view.show(r.price_list),
                vat: r.vat_percent,
                discount_percent: discount,
                is_display_discounted_active: i64::from(discount > 0),
                currency: view.currency,
                currency_target: view.currency,
                image_list: images
                    .remove(&r.id)
                    .unwrap_or_default()
                    .iter()
                    .map(|stem| image_set(stem))
                    .collect(),
                colors: colours.remove(&r.id).unwrap_or_default(),
                comment_average: comment_average(r.rating_sum, r.comment_count),
                comment_count: r.comment_count,
                short_description: r.short_description,
                category_id: r.category_id,
                slug: r.slug,
            }
        })
        .collect())
}

/// Products per slice when variant and attribute rows are read for the filter index.
const FACET_SLICE: i64 = 5_000;

/// The filter index (see `filter::FacetIndex`): products and filter values in a few queries,
/// then variants and attribute options a slice of products at a time.
pub async fn facet_index(db: &Db) -> sqlx::Result<FacetIndex> {
    let multi_buy: std::collections::HashSet<i64> =
        sqlx::query_scalar("SELECT DISTINCT product_id FROM multi_buy_tiers")
            .fetch_all(&db.pool)
            .await?
            .into_iter()
            .collect();
    // A slice at a time, as the variants below: all rows at once would hold every row's
    // database form beside its copy.
    let mut products: Vec<FacetProduct> = Vec::new();
    loop {
        let after = products.last().map_or(i64::MIN, |p| p.id);
        let rows = sqlx::query(
            "SELECT id, category_id, price_sell, price_list, created_at, sold_count, view_count \
             FROM products WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(FACET_SLICE * 4)
        .fetch_all(&db.pool)
        .await?;
        let last_slice = (rows.len() as i64) < FACET_SLICE * 4;
        products.extend(rows.iter().map(|r| FacetProduct {
            id: r.get("id"),
            category_id: r.get("category_id"),
            price: r.get("price_sell"),
            price_list: r.get("price_list"),
            created_at: r.get("created_at"),
            sold_count: r.get("sold_count"),
            view_count: r.get("view_count"),
            multi_buy: multi_buy.contains(&r.get::<i64, _>("id")),
            ..FacetProduct::default()
        }));
        if last_slice {
            break;
        }
    }
    let mut colours = Vec::new();
    let mut sizes = Vec::new();
    for r in sqlx::query(
        "SELECT id, group_no, list_no, name_tr, name_en, name_ar, color_code FROM variant_values \
         ORDER BY group_no, list_no, id",
    )
    .fetch_all(&db.pool)
    .await?
    {
        let value = FacetValue {
            id: r.get("id"),
            list_no: r.get("list_no"),
            names: [r.get("name_tr"), r.get("name_en"), r.get("name_ar")],
            color_code: r.get::<Option<String>, _>("color_code").unwrap_or_default(),
            group: 0,
        };
        if r.get::<i64, _>("group_no") == 1 {
            colours.push(value);
        } else {
            sizes.push(value);
        }
    }
    let groups: Vec<FacetGroup> = sqlx::query(
        "SELECT id, catalog_view, name_tr, name_en, name_ar FROM catalog_groups ORDER BY id",
    )
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| FacetGroup {
        id: r.get("id"),
        view: r.get("catalog_view"),
        names: [r.get("name_tr"), r.get("name_en"), r.get("name_ar")],
    })
    .collect();
    let options = sqlx::query(
        "SELECT id, group_id, list_no, name_tr, name_en, name_ar FROM catalog_options \
         ORDER BY group_id, list_no, id",
    )
    .fetch_all(&db.pool)
    .await?
    .iter()
    .filter_map(|r| {
        let group_id: i64 = r.get("group_id");
        Some(FacetValue {
            id: r.get("id"),
            list_no: r.get("list_no"),
            names: [r.get("name_tr"), r.get("name_en"), r.get("name_ar")],
            color_code: String::new(),
            group: groups.iter().position(|g| g.id == group_id)?,
        })
    })
    .collect();
    let mut index = FacetIndex::build(FacetRows {
        products,
        colours,
        sizes,
        groups,
        options,
        ..FacetRows::default()
    });
    let Some((first, last)) = index.id_bounds() else {
        return Ok(index);
    };
    let mut from = first;
    while from <= last {
        let to = from.saturating_add(FACET_SLICE);
        let variants: Vec<(i64, i64, i64, i64)> = slice_rows(
            db,
            "SELECT product_id, type1_id, type2_id, stock FROM variants \
             WHERE product_id >= $1 AND product_id < $2",
            (from, to),
        )
        .await?;
        index.add_variants(&variants);
        let options: Vec<(i64, i64)> = slice_rows(
            db,
            "SELECT product_id, option_id FROM product_catalog_options \
             WHERE product_id >= $1 AND product_id < $2",
            (from, to),
        )
        .await?;
        index.add_options(&options);
        from = to;
    }
    Ok(index)
}

/// The rows of `sql` for the products with ids in `[from, to)` (`$1` and `$2`).
async fn slice_rows<T>(db: &Db, sql: &str, (from, to): (i64, i64)) -> sqlx::Result<Vec<T>>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    sqlx::query_as(sql)
        .bind(from)
        .bind(to)
        .fetch_all(&db.pool)
        .await
}

/// Ids of a category and every category below it.
pub fn category_subtree_ids(category: &Category) -> Vec<i64> {
    let mut ids = Vec::new();
    subtree_ids(category, &mut ids);
    ids
}

/// Product count and one page of product slugs in id order, for the sitemap.
pub async fn product_slugs(db: &Db, offset: i64, limit: i64) -> sqlx::Result<(i64, Vec<String>)> {
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products")
        .fetch_one(&db.pool)
        .await?;
    let slugs = sqlx::query_scalar("SELECT slug FROM products ORDER BY id LIMIT $1 OFFSET $2")
        .bind(limit)
        .bind(offset)
        .fetch_all(&db.pool)
        .await?;
    Ok((total, slugs))
}

/// One variant's new stock and prices from the back office; None keeps the current value.
pub struct VariantUpdate<'a> {
    pub code: &'a str,
    pub stock: Option<i64>,
    pub price_sell: Option<i64>,
    pub price_list: Option<i64>,
}

/// A variant's list price would fall below its selling price.
pub struct PriceConflict;

/// What `update_variants` did.
pub struct VariantsUpdated {
    pub updated: usize,
    /// Codes that name no variant.
    pub unknown: Vec<String>,
    /// Some price differs from before: lists, filters and search carry it.
    pub prices_changed: bool,
}

/// Writes stock and prices in one transaction, or nothing when a list price would fall below
/// its selling price. A product's total stock follows its variants', its own prices are its
/// cheapest variant's, and every product whose stock or prices changed is marked in the change
/// log, so each instance drops its cached page.
pub async fn update_variants(
    db: &Db,
    updates: &[VariantUpdate<'_>],
    now: i64,
) -> sqlx::Result<Result<VariantsUpdated, PriceConflict>> {
    let mut tx = db.begin().await?;
    let mut done = VariantsUpdated {
        updated: 0,
        unknown: Vec::new(),
        prices_changed: false,
    };
    let mut changed_products = std::collections::BTreeSet::new();
    for u in updates {
        let row: Option<(i64, i64, i64, i64, i64)> = sqlx::query_as(
            "SELECT id, product_id, stock, price_sell, price_list FROM variants WHERE code = $1",
        )
        .bind(u.code)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((variant_id, product_id, stock, sell, list)) = row else {
            done.unknown.push(u.code.to_string());
            continue;
        };
        let new_stock = u.stock.unwrap_or(stock);
        let (new_sell, new_list) = (u.price_sell.unwrap_or(sell), u.price_list.unwrap_or(list));
        if new_list < new_sell {
            return Ok(Err(PriceConflict));
        }
        if (new_stock, new_sell, new_list) == (stock, sell, list) {
            continue;
        }
        sqlx::query(
            "UPDATE variants SET stock = $1, price_sell = $2, price_list = $3 WHERE id = $4",
        )
        .bind(new_stock)
        .bind(new_sell)
        .bind(new_list)
        .bind(variant_id)
        .execute(&mut *tx)
        .await?;
        if new_stock != stock {
            sqlx::query("UPDATE products SET total_stock = total_stock + $1 WHERE id = $2")
                .bind(new_stock - stock)
                .bind(product_id)
                .execute(&mut *tx)
                .await?;
        }
        if (new_sell, new_list) != (sell, list) {
            sqlx::query(
                "UPDATE products SET (price_sell, price_list) = \
                 (SELECT price_sell, price_list FROM variants WHERE product_id = $1 \
                  ORDER BY price_sell, price_list LIMIT 1) WHERE id = $1",
            )
            .bind(product_id)
            .execute(&mut *tx)
            .await?;
            done.prices_changed = true;
        }
        done.updated += 1;
        changed_products.insert(product_id);
    }
    for product_id in changed_products {
        super::changes::record(&mut tx, product_id, now).await?;
    }
    tx.commit().await?;
    Ok(Ok(done))
}

/// Which of `ids` are products of the catalog (the same check a foreign key makes on insert).
pub async fn known_products(db: &Db, ids: &[i64]) -> sqlx::Result<Vec<i64>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!("SELECT id FROM products WHERE id IN ({})", id_list(ids));
    sqlx::query_scalar(&sql).fetch_all(&db.pool).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_description_is_the_first_sentence_or_whole_words() {
        assert_eq!(
            short_description("Yumuşak pamuklu gömlek. Düğmeleri sedef görünümlüdür."),
            "Yumuşak pamuklu gömlek."
        );
        assert_eq!(short_description("  Tek cümle  "), "Tek cümle");
        // A dot inside a number is no sentence end.
        assert_eq!(short_description("Fiyat 1.250 TL"), "Fiyat 1.250 TL");
        let long = "Çok uzun ve bitmeyen bir açıklama, ".repeat(8);
        let short = short_description(&long);
        assert!(short.ends_with('…'), "{short}");
        assert!(
            short.chars().count() <= SHORT_DESCRIPTION_CHARS + 1,
            "{short}"
        );
        assert!(long.starts_with(short.trim_end_matches('…')), "{short}");
    }
}
