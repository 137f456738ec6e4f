//! The back office's parcels: an order's pieces handed to a carrier under a tracking number, all
//! at once (the status `shipped`) or a set of lines at a time, through `order::shipments`. Each
//! parcel mails the shopper its carrier's link and what is inside.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::{body_of, error, not_found, unprocessable, within_order, AT_OUT_OF_RANGE};
use crate::{
    error::{AppResult, ErrorDetail},
    order::{
        config::Carrier,
        model,
        shipments::{self, NewParcel, ParcelLine, Shipping},
        shipped_mail,
        store::{self, OrderView},
    },
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct ParcelRequest {
    /// The carrier, by its code or name; empty: the one the shopper chose.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub carrier: String,
    #[schema(min_length = 1, max_length = 200)]
    pub tracking_no: String,
    /// The pieces inside; none: every piece not shipped yet.
    #[serde(default)]
    pub lines: Vec<ParcelLine>,
    /// Unix seconds it left, when earlier than now; not before the order was placed.
    #[serde(default)]
    pub at: Option<i64>,
}

const NONE: &str = "no order with this number";

/// Hands a parcel of the order to its carrier: the first moves the order to shipped.
#[utoipa::path(post, path = "/api/v1/erp/orders/{order_no}/parcels", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits")),
    request_body = ParcelRequest,
    responses((status = 200, body = OrderView, description = "the order with the parcel"),
              (status = 404, body = ErrorDetail),
              (status = 409, body = ErrorDetail, description = "the order is not paid or is closed, every piece left already, or the tracking number is one of its parcels'"),
              (status = 422, body = ErrorDetail, description = "no tracking number, a line of another order, or more pieces than are left to ship")))]
pub async fn ship_parcel(
    State(state): State<AppState>,
    Path(order_no): Path<String>,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    let req: ParcelRequest = body_of(&body, "a JSON body with tracking_no is needed")?;
    ship(
        &state,
        &order_no,
        &req.carrier,
        &req.tracking_no,
        &req.lines,
        req.at,
    )
    .await
}

/// Ships `lines` of the order (none: the rest) under `tracking_no`, and answers with the order.
pub(super) async fn ship(
    state: &AppState,
    order_no: &str,
    carrier: &str,
    tracking_no: &str,
    lines: &[ParcelLine],
    at: Option<i64>,
) -> AppResult<Response> {
    let (carrier, tracking_no) = (carrier.trim(), tracking_no.trim());
    if tracking_no.is_empty() {
        return Err(unprocessable("a parcel needs a tracking_no"));
    }
    if [carrier, tracking_no]
        .iter()
        .any(|t| t.chars().count() > 200)
    {
        return Err(unprocessable(
            "carrier and tracking_no take at most 200 characters",
        ));
    }
    let Some(order_no) = model::parse_order_no(order_no) else {
        return Err(not_found(NONE));
    };
    let Some(ordered) = store::find_by_number(&state.db, &order_no).await? else {
        return Err(not_found(NONE));
    };
    let now = crate::clock::now_secs();
    if !within_order(at, ordered.created_at, now) {
        return Err(unprocessable(AT_OUT_OF_RANGE));
    }
    let known = carrier_of(state, carrier, &ordered.carrier);
    let tracking_url = known
        .and_then(|c| c.tracking_link(tracking_no))
        .unwrap_or_default();
    let parcel = NewParcel {
        // By its name, when the shop knows the carrier.
        carrier: known.map_or(carrier, |c| c.name.as_str()),
        tracking_no,
        tracking_url: &tracking_url,
        lines,
        at,
    };
    let conflict = |code, message| Err(error(StatusCode::CONFLICT, code, message));
    match shipments::ship(&state.db, &order_no, parcel, now).await? {
        Shipping::Done => {}
        Shipping::NotFound => return Err(not_found(NONE)),
        Shipping::NotAllowed(_) => {
            return conflict(
                "not_allowed",
                "the order's status cannot become the one asked",
            )
        }
        Shipping::NothingLeft => return conflict("nothing_to_ship", "every piece left already"),
        Shipping::TrackingUsed => {
            return conflict(
                "tracking_no_used",
                "a parcel of this order has this tracking_no",
            )
        }
        Shipping::BadLines => {
            return Err(unprocessable(
                "lines must be this order's, each with 1 to the pieces left to ship",
            ))
        }
    }
    match store::find_with_lines(&state.db, &order_no).await? {
        Some(order) => {
            shipped_mail::send(&state.config, &order);
            Ok(Json(order).into_response())
        }
        None => Err(not_found(NONE)),
    }
}

/// The carrier of a parcel: the one the back office names (by its code or name, in any case),
/// else, when it names none, the order's own.
fn carrier_of<'a>(state: &'a AppState, named: &str, ordered: &str) -> Option<&'a Carrier> {
    let carriers = &state.config.checkout.carriers;
    if named.is_empty() {
        return carriers.iter().find(|c| c.code == ordered);
    }
    carriers.iter().find(|c| {
        c.code.eq_ignore_ascii_case(named) || c.name.to_lowercase() == named.to_lowercase()
    })
}
