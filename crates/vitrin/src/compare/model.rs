//! The compare rules the server checks: how many products, which status, and the parameters of
//! the compare sub-folder view (`product=1-2-3&productId=3&status=1`).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::{catalog::model::ProductCard, error::Msg, http::id::parse_id};

/// Spec section 9: a comparison holds 2 to 4 products.
pub const MIN_PRODUCTS: usize = 2;
pub const MAX_PRODUCTS: usize = 4;

/// The status the browser sends with the view after an add (spec section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareStatus {
    Added = 1,
    AlreadyPresent = 2,
    ListFull = 3,
}

impl CompareStatus {
    pub fn parse(text: &str) -> Option<CompareStatus> {
        match text {
            "1" => Some(CompareStatus::Added),
            "2" => Some(CompareStatus::AlreadyPresent),
            "3" => Some(CompareStatus::ListFull),
            _ => None,
        }
    }

    pub fn code(self) -> i64 {
        self as i64
    }

    /// The confirmation or warning that goes with the status.
    pub fn message(self) -> Msg {
        match self {
            CompareStatus::Added => Msg::CompareAdded,
            CompareStatus::AlreadyPresent => Msg::CompareAlreadyAdded,
            CompareStatus::ListFull => Msg::CompareTooMany,
        }
    }
}

/// The parsed query of the compare view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompareParams {
    /// Distinct ids in the order given.
    pub ids: Vec<i64>,
    pub product_id: Option<i64>,
    pub status: Option<CompareStatus>,
}

/// Reads `product`, `productId` and `status` from the raw query; other keys (language, currency)
/// are not ours. A malformed value is refused rather than guessed at.
pub fn parse_params(query: Option<&str>) -> Result<CompareParams, Msg> {
    let mut product: Option<String> = None;
    let mut product_id: Option<String> = None;
    let mut status: Option<String> = None;
    for (key, value) in url::form_urlencoded::parse(query.unwrap_or("").as_bytes()) {
        let slot = match key.as_ref() {
            "product" => &mut product,
            "productId" => &mut product_id,
            "status" => &mut status,
            _ => continue,
        };
        if slot.is_some() {
            return Err(Msg::CompareInvalid);
        }
        *slot = Some(value.into_owned());
    }
    let mut ids: Vec<i64> = Vec::new();
    let product = product.unwrap_or_default();
    if !product.is_empty() {
        for part in product.split('-') {
            let id = parse_id(part).ok_or(Msg::CompareInvalid)?;
            if !ids.contains(&id) {
                ids.push(id);
            }
            // Past the limit the answer is known; do not read a long list further.
            if ids.len() > MAX_PRODUCTS {
                break;
            }
        }
    }
    let product_id = match product_id.as_deref() {
        None | Some("") => None,
        Some(text) => Some(parse_id(text).ok_or(Msg::CompareInvalid)?),
    };
    let status = match status.as_deref() {
        None | Some("") => None,
        Some(text) => Some(CompareStatus::parse(text).ok_or(Msg::CompareInvalid)?),
    };
    Ok(CompareParams {
        ids,
        product_id,
        status,
    })
}

/// Spec section 5: the message for a list that cannot be compared, if any.
pub fn check_count(count: usize) -> Result<(), Msg> {
    match count {
        0 => Err(Msg::CompareEmpty),
        1 => Err(Msg::CompareTooFew),
        n if n > MAX_PRODUCTS => Err(Msg::CompareTooMany),
        _ => Ok(()),
    }
}

/// One size of a product with the stock of all its colours together, in size list order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SizeStock {
    pub id: i64,
    pub name: String,
    pub stock: i64,
    pub in_stock: i64,
}

impl SizeStock {
    pub fn new(id: i64, name: String, stock: i64) -> SizeStock {
        SizeStock {
            id,
            name,
            stock,
            in_stock: i64::from(stock > 0),
        }
    }
}

