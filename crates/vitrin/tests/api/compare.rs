//! The compare view of the sub-folder service (spec sections 4, 5, 8, 9): the products in the order
//! asked with their card fields, sizes with stock and catalog attributes; status and productId
//! echoed; 0, 1 or more than 4 ids and malformed parameters refused with the spec's messages.

use serde_json::Value;
use sqlx::Row;

use crate::steps::numbers;
use crate::{helpers::TestApp, on_both_backends};

const VIEW: &str = "/srv/service/content-v5/sub-folder/1/1002/compare";

fn joined(ids: &[i64]) -> String {
    ids.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join("-")
}

async fn view(app: &TestApp, query: &str) -> (u16, Value) {
    app.get_json(&format!("{VIEW}?{query}")).await
}

async fn products_in_order_with_their_fields(app: TestApp) {
    let ids = app.product_ids(4).await;
    // Asked in another order than the ids': the answer keeps the order asked.
    let asked = vec![ids[2], ids[0], ids[3]];
    let (code, body) = view(
        &app,
        &format!("product={}&productId={}&status=1", joined(&asked), ids[3]),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 1);
    assert_eq!(body["productId"], ids[3]);
    assert_eq!(body["statusText"], "Ürün karşılaştırma listenize eklendi");
    assert_eq!(body["product"], joined(&asked));
    assert_eq!(
        (body["MIN"].clone(), body["MAX"].clone()),
        (2.into(), 4.into())
    );
    let products = body["PRODUCTS"].as_array().expect("products");
    let got: Vec<i64> = products
        .iter()
        .map(|p| p["ID"].as_i64().expect("id"))
        .collect();
    assert_eq!(got, asked);

    // Each column carries the card fields and what the table compares, from the catalog.
    let first = &products[0];
    let row = sqlx::query(
        "SELECT title_tr, price_sell, price_list, vat_percent FROM products WHERE id = $1",
    )
    .bind(asked[0])
    .fetch_one(&app.db.pool)
    .await
    .expect("row");
    assert_eq!(first["TITLE"], row.get::<String, _>("title_tr"));
    let sell: i64 = row.get("price_sell");
    let list: i64 = row.get("price_list");
    assert_eq!(first["PRICE_SELL"].as_f64(), Some(sell as f64 / 100.0));
    assert_eq!(
        first["PRICE_NOT_DISCOUNTED"].as_f64(),
        Some(list as f64 / 100.0)
    );
    assert_eq!(first["VAT"], row.get::<i64, _>("vat_percent"));
    for field in [
        "URL",
        "DISCOUNT_PERCENT",
        "IMAGE_LIST",
        "COLORS",
        "COMMENT_AVERAGE",
    ] {
        assert!(!first[field].is_null(), "{field} in {first}");
    }
    // Sizes: one entry per size, stock summed over the colours.
    let stock_by_size: Vec<(i64, i64)> = sqlx::query(
        "SELECT type2_id, CAST(SUM(stock) AS BIGINT) AS stock FROM variants \
         WHERE product_id = $1 \
         GROUP BY type2_id",
    )
    .bind(asked[0])
    .fetch_all(&app.db.pool)
    .await
    .expect("sizes")
    .iter()
    .map(|r| (r.get::<i64, _>("type2_id"), r.get::<i64, _>("stock")))
    .collect();
    let sizes = first["SIZES"].as_array().expect("sizes");
    assert_eq!(sizes.len(), stock_by_size.len());
    for (size, stock) in &stock_by_size {
        let shown = sizes.iter().find(|s| s["ID"] == *size).expect("size shown");
        assert_eq!(shown["STOCK"], *stock);
        assert_eq!(shown["IN_STOCK"], i64::from(*stock > 0));
        assert!(shown["NAME"].as_str().is_some_and(|n| !n.is_empty()));
    }
    // Catalog attributes: the product's options under their groups, and a row per group.
    let options: Vec<i64> = app
        .column(
            "SELECT option_id FROM product_catalog_options WHERE product_id = $1",
            &[&asked[0]],
        )
        .await;
    let shown: Vec<i64> = first["ATTRIBUTES"]
        .as_array()
        .expect("attributes")
        .iter()
        .flat_map(|a| a["OPTIONS"].as_array().expect("options").clone())
        .map(|o| o["ID"].as_i64().expect("option id"))
        .collect();
    assert!(!options.is_empty());
    assert_eq!(
        {
            let mut s = shown.clone();
            s.sort();
            s
        },
        {
            let mut o = options.clone();
            o.sort();
            o
        }
    );
    assert!(!body["ATTRIBUTE_GROUPS"]
        .as_array()
        .expect("groups")
        .is_empty());
}
on_both_backends!(products_in_order, products_in_order_with_their_fields);

