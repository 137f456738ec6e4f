//! Categories and product lists.

use crate::steps::numbers;
use crate::{helpers::TestApp, on_both_backends};

/// Every category path of spec section 2.
pub const SPEC_CATEGORY_PATHS: [&str; 11] = [
    "erkek-cocuk",
    "kiz-cocuk",
    "erkek-cocuk-gomlek",
    "erkek-cocuk-sweatshirt",
    "erkek-cocuk-pantolon",
    "erkek-cocuk-pantolon-takimi",
    "erkek-cocuk-ceket",
    "erkek-cocuk-set-takim",
    "erkek-cocuk-takim-elbise",
    "kiz-cocuk-elbise",
    "kiz-cocuk-pantolon-takimi-375",
];

async fn category_tree_has_ids_and_children(app: TestApp) {
    let tree = app.get_ok("/srv/service/category/get/").await;
    let roots = tree.as_array().expect("array");
    let boys = roots
        .iter()
        .find(|c| c["URL"] == "/erkek-cocuk")
        .expect("boys");
    assert_eq!(boys["NAME"], "Erkek Çocuk");
    assert!(boys["ID"].as_i64().is_some());
    assert_eq!(boys["CHILDREN"].as_array().expect("children").len(), 7);
    let (_, ar) = app.get_json("/srv/service/category/get/?language=ar").await;
    assert!(ar[0]["URL"].as_str().expect("url").starts_with("/ar/"));
}
on_both_backends!(category_tree, category_tree_has_ids_and_children);

async fn every_spec_category_lists_its_products(app: TestApp) {
    for path in SPEC_CATEGORY_PATHS {
        let (status, page) = app
            .get_json(&format!("/api/storefront/page?path=/{path}"))
            .await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(page["route"], "category", "{path}");
        assert!(page["total"].as_i64().expect("total") > 0, "{path}");
        let first = &page["products"][0];
        assert!(first["TITLE"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(first["PRICE_SELL"].as_f64().is_some_and(|p| p > 0.0));
        assert!(first["IMAGE_LIST"][0]["MEDIUM"]
            .as_str()
            .is_some_and(|u| u.ends_with("-medium.webp")));
    }
}
on_both_backends!(spec_categories, every_spec_category_lists_its_products);

async fn category_lists_only_its_subtree_and_pages(app: TestApp) {
    let (_, page) = app
        .get_json("/api/storefront/page?path=/kiz-cocuk-elbise")
        .await;
    let ids: Vec<i64> = numbers(&page["products"], "ID");
    let expected: i64 = app
        .count(
            "SELECT COUNT(*) FROM products p JOIN categories c ON c.id = p.category_id \
         WHERE c.slug = 'kiz-cocuk-elbise'",
        )
        .await;
    assert_eq!(page["total"], expected);
    assert_eq!(ids.len() as i64, expected.min(48));
    for id in ids {
        let slug: String = app.scalar("SELECT c.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1", &[&id]).await;
        assert_eq!(slug, "kiz-cocuk-elbise");
    }
    // The parent lists its children's products, newest first, 48 a page.
    let (_, boys) = app.get_json("/api/storefront/page?path=/erkek-cocuk").await;
    let total = boys["total"].as_i64().expect("total");
    assert!(total > 48, "{total}");
    assert_eq!(boys["products"].as_array().expect("list").len(), 48);
    let (_, second) = app
        .get_json("/api/storefront/page?path=/erkek-cocuk?pg=2")
        .await;
    assert_eq!(second["page"], 2);
    assert_eq!(
        second["products"].as_array().expect("list").len() as i64,
        (total - 48).min(48)
    );
    assert_ne!(boys["products"][0]["ID"], second["products"][0]["ID"]);
}
on_both_backends!(category_subtree, category_lists_only_its_subtree_and_pages);
