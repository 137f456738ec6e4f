//! A coupon on priced lines: the one computation the cart, the checkout's summary, the placement
//! and the contracts share.

use std::collections::HashMap;

use super::{
    messages::CouponRefusal,
    model::{Coupon, Item},
};
use crate::cart::model::LinePrice;

/// A line as the coupon sees it: its product, whether it is sold under its list price, its VAT.
#[derive(Debug, Clone, Copy)]
pub struct Line {
    pub product_id: i64,
    pub discounted: bool,
    pub vat_percent: i64,
}

/// The code a cart carries and what became of it: the discount it gave in the pricing's
/// currency, or why it gave none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub coupon: Coupon,
    pub result: Result<i64, CouponRefusal>,
}

impl Outcome {
    pub fn discount(&self) -> i64 {
        *self.result.as_ref().unwrap_or(&0)
    }
}

/// Takes the coupon's parts off `prices` (one per line, in one currency) when it may be used at
/// `now` and the cart meets it. `amount` is a fixed coupon's value in the prices' currency,
/// `lira_total` the lines' total in lira (held against the minimum); `categories` holds each
/// product's category path when the coupon's scope names categories.
pub fn apply(
    coupon: &Coupon,
    now: i64,
    lines: &[Line],
    prices: &mut [LinePrice],
    categories: &HashMap<i64, Vec<i64>>,
    amount: i64,
    lira_total: i64,
) -> Outcome {
    let result = coupon.usable(now).and_then(|()| {
        let sides: Vec<(i64, bool)> = lines
            .iter()
            .zip(prices.iter())
            .map(|(l, p)| {
                let item = Item {
                    product_id: l.product_id,
                    categories: categories.get(&l.product_id).map_or(&[][..], Vec::as_slice),
                    discounted: l.discounted,
                };
                (p.total, coupon.scope.covers(&item))
            })
            .collect();
        let parts = coupon.shares(&sides, amount, lira_total)?;
        for ((price, line), part) in prices.iter_mut().zip(lines).zip(&parts) {
            *price = price.with_coupon(*part, line.vat_percent);
        }
        Ok(parts.iter().sum())
    });
    Outcome {
        coupon: coupon.clone(),
        result,
    }
}

/// A cart's code as the cart and the checkout show it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct CouponState {
    /// As the shop wrote it (or as the shopper typed an unknown one).
    pub code: String,
    /// It gives its discount now.
    pub applied: bool,
    /// Why it gives none (`coupon_expired`, `coupon_below_minimum`...); empty when applied.
    pub reason: String,
    /// The same in the shopper's language; empty when applied.
    pub message: String,
    #[serde(skip)]
    pub refused: Option<CouponRefusal>,
}

impl CouponState {
    pub fn of(code: &str, refused: Option<CouponRefusal>, lang: crate::locale::Lang) -> Self {
        use crate::error::Message;
        CouponState {
            code: code.to_string(),
            applied: refused.is_none(),
            reason: refused.map(|r| r.code().to_string()).unwrap_or_default(),
            message: refused
                .map(|r| r.text(lang).into_owned())
                .unwrap_or_default(),
            refused,
        }
    }

    /// The state of a priced code.
    pub fn of_outcome(outcome: &Outcome, lang: crate::locale::Lang) -> Self {
        CouponState::of(&outcome.coupon.code, outcome.result.err(), lang)
    }
}
