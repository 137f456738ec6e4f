//! Compare SQL: the sizes and catalog attributes of a few products. Their cards come from the
//! catalog feature.

use std::collections::HashMap;

use sqlx::Row;

use super::model::{AttributeOption, CompareAttribute, SizeStock};
use crate::{
    db::{id_list, Db},
    locale::Lang,
};

/// Sizes offered per product in size list order, with the stock of all colours summed.
/// `ids` are integers already parsed, at most four.
pub async fn sizes(db: &Db, lang: Lang, ids: &[i64]) -> sqlx::Result<HashMap<i64, Vec<SizeStock>>> {
    let mut out: HashMap<i64, Vec<SizeStock>> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    let sql = format!(
        "SELECT v.product_id, s.id, s.name_{l} AS name, s.list_no, \
         CAST(SUM(v.stock) AS BIGINT) AS stock \
         FROM variants v JOIN variant_values s ON s.id = v.type2_id \
         WHERE v.product_id IN ({in_list}) \
         GROUP BY v.product_id, s.id, s.name_{l}, s.list_no \
         ORDER BY v.product_id, s.list_no, s.id",
        l = lang.code(),
        in_list = id_list(ids)
    );
    for r in sqlx::query(&sql).fetch_all(&db.pool).await? {
        out.entry(r.get("product_id"))
            .or_default()
            .push(SizeStock::new(r.get("id"), r.get("name"), r.get("stock")));
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
    if ids.is_empty() {
        return Ok(out);
    }
    let in_list = id_list(ids);
    let l = lang.code();
    let sql = format!(
        "SELECT pco.product_id, g.id AS group_id, g.name_{l} AS group_name, g.catalog_view, \
         o.id AS option_id, o.name_{l} AS option_name \
         FROM product_catalog_options pco \
         JOIN catalog_options o ON o.id = pco.option_id \
         JOIN catalog_groups g ON g.id = o.group_id \
         WHERE pco.product_id IN ({in_list}) \
         ORDER BY pco.product_id, g.id, o.list_no, o.id"
    );
    for r in sqlx::query(&sql).fetch_all(&db.pool).await? {
        let product_id: i64 = r.get("product_id");
        let group_id: i64 = r.get("group_id");
        let option = AttributeOption {
            id: r.get("option_id"),
            name: r.get("option_name"),
            selected: 1,
            product_id,
        };
        let list = out.entry(product_id).or_default();
        match list.iter_mut().find(|a| a.group_id == group_id) {
            Some(attribute) => attribute.options.push(option),
            None => list.push(CompareAttribute {
                group_id,
                name: r.get("group_name"),
                catalog_view: r.get("catalog_view"),
                options: vec![option],
            }),
        }
    }
    Ok(out)
}
