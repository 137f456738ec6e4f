//! Product page SQL. Column names per language are chosen from `Lang`, never from input.

use std::collections::HashMap;

use sqlx::Row;

use super::model::{
    product_with_options, variant_state, AttributeOption, CatalogAttribute, ColorImages, Comment,
    Group, ModelProduct, VariantCell, VariantData, VariantValue,
};
use crate::{
    catalog::{
        model::{image_set, page_url, PriceView, ProductCard},
        store as catalog,
    },
    db::{id_list, Db},
    locale::Lang,
};

/// Related products shown under a product.
pub const RELATED_LIMIT: i64 = 12;
/// Comments in the page's first render and per page of the comments call.
pub const COMMENTS_PAGE_SIZE: i64 = 5;

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

pub fn variant_data(row: &VariantRow, product: &ProductBase, view: PriceView) -> VariantData {
    let price = row.price_sell;
    VariantData {
        id: row.cell.id,
        type_id: row.cell.type2_id,
        type_name: format!("{} / {}", row.colour_name, row.size_name),
        type1_id: row.cell.type1_id,
        type2_id: row.cell.type2_id,
        code: row.code.clone(),
        barcode: row.barcode.clone(),
        price: view.show(price),
        price_not_discounted: view.show(row.price_list.max(price)),
        stock: row.cell.stock,
        in_stock: i64::from(row.cell.stock > 0),
        money_order_percent: product.money_order_percent,
        money_order_price: view.show(super::model::money_order_price(
            price,
            product.money_order_percent,
        )),
        vat: product.vat_percent,
        ws_code: row.ws_code.clone(),
        weight: row.weight_grams,
        additional_info: row.additional_info.clone(),
        type_color_code: row.colour_code.clone(),
        currency: view.currency.code().to_string(),
    }
}

/// The values of one group that the product offers in any combination, each with its state for
/// `sub_id` of the other group.
pub fn group_list(rows: &[VariantRow], group: Group, sub_id: Option<i64>) -> Vec<VariantValue> {
    let cells: Vec<VariantCell> = rows.iter().map(|r| r.cell).collect();
    let mut seen: Vec<(i64, i64, String, String)> = Vec::new();
    for r in rows {
        let entry = match group {
            Group::One => (
                r.cell.type1_id,
                r.colour_list_no,
                r.colour_name.clone(),
                r.colour_code.clone(),
            ),
            Group::Two => (
                r.cell.type2_id,
                r.size_list_no,
                r.size_name.clone(),
                String::new(),
            ),
        };
        if !seen.iter().any(|s| s.0 == entry.0) {
            seen.push(entry);
        }
    }
    seen.sort_by_key(|s| (s.1, s.0));
    seen.into_iter()
        .map(|(id, list_no, name, color_code)| {
            let (state, variant) = variant_state(&cells, group, id, sub_id);
            VariantValue {
                id,
                list_no,
                name,
                color_code,
                state,
                variant_id: variant.map_or(0, |v| v.id),
                stock: variant.map_or(0, |v| v.stock),
            }
        })
        .collect()
}

