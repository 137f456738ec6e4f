//! The guest session: a random id in a signed, HttpOnly cookie. Later features (cart, login) key
//! their rows on it. The CSRF token is derived from the session id with the server secret, so
//! every instance sharing the secret agrees on it without storing it.

use axum_extra::extract::{
    cookie::{Cookie, SameSite},
    SignedCookieJar,
};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

pub const SESSION_COOKIE: &str = "vitrin_session";

/// The session id of a cookie whose signature checks out; None for a missing or tampered one.
pub fn verified_session_id(jar: &SignedCookieJar) -> Option<String> {
    jar.get(SESSION_COOKIE)
        .map(|c| c.value().to_string())
        .filter(|v| v.len() == 32 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The session id from a verified cookie, or a new one and the jar that sets it.
pub fn session_id(jar: SignedCookieJar) -> (String, SignedCookieJar) {
    if let Some(id) = verified_session_id(&jar) {
        return (id, jar);
    }
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    let id: String = hex::encode(bytes);
    let cookie = Cookie::build((SESSION_COOKIE, id.clone()))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(time_days(30))
        .build();
    (id, jar.add(cookie))
}

fn time_days(days: i64) -> time::Duration {
    time::Duration::days(days)
}

/// A long-lived preference cookie (language, currency).
pub fn preference_cookie(name: &'static str, value: &str) -> Cookie<'static> {
    Cookie::build((name, value.to_string()))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(time_days(365))
        .build()
}

pub fn csrf_token(secret: &[u8], session_id: &str) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes any key size");
    mac.update(b"csrf:");
    mac.update(session_id.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csrf_token_depends_on_session_and_secret() {
        let a = csrf_token(b"secret-one", "abc");
        assert_eq!(a.len(), 64);
        assert_eq!(a, csrf_token(b"secret-one", "abc"));
        assert_ne!(a, csrf_token(b"secret-one", "abd"));
        assert_ne!(a, csrf_token(b"secret-two", "abc"));
    }
}
