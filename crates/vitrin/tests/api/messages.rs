//! Messages to the shop (issue: the member's account, whole): a member's conversation with a
//! department, the shop's answer through the back-office API with a mail to the member, closing;
//! the contact page's guest form mailed to the department behind the security code; and the
//! refusals that change nothing.

use serde_json::Value;

use crate::{
    helpers::{known_captcha, outbox_mail, outbox_mails, TestApp},
    on_both_backends,
    order::{buy, cart, variant_with_stock},
    shopper::{assert_refusals, form, member, refusal, Shopper},
    steps::json_answer,
};

const ERP_KEY: &str = "erp-test-key-0123456789abcdef";
const SEND: &str = "/srv/service/customer/send-new-message";
const CLOSE: &str = "/srv/service/customer/close-message";

async fn count(app: &TestApp, table: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(&app.db.pool)
        .await
        .expect("count")
}

async fn erp_get(app: &TestApp, path: &str) -> (u16, Value) {
    erp(app, reqwest::Method::GET, path, None).await
}

/// The back office's reply `message` posted to `path`.
async fn erp_reply(app: &TestApp, path: &str, message: &str) -> (u16, Value) {
    let body = serde_json::json!({ "message": message });
    erp(app, reqwest::Method::POST, path, Some(body)).await
}

async fn erp(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut req = app
        .client
        .request(method, app.url(path))
        .header("X-Api-Key", ERP_KEY);
    if let Some(b) = body {
        req = req.json(&b);
    }
    json_answer(req).await
}

/// A member writes to a department, the back office reads it and answers, the member is mailed,
/// reads the answer, writes again and closes the conversation; nobody else sees it.
async fn a_conversation_with_the_shop(app: TestApp) {
    let (_, departments) = app.get_json("/srv/service/customer/department/list").await;
    assert_eq!(
        departments["data"][0]["name"], "Müşteri Hizmetleri",
        "{departments}"
    );
    assert!(
        departments["data"][0].get("email").is_none(),
        "addresses stay private"
    );
    let (_, english) = app
        .get_json("/srv/service/customer/department/list?language=en")
        .await;
    assert_eq!(english["data"][0]["name"], "Customer service");

    let (code, _) = app.get_json("/srv/service/customer/message/list").await;
    assert_eq!(code, 401);

    // The outbox is shared by the tests: this one's member has an address of its own.
    let email = format!(
        "ayse.{}@example.com",
        app.base.rsplit(':').next().expect("port")
    );
    let (ayse, ayse_id) = member(&app, &email).await;
    let typed = "<b>Merhaba</b>\nBeden tablosu nerede?";
    let body = ayse
        .answered(
            &app,
            SEND,
            &[
                ("department", "1"),
                ("subject", "Beden sorusu"),
                ("message", typed),
            ],
            200,
        )
        .await;
    assert_eq!(body["statusText"], "Mesajınız iletildi");
    assert_eq!(body["message"]["status"], "open");
    assert_eq!(body["message"]["departmentName"], "Müşteri Hizmetleri");
    assert_eq!(body["posts"][0]["body"], typed, "kept as typed");
    let id = body["message"]["id"].as_i64().expect("id");

    let (_, list) = ayse.get(&app, "/srv/service/customer/message/list").await;
    assert_eq!(list["data"].as_array().map(Vec::len), Some(1), "{list}");
    assert_eq!(list["data"][0]["subject"], "Beden sorusu");

    // The back office: only with its key.
    let erp_app = app
        .instance(|c| c.checkout.erp_api_key = ERP_KEY.into())
        .await;
    let (code, _) = erp_get(&app, "/api/v1/erp/messages?since=0").await;
    assert_eq!(code, 401, "the API is off without a configured key");
    let (code, feed) = erp_get(&erp_app, "/api/v1/erp/messages?since=0").await;
    assert_eq!(code, 200, "{feed}");
    let item = &feed["messages"][0];
    assert_eq!(item["id"], id, "{feed}");
    assert_eq!(item["customer_id"], ayse_id);
    assert_eq!(item["customer_email"], email.as_str());
    assert_eq!(item["posts"][0]["author"], "member");
    let reply = format!("/api/v1/erp/messages/{id}/reply");
    let (code, _) = erp_reply(&erp_app, &reply, "").await;
    assert_eq!(code, 422);
    let (code, answered) = erp_reply(
        &erp_app,
        &reply,
        "Ürün sayfasındaki Beden Tablosu bağlantısındadır.",
    )
    .await;
    assert_eq!(code, 200, "{answered}");
    assert_eq!(answered["status"], "answered");
    let mail = outbox_mail(&app, "message-answer", &email).await;
    assert!(
        mail.contains("Beden sorusu") && mail.contains("/hesabim#mesajlar"),
        "{mail}"
    );
    let (code, _) = erp_reply(&erp_app, "/api/v1/erp/messages/999999/reply", "x").await;
    assert_eq!(code, 404);

    // The member reads the answer and writes again.
    let thread = format!("/api/v1/customer/messages?id={id}");
    let (code, body) = ayse.get(&app, &thread).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["posts"][1]["author"], "shop");
    let body = ayse
        .answered(
            &app,
            SEND,
            &[("id", &id.to_string()), ("message", "Teşekkürler!")],
            200,
        )
        .await;
    assert_eq!(body["posts"].as_array().map(Vec::len), Some(3));
    assert_eq!(body["message"]["status"], "open");

    // Another member neither reads, writes to nor closes it.
    let (other, _) = member(&app, "baska@example.com").await;
    assert_eq!(other.get(&app, &thread).await.0, 404);
    let (code, body) = other
        .submit(
            &app,
            SEND,
            &[("id", &id.to_string()), ("message", "Merhaba")],
        )
        .await;
    assert_eq!(
        (code, body["message"].as_str()),
        (404, Some("Mesaj bulunamadı"))
    );
    assert_eq!(
        other
            .submit(&app, CLOSE, &[("id", &id.to_string())])
            .await
            .0,
        404
    );
    let (_, others) = other.get(&app, "/srv/service/customer/message/list").await;
    assert_eq!(others["data"].as_array().map(Vec::len), Some(0));

    // Closed: nobody writes to it any more.
    let body = ayse
        .answered(&app, CLOSE, &[("id", &id.to_string())], 200)
        .await;
    assert_eq!(body["message"]["status"], "closed");
    assert_eq!(body["statusText"], "Mesajınız kapatıldı");
    let body = ayse
        .answered(
            &app,
            SEND,
            &[("id", &id.to_string()), ("message", "Bir şey daha")],
            409,
        )
        .await;
    assert_eq!(
        body["message"],
        "Bu mesaj kapatıldı. Lütfen yeni bir mesaj yazınız."
    );
    let (code, _) = erp_reply(&erp_app, &reply, "Ek bilgi").await;
    assert_eq!(code, 409);
    assert_eq!(count(&app, "message_posts").await, 3);
}
on_both_backends!(conversation, a_conversation_with_the_shop);

