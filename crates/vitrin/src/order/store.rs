//! Orders in the database. Placing one is a single transaction: the cart is locked, the prices
//! are read again from the catalog, each variant's stock is taken with a conditional update (so
//! two shoppers can never take the last unit twice), the order, its lines, its first status, the
//! contracts accepted and the consents given are written and the cart is emptied; if anything is
//! short, or the order is no longer the one the shopper read, nothing is written.

use std::collections::{BTreeMap, HashMap};

use sqlx::{Any, AnyConnection, Row, Transaction};

use super::{
    config::Carrier,
    contracts::{self, Contract, ContractKind},
    model::{self, OrderStatus, PaymentMethod, Totals},
    referrer::Visit,
};
use crate::{
    address::store::Owner,
    cart::{
        model::{price_line, LinePrice, Tier},
        store::{lines_with, tiers_with, LineRow},
    },
    db::Db,
    locale::Lang,
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
}

/// A cart priced: each line with its price, and the order's totals.
#[derive(Debug, Clone)]
pub struct Quote {
    pub lines: Vec<(LineRow, LinePrice)>,
    pub totals: Totals,
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

/// Prices a cart's lines with the catalog's tiers and the pricing's shipping and fee.
pub fn quote(
    cart: Vec<LineRow>,
    tiers: &HashMap<i64, Vec<Tier>>,
    pricing: &Pricing<'_>,
) -> Result<Quote, PlaceError> {
    if cart.is_empty() {
        return Err(PlaceError::EmptyCart);
    }
    let lines: Vec<(LineRow, LinePrice)> = cart
        .into_iter()
        .map(|l| {
            let price = price_line(
                l.unit_price,
                l.quantity,
                tiers.get(&l.product_id).map_or(&[][..], Vec::as_slice),
                l.subscribe.then_some(l.subscription_percent),
                l.vat_percent,
            );
            (l, price)
        })
        .collect();
    let items_total: i64 = lines.iter().map(|(_, p)| p.total).sum();
    let shipping = model::shipping_fee(
        pricing.carrier,
        items_total,
        pricing.free_shipping_threshold,
    );
    let Some(payment_fee) = (pricing.payment_fee)(items_total + shipping) else {
        return Err(PlaceError::PaymentNotAllowed);
    };
    let prices: Vec<LinePrice> = lines.iter().map(|(_, p)| *p).collect();
    let totals = model::totals(&prices, shipping, payment_fee, pricing.fee_vat_percent);
    Ok(Quote { lines, totals })
}

/// Reads the cart's lines and their tiers through `conn` (a pooled connection, or the
/// placement's transaction) and prices them.
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
    let tiers = tiers_with(&mut *conn, &product_ids).await?;
    quote(cart, &tiers, pricing)
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
    /// The session whose cart is bought.
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
    let cart_id: Option<i64> =
        sqlx::query_scalar("UPDATE carts SET updated_at = $1 WHERE session_id = $2 RETURNING id")
            .bind(p.now)
            .bind(p.cart_key)
            .fetch_optional(&mut *tx)
            .await?;
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
    let (id, order_no) = insert_order(&mut tx, p, &owner, status, &totals).await?;
    for (line, price) in &quote.lines {
        insert_line(&mut tx, id, line, price).await?;
    }
    record_status(&mut tx, id, status, p.now).await?;
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
        record_consent(&mut tx, id, p.owner.customer_id(), consent, p.now).await?;
    }
    sqlx::query("DELETE FROM cart_lines WHERE cart_id = $1")
        .bind(cart_id)
        .execute(&mut *tx)
        .await?;
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
        "SELECT id, order_no, status, items_total, discount_total, shipping_fee, payment_fee, \
         vat_total, grand_total FROM orders WHERE owner = $1 AND idempotency_key = $2",
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
        totals: totals_of(&r),
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
        let taken =
            sqlx::query("UPDATE variants SET stock = stock - $1 WHERE id = $2 AND stock >= $1")
                .bind(quantity)
                .bind(variant_id)
                .execute(&mut **tx)
                .await?;
        if taken.rows_affected() == 0 {
            let available: Option<i64> =
                sqlx::query_scalar("SELECT stock FROM variants WHERE id = $1")
                    .bind(variant_id)
                    .fetch_optional(&mut **tx)
                    .await?;
            short.push(Shortage {
                variant_id,
                title: title.to_string(),
                wanted: quantity,
                available: available.unwrap_or(0),
            });
            continue;
        }
        sqlx::query("UPDATE products SET total_stock = total_stock - $1 WHERE id = $2")
            .bind(quantity)
            .bind(product_id)
            .execute(&mut **tx)
            .await?;
        crate::catalog::changes::record(tx, product_id, now).await?;
    }
    Ok(short)
}

