//! The language and currency switches (spec sections 2 and 7). Both remember the choice in a
//! cookie; an unknown value is refused with 400 and leaves the cookie as it was.

use axum::{
    extract::{Path, State},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use serde::Serialize;

use super::{Currency, Lang};
use crate::{
    app::AppState,
    catalog::{model::page_url, store as catalog},
    error::{AppError, AppResult, Msg},
    http::{
        locale::{CURRENCY_COOKIE, LANGUAGE_COOKIE},
        session::preference_cookie,
    },
};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/srv/service/language/change/{language}/{linktype}/{tablepageid}",
            get(change_language).post(change_language),
        )
        .route(
            "/srv/shopping/shopping/set-currency/{currency}",
            get(set_currency).post(set_currency),
        )
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LanguageChange {
    success: bool,
    /// The same page in the new language; empty when the page has no address of its own.
    link: String,
}

/// Switches the language and returns the current page's address in it.
#[utoipa::path(get, path = "/srv/service/language/change/{language}/{linktype}/{tablepageid}",
    tag = "locale",
    params(("language" = String, Path, description = "tr, en or ar"),
           ("linktype" = String, Path, description = "home, category, product or cart"),
           ("tablepageid" = i64, Path, description = "id of the category or product")),
    responses((status = 200, body = LanguageChange), (status = 400, description = "unknown language")))]
pub async fn change_language(
    State(state): State<AppState>,
    jar: CookieJar,
    Path((language, link_type, table_page_id)): Path<(String, String, String)>,
) -> AppResult<(CookieJar, Json<LanguageChange>)> {
    let lang = Lang::parse(&language).ok_or(AppError::BadRequest(Msg::UnknownLanguage))?;
    let id: Option<i64> = table_page_id.parse().ok();
    let link = match (link_type.as_str(), id) {
        ("home", _) => format!("{}/", lang.path_prefix()),
        ("cart", _) => page_url(lang, crate::storefront::settings::PAGE_LINKS.cart),
        ("category", Some(id)) => {
            let tree = catalog::category_tree(&state.db, lang).await?;
            catalog::find_category(&tree, |c| c.id == id)
                .and_then(|path| path.last().map(|c| c.url.clone()))
                .unwrap_or_default()
        }
        ("product", Some(id)) => catalog::product_slug(&state.db, id)
            .await?
            .map(|slug| page_url(lang, &slug))
            .unwrap_or_default(),
        _ => String::new(),
    };
    let jar = jar.add(preference_cookie(LANGUAGE_COOKIE, lang.code()));
    Ok((
        jar,
        Json(LanguageChange {
            success: true,
            link,
        }),
    ))
}

/// Switches the display currency; answers `1` on success.
#[utoipa::path(get, path = "/srv/shopping/shopping/set-currency/{currency}", tag = "locale",
    params(("currency" = String, Path, description = "TRY, USD or EUR")),
    responses((status = 200, body = i32, description = "1"), (status = 400, description = "unknown currency")))]
pub async fn set_currency(
    jar: CookieJar,
    Path(currency): Path<String>,
) -> AppResult<(CookieJar, Json<i32>)> {
    let currency = Currency::parse(&currency).ok_or(AppError::BadRequest(Msg::UnknownCurrency))?;
    Ok((
        jar.add(preference_cookie(CURRENCY_COOKIE, currency.code())),
        Json(1),
    ))
}
