//! Confirmed payments are recorded once.

use super::*;

async fn confirmed_payments_are_recorded_once(app: TestApp) {
    let mut shop = Shop::with_sandbox(&app).await;
    member_with_phone(&app, &mut shop, "payer@example.com").await;
    let (_, settings) = shop.get("/srv/service/wallet/settings").await;

    // A purchase with an SMS code: pending until the code, then paid, recorded once.
    purchase_with_code(&shop, &settings, "ORD-1", "REF-1").await;
    let (code, paid) = shop.confirm("ORD-1", "REF-1").await;
    assert_eq!(code, 200, "{paid}");
    assert_eq!(paid["status"], "paid");
    assert_eq!(paid["amount"], 25_000);
    assert_eq!(paid["installmentCount"], 3);
    assert_eq!(paid["maskedPan"], "4032 80** **** 7894");
    assert_eq!(paid["alreadyRecorded"], false);
    let (code, again) = shop.confirm("ORD-1", "REF-1").await;
    assert_eq!(code, 200);
    assert_eq!(again["status"], "paid");
    assert_eq!(again["alreadyRecorded"], true);
    assert_eq!(again["amount"], 25_000);
    assert_eq!(payment_rows(&app, "ORD-1").await, 1);

    // Started but not finished: pending, nothing recorded.
    let first = start_purchase(&shop, &settings, BONUS_CARD, "ORD-2", "REF-2").await;
    assert_eq!(fault(&first)["ResponseCode"], "5001");
    let (_, pending) = shop.confirm("ORD-2", "REF-2").await;
    assert_eq!(pending["status"], "pending", "{pending}");
    assert_eq!(payment_rows(&app, "ORD-2").await, 0);

    // Unknown to the provider.
    let (_, unknown) = shop.confirm("ORD-404", "REF-404").await;
    assert_eq!(unknown["status"], "not_found", "{unknown}");

    // 3-D Secure approved: paid.
    let back = purchase_with_3d(&shop, &settings, "ORD-3", "REF-3", "approve").await;
    assert!(back.starts_with(&shop.url("/hesabim?")), "{back}");
    assert!(back.contains("wallet3d=approved"), "{back}");
    let (_, paid) = shop.confirm("ORD-3", "REF-3").await;
    assert_eq!(paid["status"], "paid", "{paid}");
    assert_eq!(paid["maskedPan"], "4048 09** **** 0007");
    assert_eq!(payment_rows(&app, "ORD-3").await, 1);

    // 3-D Secure refused: failed, nothing recorded.
    let back = purchase_with_3d(&shop, &settings, "ORD-4", "REF-4", "refuse").await;
    assert!(back.contains("wallet3d=refused"), "{back}");
    let (_, failed) = shop.confirm("ORD-4", "REF-4").await;
    assert_eq!(failed["status"], "failed", "{failed}");
    assert_eq!(failed["alreadyRecorded"], false);
    assert_eq!(payment_rows(&app, "ORD-4").await, 0);

    // Malformed numbers are refused before anyone is asked.
    let (code, body) = shop.confirm("", "REF-1").await;
    assert_eq!(code, 400);
    assert_eq!(
        body["error"]["message"],
        "Sipariş numarası veya referans numarası geçersiz."
    );
    let (code, _) = shop
        .post("/srv/service/wallet/confirm", json!("ORD-1"))
        .await;
    assert_eq!(code, 400);

    // Another shop server asks the first one's merchant query over HTTP.
    purchase_with_code(&shop, &settings, "ORD-5", "REF-5").await;
    let query_url = shop.url("/wallet-sandbox/merchant/query");
    let remote = Shop::start(&app, |c| c.wallet.query_url = query_url).await;
    let (code, paid) = remote.confirm("ORD-5", "REF-5").await;
    assert_eq!(code, 200, "{paid}");
    assert_eq!(paid["status"], "paid");
    assert_eq!(paid["alreadyRecorded"], false);
    assert_eq!(paid["amount"], 25_000);
    assert_eq!(payment_rows(&app, "ORD-5").await, 1);

    // The provider's own transaction number sent as the reference: a clear 400, nothing
    // recorded; the shop's reference then confirms the payment.
    purchase_with_code(&shop, &settings, "ORD-7", "REF-7").await;
    let provider_ref = provider_reference(&shop, "ORD-7");
    let (code, body) = shop.confirm("ORD-7", &provider_ref).await;
    assert_eq!(code, 400, "{body}");
    assert_eq!(body["error"]["code"], "wallet_provider_reference");
    assert_eq!(
        body["error"]["message"],
        "Bu, ödeme sağlayıcısının işlem numarası; onay için ödemenin referans numarasını gönderin."
    );
    assert_eq!(payment_rows(&app, "ORD-7").await, 0);
    let (code, paid) = shop.confirm("ORD-7", "REF-7").await;
    assert_eq!(code, 200, "{paid}");
    assert_eq!(paid["status"], "paid");

    // A provider that cannot be reached: 502, nothing recorded.
    purchase_with_code(&shop, &settings, "ORD-6", "REF-6").await;
    let unreachable = Shop::start(&app, |c| {
        c.wallet.query_url = "http://127.0.0.1:9/merchant/query".into();
        c.wallet.timeout_ms = 2_000;
    })
    .await;
    let (code, body) = unreachable.confirm("ORD-6", "REF-6").await;
    assert_eq!(code, 502, "{body}");
    assert_eq!(
        body["error"]["message"],
        "Ödeme sağlayıcısına şu an ulaşılamıyor, lütfen biraz sonra tekrar deneyin."
    );
    assert_eq!(payment_rows(&app, "ORD-6").await, 0);

    // Without any provider: 503.
    let none = Shop::start(&app, |_| {}).await;
    let (code, _) = none.confirm("ORD-6", "REF-6").await;
    assert_eq!(code, 503);
}

on_both_backends!(wallet_confirm, confirmed_payments_are_recorded_once);

/// The provider's own reference (its transaction number) of the purchase of `order_no`, as the
/// sandbox keeps it: `purchases/{refNo}.json`.
fn provider_reference(shop: &Shop, order_no: &str) -> String {
    let dir = shop.config().data_dir.join("wallet-sandbox/purchases");
    std::fs::read_dir(dir)
        .expect("purchases")
        .map(|e| e.expect("entry").path())
        .find_map(|path| {
            let purchase: Value =
                serde_json::from_str(&std::fs::read_to_string(&path).ok()?).ok()?;
            (purchase["order_no"] == order_no)
                .then(|| purchase["ref_no"].as_str().map(str::to_string))
                .flatten()
        })
        .expect("the provider's reference")
}
