//! The shop's wallet endpoints: settings, merchant tokens, card info, server-side confirmation.
//!
//! The wallet tests start servers of their own beside the test app, on its database, with the
//! `[wallet]` configuration each test needs (the sandbox on, a merchant query URL) and a data
//! folder of their own (the sandbox's accounts, keys and the one-time codes' outbox).

use std::path::{Path, PathBuf};

use rsa::{BigUint, Pkcs1v15Encrypt, RsaPublicKey};

use serde_json::{json, Value};

use vitrin::{config::Config, startup, wallet};

use crate::{
    helpers::{wallet_codes, TestApp},
    on_both_backends,
    shopper::{create_member, Shopper},
    steps::json_answer,
};

const PHONE: &str = "+905321234567";

const MSISDN: &str = "905321234567";

const BONUS_CARD: &str = "4032801234567894";

const WORLD_CARD: &str = "4048090000000007";

/// A server of the test app's database with its own configuration and data folder, and a
/// browser on it.
pub(crate) struct Shop {
    pub(crate) app: TestApp,
    pub(crate) browser: Shopper,
    _data: tempfile::TempDir,
}

impl Shop {
    pub(crate) async fn start(app: &TestApp, configure: impl FnOnce(&mut Config)) -> Shop {
        let data = tempfile::tempdir().expect("temp dir");
        let instance = app
            .instance(|config| {
                config.data_dir = data.path().to_path_buf();
                configure(config);
            })
            .await;
        let browser = Shopper::new(&instance).await;
        Shop {
            app: instance,
            browser,
            _data: data,
        }
    }

    pub(crate) async fn with_sandbox(app: &TestApp) -> Shop {
        Shop::start(app, |c| c.wallet.sandbox = Some(true)).await
    }

    pub(crate) fn url(&self, path: &str) -> String {
        self.app.url(path)
    }

    pub(crate) fn config(&self) -> &Config {
        &self.app.config
    }

    pub(crate) fn outbox(&self) -> PathBuf {
        self.config().data_dir.join("outbox")
    }

    pub(crate) async fn get(&self, path: &str) -> (u16, Value) {
        self.browser.get(&self.app, path).await
    }

    /// A same-origin JSON POST with the page's CSRF token (and the member's bearer).
    pub(crate) async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let mut req = self
            .browser
            .client
            .post(self.url(path))
            .header("Origin", self.app.base.clone())
            .header("X-CSRF-Token", self.browser.csrf.clone())
            .json(&body);
        if let Some(b) = &self.browser.bearer {
            req = req.bearer_auth(b);
        }
        json_answer(req).await
    }

    /// The confirmation call for a purchase of `order_no` the provider knows as `reference_no`.
    pub(crate) async fn confirm(&self, order_no: &str, reference_no: &str) -> (u16, Value) {
        self.post(
            "/srv/service/wallet/confirm",
            json!({ "orderNo": order_no, "referenceNo": reference_no }),
        )
        .await
    }

    /// The merchant token for a direct purchase of `order_no`: the call's status and answer.
    pub(crate) async fn purchase_token(&self, order_no: &str) -> (u16, Value) {
        self.post(
            "/srv/service/wallet/token",
            json!({ "call": "directPurchase", "orderNo": order_no }),
        )
        .await
    }

    /// Logs a member in through the login call.
    async fn log_in(&mut self, email: &str) {
        self.browser.log_in(&self.app, email).await;
    }

    async fn token(&self, call: &str, reference_no: &str) -> Value {
        let (code, body) = self
            .post(
                "/srv/service/wallet/token",
                json!({ "call": call, "referenceNo": reference_no }),
            )
            .await;
        assert_eq!(code, 200, "{body}");
        body
    }

    /// A provider call to the sandbox, as the browser's client makes it.
    pub(crate) async fn provider(&self, call: &str, fields: Value) -> Value {
        let mut body = json!({
            "version": "34",
            "clientType": "1",
            "clientId": self.config().wallet.client_id,
            "dateTime": "2026-11-25T10:00:00Z",
            "fp": "test-device",
            "additionalParams": {},
        });
        for (k, v) in fields.as_object().expect("fields") {
            body[k] = v.clone();
        }
        let r = self
            .browser
            .client
            .post(self.url(&format!("/wallet-sandbox/v2/{call}")))
            .json(&body)
            .send()
            .await
            .expect("provider call");
        assert_eq!(r.status().as_u16(), 200, "{call}");
        r.json().await.expect("envelope")
    }
}

