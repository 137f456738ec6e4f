//! Campaigns and a code on priced lines: the one computation the cart, the checkout's summary,
//! the placement and the contracts share. What a cart gets is decided once on its prices in lira
//! ([`decide`]) and then taken off the prices of any currency ([`Decision::apply`]).

use super::{
    campaign::{self, Basket, Campaign, Given},
    messages::CouponRefusal,
    model::Coupon,
};
use crate::cart::model::LinePrice;

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

/// What a cart gets: its goods campaigns with their lines, whether its code applies, and its
/// free-shipping campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub campaigns: Vec<Given>,
    pub coupon: Option<(Coupon, Result<(), CouponRefusal>)>,
    pub free_shipping: Option<Campaign>,
    /// The lines' total in lira the code's minimum was held against.
    coupon_base: i64,
    /// Which lines the code covers.
    coupon_lines: Vec<bool>,
}

/// A decision taken off one currency's prices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// Each campaign given and what it took off, in the prices' currency.
    pub campaigns: Vec<(Campaign, i64)>,
    pub coupon: Option<Outcome>,
    pub free_shipping: Option<Campaign>,
}

fn totals(prices: &[LinePrice]) -> Vec<i64> {
    prices.iter().map(|p| p.total).collect()
}

fn campaign_parts(given: &[Given], basket: &Basket<'_>, totals: &[i64]) -> Vec<Vec<i64>> {
    given
        .iter()
        .map(|g| g.campaign.parts(basket.lines, totals, &g.lines))
        .collect()
}

fn less(totals: &[i64], parts: &[Vec<i64>]) -> Vec<i64> {
    let mut left = totals.to_vec();
    for p in parts {
        for (t, part) in left.iter_mut().zip(p) {
            *t -= part;
        }
    }
    left
}

/// Decides what `basket` gets from the running `campaigns` and the cart's `coupon`, on its
/// prices in lira (README, "Campaigns"): the goods campaigns by [`campaign::choose`]; a code
/// beside them when the code and every campaign given are combinable, else whichever of the two
/// saves more (the code's refusal says so when the campaigns win); then free shipping on the
/// goods as discounted.
pub fn decide(
    campaigns: &[Campaign],
    coupon: Option<&Coupon>,
    basket: &Basket<'_>,
    lira: &[LinePrice],
) -> Decision {
    let lira = totals(lira);
    let mut given = campaign::choose(campaigns, basket, &lira);
    let after = less(&lira, &campaign_parts(&given, basket, &lira));
    let mut coupon_base = after.iter().sum();
    let coupon_lines = coupon.map_or_else(Vec::new, |c| basket.covered(&c.scope));
    let sides = |totals: &[i64]| -> Vec<(i64, bool)> {
        totals
            .iter()
            .copied()
            .zip(coupon_lines.iter().copied())
            .collect()
    };
    let coupon = coupon.map(|c| {
        let result = c.usable(basket.now).and_then(|()| {
            let together = c.combinable && given.iter().all(|g| g.campaign.combinable);
            if together || given.is_empty() {
                return c.shares(&sides(&after), c.value, coupon_base).map(drop);
            }
            let whole: i64 = lira.iter().sum();
            let alone: i64 = c.shares(&sides(&lira), c.value, whole)?.iter().sum();
            let campaigns: i64 = lira.iter().sum::<i64>() - after.iter().sum::<i64>();
            if alone > campaigns {
                given.clear();
                coupon_base = whole;
                Ok(())
            } else {
                Err(CouponRefusal::NotWithCampaigns)
            }
        });
        (c.clone(), result)
    });
    let mut decision = Decision {
        campaigns: given,
        coupon,
        free_shipping: None,
        coupon_base,
        coupon_lines,
    };
    let mut check = lira_prices_of(&lira);
    decision.apply(basket, &mut check, |v| v);
    let goods = check.iter().map(|p| p.total).sum();
    decision.free_shipping = campaign::free_shipping(campaigns, basket, goods).cloned();
    decision
}

/// Prices whose totals are `totals` (the decision's own pass over the lira amounts).
fn lira_prices_of(totals: &[i64]) -> Vec<LinePrice> {
    totals
        .iter()
        .map(|&total| LinePrice {
            gross: total,
            total,
            ..LinePrice::default()
        })
        .collect()
}

impl Decision {
    /// Takes the decision off one currency's `prices` (one per line, after the lines' own
    /// discounts): each campaign's part, then the code's; `convert` turns a code's fixed amount
    /// in lira into the prices' currency.
    pub fn apply(
        &self,
        basket: &Basket<'_>,
        prices: &mut [LinePrice],
        convert: impl Fn(i64) -> i64,
    ) -> Applied {
        let parts = campaign_parts(&self.campaigns, basket, &totals(prices));
        for part in &parts {
            for ((price, line), p) in prices.iter_mut().zip(basket.lines).zip(part) {
                *price = price.with_campaign(*p, line.vat_percent);
            }
        }
        let campaigns = self
            .campaigns
            .iter()
            .zip(&parts)
            .map(|(g, p)| (g.campaign.clone(), p.iter().sum()))
            .collect();
        let coupon = self.coupon.as_ref().map(|(c, decided)| {
            let result = decided.and_then(|()| {
                let sides: Vec<(i64, bool)> = prices
                    .iter()
                    .map(|p| p.total)
                    .zip(self.coupon_lines.iter().copied())
                    .collect();
                let parts = c.shares(&sides, convert(c.value), self.coupon_base)?;
                for ((price, line), part) in prices.iter_mut().zip(basket.lines).zip(&parts) {
                    *price = price.with_coupon(*part, line.vat_percent);
                }
                Ok(parts.iter().sum())
            });
            Outcome {
                coupon: c.clone(),
                result,
            }
        });
        Applied {
            campaigns,
            coupon,
            free_shipping: self.free_shipping.clone(),
        }
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
