//! Placing an order: one transaction in which the cart is locked, the prices are read again from
//! the catalog, each variant's stock is taken by the catalog with a conditional update (so two
//! shoppers can never take the last unit twice), the order, its lines, its first status, the
//! contracts accepted and the consents given (by the customer module) are written and the cart
//! is emptied; if anything is short, or the order is no longer the one the shopper read, nothing
//! is written. Each module's tables are written through its own functions, in this transaction.

use std::collections::{BTreeMap, HashMap};

use sqlx::{Any, AnyConnection, Row, Transaction};

use super::{
    config::Carrier,
    contracts::{self, Contract},
    model::{self, OrderStatus, PaymentMethod, Totals},
    referrer::Visit,
};
use crate::{
    address::store::Owner,
    cart::{
        model::{price_line, LinePrice, Tier},
        store::{self as cart_store, lines_with, LineRow},
    },
    catalog::stock,
    customer::{consent_store, consents::Channel},
    db::Db,
    locale::Lang,
    promotions::{
        campaign::{Basket, Campaign},
        campaign_store,
        messages::CouponRefusal,
        model::Coupon,
        pricing::{self, Applied},
        store as coupons,
    },
};

/// How a cart is priced besides its lines: the carrier's shipping, the shop's free-shipping
/// threshold and the payment method's fee. The checkout's summary and the placement price with
/// the same rules, through [`quote_cart`].
pub struct Pricing<'a> {
    pub carrier: &'a Carrier,
    /// The shop's free-shipping threshold in kuruş (0: never free).
    pub free_shipping_threshold: i64,
    pub fee_vat_percent: i64,
    /// The payment method's fee, given the items' total with shipping; None: the method cannot
    /// pay it.
    pub payment_fee: &'a (dyn Fn(i64) -> Option<i64> + Sync),
    /// The code on the cart, found; the pricing decides whether it gives a discount.
    pub coupon: Option<&'a Coupon>,
    /// The campaigns running (`promotions::campaign_store::running`); the pricing decides which
    /// the cart gets.
    pub campaigns: &'a [Campaign],
    /// The shopper is a signed-in member (members-only campaigns).
    pub member: bool,
    /// When the coupon's and the campaigns' dates are held against.
    pub now: i64,
}

impl Pricing<'_> {
    /// Whether the lines' category paths must be read to decide the offers.
    fn needs_categories(&self) -> bool {
        self.coupon.is_some_and(|c| c.scope.needs_categories())
            || self.campaigns.iter().any(|c| c.scope.needs_categories())
    }
}

/// A cart priced: each line with its price, and the order's totals.
#[derive(Debug, Clone)]
pub struct Quote {
    pub lines: Vec<(LineRow, LinePrice)>,
    pub totals: Totals,
    /// The campaigns given, the cart's code and what became of it, the free shipping.
    pub offers: Applied,
    /// The carrier's fee a free-shipping campaign waived.
    pub shipping_waived: i64,
}

impl Quote {
    /// The campaigns the order gets as it shows them, in `lang`: each goods campaign with its
    /// discount, then the free shipping with the fee it waived.
    pub fn campaigns(&self, lang: Lang) -> Vec<model::OrderCampaign> {
        let goods = self.offers.campaigns.iter().map(|(c, d)| (c, *d));
        let shipping = self
            .offers
            .free_shipping
            .iter()
            .map(|c| (c, self.shipping_waived));
        goods
            .chain(shipping)
            .map(|(c, discount)| model::OrderCampaign {
                id: c.id,
                name: c.name.get(lang).to_string(),
                discount,
                free_shipping: !c.offer.on_goods(),
            })
            .collect()
    }
}

impl Quote {
    /// The lines as the contracts name them.
    pub fn terms_lines(&self) -> Vec<contracts::TermsLine> {
        self.lines
            .iter()
            .map(|(l, p)| contracts::TermsLine {
                title: l.title.clone(),
                colour: l.colour.clone(),
                size: l.size.clone(),
                personalization: l.personalization.clone(),
                quantity: l.quantity,
                vat_percent: l.vat_percent,
                total: p.total,
            })
            .collect()
    }
}

