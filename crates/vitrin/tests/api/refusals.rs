//! Every refusal wears one envelope, `error: {code, message}`, in the shopper's language (Turkish
//! unless the request asks for another), as JSON and with the security headers: the framework's
//! own refusals (a query it cannot read, a path that is not UTF-8, a method the route lacks, a
//! body too large or of another type, an address too long, even for hyper) as much as a
//! handler's (a field missing from a JSON body, a placement the stock or the order refuses).

use reqwest::RequestBuilder;
use serde_json::Value;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::{helpers::TestApp, on_both_backends, shopper::Shopper};

/// The header that asks for English.
const ENGLISH: (&str, &str) = ("Accept-Language", "en");

/// The error envelope with its status and `text`, as JSON with the security headers; its body.
pub async fn assert_envelope(r: reqwest::Response, status: u16, code: &str, text: &str) -> Value {
    assert_eq!(r.status().as_u16(), status, "{code}");
    assert_eq!(r.headers()["x-content-type-options"], "nosniff", "{code}");
    assert_eq!(r.headers()["x-frame-options"], "DENY", "{code}");
    assert!(
        r.headers().contains_key("content-security-policy"),
        "{code}"
    );
    assert!(
        r.headers()["content-type"]
            .to_str()
            .expect("type")
            .starts_with("application/json"),
        "{code}"
    );
    let body: Value = r.json().await.expect("json");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert_eq!(body["error"]["message"], text, "{body}");
    assert_eq!(body["statusText"], text, "{body}");
    body
}

/// The shopper's same-site form POST with the page's token, in English when `english`.
pub async fn send_form(
    shopper: &Shopper,
    app: &TestApp,
    path: &str,
    form: &[(&str, String)],
    english: bool,
) -> reqwest::Response {
    let mut req = same_site(shopper, app, shopper.client.post(app.url(path))).form(form);
    if english {
        req = req.header(ENGLISH.0, ENGLISH.1);
    }
    req.send().await.expect("request")
}

fn same_site(shopper: &Shopper, app: &TestApp, req: RequestBuilder) -> RequestBuilder {
    req.header("Origin", app.base.clone())
        .header("X-CSRF-Token", shopper.csrf.clone())
}

/// A GET of `target` written by hand: no HTTP client sends an address longer than 64 KiB.
async fn raw_get(app: &TestApp, target: &str, headers: &[(&str, &str)]) -> reqwest::Response {
    let host = app.base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(host).await.expect("connect");
    let mut head = format!("GET {target} HTTP/1.1\r\nHost: {host}\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("Connection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await.expect("write");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read");
    let end = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an answer's head");
    let head = std::str::from_utf8(&answer[..end]).expect("a text head");
    let mut lines = head.split("\r\n");
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).unwrap_or("");
    let mut response = axum::http::Response::builder().status(status);
    for (name, value) in lines.filter_map(|l| l.split_once(':')) {
        response = response.header(name.trim(), value.trim());
    }
    let body = answer[end + 4..].to_vec();
    reqwest::Response::from(response.body(body).expect("a response"))
}

/// The request as made, refused in Turkish, then asking for English, refused in English.
async fn in_both(request: impl Fn() -> RequestBuilder, status: u16, code: &str, texts: [&str; 2]) {
    let r = request().send().await.expect("request");
    assert_envelope(r, status, code, texts[0]).await;
    let r = request()
        .header(ENGLISH.0, ENGLISH.1)
        .send()
        .await
        .expect("request");
    assert_envelope(r, status, code, texts[1]).await;
}

const INVALID: [&str; 2] = ["Gönderilen bilgi geçersiz", "The request is not valid"];
const TOO_LONG: [&str; 2] = [
    "İstenen adres çok uzun",
    "The requested address is too long",
];
const UNSUPPORTED: [&str; 2] = [
    "Gönderilen bilginin biçimi desteklenmiyor",
    "The request's format is not supported",
];

