//! Social sign-in (issue: the member's account, whole), against OpenID Connect providers run in
//! the test (`oidc_provider`): a new member after the KVKK consent, a member found by the
//! provider's verified email linked only with their password or a mailed link, the email popup
//! and its link when the provider gives no email, Apple's posted answer and signed client secret,
//! forged or replayed states, codes and ID tokens refused with nothing changed, unlinking, and
//! the phone a shop may require. Also the forms' requirements and the captcha call.

use serde_json::Value;

use crate::{
    helpers::{link_param, mail_link, outbox_mail, TestApp},
    oidc_provider::{apple_team_key_pem, Forgery, MockProvider, Person},
    on_both_backends,
    shopper::{create_member, refusal, Shopper, PASSWORD},
    steps::unique_email,
};

use vitrin::customer::social::config::ProviderConfig;

const BEGIN: &str = "/api/v1/authentication/social-login";

fn google(issuer: &str) -> ProviderConfig {
    ProviderConfig {
        kind: "google".into(),
        name: "Google".into(),
        issuer: issuer.into(),
        client_id: "vitrin-web".into(),
        client_secret: "google-secret".into(),
        scopes: vec!["email".into(), "profile".into()],
        form_post: false,
        apple_team_id: String::new(),
        apple_key_id: String::new(),
        apple_private_key: String::new(),
    }
}

fn apple(issuer: &str) -> ProviderConfig {
    ProviderConfig {
        kind: "apple".into(),
        name: "Apple".into(),
        issuer: issuer.into(),
        client_id: "com.vitrin.web".into(),
        client_secret: String::new(),
        scopes: vec!["email".into(), "name".into()],
        form_post: true,
        apple_team_id: "TEAM123456".into(),
        apple_key_id: "KEY1234567".into(),
        apple_private_key: apple_team_key_pem(),
    }
}

/// The app with a Google-like provider (and an Apple-like one), both run here.
async fn with_providers(
    app: &TestApp,
    phone_required: bool,
) -> (TestApp, MockProvider, MockProvider) {
    let g = MockProvider::start("vitrin-web", "google-secret", false).await;
    let a = MockProvider::start("com.vitrin.web", "", true).await;
    let (gi, ai) = (g.issuer.clone(), a.issuer.clone());
    let shop = app
        .instance(move |c| {
            c.social.phone_required = phone_required;
            c.social.providers = vec![google(&gi), apple(&ai)];
        })
        .await;
    (shop, g, a)
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.db.pool)
        .await
        .expect("count")
}

/// Begins a sign-in in the shopper's browser and lets the provider answer: the query the browser
/// comes back to the login page with (code and state), and the provider's address it went to.
async fn through_provider(app: &TestApp, shopper: &Shopper, kind: &str) -> (String, url::Url) {
    let (status, body) = shopper
        .get(app, &format!("{BEGIN}?type={kind}&redirect=/hesabim"))
        .await;
    assert_eq!(status, 200, "{body}");
    let authorize = url::Url::parse(body["data"][0].as_str().expect("address")).expect("url");
    let answer = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(authorize.clone())
        .send()
        .await
        .expect("authorize");
    let back = if answer.status().is_redirection() {
        let location = answer.headers()["location"].to_str().expect("location");
        let location = url::Url::parse(location).expect("url");
        assert_eq!(location.path(), "/social-login", "back to the login page");
        location.query().unwrap_or("").to_string()
    } else {
        // form_post: the provider's page posts code, state and user to the shop; the shop sends
        // the browser on to the login page.
        let html = answer.text().await.expect("form");
        let field = |name: &str| {
            let start =
                html.find(&format!("name=\"{name}\" value=\"")).expect(name) + name.len() + 15;
            html[start..start + html[start..].find('"').expect("end")]
                .replace("&quot;", "\"")
                .replace("&amp;", "&")
        };
        assert!(
            html.contains("/api/v1/authentication/social-login/form-post"),
            "{html}"
        );
        let r = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client")
            .post(app.url("/api/v1/authentication/social-login/form-post"))
            .header("Origin", "https://appleid.apple.com")
            .header("Sec-Fetch-Site", "cross-site")
            .form(&[
                ("code", field("code")),
                ("state", field("state")),
                ("user", field("user")),
            ])
            .send()
            .await
            .expect("form post");
        assert_eq!(r.status().as_u16(), 303);
        let location = r.headers()["location"]
            .to_str()
            .expect("location")
            .to_string();
        let (path, query) = location.split_once('?').expect("query");
        assert_eq!(path, "/social-login");
        query.to_string()
    };
    (back, authorize)
}

