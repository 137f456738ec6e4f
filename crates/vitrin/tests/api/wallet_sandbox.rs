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
    app,
    config::Config,
    startup,
    wallet::{
        self,
        query::{QueryRequest, QueryStatus},
        sandbox::Sandbox,
        token::{self, Claims},
    },
};

use crate::helpers::{test_config, Backend, TestApp};

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
        let state = app::AppState::new(db, config.clone(), secret);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        tokio::spawn(app::serve(
            listener,
            app::build_app(state),
            std::future::pending(),
        ));
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
        let key: Value = http
            .get(format!("{base}/wallet-sandbox/public-key"))
            .send()
            .await
            .expect("public key")
            .json()
            .await
            .expect("public key json");
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

    async fn send(&self, call: &str, body: &Value) -> (u16, Value) {
        let r = self
            .http
            .post(format!("{}/wallet-sandbox/v2/{call}", self.base))
            .json(body)
            .send()
            .await
            .expect("request");
        let status = r.status().as_u16();
        (status, r.json().await.expect("envelope"))
    }

    async fn call(&self, call: &str, msisdn: &str, fields: Value) -> Value {
        let (status, answer) = self.send(call, &self.body(call, msisdn, fields)).await;
        assert_eq!(status, 200, "{call}: {answer}");
        answer
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
        let prefix = format!("wallet-otp-{msisdn}-");
        let newest = std::fs::read_dir(self.outbox())
            .expect("outbox")
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().to_string();
                let millis: u64 = name
                    .strip_prefix(&prefix)?
                    .strip_suffix(".txt")?
                    .parse()
                    .ok()?;
                Some((millis, e.path()))
            })
            .max()
            .expect("a code in the outbox");
        let text = std::fs::read_to_string(newest.1).expect("code file");
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
        let prefix = format!("wallet-otp-{msisdn}-");
        std::fs::read_dir(self.outbox())
            .map(|d| {
                d.filter_map(|e| e.ok())
                    .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
                    .count()
            })
            .unwrap_or(0)
    }

    async fn query(&self, order_no: &str, reference_no: &str) -> (u16, Value) {
        let request = QueryRequest::signed(
            &self.merchant_key,
            self.client_id(),
            order_no,
            reference_no,
            "2026-11-25T10:00:00Z",
        );
        let r = self
            .http
            .post(format!("{}/wallet-sandbox/merchant/query", self.base))
            .json(&request)
            .send()
            .await
            .expect("query");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_envelope_and_the_token_are_checked_first() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();

    // Every key of the envelope is there, empty when unused.
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(code(&answer), "0000");
    assert_eq!(body_of(&answer)["AccountStatus"], "000000");
    for key in ["Url3D", "Url3DSuccess", "Url3DError", "NewMsisdn", "RefNo"] {
        assert_eq!(fault(&answer)[key], "", "{key}");
    }
    assert_eq!(body_of(&answer)["ListItems"]["ListItem"], json!([]));
    assert!(answer.get("Result").is_some() && answer.get("Message").is_some());

    // Unknown call: 404 envelope; a body that is not JSON: 400 envelope.
    let (status, answer) = p.send("chargeEverything", &json!({})).await;
    assert_eq!((status, code(&answer)), (404, "9404"));
    let r = p
        .http
        .post(format!("{}/wallet-sandbox/v2/register", p.base))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 400);
    let answer: Value = r.json().await.expect("envelope");
    assert_eq!(code(&answer), "9400");

    let refused = |mut body: Value, change: fn(&mut Value)| {
        change(&mut body);
        body
    };
    let base = p.body("listManagement", &m, json!({"listType": "ACCOUNT"}));
    // Wrong version, client type, client id: Turkish by default, English when asked.
    for (change, expected) in [
        (
            (|b: &mut Value| b["version"] = json!("33")) as fn(&mut Value),
            "1001",
        ),
        (|b: &mut Value| b["clientType"] = json!("2"), "1001"),
        (
            |b: &mut Value| b["clientId"] = json!("someone-else"),
            "1002",
        ),
        (|b: &mut Value| b["token"] = json!("v1.garbage.sig"), "1003"),
        (|b: &mut Value| b["token"] = json!(""), "1003"),
    ] {
        let (status, answer) = p
            .send("listManagement", &refused(base.clone(), change))
            .await;
        assert_eq!((status, code(&answer)), (200, expected), "{answer}");
        assert!(!desc(&answer).is_empty());
    }
    let (_, answer) = p
        .send(
            "listManagement",
            &refused(base.clone(), |b| b["version"] = json!("33")),
        )
        .await;
    assert_eq!(
        desc(&answer),
        "Geçersiz istek: sürüm 34 ve istemci türü 1 olmalı."
    );
    let mut english = base.clone();
    english["version"] = json!("33");
    english["sendSmsLanguage"] = json!("eng");
    let (_, answer) = p.send("listManagement", &english).await;
    assert_eq!(
        desc(&answer),
        "Invalid request: version must be 34 and client type 1."
    );

    // An expired token, a token of another call, of another shopper, of another key.
    let mut expired = base.clone();
    expired["token"] = json!(p.token_for("listManagement", &m, -1));
    let (_, answer) = p.send("listManagement", &expired).await;
    assert_eq!(code(&answer), "1004");
    let mut other_call = base.clone();
    other_call["token"] = json!(p.token_for("deleteCard", &m, 600));
    let (_, answer) = p.send("listManagement", &other_call).await;
    assert_eq!(code(&answer), "1005");
    let mut other_shopper = base.clone();
    other_shopper["token"] = json!(p.token_for("listManagement", &msisdn(), 600));
    let (_, answer) = p.send("listManagement", &other_shopper).await;
    assert_eq!(code(&answer), "1005");
    assert_eq!(
        desc(&answer),
        "İşlem anahtarı bu işlem ya da bu telefon numarası için verilmemiş."
    );
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let forged = token::sign(
        b"not the merchant key",
        &Claims {
            client_id: p.client_id().into(),
            msisdn: m.clone(),
            reference_no: "R".into(),
            user_id: "7".into(),
            call: "listManagement".into(),
            issued_at: now,
            expires_at: now + 600,
        },
    );
    let mut forged_body = base.clone();
    forged_body["token"] = json!(forged);
    let (_, answer) = p.send("listManagement", &forged_body).await;
    assert_eq!(code(&answer), "1003");
    // The same request with its own token passes: 1051, no cards.
    let (_, answer) = p.send("listManagement", &base).await;
    assert_eq!(code(&answer), "1051");

    // resendOtp needs no token but the envelope still counts.
    let mut resend =
        json!({"version": "34", "clientType": "1", "clientId": "x", "validationRefNo": "1"});
    let (_, answer) = p.send("resendOtp", &resend).await;
    assert_eq!(code(&answer), "1002");
    resend["clientId"] = json!(p.client_id());
    let (_, answer) = p.send("resendOtp", &resend).await;
    assert_eq!(code(&answer), "1410");
}

