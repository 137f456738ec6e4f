//! Middleware and extractors shared by every feature.

pub mod csrf;
pub mod errors;
pub mod extract;
pub mod headers;
pub mod id;
pub mod limit;
pub mod locale;
pub mod member;
pub mod member_token;
pub mod paths;
pub mod prefix;
pub mod proxy;
pub mod session;
pub mod tick;
pub mod uri_limit;

use std::borrow::Cow;

use axum::{
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

/// A JSON answer about one shopper (their book, orders, cards): never kept by a cache on the way.
pub fn private_json(status: StatusCode, body: impl serde::Serialize) -> Response {
    (
        status,
        [(header::CACHE_CONTROL, "private, no-store")],
        Json(body),
    )
        .into_response()
}

/// What a shopper's call that did its work says, at the end of its answer: the message in the
/// shopper's language twice (the pages read `message` or `statusText`) and `status` 1.
#[derive(Debug, Serialize, ToSchema)]
pub struct Done {
    #[schema(value_type = String)]
    pub message: Cow<'static, str>,
    /// Always 1.
    pub status: i64,
    #[serde(rename = "statusText")]
    #[schema(value_type = String)]
    pub status_text: Cow<'static, str>,
}

impl Done {
    pub fn saying(text: impl Into<Cow<'static, str>>) -> Self {
        let text = text.into();
        Done {
            message: text.clone(),
            status: 1,
            status_text: text,
        }
    }
}
