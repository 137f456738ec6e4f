//! The cart calls of spec section 7: every add-to-cart status, the fragment, update, delete,
//! set-store, totals in kuruş, bad input, CSRF, and parallel adds that lose nothing.

use serde_json::Value;

use sqlx::Row;

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
    steps::{fetch_json, json_answer, json_ok, post_form, session_csrf},
};

const PANEL: &str = "/srv/service/content-v5/sub-folder/1/1001/cart";

const ADD: &str = "/srv/service/cart/add-to-cart";

async fn send(
    app: &TestApp,
    client: &reqwest::Client,
    post: bool,
    path: &str,
    token: Option<&str>,
    form: &[(&str, String)],
) -> (u16, Value) {
    if post {
        return post_form(app, client, path, form, token).await;
    }
    let mut req = client.get(app.url(path)).header("Origin", app.base.clone());
    if let Some(t) = token {
        req = req.header("X-CSRF-Token", t);
    }
    json_answer(req).await
}

/// An add from a browser of its own at `base`, with its CSRF token: the answer.
async fn add_from(
    client: reqwest::Client,
    base: String,
    token: String,
    form: Vec<(&'static str, String)>,
) -> (u16, Value) {
    let req = client
        .post(format!("{base}{ADD}"))
        .header("Origin", base)
        .header("X-CSRF-Token", token)
        .form(&form);
    json_answer(req).await
}

async fn call(app: &TestApp, path: &str, token: &str) -> (u16, Value) {
    send(app, &app.client, false, path, Some(token), &[]).await
}

async fn add(app: &TestApp, token: &str, form: &[(&str, String)]) -> Value {
    let (code, body) = send(app, &app.client, true, ADD, Some(token), form).await;
    assert_eq!(code, 200, "{body}");
    body
}

fn item(product: i64, variant: i64, qty: i64) -> Vec<(&'static str, String)> {
    vec![
        ("productId", product.to_string()),
        ("variantId[]", variant.to_string()),
        ("quantity[]", qty.to_string()),
    ]
}

async fn panel(app: &TestApp) -> Value {
    let body = app.get_ok(PANEL).await;
    body
}

/// A product sold by delivery with one variant we control: price 100,00 TL, 10 % VAT, the given
/// stock, no tiers, no subscription; returns (product, variant, another variant of it).
async fn controlled_product(app: &TestApp, stock: i64) -> (i64, i64, i64) {
    let row = sqlx::query(
        "SELECT v.product_id, MIN(v.id) AS a, MAX(v.id) AS b FROM variants v \
         JOIN products p ON p.id = v.product_id WHERE p.store_pickup = 0 \
         GROUP BY v.product_id HAVING COUNT(*) >= 2 ORDER BY v.product_id LIMIT 1",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("a product with two variants");
    let (p, a, b): (i64, i64, i64) = (row.get("product_id"), row.get("a"), row.get("b"));
    for sql in [
        "UPDATE products SET vat_percent = 10, subscription_percent = 0, qty_min = 1, \
         qty_max = 100, qty_step = 1 WHERE id = $1",
        "DELETE FROM multi_buy_tiers WHERE product_id = $1",
        "UPDATE variants SET price_sell = 10000, price_list = 10000, stock = 5 WHERE product_id = $1",
    ] {
        sqlx::query(sql).bind(p).execute(&app.db.pool).await.expect(sql);
    }
    app.run(
        "UPDATE variants SET stock = $1 WHERE id = $2",
        &[&stock, &a],
    )
    .await;
    (p, a, b)
}

/// A shopper with an empty cart (the CSRF token of the app client's session) and a product we
/// control (see [`controlled_product`]).
async fn shopper_with_product(app: &TestApp, stock: i64) -> (String, (i64, i64, i64)) {
    let token = app.csrf_token().await;
    (token, controlled_product(app, stock).await)
}

/// A refusal with 403 and `text`.
async fn assert_forbidden(r: reqwest::Response, text: &str) {
    assert_eq!(r.status(), 403);
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["statusText"], text, "{body}");
}

async fn other_product_variant(app: &TestApp, not_product: i64) -> i64 {
    app.scalar(
        "SELECT id FROM variants WHERE product_id <> $1 ORDER BY id LIMIT 1",
        &[&not_product],
    )
    .await
}

mod lines;
mod session;
mod totals;
