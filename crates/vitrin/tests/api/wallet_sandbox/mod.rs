//! The sandbox provider over HTTP: every call, its codes, tokens, one-time codes and 3-D Secure.
//! The sandbox keeps its accounts in files, not in the database; the main flow still runs on
//! both databases so the shop it is mounted in starts on each.

use std::{path::PathBuf, sync::Arc, time::Duration};

use rsa::{
    pkcs8::DecodePrivateKey, traits::PublicKeyParts, BigUint, Pkcs1v15Encrypt, RsaPrivateKey,
    RsaPublicKey,
};

use serde_json::{json, Value};

use vitrin::{
    config::Config,
    startup, state,
    wallet::{
        self,
        query::{QueryRequest, QueryStatus},
        sandbox::Sandbox,
        token::{self, Claims},
    },
};

use crate::helpers::{start_server, test_config, wallet_codes, Backend, TestApp};
use crate::steps::{fetch_json, json_answer, page_text};

/// The merchant query's path below `/wallet-sandbox`.
const QUERY: &str = "/merchant/query";

const SLOW_MS: u64 = 400;

const BONUS: &str = "4032 8012 3456 7894";

const WORLD: &str = "4048 0900 0000 0007";

const AXESS_DECLINED: &str = "4132 5200 0000 0000";

const MAXIMUM_SLOW: &str = "4183 4200 0000 0001";

const PARAF_500: &str = "4155 1400 0000 0009";

const CARDFINANS_NOT_JSON: &str = "4010 7200 0000 0003";

const ZIRAAT_DEBIT: &str = "5469 5700 0000 0005";

/// A shop with the sandbox on, over HTTP.
struct Provider {
    base: String,
    http: reqwest::Client,
    config: Config,
    merchant_key: Arc<[u8]>,
    public: RsaPublicKey,
    _dir: Arc<tempfile::TempDir>,
    _app: Option<TestApp>,
}

fn data_dir() -> Arc<tempfile::TempDir> {
    Arc::new(tempfile::tempdir().expect("temp dir"))
}

impl Provider {
    /// A shop on a fresh SQLite file in `dir` (no catalog: the sandbox needs none).
    async fn start(dir: Arc<tempfile::TempDir>) -> Provider {
        let url = format!("sqlite://{}/shop.db", dir.path().display());
        let config = test_config(dir.path().to_path_buf(), url);
        let db = startup::open_database(&config).await.expect("database");
        Self::serve(config, db, dir, None).await
    }

    /// A shop on the helpers' seeded database of `backend`, or None without PostgreSQL.
    async fn on(backend: Backend) -> Option<Provider> {
        let shop = TestApp::spawn(backend).await?;
        let dir = data_dir();
        let mut config = shop.config.clone();
        config.data_dir = dir.path().to_path_buf();
        let db = shop.db.clone();
        Some(Self::serve(config, db, dir, Some(shop)).await)
    }

    async fn serve(
        mut config: Config,
        db: vitrin::db::Db,
        dir: Arc<tempfile::TempDir>,
        shop: Option<TestApp>,
    ) -> Provider {
        config.wallet.sandbox = Some(true);
        config.wallet.sandbox_slow_ms = SLOW_MS;
        let secret = startup::load_secret(&config).expect("secret");
        let merchant_key = wallet::merchant_key(&config, &secret);
        let state = state::AppState::new(db, config.clone(), secret);
        let base = start_server(state).await;
        Self::connect(base, config, merchant_key, dir, shop).await
    }

    /// A client of the sandbox at `base`, with the sandbox's public key.
    async fn connect(
        base: String,
        config: Config,
        merchant_key: Arc<[u8]>,
        dir: Arc<tempfile::TempDir>,
        shop: Option<TestApp>,
    ) -> Provider {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        let key: Value = fetch_json(&http, format!("{base}/wallet-sandbox/public-key")).await;
        let number = |field: &str| {
            BigUint::parse_bytes(key[field].as_str().expect(field).as_bytes(), 16).expect(field)
        };
        let public = RsaPublicKey::new(number("modulus"), number("exponent")).expect("rsa key");
        Provider {
            base,
            http,
            config,
            merchant_key,
            public,
            _dir: dir,
            _app: shop,
        }
    }

