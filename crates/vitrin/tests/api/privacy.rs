//! The shopper's KVKK rights, on both backends: a member sees and downloads what the shop keeps
//! (JSON and HTML files named without personal data); deletes their account with their password
//! after a cooling-off they can cancel, while an order on its way holds the erasure back; the
//! erasure keeps the orders anonymised, records the consents as withdrawn and ends every token;
//! a member without a password confirms by a mailed link; a guest asks for a copy or an erasure
//! of what is kept for an e-mail address; and the back office follows the requests in its feed.

use serde_json::Value;
use vitrin::privacy::erase::run_due;

use crate::{
    helpers::{link_param, mail_link, outbox_mail, outbox_mails, TestApp},
    on_both_backends,
    order::{place_one, ready_guest, ready_to_place, variant_with_stock, ERP_KEY, PLACE},
    shopper::{create_member, refusal, Shopper, PASSWORD},
    steps::unique_email,
};

const MY_DATA: &str = "/api/v1/customer/my-data";
const DOWNLOAD: &str = "/api/v1/customer/my-data/download";
const DELETE: &str = "/api/v1/customer/delete-account";
const CANCEL: &str = "/api/v1/customer/delete-account/cancel";
const CONFIRM: &str = "/api/v1/customer/delete-account/confirm";
const GUEST_REQUEST: &str = "/api/v1/guest/data-request";
const GUEST_ERASE: &str = "/api/v1/guest/data-request/erase";

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs() as i64
}

/// A member who ordered as a guest, then signed in (the order and the address joined the
/// account), with a favourite: the browser, the member's id and the order's number.
async fn member_with_an_order(app: &TestApp, email: &str, key: &str) -> (Shopper, i64, String) {
    let variant = variant_with_stock(&app.db, 20).await;
    let mut shopper = ready_guest(app, email).await;
    let order_no = place_one(app, &shopper, variant, key).await;
    let id = create_member(app, email).await;
    shopper.log_in(app, email).await;
    app.run(
        "INSERT INTO favourites (customer_id, product_id, created_at) VALUES ($1, $2, 1)",
        &[&id, &variant.0],
    )
    .await;
    (shopper, id, order_no)
}

async fn deliver(app: &TestApp, order_no: &str) {
    app.run(
        "UPDATE orders SET status = 'delivered' WHERE order_no = $1",
        &[&order_no],
    )
    .await;
}

async fn download(shopper: &Shopper, app: &TestApp, format: &str) -> reqwest::Response {
    shopper
        .client
        .get(app.url(&format!("{DOWNLOAD}?format={format}")))
        .bearer_auth(shopper.bearer.as_deref().expect("signed in"))
        .send()
        .await
        .expect("download")
}

/// The back office's privacy feed from `since`.
async fn feed(app: &TestApp) -> Value {
    let erp = app
        .instance(|c| c.checkout.erp_api_key = ERP_KEY.into())
        .await;
    let r = erp
        .client
        .get(erp.url("/api/v1/erp/privacy-requests?since=0"))
        .header("X-Api-Key", ERP_KEY)
        .send()
        .await
        .expect("feed");
    assert_eq!(r.status().as_u16(), 200);
    r.json().await.expect("json")
}

