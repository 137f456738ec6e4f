//! List filters: the filter state a URL carries, an in-memory index of every product's filterable
//! facts, and the evaluation that narrows a list and counts each value.
//!
//! A list page with 100,000 products must answer in a few milliseconds, so nothing here touches
//! SQL per request: the index is built once per catalog version (see `cache.rs`) and one pass over
//! a list's products yields the matching ids in order and every count.
//!
//! URL parameters (all optional, unknown values ignored and the rest applied):
//! - `type1`: colour value ids, `type2`: size (age) value ids, `option`: catalog attribute option
//!   ids; comma-separated or repeated. Values of one group are alternatives (OR); groups narrow
//!   each other (AND).
//! - `stock=1`: only products with stock; with sizes or colours chosen, those sizes or colours
//!   must be in stock.
//! - `price=min-max` in the shown currency (`100-250`, `99.90-`, `-500`); a malformed range is
//!   ignored.
//! - `sort`: `newest`, `price_asc`, `price_desc`, `best_selling`, `discount`, `most_viewed`.
//! - `pg`: 1-based page.
//!
//! Counts follow the faceting rule: a value's count applies every other active filter but not
//! its own group, so it says how many products the list would have with that value chosen too.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    model::{discount_percent, Category},
    store::ProductSort,
};
use crate::locale::{Currency, Lang, Money};

/// Pages beyond this are not asked for by any link; larger numbers fall back to page 1.
pub const MAX_PAGE: i64 = 10_000;
/// Prices above this (in major units) are not prices; a range beyond it is malformed.
const MAX_PRICE_MAJOR: i64 = 100_000_000;
/// Colours, sizes and attribute options are kept as bits of a `u128` per product.
pub const MAX_VALUES: usize = 128;
/// Deals: products with a multi-buy tier, or with at least this discount.
pub const DEAL_MIN_DISCOUNT: i64 = 30;
/// Best sellers: the best-selling fifth of the catalog, but at least this many products.
pub const BEST_SELLERS_MIN: usize = 48;

/// Sort orders a shopper can choose, with their URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SortKey {
    Newest,
    PriceAsc,
    PriceDesc,
    BestSelling,
    Discount,
    MostViewed,
}

impl SortKey {
    pub const ALL: [SortKey; 6] = [
        SortKey::Newest,
        SortKey::PriceAsc,
        SortKey::PriceDesc,
        SortKey::BestSelling,
        SortKey::Discount,
        SortKey::MostViewed,
    ];

    pub fn parse(text: &str) -> Option<SortKey> {
        SortKey::ALL.into_iter().find(|s| s.code() == text.trim())
    }

    pub fn code(self) -> &'static str {
        match self {
            SortKey::Newest => "newest",
            SortKey::PriceAsc => "price_asc",
            SortKey::PriceDesc => "price_desc",
            SortKey::BestSelling => "best_selling",
            SortKey::Discount => "discount",
            SortKey::MostViewed => "most_viewed",
        }
    }

    pub fn product_sort(self) -> ProductSort {
        match self {
            SortKey::Newest => ProductSort::Newest,
            SortKey::PriceAsc => ProductSort::PriceAsc,
            SortKey::PriceDesc => ProductSort::PriceDesc,
            SortKey::BestSelling => ProductSort::BestSelling,
            SortKey::Discount => ProductSort::BiggestDiscount,
            SortKey::MostViewed => ProductSort::MostViewed,
        }
    }

    fn slot(self) -> usize {
        self as usize
    }
}

/// A price range in minor units of the shown currency; either end may be open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PriceRange {
    pub min: Option<i64>,
    pub max: Option<i64>,
}

impl PriceRange {
    /// `100-250`, `99.90-`, `-500` or `99,90-250` (Turkish decimal comma); anything else is None.
    pub fn parse(text: &str) -> Option<PriceRange> {
        let (min, max) = text.trim().split_once('-')?;
        let bound = |s: &str| -> Option<Option<i64>> {
            let s = s.trim();
            if s.is_empty() {
                Some(None)
            } else {
                parse_major(s).map(Some)
            }
        };
        let (min, max) = (bound(min)?, bound(max)?);
        if min.is_none() && max.is_none() {
            return None;
        }
        if let (Some(a), Some(b)) = (min, max) {
            if a > b {
                return None;
            }
        }
        Some(PriceRange { min, max })
    }

