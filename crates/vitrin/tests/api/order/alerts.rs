//! Back-in-stock alerts, on both backends: a guest's alert waits for its confirmation link, a
//! member's is set at once; the batch mails each alert once when the back office's stock feed or
//! a cancelled order brings the variant back, with a link to that variant and an unsubscribe
//! link that stops the address's other alerts; what cannot be asked is refused, nothing kept.

use super::*;
use reqwest::Method;
use serde_json::json;
use vitrin::alerts::send::{send_due, send_price_drops};

use crate::{
    helpers::{link_param, mail_link, outbox_mail},
    steps::unique_email,
};

const ASK: &str = "/srv/service/product/stock-alert";

async fn ask(app: &TestApp, shopper: &Shopper, body: Value) -> (u16, Value) {
    shopper.send_json(app, Method::POST, ASK, &body).await
}

/// Sends the batch now: the mails that went.
async fn batch(app: &TestApp) -> usize {
    send_due(&app.db, &app.config, 1_900_000_000)
        .await
        .expect("batch")
}

/// The `id` and `token` of the link in `mail` whose activation is `kind`.
fn link(mail: &str, kind: &str) -> Value {
    let url = mail_link(mail, &format!("activation={kind}&"));
    json!({"ID": link_param(url, "id"), "TOKEN": link_param(url, "token")})
}

async fn sold_out(app: &TestApp, skip: i64) -> (i64, String) {
    let id: i64 = app
        .scalar(
            "SELECT id FROM variants WHERE stock = 0 ORDER BY id LIMIT 1 OFFSET $1",
            &[&skip],
        )
        .await;
    let code: String = app
        .scalar("SELECT code FROM variants WHERE id = $1", &[&id])
        .await;
    (id, code)
}

async fn alerts_in(app: &TestApp, status: &str) -> i64 {
    app.count(&format!(
        "SELECT COUNT(*) FROM stock_alerts WHERE status = '{status}'"
    ))
    .await
}

