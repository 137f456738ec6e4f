//! The back office's feed of KVKK requests: members' erasures and guests' exports and erasures,
//! from their request through the cooling-off to their completion. It names the member by id
//! only and carries no address: the request is about erasing them. Read through
//! `privacy::store`.

use axum::{
    extract::{Query, State},
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::FeedQuery;
use crate::{
    error::AppResult,
    privacy::store::{self, Kind, Status},
    state::AppState,
};

/// A KVKK request as the back office sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErpPrivacyRequest {
    pub id: i64,
    pub kind: Kind,
    pub status: Status,
    /// The member of an erasure (their account is gone once it is done); null for a guest.
    pub customer_id: Option<i64>,
    /// Unix seconds.
    pub requested_at: i64,
    /// When the erasure runs (the end of the cooling-off), once scheduled.
    pub due_at: Option<i64>,
    /// When it was done.
    pub completed_at: Option<i64>,
    /// Orders kept, anonymised, for the tax law.
    pub orders_kept: i64,
    /// Orders still on their way, which a due erasure waits for.
    pub orders_pending: i64,
    /// The last change (what the feed follows).
    pub updated_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PrivacyFeed {
    /// Oldest change first.
    pub requests: Vec<ErpPrivacyRequest>,
    /// What to send as `since` next time.
    pub next_since: i64,
}

/// KVKK requests made or changed since a time, for the back office to poll.
#[utoipa::path(get, path = "/api/v1/erp/privacy-requests", tag = "erp",
    params(FeedQuery),
    responses((status = 200, body = PrivacyFeed)))]
pub async fn privacy_feed(
    State(state): State<AppState>,
    Query(q): Query<FeedQuery>,
) -> AppResult<Response> {
    let changed = store::changed_since(&state.db, q.since, q.limit()).await?;
    let next_since = changed.last().map_or(q.since, |r| r.updated_at);
    let requests = changed
        .into_iter()
        .map(|r| ErpPrivacyRequest {
            id: r.id,
            kind: r.kind,
            status: r.status,
            customer_id: r.customer_id,
            requested_at: r.created_at,
            due_at: r.due_at,
            completed_at: r.completed_at,
            orders_kept: r.orders_kept,
            orders_pending: r.orders_pending,
            updated_at: r.updated_at,
        })
        .collect();
    Ok(Json(PrivacyFeed {
        requests,
        next_since,
    })
    .into_response())
}
