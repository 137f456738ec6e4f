//! Card orders and their payments through the checkout: a payment the provider confirmed pays
//! its order once (never a short one), the order's one "Siparişiniz alındı" mail goes then (a
//! card order gets none at placement), a payment through the sandbox is a test payment in the
//! order and the back office's feed, and an order whose payment never came is cancelled with a
//! mail of its own.

use std::sync::Arc;

use serde_json::{json, Value};

use crate::{
    helpers::{outbox_mails, TestApp},
    on_both_backends,
    order::ERP_KEY,
    wallet::{complete_with_code, encrypt, fault, member_with_phone, Shop},
};

const PHONE: &str = "+905321234567";
const BONUS_CARD: &str = "4032801234567894";
const PAYER: &str = "payer@example.com";

/// A card order of the member `customer_id` for two units of a seeded variant, placed on the
/// database as the checkout places it: its number and total.
async fn card_order(app: &TestApp, customer_id: i64, session: &str) -> (String, i64) {
    use vitrin::{
        address::store::Owner,
        locale::Lang,
        order::{
            config::CheckoutConfig,
            model::PaymentMethod,
            place::{place, Placement, Pricing},
        },
    };
    let (product_id, variant_id): (i64, i64) =
        sqlx::query_as("SELECT product_id, id FROM variants WHERE stock >= 2 ORDER BY id LIMIT 1")
            .fetch_one(&app.db.pool)
            .await
            .expect("a variant");
    let cart_id: i64 = app
        .scalar(
            "INSERT INTO carts (session_id, created_at, updated_at) VALUES ($1, 1, 1) RETURNING id",
            &[&session],
        )
        .await;
    app.run(
        "INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, created_at) \
         VALUES ($1, $2, $3, 2, 1)",
        &[&cart_id, &product_id, &variant_id],
    )
    .await;
    let checkout = CheckoutConfig::default();
    let no_fee = |_: i64| Some(0);
    let now = vitrin::clock::now_secs();
    let placed = place(
        &app.db,
        &Placement {
            owner: &Owner::Member(customer_id),
            cart_key: session,
            idempotency_key: &format!("{session}-key-0000001"),
            email: PAYER,
            phone: PHONE,
            lang: Lang::Tr,
            method: PaymentMethod::Card,
            pricing: Pricing {
                carrier: &checkout.carriers[0],
                free_shipping_threshold: 0,
                fee_vat_percent: checkout.fee_vat_percent,
                payment_fee: &no_fee,
                coupon: None,
                campaigns: &[],
                member: false,
                now: 0,
            },
            store_id: None,
            delivery_address: "{}",
            invoice_address: "{}",
            payment_due_at: Some(now + 3_600),
            contracts: None,
            consent: None,
            referrer_log: &[],
            now,
        },
    )
    .await
    .expect("order");
    let total: i64 = app
        .scalar(
            "SELECT grand_total FROM orders WHERE order_no = $1",
            &[&placed.order_no],
        )
        .await;
    (placed.order_no, total)
}

async fn order_status(app: &TestApp, order_no: &str) -> String {
    app.scalar(
        "SELECT status FROM orders WHERE order_no = $1",
        &[&order_no],
    )
    .await
}