async fn insert_order(
    tx: &mut Transaction<'_, Any>,
    p: &Placement<'_>,
    owner: &str,
    status: OrderStatus,
    t: &Totals,
) -> sqlx::Result<(i64, String)> {
    loop {
        let order_no = model::new_order_no(&mut rand::thread_rng());
        // A number already taken (one in ten billion) is skipped without failing the transaction.
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO orders (order_no, owner, customer_id, idempotency_key, email, phone, \
             language, status, payment_method, carrier, items_total, discount_total, \
             shipping_fee, payment_fee, vat_total, grand_total, delivery_address, \
             invoice_address, payment_due_at, store_id, referrer_log, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
             $17, $18, $19, $20, $21, $22, $22) ON CONFLICT (order_no) DO NOTHING RETURNING id",
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
         subscription_discount, vat_percent, vat, total) \
         VALUES ($1, $2, $3, $4, (SELECT code FROM variants WHERE id = $3), $5, $6, $7, $8, $9, \
         $10, $11, $12, $13, $14, $15)",
    )
    .bind(order_id)
    .bind(l.product_id)
    .bind(l.variant_id)
    .bind(&l.title)
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
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn record_status(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    status: OrderStatus,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO order_status_history (order_id, status, created_at) VALUES ($1, $2, $3)",
    )
    .bind(order_id)
    .bind(status.code())
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The İYS vocabulary of a commercial electronic message consent given on the shop's web site.
const CONSENT_TYPE: &str = "ETK";
const CONSENT_SOURCE: &str = "HS_WEB";

/// One consent row per channel: EPOSTA for the email, MESAJ (SMS) for the phone.
async fn record_consent(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    customer_id: Option<i64>,
    consent: &Consent<'_>,
    now: i64,
) -> sqlx::Result<()> {
    for (channel, recipient) in [("EPOSTA", consent.email), ("MESAJ", consent.phone)] {
        if recipient.is_empty() {
            continue;
        }
        sqlx::query(
            "INSERT INTO consents (consent_type, channel, status, source, recipient, \
             recipient_type, customer_id, order_id, consent_at) \
             VALUES ($1, $2, 'ONAY', $3, $4, 'BIREYSEL', $5, $6, $7)",
        )
        .bind(CONSENT_TYPE)
        .bind(channel)
        .bind(CONSENT_SOURCE)
        .bind(recipient)
        .bind(customer_id)
        .bind(order_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// After a refusal for stock: each line of the cart cut down to what is left of its variant, the
/// lines of sold-out variants removed, so the shopper sees what they can still buy.
pub async fn fit_cart_to_stock(db: &Db, cart_key: &str) -> sqlx::Result<()> {
    let mut tx = db.begin().await?;
    let Some(cart_id): Option<i64> = sqlx::query_scalar(
        "UPDATE carts SET updated_at = updated_at WHERE session_id = $1 RETURNING id",
    )
    .bind(cart_key)
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(());
    };
    sqlx::query(
        "DELETE FROM cart_lines WHERE cart_id = $1 AND \
         (SELECT stock FROM variants v WHERE v.id = cart_lines.variant_id) <= 0",
    )
    .bind(cart_id)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE cart_lines SET quantity = \
         (SELECT stock FROM variants v WHERE v.id = cart_lines.variant_id) \
         WHERE cart_id = $1 AND quantity > \
         (SELECT stock FROM variants v WHERE v.id = cart_lines.variant_id)",
    )
    .bind(cart_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

/// An order as its owner sees it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct OrderView {
    pub order_no: String,
    /// The number as read over the phone: `482 133 9017`.
    pub display_no: String,
    pub status: OrderStatus,
    pub payment_method: PaymentMethod,
    pub carrier: String,
    #[serde(flatten)]
    pub totals: Totals,
    pub email: String,
    pub phone: String,
    /// The addresses as they were chosen (copies of the address book's entries).
    #[schema(value_type = crate::address::model::Address)]
    pub delivery_address: serde_json::Value,
    #[schema(value_type = crate::address::model::Address)]
    pub invoice_address: serde_json::Value,
    /// Unix seconds by which a bank transfer must arrive, when it is one.
    pub payment_due_at: Option<i64>,
    pub created_at: i64,
    /// The last change of status (what the back office's feed follows).
    pub updated_at: i64,
    pub lines: Vec<OrderLineView>,
    pub history: Vec<StatusEntry>,
    /// The contracts as the shopper accepted them (on the order's own page only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub contracts: Vec<Contract>,
    /// The pages the shopper saw in the 24 hours before the order, oldest first (the back
    /// office's feed only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub referrer_log: Vec<Visit>,
    /// The store the order is picked up from (carrier `store`), or null.
    #[schema(required = true)]
    pub store: Option<PickupStore>,
    /// The card payment, once the provider confirmed it; null otherwise.
    #[schema(required = true)]
    pub payment: Option<CardPayment>,
    /// The language the order was placed in: its mails speak it.
    #[serde(skip)]
    pub lang: Lang,
}

/// The store an order is picked up from.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct PickupStore {
    pub id: i64,
    pub name: String,
    /// Street, town and city in one line.
    pub address: String,
}

/// A card payment as the provider confirmed it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct CardPayment {
    /// As the provider masks it, e.g. `4032 80** **** 7894`.
    pub masked_pan: String,
    /// 1: a single payment.
    pub installment_count: i64,
    /// Unix seconds.
    pub paid_at: i64,
    /// Paid through the sandbox provider while testing: no money moved.
    pub test: bool,
}