/// The login page's call that ends the sign-in.
/// The ticket of a sign-in step that asks the shopper something.
fn ticket_of(step: &Value) -> String {
    step["ticket"].as_str().expect("ticket").to_string()
}

/// The `state=…` pair of the query a provider answered with.
fn state_of(query: &str) -> &str {
    query
        .split('&')
        .find(|p| p.starts_with("state="))
        .expect("state")
}

/// Registers the member of a sign-in step with the KVKK consent: the answer.
async fn register_with_consent(app: &TestApp, shopper: &Shopper, step: &Value) -> Value {
    shopper
        .answered(
            app,
            "/api/v1/authentication/social-login/register",
            &[("ticket", &ticket_of(step)), ("kvkk", "1")],
            200,
        )
        .await
}

async fn finish(app: &TestApp, shopper: &Shopper, query: &str) -> (u16, Value) {
    shopper.get(app, &format!("{BEGIN}?{query}")).await
}

async fn sign_in(app: &TestApp, shopper: &Shopper, kind: &str) -> (u16, Value) {
    let (query, _) = through_provider(app, shopper, kind).await;
    finish(app, shopper, &query).await
}

/// A new shopper signs in with the provider: the KVKK consent first, then a member, active, with
/// no password, linked; the next sign-in goes straight in; the code and state work once.
async fn a_new_member_signs_in_with_a_provider(app: TestApp) {
    let (app, g, _) = with_providers(&app, false).await;
    let (_, providers) = app
        .get_json("/api/v1/authentication/social-login/providers")
        .await;
    assert_eq!(providers["data"][0]["type"], "google", "{providers}");
    assert_eq!(providers["data"][1]["name"], "Apple");
    g.sign_in_as(Person {
        given_name: "Deniz".into(),
        ..Person::new("g-100", Some("deniz@example.com"))
    });
    let shopper = Shopper::new(&app).await;
    let (query, authorize) = through_provider(&app, &shopper, "google").await;
    let asked: std::collections::HashMap<_, _> = authorize.query_pairs().into_owned().collect();
    assert_eq!(
        asked["redirect_uri"],
        format!("{}/social-login", app.config.public_url)
    );
    assert_eq!(asked["code_challenge_method"], "S256");
    assert!(asked["scope"].contains("openid") && asked["scope"].contains("email"));
    assert!(!asked["nonce"].is_empty() && !asked["state"].is_empty());

    // Another browser cannot end this sign-in with the code it saw.
    let stranger = Shopper::new(&app).await;
    let (status, body) = finish(&app, &stranger, &query).await;
    assert_eq!(status, 400, "{body}");

    let (status, step) = finish(&app, &shopper, &query).await;
    assert_eq!(status, 200, "{step}");
    assert_eq!(step["popup"], "social-consent");
    assert_eq!(step["email"], "deniz@example.com");
    assert_eq!(step["name"], "Deniz");
    let ticket = ticket_of(&step);

    // The same return again: refused, the state is used.
    let (status, body) = finish(&app, &shopper, &query).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["statusText"],
        "Giriş isteğinin süresi dolmuş veya istek geçersiz. Lütfen yeniden deneyin."
    );

    let register = "/api/v1/authentication/social-login/register";
    let body = shopper
        .answered(&app, register, &[("ticket", &ticket)], 422)
        .await;
    assert!(!refusal(&body, "kvkk").is_empty());
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM customers WHERE email_key = 'deniz@example.com'"
        )
        .await,
        0
    );

    let (status, body) = stranger
        .submit(&app, register, &[("ticket", &ticket), ("kvkk", "1")])
        .await;
    assert_eq!(status, 400, "another browser's ticket: {body}");

    let signed = shopper
        .answered(
            &app,
            register,
            &[
                ("ticket", &ticket),
                ("kvkk", "1"),
                ("commercial_message", "1"),
            ],
            200,
        )
        .await;
    assert!(signed["data"][0]["bearer"].is_string());
    assert_eq!(signed["redirect"], "/hesabim");
    assert!(signed.get("popup").is_none(), "no phone needed: {signed}");
    let id = signed["data"][0]["member"]["ID"].as_i64().expect("id");
    let row: (String, i64, i64, String) =
        sqlx::query_as("SELECT name, active, kvkk, password_hash FROM customers WHERE id = $1")
            .bind(id)
            .fetch_one(&app.db.pool)
            .await
            .expect("member");
    assert_eq!(row, ("Deniz".into(), 1, 1, String::new()));
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM consents WHERE customer_id = {id} AND channel = 'EPOSTA'"
            )
        )
        .await,
        1,
        "the commercial consent is recorded"
    );
    let (status, body) = shopper
        .submit(&app, register, &[("ticket", &ticket), ("kvkk", "1")])
        .await;
    assert_eq!(status, 400, "a ticket is good once: {body}");

    // Next time: straight in, the same member.
    let again = Shopper::new(&app).await;
    let (status, body) = sign_in(&app, &again, "google").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"][0]["member"]["ID"], id);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM social_accounts").await, 1);
}

