//! The back office's campaigns: create, change, end, list, and what each did. The rules are
//! checked by `promotions::campaign_admin`, written and read by `promotions::campaign_store`.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{not_found, rules_of, PageQuery};
use crate::{
    error::{AppResult, ErrorDetail},
    http::extract::QueryParams,
    promotions::{
        campaign_admin::{CampaignReport, CampaignSpec},
        campaign_store as store,
    },
    state::AppState,
};

const NO_CAMPAIGN: &str = "no campaign with this id";

/// What a campaign's body must hold.
const NEEDED: &str =
    "a JSON body with name {tr, en, ar} and offer {kind: buy_x_pay_y|percent|free_shipping} is needed";

/// The campaign as it now stands, or 404.
async fn answer(state: &AppState, id: i64, status: StatusCode) -> AppResult<Response> {
    match store::report(&state.db, id).await? {
        Some(report) => Ok((status, Json(report)).into_response()),
        None => Err(not_found(NO_CAMPAIGN)),
    }
}

/// Creates a campaign; shoppers see it from its start (the product cards' badges within a
/// minute).
#[utoipa::path(post, path = "/api/v1/erp/campaigns", tag = "erp",
    request_body = CampaignSpec,
    responses((status = 201, body = CampaignReport),
              (status = 422, body = ErrorDetail, description = "a rule out of its range")))]
pub async fn create_campaign(State(state): State<AppState>, body: Bytes) -> AppResult<Response> {
    let spec = rules_of(&body, NEEDED, CampaignSpec::problem)?;
    let now = crate::clock::now_secs();
    let id = store::insert(&state.db, &spec, now).await?;
    answer(&state, id, StatusCode::CREATED).await
}

/// Replaces a campaign's rules; orders placed under the old rules keep theirs.
#[utoipa::path(put, path = "/api/v1/erp/campaigns/{id}", tag = "erp",
    params(("id" = i64, Path, description = "the campaign's id")),
    request_body = CampaignSpec,
    responses((status = 200, body = CampaignReport),
              (status = 404, body = ErrorDetail, description = "no campaign with this id"),
              (status = 422, body = ErrorDetail, description = "a rule out of its range")))]
pub async fn change_campaign(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    body: Bytes,
) -> AppResult<Response> {
    let spec = rules_of(&body, NEEDED, CampaignSpec::problem)?;
    let now = crate::clock::now_secs();
    if !store::update(&state.db, id, &spec, now).await? {
        return Err(not_found(NO_CAMPAIGN));
    }
    answer(&state, id, StatusCode::OK).await
}

/// Ends a campaign now: carts lose its discount at their next pricing, cards their badge.
/// Orders placed under it keep theirs.
#[utoipa::path(post, path = "/api/v1/erp/campaigns/{id}/end", tag = "erp",
    params(("id" = i64, Path, description = "the campaign's id")),
    responses((status = 200, body = CampaignReport),
              (status = 404, body = ErrorDetail, description = "no campaign with this id")))]
pub async fn end_campaign(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> AppResult<Response> {
    let now = crate::clock::now_secs();
    if !store::end(&state.db, id, now).await? {
        return Err(not_found(NO_CAMPAIGN));
    }
    answer(&state, id, StatusCode::OK).await
}

/// What a campaign did: its rules, the orders it discounted and what it took off them.
#[utoipa::path(get, path = "/api/v1/erp/campaigns/{id}", tag = "erp",
    params(("id" = i64, Path, description = "the campaign's id")),
    responses((status = 200, body = CampaignReport),
              (status = 404, body = ErrorDetail, description = "no campaign with this id")))]
pub async fn campaign_report(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> AppResult<Response> {
    answer(&state, id, StatusCode::OK).await
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CampaignList {
    /// Oldest first, ended ones too.
    pub campaigns: Vec<CampaignReport>,
    /// What to send as `after` for the next page (the last one's id).
    pub next_after: i64,
}

/// The shop's campaigns, a page at a time, with what each did (the usage report).
#[utoipa::path(get, path = "/api/v1/erp/campaigns", tag = "erp",
    params(PageQuery),
    responses((status = 200, body = CampaignList)))]
pub async fn list_campaigns(
    State(state): State<AppState>,
    QueryParams(q): QueryParams<PageQuery>,
) -> AppResult<Response> {
    let (after, limit) = q.page();
    let campaigns = store::reports(&state.db, None, after, limit).await?;
    let next_after = campaigns.last().map_or(after, |c| c.id);
    Ok(Json(CampaignList {
        campaigns,
        next_after,
    })
    .into_response())
}
