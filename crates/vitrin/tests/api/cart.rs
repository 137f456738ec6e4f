//! The cart calls of spec section 7: every add-to-cart status, the fragment, update, delete,
//! set-store, totals in kuruş, bad input, CSRF, and parallel adds that lose nothing.

use serde_json::Value;
use sqlx::Row;

use crate::{
    helpers::{inline_json, test_config, TestApp},
    on_both_backends,
};

const PANEL: &str = "/srv/service/content-v5/sub-folder/1/1001/cart";
const ADD: &str = "/srv/service/cart/add-to-cart";

/// A shopper's browser: the session cookie lives in the app's client, the token comes from a page.
async fn csrf_token(app: &TestApp) -> String {
    let (_, html) = app.html("/").await;
    inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"]
        .as_str()
        .expect("token")
        .to_string()
}

async fn send(
    app: &TestApp,
    client: &reqwest::Client,
    post: bool,
    path: &str,
    token: Option<&str>,
    form: &[(&str, String)],
) -> (u16, Value) {
    let url = app.url(path);
    let mut req = if post {
        client.post(&url).form(form)
    } else {
        client.get(&url)
    };
    req = req.header("Origin", app.base.clone());
    if let Some(t) = token {
        req = req.header("X-CSRF-Token", t);
    }
    let r = req.send().await.expect("request");
    let status = r.status().as_u16();
    (status, r.json().await.expect("json"))
}

async fn call(app: &TestApp, path: &str, token: &str) -> (u16, Value) {
    send(app, &app.client, false, path, Some(token), &[]).await
}

async fn add(app: &TestApp, token: &str, form: &[(&str, String)]) -> Value {
    let (code, body) = send(app, &app.client, true, ADD, Some(token), form).await;
    assert_eq!(code, 200, "{body}");
    body
}

fn item(product: i64, variant: i64, qty: i64) -> Vec<(&'static str, String)> {
    vec![
        ("productId", product.to_string()),
        ("variantId[]", variant.to_string()),
        ("quantity[]", qty.to_string()),
    ]
}

async fn panel(app: &TestApp) -> Value {
    let (code, body) = app.get_json(PANEL).await;
    assert_eq!(code, 200, "{body}");
    body
}