/// "Verilerim" and its files show the profile, the address book, the orders and the
/// favourites; the file names carry only the date.
async fn a_member_sees_and_downloads_their_data(app: TestApp) {
    let email = unique_email("veri.sahibi");
    let email = email.as_str();
    let (shopper, _, order_no) = member_with_an_order(&app, email, "kvkk-export-0001").await;
    let (code, body) = shopper.get(&app, MY_DATA).await;
    assert_eq!(code, 200, "{body}");
    let data = &body["data"];
    assert_eq!(data["profile"]["email"], email, "{body}");
    assert_eq!(data["orders"][0]["order_no"], order_no.as_str());
    assert!(data["orders"][0]["lines"]
        .as_array()
        .is_some_and(|l| !l.is_empty()));
    assert_eq!(
        data["addresses"].as_array().map(Vec::len),
        Some(1),
        "{body}"
    );
    assert_eq!(data["favourites"].as_array().map(Vec::len), Some(1));
    for part in ["consents", "messages", "social_links"] {
        assert!(data[part].is_array(), "{part}");
    }
    assert!(body["deletion"].is_null());

    let r = download(&shopper, &app, "json").await;
    assert_eq!(r.status().as_u16(), 200);
    let disposition = r.headers()["content-disposition"]
        .to_str()
        .expect("ascii")
        .to_string();
    assert!(
        disposition.starts_with("attachment; filename=\"verilerim-"),
        "{disposition}"
    );
    assert!(disposition.ends_with(".json\"") && !disposition.contains("veri.sahibi"));
    let file: Value = r.json().await.expect("json file");
    assert_eq!(file["profile"]["email"], email);
    assert_eq!(file["orders"][0]["order_no"], order_no.as_str());

    let r = download(&shopper, &app, "html").await;
    assert_eq!(r.status().as_u16(), 200);
    assert!(r.headers()["content-type"]
        .to_str()
        .expect("ascii")
        .starts_with("text/html"));
    assert!(r.headers()["content-disposition"]
        .to_str()
        .expect("ascii")
        .ends_with(".html\""));
    let page = r.text().await.expect("page");
    assert!(
        page.contains("<h2>Siparişler</h2>") && page.contains(&order_no),
        "{page}"
    );

    assert_eq!(download(&shopper, &app, "xml").await.status().as_u16(), 400);
    let anonymous = app.get(MY_DATA).await;
    assert_eq!(anonymous.status().as_u16(), 401);
}

on_both_backends!(export, a_member_sees_and_downloads_their_data);

