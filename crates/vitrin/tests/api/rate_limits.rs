//! Rate limits on the guessable doors: each door hammered past its count answers 429 with
//! `Retry-After` and the refusal in the call's shape and the shopper's language; another client
//! address or session is still served; a forged `X-Forwarded-For` without a proxy in front
//! changes nothing; a flood never gets a 5xx. Order tracking asks for the security code after a
//! few misses for one number.

use reqwest::header::RETRY_AFTER;
use serde_json::{json, Value};
use vitrin::config::Config;

use crate::{
    helpers::{known_captcha, TestApp},
    on_both_backends,
    shopper::Shopper,
    steps::same_origin_post,
};

/// Every door's count in these tests: requests per minute per key.
const COUNT: u32 = 3;
const ERP_KEY: &str = "rate-limit-erp-key-0123456789";

fn low_limits(c: &mut Config) {
    let l = &mut c.limits;
    for count in [
        &mut l.track_per_minute,
        &mut l.login_per_minute,
        &mut l.forgot_password_per_minute,
        &mut l.registration_per_minute,
        &mut l.contact_per_minute,
        &mut l.sms_per_minute,
        &mut l.wallet_otp_per_minute,
        &mut l.address_per_minute,
        &mut l.order_per_minute,
        &mut l.coupon_per_minute,
        &mut l.erp_per_minute,
    ] {
        *count = COUNT;
    }
    c.wallet.sandbox = Some(true);
    c.checkout.erp_api_key = ERP_KEY.into();
}

/// One call of a door, as a browser or the back office sends it.
#[derive(Clone, Copy)]
struct Call {
    /// A GET (else a POST).
    get: bool,
    path: &'static str,
    form: &'static [(&'static str, &'static str)],
    /// Answered in the member calls' shape (else the error envelope).
    member: bool,
    /// The back office's key, sent as `X-Api-Key` when not empty.
    key: &'static str,
}

const fn post(path: &'static str, form: &'static [(&'static str, &'static str)]) -> Call {
    Call {
        get: false,
        path,
        form,
        member: true,
        key: "",
    }
}

const TRACK: Call = post(
    "/srv/service/order/track",
    &[("order_no", "9990001112"), ("contact", "x@example.com")],
);
const LOGIN: Call = post(
    "/api/v1/authentication/login",
    &[
        ("type", "email"),
        ("username", "kimse@example.com"),
        ("password", "yanlis-sifre"),
    ],
);

const FORGOT: Call = post(
    "/api/v1/authentication/forgot-password",
    &[("email", "kimse@example.com")],
);

/// The call of another client: the calls that name an account or a key name another one.
fn other(call: Call) -> Call {
    match call.path {
        "/api/v1/authentication/login" => Call {
            form: &[
                ("type", "email"),
                ("username", "baska@example.com"),
                ("password", "yanlis-sifre"),
            ],
            ..call
        },
        "/api/v1/authentication/forgot-password" => Call {
            form: &[("email", "baska@example.com")],
            ..call
        },
        _ if !call.key.is_empty() => Call {
            key: "another-back-office-key",
            ..call
        },
        _ => call,
    }
}

/// Every door, with a call it takes (refused or not: each is counted).
const DOORS: [Call; 15] = [
    TRACK,
    LOGIN,
    post("/api/v1/authentication/change-password", &[]),
    FORGOT,
    post("/api/v1/authentication/reset-password", &[]),
    post("/api/v1/authentication/register", &[]),
    post("/api/v1/authentication/register/quick", &[]),
    post("/api/v1/public/send-message/department", &[]),
    post("/api/v1/services/verify-sms", &[]),
    post("/srv/service/customer/address/save", &[]),
    post("/srv/service/order-step/set-address", &[]),
    post("/srv/service/order-step/place-order", &[]),
    Call {
        get: true,
        path: "/api/v1/erp/orders",
        form: &[],
        member: false,
        key: ERP_KEY,
    },
    Call {
        get: false,
        path: "/wallet-sandbox/v2/resendOtp",
        form: &[],
        member: false,
        key: "",
    },
    // Discount codes tried one after another.
    post("/srv/service/cart/coupon", &[]),
];

/// What a door answered: the status, `Retry-After` and the body.
struct Answer {
    status: u16,
    retry_after: Option<u64>,
    body: Value,
}

/// Sends `call` from `shopper`'s browser, through a proxy that saw `forwarded` when given.
async fn send(app: &TestApp, shopper: &Shopper, call: Call, forwarded: Option<&str>) -> Answer {
    send_with(app, &shopper.client, Some(&shopper.csrf), call, forwarded).await
}

