//! Apple's client secret: instead of a fixed secret, a JWT signed with the team's P-256 key
//! (ES256), naming the team (`iss`), the client (`sub`) and the provider (`aud`), valid a few
//! minutes; a new one is made for each code exchange.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use p256::{
    ecdsa::{signature::Signer, Signature, SigningKey},
    pkcs8::DecodePrivateKey,
};

use super::config::ProviderConfig;

/// How long a client secret is accepted: enough for the one exchange it is made for.
const LIFETIME_SECS: i64 = 5 * 60;

/// The team's key from its PKCS#8 PEM; the reason when it is not a P-256 private key.
pub fn signing_key(pem: &str) -> Result<SigningKey, String> {
    SigningKey::from_pkcs8_pem(pem.trim())
        .map_err(|e| format!("not a P-256 private key in PKCS#8 PEM ({e})"))
}

/// The client secret for `provider` at `now` (unix seconds).
pub fn client_secret(provider: &ProviderConfig, now: i64) -> Result<String, String> {
    let key = signing_key(&provider.apple_private_key)?;
    let header = serde_json::json!({ "alg": "ES256", "kid": provider.apple_key_id, "typ": "JWT" });
    let claims = serde_json::json!({
        "iss": provider.apple_team_id,
        "iat": now,
        "exp": now + LIFETIME_SECS,
        "aud": provider.issuer.trim_end_matches('/'),
        "sub": provider.client_id,
    });
    let signing_input = format!(
        "{}.{}",
        URL_SAFE_NO_PAD.encode(header.to_string()),
        URL_SAFE_NO_PAD.encode(claims.to_string())
    );
    let signature: Signature = key.sign(signing_input.as_bytes());
    Ok(format!(
        "{signing_input}.{}",
        URL_SAFE_NO_PAD.encode(signature.to_bytes())
    ))
}

#[cfg(test)]
mod tests {
    use p256::{ecdsa::signature::Verifier, ecdsa::VerifyingKey, pkcs8::EncodePrivateKey};

    use super::*;

    #[test]
    fn the_client_secret_is_an_es256_jwt_of_the_team_for_the_client() {
        let key = SigningKey::from_slice(&[7u8; 32]).expect("a key");
        let pem = key
            .to_pkcs8_pem(p256::pkcs8::LineEnding::LF)
            .expect("pem")
            .to_string();
        let provider = ProviderConfig {
            kind: "apple".into(),
            name: "Apple".into(),
            issuer: "https://appleid.apple.com".into(),
            client_id: "com.vitrin.web".into(),
            client_secret: String::new(),
            scopes: vec![],
            form_post: true,
            apple_team_id: "TEAM123456".into(),
            apple_key_id: "KEY1234567".into(),
            apple_private_key: pem,
        };
        let jwt = client_secret(&provider, 1_000).expect("signed");
        let parts: Vec<&str> = jwt.split('.').collect();
        assert_eq!(parts.len(), 3);
        let decode = |p: &str| -> serde_json::Value {
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(p).expect("base64")).expect("json")
        };
        assert_eq!(decode(parts[0])["alg"], "ES256");
        assert_eq!(decode(parts[0])["kid"], "KEY1234567");
        let claims = decode(parts[1]);
        assert_eq!(claims["iss"], "TEAM123456");
        assert_eq!(claims["sub"], "com.vitrin.web");
        assert_eq!(claims["aud"], "https://appleid.apple.com");
        assert_eq!(claims["exp"], 1_300);
        let signature =
            Signature::from_slice(&URL_SAFE_NO_PAD.decode(parts[2]).expect("b64")).expect("sig");
        VerifyingKey::from(&key)
            .verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature)
            .expect("verifies with the team's public key");
        assert!(signing_key("not a key").is_err());
    }
}