/// A product sold by delivery with one variant we control: price 100,00 TL, 10 % VAT, the given
/// stock, no tiers, no subscription; returns (product, variant, another variant of it).
async fn controlled_product(app: &TestApp, stock: i64) -> (i64, i64, i64) {
    let row = sqlx::query(
        "SELECT v.product_id, MIN(v.id) AS a, MAX(v.id) AS b FROM variants v \
         JOIN products p ON p.id = v.product_id WHERE p.store_pickup = 0 \
         GROUP BY v.product_id HAVING COUNT(*) >= 2 ORDER BY v.product_id LIMIT 1",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("a product with two variants");
    let (p, a, b): (i64, i64, i64) = (row.get("product_id"), row.get("a"), row.get("b"));
    for sql in [
        "UPDATE products SET vat_percent = 10, subscription_percent = 0, qty_min = 1, \
         qty_max = 100, qty_step = 1 WHERE id = $1",
        "DELETE FROM multi_buy_tiers WHERE product_id = $1",
        "UPDATE variants SET price_sell = 10000, price_list = 10000, stock = 5 WHERE product_id = $1",
    ] {
        sqlx::query(sql).bind(p).execute(&app.db.pool).await.expect(sql);
    }
    sqlx::query("UPDATE variants SET stock = $1 WHERE id = $2")
        .bind(stock)
        .bind(a)
        .execute(&app.db.pool)
        .await
        .expect("stock");
    (p, a, b)
}

async fn other_product_variant(app: &TestApp, not_product: i64) -> i64 {
    sqlx::query_scalar("SELECT id FROM variants WHERE product_id <> $1 ORDER BY id LIMIT 1")
        .bind(not_product)
        .fetch_one(&app.db.pool)
        .await
        .expect("variant")
}

async fn add_statuses_and_panel(app: TestApp) {
    let token = csrf_token(&app).await;
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
    sqlx::query("UPDATE variants SET stock = 0 WHERE id = $1")
        .bind(b)
        .execute(&app.db.pool)
        .await
        .expect("sold out");
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
    sqlx::query("DELETE FROM variants WHERE product_id = $1 AND id <> $2")
        .bind(p)
        .bind(a)
        .execute(&app.db.pool)
        .await
        .expect("one variant left");
    let single = add(&app, &token, &[("productId", p.to_string())]).await;
    assert_eq!(single["status"], 3, "{single}");
    assert_eq!(single["totalQuantity"], 3);
}
on_both_backends!(add_statuses, add_statuses_and_panel);

async fn store_pickup_needs_a_store(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, _) = controlled_product(&app, 5).await;
    sqlx::query("UPDATE products SET store_pickup = 1 WHERE id = $1")
        .bind(p)
        .execute(&app.db.pool)
        .await
        .expect("pickup");
    let r = add(&app, &token, &item(p, a, 1)).await;
    assert_eq!(r["status"], -2, "{r}");
    assert_eq!(
        r["statusText"],
        "Bu ürün mağazadan teslim alınır. Lütfen bir mağaza seçiniz."
    );
    assert_eq!(r["totalQuantity"], 0);

    // The set-store popup: cities, then towns of a city, then its stores.
    let list = |form: Vec<(&'static str, String)>| {
        let app = &app;
        async move {
            let r = app
                .client
                .post(app.url("/srv/service/store/store-list/1"))
                .form(&form)
                .send()
                .await
                .expect("store list");
            assert_eq!(r.status(), 200);
            r.json::<Value>().await.expect("json")
        }
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
    let token = csrf_token(&app).await;
    let (p, a, b) = controlled_product(&app, 6).await;
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
    sqlx::query("UPDATE variants SET stock = 0 WHERE id = $1")
        .bind(a)
        .execute(&app.db.pool)
        .await
        .expect("sold out");
    let before = panel(&app).await;
    let (code, r) = call(&app, "/srv/service/cart/update-item/0/3", &token).await;
    assert_eq!(code, 400, "{r}");
    assert_eq!(r["statusText"], "Seçtiğiniz ürün stokta bulunmamaktadır");
    assert_eq!(panel(&app).await["cartProducts"], before["cartProducts"]);
    sqlx::query("UPDATE variants SET stock = 6 WHERE id = $1")
        .bind(a)
        .execute(&app.db.pool)
        .await
        .expect("back in stock");

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

async fn totals_apply_tiers_subscription_vat_and_currency(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, _) = controlled_product(&app, 20).await;
    sqlx::query("UPDATE products SET subscription_percent = 5, vat_percent = 20 WHERE id = $1")
        .bind(p)
        .execute(&app.db.pool)
        .await
        .expect("subscription");
    for (min, max, percent) in [(2, 3, 5), (4, 99, 10)] {
        sqlx::query(
            "INSERT INTO multi_buy_tiers (product_id, min_qty, max_qty, percent) VALUES ($1, $2, $3, $4)",
        )
        .bind(p)
        .bind(min)
        .bind(max)
        .bind(percent)
        .execute(&app.db.pool)
        .await
        .expect("tier");
    }
    // A price sent by the client is ignored.
    let mut form = item(p, a, 4);
    form.push(("subscribe", "1".into()));
    form.push(("subscribeFrequency", "60".into()));
    form.push(("price", "1".into()));
    let r = add(&app, &token, &form).await;
    assert_eq!(r["status"], 3, "{r}");
    let line = &r["cartProducts"][0];
    // 4 x 100,00 = 400,00; 10 % tier = 40,00; 5 % subscription of 360,00 = 18,00; 342,00 left,
    // of which VAT 20 % is 57,00.
    assert_eq!(line["lineGross"], 400.0);
    assert_eq!(line["tierPercent"], 10);
    assert_eq!(line["tierDiscount"], 40.0);
    assert_eq!(line["subscriptionDiscount"], 18.0);
    assert_eq!(line["lineTotal"], 342.0);
    assert_eq!(line["vatAmount"], 57.0);
    assert_eq!(line["subscribeFrequency"], 60);
    assert_eq!(r["totalPrice"], 342.0);
    assert_eq!(r["summary"]["discount"], 58.0);
    assert_eq!(r["priceCart"], "342,00 TL");

    // In US dollars at 41,25 the unit price is converted and rounded once (100,00 / 41,25 =
    // 2.42), then the line is priced: 4 x 2.42 = 9.68, less 10 % (0.97) is 8.71, less 5 % (0.44)
    // is 8.27; the total is the line's.
    let (_, usd) = app
        .get_json(&format!("{PANEL}?currency=USD&language=en"))
        .await;
    assert_eq!(usd["currency"], "USD");
    assert_eq!(usd["cartProducts"][0]["unitPrice"], 2.42);
    assert_eq!(usd["cartProducts"][0]["lineTotal"], 8.27);
    assert_eq!(usd["totalPrice"], 8.27);
    assert_eq!(usd["priceCart"], "8.27 USD");

    // Subscription on a product without one, and a frequency not offered, are refused.
    let (q, v, _) = (p, a, ());
    let mut bad = item(q, v, 1);
    bad.push(("subscribe", "1".into()));
    bad.push(("subscribeFrequency", "7".into()));
    let r = add(&app, &token, &bad).await;
    assert_eq!(r["status"], 0);
    assert!(r["statusText"]
        .as_str()
        .expect("t")
        .contains("abonelik sıklığı"));
}
on_both_backends!(totals, totals_apply_tiers_subscription_vat_and_currency);

async fn foreign_totals_are_the_sums_of_the_lines_shown(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, b) = controlled_product(&app, 20).await;
    sqlx::query("UPDATE variants SET price_sell = 100, price_list = 100 WHERE product_id = $1")
        .bind(p)
        .execute(&app.db.pool)
        .await
        .expect("prices");
    add(&app, &token, &item(p, a, 3)).await;
    add(&app, &token, &item(p, b, 3)).await;
    // 1,00 TL at 47,80 is 0.02 EUR a piece: three of each are 0.06 and 0.06, 0.12 in all, where
    // converting the 6,00 TL total would say 0.13.
    let (_, eur) = app
        .get_json(&format!("{PANEL}?currency=EUR&language=en"))
        .await;
    assert_eq!(eur["currency"], "EUR");
    for line in 0..2 {
        assert_eq!(eur["cartProducts"][line]["unitPrice"], 0.02, "{eur}");
        assert_eq!(eur["cartProducts"][line]["lineTotal"], 0.06, "{eur}");
    }
    assert_eq!(eur["summary"]["subtotal"], 0.12);
    assert_eq!(eur["summary"]["total"], 0.12);
    assert_eq!(eur["totalPrice"], 0.12);
    assert_eq!(eur["priceCart"], "0.12 EUR");
}
on_both_backends!(
    foreign_totals,
    foreign_totals_are_the_sums_of_the_lines_shown
);

