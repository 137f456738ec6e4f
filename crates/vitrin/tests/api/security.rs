//! Hardening: a state change asked by another site's page is refused and changes nothing; behind
//! HTTPS every cookie is `Secure` and answers carry HSTS; behind proxies the shopper's address
//! is the one counted; forgot-password is throttled like the login and tells nothing.

use serde_json::Value;

use crate::{
    helpers::{known_captcha, outbox_mails, TestApp},
    on_both_backends,
    shopper::{member, Shopper, PASSWORD},
};

const EVIL: &str = "https://evil.example";

/// A refusal of the cross-site check: 403, the JSON envelope in Turkish, and no cookie set.
async fn assert_refused(r: reqwest::Response, what: &str) {
    assert_eq!(r.status().as_u16(), 403, "{what}");
    assert!(
        r.headers().get(reqwest::header::SET_COOKIE).is_none(),
        "{what}: a refused request sets no cookie"
    );
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["error"]["code"], "cross_origin", "{what}: {body}");
    assert_eq!(
        body["statusText"], "Bu istek başka bir siteden geldiği için reddedildi.",
        "{what}"
    );
}

/// An address of this test's own: the outbox is shared by the tests of a process.
fn unique(name: &str, app: &TestApp) -> String {
    let port = app.base.rsplit(':').next().unwrap_or_default();
    format!("{name}.{port}@example.com")
}

async fn customers_named(app: &TestApp, email: &str) -> i64 {
    app.scalar(
        "SELECT COUNT(*) FROM customers WHERE email_key = $1",
        &[&email],
    )
    .await
}

async fn cross_site_state_changes_change_nothing(app: TestApp) {
    let email: &str = &unique("hedef", &app);
    let (shopper, _) = member(&app, email).await;
    let newcomer: &str = &unique("yeni.uye", &app);
    let form = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let posts: Vec<(&str, Vec<(String, String)>)> = vec![
        (
            "/api/v1/authentication/login",
            form(&[
                ("username", email),
                ("type", "email"),
                ("password", PASSWORD),
            ]),
        ),
        (
            "/api/v1/authentication/register",
            form(&[
                ("name", "Ali"),
                ("surname", "Veli"),
                ("email", newcomer),
                ("phone", "05321112233"),
                ("password", "Yeni-Sifre.2026"),
                ("password_again", "Yeni-Sifre.2026"),
                ("kvkk", "1"),
            ]),
        ),
        (
            "/api/v1/authentication/register/quick",
            form(&[("email", newcomer), ("kvkk", "1")]),
        ),
        (
            "/api/v1/authentication/login-nomembership",
            form(&[("email", newcomer), ("kvkk", "1")]),
        ),
        (
            "/api/v1/authentication/change-password",
            form(&[
                ("username", email),
                ("type", "email"),
                ("password_old", PASSWORD),
                ("password", "Baska-Sifre.2026"),
                ("password_again", "Baska-Sifre.2026"),
            ]),
        ),
        (
            "/api/v1/authentication/forgot-password",
            form(&[("email", email)]),
        ),
        (
            "/api/v1/authentication/reset-password",
            form(&[
                ("id", "1"),
                ("token", &"ab".repeat(32)),
                ("password", "Baska-Sifre.2026"),
                ("password_again", "Baska-Sifre.2026"),
            ]),
        ),
        (
            "/srv/service/customer/activateMembership/1/abababab",
            Vec::new(),
        ),
        (
            "/srv/service/guest/activateSubscription/abababab",
            form(&[("id", "1")]),
        ),
        ("/srv/service/customer/logout", Vec::new()),
        ("/srv/service/language/change/en/home/0", Vec::new()),
        ("/srv/shopping/shopping/set-currency/EUR", Vec::new()),
        (
            "/api/v1/customer/update",
            form(&[("name", "Başka"), ("surname", "Biri")]),
        ),
    ];
    for (path, body) in &posts {
        // Another site's form, posted with the shopper's cookies.
        let r = shopper
            .client
            .post(app.url(path))
            .header("Origin", EVIL)
            .form(body)
            .send()
            .await
            .expect("request");
        assert_refused(r, path).await;
        // An origin the browser hides (sandboxed frames, some redirects) is not this site.
        let r = shopper
            .client
            .post(app.url(path))
            .header("Origin", "null")
            .form(body)
            .send()
            .await
            .expect("request");
        assert_refused(r, path).await;
    }
    // The GETs the spec keeps for logout, the language and the currency: a link or a redirect
    // from another site's page.
    for path in [
        "/srv/service/customer/logout",
        "/srv/service/language/change/en/home/0",
        "/srv/shopping/shopping/set-currency/EUR",
        "/srv/service/cart/delete-all",
    ] {
        let r = app
            .get_from(&shopper.client, path, &[("Sec-Fetch-Site", "cross-site")])
            .await;
        assert_refused(r, path).await;
        let r = app
            .get_from(
                &shopper.client,
                path,
                &[("Referer", &format!("{EVIL}/sayfa"))],
            )
            .await;
        assert_refused(r, path).await;
    }
    // A POST that names no origin at all is taken only with the page's token.
    let r = shopper
        .client
        .post(app.url("/api/v1/authentication/forgot-password"))
        .form(&[("email", email)])
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 403);

    // Nothing changed: no member made, the password and the member's session as they were,
    // no reset counted, the shop's language and currency untouched.
    assert_eq!(customers_named(&app, newcomer).await, 0);
    let counted: i64 = app
        .count("SELECT COUNT(*) FROM login_attempts WHERE attempt_key LIKE 'reset:%'")
        .await;
    assert_eq!(counted, 0);
    let (code, _) = shopper.get(&app, "/srv/service/customer/orders").await;
    assert_eq!(code, 200, "still signed in");
    Shopper::new(&app).await.log_in(&app, email).await;

    // The same calls from the shop's own pages work: a same-origin GET, and a POST with no
    // origin but the page's token.
    let r = app
        .get_from(
            &shopper.client,
            "/srv/shopping/shopping/set-currency/EUR",
            &[
                ("Sec-Fetch-Site", "same-origin"),
                ("Referer", &app.url("/")),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 200);
    let r = shopper
        .client
        .post(app.url("/api/v1/authentication/forgot-password"))
        .header("X-CSRF-Token", &shopper.csrf)
        .form(&[("email", email)])
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 200);
}
on_both_backends!(cross_site, cross_site_state_changes_change_nothing);

