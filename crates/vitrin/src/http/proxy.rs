//! What the shop learns from the proxies in front of it: the shopper's address (for the failed
//! login and password-reset counters) and whether the shopper's connection is HTTPS (for
//! `Secure` cookies and `Strict-Transport-Security`). Forwarded headers are believed only for the
//! configured number of proxy hops; without one, a client could write them itself.

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequestParts, Request, State},
    http::{header, request::Parts, HeaderMap, HeaderValue},
    middleware::Next,
    response::Response,
};

use crate::{config::Config, state::AppState};

/// One year, as browsers expect of a site that stays on HTTPS.
const HSTS: &str = "max-age=31536000";

/// The shopper's address: the peer, or behind `proxy_hops` proxies the address the outermost of
/// them saw (that many entries from the end of `X-Forwarded-For`, each proxy appending its peer).
pub fn client_ip(headers: &HeaderMap, peer: Option<IpAddr>, proxy_hops: usize) -> Option<IpAddr> {
    if proxy_hops == 0 {
        return peer;
    }
    let hops: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    // Fewer entries than proxies: the request did not come the configured way.
    let entry = hops.len().checked_sub(proxy_hops).map(|i| hops[i]);
    match entry {
        Some(e) => e.parse().ok().or(peer),
        None => peer,
    }
}

/// The shopper reaches the shop over HTTPS: its public address is https, or the trusted proxy
/// says so in `X-Forwarded-Proto`.
pub fn is_https(headers: &HeaderMap, config: &Config) -> bool {
    config.public_url.starts_with("https://")
        || (config.proxy_hops > 0
            && headers
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(',').next())
                .is_some_and(|v| v.trim().eq_ignore_ascii_case("https")))
}

/// The address failed logins and password resets are counted by.
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip());
        let ip = client_ip(&parts.headers, peer, state.config.proxy_hops);
        Ok(ClientAddress(
            ip.map_or_else(|| "unknown".into(), |ip| ip.to_string()),
        ))
    }
}

/// Over HTTPS, every cookie the shop sets is `Secure` and the answer carries
/// `Strict-Transport-Security`.
pub async fn transport_security(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    let https = is_https(req.headers(), &state.config);
    let mut response = next.run(req).await;
    if https {
        secure_cookies(response.headers_mut());
        response.headers_mut().insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(HSTS),
        );
    }
    response
}

fn secure_cookies(headers: &mut HeaderMap) {
    let cookies: Vec<HeaderValue> = headers
        .get_all(header::SET_COOKIE)
        .iter()
        .cloned()
        .collect();
    if cookies.is_empty() {
        return;
    }
    headers.remove(header::SET_COOKIE);
    for cookie in cookies {
        let secured = cookie
            .to_str()
            .ok()
            .filter(|c| {
                !c.split(';')
                    .any(|attr| attr.trim().eq_ignore_ascii_case("secure"))
            })
            .and_then(|c| HeaderValue::from_str(&format!("{c}; Secure")).ok());
        headers.append(header::SET_COOKIE, secured.unwrap_or(cookie));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_str(value).expect("header"),
        );
        h
    }

    #[test]
    fn the_client_is_as_many_hops_back_as_there_are_proxies() {
        let peer = Some(IpAddr::from([10, 0, 0, 1]));
        let h = forwarded("6.6.6.6, 203.0.113.7, 10.0.0.9");
        assert_eq!(client_ip(&h, peer, 0), peer);
        assert_eq!(client_ip(&h, peer, 1), Some(IpAddr::from([10, 0, 0, 9])));
        assert_eq!(client_ip(&h, peer, 2), Some(IpAddr::from([203, 0, 113, 7])));
        // More proxies configured than entries, or a garbled entry: the peer.
        assert_eq!(client_ip(&h, peer, 4), peer);
        assert_eq!(client_ip(&forwarded("nonsense"), peer, 1), peer);
        assert_eq!(client_ip(&HeaderMap::new(), peer, 1), peer);
    }

    #[test]
    fn https_is_believed_from_the_public_address_or_a_trusted_proxy() {
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-proto", HeaderValue::from_static("https"));
        let mut config = Config::default();
        assert!(
            !is_https(&h, &config),
            "no proxy configured: the header is the client's"
        );
        config.proxy_hops = 1;
        assert!(is_https(&h, &config));
        assert!(!is_https(&HeaderMap::new(), &config));
        config.public_url = "https://shop.example".into();
        assert!(is_https(&HeaderMap::new(), &config));
    }

    #[test]
    fn cookies_gain_secure_once() {
        let mut h = HeaderMap::new();
        h.append(
            header::SET_COOKIE,
            HeaderValue::from_static("a=1; Path=/; HttpOnly"),
        );
        h.append(
            header::SET_COOKIE,
            HeaderValue::from_static("b=2; Secure; Path=/"),
        );
        secure_cookies(&mut h);
        let all: Vec<&str> = h
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().expect("text"))
            .collect();
        assert_eq!(
            all,
            ["a=1; Path=/; HttpOnly; Secure", "b=2; Secure; Path=/"]
        );
    }
}