/// A purchase with the Bonus card for `amount` kuruş of `order_no`, finished with its SMS code.
async fn pay_with_code(
    shop: &Shop,
    settings: &Value,
    order_no: &str,
    reference_no: &str,
    amount: i64,
) {
    let token = shop
        .post(
            "/srv/service/wallet/token",
            json!({ "call": "directPurchase", "referenceNo": reference_no, "orderNo": order_no }),
        )
        .await;
    assert_eq!(token.0, 200, "{}", token.1);
    let first = shop
        .provider(
            "directPurchase",
            json!({
                "token": token.1["token"],
                "msisdn": token.1["msisdn"],
                "referenceNo": reference_no,
                "orderNo": order_no,
                "amount": amount.to_string(),
                "installmentCount": 1,
                "rtaPan": encrypt(settings, BONUS_CARD),
                "expiryDate": "3012",
                "cvc": encrypt(settings, "123"),
                "cardHolderName": "Ay%C5%9Fe%20Y%C4%B1lmaz",
                "sendSmsLanguage": "tur",
            }),
        )
        .await;
    assert_eq!(fault(&first)["ResponseCode"], "5001", "{first}");
    let step = fault(&first)["Token"].as_str().expect("validationRefNo");
    let (code, token) = shop
        .post(
            "/srv/service/wallet/token",
            json!({ "call": "validateTransaction", "referenceNo": reference_no, "orderNo": order_no }),
        )
        .await;
    assert_eq!(code, 200, "{token}");
    complete_with_code(shop, &token, step, reference_no).await;
}

/// The sandbox wallet's shop with the back office's key, a member of `email` with a phone to pay
/// with, and the wallet's settings as the payment page reads them.
async fn paying_shop(app: &TestApp, email: &str) -> (Shop, i64, Value) {
    let mut shop = Shop::start(app, |c| {
        c.wallet.sandbox = Some(true);
        c.checkout.erp_api_key = ERP_KEY.into();
    })
    .await;
    let id = member_with_phone(app, &mut shop, email).await;
    let (_, settings) = shop.get("/srv/service/wallet/settings").await;
    (shop, id, settings)
}

async fn a_confirmed_payment_pays_its_order_once(app: TestApp) {
    let (shop, id, settings) = paying_shop(&app, "order.payer@example.com").await;
    let (order_no, total) = card_order(&app, id, "pays-its-order").await;

    // Short by one kuruş: the money is recorded, the order is not paid.
    let (short_order, short_total) = card_order(&app, id, "pays-too-little").await;
    pay_with_code(&shop, &settings, &short_order, "REF-SHORT", short_total - 1).await;
    let (code, body) = shop.confirm(&short_order, "REF-SHORT").await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        (body["status"].as_str(), body["orderPaid"].as_bool()),
        (Some("paid"), Some(false))
    );
    assert_eq!(order_status(&app, &short_order).await, "awaiting_payment");
    // The short payment goes back to the card, once however often it is confirmed.
    assert_eq!(shop.confirm(&short_order, "REF-SHORT").await.0, 200);
    let (_, page) = shop
        .get(&format!("/srv/service/order/detail/{short_order}"))
        .await;
    let refunds = &page["data"][0]["refunds"];
    assert_eq!(refunds.as_array().map(Vec::len), Some(1), "{page}");
    assert_eq!(refunds[0]["amount"], short_total - 1);
    assert_eq!(refunds[0]["status"], "refunded");

    // The exact total: the order is paid, once, with one history entry.
    pay_with_code(&shop, &settings, &order_no, "REF-EXACT", total).await;
    for already in [false, true] {
        let (code, body) = shop.confirm(&order_no, "REF-EXACT").await;
        assert_eq!(code, 200, "{body}");
        assert_eq!(body["orderPaid"], true, "{body}");
        assert_eq!(body["alreadyRecorded"], already);
    }
    assert_eq!(order_status(&app, &order_no).await, "paid");
    let paid_entries: i64 = app
        .scalar(
            "SELECT COUNT(*) FROM order_status_history h JOIN orders o ON o.id = h.order_id \
         WHERE o.order_no = $1 AND h.status = 'paid'",
            &[&order_no],
        )
        .await;
    assert_eq!(paid_entries, 1);

    // One mail, sent when the payment made the order paid, says so: the card, the plan, the total,
    // and that the sandbox took no real money. The short payment's order got none.
    let display = display_no(&order_no);
    let mail = mail_about(&shop.app, "order", &display).await;
    for needle in [
        format!("Sipariş numarası: {display}"),
        "Ödemeniz alındı: 4032 80** **** 7894 numaralı kartınızdan tek çekim.".to_string(),
        "Bu bir test ödemesidir: karttan gerçek bir ödeme alınmadı.".to_string(),
    ] {
        assert!(mail.contains(&needle), "{needle} in {mail}");
    }
    assert!(!mail.contains("tamamlanmadı"), "{mail}");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(mails_about(&shop.app, "order", &display), 1);

    // The back office sees a test payment.
    let r = shop
        .browser
        .client
        .get(shop.url("/api/v1/erp/orders?since=0"))
        .header("X-Api-Key", ERP_KEY)
        .send()
        .await
        .expect("feed");
    assert_eq!(r.status().as_u16(), 200);
    let feed: Value = r.json().await.expect("json");
    let paid = feed["orders"]
        .as_array()
        .expect("orders")
        .iter()
        .find(|o| o["order_no"] == order_no.as_str())
        .expect("the paid order in the feed");
    assert_eq!(paid["status"], "paid");
    assert_eq!(paid["payment"]["test"], true, "{paid}");
    assert_eq!(paid["payment"]["masked_pan"], "4032 80** **** 7894");

    // A paid order takes no second payment: no token for it.
    let (code, body) = shop.purchase_token(&order_no).await;
    assert_eq!(code, 409, "{body}");
    assert_eq!(body["error"]["code"], "wallet_order_not_payable");

    // Nor does someone else's browser get one, signed in or not.
    let mut other = Shop::with_sandbox(&app).await;
    let (code, _) = other.purchase_token(&short_order).await;
    assert_eq!(code, 409, "a guest browser that did not place the order");
    let (code, _) = other
        .post(
            "/srv/service/wallet/token",
            json!({ "call": "directPurchase" }),
        )
        .await;
    assert_eq!(code, 401, "a guest without an order");
    let (code, _) = other
        .post(
            "/srv/service/wallet/token",
            json!({ "call": "listManagement", "orderNo": short_order }),
        )
        .await;
    assert_eq!(code, 401, "a guest asking for a call of members");
    member_with_phone(&app, &mut other, "someone.else@example.com").await;
    let (code, _) = other.purchase_token(&short_order).await;
    assert_eq!(code, 409, "another member");
}
on_both_backends!(wallet_pays_orders, a_confirmed_payment_pays_its_order_once);

