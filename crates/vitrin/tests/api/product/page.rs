//! Unknown ids and bad input, the product page, the OpenAPI document.

use super::*;

async fn unknown_ids_are_404_and_bad_input_400(app: TestApp) {
    for path in [
        "/srv/service/variant/999999",
        "/srv/service/variant/999999/1",
        "/srv/service/variant/get-variant1-list/999999/0",
        "/srv/service/variant/get-variant2-list/999999/0",
        "/srv/service/product/get-related-products/?product_id=999999",
        "/srv/service/product-detail/comment-average/999999",
        "/srv/service/product-detail/comments/999999",
    ] {
        let (code, body) = app.get_json(path).await;
        assert_eq!(code, 404, "{path}: {body}");
        assert_eq!(body["error"]["code"], "product_not_found", "{path}");
        assert_eq!(body["statusText"], "Ürün bulunamadı", "{path}");
    }
    let (code, body) = app
        .get_json("/srv/service/variant/999999?language=en")
        .await;
    assert_eq!(code, 404);
    assert_eq!(body["statusText"], "The product was not found");
    for path in [
        "/srv/service/variant/abc",
        "/srv/service/variant/-1",
        "/srv/service/variant/0",
        "/srv/service/variant/1.5/2",
        "/srv/service/variant/1/x",
        "/srv/service/variant/get-variant1-list/1/-3",
        "/srv/service/variant/get-variant2-list/zz/0",
        "/srv/service/product/get-related-products/",
        "/srv/service/product/get-related-products/?product_id=%27%3B--",
        "/srv/service/product-detail/comments/1?pg=abc",
        "/srv/service/variant/99999999999999999999999",
    ] {
        let (code, body) = app.get_json(path).await;
        assert_eq!(code, 400, "{path}: {body}");
        assert_eq!(body["error"]["code"], "invalid_input", "{path}");
    }
    for form in [
        vec![],
        vec![("product_id", "abc".to_string())],
        vec![("product_id", "-5".to_string())],
    ] {
        let (code, body) = post_form(&app, "/srv/service/catalog/attributes", &form).await;
        assert_eq!(code, 400, "{form:?}: {body}");
    }
    let (code, _) = post_form(
        &app,
        "/srv/service/catalog/attributes",
        &[("product_id", "999999".into())],
    )
    .await;
    assert_eq!(code, 404);
    // A body that is not a form at all is still a clear 400.
    let r = app
        .client
        .post(app.url("/srv/service/catalog/get-product"))
        .body(vec![0xff, 0xfe, 0x00])
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 400);

    // An unknown product or category path: the shop's 404 page.
    for path in [
        "/bu-urun-yok-123456",
        "/ar/bu-urun-yok",
        "/kiz-cocuk-yok/alt",
    ] {
        let (code, html) = app.html(path).await;
        assert_eq!(code, 404, "{path}");
        assert_eq!(inline_json(&html, "vitrin-data")["route"], "notFound");
    }
}

on_both_backends!(unknown_and_bad_input, unknown_ids_are_404_and_bad_input_400);

