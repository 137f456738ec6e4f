//! The answers of the member calls. Fields are listed in name order because the answers have
//! always had them so (they used to be built as JSON maps, which keep their keys sorted).

use serde::Serialize;
use utoipa::ToSchema;

use super::store::Customer;

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
