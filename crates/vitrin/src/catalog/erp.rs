//! The back office's stock and price feed: an ERP sends variants by their stock code with their
//! stock and, where they changed, their prices. It answers only to the key of the order API
//! (`order::erp`), with the same refusals.
//!
//! A stock change is written with its mark in the change log (`catalog::changes`), so every
//! instance drops exactly the product pages that show it within a couple of seconds. A price
//! moves a product in list orders, price filters and search results as well, so a price change
//! also bumps the catalog version, after which every instance rebuilds its lists and index.

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::store::{self, VariantUpdate};
use crate::{
    app::AppState,
    error::AppResult,
    order::erp::{authorized, error, unauthorized, ErpError},
};

pub const STOCK_PATH: &str = "/api/v1/erp/stock";
/// Variants in one request.
pub const MAX_LINES: usize = 500;
/// The largest stock and price (in kuruş) taken.
const MAX_STOCK: i64 = 1_000_000;
const MAX_PRICE: i64 = 1_000_000_000;

pub fn routes() -> Router<AppState> {
    Router::new().route(STOCK_PATH, post(update_stock))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct StockRequest {
    /// 1 to 500 variants.
    pub variants: Vec<StockLine>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct StockLine {
    /// The variant's stock code.
    #[schema(max_length = 100)]
    pub code: String,
    /// The stock now, 0 to 1,000,000.
    pub stock: Option<i64>,
    /// Selling price in kuruş; sent together with `price_list`, which is not below it.
    pub price_sell: Option<i64>,
    /// List price (before the discount) in kuruş.
    pub price_list: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StockResult {
    /// Variants changed.
    pub updated: usize,
    /// Codes of the request that name no variant; nothing was done for them.
    pub unknown: Vec<String>,
}

/// Sets variants' stock and prices, as shoppers then see them on every instance.
#[utoipa::path(post, path = "/api/v1/erp/stock", tag = "erp",
    params(("X-Api-Key" = String, Header, description = "the shop's checkout.erp_api_key")),
    request_body = StockRequest,
    responses((status = 200, body = StockResult),
              (status = 401, body = ErpError),
              (status = 422, body = ErpError, description = "no lines or over 500, a line without stock or prices, a stock or price out of range, a list price below the selling price")))]
pub async fn update_stock(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    if !authorized(&state, &headers) {
        return Ok(unauthorized());
    }
    let unprocessable = |message| error(StatusCode::UNPROCESSABLE_ENTITY, "invalid", message);
    let Ok(req) = serde_json::from_slice::<StockRequest>(&body) else {
        return Ok(unprocessable(
            "a JSON body with variants of code, stock and prices is needed",
        ));
    };
    if req.variants.is_empty() || req.variants.len() > MAX_LINES {
        return Ok(unprocessable("send 1 to 500 variants"));
    }
    let mut updates = Vec::with_capacity(req.variants.len());
    for line in &req.variants {
        match check(line) {
            Ok(update) => updates.push(update),
            Err(message) => return Ok(unprocessable(message)),
        }
    }
    let now = crate::customer::auth::now_secs();
    let applied = store::update_variants(&state.db, &updates, now).await?;
    if applied.prices_changed {
        state.db.bump_catalog_version().await?;
    }
    Ok(Json(StockResult {
        updated: applied.updated,
        unknown: applied.unknown,
    })
    .into_response())
}

/// A line as the store writes it, or why it is refused.
fn check(line: &StockLine) -> Result<VariantUpdate<'_>, &'static str> {
    let code = line.code.trim();
    if code.is_empty() || code.chars().count() > 100 {
        return Err("every variant needs its code (at most 100 characters)");
    }
    if line.stock.is_some_and(|s| !(0..=MAX_STOCK).contains(&s)) {
        return Err("stock is 0 to 1000000");
    }
    let prices = match (line.price_sell, line.price_list) {
        (None, None) => None,
        (Some(sell), Some(list))
            if (0..=MAX_PRICE).contains(&sell) && (sell..=MAX_PRICE).contains(&list) =>
        {
            Some((sell, list))
        }
        (Some(_), Some(_)) => {
            return Err(
                "prices are 0 to 1000000000 kuruş, the list price not below the selling price",
            )
        }
        _ => return Err("price_sell and price_list are sent together"),
    };
    if line.stock.is_none() && prices.is_none() {
        return Err("every variant needs a stock or prices");
    }
    Ok(VariantUpdate {
        code,
        stock: line.stock,
        prices,
    })
}
