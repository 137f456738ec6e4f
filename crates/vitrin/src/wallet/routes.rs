//! The shop's wallet endpoints: the client's settings, merchant tokens, BIN lookup with the
//! instalment options, and the server-side confirmation of a payment.

use axum::Router;

use crate::app::AppState;

pub fn routes(_state: &AppState) -> Router<AppState> {
    Router::new()
}
