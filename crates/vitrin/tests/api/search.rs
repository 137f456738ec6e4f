//! Live search: the two search calls, the results page, bad input and index refresh.

use std::time::Duration;

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
};
use vitrin::seed;

fn products(body: &serde_json::Value) -> &Vec<serde_json::Value> {
    body["PRODUCTS"].as_array().expect("PRODUCTS")
}

async fn search_answers_in_language_and_currency(app: TestApp) {
    let body = app.get_ok("/srv/service/product/search/elbise").await;
    let found = products(&body);
    assert!(!found.is_empty() && found.len() <= 8, "{body}");
    for p in found {
        let title = p["TITLE"].as_str().expect("title");
        assert!(title.contains("Elbise"), "{title}");
        assert!(p["ID"].as_i64().is_some());
        assert!(p["URL"].as_str().expect("url").starts_with('/'));
        assert!(p["IMAGE"].as_str().expect("image").ends_with("-small.webp"));
        assert!(p["PRICE_SELL"].as_f64().expect("price") > 0.0);
        assert_eq!(p["CURRENCY"], "TRY");
    }
    assert!(body["TOTAL"].as_u64().expect("total") >= found.len() as u64);
    let categories = body["CATEGORIES"].as_array().expect("categories");
    assert!(
        categories.iter().any(|c| c["URL"] == "/kiz-cocuk-elbise"),
        "{body}"
    );

    // Upper case with Turkish capitals, and no diacritics, find the same products.
    let (_, plain) = app.get_json("/srv/service/product/search/elbise").await;
    let (_, capitals) = app
        .get_json("/srv/service/product/search/ELB%C4%B0SE")
        .await;
    assert_eq!(capitals["TOTAL"], plain["TOTAL"]);

    let en = app
        .get_ok("/srv/service/product/search/dress?language=en&currency=USD")
        .await;
    let first = &products(&en)[0];
    assert!(
        first["TITLE"].as_str().expect("title").contains("Dress"),
        "{en}"
    );
    assert!(first["URL"].as_str().expect("url").starts_with("/en/"));
    assert_eq!(first["CURRENCY"], "USD");
    let tr_price = found
        .iter()
        .find(|p| p["ID"] == first["ID"])
        .map(|p| p["PRICE_SELL"].as_f64().expect("price"));
    if let Some(tr_price) = tr_price {
        assert!(first["PRICE_SELL"].as_f64().expect("price") < tr_price);
    }

    let (_, ar) = app
        .get_json("/srv/service/product/search/%D9%81%D8%B3%D8%AA%D8%A7%D9%86?language=ar")
        .await;
    assert!(!products(&ar).is_empty(), "{ar}");
    assert!(products(&ar)[0]["URL"]
        .as_str()
        .expect("url")
        .starts_with("/ar/"));
}
on_both_backends!(search_in_languages, search_answers_in_language_and_currency);

async fn search_all_pages_through_every_match(app: TestApp) {
    let first = app.get_ok("/srv/service/product/searchAll/cocuk").await;
    let total = first["TOTAL"].as_u64().expect("total");
    assert!(total > 48, "{total}");
    assert_eq!(products(&first).len(), 48);
    let (_, second) = app
        .get_json("/srv/service/product/searchAll/cocuk?pg=2")
        .await;
    assert_eq!(second["PAGE"], 2);
    let first_ids: Vec<&serde_json::Value> = products(&first).iter().map(|p| &p["ID"]).collect();
    assert!(products(&second)
        .iter()
        .all(|p| !first_ids.contains(&&p["ID"])));
    for bad in ["0", "abc", "-1", "99999999"] {
        let (status, body) = app
            .get_json(&format!("/srv/service/product/searchAll/cocuk?pg={bad}"))
            .await;
        assert_eq!(status, 400, "pg={bad}");
        assert_eq!(body["error"]["code"], "invalid_input");
    }
}
on_both_backends!(search_all_pages, search_all_pages_through_every_match);

async fn bad_terms_get_an_empty_result_or_a_clear_400(app: TestApp) {
    let long = "a".repeat(4_000);
    let empty_terms = [
        "",
        "e",
        "el",
        "%20%20",
        "%22",
        "*",
        "%3A",
        "AND",
        "(",
        "%5C",
        "%22%2A%3A%28%5C",
        "AND%20OR%20NOT",
        long.as_str(),
    ];
    for call in ["search", "searchAll"] {
        for term in empty_terms {
            let (status, body) = app
                .get_json(&format!("/srv/service/product/{call}/{term}"))
                .await;
            assert_eq!(status, 200, "{call} {term:.20}");
            assert!(products(&body).is_empty(), "{call} {term:.20}: {body:.300}");
        }
        // Syntax around a real word is only punctuation.
        let (status, body) = app
            .get_json(&format!(
                "/srv/service/product/{call}/%22elbise%22%20%2A%20%28"
            ))
            .await;
        assert_eq!(status, 200);
        assert!(!products(&body).is_empty());
        for broken in ["%FF%FE", "elb%C3", "%C0%AF"] {
            let r = app
                .get(&format!("/srv/service/product/{call}/{broken}"))
                .await;
            assert_eq!(r.status().as_u16(), 400, "{call} {broken}");
            let body: serde_json::Value = r.json().await.expect("json");
            assert_eq!(body["error"]["code"], "invalid_input");
            assert_eq!(body["error"]["message"], "Gönderilen bilgi geçersiz");
        }
    }
    let r = app.get("/srv/service/product/search/%FF?language=en").await;
    let body: serde_json::Value = r.json().await.expect("json");
    assert_eq!(body["error"]["message"], "The request is not valid");
}
on_both_backends!(
    search_bad_input,
    bad_terms_get_an_empty_result_or_a_clear_400
);

async fn results_page_is_served_with_its_data(app: TestApp) {
    let (status, html) = app.html("/arama?q=elbise").await;
    assert_eq!(status, 200);
    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["PAGE_ID"], 4);
    assert_eq!(settings["PAGE_TYPE"], "search");
    let data = inline_json(&html, "vitrin-data");
    assert_eq!(data["route"], "search");
    assert_eq!(data["query"], "elbise");
    assert!(data["total"].as_u64().expect("total") > 0);
    assert!(data["products"][0]["IMAGE_LIST"][0]["MEDIUM"].is_string());
    assert!(html.contains("noindex"));

    let page = app
        .get_ok("/api/storefront/page?path=/en/arama%3Fq%3Ddress%26pg%3D1")
        .await;
    assert_eq!(page["route"], "search");
    assert!(page["products"][0]["TITLE"]
        .as_str()
        .expect("title")
        .contains("Dress"));

    let page = app.get_ok("/api/storefront/page?path=/arama").await;
    assert_eq!(page["total"], 0);
}
on_both_backends!(search_results_page, results_page_is_served_with_its_data);

async fn a_new_catalog_version_rebuilds_the_index(app: TestApp) {
    let (_, before) = app.get_json("/srv/service/product/searchAll/cocuk").await;
    let before = before["TOTAL"].as_u64().expect("total");
    seed::seed(&app.db, &app.config.data_dir, 30)
        .await
        .expect("reseed");
    // The index polls the catalog version; wait for it rather than for a fixed time.
    let mut after = before;
    for _ in 0..150 {
        let (_, body) = app.get_json("/srv/service/product/searchAll/cocuk").await;
        after = body["TOTAL"].as_u64().expect("total");
        if after != before {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(after < before && after > 0, "{before} -> {after}");
}
on_both_backends!(
    search_index_refresh,
    a_new_catalog_version_rebuilds_the_index
);
