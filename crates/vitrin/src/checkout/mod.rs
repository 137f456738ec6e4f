//! The road a sale travels between the modules that own its parts: `cart/` (the lines),
//! `order/` (orders, their history and the guests' contacts), `address/` (the books and the
//! checkout's choice), `wallet/` (card payments) and `customer/` (members). The flows that span
//! them live here, one step a file, and call each module through its own functions; none of
//! those modules calls this one.
//!
//! - [`guest`]: the guest's way in (`POST /api/v1/authentication/login-nomembership`) keeps the
//!   contact with the session; `GET /srv/service/order-step/guest` answers it.
//! - [`address`]: the delivery and invoice addresses the order goes with
//!   (`/srv/service/order-step/set-address`, `/srv/service/order-step/get-address-list`).
//! - [`summary`]: the order-to-be as every step shows it (`GET /srv/service/order-step/summary`),
//!   from [`current`], the checkout as the session stands, which the placement reads too.
//! - [`place`]: placing the order from the session's cart, checkout and accepted contracts
//!   (`POST /srv/service/order-step/place-order`), in one transaction across the modules.
//! - [`payment`]: a card payment the provider confirmed (`POST /srv/service/wallet/confirm`) is
//!   recorded by the wallet, then pays its order once, and the order's mail tells the shopper.
//! - [`coupon`]: a discount code kept on the cart (`/srv/service/cart/coupon`), and who may use
//!   it; the summary and the placement price the cart with it.
//! - [`handover`]: at sign-in the guest's cart, addresses and orders become the member's; the
//!   members' sign-in runs it through the application state (`Shared::take_over`).

pub mod address;
pub mod coupon;
pub mod current;
pub mod guest;
pub mod handover;
pub mod payment;
pub mod place;
pub mod summary;

use axum::middleware;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{http::csrf::require_csrf, state::AppState};

/// The checkout's own endpoints; each state change needs the page's CSRF token.
pub fn routes() -> OpenApiRouter<AppState> {
    let protected = OpenApiRouter::new()
        .routes(routes!(guest::login_nomembership))
        .routes(routes!(address::set_address))
        .routes(routes!(place::place_order))
        .routes(routes!(payment::confirm))
        .routes(routes!(coupon::apply_coupon, coupon::remove_coupon))
        .route_layer(middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(guest::guest_contact))
        .routes(routes!(address::address_list))
        .routes(routes!(summary::summary))
        .merge(protected)
}