/// The provider's verified email belongs to a member: nothing is linked until the member gives
/// the password (a wrong one is refused and counted) or follows the mailed link.
async fn an_existing_member_links_with_the_password_or_a_mailed_link(app: TestApp) {
    let (app, g, _) = with_providers(&app, false).await;
    let id = create_member(&app, "ela@example.com").await;
    g.sign_in_as(Person::new("g-200", Some("ela@example.com")));
    let shopper = Shopper::new(&app).await;
    let (status, step) = sign_in(&app, &shopper, "google").await;
    assert_eq!(status, 200, "{step}");
    assert_eq!(step["popup"], "social-link");
    assert_eq!(step["email"], "el***@example.com", "partly hidden");
    let ticket = ticket_of(&step);
    let link = "/api/v1/authentication/social-login/link";

    shopper
        .answered(
            &app,
            link,
            &[("ticket", &ticket), ("password", "wrong-password-1")],
            403,
        )
        .await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM social_accounts").await, 0);
    let body = shopper
        .answered(
            &app,
            link,
            &[("ticket", &ticket), ("password", PASSWORD)],
            200,
        )
        .await;
    assert_eq!(body["data"][0]["member"]["ID"], id);
    assert_eq!(body["message"], "Hesabınız bağlandı");

    // The same person in a new browser goes straight in.
    let (status, body) = sign_in(&app, &Shopper::new(&app).await, "google").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"][0]["member"]["ID"], id);

    // Another member confirms by the mailed link instead, in English.
    // The outbox is shared with the other backend's run: the address is this run's own.
    let mert = unique_email("mert");
    let other = create_member(&app, &mert).await;
    g.sign_in_as(Person::new("g-201", Some(&mert)));
    let shopper = Shopper::new(&app).await;
    let (_, step) = sign_in(&app, &shopper, "google").await;
    let ticket = ticket_of(&step);
    shopper
        .answered(
            &app,
            &format!("{link}?language=en"),
            &[("ticket", &ticket), ("by", "email")],
            200,
        )
        .await;
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM social_accounts").await,
        1,
        "not yet"
    );
    let mail = outbox_mail(&app, "social-link", &mert).await;
    assert!(mail.contains("Confirm linking your account"), "{mail}");
    let (token, link_id) = link_of(&mail, "social");
    let activate = "/api/v1/authentication/social-login/activate";
    let elsewhere = Shopper::new(&app).await;
    let body = elsewhere
        .answered(
            &app,
            activate,
            &[
                ("activation", "social"),
                ("id", &link_id),
                ("token", &token),
            ],
            200,
        )
        .await;
    assert_eq!(body["data"][0]["member"]["ID"], other);
    let (status, _) = elsewhere
        .submit(
            &app,
            activate,
            &[
                ("activation", "social"),
                ("id", &link_id),
                ("token", &token),
            ],
        )
        .await;
    assert_eq!(status, 400, "a link works once");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM social_accounts").await, 2);
}

