//! Member calls: registration and activation through the outbox, login by email, phone and vendor
//! code, refresh, logout and revocation, expired and tampered tokens, failed-login counting and
//! the captcha, no account enumeration, password flows, the member info of the page settings and
//! the guest cart merged at login.

use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;
use sqlx::Row;
use vitrin::customer::auth;

use crate::{
    helpers::{assert_not_logged, inline_json, known_captcha, outbox_mail, TestApp},
    on_both_backends,
};

const LOGIN: &str = "/api/v1/authentication/login";
const REGISTER: &str = "/api/v1/authentication/register";
const PASSWORD: &str = "Kedi.Mavi42";

/// An address no other test (nor the other backend's run in this process) uses: the outbox is
/// shared by the process.
fn unique_email(tag: &str) -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{tag}{}x{}@example.com",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    )
}

fn unique_phone() -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = (std::process::id() as usize * 1000 + N.fetch_add(1, Ordering::SeqCst)) % 10_000_000;
    format!(
        "+90 532 {:03} {:02} {:02}",
        n / 10_000 % 1000,
        n / 100 % 100,
        n % 100
    )
}

fn digits(phone: &str) -> String {
    phone.chars().filter(char::is_ascii_digit).collect()
}

async fn post_form(app: &TestApp, path: &str, form: &[(&str, &str)]) -> (u16, Value) {
    post_with(app, &app.client, path, form, None).await
}

async fn post_with(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    form: &[(&str, &str)],
    bearer: Option<&str>,
) -> (u16, Value) {
    // A form of the shop's own pages.
    let mut req = client
        .post(app.url(path))
        .header("Origin", app.base.clone())
        .form(form);
    if let Some(b) = bearer {
        req = req.bearer_auth(b);
    }
    let r = req.send().await.expect("request");
    let status = r.status().as_u16();
    (status, r.json().await.expect("json"))
}

fn registration<'a>(email: &'a str, phone: &'a str) -> Vec<(&'static str, &'a str)> {
    vec![
        ("name", "Ayşe"),
        ("surname", "Yılmaz"),
        ("email", email),
        ("phone", phone),
        ("gender", "female"),
        ("password", PASSWORD),
        ("password_again", PASSWORD),
        ("kvkk", "1"),
    ]
}

/// `token` and `id` of the link in a mail.
fn link_params(mail: &str, page: &str) -> (String, String, String) {
    let start = mail.find(page).expect("link in the mail");
    let link: String = mail[start..]
        .chars()
        .take_while(|c| !c.is_whitespace())
        .collect();
    let url = url::Url::parse(&format!("http://x{link}")).expect("link");
    let get = |k: &str| {
        url.query_pairs()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.into_owned())
            .unwrap_or_default()
    };
    (link.clone(), get("token"), get("id"))
}

