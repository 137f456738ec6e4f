//! The sandbox provider: the card wallet protocol answered locally, for development and tests.
//! `vitrin serve` mounts it under `/wallet-sandbox` when `wallet.sandbox` is on; `vitrin
//! wallet-sandbox --port N` serves it alone (with permissive CORS, for a shop on another origin).
//!
//! Routes (under `/wallet-sandbox`):
//! - `POST /v2/{call}`: the 16 calls of the protocol, answered with its envelope (HTTP 200; an
//!   unknown call 404, a body that is not JSON 400).
//! - `GET /3d/{id}?lang=tr|en&returnUrl=...` and `POST /3d/{id}`: the 3-D Secure page; the
//!   decision returns 303 to the return URL with `wallet3d=approved|refused`, `refNo`,
//!   `responseCode`, `responseDesc` (and `orderNo` for purchases).
//! - `GET /public-key`: `{ modulus, exponent }` in hex.
//! - `GET /test-cards?lang=tr|en`: the test cards below and what each does, as a page.
//! - `POST /merchant/query`: the merchant's server-to-server query (MAC-signed; 401 otherwise).
//! - `POST /merchant/refund`: the merchant's refund of a successful purchase, full or partial
//!   (MAC-signed; 401 otherwise): `1093` when it would pay back more than the purchase took,
//!   `1094` for a refund number used with another amount, `1090` without such a purchase; a
//!   refund number already paid is answered REFUNDED again and pays nothing more.
//!
//! Every call but `resendOtp` needs a merchant token made for that call, this client id and,
//! when the call carries `msisdn`, that msisdn. Accounts (per msisdn: linked client ids, saved
//! cards without their numbers), purchases and the RSA key pair live in
//! `{data_dir}/wallet-sandbox/`; one-time codes go to `{data_dir}/outbox/` and never to the log.
//!
//! Test cards (Luhn-valid numbers on real Turkish BINs; any future expiry, any 3-digit cvc):
//!
//! | number              | bank / family              | behaviour                                           |
//! |---------------------|----------------------------|-----------------------------------------------------|
//! | 4032 8012 3456 7894 | Garanti BBVA / Bonus       | SMS code (5001), then success                       |
//! | 4048 0900 0000 0007 | Yapı Kredi / World         | 3-D Secure (5010) on register and purchases         |
//! | 4132 5200 0000 0000 | Akbank / Axess             | declined: 1057 "Kart reddedildi" / "Card declined"  |
//! | 4183 4200 0000 0001 | İş Bankası / Maximum       | slow: answers after `wallet.sandbox_slow_ms`        |
//! | 4155 1400 0000 0009 | Halkbank / Paraf           | HTTP 500 with a text body                           |
//! | 4010 7200 0000 0003 | QNB Finansbank / CardFinans| HTTP 200 with a body that is not JSON               |
//! | 5469 5700 0000 0005 | Ziraat Bankası / debit     | SMS code, then success (no instalments)             |
//!
//! Any other Luhn-valid number behaves like the first; for `remotePurchaseOther` the saved
//! card's number decides.
//!
//! Response codes: `0000` success, `5001` SMS code required (the answer's Token is the
//! validationRefNo), `5010` 3-D Secure required (Url3D), `1409` wrong code (3 tries, then the
//! step is spent), `1410` unknown, spent or expired step, `1413` code older than 180 s (ask a new
//! one with resendOtp), `1051` no cards, `1001` wrong version or client type, `1002` unknown
//! client id, `1003` bad token, `1004` expired token, `1005` token for another call or msisdn,
//! `1006` bad msisdn, `1007` missing or invalid field, `1020` no wallet account, `1021` account
//! not linked to this client, `1052` no card of that alias, `1053` alias already used, `1057`
//! declined, `1060` bad card number, `1061` expired or bad expiry, `1062` bad cvc, `1082` 3-D
//! Secure refused, `1090` transaction not found, `1091` transaction not approved, `1031` new
//! msisdn already has an account, `1412` bad PIN, `9400` malformed request, `9404` unknown
//! call, `9500` storage failure.
//!
//! The smaller calls: `checkMasterPassEndUser` answers AccountStatus (`000000` no account,
//! `011000` not linked to this client, `011100` linked); `linkCardToClient` links after an SMS
//! code (making an empty account when there is none; 0000 at once when already linked);
//! `addCardToMasterPass` answers 0000 for a saved card of a linked account (1052 otherwise);
//! `verifyPin` accepts any encrypted PIN of 4 to 6 digits (the sandbox keeps no PINs);
//! `updateUser` with valueType `MSISDN` moves the account to `theNewValue` (answered as
//! NewMsisdn), other value types change nothing; `forgotPassword` checks that the encrypted card
//! (`encPan`) is saved on the account, then asks for an SMS code; `completeRegistration` (token2)
//! links an existing account to this client.

