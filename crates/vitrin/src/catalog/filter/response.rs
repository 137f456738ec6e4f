//! The answer of `/srv/service/filter/get/`: an outcome dressed in a language.

use serde::Serialize;
use utoipa::ToSchema;

use std::collections::HashMap;

use super::{FacetIndex, FacetValue, FilterState, Outcome, SortKey};
use crate::catalog::model::Category;
use crate::locale::Lang;

/// The BRANDS list, which the catalog always leaves empty: `[]` in the answer, and a schema that
/// says it is empty rather than a list of anything.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoBrands;

impl Serialize for NoBrands {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        serializer.serialize_seq(Some(0))?.end()
    }
}

impl utoipa::PartialSchema for NoBrands {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ArrayBuilder::new()
            .items(
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::SchemaType::AnyValue),
            )
            .max_items(Some(0))
            .description(Some("Always empty: the catalog has no brands."))
            .into()
    }
}

impl ToSchema for NoBrands {}

/// A value of a catalog attribute filter.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct FilterValue {
    /// Products with this value under the other active filters.
    pub count: u32,
    pub id: i64,
    /// Colour hex or image address; empty for text values.
    pub data: String,
    pub name: String,
    pub selected: bool,
}

/// A catalog attribute group offered as a filter (URL parameter `option`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct FilterGroup {
    pub id: i64,
    pub name: String,
    /// `select` or `button`, as the group's catalog view.
    #[serde(rename = "TYPE")]
    pub kind: String,
    pub list_no: i64,
    pub values: Vec<FilterValue>,
}

/// A colour (TYPE1) or size by age (TYPE2) value.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct VariantFilterValue {
    pub id: i64,
    pub list_no: i64,
    pub name: String,
    /// Hex colour for TYPE1 values; empty for sizes.
    pub color_code: String,
    pub image: String,
    pub count: u32,
    pub selected: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VariantFilters {
    /// Colours (URL parameter `type1`).
    #[serde(rename = "TYPE1_LIST")]
    pub type1_list: Vec<VariantFilterValue>,
    /// Sizes by age (URL parameter `type2`).
    #[serde(rename = "TYPE2_LIST")]
    pub type2_list: Vec<VariantFilterValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct CategoryFilter {
    pub id: i64,
    pub name: String,
    pub url: String,
    /// Matching products in this category and those below it.
    pub count: u32,
    pub selected: bool,
    #[schema(no_recursion)]
    pub children: Vec<CategoryFilter>,
}

/// Prices in the shown currency, two decimals.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct PriceFilter {
    pub min: f64,
    pub max: f64,
    pub min_selected: f64,
    pub max_selected: f64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct StockFilter {
    /// Products the list would have with `stock=1`.
    pub count: u64,
    pub selected: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SortOption {
    /// The `sort` URL value.
    pub id: &'static str,
    pub selected: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct FilterResponse {
    /// Catalog attribute groups (fabric, fit ...).
    pub filters: Vec<FilterGroup>,
    pub variants: VariantFilters,
    /// The catalog has no brands; always empty.
    pub brands: NoBrands,
    pub categories: Vec<CategoryFilter>,
    pub price: PriceFilter,
    /// Extensions: the in-stock switch, the sort orders, and the number of matching products.
    pub in_stock: StockFilter,
    pub sort: Vec<SortOption>,
    pub total: u64,
}

fn lang_slot(lang: Lang) -> usize {
    match lang {
        Lang::Tr => 0,
        Lang::En => 1,
        Lang::Ar => 2,
    }
}

fn major(minor: i64) -> f64 {
    minor as f64 / 100.0
}

impl FacetIndex {
    /// Dresses an outcome in a language. `categories` is the tree shown beside the list with
    /// `selected` the current category, if any.
    pub fn response(
        &self,
        outcome: &Outcome,
        state: &FilterState,
        sort: Option<SortKey>,
        lang: Lang,
        categories: &[Category],
        selected_category: Option<i64>,
    ) -> FilterResponse {
        let l = lang_slot(lang);
        let variant_list = |values: &[FacetValue], counts: &[u32], present: u128, sel: u128| {
            values
                .iter()
                .enumerate()
                .filter(|(b, _)| (present | sel) & (1u128 << b) != 0)
                .map(|(b, v)| VariantFilterValue {
                    id: v.id,
                    list_no: v.list_no,
                    name: v.names[l].clone(),
                    color_code: v.color_code.clone(),
                    image: String::new(),
                    count: counts[b],
                    selected: sel & (1u128 << b) != 0,
                })
                .collect::<Vec<_>>()
        };
        let filters = self
            .groups
            .iter()
            .enumerate()
            .filter_map(|(g, group)| {
                let values: Vec<FilterValue> = self
                    .options
                    .iter()
                    .enumerate()
                    .filter(|(b, o)| {
                        o.group == g
                            && (outcome.options_present | outcome.option_selected) & (1u128 << b)
                                != 0
                    })
                    .map(|(b, o)| FilterValue {
                        count: outcome.option_counts[b],
                        id: o.id,
                        data: String::new(),
                        name: o.names[l].clone(),
                        selected: outcome.option_selected & (1u128 << b) != 0,
                    })
                    .collect();
                (!values.is_empty()).then(|| FilterGroup {
                    id: group.id,
                    name: group.names[l].clone(),
                    kind: group.view.clone(),
                    list_no: g as i64,
                    values,
                })
            })
            .collect();
        let (min, max) = outcome.price_range.unwrap_or((0, 0));
        let price = PriceFilter {
            min: major(min),
            max: major(max),
            min_selected: major(state.price.and_then(|r| r.min).unwrap_or(min)),
            max_selected: major(state.price.and_then(|r| r.max).unwrap_or(max)),
        };
        let effective = state.sort.or(sort);
        FilterResponse {
            filters,
            variants: VariantFilters {
                type1_list: variant_list(
                    &self.colours,
                    &outcome.colour_counts,
                    outcome.colours_present,
                    outcome.colour_selected,
                ),
                type2_list: variant_list(
                    &self.sizes,
                    &outcome.size_counts,
                    outcome.sizes_present,
                    outcome.size_selected,
                ),
            },
            brands: NoBrands,
            categories: category_filters(categories, &outcome.category_counts, selected_category),
            price,
            in_stock: StockFilter {
                count: outcome.in_stock_count,
                selected: state.in_stock,
            },
            sort: SortKey::ALL
                .iter()
                .map(|s| SortOption {
                    id: s.code(),
                    selected: effective == Some(*s),
                })
                .collect(),
            total: outcome.total,
        }
    }
}

/// The tree with counts; categories without a matching product are left out.
fn category_filters(
    nodes: &[Category],
    counts: &HashMap<i64, u32>,
    selected: Option<i64>,
) -> Vec<CategoryFilter> {
    nodes
        .iter()
        .filter_map(|c| {
            let children = category_filters(&c.children, counts, selected);
            let count = counts.get(&c.id).copied().unwrap_or(0)
                + children.iter().map(|ch| ch.count).sum::<u32>();
            let is_selected = selected == Some(c.id);
            (count > 0 || is_selected).then(|| CategoryFilter {
                id: c.id,
                name: c.name.clone(),
                url: c.url.clone(),
                count,
                selected: is_selected,
                children,
            })
        })
        .collect()
}
