//! The login's security code (`GET /SecCode.php`): a PNG drawn by the `captcha` crate. Its answer
//! is bound to the session cookie and kept in the database as a keyed hash, so any instance can
//! check it; each image answers one try and lives ten minutes.

use captcha::filters::{Dots, Noise, Wave};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

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
    mac.finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub fn answer_matches(secret: &[u8], session_id: &str, answer: &str, stored: &str) -> bool {
    answer_hash(secret, session_id, answer)
        .as_bytes()
        .ct_eq(stored.as_bytes())
        .into()
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
