//! The cart's session: CSRF and same origin, parallel adds, a restart, the cart page and the request language.

use super::*;

async fn state_changes_need_csrf_and_same_origin(app: TestApp) {
    let (token, (p, a, _)) = shopper_with_product(&app, 5).await;
    add(&app, &token, &item(p, a, 1)).await;
    let form = item(p, a, 1);

    let refused = |code: u16, body: &Value| {
        assert_eq!(code, 403, "{body}");
        assert_eq!(body["status"], 0);
        assert!(
            body["statusText"].as_str().expect("t").contains("Lütfen")
                || body["statusText"]
                    .as_str()
                    .expect("t")
                    .contains("reddedildi")
        );
    };
    // No token, a wrong token, on POST and on the GET paths.
    let (c, b) = send(&app, &app.client, true, ADD, None, &form).await;
    refused(c, &b);
    assert_eq!(
        b["statusText"],
        "Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin."
    );
    let (c, b) = send(&app, &app.client, true, ADD, Some("0123abcd"), &form).await;
    refused(c, &b);
    for path in [
        "/srv/service/cart/delete-all",
        "/srv/service/cart/delete/0",
        "/srv/service/cart/update-item/0/2",
        "/srv/service/cart/update/2",
    ] {
        let (c, b) = send(&app, &app.client, false, path, None, &[]).await;
        refused(c, &b);
        let (c, b) = send(&app, &app.client, false, path, Some("wrong"), &[]).await;
        refused(c, &b);
    }
    // Another site's page, even with the right token.
    let r = app
        .get_with(
            "/srv/service/cart/delete-all",
            &[("Origin", "https://evil.example"), ("X-CSRF-Token", &token)],
        )
        .await;
    assert_forbidden(r, "Bu istek başka bir siteden geldiği için reddedildi.").await;
    // No Origin and no Referer.
    let r = app
        .get_with("/srv/service/cart/delete-all", &[("X-CSRF-Token", &token)])
        .await;
    assert_eq!(r.status(), 403);
    // A tampered session cookie: the signature fails, so there is no session to act on.
    let stranger = reqwest::Client::new();
    let r = stranger
        .get(app.url("/srv/service/cart/delete-all"))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", &token)
        .header(
            "Cookie",
            "vitrin_session=AAAAtampered0123456789abcdef0123456789abcdef",
        )
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 403);
    let body: Value = r.json().await.expect("json");
    assert!(body["statusText"]
        .as_str()
        .expect("t")
        .contains("Oturumunuz doğrulanamadı"));

    // Nothing changed.
    assert_eq!(panel(&app).await["totalQuantity"], 1);

    // The form field works in place of the header, with a Referer in place of Origin.
    let mut with_field = item(p, a, 1);
    with_field.push(("csrfToken", token.clone()));
    let r = app
        .client
        .post(app.url(ADD))
        .header("Referer", app.url("/sepet"))
        .form(&with_field)
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 200);
    assert_eq!(panel(&app).await["totalQuantity"], 2);
}

on_both_backends!(csrf, state_changes_need_csrf_and_same_origin);

async fn parallel_adds_lose_nothing_and_never_pass_stock(app: TestApp) {
    let (token, (p, a, b)) = shopper_with_product(&app, 10).await;
    app.run("UPDATE variants SET stock = 40 WHERE id = $1", &[&b])
        .await;
    // One shopper, 16 parallel adds of 1 where only 10 are in stock, and 12 of another variant.
    let mut tasks = Vec::new();
    for i in 0..28 {
        let client = app.client.clone();
        let origin = app.base.clone();
        let token = token.clone();
        let variant = if i < 16 { a } else { b };
        tasks.push(tokio::spawn(async move {
            let (code, body) = add_from(client, origin, token, item(p, variant, 1)).await;
            assert_eq!(code, 200);
            (variant, body["status"].as_i64().expect("status"))
        }));
    }
    let mut added = [0, 0];
    for t in tasks {
        let (variant, status) = t.await.expect("task");
        if status == 3 {
            added[usize::from(variant == b)] += 1;
        } else {
            assert_eq!(status, 0);
        }
    }
    assert_eq!(added, [10, 12], "every add within the stock succeeds");
    let cart = panel(&app).await;
    let lines = cart["cartProducts"].as_array().expect("lines");
    assert_eq!(lines.len(), 2, "no duplicate lines: {cart}");
    let qty = |v: i64| {
        lines
            .iter()
            .find(|l| l["variantId"] == v)
            .map(|l| l["quantity"].as_i64().expect("qty"))
    };
    assert_eq!(qty(a), Some(10), "never past the stock");
    assert_eq!(qty(b), Some(12), "no add lost");

    // Two browsers at the same moment: each keeps its own adds.
    let browsers: Vec<reqwest::Client> = (0..2)
        .map(|_| {
            reqwest::Client::builder()
                .cookie_store(true)
                .build()
                .expect("client")
        })
        .collect();
    let mut tokens = Vec::new();
    for c in &browsers {
        tokens.push(session_csrf(&app.base, c).await);
    }
    let mut tasks = Vec::new();
    for round in 0..6 {
        for (c, t) in browsers.iter().zip(&tokens) {
            let (c, t, origin) = (c.clone(), t.clone(), app.base.clone());
            let _ = round;
            tasks.push(tokio::spawn(async move {
                add_from(c, origin, t, item(p, b, 2)).await.1["status"].as_i64()
            }));
        }
    }
    for t in tasks {
        assert_eq!(t.await.expect("task"), Some(3));
    }
    for c in &browsers {
        let cart: Value = fetch_json(c, app.url(PANEL)).await;
        assert_eq!(cart["totalQuantity"], 12, "{cart}");
    }
}

