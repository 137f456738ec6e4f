//! A carrier's integration posts a parcel's steps with its own secret: a wrong or missing secret
//! changes nothing, the same event twice counts once, the steps show in tracking with their
//! place, and a delivery moves the order to delivered at the carrier's time, which starts the
//! 14 days of returns. An order shipped in two parcels is delivered with the second.

use serde_json::json;

use super::*;

const SECRET: &str = "yurtici-webhook-secret-0123456789";

async fn post_event(app: &TestApp, carrier: &str, secret: &str, event: Value) -> (u16, Value) {
    let r = app
        .client
        .post(app.url(&format!("/api/v1/carriers/{carrier}/events")))
        .header("X-Carrier-Secret", secret)
        .json(&event)
        .send()
        .await
        .expect("event");
    let code = r.status().as_u16();
    (code, r.json().await.unwrap_or(Value::Null))
}

/// An instance with the back office's key and Yurtiçi's secret, and a guest's order of `pieces`
/// of one variant placed on it: (the instance, the order's number).
async fn order_to_ship(app: TestApp, session: &str, pieces: i64) -> (TestApp, String) {
    let app = app
        .instance(|c| {
            c.checkout.erp_api_key = ERP_KEY.into();
            c.checkout.carriers[0].webhook_secret = SECRET.into();
        })
        .await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, session, product_id, variant_id, pieces).await;
    let placed = buy(&app.db, session, &format!("{session}-key"))
        .await
        .expect("order");
    (app, placed.order_no)
}

async fn a_carriers_events_show_once_and_its_delivery_opens_returns(app: TestApp) {
    let (app, order_no) = order_to_ship(app, "parcel", 1).await;
    let order_no = order_no.as_str();
    for status in [
        json!({"status": "paid"}),
        json!({"status": "shipped", "carrier": "Yurtiçi Kargo", "tracking_no": "YK777"}),
    ] {
        erp_status(&app, order_no, status).await;
    }
    let now = vitrin::clock::now_secs();
    let at_branch = json!({"event_id": "e-1", "tracking_no": "YK777", "status": "at_branch",
        "occurred_at": now - 3_600, "location": "Kadıköy Şube"});

    // Another carrier, no secret, a wrong one: refused.
    assert_eq!(
        post_event(&app, "aras", SECRET, at_branch.clone()).await.0,
        401
    );
    assert_eq!(
        post_event(&app, "yurtici", "", at_branch.clone()).await.0,
        401
    );
    assert_eq!(
        post_event(
            &app,
            "yurtici",
            "wrong-secret-0123456789abcdef",
            at_branch.clone()
        )
        .await
        .0,
        401
    );
    // Bad bodies and an unknown parcel.
    let (code, _) = post_event(&app, "yurtici", SECRET, json!({"event_id": "e-0"})).await;
    assert_eq!(code, 422);
    let future = json!({"event_id": "e-0", "tracking_no": "YK777", "status": "in_transit", "occurred_at": now + 86_400});
    assert_eq!(post_event(&app, "yurtici", SECRET, future).await.0, 422);
    let unknown = json!({"event_id": "e-0", "tracking_no": "YK000", "status": "in_transit", "occurred_at": now});
    assert_eq!(post_event(&app, "yurtici", SECRET, unknown).await.0, 404);

    // The event, then the same again: once in the history.
    let (code, body) = post_event(&app, "yurtici", SECRET, at_branch.clone()).await;
    assert_eq!(
        (code, body["repeated"].as_bool()),
        (200, Some(false)),
        "{body}"
    );
    assert_eq!(body["order_no"], order_no);
    let (code, body) = post_event(&app, "yurtici", SECRET, at_branch).await;
    assert_eq!(
        (code, body["repeated"].as_bool()),
        (200, Some(true)),
        "{body}"
    );
    let guest = Shopper::new(&app).await;
    let track_form = [("order_no", order_no), ("contact", "misafir@example.com")];
    let track = || guest.submit(&app, "/srv/service/order/track", &track_form);
    let (_, tracked) = track().await;
    let branch: Vec<&Value> = tracked["history"]
        .as_array()
        .expect("history")
        .iter()
        .filter(|h| h["event"] == "parcel_at_branch")
        .collect();
    assert_eq!(branch.len(), 1, "{tracked}");
    assert_eq!(branch[0]["location"], "Kadıköy Şube");
    assert_eq!(branch[0]["status"], "shipped");
    assert_eq!(tracked["return_window"]["closed"], "not_delivered");

    // Delivered two days ago by the carrier's clock: the order is delivered from then on.
    let delivered_at = now - 2 * 86_400;
    let delivered = json!({"event_id": "e-2", "tracking_no": "YK777", "status": "delivered", "occurred_at": delivered_at});
    let (code, body) = post_event(&app, "yurtici", SECRET, delivered.clone()).await;
    assert_eq!(code, 200, "{body}");
    let (code, body) = post_event(&app, "yurtici", SECRET, delivered).await;
    assert_eq!((code, body["repeated"].as_bool()), (200, Some(true)));
    let (_, tracked) = track().await;
    assert_eq!(tracked["status"], "delivered");
    assert_eq!(tracked["return_window"]["open"], true);
    assert_eq!(
        tracked["return_window"]["until"],
        delivered_at + 14 * 86_400
    );
    let deliveries = tracked["history"]
        .as_array()
        .expect("history")
        .iter()
        .filter(|h| h["status"] == "delivered")
        .count();
    assert_eq!(deliveries, 1, "{tracked}");
}
on_both_backends!(
    carrier_events,
    a_carriers_events_show_once_and_its_delivery_opens_returns
);