async fn statuses_and_languages(app: TestApp) {
    let ids = app.product_ids(4).await;
    let list = joined(&ids);
    let (code, body) = view(
        &app,
        &format!("product={list}&productId={}&status=2", ids[1]),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 2);
    assert_eq!(body["productId"], ids[1]);
    assert_eq!(
        body["statusText"],
        "Bu ürün daha önce karşılaştırma listenize eklenmiştir"
    );
    let (code, body) = view(&app, &format!("product={list}&productId=999999&status=3")).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 3);
    assert_eq!(body["productId"], 999_999);
    assert_eq!(
        body["statusText"],
        "Karşılaştırmak için en fazla 4 ürün seçmelisiniz"
    );
    assert_eq!(body["PRODUCTS"].as_array().expect("products").len(), 4);
    // Without a status the view is plain; in English the titles and texts are English.
    let (code, body) = view(&app, &format!("product={list}&language=en")).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 0);
    assert!(body["productId"].is_null());
    let title_en: String = app
        .scalar("SELECT title_en FROM products WHERE id = $1", &[&ids[0]])
        .await;
    assert_eq!(body["PRODUCTS"][0]["TITLE"], title_en);
    let (_, body) = view(&app, &format!("product={list}&status=2&language=ar")).await;
    assert_eq!(
        body["statusText"],
        "هذا المنتج موجود بالفعل في قائمة المقارنة"
    );
}
on_both_backends!(statuses, statuses_and_languages);

async fn counts_and_bad_input(app: TestApp) {
    let ids = app.product_ids(5).await;
    let cases: Vec<(String, &str, &str)> = vec![
        (
            String::new(),
            "compare_empty",
            "Ürün seçimi yapılmadığı için karşılaştırılamamaktadır",
        ),
        (
            "product=".into(),
            "compare_empty",
            "Ürün seçimi yapılmadığı için karşılaştırılamamaktadır",
        ),
        (
            format!("product={}", ids[0]),
            "compare_too_few",
            "Karşılaştırmak için en az 2 ürün seçmelisiniz",
        ),
        (
            format!("product={}-{}", ids[0], ids[0]),
            "compare_too_few",
            "Karşılaştırmak için en az 2 ürün seçmelisiniz",
        ),
        (
            format!("product={}", joined(&ids)),
            "compare_too_many",
            "Karşılaştırmak için en fazla 4 ürün seçmelisiniz",
        ),
    ];
    let invalid = "Karşılaştırma listesi geçersiz";
    let mut all = cases;
    for q in [
        "product=1--2".to_string(),
        "product=abc-2".into(),
        "product=1-2;DROP TABLE products".into(),
        "product=1-2&productId=abc".into(),
        "product=1-2&status=9".into(),
        "product=1-2&product=3-4".into(),
        format!("product={}9-1", "9".repeat(30)),
    ] {
        all.push((q, "compare_invalid", invalid));
    }
    for (query, code_name, message) in &all {
        let (code, body) = view(&app, query).await;
        assert_eq!(code, 400, "{query}: {body}");
        assert_eq!(body["error"]["code"], *code_name, "{query}");
        assert_eq!(body["error"]["message"], *message, "{query}");
        assert_eq!(body["statusText"], *message, "{query}");
    }
    // In the request's language.
    let (code, body) = view(&app, &format!("product={}&language=en", ids[0])).await;
    assert_eq!(code, 400);
    assert_eq!(
        body["error"]["message"],
        "Choose at least 2 products to compare"
    );
    // A POST is answered the same way.
    let r = app
        .client
        .post(app.url(&format!("{VIEW}?product={}", joined(&ids[..2]))))
        .send()
        .await
        .expect("post");
    assert!(r.status().as_u16() < 500);
}
on_both_backends!(counts, counts_and_bad_input);

async fn unknown_ids_are_skipped(app: TestApp) {
    let ids = app.product_ids(2).await;
    let query = format!("product={}-987654321-{}", ids[1], ids[0]);
    let (code, body) = view(&app, &query).await;
    assert_eq!(code, 200, "{body}");
    let got: Vec<i64> = numbers(&body["PRODUCTS"], "ID");
    assert_eq!(got, vec![ids[1], ids[0]]);
    // Only unknown ids: an empty table, not an error.
    let (code, body) = view(&app, "product=987654321-987654322").await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["PRODUCTS"].as_array().expect("products").len(), 0);
    // Another page or block parent id addresses the same view; a non-numeric one does not.
    let _ = app
        .get_ok(&format!(
            "/srv/service/content-v5/sub-folder/3/77/compare?product={}",
            joined(&ids)
        ))
        .await;
    let (code, _) = app
        .get_json(&format!(
            "/srv/service/content-v5/sub-folder/x/1002/compare?product={}",
            joined(&ids)
        ))
        .await;
    assert_eq!(code, 404);
    // The view is documented in the OpenAPI document.
    let (_, doc) = app.get_json("/api/openapi.json").await;
    let documented =
        &doc["paths"]["/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/compare"];
    assert!(documented["get"].is_object(), "{documented}");
}
on_both_backends!(unknown_ids, unknown_ids_are_skipped);
