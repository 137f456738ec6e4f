//! Storefront addresses: HTML pages, their data as JSON, built assets and product images.

use axum::{
    body::Body,
    extract::{OriginalUri, Query, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
    Json, Router,
};
use axum_extra::extract::{CookieJar, SignedCookieJar};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tower_http::{services::ServeDir, set_header::SetResponseHeaderLayer};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    assets, first_paint, html,
    page_cache::{self, accepts, Assembled},
    spliced::{Shopper, Spliced},
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
    OpenApiRouter::new()
        .routes(routes!(page_data))
        .routes(routes!(session_token))
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

/// The CSRF token of the shopper's session.
#[derive(Serialize, ToSchema)]
pub struct SessionToken {
    /// For `X-CSRF-Token` (or the form field `csrfToken`) of the calls that change the session.
    #[serde(rename = "csrfToken")]
    csrf_token: String,
}

/// The shopper's session and its CSRF token, the session begun here when there is none. A page
/// answered without a session (a first visit, a crawler) carries no token, so that it is the
/// same for every such visitor; the web app asks here before its first change.
#[utoipa::path(post, path = "/api/storefront/session", tag = "storefront",
    responses((status = 200, body = SessionToken, description = "the session's token; the session cookie is set when the session begins here")))]
pub async fn session_token(
    State(state): State<AppState>,
    jar: SignedCookieJar,
) -> (SignedCookieJar, Json<SessionToken>) {
    let (session_id, jar) = session::session_id(jar);
    let csrf_token = session::csrf_token(&state.secret, &session_id);
    (jar, Json(SessionToken { csrf_token }))
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
    let member_json = html::script_json(&crate::customer::pages::member_info(member.as_ref()));
    // A kept page is its kept parts around the shopper's; a fresh one is rendered here.
    let (kept, fresh);
    let (status, page) = match assembled {
        Assembled::Kept(page) => {
            kept = page;
            (kept.page.status, &kept.html)
        }
        Assembled::Fresh(page) => {
            let mut page = *page;
            page.data = crate::customer::pages::account_data(page.data, member.as_ref());
            let products = page_cache::product_data(&page).map_err(Refusal::internal)?;
            let inline = html::script_json(&page.data);
            fresh = html::page_html(&state, &page, locale.currency, &inline, &products)
                .map_err(Refusal::internal)?;
            (page.status, &fresh)
        }
    };
    let session = session::verified_session_id(&jar);
    let answer = if member.is_none() && session.is_none() {
        // Nothing of the visitor's own: the page is the same for every such visitor, its style
        // nonce drawn from the page itself, and a visitor holding it is answered 304.
        Answer::shared(&state, page, status, cookie_notice)
    } else {
        let (session_id, jar) = session::session_id(jar);
        Answer {
            nonce: crate::http::headers::style_nonce(),
            csrf_token: session::csrf_token(&state.secret, &session_id),
            cookie_notice,
            etag: None,
            jar: Some(jar),
        }
    };
    Ok(answer.respond(&state, page, status, &member_json, &request_headers))
}

/// One shopper's parts of a page and how it is answered.
struct Answer {
    nonce: String,
    csrf_token: String,
    cookie_notice: String,
    /// The validator of a page with nothing of the visitor's own in it.
    etag: Option<String>,
    /// The session cookie, set when the session began with this page.
    jar: Option<SignedCookieJar>,
}

impl Answer {
    fn shared(state: &AppState, page: &Spliced, status: StatusCode, cookie_notice: String) -> Self {
        // The notice is the one part that still differs (drawn, or accepted): it is in the tag.
        let notice_tag = hex::encode(&Sha256::digest(&cookie_notice)[..4]);
        Answer {
            nonce: crate::http::headers::page_nonce(&state.secret, page.tag()),
            csrf_token: String::new(),
            cookie_notice,
            etag: (status == StatusCode::OK).then(|| format!("{}-{notice_tag}", page.tag())),
            jar: None,
        }
    }

    fn respond(
        self,
        state: &AppState,
        page: &Spliced,
        status: StatusCode,
        member_json: &str,
        request: &HeaderMap,
    ) -> Response {
        let shopper = Shopper {
            nonce: &self.nonce,
            member: member_json,
            csrf_token: &self.csrf_token,
            cookie_notice: &self.cookie_notice,
        };
        // Gzip where the client takes it and the page was kept compressed (its parts compressed
        // once); a fresh page is compressed on its way out.
        let gzip = accepts(request, "gzip") && page.is_compressed();
        let etag = self.etag.map(|tag| match gzip {
            true => format!("\"{tag}-gzip\""),
            false => format!("\"{tag}\""),
        });
        let held = etag
            .as_deref()
            .is_some_and(|etag| page_cache::held(request, etag));
        let mut response = if held {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            match gzip.then(|| page.gzip(&shopper)).flatten() {
                Some(gz) => (status, Body::new(gz)),
                None => (status, Body::new(page.body(&shopper))),
            }
            .into_response()
        };
        let headers = response.headers_mut();
        if !held {
            headers.insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            );
            if gzip {
                headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            }
        }
        match etag.as_deref().map(HeaderValue::from_str) {
            Some(Ok(etag)) => {
                headers.insert(header::ETAG, etag);
                headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            }
            // The page holds the shopper's session token: no shared cache keeps it.
            _ => {
                headers.insert(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("private, no-cache"),
                );
            }
        }
        headers.insert(
            header::VARY,
            HeaderValue::from_static("Accept-Encoding, Cookie"),
        );
        if let Ok(v) = HeaderValue::from_str(&page_content_security_policy(
            Some(&self.nonce),
            &state.config,
        )) {
            headers.insert(header::CONTENT_SECURITY_POLICY, v);
        }
        match self.jar {
            Some(jar) => (jar, response).into_response(),
            None => response,
        }
    }
}