/// An unknown department, a 100,000-character message, a two-line subject, control characters, an
/// order of someone else's, a missing CSRF token: refused in Turkish, nothing saved. The member's
/// own order is accepted; twenty open conversations are the most.
async fn bad_messages_change_nothing(app: TestApp) {
    let (can, can_id) = member(&app, "can.mesaj@example.com").await;
    // A body over the server's limit is refused before it is read.
    let huge = "a".repeat(100_000);
    let body = can
        .answered(
            &app,
            SEND,
            &[("department", "1"), ("subject", "Uzun"), ("message", &huge)],
            413,
        )
        .await;
    assert_eq!(body["statusText"], "Gönderilen bilgi izin verilenden büyük");
    let long = "ş".repeat(5_001);
    let body = can
        .answered(
            &app,
            SEND,
            &[
                ("department", "99"),
                ("subject", "İki\nsatır"),
                ("message", &long),
                ("orderNo", "1234567890"),
            ],
            422,
        )
        .await;
    assert_refusals(
        &body,
        &[
            ("department", "Lütfen bir departman seçiniz"),
            ("subject", "Bu alan geçersiz karakterler içeriyor"),
            ("message", "Mesajınız en fazla 5000 karakter olabilir"),
            ("orderNo", "Bu numarada bir siparişiniz bulunmuyor"),
        ],
    );
    let body = can
        .answered(
            &app,
            SEND,
            &[
                ("department", "1"),
                ("subject", "Boş"),
                ("message", "a\u{0}b"),
            ],
            422,
        )
        .await;
    assert_eq!(
        refusal(&body, "message"),
        "Bu alan geçersiz karakterler içeriyor"
    );
    let (code, _) = can
        .post_with_csrf(
            &app,
            SEND,
            &form(&[
                ("department", "1"),
                ("subject", "CSRF"),
                ("message", "Merhaba"),
            ]),
            None,
        )
        .await;
    assert_eq!(code, 403);
    assert_eq!(count(&app, "messages").await, 0);

    // A guest's order made the member's: the conversation may be about it.
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "mesaj-siparis", product_id, variant_id, 1).await;
    let placed = buy(&app.db, "mesaj-siparis", "mesaj-key")
        .await
        .expect("order");
    app.run(
        "UPDATE orders SET customer_id = $1 WHERE id = $2",
        &[&can_id, &placed.id],
    )
    .await;
    let spaced = format!(
        "{} {} {}",
        &placed.order_no[..3],
        &placed.order_no[3..6],
        &placed.order_no[6..]
    );
    let body = can
        .answered(
            &app,
            SEND,
            &[
                ("department", "2"),
                ("subject", "Kargom"),
                ("message", "Ne zaman gelir?"),
                ("orderNo", &spaced),
            ],
            200,
        )
        .await;
    assert_eq!(body["message"]["orderNo"], placed.order_no.as_str());

    for n in 1..20 {
        let subject = format!("Soru {n}");
        can.answered(
            &app,
            SEND,
            &[("department", "1"), ("subject", &subject), ("message", "?")],
            200,
        )
        .await;
    }
    let body = can
        .answered(
            &app,
            SEND,
            &[
                ("department", "1"),
                ("subject", "Soru 21"),
                ("message", "?"),
            ],
            422,
        )
        .await;
    assert_eq!(
        body["message"],
        "Açık mesajınız çok fazla. Yeni bir mesaj için önce yanıtlanmış mesajlarınızı kapatınız."
    );
    assert_eq!(count(&app, "messages").await, 20);
}
on_both_backends!(bad_messages, bad_messages_change_nothing);