/// Link with a code, add cards with a code, list and delete them.
async fn link_add_list_delete(p: Provider) {
    let m = msisdn();
    let answer = p
        .call("linkCardToClient", &m, json!({"sendSmsLanguage": "tur"}))
        .await;
    assert_eq!(code(&answer), "5001");
    assert_eq!(
        desc(&answer),
        "Cep telefonunuza gönderilen doğrulama kodunu girin."
    );
    let link_ref = next_ref(&answer);
    let right = p.otp(&m);
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    let answer = p.validate(&m, &link_ref, wrong).await;
    assert_eq!(code(&answer), "1409");
    assert_eq!(next_ref(&answer), link_ref, "the same step stays usable");
    let answer = p.validate(&m, &link_ref, &right).await;
    assert_eq!(code(&answer), "0000", "{answer}");
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "011100");
    // Linked again: at once.
    let answer = p.call("linkCardToClient", &m, json!({})).await;
    assert_eq!(code(&answer), "0000");
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(code(&answer), "1051");
    assert_eq!(desc(&answer), "Hesabınızda kayıtlı kart bulunmuyor.");

    // The Bonus card with a code.
    let answer = p.register(&m, BONUS, "Bonus kartım").await;
    assert_eq!(code(&answer), "5001", "{answer}");
    let step = next_ref(&answer);
    let answer = p.validate(&m, &step, &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000", "{answer}");
    let unique_id = body_of(&answer)["CardUniqueId"]
        .as_str()
        .expect("id")
        .to_string();
    assert!(!unique_id.is_empty());
    // The debit card: its bank stands for the family it has none of.
    let answer = p.register(&m, ZIRAAT_DEBIT, "Maaş").await;
    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000");

    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(code(&answer), "0000");
    let listed = cards(&answer);
    assert_eq!(listed.len(), 2);
    assert_eq!(
        listed[0],
        json!({
            "Name": "Bonus%20kart%C4%B1m",
            "Value1": "4032 80** **** 7894",
            "BankIca": "0062",
            "ProductName": "Bonus",
            "UniqueId": unique_id,
            "EftCode": "0062",
            "CardStatus": "A",
            "PromtCpin": "N",
            "IsMasterPassMember": "Y",
        })
    );
    assert_eq!(listed[1]["Value1"], "5469 57** **** 0005");
    assert_eq!(listed[1]["ProductName"], "Ziraat Bankası");
    assert_eq!(listed[1]["BankIca"], "0010");

    // The same alias twice: refused before any code.
    let files = p.code_files(&m);
    let answer = p.register(&m, BONUS, "Bonus kartım").await;
    assert_eq!(code(&answer), "1053");
    assert_eq!(p.code_files(&m), files);

    // Delete: by alias; an unknown alias is refused.
    let answer = p
        .call(
            "deleteCard",
            &m,
            json!({"accountAliasName": encode("Bonus kartım")}),
        )
        .await;
    assert_eq!(code(&answer), "0000");
    let answer = p
        .call(
            "deleteCard",
            &m,
            json!({"accountAliasName": encode("Bonus kartım")}),
        )
        .await;
    assert_eq!(code(&answer), "1052");
    let answer = p
        .call(
            "deleteCard",
            &m,
            json!({"accountAliasName": encode("Maaş")}),
        )
        .await;
    assert_eq!(code(&answer), "0000");
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(code(&answer), "1051");
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

on_both_backends_with!(linking_and_cards, link_add_list_delete);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_not_linked_to_this_shop_is_said_so() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let accounts = p.config.data_dir.join("wallet-sandbox/accounts");
    std::fs::create_dir_all(&accounts).expect("accounts");
    std::fs::write(
        accounts.join(format!("{m}.json")),
        json!({"msisdn": m, "clients": ["another-shop"], "cards": []}).to_string(),
    )
    .expect("account file");
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "011000");
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(code(&answer), "1021");
    let answer = p
        .call(
            "completeRegistration",
            &m,
            json!({"token2": "t2", "referenceNo": "R"}),
        )
        .await;
    assert_eq!(code(&answer), "0000");
    assert_eq!(body_of(&answer)["AccountStatus"], "011100");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_spend_the_step_and_resend_writes_a_new_code() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let answer = p.register(&m, BONUS, "Kart").await;
    let step = next_ref(&answer);
    let first = p.otp(&m);
    tokio::time::sleep(Duration::from_millis(5)).await;
    let resend = json!({
        "version": "34", "clientType": "1", "clientId": p.client_id(),
        "dateTime": "2026-11-25T10:00:00.000Z", "fp": "f", "additionalParams": {},
        "validationRefNo": step, "sendSmsLanguage": "eng",
    });
    let (status, answer) = p.send("resendOtp", &resend).await;
    assert_eq!((status, code(&answer)), (200, "5001"));
    assert_eq!(next_ref(&answer), step);
    assert_eq!(p.code_files(&m), 2);
    let second = p.otp(&m);

    // A token for another shopper cannot use this shopper's step.
    let stranger = msisdn();
    let answer = p.validate(&stranger, &step, &second).await;
    assert_eq!(code(&answer), "1410");

    // Three wrong codes (the replaced first one among them, unless it happens to match).
    let wrong = if second == "000000" {
        "111111"
    } else {
        "000000"
    };
    let not_first = if first == second {
        wrong
    } else {
        first.as_str()
    };
    let answer = p.validate(&m, &step, not_first).await;
    assert_eq!(code(&answer), "1409");
    assert_eq!(
        desc(&answer),
        "Doğrulama kodu hatalı. Lütfen tekrar deneyin. Kalan deneme hakkı: 2."
    );
    let answer = p.validate(&m, &step, wrong).await;
    assert_eq!(code(&answer), "1409");
    let answer = p.validate(&m, &step, wrong).await;
    assert_eq!(code(&answer), "1409");
    assert_eq!(fault(&answer)["Token"], "", "spent: no step to go on with");
    let answer = p.validate(&m, &step, &second).await;
    assert_eq!(code(&answer), "1410");
    let (_, answer) = p.send("resendOtp", &resend).await;
    assert_eq!(code(&answer), "1410");
    // Nothing was saved.
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(code(&answer), "1051");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn card_data_is_checked_and_the_test_cards_misbehave_as_documented() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let with = |change: &dyn Fn(&mut Value)| {
        let mut fields = p.card_fields(BONUS, "Kart");
        change(&mut fields);
        fields
    };
    for (fields, expected) in [
        (
            with(&|f| f["rtaPan"] = json!(p.encrypt("4032801234567895"))),
            "1060",
        ),
        (with(&|f| f["rtaPan"] = json!("4032801234567894")), "1060"),
        (with(&|f| f["rtaPan"] = json!("")), "1060"),
        (with(&|f| f["expiryDate"] = json!("2001")), "1061"),
        (with(&|f| f["expiryDate"] = json!("3013")), "1061"),
        (with(&|f| f["cvc"] = json!(p.encrypt("12"))), "1062"),
        (with(&|f| f["cvc"] = json!("")), "1062"),
        (with(&|f| f["accountAliasName"] = json!("")), "1007"),
    ] {
        let answer = p.call("register", &m, fields).await;
        assert_eq!(code(&answer), expected, "{answer}");
    }
    assert_eq!(p.code_files(&m), 0, "no code for refused cards");

    let answer = p.register(&m, AXESS_DECLINED, "Axess").await;
    assert_eq!(code(&answer), "1057");
    assert_eq!(desc(&answer), "Kart reddedildi.");
    let mut english = p.card_fields(AXESS_DECLINED, "Axess");
    english["sendSmsLanguage"] = json!("eng");
    let answer = p.call("register", &m, english).await;
    assert_eq!(desc(&answer), "Card declined.");

    let r = p
        .http
        .post(format!("{}/wallet-sandbox/v2/register", p.base))
        .json(&p.body("register", &m, p.card_fields(PARAF_500, "Paraf")))
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 500);
    let text = r.text().await.expect("text");
    assert!(serde_json::from_str::<Value>(&text).is_err(), "{text}");

    let r = p
        .http
        .post(format!("{}/wallet-sandbox/v2/register", p.base))
        .json(&p.body(
            "register",
            &m,
            p.card_fields(CARDFINANS_NOT_JSON, "CardFinans"),
        ))
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 200);
    let text = r.text().await.expect("text");
    assert!(serde_json::from_str::<Value>(&text).is_err(), "{text}");

    let started = std::time::Instant::now();
    let answer = p.register(&m, MAXIMUM_SLOW, "Maximum").await;
    assert!(started.elapsed() >= Duration::from_millis(SLOW_MS));
    assert_eq!(code(&answer), "5001");

    // Any other Luhn-valid number behaves like the Bonus card.
    let answer = p.register(&m, "4111 1111 1111 1111", "Visa").await;
    assert_eq!(code(&answer), "5001");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_purchase_with_a_code_is_confirmed_by_the_merchant_query_and_committed() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let (status, answer) = p.query("O1", "RO1").await;
    assert_eq!(
        (status, answer["status"].as_str()),
        (200, Some("NOT_FOUND"))
    );

    let mut fields = p.purchase("O1", "123450", json!(3));
    for (k, v) in p
        .card_fields(BONUS, "unused")
        .as_object()
        .expect("card")
        .clone()
    {
        fields[k] = v;
    }
    let answer = p.call("directPurchase", &m, fields).await;
    assert_eq!(code(&answer), "5001", "{answer}");
    let ref_no = fault(&answer)["RefNo"].as_str().expect("RefNo").to_string();
    assert!(!ref_no.is_empty());
    let (_, pending) = p.query("O1", "RO1").await;
    assert_eq!(pending["status"], "PENDING");
    // Not committed before it succeeds.
    let answer_commit = p
        .call(
            "commitTransaction",
            &m,
            json!({"referenceNo": "RO1", "sendSms": "N"}),
        )
        .await;
    assert_eq!(code(&answer_commit), "1091");

    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000", "{answer}");
    let body = body_of(&answer);
    assert_eq!(body["RefNo"], ref_no.as_str());
    assert_eq!(body["Amount"], "123450");
    assert_eq!(body["OrderNo"], "O1");
    assert_eq!(body["InstallmentCount"], "3");

    let (status, done) = p.query("O1", "RO1").await;
    assert_eq!(status, 200);
    assert_eq!(done["status"], "SUCCESS");
    assert_eq!(done["amount"], "123450");
    assert_eq!(done["installmentCount"], 3);
    assert_eq!(done["maskedPan"], "4032 80** **** 7894");
    assert_eq!(done["responseCode"], "0000");
    // By the provider's reference too; another order's number finds nothing.
    let (_, by_ref) = p.query("O1", &ref_no).await;
    assert_eq!(by_ref["status"], "SUCCESS");
    let (_, other) = p.query("O2", "RO1").await;
    assert_eq!(other["status"], "NOT_FOUND");

    // A query with a bad mac: 401; not JSON: 400.
    let mut forged = QueryRequest::signed(b"wrong key", p.client_id(), "O1", "RO1", "t");
    let r = p
        .http
        .post(format!("{}/wallet-sandbox/merchant/query", p.base))
        .json(&forged)
        .send()
        .await
        .expect("query");
    assert_eq!(r.status().as_u16(), 401);
    forged.mac = String::new();
    let r = p
        .http
        .post(format!("{}/wallet-sandbox/merchant/query", p.base))
        .body("nope")
        .send()
        .await
        .expect("query");
    assert_eq!(r.status().as_u16(), 400);

    // The in-process query of another sandbox on the same folder agrees.
    let sandbox = Sandbox::open(&p.config, &p.merchant_key).expect("sandbox");
    let request = QueryRequest::signed(&p.merchant_key, p.client_id(), "O1", "RO1", "t");
    let answer = sandbox.query(&request);
    assert_eq!(answer.status, QueryStatus::Success);
    assert_eq!(answer.amount, "123450");
    assert_eq!(sandbox.public_key_hex().0, {
        let n = p.public.n().to_bytes_be();
        n.iter().map(|b| format!("{b:02x}")).collect::<String>()
    });
    let unsigned = QueryRequest::signed(b"other", p.client_id(), "O1", "RO1", "t");
    assert_eq!(sandbox.query(&unsigned).status, QueryStatus::NotFound);

    let answer = p
        .call(
            "commitTransaction",
            &m,
            json!({"referenceNo": "RO1", "sendSms": "N"}),
        )
        .await;
    assert_eq!(code(&answer), "0000");
    assert_eq!(body_of(&answer)["RefNo"], ref_no.as_str());
    let answer = p
        .call(
            "commitTransaction",
            &m,
            json!({"referenceNo": "nothing", "sendSms": "N"}),
        )
        .await;
    assert_eq!(code(&answer), "1090");

    // Bad purchase fields are refused.
    for (amount, count) in [
        ("0", json!(1)),
        ("12.5", json!(1)),
        ("100", json!(13)),
        ("100", json!("x")),
    ] {
        let mut fields = p.purchase("O3", amount, count);
        for (k, v) in p.card_fields(BONUS, "u").as_object().expect("card").clone() {
            fields[k] = v;
        }
        let answer = p.call("directPurchase", &m, fields).await;
        assert_eq!(code(&answer), "1007", "{amount}");
    }

    // A declined card: failed at once, and the query says so.
    let mut fields = p.purchase("O4", "5000", json!(1));
    for (k, v) in p
        .card_fields(AXESS_DECLINED, "u")
        .as_object()
        .expect("card")
        .clone()
    {
        fields[k] = v;
    }
    let answer = p.call("directPurchase", &m, fields).await;
    assert_eq!(code(&answer), "1057");
    let (_, failed) = p.query("O4", "RO4").await;
    assert_eq!(failed["status"], "FAILED");
    assert_eq!(failed["responseCode"], "1057");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_d_secure_approved_saves_and_pays_refused_does_neither() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let shop_return = "http://shop.example/hesabim?tab=kartlar";

    // Register with 3-D Secure, refused: nothing saved.
    let answer = p.register(&m, WORLD, "World").await;
    assert_eq!(code(&answer), "5010", "{answer}");
    let url_3d = fault(&answer)["Url3D"].as_str().expect("Url3D").to_string();
    assert!(
        url_3d.starts_with(&format!("{}/wallet-sandbox/3d/", p.base))
            && url_3d.ends_with("?lang=tr"),
        "{url_3d}"
    );
    let page_url = format!("{url_3d}&returnUrl={}", encode(shop_return));
    let page = p.http.get(&page_url).send().await.expect("page");
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("data-testid=\"sandbox-3d-approve\"") && html.contains(">Onayla<"));
    assert!(html.contains("data-testid=\"sandbox-3d-refuse\"") && html.contains(">Reddet<"));
    assert!(html.contains("4048 09** **** 0007") && html.contains("Kart kaydı"));
    assert!(!html.contains("<script") && !html.contains("style="));
    let id = url_3d
        .rsplit('/')
        .next()
        .and_then(|s| s.split('?').next())
        .expect("id")
        .to_string();
    let decide = |decision: &'static str, id: String, back: &'static str| {
        let http = p.http.clone();
        let url = format!("{}/wallet-sandbox/3d/{id}", p.base);
        async move {
            http.post(url)
                .form(&[("decision", decision), ("returnUrl", back), ("lang", "tr")])
                .send()
                .await
                .expect("decision")
        }
    };
    // Only http(s) return addresses.
    let r = p
        .http
        .get(format!(
            "{url_3d}&returnUrl={}",
            encode("javascript:alert(1)")
        ))
        .send()
        .await
        .expect("page");
    assert_eq!(r.status().as_u16(), 400);
    let r = decide("approve", id.clone(), "javascript:alert(1)").await;
    assert_eq!(r.status().as_u16(), 400);
    let r = decide("refuse", id.clone(), shop_return).await;
    assert_eq!(r.status().as_u16(), 303);
    let back = location_query(&r);
    assert!(r.headers()[reqwest::header::LOCATION]
        .to_str()
        .expect("location")
        .starts_with("http://shop.example/hesabim?tab=kartlar&wallet3d="));
    assert_eq!(pair(&back, "wallet3d"), "refused");
    assert_eq!(pair(&back, "responseCode"), "1082");
    assert_eq!(
        pair(&back, "responseDesc"),
        "3-D Secure doğrulaması reddedildi."
    );
    // Decided once only.
    let r = decide("approve", id.clone(), shop_return).await;
    assert_eq!(r.status().as_u16(), 404);
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(code(&answer), "1051");

    // Register approved: saved (and the account made and linked).
    let answer = p.register(&m, WORLD, "World").await;
    let id = next_ref(&answer);
    let r = decide("approve", id, shop_return).await;
    assert_eq!(r.status().as_u16(), 303);
    let back = location_query(&r);
    assert_eq!(pair(&back, "wallet3d"), "approved");
    assert_eq!(pair(&back, "responseCode"), "0000");
    assert!(!pair(&back, "refNo").is_empty());
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    let listed = cards(&answer);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["ProductName"], "World");
    assert_eq!(listed[0]["BankIca"], "0067");

    // A purchase with the saved World card: 3-D Secure again, approved, confirmed.
    let mut fields = p.purchase("O10", "250000", json!("6"));
    fields["listAccountName"] = json!("World");
    let answer = p.call("remotePurchaseOther", &m, fields).await;
    assert_eq!(code(&answer), "5010", "{answer}");
    let ref_no = fault(&answer)["RefNo"].as_str().expect("RefNo").to_string();
    let page = p
        .http
        .get(format!(
            "{}&returnUrl={}",
            fault(&answer)["Url3D"].as_str().expect("url"),
            encode(shop_return)
        ))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert!(page.contains("2.500,00 TL") && page.contains(p.client_id()));
    let r = decide("approve", next_ref(&answer), shop_return).await;
    let back = location_query(&r);
    assert_eq!(pair(&back, "wallet3d"), "approved");
    assert_eq!(pair(&back, "refNo"), ref_no);
    assert_eq!(pair(&back, "orderNo"), "O10");
    let (_, done) = p.query("O10", "RO10").await;
    assert_eq!(done["status"], "SUCCESS");
    assert_eq!(done["installmentCount"], 6);

    // A purchase refused on the page: failed, not committable.
    let mut fields = p.purchase("O11", "9900", json!(1));
    for (k, v) in p
        .card_fields(WORLD, "Yeni")
        .as_object()
        .expect("card")
        .clone()
    {
        fields[k] = v;
    }
    let answer = p.call("purchaseAndRegister", &m, fields).await;
    assert_eq!(code(&answer), "5010");
    let r = decide("refuse", next_ref(&answer), shop_return).await;
    let back = location_query(&r);
    assert_eq!(pair(&back, "wallet3d"), "refused");
    assert_eq!(pair(&back, "orderNo"), "O11");
    let (_, failed) = p.query("O11", "RO11").await;
    assert_eq!(failed["status"], "FAILED");
    assert_eq!(failed["responseCode"], "1082");
    let answer = p
        .call("commitTransaction", &m, json!({"referenceNo": "RO11"}))
        .await;
    assert_eq!(code(&answer), "1091");
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer).len(), 1, "the refused card is not saved");

    // purchaseAndRegister with a code: paid, then saved.
    let mut fields = p.purchase("O12", "9900", json!(1));
    for (k, v) in p
        .card_fields(BONUS, "Bonus")
        .as_object()
        .expect("card")
        .clone()
    {
        fields[k] = v;
    }
    let answer = p.call("purchaseAndRegister", &m, fields).await;
    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000");
    assert!(!body_of(&answer)["CardUniqueId"]
        .as_str()
        .expect("id")
        .is_empty());
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer).len(), 2);
    // A saved card that does not exist.
    let mut fields = p.purchase("O13", "100", json!(1));
    fields["listAccountName"] = json!("Yok");
    let answer = p.call("remotePurchaseOther", &m, fields).await;
    assert_eq!(code(&answer), "1052");
    // An unknown page.
    let r = p
        .http
        .get(format!(
            "{}/wallet-sandbox/3d/123?returnUrl={}",
            p.base,
            encode(shop_return)
        ))
        .send()
        .await
        .expect("page");
    assert_eq!(r.status().as_u16(), 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_keys_and_purchases_survive_a_restart() {
    let dir = data_dir();
    let first = Provider::start(dir.clone()).await;
    let m = msisdn();
    let answer = first.register(&m, BONUS, "Bonus").await;
    let answer = first.validate(&m, &next_ref(&answer), &first.otp(&m)).await;
    assert_eq!(code(&answer), "0000");
    let mut fields = first.purchase("O20", "4500", json!(1));
    fields["listAccountName"] = json!("Bonus");
    let answer = first.call("remotePurchaseOther", &m, fields).await;
    let answer = first.validate(&m, &next_ref(&answer), &first.otp(&m)).await;
    assert_eq!(code(&answer), "0000");

    let second = Provider::start(dir.clone()).await;
    assert_eq!(second.public, first.public, "the same key pair");
    let answer = second
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer)[0]["Value1"], "4032 80** **** 7894");
    let (_, done) = second.query("O20", "RO20").await;
    assert_eq!(done["status"], "SUCCESS");
    // No card number is kept on disk.
    let account =
        std::fs::read_to_string(dir.path().join(format!("wallet-sandbox/accounts/{m}.json")))
            .expect("account file");
    assert!(!account.contains("4032801234567894"));
    assert!(dir.path().join("wallet-sandbox/private-key.pem").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_smaller_calls_behave_as_documented() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let answer = p.register(&m, BONUS, "Bonus").await;
    p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;

    let answer = p
        .call("addCardToMasterPass", &m, json!({"cardAliasName": "Bonus"}))
        .await;
    assert_eq!(code(&answer), "0000");
    assert!(!body_of(&answer)["CardUniqueId"]
        .as_str()
        .expect("id")
        .is_empty());
    let answer = p
        .call("addCardToMasterPass", &m, json!({"cardAliasName": "Yok"}))
        .await;
    assert_eq!(code(&answer), "1052");

    let pin = |pin: &str| json!({"validationCode": p.encrypt(pin), "pinType": "mpin", "referenceNo": "R"});
    assert_eq!(code(&p.call("verifyPin", &m, pin("1234")).await), "0000");
    assert_eq!(code(&p.call("verifyPin", &m, pin("12")).await), "1412");

    // forgotPassword: the saved card proves the shopper, then a code.
    let forgot = |number: &str| json!({"encPan": p.encrypt(&number.replace(' ', "")), "cvv": p.encrypt("123"), "referenceNo": "R"});
    let answer = p.call("forgotPassword", &m, forgot(WORLD)).await;
    assert_eq!(code(&answer), "1052");
    let answer = p.call("forgotPassword", &m, forgot(BONUS)).await;
    assert_eq!(code(&answer), "5001");
    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000");

    // updateUser: a new msisdn moves the account.
    let new = msisdn();
    let answer = p
        .call(
            "updateUser",
            &m,
            json!({"oldValue": m, "theNewValue": new, "valueType": "MSISDN"}),
        )
        .await;
    assert_eq!(code(&answer), "0000");
    assert_eq!(fault(&answer)["NewMsisdn"], new.as_str());
    let answer = p
        .call("listManagement", &new, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer).len(), 1);
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "000000");
    let answer = p
        .call(
            "updateUser",
            &new,
            json!({"oldValue": "a", "theNewValue": "b", "valueType": "EMAIL"}),
        )
        .await;
    assert_eq!(code(&answer), "0000");
    let answer = p
        .call(
            "updateUser",
            &new,
            json!({"theNewValue": "12", "valueType": "MSISDN"}),
        )
        .await;
    assert_eq!(code(&answer), "1006");

    // completeRegistration without an account, and without token2.
    let nobody = msisdn();
    let answer = p
        .call("completeRegistration", &nobody, json!({"token2": "t"}))
        .await;
    assert_eq!(code(&answer), "1020");
    let answer = p.call("completeRegistration", &new, json!({})).await;
    assert_eq!(code(&answer), "1007");
}

