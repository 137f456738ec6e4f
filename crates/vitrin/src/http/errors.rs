//! Errors the framework answers on its own (a query field missing, a path that is not UTF-8, a
//! body over the limit or of a type no handler reads, a method the route lacks, a timeout) come
//! as plain text in English. This layer, inside the locale middleware, turns every such answer
//! into the error envelope of `crate::error` in the shopper's language with the same status, and
//! refuses an address longer than `MAX_URI_BYTES` in the same shape (and one longer than hyper
//! reads, brought by `http::uri_limit`).

use axum::{
    extract::Request,
    http::{header, StatusCode},
    middleware::Next,
    response::Response,
};

use crate::{
    error::{Msg, Refusal},
    http::{locale::RequestLocale, paths::WALLET_SANDBOX, uri_limit::UriTooLong},
    locale::Lang,
};

/// Longer addresses are refused (414): the shop's own are far shorter, and a proxy in front
/// usually stops at 8 KiB too.
pub const MAX_URI_BYTES: usize = 8 * 1024;

/// The message of a status the framework answered.
pub(crate) fn message_of(status: StatusCode) -> Msg {
    match status {
        StatusCode::BAD_REQUEST => Msg::InvalidInput,
        StatusCode::NOT_FOUND => Msg::NotFound,
        StatusCode::METHOD_NOT_ALLOWED => Msg::MethodNotAllowed,
        StatusCode::REQUEST_TIMEOUT => Msg::TimedOut,
        StatusCode::PAYLOAD_TOO_LARGE => Msg::TooLarge,
        StatusCode::URI_TOO_LONG => Msg::UriTooLong,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => Msg::UnsupportedType,
        StatusCode::UNPROCESSABLE_ENTITY => Msg::Unprocessable,
        _ => Msg::Generic,
    }
}

/// An error answer that is not one of ours: no envelope left on it, and not JSON or a page.
fn from_the_framework(response: &Response) -> bool {
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error())
        || response.extensions().get::<Refusal>().is_some()
    {
        return false;
    }
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    !(content_type.starts_with("application/json")
        || content_type.starts_with("text/html")
        || content_type.starts_with("image/"))
}

pub async fn error_envelopes(req: Request, next: Next) -> Response {
    // The wallet sandbox stands for the provider's own site and answers in its own words.
    if req.uri().path().starts_with(WALLET_SANDBOX) {
        return next.run(req).await;
    }
    let lang = req
        .extensions()
        .get::<RequestLocale>()
        .map_or(Lang::Tr, |l| l.lang);
    let uri_bytes = req.uri().path_and_query().map_or(0, |p| p.as_str().len());
    if uri_bytes > MAX_URI_BYTES || req.extensions().get::<UriTooLong>().is_some() {
        return Refusal::new(StatusCode::URI_TOO_LONG, Msg::UriTooLong).render(lang);
    }
    let response = next.run(req).await;
    if !from_the_framework(&response) {
        return response;
    }
    let status = response.status();
    let (mut parts, _) = response.into_parts();
    let (fresh, body) = Refusal::new(status, message_of(status))
        .render(lang)
        .into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("application/json"),
    );
    parts.extensions.extend(fresh.extensions);
    Response::from_parts(parts, body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::{body::Body, response::IntoResponse};

    #[test]
    fn plain_text_errors_are_the_frameworks() {
        let text = (
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Expected request with ...",
        )
            .into_response();
        assert!(from_the_framework(&text));
        let empty = Response::builder()
            .status(StatusCode::REQUEST_TIMEOUT)
            .body(Body::empty())
            .expect("response");
        assert!(from_the_framework(&empty));
        let ours = Refusal::new(StatusCode::BAD_REQUEST, Msg::InvalidInput).render(Lang::Tr);
        assert!(!from_the_framework(&ours));
        let ok = (StatusCode::OK, "fine").into_response();
        assert!(!from_the_framework(&ok));
        assert_eq!(message_of(StatusCode::PAYLOAD_TOO_LARGE), Msg::TooLarge);
    }
}
