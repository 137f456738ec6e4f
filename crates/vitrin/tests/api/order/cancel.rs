//! A shopper's cancellation before the parcel leaves: some lines, then the rest; by the order's
//! number and contact (as tracking asks); the IBAN a paid transfer is refunded to; too late
//! once shipped; a cancellation and the back office's "shipped" at once, one wins.

use super::*;
use crate::helpers::outbox_mail_about;
use vitrin::order::store::{change_status, StatusChange, StatusNote};

const EMAIL: &str = "misafir@example.com";

fn cancel_path(order_no: &str) -> String {
    format!("/srv/service/order/cancel/{order_no}")
}

async fn cancel(
    guest: &Shopper,
    app: &TestApp,
    order_no: &str,
    fields: &[(&'static str, &str)],
) -> (u16, Value) {
    guest.submit(app, &cancel_path(order_no), fields).await
}

async fn set_status(app: &TestApp, order_no: &str, status: OrderStatus) -> StatusChange {
    let note = StatusNote {
        carrier: "Yurtiçi Kargo",
        tracking_no: "YK1",
        tracking_url: "",
        note: "",
        at: None,
    };
    change_status(&app.db, order_no, status, note, NOW + 60)
        .await
        .expect("status")
}

async fn a_shopper_cancels_lines_then_the_rest_of_a_paid_transfer(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "cancels", product_id, variant_id, 3).await;
    let placed = buy(&app.db, "cancels", "cancels-key").await.expect("order");
    let order_no = placed.order_no.as_str();
    assert_eq!(stock_of(&app.db, variant_id).await, 2);
    let guest = Shopper::new(&app).await;
    let line_id: i64 = app
        .scalar(
            "SELECT id FROM order_lines WHERE order_id = $1",
            &[&placed.id],
        )
        .await;
    let one = format!("{line_id}:1");

    // Neither its member nor its session, nor the right contact: no such order.
    let (code, _) = cancel(&guest, &app, order_no, &[("lines", &one)]).await;
    assert_eq!(code, 404);
    let (code, _) = cancel(
        &guest,
        &app,
        order_no,
        &[("lines", &one), ("contact", "baska@example.com")],
    )
    .await;
    assert_eq!(code, 404);
    let (code, _) = cancel(&guest, &app, "1234567890", &[("contact", EMAIL)]).await;
    assert_eq!(code, 404);

    // Lines not on the order, or more than is left: refused, nothing changed.
    for bad in [
        "999999:1",
        &format!("{line_id}:4"),
        &format!("{line_id}:0"),
        "x",
    ] {
        let (code, body) = cancel(
            &guest,
            &app,
            order_no,
            &[("lines", bad), ("contact", EMAIL)],
        )
        .await;
        assert_eq!(
            (code, body["data"][0]["key"].as_str()),
            (422, Some("lines")),
            "{bad}: {body}"
        );
    }
    assert_eq!(stock_of(&app.db, variant_id).await, 2);

    // Not paid yet: one piece off, the stock back, the total lower, nothing to refund.
    let (code, body) = cancel(
        &guest,
        &app,
        order_no,
        &[("lines", &one), ("contact", "0532 123 45 67")],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["whole"], false);
    assert_eq!(body["order_status"], "awaiting_payment");
    assert_eq!(body["refund"], Value::Null);
    let piece = placed.totals.items_total / 3;
    assert_eq!(body["grand_total"], placed.totals.grand_total - piece);
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
    let (cancelled, items): (i64, i64) = sqlx::query_as(
        "SELECT l.cancelled_quantity, o.items_total FROM order_lines l \
         JOIN orders o ON o.id = l.order_id WHERE l.id = $1",
    )
    .bind(line_id)
    .fetch_one(&app.db.pool)
    .await
    .expect("line");
    assert_eq!((cancelled, items), (1, placed.totals.items_total - piece));

    // Paid by transfer: the rest goes back to an IBAN the shopper gives, checked.
    assert_eq!(
        set_status(&app, order_no, OrderStatus::Paid).await,
        StatusChange::Done
    );
    let (code, body) = cancel(&guest, &app, order_no, &[("contact", EMAIL)]).await;
    assert_eq!(
        (code, body["data"][0]["key"].as_str()),
        (422, Some("iban")),
        "{body}"
    );
    let bad_digits = [
        ("contact", EMAIL),
        ("iban", "TR33 0006 1005 1978 6457 8413 27"),
        ("account_holder", "Deniz Kaya"),
    ];
    let (code, body) = cancel(&guest, &app, order_no, &bad_digits).await;
    assert_eq!(
        (code, body["data"][0]["key"].as_str()),
        (422, Some("iban")),
        "{body}"
    );
    assert_eq!(
        body["message"],
        "Geçerli bir IBAN girin (TR ile başlayan 26 karakter)"
    );
    assert_eq!(stock_of(&app.db, variant_id).await, 3, "nothing changed");
    let good = [
        ("contact", EMAIL),
        ("iban", "TR33 0006 1005 1978 6457 8413 26"),
        ("account_holder", "Deniz Kaya"),
    ];
    let (code, body) = cancel(&guest, &app, order_no, &good).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Siparişiniz iptal edildi");
    assert_eq!(
        (body["whole"].as_bool(), body["order_status"].as_str()),
        (Some(true), Some("cancelled"))
    );
    let refund = &body["refund"];
    assert_eq!(refund["method"], "transfer");
    assert_eq!(refund["status"], "pending");
    assert_eq!(refund["amount"], placed.totals.grand_total - piece);
    assert_eq!(refund["iban"], "TR330006100519786457841326");
    assert_eq!(stock_of(&app.db, variant_id).await, 5);

    let (code, body) = cancel(&guest, &app, order_no, &good).await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("already_cancelled")),
        "{body}"
    );
    assert_eq!(
        stock_of(&app.db, variant_id).await,
        5,
        "the stock went back once"
    );

    // The history tells the shopper what happened, the mail where the money goes.
    let history: Vec<String> = app
        .column(
            "SELECT status || ':' || note FROM order_status_history WHERE order_id = $1 ORDER BY id",
            &[&placed.id],
        )
        .await;
    assert_eq!(
        history,
        [
            "awaiting_payment:",
            "awaiting_payment:lines_cancelled",
            "paid:",
            "cancelled:cancelled_by_shopper"
        ]
    );
    // The mails are written after the answers: each is waited for.
    let refunded = outbox_mail_about(
        &app,
        "order-cancellation",
        EMAIL,
        "TR330006100519786457841326",
    )
    .await;
    assert!(refunded.contains("en geç 10 gün"), "{refunded}");
    outbox_mail_about(&app, "order-cancellation", EMAIL, "iade gerekmiyor").await;
}
on_both_backends!(
    cancel_lines_and_rest,
    a_shopper_cancels_lines_then_the_rest_of_a_paid_transfer
);