/// Prices a cart's lines with the catalog's tiers, the campaigns and the coupon (`categories`:
/// each product's category path, read when a scope names categories) and the pricing's shipping
/// and fee.
pub fn quote(
    cart: Vec<LineRow>,
    tiers: &HashMap<i64, Vec<Tier>>,
    categories: &HashMap<i64, Vec<i64>>,
    pricing: &Pricing<'_>,
) -> Result<Quote, PlaceError> {
    if cart.is_empty() {
        return Err(PlaceError::EmptyCart);
    }
    let mut prices: Vec<LinePrice> = cart
        .iter()
        .map(|l| {
            price_line(
                l.unit_price,
                l.quantity,
                tiers.get(&l.product_id).map_or(&[][..], Vec::as_slice),
                l.subscribe.then_some(l.subscription_percent),
                l.vat_percent,
            )
        })
        .collect();
    let lines: Vec<_> = cart.iter().map(LineRow::offer_line).collect();
    let basket = Basket {
        lines: &lines,
        categories,
        member: pricing.member,
        now: pricing.now,
    };
    let decision = pricing::decide(pricing.campaigns, pricing.coupon, &basket, &prices);
    let offers = decision.apply(&basket, &mut prices, |v| v);
    let items_total: i64 = prices.iter().map(|p| p.total).sum();
    let carrier_fee = model::shipping_fee(
        pricing.carrier,
        items_total,
        pricing.free_shipping_threshold,
    );
    let shipping_waived = if offers.free_shipping.is_some() {
        carrier_fee
    } else {
        0
    };
    let shipping = carrier_fee - shipping_waived;
    let Some(payment_fee) = (pricing.payment_fee)(items_total + shipping) else {
        return Err(PlaceError::PaymentNotAllowed);
    };
    let totals = model::totals(&prices, shipping, payment_fee, pricing.fee_vat_percent);
    Ok(Quote {
        lines: cart.into_iter().zip(prices).collect(),
        totals,
        offers,
        shipping_waived,
    })
}

/// Reads the cart's lines, their tiers and (for a coupon by category) their categories through
/// `conn` (a pooled connection, or the placement's transaction) and prices them.
pub async fn quote_cart(
    conn: &mut AnyConnection,
    cart_id: i64,
    lang: Lang,
    pricing: &Pricing<'_>,
) -> Result<Quote, PlaceError> {
    let cart = lines_with(&mut *conn, cart_id, lang).await?;
    if cart.is_empty() {
        return Err(PlaceError::EmptyCart);
    }
    let mut product_ids: Vec<i64> = cart.iter().map(|l| l.product_id).collect();
    product_ids.sort_unstable();
    product_ids.dedup();
    let tiers = crate::catalog::product::tiers_with(&mut *conn, &product_ids).await?;
    let categories = if pricing.needs_categories() {
        crate::catalog::product::category_paths_with(&mut *conn, &product_ids).await?
    } else {
        HashMap::new()
    };
    quote(cart, &tiers, &categories, pricing)
}

/// What makes the contracts of a quote, and the digest of the texts the shopper accepted.
pub struct ContractCheck<'a> {
    pub make: &'a (dyn Fn(&Quote) -> Vec<Contract> + Sync),
    pub digest: &'a str,
}

/// A commercial-message consent given with the order (İYS: ETK by EPOSTA and MESAJ).
pub struct Consent<'a> {
    pub email: &'a str,
    /// E.164.
    pub phone: &'a str,
}

/// What a shopper asks to buy, the cart aside (it is read inside the transaction).
pub struct Placement<'a> {
    pub owner: &'a Owner,
    /// The key of the cart sold (`cart::store::cart_key`).
    pub cart_key: &'a str,
    /// Chosen by the checkout page once per attempt: the same key places one order.
    pub idempotency_key: &'a str,
    pub email: &'a str,
    pub phone: &'a str,
    pub lang: Lang,
    pub method: PaymentMethod,
    pub pricing: Pricing<'a>,
    /// The pickup store (carrier `store`), whose address is the delivery address.
    pub store_id: Option<i64>,
    /// JSON of the delivery and invoice addresses as chosen.
    pub delivery_address: &'a str,
    pub invoice_address: &'a str,
    /// Unix seconds by which the payment must arrive.
    pub payment_due_at: Option<i64>,
    /// The contracts the shopper accepted; their texts are stored with the order. None places
    /// without them (the back office's and tests' own placements).
    pub contracts: Option<ContractCheck<'a>>,
    /// A commercial-message consent to record with the order.
    pub consent: Option<Consent<'a>>,
    /// The pages the shopper saw before (`referrer::visits`).
    pub referrer_log: &'a [Visit],
    pub now: i64,
}

/// A variant the cart wants more of than the shelf holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shortage {
    pub variant_id: i64,
    pub title: String,
    pub wanted: i64,
    pub available: i64,
}

