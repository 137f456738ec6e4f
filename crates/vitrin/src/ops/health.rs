//! Readiness: `/readyz` answers 503 until this instance has its live-search index (opened from the
//! data folder, or built) and its filter index (both in the background at start), then 200.
//! `/healthz` (in `app`) only says that the server and its database answer.

use axum::{extract::State, http::StatusCode, response::IntoResponse, Json};

use super::OpsMsg;
use crate::{error::Refusal, state::AppState};

/// Whether search and the filter index have been ready once since start.
pub fn is_ready(state: &AppState) -> bool {
    state.search.is_ready() && state.catalog_cache.filters_built()
}

/// The readiness check's answer.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Readiness {
    /// Always `ready`: before, the answer is a 503 refusal.
    pub status: &'static str,
}

#[utoipa::path(get, path = "/readyz", tag = "ops",
    responses((status = 200, body = Readiness, description = "search and the filter index are built: send shoppers here"),
              (status = 503, body = crate::error::ErrorEnvelope, description = "still starting: search or the filter index is being built")))]
pub async fn readyz(State(state): State<AppState>) -> Result<impl IntoResponse, Refusal> {
    if !is_ready(&state) {
        return Err(Refusal::new(StatusCode::SERVICE_UNAVAILABLE, OpsMsg::Starting).private());
    }
    Ok(Json(Readiness { status: "ready" }))
}
