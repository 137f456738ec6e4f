//! The body of a member call as text fields: a form (`application/x-www-form-urlencoded`) or a
//! JSON object, whichever came. A body of another type is refused with 415, one larger than
//! 64 KiB with 413, and one that does not parse as its type says with 400, before the handler
//! runs: an unreadable body is never taken for an empty form.

use std::collections::BTreeMap;

use axum::{
    body::Bytes,
    extract::{FromRequest, Request},
    http::{header, HeaderMap, StatusCode},
    response::IntoResponse,
};
use serde_json::Value;

use super::model::CustomerMsg;
use crate::{
    error::{Msg, Refusal},
    http::errors::message_of,
    state::AppState,
};

const MAX_BODY_BYTES: usize = 64 * 1024;

/// The fields of a form or JSON object body, as text.
#[derive(Debug, Default)]
pub struct Fields(BTreeMap<String, String>);

/// Why a body cannot be read as fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    TooLarge,
    UnsupportedType,
    Malformed,
}

impl Fields {
    /// JSON when the content type says so (or, with none, the body starts with `{`), a form
    /// when it says so or the body comes without a type.
    pub fn parse(headers: &HeaderMap, body: &[u8]) -> Result<Fields, Unreadable> {
        if body.len() > MAX_BODY_BYTES {
            return Err(Unreadable::TooLarge);
        }
        let content_type = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(|v| {
                v.split(';')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase()
            });
        let trimmed = body.iter().find(|b| !b.is_ascii_whitespace());
        let is_json = match content_type.as_deref() {
            Some("application/json") => true,
            Some("application/x-www-form-urlencoded") => false,
            None => trimmed == Some(&b'{'),
            Some(_) if body.is_empty() => false,
            Some(_) => return Err(Unreadable::UnsupportedType),
        };
        if is_json {
            let value: Value = serde_json::from_slice(body).map_err(|_| Unreadable::Malformed)?;
            let map = value.as_object().ok_or(Unreadable::Malformed)?;
            let text = |v: &Value| match v {
                Value::String(s) => s.clone(),
                Value::Bool(b) => if *b { "1" } else { "0" }.to_string(),
                Value::Null => String::new(),
                other => other.to_string(),
            };
            return Ok(Fields(
                map.iter().map(|(k, v)| (k.clone(), text(v))).collect(),
            ));
        }
        Ok(Fields(
            url::form_urlencoded::parse(body)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        ))
    }

    /// The field's text; empty when it was not sent.
    pub fn get(&self, key: &str) -> &str {
        self.0.get(key).map_or("", String::as_str)
    }

    /// The field's text, None when it was not sent.
    pub fn opt(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }
}

impl FromRequest<AppState> for Fields {
    type Rejection = Refusal;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let headers = req.headers().clone();
        let body = Bytes::from_request(req, state).await.map_err(|rejection| {
            let status = rejection.into_response().status();
            Refusal::new(status, message_of(status))
        })?;
        Fields::parse(&headers, &body).map_err(|why| match why {
            Unreadable::TooLarge => Refusal::new(StatusCode::PAYLOAD_TOO_LARGE, Msg::TooLarge),
            Unreadable::UnsupportedType => {
                Refusal::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, Msg::UnsupportedType)
            }
            Unreadable::Malformed => {
                Refusal::field(StatusCode::BAD_REQUEST, "", CustomerMsg::InvalidInput)
            }
        })
    }
}

#[cfg(test)]
impl Fields {
    /// A form body as a test writes it (`a=1&b=2`).
    pub fn form(body: &str) -> Fields {
        Fields::parse(&HeaderMap::new(), body.as_bytes()).expect("a form")
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn forms_and_json_objects_read_alike() {
        let form = Fields::parse(&HeaderMap::new(), b"email=a%40b.co&kvkk=1").unwrap();
        assert_eq!(form.get("email"), "a@b.co");
        assert_eq!(form.opt("kvkk"), Some("1"));
        assert_eq!(form.get("name"), "");
        assert_eq!(form.opt("name"), None);

        let json = Fields::parse(
            &HeaderMap::new(),
            br#" {"email":"a@b.co","kvkk":true,"refresh":1,"name":null}"#,
        )
        .unwrap();
        assert_eq!(json.get("email"), "a@b.co");
        assert_eq!(json.get("kvkk"), "1");
        assert_eq!(json.get("refresh"), "1");
        assert_eq!(json.opt("name"), Some(""));
    }

    #[test]
    fn other_bodies_are_refused() {
        let mut json = HeaderMap::new();
        json.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        let malformed = Err(Unreadable::Malformed);
        assert_eq!(
            Fields::parse(&json, b"email=a%40b.co").map(|_| ()),
            malformed
        );
        assert_eq!(
            Fields::parse(&HeaderMap::new(), b"{\"a\":").map(|_| ()),
            malformed
        );
        assert_eq!(Fields::parse(&json, b"[1]").map(|_| ()), malformed);
        assert_eq!(
            Fields::parse(&HeaderMap::new(), &vec![b'a'; MAX_BODY_BYTES + 1]).map(|_| ()),
            Err(Unreadable::TooLarge)
        );
        let mut multipart = HeaderMap::new();
        multipart.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("multipart/form-data; boundary=x"),
        );
        assert_eq!(
            Fields::parse(&multipart, b"--x\r\n").map(|_| ()),
            Err(Unreadable::UnsupportedType)
        );
    }
}
