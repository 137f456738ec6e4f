//! The back office's coupons: create, change, end, list and the usage report. The rules are
//! checked by `promotions::admin`, written and read by `promotions::store`.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{error, not_found, rules_of, unprocessable, PageQuery};
use crate::{
    error::{AppResult, ErrorDetail},
    http::extract::QueryParams,
    promotions::{
        admin::{CouponReport, CouponSpec},
        model::fold_code,
        store,
    },
    state::AppState,
};

const NO_COUPON: &str = "no coupon with this code";

/// What a coupon's body must hold.
const NEEDED: &str = "a JSON body with code, kind (percent or amount) and value is needed";

/// The coupon as it now stands, or 404.
async fn answer(state: &AppState, code: &str, status: StatusCode) -> AppResult<Response> {
    match store::report(&state.db, code).await? {
        Some((_, report)) => Ok((status, Json(report)).into_response()),
        None => Err(not_found(NO_COUPON)),
    }
}

/// Creates a coupon.
#[utoipa::path(post, path = "/api/v1/erp/coupons", tag = "erp",
    request_body = CouponSpec,
    responses((status = 201, body = CouponReport),
              (status = 409, body = ErrorDetail, description = "a coupon with this code (compared without case and Turkish letters) exists"),
              (status = 422, body = ErrorDetail, description = "a rule out of its range")))]
pub async fn create_coupon(State(state): State<AppState>, body: Bytes) -> AppResult<Response> {
    let spec = rules_of(&body, NEEDED, CouponSpec::problem)?;
    let now = crate::clock::now_secs();
    let mut tx = state.db.begin().await?;
    if !store::insert(&mut tx, &spec, "", now).await? {
        return Err(error(
            StatusCode::CONFLICT,
            "exists",
            "a coupon with this code exists",
        ));
    }
    tx.commit().await?;
    answer(&state, &spec.code, StatusCode::CREATED).await
}

/// Replaces a coupon's rules; its code, uses and batch stay.
#[utoipa::path(put, path = "/api/v1/erp/coupons/{code}", tag = "erp",
    params(("code" = String, Path, description = "the coupon's code")),
    request_body = CouponSpec,
    responses((status = 200, body = CouponReport),
              (status = 404, body = ErrorDetail, description = "no coupon with this code"),
              (status = 422, body = ErrorDetail, description = "a rule out of its range, or a body naming another code")))]
pub async fn change_coupon(
    State(state): State<AppState>,
    Path(code): Path<String>,
    body: Bytes,
) -> AppResult<Response> {
    let spec = rules_of(&body, NEEDED, CouponSpec::problem)?;
    if spec.folded() != fold_code(&code) {
        return Err(unprocessable("a coupon's code cannot change"));
    }
    let now = crate::clock::now_secs();
    if !store::update(&state.db, &code, &spec, now).await? {
        return Err(not_found(NO_COUPON));
    }
    answer(&state, &code, StatusCode::OK).await
}

/// Ends a coupon now: shoppers can no longer apply it, and carts that carry it lose its
/// discount. Orders placed with it keep theirs.
#[utoipa::path(post, path = "/api/v1/erp/coupons/{code}/end", tag = "erp",
    params(("code" = String, Path, description = "the coupon's code")),
    responses((status = 200, body = CouponReport),
              (status = 404, body = ErrorDetail, description = "no coupon with this code")))]
pub async fn end_coupon(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> AppResult<Response> {
    let now = crate::clock::now_secs();
    if !store::end(&state.db, &code, now).await? {
        return Err(not_found(NO_COUPON));
    }
    answer(&state, &code, StatusCode::OK).await
}

/// Which coupons to list, besides the page.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CouponListQuery {
    /// Only the coupons of this import.
    batch: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CouponList {
    /// Oldest first.
    pub coupons: Vec<CouponReport>,
    /// What to send as `after` for the next page (the last one's place).
    pub next_after: i64,
}

/// The shop's coupons, a page at a time, with their uses so far.
#[utoipa::path(get, path = "/api/v1/erp/coupons", tag = "erp",
    params(CouponListQuery, PageQuery),
    responses((status = 200, body = CouponList)))]
pub async fn list_coupons(
    State(state): State<AppState>,
    QueryParams(q): QueryParams<CouponListQuery>,
    QueryParams(paging): QueryParams<PageQuery>,
) -> AppResult<Response> {
    let (after, limit) = paging.page();
    let batch = q.batch.as_deref().unwrap_or("");
    let page = store::list(&state.db, batch, after, limit).await?;
    let next_after = page.last().map_or(after, |(id, _)| *id);
    Ok(Json(CouponList {
        coupons: page.into_iter().map(|(_, report)| report).collect(),
        next_after,
    })
    .into_response())
}

/// One use of a coupon, with its order.
#[derive(Debug, Serialize, ToSchema)]
pub struct CouponUse {
    pub order_no: String,
    pub email: String,
    /// What the coupon took off the order, in kuruş.
    pub discount: i64,
    pub used_at: i64,
    /// When the order's cancellation or return gave the use back, or null.
    pub released_at: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CouponUsage {
    pub coupon: CouponReport,
    /// Every use, oldest first, given back or not.
    pub uses: Vec<CouponUse>,
    /// What the uses still standing took off, in kuruş.
    pub discount_total: i64,
}

/// What a coupon did: each order that used it, what it took off, and the uses given back.
#[utoipa::path(get, path = "/api/v1/erp/coupons/{code}/uses", tag = "erp",
    params(("code" = String, Path, description = "the coupon's code")),
    responses((status = 200, body = CouponUsage),
              (status = 404, body = ErrorDetail, description = "no coupon with this code")))]
pub async fn coupon_uses(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> AppResult<Response> {
    let Some((coupon, report)) = store::report(&state.db, &code).await? else {
        return Err(not_found(NO_COUPON));
    };
    let uses = store::uses(&state.db, coupon.id).await?;
    let ids: Vec<i64> = uses.iter().map(|u| u.order_id).collect();
    let numbers = crate::order::store::numbers_of(&state.db, &ids).await?;
    let discount_total = uses
        .iter()
        .filter(|u| u.released_at.is_none())
        .map(|u| u.discount)
        .sum();
    let uses = uses
        .into_iter()
        .map(|u| CouponUse {
            order_no: numbers.get(&u.order_id).cloned().unwrap_or_default(),
            email: u.email,
            discount: u.discount,
            used_at: u.used_at,
            released_at: u.released_at,
        })
        .collect();
    Ok(Json(CouponUsage {
        coupon: report,
        uses,
        discount_total,
    })
    .into_response())
}
