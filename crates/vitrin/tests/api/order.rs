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

async fn fifty_shoppers_share_ten_units(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    // A second server instance on the same database: every other shopper checks out there.
    let other = app.instance(|_| {}).await;
    let mut ready = Vec::new();
    for i in 0..50 {
        let server = if i % 2 == 0 { &app } else { &other };
        let guest = ready_guest(server, &format!("yaris{i}@example.com")).await;
        add(&guest, server, product_id, variant_id, 1).await;
        let digest = digest_of(&summary(&guest, server, "yurtici", "bank_transfer").await);
        ready.push((guest, digest));
    }
    let (app, other) = (Arc::new(app), Arc::new(other));
    let tasks: Vec<_> = ready
        .into_iter()
        .enumerate()
        .map(|(i, (guest, digest))| {
            let server = if i % 2 == 0 {
                app.clone()
            } else {
                other.clone()
            };
            let form = placement(&format!("race-order-{i:05}"), "bank_transfer", &digest, &[]);
            tokio::spawn(async move { guest.post(&server, PLACE, &form).await })
        })
        .collect();
    let (mut sold, mut refused) = (0, 0);
    for task in tasks {
        match task.await.expect("task") {
            (200, _) => sold += 1,
            (409, body) if body["code"] == "out_of_stock" => {
                let short = &body["shortages"];
                assert_eq!(short.as_array().map(Vec::len), Some(1), "{body}");
                assert_eq!(short[0]["wanted"], 1);
                assert_eq!(short[0]["available"], 0);
                refused += 1;
            }
            (code, body) => panic!("{code} {body}"),
        }
    }
    assert_eq!((sold, refused), (10, 40));
    assert_eq!(stock_of(&app.db, variant_id).await, 0);
    assert_eq!(order_count(&app.db).await, 10);
}
on_both_backends!(race, fifty_shoppers_share_ten_units);

async fn the_same_placement_makes_one_order(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "twice", product_id, variant_id, 2).await;
    let (a, b) = tokio::join!(buy(&app.db, "twice", "k1"), buy(&app.db, "twice", "k1"));
    let (a, b) = (a.expect("first"), b.expect("second"));
    assert_eq!(a.order_no, b.order_no);
    assert_ne!(a.created, b.created, "one of them created it");
    let again = buy(&app.db, "twice", "k1").await.expect("a retry");
    assert_eq!((again.order_no, again.created), (a.order_no.clone(), false));
    assert_eq!(order_count(&app.db).await, 1);
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
    assert_eq!(a.status, OrderStatus::AwaitingPayment);
    // The cart was emptied with the order: another key finds nothing to buy.
    assert!(matches!(
        buy(&app.db, "twice", "k2").await,
        Err(PlaceError::EmptyCart)
    ));
    let lines: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM order_lines l JOIN orders o ON o.id = l.order_id \
         WHERE o.order_no = $1",
    )
    .bind(&a.order_no)
    .fetch_one(&app.db.pool)
    .await
    .expect("lines");
    assert_eq!(lines, 1);
    let history: Vec<String> = sqlx::query_scalar(
        "SELECT h.status FROM order_status_history h JOIN orders o ON o.id = h.order_id \
         WHERE o.order_no = $1",
    )
    .bind(&a.order_no)
    .fetch_all(&app.db.pool)
    .await
    .expect("history");
    assert_eq!(history, ["awaiting_payment"]);
}
on_both_backends!(idempotent, the_same_placement_makes_one_order);