/// The mail of `kind` to the payer about the order, waited for (mails go in the background).
async fn mail_about(app: &TestApp, kind: &str, display: &str) -> String {
    crate::helpers::outbox_mail_about(app, kind, PAYER, display).await
}

/// How many mails of `kind` to the payer name the order (the tests of a run share the outbox).
fn mails_about(app: &TestApp, kind: &str, display: &str) -> usize {
    outbox_mails(app, kind, PAYER)
        .iter()
        .filter(|m| m.contains(display))
        .count()
}

/// `482 133 9017` of `4821339017`.
fn display_no(order_no: &str) -> String {
    format!("{} {} {}", &order_no[..3], &order_no[3..6], &order_no[6..])
}

async fn a_lapsed_card_order_is_cancelled_with_its_own_mail(app: TestApp) {
    let id = vitrin_member(&app).await;
    let (order_no, _) = card_order(&app, id, "never-paid").await;
    let due: i64 = app
        .scalar(
            "SELECT payment_due_at FROM orders WHERE order_no = $1",
            &[&order_no],
        )
        .await;
    let config = Arc::new(app.config.clone());
    assert_eq!(
        vitrin::order::overdue::sweep(&app.db, &config, due)
            .await
            .expect("sweep"),
        0,
        "not yet due"
    );
    assert_eq!(
        vitrin::order::overdue::sweep(&app.db, &config, due + 1)
            .await
            .expect("sweep"),
        1
    );
    assert_eq!(order_status(&app, &order_no).await, "cancelled");
    let display = display_no(&order_no);
    let mail = mail_about(&app, "order-cancelled", &display).await;
    for needle in [
        format!("{display} numaralı siparişinizin ödemesi zamanında tamamlanmadığı için"),
        format!("/order/{order_no}"),
    ] {
        assert!(mail.contains(&needle), "{needle} in {mail}");
    }
    // Swept again: nothing more, no second mail.
    assert_eq!(
        vitrin::order::overdue::sweep(&app.db, &config, due + 2)
            .await
            .expect("sweep"),
        0
    );
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(mails_about(&app, "order-cancelled", &display), 1);
    assert_eq!(mails_about(&app, "order", &display), 0);
}
on_both_backends!(
    lapsed_card_orders,
    a_lapsed_card_order_is_cancelled_with_its_own_mail
);

