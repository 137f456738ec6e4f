//! What crawlers read: JSON-LD in the head, robots.txt and the sitemaps.

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
};

/// Every `<script type="application/ld+json">` document of a page.
fn json_ld(html: &str) -> Vec<serde_json::Value> {
    let tag = "<script type=\"application/ld+json\">";
    html.match_indices(tag)
        .map(|(at, _)| {
            let start = at + tag.len();
            let end = start + html[start..].find("</script>").expect("script end");
            serde_json::from_str(&html[start..end]).expect("JSON-LD parses")
        })
        .collect()
}

fn of_type<'a>(docs: &'a [serde_json::Value], kind: &str) -> Option<&'a serde_json::Value> {
    docs.iter().find(|d| d["@type"] == kind)
}

async fn pages_carry_structured_data(app: TestApp) {
    let (_, home) = app.html("/").await;
    let docs = json_ld(&home);
    let org = of_type(&docs, "Organization").expect("Organization on the home page");
    assert_eq!(org["url"], "http://127.0.0.1:8080/");
    assert!(of_type(&docs, "WebSite").is_some());

    let (status, category) = app.html("/erkek-cocuk-gomlek").await;
    assert_eq!(status, 200);
    let docs = json_ld(&category);
    let crumbs = of_type(&docs, "BreadcrumbList").expect("BreadcrumbList on a category");
    let items = crumbs["itemListElement"].as_array().expect("items");
    assert_eq!(
        items.last().expect("an item")["item"],
        "http://127.0.0.1:8080/erkek-cocuk-gomlek"
    );

    let data = inline_json(&category, "vitrin-data");
    let card = &data["products"][0];
    let url = card["URL"].as_str().expect("product url");
    let (status, product) = app.html(url).await;
    assert_eq!(status, 200);
    let docs = json_ld(&product);
    let doc = of_type(&docs, "Product").expect("Product on a product page");
    assert_eq!(doc["name"], card["TITLE"]);
    assert_eq!(doc["url"], format!("http://127.0.0.1:8080{url}"));
    let offer = &doc["offers"];
    assert_eq!(offer["@type"], "Offer");
    assert_eq!(offer["priceCurrency"], "TRY");
    let price: f64 = offer["price"]
        .as_str()
        .expect("price")
        .parse()
        .expect("number");
    assert!((price - card["PRICE_SELL"].as_f64().expect("price")).abs() < 0.001);
    assert!(offer["availability"]
        .as_str()
        .expect("availability")
        .starts_with("https://schema.org/"));
    if card["COMMENT_COUNT"].as_i64().expect("count") > 0 {
        assert_eq!(doc["aggregateRating"]["reviewCount"], card["COMMENT_COUNT"]);
    }
    assert!(of_type(&docs, "BreadcrumbList").is_some());

    // Content pages describe themselves, in their language.
    let (status, about) = app.html("/en/hakkimizda").await;
    assert_eq!(status, 200);
    let docs = json_ld(&about);
    let page = of_type(&docs, "WebPage").expect("WebPage on a content page");
    assert_eq!(page["url"], "http://127.0.0.1:8080/en/hakkimizda");
    assert_eq!(page["inLanguage"], "en");
    assert!(!page["name"].as_str().expect("name").is_empty());
    assert!(of_type(&docs, "BreadcrumbList").is_some());

    // Prices in the currency the shopper chose; the document stays parseable whatever the title.
    let (_, usd) = app.html(&format!("{url}?currency=USD")).await;
    let docs = json_ld(&usd);
    assert_eq!(
        of_type(&docs, "Product").expect("Product")["offers"]["priceCurrency"],
        "USD"
    );
}
on_both_backends!(pages_carry_structured_data);

async fn robots_and_sitemaps_list_the_shop(app: TestApp) {
    let r = app.get("/robots.txt").await;
    assert_eq!(r.status(), 200);
    assert!(r.headers()["content-type"]
        .to_str()
        .expect("type")
        .starts_with("text/plain"));
    let robots = r.text().await.expect("body");
    assert!(robots.contains("Disallow: /api/"));
    assert!(robots.contains("Sitemap: http://127.0.0.1:8080/sitemap.xml"));

    let (status, index) = app.html("/sitemap.xml").await;
    assert_eq!(status, 200);
    assert!(index.contains("<sitemapindex"));
    assert!(index.contains("http://127.0.0.1:8080/sitemap/pages.xml"));
    assert!(index.contains("http://127.0.0.1:8080/sitemap/products-1.xml"));
    assert!(
        !index.contains("products-2.xml"),
        "{} products fit one file",
        crate::helpers::TEST_PRODUCTS
    );

    let (status, pages) = app.html("/sitemap/pages.xml").await;
    assert_eq!(status, 200);
    assert!(pages.contains("<loc>http://127.0.0.1:8080/erkek-cocuk</loc>"));
    assert!(pages.contains("<loc>http://127.0.0.1:8080/kiz-cocuk-elbise</loc>"));
    assert!(pages.contains("<loc>http://127.0.0.1:8080/indirimli-urunler</loc>"));
    assert!(pages.contains("<loc>http://127.0.0.1:8080/hakkimizda</loc>"));
    assert!(pages.contains("<loc>http://127.0.0.1:8080/satis-sozlesmesi</loc>"));
    assert!(pages.contains("hreflang=\"ar\" href=\"http://127.0.0.1:8080/ar/kiz-cocuk\""));

    let (status, products) = app.html("/sitemap/products-1.xml").await;
    assert_eq!(status, 200);
    assert_eq!(
        products.matches("<url>").count(),
        crate::helpers::TEST_PRODUCTS
    );
    let first = products
        .split("<loc>")
        .nth(1)
        .and_then(|s| s.split("</loc>").next())
        .expect("a loc");
    let path = first.trim_start_matches("http://127.0.0.1:8080");
    assert_eq!(
        app.get(path).await.status(),
        200,
        "{path} is a live product page"
    );

    for bad in [
        "/sitemap/products-2.xml",
        "/sitemap/products-0.xml",
        "/sitemap/products-x.xml",
        "/sitemap/other.xml",
    ] {
        assert_eq!(app.get(bad).await.status(), 404, "{bad}");
    }
}
on_both_backends!(robots_and_sitemaps_list_the_shop);
