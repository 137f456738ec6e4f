//! The cart as the storefront shows it: spec section 3's cart response (totalQuantity,
//! totalPrice, priceCart, cartProducts, status, statusText) plus the lines' and summary's details.

use serde::Serialize;
use utoipa::ToSchema;

use std::collections::HashMap;

use super::{
    model::{price_line, LinePrice, Tier},
    store::{self, LineRow},
};
use crate::{
    catalog::model::image_set,
    error::{AppResult, Message},
    http::locale::RequestLocale,
    locale::{format_money, page_url, Currency, Lang, Money},
    promotions::{
        campaign::Basket,
        campaign_store,
        messages::CouponRefusal,
        model::Coupon,
        pricing::{self, CouponState},
        store as coupons,
    },
    state::AppState,
};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CartProduct {
    /// Position of the line in the cart, from 0: the `sessIndex` of the update and delete calls.
    pub sess_index: usize,
    pub product_id: i64,
    pub variant_id: i64,
    pub title: String,
    pub url: String,
    #[schema(required = true)]
    pub image: Option<String>,
    pub colour: String,
    pub size: String,
    pub quantity: i64,
    pub min: i64,
    pub max: i64,
    pub step: i64,
    pub stock: i64,
    /// Unit price, VAT included, in the display currency.
    pub unit_price: f64,
    pub list_unit_price: f64,
    /// Unit price times quantity, before discounts.
    pub line_gross: f64,
    /// Percent of the multi-buy tier the quantity falls in (0 when none).
    pub tier_percent: i64,
    pub tier_discount: f64,
    pub subscription_discount: f64,
    /// The campaigns' part of the line.
    pub campaign_discount: f64,
    /// The discount code's part of the line.
    pub coupon_discount: f64,
    /// What the shopper pays for the line, VAT included.
    pub line_total: f64,
    pub vat_percent: i64,
    pub vat_amount: f64,
    pub tiers: Vec<Tier>,
    pub subscribe: bool,
    /// Days between subscription deliveries (0 without a subscription).
    pub subscribe_frequency: i64,
    pub subscription_percent: i64,
    pub store_pickup: bool,
    /// The personalization values as the shopper typed them, joined by commas.
    pub personalization: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CartSummary {
    /// Sum of unit price times quantity.
    pub subtotal: f64,
    /// Multi-buy and subscription discounts together.
    pub discount: f64,
    /// What the campaigns take off (already out of `total`; each is in `campaigns`).
    pub campaign_discount: f64,
    /// What the discount code takes off (already out of `total`).
    pub coupon_discount: f64,
    /// VAT included in the total.
    pub vat: f64,
    pub total: f64,
    /// Free shipping from this total (display currency); 0 when the shop sets none.
    pub free_shipping_threshold: f64,
    pub free_shipping_remaining: f64,
    /// 0 to 100, for the progress bar.
    pub free_shipping_percent: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StoreChoice {
    pub id: i64,
    pub name: String,
}

/// The result of one product of a (multi-)add.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddItemResult {
    pub product_id: i64,
    pub status: i32,
    pub status_text: String,
    /// What the message is about (`embroidery_required`, `out_of_stock`...), for the client's rules.
    pub code: String,
    #[schema(required = true)]
    pub url: Option<String>,
    #[schema(required = true)]
    pub title: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ErrorBody {
    pub code: String,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CartView {
    pub status: i32,
    pub status_text: String,
    pub total_quantity: i64,
    /// Cart total in the display currency, VAT included.
    pub total_price: f64,
    /// The same total, written for the request's language ("1.234,50 TL").
    pub price_cart: String,
    pub cart_products: Vec<CartProduct>,
    pub summary: CartSummary,
    pub currency: String,
    #[schema(required = true)]
    pub store: Option<StoreChoice>,
    /// A line is sold for store pickup and no store is chosen.
    pub needs_store: bool,
    pub order_notes: String,
    /// The discount code on the cart and whether it applies; null without one.
    #[schema(required = true)]
    pub coupon: Option<CouponState>,
    /// The campaigns the cart gets: each goods campaign with what it takes off, then a
    /// free-shipping one (its `discount` 0: the carrier is chosen later).
    pub campaigns: Vec<CartCampaign>,
    /// Where the product of an add went wrong or must be configured (statuses 2, 0, -1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// One entry per product of an add-to-cart call.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub results: Vec<AddItemResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorBody>,
}

/// A campaign a cart gets, as its summary lists it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CartCampaign {
    pub id: i64,
    /// In the shopper's language.
    pub name: String,
    /// What it takes off, in the display currency.
    pub discount: f64,
    pub free_shipping: bool,
}

struct Shown {
    currency: Currency,
    rate: i64,
    lang: Lang,
}

impl Shown {
    /// A lira amount in the shown currency, rounded once.
    fn convert(&self, try_minor: i64) -> Money {
        Money::try_minor(try_minor).convert(self.currency, self.rate)
    }
    /// A lira amount converted, as a display number.
    fn num(&self, try_minor: i64) -> f64 {
        self.convert(try_minor).as_display_number()
    }
    /// An amount already in the shown currency, as a display number.
    fn shown(&self, minor: i64) -> f64 {
        self.money(minor).as_display_number()
    }
    fn money(&self, minor: i64) -> Money {
        Money {
            minor,
            currency: self.currency,
        }
    }
}

/// A line's gross, discount, campaign part, coupon part, VAT and total.
type LineSums = [i64; 6];

/// The line priced in the shown currency (its unit price converted and rounded once, so the
/// cart's totals are the sums of what the shopper reads on its lines) and in lira (for the
/// coupon's minimum and the free-shipping threshold, which are in lira).
fn price_both(l: &LineRow, tiers: &[Tier], shown: &Shown) -> (LinePrice, LinePrice) {
    let priced = |unit_price: i64| {
        price_line(
            unit_price,
            l.quantity,
            tiers,
            (l.subscribe && l.subscription_percent > 0).then_some(l.subscription_percent),
            l.vat_percent,
        )
    };
    (
        priced(shown.convert(l.unit_price).minor),
        priced(l.unit_price),
    )
}

fn product_line(
    index: usize,
    l: &LineRow,
    tiers: &[Tier],
    price: &LinePrice,
    shown: &Shown,
    lang: Lang,
) -> (CartProduct, LineSums) {
    let product = CartProduct {
        sess_index: index,
        product_id: l.product_id,
        variant_id: l.variant_id,
        title: l.title.clone(),
        url: page_url(lang, &l.slug),
        image: l.image.as_deref().map(|s| image_set(s).small),
        colour: l.colour.clone(),
        size: l.size.clone(),
        quantity: l.quantity,
        min: l.rule.min,
        max: l.rule.max.min(l.stock.max(l.quantity)),
        step: l.rule.step,
        stock: l.stock,
        unit_price: shown.num(l.unit_price),
        list_unit_price: shown.num(l.list_price),
        line_gross: shown.shown(price.gross),
        tier_percent: price.tier_percent,
        tier_discount: shown.shown(price.tier_discount),
        subscription_discount: shown.shown(price.subscription_discount),
        campaign_discount: shown.shown(price.campaign_discount),
        coupon_discount: shown.shown(price.coupon_discount),
        line_total: shown.shown(price.total),
        vat_percent: l.vat_percent,
        vat_amount: shown.shown(price.vat),
        tiers: tiers.to_vec(),
        subscribe: l.subscribe,
        subscribe_frequency: if l.subscribe {
            l.subscribe_frequency
        } else {
            0
        },
        subscription_percent: l.subscription_percent,
        store_pickup: l.store_pickup,
        personalization: personalization_text(&l.personalization),
    };
    let sums = [
        price.gross,
        price.tier_discount + price.subscription_discount,
        price.campaign_discount,
        price.coupon_discount,
        price.vat,
        price.total,
    ];
    (product, sums)
}

/// The stored personalization (sorted JSON pairs of field and value) as text for the shopper.
fn personalization_text(stored: &str) -> String {
    serde_json::from_str::<Vec<(String, String)>>(stored)
        .map(|fields| {
            fields
                .into_iter()
                .map(|(_, v)| v)
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

/// The cart of `key` (`store::cart_key`), priced now, with `msg` as its status text.
pub async fn build(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    status: i32,
    msg: &(dyn Message + Sync),
) -> AppResult<CartView> {
    build_trying(state, key, locale, status, msg, None).await
}

/// [`build`], priced with `trying` in place of the cart's own code (a code being applied).
pub async fn build_trying(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    status: i32,
    msg: &(dyn Message + Sync),
    trying: Option<&Coupon>,
) -> AppResult<CartView> {
    let lang = locale.lang;
    let shown = Shown {
        currency: locale.currency,
        rate: state.config.rate_micros(locale.currency),
        lang,
    };
    let cart = store::find_cart(&state.db, key).await?;
    let lines = match &cart {
        Some(c) => store::lines(&state.db, c.id, lang).await?,
        None => Vec::new(),
    };
    let mut ids: Vec<i64> = lines.iter().map(|l| l.product_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let tiers = crate::catalog::product::tiers(&state.db, &ids).await?;
    let tiers_of = |l: &LineRow| tiers.get(&l.product_id).map_or(&[][..], Vec::as_slice);
    let (shown_prices, lira) = lines
        .iter()
        .map(|l| price_both(l, tiers_of(l), &shown))
        .unzip();
    let mut priced = Priced {
        shown: shown_prices,
        lira,
    };
    let stored = cart.as_ref().map_or("", |c| c.coupon_code.as_str());
    let member = store::member_of_key(key).is_some();
    let (coupon, campaigns, shipped_free) = offers_on(
        state,
        &ids,
        trying,
        stored,
        &lines,
        &mut priced,
        &shown,
        member,
    )
    .await?;
    let Priced {
        shown: prices,
        lira,
    } = priced;
    let mut sums: LineSums = [0; 6];
    let mut products = Vec::with_capacity(lines.len());
    for (i, (l, price)) in lines.iter().zip(&prices).enumerate() {
        let (p, s) = product_line(i, l, tiers_of(l), price, &shown, lang);
        for (sum, v) in sums.iter_mut().zip(s) {
            *sum += v;
        }
        products.push(p);
    }
    let lira_total: i64 = lira.iter().map(|p| p.total).sum();
    let [subtotal, discount, campaign_discount, coupon_discount, vat, total] = sums;
    let threshold = state.config.free_shipping_threshold.max(0);
    // A free-shipping campaign fills the bar.
    let towards = if shipped_free { threshold } else { lira_total };
    let remaining = (threshold - towards).max(0);
    let percent = if threshold == 0 {
        0
    } else {
        (towards.min(threshold) * 100 / threshold).clamp(0, 100)
    };
    let store = cart.as_ref().and_then(|c| {
        c.store_id.map(|id| StoreChoice {
            id,
            name: c.store_name.clone().unwrap_or_default(),
        })
    });
    Ok(CartView {
        status,
        status_text: msg.text(lang).into_owned(),
        total_quantity: lines.iter().map(|l| l.quantity).sum(),
        total_price: shown.shown(total),
        price_cart: format_money(shown.money(total), lang),
        needs_store: store.is_none() && lines.iter().any(|l| l.store_pickup),
        cart_products: products,
        summary: CartSummary {
            subtotal: shown.shown(subtotal),
            discount: shown.shown(discount),
            campaign_discount: shown.shown(campaign_discount),
            coupon_discount: shown.shown(coupon_discount),
            vat: shown.shown(vat),
            total: shown.shown(total),
            free_shipping_threshold: shown.num(threshold),
            free_shipping_remaining: shown.num(remaining),
            free_shipping_percent: percent,
        },
        currency: locale.currency.code().to_string(),
        store,
        order_notes: cart.map(|c| c.order_notes).unwrap_or_default(),
        coupon,
        campaigns,
        url: None,
        title: None,
        results: Vec::new(),
        error: None,
    })
}

/// The lines' prices in the shown currency and in lira, one each per line.
struct Priced {
    shown: Vec<LinePrice>,
    lira: Vec<LinePrice>,
}

/// The offers a cart gets: the running campaigns and the cart's code (or the one `trying`)
/// decided on the lira prices and taken off the prices in both currencies; the code's state
/// (None when the cart carries no code), the campaigns given and whether shipping is free.
#[allow(clippy::too_many_arguments)]
async fn offers_on(
    state: &AppState,
    product_ids: &[i64],
    trying: Option<&Coupon>,
    stored: &str,
    lines: &[LineRow],
    priced: &mut Priced,
    shown: &Shown,
    member: bool,
) -> AppResult<(Option<CouponState>, Vec<CartCampaign>, bool)> {
    let lang = shown.lang;
    let now = crate::clock::now_secs();
    let campaigns = campaign_store::running(&state.db, now).await?;
    let mut conn = state.db.pool.acquire().await?;
    let found = match trying {
        Some(c) => Some(c.clone()),
        None if stored.is_empty() => None,
        None => coupons::find(&mut conn, stored).await?,
    };
    let unknown = (found.is_none() && !stored.is_empty() && trying.is_none())
        .then(|| CouponState::of(stored, Some(CouponRefusal::Unknown), lang));
    if lines.is_empty() {
        let state = found.map(|c| CouponState::of(&c.code, None, lang));
        return Ok((state.or(unknown), Vec::new(), false));
    }
    let needs_categories = found.as_ref().is_some_and(|c| c.scope.needs_categories())
        || campaigns.iter().any(|c| c.scope.needs_categories());
    let categories = if needs_categories {
        crate::catalog::product::category_paths_with(&mut conn, product_ids).await?
    } else {
        HashMap::new()
    };
    let sides: Vec<_> = lines.iter().map(LineRow::offer_line).collect();
    let basket = Basket {
        lines: &sides,
        categories: &categories,
        member,
        now,
    };
    let decision = pricing::decide(&campaigns, found.as_ref(), &basket, &priced.lira);
    decision.apply(&basket, &mut priced.lira, |v| v);
    let applied = decision.apply(&basket, &mut priced.shown, |v| shown.convert(v).minor);
    let given = applied
        .campaigns
        .iter()
        .map(|(c, d)| (c, *d))
        .chain(applied.free_shipping.iter().map(|c| (c, 0)))
        .map(|(c, discount)| CartCampaign {
            id: c.id,
            name: c.name.get(lang).to_string(),
            discount: shown.shown(discount),
            free_shipping: !c.offer.on_goods(),
        })
        .collect();
    let coupon = applied
        .coupon
        .as_ref()
        .map(|o| CouponState::of_outcome(o, lang))
        .or(unknown);
    Ok((coupon, given, applied.free_shipping.is_some()))
}
