//! The catalog and product calls of spec section 7 and the product page data: variant lists with
//! passive and hidden states checked against the database, variant data fields, catalog
//! attributes and the model's products, related products, comments, 404s and bad input.

use std::collections::HashMap;

use serde_json::Value;
use sqlx::Row;

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
};

/// (colour, size) -> (variant id, stock) of a product, from the database.
async fn variant_grid(app: &TestApp, product: i64) -> HashMap<(i64, i64), (i64, i64)> {
    sqlx::query("SELECT id, type1_id, type2_id, stock FROM variants WHERE product_id = $1")
        .bind(product)
        .fetch_all(&app.db.pool)
        .await
        .expect("variants")
        .iter()
        .map(|r| {
            (
                (r.get("type1_id"), r.get("type2_id")),
                (r.get("id"), r.get("stock")),
            )
        })
        .collect()
}

/// A product that has a combination not offered and a sold-out one, in an offered colour.
async fn product_with_hidden_and_passive(app: &TestApp) -> i64 {
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM products ORDER BY id")
        .fetch_all(&app.db.pool)
        .await
        .expect("products");
    for id in ids {
        let grid = variant_grid(app, id).await;
        let colours: Vec<i64> = grid.keys().map(|k| k.0).collect();
        let sizes: Vec<i64> = grid.keys().map(|k| k.1).collect();
        let missing = colours
            .iter()
            .any(|c| sizes.iter().any(|s| !grid.contains_key(&(*c, *s))));
        let sold_out = grid.values().any(|(_, stock)| *stock == 0);
        if missing && sold_out {
            return id;
        }
    }
    panic!("the seed has no product with both a hidden and a passive combination");
}

fn state_of(value: &Value) -> &str {
    value["STATE"].as_str().expect("STATE")
}

async fn variant_lists_follow_the_database(app: TestApp) {
    let product = product_with_hidden_and_passive(&app).await;
    let grid = variant_grid(&app, product).await;
    let mut colours: Vec<i64> = grid.keys().map(|k| k.0).collect();
    colours.sort_unstable();
    colours.dedup();
    let mut sizes: Vec<i64> = grid.keys().map(|k| k.1).collect();
    sizes.sort_unstable();
    sizes.dedup();
    let mut seen = HashMap::new();
    for colour in &colours {
        let (code, body) = app
            .get_json(&format!(
                "/srv/service/variant/get-variant2-list/{product}/{colour}"
            ))
            .await;
        assert_eq!(code, 200, "{body}");
        let list = body["VARIANT2_LIST"].as_array().expect("VARIANT2_LIST");
        // Every size the product offers in any colour is listed, with its state for this colour.
        assert_eq!(list.len(), sizes.len(), "{body}");
        for value in list {
            let size = value["ID"].as_i64().expect("ID");
            let expected = match grid.get(&(*colour, size)) {
                None => "hidden",
                Some((_, 0)) => "passive",
                Some(_) => "available",
            };
            assert_eq!(state_of(value), expected, "colour {colour} size {size}");
            match grid.get(&(*colour, size)) {
                Some((id, _)) => assert_eq!(value["VARIANT_ID"], *id),
                None => assert_eq!(value["VARIANT_ID"], 0),
            }
            *seen.entry(expected).or_insert(0) += 1;
        }
    }
    assert!(seen.contains_key("hidden") && seen.contains_key("passive"));

    // Colours for a size: the same rule the other way round.
    for size in &sizes {
        let (code, body) = app
            .get_json(&format!(
                "/srv/service/variant/get-variant1-list/{product}/{size}"
            ))
            .await;
        assert_eq!(code, 200, "{body}");
        for value in body["VARIANT1_LIST"].as_array().expect("VARIANT1_LIST") {
            let colour = value["ID"].as_i64().expect("ID");
            let expected = match grid.get(&(colour, *size)) {
                None => "hidden",
                Some((_, 0)) => "passive",
                Some(_) => "available",
            };
            assert_eq!(state_of(value), expected, "colour {colour} size {size}");
            assert!(!value["COLOR_CODE"].as_str().expect("code").is_empty());
        }
    }
    // Sub id 0: nothing chosen in the other group, so no colour is hidden.
    let (_, body) = app
        .get_json(&format!(
            "/srv/service/variant/get-variant1-list/{product}/0"
        ))
        .await;
    let list = body["VARIANT1_LIST"].as_array().expect("list");
    assert_eq!(list.len(), colours.len());
    assert!(list.iter().all(|v| state_of(v) != "hidden"));
    // A colour id as the size: not one this product offers.
    let (code, body) = app
        .get_json(&format!(
            "/srv/service/variant/get-variant1-list/{product}/{}",
            colours[0]
        ))
        .await;
    assert_eq!(code, 404, "{body}");
}
on_both_backends!(variant_lists, variant_lists_follow_the_database);

