//! Coupon codes, on both backends: the back office creates them, a shopper applies one to the
//! cart and buys with it (every total against a hand computation), each rule refuses with its
//! own message and leaves the cart as it was, two orders racing for the last use get one, a
//! cancelled order gives its use back, and the command line imports a batch of single-use codes.

use super::*;
use serde_json::json;

/// Applies `code` to the shopper's cart: the answer's status and body.
async fn apply(app: &TestApp, shopper: &Shopper, code: &str) -> (u16, Value) {
    let body = json!({ "code": code });
    shopper
        .send_json(
            app,
            reqwest::Method::POST,
            "/srv/service/cart/coupon",
            &body,
        )
        .await
}

/// A refusal of `code` with its reason; the cart's code is what it was (`kept`).
async fn refused(app: &TestApp, shopper: &Shopper, code: &str, reason: &str, kept: Value) {
    let (status, body) = apply(app, shopper, code).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (422, Some(reason)),
        "{body}"
    );
    assert_eq!(body["status"], 0);
    assert_eq!(body["statusText"], body["error"]["message"]);
    assert_eq!(body["coupon"]["code"], kept, "{body}");
}

/// A coupon created through the back office's API.
async fn create(app: &TestApp, rules: Value) {
    let (code, body) = erp_post(app, "/api/v1/erp/coupons", rules).await;
    assert_eq!(code, 201, "{body}");
}

/// Kuruş from the cart's display numbers (lira with two decimals).
fn kurus(v: &Value) -> i64 {
    (v.as_f64().expect("a number") * 100.0).round() as i64
}

/// 20 % of each line, rounded half up, as the rules say.
fn twenty_percent(line_total: i64) -> i64 {
    (line_total * 20 + 50) / 100
}

async fn a_shopper_applies_a_code_and_buys_with_it(app: TestApp) {
    let app = back_office(&app).await;
    create(
        &app,
        json!({"code": "KIŞ20", "kind": "percent", "value": 20}),
    )
    .await;
    // One code whatever its case or Turkish letters; rules out of range; no key.
    let (code, _) = erp_post(
        &app,
        "/api/v1/erp/coupons",
        json!({"code": "kis20", "kind": "amount", "value": 100}),
    )
    .await;
    assert_eq!(code, 409);
    erp_refuses(
        &app,
        "/api/v1/erp/coupons",
        &[
            json!({"code": "AB", "kind": "percent", "value": 10}),
            json!({"code": "YUZ", "kind": "percent", "value": 101}),
            json!({"code": "TARIH", "kind": "percent", "value": 5, "starts_at": 200, "ends_at": 100}),
            json!({"code": "TEK", "kind": "amount", "value": 100, "max_uses": 0}),
            json!({"code": "FAZLA", "kind": "percent", "value": 5, "extra": 1}),
        ],
        json!({"code": "ANAHTARSIZ", "kind": "percent", "value": 5}),
    )
    .await;

    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    let guest = ready_guest(&app, "kupon@example.com").await;
    add(&guest, &app, product_id, variant_id, 2).await;
    refused(&app, &guest, "YOKBOYLE", "coupon_unknown", Value::Null).await;
    refused(&app, &guest, "  ", "coupon_missing", Value::Null).await;
    let unreadable = guest
        .client
        .post(app.url("/srv/service/cart/coupon"))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", &guest.csrf)
        .body("code=KIS20");
    let (status, body) = crate::steps::json_answer(unreadable).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (422, Some("coupon_missing"))
    );
    assert_eq!(body["status"], 0, "answered as the cart: {body}");

    let (status, cart) = apply(&app, &guest, " kış 20 ").await;
    assert_eq!(status, 200, "{cart}");
    assert_eq!(cart["statusText"], "İndirim kodu uygulandı");
    assert_eq!(cart["coupon"]["code"], "KIŞ20");
    assert_eq!(cart["coupon"]["applied"], true);
    let line = &cart["cartProducts"][0];
    let before = kurus(&line["lineGross"])
        - kurus(&line["tierDiscount"])
        - kurus(&line["subscriptionDiscount"]);
    let off = twenty_percent(before);
    assert_eq!(kurus(&line["couponDiscount"]), off);
    assert_eq!(kurus(&cart["summary"]["couponDiscount"]), off);
    assert_eq!(kurus(&cart["summary"]["total"]), before - off);

    // The checkout prices the same, and the contracts name the discount.
    let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert_eq!(s["coupon"]["applied"], true);
    assert_eq!(s["totals"]["coupon_discount"], off);
    assert_eq!(s["totals"]["items_total"], before - off);
    assert_eq!(
        s["totals"]["grand_total"],
        before - off + s["totals"]["shipping_fee"].as_i64().expect("fee")
    );
    let contract = s["contracts"][0]["text"].as_str().expect("text");
    assert!(contract.contains("İndirim kodu: -"), "{contract}");

    let form = placement("coupon-order-0000001", "bank_transfer", &digest_of(&s), &[]);
    let (order, mail) = place_with_mail(&app, &guest, &form, "kupon@example.com").await;
    assert_eq!(order["coupon_code"], "KIŞ20");
    assert_eq!(order["coupon_discount"], off);
    assert_eq!(order["items_total"], before - off);
    let order_no = order["order_no"].as_str().expect("no").to_string();
    assert!(mail.contains("İndirim kodu: -"), "{mail}");

    // Paid: its e-Archive invoice takes the discount off the lines (checked against GİB's
    // rules by `make test`), and pays exactly the order's total.
    let grand_total = order["grand_total"].as_i64().expect("total");
    super::invoices::paid_invoice(&app, &order_no, grand_total, "coupon").await;

    // The back office sees the use; cancelling the order gives it back.
    const USES: &str = "/api/v1/erp/coupons/kis20/uses";
    let usage = erp_get(&app, USES).await;
    assert_eq!(usage["coupon"]["used"], 1);
    assert_eq!(usage["uses"][0]["order_no"], order_no.as_str());
    assert_eq!(usage["uses"][0]["discount"], off);
    assert_eq!(usage["discount_total"], off);
    let cancel = json!({"status": "cancelled", "note": "test"});
    erp_status(&app, &order_no, cancel).await;
    let usage = erp_get(&app, USES).await;
    assert_eq!(usage["coupon"]["used"], 0);
    assert!(usage["uses"][0]["released_at"].is_i64(), "{usage}");
    assert_eq!(usage["discount_total"], 0);

    // Ended by the back office: a cart carrying it loses its discount, and says why.
    add(&guest, &app, product_id, variant_id, 1).await;
    let (status, _) = apply(&app, &guest, "KIS20").await;
    assert_eq!(status, 200);
    let (code, ended) = erp_post(&app, "/api/v1/erp/coupons/KIS20/end", json!({})).await;
    assert_eq!(code, 200, "{ended}");
    assert!(ended["rules"]["ends_at"].is_i64());
    let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert_eq!(s["coupon"]["applied"], false);
    assert_eq!(s["coupon"]["reason"], "coupon_expired");
    assert_eq!(s["totals"]["coupon_discount"], 0);
    let (code, _) = erp_post(&app, "/api/v1/erp/coupons/YOK/end", json!({})).await;
    assert_eq!(code, 404);
}
on_both_backends!(
    coupon_bought_with,
    a_shopper_applies_a_code_and_buys_with_it
);

