//! How the member's secrets are kept: passwords as argon2id hashes (made and checked on the
//! blocking pool: hashing is slow on purpose), one-time tokens of mailed links as SHA-256 hashes.

use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use axum::http::StatusCode;

use super::{
    model::{CustomerMsg, Password},
    store::{self, TokenPurpose},
};
use crate::{
    clock::now_secs,
    db::Db,
    error::{AppResult, Refusal},
    http::member_token,
};

pub(crate) fn sha256_hex(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// A random one-time token (256 bits, hex) and the hash the database keeps.
pub(crate) fn one_time_token() -> (String, String) {
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    let token: String = hex::encode(bytes);
    let hash = sha256_hex(&token);
    (token, hash)
}

/// Whether `token` has the shape of a one-time token (64 hex digits); anything else is refused
/// before the database is asked.
pub fn is_token_shaped(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A new one-time token of `purpose` for the member's mailed link, valid `lifetime_secs`; the
/// database keeps its hash.
pub async fn new_link_token(
    db: &Db,
    member_id: i64,
    purpose: TokenPurpose,
    lifetime_secs: i64,
) -> sqlx::Result<String> {
    let (token, hash) = one_time_token();
    store::create_token(db, member_id, purpose, &hash, now_secs() + lifetime_secs).await?;
    Ok(token)
}

/// The member id and the token of a mailed link, None when either is malformed.
pub fn link_parts<'a>(id: &str, token: &'a str) -> Option<(i64, &'a str)> {
    let id = id.parse::<i64>().ok()?;
    is_token_shaped(token).then_some((id, token))
}

/// Uses up a mailed link's token of `purpose` in a new transaction, given back with the member's
/// id for the change the link makes; refused with `invalid` (400, field `token`) when the link
/// is malformed, used, expired, of another purpose or another member's.
pub async fn spend_link(
    db: &Db,
    (id, token): (&str, &str),
    purpose: TokenPurpose,
    invalid: CustomerMsg,
) -> AppResult<(sqlx::Transaction<'static, sqlx::Any>, i64)> {
    let refused = || Refusal::field(StatusCode::BAD_REQUEST, "token", invalid);
    let (id, token) = link_parts(id.trim(), token.trim()).ok_or_else(refused)?;
    let mut tx = db.begin().await?;
    if !store::consume_token(&mut tx, id, purpose, &sha256_hex(token)).await? {
        return Err(refused());
    }
    Ok((tx, id))
}

pub async fn hash_password(password: &Password) -> AppResult<String> {
    use argon2::{
        password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
        Argon2,
    };
    let password = password.as_str().to_string();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("password hashing failed: {e}"))
    })
    .await
    .map_err(Refusal::internal)?
    .map_err(Refusal::internal)
}

/// A hash no password matches, checked when the account is unknown so that a wrong account and a
/// wrong password take the same time.
pub fn dummy_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| {
        use argon2::{
            password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
            Argon2,
        };
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(member_token::new_token_id().as_bytes(), &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

/// Whether `password` matches `hash`; an unknown account (`None`) is checked against the dummy
/// hash and never matches.
pub async fn verify_password(hash: Option<&str>, password: &str) -> AppResult<bool> {
    use argon2::{password_hash::PasswordHash, Argon2, PasswordVerifier};
    let hash = hash.map(str::to_string);
    let password = password.to_string();
    tokio::task::spawn_blocking(move || {
        let known = hash.is_some();
        let stored = hash.unwrap_or_else(|| dummy_hash().to_string());
        let ok = PasswordHash::new(&stored)
            .map(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
            .unwrap_or(false);
        known && ok
    })
    .await
    .map_err(Refusal::internal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_time_tokens_are_kept_as_their_hash() {
        let (token, hash) = one_time_token();
        assert!(is_token_shaped(&token));
        assert_eq!(hash, sha256_hex(&token));
        assert_ne!(hash, token);
        assert!(!is_token_shaped(&token[1..]));
        assert!(!is_token_shaped(&format!("{}g", &token[1..])));
        assert_eq!(link_parts("7", &token), Some((7, token.as_str())));
        assert_eq!(link_parts("x", &token), None);
        assert_eq!(link_parts("7", "abc"), None);
    }

    #[tokio::test]
    async fn a_password_matches_its_hash_only() {
        let password = Password::parse("Kuzu.2026").expect("a valid password");
        let hash = hash_password(&password).await.expect("hashed");
        assert!(verify_password(Some(&hash), "Kuzu.2026").await.unwrap());
        assert!(!verify_password(Some(&hash), "kuzu.2026").await.unwrap());
        // An unknown account never matches, not even the dummy hash's own input.
        assert!(!verify_password(None, "Kuzu.2026").await.unwrap());
    }
}
