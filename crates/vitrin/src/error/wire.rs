//! The wire formats of a refusal (`super::Shape`), as the spec gives them. Fields are listed in
//! name order because the answers have always had them so.

use std::borrow::Cow;

use serde::Serialize;
use utoipa::ToSchema;

use super::{Refusal, Shape};
use crate::locale::Lang;

/// The error envelope: `{"error": {"code", "message"}, "statusText"}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorEnvelope {
    pub error: ErrorDetail,
    /// The same message, for the callers that read the cart calls' field.
    #[serde(rename = "statusText")]
    pub status_text: Cow<'static, str>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    pub code: &'static str,
    pub message: Cow<'static, str>,
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
    pub message: Cow<'static, str>,
    /// Where to go instead (a taken email: the login page).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirect: Option<String>,
    /// Always 0.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: Cow<'static, str>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RefusalError {
    pub code: &'static str,
    pub message: Cow<'static, str>,
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
    pub status_text: Cow<'static, str>,
}

/// The body of `refusal` in `lang`.
pub(super) fn body(refusal: &Refusal, lang: Lang) -> serde_json::Value {
    let code = refusal.said.code;
    let text = refusal.said.text(lang);
    let detail = ErrorDetail {
        code,
        message: text.clone(),
    };
    let value = match &refusal.shape {
        Shape::Envelope => serde_json::to_value(ErrorEnvelope {
            error: detail,
            status_text: text,
        }),
        Shape::Member {
            redirect,
            error_code,
            login,
        } => {
            let mut data: Vec<RefusalItem> = refusal
                .fields
                .iter()
                .map(|f| RefusalItem {
                    attempts_left: None,
                    captcha: None,
                    code: f.said.code,
                    key: f.key.to_string(),
                    password_change: None,
                    status_text: f.said.text(lang),
                })
                .collect();
            if let (Some(first), Some(login)) = (data.first_mut(), login) {
                first.attempts_left = Some(login.attempts_left);
                first.captcha = Some(login.captcha);
                first.password_change = Some(login.password_change);
            }
            serde_json::to_value(CustomerRefusal {
                data,
                error: RefusalError {
                    code,
                    message: text.clone(),
                },
                error_code: error_code.unwrap_or(refusal.status.as_u16()),
                message: text.clone(),
                redirect: redirect.clone(),
                status: 0,
                status_text: text,
            })
        }
        Shape::Machine => serde_json::to_value(detail),
        Shape::Reply(reply) => {
            let mut reply = reply.clone();
            if let Some(object) = reply.as_object_mut() {
                object.insert("error".into(), serde_json::json!(detail));
            }
            Ok(reply)
        }
    };
    value.unwrap_or_default()
}