async fn each_rule_refuses_with_its_reason_and_changes_nothing(app: TestApp) {
    // Every try here comes from one address: more than the shop's default allows a minute.
    let app = app
        .instance(|c| {
            c.checkout.erp_api_key = ERP_KEY.into();
            c.limits.coupon_per_minute = 100;
        })
        .await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    let now = vitrin::clock::now_secs();
    create(&app, json!({"code": "GECTI", "kind": "percent", "value": 10, "starts_at": now - 7200, "ends_at": now - 3600})).await;
    create(
        &app,
        json!({"code": "YAKINDA", "kind": "percent", "value": 10, "starts_at": now + 3600}),
    )
    .await;
    create(
        &app,
        json!({"code": "BITTI", "kind": "amount", "value": 1000, "max_uses": 1}),
    )
    .await;
    app.run("UPDATE coupons SET used = 1 WHERE code = 'BITTI'", &[])
        .await;
    create(
        &app,
        json!({"code": "ENAZ", "kind": "amount", "value": 1000, "min_total": 100_000_000}),
    )
    .await;
    create(&app, json!({"code": "BASKA", "kind": "percent", "value": 10, "scope": {"excluded_products": [product_id]}})).await;
    create(
        &app,
        json!({"code": "UYELER", "kind": "percent", "value": 10, "members_only": true}),
    )
    .await;
    create(
        &app,
        json!({"code": "ILKSIPARIS", "kind": "percent", "value": 10, "first_order_only": true}),
    )
    .await;
    create(
        &app,
        json!({"code": "TAMAM", "kind": "amount", "value": 1000}),
    )
    .await;

    let guest = ready_guest(&app, "kurallar@example.com").await;
    add(&guest, &app, product_id, variant_id, 1).await;
    for (code, reason) in [
        ("gecti", "coupon_expired"),
        ("yakinda", "coupon_not_yet_valid"),
        ("bitti", "coupon_used_up"),
        ("enaz", "coupon_below_minimum"),
        ("baska", "coupon_not_applicable"),
        ("uyeler", "coupon_members_only"),
    ] {
        refused(&app, &guest, code, reason, Value::Null).await;
    }
    let (_, body) = apply(&app, &guest, "enaz").await;
    assert_eq!(
        body["error"]["message"],
        "Bu indirim kodu 1.000.000,00 TL ve üzeri alışverişlerde geçerli"
    );
    // A code kept on the cart stays when another is refused.
    let (status, _) = apply(&app, &guest, "tamam").await;
    assert_eq!(status, 200);
    refused(&app, &guest, "gecti", "coupon_expired", json!("TAMAM")).await;

    // A first-order code, for a guest whose address has ordered before.
    place_one(
        &app,
        &guest,
        (product_id, variant_id),
        "rules-first-order-0001",
    )
    .await;
    let again = ready_guest(&app, "kurallar@example.com").await;
    add(&again, &app, product_id, variant_id, 1).await;
    refused(
        &app,
        &again,
        "ilksiparis",
        "coupon_first_order_only",
        Value::Null,
    )
    .await;
    let fresh = ready_guest(&app, "ilk@example.com").await;
    add(&fresh, &app, product_id, variant_id, 1).await;
    assert_eq!(apply(&app, &fresh, "ilksiparis").await.0, 200);

    // Removing it leaves the cart without a code.
    let req = fresh
        .client
        .delete(app.url("/srv/service/cart/coupon"))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", &fresh.csrf);
    let (status, cart) = crate::steps::json_answer(req).await;
    assert_eq!(
        (status, cart["coupon"].clone()),
        (200, Value::Null),
        "{cart}"
    );
    assert_eq!(cart["statusText"], "İndirim kodu kaldırıldı");
}
on_both_backends!(
    coupon_rules,
    each_rule_refuses_with_its_reason_and_changes_nothing
);

