//! The merchant side: the public key the client encrypts with, and the server-to-server query
//! by order number and reference that tells the shop what became of a purchase.

use axum::{
    body::Bytes,
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde_json::json;

use super::{envelope::Code, store::Purchase, Sandbox};
use crate::wallet::query::{QueryAnswer, QueryRequest, QueryStatus};

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
    if !signed_by_merchant(&sandbox, &request) {
        return refusal(StatusCode::UNAUTHORIZED, "the query's mac does not check");
    }
    Json(answer(&sandbox, &request)).into_response()
}

fn signed_by_merchant(sandbox: &Sandbox, request: &QueryRequest) -> bool {
    request.mac_valid(&sandbox.inner.merchant_key) && request.client_id == sandbox.inner.client_id
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
    if !signed_by_merchant(sandbox, request) {
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
                code.text(super::envelope::Lang::Tr),
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