on_both_backends!(
    parallel_adds,
    parallel_adds_lose_nothing_and_never_pass_stock
);

async fn cart_survives_a_restart_and_follows_the_after_add_setting(app: TestApp) {
    let (token, (p, a, _)) = shopper_with_product(&app, 9).await;
    add(&app, &token, &item(p, a, 1)).await;
    // A second instance on the same database (another process, or this one restarted) with the
    // shop set to show a notice (4), then to stay on the page (1).
    for (setting, status) in [("notice", 4), ("stay", 1)] {
        let base = app
            .instance(|c| c.cart_after_add = setting.into())
            .await
            .base;
        // Cookies do not depend on the port: the same session reaches the new instance.
        let cart: Value = fetch_json(&app.client, format!("{base}{PANEL}")).await;
        assert!(cart["totalQuantity"].as_i64().expect("qty") >= 1, "{cart}");
        let r: Value = app
            .client
            .post(format!("{base}{ADD}"))
            .header("Origin", base.clone())
            .header("X-CSRF-Token", &token)
            .form(&item(p, a, 1))
            .send()
            .await
            .expect("add")
            .json()
            .await
            .expect("json");
        assert_eq!(r["status"], status, "{setting}: {r}");
    }
}

on_both_backends!(
    restart_and_setting,
    cart_survives_a_restart_and_follows_the_after_add_setting
);

async fn cart_page_and_unknown_fragments(app: TestApp) {
    let (code, html) = app.html("/sepet").await;
    assert_eq!(code, 200);
    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["PAGE_ID"], 30);
    assert_eq!(settings["PAGE_TYPE"], "cart");
    assert!(html.contains("noindex"));
    assert_eq!(inline_json(&html, "vitrin-data")["route"], "cart");
    let (code, _) = app.html("/en/sepet").await;
    assert_eq!(code, 200);
    // The language switch on the cart page goes to the cart in the other language.
    let change = app.get_ok("/srv/service/language/change/ar/cart/0").await;
    assert_eq!(change["link"], "/ar/sepet");
    let (code, body) = app
        .get_json("/srv/service/content-v5/sub-folder/1/1001/bilinmeyen")
        .await;
    assert_eq!(code, 404);
    assert!(body["statusText"].as_str().is_some());
    let popup = app
        .get_ok("/srv/service/content-v5/sub-folder/30/0/popup-cart")
        .await;
    assert_eq!(popup["totalQuantity"], 0);
    // Product pages carry their colour and size choices for the add-to-cart form.
    let slug: String = app
        .scalar("SELECT slug FROM products ORDER BY id LIMIT 1", &[])
        .await;
    let (_, page) = app
        .get_json(&format!("/api/storefront/page?path=/{slug}"))
        .await;
    let variants = page["product"]["VARIANTS"].as_array().expect("variants");
    assert!(!variants.is_empty());
    for key in ["ID", "TYPE1_NAME", "TYPE2_NAME", "STOCK", "IN_STOCK"] {
        assert!(!variants[0][key].is_null(), "{key}");
    }
}

on_both_backends!(cart_page, cart_page_and_unknown_fragments);

async fn messages_follow_the_request_language(app: TestApp) {
    let (token, (p, a, _)) = shopper_with_product(&app, 3).await;
    let r = app
        .client
        .post(app.url(&format!("{ADD}?language=en")))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", &token)
        .form(&item(p, a, 9))
        .send()
        .await
        .expect("add");
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["status"], 0);
    assert_eq!(
        body["statusText"],
        "Not enough stock. You can add at most 3 more."
    );
    let r = app
        .get_with(
            "/srv/service/cart/delete-all?language=ar",
            &[("Origin", &app.base)],
        )
        .await;
    assert_forbidden(r, "فشل التحقق الأمني. يرجى تحديث الصفحة والمحاولة مرة أخرى.").await;
}

on_both_backends!(languages, messages_follow_the_request_language);
