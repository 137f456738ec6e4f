//! Storefront addresses: HTML pages, their data as JSON, built assets and product images.

use axum::{
    extract::{OriginalUri, Query, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
    Json, Router,
};
use axum_extra::extract::{CookieJar, SignedCookieJar};
use serde::Deserialize;
use serde_json::value::RawValue;
use tower_http::{services::ServeDir, set_header::SetResponseHeaderLayer};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    assets, html,
    page_cache::{self, Assembled},
    settings::GlobalSettings,
};
use crate::{
    customer::pages::MemberInfo,
    error::{AppResult, Refusal},
    http::{
        errors::message_of, headers::page_content_security_policy, locale::RequestLocale, session,
    },
    locale::{separators, Currency, Lang, PAGE_LINKS},
    page::{Page, PageData},
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
    // The kept page's data goes in as it was escaped once; a fresh one is escaped here.
    let (kept, fresh);
    let (page, inline, product_data): (&Page, &str, &RawValue) = match assembled {
        Assembled::Kept(k) => {
            kept = k;
            (&kept.page, &kept.inline, &kept.product_data)
        }
        Assembled::Fresh(page) => {
            let mut page = *page;
            page.data = crate::customer::pages::account_data(page.data, member.as_ref());
            let inline = html::script_json(&page.data);
            let products = page_cache::product_data(&page).map_err(Refusal::internal)?;
            fresh = (page, inline, products);
            (&fresh.0, &fresh.1, &fresh.2)
        }
    };
    let member_info = crate::customer::pages::member_info(member.as_ref());
    let (session_id, jar) = session::session_id(jar);
    // The web app sets `cookieLaw=1` when the shopper accepts the notice (CookieLawBanner.tsx).
    let cookie_law = match plain_cookies.get("cookieLaw") {
        Some(c) if c.value() == "1" => None,
        _ => state
            .content
            .cookie_law(page.lang)
            .or_else(|| state.content.cookie_law(Lang::Tr)),
    };
    let body = render_page(
        &state,
        page,
        Inline {
            data: inline,
            product_data,
        },
        locale.currency,
        &session_id,
        member_info,
        cookie_law,
    );
    let mut response = (page.status, jar, body.0).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Ok(v) =
        HeaderValue::from_str(&page_content_security_policy(Some(&body.1), &state.config))
    {
        headers.insert(header::CONTENT_SECURITY_POLICY, v);
    }
    Ok(response)
}

/// The page's HTML and the style nonce its policy allows.
/// What a page inlines that a kept page holds ready: its data, and its cards for the settings.
struct Inline<'a> {
    data: &'a str,
    product_data: &'a RawValue,
}

fn render_page(
    state: &AppState,
    page: &Page,
    inline: Inline<'_>,
    currency: Currency,
    session_id: &str,
    member_info: MemberInfo,
    cookie_law: Option<&crate::content::model::CookieLaw>,
) -> (String, String) {
    let nonce = crate::http::headers::style_nonce();
    let (thousands, decimals) = separators(page.lang);
    let settings = GlobalSettings {
        member_info,
        kvkk_required: i64::from(state.config.kvkk_required),
        licence_data: i64::from(state.config.licence_data),
        language: page.lang,
        currency,
        decimal_length: 2,
        thousand_separator: thousands,
        decimal_separator: decimals,
        theme_folder: &state.config.theme_folder,
        page_id: page.page_id,
        page_type: page.page_type,
        link_type: page.link_type,
        table_page_id: page.table_page_id,
        page_link: PAGE_LINKS,
        cart_csrf_token: session::csrf_token(&state.secret, session_id),
        endpoint_prefix: &state.config.endpoint_prefix,
        endpoint_prefix_keys: &state.config.endpoint_prefix_keys,
        languages: Lang::ALL,
        currencies: Currency::ALL,
        product_data: inline.product_data,
    };
    let body = html::render(
        html::template(state.index_html.as_deref()),
        page,
        &state.config.public_url,
        html::Inlined {
            settings: &html::script_json(&settings),
            data: inline.data,
            code: &html::script_json(&state.route_assets.files(&page.data, page.lang)),
        },
        cookie_law,
        &nonce,
    );
    (body, nonce)
}