async fn variant_data_has_the_spec_fields(app: TestApp) {
    let row = sqlx::query(
        "SELECT v.id, v.product_id, v.code, v.barcode, v.ws_code, v.stock, v.weight_grams, \
         v.price_sell, p.vat_percent, p.money_order_percent FROM variants v \
         JOIN products p ON p.id = v.product_id WHERE p.money_order_percent <> 0 \
         ORDER BY v.id LIMIT 1",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("variant");
    let id: i64 = row.get("id");
    let product: i64 = row.get("product_id");
    let (code, body) = app
        .get_json(&format!("/srv/service/variant/{product}"))
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["PRODUCT_ID"], product);
    let variants = body["VARIANTS"].as_array().expect("VARIANTS");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM variants WHERE product_id = $1")
        .bind(product)
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
    assert_eq!(variants.len() as i64, count);
    let v = variants
        .iter()
        .find(|v| v["ID"] == id)
        .expect("the variant");
    for field in [
        "ID",
        "TYPE_ID",
        "TYPE",
        "CODE",
        "BARCODE",
        "PRICE",
        "PRICE_NOT_DISCOUNTED",
        "STOCK",
        "IN_STOCK",
        "MONEY_ORDER_PERCENT",
        "VAT",
        "WS_CODE",
        "WEIGHT",
        "ADDITIONAL_INFO",
        "TYPE_COLOR_CODE",
    ] {
        assert!(v.get(field).is_some(), "{field} missing: {v}");
    }
    assert_eq!(v["CODE"], row.get::<String, _>("code"));
    assert_eq!(v["BARCODE"], row.get::<String, _>("barcode"));
    assert_eq!(v["WS_CODE"], row.get::<String, _>("ws_code"));
    let stock: i64 = row.get("stock");
    assert_eq!(v["STOCK"], stock);
    assert_eq!(v["IN_STOCK"], i64::from(stock > 0));
    assert_eq!(v["WEIGHT"], row.get::<i64, _>("weight_grams"));
    assert_eq!(v["VAT"], row.get::<i64, _>("vat_percent"));
    let percent: i64 = row.get("money_order_percent");
    assert_eq!(v["MONEY_ORDER_PERCENT"], percent);
    let price: i64 = row.get("price_sell");
    assert_eq!(v["PRICE"].as_f64(), Some(price as f64 / 100.0));
    // The money-order price adds the percent, rounded half up in kuruş.
    let money_order = (price * (100 + percent) + 50).div_euclid(100);
    assert_eq!(
        v["MONEY_ORDER_PRICE"].as_f64(),
        Some(money_order as f64 / 100.0)
    );

    // One variant; in another currency the price changes.
    let (code, one) = app
        .get_json(&format!("/srv/service/variant/{product}/{id}?currency=USD"))
        .await;
    assert_eq!(code, 200, "{one}");
    assert_eq!(one["CURRENCY"], "USD");
    assert!(one["PRICE"].as_f64().expect("price") < price as f64 / 100.0);
    // A variant of another product is not this product's.
    let other: i64 = sqlx::query_scalar("SELECT MIN(id) FROM variants WHERE product_id <> $1")
        .bind(product)
        .fetch_one(&app.db.pool)
        .await
        .expect("other");
    let (code, body) = app
        .get_json(&format!("/srv/service/variant/{product}/{other}"))
        .await;
    assert_eq!(code, 404, "{body}");
    assert_eq!(body["error"]["code"], "variant_not_found");
}
on_both_backends!(variant_data, variant_data_has_the_spec_fields);

async fn post_form(app: &TestApp, path: &str, form: &[(&str, String)]) -> (u16, Value) {
    let r = app
        .client
        .post(app.url(path))
        .form(form)
        .send()
        .await
        .expect("request");
    let status = r.status().as_u16();
    (status, r.json().await.expect("json"))
}

/// Options of each product of a model.
async fn model_products(app: &TestApp, model: i64) -> HashMap<i64, Vec<i64>> {
    let mut out: HashMap<i64, Vec<i64>> = HashMap::new();
    for r in sqlx::query(
        "SELECT p.id, o.option_id FROM products p JOIN product_catalog_options o \
         ON o.product_id = p.id WHERE p.model_id = $1",
    )
    .bind(model)
    .fetch_all(&app.db.pool)
    .await
    .expect("options")
    {
        out.entry(r.get("id")).or_default().push(r.get("option_id"));
    }
    out
}

