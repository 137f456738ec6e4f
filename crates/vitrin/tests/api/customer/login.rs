//! Login errors, failed attempts and the captcha, tokens, the demo member.

use super::*;

async fn login_errors_reveal_nothing(app: TestApp) {
    let (email, _, _) = active_member(&app).await;
    let wrong = fresh_login(
        &app,
        &[
            ("username", &email),
            ("type", "email"),
            ("password", "Yanlis.Sifre9"),
        ],
    )
    .await;
    let unknown_email = unique_email("yok");
    let unknown = fresh_login(
        &app,
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
    let (code, body) = fresh_login(
        &app,
        &[
            ("username", "not-an-email"),
            ("type", "email"),
            ("password", "x"),
        ],
    )
    .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "username");
    let (code, _) = fresh_login(
        &app,
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
    let counted: i64 = app
        .count("SELECT COUNT(*) FROM login_attempts WHERE attempt_key LIKE 'account:%'")
        .await;
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
    let left: i64 = app
        .scalar(
            "SELECT COUNT(*) FROM captchas WHERE session_id = $1",
            &[&session],
        )
        .await;
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
    let r = refresh(&app, &bearer).await;
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
    let version: i64 = app
        .scalar(
            "SELECT session_version FROM customers WHERE id = $1",
            &[&id],
        )
        .await;
    let expired = member_token::sign(&secret, &claims(id, version, -1));
    assert_eq!(member_call(&app, &expired).await, 401, "expired");
    let valid = member_token::sign(&secret, &claims(id, version, 600));
    assert_eq!(
        member_call(&app, &valid).await,
        200,
        "a fresh token of ours works"
    );
    let forged = member_token::sign(b"another secret", &claims(id, version, 600));
    assert_eq!(member_call(&app, &forged).await, 401, "another key");
    let mut tampered = bearer_of(&app, &email).await.0;
    tampered.insert(3, 'x');
    assert_eq!(member_call(&app, &tampered).await, 401, "tampered");
    let r = refresh(&app, &tampered).await;
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["error"]["message"], "Bu işlem için giriş yapmalısınız");
}

on_both_backends!(tokens, tokens_expire_refresh_and_revoke);

async fn the_demo_member_logs_in_every_way(app: TestApp) {
    use vitrin::customer::store::{DEMO_EMAIL, DEMO_PASSWORD, DEMO_VENDOR_CODE};
    for (kind, name) in [
        ("email", DEMO_EMAIL),
        ("phone", "0555 123 45 67"),
        ("vendor", DEMO_VENDOR_CODE),
    ] {
        let (code, body) = fresh_login(
            &app,
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
    let (code, body) = fresh_login(
        &app,
        &[
            ("username", DEMO_VENDOR_CODE),
            ("vendor", "1"),
            ("password", DEMO_PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 200, "vendor flag: {body}");
    // The popup fragment of a fresh address: no captcha, the three ways.
    let popup = app
        .get_ok("/srv/service/content-v5/sub-folder/5/1006/popup-login")
        .await;
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
    let data: Value = fetch_json(&client, app.url("/api/storefront/page?path=/hesabim")).await;
    assert_eq!(data["route"], "account", "{data}");
    assert_eq!(data["member"]["EMAIL"], DEMO_EMAIL);
    assert_eq!(data["member"]["PHONE"], "905551234567");
}

on_both_backends!(demo_member, the_demo_member_logs_in_every_way);

/// A member token's claims for `id` at `version`, ending `seconds` from now.
fn claims(id: i64, version: i64, seconds: i64) -> member_token::Claims {
    member_token::Claims {
        member_id: id,
        session_version: version,
        token_id: member_token::new_token_id(),
        exp: vitrin::clock::now_secs() + seconds,
        remember: false,
    }
}