/// A member with a phone, logged in on `shop`: the member's id.
pub(crate) async fn member_with_phone(app: &TestApp, shop: &mut Shop, email: &str) -> i64 {
    let id = create_member(app, email).await;
    app.run(
        "UPDATE customers SET phone = $1 WHERE id = $2",
        &[&PHONE, &id],
    )
    .await;
    shop.log_in(email).await;
    id
}

pub(crate) fn fault(envelope: &Value) -> &Value {
    &envelope["Data"]["Body"]["Fault"]["Detail"]["ServiceFaultDetail"]
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(text: &str) -> Vec<u8> {
    // An odd number of digits (the exponent `10001`) has an implied leading zero.
    let text = if text.len() % 2 == 1 {
        format!("0{text}")
    } else {
        text.to_string()
    };
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).expect("hex"))
        .collect()
}

/// RSA PKCS#1 v1.5 under the key the settings hand the browser, lowercase hex.
pub(crate) fn encrypt(settings: &Value, plain: &str) -> String {
    let key = RsaPublicKey::new(
        BigUint::from_bytes_be(&from_hex(
            settings["publicKey"]["modulus"].as_str().expect("modulus"),
        )),
        BigUint::from_bytes_be(&from_hex(
            settings["publicKey"]["exponent"]
                .as_str()
                .expect("exponent"),
        )),
    )
    .expect("public key");
    hex(&key
        .encrypt(&mut rand::thread_rng(), Pkcs1v15Encrypt, plain.as_bytes())
        .expect("encrypt"))
}

/// The newest one-time code the sandbox wrote for the msisdn.
pub(crate) fn latest_code(outbox: &Path) -> String {
    let text = wallet_codes(outbox, MSISDN).pop().expect("a code file");
    text.lines().next().expect("code line").trim().to_string()
}

async fn payment_rows(app: &TestApp, order_no: &str) -> i64 {
    app.scalar(
        "SELECT COUNT(*) FROM wallet_payments WHERE order_no = $1",
        &[&order_no],
    )
    .await
}

/// Starts a card purchase as the browser does: the provider's first answer.
async fn start_purchase(
    shop: &Shop,
    settings: &Value,
    card: &str,
    order_no: &str,
    reference_no: &str,
) -> Value {
    let token = shop.token("directPurchase", reference_no).await;
    shop.provider(
        "directPurchase",
        json!({
            "token": token["token"],
            "msisdn": token["msisdn"],
            "referenceNo": reference_no,
            "orderNo": order_no,
            "amount": "25000",
            "installmentCount": 3,
            "rtaPan": encrypt(settings, card),
            "expiryDate": "3012",
            "cvc": encrypt(settings, "123"),
            "cardHolderName": "Ay%C5%9Fe%20Y%C4%B1lmaz",
            "sendSmsLanguage": "tur",
        }),
    )
    .await
}

/// A purchase with the Bonus card completed with its SMS code.
async fn purchase_with_code(shop: &Shop, settings: &Value, order_no: &str, reference_no: &str) {
    let first = start_purchase(shop, settings, BONUS_CARD, order_no, reference_no).await;
    assert_eq!(fault(&first)["ResponseCode"], "5001", "{first}");
    let step = fault(&first)["Token"].as_str().expect("validationRefNo");
    let token = shop.token("validateTransaction", reference_no).await;
    complete_with_code(shop, &token, step, reference_no).await;
}

/// Completes an SMS code step with the newest code of the outbox; the step must succeed.
pub(crate) async fn complete_with_code(shop: &Shop, token: &Value, step: &str, reference_no: &str) {
    let done = shop
        .provider(
            "validateTransaction",
            json!({
                "token": token["token"],
                "validationRefNo": step,
                "validationCode": latest_code(&shop.outbox()),
                "referenceNo": reference_no,
                "pinType": "otp",
                "sendSmsLanguage": "tur",
            }),
        )
        .await;
    let code = fault(&done)["ResponseCode"].as_str().unwrap_or_default();
    assert!(code.is_empty() || code == "0000", "{done}");
}

/// A purchase with the World card through the sandbox's 3-D Secure page: the decision's
/// redirect back to the shop.
async fn purchase_with_3d(
    shop: &Shop,
    settings: &Value,
    order_no: &str,
    reference_no: &str,
    decision: &str,
) -> String {
    let first = start_purchase(shop, settings, WORLD_CARD, order_no, reference_no).await;
    assert_eq!(fault(&first)["ResponseCode"], "5010", "{first}");
    let url_3d = fault(&first)["Url3D"].as_str().expect("Url3D");
    let page = url::Url::parse(url_3d).expect("absolute Url3D");
    let return_url = shop.url("/hesabim");
    let html = shop
        .browser
        .client
        .get(format!(
            "{url_3d}&returnUrl={}",
            url::form_urlencoded::byte_serialize(return_url.as_bytes()).collect::<String>()
        ))
        .send()
        .await
        .expect("3-D page");
    assert_eq!(html.status().as_u16(), 200);
    let r = shop
        .browser
        .client
        .post(shop.url(page.path()))
        .form(&[("decision", decision), ("returnUrl", return_url.as_str())])
        .send()
        .await
        .expect("decision");
    assert_eq!(r.status().as_u16(), 303);
    r.headers()["location"]
        .to_str()
        .expect("location")
        .to_string()
}

