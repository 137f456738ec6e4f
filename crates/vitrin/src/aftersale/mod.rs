//! After the sale: what happens to a placed order across the modules that own its parts
//! (`order/` its lines, totals, history and refunds, `catalog/` the stock, `wallet/` the card's
//! money, the order's mails). Like `checkout/`, the flows live here and call each module through
//! its own functions; none of those modules calls this one.
//!
//! - [`cancel`]: the shopper cancels an order before its parcel leaves, whole or some lines
//!   (`POST /srv/service/order/cancel/{order_no}`); stock returns at once, the money goes back.
//! - [`refund`]: a card refund goes to the wallet provider, and again every minute while the
//!   provider cannot be reached; a card payment an order could not take (cancelled while its
//!   shopper paid) goes back through it too (the checkout's payment settling calls it).

pub mod cancel;
pub mod messages;
pub mod refund;

use axum::middleware;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{app::AppState, http::csrf::require_csrf};

/// The after-sale endpoints; each state change needs the page's CSRF token.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(cancel::cancel_order))
        .route_layer(middleware::from_fn(require_csrf))
}
