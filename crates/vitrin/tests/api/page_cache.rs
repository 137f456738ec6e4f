//! Assembled pages (storefront/page_cache.rs): answered again from memory with their ETag, never
//! with another shopper's parts, and dropped on every instance when an order or the back office's
//! stock feed (erp/stock.rs) changes a product's stock or prices.

use std::{
    io::Read,
    time::{Duration, Instant},
};

use serde_json::Value;

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
    order::{place_one, ready_guest, variant_with_stock, ERP_KEY},
    shopper::{member, Shopper},
    steps::{json_answer, page_text},
};

async fn slug_of(app: &TestApp, product_id: i64) -> String {
    app.scalar("SELECT slug FROM products WHERE id = $1", &[&product_id])
        .await
}

async fn cache_report(app: &TestApp) -> Value {
    let health = app.get_ok("/healthz").await;
    health["page_cache"].clone()
}

fn stock_of(page: &Value, variant_id: i64) -> i64 {
    page["product"]["VARIANTS"]
        .as_array()
        .expect("variants")
        .iter()
        .find(|v| v["ID"] == variant_id)
        .and_then(|v| v["STOCK"].as_i64())
        .expect("the variant")
}

async fn an_order_that_sells_out_shows_on_every_instance(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 1).await;
    let page = format!(
        "/api/storefront/page?path=/{}",
        slug_of(&app, product_id).await
    );
    let other = app.instance(|_| {}).await;

    // Asked twice on the other instance: the second answer is the kept one, with the same ETag,
    // and a request holding the ETag is answered 304 without a body.
    let first = other.get(&page).await;
    let etag = first.headers()["etag"].to_str().expect("etag").to_string();
    let body: Value = first.json().await.expect("json");
    assert_eq!(stock_of(&body, variant_id), 1);
    let before = cache_report(&other).await;
    let second = other.get(&page).await;
    assert_eq!(second.headers()["etag"].to_str().expect("etag"), etag);
    let after = cache_report(&other).await;
    assert_eq!(
        after["hits"].as_u64(),
        before["hits"].as_u64().map(|h| h + 1)
    );
    let revalidated = other
        .client
        .get(other.url(&page))
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("revalidate");
    assert_eq!(revalidated.status(), 304);
    assert!(revalidated.bytes().await.expect("body").is_empty());
    // Compressed once: brotli when the client takes it, with its own tag.
    let br = other
        .client
        .get(other.url(&page))
        .header("Accept-Encoding", "br")
        .send()
        .await
        .expect("br");
    assert_eq!(br.headers()["content-encoding"], "br");
    assert_ne!(br.headers()["etag"].to_str().expect("etag"), etag);

    // The last unit is sold through the first instance: the other drops its page within about a
    // second (it reads the change log once a second), and answers a new ETag.
    let guest = ready_guest(&app, "son-urun@example.com").await;
    place_one(
        &app,
        &guest,
        (product_id, variant_id),
        "sold-out-order-00001",
    )
    .await;
    let sold = Instant::now();
    let seen = loop {
        let r = other.get(&page).await;
        let tag = r.headers()["etag"].to_str().expect("etag").to_string();
        let body: Value = r.json().await.expect("json");
        if stock_of(&body, variant_id) == 0 {
            assert_ne!(tag, etag);
            break sold.elapsed();
        }
        assert!(sold.elapsed() < Duration::from_secs(5), "still in stock");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(seen < Duration::from_secs(3), "seen after {seen:?}");
    // The HTML page of that instance inlines the same answer.
    let (_, html) = other
        .html(&format!("/{}", slug_of(&app, product_id).await))
        .await;
    assert_eq!(stock_of(&inline_json(&html, "vitrin-data"), variant_id), 0);
}
on_both_backends!(sold_out, an_order_that_sells_out_shows_on_every_instance);

async fn settings_and_data(shopper: &Shopper, app: &TestApp, path: &str) -> (Value, Value) {
    let html = page_text(&shopper.client, app.url(path)).await;
    (
        inline_json(&html, "vitrin-settings"),
        inline_json(&html, "vitrin-data"),
    )
}

