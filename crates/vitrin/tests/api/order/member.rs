//! Members' orders: a guest's orders adopted, a member's checkout, the private pages.

use super::*;

/// A guest who registers or signs in in the same session finds their orders in their account.
async fn guest_orders_become_the_members(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    // Signing in: the order is the member's alone.
    let mut guest = ready_guest(&app, "sonra.uye@example.com").await;
    let order_no = place_one(
        &app,
        &guest,
        (product_id, variant_id),
        "adopt-at-login-0001",
    )
    .await;
    let id = create_member(&app, "sonra.uye@example.com").await;
    guest.log_in(&app, "sonra.uye@example.com").await;
    let (code, list) = guest.get(&app, "/srv/service/customer/orders").await;
    assert_eq!(code, 200);
    assert_eq!(list["data"][0]["order_no"], order_no.as_str(), "{list}");
    let (owner, customer): (String, Option<i64>) =
        sqlx::query_as("SELECT owner, customer_id FROM orders WHERE order_no = $1")
            .bind(&order_no)
            .fetch_one(&app.db.pool)
            .await
            .expect("order");
    assert_eq!((owner, customer), (format!("member:{id}"), Some(id)));
    let detail = format!("/srv/service/order/detail/{order_no}");
    assert_eq!(guest.get(&app, &detail).await.0, 200);

    // Registering: the order joins the new account and the session still reads it.
    let guest = ready_guest(&app, "yeni.uye@example.com").await;
    let order_no = place_one(
        &app,
        &guest,
        (product_id, variant_id),
        "adopt-at-register-01",
    )
    .await;
    let (code, body) = guest
        .post(
            &app,
            "/api/v1/authentication/register/quick",
            &[
                ("email", "yeni.uye@example.com".to_string()),
                ("password", crate::shopper::PASSWORD.into()),
                ("kvkk", "1".into()),
            ],
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let new_id = body["data"][0]["id"].as_i64().expect("id");
    let customer: Option<i64> = app
        .scalar(
            "SELECT customer_id FROM orders WHERE order_no = $1",
            &[&order_no],
        )
        .await;
    assert_eq!(customer, Some(new_id));
    assert_eq!(
        guest
            .get(&app, &format!("/srv/service/order/detail/{order_no}"))
            .await
            .0,
        200
    );
    // Another guest's order stays out of reach.
    let other = ready_guest(&app, "baska.misafir@example.com").await;
    assert_eq!(
        other
            .get(&app, &format!("/srv/service/order/detail/{order_no}"))
            .await
            .0,
        404
    );
}

on_both_backends!(adopted, guest_orders_become_the_members);

/// A member checks out with their account's contact: the summary names it, the order has it.
async fn a_member_checks_out_as_themselves(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    let (shopper, id) = member(&app, "uye.alici@example.com").await;
    save_address(&shopper, &app).await;
    let sum = summary(&shopper, &app, "aras", "bank_transfer").await;
    assert_eq!(sum["empty"], true);
    add(&shopper, &app, product_id, variant_id, 1).await;
    let sum = summary(&shopper, &app, "aras", "bank_transfer").await;
    assert_eq!(
        (sum["member"].as_bool(), sum["carrier"].as_str()),
        (Some(true), Some("aras"))
    );
    assert_eq!(sum["contact"]["email"], "uye.alici@example.com");
    assert_eq!(sum["totals"]["shipping_fee"], 4_490);
    assert!(sum["contracts"][0]["text"]
        .as_str()
        .unwrap_or_default()
        .contains("uye.alici@example.com"));
    let (code, body) = shopper
        .post(
            &app,
            PLACE,
            &placement(
                "member-order-00001",
                "bank_transfer",
                &digest_of(&sum),
                &[("carrier", "aras")],
            ),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"][0]["email"], "uye.alici@example.com");
    let customer: Option<i64> = app.scalar("SELECT customer_id FROM orders", &[]).await;
    assert_eq!(customer, Some(id));
    let (_, list) = shopper.get(&app, "/srv/service/customer/orders").await;
    assert_eq!(list["data"].as_array().map(Vec::len), Some(1));
}

on_both_backends!(member_checkout, a_member_checks_out_as_themselves);

/// The checkout steps, an order's page, the member's orders and tracking: their routes, page
/// types and titles in three languages, never indexed.
async fn checkout_and_order_pages_are_private_routes(app: TestApp) {
    for (path, route, page_type, extra) in [
        ("/siparis/giris", "checkout", "login", ("step", "signin")),
        ("/siparis/adres", "checkout", "address", ("step", "address")),
        (
            "/siparis/kargo",
            "checkout",
            "address",
            ("step", "shipping"),
        ),
        ("/siparis/odeme", "checkout", "payment", ("step", "payment")),
        (
            "/order/4821339017",
            "order",
            "order",
            ("orderNo", "4821339017"),
        ),
        ("/uye-siparisleri", "orderList", "order_list", ("", "")),
        ("/siparis-takip", "tracking", "order_tracking", ("", "")),
    ] {
        let mut titles = Vec::new();
        for prefix in ["", "/en", "/ar"] {
            let (code, html) = app.html(&format!("{prefix}{path}")).await;
            assert_eq!(code, 200, "{prefix}{path}");
            assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
            assert!(!html.contains("rel=\"canonical\""), "{path}");
            let data = crate::helpers::inline_json(&html, "vitrin-data");
            assert_eq!(data["route"], route, "{path}");
            if !extra.0.is_empty() {
                assert_eq!(data[extra.0], extra.1, "{path}");
            }
            let settings = crate::helpers::inline_json(&html, "vitrin-settings");
            assert_eq!(settings["PAGE_TYPE"], page_type, "{path}");
            let start = html.find("<title>").expect("title") + 7;
            titles.push(
                html[start..start + html[start..].find("</title>").expect("end")].to_string(),
            );
        }
        titles.dedup();
        assert_eq!(titles.len(), 3, "{path}: {titles:?}");
    }
    // Tracking keeps the content page's text above its form.
    let (_, data) = app
        .get_json("/api/storefront/page?path=/siparis-takip")
        .await;
    assert_eq!(data["route"], "tracking");
    assert!(!data["page"]["TITLE"]
        .as_str()
        .unwrap_or_default()
        .is_empty());
    // A malformed order number is no page.
    assert_eq!(app.html("/order/12ab").await.0, 404);
}

on_both_backends!(pages, checkout_and_order_pages_are_private_routes);
