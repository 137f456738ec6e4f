//! Returns within 14 days of the delivery: what a return may take, the refusals that change
//! nothing (pieces above what was delivered, no reason, photos that are not images or too many or
//! too large, a bad IBAN, an exchange of another line), a return with a photo of the defect, an
//! exchange whose size is reserved at once, the back office's steps with the refund to the
//! shopper's IBAN, a rejection that puts the exchanged size back, the deadline, and a whole order
//! returned for a defect with its shipping refunded.

use reqwest::multipart::{Form, Part};
use serde_json::json;

use super::*;

const EMAIL: &str = "misafir@example.com";
const DAY: i64 = 86_400;
/// A form's fields as owned text.
type Fields = Vec<(&'static str, String)>;

const IBAN: &str = "TR33 0006 1005 1978 6457 8413 26";

/// A bank-transfer order of `quantity` pieces placed 20 days ago on `session`, paid, shipped and
/// delivered `delivered_ago` seconds ago: its number and id.
async fn delivered_order(
    app: &TestApp,
    session: &str,
    variant: (i64, i64),
    quantity: i64,
    delivered_ago: i64,
) -> (String, i64) {
    let now = vitrin::clock::now_secs();
    cart(&app.db, session, variant.0, variant.1, quantity).await;
    let placed = place_past(
        &app.db,
        &PastOrder {
            owner: Owner::Guest(session.to_string()),
            session,
            email: EMAIL,
            method: PaymentMethod::BankTransfer,
            fee: 0,
            delivery: "{}",
            invoice: "{}",
            at: now - 20 * DAY,
        },
    )
    .await;
    let steps = [
        (OrderStatus::Paid, now - 19 * DAY),
        (OrderStatus::Shipped, now - 18 * DAY),
        (OrderStatus::Delivered, now - delivered_ago),
    ];
    move_through(&app.db, &placed.order_no, &steps).await;
    (placed.order_no, placed.id)
}

/// Another size of the variant's product in its colour, given `stock`: its id.
async fn other_size(app: &TestApp, variant_id: i64, stock: i64) -> i64 {
    let other: i64 = app
        .scalar(
            "SELECT o.id FROM variants v JOIN variants o ON o.product_id = v.product_id \
             AND o.type1_id = v.type1_id AND o.id <> v.id WHERE v.id = $1 ORDER BY o.id LIMIT 1",
            &[&variant_id],
        )
        .await;
    app.run(
        "UPDATE variants SET stock = $1 WHERE id = $2",
        &[&stock, &other],
    )
    .await;
    other
}

fn png() -> Vec<u8> {
    let mut out = Vec::new();
    image::DynamicImage::new_rgb8(64, 48)
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .expect("png");
    out
}

fn photo(bytes: Vec<u8>, name: &'static str) -> Part {
    Part::bytes(bytes).file_name(name)
}

/// The return form: text fields, then photos.
fn return_form(fields: &[(&'static str, &str)], photos: Vec<Part>) -> Form {
    let mut form = Form::new();
    for (k, v) in fields {
        form = form.text(*k, v.to_string());
    }
    for p in photos {
        form = form.part("photos", p);
    }
    form
}

async fn ask_return(
    guest: &Shopper,
    app: &TestApp,
    order_no: &str,
    fields: &[(&'static str, &str)],
    photos: Vec<Part>,
) -> (u16, Value) {
    let mut all = vec![("contact", EMAIL)];
    all.extend_from_slice(fields);
    guest
        .post_multipart(
            app,
            &format!("/srv/service/order/return/{order_no}"),
            return_form(&all, photos),
        )
        .await
}

/// Asks to return a piece of `order_no` for a change of mind, which its return window refuses:
/// 409 with the error `code`. Answers the refusal.
async fn refused_return(guest: &Shopper, app: &TestApp, order_no: &str, code: &str) -> Value {
    let (status, body) = ask_return(
        guest,
        app,
        order_no,
        &[("lines", "1:1"), ("reason", "changed_mind")],
        vec![],
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some(code)),
        "{body}"
    );
    body
}

async fn erp_return(app: &TestApp, order_no: &str, return_no: &str, step: Value) -> (u16, Value) {
    let path = format!("/api/v1/erp/orders/{order_no}/returns/{return_no}/status");
    erp_post(app, &path, step).await
}

async fn count(app: &TestApp, table: &str) -> i64 {
    app.scalar(&format!("SELECT COUNT(*) FROM {table}"), &[])
        .await
}

async fn a_shopper_returns_and_exchanges_pieces_and_the_back_office_settles_them(app: TestApp) {
    let app = back_office(&app).await;
    let variant = variant_with_stock(&app.db, 5).await;
    let sibling = other_size(&app, variant.1, 2).await;
    let (order_no, _) = delivered_order(&app, "returns", variant, 3, 2 * DAY).await;
    let guest = Shopper::new(&app).await;

    // What a return may take: the three pieces, the other size for an exchange, an IBAN.
    let (code, options) = guest
        .submit(
            &app,
            &format!("/srv/service/order/return-options/{order_no}"),
            &[("contact", EMAIL)],
        )
        .await;
    assert_eq!(code, 200, "{options}");
    assert_eq!(options["window"]["open"], true);
    assert_eq!(options["needs_iban"], true);
    assert_eq!(options["carrier"], "Yurtiçi Kargo");
    let line = &options["lines"][0];
    assert_eq!(line["returnable"], 3);
    assert!(line["other_sizes"]
        .as_array()
        .expect("sizes")
        .iter()
        .any(|s| s["variant_id"] == sibling));
    let line_id = line["line_id"].as_i64().expect("line");
    let one = format!("{line_id}:1");
    let exchange = format!("{line_id}:{sibling}");

    // Refused, nothing written: too many pieces, no reason, "other" without words, a file that
    // is not an image, four photos, a photo over 5 MB, a bad IBAN, an exchange of a line not
    // returned, another size that does not exist.
    let good = [
        ("lines", one.as_str()),
        ("reason", "defective"),
        ("iban", IBAN),
        ("account_holder", "Ayşe Yılmaz"),
    ];
    let four = format!("{line_id}:4");
    let changed = |key: &'static str, value: &str| -> Fields {
        let mut fields: Fields = good
            .iter()
            .filter(|(k, _)| *k != key)
            .map(|(k, v)| (*k, v.to_string()))
            .collect();
        fields.push((key, value.to_string()));
        fields
    };
    let cases: Vec<(Fields, Vec<Part>, u16, &str)> = vec![
        (changed("lines", &four), vec![], 422, "lines"),
        (changed("reason", ""), vec![], 422, "reason"),
        (changed("reason", "other"), vec![], 422, "reason_text"),
        (
            changed("reason", "defective"),
            vec![photo(b"%PDF-1.7".to_vec(), "a.png")],
            422,
            "photos",
        ),
        (
            changed("reason", "defective"),
            (0..4).map(|_| photo(png(), "p.png")).collect(),
            422,
            "photos",
        ),
        (
            changed("reason", "defective"),
            vec![photo(vec![0; 5 * 1024 * 1024 + 1], "big.jpg")],
            413,
            "photos",
        ),
        (
            changed("iban", "TR330006100519786457841327"),
            vec![],
            422,
            "iban",
        ),
        (changed("exchange", "999999:1"), vec![], 422, "exchange"),
    ];
    for (fields, photos, status, key) in cases {
        let fields: Vec<(&'static str, &str)> =
            fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let (code, body) = ask_return(&guest, &app, &order_no, &fields, photos).await;
        assert_eq!(code, status, "{key}: {body}");
        assert_eq!(body["data"][0]["key"], key, "{body}");
        assert!(!body["message"].as_str().unwrap_or_default().is_empty());
    }
    let bad_size = format!("{line_id}:{}", variant.1);
    let (code, body) = ask_return(
        &guest,
        &app,
        &order_no,
        &[
            ("lines", &one),
            ("reason", "wrong_size"),
            ("exchange", &bad_size),
        ],
        vec![],
    )
    .await;
    assert_eq!(code, 409, "the same size is no exchange: {body}");
    assert_eq!(count(&app, "order_returns").await, 0);
    assert_eq!(count(&app, "order_return_photos").await, 0);

    // A piece back for a defect, with its photo: a number, the carrier's code, the mail.
    let (code, body) = ask_return(
        &guest,
        &app,
        &order_no,
        &good,
        vec![photo(png(), "leke.png")],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let first = &body["return"];
    assert_eq!(first["return_no"], format!("{order_no}-R1"));
    assert_eq!(first["status"], "requested");
    assert_eq!(first["return_code"], format!("302951{order_no}01"));
    assert_eq!(first["photos"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        body["message"],
        "İade talebiniz alındı; iade kodunuzu kargo şubesine gösterin"
    );
    let code_at_branch = format!("302951{order_no}01");
    let mail =
        crate::helpers::outbox_mail_about(&app, "order-return", EMAIL, &code_at_branch).await;
    assert!(mail.contains("Yurtiçi Kargo şubesine"), "{mail}");

    // Another piece for the other size: that size is reserved at once.
    let (code, body) = ask_return(
        &guest,
        &app,
        &order_no,
        &[
            ("lines", &one),
            ("reason", "wrong_size"),
            ("exchange", &exchange),
        ],
        vec![],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert!(!body["return"]["lines"][0]["exchange_size"]
        .as_str()
        .unwrap_or_default()
        .is_empty());
    assert_eq!(stock_of(&app.db, sibling).await, 1);
    // One piece is left to return.
    let two = format!("{line_id}:2");
    let (code, _) = ask_return(
        &guest,
        &app,
        &order_no,
        &[("lines", &two), ("reason", "changed_mind")],
        vec![],
    )
    .await;
    assert_eq!(code, 422);

    // The back office: received, then approved with more than was paid (refused), then approved
    // as it stands: the piece's part is owed to the shopper's IBAN.
    let first_no = format!("{order_no}-R1");
    let (code, order) = erp_return(&app, &order_no, &first_no, json!({"status": "received"})).await;
    assert_eq!(code, 200, "{order}");
    assert_eq!(order["returns"][0]["status"], "received");
    let (code, _) = erp_return(&app, &order_no, &first_no, json!({"status": "received"})).await;
    assert_eq!(code, 409);
    let total = order["grand_total"].as_i64().expect("total");
    let (code, _) = erp_return(
        &app,
        &order_no,
        &first_no,
        json!({"status": "approved", "amount": total + 1}),
    )
    .await;
    assert_eq!(code, 422);
    let (code, order) = erp_return(&app, &order_no, &first_no, json!({"status": "approved"})).await;
    assert_eq!(code, 200, "{order}");
    let piece = order["lines"][0]["total"].as_i64().expect("total") / 3;
    assert_eq!(order["returns"][0]["refund_amount"], piece, "{order}");
    assert_eq!(order["refunds"][0]["method"], "transfer");
    assert_eq!(order["refunds"][0]["iban"], "TR330006100519786457841326");
    assert_eq!(order["refunds"][0]["status"], "pending");
    assert_eq!(order["status"], "delivered");
    let (code, _) = erp_return(
        &app,
        &order_no,
        &first_no,
        json!({"status": "rejected", "reason": "x"}),
    )
    .await;
    assert_eq!(code, 409, "an approved return stays approved");

    // The exchange rejected with a reason: the other size goes back on the shelf.
    let (code, order) = erp_return(
        &app,
        &order_no,
        &format!("{order_no}-R2"),
        json!({"status": "rejected", "reason": "Ürün kullanılmış olarak geldi"}),
    )
    .await;
    assert_eq!(code, 200, "{order}");
    assert_eq!(
        order["returns"][1]["reject_reason"],
        "Ürün kullanılmış olarak geldi"
    );
    assert_eq!(stock_of(&app.db, sibling).await, 2);
    let rejected = format!("{order_no}-R2 numaralı iade talebiniz onaylanmadı");
    let mail = crate::helpers::outbox_mail_about(&app, "order-return", EMAIL, &rejected).await;
    assert!(mail.contains("Ürün kullanılmış olarak geldi"), "{mail}");
    let (code, _) = erp_return(
        &app,
        &order_no,
        &format!("{order_no}-R2"),
        json!({"status": "rejected"}),
    )
    .await;
    assert_eq!(code, 422, "a rejection needs its reason");
    assert_eq!(
        erp_return(
            &app,
            &order_no,
            "0000000000-R1",
            json!({"status": "received"})
        )
        .await
        .0,
        404
    );

    // The photo, for the back office's key only.
    let file = first["photos"][0].as_str().expect("photo");
    let fetch = |key: &'static str| {
        app.client
            .get(app.url(&format!("/api/v1/erp/return-photos/{file}")))
            .header("X-Api-Key", key)
            .send()
    };
    let r = fetch(ERP_KEY).await.expect("photo");
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["content-type"], "image/webp");
    assert_eq!(fetch("wrong").await.expect("photo").status().as_u16(), 401);

    // Tracking shows the returns.
    let (code, tracked) = guest
        .submit(
            &app,
            "/srv/service/order/track",
            &[("order_no", &order_no), ("contact", EMAIL)],
        )
        .await;
    assert_eq!(code, 200, "{tracked}");
    assert_eq!(tracked["returns"][0]["status"], "approved");
    assert_eq!(tracked["returns"][1]["status"], "rejected");
}
on_both_backends!(
    returns_and_exchanges,
    a_shopper_returns_and_exchanges_pieces_and_the_back_office_settles_them
);

async fn returns_close_fourteen_days_after_the_delivery(app: TestApp) {
    let app = back_office(&app).await;
    let variant = variant_with_stock(&app.db, 9).await;
    let guest = Shopper::new(&app).await;
    let page = |order_no: String| {
        let guest = &guest;
        let app = &app;
        async move {
            let (_, body) = guest
                .submit(
                    app,
                    "/srv/service/order/track",
                    &[("order_no", &order_no), ("contact", EMAIL)],
                )
                .await;
            body
        }
    };

    // Delivered 15 days ago: closed, and the request says why.
    let (late, _) = delivered_order(&app, "late", variant, 1, 15 * DAY).await;
    let tracked = page(late.clone()).await;
    assert_eq!(
        tracked["return_window"]["closed"], "deadline_passed",
        "{tracked}"
    );
    let body = refused_return(&guest, &app, &late, "return_deadline_passed").await;
    assert!(body["message"]
        .as_str()
        .unwrap_or_default()
        .contains("14 günlük"));

    // Delivered 13 days and 23 hours ago: still open.
    let (in_time, _) = delivered_order(&app, "in-time", variant, 2, 14 * DAY - 3_600).await;
    assert_eq!(page(in_time.clone()).await["return_window"]["open"], true);

    // The back office's delivery time must lie between the placing and now.
    let r = app
        .client
        .post(app.url(&format!("/api/v1/erp/orders/{in_time}/status")))
        .header("X-Api-Key", ERP_KEY)
        .json(&json!({"status": "delivered", "at": 1}))
        .send()
        .await
        .expect("status");
    assert_eq!(r.status().as_u16(), 422);

    // The whole order back for a defect: the shipping is refunded too, the order is returned
    // and cannot be returned again.
    let (_, order) = guest
        .submit(
            &app,
            &format!("/srv/service/order/return-options/{in_time}"),
            &[("contact", EMAIL)],
        )
        .await;
    let line_id = order["lines"][0]["line_id"].as_i64().expect("line");
    let (code, body) = ask_return(
        &guest,
        &app,
        &in_time,
        &[
            ("lines", &format!("{line_id}:2")),
            ("reason", "wrong_item"),
            ("iban", IBAN),
            ("account_holder", "Ayşe Yılmaz"),
        ],
        vec![],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let (code, order) = erp_return(
        &app,
        &in_time,
        &format!("{in_time}-R1"),
        json!({"status": "approved"}),
    )
    .await;
    assert_eq!(code, 200, "{order}");
    assert_eq!(order["status"], "returned");
    assert_eq!(
        order["returns"][0]["refund_amount"], order["grand_total"],
        "{order}"
    );
    assert!(order["shipping_fee"].as_i64().unwrap_or_default() > 0);
    let tracked = page(in_time.clone()).await;
    assert_eq!(tracked["return_window"]["closed"], "all_returned");
    refused_return(&guest, &app, &in_time, "return_all_returned").await;

    // Not delivered yet: returns open with the delivery.
    cart(&app.db, "not-yet", variant.0, variant.1, 1).await;
    let placed = buy(&app.db, "not-yet", "not-yet-key").await.expect("order");
    refused_return(&guest, &app, &placed.order_no, "return_not_delivered").await;
}
on_both_backends!(
    return_deadline,
    returns_close_fourteen_days_after_the_delivery
);