async fn vitrin_member(app: &TestApp) -> i64 {
    crate::shopper::create_member(app, "lapsed.payer@example.com").await
}

/// A form POST of the member's browser on `shop` (its cookies, CSRF token and bearer).
async fn cancel(shop: &Shop, order_no: &str, lines: &str) -> (u16, Value) {
    shop.browser
        .post(
            &shop.app,
            &format!("/srv/service/order/cancel/{order_no}"),
            &[("lines", lines.to_string())],
        )
        .await
}

async fn a_cancelled_card_order_is_refunded_to_the_card_once(app: TestApp) {
    use vitrin::wallet::refunds::RefundOutcome;
    let (shop, id, settings) = paying_shop(&app, "refund.payer@example.com").await;
    let (order_no, total) = card_order(&app, id, "refunded-order").await;
    pay_with_code(&shop, &settings, &order_no, "REF-REFUND", total).await;
    assert_eq!(
        shop.confirm(&order_no, "REF-REFUND").await.1["orderPaid"],
        true
    );
    let (_, page) = shop
        .get(&format!("/srv/service/order/detail/{order_no}"))
        .await;
    let line = &page["data"][0]["lines"][0];
    let line_id = line["id"].as_i64().expect("line id");
    let one_piece = line["total"].as_i64().expect("total") / 2;

    // One of the two pieces: its part goes back to the card at once.
    let (code, body) = cancel(&shop, &order_no, &format!("{line_id}:1")).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Seçtiğiniz ürünler iptal edildi");
    assert_eq!(
        (body["whole"].as_bool(), body["order_status"].as_str()),
        (Some(false), Some("paid"))
    );
    assert_eq!(body["grand_total"], total - one_piece);
    assert_eq!(body["refund"]["method"], "card");
    assert_eq!(body["refund"]["amount"], one_piece);
    assert_eq!(body["refund"]["status"], "refunded", "{body}");
    let first_refund = body["refund"]["refund_no"]
        .as_str()
        .expect("number")
        .to_string();
    assert_eq!(first_refund, format!("{order_no}-1"));

    // The rest: the order is cancelled and what is left of the payment goes back.
    let (code, body) = cancel(&shop, &order_no, "all").await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Siparişiniz iptal edildi");
    assert_eq!(body["order_status"], "cancelled");
    assert_eq!(body["refund"]["amount"], total - one_piece);
    assert_eq!(body["refund"]["status"], "refunded");
    let (code, body) = cancel(&shop, &order_no, "all").await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("already_cancelled")),
        "{body}"
    );

    // At the provider: the same refund asked again pays nothing more; one kuruş more than the
    // purchase took is refused.
    let secret = vitrin::startup::load_secret(shop.config()).expect("secret");
    let wallet = vitrin::wallet::Wallet::new(shop.config(), &secret);
    let config = shop.config();
    let again = provider_refund(config, &wallet, &order_no, &first_refund, one_piece).await;
    assert_eq!(again, RefundOutcome::Refunded);
    let refused = provider_refund(config, &wallet, &order_no, "one-kurus-more", 1).await;
    assert!(
        matches!(&refused, RefundOutcome::Refused { code, .. } if code == "1093"),
        "{refused:?}"
    );
    let other_amount =
        provider_refund(config, &wallet, &order_no, &first_refund, one_piece + 1).await;
    assert!(
        matches!(&other_amount, RefundOutcome::Refused { code, .. } if code == "1094"),
        "{other_amount:?}"
    );
    let (_, page) = shop
        .get(&format!("/srv/service/order/detail/{order_no}"))
        .await;
    let refunds = page["data"][0]["refunds"]
        .as_array()
        .expect("refunds")
        .clone();
    assert_eq!(refunds.len(), 2);
    assert_eq!(
        refunds
            .iter()
            .map(|r| r["amount"].as_i64().unwrap_or_default())
            .sum::<i64>(),
        total
    );

    // The mail says where the money went.
    let display = display_no(&order_no);
    let mail = mail_about(&shop.app, "order-cancellation", &display).await;
    assert!(mail.contains("iade kartınıza gönderildi"), "{mail}");

    // The back office cancels another paid order: its card gets all of it back too.
    let (shop_cancels, total) = card_order(&app, id, "shop-cancels").await;
    pay_with_code(&shop, &settings, &shop_cancels, "REF-SHOP", total).await;
    assert_eq!(
        shop.confirm(&shop_cancels, "REF-SHOP").await.1["orderPaid"],
        true
    );
    let r = shop
        .browser
        .client
        .post(shop.url(&format!("/api/v1/erp/orders/{shop_cancels}/status")))
        .header("X-Api-Key", ERP_KEY)
        .json(&json!({ "status": "cancelled", "note": "stokta hasarlı çıktı" }))
        .send()
        .await
        .expect("cancel");
    assert_eq!(r.status().as_u16(), 200);
    let order: Value = r.json().await.expect("json");
    assert_eq!(order["status"], "cancelled");
    assert_eq!(order["refunds"][0]["amount"], total, "{order}");
    assert_eq!(order["refunds"][0]["status"], "refunded");
    let note: String = app
        .scalar(
            "SELECT h.note FROM order_status_history h JOIN orders o ON o.id = h.order_id \
             WHERE o.order_no = $1 AND h.status = 'cancelled'",
            &[&shop_cancels],
        )
        .await;
    assert_eq!(note, "stokta hasarlı çıktı");

    // Cancelled while its shopper was paying (the provider took the money, the shop had not
    // confirmed it yet): the payment goes back once it is confirmed.
    let (late, total) = card_order(&app, id, "cancelled-while-paying").await;
    pay_with_code(&shop, &settings, &late, "REF-LATE", total).await;
    assert_eq!(cancel(&shop, &late, "all").await.0, 200);
    let (code, body) = shop.confirm(&late, "REF-LATE").await;
    assert_eq!(
        (code, body["orderPaid"].as_bool()),
        (200, Some(false)),
        "{body}"
    );
    let (_, page) = shop.get(&format!("/srv/service/order/detail/{late}")).await;
    assert_eq!(page["data"][0]["status"], "cancelled");
    assert_eq!(page["data"][0]["refunds"][0]["amount"], total, "{page}");
    assert_eq!(page["data"][0]["refunds"][0]["status"], "refunded");
}
on_both_backends!(
    card_refunds,
    a_cancelled_card_order_is_refunded_to_the_card_once
);

/// A refund of the purchase `REF-REFUND` asked of the provider as the shop asks it.
async fn provider_refund(
    config: &vitrin::config::Config,
    wallet: &vitrin::wallet::Wallet,
    order_no: &str,
    refund_no: &str,
    amount: i64,
) -> vitrin::wallet::refunds::RefundOutcome {
    use vitrin::wallet::refunds::{refund, Refund};
    let r = Refund {
        order_no,
        reference_no: "REF-REFUND",
        refund_no,
        amount,
    };
    refund(&config.wallet, &config.public_url, wallet, &r)
        .await
        .expect("refund")
}