/// Registers and activates a member; returns (email, phone as typed, id).
async fn active_member(app: &TestApp) -> (String, String, i64) {
    let email = unique_email("uye");
    let phone = unique_phone();
    let (code, body) = post_form(app, REGISTER, &registration(&email, &phone)).await;
    assert_eq!(code, 200, "{body}");
    let (_, token, id) = link_params(
        &outbox_mail(app, "activation", &email).await,
        "/uye-girisi-sayfasi?",
    );
    let (code, body) = post_form(
        app,
        &format!("/srv/service/customer/activateMembership/{id}/{token}"),
        &[],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    (email, phone, id.parse().expect("id"))
}

async fn login_as(app: &TestApp, client: &reqwest::Client, form: &[(&str, &str)]) -> (u16, Value) {
    post_with(app, client, LOGIN, form, None).await
}

async fn bearer_of(app: &TestApp, email: &str) -> (String, i64) {
    let (code, body) = login_as(
        app,
        &app.client,
        &[
            ("username", email),
            ("type", "email"),
            ("password", PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    (
        body["data"][0]["bearer"]
            .as_str()
            .expect("bearer")
            .to_string(),
        body["data"][0]["exp_at"].as_i64().expect("exp_at"),
    )
}

fn fresh_client() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("client")
}

/// Whether a bearer is accepted, observed through the token refresh (no CSRF, no cookie). A
/// successful refresh revokes the token it was given.
async fn member_call(app: &TestApp, bearer: &str) -> u16 {
    reqwest::Client::new()
        .post(app.url(LOGIN))
        .bearer_auth(bearer)
        .json(&serde_json::json!({ "refresh": 1 }))
        .send()
        .await
        .expect("refresh")
        .status()
        .as_u16()
}

async fn register_activate_and_login_three_ways(app: TestApp) {
    let email = unique_email("kayit");
    let phone = unique_phone();
    let (code, body) = post_form(&app, REGISTER, &registration(&email, &phone)).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 1);
    let id = body["data"][0]["id"].as_i64().expect("id");

    // Inactive: the right password is refused with the activation message.
    let (code, body) = login_as(
        &app,
        &app.client,
        &[
            ("username", &email),
            ("type", "email"),
            ("password", PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 403, "{body}");
    assert!(
        body["message"]
            .as_str()
            .expect("msg")
            .contains("etkinleştir"),
        "{body}"
    );

    let mail = outbox_mail(&app, "activation", &email).await;
    let (link, token, link_id) = link_params(&mail, "/uye-girisi-sayfasi?");
    assert!(link.contains("activation=membership"), "{link}");
    assert_eq!(link_id, id.to_string());
    // Nothing of the mail reaches the log: not the token, not the address.
    assert_not_logged(&[&token, &email]);
    let activate = format!("/srv/service/customer/activateMembership/{id}/{token}");
    let (code, body) = post_form(&app, &activate, &[]).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Üyeliğiniz başarıyla etkinleştirildi");
    // A reused token, and a forged one, are refused.
    let (code, body) = post_form(&app, &activate, &[]).await;
    assert_eq!(code, 400, "{body}");
    let forged = format!(
        "/srv/service/customer/activateMembership/{id}/{}",
        "ab".repeat(32)
    );
    assert_eq!(post_form(&app, &forged, &[]).await.0, 400);

    // By email (any case), by phone written another way, by vendor code.
    let upper = email.to_uppercase();
    let (code, body) = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", &upper),
            ("type", "email"),
            ("password", PASSWORD),
            ("redirect", "/sepet"),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["redirect"], "/sepet");
    assert_eq!(body["data"][0]["member"]["ID"], id);
    assert!(body["data"][0]["member"]["GROUP"].as_i64().expect("group") > 0);
    let exp = body["data"][0]["exp_at"].as_i64().expect("exp_at");
    let now = auth::now_secs();
    assert!((exp - now - 7200).abs() < 60, "two hours: {exp} vs {now}");

    let local = format!("0{}", &digits(&phone)[2..]);
    let spaced = format!("{} {} {}", &local[..4], &local[4..7], &local[7..]);
    let (code, body) = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", &spaced),
            ("type", "phone"),
            ("password", PASSWORD),
            ("rememberMe", "1"),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let exp = body["data"][0]["exp_at"].as_i64().expect("exp_at");
    assert!(
        exp - auth::now_secs() > 29 * 24 * 3600,
        "remember me: 30 days"
    );

    sqlx::query("UPDATE customers SET vendor_code = 'BAYI-7' WHERE id = $1")
        .bind(id)
        .execute(&app.db.pool)
        .await
        .expect("vendor code");
    let (code, body) = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", "bayi-7"),
            ("type", "vendor"),
            ("password", PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["redirect"], "");

    // An external redirect is dropped.
    let (_, body) = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", &email),
            ("password", PASSWORD),
            ("redirect", "//evil.example/x"),
        ],
    )
    .await;
    assert_eq!(body["redirect"], "");

    // The same address again: 409 and the login page with error=mail_already_registered.
    let (code, body) = post_form(&app, REGISTER, &registration(&upper, &unique_phone())).await;
    assert_eq!(code, 409, "{body}");
    assert_eq!(body["data"][0]["key"], "mail_already_registered");
    assert_eq!(
        body["redirect"],
        "/uye-girisi-sayfasi?error=mail_already_registered"
    );
    assert_eq!(
        body["message"],
        "Bu e-posta adresiyle kayıt yapılmıştır. Lütfen giriş yapınız."
    );
}
on_both_backends!(
    register_activate_and_login,
    register_activate_and_login_three_ways
);

async fn count_customers(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM customers")
        .fetch_one(&app.db.pool)
        .await
        .expect("count")
}

async fn bad_registrations_change_nothing(app: TestApp) {
    let before = count_customers(&app).await;
    let email = unique_email("red");
    let phone = unique_phone();
    let mut no_kvkk = registration(&email, &phone);
    no_kvkk.retain(|(k, _)| *k != "kvkk");
    let (code, body) = post_form(&app, REGISTER, &no_kvkk).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "kvkk");
    assert!(
        body["message"]
            .as_str()
            .expect("msg")
            .contains("Kişisel veri"),
        "{body}"
    );

    let mut bad = registration("ayse@", "12");
    bad.retain(|(k, _)| *k != "name");
    let (code, body) = post_form(&app, REGISTER, &bad).await;
    assert_eq!(code, 422, "{body}");
    let keys: Vec<(&str, &str)> = body["data"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| {
            (
                e["key"].as_str().unwrap_or(""),
                e["statusText"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert!(
        keys.contains(&("name", "Bu alan boş bırakılamaz")),
        "{keys:?}"
    );
    assert!(
        keys.contains(&("email", "Email formatına uygun değil")),
        "{keys:?}"
    );
    assert!(keys.iter().any(|(k, _)| *k == "phone"), "{keys:?}");

    let mut mismatch = registration(&email, &phone);
    mismatch.retain(|(k, _)| *k != "password_again");
    mismatch.push(("password_again", "Baska.Sifre1"));
    let (code, body) = post_form(&app, REGISTER, &mismatch).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "password_again");

    // In English when asked.
    let r = app
        .client
        .post(app.url(&format!("{REGISTER}?language=en")))
        .header("Origin", app.base.clone())
        .form(&no_kvkk)
        .send()
        .await
        .expect("request");
    let body: Value = r.json().await.expect("json");
    assert!(
        body["message"]
            .as_str()
            .expect("msg")
            .contains("personal data"),
        "{body}"
    );

    assert_eq!(count_customers(&app).await, before, "nothing was created");

    // Quick registration needs only email, password and consent; its account starts inactive.
    let quick = unique_email("hizli");
    let (code, body) = post_form(
        &app,
        "/api/v1/authentication/register/quick",
        &[("email", &quick), ("password", PASSWORD), ("kvkk", "on")],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let active: i64 = sqlx::query_scalar("SELECT active FROM customers WHERE email = $1")
        .bind(&quick)
        .fetch_one(&app.db.pool)
        .await
        .expect("row");
    assert_eq!(active, 0);
    outbox_mail(&app, "activation", &quick).await;
}
on_both_backends!(bad_registrations, bad_registrations_change_nothing);

async fn login_errors_reveal_nothing(app: TestApp) {
    let (email, _, _) = active_member(&app).await;
    let wrong = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", &email),
            ("type", "email"),
            ("password", "Yanlis.Sifre9"),
        ],
    )
    .await;
    let unknown_email = unique_email("yok");
    let unknown = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", &unknown_email),
            ("type", "email"),
            ("password", "Yanlis.Sifre9"),
        ],
    )
    .await;
    assert_eq!(wrong.0, 403, "{}", wrong.1);
    assert_eq!(unknown.0, 403, "{}", unknown.1);
    assert_eq!(wrong.1["errorCode"], 401);
    assert_eq!(wrong.1["message"], unknown.1["message"]);
    assert_eq!(wrong.1["data"][0]["key"], unknown.1["data"][0]["key"]);
    assert_eq!(wrong.1["data"][0]["password_change"], 0);
    assert_eq!(wrong.1["message"], "Kullanıcı adı veya şifre hatalı");

    // Malformed input: 422 naming the field.
    let (code, body) = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", "not-an-email"),
            ("type", "email"),
            ("password", "x"),
        ],
    )
    .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "username");
    let (code, _) = login_as(
        &app,
        &fresh_client(),
        &[("username", "12ab"), ("type", "phone"), ("password", "x")],
    )
    .await;
    assert_eq!(code, 422);
}
on_both_backends!(login_errors, login_errors_reveal_nothing);