    fn outbox(&self) -> PathBuf {
        self.config.data_dir.join("outbox")
    }

    fn client_id(&self) -> &str {
        &self.config.wallet.client_id
    }

    fn token_for(&self, call: &str, msisdn: &str, lifetime: i64) -> String {
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        token::sign(
            &self.merchant_key,
            &Claims {
                client_id: self.client_id().into(),
                msisdn: msisdn.into(),
                reference_no: "REF1".into(),
                user_id: "7".into(),
                call: call.into(),
                issued_at: now,
                expires_at: now + lifetime,
            },
        )
    }

    fn encrypt(&self, plain: &str) -> String {
        let cipher = self
            .public
            .encrypt(&mut rand::thread_rng(), Pkcs1v15Encrypt, plain.as_bytes())
            .expect("encrypt");
        cipher.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The body every call carries, its token for `call` and `msisdn`, and `fields`.
    fn body(&self, call: &str, msisdn: &str, fields: Value) -> Value {
        let mut body = json!({
            "version": "34",
            "clientType": "1",
            "clientId": self.client_id(),
            "dateTime": "2026-11-25T10:00:00.000Z",
            "fp": "test-device",
            "additionalParams": {},
            "token": self.token_for(call, msisdn, 600),
            "msisdn": msisdn,
        });
        let map = body.as_object_mut().expect("object");
        for (k, v) in fields.as_object().expect("fields").clone() {
            map.insert(k, v);
        }
        body
    }

    /// A JSON POST of `body` to the provider's `path` (below `/wallet-sandbox`).
    fn post(&self, path: &str, body: &impl serde::Serialize) -> reqwest::RequestBuilder {
        self.http
            .post(format!("{}/wallet-sandbox{path}", self.base))
            .json(body)
    }

    async fn send(&self, call: &str, body: &Value) -> (u16, Value) {
        json_answer(self.post(&format!("/v2/{call}"), body)).await
    }

    async fn call(&self, call: &str, msisdn: &str, fields: Value) -> Value {
        let (status, answer) = self.send(call, &self.body(call, msisdn, fields)).await;
        assert_eq!(status, 200, "{call}: {answer}");
        answer
    }

    /// A call the provider answers with the response code `expected`: its answer.
    async fn call_expecting(
        &self,
        expected: &str,
        call: &str,
        msisdn: &str,
        fields: Value,
    ) -> Value {
        let answer = self.call(call, msisdn, fields).await;
        assert_eq!(code(&answer), expected, "{call}: {answer}");
        answer
    }

    /// A commitTransaction the provider answers with `expected`: its answer.
    async fn commit(&self, expected: &str, msisdn: &str, fields: Value) -> Value {
        self.call_expecting(expected, "commitTransaction", msisdn, fields)
            .await
    }

    fn card_fields(&self, number: &str, alias: &str) -> Value {
        json!({
            "rtaPan": self.encrypt(&number.replace(' ', "")),
            "expiryDate": "3012",
            "cvc": self.encrypt("123"),
            "cardHolderName": "Ay%C5%9Fe%20Y%C4%B1lmaz",
            "accountAliasName": encode(alias),
            "sendSms": "Y",
            "sendSmsLanguage": "tur",
        })
    }

    async fn register(&self, msisdn: &str, number: &str, alias: &str) -> Value {
        let mut fields = self.card_fields(number, alias);
        fields["referenceNo"] = json!("REF1");
        self.call("register", msisdn, fields).await
    }

    async fn validate(&self, msisdn: &str, validation_ref: &str, code: &str) -> Value {
        self.call(
            "validateTransaction",
            msisdn,
            json!({
                "validationRefNo": validation_ref,
                "validationCode": code,
                "pinType": "otp",
                "referenceNo": "REF1",
                "sendSms": "Y",
                "sendSmsLanguage": "tur",
            }),
        )
        .await
    }

    /// The newest one-time code the sandbox wrote for `msisdn`.
    fn otp(&self, msisdn: &str) -> String {
        let text = wallet_codes(&self.outbox(), msisdn)
            .pop()
            .expect("a code in the outbox");
        let mut lines = text.lines();
        let code = lines.next().expect("code line").to_string();
        assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()));
        assert!(lines
            .next()
            .expect("sentence")
            .contains("doğrulama kodunuz"));
        code
    }

    fn code_files(&self, msisdn: &str) -> usize {
        wallet_codes(&self.outbox(), msisdn).len()
    }

    async fn query(&self, order_no: &str, reference_no: &str) -> (u16, Value) {
        let request = QueryRequest::signed(
            &self.merchant_key,
            self.client_id(),
            order_no,
            reference_no,
            "2026-11-25T10:00:00Z",
        );
        let r = self.post(QUERY, &request).send().await.expect("query");
        (r.status().as_u16(), r.json().await.expect("query json"))
    }

    /// A purchase's fields.
    fn purchase(&self, order_no: &str, amount: &str, count: Value) -> Value {
        json!({
            "referenceNo": format!("R{order_no}"),
            "orderNo": order_no,
            "amount": amount,
            "installmentCount": count,
            "paymentType": "",
            "sendSmsLanguage": "tur",
        })
    }

    /// A purchase (see [`Provider::purchase`]) paid with the card `number`, saved as `alias`.
    fn card_purchase(
        &self,
        order_no: &str,
        amount: &str,
        count: Value,
        number: &str,
        alias: &str,
    ) -> Value {
        let mut fields = self.purchase(order_no, amount, count);
        for (k, v) in self.card_fields(number, alias).as_object().expect("card") {
            fields[k] = v.clone();
        }
        fields
    }
}

