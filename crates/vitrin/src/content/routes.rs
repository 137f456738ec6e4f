//! Content addresses: the showcase tabs (two spec paths, one answer), the cookie-law text and the
//! content folder's images.

use axum::{
    extract::{Path, Query, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::model::{CookieLaw, ShowcaseKind};
use crate::{
    catalog::{
        model::{PriceView, ProductCard},
        store::{self as catalog, ProductSort},
    },
    error::{AppResult, Msg, Refusal},
    http::locale::RequestLocale,
    locale::Lang,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(showcase_load))
        .routes(routes!(showcase_tab))
        .routes(routes!(cookie_law))
}

/// The content folder's images: files, not part of the API.
pub fn images() -> Router<AppState> {
    Router::new().route("/content/images/{file}", get(image))
}

/// One showcase tab with its products: the answer of both showcase paths and the home page's
/// first tab.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ShowcaseTabData {
    /// The showcase block's id.
    pub id: i64,
    pub tab_index: usize,
    pub showcase: ShowcaseKind,
    pub title: String,
    pub url: String,
    /// Product cards (the catalog's card fields), at most the tab's LIMIT (12).
    pub products: Vec<ProductCard>,
}

pub fn sort_of(kind: ShowcaseKind) -> ProductSort {
    match kind {
        ShowcaseKind::NewProduct => ProductSort::Newest,
        ShowcaseKind::BestSeller => ProductSort::BestSelling,
        ShowcaseKind::DiscountedProduct => ProductSort::BiggestDiscount,
        ShowcaseKind::MostViewed => ProductSort::MostViewed,
    }
}

/// Which tab a request names: a tab index, or else the showcase kind. Both given must agree.
pub fn pick_tab(
    kinds: &[ShowcaseKind],
    tab_index: Option<&str>,
    showcase: Option<&str>,
) -> Option<usize> {
    let by_kind = match showcase.filter(|s| !s.is_empty()) {
        Some(code) => Some(kinds.iter().position(|k| k.code() == code)?),
        None => None,
    };
    let by_index = match tab_index.filter(|s| !s.is_empty()) {
        Some(text) => {
            let index: usize = text.trim().parse().ok()?;
            (index < kinds.len()).then_some(index)?;
            Some(index)
        }
        None => None,
    };
    match (by_index, by_kind) {
        (Some(i), Some(k)) if i != k => None,
        (Some(i), _) => Some(i),
        (None, Some(k)) => Some(k),
        (None, None) => Some(0),
    }
}

/// The products of tab `tab_index` of showcase block `block_id`; None when there is no such block.
pub async fn load_tab(
    state: &AppState,
    view: PriceView,
    block_id: i64,
    tab_index: usize,
) -> AppResult<Option<ShowcaseTabData>> {
    let Some(block) = state.content.showcase(view.lang, block_id) else {
        return Ok(None);
    };
    let Some(tab) = block.tabs.get(tab_index) else {
        return Ok(None);
    };
    let products = catalog::top_products(&state.db, view, sort_of(tab.showcase), tab.limit).await?;
    Ok(Some(ShowcaseTabData {
        id: block_id,
        tab_index,
        showcase: tab.showcase,
        title: tab.title.clone(),
        url: tab.url.clone(),
        products,
    }))
}

async fn answer(
    state: &AppState,
    locale: &RequestLocale,
    block_id: &str,
    tab_index: Option<&str>,
    showcase: Option<&str>,
) -> AppResult<Json<ShowcaseTabData>> {
    let block_id: i64 = block_id.parse().map_err(|_| Refusal::not_found())?;
    let Some(block) = state.content.showcase(locale.lang, block_id) else {
        return Err(Refusal::not_found());
    };
    let kinds: Vec<ShowcaseKind> = block.tabs.iter().map(|t| t.showcase).collect();
    let index = pick_tab(&kinds, tab_index, showcase)
        .ok_or_else(|| Refusal::bad_request(Msg::UnknownShowcaseTab))?;
    let data = load_tab(
        state,
        PriceView::of(&state.config, *locale),
        block_id,
        index,
    )
    .await?
    .ok_or_else(Refusal::not_found)?;
    Ok(Json(data))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ShowcaseQuery {
    /// 0 to 3; the first tab when absent.
    tab_index: Option<String>,
    /// new_product, best_seller, discounted_product or most_viewed.
    showcase: Option<String>,
}

/// A showcase tab's products (`?tabIndex&showcase`), as the tab's data-href loads them.
#[utoipa::path(method(get, post), path = "/srv/service/content-v5/load/{blockId}", tag = "content",
    params(("blockId" = i64, Path, description = "the showcase block's ID"), ShowcaseQuery),
    responses((status = 200, body = ShowcaseTabData),
              (status = 400, description = "no such tab; message in the request's language"),
              (status = 404, description = "no showcase block with that id")))]
