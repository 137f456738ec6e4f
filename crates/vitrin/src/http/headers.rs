//! Security headers on every response. The Content-Security-Policy allows our own origin only;
//! HTML pages replace it with one that also carries the per-response style nonce.

use axum::{
    extract::Request,
    http::{header, HeaderValue},
    middleware::Next,
    response::Response,
};

pub fn content_security_policy(style_nonce: Option<&str>) -> String {
    let style = match style_nonce {
        Some(n) => format!("style-src 'self' 'nonce-{n}'"),
        None => "style-src 'self'".to_string(),
    };
    format!(
        "default-src 'self'; script-src 'self'; {style}; img-src 'self' data: blob:; \
         font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; \
         form-action 'self'; frame-ancestors 'none'"
    )
}

pub async fn security_headers(req: Request, next: Next) -> Response {
    let mut response = next.run(req).await;
    let h = response.headers_mut();
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        if let Ok(v) = HeaderValue::from_str(&content_security_policy(None)) {
            h.insert(header::CONTENT_SECURITY_POLICY, v);
        }
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    h.insert(
        "permissions-policy",
        HeaderValue::from_static("camera=(), microphone=(), payment=(), geolocation=(self)"),
    );
    h.insert(
        "cross-origin-opener-policy",
        HeaderValue::from_static("same-origin"),
    );
    response
}