/// A catalog attribute of a product (spec section 3, "Catalog attribute").
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct CompareAttribute {
    pub group_id: i64,
    pub name: String,
    pub catalog_view: String,
    pub options: Vec<AttributeOption>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[schema(as = CompareAttributeOption)]
pub struct AttributeOption {
    pub id: i64,
    pub name: String,
    pub selected: i64,
    pub product_id: i64,
}

/// A column of the comparison table.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct CompareProduct {
    #[serde(flatten)]
    pub card: ProductCard,
    pub sizes: Vec<SizeStock>,
    pub in_stock: i64,
    pub attributes: Vec<CompareAttribute>,
}

/// A row of attributes: a group any of the products has, in group id order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct AttributeGroup {
    pub group_id: i64,
    pub name: String,
}

pub fn attribute_groups(products: &[CompareProduct]) -> Vec<AttributeGroup> {
    let mut groups: BTreeMap<i64, String> = BTreeMap::new();
    for a in products.iter().flat_map(|p| p.attributes.iter()) {
        groups.entry(a.group_id).or_insert_with(|| a.name.clone());
    }
    groups
        .into_iter()
        .map(|(group_id, name)| AttributeGroup { group_id, name })
        .collect()
}

/// The compare view's data. `status` and `productId` echo the request.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CompareView {
    pub status: i64,
    #[serde(rename = "productId")]
    #[schema(required = true)]
    pub product_id: Option<i64>,
    #[serde(rename = "statusText")]
    pub status_text: String,
    /// The ids asked for, joined by '-', as the view was addressed.
    pub product: String,
    #[serde(rename = "MIN")]
    pub min: usize,
    #[serde(rename = "MAX")]
    pub max: usize,
    #[serde(rename = "PRODUCTS")]
    pub products: Vec<CompareProduct>,
    #[serde(rename = "ATTRIBUTE_GROUPS")]
    pub attribute_groups: Vec<AttributeGroup>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(q: &str) -> Result<CompareParams, Msg> {
        parse_params(Some(q))
    }

    #[test]
    fn ids_joined_by_hyphen_keep_their_order() {
        let p = params("product=12-3-7&productId=7&status=1&language=tr").expect("valid");
        assert_eq!(p.ids, vec![12, 3, 7]);
        assert_eq!(p.product_id, Some(7));
        assert_eq!(p.status, Some(CompareStatus::Added));
        assert_eq!(params("product=5-5-6").expect("valid").ids, vec![5, 6]);
        assert_eq!(parse_params(None).expect("empty").ids, Vec::<i64>::new());
    }

    #[test]
    fn malformed_params_are_refused() {
        for q in [
            "product=1--2",
            "product=a-2",
            "product=1-2-",
            "product=0-2",
            "product=-1-2",
            "product=1-2&productId=x",
            "product=1-2&status=4",
            "product=1-2&status=0",
            "product=1-2&product=3",
            "product=99999999999999999999-1",
        ] {
            assert_eq!(params(q), Err(Msg::CompareInvalid), "{q}");
        }
    }

    #[test]
    fn two_to_four_products_compare() {
        assert_eq!(check_count(0), Err(Msg::CompareEmpty));
        assert_eq!(check_count(1), Err(Msg::CompareTooFew));
        assert_eq!(check_count(2), Ok(()));
        assert_eq!(check_count(4), Ok(()));
        assert_eq!(check_count(5), Err(Msg::CompareTooMany));
        assert_eq!(
            params("product=1-2-3-4-5-6-7").map(|p| p.ids.len()),
            Ok(5),
            "a long list stops after the first id past the limit"
        );
    }

    #[test]
    fn statuses_carry_their_messages() {
        assert_eq!(
            CompareStatus::parse("2"),
            Some(CompareStatus::AlreadyPresent)
        );
        assert_eq!(CompareStatus::ListFull.code(), 3);
        assert_eq!(
            CompareStatus::AlreadyPresent.message(),
            Msg::CompareAlreadyAdded
        );
        assert_eq!(CompareStatus::ListFull.message(), Msg::CompareTooMany);
    }

    #[test]
    fn a_size_is_in_stock_when_any_colour_has_it() {
        let none = SizeStock::new(2, "3-4 Yaş".into(), 0);
        let some = SizeStock::new(3, "5-6 Yaş".into(), 3);
        assert_eq!((none.stock, none.in_stock), (0, 0));
        assert_eq!((some.stock, some.in_stock), (3, 1));
    }
}
