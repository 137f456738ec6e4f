//! The product page's rules as plain functions, and the shapes its calls answer with (field names
//! of spec section 3: variant data, catalog attribute). Money is integer kuruş until it is shown.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    cart::model::{percent_of, vat_part, Tier},
    locale::Lang,
    wallet::instalments::{self, FamilyPlan},
};

/// How a value of one variant group stands once a value of the other group is chosen (spec
/// section 4): offered with stock, offered but sold out (passive), or not offered at all (hidden).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum VariantState {
    Available,
    Passive,
    Hidden,
}

pub use crate::catalog::product::VariantCell;

/// Variant group 1 is colour, group 2 is size by age.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    One,
    Two,
}

impl Group {
    fn own(self, v: &VariantCell) -> i64 {
        match self {
            Group::One => v.type1_id,
            Group::Two => v.type2_id,
        }
    }

    fn other(self, v: &VariantCell) -> i64 {
        match self {
            Group::One => v.type2_id,
            Group::Two => v.type1_id,
        }
    }
}

/// The state of `value` of `group` when `sub_id` of the other group is chosen (None: nothing
/// chosen there, so any offered combination counts). Hidden when no variant pairs them; passive
/// when every variant that pairs them is out of stock.
pub fn variant_state(
    cells: &[VariantCell],
    group: Group,
    value: i64,
    sub_id: Option<i64>,
) -> (VariantState, Option<&VariantCell>) {
    let mut matching = cells
        .iter()
        .filter(|v| group.own(v) == value && sub_id.is_none_or(|s| group.other(v) == s));
    let Some(first) = matching.next() else {
        return (VariantState::Hidden, None);
    };
    if first.stock > 0 {
        return (VariantState::Available, Some(first));
    }
    match matching.find(|v| v.stock > 0) {
        Some(v) => (VariantState::Available, Some(v)),
        None => (VariantState::Passive, Some(first)),
    }
}

/// The variant a page opens with: the one named by `?variant=` when it is this product's, else the
/// first in stock, else the first at all.
pub fn preselected_variant(cells: &[VariantCell], requested: Option<i64>) -> Option<&VariantCell> {
    requested
        .and_then(|id| cells.iter().find(|v| v.id == id))
        .or_else(|| cells.iter().find(|v| v.stock > 0))
        .or_else(|| cells.first())
}

/// Reads `?variant=` from a page address's query: a whole positive id, anything else is ignored.
pub fn variant_param(query: Option<&str>) -> Option<i64> {
    url::form_urlencoded::parse(query?.as_bytes())
        .find(|(k, _)| k == "variant")
        .and_then(|(_, v)| v.trim().parse::<i64>().ok())
        .filter(|id| *id > 0)
}

/// The price with the subscription discount applied (spec section 4), rounded half up.
pub fn subscription_price(price: i64, percent: i64) -> i64 {
    if percent <= 0 {
        return price;
    }
    price - percent_of(price, percent.min(100))
}

/// The money-order (bank transfer) price: the price plus MONEY_ORDER_PERCENT, which is negative
/// for a discount (spec section 9), rounded half up.
pub fn money_order_price(price: i64, percent: i64) -> i64 {
    let percent = percent.clamp(-100, 100);
    (price * (100 + percent) + 50).div_euclid(100)
}

/// A multi-buy row as shown on the page: the quantity range, its percent and the unit price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TierPrice {
    pub tier: Tier,
    pub unit_price: i64,
}

/// The unit price in each multi-buy tier (spec section 3), lowest quantities first.
pub fn tier_prices(price: i64, tiers: &[Tier]) -> Vec<TierPrice> {
    let mut sorted = tiers.to_vec();
    sorted.sort_by_key(|t| t.min_qty);
    sorted
        .into_iter()
        .map(|tier| TierPrice {
            tier,
            unit_price: price - percent_of(price, tier.percent.clamp(0, 100)),
        })
        .collect()
}

/// The VAT included in a price, for the price block's "KDV dahil" line.
pub fn included_vat(price: i64, vat_percent: i64) -> i64 {
    vat_part(price, vat_percent.max(0))
}

/// Share of each star count (5 down to 1) among the ratings, and their average to one decimal.
pub fn rating_breakdown(ratings: &[i64]) -> [i64; 5] {
    let mut counts = [0; 5];
    for r in ratings {
        if (1..=5).contains(r) {
            counts[(5 - r) as usize] += 1;
        }
    }
    counts
}

