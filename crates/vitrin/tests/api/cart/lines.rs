//! Adding, updating and deleting cart lines: every add status, store pickup, several products at once.

use super::*;

async fn add_statuses_and_panel(app: TestApp) {
    let token = app.csrf_token().await;
    let empty = panel(&app).await;
    assert_eq!(empty["totalQuantity"], 0);
    assert_eq!(empty["cartProducts"].as_array().expect("lines").len(), 0);
    assert_eq!(empty["summary"]["freeShippingPercent"], 0);

    let (p, a, b) = controlled_product(&app, 8).await;
    // 3: added, the popup opens (the default cart_after_add).
    let added = add(&app, &token, &item(p, a, 2)).await;
    assert_eq!(added["status"], 3, "{added}");
    assert_eq!(added["statusText"], "Ürün sepetinize eklendi");
    assert_eq!(added["totalQuantity"], 2);
    assert_eq!(added["totalPrice"], 200.0);
    assert_eq!(added["priceCart"], "200,00 TL");
    let line = &added["cartProducts"][0];
    assert_eq!(line["sessIndex"], 0);
    assert_eq!(line["productId"], p);
    assert_eq!(line["variantId"], a);
    assert_eq!(line["vatAmount"], 18.18);
    assert_eq!(added["summary"]["vat"], 18.18);
    assert_eq!(added["summary"]["freeShippingRemaining"], 800.0);
    assert_eq!(added["summary"]["freeShippingPercent"], 20);
    // The panel fragment shows the same cart.
    let shown = panel(&app).await;
    assert_eq!(shown["totalQuantity"], 2);
    assert_eq!(shown["cartProducts"][0]["variantId"], a);

    // 2: from a card without a variant, a product with several must be configured on its page.
    let redirect = add(&app, &token, &[("productId", p.to_string())]).await;
    assert_eq!(redirect["status"], 2);
    let url = redirect["url"].as_str().expect("url");
    assert!(
        url.starts_with('/') && url.ends_with(&format!("-{p}")),
        "{url}"
    );

    // -1: a variant of another product, or one that does not exist.
    let foreign = other_product_variant(&app, p).await;
    for v in [foreign, 999_999] {
        let r = add(&app, &token, &item(p, v, 1)).await;
        assert_eq!(r["status"], -1, "{r}");
        assert!(r["url"].as_str().is_some());
        assert_eq!(r["totalQuantity"], 2, "cart unchanged");
    }

    // 0: sold out, and more than the stock left.
    app.run("UPDATE variants SET stock = 0 WHERE id = $1", &[&b])
        .await;
    let sold_out = add(&app, &token, &item(p, b, 1)).await;
    assert_eq!(sold_out["status"], 0);
    assert_eq!(
        sold_out["statusText"],
        "Seçtiğiniz ürün stokta bulunmamaktadır"
    );
    assert!(sold_out["title"].as_str().is_some() && sold_out["url"].as_str().is_some());
    let short = add(&app, &token, &item(p, a, 7)).await;
    assert_eq!(short["status"], 0);
    assert_eq!(
        short["statusText"],
        "Stokta yeterli ürün bulunmamaktadır. Bu üründen en fazla 6 adet daha ekleyebilirsiniz."
    );
    assert_eq!(short["totalQuantity"], 2, "cart unchanged");

    // A product with a single variant is added from a card without one.
    app.run(
        "DELETE FROM variants WHERE product_id = $1 AND id <> $2",
        &[&p, &a],
    )
    .await;
    let single = add(&app, &token, &[("productId", p.to_string())]).await;
    assert_eq!(single["status"], 3, "{single}");
    assert_eq!(single["totalQuantity"], 3);
}

on_both_backends!(add_statuses, add_statuses_and_panel);