#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct OrderLineView {
    pub product_id: i64,
    pub variant_id: i64,
    pub title: String,
    pub colour: String,
    pub size: String,
    pub personalization: String,
    pub quantity: i64,
    pub unit_price: i64,
    pub discount: i64,
    pub vat_percent: i64,
    pub total: i64,
}

/// One status an order went through.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct StatusEntry {
    pub status: OrderStatus,
    pub carrier: String,
    pub tracking_no: String,
    pub at: i64,
}

const ORDER_COLUMNS: &str =
    "id, order_no, language, status, payment_method, carrier, items_total, \
     discount_total, shipping_fee, payment_fee, vat_total, grand_total, email, phone, \
     delivery_address, invoice_address, payment_due_at, store_id, referrer_log, created_at, \
     updated_at";

/// How much of an order a view carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Detail {
    /// Status and totals (lists).
    Summary,
    /// With lines, pickup store, payment and the referrer log (the back office).
    Lines,
    /// Everything, the contracts too (the order's own page).
    Full,
}

/// The order with this number if one of `owners` placed it.
pub async fn find_for_owner(
    db: &Db,
    order_no: &str,
    owners: &[String],
) -> sqlx::Result<Option<OrderView>> {
    let Some(row) = sqlx::query(&format!(
        "SELECT {ORDER_COLUMNS}, owner, customer_id FROM orders WHERE order_no = $1"
    ))
    .bind(order_no)
    .fetch_optional(&db.pool)
    .await?
    else {
        return Ok(None);
    };
    // A guest's order that became a member's at registration is the member's too.
    let member = row
        .get::<Option<i64>, _>("customer_id")
        .map(|id| Owner::Member(id).key());
    let owner: String = row.get("owner");
    if !owners
        .iter()
        .any(|o| *o == owner || Some(o) == member.as_ref())
    {
        return Ok(None);
    }
    Ok(Some(view(db, &row, Detail::Full).await?))
}

/// When a guest becomes a member in this session: the orders the session placed as a guest
/// become the member's. At registration (`signed_in` false) they join the member's list and
/// stay readable by the session; at sign-in they belong to the member alone. Returns how many.
pub async fn adopt_guest_orders(
    db: &Db,
    session_id: &str,
    customer_id: i64,
    signed_in: bool,
) -> sqlx::Result<u64> {
    let guest = Owner::Guest(session_id.to_string()).key();
    let member = Owner::Member(customer_id).key();
    let linked =
        sqlx::query("UPDATE orders SET customer_id = $1 WHERE owner = $2 AND customer_id IS NULL")
            .bind(customer_id)
            .bind(&guest)
            .execute(&db.writer)
            .await?
            .rows_affected();
    if !signed_in {
        return Ok(linked);
    }
    // A key the member already used (one in billions) keeps its order with the session.
    let moved = sqlx::query(
        "UPDATE orders SET owner = $1 WHERE owner = $2 AND customer_id = $3 \
         AND NOT EXISTS (SELECT 1 FROM orders m WHERE m.owner = $1 \
         AND m.idempotency_key = orders.idempotency_key)",
    )
    .bind(&member)
    .bind(&guest)
    .bind(customer_id)
    .execute(&db.writer)
    .await?
    .rows_affected();
    Ok(linked.max(moved))
}

/// The order with this number, for the tracking page (which then checks the contact).
pub async fn find_by_number(db: &Db, order_no: &str) -> sqlx::Result<Option<OrderView>> {
    find_by_number_as(db, order_no, Detail::Summary).await
}

