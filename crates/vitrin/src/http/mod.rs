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

use axum::{
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};

/// A JSON answer about one shopper (their book, orders, cards): never kept by a cache on the way.
pub fn private_json(status: StatusCode, body: impl serde::Serialize) -> Response {
    (
        status,
        [(header::CACHE_CONTROL, "private, no-store")],
        Json(body),
    )
        .into_response()
}
