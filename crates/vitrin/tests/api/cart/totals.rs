//! Cart totals: tiers, subscription, VAT, foreign currencies, the frequency and embroidery kept on a line.

use super::*;

async fn totals_apply_tiers_subscription_vat_and_currency(app: TestApp) {
    let (token, (p, a, _)) = shopper_with_product(&app, 20).await;
    app.run(
        "UPDATE products SET subscription_percent = 5, vat_percent = 20 WHERE id = $1",
        &[&p],
    )
    .await;
    for (min, max, percent) in [(2, 3, 5), (4, 99, 10)] {
        app.run("INSERT INTO multi_buy_tiers (product_id, min_qty, max_qty, percent) VALUES ($1, $2, $3, $4)", &[&p, &min, &max, &percent]).await;
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
    let (token, (p, a, b)) = shopper_with_product(&app, 20).await;
    app.run(
        "UPDATE variants SET price_sell = 100, price_list = 100 WHERE product_id = $1",
        &[&p],
    )
    .await;
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
    let (token, (p, a, b)) = shopper_with_product(&app, 5).await;
    app.run(
        "UPDATE products SET subscription_percent = 5 WHERE id = $1",
        &[&p],
    )
    .await;
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

    let (token, (p, a, _)) = shopper_with_product(&app, 5).await;
    app.run(
        "UPDATE products SET personalization_max = 12 WHERE id = $1",
        &[&p],
    )
    .await;
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