/// The options a shopper asks for on `catalog/get-product`: the current choices (`attribute[i][id]`)
/// with the newly clicked option (`option_id`) replacing the one of its group.
pub fn wanted_options(current: &[(i64, i64)], clicked: Option<(i64, i64)>) -> Vec<i64> {
    let mut wanted: Vec<(i64, i64)> = current
        .iter()
        .filter(|(group, _)| clicked.is_none_or(|(g, _)| g != *group))
        .copied()
        .collect();
    if let Some(c) = clicked {
        wanted.push(c);
    }
    let mut ids: Vec<i64> = wanted.into_iter().map(|(_, option)| option).collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// The product of a model whose options include all of `wanted`, preferring `prefer` (the product
/// the shopper is on) when it fits; `models` pairs each sibling with its option ids.
pub fn product_with_options(
    siblings: &[(i64, Vec<i64>)],
    wanted: &[i64],
    prefer: Option<i64>,
) -> Option<i64> {
    let fits = |(_, options): &&(i64, Vec<i64>)| wanted.iter().all(|w| options.contains(w));
    let mut fitting = siblings.iter().filter(fits);
    let first = fitting.next()?;
    if Some(first.0) == prefer {
        return Some(first.0);
    }
    Some(
        fitting
            .find(|(id, _)| Some(*id) == prefer)
            .map_or(first.0, |(id, _)| *id),
    )
}

// ---- Shapes of the product calls and of the product page data ----

/// Spec section 3, "Variant data". Prices are in the request's currency; `TYPE_ID` and `TYPE` name
/// the size (the value that completes a variant), `TYPE1_ID`/`TYPE2_ID` both groups.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct VariantData {
    pub id: i64,
    pub type_id: i64,
    #[serde(rename = "TYPE")]
    pub type_name: String,
    pub type1_id: i64,
    pub type2_id: i64,
    pub code: String,
    pub barcode: String,
    pub price: f64,
    pub price_not_discounted: f64,
    pub stock: i64,
    pub in_stock: i64,
    pub money_order_percent: i64,
    pub money_order_price: f64,
    pub vat: i64,
    pub ws_code: String,
    /// Grams.
    pub weight: i64,
    pub additional_info: String,
    pub type_color_code: String,
    pub currency: String,
}

