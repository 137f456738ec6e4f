//! HTML pages: head, inlined settings and data, headers, 404s, images.

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
};

async fn home_page_inlines_settings_and_products(app: TestApp) {
    let r = app.get("/").await;
    assert_eq!(r.status(), 200);
    let headers = r.headers().clone();
    let csp = headers["content-security-policy"].to_str().expect("csp");
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert!(csp.contains("script-src 'self';"), "{csp}");
    assert!(!csp.contains("http"), "only our own origin: {csp}");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    // A first visit: nothing of its own in the page, no session begun.
    assert_eq!(headers["cache-control"], "no-cache");
    assert!(headers.get("etag").is_some());
    assert!(headers.get("set-cookie").is_none());
    let html = r.text().await.expect("body");
    assert!(html.contains("<html lang=\"tr\" dir=\"ltr\">"));
    assert!(html.contains("<link rel=\"canonical\" href=\"http://127.0.0.1:8080/\">"));
    assert!(html.contains("hreflang=\"ar\" href=\"http://127.0.0.1:8080/ar/\""));

    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["MEMBER_INFO"]["ID"], 0);
    assert_eq!(settings["MEMBER_INFO"]["GROUP"], 0);
    for key in ["COUNTRY", "E_COUNTRY", "KVKK", "PASSWORD_STRENGTH"] {
        assert!(!settings["MEMBER_INFO"][key].is_null(), "{key}");
    }
    assert_eq!(settings["KVKK_REQUIRED"], 1);
    assert_eq!(settings["LICENCE_DATA"], 0);
    assert_eq!(settings["LANGUAGE"], "tr");
    assert_eq!(settings["CURRENCY"], "TRY");
    assert_eq!(settings["DECIMAL_LENGTH"], 2);
    assert_eq!(settings["THOUSAND_SEPARATOR"], ".");
    assert_eq!(settings["DECIMAL_SEPARATOR"], ",");
    assert_eq!(settings["THEME_FOLDER"], "vitrin");
    assert_eq!(settings["PAGE_ID"], 1);
    assert_eq!(settings["PAGE_LINK"]["cart"], "sepet");
    assert_eq!(settings["PAGE_LINK"]["login"], "uye-girisi-sayfasi");
    assert_eq!(settings["PAGE_LINK"]["register"], "uye-kayit");
    assert_eq!(settings["PAGE_LINK"]["contact"], "iletisim");
    assert_eq!(settings["PAGE_LINK"]["orderList"], "uye-siparisleri");
    assert_eq!(settings["PAGE_LINK"]["order"], "order");
    assert_eq!(settings["CART_CSRF_TOKEN"], "");
    let products = settings["PRODUCT_DATA"].as_array().expect("product data");
    assert!(!products.is_empty());
    assert_eq!(products[0]["currency_target"], "TRY");

    let data = inline_json(&html, "vitrin-data");
    assert_eq!(data["route"], "home");
    // The showcase's first tab comes filled; tests/api/content.rs checks blocks and tabs.
    let showcases = data["showcases"].as_array().expect("showcases");
    assert_eq!(
        showcases[0]["PRODUCTS"].as_array().expect("products").len(),
        12
    );

    // Once the session begins (the web app's first change), the page carries its token and is
    // the shopper's own.
    let token = app.csrf_token().await;
    assert_eq!(token.len(), 64);
    let r = app.get("/").await;
    assert_eq!(r.headers()["cache-control"], "private, no-cache");
    assert!(r.headers().get("etag").is_none());
    let again = r.text().await.expect("body");
    assert_eq!(
        inline_json(&again, "vitrin-settings")["CART_CSRF_TOKEN"],
        token.as_str()
    );
    assert_eq!(
        app.csrf_token().await,
        token,
        "the same session, the same token"
    );
}
on_both_backends!(home_page, home_page_inlines_settings_and_products);

async fn arabic_pages_are_right_to_left(app: TestApp) {
    let (status, html) = app.html("/ar/kiz-cocuk-elbise").await;
    assert_eq!(status, 200);
    assert!(html.contains("<html lang=\"ar\" dir=\"rtl\">"));
    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["LANGUAGE"], "ar");
    assert_eq!(settings["PAGE_TYPE"], "category");
    let data = inline_json(&html, "vitrin-data");
    let title = data["products"][0]["TITLE"].as_str().expect("title");
    assert!(
        title
            .chars()
            .any(|c| ('\u{0600}'..='\u{06FF}').contains(&c)),
        "{title}"
    );
    assert!(data["products"][0]["URL"]
        .as_str()
        .expect("url")
        .starts_with("/ar/"));
    let (_, en) = app.html("/en/").await;
    assert!(en.contains("<html lang=\"en\" dir=\"ltr\">"));
    assert_eq!(
        inline_json(&en, "vitrin-settings")["THOUSAND_SEPARATOR"],
        ","
    );
}
on_both_backends!(arabic_pages, arabic_pages_are_right_to_left);