async fn subscription_frequency_changes_on_the_cart(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, b) = controlled_product(&app, 5).await;
    sqlx::query("UPDATE products SET subscription_percent = 5 WHERE id = $1")
        .bind(p)
        .execute(&app.db.pool)
        .await
        .expect("subscription");
    let mut form = item(p, a, 2);
    form.push(("subscribe", "1".into()));
    form.push(("subscribeFrequency", "30".into()));
    add(&app, &token, &form).await;
    add(&app, &token, &item(p, b, 1)).await;
    let before = panel(&app).await;
    let freq = |path: &str| format!("/srv/service/cart/update-frequency/{path}");

    let (c, r) = send(&app, &app.client, true, &freq("0/90"), Some(&token), &[]).await;
    assert_eq!(c, 200, "{r}");
    assert_eq!(r["status"], 1);
    assert_eq!(r["cartProducts"][0]["subscribeFrequency"], 90);
    // The discount does not depend on the frequency: the totals stay, recomputed by the server.
    assert_eq!(r["cartProducts"][0]["subscriptionDiscount"], 10.0);
    assert_eq!(r["totalPrice"], before["totalPrice"]);
    assert_eq!(
        panel(&app).await["cartProducts"][0]["subscribeFrequency"],
        90
    );

    // A frequency not offered, a line without subscription, an unknown line, no CSRF token:
    // refused in Turkish, and the cart stays as it was.
    let after = panel(&app).await;
    for (path, code, text) in [
        ("0/7", 400, "abonelik sıklığı"),
        ("0/abc", 400, "abonelik sıklığı"),
        ("1/60", 400, "abonelikle satılmamaktadır"),
        ("9/60", 404, ""),
        ("-1/60", 404, ""),
    ] {
        let (c, r) = send(&app, &app.client, true, &freq(path), Some(&token), &[]).await;
        assert_eq!(c, code, "{path}: {r}");
        assert_eq!(r["status"], 0, "{path}");
        assert!(r["statusText"].as_str().expect("t").contains(text), "{r}");
    }
    let (c, _) = send(&app, &app.client, true, &freq("0/15"), None, &[]).await;
    assert_eq!(c, 403);
    assert_eq!(panel(&app).await["cartProducts"], after["cartProducts"]);
}
on_both_backends!(frequency, subscription_frequency_changes_on_the_cart);

