//! The back office's return calls: a return's steps (received, approved with its refund,
//! rejected with a reason), which the after-sale flow takes (`aftersale::returns`), and the
//! photos a shopper sent with one. Returns come in the order feed, with their order.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::{body_of, error, not_found, unprocessable};
use crate::{
    aftersale::{photos, returns::decide_by_shop},
    error::{AppResult, ErrorDetail},
    order::{
        model,
        return_steps::{ReturnError, Step},
        returns::{self, ReturnStatus},
        store::OrderView,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReturnStepRequest {
    /// `received`, `approved` or `rejected`.
    #[schema(value_type = ReturnStatus)]
    pub status: String,
    /// With approved: the kuruş to refund, when not what the returned pieces cost (never above
    /// what is left of what the order paid).
    #[serde(default)]
    pub amount: Option<i64>,
    /// With rejected: why, as the shopper reads it (1 to 500 characters).
    #[serde(default)]
    #[schema(max_length = 500)]
    pub reason: String,
}

/// Takes a step on a return; the shopper gets its mail.
#[utoipa::path(post, path = "/api/v1/erp/orders/{order_no}/returns/{return_no}/status", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits"),
           ("return_no" = String, Path, description = "the return's number as the feed gives it (`{order_no}-R{n}`)")),
    request_body = ReturnStepRequest,
    responses((status = 200, body = OrderView, description = "the order after the step, with its returns and refunds"),
              (status = 404, body = ErrorDetail, description = "no such return of this order"),
              (status = 409, body = ErrorDetail, description = "the return's status cannot take this step"),
              (status = 422, body = ErrorDetail, description = "unknown status, a rejection without a reason, or an amount below 0 or above what is left of the payment")))]
pub async fn set_return_status(
    State(state): State<AppState>,
    Path((order_no, return_no)): Path<(String, String)>,
    body: Bytes,
) -> AppResult<Response> {
    let req: ReturnStepRequest = body_of(&body, "a JSON body with status is needed")?;
    let reason = req.reason.trim();
    let step = match ReturnStatus::parse(&req.status) {
        Some(ReturnStatus::Received) => Step::Received,
        Some(ReturnStatus::Approved) => Step::Approved(req.amount),
        Some(ReturnStatus::Rejected) if (1..=500).contains(&reason.chars().count()) => {
            Step::Rejected(reason.to_string())
        }
        Some(ReturnStatus::Rejected) => {
            return Err(unprocessable(
                "rejected needs a reason of 1 to 500 characters",
            ))
        }
        _ => return Err(unprocessable("status is received, approved or rejected")),
    };
    const NONE: &str = "no such return of this order";
    let Some(order_no) = model::parse_order_no(&order_no) else {
        return Err(not_found(NONE));
    };
    match decide_by_shop(&state, &order_no, &return_no, &step).await {
        Ok(order) => Ok(Json(order).into_response()),
        Err(ReturnError::NotFound | ReturnError::NotDelivered(_)) => Err(not_found(NONE)),
        Err(ReturnError::StepNotAllowed(_)) => Err(error(
            StatusCode::CONFLICT,
            "not_allowed",
            "the return's status cannot take this step",
        )),
        Err(ReturnError::AboveAllowed(_)) => Err(unprocessable(
            "amount must be from 0 to what is left of the order's payment",
        )),
        Err(ReturnError::BadLines | ReturnError::DeadlinePassed) => {
            Err(unprocessable("the return cannot take this step"))
        }
        Err(ReturnError::Database(e)) => Err(e.into()),
    }
}

/// A photo a shopper sent with a return (WebP).
#[utoipa::path(get, path = "/api/v1/erp/return-photos/{file}", tag = "erp",
    params(("file" = String, Path, description = "a name from a return's `photos`")),
    responses((status = 200, content_type = "image/webp", description = "the photo"),
              (status = 404, body = ErrorDetail)))]
pub async fn return_photo(
    State(state): State<AppState>,
    Path(file): Path<String>,
) -> AppResult<Response> {
    let folder = photos::folder(&state.config.data_dir);
    let missing = || not_found("no such photo");
    let Some(path) = photos::path_of(&folder, &file) else {
        return Err(missing());
    };
    if !returns::photo_exists(&state.db, &file).await? {
        return Err(missing());
    }
    match tokio::fs::read(path).await {
        Ok(bytes) => Ok(([(header::CONTENT_TYPE, "image/webp")], bytes).into_response()),
        Err(_) => Err(missing()),
    }
}
