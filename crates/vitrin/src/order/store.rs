//! Orders as they are read (by their owner, the tracking page, the back office and the mails) and
//! moved from status to status. Placing one is `place`.

use sqlx::Row;

use super::{
    claim::status_in,
    contracts::Contract,
    model::{self, OrderStatus, PaymentMethod, Totals},
    referrer::Visit,
};
use crate::{address::store::Owner, db::Db, locale::Lang};

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
    /// The discount code the order was placed with (its discount is `coupon_discount`), or empty.
    pub coupon_code: String,
    /// The campaigns it got (their goods discounts add up to `campaign_discount`).
    pub campaigns: Vec<model::OrderCampaign>,
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
    pub history: Vec<super::history::StatusEntry>,
    /// Whether its shopper may still cancel it (the parcel has not left).
    pub cancellable: bool,
    /// Money paid back on the order, the oldest first (with its lines only).
    pub refunds: Vec<super::refunds::RefundView>,
    /// The parcels it left in, the first shipped first (with its lines only).
    pub parcels: Vec<super::shipments::ParcelView>,
    /// Its returns, the oldest first (with its lines only).
    pub returns: Vec<super::returns::ReturnView>,
    /// The e-Archive invoices issued for it and its returns (with its lines only).
    pub invoices: Vec<super::invoice::issued::IssuedInvoice>,
    /// Whether it may be returned now (counted with its lines only).
    pub return_window: super::returns::ReturnWindow,
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
    /// What a cancellation names the line by.
    pub id: i64,
    pub product_id: i64,
    pub variant_id: i64,
    pub title: String,
    pub colour: String,
    pub size: String,
    pub personalization: String,
    /// As ordered; `cancelled_quantity` of it was cancelled.
    pub quantity: i64,
    pub cancelled_quantity: i64,
    /// Pieces in returns not rejected.
    pub returned_quantity: i64,
    pub unit_price: i64,
    pub discount: i64,
    pub vat_percent: i64,
    /// For the pieces still bought (`quantity` less `cancelled_quantity`).
    pub total: i64,
}

const ORDER_COLUMNS: &str =
    "id, order_no, language, status, payment_method, carrier, items_total, \
     discount_total, coupon_code, coupon_discount, campaigns, campaign_discount, shipping_fee, payment_fee, vat_total, \
     grand_total, email, phone, delivery_address, invoice_address, payment_due_at, store_id, referrer_log, created_at, \
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

/// Whether `order_no` is one of the member's orders.
pub async fn member_has_order(db: &Db, customer_id: i64, order_no: &str) -> sqlx::Result<bool> {
    sqlx::query("SELECT 1 AS found FROM orders WHERE order_no = $1 AND customer_id = $2")
        .bind(order_no)
        .bind(customer_id)
        .fetch_optional(&db.pool)
        .await
        .map(|r| r.is_some())
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
        "SELECT {ORDER_COLUMNS} FROM orders WHERE customer_id = $1 {LATEST_200}"
    ))
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    views(db, &rows, Detail::Summary).await
}

/// The order of a shopper's list: the latest first, at most 200.
const LATEST_200: &str = "ORDER BY created_at DESC, id DESC LIMIT 200";

async fn views(
    db: &Db,
    rows: &[sqlx::any::AnyRow],
    detail: Detail,
) -> sqlx::Result<Vec<OrderView>> {
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        out.push(view(db, row, detail).await?);
    }
    Ok(out)
}

/// The orders a guest placed with `email` (any spelling of it), the latest first: what the shop
/// keeps about that address.
pub async fn list_for_guest_email(db: &Db, email: &str) -> sqlx::Result<Vec<OrderView>> {
    let rows = sqlx::query(&format!(
        "SELECT {ORDER_COLUMNS} FROM orders WHERE customer_id IS NULL AND LOWER(email) = $1 \
         {LATEST_200}"
    ))
    .bind(email.to_lowercase())
    .fetch_all(&db.pool)
    .await?;
    views(db, &rows, Detail::Lines).await
}

