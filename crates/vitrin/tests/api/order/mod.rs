//! Placing orders, on both backends: fifty guests checking out at once for the last ten units of a
//! variant, over HTTP on two server instances sharing the database, buy exactly ten; the same
//! placement asked twice makes one order; a cart asking for more than the shelf holds writes
//! nothing. Over HTTP: a guest's checkout from the cart to a bank-transfer order, what they
//! and others may read of it, and tracking by number and email or phone.

use std::sync::Arc;

use vitrin::{
    address::store::Owner,
    db::Db,
    locale::Lang,
    order::{
        config::CheckoutConfig,
        model::{OrderStatus, PaymentMethod},
        overdue::cancel_overdue,
        place::{place, PlaceError, Placement, Pricing},
    },
};

use serde_json::Value;

use crate::{
    address::{form, kadikoy},
    helpers::{assert_not_logged, outbox_mails, with_card_provider, TestApp},
    on_both_backends,
    refusals::{assert_envelope, send_form},
    shopper::{create_member, member, Shopper},
};

const NOW: i64 = 1_800_000_000;

/// A variant of the seeded catalog with `stock` units left: (product id, variant id).
pub async fn variant_with_stock(db: &Db, stock: i64) -> (i64, i64) {
    let (product_id, variant_id): (i64, i64) = sqlx::query_as(
        "SELECT v.product_id, v.id FROM variants v JOIN products p ON p.id = v.product_id \
             WHERE p.store_pickup = 0 ORDER BY v.id LIMIT 1",
    )
    .fetch_one(&db.pool)
    .await
    .expect("a variant");
    sqlx::query("UPDATE variants SET stock = $1 WHERE id = $2")
        .bind(stock)
        .bind(variant_id)
        .execute(&db.pool)
        .await
        .expect("stock");
    (product_id, variant_id)
}

/// A guest cart on `session` holding `quantity` of the variant.
pub async fn cart(db: &Db, session: &str, product_id: i64, variant_id: i64, quantity: i64) {
    let cart_id: i64 = sqlx::query_scalar(
        "INSERT INTO carts (session_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id",
    )
    .bind(session)
    .bind(NOW)
    .fetch_one(&db.pool)
    .await
    .expect("cart");
    sqlx::query(
        "INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, created_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(cart_id)
    .bind(product_id)
    .bind(variant_id)
    .bind(quantity)
    .bind(NOW)
    .execute(&db.pool)
    .await
    .expect("line");
}

pub async fn buy(
    db: &Db,
    session: &str,
    key: &str,
) -> Result<vitrin::order::place::Placed, PlaceError> {
    let checkout = CheckoutConfig::default();
    let owner = Owner::Guest(session.to_string());
    let no_fee = |_: i64| Some(0);
    place(
        db,
        &Placement {
            owner: &owner,
            cart_key: session,
            idempotency_key: key,
            email: "misafir@example.com",
            phone: "+905321234567",
            lang: Lang::Tr,
            method: PaymentMethod::BankTransfer,
            pricing: Pricing {
                carrier: &checkout.carriers[0],
                free_shipping_threshold: 100_000,
                fee_vat_percent: checkout.fee_vat_percent,
                payment_fee: &no_fee,
                coupon: None,
                campaigns: &[],
                member: false,
                now: 0,
            },
            store_id: None,
            delivery_address: "{}",
            invoice_address: "{}",
            payment_due_at: Some(NOW + 3 * 86_400),
            contracts: None,
            consent: None,
            referrer_log: &[],
            now: NOW,
        },
    )
    .await
}

/// An order of a test placed in the past: who, on which cart, how it is paid and where it goes.
pub struct PastOrder<'a> {
    pub owner: Owner,
    pub session: &'a str,
    pub email: &'a str,
    pub method: PaymentMethod,
    /// The payment fee (kuruş).
    pub fee: i64,
    /// The addresses as JSON.
    pub delivery: &'a str,
    pub invoice: &'a str,
    /// Unix seconds it was placed.
    pub at: i64,
}

