//! A carrier's integration posts a parcel's steps with its own secret: a wrong or missing secret
//! changes nothing, the same event twice counts once, the steps show in tracking with their
//! place, and a delivery moves the order to delivered at the carrier's time, which starts the
//! 14 days of returns.

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

async fn a_carriers_events_show_once_and_its_delivery_opens_returns(app: TestApp) {
    let app = app
        .instance(|c| {
            c.checkout.erp_api_key = ERP_KEY.into();
            c.checkout.carriers[0].webhook_secret = SECRET.into();
        })
        .await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "parcel", product_id, variant_id, 1).await;
    let placed = buy(&app.db, "parcel", "parcel-key").await.expect("order");
    let order_no = placed.order_no.as_str();
    for status in [
        json!({"status": "paid"}),
        json!({"status": "shipped", "carrier": "Yurtiçi Kargo", "tracking_no": "YK777"}),
    ] {
        let r = app
            .client
            .post(app.url(&format!("/api/v1/erp/orders/{order_no}/status")))
            .header("X-Api-Key", ERP_KEY)
            .json(&status)
            .send()
            .await
            .expect("status");
        assert_eq!(r.status().as_u16(), 200);
    }
    let now = vitrin::customer::auth::now_secs();
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
