//! A carrier's integration posts a parcel's steps (in transit, at a branch, delivered, returned
//! to the shop) with the secret configured for that carrier; each event counts once by its id
//! and shows in the order's history and tracking. A delivery starts the 14 days of returns.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;
use utoipa::ToSchema;

use crate::{
    clock::now_secs,
    erp::{body_of, error, not_found, unprocessable},
    error::{AppResult, ErrorDetail},
    order::parcels::{self, ParcelEvent, ParcelStatus, Recorded},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct CarrierEvent {
    /// The carrier's own id of the event: the same id twice counts once.
    #[schema(min_length = 1, max_length = 100)]
    pub event_id: String,
    /// The parcel's tracking number, as the shop shipped it.
    #[schema(min_length = 1, max_length = 100)]
    pub tracking_no: String,
    pub status: ParcelStatus,
    /// Unix seconds it happened (not in the future).
    pub occurred_at: i64,
    /// The branch or hub, when known.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub location: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CarrierEventReply {
    pub order_no: String,
    /// The event id was received before: nothing changed.
    pub repeated: bool,
}

/// A parcel's step, from the carrier's integration.
#[utoipa::path(post, path = "/api/v1/carriers/{carrier}/events", tag = "erp",
    params(("carrier" = String, Path, description = "the carrier's code in the shop's configuration"),
           ("X-Carrier-Secret" = String, Header, description = "the carrier's webhook_secret")),
    request_body = CarrierEvent,
    responses((status = 200, body = CarrierEventReply, description = "recorded, or received before"),
              (status = 401, body = ErrorDetail, description = "an unknown carrier, no secret configured, or a wrong one"),
              (status = 404, body = ErrorDetail, description = "no parcel of this carrier has the tracking number"),
              (status = 422, body = ErrorDetail, description = "a body without the fields, text too long, or a time in the future")))]
pub async fn carrier_event(
    State(state): State<AppState>,
    Path(code): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let carrier = state
        .config
        .checkout
        .carriers
        .iter()
        .find(|c| c.code == code);
    let given = headers
        .get("x-carrier-secret")
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    let Some(carrier) = carrier.filter(|c| {
        !c.webhook_secret.is_empty() && bool::from(c.webhook_secret.as_bytes().ct_eq(given))
    }) else {
        return Err(error(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "send the carrier's configured secret in X-Carrier-Secret",
        ));
    };
    let event: CarrierEvent = body_of(
        &body,
        "a JSON body with event_id, tracking_no, status and occurred_at is needed",
    )?;
    let now = now_secs();
    let sizes = [
        (&event.event_id, 100),
        (&event.tracking_no, 100),
        (&event.location, 200),
    ];
    if event.event_id.trim().is_empty()
        || event.tracking_no.trim().is_empty()
        || sizes.iter().any(|(t, most)| t.chars().count() > *most)
        || event.occurred_at > now + 300
        || event.occurred_at < 0
    {
        return Err(unprocessable(
            "event_id and tracking_no of 1 to 100 characters, location of at most 200, occurred_at not in the future",
        ));
    }
    let recorded = parcels::record(
        &state.db,
        &ParcelEvent {
            carrier: &carrier.code,
            carrier_name: &carrier.name,
            event_id: event.event_id.trim(),
            tracking_no: event.tracking_no.trim(),
            status: event.status,
            location: event.location.trim(),
            occurred_at: event.occurred_at,
        },
        now,
    )
    .await?;
    let (order_no, repeated) = match recorded {
        Recorded::Done(order_no) => (order_no, false),
        Recorded::Repeated(order_no) => (order_no, true),
        Recorded::NoParcel => {
            return Err(not_found(
                "no parcel of this carrier has this tracking number",
            ))
        }
    };
    Ok(Json(CarrierEventReply { order_no, repeated }).into_response())
}
