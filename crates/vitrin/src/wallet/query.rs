//! The merchant query: how the shop's server asks the provider, server to server, what became of
//! a purchase before it counts it as paid. `POST {query_url}` with a [`QueryRequest`] as JSON,
//! answered with a [`QueryAnswer`]; the sandbox serves it at `/wallet-sandbox/merchant/query`.

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QueryRequest {
    pub client_id: String,
    pub order_no: String,
    pub ref_no: String,
    /// ISO 8601, UTC.
    pub date_time: String,
    /// Lowercase hex HMAC-SHA256 under the merchant key of [`QueryRequest::signed_text`].
    pub mac: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum QueryStatus {
    /// Approved by the provider: the money is taken.
    Success,
    /// Refused (declined card, refused 3-D Secure, wrong codes to the end).
    Failed,
    /// Started and waiting for the shopper (one-time code or 3-D Secure).
    Pending,
    /// No purchase with this order number and reference.
    NotFound,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QueryAnswer {
    pub status: QueryStatus,
    pub order_no: String,
    pub ref_no: String,
    /// Kuruş, as digits.
    pub amount: String,
    pub installment_count: u32,
    /// The card as `4032 80** **** 7894`; empty when not found.
    pub masked_pan: String,
    pub response_code: String,
    pub response_desc: String,
}

/// A server-to-server message between the shop and the provider, signed with the merchant key:
/// `mac` is the lowercase hex HMAC-SHA256 of its `signed_text`.
pub trait Signed: Sized {
    fn signed_text(&self) -> String;
    fn mac_mut(&mut self) -> &mut String;
    fn mac(&self) -> &str;

    /// The message with its mac made under `key`.
    fn sign(mut self, key: &[u8]) -> Self {
        *self.mac_mut() = mac_hex(key, &self.signed_text());
        self
    }

    /// Whether the message was signed with `key` (compared in constant time).
    fn mac_valid(&self, key: &[u8]) -> bool {
        mac_checks(key, &self.signed_text(), self.mac())
    }
}

impl Signed for QueryRequest {
    fn signed_text(&self) -> String {
        format!(
            "{}|{}|{}|{}",
            self.client_id, self.order_no, self.ref_no, self.date_time
        )
    }

    fn mac_mut(&mut self) -> &mut String {
        &mut self.mac
    }

    fn mac(&self) -> &str {
        &self.mac
    }
}

impl QueryRequest {
    /// A request for this purchase, signed with the merchant key.
    pub fn signed(
        key: &[u8],
        client_id: &str,
        order_no: &str,
        ref_no: &str,
        date_time: &str,
    ) -> Self {
        Self {
            client_id: client_id.into(),
            order_no: order_no.into(),
            ref_no: ref_no.into(),
            date_time: date_time.into(),
            mac: String::new(),
        }
        .sign(key)
    }
}

fn mac_of(key: &[u8], text: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(text.as_bytes());
    mac
}

/// The lowercase hex HMAC-SHA256 of `text` under the merchant key.
fn mac_hex(key: &[u8], text: &str) -> String {
    let tag = mac_of(key, text).finalize().into_bytes();
    hex::encode(tag)
}

/// Whether `mac` is [`mac_hex`] of `text` under `key` (compared in constant time).
fn mac_checks(key: &[u8], text: &str, mac: &str) -> bool {
    let Some(tag) = hex_bytes(mac) else {
        return false;
    };
    mac_of(key, text).verify_slice(&tag).is_ok()
}

fn hex_bytes(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signed_request_checks_under_its_key_only() {
        let r = QueryRequest::signed(b"k", "c", "O1", "R1", "2026-11-25T10:00:00Z");
        assert!(r.mac_valid(b"k"));
        assert!(!r.mac_valid(b"other"));
        let mut changed = r.clone();
        changed.order_no = "O2".into();
        assert!(!changed.mac_valid(b"k"));
        let mut garbled = r;
        garbled.mac = "zz".into();
        assert!(!garbled.mac_valid(b"k"));
    }
}