async fn store_pickup_needs_a_store(app: TestApp) {
    let (token, (p, a, _)) = shopper_with_product(&app, 5).await;
    app.run("UPDATE products SET store_pickup = 1 WHERE id = $1", &[&p])
        .await;
    let r = add(&app, &token, &item(p, a, 1)).await;
    assert_eq!(r["status"], -2, "{r}");
    assert_eq!(
        r["statusText"],
        "Bu ürün mağazadan teslim alınır. Lütfen bir mağaza seçiniz."
    );
    assert_eq!(r["totalQuantity"], 0);

    // The set-store popup: cities, then towns of a city, then its stores.
    let list = |form: Vec<(&'static str, String)>| {
        json_ok(
            app.client
                .post(app.url("/srv/service/store/store-list/1"))
                .form(&form),
        )
    };
    let all = list(vec![]).await;
    assert_eq!(all["success"], true);
    let city = all["cities"][0].as_str().expect("a city").to_string();
    let in_city = list(vec![("city", city.clone())]).await;
    let town = in_city["towns"][0].as_str().expect("a town").to_string();
    let stores = list(vec![("city", city.clone()), ("town", town.clone())]).await;
    let first = &stores["data"][0];
    assert!(first["Ad"].as_str().is_some_and(|n| !n.is_empty()));
    let store_id = first["id"].as_i64().expect("id");
    for s in stores["data"].as_array().expect("stores") {
        assert_eq!(s["city"], city.as_str());
        assert_eq!(s["town"], town.as_str());
    }
    let (code, bad) = send(
        &app,
        &app.client,
        true,
        "/srv/service/store/store-list/7",
        None,
        &[],
    )
    .await;
    assert_eq!(code, 400);
    assert!(bad["statusText"]
        .as_str()
        .expect("text")
        .contains("Geçersiz"));

    let (code, unknown) = send(
        &app,
        &app.client,
        true,
        "/srv/service/cart/set-store/99999",
        Some(&token),
        &[],
    )
    .await;
    assert_eq!(code, 404);
    assert_eq!(unknown["statusText"], "Seçtiğiniz mağaza bulunamadı");
    let (code, set) = send(
        &app,
        &app.client,
        true,
        &format!("/srv/service/cart/set-store/{store_id}"),
        Some(&token),
        &[],
    )
    .await;
    assert_eq!(code, 200, "{set}");
    assert_eq!(set["store"]["id"], store_id);
    let r = add(&app, &token, &item(p, a, 1)).await;
    assert_eq!(r["status"], 3, "{r}");
    assert_eq!(panel(&app).await["store"]["id"], store_id);
}

on_both_backends!(store_pickup, store_pickup_needs_a_store);

async fn update_and_delete_lines(app: TestApp) {
    let (token, (p, a, b)) = shopper_with_product(&app, 6).await;
    add(&app, &token, &item(p, a, 1)).await;
    add(&app, &token, &item(p, b, 2)).await;

    let (code, r) = call(&app, "/srv/service/cart/update-item/1/4", &token).await;
    assert_eq!(code, 200, "{r}");
    assert_eq!(r["statusText"], "Sepetiniz güncellendi");
    assert_eq!(r["cartProducts"][1]["quantity"], 4);
    assert_eq!(r["totalQuantity"], 5);

    // Bad input: a clear Turkish refusal, and the cart exactly as it was.
    let before = panel(&app).await;
    for (path, code, text) in [
        ("/srv/service/cart/update-item/0/0", 400, "Geçersiz adet"),
        ("/srv/service/cart/update-item/0/-2", 400, "Geçersiz adet"),
        ("/srv/service/cart/update-item/0/abc", 400, "Geçersiz adet"),
        ("/srv/service/cart/update-item/0/1.5", 400, "Geçersiz adet"),
        (
            "/srv/service/cart/update-item/9/1",
            404,
            "bu sırada bir ürün",
        ),
        (
            "/srv/service/cart/update-item/x/1",
            404,
            "bu sırada bir ürün",
        ),
        ("/srv/service/cart/update-item/0/101", 400, "en fazla 100"),
        ("/srv/service/cart/update/1", 400, "uyuşmuyor"),
        ("/srv/service/cart/update/1-0", 400, "Geçersiz adet"),
        ("/srv/service/cart/update/1--2", 400, "Geçersiz adet"),
        ("/srv/service/cart/update/2-x", 400, "Geçersiz adet"),
        ("/srv/service/cart/delete/5", 404, "bu sırada bir ürün"),
        ("/srv/service/cart/delete/-1", 404, "bu sırada bir ürün"),
    ] {
        let (got, body) = call(&app, path, &token).await;
        assert_eq!(got, code, "{path}: {body}");
        assert_eq!(body["status"], 0, "{path}");
        let said = body["statusText"].as_str().expect("text");
        assert!(said.contains(text), "{path}: {said}");
        assert_eq!(body["error"]["message"], said);
        let after = panel(&app).await;
        assert_eq!(
            after["cartProducts"], before["cartProducts"],
            "{path} changed the cart"
        );
    }

    // Past the stock (6 of the first line's variant, 5 of the second's): the line is set to the most the stock allows, and the
    // answer says so; on one line and among all of them.
    let (code, r) = call(&app, "/srv/service/cart/update-item/0/7", &token).await;
    assert_eq!(code, 200, "{r}");
    assert_eq!(r["status"], 1);
    assert_eq!(
        r["statusText"],
        "Bu üründen stokta yalnızca 6 adet bulunmaktadır. Adet 6 olarak güncellendi."
    );
    assert_eq!(r["cartProducts"][0]["quantity"], 6);
    let (code, r) = call(&app, "/srv/service/cart/update/2-9", &token).await;
    assert_eq!(code, 200, "{r}");
    assert_eq!(r["cartProducts"][0]["quantity"], 2);
    assert_eq!(r["cartProducts"][1]["quantity"], 5);
    assert_eq!(
        r["statusText"],
        "Bu üründen stokta yalnızca 5 adet bulunmaktadır. Adet 5 olarak güncellendi."
    );
    // With none left, the change is refused and the cart stays as it was.
    app.run("UPDATE variants SET stock = 0 WHERE id = $1", &[&a])
        .await;
    let before = panel(&app).await;
    let (code, r) = call(&app, "/srv/service/cart/update-item/0/3", &token).await;
    assert_eq!(code, 400, "{r}");
    assert_eq!(r["statusText"], "Seçtiğiniz ürün stokta bulunmamaktadır");
    assert_eq!(panel(&app).await["cartProducts"], before["cartProducts"]);
    app.run("UPDATE variants SET stock = 6 WHERE id = $1", &[&a])
        .await;

    // POST works on the spec's GET paths too; update sets every line and the order notes.
    let (code, r) = send(
        &app,
        &app.client,
        true,
        "/srv/service/cart/update/3-1",
        Some(&token),
        &[("orderNotes", "Hediye paketi olsun".to_string())],
    )
    .await;
    assert_eq!(code, 200, "{r}");
    assert_eq!(r["cartProducts"][0]["quantity"], 3);
    assert_eq!(r["cartProducts"][1]["quantity"], 1);
    assert_eq!(r["orderNotes"], "Hediye paketi olsun");

    let (code, r) = call(&app, "/srv/service/cart/delete/0", &token).await;
    assert_eq!(code, 200, "{r}");
    assert_eq!(r["statusText"], "Ürün sepetinizden çıkarıldı");
    let lines = r["cartProducts"].as_array().expect("lines");
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["variantId"], b);
    assert_eq!(lines[0]["sessIndex"], 0);

    let (code, r) = call(&app, "/srv/service/cart/delete-all", &token).await;
    assert_eq!(code, 200);
    assert_eq!(r["statusText"], "Sepetiniz boşaltıldı");
    assert_eq!(r["totalQuantity"], 0);
    assert_eq!(panel(&app).await["totalQuantity"], 0);
}

