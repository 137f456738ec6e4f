//! Paying card refunds: an owed refund (recorded by the order with its number) goes to the wallet
//! provider at once; when the provider cannot be reached it stays owed, and a sweep sends it
//! again every minute. The provider pays a refund number once, so a refund sent twice (a lost
//! answer, a restart) is paid once. A refusal is recorded with the provider's words for the back
//! office, which sees it in its order feed.

use std::time::Duration;

use crate::{
    clock::now_secs,
    order::refunds::{self, Owed, RefundStatus},
    state::AppState,
    wallet::{
        payments,
        refunds::{refund, Refund, RefundOutcome},
    },
};

/// Sends `owed` to the provider and settles it on the answer; a provider out of reach leaves it
/// owed (logged) for the sweep. Returns the refund's status after the try.
pub async fn pay(state: &AppState, owed: &Owed) -> sqlx::Result<RefundStatus> {
    let Some(payment) = payments::latest_for_order(&state.db, &owed.order_no).await? else {
        tracing::error!(
            refund_no = owed.refund_no,
            "a card refund without a card payment"
        );
        return Ok(RefundStatus::Pending);
    };
    let asked = refund(
        &state.config.wallet,
        &state.config.public_url,
        &state.wallet,
        &Refund {
            order_no: &owed.order_no,
            reference_no: &payment.reference_no,
            refund_no: &owed.refund_no,
            amount: owed.amount,
        },
    )
    .await;
    let now = now_secs();
    let (status, provider) = match &asked {
        Ok(RefundOutcome::Refunded) => (RefundStatus::Refunded, ("0000", "")),
        Ok(RefundOutcome::Refused { code, desc }) => {
            tracing::warn!(
                refund_no = owed.refund_no,
                code,
                "the provider refused a refund"
            );
            (RefundStatus::Refused, (code.as_str(), desc.as_str()))
        }
        Err(e) => {
            tracing::warn!(refund_no = owed.refund_no, error = %e, "refund not sent; sent again later");
            (RefundStatus::Pending, ("", ""))
        }
    };
    refunds::settle(&state.db, &owed.refund_no, status, provider, now).await?;
    Ok(status)
}

/// A card payment the provider confirmed for an order that could not take it (cancelled while
/// the shopper was paying, or for another amount than the order's total after a cancellation
/// changed it): all of it goes back to the card, once however often it is confirmed.
pub async fn return_payment(
    state: &AppState,
    order_no: &str,
    reference_no: &str,
    amount: i64,
) -> sqlx::Result<()> {
    let owed = Owed {
        refund_no: format!("{order_no}-P{reference_no}"),
        order_no: order_no.to_string(),
        amount,
    };
    if amount > 0
        && refunds::record_card_once(&state.db, order_no, &owed.refund_no, amount, now_secs())
            .await?
    {
        pay(state, &owed).await?;
    }
    Ok(())
}

/// Sends again the card refunds owed for over a minute; returns how many were paid.
pub async fn sweep(state: &AppState, now: i64) -> sqlx::Result<usize> {
    let mut paid = 0;
    for owed in refunds::card_refunds_owed(&state.db, now - 60, 100).await? {
        if pay(state, &owed).await? == RefundStatus::Refunded {
            paid += 1;
        }
    }
    Ok(paid)
}

/// Every minute, sends again what the provider has not answered (see [`sweep`]).
pub fn spawn_sweeper(state: AppState) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            match sweep(&state, now_secs()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(refunded = n, "owed card refunds paid"),
                Err(e) => tracing::warn!(error = %e, "owed card refunds not swept"),
            }
        }
    });
}