async fn attempts_lead_to_the_captcha(app: TestApp) {
    let (email, _, _) = active_member(&app).await;
    let client = fresh_client();
    let wrong = [
        ("username", email.as_str()),
        ("type", "email"),
        ("password", "Yanlis.Sifre9"),
    ];
    let (_, first) = login_as(&app, &client, &wrong).await;
    assert_eq!(first["data"][0]["attempts_left"], 2, "{first}");
    assert_eq!(first["data"][0]["captcha"], 0);
    let (_, second) = login_as(&app, &client, &wrong).await;
    assert_eq!(second["data"][0]["attempts_left"], 1);
    let (_, third) = login_as(&app, &client, &wrong).await;
    assert_eq!(third["data"][0]["attempts_left"], 0);
    assert_eq!(third["data"][0]["captcha"], 1);
    let counted: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM login_attempts WHERE attempt_key LIKE 'account:%'",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("count");
    assert!(counted >= 3, "attempts are in the database");

    // The popup fragment now asks for the captcha for this address.
    let (code, popup) = app
        .get_json("/srv/service/content-v5/sub-folder/5/1006/popup-login")
        .await;
    assert_eq!(code, 200, "{popup}");
    assert_eq!(popup["captcha"], 1, "{popup}");
    assert_eq!(popup["types"][1], "phone");

    // Even the right password now needs the code.
    let right = [
        ("username", email.as_str()),
        ("type", "email"),
        ("password", PASSWORD),
    ];
    let (code, body) = login_as(&app, &client, &right).await;
    assert_eq!(code, 403, "{body}");
    assert_eq!(body["data"][0]["captcha"], 1);
    assert_eq!(body["data"][0]["key"], "security_code");

    // An image for this session; a wrong answer is refused.
    let r = client
        .get(app.url("/SecCode.php"))
        .send()
        .await
        .expect("captcha");
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["content-type"], "image/png");
    let png = r.bytes().await.expect("png");
    assert_eq!(&png[..4], b"\x89PNG");
    let mut with_code = right.to_vec();
    with_code.push(("security_code", "00000"));
    let (code, body) = login_as(&app, &client, &with_code).await;
    assert_eq!(code, 403, "{body}");
    assert_eq!(body["message"], "Güvenlik kodu hatalı");

    // A new image, answered right (in any case).
    let session = known_captcha(&app, &client).await;
    let mut with_code = right.to_vec();
    with_code.push(("security_code", "k7m2p"));
    let (code, body) = login_as(&app, &client, &with_code).await;
    assert_eq!(code, 200, "{body}");
    // The code answered one try.
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM captchas WHERE session_id = $1")
        .bind(&session)
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
    assert_eq!(left, 0);
}
on_both_backends!(attempts_and_captcha, attempts_lead_to_the_captcha);