/// The web client's encryption (a fixed key pair and its ciphertexts, committed by the client's
/// test run) decrypts with the sandbox's decryption to the same plain texts.
#[test]
fn what_the_web_client_encrypts_the_sandbox_decrypts() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/wallet-rsa-vector.json"
    );
    let text = std::fs::read_to_string(path).expect("the client's RSA vector file");
    let vector: Value = serde_json::from_str(&text).expect("vector json");
    let key = RsaPrivateKey::from_pkcs8_pem(vector["privateKeyPem"].as_str().expect("pem"))
        .expect("PKCS#8 key");
    let modulus = BigUint::parse_bytes(vector["modulus"].as_str().expect("modulus").as_bytes(), 16)
        .expect("hex modulus");
    let exponent = BigUint::parse_bytes(
        vector["exponent"].as_str().expect("exponent").as_bytes(),
        16,
    )
    .expect("hex exponent");
    assert_eq!((key.n(), key.e()), (&modulus, &exponent));
    let cases = vector["cases"].as_array().expect("cases");
    assert!(cases.len() >= 4);
    let mut turkish = false;
    for case in cases {
        let plain = case["plain"].as_str().expect("plain");
        let cipher = case["cipherHex"].as_str().expect("cipherHex");
        assert_eq!(cipher, cipher.to_lowercase(), "lowercase hex");
        assert_eq!(
            wallet::sandbox::decrypt_hex(&key, cipher).as_deref(),
            Ok(plain)
        );
        turkish |= plain.contains('İ') && plain.contains('ş');
    }
    assert!(turkish, "a Turkish text with İ and ş is among the cases");
}

