//! The member token: what it says, how it is signed and checked, and where a request carries it
//! (the `Authorization` header first, else the signed `vitrin_member` cookie).
//!
//! A token is `<payload>.<signature>`, both base64url without padding. The payload is
//! `v1:<member id>:<session version>:<token id>:<expiry>:<remember>`; the signature is
//! HMAC-SHA256 of it with the server secret. Here a token is only decoded (signature and expiry):
//! the member module (`customer::auth`) also checks it against the database (revoked, session
//! version moved on) before a request counts as the member's; the rate limiter counts requests by
//! a decoded token's member.

use axum::http::{header, HeaderMap};
use axum_extra::extract::{
    cookie::{Cookie, SameSite},
    SignedCookieJar,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

use crate::{clock::now_secs, state::AppState};

pub const MEMBER_COOKIE: &str = "vitrin_member";

/// What a token says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claims {
    pub member_id: i64,
    pub session_version: i64,
    pub token_id: String,
    /// Unix seconds (UTC).
    pub exp: i64,
    /// Issued with "remember me": a refresh keeps the long lifetime.
    pub remember: bool,
}

fn mac(secret: &[u8], payload: &[u8]) -> Hmac<Sha256> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes any key size");
    mac.update(b"member-token:");
    mac.update(payload);
    mac
}

/// A random token id (128 bits, hex).
pub fn new_token_id() -> String {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

pub fn sign(secret: &[u8], claims: &Claims) -> String {
    let payload = format!(
        "v1:{}:{}:{}:{}:{}",
        claims.member_id,
        claims.session_version,
        claims.token_id,
        claims.exp,
        u8::from(claims.remember)
    );
    let signature = mac(secret, payload.as_bytes()).finalize().into_bytes();
    format!(
        "{}.{}",
        URL_SAFE_NO_PAD.encode(payload.as_bytes()),
        URL_SAFE_NO_PAD.encode(signature)
    )
}

/// The claims of a token whose signature checks out and which has not expired at `now`.
/// Revocation is checked against the database by `verify_token`.
pub fn decode(secret: &[u8], token: &str, now: i64) -> Option<Claims> {
    if token.len() > 512 {
        return None;
    }
    let (payload, signature) = token.trim().split_once('.')?;
    let payload = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let signature = URL_SAFE_NO_PAD.decode(signature).ok()?;
    if mac(secret, &payload).verify_slice(&signature).is_err() {
        return None;
    }
    let payload = std::str::from_utf8(&payload).ok()?;
    let mut parts = payload.split(':');
    if parts.next()? != "v1" {
        return None;
    }
    let member_id: i64 = parts.next()?.parse().ok()?;
    let session_version: i64 = parts.next()?.parse().ok()?;
    let token_id = parts.next()?.to_string();
    let exp: i64 = parts.next()?.parse().ok()?;
    let remember = match parts.next()? {
        "0" => false,
        "1" => true,
        _ => return None,
    };
    if parts.next().is_some() || member_id <= 0 || exp <= now {
        return None;
    }
    Some(Claims {
        member_id,
        session_version,
        token_id,
        exp,
        remember,
    })
}

/// How long a new token lives: the configured lifetime, or the remember-me one.
pub fn lifetime_secs(config: &crate::config::Config, remember_me: bool) -> i64 {
    let secs = if remember_me {
        config.remember_me_lifetime_secs
    } else {
        config.token_lifetime_secs
    };
    i64::try_from(secs).unwrap_or(i64::MAX / 4)
}

/// Claims of a new token for a member at their current session version.
pub fn new_claims(
    config: &crate::config::Config,
    member_id: i64,
    session_version: i64,
    remember: bool,
) -> Claims {
    Claims {
        member_id,
        session_version,
        token_id: new_token_id(),
        exp: now_secs().saturating_add(lifetime_secs(config, remember)),
        remember,
    }
}

/// The token a request carries: `Authorization: Bearer ...`, else the member cookie.
pub fn token_from_headers(state: &AppState, headers: &HeaderMap) -> Option<String> {
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty() && v != "null" && v != "undefined");
    bearer.or_else(|| {
        SignedCookieJar::from_headers(headers, state.cookie_key.clone())
            .get(MEMBER_COOKIE)
            .map(|c| c.value().to_string())
    })
}

/// The HttpOnly member cookie carrying a token until `claims.exp`.
pub fn member_cookie(token: String, lifetime: i64) -> Cookie<'static> {
    Cookie::build((MEMBER_COOKIE, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(time::Duration::seconds(lifetime))
        .build()
}

/// The cookie that removes the member cookie.
pub fn removal_cookie() -> Cookie<'static> {
    Cookie::build((MEMBER_COOKIE, "")).path("/").build()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims(exp: i64) -> Claims {
        Claims {
            member_id: 7,
            session_version: 2,
            token_id: "abc123".into(),
            exp,
            remember: true,
        }
    }

    #[test]
    fn a_signed_token_decodes_until_it_expires() {
        let t = sign(b"secret", &claims(1_000));
        assert_eq!(decode(b"secret", &t, 999), Some(claims(1_000)));
        assert_eq!(decode(b"secret", &t, 1_000), None, "expired at exp");
        assert_eq!(decode(b"other", &t, 999), None, "another secret");
    }

    #[test]
    fn a_tampered_token_is_refused() {
        let t = sign(b"secret", &claims(1_000));
        let (payload, sig) = t.split_once('.').expect("two parts");
        let forged_payload = URL_SAFE_NO_PAD.encode(b"v1:8:2:abc123:1000:1");
        assert_eq!(
            decode(b"secret", &format!("{forged_payload}.{sig}"), 0),
            None
        );
        let mut sig_bytes = URL_SAFE_NO_PAD.decode(sig).expect("b64");
        sig_bytes[0] ^= 1;
        let flipped = URL_SAFE_NO_PAD.encode(sig_bytes);
        assert_eq!(decode(b"secret", &format!("{payload}.{flipped}"), 0), None);
        assert_eq!(decode(b"secret", "garbage", 0), None);
        assert_eq!(decode(b"secret", "", 0), None);
        assert_eq!(decode(b"secret", &"a.".repeat(400), 0), None);
    }

    #[test]
    fn token_ids_are_random() {
        assert_ne!(new_token_id(), new_token_id());
        assert_eq!(new_token_id().len(), 32);
    }
}