/// An order by its number with its lines and payment (what its mails say).
pub async fn find_with_lines(db: &Db, order_no: &str) -> sqlx::Result<Option<OrderView>> {
    find_by_number_as(db, order_no, Detail::Lines).await
}

async fn find_by_number_as(
    db: &Db,
    order_no: &str,
    detail: Detail,
) -> sqlx::Result<Option<OrderView>> {
    let row = sqlx::query(&format!(
        "SELECT {ORDER_COLUMNS} FROM orders WHERE order_no = $1"
    ))
    .bind(order_no)
    .fetch_optional(&db.pool)
    .await?;
    match row {
        Some(row) => Ok(Some(view(db, &row, detail).await?)),
        None => Ok(None),
    }
}

pub async fn list_for_customer(db: &Db, customer_id: i64) -> sqlx::Result<Vec<OrderView>> {
    let rows = sqlx::query(&format!(
        "SELECT {ORDER_COLUMNS} FROM orders WHERE customer_id = $1 \
         ORDER BY created_at DESC, id DESC LIMIT 200"
    ))
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in &rows {
        out.push(view(db, row, Detail::Summary).await?);
    }
    Ok(out)
}

async fn view(db: &Db, r: &sqlx::any::AnyRow, detail: Detail) -> sqlx::Result<OrderView> {
    let with_lines = detail != Detail::Summary;
    let id: i64 = r.get("id");
    let order_no: String = r.get("order_no");
    let json = |col: &str| {
        serde_json::from_str(&r.get::<String, _>(col)).unwrap_or(serde_json::Value::Null)
    };
    let lines = if with_lines {
        sqlx::query(
            "SELECT product_id, variant_id, title, colour, size, personalization, quantity, \
             unit_price, tier_discount, subscription_discount, vat_percent, total \
             FROM order_lines WHERE order_id = $1 ORDER BY id",
        )
        .bind(id)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|l| OrderLineView {
            product_id: l.get("product_id"),
            variant_id: l.get("variant_id"),
            title: l.get("title"),
            colour: l.get("colour"),
            size: l.get("size"),
            personalization: l.get("personalization"),
            quantity: l.get("quantity"),
            unit_price: l.get("unit_price"),
            discount: l.get::<i64, _>("tier_discount") + l.get::<i64, _>("subscription_discount"),
            vat_percent: l.get("vat_percent"),
            total: l.get("total"),
        })
        .collect()
    } else {
        Vec::new()
    };
    let history = sqlx::query(
        "SELECT status, carrier, tracking_no, created_at FROM order_status_history \
         WHERE order_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .filter_map(|h| {
        Some(StatusEntry {
            status: OrderStatus::parse(h.get::<String, _>("status").as_str())?,
            carrier: h.get("carrier"),
            tracking_no: h.get("tracking_no"),
            at: h.get("created_at"),
        })
    })
    .collect();
    let payment_method = PaymentMethod::parse(r.get::<String, _>("payment_method").as_str())
        .unwrap_or(PaymentMethod::Card);
    let (store, payment) = if with_lines {
        let store_id: Option<i64> = r.get("store_id");
        let store = match store_id {
            Some(id) => crate::stores::store::find(db, id)
                .await?
                .map(|s| PickupStore {
                    id: s.id,
                    address: pickup_address(&s),
                    name: s.name,
                }),
            None => None,
        };
        let payment = if payment_method == PaymentMethod::Card {
            card_payment(db, &order_no).await?
        } else {
            None
        };
        (store, payment)
    } else {
        (None, None)
    };
    let contracts = if detail == Detail::Full {
        accepted_contracts(db, id).await?
    } else {
        Vec::new()
    };
    let referrer_log = if detail == Detail::Lines {
        serde_json::from_str(&r.get::<String, _>("referrer_log")).unwrap_or_default()
    } else {
        Vec::new()
    };
    Ok(OrderView {
        contracts,
        referrer_log,
        store,
        payment,
        display_no: model::display_order_no(&order_no),
        order_no,
        status: OrderStatus::parse(r.get::<String, _>("status").as_str())
            .unwrap_or(OrderStatus::AwaitingPayment),
        payment_method,
        carrier: r.get("carrier"),
        totals: totals_of(r),
        email: r.get("email"),
        phone: r.get("phone"),
        delivery_address: json("delivery_address"),
        invoice_address: json("invoice_address"),
        payment_due_at: r.get("payment_due_at"),
        created_at: r.get("created_at"),
        updated_at: r.get("updated_at"),
        lang: Lang::parse(r.get::<String, _>("language").as_str()).unwrap_or(Lang::Tr),
        lines,
        history,
    })
}

