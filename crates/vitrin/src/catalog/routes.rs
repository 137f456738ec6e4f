//! Catalog calls of spec section 7.

use std::time::Duration;

use axum::{
    extract::{RawQuery, State},
    Json,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    cache::{ListQuery, ListSource},
    filter::{FilterResponse, FilterState, SortKey, SpecialList},
    model::{Category, PriceView},
    store,
};
use crate::{
    error::{AppResult, Refusal},
    http::locale::RequestLocale,
    locale::Lang,
    state::AppState,
};

/// A request that arrives while the first search index is being built waits this long for it.
const SEARCH_WAIT: Duration = Duration::from_secs(10);
/// Search results pages and their filters cover the best this many matches: the search module
/// remembers its answers, and a shopper refines a broad query rather than paging past this.
pub const MAX_SEARCH_MATCHES: usize = 10_000;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_categories))
        .routes(routes!(get_filters))
}

/// The category tree with `ID` and `CHILDREN`.
#[utoipa::path(get, path = "/srv/service/category/get/", tag = "catalog",
    responses((status = 200, description = "Categories with ID, NAME, URL and CHILDREN", body = [Category])))]
pub async fn get_categories(
    State(state): State<AppState>,
    locale: RequestLocale,
) -> AppResult<Json<Vec<Category>>> {
    Ok(Json(store::category_tree(&state.db, locale.lang).await?))
}

/// The products matching a search, best first (at most `MAX_SEARCH_MATCHES`); empty below the
/// search's minimum length.
pub async fn search_matches(state: &AppState, lang: Lang, text: &str) -> AppResult<Vec<i64>> {
    if text.chars().count() < crate::search::routes::MIN_QUERY_CHARS {
        return Ok(Vec::new());
    }
    let Some(index) = state.search.ready(SEARCH_WAIT).await else {
        return Err(Refusal::internal(anyhow::anyhow!("search index not ready")));
    };
    let hits = index
        .search(
            lang,
            text,
            0,
            index.product_count().clamp(1, MAX_SEARCH_MATCHES),
        )
        .map_err(Refusal::internal)?;
    Ok(hits.rows.iter().map(|&row| index.product(row).id).collect())
}

/// A list named by a category id, or by a path (`erkek-cocuk`, `/en/kiz-cocuk`,
/// `indirimli-urunler`).
enum Named<'a> {
    Category(&'a Category),
    Special(SpecialList),
}

fn find_list<'a>(tree: &'a [Category], name: &str) -> Option<Named<'a>> {
    let name = name.trim();
    if let Ok(id) = name.parse::<i64>() {
        return store::find_category(tree, |c| c.id == id)
            .and_then(|path| path.last().copied())
            .map(Named::Category);
    }
    let (_, slug) = crate::locale::split_language(name);
    if let Some(list) = SpecialList::from_slug(slug) {
        return Some(Named::Special(list));
    }
    store::find_category(tree, |c| c.slug == slug)
        .and_then(|path| path.last().copied())
        .map(Named::Category)
}

/// Filters of a product list with their counts: a category (`category`, an id or a path such
/// as `erkek-cocuk` or `indirimli-urunler`), the matches of a search (`q`), both (the matches
/// within the category), or the whole catalog when neither is given.
///
/// The filter state is read from the query string (and, for POST, from a form body as well):
/// `type1` colour ids, `type2` size (age) ids, `option` catalog attribute option ids (comma
/// separated or repeated), `stock=1`, `price=min-max` in the shown currency, `sort` (`newest`,
/// `price_asc`, `price_desc`, `best_selling`, `discount`, `most_viewed`). Unknown values and a
/// malformed price range are ignored and the rest applied. A value's `COUNT` applies every other
/// active filter but not its own group. `PRICE` is in the request's currency. Answers POST
/// as well as GET (a read: no CSRF token).
#[utoipa::path(method(get, post), path = "/srv/service/filter/get/", tag = "catalog",
    params(
        ("category" = Option<String>, Query, description = "category id or path; also indirimli-urunler, firsat-urun-listesi, cok-satanlar"),
        ("q" = Option<String>, Query, description = "search term (at least 3 characters)"),
        ("type1" = Option<String>, Query, description = "colour value ids, e.g. 3,5"),
        ("type2" = Option<String>, Query, description = "size (age group) value ids, e.g. 101,102"),
        ("option" = Option<String>, Query, description = "catalog attribute option ids"),
        ("stock" = Option<String>, Query, description = "1: in stock only"),
        ("price" = Option<String>, Query, description = "min-max in the shown currency, e.g. 100-250"),
        ("sort" = Option<String>, Query, description = "newest, price_asc, price_desc, best_selling, discount, most_viewed"),
        ("language" = Option<String>, Query, description = "tr (default), en or ar"),
        ("currency" = Option<String>, Query, description = "TRY (default), USD or EUR")),
    request_body(content = Option<String>, content_type = "application/x-www-form-urlencoded",
        description = "POST only: the same parameters as a form; they add to the query string's"),
    responses((status = 200, description = "FILTERS, VARIANTS, BRANDS, CATEGORIES and PRICE", body = FilterResponse),
              (status = 404, description = "no category with that id or path")))]
pub async fn get_filters(
    State(state): State<AppState>,
    locale: RequestLocale,
    RawQuery(query): RawQuery,
    body: String,
) -> AppResult<Json<FilterResponse>> {
    let pairs: Vec<(String, String)> =
        url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .chain(url::form_urlencoded::parse(body.as_bytes()))
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
    let param = |key: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let filters = FilterState::from_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let view = PriceView::of(&state.config, locale);
    let tree = state
        .catalog_cache
        .category_tree(&state.db, view.lang)
        .await?;
    let named = match param("category") {
        Some(name) => Some(find_list(&tree, &name).ok_or_else(Refusal::not_found)?),
        None => None,
    };
    let text = crate::search::routes::clean_query(&param("q").unwrap_or_default());
    let cache = &state.catalog_cache;
    let list = if !text.is_empty() {
        let mut ids = search_matches(&state, view.lang, &text).await?;
        let index = cache.facets(&state.db).await?;
        match &named {
            Some(Named::Category(c)) => {
                let within = store::category_subtree_ids(c);
                ids.retain(|id| {
                    index
                        .product_by_id(*id)
                        .is_some_and(|p| within.contains(&p.category_id))
                });
            }
            Some(Named::Special(l)) => {
                let members: std::collections::HashSet<i64> =
                    index.ids_of(&index.special(*l)).into_iter().collect();
                ids.retain(|id| members.contains(id));
            }
            None => {}
        }
        cache
            .filtered_list(
                &state.db,
                view,
                ListQuery {
                    source: ListSource::Search(&ids),
                    state: &filters,
                    default_sort: None,
                    categories: &tree,
                    page_size: 0,
                },
            )
            .await?
    } else {
        let (source, default_sort, categories): (ListSource<'_>, SortKey, Vec<Category>) =
            match &named {
                Some(Named::Category(c)) => {
                    (ListSource::Category(c), SortKey::Newest, vec![(*c).clone()])
                }
                Some(Named::Special(l)) => {
                    (ListSource::Special(*l), l.default_sort(), tree.to_vec())
                }
                None => (ListSource::All, SortKey::Newest, tree.to_vec()),
            };
        cache
            .filtered_list(
                &state.db,
                view,
                ListQuery {
                    source,
                    state: &filters,
                    default_sort: Some(default_sort),
                    categories: &categories,
                    page_size: 0,
                },
            )
            .await?
    };
    Ok(Json(list.filters))
}
