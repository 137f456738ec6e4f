//! The login's security code (`GET /SecCode.php`): a PNG drawn by the `captcha` crate. Its answer
//! is bound to the session cookie and kept in the database as a keyed hash, so any instance can
//! check it; each image answers one try and lives ten minutes.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use axum_extra::extract::SignedCookieJar;
use captcha::filters::{Dots, Noise, Wave};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

use super::store;
use crate::{
    clock::now_secs,
    error::{AppResult, Refusal},
    http::session,
    state::AppState,
};

pub const CAPTCHA_LIFETIME_SECS: i64 = 600;
const CHARS: usize = 5;

/// Draws a new image: its answer and the PNG bytes.
pub fn draw() -> Option<(String, Vec<u8>)> {
    let mut c = captcha::Captcha::new();
    // Letters and digits that are hard to confuse with one another.
    let wanted: Vec<char> = "2345678ABCDEFHKMNPRTUVWXY".chars().collect();
    let usable: Vec<char> = c
        .supported_chars()
        .into_iter()
        .filter(|ch| wanted.contains(ch))
        .collect();
    c.set_chars(&usable)
        .add_chars(CHARS as u32)
        .apply_filter(Noise::new(0.1))
        .apply_filter(Wave::new(2.0, 12.0))
        .view(180, 60)
        .apply_filter(Dots::new(6));
    c.as_tuple()
}

/// The answer folded (trimmed, upper-case) and keyed with the secret and the session.
pub fn answer_hash(secret: &[u8], session_id: &str, answer: &str) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes any key size");
    mac.update(b"captcha:");
    mac.update(session_id.as_bytes());
    mac.update(b":");
    mac.update(answer.trim().to_uppercase().as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

pub fn answer_matches(secret: &[u8], session_id: &str, answer: &str, stored: &str) -> bool {
    answer_hash(secret, session_id, answer)
        .as_bytes()
        .ct_eq(stored.as_bytes())
        .into()
}

/// Whether `security_code` is the answer to the captcha last drawn for the session; the answer
/// is used up either way (one try per drawing).
pub async fn take_and_check(
    state: &AppState,
    jar: &SignedCookieJar,
    security_code: &str,
) -> AppResult<bool> {
    let Some(session) = session::verified_session_id(jar) else {
        return Ok(false);
    };
    let stored = store::take_captcha(&state.db, &session).await?;
    Ok(stored.is_some_and(|h| answer_matches(&state.secret, &session, security_code, &h)))
}

/// A new security code image for the session (the session cookie is set when missing).
#[utoipa::path(get, path = "/SecCode.php", tag = "customer",
    responses((status = 200, content_type = "image/png", description = "the captcha; its answer is kept for the session, ten minutes, one try")))]
pub async fn sec_code(State(state): State<AppState>, jar: SignedCookieJar) -> AppResult<Response> {
    let (session_id, jar) = session::session_id(jar);
    let (answer, png) = tokio::task::spawn_blocking(draw)
        .await
        .map_err(Refusal::internal)?
        .ok_or_else(|| Refusal::internal(anyhow::anyhow!("captcha drawing failed")))?;
    let hash = answer_hash(&state.secret, &session_id, &answer);
    store::put_captcha(
        &state.db,
        &session_id,
        &hash,
        now_secs() + CAPTCHA_LIFETIME_SECS,
    )
    .await?;
    Ok((
        jar,
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        png,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_png_with_its_answer() {
        let (answer, png) = draw().expect("image");
        assert_eq!(answer.chars().count(), CHARS);
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    }

    #[test]
    fn answers_are_checked_per_session_ignoring_case() {
        let stored = answer_hash(b"k", "s1", "AB3CD");
        assert!(answer_matches(b"k", "s1", " ab3cd ", &stored));
        assert!(!answer_matches(b"k", "s2", "AB3CD", &stored));
        assert!(!answer_matches(b"k", "s1", "AB3CE", &stored));
    }
}
