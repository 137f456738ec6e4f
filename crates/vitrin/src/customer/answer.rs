//! The answers of the member calls. A success ends with `http::Done` (`message`, `status` 1,
//! `statusText`) after its own fields.
//!
//! Success: `{"status":1,"message","statusText","data":[...]}`. Refusal:
//! `{"status":0,"errorCode","message","statusText","data":[{"key","statusText",...}],"error"}`
//! where `key` names the form field to flag; every refusal of a member call is a
//! `crate::error::Refusal` of the member shape.

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{model::CustomerMsg, store::Customer};
use crate::{error, http::Done, locale::Lang};

/// The success answer of the member calls: `status` 1 and the message.
#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerSuccess {
    /// Empty, except for a registration (`[{id}]`) and the guest login (the checked details).
    pub data: Vec<SuccessItem>,
    #[serde(flatten)]
    pub done: Done,
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
    #[serde(flatten)]
    pub done: Done,
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
pub fn success(lang: Lang, msg: impl error::Message, data: Vec<SuccessItem>) -> Response {
    Json(CustomerSuccess {
        data,
        done: Done::saying(msg.text(lang)),
    })
    .into_response()
}

/// 422 for every field's error, in form order (the first one is the answer's message).
pub fn field_errors(errors: Vec<(&'static str, CustomerMsg)>) -> error::Refusal {
    error::Refusal::fields(
        StatusCode::UNPROCESSABLE_ENTITY,
        errors
            .into_iter()
            .map(|(key, msg)| (key.into(), msg.into()))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn body(refusal: error::Refusal, lang: Lang) -> serde_json::Value {
        let bytes = axum::body::to_bytes(refusal.render(lang).into_body(), usize::MAX)
            .await
            .expect("the body is read");
        serde_json::from_slice(&bytes).expect("JSON")
    }

    #[tokio::test]
    async fn a_refusal_names_its_fields_and_the_first_is_the_message() {
        let body = body(
            field_errors(vec![
                ("email", CustomerMsg::EmailInvalid),
                ("kvkk", CustomerMsg::KvkkRequired),
            ]),
            Lang::Tr,
        )
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
        let body = body(
            error::Refusal::login("password", CustomerMsg::LoginFailed, counters),
            Lang::En,
        )
        .await;
        assert_eq!(body["errorCode"], 401);
        assert_eq!(body["data"][0]["key"], "password");
        assert_eq!(body["data"][0]["attempts_left"], 2);
        assert_eq!(body["data"][0]["captcha"], 0);
        assert_eq!(body["data"][0]["password_change"], 0);
        assert_eq!(body["message"], "The username or password is wrong");
    }
}
