//! One type for every refusal the server gives: its HTTP status, its message (a code and a text
//! in every language), the form fields to flag and the wire format the spec gives the call.
//! Handlers return `Result<_, Refusal>`; the body is rendered in Turkish and re-rendered in the
//! request's language by the locale middleware, so a refusal is made without knowing the
//! language. A failure on our side is a refusal too: 500, logged with its cause, never shown.

mod catalog;
mod msg;
pub mod wire;

use std::borrow::Cow;

use axum::{
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};

pub use msg::Msg;
pub use wire::{CustomerRefusal, ErrorDetail, ErrorEnvelope, RefusalError, RefusalItem};

use crate::locale::Lang;

/// A message the shop can send: a stable code and a text in each language.
pub trait Message {
    fn code(&self) -> &'static str;
    fn text(&self, lang: Lang) -> Cow<'static, str>;
}

/// A message taken in every language when the refusal is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub code: &'static str,
    /// Boxed, so that a `Result` with a refusal in it stays small.
    texts: Box<[Cow<'static, str>; 3]>,
}

impl Said {
    pub fn of(msg: impl Message) -> Self {
        Said {
            code: msg.code(),
            texts: Box::new(Lang::ALL.map(|lang| msg.text(lang))),
        }
    }

    pub fn text(&self, lang: Lang) -> Cow<'static, str> {
        let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.texts[index].clone()
    }
}

impl<M: Message> From<M> for Said {
    fn from(msg: M) -> Self {
        Said::of(msg)
    }
}

/// A form field to flag and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldRefusal {
    pub key: Cow<'static, str>,
    pub said: Said,
}

/// The login's counters, added to the first field of its refusals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginCounters {
    pub password_change: i64,
    pub attempts_left: i64,
    pub captcha: i64,
}

/// The wire format of a refusal.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// `{"error": {"code", "message"}, "statusText"}`.
    Envelope,
    /// The member calls': `{"status": 0, "errorCode", "message", "statusText", "data": [{"key",
    /// "code", "statusText"}], "error"}`, one item per field to flag.
    Member {
        /// Where to go instead (a taken email: the login page).
        redirect: Option<String>,
        /// Replaces the HTTP status as `errorCode` (401 for refused credentials).
        error_code: Option<u16>,
        login: Option<LoginCounters>,
    },
    /// A reply of the call's own with `status: 0` (the cart as it is): `error` and `statusText`
    /// are set on it.
    Reply(serde_json::Value),
    /// A machine's (the back office's): `{"code", "message"}`, the message in English.
    Machine,
}

/// A refusal to a machine: its code and one English sentence, the same in every language.
struct MachineSaid {
    code: &'static str,
    message: &'static str,
}

impl Message for MachineSaid {
    fn code(&self) -> &'static str {
        self.code
    }

    fn text(&self, _: Lang) -> Cow<'static, str> {
        Cow::Borrowed(self.message)
    }
}

/// Why a call ends without its success.
#[derive(Debug, Clone)]
pub struct Refusal {
    status: StatusCode,
    said: Said,
    fields: Vec<FieldRefusal>,
    shape: Shape,
    /// `Cache-Control: private, no-store` (the order's and the wallet's answers).
    private: bool,
    /// `WWW-Authenticate: Bearer` (a call for members only).
    bearer: bool,
    /// `Retry-After` in seconds (a door over its rate limit); two bytes keep a refusal small.
    retry_after: Option<std::num::NonZeroU16>,
}

pub type AppResult<T> = Result<T, Refusal>;

impl Refusal {
    /// A refusal in the error envelope.
    pub fn new(status: StatusCode, msg: impl Into<Said>) -> Self {
        Refusal {
            status,
            said: msg.into(),
            fields: Vec::new(),
            shape: Shape::Envelope,
            private: false,
            bearer: false,
            retry_after: None,
        }
    }

    /// A refusal to the back office's machine: `{"code", "message"}`.
    pub fn machine(status: StatusCode, code: &'static str, message: &'static str) -> Self {
        Refusal {
            shape: Shape::Machine,
            ..Refusal::new(status, MachineSaid { code, message })
        }
    }

    /// 400 in the error envelope.
    pub fn bad_request(msg: impl Into<Said>) -> Self {
        Refusal::new(StatusCode::BAD_REQUEST, msg)
    }

    /// 404 in the error envelope.
    pub fn not_found() -> Self {
        Refusal::new(StatusCode::NOT_FOUND, Msg::NotFound)
    }

    /// 401 for a call that needs a signed-in member.
    pub fn login_required() -> Self {
        Refusal {
            bearer: true,
            ..Refusal::new(StatusCode::UNAUTHORIZED, Msg::LoginRequired)
        }
    }