async fn attributes_and_model_products(app: TestApp) {
    // A model whose products differ in their options.
    let models: Vec<i64> = sqlx::query_scalar(
        "SELECT model_id FROM products WHERE model_id IS NOT NULL GROUP BY model_id \
         HAVING COUNT(*) >= 2 ORDER BY model_id",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("models");
    let group_of: HashMap<i64, i64> = sqlx::query("SELECT id, group_id FROM catalog_options")
        .fetch_all(&app.db.pool)
        .await
        .expect("options")
        .iter()
        .map(|r| (r.get("id"), r.get("group_id")))
        .collect();
    // A product, and an option of a sibling it lacks, such that some product of the model has the
    // product's other options with that one: what get-product must find.
    let mut picked = None;
    'models: for model in models {
        let products = model_products(&app, model).await;
        let mut ids: Vec<i64> = products.keys().copied().collect();
        ids.sort_unstable();
        for product in &ids {
            let own = &products[product];
            for options in products.values() {
                for clicked in options.iter().filter(|o| !own.contains(o)) {
                    let mut wanted: Vec<i64> = own
                        .iter()
                        .copied()
                        .filter(|o| group_of[o] != group_of[clicked])
                        .collect();
                    wanted.push(*clicked);
                    if products
                        .values()
                        .any(|o| wanted.iter().all(|w| o.contains(w)))
                    {
                        picked = Some((model, products.clone(), *product, *clicked, wanted));
                        break 'models;
                    }
                }
            }
        }
    }
    let (model, products, product, clicked, wanted) =
        picked.expect("a model whose products differ in one option");
    let own = &products[&product];

    let (code, groups) = post_form(
        &app,
        "/srv/service/catalog/attributes",
        &[
            ("product_id", product.to_string()),
            ("with_image", "1".into()),
        ],
    )
    .await;
    assert_eq!(code, 200, "{groups}");
    let groups = groups.as_array().expect("groups");
    assert_eq!(groups.len(), 2, "fabric and fit");
    let views: Vec<&str> = groups
        .iter()
        .map(|g| g["CATALOG_VIEW"].as_str().expect("view"))
        .collect();
    assert!(views.contains(&"select") && views.contains(&"button"));
    for group in groups {
        let options = group["OPTIONS"].as_array().expect("OPTIONS");
        let selected: Vec<i64> = options
            .iter()
            .filter(|o| o["SELECTED"] == 1)
            .map(|o| o["ID"].as_i64().expect("id"))
            .collect();
        assert_eq!(selected.len(), 1, "{group}");
        assert!(own.contains(&selected[0]));
        for option in options {
            let target = option["PRODUCT_ID"].as_i64().expect("PRODUCT_ID");
            let id = option["ID"].as_i64().expect("ID");
            if target > 0 {
                // The target is of the same model and has the option.
                assert!(products[&target].contains(&id), "{option}");
                assert!(option["IMAGE"].as_str().is_some(), "with_image: {option}");
            }
        }
    }

    // get-product: the current options with another option clicked.
    let mut form = vec![("model_id", model.to_string())];
    let keys = ["attribute[0][id]", "attribute[1][id]"];
    for (key, option) in keys.iter().zip(own) {
        form.push((key, option.to_string()));
    }
    form.push(("option_id", clicked.to_string()));
    let (code, found) = post_form(&app, "/srv/service/catalog/get-product", &form).await;
    assert_eq!(code, 200, "{found}");
    assert_eq!(found["MODEL_ID"], model);
    let found_id = found["PRODUCT_ID"].as_i64().expect("id");
    assert!(
        wanted.iter().all(|w| products[&found_id].contains(w)),
        "{found}"
    );
    assert!(found["URL"].as_str().expect("url").starts_with('/'));
    let sibling_options = &products[&found_id];

    // get-product-by-properties: exactly the sibling's options.
    let list = sibling_options
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let (code, body) = app
        .get_json(&format!(
            "/srv/service/catalog/get-product-by-properties?model_id={model}&options={list}"
        ))
        .await;
    assert_eq!(code, 200, "{body}");
    let id = body["PRODUCT_ID"].as_i64().expect("id");
    assert!(sibling_options.iter().all(|o| products[&id].contains(o)));

    // Options no product of the model has: 404; malformed: 400.
    let (code, body) = app
        .get_json(&format!(
            "/srv/service/catalog/get-product-by-properties?model_id={model}&options=1,2,3"
        ))
        .await;
    assert_eq!(code, 404, "{body}");
    for bad in [
        "model_id=abc&options=1",
        "options=1",
        &format!("model_id={model}&options=x"),
        &format!("model_id={model}"),
    ] {
        let (code, body) = app
            .get_json(&format!(
                "/srv/service/catalog/get-product-by-properties?{bad}"
            ))
            .await;
        assert_eq!(code, 400, "{bad}: {body}");
    }
    let (code, body) = post_form(
        &app,
        "/srv/service/catalog/get-product",
        &[("model_id", model.to_string()), ("option_id", "999".into())],
    )
    .await;
    assert_eq!(code, 404, "an unknown option: {body}");
}
on_both_backends!(attributes, attributes_and_model_products);