/// Places `order` from its session's cart as the checkout does, at its time, shipping charged.
pub async fn place_past(db: &Db, order: &PastOrder<'_>) -> vitrin::order::place::Placed {
    let checkout = CheckoutConfig::default();
    let fee = order.fee;
    let fee_of = move |_: i64| Some(fee);
    place(
        db,
        &Placement {
            owner: &order.owner,
            cart_key: order.session,
            idempotency_key: &format!("{}-past-order-key", order.session),
            email: order.email,
            phone: "+905321234567",
            lang: Lang::Tr,
            method: order.method,
            pricing: Pricing {
                carrier: &checkout.carriers[0],
                free_shipping_threshold: 10_000_000,
                fee_vat_percent: checkout.fee_vat_percent,
                payment_fee: &fee_of,
                coupon: None,
                campaigns: &[],
                member: false,
                now: order.at,
            },
            store_id: None,
            delivery_address: order.delivery,
            invoice_address: order.invoice,
            payment_due_at: Some(vitrin::clock::now_secs()),
            contracts: None,
            consent: None,
            referrer_log: &[],
            now: order.at,
        },
    )
    .await
    .expect("order")
}

/// Moves the order through `steps` (a status and when it happened), as the back office does now;
/// a shipment by Yurtiçi Kargo.
pub async fn move_through(db: &Db, order_no: &str, steps: &[(OrderStatus, i64)]) {
    let now = vitrin::clock::now_secs();
    for (status, at) in steps {
        if *status == OrderStatus::Shipped {
            // Every piece in one parcel.
            let parcel = vitrin::order::shipments::NewParcel {
                carrier: "Yurtiçi Kargo",
                tracking_no: "YK1",
                tracking_url: "",
                lines: &[],
                at: Some(*at),
            };
            let shipped = vitrin::order::shipments::ship(db, order_no, parcel, now).await;
            assert_eq!(
                shipped.expect("shipped"),
                vitrin::order::shipments::Shipping::Done
            );
            continue;
        }
        let note = vitrin::order::store::StatusNote {
            at: Some(*at),
            ..Default::default()
        };
        vitrin::order::store::change_status(db, order_no, *status, note, now)
            .await
            .expect("status");
    }
}

/// The back office's call: `body` posted to `path` with the shop's key; the answer's code and
/// JSON.
pub async fn erp_post(app: &TestApp, path: &str, body: Value) -> (u16, Value) {
    let r = app
        .client
        .post(app.url(path))
        .header("X-Api-Key", ERP_KEY)
        .json(&body)
        .send()
        .await
        .expect("back office call");
    let code = r.status().as_u16();
    (code, r.json().await.unwrap_or(Value::Null))
}

/// The back office's create call at `path` refuses each of `bad` as invalid (422), and `good`
/// without the shop's key (401).
pub async fn erp_refuses(app: &TestApp, path: &str, bad: &[Value], good: Value) {
    for body in bad {
        let (code, answer) = erp_post(app, path, body.clone()).await;
        assert_eq!(
            (code, answer["code"].as_str()),
            (422, Some("invalid")),
            "{body}"
        );
    }
    let r = app
        .client
        .post(app.url(path))
        .json(&good)
        .send()
        .await
        .expect("call");
    assert_eq!(r.status().as_u16(), 401);
}

/// The back office's read of `path` with the shop's key: the JSON answer.
pub async fn erp_get(app: &TestApp, path: &str) -> Value {
    app.client
        .get(app.url(path))
        .header("X-Api-Key", ERP_KEY)
        .send()
        .await
        .expect("back office call")
        .json()
        .await
        .expect("json")
}

/// The back office moves the order on (`change`: the status and what goes with it); the order
/// as it then stands.
pub async fn erp_status(app: &TestApp, order_no: &str, change: Value) -> Value {
    let path = format!("/api/v1/erp/orders/{order_no}/status");
    let (code, order) = erp_post(app, &path, change).await;
    assert_eq!(code, 200, "{order}");
    order
}

async fn stock_of(db: &Db, variant_id: i64) -> i64 {
    sqlx::query_scalar("SELECT stock FROM variants WHERE id = $1")
        .bind(variant_id)
        .fetch_one(&db.pool)
        .await
        .expect("stock")
}

async fn order_count(db: &Db) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM orders")
        .fetch_one(&db.pool)
        .await
        .expect("count")
}

pub const PLACE: &str = "/srv/service/order-step/place-order";

const GUEST: &str = "/api/v1/authentication/login-nomembership";

const SUMMARY: &str = "/srv/service/order-step/summary";

/// A well-formed digest of no texts at all.
const STALE_DIGEST: &str = "0000000000000000000000000000000000000000000000000000000000000000";

