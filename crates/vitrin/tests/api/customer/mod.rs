//! Member calls: registration and activation through the outbox, login by email, phone and vendor
//! code, refresh, logout and revocation, expired and tampered tokens, failed-login counting and
//! the captcha, no account enumeration, password flows, the member info of the page settings and
//! the guest cart merged at login.

use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

use sqlx::Row;

use vitrin::http::member_token;

use crate::{
    helpers::{
        assert_not_logged, inline_json, known_captcha, link_param, mail_link, outbox_mail, TestApp,
    },
    on_both_backends,
    steps::{fetch_json, json_answer, page_text, same_origin_post, session_csrf, unique_email},
};

const LOGIN: &str = "/api/v1/authentication/login";

const REGISTER: &str = "/api/v1/authentication/register";

const PASSWORD: &str = "Kedi.Mavi42";

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
    let mut req = same_origin_post(app, client, path, form);
    if let Some(b) = bearer {
        req = req.bearer_auth(b);
    }
    json_answer(req).await
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
    let word = mail_link(mail, page);
    let link = &word[word.find(page).expect("link in the mail")..];
    (
        link.to_string(),
        link_param(link, "token"),
        link_param(link, "id"),
    )
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

/// A login from a browser new to the shop (no session, no cookie).
async fn fresh_login(app: &TestApp, form: &[(&str, &str)]) -> (u16, Value) {
    login_as(app, &fresh_client(), form).await
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

/// The token refresh with `bearer` (no CSRF, no cookie).
async fn refresh(app: &TestApp, bearer: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(app.url(LOGIN))
        .bearer_auth(bearer)
        .json(&serde_json::json!({ "refresh": 1 }))
        .send()
        .await
        .expect("refresh")
}

/// Whether a bearer is accepted, observed through the token refresh. A successful refresh
/// revokes the token it was given.
async fn member_call(app: &TestApp, bearer: &str) -> u16 {
    refresh(app, bearer).await.status().as_u16()
}

/// Logs `email` in with the password in `client`: the answer.
async fn password_login(app: &TestApp, client: &reqwest::Client, email: &str) -> Value {
    let (code, body) = login_as(app, client, &[("username", email), ("password", PASSWORD)]).await;
    assert_eq!(code, 200, "{body}");
    body
}

mod account;
mod login;
mod register;