async fn embroidery_is_checked_by_the_server_and_kept_on_the_line(app: TestApp) {
    // The seed asks for a name to embroider on one product in fifteen.
    let (asking, all): (i64, i64) = {
        let count = |sql: &'static str| sqlx::query_scalar::<_, i64>(sql).fetch_one(&app.db.pool);
        (
            count("SELECT COUNT(*) FROM products WHERE personalization_max = 12")
                .await
                .expect("count"),
            count("SELECT COUNT(*) FROM products").await.expect("count"),
        )
    };
    assert_eq!(asking, all / 15);

    let token = csrf_token(&app).await;
    let (p, a, _) = controlled_product(&app, 5).await;
    sqlx::query("UPDATE products SET personalization_max = 12 WHERE id = $1")
        .bind(p)
        .execute(&app.db.pool)
        .await
        .expect("personalization");
    let key = format!("formData[{p}][name]");
    let named = |name: &str| {
        let mut form: Vec<(&str, String)> = item(p, a, 1);
        form.push((key.as_str(), name.to_string()));
        form
    };

    // Missing, empty, other characters, too long: status 0, a Turkish reason, the product's url.
    let r = add(&app, &token, &item(p, a, 1)).await;
    assert_eq!(r["status"], 0, "{r}");
    assert_eq!(r["statusText"], "Nakış ismi boş bırakılamaz");
    // The code lets a card add (which sends no name) go to the product page.
    assert_eq!(r["results"][0]["code"], "embroidery_required");
    assert!(
        r["url"].as_str().expect("url").contains(&format!("-{p}")),
        "{r}"
    );
    for bad in ["   ", "Ali1", "Ali<script>", "Ahmet Mehmet Ali"] {
        let r = add(&app, &token, &named(bad)).await;
        assert_eq!(r["status"], 0, "{bad}: {r}");
        assert!(r["statusText"]
            .as_str()
            .expect("t")
            .starts_with("Nakış ismi"));
        assert!(r["url"].is_string());
    }
    assert_eq!(
        panel(&app).await["cartProducts"]
            .as_array()
            .expect("lines")
            .len(),
        0
    );

    // A good name is kept on the line and shown as typed (trimmed).
    let r = add(&app, &token, &named("  Ayşe-Nur Öz ")).await;
    assert_ne!(r["status"], 0, "{r}");
    let lines = panel(&app).await["cartProducts"].clone();
    assert_eq!(lines.as_array().expect("lines").len(), 1);
    assert_eq!(lines[0]["personalization"], "Ayşe-Nur Öz");
}
on_both_backends!(
    embroidery,
    embroidery_is_checked_by_the_server_and_kept_on_the_line
);

