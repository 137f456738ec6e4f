//! The answers of the member calls. Fields are listed in name order because the answers have
//! always had them so (they used to be built as JSON maps, which keep their keys sorted).
//!
//! Success: `{"status":1,"message","statusText","data":[...]}`. Refusal:
//! `{"status":0,"errorCode","message","statusText","data":[{"key","statusText",...}],"error"}`
//! where `key` names the form field to flag; every refusal of a member call is a `Refusal`.

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{auth::LoginRequired, model::CustomerMsg, store::Customer};
use crate::{error::AppError, locale::Lang};

/// The success answer of the member calls: `status` 1 and the message.
#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerSuccess {
    /// Empty, except for a registration (`[{id}]`) and the guest login (the checked details).
    pub data: Vec<SuccessItem>,
    pub message: &'static str,
    /// Always 1.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum SuccessItem {
    Registered(RegisteredMember),
    Guest(GuestDetails),
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RegisteredMember {
    pub id: i64,
}

/// The guest's contact details as checked (the phone as digits).
#[derive(Debug, Serialize, ToSchema)]
pub struct GuestDetails {
    pub email: String,
    pub name: String,
    pub phone: String,
    pub surname: String,
}

/// The answer of a login, a refresh and the password changes: a new bearer token.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignedIn {
    /// One item.
    pub data: Vec<BearerToken>,
    pub message: &'static str,
    /// Where to go next: a same-site path, or empty.
    pub redirect: String,
    /// One message per line of the guest cart that the stock cut down as it joined the member's
    /// cart (`Bu üründen stokta yalnızca N adet bulunmaktadır. Adet M olarak güncellendi.`);
    /// left out when none was.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cart_notices: Vec<String>,
    /// After a social sign-in, `social-phone` when the shop needs a phone the member has not
    /// given: the page asks it (verified by SMS) before going on. Left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub popup: Option<&'static str>,
    /// Always 1.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BearerToken {
    pub bearer: String,
    /// Expiry in unix seconds.
    pub exp_at: i64,
    pub member: MemberSummary,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct MemberSummary {
    pub country: String,
    pub e_country: String,
    pub group: i64,
    pub id: i64,
    /// 1 when the member accepted the data-protection notice.
    pub kvkk: i64,
    pub password_strength: i64,
}

impl MemberSummary {
    pub fn of(c: &Customer) -> Self {
        MemberSummary {
            country: c.country.clone(),
            e_country: c.e_country.clone(),
            group: c.group_id,
            id: c.id,
            kvkk: i64::from(c.kvkk),
            password_strength: c.password_strength,
        }
    }
}

/// A refusal: `status` 0, the message, the error envelope and the fields to flag.
#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerRefusal {
    /// One item per field to flag; the first carries the login's counters when there are any.
    pub data: Vec<RefusalItem>,
    pub error: RefusalError,
    /// The HTTP status, or 401 for refused credentials (answered with 403).
    #[serde(rename = "errorCode")]
    pub error_code: u16,
    pub message: &'static str,
    /// Where to go instead (a taken email: the login page).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirect: Option<String>,
    /// Always 0.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

