//! Security headers on every response. The Content-Security-Policy allows our own origin only;
//! HTML pages replace it with one that also carries the per-response style nonce and, when the
//! card wallet provider is on another origin, lets the pages connect to it.

use axum::{
    extract::Request,
    http::{header, HeaderValue},
    middleware::Next,
    response::Response,
};

use crate::wallet::config::WalletConfig;

pub fn content_security_policy(style_nonce: Option<&str>) -> String {
    policy(style_nonce, None)
}

/// The policy of the shop's HTML pages: `connect-src` also allows the card wallet provider's
/// origin when its base URL is on another origin, since the browser's wallet client posts there.
pub fn page_content_security_policy(style_nonce: Option<&str>, wallet: &WalletConfig) -> String {
    policy(style_nonce, wallet_origin(wallet).as_deref())
}

/// The origin of the wallet provider's base URL when it is absolute (http or https); None for
/// the sandbox on the shop's own origin.
pub fn wallet_origin(wallet: &WalletConfig) -> Option<String> {
    let url = url::Url::parse(&wallet.base_url).ok()?;
    matches!(url.scheme(), "http" | "https")
        .then(|| url.origin().ascii_serialization())
        .filter(|origin| origin != "null")
}

fn policy(style_nonce: Option<&str>, connect: Option<&str>) -> String {
    let style = match style_nonce {
        Some(n) => format!("style-src 'self' 'nonce-{n}'"),
        None => "style-src 'self'".to_string(),
    };
    let connect = match connect {
        Some(origin) => format!("connect-src 'self' {origin}"),
        None => "connect-src 'self'".to_string(),
    };
    format!(
        "default-src 'self'; script-src 'self'; {style}; img-src 'self' data: blob:; \
         font-src 'self'; {connect}; object-src 'none'; base-uri 'self'; \
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

#[cfg(test)]
mod tests {
    use super::*;

    fn wallet(base_url: &str) -> WalletConfig {
        WalletConfig {
            base_url: base_url.into(),
            ..WalletConfig::default()
        }
    }

    #[test]
    fn pages_may_connect_to_a_wallet_provider_on_another_origin() {
        let real = wallet("https://test.provider.example:8443/MasterpassJsonServerHandler/v2");
        let csp = page_content_security_policy(Some("n0"), &real);
        assert!(
            csp.contains("connect-src 'self' https://test.provider.example:8443;"),
            "{csp}"
        );
        assert!(csp.contains("style-src 'self' 'nonce-n0'"), "{csp}");
        let sandbox = wallet("http://127.0.0.1:8090/wallet-sandbox/v2");
        assert_eq!(
            wallet_origin(&sandbox).as_deref(),
            Some("http://127.0.0.1:8090")
        );
    }

    #[test]
    fn the_same_origin_sandbox_or_no_provider_adds_nothing() {
        for base in [
            "",
            "/wallet-sandbox/v2",
            "javascript:alert(1)",
            "data:text/plain,x",
        ] {
            let csp = page_content_security_policy(None, &wallet(base));
            assert_eq!(csp, content_security_policy(None), "{base}");
            assert!(csp.contains("connect-src 'self';"));
        }
    }
}
