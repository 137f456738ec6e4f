//! The member info of the page settings, password change and reset, the guest cart merged at login.

use super::*;

async fn page_settings_member_info(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    let client = fresh_client();
    password_login(&app, &client, &email).await;
    // The member cookie fills MEMBER_INFO.
    let html = page_text(&client, app.url("/")).await;
    let info = &inline_json(&html, "vitrin-settings")["MEMBER_INFO"];
    assert_eq!(info["ID"], id, "{info}");
    assert!(info["GROUP"].as_i64().expect("group") > 0);
    assert_eq!(info["KVKK"], 1);
    assert_eq!(
        info["PASSWORD_STRENGTH"], 9,
        "Kedi.Mavi42: 11 characters, 4 classes"
    );
    // A guest's is 0.
    let (_, html) = app.html("/").await;
    assert_eq!(
        inline_json(&html, "vitrin-settings")["MEMBER_INFO"]["ID"],
        0
    );
}

on_both_backends!(member_info, page_settings_member_info);

async fn passwords_change_and_reset(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    let client = fresh_client();
    let csrf = session_csrf(&app.base, &client).await;
    let body = password_login(&app, &client, &email).await;
    let bearer = body["data"][0]["bearer"]
        .as_str()
        .expect("bearer")
        .to_string();
    let update = |old: &str, new: &str, again: &str| {
        let form = [
            ("password_old", old.to_string()),
            ("password", new.to_string()),
            ("password_again", again.to_string()),
        ];
        let client = client.clone();
        let url = app.url("/api/v1/customer/update/password");
        let origin = app.base.clone();
        let csrf = csrf.clone();
        let bearer = bearer.clone();
        async move {
            json_answer(
                client
                    .post(url)
                    .header("Origin", origin)
                    .header("X-CSRF-Token", csrf)
                    .bearer_auth(bearer)
                    .form(&form),
            )
            .await
        }
    };
    for (old, new, again, key) in [
        (
            "Yanlis.Sifre9",
            "Yeni.Sifre77",
            "Yeni.Sifre77",
            "password_old",
        ),
        (PASSWORD, "Yeni.Sifre77", "Baska", "password_again"),
        (PASSWORD, "123", "123", "password"),
    ] {
        let (code, body) = update(old, new, again).await;
        assert_eq!(code, 422, "{body}");
        assert_eq!(body["data"][0]["key"], key);
    }
    let (code, body) = update(PASSWORD, "Yeni.Sifre77", "Yeni.Sifre77").await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        member_call(&app, &bearer).await,
        401,
        "older tokens end with the change"
    );
    let (code, _) = fresh_login(&app, &[("username", &email), ("password", "Yeni.Sifre77")]).await;
    assert_eq!(code, 200);

    // A member who must change the password: 403 with password_change, then the forced change.
    app.run(
        "UPDATE customers SET must_change_password = 1 WHERE id = $1",
        &[&id],
    )
    .await;
    let (code, body) =
        fresh_login(&app, &[("username", &email), ("password", "Yeni.Sifre77")]).await;
    assert_eq!(code, 403, "{body}");
    assert_eq!(body["data"][0]["password_change"], 1);
    // A wrong old password flags the old-password field, not the new one.
    let (code, body) = change_password(
        &app,
        &email,
        ["Baska.Sifre88", "Daha.Yeni99", "Daha.Yeni99"],
    )
    .await;
    assert_eq!(code, 403, "{body}");
    assert_eq!(body["data"][0]["key"], "password_old");
    let (code, body) = change_password(&app, &email, ["Yeni.Sifre77", "123456", "123456"]).await;
    assert_eq!(code, 200, "{body}");
    assert!(body["data"][0]["bearer"].is_string());
    assert_eq!(
        body["data"][0]["member"]["PASSWORD_STRENGTH"], 3,
        "a weak password scores low"
    );

    // Forgotten password: the same answer for any address; a one-time link for a member.
    let (code, known) = post_form(
        &app,
        "/api/v1/authentication/forgot-password",
        &[("email", &email)],
    )
    .await;
    assert_eq!(code, 200);
    let nobody = unique_email("kimse");
    let (code, unknown) = post_form(
        &app,
        "/api/v1/authentication/forgot-password",
        &[("email", &nobody)],
    )
    .await;
    assert_eq!(code, 200);
    assert_eq!(known, unknown);
    let (_, token, link_id) = link_params(
        &outbox_mail(&app, "password-reset", &email).await,
        "/sifremi-unuttum?",
    );
    assert_eq!(link_id, id.to_string());
    assert_not_logged(&[&token, &email, &nobody]);
    let reset = [
        ("id", link_id.as_str()),
        ("token", token.as_str()),
        ("password", "Sifirlandi.55"),
        ("password_again", "Sifirlandi.55"),
    ];
    let (code, body) = post_form(&app, "/api/v1/authentication/reset-password", &reset).await;
    assert_eq!(code, 200, "{body}");
    let (code, _) = post_form(&app, "/api/v1/authentication/reset-password", &reset).await;
    assert_eq!(code, 400, "one use");
    let (code, _) = fresh_login(&app, &[("username", &email), ("password", "Sifirlandi.55")]).await;
    assert_eq!(code, 200);
}

