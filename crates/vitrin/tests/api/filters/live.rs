//! Stock that moves while the shop serves, without a new catalog version: a product sold out
//! through one instance leaves the in-stock lists of another within seconds (the filter index
//! and the kept list pages follow the change log), comes back when restocked, and falls behind
//! equally good search matches that are still in stock.

use serde_json::{json, Value};
use vitrin::catalog::changes::{self, ChangeFeed, Changed};

use super::{boys_in_stock, page, scalar, total, BOYS};
use crate::{
    helpers::TestApp,
    on_both_backends,
    order::ERP_KEY,
    page_cache::{back_office, eventually, post_stock},
};

/// The page data address of `path` (a list with its query).
fn data_of(path: &str) -> String {
    let encoded: String = url::form_urlencoded::byte_serialize(path.as_bytes()).collect();
    format!("/api/storefront/page?path={encoded}")
}

/// Sets every variant of `product` to `stock` through the back office's stock feed.
async fn set_stock(erp: &TestApp, product: i64, stock: i64) {
    let codes: Vec<String> = sqlx::query_scalar("SELECT code FROM variants WHERE product_id = $1")
        .bind(product)
        .fetch_all(&erp.db.pool)
        .await
        .expect("codes");
    let lines: Vec<Value> = codes
        .iter()
        .map(|code| json!({"code": code, "stock": stock}))
        .collect();
    let (status, body) = post_stock(erp, ERP_KEY, json!({ "variants": lines })).await;
    assert_eq!(status, 200, "{body}");
}

/// The ids a full-text search finds, best first.
async fn found(app: &TestApp, term: &str) -> Vec<i64> {
    let (status, body) = app
        .get_json(&format!("/srv/service/product/searchAll/{term}"))
        .await;
    assert_eq!(status, 200, "{body}");
    body["PRODUCTS"]
        .as_array()
        .expect("products")
        .iter()
        .map(|p| p["ID"].as_i64().expect("id"))
        .collect()
}

async fn a_product_sold_out_leaves_the_in_stock_lists_and_falls_behind_in_search(app: TestApp) {
    let erp = back_office(&app).await;
    // Two boys' products in stock get the same title, the better sold one first: equally good
    // matches for a search of it, ranked by stock and sales.
    let pair: Vec<i64> = sqlx::query_scalar(&format!(
        "SELECT p.id FROM products p WHERE {BOYS} AND p.total_stock > 0 \
         ORDER BY p.sold_count DESC, p.id LIMIT 2"
    ))
    .fetch_all(&app.db.pool)
    .await
    .expect("two products");
    let (first, second) = (pair[0], pair[1]);
    sqlx::query(&format!(
        "UPDATE products SET title_tr = 'Stoklu Deneme Yeleği', \
         sold_count = CASE WHEN id = {first} THEN 101 ELSE 100 END WHERE id IN ({first}, {second})"
    ))
    .execute(&app.db.writer)
    .await
    .expect("titles");
    app.db.bump_catalog_version().await.expect("version");
    let term = "Stoklu%20Deneme%20Yele%C4%9Fi";
    let mut ranked = Vec::new();
    for _ in 0..100 {
        ranked = found(&app, term).await;
        if ranked.len() == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(ranked, vec![first, second], "the better sold first");

    let list = data_of("/erkek-cocuk?stock=1");
    let in_stock = total(&page(&app, "/erkek-cocuk?stock=1").await);
    let whole = page(&app, "/erkek-cocuk").await;
    assert_eq!(whole["filters"]["IN_STOCK"]["COUNT"], json!(in_stock));
    let version = app.db.catalog_version().await.expect("version");

    set_stock(&erp, first, 0).await;
    eventually(&app, &list, |p| total(p) == in_stock - 1).await;
    let counted = boys_in_stock(&app).await;
    assert_eq!(counted, in_stock - 1);
    // The whole list, kept before the sale, still lists it, and its switch counts one fewer.
    let whole_now = page(&app, "/erkek-cocuk").await;
    assert_eq!(total(&whole_now), total(&whole), "still listed");
    assert_eq!(whole_now["filters"]["IN_STOCK"]["COUNT"], json!(counted));
    assert_eq!(
        app.db.catalog_version().await.expect("version"),
        version,
        "no new version"
    );
    let mut ranked = Vec::new();
    for _ in 0..100 {
        ranked = found(&app, term).await;
        if ranked == [second, first] {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(
        ranked,
        vec![second, first],
        "sold out, behind the one in stock"
    );

    set_stock(&erp, first, 3).await;
    eventually(&app, &list, |p| total(p) == in_stock).await;
}
on_both_backends!(
    live_stock,
    a_product_sold_out_leaves_the_in_stock_lists_and_falls_behind_in_search
);

async fn the_change_log_names_every_change_since_the_last_look_however_long_ago(app: TestApp) {
    let product: i64 = scalar(&app, "SELECT MIN(id) FROM products").await;
    let now = vitrin::clock::now_secs();
    let mut feed = ChangeFeed::default();
    let mut poll = async |at: i64| feed.poll(&app.db, at).await.expect("poll");
    assert_eq!(
        poll(now).await,
        Changed::Products(Vec::new()),
        "the first look"
    );
    let mut tx = app.db.writer.begin().await.expect("transaction");
    changes::record(&mut tx, product, now)
        .await
        .expect("change");
    tx.commit().await.expect("commit");
    // Nobody looked for two minutes, longer than the window a look reads back.
    assert_eq!(poll(now + 120).await, Changed::Products(vec![product]));
    assert_eq!(
        poll(now + 121).await,
        Changed::Products(Vec::new()),
        "named once"
    );
    // Nobody looked for longer than the log keeps its rows: it cannot say.
    assert_eq!(poll(now + 121 + 3_600).await, Changed::Unknown);
}
on_both_backends!(
    change_log_gap,
    the_change_log_names_every_change_since_the_last_look_however_long_ago
);
