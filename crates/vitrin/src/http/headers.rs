//! Security headers on every response. The Content-Security-Policy allows our own origin only;
//! HTML pages replace it with one that also carries the per-response style nonce and lets the
//! pages connect to the card wallet provider and the store map's tile provider when they are on
//! other origins.

use axum::{
    extract::Request,
    http::{header, HeaderValue},
    middleware::Next,
    response::Response,
};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::{config::Config, wallet::config::WalletConfig};

/// A new random nonce for a response's inline styles (32 hexadecimal digits).
pub fn style_nonce() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// The style nonce of a page that is the same for every visitor without a session: drawn from
/// the page's tag, so the page and its policy stay one (a 304 keeps both), and unknown until the
/// page, with whatever it shows, exists.
pub fn page_nonce(secret: &[u8], page_tag: &str) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes any key size");
    mac.update(b"style-nonce:");
    mac.update(page_tag.as_bytes());
    hex::encode(&mac.finalize().into_bytes()[..16])
}

pub fn content_security_policy(style_nonce: Option<&str>) -> String {
    policy(style_nonce, &[])
}

/// The policy of the shop's HTML pages: `connect-src` also allows the card wallet provider's
/// origin when its base URL is on another origin (the browser's wallet client posts there) and
/// the origin of the store map's style URL when the shop configured one (the map loads its style,
/// tiles, glyphs and sprites from there).
pub fn page_content_security_policy(style_nonce: Option<&str>, config: &Config) -> String {
    let origins: Vec<String> = [wallet_origin(&config.wallet), config.store_map_origin()]
        .into_iter()
        .flatten()
        .collect();
    policy(style_nonce, &origins)
}

/// The origin of the wallet provider's base URL when it is absolute (http or https); None for
/// the sandbox on the shop's own origin.
pub fn wallet_origin(wallet: &WalletConfig) -> Option<String> {
    let url = url::Url::parse(&wallet.base_url).ok()?;
    matches!(url.scheme(), "http" | "https")
        .then(|| url.origin().ascii_serialization())
        .filter(|origin| origin != "null")
}

fn policy(style_nonce: Option<&str>, connect: &[String]) -> String {
    let style = match style_nonce {
        Some(n) => format!("style-src 'self' 'nonce-{n}'"),
        None => "style-src 'self'".to_string(),
    };
    let connect: String = connect.iter().map(|origin| format!(" {origin}")).collect();
    format!(
        "default-src 'self'; script-src 'self'; {style}; img-src 'self' data: blob:; \
         font-src 'self'; connect-src 'self'{connect}; object-src 'none'; base-uri 'self'; \
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

    fn config(wallet_base_url: &str, store_map_style_url: &str) -> Config {
        Config {
            wallet: WalletConfig {
                base_url: wallet_base_url.into(),
                ..WalletConfig::default()
            },
            store_map_style_url: store_map_style_url.into(),
            ..Config::default()
        }
    }

    #[test]
    fn pages_may_connect_to_a_wallet_provider_on_another_origin() {
        let real = config(
            "https://test.provider.example:8443/MasterpassJsonServerHandler/v2",
            "",
        );
        let csp = page_content_security_policy(Some("n0"), &real);
        assert!(
            csp.contains("connect-src 'self' https://test.provider.example:8443;"),
            "{csp}"
        );
        assert!(csp.contains("style-src 'self' 'nonce-n0'"), "{csp}");
        let sandbox = config("http://127.0.0.1:8090/wallet-sandbox/v2", "");
        assert_eq!(
            wallet_origin(&sandbox.wallet).as_deref(),
            Some("http://127.0.0.1:8090")
        );
    }

    #[test]
    fn pages_may_connect_to_the_store_maps_tile_provider() {
        let both = config(
            "https://pay.example",
            "https://tiles.example.com/styles/shop/style.json?key=k",
        );
        let csp = page_content_security_policy(None, &both);
        assert!(
            csp.contains("connect-src 'self' https://pay.example https://tiles.example.com;"),
            "{csp}"
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
            let csp = page_content_security_policy(None, &config(base, ""));
            assert_eq!(csp, content_security_policy(None), "{base}");
            assert!(csp.contains("connect-src 'self';"));
        }
    }
}
