//! The newsletter with double opt-in: subscribing mails a one-time link (outbox), the link confirms
//! once, a used, tampered, unknown or expired link is refused, a pending address asking again is
//! mailed at most once in a few minutes, and bad forms are refused as before.

use serde_json::Value;

use crate::{
    helpers::{assert_not_logged, link_param, mail_link, outbox_mails, TestApp},
    on_both_backends,
    steps::{post_form, unique_email},
};

const SUBSCRIBE: &str = "/srv/service/guest/subscribeNewsletter";
const CONFIRM: &str = "/srv/service/guest/activateSubscription";

async fn post(
    app: &TestApp,
    path: &str,
    form: &[(&str, &str)],
    csrf: Option<&str>,
) -> (u16, Value) {
    post_form(app, &app.client, path, form, csrf).await
}

/// The newsletter mails sent to `email`, oldest first.
fn mails(app: &TestApp, email: &str) -> Vec<String> {
    outbox_mails(app, "newsletter", email)
}

struct Link {
    url: String,
    token: String,
    id: String,
}

/// The confirmation link of a mail.
fn link_of(mail: &str) -> Link {
    let url = mail_link(mail, "http");
    assert_eq!(link_param(url, "activation"), "newsletter", "{url}");
    Link {
        token: link_param(url, "token"),
        id: link_param(url, "id"),
        url: url.to_string(),
    }
}

async fn confirm(app: &TestApp, link: &Link, lang: &str) -> (u16, Value) {
    post(
        app,
        &format!("{CONFIRM}/{}?language={lang}", link.token),
        &[("id", &link.id)],
        None,
    )
    .await
}

async fn subscriber(app: &TestApp, email: &str) -> (Option<i64>, i64, Option<i64>, i64, String) {
    use sqlx::Row;
    let row = sqlx::query(
        "SELECT confirmed_at, kvkk_consent, kvkk_consent_at, commercial_consent, language \
         FROM newsletter_subscribers WHERE email_key = $1",
    )
    .bind(email.to_lowercase())
    .fetch_one(&app.db.pool)
    .await
    .expect("subscriber row");
    (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4))
}

async fn bad_forms_are_refused_as_before(app: TestApp) {
    let csrf = app.csrf_token().await;
    let email = unique_email("form");
    let (status, _) = post(&app, SUBSCRIBE, &[("email", &email), ("kvkk", "on")], None).await;
    assert_eq!(status, 403, "a state change needs the CSRF token");

    let (status, body) = post(
        &app,
        SUBSCRIBE,
        &[("email", "ayse@"), ("kvkk", "on")],
        Some(&csrf),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(body["status"], 0);
    assert_eq!(body["key"], "email");
    assert!(!body["message"].as_str().expect("message").is_empty());

    let (status, body) = post(&app, SUBSCRIBE, &[("email", &email)], Some(&csrf)).await;
    assert_eq!(status, 422);
    assert_eq!(body["key"], "kvkk");
    assert_eq!(body["statusText"], body["message"]);
    assert!(mails(&app, &email).is_empty(), "no mail for a refused form");
}
on_both_backends!(bad_forms, bad_forms_are_refused_as_before);

async fn subscribe_confirm_by_mail_once(app: TestApp) {
    let csrf = app.csrf_token().await;
    let email = unique_email("Ayse");
    let (status, body) = post(
        &app,
        SUBSCRIBE,
        &[("email", &email), ("kvkk", "on"), ("commercial", "")],
        Some(&csrf),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["status"], 1);
    assert_eq!(body["key"], "subscribed");
    for field in ["status", "key", "message", "statusText"] {
        assert!(body.get(field).is_some(), "{field}");
    }
    assert!(
        body["message"]
            .as_str()
            .expect("message")
            .contains("e-posta adresinize"),
        "tells to confirm from the mail: {body}"
    );

    // Pending, with the consents and when they were given.
    let (confirmed_at, kvkk, kvkk_at, commercial, language) = subscriber(&app, &email).await;
    assert_eq!(confirmed_at, None);
    assert_eq!((kvkk, commercial, language.as_str()), (1, 0, "tr"));
    assert!(kvkk_at.is_some());

    let sent = mails(&app, &email);
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].contains("E-bülten aboneliğinizi onaylamak"),
        "Turkish mail"
    );
    let link = link_of(&sent[0]);
    assert!(
        link.url.starts_with(&format!(
            "{}/?activation=newsletter&token=",
            app.config.public_url
        )),
        "{}",
        link.url
    );
    assert_eq!(link.token.len(), 64);
    assert_not_logged(&[&link.token, &email]);
    // Only a hash of the token is kept.
    let stored: i64 = app
        .scalar(
            "SELECT COUNT(*) FROM newsletter_tokens WHERE token_hash = $1",
            &[&link.token],
        )
        .await;
    assert_eq!(stored, 0);

    // Asking again at once: no second mail, a polite answer in the request's language.
    let (status, body) = post(
        &app,
        &format!("{SUBSCRIBE}?language=en"),
        &[("email", &email.to_uppercase()), ("kvkk", "1")],
        Some(&csrf),
    )
    .await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["status"], 0);
    assert_eq!(body["key"], "recently_sent");
    assert!(
        body["message"].as_str().expect("message").contains("inbox"),
        "{body}"
    );
    assert_eq!(mails(&app, &email).len(), 1);

    let (status, body) = confirm(&app, &link, "tr").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["status"], 1);
    assert_eq!(body["key"], "confirmed");
    assert_eq!(body["message"], "E-bülten aboneliğiniz başarıyla onaylandı");
    assert!(subscriber(&app, &email).await.0.is_some(), "confirmed");

    // The link works once.
    let (status, body) = confirm(&app, &link, "en").await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["status"], 0);
    assert_eq!(body["key"], "already_confirmed");
    assert!(body["message"]
        .as_str()
        .expect("message")
        .contains("already"));

    // A confirmed address is told it is subscribed, and gets no mail.
    let (status, body) = post(
        &app,
        &format!("{SUBSCRIBE}?language=en"),
        &[("email", &email.to_uppercase()), ("kvkk", "1")],
        Some(&csrf),
    )
    .await;
    assert_eq!(status, 409);
    assert_eq!(body["key"], "already_subscribed");
    assert!(body["message"]
        .as_str()
        .expect("message")
        .contains("already"));
    assert_eq!(mails(&app, &email).len(), 1);
}
on_both_backends!(confirm_once, subscribe_confirm_by_mail_once);