fn encode(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

fn fault(answer: &Value) -> &Value {
    &answer["Data"]["Body"]["Fault"]["Detail"]["ServiceFaultDetail"]
}

fn body_of(answer: &Value) -> &Value {
    &answer["Data"]["Body"]["Response"]["Result"]["TransactionBody"]
}

fn code(answer: &Value) -> &str {
    fault(answer)["ResponseCode"]
        .as_str()
        .expect("ResponseCode")
}

fn desc(answer: &Value) -> &str {
    fault(answer)["ResponseDesc"]
        .as_str()
        .expect("ResponseDesc")
}

fn next_ref(answer: &Value) -> String {
    let token = fault(answer)["Token"].as_str().expect("Token").to_string();
    assert!(!token.is_empty(), "{answer}");
    token
}

fn cards(answer: &Value) -> Vec<Value> {
    body_of(answer)["ListItems"]["ListItem"]
        .as_array()
        .expect("ListItem")
        .clone()
}

/// A fresh Turkish mobile number for each use, so tests never share an account.
fn msisdn() -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::SeqCst);
    format!("90532{:03}{:04}", std::process::id() % 1000, n)
}

/// The query string of a redirect, as pairs.
fn location_query(response: &reqwest::Response) -> Vec<(String, String)> {
    let location = response.headers()[reqwest::header::LOCATION]
        .to_str()
        .expect("location");
    url::Url::parse(location)
        .expect("absolute location")
        .query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

fn pair<'a>(pairs: &'a [(String, String)], key: &str) -> &'a str {
    pairs
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("{key} in {pairs:?}"))
}

/// The main flow on both databases (the sandbox's own files are the same on each).
macro_rules! on_both_backends_with {
    ($name:ident, $body:ident) => {
        mod $name {
            use super::*;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                $body(Provider::on(Backend::Sqlite).await.expect("sqlite")).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                match Provider::on(Backend::Postgres).await {
                    Some(p) => $body(p).await,
                    None => eprintln!("VITRIN_TEST_POSTGRES_URL is not set: PostgreSQL not tested"),
                }
            }
        }
    };
}

mod linking;
mod purchase;
mod service;