#[derive(Debug)]
pub enum PlaceError {
    EmptyCart,
    OutOfStock(Vec<Shortage>),
    /// The payment method does not take an order of this total.
    PaymentNotAllowed,
    /// The contracts of the order as it is now are not the ones the shopper accepted (a price,
    /// a quantity, an address, the carrier or the payment changed).
    Changed,
    /// The cart's code gave a discount, and its last use went to another order meanwhile (or
    /// this shopper's uses ran out).
    Coupon(CouponRefusal),
    Db(sqlx::Error),
}

impl From<sqlx::Error> for PlaceError {
    fn from(e: sqlx::Error) -> Self {
        PlaceError::Db(e)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    pub id: i64,
    pub order_no: String,
    pub status: OrderStatus,
    pub totals: Totals,
    /// False when the key had already placed this order.
    pub created: bool,
}

/// Places the order, or finds the one this key already placed.
pub async fn place(db: &Db, p: &Placement<'_>) -> Result<Placed, PlaceError> {
    let owner = p.owner.key();
    let mut tx = db.begin().await?;
    // Writing first takes SQLite's write lock, and on PostgreSQL the cart's row lock: a second
    // placement of this cart waits here, then finds the first one's order by its key.
    let cart_id = cart_store::lock_cart(&mut tx, p.cart_key).await?;
    if let Some(existing) = find_by_key(&mut tx, &owner, p.idempotency_key).await? {
        tx.rollback().await?;
        return Ok(existing);
    }
    let Some(cart_id) = cart_id else {
        return Err(PlaceError::EmptyCart);
    };
    let quote = quote_cart(&mut tx, cart_id, p.lang, &p.pricing).await?;
    let accepted = match &p.contracts {
        Some(check) => {
            let texts = (check.make)(&quote);
            if contracts::digest(&texts) != check.digest {
                tx.rollback().await?;
                return Err(PlaceError::Changed);
            }
            texts
        }
        None => Vec::new(),
    };
    let totals = quote.totals;

    let shortages = take_stock(&mut tx, quote.lines.iter().map(|(l, _)| l), p.now).await?;
    if !shortages.is_empty() {
        tx.rollback().await?;
        return Err(PlaceError::OutOfStock(shortages));
    }

    let status = p.method.first_status();
    let coupon = quote.offers.coupon.as_ref().filter(|o| o.discount() > 0);
    let offers = Offers {
        code: coupon.map_or("", |o| o.coupon.code.as_str()),
        campaigns: &quote.campaigns(p.lang),
    };
    let (id, order_no) = insert_order(&mut tx, p, &owner, status, &totals, &offers).await?;
    for (line, price) in &quote.lines {
        insert_line(&mut tx, id, line, price).await?;
    }
    let uses: Vec<(i64, i64)> = offers
        .campaigns
        .iter()
        .map(|c| (c.id, c.discount))
        .collect();
    campaign_store::record_uses(&mut tx, id, &uses, p.now).await?;
    if let Some(outcome) = coupon {
        let used = coupons::NewUse {
            order_id: id,
            customer_id: p.owner.customer_id(),
            email: p.email,
            discount: outcome.discount(),
            now: p.now,
        };
        if let Err(refusal) = coupons::take_use(&mut tx, &outcome.coupon, &used).await? {
            tx.rollback().await?;
            return Err(PlaceError::Coupon(refusal));
        }
    }
    super::history::record_status(&mut tx, id, status, p.now).await?;
    if let Some(check) = &p.contracts {
        for c in &accepted {
            sqlx::query(
                "INSERT INTO order_contracts (order_id, kind, title, text, digest) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(c.kind.code())
            .bind(&c.title)
            .bind(&c.text)
            .bind(check.digest)
            .execute(&mut *tx)
            .await?;
        }
    }
    if let Some(consent) = &p.consent {
        for (channel, recipient) in [
            (Channel::Email, consent.email),
            (Channel::Sms, consent.phone),
        ] {
            consent_store::record_with_order(
                &mut tx,
                channel,
                recipient,
                p.owner.customer_id(),
                id,
                p.now,
            )
            .await?;
        }
    }
    crate::cart::sale::empty(&mut tx, cart_id).await?;
    tx.commit().await?;
    Ok(Placed {
        id,
        order_no,
        status,
        totals,
        created: true,
    })
}

async fn find_by_key(
    tx: &mut Transaction<'_, Any>,
    owner: &str,
    key: &str,
) -> sqlx::Result<Option<Placed>> {
    let row = sqlx::query(
        "SELECT id, order_no, status, items_total, discount_total, coupon_discount, \
         campaign_discount, \
         shipping_fee, payment_fee, vat_total, grand_total FROM orders WHERE owner = $1 AND idempotency_key = $2",
    )
    .bind(owner)
    .bind(key)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(|r| Placed {
        id: r.get("id"),
        order_no: r.get("order_no"),
        status: OrderStatus::parse(r.get::<String, _>("status").as_str())
            .unwrap_or(OrderStatus::AwaitingPayment),
        totals: super::store::totals_of(&r),
        created: false,
    }))
}

/// Takes each variant's quantity off its stock, only where that much is left; the variants that
/// were short, with what is left of them. Each product taken from goes to the change log.
async fn take_stock<'l>(
    tx: &mut Transaction<'_, Any>,
    cart: impl Iterator<Item = &'l LineRow>,
    now: i64,
) -> sqlx::Result<Vec<Shortage>> {
    // A variant may sit on several lines (other options): its quantities are taken together.
    let mut wanted: BTreeMap<i64, (i64, i64, &str)> = BTreeMap::new();
    for l in cart {
        let entry = wanted
            .entry(l.variant_id)
            .or_insert((l.product_id, 0, l.title.as_str()));
        entry.1 += l.quantity;
    }
    let mut short = Vec::new();
    for (&variant_id, &(product_id, quantity, title)) in &wanted {
        if let Err(available) = stock::take(tx, product_id, variant_id, quantity, now).await? {
            short.push(Shortage {
                variant_id,
                title: title.to_string(),
                wanted: quantity,
                available,
            });
        }
    }
    Ok(short)
}