async fn settings_with_and_without_a_provider(app: TestApp) {
    // The test app runs without a provider.
    let plain = Shop::start(&app, |_| {}).await;
    let (code, body) = plain.get("/srv/service/wallet/settings").await;
    assert_eq!(code, 503, "{body}");
    assert_eq!(
        body["error"]["message"],
        "Kart ile ödeme şu an kullanılamıyor."
    );
    assert_eq!(body["statusText"], body["error"]["message"]);
    let (code, body) = plain.get("/srv/service/wallet/settings?language=en").await;
    assert_eq!(code, 503);
    assert_eq!(
        body["error"]["message"],
        "Card payment is not available right now."
    );

    let shop = Shop::with_sandbox(&app).await;
    let (code, s) = shop.get("/srv/service/wallet/settings").await;
    assert_eq!(code, 200, "{s}");
    assert_eq!(s["baseUrl"], "/wallet-sandbox/v2");
    assert_eq!(s["clientId"], shop.config().wallet.client_id);
    assert_eq!(s["timeoutMs"], shop.config().wallet.timeout_ms);
    assert_eq!(s["retries"], shop.config().wallet.retries);
    // The sandbox takes no real money: the pages that take a card say so, with its test cards.
    assert_eq!(s["testMode"], true);
    assert_eq!(s["testCardsUrl"], "/wallet-sandbox/test-cards");
    let page = shop
        .browser
        .client
        .get(shop.url("/wallet-sandbox/test-cards?lang=tr"))
        .send()
        .await
        .expect("test cards");
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.expect("html");
    for needle in [
        "Test kartları",
        "4048 0900 0000 0007",
        "4032 8012 3456 7894",
        "Kart reddedildi",
        "gerçek ödeme alınmaz",
    ] {
        assert!(html.contains(needle), "{needle} in {html}");
    }
    // The sandbox's own key, as the sandbox publishes it.
    let (_, key) = shop.get("/wallet-sandbox/public-key").await;
    assert_eq!(s["publicKey"]["modulus"], key["modulus"]);
    assert_eq!(s["publicKey"]["exponent"], key["exponent"]);
    assert!(s["publicKey"]["modulus"].as_str().expect("hex").len() >= 256);

    // A real provider's base URL and key are handed on as configured.
    let real = Shop::start(&app, |c| {
        c.wallet.base_url = "https://provider.example/MasterpassJsonServerHandler/v2".into();
        c.wallet.public_key_modulus = "c0ffee".into();
        c.wallet.public_key_exponent = "10001".into();
        c.wallet.client_id = "shop-42".into();
    })
    .await;
    let (code, s) = real.get("/srv/service/wallet/settings").await;
    assert_eq!(code, 200, "{s}");
    assert_eq!(
        s["baseUrl"],
        "https://provider.example/MasterpassJsonServerHandler/v2"
    );
    assert_eq!(s["publicKey"]["modulus"], "c0ffee");
    assert_eq!(s["clientId"], "shop-42");
    assert_eq!(s["testMode"], false);
    assert_eq!(s["testCardsUrl"], "");
}

on_both_backends!(wallet_settings, settings_with_and_without_a_provider);