pub async fn showcase_load(
    State(state): State<AppState>,
    locale: RequestLocale,
    Path(block_id): Path<String>,
    Query(q): Query<ShowcaseQuery>,
) -> AppResult<Json<ShowcaseTabData>> {
    answer(
        &state,
        &locale,
        &block_id,
        q.tab_index.as_deref(),
        q.showcase.as_deref(),
    )
    .await
}

/// A showcase tab's products, by the tab's API address.
#[utoipa::path(get, path = "/api/storefront/block/showcase/{blockId}/{tabIndex}", tag = "content",
    params(("blockId" = i64, Path, description = "the showcase block's ID"),
           ("tabIndex" = i64, Path, description = "0 to 3")),
    responses((status = 200, body = ShowcaseTabData),
              (status = 400, description = "no such tab; message in the request's language"),
              (status = 404, description = "no showcase block with that id")))]
pub async fn showcase_tab(
    State(state): State<AppState>,
    locale: RequestLocale,
    Path((block_id, tab_index)): Path<(String, String)>,
) -> AppResult<Json<ShowcaseTabData>> {
    answer(&state, &locale, &block_id, Some(&tab_index), None).await
}

/// The cookie-law notice (spec section 7) in the request's language; the web app remembers the
/// shopper's consent for 15 days.
#[utoipa::path(method(get, post), path = "/srv/service/site/get-cookie-law", tag = "content",
    responses((status = 200, body = CookieLaw)))]
pub async fn cookie_law(State(state): State<AppState>, lang: Lang) -> AppResult<Json<CookieLaw>> {
    let law = state
        .content
        .cookie_law(lang)
        .or_else(|| state.content.cookie_law(Lang::Tr))
        .ok_or_else(Refusal::not_found)?;
    Ok(Json(law.clone()))
}

/// An image of the content folder; its address carries a version, so it is cached for a year.
async fn image(State(state): State<AppState>, Path(file): Path<String>) -> AppResult<Response> {
    let img = state
        .content
        .image(&format!("images/{file}"))
        .ok_or_else(Refusal::not_found)?;
    let mut response = (StatusCode::OK, img.bytes.clone()).into_response();
    let headers = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&img.mime) {
        headers.insert(header::CONTENT_TYPE, v);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ShowcaseKind::*;

    const KINDS: [ShowcaseKind; 4] = [NewProduct, BestSeller, DiscountedProduct, MostViewed];

    #[test]
    fn tab_by_index_or_kind() {
        assert_eq!(pick_tab(&KINDS, None, None), Some(0));
        assert_eq!(pick_tab(&KINDS, Some("2"), None), Some(2));
        assert_eq!(pick_tab(&KINDS, None, Some("most_viewed")), Some(3));
        assert_eq!(pick_tab(&KINDS, Some("1"), Some("best_seller")), Some(1));
    }

    #[test]
    fn bad_tabs_are_refused() {
        assert_eq!(pick_tab(&KINDS, Some("4"), None), None);
        assert_eq!(pick_tab(&KINDS, Some("-1"), None), None);
        assert_eq!(pick_tab(&KINDS, Some("iki"), None), None);
        assert_eq!(pick_tab(&KINDS, None, Some("cheapest")), None);
        assert_eq!(pick_tab(&KINDS, Some("0"), Some("best_seller")), None);
    }
}