/// The password is checked; the erasure waits the cooling-off and can be cancelled; an order on
/// its way holds it back; then the account goes, its orders stay anonymised, the consents are
/// withdrawn, its tokens end, and the back office's feed shows it done.
async fn a_member_deletes_their_account(app: TestApp) {
    let email = unique_email("silinecek.uye");
    let email = email.as_str();
    let (shopper, id, order_no) = member_with_an_order(&app, email, "kvkk-delete-0001").await;
    app.run(
        "INSERT INTO consents (consent_type, channel, status, source, recipient, recipient_type, \
         customer_id, consent_at) VALUES ('ETK', 'EPOSTA', 'ONAY', 'HS_WEB', $1, 'BIREYSEL', $2, 1)",
        &[&email, &id],
    )
    .await;

    let (code, body) = shopper
        .submit(&app, DELETE, &[("password", "yanlis-Sifre-1")])
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(refusal(&body, "password"), "Şifreniz hatalı");
    let (code, body) = shopper.submit(&app, DELETE, &[]).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(
        refusal(&body, "password"),
        "Hesabınızı silmek için şifrenizi giriniz"
    );

    let before = now();
    let (code, body) = shopper
        .submit(&app, DELETE, &[("password", PASSWORD)])
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"]["status"], "scheduled");
    let due = body["data"]["due_at"].as_i64().expect("due");
    assert!(
        due >= before + 14 * 86_400 && due <= now() + 14 * 86_400,
        "{body}"
    );
    // The order is still awaiting its payment: the shopper is told it holds the erasure back.
    assert_eq!(body["data"]["open_orders"][0], order_no.as_str(), "{body}");
    let kept = body["data"]["kept"].to_string();
    assert!(
        kept.contains("10 yıl") && kept.contains("Teslim edilmekte"),
        "{kept}"
    );
    let (code, _) = shopper
        .submit(&app, DELETE, &[("password", PASSWORD)])
        .await;
    assert_eq!(code, 409, "one request at a time");

    // Cancelled during the cooling-off: nothing runs.
    assert_eq!(shopper.click(&app, CANCEL).await.0, 200);
    assert_eq!(shopper.click(&app, CANCEL).await.0, 404);
    assert_eq!(run_due(&app.db, due + 1).await.expect("sweep"), 0);
    assert_eq!(shopper.get(&app, MY_DATA).await.0, 200);

    let (code, body) = shopper
        .submit(&app, DELETE, &[("password", PASSWORD)])
        .await;
    assert_eq!(code, 200, "{body}");
    let (_, mine) = shopper.get(&app, MY_DATA).await;
    assert_eq!(mine["deletion"]["status"], "scheduled", "{mine}");
    let due = body["data"]["due_at"].as_i64().expect("due");
    assert_eq!(
        run_due(&app.db, due - 60).await.expect("sweep"),
        0,
        "not yet due"
    );
    assert_eq!(
        run_due(&app.db, due + 1).await.expect("sweep"),
        0,
        "an order on its way holds it back"
    );
    assert_eq!(shopper.get(&app, MY_DATA).await.0, 200);
    deliver(&app, &order_no).await;
    assert_eq!(run_due(&app.db, due + 2).await.expect("sweep"), 1);

    // Every token of the account is refused; the account and its book are gone.
    assert_eq!(shopper.get(&app, MY_DATA).await.0, 401);
    assert_eq!(
        app.count(&format!("SELECT COUNT(*) FROM customers WHERE id = {id}"))
            .await,
        0
    );
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM addresses WHERE customer_id = {id} OR owner = 'member:{id}'"
        ))
        .await,
        0
    );
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM favourites WHERE customer_id = {id}"
        ))
        .await,
        0
    );
    // The order stays for the tax law, without the person.
    let (mail, phone, delivery, customer): (String, String, String, Option<i64>) = sqlx::query_as(
        "SELECT email, phone, delivery_address, customer_id FROM orders WHERE order_no = $1",
    )
    .bind(&order_no)
    .fetch_one(&app.db.pool)
    .await
    .expect("the order stays");
    assert_eq!((mail.as_str(), phone.as_str(), customer), ("", "", None));
    let delivery: Value = serde_json::from_str(&delivery).expect("json");
    assert_eq!(delivery["name"], "Anonim");
    assert_eq!(delivery["surname"], "");
    assert_eq!(delivery["phone"], "");
    assert_eq!(delivery["address"], "");
    // The consent is recorded as withdrawn.
    let last: String = app
        .scalar(
            "SELECT status FROM consents WHERE recipient = $1 AND channel = 'EPOSTA' \
             ORDER BY id DESC LIMIT 1",
            &[&email],
        )
        .await;
    assert_eq!(last, "RET");

    let feed = feed(&app).await;
    let requests = feed["requests"].as_array().expect("requests");
    let done = requests
        .iter()
        .find(|r| r["customer_id"] == id && r["status"] == "done")
        .unwrap_or_else(|| panic!("{feed}"));
    assert_eq!(done["kind"], "erase");
    assert_eq!(done["orders_kept"], 1);
    assert!(done["completed_at"].is_i64());
    assert!(requests
        .iter()
        .any(|r| r["customer_id"] == id && r["status"] == "cancelled"));
    assert!(
        !feed.to_string().contains("silinecek"),
        "no address in the feed"
    );
}

on_both_backends!(deletion, a_member_deletes_their_account);

/// With no cooling-off the account goes at once, and the answer says so.
async fn without_cooling_off_the_erasure_runs_at_once(app: TestApp) {
    let shop = app.instance(|c| c.privacy.erase_after_days = 0).await;
    let email = unique_email("hemen.sil");
    let email = email.as_str();
    let id = create_member(&shop, email).await;
    let mut shopper = Shopper::new(&shop).await;
    shopper.log_in(&shop, email).await;
    // A newsletter subscription under the account's address is shown with the rest, and goes too.
    let (code, body) = shopper
        .submit(
            &shop,
            "/srv/service/guest/subscribeNewsletter",
            &[("email", email), ("kvkk", "on")],
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let (_, mine) = shopper.get(&shop, MY_DATA).await;
    assert_eq!(mine["data"]["newsletter"]["email"], email, "{mine}");
    assert!(
        mine["data"]["newsletter"]["confirmed_at"].is_null(),
        "{mine}"
    );
    let (code, body) = shopper
        .submit(&shop, DELETE, &[("password", PASSWORD)])
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"]["status"], "done", "{body}");
    let key = email.to_lowercase();
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM newsletter_subscribers WHERE email_key = '{key}'"
        ))
        .await,
        0
    );
    assert_eq!(body["message"], "Hesabınız silindi");
    assert_eq!(shopper.get(&shop, MY_DATA).await.0, 401);
    assert_eq!(
        app.count(&format!("SELECT COUNT(*) FROM customers WHERE id = {id}"))
            .await,
        0
    );
}

