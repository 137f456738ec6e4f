//! Live-search calls of spec section 7: `product/search/{term}` for the header overlay and
//! `product/searchAll/{term}` (used when the licence data flag is 1), which also pages.

use std::time::Duration;

use axum::{
    body::Bytes,
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Json,
};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    index::{category_name, dress},
    model::{SearchCategory, SearchResponse},
    SearchIndex,
};
use crate::{
    catalog::model::PriceView,
    error::{AppResult, Msg, Refusal},
    http::{
        extract::{PathParams, QueryParams},
        locale::RequestLocale,
    },
    locale::page_url,
    state::AppState,
};

/// Live search starts at three characters (spec sections 5 and 9).
pub const MIN_QUERY_CHARS: usize = 3;
/// Longer queries are cut here; nothing a shopper types is longer.
pub const MAX_QUERY_CHARS: usize = 200;
/// Products in the overlay, and per page of `searchAll`.
pub const LIVE_LIMIT: usize = 8;
pub const PAGE_SIZE: usize = 48;
const CATEGORY_LIMIT: usize = 5;
/// A request that arrives while the first index is being built waits this long for it.
const READY_WAIT: Duration = Duration::from_secs(10);

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .route("/srv/service/product/search/", get(search_nothing))
        .routes(routes!(search))
        .route("/srv/service/product/searchAll/", get(search_nothing))
        .routes(routes!(search_all))
}

/// The query as searched: trimmed and cut to `MAX_QUERY_CHARS`.
pub fn clean_query(raw: &str) -> String {
    raw.trim()
        .chars()
        .take(MAX_QUERY_CHARS)
        .collect::<String>()
        .trim()
        .to_string()
}

fn empty(query: String, page: u64, page_size: usize) -> SearchResponse {
    SearchResponse {
        query,
        total: 0,
        page,
        page_size: page_size as u64,
        products: Vec::new(),
        categories: Vec::new(),
    }
}

/// Runs a query against an index: one page of products and the matching categories.
pub fn run(
    index: &SearchIndex,
    view: PriceView,
    query: String,
    page: u64,
    page_size: usize,
) -> AppResult<SearchResponse> {
    if query.chars().count() < MIN_QUERY_CHARS {
        return Ok(empty(query, page, page_size));
    }
    let offset = (page.saturating_sub(1) as usize).saturating_mul(page_size);
    let hits = index
        .search(view.lang, &query, offset, page_size)
        .map_err(Refusal::internal)?;
    let products = hits
        .rows
        .iter()
        .map(|&row| dress(index.product(row), view))
        .collect();
    let categories = index
        .categories(view.lang, &query, CATEGORY_LIMIT)
        .into_iter()
        .map(|c| SearchCategory {
            id: c.id,
            name: category_name(c, view.lang).to_string(),
            url: page_url(view.lang, &c.slug),
        })
        .collect();
    Ok(SearchResponse {
        query,
        total: hits.total,
        page,
        page_size: page_size as u64,
        products,
        categories,
    })
}

async fn answer(
    state: &AppState,
    locale: RequestLocale,
    term: String,
    page: u64,
    page_size: usize,
) -> AppResult<Response> {
    let query = clean_query(&term);
    if query.chars().count() < MIN_QUERY_CHARS {
        return Ok(Json(empty(query, page, page_size)).into_response());
    }
    let Some(index) = state.search.ready(READY_WAIT).await else {
        return Err(Refusal::new(StatusCode::SERVICE_UNAVAILABLE, Msg::Generic));
    };
    let key = (locale.lang, locale.currency, query, page, page_size);
    let stamp = index.stamp();
    let kept = state.search.kept_answer(stamp, &key);
    crate::ops::metrics::search_answer(kept.is_some());
    let body = match kept {
        Some(body) => body,
        None => {
            let answer = run(
                &index,
                PriceView::of(&state.config, locale),
                key.2.clone(),
                page,
                page_size,
            )?;
            let body = Bytes::from(serde_json::to_vec(&answer).map_err(Refusal::internal)?);
            state.search.keep_answer(stamp, key, body.clone());
            body
        }
    };
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// Products (at most 8) and categories matching the term, for the live-search overlay. Terms
/// shorter than three characters answer an empty result.
#[utoipa::path(get, path = "/srv/service/product/search/{term}", tag = "search",
    params(("term" = String, Path, description = "what the shopper typed"),
           ("language" = Option<String>, Query, description = "tr (default), en or ar"),
           ("currency" = Option<String>, Query, description = "TRY (default), USD or EUR")),
    responses((status = 200, description = "matching products and categories", body = SearchResponse),
              (status = 400, description = "the term is not valid UTF-8")))]
pub async fn search(
    State(state): State<AppState>,
    locale: RequestLocale,
    PathParams(term): PathParams<String>,
) -> AppResult<Response> {
    answer(&state, locale, term, 1, LIVE_LIMIT).await
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParam {
    /// 1-based page of 48 products.
    #[param(minimum = 1, maximum = 10_000)]
    pg: Option<u64>,
}

/// All products matching the term, 48 a page (`pg`), and the matching categories.
#[utoipa::path(get, path = "/srv/service/product/searchAll/{term}", tag = "search",
    params(("term" = String, Path, description = "what the shopper typed"), PageParam,
           ("language" = Option<String>, Query, description = "tr (default), en or ar"),
           ("currency" = Option<String>, Query, description = "TRY (default), USD or EUR")),
    responses((status = 200, description = "matching products and categories", body = SearchResponse),
              (status = 400, description = "the term is not valid UTF-8, or pg is not a page number")))]
pub async fn search_all(
    State(state): State<AppState>,
    locale: RequestLocale,
    PathParams(term): PathParams<String>,
    QueryParams(PageParam { pg }): QueryParams<PageParam>,
) -> AppResult<Response> {
    let page = match pg {
        None => 1,
        Some(p) if (1..=10_000).contains(&p) => p,
        Some(_) => return Err(Refusal::bad_request(Msg::InvalidInput)),
    };
    answer(&state, locale, term, page, PAGE_SIZE).await
}

/// An empty term: an empty result, as for one or two characters.
async fn search_nothing() -> Json<SearchResponse> {
    Json(empty(String::new(), 1, LIVE_LIMIT))
}
