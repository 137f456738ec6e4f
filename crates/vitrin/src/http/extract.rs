//! The request extractors of the handlers: axum's, refusing in `crate::error::Refusal` (the
//! envelope in the shopper's language, with the status axum gives: 400 for a malformed query or
//! path, 413, 415 and 422 for a body), so no handler meets a rejection of its own.

use axum::{
    extract::{
        rejection::{FormRejection, JsonRejection, PathRejection, QueryRejection},
        FromRequest, FromRequestParts,
    },
    response::IntoResponse,
};

use super::errors::message_of;
use crate::error::Refusal;

/// A JSON body.
#[derive(Debug, FromRequest)]
#[from_request(via(axum::Json), rejection(Refusal))]
pub struct JsonBody<T>(pub T);

/// A form body (`application/x-www-form-urlencoded`).
#[derive(Debug, FromRequest)]
#[from_request(via(axum::Form), rejection(Refusal))]
pub struct FormBody<T>(pub T);

/// The query string.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(Refusal))]
pub struct QueryParams<T>(pub T);

/// The path's parameters.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(Refusal))]
pub struct PathParams<T>(pub T);

/// Refused with the status axum chose and our message for it.
fn refusal_of(rejection: impl IntoResponse) -> Refusal {
    let status = rejection.into_response().status();
    Refusal::new(status, message_of(status))
}

impl From<JsonRejection> for Refusal {
    fn from(rejection: JsonRejection) -> Self {
        refusal_of(rejection)
    }
}

impl From<FormRejection> for Refusal {
    fn from(rejection: FormRejection) -> Self {
        refusal_of(rejection)
    }
}

impl From<QueryRejection> for Refusal {
    fn from(rejection: QueryRejection) -> Self {
        refusal_of(rejection)
    }
}

impl From<PathRejection> for Refusal {
    fn from(rejection: PathRejection) -> Self {
        refusal_of(rejection)
    }
}

#[cfg(test)]
mod tests {
    use axum::{body::Body, http::Request, http::StatusCode};

    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Page {
        #[allow(dead_code)]
        page: u32,
    }

    #[tokio::test]
    async fn a_malformed_query_is_refused_in_the_envelope() {
        let (mut parts, ()) = Request::builder()
            .uri("/x?page=many")
            .body(())
            .expect("request")
            .into_parts();
        let refusal = QueryParams::<Page>::from_request_parts(&mut parts, &())
            .await
            .expect_err("refused");
        assert_eq!(refusal.status(), StatusCode::BAD_REQUEST);
        assert_eq!(refusal.code(), "invalid_input");
    }

    #[tokio::test]
    async fn a_body_of_another_type_is_refused_with_415() {
        let request = Request::builder()
            .method("POST")
            .header("content-type", "text/plain")
            .body(Body::from("page=1"))
            .expect("request");
        let refusal = JsonBody::<Page>::from_request(request, &())
            .await
            .expect_err("refused");
        assert_eq!(refusal.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
        assert_eq!(refusal.code(), "unsupported_media_type");
    }
}
