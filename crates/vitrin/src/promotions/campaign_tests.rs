//! Campaign rules and their choice against hand computations.

use std::collections::HashMap;

use super::*;
use crate::{
    cart::model::LinePrice,
    promotions::{
        messages::CouponRefusal,
        model::{Coupon, Kind},
        pricing,
    },
};

fn campaign(id: i64, offer: Offer, combinable: bool) -> Campaign {
    Campaign {
        id,
        name: Names {
            tr: format!("Kampanya {id}"),
            ..Names::default()
        },
        offer,
        min_total: 0,
        starts_at: None,
        ends_at: None,
        scope: Scope::default(),
        members_only: false,
        combinable,
    }
}

fn line(product_id: i64, quantity: i64) -> Line {
    Line {
        product_id,
        quantity,
        discounted: false,
        vat_percent: 10,
    }
}

fn basket<'a>(lines: &'a [Line], categories: &'a HashMap<i64, Vec<i64>>) -> Basket<'a> {
    Basket {
        lines,
        categories,
        member: false,
        now: 1_000,
    }
}

const THREE_FOR_TWO: Offer = Offer::BuyXPayY { buy: 3, pay: 2 };

#[test]
fn three_for_two_frees_the_cheapest_of_each_group() {
    let c = campaign(1, THREE_FOR_TWO, true);
    // Two dresses of 300 TL and two t-shirts of 100 TL: pieces 300, 300, 100 | 100. One full
    // group; its cheapest piece (100 TL) is free. The fourth piece waits for two more.
    let lines = [line(1, 2), line(2, 2)];
    let parts = c.parts(&lines, &[60_000, 20_000], &[true, true]);
    assert_eq!(parts, vec![0, 10_000]);
    // Six pieces of one price: two groups, two pieces free.
    let parts = c.parts(&[line(1, 6)], &[59_940], &[true]);
    assert_eq!(parts, vec![19_980]);
    // A line's unit price is its total over its quantity, rounded half up per line: 3 pieces for
    // 100,01 TL; one is free: 33,337 → 33,34.
    assert_eq!(c.parts(&[line(1, 3)], &[10_001], &[true]), vec![3_334]);
    // Lines it does not cover take no part.
    assert_eq!(
        c.parts(&lines, &[60_000, 20_000], &[true, false]),
        vec![0, 0]
    );
}

#[test]
fn a_percent_is_taken_per_line_rounded_half_up() {
    let c = campaign(1, Offer::Percent { percent: 15 }, true);
    assert_eq!(
        c.parts(&[line(1, 1), line(2, 1)], &[24_990, 9_995], &[true, true]),
        vec![3_749, 1_499]
    );
}

#[test]
fn dates_members_and_minimums_decide_whether_it_runs() {
    let mut c = campaign(1, Offer::Percent { percent: 10 }, true);
    c.starts_at = Some(500);
    c.ends_at = Some(1_000);
    assert!(c.open_to(500, false));
    assert!(!c.open_to(1_000, false), "the end is not part of it");
    assert!(!c.open_to(499, false));
    c.members_only = true;
    assert!(!c.open_to(600, false));
    assert!(c.open_to(600, true));

    let mut c = campaign(1, Offer::Percent { percent: 10 }, true);
    c.min_total = 50_000;
    let lines = [line(1, 1)];
    let cats = HashMap::new();
    assert!(choose(&[c.clone()], &basket(&lines, &cats), &[49_999]).is_empty());
    assert_eq!(choose(&[c], &basket(&lines, &cats), &[50_000]).len(), 1);
}

#[test]
fn a_scope_by_category_covers_the_categories_below() {
    let mut c = campaign(1, Offer::Percent { percent: 20 }, true);
    c.scope.categories = vec![10];
    let lines = [line(1, 1), line(2, 1)];
    // Product 1 sits in 11, below 10; product 2 in 20.
    let cats = HashMap::from([(1, vec![11, 10]), (2, vec![20])]);
    let given = choose(&[c], &basket(&lines, &cats), &[10_000, 10_000]);
    assert_eq!(given[0].lines, vec![true, false]);
}

#[test]
fn combinable_campaigns_share_the_lines_the_larger_saving_first() {
    // 20 % on product 1, 10 % on every product: product 1 takes the 20 %, product 2 the 10 %.
    let mut twenty = campaign(1, Offer::Percent { percent: 20 }, true);
    twenty.scope.products = vec![1];
    let ten = campaign(2, Offer::Percent { percent: 10 }, true);
    let lines = [line(1, 1), line(2, 1)];
    let cats = HashMap::new();
    let given = choose(&[ten, twenty], &basket(&lines, &cats), &[10_000, 10_000]);
    // Alone, each saves 20 TL (20 % of 100 TL; 10 % of 200 TL): the older goes first and takes
    // product 1, the other the line left: 20 TL + 10 TL.
    assert_eq!(given.len(), 2);
    assert_eq!(
        (given[0].campaign.id, &given[0].lines),
        (1, &vec![true, false])
    );
    assert_eq!(
        (given[1].campaign.id, &given[1].lines),
        (2, &vec![false, true])
    );
    let lira = [10_000, 10_000];
    let total: i64 = given
        .iter()
        .map(|g| {
            g.campaign
                .parts(&lines, &lira, &g.lines)
                .iter()
                .sum::<i64>()
        })
        .sum();
    assert_eq!(total, 3_000);
}

