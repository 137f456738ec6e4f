//! The filter state a list URL carries, and the lists that are not categories.

use super::{MAX_PAGE, MAX_PRICE_MAJOR};
use crate::catalog::store::ProductSort;
use crate::locale::Lang;

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

    pub(super) fn slot(self) -> usize {
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