async fn product_page_is_readable_without_javascript(app: TestApp) {
    let (slug, title): (String, String) =
        sqlx::query_as("SELECT slug, title_tr FROM products ORDER BY id LIMIT 1")
            .fetch_one(&app.db.pool)
            .await
            .expect("product");
    let (status, html) = app.html(&format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(
        html.contains(&format!("<title>{title} | vitrin</title>")),
        "{title}"
    );
    let data = inline_json(&html, "vitrin-data");
    assert_eq!(data["route"], "product");
    assert_eq!(data["product"]["TITLE"], title);
    assert!(data["product"]["DESCRIPTION"]
        .as_str()
        .is_some_and(|d| d.len() > 20));
    // The first screen is in the body too: the name as the heading, the price in Turkish form.
    let root = &html[html.find("<div id=\"root\">").expect("root")..];
    assert!(
        root.contains(&format!("<h1 class=\"first-paint__title\">{title}</h1>")),
        "{root}"
    );
    let price = data["product"]["PRICE_SELL"].as_f64().expect("price");
    let whole = price.trunc() as i64;
    assert!(
        whole < 1000,
        "the check below writes no thousands separator"
    );
    let shown = format!(
        "{whole},{:02} TL",
        ((price - price.trunc()) * 100.0).round() as i64
    );
    assert!(
        root.contains(&format!("<strong><bdi>{shown}</bdi></strong>")),
        "{shown}"
    );
    assert!(root.contains("fetchpriority=\"high\""));
}
on_both_backends!(product_page, product_page_is_readable_without_javascript);

async fn a_list_page_shows_its_first_cards_without_javascript(app: TestApp) {
    let (status, html) = app.html("/erkek-cocuk").await;
    assert_eq!(status, 200);
    let data = inline_json(&html, "vitrin-data");
    let root = &html[html.find("<div id=\"root\">").expect("root")..];
    assert!(root.contains("<h1 class=\"first-paint__title\">"));
    let products = data["products"].as_array().expect("products");
    assert!(products.len() > 8);
    for (i, product) in products.iter().enumerate() {
        let link = format!("<li><a href=\"{}\">", product["URL"].as_str().expect("url"));
        assert_eq!(root.contains(&link), i < 8, "card {i}");
    }
    // The search form works without the app: a plain GET to the results page.
    assert!(root.contains("<form class=\"search-form\" role=\"search\" action=\"/arama\">"));
}
on_both_backends!(
    list_first_screen,
    a_list_page_shows_its_first_cards_without_javascript
);

async fn unknown_addresses_are_404(app: TestApp) {
    let (status, html) = app.html("/olmayan-bir-sayfa").await;
    assert_eq!(status, 404);
    assert!(html.contains("noindex"));
    assert_eq!(inline_json(&html, "vitrin-data")["route"], "notFound");
    let (status, body) = app.get_json("/srv/service/olmayan").await;
    assert_eq!(status, 404);
    assert_eq!(body["error"]["code"], "not_found");
    let (status, body) = app
        .get_json("/api/storefront/page?path=/yok-boyle-bir-kategori")
        .await;
    assert_eq!(status, 404);
    assert_eq!(body["route"], "notFound");
    let (status, _) = app.get_json("/api/storefront/page?path=relative").await;
    assert_eq!(status, 400);
}
on_both_backends!(not_found, unknown_addresses_are_404);

async fn health_openapi_and_images(app: TestApp) {
    let (status, body) = app.get_json("/healthz").await;
    assert_eq!(status, 200);
    assert_eq!(body["status"], "ok");
    let (status, doc) = app.get_json("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert!(
        doc["paths"]["/srv/service/language/change/{language}/{linktype}/{tablepageid}"]
            .is_object()
    );
    let (_, page) = app.get_json("/api/storefront/page?path=/kiz-cocuk").await;
    let images = &page["products"][0]["IMAGE_LIST"][0];
    for size in ["SMALL", "MEDIUM", "BIG"] {
        let r = app.get(images[size].as_str().expect("image url")).await;
        assert_eq!(r.status(), 200, "{size}");
        assert_eq!(r.headers()["content-type"], "image/webp");
        assert!(r.headers()["cache-control"]
            .to_str()
            .expect("cache")
            .contains("immutable"));
    }
    // Responses are compressed for clients that accept it.
    let r = app
        .get_with(
            "/api/storefront/page?path=/erkek-cocuk",
            &[("accept-encoding", "br")],
        )
        .await;
    assert_eq!(r.headers()["content-encoding"], "br");
}
on_both_backends!(health_and_assets, health_openapi_and_images);

async fn calls_answer_under_the_endpoint_prefix(app: TestApp) {
    let (_, html) = app.html("/").await;
    assert_eq!(inline_json(&html, "vitrin-settings")["ENDPOINT_PREFIX"], "");
    let prefixed = app
        .instance(|c| {
            c.endpoint_prefix = "L2Nkbg==".into();
            c.endpoint_prefix_keys = vec!["category".into(), "filter".into()];
        })
        .await;
    let (_, html) = prefixed.html("/").await;
    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["ENDPOINT_PREFIX"], "L2Nkbg==");
    assert_eq!(
        settings["ENDPOINT_PREFIX_KEYS"],
        serde_json::json!(["category", "filter"])
    );

    let (status, plain) = prefixed.get_json("/srv/service/category/get/").await;
    assert_eq!(status, 200);
    let (status, under) = prefixed.get_json("/cdn/srv/service/category/get/").await;
    assert_eq!(status, 200);
    assert_eq!(under, plain, "the same answer under the prefix");
    let (status, _) = prefixed
        .get_json("/cdn/srv/service/filter/get/?category=1&currency=USD")
        .await;
    assert_eq!(status, 200, "the query string goes with it");

    // Pages keep their path, and the prefix changes nothing of what a call must prove.
    let (status, _) = prefixed.html("/cdn/erkek-cocuk").await;
    assert_eq!(status, 404);
    let refused = prefixed
        .client
        .post(prefixed.url("/cdn/srv/service/customer/logout"))
        .header("Origin", "https://evil.example")
        .send()
        .await
        .expect("request");
    assert_eq!(refused.status(), 403);
}
on_both_backends!(endpoint_prefix, calls_answer_under_the_endpoint_prefix);
