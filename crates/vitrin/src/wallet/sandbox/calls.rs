//! `POST /wallet-sandbox/v2/{call}`: the 16 calls of the protocol. The envelope is checked first
//! (version, client type, client id), then the merchant token (every call but `resendOtp`),
//! then the call's own fields. Card data is decrypted here and never logged or stored whole.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use serde_json::{Map, Value};

use super::{
    cards::{self, TestCard},
    envelope::{Answer, Code, Lang, ListItem},
    keys,
    steps::{self, Action},
    store::{Account, SavedCard},
    Sandbox,
};
use crate::{
    http::paths::WALLET_SANDBOX,
    wallet::{bins, token},
};

const API_VERSION: &str = "34";
const CLIENT_TYPE: &str = "1";
/// The longest card alias kept.
const MAX_ALIAS_CHARS: usize = 50;

/// What JavaScript's `encodeURIComponent` leaves as it is.
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

impl From<anyhow::Error> for Code {
    fn from(e: anyhow::Error) -> Self {
        tracing::error!(error = %e, "wallet sandbox storage failed");
        Code::Internal
    }
}

impl From<std::io::Error> for Code {
    fn from(e: std::io::Error) -> Self {
        Code::from(anyhow::Error::from(e))
    }
}

/// An envelope, or one of the test cards' broken answers.
pub(super) enum Reply {
    Answer(Answer),
    Raw(Response),
}

impl From<Answer> for Reply {
    fn from(a: Answer) -> Self {
        Reply::Answer(a)
    }
}

pub(super) type Outcome = Result<Reply, Code>;

pub async fn call(
    State(sandbox): State<Sandbox>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if !crate::wallet::CALLS.contains(&name.as_str()) {
        return Answer::new(Code::UnknownCall, Lang::Tr)
            .with_status(StatusCode::NOT_FOUND)
            .into_response();
    }
    let body = match serde_json::from_slice::<Value>(&body) {
        Ok(Value::Object(map)) => map,
        _ => {
            return Answer::new(Code::Malformed, Lang::Tr)
                .with_status(StatusCode::BAD_REQUEST)
                .into_response()
        }
    };
    let lang = Lang::of_sms_language(&text_of(&body, "sendSmsLanguage"));
    let mut request = Request {
        sandbox: &sandbox,
        body,
        lang,
        claims: None,
        base: base_url(&headers),
    };
    match request.run(&name).await {
        Ok(Reply::Answer(answer)) => answer.into_response(),
        Ok(Reply::Raw(response)) => response,
        Err(code) => {
            let answer = Answer::new(code, lang);
            if code == Code::Internal {
                answer.with_status(StatusCode::INTERNAL_SERVER_ERROR)
            } else {
                answer
            }
            .into_response()
        }
    }
}

/// `{scheme}://{host}/wallet-sandbox` of this request, for the 3-D Secure page's address.
fn base_url(headers: &HeaderMap) -> String {
    let header_text = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|v| !v.is_empty())
    };
    let host = header_text(header::HOST.as_str()).unwrap_or("localhost");
    let scheme = match header_text("x-forwarded-proto") {
        Some("https") => "https",
        _ => "http",
    };
    format!("{scheme}://{host}{WALLET_SANDBOX}")
}

