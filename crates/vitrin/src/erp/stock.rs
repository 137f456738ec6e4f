//! The back office's stock and price feed: an ERP sends variants by their stock code with their
//! stock and, where they changed, their prices; what a line leaves out stays as it is. The
//! variants are written by `catalog::store`.
//!
//! A stock change is written with its mark in the change log (`catalog::changes`), so every
//! instance drops exactly the product pages that show it within a couple of seconds. A price
//! moves a product in list orders, price filters and search results as well, so a price change
//! also bumps the catalog version, after which every instance rebuilds its lists and index.

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{body_of, error, unprocessable};
use crate::{
    catalog::store::{self, VariantUpdate},
    error::{AppResult, ErrorDetail},
    state::AppState,
};

/// Variants in one request.
pub const MAX_LINES: usize = 500;
/// The largest stock and price (in kuruş) taken.
const MAX_STOCK: i64 = 1_000_000;
const MAX_PRICE: i64 = 1_000_000_000;

#[derive(Debug, Deserialize, ToSchema)]
pub struct StockRequest {
    /// 1 to 500 variants.
    #[schema(min_items = 1, max_items = 500)]
    pub variants: Vec<StockLine>,
}

/// One variant; what is left out stays as it is.
#[derive(Debug, Deserialize, ToSchema)]
pub struct StockLine {
    /// The variant's stock code.
    #[schema(min_length = 1, max_length = 100, pattern = r"\S")]
    pub code: String,
    /// The stock now.
    #[schema(minimum = 0, maximum = 1_000_000)]
    #[serde(default, deserialize_with = "whole_number")]
    pub stock: Option<i64>,
    /// Selling price in kuruş.
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    #[serde(default, deserialize_with = "whole_number")]
    pub price_sell: Option<i64>,
    /// List price (before the discount) in kuruş, not below the selling price.
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    #[serde(default, deserialize_with = "whole_number")]
    pub price_list: Option<i64>,
}

/// A whole number as JSON may write it, `12` or `12.0`; a fraction is refused.
fn whole_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    let Some(number) = Option::<serde_json::Number>::deserialize(d)? else {
        return Ok(None);
    };
    if let Some(n) = number.as_i64() {
        return Ok(Some(n));
    }
    match number.as_f64() {
        Some(f) if f.fract() == 0.0 && f.abs() < 1e15 => Ok(Some(f as i64)),
        _ => Err(serde::de::Error::custom("a whole number is needed")),
    }
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
    request_body = StockRequest,
    responses((status = 200, body = StockResult),
              (status = 409, body = ErrorDetail, description = "a variant's list price would fall below its selling price; nothing was changed"),
              (status = 422, body = ErrorDetail, description = "no lines or over 500, a blank code, a stock or price out of range")))]
pub async fn update_stock(
    State(state): State<AppState>,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    let req: StockRequest = body_of(
        &body,
        "a JSON body with variants of code, stock and prices is needed",
    )?;
    if req.variants.is_empty() || req.variants.len() > MAX_LINES {
        return Err(unprocessable("send 1 to 500 variants"));
    }
    let mut updates = Vec::with_capacity(req.variants.len());
    for line in &req.variants {
        updates.push(check(line).map_err(unprocessable)?);
    }
    let now = crate::clock::now_secs();
    let applied =
        match store::update_variants(&state.db, &updates, now).await? {
            Ok(applied) => applied,
            Err(store::PriceConflict) => return Err(error(
                StatusCode::CONFLICT,
                "price_conflict",
                "a variant's list price would fall below its selling price; nothing was changed",
            )),
        };
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
    if [line.price_sell, line.price_list]
        .iter()
        .flatten()
        .any(|p| !(0..=MAX_PRICE).contains(p))
    {
        return Err("prices are 0 to 1000000000 kuruş");
    }
    Ok(VariantUpdate {
        code,
        stock: line.stock,
        price_sell: line.price_sell,
        price_list: line.price_list,
    })
}
