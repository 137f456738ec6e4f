//! Favourites calls of spec section 7, for members only (a guest gets 401 "Bu işlem için giriş
//! yapmalısınız"). The two calls that change the list sit behind the CSRF check like the cart; the
//! token may come as the `csrfToken` form field, which is how the web app's unload beacon sends
//! it (a beacon cannot set headers; the member cookie says who it is).
//!
//! In T-Soft's style a change answers `status` 1 when at least one item was done and 0 when none
//! was, with `statusText`; each item is reported in `results[]` (`status` 1 done, 0 refused with
//! its `statusText`), and the refused ones again in `refused[]`, which the web app lists in a
//! modal. Adding a product already there, or deleting one that is not, counts as done: a repeated
//! sync changes nothing. With `fetch=1` the answer also carries the list as get-shopping-list does.

use std::collections::HashSet;

use axum::{
    body::Bytes,
    extract::State,
    http::header,
    middleware,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{
        list_id_allowed, list_name, parse_fav_id, parse_product_id, split_by_cap, FavMsg,
        ItemResult, FAVOURITES_LIST_ID, MAX_IDS_PER_CALL,
    },
    store,
};
use crate::{
    catalog::{self, model::PriceView},
    error::{AppResult, Refusal},
    http::{csrf::require_csrf, locale::RequestLocale, member::CurrentMember},
    locale::Lang,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    let protected = OpenApiRouter::new()
        .routes(routes!(add_to_fav_list))
        .routes(routes!(delete_products))
        .route_layer(middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(get_shopping_list))
        .merge(protected)
}

/// A member's list: `ID` 1, its title, and its products as the cards of the category pages.
#[derive(Debug, Serialize, ToSchema)]
pub struct FavouritesCategory {
    #[serde(rename = "ID")]
    pub id: i64,
    /// 'Favoriye Eklenen Ürünler' (in the request's language).
    #[serde(rename = "NAME")]
    pub name: String,
    /// Product cards (ID, TITLE, URL, PRICE_SELL, IMAGE_LIST ...), the latest added first.
    #[serde(rename = "PRODUCTS")]
    pub products: Vec<catalog::model::ProductCard>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShoppingList {
    pub status: i64,
    /// One list: the favourites (`CATEGORIES[0].PRODUCTS[].ID` are the product ids).
    #[serde(rename = "CATEGORIES")]
    pub categories: Vec<FavouritesCategory>,
    #[serde(rename = "totalCount")]
    pub total_count: usize,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FavError {
    pub code: String,
    pub message: String,
}

/// The answer to an add or a delete.
#[derive(Debug, Serialize, ToSchema)]
pub struct FavChange {
    /// 1 when at least one item was done, 0 when none was.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: String,
    pub message: String,
    /// Every item of the call, in order.
    pub results: Vec<ItemResult>,
    /// The refused items (status 0), each with its statusText.
    pub refused: Vec<ItemResult>,
    /// Products on the list after the call.
    #[serde(rename = "totalCount")]
    pub total_count: usize,
    /// With `fetch=1`: the list after the call, as get-shopping-list answers it.
    #[serde(rename = "CATEGORIES", skip_serializing_if = "Option::is_none")]
    pub categories: Option<Vec<FavouritesCategory>>,
    /// Only on a refusal of the whole call.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<FavError>,
}

async fn categories(
    state: &AppState,
    locale: RequestLocale,
    ids: &[i64],
) -> AppResult<Vec<FavouritesCategory>> {
    let products =
        catalog::store::cards_by_ids(&state.db, PriceView::of(&state.config, locale), ids).await?;
    Ok(vec![FavouritesCategory {
        id: FAVOURITES_LIST_ID,
        name: list_name(locale.lang).to_string(),
        products,
    }])
}

/// A member's list is nobody else's: never kept by a cache on the way.
fn private(body: impl IntoResponse) -> Response {
    ([(header::CACHE_CONTROL, "private, no-store")], body).into_response()
}

/// The member's favourites. The web app reads it once per session (`CATEGORIES[0].PRODUCTS[].ID`)
/// and keeps the ids in session storage; the favourites page shows the cards.
#[utoipa::path(get, path = "/srv/service/profile/get-shopping-list", tag = "favourites",
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = ShoppingList, description = "CATEGORIES[0]: ID 1, NAME 'Favoriye Eklenen Ürünler', PRODUCTS (cards, the latest added first)"),
              (status = 401, description = "no member: 'Bu işlem için giriş yapmalısınız'")))]
