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

pub use crate::error::{CustomerRefusal, LoginCounters};

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
/// is the answer's message) and what a refusal of its kind adds; answered in `lang`.
#[derive(Debug)]
pub struct Refusal {
    lang: Lang,
    refusal: crate::error::Refusal,
}

impl Refusal {
    /// One field to flag.
    pub fn new(status: StatusCode, lang: Lang, key: &'static str, msg: CustomerMsg) -> Self {
        Refusal {
            lang,
            refusal: crate::error::Refusal::field(status, key, msg),
        }
    }

    /// 422 for one field's error.
    pub fn unprocessable(lang: Lang, key: &'static str, msg: CustomerMsg) -> Self {
        Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, lang, key, msg)
    }

    /// 422 for every field's error, in form order.
    pub fn fields(lang: Lang, errors: Vec<(&'static str, CustomerMsg)>) -> Self {
        Refusal {
            lang,
            refusal: crate::error::Refusal::fields(
                StatusCode::UNPROCESSABLE_ENTITY,
                errors
                    .into_iter()
                    .map(|(key, msg)| (key.into(), msg.into()))
                    .collect(),
            ),
        }
    }

    /// A refused login: 403 with `errorCode` 401 and the login's counters.
    pub fn login(lang: Lang, key: &'static str, msg: CustomerMsg, counters: LoginCounters) -> Self {
        Refusal {
            lang,
            refusal: crate::error::Refusal::login(key, msg, counters),
        }
    }

    pub fn with(self, extra: RefusalExtra) -> Self {
        Refusal {
            refusal: self
                .refusal
                .with_member(extra.redirect, extra.error_code, extra.login),
            ..self
        }
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        self.refusal.render(self.lang)
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

    async fn body(refusal: Refusal) -> serde_json::Value {
        let bytes = axum::body::to_bytes(refusal.into_response().into_body(), usize::MAX)
            .await
            .expect("the body is read");
        serde_json::from_slice(&bytes).expect("JSON")
    }

    #[tokio::test]
    async fn a_refusal_names_its_fields_and_the_first_is_the_message() {
        let body = body(Refusal::fields(
            Lang::Tr,
            vec![
                ("email", CustomerMsg::EmailInvalid),
                ("kvkk", CustomerMsg::KvkkRequired),
            ],
        ))
        .await;
        assert_eq!(body["errorCode"], 422);
        assert_eq!(body["message"], CustomerMsg::EmailInvalid.text(Lang::Tr));
        assert_eq!(body["error"]["code"], CustomerMsg::EmailInvalid.code());
        assert_eq!(body["data"][0]["key"], "email");
        assert_eq!(body["data"][1]["key"], "kvkk");
        assert!(body["data"][0].get("attempts_left").is_none());
    }

    #[tokio::test]
    async fn a_refused_login_carries_its_counters_in_the_first_item() {
        let counters = LoginCounters {
            password_change: 0,
            attempts_left: 2,
            captcha: 0,
        };
        let body =
            body(Refusal::login(Lang::En, "password", CustomerMsg::LoginFailed, counters)).await;
        assert_eq!(body["errorCode"], 401);
        assert_eq!(body["data"][0]["key"], "password");
        assert_eq!(body["data"][0]["attempts_left"], 2);
        assert_eq!(body["data"][0]["captcha"], 0);
        assert_eq!(body["data"][0]["password_change"], 0);
        assert_eq!(body["message"], "The username or password is wrong");
    }
}