async fn multi_add_checks_each_product(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, b) = controlled_product(&app, 5).await;
    sqlx::query("UPDATE variants SET stock = 0 WHERE id = $1")
        .bind(b)
        .execute(&app.db.pool)
        .await
        .expect("sold out");
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

async fn state_changes_need_csrf_and_same_origin(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, _) = controlled_product(&app, 5).await;
    add(&app, &token, &item(p, a, 1)).await;
    let form = item(p, a, 1);

    let refused = |code: u16, body: &Value| {
        assert_eq!(code, 403, "{body}");
        assert_eq!(body["status"], 0);
        assert!(
            body["statusText"].as_str().expect("t").contains("Lütfen")
                || body["statusText"]
                    .as_str()
                    .expect("t")
                    .contains("reddedildi")
        );
    };
    // No token, a wrong token, on POST and on the GET paths.
    let (c, b) = send(&app, &app.client, true, ADD, None, &form).await;
    refused(c, &b);
    assert_eq!(
        b["statusText"],
        "Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin."
    );
    let (c, b) = send(&app, &app.client, true, ADD, Some("0123abcd"), &form).await;
    refused(c, &b);
    for path in [
        "/srv/service/cart/delete-all",
        "/srv/service/cart/delete/0",
        "/srv/service/cart/update-item/0/2",
        "/srv/service/cart/update/2",
    ] {
        let (c, b) = send(&app, &app.client, false, path, None, &[]).await;
        refused(c, &b);
        let (c, b) = send(&app, &app.client, false, path, Some("wrong"), &[]).await;
        refused(c, &b);
    }
    // Another site's page, even with the right token.
    let r = app
        .client
        .get(app.url("/srv/service/cart/delete-all"))
        .header("Origin", "https://evil.example")
        .header("X-CSRF-Token", &token)
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 403);
    let body: Value = r.json().await.expect("json");
    assert_eq!(
        body["statusText"],
        "Bu istek başka bir siteden geldiği için reddedildi."
    );
    // No Origin and no Referer.
    let r = app
        .client
        .get(app.url("/srv/service/cart/delete-all"))
        .header("X-CSRF-Token", &token)
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 403);
    // A tampered session cookie: the signature fails, so there is no session to act on.
    let stranger = reqwest::Client::new();
    let r = stranger
        .get(app.url("/srv/service/cart/delete-all"))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", &token)
        .header(
            "Cookie",
            "vitrin_session=AAAAtampered0123456789abcdef0123456789abcdef",
        )
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 403);
    let body: Value = r.json().await.expect("json");
    assert!(body["statusText"]
        .as_str()
        .expect("t")
        .contains("Oturumunuz doğrulanamadı"));

    // Nothing changed.
    assert_eq!(panel(&app).await["totalQuantity"], 1);

    // The form field works in place of the header, with a Referer in place of Origin.
    let mut with_field = item(p, a, 1);
    with_field.push(("csrfToken", token.clone()));
    let r = app
        .client
        .post(app.url(ADD))
        .header("Referer", app.url("/sepet"))
        .form(&with_field)
        .send()
        .await
        .expect("request");
    assert_eq!(r.status(), 200);
    assert_eq!(panel(&app).await["totalQuantity"], 2);
}
on_both_backends!(csrf, state_changes_need_csrf_and_same_origin);

