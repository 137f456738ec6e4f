//! The merchant side: the public key the client encrypts with, the server-to-server query by
//! order number and reference that tells the shop what became of a purchase, and the refund of
//! a successful purchase (full or partial, once per refund number, never above what it took).

use axum::{
    body::Bytes,
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde_json::json;

use super::{
    envelope::{Code, Lang},
    store::{PaidBack, Purchase},
    Sandbox,
};
use crate::wallet::{
    query::{QueryAnswer, QueryRequest, QueryStatus, Signed},
    refunds::{RefundAnswer, RefundRequest, RefundStatus},
};

pub async fn public_key(State(sandbox): State<Sandbox>) -> Response {
    let (modulus, exponent) = sandbox.public_key_hex();
    Json(json!({ "modulus": modulus, "exponent": exponent })).into_response()
}

fn refusal(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({ "error": message }))).into_response()
}

pub async fn query(State(sandbox): State<Sandbox>, body: Bytes) -> Response {
    let Ok(request) = serde_json::from_slice::<QueryRequest>(&body) else {
        return refusal(
            StatusCode::BAD_REQUEST,
            "expected a JSON query: clientId, orderNo, refNo, dateTime, mac",
        );
    };
    if !signed_by_merchant(&sandbox, &request, &request.client_id) {
        return refusal(StatusCode::UNAUTHORIZED, "the query's mac does not check");
    }
    Json(answer(&sandbox, &request)).into_response()
}

/// Signed with the merchant key, by this sandbox's merchant.
fn signed_by_merchant(sandbox: &Sandbox, request: &impl Signed, client_id: &str) -> bool {
    request.mac_valid(&sandbox.inner.merchant_key) && client_id == sandbox.inner.client_id
}

fn empty(request: &QueryRequest, status: QueryStatus, code: &str, desc: &str) -> QueryAnswer {
    QueryAnswer {
        status,
        order_no: request.order_no.clone(),
        ref_no: request.ref_no.clone(),
        amount: String::new(),
        installment_count: 1,
        masked_pan: String::new(),
        response_code: code.into(),
        response_desc: desc.into(),
    }
}

/// The purchase of this order and reference (the merchant's reference, or the provider's
/// RefNo); a success wins over earlier failed tries of the same order.
pub fn answer(sandbox: &Sandbox, request: &QueryRequest) -> QueryAnswer {
    if !signed_by_merchant(sandbox, request, &request.client_id) {
        return empty(request, QueryStatus::NotFound, "9401", "MAC geçersiz.");
    }
    let found = sandbox.inner.store.purchases(|p| {
        p.client_id == request.client_id
            && p.order_no == request.order_no
            && (p.reference_no == request.ref_no || p.ref_no == request.ref_no)
    });
    let mut found: Vec<Purchase> = match found {
        Ok(found) => found,
        Err(e) => {
            tracing::error!(error = %e, "wallet sandbox storage failed");
            let code = Code::Internal;
            return empty(
                request,
                QueryStatus::Pending,
                code.code(),
                code.text(Lang::Tr),
            );
        }
    };
    found.sort_by_key(|p| (p.status == QueryStatus::Success, p.created_at));
    let Some(purchase) = found.pop() else {
        return empty(request, QueryStatus::NotFound, "1090", "İşlem bulunamadı.");
    };
    QueryAnswer {
        status: purchase.status,
        order_no: purchase.order_no,
        ref_no: purchase.reference_no,
        amount: purchase.amount.to_string(),
        installment_count: purchase.installment_count,
        masked_pan: purchase.masked,
        response_code: purchase.response_code,
        response_desc: purchase.response_desc,
    }
}

pub async fn refund(State(sandbox): State<Sandbox>, body: Bytes) -> Response {
    let Ok(request) = serde_json::from_slice::<RefundRequest>(&body) else {
        return refusal(
            StatusCode::BAD_REQUEST,
            "expected a JSON refund: clientId, orderNo, refNo, refundNo, amount, dateTime, mac",
        );
    };
    if !signed_by_merchant(&sandbox, &request, &request.client_id) {
        return refusal(StatusCode::UNAUTHORIZED, "the refund's mac does not check");
    }
    Json(refund_answer(&sandbox, &request)).into_response()
}

/// Pays back `amount` of the successful purchase of this order and reference. A refund number
/// already paid is answered again (REFUNDED, nothing more paid) when its amount is the same.
pub fn refund_answer(sandbox: &Sandbox, request: &RefundRequest) -> RefundAnswer {
    let answer = |status, refunded_total: u64, code: Code| RefundAnswer {
        status,
        order_no: request.order_no.clone(),
        refund_no: request.refund_no.clone(),
        amount: request.amount.clone(),
        refunded_total: refunded_total.to_string(),
        response_code: code.code().into(),
        response_desc: code.text(Lang::Tr).into(),
    };
    let refused = |code| answer(RefundStatus::Refused, 0, code);
    if !signed_by_merchant(sandbox, request, &request.client_id) {
        return refused(Code::BadClient);
    }
    let amount = match request.amount.parse::<u64>() {
        Ok(a) if a > 0 && request.amount.bytes().all(|b| b.is_ascii_digit()) => a,
        _ => return refused(Code::MissingField),
    };
    if request.refund_no.trim().is_empty() || request.refund_no.len() > 64 {
        return refused(Code::MissingField);
    }
    let paid = |p: &Purchase| {
        p.client_id == request.client_id
            && p.order_no == request.order_no
            && (p.reference_no == request.ref_no || p.ref_no == request.ref_no)
            && p.status == QueryStatus::Success
    };
    let done = sandbox.inner.store.update_purchase(paid, |p| {
        let total = |p: &Purchase| p.refunds.iter().map(|r| r.amount).sum::<u64>();
        if let Some(earlier) = p.refunds.iter().find(|r| r.refund_no == request.refund_no) {
            return Ok::<_, anyhow::Error>(if earlier.amount == amount {
                answer(RefundStatus::Refunded, total(p), Code::Success)
            } else {
                answer(RefundStatus::Refused, total(p), Code::RefundNumberReused)
            });
        }
        if total(p) + amount > p.amount {
            return Ok(answer(
                RefundStatus::Refused,
                total(p),
                Code::RefundTooLarge,
            ));
        }
        p.refunds.push(PaidBack {
            refund_no: request.refund_no.clone(),
            amount,
        });
        Ok(answer(RefundStatus::Refunded, total(p), Code::Success))
    });
    match done {
        Ok(Some(answer)) => answer,
        Ok(None) => refused(Code::TransactionNotFound),
        Err(e) => {
            tracing::error!(error = %e, "wallet sandbox storage failed");
            refused(Code::Internal)
        }
    }
}
