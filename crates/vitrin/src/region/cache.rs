//! The region answers' caching: a strong ETag on every body, 304 when the browser has it.

use axum::{
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::error::{AppResult, Refusal};

/// How long a browser may keep a list: the data changes only with a release.
pub const CACHE_PUBLIC: &str = "public, max-age=86400";
/// Answers that depend on the member: kept, but asked again (a 304 when unchanged).
pub const CACHE_PRIVATE: &str = "private, no-cache";

/// A body with its strong ETag, or 304 when the request already has it.
pub fn cached(
    request: &HeaderMap,
    content_type: &'static str,
    body: Vec<u8>,
    cache_control: &'static str,
) -> Response {
    let digest = Sha256::digest(&body);
    let hex: String = hex::encode(&digest[..16]);
    let etag = format!("\"{hex}\"");
    let matches = request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim())
        .any(|t| t == "*" || t.strip_prefix("W/").unwrap_or(t) == etag);
    let mut response = if matches {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        ([(header::CONTENT_TYPE, content_type)], body).into_response()
    };
    let headers = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, v);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    headers.insert(
        header::VARY,
        HeaderValue::from_static("Accept-Language, Cookie, Authorization"),
    );
    response
}

pub fn json<T: Serialize>(
    request: &HeaderMap,
    value: &T,
    cache_control: &'static str,
) -> AppResult<Response> {
    let body = serde_json::to_vec(value).map_err(Refusal::internal)?;
    Ok(cached(request, "application/json", body, cache_control))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn etags_answer_304_when_they_match() {
        let first = cached(&HeaderMap::new(), "text/plain", b"a".to_vec(), CACHE_PUBLIC);
        let etag = first.headers()[header::ETAG].clone();
        let mut again = HeaderMap::new();
        again.insert(header::IF_NONE_MATCH, etag.clone());
        assert_eq!(
            cached(&again, "text/plain", b"a".to_vec(), CACHE_PUBLIC).status(),
            StatusCode::NOT_MODIFIED
        );
        assert_eq!(
            cached(&again, "text/plain", b"b".to_vec(), CACHE_PUBLIC).status(),
            StatusCode::OK
        );
        let mut weak = HeaderMap::new();
        weak.insert(
            header::IF_NONE_MATCH,
            HeaderValue::from_str(&format!("\"x\", W/{}", etag.to_str().unwrap_or("")))
                .expect("header"),
        );
        assert_eq!(
            cached(&weak, "text/plain", b"a".to_vec(), CACHE_PUBLIC).status(),
            StatusCode::NOT_MODIFIED
        );
    }
}
