//! What live search answers, in T-Soft's field style (upper-case keys).

use serde::Serialize;
use utoipa::ToSchema;

use crate::locale::Currency;

/// A product found by a search, dressed for the request's language and currency.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SearchProduct {
    pub id: i64,
    pub title: String,
    /// The product page in the request's language.
    pub url: String,
    /// A small image (120x150).
    pub image: String,
    /// The price to pay, in `CURRENCY`, with two decimals.
    pub price_sell: f64,
    pub price_not_discounted: f64,
    pub discount_percent: i64,
    #[schema(value_type = String, example = "TRY")]
    pub currency: Currency,
}

/// A category whose name matches the query.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SearchCategory {
    pub id: i64,
    pub name: String,
    pub url: String,
}

/// The answer of `product/search` and `product/searchAll`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SearchResponse {
    /// The query as it was understood (trimmed, at most 200 characters).
    pub query: String,
    /// How many products match in all.
    pub total: u64,
    /// 1-based page (`searchAll` only; `search` always answers page 1).
    pub page: u64,
    pub page_size: u64,
    pub products: Vec<SearchProduct>,
    pub categories: Vec<SearchCategory>,
}
