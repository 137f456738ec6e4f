//! A guest's checkout and tracking, the summary priced as placing, a pickup store.

use super::*;

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
    let now_ms = vitrin::clock::now_secs() * 1000;
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
            "goods_total": 86_473 + 8_497, "items_total": 86_473, "discount_total": 8_497,
            "campaign_discount": 0, "coupon_discount": 0,
            "shipping_fee": 4_990,
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
    app.run(
        "UPDATE variants SET price_sell = 25990, price_list = 25990 WHERE id = $1",
        &[&a_variant],
    )
    .await;
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
    app.run(
        "UPDATE variants SET price_sell = 24990, price_list = 24990 WHERE id = $1",
        &[&a_variant],
    )
    .await;
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
    let store_id: i64 = app
        .scalar("SELECT id FROM stores ORDER BY id LIMIT 1", &[])
        .await;
    let email = "magaza@example.com";
    let guest = ready_guest(&app, email).await;
    add(&guest, &app, product_id, variant_id, 1).await;
    let (code, body) = guest
        .click(&app, &format!("/srv/service/cart/set-store/{store_id}"))
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
    let address: String = app
        .scalar("SELECT address FROM stores WHERE id = $1", &[&store_id])
        .await;
    assert_eq!(order["delivery_address"]["address"], address.as_str());
    let saved: Option<i64> = app.scalar("SELECT store_id FROM orders", &[]).await;
    assert_eq!(saved, Some(store_id));
}

on_both_backends!(pickup, a_pickup_store_is_a_free_carrier);