mod calls;
mod cards;
mod envelope;
mod keys;
mod merchant;
mod purchases;
mod steps;
mod store;
mod test_cards;
mod three_d;

use std::{path::PathBuf, sync::Arc};

use axum::{
    routing::{get, post},
    Router,
};
use rsa::RsaPrivateKey;

use crate::{
    config::Config,
    http::paths::WALLET_SANDBOX,
    state::AppState,
    wallet::{
        query::{QueryAnswer, QueryRequest},
        refunds::{RefundAnswer, RefundRequest},
    },
};

pub use keys::decrypt_hex;

/// The test cards' page, under `/wallet-sandbox`.
pub const TEST_CARDS_PATH: &str = "/test-cards";

/// A handle on the sandbox's keys and accounts.
#[derive(Clone)]
pub struct Sandbox {
    inner: Arc<Inner>,
}

struct Inner {
    store: store::Store,
    key: RsaPrivateKey,
    public: (String, String),
    merchant_key: Vec<u8>,
    client_id: String,
    slow_ms: u64,
    outbox: PathBuf,
    steps: steps::Steps,
}

/// Key pairs are made under this lock, so sandboxes opening one folder at once share one key.
static OPENING: std::sync::Mutex<()> = std::sync::Mutex::new(());

impl Sandbox {
    /// Opens (or creates) the sandbox's key pair and accounts in `{data_dir}/wallet-sandbox/`.
    pub fn open(config: &Config, merchant_key: &[u8]) -> anyhow::Result<Self> {
        let dir = config.data_dir.join("wallet-sandbox");
        std::fs::create_dir_all(&dir)?;
        let key = {
            let _guard = OPENING.lock().unwrap_or_else(|e| e.into_inner());
            keys::load_or_create(&dir)?
        };
        let public = keys::public_hex(&key);
        Ok(Self {
            inner: Arc::new(Inner {
                store: store::Store::new(dir),
                key,
                public,
                merchant_key: merchant_key.to_vec(),
                client_id: config.wallet.client_id.clone(),
                slow_ms: config.wallet.sandbox_slow_ms,
                outbox: crate::mail::outbox_dir(config),
                steps: steps::Steps::default(),
            }),
        })
    }

    /// The public key the browser client encrypts with: modulus and exponent in hex.
    pub fn public_key_hex(&self) -> (String, String) {
        self.inner.public.clone()
    }

    /// Decrypts a hex RSA PKCS#1 v1.5 ciphertext made under the sandbox's public key.
    pub fn decrypt(&self, cipher_hex: &str) -> Option<String> {
        keys::decrypt_hex(&self.inner.key, cipher_hex).ok()
    }

    /// The merchant query, in process (what `POST /wallet-sandbox/merchant/query` answers).
    pub fn query(&self, request: &QueryRequest) -> QueryAnswer {
        merchant::answer(self, request)
    }

    /// A refund, in process (what `POST /wallet-sandbox/merchant/refund` answers).
    pub fn refund(&self, request: &RefundRequest) -> RefundAnswer {
        merchant::refund_answer(self, request)
    }
}

/// The sandbox's own routes, with their state, relative to `/wallet-sandbox`.
fn own_routes(sandbox: Sandbox) -> Router {
    Router::new()
        .route("/v2/{call}", post(calls::call))
        .route("/3d/{id}", get(three_d::page).post(three_d::decide))
        .route("/3d.css", get(three_d::stylesheet))
        .route(TEST_CARDS_PATH, get(test_cards::page))
        .route("/public-key", get(merchant::public_key))
        .route("/merchant/query", post(merchant::query))
        .route("/merchant/refund", post(merchant::refund))
        .with_state(sandbox)
}

/// The sandbox alone (`vitrin wallet-sandbox`): its routes under `/wallet-sandbox`.
pub fn router(sandbox: Sandbox) -> Router {
    Router::new().nest_service(WALLET_SANDBOX, own_routes(sandbox))
}

/// The sandbox's routes under `/wallet-sandbox`, present only when `wallet.sandbox` is on.
pub fn routes(state: &AppState) -> Router<AppState> {
    match &state.wallet.sandbox {
        Some(sandbox) => Router::new().nest_service(WALLET_SANDBOX, own_routes(sandbox.clone())),
        None => Router::new(),
    }
}