on_both_backends!(at_once, without_cooling_off_the_erasure_runs_at_once);

/// The link of the mail `kind` to `email` on this test's server, and its `id` and `token`
/// parameters (the mail names the configured public address).
async fn link_of(app: &TestApp, kind: &str, email: &str) -> (String, String, String) {
    let mail = outbox_mail(app, kind, email).await;
    let link = mail_link(&mail, "token=");
    let url = url::Url::parse(link).expect("link");
    let here = app.url(&format!(
        "{}?{}",
        url.path(),
        url.query().unwrap_or_default()
    ));
    (here, link_param(link, "id"), link_param(link, "token"))
}

/// Follows a mailed link: its `id` and `token` posted to `path`, as its page does.
async fn follow(
    shopper: &Shopper,
    app: &TestApp,
    path: &str,
    id: &str,
    token: &str,
) -> (u16, Value) {
    shopper
        .submit(app, path, &[("id", id), ("token", token)])
        .await
}

/// A member who signs in only through a social provider has no password: a mailed link
/// confirms the erasure, once.
async fn a_social_member_confirms_by_mail(app: TestApp) {
    let email = unique_email("sosyal.uye");
    let email = email.as_str();
    let id = create_member(&app, email).await;
    let mut shopper = Shopper::new(&app).await;
    shopper.log_in(&app, email).await;
    app.run(
        "UPDATE customers SET password_hash = '' WHERE id = $1",
        &[&id],
    )
    .await;
    let (code, body) = shopper.click(&app, DELETE).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"]["status"], "awaiting_confirmation", "{body}");
    let (link, request_id, token) = link_of(&app, "account-deletion", email).await;
    assert!(link.contains("/hesabim?privacy=erase"), "{link}");
    let wrong = "0".repeat(64);
    let (code, body) = follow(&shopper, &app, CONFIRM, &request_id, &wrong).await;
    assert_eq!(code, 400, "{body}");
    let (code, body) = follow(&shopper, &app, CONFIRM, &request_id, &token).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"]["status"], "scheduled", "{body}");
    let (code, _) = follow(&shopper, &app, CONFIRM, &request_id, &token).await;
    assert_eq!(code, 400, "a link works once");
    let due = body["data"]["due_at"].as_i64().expect("due");
    assert_eq!(run_due(&app.db, due + 1).await.expect("sweep"), 1);
    assert_eq!(
        app.count(&format!("SELECT COUNT(*) FROM customers WHERE id = {id}"))
            .await,
        0
    );
}

on_both_backends!(social_link, a_social_member_confirms_by_mail);

