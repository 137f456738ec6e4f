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

mod response;
mod state;
#[cfg(test)]
mod tests;

use std::{
    collections::HashMap,
    sync::atomic::{AtomicU64, Ordering},
};

use serde::{Deserialize, Serialize};

use super::model::discount_percent;
use crate::locale::{Currency, Money};

pub use response::*;
pub use state::*;

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

/// One product as the filters see it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
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
    /// The bits in stock follow the change log while the index serves (`FacetIndex::restock`).
    pub(crate) colours: u128,
    pub(crate) sizes: u128,
    pub(crate) stock_colours: LiveBits,
    pub(crate) stock_sizes: LiveBits,
    pub(crate) options: u128,
}

/// 128 bits that are replaced while lists are evaluated from them: two words, each read and
/// written whole. A list evaluated during a replacement may see one word old and one new, as it
/// may see one product before a sale and the next after it.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(from = "u128", into = "u128")]
pub struct LiveBits([AtomicU64; 2]);

impl LiveBits {
    pub fn get(&self) -> u128 {
        let [low, high] = &self.0;
        u128::from(low.load(Ordering::Relaxed)) | u128::from(high.load(Ordering::Relaxed)) << 64
    }

    fn set(&self, bits: u128) {
        let [low, high] = &self.0;
        low.store(bits as u64, Ordering::Relaxed);
        high.store((bits >> 64) as u64, Ordering::Relaxed);
    }
}

impl From<u128> for LiveBits {
    fn from(bits: u128) -> LiveBits {
        LiveBits([
            AtomicU64::new(bits as u64),
            AtomicU64::new((bits >> 64) as u64),
        ])
    }
}

impl From<LiveBits> for u128 {
    fn from(bits: LiveBits) -> u128 {
        bits.get()
    }
}

impl Clone for LiveBits {
    fn clone(&self) -> LiveBits {
        LiveBits::from(self.get())
    }
}

/// A colour, size or attribute option, with its names in Turkish, English and Arabic.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FacetValue {
    pub id: i64,
    pub list_no: i64,
    pub names: [String; 3],
    pub color_code: String,
    /// For attribute options, the position of their group in `FacetIndex::groups`.
    pub group: usize,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
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

/// Every product's filterable facts, and each sort order precomputed; kept in the data folder as
/// it is (`catalog/kept_filters.rs`).
#[derive(Debug, Serialize, Deserialize)]
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
                p.stock_colours.set(p.stock_colours.get() | c);
                p.stock_sizes.set(p.stock_sizes.get() | s);
            }
        }
    }

    /// Sets what is in stock of `products` from their variant rows now (product id, colour id,
    /// size id, stock), while the index serves; a product without rows has nothing in stock.
    /// Says whether any product's colours or sizes in stock changed, which is when the counts
    /// and lists evaluated before are out of date (most sales only lower a stock).
    pub fn restock(&self, products: &[i64], rows: &[(i64, i64, i64, i64)]) -> bool {
        let colour_bit = bit_of(&self.colours);
        let size_bit = bit_of(&self.sizes);
        let mut in_stock: HashMap<i64, (u128, u128)> =
            products.iter().map(|&id| (id, (0, 0))).collect();
        for &(product_id, colour, size, stock) in rows {
            if let (Some(bits), true) = (in_stock.get_mut(&product_id), stock > 0) {
                bits.0 |= colour_bit.get(&colour).map_or(0, |b| 1u128 << b);
                bits.1 |= size_bit.get(&size).map_or(0, |b| 1u128 << b);
            }
        }
        let mut moved = false;
        for (id, (colours, sizes)) in in_stock {
            let Some(p) = self.product_by_id(id) else {
                continue;
            };
            if (p.stock_colours.get(), p.stock_sizes.get()) != (colours, sizes) {
                p.stock_colours.set(colours);
                p.stock_sizes.set(sizes);
                moved = true;
            }
        }
        moved
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
            let (stock_colours, stock_sizes) = (p.stock_colours.get(), p.stock_sizes.get());
            let in_stock = stock_sizes != 0;
            let (c_mask, s_mask) = if stock {
                (stock_colours, stock_sizes)
            } else {
                (p.colours, p.sizes)
            };
            let ok_colour = colour_sel == 0 || c_mask & colour_sel != 0;
            let ok_size = size_sel == 0 || s_mask & size_sel != 0;
            let ok_stock = !stock || in_stock;
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
                let ok_c = colour_sel == 0 || stock_colours & colour_sel != 0;
                let ok_s = size_sel == 0 || stock_sizes & size_sel != 0;
                if in_stock && ok_c && ok_s {
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