fn placement(
    key: &str,
    method: &str,
    digest: &str,
    changes: &[(&'static str, &str)],
) -> Vec<(&'static str, String)> {
    let mut f: Vec<(&'static str, String)> = vec![
        ("idempotency_key", key.into()),
        ("carrier", "yurtici".into()),
        ("payment_method", method.into()),
        ("accept_pre_information", "1".into()),
        ("accept_distance_sales", "1".into()),
        ("contracts_digest", digest.into()),
    ];
    for (k, v) in changes {
        f.retain(|(key, _)| key != k);
        f.push((k, (*v).to_string()));
    }
    f
}

fn refused_key(body: &Value) -> &str {
    body["data"][0]["key"].as_str().unwrap_or_default()
}

/// The guest form of the checkout's way in.
fn contact(email: &str, kvkk: &str) -> Vec<(&'static str, String)> {
    vec![
        ("email", email.into()),
        ("name", "Deniz".into()),
        ("surname", "Kaya".into()),
        ("phone", "0532 123 45 67".into()),
        ("kvkk", kvkk.into()),
    ]
}

async fn save_address(shopper: &Shopper, app: &TestApp) {
    let place = kadikoy(app).await;
    let (code, body) = shopper
        .post(
            app,
            "/srv/service/customer/address/save",
            &form(&place, &[]),
        )
        .await;
    assert_eq!(code, 200, "{body}");
}

/// A guest who saved an address and gave their contact at the way in.
pub async fn ready_guest(app: &TestApp, email: &str) -> Shopper {
    let guest = Shopper::new(app).await;
    save_address(&guest, app).await;
    let (code, body) = guest.post(app, GUEST, &contact(email, "1")).await;
    assert_eq!(code, 200, "{body}");
    guest
}

async fn add(shopper: &Shopper, app: &TestApp, product_id: i64, variant_id: i64, qty: i64) {
    let (code, body) = shopper
        .post(
            app,
            "/srv/service/cart/add-to-cart",
            &[
                ("productId", product_id.to_string()),
                ("variantId[]", variant_id.to_string()),
                ("quantity[]", qty.to_string()),
            ],
        )
        .await;
    assert_eq!(code, 200, "{body}");
}

async fn summary(shopper: &Shopper, app: &TestApp, carrier: &str, method: &str) -> Value {
    let (code, body) = shopper
        .get(
            app,
            &format!("{SUMMARY}?carrier={carrier}&payment_method={method}"),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    body
}

fn digest_of(summary: &Value) -> String {
    summary["contracts_digest"]
        .as_str()
        .expect("digest")
        .to_string()
}

/// The order mail written to the outbox for `email` about `order_no`, waited for (it is sent in
/// the background; the tests of one run share the outbox).
/// The guest places the order of `form`: the order as answered and its confirmation mail to
/// `email`.
async fn place_with_mail(
    app: &TestApp,
    guest: &Shopper,
    form: &[(&str, String)],
    email: &str,
) -> (Value, String) {
    let (code, body) = guest.post(app, PLACE, form).await;
    assert_eq!(code, 200, "{body}");
    let order = body["data"][0].clone();
    let mail = order_mail(app, email, order["display_no"].as_str().expect("no")).await;
    (order, mail)
}

async fn order_mail(app: &TestApp, email: &str, display_no: &str) -> String {
    for _ in 0..50 {
        if let Some(mail) = outbox_mails(app, "order", email)
            .into_iter()
            .find(|m| m.contains(display_no))
        {
            return mail;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no order mail for {email}");
}

/// One unit of the variant in the shopper's cart and the summary of a bank-transfer order of
/// it read: the placement's form, under the idempotency key `key`.
pub async fn ready_to_place(
    app: &TestApp,
    shopper: &Shopper,
    (product_id, variant_id): (i64, i64),
    key: &str,
) -> Vec<(&'static str, String)> {
    add(shopper, app, product_id, variant_id, 1).await;
    let digest = digest_of(&summary(shopper, app, "yurtici", "bank_transfer").await);
    placement(key, "bank_transfer", &digest, &[])
}

/// A bank-transfer order of one unit of the variant: its number.
pub async fn place_one(app: &TestApp, shopper: &Shopper, variant: (i64, i64), key: &str) -> String {
    let form = ready_to_place(app, shopper, variant, key).await;
    let (code, body) = shopper.post(app, PLACE, &form).await;
    assert_eq!(code, 200, "{body}");
    body["data"][0]["order_no"]
        .as_str()
        .expect("no")
        .to_string()
}

pub const ERP_KEY: &str = "erp-test-key-0123456789abcdef";

/// Another instance of the shop on the same database, with the back office's API on.
pub async fn back_office(app: &TestApp) -> TestApp {
    app.instance(|c| c.checkout.erp_api_key = ERP_KEY.into())
        .await
}

mod alerts;
mod back_office;
mod campaigns;
mod cancel;
mod checkout;
mod coupons;
mod invoices;
mod member;
mod parcels;
mod returns;
mod stock;