on_both_backends!(passwords, passwords_change_and_reset);

async fn guest_cart_merges_at_login(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    // Two variants in stock of products sold by delivery.
    let rows = sqlx::query(
        "SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id \
         WHERE p.store_pickup = 0 AND p.personalization_max = 0 AND p.qty_min = 1 AND p.qty_step = 1 \
         AND v.stock >= 10 AND p.qty_max >= 10 ORDER BY v.id LIMIT 2",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("variants");
    let (va, pa): (i64, i64) = (rows[0].get("id"), rows[0].get("product_id"));
    let (vb, pb): (i64, i64) = (rows[1].get("id"), rows[1].get("product_id"));
    let add = |client: reqwest::Client, product: i64, variant: i64, qty: i64| {
        let app_base = app.base.clone();
        async move {
            let csrf = session_csrf(&app_base, &client).await;
            let r = client
                .post(format!("{app_base}/srv/service/cart/add-to-cart"))
                .header("Origin", app_base.clone())
                .header("X-CSRF-Token", csrf)
                .form(&[
                    ("productId", product.to_string()),
                    ("variantId[]", variant.to_string()),
                    ("quantity[]", qty.to_string()),
                ])
                .send()
                .await
                .expect("add");
            assert_eq!(r.status().as_u16(), 200);
        }
    };
    // The member's cart from another browser: 2 of A.
    let other = fresh_client();
    add(other.clone(), pa, va, 2).await;
    password_login(&app, &other, &email).await;
    // A guest cart in this browser: 3 of A and 1 of B. Only 4 of A are left when the shopper
    // logs in: the carts join, A capped at the stock, with the cart's message for it.
    let here = fresh_client();
    add(here.clone(), pa, va, 3).await;
    add(here.clone(), pb, vb, 1).await;
    app.run("UPDATE variants SET stock = 4 WHERE id = $1", &[&va])
        .await;
    let body = password_login(&app, &here, &email).await;
    assert_eq!(
        body["cart_notices"],
        serde_json::json!([
            "Bu üründen stokta yalnızca 4 adet bulunmaktadır. Adet 4 olarak güncellendi."
        ])
    );
    let member_lines = || async {
        let lines = sqlx::query(
            "SELECT cl.variant_id, cl.quantity FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id \
             WHERE c.customer_id = $1 ORDER BY cl.variant_id",
        )
        .bind(id)
        .fetch_all(&app.db.pool)
        .await
        .expect("lines");
        lines
            .iter()
            .map(|r| (r.get("variant_id"), r.get("quantity")))
            .collect::<Vec<(i64, i64)>>()
    };
    let mut want = vec![(va, 4), (vb, 1)];
    want.sort();
    assert_eq!(
        member_lines().await,
        want,
        "same variant summed, the other added"
    );
    let keys: Vec<String> = app
        .column(
            "SELECT session_id FROM carts WHERE customer_id = $1",
            &[&id],
        )
        .await;
    assert_eq!(keys, [format!("member:{id}")], "one cart, the member's own");

    // Both browsers, signed in, show that one cart.
    let panel_quantity = |client: reqwest::Client| {
        let url = app.url("/srv/service/content-v5/sub-folder/1/1001/cart");
        async move {
            let panel: Value = fetch_json(&client, url).await;
            panel["totalQuantity"].as_i64().unwrap_or(-1)
        }
    };
    assert_eq!(panel_quantity(here.clone()).await, 5);
    assert_eq!(panel_quantity(other.clone()).await, 5);
    // A line added while signed in is the member's too, seen from the other browser.
    add(other.clone(), pb, vb, 1).await;
    assert_eq!(panel_quantity(here.clone()).await, 6);

    // Logout leaves this browser an empty guest cart; the member's stays theirs.
    let r = here
        .get(app.url("/srv/service/customer/logout"))
        .header("Sec-Fetch-Site", "same-origin")
        .send()
        .await
        .expect("logout");
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(panel_quantity(here.clone()).await, 0);
    assert_eq!(panel_quantity(other.clone()).await, 6);
    // Signing in again joins nothing twice.
    let body = password_login(&app, &here, &email).await;
    assert!(body.get("cart_notices").is_none(), "{body}");
    assert_eq!(panel_quantity(here.clone()).await, 6);
    let mut want = vec![(va, 4), (vb, 2)];
    want.sort();
    assert_eq!(member_lines().await, want);
}

on_both_backends!(cart_merge, guest_cart_merges_at_login);

/// The forced password change of `email`: the old password, the new one and the new one again.
async fn change_password(app: &TestApp, email: &str, [old, new, again]: [&str; 3]) -> (u16, Value) {
    let form = [
        ("username", email),
        ("type", "email"),
        ("password_old", old),
        ("password", new),
        ("password_again", again),
    ];
    post_form(app, "/api/v1/authentication/change-password", &form).await
}