async fn each_shopper_gets_their_own_parts_of_a_kept_page(app: TestApp) {
    let (product_id, _) = variant_with_stock(&app.db, 5).await;
    let slug = slug_of(&app, product_id).await;
    let path = format!("/{slug}");
    let guest = Shopper::new(&app).await;
    let (shopper, member_id) = member(&app, "onbellek@example.com").await;

    // The guest fills the cache; the member is answered from it.
    let (guest_settings, guest_data) = settings_and_data(&guest, &app, &path).await;
    let hits = cache_report(&app).await["hits"].as_u64().expect("hits");
    let (member_settings, member_data) = settings_and_data(&shopper, &app, &path).await;
    assert!(cache_report(&app).await["hits"].as_u64().expect("hits") > hits);
    assert_eq!(guest_data, member_data);
    assert_eq!(guest_settings["MEMBER_INFO"]["ID"], 0, "{guest_settings}");
    assert_eq!(member_settings["MEMBER_INFO"]["ID"], member_id);
    assert_eq!(guest_settings["CART_CSRF_TOKEN"], guest.csrf);
    assert_eq!(member_settings["CART_CSRF_TOKEN"], shopper.csrf);
    assert_ne!(guest.csrf, shopper.csrf);

    // Another currency and another language are pages of their own; the guest's stays as it was.
    let r = shopper
        .client
        .get(app.url("/srv/shopping/shopping/set-currency/EUR"))
        .send()
        .await
        .expect("currency");
    assert!(r.status().is_success() || r.status().is_redirection());
    let (settings, data) = settings_and_data(&shopper, &app, &format!("/en{path}")).await;
    assert_eq!(settings["CURRENCY"], "EUR");
    assert_eq!(settings["LANGUAGE"], "en");
    assert_eq!(settings["MEMBER_INFO"]["ID"], member_id);
    assert_eq!(data["product"]["CURRENCY"], "EUR");
    assert_ne!(
        data["product"]["PRICE_SELL"],
        guest_data["product"]["PRICE_SELL"]
    );
    let (settings, data) = settings_and_data(&guest, &app, &path).await;
    assert_eq!(settings["CURRENCY"], "TRY");
    assert_eq!(settings["MEMBER_INFO"]["ID"], 0);
    assert_eq!(data, guest_data);
}
on_both_backends!(
    per_shopper,
    each_shopper_gets_their_own_parts_of_a_kept_page
);

/// The style nonce a page's head carries.
fn nonce_of(html: &str) -> &str {
    html.split("<meta name=\"csp-nonce\" content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a nonce")
}

async fn a_kept_page_is_answered_in_gzip_with_each_answers_own_parts(app: TestApp) {
    let (product_id, _) = variant_with_stock(&app.db, 5).await;
    let path = format!("/{}", slug_of(&app, product_id).await);
    let guest = Shopper::new(&app).await;
    let plain = page_text(&guest.client, app.url(&path)).await;

    // The same kept page, compressed: the same HTML but for the answer's own nonce.
    let r = guest
        .client
        .get(app.url(&path))
        .header("accept-encoding", "gzip, deflate, br")
        .send()
        .await
        .expect("page");
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-encoding"], "gzip");
    let policy = r.headers()["content-security-policy"]
        .to_str()
        .expect("policy")
        .to_string();
    let mut html = String::new();
    flate2::read::GzDecoder::new(&r.bytes().await.expect("body")[..])
        .read_to_string(&mut html)
        .expect("a whole gzip stream");
    let nonce = nonce_of(&html);
    assert_ne!(nonce, nonce_of(&plain));
    assert!(policy.contains(&format!("'nonce-{nonce}'")), "{policy}");
    assert_eq!(html.replace(nonce, ""), plain.replace(nonce_of(&plain), ""));
    assert!(!html.contains("vitrin-slot"));
    assert_eq!(
        inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"],
        guest.csrf
    );

    // The cookie notice is drawn until the shopper accepts it.
    assert!(html.contains("<section class=\"cookie-law\""));
    let accepted = reqwest::Client::new()
        .get(app.url(&path))
        .header("cookie", "cookieLaw=1")
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert!(accepted.contains("first-paint__product"));
    assert!(!accepted.contains("cookie-law"));
}
on_both_backends!(
    gzip_answers,
    a_kept_page_is_answered_in_gzip_with_each_answers_own_parts
);

/// The answer to a visitor without a session (a crawler's client: no cookies kept).
async fn visit(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
    app.get_from(&reqwest::Client::new(), path, headers).await
}

fn header(r: &reqwest::Response, name: &str) -> String {
    r.headers()[name].to_str().expect("header").to_string()
}