async fn a_short_shelf_writes_nothing(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 2).await;
    cart(&app.db, "greedy", product_id, variant_id, 3).await;
    match buy(&app.db, "greedy", "k").await {
        Err(PlaceError::OutOfStock(short)) => {
            assert_eq!((short[0].wanted, short[0].available), (3, 2));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(stock_of(&app.db, variant_id).await, 2);
    assert_eq!(order_count(&app.db).await, 0);
    let lines: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM cart_lines l JOIN carts c ON c.id = l.cart_id \
         WHERE c.session_id = 'greedy'",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("cart lines");
    assert_eq!(lines, 1, "the cart is kept");
}
on_both_backends!(short_shelf, a_short_shelf_writes_nothing);

const PLACE: &str = "/srv/service/order-step/place-order";
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

async fn a_guest_checks_out_and_tracks_the_order(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    let guest = Shopper::new(&app).await;
    let attempt = |changes: &[(&'static str, &str)]| {
        placement("guest-order-000001", "bank_transfer", STALE_DIGEST, changes)
    };
    let (code, body) = guest.post(&app, PLACE, &attempt(&[])).await;
    assert_eq!((code, refused_key(&body)), (422, "address"), "{body}");
    save_address(&guest, &app).await;
    let (code, body) = guest.post(&app, PLACE, &attempt(&[])).await;
    assert_eq!(
        (code, refused_key(&body)),
        (422, "email"),
        "no contact yet: {body}"
    );

    // The way in: the KVKK consent is needed; the contact is then kept with the session.
    let email = "misafir.takip@example.com";
    assert_eq!(
        guest.get(&app, "/srv/service/order-step/guest").await.1["data"],
        serde_json::json!([])
    );
    let (code, body) = guest.post(&app, GUEST, &contact(email, "0")).await;
    assert_eq!((code, refused_key(&body)), (422, "kvkk"), "{body}");
    let (code, body) = guest.post(&app, GUEST, &contact(email, "1")).await;
    assert_eq!(code, 200, "{body}");
    let (code, stored) = guest.get(&app, "/srv/service/order-step/guest").await;
    assert_eq!(code, 200);
    assert_eq!(
        stored["data"][0],
        serde_json::json!({"email": email, "name": "Deniz", "surname": "Kaya", "phone": "905321234567"})
    );
    let (code, body) = guest.post(&app, PLACE, &attempt(&[])).await;
    assert_eq!((code, refused_key(&body)), (400, "cart"), "{body}");

    let empty = summary(&guest, &app, "", "").await;
    assert_eq!(empty["empty"], true);
    assert_eq!(empty["contracts_digest"], "");
    add(&guest, &app, product_id, variant_id, 2).await;
    let sum = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert_eq!(sum["empty"], false);
    assert_eq!(sum["contact"]["email"], email);
    assert_eq!(sum["member"], false);
    let digest = digest_of(&sum);
    let attempt = |changes: &[(&'static str, &str)]| {
        placement("guest-order-000001", "bank_transfer", &digest, changes)
    };

    for (changes, key) in [
        (vec![("accept_distance_sales", "")], "contracts"),
        (vec![("contracts_digest", "")], "contracts_digest"),
        (vec![("carrier", "posta-guvercini")], "carrier"),
        (vec![("payment_method", "bitcoin")], "payment_method"),
        (vec![("email", "misafir@")], "email"),
        (vec![("idempotency_key", "kisa")], "idempotency_key"),
    ] {
        let (code, body) = guest.post(&app, PLACE, &attempt(&changes)).await;
        assert_eq!((code, refused_key(&body)), (422, key), "{body}");
        assert!(!body["message"].as_str().unwrap_or_default().is_empty());
    }
    // Another email than the contracts name: the order is not the one read.
    let (code, body) = guest
        .post(&app, PLACE, &attempt(&[("email", "baska@example.com")]))
        .await;
    assert_eq!(
        (code, body["code"].as_str()),
        (409, Some("order_changed")),
        "{body}"
    );
    assert_eq!(order_count(&app.db).await, 0);

    // The pages seen before travel with the order: those of the last day, for the back office.
    let now_ms = vitrin::customer::auth::now_secs() * 1000;
    let log = serde_json::json!({ "schedule": now_ms - 60_000, "items": [
        { "time": now_ms - 2 * 86_400_000, "uri": "/dun-degil", "page": "home" },
        { "time": now_ms - 30_000, "uri": "/kiz-cocuk?pg=2", "page": "category" },
        { "time": now_ms - 1_000, "uri": "https://evil.example/", "page": "cart" },
    ]})
    .to_string();
    let (code, body) = guest
        .post(&app, PLACE, &attempt(&[("referrer_log", &log)]))
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Siparişiniz alındı");
    assert_eq!(
        body["data"][0]["referrer_log"],
        Value::Null,
        "not on the shopper's answer"
    );
    let feed = vitrin::order::store::changed_since(&app.db, 0, 10)
        .await
        .expect("feed");
    let visits: Vec<&str> = feed[0]
        .referrer_log
        .iter()
        .map(|v| v.uri.as_str())
        .collect();
    assert_eq!(visits, ["/kiz-cocuk?pg=2"]);
    let order = &body["data"][0];
    let order_no = order["order_no"].as_str().expect("order_no").to_string();
    assert_eq!(order["status"], "awaiting_payment");
    assert_eq!(order["email"], email);
    assert_eq!(order["phone"], "+905321234567");
    assert_eq!(order["lines"][0]["quantity"], 2);
    assert_eq!(order["totals"], Value::Null, "totals are flattened");
    assert_eq!(order["grand_total"], sum["totals"]["grand_total"]);
    let items = order["items_total"].as_i64().expect("items_total");
    let shipping = order["shipping_fee"].as_i64().expect("shipping_fee");
    assert_eq!(order["grand_total"].as_i64(), Some(items + shipping));
    assert!(order["payment_due_at"].as_i64().is_some());
    assert!(!body["bank_accounts"]
        .as_array()
        .expect("accounts")
        .is_empty());
    assert!(order["delivery_address"]["district_title"]
        .as_str()
        .is_some());
    assert_eq!(order["store"], Value::Null);
    assert_eq!(order["payment"], Value::Null);
    // The texts accepted are the ones the summary showed, stored with the order.
    assert_eq!(order["contracts"], sum["contracts"]);
    let stored: Vec<(String, String)> = sqlx::query_as(
        "SELECT c.text, c.digest FROM order_contracts c JOIN orders o ON o.id = c.order_id \
         WHERE o.order_no = $1 ORDER BY c.id",
    )
    .bind(&order_no)
    .fetch_all(&app.db.pool)
    .await
    .expect("contracts");
    assert_eq!(stored.len(), 2);
    assert_eq!(
        stored[0].0,
        sum["contracts"][0]["text"].as_str().unwrap_or_default()
    );
    assert_eq!(stored[1].1, digest);
    assert!(stored[1].0.contains("14 (on dört) gün"));
    assert_eq!(stock_of(&app.db, variant_id).await, 3);

    // A double click: the same order, nothing taken twice.
    let (code, again) = guest.post(&app, PLACE, &attempt(&[])).await;
    assert_eq!(code, 200, "{again}");
    assert_eq!(again["data"][0]["order_no"], order_no.as_str());
    assert_eq!(
        (
            order_count(&app.db).await,
            stock_of(&app.db, variant_id).await
        ),
        (1, 3)
    );

    // The confirmation mail: the number, the transfer's accounts and a link to the order.
    let display = format!("{} {} {}", &order_no[..3], &order_no[3..6], &order_no[6..]);
    let mail = order_mail(&app, email, &display).await;
    assert!(mail.contains("Subject: "), "{mail}");
    assert!(mail.contains("TR33 0001 0012 3456 7890 1234 56"), "{mail}");
    assert!(mail.contains(&format!("/order/{order_no}")), "{mail}");
    assert_not_logged(&[email, "905321234567"]);

    // The guest reads it; another browser and another member do not.
    let detail = format!("/srv/service/order/detail/{order_no}");
    let (code, body) = guest.get(&app, &detail).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"][0]["history"][0]["status"], "awaiting_payment");
    assert_eq!(body["data"][0]["contracts"][1]["kind"], "distance_sales");
    let stranger = Shopper::new(&app).await;
    assert_eq!(stranger.get(&app, &detail).await.0, 404);
    let (someone, _) = member(&app, "baska.uye@example.com").await;
    assert_eq!(someone.get(&app, &detail).await.0, 404);
    let (code, list) = someone.get(&app, "/srv/service/customer/orders").await;
    assert_eq!(code, 200);
    assert!(list["data"].as_array().expect("orders").is_empty());
    assert_eq!(guest.get(&app, "/srv/service/customer/orders").await.0, 401);

    // Tracking: the number and the email (any case) or the phone (written any way).
    let track = |contact: &str| {
        vec![
            ("order_no", display.clone()),
            ("contact", contact.to_string()),
        ]
    };
    for contact in [
        "Misafir.Takip@Example.com",
        "+90 532 123 45 67",
        "05321234567",
    ] {
        let (code, body) = stranger
            .post(&app, "/srv/service/order/track", &track(contact))
            .await;
        assert_eq!(code, 200, "{contact}: {body}");
        assert_eq!(body["status"], "awaiting_payment");
        assert!(body.get("email").is_none() && body.get("lines").is_none());
    }
    for contact in ["baska@example.com", "05329999999", ""] {
        let (code, body) = stranger
            .post(&app, "/srv/service/order/track", &track(contact))
            .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (404, Some("Sipariş bulunamadı"))
        );
    }
}
on_both_backends!(guest_checkout, a_guest_checks_out_and_tracks_the_order);

async fn a_lost_race_cuts_the_cart_down(app: TestApp) {
    let app = app.instance(with_card_provider).await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 3).await;
    let guest = ready_guest(&app, "yaris@example.com").await;
    add(&guest, &app, product_id, variant_id, 3).await;
    let digest = digest_of(&summary(&guest, &app, "yurtici", "card").await);
    // Someone else bought two meanwhile.
    sqlx::query("UPDATE variants SET stock = 1 WHERE id = $1")
        .bind(variant_id)
        .execute(&app.db.pool)
        .await
        .expect("stock");
    let form = placement("lost-race-key-0001", "card", &digest, &[]);
    let r = send_form(&guest, &app, PLACE, &form, false).await;
    let text = "Sepetinizdeki bazı ürünlerin stoğu tükendi; sepetiniz güncellendi, lütfen kontrol \
                edip tekrar onaylayın";
    let body = assert_envelope(r, 409, "out_of_stock", text).await;
    assert_eq!(
        body["code"], "out_of_stock",
        "the code and message stay at the top too"
    );
    assert_eq!(body["message"], text);
    assert_eq!(body["shortages"][0]["available"], 1);
    assert_eq!(body["shortages"][0]["wanted"], 3);
    let quantity: i64 = sqlx::query_scalar("SELECT quantity FROM cart_lines WHERE variant_id = $1")
        .bind(variant_id)
        .fetch_one(&app.db.pool)
        .await
        .expect("line");
    assert_eq!(quantity, 1, "the cart now asks for what is left");
    // The order changed (one instead of three): the old digest no longer places it.
    let form = placement("lost-race-key-0002", "card", &digest, &[]);
    let r = send_form(&guest, &app, PLACE, &form, true).await;
    let text = "Your order has changed. Please check it and confirm again.";
    let body = assert_envelope(r, 409, "order_changed", text).await;
    assert_eq!(body["code"], "order_changed");
    let digest = digest_of(&summary(&guest, &app, "yurtici", "card").await);
    let (code, body) = guest
        .post(
            &app,
            PLACE,
            &placement("lost-race-key-0002", "card", &digest, &[]),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(stock_of(&app.db, variant_id).await, 0);
}
on_both_backends!(lost_race, a_lost_race_cuts_the_cart_down);

/// Two variants of two products priced for the hand computation of `model.rs`: 3 × 249.90 TL
/// with a 10 % tier from 3, and 2 × 100.00 TL subscribed at 5 %; VAT 10 % on both.
async fn priced_products(db: &Db) -> [(i64, i64); 2] {
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT v.product_id, MIN(v.id) FROM variants v JOIN products p ON p.id = v.product_id \
         WHERE p.store_pickup = 0 GROUP BY v.product_id ORDER BY v.product_id LIMIT 2",
    )
    .fetch_all(&db.pool)
    .await
    .expect("variants");
    for (i, (product_id, variant_id)) in rows.iter().enumerate() {
        let (price, subscription) = if i == 0 { (24_990, 0) } else { (10_000, 5) };
        sqlx::query(
            "UPDATE variants SET price_sell = $1, price_list = $1, stock = 20 WHERE id = $2",
        )
        .bind(price)
        .bind(variant_id)
        .execute(&db.pool)
        .await
        .expect("variant");
        sqlx::query(
            "UPDATE products SET vat_percent = 10, subscription_percent = $1, qty_min = 1, \
             qty_step = 1, qty_max = 10 WHERE id = $2",
        )
        .bind(subscription)
        .bind(product_id)
        .execute(&db.pool)
        .await
        .expect("product");
        sqlx::query("DELETE FROM multi_buy_tiers WHERE product_id = $1")
            .bind(product_id)
            .execute(&db.pool)
            .await
            .expect("tiers");
    }
    sqlx::query(
        "INSERT INTO multi_buy_tiers (product_id, min_qty, max_qty, percent) VALUES ($1, 3, 99, 10)",
    )
    .bind(rows[0].0)
    .execute(&db.pool)
    .await
    .expect("tier");
    [rows[0], rows[1]]
}

/// The summary's numbers against a hand computation (a multi-buy tier, a subscription, VAT,
/// shipping and the cash-on-delivery fee), the carriers and payment methods it offers, and the
/// placement charging exactly those numbers, with the commercial consent recorded.
async fn the_summary_prices_as_placing_does(app: TestApp) {
    let [(a_product, a_variant), (b_product, b_variant)] = priced_products(&app.db).await;
    let email = "hesap@example.com";
    let guest = ready_guest(&app, email).await;
    add(&guest, &app, a_product, a_variant, 3).await;
    let (code, body) = guest
        .post(
            &app,
            "/srv/service/cart/add-to-cart",
            &[
                ("productId", b_product.to_string()),
                ("variantId[]", b_variant.to_string()),
                ("quantity[]", "2".into()),
                ("subscribe", "1".into()),
            ],
        )
        .await;
    assert_eq!(code, 200, "{body}");

    let sum = summary(&guest, &app, "yurtici", "cash_on_delivery").await;
    // 3 × 249.90 = 749.70 less 10 % = 674.73 (VAT 61.34); 2 × 100.00 = 200.00 less 5 % = 190.00
    // (VAT 17.27); shipping 49.90 below 1,000 TL (VAT 8.32); cash on delivery 19.90 (VAT 3.32).
    assert_eq!(
        sum["totals"],
        serde_json::json!({
            "items_total": 86_473, "discount_total": 8_497, "shipping_fee": 4_990,
            "payment_fee": 1_990, "vat_total": 6_134 + 1_727 + 832 + 332,
            "grand_total": 86_473 + 4_990 + 1_990,
        }),
        "{sum}"
    );
    assert_eq!(sum["lines"][0]["total"], 67_473);
    assert_eq!(sum["lines"][0]["discount"], 7_497);
    assert_eq!(sum["lines"][1]["discount"], 1_000);
    assert_eq!(sum["free_shipping_threshold"], 100_000);
    assert_eq!(sum["free_shipping_remaining"], 100_000 - 86_473);
    assert_eq!(sum["carrier"], "yurtici");
    let carriers = sum["carriers"].as_array().expect("carriers");
    assert_eq!(carriers.len(), 2, "no pickup store set");
    assert_eq!(carriers[0]["price"], 4_990);
    assert_eq!(carriers[0]["cutoff"], "14:00");
    assert!(carriers[0]["ships_today"].is_boolean());
    assert_eq!(carriers[1]["ships_today"], false, "Aras has no cut-off");
    let methods = sum["payment_methods"].as_array().expect("methods");
    assert_eq!(methods.len(), 3);
    assert_eq!(methods[2]["method"], "cash_on_delivery");
    assert_eq!(
        (
            methods[2]["fee"].as_i64(),
            methods[2]["available"].as_bool()
        ),
        (Some(1_990), Some(true))
    );
    // No card provider is configured here: the card is listed as closed, with the reason, and a
    // card order is refused before anything is written.
    assert_eq!(methods[0]["method"], "card");
    assert_eq!(methods[0]["available"], false);
    assert_eq!(methods[0]["reason"], "Kart ile ödeme şu an kullanılamıyor");
    let by_card = summary(&guest, &app, "yurtici", "card").await;
    let (code, body) = guest
        .post(
            &app,
            PLACE,
            &placement("no-card-provider-01", "card", &digest_of(&by_card), &[]),
        )
        .await;
    assert_eq!(
        (code, refused_key(&body)),
        (422, "payment_method"),
        "{body}"
    );
    assert_eq!(order_count(&app.db).await, 0);
    assert_eq!(sum["bank_transfer_days"], 3);
    assert!(sum["delivery_address"]["id"].as_i64().is_some());
    let texts = sum["contracts"].to_string();
    for needle in ["Kapıda ödeme", "934,53 TL", "Yurtiçi Kargo", "Deniz Kaya"] {
        assert!(texts.contains(needle), "{needle}");
    }
    // English texts are other texts: another digest.
    let (code, en) = guest
        .get(
            &app,
            &format!("{SUMMARY}?carrier=yurtici&payment_method=cash_on_delivery&language=en"),
        )
        .await;
    assert_eq!(code, 200);
    assert_eq!(en["contracts"][0]["title"], "Pre-Information Form");
    assert!(en["contracts"][1]
        .to_string()
        .contains("14 (fourteen) days"));
    assert_eq!(en["totals"], sum["totals"]);
    assert_ne!(en["contracts_digest"], sum["contracts_digest"]);
    // A card costs nothing more; the digest follows the payment method.
    let card = summary(&guest, &app, "yurtici", "card").await;
    assert_eq!(card["totals"]["grand_total"], 86_473 + 4_990);
    assert_ne!(card["contracts_digest"], sum["contracts_digest"]);

    // A price changes after the shopper read the contracts: nothing is placed.
    sqlx::query("UPDATE variants SET price_sell = 25990, price_list = 25990 WHERE id = $1")
        .bind(a_variant)
        .execute(&app.db.pool)
        .await
        .expect("price");
    let form = |digest: &str| {
        placement(
            "hand-computed-0001",
            "cash_on_delivery",
            digest,
            &[("commercial_consent", "1")],
        )
    };
    let (code, body) = guest.post(&app, PLACE, &form(&digest_of(&sum))).await;
    assert_eq!(code, 409, "{body}");
    assert_eq!(body["code"], "order_changed");
    assert_eq!(
        body["message"],
        "Siparişinizde değişiklik oldu. Lütfen kontrol edip yeniden onaylayın."
    );
    assert_eq!(order_count(&app.db).await, 0);
    assert_eq!(stock_of(&app.db, a_variant).await, 20);
    sqlx::query("UPDATE variants SET price_sell = 24990, price_list = 24990 WHERE id = $1")
        .bind(a_variant)
        .execute(&app.db.pool)
        .await
        .expect("price back");
    let (code, body) = guest.post(&app, PLACE, &form(&digest_of(&sum))).await;
    assert_eq!(code, 200, "{body}");
    let order = &body["data"][0];
    assert_eq!(
        order["status"], "preparing",
        "cash on delivery is prepared at once"
    );
    for key in [
        "items_total",
        "discount_total",
        "shipping_fee",
        "payment_fee",
        "vat_total",
        "grand_total",
    ] {
        assert_eq!(order[key], sum["totals"][key], "{key}");
    }
    assert_eq!(stock_of(&app.db, a_variant).await, 17);

    // The commercial consent, as İYS records it: one row per channel.
    let consents: Vec<(String, String, String, String, String, i64)> = sqlx::query_as(
        "SELECT consent_type, channel, status, source, recipient, consent_at FROM consents \
         ORDER BY channel",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("consents");
    assert_eq!(consents.len(), 2, "{consents:?}");
    assert_eq!(
        (
            consents[0].0.as_str(),
            consents[0].1.as_str(),
            consents[0].2.as_str(),
            consents[0].3.as_str(),
            consents[0].4.as_str()
        ),
        ("ETK", "EPOSTA", "ONAY", "HS_WEB", email)
    );
    assert_eq!(
        (consents[1].1.as_str(), consents[1].4.as_str()),
        ("MESAJ", "+905321234567")
    );
    assert!(consents[0].5 > 1_700_000_000);
}
on_both_backends!(hand_computed, the_summary_prices_as_placing_does);

/// A cart with a store set offers picking it up there: free, the store's address as the delivery
/// address, no cash on delivery.
async fn a_pickup_store_is_a_free_carrier(app: TestApp) {
    let app = app.instance(with_card_provider).await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    let store_id: i64 = sqlx::query_scalar("SELECT id FROM stores ORDER BY id LIMIT 1")
        .fetch_one(&app.db.pool)
        .await
        .expect("a store");
    let email = "magaza@example.com";
    let guest = ready_guest(&app, email).await;
    add(&guest, &app, product_id, variant_id, 1).await;
    let (code, body) = guest
        .post(
            &app,
            &format!("/srv/service/cart/set-store/{store_id}"),
            &[],
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let sum = summary(&guest, &app, "store", "card").await;
    assert_eq!(sum["carrier"], "store");
    let pickup = sum["carriers"]
        .as_array()
        .expect("carriers")
        .iter()
        .find(|c| c["code"] == "store")
        .expect("the store carrier")
        .clone();
    assert_eq!(pickup["price"], 0);
    assert_eq!(pickup["store"]["id"], store_id);
    assert!(pickup["name"]
        .as_str()
        .unwrap_or_default()
        .starts_with("Mağazadan teslim al: "));
    assert_eq!(sum["totals"]["shipping_fee"], 0);
    let cod = &sum["payment_methods"][2];
    assert_eq!(cod["available"], false);
    assert!(!cod["reason"].as_str().unwrap_or_default().is_empty());
    let (code, body) = guest
        .post(
            &app,
            PLACE,
            &placement(
                "pickup-order-00001",
                "card",
                &digest_of(&sum),
                &[("carrier", "store")],
            ),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let order = &body["data"][0];
    assert_eq!(order["carrier"], "store");
    assert_eq!(order["shipping_fee"], 0);
    assert_eq!(order["store"]["id"], store_id);
    let address: String = sqlx::query_scalar("SELECT address FROM stores WHERE id = $1")
        .bind(store_id)
        .fetch_one(&app.db.pool)
        .await
        .expect("store address");
    assert_eq!(order["delivery_address"]["address"], address.as_str());
    let saved: Option<i64> = sqlx::query_scalar("SELECT store_id FROM orders")
        .fetch_one(&app.db.pool)
        .await
        .expect("order");
    assert_eq!(saved, Some(store_id));
}
on_both_backends!(pickup, a_pickup_store_is_a_free_carrier);

/// A bank-transfer order of one unit of the variant: its number.
pub async fn place_one(
    app: &TestApp,
    shopper: &Shopper,
    (product_id, variant_id): (i64, i64),
    key: &str,
) -> String {
    add(shopper, app, product_id, variant_id, 1).await;
    let digest = digest_of(&summary(shopper, app, "yurtici", "bank_transfer").await);
    let (code, body) = shopper
        .post(app, PLACE, &placement(key, "bank_transfer", &digest, &[]))
        .await;
    assert_eq!(code, 200, "{body}");
    body["data"][0]["order_no"]
        .as_str()
        .expect("no")
        .to_string()
}

/// A guest who registers or signs in in the same session finds their orders in their account.
async fn guest_orders_become_the_members(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    // Signing in: the order is the member's alone.
    let mut guest = ready_guest(&app, "sonra.uye@example.com").await;
    let order_no = place_one(
        &app,
        &guest,
        (product_id, variant_id),
        "adopt-at-login-0001",
    )
    .await;
    let id = create_member(&app, "sonra.uye@example.com").await;
    guest.log_in(&app, "sonra.uye@example.com").await;
    let (code, list) = guest.get(&app, "/srv/service/customer/orders").await;
    assert_eq!(code, 200);
    assert_eq!(list["data"][0]["order_no"], order_no.as_str(), "{list}");
    let (owner, customer): (String, Option<i64>) =
        sqlx::query_as("SELECT owner, customer_id FROM orders WHERE order_no = $1")
            .bind(&order_no)
            .fetch_one(&app.db.pool)
            .await
            .expect("order");
    assert_eq!((owner, customer), (format!("member:{id}"), Some(id)));
    let detail = format!("/srv/service/order/detail/{order_no}");
    assert_eq!(guest.get(&app, &detail).await.0, 200);

    // Registering: the order joins the new account and the session still reads it.
    let guest = ready_guest(&app, "yeni.uye@example.com").await;
    let order_no = place_one(
        &app,
        &guest,
        (product_id, variant_id),
        "adopt-at-register-01",
    )
    .await;
    let (code, body) = guest
        .post(
            &app,
            "/api/v1/authentication/register/quick",
            &[
                ("email", "yeni.uye@example.com".to_string()),
                ("password", crate::shopper::PASSWORD.into()),
                ("kvkk", "1".into()),
            ],
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let new_id = body["data"][0]["id"].as_i64().expect("id");
    let customer: Option<i64> =
        sqlx::query_scalar("SELECT customer_id FROM orders WHERE order_no = $1")
            .bind(&order_no)
            .fetch_one(&app.db.pool)
            .await
            .expect("order");
    assert_eq!(customer, Some(new_id));
    assert_eq!(
        guest
            .get(&app, &format!("/srv/service/order/detail/{order_no}"))
            .await
            .0,
        200
    );
    // Another guest's order stays out of reach.
    let other = ready_guest(&app, "baska.misafir@example.com").await;
    assert_eq!(
        other
            .get(&app, &format!("/srv/service/order/detail/{order_no}"))
            .await
            .0,
        404
    );
}
on_both_backends!(adopted, guest_orders_become_the_members);

/// A member checks out with their account's contact: the summary names it, the order has it.
async fn a_member_checks_out_as_themselves(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    let (shopper, id) = member(&app, "uye.alici@example.com").await;
    save_address(&shopper, &app).await;
    let sum = summary(&shopper, &app, "aras", "bank_transfer").await;
    assert_eq!(sum["empty"], true);
    add(&shopper, &app, product_id, variant_id, 1).await;
    let sum = summary(&shopper, &app, "aras", "bank_transfer").await;
    assert_eq!(
        (sum["member"].as_bool(), sum["carrier"].as_str()),
        (Some(true), Some("aras"))
    );
    assert_eq!(sum["contact"]["email"], "uye.alici@example.com");
    assert_eq!(sum["totals"]["shipping_fee"], 4_490);
    assert!(sum["contracts"][0]["text"]
        .as_str()
        .unwrap_or_default()
        .contains("uye.alici@example.com"));
    let (code, body) = shopper
        .post(
            &app,
            PLACE,
            &placement(
                "member-order-00001",
                "bank_transfer",
                &digest_of(&sum),
                &[("carrier", "aras")],
            ),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"][0]["email"], "uye.alici@example.com");
    let customer: Option<i64> = sqlx::query_scalar("SELECT customer_id FROM orders")
        .fetch_one(&app.db.pool)
        .await
        .expect("order");
    assert_eq!(customer, Some(id));
    let (_, list) = shopper.get(&app, "/srv/service/customer/orders").await;
    assert_eq!(list["data"].as_array().map(Vec::len), Some(1));
}
on_both_backends!(member_checkout, a_member_checks_out_as_themselves);

pub const ERP_KEY: &str = "erp-test-key-0123456789abcdef";

async fn the_back_office_reads_and_moves_orders(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "erp", product_id, variant_id, 2).await;
    let placed = buy(&app.db, "erp", "erp-key").await.expect("order");
    let erp = app
        .instance(|c| c.checkout.erp_api_key = ERP_KEY.into())
        .await;
    let feed = |server: &TestApp, key: &str| {
        server
            .client
            .get(server.url("/api/v1/erp/orders?since=0"))
            .header("X-Api-Key", key.to_string())
            .send()
    };
    assert_eq!(
        feed(&erp, "wrong").await.expect("feed").status().as_u16(),
        401
    );
    assert_eq!(
        feed(&app, ERP_KEY).await.expect("feed").status().as_u16(),
        401,
        "the API is off without a key"
    );
    let r = feed(&erp, ERP_KEY).await.expect("feed");
    assert_eq!(r.status().as_u16(), 200);
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["orders"][0]["order_no"], placed.order_no.as_str());
    assert_eq!(body["orders"][0]["lines"][0]["quantity"], 2);
    assert_eq!(body["next_since"], body["orders"][0]["updated_at"]);

    let set = |status: Value| {
        erp.client
            .post(erp.url(&format!("/api/v1/erp/orders/{}/status", placed.order_no)))
            .header("X-Api-Key", ERP_KEY)
            .json(&status)
            .send()
    };
    let code = |r: reqwest::Response| r.status().as_u16();
    assert_eq!(
        code(
            set(serde_json::json!({"status": "paid"}))
                .await
                .expect("paid")
        ),
        200
    );
    assert_eq!(
        code(
            set(serde_json::json!({"status": "shipped"}))
                .await
                .expect("no tracking")
        ),
        422
    );
    assert_eq!(
        code(
            set(serde_json::json!({"status": "lost"}))
                .await
                .expect("unknown")
        ),
        422
    );
    let r = set(serde_json::json!({"status": "shipped", "carrier": "Yurtiçi Kargo", "tracking_no": "YK123456"}))
        .await
        .expect("shipped");
    assert_eq!(r.status().as_u16(), 200);
    let order: Value = r.json().await.expect("json");
    assert_eq!(order["status"], "shipped");
    assert_eq!(order["history"][2]["tracking_no"], "YK123456");
    assert_eq!(
        code(
            set(serde_json::json!({"status": "cancelled"}))
                .await
                .expect("too late")
        ),
        409
    );
    assert_eq!(
        code(
            set(serde_json::json!({"status": "delivered"}))
                .await
                .expect("delivered")
        ),
        200
    );
    let r = erp
        .client
        .post(erp.url("/api/v1/erp/orders/1234567890/status"))
        .header("X-Api-Key", ERP_KEY)
        .json(&serde_json::json!({"status": "paid"}))
        .send()
        .await
        .expect("unknown order");
    assert_eq!(r.status().as_u16(), 404);
    // Nothing went back on the shelf: the parcel was delivered.
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
}
on_both_backends!(erp, the_back_office_reads_and_moves_orders);

async fn overdue_payments_cancel_the_order_and_free_its_stock(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "late", product_id, variant_id, 2).await;
    let placed = buy(&app.db, "late", "late-key").await.expect("order");
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
    let due = NOW + 3 * 86_400;
    assert_eq!(
        cancel_overdue(&app.db, due).await.expect("sweep").len(),
        0,
        "not yet due"
    );
    assert_eq!(
        cancel_overdue(&app.db, due + 1).await.expect("sweep"),
        vec![placed.order_no.clone()]
    );
    assert_eq!(stock_of(&app.db, variant_id).await, 5);
    assert_eq!(
        cancel_overdue(&app.db, due + 2).await.expect("sweep").len(),
        0,
        "once only"
    );
    let history: Vec<String> = sqlx::query_scalar(
        "SELECT h.status FROM order_status_history h JOIN orders o ON o.id = h.order_id \
         WHERE o.order_no = $1 ORDER BY h.id",
    )
    .bind(&placed.order_no)
    .fetch_all(&app.db.pool)
    .await
    .expect("history");
    assert_eq!(history, ["awaiting_payment", "cancelled"]);
}
on_both_backends!(
    overdue,
    overdue_payments_cancel_the_order_and_free_its_stock
);

/// `vitrin export orders --since`: the orders as JSON lines, for a back office without the API.
async fn orders_export_as_json_lines(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "export", product_id, variant_id, 1).await;
    let placed = buy(&app.db, "export", "export-key").await.expect("order");
    let data = tempfile::tempdir().expect("temp dir");
    let export = |since: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_vitrin"))
            .args(["export", "orders", "--since", since])
            .env("VITRIN_DATABASE_URL", app.config.database_url())
            .env("VITRIN_DATA_DIR", data.path())
            .output()
            .expect("vitrin export")
    };
    let out = export("0");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["order_no"], placed.order_no.as_str());
    assert_eq!(lines[0]["lines"][0]["variant_id"], variant_id);
    let later = export("2999-01-01");
    assert!(later.status.success());
    assert!(later.stdout.is_empty());
    let bad = export("yesterday");
    assert!(!bad.status.success());
}
on_both_backends!(export, orders_export_as_json_lines);