impl CustomerRefusal {
    /// A refusal naming each field to flag as `(key, code, text)`; the first one is the
    /// answer's message.
    pub fn fields(status: u16, fields: &[(String, &'static str, &'static str)]) -> Self {
        let (code, text) = fields.first().map_or(("", ""), |f| (f.1, f.2));
        CustomerRefusal {
            data: fields
                .iter()
                .map(|(key, code, text)| RefusalItem {
                    attempts_left: None,
                    captcha: None,
                    code,
                    key: key.clone(),
                    password_change: None,
                    status_text: text,
                })
                .collect(),
            error: RefusalError {
                code,
                message: text,
            },
            error_code: status,
            message: text,
            redirect: None,
            status: 0,
            status_text: text,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RefusalError {
    pub code: &'static str,
    pub message: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RefusalItem {
    /// Login tries left before the captcha is due.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attempts_left: Option<i64>,
    /// 1 when the next login must carry the security code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captcha: Option<i64>,
    pub code: &'static str,
    /// The form field to flag (or a reason such as `mail_already_registered`).
    pub key: String,
    /// 1 when the password must be changed before logging in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub password_change: Option<i64>,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

/// The login's counters, added to the first item of its refusals.
#[derive(Debug, Clone, Copy)]
pub struct LoginCounters {
    pub password_change: i64,
    pub attempts_left: i64,
    pub captcha: i64,
}

/// What a refusal adds to the plain one.
#[derive(Debug, Default)]
pub struct RefusalExtra {
    pub redirect: Option<String>,
    /// Replaces the HTTP status as `errorCode`.
    pub error_code: Option<u16>,
    pub login: Option<LoginCounters>,
}

/// The login types the shop offers.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LoginType {
    Email,
    Phone,
    Vendor,
}

/// The login popup fragment (`5/1006/popup-login`).
#[derive(Debug, Serialize, ToSchema)]
pub struct PopupLogin {
    /// 1 when the captcha is due for this client address.
    pub captcha: i64,
    pub types: Vec<LoginType>,
}

/// 200 `{"status":1,...}` with the message in the shopper's language.
pub fn success(lang: Lang, msg: CustomerMsg, data: Vec<SuccessItem>) -> Response {
    let text = msg.text(lang);
    Json(CustomerSuccess {
        data,
        message: text,
        status: 1,
        status_text: text,
    })
    .into_response()
}

/// A refusal of a member call: its status, the fields to flag with their messages (the first one
/// is the answer's message) and what a refusal of its kind adds.
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    lang: Lang,
    errors: Vec<(&'static str, CustomerMsg)>,
    extra: RefusalExtra,
}

impl Refusal {
    /// One field to flag.
    pub fn new(status: StatusCode, lang: Lang, key: &'static str, msg: CustomerMsg) -> Self {
        Refusal {
            status,
            lang,
            errors: vec![(key, msg)],
            extra: RefusalExtra::default(),
        }
    }

    /// 422 for one field's error.
    pub fn unprocessable(lang: Lang, key: &'static str, msg: CustomerMsg) -> Self {
        Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, lang, key, msg)
    }

    /// 422 for every field's error, in form order.
    pub fn fields(lang: Lang, errors: Vec<(&'static str, CustomerMsg)>) -> Self {
        Refusal {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            lang,
            errors,
            extra: RefusalExtra::default(),
        }
    }

    /// A refused login: 403 with `errorCode` 401 and the login's counters.
    pub fn login(lang: Lang, key: &'static str, msg: CustomerMsg, counters: LoginCounters) -> Self {
        Refusal::new(StatusCode::FORBIDDEN, lang, key, msg).with(RefusalExtra {
            error_code: Some(401),
            login: Some(counters),
            ..RefusalExtra::default()
        })
    }

    pub fn with(self, extra: RefusalExtra) -> Self {
        Refusal { extra, ..self }
    }

    /// The answer's body: with a field to flag, `extra` goes with it (the login's counters into
    /// its item, `redirect` and `errorCode` to the top level).
    pub fn body(self) -> CustomerRefusal {
        let fields: Vec<(String, &'static str, &'static str)> = self
            .errors
            .iter()
            .map(|(key, msg)| ((*key).to_string(), msg.code(), msg.text(self.lang)))
            .collect();
        let mut body = CustomerRefusal::fields(self.status.as_u16(), &fields);
        match body.data.first_mut() {
            Some(item) => {
                if let Some(login) = self.extra.login {
                    item.attempts_left = Some(login.attempts_left);
                    item.captcha = Some(login.captcha);
                    item.password_change = Some(login.password_change);
                }
                body.redirect = self.extra.redirect;
                body.error_code = self.extra.error_code.unwrap_or(body.error_code);
            }
            None => {
                let msg = CustomerMsg::InvalidInput;
                let text = msg.text(self.lang);
                body.error = RefusalError {
                    code: msg.code(),
                    message: text,
                };
                body.message = text;
                body.status_text = text;
            }
        }
        body
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (self.status, Json(self.body())).into_response()
    }
}

/// Why a member call ends without its success: refused with the fields to flag, refused for want
/// of a signed-in member (401), or failed on our side (500, logged by `AppError`).
#[derive(Debug)]
pub enum Failure {
    Refused(Refusal),
    LoginRequired(Lang),
    Error(AppError),
}

/// What the member flows return: their result, or why there is none.
pub type MemberResult<T> = Result<T, Failure>;

impl From<Refusal> for Failure {
    fn from(refusal: Refusal) -> Self {
        Failure::Refused(refusal)
    }
}

impl From<AppError> for Failure {
    fn from(e: AppError) -> Self {
        Failure::Error(e)
    }
}

impl From<sqlx::Error> for Failure {
    fn from(e: sqlx::Error) -> Self {
        Failure::Error(e.into())
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        match self {
            Failure::Refused(refusal) => refusal.into_response(),
            Failure::LoginRequired(lang) => LoginRequired::new(lang).into_response(),
            Failure::Error(e) => e.into_response(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_names_its_fields_and_the_first_is_the_message() {
        let body = Refusal::fields(
            Lang::Tr,
            vec![
                ("email", CustomerMsg::EmailInvalid),
                ("kvkk", CustomerMsg::KvkkRequired),
            ],
        )
        .body();
        assert_eq!(body.error_code, 422);
        assert_eq!(body.message, CustomerMsg::EmailInvalid.text(Lang::Tr));
        assert_eq!(body.error.code, CustomerMsg::EmailInvalid.code());
        let keys: Vec<&str> = body.data.iter().map(|i| i.key.as_str()).collect();
        assert_eq!(keys, ["email", "kvkk"]);
        assert!(body.data.iter().all(|i| i.attempts_left.is_none()));
    }

    #[test]
    fn a_refused_login_carries_its_counters_in_the_first_item() {
        let counters = LoginCounters {
            password_change: 0,
            attempts_left: 2,
            captcha: 0,
        };
        let body = Refusal::login(Lang::En, "password", CustomerMsg::LoginFailed, counters).body();
        assert_eq!(body.error_code, 401);
        assert_eq!(body.data[0].key, "password");
        assert_eq!(body.data[0].attempts_left, Some(2));
        assert_eq!(body.data[0].captcha, Some(0));
        assert_eq!(body.data[0].password_change, Some(0));
        assert_eq!(body.message, "The username or password is wrong");
    }
}