    pub fn contains(&self, minor: i64) -> bool {
        self.min.is_none_or(|m| minor >= m) && self.max.is_none_or(|m| minor <= m)
    }
}

/// A non-negative amount with at most two decimals, in minor units.
fn parse_major(text: &str) -> Option<i64> {
    let text = text.replace(',', ".");
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text.as_str(), ""),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || (!frac.is_empty() && !digits(frac)) || frac.len() > 2 {
        return None;
    }
    let whole: i64 = whole.parse().ok().filter(|w| *w <= MAX_PRICE_MAJOR)?;
    let cents: i64 = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac.parse().ok()?,
    };
    Some(whole * 100 + cents)
}

/// What a list URL asks for. Built by `parse`; ids not in the catalog are dropped later by
/// `FacetIndex::resolve`, so an unknown value never empties a list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct FilterState {
    /// Colour value ids (`type1`), sorted, without repeats.
    pub colours: Vec<i64>,
    /// Size (age) value ids (`type2`).
    pub sizes: Vec<i64>,
    /// Catalog attribute option ids (`option`).
    pub options: Vec<i64>,
    pub in_stock: bool,
    pub price: Option<PriceRange>,
    /// None: the list's own order (newest, or relevance for search).
    pub sort: Option<SortKey>,
    pub page: i64,
}

impl FilterState {
    /// Reads the filter parameters of a query string; everything else is left alone.
    pub fn parse(query: &str) -> FilterState {
        Self::from_pairs(
            url::form_urlencoded::parse(query.as_bytes()).map(|(k, v)| (k.into_owned(), v)),
        )
    }

    pub fn from_pairs<K: AsRef<str>, V: AsRef<str>>(
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> FilterState {
        let mut state = FilterState {
            page: 1,
            ..FilterState::default()
        };
        for (key, value) in pairs {
            let value = value.as_ref();
            match key.as_ref() {
                "type1" | "type1[]" => push_ids(&mut state.colours, value),
                "type2" | "type2[]" => push_ids(&mut state.sizes, value),
                "option" | "option[]" => push_ids(&mut state.options, value),
                "stock" => state.in_stock = value.trim() == "1",
                "price" => state.price = PriceRange::parse(value),
                "sort" => state.sort = SortKey::parse(value),
                "pg" => {
                    state.page = value
                        .trim()
                        .parse::<i64>()
                        .ok()
                        .filter(|p| (1..=MAX_PAGE).contains(p))
                        .unwrap_or(1)
                }
                _ => {}
            }
        }
        for ids in [&mut state.colours, &mut state.sizes, &mut state.options] {
            ids.sort_unstable();
            ids.dedup();
        }
        state
    }

    /// The same filters on another page (pages share one evaluation).
    pub fn without_page(&self) -> FilterState {
        FilterState {
            page: 1,
            ..self.clone()
        }
    }
}

fn push_ids(out: &mut Vec<i64>, value: &str) {
    out.extend(
        value
            .split(',')
            .filter_map(|v| v.trim().parse::<i64>().ok())
            .filter(|id| *id > 0),
    );
}

/// The product lists that are not categories (spec section 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpecialList {
    /// `indirimli-urunler`: every product sold below its list price.
    Discounted,
    /// `firsat-urun-listesi`: deals, i.e. products with a multi-buy tier (buy more, pay less)
    /// or a discount of at least `DEAL_MIN_DISCOUNT` percent.
    Deals,
    /// `cok-satanlar`: the best-selling fifth of the catalog (at least `BEST_SELLERS_MIN`),
    /// counting only products sold at least once.
    BestSellers,
}

impl SpecialList {
    pub const ALL: [SpecialList; 3] = [
        SpecialList::Discounted,
        SpecialList::Deals,
        SpecialList::BestSellers,
    ];