/// The checkout steps, an order's page, the member's orders and tracking: their routes, page
/// types and titles in three languages, never indexed.
async fn checkout_and_order_pages_are_private_routes(app: TestApp) {
    for (path, route, page_type, extra) in [
        ("/siparis/giris", "checkout", "login", ("step", "signin")),
        ("/siparis/adres", "checkout", "address", ("step", "address")),
        (
            "/siparis/kargo",
            "checkout",
            "address",
            ("step", "shipping"),
        ),
        ("/siparis/odeme", "checkout", "payment", ("step", "payment")),
        (
            "/order/4821339017",
            "order",
            "order",
            ("orderNo", "4821339017"),
        ),
        ("/uye-siparisleri", "orderList", "order_list", ("", "")),
        ("/siparis-takip", "tracking", "order_tracking", ("", "")),
    ] {
        let mut titles = Vec::new();
        for prefix in ["", "/en", "/ar"] {
            let (code, html) = app.html(&format!("{prefix}{path}")).await;
            assert_eq!(code, 200, "{prefix}{path}");
            assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
            assert!(!html.contains("rel=\"canonical\""), "{path}");
            let data = crate::helpers::inline_json(&html, "vitrin-data");
            assert_eq!(data["route"], route, "{path}");
            if !extra.0.is_empty() {
                assert_eq!(data[extra.0], extra.1, "{path}");
            }
            let settings = crate::helpers::inline_json(&html, "vitrin-settings");
            assert_eq!(settings["PAGE_TYPE"], page_type, "{path}");
            let start = html.find("<title>").expect("title") + 7;
            titles.push(
                html[start..start + html[start..].find("</title>").expect("end")].to_string(),
            );
        }
        titles.dedup();
        assert_eq!(titles.len(), 3, "{path}: {titles:?}");
    }
    // Tracking keeps the content page's text above its form.
    let (_, data) = app
        .get_json("/api/storefront/page?path=/siparis-takip")
        .await;
    assert_eq!(data["route"], "tracking");
    assert!(!data["page"]["TITLE"]
        .as_str()
        .unwrap_or_default()
        .is_empty());
    // A malformed order number is no page.
    assert_eq!(app.html("/order/12ab").await.0, 404);
}
on_both_backends!(pages, checkout_and_order_pages_are_private_routes);