async fn view(db: &Db, r: &sqlx::any::AnyRow, detail: Detail) -> sqlx::Result<OrderView> {
    let with_lines = detail != Detail::Summary;
    let id: i64 = r.get("id");
    let order_no: String = r.get("order_no");
    let json = |col: &str| {
        serde_json::from_str(&r.get::<String, _>(col)).unwrap_or(serde_json::Value::Null)
    };
    let returned = if with_lines {
        super::returns::returned_by_line(db, id).await?
    } else {
        Default::default()
    };
    let lines: Vec<OrderLineView> = if with_lines {
        sqlx::query(
            "SELECT id, product_id, variant_id, title, colour, size, personalization, quantity, \
             cancelled_quantity, unit_price, tier_discount, subscription_discount, vat_percent, \
             total \
             FROM order_lines WHERE order_id = $1 ORDER BY id",
        )
        .bind(id)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|l| {
            let quantity: i64 = l.get("quantity");
            let cancelled: i64 = l.get("cancelled_quantity");
            OrderLineView {
                id: l.get("id"),
                product_id: l.get("product_id"),
                variant_id: l.get("variant_id"),
                title: l.get("title"),
                colour: l.get("colour"),
                size: l.get("size"),
                personalization: l.get("personalization"),
                quantity,
                cancelled_quantity: cancelled,
                returned_quantity: returned.get(&l.get("id")).copied().unwrap_or(0),
                unit_price: l.get("unit_price"),
                discount: l.get::<i64, _>("tier_discount")
                    + l.get::<i64, _>("subscription_discount"),
                vat_percent: l.get("vat_percent"),
                total: super::cancel::left_of(l.get("total"), quantity, cancelled),
            }
        })
        .collect()
    } else {
        Vec::new()
    };
    let history = super::history::of_order(db, id).await?;
    let payment_method = PaymentMethod::parse(r.get::<String, _>("payment_method").as_str())
        .unwrap_or(PaymentMethod::Card);
    let (store, payment, refunds, parcels, returns, invoices) = if with_lines {
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
        let refunds = super::refunds::for_order(db, id).await?;
        let parcels = super::shipments::for_order(db, id).await?;
        let returns = super::returns::for_order(db, id).await?;
        let invoices = super::invoice::issued::for_order(db, id).await?;
        (store, payment, refunds, parcels, returns, invoices)
    } else {
        (None, None, Vec::new(), Vec::new(), Vec::new(), Vec::new())
    };
    let contracts = if detail == Detail::Full {
        super::contracts::accepted(db, id).await?
    } else {
        Vec::new()
    };
    let referrer_log = if detail == Detail::Lines {
        serde_json::from_str(&r.get::<String, _>("referrer_log")).unwrap_or_default()
    } else {
        Vec::new()
    };
    let status = OrderStatus::parse(r.get::<String, _>("status").as_str())
        .unwrap_or(OrderStatus::AwaitingPayment);
    let pieces_left = lines
        .iter()
        .map(|l| l.quantity - l.cancelled_quantity - l.returned_quantity)
        .sum();
    let delivered = super::returns::delivered_at(&history);
    let now = crate::clock::now_secs();
    Ok(OrderView {
        return_window: super::returns::window(status, delivered, pieces_left, now),
        contracts,
        refunds,
        parcels,
        returns,
        invoices,
        cancellable: super::cancel::cancellable(status),
        status,
        referrer_log,
        store,
        payment,
        display_no: model::display_order_no(&order_no),
        order_no,
        payment_method,
        carrier: r.get("carrier"),
        totals: totals_of(r),
        coupon_code: r.get("coupon_code"),
        campaigns: serde_json::from_str(&r.get::<String, _>("campaigns")).unwrap_or_default(),
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

/// Orders a member or an e-mail address placed that were not cancelled: whether a first-order
/// coupon may still be used.
pub async fn placed_count(db: &Db, customer_id: Option<i64>, email: &str) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM orders WHERE status <> 'cancelled' \
         AND (customer_id = $1 OR lower(email) = $2)",
    )
    .bind(customer_id)
    .bind(email.trim().to_lowercase())
    .fetch_one(&db.pool)
    .await
}