/// A guest asks for a copy and then the erasure of what is kept for the e-mail they ordered
/// with; an address the shop does not know gets the same answer and no mail.
async fn a_guest_asks_for_their_data(app: TestApp) {
    let email = unique_email("misafir.kvkk");
    let email = email.as_str();
    let variant = variant_with_stock(&app.db, 20).await;
    let guest = ready_guest(&app, email).await;
    // With the order the guest agrees to commercial messages by e-mail and SMS.
    let mut form = ready_to_place(&app, &guest, variant, "kvkk-guest-00001").await;
    form.push(("commercial_consent", "1".into()));
    let (code, body) = guest.post(&app, PLACE, &form).await;
    assert_eq!(code, 200, "{body}");
    let order_no = body["data"][0]["order_no"]
        .as_str()
        .expect("no")
        .to_string();

    let visitor = Shopper::new(&app).await;
    let (code, body) = visitor
        .submit(&app, GUEST_REQUEST, &[("email", "yok"), ("kind", "export")])
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "email");
    let (code, body) = visitor
        .submit(&app, GUEST_REQUEST, &[("email", email), ("kind", "sell")])
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "kind");
    let unknown = unique_email("kimse.bilmez");
    let unknown = unknown.as_str();
    let (code, unknown_answer) = visitor
        .submit(
            &app,
            GUEST_REQUEST,
            &[("email", unknown), ("kind", "export")],
        )
        .await;
    assert_eq!(code, 200);
    let (code, body) = visitor
        .submit(&app, GUEST_REQUEST, &[("email", email), ("kind", "export")])
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        body, unknown_answer,
        "the answer does not tell whether the address is known"
    );
    assert!(outbox_mails(&app, "data-request", unknown).is_empty());

    let (link, _, _) = link_of(&app, "data-request", email).await;
    let r = app
        .client
        .get(link.replace("format=html", "format=json"))
        .send()
        .await
        .expect("file");
    assert_eq!(r.status().as_u16(), 200);
    assert!(r.headers()["content-disposition"]
        .to_str()
        .expect("ascii")
        .starts_with("attachment"));
    let file: Value = r.json().await.expect("json");
    assert_eq!(file["orders"][0]["order_no"], order_no.as_str(), "{file}");
    assert_eq!(file["stock_alerts"], serde_json::json!([]), "{file}");
    assert_eq!(file["contacts"][0]["name"], "Deniz");
    let given: Vec<(&str, &str)> = file["consents"]
        .as_array()
        .expect("consents")
        .iter()
        .map(|c| {
            (
                c["channel"].as_str().expect("channel"),
                c["status"].as_str().expect("status"),
            )
        })
        .collect();
    assert!(
        given.contains(&("EPOSTA", "ONAY")) && given.contains(&("MESAJ", "ONAY")),
        "both consents given with the order are shown: {file}"
    );
    let phone = file["consents"]
        .as_array()
        .expect("consents")
        .iter()
        .find(|c| c["channel"] == "MESAJ")
        .and_then(|c| c["recipient"].as_str())
        .expect("the SMS consent's number")
        .to_string();
    let forged = link.replace("token=", "token=0");
    assert_eq!(
        app.client
            .get(forged)
            .send()
            .await
            .expect("forged")
            .status()
            .as_u16(),
        404
    );

    deliver(&app, &order_no).await;
    let (code, _) = visitor
        .submit(&app, GUEST_REQUEST, &[("email", email), ("kind", "erase")])
        .await;
    assert_eq!(code, 200);
    let erase_mail = outbox_mails(&app, "data-request", email);
    assert_eq!(erase_mail.len(), 2);
    let (link, id, token) = link_of(&app, "data-request", email).await;
    assert!(link.contains("privacy=guest-erase"), "{link}");
    let (code, body) = follow(&visitor, &app, GUEST_ERASE, &id, &token).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"]["status"], "done", "{body}");
    let kept: String = app
        .scalar("SELECT email FROM orders WHERE order_no = $1", &[&order_no])
        .await;
    assert_eq!(kept, "", "the order stays without the address");
    let contacts: i64 = app
        .scalar(
            "SELECT COUNT(*) FROM checkout_guests WHERE email = $1",
            &[&email],
        )
        .await;
    assert_eq!(contacts, 0);
    // Both consents are recorded as withdrawn, the SMS one under the order's phone number.
    for (channel, recipient) in [("EPOSTA", email), ("MESAJ", phone.as_str())] {
        let last: String = app
            .scalar(
                "SELECT status FROM consents WHERE channel = $1 AND recipient = $2 \
                 ORDER BY id DESC LIMIT 1",
                &[&channel, &recipient],
            )
            .await;
        assert_eq!(last, "RET", "{channel}");
    }
    let feed = feed(&app).await;
    let kinds: Vec<&str> = feed["requests"]
        .as_array()
        .expect("requests")
        .iter()
        .filter(|r| r["customer_id"].is_null())
        .filter_map(|r| r["kind"].as_str())
        .collect();
    assert!(
        kinds.contains(&"guest_export") && kinds.contains(&"guest_erase"),
        "{feed}"
    );
    assert!(
        !feed.to_string().contains("misafir.kvkk"),
        "no address in the feed"
    );
}

on_both_backends!(guest, a_guest_asks_for_their_data);