/// The contact page's form mails the department with the guest's details, only with the security
/// code; a bad field is refused before the code is used up.
async fn a_guest_writes_from_the_contact_page(app: TestApp) {
    let guest = Shopper::new(&app).await;
    let path = "/api/v1/public/send-message/department";
    // The outbox is shared by the tests: this one's mails carry its own address.
    let email = format!(
        "zeynep.{}@example.com",
        app.base.rsplit(':').next().expect("port")
    );
    let mails = || -> Vec<String> {
        outbox_mails(&app, "contact", "iade@vitrin.example")
            .into_iter()
            .filter(|m| m.contains(&email))
            .collect()
    };
    let fields = [
        ("name", "Zeynep Kaya"),
        ("email", email.as_str()),
        ("phone", "0532 123 45 67"),
        ("department", "3"),
        ("subject", "İade"),
        (
            "message",
            "<script>alert(1)</script> Ürünü nasıl iade ederim?",
        ),
    ];
    let (code, body) = guest.post(&app, path, &form(&fields)).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(
        refusal(&body, "security_code"),
        "Lütfen güvenlik kodunu giriniz"
    );

    known_captcha(&app, &guest.client).await;
    let mut bad = form(&fields);
    bad[1].1 = "zeynep".into();
    bad.push(("security_code", "K7M2P".into()));
    let (code, body) = guest.post(&app, path, &bad).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(refusal(&body, "email"), "Email formatına uygun değil");

    let mut wrong = form(&fields);
    wrong.push(("security_code", "00000".into()));
    let (code, body) = guest.post(&app, path, &wrong).await;
    assert_eq!(
        (code, body["message"].as_str()),
        (422, Some("Güvenlik kodu hatalı"))
    );
    assert!(mails().is_empty());

    known_captcha(&app, &guest.client).await;
    let mut right = form(&fields);
    right.push(("security_code", "k7m2p".into()));
    let (code, body) = guest.post(&app, path, &right).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Mesajınız iletildi");
    let mail = mails().pop().expect("the department's mail");
    for part in [
        "Zeynep Kaya",
        email.as_str(),
        "+905321234567",
        "<script>alert(1)</script>",
    ] {
        assert!(mail.contains(part), "{part} in {mail}");
    }
    // The code answered one message.
    let (code, body) = guest.post(&app, path, &right).await;
    assert_eq!(
        (code, body["message"].as_str()),
        (422, Some("Güvenlik kodu hatalı"))
    );
}
on_both_backends!(contact_form, a_guest_writes_from_the_contact_page);