pub(super) fn text_of(body: &Map<String, Value>, key: &str) -> String {
    match body.get(key) {
        Some(Value::String(s)) => s.trim().to_string(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

pub(super) fn valid_msisdn(msisdn: &str) -> bool {
    (10..=15).contains(&msisdn.len()) && msisdn.bytes().all(|b| b.is_ascii_digit())
}

/// A short reference of letters and digits (order numbers, merchant references).
pub(super) fn valid_reference(value: &str) -> bool {
    (1..=64).contains(&value.len())
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// An alias as the client sends it (URL-encoded), decoded.
pub(super) fn decoded_alias(value: &str) -> Result<String, Code> {
    let alias = percent_decode_str(value)
        .decode_utf8()
        .map_err(|_| Code::MissingField)?
        .trim()
        .to_string();
    if alias.is_empty() || alias.chars().count() > MAX_ALIAS_CHARS {
        return Err(Code::MissingField);
    }
    Ok(alias)
}

pub fn list_item(card: &SavedCard) -> ListItem {
    ListItem {
        name: utf8_percent_encode(&card.alias, COMPONENT).to_string(),
        value1: card.masked.clone(),
        bank_ica: card.bank_code.clone(),
        product_name: card.product_name.clone(),
        unique_id: card.unique_id.clone(),
        eft_code: card.bank_code.clone(),
        card_status: "A".into(),
        prompt_cpin: false,
        member: true,
    }
}

pub(super) fn saved_card(alias: String, number: &str, behaviour: TestCard) -> SavedCard {
    let info = bins::lookup(number);
    SavedCard {
        alias,
        masked: cards::mask(number),
        bank_code: info.map(|i| i.bank_code.clone()).unwrap_or_default(),
        product_name: info
            .map(|i| i.family.clone().unwrap_or_else(|| i.bank.clone()))
            .unwrap_or_default(),
        unique_id: steps::digits(16),
        behaviour,
    }
}

/// The purchase fields every purchase call carries.
pub(super) struct PurchaseFields {
    pub(super) reference_no: String,
    pub(super) order_no: String,
    pub(super) amount: u64,
    pub(super) installment_count: u32,
}

pub(super) struct Request<'a> {
    pub(super) sandbox: &'a Sandbox,
    body: Map<String, Value>,
    pub(super) lang: Lang,
    pub(super) claims: Option<token::Claims>,
    pub(super) base: String,
}

impl Request<'_> {
    pub(super) fn text(&self, key: &str) -> String {
        text_of(&self.body, key)
    }

    pub(super) fn answer(&self, code: Code) -> Answer {
        Answer::new(code, self.lang)
    }

    pub(super) fn client_id(&self) -> &str {
        &self.sandbox.inner.client_id
    }

    /// The call's msisdn, or the token's when the call carries none.
    pub(super) fn msisdn(&self) -> Result<String, Code> {
        let mut msisdn = self.text("msisdn");
        if msisdn.is_empty() {
            msisdn = self
                .claims
                .as_ref()
                .map(|c| c.msisdn.clone())
                .unwrap_or_default();
        }
        if valid_msisdn(&msisdn) {
            Ok(msisdn)
        } else {
            Err(Code::BadMsisdn)
        }
    }

    /// The plain text of an encrypted field; None when empty or not decryptable.
    pub(super) fn decrypted(&self, key: &str) -> Option<String> {
        let cipher = self.text(key);
        if cipher.is_empty() {
            return None;
        }
        keys::decrypt_hex(&self.sandbox.inner.key, &cipher).ok()
    }

    /// The card of `pan_field` with its expiry and cvc checked: the number and its behaviour.
    pub(super) fn card(&self, pan_field: &str) -> Result<(String, TestCard), Code> {
        let plain = self.decrypted(pan_field).ok_or(Code::BadCardNumber)?;
        let number = cards::checked_number(&plain)?;
        let now = time::OffsetDateTime::now_utc();
        cards::checked_expiry(&self.text("expiryDate"), now.year(), u8::from(now.month()))?;
        let cvc = self.decrypted("cvc").ok_or(Code::BadCvc)?;
        cards::checked_cvc(&cvc)?;
        let behaviour = TestCard::of(&number);
        Ok((number, behaviour))
    }

    pub(super) fn purchase_fields(&self) -> Result<PurchaseFields, Code> {
        let mut reference_no = self.text("referenceNo");
        if reference_no.is_empty() {
            reference_no = self
                .claims
                .as_ref()
                .map(|c| c.reference_no.clone())
                .unwrap_or_default();
        }
        let order_no = self.text("orderNo");
        let amount = self.text("amount");
        let amount: u64 = match amount.parse() {
            Ok(a) if a > 0 && amount.bytes().all(|b| b.is_ascii_digit()) => a,
            _ => return Err(Code::MissingField),
        };
        let count = self.text("installmentCount");
        let installment_count = if count.is_empty() {
            1
        } else {
            match count.parse::<u32>() {
                Ok(c) if (1..=12).contains(&c) => c,
                _ => return Err(Code::MissingField),
            }
        };
        if !valid_reference(&reference_no) || !valid_reference(&order_no) {
            return Err(Code::MissingField);
        }
        Ok(PurchaseFields {
            reference_no,
            order_no,
            amount,
            installment_count,
        })
    }

    /// The test cards that do not answer normally: a 500, a body that is not JSON; the slow one
    /// waits here.
    pub(super) async fn misbehave(&self, behaviour: TestCard) -> Option<Reply> {
        match behaviour {
            TestCard::ServerError => Some(Reply::Raw(
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
                    "Internal Server Error",
                )
                    .into_response(),
            )),
            TestCard::NotJson => Some(Reply::Raw(
                (
                    StatusCode::OK,
                    [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
                    "<html><body>Service temporarily unavailable</body></html>",
                )
                    .into_response(),
            )),
            TestCard::Slow => {
                let wait = std::time::Duration::from_millis(self.sandbox.inner.slow_ms);
                tokio::time::sleep(wait).await;
                None
            }
            _ => None,
        }
    }

    pub(super) async fn run(&mut self, call: &str) -> Outcome {
        if self.text("version") != API_VERSION || self.text("clientType") != CLIENT_TYPE {
            return Err(Code::BadVersion);
        }
        if self.text("clientId") != self.client_id() {
            return Err(Code::BadClient);
        }
        if call != "resendOtp" {
            let now = time::OffsetDateTime::now_utc().unix_timestamp();
            let claims = token::verify(&self.sandbox.inner.merchant_key, &self.text("token"), now)
                .map_err(|e| match e {
                    token::TokenError::Expired => Code::TokenExpired,
                    _ => Code::BadToken,
                })?;
            claims
                .check(self.client_id(), call, Some(&self.text("msisdn")))
                .map_err(|_| Code::TokenMismatch)?;
            self.claims = Some(claims);
        }
        match call {
            "checkMasterPassEndUser" => self.check_end_user(),
            "listManagement" => self.list(),
            "linkCardToClient" => self.link(),
            "register" => self.register().await,
            "validateTransaction" => self.validate(),
            "resendOtp" => self.resend(),
            "directPurchase" => self.card_purchase(false).await,
            "purchaseAndRegister" => self.card_purchase(true).await,
            "remotePurchaseOther" => self.saved_card_purchase().await,
            "commitTransaction" => self.commit(),
            "deleteCard" => self.delete_card(),
            "addCardToMasterPass" => self.add_to_wallet(),
            "verifyPin" => self.verify_pin(),
            "updateUser" => self.update_user(),
            "forgotPassword" => self.forgot_password(),
            "completeRegistration" => self.complete_registration(),
            _ => Err(Code::UnknownCall),
        }
    }

    pub(super) fn account(&self, msisdn: &str) -> Result<Option<Account>, Code> {
        Ok(self.sandbox.inner.store.account(msisdn)?)
    }

    /// The account of `msisdn`, refused when missing or not linked to this client.
    pub(super) fn linked_account(&self, msisdn: &str) -> Result<Account, Code> {
        let account = self.account(msisdn)?.ok_or(Code::NoAccount)?;
        if !account.clients.contains(self.client_id()) {
            return Err(Code::NotLinked);
        }
        Ok(account)
    }

    pub(super) fn check_end_user(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let account = self.account(&msisdn)?;
        let mut answer = self.answer(Code::Success);
        answer.account_status = Account::status(account.as_ref(), self.client_id()).into();
        Ok(answer.into())
    }

    pub(super) fn list(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        if !self.text("listType").eq_ignore_ascii_case("ACCOUNT") {
            return Err(Code::MissingField);
        }
        let Some(account) = self.account(&msisdn)? else {
            return Err(Code::NoCards);
        };
        if !account.clients.contains(self.client_id()) {
            return Err(Code::NotLinked);
        }
        if account.cards.is_empty() {
            return Err(Code::NoCards);
        }
        let mut answer = self.answer(Code::Success);
        answer.account_status = Account::status(Some(&account), self.client_id()).into();
        answer.items = account.cards.iter().map(list_item).collect();
        Ok(answer.into())
    }

    pub(super) fn link(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let account = self.account(&msisdn)?;
        if account
            .as_ref()
            .is_some_and(|a| a.clients.contains(self.client_id()))
        {
            let mut answer = self.answer(Code::Success);
            answer.account_status = "011100".into();
            return Ok(answer.into());
        }
        self.start_code(&msisdn, Action::Link, None, String::new())
    }

    pub(super) async fn register(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let alias = decoded_alias(&self.text("accountAliasName"))?;
        if self
            .account(&msisdn)?
            .is_some_and(|a| a.card(&alias).is_some())
        {
            return Err(Code::AliasTaken);
        }
        let (number, behaviour) = self.card("rtaPan")?;
        if let Some(reply) = self.misbehave(behaviour).await {
            return Ok(reply);
        }
        let card = saved_card(alias, &number, behaviour);
        let masked = card.masked.clone();
        match behaviour {
            TestCard::Declined => Err(Code::Declined),
            TestCard::ThreeD => self.start_three_d(&msisdn, Action::SaveCard(card), None, masked),
            _ => self.start_code(&msisdn, Action::SaveCard(card), None, masked),
        }
    }

    pub(super) fn delete_card(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let alias = decoded_alias(&self.text("accountAliasName"))?;
        self.linked_account(&msisdn)?;
        self.sandbox
            .inner
            .store
            .update_account(&msisdn, |account| {
                let at = account
                    .cards
                    .iter()
                    .position(|c| c.alias == alias)
                    .ok_or(Code::CardNotFound)?;
                account.cards.remove(at);
                Ok::<_, Code>(())
            })?;
        Ok(self.answer(Code::Success).into())
    }

    pub(super) fn add_to_wallet(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let alias = decoded_alias(&self.text("cardAliasName"))?;
        let account = self.linked_account(&msisdn)?;
        let card = account.card(&alias).ok_or(Code::CardNotFound)?;
        let mut answer = self.answer(Code::Success);
        answer.card_unique_id = card.unique_id.clone();
        Ok(answer.into())
    }

    pub(super) fn verify_pin(&self) -> Outcome {
        self.msisdn()?;
        let pin = self.decrypted("validationCode").unwrap_or_default();
        if (4..=6).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit()) {
            Ok(self.answer(Code::Success).into())
        } else {
            Err(Code::BadPin)
        }
    }

    pub(super) fn update_user(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        if !self.text("valueType").eq_ignore_ascii_case("MSISDN") {
            return Ok(self.answer(Code::Success).into());
        }
        let new = self.text("theNewValue");
        if !valid_msisdn(&new) {
            return Err(Code::BadMsisdn);
        }
        self.linked_account(&msisdn)?;
        if new != msisdn && !self.sandbox.inner.store.move_account(&msisdn, &new)? {
            return Err(Code::MsisdnTaken);
        }
        let mut answer = self.answer(Code::Success);
        answer.new_msisdn = new;
        Ok(answer.into())
    }

    pub(super) fn forgot_password(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let plain = self.decrypted("encPan").ok_or(Code::BadCardNumber)?;
        let number = cards::checked_number(&plain)?;
        if !self.text("cvv").is_empty() {
            let cvv = self.decrypted("cvv").ok_or(Code::BadCvc)?;
            cards::checked_cvc(&cvv)?;
        }
        let account = self.account(&msisdn)?.ok_or(Code::NoAccount)?;
        let masked = cards::mask(&number);
        if !account.cards.iter().any(|c| c.masked == masked) {
            return Err(Code::CardNotFound);
        }
        self.start_code(&msisdn, Action::Confirm, None, masked)
    }

    pub(super) fn complete_registration(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        if self.text("token2").is_empty() {
            return Err(Code::MissingField);
        }
        self.account(&msisdn)?.ok_or(Code::NoAccount)?;
        let client = self.client_id().to_string();
        self.sandbox.inner.store.update_account(&msisdn, |a| {
            a.clients.insert(client);
            Ok::<_, Code>(())
        })?;
        let mut answer = self.answer(Code::Success);
        answer.account_status = "011100".into();
        Ok(answer.into())
    }
}
