//! Language and currency switches (spec sections 2, 6, 7, 9).

use crate::{helpers::TestApp, on_both_backends};

fn set_cookie_names(r: &reqwest::Response) -> Vec<String> {
    r.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .map(|v| v.split('=').next().unwrap_or("").to_string())
        .collect()
}

async fn language_change_returns_the_same_page(app: TestApp) {
    let id: i64 = app
        .scalar(
            "SELECT id FROM categories WHERE slug = 'kiz-cocuk-elbise'",
            &[],
        )
        .await;
    let r = app
        .get(&format!("/srv/service/language/change/en/category/{id}"))
        .await;
    assert_eq!(r.status(), 200);
    assert!(set_cookie_names(&r).contains(&"language".to_string()));
    let body: serde_json::Value = r.json().await.expect("json");
    assert_eq!(body["success"], true);
    assert_eq!(body["link"], "/en/kiz-cocuk-elbise");

    let (_, home) = app.get_json("/srv/service/language/change/ar/home/0").await;
    assert_eq!(home["link"], "/ar/");

    let (product_id, slug): (i64, String) =
        sqlx::query_as("SELECT id, slug FROM products ORDER BY id LIMIT 1")
            .fetch_one(&app.db.pool)
            .await
            .expect("product");
    let (_, product) = app
        .get_json(&format!(
            "/srv/service/language/change/tr/product/{product_id}"
        ))
        .await;
    assert_eq!(product["link"], format!("/{slug}"));

    // A page without an address of its own: the client reloads.
    let (_, other) = app
        .get_json("/srv/service/language/change/en/content/7")
        .await;
    assert_eq!(other["link"], "");

    // With the current address, a content page or a filtered list keeps its place and its query.
    let (_, content) = app
        .get_json("/srv/service/language/change/en/content/0?path=%2Fhakkimizda")
        .await;
    assert_eq!(content["link"], "/en/hakkimizda");
    let (_, list) = app
        .get_json(&format!(
            "/srv/service/language/change/ar/category/{id}?path=%2Fen%2Fkiz-cocuk-elbise%3Ftype2%3D3%26stock%3D1"
        ))
        .await;
    assert_eq!(list["link"], "/ar/kiz-cocuk-elbise?type2=3&stock=1");
    // Another site is never a target.
    let elsewhere = app
        .get_ok("/srv/service/language/change/en/content/0?path=%2F%2Fevil.example%2F")
        .await;
    assert_eq!(elsewhere["link"], "");
}
on_both_backends!(language_change, language_change_returns_the_same_page);

async fn unknown_language_or_currency_is_refused(app: TestApp) {
    let r = app.get("/srv/service/language/change/de/home/0").await;
    assert_eq!(r.status(), 400);
    assert!(
        set_cookie_names(&r).is_empty(),
        "cookie must stay as it was"
    );
    let body: serde_json::Value = r.json().await.expect("json");
    assert_eq!(body["error"]["code"], "unknown_language");
    assert!(body["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("desteklenmiyor"));

    let r = app.get("/srv/shopping/shopping/set-currency/GBP").await;
    assert_eq!(r.status(), 400);
    assert!(set_cookie_names(&r).is_empty());

    // The message follows the request's language.
    let r = app
        .get_with(
            "/srv/shopping/shopping/set-currency/XYZ",
            &[("Accept-Language", "en-GB,en;q=0.9")],
        )
        .await;
    let body: serde_json::Value = r.json().await.expect("json");
    assert_eq!(
        body["error"]["message"],
        "This currency is not supported. Supported: TRY, USD, EUR"
    );

    // A malformed language query string is refused too.
    let (status, body) = app
        .get_json("/srv/service/category/get/?language=klingon")
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["code"], "unknown_language");
}
on_both_backends!(unknown_values, unknown_language_or_currency_is_refused);

async fn currency_switch_converts_prices(app: TestApp) {
    let (_, tl) = app.get_json("/api/storefront/page?path=/kiz-cocuk").await;
    let first_tl = tl["products"][0]["PRICE_SELL"].as_f64().expect("price");
    assert_eq!(tl["products"][0]["CURRENCY"], "TRY");

    let r = app.get("/srv/shopping/shopping/set-currency/USD").await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.text().await.expect("body"), "1");
    // The cookie now carries the currency.
    let (_, usd) = app.get_json("/api/storefront/page?path=/kiz-cocuk").await;
    assert_eq!(usd["products"][0]["CURRENCY"], "USD");
    assert_eq!(usd["products"][0]["currency_target"], "USD");
    let first_usd = usd["products"][0]["PRICE_SELL"].as_f64().expect("price");
    let rate = app.config.rates["USD"];
    assert!(
        (first_usd - (first_tl / rate * 100.0).round() / 100.0).abs() < 0.011,
        "{first_tl} TL -> {first_usd} USD at {rate}"
    );

    // The query string wins over the cookie.
    let (_, eur) = app
        .get_json("/api/storefront/page?path=/kiz-cocuk&currency=EUR")
        .await;
    assert_eq!(eur["products"][0]["CURRENCY"], "EUR");
}
on_both_backends!(currency_switch, currency_switch_converts_prices);