async fn a_page_without_a_visitors_own_parts_is_not_sent_again(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    let path = format!("/{}", slug_of(&app, product_id).await);
    let first = visit(&app, &path, &[]).await;
    assert_eq!(first.status(), 200);
    assert!(
        first.headers().get("set-cookie").is_none(),
        "no session begun"
    );
    assert_eq!(header(&first, "cache-control"), "no-cache");
    let (etag, policy) = (
        header(&first, "etag"),
        header(&first, "content-security-policy"),
    );
    let html = first.text().await.expect("html");
    assert!(
        policy.contains(&format!("'nonce-{}'", nonce_of(&html))),
        "{policy}"
    );
    // Every such visitor gets the same page.
    let second = visit(&app, &path, &[]).await;
    assert_eq!(header(&second, "etag"), etag);
    assert_eq!(second.text().await.expect("html"), html);

    // Held: 304, with the tag and the policy of the page held.
    let held = visit(&app, &path, &[("if-none-match", &etag)]).await;
    assert_eq!(held.status(), 304);
    assert_eq!(header(&held, "etag"), etag);
    assert_eq!(header(&held, "content-security-policy"), policy);
    assert!(held.bytes().await.expect("body").is_empty());
    let gzip = [("accept-encoding", "gzip")];
    let zipped = visit(&app, &path, &gzip).await;
    let gz_etag = header(&zipped, "etag");
    assert_eq!(gz_etag, format!("{}-gzip\"", etag.trim_end_matches('"')));
    let held = visit(&app, &path, &[gzip[0], ("if-none-match", &gz_etag)]).await;
    assert_eq!(held.status(), 304);

    // The notice accepted is another page; so is the page once its stock changed.
    let accepted = [("cookie", "cookieLaw=1"), ("if-none-match", &etag)];
    let r = visit(&app, &path, &accepted).await;
    assert_eq!(r.status(), 200);
    assert_ne!(header(&r, "etag"), etag);
    let code = code_of(&app, variant_id).await;
    let erp = back_office(&app).await;
    let stock = serde_json::json!({"variants": [{"code": code, "stock": 0}]});
    assert_eq!(post_stock(&erp, ERP_KEY, stock).await.0, 200);
    let started = Instant::now();
    while visit(&app, &path, &[("if-none-match", &etag)])
        .await
        .status()
        == 304
    {
        assert!(started.elapsed() < Duration::from_secs(3), "still held");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // A shopper with a session has their own page: never 304, never kept by a shared cache.
    let guest = Shopper::new(&app).await;
    let r = app
        .get_from(&guest.client, &path, &[("if-none-match", &etag)])
        .await;
    assert_eq!(r.status(), 200);
    assert!(r.headers().get("etag").is_none());
    assert_eq!(header(&r, "cache-control"), "private, no-cache");
}
on_both_backends!(
    not_sent_again,
    a_page_without_a_visitors_own_parts_is_not_sent_again
);

/// A variant's data (prices, stock, codes) on a product page.
fn variant_of(page: &Value, variant_id: i64) -> Value {
    page["product"]["VARIANT_DATA"]
        .as_array()
        .expect("variants")
        .iter()
        .find(|v| v["ID"] == variant_id)
        .cloned()
        .expect("the variant")
}

/// Polls `page` on `server` until `seen` holds, for at most 5 seconds.
pub(crate) async fn eventually(
    server: &TestApp,
    page: &str,
    seen: impl Fn(&Value) -> bool,
) -> Duration {
    let started = Instant::now();
    loop {
        let (code, body) = server.get_json(page).await;
        assert_eq!(code, 200, "{body}");
        if seen(&body) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "not seen: {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Another instance on the same database, taking the back office's key.
pub(crate) async fn back_office(app: &TestApp) -> TestApp {
    app.instance(|c| c.checkout.erp_api_key = ERP_KEY.into())
        .await
}

async fn code_of(app: &TestApp, variant_id: i64) -> String {
    app.scalar("SELECT code FROM variants WHERE id = $1", &[&variant_id])
        .await
}

pub(crate) async fn post_stock(server: &TestApp, key: &str, body: Value) -> (u16, Value) {
    json_answer(
        server
            .client
            .post(server.url("/api/v1/erp/stock"))
            .header("X-Api-Key", key)
            .json(&body),
    )
    .await
}

async fn the_back_office_sets_stock_and_prices_seen_on_every_instance(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    let (code, total_before): (String, i64) = sqlx::query_as(
        "SELECT v.code, p.total_stock FROM variants v JOIN products p ON p.id = v.product_id \
         WHERE v.id = $1",
    )
    .bind(variant_id)
    .fetch_one(&app.db.pool)
    .await
    .expect("variant");
    let erp = back_office(&app).await;
    let page = format!(
        "/api/storefront/page?path=/{}",
        slug_of(&app, product_id).await
    );
    // The first instance keeps the page; the stock is sent through the other one.
    let (_, before) = app.get_json(&page).await;
    assert_eq!(stock_of(&before, variant_id), 5);
    let (status, body) = post_stock(
        &erp,
        ERP_KEY,
        serde_json::json!({"variants": [{"code": code, "stock": 0}, {"code": "YOK-0001", "stock": 3}]}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["updated"], 1);
    assert_eq!(body["unknown"], serde_json::json!(["YOK-0001"]));
    eventually(&app, &page, |p| stock_of(p, variant_id) == 0).await;
    let total: i64 = app
        .scalar(
            "SELECT total_stock FROM products WHERE id = $1",
            &[&product_id],
        )
        .await;
    assert_eq!(total, total_before - 5);

    // A lower price for the variant: it is the product's price now, on the page and in lists.
    let (status, body) = post_stock(
        &erp,
        ERP_KEY,
        serde_json::json!({"variants": [{"code": code, "price_sell": 1000, "price_list": 1500}]}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    eventually(&app, &page, |p| variant_of(p, variant_id)["PRICE"] == 10.0).await;
    let prices: (i64, i64) =
        sqlx::query_as("SELECT price_sell, price_list FROM products WHERE id = $1")
            .bind(product_id)
            .fetch_one(&app.db.pool)
            .await
            .expect("prices");
    assert_eq!(prices, (1000, 1500));
    let (_, after) = app.get_json(&page).await;
    assert_eq!(after["product"]["PRICE_SELL"], 10.0);
    let seen = variant_of(&after, variant_id);
    assert_eq!(seen["PRICE_NOT_DISCOUNTED"], 15.0);
    assert_eq!(seen["STOCK"], 0);
}
on_both_backends!(
    stock_feed,
    the_back_office_sets_stock_and_prices_seen_on_every_instance
);

async fn the_stock_feed_refuses_bad_lines_and_changes_nothing(app: TestApp) {
    let (_, variant_id) = variant_with_stock(&app.db, 5).await;
    let code = code_of(&app, variant_id).await;
    let erp = back_office(&app).await;
    let line = |extra: Value| {
        let mut l = serde_json::json!({"code": code});
        l.as_object_mut()
            .expect("object")
            .extend(extra.as_object().expect("object").clone());
        serde_json::json!({"variants": [l]})
    };
    assert_eq!(
        post_stock(&erp, "wrong", line(serde_json::json!({"stock": 1})))
            .await
            .0,
        401
    );
    assert_eq!(
        post_stock(&app, ERP_KEY, line(serde_json::json!({"stock": 1})))
            .await
            .0,
        401,
        "off without a key"
    );
    let refused = [
        serde_json::json!({"variants": []}),
        serde_json::json!({"variants": vec![serde_json::json!({"code": code, "stock": 1}); 501]}),
        serde_json::json!({"stock": 1}),
        line(serde_json::json!({"stock": -1})),
        line(serde_json::json!({"stock": 1_000_001})),
        line(serde_json::json!({"price_sell": -5, "price_list": 1000})),
        line(serde_json::json!({"price_list": 1_000_000_001})),
        line(serde_json::json!({"stock": 2.5})),
        serde_json::json!({"variants": [{"code": " ", "stock": 1}]}),
    ];
    for body in refused {
        let (status, answer) = post_stock(&erp, ERP_KEY, body.clone()).await;
        assert_eq!(status, 422, "{body}: {answer}");
        assert_eq!(answer["code"], "invalid");
    }
    let not_json = erp
        .client
        .post(erp.url("/api/v1/erp/stock"))
        .header("X-Api-Key", ERP_KEY)
        .body("stock=1")
        .send()
        .await
        .expect("post");
    assert_eq!(not_json.status().as_u16(), 422);
    // A list price under the selling price, given or kept: nothing of the request is written,
    // not even the stock of the line before it.
    for prices in [
        serde_json::json!({"price_sell": 2000, "price_list": 1000}),
        serde_json::json!({"price_sell": 1_000_000_000}),
    ] {
        let mut second = serde_json::json!({"code": code});
        second
            .as_object_mut()
            .expect("object")
            .extend(prices.as_object().expect("object").clone());
        let body = serde_json::json!({"variants": [{"code": code, "stock": 1}, second]});
        let (status, answer) = post_stock(&erp, ERP_KEY, body).await;
        assert_eq!(status, 409, "{answer}");
        assert_eq!(answer["code"], "price_conflict");
    }
    // A whole number written as 5.0 is 5 (the stock it has already).
    let (status, answer) = post_stock(&erp, ERP_KEY, line(serde_json::json!({"stock": 5.0}))).await;
    assert_eq!(
        (status, answer["updated"].clone()),
        (200, serde_json::json!(0))
    );
    // A line that names nothing to change changes nothing.
    let (status, answer) = post_stock(&erp, ERP_KEY, line(serde_json::json!({}))).await;
    assert_eq!(
        (status, answer["updated"].clone()),
        (200, serde_json::json!(0))
    );
    let stock: i64 = app
        .scalar("SELECT stock FROM variants WHERE id = $1", &[&variant_id])
        .await;
    assert_eq!(stock, 5, "nothing changed");
}
on_both_backends!(
    stock_feed_refusals,
    the_stock_feed_refuses_bad_lines_and_changes_nothing
);
