//! The road a sale travels between the modules that own its parts: `cart/` (the lines),
//! `order/` (orders and their history), `wallet/` (card payments) and `customer/` (members and
//! guests). The flows that span them live here and call each module through its own functions;
//! none of those modules calls this one.
//!
//! - [`place`]: placing the order from the session's cart, checkout and accepted contracts
//!   (`POST /srv/service/order-step/place-order`), in one transaction across the modules.
//! - [`payment`]: a card payment the provider confirmed (`POST /srv/service/wallet/confirm`) is
//!   recorded by the wallet, then pays its order once, and the order's mail tells the shopper.

pub mod payment;
pub mod place;

use axum::{middleware, routing::post, Router};

use crate::{app::AppState, http::csrf::require_csrf};

/// The checkout's own endpoints; each state change needs the page's CSRF token.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(crate::order::routes::PLACE_PATH, post(place::place_order))
        .route(payment::CONFIRM_PATH, post(payment::confirm))
        .route_layer(middleware::from_fn(require_csrf))
}
