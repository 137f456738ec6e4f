//! The language and currency switches (spec sections 2 and 7). Both remember the choice in a
//! cookie; an unknown value is refused with 400 and leaves the cookie as it was.

use axum::{
    extract::{Path, Query, State},
    Json,
};
use axum_extra::extract::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{page_url, Currency, Lang};
use crate::{
    catalog::store as catalog,
    error::{AppResult, Msg, Refusal},
    http::{
        locale::{CURRENCY_COOKIE, LANGUAGE_COOKIE},
        session::preference_cookie,
    },
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(change_language))
        .routes(routes!(set_currency))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LanguageChange {
    success: bool,
    /// The same page in the new language; empty when the page has no address of its own.
    link: String,
}

#[derive(Deserialize, Default)]
pub struct ChangeQuery {
    /// The current address (path and query, with or without a language prefix).
    path: Option<String>,
}

/// The address `path` names, moved to `lang`: slugs are the same in every language, only the
/// prefix changes. Only a local path is accepted (never `//host` or a scheme).
fn same_page_in(lang: Lang, path: &str) -> Option<(String, Option<&str>)> {
    let (path, query) = match path.split_once('?') {
        Some((p, q)) => (p, Some(q).filter(|q| !q.is_empty())),
        None => (path, None),
    };
    if !path.starts_with('/') || path.starts_with("//") || path.contains('\\') {
        return None;
    }
    let (_, slug) = crate::locale::split_language(path);
    Some((page_url(lang, slug), query))
}

/// Switches the language and returns the current page's address in it, keeping its query (list
/// filters, search terms) when the page's address is given in `path`.
#[utoipa::path(method(get, post), path = "/srv/service/language/change/{language}/{linktype}/{tablepageid}",
    tag = "locale",
    params(("language" = String, Path, description = "tr, en or ar"),
           ("linktype" = String, Path, description = "home, category, product, cart, or another page type"),
           ("tablepageid" = String, Path, description = "id of the category or product; any other page sends what it has, e.g. 0"),
           ("path" = Option<String>, Query, description = "the current address; pages without an id of their own (content pages, lists, search) are found by it")),
    responses((status = 200, body = LanguageChange), (status = 400, description = "unknown language")))]
pub async fn change_language(
    State(state): State<AppState>,
    jar: CookieJar,
    Path((language, link_type, table_page_id)): Path<(String, String, String)>,
    Query(query): Query<ChangeQuery>,
) -> AppResult<(CookieJar, Json<LanguageChange>)> {
    let lang = Lang::parse(&language).ok_or(Refusal::bad_request(Msg::UnknownLanguage))?;
    let id: Option<i64> = table_page_id.parse().ok();
    let link = match (link_type.as_str(), id) {
        ("home", _) => format!("{}/", lang.path_prefix()),
        ("cart", _) => page_url(lang, super::PAGE_LINKS.cart),
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
    let current = query.path.as_deref().and_then(|p| same_page_in(lang, p));
    let link = match current {
        Some((same, query)) => {
            let base = if link.is_empty() && link_type != "notFound" {
                same
            } else {
                link
            };
            match query {
                Some(q) if !base.is_empty() => format!("{base}?{q}"),
                _ => base,
            }
        }
        None => link,
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
#[utoipa::path(method(get, post), path = "/srv/shopping/shopping/set-currency/{currency}", tag = "locale",
    params(("currency" = String, Path, description = "TRY, USD or EUR")),
    responses((status = 200, body = i32, content_type = "application/json", description = "1"), (status = 400, description = "unknown currency")))]
pub async fn set_currency(
    jar: CookieJar,
    Path(currency): Path<String>,
) -> AppResult<(CookieJar, Json<i32>)> {
    let currency = Currency::parse(&currency).ok_or(Refusal::bad_request(Msg::UnknownCurrency))?;
    Ok((
        jar.add(preference_cookie(CURRENCY_COOKIE, currency.code())),
        Json(1),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_page_moves_to_the_new_prefix_with_its_query() {
        assert_eq!(
            same_page_in(Lang::Ar, "/hakkimizda"),
            Some(("/ar/hakkimizda".to_string(), None))
        );
        assert_eq!(
            same_page_in(Lang::Tr, "/en/erkek-cocuk?type2=3&stock=1"),
            Some(("/erkek-cocuk".to_string(), Some("type2=3&stock=1")))
        );
        assert_eq!(
            same_page_in(Lang::En, "/"),
            Some(("/en/".to_string(), None))
        );
    }

    #[test]
    fn only_local_paths_are_followed() {
        for bad in [
            "//evil.example/x",
            "https://evil.example/",
            "hakkimizda",
            "/\\evil.example",
        ] {
            assert_eq!(same_page_in(Lang::En, bad), None, "{bad}");
        }
    }
}