/// The `token` and `id` of a mail's activation link of `kind`.
fn link_of(mail: &str, kind: &str) -> (String, String) {
    let link = mail_link(mail, &format!("activation={kind}&token="));
    (link_param(link, "token"), link_param(link, "id"))
}

/// Apple posts its answer from its own site, with the name once; the client secret is the
/// team's ES256 JWT (the provider refuses anything else). With no email shared, the email popup
/// asks for one and a mailed link confirms it.
async fn apple_posts_its_answer_and_a_missing_email_is_asked(app: TestApp) {
    let (app, _, a) = with_providers(&app, false).await;
    a.sign_in_as(Person::new("a-300", Some("relay@privaterelay.example.com")));
    let shopper = Shopper::new(&app).await;
    let (status, step) = sign_in(&app, &shopper, "apple").await;
    assert_eq!(
        status,
        200,
        "{step} / provider refusals: {:?}",
        a.refusals()
    );
    assert_eq!(step["popup"], "social-consent");
    assert_eq!(step["name"], "Ayşe Yılmaz", "the posted name");
    register_with_consent(&app, &shopper, &step).await;
    let name: String = app
        .scalar(
            "SELECT name FROM customers WHERE email_key = 'relay@privaterelay.example.com'",
            &[],
        )
        .await;
    assert_eq!(name, "Ayşe");

    // No email shared: the popup asks for one (an address of this run's own: the outbox is
    // shared with the other backend's run).
    let new = unique_email("Yeni").replace("example", "Example");
    a.sign_in_as(Person::new("a-301", None));
    let shopper = Shopper::new(&app).await;
    let (status, step) = sign_in(&app, &shopper, "apple").await;
    assert_eq!(status, 200, "{step}");
    assert_eq!(step["popup"], "social-email");
    assert_eq!(step["email"], "");
    let ticket = ticket_of(&step);
    let email_call = "/api/v1/authentication/social-login/email";
    let body = shopper
        .answered(
            &app,
            email_call,
            &[("ticket", &ticket), ("email", "not an email")],
            422,
        )
        .await;
    assert!(!refusal(&body, "email").is_empty() && !refusal(&body, "kvkk").is_empty());
    shopper
        .answered(
            &app,
            email_call,
            &[("ticket", &ticket), ("email", &new), ("kvkk", "1")],
            200,
        )
        .await;
    let key = new.to_lowercase();
    assert_eq!(
        count(
            &app,
            &format!("SELECT COUNT(*) FROM customers WHERE email_key = '{key}'")
        )
        .await,
        0
    );
    let mail = outbox_mail(&app, "social-link", &new).await;
    let (token, id) = link_of(&mail, "social-email");
    let activate = "/api/v1/authentication/social-login/activate";
    let (status, body) = shopper
        .submit(
            &app,
            activate,
            &[("activation", "social"), ("id", &id), ("token", &token)],
        )
        .await;
    assert_eq!(status, 400, "the other kind of link: {body}");
    let body = shopper
        .answered(
            &app,
            activate,
            &[
                ("activation", "social-email"),
                ("id", &id),
                ("token", &token),
            ],
            200,
        )
        .await;
    assert_eq!(body["message"], "Üyeliğiniz oluşturuldu");
    let (status, body) = sign_in(&app, &Shopper::new(&app).await, "apple").await;
    assert_eq!(status, 200, "{body}");
    assert!(body["data"][0]["bearer"].is_string(), "linked: straight in");
}

on_both_backends!(new_member, a_new_member_signs_in_with_a_provider);

on_both_backends!(
    existing_member,
    an_existing_member_links_with_the_password_or_a_mailed_link
);

on_both_backends!(
    apple_and_email,
    apple_posts_its_answer_and_a_missing_email_is_asked
);

mod forms;
