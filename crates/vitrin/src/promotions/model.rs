//! Coupon codes as rules: whether a coupon may be used now and by whom, which lines it covers and
//! what it takes off each line. Pure functions; the store reads and counts, the pricing calls
//! [`shares`].

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::messages::CouponRefusal;
use crate::cart::model::percent_of;

/// At most this many characters in a code.
pub const MAX_CODE_CHARS: usize = 40;

/// What a coupon takes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = CouponKind)]
pub enum Kind {
    /// `value` percent of each line it covers, rounded half up per line.
    Percent,
    /// `value` kuruş off the lines it covers together, shared between them by their totals.
    Amount,
}

impl Kind {
    pub fn code(self) -> &'static str {
        match self {
            Kind::Percent => "percent",
            Kind::Amount => "amount",
        }
    }

    pub fn parse(text: &str) -> Option<Kind> {
        match text {
            "percent" => Some(Kind::Percent),
            "amount" => Some(Kind::Amount),
            _ => None,
        }
    }
}

/// The products a coupon covers: none named means every product; an excluded product or
/// category, or (with `exclude_discounted`) a product sold under its list price, is never covered.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = CouponScope)]
pub struct Scope {
    /// Categories covered with their subcategories.
    #[serde(default)]
    pub categories: Vec<i64>,
    #[serde(default)]
    pub products: Vec<i64>,
    #[serde(default)]
    pub excluded_categories: Vec<i64>,
    #[serde(default)]
    pub excluded_products: Vec<i64>,
    /// Products already sold under their list price are left out.
    #[serde(default)]
    pub exclude_discounted: bool,
}

/// A cart line as a coupon's scope sees it.
#[derive(Debug, Clone, Copy)]
pub struct Item<'a> {
    pub product_id: i64,
    /// The product's category and the categories above it.
    pub categories: &'a [i64],
    /// Sold under its list price.
    pub discounted: bool,
}

impl Scope {
    pub fn covers(&self, item: &Item<'_>) -> bool {
        let in_categories = |ids: &[i64]| item.categories.iter().any(|c| ids.contains(c));
        if self.excluded_products.contains(&item.product_id)
            || in_categories(&self.excluded_categories)
            || (self.exclude_discounted && item.discounted)
        {
            return false;
        }
        if self.categories.is_empty() && self.products.is_empty() {
            return true;
        }
        self.products.contains(&item.product_id) || in_categories(&self.categories)
    }

    /// Whether a list names more than the 1,000 ids a scope may hold.
    pub fn too_long(&self) -> bool {
        [
            &self.categories,
            &self.products,
            &self.excluded_categories,
            &self.excluded_products,
        ]
        .iter()
        .any(|ids| ids.len() > 1000)
    }

    /// Whether the lines' categories must be read to decide.
    pub fn needs_categories(&self) -> bool {
        !self.categories.is_empty() || !self.excluded_categories.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coupon {
    pub id: i64,
    /// As the shop wrote it.
    pub code: String,
    pub kind: Kind,
    /// Percent (1–100) or kuruş.
    pub value: i64,
    /// The least the cart's lines must come to (kuruş, after their own discounts).
    pub min_total: i64,
    pub starts_at: Option<i64>,
    pub ends_at: Option<i64>,
    pub scope: Scope,
    pub max_uses: Option<i64>,
    pub max_uses_per_customer: Option<i64>,
    pub first_order_only: bool,
    pub members_only: bool,
    /// May be used beside a campaign's discount.
    pub combinable: bool,
    pub used: i64,
}

/// Who would use a coupon, as far as the checkout knows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shopper {
    pub member: bool,
    /// Orders this member or e-mail placed before (cancelled ones aside).
    pub orders: i64,
    /// Uses of this coupon by this member or e-mail, on orders not cancelled or returned.
    pub uses: i64,
}

impl Coupon {
    /// Whether the coupon may be used at `now` at all: its dates and its uses.
    pub fn usable(&self, now: i64) -> Result<(), CouponRefusal> {
        if self.starts_at.is_some_and(|t| now < t) {
            return Err(CouponRefusal::NotYetValid);
        }
        if self.ends_at.is_some_and(|t| now >= t) {
            return Err(CouponRefusal::Expired);
        }
        if self.max_uses.is_some_and(|m| self.used >= m) {
            return Err(CouponRefusal::UsedUp);
        }
        Ok(())
    }

    /// Whether this shopper may use it.
    pub fn allows(&self, shopper: &Shopper) -> Result<(), CouponRefusal> {
        if self.members_only && !shopper.member {
            return Err(CouponRefusal::MembersOnly);
        }
        if self.first_order_only && shopper.orders > 0 {
            return Err(CouponRefusal::FirstOrderOnly);
        }
        if self
            .max_uses_per_customer
            .is_some_and(|m| shopper.uses >= m)
        {
            return Err(CouponRefusal::AlreadyUsed);
        }
        Ok(())
    }

    /// What the coupon takes off each line, in the lines' currency: `lines` are each line's total
    /// (after its own discounts) and whether the coupon covers it; `amount` is the coupon's fixed
    /// amount in that currency (unused for a percent). `lira_total` is the lines' total in lira,
    /// held against the coupon's minimum.
    pub fn shares(
        &self,
        lines: &[(i64, bool)],
        amount: i64,
        lira_total: i64,
    ) -> Result<Vec<i64>, CouponRefusal> {
        if lira_total < self.min_total {
            return Err(CouponRefusal::BelowMinimum(self.min_total));
        }
        let covered: i64 = lines.iter().filter(|(_, c)| *c).map(|(t, _)| t).sum();
        if covered <= 0 {
            return Err(CouponRefusal::NotApplicable);
        }
        Ok(match self.kind {
            Kind::Percent => lines
                .iter()
                .map(|&(total, c)| if c { percent_of(total, self.value) } else { 0 })
                .collect(),
            Kind::Amount => spread(lines, amount.min(covered), covered),
        })
    }
}

/// `amount` shared between the covered lines by their totals: each line's part rounded down, the
/// kuruş left over going to the largest covered lines first, so the parts add up to `amount`.
fn spread(lines: &[(i64, bool)], amount: i64, covered: i64) -> Vec<i64> {
    let mut parts: Vec<i64> = lines
        .iter()
        .map(|&(total, c)| if c { amount * total / covered } else { 0 })
        .collect();
    let mut left = amount - parts.iter().sum::<i64>();
    let mut order: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].1).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(lines[i].0), i));
    for i in order.into_iter().cycle() {
        if left == 0 {
            break;
        }
        if parts[i] < lines[i].0 {
            parts[i] += 1;
            left -= 1;
        }
    }
    parts
}

/// A code as it is compared: Turkish letters and both i's folded to ASCII, upper case, without
/// spaces, so "yaz-İndirim", "YAZ-INDIRIM" and "yaz-indirim" are one code.
pub fn fold_code(text: &str) -> String {
    let lowered = crate::search::analysis::turkish_lower(text);
    crate::search::analysis::fold(&lowered)
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_uppercase)
        .collect()
}

/// A code the shop may create: 3–40 letters, digits, `-` or `_`.
pub fn valid_code(text: &str) -> bool {
    let n = text.chars().count();
    (3..=MAX_CODE_CHARS).contains(&n)
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

#[cfg(test)]
#[path = "model_tests.rs"]
pub(super) mod tests;