/// The code and the campaigns an order is placed with.
struct Offers<'a> {
    code: &'a str,
    campaigns: &'a [model::OrderCampaign],
}

async fn insert_order(
    tx: &mut Transaction<'_, Any>,
    p: &Placement<'_>,
    owner: &str,
    status: OrderStatus,
    t: &Totals,
    offers: &Offers<'_>,
) -> sqlx::Result<(i64, String)> {
    loop {
        let order_no = model::new_order_no(&mut rand::thread_rng());
        // A number already taken (one in ten billion) is skipped without failing the transaction.
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO orders (order_no, owner, customer_id, idempotency_key, email, phone, \
             language, status, payment_method, carrier, items_total, discount_total, \
             shipping_fee, payment_fee, vat_total, grand_total, delivery_address, \
             invoice_address, payment_due_at, store_id, referrer_log, created_at, updated_at, \
             coupon_code, coupon_discount, campaigns, campaign_discount) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
             $17, $18, $19, $20, $21, $22, $22, $23, $24, $25, $26) ON CONFLICT (order_no) DO NOTHING \
             RETURNING id",
        )
        .bind(&order_no)
        .bind(owner)
        .bind(p.owner.customer_id())
        .bind(p.idempotency_key)
        .bind(p.email)
        .bind(p.phone)
        .bind(p.lang.code())
        .bind(status.code())
        .bind(p.method.code())
        .bind(&p.pricing.carrier.code)
        .bind(t.items_total)
        .bind(t.discount_total)
        .bind(t.shipping_fee)
        .bind(t.payment_fee)
        .bind(t.vat_total)
        .bind(t.grand_total)
        .bind(p.delivery_address)
        .bind(p.invoice_address)
        .bind(p.payment_due_at)
        .bind(p.store_id)
        .bind(serde_json::to_string(p.referrer_log).unwrap_or_else(|_| "[]".into()))
        .bind(p.now)
        .bind(offers.code)
        .bind(t.coupon_discount)
        .bind(serde_json::to_string(offers.campaigns).unwrap_or_else(|_| "[]".into()))
        .bind(t.campaign_discount)
        .fetch_optional(&mut **tx)
        .await?;
        if let Some(id) = id {
            return Ok((id, order_no));
        }
    }
}

async fn insert_line(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    l: &LineRow,
    price: &LinePrice,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO order_lines (order_id, product_id, variant_id, title, variant_code, colour, \
         size, personalization, subscribe_frequency, quantity, unit_price, tier_discount, \
         subscription_discount, vat_percent, vat, total, coupon_discount, campaign_discount) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
         $18)",
    )
    .bind(order_id)
    .bind(l.product_id)
    .bind(l.variant_id)
    .bind(&l.title)
    .bind(stock::variant_code(tx, l.variant_id).await?)
    .bind(&l.colour)
    .bind(&l.size)
    .bind(&l.personalization)
    .bind(if l.subscribe {
        l.subscribe_frequency
    } else {
        0
    })
    .bind(l.quantity)
    .bind(l.unit_price)
    .bind(price.tier_discount)
    .bind(price.subscription_discount)
    .bind(l.vat_percent)
    .bind(price.vat)
    .bind(price.total)
    .bind(price.coupon_discount)
    .bind(price.campaign_discount)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