async fn a_shipped_order_is_no_longer_cancelled_and_shipping_races_a_cancellation(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    cart(&app.db, "shipped", product_id, variant_id, 1).await;
    let shipped = buy(&app.db, "shipped", "shipped-key").await.expect("order");
    set_status(&app, &shipped.order_no, OrderStatus::Paid).await;
    set_status(&app, &shipped.order_no, OrderStatus::Shipped).await;
    let guest = Shopper::new(&app).await;
    let (code, body) = cancel(&guest, &app, &shipped.order_no, &[("contact", EMAIL)]).await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("not_cancellable")),
        "{body}"
    );
    assert!(body["message"]
        .as_str()
        .unwrap_or_default()
        .contains("kargoya verildiği için"));

    // Five orders, each cancelled and shipped at the same moment: exactly one of the two wins
    // every time, and the stock goes back only when the cancellation won.
    for i in 0..5 {
        let session = format!("race-{i}");
        cart(&app.db, &session, product_id, variant_id, 1).await;
        let placed = buy(&app.db, &session, &format!("race-key-{i}"))
            .await
            .expect("order");
        let before = stock_of(&app.db, variant_id).await;
        let (cancelled, ship) = tokio::join!(
            cancel(&guest, &app, &placed.order_no, &[("contact", EMAIL)]),
            set_status(&app, &placed.order_no, OrderStatus::Shipped),
        );
        let status: String = app
            .scalar("SELECT status FROM orders WHERE id = $1", &[&placed.id])
            .await;
        let after = stock_of(&app.db, variant_id).await;
        match (cancelled.0, ship) {
            (200, StatusChange::NotAllowed(_)) => {
                assert_eq!((status.as_str(), after), ("cancelled", before + 1))
            }
            (409, StatusChange::Done) => assert_eq!((status.as_str(), after), ("shipped", before)),
            other => panic!("both or neither won: {other:?} {}", cancelled.1),
        }
    }
}
on_both_backends!(
    cancel_too_late,
    a_shipped_order_is_no_longer_cancelled_and_shipping_races_a_cancellation
);