async fn tokens_expire_refresh_and_revoke(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    let (bearer, exp) = bearer_of(&app, &email).await;
    assert_eq!(
        member_call(&app, &bearer).await,
        200,
        "a valid token refreshes"
    );

    // Refresh: a new token, the old one refused from now on.
    let (bearer, _) = bearer_of(&app, &email).await;
    let client = reqwest::Client::new();
    let r = client
        .post(app.url(LOGIN))
        .bearer_auth(&bearer)
        .json(&serde_json::json!({ "refresh": 1 }))
        .send()
        .await
        .expect("refresh");
    assert_eq!(r.status().as_u16(), 200);
    let body: Value = r.json().await.expect("json");
    let renewed = body["data"][0]["bearer"]
        .as_str()
        .expect("bearer")
        .to_string();
    assert_ne!(renewed, bearer);
    assert!(body["data"][0]["exp_at"].as_i64().expect("exp") >= exp);
    assert_eq!(
        member_call(&app, &bearer).await,
        401,
        "the refreshed token is revoked"
    );

    // Logout revokes.
    let r = client
        .get(app.url("/srv/service/customer/logout"))
        .bearer_auth(&renewed)
        .send()
        .await
        .expect("logout");
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        member_call(&app, &renewed).await,
        401,
        "refused after logout"
    );

    // Tampered and expired tokens.
    let secret = vitrin::startup::load_secret(&app.config).expect("secret");
    let version: i64 = sqlx::query_scalar("SELECT session_version FROM customers WHERE id = $1")
        .bind(id)
        .fetch_one(&app.db.pool)
        .await
        .expect("version");
    let expired = auth::sign(
        &secret,
        &auth::Claims {
            member_id: id,
            session_version: version,
            token_id: auth::new_token_id(),
            exp: auth::now_secs() - 1,
            remember: false,
        },
    );
    assert_eq!(member_call(&app, &expired).await, 401, "expired");
    let valid = auth::sign(
        &secret,
        &auth::Claims {
            member_id: id,
            session_version: version,
            token_id: auth::new_token_id(),
            exp: auth::now_secs() + 600,
            remember: false,
        },
    );
    assert_eq!(
        member_call(&app, &valid).await,
        200,
        "a fresh token of ours works"
    );
    let forged = auth::sign(
        b"another secret",
        &auth::Claims {
            member_id: id,
            session_version: version,
            token_id: auth::new_token_id(),
            exp: auth::now_secs() + 600,
            remember: false,
        },
    );
    assert_eq!(member_call(&app, &forged).await, 401, "another key");
    let mut tampered = bearer_of(&app, &email).await.0;
    tampered.insert(3, 'x');
    assert_eq!(member_call(&app, &tampered).await, 401, "tampered");
    let r = client
        .post(app.url(LOGIN))
        .bearer_auth(&tampered)
        .json(&serde_json::json!({ "refresh": 1 }))
        .send()
        .await
        .expect("refresh");
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["error"]["message"], "Bu işlem için giriş yapmalısınız");
}
on_both_backends!(tokens, tokens_expire_refresh_and_revoke);