async fn tokens_for_members_with_a_phone(app: TestApp) {
    let mut shop = Shop::with_sandbox(&app).await;
    // A guest is refused.
    let (code, body) = shop
        .post("/srv/service/wallet/token", json!({ "call": "register" }))
        .await;
    assert_eq!(code, 401, "{body}");
    assert_eq!(body["error"]["code"], "login_required");

    // A member without a phone is asked to add one.
    let email = "no-phone@example.com";
    create_member(&app, email).await;
    shop.log_in(email).await;
    let (code, body) = shop
        .post("/srv/service/wallet/token", json!({ "call": "register" }))
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(
        body["error"]["message"],
        "Kayıtlı kartlarınız için hesabınıza cep telefonu numaranızı ekleyin."
    );

    let mut shop = Shop::with_sandbox(&app).await;
    let id = member_with_phone(&app, &mut shop, "phone@example.com").await;
    let (code, body) = shop
        .post("/srv/service/wallet/token", json!({ "call": "register" }))
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["msisdn"], MSISDN);
    assert_eq!(body["userId"], id.to_string());
    let reference = body["referenceNo"].as_str().expect("reference");
    assert_eq!(reference.len(), 16);
    assert!(reference.bytes().all(|b| b.is_ascii_digit()));
    // The token binds this member's msisdn, the call and the reference, for the configured time.
    let secret = startup::load_secret(shop.config()).expect("secret");
    let key = wallet::merchant_key(shop.config(), &secret);
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let claims = wallet::token::verify(&key, body["token"].as_str().expect("token"), now)
        .expect("a valid token");
    assert_eq!(claims.msisdn, MSISDN);
    assert_eq!(claims.call, "register");
    assert_eq!(claims.reference_no, reference);
    assert_eq!(claims.client_id, shop.config().wallet.client_id);
    let lifetime = i64::try_from(shop.config().wallet.token_lifetime_secs).expect("secs");
    assert_eq!(claims.expires_at - claims.issued_at, lifetime);
    assert_eq!(body["expiresAt"], claims.expires_at);

    // A given reference is kept; an unknown call or a malformed reference is refused.
    let given = shop.token("listManagement", "REF-1").await;
    assert_eq!(given["referenceNo"], "REF-1");
    let (code, body) = shop
        .post(
            "/srv/service/wallet/token",
            json!({ "call": "payEverything" }),
        )
        .await;
    assert_eq!(code, 400, "{body}");
    assert_eq!(body["error"]["code"], "wallet_unknown_call");
    let (code, _) = shop
        .post(
            "/srv/service/wallet/token",
            json!({ "call": "register", "referenceNo": "a b" }),
        )
        .await;
    assert_eq!(code, 400);
    let (code, body) = shop.post("/srv/service/wallet/token", json!([1])).await;
    assert_eq!(code, 400, "{body}");

    // Without the page's CSRF token the call is refused.
    let r = shop
        .browser
        .client
        .post(shop.url("/srv/service/wallet/token"))
        .header("Origin", shop.app.base.clone())
        .bearer_auth(shop.browser.bearer.clone().expect("bearer"))
        .json(&json!({ "call": "register" }))
        .send()
        .await
        .expect("post");
    assert_eq!(r.status().as_u16(), 403);
}

on_both_backends!(wallet_tokens, tokens_for_members_with_a_phone);

async fn card_info_by_leading_digits(app: TestApp) {
    let shop = Shop::start(&app, |_| {}).await;
    let (code, bonus) = shop
        .get("/srv/service/wallet/card-info?number=40328012")
        .await;
    assert_eq!(code, 200, "{bonus}");
    assert_eq!(bonus["card"]["bank"], "Garanti BBVA");
    assert_eq!(bonus["card"]["family"], "Bonus");
    assert_eq!(bonus["card"]["cardType"], "credit");
    assert_eq!(bonus["plan"]["family"], "Bonus");
    let plan = &shop.config().wallet.instalments["Bonus"];
    assert_eq!(bonus["plan"]["counts"], json!(plan.counts));
    assert_eq!(bonus["plan"]["minAmount"], plan.min_amount);

    // Six digits are enough; a debit card pays in one go.
    let (code, debit) = shop
        .get("/srv/service/wallet/card-info?number=546957")
        .await;
    assert_eq!(code, 200, "{debit}");
    assert_eq!(debit["card"]["cardType"], "debit");
    assert_eq!(debit["plan"], Value::Null);

    let (code, unknown) = shop
        .get("/srv/service/wallet/card-info?number=000000")
        .await;
    assert_eq!(code, 200);
    assert_eq!(unknown, json!({ "card": null, "plan": null }));

    for bad in ["4032", "403280123", "40328a", ""] {
        let (code, body) = shop
            .get(&format!("/srv/service/wallet/card-info?number={bad}"))
            .await;
        assert_eq!(code, 400, "{bad}: {body}");
        assert_eq!(
            body["error"]["message"],
            "Kart numarasının ilk 6 ile 8 hanesini giriniz."
        );
    }
    let (code, body) = shop
        .get("/srv/service/wallet/card-info?number=4032&language=ar")
        .await;
    assert_eq!(code, 400);
    assert_eq!(
        body["error"]["message"],
        "أدخل أول 6 إلى 8 أرقام من رقم البطاقة."
    );
}

on_both_backends!(wallet_card_info, card_info_by_leading_digits);

mod confirm;