    pub fn from_slug(slug: &str) -> Option<SpecialList> {
        SpecialList::ALL.into_iter().find(|l| l.slug() == slug)
    }

    pub fn slug(self) -> &'static str {
        match self {
            SpecialList::Discounted => "indirimli-urunler",
            SpecialList::Deals => "firsat-urun-listesi",
            SpecialList::BestSellers => "cok-satanlar",
        }
    }

    pub fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (SpecialList::Discounted, Lang::Tr) => "İndirimli Ürünler",
            (SpecialList::Discounted, Lang::En) => "On Sale",
            (SpecialList::Discounted, Lang::Ar) => "منتجات مخفضة",
            (SpecialList::Deals, Lang::Tr) => "Fırsat Ürünleri",
            (SpecialList::Deals, Lang::En) => "Deals",
            (SpecialList::Deals, Lang::Ar) => "العروض",
            (SpecialList::BestSellers, Lang::Tr) => "Çok Satanlar",
            (SpecialList::BestSellers, Lang::En) => "Best Sellers",
            (SpecialList::BestSellers, Lang::Ar) => "الأكثر مبيعاً",
        }
    }

    /// The order a list shows when the URL names none.
    pub fn default_sort(self) -> SortKey {
        match self {
            SpecialList::Discounted | SpecialList::Deals => SortKey::Discount,
            SpecialList::BestSellers => SortKey::BestSelling,
        }
    }
}

/// One product as the filters see it.
#[derive(Debug, Clone, Default)]
pub struct FacetProduct {
    pub id: i64,
    pub category_id: i64,
    /// Selling and list price in kuruş.
    pub price: i64,
    pub price_list: i64,
    pub created_at: i64,
    pub sold_count: i64,
    pub view_count: i64,
    pub multi_buy: bool,
    /// Bits of the colours, sizes (and those in stock) and attribute options; filled by `build`.
    pub(crate) colours: u128,
    pub(crate) sizes: u128,
    pub(crate) stock_colours: u128,
    pub(crate) stock_sizes: u128,
    pub(crate) options: u128,
}

impl FacetProduct {
    fn in_stock(&self) -> bool {
        self.stock_sizes != 0
    }
}

/// A colour, size or attribute option, with its names in Turkish, English and Arabic.
#[derive(Debug, Clone)]
pub struct FacetValue {
    pub id: i64,
    pub list_no: i64,
    pub names: [String; 3],
    pub color_code: String,
    /// For attribute options, the position of their group in `FacetIndex::groups`.
    pub group: usize,
}

#[derive(Debug, Clone)]
pub struct FacetGroup {
    pub id: i64,
    pub view: String,
    pub names: [String; 3],
}

/// Rows the index is built from (see `store::facet_index`).
#[derive(Debug, Default)]
pub struct FacetRows {
    pub products: Vec<FacetProduct>,
    /// (product id, colour id, size id, stock)
    pub variants: Vec<(i64, i64, i64, i64)>,
    /// (product id, option id)
    pub product_options: Vec<(i64, i64)>,
    /// Colour values (group 1) and size values (group 2), by list number.
    pub colours: Vec<FacetValue>,
    pub sizes: Vec<FacetValue>,
    pub groups: Vec<FacetGroup>,
    pub options: Vec<FacetValue>,
}

/// Every product's filterable facts, and each sort order precomputed.
#[derive(Debug)]
pub struct FacetIndex {
    products: Vec<FacetProduct>,
    by_id: HashMap<i64, u32>,
    /// Positions in each `SortKey` order.
    orders: Vec<Vec<u32>>,
    pub colours: Vec<FacetValue>,
    pub sizes: Vec<FacetValue>,
    pub groups: Vec<FacetGroup>,
    pub options: Vec<FacetValue>,
}

fn bit_of(values: &[FacetValue]) -> HashMap<i64, u32> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| (v.id, i as u32))
        .collect()
}

/// The set bits of a mask, lowest first.
fn bits(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let b = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(b)
    })
}