fn cookies(r: &reqwest::Response) -> Vec<String> {
    r.headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().expect("cookie").to_string())
        .collect()
}

/// The answer that begins a session (as the web app's first change does).
async fn session_begun(app: &TestApp, headers: &[(&str, &str)]) -> reqwest::Response {
    let mut req = reqwest::Client::new()
        .post(app.url("/api/storefront/session"))
        .header("Origin", app.base.as_str());
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    req.send().await.expect("session")
}

async fn https_cookies_and_hsts(app: TestApp) {
    // Plain HTTP, and a client that writes X-Forwarded-Proto itself with no proxy configured.
    for r in [
        session_begun(&app, &[]).await,
        session_begun(&app, &[("X-Forwarded-Proto", "https")]).await,
    ] {
        assert!(!cookies(&r).is_empty(), "a session begins");
        assert!(cookies(&r).iter().all(|c| !c.contains("Secure")));
        assert!(r.headers().get("strict-transport-security").is_none());
    }
    // Behind one proxy that terminates TLS.
    let proxied = app.instance(|c| c.proxy_hops = 1).await;
    let r = session_begun(
        &proxied,
        &[
            ("X-Forwarded-Proto", "https"),
            ("X-Forwarded-For", "203.0.113.9"),
        ],
    )
    .await;
    let set = cookies(&r);
    assert!(!set.is_empty());
    for c in &set {
        assert!(c.ends_with("; Secure") && c.contains("HttpOnly"), "{c}");
        assert!(c.contains("SameSite=Lax"), "{c}");
    }
    assert_eq!(r.headers()["strict-transport-security"], "max-age=31536000");
    let r = session_begun(&proxied, &[("X-Forwarded-Proto", "http")]).await;
    assert!(cookies(&r).iter().all(|c| !c.contains("Secure")));
    // An https public address: always, errors included.
    let public = app
        .instance(|c| c.public_url = "https://shop.example".into())
        .await;
    let r = reqwest::Client::new()
        .get(public.url("/healthz"))
        .send()
        .await
        .expect("request");
    assert_eq!(r.headers()["strict-transport-security"], "max-age=31536000");
    let r = session_begun(&public, &[]).await;
    assert!(cookies(&r).iter().all(|c| c.ends_with("; Secure")));
}
on_both_backends!(https, https_cookies_and_hsts);