async fn parallel_adds_lose_nothing_and_never_pass_stock(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, b) = controlled_product(&app, 10).await;
    sqlx::query("UPDATE variants SET stock = 40 WHERE id = $1")
        .bind(b)
        .execute(&app.db.pool)
        .await
        .expect("stock");
    // One shopper, 16 parallel adds of 1 where only 10 are in stock, and 12 of another variant.
    let mut tasks = Vec::new();
    for i in 0..28 {
        let client = app.client.clone();
        let url = app.url(ADD);
        let origin = app.base.clone();
        let token = token.clone();
        let variant = if i < 16 { a } else { b };
        tasks.push(tokio::spawn(async move {
            let r = client
                .post(url)
                .header("Origin", origin)
                .header("X-CSRF-Token", token)
                .form(&item(p, variant, 1))
                .send()
                .await
                .expect("request");
            assert_eq!(r.status(), 200);
            let body: Value = r.json().await.expect("json");
            (variant, body["status"].as_i64().expect("status"))
        }));
    }
    let mut added = [0, 0];
    for t in tasks {
        let (variant, status) = t.await.expect("task");
        if status == 3 {
            added[usize::from(variant == b)] += 1;
        } else {
            assert_eq!(status, 0);
        }
    }
    assert_eq!(added, [10, 12], "every add within the stock succeeds");
    let cart = panel(&app).await;
    let lines = cart["cartProducts"].as_array().expect("lines");
    assert_eq!(lines.len(), 2, "no duplicate lines: {cart}");
    let qty = |v: i64| {
        lines
            .iter()
            .find(|l| l["variantId"] == v)
            .map(|l| l["quantity"].as_i64().expect("qty"))
    };
    assert_eq!(qty(a), Some(10), "never past the stock");
    assert_eq!(qty(b), Some(12), "no add lost");

    // Two browsers at the same moment: each keeps its own adds.
    let browsers: Vec<reqwest::Client> = (0..2)
        .map(|_| {
            reqwest::Client::builder()
                .cookie_store(true)
                .build()
                .expect("client")
        })
        .collect();
    let mut tokens = Vec::new();
    for c in &browsers {
        let html = c
            .get(app.url("/"))
            .send()
            .await
            .expect("page")
            .text()
            .await
            .expect("html");
        tokens.push(
            inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"]
                .as_str()
                .expect("token")
                .to_string(),
        );
    }
    let mut tasks = Vec::new();
    for round in 0..6 {
        for (c, t) in browsers.iter().zip(&tokens) {
            let (c, t, url, origin) = (c.clone(), t.clone(), app.url(ADD), app.base.clone());
            let _ = round;
            tasks.push(tokio::spawn(async move {
                let r = c
                    .post(url)
                    .header("Origin", origin)
                    .header("X-CSRF-Token", t)
                    .form(&item(p, b, 2))
                    .send()
                    .await
                    .expect("request");
                r.json::<Value>().await.expect("json")["status"].as_i64()
            }));
        }
    }
    for t in tasks {
        assert_eq!(t.await.expect("task"), Some(3));
    }
    for c in &browsers {
        let cart: Value = c
            .get(app.url(PANEL))
            .send()
            .await
            .expect("panel")
            .json()
            .await
            .expect("json");
        assert_eq!(cart["totalQuantity"], 12, "{cart}");
    }
}
on_both_backends!(
    parallel_adds,
    parallel_adds_lose_nothing_and_never_pass_stock
);