async fn an_order_in_two_parcels_is_delivered_with_the_last(app: TestApp) {
    let (app, order_no) = order_to_ship(app, "parcels", 3).await;
    let order_no = order_no.as_str();
    let parcels = format!("/api/v1/erp/orders/{order_no}/parcels");
    let (code, body) = erp_post(&app, &parcels, json!({"tracking_no": "YK1"})).await;
    assert_eq!(
        (code, body["code"].as_str()),
        (409, Some("not_allowed")),
        "unpaid"
    );
    let order = erp_status(&app, order_no, json!({"status": "paid"})).await;
    let line_id = order["lines"][0]["id"].as_i64().expect("line");

    // Two of the three pieces leave first: the order is shipped, the mail says the rest follows.
    let first = json!({"carrier": "yurtici", "tracking_no": "YK1",
        "lines": [{"line_id": line_id, "quantity": 2}]});
    let (code, order) = erp_post(&app, &parcels, first).await;
    assert_eq!(code, 200, "{order}");
    assert_eq!(order["status"], "shipped");
    assert_eq!(
        order["parcels"][0]["lines"],
        json!([{"line_id": line_id, "quantity": 2}])
    );
    assert!(order["parcels"][0]["tracking_url"]
        .as_str()
        .is_some_and(|u| u.ends_with("code=YK1")));
    assert_eq!(order["cancellable"], false);
    // (Only this test ships a part of an order: the mail is told apart by what it says of the rest.)
    let rest = "ayrı bir paketle";
    let mail =
        crate::helpers::outbox_mail_about(&app, "order-shipped", "misafir@example.com", rest).await;
    // The carrier named by its code reads by its name.
    assert!(mail.contains("Kargo firması: Yurtiçi Kargo"), "{mail}");
    assert!(mail.contains("Takip numarası: YK1"), "{mail}");
    assert!(mail.contains("Bu paketteki ürünler:"), "{mail}");
    assert!(mail.contains("- 2 × "), "{mail}");

    // More than is left, a line of no order, the same number, no number: nothing changes.
    for (bad, code, why) in [
        (
            json!({"tracking_no": "YK2", "lines": [{"line_id": line_id, "quantity": 2}]}),
            422,
            "over",
        ),
        (
            json!({"tracking_no": "YK2", "lines": [{"line_id": line_id + 1000, "quantity": 1}]}),
            422,
            "other line",
        ),
        (
            json!({"tracking_no": "YK2", "lines": [{"line_id": line_id, "quantity": 0}]}),
            422,
            "none",
        ),
        (json!({"tracking_no": "YK1"}), 409, "same number"),
        (json!({"tracking_no": " "}), 422, "no number"),
        (json!({"lines": []}), 422, "no body"),
    ] {
        assert_eq!(erp_post(&app, &parcels, bad).await.0, code, "{why}");
    }
    assert_eq!(count_parcels(&app).await, 1);

    // The rest leaves in a second parcel; then nothing is left to ship.
    let (code, order) = erp_post(&app, &parcels, json!({"tracking_no": "YK2"})).await;
    assert_eq!(code, 200, "{order}");
    assert_eq!(
        order["parcels"][1]["lines"],
        json!([{"line_id": line_id, "quantity": 1}])
    );
    assert!(order["history"]
        .as_array()
        .expect("history")
        .iter()
        .any(|h| h["event"] == "parcel_shipped" && h["tracking_no"] == "YK2"));
    let (code, body) = erp_post(&app, &parcels, json!({"tracking_no": "YK3"})).await;
    assert_eq!(
        (code, body["code"].as_str()),
        (409, Some("nothing_to_ship"))
    );

    // The first parcel arrives: the order waits for the second, whose arrival delivers it.
    let now = vitrin::clock::now_secs();
    let delivered = |id: &str, tracking: &str, at: i64| json!({"event_id": id, "tracking_no": tracking, "status": "delivered", "occurred_at": at});
    let (code, _) = post_event(
        &app,
        "yurtici",
        SECRET,
        delivered("d-1", "YK1", now - 7_200),
    )
    .await;
    assert_eq!(code, 200);
    let guest = Shopper::new(&app).await;
    let track_form = [("order_no", order_no), ("contact", "misafir@example.com")];
    let (_, tracked) = guest
        .submit(&app, "/srv/service/order/track", &track_form)
        .await;
    assert_eq!(tracked["status"], "shipped", "{tracked}");
    assert_eq!(tracked["parcels"][0]["delivered_at"], now - 7_200);
    assert_eq!(tracked["parcels"][1]["delivered_at"], Value::Null);
    assert_eq!(tracked["return_window"]["closed"], "not_delivered");
    assert!(tracked["history"]
        .as_array()
        .expect("history")
        .iter()
        .any(|h| h["event"] == "parcel_delivered"));
    let (code, _) = post_event(
        &app,
        "yurtici",
        SECRET,
        delivered("d-2", "YK2", now - 3_600),
    )
    .await;
    assert_eq!(code, 200);
    let (_, tracked) = guest
        .submit(&app, "/srv/service/order/track", &track_form)
        .await;
    assert_eq!(tracked["status"], "delivered", "{tracked}");
    assert_eq!(tracked["return_window"]["until"], now - 3_600 + 14 * 86_400);
}

async fn count_parcels(app: &TestApp) -> i64 {
    app.scalar("SELECT COUNT(*) FROM order_parcels", &[]).await
}

on_both_backends!(
    two_parcels,
    an_order_in_two_parcels_is_delivered_with_the_last
);