async fn related_products_and_comments(app: TestApp) {
    let (product, category, model): (i64, i64, i64) = {
        let r = sqlx::query(
            "SELECT id, category_id, model_id FROM products WHERE comment_count >= 2 \
             ORDER BY id LIMIT 1",
        )
        .fetch_one(&app.db.pool)
        .await
        .expect("product");
        (r.get("id"), r.get("category_id"), r.get("model_id"))
    };
    let (code, body) = app
        .get_json(&format!(
            "/srv/service/product/get-related-products/?product_id={product}"
        ))
        .await;
    assert_eq!(code, 200, "{body}");
    let related = body["PRODUCTS"].as_array().expect("PRODUCTS");
    assert!(!related.is_empty());
    assert!(related.len() <= 12);
    for card in related {
        let id = card["ID"].as_i64().expect("ID");
        assert_ne!(id, product, "never the product itself");
        let r =
            sqlx::query("SELECT category_id, model_id, total_stock FROM products WHERE id = $1")
                .bind(id)
                .fetch_one(&app.db.pool)
                .await
                .expect("related row");
        assert!(
            r.get::<i64, _>("category_id") == category || r.get::<i64, _>("model_id") == model,
            "same category or model"
        );
        assert!(r.get::<i64, _>("total_stock") > 0, "in stock");
    }

    let ratings: Vec<i64> = sqlx::query_scalar("SELECT rating FROM comments WHERE product_id = $1")
        .bind(product)
        .fetch_all(&app.db.pool)
        .await
        .expect("ratings");
    let (code, body) = app
        .get_json(&format!(
            "/srv/service/product-detail/comment-average/{product}"
        ))
        .await;
    assert_eq!(code, 200, "{body}");
    let average = (ratings.iter().sum::<i64>() as f64 / ratings.len() as f64 * 10.0).round() / 10.0;
    assert_eq!(body["COMMENT_AVERAGE"].as_f64(), Some(average));
    assert_eq!(body["COMMENT_COUNT"], ratings.len() as i64);
    let stars: i64 = body["RATINGS"]
        .as_array()
        .expect("RATINGS")
        .iter()
        .map(|n| n.as_i64().expect("n"))
        .sum();
    assert_eq!(stars, ratings.len() as i64);

    let (code, body) = app
        .get_json(&format!("/srv/service/product-detail/comments/{product}"))
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["TOTAL"], ratings.len() as i64);
    let comments = body["COMMENTS"].as_array().expect("COMMENTS");
    assert_eq!(comments.len(), ratings.len().min(5));
    assert!(comments[0]["AUTHOR"]
        .as_str()
        .is_some_and(|a| !a.is_empty()));
    let (code, body) = app
        .get_json(&format!(
            "/srv/service/product-detail/comments/{product}?pg=0"
        ))
        .await;
    assert_eq!(code, 400, "{body}");
}
on_both_backends!(related_and_comments, related_products_and_comments);

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
    let slug: String = sqlx::query_scalar("SELECT slug FROM products WHERE id = $1")
        .bind(product)
        .fetch_one(&app.db.pool)
        .await
        .expect("slug");
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
    let category_slug: String = sqlx::query_scalar(
        "SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = $1",
    )
    .bind(product)
    .fetch_one(&app.db.pool)
    .await
    .expect("category");
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
    for field in [
        "ID",
        "TYPE_ID",
        "TYPE",
        "CODE",
        "BARCODE",
        "PRICE",
        "PRICE_NOT_DISCOUNTED",
        "STOCK",
        "IN_STOCK",
        "MONEY_ORDER_PERCENT",
        "VAT",
        "WS_CODE",
        "WEIGHT",
        "ADDITIONAL_INFO",
        "TYPE_COLOR_CODE",
    ] {
        assert!(
            schemas["VariantData"]["properties"][field].is_object(),
            "{field}"
        );
    }
    assert!(schemas["Variant2List"]["properties"]["VARIANT2_LIST"].is_object());
    assert!(schemas["CatalogAttribute"]["properties"]["CATALOG_VIEW"].is_object());
}