fn mask_of(ids: &[i64], bit: &HashMap<i64, u32>) -> u128 {
    ids.iter()
        .filter_map(|id| bit.get(id))
        .fold(0, |m, b| m | (1u128 << b))
}

/// Discount in tenths of a percent, the key of the biggest-discount order.
fn discount_key(p: &FacetProduct) -> i64 {
    if p.price_list <= 0 {
        0
    } else {
        (p.price_list - p.price) * 1000 / p.price_list
    }
}

impl FacetIndex {
    pub fn build(rows: FacetRows) -> FacetIndex {
        let FacetRows {
            products,
            variants,
            product_options,
            mut colours,
            mut sizes,
            groups,
            mut options,
        } = rows;
        // Values beyond the bit budget cannot be filtered on; a children's shop has far fewer.
        for list in [&mut colours, &mut sizes, &mut options] {
            if list.len() > MAX_VALUES {
                tracing::warn!(
                    count = list.len(),
                    "more filter values than the index keeps; the rest are not filterable"
                );
                list.truncate(MAX_VALUES);
            }
        }
        let by_id: HashMap<i64, u32> = products
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id, i as u32))
            .collect();
        let orders = SortKey::ALL
            .iter()
            .map(|&sort| {
                let mut order: Vec<u32> = (0..products.len() as u32).collect();
                order.sort_by_key(|&i| {
                    let p = &products[i as usize];
                    let key = match sort {
                        SortKey::Newest => -p.created_at,
                        SortKey::PriceAsc => p.price,
                        SortKey::PriceDesc => -p.price,
                        SortKey::BestSelling => -p.sold_count,
                        SortKey::Discount => -discount_key(p),
                        SortKey::MostViewed => -p.view_count,
                    };
                    // Ties: newer ids first, as in the SQL orders.
                    (key, -p.id)
                });
                order
            })
            .collect();
        let mut index = FacetIndex {
            products,
            by_id,
            orders,
            colours,
            sizes,
            groups,
            options,
        };
        index.add_variants(&variants);
        index.add_options(&product_options);
        index
    }

    /// Adds variant rows (product id, colour id, size id, stock). A large catalog is read in
    /// slices, so its millions of variant rows are never in memory at once. Rows of unknown
    /// products or values are skipped.
    pub fn add_variants(&mut self, rows: &[(i64, i64, i64, i64)]) {
        let colour_bit = bit_of(&self.colours);
        let size_bit = bit_of(&self.sizes);
        for &(product_id, colour, size, stock) in rows {
            let Some(&pos) = self.by_id.get(&product_id) else {
                continue;
            };
            let p = &mut self.products[pos as usize];
            let c = colour_bit.get(&colour).map_or(0, |b| 1u128 << b);
            let s = size_bit.get(&size).map_or(0, |b| 1u128 << b);
            p.colours |= c;
            p.sizes |= s;
            if stock > 0 {
                p.stock_colours |= c;
                p.stock_sizes |= s;
            }
        }
    }

    /// Adds catalog attribute rows (product id, option id).
    pub fn add_options(&mut self, rows: &[(i64, i64)]) {
        let option_bit = bit_of(&self.options);
        for (product_id, option) in rows {
            if let (Some(&pos), Some(b)) = (self.by_id.get(product_id), option_bit.get(option)) {
                self.products[pos as usize].options |= 1u128 << b;
            }
        }
    }

    /// The lowest and highest product id, for reading variants in slices.
    pub fn id_bounds(&self) -> Option<(i64, i64)> {
        let min = self.products.iter().map(|p| p.id).min()?;
        let max = self.products.iter().map(|p| p.id).max()?;
        Some((min, max))
    }

    pub fn len(&self) -> usize {
        self.products.len()
    }

    pub fn is_empty(&self) -> bool {
        self.products.is_empty()
    }

    /// Positions of the products of these categories, in no particular order.
    pub fn in_categories(&self, category_ids: &[i64]) -> Vec<u32> {
        let wanted: std::collections::HashSet<i64> = category_ids.iter().copied().collect();
        (0..self.products.len() as u32)
            .filter(|&i| wanted.contains(&self.products[i as usize].category_id))
            .collect()
    }

    /// Positions of a special list's products.
    pub fn special(&self, list: SpecialList) -> Vec<u32> {
        let all = 0..self.products.len() as u32;
        match list {
            SpecialList::Discounted => all
                .filter(|&i| {
                    let p = &self.products[i as usize];
                    p.price < p.price_list
                })
                .collect(),
            SpecialList::Deals => all
                .filter(|&i| {
                    let p = &self.products[i as usize];
                    p.multi_buy || discount_percent(p.price, p.price_list) >= DEAL_MIN_DISCOUNT
                })
                .collect(),
            SpecialList::BestSellers => {
                let take = (self.products.len() / 5).max(BEST_SELLERS_MIN);
                self.orders[SortKey::BestSelling.slot()]
                    .iter()
                    .copied()
                    .filter(|&i| self.products[i as usize].sold_count > 0)
                    .take(take)
                    .collect()
            }
        }
    }

    /// Positions of the given product ids, in the given order; unknown ids are skipped.
    pub fn positions(&self, ids: &[i64]) -> Vec<u32> {
        ids.iter()
            .filter_map(|id| self.by_id.get(id).copied())
            .collect()
    }

    /// Product ids at these positions.
    pub fn ids_of(&self, positions: &[u32]) -> Vec<i64> {
        positions
            .iter()
            .map(|&p| self.products[p as usize].id)
            .collect()
    }

    pub fn product_by_id(&self, id: i64) -> Option<&FacetProduct> {
        self.by_id.get(&id).map(|&i| &self.products[i as usize])
    }

    /// Runs the filters over a list. `base` is the list's products (in relevance order for
    /// search); `default_sort` orders it when the URL names no order (None keeps `base`'s order).
    pub fn evaluate(
        &self,
        base: &[u32],
        state: &FilterState,
        default_sort: Option<SortKey>,
        currency: Currency,
        rate_micros: i64,
    ) -> Outcome {
        let colour_sel = mask_of(&state.colours, &bit_of(&self.colours));
        let size_sel = mask_of(&state.sizes, &bit_of(&self.sizes));
        let option_bit = bit_of(&self.options);
        // One mask per attribute group that has a choice.
        let mut group_sel: Vec<(usize, u128)> = Vec::new();
        for id in &state.options {
            if let Some(&b) = option_bit.get(id) {
                let g = self.options[b as usize].group;
                match group_sel.iter_mut().find(|(gg, _)| *gg == g) {
                    Some((_, m)) => *m |= 1u128 << b,
                    None => group_sel.push((g, 1u128 << b)),
                }
            }
        }
        let shown = |minor: i64| Money::try_minor(minor).convert(currency, rate_micros).minor;
        let stock = state.in_stock;
        let price = state.price;

        let mut out = Outcome {
            colour_counts: vec![0; self.colours.len()],
            size_counts: vec![0; self.sizes.len()],
            option_counts: vec![0; self.options.len()],
            ..Outcome::default()
        };
        let mut passing = vec![0u64; self.products.len().div_ceil(64)];
        let mut price_min = i64::MAX;
        let mut price_max = i64::MIN;

        // Dimensions: 0 colour, 1 size, 2 stock, 3 price, 4.. attribute groups.
        for &pos in base {
            let p = &self.products[pos as usize];
            out.colours_present |= p.colours;
            out.sizes_present |= p.sizes;
            out.options_present |= p.options;
            let (c_mask, s_mask) = if stock {
                (p.stock_colours, p.stock_sizes)
            } else {
                (p.colours, p.sizes)
            };
            let ok_colour = colour_sel == 0 || c_mask & colour_sel != 0;
            let ok_size = size_sel == 0 || s_mask & size_sel != 0;
            let ok_stock = !stock || p.in_stock();
            let ok_price = price.is_none_or(|r| r.contains(shown(p.price)));
            let mut failed = 0u32;
            let mut failed_dim = usize::MAX;
            for (dim, ok) in [ok_colour, ok_size, ok_stock, ok_price]
                .into_iter()
                .enumerate()
            {
                if !ok {
                    failed += 1;
                    failed_dim = dim;
                }
            }
            for (n, (_, m)) in group_sel.iter().enumerate() {
                if p.options & m == 0 {
                    failed += 1;
                    failed_dim = 4 + n;
                }
            }
            if failed > 1 {
                continue;
            }
            let all = failed == 0;
            if all || failed_dim == 0 {
                for b in bits(c_mask) {
                    out.colour_counts[b] += 1;
                }
            }
            if all || failed_dim == 1 {
                for b in bits(s_mask) {
                    out.size_counts[b] += 1;
                }
            }
            if all || failed_dim == 3 {
                price_min = price_min.min(p.price);
                price_max = price_max.max(p.price);
            }
            // Attribute counts: other groups' filters apply, a group's own choice does not.
            for b in bits(p.options) {
                let g = self.options[b].group;
                let own = group_sel.iter().position(|(gg, _)| *gg == g);
                if all || own.is_some_and(|n| failed_dim == 4 + n) {
                    out.option_counts[b] += 1;
                }
            }
            if all {
                passing[pos as usize / 64] |= 1 << (pos % 64);
                out.total += 1;
                *out.category_counts.entry(p.category_id).or_default() += 1;
            }
            // How many products the list would have with `stock=1` on as well.
            if all {
                let ok_c = colour_sel == 0 || p.stock_colours & colour_sel != 0;
                let ok_s = size_sel == 0 || p.stock_sizes & size_sel != 0;
                if p.in_stock() && ok_c && ok_s {
                    out.in_stock_count += 1;
                }
            }
        }
        if price_min <= price_max {
            out.price_range = Some((shown(price_min), shown(price_max)));
        }
        let is_passing = |pos: u32| passing[pos as usize / 64] & (1 << (pos % 64)) != 0;
        out.ids = match state.sort.or(default_sort) {
            Some(sort) => self.orders[sort.slot()]
                .iter()
                .copied()
                .filter(|&pos| is_passing(pos))
                .map(|pos| self.products[pos as usize].id)
                .collect(),
            None => base
                .iter()
                .copied()
                .filter(|&pos| is_passing(pos))
                .map(|pos| self.products[pos as usize].id)
                .collect(),
        };
        out.colour_selected = colour_sel;
        out.size_selected = size_sel;
        out.option_selected = group_sel.iter().fold(0, |m, (_, g)| m | g);
        out
    }
}

