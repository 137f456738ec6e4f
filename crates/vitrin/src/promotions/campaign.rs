//! Campaigns: discounts the shop runs without a code ("3 al 2 öde" on a category, a percent off
//! some products for dates, free shipping above an amount). Pure rules: what one campaign takes
//! off a cart's lines, and which of several a cart gets ([`choose`], the rule the README states
//! under "Campaigns"). The store reads them, the pricing applies the choice.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::model::{Item, Scope};
use crate::{cart::model::percent_of, locale::Lang};

/// What a campaign gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = CampaignOffer)]
pub enum Offer {
    /// "3 al 2 öde": of every `buy` pieces it covers, the shopper pays the dearest `pay`; the
    /// others (the cheapest of each group) are free.
    BuyXPayY { buy: i64, pay: i64 },
    /// `percent` off each line it covers, rounded half up per line.
    Percent { percent: i64 },
    /// The chosen carrier costs nothing.
    FreeShipping,
}

impl Offer {
    /// A discount on the goods (free shipping is not one).
    pub fn on_goods(self) -> bool {
        !matches!(self, Offer::FreeShipping)
    }
}

/// A campaign's name in the three languages; English and Arabic fall back to Turkish.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = CampaignName)]
pub struct Names {
    #[schema(min_length = 1, max_length = 60)]
    pub tr: String,
    #[serde(default)]
    #[schema(max_length = 60)]
    pub en: String,
    #[serde(default)]
    #[schema(max_length = 60)]
    pub ar: String,
}

impl Names {
    pub fn get(&self, lang: Lang) -> &str {
        let own = match lang {
            Lang::Tr => &self.tr,
            Lang::En => &self.en,
            Lang::Ar => &self.ar,
        };
        if own.is_empty() {
            &self.tr
        } else {
            own
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Campaign {
    pub id: i64,
    pub name: Names,
    pub offer: Offer,
    /// The least its lines must come to (kuruş); for free shipping, the goods after discounts.
    pub min_total: i64,
    pub starts_at: Option<i64>,
    pub ends_at: Option<i64>,
    pub scope: Scope,
    pub members_only: bool,
    /// May go together with other combinable campaigns and with a combinable code.
    pub combinable: bool,
}

/// A cart line as campaigns see it.
#[derive(Debug, Clone, Copy)]
pub struct Line {
    pub product_id: i64,
    pub quantity: i64,
    /// Sold under its list price.
    pub discounted: bool,
    pub vat_percent: i64,
}

/// A cart as campaigns see it: its lines, each product's category path (for scopes naming
/// categories), whether the shopper is a member, and when.
#[derive(Debug, Clone, Copy)]
pub struct Basket<'a> {
    pub lines: &'a [Line],
    pub categories: &'a HashMap<i64, Vec<i64>>,
    pub member: bool,
    pub now: i64,
}

impl Basket<'_> {
    /// Which lines `scope` covers.
    pub fn covered(&self, scope: &Scope) -> Vec<bool> {
        self.lines
            .iter()
            .map(|l| {
                scope.covers(&Item {
                    product_id: l.product_id,
                    categories: self
                        .categories
                        .get(&l.product_id)
                        .map_or(&[][..], Vec::as_slice),
                    discounted: l.discounted,
                })
            })
            .collect()
    }
}

impl Campaign {
    /// Runs at `now`, for this shopper.
    pub fn open_to(&self, now: i64, member: bool) -> bool {
        self.starts_at.is_none_or(|t| t <= now)
            && self.ends_at.is_none_or(|t| now < t)
            && (member || !self.members_only)
    }

    /// What the campaign takes off each line whose `open` is true, given the lines' totals (in
    /// any one currency, after the lines' own discounts).
    pub fn parts(&self, lines: &[Line], totals: &[i64], open: &[bool]) -> Vec<i64> {
        match self.offer {
            Offer::Percent { percent } => totals
                .iter()
                .zip(open)
                .map(|(&t, &o)| if o { percent_of(t, percent) } else { 0 })
                .collect(),
            Offer::BuyXPayY { buy, pay } => free_pieces(lines, totals, open, buy, buy - pay)
                .iter()
                .zip(lines.iter().zip(totals))
                .map(|(&free, (l, &t))| share(t, free, l.quantity))
                .collect(),
            Offer::FreeShipping => vec![0; lines.len()],
        }
    }

    /// Whether its scope's lines reach its minimum (`lira`: the lines' totals in lira).
    fn reaches(&self, covered: &[bool], lira: &[i64]) -> bool {
        let total: i64 = lira
            .iter()
            .zip(covered)
            .filter(|(_, c)| **c)
            .map(|(t, _)| t)
            .sum();
        covered.iter().any(|c| *c) && total >= self.min_total
    }