async fn cart_survives_a_restart_and_follows_the_after_add_setting(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, _) = controlled_product(&app, 9).await;
    add(&app, &token, &item(p, a, 1)).await;
    // A second instance on the same database (another process, or this one restarted) with the
    // shop set to show a notice (4), then to stay on the page (1).
    for (setting, status) in [("notice", 4), ("stay", 1)] {
        let mut config = test_config(app.config.data_dir.clone(), app.config.database_url.clone());
        config.cart_after_add = setting.into();
        let secret = vitrin::startup::load_secret(&config).expect("secret");
        let state = vitrin::app::AppState::new(app.db.clone(), config, secret);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        tokio::spawn(vitrin::app::serve(
            listener,
            vitrin::app::build_app(state),
            std::future::pending(),
        ));
        // Cookies do not depend on the port: the same session reaches the new instance.
        let cart: Value = app
            .client
            .get(format!("{base}{PANEL}"))
            .send()
            .await
            .expect("panel")
            .json()
            .await
            .expect("json");
        assert!(cart["totalQuantity"].as_i64().expect("qty") >= 1, "{cart}");
        let r: Value = app
            .client
            .post(format!("{base}{ADD}"))
            .header("Origin", base.clone())
            .header("X-CSRF-Token", &token)
            .form(&item(p, a, 1))
            .send()
            .await
            .expect("add")
            .json()
            .await
            .expect("json");
        assert_eq!(r["status"], status, "{setting}: {r}");
    }
}
on_both_backends!(
    restart_and_setting,
    cart_survives_a_restart_and_follows_the_after_add_setting
);

async fn cart_page_and_unknown_fragments(app: TestApp) {
    let (code, html) = app.html("/sepet").await;
    assert_eq!(code, 200);
    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["PAGE_ID"], 30);
    assert_eq!(settings["PAGE_TYPE"], "cart");
    assert!(html.contains("noindex"));
    assert_eq!(inline_json(&html, "vitrin-data")["route"], "cart");
    let (code, _) = app.html("/en/sepet").await;
    assert_eq!(code, 200);
    // The language switch on the cart page goes to the cart in the other language.
    let (code, change) = app.get_json("/srv/service/language/change/ar/cart/0").await;
    assert_eq!(code, 200);
    assert_eq!(change["link"], "/ar/sepet");
    let (code, body) = app
        .get_json("/srv/service/content-v5/sub-folder/1/1001/bilinmeyen")
        .await;
    assert_eq!(code, 404);
    assert!(body["statusText"].as_str().is_some());
    let (code, popup) = app
        .get_json("/srv/service/content-v5/sub-folder/30/0/popup-cart")
        .await;
    assert_eq!(code, 200);
    assert_eq!(popup["totalQuantity"], 0);
    // Product pages carry their colour and size choices for the add-to-cart form.
    let slug: String = sqlx::query_scalar("SELECT slug FROM products ORDER BY id LIMIT 1")
        .fetch_one(&app.db.pool)
        .await
        .expect("slug");
    let (_, page) = app
        .get_json(&format!("/api/storefront/page?path=/{slug}"))
        .await;
    let variants = page["product"]["VARIANTS"].as_array().expect("variants");
    assert!(!variants.is_empty());
    for key in ["ID", "TYPE1_NAME", "TYPE2_NAME", "STOCK", "IN_STOCK"] {
        assert!(!variants[0][key].is_null(), "{key}");
    }
}
on_both_backends!(cart_page, cart_page_and_unknown_fragments);

async fn messages_follow_the_request_language(app: TestApp) {
    let token = csrf_token(&app).await;
    let (p, a, _) = controlled_product(&app, 3).await;
    let r = app
        .client
        .post(app.url(&format!("{ADD}?language=en")))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", &token)
        .form(&item(p, a, 9))
        .send()
        .await
        .expect("add");
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["status"], 0);
    assert_eq!(
        body["statusText"],
        "Not enough stock. You can add at most 3 more."
    );
    let r = app
        .client
        .get(app.url("/srv/service/cart/delete-all?language=ar"))
        .header("Origin", app.base.clone())
        .send()
        .await
        .expect("delete");
    assert_eq!(r.status(), 403);
    let body: Value = r.json().await.expect("json");
    assert_eq!(
        body["statusText"],
        "فشل التحقق الأمني. يرجى تحديث الصفحة والمحاولة مرة أخرى."
    );
}
on_both_backends!(languages, messages_follow_the_request_language);
