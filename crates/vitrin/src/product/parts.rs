//! The product page's parts, built from the catalog's rows of the product (`catalog::product`).

use std::collections::HashMap;

use super::model::{
    product_with_options, variant_state, AttributeOption, CatalogAttribute, ColorImages, Group,
    ModelProduct, VariantCell, VariantData, VariantValue,
};
pub use crate::catalog::product::{ProductBase, VariantRow};
use crate::{
    catalog::{
        model::{image_set, PriceView},
        product as stored,
    },
    db::Db,
    locale::{page_url, Lang},
};

/// Comments in the page's first render and per page of the comments call.
pub const COMMENTS_PAGE_SIZE: i64 = 5;

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
    let mut out: Vec<ColorImages> = Vec::new();
    for (colour, path) in stored::image_rows(db, product_id).await? {
        let image = image_set(&path);
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

/// The catalog attributes of a product: every group its model uses, each option with the product
/// of the model that has it (keeping the product's options in the other groups).
pub async fn attributes(
    db: &Db,
    product: &ProductBase,
    lang: Lang,
    with_image: bool,
) -> sqlx::Result<Vec<CatalogAttribute>> {
    let siblings = if product.model_id > 0 {
        stored::model_options(db, product.model_id).await?
    } else {
        Vec::new()
    };
    let own: Vec<i64> = match siblings.iter().find(|(id, _)| *id == product.id) {
        Some((_, o)) => o.clone(),
        None => stored::own_options(db, product.id).await?,
    };
    let model_option_ids: Vec<i64> = siblings
        .iter()
        .flat_map(|(_, o)| o.iter().copied())
        .chain(own.iter().copied())
        .collect();
    if model_option_ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows = stored::option_rows(db, &model_option_ids, lang).await?;
    let group_of: HashMap<i64, i64> = rows.iter().map(|r| (r.id, r.group_id)).collect();
    let mut targets: Vec<(i64, i64)> = Vec::new();
    for r in &rows {
        let (option, group) = (r.id, r.group_id);
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
    let links = stored::product_links(db, &target_ids, lang).await?;
    let mut out: Vec<CatalogAttribute> = Vec::new();
    for (r, (option, target)) in rows.iter().zip(targets) {
        let group_id = r.group_id;
        let link = links.get(&target);
        let entry = AttributeOption {
            id: option,
            name: r.name.clone(),
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
                group_name: r.group_name.clone(),
                catalog_view: r.catalog_view.clone(),
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
    let siblings = stored::model_options(db, model_id).await?;
    let Some(id) = product_with_options(&siblings, wanted, prefer) else {
        return Ok(None);
    };
    let links = stored::product_links(db, &[id], lang).await?;
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