async fn bad_links_are_refused(app: TestApp) {
    let csrf = app.csrf_token().await;
    let email = unique_email("link");
    let (status, body) = post(
        &app,
        &format!("{SUBSCRIBE}?language=ar"),
        &[("email", &email), ("kvkk", "1"), ("commercial", "1")],
        Some(&csrf),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let sent = mails(&app, &email);
    let first = link_of(sent.last().expect("mail"));
    assert!(
        first.url.contains("/ar/?activation=newsletter&"),
        "{}",
        first.url
    );
    assert!(sent[0].contains("لتأكيد اشتراكك"), "Arabic mail");
    let (_, _, _, commercial, language) = subscriber(&app, &email).await;
    assert_eq!((commercial, language.as_str()), (1, "ar"));

    let refused = |status: u16, body: &Value| {
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["status"], 0);
        assert_eq!(body["key"], "token");
        assert_eq!(body["error"]["code"], "token");
    };
    // Tampered token, another id, a malformed token, no id.
    let mut flipped = first.token.clone().into_bytes();
    flipped[10] = if flipped[10] == b'a' { b'b' } else { b'a' };
    let tampered = Link {
        url: String::new(),
        token: String::from_utf8(flipped).expect("ascii"),
        id: first.id.clone(),
    };
    let (status, body) = confirm(&app, &tampered, "tr").await;
    refused(status, &body);
    assert_eq!(
        body["message"],
        "Onay bağlantısı geçersiz veya süresi dolmuş"
    );
    let other_id = Link {
        url: String::new(),
        token: first.token.clone(),
        id: (first.id.parse::<i64>().expect("id") + 1000).to_string(),
    };
    let (status, body) = confirm(&app, &other_id, "ar").await;
    refused(status, &body);
    assert_eq!(body["message"], "رابط التأكيد غير صالح أو منتهي الصلاحية");
    for (token, id) in [
        ("kisa", first.id.as_str()),
        (first.token.as_str(), ""),
        (first.token.as_str(), "x"),
    ] {
        let (status, body) = post(&app, &format!("{CONFIRM}/{token}"), &[("id", id)], None).await;
        refused(status, &body);
    }

    // A second mail only after the wait: backdate the last one instead of sleeping.
    app.run("UPDATE newsletter_subscribers SET confirm_mail_at = confirm_mail_at - 301 WHERE email_key = $1", &[&email.to_lowercase()]).await;
    let (status, body) = post(
        &app,
        SUBSCRIBE,
        &[("email", &email), ("kvkk", "on")],
        Some(&csrf),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let sent = mails(&app, &email);
    assert_eq!(sent.len(), 2);
    let second = link_of(&sent[1]);
    assert_ne!(second.token, first.token);
    assert!(
        second
            .url
            .starts_with(&format!("{}/?", app.config.public_url)),
        "Turkish now"
    );
    // The latest form's consents: no commercial box this time.
    let (_, _, _, commercial, language) = subscriber(&app, &email).await;
    assert_eq!((commercial, language.as_str()), (0, "tr"));

    // An expired link is refused; nothing changes.
    app.run(
        "UPDATE newsletter_tokens SET expires_at = expires_at - 48 * 3600 - 1",
        &[],
    )
    .await;
    let (status, body) = confirm(&app, &second, "en").await;
    refused(status, &body);
    assert!(body["message"]
        .as_str()
        .expect("message")
        .contains("expired"));
    let (status, body) = confirm(&app, &first, "tr").await;
    refused(status, &body);
    assert_eq!(subscriber(&app, &email).await.0, None, "still pending");
}
on_both_backends!(bad_links, bad_links_are_refused);