/// The product's images grouped by colour, in list order.
pub async fn color_images(db: &Db, product_id: i64) -> sqlx::Result<Vec<ColorImages>> {
    let rows = sqlx::query(
        "SELECT COALESCE(type1_id, 0) AS type1_id, path FROM product_images \
         WHERE product_id = $1 ORDER BY list_no, id",
    )
    .bind(product_id)
    .fetch_all(&db.pool)
    .await?;
    let mut out: Vec<ColorImages> = Vec::new();
    for r in rows {
        let colour: i64 = r.get("type1_id");
        let image = image_set(&r.get::<String, _>("path"));
        match out.iter_mut().find(|c| c.type1_id == colour) {
            Some(c) => c.image_list.push(image),
            None => out.push(ColorImages {
                type1_id: colour,
                image_list: vec![image],
            }),
        }
    }
    Ok(out)
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
async fn product_links(
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

/// The catalog attributes of a product: every group its model uses, each option with the product
/// of the model that has it (keeping the product's options in the other groups).
pub async fn attributes(
    db: &Db,
    product: &ProductBase,
    lang: Lang,
    with_image: bool,
) -> sqlx::Result<Vec<CatalogAttribute>> {
    let siblings = if product.model_id > 0 {
        model_options(db, product.model_id).await?
    } else {
        Vec::new()
    };
    let own: Vec<i64> = match siblings.iter().find(|(id, _)| *id == product.id) {
        Some((_, o)) => o.clone(),
        None => {
            sqlx::query_scalar(
                "SELECT option_id FROM product_catalog_options WHERE product_id = $1",
            )
            .bind(product.id)
            .fetch_all(&db.pool)
            .await?
        }
    };
    let model_option_ids: Vec<i64> = siblings
        .iter()
        .flat_map(|(_, o)| o.iter().copied())
        .chain(own.iter().copied())
        .collect();
    if model_option_ids.is_empty() {
        return Ok(Vec::new());
    }
    let in_list = id_list(&model_option_ids);
    let l = lang.code();
    let sql = format!(
        "SELECT g.id AS group_id, g.name_{l} AS group_name, g.catalog_view, o.id, o.name_{l} AS name \
         FROM catalog_options o JOIN catalog_groups g ON g.id = o.group_id \
         WHERE o.id IN ({in_list}) ORDER BY g.id, o.list_no, o.id"
    );
    let rows = sqlx::query(&sql).fetch_all(&db.pool).await?;
    let group_of: HashMap<i64, i64> = rows
        .iter()
        .map(|r| (r.get::<i64, _>("id"), r.get::<i64, _>("group_id")))
        .collect();
    let mut targets: Vec<(i64, i64)> = Vec::new();
    for r in &rows {
        let option: i64 = r.get("id");
        let group: i64 = r.get("group_id");
        let mut wanted: Vec<i64> = own
            .iter()
            .copied()
            .filter(|o| group_of.get(o) != Some(&group))
            .collect();
        wanted.push(option);
        let target = product_with_options(&siblings, &wanted, Some(product.id))
            .or_else(|| own.contains(&option).then_some(product.id))
            .unwrap_or(0);
        targets.push((option, target));
    }
    let target_ids: Vec<i64> = targets.iter().map(|t| t.1).filter(|id| *id > 0).collect();
    let links = product_links(db, &target_ids, lang).await?;
    let mut out: Vec<CatalogAttribute> = Vec::new();
    for (r, (option, target)) in rows.iter().zip(targets) {
        let group_id: i64 = r.get("group_id");
        let link = links.get(&target);
        let entry = AttributeOption {
            id: option,
            name: r.get("name"),
            selected: i64::from(own.contains(&option)),
            product_id: target,
            url: link.map_or(String::new(), |(slug, _, _)| page_url(lang, slug)),
            image: if with_image {
                link.and_then(|(_, _, image)| image.clone())
            } else {
                None
            },
        };
        match out.iter_mut().find(|g| g.group_id == group_id) {
            Some(g) => g.options.push(entry),
            None => out.push(CatalogAttribute {
                group_id,
                group_name: r.get("group_name"),
                catalog_view: r.get("catalog_view"),
                options: vec![entry],
            }),
        }
    }
    Ok(out)
}

/// The product of a model with all the wanted options; None when the model has none such.
pub async fn model_product(
    db: &Db,
    model_id: i64,
    wanted: &[i64],
    prefer: Option<i64>,
    lang: Lang,
) -> sqlx::Result<Option<ModelProduct>> {
    let siblings = model_options(db, model_id).await?;
    let Some(id) = product_with_options(&siblings, wanted, prefer) else {
        return Ok(None);
    };
    let links = product_links(db, &[id], lang).await?;
    Ok(links.get(&id).map(|(slug, title, _)| ModelProduct {
        model_id,
        product_id: id,
        title: title.clone(),
        url: page_url(lang, slug),
        options: siblings
            .iter()
            .find(|(p, _)| *p == id)
            .map(|(_, o)| o.clone())
            .unwrap_or_default(),
    }))
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
    catalog::cards_by_ids(db, view, &ids).await
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