/// A guest confirms by the mailed link; the stock feed brings the size back and one mail goes,
/// once; its unsubscribe link stops the address's other alert.
async fn a_guest_alert_is_confirmed_then_mailed_once(app: TestApp) {
    let office = back_office(&app).await;
    let guest = Shopper::new(&app).await;
    let email = unique_email("stok.bekleyen");
    let (variant, sku) = sold_out(&app, 0).await;
    let (other, other_sku) = sold_out(&app, 1).await;

    let refusals = [
        (
            json!({"VARIANT_ID": variant, "EMAIL": email}),
            422,
            "stock_alert_kvkk_required",
        ),
        (
            json!({"VARIANT_ID": variant, "EMAIL": "not an email", "KVKK": true}),
            422,
            "stock_alert_email_required",
        ),
        (
            json!({"VARIANT_ID": 999_999_999, "EMAIL": email, "KVKK": true}),
            404,
            "stock_alert_unknown_variant",
        ),
    ];
    for (body, status, reason) in refusals {
        let (code, answer) = ask(&app, &guest, body).await;
        assert_eq!(
            (code, answer["error"]["code"].as_str()),
            (status, Some(reason)),
            "{answer}"
        );
    }
    let in_stock: i64 = app
        .scalar("SELECT MIN(id) FROM variants WHERE stock > 0", &[])
        .await;
    let (code, answer) = ask(
        &app,
        &guest,
        json!({"VARIANT_ID": in_stock, "EMAIL": email, "KVKK": true}),
    )
    .await;
    assert_eq!(
        (code, answer["error"]["code"].as_str()),
        (422, Some("stock_alert_in_stock"))
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM stock_alerts").await,
        0,
        "nothing kept"
    );

    let body = json!({"VARIANT_ID": variant, "EMAIL": email, "KVKK": true});
    let (code, answer) = ask(&app, &guest, body.clone()).await;
    assert_eq!(code, 200, "{answer}");
    assert_eq!(answer["error"], Value::Null);
    assert!(answer["message"]
        .as_str()
        .is_some_and(|m| m.contains("onay bağlantısı")));
    assert_eq!(ask(&app, &guest, body).await.0, 200, "asked again");
    assert_eq!(
        outbox_mails(&app, "stock-alert-confirm", &email).len(),
        1,
        "one mail"
    );
    let confirm = link(
        &outbox_mail(&app, "stock-alert-confirm", &email).await,
        "stock-alert",
    );

    // Back in stock before the address is confirmed: nothing goes.
    let (status, answer) = erp_post(
        &office,
        "/api/v1/erp/stock",
        json!({"variants": [{"code": sku, "stock": 4}]}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(batch(&app).await, 0);

    let confirm_path = "/srv/service/product/stock-alert/confirm";
    let wrong = json!({"ID": confirm["ID"], "TOKEN": "0".repeat(64)});
    assert_eq!(
        guest
            .send_json(&app, Method::POST, confirm_path, &wrong)
            .await
            .0,
        422
    );
    let (code, answer) = guest
        .send_json(&app, Method::POST, confirm_path, &confirm)
        .await;
    assert_eq!(
        (code, answer["message"].as_str()),
        (
            200,
            Some("Onaylandı: bu beden gelince size haber vereceğiz")
        )
    );
    assert_eq!(
        guest
            .send_json(&app, Method::POST, confirm_path, &confirm)
            .await
            .0,
        422,
        "once"
    );

    // A second alert of the same address, for another size, confirmed too.
    let body = json!({"VARIANT_ID": other, "EMAIL": email, "KVKK": true});
    assert_eq!(ask(&app, &guest, body).await.0, 200);
    let mails = outbox_mails(&app, "stock-alert-confirm", &email);
    let second = mails
        .iter()
        .map(|m| link(m, "stock-alert"))
        .find(|l| l["ID"] != confirm["ID"])
        .expect("second link");
    assert_eq!(
        guest
            .send_json(&app, Method::POST, confirm_path, &second)
            .await
            .0,
        200
    );

    assert_eq!(batch(&app).await, 1, "the restocked size");
    assert_eq!(batch(&app).await, 0, "never twice");
    let mail = outbox_mail(&app, "back-in-stock", &email).await;
    let slug: String = app
        .scalar(
            "SELECT p.slug FROM products p JOIN variants v ON v.product_id = p.id WHERE v.id = $1",
            &[&variant],
        )
        .await;
    assert!(
        mail.contains(&format!("/{slug}?variant={variant}")),
        "{mail}"
    );
    assert!(mail.contains("yeniden stokta"), "{mail}");

    let off = link(&mail, "stock-alert-off");
    let off_path = "/srv/service/product/stock-alert/unsubscribe";
    let (code, answer) = guest.send_json(&app, Method::POST, off_path, &off).await;
    assert_eq!(code, 200, "{answer}");
    assert_eq!(
        alerts_in(&app, "cancelled").await,
        1,
        "the other size's alert"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM alert_optouts").await,
        1,
        "recorded"
    );
    erp_post(
        &office,
        "/api/v1/erp/stock",
        json!({"variants": [{"code": other_sku, "stock": 2}]}),
    )
    .await;
    assert_eq!(batch(&app).await, 0, "unsubscribed");
}
on_both_backends!(guest_alert, a_guest_alert_is_confirmed_then_mailed_once);

/// A member's alert is set at once; a cancelled order puts the last piece back and the member is
/// mailed.
async fn a_cancelled_order_brings_the_size_back_to_a_member(app: TestApp) {
    let variant = variant_with_stock(&app.db, 1).await;
    let buyer_email = unique_email("son.parca");
    let buyer = ready_guest(&app, &buyer_email).await;
    let order_no = place_one(&app, &buyer, variant, "alert-last-piece").await;

    let email = unique_email("uye.bekleyen");
    let (member, _) = member(&app, &email).await;
    let body = json!({"VARIANT_ID": variant.1});
    let (code, answer) = ask(&app, &member, body.clone()).await;
    assert_eq!(
        (code, answer["message"].as_str()),
        (
            200,
            Some("Bu beden gelince size e-posta ile haber vereceğiz")
        )
    );
    assert_eq!(ask(&app, &member, body).await.0, 200);
    assert_eq!(alerts_in(&app, "active").await, 1, "one alert");
    assert_eq!(batch(&app).await, 0, "still sold out");

    let (code, answer) = buyer
        .submit(
            &app,
            &format!("/srv/service/order/cancel/{order_no}"),
            &[("contact", &buyer_email)],
        )
        .await;
    assert_eq!(code, 200, "{answer}");
    assert_eq!(batch(&app).await, 1);
    let mail = outbox_mail(&app, "back-in-stock", &email).await;
    assert!(mail.contains(&format!("?variant={}", variant.1)), "{mail}");

    let (_, mine) = member.get(&app, "/api/v1/customer/my-data").await;
    let alert = &mine["data"]["stock_alerts"][0];
    assert_eq!(alert["status"], "sent", "{mine}");
    let (title, size): (String, String) = sqlx::query_as(
        "SELECT p.title_tr, s.name_tr FROM variants v JOIN products p ON p.id = v.product_id \
         JOIN variant_values s ON s.id = v.type2_id WHERE v.id = $1",
    )
    .bind(variant.1)
    .fetch_one(&app.db.pool)
    .await
    .expect("variant");
    assert_eq!(
        (alert["product"].as_str(), alert["size"].as_str()),
        (Some(title.as_str()), Some(size.as_str()))
    );
}
on_both_backends!(
    member_alert,
    a_cancelled_order_brings_the_size_back_to_a_member
);

/// A member with the e-mail consent is mailed once when a favourite falls by the configured share
/// (10 %) from the price it was last seen at; a smaller fall, a rise or a member without the
/// consent gets nothing.
async fn a_favourite_that_gets_cheaper_is_mailed_once(app: TestApp) {
    let office = back_office(&app).await;
    let (product, sku, price): (i64, String, i64) = sqlx::query_as(
        "SELECT p.id, v.code, p.price_sell FROM products p JOIN variants v ON v.product_id = p.id \
         WHERE p.price_sell = p.price_list ORDER BY p.id LIMIT 1",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("a product at its list price");
    let fan = unique_email("indirim.bekleyen");
    let (shopper, _) = member(&app, &fan).await;
    let (silent, _) = member(&app, &unique_email("izinsiz")).await;
    let favourite = [("ids[]", format!("{product}-0")), ("cat_id", "1".into())];
    for who in [&shopper, &silent] {
        let (code, body) = who
            .post(&app, "/srv/service/profile/add-to-fav-list", &favourite)
            .await;
        assert_eq!(code, 200, "{body}");
    }
    let consent = [("channel", "email"), ("granted", "1")];
    shopper
        .answered(&app, "/api/v1/customer/notifications", &consent, 200)
        .await;
    let drops = || send_price_drops(&app.db, &app.config, 1_900_000_000);
    assert_eq!(drops().await.expect("batch"), 0, "first seen");

    // Every variant's price moves with the product's (the feed prices variants).
    let set_price = |kurus: i64| {
        let body = json!({"variants": [{"code": sku, "price_sell": kurus, "price_list": price}]});
        let office = &office;
        async move {
            let (status, answer) = erp_post(office, "/api/v1/erp/stock", body).await;
            assert_eq!(status, 200, "{answer}");
        }
    };
    set_price(price * 95 / 100).await;
    assert_eq!(drops().await.expect("batch"), 0, "5 % is not enough");
    set_price(price * 85 / 100).await;
    assert_eq!(drops().await.expect("batch"), 1, "15 % below");
    assert_eq!(drops().await.expect("batch"), 0, "once per fall");
    let mail = outbox_mail(&app, "price-drop", &fan).await;
    let slug: String = app
        .scalar("SELECT slug FROM products WHERE id = $1", &[&product])
        .await;
    assert!(mail.contains(&format!("/{slug}")), "{mail}");
}
on_both_backends!(price_drop, a_favourite_that_gets_cheaper_is_mailed_once);