    /// 401 for a call that needs a bearer token other than a member's (`WWW-Authenticate: Bearer`).
    pub fn bearer_required(msg: impl Into<Said>) -> Self {
        Refusal {
            bearer: true,
            ..Refusal::new(StatusCode::UNAUTHORIZED, msg)
        }
    }

    /// A failure on our side: logged with its cause, answered 500 with the generic message.
    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        let cause = cause.into();
        tracing::error!(error = ?cause, "request failed");
        Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, Msg::Generic)
    }

    /// A member call's refusal flagging one field (an empty key flags none in particular).
    pub fn field(
        status: StatusCode,
        key: impl Into<Cow<'static, str>>,
        msg: impl Into<Said>,
    ) -> Self {
        Refusal::fields(status, vec![(key.into(), msg.into())])
    }

    /// A member call's refusal flagging each field, in form order; the first is the message.
    pub fn fields(status: StatusCode, fields: Vec<(Cow<'static, str>, Said)>) -> Self {
        let said = fields
            .first()
            .map_or_else(|| Said::of(Msg::InvalidInput), |(_, said)| said.clone());
        Refusal {
            fields: fields
                .into_iter()
                .map(|(key, said)| FieldRefusal { key, said })
                .collect(),
            shape: Shape::Member {
                redirect: None,
                error_code: None,
                login: None,
            },
            ..Refusal::new(status, said)
        }
    }

    /// 422 for one field of a member call.
    pub fn unprocessable(key: impl Into<Cow<'static, str>>, msg: impl Into<Said>) -> Self {
        Refusal::field(StatusCode::UNPROCESSABLE_ENTITY, key, msg)
    }

    /// A refused login: 403 with `errorCode` 401 and the login's counters.
    pub fn login(key: &'static str, msg: impl Into<Said>, counters: LoginCounters) -> Self {
        Refusal::field(StatusCode::FORBIDDEN, key, msg).with_member(None, Some(401), Some(counters))
    }

    /// A member call's refusal with what its kind adds.
    pub fn with_member(
        mut self,
        redirect: Option<String>,
        error_code: Option<u16>,
        login: Option<LoginCounters>,
    ) -> Self {
        self.shape = Shape::Member {
            redirect,
            error_code,
            login,
        };
        self
    }

    /// Answered as the call's own reply (`status: 0`) with the error on it.
    pub fn with_reply(mut self, reply: impl serde::Serialize) -> Self {
        match serde_json::to_value(reply) {
            Ok(value) => self.shape = Shape::Reply(value),
            Err(e) => return Refusal::internal(e),
        }
        self
    }

    /// Kept by no cache on the way.
    pub fn private(mut self) -> Self {
        self.private = true;
        self
    }

    /// Tells the client to come back after `secs` seconds.
    pub fn retry_after(mut self, secs: u64) -> Self {
        self.retry_after = std::num::NonZeroU16::new(u16::try_from(secs).unwrap_or(u16::MAX));
        self
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }

    pub fn code(&self) -> &'static str {
        self.said.code
    }

    pub fn fields_flagged(&self) -> &[FieldRefusal] {
        &self.fields
    }

    /// The answer in `lang`; the refusal rides along so the locale middleware can re-render it.
    pub fn render(&self, lang: Lang) -> Response {
        let mut response = (self.status, axum::Json(wire::body(self, lang))).into_response();
        let headers = response.headers_mut();
        if self.private {
            headers.insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            );
        }
        if self.bearer {
            headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        if let Some(secs) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(secs.get()));
        }
        response.extensions_mut().insert(self.clone());
        response
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        self.render(Lang::Tr)
    }
}

impl From<sqlx::Error> for Refusal {
    fn from(e: sqlx::Error) -> Self {
        Refusal::internal(e)
    }
}

impl From<anyhow::Error> for Refusal {
    fn from(e: anyhow::Error) -> Self {
        Refusal::internal(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_keeps_every_language_of_its_message() {
        let refusal = Refusal::bad_request(Msg::UnknownCurrency);
        assert_eq!(refusal.code(), "unknown_currency");
        assert_eq!(
            refusal.said.text(Lang::En),
            Msg::UnknownCurrency.text(Lang::En)
        );
        assert_eq!(
            refusal.said.text(Lang::Ar),
            Msg::UnknownCurrency.text(Lang::Ar)
        );
    }

    #[test]
    fn a_member_refusal_without_fields_says_the_input_is_invalid() {
        let refusal = Refusal::fields(StatusCode::BAD_REQUEST, Vec::new());
        assert_eq!(refusal.code(), Msg::InvalidInput.code());
    }

    #[test]
    fn the_answer_carries_the_refusal_and_its_headers() {
        let response = Refusal::login_required().private().into_response();
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        assert_eq!(response.headers()[header::WWW_AUTHENTICATE], "Bearer");
        assert_eq!(
            response.headers()[header::CACHE_CONTROL],
            "private, no-store"
        );
        assert!(response.extensions().get::<Refusal>().is_some());
    }
}