async fn framework_errors_wear_the_envelope(app: TestApp) {
    let shopper = Shopper::new(&app).await;
    let client = &shopper.client;
    let get = |path: &str| {
        let url = app.url(path);
        move || client.get(&url)
    };
    // A query field missing, and one given twice.
    in_both(get("/api/storefront/page"), 400, "invalid_input", INVALID).await;
    let twice = get("/api/storefront/page?path=/&path=/kiz-cocuk");
    in_both(twice, 400, "invalid_input", INVALID).await;
    // A path that is not UTF-8 once decoded.
    let not_utf8 = get("/srv/service/variant/%FF%FE");
    in_both(not_utf8, 400, "invalid_input", INVALID).await;
    // An address longer than any of the shop's, and one longer than hyper reads; the language
    // the address asks for is read too.
    for length in [9000, 70 * 1024] {
        let long = format!("/arama?q={}", "a".repeat(length));
        let r = raw_get(&app, &long, &[]).await;
        assert_envelope(r, 414, "uri_too_long", TOO_LONG[0]).await;
        let r = raw_get(&app, &long, &[ENGLISH]).await;
        assert_envelope(r, 414, "uri_too_long", TOO_LONG[1]).await;
        let arabic = format!("/arama?language=ar&q={}", "a".repeat(length));
        let r = raw_get(&app, &arabic, &[]).await;
        assert_envelope(r, 414, "uri_too_long", "العنوان المطلوب طويل جدًا").await;
    }
    // A method the route lacks.
    let delete = || {
        client
            .delete(app.url("/srv/service/category/get/"))
            .header("Origin", app.base.clone())
    };
    let texts = [
        "Bu adres bu istek türünü kabul etmiyor",
        "This address does not accept this kind of request",
    ];
    in_both(delete, 405, "method_not_allowed", texts).await;
    // Bodies the server cannot read: never taken for an empty form.
    let (shopper, app) = (&shopper, &app);
    let post = |path: &str| {
        let url = app.url(path);
        move || same_site(shopper, app, client.post(&url))
    };
    let newsletter = post("/srv/service/guest/subscribeNewsletter");
    let json = || {
        newsletter()
            .header("Content-Type", "application/json")
            .body(r#"{"email":"a@example.com","kvkk":"1"}"#)
    };
    in_both(json, 415, "unsupported_media_type", UNSUPPORTED).await;
    let forgot = post("/api/v1/authentication/forgot-password");
    let multipart = || {
        forgot()
            .header("Content-Type", "multipart/form-data; boundary=x")
            .body("--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\na@example.com\r\n--x--\r\n")
    };
    in_both(multipart, 415, "unsupported_media_type", UNSUPPORTED).await;
    let large = || forgot().form(&[("email", "a".repeat(70 * 1024))]);
    let texts = [
        "Gönderilen bilgi izin verilenden büyük",
        "The request is larger than allowed",
    ];
    in_both(large, 413, "too_large", texts).await;
    // Nothing was subscribed.
    let subscribed: i64 = app
        .count("SELECT COUNT(*) FROM newsletter_subscribers")
        .await;
    assert_eq!(subscribed, 0);
}
on_both_backends!(error_shape, framework_errors_wear_the_envelope);

async fn json_bodies_missing_a_field_are_refused_in_the_envelope(app: TestApp) {
    let shopper = Shopper::new(&app).await;
    let forgot = || {
        same_site(
            &shopper,
            &app,
            shopper
                .client
                .post(app.url("/api/v1/authentication/forgot-password")),
        )
        .header("Content-Type", "application/json")
    };
    let texts = ["Bu alan boş bırakılamaz", "This field cannot be left empty"];
    in_both(|| forgot().body("{}"), 422, "required", texts).await;
    let texts = [
        "Email formatına uygun değil",
        "This is not a valid email address",
    ];
    in_both(
        || forgot().body(r#"{"email": 5}"#),
        422,
        "email_invalid",
        texts,
    )
    .await;
    in_both(|| forgot().body("{"), 400, "invalid_input", INVALID).await;
}
on_both_backends!(
    json_fields,
    json_bodies_missing_a_field_are_refused_in_the_envelope
);