async fn send_with(
    app: &TestApp,
    client: &reqwest::Client,
    csrf: Option<&str>,
    call: Call,
    forwarded: Option<&str>,
) -> Answer {
    let mut req = if call.get {
        client.get(app.url(call.path))
    } else if call.path.starts_with("/wallet-sandbox") {
        client.post(app.url(call.path)).json(&json!({}))
    } else {
        same_origin_post(app, client, call.path, call.form)
    };
    if !call.key.is_empty() {
        req = req.header("X-Api-Key", call.key);
    }
    if let Some(token) = csrf {
        req = req.header("X-CSRF-Token", token);
    }
    if let Some(address) = forwarded {
        req = req.header("X-Forwarded-For", address);
    }
    let response = req.send().await.expect("request");
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get(RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    let text = response.text().await.expect("body");
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    Answer {
        status,
        retry_after,
        body,
    }
}

/// The door's count of calls pass; the next is refused as the spec's 429.
async fn hammer(app: &TestApp, shopper: &Shopper, call: Call, forwarded: Option<&str>) {
    for i in 0..COUNT {
        let answer = send(app, shopper, call, forwarded).await;
        assert_ne!(
            answer.status, 429,
            "{} call {i}: {}",
            call.path, answer.body
        );
        assert!(answer.status < 500, "{}: {}", call.path, answer.body);
    }
    let answer = send(app, shopper, call, forwarded).await;
    assert_limited(call, &answer);
}

fn assert_limited(call: Call, answer: &Answer) {
    let path = call.path;
    assert_eq!(answer.status, 429, "{path}: {}", answer.body);
    let wait = answer.retry_after.expect("Retry-After in seconds");
    assert!((1..=60).contains(&wait), "{path}: Retry-After {wait}");
    let body = &answer.body;
    assert_eq!(body["error"]["code"], "too_many_requests", "{path}: {body}");
    let message = format!("Çok fazla deneme yaptınız. Lütfen {wait} saniye sonra tekrar deneyin.");
    assert_eq!(body["statusText"], message.as_str(), "{path}: {body}");
    if call.member {
        assert_eq!(
            (&body["status"], &body["errorCode"], &body["message"]),
            (&json!(0), &json!(429), &json!(message)),
            "{path}: {body}"
        );
    } else {
        assert_eq!(body["error"]["message"], message.as_str(), "{path}: {body}");
    }
}

/// Behind one proxy: each door limits the address that floods it, and the next address (with a
/// browser of its own) is served; the English shopper reads English.
async fn every_door_limits_its_flood_and_serves_others(app: TestApp) {
    let app = app
        .instance(|c| {
            low_limits(c);
            c.proxy_hops = 1;
        })
        .await;
    for (i, call) in DOORS.into_iter().enumerate() {
        let flooder = Shopper::new(&app).await;
        let address = format!("203.0.113.{i}");
        hammer(&app, &flooder, call, Some(&address)).await;
        let other = Shopper::new(&app).await;
        let answer = send(
            &app,
            &other,
            self::other(call),
            Some(&format!("198.51.100.{i}")),
        )
        .await;
        assert!(
            answer.status != 429 && answer.status < 500,
            "{}: another client is served: {}",
            call.path,
            answer.body
        );
    }
    let shopper = Shopper::new(&app).await;
    let english = Call {
        path: "/srv/service/order/track?language=en",
        ..TRACK
    };
    for _ in 0..=COUNT {
        let answer = send(&app, &shopper, english, Some("192.0.2.50")).await;
        if answer.status == 429 {
            let text = answer.body["message"].as_str().unwrap_or_default();
            assert!(text.starts_with("Too many attempts."), "{text}");
            return;
        }
    }
    panic!("the English shopper was never limited");
}

on_both_backends!(every_door, every_door_limits_its_flood_and_serves_others);

/// The calls of one session (address saves, placements) are counted by the session: another
/// browser at the same address is served. Logins are counted by the account too, from
/// whichever address they come.
async fn sessions_and_accounts_are_counted_on_their_own(app: TestApp) {
    let app = app
        .instance(|c| {
            low_limits(c);
            c.proxy_hops = 1;
        })
        .await;
    for call in &DOORS[9..12] {
        let flooder = Shopper::new(&app).await;
        hammer(&app, &flooder, *call, None).await;
        let other = Shopper::new(&app).await;
        assert_ne!(send(&app, &other, *call, None).await.status, 429);
    }
    for i in 0..COUNT {
        let browser = Shopper::new(&app).await;
        let answer = send(&app, &browser, LOGIN, Some(&format!("203.0.113.{i}"))).await;
        assert_ne!(answer.status, 429, "{}", answer.body);
    }
    let browser = Shopper::new(&app).await;
    let answer = send(&app, &browser, LOGIN, Some("203.0.113.99")).await;
    assert_limited(LOGIN, &answer);
}

on_both_backends!(
    sessions_and_accounts,
    sessions_and_accounts_are_counted_on_their_own
);

/// Without a proxy in front, `X-Forwarded-For` is the client's own writing: a new one on each
/// request, from browsers without a session, does not escape the count of the peer's address.
async fn a_forged_forwarded_header_does_not_escape(app: TestApp) {
    let app = app.instance(low_limits).await;
    let fresh = || reqwest::Client::new();
    for i in 0..COUNT {
        let answer = send_with(&app, &fresh(), None, TRACK, Some(&format!("6.6.6.{i}"))).await;
        assert_ne!(answer.status, 429, "{}", answer.body);
    }
    let answer = send_with(&app, &fresh(), None, TRACK, Some("7.7.7.7")).await;
    assert_limited(TRACK, &answer);
}

on_both_backends!(forged_forwarded, a_forged_forwarded_header_does_not_escape);

/// A flood of concurrent requests from one address is answered 429 (never a 5xx), and another
/// address is served meanwhile.
async fn a_flood_gets_429s_and_others_are_served(app: TestApp) {
    let app = std::sync::Arc::new(
        app.instance(|c| {
            low_limits(c);
            c.proxy_hops = 1;
        })
        .await,
    );
    let flood: Vec<_> = (0..60)
        .map(|_| {
            let app = app.clone();
            tokio::spawn(async move {
                let client = reqwest::Client::new();
                send_with(&app, &client, None, TRACK, Some("203.0.113.200"))
                    .await
                    .status
            })
        })
        .collect();
    let other = Shopper::new(&app).await;
    let served = send(&app, &other, TRACK, Some("198.51.100.200")).await;
    assert!(
        served.status != 429 && served.status < 500,
        "{}",
        served.body
    );
    let mut limited = 0;
    for task in flood {
        let status = task.await.expect("request");
        assert!(status < 500, "a flood never gets a 5xx: {status}");
        limited += usize::from(status == 429);
    }
    assert!(limited >= 60 - COUNT as usize, "{limited} of 60 limited");
}

on_both_backends!(flood, a_flood_gets_429s_and_others_are_served);

/// After a few misses for one order number, tracking it needs the security code: without it
/// (or with a wrong one) the refusal asks for it; with the right one the answer is given again.
async fn tracking_asks_for_the_security_code_after_misses(app: TestApp) {
    let app = app
        .instance(|c| c.limits.track_misses_before_captcha = 2)
        .await;
    let shopper = Shopper::new(&app).await;
    let miss = |code: &'static str| {
        vec![
            ("order_no", "555 000 1234".to_string()),
            ("contact", "yanlis@example.com".to_string()),
            ("security_code", code.to_string()),
        ]
    };
    for _ in 0..2 {
        let (status, body) = shopper
            .post(&app, "/srv/service/order/track", &miss(""))
            .await;
        assert_eq!(status, 404, "{body}");
    }
    let (status, body) = shopper
        .post(&app, "/srv/service/order/track", &miss(""))
        .await;
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["data"][0]["key"], "security_code");
    assert_eq!(body["data"][0]["captcha"], 1);
    let (status, body) = shopper
        .post(&app, "/srv/service/order/track", &miss("WRONG"))
        .await;
    assert_eq!((status, &body["data"][0]["captcha"]), (403, &json!(1)));
    known_captcha(&app, &shopper.client).await;
    let (status, body) = shopper
        .post(&app, "/srv/service/order/track", &miss("K7M2P"))
        .await;
    assert_eq!(status, 404, "the right code lets the try through: {body}");
    // Another number is not concerned.
    let (status, _) = shopper
        .post(
            &app,
            "/srv/service/order/track",
            &[
                ("order_no", "555 000 9999".to_string()),
                ("contact", "yanlis@example.com".to_string()),
            ],
        )
        .await;
    assert_eq!(status, 404);
}

on_both_backends!(
    tracking_captcha,
    tracking_asks_for_the_security_code_after_misses
);
