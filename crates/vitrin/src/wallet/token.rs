//! Merchant tokens: made by the shop's server for one shopper and one provider call, checked by
//! the provider. The real provider's tokens are encrypted with keys it hands the merchant; ours
//! (shop and sandbox share the merchant key) are signed claims:
//! `v1.{base64url(JSON claims)}.{base64url(HMAC-SHA256(key, "v1." + claims part))}`.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

const VERSION: &str = "v1";

/// What a token binds. `call` is the provider path without its slash (`register`, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    pub client_id: String,
    /// The shopper's mobile number in international digits (`90` + 10 digits for Turkey).
    pub msisdn: String,
    pub reference_no: String,
    /// The shop's member id (or `guest-{session}` for a guest).
    pub user_id: String,
    pub call: String,
    /// Unix seconds.
    pub issued_at: i64,
    pub expires_at: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("malformed token")]
    Malformed,
    #[error("token signature does not match")]
    Signature,
    #[error("token expired")]
    Expired,
    #[error("token made for another client, shopper or call")]
    Mismatch,
}

fn mac(key: &[u8]) -> Hmac<Sha256> {
    Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length")
}

pub fn sign(key: &[u8], claims: &Claims) -> String {
    let body = serde_json::to_vec(claims).expect("claims serialize");
    let signed = format!("{VERSION}.{}", URL_SAFE_NO_PAD.encode(body));
    let mut m = mac(key);
    m.update(signed.as_bytes());
    let tag = URL_SAFE_NO_PAD.encode(m.finalize().into_bytes());
    format!("{signed}.{tag}")
}

/// The claims of a token whose signature holds and which has not expired at `now` (unix seconds).
pub fn verify(key: &[u8], token: &str, now: i64) -> Result<Claims, TokenError> {
    let (signed, tag) = token.rsplit_once('.').ok_or(TokenError::Malformed)?;
    let (version, body) = signed.split_once('.').ok_or(TokenError::Malformed)?;
    if version != VERSION {
        return Err(TokenError::Malformed);
    }
    let tag = URL_SAFE_NO_PAD
        .decode(tag)
        .map_err(|_| TokenError::Malformed)?;
    let mut m = mac(key);
    m.update(signed.as_bytes());
    m.verify_slice(&tag).map_err(|_| TokenError::Signature)?;
    let body = URL_SAFE_NO_PAD
        .decode(body)
        .map_err(|_| TokenError::Malformed)?;
    let claims: Claims = serde_json::from_slice(&body).map_err(|_| TokenError::Malformed)?;
    if now >= claims.expires_at {
        return Err(TokenError::Expired);
    }
    Ok(claims)
}

impl Claims {
    /// Refuses a token made for another client id, call or shopper (`msisdn` None: the call
    /// carries no number of its own, the token's is used).
    pub fn check(
        &self,
        client_id: &str,
        call: &str,
        msisdn: Option<&str>,
    ) -> Result<(), TokenError> {
        let same_shopper = msisdn.is_none_or(|m| m.is_empty() || m == self.msisdn);
        if self.client_id == client_id && self.call == call && same_shopper {
            Ok(())
        } else {
            Err(TokenError::Mismatch)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims() -> Claims {
        Claims {
            client_id: "c1".into(),
            msisdn: "905321234567".into(),
            reference_no: "R1".into(),
            user_id: "7".into(),
            call: "register".into(),
            issued_at: 1_000,
            expires_at: 1_600,
        }
    }

    #[test]
    fn a_signed_token_verifies_until_it_expires() {
        let token = sign(b"key", &claims());
        assert_eq!(verify(b"key", &token, 1_599), Ok(claims()));
        assert_eq!(verify(b"key", &token, 1_600), Err(TokenError::Expired));
        assert_eq!(verify(b"other", &token, 1_100), Err(TokenError::Signature));
        assert_eq!(verify(b"key", "v1.e30", 1_100), Err(TokenError::Malformed));
    }

    #[test]
    fn a_changed_claim_breaks_the_signature() {
        let token = sign(b"key", &claims());
        let (_, tag) = token.rsplit_once('.').unwrap();
        let mut other = claims();
        other.msisdn = "905329999999".into();
        let forged = format!(
            "v1.{}.{tag}",
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&other).unwrap())
        );
        assert_eq!(verify(b"key", &forged, 1_100), Err(TokenError::Signature));
    }

    #[test]
    fn a_token_is_for_one_client_call_and_shopper() {
        let c = claims();
        assert!(c.check("c1", "register", Some("905321234567")).is_ok());
        assert!(c.check("c1", "register", None).is_ok());
        assert_eq!(c.check("c1", "deleteCard", None), Err(TokenError::Mismatch));
        assert_eq!(c.check("c2", "register", None), Err(TokenError::Mismatch));
        assert_eq!(
            c.check("c1", "register", Some("905329999999")),
            Err(TokenError::Mismatch)
        );
    }
}