async fn two_orders_racing_for_the_last_use_get_one(app: TestApp) {
    let app = back_office(&app).await;
    create(
        &app,
        json!({"code": "SONKULLANIM", "kind": "percent", "value": 10, "max_uses": 1}),
    )
    .await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    let mut forms = Vec::new();
    let mut guests = Vec::new();
    for n in 0..2 {
        let guest = ready_guest(&app, &format!("yaris{n}@example.com")).await;
        add(&guest, &app, product_id, variant_id, 1).await;
        assert_eq!(apply(&app, &guest, "sonkullanim").await.0, 200);
        let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
        assert_eq!(s["coupon"]["applied"], true);
        forms.push(placement(
            &format!("race-coupon-order-{n:04}"),
            "bank_transfer",
            &digest_of(&s),
            &[],
        ));
        guests.push(guest);
    }
    let (a, b) = tokio::join!(
        guests[0].post(&app, PLACE, &forms[0]),
        guests[1].post(&app, PLACE, &forms[1])
    );
    let mut codes = [a.0, b.0];
    codes.sort_unstable();
    assert_eq!(codes, [200, 409], "{} {}", a.1, b.1);
    // The loser learns it one of two ways: inside the transaction, when both read the coupon
    // before either placed (coupon_used_up); or, when it read the coupon after the winner's
    // commit, as an order that changed (its summary no longer carries the discount).
    let (lost, loser) = if a.0 == 409 {
        (&a.1, &guests[0])
    } else {
        (&b.1, &guests[1])
    };
    let reason = lost["error"]["code"].as_str().unwrap_or_default();
    assert!(
        matches!(reason, "coupon_used_up" | "order_changed"),
        "{lost}"
    );
    let s = summary(loser, &app, "yurtici", "bank_transfer").await;
    assert_eq!(s["coupon"]["reason"], "coupon_used_up", "{s}");
    assert_eq!(s["totals"]["coupon_discount"], 0);
    let used: i64 = app
        .scalar("SELECT used FROM coupons WHERE code = 'SONKULLANIM'", &[])
        .await;
    assert_eq!(used, 1);
    assert_eq!(app.count("SELECT COUNT(*) FROM coupon_uses").await, 1);
    let with_code: i64 = app
        .scalar(
            "SELECT COUNT(*) FROM orders WHERE coupon_code = 'SONKULLANIM'",
            &[],
        )
        .await;
    assert_eq!(with_code, 1, "the losing order was not written");
}
on_both_backends!(coupon_race, two_orders_racing_for_the_last_use_get_one);

