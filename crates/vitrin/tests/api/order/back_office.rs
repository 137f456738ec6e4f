//! The back office's order calls, overdue payments, the export.

use super::*;

async fn the_back_office_reads_and_moves_orders(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "erp", product_id, variant_id, 2).await;
    let placed = buy(&app.db, "erp", "erp-key").await.expect("order");
    let erp = back_office(&app).await;
    let feed = |server: &TestApp, key: &str| {
        server
            .client
            .get(server.url("/api/v1/erp/orders?since=0"))
            .header("X-Api-Key", key.to_string())
            .send()
    };
    assert_eq!(
        feed(&erp, "wrong").await.expect("feed").status().as_u16(),
        401
    );
    assert_eq!(
        feed(&app, ERP_KEY).await.expect("feed").status().as_u16(),
        401,
        "the API is off without a key"
    );
    let r = feed(&erp, ERP_KEY).await.expect("feed");
    assert_eq!(r.status().as_u16(), 200);
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["orders"][0]["order_no"], placed.order_no.as_str());
    assert_eq!(body["orders"][0]["lines"][0]["quantity"], 2);
    assert_eq!(body["next_since"], body["orders"][0]["updated_at"]);

    let set = |status: Value| {
        erp.client
            .post(erp.url(&format!("/api/v1/erp/orders/{}/status", placed.order_no)))
            .header("X-Api-Key", ERP_KEY)
            .json(&status)
            .send()
    };
    let code_of = |status: &'static str| {
        let sent = set(serde_json::json!({ "status": status }));
        async move { sent.await.expect(status).status().as_u16() }
    };
    assert_eq!(code_of("paid").await, 200);
    assert_eq!(code_of("shipped").await, 422, "no tracking");
    assert_eq!(code_of("lost").await, 422, "unknown");
    let r = set(serde_json::json!({"status": "shipped", "carrier": "Yurtiçi Kargo", "tracking_no": "YK123456"}))
        .await
        .expect("shipped");
    assert_eq!(r.status().as_u16(), 200);
    let order: Value = r.json().await.expect("json");
    assert_eq!(order["status"], "shipped");
    assert_eq!(order["history"][2]["tracking_no"], "YK123456");
    // The carrier named by the back office gives the link; the shopper is mailed it.
    let link = "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456";
    assert_eq!(order["history"][2]["tracking_url"], link);
    let mail = crate::helpers::outbox_mail(&erp, "order-shipped", "misafir@example.com").await;
    assert!(
        mail.contains(link) && mail.contains("kargoya verildi"),
        "{mail}"
    );
    assert_eq!(code_of("cancelled").await, 409, "too late");
    assert_eq!(code_of("delivered").await, 200, "delivered");
    let r = erp
        .client
        .post(erp.url("/api/v1/erp/orders/1234567890/status"))
        .header("X-Api-Key", ERP_KEY)
        .json(&serde_json::json!({"status": "paid"}))
        .send()
        .await
        .expect("unknown order");
    assert_eq!(r.status().as_u16(), 404);
    // Nothing went back on the shelf: the parcel was delivered.
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
}

on_both_backends!(erp, the_back_office_reads_and_moves_orders);

async fn overdue_payments_cancel_the_order_and_free_its_stock(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "late", product_id, variant_id, 2).await;
    let placed = buy(&app.db, "late", "late-key").await.expect("order");
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
    let due = NOW + 3 * 86_400;
    assert_eq!(
        cancel_overdue(&app.db, due).await.expect("sweep").len(),
        0,
        "not yet due"
    );
    assert_eq!(
        cancel_overdue(&app.db, due + 1).await.expect("sweep"),
        vec![placed.order_no.clone()]
    );
    assert_eq!(stock_of(&app.db, variant_id).await, 5);
    assert_eq!(
        cancel_overdue(&app.db, due + 2).await.expect("sweep").len(),
        0,
        "once only"
    );
    let history: Vec<String> = app
        .column(
            "SELECT h.status FROM order_status_history h JOIN orders o ON o.id = h.order_id \
         WHERE o.order_no = $1 ORDER BY h.id",
            &[&placed.order_no],
        )
        .await;
    assert_eq!(history, ["awaiting_payment", "cancelled"]);
}

on_both_backends!(
    overdue,
    overdue_payments_cancel_the_order_and_free_its_stock
);

/// `vitrin export orders --since`: the orders as JSON lines, for a back office without the API.
async fn orders_export_as_json_lines(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "export", product_id, variant_id, 1).await;
    let placed = buy(&app.db, "export", "export-key").await.expect("order");
    let data = tempfile::tempdir().expect("temp dir");
    let export = |since: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_vitrin"))
            .args(["export", "orders", "--since", since])
            .env("VITRIN_DATABASE_URL", app.config.database_url())
            .env("VITRIN_DATA_DIR", data.path())
            .output()
            .expect("vitrin export")
    };
    let out = export("0");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["order_no"], placed.order_no.as_str());
    assert_eq!(lines[0]["lines"][0]["variant_id"], variant_id);
    let later = export("2999-01-01");
    assert!(later.status.success());
    assert!(later.stdout.is_empty());
    let bad = export("yesterday");
    assert!(!bad.status.success());
}

on_both_backends!(export, orders_export_as_json_lines);
