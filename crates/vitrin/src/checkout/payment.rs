//! Settling a card payment: the browser's "success" is checked with the provider by the wallet
//! (`wallet::payments::confirm`, recorded once per order and reference), and a recorded payment
//! of exactly an awaiting card order's total makes that order paid, once. The order's
//! "Siparişiniz alındı" mail goes then, with the card and the instalments: a card order gets
//! no mail at placement (see `order::mail`).

use axum::{body::Bytes, extract::State, http::StatusCode, response::Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    clock::now_secs,
    error::{AppResult, ErrorEnvelope},
    http::member::MaybeMember,
    http::private_json,
    order::{
        mail,
        model::{self as order_model, OrderStatus, PaymentMethod},
        store as order_store,
    },
    state::AppState,
    wallet::{
        payments::{self, ConfirmError, Outcome, Payment},
        routes::{failure, json_body, no_provider, refusal, valid_reference, WalletMsg},
    },
};

/// The purchase to confirm.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmRequest {
    pub order_no: String,
    pub reference_no: String,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    Paid,
    Failed,
    Pending,
    NotFound,
}

/// What the provider says of the purchase.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmAnswer {
    /// `paid` only when the provider confirmed it; then it is recorded.
    pub status: PaymentStatus,
    pub order_no: String,
    pub reference_no: String,
    /// Kuruş.
    pub amount: i64,
    pub installment_count: i64,
    /// As the provider masks it (`4032 80** **** 7894`).
    pub masked_pan: String,
    /// The payment had been recorded by an earlier confirmation.
    pub already_recorded: bool,
    /// The shop's order of this number is paid now: a card order awaiting exactly this amount.
    pub order_paid: bool,
}

#[utoipa::path(post, path = "/srv/service/wallet/confirm", tag = "wallet", operation_id = "wallet_confirm",
    request_body(content = ConfirmRequest, content_type = "application/json"),
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie (optional)")),
    responses((status = 200, body = ConfirmAnswer, description = "the provider's verdict; a payment is recorded once, when paid"),
              (status = 400, body = ErrorEnvelope, description = "not a JSON body, a malformed order or reference number, or the provider's own transaction number sent as referenceNo (wallet_provider_reference)"),
              (status = 502, body = ErrorEnvelope, description = "the provider could not be reached or answered nonsense; nothing recorded"),
              (status = 503, body = ErrorEnvelope, description = "no provider configured")))]
pub async fn confirm(
    State(state): State<AppState>,
    member: MaybeMember,
    body: Bytes,
) -> AppResult<Response> {
    let request: ConfirmRequest = json_body(&body)?;
    if !valid_reference(&request.order_no) || !valid_reference(&request.reference_no) {
        return Err(refusal(StatusCode::BAD_REQUEST, WalletMsg::BadOrder));
    }
    let confirmed = payments::confirm(
        &state.db,
        &state.config.wallet,
        &state.config.public_url,
        &state.wallet,
        member.0.map(|m| m.id),
        &request.order_no,
        &request.reference_no,
    )
    .await;
    match confirmed {
        Ok(c) => {
            let order_paid = match &c.recorded {
                Some(p) => settle(&state, p).await.map_err(failure)?,
                None => false,
            };
            Ok(private_json(
                StatusCode::OK,
                ConfirmAnswer {
                    status: match c.outcome {
                        Outcome::Paid => PaymentStatus::Paid,
                        Outcome::Failed => PaymentStatus::Failed,
                        Outcome::Pending => PaymentStatus::Pending,
                        Outcome::NotFound => PaymentStatus::NotFound,
                    },
                    order_no: c.order_no,
                    reference_no: c.reference_no,
                    amount: c.amount,
                    installment_count: c.installment_count,
                    masked_pan: c.masked_pan,
                    already_recorded: c.already_recorded,
                    order_paid,
                },
            ))
        }
        Err(ConfirmError::NotConfigured) => Err(no_provider()),
        Err(ConfirmError::ProviderReference) => Err(refusal(
            StatusCode::BAD_REQUEST,
            WalletMsg::ProviderReference,
        )),
        Err(ConfirmError::Provider(cause)) => {
            // The cause names no card data: an HTTP error or a refused answer's shape.
            tracing::warn!(error = %cause, "wallet provider query failed");
            Err(refusal(
                StatusCode::BAD_GATEWAY,
                WalletMsg::ProviderUnreachable,
            ))
        }
        Err(ConfirmError::Database(e)) => Err(failure(e)),
    }
}

/// A recorded payment pays the shop's order of its number: a card order awaiting its payment,
/// for exactly its total, becomes paid and its mail goes. A payment an order never paid by card
/// could not take (it was cancelled meanwhile, or its total changed by a cancellation while the
/// shopper paid) goes back to the card, once (`aftersale::refund::return_payment`). Anything else
/// is left as it is and logged, for the shop to look at. Returns whether the order is paid now.
async fn settle(state: &AppState, p: &Payment) -> sqlx::Result<bool> {
    let db = &state.db;
    let Some(order_no) = order_model::parse_order_no(&p.order_no) else {
        return Ok(false);
    };
    let Some(order) = order_store::find_by_number(db, &order_no).await? else {
        return Ok(false);
    };
    if order.payment_method != PaymentMethod::Card {
        tracing::error!(
            order_no,
            "a card payment was confirmed for an order not paid by card"
        );
        return Ok(false);
    }
    let never_paid = !order.history.iter().any(|h| h.status == OrderStatus::Paid);
    let unwanted = order.status == OrderStatus::Cancelled
        || (order.status == OrderStatus::AwaitingPayment && order.totals.grand_total != p.amount);
    if never_paid && unwanted {
        tracing::warn!(
            order_no,
            paid = p.amount,
            total = order.totals.grand_total,
            status = order.status.code(),
            "a card payment the order could not take goes back to the card"
        );
        crate::aftersale::refund::return_payment(state, &order_no, &p.reference_no, p.amount)
            .await?;
        return Ok(false);
    }
    if order.totals.grand_total != p.amount {
        tracing::error!(
            order_no,
            paid = p.amount,
            total = order.totals.grand_total,
            "a card payment does not match its order's total; the order stays unpaid"
        );
        return Ok(false);
    }
    if order.status != OrderStatus::AwaitingPayment {
        if order.status != OrderStatus::Paid {
            tracing::error!(
                order_no,
                status = order.status.code(),
                "a card payment came for an order no longer awaiting it"
            );
        }
        return Ok(order.status == OrderStatus::Paid);
    }
    let change = order_store::change_status(
        db,
        &order_no,
        OrderStatus::Paid,
        order_store::StatusNote::default(),
        now_secs(),
    )
    .await?;
    match change {
        order_store::StatusChange::Done => {
            // This confirmation paid it: the one mail of the payment.
            if let Some(paid) = order_store::find_with_lines(db, &order_no).await? {
                mail::send_confirmation(&state.config, &paid);
            }
            Ok(true)
        }
        // Another confirmation of the same payment got there first (and mailed).
        order_store::StatusChange::NotAllowed(status) => Ok(status == OrderStatus::Paid),
        order_store::StatusChange::NotFound => Ok(false),
    }
}