async fn the_command_line_imports_a_batch_of_single_use_codes(app: TestApp) {
    use vitrin::promotions::cli::{run, CouponCommand};
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("kodlar.csv");
    std::fs::write(
        &file,
        "code\nHEDIYE-001\n\"HEDIYE-002\",not read\n\nHEDIYE-003\n",
    )
    .expect("csv");
    let args = |extra: &[&str]| {
        let mut argv = vec!["coupon", "import"];
        argv.extend_from_slice(extra);
        argv.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let command = |argv: Vec<String>| {
        use clap::{FromArgMatches, Subcommand};
        let matches = CouponCommand::augment_subcommands(clap::Command::new("vitrin"))
            .try_get_matches_from(
                std::iter::once("vitrin".to_string()).chain(argv.into_iter().skip(1)),
            )
            .expect("arguments");
        CouponCommand::from_arg_matches(&matches).expect("command")
    };
    let file_arg = file.to_str().expect("path");
    let mut out = Vec::new();
    run(
        &app.db,
        command(args(&[
            file_arg,
            "--batch",
            "hediye",
            "--amount",
            "50",
            "--ends",
            "2030-01-01",
        ])),
        NOW,
        &mut out,
    )
    .await
    .expect("import");
    assert_eq!(
        String::from_utf8_lossy(&out),
        "3 coupons imported as batch hediye\n"
    );
    let rows: Vec<(String, i64, Option<i64>, Option<i64>)> = sqlx::query_as(
        "SELECT shown_code, value, max_uses, ends_at FROM coupons WHERE batch = 'hediye' ORDER BY id",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("rows");
    // 2030-01-02 00:00 in Istanbul.
    let ends = Some(1_893_531_600);
    assert_eq!(
        rows,
        vec![
            ("HEDIYE-001".into(), 5_000, Some(1), ends),
            ("HEDIYE-002".into(), 5_000, Some(1), ends),
            ("HEDIYE-003".into(), 5_000, Some(1), ends),
        ]
    );
    // A batch with a code taken adds nothing.
    std::fs::write(&file, "HEDIYE-004\nhediye-001\n").expect("csv");
    let failed = run(
        &app.db,
        command(args(&[file_arg, "--batch", "ikinci", "--percent", "5"])),
        NOW,
        &mut Vec::new(),
    )
    .await;
    assert!(failed
        .expect_err("taken")
        .to_string()
        .contains("hediye-001"));
    assert_eq!(app.count("SELECT COUNT(*) FROM coupons").await, 3);

    // Listing and ending from the command line.
    let mut out = Vec::new();
    run(
        &app.db,
        command(vec![
            "coupon".into(),
            "list".into(),
            "--batch".into(),
            "hediye".into(),
        ]),
        NOW,
        &mut out,
    )
    .await
    .expect("list");
    let listed: Vec<Value> = String::from_utf8_lossy(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect();
    assert_eq!(listed.len(), 3);
    assert_eq!(listed[0]["rules"]["code"], "HEDIYE-001");
    run(
        &app.db,
        command(vec!["coupon".into(), "end".into(), "hediye-002".into()]),
        NOW,
        &mut Vec::new(),
    )
    .await
    .expect("end");
    let ended: Option<i64> = app
        .scalar("SELECT ends_at FROM coupons WHERE code = 'HEDIYE-002'", &[])
        .await;
    assert_eq!(ended, Some(NOW));
}
on_both_backends!(
    coupon_import,
    the_command_line_imports_a_batch_of_single_use_codes
);

async fn a_guests_code_goes_with_the_cart_at_sign_in(app: TestApp) {
    let app = back_office(&app).await;
    create(
        &app,
        json!({"code": "GIRIS10", "kind": "percent", "value": 10}),
    )
    .await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    // The member has a cart of their own, kept from another browser.
    let (elsewhere, _) = member(&app, "sepetli@example.com").await;
    add(&elsewhere, &app, product_id, variant_id, 1).await;
    let mut guest = Shopper::new(&app).await;
    add(&guest, &app, product_id, variant_id, 1).await;
    assert_eq!(apply(&app, &guest, "giris10").await.0, 200);
    guest.log_in(&app, "sepetli@example.com").await;
    let (code, cart) = guest
        .get(&app, "/srv/service/content-v5/sub-folder/1/1001/cart")
        .await;
    assert_eq!(code, 200, "{cart}");
    assert_eq!(cart["totalQuantity"], 2, "{cart}");
    assert_eq!(cart["coupon"]["code"], "GIRIS10");
    assert_eq!(cart["coupon"]["applied"], true);
}
on_both_backends!(
    coupon_at_sign_in,
    a_guests_code_goes_with_the_cart_at_sign_in
);