/// `vitrin wallet-sandbox` on its own port, logging at debug level: a whole flow leaves no card
/// number, cvc or one-time code in its log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_standalone_sandbox_logs_no_card_data_or_codes() {
    let dir = data_dir();
    let secret = "standalone-secret-standalone-secret-0123";
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let log_path = dir.path().join("sandbox.log");
    let log = std::fs::File::create(&log_path).expect("log file");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_vitrin"))
        .args(["wallet-sandbox", "--port", &port.to_string()])
        .env("VITRIN_DATA_DIR", dir.path())
        .env("VITRIN_SECRET_KEY", secret)
        .env("VITRIN_HOST", "127.0.0.1")
        .env("RUST_LOG", "debug")
        .stdout(log.try_clone().expect("log"))
        .stderr(log)
        .spawn()
        .expect("vitrin wallet-sandbox");
    let base = format!("http://127.0.0.1:{port}");
    let mut up = false;
    for _ in 0..100 {
        if reqwest::get(format!("{base}/wallet-sandbox/public-key"))
            .await
            .is_ok()
        {
            up = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(up, "the standalone sandbox answers");
    let mut config = test_config(dir.path().to_path_buf(), String::new());
    config.secret_key = secret.into();
    let merchant_key = wallet::merchant_key(&config, secret.as_bytes());
    let p = Provider::connect(base, config, merchant_key, dir.clone(), None).await;

    // Cross-origin calls are allowed.
    let preflight = p
        .http
        .request(
            reqwest::Method::OPTIONS,
            format!("{}/wallet-sandbox/v2/register", p.base),
        )
        .header("origin", "http://shop.example")
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "content-type")
        .send()
        .await
        .expect("preflight");
    assert_eq!(preflight.headers()["access-control-allow-origin"], "*");

    let m = msisdn();
    let answer = p.register(&m, BONUS, "Bonus").await;
    let step = next_ref(&answer);
    let code_sent = p.otp(&m);
    let wrong = if code_sent == "000000" {
        "111111"
    } else {
        "000000"
    };
    assert_eq!(code(&p.validate(&m, &step, wrong).await), "1409");
    assert_eq!(code(&p.validate(&m, &step, &code_sent).await), "0000");
    let answer = p.register(&m, WORLD, "World").await;
    assert_eq!(code(&answer), "5010");
    let mut fields = p.purchase("O30", "1000", json!(1));
    fields["listAccountName"] = json!("Bonus");
    fields["cvc"] = json!(p.encrypt("987"));
    let answer = p.call("remotePurchaseOther", &m, fields).await;
    let purchase_code = p.otp(&m);
    assert_eq!(
        code(&p.validate(&m, &next_ref(&answer), &purchase_code).await),
        "0000"
    );

    let _ = child.kill();
    let _ = child.wait();
    let log = std::fs::read_to_string(&log_path).expect("log");
    assert!(log.contains("wallet sandbox serving"), "{log}");
    assert!(log.contains("one-time code was written"), "{log}");
    for secret in [
        "4032801234567894",
        "4048090000000007",
        "4032 8012",
        &code_sent,
        &purchase_code,
    ] {
        assert!(!log.contains(secret), "the log shows {secret}");
    }
}