pub async fn get_shopping_list(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: CurrentMember,
) -> AppResult<Response> {
    let ids = store::list(&state.db, member.id).await?;
    let categories = categories(&state, locale, &ids).await?;
    Ok(private(Json(ShoppingList {
        status: 1,
        total_count: ids.len(),
        categories,
    })))
}

fn form_pairs(body: &[u8]) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body).into_owned().collect()
}

fn values<'a>(pairs: &'a [(String, String)], names: [&str; 2]) -> Vec<&'a str> {
    pairs
        .iter()
        .filter(|(k, _)| names.contains(&k.as_str()))
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.trim().is_empty())
        .collect()
}

fn first<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The whole call is refused: 400, status 0, the message and the error envelope.
fn refuse_call(msg: FavMsg, lang: Lang) -> Refusal {
    let text = msg.text(lang).to_string();
    Refusal::bad_request(msg)
        .with_reply(FavChange {
            status: 0,
            status_text: text.clone(),
            message: text,
            results: Vec::new(),
            refused: Vec::new(),
            total_count: 0,
            categories: None,
            error: None,
        })
        .private()
}

/// The ids of a call, or why the whole call is refused.
fn call_items<'a>(pairs: &'a [(String, String)], names: [&str; 2]) -> Result<Vec<&'a str>, FavMsg> {
    if !list_id_allowed(first(pairs, "cat_id")) {
        return Err(FavMsg::UnknownList);
    }
    let items = values(pairs, names);
    if items.is_empty() {
        return Err(FavMsg::NothingSelected);
    }
    if items.len() > MAX_IDS_PER_CALL {
        return Err(FavMsg::TooManyIds);
    }
    Ok(items)
}

/// The products on the member's list.
async fn on_list(state: &AppState, member: CurrentMember) -> AppResult<HashSet<i64>> {
    Ok(store::list(&state.db, member.id)
        .await?
        .into_iter()
        .collect())
}

/// Each item of a call as done or refused: one that could not be read is refused as
/// `invalid_id`; for the others `outcome` tells, from the product id.
fn item_results(
    items: &[&str],
    parsed: &[Option<i64>],
    lang: Lang,
    outcome: impl Fn(i64) -> (bool, FavMsg),
) -> Vec<ItemResult> {
    items
        .iter()
        .zip(parsed)
        .map(|(raw, id)| {
            let raw = raw.trim();
            match *id {
                None => ItemResult::new(raw, 0, false, FavMsg::InvalidId, lang),
                Some(id) => {
                    let (ok, msg) = outcome(id);
                    ItemResult::new(raw, id, ok, msg, lang)
                }
            }
        })
        .collect()
}

async fn change_reply(
    state: &AppState,
    locale: RequestLocale,
    member: CurrentMember,
    pairs: &[(String, String)],
    results: Vec<ItemResult>,
    done_msg: FavMsg,
) -> AppResult<Response> {
    let refused: Vec<ItemResult> = results.iter().filter(|r| r.status == 0).cloned().collect();
    let status_text = match (refused.len(), results.len()) {
        (0, _) => done_msg.text(locale.lang).to_string(),
        (r, all) if r == all => refused[0].status_text.clone(),
        _ => FavMsg::SomeRefused.text(locale.lang).to_string(),
    };
    let ids = store::list(&state.db, member.id).await?;
    let fetch = crate::http::tick::is_ticked(first(pairs, "fetch"));
    let categories = if fetch {
        Some(categories(state, locale, &ids).await?)
    } else {
        None
    };
    Ok(private(Json(FavChange {
        status: i64::from(refused.len() < results.len()),
        message: status_text.clone(),
        status_text,
        results,
        refused,
        total_count: ids.len(),
        categories,
        error: None,
    })))
}

/// The add-to-fav-list form (application/x-www-form-urlencoded).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct AddToFavForm {
    /// `ids[]`, repeated: `<product id>-0` (at most 500 per call).
    #[schema(rename = "ids[]")]
    ids: Vec<String>,
    /// Ticked: answer with the list after the call (CATEGORIES).
    fetch: Option<crate::http::tick::Tick>,
    /// The list: `1` (the favourites list, also when left out).
    #[schema(minimum = 1, maximum = 1)]
    cat_id: Option<i64>,
}

