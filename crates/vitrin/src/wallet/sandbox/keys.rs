//! The sandbox's RSA key pair: made once (2048 bits) and kept as PKCS#8 PEM in its folder, so the
//! public key the shop hands the browser stays the same across restarts. Card data arrives
//! encrypted under it with PKCS#1 v1.5 padding, as lowercase hex.

use std::path::Path;

use rsa::{
    pkcs8::{DecodePrivateKey, EncodePrivateKey, LineEnding},
    traits::PublicKeyParts,
    Pkcs1v15Encrypt, RsaPrivateKey,
};

use super::store::write_atomic;

const KEY_FILE: &str = "private-key.pem";
const KEY_BITS: usize = 2048;

/// Reads the key pair from `dir`, or makes and writes one when there is none.
pub fn load_or_create(dir: &Path) -> anyhow::Result<RsaPrivateKey> {
    let path = dir.join(KEY_FILE);
    if path.exists() {
        let pem = std::fs::read_to_string(&path)?;
        return RsaPrivateKey::from_pkcs8_pem(&pem)
            .map_err(|e| anyhow::anyhow!("{}: not a PKCS#8 RSA key: {e}", path.display()));
    }
    let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, KEY_BITS)?;
    let pem = key
        .to_pkcs8_pem(LineEnding::LF)
        .map_err(|e| anyhow::anyhow!("encoding the sandbox key: {e}"))?;
    write_atomic(&path, pem.as_bytes())?;
    Ok(key)
}

/// The public half as the client wants it: modulus and exponent in lowercase hex.
pub fn public_hex(key: &RsaPrivateKey) -> (String, String) {
    (hex(&key.n().to_bytes_be()), hex(&key.e().to_bytes_be()))
}

fn hex(bytes: &[u8]) -> String {
    let text: String = hex::encode(bytes);
    // An exponent of 65537 reads "010001"; clients expect it without the leading zero.
    match text.trim_start_matches('0') {
        "" => "0".into(),
        trimmed => trimmed.into(),
    }
}

/// Why an encrypted field could not be read. Says nothing of its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Undecryptable;

/// The UTF-8 text of a hex RSA PKCS#1 v1.5 ciphertext made under `key`.
pub fn decrypt_hex(key: &RsaPrivateKey, cipher_hex: &str) -> Result<String, Undecryptable> {
    let text = cipher_hex.trim();
    if text.is_empty() || !text.len().is_multiple_of(2) {
        return Err(Undecryptable);
    }
    let bytes = (0..text.len())
        .step_by(2)
        .map(|i| {
            text.get(i..i + 2)
                .and_then(|pair| u8::from_str_radix(pair, 16).ok())
        })
        .collect::<Option<Vec<u8>>>()
        .ok_or(Undecryptable)?;
    let plain = key
        .decrypt(Pkcs1v15Encrypt, &bytes)
        .map_err(|_| Undecryptable)?;
    String::from_utf8(plain).map_err(|_| Undecryptable)
}

#[cfg(test)]
mod tests {
    use rsa::RsaPublicKey;

    use super::*;

    #[test]
    fn what_is_encrypted_under_the_public_key_decrypts() {
        let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, 1024).unwrap();
        let public = RsaPublicKey::from(&key);
        let cipher = public
            .encrypt(&mut rand::rngs::OsRng, Pkcs1v15Encrypt, "İş 123".as_bytes())
            .unwrap();
        let cipher_hex = hex_all(&cipher);
        assert_eq!(decrypt_hex(&key, &cipher_hex).as_deref(), Ok("İş 123"));
        assert_eq!(decrypt_hex(&key, "zz"), Err(Undecryptable));
        assert_eq!(decrypt_hex(&key, "abc"), Err(Undecryptable));
        assert_eq!(decrypt_hex(&key, ""), Err(Undecryptable));
        assert_eq!(decrypt_hex(&key, &"00".repeat(128)), Err(Undecryptable));
        let (modulus, exponent) = public_hex(&key);
        assert_eq!(exponent, "10001");
        assert_eq!(modulus.len(), 256);
    }

    fn hex_all(bytes: &[u8]) -> String {
        hex::encode(bytes)
    }
}
