//! Payments confirmed with the provider, recorded once per order number and reference number.
//!
//! The browser's "success" is never proof: [`confirm`] asks the provider itself, server to
//! server (the merchant query at `wallet.query_url`, or the sandbox of this process when that is
//! empty), and only a SUCCESS answer for the same order and reference is recorded. A repeated
//! confirmation answers the recorded payment without asking again. What a recorded payment does
//! to the shop's order is the checkout's business (`checkout::payment`).

use std::{sync::LazyLock, time::Duration};

use sqlx::{any::AnyRow, Row};

use super::{
    config::WalletConfig,
    query::{QueryAnswer, QueryRequest, QueryStatus},
    Wallet,
};
use crate::{clock::now_secs, db::Db};

/// A payment as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub order_no: String,
    pub reference_no: String,
    pub customer_id: Option<i64>,
    /// Kuruş.
    pub amount: i64,
    pub installment_count: i64,
    pub masked_pan: String,
    pub response_code: String,
    /// Unix seconds.
    pub confirmed_at: i64,
    /// Confirmed by the sandbox provider: no money moved.
    pub test: bool,
}

const COLUMNS: &str = "order_no, reference_no, customer_id, amount, installment_count, \
     masked_pan, response_code, confirmed_at, test";

fn payment(row: &AnyRow) -> Payment {
    Payment {
        order_no: row.get("order_no"),
        reference_no: row.get("reference_no"),
        customer_id: row.get("customer_id"),
        amount: row.get("amount"),
        installment_count: row.get("installment_count"),
        masked_pan: row.get("masked_pan"),
        response_code: row.get("response_code"),
        confirmed_at: row.get("confirmed_at"),
        test: row.get::<i64, _>("test") == 1,
    }
}

/// The payment recorded for an order and reference, if any.
pub async fn find(db: &Db, order_no: &str, reference_no: &str) -> sqlx::Result<Option<Payment>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM wallet_payments WHERE order_no = $1 AND reference_no = $2"
    ))
    .bind(order_no)
    .bind(reference_no)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(payment))
}

/// The latest payment recorded for an order (a retried payment may have been confirmed more than
/// once by the provider; the latest counts).
pub async fn latest_for_order(db: &Db, order_no: &str) -> sqlx::Result<Option<Payment>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM wallet_payments WHERE order_no = $1 \
         ORDER BY confirmed_at DESC, id DESC LIMIT 1"
    ))
    .bind(order_no)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(payment))
}

/// Records a payment unless one for its order and reference exists: the recorded payment, and
/// whether it was there before (the unique key decides, so parallel calls record it once).
pub async fn record(db: &Db, p: &Payment) -> sqlx::Result<(Payment, bool)> {
    let inserted = sqlx::query(
        "INSERT INTO wallet_payments (order_no, reference_no, customer_id, amount, \
         installment_count, masked_pan, response_code, confirmed_at, test) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (order_no, reference_no) DO NOTHING",
    )
    .bind(&p.order_no)
    .bind(&p.reference_no)
    .bind(p.customer_id)
    .bind(p.amount)
    .bind(p.installment_count)
    .bind(&p.masked_pan)
    .bind(&p.response_code)
    .bind(p.confirmed_at)
    .bind(i64::from(p.test))
    .execute(&db.writer)
    .await?
    .rows_affected()
        == 1;
    let stored = find(db, &p.order_no, &p.reference_no)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    Ok((stored, !inserted))
}

/// What the provider says of a purchase, after [`confirm`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Paid,
    Failed,
    Pending,
    NotFound,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    pub outcome: Outcome,
    pub order_no: String,
    pub reference_no: String,
    /// Kuruş; 0 when the provider knows no amount.
    pub amount: i64,
    pub installment_count: i64,
    pub masked_pan: String,
    /// The payment had been recorded by an earlier confirmation.
    pub already_recorded: bool,
    /// The payment as recorded, when the provider confirmed it.
    pub recorded: Option<Payment>,
}