#[test]
fn a_campaign_that_is_not_combinable_stands_alone_when_it_saves_more() {
    let ten = campaign(1, Offer::Percent { percent: 10 }, true);
    let mut thirty = campaign(2, Offer::Percent { percent: 30 }, false);
    thirty.scope.products = vec![2];
    let lines = [line(1, 1), line(2, 1)];
    let cats = HashMap::new();
    // 10 % on both: 20 TL. 30 % on product 2 alone: 30 TL, more: it is given alone.
    let given = choose(
        &[ten.clone(), thirty.clone()],
        &basket(&lines, &cats),
        &[10_000, 10_000],
    );
    assert_eq!(given.len(), 1);
    assert_eq!(given[0].campaign.id, 2);
    // With product 2 cheaper, 30 % of 50 TL is 15 TL < 10 % of 150 TL: the combinable one wins.
    let given = choose(&[ten, thirty], &basket(&lines, &cats), &[10_000, 5_000]);
    assert_eq!(given.len(), 1);
    assert_eq!(given[0].campaign.id, 1);
}

/// What the campaigns of an application took off together.
fn campaign_discount(applied: &pricing::Applied) -> i64 {
    applied.campaigns.iter().map(|(_, d)| d).sum()
}

fn priced(totals: &[i64]) -> Vec<LinePrice> {
    totals
        .iter()
        .map(|&t| LinePrice {
            gross: t,
            total: t,
            ..LinePrice::default()
        })
        .collect()
}

fn coupon(percent: i64, combinable: bool) -> Coupon {
    Coupon {
        combinable,
        ..crate::promotions::model::tests::coupon(Kind::Percent, percent)
    }
}

#[test]
fn a_combinable_code_is_taken_after_the_campaigns() {
    let lines = [line(1, 3)];
    let cats = HashMap::new();
    let b = basket(&lines, &cats);
    let campaigns = [campaign(1, THREE_FOR_TWO, true)];
    let mut prices = priced(&[30_000]);
    let d = pricing::decide(&campaigns, Some(&coupon(10, true)), &b, &prices);
    let applied = d.apply(&b, &mut prices, |v| v);
    // 3 pieces of 100 TL: one free (100 TL), then 10 % of the 200 TL left (20 TL).
    assert_eq!(campaign_discount(&applied), 10_000);
    assert_eq!(applied.coupon.unwrap().discount(), 2_000);
    assert_eq!(prices[0].total, 18_000);
    assert_eq!(prices[0].campaign_discount, 10_000);
    assert_eq!(prices[0].coupon_discount, 2_000);
    // VAT 10 % included: 18_000 * 10 / 110 = 1636,36 → 1636.
    assert_eq!(prices[0].vat, 1_636);
}

#[test]
fn a_code_that_is_not_combinable_gives_way_to_a_better_campaign_and_wins_over_a_worse() {
    let lines = [line(1, 3)];
    let cats = HashMap::new();
    let b = basket(&lines, &cats);
    let campaigns = [campaign(1, THREE_FOR_TWO, true)];
    // 10 % (30 TL) against a free piece (100 TL): the campaign, and the code says why.
    let mut prices = priced(&[30_000]);
    let d = pricing::decide(&campaigns, Some(&coupon(10, false)), &b, &prices);
    let applied = d.apply(&b, &mut prices, |v| v);
    assert_eq!(campaign_discount(&applied), 10_000);
    assert_eq!(
        applied.coupon.unwrap().result,
        Err(CouponRefusal::NotWithCampaigns)
    );
    // 50 % (150 TL) against 100 TL: the code, the campaign set aside.
    let mut prices = priced(&[30_000]);
    let d = pricing::decide(&campaigns, Some(&coupon(50, false)), &b, &prices);
    let applied = d.apply(&b, &mut prices, |v| v);
    assert!(applied.campaigns.is_empty());
    assert_eq!(applied.coupon.unwrap().discount(), 15_000);
    assert_eq!(prices[0].total, 15_000);
}

#[test]
fn free_shipping_counts_the_goods_after_discounts() {
    let lines = [line(1, 3)];
    let cats = HashMap::new();
    let b = basket(&lines, &cats);
    let mut ship = campaign(2, Offer::FreeShipping, true);
    ship.min_total = 25_000;
    let campaigns = [campaign(1, THREE_FOR_TWO, true), ship];
    // 300 TL less 100 TL is 200 TL: under the 250 TL the free shipping asks.
    let prices = priced(&[30_000]);
    let d = pricing::decide(&campaigns, None, &b, &prices);
    assert!(d.free_shipping.is_none());
    let prices = priced(&[45_000]);
    let d = pricing::decide(&campaigns, None, &b, &prices);
    assert_eq!(d.free_shipping.map(|c| c.id), Some(2));
}

#[test]
fn a_decision_on_lira_applies_to_a_shown_currency() {
    // 3 pieces at 100 TL shown as 3 pieces at 2,78 € (rate 0,0278): the same piece is free.
    let lines = [line(1, 3)];
    let cats = HashMap::new();
    let b = basket(&lines, &cats);
    let campaigns = [campaign(1, THREE_FOR_TWO, true)];
    let lira = priced(&[30_000]);
    let d = pricing::decide(&campaigns, None, &b, &lira);
    let mut euro = priced(&[834]);
    let applied = d.apply(&b, &mut euro, |v| v);
    assert_eq!(campaign_discount(&applied), 278);
    assert_eq!(euro[0].total, 556);
}

#[test]
fn names_fall_back_to_turkish() {
    let names = Names {
        tr: "3 Al 2 Öde".into(),
        en: "Buy 3 pay 2".into(),
        ar: String::new(),
    };
    assert_eq!(names.get(Lang::En), "Buy 3 pay 2");
    assert_eq!(names.get(Lang::Ar), "3 Al 2 Öde");
}
