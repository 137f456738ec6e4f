//! A shopper's browser for the API tests: its own cookies (the session), the page's CSRF token,
//! and a member token once logged in; and members created in the database the way registration
//! stores them, then logged in through the real login call.

use serde_json::Value;

use crate::helpers::TestApp;
use crate::steps::{json_answer, same_origin_post, session_csrf};

/// The password of every member these tests create.
pub const PASSWORD: &str = "Bulut-Kuzu!2026xQ";

pub struct Shopper {
    pub client: reqwest::Client,
    pub csrf: String,
    pub bearer: Option<String>,
}

impl Shopper {
    /// A new browser with a session (its cookie and CSRF token), as after its first change.
    pub async fn new(app: &TestApp) -> Self {
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        let csrf = session_csrf(&app.base, &client).await;
        Shopper {
            client,
            csrf,
            bearer: None,
        }
    }

    /// Logs in through the login call (which also sets the member cookie in this browser) and
    /// keeps the answer's bearer token; returns the answer.
    pub async fn log_in(&mut self, app: &TestApp, email: &str) -> Value {
        let (code, body) = self
            .post(
                app,
                "/api/v1/authentication/login",
                &[
                    ("username", email.to_string()),
                    ("type", "email".into()),
                    ("password", PASSWORD.into()),
                ],
            )
            .await;
        assert_eq!(code, 200, "{body}");
        self.bearer = Some(
            body["data"][0]["bearer"]
                .as_str()
                .expect("bearer")
                .to_string(),
        );
        body
    }

    /// A same-origin form POST with the page's CSRF token (and the bearer when logged in).
    pub async fn post(&self, app: &TestApp, path: &str, form: &[(&str, String)]) -> (u16, Value) {
        self.post_with_csrf(app, path, form, Some(&self.csrf)).await
    }

    /// A same-origin POST without fields, as a button of the page sends it.
    pub async fn click(&self, app: &TestApp, path: &str) -> (u16, Value) {
        self.post(app, path, &[]).await
    }

    /// A same-origin form POST of name and value pairs (see [`form`]).
    pub async fn submit(
        &self,
        app: &TestApp,
        path: &str,
        pairs: &[(&'static str, &str)],
    ) -> (u16, Value) {
        self.post(app, path, &form(pairs)).await
    }

    /// A form POST of name and value pairs the shop answers with `status`: the answer's body.
    pub async fn answered(
        &self,
        app: &TestApp,
        path: &str,
        pairs: &[(&'static str, &str)],
        status: u16,
    ) -> Value {
        let (code, body) = self.submit(app, path, pairs).await;
        assert_eq!(code, status, "{body}");
        body
    }

    /// A same-origin form POST with the given CSRF token, or none.
    pub async fn post_with_csrf(
        &self,
        app: &TestApp,
        path: &str,
        form: &[(&str, String)],
        csrf: Option<&str>,
    ) -> (u16, Value) {
        let mut req = same_origin_post(app, &self.client, path, form);
        if let Some(t) = csrf {
            req = req.header("X-CSRF-Token", t);
        }
        self.send(req).await
    }

    /// A same-origin multipart POST with the page's CSRF token (a form with files).
    pub async fn post_multipart(
        &self,
        app: &TestApp,
        path: &str,
        form: reqwest::multipart::Form,
    ) -> (u16, Value) {
        let req = self.page_request(app, reqwest::Method::POST, path);
        self.send(req.multipart(form)).await
    }

    /// A same-origin call with a JSON body and the page's CSRF token (and the bearer when logged
    /// in).
    pub async fn send_json(
        &self,
        app: &TestApp,
        method: reqwest::Method,
        path: &str,
        body: &Value,
    ) -> (u16, Value) {
        self.send(self.page_request(app, method, path).json(body))
            .await
    }

    /// A GET answered with JSON (with the bearer when logged in).
    pub async fn get(&self, app: &TestApp, path: &str) -> (u16, Value) {
        self.send(self.client.get(app.url(path))).await
    }

    /// A same-origin request of this shopper's page, with its CSRF token.
    fn page_request(
        &self,
        app: &TestApp,
        method: reqwest::Method,
        path: &str,
    ) -> reqwest::RequestBuilder {
        self.client
            .request(method, app.url(path))
            .header("Origin", app.base.clone())
            .header("X-CSRF-Token", &self.csrf)
    }

    /// Sends `req` with the bearer when logged in, and reads its JSON answer.
    async fn send(&self, mut req: reqwest::RequestBuilder) -> (u16, Value) {
        if let Some(b) = &self.bearer {
            req = req.bearer_auth(b);
        }
        json_answer(req).await
    }
}

/// An active member created in the database with an argon2 hash of [`PASSWORD`]: its id.
pub async fn create_member(app: &TestApp, email: &str) -> i64 {
    use argon2::{
        password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
        Argon2,
    };
    let hash = Argon2::default()
        .hash_password(PASSWORD.as_bytes(), &SaltString::generate(&mut OsRng))
        .expect("hash")
        .to_string();
    let now = 1_700_000_000_i64;
    app.run(
        "INSERT INTO customers (email, email_key, password_hash, password_strength, \
         password_changed_at, active, kvkk, group_id, created_at, updated_at) \
         VALUES ($1, $1, $2, 10, $3, 1, 1, 1, $3, $3)",
        &[&email, &hash, &now],
    )
    .await;
    app.scalar("SELECT id FROM customers WHERE email_key = $1", &[&email])
        .await
}

/// A new member, logged in in a browser of their own: the browser and the member's id.
pub async fn member(app: &TestApp, email: &str) -> (Shopper, i64) {
    let id = create_member(app, email).await;
    let mut shopper = Shopper::new(app).await;
    let body = shopper.log_in(app, email).await;
    assert_eq!(body["data"][0]["member"]["ID"], id, "{body}");
    (shopper, id)
}

/// A form of name and value pairs, as `Shopper::post` sends it.
pub fn form(pairs: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    pairs.iter().map(|(k, v)| (*k, v.to_string())).collect()
}

/// The text a member call's refusal gives the form field `key` (its first `data` item for it).
pub fn refusal(body: &Value, key: &str) -> String {
    body["data"]
        .as_array()
        .expect("items")
        .iter()
        .find(|item| item["key"] == key)
        .unwrap_or_else(|| panic!("no {key} in {body}"))["statusText"]
        .as_str()
        .expect("text")
        .to_string()
}

/// Asserts the text a refusal gives each form field named (see [`refusal`]).
pub fn assert_refusals(body: &Value, expected: &[(&str, &str)]) {
    for (key, text) in expected {
        assert_eq!(refusal(body, key), *text, "{key}");
    }
}