/// What one evaluation yields: the matching ids in order and the counts per value.
#[derive(Debug, Default, Clone)]
pub struct Outcome {
    pub ids: Vec<i64>,
    pub total: u64,
    pub colour_counts: Vec<u32>,
    pub size_counts: Vec<u32>,
    pub option_counts: Vec<u32>,
    pub in_stock_count: u64,
    /// Lowest and highest price (minor units of the shown currency) under the other filters.
    pub price_range: Option<(i64, i64)>,
    pub category_counts: HashMap<i64, u32>,
    colours_present: u128,
    sizes_present: u128,
    options_present: u128,
    /// The choices that were applied (known ids only).
    colour_selected: u128,
    size_selected: u128,
    option_selected: u128,
}

// ---- The answer of `/srv/service/filter/get/` ----

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

#[cfg(test)]
mod tests {
    use super::*;

    fn state(q: &str) -> FilterState {
        FilterState::parse(q)
    }

    #[test]
    fn ids_comma_separated_or_repeated_unknown_text_ignored() {
        let s = state("type1=3,1&type1=2&type2=100,abc,,-4&option=5&stock=1");
        assert_eq!(s.colours, vec![1, 2, 3]);
        assert_eq!(s.sizes, vec![100]);
        assert_eq!(s.options, vec![5]);
        assert!(s.in_stock);
        assert_eq!(s.page, 1);
        assert!(!state("stock=yes").in_stock);
    }