async fn product_page_carries_everything(app: TestApp) {
    let product = product_with_hidden_and_passive(&app).await;
    let slug: String = app
        .scalar("SELECT slug FROM products WHERE id = $1", &[&product])
        .await;
    let grid = variant_grid(&app, product).await;
    let (&(colour, size), &(sold_out, _)) = grid
        .iter()
        .find(|(_, (_, stock))| *stock == 0)
        .expect("sold out");

    let (code, html) = app.html(&format!("/{slug}?variant={sold_out}")).await;
    assert_eq!(code, 200);
    let data = inline_json(&html, "vitrin-data");
    let p = &data["product"];
    assert_eq!(p["SELECTED_VARIANT_ID"], sold_out, "?variant= preselects");
    // The size list is for the requested variant's colour.
    for value in p["VARIANT2_LIST"].as_array().expect("VARIANT2_LIST") {
        let s = value["ID"].as_i64().expect("id");
        let expected = match grid.get(&(colour, s)) {
            None => "hidden",
            Some((_, 0)) => "passive",
            Some(_) => "available",
        };
        assert_eq!(value["STATE"], expected);
        if s == size {
            assert_eq!(value["STATE"], "passive");
        }
    }
    assert_eq!(
        p["VARIANT_DATA"].as_array().expect("VARIANT_DATA").len(),
        grid.len()
    );
    for key in [
        "COLOR_IMAGES",
        "ATTRIBUTES",
        "MULTI_BUY",
        "INSTALLMENTS",
        "COMMENTS",
        "RELATED_PRODUCTS",
        "VARIANTS",
    ] {
        assert!(p[key].is_array(), "{key}");
    }
    for key in [
        "SUBSCRIPTION_PERCENT",
        "MONEY_ORDER_PERCENT",
        "MONEY_ORDER_PRICE",
        "VAT",
        "VAT_AMOUNT",
        "COMMENT_AVERAGE",
        "MODEL_ID",
    ] {
        assert!(p[key].is_number(), "{key}");
    }
    // A table per card family of the shop's plans (up to 12 instalments), a single payment
    // first; the plans beside them for the page to redo at another price.
    let tables = p["INSTALLMENTS"].as_array().expect("installments");
    let families: Vec<&str> = tables
        .iter()
        .map(|t| t["FAMILY"].as_str().expect("family"))
        .collect();
    let plans = &app.config.wallet.instalments;
    assert_eq!(families.len(), plans.len(), "{families:?}");
    assert!(families.iter().all(|f| plans.contains_key(*f)));
    assert_eq!(families.last(), Some(&"default"));
    for table in tables {
        let rows = table["ROWS"].as_array().expect("rows");
        let plan = &plans[table["FAMILY"].as_str().expect("family")];
        assert_eq!(rows[0]["MONTHS"], 1);
        // The single payment is the page's price (TRY here); the counts come from its minimum.
        let price = (rows[0]["TOTAL"].as_f64().expect("total") * 100.0).round() as i64;
        let months: Vec<i64> = rows
            .iter()
            .map(|r| r["MONTHS"].as_i64().expect("months"))
            .collect();
        let mut expected = vec![1];
        if price >= plan.min_amount {
            expected.extend(plan.counts.iter().map(|c| i64::from(*c)));
        }
        assert_eq!(months, expected, "{table}");
        assert!(months.iter().all(|m| *m <= 12));
    }
    let bonus = &tables[families.iter().position(|f| *f == "Bonus").expect("Bonus")]["ROWS"];
    assert_eq!(
        bonus.as_array().expect("rows").last().expect("12")["MONTHS"],
        12,
        "the seeded prices reach the Bonus minimum"
    );
    let plan = &p["INSTALLMENT_PLAN"]["FAMILIES"];
    assert_eq!(plan.as_array().expect("plans").len(), plans.len());
    assert_eq!(
        plan[0]["COUNTS"].as_array().expect("counts").len(),
        plan[0]["RATES"].as_array().expect("rates").len()
    );
    assert!(p["RELATED_PRODUCTS"]
        .as_array()
        .expect("related")
        .iter()
        .all(|c| c["ID"] != product));
    // Breadcrumbs: the category path down to the product, the product last.
    let crumbs = data["breadcrumbs"].as_array().expect("breadcrumbs");
    assert!(crumbs.len() >= 2, "{crumbs:?}");
    assert_eq!(crumbs.last().expect("last")["URL"], format!("/{slug}"));
    let category_slug: String = app.scalar("SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = $1", &[&product]).await;
    assert_eq!(crumbs[crumbs.len() - 2]["URL"], format!("/{category_slug}"));

    // A variant of another product, or garbage, falls back to the first variant in stock.
    let (_, html) = app.html(&format!("/{slug}?variant=abc")).await;
    let data = inline_json(&html, "vitrin-data");
    let selected = data["product"]["SELECTED_VARIANT_ID"].as_i64().expect("id");
    assert!(grid
        .values()
        .any(|(id, stock)| *id == selected && *stock > 0));
}

on_both_backends!(product_page, product_page_carries_everything);

#[test]
fn the_openapi_document_describes_the_product_calls() {
    let doc = serde_json::to_value(vitrin::openapi::document()).expect("json");
    for (path, method) in [
        ("/srv/service/variant/{productId}", "get"),
        ("/srv/service/variant/{productId}/{variantId}", "get"),
        (
            "/srv/service/variant/get-variant1-list/{productId}/{subId}",
            "get",
        ),
        (
            "/srv/service/variant/get-variant2-list/{productId}/{subId}",
            "get",
        ),
        ("/srv/service/catalog/attributes", "post"),
        ("/srv/service/catalog/get-product", "post"),
        ("/srv/service/catalog/get-product-by-properties", "get"),
        ("/srv/service/product/get-related-products/", "get"),
        (
            "/srv/service/product-detail/comment-average/{productId}",
            "get",
        ),
        ("/srv/service/product-detail/comments/{productId}", "get"),
    ] {
        assert!(doc["paths"][path][method].is_object(), "{method} {path}");
    }
    let schemas = &doc["components"]["schemas"];
    for field in VARIANT_FIELDS {
        assert!(
            schemas["VariantData"]["properties"][field].is_object(),
            "{field}"
        );
    }
    assert!(schemas["Variant2List"]["properties"]["VARIANT2_LIST"].is_object());
    assert!(schemas["CatalogAttribute"]["properties"]["CATALOG_VIEW"].is_object());
}
