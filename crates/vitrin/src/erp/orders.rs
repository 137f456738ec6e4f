//! The back office's order calls: new and changed orders to poll, the status an ERP sets
//! (shipped with its tracking number, as one parcel of `parcels`; delivered, cancelled), through
//! `order::store`, and the refunds it paid itself (`order::refunds`).

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    body_of, error, not_found, order_answer, unprocessable, within_order, FeedQuery,
    AT_OUT_OF_RANGE,
};
use crate::{
    error::{AppResult, ErrorDetail},
    order::{
        cancel::CancelError,
        model::{self, OrderStatus},
        refunds::{self, PaidByShop},
        store::{self, OrderView, StatusChange, StatusNote},
    },
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderFeed {
    /// Oldest change first, with lines, addresses and status history.
    pub orders: Vec<OrderView>,
    /// What to send as `since` next time: the last order's change time (an order changed again
    /// in that second comes again; the order number tells it apart).
    pub next_since: i64,
}

/// New and changed orders, for the back office to poll.
#[utoipa::path(get, path = "/api/v1/erp/orders", tag = "erp",
    params(FeedQuery),
    responses((status = 200, body = OrderFeed)))]
pub async fn orders(
    State(state): State<AppState>,
    Query(q): Query<FeedQuery>,
) -> AppResult<Response> {
    let orders = store::changed_since(&state.db, q.since, q.limit()).await?;
    let next_since = orders.last().map_or(q.since, |o| o.updated_at);
    Ok(Json(OrderFeed { orders, next_since }).into_response())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct StatusRequest {
    /// The status the order moves to.
    #[schema(value_type = OrderStatus)]
    pub status: String,
    /// With shipped: the carrier and its tracking number.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub carrier: String,
    #[serde(default)]
    #[schema(max_length = 200)]
    pub tracking_no: String,
    #[serde(default)]
    #[schema(max_length = 200)]
    pub note: String,
    /// Unix seconds it happened, when earlier than now (a delivery the carrier reported late:
    /// the 14 days to return the order count from it); not before the order was placed.
    #[serde(default)]
    pub at: Option<i64>,
}

/// Sets an order's status, as the shopper then sees it.
#[utoipa::path(post, path = "/api/v1/erp/orders/{order_no}/status", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits")),
    request_body = StatusRequest,
    responses((status = 200, body = OrderView, description = "the order after the change"),
              (status = 404, body = ErrorDetail),
              (status = 409, body = ErrorDetail, description = "the order's status cannot become the one asked"),
              (status = 422, body = ErrorDetail, description = "unknown status, shipped without a tracking number, or text over 200 characters")))]
pub async fn set_status(
    State(state): State<AppState>,
    Path(order_no): Path<String>,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    let req: StatusRequest = body_of(&body, "a JSON body with status is needed")?;
    let Some(next) = OrderStatus::parse(&req.status) else {
        return Err(unprocessable("unknown status"));
    };
    if next == OrderStatus::Shipped {
        // Every piece not shipped yet, in one parcel.
        let (carrier, tracking_no) = (&req.carrier, &req.tracking_no);
        return super::parcels::ship(&state, &order_no, carrier, tracking_no, &[], req.at).await;
    }
    if [&req.carrier, &req.tracking_no, &req.note]
        .iter()
        .any(|t| t.chars().count() > 200)
    {
        return Err(unprocessable(
            "carrier, tracking_no and note take at most 200 characters",
        ));
    }
    const NONE: &str = "no order with this number";
    let Some(order_no) = model::parse_order_no(&order_no) else {
        return Err(not_found(NONE));
    };
    let placed = store::find_by_number(&state.db, &order_no)
        .await?
        .map_or(0, |o| o.created_at);
    let now = crate::clock::now_secs();
    if !within_order(req.at, placed, now) {
        return Err(unprocessable(AT_OUT_OF_RANGE));
    }
    let note = StatusNote {
        note: req.note.trim(),
        at: req.at,
        ..StatusNote::default()
    };
    let not_allowed = || {
        error(
            StatusCode::CONFLICT,
            "not_allowed",
            "the order's status cannot become the one asked",
        )
    };
    if next == OrderStatus::Cancelled {
        // As a shopper's cancellation: the stock back, a paid card refunded.
        match crate::aftersale::cancel::cancel_by_shop(&state, &order_no, note.note, now).await {
            Ok(()) => {}
            Err(CancelError::NotFound) => return Err(not_found(NONE)),
            Err(CancelError::TooLate(_) | CancelError::BadLines) => return Err(not_allowed()),
            Err(CancelError::Database(e)) => return Err(e.into()),
        }
    } else {
        match store::change_status(&state.db, &order_no, next, note, now).await? {
            StatusChange::Done => {}
            StatusChange::NotFound => return Err(not_found(NONE)),
            StatusChange::NotAllowed(_) => return Err(not_allowed()),
        }
    }
    order_answer(&state, &order_no, NONE).await
}

/// A refund the back office paid itself: a bank transfer's to the shopper's IBAN, or a card
/// refund the provider refused and the shop settled another way.
#[utoipa::path(post, path = "/api/v1/erp/orders/{order_no}/refunds/{refund_no}/paid", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits"),
           ("refund_no" = String, Path, description = "the refund's number as the order's feed gives it (`{order_no}-{n}`)")),
    responses((status = 200, body = OrderView, description = "the order with the refund marked refunded"),
              (status = 404, body = ErrorDetail, description = "no such refund of this order"),
              (status = 409, body = ErrorDetail, description = "the refund was already paid")))]
pub async fn refund_paid(
    State(state): State<AppState>,
    Path((order_no, refund_no)): Path<(String, String)>,
) -> AppResult<Response> {
    const NONE: &str = "no such refund of this order";
    let Some(order_no) = model::parse_order_no(&order_no) else {
        return Err(not_found(NONE));
    };
    let now = crate::clock::now_secs();
    match refunds::paid_by_shop(&state.db, &order_no, &refund_no, now).await? {
        PaidByShop::Marked => order_answer(&state, &order_no, NONE).await,
        PaidByShop::AlreadyRefunded => Err(error(
            StatusCode::CONFLICT,
            "already_refunded",
            "the refund was already paid",
        )),
        PaidByShop::NotFound => Err(not_found(NONE)),
    }
}