/// A value of one variant group with its state for the chosen value of the other group.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct VariantValue {
    pub id: i64,
    pub list_no: i64,
    pub name: String,
    pub color_code: String,
    pub state: VariantState,
    /// The variant this value makes with the chosen value of the other group (0 when hidden).
    pub variant_id: i64,
    pub stock: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Variant1List {
    #[serde(rename = "PRODUCT_ID")]
    pub product_id: i64,
    #[serde(rename = "SUB_ID")]
    pub sub_id: i64,
    #[serde(rename = "VARIANT1_LIST")]
    pub list: Vec<VariantValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Variant2List {
    #[serde(rename = "PRODUCT_ID")]
    pub product_id: i64,
    #[serde(rename = "SUB_ID")]
    pub sub_id: i64,
    #[serde(rename = "VARIANT2_LIST")]
    pub list: Vec<VariantValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ProductVariants {
    pub product_id: i64,
    pub variants: Vec<VariantData>,
}

/// Spec section 3, "Catalog attribute".
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct CatalogAttribute {
    pub group_id: i64,
    pub group_name: String,
    /// `select` or `button`.
    pub catalog_view: String,
    pub options: Vec<AttributeOption>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct AttributeOption {
    pub id: i64,
    pub name: String,
    /// 1 for the product's own option.
    pub selected: i64,
    /// The product of the same model with this option and the product's other options; 0 when
    /// the model has none.
    pub product_id: i64,
    /// That product's page ("" when none).
    pub url: String,
    /// That product's first image, when asked for with `with_image=1`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
}

/// The answer of `catalog/get-product` and `get-product-by-properties`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ModelProduct {
    pub model_id: i64,
    pub product_id: i64,
    pub title: String,
    pub url: String,
    pub options: Vec<i64>,
}

pub use crate::catalog::product::Comment;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct CommentAverage {
    pub product_id: i64,
    pub comment_average: f64,
    pub comment_count: i64,
    /// How many ratings gave 5, 4, 3, 2 and 1 stars.
    pub ratings: [i64; 5],
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct CommentPage {
    pub product_id: i64,
    pub comments: Vec<Comment>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct InstallmentRow {
    pub months: i64,
    pub monthly: f64,
    pub total: f64,
    pub interest_free: i64,
}

/// One card family's instalment table for the page's price.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct FamilyInstallments {
    /// The card family (`Bonus`, `World`, ...), or `default` for other credit cards.
    pub family: String,
    /// A single payment first, then the plan's counts when the price reaches its minimum.
    pub rows: Vec<InstallmentRow>,
}

/// One card family's plan from the shop's `[wallet.instalments]` configuration.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct FamilyPlanView {
    pub family: String,
    /// What the page calls the family: its name, or "Diğer kredi kartları" for `default`.
    pub title: String,
    /// Instalment counts besides a single payment, ascending (at most 12).
    pub counts: Vec<u32>,
    /// Total surcharge in percent for each count, in the order of `counts`.
    pub rates: Vec<f64>,
    /// The price from which the counts are offered, in the display currency.
    pub min_amount: f64,
}

/// The plans behind the tables, so the page can redo them for another price (subscription).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct InstallmentPlan {
    /// The card families first (by name), `default` last.
    pub families: Vec<FamilyPlanView>,
}

/// The instalment tables of a price (kuruş), one per configured card family; every amount in
/// the display currency.
pub fn installment_tables(
    price: i64,
    plans: &[FamilyPlan],
    show: impl Fn(i64) -> f64,
) -> Vec<FamilyInstallments> {
    plans
        .iter()
        .map(|plan| FamilyInstallments {
            family: plan.family.clone(),
            rows: instalments::options(price, Some(&plan.plan()))
                .into_iter()
                .map(|o| InstallmentRow {
                    months: i64::from(o.count),
                    monthly: show(o.monthly),
                    total: show(o.total),
                    interest_free: i64::from(o.interest_free),
                })
                .collect(),
        })
        .collect()
}

/// A family's name as the page shows it; brand names stay as they are.
pub fn family_title(family: &str, lang: Lang) -> String {
    if family != instalments::DEFAULT_FAMILY {
        return family.to_string();
    }
    match lang {
        Lang::Tr => "Diğer kredi kartları",
        Lang::En => "Other credit cards",
        Lang::Ar => "بطاقات ائتمان أخرى",
    }
    .to_string()
}

/// The plans as the page carries them, minimum amounts in the display currency.
pub fn installment_plan(
    plans: &[FamilyPlan],
    lang: Lang,
    show: impl Fn(i64) -> f64,
) -> InstallmentPlan {
    InstallmentPlan {
        families: plans
            .iter()
            .map(|p| FamilyPlanView {
                family: p.family.clone(),
                title: family_title(&p.family, lang),
                counts: p.counts.clone(),
                rates: p.rates.clone(),
                min_amount: show(p.min_amount),
            })
            .collect(),
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MultiBuyRow {
    pub min: i64,
    pub max: i64,
    pub percent: i64,
    #[serde(rename = "PRICE")]
    pub price: f64,
}

/// A colour's images, for the gallery's swap when the colour changes.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ColorImages {
    pub type1_id: i64,
    pub image_list: Vec<crate::catalog::model::ImageSet>,
}

/// Everything the product page needs for its first render besides the card and description.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ProductPageData {
    pub model_id: i64,
    pub category_id: i64,
    /// The variant the page opens with (`?variant=`, else the first in stock); 0 when none.
    pub selected_variant_id: i64,
    pub color_images: Vec<ColorImages>,
    pub variant1_list: Vec<VariantValue>,
    pub variant2_list: Vec<VariantValue>,
    pub variant_data: Vec<VariantData>,
    pub attributes: Vec<CatalogAttribute>,
    pub multi_buy: Vec<MultiBuyRow>,
    pub subscription_percent: i64,
    pub money_order_percent: i64,
    pub money_order_price: f64,
    pub vat_amount: f64,
    /// A table per card family for the opening price (spec section 1: up to 12 instalments).
    pub installments: Vec<FamilyInstallments>,
    /// The plans behind the tables, so the page can redo them for the subscription price.
    pub installment_plan: InstallmentPlan,
    /// Comments per rating, 1 to 5 stars.
    #[schema(value_type = Vec<i64>)]
    pub comment_ratings: [i64; 5],
    pub comments: Vec<Comment>,
    pub related_products: Vec<crate::catalog::model::ProductCard>,
    /// The product has a size table (by its category): the page offers the size advisor.
    pub size_advisor: bool,
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
