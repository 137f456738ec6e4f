//! The back office's front: the calls an ERP makes with the shop's key in `X-Api-Key`, never
//! with a member's token. The key check, the refusals and the feeds' query live here; the data
//! is read and written through its owners' functions (`order::store`, `catalog::store`,
//! `customer::messages::store`).
//!
//! - [`orders`]: new and changed orders to poll, and the status the back office sets.
//! - [`parcels`]: an order's pieces handed to a carrier, in one parcel or several.
//! - [`returns`]: a return's steps, and the photos sent with it.
//! - [`invoices`]: an order's e-Archive invoice data.
//! - [`stock`]: variants' stock and prices by their stock code.
//! - [`messages`]: the members' conversations to poll, and the shop's answer to one.
//! - [`coupons`]: coupon codes created, changed, ended, listed, and what each did.
//! - [`campaigns`]: campaigns (no code) created, changed, ended, listed, and what each did.
//! - [`privacy`]: the shoppers' KVKK requests (erasures, exports) and their completion.

pub mod campaigns;
pub mod coupons;
pub mod invoices;
pub mod messages;
pub mod orders;
pub mod parcels;
pub mod privacy;
pub mod returns;
pub mod stock;

use axum::{
    extract::Request,
    http::StatusCode,
    middleware::{self, Next},
    response::{IntoResponse, Response},
    Extension, Json,
};
use serde::{de::DeserializeOwned, Deserialize};
use subtle::ConstantTimeEq;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    error::{AppResult, Refusal},
    state::AppState,
};

/// Every call of the back office answers only to the configured key.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(orders::orders))
        .routes(routes!(orders::set_status))
        .routes(routes!(orders::refund_paid))
        .routes(routes!(parcels::ship_parcel))
        .routes(routes!(returns::set_return_status))
        .routes(routes!(returns::return_photo))
        .routes(routes!(invoices::invoice_xml))
        .routes(routes!(invoices::return_invoice_xml))
        .routes(routes!(invoices::invoice_issued))
        .routes(routes!(stock::update_stock))
        .routes(routes!(messages::message_feed))
        .routes(routes!(messages::answer_message))
        .routes(routes!(privacy::privacy_feed))
        .routes(routes!(coupons::list_coupons, coupons::create_coupon))
        .routes(routes!(coupons::change_coupon))
        .routes(routes!(coupons::end_coupon))
        .routes(routes!(coupons::coupon_uses))
        .routes(routes!(
            campaigns::list_campaigns,
            campaigns::create_campaign
        ))
        .routes(routes!(
            campaigns::change_campaign,
            campaigns::campaign_report
        ))
        .routes(routes!(campaigns::end_campaign))
        .route_layer(middleware::from_fn(require_key))
}

/// A refusal to the back office: `{"code", "message"}` with an English sentence.
pub(crate) fn error(status: StatusCode, code: &'static str, message: &'static str) -> Refusal {
    Refusal::machine(status, code, message)
}

/// 404: nothing of what the call names (`what`: "no order with this number", ...).
pub(crate) fn not_found(what: &'static str) -> Refusal {
    error(StatusCode::NOT_FOUND, "not_found", what)
}

/// A body the call cannot use, or a field out of its range.
pub(crate) fn unprocessable(message: &'static str) -> Refusal {
    error(StatusCode::UNPROCESSABLE_ENTITY, "invalid", message)
}

/// The JSON body of a call, or 422 saying what it needs (`needed`).
pub(crate) fn body_of<T: DeserializeOwned>(body: &[u8], needed: &'static str) -> AppResult<T> {
    serde_json::from_slice(body).map_err(|_| unprocessable(needed))
}

/// The rules a body sets (a coupon's, a campaign's), or 422 with the first one out of range.
pub(crate) fn rules_of<T: DeserializeOwned>(
    body: &[u8],
    needed: &'static str,
    problem: fn(&T) -> Option<&'static str>,
) -> AppResult<T> {
    let rules = body_of(body, needed)?;
    match problem(&rules) {
        Some(problem) => Err(unprocessable(problem)),
        None => Ok(rules),
    }
}

/// The order the back office names by its number (ten digits), as its feed shows it: with its
/// lines, refunds, returns and invoices. None for a number of no order.
pub(crate) async fn order_named(
    state: &AppState,
    order_no: &str,
) -> sqlx::Result<Option<crate::order::store::OrderView>> {
    match crate::order::model::parse_order_no(order_no) {
        Some(no) => crate::order::store::find_with_lines(&state.db, &no).await,
        None => Ok(None),
    }
}

/// The answer of a change: the order after it, or 404 `what` when it is gone.
pub(crate) async fn order_answer(
    state: &AppState,
    order_no: &str,
    what: &'static str,
) -> AppResult<Response> {
    match order_named(state, order_no).await? {
        Some(order) => Ok(Json(order).into_response()),
        None => Err(not_found(what)),
    }
}

/// The refusal of an event's time (`at`) that [`within_order`] does not take.
pub(crate) const AT_OUT_OF_RANGE: &str = "at must be between the order's placing and now";

/// Whether the time the back office gives for an order's event (none: now) lies between the
/// order's placing and now.
pub(crate) fn within_order(at: Option<i64>, placed: i64, now: i64) -> bool {
    at.is_none_or(|at| (placed..=now).contains(&at))
}

/// Refuses a call without the configured key (or any call while none is configured).
/// The state comes from the request's extensions (`app::build_app` puts it there), as the route
/// layers are built before there is a state.
async fn require_key(Extension(state): Extension<AppState>, req: Request, next: Next) -> Response {
    let key = state.config.checkout.erp_api_key.as_bytes();
    let given = req
        .headers()
        .get("x-api-key")
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    if !key.is_empty() && bool::from(key.ct_eq(given)) {
        next.run(req).await
    } else {
        error(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "send the configured key in X-Api-Key",
        )
        .into_response()
    }
}

/// What a feed is asked for: the changes from a time on, a page at a time.
#[derive(Debug, Deserialize, IntoParams)]
pub struct FeedQuery {
    /// Unix seconds: what was placed, opened, written to or changed from then (the previous
    /// answer's `next_since`).
    #[serde(default)]
    pub since: i64,
    /// At most this many (1 to 500, default 100).
    limit: Option<i64>,
}

impl FeedQuery {
    pub fn limit(&self) -> i64 {
        page_size(self.limit)
    }
}

/// What a list is asked for: a page at a time, oldest first.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// The previous page's `next_after` (0, below 0 or none: from the first).
    after: Option<i64>,
    /// At most this many (1 to 500, default 100).
    limit: Option<i64>,
}

impl PageQuery {
    /// The place the page starts after, and its size.
    pub fn page(&self) -> (i64, i64) {
        (self.after.unwrap_or(0).max(0), page_size(self.limit))
    }
}

/// A page's size: 100 when not asked, else 1 to 500.
fn page_size(limit: Option<i64>) -> i64 {
    limit.unwrap_or(100).clamp(1, 500)
}
