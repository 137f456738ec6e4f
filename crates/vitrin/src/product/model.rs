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

/// One variant as the rules see it: its id, colour (group 1), size (group 2) and stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VariantCell {
    pub id: i64,
    pub type1_id: i64,
    pub type2_id: i64,
    pub stock: i64,
}

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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(id: i64, colour: i64, size: i64, stock: i64) -> VariantCell {
        VariantCell {
            id,
            type1_id: colour,
            type2_id: size,
            stock,
        }
    }

    /// Red in sizes 10 (stock) and 11 (sold out); blue in size 10 only.
    fn grid() -> Vec<VariantCell> {
        vec![cell(1, 1, 10, 5), cell(2, 1, 11, 0), cell(3, 2, 10, 2)]
    }

    #[test]
    fn sizes_are_available_passive_or_hidden_for_the_chosen_colour() {
        let g = grid();
        assert_eq!(
            variant_state(&g, Group::Two, 10, Some(1)).0,
            VariantState::Available
        );
        assert_eq!(
            variant_state(&g, Group::Two, 11, Some(1)).0,
            VariantState::Passive
        );
        assert_eq!(
            variant_state(&g, Group::Two, 11, Some(2)).0,
            VariantState::Hidden
        );
        // The variant that the pair names comes with the state.
        assert_eq!(
            variant_state(&g, Group::Two, 11, Some(1)).1.map(|v| v.id),
            Some(2)
        );
    }

    #[test]
    fn colours_follow_the_chosen_size_and_any_size_without_one() {
        let g = grid();
        assert_eq!(
            variant_state(&g, Group::One, 2, Some(11)).0,
            VariantState::Hidden
        );
        assert_eq!(
            variant_state(&g, Group::One, 1, Some(11)).0,
            VariantState::Passive
        );
        // Red has stock in some size: available when no size is chosen.
        assert_eq!(
            variant_state(&g, Group::One, 1, None).0,
            VariantState::Available
        );
        assert_eq!(
            variant_state(&[cell(9, 3, 10, 0)], Group::One, 3, None).0,
            VariantState::Passive
        );
    }

    #[test]
    fn preselection_takes_the_requested_variant_of_this_product_only() {
        let g = grid();
        assert_eq!(preselected_variant(&g, Some(2)).map(|v| v.id), Some(2));
        assert_eq!(preselected_variant(&g, Some(99)).map(|v| v.id), Some(1));
        let sold_out = [cell(4, 1, 10, 0), cell(5, 1, 11, 3)];
        assert_eq!(preselected_variant(&sold_out, None).map(|v| v.id), Some(5));
        assert_eq!(preselected_variant(&[], Some(1)), None);
    }

    #[test]
    fn variant_parameter_is_a_positive_id() {
        assert_eq!(variant_param(Some("variant=12&x=1")), Some(12));
        for bad in ["variant=abc", "variant=-3", "variant=", "other=1"] {
            assert_eq!(variant_param(Some(bad)), None, "{bad}");
        }
        assert_eq!(variant_param(None), None);
    }

    #[test]
    fn subscription_takes_its_percent_off() {
        assert_eq!(subscription_price(19_990, 5), 18_990);
        assert_eq!(subscription_price(10_000, 0), 10_000);
        assert_eq!(subscription_price(10_000, 150), 0);
    }

    #[test]
    fn money_order_price_adds_its_percent() {
        // -3 % is a transfer discount: 199,90 TL -> 193,90 TL (193,903 rounded).
        assert_eq!(money_order_price(19_990, -3), 19_390);
        assert_eq!(money_order_price(10_000, 0), 10_000);
        assert_eq!(money_order_price(10_000, 2), 10_200);
    }

    #[test]
    fn tiers_show_their_unit_price_in_order() {
        let tiers = [
            Tier {
                min_qty: 4,
                max_qty: 99,
                percent: 10,
            },
            Tier {
                min_qty: 2,
                max_qty: 3,
                percent: 5,
            },
        ];
        let rows = tier_prices(19_990, &tiers);
        assert_eq!(rows[0].tier.min_qty, 2);
        assert_eq!(rows[0].unit_price, 18_990);
        assert_eq!(rows[1].unit_price, 17_991);
    }

    #[test]
    fn installment_tables_follow_the_configured_plans() {
        let config = crate::wallet::config::WalletConfig::default();
        let plans = instalments::all_plans(&config);
        let show = |minor: i64| minor as f64 / 100.0;
        let tables = installment_tables(30_000, &plans, show);
        assert_eq!(tables.len(), config.instalments.len());
        assert_eq!(tables.last().map(|t| t.family.as_str()), Some("default"));
        let bonus = tables.iter().find(|t| t.family == "Bonus").expect("Bonus");
        let months: Vec<i64> = bonus.rows.iter().map(|r| r.months).collect();
        assert_eq!(months, [1, 2, 3, 6, 9, 12], "up to 12 instalments");
        // Interest-free up to three months in the default plans; 6 months at 4.9 %:
        // 300,00 TL -> 314,70 TL, 52,45 TL a month.
        assert!(bonus.rows[..3].iter().all(|r| r.interest_free == 1));
        assert_eq!((bonus.rows[3].total, bonus.rows[3].monthly), (314.7, 52.45));
        assert_eq!(bonus.rows[3].interest_free, 0);
        // Payments never fall short: 300,00 TL in 9 at 7.9 % is 323,70 TL, 35,97 TL a month.
        assert_eq!(bonus.rows[4].monthly, 35.97);
        for table in &tables {
            assert!(table
                .rows
                .iter()
                .all(|r| r.monthly * r.months as f64 >= r.total - 1e-9));
            assert!(table.rows.iter().all(|r| r.months <= 12));
        }
        // Below a plan's minimum only a single payment: `default` starts at 200,00 TL.
        let small = installment_tables(15_000, &plans, show);
        let other = small
            .iter()
            .find(|t| t.family == "default")
            .expect("default");
        assert_eq!(other.rows.len(), 1);
        let plan = installment_plan(&plans, Lang::En, show);
        assert_eq!(plan.families.len(), tables.len());
        assert_eq!(plan.families[0].title, plan.families[0].family);
        assert_eq!(
            plan.families.last().map(|f| f.title.as_str()),
            Some("Other credit cards")
        );
        assert_eq!(family_title("default", Lang::Tr), "Diğer kredi kartları");
        assert_eq!(plan.families.last().map(|f| f.min_amount), Some(200.0));
    }

    #[test]
    fn rating_breakdown_counts_five_stars_first() {
        assert_eq!(rating_breakdown(&[5, 5, 4, 1, 0, 6]), [2, 1, 0, 0, 1]);
    }

    #[test]
    fn clicked_option_replaces_its_group() {
        // Current: fabric 1 (group 1), fit 4 (group 2); clicked: fit 5.
        assert_eq!(wanted_options(&[(1, 1), (2, 4)], Some((2, 5))), vec![1, 5]);
        assert_eq!(wanted_options(&[(1, 1), (2, 4)], None), vec![1, 4]);
    }

    #[test]
    fn sibling_with_all_wanted_options_prefers_the_current_product() {
        let siblings = vec![(1, vec![1, 4]), (2, vec![1, 5]), (3, vec![2, 5])];
        assert_eq!(product_with_options(&siblings, &[1, 5], None), Some(2));
        assert_eq!(product_with_options(&siblings, &[5], Some(3)), Some(3));
        assert_eq!(product_with_options(&siblings, &[5], None), Some(2));
        assert_eq!(product_with_options(&siblings, &[3], None), None);
    }
}