    #[test]
    fn price_ranges() {
        let r = |t: &str| PriceRange::parse(t);
        assert_eq!(
            r("100-250"),
            Some(PriceRange {
                min: Some(10_000),
                max: Some(25_000)
            })
        );
        assert_eq!(
            r("99,9-"),
            Some(PriceRange {
                min: Some(9_990),
                max: None
            })
        );
        assert_eq!(
            r("-500.50"),
            Some(PriceRange {
                min: None,
                max: Some(50_050)
            })
        );
        for bad in [
            "", "-", "abc", "100", "250-100", "1-2-3", "-5-10", "1.234-5", "1e3-5", "100-x",
        ] {
            assert_eq!(r(bad), None, "{bad}");
        }
        // A malformed range is ignored; the other filters stay.
        let s = state("price=abc&type1=4");
        assert_eq!(s.price, None);
        assert_eq!(s.colours, vec![4]);
    }

    #[test]
    fn sort_and_page() {
        assert_eq!(state("sort=price_desc").sort, Some(SortKey::PriceDesc));
        assert_eq!(state("sort=cheapest").sort, None);
        assert_eq!(state("pg=3").page, 3);
        for bad in ["pg=0", "pg=-2", "pg=x", "pg=10001"] {
            assert_eq!(state(bad).page, 1, "{bad}");
        }
        for s in SortKey::ALL {
            assert_eq!(SortKey::parse(s.code()), Some(s));
        }
    }

