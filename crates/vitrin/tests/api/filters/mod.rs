//! List filters: category lists, the special lists and search results narrowed by the URL's
//! filter state, checked against the database; `/srv/service/filter/get/` and its counts.

use std::collections::HashSet;

use serde_json::Value;

use crate::steps::numbers;
use crate::{helpers::TestApp, on_both_backends};

/// The page data of an address with its query (`/erkek-cocuk?type1=3&stock=1`).
async fn page(app: &TestApp, address: &str) -> Value {
    let encoded: String = url::form_urlencoded::byte_serialize(address.as_bytes()).collect();
    let (status, body) = app
        .get_json(&format!("/api/storefront/page?path={encoded}"))
        .await;
    assert_eq!(status, 200, "{address}: {body}");
    body
}

fn ids(page: &Value) -> Vec<i64> {
    numbers(&page["products"], "ID")
}

fn total(page: &Value) -> i64 {
    page["total"].as_i64().expect("total")
}

async fn scalar(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.db.pool)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

async fn id_list(app: &TestApp, sql: &str) -> Vec<i64> {
    sqlx::query_scalar(sql)
        .fetch_all(&app.db.pool)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Products of `erkek-cocuk` and the categories below it, as SQL.
const BOYS: &str = "p.category_id IN (SELECT id FROM categories WHERE slug = 'erkek-cocuk' \
     OR parent_id = (SELECT id FROM categories WHERE slug = 'erkek-cocuk'))";

/// Products of `erkek-cocuk` with a variant in stock, as the database counts them.
async fn boys_in_stock(app: &TestApp) -> i64 {
    scalar(
        app,
        &format!(
            "SELECT COUNT(DISTINCT p.id) FROM products p JOIN variants v ON v.product_id = p.id \
             WHERE {BOYS} AND v.stock > 0"
        ),
    )
    .await
}

/// A value of a TYPE list with products; the one with the most, so filters have work to do.
fn busiest(list: &Value) -> i64 {
    list.as_array()
        .expect("list")
        .iter()
        .max_by_key(|v| v["COUNT"].as_i64().expect("count"))
        .expect("a value")["ID"]
        .as_i64()
        .expect("id")
}

async fn colour_and_size_narrow_and_counts_follow_the_faceting_rule(app: TestApp) {
    let all = page(&app, "/erkek-cocuk").await;
    let filters = &all["filters"];
    let everything = scalar(
        &app,
        &format!("SELECT COUNT(*) FROM products p WHERE {BOYS}"),
    )
    .await;
    assert_eq!(total(&all), everything);
    // Counts with no filter: products of the list having the value.
    for v in filters["VARIANTS"]["TYPE1_LIST"]
        .as_array()
        .expect("colours")
    {
        let id = v["ID"].as_i64().expect("id");
        let expected = scalar(
            &app,
            &format!(
                "SELECT COUNT(DISTINCT p.id) FROM products p JOIN variants v ON v.product_id = p.id \
                 WHERE {BOYS} AND v.type1_id = {id}"
            ),
        )
        .await;
        assert_eq!(v["COUNT"].as_i64(), Some(expected), "colour {id}");
        assert!(v["COLOR_CODE"].as_str().is_some_and(|c| c.starts_with('#')));
        assert_eq!(v["SELECTED"], false);
    }
    let colour = busiest(&filters["VARIANTS"]["TYPE1_LIST"]);
    let size = busiest(&filters["VARIANTS"]["TYPE2_LIST"]);

    let by_colour = page(&app, &format!("/erkek-cocuk?type1={colour}")).await;
    let expected = id_list(
        &app,
        &format!(
            "SELECT p.id FROM products p WHERE {BOYS} AND EXISTS (SELECT 1 FROM variants v \
             WHERE v.product_id = p.id AND v.type1_id = {colour}) \
             ORDER BY p.created_at DESC, p.id DESC"
        ),
    )
    .await;
    assert!(total(&by_colour) < everything, "the colour filter narrows");
    assert_eq!(total(&by_colour), expected.len() as i64);
    assert_eq!(ids(&by_colour), expected[..expected.len().min(48)]);
    for card in by_colour["products"].as_array().expect("cards") {
        assert!(
            card["COLORS"]
                .as_array()
                .expect("colours")
                .iter()
                .any(|c| c["ID"] == colour),
            "card shows the chosen colour"
        );
    }
    // Colour chosen: size counts apply it, colour counts do not.
    let f = &by_colour["filters"]["VARIANTS"];
    for v in f["TYPE2_LIST"].as_array().expect("sizes") {
        let id = v["ID"].as_i64().expect("id");
        let expected = scalar(
            &app,
            &format!(
                "SELECT COUNT(*) FROM products p WHERE {BOYS} \
                 AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.type1_id = {colour}) \
                 AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.type2_id = {id})"
            ),
        )
        .await;
        assert_eq!(
            v["COUNT"].as_i64(),
            Some(expected),
            "size {id} under colour"
        );
    }
    let chosen = f["TYPE1_LIST"]
        .as_array()
        .expect("colours")
        .iter()
        .find(|v| v["ID"] == colour)
        .expect("chosen colour listed");
    assert_eq!(chosen["SELECTED"], true);
    assert_eq!(chosen["COUNT"].as_i64(), Some(expected.len() as i64));
    let other_colours = f["TYPE1_LIST"].as_array().expect("colours").len();
    assert!(other_colours > 1, "other colours stay offered");

    // Colour and size: both apply (AND), and the URL state shows as selected.
    let both = page(&app, &format!("/erkek-cocuk?type2={size}&type1={colour}")).await;
    let expected = scalar(
        &app,
        &format!(
            "SELECT COUNT(*) FROM products p WHERE {BOYS} \
             AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.type1_id = {colour}) \
             AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.type2_id = {size})"
        ),
    )
    .await;
    assert_eq!(total(&both), expected);
    assert!(both["filters"]["VARIANTS"]["TYPE2_LIST"]
        .as_array()
        .expect("sizes")
        .iter()
        .any(|v| v["ID"] == size && v["SELECTED"] == true));
    assert_eq!(both["filters"]["TOTAL"].as_i64(), Some(expected));

    // Two colours are alternatives.
    let second = filters["VARIANTS"]["TYPE1_LIST"]
        .as_array()
        .expect("colours")
        .iter()
        .map(|v| v["ID"].as_i64().expect("id"))
        .find(|id| *id != colour)
        .expect("a second colour");
    let either = page(&app, &format!("/erkek-cocuk?type1={colour},{second}")).await;
    let expected = scalar(
        &app,
        &format!(
            "SELECT COUNT(DISTINCT p.id) FROM products p JOIN variants v ON v.product_id = p.id \
             WHERE {BOYS} AND v.type1_id IN ({colour}, {second})"
        ),
    )
    .await;
    assert_eq!(total(&either), expected);
    let repeated = page(&app, &format!("/erkek-cocuk?type1={colour}&type1={second}")).await;
    assert_eq!(ids(&repeated), ids(&either));
}

on_both_backends!(
    colour_and_size,
    colour_and_size_narrow_and_counts_follow_the_faceting_rule
);

async fn in_stock_and_price_range_narrow(app: TestApp) {
    let all = page(&app, "/erkek-cocuk").await;
    let size = busiest(&all["filters"]["VARIANTS"]["TYPE2_LIST"]);
    // Home-page links: an age group in stock.
    let listed = page(&app, &format!("/erkek-cocuk?type2={size}&stock=1")).await;
    let expected = scalar(
        &app,
        &format!(
            "SELECT COUNT(DISTINCT p.id) FROM products p JOIN variants v ON v.product_id = p.id \
             WHERE {BOYS} AND v.type2_id = {size} AND v.stock > 0"
        ),
    )
    .await;
    assert_eq!(total(&listed), expected);
    let without_stock = page(&app, &format!("/erkek-cocuk?type2={size}")).await;
    assert!(total(&without_stock) >= expected);
    assert_eq!(listed["filters"]["IN_STOCK"]["SELECTED"], true);
    assert_eq!(
        without_stock["filters"]["IN_STOCK"]["COUNT"].as_i64(),
        Some(expected),
        "the switch's count is the list with it on"
    );
    let in_stock = page(&app, "/erkek-cocuk?stock=1").await;
    assert_eq!(total(&in_stock), boys_in_stock(&app).await);

    // Price range in lira (TRY), both ends included.
    let price = &all["filters"]["PRICE"];
    let (min, max) = (
        price["MIN"].as_f64().expect("min"),
        price["MAX"].as_f64().expect("max"),
    );
    let expected_min = scalar(
        &app,
        &format!("SELECT MIN(price_sell) FROM products p WHERE {BOYS}"),
    )
    .await;
    assert_eq!((min * 100.0).round() as i64, expected_min);
    let listed = page(&app, "/erkek-cocuk?price=300-600").await;
    let expected = scalar(
        &app,
        &format!(
            "SELECT COUNT(*) FROM products p WHERE {BOYS} AND p.price_sell BETWEEN 30000 AND 60000"
        ),
    )
    .await;
    assert_eq!(total(&listed), expected);
    assert!(total(&listed) < total(&all));
    for card in listed["products"].as_array().expect("cards") {
        let p = card["PRICE_SELL"].as_f64().expect("price");
        assert!((300.0..=600.0).contains(&p), "{p}");
    }
    let range = &listed["filters"]["PRICE"];
    assert_eq!(range["MIN_SELECTED"].as_f64(), Some(300.0));
    assert_eq!(range["MAX_SELECTED"].as_f64(), Some(600.0));
    // The range's ends ignore the price filter itself.
    assert_eq!(range["MIN"].as_f64(), Some(min));
    assert_eq!(range["MAX"].as_f64(), Some(max));
    let open_ended = page(&app, "/erkek-cocuk?price=500,50-").await;
    let expected = scalar(
        &app,
        &format!("SELECT COUNT(*) FROM products p WHERE {BOYS} AND p.price_sell >= 50050"),
    )
    .await;
    assert_eq!(total(&open_ended), expected);
}

on_both_backends!(stock_and_price, in_stock_and_price_range_narrow);

async fn unknown_values_and_malformed_prices_are_ignored(app: TestApp) {
    let all = page(&app, "/erkek-cocuk").await;
    let colour = busiest(&all["filters"]["VARIANTS"]["TYPE1_LIST"]);
    let by_colour = page(&app, &format!("/erkek-cocuk?type1={colour}")).await;
    for address in [
        "/erkek-cocuk?type1=999999",
        "/erkek-cocuk?type1=abc",
        "/erkek-cocuk?type2=999999&option=999999",
        "/erkek-cocuk?price=abc",
        "/erkek-cocuk?price=600-300",
        "/erkek-cocuk?price=1-2-3",
        "/erkek-cocuk?sort=cheapest",
        "/erkek-cocuk?stock=maybe",
        "/erkek-cocuk?colour=4",
    ] {
        let p = page(&app, address).await;
        assert_eq!(ids(&p), ids(&all), "{address}");
        assert_eq!(total(&p), total(&all), "{address}");
    }
    for address in [
        format!("/erkek-cocuk?type1=999999,{colour}"),
        format!("/erkek-cocuk?type1={colour}&price=x-y"),
        format!("/erkek-cocuk?type1={colour}&type2=999999&sort=nope"),
    ] {
        let p = page(&app, &address).await;
        assert_eq!(ids(&p), ids(&by_colour), "{address}");
        assert_eq!(total(&p), total(&by_colour), "{address}");
    }
    // A size id is not a colour: used as type1 it is unknown there.
    let size = busiest(&all["filters"]["VARIANTS"]["TYPE2_LIST"]);
    let p = page(&app, &format!("/erkek-cocuk?type1={size}")).await;
    assert_eq!(total(&p), total(&all));
}

on_both_backends!(
    unknown_values,
    unknown_values_and_malformed_prices_are_ignored
);

async fn sort_orders_match_the_database(app: TestApp) {
    for (sort, order) in [
        ("", "p.created_at DESC, p.id DESC"),
        ("newest", "p.created_at DESC, p.id DESC"),
        ("price_asc", "p.price_sell ASC, p.id DESC"),
        ("price_desc", "p.price_sell DESC, p.id DESC"),
        ("best_selling", "p.sold_count DESC, p.id DESC"),
        ("most_viewed", "p.view_count DESC, p.id DESC"),
        (
            "discount",
            "(p.price_list - p.price_sell) * 1000 / p.price_list DESC, p.id DESC",
        ),
    ] {
        let listed = page(&app, &format!("/erkek-cocuk?sort={sort}")).await;
        let expected = id_list(
            &app,
            &format!("SELECT p.id FROM products p WHERE {BOYS} ORDER BY {order} LIMIT 48"),
        )
        .await;
        assert_eq!(ids(&listed), expected, "sort {sort}");
        if !sort.is_empty() {
            assert!(listed["filters"]["SORT"]
                .as_array()
                .expect("sorts")
                .iter()
                .any(|s| s["ID"] == sort && s["SELECTED"] == true));
        }
    }
    // Page 2 of a sorted, filtered list is the next 48 of the same order.
    let second = page(&app, "/erkek-cocuk?sort=price_asc&pg=2").await;
    let expected = id_list(
        &app,
        &format!(
            "SELECT p.id FROM products p WHERE {BOYS} ORDER BY p.price_sell ASC, p.id DESC \
             LIMIT 48 OFFSET 48"
        ),
    )
    .await;
    assert!(!expected.is_empty(), "erkek-cocuk has a second page");
    assert_eq!(second["page"], 2);
    assert_eq!(ids(&second), expected);
    let first: HashSet<i64> = ids(&page(&app, "/erkek-cocuk?sort=price_asc").await)
        .into_iter()
        .collect();
    assert!(ids(&second).iter().all(|id| !first.contains(id)));
}

on_both_backends!(sort_orders, sort_orders_match_the_database);

async fn special_lists_are_lists_with_filters(app: TestApp) {
    // Discounted: every product below its list price, biggest discount first.
    let sale = page(&app, "/indirimli-urunler").await;
    assert_eq!(sale["route"], "category");
    assert_eq!(sale["category"]["NAME"], "İndirimli Ürünler");
    let expected = id_list(
        &app,
        "SELECT p.id FROM products p WHERE p.price_sell < p.price_list \
         ORDER BY (p.price_list - p.price_sell) * 1000 / p.price_list DESC, p.id DESC",
    )
    .await;
    assert!(!expected.is_empty());
    assert_eq!(total(&sale), expected.len() as i64);
    assert_eq!(ids(&sale), expected[..expected.len().min(48)]);
    let colour = busiest(&sale["filters"]["VARIANTS"]["TYPE1_LIST"]);
    let narrowed = page(
        &app,
        &format!("/indirimli-urunler?type1={colour}&sort=price_asc"),
    )
    .await;
    let expected = id_list(
        &app,
        &format!(
            "SELECT p.id FROM products p WHERE p.price_sell < p.price_list AND EXISTS \
             (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.type1_id = {colour}) \
             ORDER BY p.price_sell ASC, p.id DESC"
        ),
    )
    .await;
    assert_eq!(total(&narrowed), expected.len() as i64);
    assert_eq!(ids(&narrowed), expected[..expected.len().min(48)]);
    // The filters offer the categories the list's products are in.
    assert!(!sale["filters"]["CATEGORIES"]
        .as_array()
        .expect("categories")
        .is_empty());

    // Deals: a multi-buy tier or a discount of 30 % or more.
    let deals = page(&app, "/firsat-urun-listesi").await;
    let multi: HashSet<i64> = id_list(&app, "SELECT DISTINCT product_id FROM multi_buy_tiers")
        .await
        .into_iter()
        .collect();
    let rows: Vec<(i64, i64, i64)> =
        sqlx::query_as("SELECT id, price_sell, price_list FROM products")
            .fetch_all(&app.db.pool)
            .await
            .expect("prices");
    let deal_count = rows
        .iter()
        .filter(|(id, sell, list)| {
            multi.contains(id)
                || (*list > 0 && ((list - sell) as f64 * 100.0 / *list as f64).round() >= 30.0)
        })
        .count();
    assert!(deal_count > 0);
    assert_eq!(total(&deals), deal_count as i64);
    for card in deals["products"].as_array().expect("cards") {
        let id = card["ID"].as_i64().expect("id");
        assert!(
            multi.contains(&id) || card["DISCOUNT_PERCENT"].as_i64().expect("percent") >= 30,
            "{id} is a deal"
        );
    }

    // Best sellers: the best-selling fifth, at least 48, best first.
    let best = page(&app, "/cok-satanlar").await;
    let products = scalar(&app, "SELECT COUNT(*) FROM products").await;
    let expected = id_list(
        &app,
        &format!(
            "SELECT p.id FROM products p WHERE p.sold_count > 0 \
             ORDER BY p.sold_count DESC, p.id DESC LIMIT {}",
            (products / 5).max(48)
        ),
    )
    .await;
    assert_eq!(total(&best), expected.len() as i64);
    assert_eq!(ids(&best), expected[..expected.len().min(48)]);

    // In English, under the language prefix.
    let en = page(&app, "/en/cok-satanlar").await;
    assert_eq!(en["category"]["NAME"], "Best Sellers");
    assert_eq!(en["category"]["URL"], "/en/cok-satanlar");
    // The HTML page is served too.
    let (status, html) = app.html("/firsat-urun-listesi?stock=1").await;
    assert_eq!(status, 200);
    assert!(html.contains("Fırsat Ürünleri"));
}

on_both_backends!(special_lists, special_lists_are_lists_with_filters);

async fn search_results_take_the_same_filters(app: TestApp) {
    let found = page(&app, "/arama?q=elbise").await;
    assert_eq!(found["route"], "search");
    let all_total = total(&found);
    assert!(all_total > 0);
    // Every match, over all pages.
    let mut matches = Vec::new();
    for pg in 1..=(all_total as u64).div_ceil(48) {
        matches.extend(ids(&page(&app, &format!("/arama?q=elbise&pg={pg}")).await));
    }
    assert_eq!(matches.len() as i64, all_total);
    let colour = busiest(&found["filters"]["VARIANTS"]["TYPE1_LIST"]);
    let narrowed = page(&app, &format!("/arama?q=elbise&type1={colour}")).await;
    let with_colour: HashSet<i64> = id_list(
        &app,
        &format!("SELECT DISTINCT product_id FROM variants WHERE type1_id = {colour}"),
    )
    .await
    .into_iter()
    .collect();
    let expected: Vec<i64> = matches
        .iter()
        .copied()
        .filter(|id| with_colour.contains(id))
        .collect();
    assert!(total(&narrowed) < all_total || expected.len() as i64 == all_total);
    assert_eq!(total(&narrowed), expected.len() as i64);
    // No sort asked for: best match first, as without the filter.
    assert_eq!(ids(&narrowed), expected[..expected.len().min(48)]);
    // A sort applies to the matches.
    let cheap = page(
        &app,
        &format!("/arama?q=elbise&type1={colour}&sort=price_asc"),
    )
    .await;
    let prices: Vec<f64> = cheap["products"]
        .as_array()
        .expect("cards")
        .iter()
        .map(|c| c["PRICE_SELL"].as_f64().expect("price"))
        .collect();
    assert!(prices.windows(2).all(|w| w[0] <= w[1]), "{prices:?}");
    assert_eq!(cheap["query"], "elbise");
    // The filter call answers the same counts for a search.
    let f = app
        .get_ok(&format!("/srv/service/filter/get/?q=elbise&type1={colour}"))
        .await;
    assert_eq!(f["TOTAL"].as_i64(), Some(expected.len() as i64));
    assert_eq!(f["VARIANTS"], narrowed["filters"]["VARIANTS"]);
}

on_both_backends!(search_filters, search_results_take_the_same_filters);

mod call;
mod kept;
mod live;
