//! The filter call's documented shape and bad input.

use super::*;

async fn filter_call_answers_the_documented_shape(app: TestApp) {
    let f = app
        .get_ok("/srv/service/filter/get/?category=erkek-cocuk")
        .await;
    for key in ["FILTERS", "BRANDS", "CATEGORIES"] {
        assert!(f[key].is_array(), "{key}");
    }
    for key in ["MIN", "MAX", "MIN_SELECTED", "MAX_SELECTED"] {
        assert!(f["PRICE"][key].is_number(), "PRICE.{key}");
    }
    let colour = &f["VARIANTS"]["TYPE1_LIST"][0];
    for key in [
        "ID",
        "LIST_NO",
        "NAME",
        "COLOR_CODE",
        "IMAGE",
        "COUNT",
        "SELECTED",
    ] {
        assert!(!colour[key].is_null(), "TYPE1_LIST[].{key}");
    }
    assert!(f["VARIANTS"]["TYPE2_LIST"][0]["NAME"]
        .as_str()
        .is_some_and(|n| n.contains("Yaş")));
    // Catalog attributes (fabric, fit) as FILTERS with counts that add up to the list.
    let fabric = &f["FILTERS"][0];
    for key in ["ID", "NAME", "TYPE", "LIST_NO", "VALUES"] {
        assert!(!fabric[key].is_null(), "FILTERS[].{key}");
    }
    let value = &fabric["VALUES"][0];
    for key in ["COUNT", "ID", "DATA", "NAME", "SELECTED"] {
        assert!(!value[key].is_null(), "VALUES[].{key}");
    }
    let sum: i64 = numbers(&fabric["VALUES"], "COUNT").iter().sum();
    assert_eq!(Some(sum), f["TOTAL"].as_i64(), "one fabric per product");
    let option = value["ID"].as_i64().expect("option id");
    let (_, narrowed) = app
        .get_json(&format!(
            "/srv/service/filter/get/?category=erkek-cocuk&option={option}"
        ))
        .await;
    let expected = scalar(
        &app,
        &format!(
            "SELECT COUNT(*) FROM products p JOIN product_catalog_options o ON o.product_id = p.id \
             WHERE {BOYS} AND o.option_id = {option}"
        ),
    )
    .await;
    assert_eq!(narrowed["TOTAL"].as_i64(), Some(expected));
    assert_eq!(value["COUNT"].as_i64(), Some(expected));
    // The current category, selected, with its sub-categories and their counts.
    let boys = &f["CATEGORIES"][0];
    assert_eq!(boys["SELECTED"], true);
    assert_eq!(boys["URL"], "/erkek-cocuk");
    let children: i64 = numbers(&boys["CHILDREN"], "COUNT").iter().sum();
    assert_eq!(Some(children), boys["COUNT"].as_i64());
    assert_eq!(boys["COUNT"], f["TOTAL"]);

    // By id, and by POST with the state in a form body: the same answer.
    let id = boys["ID"].as_i64().expect("id");
    let (_, by_id) = app
        .get_json(&format!("/srv/service/filter/get/?category={id}"))
        .await;
    assert_eq!(by_id, f);
    let colour_id = colour["ID"].as_i64().expect("colour");
    let (_, get) = app
        .get_json(&format!(
            "/srv/service/filter/get/?category=erkek-cocuk&type1={colour_id}&stock=1"
        ))
        .await;
    let posted: Value = app
        .client
        .post(app.url("/srv/service/filter/get/?category=erkek-cocuk"))
        .form(&[("type1", colour_id.to_string()), ("stock", "1".into())])
        .send()
        .await
        .expect("post")
        .json()
        .await
        .expect("json");
    assert_eq!(posted, get);
    assert_eq!(get["IN_STOCK"]["SELECTED"], true);

    // Languages and currencies as everywhere.
    let (_, en) = app
        .get_json("/srv/service/filter/get/?category=erkek-cocuk&language=en&currency=USD")
        .await;
    assert_eq!(en["CATEGORIES"][0]["NAME"], "Boys");
    assert!(
        en["PRICE"]["MAX"].as_f64().expect("usd") < f["PRICE"]["MAX"].as_f64().expect("try"),
        "prices in dollars"
    );
    // Special lists by path; unknown categories are 404s.
    let sale = app
        .get_ok("/srv/service/filter/get/?category=indirimli-urunler")
        .await;
    let discounted = scalar(
        &app,
        "SELECT COUNT(*) FROM products WHERE price_sell < price_list",
    )
    .await;
    assert_eq!(sale["TOTAL"].as_i64(), Some(discounted));
    let (status, _) = app
        .get_json("/srv/service/filter/get/?category=yok-boyle-kategori")
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .get_json("/srv/service/filter/get/?category=999999")
        .await;
    assert_eq!(status, 404);
}

on_both_backends!(filter_call, filter_call_answers_the_documented_shape);

async fn bad_input_never_fails_the_server(app: TestApp) {
    let odd = [
        "type1=%FF%FE",
        "type1=1,,,,2&type1=-1&type1=99999999999999999999999",
        "price=99999999999999999999-1",
        "price=-",
        "price=%00",
        "pg=99999999999",
        "pg=-1",
        "sort=%27%3B%20DROP%20TABLE%20products",
        "stock=1&stock=0&stock=",
        "option=1e5",
        "q=%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80",
    ];
    for query in odd {
        for path in [
            format!("/srv/service/filter/get/?category=erkek-cocuk&{query}"),
            format!("/srv/service/filter/get/?{query}"),
            format!("/erkek-cocuk?{query}"),
            format!("/arama?q=elbise&{query}"),
            format!("/cok-satanlar?{query}"),
        ] {
            let status = app.get(&path).await.status().as_u16();
            assert!(status < 500, "{path}: {status}");
        }
    }
    // A page far past the end is an empty page, not an error.
    let far = page(&app, "/erkek-cocuk?pg=500").await;
    assert!(ids(&far).is_empty());
    assert!(total(&far) > 0);
}

on_both_backends!(bad_input, bad_input_never_fails_the_server);