/// A store's address in one line, as the checkout and the order show it.
pub fn pickup_address(s: &crate::stores::store::StoreItem) -> String {
    format!("{}, {} / {}", s.address, s.town, s.city)
}

/// The texts accepted with the order, the pre-information form first.
async fn accepted_contracts(db: &Db, order_id: i64) -> sqlx::Result<Vec<Contract>> {
    let rows: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT kind, title, text FROM order_contracts WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(kind, title, text)| {
            Some(Contract {
                kind: ContractKind::parse(&kind)?,
                title,
                text,
            })
        })
        .collect())
}

/// The order's confirmed card payment, as the wallet recorded it.
async fn card_payment(db: &Db, order_no: &str) -> sqlx::Result<Option<CardPayment>> {
    let latest = crate::wallet::payments::latest_for_order(db, order_no).await?;
    Ok(latest.map(|p| CardPayment {
        masked_pan: p.masked_pan,
        installment_count: p.installment_count,
        paid_at: p.confirmed_at,
        test: p.test,
    }))
}

fn totals_of(r: &sqlx::any::AnyRow) -> Totals {
    Totals {
        items_total: r.get("items_total"),
        discount_total: r.get("discount_total"),
        shipping_fee: r.get("shipping_fee"),
        payment_fee: r.get("payment_fee"),
        vat_total: r.get("vat_total"),
        grand_total: r.get("grand_total"),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusChange {
    Done,
    NotFound,
    /// The order is in a status it cannot leave for the one asked.
    NotAllowed(OrderStatus),
}

/// What a status change records beside the status.
#[derive(Debug, Clone, Copy, Default)]
pub struct StatusNote<'a> {
    pub carrier: &'a str,
    pub tracking_no: &'a str,
    pub note: &'a str,
}

/// Moves an order to `next` when its current status allows it (checked in the update itself, so
/// two changes at once cannot both pass), records it in the history, and puts the stock of a
/// cancelled order back on the shelf.
pub async fn change_status(
    db: &Db,
    order_no: &str,
    next: OrderStatus,
    with: StatusNote<'_>,
    now: i64,
) -> sqlx::Result<StatusChange> {
    let from: Vec<String> = OrderStatus::ALL
        .into_iter()
        .filter(|s| s.can_become(next))
        .map(|s| format!("'{}'", s.code()))
        .collect();
    if from.is_empty() {
        return Ok(StatusChange::NotAllowed(next));
    }
    let mut tx = db.begin().await?;
    // The status codes are our own constants, never text from a request.
    let id: Option<i64> = sqlx::query_scalar(&format!(
        "UPDATE orders SET status = $1, updated_at = $2 WHERE order_no = $3 \
         AND status IN ({}) RETURNING id",
        from.join(", ")
    ))
    .bind(next.code())
    .bind(now)
    .bind(order_no)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = id else {
        let current: Option<String> =
            sqlx::query_scalar("SELECT status FROM orders WHERE order_no = $1")
                .bind(order_no)
                .fetch_optional(&mut *tx)
                .await?;
        return Ok(match current.as_deref().and_then(OrderStatus::parse) {
            Some(status) => StatusChange::NotAllowed(status),
            None => StatusChange::NotFound,
        });
    };
    sqlx::query(
        "INSERT INTO order_status_history (order_id, status, carrier, tracking_no, note, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(next.code())
    .bind(with.carrier)
    .bind(with.tracking_no)
    .bind(with.note)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if next.releases_stock() {
        let lines: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT product_id, variant_id, quantity FROM order_lines WHERE order_id = $1",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        for (product_id, variant_id, quantity) in lines {
            sqlx::query("UPDATE variants SET stock = stock + $1 WHERE id = $2")
                .bind(quantity)
                .bind(variant_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE products SET total_stock = total_stock + $1 WHERE id = $2")
                .bind(quantity)
                .bind(product_id)
                .execute(&mut *tx)
                .await?;
            crate::catalog::changes::record(&mut tx, product_id, now).await?;
        }
    }
    tx.commit().await?;
    Ok(StatusChange::Done)
}

/// Orders placed or changed from `since` (unix seconds), the oldest change first, with their
/// lines: what the back office polls for.
pub async fn changed_since(db: &Db, since: i64, limit: i64) -> sqlx::Result<Vec<OrderView>> {
    let rows = sqlx::query(&format!(
        "SELECT {ORDER_COLUMNS} FROM orders WHERE updated_at >= $1 \
         ORDER BY updated_at, id LIMIT $2"
    ))
    .bind(since)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in &rows {
        out.push(view(db, row, Detail::Lines).await?);
    }
    Ok(out)
}