/// Adds products to the member's favourites. Each `ids[]` item is `<product id>-0`; an item is
/// refused (status 0, in `results[]` and `refused[]`) when it is not in that form (`invalid_id`),
/// names no product (`product_not_found`) or would take the list past 500 products (`list_full`).
/// A product already on the list counts as done (`already_added`).
#[utoipa::path(post, path = "/srv/service/profile/add-to-fav-list", tag = "favourites",
    request_body(content = AddToFavForm, content_type = "application/x-www-form-urlencoded"),
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = FavChange, description = "status 1 (at least one item done; statusText 'Ürün favorilerinize eklendi' when all were) or 0 (every item refused: the first refusal's statusText)"),
              (status = 400, body = FavChange, description = "no ids[], more than 500, or a cat_id other than 1"),
              (status = 401, description = "no member")))]
pub async fn add_to_fav_list(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: CurrentMember,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let pairs = form_pairs(&body);
    let items = call_items(&pairs, ["ids[]", "ids"]).map_err(|msg| refuse_call(msg, lang))?;
    let parsed: Vec<Option<i64>> = items.iter().map(|raw| parse_fav_id(raw)).collect();
    let wanted: Vec<i64> = parsed.iter().flatten().copied().collect();
    let known: HashSet<i64> = crate::catalog::store::known_products(&state.db, &wanted)
        .await?
        .into_iter()
        .collect();
    let current = on_list(&state, member).await?;

    // New products in call order, each once; the cap decides which of them fit.
    let mut seen = HashSet::new();
    let new_ids: Vec<i64> = parsed
        .iter()
        .flatten()
        .copied()
        .filter(|id| known.contains(id) && !current.contains(id) && seen.insert(*id))
        .collect();
    let (fit, _) = split_by_cap(current.len(), &new_ids);
    let fit: HashSet<i64> = fit.into_iter().collect();
    store::add(
        &state.db,
        member.id,
        &new_ids
            .iter()
            .copied()
            .filter(|id| fit.contains(id))
            .collect::<Vec<_>>(),
    )
    .await?;

    let results = item_results(&items, &parsed, lang, |id| {
        if !known.contains(&id) {
            (false, FavMsg::ProductNotFound)
        } else if current.contains(&id) {
            (true, FavMsg::AlreadyAdded)
        } else if fit.contains(&id) {
            (true, FavMsg::Added)
        } else {
            (false, FavMsg::ListFull)
        }
    });
    change_reply(&state, locale, member, &pairs, results, FavMsg::Added).await
}

/// The delete form (application/x-www-form-urlencoded).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct DeleteFavForm {
    /// `products[]`, repeated: product ids (at most 500 per call); any other text is refused
    /// by item.
    #[schema(rename = "products[]")]
    products: Vec<String>,
    /// Ticked: answer with the list after the call (CATEGORIES).
    fetch: Option<crate::http::tick::Tick>,
}

/// Removes products from the member's favourites. Each `products[]` item is a product id; one
/// that is not a positive number is refused (`invalid_id`); one not on the list counts as done
/// (`not_in_list`).
#[utoipa::path(post, path = "/srv/service/profile/delete-shopping-products-by-product-id", tag = "favourites",
    request_body(content = DeleteFavForm, content_type = "application/x-www-form-urlencoded"),
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = FavChange, description = "status 1 (statusText 'Ürün favorilerinizden çıkarıldı') or 0 (every item refused)"),
              (status = 400, body = FavChange, description = "no products[] or more than 500"),
              (status = 401, description = "no member")))]
pub async fn delete_products(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: CurrentMember,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let pairs = form_pairs(&body);
    let items =
        call_items(&pairs, ["products[]", "products"]).map_err(|msg| refuse_call(msg, lang))?;
    let parsed: Vec<Option<i64>> = items.iter().map(|raw| parse_product_id(raw)).collect();
    let current = on_list(&state, member).await?;
    let ids: Vec<i64> = parsed.iter().flatten().copied().collect();
    store::remove(&state.db, member.id, &ids).await?;
    let results = item_results(&items, &parsed, lang, |id| {
        if current.contains(&id) {
            (true, FavMsg::Removed)
        } else {
            (true, FavMsg::NotInList)
        }
    });
    change_reply(&state, locale, member, &pairs, results, FavMsg::Removed).await
}
