//! The endpoint prefix of spec section 7: a shop may give its calls a path prefix (configured
//! base64-encoded, for example for a cache in front of the shop), applied by the web app to the
//! endpoint keys the shop allows (`web/src/lib/endpoints.ts` owns the keys' paths and the drop
//! rules). The server answers every call under the prefix as well: the prefix is taken off the
//! path before routing.

use std::sync::Arc;

use axum::{
    extract::Request,
    http::{uri::PathAndQuery, Uri},
    middleware::Next,
    response::Response,
};
use base64::{engine::general_purpose::STANDARD, Engine};

/// The endpoint keys a shop may allow (`endpoint_prefix_keys`), as the web app names them.
pub const ENDPOINT_KEYS: [&str; 12] = [
    "filter",
    "variant",
    "productLoader",
    "subFolder",
    "installment",
    "customerRegister",
    "category",
    "search",
    "showcase",
    "productDetail",
    "region",
    "storeList",
];

/// The path a configured prefix names: None when empty, `/cdn` for `L2Nkbg==`; the reason when
/// it is not base64 of a path of letters, digits and `._~-/` starting with `/`.
pub fn decode(encoded: &str) -> Result<Option<String>, &'static str> {
    if encoded.is_empty() {
        return Ok(None);
    }
    let bytes = STANDARD.decode(encoded.trim()).map_err(|_| "not base64")?;
    let text = String::from_utf8(bytes).map_err(|_| "not base64 of text")?;
    let path = text.trim_end_matches('/');
    let allowed = |c: char| c.is_ascii_alphanumeric() || "._~-/".contains(c);
    if !path.starts_with('/') || path.contains("//") || !path.chars().all(allowed) {
        return Err("must be base64 of a path such as /cdn (letters, digits, . _ ~ - /)");
    }
    Ok(Some(path.to_string()))
}

/// Takes the prefix off a call's path (`/cdn/srv/service/...` is `/srv/service/...`); pages and
/// anything else keep their path.
pub async fn strip(prefix: Arc<str>, mut req: Request, next: Next) -> Response {
    let unprefixed = req
        .uri()
        .path()
        .strip_prefix(&*prefix)
        .filter(|rest| rest.starts_with("/srv/") || rest.starts_with("/api/"))
        .map(|rest| match req.uri().query() {
            Some(query) => format!("{rest}?{query}"),
            None => rest.to_string(),
        });
    if let Some(path_and_query) = unprefixed.and_then(|p| PathAndQuery::try_from(p).ok()) {
        let mut parts = req.uri().clone().into_parts();
        parts.path_and_query = Some(path_and_query);
        if let Ok(uri) = Uri::from_parts(parts) {
            *req.uri_mut() = uri;
        }
    }
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefix_is_base64_of_a_safe_path() {
        assert_eq!(decode(""), Ok(None));
        assert_eq!(decode("L2Nkbg=="), Ok(Some("/cdn".into())));
        assert_eq!(
            decode(&STANDARD.encode("/edge/v2/")),
            Ok(Some("/edge/v2".into()))
        );
        for bad in [
            "%%%",
            &STANDARD.encode("cdn"),
            &STANDARD.encode("//evil.example"),
        ] {
            assert!(decode(bad).is_err(), "{bad}");
        }
        assert!(decode(&STANDARD.encode("/a?b")).is_err());
        assert!(decode(&STANDARD.encode("https://evil.example")).is_err());
    }
}
