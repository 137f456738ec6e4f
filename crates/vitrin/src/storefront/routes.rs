//! Storefront addresses: HTML pages, their data as JSON, built assets and product images.

use axum::{
    body::Body,
    extract::{OriginalUri, Query, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
    Json, Router,
};
use axum_extra::extract::{CookieJar, SignedCookieJar};
use serde::Deserialize;
use tower_http::{services::ServeDir, set_header::SetResponseHeaderLayer};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    assets, first_paint, html,
    page_cache::{self, accepts, Assembled},
    spliced::Shopper,
};
use crate::{
    error::{AppResult, Refusal},
    http::{
        errors::message_of, headers::page_content_security_policy, locale::RequestLocale, session,
    },
    locale::Lang,
    page::PageData,
    state::AppState,
};

/// The page data call of the API.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(page_data))
}

/// The pages themselves, the built files and the product images: everything the API does not
/// answer.
pub fn pages(state: &AppState) -> Router<AppState> {
    let images = ServeDir::new(state.config.data_dir.join("images"));
    Router::new()
        .nest_service(
            "/images",
            tower::ServiceBuilder::new()
                .layer(SetResponseHeaderLayer::overriding(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=31536000, immutable"),
                ))
                .service(images),
        )
        .fallback(storefront_page)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct PageQuery {
    /// The page address with its query, e.g. `/en/kiz-cocuk?pg=2`; it starts with `/`.
    #[param(pattern = "^/")]
    path: String,
}

/// The data of a storefront page, the same as the page inlines; for client-side navigation.
/// Product, list and home pages are answered from what was assembled before (`page_cache.rs`),
/// with a strong ETag: a request with `If-None-Match` holding it is answered 304.
#[utoipa::path(get, path = "/api/storefront/page", tag = "storefront", params(PageQuery),
    responses((status = 200, description = "the route's data, `route` naming which", body = PageData),
              (status = 304, description = "unchanged since the ETag in If-None-Match"),
              (status = 404, description = "route data of the not-found page", body = PageData)))]
pub async fn page_data(
    State(state): State<AppState>,
    locale: RequestLocale,
    headers: HeaderMap,
    Query(q): Query<PageQuery>,
) -> AppResult<Response> {
    let (path, query) = match q.path.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (q.path.as_str(), None),
    };
    if !path.starts_with('/') {
        return Err(Refusal::bad_request(crate::error::Msg::InvalidInput));
    }
    let page = match state
        .page_cache
        .page(&state, locale.currency, path, query)
        .await?
    {
        Assembled::Kept(kept) => return Ok(kept.respond(&headers)),
        Assembled::Fresh(page) => *page,
    };
    let data = match page.data {
        PageData::AccountLogin => {
            let member = crate::customer::pages::signed_in(&state, &headers).await?;
            crate::customer::pages::account_data(page.data, member.as_ref())
        }
        data => data,
    };
    Ok((page.status, Json(data)).into_response())
}

/// Everything not matched by a route: a built file, a JSON 404 under the API prefixes, or a page.
async fn storefront_page(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    plain_cookies: CookieJar,
    method: Method,
    request_headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> AppResult<Response> {
    let path = uri.path();
    if path.starts_with("/api/") || path.starts_with("/srv/") {
        return Err(Refusal::not_found());
    }
    if method != Method::GET && method != Method::HEAD {
        let status = StatusCode::METHOD_NOT_ALLOWED;
        return Err(Refusal::new(status, message_of(status)));
    }
    if let Some(file) = assets::file(path.trim_start_matches('/')) {
        return Ok(file);
    }
    let assembled = state
        .page_cache
        .page(&state, locale.currency, path, uri.query())
        .await?;
    let member = crate::customer::pages::signed_in(&state, &request_headers).await?;
    let (session_id, jar) = session::session_id(jar);
    let nonce = crate::http::headers::style_nonce();
    let csrf_token = session::csrf_token(&state.secret, &session_id);
    let member_json = html::script_json(&crate::customer::pages::member_info(member.as_ref()));
    let page_lang = match &assembled {
        Assembled::Kept(kept) => kept.page.lang,
        Assembled::Fresh(page) => page.lang,
    };
    // The web app sets `cookieLaw=1` when the shopper accepts the notice (CookieLawBanner.tsx).
    let cookie_notice = match plain_cookies.get("cookieLaw") {
        Some(c) if c.value() == "1" => None,
        _ => state
            .content
            .cookie_law(page_lang)
            .or_else(|| state.content.cookie_law(Lang::Tr)),
    }
    .map(|notice| first_paint::cookie_law_notice(notice, page_lang))
    .unwrap_or_default();
    let shopper = Shopper {
        nonce: &nonce,
        member: &member_json,
        csrf_token: &csrf_token,
        cookie_notice: &cookie_notice,
    };
    // A kept page is its kept parts around the shopper's, as gzip where the client takes it (the
    // parts compressed once); a fresh one is rendered here (and compressed on its way out).
    let (status, body, gzipped) = match assembled {
        Assembled::Kept(kept) => match accepts(&request_headers, "gzip")
            .then(|| kept.html.gzip(&shopper))
            .flatten()
        {
            Some(gz) => (kept.page.status, Body::new(gz), true),
            None => (kept.page.status, Body::new(kept.html.body(&shopper)), false),
        },
        Assembled::Fresh(page) => {
            let mut page = *page;
            page.data = crate::customer::pages::account_data(page.data, member.as_ref());
            let products = page_cache::product_data(&page).map_err(Refusal::internal)?;
            let inline = html::script_json(&page.data);
            let html = html::page_html(&state, &page, locale.currency, &inline, &products)
                .map_err(Refusal::internal)?;
            (page.status, Body::new(html.body(&shopper)), false)
        }
    };
    let mut response = (status, jar, body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if gzipped {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    if let Ok(v) = HeaderValue::from_str(&page_content_security_policy(Some(&nonce), &state.config))
    {
        headers.insert(header::CONTENT_SECURITY_POLICY, v);
    }
    Ok(response)
}
