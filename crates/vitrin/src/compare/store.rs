//! The sizes and catalog attributes of a few products, from the catalog's rows. Their cards come
//! from the catalog feature.

use std::collections::HashMap;

use super::model::{AttributeOption, CompareAttribute, SizeStock};
use crate::{catalog::product as stored, db::Db, locale::Lang};

/// Sizes offered per product in size list order, with the stock of all colours summed.
/// `ids` are integers already parsed, at most four.
pub async fn sizes(db: &Db, lang: Lang, ids: &[i64]) -> sqlx::Result<HashMap<i64, Vec<SizeStock>>> {
    let mut out: HashMap<i64, Vec<SizeStock>> = HashMap::new();
    for (product_id, id, name, stock) in stored::size_stock(db, ids, lang).await? {
        out.entry(product_id)
            .or_default()
            .push(SizeStock::new(id, name, stock));
    }
    Ok(out)
}

/// Catalog attributes (group with the product's options in it) per product, groups by id.
/// `ids` are integers already parsed, at most four.
pub async fn attributes(
    db: &Db,
    lang: Lang,
    ids: &[i64],
) -> sqlx::Result<HashMap<i64, Vec<CompareAttribute>>> {
    let mut out: HashMap<i64, Vec<CompareAttribute>> = HashMap::new();
    for (product_id, row) in stored::product_option_rows(db, ids, lang).await? {
        let option = AttributeOption {
            id: row.id,
            name: row.name,
            selected: 1,
            product_id,
        };
        let list = out.entry(product_id).or_default();
        match list.iter_mut().find(|a| a.group_id == row.group_id) {
            Some(attribute) => attribute.options.push(option),
            None => list.push(CompareAttribute {
                group_id: row.group_id,
                name: row.group_name,
                catalog_view: row.catalog_view,
                options: vec![option],
            }),
        }
    }
    Ok(out)
}