    #[test]
    fn special_list_slugs() {
        for l in SpecialList::ALL {
            assert_eq!(SpecialList::from_slug(l.slug()), Some(l));
        }
        assert_eq!(SpecialList::from_slug("erkek-cocuk"), None);
    }

    fn value(id: i64, group: usize) -> FacetValue {
        FacetValue {
            id,
            list_no: id,
            names: [format!("v{id}"), format!("v{id}"), format!("v{id}")],
            color_code: String::new(),
            group,
        }
    }

    fn product(id: i64, category_id: i64, price: i64, price_list: i64) -> FacetProduct {
        FacetProduct {
            id,
            category_id,
            price,
            price_list,
            created_at: id,
            sold_count: 10 - id,
            view_count: id * 3 % 7,
            ..FacetProduct::default()
        }
    }

    /// Colours 1 (red) and 2 (blue); sizes 100 and 101; fabric options 7 and 8 in group 0.
    fn sample() -> FacetIndex {
        FacetIndex::build(FacetRows {
            products: vec![
                product(1, 10, 10_000, 10_000),
                product(2, 10, 20_000, 25_000),
                product(3, 11, 30_000, 30_000),
                product(4, 11, 40_000, 80_000),
            ],
            variants: vec![
                (1, 1, 100, 5),
                (1, 1, 101, 0),
                (2, 2, 100, 0),
                (2, 2, 101, 3),
                (3, 1, 101, 0),
                (4, 1, 100, 1),
                (4, 2, 100, 1),
            ],
            product_options: vec![(1, 7), (2, 8), (3, 7), (4, 8)],
            colours: vec![value(1, 0), value(2, 0)],
            sizes: vec![value(100, 0), value(101, 0)],
            groups: vec![FacetGroup {
                id: 1,
                view: "select".into(),
                names: ["Kumaş".into(), "Fabric".into(), "القماش".into()],
            }],
            options: vec![value(7, 0), value(8, 0)],
        })
    }

    fn run(index: &FacetIndex, q: &str) -> Outcome {
        let all: Vec<u32> = (0..index.len() as u32).collect();
        index.evaluate(&all, &state(q), Some(SortKey::Newest), Currency::Try, 0)
    }

    #[test]
    fn each_filter_narrows() {
        let index = sample();
        assert_eq!(run(&index, "").ids, vec![4, 3, 2, 1]);
        assert_eq!(run(&index, "type1=1").ids, vec![4, 3, 1]);
        assert_eq!(run(&index, "type2=100").ids, vec![4, 2, 1]);
        assert_eq!(run(&index, "type1=1&type2=100").ids, vec![4, 1]);
        // In stock: product 3 has no stock; size 100 in stock only for 1 and 4.
        assert_eq!(run(&index, "stock=1").ids, vec![4, 2, 1]);
        assert_eq!(run(&index, "stock=1&type2=100").ids, vec![4, 1]);
        assert_eq!(run(&index, "option=8").ids, vec![4, 2]);
        assert_eq!(run(&index, "price=150-300").ids, vec![3, 2]);
        assert_eq!(run(&index, "price=-100").ids, vec![1]);
    }