    /// Orders the campaigns one would rather give: the larger saving, then the one ending
    /// sooner (its chance passes first), then the older.
    fn rank(&self, saving: i64) -> (std::cmp::Reverse<i64>, i64, i64) {
        (
            std::cmp::Reverse(saving),
            self.ends_at.unwrap_or(i64::MAX),
            self.id,
        )
    }
}

/// `total * pieces / quantity`, rounded half up: the part of a line that `pieces` of its
/// `quantity` come to.
fn share(total: i64, pieces: i64, quantity: i64) -> i64 {
    if pieces == 0 || quantity <= 0 {
        return 0;
    }
    (2 * total * pieces + quantity).div_euclid(2 * quantity)
}

/// How many pieces of each open line are free when every `group` pieces, dearest first, leave
/// their `free` cheapest out of the bill.
fn free_pieces(lines: &[Line], totals: &[i64], open: &[bool], group: i64, free: i64) -> Vec<i64> {
    let mut pieces: Vec<usize> = Vec::new();
    for (i, l) in lines.iter().enumerate().filter(|(i, _)| open[*i]) {
        pieces.extend(std::iter::repeat_n(i, l.quantity.max(0) as usize));
    }
    // Dearest first by unit price (total / quantity, compared without dividing); ties by line.
    pieces.sort_by(|&a, &b| {
        let (ua, ub) = (
            i128::from(totals[a]) * i128::from(lines[b].quantity),
            i128::from(totals[b]) * i128::from(lines[a].quantity),
        );
        ub.cmp(&ua).then(a.cmp(&b))
    });
    let mut counts = vec![0; lines.len()];
    let (group, free) = (group.max(1) as usize, free.max(0) as usize);
    for chunk in pieces.chunks_exact(group) {
        for &i in &chunk[group - free..] {
            counts[i] += 1;
        }
    }
    counts
}

/// A campaign a cart gets, and the lines it was given on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Given {
    pub campaign: Campaign,
    pub lines: Vec<bool>,
}

/// The goods campaigns a cart gets (README, "Campaigns"): the combinable ones together, each
/// line given to at most one of them (the larger saving first), or the best campaign that is not
/// combinable alone, whichever saves the shopper more. `lira` are the lines' totals in lira.
pub fn choose(campaigns: &[Campaign], basket: &Basket<'_>, lira: &[i64]) -> Vec<Given> {
    let lines = basket.lines;
    let mut candidates: Vec<(&Campaign, Vec<bool>, i64)> = campaigns
        .iter()
        .filter(|c| c.offer.on_goods() && c.open_to(basket.now, basket.member))
        .filter_map(|c| {
            let covered = basket.covered(&c.scope);
            let saving: i64 = c.parts(lines, lira, &covered).iter().sum();
            (c.reaches(&covered, lira) && saving > 0).then_some((c, covered, saving))
        })
        .collect();
    candidates.sort_by_key(|(c, _, saving)| c.rank(*saving));

    let mut together = Vec::new();
    let mut taken = vec![false; lines.len()];
    let mut together_saving = 0;
    for (c, covered, _) in candidates.iter().filter(|(c, _, _)| c.combinable) {
        let open: Vec<bool> = covered.iter().zip(&taken).map(|(c, t)| *c && !t).collect();
        let saving: i64 = c.parts(lines, lira, &open).iter().sum();
        if saving > 0 && c.reaches(&open, lira) {
            together_saving += saving;
            for (t, o) in taken.iter_mut().zip(&open) {
                *t |= o;
            }
            together.push(Given {
                campaign: (*c).clone(),
                lines: open,
            });
        }
    }
    let alone = candidates.iter().find(|(c, _, _)| !c.combinable);
    match alone {
        Some((c, covered, saving)) if *saving > together_saving => vec![Given {
            campaign: (*c).clone(),
            lines: covered.clone(),
        }],
        _ => together,
    }
}

/// The free-shipping campaign a cart gets: one open to the shopper whose scope covers a line
/// and whose minimum the goods reach after every discount (`goods_lira`); the one ending
/// soonest, then the oldest.
pub fn free_shipping<'c>(
    campaigns: &'c [Campaign],
    basket: &Basket<'_>,
    goods_lira: i64,
) -> Option<&'c Campaign> {
    campaigns
        .iter()
        .filter(|c| {
            c.offer == Offer::FreeShipping
                && c.open_to(basket.now, basket.member)
                && goods_lira >= c.min_total
                && basket.covered(&c.scope).contains(&true)
        })
        .min_by_key(|c| c.rank(0))
}

#[cfg(test)]
#[path = "campaign_tests.rs"]
mod tests;