async fn popup_captcha(app: &TestApp, address: &str) -> Value {
    let r = reqwest::Client::new()
        .get(app.url("/srv/service/content-v5/sub-folder/5/1006/popup-login"))
        .header("X-Forwarded-For", format!("6.6.6.6, {address}"))
        .send()
        .await
        .expect("popup");
    r.json::<Value>().await.expect("json")["captcha"].clone()
}

async fn failed_logins_count_the_shoppers_address(app: TestApp) {
    let proxied = app.instance(|c| c.proxy_hops = 1).await;
    for _ in 0..3 {
        let r = reqwest::Client::new()
            .post(proxied.url("/api/v1/authentication/login"))
            .header("Origin", proxied.base.clone())
            .header("X-Forwarded-For", "6.6.6.6, 198.51.100.7")
            .form(&[
                ("username", "yok@example.com"),
                ("type", "email"),
                ("password", "yanlis-sifre"),
            ])
            .send()
            .await
            .expect("login");
        assert_eq!(r.status().as_u16(), 403);
    }
    // The address the proxy saw is counted, not the one the client wrote before it, and not
    // the proxy's own.
    assert_eq!(popup_captcha(&proxied, "198.51.100.7").await, 1);
    assert_eq!(popup_captcha(&proxied, "198.51.100.8").await, 0);
    let counted: Vec<String> = app
        .column(
            "SELECT DISTINCT attempt_key FROM login_attempts WHERE attempt_key LIKE 'address:%'",
            &[],
        )
        .await;
    assert_eq!(counted, ["address:198.51.100.7"]);
}
on_both_backends!(proxy_hops, failed_logins_count_the_shoppers_address);

async fn forgot(app: &TestApp, shopper: &Shopper, who: &str, code: Option<&str>) -> (u16, Value) {
    let mut form = vec![("email", who.to_string())];
    if let Some(c) = code {
        form.push(("security_code", c.to_string()));
    }
    shopper
        .post(app, "/api/v1/authentication/forgot-password", &form)
        .await
}

async fn forgot_password_is_throttled_and_tells_nothing(app: TestApp) {
    let email = unique("unutkan", &app);
    let (shopper, _) = member(&app, &email).await;
    let nobody = unique("kimse.yok", &app);
    // Registered or not, the same answer; three asks from one address go through.
    let first = forgot(&app, &shopper, &email, None).await;
    let second = forgot(&app, &shopper, &nobody, None).await;
    assert_eq!(first, second);
    assert_eq!(first.0, 200);
    assert_eq!(forgot(&app, &shopper, &email, None).await, first);
    // The fourth needs the security code, for either address.
    for who in [&email, &nobody] {
        let (code, body) = forgot(&app, &shopper, who, None).await;
        assert_eq!(code, 403, "{body}");
        assert_eq!(body["data"][0]["captcha"], 1, "{body}");
        assert_eq!(body["data"][0]["key"], "security_code");
        assert_eq!(body["message"], "Lütfen güvenlik kodunu giriniz");
    }
    let (code, body) = forgot(&app, &shopper, &email, Some("00000")).await;
    assert_eq!(code, 403);
    assert_eq!(body["message"], "Güvenlik kodu hatalı");
    // The right code lets one ask through.
    known_captcha(&app, &shopper.client).await;
    assert_eq!(forgot(&app, &shopper, &email, Some("k7m2p")).await, first);
    // Three mails for the member, none for the stranger.
    for _ in 0..50 {
        if outbox_mails(&app, "password-reset", &email).len() == 3 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(outbox_mails(&app, "password-reset", &email).len(), 3);
    assert!(outbox_mails(&app, "password-reset", &nobody).is_empty());
}
on_both_backends!(
    forgot_password,
    forgot_password_is_throttled_and_tells_nothing
);