    #[test]
    fn unknown_values_are_ignored_and_the_rest_applied() {
        let index = sample();
        assert_eq!(run(&index, "type1=999").ids, vec![4, 3, 2, 1]);
        assert_eq!(run(&index, "type1=999,2").ids, vec![4, 2]);
        assert_eq!(
            run(&index, "type2=1&option=42&price=x").ids,
            vec![4, 3, 2, 1]
        );
    }

    #[test]
    fn counts_leave_out_their_own_group() {
        let index = sample();
        let o = run(&index, "type1=1&type2=101");
        // Only product 1 and 3 have red in size 101.
        assert_eq!(o.ids, vec![3, 1]);
        // Colour counts apply the size filter only: size 101 is on 1, 2, 3.
        assert_eq!(o.colour_counts, vec![2, 1]);
        // Size counts apply the colour filter only: red is on 1, 3, 4.
        assert_eq!(o.size_counts, vec![2, 2]);
        // Option counts apply both: 1 and 3 have option 7.
        assert_eq!(o.option_counts, vec![2, 0]);
        assert_eq!(o.total, 2);
        // Neither 1 nor 3 has size 101 in stock.
        assert_eq!(o.in_stock_count, 0);
        let o = run(&index, "option=7");
        assert_eq!(o.option_counts, vec![2, 2]);
        assert_eq!(o.category_counts.get(&10), Some(&1));
        assert_eq!(o.category_counts.get(&11), Some(&1));
    }

    #[test]
    fn price_range_ignores_the_price_filter() {
        let index = sample();
        let o = run(&index, "price=150-300");
        assert_eq!(o.price_range, Some((10_000, 40_000)));
        let o = run(&index, "type1=2");
        assert_eq!(o.price_range, Some((20_000, 40_000)));
    }

    #[test]
    fn sorts() {
        let index = sample();
        assert_eq!(run(&index, "sort=price_asc").ids, vec![1, 2, 3, 4]);
        assert_eq!(run(&index, "sort=price_desc").ids, vec![4, 3, 2, 1]);
        assert_eq!(run(&index, "sort=best_selling").ids, vec![1, 2, 3, 4]);
        // 50 % off, then 20 % off, then the rest newest id first.
        assert_eq!(run(&index, "sort=discount").ids, vec![4, 2, 3, 1]);
        // Search keeps its own order when no sort is asked for.
        let base = index.positions(&[3, 1, 4]);
        let o = index.evaluate(&base, &state(""), None, Currency::Try, 0);
        assert_eq!(o.ids, vec![3, 1, 4]);
    }

    #[test]
    fn special_lists() {
        let index = sample();
        let ids = |l| {
            let mut v: Vec<i64> = index
                .special(l)
                .iter()
                .map(|&p| index.products[p as usize].id)
                .collect();
            v.sort_unstable();
            v
        };
        assert_eq!(ids(SpecialList::Discounted), vec![2, 4]);
        assert_eq!(ids(SpecialList::Deals), vec![4]);
        assert_eq!(ids(SpecialList::BestSellers), vec![1, 2, 3, 4]);
    }

    #[test]
    fn response_marks_selected_values_and_lists_only_present_ones() {
        let index = sample();
        let s = state("type1=2&sort=price_asc");
        let all = index.positions(&[2]);
        let o = index.evaluate(&all, &s, Some(SortKey::Newest), Currency::Try, 0);
        let r = index.response(&o, &s, Some(SortKey::Newest), Lang::En, &[], None);
        assert_eq!(r.variants.type1_list.len(), 1);
        assert!(r.variants.type1_list[0].selected);
        assert_eq!(r.filters[0].name, "Fabric");
        assert_eq!(r.filters[0].values.len(), 1);
        assert!(r.sort.iter().any(|x| x.id == "price_asc" && x.selected));
        assert_eq!(r.total, 1);
    }
}