async fn page_settings_member_info(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    let client = fresh_client();
    let (code, _) = login_as(
        &app,
        &client,
        &[("username", &email), ("password", PASSWORD)],
    )
    .await;
    assert_eq!(code, 200);
    // The member cookie fills MEMBER_INFO.
    let html = client
        .get(app.url("/"))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    let info = &inline_json(&html, "vitrin-settings")["MEMBER_INFO"];
    assert_eq!(info["ID"], id, "{info}");
    assert!(info["GROUP"].as_i64().expect("group") > 0);
    assert_eq!(info["KVKK"], 1);
    assert_eq!(
        info["PASSWORD_STRENGTH"], 9,
        "Kedi.Mavi42: 11 characters, 4 classes"
    );
    // A guest's is 0.
    let (_, html) = app.html("/").await;
    assert_eq!(
        inline_json(&html, "vitrin-settings")["MEMBER_INFO"]["ID"],
        0
    );
}
on_both_backends!(member_info, page_settings_member_info);

async fn passwords_change_and_reset(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    let client = fresh_client();
    let (_, html) = {
        let r = client.get(app.url("/")).send().await.expect("page");
        (0, r.text().await.expect("html"))
    };
    let csrf = inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"]
        .as_str()
        .expect("csrf")
        .to_string();
    let (code, body) = login_as(
        &app,
        &client,
        &[("username", &email), ("password", PASSWORD)],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let bearer = body["data"][0]["bearer"]
        .as_str()
        .expect("bearer")
        .to_string();
    let update = |form: Vec<(&'static str, String)>| {
        let client = client.clone();
        let url = app.url("/api/v1/customer/update/password");
        let origin = app.base.clone();
        let csrf = csrf.clone();
        let bearer = bearer.clone();
        async move {
            let r = client
                .post(url)
                .header("Origin", origin)
                .header("X-CSRF-Token", csrf)
                .bearer_auth(bearer)
                .form(&form)
                .send()
                .await
                .expect("update");
            let code = r.status().as_u16();
            (code, r.json::<Value>().await.expect("json"))
        }
    };
    let (code, body) = update(vec![
        ("password_old", "Yanlis.Sifre9".into()),
        ("password", "Yeni.Sifre77".into()),
        ("password_again", "Yeni.Sifre77".into()),
    ])
    .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "password_old");
    let (code, body) = update(vec![
        ("password_old", PASSWORD.into()),
        ("password", "Yeni.Sifre77".into()),
        ("password_again", "Baska".into()),
    ])
    .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "password_again");
    let (code, body) = update(vec![
        ("password_old", PASSWORD.into()),
        ("password", "123".into()),
        ("password_again", "123".into()),
    ])
    .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "password");
    let (code, body) = update(vec![
        ("password_old", PASSWORD.into()),
        ("password", "Yeni.Sifre77".into()),
        ("password_again", "Yeni.Sifre77".into()),
    ])
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        member_call(&app, &bearer).await,
        401,
        "older tokens end with the change"
    );
    let (code, _) = login_as(
        &app,
        &fresh_client(),
        &[("username", &email), ("password", "Yeni.Sifre77")],
    )
    .await;
    assert_eq!(code, 200);

    // A member who must change the password: 403 with password_change, then the forced change.
    sqlx::query("UPDATE customers SET must_change_password = 1 WHERE id = $1")
        .bind(id)
        .execute(&app.db.pool)
        .await
        .expect("flag");
    let (code, body) = login_as(
        &app,
        &fresh_client(),
        &[("username", &email), ("password", "Yeni.Sifre77")],
    )
    .await;
    assert_eq!(code, 403, "{body}");
    assert_eq!(body["data"][0]["password_change"], 1);
    // A wrong old password flags the old-password field, not the new one.
    let (code, body) = post_form(
        &app,
        "/api/v1/authentication/change-password",
        &[
            ("username", &email),
            ("type", "email"),
            ("password_old", "Baska.Sifre88"),
            ("password", "Daha.Yeni99"),
            ("password_again", "Daha.Yeni99"),
        ],
    )
    .await;
    assert_eq!(code, 403, "{body}");
    assert_eq!(body["data"][0]["key"], "password_old");
    let (code, body) = post_form(
        &app,
        "/api/v1/authentication/change-password",
        &[
            ("username", &email),
            ("type", "email"),
            ("password_old", "Yeni.Sifre77"),
            ("password", "123456"),
            ("password_again", "123456"),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert!(body["data"][0]["bearer"].is_string());
    assert_eq!(
        body["data"][0]["member"]["PASSWORD_STRENGTH"], 3,
        "a weak password scores low"
    );

    // Forgotten password: the same answer for any address; a one-time link for a member.
    let (code, known) = post_form(
        &app,
        "/api/v1/authentication/forgot-password",
        &[("email", &email)],
    )
    .await;
    assert_eq!(code, 200);
    let nobody = unique_email("kimse");
    let (code, unknown) = post_form(
        &app,
        "/api/v1/authentication/forgot-password",
        &[("email", &nobody)],
    )
    .await;
    assert_eq!(code, 200);
    assert_eq!(known, unknown);
    let (_, token, link_id) = link_params(
        &outbox_mail(&app, "password-reset", &email).await,
        "/sifremi-unuttum?",
    );
    assert_eq!(link_id, id.to_string());
    assert_not_logged(&[&token, &email, &nobody]);
    let reset = [
        ("id", link_id.as_str()),
        ("token", token.as_str()),
        ("password", "Sifirlandi.55"),
        ("password_again", "Sifirlandi.55"),
    ];
    let (code, body) = post_form(&app, "/api/v1/authentication/reset-password", &reset).await;
    assert_eq!(code, 200, "{body}");
    let (code, _) = post_form(&app, "/api/v1/authentication/reset-password", &reset).await;
    assert_eq!(code, 400, "one use");
    let (code, _) = login_as(
        &app,
        &fresh_client(),
        &[("username", &email), ("password", "Sifirlandi.55")],
    )
    .await;
    assert_eq!(code, 200);
}
on_both_backends!(passwords, passwords_change_and_reset);

async fn guest_cart_merges_at_login(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    // Two variants in stock of products sold by delivery.
    let rows = sqlx::query(
        "SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id \
         WHERE p.store_pickup = 0 AND p.personalization_max = 0 AND p.qty_min = 1 AND p.qty_step = 1 \
         AND v.stock >= 10 AND p.qty_max >= 10 ORDER BY v.id LIMIT 2",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("variants");
    let (va, pa): (i64, i64) = (rows[0].get("id"), rows[0].get("product_id"));
    let (vb, pb): (i64, i64) = (rows[1].get("id"), rows[1].get("product_id"));
    let add = |client: reqwest::Client, product: i64, variant: i64, qty: i64| {
        let app_base = app.base.clone();
        async move {
            let r = client
                .get(format!("{app_base}/"))
                .send()
                .await
                .expect("page");
            let html = r.text().await.expect("html");
            let csrf = inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"]
                .as_str()
                .expect("csrf")
                .to_string();
            let r = client
                .post(format!("{app_base}/srv/service/cart/add-to-cart"))
                .header("Origin", app_base.clone())
                .header("X-CSRF-Token", csrf)
                .form(&[
                    ("productId", product.to_string()),
                    ("variantId[]", variant.to_string()),
                    ("quantity[]", qty.to_string()),
                ])
                .send()
                .await
                .expect("add");
            assert_eq!(r.status().as_u16(), 200);
        }
    };
    // The member's cart from another browser: 2 of A.
    let other = fresh_client();
    add(other.clone(), pa, va, 2).await;
    let (code, _) = login_as(
        &app,
        &other,
        &[("username", &email), ("password", PASSWORD)],
    )
    .await;
    assert_eq!(code, 200);
    // A guest cart in this browser: 3 of A and 1 of B. Only 4 of A are left when the shopper
    // logs in: the carts join, A capped at the stock, with the cart's message for it.
    let here = fresh_client();
    add(here.clone(), pa, va, 3).await;
    add(here.clone(), pb, vb, 1).await;
    sqlx::query("UPDATE variants SET stock = 4 WHERE id = $1")
        .bind(va)
        .execute(&app.db.pool)
        .await
        .expect("stock");
    let (code, body) = login_as(&app, &here, &[("username", &email), ("password", PASSWORD)]).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        body["cart_notices"],
        serde_json::json!([
            "Bu üründen stokta yalnızca 4 adet bulunmaktadır. Adet 4 olarak güncellendi."
        ])
    );
    let member_lines = || async {
        let lines = sqlx::query(
            "SELECT cl.variant_id, cl.quantity FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id \
             WHERE c.customer_id = $1 ORDER BY cl.variant_id",
        )
        .bind(id)
        .fetch_all(&app.db.pool)
        .await
        .expect("lines");
        lines
            .iter()
            .map(|r| (r.get("variant_id"), r.get("quantity")))
            .collect::<Vec<(i64, i64)>>()
    };
    let mut want = vec![(va, 4), (vb, 1)];
    want.sort();
    assert_eq!(
        member_lines().await,
        want,
        "same variant summed, the other added"
    );
    let keys: Vec<String> =
        sqlx::query_scalar("SELECT session_id FROM carts WHERE customer_id = $1")
            .bind(id)
            .fetch_all(&app.db.pool)
            .await
            .expect("carts");
    assert_eq!(keys, [format!("member:{id}")], "one cart, the member's own");

    // Both browsers, signed in, show that one cart.
    let panel_quantity = |client: reqwest::Client| {
        let url = app.url("/srv/service/content-v5/sub-folder/1/1001/cart");
        async move {
            let panel: Value = client
                .get(url)
                .send()
                .await
                .expect("panel")
                .json()
                .await
                .expect("json");
            panel["totalQuantity"].as_i64().unwrap_or(-1)
        }
    };
    assert_eq!(panel_quantity(here.clone()).await, 5);
    assert_eq!(panel_quantity(other.clone()).await, 5);
    // A line added while signed in is the member's too, seen from the other browser.
    add(other.clone(), pb, vb, 1).await;
    assert_eq!(panel_quantity(here.clone()).await, 6);

    // Logout leaves this browser an empty guest cart; the member's stays theirs.
    let r = here
        .get(app.url("/srv/service/customer/logout"))
        .header("Sec-Fetch-Site", "same-origin")
        .send()
        .await
        .expect("logout");
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(panel_quantity(here.clone()).await, 0);
    assert_eq!(panel_quantity(other.clone()).await, 6);
    // Signing in again joins nothing twice.
    let (code, body) = login_as(&app, &here, &[("username", &email), ("password", PASSWORD)]).await;
    assert_eq!(code, 200, "{body}");
    assert!(body.get("cart_notices").is_none(), "{body}");
    assert_eq!(panel_quantity(here.clone()).await, 6);
    let mut want = vec![(va, 4), (vb, 2)];
    want.sort();
    assert_eq!(member_lines().await, want);
}
on_both_backends!(cart_merge, guest_cart_merges_at_login);

async fn the_demo_member_logs_in_every_way(app: TestApp) {
    use vitrin::customer::store::{DEMO_EMAIL, DEMO_PASSWORD, DEMO_VENDOR_CODE};
    for (kind, name) in [
        ("email", DEMO_EMAIL),
        ("phone", "0555 123 45 67"),
        ("vendor", DEMO_VENDOR_CODE),
    ] {
        let (code, body) = login_as(
            &app,
            &fresh_client(),
            &[
                ("username", name),
                ("type", kind),
                ("vendor", name),
                ("password", DEMO_PASSWORD),
            ],
        )
        .await;
        assert_eq!(code, 200, "{kind}: {body}");
    }
    // The spec's vendor flag: `vendor=1`, the code in `username` and no `type`.
    let (code, body) = login_as(
        &app,
        &fresh_client(),
        &[
            ("username", DEMO_VENDOR_CODE),
            ("vendor", "1"),
            ("password", DEMO_PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 200, "vendor flag: {body}");
    // The popup fragment of a fresh address: no captcha, the three ways.
    let (code, popup) = app
        .get_json("/srv/service/content-v5/sub-folder/5/1006/popup-login")
        .await;
    assert_eq!(code, 200);
    assert_eq!(popup["captcha"], 0);
    assert_eq!(popup["types"].as_array().map(Vec::len), Some(3));
    // The member pages resolve; a guest's account page is the login page.
    for (path, route) in [
        ("/uye-girisi-sayfasi", "login"),
        ("/uye-kayit", "register"),
        ("/sifremi-unuttum", "forgotPassword"),
        ("/hesabim", "login"),
    ] {
        let (code, data) = app
            .get_json(&format!("/api/storefront/page?path={path}"))
            .await;
        assert_eq!(code, 200, "{path}");
        assert_eq!(data["route"], route, "{path}: {data}");
    }
    let client = fresh_client();
    let (code, _) = login_as(
        &app,
        &client,
        &[("username", DEMO_EMAIL), ("password", DEMO_PASSWORD)],
    )
    .await;
    assert_eq!(code, 200);
    let data: Value = client
        .get(app.url("/api/storefront/page?path=/hesabim"))
        .send()
        .await
        .expect("page")
        .json()
        .await
        .expect("json");
    assert_eq!(data["route"], "account", "{data}");
    assert_eq!(data["member"]["EMAIL"], DEMO_EMAIL);
    assert_eq!(data["member"]["PHONE"], "905551234567");
}
on_both_backends!(demo_member, the_demo_member_logs_in_every_way);

async fn kvkk_acceptance_and_guest_checkout(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    sqlx::query("UPDATE customers SET kvkk = 0 WHERE id = $1")
        .bind(id)
        .execute(&app.db.pool)
        .await
        .expect("kvkk off");
    let client = fresh_client();
    let html = client
        .get(app.url("/"))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    let csrf = inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"]
        .as_str()
        .expect("csrf")
        .to_string();
    let (code, _) = login_as(
        &app,
        &client,
        &[("username", &email), ("password", PASSWORD)],
    )
    .await;
    assert_eq!(code, 200);
    let html = client
        .get(app.url("/"))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert_eq!(
        inline_json(&html, "vitrin-settings")["MEMBER_INFO"]["KVKK"],
        0
    );
    let update = |token: Option<String>, form: Vec<(&'static str, &'static str)>| {
        let client = client.clone();
        let url = app.url("/api/v1/customer/update");
        let origin = app.base.clone();
        async move {
            let mut req = client.post(url).header("Origin", origin).form(&form);
            if let Some(t) = token {
                req = req.header("X-CSRF-Token", t);
            }
            req.send().await.expect("update").status().as_u16()
        }
    };
    assert_eq!(
        update(None, vec![("kvkk", "1")]).await,
        403,
        "the CSRF token is required"
    );
    assert_eq!(
        update(Some(csrf.clone()), vec![]).await,
        422,
        "kvkk missing"
    );
    assert_eq!(update(Some(csrf.clone()), vec![("kvkk", "1")]).await, 200);
    let html = client
        .get(app.url("/"))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert_eq!(
        inline_json(&html, "vitrin-settings")["MEMBER_INFO"]["KVKK"],
        1
    );
    // A guest cannot.
    let guest = fresh_client();
    let html = guest
        .get(app.url("/"))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    let guest_csrf = inline_json(&html, "vitrin-settings")["CART_CSRF_TOKEN"]
        .as_str()
        .expect("csrf")
        .to_string();
    let r = guest
        .post(app.url("/api/v1/customer/update"))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", guest_csrf)
        .form(&[("kvkk", "1")])
        .send()
        .await
        .expect("update");
    assert_eq!(r.status().as_u16(), 401);

    // Guest checkout: contact details and the KVKK consent checked (with the page's CSRF
    // token: the session keeps them), nothing created.
    let before = count_customers(&app).await;
    let guest = crate::shopper::Shopper::new(&app).await;
    let contact = |kvkk: &str| {
        vec![
            ("email", "misafir@example.com".to_string()),
            ("name", "Can".into()),
            ("surname", "Demir".into()),
            ("phone", "+90 532 000 11 22".into()),
            ("kvkk", kvkk.into()),
        ]
    };
    let path = "/api/v1/authentication/login-nomembership";
    let (code, _) = guest.post_with_csrf(&app, path, &contact("1"), None).await;
    assert_eq!(code, 403, "the CSRF token is needed");
    let (code, body) = guest.post(&app, path, &contact("")).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "kvkk", "{body}");
    let (code, body) = guest.post(&app, path, &contact("1")).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"][0]["phone"], "905320001122");
    let (code, body) = guest
        .post(
            &app,
            path,
            &[
                ("email", "misafir@".to_string()),
                ("name", String::new()),
                ("surname", "Demir".into()),
                ("phone", "12".into()),
                ("kvkk", "1".into()),
            ],
        )
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"].as_array().map(Vec::len), Some(3), "{body}");
    assert_eq!(count_customers(&app).await, before);
}
on_both_backends!(kvkk_and_guest, kvkk_acceptance_and_guest_checkout);