/// The numbers of the orders with these ids.
pub async fn numbers_of(
    db: &Db,
    ids: &[i64],
) -> sqlx::Result<std::collections::HashMap<i64, String>> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(i64, String)> = sqlx::query_as(&format!(
        "SELECT id, order_no FROM orders WHERE id IN ({})",
        crate::db::id_list(ids)
    ))
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.into_iter().collect())
}

/// A store's address in one line, as the checkout and the order show it.
pub fn pickup_address(s: &crate::stores::store::StoreItem) -> String {
    format!("{}, {} / {}", s.address, s.town, s.city)
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

pub(super) fn totals_of(r: &sqlx::any::AnyRow) -> Totals {
    let items_total: i64 = r.get("items_total");
    let discount_total: i64 = r.get("discount_total");
    let coupon_discount: i64 = r.get("coupon_discount");
    let campaign_discount: i64 = r.get("campaign_discount");
    Totals {
        goods_total: items_total + discount_total + campaign_discount + coupon_discount,
        items_total,
        discount_total,
        campaign_discount,
        coupon_discount,
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
    /// The carrier's page following the parcel (shipped), or empty.
    pub tracking_url: &'a str,
    pub note: &'a str,
    /// When it happened, when earlier than the change (a delivery the carrier reported late).
    pub at: Option<i64>,
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
    let mut tx = db.begin().await?;
    let changed = change_status_in(&mut tx, order_no, next, with, now).await?;
    if changed == StatusChange::Done {
        tx.commit().await?;
    }
    Ok(changed)
}

/// [`change_status`] inside the caller's transaction (committed by the caller when Done).
pub(super) async fn change_status_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
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
    // The status codes are our own constants, never text from a request.
    let id: Option<i64> = sqlx::query_scalar(&format!(
        "UPDATE orders SET status = $1, updated_at = $2 WHERE order_no = $3 \
         AND status IN ({}) RETURNING id",
        from.join(", ")
    ))
    .bind(next.code())
    .bind(now)
    .bind(order_no)
    .fetch_optional(&mut **tx)
    .await?;
    let Some(id) = id else {
        return Ok(match status_in(tx, order_no).await? {
            Some(status) => StatusChange::NotAllowed(status),
            None => StatusChange::NotFound,
        });
    };
    super::history::record_entry(tx, id, next, &with, "", now).await?;
    if next == OrderStatus::Delivered {
        super::shipments::deliver_all(tx, id, with.at.unwrap_or(now).min(now)).await?;
    }
    if matches!(next, OrderStatus::Cancelled | OrderStatus::Returned) {
        crate::promotions::store::release(tx, id, now).await?;
    }
    if next.releases_stock() {
        let lines: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT product_id, variant_id, quantity - cancelled_quantity FROM order_lines \
             WHERE order_id = $1 AND quantity > cancelled_quantity",
        )
        .bind(id)
        .fetch_all(&mut **tx)
        .await?;
        for (product_id, variant_id, quantity) in lines {
            crate::catalog::stock::put_back(tx, product_id, variant_id, quantity, now).await?;
        }
    }
    Ok(StatusChange::Done)
}

/// Orders placed or changed from `since` (unix seconds), the oldest change first, with their
/// lines: what the back office polls for.
pub async fn changed_since(db: &Db, since: i64, limit: i64) -> sqlx::Result<Vec<OrderView>> {
    let select = format!("SELECT {ORDER_COLUMNS} FROM orders");
    let rows = crate::db::changed_since(db, &select, None, since, limit).await?;
    views(db, &rows, Detail::Lines).await
}