on_both_backends!(update_delete, update_and_delete_lines);

async fn multi_add_checks_each_product(app: TestApp) {
    let (token, (p, a, b)) = shopper_with_product(&app, 5).await;
    app.run("UPDATE variants SET stock = 0 WHERE id = $1", &[&b])
        .await;
    let form = vec![
        ("productId[]", p.to_string()),
        ("variantId[]", a.to_string()),
        ("quantity[]", "1".to_string()),
        ("productId[]", p.to_string()),
        ("variantId[]", b.to_string()),
        ("quantity[]", "1".to_string()),
    ];
    let r = add(&app, &token, &form).await;
    assert_eq!(r["status"], 3, "a success leads to the popup: {r}");
    let results = r["results"].as_array().expect("results");
    assert_eq!(results.len(), 2);
    assert_eq!(results[0]["status"], 3);
    assert_eq!(results[1]["status"], 0);
    assert_eq!(
        results[1]["statusText"],
        "Seçtiğiniz ürün stokta bulunmamaktadır"
    );
    assert!(results[1]["url"].as_str().is_some());
    assert_eq!(r["totalQuantity"], 1);

    // Nothing ticked.
    let r = add(&app, &token, &[]).await;
    assert_eq!(r["status"], 0);
    assert_eq!(r["statusText"], "Seçili ürün bulunmamaktadır");
    // Bad quantities and ids.
    for (pid, qty, text) in [
        (p.to_string(), "0", "Geçersiz adet"),
        (p.to_string(), "-3", "Geçersiz adet"),
        (p.to_string(), "iki", "Geçersiz adet"),
        (p.to_string(), "101", "en fazla 100"),
        ("abc".to_string(), "1", "Ürün bulunamadı"),
        ("99999999".to_string(), "1", "Ürün bulunamadı"),
    ] {
        let r = add(
            &app,
            &token,
            &[
                ("productId", pid),
                ("variantId[]", a.to_string()),
                ("quantity[]", qty.to_string()),
            ],
        )
        .await;
        assert_eq!(r["status"], 0, "{qty}");
        assert!(r["statusText"].as_str().expect("t").contains(text), "{r}");
        assert_eq!(r["totalQuantity"], 1, "cart unchanged");
    }
}

on_both_backends!(multi_add, multi_add_checks_each_product);
