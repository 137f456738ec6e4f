//! Money back on a card purchase: the merchant's refund call, server to server like the merchant
//! query. `POST {refund_url}` with a [`RefundRequest`] as JSON, answered with a
//! [`RefundAnswer`]; the sandbox serves it at `/wallet-sandbox/merchant/refund`.
//!
//! A refund is named by the shop (`refundNo`): the provider pays a refund number once, so a
//! call repeated after a lost answer is answered again and refunds nothing more. Refunds of a
//! purchase, full or partial, never add up to more than it took.

use serde::{Deserialize, Serialize};

use super::{
    config::WalletConfig,
    payments::{iso_now, post_to_provider, ConfirmError},
    query::Signed,
    Wallet,
};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RefundRequest {
    pub client_id: String,
    pub order_no: String,
    /// The shop's reference of the purchase (as in the merchant query).
    pub ref_no: String,
    /// The shop's number of this refund: one refund per number.
    pub refund_no: String,
    /// Kuruş, as digits.
    pub amount: String,
    /// ISO 8601, UTC.
    pub date_time: String,
    /// Lowercase hex HMAC-SHA256 under the merchant key of [`RefundRequest::signed_text`].
    pub mac: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RefundStatus {
    /// Paid back (now, or by an earlier call with this refund number).
    Refunded,
    /// Not paid back: the answer's code and description say why.
    Refused,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RefundAnswer {
    pub status: RefundStatus,
    pub order_no: String,
    pub refund_no: String,
    /// Kuruş, as digits.
    pub amount: String,
    /// Everything refunded of the purchase so far, this refund included; kuruş as digits.
    pub refunded_total: String,
    pub response_code: String,
    pub response_desc: String,
}

impl Signed for RefundRequest {
    fn signed_text(&self) -> String {
        format!(
            "{}|{}|{}|{}|{}|{}",
            self.client_id, self.order_no, self.ref_no, self.refund_no, self.amount, self.date_time
        )
    }

    fn mac_mut(&mut self) -> &mut String {
        &mut self.mac
    }

    fn mac(&self) -> &str {
        &self.mac
    }
}

impl RefundRequest {
    /// A refund of `amount` kuruş of the purchase `order_no`/`ref_no`, signed with the merchant
    /// key.
    pub fn signed(key: &[u8], client_id: &str, refund: &Refund<'_>, date_time: &str) -> Self {
        Self {
            client_id: client_id.into(),
            order_no: refund.order_no.into(),
            ref_no: refund.reference_no.into(),
            refund_no: refund.refund_no.into(),
            amount: refund.amount.to_string(),
            date_time: date_time.into(),
            mac: String::new(),
        }
        .sign(key)
    }
}

/// A refund the shop asks for.
#[derive(Debug, Clone, Copy)]
pub struct Refund<'a> {
    pub order_no: &'a str,
    /// The reference of the confirmed purchase.
    pub reference_no: &'a str,
    pub refund_no: &'a str,
    /// Kuruş, above zero.
    pub amount: i64,
}

/// What became of a refund.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefundOutcome {
    Refunded,
    /// The provider said no: its code and description.
    Refused {
        code: String,
        desc: String,
    },
}

/// Asks the provider to pay `refund` back: over HTTP at `wallet.refund_url`, or the sandbox of
/// this process when that is empty. Safe to repeat with the same refund number.
pub async fn refund(
    config: &WalletConfig,
    public_url: &str,
    wallet: &Wallet,
    refund: &Refund<'_>,
) -> Result<RefundOutcome, ConfirmError> {
    let request =
        RefundRequest::signed(&wallet.merchant_key, &config.client_id, refund, &iso_now());
    let answer = if config.refund_url.is_empty() {
        wallet
            .sandbox
            .as_ref()
            .map(|sandbox| sandbox.refund(&request))
            .ok_or(ConfirmError::NotConfigured)?
    } else {
        post_to_provider::<RefundAnswer>(config, public_url, &config.refund_url, &request).await?
    };
    if answer.order_no != refund.order_no || answer.refund_no != refund.refund_no {
        return Err(ConfirmError::Provider(
            "the answer is about another refund".into(),
        ));
    }
    Ok(match answer.status {
        RefundStatus::Refunded => RefundOutcome::Refunded,
        RefundStatus::Refused => RefundOutcome::Refused {
            code: answer.response_code,
            desc: answer.response_desc,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refund_request_checks_under_its_key_and_covers_its_amount() {
        let refund = Refund {
            order_no: "1234567890",
            reference_no: "R1",
            refund_no: "1234567890-1",
            amount: 12_990,
        };
        let r = RefundRequest::signed(b"k", "c", &refund, "2026-11-28T10:00:00Z");
        assert!(r.mac_valid(b"k"));
        assert!(!r.mac_valid(b"other"));
        let mut more = r.clone();
        more.amount = "99999".into();
        assert!(!more.mac_valid(b"k"), "the amount is signed");
    }
}