#[derive(Debug, thiserror::Error)]
pub enum ConfirmError {
    /// No provider to ask (neither `query_url` nor the sandbox).
    #[error("no wallet provider configured")]
    NotConfigured,
    /// The provider could not be reached or gave an answer that cannot be used.
    #[error("wallet provider query failed: {0}")]
    Provider(String),
    /// The reference asked for is the provider's own transaction number: the provider answered
    /// about the order's purchase under the shop's reference number.
    #[error("the provider's own reference was sent instead of the shop's")]
    ProviderReference,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// Asks the provider what became of `order_no`/`reference_no` and records a success once.
pub async fn confirm(
    db: &Db,
    config: &WalletConfig,
    public_url: &str,
    wallet: &Wallet,
    customer_id: Option<i64>,
    order_no: &str,
    reference_no: &str,
) -> Result<Confirmation, ConfirmError> {
    if let Some(p) = find(db, order_no, reference_no).await? {
        return Ok(confirmation(p, true));
    }
    let request = QueryRequest::signed(
        &wallet.merchant_key,
        &config.client_id,
        order_no,
        reference_no,
        &iso_now(),
    );
    let answer = ask(config, public_url, wallet, &request).await?;
    if answer.order_no == order_no && !answer.ref_no.is_empty() && answer.ref_no != reference_no {
        return Err(ConfirmError::ProviderReference);
    }
    if answer.order_no != order_no || answer.ref_no != reference_no {
        return Err(ConfirmError::Provider(
            "the answer is about another purchase".into(),
        ));
    }
    let amount = parse_amount(&answer.amount)?;
    let outcome = match answer.status {
        QueryStatus::Success => Outcome::Paid,
        QueryStatus::Failed => Outcome::Failed,
        QueryStatus::Pending => Outcome::Pending,
        QueryStatus::NotFound => Outcome::NotFound,
    };
    let installment_count = i64::from(answer.installment_count.max(1));
    if outcome != Outcome::Paid {
        return Ok(Confirmation {
            outcome,
            order_no: order_no.into(),
            reference_no: reference_no.into(),
            amount,
            installment_count,
            masked_pan: answer.masked_pan,
            already_recorded: false,
            recorded: None,
        });
    }
    let (stored, already) = record(
        db,
        &Payment {
            order_no: order_no.into(),
            reference_no: reference_no.into(),
            customer_id,
            amount,
            installment_count,
            masked_pan: answer.masked_pan,
            response_code: answer.response_code,
            confirmed_at: now_secs(),
            // Without a merchant query URL the sandbox of this process answered.
            test: config.query_url.is_empty(),
        },
    )
    .await?;
    if !already {
        crate::ops::metrics::payment_confirmed();
    }
    Ok(confirmation(stored, already))
}

fn confirmation(p: Payment, already_recorded: bool) -> Confirmation {
    Confirmation {
        outcome: Outcome::Paid,
        order_no: p.order_no.clone(),
        reference_no: p.reference_no.clone(),
        amount: p.amount,
        installment_count: p.installment_count,
        masked_pan: p.masked_pan.clone(),
        already_recorded,
        recorded: Some(p),
    }
}

pub(super) fn parse_amount(text: &str) -> Result<i64, ConfirmError> {
    if text.is_empty() {
        return Ok(0);
    }
    text.parse::<i64>()
        .ok()
        .filter(|a| *a >= 0 && text.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| ConfirmError::Provider("the amount is not a number of kuruş".into()))
}

pub(super) fn iso_now() -> String {
    let t = time::OffsetDateTime::now_utc();
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

/// One client for every server-to-server call: connections are kept between calls.
static HTTP: LazyLock<reqwest::Client> = LazyLock::new(|| {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap_or_default()
});

/// The provider's answer to a merchant query: over HTTP at `query_url` (a path is taken on the
/// shop's own public URL), else the sandbox of this process.
async fn ask(
    config: &WalletConfig,
    public_url: &str,
    wallet: &Wallet,
    request: &QueryRequest,
) -> Result<QueryAnswer, ConfirmError> {
    if config.query_url.is_empty() {
        return wallet
            .sandbox
            .as_ref()
            .map(|sandbox| sandbox.query(request))
            .ok_or(ConfirmError::NotConfigured);
    }
    post_to_provider(config, public_url, &config.query_url, request).await
}

/// Posts a merchant call as JSON to `url` (a path is taken on the shop's own public URL) and
/// reads its JSON answer; anything but a 2xx answer in the expected shape is a provider failure.
pub(super) async fn post_to_provider<A: serde::de::DeserializeOwned>(
    config: &WalletConfig,
    public_url: &str,
    url: &str,
    request: &impl serde::Serialize,
) -> Result<A, ConfirmError> {
    let url = url::Url::parse(public_url)
        .and_then(|base| base.join(url))
        .map_err(|e| ConfirmError::Provider(format!("provider URL: {e}")))?;
    let provider = |e: reqwest::Error| ConfirmError::Provider(e.without_url().to_string());
    let response = HTTP
        .post(url)
        .timeout(Duration::from_millis(config.timeout_ms))
        .json(request)
        .send()
        .await
        .map_err(provider)?;
    if !response.status().is_success() {
        return Err(ConfirmError::Provider(format!(
            "answered HTTP {}",
            response.status().as_u16()
        )));
    }
    response.json::<A>().await.map_err(provider)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_digits_of_kurus() {
        assert_eq!(parse_amount("12990").ok(), Some(12_990));
        assert_eq!(parse_amount("").ok(), Some(0));
        assert!(parse_amount("-5").is_err());
        assert!(parse_amount("12.5").is_err());
        assert!(parse_amount("+5").is_err());
    }

    #[test]
    fn the_query_time_is_iso_utc() {
        let t = iso_now();
        assert_eq!(t.len(), 20, "{t}");
        assert!(t.ends_with('Z') && t.as_bytes()[10] == b'T', "{t}");
    }
}
